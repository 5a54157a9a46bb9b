# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold46` part, read by `build_hold46.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part of encyclopedia and reference text: Wikipedia-style article leads and infoboxes,
season and tournament articles, "List of ..." pages, timelines, almanac entries, talk pages and
edit-history notes. A leak is such a page updated after the cutoff but carrying an earlier date;
a keep is the page as it stood before the event. See `build_hold46.py` and the part's README
section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS: list[dict] = []

# Batch 1: football league and cup seasons.
QUESTIONS += [
    Q(
        "p5-ligue1-2025-psg-clinch",
        "Will Paris Saint-Germain mathematically clinch the 2024-25 Ligue 1 title by April 13, 2025?",
        "Resolves YES if, by the end of matches played on April 13, 2025, Paris Saint-Germain can no longer be caught at the top of the 2024-25 Ligue 1 table. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-13",
        1,
        "sports",
        """
12|K|infobox|2024–25 Ligue 1|Season 2024–25. Dates: 16 August 2024 – 17 May 2025. Teams: 18. Champions: to be decided. Top scorer (so far): Ousmane Dembélé. Biggest home win, goals per match and attendance figures are updated after each matchday.|An infobox of a season in progress; its end date is only the scheduled end.
3|L|article-lead|2024–25 Ligue 1|The 2024–25 Ligue 1 was the top flight's 18-club season. Paris Saint-Germain won a fourth consecutive title, and their 13th in all, on 5 April 2025 with a 1–0 home win over Angers, six matches before the end.|The lead reports the April 5, 2025 clinch as done.
6|K|section-title-race|2024–25 Ligue 1 – Title race|Paris Saint-Germain went into the March international break with a lead of well over fifteen points. On the current schedule they could become champions in the first weekend of April 2025, when they host Angers, provided the second-placed side drops points.|A conditional about a possible clinch after the cutoff.
1|L|revision-note|2024–25 Ligue 1: Revision history|22:58, 5 April 2025 . . (+412) . . Matchday 28 results added; Paris Saint-Germain confirmed champions, (C) marker added to the table and lead updated.|The edit line records the April 5, 2025 title as done.
9|K|results-table|2024–25 Ligue 1 – Matchday 28|Fixture (scheduled): Paris Saint-Germain – Angers, Parc des Princes, Saturday 5 April 2025. Score column left blank; results are entered after full time by the football project's editors.|A fixture list with a blank score.
15|L|season-article|2024–25 Paris Saint-Germain FC season|League: winners, clinched on 5 April 2025. The club's unbeaten league run ended with a 3–1 home defeat to Nice on 19 April 2025, and on 31 May 2025 they won their first Champions League in Munich.|A season page reports the April and May 2025 events.
""",
    ),
    Q(
        "p5-laliga-2024-real-madrid",
        "Will Real Madrid mathematically clinch the 2023-24 La Liga title by May 12, 2024?",
        "Resolves YES if, by the end of matches played on May 12, 2024, Real Madrid are confirmed as 2023-24 La Liga champions. Resolves NO otherwise.",
        "2024-04-24",
        "2024-05-12",
        1,
        "sports",
        """
2|K|season-article|2023–24 Real Madrid CF season|Madrid went 11 points clear of Barcelona with a 3–2 win in El Clásico at the Santiago Bernabéu on 21 April 2024, Jude Bellingham scoring in stoppage time. With six rounds left the title could be sealed as early as the first weekend of May 2024.|The Clásico is before the cutoff; the clinch is only a projection.
8|L|article-lead|2023–24 La Liga|Real Madrid won the title, their 36th, on 4 May 2024: they beat Cádiz 3–0 in the afternoon and Barcelona's 4–2 defeat at Girona that evening settled it with four rounds to spare.|Reports the May 4, 2024 title as done.
14|K|list-page|List of Spanish football champions|The table runs to 2022–23, won by Barcelona for their 27th title. The 2023–24 row reads "season in progress" and will be completed after the last round, scheduled for 26 May 2024.|A list whose next row waits for a season ending after the cutoff.
5|L|infobox|2023–24 La Liga|Dates: 11 August 2023 – 26 May 2024. Champions: Real Madrid (36th title; confirmed 4 May 2024). Champions League: Real Madrid, Barcelona, Girona, Atlético Madrid. Relegated: Cádiz, Almería, Granada. Top scorer: Artem Dovbyk (24 goals).|A filled-in infobox reports the May 4, 2024 title and the final standings.
21|K|talk-page|Talk:2023–24 La Liga|Please don't mark Real Madrid as champions yet. By my count the earliest it is mathematically possible is matchday 34, the weekend of 4 May 2024, and only if Barcelona and Girona both drop points.|A talk-page note about when a clinch could first happen.
11|L|timeline|2024 in Spanish football|21 April 2024: Real Madrid beat Barcelona 3–2. 4 May 2024: Real Madrid confirmed as La Liga champions. 1 June 2024: Real Madrid beat Borussia Dortmund 2–0 at Wembley for a 15th European Cup.|A timeline reports the May 4 and June 1, 2024 events.
""",
    ),
    Q(
        "p5-dfb-pokal-2024-leverkusen",
        "Will Bayer Leverkusen win the 2024 DFB-Pokal final against 1. FC Kaiserslautern on May 25, 2024?",
        "Resolves YES if Bayer Leverkusen win the DFB-Pokal final played in Berlin on May 25, 2024, after extra time or penalties if needed. Resolves NO otherwise.",
        "2024-05-08",
        "2024-05-25",
        1,
        "sports",
        """
4|K|tournament-article|2023–24 DFB-Pokal|The final will be played on 25 May 2024 at the Olympiastadion in Berlin between Bayer Leverkusen, who beat Fortuna Düsseldorf 4–0 in their semi-final, and the second-division side 1. FC Kaiserslautern, who beat 1. FC Saarbrücken 2–0.|The final is scheduled; the semi-finals are before the cutoff.
2|L|article-lead|2024 DFB-Pokal final|The 2024 DFB-Pokal final was played in Berlin on 25 May 2024. Bayer Leverkusen beat 1. FC Kaiserslautern 1–0 with a long-range goal from Granit Xhaka, having played from shortly before half-time with ten men after Odilon Kossounou's second booking.|Reports the May 25, 2024 final as played.
10|K|infobox|2024 DFB-Pokal final|Event: 2023–24 DFB-Pokal. Date: 25 May 2024. Venue: Olympiastadion, Berlin. Referee: to be appointed by the DFB. Attendance: –.|A pre-match infobox with empty fields.
7|L|season-article|2023–24 Bayer 04 Leverkusen season|Leverkusen finished the Bundesliga unbeaten on 18 May 2024 with a 2–1 win over Augsburg. Four days later, on 22 May 2024, they lost the Europa League final 3–0 to Atalanta in Dublin, their only defeat of the season.|Reports the May 18 and May 22, 2024 matches.
18|K|almanac-entry|German football almanac: cup winners|Bayer Leverkusen's only DFB-Pokal win came in 1993; 1. FC Kaiserslautern last lifted the cup in 1996. This year's final pairs the two in Berlin on 25 May.|Past winners and a scheduled final.
1|L|revision-note|Bayer 04 Leverkusen: Revision history|22:41, 25 May 2024 . . (+96) . . Honours: DFB-Pokal count changed from 1 to 2 (1993, 2024); added "domestic double 2023–24" to lead.|The edit records the May 25, 2024 cup win.
""",
    ),
    Q(
        "p5-eredivisie-2024-feyenoord",
        "Will Feyenoord win the 2023-24 Eredivisie title?",
        "Resolves YES if Feyenoord finish first in the 2023-24 Eredivisie, whose final round is scheduled for May 19, 2024. Resolves NO otherwise.",
        "2024-04-18",
        "2024-05-19",
        0,
        "sports",
        """
6|K|season-article|2023–24 Eredivisie|PSV have led the table since the opening weeks and hold a double-digit lead over the defending champions Feyenoord with five rounds remaining. The final round is scheduled for 19 May 2024.|Standings before the cutoff and a scheduled final round.
3|L|article-lead|2023–24 Eredivisie|PSV won their 25th league title on 2 May 2024, beating Sparta Rotterdam 4–1 at the Philips Stadion. Feyenoord, the defending champions, finished second.|Reports the May 2, 2024 title.
12|K|talk-page|Talk:Feyenoord|Someone keeps adding "2024 KNVB Cup winners" to the honours list. The final against NEC is on 21 April 2024; please wait until it has been played.|A talk-page request about a final after the cutoff.
1|L|season-article|2023–24 Feyenoord season|Feyenoord won the KNVB Cup, beating NEC 1–0 in Rotterdam on 21 April 2024. On 20 May 2024 Liverpool announced that head coach Arne Slot would join them that summer.|Reports the April 21 and May 20, 2024 events.
20|K|list-page|List of Dutch football champions|Most recent entry: 2022–23, Feyenoord (16th title). The 2023–24 season is scheduled to end on 19 May 2024; the row will be added then.|A list waiting for a season that ends after the cutoff.
9|L|infobox|2023–24 Eredivisie|Champions: PSV (25th title, confirmed 2 May 2024). Runners-up: Feyenoord. Champions League: PSV, Feyenoord. Dates: 11 August 2023 – 19 May 2024.|A filled-in infobox reports the May 2, 2024 title.
""",
    ),
    Q(
        "p5-uwcl-2025-arsenal",
        "Will Arsenal win the 2025 UEFA Women's Champions League final against Barcelona on May 24, 2025?",
        "Resolves YES if Arsenal win the 2024-25 UEFA Women's Champions League final in Lisbon on May 24, 2025. Resolves NO otherwise.",
        "2025-05-06",
        "2025-05-24",
        1,
        "sports",
        """
5|K|tournament-article|2024–25 UEFA Women's Champions League|The final will be played at the Estádio José Alvalade in Lisbon on 24 May 2025 between the holders Barcelona, who beat Chelsea 8–2 on aggregate, and Arsenal, who overturned a first-leg defeat to beat Lyon 5–3 on aggregate.|The final is scheduled; the semi-finals are before the cutoff.
2|L|article-lead|2025 UEFA Women's Champions League final|The 2025 final was played in Lisbon on 24 May 2025. Arsenal beat Barcelona 1–0 with a second-half goal from substitute Stina Blackstenius, winning the competition for the first time since 2007.|Reports the May 24, 2025 final.
16|K|list-page|List of UEFA Women's Champions League finals|Arsenal's only European title came in 2007, when the competition was the UEFA Women's Cup. 2025 final: Lisbon, 24 May 2025; semi-finalists Arsenal, Barcelona, Chelsea and Lyon.|A list row for a final not yet played.
8|L|timeline|Timeline of Arsenal W.F.C.|2007: win the UEFA Women's Cup. 2019: league champions. 24 May 2025: European champions again after beating Barcelona in Lisbon.|A timeline reports the May 24, 2025 win.
1|K|season-article|2024–25 Arsenal W.F.C. season|Having reached the final with a 4–1 win in Lyon on 27 April 2025, Arsenal are due to face Barcelona in Lisbon on Saturday 24 May 2025, their first European final in 18 years.|A past semi-final before the cutoff and a scheduled final.
11|L|infobox|2025 UEFA Women's Champions League final|Date: 24 May 2025. Venue: Estádio José Alvalade, Lisbon. Result: Arsenal 1–0 Barcelona. Referee: assigned by UEFA.|A filled-in infobox reports the May 24, 2025 score.
""",
    ),
    Q(
        "p5-spfl-2024-celtic",
        "Will Celtic win the 2023-24 Scottish Premiership title?",
        "Resolves YES if Celtic finish first in the 2023-24 Scottish Premiership, whose final round is scheduled for May 19, 2024. Resolves NO otherwise.",
        "2024-04-25",
        "2024-05-19",
        1,
        "sports",
        """
7|K|season-article|2023–24 Scottish Premiership|After the split the top six play five more matches. Celtic and Rangers meet at Celtic Park on 11 May 2024 in the last Old Firm league game of the season, and the final round is on 19 May 2024.|Post-split fixtures after the cutoff, none reported.
3|L|article-lead|2023–24 Scottish Premiership|Celtic won a third title in a row, confirmed with a 5–0 win over Kilmarnock at Rugby Park on 15 May 2024. Rangers finished second.|Reports the May 15, 2024 title.
14|K|list-page|List of Scottish football champions|The most recent completed season listed is 2022–23, won by Celtic. The 2023–24 entry is marked as in progress.|A control with no date after the cutoff.
1|L|season-article|2023–24 Celtic F.C. season|Celtic completed the double on 25 May 2024, when Adam Idah's late goal beat Rangers 1–0 in the Scottish Cup final at Hampden Park.|Reports the May 25, 2024 cup final.
10|K|infobox|2023–24 Scottish Premiership|Dates: 5 August 2023 – 19 May 2024. Teams: 12. Champions: to be determined. Relegated: to be determined. Matches played: 198.|An infobox of a season still in progress.
5|L|revision-note|2023–24 Scottish Premiership: Revision history|21:17, 15 May 2024 . . (+58) . . added (C) to Celtic in the table after the Kilmarnock result; champions confirmed.|The edit records the May 15, 2024 title.
""",
    ),
    Q(
        "p5-brasileirao-2024-botafogo",
        "Will Botafogo win the 2024 Campeonato Brasileiro Série A?",
        "Resolves YES if Botafogo finish first in the 2024 Série A, whose final round is scheduled for December 8, 2024. Resolves NO otherwise.",
        "2024-11-18",
        "2024-12-08",
        1,
        "sports",
        """
6|K|season-article|2024 Campeonato Brasileiro Série A|With five rounds to play Botafogo and Palmeiras are separated by a handful of points, and the two meet in São Paulo in the 36th round. The last round is scheduled for 8 December 2024.|A title race and fixtures after the cutoff.
2|L|article-lead|2024 Campeonato Brasileiro Série A|Botafogo won the league for the first time since 1995, sealing it with a 2–1 home win over São Paulo on the final day, 8 December 2024, eight days after winning the Copa Libertadores.|Reports the December 8, 2024 title.
13|K|talk-page|Talk:2024 Campeonato Brasileiro Série A|Should the lead mention the Libertadores final on 30 November 2024? It squeezes Botafogo's schedule, but it is a different competition and belongs on the club's season page.|A talk-page note about a future final.
4|L|season-article|2024 Botafogo FR season|On 30 November 2024 in Buenos Aires, Botafogo beat Atlético Mineiro 3–1 in the Copa Libertadores final despite Gregore's red card in the first minute.|Reports the November 30, 2024 final.
20|K|infobox|2024 Campeonato Brasileiro Série A|Dates: 13 April – 8 December 2024. Teams: 20. Champions: –. Relegated: –. Top scorer: updated weekly.|An infobox of a season in progress.
1|L|list-page|List of Brazilian football champions|2022: Palmeiras. 2023: Palmeiras. 2024: Botafogo (title confirmed on 8 December 2024).|A list row reports the December 8, 2024 title.
""",
    ),
    Q(
        "p5-j1-2024-vissel-kobe",
        "Will Vissel Kobe win the 2024 J1 League title?",
        "Resolves YES if Vissel Kobe finish first in the 2024 J1 League, whose final round is scheduled for December 8, 2024. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-08",
        1,
        "sports",
        """
3|K|season-article|2024 J1 League|With two rounds left Vissel Kobe lead Sanfrecce Hiroshima, and a win at home to Shonan Bellmare in the final round on 8 December 2024 would retain the title regardless of other results.|A conditional about the final round after the cutoff.
1|L|article-lead|2024 J1 League|Vissel Kobe retained the J1 title on 8 December 2024 with a 3–0 win over Shonan Bellmare; Sanfrecce Hiroshima were runners-up for the second time in three years.|Reports the December 8, 2024 title.
9|K|tournament-article|2024 Emperor's Cup|The final between Vissel Kobe and Gamba Osaka will be played at the National Stadium in Tokyo on 23 November 2024.|A scheduled final.
5|L|season-article|2024 Vissel Kobe season|Kobe beat Gamba Osaka 1–0 in the Emperor's Cup final on 23 November 2024 and two weeks later completed a league and cup double.|Reports the November 23, 2024 final and the later double.
18|K|list-page|List of Japanese football champions|2022: Yokohama F. Marinos. 2023: Vissel Kobe (first title). 2024: season in progress; last matchday 8 December 2024.|A list row waiting for the final matchday.
7|L|infobox|2024 J1 League|Dates: 23 February – 8 December 2024. Champions: Vissel Kobe (2nd title, clinched on the final day). Runners-up: Sanfrecce Hiroshima. Relegated: Júbilo Iwata, Sagan Tosu, Hokkaido Consadole Sapporo.|A filled-in infobox reports the final standings of a season ended December 8, 2024.
""",
    ),
]

