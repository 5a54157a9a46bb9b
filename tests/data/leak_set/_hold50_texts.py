# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the held-out `hold50` part, read by `build_hold50.py`.

Health, pharma and biotech sources: FDA, EMA and MHRA approvals and advisory committees,
clinical-trial readouts, company pipeline updates, WHO and public-health notices, medical-journal
news and investor notes on biotech catalysts. Each question's documents are one line each in a
string, fields separated by `|`: days before the cutoff it is published, label (L=leak /
K=keep), style, title, text, why. Written blind as a held-out part; the events are real, the
wording is invented and the figures are from memory, not checked data.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "p9-fda-qalsody-2023",
        "Will the FDA approve Biogen's tofersen for SOD1-ALS by its April 25, 2023 action date?",
        "Resolves YES if the FDA grants accelerated or traditional approval to tofersen for ALS associated with SOD1 mutations on or before April 25, 2023. Resolves NO otherwise.",
        "2023-04-05",
        "2023-04-25",
        1,
        "health_approvals",
        """
12|K|trade-press|Tofersen panel backs biomarker, splits on clinical benefit|At its March 22, 2023 meeting the FDA's Peripheral and Central Nervous System Drugs Advisory Committee voted 9-0 that the fall in plasma neurofilament light seen with tofersen is reasonably likely to predict clinical benefit in SOD1 ALS. The agency's action date is April 25, 2023.|The panel vote is before the cutoff and the action date is only scheduled.
3|L|company-press-release|FDA grants accelerated approval to QALSODY (tofersen) for SOD1-ALS|CAMBRIDGE, Mass., April 25, 2023 -- Biogen announced today that the U.S. Food and Drug Administration has granted accelerated approval to QALSODY for adults with amyotrophic lateral sclerosis associated with a mutation in the SOD1 gene. Continued approval may depend on confirmatory evidence from the ongoing ATLAS study in presymptomatic carriers.|Reports the April 25, 2023 approval as done.
7|K|investor-note|BIIB: tofersen is the next catalyst|We put the odds of accelerated approval by the Apr. 25 PDUFA date at about 65% after the unanimous biomarker vote. SOD1 mutations account for roughly 2% of ALS, so we carry peak sales of only ~$150M; the bigger swing factor for the stock remains lecanemab.|A probability and a scheduled date, nothing reported as done.
1|L|patient-advocacy|A day SOD1 families waited years for|When word came through on 25 April 2023 that tofersen had been approved, our phones did not stop ringing. It is the first treatment aimed at a genetic cause of ALS, and families who joined the early trials were among the first we called.|Reports the 25 April 2023 approval.
18|K|journal-news|VALOR results leave regulators a hard call|The phase 3 VALOR trial, published in the journal last September, missed its primary endpoint at 28 weeks, although the open-label extension pointed in a favourable direction for those who started early. The FDA pushed its review back three months after a major amendment; its action date is now April 25, 2023.|Past facts and a pending review; no outcome.
5|L|trade-press-update|What the tofersen votes mean for Biogen (updated)|Panellists were far less sure about the clinical data, voting 3-5 with one abstention on whether efficacy had been shown. Update, Apr. 26, 2023: the FDA granted accelerated approval late Tuesday, leaning on the NfL reductions.|An appended update reports the approval, dated April 26, 2023.
""",
    ),
    Q(
        "p9-fda-roctavian-2023",
        "Will the FDA approve BioMarin's valoctocogene roxaparvovec (Roctavian) for severe hemophilia A by June 30, 2023?",
        "Resolves YES if the FDA approves a biologics license application for valoctocogene roxaparvovec on or before June 30, 2023. Resolves NO otherwise.",
        "2023-06-10",
        "2023-06-30",
        1,
        "health_approvals",
        """
9|K|pdufa-calendar|June PDUFA dates to watch|BMRN -- Roctavian (valoctocogene roxaparvovec), severe hemophilia A -- goal date 2023-06-30. Extended three months from March after BioMarin submitted three-year data from GENEr8-1.|A calendar entry with a future goal date.
2|L|company-press-release|ROCTAVIAN becomes the first FDA-approved gene therapy for severe hemophilia A|SAN RAFAEL, Calif., June 29, 2023 -- BioMarin said the FDA approved ROCTAVIAN for adults with severe hemophilia A without pre-existing antibodies to AAV5, one day ahead of the goal date. The company set a U.S. list price of $2.9 million.|Reports the June 29, 2023 approval.
14|K|trade-press|BioMarin's second shot at a hemophilia gene therapy|The FDA rejected the therapy in August 2020 and asked for two years of data from the phase 3 study. Europe granted a conditional approval last August, and U.S. regulators now have until June 30, 2023 to decide.|Past facts and a deadline ahead.
4|K|investor-note|Roctavian: approval likely, launch slow|We assume approval by June 30, 2023 but only a few dozen U.S. infusions in the first year, as payers work out outcome-based contracts and treatment centres complete AAV5 antibody testing. Consensus 2024 Roctavian revenue of $190M looks too high to us.|A forecast; nothing dated after the cutoff is reported as done.
1|L|market-wrap|Biotech movers: BioMarin slips on label details|BioMarin shares fell about 2% in early trading on Friday, June 30, 2023, after the previous evening's approval of its hemophilia A gene therapy came with a narrower-than-hoped label that excludes patients with AAV5 antibodies.|Reports the June 29, 2023 approval and the June 30, 2023 share move.
3|L|correction|Correction: BioMarin gene therapy approval date|An earlier version of this article said Roctavian was approved on the June 30 goal date. Correction, July 3, 2023: the FDA approved the therapy on June 29, 2023, a day early.|A correction reports the June 29, 2023 approval.
""",
    ),
    Q(
        "p9-fda-izervay-2023",
        "Will the FDA approve avacincaptad pegol for geographic atrophy secondary to AMD by August 19, 2023?",
        "Resolves YES if the FDA approves avacincaptad pegol (Iveric Bio, an Astellas company) for geographic atrophy on or before August 19, 2023. Resolves NO otherwise.",
        "2023-07-25",
        "2023-08-19",
        1,
        "health_approvals",
        """
14|K|company-press-release|Astellas completes acquisition of Iveric Bio|TOKYO, July 11, 2023 -- Astellas Pharma completed its roughly $5.9 billion acquisition of Iveric Bio. The FDA's target action date for avacincaptad pegol in geographic atrophy remains August 19, 2023.|The deal closed before the cutoff; the action date is ahead.
6|L|trade-press|Astellas wins FDA nod for Izervay, setting up a fight with Apellis|The FDA approved Izervay (avacincaptad pegol intravitreal solution) on Aug. 4, 2023, for geographic atrophy, making it the second treatment for the condition after Apellis's Syfovre. The label does not carry the retinal vasculitis questions now trailing its rival.|Reports the August 4, 2023 approval.
20|K|journal-news|Complement inhibitors slow lesion growth, not vision loss|Both GATHER2 and the Syfovre trials showed slower growth of atrophic lesions over a year, but neither showed a clear benefit on visual acuity, retina specialists note. Iveric's decision is due by August 19, 2023.|Past trial findings and a pending decision.
3|K|physician-forum|Retina docs: what are you telling GA patients this month?|Several of us have paused new Syfovre starts since the ASRS letter on July 15 about vasculitis cases. If avacincaptad gets approved on or before Aug 19 I'd probably offer it to the patients who were waiting, but I want to see the label first.|A conditional about a future approval; the ASRS letter is before the cutoff.
1|L|investor-note|Izervay launch tracker, week 2|Since the August 4, 2023 approval, our channel checks point to a steady start, with J-code paperwork the main friction. Astellas said first shipments reached distributors the week of August 14, 2023.|Reports the August 4, 2023 approval and later shipments.
2|L|drug-database|Geographic atrophy: approved therapies|Approved in the U.S.: pegcetacoplan (Syfovre), Apellis, approved Feb. 17, 2023, monthly or every-other-month injection; avacincaptad pegol (Izervay), Astellas, approved Aug. 4, 2023, monthly injection.|A listing reports the August 4, 2023 approval.
""",
    ),
    Q(
        "p9-fda-wainua-2023",
        "Will the FDA approve eplontersen for polyneuropathy of hereditary transthyretin-mediated amyloidosis by December 22, 2023?",
        "Resolves YES if the FDA approves eplontersen (AstraZeneca and Ionis) for ATTRv polyneuropathy in adults on or before December 22, 2023. Resolves NO otherwise.",
        "2023-12-05",
        "2023-12-22",
        1,
        "health_approvals",
        """
8|K|pdufa-calendar|Late-December approvals: what's pending|Eplontersen (AZN/IONS), ATTRv polyneuropathy -- PDUFA Dec. 22. Vosoritide label expansion -- PDUFA later in the quarter. Several others with Q1 2024 dates.|A list of scheduled dates.
2|L|company-press-release|WAINUA (eplontersen) approved in the US for hereditary transthyretin-mediated amyloid polyneuropathy|WILMINGTON, Del. and CARLSBAD, Calif., December 21, 2023 -- AstraZeneca and Ionis announced FDA approval of WAINUA, a once-monthly treatment that patients can give themselves with an autoinjector. Approval was based on 35-week interim results of NEURO-TTRansform.|Reports the December 21, 2023 approval.
17|K|conference-news|NEURO-TTRansform: serum TTR down 81% at week 65|Final week-66 results presented at a meeting this autumn showed eplontersen lowered serum TTR by about 81% and halted neuropathy progression against an external placebo group. A regulatory decision is expected before year-end.|Past results and an expected decision.
4|K|investor-note|IONS: one big December catalyst|Wainua's PDUFA date of 22 December is our base case for approval; we model a 2024 launch priced at parity with Alnylam's Amvuttra. A cardiomyopathy readout (CARDIO-TTRansform) is not expected before 2026.|A scheduled date and forecasts.
1|L|trade-press|Ionis shares up after Wainua label comes in clean|Ionis stock rose about 5% on Dec. 22, 2023, a day after the FDA approved Wainua without a boxed warning; AstraZeneca will lead U.S. commercialisation under the companies' 2021 agreement.|Reports the December 21, 2023 approval and the December 22, 2023 share move.
10|K|explainer|Patisiran, vutrisiran, eplontersen: how the ATTR drugs differ|Vutrisiran is injected by a clinician every three months, while eplontersen would be a monthly self-injection if approved. Tafamidis remains the only approved drug for the cardiomyopathy form.|Explains drugs; eplontersen's approval is conditional.
""",
    ),
    Q(
        "p9-odac-imetelstat-2024",
        "Will the FDA's Oncologic Drugs Advisory Committee vote that imetelstat's benefit-risk is favourable in lower-risk MDS at its March 14, 2024 meeting?",
        "Resolves YES if a majority of ODAC members voting on March 14, 2024 find the benefit-risk profile of Geron's imetelstat favourable for transfusion-dependent anemia in lower-risk myelodysplastic syndromes. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-14",
        1,
        "health_approvals",
        """
6|K|fda-notice|Oncologic Drugs Advisory Committee; notice of meeting|The committee will meet on March 14, 2024, from 10:00 a.m. to 3:00 p.m. Eastern, to discuss new drug application 217779 for imetelstat for injection, submitted by Geron Corporation. Briefing materials will be posted no later than two business days before the meeting.|A meeting notice with future dates.
2|L|trade-press|ODAC votes 12-2 for Geron's imetelstat|FDA advisers voted 12 to 2 on Thursday, March 14, 2024, that the benefits of imetelstat outweigh its risks in lower-risk MDS, despite grade 3-4 cytopenias seen in the IMerge trial. The PDUFA date is June 16.|Reports the March 14, 2024 vote as done.
11|K|investor-note|GERN: the panel is the whole story|We see the March 14 ODAC as a binary: a favourable vote likely leads to approval by the June 16, 2024 PDUFA date, while a split vote on thrombocytopenia management could force a narrower label. We rate the shares Buy.|Conditional forecasts about a future vote.
1|L|company-statement|Geron statement following the Oncologic Drugs Advisory Committee meeting|FOSTER CITY, Calif., 14 March 2024 -- We thank the committee members for their careful review and are pleased with today's 12-2 vote in favour of imetelstat. We look forward to continuing to work with the FDA.|Reports the vote of 14 March 2024.
4|K|journal-news|IMerge data: durable transfusion independence|The Lancet paper published in December reported that 40% of imetelstat patients were free of transfusions for at least eight weeks versus 15% on placebo. Reviewers flagged the high rates of neutropenia and thrombocytopenia.|Published results from before the cutoff.
3|L|market-wrap|Small caps: Geron jumps after panel|Geron shares gained about 11% on Friday, March 15, 2024, the session after the advisory panel's favourable vote.|Reports the vote and the March 15, 2024 share move.
""",
    ),
    Q(
        "p9-fda-duvyzat-2024",
        "Will the FDA approve Italfarmaco's givinostat for Duchenne muscular dystrophy by March 21, 2024?",
        "Resolves YES if the FDA approves givinostat for Duchenne muscular dystrophy on or before March 21, 2024. Resolves NO otherwise.",
        "2024-03-05",
        "2024-03-21",
        1,
        "health_approvals",
        """
10|K|patient-advocacy|Givinostat: what families should know before the FDA decision|The FDA extended its review in the autumn and now expects to act by March 21, 2024. If approved, givinostat would be the first non-steroidal drug for all genetic forms of Duchenne in boys six and older.|A deadline and a conditional.
3|L|fda-press-release|FDA approves nonsteroidal treatment for Duchenne muscular dystrophy|The U.S. Food and Drug Administration on March 21, 2024 approved Duvyzat (givinostat) oral medication for the treatment of Duchenne muscular dystrophy in patients six years of age and older. Duvyzat is the first nonsteroidal drug approved to treat patients with all genetic variants of the disease.|Reports the March 21, 2024 approval.
21|K|trade-press|EPIDYS: givinostat slows decline on four-stair climb|In the phase 3 EPIDYS trial, boys on givinostat declined less on the time to climb four stairs than those on placebo over 18 months, Italfarmaco reported. Diarrhoea and low platelet counts were the most common side effects.|Trial results from before the cutoff.
1|K|investor-note|DMD landscape: March catalyst for a private competitor|Italfarmaco is private, but a Duvyzat approval on or before the March 21, 2024 goal date would matter for Sarepta and Santhera, in our view. We expect a U.S. launch in the middle of the year if the FDA acts on time.|Conditional expectations ahead of the goal date.
2|L|news-report|Italfarmaco prices Duchenne drug after approval|Italfarmaco said on March 28, 2024 that Duvyzat would be available through specialty pharmacies within weeks, a week after the FDA cleared it for boys aged six and older.|Reports a March 28, 2024 statement and the earlier approval.
4|L|headline-only|Duvyzat approved March 21, 2024: what the label says about platelets|Prescribers are advised to check platelet counts and triglycerides every two weeks for the first two months, then monthly. Doses are adjusted by weight.|The title reports the March 21, 2024 approval; the text alone is harmless.
""",
    ),
    Q(
        "p9-fda-tecelra-2024",
        "Will the FDA approve Adaptimmune's afamitresgene autoleucel (afami-cel) for synovial sarcoma by August 4, 2024?",
        "Resolves YES if the FDA approves afami-cel for advanced synovial sarcoma on or before August 4, 2024. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-04",
        1,
        "health_approvals",
        """
12|K|investor-note|ADAP: cash runway hinges on an August approval|Our model assumes an approval by the Aug. 4, 2024 PDUFA date and first patients treated in Q4 2024. Without it, the company's runway only reaches into 2026, and management has already cut headcount.|Forecasts about a future approval.
3|L|company-press-release|Adaptimmune receives U.S. FDA accelerated approval of TECELRA|PHILADELPHIA, August 1, 2024 -- Adaptimmune Therapeutics said the FDA granted accelerated approval to TECELRA (afamitresgene autoleucel) for adults with unresectable or metastatic synovial sarcoma who have received prior chemotherapy and are HLA-A*02 eligible with MAGE-A4-expressing tumours.|Reports the August 1, 2024 approval.
18|K|journal-news|SPEARHEAD-1: responses in about four of ten patients|Results published in The Lancet showed an overall response rate of about 39% in the pivotal cohort, with a median duration of response of around 12 months. Cytokine release syndrome was mostly low grade.|Trial data published before the cutoff.
5|K|explainer|What a TCR therapy is, and why afami-cel would be a first|Unlike CAR-T, engineered T-cell receptor therapies can recognise antigens presented inside the cell. An approval by August 4, 2024 would make afami-cel the first such therapy for a solid tumour in the United States.|A conditional about a future approval.
1|L|trade-press|Adaptimmune sets $727,000 price for Tecelra|After Thursday's approval, Adaptimmune said on Aug. 2, 2024 it would charge $727,000 for a one-time infusion and expects to activate about 30 treatment centres.|Reports the August 2, 2024 pricing and the August 1, 2024 approval.
2|L|earnings-recap|Adaptimmune Q2: Tecelra launch under way|Reporting second-quarter results on August 8, 2024, Adaptimmune said authorised treatment centres were being activated following the FDA's accelerated approval a week earlier, and that it expects the first patients to be infused in the fall.|Reports the August 8, 2024 results and the earlier approval.
""",
    ),
    Q(
        "p9-fda-kisqali-ebc-2024",
        "Will the FDA approve Novartis's Kisqali (ribociclib) for HR+/HER2- early breast cancer at high risk of recurrence by September 30, 2024?",
        "Resolves YES if the FDA approves ribociclib in combination with an aromatase inhibitor for adjuvant treatment of HR+/HER2- stage II or III early breast cancer on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-30",
        1,
        "health_approvals",
        """
15|K|earnings-call|Novartis Q2 2024: pipeline milestones|Management said it expects an FDA decision on Kisqali in early breast cancer in the second half of the year, with the NATALEE four-year data to be presented at ESMO in September. CEO Vas Narasimhan called the adjuvant setting the drug's biggest opportunity.|Statements about future milestones.
4|L|fda-notice|FDA approves ribociclib with an aromatase inhibitor for early high-risk breast cancer|On September 17, 2024, the Food and Drug Administration approved ribociclib (Kisqali) with an aromatase inhibitor for the adjuvant treatment of adults with HR-positive, HER2-negative stage II and III early breast cancer at high risk of recurrence. Efficacy was evaluated in NATALEE, a randomized trial of 5,101 patients.|Reports the September 17, 2024 approval.
9|K|investor-note|Kisqali vs. Verzenio: the adjuvant split|If the label covers node-negative patients, as NATALEE's population did, we estimate Kisqali could reach a patient pool roughly twice that of Lilly's Verzenio in the adjuvant setting. We expect the FDA to act before the end of September.|Conditional estimates and an expected action.
1|L|market-wrap|European pharma: Novartis edges higher on broad Kisqali label|Novartis shares rose about 1% in Zurich on 18 September 2024 after the U.S. regulator's approval of Kisqali for early breast cancer, which included some node-negative patients.|Reports the approval and the 18 September 2024 move.
22|K|journal-news|NATALEE three-year results: invasive disease-free survival benefit holds|Published data showed a 3-year iDFS of 90.7% with ribociclib plus endocrine therapy vs 87.6% with endocrine therapy alone. Liver enzyme rises and neutropenia were the notable side effects.|Published trial data from before the cutoff.
2|L|earnings-recap|Novartis lifts outlook again as Kisqali accelerates|Novartis raised its full-year core operating income guidance on October 29, 2024, pointing to Kisqali demand after the September label expansion into early breast cancer.|Reports the October 29, 2024 guidance change.
""",
    ),
    Q(
        "p9-fda-vyloy-2024",
        "Will the FDA approve Astellas's zolbetuximab for CLDN18.2-positive gastric or gastroesophageal junction cancer by November 9, 2024?",
        "Resolves YES if the FDA approves zolbetuximab for first-line treatment of HER2-negative, CLDN18.2-positive gastric or GEJ adenocarcinoma on or before November 9, 2024. Resolves NO otherwise.",
        "2024-10-05",
        "2024-11-09",
        1,
        "health_approvals",
        """
20|K|trade-press|Astellas resubmits zolbetuximab after manufacturing CRL|Astellas said the FDA accepted its resubmission for zolbetuximab, which received a complete response letter in January 2024 tied to unresolved findings at a third-party manufacturing facility. The new target action date is November 9, 2024.|A past letter and a future action date.
4|L|company-press-release|VYLOY (zolbetuximab-clzb) approved by FDA as first claudin 18.2-targeted therapy|TOKYO, October 18, 2024 -- Astellas Pharma announced that the FDA approved VYLOY in combination with fluoropyrimidine- and platinum-containing chemotherapy for first-line treatment of locally advanced unresectable or metastatic HER2-negative gastric or GEJ adenocarcinoma whose tumours are claudin 18.2 positive.|Reports the October 18, 2024 approval.
8|K|investor-note|Astellas: three catalysts into fiscal H2|We see (1) a zolbetuximab decision by 9 Nov 2024, (2) Izervay EU re-examination, and (3) fezolinetant Asia filings. A second manufacturing problem with zolbetuximab would, in our view, be unlikely given the site was reinspected in the summer.|A list of future catalysts and a view.
2|K|journal-news|SPOTLIGHT and GLOW: modest overall survival gains|Pooled data from the two phase 3 trials showed a median overall survival improvement of about two to three months when zolbetuximab was added to chemotherapy. Nausea and vomiting were the most common side effects, mostly in the first cycles.|Published trial data from before the cutoff.
1|L|pathology-newsletter|Claudin 18.2 testing now needed at diagnosis|With the FDA's October 18, 2024 approval of zolbetuximab, the companion VENTANA CLDN18 (43-14A) assay cleared the same day; labs should plan to add it to HER2 and PD-L1 testing on new gastric cancer biopsies.|Reports the October 18, 2024 approval and assay clearance.
3|L|pdufa-tracker|PDUFA tracker: Q4 2024 oncology outcomes|ALPMY zolbetuximab (gastric/GEJ, CLDN18.2+) -- goal 2024-11-09 -- outcome: APPROVED 2024-10-18, 22 days early. Label: first-line with fluoropyrimidine/platinum chemotherapy.|A tracker entry reports the October 18, 2024 approval.
""",
    ),
    Q(
        "p9-fda-ryoncil-2024",
        "Will the FDA approve Mesoblast's remestemcel-L for steroid-refractory acute graft-versus-host disease in children by January 7, 2025?",
        "Resolves YES if the FDA approves remestemcel-L for pediatric steroid-refractory acute GVHD on or before January 7, 2025. Resolves NO otherwise.",
        "2024-12-01",
        "2025-01-07",
        1,
        "health_approvals",
        """
25|K|company-press-release|Mesoblast BLA resubmission accepted; goal date January 7, 2025|MELBOURNE, Australia -- Mesoblast said the FDA accepted its resubmitted biologics license application for remestemcel-L as a complete response and set a PDUFA goal date of January 7, 2025. The FDA had issued complete response letters in 2020 and in 2023.|A resubmission and a future goal date.
3|L|fda-press-release|FDA approves first mesenchymal stromal cell therapy to treat steroid-refractory acute graft-versus-host disease|On December 18, 2024, the FDA approved Ryoncil (remestemcel-L-rknd) for steroid-refractory acute GVHD in pediatric patients 2 months of age and older. It is the first FDA-approved mesenchymal stromal cell therapy.|Reports the December 18, 2024 approval.
12|K|investor-note|MESO: third time lucky?|We now assign 70% to approval by the 7 Jan 2025 PDUFA date, given the agency's willingness to review the potency assay changes. If approved, launch pricing is the next question; we assume about $1.5 million per course.|A probability and a conditional forecast.
1|L|asx-announcement|Mesoblast Limited (ASX:MSB): FDA approval of RYONCIL|Mesoblast advises that the FDA approved RYONCIL on 18 December 2024 (US time), three weeks ahead of the goal date. Trading in the Company's shares will resume on 19 December 2024 following this announcement.|Reports the 18 December 2024 approval and the resumption of trading.
6|K|transplant-society|Steroid-refractory aGVHD: current options|Ruxolitinib is approved for patients 12 and older, leaving younger children without an approved second-line therapy. Our members will be following the FDA's decision on remestemcel-L, due by January 7, 2025.|Describes the field and a pending decision.
2|L|investor-call|Mesoblast: 'it has been a long road'|'This has been more than a decade,' chief executive Silviu Itescu told analysts on a call on December 19, 2024, the day after the FDA approval, adding that the company expected to launch in the first quarter of 2025.|A quote after the event reports the approval and the December 19, 2024 call.
""",
    ),
    Q(
        "p9-fda-vykat-2025",
        "Will the FDA approve Soleno Therapeutics' diazoxide choline extended-release tablets for hyperphagia in Prader-Willi syndrome by March 27, 2025?",
        "Resolves YES if the FDA approves diazoxide choline (DCCR) for hyperphagia in Prader-Willi syndrome on or before March 27, 2025. Resolves NO otherwise.",
        "2025-03-10",
        "2025-03-27",
        1,
        "health_approvals",
        """
16|K|company-press-release|Soleno announces PDUFA extension for DCCR|REDWOOD CITY, Calif. -- Soleno said the FDA extended the review of its new drug application for DCCR to March 27, 2025, after the company submitted additional information that the agency deemed a major amendment. No advisory committee meeting is planned.|A past extension and a future date.
2|L|fda-press-release|FDA approves first treatment for hyperphagia in Prader-Willi syndrome|The FDA on March 26, 2025 approved Vykat XR (diazoxide choline) extended-release tablets for hyperphagia in adults and pediatric patients 4 years of age and older with Prader-Willi syndrome.|Reports the March 26, 2025 approval.
8|K|investor-note|SLNO: a one-catalyst story into late March|Approval by March 27, 2025 is our base case (80%); we model an initial price near $400,000 a year and peak sales of $1.3 billion. The randomized withdrawal data carried the filing after the original phase 3 missed.|Forecasts about a future decision.
5|K|patient-advocacy|PWS community town hall on DCCR, March 20|Join us on Thursday, March 20, 2025 at 7 p.m. ET for a town hall on what an FDA decision could mean for families. Questions about insurance coverage, dosing and access will be answered by clinicians who ran the C602 study.|An event and a decision both ahead.
1|L|market-wrap|Soleno soars after Prader-Willi approval|Soleno Therapeutics shares jumped about 40% on March 27, 2025, the morning after the FDA cleared Vykat XR, with the company saying it would launch in April.|Reports the approval and the March 27, 2025 share move.
3|L|approvals-list|CDER novel approvals, first quarter 2025 (partial)|Journavx (suzetrigine), Jan. 30; Gomekli (mirdametinib), Feb. 11; Romvimza (vimseltinib), Feb. 14; Vykat XR (diazoxide choline), March 26, 2025; Qfitlia (fitusiran), March 28, 2025.|A list reports approvals of March 26 and 28, 2025.
""",
    ),
    Q(
        "p9-odac-ugn102-2025",
        "Will the FDA's Oncologic Drugs Advisory Committee vote that UroGen's UGN-102 has a favourable benefit-risk for recurrent low-grade intermediate-risk NMIBC at its May 21, 2025 meeting?",
        "Resolves YES if a majority of ODAC members voting on May 21, 2025 find the benefit-risk of UGN-102 (mitomycin intravesical solution) favourable. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-21",
        0,
        "health_approvals",
        """
10|K|fda-notice|Oncologic Drugs Advisory Committee meeting announcement|The committee will meet on May 21, 2025 to discuss NDA 219432 for mitomycin intravesical solution, submitted by UroGen Pharma, for low-grade intermediate-risk non-muscle invasive bladder cancer. The agency's June 13, 2025 goal date is unchanged.|A meeting notice and a goal date, both ahead.
3|L|trade-press|FDA panel votes narrowly against UroGen's bladder cancer drug|Advisers voted 5-4 on May 21, 2025 that the benefit-risk of UGN-102 was not favourable, with several saying the single-arm ENVISION trial lacked a control arm to show durability. UroGen shares fell about 45% in after-hours trading.|Reports the May 21, 2025 vote.
6|K|investor-note|URGN: panel risk is real but manageable|The ODAC will likely focus on the single-arm design. Even a negative vote on 21 May 2025 would not end the story, in our view: the FDA has approved drugs against panel votes before, and the PDUFA date is June 13, 2025.|Conditional views on a future vote.
1|L|company-press-release|UroGen receives FDA approval for ZUSDURI|PRINCETON, N.J., June 12, 2025 -- UroGen Pharma announced that the FDA approved ZUSDURI (mitomycin) for intravesical solution for adults with recurrent low-grade intermediate-risk NMIBC, three weeks after an advisory committee voted against it.|Reports a June 12, 2025 approval and the later vote, both after the cutoff.
14|K|journal-news|ENVISION: 79.6% complete response at three months|The single-arm phase 3 trial reported a 3-month complete response rate of about 80%, and roughly 82% of responders remained free of disease at 12 months. Urologists say a chemoablation option could spare many patients repeat surgery.|Published trial data from before the cutoff.
2|L|news-preview-updated|FDA advisers to weigh UroGen bladder cancer drug|The Oncologic Drugs Advisory Committee meets Wednesday to discuss UGN-102's single-arm data. UPDATE 21 May 2025, 5:40 p.m. ET: The panel voted 5-4 that the benefit-risk is not favourable.|An update appended to a preview reports the 21 May 2025 vote.
""",
    ),
    Q(
        "p9-fda-sebetralstat-2025",
        "Will the FDA approve KalVista's sebetralstat for on-demand treatment of hereditary angioedema attacks by its June 17, 2025 PDUFA date?",
        "Resolves YES if the FDA approves sebetralstat on or before June 17, 2025. Resolves NO otherwise, including if the agency misses the goal date.",
        "2025-06-03",
        "2025-06-17",
        0,
        "health_approvals",
        """
9|K|pdufa-calendar|Biotech catalysts, weeks of June 9 and June 16|KALV -- sebetralstat (on-demand HAE, oral) -- PDUFA Tue Jun 17. ALNY -- label update. Several CRL risks flagged around FDA staffing after this spring's reductions in force.|A calendar of future dates.
2|L|company-press-release|KalVista provides regulatory update on sebetralstat|CAMBRIDGE, Mass., June 13, 2025 -- KalVista Pharmaceuticals said the FDA informed the company that it will not meet the June 17, 2025 PDUFA goal date for sebetralstat because of a heavy workload and limited resources. The agency did not raise any approvability issues, the company said.|Reports the June 13, 2025 notice that the goal date would be missed.
15|K|trade-press|KONFIDENT data: faster symptom relief than placebo|In the phase 3 KONFIDENT trial, patients taking sebetralstat reported the start of symptom relief a median of about 1.6 hours after dosing, versus more than 6 hours with placebo. If approved, it would be the first oral on-demand therapy for HAE attacks.|Trial data before the cutoff and a conditional.
4|K|investor-note|KALV: we stay positive into the June 17 decision|Our base case is on-time approval on June 17, 2025; a delay from FDA resource constraints is the main risk we see, not the data. We model launch in the third quarter of 2025.|Forecasts about a future decision.
1|L|trade-press|FDA clears first oral on-demand HAE therapy after missed goal date|The FDA approved KalVista's sebetralstat, to be sold as Ekterly, in July 2025, several weeks after the company said the agency had run out of time to act by June 17.|Reports a July 2025 approval and the missed June 17 goal date.
1|L|investor-note|KALV: adding on the workload delay|Shares fell about 10% after the company disclosed on June 13, 2025 that the FDA would miss its goal date. We view the delay as administrative and reiterate Buy.|Reports the June 13, 2025 disclosure and the share fall.
""",
    ),
    Q(
        "p9-fda-brinsupri-2025",
        "Will the FDA approve Insmed's brensocatib for non-cystic fibrosis bronchiectasis by August 12, 2025?",
        "Resolves YES if the FDA approves brensocatib for non-cystic fibrosis bronchiectasis on or before August 12, 2025. Resolves NO otherwise.",
        "2025-07-25",
        "2025-08-12",
        1,
        "health_approvals",
        """
12|K|investor-note|INSM: August 12 is the stock's biggest day of the year|We assume approval on the Aug. 12, 2025 PDUFA date with a broad label for adults and adolescents. Our launch curve has about $140M of U.S. sales in the first full year, below consensus.|A scheduled date and forecasts.
2|L|company-press-release|Insmed's BRINSUPRI (brensocatib) approved by FDA as first treatment for non-cystic fibrosis bronchiectasis|BRIDGEWATER, N.J., August 12, 2025 -- Insmed announced that the FDA approved BRINSUPRI 10 mg and 25 mg tablets for non-cystic fibrosis bronchiectasis in patients 12 years and older. It is the first DPP1 inhibitor approved.|Reports the August 12, 2025 approval.
20|K|journal-news|ASPEN: brensocatib cuts bronchiectasis exacerbations by about a fifth|The phase 3 ASPEN results, published in the spring, showed annualised pulmonary exacerbation rates fell by about 21% with the 10 mg dose and 19% with the 25 mg dose versus placebo. Hyperkeratosis was more common on the drug.|Published data from before the cutoff.
6|K|patient-advocacy|Bronchiectasis: a decision is coming|If the FDA says yes in August, brensocatib will be the first medicine specifically approved for bronchiectasis. Until then, airway clearance and antibiotics remain the mainstay of care.|A conditional about a future decision.
1|L|market-wrap|Healthcare stocks: Insmed trades near record after approval|Insmed shares were up in premarket trading on Wednesday, Aug. 13, 2025, after the late-Tuesday approval, as the company set a list price of about $88,000 a year.|Reports the approval and the August 13, 2025 trading.
3|L|pulmonology-newsletter|Brensocatib arrives, as expected|As expected, the FDA approved brensocatib on its goal date, August 12, 2025. Here is what our clinic will need for prior authorisation and baseline skin checks.|An 'as expected' follow-up reports the August 12, 2025 approval.
""",
    ),
    Q(
        "p9-fda-keytruda-subq-2025",
        "Will the FDA approve a subcutaneous formulation of Merck's pembrolizumab by September 23, 2025?",
        "Resolves YES if the FDA approves pembrolizumab for subcutaneous injection (with berahyaluronidase alfa) on or before September 23, 2025. Resolves NO otherwise.",
        "2025-09-05",
        "2025-09-23",
        1,
        "health_approvals",
        """
18|K|earnings-call|Merck Q2 2025 call: life-cycle management|Executives reiterated that the FDA's target action date for subcutaneous Keytruda is September 23, 2025, and said they expect a meaningful share of U.S. patients to move to the injectable within 18 to 24 months of launch.|A future date and expectations.
3|L|company-press-release|FDA approves KEYTRUDA QLEX (pembrolizumab and berahyaluronidase alfa-pmph) for subcutaneous injection|RAHWAY, N.J., September 19, 2025 -- Merck announced FDA approval of KEYTRUDA QLEX across the solid-tumour indications of intravenous KEYTRUDA in adults. Administration takes about one minute every three weeks or two minutes every six weeks.|Reports the September 19, 2025 approval.
7|K|investor-note|MRK: the 2028 patent cliff and the subcutaneous hedge|Keytruda's main U.S. compound patent expires in 2028. A subcutaneous version, if approved by September 23, 2025, would not be covered by IRA price negotiation timing for the IV form, which we think matters more than convenience.|A conditional and forecasts.
10|K|journal-news|3475A-D77: subcutaneous pembrolizumab noninferior on exposure|The phase 3 trial in metastatic NSCLC showed comparable pharmacokinetics and an objective response rate of about 45% with the injectable versus 42% with IV. Injection-site reactions were mild.|Published results from before the cutoff.
1|L|oncology-pharmacy|Pharmacy note: Keytruda Qlex on formulary review|Following FDA approval on 19 September 2025, the P&T committee will review Keytruda Qlex at its October meeting; chair time per dose is expected to drop from about 30 minutes to a few minutes.|Reports the 19 September 2025 approval.
2|L|market-wrap|Merck little changed after subcutaneous Keytruda nod|Merck shares were flat on Monday, Sept. 22, 2025, the first session after Friday's approval of Keytruda Qlex, as investors focused on the 2028 patent expiry.|Reports the approval and the September 22, 2025 session.
""",
    ),
    Q(
        "p9-fda-blenrep-2025",
        "Will the FDA approve GSK's belantamab mafodotin (Blenrep) for relapsed or refractory multiple myeloma by October 23, 2025?",
        "Resolves YES if the FDA approves belantamab mafodotin in any combination for multiple myeloma on or before October 23, 2025. Resolves NO otherwise.",
        "2025-10-01",
        "2025-10-23",
        1,
        "health_approvals",
        """
30|K|trade-press|FDA extends Blenrep review after negative panel|GSK said the FDA pushed its action date for belantamab mafodotin to October 23, 2025, three months later, after the company submitted more information. On July 17, 2025, ODAC voted 5-3 against the BVd regimen and 7-1 against BPd, citing eye toxicity and dosing.|The panel and extension are before the cutoff; the action date is ahead.
3|L|company-press-release|Blenrep approved in the US for relapsed or refractory multiple myeloma|LONDON, 23 October 2025 -- GSK plc announced that the FDA approved Blenrep in combination with bortezomib and dexamethasone for adults with relapsed or refractory multiple myeloma who have received at least two prior lines of therapy, including a proteasome inhibitor and an immunomodulatory agent.|Reports the 23 October 2025 approval.
9|K|investor-note|GSK: Blenrep decision is a coin toss|We assign 50% to approval by October 23, 2025, most likely with a narrower population than filed and a REMS for ocular events. GSK's guidance does not depend on a U.S. Blenrep launch.|A probability about a future decision.
1|L|trade-press|Blenrep's return comes with a narrower label|The approval on Oct. 23, 2025 covers only the bortezomib combination in patients after two or more prior lines, and carries a REMS requiring eye exams before each dose, three years after the drug was withdrawn from the U.S. market.|Reports the October 23, 2025 approval.
14|K|journal-news|DREAMM-7 survival update|Updated overall survival results showed a reduced risk of death of about 42% with BVd versus daratumumab-Vd. Ocular adverse events, mostly corneal, led to dose delays in a majority of patients.|Published results from before the cutoff.
5|K|physician-forum|Would you use BVd if it comes back?|If Blenrep gets approved in late October, I'd reserve it for patients who can reliably get to an ophthalmologist every cycle. Our eye clinic already said they can't absorb that volume before next year.|A conditional; nothing after the cutoff reported.
""",
    ),
    Q(
        "p9-chmp-elevidys-2025",
        "Will the EMA's CHMP adopt a positive opinion on Roche's Elevidys (delandistrogene moxeparvovec) for Duchenne muscular dystrophy at its July 21-24, 2025 meeting?",
        "Resolves YES if the CHMP recommends granting a marketing authorisation for Elevidys at its July 2025 plenary, which ends on July 24, 2025. Resolves NO if it adopts a negative opinion or no opinion.",
        "2025-07-10",
        "2025-07-24",
        0,
        "health_approvals",
        """
13|K|ema-agenda|CHMP agenda, 21-24 July 2025 (extract)|Initial applications -- opinions: delandistrogene moxeparvovec, treatment of ambulatory patients aged 3 to 7 with Duchenne muscular dystrophy (Roche Registration GmbH); oral explanation expected.|An agenda item for a future meeting.
2|L|company-press-release|Roche provides update on CHMP opinion for Elevidys|Basel, 24 July 2025 -- Roche announced that the CHMP adopted a negative opinion on the conditional marketing authorisation application for Elevidys in ambulatory individuals aged 3-7, citing the EMBARK study's failure to meet its primary endpoint. Roche intends to request a re-examination.|Reports the 24 July 2025 negative opinion.
6|K|trade-press|Sarepta's safety crisis shadows Roche's European filing|Two deaths from acute liver failure in non-ambulatory patients, disclosed in March and June, have put Elevidys under scrutiny on both sides of the Atlantic. Roche's application in Europe covers ambulatory boys aged 3 to 7 only.|Events before the cutoff; the opinion is pending.
1|L|ema-highlights|Meeting highlights from the CHMP, 21-24 July 2025|The committee recommended refusing a marketing authorisation for Elevidys, a gene therapy intended for Duchenne muscular dystrophy. The applicant may request a re-examination within 15 days of receiving the opinion.|Reports the refusal at the July 21-24, 2025 meeting as done.
9|K|investor-note|SRPT: Europe not in our numbers|We assign 25% to a positive CHMP opinion this month. A negative opinion on July 24, 2025 would not change our Sarepta estimates, since Roche holds ex-U.S. rights and royalties are small.|A probability and a conditional.
3|L|trade-press|Elevidys rejected in Europe; Roche seeks re-examination|A negative opinion was adopted by the committee on 24 July 2025. Roche lodged its re-examination request in August 2025, with the outcome expected before the end of the year.|Reports, in the passive, the 24 July 2025 opinion.
""",
    ),
    Q(
        "p9-mhra-leqembi-2024",
        "Will the UK's MHRA authorise lecanemab (Leqembi) for early Alzheimer's disease by August 31, 2024?",
        "Resolves YES if the Medicines and Healthcare products Regulatory Agency grants a marketing authorisation for lecanemab in Great Britain on or before August 31, 2024. Resolves NO otherwise.",
        "2024-08-10",
        "2024-08-31",
        1,
        "health_approvals",
        """
11|K|trade-press|Europe says no to Leqembi; all eyes on London|After the EMA's CHMP recommended refusal on 25 July 2024, Eisai said it would seek a re-examination. The MHRA, reviewing through its own route, has not given a timetable, though Eisai has said it expects a UK decision this summer.|A past EU opinion and an expected UK decision.
4|L|mhra-notice|Lecanemab licensed for adult patients in the early stages of Alzheimer's disease|The MHRA on 22 August 2024 approved lecanemab for slowing the progression of mild cognitive impairment and mild dementia due to Alzheimer's in adults with one or no copies of the ApoE4 gene.|Reports the 22 August 2024 authorisation.
2|K|nhs-news|Will the NHS be able to offer new Alzheimer's drugs?|Even if lecanemab is licensed in the coming weeks, NICE would still need to recommend it before routine NHS use. NICE has said its draft guidance will follow shortly after any MHRA decision.|Conditionals and plans, no outcome.
1|L|nice-update|NICE draft guidance: lecanemab not recommended for NHS use|In draft guidance published on 22 August 2024, the same day as the MHRA licence, NICE said the benefits of lecanemab were too small to justify its cost. Consultation closes on 20 September 2024.|Reports the 22 August 2024 draft guidance and licence.
17|K|charity-blog|What to expect from a UK lecanemab decision|Our position is that patients deserve access to any drug the regulator judges safe and effective. The amyloid-related imaging abnormalities seen in trials mean scans and monitoring would be needed, which few memory clinics can provide today.|A position and practical concerns; nothing after the cutoff reported.
6|L|news-report|UK becomes first European country to license Leqembi|Lecanemab was authorised in Great Britain in August 2024, weeks after Europe's regulator advised against it, though patients will have to pay privately for now.|Reports the August 2024 authorisation.
""",
    ),
    Q(
        "p9-acip-thimerosal-2025",
        "Will ACIP vote at its June 25-26, 2025 meeting to recommend that influenza vaccines be given only in thimerosal-free, single-dose formulations?",
        "Resolves YES if the Advisory Committee on Immunization Practices votes during its June 25-26, 2025 meeting to recommend only thimerosal-free influenza vaccines. Resolves NO otherwise.",
        "2025-06-12",
        "2025-06-26",
        1,
        "public_health",
        """
3|K|news-report|Kennedy removes all 17 members of vaccine panel|Health Secretary Robert F. Kennedy Jr. said on June 9, 2025 that he had dismissed every member of ACIP and would name replacements before its scheduled June 25-26 meeting. Medical groups called the move an attack on the panel's independence.|A dismissal before the cutoff and a meeting ahead.
1|K|federal-register|Advisory Committee on Immunization Practices; meeting notice|The ACIP will meet June 25-26, 2025, in Atlanta. Agenda items include influenza vaccines, COVID-19 vaccines, RSV vaccines for adults, and the respiratory syncytial virus monoclonal antibody clesrovimab. The agenda is subject to change.|A notice of a future meeting.
2|L|news-report|New vaccine advisers vote to drop thimerosal from flu shots|The reconstituted ACIP voted 5-1, with one abstention, on June 26, 2025 to recommend that adults and children receive only single-dose flu vaccines free of the mercury-based preservative thimerosal. Public health experts said the vote addressed a safety concern not supported by evidence.|Reports the June 26, 2025 vote.
6|K|journal-news|What thimerosal is, and why it remains in some multi-dose vials|Thimerosal was removed from routine childhood vaccines in the United States by 2001, but remains in multi-dose flu vials used by some clinics. Studies have not linked it to autism. Kennedy's new advisers could take it up at their first meeting.|Background and a possible future vote.
1|L|pharmacy-trade|What the June 26 ACIP votes mean for pharmacy flu clinics|Pharmacies that rely on multi-dose vials will need to switch after the panel's thimerosal vote of 26 June 2025; the committee also backed Merck's clesrovimab for infants the same day.|Reports votes of 26 June 2025.
4|L|news-report|Kennedy signs off on thimerosal-free flu shot recommendation|Health Secretary Robert F. Kennedy Jr. adopted the advisory committee's recommendation on July 23, 2025, nearly a month after the June 26 vote, and said manufacturers would be asked to phase out multi-dose vials.|Reports the July 23, 2025 adoption and the June 26 vote.
""",
    ),
    Q(
        "p9-monarez-cdc-2025",
        "Will the U.S. Senate confirm Susan Monarez as director of the Centers for Disease Control and Prevention by July 31, 2025?",
        "Resolves YES if the Senate votes to confirm Susan Monarez as CDC director on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-15",
        "2025-07-31",
        1,
        "public_health",
        """
4|K|news-report|Senate panel advances CDC nominee|The Senate health committee voted along party lines to send Susan Monarez's nomination to the floor. Majority Leader John Thune has not said when a vote will be held, though aides expect one before the August recess.|A committee vote before the cutoff and a floor vote ahead.
2|L|news-report|Senate confirms Monarez as CDC director|The Senate voted 51-47 on July 29, 2025 to confirm Susan Monarez, a microbiologist and former acting director, making her the first CDC director to be confirmed by the Senate under a 2023 law.|Reports the July 29, 2025 confirmation.
5|K|public-health-newsletter|The CDC has been without a confirmed director since January|Monarez would take over an agency that has lost about a quarter of its staff this year. If confirmed before the Senate's August recess, which begins on August 2, 2025, she would also inherit the newly reconstituted vaccine advisory committee.|A conditional; facts before the cutoff.
1|L|news-report|White House says CDC director Monarez has been removed|The administration said on August 27, 2025 that Susan Monarez was no longer CDC director, less than a month after her July 29 confirmation, after she clashed with Secretary Kennedy over vaccine policy. Several senior officials resigned the same day.|Reports events of July 29 and August 27, 2025.
11|K|trade-press|CDC nominee tells senators she will follow the science|At her June 25 confirmation hearing, Monarez said she would rely on evidence for vaccine recommendations and declined to say whether she agreed with the firing of ACIP members.|A hearing before the cutoff.
""",
    ),
    Q(
        "p9-makary-fda-2025",
        "Will the U.S. Senate confirm Marty Makary as Commissioner of Food and Drugs by March 31, 2025?",
        "Resolves YES if the Senate confirms Martin Makary as FDA commissioner on or before March 31, 2025. Resolves NO otherwise.",
        "2025-03-10",
        "2025-03-31",
        1,
        "public_health",
        """
2|K|news-report|Makary tells senators FDA will review mifepristone data|At his March 6 confirmation hearing, the Johns Hopkins surgeon said he had no plans to change mifepristone's label but would review the data. A committee vote has not yet been scheduled.|A hearing before the cutoff and a pending vote.
3|L|news-report|Senate confirms Makary to lead FDA|The Senate confirmed Martin Makary as FDA commissioner by a vote of 56-44 on March 25, 2025, with a handful of Democrats joining Republicans.|Reports the March 25, 2025 confirmation.
14|K|trade-press|Industry watchers on what a Makary FDA could look like|Makary has criticised what he calls conflicts of interest in advisory panels and has called for faster generic approvals. The agency is operating under an acting commissioner until the Senate acts.|Opinions and a pending confirmation.
1|K|investor-note|Biotech: FDA leadership is the sector's overhang|We expect Makary to be confirmed by March 31, 2025 and see little direct effect on individual PDUFA dates. Staff cuts at CDER are a larger risk to review timelines in our view.|A forecast of a future confirmation.
2|L|fda-press-release|Dr. Marty Makary sworn in as 27th FDA Commissioner|Marty Makary was sworn in on April 1, 2025, a week after his Senate confirmation, and said his first priorities would include food additives and faster review of rare disease therapies.|Reports the April 1, 2025 swearing-in and the confirmation.
4|L|fda-press-release|FDA announces plan to phase out animal testing requirement for monoclonal antibodies|On April 10, 2025, Commissioner Marty Makary announced a roadmap to reduce animal testing in preclinical safety studies, starting with monoclonal antibodies.|Reports a later event of April 10, 2025.
""",
    ),
    Q(
        "p9-sarepta-elevidys-pause-2025",
        "Will Sarepta Therapeutics announce a pause of all U.S. Elevidys shipments by July 31, 2025?",
        "Resolves YES if Sarepta publicly announces, on or before July 31, 2025, that it is voluntarily or by request pausing all shipments of Elevidys in the United States. Resolves NO otherwise.",
        "2025-07-15",
        "2025-07-31",
        1,
        "health_approvals",
        """
22|K|company-press-release|Sarepta suspends Elevidys shipments for non-ambulatory patients|Sarepta said on June 15, 2025 it had paused dosing of non-ambulatory patients after a second death from acute liver failure, and would convene an expert panel on an enhanced immunosuppression regimen. Shipments for ambulatory patients continue.|A partial pause before the cutoff; no full pause reported.
3|L|news-report|Sarepta agrees to halt Elevidys shipments after FDA request|Reversing its stance of days earlier, Sarepta said on July 21, 2025 it would voluntarily pause all U.S. shipments of Elevidys while it worked with the FDA. The agency had asked the company to stop on July 18, 2025, after a third death linked to a related gene therapy.|Reports the July 21, 2025 pause and the July 18, 2025 request.
7|K|investor-note|SRPT: restructuring, label talks, and a July overhang|We expect label negotiations with the FDA to run through July and assume a boxed warning for liver injury. A full shipment halt is our bear case, not our base case.|Forecasts and scenarios, nothing reported.
1|L|trade-press|FDA lets Elevidys shipments resume for ambulatory boys|On July 28, 2025, the FDA said Sarepta could resume shipping Elevidys for ambulatory patients, a week after the company's pause, while non-ambulatory use stays on hold.|Reports the July 28, 2025 decision and the earlier pause.
10|K|patient-advocacy|Update for families on Elevidys dosing|We know many families have infusion dates booked for July 28, 2025 and later. Sarepta has told us those appointments for ambulatory patients should go ahead unless treating teams are told otherwise.|Booked future dates; no pause reported.
2|L|company-press-release|Sarepta announces strategic restructuring|CAMBRIDGE, Mass., July 16, 2025 -- Sarepta Therapeutics said it would reduce its workforce by about 500 people, roughly 36%, and pause several limb-girdle programs to save about $400 million a year.|Reports the July 16, 2025 restructuring, a later event.
""",
    ),
    Q(
        "p9-who-suriname-malaria-2025",
        "Will WHO certify Suriname as malaria-free by June 30, 2025?",
        "Resolves YES if the World Health Organization announces the certification of Suriname as malaria-free on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-30",
        1,
        "public_health",
        """
16|K|public-health-newsletter|Suriname's last mile against malaria|Suriname has reported no locally acquired malaria for more than three years and has requested WHO certification. A decision is expected by the end of June 2025, after the technical advisory group's review this spring.|Past facts and an expected decision.
3|L|who-news-release|WHO certifies Suriname as malaria-free|30 June 2025 -- The World Health Organization today certified Suriname as malaria-free, the first country in the Amazon region to achieve the milestone. Suriname joins 45 countries and one territory that have been certified.|Reports the 30 June 2025 certification.
9|K|explainer|How WHO certifies a country as malaria-free|A country must show that the chain of indigenous transmission has been interrupted nationwide for at least the past three consecutive years, and that it can prevent re-establishment. The final decision rests with the Director-General.|Criteria, with no dates after the cutoff.
1|L|news-report|Paramaribo celebrates malaria milestone|Health workers who spent decades in gold-mining camps in the interior were honoured on July 1, 2025, a day after WHO's certification announcement.|Reports the July 1, 2025 ceremony and the certification.
5|K|paho-notice|Regional webinar: Malaria elimination in the Americas, 24 June|PAHO will host a webinar on 24 June 2025 on the Guiana Shield, with speakers from Suriname, French Guiana and Guyana. Registration closes on 20 June.|A future event.
2|L|who-register|Countries and territories certified malaria-free by WHO (most recent)|Georgia, January 2025; Suriname, 30 June 2025; Timor-Leste, certification pending at time of update.|A register entry reports the 30 June 2025 certification.
""",
    ),
    Q(
        "p9-who-mvabn-prequal-2024",
        "Will WHO add an mpox vaccine to its list of prequalified vaccines by September 30, 2024?",
        "Resolves YES if WHO announces the prequalification of at least one mpox vaccine on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-01",
        "2024-09-30",
        1,
        "public_health",
        """
17|K|who-news-release|WHO calls for emergency use listing of mpox vaccines|Following the declaration of a public health emergency of international concern on 14 August 2024, WHO invited manufacturers of mpox vaccines to submit expressions of interest for Emergency Use Listing. The Director-General also asked for prequalification to be expedited.|Before-cutoff events and a process ahead.
3|L|who-news-release|WHO prequalifies the first vaccine against mpox|13 September 2024 -- WHO announced that the MVA-BN vaccine is the first vaccine against mpox to be added to its prequalification list. The decision should accelerate procurement by Gavi and UNICEF for countries in Africa.|Reports the 13 September 2024 prequalification.
8|K|investor-note|Bavarian Nordic: what prequalification would unlock|We think a WHO prequalification decision for MVA-BN by September 30, 2024 is likely, which would allow UNICEF tenders. We have raised our 2024 mpox vaccine revenue estimate to DKK 2.7 billion.|A forecast and estimates.
1|L|news-report|First mpox vaccines arrive in Kinshasa|About 100,000 doses of the MVA-BN vaccine donated by the European Union arrived in the Democratic Republic of the Congo on September 5, 2024, with vaccination to start in early October.|Reports the September 5, 2024 arrival.
12|K|journal-news|Single-dose effectiveness against clade I is still unknown|Most effectiveness data for MVA-BN come from the 2022 clade II outbreak among men who have sex with men. Researchers are designing studies to start as soon as doses reach eastern DRC.|Evidence before the cutoff and plans.
5|K|unicef-notice|UNICEF issues emergency tender for mpox vaccines|UNICEF has launched an emergency tender for mpox vaccines, conditional on WHO prequalification or Emergency Use Listing. Offers are due by 6 September 2024.|A tender with a future deadline and a condition.
""",
    ),
    Q(
        "p9-tanzania-marburg-over-2025",
        "Will Tanzania declare the end of its 2025 Marburg virus disease outbreak in Kagera region by March 31, 2025?",
        "Resolves YES if Tanzania's Ministry of Health or WHO declares the Marburg outbreak reported in January 2025 over on or before March 31, 2025. Resolves NO otherwise.",
        "2025-03-01",
        "2025-03-31",
        1,
        "public_health",
        """
19|K|who-don|Disease Outbreak News: Marburg virus disease, United Republic of Tanzania|On 20 January 2025, the Government of Tanzania declared an outbreak of Marburg virus disease in Biharamulo district, Kagera region. As of 10 February, 10 cases (two confirmed, eight probable), all fatal, have been reported. The risk is assessed as high at national level.|A situation report with pre-cutoff facts.
3|K|news-report|Tanzania starts 42-day countdown to end Marburg outbreak|The last confirmed patient was discharged at the end of January, Health Minister Jenista Mhagama said, and if no new case appears the outbreak can be declared over around 13 March 2025.|A countdown with a conditional future end.
2|L|who-news-release|Tanzania declares end of Marburg virus disease outbreak|13 March 2025 -- The Ministry of Health of the United Republic of Tanzania today declared the end of the Marburg outbreak in Kagera region, after 42 days without a new case. WHO commended the rapid response.|Reports the 13 March 2025 declaration.
8|K|public-health-newsletter|Kagera on alert: lessons from the 2023 outbreak|The region saw Tanzania's first Marburg outbreak in March 2023, which was declared over in June 2023 after nine cases. Border screening with Uganda and Rwanda has been stepped up.|Past outbreaks, before the cutoff.
1|L|news-report|Travel advisories lifted after Marburg all-clear|Several countries dropped health advisories for travel to northwest Tanzania on March 14, 2025, a day after the government said the outbreak was over.|Reports March 13-14, 2025 events.
4|L|journal-news|Kagera 2025: a fast response to a lethal virus|The outbreak, declared over on March 13, 2025, ended with 10 cases and 10 deaths, authors of a field report wrote, crediting rapid isolation and contact tracing.|Reports the March 13, 2025 declaration.
""",
    ),
    Q(
        "p9-lilly-attain1-2025",
        "Will Eli Lilly report by August 31, 2025 that the highest dose of orforglipron produced mean weight loss of at least 14% in the phase 3 ATTAIN-1 trial?",
        "Resolves YES if Lilly's topline ATTAIN-1 results, announced on or before August 31, 2025, show mean weight loss of 14% or more at 72 weeks for the 36 mg dose (efficacy estimand). Resolves NO otherwise.",
        "2025-07-25",
        "2025-08-31",
        0,
        "clinical_trials",
        """
14|K|investor-note|LLY: ATTAIN-1 is the readout of the summer|Our bar for orforglipron in obesity is roughly 14-15% at 72 weeks, the range that would make it competitive with injectable semaglutide. Management said ATTAIN-1 topline will come by September 30, 2025.|A bar and a scheduled readout.
3|L|company-press-release|Lilly's oral GLP-1, orforglipron, delivers weight loss of 12.4% in ATTAIN-1|INDIANAPOLIS, Aug. 7, 2025 -- Eli Lilly announced topline results showing that orforglipron 36 mg lowered weight by an average of 12.4% (27.3 lbs) at 72 weeks in adults with obesity or overweight, compared with 0.9% for placebo. About 10% of patients on the highest dose discontinued because of side effects.|Reports the August 7, 2025 results.
1|L|market-wrap|Lilly shares drop 14% as pill falls short|Eli Lilly stock fell about 14% on Thursday, August 7, 2025, its worst day in decades, after orforglipron's weight loss came in below analyst hopes, while Novo Nordisk shares rose.|Reports the August 7, 2025 share move and the results.
20|K|journal-news|ACHIEVE-1: orforglipron lowers A1C and weight in type 2 diabetes|Results presented in June and published alongside showed A1C reductions of 1.3 to 1.6 points and weight loss of up to 7.9% at 40 weeks. Gastrointestinal side effects were similar to injectable GLP-1 drugs.|Results from before the cutoff.
6|K|trade-press|Lilly plans obesity filing for orforglipron by year-end|Lilly has said it intends to submit orforglipron for weight management to regulators by the end of 2025 and for type 2 diabetes in 2026, pending ATTAIN-1 and ATTAIN-2 results.|Plans and future filings.
2|L|company-press-release|Orforglipron ATTAIN-2 results in obesity with type 2 diabetes|INDIANAPOLIS, Aug. 26, 2025 -- Lilly said orforglipron 36 mg produced average weight loss of 10.5% at 72 weeks in adults with obesity and type 2 diabetes in ATTAIN-2, completing the data package for its obesity submission.|Reports an August 26, 2025 readout, a later event.
""",
    ),
    Q(
        "p9-amgen-maritide-ph2-2024",
        "Will Amgen report topline results of its phase 2 trial of MariTide (maridebart cafraglutide) in obesity by December 31, 2024?",
        "Resolves YES if Amgen publicly reports topline 52-week results of the MariTide phase 2 obesity study on or before December 31, 2024. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-31",
        1,
        "clinical_trials",
        """
20|K|earnings-call|Amgen Q3 2024: MariTide on track|CEO Robert Bradway said the company remains on track to share the phase 2 MariTide data before December 31, 2024 and to start a broad phase 3 program, MARITIME, shortly after. He declined to give a weight-loss target.|A plan for a future readout.
4|L|company-press-release|Amgen announces robust weight loss with MariTide in people living with obesity|THOUSAND OAKS, Calif., Nov. 26, 2024 -- Amgen said MariTide delivered average weight loss of up to approximately 20% at 52 weeks in people without type 2 diabetes, without a weight-loss plateau, in its phase 2 study. The company plans to begin the phase 3 program in 2025.|Reports the November 26, 2024 results.
10|K|investor-note|AMGN: the bar for MariTide is ~20%|The buy side wants to see at least 20% mean weight loss at 52 weeks to justify monthly dosing's premium. We think tolerability, particularly vomiting at the start of treatment, is the bigger unknown.|Expectations about a future readout.
2|L|market-wrap|Amgen sinks on obesity data|Amgen shares fell about 12% on November 26, 2024, as investors had hoped for more than the roughly 20% weight loss reported for MariTide and focused on high discontinuation rates.|Reports the November 26, 2024 share move.
7|K|trade-press|Amgen defends bone density data for MariTide|Amgen said in the autumn that it had seen no clinically meaningful changes in bone mineral density in the phase 1 study, responding to an analyst note that had knocked the shares. The full phase 2 dataset will include bone scans.|Before-cutoff statements and future data.
1|K|conference-calendar|Obesity sessions to watch at upcoming meetings|ObesityWeek runs November 3-6, 2024 in San Antonio; several late-breakers on amylin analogues are scheduled. Amgen has not said where it will present MariTide's phase 2 results.|A past and scheduled meeting; no outcome.
""",
    ),
    Q(
        "p9-cassava-rethink-2024",
        "Will Cassava Sciences report that simufilam met its co-primary endpoints in the phase 3 ReThink-ALZ trial by December 31, 2024?",
        "Resolves YES if Cassava announces on or before December 31, 2024 that ReThink-ALZ met both co-primary endpoints (ADAS-Cog12 and ADCS-ADL). Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-31",
        0,
        "clinical_trials",
        """
8|K|company-press-release|Cassava Sciences reports third quarter 2024 financial results|AUSTIN, Texas -- Cassava said topline results of ReThink-ALZ, its 52-week phase 3 study of simufilam in mild-to-moderate Alzheimer's, are expected before year-end 2024, and results of the 76-week ReFocus-ALZ study in mid-2025.|Expected future readouts.
3|L|company-press-release|Simufilam phase 3 ReThink-ALZ study did not meet co-primary endpoints|AUSTIN, Texas, Nov. 25, 2024 -- Cassava Sciences announced that ReThink-ALZ did not show a statistically significant difference from placebo on either co-primary endpoint. The company said it will discontinue ReFocus-ALZ and its open-label extension.|Reports the November 25, 2024 failure.
22|K|trade-press|Cassava settles SEC charges over simufilam data|Cassava and two former executives agreed in September 2024 to pay more than $40 million to settle SEC claims that they misled investors about a phase 2 study. The company neither admitted nor denied the allegations.|A settlement before the cutoff.
1|L|market-wrap|Cassava loses more than 80% of its value|Cassava Sciences shares collapsed about 84% on Monday, Nov. 25, 2024, after the phase 3 failure, wiping out most of the company's market value.|Reports the November 25, 2024 share move.
6|K|neurology-blog|Does anyone expect simufilam to work?|The phase 2b missed, the data integrity questions remain, and the mechanism is unproven. If ReThink-ALZ somehow hits in December 2024 I'd want to see the raw data before believing it.|A conditional and scepticism.
""",
    ),
    Q(
        "p9-alnylam-heliosb-2024",
        "Will Alnylam report by June 30, 2024 that the phase 3 HELIOS-B trial of vutrisiran in ATTR cardiomyopathy met its primary endpoint?",
        "Resolves YES if Alnylam announces on or before June 30, 2024 that HELIOS-B met its primary composite endpoint of all-cause mortality and recurrent cardiovascular events. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        1,
        "clinical_trials",
        """
18|K|earnings-call|Alnylam Q1 2024: HELIOS-B in late June or early July|Management reiterated that HELIOS-B topline results are expected in late June or early July 2024 and that the statistical analysis plan was updated to include a monotherapy population as a primary analysis.|A future readout window.
2|L|company-press-release|Alnylam's HELIOS-B phase 3 study of vutrisiran achieves all primary and secondary endpoints|CAMBRIDGE, Mass., June 24, 2024 -- Alnylam announced that vutrisiran reduced the composite of all-cause mortality and recurrent cardiovascular events by 28% in the overall population and 33% in the monotherapy population, versus placebo.|Reports the June 24, 2024 results.
1|L|market-wrap|Alnylam surges after heart data|Alnylam stock rose about 35% on June 24, 2024 to a record high, while shares of BridgeBio and Ionis moved on read-through from the HELIOS-B outcome.|Reports the June 24, 2024 share move.
9|K|investor-note|ALNY: the most important binary in large-cap biotech|We estimate a 70% chance that HELIOS-B hits in the overall population. A win would put Amvuttra in direct competition with Pfizer's tafamidis; a miss could cut the stock by a third, in our view.|Probabilities and conditionals.
4|K|cardiology-news|Acoramidis, vutrisiran and the crowded ATTR-CM field|BridgeBio's acoramidis showed benefit in ATTRibute-CM last year and awaits an FDA decision by November 29, 2024. Alnylam's readout is due around the turn of the month.|Past results and scheduled events.
3|L|encyclopedic-summary|Vutrisiran|Vutrisiran (Amvuttra) is an RNAi therapeutic first approved in 2022 for hATTR polyneuropathy. After the HELIOS-B trial, the FDA approved it for transthyretin amyloid cardiomyopathy on March 20, 2025.|Reports a March 20, 2025 approval, a later event.
""",
    ),
    Q(
        "p9-bms-arise-2025",
        "Will Bristol Myers Squibb report that Cobenfy met its primary endpoint as an adjunctive treatment in the phase 3 ARISE trial in schizophrenia by April 30, 2025?",
        "Resolves YES if BMS announces on or before April 30, 2025 that ARISE met its primary endpoint (change in PANSS total score at week 6 versus placebo). Resolves NO otherwise.",
        "2025-04-10",
        "2025-04-30",
        0,
        "clinical_trials",
        """
15|K|investor-note|BMY: ARISE is the April catalyst|Management guided to ARISE topline in the first half of 2025. We think the adjunctive setting is the larger commercial prize, as most patients stay on their current antipsychotic. A win is not in consensus.|A future readout and views.
3|L|company-press-release|Bristol Myers Squibb announces topline results from phase 3 ARISE trial|PRINCETON, N.J., April 22, 2025 -- BMS said Cobenfy added to an atypical antipsychotic did not achieve a statistically significant improvement in PANSS total score versus placebo at week 6, with a 2.0-point difference. The company said it remains confident in Cobenfy as monotherapy.|Reports the April 22, 2025 results.
8|K|trade-press|Cobenfy's launch: slow start, big hopes|Cobenfy, approved in September 2024 as the first new mechanism for schizophrenia in decades, had about $27 million in first-quarter sales estimates. Several Alzheimer's psychosis trials are due to read out in 2026.|Past facts and future readouts.
1|L|market-wrap|Bristol shares slide on schizophrenia trial miss|BMS shares fell about 6% in early trading on April 22, 2025, after the adjunctive Cobenfy trial failed its main goal.|Reports the April 22, 2025 share move.
5|K|psychiatry-news|Muscarinic drugs: adjunctive data expected this spring|Psychiatrists are watching whether adding xanomeline-trospium to a dopamine blocker helps patients with an incomplete response. Results are expected in the coming weeks, BMS has said.|An expected readout.
2|L|headline-only|Cobenfy's ARISE miss of April 22, 2025: why adjunctive trials are hard|Adjunctive antipsychotic trials have long struggled with high placebo responses and patients already on effective doses. Sites in Eastern Europe have drawn particular scrutiny.|The title reports the April 22, 2025 miss; the text alone is harmless.
""",
    ),
    Q(
        "p9-pfizer-danuglipron-2025",
        "Will Pfizer announce by April 30, 2025 that it is discontinuing development of danuglipron for obesity?",
        "Resolves YES if Pfizer announces on or before April 30, 2025 that it is ending development of danuglipron. Resolves NO otherwise.",
        "2025-04-05",
        "2025-04-30",
        1,
        "pipeline",
        """
26|K|earnings-call|Pfizer Q4 2024: obesity plans for 2025|Chief Scientific Officer Chris Boshoff said dose-optimisation studies of once-daily danuglipron were completed, and the company plans to decide by June 30, 2025 whether to start registration-enabling studies.|A plan for a future decision.
3|L|company-press-release|Pfizer provides update on oral GLP-1 receptor agonist danuglipron|NEW YORK, April 14, 2025 -- Pfizer said it will discontinue development of danuglipron after a review of data, including a potential case of drug-induced liver injury in an asymptomatic participant who recovered after stopping the drug.|Reports the April 14, 2025 decision.
10|K|investor-note|PFE: we don't expect danuglipron to matter|Whether or not Pfizer advances danuglipron into phase 3 this year, it would arrive years behind orforglipron. We see bolt-on deals as a more likely route into obesity.|A view conditional on a future decision.
1|L|trade-press|Pfizer's obesity exit leaves it shopping|Two weeks after dropping danuglipron on April 14, 2025, Pfizer executives told analysts on its April 29, 2025 earnings call that obesity remained a priority through business development.|Reports April 14 and April 29, 2025 events.
7|K|journal-news|Twice-daily danuglipron: high discontinuation rates in phase 2b|The 2023 study reported weight loss of up to about 12% at 32 weeks, but more than half of participants stopped treatment. Pfizer abandoned the twice-daily version in December 2023.|Past data and decisions.
2|L|pipeline-table|Oral GLP-1 programmes: status|danuglipron (Pfizer) -- discontinued 2025-04-14 (liver safety signal); orforglipron (Lilly) -- phase 3, obesity filing planned; oral semaglutide 25 mg (Novo) -- under FDA review.|A table reports the April 14, 2025 discontinuation.
""",
    ),
    Q(
        "p9-novo-ceo-2025",
        "Will Novo Nordisk name a permanent chief executive officer by July 31, 2025?",
        "Resolves YES if Novo Nordisk announces on or before July 31, 2025 the appointment of a new permanent CEO to succeed Lars Fruergaard Jørgensen. Resolves NO otherwise.",
        "2025-07-10",
        "2025-07-31",
        1,
        "pipeline",
        """
27|K|company-announcement|Company announcement: Novo Nordisk CEO to step down|Bagsværd, Denmark, 16 May 2025 -- The Board and Lars Fruergaard Jørgensen have mutually agreed that he will step down as CEO, citing recent market challenges and the share price fall since mid-2024. He will stay on while a successor is found.|The announcement is before the cutoff; no successor named.
3|L|company-announcement|Novo Nordisk appoints Maziar Mike Doustdar as President and CEO|Bagsværd, Denmark, 29 July 2025 -- The Board of Directors has appointed Maziar Mike Doustdar, currently executive vice president of international operations, as CEO effective 7 August 2025. The company also lowered its sales and operating profit outlook for 2025.|Reports the 29 July 2025 appointment.
1|L|market-wrap|Novo shares plunge 20% on profit warning|Novo Nordisk shares fell more than 20% in Copenhagen on 29 July 2025 after it cut its 2025 growth forecast, overshadowing the naming of insider Mike Doustdar as chief executive.|Reports the 29 July 2025 share move and appointment.
8|K|investor-note|NOVO B: CEO search and H1 results on 6 August|We expect the new CEO to be named with or before H1 results on August 6, 2025. The board chair has said the successor will be someone who can speed up U.S. execution.|Expectations and a scheduled date.
14|K|trade-press|Who could lead Novo Nordisk?|Candidates floated include internal executives and outside pharma leaders. The Novo Nordisk Foundation, which controls the company, has said it wants a faster decision than usual.|Speculation about a future appointment.
2|L|news-report|New Novo chief cuts 9,000 jobs|Mike Doustdar, who took over as chief executive on August 7, 2025, announced on September 10, 2025 that Novo Nordisk would cut about 9,000 jobs worldwide to save DKK 8 billion a year.|Reports August and September 2025 events after the cutoff.
""",
    ),
    Q(
        "p9-lilly-1t-2025",
        "Will Eli Lilly's market capitalization reach $1 trillion on any trading day by November 30, 2025?",
        "Resolves YES if Eli Lilly's market value reaches or exceeds $1 trillion during any U.S. trading session on or before November 30, 2025. Resolves NO otherwise.",
        "2025-11-10",
        "2025-11-30",
        1,
        "markets",
        """
11|K|investor-note|LLY: raising target to $1,100 after Q3|Lilly's third-quarter revenue of $17.6 billion beat consensus by about $1.5 billion. Our new target implies a market value above $1 trillion; we think the orforglipron filing and Medicare coverage of obesity drugs are the catalysts into 2026.|A target and forecasts.
3|L|market-wrap|Lilly becomes first drugmaker worth $1 trillion|Eli Lilly's market value topped $1 trillion for the first time on Friday, Nov. 21, 2025, as its shares rose to about $1,060, making it the first health-care company to join the club.|Reports the November 21, 2025 milestone.
3|K|news-report|Lilly and Novo strike pricing deal with White House|Under the agreement announced on November 6, 2025, Zepbound and Wegovy will be available to Medicare patients for a $50 copay starting in mid-2026, and through the TrumpRx website at lower cash prices.|A before-cutoff deal and future start dates.
1|L|investor-note|Healthcare weekly: the trillion-dollar question answered|With Lilly crossing $1 trillion on 21 November 2025, it now trades at roughly 50 times trailing earnings. We stay at Overweight but see less upside from here.|Reports the 21 November 2025 milestone.
8|K|explainer|What it would take for Lilly to hit $1 trillion|At about 945 million shares outstanding, Lilly would need a share price near $1,060 to reach a $1 trillion valuation. The stock closed at about $930 at the end of October.|A threshold and a past price.
""",
    ),
    Q(
        "p9-pfizer-trumprx-2025",
        "Will Pfizer announce a drug-pricing agreement with the Trump administration by October 15, 2025?",
        "Resolves YES if Pfizer and the U.S. government announce an agreement on drug pricing (such as most-favoured-nation pricing for Medicaid or direct-to-consumer sales) on or before October 15, 2025. Resolves NO otherwise.",
        "2025-09-20",
        "2025-10-15",
        1,
        "pipeline",
        """
19|K|news-report|Trump gives drugmakers a deadline on pricing|Letters sent on July 31, 2025 to 17 drugmakers asked them to commit to most-favoured-nation pricing for Medicaid within 60 days, with the threat of further action. The deadline falls at the end of September.|A before-cutoff letter and a future deadline.
10|L|news-report|Pfizer strikes deal with White House on prices, tariff relief|At an Oval Office event on September 30, 2025, Pfizer agreed to sell medicines to Medicaid at most-favoured-nation prices and offer discounts through a new TrumpRx website, in exchange for a three-year grace period on pharmaceutical tariffs.|Reports the September 30, 2025 agreement.
4|K|investor-note|Pharma: tariff headlines meet pricing letters|We expect at least one large company to announce a pricing arrangement before the 100% tariff on branded imports that the president said would start October 1, 2025. Pfizer, with large U.S. manufacturing, is a likely first mover in our view.|A forecast of a future agreement.
1|L|market-wrap|Pharma stocks rally after Pfizer deal|Pfizer shares jumped about 7% on Sept. 30, 2025, and other drugmakers rose, as investors saw the agreement as a template that removes the worst tariff risk.|Reports the September 30, 2025 share move.
7|K|trade-press|Drugmakers weigh what a TrumpRx site would mean|The administration has floated a government website for direct-to-consumer drug purchases but has not said when it would launch. Several companies already sell GLP-1 drugs directly at cash prices.|A plan without a date after the cutoff reported.
2|L|news-report|AstraZeneca follows Pfizer with pricing pact|AstraZeneca reached its own agreement with the administration on October 10, 2025, ten days after Pfizer's Sept. 30 deal, including Medicaid pricing and a pledge of U.S. investment.|Reports the October 10, 2025 and September 30, 2025 agreements.
""",
    ),
    Q(
        "p9-cms-ipay2027-list-2025",
        "Will CMS publish the list of drugs selected for the second cycle of Medicare drug price negotiation, including semaglutide, by February 1, 2025?",
        "Resolves YES if CMS publishes, on or before February 1, 2025, its list of up to 15 Part D drugs selected for negotiation for initial price applicability year 2027, and the list includes semaglutide (Ozempic, Wegovy, Rybelsus). Resolves NO otherwise.",
        "2025-01-05",
        "2025-02-01",
        1,
        "public_health",
        """
21|K|policy-explainer|The next Medicare negotiation list: what to expect|By law, CMS must announce up to 15 more Part D drugs by February 1, 2025, with negotiated prices taking effect in 2027. Analysts widely expect semaglutide to be on it, given Medicare spending of more than $2 billion a year.|A statutory deadline and expectations.
3|K|investor-note|Managed care and pharma: negotiation list timing|The list could come before inauguration day on January 20 or be delayed to the February 1 deadline. We think Novo Nordisk's semaglutide, GSK's Trelegy and Astellas's Xtandi are the most likely inclusions.|Timing scenarios and forecasts.
2|L|cms-fact-sheet|Medicare Drug Price Negotiation Program: selected drugs for initial price applicability year 2027|On January 17, 2025, CMS announced the 15 drugs selected for the second cycle of negotiation: Ozempic; Rybelsus; Wegovy; Trelegy Ellipta; Xtandi; Pomalyst; Ibrance; Ofev; Linzess; Calquence; Austedo and Austedo XR; Breo Ellipta; Tradjenta; Xifaxan; Vraylar; Janumet and Janumet XR; and Otezla.|Reports the January 17, 2025 list.
1|L|news-report|Ozempic among 15 drugs picked for next Medicare price talks|Novo Nordisk's semaglutide drugs lead the list CMS released on Jan. 17, 2025, accounting for about $14 billion of the roughly $41 billion Medicare spent on the 15 drugs in a year.|Reports the January 17, 2025 list.
12|K|trade-press|First negotiated prices take effect January 1, 2026|Prices agreed for the first 10 drugs, including Eliquis and Jardiance, were published in August 2024 and take effect at the start of 2026. Drugmakers' lawsuits against the program have so far failed.|Past publication and a future start date.
2|L|trade-press|All 15 drugmakers sign on for second round of Medicare talks|By the February 28, 2025 deadline, every manufacturer of the drugs named on January 17 had signed an agreement to negotiate, CMS said.|Reports events of January 17 and February 28, 2025.
""",
    ),
    Q(
        "p9-nobel-medicine-2024-glp1",
        "Will the 2024 Nobel Prize in Physiology or Medicine be awarded for the discovery of GLP-1 or GLP-1-based medicines?",
        "Resolves YES if the Nobel Assembly at Karolinska Institutet, in its announcement on October 7, 2024, awards the prize for work on glucagon-like peptide-1. Resolves NO otherwise.",
        "2024-09-20",
        "2024-10-07",
        0,
        "awards",
        """
1|K|journal-news|Lasker Award honours GLP-1 pioneers|Joel Habener, Svetlana Mojsov and Lotte Bjerre Knudsen received the 2024 Lasker-DeBakey Clinical Medical Research Award, announced on September 19, for work leading to GLP-1 drugs. Lasker winners have often gone on to win a Nobel.|An award before the cutoff.
4|K|news-preview|Nobel season: who is tipped for medicine?|The Nobel Assembly announces the Physiology or Medicine prize on Monday, October 7, 2024, opening the week. Citation analysts point to GLP-1 drugs, the genetics of obesity and CAR-T therapy among contenders.|A scheduled announcement and predictions.
2|L|news-report|Nobel for microRNA discovery|Victor Ambros and Gary Ruvkun won the 2024 Nobel Prize in Physiology or Medicine on October 7, 2024, for discovering microRNA and its role in gene regulation, passing over GLP-1 research that many had tipped.|Reports the October 7, 2024 prize.
9|K|betting-market|Prediction market: 2024 Nobel Medicine field|GLP-1 discoverers 24%, CAR-T 11%, microRNA 6%, others 59%. Market closes on 7 October 2024 at 11:30 a.m. Stockholm time.|Market odds and a future close.
1|L|journal-news|Editorial: microRNA's long road to Stockholm|The award announced on 7 October 2024 comes 31 years after Ambros and Ruvkun published back-to-back papers on lin-4 in worms, work first met with indifference.|Reports the 7 October 2024 award.
3|L|news-report|Chemistry Nobel goes to protein design and AlphaFold|Two days after the medicine prize, the Royal Swedish Academy of Sciences on October 9, 2024 awarded the chemistry prize to David Baker, Demis Hassabis and John Jumper.|Reports the October 9, 2024 prize and the earlier medicine prize.
""",
    ),
    Q(
        "p9-nhs-mounjaro-gp-2025",
        "Will NHS England begin offering tirzepatide (Mounjaro) for weight management through GP practices by June 30, 2025?",
        "Resolves YES if eligible patients in England can be prescribed tirzepatide for obesity through primary care (GP practices) under the NICE-approved rollout on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-30",
        1,
        "public_health",
        """
25|K|nhs-news|Weight-loss jab to be offered by GPs from June|NHS England said tirzepatide will be available through GP practices from 23 June 2025, starting with people who have a BMI of 40 or more and at least four weight-related conditions. About 220,000 people are expected to get it over the first three years.|A planned future start date.
2|L|news-report|GPs begin prescribing Mounjaro for obesity|Patients in England began receiving tirzepatide through their family doctors on June 23, 2025, the first time a weight-loss drug has been widely available in NHS primary care.|Reports the June 23, 2025 start.
10|K|gp-trade|Practices warn of capacity problems before Mounjaro rollout|Several GP groups said they have not been given extra funding to cover monitoring and wraparound care, and some may decline to prescribe when the programme starts on 23 June 2025.|Concerns about a future start.
1|L|pharmacy-trade|Week one of NHS tirzepatide: early reports|Since the rollout began on 23 June 2025, community pharmacists report questions from patients who had been paying privately and want to switch to NHS supply.|Reports the 23 June 2025 start.
6|K|nice-guidance|Tirzepatide for managing overweight and obesity: implementation period|NICE agreed a 12-year phased implementation for tirzepatide in primary care, with priority cohorts set out by NHS England. Funding variation ends the usual 90-day requirement.|Guidance and a phased plan, no outcome.
3|L|news-report|Lilly to raise UK price of Mounjaro|Eli Lilly said on August 28, 2025 it would raise the UK list price of Mounjaro by up to 170% from September, though NHS supply prices would not change.|Reports a later event of August 28, 2025.
""",
    ),
    Q(
        "p9-lilly-triumph4-2025",
        "Will Eli Lilly report topline results of a phase 3 TRIUMPH trial of retatrutide by December 31, 2025?",
        "Resolves YES if Lilly announces topline results from any phase 3 TRIUMPH study of retatrutide on or before December 31, 2025. Resolves NO otherwise.",
        "2025-11-25",
        "2025-12-31",
        1,
        "clinical_trials",
        """
26|K|earnings-call|Lilly Q3 2025: retatrutide data coming|Management said the first of seven phase 3 retatrutide readouts, TRIUMPH-4 in obesity and knee osteoarthritis, would come by December 31, 2025, with the rest in 2026.|A plan for a future readout.
2|L|company-press-release|Lilly's retatrutide delivers average weight loss of up to 71 pounds in first phase 3 trial|INDIANAPOLIS, Dec. 11, 2025 -- Eli Lilly announced that retatrutide 12 mg produced mean weight loss of 28.7% at 68 weeks in TRIUMPH-4, in adults with obesity and knee osteoarthritis, and substantially reduced knee pain.|Reports the December 11, 2025 results.
8|K|investor-note|LLY: retatrutide bar is mid-20s|The phase 2 data showed 24.2% weight loss at 48 weeks. For TRIUMPH-4, we think anything above 25% at the top dose would keep retatrutide on track as a best-in-class option for severe obesity.|Expectations for a future readout.
1|L|market-wrap|Lilly rises on triple-agonist data|Lilly shares gained about 2% on Dec. 11, 2025, after the TRIUMPH-4 results, though some analysts flagged higher dropout from dysaesthesia at the highest dose.|Reports the December 11, 2025 share move.
14|K|journal-news|Triple agonists: why GIP, GLP-1 and glucagon together|Glucagon receptor activity may raise energy expenditure and reduce liver fat, researchers wrote in a review this autumn. Retatrutide's first phase 3 data will show whether the gains seen in phase 2 hold up.|A review and a future readout.
""",
    ),
]
