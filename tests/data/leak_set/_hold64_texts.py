# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold64` part, read by `build_hold64.py`.

Prediction-market and forecasting-platform pages (in the manner of Polymarket, Kalshi,
Manifold, Metaculus, INFER and Good Judgment Open): question backgrounds, resolution criteria,
rules clarifications, comment threads, resolver notes and related-market lists, written as they
would read on questions that have since resolved. Each question's documents are one line each
in a string, fields separated by `|`: days before the cutoff it is published, label (L=leak /
K=keep), style, title, text, why. Written blind as a held-out part; see `build_hold64.py`.
The events are real; the wording is invented and figures are from memory.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "r5-assange-leaves-uk-2024",
        "Will Julian Assange leave UK custody by June 30, 2024?",
        "Resolves YES if credible reporting shows Julian Assange released from HMP Belmarsh or otherwise out of UK custody at any time between question launch and 11:59 pm UK time on June 30, 2024. Bail with a curfew counts as release. Resolves NO otherwise.",
        "2024-06-20",
        "2024-06-30",
        1,
        "courts",
        """
6|K|question-background|Background: where the Assange extradition stands|On May 20, 2024 the High Court in London gave Assange permission to appeal on free-speech grounds, so the extradition cannot go ahead until a full appeal is heard. No hearing date had been published when this question opened. He has been held in Belmarsh since April 2019.|Background with past events and no date after the cutoff.
3|L|resolver-note|Resolver note|Resolving YES. Assange was released from Belmarsh on the morning of June 24, 2024 after bail was granted by the High Court, and flew out of Stansted the same evening. Sources: court filings in the District of the Northern Mariana Islands, WikiLeaks statement.|A resolver note reports the June 24, 2024 release.
2|K|comment-thread|Comments (214)|@bailey_fc: people are underrating a plea. The US has been floating a misdemeanor deal since March. @nodeal_ever: nothing happens before the July hearing, nobody moves in the last week of June. @bailey_fc: deadline's June 30, one slip and it's NO.|Traders argue about possible future moves; nothing is reported as done.
9|K|rules-clarification|Clarification on transfers|A few traders asked about transfer to the US. If Assange is extradited and leaves the UK in US custody before June 30, 2024, that counts as leaving UK custody and this market resolves YES. Moving between UK prisons does not count.|Clarifies what would count before the deadline.
1|L|related-markets|Related markets|Assange pleads guilty in Saipan by June 30? Resolved Yes (plea entered June 26, 2024). ... Assange back in Australia by July 1? Resolved Yes. ... Biden pardons Assange in 2024? Resolved No.|A related-market list reports the June 26, 2024 plea as resolved.
4|L|market-timeline|Price history notes|Jun 18: 14%. Jun 21: 16%. Jun 25: spikes to 99% as video of Assange boarding a private jet at Stansted circulates; he had left Belmarsh the previous day, 24 June 2024.|Timeline notes report the 24 June 2024 release.
""",
    ),
    Q(
        "r5-vuhledar-2024",
        "Will Russian forces capture Vuhledar by October 31, 2024?",
        "Resolves YES if, by October 31, 2024, the Institute for the Study of War assesses that Russian forces control the centre of Vuhledar in Donetsk Oblast, or Ukrainian officials confirm a withdrawal from the town. Resolves NO otherwise.",
        "2024-09-25",
        "2024-10-31",
        1,
        "geopolitics",
        """
12|K|question-background|Why Vuhledar matters|Vuhledar sits on high ground at the junction of the southern and eastern fronts and has held out since 2022, including through a costly Russian armoured assault in early 2023. In mid-September 2024 Russian units were reported on the town's eastern and western flanks.|Background of past fighting only.
5|K|forecast-rationale|Top forecaster rationale|I'm at 70%. The supply road from the north is now under drone and artillery fire, and the pattern from Avdiivka says a withdrawal comes suddenly. The question window runs to Oct 31, which is five weeks; if the flanks close by mid-October, it's done.|A forecast about possible future events.
2|L|resolver-note|Resolution|This question resolved YES. Ukraine's Khortytsia operational command said on October 2, 2024 that it had authorised units to pull out of Vuhledar to avoid encirclement, and the ISW map of 3 October showed the town under Russian control.|Reports the October 2, 2024 withdrawal as done.
8|K|rules-clarification|Clarification: what counts as 'control'|Claims by the Russian Ministry of Defence alone will not resolve this question. We need either an ISW assessment or a Ukrainian statement of withdrawal. If neither appears by 23:59 UTC on 31 October 2024, the question resolves NO.|Restates the resolution source and deadline.
1|L|comment-thread|Discussion|wintermute (Oct 2, 2024): General Staff confirms the withdrawal. This one's over. / ozarks_fox: held for two and a half years, lost in about three weeks once the flanks went.|A comment dated October 2, 2024 reports the withdrawal.
4|K|community-update|Community forecast moves to 74%|The community forecast rose from 58% to 74% over the past week after geolocated footage showed fighting near the town's northern blocks. Related question: will Russia take Pokrovsk by December 31, 2024? (open)|A forecast update with no event after the cutoff.
""",
    ),
    Q(
        "r5-karabakh-offensive-2023",
        "Will Azerbaijan launch a military offensive in Nagorno-Karabakh before October 1, 2023?",
        "Resolves YES if, between question launch and September 30, 2023, Azerbaijani forces begin a military operation in Nagorno-Karabakh described by Azerbaijan's Defence Ministry or by at least two major international outlets as an offensive or 'anti-terror operation'. Isolated border shooting does not count.",
        "2023-09-10",
        "2023-09-30",
        1,
        "geopolitics",
        """
14|K|question-background|Background|The Lachin corridor, the only road linking Nagorno-Karabakh with Armenia, has been blocked since December 2022, and aid agencies report shortages of food and fuel. Baku has massed troops near the line of contact, according to Armenian officials.|Background of pre-cutoff events only.
3|L|resolver-note|Resolved YES|Azerbaijan announced 'local anti-terror measures' on September 19, 2023 and the Karabakh Armenian authorities accepted a ceasefire the next day, September 20. Resolved YES on the basis of the Defence Ministry statement.|Reports the September 19, 2023 offensive.
6|K|rules-clarification|Fine print|Artillery exchanges like those of early September do not count on their own. An operation announced by Baku, or reported as a ground offensive, counts if it starts by 23:59 Baku time on September 30, 2023.|Restates what would count before the deadline.
1|K|comment-thread|Comments|@kavkaz_watch: 'Parliament' in Stepanakert elected a new president yesterday, Baku called it illegal. That's a pretext. / @dovetail: Baku has had pretexts for nine months. I'm at 25% for the window.|Discusses a pre-cutoff event and a forecast.
2|L|related-markets|Related questions|Will the Karabakh authorities announce their dissolution in 2023? Resolved Yes: decree signed 28 September 2023. / Will more than 50,000 people leave Karabakh by Oct 15? Resolved Yes.|Reports the 28 September 2023 decree.
5|L|market-description|Market context (updated)|Kalshi-style summary: the market asked whether fighting would resume. Fighting resumed on Sept. 19, 2023, when Azerbaijan shelled Stepanakert and advanced, and the de facto government capitulated within about 24 hours.|An updated description reports the September 19, 2023 offensive.
""",
    ),
    Q(
        "r5-gallant-out-2024",
        "Will Yoav Gallant cease to be Israel's Minister of Defense by November 30, 2024?",
        "Resolves YES if, by November 30, 2024, Yoav Gallant is dismissed, resigns, or otherwise no longer holds the office of Minister of Defense of Israel, as reported by the Prime Minister's Office or major media. Resolves NO otherwise.",
        "2024-10-25",
        "2024-11-30",
        1,
        "politics",
        """
10|K|question-background|Background|Netanyahu announced Gallant's dismissal once before, on March 26, 2023, after Gallant called for a pause in the judicial overhaul, and reversed it two weeks later amid mass protests. Reports since August 2024 have said the prime minister was again weighing replacing him, with Gideon Sa'ar mentioned.|Past events and speculation, no date after the cutoff.
2|L|resolver-note|Resolver note|Resolving YES. The Prime Minister's Office announced on November 5, 2024 that Gallant was dismissed and that Foreign Minister Israel Katz would take over defence. Gallant's term ended 48 hours after the letter, per Israeli law.|Reports the November 5, 2024 dismissal.
6|K|comment-thread|Comments (88)|@tzafon: the timing question is whether Bibi does it while Washington is distracted. US election is Nov 5. / @levant_quant: he's said that before, he's not firing his defence minister mid-war. 20% max.|Traders speculate about a future date.
1|L|comment-thread|Comments (88)|@tzafon (Nov 5, 2024): told you. Letter delivered tonight, Katz in. / @levant_quant: fair enough, I paid for it.|A comment dated November 5, 2024 reports the dismissal as done.
4|K|rules-clarification|Clarification|If Gallant is moved to another portfolio, the market resolves YES because he would no longer be defence minister. A dismissal letter counts from the day his term legally ends, which may be up to two days after the announcement, but any announcement by November 28, 2024 will be treated as effective within the window.|A clarification of future conditions.
3|L|related-markets|You might also like|Gideon Sa'ar named defence minister in 2024? Resolved No (Katz appointed 5 Nov 2024). / Netanyahu out as PM by end of 2024? Resolved No.|A related-market list reports the 5 Nov 2024 appointment.
""",
    ),
    Q(
        "r5-musk-zuck-fight-2023",
        "Will Elon Musk and Mark Zuckerberg fight each other before September 1, 2023?",
        "Resolves YES if Elon Musk and Mark Zuckerberg take part in a physical combat-sports bout against each other (MMA, boxing, grappling or similar, in public or livestreamed) before September 1, 2023. An exhibition counts. Resolves NO otherwise.",
        "2023-08-08",
        "2023-08-31",
        0,
        "culture",
        """
20|K|question-background|How this started|In June, Musk posted that he was 'up for a cage fight' with Zuckerberg, and Zuckerberg replied on Instagram asking for a location. Since then Zuckerberg has trained publicly and competed in jiu-jitsu; Meta launched Threads on July 5.|Background with past events only.
2|K|comment-thread|Comments|@octagonbets: Zuck just said he offered Aug 26 as a date and hasn't heard back. Musk says it'll be streamed on X with proceeds to veterans. / @gravel: nobody books a venue in three weeks. This is content, not a fight.|Traders discuss a proposed date; nothing after the cutoff is reported.
1|L|resolver-note|Resolver note|Resolves NO. On August 13, 2023 Zuckerberg posted on Threads that 'Elon isn't serious' and that it was time to move on, after Musk proposed holding the event in Italy on August 11. No bout took place before September 1.|Reports the August 11 and 13, 2023 posts.
5|K|rules-clarification|Clarification: does a sparring video count?|A private sparring session does not count unless it is a bout between the two of them released publicly before the deadline. A fight scheduled for a date after August 31, 2023 would not resolve this market YES.|Clarifies conditions for the deadline.
3|L|market-timeline|Timeline|Aug 6: Musk says the fight will be livestreamed on X. Aug 11: Musk says the venue will be in Italy; Italy's culture minister confirms talks. Aug 13, 2023: Zuckerberg calls it off on Threads. Market collapses to 1%.|Lists events of August 11 and 13, 2023 as done.
7|L|related-markets|Related|Musk vs Zuckerberg fight happens in 2023? Resolved No on 31 December 2023. / Zuckerberg competes in an MMA bout in 2023? Resolved No.|Reports a resolution dated 31 December 2023.
""",
    ),
    Q(
        "r5-cousins-new-team-2024",
        "Will Kirk Cousins agree to terms with a team other than the Minnesota Vikings by March 31, 2024?",
        "Resolves YES if, by March 31, 2024, Kirk Cousins agrees to a contract with any NFL team other than the Vikings, as reported by the team or by NFL insiders (Schefter, Rapoport). A signed contract is not required; an agreed deal is enough. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-31",
        1,
        "sports",
        """
16|K|question-background|Background|Cousins tore his right Achilles on October 29, 2023 and his contract voids after the season, making him a free agent when the new league year opens. The negotiating window for free agents opens at noon ET on March 11, 2024.|Background with a schedule after the cutoff.
4|K|comment-thread|Comments|@skolmeister: Falcons have the cap space and need a QB. If Atlanta calls on March 11 it's over fast. / @purple_reign: he loves Minnesota, he'll take a short deal to stay. 40%.|Traders speculate about a scheduled window.
2|L|resolver-note|Resolver note|Resolving YES: reports on March 11, 2024 had Cousins agreeing to a four-year, $180 million deal with the Atlanta Falcons, confirmed when he signed on March 13.|Reports the March 11, 2024 agreement.
8|K|rules-clarification|What about the franchise tag?|The Vikings cannot tag Cousins under his current contract. If he re-signs with Minnesota before March 31, 2024, this market resolves NO. Reports from one insider are enough if the team confirms within a week.|A clarification of future conditions.
1|L|related-markets|Related markets|Falcons draft a QB in the first round of the 2024 draft? Resolved Yes (Michael Penix Jr., April 25, 2024). / Cousins starts Week 1 2024? Resolved Yes.|Reports the April 25, 2024 draft pick.
6|K|forecast-rationale|Why I'm at 75%|The Vikings hold the 11th pick and are widely expected to look for a rookie. Atlanta and possibly Denver are the logical bidders once the window opens, and legal tampering begins the same day, March 11.|A forecast naming a future date.
""",
    ),
    Q(
        "r5-atlantic-cat5-july-2024",
        "Will any Atlantic hurricane reach Category 5 intensity before July 15, 2024?",
        "Resolves YES if the US National Hurricane Center reports maximum sustained winds of at least 157 mph (Category 5) for any Atlantic tropical cyclone at any advisory issued between question launch and 23:59 UTC on July 14, 2024. Post-season reanalysis is not used.",
        "2024-06-28",
        "2024-07-15",
        1,
        "climate",
        """
18|K|question-background|Background|No Atlantic hurricane has reached Category 5 before July in the satellite era; Emily in 2005 did so on July 16. NOAA's seasonal outlook, issued May 23, calls for 17 to 25 named storms, the highest it has ever forecast.|Background with past facts only.
2|K|comment-thread|Comments|@gulfstreamer: Invest 95L is the real deal, models take it into the Windwards early next week as a major. / @shearforce: a major isn't a Cat 5. Base rate is basically zero before mid-July.|A discussion of a forecast, with no event after the cutoff.
1|L|resolver-note|Resolver note|Resolved YES. Hurricane Beryl reached Category 5 with 165 mph winds in the NHC advisory at 11 pm AST on July 1, 2024, the earliest Category 5 on record in the Atlantic.|Reports the July 1, 2024 Category 5 as done.
5|K|rules-clarification|Clarification|The window includes storms that form after the question launches. Only operational NHC advisories count: if a storm is upgraded in post-season analysis, that won't change the resolution. The question closes on July 14, 2024.|A clarification of future conditions.
3|L|market-timeline|Price log|Jun 28: Tropical Storm Beryl forms, 9%. Jun 30: Beryl becomes a Category 4, 35%. Jul 1, 2024: NHC upgrades Beryl to Category 5 south of Jamaica's longitude, 100%.|The log reports the June 28 to July 1, 2024 events.
4|L|related-markets|Related questions|Will a hurricane make US landfall before July 15? Resolved Yes: Beryl made landfall near Matagorda, Texas on 8 July 2024. / Will Alberto become a hurricane? Resolved No.|Reports the 8 July 2024 landfall.
""",
    ),
    Q(
        "r5-isaacman-confirm-2025",
        "Will the Senate confirm Jared Isaacman as NASA Administrator by June 30, 2025?",
        "Resolves YES if the US Senate votes to confirm Jared Isaacman as NASA Administrator by June 30, 2025. Resolves NO if the nomination is withdrawn, rejected, or not voted on by then.",
        "2025-05-20",
        "2025-06-30",
        0,
        "politics",
        """
11|K|question-background|Background|Trump announced Isaacman's nomination in December 2024, and the Senate Commerce Committee held his confirmation hearing on April 9, 2025. The committee advanced the nomination on April 30, sending it to the floor, where no vote has yet been scheduled.|Background of pre-cutoff events.
3|K|comment-thread|Comments|@perigee: floor time is the only issue. Thune can schedule it any week now, and June has the most calendar. / @retrograde: Musk and Trump are drifting apart; if that gets ugly, Isaacman is Musk's guy. 80% is too high.|Speculation about future events.
2|L|resolver-note|Resolver note|Resolving NO. The White House withdrew Isaacman's nomination on May 31, 2025, with Trump citing a review of prior associations, days before a floor vote had been expected.|Reports the May 31, 2025 withdrawal.
6|K|rules-clarification|Clarification|A cloture vote alone does not count; the market needs the final confirmation vote by 11:59 pm ET on June 30, 2025. If the Senate confirms on June 30 itself, the market resolves YES.|A clarification naming the deadline.
1|L|related-markets|Related|Will Trump name a new NASA nominee by July 31, 2025? Resolved Yes (Sean Duffy named acting administrator July 9, 2025). / Artemis II launches in 2025? Resolved No.|Reports the July 9, 2025 appointment.
4|L|comment-thread|Comments (updated)|@retrograde (May 31, 2025): there it is, nomination pulled this afternoon. @perigee: wow. Bought NO at 12 and still feel sick about it.|A comment dated May 31, 2025 reports the withdrawal.
""",
    ),
    Q(
        "r5-pochettino-usmnt-2024",
        "Will U.S. Soccer name Mauricio Pochettino head coach of the US men's national team by September 30, 2024?",
        "Resolves YES if U.S. Soccer officially announces Mauricio Pochettino as USMNT head coach by September 30, 2024. Reports of an agreement without an official announcement do not count.",
        "2024-09-01",
        "2024-09-30",
        1,
        "sports",
        """
22|K|question-background|Background|U.S. Soccer fired Gregg Berhalter on July 10, 2024 after the team went out of the Copa América in the group stage. Sporting director Matt Crocker said he wanted a coach in place for the October window.|Background of past events.
7|K|comment-thread|Comments|@yanks_abroad: multiple reports say Poch has agreed in principle. Official by the September friendlies? / @crossbar: he'd miss the Sept 7 and 10 games either way; Mikey Varas is interim. Announcement after that.|Reports of an agreement and a schedule, with no event after the cutoff reported.
2|L|resolver-note|Resolver note|Resolves YES. U.S. Soccer announced Pochettino as head coach on September 10, 2024, and he was introduced at a press conference in New York on September 13.|Reports the September 10, 2024 announcement.
4|K|rules-clarification|Clarification|A leak of the contract terms is not an official announcement. If U.S. Soccer names him on September 30, 2024, that counts. Interim coach Mikey Varas leading the September matches has no bearing on this market.|A clarification of future conditions.
1|L|market-timeline|Price notes|Sep 7, 2024: USMNT lose 2-1 to Canada in Kansas City, market steady at 88%. Sep 10: official announcement, resolves YES.|Reports the September 7 and 10, 2024 events.
5|L|related-markets|Related|USMNT beat Panama in Pochettino's first match? Resolved Yes (2-0, 12 Oct 2024). / Pochettino coaches the US at the 2026 World Cup? Open.|Reports the 12 Oct 2024 match.
""",
    ),
    Q(
        "r5-maresca-chelsea-2024",
        "Will Chelsea appoint Enzo Maresca as head coach by June 15, 2024?",
        "Resolves YES if Chelsea FC officially announces Enzo Maresca as first-team head coach by June 15, 2024. Resolves NO otherwise.",
        "2024-05-30",
        "2024-06-15",
        1,
        "sports",
        """
9|K|question-background|Background|Chelsea and Mauricio Pochettino parted by mutual consent on May 21, 2024, a year into his two-year contract. Leicester City's Enzo Maresca, who won the Championship this season, and Ipswich's Kieran McKenna have been reported as candidates.|Background of past events.
4|K|comment-thread|Comments|@blue_lane: McKenna just signed a new deal at Ipswich. Maresca is the only name left on the shortlist. / @bridge_ticks: Leicester want compensation, could drag past the June 15 close.|Speculation about a future deadline.
2|L|resolver-note|Resolver note|Resolved YES on June 3, 2024, when Chelsea announced Maresca on a five-year contract with the option of a further year.|Reports the June 3, 2024 announcement.
6|K|rules-clarification|Clarification|An agreement reported by journalists resolves nothing until Chelsea announces it on its own channels. If Chelsea announces Maresca on June 15, 2024 UK time, this resolves YES.|A clarification naming the deadline.
1|L|related-markets|Related markets|Chelsea finish top 4 in 2024-25? Resolved No. / Chelsea win a trophy in 2024-25? Resolved Yes: Conference League final, May 28, 2025.|Reports the May 28, 2025 final.
3|K|forecast-rationale|Forecast note|Agreement on compensation is the last hurdle; Leicester's position is complicated by their own financial rules case. I expect it done within two weeks, so well before the mid-June deadline. 85%.|A forecast with no event after the cutoff reported.
""",
    ),
]