# Batch 2: international football, tennis, chess, skating, snooker, horse racing.
QUESTIONS += [
    Q(
        "p5-gold-cup-2023-mexico",
        "Will Mexico win the 2023 CONCACAF Gold Cup?",
        "Resolves YES if Mexico win the 2023 CONCACAF Gold Cup final, scheduled for July 16, 2023 at SoFi Stadium. Resolves NO otherwise.",
        "2023-06-26",
        "2023-07-16",
        1,
        "sports",
        """
8|K|tournament-article|2023 CONCACAF Gold Cup|The 17th Gold Cup is being played in the United States and Canada from 16 June to 16 July 2023, with the final at SoFi Stadium in Inglewood, California. Mexico are in Group B.|A tournament page with a scheduled final.
3|L|article-lead|2023 CONCACAF Gold Cup|Mexico won a record ninth title, beating Panama 1–0 in the final on 16 July 2023 with a goal from Santiago Giménez two minutes from the end of normal time.|Reports the July 16, 2023 final.
15|K|list-page|List of CONCACAF Gold Cup finals|2019: Mexico 1–0 United States, Chicago. 2021: United States 1–0 Mexico (after extra time), Las Vegas.|A control with only earlier finals.
1|L|infobox|2023 CONCACAF Gold Cup|Dates: 16 June – 16 July 2023. Champions: Mexico (9th title). Runners-up: Panama. Final: 16 July 2023, SoFi Stadium, Inglewood.|A filled-in infobox reports the champions of the July 16, 2023 final.
6|K|section-knockout|2023 CONCACAF Gold Cup – Knockout stage|The quarter-finals are scheduled for 8–9 July 2023 and the semi-finals for 12 July 2023. Bracket slots will be filled once the group stage ends on 4 July.|A bracket with scheduled rounds only.
10|L|timeline|2023 in Mexican football|12 July 2023: Mexico beat Jamaica 3–0 in the Gold Cup semi-final. 16 July 2023: Mexico beat Panama 1–0 to win the Gold Cup under interim coach Jaime Lozano.|A timeline reports the July 12 and 16, 2023 matches.
""",
    ),
    Q(
        "p5-wta-finals-2024-gauff",
        "Will Coco Gauff win the singles title at the 2024 WTA Finals in Riyadh?",
        "Resolves YES if Coco Gauff wins the singles final of the 2024 WTA Finals, held November 2-9, 2024 in Riyadh. Resolves NO otherwise.",
        "2024-10-22",
        "2024-11-09",
        1,
        "sports",
        """
5|K|tournament-article|2024 WTA Finals|The 2024 WTA Finals will be held in Riyadh, Saudi Arabia, from 2 to 9 November 2024, the first time the season finale is staged in the city. Coco Gauff qualified after her title at the China Open.|A scheduled event and an earlier title.
2|L|article-lead|2024 WTA Finals – Singles|Coco Gauff won the title, beating Zheng Qinwen 3–6, 6–4, 7–6 in the final on 9 November 2024, after defeating world No. 1 Aryna Sabalenka in the semi-finals.|Reports the November 9, 2024 final.
12|K|list-page|List of WTA Finals champions|2022: Caroline Garcia (Fort Worth). 2023: Iga Świątek (Cancún). 2024: Riyadh, 2–9 November 2024.|A list row for an event not yet played.
7|L|player-article|Coco Gauff|In November 2024 she won the WTA Finals in Riyadh, and the $4.8 million she collected was the largest single payout in the history of women's tennis.|Reports the November 2024 title.
20|K|section-qualifying|2024 WTA Finals – Qualification|Race standings as of 2 October 2024: Sabalenka and Świątek have qualified; Gauff, Paolini, Rybakina, Pegula and Zheng are among those still chasing the remaining places.|A control with only earlier standings.
9|L|almanac-entry|2024 in tennis|9 November 2024: Coco Gauff wins the WTA Finals in Riyadh. 24 November 2024: Italy retain the Davis Cup in Málaga.|An almanac reports two November 2024 events.
""",
    ),
    Q(
        "p5-bjk-cup-2024-italy",
        "Will Italy win the 2024 Billie Jean King Cup?",
        "Resolves YES if Italy win the 2024 Billie Jean King Cup Finals in Málaga, held November 13-20, 2024. Resolves NO otherwise.",
        "2024-10-30",
        "2024-11-20",
        1,
        "sports",
        """
10|K|tournament-article|2024 Billie Jean King Cup Finals|Twelve nations will contest the Finals at the Palacio de Deportes José María Martín Carpena in Málaga from 13 to 20 November 2024. Italy, beaten finalists in 2023, are among the seeded teams.|A scheduled event.
4|L|article-lead|2024 Billie Jean King Cup|Italy won their fifth title, beating Slovakia 2–0 in the final in Málaga on 20 November 2024; Jasmine Paolini sealed it against Rebecca Šramková.|Reports the November 20, 2024 final.
18|K|talk-page|Talk:2024 Billie Jean King Cup|Is the final really on 20 November? The ITF says Finals week runs 13–20 November 2024, with the Davis Cup Finals at the same venue starting on the 19th.|A talk-page question about scheduled dates.
1|L|revision-note|Italy Billie Jean King Cup team: Revision history|23:10, 20 November 2024 . . (+201) . . Titles 4 → 5; added 2024 (Málaga) to the list of championships and updated the lead.|The edit records the November 20, 2024 title.
7|K|list-page|List of Billie Jean King Cup finals|2023: Canada 2–0 Italy, Seville. 2024: scheduled for 20 November 2024, Málaga.|A list row for a final not yet played.
""",
    ),
    Q(
        "p5-chess-olympiad-2024-india",
        "Will India win the open section of the 45th Chess Olympiad in Budapest?",
        "Resolves YES if India finish first in the open section of the 45th Chess Olympiad, whose final round is on September 22, 2024. Resolves NO otherwise.",
        "2024-09-03",
        "2024-09-22",
        1,
        "sports",
        """
10|K|tournament-article|45th Chess Olympiad|The 45th Chess Olympiad will be held in Budapest, Hungary, in September 2024, with eleven rounds in each of the open and women's sections. India are seeded second in the open event behind the United States.|A scheduled event and seedings.
3|L|article-lead|45th Chess Olympiad|India won both the open and the women's sections for the first time. The open team finished with 21 of 22 match points after beating Slovenia in the last round on 22 September 2024.|Reports the September 22, 2024 result.
15|K|team-article|India at the Chess Olympiad|India's best over-the-board results in the open section were bronze medals in 2014 and 2022; they shared the online Olympiad title with Russia in 2020.|A control with only earlier results.
1|K|section-schedule|45th Chess Olympiad – Schedule|Round 1: 11 September 2024. Rest day: 16 September. Round 11: 22 September 2024, followed by the closing ceremony that evening.|A schedule of rounds.
6|L|player-article|Gukesh Dommaraju|At the Budapest Olympiad in September 2024 he scored 9/10 on top board as India took team gold, and in December 2024 he beat Ding Liren to become world champion.|Reports the September and December 2024 events.
20|L|list-page|List of Chess Olympiad winners|2022, Chennai: Uzbekistan (open), Ukraine (women). 2024, Budapest: India (open), India (women); final round 22 September 2024.|A list row reports the 2024 winners.
""",
    ),
    Q(
        "p5-malinin-worlds-2024",
        "Will Ilia Malinin win the men's title at the 2024 World Figure Skating Championships?",
        "Resolves YES if Ilia Malinin wins the men's singles gold medal at the 2024 World Figure Skating Championships in Montreal, with the free skate on March 23, 2024. Resolves NO otherwise.",
        "2024-03-04",
        "2024-03-23",
        1,
        "sports",
        """
9|K|event-article|2024 World Figure Skating Championships|The championships will be held at the Bell Centre in Montreal, Canada, from 18 to 24 March 2024. The men's free skate is scheduled for Saturday 23 March.|A scheduled event.
2|L|article-lead|2024 World Figure Skating Championships – Men's singles|Ilia Malinin of the United States won his first world title on 23 March 2024 with a free skate containing six quadruple jumps, ahead of Yuma Kagiyama and Adam Siao Him Fa.|Reports the March 23, 2024 result.
16|K|skater-article|Ilia Malinin|He won the Four Continents title in Shanghai in February 2024 and was named to the U.S. team for the World Championships in March 2024.|An earlier title and a selection for an event after the cutoff.
5|L|results-table|2024 World Championships – Men – Final standings|1. Ilia Malinin (USA) 333.76. 2. Yuma Kagiyama (JPN). 3. Adam Siao Him Fa (FRA). Free skate held on 23 March 2024.|A results table reports the March 23, 2024 final standings.
25|K|list-page|List of world figure skating champions (men)|2021: Nathan Chen. 2022: Shoma Uno. 2023: Shoma Uno.|A control with only earlier champions.
12|K|talk-page|Talk:Ilia Malinin|Please stop adding "first quad axel at Worlds". He first landed it in competition in 2022; whether he tries it in Montreal on 23 March is speculation.|A talk-page note about a future event.
""",
    ),
    Q(
        "p5-snooker-2024-osullivan",
        "Will Ronnie O'Sullivan win the 2024 World Snooker Championship?",
        "Resolves YES if Ronnie O'Sullivan wins the 2024 World Snooker Championship at the Crucible, whose final is scheduled for May 5-6, 2024. Resolves NO otherwise.",
        "2024-04-10",
        "2024-05-06",
        0,
        "sports",
        """
12|K|tournament-article|2024 World Snooker Championship|The championship will take place at the Crucible Theatre in Sheffield from 20 April to 6 May 2024. Luca Brecel is the defending champion; Ronnie O'Sullivan, seeking a record eighth title, is the top seed.|A scheduled event.
4|L|article-lead|2024 World Snooker Championship|Kyren Wilson won his first world title, beating the qualifier Jak Jones 18–14 in the final on 6 May 2024. O'Sullivan lost 13–10 to Stuart Bingham in the quarter-finals.|Reports the May 6, 2024 final.
1|L|player-article|Ronnie O'Sullivan|His bid for an eighth world title ended at the start of May 2024, when Stuart Bingham beat him 13–10 in the Crucible quarter-finals.|Reports the May 2024 defeat.
20|K|list-page|List of world snooker champions|In the modern era Ronnie O'Sullivan and Stephen Hendry share the record of seven titles. 2022: O'Sullivan. 2023: Luca Brecel.|A control with only earlier champions.
8|K|section-draw|2024 World Snooker Championship – Draw|The first-round draw is expected to be made on 15 April 2024 once qualifying ends, with the 16 seeds drawn against 16 qualifiers. The final is best of 35 frames over 5–6 May 2024.|A draw and final still to come.
15|L|almanac-entry|2024 in snooker|6 May 2024: Kyren Wilson beats Jak Jones 18–14 to win the World Championship.|An almanac line reports the May 6, 2024 final.
""",
    ),
    Q(
        "p5-preakness-2024-mystik-dan",
        "Will Mystik Dan win the 2024 Preakness Stakes?",
        "Resolves YES if Mystik Dan wins the 149th Preakness Stakes at Pimlico on May 18, 2024. Resolves NO otherwise.",
        "2024-05-07",
        "2024-05-18",
        0,
        "sports",
        """
2|K|race-article|2024 Preakness Stakes|The 149th Preakness Stakes will be run at Pimlico Race Course in Baltimore on 18 May 2024. Kentucky Derby winner Mystik Dan is expected to start; several other Derby runners are being pointed to the Belmont instead.|A scheduled race.
1|L|article-lead|2024 Preakness Stakes|Seize the Grey, trained by D. Wayne Lukas and ridden by Jaime Torres, led all the way on a sloppy track to win on 18 May 2024, with Mystik Dan second.|Reports the May 18, 2024 race.
5|K|horse-article|Mystik Dan|Mystik Dan won the 150th Kentucky Derby on 4 May 2024 by a nose in a three-way photo finish with Sierra Leone and Forever Young. His trainer said the Preakness was next.|A control: the Derby is before the cutoff and no later date is given.
9|L|list-page|List of Preakness Stakes winners|2023: National Treasure. 2024: Seize the Grey (18 May 2024), trainer D. Wayne Lukas, his seventh win in the race.|A list row reports the May 18, 2024 winner.
14|K|almanac-entry|Triple Crown of Thoroughbred Racing – 2024 schedule|Kentucky Derby: 4 May 2024. Preakness Stakes: 18 May 2024. Belmont Stakes: 8 June 2024, at Saratoga while Belmont Park is rebuilt.|A schedule of races.
3|L|horse-article|Seize the Grey|He won the Preakness on 18 May 2024, giving 88-year-old D. Wayne Lukas his first Triple Crown race since Oxbow in 2013.|Reports the May 18, 2024 win.
""",
    ),
    Q(
        "p5-bc-classic-2024-fierceness",
        "Will Fierceness win the 2024 Breeders' Cup Classic?",
        "Resolves YES if Fierceness wins the Breeders' Cup Classic at Del Mar on November 2, 2024. Resolves NO otherwise.",
        "2024-10-14",
        "2024-11-02",
        0,
        "sports",
        """
6|K|race-article|2024 Breeders' Cup Classic|The 41st Classic will be run at Del Mar on 2 November 2024 over a mile and a quarter. Fierceness, winner of the Jim Dandy and the Travers, is the likely favourite; Sierra Leone and Forever Young are possible rivals.|A scheduled race.
3|L|article-lead|2024 Breeders' Cup Classic|Sierra Leone, trained by Chad Brown and ridden by Flavien Prat, won the Classic on 2 November 2024, holding off Fierceness in a driving finish, with Japan's Forever Young third.|Reports the November 2, 2024 race.
18|K|list-page|List of Breeders' Cup Classic winners|2021: Knicks Go. 2022: Flightline. 2023: White Abarrio.|A control with only earlier winners.
1|L|horse-article|Fierceness|He finished second to Sierra Leone in the Breeders' Cup Classic at Del Mar in November 2024.|Reports the November 2024 race.
10|K|almanac-entry|2024 in American horse racing – Upcoming|Breeders' Cup World Championships: 1–2 November 2024, Del Mar, California. Eclipse Awards: January 2025.|A list of upcoming events.
8|L|revision-note|Sierra Leone (horse): Revision history|01:12, 3 November 2024 . . (+530) . . added Breeders' Cup Classic win to the lead and race record; infobox wins 4 → 5.|The edit records the Classic win the day after.
""",
    ),
]

