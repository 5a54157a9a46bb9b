# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold51` part, read by `build_hold51.py`.

Forecasting-platform questions of 2024-2025 (written in the manner of Metaculus, Manifold,
Polymarket and INFER questions, with a background and resolution criteria), each with the mix of
texts a search returns for it: news, official pages, data and results pages, wiki pages, forum
and comment threads, platform pages. Each question's documents are one line each in a string,
fields separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style,
title, text, why. Written blind as a held-out part; the wording is the writer's own and the
figures are from memory. See `build_hold51.py` and the `## hold51` section of `tests/data/leak_set/README.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS: list[dict] = []

QUESTIONS += [
    Q(
        "q1-belarus-2025-lukashenko-80",
        "Will Alexander Lukashenko be credited with more than 80% of the vote in Belarus's presidential election of January 26, 2025?",
        "Background: Belarus holds a presidential election on January 26, 2025, with early voting from January 21. Alexander Lukashenko, in power since 1994, faces four approved candidates; the main opposition figures are jailed or in exile. Resolution: YES if the Central Election Commission's preliminary or final results, published by January 27, 2025, credit Lukashenko with more than 80% of votes cast. NO otherwise.",
        "2025-01-10",
        "2025-01-27",
        1,
        "elections",
        """
3|K|platform-question|Lukashenko vote share above 80%?|This market resolves on the Central Election Commission's figure for Lukashenko, as published by January 27, 2025. In 2020 the commission credited him with 80.1%, which is why the threshold sits where it does. Comments on the turnout figure do not affect resolution.|A question page with its resolution date and an earlier result.
6|K|news-preview|Belarus braces for a vote without rivals|With opponents jailed or abroad, officials in Minsk are preparing for a presidential election on 26 January that few observers expect to be competitive. Early voting opens on January 21 and runs for five days; the OSCE was not invited to observe.|A preview of scheduled voting dates.
2|L|wiki-page|2025 Belarusian presidential election|The 2025 Belarusian presidential election was held on 26 January 2025. According to the Central Election Commission, Alexander Lukashenko received 86.8% of the vote on a turnout of about 85.7%, and was inaugurated for a seventh term in March 2025.|A wiki summary reports the January 26, 2025 result as done.
9|L|forum-post|Re: what number will the CEC print?|Update: the commission posted 86.82% on the morning of Jan 27, 2025. So above my 82-88 range midpoint, as the cynics said. Turnout 85.7%.|A forum update reports the January 27, 2025 figure as done.
1|L|news-report|Lukashenko claims landslide as West rejects vote|Belarus's election commission said on Monday, January 27, 2025, that Lukashenko had won 86.8% of the vote, and the European Union called the election a sham. None of his four nominal rivals reached 5%.|Reports the January 27, 2025 announcement as done.
5|K|official-page|Calendar of the electoral campaign|Nomination of candidates closed in November 2024. Early voting: 21-25 January 2025. Election day: 26 January 2025, polling stations open 8:00-20:00. Preliminary results are announced by the Central Election Commission on the following day.|An official calendar of future steps.
""",
    ),
    Q(
        "q1-lemans-2025-ferrari",
        "Will a Ferrari win the 2025 24 Hours of Le Mans?",
        "Background: Ferrari's 499P won Le Mans in 2023 and 2024. The 93rd running of the race starts on Saturday, June 14, 2025 and finishes on Sunday, June 15. Resolution: YES if a Ferrari-entered car (factory or AF Corse) is classified first overall in the official results published by the ACO on June 15, 2025. NO otherwise.",
        "2025-06-01",
        "2025-06-15",
        1,
        "sports",
        """
4|K|news-preview|Ferrari chase a Le Mans hat-trick|The Italian manufacturer will bring three 499Ps to the Sarthe, including the privately run #83 car, and the Balance of Performance published before the test day on June 8 will decide how much of its edge survives. Porsche and Toyota have both said they expect a closer fight than last year.|A preview of scheduled sessions.
2|L|results-page|24 Heures du Mans 2025 - Classification|Final classification, 15/06/2025, after 387 laps: 1. #83 AF Corse Ferrari 499P (Kubica, Ye, Hanson); 2. #6 Porsche Penske 963, +14s; 3. #51 Ferrari AF Corse. Fastest lap: #51.|A results table reports the 15/06/2025 finish.
8|K|wiki-page|2025 24 Hours of Le Mans|The 2025 24 Hours of Le Mans is scheduled to be the 93rd edition of the endurance race, to be held on 14 and 15 June 2025 at the Circuit de la Sarthe as the fourth round of the 2025 FIA World Endurance Championship. Ferrari are the two-time defending winners.|A wiki page written ahead of the scheduled race.
1|L|forum-post|Kubica finally has his Le Mans|Still buzzing. After everything since the rally crash, Robert stood on top of the podium on Sunday June 15 2025 and the privateer yellow Ferrari beat the factory cars. Porsche were 14 seconds short after 24 hours.|A fan post reports the June 15, 2025 win.
6|K|platform-comment|Re: Le Mans 2025 winner market|Pricing Ferrari around 45% feels right to me. They won Spa and Qatar this year, but BoP can swing it before June 14, and nobody has run a clean 24 hours in the 963 yet.|A forecast comment with the scheduled race date.
3|L|news-report|Ferrari three-peat as Kubica, Ye and Hanson win|The #83 Ferrari took the chequered flag at 4pm on 15 June 2025 to give Ferrari a third straight overall win at the Sarthe, the first for a privately entered hypercar in the modern era.|Reports the 15 June 2025 result as done.
""",
    ),
    Q(
        "q1-msr-2025-pogacar",
        "Will Tadej Pogačar win Milan-San Remo 2025?",
        "Background: Pogačar, the world champion, has never won Milan-San Remo; his best finish is third. The 2025 race is held on Saturday, March 22, 2025 over 289 km. Resolution: YES if Pogačar is first across the line in the official results of March 22, 2025. NO otherwise, including if he does not start.",
        "2025-03-10",
        "2025-03-22",
        0,
        "sports",
        """
2|K|platform-question|Pogačar to win Milan-San Remo 2025|Resolves YES if Tadej Pogačar wins the men's Milan-San Remo on March 22, 2025. The market closes at the start of the race. Note: Strade Bianche on March 8 is not relevant to resolution.|A question page naming the race date.
5|K|news-preview|UAE plan to break the race on the Cipressa|Team officials say they will try to split the field on the Cipressa rather than wait for the Poggio, the tactic Pogačar has tested without success since 2022. Mathieu van der Poel and Filippo Ganna are expected to be his main rivals on March 22.|A preview of a future race.
1|L|news-report|Van der Poel outsprints Pogačar on the Via Roma|Mathieu van der Poel won Milan-San Remo for the second time on March 22, 2025, beating Tadej Pogačar and Filippo Ganna in a three-man sprint after the trio escaped on the Cipressa.|Reports the March 22, 2025 result as done.
7|L|data-page|Milan-San Remo: recent winners|2022 Matej Mohorič; 2023 Mathieu van der Poel; 2024 Jasper Philipsen; 2025 Mathieu van der Poel (22 March 2025). Pogačar: 5th (2022), 4th (2023), 3rd (2024), 3rd (2025).|A winners list reports the 22 March 2025 race as done.
3|L|forum-post|Tirreno and Paris-Nice wrap-up thread|Ayuso takes Tirreno-Adriatico and Jorgenson holds on at Paris-Nice, both decided on 16 March 2025. Next stop the Primavera.|Reports later stage-race results of March 16, 2025 as done.
4|K|news-report|Pogačar wins Strade Bianche despite crash|Tadej Pogačar recovered from a fall into a ditch to win Strade Bianche on March 8, 2025, and said he would now rest before Milan-San Remo on the 22nd.|A past result before the cutoff and a stated plan.
""",
    ),
    Q(
        "q1-iw-2025-draper",
        "Will Jack Draper win the 2025 BNP Paribas Open men's singles title?",
        "Background: The 2025 BNP Paribas Open at Indian Wells runs from March 5 to March 16, 2025. Britain's Jack Draper is seeded 13th. Resolution: YES if Draper wins the men's singles final scheduled for March 16, 2025. NO otherwise.",
        "2025-03-05",
        "2025-03-16",
        1,
        "sports",
        """
3|K|platform-question|Indian Wells 2025 men's champion: Draper?|This question resolves YES if Jack Draper is listed as champion on the ATP website after the final on 16 March 2025. If the final is postponed, resolution waits until it is played.|A question page with its resolution rule.
6|K|news-preview|Alcaraz bids for Indian Wells three-peat|Carlos Alcaraz arrives in the desert chasing a third straight title, while Jannik Sinner is absent during his suspension, which runs until May 4, 2025. Draper, fit again after a hip problem, is among the dark horses.|A preview and a future end date of a ban.
1|L|news-report|Draper routs Rune to win first Masters title|Jack Draper beat Holger Rune 6-2, 6-2 in the Indian Wells final on Sunday, March 16, 2025, a day after knocking out Alcaraz, and will rise to No. 7 in the rankings.|Reports the March 16, 2025 final as done.
4|L|wiki-page|2025 BNP Paribas Open - Men's singles|Jack Draper defeated Holger Rune in the final, 6-2, 6-2, to win the men's singles tennis title at the 2025 Indian Wells Open. It was his first ATP Masters 1000 title. Carlos Alcaraz was the two-time defending champion, but lost in the semifinals to Draper on 15 March 2025.|A wiki page reports the 15 March 2025 semifinal and the final as done.
8|L|forum-post|Draper at IW?|Bumping this: told you. Champion, and No. 7 in the rankings published 17 March 2025. Best British result at a Masters since Murray.|A forum bump reports the title and the 17 March 2025 rankings as done.
2|K|schedule-page|BNP Paribas Open order of play|Men's and women's first round: Wednesday 5 March and Thursday 6 March. Women's final: Sunday 16 March, 11:00. Men's final: Sunday 16 March, not before 13:00.|A schedule of future matches.
""",
    ),
    Q(
        "q1-iw-2025-sabalenka",
        "Will Aryna Sabalenka win the 2025 BNP Paribas Open women's singles title?",
        "Background: World No. 1 Aryna Sabalenka has reached the Indian Wells final once, in 2023. The 2025 women's final is scheduled for March 16, 2025. Resolution: YES if Sabalenka wins the title, per the WTA's official results. NO otherwise.",
        "2025-03-03",
        "2025-03-16",
        0,
        "sports",
        """
2|K|platform-comment|Re: Sabalenka IW 2025|Top seed, but she lost early in Dubai and Doha. I have her at 22%. Andreeva just won Dubai on Feb 22 and is the one I'd worry about if they meet in the last match on March 16.|A forecast with a past result and the scheduled final.
5|K|news-preview|Sabalenka looks to reset in the desert|The world No. 1 said she was treating the two-week event as a fresh start after a disappointing Middle East swing. The women's main draw starts on March 5, 2025.|A preview with a scheduled start date.
1|L|news-report|Andreeva, 17, stuns Sabalenka for Indian Wells crown|Mirra Andreeva came from a set down to beat Aryna Sabalenka 2-6, 6-4, 6-3 in the final on March 16, 2025, becoming the youngest champion at the event since Serena Williams in 1999.|Reports the March 16, 2025 final as done.
3|L|data-page|WTA 1000 champions, 2025 season|Doha (15 Feb 2025): Amanda Anisimova. Dubai (22 Feb 2025): Mirra Andreeva. Indian Wells (16 Mar 2025): Mirra Andreeva. Miami (29 Mar 2025): Aryna Sabalenka.|A results list reports the March 16 and March 29 finals as done.
7|K|official-page|BNP Paribas Open: tickets for finals weekend|Finals weekend session tickets (Saturday March 15 and Sunday March 16, 2025) are available now. Grounds passes for the qualifying days March 3-4 are free with registration.|A ticket page naming future sessions.
4|L|wiki-page|Aryna Sabalenka|Sabalenka reached the 2025 Australian Open final, losing to Madison Keys on 25 January 2025. She lost the Indian Wells final to Mirra Andreeva on 16 March 2025, then won the Miami Open on 29 March 2025.|A wiki page reports the March 16 and 29, 2025 finals as done.
""",
    ),
    Q(
        "q1-rugby-championship-2025-sa",
        "Will South Africa win the 2025 Rugby Championship?",
        "Background: The 2025 Rugby Championship among Argentina, Australia, New Zealand and South Africa runs from August 16 to October 4, 2025. South Africa are defending champions. Resolution: YES if South Africa top the final standings published by SANZAAR after the last round on October 4, 2025. NO otherwise.",
        "2025-09-01",
        "2025-10-04",
        1,
        "sports",
        """
4|K|platform-question|Springboks to retain the Rugby Championship?|Resolves YES if South Africa finish first on the final table after round six (October 4, 2025). Tie-breaks follow SANZAAR's rules: matches won, then points difference. Standings as of September 1 show all four teams separated by five points.|A question page with future tie-break rules.
2|K|news-preview|Boks head to New Zealand needing results|After a home split with the Wallabies in August, South Africa travel to Auckland on September 6 and Wellington on September 13 for two Tests against the All Blacks. Coach Rassie Erasmus has named a 36-man squad.|A preview of scheduled Tests.
1|L|news-report|Springboks thrash All Blacks 43-10 in Wellington|South Africa scored seven tries to beat New Zealand 43-10 in Wellington on September 13, 2025, the heaviest defeat in All Blacks history, and took control of the title race.|Reports the September 13, 2025 Test as done.
3|L|results-page|Rugby Championship 2025 - final round|4 October 2025: Argentina 27-29 South Africa (Twickenham, London); Australia 14-28 New Zealand (Perth). Champions: South Africa, on points difference.|A results page reports the October 4, 2025 round and title as done.
7|K|news-report|Wallabies shock Springboks at Ellis Park|Australia came from 22 points down to beat South Africa 38-22 in Johannesburg on August 16, their first win at the ground since 1963. The teams meet again in Cape Town next Saturday.|A result before the cutoff and a scheduled rematch.
5|L|forum-post|Erasmus after the title|"We were written off in August," he said at the trophy presentation in London on October 4, 2025. Back-to-back for the first time since the competition expanded.|A post-event quote with its October 4, 2025 date.
""",
    ),
    Q(
        "q1-crew10-launch-2025",
        "Will SpaceX launch NASA's Crew-10 mission by March 15, 2025?",
        "Background: Crew-10 will carry four astronauts to the International Space Station and allow the return of Crew-9, including Butch Wilmore and Suni Williams. NASA has targeted a launch on March 12, 2025 from Kennedy Space Center. Resolution: YES if Crew-10 lifts off by 11:59 p.m. Eastern time on March 15, 2025. NO otherwise.",
        "2025-03-01",
        "2025-03-15",
        1,
        "space",
        """
6|K|official-page|NASA sets coverage for Crew-10 launch|NASA will provide coverage of the launch of its SpaceX Crew-10 mission, targeted for 7:48 p.m. EDT Wednesday, March 12, 2025, from Launch Complex 39A. The crew will dock about a day later, and the Crew-9 handover is planned for several days after arrival.|A schedule of a future launch.
2|L|news-report|Crew-10 lifts off two days late after ground system scrub|A Falcon 9 carrying Crew-10 launched at 7:03 p.m. on March 14, 2025, after a problem with a hydraulic system on the ground support clamp arm scrubbed the first attempt on March 12.|Reports the March 14, 2025 launch and the March 12 scrub.
9|K|forum-post|Crew-10 timeline?|New Dragon capsule swap pushed this from late Feb. As of today NASA says mid-March. Weather stats at the Cape in March are usually fine, so the main risk is the vehicle.|A forum post about a future launch without a dated outcome.
1|L|data-page|Falcon 9 launch log, March 2025|2025-03-11 Starlink 12-20; 2025-03-14 Crew-10 (Dragon Endurance), LC-39A, success; 2025-03-15 Starlink 12-24.|A launch log reports the 2025-03-14 launch as done.
4|K|platform-comment|Re: Crew-10 by Mar 15|Three days of margin past a March 12 target is thin for a crewed flight. I'm at 70%. Weather officers will post the 45th Weather Squadron forecast on the 10th.|A forecast with future dates.
3|L|news-report|Wilmore and Williams home after nine months|Crew-9 splashed down off Tallahassee on March 18, 2025, two days after Crew-10 docked with the station.|Reports later events of March 16 and 18, 2025 as done.
""",
    ),
    Q(
        "q1-madrid-2025-ruud",
        "Will Casper Ruud win the 2025 Mutua Madrid Open men's singles title?",
        "Background: The Madrid Open runs from April 23 to May 4, 2025. Ruud has reached three Masters 1000 finals but has never won one. Resolution: YES if Ruud wins the men's final, scheduled for May 4, 2025. NO otherwise.",
        "2025-04-20",
        "2025-05-04",
        1,
        "sports",
        """
2|K|news-preview|Alcaraz doubtful for Madrid after Barcelona injury|Carlos Alcaraz said he would decide on his participation in Madrid in the coming days after hurting his leg in the Barcelona final. Without him and the suspended Sinner, the men's draw is wide open heading into the first round on April 23.|A preview of a future event.
1|K|platform-question|Madrid Open 2025: will Ruud win?|Resolves YES if Casper Ruud wins the Mutua Madrid Open men's singles event, final scheduled for Sunday 4 May 2025. Pre-tournament implied probability: 4%.|A question page with its scheduled final.
4|L|wiki-page|2025 Madrid Open - Men's singles|Casper Ruud defeated Jack Draper in the final on 4 May 2025, 7-5, 3-6, 6-4, to win the men's singles title at the 2025 Madrid Open. It was his first Masters 1000 title. Ruud became the first Norwegian to win a title at this level.|A wiki page reports the 4 May 2025 final as done.
3|L|news-report|Ruud ends Masters drought in Madrid|Casper Ruud beat Jack Draper in three sets on May 4, 2025 to win his first Masters 1000 title at the fourth attempt, playing through a knee problem that had troubled him all week.|Reports the May 4, 2025 final as done.
6|K|data-page|Casper Ruud: Masters 1000 finals|2022 Miami (lost to Alcaraz); 2024 Monte Carlo (lost to Tsitsipas). Career titles: 12, including Barcelona 2024.|A control with earlier results only.
5|L|news-report|Sabalenka beats Gauff in Madrid final|Aryna Sabalenka won her third Madrid title on 3 May 2025, beating Coco Gauff 6-3, 7-6.|Reports a later final of 3 May 2025 as done.
""",
    ),
]

QUESTIONS += [
    Q(
        "q1-rome-2025-sinner",
        "Will Jannik Sinner win the 2025 Internazionali BNL d'Italia men's singles title?",
        "Background: World No. 1 Jannik Sinner returns in Rome from a three-month suspension that ends on May 4, 2025. The tournament runs from May 7 to May 18, 2025. Resolution: YES if Sinner wins the men's singles final on May 18, 2025, per the ATP. NO otherwise.",
        "2025-05-01",
        "2025-05-18",
        0,
        "sports",
        """
3|K|news-preview|Sinner's comeback set for home Masters|Jannik Sinner will play his first match since the Australian Open final in Rome, where he is seeded first. Organisers expect record crowds at the Foro Italico when he opens his campaign on May 9 or 10, 2025.|A preview of future matches.
1|L|news-report|Alcaraz spoils Sinner's homecoming in Rome final|Carlos Alcaraz beat Jannik Sinner 7-6 (5), 6-1 in the Internazionali final on Sunday, May 18, 2025, ending the Italian's 26-match winning streak in his first event back from suspension.|Reports the May 18, 2025 final as done.
6|K|platform-question|Sinner to win Rome 2025?|Resolves YES if Jannik Sinner wins the Rome Masters men's singles title. Resolution date May 18, 2025. If Sinner withdraws before his first match, resolves NO.|A question page with its rules.
2|L|forum-post|Rome 2025 final thoughts|Three months off and he still made the final, so I'm not worried about Paris. Carlos was just sharper in the breaker. Sinner d. Paul in the semis on 16 May 2025, lost the final 2 days later.|A fan post reports the 16 May 2025 semifinal and the final as done.
8|K|official-page|WADA and Sinner agree three-month suspension|Under the case resolution agreement accepted on 15 February 2025, the player's ineligibility runs from 9 February to 4 May 2025, and he may resume official training on 13 April 2025.|Official terms with future end dates, not reported as done.
4|K|data-page|Sinner 2025 match record|Australian Open (W), 7-0. No other events played. Next scheduled: Internazionali BNL d'Italia, Rome.|A control with earlier results and a scheduled event.
""",
    ),
    Q(
        "q1-liege-2025-pogacar",
        "Will Tadej Pogačar win Liège-Bastogne-Liège 2025?",
        "Background: The 111th Liège-Bastogne-Liège is held on Sunday, April 27, 2025. Pogačar won it in 2021 and 2024. Resolution: YES if Pogačar is the first rider across the finish line in the official results of April 27, 2025. NO otherwise.",
        "2025-04-15",
        "2025-04-27",
        1,
        "sports",
        """
2|K|news-preview|Pogačar to ride all three Ardennes classics|UAE Team Emirates confirmed the world champion will start the Amstel Gold Race on April 20, Flèche Wallonne on April 23 and Liège-Bastogne-Liège on April 27, 2025, after finishing second at Paris-Roubaix.|Announced plans for future races.
1|L|news-report|Pogačar solos to third Liège title|Tadej Pogačar attacked on the Côte de la Redoute and rode alone for 35 km to win Liège-Bastogne-Liège on April 27, 2025, ahead of Giulio Ciccone and Ben Healy.|Reports the April 27, 2025 race as done.
5|L|results-page|Flèche Wallonne 2025 - Men|Race date: 2025-04-23. 1. Tadej Pogačar (UAE) 4h33'04"; 2. Kévin Vauquelin (Arkéa) +10s; 3. Tom Pidcock (Q36.5) +s.t.|A results page reports the 2025-04-23 race as done.
7|K|platform-comment|Re: LBL 2025|He's in a different category on the long climbs. The only question is health, and a crash at Roubaix didn't seem to hurt him. 75% and I might go higher after Amstel on the 20th.|A forecast naming a future race.
3|L|forum-post|Skjelmose beat Pogi at Amstel!|Can't believe it. Amstel Gold, 20 April 2025: Skjelmose comes round Pogačar and Evenepoel in the three-up sprint. So the streak is broken.|Reports the 20 April 2025 race as done.
9|K|wiki-page|Liège-Bastogne-Liège|Liège-Bastogne-Liège is a one-day classic held in the Belgian Ardennes each spring since 1892. Eddy Merckx holds the record with five wins; Alejandro Valverde and Moreno Argentin have four each.|A control with only historic facts.
""",
    ),
    Q(
        "q1-lombardia-2025-pogacar",
        "Will Tadej Pogačar win Il Lombardia 2025, his fifth consecutive victory in the race?",
        "Background: Il Lombardia, the last Monument of the season, is held on Saturday, October 11, 2025 from Como to Bergamo. Pogačar won it in 2021, 2022, 2023 and 2024. Resolution: YES if Pogačar wins the 2025 edition. NO otherwise.",
        "2025-09-25",
        "2025-10-11",
        1,
        "sports",
        """
4|K|platform-question|Pogačar five in a row at Lombardia?|Only Fausto Coppi has won Il Lombardia four times in a row. This resolves YES if Pogačar wins on 11 October 2025. Remember his season also includes the European Championships on October 5.|A question page naming future races.
1|L|news-report|Pogačar wins world title in Kigali|Tadej Pogačar defended his world road race title in Kigali on September 28, 2025, riding the last 66 km alone. Remco Evenepoel was second.|Reports a later race of September 28, 2025 as done.
2|L|news-report|Pogačar matches Coppi with fifth straight Lombardia|Tadej Pogačar won Il Lombardia on Saturday, Oct. 11, 2025, with a long solo attack from the Passo di Ganda, equalling Fausto Coppi's record of five consecutive victories.|Reports the October 11, 2025 win as done.
6|K|news-preview|Long autumn ahead for the world champion|After the Tour, Pogačar will race the Canadian classics in mid-September, the worlds in Rwanda on September 28 and Lombardia on October 11, his team said.|A future racing calendar.
8|K|forum-post|Route 2025 released|Como to Bergamo this year, 241 km with the Passo di Ganda 30 km from the end. Finish in the Città Alta. Made for him, honestly.|A forum post about a route, with no dated outcome.
3|L|data-page|UCI WorldTour 2025 one-day wins - Pogačar|Strade Bianche (8 Mar), Tour of Flanders (6 Apr), Flèche Wallonne (23 Apr), Liège (27 Apr), Montréal (14 Sep), European Championships (5 Oct 2025), Il Lombardia (11 Oct 2025).|A list reports the October 5 and 11, 2025 races as done.
""",
    ),
    Q(
        "q1-kigali-2025-pogacar",
        "Will Tadej Pogačar win the elite men's road race at the 2025 UCI Road World Championships in Kigali?",
        "Background: The 2025 Road World Championships are held in Kigali, Rwanda, from September 21 to 28, 2025, the first in Africa. The elite men's road race of 267.5 km is on September 28. Resolution: YES if Pogačar is the official winner. NO otherwise.",
        "2025-09-10",
        "2025-09-28",
        1,
        "sports",
        """
3|K|news-preview|Evenepoel and Pogačar on collision course in Rwanda|With more than 5,000 metres of climbing, the Kigali course is expected to favour Pogačar, while Remco Evenepoel targets the time trial on September 21 first. Several teams have cut their squads because of the cost of travel.|A preview of future races.
1|L|results-page|Kigali 2025 - Men Elite Road Race|28/09/2025. 1. POGAČAR Tadej (SLO) 6:21:20; 2. EVENEPOEL Remco (BEL) +1:28; 3. HEALY Ben (IRL) +2:16. Finishers: 30 of 165.|A results page reports the 28/09/2025 race as done.
5|K|platform-comment|Re: Pogi Kigali|Defending champ on a course with this much climbing is pricing at 70% and I think that's light. Only question mark is altitude, Kigali is around 1,500 m.|A forecast comment with no dated outcome.
2|L|news-report|Evenepoel wins time trial, Pogačar second|Remco Evenepoel retained his world time trial title on Sunday, Sept. 21, 2025, beating Tadej Pogačar by 2 minutes 37 seconds; the Slovenian was caught by the Belgian on course.|Reports the September 21, 2025 time trial as done.
7|K|official-page|UCI Road World Championships 2025: programme|21 September: elite time trials. 24 September: team mixed relay. 27 September: women elite road race. 28 September: men elite road race, 10:30 local time.|An official programme of future races.
4|L|wiki-page|Tadej Pogačar|In September 2025 he won a second consecutive world road race title in Kigali, Rwanda, after a 66-kilometre solo attack, having finished second to Evenepoel in the time trial.|A wiki page reports the September 2025 races as done.
""",
    ),
    Q(
        "q1-tokyo-100m-2025-lyles",
        "Will Noah Lyles win the men's 100 metres at the 2025 World Athletics Championships in Tokyo?",
        "Background: Lyles is the 2023 world champion and 2024 Olympic champion at 100 m. The World Championships run from September 13 to 21, 2025 in Tokyo, with the men's 100 m final on September 14. Resolution: YES if Lyles is the official gold medallist. NO otherwise.",
        "2025-08-25",
        "2025-09-14",
        0,
        "sports",
        """
5|K|news-preview|Jamaicans lead the 100m rankings into Tokyo|Kishane Thompson's 9.75 at the Jamaican trials in June is the world lead, and Oblique Seville has beaten Lyles twice this summer. Lyles has said he is running himself into form for the heats on September 13.|A preview of a future race.
1|L|news-report|Seville wins world 100m title as Lyles takes bronze|Oblique Seville won the 100 m in 9.77 seconds in Tokyo on September 14, 2025, leading a Jamaican one-two with Kishane Thompson; Noah Lyles was third in 9.89.|Reports the September 14, 2025 final as done.
3|K|platform-question|Lyles 100m gold in Tokyo?|This question resolves YES if Noah Lyles wins the men's 100 m at the World Athletics Championships (final: 14 September 2025). Lyles's 200 m result does not count.|A question page with its rules.
2|L|forum-post|Tokyo 200m final|So Lyles gets his fourth straight 200 title on 19 September 2025, after only bronze in the 100. Decent bounce-back.|Reports a later race of 19 September 2025 as done.
9|L|data-page|World Championships Tokyo 25 - medal table, men's sprints|100 m (14 Sep 2025): gold Oblique Seville JAM 9.77; silver Kishane Thompson JAM 9.82; bronze Noah Lyles USA 9.89.|A medal table reports the 14 Sep 2025 final as done.
4|K|official-page|Tokyo 25 timetable - Day 2|Sunday 14 September: men's 100 m semi-finals 20:05, final 22:20 JST. Women's marathon 07:30.|A timetable of a future day.
""",
    ),
    Q(
        "q1-coupe-de-france-2025-psg",
        "Will Paris Saint-Germain win the 2025 Coupe de France final?",
        "Background: PSG face Stade de Reims in the Coupe de France final at the Stade de France on Saturday, May 24, 2025. Resolution: YES if PSG win the match, including after extra time or penalties. NO otherwise.",
        "2025-05-10",
        "2025-05-24",
        1,
        "sports",
        """
2|K|news-preview|PSG eye treble with Cup final and Munich ahead|Luis Enrique's side face Reims on May 24 and Inter in the Champions League final in Munich a week later, on May 31, 2025. Reims are fighting relegation in Ligue 1.|A preview of future matches.
1|L|news-report|Doué double as PSG beat Reims 3-0 for 16th Coupe de France|Bradley Barcola and a brace from Désiré Doué, all in the first half, gave Paris Saint-Germain the Coupe de France on May 24, 2025, a third trophy of the season.|Reports the May 24, 2025 final as done.
4|L|wiki-page|2025 Coupe de France final|The 2025 Coupe de France final was played on 24 May 2025 at the Stade de France, Saint-Denis. Paris Saint-Germain defeated Reims 3-0 to win a record-extending 16th title.|A wiki page reports the 24 May 2025 final as done.
6|K|platform-comment|Re: CdF final|Reims haven't beaten PSG in a cup since the 1950s... 88% PSG in 90 minutes feels about right, 92% including extras.|A forecast comment with no dated outcome.
3|L|forum-post|Reims relegated after play-off|Lost the second leg to Metz on 1 June 2025, so a Cup final and relegation in the same fortnight.|Reports a later match of 1 June 2025 as done.
8|K|official-page|Finale de la Coupe de France: billetterie|Match day: samedi 24 mai 2025, 21h00, Stade de France. Supporters of each club receive 19,000 seats; general sale opens on 12 May.|A ticket page for a future match.
""",
    ),
    Q(
        "q1-coppa-italia-2025-milan",
        "Will AC Milan win the 2025 Coppa Italia final?",
        "Background: AC Milan meet Bologna in the Coppa Italia final at the Stadio Olimpico in Rome on Wednesday, May 14, 2025. Resolution: YES if Milan win the final, including after extra time or penalties. NO otherwise.",
        "2025-04-30",
        "2025-05-14",
        0,
        "sports",
        """
3|K|news-preview|Milan's season rides on Rome|Out of Champions League contention in Serie A, Milan see the Coppa Italia final on May 14 as the last route into Europe. They also play Bologna in the league on May 9, five days before the final.|A preview of future matches.
1|L|news-report|Ndoye ends Bologna's 51-year wait|Dan Ndoye's goal early in the second half gave Bologna a 1-0 win over AC Milan in the Coppa Italia final in Rome on May 14, 2025, the club's first major trophy since 1974.|Reports the May 14, 2025 final as done.
5|K|platform-question|Coppa Italia 2025 winner: Milan?|Resolves YES if AC Milan lift the trophy after the final on 14 May 2025. Market open until kick-off at 21:00 CEST.|A question page for a future match.
2|L|forum-post|Conceição sacked?|After losing the final on 14/05/2025 and missing Europe, the board confirmed the coach would leave on 29 May 2025. No surprise.|Reports the May 14 and May 29, 2025 events as done.
7|K|data-page|Coppa Italia winners (last five)|2020 Napoli; 2021 Juventus; 2022 Inter; 2023 Inter; 2024 Juventus. Milan last won in 2003; Bologna in 1974.|A control with only earlier winners.
4|L|results-page|Serie A round 36|Fri 9 May 2025: Milan 3-1 Bologna (Jiménez, Gimenez 2; Orsolini).|Reports the May 9, 2025 league match as done.
""",
    ),
    Q(
        "q1-euroleague-2025-fenerbahce",
        "Will Fenerbahçe win the 2025 EuroLeague title?",
        "Background: The 2025 EuroLeague Final Four is held in Abu Dhabi from May 23 to 25, 2025, with Fenerbahçe, Panathinaikos, Olympiacos and AS Monaco. Fenerbahçe have won the title once, in 2017. Resolution: YES if Fenerbahçe win the championship game on May 25, 2025. NO otherwise.",
        "2025-05-10",
        "2025-05-25",
        1,
        "sports",
        """
4|K|news-preview|Final Four set for Etihad Arena|Fenerbahçe will meet Panathinaikos in the first semifinal on May 23, while Olympiacos face Monaco. The final and third-place game are on May 25, 2025.|A schedule of future games.
1|L|news-report|Fenerbahçe crowned EuroLeague champions|Fenerbahçe beat AS Monaco 81-70 in Abu Dhabi on May 25, 2025 to win their second EuroLeague title, eight years after the first, with Nigel Hayes-Davis named Final Four MVP.|Reports the May 25, 2025 final as done.
6|K|platform-comment|Re: EL 2025 winner|Olympiacos are favourites for me, 35%. Fener 25, Pana 22, Monaco 18. Jasikevičius knows how to prepare a one-off semi though.|A forecast comment with no dated outcome.
2|L|results-page|EuroLeague Final Four 2025 - semifinals|23/05/2025: Fenerbahçe Beko 82-76 Panathinaikos; Olympiacos 68-78 AS Monaco.|A results page reports the 23/05/2025 semifinals as done.
8|L|wiki-page|EuroLeague Final Four|The Final Four has decided the EuroLeague champion since 1988. Real Madrid hold the record with 11 titles. The 2025 edition in Abu Dhabi was won by Fenerbahçe, who beat Monaco in the final on 25 May 2025.|A wiki page reports the 25 May 2025 final as done.
3|K|official-page|Abu Dhabi Final Four ticket information|Championship game: Sunday 25 May, 20:00 Gulf Standard Time. Fans with a three-game package will be seated by club section.|An official page for a future game.
""",
    ),
    Q(
        "q1-iihf-2025-usa",
        "Will the United States win gold at the 2025 IIHF Men's World Championship?",
        "Background: The 2025 IIHF World Championship is co-hosted by Stockholm and Herning from May 9 to 25, 2025. The U.S. last won the tournament in 1933. Resolution: YES if the United States wins the gold medal game on May 25, 2025. NO otherwise.",
        "2025-05-05",
        "2025-05-25",
        1,
        "sports",
        """
3|K|platform-question|USA gold at the 2025 worlds?|Resolves YES if the USA men's team wins the IIHF World Championship final (Stockholm, 25 May 2025). Roster is subject to NHL playoff eliminations.|A question page for a future final.
1|L|news-report|Thompson's OT winner ends 92-year wait|Tage Thompson scored in overtime as the United States beat Switzerland 1-0 in Stockholm on May 25, 2025 to win the world championship for the first time since 1933.|Reports the May 25, 2025 final as done.
6|K|news-preview|U.S. roster built around Hughes and Thompson|USA Hockey named its first 20 players, with more to come as NHL teams are eliminated. The Americans open against Germany on May 10 in Herning.|A preview with a future game.
2|L|forum-post|Semis done|USA 6-2 Sweden in Stockholm on May 24, 2025 - stunned the home crowd. Swiss beat Denmark. Final tomorrow.|Reports the May 24, 2025 semifinal as done.
8|K|data-page|IIHF World Championship medal table, 2015-2024|Canada 3 gold; Finland 2; Russia 1; Sweden 2. USA: bronze 2015, 2018, 2021; no gold since 1933.|A control with earlier results.
4|L|news-report|Switzerland reach final again|Leonardo Genoni's shutout against Denmark on 24 May 2025 sent Switzerland into their third straight final.|Reports the 24 May 2025 semifinal as done.
""",
    ),
]

QUESTIONS += [
    Q(
        "q1-hamburg-2025-spd-first",
        "Will the SPD win the most votes in the Hamburg state election of March 2, 2025?",
        "Background: Hamburg elects its Bürgerschaft on March 2, 2025, a week after the federal election of February 23. The SPD under First Mayor Peter Tschentscher has led the city since 2011. Resolution: YES if the SPD receives the largest share of party-list votes in the preliminary official result. NO otherwise.",
        "2025-02-15",
        "2025-03-02",
        1,
        "elections",
        """
3|K|news-preview|Tschentscher counts on city-state loyalty|Polls put the SPD around 32% ahead of the vote on 2 March 2025, well ahead of the CDU and the Greens, though party strategists fear a bad federal result on 23 February could drag them down.|A preview of two future elections.
1|L|news-report|SPD holds Hamburg comfortably|The Social Democrats won about 33.5% of the vote in Hamburg's state election on March 2, 2025, with the CDU second on 19.8% and the Greens third, a rare bright spot for the party after its federal defeat.|Reports the March 2, 2025 result as done.
2|L|forum-post|Federal result thread|CDU/CSU first with 28.5%, AfD 20.8, SPD 16.4 on Feb 23 2025. Scholz concedes. Hamburg next Sunday.|Reports the February 23, 2025 federal result as done.
6|K|platform-question|Hamburg 2025: SPD largest party?|Resolves on the preliminary result published by the state returning officer on election night, 2 March 2025. Current forecast: 93%.|A question page naming a future result.
9|K|wiki-page|2020 Hamburg state election|The SPD won 39.2% in the election of 23 February 2020 and renewed its coalition with the Greens, who came second with 24.2%.|A control with only an earlier election.
4|L|data-page|Bürgerschaftswahl 2025 - vorläufiges Ergebnis|Stand: 03.03.2025, 02:14. SPD 33,5 %; CDU 19,8 %; GRÜNE 18,5 %; LINKE 11,2 %; AfD 7,5 %. Wahlbeteiligung 67,7 %.|A results page dated 03.03.2025 reports the result.
""",
    ),
    Q(
        "q1-nb-2024-liberals",
        "Will the New Brunswick Liberal Party win a majority of seats in the provincial election of October 21, 2024?",
        "Background: New Brunswick votes on October 21, 2024 for 49 seats. Premier Blaine Higgs's Progressive Conservatives seek a third term against Susan Holt's Liberals. Resolution: YES if Elections New Brunswick's results show the Liberals with at least 25 seats. NO otherwise.",
        "2024-10-05",
        "2024-10-21",
        1,
        "elections",
        """
2|K|news-preview|Holt's Liberals lead as campaign enters final stretch|A poll this week gives the Liberals a six-point lead over the Progressive Conservatives. Advance polls open on October 12 and 15, and results are expected on the night of October 21, 2024.|A preview with future voting dates.
1|L|news-report|Liberals sweep Higgs from office in New Brunswick|Susan Holt's Liberals won 31 of 49 seats on October 21, 2024, and Blaine Higgs lost his own riding of Quispamsis. Holt will be the province's first woman premier.|Reports the October 21, 2024 result as done.
5|K|platform-comment|Re: NB majority?|Seat efficiency is the issue. Liberal vote piles up in francophone ridings, so even a 5-point lead might only give 24-26 seats. 60% majority.|A forecast comment with no dated outcome.
3|L|wiki-page|Susan Holt|Susan Holt is a Canadian politician who has served as the 35th premier of New Brunswick since November 2, 2024. She led the Liberals to a majority in the October 2024 election.|A wiki page reports the November 2, 2024 swearing-in as done.
8|K|official-page|Elections NB: key dates|Writ issued: 19 September 2024. Advance voting: 12 and 15 October. Election day: 21 October 2024, polls open 10 a.m. to 8 p.m.|An official calendar of future dates.
4|K|news-report|Higgs defends record on gender policy in final debate|The premier said on Tuesday he would not revisit Policy 713 if re-elected, while Holt promised to remove the HST from electricity bills.|A control with no date on or after the cutoff.
""",
    ),
    Q(
        "q1-ns-2024-pc-majority",
        "Will Nova Scotia's Progressive Conservatives win at least 40 seats in the provincial election of November 26, 2024?",
        "Background: Premier Tim Houston called an early election for November 26, 2024 in the 55-seat legislature. The PCs won 31 seats in 2021. Resolution: YES if Elections Nova Scotia's official results credit the PCs with 40 or more seats. NO otherwise.",
        "2024-11-10",
        "2024-11-26",
        1,
        "elections",
        """
3|K|platform-question|NS PCs 40+ seats?|A supermajority threshold question. Resolves on the validated results Elections Nova Scotia publishes after 26 November 2024; recounts count.|A question page with a future resolution.
1|L|news-report|Houston wins landslide; Liberals reduced to two seats|Tim Houston's Progressive Conservatives won 43 of 55 seats on Nov. 26, 2024, and Liberal leader Zach Churchill lost his seat as the NDP became the official opposition.|Reports the November 26, 2024 result as done.
6|K|news-preview|Early vote opens as polls show PCs far ahead|Continuous polling began on November 5; advance polls open on November 16 and 19. The PCs have held a 20-point lead for most of the campaign.|A preview with future voting dates.
2|L|forum-post|NS election night|43 PC, 9 NDP, 2 Lib, 1 ind. Called before 9pm on November 26 2024. Brutal for Churchill.|A forum post reports the November 26 2024 count as done.
9|K|data-page|Nova Scotia 2021 general election results|PC 31 seats (38.4%), Liberal 17 (36.7%), NDP 6 (20.9%), independent 1.|A control with earlier results.
4|L|news-report|Churchill resigns as Liberal leader|Zach Churchill said on 28 November 2024 that he would step down after losing Yarmouth in the election two days earlier.|Reports the 28 November 2024 resignation as done.
""",
    ),
    Q(
        "q1-fl6-special-2025-fine",
        "Will Republican Randy Fine win the special election for Florida's 6th congressional district on April 1, 2025?",
        "Background: Florida's 6th district seat was vacated by Michael Waltz, who became national security adviser. Trump won the district by about 30 points in 2024, but Democrat Josh Weil has far outraised Fine. Resolution: YES if Fine is declared the winner of the April 1, 2025 special election. NO otherwise.",
        "2025-03-15",
        "2025-04-01",
        1,
        "elections",
        """
4|K|news-preview|Democrats pour money into a Trump+30 seat|Josh Weil has raised more than $9 million for the race, compared with about $1 million for Randy Fine, and Republican leaders have voiced worry about turnout on April 1. Early voting runs from March 22 to March 29.|A preview with future dates.
1|L|news-report|Fine holds Florida seat, but with a shrunken margin|Randy Fine beat Josh Weil by about 14 points on April 1, 2025, keeping the 6th district in Republican hands; Jimmy Patronis won the 1st district special on the same day.|Reports the April 1, 2025 elections as done.
2|K|platform-comment|Re: FL-6|Trump +30 in November. Even a 15-point swing leaves Fine comfortable. I'm at 93% and would buy at 90. The polling is from Democratic-aligned firms.|A forecast comment with no dated outcome.
6|K|official-page|Special election: Congressional District 6|Primary: January 28, 2025. General: April 1, 2025. Vote-by-mail requests must be received by 5 p.m. on March 20, 2025.|An official calendar with future deadlines.
3|L|wiki-page|2025 Florida's 6th congressional district special election|The special election was held on April 1, 2025. Republican state senator Randy Fine defeated Democrat Josh Weil, 56.7% to 42.3%, and was sworn in on April 2, 2025.|A wiki page reports the April 1-2, 2025 events as done.
8|K|news-report|Fine wins GOP primary|Randy Fine won the Republican primary for the 6th district on Jan. 28 with more than 80% of the vote and will face Josh Weil in the spring.|A control reporting an earlier primary.
""",
    ),
    Q(
        "q1-belize-2025-pup",
        "Will the People's United Party win Belize's general election of March 12, 2025?",
        "Background: Prime Minister Johnny Briceño called an early general election for March 12, 2025. The PUP won 26 of 31 seats in 2020; the United Democratic Party is led by Tracy Panton. Resolution: YES if the PUP wins a majority of the 31 House seats per the Elections and Boundaries Department. NO otherwise.",
        "2025-02-25",
        "2025-03-12",
        1,
        "elections",
        """
5|K|news-preview|Belize heads to the polls on March 12|Briceño dissolved the House more than eight months early, citing the need for a fresh mandate. Nomination day is February 26, 2025, and the UDP has only recently settled a leadership dispute.|A preview with future dates.
1|L|news-report|Briceño wins second term in Belize|The People's United Party held 26 of 31 seats in the general election on March 12, 2025, and Johnny Briceño was sworn in for a second term the next day.|Reports the March 12-13, 2025 events as done.
3|K|platform-question|Belize 2025: PUP majority?|Resolves YES if the PUP wins at least 16 seats. Resolution date March 12, 2025. The UDP split in 2024 makes this one of the safer calls on the board.|A question page with a future resolution.
2|L|data-page|General Election 2025 - preliminary results|Updated 13/03/2025 06:10. PUP: 26 seats, 58.3%. UDP: 5 seats, 39.8%. Turnout: 65.6%.|A results page dated 13/03/2025 reports the outcome.
9|K|wiki-page|Johnny Briceño|Briceño has been Prime Minister of Belize since November 12, 2020, after the PUP won 26 seats in that year's election.|A control with earlier facts.
4|K|forum-post|Belize election|Any locals here? Curious whether Panton's takeover helps the UDP in Belize City. The early date caught everyone off guard.|A forum post with no dated outcome.
""",
    ),
    Q(
        "q1-suriname-2025-ndp",
        "Will the National Democratic Party win the most seats in Suriname's National Assembly election of May 25, 2025?",
        "Background: Suriname elects its 51-seat National Assembly on May 25, 2025; the assembly then elects the president. President Chan Santokhi's VHP won 20 seats in 2020 against the NDP's 16. The NDP is now led by Jennifer Geerlings-Simons. Resolution: YES if the NDP wins more seats than any other party in the results certified by the Independent Electoral Office. NO otherwise.",
        "2025-05-10",
        "2025-05-26",
        1,
        "elections",
        """
2|K|news-preview|Suriname votes amid oil hopes|With offshore oil production expected to begin in 2028, the May 25 election is seen as a referendum on Santokhi's austerity programme. Results by district are expected within two days of the vote.|A preview with future dates.
1|L|news-report|NDP edges VHP in Suriname vote|The National Democratic Party won 18 seats to the VHP's 17 in the election on May 25, 2025, leaving neither with a majority in the 51-seat assembly.|Reports the May 25, 2025 result as done.
4|L|wiki-page|Jennifer Geerlings-Simons|Geerlings-Simons was elected President of Suriname by the National Assembly on 6 July 2025, unopposed, after her NDP formed a coalition following the May 2025 election. She took office on 16 July 2025.|A wiki page reports the July 2025 election and inauguration as done.
6|K|platform-comment|Re: Suriname NDP most seats|The 2020 result was 20-16 VHP. Bouterse's death in December removes a liability for the NDP. I'd put it at 55%.|A forecast comment with earlier facts only.
3|K|official-page|Verkiezingen 25 mei 2025: tijdlijn|Kandidatenlijsten: 31 maart. Stemdag: zondag 25 mei 2025, 07:00-19:00. Voorlopige uitslag: uiterlijk 27 mei.|An official timeline with future dates.
5|K|news-report|Santokhi: coalition talks only after the count|The president said on Sunday his party would not discuss coalitions until the official count is complete.|A control without a date on or after the cutoff.
""",
    ),
    Q(
        "q1-hamilton-byelection-2025-snp",
        "Will the SNP win the Hamilton, Larkhall and Stonehouse Scottish Parliament by-election on June 5, 2025?",
        "Background: The by-election follows the death of SNP minister Christina McKelvie. The SNP held the seat in 2021 with a majority of about 4,500 over Labour. Reform UK is standing a candidate. Resolution: YES if the SNP candidate is declared the winner at the count, expected in the early hours of June 6, 2025. NO otherwise.",
        "2025-05-20",
        "2025-06-06",
        0,
        "elections",
        """
4|K|news-preview|Three-way fight in Hamilton|The SNP's Katy Loudon, Labour's Davy Russell and Reform's Ross Lambie are seen as the front-runners for the June 5 by-election, the first test for John Swinney's government before the 2026 Holyrood election.|A preview with a future date.
1|L|news-report|Labour snatches Hamilton by-election|Labour's Davy Russell won the Hamilton, Larkhall and Stonehouse by-election by 602 votes on June 5, 2025, with the SNP second and Reform UK a strong third on 26%.|Reports the June 5, 2025 by-election as done.
2|K|platform-question|Hamilton by-election: SNP hold?|Resolves YES if the SNP wins. The count takes place overnight on 5-6 June 2025 at South Lanarkshire's counting centre. Prices: SNP 62%, Labour 30%, Reform 8%.|A question page with a future count.
3|L|forum-post|Hamilton result|Declared 6 June 2025 about 2am. Lab 8,559, SNP 7,957, Reform 7,088. Pollsters had the SNP ahead. Lessons for 2026?|Reports the 6 June 2025 declaration as done.
7|K|data-page|Hamilton, Larkhall and Stonehouse: 2021 result|SNP 17,097 (46.2%); Labour 12,537; Conservative 6,220; Lib Dem 1,045. Majority 4,560.|A control with earlier results.
5|L|news-report|Swinney: Reform surge is a warning|Speaking in Hamilton after the count on June 6, 2025, the first minister said the SNP had lost because Labour and Reform split the anti-government vote in his party's favour in too few places.|Reports a post-count statement dated June 6, 2025.
""",
    ),
    Q(
        "q1-uk-locals-2025-reform-council",
        "Will Reform UK win majority control of at least one council in the English local elections of May 1, 2025?",
        "Background: About 1,600 seats on 24 councils, plus six mayoralties, are contested in England on May 1, 2025. Reform UK controlled no councils before the vote. Resolution: YES if, after all counts, Reform UK holds a majority of seats on at least one council, per the results reported by the BBC or the councils. NO otherwise.",
        "2025-04-15",
        "2025-05-02",
        1,
        "elections",
        """
3|K|news-preview|Farage targets county halls|Reform says it can win outright in Kent, Lincolnshire and Durham on May 1, with counts in most county councils on Friday May 2. Polls put the party level with Labour nationally.|A preview with future counts.
1|L|news-report|Reform takes 10 councils and two mayoralties|Reform UK won control of ten councils including Kent, Durham and Lancashire in the local elections of May 1, 2025, and Andrea Jenkyns became mayor of Greater Lincolnshire.|Reports the May 1, 2025 elections as done.
2|L|forum-post|Runcorn!|Reform wins Runcorn and Helsby by SIX votes after a recount, declared 2 May 2025. Then the counties start rolling in.|Reports the 2 May 2025 declaration as done.
6|K|platform-comment|Re: Reform majority council|Lincolnshire or Durham are the likeliest, they only need about a third of the vote with a split field. I'm at 78%.|A forecast comment with no dated outcome.
8|K|official-page|Kent County Council elections 2025|Polling day is Thursday 1 May 2025, 7am to 10pm. The count will take place on Friday 2 May at three venues; results will be published on this page as each division is declared.|An official page with future dates.
4|L|data-page|Local elections 2025: councils summary|Results as at 3 May 2025: REF 10 councils (+10), 677 seats; LD 3 councils, 370 seats; CON 1 council, 319 seats; LAB 0 councils, 98 seats.|A results table dated 3 May 2025.
""",
    ),
    Q(
        "q1-cnb-2025-05-cut",
        "Will the Czech National Bank lower its two-week repo rate at its May 7, 2025 monetary policy meeting?",
        "Background: The CNB cut its two-week repo rate to 3.75% in February 2025 and held it in March. Its next decision, with a new forecast, is on May 7, 2025. Resolution: YES if the CNB announces a rate below 3.75% on May 7, 2025. NO otherwise.",
        "2025-04-20",
        "2025-05-07",
        1,
        "central_banks",
        """
4|K|news-preview|CNB board split ahead of May meeting|Governor Aleš Michl has said inflation in services remains sticky, but two board members favour a cut on May 7, 2025. April inflation data are due on May 12, after the decision.|A preview with future dates.
1|L|news-report|Czech central bank cuts rate to 3.50%|The CNB lowered its two-week repo rate by a quarter point to 3.50% on May 7, 2025, in a 5-2 vote, citing weaker growth and the effect of US tariffs.|Reports the May 7, 2025 cut as done.
6|K|official-page|CNB monetary policy meetings in 2025|5 February; 26 March; 7 May; 25 June; 6 August; 24 September; 5 November; 17 December. Decisions are announced at 14:30, followed by a press conference.|An official calendar of meetings.
2|L|data-page|CNB two-week repo rate history|2025-02-06: 3.75%; 2025-05-08: 3.50%. Effective from the day after the board's decision.|A data table reports the 2025-05-08 change.
3|K|platform-question|CNB cut on May 7, 2025?|Resolves on the board's press release. Forecasters note that the March 26 meeting held at 3.75% with a 7-0 vote.|A question page with an earlier decision.
5|L|news-report|Koruna little moved by CNB hold in June|The CNB kept rates at 3.50% on June 25, 2025, after its cut in May, and said it saw little room for further easing this year.|Reports the June 25, 2025 decision and the May cut as done.
""",
    ),
]

QUESTIONS += [
    Q(
        "q1-unicredit-bpm-withdraw-2025",
        "Will UniCredit withdraw its exchange offer for Banco BPM by July 31, 2025?",
        "Background: UniCredit launched an unsolicited offer for Banco BPM in November 2024. The Italian government attached 'golden power' conditions to the deal in April 2025, and the offer period has been extended to July 23, 2025. Resolution: YES if UniCredit announces by July 31, 2025 that it is withdrawing the offer or that it has lapsed. NO otherwise.",
        "2025-07-10",
        "2025-07-31",
        1,
        "company_deals",
        """
3|K|news-preview|Orcel weighs options as BPM offer deadline nears|UniCredit chief executive Andrea Orcel has said he will walk away if the government's conditions are not eased. A ruling by Lazio's administrative court on UniCredit's appeal is expected before the offer closes on July 23.|A preview with a future deadline.
1|L|news-report|UniCredit abandons Banco BPM bid|UniCredit withdrew its offer for Banco BPM on July 22, 2025, saying the conditions imposed under the golden power rules made the deal impossible to complete, even after a court partly struck them down.|Reports the July 22, 2025 withdrawal as done.
2|K|platform-comment|Re: UniCredit BPM withdrawal|Acceptance so far is negligible. Orcel's language has moved from "we'll see" to "this isn't going to happen". I'm at 70% for a withdrawal before the 23rd.|A forecast comment with a future date.
5|L|forum-post|TAR Lazio ruling|Court annulled part of the golden power decree on 12 July 2025 but kept the Russia exit condition. Not enough for Orcel, I think.|Reports the 12 July 2025 ruling as done.
7|K|official-page|Offer document supplement|The acceptance period, which began on 28 April 2025, has been extended by the Offeror, with the agreement of CONSOB, and will end on 23 July 2025, subject to further extension.|An official notice of a future deadline.
4|L|news-report|Brussels questions Rome's use of golden power|The European Commission said on July 15, 2025 that Italy's conditions on UniCredit's bid might breach EU merger rules, giving Rome 20 working days to respond.|Reports a July 15, 2025 statement as done.
""",
    ),
    Q(
        "q1-nestle-freixe-2025",
        "Will Laurent Freixe be Nestlé's chief executive on September 30, 2025?",
        "Background: Laurent Freixe became Nestlé's CEO in September 2024 after Mark Schneider was removed. Nestlé's board is led by chairman Paul Bulcke. Resolution: YES if Freixe holds the CEO role at the close of September 30, 2025, per Nestlé's website or filings. NO if he has left or has been announced as departing with immediate effect.",
        "2025-08-25",
        "2025-09-30",
        0,
        "business",
        """
4|K|news-report|Nestlé shares lag as Freixe's turnaround plan slows|Organic growth of 2.9% in the first half disappointed investors, and Freixe said at the July results that the full benefit of his cost cuts would come only in 2026.|Earlier results and a future plan.
1|L|news-report|Nestlé fires CEO Freixe over undisclosed relationship|Nestlé dismissed chief executive Laurent Freixe with immediate effect on September 1, 2025, after an investigation into a romantic relationship with a direct subordinate, and named Philipp Navratil to replace him.|Reports the September 1, 2025 dismissal as done.
3|L|wiki-page|Nestlé|Philipp Navratil has been chief executive since September 1, 2025. Paul Bulcke announced on 16 September 2025 that he would step down as chairman earlier than planned, to be succeeded by Pablo Isla.|A wiki page reports September 2025 events as done.
7|K|platform-question|Freixe still CEO on Sept 30?|Resolves NO only on a departure or announced departure. Nestlé's capital markets day is not expected before 2026. Market: 94% YES.|A question page with its rules.
2|L|forum-post|Nestlé chair too|First the CEO on 1 Sept, now Bulcke brings his exit forward (announced 16 September 2025). Activist pressure?|Reports the September 1 and 16, 2025 events as done.
9|K|official-page|Nestlé: Executive Board|Laurent Freixe, Chief Executive Officer since 1 September 2024. Anna Manz, Chief Financial Officer. Nine-month sales will be published on 16 October 2025.|An official page with a future publication date.
""",
    ),
    Q(
        "q1-openai-open-weights-2025",
        "Will OpenAI release an open-weight language model by August 31, 2025?",
        "Background: Sam Altman said in March 2025 that OpenAI would release its first open-weight language model since GPT-2 within months. In July 2025 he said the release was delayed for more safety testing. Resolution: YES if, by August 31, 2025, OpenAI makes the weights of a new language model publicly downloadable. NO otherwise.",
        "2025-07-25",
        "2025-08-31",
        1,
        "technology",
        """
4|K|news-report|OpenAI delays open model again|Altman said on July 11 that the company needed more time to run safety tests on its open-weight model and gave no new date. The model had been expected the following week.|A past delay with no later date.
1|L|news-report|OpenAI releases gpt-oss, its first open-weight models in six years|OpenAI published two open-weight reasoning models, gpt-oss-120b and gpt-oss-20b, on August 5, 2025 under the Apache 2.0 licence, two days before launching GPT-5.|Reports the August 5, 2025 release as done.
2|K|platform-comment|Re: OpenAI open weights by Aug 31|The delay announcement said "weeks, not months". GPT-5 is rumoured for early August and they'd want the open model out before it. 75%.|A forecast comment with no dated outcome.
3|L|forum-post|gpt-oss-20b runs on my 16GB laptop|Downloaded from Hugging Face on 6 Aug 2025, the day after release. Tool use is decent, creative writing meh.|Reports the release and a download on 6 Aug 2025 as done.
8|K|wiki-page|OpenAI|OpenAI released GPT-2's weights in stages in 2019. In March 2025, Altman announced plans for a new open-weight model with reasoning capabilities.|A control with earlier facts.
5|L|data-page|Hugging Face trending models - week of 11 August 2025|1. openai/gpt-oss-120b (released 2025-08-05); 2. openai/gpt-oss-20b; 3. Qwen/Qwen3-Coder-30B-A3B-Instruct.|A data page reports the 2025-08-05 release.
""",
    ),
    Q(
        "q1-neutron-first-launch-2025",
        "Will Rocket Lab's Neutron rocket make its first launch attempt by December 31, 2025?",
        "Background: Rocket Lab has targeted the second half of 2025 for the maiden flight of Neutron, its reusable medium-lift rocket, from Wallops Island, Virginia. Resolution: YES if Neutron lifts off on an orbital launch attempt by 11:59 p.m. UTC on December 31, 2025, regardless of outcome. NO otherwise.",
        "2025-11-20",
        "2025-12-31",
        0,
        "space",
        """
8|K|news-report|Rocket Lab pushes Neutron debut into 2026|Rocket Lab said in its third-quarter results on November 10 that Neutron would arrive at Launch Complex 3 in the first quarter of 2026 and fly after that, abandoning the 2025 target.|A past announcement about a future date.
2|K|platform-question|Neutron first launch in 2025?|Resolves on any launch attempt with lift-off before 1 January 2026. Static fires and wet dress rehearsals do not count. Market fell from 40% to 3% after the Q3 call.|A question page with its rules.
1|L|forum-post|Year-end check: no Neutron|As of 31 December 2025, Neutron never left the factory floor in 2025. Stage 1 still in Long Beach for testing. See you in 2026.|Reports the state of December 31, 2025 as done.
5|K|official-page|Neutron|Neutron is an 8-tonne-class reusable launch vehicle designed for constellation deployment and national security missions. First launch: 2026.|An official page with a future plan.
3|L|platform-resolution|Resolved: Neutron first launch in 2025?|This question resolved NO on December 31, 2025. No Neutron lift-off occurred during the calendar year; the first launch remains scheduled for 2026.|A resolution notice reports the December 31, 2025 outcome as done.
6|K|forum-post|Re: Neutron timeline|The Q3 deck says LC-3 acceptance and a wet dress before the first flight. Nothing before March, realistically.|A forum post about future steps.
""",
    ),
    Q(
        "q1-mauna-loa-co2-may-2025",
        "Will NOAA report a May 2025 monthly mean CO2 concentration at Mauna Loa above 430 ppm?",
        "Background: Atmospheric CO2 at Mauna Loa peaks each May. NOAA's May 2024 mean was about 426.9 ppm. Resolution: YES if NOAA's Global Monitoring Laboratory reports a May 2025 monthly mean above 430.0 ppm in the first release after the month ends, expected in early June 2025. NO otherwise.",
        "2025-05-20",
        "2025-06-10",
        1,
        "climate",
        """
3|K|data-page|Mauna Loa daily CO2, May 2025 (preliminary)|May 14: 430.8 ppm; May 15: 430.2; May 16: 431.4. Daily values are preliminary and subject to recalibration. The monthly mean will be posted in the first week of June.|Daily data before the cutoff and a future release.
1|L|news-report|CO2 peaks above 430 ppm for the first time|Carbon dioxide at Mauna Loa averaged about 430.5 ppm in May 2025, NOAA and Scripps said on June 5, 2025, a rise of more than 3 ppm from a year earlier.|Reports the June 5, 2025 announcement as done.
6|K|platform-comment|Re: May 2025 above 430|Year-on-year growth has been running around 3.5 ppm. 426.9 + 3.5 = 430.4. So it's a coin flip weighted toward YES, maybe 70%.|A forecast with earlier data.
2|L|data-page|Monthly mean CO2, Mauna Loa|2025-04: 429.6; 2025-05: 430.5 (posted 2025-06-05). Last updated June 5, 2025.|A data table reports the May 2025 mean posted 2025-06-05.
9|L|wiki-page|Keeling Curve|The Keeling Curve records CO2 at Mauna Loa since 1958. The monthly average first exceeded 400 ppm in May 2013, 420 ppm in May 2022 and 430 ppm in May 2025, according to figures released in June 2025.|A wiki page reports the May 2025 mean released in June 2025 as done.
4|K|official-page|GML data release schedule|Monthly means are typically published on the fifth working day of the following month. Annual growth rates for 2025 will appear in January 2026.|An official release schedule of future dates.
""",
    ),
    Q(
        "q1-jurassic-rebirth-opening-2025",
        "Will Jurassic World Rebirth gross more than $100 million in its first Friday-to-Sunday weekend in the US and Canada?",
        "Background: Universal releases Jurassic World Rebirth on Wednesday, July 2, 2025, ahead of the Independence Day weekend. Resolution: YES if its domestic gross for Friday July 4 to Sunday July 6, 2025, per Box Office Mojo's actuals, is above $100 million. Wednesday and Thursday grosses do not count. NO otherwise.",
        "2025-06-20",
        "2025-07-07",
        0,
        "entertainment",
        """
3|K|news-preview|Tracking points to $130 million five-day start|Industry tracking suggests Jurassic World Rebirth will take $120-135 million over its first five days from July 2, with about $80-90 million of it coming over the weekend itself.|A forecast of a future opening.
1|L|news-report|Rebirth roars to $147 million five-day opening|Jurassic World Rebirth took $92 million from Friday to Sunday, July 4-6, 2025, and $147 million over five days, the franchise's smallest weekend start but the best July 4 opening since 2011.|Reports the July 4-6, 2025 weekend as done.
5|K|platform-question|Rebirth 3-day over $100M?|Resolves on actuals for Friday July 4 to Sunday July 6, 2025, released on Monday July 7. Preview grosses from Tuesday night count toward Wednesday, not the weekend.|A question page with future dates.
2|L|data-page|Weekend box office, July 4-6, 2025|1. Jurassic World Rebirth $92.0M (new); 2. F1 $26.1M; 3. How to Train Your Dragon $11.2M.|A data table reports the July 4-6, 2025 weekend.
7|K|forum-post|Rebirth predictions thread|Scarlett Johansson plus dinosaurs plus a holiday. I'm saying $105M 3-day. The reviews drop the week before and could change that.|A forum forecast with no dated outcome.
4|L|news-report|Superman flies past Rebirth|Superman opened to $125 million on July 11-13, 2025, ending Jurassic World Rebirth's run at number one after a 53% second-weekend drop.|Reports a later weekend of July 11-13, 2025 as done.
""",
    ),
]

QUESTIONS += [
    Q(
        "q1-intl-booker-2025-heart-lamp",
        "Will Heart Lamp by Banu Mushtaq, translated by Deepa Bhasthi, win the 2025 International Booker Prize?",
        "Background: The six-book shortlist for the 2025 International Booker Prize was announced on April 8, 2025. Heart Lamp is a collection of short stories translated from Kannada. The winner is announced at a ceremony in London on May 20, 2025. Resolution: YES if Heart Lamp is named the winner. NO otherwise.",
        "2025-04-25",
        "2025-05-20",
        1,
        "awards",
        """
5|K|official-page|The International Booker Prize 2025 shortlist|Six books from six languages. The winner will be announced on Tuesday 20 May 2025 at Tate Modern, and the £50,000 prize is split equally between author and translator.|An official page with a future ceremony.
1|L|news-report|Kannada story collection wins International Booker|Banu Mushtaq's Heart Lamp, translated by Deepa Bhasthi, won the International Booker Prize on May 20, 2025, the first short story collection and the first book translated from Kannada to take the award.|Reports the May 20, 2025 award as done.
3|K|platform-comment|Re: Intl Booker 2025|Solenoid has the critics, Heart Lamp has the story. Judges chaired by Max Porter. I have Heart Lamp at 30%, Solenoid 25%, the rest spread.|A forecast comment with no dated outcome.
2|L|wiki-page|Banu Mushtaq|Banu Mushtaq is an Indian writer, lawyer and activist. On 20 May 2025 she won the International Booker Prize with translator Deepa Bhasthi for Heart Lamp.|A wiki page reports the 20 May 2025 award as done.
8|K|news-report|International Booker shortlist announced|The judges picked books translated from Danish, French, Italian, Japanese, Kannada and Romanian on April 8. Mircea Cărtărescu's Solenoid is the longest on the list.|A control reporting an earlier announcement.
4|L|forum-post|Reading group: Heart Lamp|We picked this one before the win, now it's sold out everywhere (checked 22 May 2025). Stories about Muslim women in southern India, quiet and devastating.|Reports the win and a sell-out as of 22 May 2025.
""",
    ),
    Q(
        "q1-goncourt-2025-mauvignier",
        "Will Laurent Mauvignier's La Maison vide win the 2025 Prix Goncourt?",
        "Background: The Académie Goncourt announces its 2025 prize on Tuesday, November 4, 2025 at the Drouant restaurant in Paris. Four novels are on the final list, including Mauvignier's La Maison vide and Emmanuel Carrère's Kolkhoze. Resolution: YES if La Maison vide is named the winner. NO otherwise.",
        "2025-10-20",
        "2025-11-04",
        1,
        "awards",
        """
4|K|news-preview|Goncourt: a final four with two heavyweights|Mauvignier's 750-page family saga and Carrère's portrait of his mother will be the favourites when the ten members of the Académie meet at Drouant on November 4. The final list is announced on October 28.|A preview with future dates.
1|L|news-report|Laurent Mauvignier wins the Prix Goncourt|La Maison vide won the Goncourt on November 4, 2025, beating Emmanuel Carrère's Kolkhoze in the final round of voting, the Académie said; the Renaudot went to Adélaïde de Clermont-Tonnerre the same day.|Reports the November 4, 2025 awards as done.
6|K|platform-question|Goncourt 2025: Mauvignier?|Resolves YES if the Académie Goncourt names La Maison vide as the 2025 winner on 4 November 2025. If the announcement is delayed, the question stays open until it is made.|A question page with its rules.
2|L|forum-post|Goncourt 2025 tour de table|[2025-11-04 12:51] Mauvignier élu au 2e tour avec 6 voix, annoncé vers 12h45. Carrère repart bredouille.|A forum post reports the 4 novembre 2025 vote as done.
9|K|wiki-page|Prix Goncourt|Founded under the will of Edmond de Goncourt, the prize has been awarded annually since 1903. The 2024 winner was Kamel Daoud for Houris.|A control with earlier winners.
3|K|news-report|Second Goncourt list trims field to eight|The Académie's second selection, published on October 7, kept both Mauvignier and Carrère. Booksellers report La Maison vide has sold strongly since its August release.|A control reporting an earlier list.
""",
    ),
    Q(
        "q1-spfl-2025-celtic-clinch",
        "Will Celtic mathematically clinch the 2024-25 Scottish Premiership title by April 30, 2025?",
        "Background: Celtic lead the Scottish Premiership by a wide margin going into the post-split fixtures, which begin in late April 2025. Resolution: YES if, by the end of April 30, 2025, no other club can overtake Celtic's points total, per the SPFL's table. NO otherwise.",
        "2025-04-10",
        "2025-04-30",
        1,
        "sports",
        """
4|K|news-preview|Celtic could seal four in a row at Tannadice|If Celtic win their first post-split match, away to Dundee United on April 26, they will be champions with four games to spare. The post-split fixture list was published by the SPFL this week.|A conditional preview of a future match.
1|L|news-report|Celtic crowned champions with 5-0 rout|Celtic beat Dundee United 5-0 at Tannadice on April 26, 2025 to win a fourth straight Scottish Premiership title and their 55th league championship.|Reports the April 26, 2025 title as done.
6|K|platform-question|Celtic clinch by April 30?|Resolves YES if Celtic are mathematically champions by 30 April 2025. Current lead: 16 points with six games left. Only Rangers can still catch them.|A question page with a future deadline.
2|L|results-page|Scottish Premiership - Saturday 26 April 2025|Dundee United 0-5 Celtic; Rangers 4-0 Hibernian (Sunday 27 April 2025). Celtic are champions.|A results page reports the April 26-27, 2025 matches as done.
8|K|data-page|Scottish Premiership table after 32 games|1. Celtic 81 pts; 2. Rangers 65; 3. Hibernian 52; 4. Aberdeen 51.|A control table with earlier standings.
3|L|forum-post|Penalties, really?|Four in a row and then Aberdeen beat us on penalties in the Scottish Cup final on 24 May 2025. Treble gone.|Reports a later cup final of 24 May 2025 as done.
""",
    ),
    Q(
        "q1-leeds-championship-2025-title",
        "Will Leeds United finish first in the 2024-25 EFL Championship?",
        "Background: Leeds, Burnley and Sheffield United are fighting for the two automatic promotion places with five rounds left. The final round is played on Saturday, May 3, 2025. Resolution: YES if Leeds finish top of the final table published by the EFL. NO otherwise.",
        "2025-04-12",
        "2025-05-03",
        1,
        "sports",
        """
5|K|news-preview|Easter double-header could decide promotion|Leeds host Stoke on Easter Monday, April 21, while Sheffield United and Burnley meet on the same day. A Leeds win and a Blades defeat would secure automatic promotion for both Leeds and Burnley.|A conditional preview of future matches.
1|L|news-report|Leeds and Burnley promoted on Easter Monday|Leeds thrashed Stoke 6-0 and Burnley beat Sheffield United 2-1 on April 21, 2025, sending both clubs back to the Premier League with two games to spare.|Reports the April 21, 2025 matches as done.
2|L|news-report|Leeds take title on final day|Leeds United won the Championship on goal difference after a 2-1 win at Plymouth on May 3, 2025, both they and Burnley finishing on 100 points.|Reports the May 3, 2025 result as done.
7|K|platform-comment|Re: Championship winner|Leeds +? GD over Burnley; Burnley haven't conceded in ages though. If it goes to points, Leeds' run-in is softer. 60/40 Leeds.|A forecast comment with no dated outcome.
3|K|official-page|Sky Bet Championship: final-day kick-offs|All final-round fixtures kick off at 12:30 BST on Saturday 3 May 2025, as required by EFL regulations for matches with a bearing on promotion or relegation.|An official notice of future fixtures.
9|K|data-page|Championship table, 12 April 2025|1. Leeds 85 pts (GD +58); 2. Burnley 85 (+47); 3. Sheffield United 83.|A control table with earlier standings.
""",
    ),
    Q(
        "q1-monaco-gp-2025-norris",
        "Will Lando Norris win the 2025 Monaco Grand Prix?",
        "Background: The 2025 Monaco Grand Prix is held on May 25, 2025, with a new rule requiring at least two pit stops. Oscar Piastri leads the championship from his McLaren team-mate Norris. Resolution: YES if Norris is classified first in the official FIA results. NO otherwise.",
        "2025-05-10",
        "2025-05-25",
        1,
        "sports",
        """
3|K|news-preview|Two-stop rule aims to liven up Monaco|The FIA will require each driver to use at least three sets of tyres in the race on May 25, after complaints about last year's processional event. Qualifying on Saturday May 24 is still expected to decide the winner.|A preview of future sessions.
1|L|news-report|Norris converts pole into Monaco victory|Lando Norris won the Monaco Grand Prix from pole on May 25, 2025, ahead of Charles Leclerc and Oscar Piastri, cutting his team-mate's championship lead to three points.|Reports the May 25, 2025 race as done.
2|L|results-page|Monaco Grand Prix 2025 - Qualifying|24 May 2025. 1. Norris (McLaren) 1:09.954; 2. Leclerc (Ferrari) +0.109; 3. Piastri (McLaren) +0.175.|A results page reports the 24 May 2025 qualifying as done.
6|K|platform-question|Monaco GP 2025 winner: Norris?|Resolves YES if Lando Norris wins the Monaco Grand Prix on 25 May 2025. Post-race penalties applied by the stewards count. Current price: 24%.|A question page with a future race.
4|L|forum-post|Imola result|Max won Imola on 18 May 2025 from Norris and Piastri. Monaco next, qualifying is everything.|Reports the 18 May 2025 race as done.
8|K|data-page|2025 F1 drivers' standings after Miami|1. Piastri 131; 2. Norris 115; 3. Verstappen 99; 4. Russell 93.|A control table with earlier standings.
""",
    ),
    Q(
        "q1-boat-race-2025-cambridge",
        "Will Cambridge win the men's Boat Race on April 13, 2025?",
        "Background: The 170th men's Boat Race between Oxford and Cambridge is rowed on the Thames from Putney to Mortlake on Sunday, April 13, 2025. Cambridge won in 2023 and 2024. Resolution: YES if Cambridge cross the finish line first and the result stands after any umpire's decision. NO otherwise.",
        "2025-03-25",
        "2025-04-13",
        1,
        "sports",
        """
6|K|official-page|The Boat Race 2025: race day information|The women's race starts at 13:21 and the men's race at 14:21 on Sunday 13 April 2025. Spectators are advised to arrive early; the crews' weigh-in is on 8 April.|An official page with future times.
1|L|news-report|Cambridge make it three in a row despite oar clash|Cambridge won the men's Boat Race on April 13, 2025 after an early clash of blades and a rejected Oxford appeal, and their women's crew also won for an eighth straight year.|Reports the April 13, 2025 races as done.
3|K|platform-comment|Re: Boat Race 2025|Cambridge have the heavier crew and the better trial results. Tideway is unpredictable, and the toss on the 8th matters for the Surrey station. 62% Cambridge.|A forecast with a future date.
2|L|wiki-page|The Boat Race 2025|The 170th men's race took place on 13 April 2025. Cambridge won by four and a half lengths after an early clash; umpire Sarah Winckless dismissed Oxford's appeal. The women's race was won by Cambridge.|A wiki page reports the 13 April 2025 races as done.
9|K|news-report|Crews announced at Battersea|Both universities revealed their Blue Boats on March 16, and Cambridge's crew includes two Olympians. Water quality concerns from 2024 remain a talking point.|A control reporting an earlier event.
4|K|forum-post|E. coli again?|River Action will publish its Thames sampling results before race day. Last year the rowers were told not to swim at the finish.|A forum post about a future publication.
""",
    ),
]
