# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold37` part, read by `build_hold37.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part in the voice of technology and AI sources: product launch pages, developer blogs
and changelogs, earnings previews and recaps, regulators' and courts' actions on tech, model
release notes and leaderboards, tech press and newsletters. The events are real ones of
2024-2025; the wording is invented and the figures are from memory, not checked data. See
`build_hold37.py` and `tests/data/leak_holdout/hold37.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "n5-epic-apple-contempt-2025",
        "Will Judge Yvonne Gonzalez Rogers find Apple in civil contempt of the Epic Games injunction by May 31, 2025?",
        "Resolves YES if, between the question's opening and May 31, 2025, the US District Court for the Northern District of California issues an order in Epic Games v. Apple finding Apple in civil contempt of, or in willful violation of, the 2021 anti-steering injunction. Resolves NO otherwise.",
        "2025-04-22",
        "2025-05-31",
        1,
        "court_rulings",
        """
9|K|tech-press|Contempt ruling in Epic v. Apple could land any week|Judge Yvonne Gonzalez Rogers closed the evidentiary record in February after a second round of hearings on Apple's link-out rules. Lawyers following the case say an order is possible before Apple's earnings call on May 1, 2025, though the court has set no date.|Anticipates an order with no date set; the only later date is a scheduled earnings call.
3|L|court-docket|Epic Games, Inc. v. Apple Inc., No. 4:20-cv-05640-YGR (docket excerpt)|Apr. 30, 2025: ORDER granting Epic Games' motion to enforce injunction; Apple found in willful violation of the 2021 injunction; matter referred to the U.S. Attorney for possible criminal contempt proceedings. May 2, 2025: Notice of appeal to the Ninth Circuit filed by Apple Inc.|Docket entries record the April 30, 2025 order and a May 2 appeal as done.
14|K|developer-blog|What the Epic hearing could mean for your purchase links|If the court sides with Epic, US developers may be able to point users to web checkout without paying Apple's 27% commission. We will update this guide when an order comes out; until then the current StoreKit External Purchase Link terms still apply.|A conditional about an order not yet issued.
6|L|tech-newsletter|The week Apple lost the anti-steering fight|Apple shares slid about 2% on May 1, 2025, a day after Judge Gonzalez Rogers held that the company had deliberately defied her injunction and barred it from taking any cut of purchases made outside its apps. Spotify sent Apple an update with external payment links within hours.|Reports the April 30 ruling and the May 1, 2025 reaction as past.
21|K|analysis|Apple's options if the court rules against it|Apple could ask the Ninth Circuit for an emergency stay of any new order, or try to settle on a reduced commission. Its fiscal second quarter ends March 29, 2025, and results are due about a month later.|Options and a schedule; nothing after the cutoff is reported.
1|L|court-watch|Ninth Circuit won't pause Epic order while Apple appeals|A motions panel turned down Apple's request for a stay on June 4, 2025, leaving in place the zero-commission rule for outside links that took effect after the April 30 contempt finding.|Reports the June 4, 2025 denial and the April 30 finding.
""",
    ),
    Q(
        "n5-ftc-meta-monopoly-2025",
        "Will Judge James Boasberg rule that Meta illegally maintained a monopoly in FTC v. Meta Platforms by December 15, 2025?",
        "Resolves YES if, by December 15, 2025, the US District Court for the District of Columbia issues a decision in FTC v. Meta Platforms finding that Meta unlawfully maintained monopoly power in violation of Section 2 of the Sherman Act. Resolves NO if the court rules for Meta or issues no such decision by that date.",
        "2025-11-10",
        "2025-12-15",
        0,
        "court_rulings",
        """
12|K|tech-press|Months after trial, FTC v. Meta still awaits a verdict|Judge James Boasberg heard six weeks of testimony in the spring over Meta's purchases of Instagram and WhatsApp and has not said when he will rule; lawyers on both sides expect a decision before December 31, 2025. The FTC wants both apps spun off if it wins.|No ruling reported; the trial is a past event before the cutoff.
2|L|headline-present|Judge rules Meta is no monopolist, ending FTC bid to unwind Instagram deal|In an opinion released November 18, 2025, Boasberg found the agency had not proved that Meta holds monopoly power today, pointing to TikTok and YouTube as rivals for the same user attention.|Reports the November 18, 2025 ruling.
7|K|explainer|What would happen if Meta loses?|A liability finding would not break up the company overnight. The case would move to a remedies phase, likely stretching into the spring of 2026 or later, and any order could be appealed to the D.C. Circuit.|Conditional and future phases only.
4|L|tech-newsletter|Meta stock edges up after antitrust win|Meta rose about 1% on Nov. 19, 2025, a day after the ruling; analysts said the decision removed the threat of a forced Instagram divestiture for now.|Reports a market move on November 19, 2025 and the ruling the day before.
18|K|analysis|The market-definition fight at the heart of FTC v. Meta|At the trial that opened April 14, 2025, Mark Zuckerberg testified that Instagram competes with short-video apps far beyond "personal social networking." The FTC's case depends on the court rejecting that wider market.|A control with only pre-cutoff dates.
1|L|regulator-statement|FTC weighs appeal after Meta loss|The agency said on November 18, 2025 that it was disappointed in the court's decision and was reviewing its options, including an appeal.|Reports the November 18, 2025 decision and reaction.
""",
    ),
    Q(
        "n5-ec-google-adtech-fine-2025",
        "Will the European Commission adopt a decision fining Google in its adtech antitrust case by September 30, 2025?",
        "Resolves YES if, by September 30, 2025, the European Commission announces a decision under Article 102 TFEU imposing a fine on Google in the advertising technology case opened with a statement of objections in June 2023. Resolves NO otherwise.",
        "2025-08-28",
        "2025-09-30",
        1,
        "regulatory",
        """
10|K|tech-press|Brussels readies adtech penalty for Google|The Commission is preparing to fine Google in the adtech case it opened with a statement of objections in June 2023, people familiar with the matter said, with a decision possible in the first week of September 2025. Competition chief Teresa Ribera has said a forced divestiture remains an option.|A reported plan; the decision has not happened.
2|L|regulator-press-release|Commission fines Google €2.95 billion over abusive practices in advertising technology|On 5 September 2025 the Commission found that Google abused its dominant position by favouring its own ad exchange, AdX, and ordered it to end the self-preferencing. Google has 60 days to tell the Commission how it will do so.|Reports the 5 September 2025 decision.
5|K|policy-brief|Why the adtech case matters more than the fine|If a decision is adopted before September 30, 2025, it would be the fourth major Google antitrust decision in Brussels in under a decade. A structural remedy would be a first for the Commission against a Big Tech firm.|A conditional; no later event is reported.
1|L|liveblog|Live: EU fines Google, White House hits back|Hours after the €2.95 billion penalty was announced on Friday, Sept. 5, 2025, the US president wrote that he would open a Section 301 investigation to counter what he called unfair EU levies on American tech firms.|Reports the September 5, 2025 fine and the reaction.
15|K|analysis|Two adtech cases, one calendar|A Virginia federal judge found Google liable in the Justice Department's ad tech case in April 2025. The remedies trial there is scheduled to begin on September 22, 2025, so Brussels and Washington could be deciding on a breakup at the same time.|A past ruling before the cutoff and a scheduled trial.
4|L|tech-newsletter|Brussels briefly shelved the Google decision|The decision had been pencilled in for Monday, September 1, 2025, but was held back that morning after trade commissioner Maroš Šefčovič raised concerns about US tariffs; it came out four days later.|Reports the September 1 hold-back and the later decision as done.
""",
    ),
    Q(
        "n5-ec-x-dsa-fine-2025",
        "Will the European Commission fine X under the Digital Services Act by December 31, 2025?",
        "Resolves YES if, by December 31, 2025, the European Commission adopts a non-compliance decision under the Digital Services Act imposing a fine on X (formerly Twitter). Resolves NO otherwise.",
        "2025-11-25",
        "2025-12-31",
        1,
        "regulatory",
        """
20|K|tech-press|A year and a half after preliminary findings, X's DSA case drags on|The Commission told X in July 2024 that its paid blue checkmarks mislead users and that its ad archive and researcher access fall short. Officials have said they want to close the first part of the case before December 2025 is out.|An aim for a future date; nothing after the cutoff is reported.
3|L|regulator-press-release|Commission fines X €120 million under the Digital Services Act|On 5 December 2025 the Commission adopted its first non-compliance decision under the DSA, finding that X's checkmark design, its advertising repository and its data access for researchers breach the law.|Reports the 5 December 2025 decision.
8|K|explainer|How big can a DSA fine be?|Fines under the DSA can reach 6% of a company's worldwide annual turnover. After a decision, a platform typically gets a deadline measured in working days to submit an action plan, and can appeal to the EU General Court. X's next systemic risk assessment is due in August 2026.|General rules, no dated event.
1|L|tech-newsletter|Washington piles on after EU fines X|Senior US officials condemned the penalty on December 5-6, 2025, calling it an attack on American companies; X's owner said the company would appeal.|Reports reactions on December 5-6, 2025 to the fine.
11|K|calendar|Brussels tech calendar, weeks 48 to 51|Nov 27: DMA high-level group meets. Dec 2: Telecoms Council. X DSA decision: expected before the Christmas break, no date fixed. Dec 15-16: last College meetings of the year.|A calendar of future meetings and an expected decision.
5|L|tech-press|What the Commission's X decision will demand|Officials are expected to order changes to how X sells verification. Update, Dec. 5, 2025: The Commission has now fined X €120 million and given it 60 working days to fix the checkmark issue.|An update appended to a preview reports the December 5, 2025 fine.
""",
    ),
    Q(
        "n5-cma-google-sms-2025",
        "Will the UK CMA designate Google as having strategic market status in general search by October 13, 2025?",
        "Resolves YES if, by October 13, 2025 (the statutory deadline of the investigation opened on January 14, 2025), the Competition and Markets Authority publishes a final decision designating Google with strategic market status in general search and search advertising under the DMCC Act. Resolves NO otherwise.",
        "2025-10-01",
        "2025-10-13",
        1,
        "regulatory",
        """
7|K|regulator-notice|SMS investigation into Google's general search services: administrative timetable|Investigation launched: 14 January 2025. Proposed decision published: 24 June 2025. Statutory deadline for the final decision: 13 October 2025.|A timetable; the only later date is a deadline.
2|L|tech-press|Google becomes first company with 'strategic market status' in the UK|The CMA confirmed on 10 October 2025 that Google holds strategic market status in general search and search advertising, with AI Overviews and AI Mode inside the designation but the Gemini app outside it.|Reports the 10 October 2025 designation.
12|K|analysis|What the CMA could require of Google|Possible first interventions include fair-ranking rules, choice screens on Android and Chrome, and more control for publishers over how their content feeds AI answers. The CMA has said it would consult on any requirements after designating, with the first measures possible in early 2026.|Possible future measures only.
1|L|tech-newsletter|Apple and Google designated in mobile platforms|On October 22, 2025, the CMA designated Apple and Google with strategic market status in mobile platforms, less than two weeks after its search decision.|Reports a later designation dated October 22, 2025.
20|K|developer-blog|Our response to the CMA's proposed decision|Google said in its response to the June 24 proposal that heavy-handed rules could slow the launch of new search features in the UK, and that it would keep working with the regulator.|A control with only earlier dates.
3|L|headline-present|CMA hands Google SMS status, imposes no immediate obligations|The regulator's October 10, 2025 decision carries no requirements by itself; a first consultation on conduct requirements is expected later in the autumn.|Reports the October 10, 2025 decision.
""",
    ),
    Q(
        "n5-scotus-epic-google-stay-2025",
        "Will the US Supreme Court grant Google's application to stay the Epic Games v. Google injunction by October 31, 2025?",
        "Resolves YES if, by October 31, 2025, the Supreme Court (or a Justice acting alone) grants, in whole or in part, Google's application for a stay of the district court's injunction in Epic Games v. Google pending a petition for certiorari. Resolves NO if the application is denied or not granted by that date.",
        "2025-10-03",
        "2025-10-31",
        0,
        "court_rulings",
        """
6|K|court-watch|Google asks Supreme Court to pause Play Store order|Google has asked Justice Elena Kagan to stay the injunction that requires it to carry rival app stores in Google Play and stop tying Play Billing to distribution. Several provisions take effect on October 22, 2025 unless the Court steps in.|A pending application and a scheduled effective date.
2|L|headline-present|Supreme Court refuses to block Epic's Google Play win|In a brief order on October 6, 2025, the Court denied Google's application for a stay; no dissents were noted.|Reports the October 6, 2025 denial.
14|K|developer-blog|Preparing your Android app for the Epic injunction|From October 22, 2025, Google must let US developers link to outside payment options and may not require Play Billing. We will publish a migration checklist if the stay is denied.|Future obligations and a conditional.
1|L|changelog|Google Play policy changes for US users|October 22, 2025: In line with the court's order, developers can now include links to external offers and use alternative billing for US users of apps distributed on Google Play.|A dated changelog entry reports the October 22, 2025 change as done.
20|K|analysis|After losing in the Ninth Circuit, Google's last stop|A Ninth Circuit panel upheld the jury verdict and the injunction on July 31, 2025. Google says the order would harm user security and has signaled it will seek Supreme Court review.|A control with only earlier dates.
""",
    ),
    Q(
        "n5-nvda-q2fy26-revenue",
        "Will Nvidia report revenue above $46.0 billion for the second quarter of its fiscal 2026?",
        "Resolves YES if Nvidia's results for the quarter ended July 27, 2025, scheduled for release on August 27, 2025, show total revenue above $46.0 billion. Resolves NO otherwise.",
        "2025-08-14",
        "2025-08-27",
        1,
        "earnings",
        """
10|K|earnings-preview|Nvidia earnings preview: all eyes on Aug. 27|Nvidia guided to revenue of $45 billion, plus or minus 2%, for its fiscal second quarter, excluding any H20 sales to China. Wall Street's consensus sits a little above $46 billion, and results are due on August 27, 2025.|Guidance and a scheduled report.
1|L|earnings-recap|Nvidia revenue hits $46.7 billion on data center strength|Nvidia reported on August 27, 2025 that revenue for the quarter ended July 27 rose 56% to $46.7 billion, with data center sales of $41.1 billion. It guided to $54 billion for the current quarter.|Reports the August 27, 2025 results.
5|K|calendar|Earnings this week and next|Wed 2025-08-27, after close: NVDA (Q2 FY26). Thu 2025-08-28: MRVL, DELL. Fri 2025-08-29: July PCE inflation.|A calendar of scheduled reports.
3|L|tech-newsletter|Nvidia sold no H20 chips to China last quarter|Finance chief Colette Kress told analysts on the August 27, 2025 call that there were no H20 sales to Chinese customers in the quarter, and that the outlook assumes none.|Reports statements made on the August 27, 2025 call.
18|K|analysis|Why $45 billion is the number to beat|In May the company reported $44.1 billion of first-quarter revenue and took a $4.5 billion charge on H20 inventory after new US licensing rules. Any upside now has to come from Blackwell.|A control with only earlier facts.
2|L|market-wrap|Nvidia slips despite another beat|Shares fell about 3% on Aug. 28, 2025, as data center revenue came in slightly below some estimates.|Reports the August 28, 2025 share move.
""",
    ),
    Q(
        "n5-msft-fq4-2025-revenue",
        "Will Microsoft report revenue above $74.0 billion for its fiscal fourth quarter of 2025?",
        "Resolves YES if Microsoft's results for the quarter ended June 30, 2025, scheduled for July 30, 2025, show revenue above $74.0 billion. Resolves NO otherwise.",
        "2025-07-17",
        "2025-07-30",
        1,
        "earnings",
        """
9|K|earnings-preview|Microsoft Q4 preview: Azure is the swing factor|Analysts expect revenue of about $73.8 billion for the June quarter when Microsoft reports on Wednesday, July 30, 2025, after the close, with Azure growth seen around 34%-35%.|A forecast and a scheduled report.
2|L|earnings-recap|Microsoft tops $76 billion as Azure grows 39%|Microsoft reported revenue of $76.4 billion for its fiscal fourth quarter on July 30, 2025, up 18%, and said Azure passed $75 billion in annual revenue for the first time.|Reports the July 30, 2025 results.
4|L|market-wrap|Microsoft joins the $4 trillion club|Microsoft's market value rose above $4 trillion in early trading on July 31, 2025, a day after results, making it the second company after Nvidia to do so.|Reports the July 31, 2025 milestone.
15|K|tech-press|Microsoft cuts about 9,000 jobs|The company confirmed in early July that it would cut roughly 9,000 roles, about 4% of its workforce, even as it spends heavily on data centers.|A control about an earlier event.
6|K|analyst-note|Our view into the print|We model Azure growth of 35%-36% in constant currency. Management's first look at fiscal 2026 capex, due on the July 30, 2025 call, matters more to the stock than the quarter itself.|A model and a scheduled call.
1|L|earnings-call-transcript|Microsoft FY25 Q4 earnings call, July 30, 2025 (excerpt)|CFO Amy Hood said capital expenditures including finance leases were $24.2 billion in the quarter and that first-quarter fiscal 2026 spending would exceed $30 billion.|Reports what was said on the July 30, 2025 call.
""",
    ),
    Q(
        "n5-googl-q2-2025-revenue",
        "Will Alphabet report revenue above $94.0 billion for the second quarter of 2025?",
        "Resolves YES if Alphabet's second-quarter 2025 results, scheduled for July 23, 2025, show consolidated revenue above $94.0 billion. Resolves NO otherwise.",
        "2025-07-09",
        "2025-07-23",
        1,
        "earnings",
        """
13|K|earnings-preview|Alphabet Q2: can search shrug off the chatbots?|Consensus calls for revenue of about $94 billion. Investors will listen for how AI Overviews affect ad clicks when Alphabet reports on 2025-07-23 after the bell.|A forecast and a scheduled report.
3|L|earnings-recap|Alphabet revenue climbs to $96.4 billion; capex plan lifted to $85 billion|Reported on Wed., July 23, 2025: revenue rose 14%, Google Cloud brought in $13.6 billion, and the company raised its 2025 capital spending forecast by $10 billion.|Reports the July 23, 2025 results.
7|K|product-blog|AI Mode is rolling out to everyone in the US|We announced at I/O on May 20 that AI Mode in Search is available to all US users, with deeper research and agentic features coming to Labs first.|A control: an announcement dated before the cutoff.
1|L|tech-newsletter|AI Overviews now reach 2 billion people a month, Pichai says|On the July 23, 2025 earnings call, Sundar Pichai said AI Overviews have more than 2 billion monthly users and that the Gemini app has over 450 million.|Reports statements from the July 23, 2025 call.
20|K|calendar|Big Tech earnings, week by week|Alphabet: Wednesday 23 July 2025. Microsoft and Meta: Wednesday 30 July. Apple and Amazon: Thursday 31 July.|A schedule of future reports.
""",
    ),
    Q(
        "n5-apple-fq3-2025-revenue",
        "Will Apple report revenue above $90.0 billion for its fiscal third quarter of 2025?",
        "Resolves YES if Apple's results for the quarter ended June 28, 2025, scheduled for July 31, 2025, show total net sales above $90.0 billion. Resolves NO otherwise.",
        "2025-07-18",
        "2025-07-31",
        1,
        "earnings",
        """
8|K|earnings-preview|Apple's June quarter: how much did tariffs cost?|Tim Cook estimated on the May 1 call that tariffs would add about $900 million to costs in the June quarter. Apple reports on July 31, 2025, and analysts expect revenue near $89 billion.|Earlier statements and a scheduled report.
2|L|earnings-recap|Apple posts $94 billion quarter as iPhone sales climb 13%|Apple reported on July 31, 2025 that revenue rose 10% to $94.0 billion, with iPhone at $44.6 billion and services at $27.4 billion.|Reports the July 31, 2025 results.
14|K|developer-blog|WWDC25 recap: Liquid Glass and the year-based names|Apple introduced iOS 26 and a new Liquid Glass design on June 9. Developer betas are out now, with public releases expected in September 2025.|Earlier announcements and an expected release.
1|L|tech-press|Apple pledges another $100 billion in US spending|Standing beside the president at the White House on August 6, 2025, Cook announced an additional $100 billion of US investment, bringing Apple's commitment to $600 billion.|Reports a later event dated August 6, 2025.
5|K|analysis|What would a beat on July 31 mean?|A print above $90 billion would suggest buyers pulled iPhone purchases forward ahead of tariffs. Guidance for the quarter ending September 27, 2025 will matter more.|A conditional about a scheduled report.
3|L|earnings-call-transcript|Apple FQ3 2025 results call, July 31, 2025 (excerpt)|Cook said Mac revenue grew 15% and that tariffs would add roughly $1.1 billion of costs in the September quarter.|Reports what was said on the July 31, 2025 call.
""",
    ),
    Q(
        "n5-amd-q4-2024-datacenter",
        "Will AMD report Data Center segment revenue of at least $4.1 billion for the fourth quarter of 2024?",
        "Resolves YES if AMD's fourth-quarter 2024 results, scheduled for February 4, 2025, show Data Center segment revenue of $4.1 billion or more. Resolves NO otherwise.",
        "2025-01-22",
        "2025-02-04",
        0,
        "earnings",
        """
7|K|earnings-preview|AMD heads into Q4 with MI300 questions|Street estimates put fourth-quarter data center revenue at about $4.1 billion when AMD reports on February 4, 2025. Lisa Su said in October that MI300 sales would top $5 billion for 2024.|A forecast and a scheduled report, with an earlier statement.
1|L|earnings-recap|AMD data center sales rise 69% but miss estimates|AMD reported on Feb. 4, 2025 that Data Center revenue reached a record $3.9 billion in the fourth quarter, short of the roughly $4.1 billion analysts expected; total revenue was $7.7 billion.|Reports the February 4, 2025 results.
12|K|tech-press|AMD unveils Ryzen 9000X3D laptops and desktop chips at CES|AMD used its CES keynote on January 6 to show new Ryzen chips for gaming laptops; the Radeon RX 9070 cards it previewed will ship in March 2025, the company said.|Earlier announcements and a planned ship date.
3|L|market-wrap|AMD sinks 10% as data center outlook disappoints|Shares fell about 10% on Wednesday, February 5, 2025, the session after AMD declined to give a full-year forecast for its AI accelerators.|Reports a February 5, 2025 share move.
19|K|analyst-note|Initiating coverage: the MI350 ramp is a 2H25 story|We expect Data Center revenue to grow in the low single digits sequentially in Q4 and see the MI350 launch in June 2025 as the next catalyst.|A forecast; no later event is reported.
""",
    ),
    Q(
        "n5-intel-q3-2024-revenue",
        "Will Intel report third-quarter 2024 revenue of at least $13.0 billion?",
        "Resolves YES if Intel's third-quarter 2024 results, scheduled for October 31, 2024, show revenue of $13.0 billion or more. Resolves NO otherwise.",
        "2024-10-18",
        "2024-10-31",
        1,
        "earnings",
        """
11|K|earnings-preview|Intel's guidance leaves little room for error|Intel guided to third-quarter revenue of $12.5 billion to $13.5 billion in August, when it also suspended its dividend and announced plans to cut more than 15% of staff. It reports on October 31, 2024.|Earlier guidance and a scheduled report.
2|L|earnings-recap|Intel posts $16.6 billion loss on impairments, revenue beats|Intel said on October 31, 2024 that third-quarter revenue was $13.3 billion, down 6%, while charges of more than $15 billion pushed it to a record net loss.|Reports the October 31, 2024 results.
5|K|tech-press|Intel confirms Arrow Lake desktop launch date|Core Ultra 200S desktop processors will go on sale on October 24, 2024, the company said, with laptop chips following in early 2025.|A scheduled launch, not reported as done.
1|L|index-notice|Nvidia to replace Intel in the Dow|S&P Dow Jones Indices said on November 1, 2024 that Nvidia would take Intel's place in the Dow Jones Industrial Average, effective before trading on November 8.|Reports a later announcement dated November 1, 2024.
16|K|analysis|The foundry spin-off question|Pat Gelsinger told staff in September that Intel Foundry would become an independent subsidiary. The board has not said whether an outright sale is on the table.|A control with only earlier events.
3|L|market-wrap|Intel jumps 8% as results ease worst fears|Shares rose about 8% on Nov. 1, 2024, after the chipmaker's revenue and fourth-quarter outlook came in above estimates.|Reports a November 1, 2024 share move after the results.
""",
    ),
    Q(
        "n5-gpt4o-free-2024",
        "Will OpenAI make a new flagship model with GPT-4-level capability available to free ChatGPT users by May 31, 2024?",
        "Resolves YES if, by May 31, 2024, OpenAI announces and begins rolling out to users of ChatGPT's free tier a model it describes as GPT-4-class or better (not GPT-3.5). Resolves NO otherwise.",
        "2024-05-09",
        "2024-05-31",
        1,
        "product_launches",
        """
4|K|tech-newsletter|OpenAI rumors: search engine, voice assistant, or both?|Reports this week suggest OpenAI is preparing a launch, possibly a search product, ahead of Google I/O on May 14, 2024. Sam Altman has said GPT-5 is not imminent.|Rumors and a scheduled event; nothing after the cutoff is reported.
2|L|launch-page|Hello GPT-4o|We're announcing GPT-4o, our new flagship model that can reason across audio, vision and text in real time. Starting today, May 13, 2024, GPT-4o is rolling out to ChatGPT Free, Plus and Team users, with higher message limits for paid plans.|An announcement dated May 13, 2024 reports the launch.
9|K|developer-blog|Rate limits and model deprecations: what's next for the API|We expect to retire several older GPT-3.5 snapshots on June 13, 2024, and will notify affected developers by email.|A planned deprecation date.
1|L|tech-press|Ilya Sutskever leaves OpenAI days after GPT-4o launch|OpenAI's co-founder and chief scientist said on May 14, 2024 that he was leaving the company, a day after it showed off a voice-capable GPT-4o model available for free.|Reports a departure on May 14, 2024 and the launch the day before.
15|K|explainer|Why free users are still on GPT-3.5|Free ChatGPT accounts have used GPT-3.5 since the product launched in November 2022; GPT-4 has required a $20 Plus subscription since March 2023.|A control with only earlier dates.
3|L|tech-newsletter|GPT-4o, a week in|Since the May 13, 2024 'Spring Update', free users have been getting GPT-4o in waves; the new voice mode shown on stage is still weeks away, OpenAI says.|Reports the May 13, 2024 rollout as under way.
""",
    ),
    Q(
        "n5-veo3-io-2025",
        "Will Google announce a video generation model named Veo 3 by May 31, 2025?",
        "Resolves YES if, by May 31, 2025, Google or Google DeepMind announces a model named Veo 3 and makes it available to at least some users. Resolves NO otherwise.",
        "2025-05-12",
        "2025-05-31",
        1,
        "product_launches",
        """
6|K|event-page|Google I/O 2025: May 20-21, Shoreline Amphitheatre|Tune in for the keynote on Tuesday, May 20, 2025 at 10 a.m. PT, followed by developer sessions on Gemini, Android and the web. Registration for online attendees is open.|An event page for future dates.
1|L|product-blog|Meet Veo 3, our latest video model|Announced at I/O on May 20, 2025, Veo 3 generates video with native audio, including dialogue and sound effects. It is available today to Google AI Ultra subscribers in the US in the Gemini app and in Flow.|Reports the May 20, 2025 launch.
13|K|tech-press|Veo 2 arrives in Gemini Advanced|Google added its Veo 2 model to Gemini Advanced last month, letting subscribers make eight-second clips. The company has not said when a successor will come.|A control with only earlier events.
2|L|tech-newsletter|The I/O recap: Veo 3, AI Mode for all, and a $250 plan|Google's May 20, 2025 keynote introduced Veo 3 and the Flow filmmaking tool, rolled AI Mode out to all US Search users, and unveiled a $249.99-a-month AI Ultra tier.|Reports announcements of May 20, 2025.
8|K|analysis|What Google needs to show at I/O|After Sora's launch in December, Google will be expected to answer with a stronger video model on May 20. Expect pricing for a new premium Gemini tier as well.|Expectations for a scheduled event.
""",
    ),
    Q(
        "n5-gtc2025-rubin",
        "Will Nvidia give specifications or a launch timeline for its Vera Rubin platform during its GTC 2025 keynote on March 18, 2025?",
        "Resolves YES if, in Jensen Huang's GTC 2025 keynote on March 18, 2025, Nvidia presents specifications, a system configuration or a launch timeline for its Vera Rubin platform. Resolves NO otherwise.",
        "2025-03-06",
        "2025-03-18",
        1,
        "product_launches",
        """
10|K|event-page|NVIDIA GTC 2025: March 17-21, San Jose|Don't miss the keynote by NVIDIA founder and CEO Jensen Huang at SAP Center on Tuesday, March 18, 2025. Over 1,000 sessions cover AI, robotics and accelerated computing.|An event page for a future keynote.
2|L|liveblog|GTC 2025 keynote live: Blackwell Ultra, Vera Rubin, Feynman|10:42 a.m.: Huang unveils Vera Rubin NVL144, due in the second half of 2026, followed by Rubin Ultra in 2027. 10:51 a.m.: next architecture after Rubin will be called Feynman. (Liveblog, March 18, 2025.)|Live updates dated March 18, 2025 report the announcement.
4|K|earnings-call-transcript|Nvidia Q4 FY25 call (excerpt)|Huang said Blackwell Ultra is on track for the second half of 2025 and that the company would share more about Vera Rubin and beyond at GTC next month.|A past statement about a future event.
1|L|market-wrap|Nvidia falls 3% after roadmap keynote|Shares closed down 3.4% on March 18, 2025, as investors had priced in much of the roadmap Huang laid out, including Rubin systems for 2026.|Reports the March 18, 2025 keynote and share move.
20|K|tech-press|Nvidia's Rubin named for astronomer Vera Rubin|Nvidia first named its next architecture at Computex in June 2024, saying it would follow Blackwell in 2026 on an annual cadence.|A control with only earlier events.
3|L|developer-blog|What we learned at GTC 2025 for inference|Dynamo, the open-source serving framework announced on March 18, 2025, now has a public repository; the Rubin CPX part came later, but the keynote already put Rubin's HBM4 specs on the table.|Reports announcements made on March 18, 2025.
""",
    ),
    Q(
        "n5-ios181-apple-intelligence-2024",
        "Will Apple release iOS 18.1, with the first Apple Intelligence features, to the public by October 31, 2024?",
        "Resolves YES if, by October 31, 2024, Apple makes iOS 18.1 generally available to iPhone users (not only as a beta) with Apple Intelligence features. Resolves NO otherwise.",
        "2024-10-15",
        "2024-10-31",
        1,
        "product_launches",
        """
9|K|tech-press|iOS 18.1 with Apple Intelligence expected in late October|Apple has told developers the first Apple Intelligence tools will reach the public in October. People familiar with the plans point to the week of October 28, 2024.|An expected release, not reported as done.
1|L|release-notes|About iOS 18.1 Updates|iOS 18.1 introduces Apple Intelligence, helping you write, express yourself and get things done. Released October 28, 2024. This update also adds Clean Up in Photos and call recording in the Phone app.|Release notes dated October 28, 2024 report the release.
6|K|developer-blog|Apple Intelligence: what's in the 18.1 beta and what isn't|Writing Tools, the new Siri look and notification summaries are in the 18.1 betas. Genmoji, Image Playground and ChatGPT integration are slated for a later update, which Apple has said will arrive by the end of 2024.|Features in betas and a planned later update.
2|L|tech-newsletter|iOS 18.2 beta lands with ChatGPT, days after 18.1 ships|Apple pushed the first iOS 18.2 developer beta on October 23, 2024, adding Genmoji and ChatGPT in Siri; iOS 18.1 itself went out to everyone on October 28.|Reports the October 23 and October 28, 2024 releases.
18|K|tech-press|iPhone 16 ships without Apple Intelligence|Apple's new phones went on sale on September 20 with Apple Intelligence promised as a free update later. Reviewers noted that the headline feature was missing at launch.|A control with only earlier events.
""",
    ),
    Q(
        "n5-galaxy-s25-2025",
        "Will Samsung unveil the Galaxy S25 series by January 31, 2025?",
        "Resolves YES if, by January 31, 2025, Samsung officially announces the Galaxy S25 smartphone series at an Unpacked event or through another official announcement. Resolves NO otherwise.",
        "2025-01-10",
        "2025-01-31",
        1,
        "product_launches",
        """
3|K|event-page|Galaxy Unpacked January 2025: Join us on January 22|Samsung Electronics will hold Galaxy Unpacked in San Jose, California on Wednesday, January 22, 2025 at 10 a.m. PST. Reserve now for a $50 Samsung credit.|An invitation to a future event.
1|L|launch-page|Meet Galaxy S25 Ultra|Introduced on January 22, 2025 at Galaxy Unpacked. Galaxy AI, Snapdragon 8 Elite for Galaxy, and a 200MP camera. Available from February 7, 2025.|A launch page dated January 22, 2025 reports the unveiling.
8|K|tech-press|Leaked renders show Galaxy S25 Ultra with rounded corners|The images, shared by a reliable leaker, suggest the phone will drop the boxy design of the S24 Ultra. Samsung's event is expected later in January 2025.|A leak about a coming product and an expected event.
2|L|tech-newsletter|Unpacked takeaways: S25 lineup, Edge teaser, Gemini by default|At the January 22, 2025 event Samsung showed the S25, S25+ and S25 Ultra and teased a thin S25 Edge for later in the year; the phones made Gemini the default assistant on the side button.|Reports the January 22, 2025 event.
14|K|analysis|Can Samsung hold off Apple in 2025?|Apple overtook Samsung in global smartphone shipments in 2023. Samsung's next flagships and their AI features will decide whether it can win back first place this year, analysts say.|A control with only earlier facts and forecasts.
""",
    ),
    Q(
        "n5-eu-gpai-code-2025",
        "Will the European Commission publish the final General-Purpose AI Code of Practice by July 31, 2025?",
        "Resolves YES if, by July 31, 2025, the European Commission or its AI Office publishes the final version of the General-Purpose AI Code of Practice under the AI Act. Resolves NO otherwise.",
        "2025-07-03",
        "2025-07-31",
        1,
        "regulatory",
        """
12|K|tech-press|EU AI code of practice slips past May deadline|The final code, originally due by 2 May 2025, has been delayed as drafters work through industry objections. The Commission says it still expects to publish before the obligations start on 2 August 2025.|A missed earlier deadline and expected future publication.
2|L|regulator-press-release|General-Purpose AI Code of Practice now available|On 10 July 2025 the Commission received the final General-Purpose AI Code of Practice, with chapters on transparency, copyright, and safety and security, from the independent experts who drafted it.|Reports the 10 July 2025 publication.
6|K|policy-brief|What signing the code would mean for model providers|Providers that sign will be able to show compliance with the AI Act's GPAI rules through the code, which takes effect alongside the obligations on August 2, 2025. Those that do not must show compliance some other way.|Future effects of a code not yet published.
1|L|tech-newsletter|Who signed and who didn't|OpenAI said on July 11, 2025 it would sign the EU code, and Google followed on July 30; Meta said on July 18 that it would not sign, calling the code overreach.|Reports decisions made in July 2025 after the cutoff.
20|K|tech-press|Third draft of the AI code published|The third draft, released in March, narrows the copyright commitments and the list of systemic risks. Stakeholders have until the end of March to comment.|A control with only earlier dates.
4|L|regulator-notice|Guidelines for providers of general-purpose AI models|Correction (added 18 July 2025): these guidelines were adopted today and clarify who counts as a GPAI provider; the Code of Practice itself was published on 10 July 2025.|A correction reports the July 18 and July 10, 2025 publications.
""",
    ),
    Q(
        "n5-eu-ai-act-pause-2025",
        "Will the EU postpone the August 2, 2025 application of the AI Act's obligations for general-purpose AI models?",
        "Resolves YES if, before August 2, 2025, the EU adopts or the Commission formally announces a postponement (a 'stop the clock') of the August 2, 2025 application date of the AI Act's obligations for providers of general-purpose AI models. Resolves NO if the obligations apply on August 2, 2025 as scheduled.",
        "2025-06-30",
        "2025-08-02",
        0,
        "regulatory",
        """
8|K|tech-press|CEOs urge Brussels to 'stop the clock' on AI Act|Executives from European firms are preparing a letter asking the Commission to pause the law for two years. The GPAI rules are due to apply from August 2, 2025.|A campaign and a scheduled date.
2|L|tech-press|Commission rules out AI Act pause|There will be no stop the clock, no grace period and no pause, a Commission spokesperson told reporters on July 4, 2025, rejecting calls from industry to delay the law.|Reports a July 4, 2025 statement.
17|K|policy-brief|How a delay would work legally|Postponing any date in the AI Act would require an amendment passed by Parliament and Council, which could not be finished before 2 August 2025. A Commission 'digital omnibus' later in the year is the likelier vehicle.|Explains conditions; no later event reported.
1|L|tech-newsletter|August 2 came and went: the GPAI rules are live|The AI Act's obligations for general-purpose models applied as scheduled on August 2, 2025; the AI Office's enforcement powers follow a year later.|Reports that the obligations applied on August 2, 2025.
5|K|calendar|AI Act timeline|2 February 2025: prohibitions and AI literacy apply. 2 August 2025: GPAI obligations and penalties apply. 2 August 2026: most remaining provisions apply.|A timeline mixing past and future dates without reporting later ones as done.
3|L|policy-brief|The omnibus that finally delayed the AI Act, for high-risk systems only|The Commission's digital omnibus of November 19, 2025 proposed pushing back some high-risk rules, but left the GPAI obligations, in force since August 2025, untouched.|Reports a November 19, 2025 proposal and the August 2025 application.
""",
    ),
    Q(
        "n5-doj-apple-mtd-2025",
        "Will the court deny Apple's motion to dismiss the Justice Department's antitrust suit by July 25, 2025?",
        "Resolves YES if, by July 25, 2025, the US District Court for the District of New Jersey denies, in whole or in substantial part, Apple's motion to dismiss United States v. Apple Inc. Resolves NO otherwise.",
        "2025-06-18",
        "2025-07-25",
        1,
        "court_rulings",
        """
14|K|court-watch|A year on, DOJ's Apple case still waits on a motion to dismiss|Judge Julien Neals has not ruled on the motion Apple filed in August 2024, which argues the government fails to define a proper market. Discovery has begun in parts, and a status conference is set for July 15, 2025.|A pending motion; only earlier dates.
1|L|court-docket|United States et al. v. Apple Inc., No. 2:24-cv-04055 (D.N.J.): docket|06/30/2025: OPINION and ORDER denying Defendant's Motion to Dismiss. 07/2025: Scheduling conference set.|A docket entry reports the June 30, 2025 denial.
6|K|analysis|If the case survives, when would it go to trial?|Even if the court denies dismissal, a trial is unlikely before 2027, given the volume of discovery. Apple's WWDC keynote on June 9 passed without any mention of the case.|A conditional and a forecast; the only event is before the cutoff.
3|L|tech-press|Judge lets DOJ monopoly case against Apple go forward|Judge Neals wrote on June 30, 2025 that the government had plausibly alleged Apple holds monopoly power in smartphones, rejecting Apple's bid to end the suit.|Reports the June 30, 2025 ruling.
22|K|tech-press|Apple files motion to dismiss DOJ lawsuit|Apple said the suit, brought in March 2024 with 16 states, rests on a theory that would let the government dictate how it designs products.|A control about an earlier filing.
""",
    ),
    Q(
        "n5-ec-teams-commitments-2025",
        "Will the European Commission make Microsoft's Teams commitments legally binding by September 30, 2025?",
        "Resolves YES if, by September 30, 2025, the European Commission adopts a decision under Article 9 of Regulation 1/2003 making Microsoft's commitments on the distribution of Teams legally binding. Resolves NO otherwise.",
        "2025-09-02",
        "2025-09-30",
        1,
        "regulatory",
        """
25|K|regulator-press-release|Commission seeks feedback on Microsoft's Teams commitments|Microsoft has offered to sell Office and Microsoft 365 suites without Teams at a lower price and to improve interoperability for rivals. Interested parties may comment within one month of publication.|A market test; no decision reported.
2|L|regulator-press-release|Commission accepts Microsoft commitments on Teams|On 12 September 2025 the Commission made binding Microsoft's commitments to offer its productivity suites without Teams and to let rivals interoperate, closing the case opened after Slack's 2020 complaint. The commitments run for seven years, and ten for interoperability.|Reports the 12 September 2025 decision.
9|K|tech-press|Teams decision expected after the summer break|Officials hope to adopt the decision in September 2025, people familiar said, avoiding a fine in the probe that began in July 2023.|An expected decision, not done.
1|L|tech-newsletter|Microsoft settles Teams probe without a fine|The September 12, 2025 decision ends one of the oldest open Big Tech cases in Brussels. Salesforce, Slack's owner, said it would watch compliance closely.|Reports the September 12, 2025 decision.
16|K|developer-blog|Building Teams-compatible apps: the interoperability commitments|If the commitments are accepted, Microsoft will have to publish documentation for data portability and interoperability for rival collaboration tools within set deadlines, the first of them in January 2026.|A conditional about commitments not yet accepted.
""",
    ),
    Q(
        "n5-o3-mini-2025",
        "Will OpenAI release o3-mini to ChatGPT users by January 31, 2025?",
        "Resolves YES if, by January 31, 2025, OpenAI makes its o3-mini model available to ChatGPT users (on any plan). A research preview limited to safety testers does not count. Resolves NO otherwise.",
        "2025-01-16",
        "2025-01-31",
        1,
        "product_launches",
        """
12|K|tech-newsletter|OpenAI's o3 reveal: what ships when|OpenAI said on December 20 that o3-mini should launch around the end of January, with the full o3 shortly after. Safety researchers can apply for early access now.|An earlier statement about a future launch.
1|L|release-notes|ChatGPT release notes: o3-mini|January 31, 2025: We're releasing OpenAI o3-mini, our newest cost-efficient reasoning model, in ChatGPT and the API. Free users can try it by selecting 'Reason' in the message composer.|Release notes dated January 31, 2025 report the release.
4|K|developer-blog|Preparing for o3-mini in the API|o3-mini will support function calling, structured outputs and three reasoning-effort settings at launch, expected in late January 2025. Developers on tiers 3-5 will get access first; we'll post pricing on launch day.|Planned features; no release reported.
2|L|tech-press|DeepSeek's R1 rattles Silicon Valley; Nvidia loses $590 billion|Nvidia shares fell 17% on January 27, 2025 after the Chinese lab's open reasoning model, released a week earlier, topped US app store charts. OpenAI is expected to answer with o3-mini within days.|Reports a January 27, 2025 market drop and the earlier R1 release.
20|K|leaderboard|ARC-AGI-1 semi-private results|o3 (high compute, tuned): 87.5%. o3 (low compute): 75.7%. o1: 32%. Scores verified by the ARC Prize team; o3-mini not yet tested.|A leaderboard with results dated before the cutoff.
3|L|tech-newsletter|o3-mini is here, and free users get a taste|OpenAI shipped o3-mini on Friday, Jan. 31, 2025, as promised, replacing o1-mini in the model picker; Plus users get 150 messages a day.|Reports the January 31, 2025 release.
""",
    ),
    Q(
        "n5-llama31-405b-2024",
        "Will Meta release open weights for a Llama model with at least 400 billion parameters by July 31, 2024?",
        "Resolves YES if, by July 31, 2024, Meta makes downloadable weights available for a Llama model with 400 billion or more parameters. Resolves NO otherwise.",
        "2024-07-12",
        "2024-07-31",
        1,
        "product_launches",
        """
2|K|tech-press|Meta said to release biggest Llama model on July 23|Meta plans to release the 405-billion-parameter version of Llama 3 on July 23, 2024, according to a person familiar with the matter. The company previewed the model as 'still training' in April.|A reported plan for a future date.
1|L|model-card|Llama 3.1 model card|Model release date: July 23, 2024. Sizes: 8B, 70B, 405B. Context length: 128K tokens. License: Llama 3.1 Community License.|A model card reports the July 23, 2024 release.
18|K|launch-page|Introducing Meta Llama 3|Today we're releasing the first two models of the Llama 3 family, 8B and 70B. Our largest models, over 400B parameters, are still training.|A control: the April 2024 launch only.
3|L|leaderboard|Open LLM leaderboard, week of July 29, 2024|1. Llama-3.1-405B-Instruct (released 2024-07-23). 2. Mistral-Large-Instruct-2407 (released 2024-07-24). 3. Qwen2-72B-Instruct.|Leaderboard rows report releases on July 23 and 24, 2024.
6|K|analysis|Can open models catch GPT-4o?|If Meta's 405B model matches GPT-4o on reasoning benchmarks, as insiders hope, it would be the first open-weight model to reach the frontier. Zuckerberg has said Meta will keep open-sourcing, and may say more on the July 31, 2024 earnings call.|A conditional about an unreleased model.
2|L|tech-newsletter|Zuckerberg's open letter and the 405B drop|Alongside the July 23, 2024 release, Zuckerberg published a post arguing that open source AI is the path forward; AWS, Nvidia and Databricks offered the model on day one.|Reports the July 23, 2024 release.
""",
    ),
    Q(
        "n5-gemini2-2024",
        "Will Google release a model named Gemini 2.0 by December 31, 2024?",
        "Resolves YES if, by December 31, 2024, Google makes a model named Gemini 2.0 (in any size, including experimental versions) available to developers or users. Resolves NO otherwise.",
        "2024-12-03",
        "2024-12-31",
        1,
        "product_launches",
        """
9|K|tech-press|Google readies Gemini 2.0 as OpenAI pulls ahead|Google is preparing to launch Gemini 2.0 in December 2024, people familiar said, though tests show the gains over Gemini 1.5 are smaller than hoped.|A reported plan, not done.
1|L|developer-blog|Gemini 2.0 Flash: our new workhorse model, now in the Gemini API|December 11, 2024: Gemini 2.0 Flash Experimental is available today in Google AI Studio and Vertex AI, with native image and audio output for early-access partners.|A developer post dated December 11, 2024 reports the release.
5|K|leaderboard|Chatbot Arena text leaderboard (snapshot)|Rank 1: Gemini-Exp-1121. Rank 2: ChatGPT-4o-latest (2024-11-20). Rank 3: Gemini-Exp-1114. Votes counted through November 27, 2024.|A snapshot with only earlier dates.
2|L|tech-newsletter|Willow, Gemini 2.0 and Project Mariner in three days|Google unveiled its Willow quantum chip on December 9, 2024 and Gemini 2.0 on December 11, along with a browser agent prototype called Project Mariner.|Reports December 9 and 11, 2024 announcements.
15|K|analysis|OpenAI's 12 days vs. Google's December|OpenAI is rumored to plan a string of daily launches for December 2024. Google is expected to answer before the holidays, although it rarely launches big models in the last two weeks of the year.|Rumors and expectations.
""",
    ),
    Q(
        "n5-chatgpt-search-2024",
        "Will OpenAI make a search feature generally available in ChatGPT to paying subscribers by November 30, 2024?",
        "Resolves YES if, by November 30, 2024, OpenAI launches a web search feature inside ChatGPT available to all ChatGPT Plus subscribers (not only a waitlisted prototype). Resolves NO otherwise.",
        "2024-10-22",
        "2024-11-30",
        1,
        "product_launches",
        """
20|K|tech-press|SearchGPT waitlist expands|OpenAI has let more users into its SearchGPT prototype, announced in July. The company has said it plans to fold the best features into ChatGPT eventually, without a date.|A plan without a date; only earlier events.
1|L|release-notes|ChatGPT release notes: search|Oct 31, 2024: ChatGPT can now search the web in a much better way than before. Search is available today to Plus and Team users and SearchGPT waitlist users; Enterprise and Edu get access in the coming weeks.|Release notes dated October 31, 2024 report the launch.
7|K|analysis|ChatGPT search could arrive before Google's next earnings|If OpenAI ships search in ChatGPT before Alphabet reports on October 29, 2024, investors will be watching for any effect on Google query volume.|A conditional and a scheduled report.
3|L|tech-newsletter|ChatGPT gets search, Chrome extension follows|OpenAI turned on search for paying users on October 31, 2024 and released a Chrome extension that makes it the default search engine.|Reports the October 31, 2024 launch.
11|K|product-blog|Canvas in ChatGPT|We're introducing canvas, a new interface for writing and coding projects, starting today in beta for Plus and Team users.|A control about an earlier launch.
2|L|tech-press|OpenAI opens ChatGPT search to everyone|Search became available to all logged-in free users on December 16, 2024, six weeks after the paid launch.|Reports a later expansion dated December 16, 2024.
""",
    ),
    Q(
        "n5-amazon-nova-2024",
        "Will Amazon announce a new family of its own foundation models at AWS re:Invent 2024?",
        "Resolves YES if, during AWS re:Invent 2024 (December 2-6, 2024), Amazon announces a new family of foundation models developed in-house. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-06",
        1,
        "product_launches",
        """
4|K|event-page|AWS re:Invent 2024, Las Vegas, December 2-6|Keynotes: Matt Garman, Tuesday, December 3, 2024. Swami Sivasubramanian, Wednesday, December 4. Werner Vogels, Thursday, December 5.|An event schedule for future keynotes.
1|L|launch-page|Introducing Amazon Nova foundation models|Announced December 3, 2024. Amazon Nova Micro, Lite and Pro are available today in Amazon Bedrock; Nova Premier will follow in early 2025, alongside Nova Canvas and Nova Reel for images and video.|A launch page dated December 3, 2024 reports the announcement.
3|K|tech-press|Amazon invests another $4 billion in Anthropic|The new investment brings Amazon's total to $8 billion, and Anthropic will train its models on AWS Trainium chips. The deal was announced days before re:Invent.|A control about an earlier event.
2|L|tech-newsletter|Jassy takes the stage, and Amazon gets its own models|Andy Jassy surprised the re:Invent audience on December 3, 2024 with the Nova family, while Garman announced Trainium2 servers and previewed Trainium3 for late 2025.|Reports December 3, 2024 announcements.
8|K|analysis|What to expect at re:Invent 2024|Expect Trainium2 availability and more on Project Rainier. Reports say Amazon has an in-house model, code-named Olympus, that could be shown as early as December 3, 2024.|Expectations for a future event.
""",
    ),
    Q(
        "n5-oracle-rpo-fq1-2026",
        "Will Oracle report remaining performance obligations above $200 billion for its fiscal first quarter of 2026?",
        "Resolves YES if Oracle's results for the quarter ended August 31, 2025, scheduled for September 9, 2025, show remaining performance obligations above $200 billion. Resolves NO otherwise.",
        "2025-08-29",
        "2025-09-09",
        1,
        "earnings",
        """
5|K|earnings-preview|Oracle earnings preview: the backlog is the story|Oracle reported RPO of $138 billion in June and said it would more than double over the year. Results for the August quarter are due Tuesday, September 9, 2025.|Earlier figures and a scheduled report.
1|L|earnings-recap|Oracle's backlog soars to $455 billion|Oracle said on September 9, 2025 that remaining performance obligations rose 359% to $455 billion after four multibillion-dollar contracts with three customers, though revenue of $14.9 billion fell short of estimates.|Reports the September 9, 2025 results.
12|K|tech-press|OpenAI to rent 4.5 gigawatts from Oracle, reports say|The Stargate expansion, reported in July, would be one of the largest cloud contracts ever signed.|A control about earlier reports.
2|L|market-wrap|Oracle soars 36%, Ellison briefly tops world's rich list|Oracle shares jumped about 36% on September 10, 2025, their best day since 1992, a day after the backlog figures.|Reports the September 10, 2025 share move.
18|K|analyst-note|Oracle: reiterate Buy, watch RPO|We model RPO of about $180 billion at the end of FQ1. A figure above $200 billion on the September 9 print would suggest the Stargate contract has been booked.|A model and a conditional.
""",
    ),
    Q(
        "n5-ai-diffusion-rule-2025",
        "Will the compliance requirements of the Framework for Artificial Intelligence Diffusion take effect on May 15, 2025?",
        "Resolves YES if the compliance requirements of the Commerce Department's interim final rule 'Framework for Artificial Intelligence Diffusion' become effective on May 15, 2025 as scheduled. Resolves NO if they are rescinded, delayed or otherwise not in effect on that date.",
        "2025-05-06",
        "2025-05-15",
        0,
        "regulatory",
        """
15|K|policy-brief|The AI diffusion rule's three tiers, explained|Published in January, the rule splits the world into three tiers for advanced chip exports. Its compliance date is May 15, 2025, unless the new administration changes it.|A scheduled compliance date and a conditional.
1|L|regulator-press-release|Department of Commerce announces rescission of Biden-era AI diffusion rule|On May 13, 2025, the Bureau of Industry and Security said it would not enforce the AI Diffusion Rule, whose compliance date was May 15, and would issue a replacement. It also issued guidance on Huawei Ascend chips.|Reports the May 13, 2025 rescission.
4|K|tech-press|Chipmakers lobby to scrap export tiers|Nvidia and others have urged the administration to drop the tier system before it bites on May 15, 2025. Commerce officials have said a simpler rule is under consideration.|Lobbying and consideration, no decision.
2|L|tech-newsletter|Diffusion rule dead; Gulf chip deals follow|Two days after the rule was dropped on May 13, 2025, the UAE and the US announced a framework for a 5-gigawatt AI campus in Abu Dhabi during the president's Gulf trip.|Reports May 13 and May 15, 2025 events.
9|K|calendar|Export controls: key dates|2025-01-15: AI Diffusion interim final rule published. 2025-05-15: compliance date for most requirements. Comments were due 2025-03-17.|A timeline of past and scheduled dates.
""",
    ),
    Q(
        "n5-meta-q4-2024-revenue",
        "Will Meta Platforms report revenue above $47.0 billion for the fourth quarter of 2024?",
        "Resolves YES if Meta's fourth-quarter 2024 results, scheduled for January 29, 2025, show total revenue above $47.0 billion. Resolves NO otherwise.",
        "2025-01-16",
        "2025-01-29",
        1,
        "earnings",
        """
6|K|earnings-preview|Meta guided to $45-48 billion for Q4. Where will it land?|Meta forecast fourth-quarter revenue of $45 billion to $48 billion in October. It reports on January 29, 2025, and investors want its 2025 capex plan.|Guidance and a scheduled report.
1|L|earnings-recap|Meta's Q4 revenue rises 21% to $48.4 billion|Meta reported on January 29, 2025 that fourth-quarter revenue reached $48.39 billion and profit rose 49%, while it guided to first-quarter sales of $39.5 billion to $41.8 billion.|Reports the January 29, 2025 results.
9|K|tech-press|Meta ends US fact-checking program|Meta said it would replace third-party fact-checkers in the US with community notes and loosen some content rules, a shift announced on January 7.|A control about an earlier announcement.
3|L|tech-newsletter|Zuckerberg sets $60-65 billion capex for 2025|In a Facebook post on January 24, 2025, Zuckerberg said Meta would spend $60 billion to $65 billion this year and bring about a gigawatt of compute online.|Reports a January 24, 2025 announcement.
14|K|analyst-note|Meta: the 2025 expense guide is the swing factor|We expect revenue near the top of the guidance range and total expenses for 2025 of about $110 billion, which management will give on the January 29, 2025 call.|Forecasts and a scheduled call.
""",
    ),
    Q(
        "n5-aws-q2-2025-revenue",
        "Will Amazon Web Services report segment revenue above $30.5 billion for the second quarter of 2025?",
        "Resolves YES if Amazon's second-quarter 2025 results, scheduled for July 31, 2025, show AWS segment net sales above $30.5 billion. Resolves NO otherwise.",
        "2025-07-18",
        "2025-07-31",
        1,
        "earnings",
        """
8|K|earnings-preview|AWS growth in focus as Azure and Google Cloud accelerate|Analysts expect AWS sales of about $30.8 billion for the June quarter. Amazon reports after the market closes on Thursday, July 31, 2025.|A forecast and a scheduled report.
1|L|earnings-recap|AWS sales rise 17.5% to $30.9 billion|Amazon reported on July 31, 2025 that AWS revenue grew 17.5% in the second quarter, slower than Microsoft's Azure, while total sales rose to $167.7 billion.|Reports the July 31, 2025 results.
1|K|launch-page|Amazon Bedrock AgentCore (preview)|AgentCore gives developers services to deploy and operate AI agents securely at scale. Available in preview in four AWS Regions. Pricing is free during the preview until September 16, 2025.|A preview with a future pricing date.
2|L|market-wrap|Amazon falls 8% as cloud lags rivals|Amazon shares dropped about 8% on August 1, 2025, as investors compared AWS growth with the 39% Azure posted a day earlier.|Reports the August 1, 2025 share move.
20|K|tech-press|Amazon CEO warns AI will shrink corporate workforce|Andy Jassy wrote to staff in June that generative AI will reduce the company's total corporate headcount over the next few years.|A control about an earlier statement.
""",
    ),
    Q(
        "n5-crowdstrike-fq2-2025-revenue",
        "Will CrowdStrike report revenue of at least $958 million for the second quarter of its fiscal 2025?",
        "Resolves YES if CrowdStrike's results for the quarter ended July 31, 2024, scheduled for August 28, 2024, show total revenue of $958 million or more (the low end of its pre-outage guidance). Resolves NO otherwise.",
        "2024-08-15",
        "2024-08-28",
        1,
        "earnings",
        """
9|K|tech-press|CrowdStrike publishes preliminary review of July 19 outage|The company said a bug in its content validator let a faulty Rapid Response update through, and promised a full root cause analysis. It will report quarterly results on August 28, 2024.|Earlier events and a scheduled report.
1|L|earnings-recap|CrowdStrike beats on revenue, trims outlook after outage|CrowdStrike reported on August 28, 2024 that second-quarter revenue rose 32% to $963.9 million, but cut its full-year revenue forecast to $3.89 billion to $3.90 billion, citing customer commitment packages.|Reports the August 28, 2024 results.
4|K|earnings-preview|How much will the outage cost CrowdStrike?|The July quarter ended just 12 days after the crash, so most of the damage should show up in guidance, not in Q2 revenue. Management guided in June to $958 million to $961 million.|An earlier guidance figure and a forecast.
2|L|tech-newsletter|CrowdStrike executive apologizes to Congress|Testifying before a House Homeland Security subcommittee on September 24, 2024, CrowdStrike's Adam Meyers said the company was deeply sorry for the outage.|Reports testimony on September 24, 2024.
14|K|status-page|Windows sensor update: status|Tech Alert: Windows crashes related to Falcon Sensor. Status: resolved. A fix has been deployed; most affected hosts have recovered. Last updated 2024-07-29.|A control status page with only earlier dates.
3|L|court-watch|Delta sues CrowdStrike in Georgia court|Delta Air Lines filed suit on October 25, 2024, seeking damages for an outage it says cost it $500 million; CrowdStrike called the claims misleading.|Reports a later lawsuit dated October 25, 2024.
""",
    ),
    Q(
        "n5-x-dma-gatekeeper-2024",
        "Will the European Commission designate X as a gatekeeper under the Digital Markets Act by October 31, 2024?",
        "Resolves YES if, by October 31, 2024, the European Commission designates X (or any X service, such as the X social network) as a gatekeeper core platform service under the Digital Markets Act. Resolves NO otherwise.",
        "2024-10-08",
        "2024-10-31",
        0,
        "regulatory",
        """
13|K|tech-press|Brussels weighs X's claim that it is no gatekeeper|X notified the Commission this spring that it meets the DMA's numerical thresholds but argued it is not an important gateway for businesses. A decision is expected in October 2024.|An expected decision, not reported.
1|L|regulator-press-release|Commission decides not to designate X as a gatekeeper|On 16 October 2024 the Commission concluded that X's online social networking service should not be designated as a gatekeeper under the Digital Markets Act, following its assessment of X's arguments. The Commission will keep monitoring developments.|Reports the 16 October 2024 decision.
7|K|explainer|What gatekeeper status would mean for X|If designated by the end of October 2024, X would have until April 2025 to comply with DMA obligations, including interoperability requests and limits on combining user data across services.|A conditional about a future designation.
2|L|tech-newsletter|X escapes DMA, still faces DSA|The Commission's October 16, 2024 ruling that X is not a gatekeeper leaves the platform subject only to the separate Digital Services Act case, where preliminary findings came in July.|Reports the October 16, 2024 decision.
22|K|tech-press|Booking designated as gatekeeper|The Commission added Booking to the DMA list in May, bringing the number of gatekeepers to seven. X's own case is pending.|A control about an earlier designation.
""",
    ),
    Q(
        "n5-ios184-eu-apple-intelligence-2025",
        "Will Apple make Apple Intelligence available on iPhone in the European Union by April 30, 2025?",
        "Resolves YES if, by April 30, 2025, Apple releases a public (non-beta) software update that makes Apple Intelligence features available to iPhone users in the European Union. Resolves NO otherwise.",
        "2025-03-24",
        "2025-04-30",
        1,
        "product_launches",
        """
21|K|product-blog|Apple Intelligence is coming to more languages and the EU|Apple Intelligence will be available in French, German, Italian, Portuguese, Spanish, Japanese, Korean and Chinese in April 2025, and iPhone and Mac users in the EU will get access then too.|An announced plan for a future month.
1|L|release-notes|About iOS 18.4 Updates|Released March 31, 2025. Apple Intelligence is now available in the EU and in new languages. Priority Notifications show what is important at the top of your notifications.|Release notes dated March 31, 2025 report the EU availability.
6|K|developer-blog|Testing your app with Apple Intelligence in EU regions|iOS 18.4 beta 4 enables Apple Intelligence for devices set to EU regions. Apple says the final release is due in early April 2025.|A beta and an expected release.
2|L|market-wrap|Apple sinks 9% as tariffs hit iPhone supply chain|Apple shares fell about 9% on April 3, 2025, their worst day since 2020, after the White House announced sweeping tariffs on imports from China and Vietnam.|Reports a later April 3, 2025 market move.
12|K|tech-press|Apple delays personalized Siri to 2026|Apple said the more personal Siri features it showed at WWDC will take longer than expected and are now slated for the coming year.|A delay announced before the cutoff.
3|L|tech-newsletter|Apple Intelligence lands in Europe, nine months late|With iOS 18.4, out on March 31, 2025, EU iPhone owners can finally use Writing Tools and Genmoji; Apple had held the features back over DMA concerns.|Reports the March 31, 2025 release.
""",
    ),
    Q(
        "n5-ftc-click-to-cancel-2025",
        "Will the FTC's 'click-to-cancel' Negative Option Rule's main requirements take effect on July 14, 2025?",
        "Resolves YES if the compliance date of the FTC's amended Negative Option Rule (the 'click-to-cancel' rule), set for July 14, 2025, arrives with the rule in effect, not vacated, stayed or further delayed. Resolves NO otherwise.",
        "2025-07-02",
        "2025-07-14",
        0,
        "regulatory",
        """
20|K|regulator-notice|FTC defers compliance date for click-to-cancel rule|The Commission voted to push back enforcement of most of the rule's requirements by 60 days, to July 14, 2025, citing the complexity of compliance for businesses.|A deferral to a future compliance date.
1|L|court-watch|Eighth Circuit vacates FTC click-to-cancel rule|A panel of the Eighth Circuit Court of Appeals threw out the rule on July 8, 2025, six days before it was to take effect, holding that the FTC had skipped a required preliminary regulatory analysis.|Reports the July 8, 2025 ruling.
6|K|developer-blog|Shipping a one-click cancel flow before July 14|Subscription apps selling in the US should make cancellation as easy as sign-up by July 14, 2025. Our SDK's new cancel sheet meets the rule's requirements.|A deadline; nothing after the cutoff is reported.
2|L|tech-newsletter|Click-to-cancel is dead (for now)|The July 8, 2025 decision means the rule never took effect; the FTC would have to restart rulemaking. State laws in California and New York still apply.|Reports the July 8, 2025 decision.
12|K|analysis|Click-to-cancel challenge still pending in the Eighth Circuit|Trade groups argue the FTC skipped steps required for rules with large economic effects. A ruling could come before the July 14 compliance date or after it.|A pending challenge and a conditional.
""",
    ),
    Q(
        "n5-frontiermath-25-2024",
        "Will any AI developer publicly report a score of 25% or higher on Epoch AI's FrontierMath benchmark by December 31, 2024?",
        "Resolves YES if, by December 31, 2024, Epoch AI or an AI developer publicly reports a result of 25% or higher for any AI system on the FrontierMath benchmark. Resolves NO otherwise.",
        "2024-12-12",
        "2024-12-31",
        1,
        "technology",
        """
30|K|leaderboard|FrontierMath: benchmark results at launch|o1-preview: under 2%. Claude 3.5 Sonnet: under 2%. Gemini 1.5 Pro: under 2%. GPT-4o: under 2%. Epoch AI says it will rerun evaluations as new models are released.|A control with only the November launch results.
1|L|tech-newsletter|o3 solves a quarter of FrontierMath|OpenAI said on December 20, 2024 that o3, in an aggressive test-time setting, scored 25.2% on FrontierMath, against a previous best of about 2%.|Reports the December 20, 2024 result.
8|K|analysis|Will we see a big FrontierMath jump this year?|The benchmark's authors expect problems to resist AI for years. OpenAI's end-of-year launches, rumoured to run into the week of December 16, 2024, are the last chance in 2024.|A forecast and rumoured future launches.
2|L|leaderboard|FrontierMath results (updated)|2024-12-20: o3 (OpenAI-reported, high compute): 25.2%. 2024-11-08: best previous model: 2.0%. Note: o3 result not independently verified by Epoch at time of update.|A dated leaderboard row reports the December 20, 2024 result.
4|K|explainer|How FrontierMath is scored|Each problem has a single verifiable answer, and the set is kept private to avoid contamination. A score of 25% would mean roughly 75 of the 300 problems answered. Epoch plans its next public results update for January 2025.|A general explanation without later events.
""",
    ),
    Q(
        "n5-jftc-google-2025",
        "Will Japan's Fair Trade Commission issue a cease-and-desist order against Google by April 30, 2025?",
        "Resolves YES if, by April 30, 2025, the Japan Fair Trade Commission issues a cease-and-desist order to Google under the Antimonopoly Act. Resolves NO otherwise.",
        "2025-04-08",
        "2025-04-30",
        1,
        "regulatory",
        """
6|K|tech-press|Japan's watchdog prepares first order against a US tech giant|The JFTC is preparing a cease-and-desist order against Google over deals that required Android phone makers to preinstall its search app, people familiar said, with an order possible as soon as mid-April 2025. Google has been given a chance to respond.|A reported plan, not done.
1|L|regulator-press-release|JFTC issues cease-and-desist order to Google LLC|On April 15, 2025 the JFTC ordered Google to stop requiring smartphone makers to preinstall Google Search and Chrome in exchange for revenue sharing, and to appoint an independent monitor for five years.|Reports the April 15, 2025 order.
14|K|policy-brief|Japan's smartphone act: the calendar|The Mobile Software Competition Act, passed in June 2024, takes full effect on December 18, 2025. Apple and Google are expected to be designated as providers well before then.|A law's future effective date and expectations.
2|L|tech-newsletter|Japan's first cease-and-desist against a GAFAM firm|The April 15, 2025 order ends an investigation the JFTC opened in October 2023; Google said it regretted the decision and would consider next steps.|Reports the April 15, 2025 order.
22|K|tech-press|JFTC opens probe into Google search deals|The watchdog said it was examining whether Google's revenue-sharing payments to phone makers hurt rival search services in Japan.|A control about the 2023 opening of the probe.
""",
    ),
    Q(
        "n5-gpt5-2024",
        "Will OpenAI release a model named GPT-5 by December 31, 2024?",
        "Resolves YES if, by December 31, 2024, OpenAI makes a model named GPT-5 available to users or developers. Resolves NO otherwise.",
        "2024-12-02",
        "2024-12-31",
        0,
        "product_launches",
        """
30|K|tech-newsletter|Altman's AMA: no GPT-5 this year|Asked on Reddit when GPT-5 would ship, Sam Altman said OpenAI has some very good releases coming later this year, but nothing it will call GPT-5.|A past statement about the rest of 2024.
1|L|tech-press|OpenAI launches full o1 and a $200 Pro plan|On December 5, 2024, the first of its '12 days' of announcements, OpenAI released the full o1 reasoning model and ChatGPT Pro, with unlimited access for $200 a month.|Reports the December 5, 2024 launches.
10|K|analysis|What comes after GPT-4o?|OpenAI's next big model, code-named Orion, is reportedly showing smaller gains than GPT-4 did over GPT-3. Whether it ships as GPT-5, and whether before January 2025, is unclear.|Uncertainty about a future release.
2|L|tech-newsletter|Day 12: o3, not GPT-5|OpenAI closed its holiday series on December 20, 2024 with a preview of o3; no model called GPT-5 appeared in the 12 days.|Reports the December 20, 2024 announcement.
5|K|developer-blog|Our model roadmap, Q1 2025 edition|We'll keep GPT-4o as the default for the API through at least March 2025 and announce deprecations 90 days in advance.|A plan for future months.
3|L|tech-press|Altman lays out roadmap: GPT-4.5 next, then GPT-5|In a post on February 12, 2025, Sam Altman said GPT-4.5 would be OpenAI's last non-reasoning model and that GPT-5 would follow in months.|Reports a later post dated February 12, 2025.
""",
    ),
    Q(
        "n5-nvda-q4fy25-revenue",
        "Will Nvidia report revenue above $40.0 billion for the fourth quarter of its fiscal 2025?",
        "Resolves YES if Nvidia's results for the quarter ended January 26, 2025, scheduled for February 26, 2025, show total revenue above $40.0 billion. Resolves NO otherwise.",
        "2025-02-12",
        "2025-02-26",
        0,
        "earnings",
        """
7|K|earnings-preview|Nvidia Q4 preview: Blackwell ramp vs. DeepSeek jitters|Nvidia guided to $37.5 billion, plus or minus 2%, for the January quarter. Consensus is near $38 billion, and results are due after the close on February 26, 2025.|Guidance and a scheduled report.
1|L|earnings-recap|Nvidia revenue rises 78% to $39.3 billion; Blackwell brings in $11 billion|Nvidia said on February 26, 2025 that fourth-quarter revenue was $39.3 billion, with data center sales of $35.6 billion, and forecast about $43 billion for the first quarter.|Reports the February 26, 2025 results.
15|K|market-wrap|Nvidia loses $590 billion in a day as DeepSeek spooks investors|Shares fell 17% on January 27, the biggest one-day loss of market value for any US company.|A control about an earlier event.
2|L|market-wrap|Nvidia falls 8.5% a day after earnings|Shares dropped 8.5% on February 27, 2025, as gross margins came in below the level investors had hoped for.|Reports a February 27, 2025 share move.
4|K|calendar|Earnings week ahead|Tue 2/25: HD. Wed 2/26: NVDA, CRM, SNOW (after close). Thu 2/27: DELL, HPQ. Fri 2/28: January PCE.|A calendar of scheduled reports.
3|L|earnings-call-transcript|Nvidia Q4 FY2025 earnings call (excerpt), Feb. 26, 2025|Jensen Huang said Blackwell sales were the fastest product ramp in the company's history and that demand for reasoning models was extraordinary.|Reports statements on the February 26, 2025 call.
""",
    ),
]
