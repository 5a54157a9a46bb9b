# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind3` part, read by `build_blind3.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. A plain string
keeps one document per line. Written blind for this set; see `build_blind3.py` and the README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "ld-boe-2023-09-hike",
        "Will the Bank of England raise Bank Rate at its decision of September 21, 2023?",
        "Resolves YES if the Monetary Policy Committee's decision announced on September 21, 2023 raises Bank Rate above 5.25%. Resolves NO otherwise.",
        "2023-09-01",
        "2023-09-21",
        0,
        "central_banks",
        """
5|K|think-tank-commentary|MPC watch: the case for one more|With services inflation still near 7%, the committee faces a close call on September 21, 2023. Our view is that a final 25bp rise to 5.5% is more likely than not, though a 5-4 split is plausible. The August CPI print, due on September 20, 2023, the day before, could tip it.|A forecast of a scheduled decision.
3|L|encyclopedic-summary|Bank Rate: history since 2021|In 2023, Bank Rate rose in steps to 5.25% in August. On 21 September 2023 the MPC voted 5-4 to hold it at 5.25%, with the Governor casting the deciding vote, ending a run of fourteen increases.|Reports the September 21, 2023 hold as done.
9|K|local-news|Leeds mortgage holders brace for another rise|Brokers in Leeds say clients are rushing to fix before the Bank's next announcement on Thursday 21 September. "Everyone assumes 5.5%," one adviser said. Lenders have pulled dozens of products since July.|Expectations before a scheduled announcement.
2|L|chat-log|#rates-desk export|[09:14] mk: CPI 6.7, big miss vs 7.0 / [09:15] jd: that's the Sept. 20, 2023 print so tomorrow is live / [12:03] mk: HOLD. 5-4. Sept. 21, 2023, gilts ripping|Reports the September 20 and 21, 2023 events as done.
12|K|magazine-longform|The last mile of the hiking cycle|The question hanging over the autumn is whether the Bank has done enough. Markets put roughly an 80% chance on a rise at the September meeting, while the chief economist talks of a Table Mountain path, rates held high for longer rather than pushed higher. The next Monetary Policy Report arrives in November 2023.|Expectations and a future publication.
1|L|mixed-tense-narrative|The Governor's deciding vote|All summer the Governor had said the job was not done. Then, on September 21, 2023, he sided with the four members who wanted to wait, and Bank Rate stayed at 5.25%. Now the argument is about how long it stays there.|Reports the September 21, 2023 decision.
""",
    ),
    Q(
        "ld-fomc-2023-05-hike",
        "Will the FOMC raise the federal funds target range at its May 2-3, 2023 meeting?",
        "Resolves YES if the FOMC statement of May 3, 2023 sets the target range above 4.75-5.00%. Resolves NO otherwise.",
        "2023-04-14",
        "2023-05-03",
        1,
        "central_banks",
        """
10|K|government-calendar|FOMC meeting calendar, 2023|2023 meetings: January 31-February 1, March 21-22, May 2-3, June 13-14*, July 25-26, September 19-20*, October 31-November 1, December 12-13*. * Associated with a Summary of Economic Projections. Minutes are released three weeks after each meeting.|A calendar of future meetings.
3|L|earnings-recap|Regional banks slide again after the Fed|Regional bank shares fell after the Fed raised rates by a quarter point to 5.00-5.25% on May 3, 2023, two days after regulators seized First Republic and sold it to JPMorgan on May 1, 2023. PacWest dropped more than 50% in after-hours trade.|Reports the May 1 and May 3, 2023 events as done.
7|K|think-tank-commentary|Credit tightening may do the Fed's work|Since Silicon Valley Bank failed on March 10, 2023, lending standards have tightened. We estimate the effect at 25-50bp of hikes. If the May 2-3 meeting delivers a final increase, a pause in June becomes our base case.|An earlier fact and a conditional about a scheduled meeting.
2|L|encyclopedic-summary|2023 in the United States economy|In May 2023, the Federal Reserve raised its benchmark rate for the tenth meeting in a row, to 5.00-5.25%, and dropped language saying further firming would be appropriate.|Reports a May 2023 hike as done.
5|K|local-news|Phoenix buyers wait on the Fed|Agents in Phoenix say buyers are watching the Fed's decision on May 3. A quarter-point move is widely expected, according to futures pricing, and 30-year mortgage rates are near 6.3%.|Expectations before a scheduled decision.
""",
    ),
    Q(
        "ld-polaris-dawn-eva-2024",
        "Will the Polaris Dawn crew conduct a spacewalk by September 30, 2024?",
        "Resolves YES if at least one Polaris Dawn crew member leaves the Crew Dragon cabin in a spacesuit during an extravehicular activity on or before September 30, 2024. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-30",
        1,
        "space",
        """
4|K|launch-status-page|Mission status: Polaris Dawn|STATUS: Targeting no earlier than Tuesday, August 27, 2024, 3:38 a.m. ET, from Launch Complex 39A. Five-day mission. EVA planned for flight day 3. Launch weather: 70% favourable. Recovery weather is under review.|A launch target and a mission plan.
1|L|launch-status-page|Mission status: Polaris Dawn (updated)|STATUS: MISSION COMPLETE. Launched September 10, 2024, 5:23 a.m. ET. EVA completed September 12, 2024: the commander and the mission specialist each exited Dragon for several minutes. Splashdown off the Dry Tortugas on September 15, 2024.|Reports the September 2024 launch, spacewalk and splashdown.
14|K|magazine-longform|The billionaire who wants to walk in space|Isaacman is paying for three Polaris flights. The first is meant to take Dragon higher than any crewed flight since Apollo and, if all goes to plan, include the first spacewalk by private astronauts. Nobody in the crew has done an EVA, and the suits are new.|A plan stated as a plan.
2|L|chat-log|Discord #spaceflight|[Sep 12 2024 06:58] orbiter: hatch is OPEN / [07:01] orbiter: he's out, first commercial EVA, done deal / [07:20] kes: second crew member out now|Reports the September 12, 2024 spacewalk as done.
8|K|faq-explainer|Polaris Dawn: how the EVA will work|Dragon has no airlock, so the whole cabin will be depressurised during the planned spacewalk and all four crew will wear the new EVA suits. The mission plan allows about two hours for the EVA.|Explains a planned event.
""",
    ),
    Q(
        "ld-slim-moon-landing-2024",
        "Will JAXA's SLIM lander touch down on the Moon by January 31, 2024?",
        "Resolves YES if JAXA confirms that SLIM (Smart Lander for Investigating Moon) reached the lunar surface on or before January 31, 2024 (UTC). Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-31",
        1,
        "space",
        """
3|K|launch-status-page|SLIM mission timeline|Launched 7 September 2023 on H-IIA with XRISM. Lunar orbit insertion 25 December 2023. Powered descent planned for 20 January 2024, 00:00 JST, targeting a site near Shioli crater within 100 m.|A timeline whose future item is a plan.
1|L|encyclopedic-summary|Smart Lander for Investigating Moon|In 2024, SLIM became the first Japanese spacecraft to land on the Moon, touching down on 19 January 2024 (UTC) near Shioli crater. It came to rest on its nose after one main engine lost a nozzle, leaving its solar cells facing west.|Reports the January 19, 2024 landing.
11|K|magazine-longform|Japan's pinpoint gamble|After ispace's lander crashed in April 2023, Japan's space community is cautious. SLIM's team says success means landing within 100 metres of its target, a precision no lander has attempted.|An earlier event and a goal.
2|L|local-news|Sagamihara gathers for the landing|Residents gathered at the JAXA campus in Sagamihara on Jan. 20, 2024 to watch the landing stream; the agency confirmed the lander was on the surface but said its battery was running down.|Reports the January 20, 2024 landing confirmation.
6|K|chat-log|#lunar channel|[10:02] ava: SLIM is in lunar orbit now / [10:03] ben: descent is the 20th Japan time right? / [10:04] ava: yes, 19th in UTC. setting an alarm|A planned date in conversation.
""",
    ),
    Q(
        "ld-ariane6-first-launch-2024",
        "Will Ariane 6 make its first launch by July 31, 2024?",
        "Resolves YES if the inaugural Ariane 6 flight lifts off from Kourou on or before July 31, 2024, whatever the mission outcome. Resolves NO otherwise.",
        "2024-06-25",
        "2024-07-31",
        1,
        "space",
        """
8|K|government-gazette|ESA notice: Ariane 6 launch period|The inaugural flight, VA262, has a launch period opening on 9 July 2024 from Europe's Spaceport in Kourou. The launch time will be confirmed after the launch readiness review.|A scheduled launch period.
2|L|launch-status-page|Flight VA262 status|Liftoff 9 July 2024, 19:00 UTC. The upper stage released its payloads; an auxiliary power unit anomaly prevented the final deorbit burn, and the stage remains in orbit.|Reports the July 9, 2024 launch.
15|K|think-tank-commentary|Europe's launcher gap|Since Ariane 5's last flight in July 2023 and Vega C's grounding, Europe has had no independent heavy-lift access. Even if Ariane 6 flies this summer, the target of nine launches a year looks like 2026 at the earliest.|Earlier facts and an expectation.
1|L|mixed-tense-narrative|After the maiden flight|It went up on 9 July 2024, an hour late, and most of it worked. The APU fault on the upper stage is what engineers will spend the autumn on, and the second flight is now pencilled in for the end of the year.|Reports the July 9, 2024 launch.
5|K|event-ticket|Kourou viewing site: Ariane 6 maiden flight|Admission to the Toucan viewing site for VA262. Date: launch period from 9 July 2024; if the launch is postponed, tickets remain valid for the new date. Bring photo ID.|A ticket for a scheduled launch.
""",
    ),
    Q(
        "ld-thailand-2023-pita-pm",
        "Will Pita Limjaroenrat be elected Prime Minister of Thailand by the National Assembly by July 31, 2023?",
        "Resolves YES if a joint sitting of parliament elects Pita Limjaroenrat as Prime Minister on or before July 31, 2023. Resolves NO otherwise.",
        "2023-07-05",
        "2023-07-31",
        0,
        "politics",
        """
2|K|parliamentary-order-paper|Joint sitting of the National Assembly: agenda|Joint sitting of the House of Representatives and the Senate, 13 July 2023, 09:30. Item 1: vote on the nomination of a person for appointment as Prime Minister. A nominee requires more than half of the 750 members, that is 376 votes.|An agenda for a future sitting.
1|L|encyclopedic-summary|2023 Thai prime ministerial election|In the first vote, held on 13 July 2023, Pita received 324 votes, short of the 376 needed; on 19 July 2023 parliament ruled that he could not be nominated again, and the Constitutional Court suspended him as an MP the same day.|Reports the July 13 and 19, 2023 votes.
12|K|magazine-longform|Move Forward's long summer|Move Forward won 151 seats on May 14 and built an eight-party coalition with 312 seats. The arithmetic problem is the 250 appointed senators, most of whom say they will not back a party that wants to amend the lese-majeste law.|Earlier facts and stated intentions.
3|L|chat-log|Group chat, Bangkok|[19 Jul 2023 14:10] Nok: they blocked the renomination, 395 to 317 / [14:12] Tee: so Pita is done, Pheu Thai will go with Srettha|Reports the July 19, 2023 vote.
6|K|local-news|Supporters plan rally outside parliament|Supporters say they will gather outside parliament on the day of the vote, expected in mid-July, and urged senators to respect the election result.|A planned rally and an expected vote.
""",
    ),
    Q(
        "ld-greece-2023-nd-majority",
        "Will New Democracy win an outright majority of seats in the Greek legislative election of June 25, 2023?",
        "Resolves YES if New Democracy wins at least 151 of the 300 seats in the election held on June 25, 2023. Resolves NO otherwise.",
        "2023-06-05",
        "2023-06-25",
        1,
        "elections",
        """
4|K|think-tank-commentary|Greece's second round: the bonus seats|Under the new system the first party gets up to 50 bonus seats on a sliding scale from 25% of the vote. At its May 21 share of 40.8%, New Democracy would clear 151 seats comfortably on June 25.|A projection for a scheduled election.
2|L|encyclopedic-summary|Greek legislative elections, 2023|In 2023, Greece held two legislative elections. In the second, on 25 June 2023, New Democracy won 40.6% and 158 of 300 seats, and Kyriakos Mitsotakis was sworn in for a second term on 26 June 2023.|Reports the June 25, 2023 result.
10|K|government-gazette|Presidential decree on the dissolution of Parliament|Parliament is dissolved. Elections for the new Parliament are proclaimed for Sunday 25 June 2023. The new Parliament shall convene on 3 July 2023.|A decree fixing future dates.
1|L|magazine-longform|Mitsotakis, again|The result on June 25, 2023 was less a victory than a coronation: 158 seats, Syriza down to 48, and three new parties over the threshold, including the far-right Spartiates.|Reports the June 25, 2023 result.
7|K|local-news|Thessaloniki: polling stations and times|Polls open at 7 a.m. and close at 7 p.m. on election day. Voters who have moved since May should check their station online; the municipality will run extra buses.|Practical notes for a future vote.
""",
    ),
]

