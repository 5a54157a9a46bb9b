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
2|L|match-report|Stuttgart end 28-year wait for the cup|VfB Stuttgart beat Arminia Bielefeld 4-2 in the DFB-Pokal final in Berlin on 24 May 2025. Sebastian Hoeneß's side were 4-0 up after an hour before two late goals gave the Bielefeld end something to sing about. It is the club's first major trophy in the cup since 1997.|Reports the May 24, 2025 final as played and won.
9|K|club-notice|Fan information: DFB-Pokal final, Berlin|Supporters travelling to the Olympiastadion should allow plenty of time: gates open at 17:00 and kick-off is at 20:00 on Saturday, May 24, 2025. Special trains leave Stuttgart Hbf on the morning of the match. Tickets not collected by May 20 will be released to the waiting list.|Travel arrangements for a match still to be played.
5|K|betting-odds|DFB-Pokal final odds: Stuttgart short to lift the trophy|Stuttgart are 1/4 to lift the cup, Bielefeld 3/1. Our 'to lift the trophy' market includes extra time and penalties; 90-minute markets settle on the score at the end of normal time on 24 May. Stuttgart -1.5 on the handicap is evens.|Prices and settlement rules for a future match.
7|K|quote-report|Hoeneß: 'We will not underestimate anybody'|Stuttgart's coach said on Sunday that the squad would travel to Berlin on the Friday before the final, and that his side had learned from Leverkusen's defeat in Bielefeld. 'They have already written one story this season,' he said.|A coach's plan and a past semi-final, no later result.
9|L|quote-report|Woltemade: 'This night belongs to the fans'|Nick Woltemade, who opened the scoring, was still holding the trophy in the mixed zone after Stuttgart's 4-2 win in the final on May 24, 2025. 'We knew Bielefeld would never stop,' he said. 'Even at 4-0 they kept coming.'|Quotes given after the May 24, 2025 final report its result.
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
5|L|match-report|Vlahovic goal hands Juventus a 15th Coppa Italia|Dusan Vlahovic scored in the fourth minute and Juventus held on to beat Atalanta 1-0 in Rome on 15 May 2024. Allegri was sent off in stoppage time after a furious protest, and was still shouting at officials as his players collected their medals.|Reports the May 15, 2024 final as won.
10|K|fixture-list|Juventus: the run-in|Sun 5 May: Roma (a). Sun 12 May: Salernitana (h). Wed 15 May: Coppa Italia final v Atalanta, Stadio Olimpico, 21:00. The final two Serie A rounds follow on the weekends of 18-20 May and 25-26 May 2024.|A fixture list of matches still to be played.
14|L|club-notice|Club statement on the first-team coach|Juventus Football Club announces that on 17 May 2024 it relieved Massimiliano Allegri of his duties, following conduct during and after the Coppa Italia final that the club considers incompatible with its values. Paolo Montero will take charge for the remaining league matches.|Reports a dismissal on May 17, 2024, after the cutoff, as done.
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
9|K|standings-table|Liga Portugal: how the title race stands|Sporting and Benfica are level on points with four rounds left, Sporting ahead on the head-to-head record. Still to play for the top two after this weekend's round 31: round 32 on the weekend of 3-4 May, the derby at the Luz on 10 May and the final round on Saturday, 17 May 2025.|A table and remaining fixtures, no later result.
4|K|preview|Derby at the Luz could settle the title|If Benfica beat Sporting on Saturday 10 May 2025, Bruno Lage's side would go into the last day a point clear. A draw would leave everything to the final round, when Sporting host Vitória SC and Benfica travel to Braga.|Conditional scenarios for matches still to be played.
7|L|live-blog|Benfica v Sporting: the derby as it happened|FULL TIME at the Estádio da Luz on 10 May 2025: Benfica 1-1 Sporting. The champions leave Lisbon's other side of town with the point they came for, and the title will be decided next Saturday.|Reports the May 10, 2025 derby result, after the cutoff.
11|L|match-report|Sporting retain the title for the first time in seven decades|Sporting beat Vitória SC 2-0 at Alvalade on May 17, 2025 to finish two points clear of Benfica, who drew 1-1 at Braga. Viktor Gyökeres scored again to end the league season with 39 goals.|Reports the May 17, 2025 final round and the title as done.
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
6|K|standings-table|Champions' Play-offs after matchday 7|Union SG lead Club Brugge by a point with three matches left, Anderlecht and Genk well behind. Brugge, who beat Anderlecht 2-1 in the cup final on May 4, 2025, have the harder run-in on paper.|Earlier results and a standing, no later result.
5|K|fixture-list|Final matchday, Sunday 25 May 2025|All Champions' Play-off matches kick off at the same time on the last day. Union SG v KAA Gent, Joseph Marien/Lotto Park, 18:30. Broadcast: DAZN and VRT 1.|A fixture list for a round still to come.
18|L|match-report|Ninety years on, Union are champions of Belgium|Union Saint-Gilloise beat Gent 3-1 on 25 May 2025 to win the Belgian title for the first time since 1935, finishing ahead of Club Brugge. Sébastien Pocognoli, in his first season, was thrown into the air by his players before the trophy had even arrived.|Reports the May 25, 2025 match and title as done.
6|L|club-notice|Champions' celebration: practical information|Following Sunday's title (May 25, 2025), the players will greet supporters at the Parvis de Saint-Gilles from 15:00 on Monday. Public transport will run extra trams on routes 81 and 97.|A club notice that reports the title of May 25, 2025 as won.
7|K|betting-odds|Belgian title odds: Union odds-on with three to play|Union SG 4/6, Club Brugge 6/5. If the clubs finish level on points, the play-off regulations apply, and bets are settled on the official standings published after the last round on 25 May.|Odds and a tie rule for a future finish.
4|L|preview-updated|Union one win away from history|Union need to beat Gent at home to be sure of the title, whatever Brugge do. UPDATE, May 25, 2025: Union won 3-1 and are champions.|An update appended to a preview reports the May 25, 2025 result.
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
12|L|match-report|Kashima end nine-year wait for the J1 title|Kashima Antlers beat Yokohama F. Marinos 2-0 on December 6, 2025 to win a record ninth J1 title, a point ahead of Kashiwa Reysol. It is the club's first league championship since 2016, in Toru Oniki's first season in charge.|Reports the December 6, 2025 match and title as done.
12|K|preview|Oniki's Kashima: less glamour, more points|Oniki's side have conceded the fewest goals in the league and lost only twice since the summer. Whether that is enough should be clear by the final matchday on 6 Dec 2025.|Analysis with a future decision date.
5|K|club-notice|Home match v Yokohama F·Marinos: ticket information|Tickets for the final home match of the season, against Yokohama F·Marinos on Saturday 6 December, go on general sale at 10:00 on November 22. Season-ticket holders keep their usual seats.|Ticket sales for a match still to be played.
8|L|result-table|2025 J1 League final standings (after matchday 38, 2025-12-06)|1. Kashima Antlers (champions) 2. Kashiwa Reysol, one point behind. Kashima's ninth J1 title.|A final table dated December 6, 2025 reports the season as finished.
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
1|L|match-report|Al-Ahli crowned champions of Asia|Goals from Galeno and Franck Kessié gave Al-Ahli a 2-0 win over Kawasaki Frontale in Jeddah on May 3, 2025, the club's first continental title. The hosts had beaten Al-Hilal in the semi-final.|Reports the May 3, 2025 final as won.
16|L|quote-report|Hasebe proud despite Jeddah defeat|Kawasaki coach Shigetoshi Hasebe said his players 'gave everything' after the 2-0 loss to Al-Ahli in the final on 3 May 2025, having knocked out Al-Sadd and Al-Nassr on the way.|Quotes after the May 3, 2025 final report its result.
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
10|L|match-report|Koller's Ahly claim a 12th African crown|Al Ahly beat Espérance 1-0 in Cairo on 25 May 2024 to retain the title, after a goalless first leg in Radès a week earlier.|Reports the May 25, 2024 second leg as won.
7|K|betting-odds|CAF Champions League final: Ahly odds-on|To lift the trophy: Al Ahly 4/9, Espérance 7/4. Settlement is on the team awarded the trophy after the second leg, including extra time and penalties on May 25.|Odds and settlement rules for a future final.
5|L|live-blog|Espérance v Al Ahly: first leg live from Radès|FT: Espérance 0-0 Al Ahly. A tight, nervy night in Radès on May 18, 2024 ends goalless, and everything will be settled in Cairo.|Reports the May 18, 2024 first leg as played.
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
21|L|match-report|Celtic edge six-goal thriller on penalties|Celtic and Rangers drew 3-3 after extra time at Hampden on December 15, 2024, and Celtic won the shoot-out 5-4 to lift the Premier Sports Cup for a 22nd time.|Reports the December 15, 2024 final as won.
6|K|betting-odds|Premier Sports Cup final odds|Celtic 4/6 to lift the cup, Rangers 6/5. 'To lift the trophy' includes extra time and penalties; all other markets settle on 90 minutes plus stoppage time on 15 December.|Odds and settlement rules for a future final.
2|K|club-notice|Cup final ticket allocation|Season-ticket holders can apply for the Premier Sports Cup final on Sunday 15 December, kick-off 15:00, from 10:00 on Tuesday. Any remaining tickets will go on general sale on December 6.|Ticket arrangements for a match still to be played.
2|L|live-blog|Celtic v Rangers: Premier Sports Cup final live|FT (AET): Celtic 3-3 Rangers. PENS: Celtic win 5-4. Hampden Park, Sunday 15 December 2024. Schmeichel is mobbed by his team-mates.|Reports the December 15, 2024 final result in a live blog.
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
7|L|match-report|América take a 2-1 lead to Monterrey|Club América beat Monterrey 2-1 in the first leg of the Apertura final on December 12, 2024, and will go north with a one-goal cushion in search of a third straight title.|Reports the December 12, 2024 first leg as played.
13|L|result-table|Apertura 2024 final: América three-peat|Final, second leg, Estadio BBVA, Dec. 15, 2024: Monterrey 1-1 América. América win 3-2 on aggregate and become the first club to win three straight short-tournament titles.|Lists the December 15, 2024 second leg and the title as done.
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
4|L|match-report|Racing beat Cruzeiro to end a long wait|Racing Club beat Cruzeiro 3-1 in Asunción on November 23, 2024 to win the Copa Sudamericana for the first time. Gastón Martirena, Adrián Martínez and Roger Martínez scored for the Argentines, all in the first half.|Reports the November 23, 2024 final as won.
8|K|betting-odds|Sudamericana final: Cruzeiro narrow favourites|Cruzeiro 7/4, Racing 9/5, draw 2/1 in 90 minutes. To lift the trophy: Cruzeiro 10/11, Racing evens. Settlement on the official result of the final of November 23, 2024.|Odds and settlement terms for a future match.
2|K|club-notice|Travelling to Asunción: information for members|Kick-off at the Estadio La Nueva Olla is 17:00 local time on Saturday, November 23, 2024. Members who bought tickets through the club must collect them in Asunción from November 21.|Travel information for a match still to be played.
9|L|quote-report|Costas: 'Racing deserved this'|An emotional Gustavo Costas, a former Racing player, dedicated the Sudamericana to the club's supporters after the 3-1 win over Cruzeiro on 23 November 2024. 'We have suffered so much,' he said.|Quotes given after the November 23, 2024 final report its result.
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
1|L|result-table|A-League Men 2024-25 finals: results|Semi-finals: Melbourne City beat Western United; Melbourne Victory beat Auckland FC on aggregate. Grand Final, AAMI Park, 31 May 2025: Melbourne City 1-0 Melbourne Victory.|Lists the May 31, 2025 Grand Final result.
5|K|betting-odds|Championship odds: Auckland FC still the team to beat|Auckland FC 2/1, Melbourne City 5/2, Western United 4/1, Melbourne Victory 9/2. Championship markets are settled on the winner of the Grand Final on May 31, 2025.|Odds for a future final.
15|L|match-report|City win the derby that mattered most|Melbourne City beat Melbourne Victory 1-0 in the Grand Final on May 31, 2025, their second championship, in front of a sold-out AAMI Park.|Reports the May 31, 2025 Grand Final as won.
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
6|L|match-report|Bordeaux-Bègles are champions of Europe|UBB beat Northampton 28-20 in Cardiff on 24 May 2025 for the first major trophy in the club's history. Damian Penaud scored twice, and Matthieu Jalibert controlled the game from fly-half.|Reports the May 24, 2025 final as won.
6|K|betting-odds|Champions Cup final: UBB -8.5 on the handicap|Bordeaux-Bègles 1/4, Northampton 3/1, draw 25/1. Handicap: UBB -8.5 at 10/11. All markets include extra time if played, and settle on the final of 24 May.|Odds for a future final.
3|L|live-blog|Bordeaux-Bègles v Northampton: live from Cardiff|FULL TIME, Saturday 24 May 2025: Bordeaux-Bègles 28-20 Northampton. Saints pushed to the end but the French side hold on.|A live blog reports the May 24, 2025 final result.
9|K|club-notice|Final tickets: Saints members' ballot|Members can enter the ballot for the final in Cardiff until midday on May 12. Coaches will leave cinch Stadium at Franklin's Gardens at 08:00 on the morning of Saturday, May 24, 2025.|Ticket and travel plans for a future final.
11|L|quote-report|Bru: 'We needed to win one'|Yannick Bru and his players spoke of relief after the 28-20 win over Northampton on May 24, 2025, the club's first title after several near-misses.|Quotes after the May 24, 2025 final report its result.
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
8|L|match-report|Toulouse win a third straight Bouclier after extra time|Toulouse beat Bordeaux-Bègles 39-33 after extra time at the Stade de France on June 28, 2025. It is the club's 24th French title and the third in a row, avenging the Champions Cup semi-final defeat in May.|Reports the June 28, 2025 final as won.
5|K|betting-odds|Top 14 winner: Toulouse clear favourites|Toulouse 5/6, Bordeaux-Bègles 11/4, Toulon 6/1, Bayonne 12/1. Settled on the winner of the final on June 28.|Odds for a future final.
24|L|result-table|Top 14 2024-25: phase finale results|Final (28 June 2025): Toulouse 39-33 Bordeaux-Bègles (a.e.t.).|Lists the June 28, 2025 final result.
12|K|club-notice|Dupont update|Antoine Dupont, who injured his knee against Ireland in March, continues his rehabilitation at the club. He will take no further part in the season.|An injury update with only earlier events.
2|K|preview|Toulouse top the table and go straight through|Ugo Mola's side finished first and will play at home advantage in the semi-finals on 20-21 June. Bordeaux-Bègles, second, also avoid the barrages.|A standing and matches still to be played.
""",
    ),
    Q(
        "q6-urc-2025-leinster",
        "Will Leinster win the 2024-25 United Rugby Championship final on June 14, 2025?",
        "Resolves YES if Leinster win the URC Grand Final scheduled for June 14, 2025. Resolves NO otherwise, including if they do not reach it.",
        "2025-06-01",
        "2025-06-14",
        1,
        "sports",
        """
