# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold63` part, read by `build_hold63.py`.

International news outside the US and the UK (Asia, Africa, Latin America, the Middle East and
Eastern Europe) as English-language outlets and wire services write it: wire briefs with datelines,
translated official statements, regional outlets' reports and previews, explainers, timelines,
result lines and corrections. Each question's documents are one line each in a string, fields
separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style, title,
text, why. Written blind as a held-out part from resolved questions; the wording is invented and
the figures are from memory. See `build_hold63.py` and the part's section in
`tests/data/leak_set/README.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "r4-latvia-pres-2023-first-round",
        "Will the Saeima elect Edgars Rinkēvičs President of Latvia in the first round of its vote of May 31, 2023?",
        "Resolves YES if Edgars Rinkēvičs receives at least 51 votes in the first round of the Saeima's presidential election held on May 31, 2023. Resolves NO if he is elected in a later round or not at all.",
        "2023-05-22",
        "2023-05-31",
        0,
        "elections",
        """
3|K|wire-brief-dateline|Latvian coalition rallies behind Rinkēvičs|RIGA, May 19 (wire) - Foreign Minister Edgars Rinkēvičs, nominated by Prime Minister Krišjānis Kariņš's New Unity, will face businessman Uldis Pīlēns and Elīna Pinto in the Saeima's secret ballot on May 31, 2023. A candidate needs at least 51 of the 100 votes to win.|A preview of a scheduled vote.
8|K|explainer|How Latvia chooses its president|Latvia's head of state is elected by the 100-member Saeima, not by voters. If nobody reaches 51 votes, the weakest candidate drops out and another round is held; if that also fails, nominations reopen. This year's vote is set for May 31, and President Egils Levits's term ends on July 7.|Explains the procedure and the scheduled dates.
1|L|wire-report|Rinkēvičs elected Latvian president in third round|The Saeima elected Foreign Minister Edgars Rinkēvičs president of Latvia on 31 May 2023 with 52 votes, in a third round of voting after no candidate cleared the 51-vote bar in the first two ballots.|Reports the May 31, 2023 vote as done.
5|L|timeline|Latvia's 2023 presidential election: timeline|Timeline: / - Mid-May: nominations close with three candidates / - 31 May 2023: two inconclusive ballots, then Rinkēvičs elected with 52 votes / - 8 July 2023: Rinkēvičs sworn in, becoming the EU's first openly gay head of state|A timeline lists the May 31 and July 8, 2023 events as past.
2|K|regional-report|Opposition cool on foreign minister's bid|Opposition deputies said they would not back Rinkēvičs when lawmakers vote on Wednesday, May 31, arguing the coalition had rushed the nomination. Analysts in Riga expect more than one round before a winner emerges.|Stances and forecasts ahead of the vote.
4|L|correction|Correction: Latvia's presidential vote|An earlier version of this story said Edgars Rinkēvičs was elected in the first round of voting on May 31, 2023. He was elected in the third round.|A correction states the May 31, 2023 result.
""",
    ),
    Q(
        "r4-estonia-michal-govt-2024",
        "Will a government led by Kristen Michal be sworn in in Estonia by July 31, 2024?",
        "Resolves YES if a cabinet headed by Kristen Michal takes the oath of office before the Riigikogu on or before July 31, 2024. Resolves NO otherwise.",
        "2024-07-12",
        "2024-07-31",
        1,
        "politics",
        """
10|K|wire-brief-dateline|Reform Party lines up Michal to succeed Kallas|TALLINN, July 2 (wire) - Climate Minister Kristen Michal is the Reform Party's only candidate to replace Kaja Kallas, whom EU leaders nominated on June 27 as the bloc's next foreign policy chief. Kallas is expected to resign once the party has a new chair, and the coalition wants a new cabinet in place before the end of July.|Past nomination and a planned handover.
3|L|wire-report|Michal's cabinet takes office in Tallinn|Kristen Michal's government was sworn in before the Riigikogu on July 23, 2024, a day after lawmakers approved his candidacy, with Reform, Eesti 200 and the Social Democrats keeping their coalition.|Reports the July 22 and 23, 2024 votes and oath as done.
6|K|explainer|What happens when an Estonian prime minister resigns|When the prime minister resigns the whole government goes with them, and the president has 14 days to name a candidate, who then needs a majority in the Riigikogu. If Kallas steps down in mid-July, as expected, a vote on her successor could come before the month is out.|A conditional sequence of future steps.
1|L|regional-report|Kallas steps down as prime minister|Kaja Kallas handed her resignation to President Alar Karis on 15 July 2024, bringing down the government as planned and opening the way for Kristen Michal, who had been elected Reform Party leader the day before.|Reports the July 14 and 15, 2024 events.
14|K|analysis|Michal would inherit tax rises and poor polls|Whoever takes over from Kallas will have to defend the car tax and the VAT increase due on July 1, 2025, while Reform trails Isamaa in surveys. Coalition partners want a renewed coalition agreement signed before any new cabinet is confirmed.|A scheduled tax change and stated demands.
2|L|wire-update|Estonian parliament backs Michal|Update, July 22, 2024: The Riigikogu voted to give Kristen Michal a mandate to form a government. His ministers are due to take the oath on Tuesday.|An update reports the July 22, 2024 vote as done.
""",
    ),
    Q(
        "r4-serbia-govt-2025-04",
        "Will Serbia's National Assembly elect a new government by April 18, 2025?",
        "Resolves YES if the National Assembly of Serbia elects a new prime minister and cabinet on or before April 18, 2025, the deadline after Prime Minister Miloš Vučević's resignation. Resolves NO if the deadline passes and parliament is dissolved.",
        "2025-04-03",
        "2025-04-18",
        1,
        "politics",
        """
5|K|wire-brief-dateline|Vučić says he will name a PM-designate within days|BELGRADE, March 29 (wire) - President Aleksandar Vučić said he would put forward a prime minister-designate "in the coming days" or call snap elections, with the legal deadline for a new government running out on April 18, 2025. Student-led protests over the Novi Sad station canopy collapse continue.|A stated intention and a deadline.
2|L|wire-report|Serbian parliament elects Macut government|Serbian lawmakers elected a government headed by endocrinologist Đuro Macut on 16 April 2025, with 152 votes in the 250-seat assembly, ending weeks of uncertainty after Miloš Vučević's resignation.|Reports the April 16, 2025 vote as done.
12|K|explainer|Serbia's government deadline, explained|Parliament formally noted Vučević's resignation on March 19, starting a 30-day clock. If no cabinet is elected by April 18, the president must dissolve the assembly and call elections to be held within 45 to 60 days.|A past step and a legal deadline.
1|L|regional-report|Vučić picks professor Macut for prime minister|President Vučić on April 6, 2025 proposed Đuro Macut, a medical professor with no party background, as prime minister, promising a cabinet of "continuity".|Reports the April 6, 2025 nomination.
8|K|analysis|Snap election or new cabinet? Belgrade weighs its options|Officials of the ruling SNS are split over forming a cabinet before April 18 or going to the polls in June. A fresh vote would test the party against the protest movement for the first time since the canopy collapse of November 1, 2024.|Options and an earlier event.
3|L|timeline|Serbia's political crisis: key dates|- 1 Nov 2024: canopy at Novi Sad station collapses, killing more than a dozen people / - 28 Jan 2025: PM Vučević resigns / - 15 Mar 2025: mass protest in Belgrade / - 16 Apr 2025: parliament elects Đuro Macut's government|A timeline lists the April 16, 2025 election as past.
""",
    ),
    Q(
        "r4-pakistan-26th-amendment-2024",
        "Will Pakistan's parliament pass the 26th Constitutional Amendment by October 31, 2024?",
        "Resolves YES if both the Senate and the National Assembly of Pakistan pass the 26th Constitutional Amendment Bill with the required two-thirds majorities on or before October 31, 2024. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-31",
        1,
        "legislation",
        """
7|K|regional-report|Government regroups after failed bid on constitutional package|ISLAMABAD: The ruling coalition says it will bring its constitutional package back once it has the two-thirds majority it lacked last month, when sessions called for September 15 and 16 were adjourned without the bill being tabled. Maulana Fazlur Rehman's JUI-F remains the key to the numbers.|A failed earlier attempt and a plan.
2|L|wire-report|Pakistan passes 26th amendment in overnight sitting|Pakistan's National Assembly approved the 26th Constitutional Amendment with 225 votes in the early hours of October 21, 2024, hours after the Senate passed it with 65, giving a parliamentary committee the power to choose the chief justice.|Reports the October 20-21, 2024 votes as done.
12|K|explainer|What the proposed amendment would change|The draft would create constitutional benches, let a special parliamentary committee pick the chief justice from the three most senior judges, and fix the chief justice's term at three years. The timing matters because Chief Justice Qazi Faez Isa is due to retire on October 25, 2024.|A draft's contents and a scheduled retirement.
1|L|wire-report|Justice Yahya Afridi nominated as next chief justice|A special parliamentary committee nominated Justice Yahya Afridi on 22 October 2024 as Pakistan's next chief justice, the first choice made under the amendment passed a day earlier.|Reports the October 21 and 22, 2024 events.
4|K|wire-brief-dateline|PM says consensus on amendment is close|LAHORE, Oct 6 (wire) - Prime Minister Shehbaz Sharif said the government hoped to pass the package before Chief Justice Isa retires on Oct. 25, once talks with the JUI-F conclude. Parliament could be summoned after the SCO summit of October 15-16.|A hope and scheduled dates.
9|L|result-line|26th Amendment: how the houses voted|Senate, 20 October 2024: 65 in favour, PTI members walking out. National Assembly, 21 October 2024: 225 in favour. Signed into law by President Asif Ali Zardari the same morning.|A result line reports the October 2024 votes.
""",
    ),
    Q(
        "r4-india-gst-two-slab-2025",
        "Will India's revised GST rate structure, removing the 12% and 28% slabs, take effect by September 30, 2025?",
        "Resolves YES if revised Goods and Services Tax rates that fold the 12% and 28% slabs into the other rates come into force on or before September 30, 2025, as notified after a GST Council decision. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-30",
        1,
        "macro",
        """
9|K|regional-report|Modi promises a 'Diwali gift' of GST cuts|NEW DELHI: Prime Minister Narendra Modi used his Independence Day address on August 15 to announce "next-generation" GST reforms by Diwali, which falls on October 20 this year. Officials say the plan would fold most goods into two slabs of 5% and 18%.|A past speech announcing a future reform.
3|K|wire-brief-dateline|Ministers' panel backs two-slab GST|NEW DELHI, Aug 21 (wire) - A group of state finance ministers endorsed the Centre's proposal to scrap the 12% and 28% GST slabs, leaving the final decision to the GST Council, which is expected to meet on September 3-4, 2025.|A past endorsement and a scheduled meeting.
1|L|wire-report|GST Council approves two-rate structure|The GST Council on September 3, 2025 approved a simplified structure of 5% and 18%, with a 40% rate for luxury and sin goods, effective from September 22, 2025, Finance Minister Nirmala Sitharaman told reporters.|Reports the September 3, 2025 decision as done.
5|K|explainer|What a two-slab GST would mean for shoppers|If the Council agrees, small cars, air conditioners and cement could move from 28% to 18%, and many packaged foods would drop to 5%. Any change would apply only from a date the Council notifies, and states are pressing for compensation.|Conditional effects of a future decision.
2|L|regional-report|Shoppers throng showrooms as new GST rates kick in|Car dealers in Mumbai and Delhi reported record bookings on Monday, 22 September 2025, the first day of Navratri and of the new GST rates, with several makers passing on cuts of up to ₹1 lakh.|Reports the new rates taking effect on September 22, 2025.
4|K|analysis|GST overhaul could cost ₹50,000 crore a year|Economists estimate the revenue loss at ₹40,000 to ₹50,000 crore a year once the new rates are in force, possibly from the festive season beginning in late September, though higher consumption could offset part of it.|A forecast with a possible future start.
""",
    ),
    Q(
        "r4-jk-assembly-2024-nc-congress",
        "Will the National Conference-Congress alliance win at least 46 of the 90 seats in the Jammu and Kashmir Assembly election counted on October 8, 2024?",
        "Resolves YES if the JKNC and the Indian National Congress together win at least 46 of the 90 elected seats when votes are counted on October 8, 2024. Resolves NO otherwise.",
        "2024-09-24",
        "2024-10-08",
        1,
        "elections",
        """
5|K|wire-brief-dateline|Kashmir votes in first assembly poll in a decade|SRINAGAR, Sept 18 (wire) - Voters in 24 constituencies cast ballots on Wednesday in the first phase of Jammu and Kashmir's first assembly election since 2014, and the first since its special status was revoked in 2019. The second and third phases are on September 25 and October 1, with counting on October 8.|A past first phase and scheduled phases.
1|L|wire-report|NC-Congress alliance wins Jammu and Kashmir|The National Conference-Congress alliance won 48 of the 90 seats when votes were counted on October 8, 2024, the NC alone taking 42; the BJP won 29, nearly all in the Jammu region.|Reports the October 8, 2024 result as done.
11|K|explainer|J&K election: phases, seats and what is at stake|The new assembly will have limited powers because Jammu and Kashmir remains a Union Territory, and the lieutenant governor can nominate five members. Results are due on 8 October 2024.|Explains the scheduled count.
3|L|regional-report|Omar Abdullah sworn in as chief minister|Omar Abdullah took oath as chief minister of Jammu and Kashmir on October 16, 2024 at the SKICC in Srinagar, the first to head the Union Territory's elected government.|Reports the October 16, 2024 swearing-in.
7|K|analysis|Can the BJP sweep the Jammu plains again?|The BJP is counting on the Jammu region's 43 seats while the NC hopes to sweep the Valley. Exit polls will be released after the last phase on October 1; most analysts here expect a hung assembly.|Forecasts and a scheduled release.
2|L|result-line|J&K results at a glance (8 Oct 2024)|JKNC 42 / BJP 29 / INC 6 / JKPDP 3 / Others 10. Majority mark: 46.|A result line reports the October 8, 2024 count.
""",
    ),
    Q(
        "r4-china-retirement-age-2024",
        "Will China's NPC Standing Committee approve raising the statutory retirement age by September 30, 2024?",
        "Resolves YES if the Standing Committee of the National People's Congress adopts a decision raising China's statutory retirement age on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-09",
        "2024-09-30",
        1,
        "legislation",
        """
6|K|wire-brief-dateline|China's top legislature to review retirement age plan|BEIJING, Sept 3 (wire) - The Standing Committee of the National People's Congress will review a draft decision on gradually raising the statutory retirement age at its session from September 10 to 13, 2024, state media reported.|A scheduled review.
1|L|wire-report|China raises retirement age for first time in decades|China's legislature on September 13, 2024 approved raising the retirement age for men to 63 from 60, and for women to 55 or 58 depending on their jobs, phased in over 15 years from January 1, 2025.|Reports the September 13, 2024 decision as done.
20|K|explainer|Why China wants people to work longer|The Communist Party's third plenum in July called for a "voluntary and flexible" rise in the retirement age. China's current limits, 60 for men and 50 or 55 for women, are among the lowest of any large economy, and pension funds in several provinces are under strain.|Earlier facts only.
3|L|regional-report|Weibo grumbles as retirement bill passes|Posts criticising the change trended on Weibo after the vote on Friday, 13 September 2024, with many users complaining about a minimum pension contribution period that will rise to 20 years from 15.|Reports the September 13, 2024 vote.
9|K|analysis|A reform that would take 15 years|Officials have suggested any change would be phased in month by month rather than all at once. If lawmakers approve it this month, the first cohort could be affected from January 2025.|A conditional about a future decision.
""",
    ),
    Q(
        "r4-china-2025-growth-target",
        "Will China's 2025 government work report, delivered at the NPC opening on March 5, 2025, set a GDP growth target of around 5%?",
        "Resolves YES if the government work report presented to the National People's Congress on March 5, 2025 sets a 2025 GDP growth target of 'around 5%'. Resolves NO otherwise.",
        "2025-02-24",
        "2025-03-05",
        1,
        "macro",
        """
8|K|wire-brief-dateline|Provinces set growth goals ahead of NPC|SHANGHAI, Feb 16 (wire) - Most of China's big provinces have set 2025 growth targets of around 5%, pointing to a similar national goal when Premier Li Qiang presents the government work report on March 5, 2025.|A scheduled report and a forecast.
2|L|wire-report|China keeps 'around 5%' target, widens deficit|Premier Li Qiang set a growth target of around 5% for 2025 in the work report he delivered on 5 March 2025, and raised the budget deficit goal to about 4% of GDP.|Reports the March 5, 2025 report as done.
25|K|regional-report|China's economy grew 5% in 2024, statistics bureau says|The National Bureau of Statistics said on January 17 that the economy expanded 5.0% last year, meeting the government's goal after a late-year stimulus push. First-quarter figures are due in mid-April.|An earlier release and a scheduled one.
4|K|explainer|Two Sessions 2025: dates and what to watch|The CPPCC opens on March 4 and the NPC on March 5. Watch the growth target, the deficit ratio, the quota for special treasury bonds and any mention of support for consumption.|A calendar of scheduled sessions.
1|L|analysis-updated|What Beijing's targets tell us|Before the session we argued a 5% goal was likely. The report delivered on Wednesday, March 5, 2025 confirmed it, along with an inflation target of about 2%, the lowest in more than two decades.|A follow-up reports the March 5, 2025 targets.
12|K|analysis|Will Beijing keep the 5% goal?|Some advisers argue for a range of 4.5% to 5% after the U.S. tariffs announced on February 1. Others say Beijing will stick with "around 5%" to anchor confidence. The answer comes on March 5.|Opposing forecasts of a scheduled decision.
""",
    ),
    Q(
        "r4-osaka-expo-opening-2025",
        "Will Expo 2025 Osaka, Kansai open to the public on its scheduled date of April 13, 2025?",
        "Resolves YES if Expo 2025 in Osaka opens to paying visitors on April 13, 2025. Resolves NO if the opening is delayed.",
        "2025-04-02",
        "2025-04-13",
        1,
        "events",
        """
6|K|wire-brief-dateline|Osaka Expo to hold trial runs before April 13 opening|OSAKA, March 27 (wire) - Organisers of Expo 2025 will open the Yumeshima site to tens of thousands of invited guests for trial runs from April 4 to 6, ahead of the official opening on April 13, 2025. Advance ticket sales remain below target.|Scheduled trial days and opening.
1|L|wire-report|Osaka Expo opens to crowds and rain|Expo 2025 Osaka, Kansai opened its gates on Sunday, April 13, 2025, with visitors queuing in the rain and some pavilions still unfinished; organisers said more than 100,000 people came on the first day.|Reports the April 13, 2025 opening as done.
15|K|explainer|Expo 2025: what to know|The six-month event on the artificial island of Yumeshima runs from April 13 to October 13, 2025. More than 150 countries and regions are taking part, and its centrepiece is the wooden Grand Ring designed by Sou Fujimoto.|A schedule of a future event.
3|L|regional-report|Trial run draws complaints over queues|Invited guests at the trial day on April 4, 2025 waited up to an hour at the entry gates, prompting organisers to promise changes before opening day.|Reports the April 4, 2025 trial day.
10|K|analysis|Japan bets on Expo to lure visitors|Officials hope for 28 million visits over six months. With advance ticket sales of under 9 million by mid-March, they face a steep climb before the gates open on April 13.|A target and a scheduled opening.
""",
    ),
    Q(
        "r4-indonesia-finmin-2025-09",
        "Will Sri Mulyani Indrawati still be Indonesia's finance minister on September 30, 2025?",
        "Resolves YES if Sri Mulyani Indrawati holds the post of Minister of Finance of Indonesia on September 30, 2025. Resolves NO if she has been replaced or has resigned by then.",
        "2025-08-27",
        "2025-09-30",
        0,
        "politics",
        """
11|K|regional-report|Sri Mulyani defends 2026 budget assumptions|JAKARTA: Finance Minister Sri Mulyani Indrawati told lawmakers the 2026 budget's deficit target of 2.48% of GDP was realistic, days after President Prabowo Subianto presented the bill on August 15. The House budget committee will deliberate it through September.|A past budget speech and planned deliberations.
2|L|wire-report|Prabowo replaces Sri Mulyani in cabinet shake-up|President Prabowo Subianto replaced Finance Minister Sri Mulyani Indrawati with Purbaya Yudhi Sadewa, head of the deposit insurance agency, in a reshuffle announced on September 8, 2025 after deadly protests.|Reports the September 8, 2025 reshuffle as done.
20|K|analysis|Markets see Sri Mulyani as the anchor|Investors regard the veteran minister as a guarantee of fiscal discipline as Prabowo's free-meals programme grows. Talk of her departure has surfaced before and been denied by the palace.|No dated later event; a control.
1|L|wire-report|Rupiah slides after finance minister's exit|The rupiah weakened past 16,400 per dollar and the Jakarta Composite fell more than 1% on Tuesday, 9 September 2025, a day after Sri Mulyani was replaced.|Reports the September 8 and 9, 2025 events.
5|K|wire-brief-dateline|Lawmakers' housing allowance stirs anger|JAKARTA, Aug 22 (wire) - Student groups said they would rally outside parliament on Monday, August 25, against a monthly housing allowance of 50 million rupiah for legislators. The finance ministry has not commented.|A planned rally before the cutoff.
3|L|timeline|Indonesia's late-August unrest: a timeline|- Aug 25: first protests at parliament over allowances / - Aug 28, 2025: delivery rider killed by a police vehicle in Jakarta / - Aug 31, 2025: homes of several lawmakers and of Sri Mulyani looted / - Sept 8, 2025: Sri Mulyani replaced by Purbaya Yudhi Sadewa|A timeline lists post-cutoff events as past.
""",
    ),
    Q(
        "r4-thaksin-supreme-court-2025",
        "Will Thailand's Supreme Court order Thaksin Shinawatra to serve further prison time in its ruling of September 9, 2025?",
        "Resolves YES if the Supreme Court's Criminal Division for Holders of Political Positions, in its ruling of September 9, 2025 on Thaksin Shinawatra's hospital stay, orders him to serve any further prison time. Resolves NO otherwise.",
        "2025-08-26",
        "2025-09-09",
        1,
        "courts",
        """
4|K|regional-report|Thaksin acquitted of royal insult|BANGKOK: The Criminal Court on August 22 acquitted former prime minister Thaksin Shinawatra of lèse-majesté over a 2015 interview. A separate ruling on whether his hospital stay counted as prison time is due from the Supreme Court on September 9.|An earlier acquittal and a scheduled ruling.
1|L|wire-report|Thaksin ordered back to prison for one year|Thailand's Supreme Court ruled on September 9, 2025 that Thaksin Shinawatra's six months in a police hospital did not count as time served and ordered him to serve one year in prison; he was taken to a Bangkok jail straight from the court.|Reports the September 9, 2025 ruling as done.
12|K|explainer|Why Thaksin's hospital stay is before the court|Thaksin returned from exile in August 2023 and was sentenced to eight years, cut to one by royal pardon, but spent the time in Police General Hospital before parole in February 2024. The court is examining whether that was lawful and will read its verdict on 9 September 2025.|Earlier facts and a scheduled verdict.
3|L|wire-brief-dateline|Thaksin flies to Dubai days before ruling|BANGKOK, Sept 4, 2025 (wire) - Thaksin Shinawatra left for Dubai on a private jet on Thursday, saying he would be back before the Supreme Court's ruling. He flew home on September 8, 2025.|Reports the September 4 and 8, 2025 trips.
7|K|analysis|Three ways the Thaksin case could go|The court could find the hospital stay lawful and close the case, order him to serve some or all of the year again, or refer officials for prosecution. Pheu Thai figures privately fear the second outcome.|Possible outcomes with no date; a control.
2|L|translated-statement|Department of Corrections statement on Thaksin Shinawatra (unofficial translation)|The Department of Corrections reports that on 9 September 2025 Mr. Thaksin Shinawatra was received at Bangkok Remand Prison in accordance with the Supreme Court's order and has undergone health screening and processing as for any other inmate.|A statement reports the September 9, 2025 admission to prison.
""",
    ),
    Q(
        "r4-vietnam-34-provinces-2025",
        "Will Vietnam's National Assembly approve reducing the number of provinces and centrally run cities to 34 by June 30, 2025?",
        "Resolves YES if the National Assembly of Vietnam adopts a resolution merging the country's 63 provincial-level units into 34 on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-30",
        1,
        "legislation",
        """
10|K|wire-brief-dateline|Vietnam lawmakers weigh halving number of provinces|HANOI, May 26 (wire) - Vietnam's National Assembly is debating a plan to merge its 63 provinces and cities into 34 and abolish the district tier, with a vote expected before the session closes in late June. The new structure would take effect on July 1, 2025.|A plan under debate and a planned start.
1|L|wire-report|Vietnam approves merger into 34 provinces|Vietnam's National Assembly voted on June 12, 2025 to cut the number of provinces and centrally run cities to 34 from 63, effective July 1, 2025, the largest administrative overhaul since reunification.|Reports the June 12, 2025 vote as done.
18|K|explainer|Why Vietnam is redrawing its map|General Secretary To Lam has pushed a "revolution" in streamlining the state, merging ministries and cutting tens of thousands of jobs. The provincial plan, endorsed by the party in April, still needs constitutional amendments from the National Assembly.|Earlier steps and a pending vote.
4|L|regional-report|New provinces open for business|Officials across Vietnam held ceremonies on July 1, 2025 as 34 provincial governments replaced 63, with Ho Chi Minh City absorbing Binh Duong and Ba Ria-Vung Tau.|Reports the July 1, 2025 changeover.
6|K|regional-report|Provinces debate names and capitals for merged units|Residents of Binh Duong have asked that their province's name survive the merger. Under the draft, names and administrative centres will be fixed in the National Assembly's resolution, due to be passed at the current session.|A pending decision.
2|L|result-line|Constitutional amendment vote, 16 June 2025|In favour: 470 of 470 deputies present. The amendments removing district-level government took effect on 1 July 2025.|A result line reports the June 16, 2025 vote.
""",
    ),
    Q(
        "r4-nigeria-minimum-wage-2024",
        "Will Nigeria enact a new national minimum wage of at least ₦100,000 a month by July 31, 2024?",
        "Resolves YES if a law setting Nigeria's national minimum wage at ₦100,000 a month or more is signed by the President on or before July 31, 2024. Resolves NO if no such law is signed, or if the new minimum is lower.",
        "2024-07-16",
        "2024-07-31",
        0,
        "labor",
        """
12|K|regional-report|Labour and government still far apart on wage|ABUJA: The tripartite committee's talks ended with the government offering ₦62,000 and the Nigeria Labour Congress holding out for ₦250,000. President Bola Tinubu is expected to send an executive bill to the National Assembly once he decides on a figure.|Positions before a decision, with no later date.
1|L|wire-report|Tinubu, labour agree ₦70,000 minimum wage|President Bola Tinubu and leaders of the NLC and TUC agreed on July 18, 2024 to a new national minimum wage of ₦70,000 a month, with a review every three years, ending months of dispute.|Reports the July 18, 2024 agreement as done.
6|K|wire-brief-dateline|NLC sets deadline over wage bill|LAGOS, July 10 (wire) - The Nigeria Labour Congress said its national executive council would meet on July 20 to consider a fresh strike if no wage bill had reached the National Assembly by then. The current ₦30,000 minimum dates from 2019.|A future meeting and a conditional strike.
3|L|wire-report|Tinubu signs minimum wage bill into law|President Tinubu signed the Minimum Wage (Amendment) Bill on 29 July 2024, six days after the National Assembly passed it, raising the national minimum to ₦70,000 from ₦30,000.|Reports the July 29, 2024 signing.
20|K|explainer|Why Nigerian workers say ₦30,000 no longer buys a bag of rice|Food inflation above 40%, the end of the petrol subsidy in May 2023 and the naira's slide have eroded pay. The NLC's strike of June 3 shut down the national grid before talks resumed.|Earlier events only.
2|L|regional-report|National Assembly passes wage bill in a day|The Senate and the House of Representatives passed the new minimum wage bill on July 23, 2024, taking it through all readings on the day it arrived.|Reports the July 23, 2024 passage.
""",
    ),
    Q(
        "r4-sa-vat-increase-2025-05",
        "Will South Africa's standard VAT rate rise above 15% on May 1, 2025?",
        "Resolves YES if South Africa's standard value-added tax rate is higher than 15% on May 1, 2025, as proposed in the budget of March 12, 2025. Resolves NO otherwise.",
        "2025-04-14",
        "2025-05-01",
        0,
        "macro",
        """
7|K|regional-report|DA heads to court over VAT hike|CAPE TOWN: The Democratic Alliance has asked the Western Cape High Court to block the 0.5 percentage point VAT increase due on May 1, 2025, arguing that parliament did not properly adopt the fiscal framework on April 2. The Treasury is opposing the application.|A pending case and a scheduled increase.
2|L|wire-report|Godongwana scraps VAT increase|Finance Minister Enoch Godongwana said on 24 April 2025 that the planned VAT increase would not go ahead and the rate would stay at 15% on May 1, after pressure from coalition partners and a pending court challenge.|Reports the April 24, 2025 reversal as done.
20|K|explainer|How South Africa's VAT plan came about|Godongwana's first budget on February 19 was postponed over a proposed two-point VAT rise. The revised budget of March 12 proposed half a point on May 1, 2025 and another half point on April 1, 2026.|Earlier events and scheduled increases.
1|L|wire-brief-dateline|VAT stays at 15% as planned rise lapses|JOHANNESBURG, May 1, 2025 (wire) - South African retailers kept VAT at 15% on Thursday after the Treasury's reversal last week, and the rand firmed slightly.|Reports the rate on May 1, 2025.
5|K|analysis|Retailers brace for May 1 price changes|Big grocers have told suppliers to prepare price files for May 1 in case the increase goes ahead. Zero-rated basic foods would not be affected.|Preparations for a possible change.
10|K|official-statement|National Treasury media statement (excerpt)|National Treasury notes the adoption of the Fiscal Framework by the National Assembly on 2 April 2025. The VAT rate will increase by 0.5 percentage points with effect from 1 May 2025, as announced in the 2025 Budget Review.|A past statement about a future date.
""",
    ),
    Q(
        "r4-gem-opening-2025",
        "Will the Grand Egyptian Museum hold its official opening ceremony by November 5, 2025?",
        "Resolves YES if Egypt holds the official inauguration of the Grand Egyptian Museum at Giza on or before November 5, 2025. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-05",
        1,
        "events",
        """
9|K|wire-brief-dateline|Egypt confirms November 1 opening for Grand Egyptian Museum|CAIRO, Oct 11 (wire) - Egypt will formally open the Grand Egyptian Museum near the Giza pyramids on November 1, 2025, with heads of state invited, the tourism ministry said. The galleries open to the public from November 4.|A scheduled ceremony.
1|L|wire-report|Grand Egyptian Museum opens with gala|Egypt inaugurated the Grand Egyptian Museum on Saturday, November 1, 2025, at a ceremony attended by kings, presidents and prime ministers, more than two decades after construction began.|Reports the November 1, 2025 inauguration as done.
16|K|explainer|Why the museum's opening was put off again|A grand opening planned for July 3 was postponed in June because of the war between Israel and Iran. Trial operations have let visitors see the grand staircase and the Ramses II statue since 2023.|Earlier postponement only.
3|L|regional-report|Crowds queue for Tutankhamun galleries|Thousands of visitors lined up at Giza on 4 November 2025, the first day the full Tutankhamun collection was on public display in the new museum, and timed tickets sold out for the week.|Reports the November 4, 2025 public opening.
5|K|regional-report|Museum closes to visitors ahead of inauguration|The museum stopped admitting visitors today to prepare for the ceremony, and will reopen on November 4 with higher ticket prices for foreign visitors.|A closure and a scheduled reopening.
2|L|timeline|The long road to the GEM|2002: foundation stone laid / 2023: trial openings begin / 1 Nov 2025: official inauguration / 4 Nov 2025: full public opening|A timeline lists the November 2025 openings as past.
""",
    ),
    Q(
        "r4-ethiopia-imf-2024",
        "Will the IMF Executive Board approve a new financing arrangement for Ethiopia by August 15, 2024?",
        "Resolves YES if the IMF Executive Board approves a new lending arrangement for Ethiopia on or before August 15, 2024. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-15",
        1,
        "macro",
        """
8|K|wire-brief-dateline|Ethiopia, IMF near loan deal, sources say|ADDIS ABABA, July 12 (wire) - Ethiopia and the IMF are close to agreeing a multi-billion-dollar programme that would require a move to a market-determined exchange rate, two people familiar with the talks said. A board vote could come before the end of July.|Expectations before a decision.
2|L|wire-report|IMF approves $3.4 billion for Ethiopia|The IMF's Executive Board on July 30, 2024 approved a four-year, $3.4 billion Extended Credit Facility for Ethiopia, releasing about $1 billion at once, a day after the central bank floated the birr.|Reports the July 29 and 30, 2024 events.
15|K|explainer|Ethiopia's currency problem|The official birr rate of about 57 per dollar is far from the parallel-market rate of over 100. Ethiopia missed a Eurobond coupon in December 2023 and needs an IMF deal to complete its debt restructuring.|Earlier facts only.
1|L|regional-report|Birr plunges after float|The birr lost nearly 30% against the dollar on 29 July 2024, the first day of trading after the National Bank of Ethiopia let banks set exchange rates freely.|Reports the July 29, 2024 float.
4|K|analysis|What a float would mean for Ethiopians|If the birr is allowed to find its level, as the IMF wants, imported fuel and medicine would become much dearer. Officials say targeted subsidies would be in place before any change.|A conditional with no date; a control.
3|L|translated-statement|National Bank of Ethiopia announcement (unofficial translation)|The National Bank of Ethiopia today, 29 July 2024, introduced a market-based foreign exchange regime. Banks may buy and sell foreign currency with clients and among themselves at freely negotiated rates.|An announcement reports the float put in place on July 29, 2024.
""",
    ),
    Q(
        "r4-iraq-speaker-2024",
        "Will Iraq's Council of Representatives elect a new speaker by November 30, 2024?",
        "Resolves YES if the Iraqi Council of Representatives elects a speaker to succeed Mohammed al-Halbousi on or before November 30, 2024. Resolves NO otherwise.",
        "2024-10-21",
        "2024-11-30",
        1,
        "politics",
        """
6|K|regional-report|Iraq's parliament still without a speaker a year on|BAGHDAD: Almost a year after the Federal Supreme Court ended Mohammed al-Halbousi's membership in November 2023, Sunni blocs are still divided over his successor. First deputy speaker Mohsen al-Mandalawi has chaired sessions in the meantime.|Earlier events only.
1|L|wire-report|Iraqi lawmakers elect Mashhadani as speaker|Iraq's Council of Representatives elected veteran Sunni politician Mahmoud al-Mashhadani as speaker on October 31, 2024, with 182 votes in a second round, filling a post vacant for almost a year.|Reports the October 31, 2024 vote as done.
14|K|wire-brief-dateline|Speaker vote could come within weeks, blocs say|BAGHDAD, Oct 7 (wire) - Leaders of the Coordination Framework said a session to elect a speaker could be held "within weeks", once Sunni parties agree on a single candidate. A session on May 18 broke up in a scuffle after an inconclusive first round.|A hope and an earlier failed session.
3|L|regional-report|Mashhadani pledges to unblock stalled laws|Speaking after his election on 31 October 2024, the new speaker Mahmoud al-Mashhadani promised to bring the amnesty law and the personal status amendment to a vote.|Reports the October 31, 2024 election.
9|K|analysis|Why the speakership matters before the next election|Iraq's next parliamentary election is due in late 2025. Until a speaker is chosen, the general amnesty law and the personal status amendment remain stuck.|A future election with no readable date; a control.
""",
    ),
    Q(
        "r4-lebanon-salam-govt-2025",
        "Will a Lebanese government headed by Nawaf Salam be formed by February 28, 2025?",
        "Resolves YES if decrees forming a cabinet headed by Prime Minister Nawaf Salam are signed on or before February 28, 2025. Resolves NO otherwise.",
        "2025-01-28",
        "2025-02-28",
        1,
        "politics",
        """
5|K|wire-brief-dateline|Salam hopes to present cabinet soon|BEIRUT, Jan 23 (wire) - Prime Minister-designate Nawaf Salam said he hoped to present a cabinet to President Joseph Aoun soon, but disputes over the finance ministry continue. Aoun, elected on January 9, wants a government in place before Israel's withdrawal deadline of January 26.|Only dates before the cutoff.
1|L|wire-report|Lebanon forms first full government in over two years|President Joseph Aoun and Prime Minister Nawaf Salam signed decrees forming a 24-member cabinet on February 8, 2025, Lebanon's first fully empowered government since 2022.|Reports the February 8, 2025 formation as done.
12|K|explainer|How a Lebanese cabinet is formed|The president names the prime minister after binding consultations with MPs, and the premier-designate then negotiates portfolios, split equally between Christians and Muslims. There is no deadline; past formations took months. Salam was named on January 13.|Procedure and an earlier date.
3|L|regional-report|Salam government wins confidence vote|Lebanon's parliament gave Nawaf Salam's government a vote of confidence on 26 February 2025, with 95 of 128 deputies in favour after two days of debate.|Reports the February 26, 2025 vote.
1|K|analysis|Finance ministry dispute could delay cabinet|Amal and Hezbollah insist on naming the finance minister. If Salam concedes, a government could be announced before the new February 18, 2025 deadline for Israel's withdrawal, diplomats say; if not, Lebanon faces another long vacuum.|A conditional about a future formation.
2|L|wire-brief-dateline|Lebanon's new cabinet holds first session|BEIRUT, Feb 11, 2025 (wire) - The new cabinet held its first meeting at Baabda Palace on Tuesday and set up a committee to draft its policy statement.|Reports the February 11, 2025 session.
""",
    ),
    Q(
        "r4-pkk-dissolution-2025",
        "Will the PKK announce its dissolution by May 31, 2025?",
        "Resolves YES if the Kurdistan Workers' Party (PKK) publicly announces a decision to dissolve itself on or before May 31, 2025. Resolves NO otherwise.",
        "2025-05-04",
        "2025-05-31",
        1,
        "geopolitics",
        """
6|K|wire-brief-dateline|PKK says congress will be held 'soon'|ISTANBUL, April 28 (wire) - A senior PKK commander said the group would convene a congress to decide on Abdullah Öcalan's call to disarm and dissolve once security conditions allow. Turkey's ruling AK Party said it expected a decision before the summer.|An intention with no readable date; a control.
1|L|wire-report|PKK announces it will disband|The Kurdistan Workers' Party said on May 12, 2025 that a congress had decided to dissolve the group and end its 40-year armed struggle against the Turkish state, following Öcalan's call in February.|Reports the May 12, 2025 announcement as done.
20|K|explainer|What Öcalan's call means|On February 27, the jailed PKK leader urged the group to lay down its arms and dissolve. The PKK declared a ceasefire on March 1 but said a congress was needed, and that Öcalan should be able to guide it.|Earlier events only.
3|L|regional-report|PKK fighters burn weapons near Sulaymaniyah|About 30 PKK militants destroyed their weapons at a ceremony near Sulaymaniyah on 11 July 2025, the first concrete step of the disarmament announced in May.|Reports a July 11, 2025 event.
10|K|analysis|Erdoğan's calculus on the PKK process|Analysts say Erdoğan hopes Kurdish votes could help pass a new constitution before the 2028 election. Ankara has promised nothing in return publicly, though a parliamentary commission is being discussed.|A year-only future reference; a control.
2|L|timeline|From Öcalan's appeal to dissolution|Feb 27, 2025: Öcalan's letter read out in Istanbul / March 1: PKK ceasefire / May 5-7, 2025: PKK congress in northern Iraq / May 12, 2025: dissolution announced|A timeline lists the May 2025 congress and announcement as past.
""",
    ),
    Q(
        "r4-venezuela-essequibo-ref-2023",
        "Will Venezuela's electoral council report 'yes' majorities on all five questions of the December 3, 2023 Essequibo referendum?",
        "Resolves YES if Venezuela's National Electoral Council (CNE) reports that 'yes' won a majority on each of the five questions of the consultative referendum held on December 3, 2023. Resolves NO otherwise.",
        "2023-11-26",
        "2023-12-04",
        1,
        "geopolitics",
        """
4|K|wire-brief-dateline|Venezuela campaigns for Essequibo 'yes'|CARACAS, Nov 22 (wire) - Venezuela's government is urging voters to answer "yes" to all five questions in the December 3, 2023 consultative referendum on the Essequibo region administered by Guyana. The International Court of Justice said it would rule on Guyana's request for provisional measures as soon as possible.|A campaign ahead of a scheduled vote.
1|L|wire-report|Venezuelans back Essequibo claim, electoral council says|Venezuela's National Electoral Council said on December 3, 2023 that about 95% of voters had approved each of the five questions, including creating a Venezuelan state in Essequibo, although polling stations appeared thinly attended.|Reports the December 3, 2023 result as done.
10|K|explainer|Five questions on the Essequibo ballot|Voters are asked whether they reject the 1899 arbitral award, support the 1966 Geneva Agreement, reject the ICJ's jurisdiction, oppose Guyana's use of the waters off the region and back creating a "Guayana Esequiba" state. The vote is consultative.|No later date; a control.
3|L|regional-report|ICJ orders Venezuela not to act on Essequibo|The International Court of Justice on 1 December 2023 unanimously ordered Venezuela to refrain from any action that would change Guyana's control over the Essequibo region, two days before the referendum.|Reports the December 1, 2023 order.
7|K|regional-report|Guyana's Ali says 'Essequibo is ours'|GEORGETOWN: President Irfaan Ali told supporters that Guyana would rely on the ICJ and its allies as Venezuela prepares for its vote of December 3. The Guyana Defence Force said it was watching the border closely.|Statements before a scheduled vote.
2|L|wire-report|Maduro orders new map after referendum|Nicolás Maduro on Dec. 5, 2023 ordered the state oil company PDVSA to issue licences in the Essequibo and presented a new map showing the region as part of Venezuela.|Reports the December 5, 2023 orders.
""",
    ),
    Q(
        "r4-guatemala-arevalo-jan14-2024",
        "Will Bernardo Arévalo be sworn in as President of Guatemala on January 14, 2024, as scheduled?",
        "Resolves YES if Bernardo Arévalo takes the oath of office as President of Guatemala on January 14, 2024, local time. Resolves NO if he is sworn in later or not at all.",
        "2024-01-05",
        "2024-01-15",
        0,
        "politics",
        """
9|K|wire-brief-dateline|Guatemala readies January 14 handover despite legal attacks|GUATEMALA CITY, Dec 27 (wire) - Congress has set the inauguration of President-elect Bernardo Arévalo for the afternoon of January 14, 2024, despite prosecutors' efforts to annul his August victory. Dozens of foreign delegations are expected.|A scheduled inauguration.
1|L|wire-report|Arévalo sworn in after midnight as Congress stalls|Bernardo Arévalo was sworn in as Guatemala's president shortly after midnight on January 15, 2024, nearly ten hours late, after opponents in Congress held up the ceremony over the seating of new lawmakers.|Reports the January 15, 2024 swearing-in as done.
20|K|explainer|Why Guatemala's transition is in doubt|Attorney General Consuelo Porras's office said on December 8 that the election results were "null", a claim rejected by the electoral tribunal and the OAS. Arévalo's term is due to start on January 14, and his Semilla party has been suspended.|An earlier claim and a scheduled start.
3|L|regional-report|Crowds wait through the night outside Congress|Thousands of supporters, many from Indigenous groups, waited outside Congress through the evening of 14 January 2024 as the handover stalled, cheering when Arévalo finally took the oath in the early hours of the next day.|Reports the January 14-15, 2024 events.
5|K|analysis|Can anything still stop Arévalo?|Constitutional lawyers say no court can lawfully block the handover on January 14, 2024, but warn that the new Congress's vote on its leadership, due that morning, could be used to delay proceedings.|A forecast about a scheduled day.
2|L|correction|Correction: Guatemala's inauguration|An earlier version of this article said Bernardo Arévalo took office on January 14. He was sworn in after midnight, on January 15, 2024.|A correction states the January 15, 2024 swearing-in.
""",
    ),
    Q(
        "r4-panama-cobre-ruling-2023",
        "Will Panama's Supreme Court declare the Cobre Panamá mining contract law unconstitutional by December 15, 2023?",
        "Resolves YES if Panama's Supreme Court of Justice rules on or before December 15, 2023 that Law 406, approving First Quantum's contract for the Cobre Panamá mine, is unconstitutional. Resolves NO otherwise.",
        "2023-11-21",
        "2023-12-15",
        1,
        "courts",
        """
1|K|regional-report|Supreme Court to take up mining contract challenges|PANAMA CITY: The Supreme Court said it would begin deliberating the challenges to Law 406, which approved First Quantum's contract for Cobre Panamá, in permanent session from November 24, as protests and road blockades entered a fourth week.|A scheduled deliberation.
1|L|wire-report|Panama's top court strikes down First Quantum contract|Panama's Supreme Court ruled unanimously on November 28, 2023 that the law granting First Quantum's Cobre Panamá mine its contract was unconstitutional; President Laurentino Cortizo said an orderly closure would begin.|Reports the November 28, 2023 ruling as done.
15|K|explainer|Cobre Panamá in numbers|The open-pit mine produces about 1.5% of the world's copper and accounts for roughly 5% of Panama's GDP. The National Assembly approved the new contract on October 20; a law passed on November 3 bans new mining concessions.|Earlier facts only.
3|L|regional-report|First Quantum shares slump after ruling|First Quantum's shares fell sharply in Toronto on 28 November 2023 after the ruling, and the company said it would pursue arbitration to protect its investment.|Reports the November 28, 2023 market reaction.
5|K|wire-brief-dateline|Protesters vow to stay on roads until court rules|PANAMA CITY, Nov 16 (wire) - Teachers' unions and environmental groups said they would keep blocking highways until the Supreme Court rules on the contract, which they want struck down. The court has not set a date.|Stated intentions with no later date; a control.
2|L|timeline|Panama's mining crisis|Oct 20, 2023: Law 406 approved / Nov 3: moratorium on new mining / Nov 28, 2023: Supreme Court voids the contract / Dec 2023: government starts planning the mine's closure|A timeline lists the November 28, 2023 ruling as past.
""",
    ),
    Q(
        "r4-ukraine-mobilization-demob-2024",
        "Will the mobilization law passed by Ukraine's Verkhovna Rada by April 30, 2024 include a right to discharge after 36 months of service?",
        "Resolves YES if the law on mobilization adopted by the Verkhovna Rada in its second reading on or before April 30, 2024 contains a provision for the discharge of service members after 36 months of service. Resolves NO if it does not, or if no such law is adopted by then.",
        "2024-04-08",
        "2024-04-30",
        0,
        "legislation",
        """
6|K|wire-brief-dateline|Rada could vote on mobilization bill next week, speaker says|KYIV, April 2 (wire) - Ukraine's parliament could hold its final vote on the mobilization bill as early as April 10-11, 2024, Speaker Ruslan Stefanchuk said. The draft still contains a clause allowing soldiers to be discharged after 36 months of service.|A possible vote and the draft's contents.
1|L|wire-report|Ukraine passes mobilization law without demobilization clause|The Verkhovna Rada passed the long-delayed mobilization law on April 11, 2024, with 283 votes, after the defence committee dropped the provision on discharging soldiers after 36 months at the army command's request.|Reports the April 11, 2024 vote as done.
25|K|explainer|What's in Ukraine's mobilization bill|The bill, approved at first reading on February 7, would require men of draft age to update their details with recruitment offices within 60 days, allow electronic summonses and restrict some services for evaders. It also sets a 36-month limit on service, which soldiers' families have demanded.|An earlier vote and a draft's contents.
3|L|regional-report|Zelensky signs mobilization law|President Volodymyr Zelensky signed the mobilization law on 16 April 2024; it takes effect a month after publication, on 18 May 2024.|Reports the April 16, 2024 signing.
4|K|regional-report|Mobilization age lowered to 25|President Zelensky has signed a law lowering the minimum age for mobilization to 25 from 27, which the Rada passed last year. It came into force on April 3.|An earlier event only.
2|L|wire-update|Demobilization to be handled in separate bill, ministry says|Update, April 9, 2024: The Rada's national security committee removed the 36-month demobilization clause from the bill before its final reading; the defence ministry said the issue would be dealt with in a separate law.|An update reports the April 9, 2024 committee decision.
""",
    ),
    Q(
        "r4-czech-babis-pm-2025",
        "Will President Petr Pavel appoint Andrej Babiš prime minister of the Czech Republic by December 31, 2025?",
        "Resolves YES if Czech President Petr Pavel formally appoints Andrej Babiš as prime minister on or before December 31, 2025. Resolves NO otherwise.",
        "2025-11-24",
        "2025-12-31",
        1,
        "politics",
        """
6|K|wire-brief-dateline|Pavel says Babiš must resolve Agrofert conflict first|PRAGUE, Nov 18 (wire) - President Petr Pavel said he would appoint ANO leader Andrej Babiš prime minister only after Babiš had explained publicly how he would resolve his conflict of interest over the Agrofert group. Babiš said he would present a solution within weeks.|A condition with no readable later date.
1|L|wire-report|Pavel appoints Babiš as Czech prime minister|President Petr Pavel appointed Andrej Babiš prime minister on December 9, 2025, after the billionaire said he would place his Agrofert conglomerate in a trust and cut his ties to the company.|Reports the December 9, 2025 appointment as done.
14|K|explainer|How a Czech government is formed|The president appoints the prime minister and, on the prime minister's proposal, the ministers; the cabinet must then win a confidence vote in the Chamber of Deputies within 30 days. There is no deadline for the first step.|Procedure with no date; a control.
3|L|regional-report|Babiš plans January confidence vote|Babiš, appointed on 9 December 2025, said his cabinet with the SPD and the Motorists would ask the Chamber of Deputies for its confidence in January 2026.|Reports the December 9, 2025 appointment.
9|K|analysis|Coalition deal signed, all eyes on the Castle|ANO, the SPD and the Motorists signed a coalition agreement this month, giving them 108 of the 200 seats. Pavel has said he will not be rushed, and a new cabinet is unlikely before December.|A forecast of a later step.
2|L|timeline|The Czech Republic after the 2025 election|3-4 Oct 2025: ANO wins with about 35% / 3 Nov 2025: new Chamber of Deputies meets / 9 Dec 2025: Pavel appoints Babiš prime minister|A timeline lists the December 9, 2025 appointment as past.
""",
    ),
    Q(
        "r4-dodik-verdict-2025",
        "Will the Court of Bosnia and Herzegovina convict Milorad Dodik in a first-instance verdict by February 28, 2025?",
        "Resolves YES if the Court of Bosnia and Herzegovina finds Republika Srpska President Milorad Dodik guilty of at least one charge in a first-instance verdict delivered on or before February 28, 2025. Resolves NO otherwise.",
        "2025-02-14",
        "2025-02-28",
        1,
        "courts",
        """
1|K|wire-brief-dateline|Bosnian court to rule on Dodik on February 26|SARAJEVO, Feb 13 (wire) - The Court of Bosnia and Herzegovina will deliver its verdict on February 26, 2025 in the trial of Bosnian Serb leader Milorad Dodik, accused of defying decisions of international envoy Christian Schmidt. Prosecutors seek a prison term and a ban from politics.|A scheduled verdict.
1|L|wire-report|Dodik sentenced to a year in prison, banned from office|The Court of Bosnia and Herzegovina on February 26, 2025 sentenced Milorad Dodik, president of Republika Srpska, to one year in prison and barred him from holding office for six years for defying the international envoy.|Reports the February 26, 2025 verdict as done.
20|K|explainer|Why Dodik is on trial|The charges stem from laws Dodik signed in July 2023 declaring that the High Representative's decisions and the Constitutional Court's rulings would not apply in Republika Srpska. He denies wrongdoing and calls the trial political.|Earlier facts only.
3|L|regional-report|Republika Srpska lawmakers move to bar state courts|A day after Dodik's conviction, the Republika Srpska National Assembly on 27 February 2025 passed laws banning state-level courts and police from operating in the entity.|Reports the February 26 and 27, 2025 events.
8|K|analysis|What a guilty verdict would mean|A first-instance conviction can be appealed, and any ban would take effect only once the verdict is final. Dodik has threatened to push for secession if he is convicted.|A conditional with no date; a control.
""",
    ),
    Q(
        "r4-indonesia-brics-2025",
        "Will Indonesia become a full member of BRICS by January 31, 2025?",
        "Resolves YES if Indonesia is announced as a full member of BRICS, by the group's chair or by Indonesia, on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-03",
        "2025-01-31",
        1,
        "geopolitics",
        """
10|K|wire-brief-dateline|Indonesia awaits BRICS decision|JAKARTA, Dec 24 (wire) - Indonesia is waiting for BRICS to rule on its bid for full membership, submitted by Foreign Minister Sugiono at the Kazan summit in October. Brazil, which chairs the group from January 1, 2025, is expected to handle the decision.|A pending bid and a scheduled chairmanship.
2|L|wire-report|Indonesia joins BRICS as full member|Brazil, as this year's BRICS chair, announced on January 6, 2025 that Indonesia had become a full member of the bloc, the first Southeast Asian country to do so.|Reports the January 6, 2025 announcement as done.
20|K|explainer|Partner or member? The BRICS tiers explained|BRICS created a "partner country" tier at Kazan for states not yet admitted as members. Full membership needs the consensus of existing members; Saudi Arabia has yet to confirm that it has taken up its 2023 invitation.|Earlier facts only.
1|L|regional-report|Jakarta welcomes BRICS membership|Indonesia's foreign ministry said on 7 January 2025 that joining BRICS reflected its "free and active" foreign policy and would not affect its bid to join the OECD.|Reports the January 7, 2025 statement.
5|K|analysis|What Prabowo wants from BRICS|Analysts say Prabowo sees BRICS as a hedge, not a break with the West, and Jakarta is also seeking OECD accession. Brazil plans to host the group's 2025 summit in Rio de Janeiro in July.|A planned summit.
""",
    ),
    Q(
        "r4-timor-leste-asean-2025",
        "Will Timor-Leste be formally admitted as a full member of ASEAN by October 31, 2025?",
        "Resolves YES if ASEAN leaders formally admit Timor-Leste as a member state on or before October 31, 2025. Resolves NO otherwise.",
        "2025-10-10",
        "2025-10-31",
        1,
        "geopolitics",
        """
8|K|wire-brief-dateline|ASEAN set to admit Timor-Leste at October summit|KUALA LUMPUR, Oct 2 (wire) - Malaysia, this year's ASEAN chair, said Timor-Leste would be formally admitted as the bloc's 11th member at the summit in Kuala Lumpur from October 26 to 28, 2025, 14 years after Dili applied.|A scheduled admission.
1|L|wire-report|Timor-Leste becomes ASEAN's 11th member|Timor-Leste was admitted as the 11th member of ASEAN at a ceremony in Kuala Lumpur on 26 October 2025, with Prime Minister Xanana Gusmão calling it a dream realised.|Reports the October 26, 2025 admission as done.
18|K|explainer|Timor-Leste's long road to ASEAN|Dili applied in 2011 and was granted observer status in 2022. It must still accede to hundreds of ASEAN agreements under a roadmap the leaders adopted in 2023.|Earlier facts only.
3|L|regional-report|Dili celebrates ASEAN entry|Crowds gathered on the Dili waterfront on Oct. 26, 2025 to watch the Kuala Lumpur ceremony on big screens, and fireworks went off after the flag was raised.|Reports the October 26, 2025 celebrations.
5|K|regional-report|Budget prepares for ASEAN dues|Timor-Leste's 2026 budget includes funds for ASEAN contributions and new embassies, officials said, in anticipation of membership at the October summit.|A planned admission with no readable date; a control.
12|K|calendar|47th ASEAN Summit and related summits|26 Oct 2025: opening session; admission of Timor-Leste / 27 Oct: ASEAN-plus meetings / 28 Oct: East Asia Summit. Venue: Kuala Lumpur Convention Centre.|A summit calendar listing an agenda item.
""",
    ),
    Q(
        "r4-yoon-custody-2025-01",
        "Will investigators take President Yoon Suk Yeol into custody by January 31, 2025?",
        "Resolves YES if South Korean investigators detain impeached President Yoon Suk Yeol under a court-issued warrant on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-08",
        "2025-01-31",
        1,
        "courts",
        """
5|K|wire-brief-dateline|Investigators abandon bid to detain Yoon after standoff|SEOUL, Jan 3 (wire) - Investigators from the Corruption Investigation Office for High-ranking Officials called off an attempt to detain impeached President Yoon Suk Yeol after a five-hour standoff with his security service. Their warrant expires on January 6.|Only events before the cutoff.
1|L|wire-report|Yoon Suk Yeol detained in dawn operation|Anti-corruption investigators detained impeached President Yoon Suk Yeol at his residence on January 15, 2025, making him the first sitting South Korean president to be taken into custody.|Reports the January 15, 2025 detention as done.
1|K|regional-report|Court issues new warrant for Yoon's detention|A Seoul court on Tuesday issued a new warrant for Yoon's detention after the first expired on January 6. Investigators said they would make a second attempt and would do everything to succeed.|Earlier events and a stated plan.
3|L|regional-report|Riot at court after Yoon's arrest is approved|Supporters of Yoon Suk Yeol stormed the Seoul Western District Court on 19 January 2025 after a judge approved a formal arrest warrant, smashing windows and injuring police officers.|Reports the January 19, 2025 riot.
4|K|analysis|Can the CIO detain a sitting president?|Yoon's lawyers argue the office has no authority to investigate insurrection charges. The Constitutional Court will open its impeachment hearings on January 14, 2025, whatever happens with the warrant.|A scheduled hearing.
2|L|timeline|Yoon's fall: key dates|3 Dec 2024: martial law declared / 14 Dec: impeached by the National Assembly / 3 Jan 2025: first detention attempt fails / 15 Jan 2025: Yoon detained / 26 Jan 2025: indicted on insurrection charges|A timeline lists January 2025 events after the cutoff as past.
""",
    ),
    Q(
        "r4-gabon-constitution-ref-2024",
        "Will Gabon's draft constitution be approved in the referendum of November 16, 2024?",
        "Resolves YES if the provisional or final results of Gabon's constitutional referendum of November 16, 2024 show a majority voting yes. Resolves NO otherwise.",
        "2024-11-06",
        "2024-11-18",
        1,
        "elections",
        """
6|K|wire-brief-dateline|Gabon campaign opens for constitutional referendum|LIBREVILLE, Oct 31 (wire) - Campaigning is under way for the November 16, 2024 referendum on a new constitution proposed by the military government of Brice Oligui Nguema, who seized power in August 2023.|A scheduled vote.
1|L|wire-report|Gabonese approve new constitution, provisional results show|Voters in Gabon approved a new constitution with 91.8% in the referendum of November 16, 2024, the interior minister announced the next day, on turnout of about 53%.|Reports the November 16-17, 2024 result as done.
14|K|explainer|What's in Gabon's draft constitution|The draft sets a seven-year presidential term, renewable once, abolishes the post of prime minister and requires candidates to have at least one Gabonese parent and a Gabonese spouse. It goes to voters on 16 November 2024.|A draft's contents and a scheduled vote.
2|L|regional-report|Opposition rejects referendum figures|Opposition figures questioned the turnout announced on 17 November 2024, saying polling stations in Libreville had been largely empty.|Reports the November 17, 2024 announcement.
9|K|analysis|A vote that could open the way for Oligui's candidacy|Nothing in the draft bars the transitional president from standing in the presidential election planned for August 2025. Critics say the text concentrates power in the presidency.|A planned future election.
""",
    ),
    Q(
        "r4-zimbabwe-new-currency-2024",
        "Will the Reserve Bank of Zimbabwe introduce a new currency to replace the Zimbabwe dollar by April 30, 2024?",
        "Resolves YES if the Reserve Bank of Zimbabwe announces a new currency replacing the Zimbabwe dollar (RTGS dollar) on or before April 30, 2024. Resolves NO otherwise.",
        "2024-03-29",
        "2024-04-30",
        1,
        "macro",
        """
8|K|regional-report|New RBZ governor promises currency action|HARARE: New Reserve Bank of Zimbabwe governor John Mushayavanhu said a monetary policy statement due in early April would set out steps to stabilise the Zimbabwe dollar, which has lost more than half its value this year. He did not rule out a new structured currency.|A planned statement with no readable date; a control.
1|L|wire-report|Zimbabwe launches gold-backed ZiG|The Reserve Bank of Zimbabwe on April 5, 2024 introduced a new currency, Zimbabwe Gold or ZiG, backed by gold and foreign reserves, replacing the battered Zimbabwe dollar at an initial rate of 13.56 to the U.S. dollar.|Reports the April 5, 2024 launch as done.
15|K|explainer|Zimbabwe's many currencies since 2009|Zimbabwe abandoned its currency during hyperinflation in 2009, brought back a local dollar in 2019, and launched gold coins in 2022 and a gold-backed digital token in 2023. The U.S. dollar still dominates.|Earlier facts only.
2|L|regional-report|Banks begin trading ZiG|Zimbabwean banks converted local-currency balances into ZiG and began trading it on April 8, 2024, though many shops still priced goods in U.S. dollars.|Reports the April 8, 2024 start of trading.
4|K|wire-brief-dateline|Zimbabwe dollar slides toward 30,000|HARARE, March 25 (wire) - The Zimbabwe dollar weakened to about 28,000 per U.S. dollar on the official market on Monday. Analysts expect the central bank's policy statement, due next month, to bring a new currency regime.|An expectation with no readable later date.
5|L|timeline|ZiG: the first month|5 April 2024: ZiG announced / 8 April 2024: banks start trading / 30 April 2024: ZiG notes and coins enter circulation|A timeline lists April 2024 events as past.
""",
    ),
    Q(
        "r4-dangote-petrol-2024",
        "Will the Dangote refinery in Lagos begin producing petrol by September 30, 2024?",
        "Resolves YES if the Dangote Petroleum Refinery announces, or credible reports confirm, that it has begun producing petrol (PMS) on or before September 30, 2024. Resolves NO otherwise.",
        "2024-08-26",
        "2024-09-30",
        1,
        "business",
        """
10|K|regional-report|Dangote says petrol output will start 'in weeks'|LAGOS: Aliko Dangote told reporters that the 650,000 barrel-a-day refinery at Lekki would begin producing petrol within weeks, once crude supply from NNPC is secured. The plant already makes diesel and aviation fuel.|A promise with no readable date; a control.
1|L|wire-report|Dangote refinery begins petrol production|The Dangote refinery began producing petrol on September 3, 2024, the company said, a milestone for Nigeria, which has long imported nearly all its fuel despite being Africa's biggest oil producer.|Reports the September 3, 2024 start as done.
6|K|wire-brief-dateline|NNPC to be sole buyer of Dangote petrol at launch|ABUJA, Aug 20 (wire) - NNPC Ltd will be the only offtaker of petrol from the Dangote refinery when production begins, a company spokesman said, adding that the refinery had indicated a September start. Regulators say they will test the product before release.|A plan and an expected start.
3|L|regional-report|NNPC trucks load first Dangote petrol|Hundreds of NNPC trucks lined up at the Lekki refinery on 15 September 2024 as the state oil company began lifting petrol for distribution, with pump prices set to rise.|Reports the September 15, 2024 loading.
15|K|explainer|Why the Dangote refinery matters|The $20 billion plant, Africa's largest, could meet all of Nigeria's petrol demand at full capacity. Its start-up has slipped repeatedly since an original target of 2019.|Earlier facts only.
""",
    ),
    Q(
        "r4-auc-chair-odinga-2025",
        "Will Raila Odinga be elected Chairperson of the African Union Commission at the AU summit of February 15-16, 2025?",
        "Resolves YES if Raila Odinga is elected Chairperson of the African Union Commission by the AU Assembly at its summit of February 15-16, 2025. Resolves NO otherwise.",
        "2025-02-01",
        "2025-02-15",
        0,
        "geopolitics",
        """
7|K|wire-brief-dateline|Odinga crisscrosses Africa ahead of AU vote|NAIROBI, Jan 25 (wire) - Raila Odinga has visited more than a dozen capitals seeking support for his bid to chair the African Union Commission, with the vote set for the AU summit in Addis Ababa on February 15-16, 2025. He faces Djibouti's Mahmoud Ali Youssouf and Madagascar's Richard Randriamandrato.|A scheduled vote.
1|L|wire-report|Djibouti's Youssouf beats Odinga for AU Commission post|Djiboutian Foreign Minister Mahmoud Ali Youssouf was elected chairperson of the African Union Commission on February 15, 2025, after seven rounds of voting, defeating Kenya's Raila Odinga.|Reports the February 15, 2025 vote as done.
20|K|explainer|How the AU chooses its Commission chair|Heads of state of member states in good standing vote by secret ballot, and a winner needs a two-thirds majority. If nobody reaches it, the weakest candidate drops out after each round. The post rotates by region and this time goes to East Africa.|Procedure with no date; a control.
2|L|regional-report|Kenyans react to Odinga's loss in Addis|Raila Odinga's supporters in Kisumu voiced disappointment after he withdrew following the sixth round on 15 Feb 2025, while President William Ruto congratulated Youssouf.|Reports the February 15, 2025 rounds.
4|K|analysis|Odinga the favourite? Not so fast|Odinga's camp claims the backing of most East and Southern African states, but French-speaking countries lean toward Youssouf. The secret ballot on 15 February 2025 could take several rounds.|A forecast of a scheduled vote.
""",
    ),
    Q(
        "r4-afdb-election-first-round-2025",
        "Will the African Development Bank's presidential election of May 29, 2025 be decided in the first round of voting?",
        "Resolves YES if a candidate wins the required majorities of all shareholders and of regional members in the first round of the AfDB Board of Governors' vote on May 29, 2025. Resolves NO if more rounds are needed.",
        "2025-05-15",
        "2025-05-29",
        0,
        "elections",
        """
5|K|wire-brief-dateline|Five candidates in race to succeed Adesina|ABIDJAN, May 10 (wire) - Governors of the African Development Bank will elect a new president on May 29, 2025, during the annual meetings in Abidjan. The five candidates come from Mauritania, Senegal, Zambia, Chad and South Africa, and the winner takes office on September 1.|A scheduled election.
1|L|wire-report|Mauritania's Ould Tah elected AfDB president|Sidi Ould Tah, former head of the Arab Bank for Economic Development in Africa, was elected president of the African Development Bank on May 29, 2025, winning 76.18% of the votes in the third round.|Reports the May 29, 2025 vote as done.
12|K|explainer|How the AfDB elects its president|A winner needs more than half of the votes of all shareholders and more than half of those of African members. The weakest candidate drops out after each round until someone clears both bars.|Procedure with no date; a control.
2|L|regional-report|Hott congratulates winner after third-round vote|Senegal's Amadou Hott congratulated Sidi Ould Tah after the vote on 29 May 2025, in which no candidate reached the threshold in the first two rounds.|Reports the May 29, 2025 rounds.
8|K|analysis|Regional blocs split as AfDB vote nears|West African states are divided between the Senegalese and Mauritanian candidates, while Southern Africa backs Zambia's Samuel Maimbo. Diplomats expect the vote on May 29 to go beyond one round.|A forecast of a scheduled vote.
""",
    ),
    Q(
        "r4-wto-okonjo-second-term-2024",
        "Will the WTO General Council reappoint Ngozi Okonjo-Iweala as Director-General by December 31, 2024?",
        "Resolves YES if the WTO General Council decides on or before December 31, 2024 to reappoint Ngozi Okonjo-Iweala for a second term as Director-General. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-31",
        1,
        "geopolitics",
        """
10|K|wire-brief-dateline|Okonjo-Iweala only candidate for WTO top job|GENEVA, Nov 10 (wire) - Ngozi Okonjo-Iweala is the only candidate for a second term as WTO director-general after nominations closed on November 8. The General Council chair has proposed that members decide on her reappointment at a special meeting on November 29, 2024.|A scheduled decision.
1|L|wire-report|WTO members reappoint Okonjo-Iweala|The WTO General Council on November 29, 2024 reappointed Ngozi Okonjo-Iweala for a second four-year term starting on September 1, 2025, a decision brought forward weeks before Donald Trump's return to the White House.|Reports the November 29, 2024 decision as done.
25|K|explainer|How the WTO chooses its director-general|Members nominate candidates and the General Council chair consults all 166 members to find a consensus. The process usually runs for months; Okonjo-Iweala's first term ends on August 31, 2025.|Procedure and a scheduled end of term.
3|L|regional-report|Nigeria hails Okonjo-Iweala's second term|President Bola Tinubu congratulated Okonjo-Iweala on 29 November 2024, calling her reappointment a tribute to Nigeria.|Reports the November 29, 2024 reappointment.
5|K|analysis|Fast-track for Okonjo-Iweala raises eyebrows|Diplomats say speeding up the decision aims to secure her second term before the new U.S. administration takes office on January 20, 2025. Any single member could block consensus at the November 29 meeting.|Scheduled dates and a conditional.
""",
    ),
    Q(
        "r4-argentina-imf-2025",
        "Will the IMF Executive Board approve a new program for Argentina by April 30, 2025?",
        "Resolves YES if the IMF Executive Board approves a new lending arrangement for Argentina on or before April 30, 2025. Resolves NO otherwise.",
        "2025-04-04",
        "2025-04-30",
        1,
        "macro",
        """
10|K|regional-report|Deputies back Milei's decree on IMF deal|BUENOS AIRES: The Chamber of Deputies on March 19 endorsed the emergency decree authorising a new agreement with the IMF, by 129 votes to 108. Economy Minister Luis Caputo says the deal will total $20 billion and go to the Fund's board in April.|An earlier vote and an expected board date.
1|L|wire-report|IMF approves $20 billion program for Argentina|The IMF's Executive Board on April 11, 2025 approved a 48-month, $20 billion Extended Fund Facility for Argentina, with $12 billion paid up front, as the government said it would lift most currency controls.|Reports the April 11, 2025 approval as done.
5|K|wire-brief-dateline|Caputo says IMF board vote 'in the next few weeks'|BUENOS AIRES, March 30 (wire) - Economy Minister Luis Caputo said the IMF board would vote on Argentina's new programme in the next few weeks and denied that a devaluation was part of the deal. The informal peso traded near 1,300 per dollar.|A forecast with no readable later date; a control.
2|L|regional-report|Argentina lifts the 'cepo' as peso floats within band|Argentines could buy dollars freely on 14 April 2025 for the first time in years, as the peso traded within a new band of 1,000 to 1,400 per dollar and opened near 1,230.|Reports the April 14, 2025 lifting of controls.
3|L|wire-brief-dateline|IMF and Argentina reach staff-level deal|WASHINGTON, April 8, 2025 (wire) - IMF staff and Argentina reached a staff-level agreement on a $20 billion, four-year arrangement, subject to approval by the Executive Board.|Reports the April 8, 2025 staff-level agreement.
14|K|explainer|Argentina and the IMF: a troubled history|Argentina is already the Fund's largest debtor, owing more than $40 billion from the 2018 rescue that was refinanced in 2022. Critics say a new loan would repeat old mistakes.|Earlier facts only.
""",
    ),
    Q(
        "r4-expo2030-vote-rounds-2023",
        "Will the vote to choose the host of World Expo 2030 at the BIE General Assembly of November 28, 2023 go to a second round?",
        "Resolves YES if no candidate city (Riyadh, Busan, Rome) wins two-thirds of the votes in the first round of the BIE General Assembly's vote on November 28, 2023. Resolves NO if a city wins in the first round.",
        "2023-11-15",
        "2023-11-28",
        0,
        "events",
        """
6|K|wire-brief-dateline|Riyadh, Busan and Rome make final pitches for Expo 2030|PARIS, Nov 9 (wire) - Member states of the Bureau International des Expositions will vote by secret ballot in Paris on November 28, 2023 to choose the host of World Expo 2030. If no city wins two-thirds in the first round, the last-placed bid is eliminated.|A scheduled vote and its rules.
1|L|wire-report|Riyadh wins Expo 2030 in first round|Riyadh won the right to host World Expo 2030 on November 28, 2023, taking 119 votes in the first round, far ahead of Busan with 29 and Rome with 17, and avoiding a run-off.|Reports the November 28, 2023 vote as done.
12|K|regional-report|Busan campaign confident of an upset|SEOUL: South Korean officials say Busan can overtake Riyadh in a second round, when Rome's supporters would switch. President Yoon Suk Yeol has met leaders of more than 90 countries to lobby for the bid.|Hopes with no readable date; a control.
2|L|regional-report|Saudi crown prince thanks backers after Expo win|Crown Prince Mohammed bin Salman thanked the 119 countries that backed Riyadh after the vote in Paris on 28 November 2023, and said the Expo would run from October 2030 to March 2031.|Reports the November 28, 2023 vote.
4|K|explainer|How the Expo 2030 vote works|Each member in good standing has one vote. A city needs two-thirds of votes cast to win outright; otherwise the top two meet in a run-off decided by simple majority. The result is expected on the afternoon of 28 November.|Procedure and a scheduled result.
3|L|timeline|Expo 2030 race: timeline|Oct 2021: Riyadh bid formally submitted / June 2023: final presentations / 28 Nov 2023: Riyadh elected in the first round|A timeline lists the November 28, 2023 vote as past.
""",
    ),
    Q(
        "r4-nbu-2024-12-100bp",
        "Will the National Bank of Ukraine raise its key policy rate by 100 basis points or more on December 12, 2024?",
        "Resolves YES if the NBU's monetary policy decision of December 12, 2024 raises the key policy rate to 14.0% or higher from 13.0%. Resolves NO otherwise.",
        "2024-11-28",
        "2024-12-12",
        0,
        "central_banks",
        """
7|K|wire-brief-dateline|NBU signals rate hike as inflation accelerates|KYIV, Nov 21 (wire) - The National Bank of Ukraine is ready to raise its key rate from 13% at its next meeting on December 12, 2024 if inflation keeps accelerating, a deputy governor said. Consumer prices rose 9.7% year on year in October.|A conditional about a scheduled decision.
1|L|wire-report|Ukraine's central bank raises rate to 13.5%|The National Bank of Ukraine raised its key policy rate by half a point to 13.5% on December 12, 2024, its first increase since 2022, and said further tightening was likely.|Reports the December 12, 2024 decision as done.
20|K|calendar|NBU monetary policy decision calendar|Remaining in 2024: 12 December. First decisions of 2025: 23 January and 6 March 2025.|A calendar of scheduled decisions.
3|L|regional-report|NBU hikes again in January|The National Bank of Ukraine raised its key rate by a full point to 14.5% on January 23, 2025, after a half-point rise in December.|Reports the January 23, 2025 and December 2024 hikes.
4|K|analysis|How far will the NBU go?|Economists polled expect a half-point rise on Dec. 12, and some see a full point. The bank's October forecast had the rate at 13% until mid-2025, a path officials now call outdated.|Forecasts of a scheduled decision.
2|L|translated-statement|NBU press release (unofficial translation)|The NBU Board decided on 12 December 2024 to raise the key policy rate to 13.5% per annum. Inflation accelerated to 11.2% in November 2024, driven by food prices and labour costs.|A press release reports the December 12, 2024 decision.
""",
    ),
    Q(
        "r4-rivers-emergency-end-2025",
        "Will the state of emergency in Nigeria's Rivers State end, with Governor Siminalayi Fubara restored to office, by September 30, 2025?",
        "Resolves YES if emergency rule in Rivers State ends and Governor Siminalayi Fubara resumes office on or before September 30, 2025. Resolves NO otherwise.",
        "2025-09-05",
        "2025-09-30",
        1,
        "politics",
        """
10|K|regional-report|Six months on, Rivers awaits end of emergency rule|PORT HARCOURT: The six-month state of emergency declared by President Bola Tinubu on March 18 is due to lapse in mid-September. Sole administrator Ibok-Ete Ibas has not said whether he will recommend an extension.|An earlier declaration and an expiry with no readable date.
1|L|wire-report|Tinubu ends Rivers emergency, Fubara returns|President Bola Tinubu announced on September 17, 2025 that the state of emergency in Rivers State would end at midnight, restoring Governor Siminalayi Fubara, his deputy and the state assembly from September 18, 2025.|Reports the September 17, 2025 announcement as done.
4|K|explainer|What happens when Rivers' emergency expires|Under the proclamation, the suspension of the governor and the lawmakers lasts six months, until September 18, 2025, unless the National Assembly approves an extension. Lawyers disagree over whether Fubara would return automatically.|A scheduled expiry and a conditional.
2|L|regional-report|Fubara resumes at Government House|Governor Siminalayi Fubara resumed work at Government House in Port Harcourt on 18 September 2025, telling supporters he held no grudges after six months of suspension.|Reports the September 18, 2025 return.
7|K|wire-brief-dateline|Rivers lawmakers say they are ready to return|PORT HARCOURT, Aug 29 (wire) - Lawmakers loyal to former governor Nyesom Wike said they would resume sittings as soon as emergency rule ends, expected on September 18. Fubara has kept a low profile.|An expected date and a stated intention.
""",
    ),
    Q(
        "r4-brazil-ir-exemption-chamber-2025",
        "Will Brazil's Chamber of Deputies approve the bill exempting monthly incomes up to R$5,000 from income tax by October 15, 2025?",
        "Resolves YES if the Chamber of Deputies approves, on the floor, the government's bill exempting monthly incomes of up to R$5,000 from personal income tax on or before October 15, 2025. Resolves NO otherwise.",
        "2025-09-24",
        "2025-10-15",
        1,
        "legislation",
        """
8|K|regional-report|Lira's report on income tax bill awaits floor date|BRASÍLIA: Rapporteur Arthur Lira said he would present his report on the income tax bill on the floor once Speaker Hugo Motta schedules it, possibly in the first week of October. The bill exempts monthly incomes up to R$5,000 from January 2026 and sets a minimum tax on high earners.|A possible vote and a planned start.
1|L|wire-report|Brazil's lower house passes income tax exemption unanimously|Brazil's Chamber of Deputies approved on October 1, 2025, by 493 votes to none, a bill exempting workers earning up to R$5,000 a month from income tax, a flagship promise of President Luiz Inácio Lula da Silva.|Reports the October 1, 2025 vote as done.
15|K|explainer|Who gains from the income tax bill|About 10 million Brazilians would stop paying income tax, and those earning up to R$7,350 a month would pay less. To offset the cost, people earning more than R$600,000 a year would pay a minimum effective rate of up to 10%.|No dated later event; a control.
2|L|regional-report|Senate passes income tax bill, sending it to Lula|The Senate approved the income tax exemption on 5 November 2025, a month after the Chamber, and Lula signed it into law later that month.|Reports the October and November 2025 votes.
4|K|wire-brief-dateline|Motta sets income tax vote for October 1|BRASÍLIA, Sept 20 (wire) - Speaker Hugo Motta said the income tax bill would go to a floor vote on October 1, 2025, after talks with party leaders. Lula wants both houses to approve it before the end of the year so it can take effect in 2026.|A scheduled vote.
""",
    ),
]