# Batch 3: racing, rowing, sailing, rugby and golf.
QUESTIONS += [
    Q(
        "p5-arc-2024-british-trained",
        "Will a British-trained horse win the 2024 Prix de l'Arc de Triomphe?",
        "Resolves YES if the winner of the Prix de l'Arc de Triomphe at ParisLongchamp on October 6, 2024 is trained in Great Britain. Resolves NO otherwise.",
        "2024-09-16",
        "2024-10-06",
        1,
        "sports",
        """
7|K|race-article|2024 Prix de l'Arc de Triomphe|The 103rd Arc will be run at ParisLongchamp on Sunday 6 October 2024. Leading entries include Ralph Beckett's filly Bluestocking, the French-trained Aventure and Aidan O'Brien's Los Angeles.|A scheduled race and its entries.
2|L|article-lead|2024 Prix de l'Arc de Triomphe|Bluestocking, trained in Britain by Ralph Beckett and ridden by Rossa Ryan, won on soft ground on 6 October 2024, ahead of Aventure and Los Angeles.|Reports the October 6, 2024 race.
20|K|list-page|List of Prix de l'Arc de Triomphe winners|2022: Alpinista, trained in Britain by Sir Mark Prescott. 2023: Ace Impact, trained in France by Jean-Claude Rouget.|A control with only earlier winners.
10|K|horse-article|Bluestocking (horse)|The four-year-old filly won at Group 1 level in Ireland in the summer of 2024, and her connections have named the Arc on 6 October as her main autumn target.|A past season and a stated target after the cutoff.
1|L|revision-note|Ralph Beckett: Revision history|18:40, 6 October 2024 . . (+144) . . added the Arc to major wins (Bluestocking, 2024); first British-trained winner since Alpinista.|The edit records the October 6, 2024 win.
5|L|almanac-entry|2024 in British horse racing|6 October 2024: Bluestocking wins the Prix de l'Arc de Triomphe at ParisLongchamp for trainer Ralph Beckett.|An almanac line reports the October 6, 2024 race.
""",
    ),
    Q(
        "p5-boat-race-2024-cambridge",
        "Will Cambridge win the men's Boat Race on March 30, 2024?",
        "Resolves YES if Cambridge win the 169th men's Boat Race on the Thames on March 30, 2024. Resolves NO otherwise.",
        "2024-03-11",
        "2024-03-30",
        1,
        "sports",
        """
8|K|event-article|The Boat Race 2024|The 169th men's race and the 78th women's race will take place on the Championship Course on the Thames on Saturday 30 March 2024. Cambridge won both races in 2023.|A scheduled event and an earlier result.
3|L|article-lead|The Boat Race 2024|Cambridge won both races on 30 March 2024. Oxford's crew later said several rowers had been unwell, and both clubs renewed complaints about sewage in the river.|Reports the March 30, 2024 races.
16|K|list-page|List of The Boat Race results|2022: Oxford (men), Cambridge (women). 2023: Cambridge (men), Cambridge (women).|A control with only earlier results.
1|L|infobox|The Boat Race 2024|Date: 30 March 2024. Winner (men): Cambridge. Winner (women): Cambridge. Course: Putney to Mortlake, 4.2 miles.|A filled-in infobox reports the March 30, 2024 winners.
12|K|section-crews|The Boat Race 2024 – Crews|Crews are to be named at the crew announcement in early March. The race is scheduled for the afternoon of 30 March 2024 on the incoming tide.|A race day still to come.
5|L|timeline|2024 in rowing|30 March 2024: Cambridge win both Boat Races on the Thames.|A timeline reports the March 30, 2024 races.
""",
    ),
    Q(
        "p5-americas-cup-2024-etnz",
        "Will Emirates Team New Zealand win the 37th America's Cup match in Barcelona?",
        "Resolves YES if Emirates Team New Zealand, the defender, wins the 37th America's Cup match, sailed off Barcelona from October 12, 2024 (first to seven points). Resolves NO otherwise.",
        "2024-09-24",
        "2024-10-19",
        1,
        "sports",
        """
6|K|event-article|37th America's Cup|The match between the defender Emirates Team New Zealand and the winner of the Louis Vuitton Cup will be sailed off Barcelona from 12 October 2024, first to seven points. The challenger final between INEOS Britannia and Luna Rossa begins on 26 September.|Scheduled races.
2|L|article-lead|37th America's Cup|Emirates Team New Zealand retained the Cup for the third time running, beating INEOS Britannia 7–2, the deciding race sailed on 19 October 2024.|Reports the October 19, 2024 result.
14|K|list-page|List of America's Cup winners|2013, San Francisco: Oracle Team USA. 2017, Bermuda: Emirates Team New Zealand. 2021, Auckland: Emirates Team New Zealand.|A control with only earlier winners.
9|L|tournament-article|2024 Louis Vuitton Cup|INEOS Britannia won the challenger final 7–4 against Luna Rossa on 4 October 2024, the first British team to reach the match since 1964.|Reports the October 4, 2024 result.
1|K|section-schedule|37th America's Cup – Match schedule|Two races a day are scheduled from 12 October 2024, with reserve days; if every race is needed, the match could run to 21 October 2024.|A schedule with reserve days.
4|L|team-article|Emirates Team New Zealand|New Zealand have won the Cup in 1995, 2000, 2017 and 2021 and, off Barcelona in October 2024, a fifth time, beating INEOS Britannia 7–2.|Reports the October 2024 win.
""",
    ),
    Q(
        "p5-epsom-derby-2025-obrien",
        "Will a horse trained by Aidan O'Brien win the 2025 Derby at Epsom?",
        "Resolves YES if the winner of the Derby at Epsom Downs on June 7, 2025 is trained by Aidan O'Brien. Resolves NO otherwise.",
        "2025-05-16",
        "2025-06-07",
        1,
        "sports",
        """
9|K|race-article|2025 Epsom Derby|The 246th Derby will be run at Epsom Downs on Saturday 7 June 2025. Aidan O'Brien, the most successful trainer in the race's history with ten wins, is expected to run several.|A scheduled race.
3|L|article-lead|2025 Epsom Derby|Lambourn, ridden by Wayne Lordan, made most of the running to win the Derby on 7 June 2025, giving Aidan O'Brien an 11th winner of the race.|Reports the June 7, 2025 race.
22|K|list-page|List of Epsom Derby winners|2023: Auguste Rodin (Aidan O'Brien). 2024: City of Troy (Aidan O'Brien).|A control with only earlier winners.
1|L|trainer-article|Aidan O'Brien|He has trained a record 11 Derby winners, the latest Lambourn in June 2025.|Reports the June 2025 win.
6|K|section-entries|2025 Epsom Derby – Entries|The field will be confirmed at the final declaration stage on 5 June 2025, two days before the race. Ballydoyle has several horses still entered.|Declarations after the cutoff.
12|L|almanac-entry|2025 in British horse racing|7 June 2025: Lambourn wins the Derby at Epsom; Wayne Lordan takes the race for the first time.|An almanac line reports the June 7, 2025 race.
""",
    ),
    Q(
        "p5-super-league-gf-2024-wigan",
        "Will Wigan Warriors win the 2024 Super League Grand Final?",
        "Resolves YES if Wigan Warriors win the Super League Grand Final at Old Trafford on October 12, 2024. Resolves NO otherwise.",
        "2024-09-19",
        "2024-10-12",
        1,
        "sports",
        """
5|K|season-article|2024 Super League season|Wigan Warriors and Hull KR go into the final round level on points at the top, and the League Leaders' Shield will be decided on points difference if both win.|A title race before its last round; no outcome.
2|L|article-lead|2024 Super League Grand Final|Wigan Warriors beat Hull KR 9–2 at Old Trafford on 12 October 2024 in a low-scoring final, completing a clean sweep of the four trophies open to them that year.|Reports the October 12, 2024 final.
17|K|list-page|List of Super League Grand Finals|2022: St Helens 24–12 Leeds Rhinos. 2023: Wigan Warriors 10–2 Catalans Dragons.|A control with only earlier finals.
1|L|season-article|2024 Wigan Warriors season|Honours: World Club Challenge (February), Challenge Cup (June), League Leaders' Shield, and the Super League title won on 12 October 2024, the first side to win all four in one season.|Reports the October 12, 2024 title.
9|K|section-playoffs|2024 Super League – Play-offs|Eliminators: 27–28 September 2024. Semi-finals: 4–5 October. Grand Final: Old Trafford, 12 October 2024. The top two have a bye to the semi-finals.|A play-off schedule.
11|K|talk-page|Talk:2024 Super League season|If Hull KR get through, the Grand Final on 12 October would be their first in the Super League era. Can we hold off adding that to their article until it actually happens?|A talk-page conditional.
""",
    ),
    Q(
        "p5-prem-rugby-2024-northampton",
        "Will Northampton Saints win the 2023-24 Premiership Rugby final?",
        "Resolves YES if Northampton Saints win the Premiership Rugby final at Twickenham on June 8, 2024. Resolves NO otherwise.",
        "2024-05-18",
        "2024-06-08",
        1,
        "sports",
        """
4|K|season-article|2023–24 Premiership Rugby|The play-off semi-finals are on the weekend of 1 June 2024 and the final is at Twickenham on 8 June 2024. Northampton Saints lead the table going into the last regular round.|A play-off schedule and standings before the cutoff.
1|L|article-lead|2024 Premiership Rugby final|Northampton Saints beat Bath 25–21 at Twickenham on 8 June 2024 for their second Premiership title, Bath having played almost the whole match a man down after Beno Obano's early red card.|Reports the June 8, 2024 final.
15|K|list-page|List of English rugby union champions|2022: Leicester Tigers. 2023: Saracens.|A control with only earlier champions.
6|L|season-article|2023–24 Northampton Saints season|Semi-final, 1 June 2024: Northampton 24–20 Saracens at Franklin's Gardens. Final, 8 June 2024: Northampton 25–21 Bath.|Reports the June 1 and June 8, 2024 matches.
10|K|infobox|2024 Premiership Rugby final|Date: 8 June 2024. Venue: Twickenham Stadium, London. Teams: to be decided by the semi-finals. Referee: to be confirmed.|A pre-match infobox.
3|L|almanac-entry|2024 in English rugby union|8 June 2024: Northampton beat Bath in the Premiership final. 6 July 2024: England lose 16–15 to New Zealand in Dunedin.|An almanac reports the June 8 and July 6, 2024 matches.
""",
    ),
    Q(
        "p5-super-rugby-2024-blues",
        "Will the Blues win the 2024 Super Rugby Pacific final?",
        "Resolves YES if the Blues win the 2024 Super Rugby Pacific final, scheduled for June 22, 2024. Resolves NO otherwise.",
        "2024-06-03",
        "2024-06-22",
        1,
        "sports",
        """
6|K|season-article|2024 Super Rugby Pacific season|The quarter-finals are on 7–8 June 2024, the semi-finals on 14–15 June and the final on 22 June 2024, hosted by the highest-ranked team left.|A play-off schedule.
2|L|article-lead|2024 Super Rugby Pacific final|The Blues beat the Chiefs 41–10 at Eden Park on 22 June 2024 for their first title since 2003.|Reports the June 22, 2024 final.
19|K|list-page|List of Super Rugby champions|2021: Crusaders. 2022: Crusaders. 2023: Crusaders.|A control with only earlier champions.
1|K|team-article|Blues (Super Rugby)|The Blues last won the competition in 2003 and lost the 2022 final to the Crusaders. They go into this year's play-offs as one of the favourites.|A control: past finals and no later date.
8|L|timeline|2024 in New Zealand rugby|22 June 2024: the Blues win Super Rugby Pacific, beating the Chiefs 41–10. 6 July 2024: the All Blacks beat England 16–15 in Dunedin in Scott Robertson's first Test as coach.|A timeline reports the June 22 and July 6, 2024 matches.
""",
    ),
    Q(
        "p5-fedex-2023-scheffler",
        "Will Scottie Scheffler win the 2023 FedEx Cup?",
        "Resolves YES if Scottie Scheffler wins the 2023 FedEx Cup, decided at the Tour Championship at East Lake on August 24-27, 2023. Resolves NO otherwise.",
        "2023-08-08",
        "2023-08-27",
        0,
        "sports",
        """
5|K|season-article|2023 FedEx Cup Playoffs|The playoffs open with the FedEx St. Jude Championship in Memphis on 10–13 August 2023, followed by the BMW Championship at Olympia Fields and the Tour Championship at East Lake on 24–27 August. Scottie Scheffler starts as the points leader.|A playoff schedule.
3|L|article-lead|2023 Tour Championship|Viktor Hovland won the Tour Championship and the FedEx Cup on 27 August 2023, a week after taking the BMW Championship with a closing 61. Scheffler, who started at 10 under par under the staggered format, finished well back.|Reports the August 27, 2023 result.
18|K|list-page|List of FedEx Cup champions|2021: Patrick Cantlay. 2022: Rory McIlroy.|A control with only earlier champions.
1|L|results-table|2023 FedEx Cup Playoffs – Results|FedEx St. Jude Championship (13 August 2023): Lucas Glover. BMW Championship (20 August 2023): Viktor Hovland. Tour Championship (27 August 2023): Viktor Hovland.|A results table reports the August 2023 events.
10|K|player-article|Scottie Scheffler|He won the Players Championship in March 2023 and leads the FedEx Cup standings into the playoffs, which begin on 10 August 2023.|An earlier win and a scheduled start.
7|L|player-article|Viktor Hovland|In August 2023 he won the BMW Championship and the Tour Championship in consecutive weeks to take the FedEx Cup and its $18 million bonus.|Reports the August 2023 wins.
""",
    ),
]