6|K|fixture-list|URC play-offs: dates and venues|Quarter-finals: 30-31 May 2025. Semi-finals: 6-7 June 2025. Grand Final: Saturday 14 June 2025. Home advantage goes to the higher-ranked side in every round; Leinster, first in the league, would host the final at Croke Park if they get there.|A schedule and a conditional venue.
2|L|match-report|Leinster end four-year wait with Croke Park rout|Leinster beat the Bulls 32-7 in the URC Grand Final at Croke Park on 14 June 2025, their first league title since 2021. The Bulls lost a second final in a row.|Reports the June 14, 2025 final as won.
9|K|preview|After Northampton, Leinster need something to show|The 37-34 home defeat by Northampton in the Champions Cup semi-final on May 3 still hurts, Leo Cullen admitted. 'The league is the one we can still win,' he said this week.|An earlier defeat and a coach's aim.
5|L|live-blog|Leinster v Bulls: Grand Final live|FT: Leinster 32-7 Bulls. Croke Park, Saturday, June 14, 2025. Leinster's defence did not concede until the final quarter.|A live blog reports the June 14, 2025 final result.
4|K|betting-odds|URC outright: Leinster 4/7|Leinster 4/7, Bulls 5/1, Glasgow 6/1, Sharks 10/1. Outright bets are settled on the winner of the Grand Final on June 14, 2025; dead-heat rules do not apply.|Odds and settlement rules for a future final.
19|L|match-report|Lions beaten by Argentina in Dublin opener|The British and Irish Lions lost 28-24 to Argentina at the Aviva Stadium on June 20, 2025, six days after Leinster's title, in their warm-up before leaving for Australia.|Reports a later match of June 20, 2025 and the June 14 final as done.
""",
    ),
    Q(
        "q6-super-rugby-2025-crusaders",
        "Will the Crusaders win the 2025 Super Rugby Pacific final on June 21, 2025?",
        "Resolves YES if the Crusaders win the Super Rugby Pacific final scheduled for June 21, 2025. Resolves NO otherwise, including if they do not reach it.",
        "2025-06-06",
        "2025-06-21",
        1,
        "sports",
        """
