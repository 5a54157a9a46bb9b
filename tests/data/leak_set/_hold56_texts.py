# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold56` part, read by `build_hold56.py`.

Sports pages from around the world, beyond the obvious headline events: football leagues and
cups outside England, rugby union and league, cricket, tennis, cycling, motorsport, athletics,
winter sports, combat sports and sumo. Match reports, live blogs, result tables, fixture lists,
previews, betting pages and club notices, written from resolved questions of 2024-2025.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; the events are real, the wording is invented and the figures are from memory.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "q6-dfb-pokal-2025-stuttgart",
        "Will VfB Stuttgart win the 2025 DFB-Pokal final against Arminia Bielefeld on May 24, 2025?",
        "Resolves YES if VfB Stuttgart win the DFB-Pokal final at the Olympiastadion in Berlin on May 24, 2025, including after extra time or penalties. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-24",
        1,
        "sports",
        """
12|K|preview|Bielefeld, the third-tier side dreaming of Berlin|Nobody gave Arminia much of a chance against the holders. Then they beat Bayer Leverkusen 2-1 in the semi-final on April 1, 2025, and now a club from the 3. Liga will walk out against VfB Stuttgart in Berlin on Saturday, 24 May.|A semi-final before the cutoff and a final still to come.
3|L|match-report|Stuttgart end 28-year wait for the cup|VfB Stuttgart beat Arminia Bielefeld 4-2 in the DFB-Pokal final in Berlin on 24 May 2025. Sebastian Hoeneß's side were 4-0 up after an hour before two late goals gave the Bielefeld end something to sing about. It is the club's first major trophy in the cup since 1997.|Reports the May 24, 2025 final as played and won.
9|K|club-notice|Fan information: DFB-Pokal final, Berlin|Supporters travelling to the Olympiastadion should allow plenty of time: gates open at 17:00 and kick-off is at 20:00 on Saturday, May 24, 2025. Special trains leave Stuttgart Hbf on the morning of the match. Tickets not collected by May 20 will be released to the waiting list.|Travel arrangements for a match still to be played.
5|K|betting-odds|DFB-Pokal final odds: Stuttgart short to lift the trophy|Stuttgart are 1/4 to lift the cup, Bielefeld 3/1. Our 'to lift the trophy' market includes extra time and penalties; 90-minute markets settle on the score at the end of normal time on 24 May. Stuttgart -1.5 on the handicap is evens.|Prices and settlement rules for a future match.
7|K|quote-report|Hoeneß: 'We will not underestimate anybody'|Stuttgart's coach said on Sunday that the squad would travel to Berlin on the Friday before the final, and that his side had learned from Leverkusen's defeat in Bielefeld. 'They have already written one story this season,' he said.|A coach's plan and a past semi-final, no later result.
2|L|quote-report|Woltemade: 'This night belongs to the fans'|Nick Woltemade, who opened the scoring, was still holding the trophy in the mixed zone after Stuttgart's 4-2 win in the final on May 24, 2025. 'We knew Bielefeld would never stop,' he said. 'Even at 4-0 they kept coming.'|Quotes given after the May 24, 2025 final report its result.
""",
    ),
    Q(
        "q6-coppa-italia-2024-juventus",
        "Will Juventus win the 2024 Coppa Italia final against Atalanta on May 15, 2024?",
        "Resolves YES if Juventus win the Coppa Italia final at the Stadio Olimpico in Rome on May 15, 2024, including after extra time or penalties. Resolves NO otherwise.",
        "2024-04-30",
        "2024-05-15",
        1,
        "sports",
        """
6|K|match-report|Juve survive Lazio scare to reach the final|Juventus lost 2-1 in Rome on April 23, 2024 but went through 3-2 on aggregate, and Massimiliano Allegri's side will meet Atalanta in the Coppa Italia final at the Stadio Olimpico on Wednesday, May 15.|A semi-final before the cutoff and a final still ahead.
2|L|match-report|Vlahovic goal hands Juventus a 15th Coppa Italia|Dusan Vlahovic scored in the fourth minute and Juventus held on to beat Atalanta 1-0 in Rome on 15 May 2024. Allegri was sent off in stoppage time after a furious protest, and was still shouting at officials as his players collected their medals.|Reports the May 15, 2024 final as won.
10|K|fixture-list|Juventus: the run-in|Sun 5 May: Roma (a). Sun 12 May: Salernitana (h). Wed 15 May: Coppa Italia final v Atalanta, Stadio Olimpico, 21:00. The final two Serie A rounds follow on the weekends of 18-20 May and 25-26 May 2024.|A fixture list of matches still to be played.
4|L|club-notice|Club statement on the first-team coach|Juventus Football Club announces that on 17 May 2024 it relieved Massimiliano Allegri of his duties, following conduct during and after the Coppa Italia final that the club considers incompatible with its values. Paolo Montero will take charge for the remaining league matches.|Reports a dismissal on May 17, 2024, after the cutoff, as done.
8|K|betting-odds|Coppa Italia final betting: Atalanta slight favourites|Gasperini's side are 13/10 to win in 90 minutes, Juventus 23/10 and the draw 11/5. To lift the trophy: Atalanta 8/11, Juventus 11/10. Bets on the trophy market will be settled after the final on 15/05/2024, including extra time and penalties.|Odds and settlement terms for the coming final.
1|L|season-review|Atalanta's week: heartbreak in Rome, glory in Dublin|After losing the Coppa Italia final on May 15, Atalanta beat Bayer Leverkusen 3-0 in Dublin on May 22, 2024 to win the Europa League, with Ademola Lookman scoring a hat-trick.|Reports the May 15 final and the May 22, 2024 Europa League final as done.
""",
    ),
    Q(
        "q6-primeira-2025-sporting",
        "Will Sporting CP win the 2024-25 Primeira Liga title?",
        "Resolves YES if Sporting CP finish first in the 2024-25 Liga Portugal Betclic table after the final round, scheduled for May 17, 2025. Resolves NO otherwise.",
        "2025-05-03",
        "2025-05-17",
        1,
        "sports",
        """
9|K|standings-table|Liga Portugal: how the title race stands|Sporting and Benfica are level on points with four rounds left, Sporting ahead on the head-to-head record. Still to play for the top two: round 32 on the weekend of 3-4 May, the derby at the Luz on 10 May and the final round on Saturday, 17 May 2025.|A table and remaining fixtures, no later result.
4|K|preview|Derby at the Luz could settle the title|If Benfica beat Sporting on Saturday 10 May 2025, Bruno Lage's side would go into the last day a point clear. A draw would leave everything to the final round, when Sporting host Vitória SC and Benfica travel to Braga.|Conditional scenarios for matches still to be played.
2|L|live-blog|Benfica v Sporting: the derby as it happened|FULL TIME at the Estádio da Luz on 10 May 2025: Benfica 1-1 Sporting. The champions leave Lisbon's other side of town with the point they came for, and the title will be decided next Saturday.|Reports the May 10, 2025 derby result, after the cutoff.
1|L|match-report|Sporting retain the title for the first time in seven decades|Sporting beat Vitória SC 2-0 at Alvalade on May 17, 2025 to finish two points clear of Benfica, who drew 1-1 at Braga. Viktor Gyökeres scored again to end the league season with 39 goals.|Reports the May 17, 2025 final round and the title as done.
6|K|betting-odds|Primeira Liga winner: Sporting edge the market|Sporting 8/11, Benfica 11/10, Porto no longer quoted. This market is settled on the official final table after the last round of matches on May 17, 2025; points deductions after that date are not taken into account.|Odds and settlement rules for a future finish.
3|L|result-table|Taça de Portugal 2024-25: the final|Final, Estádio Nacional, Jamor, 25 May 2025: Benfica 1-3 Sporting (after extra time). Sporting complete the league and cup double.|Lists the May 25, 2025 cup final result, a later event.
""",
    ),
    Q(
        "q6-belgian-2025-union",
        "Will Royale Union Saint-Gilloise win the 2024-25 Belgian Pro League title?",
        "Resolves YES if Union Saint-Gilloise finish first in the 2024-25 Belgian Pro League Champions' Play-offs, whose final round is scheduled for May 25, 2025. Resolves NO otherwise.",
        "2025-05-12",
        "2025-05-25",
        1,
        "sports",
        """
10|K|standings-table|Champions' Play-offs after matchday 7|Union SG lead Club Brugge by a point with three matches left, Anderlecht and Genk well behind. Brugge, who beat Anderlecht 2-1 in the cup final on May 4, 2025, have the harder run-in on paper.|Earlier results and a standing, no later result.
5|K|fixture-list|Final matchday, Sunday 25 May 2025|All Champions' Play-off matches kick off at the same time on the last day. Union SG v KAA Gent, Joseph Marien/Lotto Park, 18:30. Broadcast: DAZN and VRT 1.|A fixture list for a round still to come.
2|L|match-report|Ninety years on, Union are champions of Belgium|Union Saint-Gilloise beat Gent 3-1 on 25 May 2025 to win the Belgian title for the first time since 1935, finishing ahead of Club Brugge. Sébastien Pocognoli, in his first season, was thrown into the air by his players before the trophy had even arrived.|Reports the May 25, 2025 match and title as done.
3|L|club-notice|Champions' celebration: practical information|Following Sunday's title (May 25, 2025), the players will greet supporters at the Parvis de Saint-Gilles from 15:00 on Monday. Public transport will run extra trams on routes 81 and 97.|A club notice that reports the title of May 25, 2025 as won.
7|K|betting-odds|Belgian title odds: Union odds-on with three to play|Union SG 4/6, Club Brugge 6/5. If the clubs finish level on points, the play-off regulations apply, and bets are settled on the official standings published after the last round on 25 May.|Odds and a tie rule for a future finish.
1|L|preview-updated|Union one win away from history|Union need to beat Gent at home to be sure of the title, whatever Brugge do. UPDATE, May 25, 2025: Union won 3-1 and are champions.|An update appended to a preview reports the May 25, 2025 result.
""",
    ),
    Q(
        "q6-j1-2025-kashima",
        "Will Kashima Antlers win the 2025 J1 League title?",
        "Resolves YES if Kashima Antlers finish first in the 2025 Meiji Yasuda J1 League after the final matchday on December 6, 2025. Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-06",
        1,
        "sports",
        """
8|K|standings-table|J1 title race: Kashima hold a narrow lead|Kashima Antlers lead Kashiwa Reysol by a single point going into the last stretch. After the international break, the season ends with the final matchday on Saturday, December 6, when all ten games kick off together.|A standing and a future final matchday.
3|L|match-report|Kashima end nine-year wait for the J1 title|Kashima Antlers beat Yokohama F. Marinos 2-0 on December 6, 2025 to win a record ninth J1 title, a point ahead of Kashiwa Reysol. It is the club's first league championship since 2016, in Toru Oniki's first season in charge.|Reports the December 6, 2025 match and title as done.
12|K|preview|Oniki's Kashima: less glamour, more points|Oniki's side have conceded the fewest goals in the league and lost only twice since the summer. Whether that is enough should be clear by the final matchday on 6 Dec 2025.|Analysis with a future decision date.
5|K|club-notice|Home match v Yokohama F·Marinos: ticket information|Tickets for the final home match of the season, against Yokohama F·Marinos on Saturday 6 December, go on general sale at 10:00 on November 22. Season-ticket holders keep their usual seats.|Ticket sales for a match still to be played.
1|L|result-table|2025 J1 League final standings (after matchday 38, 2025-12-06)|1. Kashima Antlers (champions) 2. Kashiwa Reysol, one point behind. Kashima's ninth J1 title.|A final table dated December 6, 2025 reports the season as finished.
""",
    ),
    Q(
        "q6-acle-2025-al-ahli",
        "Will Al-Ahli win the 2024-25 AFC Champions League Elite final on May 3, 2025?",
        "Resolves YES if Al-Ahli Saudi FC win the AFC Champions League Elite final in Jeddah on May 3, 2025, including after extra time or penalties. Resolves NO otherwise.",
        "2025-04-21",
        "2025-05-03",
        1,
        "sports",
        """
14|K|fixture-list|ACL Elite Finals, Jeddah: the schedule|Quarter-finals: 25-27 April 2025. Semi-finals: 29-30 April. Final: Saturday, 3 May 2025, King Abdullah Sports City. All ties are single matches; extra time and penalties if level.|A schedule of matches still to be played.
4|K|preview|Mahrez and Al-Ahli eye a home-soil crown|Playing every match in their own city is an advantage Al-Ahli's players admit they want to use. Riyad Mahrez said after training that the squad had 'one target' for the fortnight ending on May 3.|A preview and a player's aim, no result.
2|L|match-report|Al-Ahli crowned champions of Asia|Goals from Galeno and Franck Kessié gave Al-Ahli a 2-0 win over Kawasaki Frontale in Jeddah on May 3, 2025, the club's first continental title. The hosts had beaten Al-Hilal in the semi-final.|Reports the May 3, 2025 final as won.
1|L|quote-report|Hasebe proud despite Jeddah defeat|Kawasaki coach Shigetoshi Hasebe said his players 'gave everything' after the 2-0 loss to Al-Ahli in the final on 3 May 2025, having knocked out Al-Sadd and Al-Nassr on the way.|Quotes after the May 3, 2025 final report its result.
7|K|betting-odds|ACL Elite outright: Al-Hilal and Al-Ahli lead the market|Al-Hilal 2/1, Al-Ahli 9/4, Al-Nassr 3/1, Kawasaki Frontale 16/1. Outright bets are settled on the winner of the final on 03/05/2025.|Outright odds for a future winner.
10|K|match-report|Kawasaki book their ticket to Jeddah|Kawasaki Frontale completed their round-of-16 win over Shanghai Shenhua in March, and will face Al-Sadd in the quarter-finals in Saudi Arabia.|Only earlier results and a future draw.
""",
    ),
    Q(
        "q6-cafcl-2024-al-ahly",
        "Will Al Ahly win the 2023-24 CAF Champions League?",
        "Resolves YES if Al Ahly win the two-legged final against Espérance de Tunis: first leg in Radès on May 18, 2024, second leg in Cairo on May 25, 2024. Resolves NO otherwise.",
        "2024-05-12",
        "2024-05-25",
        1,
        "sports",
        """
9|K|preview|A familiar final: Ahly and Espérance meet again|The two most decorated clubs in the competition meet in the final for the third time. The first leg is at the Stade Hammadi Agrebi in Radès on 18 May; Al Ahly host the return at the Cairo International Stadium a week later.|A preview of legs still to be played.
3|L|result-table|CAF Champions League 2023-24: the final|First leg, Radès, 18 May 2024: Espérance 0-0 Al Ahly. Second leg, Cairo, 25 May 2024: Al Ahly 1-0 Espérance. Al Ahly win 1-0 on aggregate.|Lists both final legs, after the cutoff, as played.
5|K|club-notice|Second-leg tickets: how to apply|Tickets for the second leg against Espérance on Saturday, May 25, 2024 will be sold through the official app only, with members given priority from May 19. Attendance is capped at 60,000.|Ticket sales for a match still to come.
1|L|match-report|Koller's Ahly claim a 12th African crown|Al Ahly beat Espérance 1-0 in Cairo on 25 May 2024 to retain the title, after a goalless first leg in Radès a week earlier.|Reports the May 25, 2024 second leg as won.
7|K|betting-odds|CAF Champions League final: Ahly odds-on|To lift the trophy: Al Ahly 4/9, Espérance 7/4. Settlement is on the team awarded the trophy after the second leg, including extra time and penalties on May 25.|Odds and settlement rules for a future final.
2|L|live-blog|Espérance v Al Ahly: first leg live from Radès|FT: Espérance 0-0 Al Ahly. A tight, nervy night in Radès on May 18, 2024 ends goalless, and everything will be settled in Cairo.|Reports the May 18, 2024 first leg as played.
""",
    ),
    Q(
        "q6-league-cup-2024-celtic",
        "Will Celtic win the 2024-25 Scottish League Cup final against Rangers on December 15, 2024?",
        "Resolves YES if Celtic win the Premier Sports Cup final at Hampden Park on December 15, 2024, including after extra time or penalties. Resolves NO otherwise.",
        "2024-12-01",
        "2024-12-15",
        1,
        "sports",
        """
10|K|preview|Old Firm final set for Hampden|Both Glasgow clubs came through their semi-finals at Hampden in early November, and the Premier Sports Cup final will be the first Old Firm cup final of the season. Celtic are the league champions; Rangers won this trophy last December.|Earlier semi-finals and a final still ahead.
4|L|match-report|Celtic edge six-goal thriller on penalties|Celtic and Rangers drew 3-3 after extra time at Hampden on December 15, 2024, and Celtic won the shoot-out 5-4 to lift the Premier Sports Cup for a 22nd time.|Reports the December 15, 2024 final as won.
6|K|betting-odds|Premier Sports Cup final odds|Celtic 4/6 to lift the cup, Rangers 6/5. 'To lift the trophy' includes extra time and penalties; all other markets settle on 90 minutes plus stoppage time on 15 December.|Odds and settlement rules for a future final.
2|K|club-notice|Cup final ticket allocation|Season-ticket holders can apply for the Premier Sports Cup final on Sunday 15 December, kick-off 15:00, from 10:00 on Tuesday. Any remaining tickets will go on general sale on December 6.|Ticket arrangements for a match still to be played.
1|L|live-blog|Celtic v Rangers: Premier Sports Cup final live|FT (AET): Celtic 3-3 Rangers. PENS: Celtic win 5-4. Hampden Park, Sunday 15 December 2024. Schmeichel is mobbed by his team-mates.|Reports the December 15, 2024 final result in a live blog.
15|K|match-report|Celtic cruise past Aberdeen into the final|Celtic beat Aberdeen 6-0 in the semi-final at Hampden on November 3, 2024, with Kyogo and Maeda among the scorers.|A semi-final before the cutoff.
""",
    ),
    Q(
        "q6-ligamx-apertura-2024-america",
        "Will Club América win the Liga MX Apertura 2024 final?",
        "Resolves YES if Club América win the two-legged Liga MX Apertura 2024 final, whose second leg is scheduled for December 15, 2024. Resolves NO otherwise.",
        "2024-12-08",
        "2024-12-15",
        1,
        "sports",
        """
6|K|fixture-list|Liguilla Apertura 2024: semi-final and final dates|Semi-finals, first legs: December 4-5. Second legs: December 7-8. Final: first leg Thursday, December 12; second leg Sunday, December 15, 2024. Kick-off times to be confirmed by the league.|A schedule of legs still to be played.
2|L|match-report|América take a 2-1 lead to Monterrey|Club América beat Monterrey 2-1 in the first leg of the Apertura final on December 12, 2024, and will go north with a one-goal cushion in search of a third straight title.|Reports the December 12, 2024 first leg as played.
1|L|result-table|Apertura 2024 final: América three-peat|Final, second leg, Estadio BBVA, Dec. 15, 2024: Monterrey 1-1 América. América win 3-2 on aggregate and become the first club to win three straight short-tournament titles.|Lists the December 15, 2024 second leg and the title as done.
9|K|betting-odds|Apertura 2024 outright: América favourites for a third title|América 9/4, Toluca 3/1, Monterrey 7/2, Cruz Azul 4/1. Outright markets are settled on the champion crowned after the final's second leg on December 15.|Outright odds for a future champion.
4|K|club-notice|Semi-final ticket sale|Tickets for the semi-final second leg at the Estadio Ciudad de los Deportes go on sale to members on Tuesday. The club reminds supporters that no tickets will be sold at the stadium on match day.|Ticket sales for a match still to be played.
""",
    ),
    Q(
        "q6-sudamericana-2024-racing",
        "Will Racing Club win the 2024 Copa Sudamericana final against Cruzeiro on November 23, 2024?",
        "Resolves YES if Racing Club win the single-match Copa Sudamericana final in Asunción on November 23, 2024, including after extra time or penalties. Resolves NO otherwise.",
        "2024-11-06",
        "2024-11-23",
        1,
        "sports",
        """
5|K|match-report|Racing hold off Corinthians to reach the final|Racing Club beat Corinthians 2-1 in Avellaneda on October 31, 2024 to win the semi-final 4-3 on aggregate. Gustavo Costas's side will face Cruzeiro in Asunción on November 23.|A semi-final before the cutoff and a final still to come.
3|L|match-report|Racing beat Cruzeiro to end a long wait|Racing Club beat Cruzeiro 3-1 in Asunción on November 23, 2024 to win the Copa Sudamericana for the first time. Gastón Martirena, Adrián Martínez and Roger Martínez scored for the Argentines, all in the first half.|Reports the November 23, 2024 final as won.
8|K|betting-odds|Sudamericana final: Cruzeiro narrow favourites|Cruzeiro 7/4, Racing 9/5, draw 2/1 in 90 minutes. To lift the trophy: Cruzeiro 10/11, Racing evens. Settlement on the official result of the final of November 23, 2024.|Odds and settlement terms for a future match.
2|K|club-notice|Travelling to Asunción: information for members|Kick-off at the Estadio La Nueva Olla is 17:00 local time on Saturday, November 23, 2024. Members who bought tickets through the club must collect them in Asunción from November 21.|Travel information for a match still to be played.
1|L|quote-report|Costas: 'Racing deserved this'|An emotional Gustavo Costas, a former Racing player, dedicated the Sudamericana to the club's supporters after the 3-1 win over Cruzeiro on 23 November 2024. 'We have suffered so much,' he said.|Quotes given after the November 23, 2024 final report its result.
12|K|season-review|Racing's road to the final|Group wins in the spring, a round-of-16 tie against Huachipato and a quarter-final against Athletico Paranaense in September took Racing into the last four.|Only earlier rounds before the cutoff.
""",
    ),
    Q(
        "q6-aleague-gf-2025-city",
        "Will Melbourne City win the 2025 A-League Men Grand Final on May 31, 2025?",
        "Resolves YES if Melbourne City win the A-League Men Grand Final scheduled for May 31, 2025. Resolves NO otherwise, including if they do not reach it.",
        "2025-05-16",
        "2025-05-31",
        1,
        "sports",
        """
10|K|fixture-list|A-League Men finals series|Elimination finals: 9-11 May. Semi-finals, first legs: 17-18 May; second legs: 24-25 May. Grand Final: Saturday 31 May 2025, hosted by the higher-ranked finalist.|A schedule of matches still to be played.
2|L|result-table|A-League Men 2024-25 finals: results|Semi-finals: Melbourne City beat Western United; Melbourne Victory beat Auckland FC on aggregate. Grand Final, AAMI Park, 31 May 2025: Melbourne City 1-0 Melbourne Victory.|Lists the May 31, 2025 Grand Final result.
5|K|betting-odds|Championship odds: Auckland FC still the team to beat|Auckland FC 2/1, Melbourne City 5/2, Western United 4/1, Melbourne Victory 9/2. Championship markets are settled on the winner of the Grand Final on May 31, 2025.|Odds for a future final.
1|L|match-report|City win the derby that mattered most|Melbourne City beat Melbourne Victory 1-0 in the Grand Final on May 31, 2025, their second championship, in front of a sold-out AAMI Park.|Reports the May 31, 2025 Grand Final as won.
7|K|club-notice|Auckland FC: Grand Final hosting|Should the Premiers progress through their semi-final, the Grand Final on 31 May would be played at Eden Park. Members will be offered first access to tickets within 24 hours of the second leg.|A conditional plan for a future match.
""",
    ),
    Q(
        "q6-champions-cup-2025-bordeaux",
        "Will Union Bordeaux-Bègles win the 2025 Investec Champions Cup final against Northampton Saints on May 24, 2025?",
        "Resolves YES if Bordeaux-Bègles win the Champions Cup final at the Principality Stadium in Cardiff on May 24, 2025. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-24",
        1,
        "sports",
        """
4|K|match-report|UBB overpower Toulouse to reach Cardiff|Bordeaux-Bègles beat Toulouse 35-18 in the semi-final on May 4, 2025, a day after Northampton stunned Leinster 37-34 in Dublin. The final is at the Principality Stadium on 24 May.|Semi-finals before the cutoff and a final still ahead.
2|L|match-report|Bordeaux-Bègles are champions of Europe|UBB beat Northampton 28-20 in Cardiff on 24 May 2025 for the first major trophy in the club's history. Damian Penaud scored twice, and Matthieu Jalibert controlled the game from fly-half.|Reports the May 24, 2025 final as won.
6|K|betting-odds|Champions Cup final: UBB -8.5 on the handicap|Bordeaux-Bègles 1/4, Northampton 3/1, draw 25/1. Handicap: UBB -8.5 at 10/11. All markets include extra time if played, and settle on the final of 24 May.|Odds for a future final.
1|L|live-blog|Bordeaux-Bègles v Northampton: live from Cardiff|FULL TIME, Saturday 24 May 2025: Bordeaux-Bègles 28-20 Northampton. Saints pushed to the end but the French side hold on.|A live blog reports the May 24, 2025 final result.
9|K|club-notice|Final tickets: Saints members' ballot|Members can enter the ballot for the final in Cardiff until midday on May 12. Coaches will leave cinch Stadium at Franklin's Gardens at 08:00 on the morning of Saturday, May 24, 2025.|Ticket and travel plans for a future final.
3|L|quote-report|Bru: 'We needed to win one'|Yannick Bru and his players spoke of relief after the 28-20 win over Northampton on May 24, 2025, the club's first title after several near-misses.|Quotes after the May 24, 2025 final report its result.
""",
    ),
    Q(
        "q6-top14-2025-toulouse",
        "Will Stade Toulousain win the 2024-25 Top 14 final on June 28, 2025?",
        "Resolves YES if Stade Toulousain win the Top 14 final at the Stade de France on June 28, 2025. Resolves NO otherwise, including if they do not reach it.",
        "2025-06-10",
        "2025-06-28",
        1,
        "sports",
        """
8|K|fixture-list|Top 14 phase finale: the calendar|Barrages: 13-14 June. Semi-finals: 20-21 June. Final: Saturday 28 June 2025, Stade de France, 21:05. The top two go straight into the semi-finals.|A schedule of matches still to be played.
3|L|match-report|Toulouse win a third straight Bouclier after extra time|Toulouse beat Bordeaux-Bègles 39-33 after extra time at the Stade de France on June 28, 2025. It is the club's 24th French title and the third in a row, avenging the Champions Cup semi-final defeat in May.|Reports the June 28, 2025 final as won.
5|K|betting-odds|Top 14 winner: Toulouse clear favourites|Toulouse 5/6, Bordeaux-Bègles 11/4, Toulon 6/1, Bayonne 12/1. Settled on the winner of the final on June 28.|Odds for a future final.
1|L|result-table|Top 14 2024-25: phase finale results|Final (28 June 2025): Toulouse 39-33 Bordeaux-Bègles (a.e.t.).|Lists the June 28, 2025 final result.
12|K|club-notice|Dupont update|Antoine Dupont, who injured his knee against Ireland in March, continues his rehabilitation at the club. He will take no further part in the season.|An injury update with only earlier events.
2|K|preview|Toulouse top the table and go straight through|Ugo Mola's side finished first and will play at home advantage in the semi-finals on 20-21 June. Bordeaux-Bègles, second, also avoid the barrages.|A standing and matches still to be played.
""",
    ),
]