# Batch 4: prizes, a pageant, the IOC and two Australian elections.
QUESTIONS += [
    Q(
        "p5-nobel-econ-2023-single",
        "Will the 2023 Nobel Memorial Prize in Economic Sciences be awarded to a single laureate?",
        "Resolves YES if the prize announced on October 9, 2023 goes to one person only. Resolves NO if it is shared.",
        "2023-09-14",
        "2023-10-09",
        1,
        "awards",
        """
10|K|award-article|2023 Nobel Memorial Prize in Economic Sciences|The laureate or laureates will be announced by the Royal Swedish Academy of Sciences in Stockholm on Monday 9 October 2023, the last of the year's Nobel announcements.|A scheduled announcement.
2|L|article-lead|2023 Nobel Memorial Prize in Economic Sciences|The prize was awarded on 9 October 2023 to Claudia Goldin for her research on women's pay and participation in the labour market. She was the sole laureate and the third woman to receive it.|Reports the October 9, 2023 award.
20|K|list-page|List of Nobel Memorial Prize laureates in Economic Sciences|2021: David Card; Joshua Angrist and Guido Imbens. 2022: Ben Bernanke, Douglas Diamond and Philip Dybvig.|A control with only earlier laureates.
5|L|person-article|Claudia Goldin|On 9 October 2023 she became the first woman to win the economics prize unshared.|Reports the October 9, 2023 award.
1|K|section-announcements|Nobel Prize – 2023 announcements|Physiology or Medicine: 2 October 2023. Physics: 3 October. Chemistry: 4 October. Literature: 5 October. Peace: 6 October. Economic Sciences: 9 October 2023.|A calendar of announcements.
7|L|almanac-entry|2023 in economics|9 October 2023: Claudia Goldin is awarded the Nobel Memorial Prize. 1 November 2023: the Federal Reserve holds its policy rate at 5.25–5.50%.|An almanac reports the October 9 and November 1, 2023 events.
""",
    ),
    Q(
        "p5-nobel-medicine-2024-microrna",
        "Will the 2024 Nobel Prize in Physiology or Medicine be awarded for the discovery of microRNA?",
        "Resolves YES if the prize announced on October 7, 2024 cites the discovery of microRNA or its role in gene regulation. Resolves NO otherwise.",
        "2024-09-12",
        "2024-10-07",
        1,
        "awards",
        """
8|K|award-article|2024 Nobel Prize in Physiology or Medicine|The Nobel Assembly at Karolinska Institutet will announce the 2024 prize on Monday 7 October 2024.|A scheduled announcement.
3|L|article-lead|2024 Nobel Prize in Physiology or Medicine|The prize was awarded on 7 October 2024 to Victor Ambros and Gary Ruvkun for the discovery of microRNA and its role in regulating genes after transcription.|Reports the October 7, 2024 award.
22|K|list-page|List of Nobel laureates in Physiology or Medicine|2022: Svante Pääbo. 2023: Katalin Karikó and Drew Weissman.|A control with only earlier laureates.
12|K|topic-article|MicroRNA|The first microRNA, lin-4, was described in 1993 by the laboratories of Victor Ambros and Gary Ruvkun, working on the nematode C. elegans. The discovery has often been tipped for a Nobel Prize.|A control: history and speculation with no later date.
1|L|person-article|Gary Ruvkun|He shared the Nobel Prize in Physiology or Medicine with Victor Ambros, the award being announced in Stockholm in October 2024.|Reports the October 2024 award.
6|L|revision-note|Victor Ambros: Revision history|11:52, 7 October 2024 . . (+318) . . Nobel Prize added to awards and lead; page semi-protected after vandalism.|The edit records the October 7, 2024 award.
""",
    ),
    Q(
        "p5-turing-2024-rl",
        "Will the 2024 ACM A.M. Turing Award be given for work on reinforcement learning?",
        "Resolves YES if the ACM's announcement of the 2024 Turing Award, expected in early March 2025, cites the recipients for reinforcement learning. Resolves NO otherwise.",
        "2025-02-08",
        "2025-03-05",
        1,
        "awards",
        """
9|K|award-article|Turing Award|The award for 2024 is expected to be announced by the ACM in the spring of 2025; it carries a prize of $1 million. The 2023 award went to Avi Wigderson.|An expected announcement and an earlier award.
2|L|article-lead|2024 Turing Award|On 5 March 2025 the ACM named Andrew Barto and Richard Sutton as the recipients of the 2024 Turing Award for developing the conceptual and algorithmic foundations of reinforcement learning.|Reports the March 5, 2025 announcement.
20|K|list-page|List of Turing Award laureates|2021: Jack Dongarra. 2022: Bob Metcalfe. 2023: Avi Wigderson.|A control with only earlier laureates.
5|L|person-article|Richard S. Sutton|In March 2025 he and his former doctoral adviser Andrew Barto received the Turing Award.|Reports the March 2025 award.
12|K|topic-article|Reinforcement learning|Sutton and Barto's textbook Reinforcement Learning: An Introduction (1998; second edition 2018) remains the field's standard reference.|A control with no later date.
1|L|timeline|Timeline of machine learning|2016: AlphaGo beats Lee Sedol. 2024: the Nobel Prize in Physics goes to John Hopfield and Geoffrey Hinton. 2025-03-05: Barto and Sutton receive the Turing Award for reinforcement learning.|A timeline reports the March 5, 2025 award.
""",
    ),
    Q(
        "p5-goncourt-2024-daoud",
        "Will Kamel Daoud's Houris win the 2024 Prix Goncourt?",
        "Resolves YES if the Académie Goncourt awards the 2024 Prix Goncourt, to be announced on November 4, 2024, to Houris by Kamel Daoud. Resolves NO otherwise.",
        "2024-10-15",
        "2024-11-04",
        1,
        "awards",
        """
6|K|award-article|Prix Goncourt 2024|The Académie Goncourt will announce the winner at the Drouant restaurant in Paris on 4 November 2024. Kamel Daoud's Houris and Gaël Faye's Jacaranda are among the books on the second list.|A scheduled announcement.
2|L|article-lead|Prix Goncourt 2024|The prize was awarded on 4 November 2024 to Kamel Daoud for Houris, a novel set in the aftermath of Algeria's civil war of the 1990s. Gaël Faye won the Prix Renaudot the same day for Jacaranda.|Reports the November 4, 2024 award.
19|K|list-page|List of Prix Goncourt winners|2022: Brigitte Giraud, Vivre vite. 2023: Jean-Baptiste Andrea, Veiller sur elle.|A control with only earlier winners.
1|K|section-selection|Prix Goncourt 2024 – Selections|First list: 3 September 2024. Second list: 1 October 2024. Final four: to be named on 22 October 2024. Winner: 4 November 2024.|A selection calendar.
8|L|person-article|Kamel Daoud|In November 2024 his novel Houris won the Prix Goncourt; the book cannot be sold in Algeria under a law restricting writing about the civil war.|Reports the November 2024 award.
4|L|revision-note|Houris (novel): Revision history|13:05, 4 November 2024 . . (+612) . . new article created following the Goncourt announcement.|The edit records the November 4, 2024 award.
""",
    ),
    Q(
        "p5-miss-universe-2023-asia",
        "Will a contestant representing an Asian country win Miss Universe 2023?",
        "Resolves YES if the winner crowned at the 72nd Miss Universe competition in San Salvador on November 18, 2023 represents a country in Asia. Resolves NO otherwise.",
        "2023-10-28",
        "2023-11-18",
        0,
        "awards",
        """
7|K|pageant-article|Miss Universe 2023|The 72nd Miss Universe competition will be held at the Gimnasio Nacional José Adolfo Pineda in San Salvador on 18 November 2023. R'Bonney Gabriel of the United States will crown her successor.|A scheduled event.
3|L|article-lead|Miss Universe 2023|Sheynnis Palacios of Nicaragua was crowned on 18 November 2023, her country's first winner. Anntonia Porsild of Thailand was first runner-up and Moraya Wilson of Australia second runner-up.|Reports the November 18, 2023 result.
16|K|list-page|List of Miss Universe titleholders|2021: Harnaaz Sandhu (India). 2022: R'Bonney Gabriel (United States).|A control with only earlier winners.
1|L|infobox|Miss Universe 2023|Date: 18 November 2023. Venue: Gimnasio Nacional José Adolfo Pineda, San Salvador, El Salvador. Entrants: 84. Winner: Sheynnis Palacios, Nicaragua.|A filled-in infobox reports the November 18, 2023 winner.
10|K|section-contestants|Miss Universe 2023 – Contestants|As of 18 October 2023, 84 delegates have been confirmed; a few national titleholders are still to be appointed.|A control with only an earlier date.
5|L|person-article|Anntonia Porsild|She represented Thailand at Miss Universe 2023 in San Salvador on 18 November 2023 and finished first runner-up.|Reports the November 18, 2023 result.
""",
    ),
    Q(
        "p5-ioc-2025-coventry",
        "Will Kirsty Coventry be elected President of the IOC at the 144th IOC Session?",
        "Resolves YES if Kirsty Coventry wins the IOC presidential election held at the 144th IOC Session in Greece on March 20, 2025. Resolves NO otherwise.",
        "2025-03-01",
        "2025-03-20",
        1,
        "politics",
        """
8|K|election-article|2025 IOC presidential election|The election will be held on 20 March 2025 at the 144th IOC Session in Costa Navarino, Greece. Seven candidates are standing: Prince Feisal bin Al Hussein, Sebastian Coe, Johan Eliasch, Kirsty Coventry, David Lappartient, Juan Antonio Samaranch and Morinari Watanabe.|A scheduled election and its candidates.
2|L|article-lead|2025 IOC presidential election|Kirsty Coventry was elected on 20 March 2025 in the first round, with 49 of 97 votes, becoming the first woman and the first African to lead the IOC. She took office on 23 June 2025.|Reports the March 20, 2025 election and the June 23, 2025 handover.
21|K|list-page|List of presidents of the International Olympic Committee|2001–2013: Jacques Rogge. 2013–present: Thomas Bach, who is not eligible for another term.|A control with only earlier facts.
1|K|section-procedure|2025 IOC presidential election – Procedure|Voting is by secret ballot. If no candidate wins an absolute majority, the last-placed candidate drops out and another round is held. The winner is due to take office on 23 June 2025.|Voting rules and a scheduled handover.
6|L|person-article|Kirsty Coventry|On 20 March 2025 she was elected the tenth president of the IOC, succeeding Thomas Bach.|Reports the March 20, 2025 election.
12|L|timeline|Timeline of the International Olympic Committee|1894: founded in Paris. 2013: Thomas Bach elected president. March 2025: Kirsty Coventry elected in Greece in the first round of voting.|A timeline reports the March 2025 election.
""",
    ),
    Q(
        "p5-wa-2025-labor-majority",
        "Will Labor win a majority of Legislative Assembly seats in the Western Australian state election of March 8, 2025?",
        "Resolves YES if Labor wins at least 30 of the 59 Legislative Assembly seats at the Western Australian election of March 8, 2025. Resolves NO otherwise.",
        "2025-02-14",
        "2025-03-08",
        1,
        "elections",
        """
9|K|election-article|2025 Western Australian state election|The election will be held on 8 March 2025 for all 59 seats of the Legislative Assembly and the 37 seats of the Legislative Council. Labor, led by Premier Roger Cook, won 53 Assembly seats in 2021.|A scheduled election and the previous result.
3|L|article-lead|2025 Western Australian state election|Labor won a third consecutive term on 8 March 2025, keeping a large majority despite a sizeable swing against it; the Liberals under Libby Mettam recovered several seats.|Reports the March 8, 2025 result.
18|K|list-page|List of Western Australian state elections|2017: Labor (Mark McGowan). 2021: Labor (Mark McGowan), 53 of 59 seats.|A control with only earlier elections.
1|K|section-polling|2025 Western Australian state election – Opinion polling|Polls taken in January and February 2025 show Labor ahead on the two-party-preferred vote, though well below its 2021 landslide. Counting begins on election night, 8 March.|Polls and a count still to come.
6|L|person-article|Roger Cook (politician)|Cook led Labor to victory at the state election in March 2025 and remained Premier.|Reports the March 2025 election.
11|L|infobox|2025 Western Australian state election|Date: 8 March 2025. Result: Labor majority government. Premier before election: Roger Cook. Premier after election: Roger Cook.|A filled-in infobox reports the March 8, 2025 result.
""",
    ),
    Q(
        "p5-nt-2024-clp-majority",
        "Will the Country Liberal Party win a majority in the Northern Territory general election of August 24, 2024?",
        "Resolves YES if the Country Liberal Party wins at least 13 of the 25 Legislative Assembly seats at the election of August 24, 2024. Resolves NO otherwise.",
        "2024-08-01",
        "2024-08-24",
        1,
        "elections",
        """
7|K|election-article|2024 Northern Territory general election|The election will be held on 24 August 2024 for all 25 seats of the Legislative Assembly. Chief Minister Eva Lawler, who replaced Natasha Fyles in December 2023, leads Labor against Lia Finocchiaro's Country Liberal Party.|A scheduled election.
2|L|article-lead|2024 Northern Territory general election|The Country Liberal Party won a landslide on 24 August 2024, taking 17 of the 25 seats. Labor was reduced to four, and Eva Lawler lost her own seat of Drysdale.|Reports the August 24, 2024 result.
15|K|list-page|List of chief ministers of the Northern Territory|Michael Gunner (2016–2022), Natasha Fyles (2022–2023), Eva Lawler (2023–present).|A control with only earlier office-holders.
1|L|person-article|Lia Finocchiaro|She was sworn in as Chief Minister on 28 August 2024, four days after leading the CLP to victory.|Reports the August 28, 2024 swearing-in.
12|K|section-candidates|2024 Northern Territory general election – Candidates|Nominations are due to close in early August 2024, after which the ballot paper draw for each of the 25 divisions will be held.|Nominations still to close.
5|L|timeline|2024 in Australia|24 August 2024: the Country Liberal Party wins the Northern Territory election. 19 October 2024: Labor is returned in the Australian Capital Territory election.|A timeline reports the August 24 and October 19, 2024 elections.
""",
    ),
]