5|K|fixture-list|Super Rugby Pacific finals|Qualifying finals: 6-7 June 2025. Semi-finals: 13-14 June. Final: Saturday 21 June 2025, hosted by the highest-ranked team left.|A schedule of matches still to be played.
7|L|match-report|Crusaders back on top in Penney's first season|The Crusaders beat the Chiefs 16-12 in Christchurch on June 21, 2025 for their 12th Super Rugby title, a year after missing the play-offs altogether.|Reports the June 21, 2025 final as won.
9|K|preview|Crusaders on top as finals approach|The Crusaders finished the regular season on top, and would host the final on June 21 if they win both their play-off games. The Chiefs finished second.|A conditional and earlier results.
1|L|result-table|Super Rugby Pacific 2025: final|Final, Apollo Projects Stadium, Christchurch, 21 June 2025: Crusaders 16-12 Chiefs.|Lists the June 21, 2025 final result.
7|K|betting-odds|Super Rugby title odds|Crusaders 7/4, Chiefs 2/1, Blues 5/1, Brumbies 6/1. Bets stand if the final venue changes; settlement on the result of 21/06/2025.|Odds for a future final.
12|L|quote-report|Penney: 'A team that learned to win ugly'|Crusaders coach Rob Penney praised his defence after the 16-12 win over the Chiefs on 21 June 2025, saying the side had 'found a way' in the rain.|Quotes after the June 21, 2025 final report its result.
""",
    ),
    Q(
        "q6-origin-2024-nsw",
        "Will New South Wales win the 2024 State of Origin series?",
        "Resolves YES if New South Wales win the 2024 State of Origin series; the deciding Game III is scheduled for July 17, 2024 at Suncorp Stadium. Resolves NO otherwise.",
        "2024-07-01",
        "2024-07-17",
        1,
        "sports",
        """
5|K|match-report|Blues square the series at the MCG|New South Wales beat Queensland 38-18 in Melbourne on June 26, 2024, after losing Game I in Sydney, to set up a decider at Suncorp Stadium on Wednesday, July 17.|An earlier game and a decider still to come.
4|L|match-report|Blues win the decider in Brisbane|New South Wales beat Queensland 14-4 at Suncorp Stadium on July 17, 2024 to win the series 2-1, their first Origin title since 2021 and the first for coach Michael Maguire.|Reports the July 17, 2024 decider as won.
3|K|betting-odds|Origin Game III: Maroons favourites at home|Queensland $1.80, New South Wales $2.05. Series winner: the same prices apply, since the series is tied 1-1. Markets settle on the result of Game III on July 17, 2024.|Odds and settlement for a future game.
9|L|live-blog|Origin III live: Maroons v Blues|Full time at Suncorp, 17 July 2024: Queensland 4 New South Wales 14. The Blues hold on in the wet, and the shield goes south.|A live blog reports the July 17, 2024 result.
11|K|club-notice|Origin period: club fixtures rescheduled|The NRL has confirmed that club rounds around Game III will be played with reduced fixtures. The Game III team will be named on Monday, July 8, 2024.|Future scheduling and a team announcement still to come.
""",
    ),
    Q(
        "q6-nrl-gf-2025-broncos",
        "Will the Brisbane Broncos win the 2025 NRL Grand Final on October 5, 2025?",
        "Resolves YES if the Brisbane Broncos win the NRL Grand Final at Accor Stadium, Sydney, on October 5, 2025. Resolves NO otherwise, including if they do not reach it.",
        "2025-09-22",
        "2025-10-05",
        1,
        "sports",
        """
3|K|fixture-list|NRL finals week three and the Grand Final|Preliminary finals: Friday 26 and Saturday 27 September 2025. Grand Final: Sunday 5 October 2025, Accor Stadium, 7:30pm AEDT.|A schedule of matches still to be played.
6|L|match-report|Broncos come back to beat Storm in a classic|The Broncos trailed 22-12 in the second half but beat Melbourne Storm 26-22 in the Grand Final on October 5, 2025, Brisbane's first premiership since 2006. Reece Walsh won the Clive Churchill Medal.|Reports the October 5, 2025 Grand Final as won.
6|K|preview|Maguire's first year: from 12th to contention|Michael Maguire took over a side that finished 12th last season. Reaching the Grand Final on October 5 would complete one of the quickest turnarounds in the club's history.|A conditional about a future match.
2|L|result-table|NRL 2025 finals series: results|Preliminary finals (26-27 Sep): Storm beat Sharks; Broncos beat Panthers. Grand Final (5 Oct 2025): Broncos 26-22 Storm.|Lists results from September 26 to October 5, 2025, after the cutoff.
8|K|betting-odds|NRL premiership odds|Storm $2.60, Broncos $3.40, Panthers $3.75, Sharks $7.00. Premiership bets settle on the winner of the Grand Final, scheduled for October 5, 2025, including golden point.|Odds for a future final.
9|L|quote-report|Walsh: 'I dreamed of this as a kid'|Reece Walsh spoke after the Broncos' 26-22 Grand Final win on Sunday, October 5, 2025 about growing up watching Brisbane win titles.|A quote after the October 5, 2025 final reports its result.
""",
    ),
    Q(
        "q6-bbl-2025-hobart",
        "Will the Hobart Hurricanes win the BBL14 final on January 27, 2025?",
        "Resolves YES if the Hobart Hurricanes win the Big Bash League season 14 final scheduled for January 27, 2025. Resolves NO otherwise, including if they do not reach it.",
        "2025-01-13",
        "2025-01-27",
        1,
        "sports",
        """
7|K|fixture-list|BBL14 finals: the dates|Qualifier: 21 January 2025. Knockout: 22 January. Challenger: 24 January. Final: Monday 27 January 2025. The Qualifier winner goes straight to the final and hosts it.|A schedule of matches still to be played.
5|L|match-report|Hurricanes win a first Big Bash title at home|Mitch Owen hit 108 off 42 balls as the Hobart Hurricanes beat the Sydney Thunder by seven wickets at Bellerive on January 27, 2025, the club's first BBL title.|Reports the January 27, 2025 final as won.
10|K|preview|Hurricanes top of the table at the halfway mark|The Hurricanes can secure top spot, and with it a home Qualifier on January 21, if they keep winning until the regular season ends on January 19. They have never won the competition.|A conditional and a future match.
14|L|live-blog|BBL14 final live: Hurricanes v Thunder|Hurricanes win by 7 wickets with 43 balls to spare. Bellerive erupts, Monday 27 January 2025. Owen's century came off 39 balls, equalling the league record.|A live blog reports the January 27, 2025 result.
4|K|betting-odds|BBL14 winner odds|Hurricanes 2/1, Thunder 3/1, Sixers 7/2, Heat 9/2. Outright bets settle on the winner of the final; if no result is possible on 27/01/2025, the higher-placed side is declared champion.|Odds and a rain rule for a future final.
""",
    ),
    Q(
        "q6-sa20-2025-mict",
        "Will MI Cape Town win the 2025 SA20 final on February 8, 2025?",
        "Resolves YES if MI Cape Town win the SA20 season 3 final at the Wanderers, Johannesburg, on February 8, 2025. Resolves NO otherwise, including if they do not reach it.",
        "2025-01-25",
        "2025-02-08",
        1,
        "sports",
        """
