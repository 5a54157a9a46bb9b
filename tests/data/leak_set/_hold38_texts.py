# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold38` part, read by `build_hold38.py`.

Health and science sources: drug regulators (FDA, EMA, MHRA) and their advisory committees,
trial registries and company readouts, outbreak and public-health bulletins (WHO, CDC, ECDC,
UKHSA), journal press releases, and space and climate agencies. Each question's documents are
one line each in a string, fields separated by `|`: days before the cutoff it is published,
label (L=leak / K=keep), style, title, text, why. Written blind as a held-out part; the events
are real ones of 2023-2026, the wording is invented and the figures are from memory. See
`build_hold38.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "n6-fda-paxlovid-nda-2023",
        "Will the FDA approve Pfizer's new drug application for Paxlovid (nirmatrelvir and ritonavir) by May 31, 2023?",
        "Resolves YES if the FDA grants approval, not only emergency use authorization, to Paxlovid for the treatment of COVID-19 in adults on or before May 31, 2023. Resolves NO otherwise.",
        "2023-05-12",
        "2023-05-31",
        1,
        "health_regulatory",
        """
12|K|adcom-summary|Antimicrobial Drugs Advisory Committee: summary minutes, March 16, 2023|Members voted 16 to 1 that the overall benefit-risk assessment of nirmatrelvir tablets co-packaged with ritonavir tablets is favorable for the treatment of mild-to-moderate COVID-19 in adults at high risk for progression to severe disease. Discussion focused on drug interactions and on symptom rebound. The committee's vote is advisory.|A committee vote before the cutoff and nothing later.
5|K|investor-faq|Paxlovid NDA: frequently asked questions|When do we expect an FDA decision? The application has a goal date in the second quarter, and we continue to expect action by the end of May 2023. Will the EUA end if the NDA is approved? No. Authorization for patients aged 12 to 17 would continue under the EUA.|A company's expectation of a future decision.
3|L|fda-news-release|FDA Approves First Oral Antiviral for Treatment of COVID-19 in Adults|For Immediate Release: May 25, 2023. The U.S. Food and Drug Administration today approved Paxlovid for the treatment of mild-to-moderate COVID-19 in adults who are at high risk for progression to severe COVID-19, including hospitalization or death. Paxlovid remains available under emergency use authorization for eligible children ages 12 to 18 years weighing at least 40 kg.|Announces the May 25, 2023 approval as done.
8|K|pharmacy-bulletin|Dispensing note: Paxlovid cartons and labelling|If the NDA is approved, FDA-approved labelling will apply to adult patients, but product in EUA-labelled cartons may continue to be dispensed during the transition. Keep the renal dosing card at the counter: 150 mg/100 mg twice daily for eGFR 30 to 60 mL/min. Watch the agency's novel approvals page in the last weeks of May.|A conditional note about a decision ahead.
1|L|medical-newsletter|Week in review: Paxlovid's full nod, a new RSV shot, and the end of an era|Pfizer's oral antiviral moved from emergency authorization to full approval for adults on 2023-05-25, about seventeen months after the first EUA in December 2021. Prices for the commercial product have not been set.|Reports the approval dated 2023-05-25.
6|L|trade-press-updated|Paxlovid decision due before month-end, FDA watchers say|The agency is expected to act on Pfizer's application in the coming weeks, with approval widely anticipated after the March panel vote. UPDATE 25 May 2023: The FDA approved the drug for high-risk adults this afternoon. Pfizer said the transition to commercial distribution would come later in the year.|An update appended to a preview reports the approval.
""",
    ),
    Q(
        "n6-fda-veozah-2023",
        "Will the FDA approve Astellas's fezolinetant for moderate to severe hot flashes caused by menopause by May 22, 2023?",
        "Resolves YES if the FDA approves fezolinetant for vasomotor symptoms associated with menopause on or before May 22, 2023, the goal date after a three-month review extension. Resolves NO otherwise.",
        "2023-05-04",
        "2023-05-22",
        1,
        "health_regulatory",
        """
20|K|company-press-release|Astellas provides update on U.S. review of fezolinetant|TOKYO - The U.S. Food and Drug Administration has extended the Prescription Drug User Fee Act goal date for the fezolinetant new drug application to May 22, 2023, to allow time to review additional information submitted by the company. The original goal date was February 22, 2023. No new studies have been requested.|A past extension and a future goal date.
9|K|trial-registry|SKYLIGHT 4: long-term safety of fezolinetant (NCT04003389)|Study type: Interventional (Phase 3). Recruitment status: Completed. Actual enrollment: 1,831 participants. Primary outcome: endometrial hyperplasia and cancer over 52 weeks. Last update posted: February 2023.|Only earlier dates; a control.
4|L|fda-news-release|FDA Approves Novel Drug to Treat Moderate to Severe Hot Flashes Caused by Menopause|On May 12, 2023, the agency approved Veozah (fezolinetant) oral tablets, the first neurokinin 3 receptor antagonist for this use. The labelling includes a warning about elevated liver blood tests: patients should have bloodwork before starting and at three, six and nine months of treatment.|Reports the May 12, 2023 approval.
2|L|analyst-note|Astellas (4503 JP): Veozah label cleaner than feared|The label issued on Friday 12 May 2023 carries no boxed warning, and the liver monitoring schedule is lighter than some of us had modelled. We raise our peak sales estimate and keep the rating at Buy.|Reports the label issued on 12 May 2023.
6|K|society-statement|Statement from the menopause society on a non-hormonal option|We look forward to the FDA's decision, expected on or before May 22, and to a new option for women who cannot or prefer not to take hormone therapy. Clinicians should wait for final labelling before counselling patients on monitoring.|Anticipation of a scheduled decision.
1|L|formulary-update|P&T committee: new molecular entities for review|Drug - FDA approval - status. Veozah (fezolinetant) 45 mg tablet - 2023-05-12 - scheduled for the June committee meeting; non-formulary until reviewed. Filspari (sparsentan) - 2023-02-17 - prior authorization.|A table row gives an approval dated after the cutoff.
""",
    ),
    Q(
        "n6-fda-abrysvo-maternal-2023",
        "Will the FDA approve Pfizer's RSV vaccine Abrysvo for use during pregnancy by August 31, 2023?",
        "Resolves YES if the FDA approves Abrysvo for maternal immunization to protect infants against RSV lower respiratory tract disease on or before August 31, 2023. Resolves NO otherwise.",
        "2023-08-10",
        "2023-08-31",
        1,
        "health_regulatory",
        """
25|K|adcom-summary|VRBPAC: RSVpreF for maternal immunization|At its meeting on 18 May 2023 the Vaccines and Related Biological Products Advisory Committee voted 10 to 4 that the data were adequate to support effectiveness and 7 to 4 that they were adequate to support safety. Several members pointed to a numerical imbalance in preterm births that did not reach statistical significance.|Votes before the cutoff; nothing later.
7|K|regulatory-calendar|Vaccine decisions to watch, third quarter 2023|Pfizer - Abrysvo (RSVpreF), maternal indication - action expected in August. Sanofi and AstraZeneca - Beyfortus (nirsevimab) - approved on July 17, listed for reference. CDC advisers - RSV immunization in infants - vote planned for the August 3 meeting.|A calendar of decisions ahead.
3|L|fda-news-release|FDA Approves First Vaccine for Pregnant Individuals to Prevent RSV in Infants|Aug. 21, 2023 - The FDA approved Abrysvo for use at 32 through 36 weeks gestational age of pregnancy for the prevention of lower respiratory tract disease and severe disease caused by RSV in infants from birth through 6 months of age. To address the preterm birth signal, the agency limited the dosing window and required postmarketing studies.|Announces the August 21, 2023 approval.
5|K|journal-news|What obstetricians should know before a maternal RSV vaccine decision|If the agency approves the vaccine later this month, it would be given once in the third trimester, and CDC's advisers are expected to take it up in September. Whether pharmacies or prenatal clinics will stock it has not been settled, and neither has how it will sit alongside nirsevimab.|A conditional about a decision ahead.
1|L|acip-agenda|ACIP meeting, September 22, 2023: draft agenda|10:15 Maternal RSV vaccine (Abrysvo), licensed by FDA on August 21, 2023 for use at 32 through 36 weeks: evidence to recommendations framework. 11:30 Vote. 12:00 Lunch.|States as done a licensure dated after the cutoff.
2|L|hospital-memo|Pharmacy memo: RSV season supply|Our outpatient obstetric clinics will stock the maternal RSV vaccine, which the FDA cleared on 21 August 2023, once CDC recommendations are in place. Nirsevimab orders for the nursery were placed earlier this month.|Reports an approval dated 21 August 2023.
""",
    ),
    Q(
        "n6-fda-zurzuvae-mdd-2023",
        "Will the FDA approve zuranolone for major depressive disorder by August 5, 2023?",
        "Resolves YES if the FDA approves zuranolone (Sage Therapeutics and Biogen) for the treatment of major depressive disorder in adults on or before August 5, 2023, its PDUFA date. Approval only for postpartum depression does not count. Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-05",
        0,
        "health_regulatory",
        """
14|K|company-press-release|Sage and Biogen: no advisory committee currently planned for zuranolone|The companies said the FDA has informed them it does not currently plan to hold an advisory committee meeting to discuss the applications. The target action date for both the MDD and PPD new drug applications remains August 5, 2023.|A past statement about a future date.
4|L|company-press-release|FDA approves ZURZUVAE for postpartum depression; complete response letter issued for major depressive disorder|On August 4, 2023 the FDA approved zuranolone 50 mg as the first oral treatment for adults with postpartum depression. The companies received a complete response letter for MDD saying the application did not provide substantial evidence of effectiveness, and additional studies would be needed.|Reports the August 4, 2023 decisions as done.
9|K|analyst-preview|Zuranolone: our base case is a split decision|We give 55% odds to approval in both indications by the Aug. 5 goal date and 35% to a PPD-only label; the remaining 10% is a delay. The effect size in MDD faded by day 42 in WATERFALL, and that is what the reviewers will focus on.|A forecast of a decision ahead.
2|L|biotech-news|Sage shares more than halve after depression setback|Sage Therapeutics lost about 54% of its value on Monday, Aug. 7, 2023, after the agency approved its pill only for postpartum depression. Biogen fell about 4%.|Reports share moves dated August 7, 2023.
6|K|trial-registry|SHORELINE: open-label zuranolone in MDD (NCT03864614)|Recruitment status: Active, not recruiting. Estimated study completion: 2023-12. Last update posted: 2023-06-30. Results: none posted.|An estimated completion date is a plan, not a reported event.
1|L|company-8k|Sage announces restructuring to focus on the ZURZUVAE launch|Following the August 4, 2023 regulatory outcome, Sage said in late August 2023 that it would reduce its workforce by about 40% and concentrate on the postpartum depression launch with Biogen.|Reports the August 2023 decision and restructuring.
""",
    ),
    Q(
        "n6-ndac-phenylephrine-2023",
        "Will the FDA's Nonprescription Drugs Advisory Committee vote that oral phenylephrine is effective as a nasal decongestant at its September 11-12, 2023 meeting?",
        "Resolves YES if a majority of voting members votes that current data support the effectiveness of orally administered phenylephrine at the monograph dose, at the meeting of September 11-12, 2023. Resolves NO otherwise.",
        "2023-08-25",
        "2023-09-12",
        0,
        "health_regulatory",
        """
18|K|federal-register-notice|Nonprescription Drugs Advisory Committee; Notice of Meeting|The meeting will be held on September 11 and 12, 2023, from 9 a.m. to 5 p.m. Eastern Time, by videoconference. The committee will discuss new data on the efficacy of orally administered phenylephrine hydrochloride as an active ingredient in over-the-counter nasal decongestant products. Written comments received on or before September 8 will be provided to the committee.|A notice of a meeting ahead.
6|K|trade-association-letter|Letter to members: September advisory committee on phenylephrine|Ahead of next month's meeting, we remind members that any change to the monograph would follow a proposed order and public comment, a process likely to take many months. A negative vote would not, by itself, remove a single product from shelves.|A conditional about a vote ahead.
3|L|medical-news|FDA advisers: oral phenylephrine doesn't work|Meeting on Sept. 12, 2023, the panel voted unanimously, 16 to 0, that current evidence does not show that oral phenylephrine at the labelled dose is effective as a decongestant. The agency is not bound by the vote.|Reports the September 12, 2023 vote.
9|K|university-news|A 2007 petition puts a common decongestant back on the agenda|Pharmacists at the University of Florida first petitioned the agency in 2007, and again in 2015, arguing that oral phenylephrine is largely broken down in the gut. The FDA's own re-analysis of the data will go before outside experts next month.|Past petitions and a meeting ahead.
1|L|retail-pharmacy-notice|Update on cold and allergy products|Following the advisory committee's conclusion on September 12, 2023 that oral phenylephrine is not effective, we will remove a small number of decongestant products that contain it as the only active ingredient. Other cold and cough products remain available.|Reports the committee conclusion dated September 12, 2023.
2|L|fda-news-release|FDA proposes ending use of oral phenylephrine as OTC monograph nasal decongestant|On November 7, 2024, the FDA issued a proposed order to remove oral phenylephrine from the over-the-counter monograph, citing its review of the data and the advisory committee's unanimous vote in September 2023.|Reports a later event, the November 7, 2024 proposal.
""",
    ),
    Q(
        "n6-select-topline-2023",
        "Will Novo Nordisk announce by August 31, 2023 that semaglutide significantly reduced major adverse cardiovascular events in the SELECT trial?",
        "Resolves YES if Novo Nordisk announces, on or before August 31, 2023, topline SELECT results showing a statistically significant reduction in major adverse cardiovascular events for semaglutide 2.4 mg versus placebo. Resolves NO otherwise.",
        "2023-07-26",
        "2023-08-31",
        1,
        "clinical_trials",
        """
10|K|trial-registry|SELECT: semaglutide effects on cardiovascular outcomes in people with overweight or obesity (NCT03574597)|Recruitment status: Active, not recruiting. Actual enrollment: 17,605. Primary outcome: time to first occurrence of cardiovascular death, non-fatal myocardial infarction or non-fatal stroke. Estimated primary completion: 2023-09.|An estimated completion date is a plan.
5|K|earnings-preview|Novo Nordisk Q2 preview: all eyes on SELECT|Management has guided to a SELECT readout in mid-2023, and second-quarter results are due on August 10. Our survey of cardiologists puts the expected MACE reduction at 15%; anything above 20% would be a clear upside surprise for the Wegovy franchise.|A forecast and scheduled results.
2|L|company-announcement|Semaglutide 2.4 mg reduces the risk of major adverse cardiovascular events by 20% in adults with overweight or obesity in the SELECT trial|Bagsvaerd, Denmark, 8 August 2023. Novo Nordisk today announced the headline results from SELECT, which achieved its primary objective. The company expects to file for a label update in the US and EU later in 2023 and to present the results at a scientific conference.|Announces the August 8, 2023 result.
7|K|congress-programme|AHA Scientific Sessions 2023: late-breaking science|The meeting runs November 11-13, 2023 in Philadelphia. Late-breaking trial titles will be posted in October; presenters are bound by the embargo policy until the start of their session.|A schedule of a future congress.
1|L|market-report|Novo Nordisk hits record high on heart-protection data|Shares of Novo Nordisk closed up about 17% in Copenhagen on 2023-08-08 after the SELECT readout, and Eli Lilly rose in sympathy in New York.|Reports a market move dated 2023-08-08.
3|L|journal-press-release|Semaglutide cuts cardiovascular events in adults with obesity but without diabetes|Embargoed until 11 November 2023, 16:20 ET. In SELECT, presented today at the AHA Scientific Sessions and published in the journal, the primary endpoint occurred in 6.5% of the semaglutide group and 8.0% of the placebo group (hazard ratio 0.80).|Reports a later presentation on November 11, 2023.
""",
    ),
    Q(
        "n6-mhra-casgevy-2023",
        "Will the UK's MHRA authorise exagamglogene autotemcel (Casgevy) by November 30, 2023?",
        "Resolves YES if the MHRA grants a marketing authorisation, conditional or full, for exa-cel for sickle cell disease or transfusion-dependent beta-thalassaemia on or before November 30, 2023. Resolves NO otherwise.",
        "2023-11-08",
        "2023-11-30",
        1,
        "health_regulatory",
        """
9|K|company-earnings-release|Vertex reports third-quarter 2023 financial results|Exa-cel: regulatory reviews are under way in the US, EU, UK, Saudi Arabia and Bahrain. The PDUFA target action date for sickle cell disease is December 8, 2023 and for beta thalassemia March 30, 2024. A decision in the UK is expected by the end of the year.|Past statements about future decisions.
3|L|regulator-press-release|MHRA authorises world-first gene therapy that aims to cure sickle-cell disease and transfusion-dependent beta-thalassemia|16 November 2023. Casgevy has been authorised for patients aged 12 and over for whom a suitable donor for stem cell transplant is not available. It is the first medicine to be licensed that uses the gene-editing tool CRISPR.|Announces the 16 November 2023 authorisation.
6|K|patient-charity-news|What a UK licence would, and would not, mean|Even if the MHRA grants a licence, NICE must still appraise the therapy's cost-effectiveness before it can be routinely offered on the NHS. Treatment involves chemotherapy conditioning and a long hospital stay, so only a handful of centres would deliver it at first.|A conditional about a decision ahead.
10|K|science-news|CRISPR therapy heads toward first approvals|FDA advisers met on 31 October to discuss the risk of off-target edits; there was no vote, and most panellists said the data were reassuring. The US decision for sickle cell disease is due by 8 December.|A past meeting and a decision ahead.
1|L|nice-update|Exa-cel for sickle cell disease: appraisal update|After the MHRA granted a conditional marketing authorisation on 16 November 2023, the committee met to consider the evidence. In draft guidance published in March 2024 it did not recommend exa-cel for sickle cell disease, asking for more data on long-term outcomes.|Reports the authorisation and a later draft guidance of March 2024.
2|L|journal-timeline|CRISPR: from bacterial immunity to a licensed medicine|2012: programmable DNA cutting described. 2020: Nobel Prize in Chemistry to Charpentier and Doudna. 16 November 2023: UK regulator licenses the first CRISPR-based medicine. 8 December 2023: FDA approves Casgevy for sickle cell disease.|A timeline lists events after the cutoff as done.
""",
    ),
    Q(
        "n6-who-r21-prequal-2023",
        "Will WHO add the R21/Matrix-M malaria vaccine to its list of prequalified vaccines by December 31, 2023?",
        "Resolves YES if the World Health Organization announces prequalification of the R21/Matrix-M malaria vaccine on or before December 31, 2023. Resolves NO otherwise.",
        "2023-12-04",
        "2023-12-31",
        1,
        "public_health",
        """
29|K|who-news-release|WHO recommends R21/Matrix-M vaccine for malaria prevention in updated advice on immunization|2 October 2023. Following advice from its Strategic Advisory Group of Experts on Immunization and the Malaria Policy Advisory Group, WHO recommended a second malaria vaccine for children. The vaccine is under prequalification review, which would allow procurement by UNICEF and Gavi.|A recommendation before the cutoff and a review ahead.
8|K|alliance-update|Malaria vaccine roll-out: what comes next|Countries including Nigeria, Ghana and Burkina Faso have approved R21 nationally. First deliveries through Gavi could begin early in 2024, subject to WHO prequalification; the manufacturer says it has 20 million doses ready.|A conditional plan for deliveries ahead.
2|L|who-news-release|WHO prequalifies a second malaria vaccine, a significant milestone in prevention of the disease|21 December 2023. The R21/Matrix-M malaria vaccine, developed by the University of Oxford and manufactured by the Serum Institute of India, has been added to WHO's list of prequalified vaccines, expanding the supply of vaccines for children in endemic areas.|Announces the 21 December 2023 prequalification.
12|K|university-news|Phase 3 R21 results under peer review|The trial in Burkina Faso, Kenya, Mali and Tanzania, which enrolled 4,800 children, reported efficacy of 75% over twelve months in areas of highly seasonal transmission. The results were posted as a preprint in November 2022.|Earlier facts only; a control.
1|L|country-bulletin|Cote d'Ivoire begins R21 vaccination|Cote d'Ivoire became the first country to give the R21 vaccine in routine immunization, on 15 July 2024, with South Sudan following soon after. The vaccine gained WHO prequalification in December 2023.|Reports the December 2023 prequalification and a later roll-out.
6|L|science-news-agency|Oxford malaria jab cleared for UN purchase|Prequalification, confirmed by WHO on Dec. 21, 2023, means UN agencies can now buy the vaccine, which costs between $2 and $4 a dose.|Reports the prequalification dated December 21, 2023.
""",
    ),
    Q(
        "n6-who-caboverde-malaria-2024",
        "Will WHO certify Cabo Verde as malaria-free by January 31, 2024?",
        "Resolves YES if WHO announces the certification of Cabo Verde as malaria-free on or before January 31, 2024. Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-31",
        1,
        "public_health",
        """
22|K|who-explainer|How WHO certifies a country as malaria-free|Certification is granted when a country shows that the chain of indigenous transmission by Anopheles mosquitoes has been interrupted nationwide for at least the previous three consecutive years, and that it can prevent re-establishment. The Director-General decides on the recommendation of an independent technical advisory group.|A general rule with no dates; a control.
9|K|ministry-statement|Cabo Verde awaits malaria-free decision|The last indigenous cases were recorded in Praia in 2017. After the evaluation mission earlier this year, the ministry expects the Director-General's decision in the first weeks of January 2024 and is preparing a ceremony in Praia.|An expectation of a future decision.
3|L|who-news-release|WHO certifies Cabo Verde as malaria-free, marking a historic step in the fight against malaria|12 January 2024. Cabo Verde joins Mauritius and Algeria as the third country in the WHO African Region to be certified. Globally, 43 countries and one territory have now been certified.|Announces the 12 January 2024 certification.
1|L|regional-report|Malaria elimination in Africa: status by country|Mauritius, certified 1973. Algeria, certified 2019. Cabo Verde, certified 12 January 2024. Egypt, certified in October 2024 (Eastern Mediterranean Region).|A table lists certifications dated after the cutoff.
5|K|travel-health-notice|Cabo Verde: malaria risk for travellers|There is no risk of malaria on any island, and antimalarial tablets are not advised. Mosquito bite avoidance is still recommended because of dengue. Last reviewed: 2 December 2023. Next review due: March 2024.|A next review date is a plan.
2|L|journal-editorial|From an outbreak to certification: lessons from Cabo Verde|Certified on 2024-01-12, Cabo Verde shows that a small island state can contain a flare-up, such as the 2017 outbreak in Praia, and still reach elimination within a few years.|Reports a certification dated 2024-01-12.
""",
    ),
    Q(
        "n6-who-mpox-pheic-end-2023",
        "Will the WHO Director-General declare by May 31, 2023 that the multi-country mpox outbreak no longer constitutes a public health emergency of international concern?",
        "Resolves YES if, on or before May 31, 2023, the WHO Director-General declares that the mpox public health emergency of international concern, in place since July 23, 2022, is over. Resolves NO otherwise.",
        "2023-05-05",
        "2023-05-31",
        1,
        "public_health",
        """
20|K|who-ihr-statement|Fourth meeting of the IHR Emergency Committee regarding the multi-country outbreak of mpox|The Committee met on 9 February 2023 and advised the Director-General that the event continues to constitute a public health emergency of international concern. The Director-General accepted the advice. The Committee will be reconvened within three months.|A statement before the cutoff and a meeting ahead.
7|K|who-media-advisory|Upcoming: media briefings and meetings|The fifteenth meeting of the Emergency Committee on COVID-19 is scheduled for Thursday 4 May. The Emergency Committee on mpox will meet on 10 May 2023; a statement will follow the Director-General's decision.|A schedule of meetings ahead.
3|L|who-ihr-statement|Fifth meeting of the IHR Emergency Committee regarding the multi-country outbreak of mpox|The Committee met on 10 May 2023. On 11 May 2023 the Director-General, concurring with the Committee, determined that the multi-country outbreak of mpox no longer constitutes a public health emergency of international concern, while stressing that the virus continues to circulate.|Reports the 11 May 2023 determination.
9|K|ecdc-threats-report|Communicable disease threats report, week 17|Mpox: since the last update, 18 new cases have been reported in the EU/EEA, and the overall trend remains declining. ECDC will publish its next monthly epidemiological update on 26 May 2023.|A next update date is a schedule.
1|L|ecdc-threats-report|Communicable disease threats report, 7-13 May 2023, week 19|WHO declared on 5 May that COVID-19 is no longer a public health emergency of international concern and, on 11 May 2023, reached the same conclusion for mpox. The cumulative EU/EEA mpox count is just over 21,000 cases.|Reports determinations dated 5 and 11 May 2023.
2|L|who-ihr-statement|Statement on the fifteenth meeting of the IHR Emergency Committee regarding the COVID-19 pandemic|On 5 May 2023, following the Committee's advice, the Director-General determined that COVID-19 is now an established and ongoing health issue which no longer constitutes a public health emergency of international concern.|Reports a determination on the cutoff day, 5 May 2023.
""",
    ),
]