QUESTIONS += [
    Q(
        "ld-amazon-q3-2024-sales",
        "Will Amazon report third-quarter 2024 net sales above $157 billion?",
        "Resolves YES if Amazon's Q3 2024 results, expected on October 31, 2024, report net sales above $157.0 billion. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-31",
        1,
        "earnings",
        """
6|K|earnings-preview|Amazon Q3 preview: AWS growth in focus|Amazon guided Q3 net sales to $154.0-158.5 billion. Consensus sits near $157.2 billion. The company reports after the close on Thursday, October 31, 2024, and the call starts at 5:30 p.m. ET.|Guidance, consensus and a scheduled report.
2|L|earnings-recap|Amazon beats on AWS and retail margins|Amazon posted Q3 net sales of $158.9 billion, up 11%, on Oct. 31, 2024; AWS grew 19% to $27.5 billion and operating income reached $17.4 billion. Shares rose about 6% after hours.|Reports the October 31, 2024 results.
13|K|magazine-longform|The quiet profit machine|Andy Jassy has spent two years cutting costs. Regionalising the fulfilment network lowered the cost to serve each parcel. The open question for the holiday quarter is how much Kuiper and AI spending will eat into margins.|Analysis with open questions.
1|L|chat-log|Investor club Slack|[Oct 31 2024 4:05pm] dee: AMZN print is out, 158.9B rev, beat / [4:06pm] raj: AWS 19%, good enough / [4:07pm] dee: up 6 AH|Reports the October 31, 2024 results.
4|K|event-ticket|Amazon Q3 2024 earnings call: registration|Webcast: Q3 2024 financial results conference call, October 31, 2024, 2:30 p.m. PT. Register to receive a reminder and the dial-in details.|A registration page for a scheduled call.
""",
    ),
    Q(
        "ld-nike-fq4-2024-revenue",
        "Will Nike report fiscal fourth-quarter 2024 revenue above $13.0 billion?",
        "Resolves YES if Nike's results for the quarter ended May 31, 2024, expected on June 27, 2024, report revenue above $13.0 billion. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-27",
        0,
        "earnings",
        """
3|K|earnings-preview|Nike FQ4 preview: a flat quarter at best|Analysts expect revenue of about $12.8 billion for the quarter ended May 31, down slightly from a year ago. Management guided to a roughly flat quarter in March. Results are due June 27, 2024 after the bell.|A preview of scheduled results.
1|L|earnings-recap|Nike slumps as it cuts its outlook|Nike reported fourth-quarter revenue of $12.61 billion on June 27, 2024, down 2%, and said fiscal 2025 revenue would fall by a mid-single-digit percentage; the stock dropped 20% on June 28, 2024, its worst day on record.|Reports the June 27-28, 2024 results and share fall.
16|K|magazine-longform|What happened to the swoosh|The push to sell direct pulled Nike out of many retailers just as On and Hoka took the shelf space. Nike plans $2 billion of cost cuts over three years, announced in December, and is betting on the Olympics to revive running.|Earlier facts and plans.
2|L|local-news|Beaverton: job fears after Nike results|After the results on June 27, 2024, workers at the Beaverton campus were told more cuts could follow; Nike had already laid off about 1,600 people earlier in the year.|Reports the June 27, 2024 results as done.
5|K|chat-log|Trading desk chat|[09:00] al: NKE reports the 27th / [09:01] bo: street has 12.84B, whisper is lower / [09:02] al: FY25 guide matters more than the quarter|A scheduled report and expectations.
""",
    ),
    Q(
        "ld-scotus-moore-harper-2023",
        "Will the US Supreme Court rule for the North Carolina legislators in Moore v. Harper by June 30, 2023?",
        "Resolves YES if the Court's decision in Moore v. Harper, expected by the end of the term on June 30, 2023, rules for the petitioners (the legislators). Resolves NO if it rules against them or dismisses the case.",
        "2023-06-01",
        "2023-06-30",
        0,
        "courts",
        """
9|K|think-tank-commentary|The independent state legislature theory, explained|Argued on December 7, 2022, Moore asks whether state courts can review legislatures' election rules under state constitutions. Because the North Carolina Supreme Court reheard the underlying case this spring, the justices may dismiss it as moot.|Earlier facts and possible outcomes.
2|L|encyclopedic-summary|Moore v. Harper|Moore v. Harper, 600 U.S. 1 (2023), decided June 27, 2023: the Court held 6-3, in an opinion by Chief Justice Roberts, that the Elections Clause does not shield state legislatures from review by state courts.|Reports the June 27, 2023 decision.
5|K|local-news|Raleigh: what the ruling could mean for maps|Whatever the justices decide by the end of June, the legislature plans to redraw congressional maps this year after the state court reversed itself in April.|An expected ruling and a plan.
1|L|magazine-longform|The theory that lost|When the Chief Justice read the opinion on June 27, 2023, the independent state legislature theory, which had looked alive in 2020, lost six to three. Justice Thomas, joined by Gorsuch and in part by Alito, would have dismissed the case.|Reports the June 27, 2023 decision.
11|K|court-calendar|Supreme Court: June opinion days|The Court will announce opinions on Thursday, June 1 and Thursday, June 8, and may add further days later in the month. The Court does not say in advance which cases will be decided.|A calendar of future opinion days.
""",
    ),
    Q(
        "ld-holmes-prison-2023",
        "Will Elizabeth Holmes report to federal prison by June 1, 2023?",
        "Resolves YES if Elizabeth Holmes begins serving her sentence at a Bureau of Prisons facility on or before June 1, 2023. Resolves NO otherwise.",
        "2023-05-10",
        "2023-06-01",
        1,
        "courts",
        """
4|K|court-notice|Order setting surrender date|Defendant shall surrender to the institution designated by the Bureau of Prisons before 2:00 p.m. on May 30, 2023. The motion for release pending appeal is denied.|An order fixing a future date.
1|L|local-news|Holmes begins sentence in Bryan, Texas|Elizabeth Holmes reported to Federal Prison Camp Bryan on May 30, 2023, about 100 miles from Houston, to begin a sentence of 11 years and three months.|Reports the May 30, 2023 surrender.
14|K|magazine-longform|The last weeks of Elizabeth Holmes|She has given one long interview, in which she talked mostly about her children. Her lawyers have asked the appeals court to let her stay free while she appeals, a request that rarely succeeds.|A pending request.
2|L|chat-log|Group chat|[May 30 2023 09:12] j: she's in. FPC Bryan / [09:13] m: wild that it actually happened after all the delays|Reports the May 30, 2023 surrender.
7|K|encyclopedic-summary|Elizabeth Holmes|In November 2022, Holmes was sentenced to 135 months in prison. Her surrender, first set for April 27, 2023, was delayed by a last-minute appeal.|Earlier facts.
""",
    ),
    Q(
        "ld-canada-post-strike-2024",
        "Will Canada Post's unionized workers begin a national strike by November 30, 2024?",
        "Resolves YES if the Canadian Union of Postal Workers begins a national strike at Canada Post on or before November 30, 2024. Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-30",
        1,
        "labor",
        """
6|K|local-news|Small businesses worry about holiday mail|CUPW says members voted more than 95% for a strike mandate. No strike notice has been served, and the union would have to give 72 hours' notice before walking out.|A mandate and a condition.
2|L|government-gazette|Order under section 107 of the Canada Labour Code|On 13 December 2024 the Minister directed the Board to order a resumption of operations; the strike that began on 15 November 2024 ended at 8:00 a.m. on 17 December 2024.|Reports the November 15, 2024 strike and its December end.
15|K|think-tank-commentary|Canada Post's structural deficit|The corporation lost $748 million in 2023. Letter volumes have halved since 2006. Any settlement will have to address weekend parcel delivery, which the union resists.|Earlier facts and analysis.
1|L|mixed-tense-narrative|Inside the sorting plant|The Gander depot was quiet on Nov. 15, 2024, the first day of the walkout. Some 55,000 workers were off the job, and by the second week parcels were stacking up in Mississauga.|Reports the November 15, 2024 walkout.
4|K|union-bulletin|CUPW bargaining update no. 14|Talks continue with a federal mediator. Members should keep working normally. The union will give notice before any job action.|A pending negotiation.
""",
    ),
    Q(
        "ld-emmys-2024-shogun",
        "Will Shogun win Outstanding Drama Series at the 76th Primetime Emmy Awards on September 15, 2024?",
        "Resolves YES if Shogun (FX) is named Outstanding Drama Series at the ceremony held on September 15, 2024. Resolves NO otherwise.",
        "2024-08-25",
        "2024-09-15",
        1,
        "awards",
        """
8|K|event-ticket|76th Emmy Awards: Peacock Theater|Sunday, September 15, 2024, 5:00 p.m. PT. Arrivals from 3:00 p.m. Black tie. This ticket admits one and is non-transferable.|A ticket for a future ceremony.
2|L|encyclopedic-summary|Shogun (2024 series)|In 2024, Shogun won 18 Emmys, a record for a single season; at the September 15, 2024 ceremony it took Outstanding Drama Series, and its two leads won the lead acting awards.|Reports the September 15, 2024 wins.
12|K|magazine-longform|The year of Shogun|FX's adaptation leads the drama field with 25 nominations, and The Crown and The Morning Show are its main rivals. Its makers spent nearly a decade on it.|Nominations and rivals before the vote.
1|L|chat-log|Watch party chat|[Sep 15 2024 8:02pm] pat: SHOGUN drama series!! / [8:03pm] lin: called it in July|Reports the September 15, 2024 win.
5|K|faq-explainer|How Emmy voting works|Final-round voting runs from August 15 to August 26, 2024. Results are tabulated by an accounting firm and revealed only at the ceremony.|A voting schedule.
""",
    ),
    Q(
        "ld-booker-2024-orbital",
        "Will Samantha Harvey's Orbital win the 2024 Booker Prize?",
        "Resolves YES if Orbital is announced as the winner of the 2024 Booker Prize at the ceremony on November 12, 2024. Resolves NO otherwise.",
        "2024-10-20",
        "2024-11-12",
        1,
        "awards",
        """
10|K|magazine-longform|Six novels, one spacecraft|The shortlist is the first with five women on it. Orbital, at 136 pages, is among the shortest books ever shortlisted; Percival Everett's James is the bookmakers' favourite.|A shortlist and odds.
2|L|encyclopedic-summary|Booker Prize 2024|The 2024 prize was awarded on 12 November 2024 at Old Billingsgate to Samantha Harvey for Orbital, a novel set over one day on the International Space Station.|Reports the November 12, 2024 award.
6|K|event-ticket|Booker Prize ceremony: how to watch|The winner will be announced live on Tuesday 12 November 2024 from 8pm on BBC Radio 4 and the prize's website.|A broadcast schedule.
1|L|local-news|Bath author wins the Booker|Harvey, who lives in Bath, said on 13 November 2024, the morning after winning, that she had written most of the book during lockdown.|Reports the November 2024 win.
14|K|academic-commentary|The shortlist and the state of the novel|The judges, chaired by Edmund de Waal, chose books about time and attention. Whichever wins, the prize's effect on sales in UK bookshops is smaller than it was a decade ago.|Commentary before the award.
""",
    ),
    Q(
        "ld-noaa-el-nino-2023",
        "Will NOAA's Climate Prediction Center declare El Nino conditions by June 30, 2023?",
        "Resolves YES if a CPC ENSO diagnostic discussion issued on or before June 30, 2023 moves the ENSO Alert System to El Nino Advisory. Resolves NO otherwise.",
        "2023-05-25",
        "2023-06-30",
        1,
        "climate",
        """
14|K|government-bulletin|ENSO diagnostic discussion|ENSO Alert System Status: El Nino Watch. ENSO-neutral conditions are observed. El Nino is likely to develop within the next couple of months. The next discussion is scheduled for 8 June 2023.|A watch and a scheduled bulletin.
2|L|government-bulletin|ENSO diagnostic discussion (current)|ENSO Alert System Status: El Nino Advisory. Synopsis: El Nino conditions are observed and are expected to strengthen gradually into the Northern Hemisphere winter 2023-24. Issued June 8, 2023.|A bulletin issued June 8, 2023 declaring El Nino.
8|K|think-tank-commentary|What an El Nino would mean for the monsoon|The Indian Meteorological Department still expects a normal monsoon despite a likely El Nino. Onset over Kerala usually comes around 1 June and may be a few days late this year.|A forecast.
1|L|magazine-longform|The heat starts|When NOAA finally called it on June 8, 2023, the warm water off Peru had already wrecked the first anchovy season, and forecasters were talking about a record-warm year.|Reports the June 8, 2023 declaration.
5|K|local-news|Peru's fishermen wait for news|A coastal El Nino alert remains in force. The fisheries ministry will decide on the first anchovy season by early June, and boat owners expect a delay.|A pending decision.
""",
    ),
    Q(
        "ld-sora-release-2024",
        "Will OpenAI make Sora publicly available to ChatGPT subscribers by December 31, 2024?",
        "Resolves YES if OpenAI opens its Sora video model to paying ChatGPT subscribers in at least one country on or before December 31, 2024. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-31",
        1,
        "technology",
        """
12|K|think-tank-commentary|Video models and elections|Since OpenAI previewed Sora in February, it has been tested only by red-teamers and selected artists. A public release would raise hard questions about watermarking and likeness.|An earlier fact and a conditional.
2|L|encyclopedic-summary|Sora (text-to-video model)|In 2024, Sora was previewed in February and released to ChatGPT Plus and Pro users in the United States on December 9, 2024, during OpenAI's run of twelve daily announcements.|Reports the December 9, 2024 release.
5|K|chat-log|AI builders Discord|[10:14] a: any word on sora launch / [10:15] b: rumour is during some december event / [10:15] a: EU probably not before 2025 anyway|Rumours and expectations.
1|L|magazine-longform|Five seconds at a time|On Dec. 9, 2024, demand was so heavy that OpenAI paused new Sora accounts within hours. The clips look astonishing until a hand appears.|Reports the December 9, 2024 launch.
9|K|event-ticket|OpenAI DevDay Singapore|OpenAI DevDay, Singapore, November 21, 2024. Agenda: realtime API, vision fine-tuning, prompt caching. Attendance by invitation.|An earlier event's agenda.
""",
    ),
]