9|K|fixture-list|SA20 play-offs|Qualifier 1: 4 February 2025, Centurion. Eliminator: 5 February, Johannesburg. Qualifier 2: 6 February, Centurion. Final: Saturday 8 February 2025, Wanderers.|A schedule of matches still to be played.
1|L|match-report|MI Cape Town beat the champions to win the SA20|MI Cape Town beat Sunrisers Eastern Cape by 76 runs in the final at the Wanderers on February 8, 2025, ending the Sunrisers' run of two titles. Rashid Khan led from the front with the ball.|Reports the February 8, 2025 final as won.
5|K|preview|Rashid's side finally putting it together|After two poor seasons, MI Cape Town lead the table. A top-two finish would give them two chances to reach the final on 8 February.|A conditional about future play-offs.
7|L|result-table|SA20 season 3: play-off results|Qualifier 1 (4 Feb 2025): MI Cape Town beat Sunrisers Eastern Cape. Qualifier 2 (6 Feb): Sunrisers Eastern Cape beat Paarl Royals. Final (8 Feb 2025): MI Cape Town 181-8, Sunrisers Eastern Cape 105 all out. MI Cape Town won by 76 runs.|Lists play-off results of February 4-8, 2025.
12|K|match-report|Rickelton fires MI Cape Town to the top|Ryan Rickelton's half-century led MI Cape Town to an eight-wicket win at Newlands on Sunday, their fourth victory of the tournament.|An earlier match before the cutoff.
11|L|betting-odds|SA20 outright market settled|Settled: SA20 2025 winner, MI Cape Town (final played 08/02/2025, won by 76 runs). Winning bets have been paid out at the prices taken; the top run-scorer market is settled on February 8, 2025.|A settled market reports the February 8, 2025 final.
""",
    ),
    Q(
        "q6-ind-eng-oval-2025",
        "Will India win the fifth Test against England at The Oval, beginning July 31, 2025?",
        "Resolves YES if India win the fifth Test of the 2025 series, scheduled for July 31 to August 4, 2025 at The Oval. Resolves NO if England win or the match is drawn.",
        "2025-07-24",
        "2025-08-04",
        1,
        "sports",
        """
9|K|match-report|England edge Lord's thriller to lead 2-1|England beat India by 22 runs at Lord's on July 14, 2025, with India's last pair falling short. The fourth Test starts at Old Trafford on July 23, and the series ends at The Oval from July 31 to August 4.|An earlier Test and future fixtures.
3|K|preview|India must win one of the last two|India need at least a win from Manchester or The Oval to save the series. Shubman Gill said the squad 'has no reason to feel beaten' before play starts at Old Trafford on Wednesday, 23 July.|A conditional and a match starting before the cutoff, no result.
3|L|match-report|Jadeja and Sundar centuries save India at Old Trafford|Ravindra Jadeja and Washington Sundar both made hundreds as India batted through the final day to draw the fourth Test on July 27, 2025, keeping the series alive at 2-1.|Reports the July 27, 2025 draw, after the cutoff.
18|L|live-blog|Fifth Test, day five: Siraj seals it|India win by six runs! Mohammed Siraj takes his fifth wicket on Monday, 4 August 2025 and the series is drawn 2-2. Gus Atkinson is the last man out.|A live blog reports the August 4, 2025 result.
6|K|betting-odds|Fifth Test match odds|England 6/5, India 2/1, draw 9/2. Bets are settled on the official result of the Test scheduled for 31 July to 4 August 2025; if no ball is bowled, stakes are returned.|Odds and rules for a future match.
6|L|result-table|Anderson-Tendulkar Trophy 2025: results|1st Test, Headingley: England won by 5 wickets. 2nd, Edgbaston: India won by 336 runs. 3rd, Lord's: England won by 22 runs. 4th, Old Trafford: match drawn (July 23-27, 2025). 5th, The Oval: India won by 6 runs (4 August 2025). Series drawn 2-2.|Lists the fourth and fifth Tests, after the cutoff, as finished.
""",
    ),
    Q(
        "q6-miami-2025-djokovic",
        "Will Novak Djokovic win the 2025 Miami Open men's singles title?",
        "Resolves YES if Novak Djokovic wins the men's singles final of the 2025 Miami Open, scheduled for March 30, 2025. Resolves NO otherwise.",
        "2025-03-16",
        "2025-03-30",
        0,
        "sports",
        """
4|K|preview|Djokovic heads to Miami still chasing title No. 100|Djokovic, beaten early in Indian Wells, will try again in Miami, where main-draw play starts on March 19, 2025 and the men's final is on Sunday, March 30. He has won the event six times.|A future tournament and an earlier defeat.
4|L|match-report|Draper wins Indian Wells for his first Masters title|Jack Draper beat Holger Rune 6-2, 6-2 in the Indian Wells final on March 16, 2025 and will rise into the top ten before heading to Miami.|Reports the March 16, 2025 final, on the cutoff day, as done.
12|L|match-report|Mensik stuns Djokovic in Miami final|Jakub Mensik, 19, beat Djokovic 7-6 (4), 7-6 (4) in the Miami Open final on March 30, 2025, after rain delayed the start by more than five hours. Djokovic's wait for a 100th title goes on.|Reports the March 30, 2025 final, lost by Djokovic.
8|K|betting-odds|Miami Open men's outright|Alcaraz 9/4, Djokovic 5/1, Zverev 8/1, Draper 12/1. Outright bets settle on the winner of the final; a walkover in the final counts as a win for the player who advances.|Odds and rules for a future tournament.
8|L|live-blog|Miami Open day 12: Djokovic into the final|Djokovic beat Grigor Dimitrov 6-2, 6-3 on Friday, 28 March 2025 to reach the final, where he will meet Jakub Mensik.|A live blog reports the March 28, 2025 semi-final as done.
11|K|fixture-list|Miami Open 2025: schedule|Qualifying: March 17-18. Main draw: March 19-30, 2025. Women's final: Saturday, March 29. Men's final: Sunday, March 30, 3pm local time.|A schedule for a future tournament.
""",
    ),
    Q(
        "q6-davis-cup-2025-italy",
        "Will Italy win the 2025 Davis Cup?",
        "Resolves YES if Italy win the 2025 Davis Cup Final 8 in Bologna, whose final is scheduled for November 23, 2025. Resolves NO otherwise.",
        "2025-11-05",
        "2025-11-23",
        1,
        "sports",
        """
10|K|fixture-list|Davis Cup Final 8, Bologna|Quarter-finals: 18-21 November 2025, Unipol Arena. Semi-finals: 21-22 November. Final: Sunday 23 November 2025. Italy, the holders, play Austria in the last eight.|A schedule of ties still to be played.
1|L|match-report|Italy win a third straight Davis Cup, this time without Sinner|Matteo Berrettini and Flavio Cobolli won both singles as Italy beat Spain 2-0 in the final in Bologna on November 23, 2025, a third straight title, this time without Jannik Sinner.|Reports the November 23, 2025 final as won.
6|K|preview|Sinner skips Bologna; Italy still favourites|Jannik Sinner has said he will not play the Final 8 this year. Captain Filippo Volandri will name his final five before the November 18 start and says the team 'knows how to win' without its number one.|A past announcement and a future start date.
16|L|result-table|Davis Cup Final 8 2025: results|QF: Italy 2-0 Austria (20 Nov). SF: Italy 2-0 Belgium (22 Nov). Final (23 Nov 2025): Italy 2-0 Spain. Spain had beaten Czechia and Germany to reach the final.|Lists results of November 20-23, 2025, after the cutoff.
5|K|betting-odds|Davis Cup 2025 winner|Italy 6/4, Spain 5/2, Germany 5/1, Argentina 8/1. All bets settle on the nation lifting the trophy on 23 November 2025; a change of squad is not a reason to void bets.|Odds and settlement for a future final.
3|L|quote-report|Cobolli: 'My hands were shaking'|Flavio Cobolli said after beating Jaume Munar to clinch the final on November 23, 2025 that he had never played under such pressure.|Quotes after the November 23, 2025 final report its result.
""",
    ),
    Q(
        "q6-monte-carlo-2025-alcaraz",
        "Will Carlos Alcaraz win the 2025 Rolex Monte-Carlo Masters?",
        "Resolves YES if Carlos Alcaraz wins the men's singles final of the 2025 Monte-Carlo Masters, scheduled for April 13, 2025. Resolves NO otherwise.",
        "2025-03-31",
        "2025-04-13",
        1,
        "sports",
        """
