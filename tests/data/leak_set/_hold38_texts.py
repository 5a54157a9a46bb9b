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
5|K|investor-faq|Paxlovid NDA: frequently asked questions|When do we expect an FDA decision? The application has a goal date in the second quarter, and we continue to expect action by May 31, 2023. Will the EUA end if the NDA is approved? No. Authorization for patients aged 12 to 17 would continue under the EUA.|A company's expectation of a future decision.
3|L|fda-news-release|FDA Approves First Oral Antiviral for Treatment of COVID-19 in Adults|For Immediate Release: May 25, 2023. The U.S. Food and Drug Administration today approved Paxlovid for the treatment of mild-to-moderate COVID-19 in adults who are at high risk for progression to severe COVID-19, including hospitalization or death. Paxlovid remains available under emergency use authorization for eligible children ages 12 to 18 years weighing at least 40 kg.|Announces the May 25, 2023 approval as done.
8|K|pharmacy-bulletin|Dispensing note: Paxlovid cartons and labelling|If the NDA is approved, FDA-approved labelling will apply to adult patients, but product in EUA-labelled cartons may continue to be dispensed during the transition. Keep the renal dosing card at the counter: 150 mg/100 mg twice daily for eGFR 30 to 60 mL/min. The goal date falls before May 31, 2023, so watch the agency's novel approvals page.|A conditional note about a decision ahead.
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
6|K|society-statement|Statement from the menopause society on a non-hormonal option|We look forward to the FDA's decision, expected on or before May 22, 2023, and to a new option for women who cannot or prefer not to take hormone therapy. Clinicians should wait for final labelling before counselling patients on monitoring.|Anticipation of a scheduled decision.
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
7|K|regulatory-calendar|Vaccine decisions to watch, third quarter 2023|Pfizer - Abrysvo (RSVpreF), maternal indication - action expected in August. Sanofi and AstraZeneca - Beyfortus (nirsevimab) - approved on July 17, listed for reference. CDC advisers - RSV immunization in infants - discussed on August 3; the next meeting is set for September 22, 2023.|A calendar of decisions ahead.
3|L|fda-news-release|FDA Approves First Vaccine for Pregnant Individuals to Prevent RSV in Infants|Aug. 21, 2023 - The FDA approved Abrysvo for use at 32 through 36 weeks gestational age of pregnancy for the prevention of lower respiratory tract disease and severe disease caused by RSV in infants from birth through 6 months of age. To address the preterm birth signal, the agency limited the dosing window and required postmarketing studies.|Announces the August 21, 2023 approval.
5|K|journal-news|What obstetricians should know before a maternal RSV vaccine decision|If the agency approves the vaccine later this month, it would be given once in the third trimester, and CDC's advisers are expected to take it up at their meeting on September 22, 2023. Whether pharmacies or prenatal clinics will stock it has not been settled, and neither has how it will sit alongside nirsevimab.|A conditional about a decision ahead.
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
9|K|analyst-preview|Zuranolone: our base case is a split decision|We give 55% odds to approval in both indications by the Aug. 5, 2023 goal date and 35% to a PPD-only label; the remaining 10% is a delay. The effect size in MDD faded by day 42 in WATERFALL, and that is what the reviewers will focus on.|A forecast of a decision ahead.
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
6|K|trade-association-letter|Letter to members: September advisory committee on phenylephrine|Ahead of the September 11-12, 2023 meeting, we remind members that any change to the monograph would follow a proposed order and public comment, a process likely to take many months. A negative vote would not, by itself, remove a single product from shelves.|A conditional about a vote ahead.
3|L|medical-news|FDA advisers: oral phenylephrine doesn't work|Meeting on Sept. 12, 2023, the panel voted unanimously, 16 to 0, that current evidence does not show that oral phenylephrine at the labelled dose is effective as a decongestant. The agency is not bound by the vote.|Reports the September 12, 2023 vote.
9|K|university-news|A 2007 petition puts a common decongestant back on the agenda|Pharmacists at the University of Florida first petitioned the agency in 2007, and again in 2015, arguing that oral phenylephrine is largely broken down in the gut. The FDA's own re-analysis of the data will go before outside experts on September 11, 2023.|Past petitions and a meeting ahead.
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
5|K|earnings-preview|Novo Nordisk Q2 preview: all eyes on SELECT|Management has guided to a SELECT readout in mid-2023, and second-quarter results are due on August 10, 2023. Our survey of cardiologists puts the expected MACE reduction at 15%; anything above 20% would be a clear upside surprise for the Wegovy franchise.|A forecast and scheduled results.
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
10|K|science-news|CRISPR therapy heads toward first approvals|FDA advisers met on 31 October to discuss the risk of off-target edits; there was no vote, and most panellists said the data were reassuring. The US decision for sickle cell disease is due by 8 December 2023.|A past meeting and a decision ahead.
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
8|K|alliance-update|Malaria vaccine roll-out: what comes next|Countries including Nigeria, Ghana and Burkina Faso have approved R21 nationally. First deliveries through Gavi could begin as early as January 2024, subject to WHO prequalification; the manufacturer says it has 20 million doses ready.|A conditional plan for deliveries ahead.
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
    Q(
        "n6-eqg-marburg-over-2023",
        "Will Equatorial Guinea declare its Marburg virus disease outbreak over by June 15, 2023?",
        "Resolves YES if Equatorial Guinea's health ministry or WHO announces the end of the Marburg virus disease outbreak declared on February 13, 2023, on or before June 15, 2023. Resolves NO otherwise.",
        "2023-05-24",
        "2023-06-15",
        1,
        "public_health",
        """
16|K|who-disease-outbreak-news|Marburg virus disease - Equatorial Guinea|As of 8 May 2023, 17 laboratory-confirmed cases, including 12 deaths, and 23 probable cases, all of whom died, have been reported from four provinces. The last confirmed patient tested negative twice and was discharged; the 42-day countdown began on 27 April 2023. If no new case is detected, the end of the outbreak could be declared on 8 June 2023.|A conditional date for a declaration ahead.
4|K|ngo-field-update|Bata: contact follow-up continues|Our teams are still following contacts in Litoral and Kie-Ntem and supporting the isolation unit in Bata. After the end of the outbreak is declared, enhanced surveillance will continue for 90 days, until about early September 2023, to catch any flare-up from survivors.|A plan for surveillance after a future declaration.
2|L|who-afro-press-release|Equatorial Guinea declares end of Marburg virus disease outbreak|Malabo, 8 June 2023. The government declared the end of the outbreak after 42 days with no new case. In all, 17 laboratory-confirmed and 23 probable cases were recorded; 12 of the confirmed patients and all probable cases died, and four patients recovered.|Announces the 8 June 2023 declaration.
1|L|who-afro-press-release|Tanzania declares end of Marburg virus disease outbreak|Dar es Salaam, 2 June 2023. Tanzania declared its first-ever Marburg outbreak over, 42 days after the last patient tested negative. Eight confirmed and one probable case were recorded in Kagera region, six of them fatal.|Reports a later event, the 2 June 2023 declaration in Tanzania.
9|K|ecdc-risk-assessment|Marburg virus disease outbreaks in Equatorial Guinea and Tanzania: rapid risk assessment|The likelihood of infection for EU/EEA citizens living in or travelling to the affected areas is very low. ECDC will reassess the risk if cases are exported or if transmission increases.|No dates after the cutoff; a control.
6|L|journal-correspondence|Lessons from two Marburg outbreaks in 2023|Equatorial Guinea's outbreak, declared over on 8 June 2023, was detected only after weeks of unexplained deaths in Kie-Ntem, which helps explain why every probable case was fatal.|Reports the 8 June 2023 declaration.
""",
    ),
    Q(
        "n6-usda-h5n1-dairy-2024",
        "Will USDA or a state agency confirm highly pathogenic avian influenza H5N1 in U.S. dairy cattle by March 31, 2024?",
        "Resolves YES if, on or before March 31, 2024, USDA APHIS or a state animal health agency announces a laboratory-confirmed detection of HPAI H5N1 in dairy cattle in the United States. Resolves NO otherwise.",
        "2024-03-14",
        "2024-03-31",
        1,
        "public_health",
        """
6|K|state-animal-health-bulletin|Veterinarians report syndrome in older lactating dairy cows|Producers in the Texas Panhandle have reported sudden drops in milk production, thick discoloured milk and low appetite in older lactating cows since early March. Samples have been submitted for testing and results are pending. Pasteurised milk remains safe.|Only earlier dates; a control.
3|K|webinar-listing|Dairy practitioners' webinar: unexplained milk drop syndrome|Wednesday, March 27, 2024, 1:00 p.m. CT. Speakers from the diagnostic laboratory network will cover case definitions, which samples to collect and how to ship them. Registration closes March 26, 2024.|A schedule of a future webinar.
2|L|usda-news-release|Federal and state veterinary, public health agencies share update on HPAI detection in Kansas, Texas dairy herds|March 25, 2024. USDA, FDA and CDC are investigating an illness among primarily older dairy cows in Texas, Kansas and New Mexico. Unpasteurised clinical milk samples from sick cattle on two dairy farms in Kansas and one in Texas, and an oropharyngeal swab from another dairy in Texas, have tested presumptive positive for HPAI.|Announces detections dated March 25, 2024.
1|L|cdc-health-advisory|Highly Pathogenic Avian Influenza A(H5N1) Virus: Identification of Human Infection and Recommendations for Investigations and Response|April 5, 2024. A farm worker on a commercial dairy farm in Texas tested positive for HPAI A(H5N1) virus, as reported on April 1, 2024. The patient's only symptom was conjunctivitis. H5N1 has been confirmed in dairy cattle in several states.|Reports later events in April 2024.
9|K|news-digest|Avian flu scan|Commercial poultry detections continued in the Midwest in February, and wild-bird detections along the Mississippi flyway remain high. USDA updates its confirmed-flocks table each weekday.|Only earlier dates; a control.
4|L|state-press-release|H5N1 confirmed in goat kids in Stevens County|On March 20, 2024, the Minnesota Board of Animal Health announced that juvenile goats on a farm where poultry had been infected tested positive for HPAI, the first detection in domestic ruminants in the United States.|Reports a later event dated March 20, 2024.
""",
    ),
    Q(
        "n6-amylyx-relyvrio-withdraw-2024",
        "Will Amylyx Pharmaceuticals announce by April 30, 2024 that it is withdrawing Relyvrio from the U.S. market?",
        "Resolves YES if Amylyx announces, on or before April 30, 2024, that it will remove Relyvrio (Albrioza in Canada) from the market or begin withdrawing its marketing authorizations. Resolves NO otherwise.",
        "2024-03-25",
        "2024-04-30",
        1,
        "health_regulatory",
        """
16|K|company-press-release|Amylyx announces topline results from global Phase 3 PHOENIX trial of AMX0035 in ALS|March 8, 2024. PHOENIX did not meet its primary endpoint, the change in ALSFRS-R total score at week 48, nor its secondary endpoints. The company will discuss the results with the FDA and Health Canada and will share its plans within eight weeks, including the possibility of voluntarily withdrawing the product.|A result before the cutoff and a plan ahead.
6|K|patient-advocacy-statement|Statement on the PHOENIX results|We ask Amylyx to make sure that people now taking the drug can keep taking it while decisions are made. The company has said it will announce its course of action by early May 2024, and has told clinicians that prescriptions will continue to be filled in the meantime.|A past statement about a future decision.
2|L|company-press-release|Amylyx Pharmaceuticals announces formal intention to remove RELYVRIO/ALBRIOZA from the market|CAMBRIDGE, Mass., April 4, 2024. Effective today, the product is no longer available to new patients; people already on treatment who wish to continue, in consultation with their physician, can move to a free drug programme. The company will reduce its workforce by about 70%.|Announces the April 4, 2024 withdrawal.
4|K|regulator-notice|Conditions of a notice of compliance|Albrioza was authorised in Canada under a notice of compliance with conditions, which requires the sponsor to provide confirmatory evidence. Health Canada said it will review any information Amylyx submits about the PHOENIX trial.|No dates after the cutoff; a control.
1|L|biotech-news|Amylyx shares slide as it pulls ALS drug|The stock fell again on April 4, 2024, the day the company said it would withdraw Relyvrio and cut most of its staff, and is down more than 90% from its 2022 high.|Reports the withdrawal and share move dated April 4, 2024.
10|K|trial-registry|PHOENIX: AMX0035 in adult patients with ALS (NCT05021536)|Recruitment status: Completed. Actual enrollment: 664. Primary outcome: ALSFRS-R total score at week 48. Results: not yet posted.|No dates after the cutoff; a control.
""",
    ),
    Q(
        "n6-noaa-coral-bleaching-2024",
        "Will NOAA confirm a fourth global coral bleaching event by April 30, 2024?",
        "Resolves YES if NOAA, through Coral Reef Watch, announces on or before April 30, 2024 that the world is experiencing a global coral bleaching event. Resolves NO otherwise.",
        "2024-03-29",
        "2024-04-30",
        1,
        "climate",
        """
8|K|agency-science-note|Coral Reef Watch: how a global bleaching event is declared|A global event is confirmed when significant bleaching has been documented in each of the three major ocean basins, the Atlantic, Pacific and Indian, within a single year. Reef heat stress reached alert level 2 in the Florida Keys in 2023, and Southern Hemisphere reefs have been under alerts since February.|A criterion and earlier facts only.
3|K|reef-authority-update|Aerial surveys of the Great Barrier Reef under way|More than 1,000 reefs are being surveyed from the air. Fieldwork should finish in the first week of April, and a summary of the findings will be published in mid-April 2024, with in-water surveys continuing into May 2024.|A schedule of survey results ahead.
1|L|noaa-news-release|NOAA confirms 4th global coral bleaching event|April 15, 2024. Bleaching-level heat stress has been documented in all major ocean basins since February 2023, affecting reefs in at least 53 countries and territories. It is the second global event in the past ten years, after those of 1998, 2010 and 2014-2017.|Announces the April 15, 2024 confirmation.
5|L|science-magazine|The bleaching event that will not end|By April 2025 bleaching-level heat stress had reached about 84% of the world's reef area, making the event that NOAA confirmed in April 2024 the most extensive on record.|Reports later figures dated April 2025.
10|K|webinar-listing|Coral Reef Watch: 2024 outlook briefing|Thursday, April 11, 2024, 4 p.m. UTC. Scientists will present the four-month bleaching outlook and explain how the heat-stress products are produced. The recording will be posted afterwards.|A schedule of a future briefing.
2|L|reef-authority-report|Reef snapshot: summer 2023-24|Published in April 2024, the snapshot found extensive bleaching across the Great Barrier Reef's shallow waters, from the Far North to the southern offshore reefs, the fifth mass bleaching since 2016.|Reports a snapshot published in April 2024.
""",
    ),
    Q(
        "n6-earthcare-launch-2024",
        "Will the ESA-JAXA EarthCARE satellite launch by June 15, 2024?",
        "Resolves YES if EarthCARE lifts off on or before June 15, 2024 (UTC). Resolves NO otherwise.",
        "2024-05-15",
        "2024-06-15",
        1,
        "space",
        """
25|K|esa-news|EarthCARE arrives in California|After a two-week voyage by ship, ESA's cloud and aerosol mission has arrived at Vandenberg Space Force Base. Engineers will now spend several weeks testing the satellite and fuelling it. Launch on a Falcon 9 is planned for no earlier than May 2024.|A plan for a future launch.
12|K|mission-history|EarthCARE: a long road to the pad|Approved in 2008, the mission has been delayed several times by instrument problems. It was to fly on Soyuz, then Vega-C, and was moved to Falcon 9 in 2023 after Russia's invasion of Ukraine and the Vega-C failure of December 2022.|Earlier facts only; a control.
4|K|esa-explainer|Four instruments, one mission|EarthCARE will carry an atmospheric lidar and a multispectral imager from Europe, a cloud profiling radar from Japan, and a broadband radiometer. After launch, commissioning should take about six months, with first data products released in early 2025.|Plans with future dates.
6|L|launch-schedule-page|Upcoming launches: Vandenberg|Falcon 9 - EarthCARE - SLC-4E - NET May 28, 2024, 22:20 UTC. STATUS: Launched 2024-05-28 22:20 UTC. Spacecraft separation and signal acquisition confirmed.|A status line reports the launch dated 2024-05-28.
2|L|esa-press-release|EarthCARE lifts off to explore clouds and aerosols|29 May 2024. ESA's EarthCARE satellite was launched on a SpaceX Falcon 9 rocket from Vandenberg Space Force Base, California, at 00:20 CEST on 29 May (15:20 PDT on 28 May). ESA's operations centre in Darmstadt acquired its signal soon after separation.|Announces the launch of 28-29 May 2024.
1|L|jaxa-mission-status|EarthCARE/Hakuryu: first light for the cloud profiling radar|JAXA released the first images from the Cloud Profiling Radar on 13 June 2024, showing the inner structure of clouds over Japan and the ocean east of it, two weeks after the satellite was launched.|Reports a later event dated 13 June 2024.
""",
    ),
    Q(
        "n6-fda-ohtuvayre-2024",
        "Will the FDA approve Verona Pharma's ensifentrine for COPD by its June 26, 2024 PDUFA date?",
        "Resolves YES if the FDA approves ensifentrine for the maintenance treatment of chronic obstructive pulmonary disease on or before June 26, 2024. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-26",
        1,
        "health_regulatory",
        """
20|K|company-earnings-release|Verona Pharma reports first-quarter 2024 results|The PDUFA target action date for ensifentrine is June 26, 2024. Launch preparations are on track: the field force has been hired and will be deployed in the third quarter of 2024 if the product is approved.|A past statement about a future decision.
7|K|regulatory-calendar|Catalyst calendar, weeks 25-26|Wed, June 26, 2024 - Verona Pharma (VRNA) - ensifentrine, nebulised, maintenance treatment of COPD - PDUFA date. No advisory committee meeting was held.|A calendar entry for a scheduled decision.
3|L|company-press-release|Verona Pharma announces U.S. FDA approval of Ohtuvayre (ensifentrine)|LONDON and RALEIGH, N.C., June 26, 2024. The FDA approved Ohtuvayre for the maintenance treatment of COPD in adults, the first inhaled therapy with a novel mechanism of action for the disease in more than 20 years. The company expects it to be available through specialty pharmacies in the third quarter of 2024.|Announces the June 26, 2024 approval.
1|L|respiratory-society-news|A new maintenance option in COPD|Ensifentrine, approved on June 26, 2024, is a nebulised inhibitor of both PDE3 and PDE4 that combines bronchodilator and anti-inflammatory effects. It can be added to existing inhaler therapy.|Reports the approval dated June 26, 2024.
10|K|journal-review|Dual PDE3/4 inhibition in COPD: a review|In the ENHANCE-1 and ENHANCE-2 trials, published in 2023, ensifentrine improved lung function over 12 weeks compared with placebo and reduced the rate of moderate or severe exacerbations in pooled analyses.|Earlier facts only; a control.
5|L|company-press-release|Merck to acquire Verona Pharma for about $10 billion|RAHWAY, N.J., July 9, 2025. Merck announced an agreement to acquire Verona Pharma, adding Ohtuvayre, which has been on the U.S. market since its approval in June 2024.|Reports a later event dated July 9, 2025.
""",
    ),
    Q(
        "n6-helios-b-topline-2024",
        "Will Alnylam report by June 30, 2024 that vutrisiran met the primary endpoint of the HELIOS-B Phase 3 trial?",
        "Resolves YES if Alnylam announces, on or before June 30, 2024, topline HELIOS-B results in which vutrisiran met its primary composite endpoint of all-cause mortality and recurrent cardiovascular events in ATTR amyloidosis with cardiomyopathy. Resolves NO otherwise.",
        "2024-06-07",
        "2024-06-30",
        1,
        "clinical_trials",
        """
14|K|company-earnings-release|Alnylam Pharmaceuticals reports first-quarter 2024 financial results|HELIOS-B: we remain on track to report topline results in late June or early July 2024. We expect to present detailed results at a medical meeting later in 2024 and, if positive, to submit a supplemental application by the end of 2024.|A plan with future dates.
4|K|trial-registry|HELIOS-B: vutrisiran in patients with transthyretin amyloidosis with cardiomyopathy (NCT04153149)|Recruitment status: Active, not recruiting. Actual enrollment: 655. Primary outcome: composite of all-cause mortality and recurrent cardiovascular events, up to 36 months. Results: none posted.|No dates after the cutoff; a control.
2|L|company-press-release|Alnylam announces positive topline results from HELIOS-B Phase 3 study of vutrisiran|CAMBRIDGE, Mass., June 24, 2024. Vutrisiran met the primary endpoint, with a 28% reduction in the risk of all-cause mortality and recurrent cardiovascular events in the overall population and a 33% reduction in the monotherapy population. The company plans to present the data at an upcoming medical congress.|Announces the June 24, 2024 result.
1|L|congress-news|ESC Congress 2024 Hot Line: HELIOS-B|Presented in London on 30 August 2024 and published simultaneously in a medical journal, the full results showed benefit across all ten secondary endpoints, including all-cause mortality alone.|Reports a later presentation dated 30 August 2024.
8|K|analyst-preview|HELIOS-B: what counts as a win|We think a hazard ratio of 0.80 or lower on the composite would be enough for a broad label. Tafamidis use in the background arm complicates the comparison. Readout is expected around June 30, 2024.|A forecast of a readout ahead.
3|L|market-report|Alnylam shares soar on heart data|Alnylam shares closed up about 35% on Monday, June 24, 2024, adding billions of dollars in market value after the HELIOS-B readout.|Reports a market move dated June 24, 2024.
""",
    ),
    Q(
        "n6-gaganyaan-tvd1-2023",
        "Will ISRO conduct the Gaganyaan Test Vehicle Abort Mission-1 (TV-D1) by October 31, 2023?",
        "Resolves YES if ISRO launches the TV-D1 test vehicle carrying the Gaganyaan crew module and performs the in-flight crew escape test on or before October 31, 2023. Resolves NO otherwise.",
        "2023-10-09",
        "2023-10-31",
        1,
        "space",
        """
12|K|isro-press-release|Gaganyaan: preparations for the first test vehicle flight|The crew module and the crew escape system have been integrated at Sriharikota. The single-stage liquid test vehicle will simulate an abort at about Mach 1.2, and the flight is targeted for the second half of October 2023.|A plan for a future flight.
5|K|launch-notice|TV-D1 launch schedule|The launch of TV-D1 is scheduled for 21 October 2023 between 07:00 and 09:00 hrs IST from the first launch pad, Satish Dhawan Space Centre, Sriharikota. Registration for the Launch View Gallery will open on 12 October 2023.|A schedule of a future launch.
2|L|isro-mission-update|TV-D1 mission accomplished|21 October 2023. The launch attempt at 08:45 IST was put on hold at T-5 seconds by the ground computer. After the anomaly was identified and corrected, TV-D1 lifted off at 10:00 IST. The crew escape system separated the crew module as planned, and the module splashed down in the Bay of Bengal about 10 km from Sriharikota and was recovered by the Indian Navy.|Reports the flight dated 21 October 2023.
1|L|science-news|From hold to lift-off in 75 minutes|On Saturday, October 21, 2023, ISRO engineers traced a launch hold to a ground-computer check, fixed it and flew the crew escape test the same morning.|Reports the flight dated October 21, 2023.
8|K|explainer|What TV-D1 will and will not test|The flight tests only the escape system and the crew module's parachutes, not the human-rated LVM3 rocket. Further test vehicle flights and an uncrewed orbital mission, G1, are planned before any crewed launch, which ISRO has pencilled in for 2025.|Plans with future dates.
3|L|government-press-release|Prime Minister names Gaganyaan astronaut-designates|At the Vikram Sarabhai Space Centre on 27 February 2024, the Prime Minister announced the names of the four Indian Air Force test pilots who are training for the first crewed Gaganyaan flight.|Reports a later event dated 27 February 2024.
""",
    ),
    Q(
        "n6-fda-flumist-home-2024",
        "Will the FDA approve FluMist for self- or caregiver-administration by September 30, 2024?",
        "Resolves YES if the FDA approves a supplemental application allowing FluMist, the nasal spray influenza vaccine, to be given by the recipient or a caregiver without a health care provider, on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-06",
        "2024-09-30",
        1,
        "health_regulatory",
        """
21|K|company-earnings-release|AstraZeneca H1 and Q2 2024 results: regulatory table|FluMist, self-administration (US): supplemental application under review; a regulatory decision is anticipated in 2024. If approved, the company plans to offer the vaccine through an online pharmacy from the 2025-2026 season.|A plan for a decision ahead.
6|K|pharmacy-trade-news|How an at-home nasal flu vaccine would reach patients|If the agency approves self-administration, adults would answer an online screening questionnaire and receive the spray by mail. The company says that would not start before the 2025-26 season, so pharmacies will give FluMist as usual this autumn, from September 2024.|A conditional about a decision ahead.
3|L|fda-news-release|FDA Approves Nasal Spray Influenza Vaccine for Self- or Caregiver-Administration|September 20, 2024. The FDA approved FluMist for self-administration by adults up to 49 years of age, or by a parent or caregiver for people aged 2 to 17. It is the first influenza vaccine that does not need to be given by a health care provider.|Announces the September 20, 2024 approval.
1|L|trade-news-correction|Correction: FluMist self-administration|An earlier version of this article said the agency had not yet acted on the application. The FDA approved self- and caregiver-administration of FluMist on Sept. 20, 2024.|A correction reports the approval dated September 20, 2024.
9|K|cdc-mmwr-summary|Prevention and control of seasonal influenza with vaccines: 2024-25 recommendations|All vaccines for the 2024-25 season are trivalent. Live attenuated influenza vaccine remains an option for non-pregnant people aged 2 through 49 years without contraindications. Vaccination in July and August is not recommended for most adults.|No dates after the cutoff; a control.
2|L|health-system-newsletter|Flu season primer|This season's nasal spray vaccine, cleared by the FDA for home use on 20 September 2024, will still be given in clinics this year; mail-order doses start next season.|Reports the approval dated 20 September 2024.
""",
    ),
    Q(
        "n6-ukhsa-clade1b-2024",
        "Will UKHSA confirm a case of clade Ib mpox in the United Kingdom by November 15, 2024?",
        "Resolves YES if the UK Health Security Agency announces, on or before November 15, 2024, a laboratory-confirmed case of clade Ib mpox detected in the UK. Resolves NO otherwise.",
        "2024-10-22",
        "2024-11-15",
        1,
        "public_health",
        """
20|K|ukhsa-risk-assessment|Clade I mpox: risk to the UK population|The risk to the UK population remains low, and no case of clade I mpox has been detected in the UK to date. Cases linked to travel have been reported in Sweden, on 15 August 2024, and in Thailand, on 22 August 2024. This assessment will be reviewed by 30 November 2024.|Earlier facts and a review date ahead.
8|K|clinical-guidance|Clade I mpox: guidance for clinicians|Suspect clade I infection in anyone with a compatible rash who has travelled to the Democratic Republic of the Congo, Burundi, Rwanda, Uganda or Kenya in the last 21 days. Isolate the patient and contact the Imported Fever Service. This guidance will next be reviewed on 1 December 2024.|A review date ahead.
3|L|ukhsa-press-release|Clade Ib mpox case detected in the UK|30 October 2024. UKHSA has detected a case of clade Ib mpox in London. The person had recently travelled to several countries in Africa and is being treated at the Royal Free Hospital. Contacts are being traced.|Announces the case dated 30 October 2024.
1|L|ukhsa-update|Further clade Ib mpox cases in the same household|In November 2024 UKHSA confirmed three further cases of clade Ib mpox among household contacts of the case detected in London on 30 October 2024. None had travelled.|Reports the case and later cases of October and November 2024.
5|L|ecdc-threats-report|Communicable disease threats report, week 42|Mpox due to monkeypox virus clade I: on 22 October 2024 Germany reported its first case of clade Ib, in a person who had travelled to an affected country. It is the second imported case in the EU/EEA after Sweden.|Reports a case reported on the cutoff day, 22 October 2024.
11|K|who-situation-report|Multi-country outbreak of mpox: external situation report|In the African Region, the Democratic Republic of the Congo continues to report most suspected cases, and clade Ib has been confirmed in Burundi, Kenya, Rwanda and Uganda. WHO will publish its next situation report in two weeks.|No readable dates after the cutoff; a control.
""",
    ),
    Q(
        "n6-fda-tryngolza-2024",
        "Will the FDA approve Ionis's olezarsen for familial chylomicronemia syndrome by December 19, 2024?",
        "Resolves YES if the FDA approves olezarsen as an adjunct to diet to reduce triglycerides in adults with familial chylomicronemia syndrome on or before December 19, 2024, its PDUFA date. Resolves NO otherwise.",
        "2024-12-02",
        "2024-12-19",
        1,
        "health_regulatory",
        """
24|K|company-earnings-release|Ionis reports third quarter 2024 financial results|Olezarsen for FCS: PDUFA date of December 19, 2024. We are ready for our first independent commercial launch, with a specialised field team in place for the small number of treating lipidologists. A decision in the EU is expected in 2025.|A past statement about future decisions.
9|K|journal-summary|Olezarsen in familial chylomicronemia syndrome: the Balance trial|In the Phase 3 trial, published in April 2024, the 80 mg monthly dose reduced triglycerides by about 43% from baseline at six months compared with placebo, and acute pancreatitis events were fewer in the pooled olezarsen groups.|Earlier facts only; a control.
3|L|company-press-release|FDA approves Ionis' TRYNGOLZA (olezarsen), the first approved treatment for familial chylomicronemia syndrome as an adjunct to diet|CARLSBAD, Calif., Dec. 19, 2024. The once-monthly autoinjector will be available in the United States by the end of the year. The wholesale acquisition cost is $595,000 a year.|Announces the December 19, 2024 approval.
1|L|payer-bulletin|New drug review: Tryngolza (olezarsen) injection|FDA approval: Dec. 19, 2024. Indication: adjunct to diet to reduce triglycerides in adults with FCS. Dosing: 80 mg subcutaneously once monthly. Coverage: prior authorization with genetic confirmation or clinical diagnosis.|A review lists the approval date after the cutoff.
5|K|patient-group-news|Counting down to December 19|The FDA's decision on olezarsen is due on Thursday, December 19, 2024. We will host a community call the following week, on December 26, 2024, whatever the outcome, to answer questions about access and insurance.|A scheduled decision and a planned call.
""",
    ),
    Q(
        "n6-ema-oxbryta-2024",
        "Will the EMA's CHMP recommend suspending the marketing authorisation of Oxbryta (voxelotor) by September 30, 2024?",
        "Resolves YES if the European Medicines Agency's human medicines committee recommends, on or before September 30, 2024, that the marketing authorisation of Oxbryta be suspended or revoked. Resolves NO otherwise.",
        "2024-09-12",
        "2024-09-30",
        1,
        "health_regulatory",
        """
25|K|ema-news|EMA starts review of Oxbryta for sickle cell disease|EMA has begun a review of Oxbryta after data from clinical studies showed a higher number of deaths among patients taking the medicine than among those given placebo. The CHMP will assess all available data and issue a recommendation on whether the marketing authorisation should be maintained, varied, suspended or revoked.|A review begun before the cutoff and a decision ahead.
6|K|ema-meeting-agenda|CHMP agenda: meeting of 16-19 September 2024|Referral procedures, Article 20: Oxbryta - voxelotor - EMEA/H/A-20 - scope: opinion; list of outstanding issues; oral explanation to be held on 18 September 2024 if requested by the marketing authorisation holder.|An agenda of a future meeting.
2|L|ema-press-release|EMA recommends suspension of sickle cell disease medicine Oxbryta|26 September 2024. The CHMP concluded that the benefits of Oxbryta no longer outweigh its risks, after data showed a higher rate of vaso-occlusive crises in patients taking it, and more deaths in two studies. Doctors should not start new patients on the medicine.|Announces the 26 September 2024 recommendation.
1|L|company-press-release|Pfizer voluntarily withdraws all lots of sickle cell disease treatment Oxbryta from worldwide markets|NEW YORK, September 25, 2024. Pfizer announced that it is voluntarily withdrawing Oxbryta in all markets where it is approved and discontinuing all active clinical trials and expanded access programmes, citing clinical data indicating an imbalance in vaso-occlusive crises and deaths.|Reports a withdrawal dated September 25, 2024.
10|K|patient-association-advice|Oxbryta review: advice for patients and families|Do not stop taking Oxbryta without speaking to your haematology team. The European review is ongoing and we will update this page when the regulator reaches its conclusion.|No dates after the cutoff; a control.
4|K|mhra-statement|MHRA statement on voxelotor|We are aware of the EMA review and are examining the same data. There is no change to the UK licence at this time, and we will communicate any new advice to healthcare professionals directly.|No dates after the cutoff; a control.
""",
    ),
    Q(
        "n6-c3s-jan-2025-record",
        "Will the Copernicus Climate Change Service report that January 2025 was the warmest January on record globally?",
        "Resolves YES if the C3S monthly climate bulletin for January 2025, expected in early February 2025, reports January 2025 as the warmest January in the ERA5 record for global surface air temperature. Resolves NO otherwise.",
        "2025-01-24",
        "2025-02-06",
        1,
        "climate",
        """
14|K|climate-bulletin|Global Climate Highlights 2024|2024 was the warmest calendar year on record and the first with a global average temperature more than 1.5C above the pre-industrial level, at 1.60C. C3S will publish its next monthly bulletin, for January 2025, on 6 February 2025.|An earlier finding and a scheduled release.
6|K|enso-diagnostic-discussion|ENSO diagnostic discussion|La Nina conditions are present. La Nina is favoured to continue through February-April 2025, with a transition to ENSO-neutral most likely in March-May 2025. A weak event is expected.|A forecast with future dates.
3|L|climate-bulletin|Surface air temperature for January 2025|In its bulletin of 6 February 2025, C3S reported that January 2025 was the warmest January globally, with an average ERA5 surface air temperature of 13.23C, 0.79C above the 1991-2020 average and 1.75C above the pre-industrial level, despite the emergence of La Nina.|Reports the bulletin dated 6 February 2025.
1|L|science-news|Record January surprises climate scientists|Scientists said on Feb. 6, 2025 that the record warmth of January, in a month they had expected to be cooled by La Nina, showed how strong the underlying warming trend has become.|Reports the bulletin reaction dated February 6, 2025.
9|K|met-service-forecast|Global temperature forecast for 2025|The global average temperature for 2025 is forecast to be between 1.29C and 1.53C above the pre-industrial average, with a central estimate of 1.41C, making it likely to be one of the three warmest years but probably cooler than 2024.|A forecast; no reported later event.
2|K|research-blog|Will January 2025 set a record?|ERA5 daily data through the middle of the month put January about level with January 2024, the current record holder. Our estimate is roughly even odds. The month will be settled by the C3S bulletin on 6 February 2025.|A forecast and a scheduled bulletin.
""",
    ),
    Q(
        "n6-uganda-sudan-ebola-over-2025",
        "Will Uganda declare the end of its 2025 Sudan virus disease outbreak by April 30, 2025?",
        "Resolves YES if Uganda's Ministry of Health or WHO announces, on or before April 30, 2025, the end of the Sudan virus disease outbreak declared on January 30, 2025. Resolves NO otherwise.",
        "2025-04-10",
        "2025-04-30",
        1,
        "public_health",
        """
20|K|who-disease-outbreak-news|Sudan virus disease - Uganda|As of 14 March 2025, 14 cases had been reported, 12 confirmed and 2 probable, including four deaths. The last confirmed patient was discharged after two negative tests, and the 42-day countdown to the end of the outbreak began on 15 March 2025.|Earlier facts and a countdown.
7|K|ministry-update|Sudan virus disease: countdown update|We are on day 24 of the 42-day countdown. If no new case is confirmed, Uganda will declare the end of the outbreak on 26 April 2025. Surveillance and contact follow-up continue in Kampala, Wakiso, Mbale and Ntoroko.|A conditional date for a declaration ahead.
2|L|who-afro-press-release|Uganda declares end of Sudan virus disease outbreak|Kampala, 26 April 2025. Uganda declared the end of the outbreak after 42 days without a new case. In total 14 cases were recorded, 12 confirmed and 2 probable, with four deaths; ten patients recovered.|Announces the 26 April 2025 declaration.
1|L|ecdc-threats-report|Communicable disease threats report, 26 April - 2 May 2025, week 18|On 26 April 2025, Uganda's Ministry of Health declared the end of the Sudan virus disease outbreak. No cases were exported, and ECDC closes its monitoring of this event.|Reports the declaration dated 26 April 2025.
4|K|trial-registry|Ring vaccination trial of an rVSV-vectored Sudan ebolavirus vaccine in Uganda|Recruitment status: Recruiting. Start date: 3 February 2025, four days after the outbreak was declared. Estimated primary completion: June 2025.|An estimated completion date is a plan.
10|L|who-disease-outbreak-news|Ebola virus disease - Democratic Republic of the Congo|On 4 September 2025, the Ministry of Health of the Democratic Republic of the Congo declared an outbreak of Ebola virus disease in Bulape health zone, Kasai Province.|Reports a later event dated 4 September 2025.
""",
    ),
    Q(
        "n6-biomass-launch-2025",
        "Will ESA's Biomass satellite launch on Vega-C by May 15, 2025?",
        "Resolves YES if Biomass lifts off on a Vega-C rocket from Kourou on or before May 15, 2025 (UTC). Resolves NO otherwise.",
        "2025-04-16",
        "2025-05-15",
        1,
        "space",
        """
18|K|esa-news|Biomass ready for flight|The satellite has completed its final tests at Europe's Spaceport in French Guiana and will be fuelled next week. Launch on Vega-C flight VV26 is scheduled for 29 April 2025.|A schedule of a future launch.
5|K|launch-kit|Flight VV26: Biomass|Lift-off is scheduled for Tuesday, 29 April 2025, at 06:15 local time (09:15 UTC, 11:15 CEST). Biomass will separate from the AVUM+ upper stage about 57 minutes after lift-off, into a sun-synchronous orbit at about 666 km.|A schedule of a future launch.
2|L|esa-press-release|Forest mission Biomass lifts off|29 April 2025. ESA's Biomass satellite was launched on a Vega-C rocket from Europe's Spaceport at 11:15 CEST. Its signal was acquired by a ground station in Norway, and the 12-metre antenna will be deployed in the weeks ahead.|Announces the launch dated 29 April 2025.
1|L|mission-status|Biomass returns its first images|At the Living Planet Symposium in Vienna on 23 June 2025, ESA showed the first P-band radar images from Biomass, including forests in Bolivia and the Indonesian island of Halmahera.|Reports a later event dated 23 June 2025.
9|K|science-explainer|Why Biomass uses P-band radar|At a wavelength of about 70 cm, the radar can see through the forest canopy to the trunks and branches where most carbon is stored. No satellite has carried a P-band synthetic aperture radar before.|No dates; a control.
3|L|launcher-news|Vega-C delivers Biomass|Vega-C placed Biomass into its planned sun-synchronous orbit on April 29, 2025, the rocket's fourth flight and its second since its return to flight in December 2024.|Reports the launch dated April 29, 2025.
""",
    ),
    Q(
        "n6-fda-alz-blood-test-2025",
        "Will the FDA clear or approve a blood test to aid in diagnosing Alzheimer's disease by May 31, 2025?",
        "Resolves YES if, on or before May 31, 2025, the FDA clears, authorizes or approves an in vitro diagnostic blood test intended to aid in the diagnosis of Alzheimer's disease. Resolves NO otherwise.",
        "2025-05-06",
        "2025-05-31",
        1,
        "health_regulatory",
        """
22|K|company-press-release|Fujirebio submits 510(k) for a plasma pTau217 and beta-amyloid 1-42 ratio test|The company has submitted a premarket notification to the FDA for its Lumipulse G plasma test, which had earlier been granted Breakthrough Device designation. The test is intended for adults with cognitive symptoms who are being evaluated for Alzheimer's disease.|No dates after the cutoff; a control.
8|K|conference-programme|AAIC 2025: clinical practice guideline on blood biomarkers|The first clinical practice guideline for the use of blood-based biomarkers in specialty care will be presented at the Alzheimer's Association International Conference in Toronto, July 27-31, 2025.|A schedule of a future presentation.
2|L|fda-news-release|FDA Clears First Blood Test Used in Diagnosing Alzheimer's Disease|May 16, 2025. The FDA cleared the Lumipulse G pTau217/beta-Amyloid 1-42 Plasma Ratio for the early detection of amyloid plaques in adults aged 55 and older with signs and symptoms of the disease. The test is not intended for screening.|Announces the May 16, 2025 clearance.
1|L|company-press-release|Roche's Elecsys pTau181 blood test cleared for use in primary care|In October 2025 the FDA cleared Roche's plasma test to help rule out Alzheimer's pathology in adults with cognitive symptoms seen in primary care, the second blood test cleared after Fujirebio's in May 2025.|Reports later clearances of May and October 2025.
4|K|neurology-society-guidance|If a blood test is cleared: what it changes|A cleared test would be an aid to diagnosis, to be interpreted by a specialist together with clinical assessment; it would not replace PET or spinal fluid testing in unclear cases, and it is not for people without symptoms.|A conditional with no dates; a control.
3|L|lab-test-catalog|Test catalog update: Lumipulse plasma pTau217/Abeta42 ratio|FDA-cleared 2025-05-16. Available to order from June 2, 2025. Specimen: EDTA plasma, frozen. Turnaround: 5-7 days.|A catalog entry reports a clearance dated 2025-05-16.
""",
    ),
    Q(
        "n6-pslv-c61-eos09-2025",
        "Will ISRO's PSLV-C61 place the EOS-09 satellite into its intended orbit by May 31, 2025?",
        "Resolves YES if PSLV-C61 launches on or before May 31, 2025 and places EOS-09 into its intended sun-synchronous polar orbit. Resolves NO otherwise.",
        "2025-05-09",
        "2025-05-31",
        0,
        "space",
        """
10|K|isro-launch-notice|PSLV-C61/EOS-09|The launch of PSLV-C61 carrying EOS-09 is scheduled for 18 May 2025 at 05:59 hrs IST from the first launch pad, Satish Dhawan Space Centre SHAR, Sriharikota.|A schedule of a future launch.
4|K|base-rate|How often has PSLV failed?|In 62 flights since 1993, PSLV has failed to reach the intended orbit twice: on its first developmental flight in September 1993 and on PSLV-C39 in August 2017, when the heat shield did not separate. A 1997 flight left its satellite in a lower orbit than planned.|Earlier facts only; a base rate.
2|L|isro-statement|PSLV-C61 mission could not be accomplished|18 May 2025. The performance of the vehicle was normal up to the second stage. During the third stage an observation was made, and the mission could not be accomplished. The Chairman said a detailed analysis is under way.|Reports the failure dated 18 May 2025.
1|L|science-newsletter|ISRO's 101st launch ends in failure|The 101st launch from Sriharikota, on 18 May 2025, was lost when the third stage's motor chamber pressure dropped, leaving the EOS-09 radar satellite short of orbit.|Reports the failure dated 18 May 2025.
6|K|visitor-notice|Launch View Gallery registration|Online registration for viewing the PSLV-C61 launch will open on 10 May 2025 at 18:00 IST. Entry is free; visitors must carry a photo identity card.|A schedule of a future registration.
3|L|launch-log|ISRO launches in 2025|GSLV-F15/NVS-02, 29 Jan 2025: launched; the satellite was later stranded in transfer orbit by a valve fault. PSLV-C61/EOS-09, 18 May 2025: failure, third stage. GSLV-F16/NISAR, 30 Jul 2025: success.|A log lists launches after the cutoff as done.
""",
    ),
    Q(
        "n6-acip-thimerosal-2025",
        "Will ACIP vote at its June 2025 meeting to recommend that only thimerosal-free influenza vaccines be used?",
        "Resolves YES if, at its meeting scheduled for June 25-26, 2025, the CDC's Advisory Committee on Immunization Practices votes to recommend that only single-dose, thimerosal-free influenza vaccine presentations be used. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-26",
        1,
        "public_health",
        """
1|K|hhs-news|Secretary Kennedy removes all 17 members of ACIP|June 9, 2025. The Secretary said a clean sweep was needed to restore public confidence, and that new members would be named before the committee's June 25-26, 2025 meeting.|A past announcement about a future meeting.
18|K|federal-register-notice|Advisory Committee on Immunization Practices; Notice of Meeting|The meeting will be held June 25-26, 2025, in Atlanta and online. Matters to be considered include COVID-19 vaccines, human papillomavirus vaccines, influenza vaccines, RSV vaccines for adults and infants, and MMRV vaccines. Agenda items are subject to change.|A notice of a future meeting.
3|L|hhs-press-release|HHS names eight new members to ACIP|June 11, 2025. Secretary Kennedy named eight new members, including Robert Malone and Martin Kulldorff, who will attend the meeting later this month.|Reports appointments dated June 11, 2025.
2|L|cdc-vote-summary|ACIP recommendations: June 25-26, 2025 meeting|Influenza: ACIP recommends that people 6 months and older receive only single-dose influenza vaccines free of thimerosal as a preservative. Vote (June 26, 2025): 5 yes, 1 no, 1 abstain. RSV: clesrovimab recommended for infants. Vote: 5 yes, 2 no.|Reports votes dated June 26, 2025.
6|K|physician-group-statement|Statement ahead of the June ACIP meeting|We will watch the June 25-26, 2025 meeting closely. If the reconstituted committee departs from the evidence, our members will continue to follow the schedules published by medical societies.|A conditional about a meeting ahead.
4|L|hhs-news|HHS adopts ACIP recommendation on thimerosal|In July 2025 the Secretary signed off on the committee's vote, and manufacturers were asked to supply only thimerosal-free single-dose presentations for the 2025-26 season.|Reports a later event of July 2025.
""",
    ),
    Q(
        "n6-nisar-launch-2025",
        "Will the NASA-ISRO NISAR satellite launch by July 31, 2025?",
        "Resolves YES if the NASA-ISRO Synthetic Aperture Radar satellite lifts off on or before July 31, 2025 (IST). Resolves NO otherwise.",
        "2025-07-08",
        "2025-07-31",
        1,
        "space",
        """
25|K|nasa-blog|NISAR arrives at the launch site|The satellite, with its 12-metre reflector stowed, has been shipped to Sriharikota for integration with the GSLV rocket. Launch is now targeted for no earlier than July 2025.|A plan for a future launch.
6|K|isro-launch-notice|GSLV-F16/NISAR|The launch of GSLV-F16 carrying NISAR is scheduled for 30 July 2025 at 17:40 hrs IST from the second launch pad, Satish Dhawan Space Centre SHAR, Sriharikota.|A schedule of a future launch.
2|L|nasa-news-release|NASA-ISRO satellite lifts off to track Earth's changing surfaces|July 30, 2025. NISAR launched aboard a GSLV rocket from Sriharikota at 8:10 a.m. EDT (5:40 p.m. IST). Engineers at the ground stations confirmed that the spacecraft separated from the rocket about 19 minutes after lift-off.|Announces the launch dated July 30, 2025.
1|L|mission-update|NISAR deploys its radar reflector|In August 2025 the satellite unfurled its 12-metre drum-shaped reflector at the end of a 9-metre boom, the last major step before radar commissioning.|Reports a later event of August 2025.
10|K|science-explainer|Two radars, one satellite|NISAR carries an L-band radar built by JPL and an S-band radar built by ISRO, and will map almost all of Earth's land and ice twice every 12 days. The reflector was returned to California in 2024 for a protective coating after tests showed it could overheat.|Earlier facts only; a control.
3|L|launch-log|GSLV's first sun-synchronous mission|On 30 July 2025 GSLV-F16 placed NISAR into a 743 km sun-synchronous orbit, the first time the rocket has flown to such an orbit.|Reports the launch dated 30 July 2025.
""",
    ),
    Q(
        "n6-fda-rp1-2025",
        "Will the FDA approve Replimune's RP1 (vusolimogene oderparepvec) with nivolumab for advanced melanoma by July 22, 2025?",
        "Resolves YES if the FDA approves RP1 in combination with nivolumab for advanced melanoma on or before July 22, 2025, its PDUFA date. Resolves NO otherwise.",
        "2025-07-03",
        "2025-07-22",
        0,
        "health_regulatory",
        """
20|K|company-press-release|Replimune announces FDA acceptance of BLA for RP1 with priority review|The FDA has accepted for priority review the biologics license application for RP1 in combination with nivolumab for adults with advanced melanoma who progressed on an anti-PD-1 therapy. The PDUFA target action date is July 22, 2025. The FDA has said it does not plan to hold an advisory committee meeting.|A past statement about a future decision.
8|K|analyst-preview|RP1 into the PDUFA date|The single-arm IGNYTE data showed an objective response rate of about 33% in anti-PD-1-failed melanoma. The question is whether reviewers accept a single-arm trial in a heterogeneous population; we put approval odds at 65% by July 22, 2025.|A forecast of a decision ahead.
2|L|company-press-release|Replimune receives Complete Response Letter for RP1|July 22, 2025. The FDA said the IGNYTE trial is not an adequate and well-controlled clinical investigation that provides substantial evidence of effectiveness, and raised the heterogeneity of the patient population. The company said it would request a Type A meeting.|Announces the July 22, 2025 letter.
1|L|biotech-news|Replimune shares collapse after FDA rejection|The stock fell about 75% on July 23, 2025, the morning after the agency's complete response letter, wiping out more than $700 million in market value.|Reports a market move dated July 23, 2025.
5|K|patient-foundation-news|RP1 decision expected this month|The FDA's decision on RP1 for advanced melanoma is due by July 22, 2025. Patients already enrolled in the expanded access programme will continue to receive treatment while the review is completed.|A scheduled decision.
12|K|trial-registry|IGNYTE-3: RP1 plus nivolumab versus physician's choice in advanced melanoma (NCT06264180)|Recruitment status: Recruiting. Study type: Interventional (Phase 3), randomized. Estimated primary completion: December 2027. Primary outcome: overall survival.|An estimated completion date is a plan.
""",
    ),
    Q(
        "n6-fda-wegovy-mash-2025",
        "Will the FDA approve Wegovy (semaglutide 2.4 mg) for MASH with moderate to advanced liver fibrosis by August 31, 2025?",
        "Resolves YES if the FDA approves, under accelerated or regular approval, Wegovy for adults with metabolic dysfunction-associated steatohepatitis and moderate to advanced fibrosis on or before August 31, 2025. Resolves NO otherwise.",
        "2025-08-01",
        "2025-08-31",
        1,
        "health_regulatory",
        """
21|K|company-financial-report|Novo Nordisk: regulatory pipeline update|Semaglutide 2.4 mg in MASH: submitted in the US with a priority review voucher, and a decision is expected in the third quarter of 2025. The EU submission followed in the first half of the year, with an opinion expected in 2026.|Plans with future dates.
7|K|journal-press-release|Semaglutide resolves steatohepatitis in most patients in Phase 3 trial|In part 1 of the ESSENCE trial, published on April 30, 2025, steatohepatitis resolved without worsening of fibrosis in 62.9% of patients on semaglutide and 34.3% on placebo at 72 weeks. Part 2, on clinical outcomes, continues to 240 weeks.|Earlier facts only; a control.
2|L|company-announcement|Wegovy approved in the US as the first GLP-1 treatment for MASH|Bagsvaerd, Denmark, 15 August 2025. The FDA granted accelerated approval to Wegovy for adults with MASH and moderate to advanced liver fibrosis, alongside diet and exercise. Continued approval may depend on confirmation of benefit in the outcomes part of ESSENCE.|Announces the 15 August 2025 approval.
1|L|hepatology-news|A second drug for MASH|Semaglutide became the second medicine approved for the disease, after resmetirom in March 2024, when the FDA acted on Aug. 15, 2025. Hepatologists expect many patients already taking it for weight to qualify.|Reports the approval dated August 15, 2025.
4|K|regulatory-calendar|Obesity and metabolism decisions, second half of 2025|Novo Nordisk - semaglutide 2.4 mg - MASH, F2-F3 fibrosis - FDA decision expected in the third quarter of 2025, date not disclosed. Novo Nordisk - oral semaglutide 25 mg - obesity - FDA decision expected in the fourth quarter of 2025.|A calendar of decisions ahead.
9|K|patient-faq|Is Wegovy approved for fatty liver disease?|Not at the moment. Wegovy is approved for weight management and to reduce the risk of heart attack and stroke. Ask your doctor about trials if you have been diagnosed with MASH.|No dates; a control.
""",
    ),
    Q(
        "n6-fda-ixchiq-suspend-2025",
        "Will the FDA suspend the U.S. biologics license for Valneva's chikungunya vaccine Ixchiq by August 31, 2025?",
        "Resolves YES if, on or before August 31, 2025, the FDA suspends or revokes the biologics license for Ixchiq. Resolves NO otherwise.",
        "2025-08-08",
        "2025-08-31",
        1,
        "health_regulatory",
        """
25|K|cdc-fda-statement|FDA and CDC recommend pause in use of Ixchiq in people 60 and older|May 9, 2025. The agencies recommended a pause in the use of the live-attenuated chikungunya vaccine among people aged 60 and older while reports of serious adverse events, including hospitalisations, are investigated.|A pause before the cutoff; no later event.
10|K|travel-clinic-notice|Chikungunya vaccination at our clinic|Ixchiq remains licensed for adults aged 18 to 59, and we continue to offer it to travellers going to areas with outbreaks, such as La Reunion and parts of the Indian Ocean. Older travellers will be offered bite-avoidance advice instead.|No dates after the cutoff; a control.
3|L|fda-safety-communication|FDA suspends license for chikungunya vaccine Ixchiq|August 22, 2025. The FDA suspended the biologics license for Ixchiq, effective immediately, citing serious adverse events, including cases resembling chikungunya disease, and concluding that the vaccine's benefits no longer outweigh its risks for U.S. travellers.|Announces the August 22, 2025 suspension.
1|L|company-press-release|Valneva statement on the U.S. license of IXCHIQ|On August 22, 2025 the FDA suspended the license of IXCHIQ in the United States. Valneva said it would evaluate all options and that the suspension does not affect approvals in other countries.|Reports the suspension dated August 22, 2025.
6|K|ema-safety-update|EMA's safety committee reviews live chikungunya vaccine|The Pharmacovigilance Risk Assessment Committee is reviewing reports of serious adverse events in older adults and will give its recommendation once the review is complete. In the meantime the vaccine can be used in people under 65.|No dates after the cutoff; a control.
4|K|ecdc-threats-report|Chikungunya virus disease: locally acquired cases in the EU/EEA|France and Italy have reported locally acquired cases this season, and the number of clusters in France is the highest recorded. ECDC will next update its seasonal surveillance table on 13 August 2025.|A scheduled update after the cutoff.
""",
    ),
    Q(
        "n6-fda-covid-2025-26-vaccines",
        "Will the FDA approve or authorize 2025-2026 formula COVID-19 vaccines by September 15, 2025?",
        "Resolves YES if, on or before September 15, 2025, the FDA approves or authorizes at least one COVID-19 vaccine updated for the 2025-2026 season. Resolves NO otherwise.",
        "2025-08-14",
        "2025-09-15",
        1,
        "health_regulatory",
        """
22|K|adcom-summary|VRBPAC: strain selection for 2025-2026 COVID-19 vaccines|On 22 May 2025 the committee voted unanimously for a monovalent JN.1-lineage vaccine, and the FDA then advised manufacturers that LP.8.1 is the preferred strain. Approval of updated vaccines is expected before the autumn.|A vote before the cutoff and an expectation.
8|K|journal-perspective|A new framework for COVID-19 vaccine approvals|Writing in May 2025, FDA leaders said the agency would approve updated vaccines for adults 65 and older and for people at high risk, and would ask for randomized trials before approving them for healthy younger people.|Earlier facts only; a control.
2|L|official-statement|Updated COVID vaccines approved for higher-risk Americans|On August 27, 2025 the FDA approved updated COVID-19 vaccines from Pfizer, Moderna and Novavax for people 65 and older and younger people with at least one underlying condition, and ended the emergency use authorizations.|Reports approvals dated August 27, 2025.
1|L|pharmacy-guide|2025-26 COVID-19 vaccines: quick reference|FDA approval: August 27, 2025 (Comirnaty, Spikevax, mNEXSPIKE, Nuvaxovid; LP.8.1 formula). Eligibility per label: 65 and older, or 5 to 64 with an underlying condition. Check state rules on pharmacist prescribing before booking.|A reference table reports approvals after the cutoff.
5|K|company-earnings-release|Moderna reports second quarter 2025 financial results|We expect FDA approval of our updated COVID-19 vaccines in time for the 2025-26 respiratory season and have begun manufacturing LP.8.1 doses at risk.|A company expectation of a future decision.
3|K|pharmacy-chain-notice|Fall vaccines: when can I book?|Booking for updated COVID-19 shots will open once the FDA and CDC have acted. Flu shots are available from August 18, 2025 at most locations.|Schedules and a condition ahead.
""",
    ),
    Q(
        "n6-c3s-june-2025-record",
        "Will the Copernicus Climate Change Service report that June 2025 was the warmest June on record globally?",
        "Resolves YES if the C3S monthly climate bulletin for June 2025, expected in early July 2025, reports June 2025 as the warmest June in the ERA5 record for global surface air temperature. Resolves NO otherwise.",
        "2025-06-26",
        "2025-07-10",
        0,
        "climate",
        """
20|K|climate-bulletin|Surface air temperature for May 2025|May 2025 was the second-warmest May globally, 1.40C above the pre-industrial level, ending a run of 21 of 22 months above 1.5C. The June bulletin will be published on 9 July 2025.|An earlier finding and a scheduled release.
8|K|met-service-warning|Heatwave outlook for western Europe|High pressure will bring a prolonged heatwave from the weekend. Temperatures are expected to reach 40C in parts of Spain and Portugal from 28 June 2025, with orange alerts likely in southern France by 30 June 2025.|A forecast with future dates.
3|L|climate-bulletin|Surface air temperature for June 2025|In its bulletin of 9 July 2025, C3S reported that June 2025 was the third-warmest June globally, 0.47C above the 1991-2020 average and 1.30C above pre-industrial, behind June 2024 and June 2023. Western Europe had its warmest June on record.|Reports the bulletin dated 9 July 2025.
1|L|met-service-news|Spain's hottest June on record|Spain recorded its hottest June since records began, and on 28 June 2025 a station at El Granado, in Huelva, reached 46.0C, a national record for the month.|Reports a later event dated 28 June 2025.
5|K|explainer|How the monthly temperature figures are made|ERA5 combines billions of observations with a weather model. Daily estimates are published about five days behind real time, and the monthly figure is confirmed in the bulletin published around 8 July 2025.|A scheduled release.
2|K|research-blog|June 2025 is unlikely to set a global record|On ERA5 daily data through 23 June, the month is running about 0.1C behind June 2024 and June 2023. Even a very warm final week would probably leave it in third place when the bulletin comes out on 9 July 2025.|A forecast and a scheduled release.
""",
    ),
    Q(
        "n6-acip-hepb-birth-dose-2025",
        "Will ACIP vote to end its universal recommendation of a hepatitis B vaccine birth dose at its December 4-5, 2025 meeting?",
        "Resolves YES if, at its meeting of December 4-5, 2025, ACIP votes to replace the universal hepatitis B birth-dose recommendation with individual decision-making for at least some infants. Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-05",
        1,
        "public_health",
        """
25|K|cdc-meeting-summary|ACIP meeting of September 18-19, 2025: summary|The committee voted against using the combined MMRV vaccine in children under four. A vote on delaying the hepatitis B birth dose was tabled after members asked for more data on infants of mothers who test negative.|Earlier facts only; a control.
9|K|federal-register-notice|Advisory Committee on Immunization Practices; Notice of Meeting|The meeting will be held December 4-5, 2025. Matters to be considered include hepatitis B vaccines, the childhood and adolescent immunization schedule, and vaccine safety. Agenda items are subject to change.|A notice of a future meeting.
3|L|cdc-media-statement|ACIP votes on hepatitis B birth dose|December 5, 2025. The committee voted 8 to 3 to recommend individual-based decision-making about the birth dose for infants born to mothers who test negative for hepatitis B, and suggested that those who do not receive it at birth start the series no earlier than two months of age.|Reports the vote dated December 5, 2025.
1|L|medical-society-statement|Statement on today's ACIP vote on hepatitis B|December 5, 2025. Today's vote ignores decades of evidence that the birth dose protects infants. Our recommendation is unchanged: every newborn should receive the hepatitis B vaccine within 24 hours of birth.|A statement after the vote dated December 5, 2025.
5|K|hospital-memo|Nursery practice after the December ACIP meeting|Whatever the committee decides on December 5, 2025, our nurseries will continue to offer the hepatitis B vaccine to every newborn before discharge, as our state's rules require.|A conditional about a vote ahead.
2|L|cdc-news|CDC adopts ACIP hepatitis B recommendation|In December 2025 the acting CDC director signed off on the committee's vote, and the immunization schedule was updated to show individual decision-making for the birth dose.|Reports a later event of December 2025.
""",
    ),
    Q(
        "n6-evoke-semaglutide-2025",
        "Will Novo Nordisk report by December 15, 2025 that oral semaglutide met the primary endpoint of the EVOKE or EVOKE+ trials in early Alzheimer's disease?",
        "Resolves YES if Novo Nordisk announces, on or before December 15, 2025, that oral semaglutide met the primary endpoint (change in CDR-SB) in EVOKE or EVOKE+. Resolves NO otherwise.",
        "2025-11-12",
        "2025-12-15",
        0,
        "clinical_trials",
        """
14|K|company-financial-report|Novo Nordisk: financial report for the first nine months of 2025|EVOKE and EVOKE+: headline results are expected in the fourth quarter of 2025, with detailed results to be presented at the Clinical Trials on Alzheimer's Disease conference in December 2025.|A plan with future dates.
6|K|conference-programme|CTAD 2025, San Diego, December 1-4, 2025|Late-breaking symposium, December 3, 2025: semaglutide in early Alzheimer's disease, results of the EVOKE and EVOKE+ trials. Presenters are bound by the conference embargo.|A schedule of a future presentation.
2|L|company-announcement|EVOKE phase 3 trials of semaglutide in Alzheimer's disease did not meet their primary endpoint|Bagsvaerd, Denmark, 24 November 2025. Semaglutide did not show superiority over placebo in slowing disease progression, measured by CDR-SB, although it improved some biomarkers. The extension period of both trials will be stopped.|Announces the result dated 24 November 2025.
1|L|market-report|Novo Nordisk falls after Alzheimer's trials fail|Novo Nordisk shares fell about 6% in Copenhagen on Nov. 24, 2025, after the company said its pill did not slow cognitive decline.|Reports a market move dated November 24, 2025.
9|K|trial-registry|EVOKE: oral semaglutide in early Alzheimer's disease (NCT04777396)|Recruitment status: Active, not recruiting. Actual enrollment: 1,855. Estimated primary completion: September 2025. Estimated study completion: October 2026.|Estimated dates are plans.
4|L|conference-report|CTAD: semaglutide shows no benefit on cognition|At CTAD on 3 December 2025, investigators showed that CDR-SB scores worsened similarly in both arms over 104 weeks in the two trials, while some markers of inflammation fell by about 10%.|Reports a later presentation dated 3 December 2025.
""",
    ),
    Q(
        "n6-fda-oral-wegovy-2025",
        "Will the FDA approve oral semaglutide 25 mg (a Wegovy tablet) for chronic weight management by December 31, 2025?",
        "Resolves YES if the FDA approves an oral semaglutide tablet for chronic weight management in adults on or before December 31, 2025. Resolves NO otherwise.",
        "2025-12-08",
        "2025-12-31",
        1,
        "health_regulatory",
        """
28|K|company-press-release|FDA accepts filing for oral semaglutide 25 mg in obesity|The FDA has accepted the new drug application for once-daily oral semaglutide 25 mg for weight management, based on the OASIS 4 trial. Novo Nordisk expects a decision in the fourth quarter of 2025.|A past statement about a future decision.
9|K|regulatory-calendar|Decisions to watch in December 2025|Novo Nordisk - oral semaglutide 25 mg - chronic weight management - PDUFA expected before December 31, 2025, date not disclosed. Eli Lilly - orforglipron - obesity - submission completed; review under a national priority voucher.|A calendar of decisions ahead.
3|L|company-announcement|Wegovy pill approved in the US as the first oral GLP-1 treatment for weight management|Bagsvaerd, Denmark, 22 December 2025. The FDA approved the once-daily 25 mg tablet for adults with obesity, or overweight with at least one weight-related condition. The company plans to launch it in the US in early January 2026.|Announces the approval dated 22 December 2025.
1|L|business-news|Novo beats Lilly to market with a weight-loss pill|Novo's tablet, approved on Dec. 22, 2025, reached the market ahead of Lilly's orforglipron, which is still under review.|Reports the approval dated December 22, 2025.
5|K|journal-summary|OASIS 4: oral semaglutide 25 mg in obesity|In the trial, published in September 2025, participants lost 13.6% of body weight over 64 weeks on oral semaglutide, against 2.2% on placebo, with gastrointestinal side effects similar to those of the injection.|Earlier facts only; a control.
2|K|pharmacy-benefit-memo|Oral semaglutide for weight management: formulary planning|If the tablet is approved in December, we will review it at our first-quarter P&T meeting on February 11, 2026, and until then it will be non-formulary, with coverage through medical exception only.|A conditional and a scheduled review.
""",
    ),
    Q(
        "n6-us-who-withdrawal-2026",
        "Will the United States' withdrawal from the World Health Organization take effect by January 31, 2026?",
        "Resolves YES if, on or before January 31, 2026, the United States' withdrawal from WHO takes effect, as confirmed by the US government or WHO. Resolves NO otherwise.",
        "2026-01-08",
        "2026-01-31",
        1,
        "public_health",
        """
30|K|executive-order-summary|Withdrawing the United States from the World Health Organization|The order of January 20, 2025 directs the Secretary of State to notify the UN Secretary-General of the withdrawal, pauses the transfer of funds to WHO, and recalls US personnel and contractors working with the organisation.|Earlier facts only; a control.
10|K|who-explainer|What US withdrawal means under WHO's rules|Under the 1948 joint resolution of Congress, the United States reserved the right to withdraw on one year's notice. The UN Secretary-General received the notification on 22 January 2025, so the withdrawal would take effect on 22 January 2026. Assessed contributions for 2024 and 2025 remain unpaid.|A rule and a date on which the withdrawal would take effect.
3|L|government-statement|United States completes withdrawal from the World Health Organization|Today, January 22, 2026, the United States' withdrawal from WHO took effect. The Departments of Health and Human Services and State said US participation in WHO committees and technical bodies has ended.|Announces the withdrawal dated January 22, 2026.
1|L|who-governing-bodies-news|Executive Board notes US withdrawal|Meeting in February 2026, WHO's Executive Board noted that the withdrawal of the United States had taken effect on 22 January 2026, and discussed the unpaid assessed contributions of about $260 million.|Reports later events of January and February 2026.
5|K|global-health-newsletter|WHO adjusts to a smaller budget|The World Health Assembly in May 2025 approved a programme budget for 2026-27 of $4.2 billion, about a fifth smaller than planned, after the US announcement. Argentina also said in February 2025 that it would leave.|Earlier facts only; a control.
2|K|news-feature|Two weeks before the deadline|At WHO headquarters in Geneva the US flag still flies alongside those of the other member states. Officials say it will come down on or after January 22, 2026, when the year's notice runs out.|A plan for a date ahead.
""",
    ),
]