QUESTIONS += [
    Q(
        "ld-broadcom-vmware-close-2023",
        "Will Broadcom complete its acquisition of VMware by November 30, 2023?",
        "Resolves YES if Broadcom announces the closing of its acquisition of VMware on or before November 30, 2023. Resolves NO otherwise.",
        "2023-11-01",
        "2023-11-30",
        1,
        "company_deals",
        """
6|K|think-tank-commentary|The last regulator|Only China's market regulator has yet to clear the deal. The merger agreement's outside date is November 26, 2023, and both sides have said they expect to close before it.|A pending approval and a deadline.
2|L|press-release|Broadcom completes acquisition of VMware|PALO ALTO, Calif., November 22, 2023 -- Broadcom today announced that it has completed its acquisition of VMware. VMware common stock will no longer trade on the New York Stock Exchange.|Reports the November 22, 2023 closing.
9|K|earnings-preview|Broadcom fiscal Q4 preview|Broadcom reports on December 7, 2023. Guidance is likely to exclude VMware until the deal closes, and analysts want detail on AI networking revenue.|A scheduled report.
1|L|mixed-tense-narrative|The deal that waited for Beijing|For eighteen months the deal sat in review. Then Beijing signed off on November 21, 2023, Broadcom closed the next day, and layoffs at VMware began within a week.|Reports the November 21-22, 2023 approval and closing.
13|K|local-news|Palo Alto campus waits|VMware employees say they have been told little about what happens after closing, which Broadcom has said it still expects this year. Some teams have already lost managers to rivals.|An expectation and earlier facts.
""",
    ),
    Q(
        "ld-black-sea-grain-2023",
        "Will the Black Sea Grain Initiative be extended beyond July 17, 2023?",
        "Resolves YES if Russia, Ukraine, Turkey and the UN agree to extend the Black Sea Grain Initiative before it expires on July 17, 2023. Resolves NO otherwise.",
        "2023-07-01",
        "2023-07-17",
        0,
        "geopolitics",
        """
7|K|think-tank-commentary|Why Moscow may walk|Russia has extended the deal three times, most recently in May for 60 days. Its demands include reconnecting its agricultural bank to SWIFT and resuming ammonia exports. Without a deal, the initiative lapses on 17 July.|Earlier facts and a deadline.
2|L|encyclopedic-summary|Black Sea Grain Initiative|In 2023, Russia declined to renew the deal, which expired on 17 July 2023; in the following days Russian strikes hit grain terminals in Odesa and Chornomorsk.|Reports the July 17, 2023 expiry.
4|K|ship-status-page|JCC inspection tracker|Inbound vessels awaiting inspection: 29. Inspections today: 2. The centre notes that no new vessels have been registered since 27 June.|Status with earlier dates only.
1|L|ship-status-page|Vessel record: TQ Samsun, bulk carrier|Status: departed Odesa 16 July 2023, the last vessel under the initiative; arrived Istanbul anchorage 17 July 2023. Cargo: about 15,000 tonnes of rapeseed.|Reports July 16-17, 2023 movements.
10|K|parliamentary-order-paper|House of Commons order paper: questions|Questions to the Secretary of State for Foreign Affairs. (3) What steps he is taking with Turkey and the United Nations to secure the renewal of the Black Sea Grain Initiative before it expires in July.|A parliamentary question about a future expiry.
""",
    ),
    Q(
        "ld-uk-online-safety-assent-2023",
        "Will the UK Online Safety Bill receive Royal Assent by October 31, 2023?",
        "Resolves YES if the Online Safety Bill receives Royal Assent on or before October 31, 2023. Resolves NO otherwise.",
        "2023-10-05",
        "2023-10-31",
        1,
        "legislation",
        """
3|K|parliamentary-order-paper|House of Lords: forthcoming business|Thursday 12 October: oral questions; Economic Activity of Public Bodies Bill, report stage. Royal Assent notifications will be announced in the House when they are made.|A future business list.
1|L|government-gazette|Acts of Parliament 2023|Online Safety Act 2023 (c. 50). Royal Assent: 26 October 2023. Commencement: by regulations made by the Secretary of State.|Reports the October 26, 2023 Royal Assent.
10|K|think-tank-commentary|End-to-end encryption and the scanning power|The bill finished its passage through Parliament on 19 September. The government says Ofcom will not use the scanning power until it is technically feasible.|An earlier fact and a stated intention.
2|L|local-news|Families welcome new law|Bereaved parents who campaigned for the law said on 26 Oct 2023 that the Act becoming law was the end of the beginning, and urged Ofcom to move quickly.|Reports the October 26, 2023 Royal Assent.
6|K|encyclopedic-summary|Online Safety Bill|In 2023, the bill completed its Lords stages in September and awaits Royal Assent; Ofcom has published a roadmap with phases running into 2025.|A pending step and a plan.
""",
    ),
    Q(
        "ld-fda-arexvy-2023",
        "Will the FDA approve GSK's RSV vaccine for older adults by May 3, 2023?",
        "Resolves YES if the FDA approves GSK's respiratory syncytial virus vaccine (Arexvy) for adults aged 60 and over on or before May 3, 2023, the action date. Resolves NO otherwise.",
        "2023-04-15",
        "2023-05-03",
        1,
        "health",
        """
5|K|earnings-preview|GSK Q1 preview|GSK reports first-quarter results on 26 April 2023. Investors are watching the RSV vaccine's action date of 3 May and launch plans for the autumn season.|A scheduled report and action date.
2|L|encyclopedic-summary|Arexvy|Arexvy was approved by the FDA on May 3, 2023 for adults 60 and older, the first RSV vaccine licensed anywhere; Pfizer's Abrysvo followed on May 31, 2023.|Reports the May 3, 2023 approval.
12|K|magazine-longform|Sixty years to an RSV vaccine|After a failed trial in the 1960s, the field stalled for decades. A decision on GSK's candidate is due in early May, with Pfizer's a few weeks later, and both firms have built stock.|Earlier facts and future decisions.
1|L|chat-log|Biotech chat|[May 3 2023 17:40] pharmabro: arexvy approved / [17:41] k: ACIP vote is june, that's the real gate|Reports the May 3, 2023 approval.
8|K|government-notice|ACIP meeting agenda|Advisory Committee on Immunization Practices, June 21-23, 2023. Agenda items include RSV vaccines in adults 60 and older (vote) and influenza vaccines.|An agenda for a future meeting.
""",
    ),
    Q(
        "ld-dencun-mainnet-2024",
        "Will Ethereum's Dencun upgrade activate on mainnet by March 31, 2024?",
        "Resolves YES if the Dencun (Cancun-Deneb) network upgrade activates on Ethereum mainnet on or before March 31, 2024. Resolves NO otherwise.",
        "2024-02-25",
        "2024-03-31",
        1,
        "crypto",
        """
11|K|changelog|Client release notes v1.13.12|Mainnet-ready release for Cancun. Dencun is scheduled for epoch 269568, around 13:55 UTC on March 13, 2024. All node operators must upgrade before then.|A release note with a scheduled fork.
2|L|encyclopedic-summary|Dencun|In 2024, the Dencun upgrade went live on 13 March 2024 at epoch 269568, introducing blobs (EIP-4844); fees on layer-2 rollups fell by more than 90% within days.|Reports the March 13, 2024 activation.
7|K|academic-commentary|Blobs and the rollup-centric roadmap|Proto-danksharding gives rollups a cheaper lane for data. The testnet forks on Goerli, Sepolia and Holesky went through in January and February.|Earlier facts and analysis.
1|L|chat-log|Node operators chat|[Mar 13 2024 14:02] x: dencun finalized, blobs live / [14:05] y: base fee on L2 down to a cent|Reports the March 13, 2024 activation.
4|K|event-ticket|EthCC Brussels|EthCC, Brussels, July 8-11, 2024. Early-bird tickets are on sale until March 31. Speakers to be announced.|A future conference.
""",
    ),
    Q(
        "ld-lyles-100m-paris-2024",
        "Will Noah Lyles win the men's 100m at the Paris 2024 Olympics?",
        "Resolves YES if Noah Lyles wins the men's 100m final, scheduled for August 4, 2024. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-04",
        1,
        "sports",
        """
5|K|club-statement|National federation statement on the Olympic team|We congratulate the athletes selected for Paris. The men's 100m heats begin on August 3, with the final on August 4 at the Stade de France.|A schedule.
2|L|encyclopedic-summary|Noah Lyles|In 2024, Lyles won the Olympic 100m on 4 August 2024 in 9.79, five thousandths of a second ahead of Kishane Thompson.|Reports the August 4, 2024 final.
12|K|magazine-longform|The showman|Lyles says he wants four golds in Paris. He ran 9.83 at the trials in June, and his coach thinks the final will take 9.80.|Ambitions and an earlier result.
1|L|chat-log|Athletics fans chat|[Aug 4 2024 21:57] q: LYLES by 0.005!!! / [21:58] r: photo finish, thompson gutted|Reports the August 4, 2024 final.
8|K|event-ticket|Athletics, evening session|Stade de France, Sunday 4 August 2024, evening session. Men's 100m final. Category C. Seat assigned at a later date.|A ticket for a future session.
""",
    ),
    Q(
        "ld-ucl-2023-man-city",
        "Will Manchester City win the 2023 UEFA Champions League final on June 10, 2023?",
        "Resolves YES if Manchester City wins the final against Inter in Istanbul on June 10, 2023, including after extra time or penalties. Resolves NO otherwise.",
        "2023-05-20",
        "2023-06-10",
        1,
        "sports",
        """
2|K|club-statement|Club statement: final ticket allocation|The club has received 20,000 tickets for the final against Inter in Istanbul on Saturday 10 June. Priority goes to season ticket holders with the most away points.|A ticket notice for a future match.
1|L|club-statement|Club statement: treble celebrations|Following the 1-0 win over Inter in Istanbul on 10 June 2023, the open-top bus parade will take place in Manchester on Monday 12 June 2023.|Reports the June 10, 2023 win.
9|K|magazine-longform|Guardiola's unfinished business|Seven years without a European title is a long time for this club. City still have to finish the league and play the FA Cup final against United on June 3.|Earlier facts and future matches.
3|L|local-news|Manchester parade in the rain|Hundreds of thousands lined Deansgate on June 12, 2023 as the treble-winning side passed on an open-top bus.|Reports the June 12, 2023 parade.
6|K|chat-log|Supporters group chat|[20:15] sam: istanbul flights 900 quid lol / [20:16] tom: final is 10 june, staying in sofia and getting the bus|Travel plans for a future match.
4|L|mixed-tense-narrative|Rodri's night|He does not score many. On June 10, 2023, in the 68th minute, Rodri hit it low from the edge of the box, and City had the trophy they had spent a decade chasing.|Reports the June 10, 2023 goal.
""",
    ),
]