6|K|preview|Clay season starts without Sinner|Jannik Sinner is serving a three-month suspension that ends on May 4, 2025, so the world number one misses Monte Carlo and Madrid. Alcaraz, who has never reached the final in the Principality, starts as favourite.|A suspension running past the cutoff and a tournament still to come.
10|L|match-report|Alcaraz wins Monte Carlo for his first Masters of 2025|Carlos Alcaraz came back to beat Lorenzo Musetti 3-6, 6-1, 6-0 in the Monte-Carlo final on April 13, 2025, the Italian struggling with a leg injury in the third set.|Reports the April 13, 2025 final as won.
9|K|fixture-list|Monte-Carlo Masters 2025: order of play outline|Qualifying: April 5-6. Main draw: April 6-13, 2025. Semi-finals: Saturday, April 12. Final: Sunday, April 13, not before 15:00.|A schedule for a future tournament.
5|L|match-report|Rune stops Alcaraz in Barcelona final|A week after his Monte Carlo title, Alcaraz lost the Barcelona Open final to Holger Rune 7-6, 6-2 on April 20, 2025, playing with a strapped leg.|Reports a later final of April 20, 2025 and the Monte Carlo title.
4|K|betting-odds|Monte-Carlo Masters outright|Alcaraz 6/4, Zverev 5/1, Djokovic 6/1, Musetti 14/1. If a player withdraws before the tournament starts on 6 April 2025, bets on him are void.|Odds and rules for a future tournament.
3|K|season-review|Alcaraz's early 2025|A title in Rotterdam in February, then early exits in Doha, Indian Wells semis and an opening-match loss in Miami: Alcaraz arrives on clay with questions to answer.|Earlier results only.
""",
    ),
    Q(
        "q6-strade-2025-pogacar",
        "Will Tadej Pogačar win the 2025 Strade Bianche on March 8, 2025?",
        "Resolves YES if Tadej Pogačar wins the elite men's Strade Bianche in Siena on March 8, 2025. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-08",
        1,
        "sports",
        """
10|K|preview|Pogačar picks the UAE Tour, then the gravel|Pogačar starts his season at the UAE Tour from February 17 to 23, 2025, then heads to Tuscany to defend his Strade Bianche title on March 8.|A race programme with future dates.
21|L|match-report|Pogačar crashes, remounts and wins Strade Bianche|Tadej Pogačar crashed into a ditch at about 50 kilometres from the finish, got back on and still won Strade Bianche alone in Siena on March 8, 2025, ahead of Tom Pidcock and Tim Wellens. It was his third win in the race.|Reports the March 8, 2025 race as won.
5|K|betting-odds|Strade Bianche 2025: Pogačar odds-on|Pogačar 1/3, Pidcock 10/1, Wellens 25/1. Each-way terms: 1/4 odds, first three places. Dead-heat rules apply to the race on March 8.|Odds and rules for a future race.
2|L|result-table|UAE Tour 2025: final general classification|Final GC after stage 7 (Jebel Hafeet, 23 February 2025): 1. Tadej Pogačar (UAE Team Emirates-XRG), his second win in the race.|Lists a later race result of February 23, 2025 as final.
7|L|live-blog|Strade Bianche live|Pogačar has crossed the line in the Piazza del Campo, blood on his shoulder and shorts torn. Saturday, 8 March 2025: a win nobody who saw the crash expected.|A live blog reports the March 8, 2025 win.
13|K|club-notice|Team line-up for the Italian spring|UAE Team Emirates-XRG will name its Strade Bianche squad on March 4. Pogačar, Isaac del Toro and Tim Wellens are expected to start.|A future team announcement.
""",
    ),
    Q(
        "q6-amstel-2025-pogacar",
        "Will Tadej Pogačar win the 2025 Amstel Gold Race on April 20, 2025?",
        "Resolves YES if Tadej Pogačar wins the elite men's Amstel Gold Race on April 20, 2025. Resolves NO otherwise.",
        "2025-04-04",
        "2025-04-20",
        0,
        "sports",
        """
8|K|preview|Pogačar's Ardennes plan|After the cobbled classics, Pogačar will ride the Amstel Gold Race on April 20, La Flèche Wallonne on April 23 and Liège-Bastogne-Liège on April 27, 2025, the team confirmed.|A race programme with future dates.
13|L|match-report|Skjelmose beats Pogačar and Evenepoel in Amstel sprint|Mattias Skjelmose outsprinted Tadej Pogačar and Remco Evenepoel in Berg en Terblijt on April 20, 2025, after the Dane and the Belgian had caught the world champion in the last kilometres.|Reports the April 20, 2025 race, which Pogačar did not win.
4|K|betting-odds|Amstel Gold Race 2025 odds|Pogačar 4/6, Evenepoel 5/1, Pidcock 8/1, Skjelmose 20/1. Each-way, 1/5 odds first three. The race is settled on the official result published on April 20, 2025.|Odds and settlement for a future race.
4|L|result-table|Ardennes week results|Amstel Gold Race (20 April 2025): 1. Skjelmose 2. Pogačar 3. Evenepoel. La Flèche Wallonne (23 April 2025): 1. Pogačar 2. Kévin Vauquelin 3. Tom Pidcock.|Lists later race results of April 20 and 23, 2025.
3|K|season-review|Pogačar's spring so far|Strade Bianche in March, third at Milan-San Remo, and a win in Catalonia: Pogačar's first months of 2025 have been close to faultless.|Earlier results only.
""",
    ),
    Q(
        "q6-paris-nice-2025-vingegaard",
        "Will Jonas Vingegaard win the 2025 Paris-Nice?",
        "Resolves YES if Jonas Vingegaard wins the general classification of Paris-Nice, which runs from March 9 to March 16, 2025. Resolves NO otherwise, including if he abandons.",
        "2025-02-28",
        "2025-03-16",
        0,
        "sports",
        """
9|K|preview|Vingegaard to start his season at Paris-Nice|After the Volta ao Algarve, Vingegaard will ride Paris-Nice from March 9 to 16, 2025 with Matteo Jorgenson, last year's winner, alongside him. The team said both would have 'a free role' in the first week.|A race programme with future dates.
9|L|match-report|Vingegaard out of Paris-Nice after crash|Jonas Vingegaard did not start the sixth stage of Paris-Nice on March 14, 2025, after a heavy crash the previous day left him with a concussion and a hand injury.|Reports the abandon on March 14, 2025, after the cutoff.
5|K|betting-odds|Paris-Nice 2025: Vingegaard favourite|Vingegaard 4/6, Jorgenson 5/1, Almeida 7/1, Ayuso 8/1. Non-runner no bet. A rider abandoning during the race is a losing bet. Settlement on the final GC of March 16, 2025.|Odds and rules for a future race.
1|L|result-table|Paris-Nice 2025: final general classification|After stage 8, Nice, 16 March 2025: 1. Matteo Jorgenson (Visma-Lease a Bike) 2. Florian Lipowitz (Red Bull-Bora-hansgrohe).|Lists the March 16, 2025 final classification.
15|L|club-notice|Team statement: Jonas Vingegaard|Jonas will not take the start of stage 6 today, 14 March 2025. He was examined after his crash yesterday and the medical staff decided it was unsafe for him to continue.|A team statement reports the March 14, 2025 withdrawal.
14|K|club-notice|Season debut confirmed|Jonas Vingegaard will make his 2025 debut at the Volta ao Algarve, 19-23 February, the team said on Friday.|A race programme that ends before the cutoff.
""",
    ),
    Q(
        "q6-dauphine-2025-pogacar",
        "Will Tadej Pogačar win the 2025 Critérium du Dauphiné?",
        "Resolves YES if Tadej Pogačar wins the general classification of the 2025 Critérium du Dauphiné, which runs from June 8 to June 15, 2025. Resolves NO otherwise.",
        "2025-06-01",
        "2025-06-15",
        1,
        "sports",
        """
