# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold69` part, read by `build_hold69.py`.

Sports results and schedules as data pages render them (standings tables, fixture lists, box
scores, draw brackets, race classifications, medal tables, player stat pages), mixed with short
match reports and previews. Each question's documents are tuples: days before the cutoff it is
published, label (L=leak / K=keep), style, title, text, why. Written blind as a held-out part;
the events are real, the wording is invented and the figures are from memory. See
`build_hold69.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS: list[dict] = []

QUESTIONS += [
    Q(
        "s1-ehf-euro-2024-france",
        "Will France win the 2024 European Men's Handball Championship?",
        "Resolves YES if France wins the final of EHF EURO 2024, scheduled for January 28, 2024 at the Lanxess Arena in Cologne. Resolves NO otherwise.",
        "2024-01-18",
        "2024-01-28",
        1,
        "sports",
        [
            (6, "K", "fixture-list", "EHF EURO 2024 | Final weekend schedule", "Semi-finals: Fri 26 Jan 2024, Lanxess Arena, Cologne, 17:45 CET and 20:30 CET. Placement match 5/6: Fri 26 Jan. Bronze medal match: Sun 28 Jan, 15:00. Final: Sun 28 Jan, 17:45. Pairings: 1st Main Round Group I v 2nd Group II; 1st Group II v 2nd Group I.", "A schedule of the final weekend with pairings to be decided, no results."),
            (3, "L", "draw-bracket", "EHF EURO 2024 knockout bracket", "SEMI-FINALS (26 January 2024): Denmark 29-23 Germany; France 34-30 Sweden (a.e.t.). BRONZE (28 January 2024): Sweden 34-31 Germany. FINAL (28 January 2024): France 33-31 Denmark (a.e.t.). Champion: FRANCE (4th title).", "The bracket is filled in with the semi-final and final scores of 26 and 28 January 2024."),
            (10, "K", "match-preview", "Karabatic's last Euro begins in Berlin", "Nikola Karabatic, 39, starts his final European Championship when France open their group on January 11. He has said the Paris Olympics this summer will close his career, and France's staff speak openly of wanting one more medal in Cologne on 28 January 2024.", "A preview naming the group opener and the final's date as plans."),
            (2, "L", "match-report", "Prandi's buzzer free throw rescues France", "France trailed Sweden by one with the clock at zero on Friday, 26 January 2024, when Elohim Prandi sent a direct free throw over the wall to force extra time. Les Bleus then ran away with it, 34-30, and face Denmark in Cologne on Sunday.", "Reports the semi-final of January 26, 2024 as played."),
            (14, "K", "player-stat-page", "Nikola Karabatic | France | Career at the EHF EURO", "Tournaments: 2004-2022 (10). European titles: 2006, 2010, 2014. All-star team: 2008, 2014. Most Valuable Player: 2014. Current tournament: in squad.", "A career page with titles dated before the cutoff."),
            (1, "L", "score-ticker", "FT (AET): France 33, Denmark 31", "Cologne, 28.01.2024, Lanxess Arena. Final, EHF EURO 2024. France 33 - 31 Denmark after extra time. France are European champions for a fourth time; Karabatic lifts the trophy in his last EURO.", "A final score line dated January 28, 2024."),
        ],
    ),
    Q(
        "s1-iihf-2024-czechia",
        "Will Czechia win the 2024 IIHF Men's World Championship?",
        "Resolves YES if Czechia wins the gold medal game of the 2024 IIHF World Championship in Prague, scheduled for May 26, 2024. Resolves NO otherwise.",
        "2024-05-12",
        "2024-05-26",
        1,
        "sports",
        [
            (4, "K", "match-preview", "Home ice, big crowds: Czechia opens in Prague", "The host nation starts its World Championship against Finland at the O2 Arena on May 10, with Group A games in Prague and Group B in Ostrava. The quarter-finals are on May 23 and the medal games on Sunday, May 26, 2024.", "A preview of scheduled games."),
            (1, "L", "box-score", "Gold medal game: CZE 2, SUI 0", "Sunday 26 May 2024, O2 Arena, Prague. Period scores 0-0, 0-0, 2-0. Goals: 3rd 09:17 Pastrnak (CZE); 3rd 18:59 Kempny (CZE, ENG). Saves: Vejmelka 31, Genoni 25. Attendance 17,413. Czechia win their first title since 2010.", "A box score of the final played on May 26, 2024."),
            (8, "K", "fixture-list", "2024 IIHF WM | Playoff round", "Thu 23.05: QF1-QF4 (Prague and Ostrava). Sat 25.05: SF1 and SF2, Prague. Sun 26.05: Bronze medal game 15:20, Gold medal game 20:20. Pairings follow the final group rankings.", "A playoff schedule with no results."),
            (3, "L", "draw-bracket", "Playoff bracket: Czechia into the final", "Semi-finals, May 25, 2024: Switzerland 3-2 Canada (GWS); Czechia 7-3 Sweden. Gold medal game, May 26, 2024: Czechia 2-0 Switzerland. Bronze: Sweden 4-2 Canada.", "A bracket with the semi-final and medal results of May 25-26, 2024."),
            (12, "K", "standings-table", "World Ranking before the 2024 Championship", "1 Canada, 2 Finland, 3 USA, 4 Germany, 5 Sweden, 6 Czechia, 7 Switzerland, 8 Slovakia (after the 2023 tournament). Czechia's last medal: bronze 2022 (Tampere).", "A ranking table with only earlier results."),
            (2, "L", "match-report", "Pastrnak arrives, Czechia beats Sweden in semifinal rout", "A day after joining the team from Boston's playoff exit, David Pastrnak was on the ice as Czechia beat Sweden 7-3 on Saturday, May 25, 2024, setting up a final against Switzerland. The Swiss needed a shootout to get past Canada.", "Reports the semi-finals of May 25, 2024."),
        ],
    ),
    Q(
        "s1-wjc-2025-canada",
        "Will Canada win gold at the 2025 IIHF World Junior Championship in Ottawa?",
        "Resolves YES if Canada wins the gold medal game of the 2025 World Junior Championship, scheduled for January 5, 2025 at the Canadian Tire Centre. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-05",
        0,
        "sports",
        [
            (5, "K", "fixture-list", "2025 World Juniors: Canada's preliminary-round schedule", "Dec. 26 vs Finland, 7:30 p.m. ET | Dec. 27 vs Latvia, 7:30 p.m. | Dec. 29 vs Germany, 7:30 p.m. | Dec. 31 vs USA, 8 p.m. Quarter-finals Jan. 2, semi-finals Jan. 4, medal games Jan. 5, 2025, all in Ottawa.", "A schedule of future games."),
            (2, "L", "standings-table", "Group A standings after Day 4", "Team GP W OTW OTL L GF GA PTS: USA 4 4 0 0 0 ... Canada 4 2 0 1 1 ... Finland ... Latvia ... Germany. Results: Dec 27, 2024 Latvia 3-2 Canada (SO); Dec 31, 2024 USA 4-1 Canada.", "A standings table listing results of December 27 and 31, 2024."),
            (9, "K", "match-preview", "Host pressure: Canada names its roster for Ottawa", "Hockey Canada named 25 players on Monday for a tournament that opens on Boxing Day. Last year's team went out in the quarter-finals in Gothenburg, and anything short of the final on Jan. 5 would be seen as a failure at home, the coach said.", "A roster story with a past result and a future date."),
            (1, "L", "match-report", "Czechia stuns Canada in quarter-final, again", "For the second straight year Canada's run ended at the quarter-final stage: Czechia won 4-3 in Ottawa on January 2, 2025, scoring twice in the second period.", "Reports the January 2, 2025 quarter-final as played."),
            (14, "K", "player-stat-page", "Macklin Celebrini | World Juniors record", "2024 (Gothenburg): 5 GP, 3 G, 5 A, 8 PTS. 2025: not released by San Jose (NHL).", "A stat page with a 2024 tournament line and a player status, no later results."),
            (3, "L", "score-ticker", "FINAL/OT: USA 4, FIN 3", "Gold medal game, Jan. 5, 2025, Ottawa. Gavin Brindley scores at 4:31 of overtime; the United States repeat as champions. Bronze: Sweden ... Canada finished fifth.", "A score line of the January 5, 2025 final and Canada's finish."),
        ],
    ),
    Q(
        "s1-paris-2024-mfoot-france",
        "Will France win the men's Olympic football tournament at Paris 2024?",
        "Resolves YES if France wins the men's gold medal match, scheduled for August 9, 2024 at the Parc des Princes. Resolves NO otherwise.",
        "2024-07-22",
        "2024-08-09",
        0,
        "sports",
        [
            (7, "K", "fixture-list", "Olympic men's football: Group A fixtures", "Wed 24 July: USA v France (Marseille, 21:00), Guinea v New Zealand (Nice). Sat 27 July: France v Guinea (Nice). Tue 30 July: New Zealand v France (Marseille). Quarter-finals 2 Aug; semi-finals 5 Aug; bronze 8 Aug; final Fri 9 Aug 2024, Parc des Princes.", "Scheduled fixtures, no results."),
            (3, "L", "match-report", "Spain beat France 5-3 after extra time to take gold", "At a sold-out Parc des Princes on August 9, 2024, Spain came from behind, led 3-1 at half-time, were caught at 3-3 in stoppage time and won it in extra time through Sergio Camello's second goal. Fermin Lopez also scored twice.", "Reports the final of August 9, 2024 as played."),
            (10, "K", "match-preview", "Henry's squad, without Mbappe, aims for a home gold", "Thierry Henry takes a mostly under-23 squad into the Games after Real Madrid declined to release Kylian Mbappe. Alexandre Lacazette and Jean-Philippe Mateta are the over-age picks, and the coach has called a home final on August 9 'the dream'.", "A preview quoting a hope about the final's date."),
            (1, "L", "standings-table", "Group B table after matchday 1", "Pld W D L GF GA Pts: Morocco 1 1 0 0 2 1 3; Iraq 1 1 0 0 2 1 3; Argentina 1 0 0 1 1 2 0; Ukraine 1 0 0 1 1 2 0. 24/07/2024, Saint-Etienne: Argentina 1-2 Morocco (match completed after a two-hour suspension; late Argentina goal disallowed).", "Lists the result of July 24, 2024, after the cutoff."),
            (15, "K", "player-stat-page", "Michael Olise | France U23 | Profile", "Club: Crystal Palace (2021-). 2023-24 Premier League: 19 apps, 10 goals, 6 assists. Olympic squad: yes.", "A profile with earlier season statistics only."),
            (2, "L", "draw-bracket", "Men's tournament knockout bracket", "QF (2 Aug 2024): France 1-0 Argentina; Spain 3-0 Japan; Morocco 4-0 USA; Egypt 1-1 Paraguay (5-4 pens). SF (5 Aug 2024): France 3-1 Egypt (aet); Spain 2-1 Morocco. Bronze: Morocco 6-0 Egypt. Final: Spain 5-3 France (aet).", "A filled bracket with results from August 2 to August 9, 2024."),
        ],
    ),
    Q(
        "s1-paris-2024-mbask-usa",
        "Will the United States win the men's basketball gold medal at Paris 2024?",
        "Resolves YES if the United States wins the men's basketball gold medal game, scheduled for August 10, 2024 at Bercy Arena. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-10",
        1,
        "sports",
        [
            (3, "K", "box-score", "USA 105, Serbia 79 (exhibition)", "Abu Dhabi, July 17, 2024. USA: Curry 13, Edwards 13, Durant DNP (calf). Serbia: Jokic 11 pts, 7 reb. The teams meet again in the Olympic group opener in Lille on July 28.", "A box score of a game before the cutoff and a scheduled game."),
            (1, "L", "box-score", "USA 101, South Sudan 100 (exhibition)", "London, O2 Arena, Saturday 20 July 2024. LeBron James scores the winning layup with 8 seconds left; South Sudan led by 16 in the first half. Next: USA v Germany, Monday.", "A box score of the exhibition played on July 20, 2024, the cutoff day."),
            (12, "K", "fixture-list", "Olympic men's basketball: Group C schedule", "Sun 28 July: Serbia v USA (Lille). Wed 31 July: USA v South Sudan. Sat 3 Aug: Puerto Rico v USA. Quarter-finals 6 Aug (Paris). Semi-finals 8 Aug. Gold medal game Sat 10 Aug 2024, Bercy Arena, 21:30.", "A schedule of future games."),
            (2, "L", "match-report", "Curry's four late threes close out France", "Stephen Curry hit four three-pointers in the final three minutes as the United States beat France 98-87 on August 10, 2024 for a fifth straight Olympic gold. Two nights earlier they had come back from 17 down against Serbia.", "Reports the August 10, 2024 final and the August 8 semi-final."),
            (8, "K", "standings-table", "FIBA World Ranking (men), as of 2024", "1 USA, 2 Spain, 3 Australia, 4 Canada, 5 Argentina, 6 Serbia, 7 Lithuania, 8 France... Last Olympic final: Tokyo 2020 (Aug 7, 2021), USA 87-82 France.", "A ranking table with an earlier result."),
            (5, "K", "match-preview", "Can anyone stop this roster?", "Bookmakers have the U.S. as heavy favourites for August 10 in Paris, but coaches point to Serbia's size and to France's home crowd with Victor Wembanyama. Kevin Durant's calf will decide how much he plays in the group stage.", "Odds and expectations for future games."),
        ],
    ),
    Q(
        "s1-paris-2024-wtennis-zheng",
        "Will Zheng Qinwen win the women's singles gold medal at the Paris 2024 Olympics?",
        "Resolves YES if Zheng Qinwen wins the women's singles gold medal match at Roland Garros, scheduled for August 3, 2024. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-03",
        1,
        "sports",
        [
            (2, "K", "draw-bracket", "Olympic women's singles draw released", "Top half: [1] Swiatek (POL) v Begu (ROU). [6] Zheng Qinwen (CHN) v Sara Errani (ITA)... Bottom half: [2] Gauff (USA). Play begins Saturday, 27 July; the gold medal match is set for Saturday, 3 August 2024 on Court Philippe-Chatrier.", "A draw with first-round pairings and future dates."),
            (1, "L", "draw-bracket", "Women's singles | Results bracket", "SF (1 Aug 2024): Zheng d. Swiatek 6-2 7-5; Vekic d. Schmiedlova 6-4 6-0. Bronze (2 Aug 2024): Swiatek d. Schmiedlova 6-2 6-1. Gold (3 Aug 2024): Zheng d. Vekic 6-2 6-3.", "A bracket filled in with results from August 1 to 3, 2024."),
            (9, "K", "player-stat-page", "Zheng Qinwen | WTA profile", "Ranking: 8. 2024 season: finalist Australian Open (lost to Sabalenka, 27 Jan 2024); 22-12. Career titles: 3. Next event: Olympic Games, Paris.", "A profile with a result dated before the cutoff and an upcoming event."),
            (3, "L", "match-report", "Kerber's career ends in three-hour quarter-final", "Angelique Kerber played the last match of her career on July 31, 2024, losing 6-7 6-4 7-6 to Zheng Qinwen in a quarter-final that ended after midnight in the previous night's schedule.", "Reports a quarter-final of July 31, 2024."),
            (6, "K", "match-preview", "Clay, heat and a Swiatek-shaped hurdle", "If the seeds hold, Zheng would meet top seed Iga Swiatek in the semi-final on August 1. Swiatek won the French Open on the same courts in June, her fourth title there.", "A conditional preview and an earlier result."),
            (4, "L", "medal-table", "China's medals, Day 8", "Tennis, women's singles (3 August 2024): GOLD Zheng Qinwen - China's first Olympic singles gold in tennis. Running total: 16 gold.", "A medal list reporting the gold of August 3, 2024."),
        ],
    ),
    Q(
        "s1-wch-2023-w100-richardson",
        "Will Sha'Carri Richardson win the women's 100 metres at the 2023 World Athletics Championships in Budapest?",
        "Resolves YES if Sha'Carri Richardson wins the women's 100 m final in Budapest, scheduled for August 21, 2023. Resolves NO otherwise.",
        "2023-08-05",
        "2023-08-21",
        1,
        "sports",
        [
            (12, "K", "player-stat-page", "Sha'Carri Richardson | Season's bests 2023", "100 m: 10.71 (-0.1), Eugene, 7 July 2023 (US Championships, 1st). 200 m: 21.94, Eugene, 9 July 2023. World Championships: entered (100 m, 200 m).", "A stat page with results before the cutoff."),
            (3, "K", "fixture-list", "Budapest 2023 timetable, Days 2-3", "Sun 20 Aug: women's 100 m round 1 (11:35), men's 100 m final (21:10). Mon 21 Aug: women's 100 m semi-finals (19:33), final (21:50). All times CEST, 2023.", "A timetable of future events."),
            (1, "L", "race-classification", "Women's 100 m final - Results", "Budapest, 21 August 2023, wind -0.2. 1 Sha'Carri Richardson USA 10.65 CR; 2 Shericka Jackson JAM 10.72; 3 Shelly-Ann Fraser-Pryce JAM 10.77; 4 Marie-Josee Ta Lou CIV 10.81.", "A classification of the final of August 21, 2023."),
            (7, "K", "match-preview", "Jackson or Richardson? The sprint question of the summer", "Shericka Jackson leads the world at 10.65 and is the 200 m champion. Richardson, left out of Tokyo two years ago, won the U.S. title in July, and says she wants 'the whole thing' in Budapest on August 21.", "A preview with a planned date and earlier results."),
            (2, "L", "match-report", "Jackson answers with a 21.41 in the 200", "Four days after Richardson beat her over 100 m, Shericka Jackson defended her 200 m title on August 25, 2023, clocking 21.41, the second-fastest time in history; Richardson took bronze.", "Reports the 200 m final of August 25, 2023 and the earlier 100 m outcome."),
        ],
    ),
    Q(
        "s1-asia-cup-2023-india",
        "Will India win the 2023 Asia Cup (men's ODI)?",
        "Resolves YES if India wins the final of the 2023 Asia Cup, scheduled for September 17, 2023 in Colombo. Resolves NO otherwise.",
        "2023-09-05",
        "2023-09-17",
        1,
        "sports",
        [
            (3, "K", "box-score", "Pakistan v India, Group A, Pallekele", "2 September 2023. India 266 (48.5 ov; Ishan Kishan 82, Hardik Pandya 87; Shaheen Afridi 4-35). Pakistan did not bat. Match abandoned, rain. Points: 1 each.", "A scorecard dated before the cutoff."),
            (1, "K", "fixture-list", "Asia Cup 2023 - Super Four fixtures", "6 Sep Pakistan v Bangladesh, Lahore. 9 Sep Sri Lanka v Bangladesh, Colombo. 10 Sep Pakistan v India, Colombo (reserve day 11 Sep). 12 Sep India v Sri Lanka. 14 Sep Pakistan v Sri Lanka. 15 Sep India v Bangladesh. Final: 17 Sep 2023, R. Premadasa Stadium.", "Future fixtures with no results."),
            (2, "L", "box-score", "Final: India beat Sri Lanka by 10 wickets", "Colombo (RPS), 17 September 2023. Sri Lanka 50 (15.2 ov; Mohammed Siraj 7-1-21-6, Hardik Pandya 3-3). India 51-0 (6.1 ov; Ishan Kishan 23*, Shubman Gill 27*). Player of the match: Siraj. India win their eighth Asia Cup.", "A scorecard of the final of September 17, 2023."),
            (6, "K", "match-preview", "Rain threatens Colombo leg of the tournament", "Organisers are considering moving the Super Four games from Colombo to Hambantota as the monsoon lingers; the final remains pencilled in for September 17, 2023 at the Premadasa.", "A plan for future games."),
            (4, "L", "standings-table", "Super Four points table", "P W L NR Pts NRR: India 3 2 1 0 4 +1.753; Sri Lanka 3 2 1 0 4 -0.134; Pakistan 3 1 2 0 2 -1.283; Bangladesh 3 1 2 0 2 -0.463. Last result: 15 Sep 2023, Bangladesh beat India by 6 runs.", "A table after the Super Four stage, with a September 15, 2023 result."),
            (5, "L", "match-report", "Kohli and Rahul centuries bury Pakistan on reserve day", "Resuming on the reserve day, September 11, 2023, India posted 356-2 and bowled Pakistan out for 128, Kuldeep Yadav taking five, to win by 228 runs.", "Reports the Super Four game completed on September 11, 2023."),
        ],
    ),
    Q(
        "s1-nlcs-2024-dodgers",
        "Will the Los Angeles Dodgers win the 2024 National League pennant?",
        "Resolves YES if the Dodgers win the 2024 National League Championship Series; a Game 7, if needed, is scheduled for October 21, 2024. Resolves NO otherwise.",
        "2024-10-08",
        "2024-10-21",
        1,
        "sports",
        [
            (2, "K", "box-score", "NLDS Game 1: Dodgers 7, Padres 5", "NLDS, Game 1, Oct. 5, 2024: Dodgers 7, Padres 5. W: Kopech. HR: Ohtani (3-run), Machado (SD). Series: LAD leads 1-0. Game 2 Sunday, 8:03 p.m. ET.", "A box score dated before the cutoff and a scheduled game."),
            (1, "L", "draw-bracket", "2024 MLB Postseason bracket", "NLDS: Dodgers def. Padres 3-2 (Game 5, Oct 11, 2024, 2-0); Mets def. Phillies 3-1 (Game 4, Oct 9, 2024). NLCS: Dodgers def. Mets 4-2 (Game 6, Oct 20, 2024, 10-5). NLCS MVP: Tommy Edman.", "A bracket listing results from October 9 to 20, 2024."),
            (5, "K", "fixture-list", "NLCS schedule (if necessary)", "Gm 1: Sun, Oct 13 | Gm 2: Mon, Oct 14 | Gm 3: Wed, Oct 16 | Gm 4: Thu, Oct 17 | Gm 5*: Fri, Oct 18 | Gm 6*: Sun, Oct 20 | Gm 7*: Mon, Oct 21, 2024. *If necessary. Home field to the higher seed.", "A schedule with games marked if necessary."),
            (3, "L", "match-report", "Edman, Dodgers finish off Mets to reach World Series", "Tommy Edman drove in four runs and the Dodgers beat the Mets 10-5 at Dodger Stadium on Sunday, October 20, 2024, winning the series in six games and setting up a World Series against the Yankees.", "Reports Game 6 of October 20, 2024."),
            (6, "K", "player-stat-page", "Shohei Ohtani | 2024 batting", "G 159, HR 54, RBI 130, SB 59, AVG .310, OPS 1.036. First 50-50 season: Sept. 19, 2024 at Miami. Postseason: NLDS in progress.", "A stat page with the regular season, dated before the cutoff."),
            (4, "K", "match-preview", "Pitching thin, lineup deep: can L.A. survive October?", "With Tyler Glasnow out and Clayton Kershaw hurt, the Dodgers plan bullpen games if the NLCS goes long. A pennant, which could come as early as October 18, 2024, would be the club's first since 2020.", "A preview of planned tactics."),
        ],
    ),
    Q(
        "s1-alcs-2025-mariners",
        "Will the Seattle Mariners win the 2025 American League Championship Series?",
        "Resolves YES if the Mariners win the 2025 ALCS and reach their first World Series; a Game 7, if needed, is scheduled for October 20, 2025. Resolves NO otherwise.",
        "2025-10-06",
        "2025-10-20",
        0,
        "sports",
        [
            (3, "K", "standings-table", "AL West final standings 2025", "W L PCT GB: Seattle 90 72 .556 -; Houston 87 75 .537 3; Texas 81 81 .500 9; Athletics 76 86 .469 14; Los Angeles 72 90 .444 18. Seattle clinched the division on Sept. 24, 2025 and a first-round bye.", "A final regular-season table and an earlier clinch date."),
            (1, "L", "box-score", "Mariners 3, Tigers 2 (15 innings)", "ALDS Game 5, T-Mobile Park, Oct. 10, 2025. Jorge Polanco's single in the bottom of the 15th scores Leo Rivas. Series: SEA wins 3-2. Next: ALCS vs Toronto.", "A box score of October 10, 2025, after the cutoff."),
            (6, "K", "fixture-list", "ALCS 2025 schedule (Blue Jays or Yankees vs. Mariners or Tigers)", "Game 1 Sun. Oct 12; Game 2 Mon. Oct 13; Game 3 Wed. Oct 15; Game 4 Thu. Oct 16; Game 5* Fri. Oct 17; Game 6* Sun. Oct 19; Game 7* Mon. Oct 20, 2025. *If necessary.", "A schedule with teams to be decided."),
            (2, "L", "match-report", "Springer's homer sends Jays to the World Series", "George Springer's three-run home run in the seventh inning gave Toronto a 4-3 win over Seattle in Game 7 on October 20, 2025. The Mariners, who had led the series 3-2, remain the only franchise never to reach a World Series.", "Reports Game 7 of October 20, 2025."),
            (9, "K", "player-stat-page", "Cal Raleigh | 2025 season", "HR 60 (MLB lead), RBI 125, AVG .247. Most home runs by a primary catcher, single season. Postseason: ALDS pending.", "A season stat page dated before the cutoff, with the postseason ahead."),
            (4, "L", "standings-table", "ALCS series tracker", "Gm 1 (Oct 12, 2025) SEA 3-1 | Gm 2 (Oct 13) SEA 10-3 | Gm 3 (Oct 15) TOR 13-4 | Gm 4 (Oct 16) TOR 8-2 | Gm 5 (Oct 17) SEA 6-2 | Gm 6 (Oct 19) TOR 6-2 | Gm 7 (Oct 20) TOR 4-3. Toronto wins 4-3.", "A series tracker with results from October 12 to 20, 2025."),
        ],
    ),
]