QUESTIONS += [
    Q(
        "ld-nikkei-1989-record-2024",
        "Will the Nikkei 225 close above its December 1989 record of 38,915.87 by February 29, 2024?",
        "Resolves YES if the Nikkei 225 has an official close above 38,915.87 on any trading day on or before February 29, 2024. Resolves NO otherwise.",
        "2024-02-05",
        "2024-02-29",
        1,
        "markets",
        """
4|K|think-tank-commentary|Japan's equity revival: how far to the old peak|The index closed near 36,000 last week, about 8% below the close of 29 December 1989. Governance reforms and a weak yen explain most of the rally; a test of the old high before the March fiscal year-end is possible but not our base case.|A projection.
2|L|encyclopedic-summary|Nikkei 225|In 2024, the index surpassed its 1989 peak for the first time, closing at 39,098.68 on February 22, 2024 after strong Nvidia results lifted chip stocks, and topped 40,000 on March 4, 2024.|Reports the February 22, 2024 record close.
9|K|local-news|Osaka retail investors pile into new NISA|Brokerages in Osaka say new tax-free accounts opened in January are mostly going into index funds. Several investors said they would sell if the index reached the 1989 level.|Plans conditioned on a future level.
1|L|chat-log|Tokyo trading chat|[22 Feb 2024 15:00] ken: 39,098 close. the 1989 record is gone / [15:01] mai: 34 years. my father will not believe it|Reports the February 22, 2024 close.
6|K|earnings-preview|Tokyo Electron Q3 preview|Tokyo Electron reports on February 9. Chip equipment names are now the largest contributors to the index's gains, so results could matter for whether the rally continues.|A scheduled report.
3|L|magazine-longform|Thirty-four years later|The old number was 38,915. On February 22, 2024 it finally fell, on a Thursday afternoon with no ceremony at the exchange, and the talk in Kabutocho turned at once to 40,000.|Reports the February 22, 2024 record.
""",
    ),
    Q(
        "ld-yoon-impeachment-2024",
        "Will South Korea's National Assembly pass a motion to impeach President Yoon Suk Yeol by December 31, 2024?",
        "Resolves YES if the National Assembly passes an impeachment motion against President Yoon on or before December 31, 2024, whatever the Constitutional Court later decides. Resolves NO otherwise.",
        "2024-12-06",
        "2024-12-31",
        1,
        "politics",
        """
1|K|parliamentary-order-paper|National Assembly plenary: agenda|Plenary session, Saturday 7 December 2024, 17:00. Agenda: (1) Special prosecutor bill on the first lady, re-vote; (2) Motion to impeach the President, vote by secret ballot. Passage requires two-thirds of the 300 members.|An agenda for a future sitting.
1|L|encyclopedic-summary|2024 South Korean martial law crisis|The first impeachment vote, on 7 December 2024, failed when most ruling-party members walked out; the second, on 14 December 2024, passed 204 to 85, and Yoon's powers were suspended.|Reports the December 7 and 14, 2024 votes.
2|K|magazine-longform|Six hours of martial law|Yoon declared martial law late on Tuesday night, and within hours 190 lawmakers had climbed the fences to vote it down. The opposition has filed an impeachment motion, but it needs eight ruling-party votes.|Earlier events and a pending motion.
1|L|chat-log|Seoul group chat|[14 Dec 2024 16:05] jin: 204!! passed / [16:06] soo: thousands outside the assembly singing|Reports the December 14, 2024 vote.
3|K|think-tank-commentary|What happens if the motion passes|If the Assembly impeaches, the prime minister becomes acting president and the Constitutional Court has 180 days to decide. Three of its nine seats are vacant.|A conditional explanation.
2|L|mixed-tense-narrative|The second vote|A week of protests changed twelve minds. On Dec. 14, 2024 the motion passed, and by evening the president had said he would not give up.|Reports the December 14, 2024 vote.
""",
    ),
    Q(
        "ld-verstappen-title-vegas-2024",
        "Will Max Verstappen clinch the 2024 Formula One drivers' championship at or before the Las Vegas Grand Prix?",
        "Resolves YES if Verstappen mathematically secures the 2024 title at or before the Las Vegas Grand Prix on November 23, 2024 (local date). Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-23",
        1,
        "sports",
        """
4|K|club-statement|Team statement after Mexico City|We leave Mexico with the drivers' lead at 47 points and three race weekends to go, starting in Sao Paulo on November 3. The team will not change its approach.|A standing and a future race.
1|L|encyclopedic-summary|2024 Formula One World Championship|Verstappen won from 17th on the grid in Sao Paulo on 3 November 2024 and secured his fourth straight title by finishing fifth in Las Vegas on 23 November 2024.|Reports the November 3 and 23, 2024 races.
8|K|magazine-longform|The lead that would not shrink|McLaren has the faster car most weekends, but Norris needs to outscore him by about 15 points a race to take it to Abu Dhabi. That has not happened once since the summer.|Analysis of what is needed.
2|L|chat-log|F1 fans chat|[Nov 23 2024 22:44] lou: P5 is enough, FOUR titles / [22:45] ari: norris had to win, didn't|Reports the November 23, 2024 race.
6|K|event-ticket|Las Vegas Grand Prix: grandstand pass|Race night: Saturday, November 23, 2024, 10:00 p.m. PT. Grandstand seat, three-day pass. Gates open four hours before the session.|A ticket for a future race.
""",
    ),
]