7|K|preview|Pogačar and Vingegaard: a Tour rehearsal in the Alps|Both Tour favourites will start the Dauphiné in Domérat on June 8, 2025. The race finishes on the Plateau du Mont-Cenis on Sunday, June 15, with a time trial on the fourth day.|A preview of a race still to come.
6|L|match-report|Pogačar wins the Dauphiné, Vingegaard a distant second|Tadej Pogačar won the Critérium du Dauphiné on June 15, 2025, nearly a minute ahead of Jonas Vingegaard, after taking control in the mountains. Florian Lipowitz was third.|Reports the June 15, 2025 overall result as done.
4|K|betting-odds|Dauphiné 2025 GC odds|Pogačar 1/3, Vingegaard 4/1, Evenepoel 10/1. Each-way 1/4 odds, first three. Bets on a rider who fails to start stage 1 on 8 June are void.|Odds and rules for a future race.
3|L|result-table|Critérium du Dauphiné 2025: final GC|After stage 8, 15 June 2025: 1. Tadej Pogačar (UAE Team Emirates-XRG) 2. Jonas Vingegaard (Visma-Lease a Bike) at 59 sec. 3. Florian Lipowitz (Red Bull-Bora-hansgrohe).|Lists the June 15, 2025 final classification.
11|L|live-blog|Dauphiné stage 4 time trial: live|Evenepoel wins the stage 4 time trial on Wednesday, 11 June 2025, and takes time out of both Pogačar and Vingegaard. Pogačar limits his losses.|A live blog reports a stage of June 11, 2025 as done.
12|K|season-review|Pogačar's spring in numbers|Strade Bianche, Flanders, La Flèche Wallonne and Liège: four wins from the spring's biggest one-day races, and a second place at Paris-Roubaix.|Earlier results only.
""",
    ),
    Q(
        "q6-formula-e-2025-rowland",
        "Will Oliver Rowland win the 2024-25 Formula E drivers' championship?",
        "Resolves YES if Oliver Rowland is champion of the 2024-25 ABB FIA Formula E World Championship after the season finale in London on July 26-27, 2025. Resolves NO otherwise.",
        "2025-07-01",
        "2025-07-27",
        1,
        "sports",
        """
10|K|standings-table|Formula E standings after Jakarta|Rowland leads by a wide margin with four races left: a double-header in Berlin on July 12-13, 2025 and the finale in London on July 26-27. He can clinch the title in Germany.|A standing and future races with a conditional.
8|L|match-report|Rowland champion in Berlin|Oliver Rowland sealed the 2024-25 Formula E title in Berlin on July 12, 2025, with two rounds to spare, Nissan's first drivers' crown in the series.|Reports the July 12, 2025 title as won.
5|K|betting-odds|Formula E drivers' title|Rowland 1/20, Wehrlein 10/1, Da Costa 25/1. Markets settle on the official FIA classification after the London finale on 27 July 2025.|Odds and settlement for a future title.
24|L|quote-report|Rowland: 'Years of nearly'|Oliver Rowland, speaking after clinching the title on 12 July 2025, said he had 'lost count of how many times I thought I'd never get a chance like this'.|A quote after the July 12, 2025 clinch reports it.
2|L|result-table|London E-Prix 2025: results|Race 1, 26 July 2025, and race 2, 27 July 2025, ExCeL London. Champion: Oliver Rowland (Nissan), confirmed in Berlin.|Lists races of July 26-27, 2025 as run and the title as won.
14|K|season-review|Rowland's spring|A run of wins and podiums in the spring stretched Rowland's lead to more than 70 points before the Jakarta race.|An earlier race before the cutoff.
""",
    ),
    Q(
        "q6-wrc-2024-neuville",
        "Will Thierry Neuville win the 2024 World Rally Championship drivers' title?",
        "Resolves YES if Thierry Neuville is the 2024 WRC drivers' champion after the final round, Rally Japan, on November 21-24, 2024. Resolves NO otherwise.",
        "2024-11-10",
        "2024-11-24",
        1,
        "sports",
        """
11|K|standings-table|WRC title decider in Japan|Neuville leads Ott Tänak by 25 points going to Rally Japan, the final round, on November 21-24, 2024. With a Super Sunday and the Power Stage still to score, Tänak needs to win and hope.|A standing and a future decider.
5|L|match-report|Neuville world champion at last|Thierry Neuville clinched his first world rally title in Japan on November 24, 2024, after Ott Tänak crashed out on Saturday. Elfyn Evans won the rally.|Reports the November 24, 2024 title as done.
4|K|betting-odds|WRC 2024 drivers' champion|Neuville 1/8, Tänak 5/1. Settlement on the official FIA classification after Rally Japan on 24 November 2024; appeals after that date are not taken into account.|Odds and settlement rules for a future title.
19|L|live-blog|Rally Japan, Saturday: Tänak out|Tänak has gone off the road on Saturday, 23 November 2024 and is out of the day. Unless something extraordinary happens tomorrow, Neuville will be champion.|A live blog reports a crash on November 23, 2024.
7|L|result-table|Rally Japan 2024: final classification|24 November 2024. 1. Elfyn Evans (Toyota). Drivers' champion: Thierry Neuville. Manufacturers' champion: Toyota.|Lists the November 24, 2024 results and titles.
9|K|match-report|Neuville limits the damage in Central Europe|Neuville's third place at the Central European Rally on October 27, 2024 left him 25 points clear with one round to go.|An earlier rally before the cutoff.
""",
    ),
    Q(
        "q6-dutch-gp-2025-piastri",
        "Will Oscar Piastri win the 2025 Dutch Grand Prix on August 31, 2025?",
        "Resolves YES if Oscar Piastri is the classified winner of the 2025 Dutch Grand Prix at Zandvoort on August 31, 2025. Resolves NO otherwise.",
        "2025-08-15",
        "2025-08-31",
        1,
        "sports",
        """
12|K|match-report|Norris wins in Hungary to cut Piastri's lead|Lando Norris won the Hungarian Grand Prix on August 3, 2025, one-stopping to beat Piastri by less than a second. The gap is now nine points going into the summer break, and the season resumes at Zandvoort on August 31.|An earlier race and a future one.
1|L|match-report|Piastri wins at Zandvoort as Norris retires|Oscar Piastri won the Dutch Grand Prix on August 31, 2025, after Lando Norris stopped with an oil leak seven laps from the end. Max Verstappen was second and Isack Hadjar took his first podium.|Reports the August 31, 2025 race as won by Piastri.
6|K|fixture-list|F1 after the summer break|Dutch GP: 29-31 August 2025. Italian GP, Monza: 5-7 September. Azerbaijan GP, Baku: 19-21 September. Race start at Zandvoort is 15:00 local time.|A calendar of races still to come.
12|L|result-table|Dutch Grand Prix 2025: race result|31 August 2025, Zandvoort, 72 laps. 1. Piastri (McLaren) 2. Verstappen (Red Bull) 3. Hadjar (Racing Bulls). DNF: Norris (oil leak), Hamilton (crash), Leclerc (collision).|Lists the August 31, 2025 race result.
4|K|betting-odds|Dutch GP winner|Norris 6/5, Piastri 7/4, Verstappen 4/1, Leclerc 12/1. Bets are settled on the podium presentation; later penalties do not change settlement of the race on August 31.|Odds and rules for a future race.
4|L|match-report|Verstappen beats the McLarens at Monza|Max Verstappen won the Italian Grand Prix on September 7, 2025, a week after his second place at Zandvoort, where Piastri extended his lead to 34 points.|Reports a later race of September 7, 2025 and the Zandvoort result.
""",
    ),
    Q(
        "q6-breaking4-kipyegon",
        "Will Faith Kipyegon run a mile in under four minutes at Nike's Breaking4 event in Paris on June 26, 2025?",
        "Resolves YES if Faith Kipyegon's time for the mile at the Breaking4 event at the Stade Charléty on June 26, 2025 is under 4:00.00, record-eligible or not. Resolves NO otherwise.",
        "2025-06-12",
        "2025-06-26",
        0,
        "sports",
        """
