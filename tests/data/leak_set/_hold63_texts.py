# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold63` part, read by `build_hold63.py`.

International news outside the US and the UK (Asia, Africa, Latin America, the Middle East and
Eastern Europe) as English-language outlets and wire services write it: wire briefs with datelines,
translated official statements, regional outlets' reports and previews, explainers, timelines,
result lines and corrections. Each question's documents are one line each in a string, fields
separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style, title,
text, why. Written blind as a held-out part from resolved questions; the wording is invented and
the figures are from memory. See `build_hold63.py` and `tests/data/leak_holdout/hold63.md`.
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
]