QUESTIONS += [
    Q(
        "ld-ecb-2022-07-hike",
        "Will the ECB raise its key interest rates at its monetary policy meeting of July 21, 2022?",
        "Resolves YES if the Governing Council's decision announced on July 21, 2022 raises the deposit facility rate above -0.50%. Resolves NO otherwise.",
        "2022-07-01",
        "2022-07-21",
        1,
        "central_banks",
        """
10|K|central-bank-calendar|Governing Council meetings, 2022|Monetary policy meetings: 21 July, 8 September, 27 October, 15 December 2022. Press conference at 14:45 CET on each meeting day. Accounts are published about four weeks later.|A calendar of future meetings.
2|L|encyclopedic-summary|European Central Bank interest rates|In 2022, the ECB ended eight years of negative rates: on 21 July 2022 it raised all three key rates by 50 basis points, more than the 25 it had signalled in June, taking the deposit rate to zero.|Reports the July 21, 2022 hike.
1|L|think-tank-commentary|TPI: the instrument that came with the hike|The Transmission Protection Instrument, approved on 21 July 2022 alongside the first rate rise since 2011, lets the ECB buy a country's bonds if spreads widen for reasons unrelated to fundamentals.|Reports the July 21, 2022 decision.
5|L|chat-log|Rates desk chat|[21 Jul 2022 14:16] fr: FIFTY. deposit to 0 / [14:17] ne: they said 25 in june lol / [14:18] fr: BTP spreads still wide, Draghi quit the same day|Reports the July 21, 2022 decision.
14|K|magazine-longform|Frankfurt's late turn|Inflation in the euro area hit 8.1% in May. The Governing Council has said it intends to raise rates by 25 basis points in July and expects a larger step in September if the outlook does not improve.|A stated intention about a future meeting.
""",
    ),
    Q(
        "ld-brazil-2022-lula-runoff",
        "Will Luiz Inacio Lula da Silva win Brazil's presidential runoff of October 30, 2022?",
        "Resolves YES if the electoral court declares Lula the winner of the second round held on October 30, 2022. Resolves NO otherwise.",
        "2022-10-10",
        "2022-10-30",
        1,
        "elections",
        """
6|K|think-tank-commentary|Brazil's runoff: the arithmetic|Lula finished the first round on October 2 with 48.4% to Bolsonaro's 43.2%. Tebet's and Gomes's voters now decide the October 30 runoff, and polls put Lula ahead by about five points.|An earlier result and polls.
2|L|encyclopedic-summary|2022 Brazilian general election|In the runoff on 30 October 2022, Lula won 50.9% of valid votes to Bolsonaro's 49.1%, the narrowest margin since the return of democracy; he was inaugurated on 1 January 2023.|Reports the October 30, 2022 result.
1|L|local-news|Sao Paulo: Avenida Paulista celebrates|Supporters filled Avenida Paulista on the night of October 30, 2022 after the electoral court called the race for Lula shortly before 8 p.m.|Reports the October 30, 2022 result.
4|L|mixed-tense-narrative|Two days of silence|The count finished on Oct. 30, 2022, and for almost two days Bolsonaro said nothing while truckers blocked highways in a dozen states. When he finally spoke, he did not concede.|Reports the October 30, 2022 result and the days after.
9|K|government-notice|Electoral court: second-round schedule|The second round takes place on Sunday, 30 October 2022, from 8 a.m. to 5 p.m. Brasilia time. Free public transport will be offered in many cities under the court's decision.|A schedule for a future vote.
""",
    ),
    Q(
        "ld-musk-twitter-close-2022",
        "Will Elon Musk complete his acquisition of Twitter by October 28, 2022?",
        "Resolves YES if the acquisition of Twitter by Elon Musk's vehicle closes on or before October 28, 2022, the deadline set by the Delaware Court of Chancery. Resolves NO otherwise.",
        "2022-10-10",
        "2022-10-28",
        1,
        "company_deals",
        """
3|K|court-notice|Court of Chancery: order staying the action|The action is stayed until 5:00 p.m. on October 28, 2022 to permit the parties to close the transaction. If the transaction has not closed by then, the parties shall contact the Court to schedule a trial in November.|A stay with a future deadline.
1|L|encyclopedic-summary|Acquisition of Twitter by Elon Musk|The deal closed on 27 October 2022 for $44 billion; that night Musk fired the chief executive, the chief financial officer and the head of legal policy.|Reports the October 27, 2022 closing.
2|L|magazine-longform|The sink|He walked into the San Francisco headquarters carrying a sink on Oct. 26, 2022, and the deal closed the next day. Within a week, half the staff had been told not to come back.|Reports the October 26-27, 2022 events.
5|L|chat-log|Tech workers chat|[Oct 27 2022 23:30] ana: it closed. parag is out / [23:31] dev: bird is freed, he tweeted it himself|Reports the October 27, 2022 closing.
2|K|local-news|Market Street waits|Twitter employees at the Market Street office say they learned of the revived offer from the news. Banks are preparing to fund the debt, and the court has set the end of October as the deadline.|A pending deal with a deadline.
""",
    ),
]