8|K|preview|Kipyegon's four-minute mile: what the numbers say|Her 4:07.98 world record would have to fall by eight seconds. Nike's team of pacers and a new shoe are meant to help when Kipyegon runs at the Stade Charléty on Thursday, June 26, 2025. Physiologists interviewed this week think 4:05 is more realistic.|A forecast for a future attempt.
9|L|match-report|Kipyegon runs 4:06.42 but four minutes stays out of reach|Faith Kipyegon ran the mile in 4:06.42 in Paris on June 26, 2025, the fastest ever by a woman but not ratified because of the pacing set-up. Breaking4 fell well short of its target.|Reports the June 26, 2025 attempt and its time.
5|K|club-notice|Breaking4: how to watch|The attempt will stream live on Nike's channels on June 26, 2025 at 19:00 Paris time. There will be no public tickets; invited guests only at the Stade Charléty.|Event information for an attempt still to come.
6|L|match-report|Kipyegon lowers the 1500m world record in Eugene|Kipyegon ran 3:48.68 at the Prefontaine Classic on July 5, 2025, a week after her Paris mile, to break her own 1500m world record.|Reports a later race of July 5, 2025 and the Paris attempt.
4|K|betting-odds|Novelty market: Kipyegon under 4:00?|Yes 11/1, No 1/33. Settlement on the time announced by the organisers on 26 June 2025. Pacing arrangements do not affect this market.|Odds and settlement for a future attempt.
2|L|quote-report|Kipyegon: 'I showed it is possible'|Speaking on the track after the Breaking4 run on June 26, 2025, Kipyegon said she was 'not disappointed' and hoped young girls had been watching.|A quote after the June 26, 2025 attempt reports it.
""",
    ),
    Q(
        "q6-berlin-marathon-2025-sawe",
        "Will Sabastian Sawe win the men's race at the 2025 Berlin Marathon on September 21, 2025?",
        "Resolves YES if Sabastian Sawe wins the elite men's race at the BMW Berlin Marathon on September 21, 2025. Resolves NO otherwise.",
        "2025-09-05",
        "2025-09-21",
        1,
        "sports",
        """
14|K|preview|Sawe confirmed for Berlin|London winner Sabastian Sawe will run Berlin on September 21, 2025, the organisers said, on a course where the world record was set twice in the last decade. He won in London in April in 2:02:27.|A future race and an earlier one.
9|L|match-report|Sawe wins Berlin in the heat|Sabastian Sawe won the Berlin Marathon on September 21, 2025 in 2:02:16, running alone for the last 15 kilometres in unusually warm conditions.|Reports the September 21, 2025 race as won.
6|K|fixture-list|Autumn marathons 2025|World Championships marathons, Tokyo: 14-15 September. Berlin: 21 September. Chicago: 12 October. New York: 2 November.|A calendar of races still to come.
5|L|result-table|Berlin Marathon 2025: elite results|21 September 2025. Men: 1. Sabastian Sawe (KEN) 2:02:16. The winning margin was more than three minutes.|Lists the September 21, 2025 result.
14|L|match-report|Simbu wins a photo finish in Tokyo|Alphonce Simbu of Tanzania beat Amanal Petros by a fraction of a second in the world championship marathon in Tokyo on September 15, 2025.|Reports a later race of September 15, 2025.
9|K|betting-odds|Berlin Marathon men's winner|Sawe 4/6, Kiplimo 4/1, Kejelcha 6/1. Non-runner no bet. Settlement on the official results of the race on 21 September 2025.|Odds and rules for a future race.
""",
    ),
    Q(
        "q6-duplantis-stockholm-2025",
        "Will Armand Duplantis set a pole vault world record at the 2025 BAUHAUS-galan in Stockholm on June 15, 2025?",
        "Resolves YES if Armand Duplantis clears a height above the world record of 6.27 m at the Stockholm Diamond League meeting on June 15, 2025. Resolves NO otherwise.",
        "2025-06-01",
        "2025-06-15",
        1,
        "sports",
        """
10|K|preview|Home meeting, new record?|Duplantis raised the world record to 6.27 m in Clermont-Ferrand on February 28, 2025. He has never set one in Stockholm, and he will try again at the Olympic Stadium on Sunday, June 15.|An earlier record and a future meeting.
1|L|match-report|Duplantis breaks the world record in front of his home crowd|Armand Duplantis cleared 6.28 m in Stockholm on June 15, 2025, his 12th world record and his first in Sweden. He celebrated on the mat with his family.|Reports the June 15, 2025 record as set.
5|K|betting-odds|Stockholm pole vault specials|Duplantis to set a world record: 6/4. Winning height over 6.10 m: 1/3. Settlement on the official results of the meeting on 15/06/2025.|Odds for a future meeting.
7|L|result-table|Diamond League Stockholm 2025: men's pole vault|15 June 2025. 1. Armand Duplantis (SWE) 6.28 WR. Duplantis's 12th world record.|Lists the June 15, 2025 result with the record.
11|L|match-report|6.29 in Budapest, and the record climbs again|Duplantis raised his own record to 6.29 m at the Gyulai István Memorial in Budapest on August 12, 2025, two months after his 6.28 in Stockholm.|Reports a later record of August 12, 2025 and the Stockholm record.
7|K|club-notice|BAUHAUS-galan 2025: ticket sales|Tickets for the meeting on June 15, 2025 are almost sold out. Gates at the Olympic Stadium open at 16:00; the pole vault starts at 17:30.|Event information for a future meeting.
""",
    ),
    Q(
        "q6-four-hills-2025-tschofenig",
        "Will Daniel Tschofenig win the 2024-25 Four Hills Tournament?",
        "Resolves YES if Daniel Tschofenig wins the overall Four Hills Tournament, whose final event is in Bischofshofen on January 6, 2025. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-06",
        1,
        "sports",
        """
6|K|fixture-list|73rd Four Hills Tournament|Oberstdorf: 29 December 2024. Garmisch-Partenkirchen: 1 January 2025. Innsbruck: 4 January. Bischofshofen: 6 January 2025. Qualification the day before each competition.|A schedule of events still to come.
3|L|match-report|Tschofenig takes the Golden Eagle|Daniel Tschofenig won the Four Hills Tournament in Bischofshofen on January 6, 2025, leading an Austrian one-two-three in the overall standings.|Reports the January 6, 2025 overall win.
11|K|standings-table|World Cup standings before the holidays|Tschofenig leads the World Cup from Jan Hörl and Stefan Kraft after the Engelberg weekend, with Austrians in the top three for the first time in years.|An earlier standing before the cutoff.
18|L|live-blog|Four Hills, Innsbruck: live|Bergisel, 4 January 2025: three events done, one to go, and Austrians hold the top three places overall going to Bischofshofen.|A live blog reports an event of January 4, 2025.
4|K|betting-odds|Four Hills 2024-25 overall winner|Tschofenig 5/2, Kraft 3/1, Hörl 4/1, Kobayashi 7/1. Settlement on the official overall standings after the Bischofshofen competition on 6 January 2025.|Odds for a future result.
6|L|result-table|Four Hills 2024-25: final standings|After Bischofshofen (6 January 2025): 1. Daniel Tschofenig (AUT) 2. Jan Hörl (AUT) 3. Stefan Kraft (AUT).|Lists the January 6, 2025 final standings.
""",
    ),
    Q(
        "q6-saalbach-2025-downhill",
        "Will a Swiss skier win the men's downhill at the 2025 Alpine World Ski Championships on February 9, 2025?",
        "Resolves YES if the winner of the men's downhill at the 2025 World Championships in Saalbach on February 9, 2025 represents Switzerland. Resolves NO otherwise.",
        "2025-01-24",
        "2025-02-09",
        1,
        "sports",
        """