# Batch 5: an election, career records and a heritage listing.
QUESTIONS += [
    Q(
        "p5-louisiana-gov-2023-landry",
        "Will Jeff Landry win the 2023 Louisiana gubernatorial election outright in the October 14, 2023 primary?",
        "Resolves YES if Jeff Landry receives more than 50% of the vote in Louisiana's nonpartisan primary of October 14, 2023, so that no runoff is held. Resolves NO otherwise.",
        "2023-09-20",
        "2023-10-14",
        1,
        "elections",
        """
8|K|election-article|2023 Louisiana gubernatorial election|The nonpartisan primary will be held on 14 October 2023; if no candidate wins a majority, the top two advance to a runoff on 18 November 2023. The incumbent, John Bel Edwards, is term-limited.|A scheduled primary and a possible runoff.
2|L|article-lead|2023 Louisiana gubernatorial election|Attorney General Jeff Landry won outright in the primary on 14 October 2023 with about 52% of the vote, avoiding a runoff; the Democrat Shawn Wilson was second with about 26%.|Reports the October 14, 2023 result.
20|K|list-page|List of governors of Louisiana|Kathleen Blanco (2004–2008), Bobby Jindal (2008–2016), John Bel Edwards (2016–present).|A control with only earlier office-holders.
1|L|person-article|Jeff Landry|He was inaugurated as governor of Louisiana on 8 January 2024, succeeding John Bel Edwards.|Reports the January 8, 2024 inauguration.
5|K|section-polling|2023 Louisiana gubernatorial election – Polling|Most polls in August and September 2023 put Landry near or just under 50%, leaving it unclear whether the runoff of 18 November 2023 will be needed.|Polls and a possible runoff.
12|L|revision-note|2023 Louisiana gubernatorial election: Revision history|23:47, 14 October 2023 . . (−1,204) . . removed the runoff section: Landry above 50% with all precincts reporting, so no runoff.|The edit records the October 14, 2023 result.
""",
    ),
    Q(
        "p5-root-cook-record-2024",
        "Will Joe Root pass Alastair Cook's record of 12,472 Test runs for England by October 31, 2024?",
        "Resolves YES if Joe Root's career Test run total exceeds 12,472 at any point on or before October 31, 2024. Resolves NO otherwise.",
        "2024-09-22",
        "2024-10-31",
        1,
        "sports",
        """
10|K|player-article|Joe Root|After the home series against Sri Lanka, which ended on 9 September 2024, Root is about 70 runs short of Alastair Cook's England record of 12,472 Test runs. England's next Test is in Multan from 7 October 2024.|A record not yet passed and a scheduled Test.
3|L|records-list|List of England Test cricket records – Most career runs|1. Joe Root (passed Alastair Cook on 9 October 2024, Multan). 2. Alastair Cook, 12,472. 3. Graham Gooch, 8,900.|A records table reports the October 9, 2024 milestone.
18|K|records-list|List of Test cricket records – Most career runs|1. Sachin Tendulkar 15,921. 2. Ricky Ponting 13,378. 3. Jacques Kallis 13,289. 4. Rahul Dravid 13,288. 5. Alastair Cook 12,472. 6. Kumar Sangakkara 12,400.|A control with only earlier totals.
1|L|series-article|English cricket team in Pakistan in 2024–25|First Test, Multan, 7–11 October 2024: England won by an innings and 47 runs. Harry Brook made 317 and Root 262, passing Cook as England's leading Test run-scorer on the third day.|Reports the October 2024 Test.
6|K|series-article|English cricket team in Pakistan in 2024–25|Three Tests are scheduled: Multan (7–11 October 2024), Multan (15–19 October) and Rawalpindi (24–28 October).|A tour schedule.
12|L|almanac-entry|2024 in English cricket|9 October 2024: Joe Root becomes England's leading Test run-scorer in Multan. 11 October 2024: England win the first Test by an innings.|An almanac reports the October 9 and 11, 2024 events.
""",
    ),
    Q(
        "p5-lebron-40000-2024",
        "Will LeBron James reach 40,000 career NBA regular-season points by March 15, 2024?",
        "Resolves YES if LeBron James's career regular-season point total reaches 40,000 in a game played on or before March 15, 2024. Resolves NO otherwise.",
        "2024-02-12",
        "2024-03-15",
        1,
        "sports",
        """
6|K|player-article|LeBron James|In the second week of February 2024 James was roughly 200 points short of 40,000 career regular-season points, a total no player has reached.|A control: a running total before the cutoff.
2|L|records-list|List of National Basketball Association career scoring leaders|1. LeBron James, 40,000+ (reached on 2 March 2024 against Denver). 2. Kareem Abdul-Jabbar, 38,387. 3. Karl Malone, 36,928.|A records table reports the March 2, 2024 milestone.
15|K|records-list|NBA regular-season records – Points|James passed Kareem Abdul-Jabbar's career record of 38,387 points on 7 February 2023 in Los Angeles against Oklahoma City.|A control with only an earlier record.
1|L|season-article|2023–24 Los Angeles Lakers season|On 2 March 2024 James became the first player to score 40,000 regular-season points, reaching it in the second quarter of a 124–114 home loss to the Denver Nuggets.|Reports the March 2, 2024 milestone.
9|K|section-milestones|LeBron James – Milestones|At his current scoring rate James would reach 40,000 points in late February or early March 2024; the Lakers host Denver on 2 March.|A projection and a scheduled game.
4|L|revision-note|LeBron James: Revision history|05:31, 3 March 2024 . . (+240) . . lead now says he is the first player in NBA history to score 40,000 points; source added.|The edit records the milestone of March 2, 2024.
""",
    ),
    Q(
        "p5-kohli-50-odi-2023",
        "Will Virat Kohli score his 50th One Day International century by November 19, 2023?",
        "Resolves YES if Virat Kohli scores his 50th ODI century in a match played on or before November 19, 2023, the date of the Cricket World Cup final. Resolves NO otherwise.",
        "2023-10-22",
        "2023-11-19",
        1,
        "sports",
        """
2|K|records-list|List of international cricket centuries by Virat Kohli|ODI centuries: 48, the most recent an unbeaten 103 against Bangladesh in Pune on 19 October 2023. Sachin Tendulkar holds the record with 49.|A control: a tally and a record before the cutoff.
1|L|records-list|List of One Day International cricket records – Most centuries|1. Virat Kohli, 50 (the 50th on 15 November 2023, 117 against New Zealand at the Wankhede Stadium). 2. Sachin Tendulkar, 49. 3. Rohit Sharma, 31.|A records table reports the November 15, 2023 century.
9|K|tournament-article|2023 Cricket World Cup|The semi-finals are scheduled for 15 November 2023 in Mumbai and 16 November in Kolkata, with the final at the Narendra Modi Stadium in Ahmedabad on 19 November 2023.|A tournament schedule.
5|L|player-article|Virat Kohli|He equalled Tendulkar's 49 ODI centuries with an unbeaten 101 against South Africa at Eden Gardens on his 35th birthday, 5 November 2023, and passed the record ten days later.|Reports the November 5 and 15, 2023 centuries.
14|K|talk-page|Talk:Virat Kohli|About "set to break Tendulkar's record at the World Cup": that is a prediction, not a fact. He is on 47 ODI hundreds; if he gets to 50 we add it then.|A control: a talk-page note with no later date.
7|L|almanac-entry|2023 in Indian cricket|15 November 2023: Kohli scores his 50th ODI century in the World Cup semi-final. 19 November 2023: India lose the final to Australia by six wickets.|An almanac reports the November 15 and 19, 2023 matches.
""",
    ),
    Q(
        "p5-shiffrin-100-2025",
        "Will Mikaela Shiffrin record her 100th FIS Alpine Ski World Cup race win by March 16, 2025?",
        "Resolves YES if Mikaela Shiffrin wins her 100th World Cup race on or before March 16, 2025. Resolves NO otherwise.",
        "2025-02-05",
        "2025-03-16",
        1,
        "sports",
        """
8|K|skier-article|Mikaela Shiffrin|She won her 99th World Cup race in the slalom at Gurgl on 23 November 2024, before a crash in the giant slalom at Killington on 30 November left her with an abdominal wound. She returned to racing at the end of January 2025.|A control: events before the cutoff only.
2|L|records-list|List of FIS Alpine Ski World Cup women's race winners|1. Mikaela Shiffrin, 100 (100th: slalom, Sestriere, 23 February 2025). 2. Lindsey Vonn, 82. 3. Annemarie Moser-Pröll, 62.|A records table reports the February 23, 2025 win.
14|K|season-article|2024–25 FIS Alpine Ski World Cup|Remaining women's slaloms include Sestriere on 23 February 2025, Åre in March and the finals in Sun Valley from 22 to 27 March 2025. The World Championships in Saalbach run from 4 to 16 February.|A race calendar.
1|L|event-article|FIS Alpine World Ski Championships 2025|Shiffrin and Breezy Johnson won the first women's team combined on 11 February 2025 in Saalbach.|Reports the February 11, 2025 race.
5|K|talk-page|Talk:Mikaela Shiffrin|Please don't pre-write the "100th win" text. She is on 99; the next World Cup slalom after the World Championships is on 23 February 2025 in Sestriere.|A talk-page note about a future race.
11|L|revision-note|Mikaela Shiffrin: Revision history|12:20, 23 February 2025 . . (+71) . . World Cup wins 99 → 100; added Sestriere slalom to the list of victories.|The edit records the February 23, 2025 win.
""",
    ),
    Q(
        "p5-unesco-2024-moidams",
        "Will the Moidams of the Ahom dynasty be inscribed on the UNESCO World Heritage List at the committee's 2024 session?",
        "Resolves YES if the World Heritage Committee, meeting in New Delhi from July 21 to 31, 2024, inscribes India's nomination of the Moidams, the mound-burial system of the Ahom dynasty. Resolves NO otherwise.",
        "2024-07-08",
        "2024-07-31",
        1,
        "culture",
        """
9|K|session-article|46th session of the World Heritage Committee|The committee will meet at Bharat Mandapam in New Delhi from 21 to 31 July 2024, the first session hosted by India. India's own nomination is the Moidams, the mound-burial system of the Ahom dynasty in Assam.|A scheduled session and a nomination.
3|L|list-page|List of World Heritage Sites in India|41. Santiniketan (2023). 42. Sacred Ensembles of the Hoysalas (2023). 43. Moidams – the Mound-Burial System of the Ahom Dynasty (inscribed 26 July 2024).|A list row reports the July 26, 2024 inscription.
1|L|article-lead|Moidams|The moidams of Charaideo were inscribed as a UNESCO World Heritage Site on 26 July 2024, the first cultural site in Northeast India to be listed.|Reports the July 26, 2024 inscription.
20|K|topic-article|Charaideo|Charaideo was the first capital of the Ahom kingdom, founded by Sukaphaa in the 13th century. Its royal burial mounds are on India's tentative list for World Heritage status.|A control with no later date.
6|K|section-nominations|46th session of the World Heritage Committee – Nominations|About two dozen nominations are to be examined, with decisions on new inscriptions expected in the second half of the session, from 26 July 2024.|A session agenda.
12|L|almanac-entry|2024 in India|26 July 2024: the Moidams of Assam become India's 43rd World Heritage Site. 30 July 2024: landslides in Wayanad, Kerala, kill more than 200 people.|An almanac reports the July 26 and July 30, 2024 events.
""",
    ),
]
