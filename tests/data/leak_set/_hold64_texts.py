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
    Q(
        "r5-kompany-bayern-2024",
        "Will Bayern Munich name Vincent Kompany as head coach by June 15, 2024?",
        "Resolves YES if FC Bayern München officially announces Vincent Kompany as head coach of its men's first team by June 15, 2024. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-15",
        1,
        "sports",
        """
12|K|question-background|Background|Bayern announced in February that Thomas Tuchel would leave at the end of the season. Xabi Alonso chose to stay at Leverkusen, Julian Nagelsmann extended with Germany on April 19, 2024, and Ralf Rangnick turned the job down in early May. Kompany's Burnley were relegated from the Premier League this season.|Background of pre-cutoff events.
3|K|comment-thread|Comments|@sabener: Kompany at 9% seems low, Eberl rates him. Burnley would want maybe 10-15 million. / @isar_flow: the Bundesliga ends May 18, Bayern will want someone before preseason starts in July 2024. Tuchel U-turn still possible.|Speculation with a date after the cutoff as a plan.
1|L|resolver-note|Resolver note|Resolving YES: Bayern confirmed on May 29, 2024 that Kompany had signed a contract running to June 30, 2027.|Reports the May 29, 2024 announcement.
6|K|rules-clarification|Clarification|An interim appointment counts only if Bayern names the person head coach, not caretaker. Announcements made on June 15, 2024 count. Reports of talks, including Sky's, do not.|A clarification of future conditions.
2|L|market-timeline|Price history|May 21: 6%. May 23, 2024: reports that Bayern and Burnley are negotiating a fee; 71%. May 29: official, 100%.|Reports the May 23 and 29, 2024 events.
4|L|related-markets|Related|Bayern win the 2024-25 Bundesliga? Resolved Yes (title sealed 4 May 2025). / Tuchel stays at Bayern? Resolved No.|Reports the 4 May 2025 title.
""",
    ),
    Q(
        "r5-lawson-suzuka-2025",
        "Will Liam Lawson start the 2025 Japanese Grand Prix as a Red Bull Racing driver?",
        "Resolves YES if Liam Lawson starts the Formula 1 Japanese Grand Prix at Suzuka on April 6, 2025 driving for Oracle Red Bull Racing. Resolves NO if he starts for another team, does not start, or the race is not held.",
        "2025-03-25",
        "2025-04-06",
        0,
        "sports",
        """
2|K|question-background|Background|Lawson qualified last for both the sprint and the Grand Prix in China on March 22-23, 2025, after crashing out in Melbourne a week earlier. Red Bull's team principal said the team would 'support him', while reports suggested a swap with Racing Bulls' Yuki Tsunoda was being discussed.|Background of pre-cutoff events.
1|K|comment-thread|Comments|@kerbside: the swap rumours are loud but two races is nothing. Red Bull have a simulator day planned this week. / @apex_ticks: they did it to Gasly and Albon, just never after two rounds. Suzuka is Yuki's home race on April 6, 2025, that's the story.|Speculation with a future race date.
1|L|resolver-note|Resolver note|Resolving NO. Red Bull announced on March 27, 2025 that Yuki Tsunoda would replace Lawson from the Japanese Grand Prix, with Lawson returning to Racing Bulls.|Reports the March 27, 2025 announcement.
3|K|rules-clarification|Clarification|If Lawson starts from the pit lane for Red Bull, that counts as a start. If the race is red-flagged before the start and never restarts, the market resolves NO. Practice sessions on April 4, 2025 do not matter.|A clarification naming future sessions.
2|L|related-markets|Related|Tsunoda scores points at Suzuka? Resolved No (finished 12th, 6 April 2025). / Verstappen wins the Japanese GP? Resolved Yes.|Reports the 6 April 2025 race.
4|L|comment-thread|Discussion (pinned update)|Mod note, Mar 27 2025: the team confirmed the swap this morning. Leaving the thread open but the market is effectively settled.|A moderator note dated Mar 27 2025 reports the swap.
""",
    ),
    Q(
        "r5-taa-real-madrid-2025",
        "Will Real Madrid officially announce the signing of Trent Alexander-Arnold by June 15, 2025?",
        "Resolves YES if Real Madrid CF announces on its official website or social channels, by June 15, 2025, that it has signed or agreed to sign Trent Alexander-Arnold. Resolves NO otherwise.",
        "2025-05-25",
        "2025-06-15",
        1,
        "sports",
        """
20|K|question-background|Background|Liverpool announced on May 5, 2025 that Alexander-Arnold would leave when his contract expires on June 30. Real Madrid want him for the Club World Cup, which starts for them on June 18, 2025, and reports say they are willing to pay a small fee to release him early.|Background with future dates as plans.
8|K|comment-thread|Comments|@kop_end: he got booed at Anfield against Arsenal. Nobody doubts where he's going, only when. / @blanco_bets: FIFA has set a special transfer window from June 1 to June 10, 2025 for the Club World Cup. That's the deadline that matters here.|Discusses a future transfer window.
1|L|resolver-note|Resolver note|Resolving YES. Real Madrid announced on May 30, 2025 that it had reached an agreement with Liverpool for the transfer, with Alexander-Arnold signing until June 30, 2031.|Reports the May 30, 2025 announcement.
4|K|rules-clarification|Clarification|A pre-contract signed in January would not count unless announced by the club. An announcement that the player will join on July 1, 2025 resolves YES if it is published by June 15.|A clarification with a future date as a condition.
2|L|related-markets|Related markets|Alexander-Arnold plays at the Club World Cup? Resolved Yes: debut vs Al-Hilal, 18 June 2025. / Xabi Alonso named Real Madrid coach? Resolved Yes.|Reports the 18 June 2025 debut.
6|L|comment-thread|Comments (later)|@blanco_bets (30 May 2025): official on realmadrid.com. Good luck to the NO holders. / @kop_end: farewell lap last Sunday, May 25, was strange to watch.|Comments report the 30 May 2025 announcement and the May 25, 2025 farewell.
""",
    ),
    Q(
        "r5-ti2024-liquid",
        "Will Team Liquid win The International 2024 (Dota 2)?",
        "Resolves YES if Team Liquid wins the grand final of The International 2024 in Copenhagen, scheduled for September 15, 2024. Resolves NO if any other team wins.",
        "2024-09-01",
        "2024-09-15",
        1,
        "esports",
        """
14|K|question-background|Background|Sixteen teams qualified for TI 2024, whose group stage starts on September 4, 2024, with the final weekend at the Royal Arena on September 14-15. Liquid won TI in 2017 and enters this year as one of four or five serious contenders, alongside Gaimin Gladiators, Falcons and Xtreme Gaming.|A schedule and pre-cutoff background.
5|K|forecast-rationale|Why I'm at 18%|Falcons won Riyadh in July and look sharper, but Liquid's draft pool is deep and Nisha is in form. A three-day final weekend rewards consistency. I'd be a buyer below 15%.|A forecast with no event after the cutoff.
2|L|resolver-note|Resolved YES|Team Liquid swept Gaimin Gladiators 3-0 in the grand final on September 15, 2024, coming through the lower bracket.|Reports the September 15, 2024 final.
3|K|rules-clarification|Clarification|If the grand final is postponed past September 15, 2024, the market stays open until the title is decided. Forfeits count as a win for the team advancing.|A clarification of future conditions.
1|L|related-markets|Related markets|TI 2024 grand final goes to game 5? Resolved No (3-0 on 15 Sept 2024). / A Chinese team reaches the TI 2024 final? Resolved No.|Reports the 15 Sept 2024 result.
7|L|market-timeline|Odds history|Sep 1: 17%. Sep 8: Liquid drop to the lower bracket, 11%. Sep 14, 2024: Liquid eliminate Falcons, 49%. Sep 15: champions.|Reports the September 8 to 15, 2024 results.
""",
    ),
    Q(
        "r5-mstr-nasdaq100-2024",
        "Will MicroStrategy be added to the Nasdaq-100 in the December 2024 annual reconstitution?",
        "Resolves YES if Nasdaq announces that MicroStrategy (MSTR) will join the Nasdaq-100 index as part of the annual reconstitution effective before market open on December 23, 2024. Resolves NO otherwise.",
        "2024-12-01",
        "2024-12-23",
        1,
        "markets",
        """
18|K|question-background|Background|The Nasdaq-100 reconstitutes once a year on the basis of market value as of the end of October. MicroStrategy's value has more than doubled since September as bitcoin rallied, putting it well inside the top 100 eligible companies. Nasdaq classifies it as technology, though some analysts argue it should be treated as a financial company, which would be excluded.|Background with no date after the cutoff.
4|K|comment-thread|Comments|@satstack: the announcement lands after the close on Friday, Dec 13, 2024, effective Dec 23. The only risk is the ICB reclassification. / @index_nerd: Nasdaq uses ICB and it's still tech. 80% feels right.|Traders discuss a scheduled announcement.
2|L|resolver-note|Resolver note|Resolving YES. Nasdaq announced on December 13, 2024 that MicroStrategy, Palantir and Axon would join the index, replacing Illumina, Moderna and Super Micro Computer, effective December 23.|Reports the December 13, 2024 announcement.
7|K|rules-clarification|Clarification|A reclassification to financials before the announcement would make MSTR ineligible and resolve this NO. The market uses Nasdaq's press release; a mid-year addition after December 23, 2024 does not count.|A clarification with future conditions.
1|L|related-markets|Related|MSTR added to the S&P 500 in December 2024? Resolved No. / Bitcoin above $100,000 in 2024? Resolved Yes, first crossed on 5 December 2024.|Reports the 5 December 2024 crossing.
3|L|comment-thread|Comments (later)|@satstack (Dec 13, 2024): confirmed in the press release, MSTR, PLTR, AXON in. / @index_nerd: well done. Forced buying on the 20th should be fun.|A comment dated Dec 13, 2024 reports the announcement.
""",
    ),
    Q(
        "r5-grayscale-dc-circuit-2023",
        "Will the D.C. Circuit rule in Grayscale v. SEC by September 30, 2023?",
        "Resolves YES if the US Court of Appeals for the D.C. Circuit issues its opinion in Grayscale Investments v. SEC (the appeal over the denial of GBTC's conversion to a spot bitcoin ETF) by September 30, 2023, whichever way it rules. Resolves NO otherwise.",
        "2023-08-20",
        "2023-09-30",
        1,
        "courts",
        """
20|K|question-background|Background|Oral argument was held on March 7, 2023, and the three-judge panel appeared sceptical of the SEC's reasons for approving bitcoin futures ETFs but not a spot product. The D.C. Circuit has no deadline; its median time from argument to opinion is about four months.|Background with pre-cutoff facts.
6|K|comment-thread|Comments|@gbtc_discount: the court releases opinions on Tuesdays and Fridays. Every one of those through September is a chance. / @calendar_guy: judges often clear the docket before the new term. I'm at 60% by Sept 30, 2023.|A forecast about future opinion days.
2|L|resolver-note|Resolver note|Resolved YES. The court ruled for Grayscale on August 29, 2023, holding that the SEC's denial was arbitrary and capricious and vacating the order.|Reports the August 29, 2023 ruling.
3|K|rules-clarification|Clarification|This market resolves on the timing of the opinion only, not on who wins. An order without opinion (for example, a remand) counts if it disposes of the petition by September 30, 2023.|A clarification of future conditions.
1|L|market-timeline|Notes|Aug 29 2023: opinion by Judge Rao, GBTC discount narrows sharply and shares jump about 17%. Aug 31: SEC delays decisions on seven other spot ETF applications.|Reports the events of Aug 29 and 31, 2023.
8|L|related-markets|Related markets|SEC approves a spot bitcoin ETF by January 15, 2024? Resolved Yes (approval on 10 January 2024). / SEC seeks rehearing en banc in Grayscale? Resolved No.|Reports the 10 January 2024 approval.
""",
    ),
    Q(
        "r5-manchin-not-running-2023",
        "Will Joe Manchin announce by December 15, 2023 that he will not seek reelection to the Senate?",
        "Resolves YES if Senator Joe Manchin publicly announces by December 15, 2023 that he will not run for reelection to the US Senate in 2024. Resolves NO if he announces a reelection run or makes no announcement by then.",
        "2023-11-05",
        "2023-12-15",
        1,
        "politics",
        """
25|K|question-background|Background|Gov. Jim Justice entered the Republican Senate primary in West Virginia on April 27, 2023 and leads Manchin comfortably in polls. Manchin has said he will decide 'by the end of the year' and has not ruled out a third-party presidential bid with No Labels.|Background with past events.
5|K|comment-thread|Comments|@mountaineer: he's doing a No Labels town hall in New Hampshire in July and saying nothing. Decision by year-end means could slip past Dec 15. / @filing_window: West Virginia's filing period opens January 8, 2024. He has time.|A discussion of future dates.
1|L|resolver-note|Resolver note|Resolving YES. In a video released on November 9, 2023, Manchin said he would not seek reelection and would travel the country to see whether there is interest in 'creating a movement'.|Reports the November 9, 2023 announcement.
9|K|rules-clarification|Clarification|An announcement that he will run for president as an independent does not by itself resolve YES; he must state that he will not run for the Senate seat. Statements on December 15, 2023 count.|A clarification with a future deadline.
3|L|related-markets|Related|Manchin runs for president in 2024? Resolved No (ruled out February 16, 2024). / Jim Justice wins the WV Senate seat? Resolved Yes.|Reports the February 16, 2024 decision.
2|K|forecast-rationale|Forecast|Manchin trails Justice by double digits and has spent more time on national themes than on a campaign. I put retirement at about 70%, with the announcement likelier in November or December than later.|A forecast with no event after the cutoff reported.
""",
    ),
    Q(
        "r5-sinema-filing-2024",
        "Will Kyrsten Sinema file to run for reelection to the US Senate by Arizona's April 1, 2024 deadline?",
        "Resolves YES if Senator Kyrsten Sinema files nomination papers with the Arizona Secretary of State for the 2024 Senate race by the filing deadline of April 1, 2024. Resolves NO otherwise.",
        "2024-02-25",
        "2024-04-01",
        0,
        "politics",
        """
14|K|question-background|Background|Sinema left the Democratic Party in December 2022 and would need about 42,000 signatures to appear on the November ballot as an independent. Ruben Gallego and Kari Lake are the likely major-party nominees. She has about $10 million in campaign cash.|Background with no date after the cutoff.
6|K|rules-clarification|Clarification|Independent candidates in Arizona file by the same April 1, 2024 deadline as party candidates. An announcement without filed papers does not count; filed papers later withdrawn still resolve YES.|A clarification naming the deadline.
2|L|resolver-note|Resolver note|Resolving NO. Sinema announced on March 5, 2024, in a video, that she would not seek reelection, and no papers were filed by the April 1 deadline.|Reports the March 5, 2024 announcement.
1|K|comment-thread|Comments|@saguaro: she's been at fundraisers every week this month. Nobody fundraises like that to retire. / @cactus_quant: she hasn't started collecting signatures, and she'd need them by April. 30%.|Speculation with no event after the cutoff.
4|L|related-markets|Related|Gallego wins the Arizona Senate race? Resolved Yes (called 11 Nov 2024). / Sinema endorses in the race? Resolved No.|Reports the 11 Nov 2024 call.
3|L|market-timeline|Price history|Feb 22: 28%. Mar 5, 2024: retirement video posted, 2%. Apr 1: deadline passes, resolved NO.|Reports the Mar 5, 2024 video.
""",
    ),
    Q(
        "r5-boebert-co4-primary-2024",
        "Will Lauren Boebert win the Republican primary in Colorado's 4th congressional district on June 25, 2024?",
        "Resolves YES if Lauren Boebert is declared the winner of the Republican primary for Colorado's 4th congressional district held on June 25, 2024, by the Associated Press or the Colorado Secretary of State. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-25",
        1,
        "elections",
        """
13|K|question-background|Background|Boebert announced on December 27, 2023 that she would run in the 4th district, an open, more conservative seat, rather than for reelection in the 3rd. She faces five rivals, including state Rep. Richard Holtorf and former state Sen. Jerry Sonnenberg, and Colorado has no runoff.|Background of pre-cutoff events.
6|K|comment-thread|Comments|@eastern_plains: with six people splitting the anti-Boebert vote, 35% wins it. Trump's endorsement is the big thing. / @fourcorners: ballots mail out June 3, the result could come election night June 25, 2024 if she's clear.|Speculation with a future result date.
1|L|resolver-note|Resolver note|Resolved YES. AP called the race for Boebert on the night of June 25, 2024; she won with roughly 43% of the vote.|Reports the June 25, 2024 result.
3|K|rules-clarification|Clarification|A recount does not delay resolution unless the AP withdraws its call. If no call is made by July 15, 2024, we will resolve on the certified result.|A clarification with future conditions.
2|L|related-markets|Related|Boebert wins the CO-4 general election? Resolved Yes (5 November 2024). / Jeff Hurd wins the CO-3 primary? Resolved Yes.|Reports the 5 November 2024 election.
5|K|forecast-rationale|Why I'm at 78%|Trump endorsed Boebert in March, and internal polls from two campaigns put her in the low 40s with no rival above 15%. Plurality rules favour her. The risk is a late consolidation behind one challenger.|A forecast about a future primary.
""",
    ),
    Q(
        "r5-kari-lake-primary-2024",
        "Will Kari Lake win the Republican primary for US Senate in Arizona on July 30, 2024?",
        "Resolves YES if Kari Lake is declared the winner of the Arizona Republican Senate primary held on July 30, 2024 by the AP or the Arizona Secretary of State. Resolves NO otherwise.",
        "2024-07-15",
        "2024-07-30",
        1,
        "elections",
        """
10|K|question-background|Background|Lake faces Pinal County Sheriff Mark Lamb. She has Trump's endorsement and a large fundraising lead, but Lamb has won support from some county Republican parties. Early ballots went out on July 3.|Background of pre-cutoff events.
4|K|comment-thread|Comments|@copper_state: Lamb's internals have it close, nobody else's do. / @mesa_trader: 93% is right. The only question is margin. Polls close 7 pm on July 30, 2024, AP probably calls within an hour.|Traders discuss a future call.
1|L|resolver-note|Resolver note|Resolving YES: AP called the primary for Lake on July 30, 2024, shortly after the first returns; she finished with about 55% to Lamb's 40%.|Reports the July 30, 2024 result.
6|K|rules-clarification|Clarification|If counting runs long, the market resolves on the AP call. If the AP has not called by August 15, 2024, we use the certified canvass.|A clarification with future conditions.
2|L|related-markets|Related|Gallego beats Lake in November? Resolved Yes (AP call 11 November 2024). / Lake wins by more than 20 points in the primary? Resolved No.|Reports the 11 November 2024 call.
3|L|comment-thread|Comments (later)|@mesa_trader (Jul 30 2024): AP called it at 7:40 pm local. Paid out. / @copper_state: internals are internals.|A comment dated Jul 30 2024 reports the call.
""",
    ),
    Q(
        "r5-move-forward-dissolved-2024",
        "Will Thailand's Constitutional Court order the dissolution of the Move Forward Party by August 7, 2024?",
        "Resolves YES if Thailand's Constitutional Court rules, by August 7, 2024, that the Move Forward Party is dissolved, in the case brought by the Election Commission over the party's campaign to amend the lese-majeste law. Resolves NO if the court rejects the petition or has not ruled by then.",
        "2024-07-25",
        "2024-08-07",
        1,
        "courts",
        """
15|K|question-background|Background|In January 2024 the court ruled that Move Forward's pledge to amend Section 112 amounted to an attempt to undermine the constitutional monarchy, and the Election Commission then petitioned for the party's dissolution. The court has said it will deliver its verdict on August 7, 2024.|Background with a scheduled verdict date.
3|K|comment-thread|Comments|@chao_phraya: every precedent points one way, Future Forward in 2020 and Thai Raksa Chart in 2019. / @soi_bets: the real question is the ban length for Pita and the executives. The party already has a shell ready to move into.|Discussion of past precedents and possible outcomes.
1|L|resolver-note|Resolver note|Resolved YES. On August 7, 2024 the court unanimously dissolved Move Forward and barred 11 current and former executives, including Pita Limjaroenrat, from politics for ten years.|Reports the August 7, 2024 ruling.
6|K|rules-clarification|Clarification|A postponement of the August 7 reading would leave the question open until its close; a ruling on August 8, 2024 would resolve NO under the date in the title. Bans on individuals do not affect resolution.|A clarification of future conditions.
2|L|related-markets|Related|Move Forward MPs form a new party by August 15, 2024? Resolved Yes: the People's Party was launched on 9 August 2024. / Srettha removed by the court in August 2024? Resolved Yes (14 August 2024).|Reports the 9 and 14 August 2024 events.
4|K|forecast-rationale|Forecast note|Call it 90%. The court has sided with the establishment in nearly every party case since 2007, and nothing in its January reasoning leaves room to stop short of dissolution. The verdict reading is set for 3 pm on Aug. 7.|A forecast of a scheduled ruling.
""",
    ),
    Q(
        "r5-georgia-foreign-agents-2024",
        "Will Georgia's parliament pass the 'transparency of foreign influence' bill in its third reading by May 31, 2024?",
        "Resolves YES if the Parliament of Georgia adopts the law 'On Transparency of Foreign Influence' in its third and final reading by May 31, 2024, regardless of a presidential veto. Resolves NO otherwise.",
        "2024-05-05",
        "2024-05-31",
        1,
        "legislation",
        """
20|K|question-background|Background|Georgian Dream reintroduced the bill on April 3, 2024, a year after withdrawing a similar one under street pressure. It requires groups receiving more than 20% of their funding from abroad to register as organisations 'carrying the interests of a foreign power'. The first reading passed on April 17.|Background of pre-cutoff events.
4|K|comment-thread|Comments|@rustaveli_ave: second reading passed on Wednesday with the opposition walking out. The third reading can come as early as mid-May. / @kura_quant: last year they folded after two nights of protests. This year they have the votes and are saying so. 80%.|Discussion of a past vote and future steps.
1|L|resolver-note|Resolver note|Resolving YES. Parliament adopted the law in its third reading on May 14, 2024 by 84 votes to 30. President Zourabichvili vetoed it on May 18, and parliament overrode the veto on May 28, 2024.|Reports the May 14, 18 and 28, 2024 events.
7|K|rules-clarification|Clarification|A veto does not change resolution: the market asks only whether the third reading passes. If the vote is held on May 31, 2024, it counts. A withdrawal of the bill resolves NO.|A clarification of future conditions.
2|L|market-timeline|Timeline|May 1: second reading passes, 76%. May 14, 2024: third reading passes, market resolves YES. May 18: veto. May 28: override.|Reports the May 14, 18 and 28 events of 2024.
3|L|related-markets|Related markets|EU freezes Georgia's accession process in 2024? Resolved Yes (European Council conclusions, 27 June 2024). / Georgian Dream wins the October 26 election? Resolved Yes.|Reports the 27 June 2024 conclusions.
""",
    ),
    Q(
        "r5-carlson-putin-interview-2024",
        "Will Tucker Carlson publish an interview with Vladimir Putin by February 29, 2024?",
        "Resolves YES if Tucker Carlson publishes, on his own network, X or any other platform, a recorded interview in which he questions Vladimir Putin, by February 29, 2024. Resolves NO otherwise.",
        "2024-02-05",
        "2024-02-29",
        1,
        "media",
        """
3|K|question-background|Background|Photos of Carlson at the Bolshoi Theatre and around Moscow circulated on February 2 and 3, prompting speculation about a Putin interview. The Kremlin has said it has 'nothing to announce'. Carlson said in 2021 that the NSA had blocked an earlier attempt.|Background of pre-cutoff events.
1|K|comment-thread|Comments|@greyzone: he isn't in Moscow for the ballet. 85%. / @skeptic9: Peskov denied it last year too. Recording doesn't mean publishing; if the Kremlin gets cold feet, nothing airs by Feb 29, 2024.|Speculation with the question's deadline.
1|L|resolver-note|Resolver note|Resolving YES: the interview was published on Carlson's website and on X on February 8, 2024. Carlson had announced it in a video from Moscow on February 6, and the Kremlin confirmed the recording on February 7.|Reports the February 6 to 8, 2024 events.
2|K|rules-clarification|Clarification|Clips count if they show Carlson questioning Putin. A written transcript only, or an interview with a Russian official other than Putin, would not count. The window closes at 23:59 ET on 29 February 2024.|A clarification with the question's deadline.
2|L|market-timeline|Notes|Feb 6, 2024: Carlson confirms in a video. Feb 8: two-hour interview goes up, with about 100 million views on X within a day, by Carlson's count.|Reports the Feb 6 and 8, 2024 events.
4|L|related-markets|Related|Putin interview runs longer than 90 minutes? Resolved Yes (about 2 hours, 8 Feb 2024). / Carlson interviews Zelensky by June 2024? Resolved No.|Reports the 8 Feb 2024 interview.
""",
    ),
    Q(
        "r5-nadal-rg-2024",
        "Will Rafael Nadal win at least one singles match at the 2024 French Open?",
        "Resolves YES if Rafael Nadal wins at least one main-draw singles match at Roland-Garros 2024 (main draw May 26 to June 9, 2024), including by walkover or retirement. Resolves NO otherwise, including if he withdraws.",
        "2024-05-20",
        "2024-06-09",
        0,
        "sports",
        """
9|K|question-background|Background|Nadal lost in the second round in Rome on May 11 to Hubert Hurkacz, after reaching the fourth round in Madrid. He has said he will decide on Roland-Garros 'at the last moment'. The draw is on May 23, 2024.|Background with a future draw date.
4|K|comment-thread|Comments|@terre_battue: at 58% this is just the draw. Unseeded, he could get Zverev or Djokovic in round one. / @topspin: or a qualifier. Draw Thursday, first round starts Sunday May 26.|Discussion of a scheduled draw.
1|L|resolver-note|Resolver note|Resolving NO. Nadal drew Alexander Zverev and lost 6-3, 7-6, 6-3 on Court Philippe-Chatrier on May 27, 2024.|Reports the May 27, 2024 match.
6|K|rules-clarification|Clarification|Doubles matches don't count. If Nadal wins a first-round match and withdraws later, YES. If he retires in his first match, NO. The market closes on 9 June 2024.|A clarification with the final date.
2|L|market-timeline|Price history|May 19: 57%. May 23, 2024: draw pairs him with Zverev, falls to 22%. May 27: straight-sets loss, NO.|Reports the May 23 and 27, 2024 events.
3|L|related-markets|Related|Nadal plays the Paris Olympics? Resolved Yes (lost to Djokovic, 29 July 2024). / Nadal announces retirement in 2024? Resolved Yes.|Reports the 29 July 2024 match.
""",
    ),
    Q(
        "r5-afghanistan-t20-semis-2024",
        "Will Afghanistan reach the semi-finals of the 2024 ICC Men's T20 World Cup?",
        "Resolves YES if Afghanistan qualifies for the semi-finals of the 2024 ICC Men's T20 World Cup in the West Indies and the USA. Resolves NO if they are eliminated earlier. Resolves on the last Super Eight match, scheduled for June 25, 2024.",
        "2024-06-10",
        "2024-06-25",
        1,
        "sports",
        """
3|K|question-background|Background|Afghanistan opened with wins over Uganda and New Zealand, bowling New Zealand out for 75 in Guyana on June 7-8. Their group still has Papua New Guinea and the West Indies, and the top two go through to the Super Eight.|Background of pre-cutoff results.
2|K|rules-clarification|Fine print|The market resolves on qualification, not on the semi-final result. If rain abandons matches and Afghanistan qualify on net run rate, YES. The final Super Eight match is set for 24-25 June 2024 depending on time zone.|A clarification with future dates.
1|L|resolver-note|Resolver note|Resolved YES. Afghanistan beat Australia by 21 runs on June 22, 2024 and then Bangladesh by 8 runs (DLS) in St Vincent on June 24 to reach their first World Cup semi-final.|Reports the June 22 and 24, 2024 results.
4|K|comment-thread|Comments|@kabul_kestrel: Rashid's side are the real deal this time. The Super Eight group likely has India and Australia, which is brutal. / @deep_point: so 25%, not 40%.|Forecasting discussion with no event after the cutoff.
5|L|related-markets|Related markets|Afghanistan beat Australia in the Super Eight? Resolved Yes (22 Jun 2024). / Afghanistan reach the final? Resolved No: all out for 56 against South Africa in the semi-final on 26 June 2024.|Reports the 22 and 26 June 2024 results.
6|L|market-timeline|Odds log|Jun 13: beat PNG, 31%. Jun 20: lose to India, 14%. Jun 22: beat Australia, 46%. Jun 24, 2024: beat Bangladesh, resolves YES.|Reports the June 13 to 24, 2024 results.
""",
    ),
    Q(
        "r5-mourinho-job-2024",
        "Will José Mourinho be appointed manager of a professional football club by June 30, 2024?",
        "Resolves YES if, by June 30, 2024, any professional club or national federation officially announces José Mourinho as its head coach or manager. Resolves NO otherwise.",
        "2024-05-25",
        "2024-06-30",
        1,
        "sports",
        """
30|K|question-background|Background|Roma dismissed Mourinho on January 16, 2024, with the club ninth in Serie A. Since then he has been linked with clubs in Saudi Arabia and Turkey and has said in interviews that he wants to return to work in the summer.|Background of pre-cutoff events.
5|K|comment-thread|Comments|@bosphorus: Fenerbahce's presidential election is on June 1-2, 2024 and Ali Koc has reportedly promised a big coach. / @parked_bus: he's said no to Saudi money twice. I think he waits for a bigger job. 55%.|Speculation about a future election and appointment.
1|L|resolver-note|Resolver note|Resolved YES. Fenerbahce announced Mourinho as head coach on June 2, 2024, and he was presented to about 20,000 fans at the Sukru Saracoglu Stadium that evening.|Reports the June 2, 2024 announcement.
8|K|rules-clarification|Clarification|A technical director or advisory role does not count. If a club announces on June 30, 2024, it counts. Agreements reported by journalists only do not count.|A clarification of future conditions.
2|L|related-markets|Related|Fenerbahce win the 2024-25 Super Lig? Resolved No (Galatasaray champions). / Mourinho's Fenerbahce reach the Champions League group stage? Resolved No: eliminated by Lille on 27 August 2024.|Reports the 27 August 2024 elimination.
3|L|comment-thread|Comments (later)|@bosphorus (Jun 2, 2024): told you. Koc wins the vote, Mourinho at the stadium the same night. / @parked_bus: fair, I was wrong about the bigger job.|A comment dated Jun 2, 2024 reports the appointment.
""",
    ),
    Q(
        "r5-larson-double-2024",
        "Will Kyle Larson complete all 1,100 miles of the Indianapolis 500 and the Coca-Cola 600 on May 26, 2024?",
        "Resolves YES if Kyle Larson runs every lap of both the Indianapolis 500 and the NASCAR Coca-Cola 600 held on May 26, 2024. A race shortened by rain counts as completed if he runs every lap that is run. Resolves NO if any relief driver takes over or he misses any lap.",
        "2024-05-10",
        "2024-05-26",
        0,
        "sports",
        """
16|K|question-background|Background|Larson, the 2021 Cup champion, is driving for Arrow McLaren at Indianapolis and Hendrick Motorsports at Charlotte. The Indy 500 starts at 12:45 pm ET and the Coca-Cola 600 at 6 pm ET, with about 90 minutes in between including a flight. Only Tony Stewart, in 2001, has completed all 1,100 miles.|Background with a schedule on the question's date.
4|K|comment-thread|Comments|@brickyard_b: weather is the whole market. Any delay at Indy and Hendrick starts Justin Allgaier in the 600. / @oval_office: qualifying weekend May 18-19, 2024 tells us if the car is fast enough to avoid trouble.|Discussion of future events.
1|L|resolver-note|Resolver note|Resolving NO. Rain delayed the Indy 500 by about four hours on May 26, 2024; Larson finished 18th, and Allgaier started the Coca-Cola 600 for him. Larson arrived during the race but never got in the car before rain ended it after 249 laps.|Reports the May 26, 2024 races.
7|K|rules-clarification|Clarification|If NASCAR moves the 600 to Monday, May 27, 2024 because of weather, the market resolves on whether he runs every lap of both events. Starting from the back after a driver change is a NO.|A conditional clarification.
2|L|market-timeline|Price notes|May 19, 2024: Larson qualifies fifth at Indy, 52%. May 26 morning: storms at the Speedway, 20%. 4:45 pm: Indy start; Allgaier starts the 600, 0%.|Reports the May 19 and 26, 2024 events.
3|L|related-markets|Related|Larson finishes in the top 10 at Indy? Resolved No (18th, May 26 2024). / NASCAR grants Larson a playoff waiver? Resolved Yes.|Reports the May 26 2024 result.
""",
    ),
    Q(
        "r5-kuleba-out-2024",
        "Will Dmytro Kuleba still be Ukraine's Minister of Foreign Affairs on September 30, 2024?",
        "Resolves YES if Dmytro Kuleba holds the office of Minister of Foreign Affairs of Ukraine on September 30, 2024. A resignation counts once the Verkhovna Rada has accepted it. Resolves NO otherwise.",
        "2024-08-25",
        "2024-09-30",
        0,
        "politics",
        """
18|K|question-background|Background|Kuleba has been foreign minister since March 2020. Reports in July said President Zelensky was planning a government reshuffle in the autumn, though the Presidential Office denied any decision on ministers.|Background with no date after the cutoff.
3|K|comment-thread|Comments|@dnipro_line: the Rada is back from recess in early September, that's when a reshuffle would happen. / @kyiv_quant: Kuleba is the one minister with real standing abroad. Reshuffle yes, him no. 75% YES.|Speculation about future events.
1|L|resolver-note|Resolver note|Resolving NO. Kuleba submitted his resignation on September 3, 2024, and the Rada approved it on September 5, appointing his deputy Andrii Sybiha as foreign minister the same day.|Reports the September 3 and 5, 2024 events.
6|K|rules-clarification|Clarification|A submitted resignation that the Rada has not voted on by September 30, 2024 leaves him in office for this question. Acting ministers count as holding the office.|A conditional clarification.
2|L|related-markets|Related|Ukraine's Rada dismisses at least five ministers in September 2024? Resolved Yes (reshuffle of 4-5 September 2024). / Zelensky replaces his chief of staff in 2024? Resolved No.|Reports the 4-5 September 2024 reshuffle.
5|K|forecast-rationale|Forecast|Historical base rate: Ukrainian foreign ministers have lasted about three years on average since 2014. A reshuffle is likely in the autumn session starting September 3, 2024, but the foreign ministry is usually protected. 80% he stays.|A forecast with a future session date.
""",
    ),
    Q(
        "r5-tim-scott-campaign-2023",
        "Will Tim Scott still be a candidate for the 2024 Republican presidential nomination on December 1, 2023?",
        "Resolves YES if Senator Tim Scott has not suspended or ended his presidential campaign by December 1, 2023. Resolves NO otherwise.",
        "2023-11-05",
        "2023-12-01",
        0,
        "elections",
        """
10|K|question-background|Background|Scott has polled in single digits nationally and in Iowa despite heavy ad spending, and his super PAC cancelled its autumn TV reservations in October. He has qualified for the third debate, set for November 8, 2023 in Miami.|Background with a scheduled debate.
3|K|comment-thread|Comments|@lowcountry: he moved into Iowa full time and said he's 'all in'. Nobody suspends after doing that. / @primary_watch: Pence just dropped, it's contagious. After Nov 8 the donors decide. 60% still in.|Discussion of a pre-cutoff exit and a future debate.
1|L|resolver-note|Resolver note|Resolving NO. Scott announced he was suspending his campaign on November 12, 2023, in an interview on Fox News with Trey Gowdy, four days after the Miami debate.|Reports the November 12, 2023 suspension.
6|K|rules-clarification|Clarification|A campaign that stops advertising is still a campaign. Only a public suspension, withdrawal or statement that he is no longer seeking the nomination counts, up to 23:59 ET on December 1, 2023.|A clarification with the deadline.
2|L|related-markets|Related|Scott qualifies for the fourth debate on December 6, 2023? Resolved No. / Scott named Trump's running mate? Resolved No (Vance picked, July 15, 2024).|Reports the July 15, 2024 pick.
4|L|comment-thread|Comments (later)|@primary_watch (Nov 12, 2023): and he's out, on Gowdy's show, his own staff found out from TV. / @lowcountry: well.|A comment dated Nov 12, 2023 reports the suspension.
""",
    ),
    Q(
        "r5-pence-third-debate-2023",
        "Will Mike Pence take part in the third Republican presidential primary debate on November 8, 2023?",
        "Resolves YES if Mike Pence is on stage as a participant at the third Republican primary debate, scheduled for November 8, 2023 in Miami. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-08",
        0,
        "elections",
        """
12|K|question-background|Background|To qualify, candidates need 70,000 unique donors and at least 4% in two national polls, or 4% in one national poll and one early-state poll, by November 6, 2023. Pence met the polling bar for the second debate but his campaign has reported difficulty with the donor threshold.|Background with a future qualification deadline.
4|K|comment-thread|Comments|@hoosier_odds: he's at about 3% nationally and has $1.2 million in the bank. Debt exceeds cash. / @stage_count: he got on stage in September with fewer donors than he said. 35%.|Discussion of past figures and a forecast.
1|L|resolver-note|Resolver note|Resolved NO. Pence ended his campaign on October 28, 2023, at the Republican Jewish Coalition summit in Las Vegas, and was not on stage in Miami.|Reports the October 28, 2023 exit.
7|K|rules-clarification|Clarification|The RNC's list of qualifiers, usually published the day before, is not enough on its own: the candidate must appear on stage on November 8, 2023. If the debate is postponed, the market resolves on the rescheduled event.|A conditional clarification.
2|L|market-timeline|Price history|Oct 20: 30%. Oct 28, 2023: Pence withdraws at the RJC, 0%.|Reports the Oct 28, 2023 withdrawal.
3|L|related-markets|Related|Five or more candidates on the Miami stage? Resolved Yes: DeSantis, Haley, Ramaswamy, Christie and Scott, 8 November 2023. / Trump attends the third debate? Resolved No.|Reports the 8 November 2023 debate line-up.
""",
    ),
    Q(
        "r5-rfk-independent-2023",
        "Will Robert F. Kennedy Jr. announce an independent run for president by October 31, 2023?",
        "Resolves YES if Robert F. Kennedy Jr. publicly announces, by October 31, 2023, that he is leaving the Democratic primary to run for president as an independent or third-party candidate. Resolves NO otherwise.",
        "2023-10-01",
        "2023-10-31",
        1,
        "elections",
        """
12|K|question-background|Background|Kennedy has run in the Democratic primary since April, polling around 15% against President Biden. The DNC has declined to hold debates. Reports in September said he had met Libertarian Party leaders.|Background of pre-cutoff events.
3|K|comment-thread|Comments|@camelot_bets: reports say he'll make a 'major announcement' at Independence Mall in Philadelphia on Monday, October 9, 2023. Ninety percent it's the independent run. / @reform_odds: could be Libertarian nomination, which this market counts too.|Discussion of a scheduled announcement.
1|L|resolver-note|Resolver note|Resolving YES. On October 9, 2023 in Philadelphia, Kennedy declared himself an independent candidate and said he was 'declaring independence' from the Democratic Party.|Reports the October 9, 2023 announcement.
5|K|rules-clarification|Clarification|Seeking the Libertarian nomination counts as a third-party run. An announcement on October 31, 2023 counts. Leaks from the campaign do not count unless Kennedy says it himself.|A clarification of future conditions.
2|L|related-markets|Related|Kennedy appears on the ballot in all 50 states? Resolved No. / Kennedy suspends and endorses Trump before November? Resolved Yes (23 August 2024).|Reports the 23 August 2024 endorsement.
4|L|market-timeline|Price history|Sep 27: 62%. Oct 2: campaign confirms the Philadelphia event, 88%. Oct 9, 2023: independent run announced, YES.|Reports the Oct 9, 2023 announcement.
""",
    ),
    Q(
        "r5-no-labels-ticket-2024",
        "Will No Labels nominate a presidential candidate by April 30, 2024?",
        "Resolves YES if No Labels, or the No Labels Party in any state, formally nominates or names a candidate for president in the 2024 election by April 30, 2024. Resolves NO otherwise.",
        "2024-03-25",
        "2024-04-30",
        0,
        "elections",
        """
17|K|question-background|Background|No Labels delegates voted on March 8, 2024 to go ahead with plans for a 'unity ticket', leaving the choice of candidates to a selection committee. Joe Manchin said on February 16 that he would not run. The group has ballot access in about 16 states.|Background of pre-cutoff events.
4|K|comment-thread|Comments|@centrist_quant: they said they'd name the ticket by mid-April 2024. They need a name for petitions. / @third_way: Hogan said no, Manchin said no, Duncan said no. Who's left? 25%.|Traders discuss a planned date.
1|L|resolver-note|Resolver note|Resolving NO. No Labels said on April 4, 2024 that it would not field a presidential ticket, after failing to recruit candidates it considered credible.|Reports the April 4, 2024 announcement.
8|K|rules-clarification|Clarification|Naming a vice-presidential candidate alone does not count. If No Labels announces a nominee on April 30, 2024 it counts; state parties acting independently of the national organisation also count.|A clarification of future conditions.
2|L|related-markets|Related|Chris Christie runs on the No Labels ticket? Resolved No (ruled out on 27 March 2024). / No Labels on the Arizona ballot in November? Resolved No.|Reports the 27 March 2024 statement.
6|K|forecast-rationale|Forecast|The group keeps setting dates and missing them. With the two names it wanted having declined, the probability of a ticket by the end of April is maybe 20%, and lower if Christie says no.|A forecast with no event after the cutoff.
""",
    ),
    Q(
        "r5-shanahan-running-mate-2024",
        "Will Robert F. Kennedy Jr. name Nicole Shanahan as his running mate by March 31, 2024?",
        "Resolves YES if Robert F. Kennedy Jr. publicly names Nicole Shanahan as his vice-presidential running mate by March 31, 2024. Resolves NO if he names someone else or nobody by then.",
        "2024-03-15",
        "2024-03-31",
        1,
        "elections",
        """
4|K|question-background|Background|Kennedy needs a running mate for ballot petitions in several states. Reports this week said he had approached NFL quarterback Aaron Rodgers and former Minnesota governor Jesse Ventura. Shanahan, a lawyer and tech investor, funded a Super Bowl ad for him in February.|Background of pre-cutoff reports.
2|K|comment-thread|Comments|@wheatgrass: he's said he'll make the pick in Oakland on March 26, 2024. Shanahan is from Oakland. That's not a coincidence. / @sidelined: Rodgers is the one he wants. 40%.|Traders discuss a scheduled event.
1|L|resolver-note|Resolver note|Resolving YES. Kennedy named Shanahan as his running mate at a rally in Oakland on March 26, 2024.|Reports the March 26, 2024 announcement.
7|K|rules-clarification|Clarification|A placeholder running mate filed for ballot access only counts if announced publicly as the running mate. The announcement must be made by 23:59 PT on March 31, 2024.|A clarification with the deadline.
3|L|related-markets|Related|Aaron Rodgers named Kennedy's running mate? Resolved No (Shanahan picked, March 26 2024). / Kennedy's VP pick announced in California? Resolved Yes.|Reports the March 26 2024 pick.
5|L|comment-thread|Comments (later)|@wheatgrass (Mar 26, 2024): Oakland, as called. Shanahan confirmed on stage. / @sidelined: congratulations, I'll take the loss.|A comment dated Mar 26, 2024 reports the pick.
""",
    ),
    Q(
        "r5-ukraine-aid-enacted-2024",
        "Will the United States enact a new supplemental appropriation that includes military aid for Ukraine by April 30, 2024?",
        "Resolves YES if, by April 30, 2024, the President signs into law an appropriations bill providing at least $10 billion in new military assistance for Ukraine. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-30",
        1,
        "legislation",
        """
20|K|question-background|Background|The Senate passed a $95 billion package with about $60 billion for Ukraine on February 13, 2024. Speaker Mike Johnson has not brought it to the House floor, and a discharge petition has fewer than 218 signatures.|Background of pre-cutoff events.
3|K|comment-thread|Comments|@capitol_odds: Johnson says he'll move 'after Easter'. The House is back April 9. A vote by April 30, 2024 is maybe 45%. / @discharge: Marjorie Taylor Greene filed a motion to vacate. He won't risk it.|Discussion of future steps.
1|L|resolver-note|Resolver note|Resolving YES. The House passed the Ukraine bill 311-112 on April 20, 2024, the Senate passed the combined package on April 23, and President Biden signed it on April 24.|Reports the April 20, 23 and 24, 2024 votes and signing.
6|K|rules-clarification|Clarification|Loans count as military assistance if the bill describes them as funding for weapons or security assistance. If the bill is signed on April 30, 2024, it counts.|A clarification of future conditions.
2|L|market-timeline|Price log|Apr 15, 2024: Johnson unveils three separate foreign aid bills, 62%. Apr 20: House passes Ukraine bill, 90%. Apr 24: signed.|Reports the April 15 to 24, 2024 events.
4|L|related-markets|Related|Motion to vacate Johnson succeeds in 2024? Resolved No (tabled 359-43, 8 May 2024). / Ukraine receives ATACMS long-range missiles by May 2024? Resolved Yes.|Reports the 8 May 2024 vote.
""",
    ),
    Q(
        "r5-ukraine-f16-confirm-2024",
        "Will Ukraine's government publicly confirm that F-16 fighter jets are in Ukraine by August 15, 2024?",
        "Resolves YES if President Zelensky, the Ministry of Defence or the Air Force of Ukraine publicly confirms, by August 15, 2024, that F-16 aircraft are in Ukraine. Media reports citing unnamed officials do not count.",
        "2024-07-20",
        "2024-08-15",
        1,
        "geopolitics",
        """
25|K|question-background|Background|Denmark, the Netherlands and Norway have pledged F-16s, and Ukrainian pilots have trained in the US and Europe. At the NATO summit in Washington on July 10 the Dutch and Danish governments said the transfer of jets was under way.|Background of pre-cutoff events.
4|K|comment-thread|Comments|@bluetail: jets might be in country already and kept quiet. Official confirmation is the harder bar. / @west_wind: Zelensky loves a ceremony. If they arrive, he'll show them. 70% by August 15, 2024.|Speculation with the question's deadline.
1|L|resolver-note|Resolver note|Resolving YES. Zelensky stood in front of two F-16s at an undisclosed airbase on August 4, 2024 and said the jets were in Ukraine and flying.|Reports the August 4, 2024 confirmation.
7|K|rules-clarification|Clarification|A photograph released by a partner government without a Ukrainian statement does not count. Confirmation on August 15, 2024 counts.|A clarification with the deadline.
2|L|related-markets|Related|First F-16 loss confirmed in 2024? Resolved Yes: Ukraine confirmed a crash on 29 August 2024 that killed pilot Oleksiy Mes. / F-16s deliver first combat kill in 2024? Open.|Reports the 29 August 2024 confirmation.
3|L|market-timeline|Price log|Jul 31, 2024: reports say the first batch has arrived, 84%. Aug 4: Zelensky shows the jets, YES.|Reports the July 31 and August 4, 2024 events.
""",
    ),
    Q(
        "r5-trump-first-debate-2023",
        "Will Donald Trump take part in the first Republican presidential primary debate on August 23, 2023?",
        "Resolves YES if Donald Trump is on stage as a participant at the first 2024 Republican primary debate, hosted by Fox News in Milwaukee on August 23, 2023. Resolves NO otherwise.",
        "2023-08-10",
        "2023-08-23",
        0,
        "elections",
        """
21|K|question-background|Background|To take part, candidates must sign an RNC pledge to support the eventual nominee. Trump has refused to say whether he will sign, and has repeatedly questioned why he should debate rivals who trail him by 30 points or more.|Background with no date after the cutoff.
3|K|comment-thread|Comments|@cream_city: he'll do counter-programming, a rally or an interview, same night. 15%. / @fiserv: Fox are begging, he loves the ratings. The debate is Wednesday, Aug 23, 2023 at 9 pm ET, there's time.|Speculation about a scheduled debate.
1|L|resolver-note|Resolver note|Resolving NO. Trump said on Truth Social on August 20, 2023 that he would not take part, and on the night of August 23 an interview he recorded with Tucker Carlson was released on X instead.|Reports the August 20 and 23, 2023 events.
5|K|rules-clarification|Clarification|Appearing by video link does not count; he must be on stage in Milwaukee. If the debate is postponed, the market resolves on the rescheduled date.|A conditional clarification.
2|L|related-markets|Related|Trump surrenders at the Fulton County jail by August 25, 2023? Resolved Yes (August 24, 2023). / Trump attends any 2023 primary debate? Resolved No.|Reports the August 24, 2023 surrender.
4|L|comment-thread|Comments (later)|@cream_city (Aug 20, 2023): confirmed on Truth Social, he's out. Carlson interview instead, as predicted.|A comment dated Aug 20, 2023 reports the decision.
""",
    ),
    Q(
        "r5-israel-lebanon-ground-2024",
        "Will Israeli ground forces enter Lebanon by October 15, 2024?",
        "Resolves YES if, by October 15, 2024, the Israel Defense Forces announce or major media confirm a ground operation by Israeli troops on Lebanese territory (beyond brief special-forces raids reported only by anonymous sources). Resolves NO otherwise.",
        "2024-09-22",
        "2024-10-15",
        1,
        "geopolitics",
        """
6|K|question-background|Background|Thousands of pagers and radios used by Hezbollah exploded across Lebanon on September 17 and 18, 2024. Israel has moved the 98th Division to the northern border, and officials say the goal is to return displaced residents to the north.|Background of pre-cutoff events.
2|K|comment-thread|Comments|@litani_line: Aqil killed in Beirut on Friday. Escalation ladder is obvious. 65%. / @golan_ticks: air campaign first, ground later if at all. Israel has avoided Lebanon since 2006. Oct 15, 2024 is short.|Discussion of a pre-cutoff strike and a forecast.
1|L|resolver-note|Resolver note|Resolving YES. The IDF announced on October 1, 2024 that it had begun 'limited, localized and targeted ground raids' in southern Lebanon, which started overnight from September 30.|Reports the October 1, 2024 announcement.
4|K|rules-clarification|Clarification|Raids by special forces count only if acknowledged by the IDF or confirmed by two major outlets. The market closes at 23:59 Israel time on 15 October 2024.|A clarification with the deadline.
3|L|related-markets|Related|Hassan Nasrallah killed in 2024? Resolved Yes (27 September 2024 strike in Dahiyeh). / Iran launches missiles at Israel in October 2024? Resolved Yes (1 October 2024).|Reports the 27 September and 1 October 2024 events.
5|L|market-timeline|Price history|Sep 23, 2024: strikes across southern Lebanon kill hundreds, 58%. Sep 27: Nasrallah killed, 80%. Oct 1: ground operation announced, YES.|Reports the September 23 to October 1, 2024 events.
""",
    ),
    Q(
        "r5-threads-launch-2023",
        "Will Meta launch its Twitter-like app to the public by July 31, 2023?",
        "Resolves YES if Meta makes a text-based social app positioned as a rival to Twitter (reported as 'Threads' or 'Project 92') available for public download in the US app stores by July 31, 2023. A limited beta for invited users does not count.",
        "2023-07-04",
        "2023-07-31",
        1,
        "technology",
        """
20|K|question-background|Background|Meta confirmed in March that it was exploring a standalone decentralised text app, and in June executives showed employees a version linked to Instagram. Twitter began limiting how many posts users could read per day on July 1, prompting a rush to rival apps.|Background of pre-cutoff events.
1|K|comment-thread|Comments|@bluebird_exit: the App Store listing just went up with an expected date of July 6, 2023. That's a preorder page, not a launch. / @reels_quant: listings slip. 90% by end of month, not 99.|Discussion of a listing with a future date.
1|L|resolver-note|Resolver note|Resolving YES. Threads went live in the App Store and Google Play on the evening of July 5, 2023 in the US and about 100 countries, ahead of the listed date.|Reports the July 5, 2023 launch.
3|K|rules-clarification|Clarification|Availability in the US is required; an EU-only or Canada-only launch does not count. If the app becomes downloadable on July 31, 2023, the market resolves YES.|A clarification with the deadline.
2|L|related-markets|Related|Threads passes 100 million sign-ups by July 15, 2023? Resolved Yes (about 10 July 2023). / Twitter renamed by August 2023? Resolved Yes: Musk unveiled 'X' on 24 July 2023.|Reports the July 10 and 24, 2023 events.
5|L|market-timeline|Notes|Jul 3: App Store listing appears. Jul 5, 2023: Threads launches; Zuckerberg posts 10 million sign-ups in seven hours. Jul 6: Twitter's lawyer sends Meta a letter threatening to sue.|Reports the July 5 and 6, 2023 events.
""",
    ),
]
