# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold51` part, read by `build_hold51.py`.

Forecasting-platform questions of 2024-2025 (written in the manner of Metaculus, Manifold,
Polymarket and INFER questions, with a background and resolution criteria), each with the mix of
texts a search returns for it: news, official pages, data and results pages, wiki pages, forum
and comment threads, platform pages. Each question's documents are one line each in a string,
fields separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style,
title, text, why. Written blind as a held-out part; the wording is the writer's own and the
figures are from memory. See `build_hold51.py` and `tests/data/leak_holdout/hold51.md`.
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
9|K|forum-post|Re: what number will the CEC print?|My guess is the commission lands somewhere between 82 and 88 again, the way it did after 2015. Either way we find out the night of Jan 26, 2025 or the morning after; nothing before then tells us much.|A forecast of a scheduled announcement.
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
7|K|data-page|Milan-San Remo: recent winners|2021 Jasper Stuyven; 2022 Matej Mohorič; 2023 Mathieu van der Poel; 2024 Jasper Philipsen. Pogačar: 12th (2021), 5th (2022), 4th (2023), 3rd (2024).|A control listing only earlier results.
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
8|K|forum-post|Draper at IW?|He served brilliantly in Doha before the arm flared up, and the slow courts suit him. If the draw is kind I'd give him 8-10%. Draw is out on March 4.|A forum forecast with a draw date before the cutoff.
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
4|K|wiki-page|Aryna Sabalenka|Sabalenka won the 2024 US Open and reached the 2025 Australian Open final, losing to Madison Keys on 25 January 2025. She began the Middle East swing as the top seed in Doha and Dubai.|A control with only earlier facts.
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
9|K|data-page|Men's 100m world leaders, 2025 (as of August)|9.75 Kishane Thompson (JAM), Kingston, 27 Jun; 9.76 Oblique Seville (JAM); 9.79 Christian Coleman (USA); 9.85 Noah Lyles (USA).|A control list of earlier marks.
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
8|K|wiki-page|EuroLeague Final Four|The Final Four has decided the EuroLeague champion since 1988. Real Madrid hold the record with 11 titles; Panathinaikos are the 2024 champions.|A control with only earlier facts.
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