5|K|preview|Kitzbühel before Saalbach|The Hahnenkamm downhill on Saturday, January 25, 2025 is the last big test before the World Championships, where the men's downhill is on Sunday, February 9.|A preview of races still to come.
4|L|match-report|Von Allmen wins world downhill gold|Franjo von Allmen, 23, won the downhill at the World Championships in Saalbach on February 9, 2025, the first title of his career, two days after Marco Odermatt defended his super-G crown.|Reports the February 9, 2025 race as won by a Swiss skier.
12|K|standings-table|Downhill World Cup standings|Odermatt leads the downhill standings after winning the Bormio race on December 28.|An earlier standing before the cutoff.
12|L|match-report|Crawford wins on the Streif|James Crawford won the Kitzbühel downhill on January 25, 2025, a timely boost for Canada before Saalbach.|Reports a later race of January 25, 2025.
8|L|result-table|Saalbach 2025: men's speed events|Super-G, 7 February 2025: 1. Marco Odermatt (SUI). Downhill, 9 February 2025: 1. Franjo von Allmen (SUI).|Lists results of February 7 and 9, 2025.
8|K|betting-odds|Saalbach 2025 men's downhill winner|Odermatt 9/4, von Allmen 9/2, Kriechmayr 5/1, Paris 6/1. Settled on the official result; if the race is postponed beyond February 9, bets stand until it is held.|Odds and rules for a future race.
""",
    ),
    Q(
        "q6-ufc308-topuria-holloway",
        "Will Ilia Topuria beat Max Holloway at UFC 308 on October 26, 2024?",
        "Resolves YES if Ilia Topuria is declared the winner of his featherweight title fight against Max Holloway at UFC 308 in Abu Dhabi on October 26, 2024. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-26",
        1,
        "sports",
        """
9|K|preview|Topuria's first defence: the unbeaten champion meets 'Blessed'|Topuria, who knocked out Alexander Volkanovski in February, defends the featherweight title against Max Holloway at the Etihad Arena on Saturday, October 26, 2024. Holloway has never been knocked out.|A past fight and a fight still to come.
1|L|match-report|Topuria becomes the first to knock out Holloway|Ilia Topuria knocked out Max Holloway in the third round in Abu Dhabi on October 26, 2024 to retain the featherweight title, dropping him with a right hand.|Reports the October 26, 2024 fight as won.
5|K|betting-odds|UFC 308: Topuria v Holloway|Topuria 4/11, Holloway 9/4. Method of victory: Topuria by KO/TKO 6/5. Bets stand if the fight takes place before November 2, 2024.|Odds and rules for a future fight.
16|L|result-table|UFC 308: results|Abu Dhabi, 26 October 2024. Topuria def. Holloway, KO, round 3. Chimaev def. Whittaker, submission (face crank), round 1.|Lists the October 26, 2024 results.
3|L|live-blog|UFC 308 live|Round 3: Topuria lands a counter right and Holloway goes down. It's over! Saturday night, October 26, 2024, and the champion stays unbeaten.|A live blog reports the October 26, 2024 finish.
13|K|quote-report|Holloway: 'I'm not here to protect my record'|Holloway said on Wednesday that the knockout of Justin Gaethje at UFC 300 in April gave him 'no reason to fight differently'.|A fighter's statement and an earlier fight.
""",
    ),
    Q(
        "q6-ufc313-pereira-ankalaev",
        "Will Alex Pereira beat Magomed Ankalaev at UFC 313 on March 8, 2025?",
        "Resolves YES if Alex Pereira is declared the winner of his light heavyweight title fight against Magomed Ankalaev at UFC 313 in Las Vegas on March 8, 2025. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-08",
        0,
        "sports",
        """
10|K|preview|Pereira faces the contender he avoided|Ankalaev has not lost since 2018, and he finally gets his shot at the champion at the T-Mobile Arena on Saturday, March 8, 2025.|A preview of a fight still to come.
10|L|match-report|Ankalaev outpoints Pereira to take the belt|Magomed Ankalaev won a unanimous decision over Alex Pereira in Las Vegas on March 8, 2025, smothering the champion against the fence for five rounds.|Reports the March 8, 2025 fight as lost by Pereira.
6|K|betting-odds|UFC 313 main event|Pereira 11/10, Ankalaev 8/11. Bets void if the fight is not held by March 15, 2025. Draws are a losing bet unless backed.|Odds and rules for a future fight.
5|L|result-table|UFC 313: results|8 March 2025, Las Vegas. Ankalaev def. Pereira (unanimous decision). Gaethje def. Fiziev (UD).|Lists the March 8, 2025 results.
21|L|match-report|Pereira regains the title in 80 seconds|Alex Pereira stopped Magomed Ankalaev in the first round at UFC 320 on October 4, 2025, reversing the March 8 decision.|Reports a later fight of October 4, 2025 and the March result.
14|K|quote-report|Pereira: 'I know what he will do'|Pereira told reporters in São Paulo that his camp for Ankalaev began in January.|A fighter's statement, with only earlier events.
""",
    ),
    Q(
        "q6-inoue-doheny-2024",
        "Will Naoya Inoue beat TJ Doheny on September 3, 2024?",
        "Resolves YES if Naoya Inoue is declared the winner of his undisputed super bantamweight title fight against TJ Doheny at the Ariake Arena, Tokyo, on September 3, 2024. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-03",
        1,
        "sports",
        """
8|K|preview|Inoue's next: Doheny at the Ariake Arena|Naoya Inoue defends his four belts against the Irish-Australian TJ Doheny on Tuesday, September 3, 2024. Doheny is 37 and has lost only four times in his career.|A preview of a fight still to come.
2|L|match-report|Doheny retires injured as Inoue keeps his belts|TJ Doheny could not continue in the seventh round on September 3, 2024, after injuring his back, and Naoya Inoue retained the undisputed title by TKO.|Reports the September 3, 2024 fight as won.
5|K|betting-odds|Inoue v Doheny|Inoue 1/25, Doheny 12/1. Inoue by KO, TKO or DQ: 1/6. Round betting available. Settlement on the official result announced on September 3.|Odds for a future fight.
7|L|result-table|Ariake Arena, 3 September 2024: results|Naoya Inoue def. TJ Doheny, TKO round 7 (retired). Inoue remains undisputed super bantamweight champion.|Lists the September 3, 2024 result.
13|L|match-report|Inoue stops Kim in four|Inoue knocked out Ye Joon Kim in the fourth round in Tokyo on January 24, 2025, four months after Doheny retired injured against him.|Reports a later fight of January 24, 2025 and the Doheny result.
""",
    ),
    Q(
        "q6-onosato-yokozuna-2025",
        "Will Onosato be promoted to yokozuna by May 31, 2025?",
        "Resolves YES if the Japan Sumo Association formally promotes Onosato to yokozuna by May 31, 2025. Resolves NO otherwise.",
        "2025-05-10",
        "2025-05-31",
        1,
        "sports",
        """
9|K|preview|Onosato goes for a second straight title|Onosato won the Spring tournament in Osaka in a play-off on March 23, 2025. A second straight championship at the Summer tournament, from May 11 to 25, would put him on the doorstep of promotion.|An earlier title and a conditional about a future one.
4|L|match-report|Onosato wins May tournament, yokozuna promotion set|Ozeki Onosato finished the Summer tournament on May 25, 2025 as champion, his second title in a row, making promotion to sumo's top rank a formality.|Reports the May 25, 2025 title as won.
5|K|club-notice|Summer tournament: ticket notice|Tickets for all fifteen days of the Summer tournament at the Ryogoku Kokugikan, May 11 to 25, 2025, are sold out. Same-day tickets will not be sold.|Event information for a tournament still to come.
9|L|club-notice|Japan Sumo Association: promotion announcement|At its extraordinary board meeting on May 28, 2025, the Association approved the promotion of ozeki Onosato to yokozuna. The Yokozuna Deliberation Council had recommended it on May 26.|Reports the May 28, 2025 promotion and the May 26 recommendation.
1|L|result-table|Summer tournament 2025: makuuchi|Final day, 25 May 2025. Champion: Onosato (14-1), second straight title.|Lists the May 25, 2025 results.
12|K|analysis|What a yokozuna promotion needs|Custom asks for two straight championships, or an equivalent record, as ozeki. The council meets on the Monday after a tournament, and the Association's board decides on the Wednesday.|Criteria and a future procedure, no date or result.
""",
    ),
]
