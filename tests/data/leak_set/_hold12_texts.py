# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold12` part, read by `build_hold12.py`.

Sports text across many sports (football, tennis, Formula One, cricket, golf, basketball,
American football, cycling, athletics, esports and horse racing) and many of the forms sports
text takes: match reports, previews, fixture lists, standings tables, draw brackets, betting-odds
pages, club statements, fan-forum posts, live text and stats pages. Each question's documents are
either one line each in a string, fields separated by `|` (days before the cutoff it is
published, label L=leak / K=keep, style, title, text, why), or tuples of the same fields where a
text holds a table on several lines. Written blind as a held-out part; see `build_hold12.py` and
the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "la-leagues-cup-2023-inter-miami",
        "Will Inter Miami CF win the 2023 Leagues Cup?",
        "Resolves YES if Inter Miami CF wins the Leagues Cup 2023 final, scheduled for August 19, 2023. Resolves NO if the club is eliminated or loses the final.",
        "2023-08-05",
        "2023-08-19",
        1,
        "sports",
        [
            (
                3,
                "K",
                "match-report",
                "Messi double sinks Orlando as Miami reach last 16",
                "Lionel Messi scored twice and Josef Martinez converted a penalty as Inter Miami beat Orlando City 3-1 on Wednesday night in Fort Lauderdale. Gerardo Martino's side travel to Frisco to face FC Dallas in the round of 16 on Sunday, August 6, 2023.",
                "Reports a round-of-32 win before the cutoff and names a later fixture only as a fixture.",
            ),
            (
                2,
                "K",
                "fixture-list",
                "Leagues Cup 2023: knockout dates",
                "Leagues Cup 2023 - knockout stage\nRound of 16: Aug. 6-8\nQuarterfinals: Aug. 11-12\nSemifinals: Aug. 15-16\nThird-place match and Final: Saturday, Aug. 19, 2023\nAll times local. Venues for the final rounds go to the higher-seeded club still in the competition.",
                "A schedule of rounds still to be played.",
            ),
            (
                1,
                "L",
                "live-text",
                "LIVE: Nashville SC v Inter Miami - Leagues Cup final",
                "FT (pens) Nashville SC 1-1 Inter Miami, Miami win 10-9 on penalties. Drake Callender, who scored his own kick, saves from Elliot Panicco and the pink shirts pour on to the pitch at Geodis Park. Saturday 19 August 2023: Messi lifts his first trophy in Miami colours, a month after his debut.",
                "Live text reports the August 19, 2023 final as finished.",
            ),
            (
                5,
                "L",
                "fan-forum",
                "[Thread] The road to Nashville, game by game",
                "Called it after the Orlando game. Dallas on 8/6 was the scare (4-4, through on pens), then Charlotte 4-0 on Aug 11 and a 4-1 at Philly on August 15, 2023. Final at Geodis and I've got my tickets. Vamos.",
                "A forum post reports the round of 16, quarterfinal and August 15, 2023 semifinal as played.",
            ),
            (
                8,
                "K",
                "betting-odds",
                "Leagues Cup outright: Miami cut to 3/1 after Messi's arrival",
                "Inter Miami have been slashed from 12/1 to 3/1 to lift the Leagues Cup after two group wins with Messi in the side. Monterrey are 4/1 and Club America 5/1. The knockout rounds begin on August 2 and the final is on August 19, 2023; bets are settled on the team lifting the trophy, penalties included.",
                "Odds and settlement terms for a competition not yet decided.",
            ),
            (
                4,
                "L",
                "stats-page",
                "Lionel Messi - Inter Miami, 2023 competitions",
                "Leagues Cup 2023 (ended August 19, 2023): 7 matches, 10 goals, 1 assist. Top scorer and best player of the tournament. MLS 2023: 1 match, 0 goals. U.S. Open Cup 2023: 2 matches, 0 goals (as of Aug. 23).",
                "A stats page counts all seven matches through the August 19, 2023 final.",
            ),
        ],
    ),
    Q(
        "la-spurs-uel-2025",
        "Will Tottenham Hotspur win the 2024-25 UEFA Europa League?",
        "Resolves YES if Tottenham Hotspur win the 2025 UEFA Europa League final, scheduled for May 21, 2025 at San Mames in Bilbao. Resolves NO otherwise.",
        "2025-04-20",
        "2025-05-21",
        1,
        "sports",
        r"""
2|K|match-report|Solanke penalty sends Spurs through in Frankfurt|Dominic Solanke's first-half penalty gave Tottenham a 1-0 win at Eintracht Frankfurt on Thursday and a 2-1 aggregate victory. Ange Postecoglou's side meet Bodo/Glimt in the semi-finals, with the first leg in north London on May 1, 2025 and the return in Norway a week later.|Reports the April 17 quarterfinal before the cutoff and names semi-final dates ahead.
6|K|club-statement|Europa League semi-final: ticket information|Tottenham Hotspur v FK Bodo/Glimt, UEFA Europa League semi-final first leg, Thursday 1 May 2025, kick-off 8pm. Members' ballot opens on 22 April and closes at 11am on 24 April. Should we progress, details of our allocation for the final in Bilbao on 21 May will be published on the club website.|Ticket terms for a fixture not yet played and a conditional for the final.
1|L|match-report|Spurs end 17-year wait as Johnson settles Bilbao final|Brennan Johnson bundled in the only goal three minutes before half-time and Tottenham held on to beat Manchester United 1-0 at San Mames on 21 May 2025. Micky van de Ven's goal-line clearance kept them ahead, and Postecoglou became the first Spurs manager since Juande Ramos to win a trophy.|Reports the May 21, 2025 final as won.
9|K|betting-odds|Europa League winner: Spurs 7/2 with eight left|With the quarter-final second legs to come, Manchester United are 3/1 favourites, Tottenham 7/2 and Athletic Club 4/1, their price shortened by the prospect of a final at their own ground on May 21, 2025. Lazio are 6/1 and Lyon 8/1.|Odds for a competition still being played.
4|L|stats-page|UEFA Europa League 2024-25: knockout results|Semi-finals\nTottenham 3-1 Bodo/Glimt (1 May 2025)\nBodo/Glimt 0-2 Tottenham (8 May 2025), Tottenham win 5-1 on aggregate\nAthletic Club 0-3 Manchester United (1 May 2025)\nManchester United 4-1 Athletic Club (8 May 2025), Manchester United win 7-1 on aggregate|A results table lists semi-finals played in May 2025.
3|L|fan-forum|"I always win things in my second year"|Ange said it back in September and half this forum laughed at him. May 21st 2025, Bilbao, trophy on the bus. Who's laughing now. Also Solanke cried in the interview and so did I.|A fan post reports the May 21st 2025 final as won.
""",
    ),
    Q(
        "la-newcastle-league-cup-2025",
        "Will Newcastle United win the 2025 EFL Cup final against Liverpool on March 16, 2025?",
        "Resolves YES if Newcastle United win the Carabao Cup final at Wembley Stadium on March 16, 2025 (after extra time or penalties if needed). Resolves NO otherwise.",
        "2025-02-24",
        "2025-03-16",
        1,
        "sports",
        r"""
5|K|news-preview|Howe eyes end to 70-year wait after Arsenal double|Newcastle completed a 4-0 aggregate win over Arsenal in the semi-final with a 2-0 victory at St James' Park on February 5, sending them to Wembley for the second time in three seasons. They face Liverpool in the final on Sunday, March 16, 2025, and Eddie Howe says his squad has learnt from the defeat by Manchester United in 2023.|Reports a semi-final before the cutoff and names the final date ahead.
2|K|fixture-list|Newcastle United fixtures - March 2025|Sun 2 Mar, FA Cup 5th round: Brighton (H), 13:45\nMon 10 Mar 2025, Premier League: West Ham (A), 20:00\nSun 16 Mar 2025, Carabao Cup final: Liverpool (N, Wembley), 16:30\nWed 2 Apr, Premier League: Brentford (H), 19:30|A fixture list of matches still to come.
1|L|live-text|Carabao Cup final: Liverpool 1-2 Newcastle - as it happened|90+4' Federico Chiesa pulls one back, far too late. FULL TIME at Wembley, 16 March 2025. Dan Burn's towering header just before the break and Alexander Isak's finish after 52 minutes mean Newcastle win their first major domestic trophy since 1955.|Live text reports the March 16, 2025 final as finished.
8|K|betting-odds|Carabao Cup final odds: Liverpool odds-on|Liverpool are 8/11 to lift the trophy and Newcastle 11/4, with the draw after 90 minutes available at 3/1 in the match market. Isak is 9/2 to score first. Markets for the final on 16 March 2025 are settled on the team lifting the cup.|Odds and rules for a final not yet played.
3|L|club-statement|A message to our supporters|Sunday 16 March 2025 will live in the memory of everyone connected with this club. Thank you to the 32,000 who travelled to Wembley and to all who watched at home. Details of a celebration for supporters at St James' Park will be confirmed later this week.|A club statement looks back on the March 16, 2025 win as done.
10|K|stats-page|Newcastle United in League Cup finals|1976: lost 1-2 to Manchester City\n2023: lost 0-2 to Manchester United (Wembley, 26 February 2023)\nNewcastle's last major domestic trophy remains the FA Cup of 1955.|Only finals before the cutoff.
""",
    ),
    Q(
        "la-ten-hag-2024",
        "Will Manchester United dismiss manager Erik ten Hag by November 30, 2024?",
        "Resolves YES if Manchester United announce by November 30, 2024 that Erik ten Hag has left his role as men's first-team manager, by dismissal or by mutual consent. Resolves NO otherwise.",
        "2024-10-25",
        "2024-11-30",
        1,
        "sports",
        r"""
4|K|match-report|United come from behind to ease pressure on Ten Hag|Alejandro Garnacho and Rasmus Hojlund scored inside five second-half minutes as Manchester United beat Brentford 2-1 at Old Trafford on Saturday. Ten Hag's side travel to Fenerbahce in the Europa League on Thursday before a league trip to West Ham on Sunday, October 27, 2024.|A win before the cutoff and fixtures still ahead.
1|L|club-statement|Club statement: Erik ten Hag|Manchester United announces that Erik ten Hag has left his role as men's first team manager, effective Monday 28 October 2024. Ruud van Nistelrooy will take charge of the team as interim head coach, supported by the existing coaching staff, while the club recruits a permanent successor.|The statement reports the October 28, 2024 departure as done.
7|K|fan-forum|Sack race thread (part 14)|The board backed him after the Oct 8 meeting, so he gets Fener away on the 24th and West Ham on the 27th at least. If we lose both I can't see him making the Chelsea game on November 3. If we win both, who knows, INEOS are hard to read.|Conditionals about future matches and a past board meeting.
2|K|betting-odds|Next Premier League manager to leave: Ten Hag 4/6|Erik ten Hag is 4/6 favourite to be the next Premier League manager to leave his post, ahead of Wolves' Gary O'Neil at 3/1. Bets are settled on the date an official announcement is made; caretaker appointments do not count as a new manager.|Odds and settlement rules for a departure not yet announced.
5|L|live-text|West Ham 2-1 Man Utd: live updates|90+2' PENALTY converted by Jarrod Bowen after a long VAR check on De Ligt's challenge. FT at the London Stadium, 27 October 2024: Summerville scored on 74, Hojlund equalised on 81, and Bowen's spot-kick leaves United 14th.|Live text reports the October 27, 2024 match result.
3|L|stats-page|Erik ten Hag - managerial record|Manchester United: 4 July 2022 - 28 October 2024 (dismissed the day after a 2-1 defeat at West Ham)\nMatches 128, won 70, drawn 20, lost 38 (figures as compiled)\nHonours: EFL Cup 2022-23, FA Cup 2023-24\nPrevious clubs: Go Ahead Eagles, Bayern Munich II, Utrecht, Ajax|A stats page closes his tenure on October 28, 2024.
""",
    ),
    Q(
        "la-southampton-playoffs-2024",
        "Will Southampton win promotion to the Premier League through the 2023-24 Championship play-offs?",
        "Resolves YES if Southampton win the 2024 EFL Championship play-off final at Wembley, scheduled for May 26, 2024. Resolves NO if they are eliminated in the semi-finals or lose the final.",
        "2024-05-08",
        "2024-05-26",
        1,
        "sports",
        [
            (
                3,
                "K",
                "fixture-list",
                "Sky Bet Championship play-off semi-finals confirmed",
                "West Bromwich Albion v Southampton, Sunday 12 May, 12pm\nNorwich City v Leeds United, Sunday 12 May, 2.30pm\nLeeds United v Norwich City, Thursday 16 May, 8pm\nSouthampton v West Bromwich Albion, Friday 17 May, 8pm\nThe final will be played at Wembley Stadium on Sunday 26 May 2024.",
                "Fixtures and a final date still to come.",
            ),
            (
                1,
                "L",
                "match-report",
                "Armstrong strike sends Saints back to the Premier League",
                "Adam Armstrong's volley midway through the first half was enough for Southampton to beat Leeds United 1-0 at Wembley on 26 May 2024 and return to the top flight at the first attempt. Leeds hit the post through Joe Rodon's header but rarely threatened after the break.",
                "Reports the May 26, 2024 final as won.",
            ),
            (
                2,
                "K",
                "standings-table",
                "Championship 2023-24 - final table (top six)",
                "Pos Club Pld Pts\n1 Leicester City 46 97\n2 Ipswich Town 46 96\n3 Leeds United 46 90\n4 Southampton 46 87\n5 West Bromwich Albion 46 75\n6 Norwich City 46 73\nLeicester and Ipswich promoted; 3rd to 6th enter the play-offs.",
                "The final table of a season that ended before the cutoff.",
            ),
            (
                2,
                "L",
                "fan-forum",
                "WEMBLEY!!! (semi-final second leg thread)",
                "3-1 on Friday night, 17 May 2024, and we're going back to Wembley. Stewart with the first, the place was bouncing. Leeds it is after they battered Norwich 4-0 on Thursday. Who's sorting coaches?",
                "A fan post reports the May 16 and 17, 2024 semi-finals as played.",
            ),
            (
                4,
                "K",
                "betting-odds",
                "Championship play-off winner: Leeds favourites",
                "Leeds 6/4, Southampton 2/1, West Brom 4/1, Norwich 5/1. The market is settled on the winner of the final at Wembley on 26 May 2024; extra time and penalties count.",
                "Odds and settlement terms for play-offs not yet played.",
            ),
            (
                7,
                "L",
                "club-statement",
                "Premier League fixtures 2024-25 released",
                "As planned, the Premier League published its 2024-25 fixture list on 18 June 2024, and newly promoted Southampton begin their return to the top flight away at Newcastle United on Saturday 17 August, with Nottingham Forest the first visitors to St Mary's.",
                "Reports the June 18, 2024 fixture release, a later event.",
            ),
        ],
    ),
    Q(
        "la-napoli-scudetto-2025",
        "Will Napoli win the 2024-25 Serie A title?",
        "Resolves YES if SSC Napoli finish first in Serie A 2024-25, whose last matchday is scheduled for May 23, 2025. Resolves NO otherwise.",
        "2025-05-05",
        "2025-05-25",
        1,
        "sports",
        [
            (
                1,
                "K",
                "standings-table",
                "Serie A after matchday 35",
                "1 Napoli 35 77\n2 Inter 35 74\n3 Atalanta 35 68\n4 Juventus 35 62\n5 Roma 35 60\nRemaining for Napoli: Sun 11 May 2025 Genoa (H), Sun 18 May 2025 Parma (A), Fri 23 May 2025 Cagliari (H)\nRemaining for Inter: Torino (H), Lazio (A), Como (A)",
                "A table before the cutoff and fixtures still to come.",
            ),
            (
                1,
                "L",
                "live-text",
                "Napoli v Cagliari LIVE: title decider",
                "FT Napoli 2-0 Cagliari. McTominay 42', Lukaku 51'. NAPOLI ARE CHAMPIONS OF ITALY for the fourth time in their history. Stadio Diego Armando Maradona, 23 May 2025: Conte wins the Scudetto with a third different club.",
                "Live text reports the May 23, 2025 match and title as done.",
            ),
            (
                1,
                "K",
                "news-preview",
                "Conte: 'We have three finals left'",
                "Antonio Conte told reporters that his side could not afford to look at Inter's results after the 1-0 win at Lecce. Napoli are three points clear with three games to play, and a win against Cagliari on May 23, 2025, the final night, would settle the title whatever happens in Como.",
                "A quote and a conditional about matches still ahead.",
            ),
            (
                3,
                "L",
                "fan-forum",
                "Parma 0-0, still one point in it",
                "Horrible nervy draw in Parma on Sunday (18 May 2025) but Inter only drew in Rome too so we go into Friday one point clear. Genoa at home the week before was a disaster, 2-2 after leading. Friday night at the Maradona, everyone in blue.",
                "A fan post reports the May 11 and May 18 results as played.",
            ),
            (
                8,
                "K",
                "betting-odds",
                "Scudetto odds: Napoli odds-on",
                "Napoli 4/9, Inter 13/8, Atalanta 50/1. Settled on the final official standings; a play-off on level points would be included.",
                "Odds for a title not yet decided.",
            ),
            (
                4,
                "L",
                "club-statement",
                "Comunicato: la festa Scudetto",
                "SSC Napoli informs its supporters that, following the title won on Friday 23 May 2025, the team's open-top bus parade will take place on Monday 26 May along the Lungomare, from Mergellina to Piazza Vittoria. The club asks fans to follow the instructions of the police.",
                "A club notice reports the May 23, 2025 title as won.",
            ),
        ],
    ),
    Q(
        "la-city-madrid-ucl-2025",
        "Will Manchester City eliminate Real Madrid in the 2024-25 UEFA Champions League knockout phase play-off?",
        "Resolves YES if Manchester City progress past Real Madrid in the knockout phase play-off, whose second leg is scheduled for February 19, 2025 at the Santiago Bernabeu. Resolves NO if Real Madrid progress.",
        "2025-02-10",
        "2025-02-19",
        0,
        "sports",
        r"""
3|K|news-preview|City and Madrid meet again, this time before the last 16|For the fourth season in a row Manchester City and Real Madrid will meet in the knockout rounds, after City scraped into the play-off places on the final night of the league phase. The first leg is at the Etihad on Tuesday, February 11, 2025, the return at the Bernabeu eight days later.|A preview naming future legs.
1|L|match-report|Bellingham's stoppage-time winner gives Madrid edge|Jude Bellingham turned in the winner in the 92nd minute as Real Madrid came from behind twice to win 3-2 at the Etihad on 11 February 2025. Erling Haaland scored both City goals; Kylian Mbappe and Brahim Diaz had equalised.|Reports the February 11, 2025 first leg result.
6|K|draw-bracket|Champions League knockout phase play-off draw|Club Brugge v Atalanta\nCeltic v Bayern Munich\nManchester City v Real Madrid\nJuventus v PSV Eindhoven\nSporting CP v Borussia Dortmund\nMonaco v Benfica\nFeyenoord v AC Milan\nBrest v Paris Saint-Germain\nFirst legs 11-12 February 2025, second legs 18-19 February 2025. The round of 16 draw takes place on 21 February.|The draw and a schedule of legs still ahead.
2|L|stats-page|Kylian Mbappe - Champions League hat-tricks|v Barcelona (a), 16 Feb 2021, round of 16\nv Club Brugge (h), 19 Oct 2022, group stage\nv Manchester City (h), 19 Feb 2025, knockout play-off, Real Madrid won 3-1|A stats list includes a hat-trick in the February 19, 2025 second leg.
5|K|betting-odds|To qualify: Real Madrid narrow favourites|Real Madrid are 8/11 to reach the last 16 and Manchester City 11/10. In the first-leg match market City are 6/5, Madrid 2/1 and the draw 12/5. Qualification bets include extra time and penalties in Madrid on 19 February 2025.|Odds for ties not yet played.
4|L|fan-forum|Pep: "We are not at the level"|That's it then. Out in February for the first time under Pep. Wednesday night (February 19, 2025) Mbappe did what he wanted, 3-1, 6-3 on aggregate, and Pep basically said we weren't good enough. Rebuild summer.|A fan post reports the February 19, 2025 elimination.
""",
    ),
    Q(
        "la-djokovic-rg-2023",
        "Will Novak Djokovic win the 2023 French Open men's singles title?",
        "Resolves YES if Novak Djokovic wins the men's singles final at Roland Garros, scheduled for June 11, 2023. Resolves NO otherwise.",
        "2023-05-26",
        "2023-06-11",
        1,
        "sports",
        r"""
1|K|draw-bracket|Roland Garros 2023 men's draw: Djokovic lands in Alcaraz's half|Third seed Novak Djokovic opens against Aleksandar Kovacevic and is projected to meet top seed Carlos Alcaraz in the semi-finals on Friday 9 June. Casper Ruud and Stefanos Tsitsipas lead the bottom half. The final is on Sunday 11 June 2023.|A draw with projected future rounds.
2|L|live-text|Djokovic v Ruud, men's final - live|GAME, SET AND MATCH DJOKOVIC 7-6(1) 6-3 7-5. He falls on his back on the clay. A 23rd Grand Slam singles title, one clear of Rafael Nadal, on Sunday 11 June 2023, and he returns to world number one on Monday.|Live text reports the June 11, 2023 final as won.
4|K|betting-odds|French Open 2023 outright: Alcaraz favourite with Nadal out|Carlos Alcaraz is 6/4 favourite and Novak Djokovic 5/2 after Rafael Nadal's withdrawal through injury. Daniil Medvedev, the new Rome champion, is 8/1 and Holger Rune 12/1.|Odds before the event, with past events before the cutoff.
1|L|match-report|Djokovic beats cramping Alcaraz to reach final|Carlos Alcaraz's body failed him after two brilliant sets and Novak Djokovic won their semi-final 6-3 5-7 6-1 6-1 on Friday, June 9, 2023. The Spaniard said afterwards that the tension had caused cramps all over his body.|Reports the June 9, 2023 semi-final result.
6|K|news-preview|Djokovic chases 23rd major and return to No 1|A title on June 11, 2023 would move Novak Djokovic past Rafael Nadal's 22 majors and back to the top of the rankings, but the Serb arrives in Paris having played only sparingly since his elbow trouble in Rome.|A conditional about a future final.
3|L|stats-page|Men's Grand Slam singles titles - all time|1 Novak Djokovic 23 (latest: Roland Garros, 11 June 2023)\n2 Rafael Nadal 22\n3 Roger Federer 20\n4 Pete Sampras 14|A list counts the June 11, 2023 title.
""",
    ),
    Q(
        "la-jabeur-wimbledon-2023",
        "Will Ons Jabeur win the 2023 Wimbledon ladies' singles title?",
        "Resolves YES if Ons Jabeur wins the ladies' singles final at Wimbledon, scheduled for Saturday, July 15, 2023. Resolves NO otherwise.",
        "2023-07-07",
        "2023-07-15",
        0,
        "sports",
        r"""
2|K|news-preview|Jabeur: 'I want the trophy this time'|Ons Jabeur, beaten by Elena Rybakina in last year's final, says she is playing freely again after a knee injury in the spring. The sixth seed could meet Rybakina again in the quarter-finals; the final is on Saturday 15 July 2023.|A preview with a future final date.
1|L|match-report|Unseeded Vondrousova stuns Jabeur in Wimbledon final|Marketa Vondrousova became the first unseeded woman to win Wimbledon in the Open era, beating Ons Jabeur 6-4 6-4 on Centre Court on July 15, 2023. Jabeur, who led 4-2 in the second set, called it the most painful loss of her career.|Reports the July 15, 2023 final result.
4|K|order-of-play|Order of play - Day 2, Tuesday 4 July|No. 1 Court, 1.30pm: O. Jabeur (TUN) [6] v M. Frech (POL), followed by C. Gauff (USA) [7] v S. Kenin (USA). Play on the outside courts starts at 11am. Roof closure depends on the forecast.|An order of play with no date after the cutoff.
3|L|live-text|Jabeur v Rybakina, quarter-final - live|Jabeur wins 6-7(5) 6-4 6-1! Revenge for last year's final. Wednesday July 12, 2023 and the crowd on Centre are on their feet. She will play Aryna Sabalenka on Thursday for a place in the final.|Live text reports the July 12, 2023 quarter-final.
7|K|betting-odds|Wimbledon women's outright odds|Iga Swiatek 3/1, Elena Rybakina 4/1, Aryna Sabalenka 5/1, Ons Jabeur 10/1, Petra Kvitova 12/1, Coco Gauff 16/1. Marketa Vondrousova is available at 66/1.|Odds at the start of the event, no later date.
5|L|fan-forum|Ons thread: heartbreak again|Two Wimbledon finals in a row, two losses, plus the US Open. July 15th 2023 will sting for a long time. She was the better player for the whole fortnight and then froze. Still proud of her, yalla Ons.|A fan post reports the July 15th 2023 final loss.
""",
    ),
    Q(
        "la-sabalenka-uso-2024",
        "Will Aryna Sabalenka win the 2024 US Open women's singles title?",
        "Resolves YES if Aryna Sabalenka wins the women's singles final of the 2024 US Open, scheduled for September 7, 2024. Resolves NO otherwise.",
        "2024-08-24",
        "2024-09-07",
        1,
        "sports",
        r"""
2|K|draw-bracket|US Open 2024 women's draw: Sabalenka and Swiatek in opposite halves|Second seed Aryna Sabalenka opens against Priscilla Hon of Australia and can meet top seed Iga Swiatek only in the final. Coco Gauff, the defending champion, is in Swiatek's half. First-round matches are spread over Monday and Tuesday, August 26-27, 2024.|A draw with future rounds.
1|L|news-preview-updated|Sabalenka and Pegula meet again in Saturday's final|Aryna Sabalenka will face Jessica Pegula for the title three weeks after beating her in the Cincinnati final, and will start as a clear favourite. UPDATE, Sept. 7, 2024: Sabalenka won 7-5 7-5 for her first US Open title and third major.|An update appended to a preview reports the September 7, 2024 final.
6|K|betting-odds|US Open women's winner odds|Iga Swiatek 11/4, Aryna Sabalenka 3/1, Coco Gauff 7/1, Elena Rybakina 8/1, Jessica Pegula 14/1. Each-way terms: 1/2 the odds, two places.|Odds before the event.
2|K|news-preview|Sabalenka arrives in New York as Cincinnati champion|Aryna Sabalenka beat Jessica Pegula in straight sets to win the Cincinnati Open last Monday, her first title since Melbourne. Twice a semi-finalist and last year's runner-up at Flushing Meadows, she says her shoulder is fine. The women's final is scheduled for Saturday, Sept. 7, 2024.|A past title before the cutoff and a future final date.
5|L|live-text|Sabalenka v Pegula, women's final: live|Sabalenka serves it out to love! 7-5 7-5, and the US Open title is hers at the fourth attempt. Arthur Ashe Stadium, Saturday 7 September 2024. Pegula came back from 0-3 in the second set but could not take the match deeper.|Live text reports the September 7, 2024 final as won.
4|K|fan-forum|Who wins the women's USO? Prediction thread|My pick: Sabalenka over Swiatek on the 7th. Iga hasn't looked right since Paris and Aryna's hard-court form is scary. Dark horse: Paolini if the draw opens up.|A prediction about a future final.
""",
    ),
    Q(
        "la-sinner-uso-2025",
        "Will Jannik Sinner win the 2025 US Open men's singles title?",
        "Resolves YES if Jannik Sinner wins the men's singles final of the 2025 US Open, scheduled for September 7, 2025. Resolves NO otherwise.",
        "2025-08-22",
        "2025-09-07",
        0,
        "sports",
        r"""
3|K|news-preview|Sinner says illness is behind him before title defence|Jannik Sinner retired after five games of the Cincinnati final against Carlos Alcaraz on Monday with a virus, but his team say he will be ready for the US Open, which starts on Sunday, Aug. 24, 2025. The defending champion has reached the last three major finals. The men's final is on Sunday, September 7, 2025.|Past events before the cutoff and a future final.
2|L|match-report|Alcaraz reclaims No 1 with US Open triumph over Sinner|Carlos Alcaraz beat Jannik Sinner 6-2 3-6 6-1 6-4 on 7 September 2025 to win his second US Open and sixth major title, and with it the world number one ranking. It was the third major final between them this year.|Reports the September 7, 2025 final result.
1|K|draw-bracket|US Open 2025 men's draw revealed|Top seed Jannik Sinner will play Vit Kopriva in the first round; second seed Carlos Alcaraz opens against Reilly Opelka. Novak Djokovic, seeded seventh, is in Alcaraz's half and could meet him in the semi-finals. First-round matches begin on Sunday, 24 August 2025.|A draw with future rounds and no reported result.
1|K|betting-odds|US Open men's outright: Alcaraz favourite|Carlos Alcaraz 6/5, Jannik Sinner 7/4, Novak Djokovic 8/1, Taylor Fritz 20/1, Jack Draper 25/1. Prices correct at the time of the draw; all bets stand if a player starts the tournament.|Odds before the event.
3|L|fan-forum|Sincaraz final number three is ON|Sinner beat FAA in four on Friday (Sept 5, 2025) and Alcaraz handled Djokovic in straights. Third major final between them this year. I'm not ready emotionally.|A fan post reports the September 5, 2025 semi-finals.
6|L|stats-page|ATP rankings - top 3|Rankings as of 8 September 2025, after Carlos Alcaraz won the US Open on 7 September:\n1 Carlos Alcaraz (ESP)\n2 Jannik Sinner (ITA)\n3 Alexander Zverev (GER)|A rankings page reports the September 7, 2025 title and the later ranking change.
""",
    ),
    Q(
        "la-djokovic-100th-2025",
        "Will Novak Djokovic win his 100th ATP Tour singles title by May 31, 2025?",
        "Resolves YES if Novak Djokovic wins an ATP Tour-level singles title that takes his career total to 100 on or before May 31, 2025. Resolves NO otherwise.",
        "2025-04-20",
        "2025-05-31",
        1,
        "sports",
        r"""
12|K|match-report|Mensik denies Djokovic his 100th title in Miami|Jakub Mensik, 19, beat his childhood idol 7-6(4) 7-6(4) in a rain-delayed final in Miami on March 30, leaving Novak Djokovic on 99 career titles. Djokovic said he had an eye infection but gave full credit to the Czech.|A final before the cutoff.
3|K|news-preview|Djokovic's clay schedule: Madrid, then Paris|After an early loss in Monte Carlo, Novak Djokovic is entered in Madrid (April 23 to May 4, 2025) and says he will decide on Rome later. Roland Garros begins on May 25, 2025. The 37-year-old has not won a title on clay since Rome in 2022.|A schedule of events still to come.
1|L|club-statement|Gonet Geneva Open: Novak Djokovic accepts wildcard|The tournament confirmed on 13 May 2025 that Novak Djokovic has accepted a wildcard into the Gonet Geneva Open (18-24 May), his final event before Roland Garros. Tickets for the second week are almost sold out.|Reports the May 13, 2025 confirmation as done.
2|L|live-text|Djokovic v Hurkacz, Geneva final - live|Djokovic wins 5-7 7-6(2) 7-6(2)! Title number 100! Saturday 24 May 2025, and he joins Jimmy Connors and Roger Federer as the only men in the Open era with a century of titles.|Live text reports the May 24, 2025 title as won.
6|K|betting-odds|Tennis specials: Djokovic to win a title in 2025|Yes 4/7, No 5/4. Djokovic to win Roland Garros: 6/1. Settled on ATP Tour-level titles only; exhibitions and team events do not count.|Specials with settlement rules for a title not yet won.
4|L|fan-forum|Arnaldi beat him in Madrid, it's over|Lost his first match in Madrid to Arnaldi on April 26, 2025, after Tabilo in Monte Carlo. Two first-match exits on clay. 100 isn't happening before Paris, sorry.|A fan post reports the April 26, 2025 defeat as done.
""",
    ),
    Q(
        "la-hamilton-silverstone-2024",
        "Will Lewis Hamilton win the 2024 British Grand Prix on July 7, 2024?",
        "Resolves YES if Lewis Hamilton is classified first in the 2024 Formula One British Grand Prix at Silverstone on July 7, 2024. Resolves NO otherwise.",
        "2024-06-28",
        "2024-07-07",
        1,
        "sports",
        r"""
4|K|news-preview|Mercedes upgrades give Hamilton hope for home race|Lewis Hamilton's third place in Barcelona on Sunday was his first podium of the season, and Mercedes believe their new front wing suits the fast corners of Austria and Silverstone. The Austrian Grand Prix runs from June 28-30, 2024 before the British round on July 5-7, 2024.|A result before the cutoff and race weekends ahead.
1|L|live-text|British GP lap by lap|LAP 52/52: HAMILTON WINS THE BRITISH GRAND PRIX! His 104th victory and first since Saudi Arabia in December 2021. Silverstone, 7 July 2024: Verstappen second, Norris third after the early call to slicks went Hamilton's way.|Live text reports the July 7, 2024 race as won.
7|K|betting-odds|British Grand Prix winner odds|Max Verstappen 6/5, Lando Norris 3/1, Oscar Piastri 8/1, Lewis Hamilton 9/1, George Russell 12/1. Rain is forecast for Sunday, July 7, 2024 and could shake up the market; dead heat rules apply.|Odds and rules before the race.
2|L|stats-page|Lewis Hamilton - wins by Grand Prix|British GP: 9 (2008, 2014, 2015, 2016, 2017, 2019, 2020, 2021, 2024; most recent 7 July 2024)\nHungarian GP: 8\nCanadian GP: 7\nTotal wins: 104|A stats page counts the July 7, 2024 win.
3|K|fixture-list|2024 F1 calendar - rounds 11 to 14|Round 11: Austria, Spielberg, 28-30 June (sprint)\nRound 12: Great Britain, Silverstone, 5-7 July 2024\nRound 13: Hungary, Budapest, 19-21 July 2024\nRound 14: Belgium, Spa, 26-28 July\nSummer break until the Dutch GP on 23-25 August.|A calendar of race weekends still to come.
5|L|fan-forum|Russell thread: pole, then heartbreak|George won Austria on 30 June after Max and Lando took each other out, then stuck it on pole at Silverstone on Saturday 6 July 2024. Led the early laps, water system failure, out. And Lewis goes and wins it. Mercedes fans are living in a soap opera.|A fan post reports the June 30 and July 6, 2024 results.
""",
    ),
    Q(
        "la-leclerc-monaco-2024",
        "Will Charles Leclerc win the 2024 Monaco Grand Prix?",
        "Resolves YES if Charles Leclerc is classified first in the 2024 Formula One Monaco Grand Prix, scheduled for May 26, 2024. Resolves NO otherwise.",
        "2024-05-15",
        "2024-05-26",
        1,
        "sports",
        [
            (
                2,
                "K",
                "news-preview",
                "Leclerc and the curse of the home race",
                "Charles Leclerc has started on pole in Monaco twice without finishing on the podium: a driveshaft failure before the 2021 start, a strategy mix-up in 2022. Ferrari believe the SF-24 will suit the streets better than any car since then. The race is on Sunday 26 May 2024, a week after Imola.",
                "A preview of a future race with past misfortunes.",
            ),
            (
                1,
                "L",
                "match-report",
                "Leclerc finally conquers Monaco",
                "Charles Leclerc won his home Grand Prix on 26 May 2024 from pole position, leading every lap after a first-lap red flag caused by the collision between Sergio Perez and the two Haas cars. Oscar Piastri was second and Carlos Sainz third. Leclerc said he struggled to see through tears on the last laps.",
                "Reports the May 26, 2024 race as won.",
            ),
            (
                5,
                "K",
                "standings-table",
                "Drivers' championship after the Miami Grand Prix",
                "1 Max Verstappen 136\n2 Sergio Perez 103\n3 Charles Leclerc 98\n4 Lando Norris 83\n5 Carlos Sainz 83\n6 Oscar Piastri 41\nNext round: Emilia Romagna GP, Imola, 17-19 May 2024",
                "Standings before the cutoff and a future round.",
            ),
            (
                3,
                "L",
                "stats-page",
                "Monaco GP 2024 - qualifying classification",
                "Qualifying, Saturday 25 May 2024\n1 Charles Leclerc, Ferrari, 1:10.270\n2 Oscar Piastri, McLaren, +0.154\n3 Carlos Sainz, Ferrari, +0.248\n4 Lando Norris, McLaren, +0.272\n5 George Russell, Mercedes\n6 Max Verstappen, Red Bull",
                "A qualifying table from May 25, 2024.",
            ),
            (
                8,
                "K",
                "betting-odds",
                "Monaco GP: Verstappen favourite, Leclerc second in market",
                "Verstappen 6/4, Leclerc 3/1, Norris 5/1, Sainz 10/1, Piastri 12/1. In Monaco, pole-sitters have won 14 of the last 20 races; 'to win from pole' specials open after qualifying.",
                "Odds and a historical figure before the race.",
            ),
            (
                4,
                "L",
                "fan-forum",
                "Imola: Max holds off Lando",
                "Max held Lando off by 0.7s at Imola on 19 May 2024, Charles third after running a real pace all race. Ferrari's upgrade looks legit. Monaco next week and I genuinely think this is the year.",
                "A fan post reports the May 19, 2024 race result.",
            ),
        ],
    ),
    Q(
        "la-ferrari-hamilton-2024",
        "Will Ferrari announce Lewis Hamilton as one of its Formula One race drivers by February 29, 2024?",
        "Resolves YES if Scuderia Ferrari officially announces by February 29, 2024 that Lewis Hamilton will race for the team in any future season. Resolves NO otherwise.",
        "2024-01-25",
        "2024-02-29",
        1,
        "sports",
        r"""
10|K|news-report|Hamilton's Mercedes deal runs to end of 2025|Lewis Hamilton signed a two-year extension with Mercedes on 31 August 2023, alongside George Russell, keeping him at the team until the end of the 2025 season. Team principal Toto Wolff said at the time that the deal had been done 'in a few minutes'.|Only an earlier event.
3|K|fixture-list|F1 2024: car launch and testing dates|Williams: 5 February\nFerrari: 13 February 2024 (SF-24)\nMercedes: 14 February (W15)\nRed Bull: 15 February\nPre-season testing: Bahrain, 21-23 February 2024\nSeason opener: Bahrain GP, 2 March|A schedule of launches and races to come.
1|L|club-statement|Lewis Hamilton to join Scuderia Ferrari in 2025|Maranello, 1 February 2024 - Scuderia Ferrari is pleased to announce that Lewis Hamilton will join the team in 2025, on a multi-year contract. The seven-time world champion joins Charles Leclerc.|The statement reports the February 1, 2024 signing as done.
2|L|fan-forum|Sainz out, Hamilton in?!?!|Mercedes confirmed on Feb 1 2024 that Lewis has activated the release clause and will leave at the end of this season. Ferrari confirmed it an hour later. I have refreshed Twitter forty times. Where does Carlos go?|A fan post reports the February 1, 2024 announcements.
6|K|betting-odds|Driver market specials: Hamilton's 2025 team|Mercedes 1/20, Ferrari 10/1, retire before 2025 25/1. Settled on the team for which the driver starts the first race of 2025.|Odds for a future season.
4|L|news-report|Sainz signs for Williams after losing Ferrari seat|Carlos Sainz, who will make way for Lewis Hamilton at Ferrari, signed a multi-year contract with Williams on 29 July 2024, ending months of speculation about a move to Audi or Alpine.|Reports a later event of July 29, 2024.
""",
    ),
    Q(
        "la-nz-india-tests-2024",
        "Will New Zealand win the 2024 three-Test series in India?",
        "Resolves YES if New Zealand win the India v New Zealand Test series of October-November 2024, whose third Test is scheduled for November 1-5, 2024 in Mumbai. A drawn series resolves NO.",
        "2024-10-14",
        "2024-11-05",
        1,
        "sports",
        r"""
4|K|fixture-list|India v New Zealand 2024: Test schedule|1st Test: M. Chinnaswamy Stadium, Bengaluru, 16-20 October 2024\n2nd Test: MCA Stadium, Pune, 24-28 October\n3rd Test: Wankhede Stadium, Mumbai, 1-5 November 2024\nAll matches start at 9.30am IST.|A schedule of matches to come.
1|L|live-text|India all out for 46|Day 2 at Bengaluru, 17 October 2024: India are bowled out for 46 in 31.2 overs, their lowest Test total at home. Matt Henry finishes with 5-15 and Will O'Rourke 4-22. Five Indian batters out for ducks.|Live text reports the October 17, 2024 collapse.
6|K|news-preview|Latham takes charge after Sri Lanka defeat|Tom Latham leads New Zealand for the first time as full-time Test captain after Tim Southee stepped down following the 2-0 loss in Sri Lanka. Kane Williamson is doubtful for the first Test with a groin strain. New Zealand have not won a Test in India since 1988.|A preview with past events before the cutoff.
2|L|match-report|Santner's 13 wickets seal historic series win|Mitchell Santner took 13 wickets in the match as New Zealand beat India by 113 runs in Pune on October 26, 2024, sealing a first Test series win in India, and India's first home series defeat in 12 years.|Reports the October 26, 2024 result.
8|K|betting-odds|Series betting: India heavy favourites|India 1/5, New Zealand 9/1, series drawn 10/1. Correct score: India 3-0 at 6/4. Markets settle after the final Test in Mumbai (1-5 November 2024).|Odds for a series not yet played.
3|L|standings-table|World Test Championship standings after the Mumbai Test|After New Zealand's 25-run win in Mumbai (3 November 2024):\n1 Australia 62.50\n2 India 58.33\n3 Sri Lanka 55.56\n4 New Zealand 54.55\n5 South Africa 54.17|A table reports the November 3, 2024 result.
""",
    ),
    Q(
        "la-bgt-2024-25",
        "Will Australia win the 2024-25 Border-Gavaskar Trophy?",
        "Resolves YES if Australia win the five-Test series against India, whose last Test is scheduled for January 3-7, 2025 in Sydney. A drawn series resolves NO (India would retain the trophy).",
        "2024-12-12",
        "2025-01-07",
        1,
        "sports",
        r"""
3|K|match-report|Starc and Head level series in Adelaide|Travis Head's 140 and Mitchell Starc's six wickets set up a ten-wicket win inside three days in the day-night Test, levelling the series at 1-1 after India's win in Perth. The third Test starts at the Gabba on December 14, 2024, the Boxing Day Test at the MCG follows on December 26, and the series ends in Sydney from January 3, 2025.|A result before the cutoff and future Tests.
1|L|match-report|Boland and Australia reclaim the trophy in Sydney|Scott Boland took ten wickets as Australia won the fifth Test by six wickets on 5 January 2025, taking the series 3-1 and the Border-Gavaskar Trophy for the first time since 2015. The win also put Australia into the World Test Championship final at Lord's.|Reports the January 5, 2025 win.
2|K|standings-table|World Test Championship table after Adelaide|1 Australia 60.71\n2 South Africa 59.26\n3 India 57.29\n4 New Zealand 50.00\n5 Sri Lanka 45.45|A table before the cutoff.
2|L|live-text|Day 5 MCG: Australia win by 184 runs|That's it. Siraj is the last man out and Australia win the Boxing Day Test by 184 runs on 30 December 2024. Jaiswal's 84 had given India hope until his contentious caught-behind after tea. Australia lead 2-1 with one to play.|Live text reports the December 30, 2024 result.
5|K|betting-odds|Border-Gavaskar Trophy: series betting|Australia 8/11, India 3/1, draw 2/1 (India retain the trophy in a draw). Third Test match odds: Australia 4/5, India 7/2, draw 5/2.|Odds for the rest of a series.
4|L|fan-forum|Gabba washout and Ashwin's goodbye|Rain saved us at the Gabba, drawn on Dec 18 2024, and then Ash tells everyone he's retiring right there in the press conference. Bit of a strange way to go for a legend. 1-1 heading to Melbourne.|A fan post reports the December 18, 2024 draw and retirement.
""",
    ),
    Q(
        "la-eng-pak-tests-2024",
        "Will England win the 2024 Test series in Pakistan?",
        "Resolves YES if England win the three-Test series in Pakistan of October 2024, whose third Test is scheduled for October 24-28, 2024 in Rawalpindi. A drawn series resolves NO.",
        "2024-10-13",
        "2024-10-28",
        0,
        "sports",
        r"""
2|K|match-report|Brook 317 and Root 262 as England win by an innings|Harry Brook's triple century and Joe Root's 262 carried England to 823-7 declared in Multan, and they won by an innings and 47 runs on Friday, despite Pakistan's 556 in the first innings. The second Test is on the same ground from October 15, 2024, and the third in Rawalpindi from October 24, 2024.|A result before the cutoff and future Tests.
1|L|club-statement|PCB congratulates Pakistan team on series win|The Pakistan Cricket Board congratulates captain Shan Masood and the team on a 2-1 series victory over England, sealed with a nine-wicket win in Rawalpindi on 26 October 2024. The spin pair of Sajid Khan and Noman Ali were outstanding.|A statement reports the October 26, 2024 series win.
4|K|news-report|Stokes fit to return for second Test|Ben Stokes is expected to be available for the second Test after recovering from the hamstring tear he suffered in August, England coach Brendon McCullum said. The selectors will name the team on the eve of the match.|A plan about a future match, no result.
3|L|stats-page|Spinners take all 20 wickets|Sajid Khan (7-111 and 2-69) and Noman Ali (3-101 and 8-46) shared all 20 England wickets in the second Test at Multan, which Pakistan won by 152 runs on 18 October 2024. Pakistan had lost 11 home Tests in a row before it.|A stats note reports the October 18, 2024 result.
1|K|betting-odds|England 4/6 to win series|England are 4/6 to win the series, Pakistan 9/4 and the draw 4/1 after the first Test. Settles on the official series result.|Odds for a series not yet finished.
5|K|fan-forum|Will they use the same Multan pitch?|Hearing they'll reuse the first Test strip for the second Test on the 15th, dried out with fans. If it turns, Pakistan might finally pick three spinners.|A rumour about a future match.
""",
    ),
    Q(
        "la-csk-ipl-2023",
        "Will Chennai Super Kings win the 2023 Indian Premier League?",
        "Resolves YES if Chennai Super Kings win the IPL 2023 final, scheduled for May 28, 2023 in Ahmedabad (with a reserve day). Resolves NO otherwise.",
        "2023-05-10",
        "2023-05-30",
        1,
        "sports",
        r"""
5|K|fixture-list|IPL 2023 playoffs schedule announced|Qualifier 1: 23 May, Chennai\nEliminator: 24 May, Chennai\nQualifier 2: 26 May, Ahmedabad\nFinal: 28 May 2023, Ahmedabad (reserve day 29 May 2023)\nAll matches 7.30pm IST.|A playoff schedule to come.
1|L|live-text|Final, reserve day: CSK v GT|JADEJA! Six and four off the last two balls and CSK win by five wickets (DLS, target 171 in 15 overs). Monday 29 May 2023, Narendra Modi Stadium, and it's past midnight. Dhoni lifts Jadeja off the ground. Fifth title for Chennai.|Live text reports the May 29, 2023 final as won.
1|K|standings-table|IPL 2023 points table (as of 9 May)|1 Gujarat Titans 11 games 16 pts\n2 Chennai Super Kings 11 games 13 pts\n3 Mumbai Indians 10 games 12 pts\n4 Lucknow Super Giants 11 games 11 pts\n5 Rajasthan Royals 11 games 10 pts|A table before the cutoff.
2|L|stats-page|IPL champions by season|2021 Chennai Super Kings\n2022 Gujarat Titans\n2023 Chennai Super Kings (final played 29-30 May 2023 after rain)\nMost titles: Chennai Super Kings and Mumbai Indians, 5 each|A list records the final of May 29-30, 2023.
8|K|betting-odds|IPL 2023 winner odds|Gujarat Titans 2/1, Chennai Super Kings 3/1, Mumbai Indians 5/1, Lucknow 6/1, Rajasthan 7/1. Settled on the winner of the final; a no-result on the reserve day goes to the higher league finisher.|Odds and rules for a tournament not yet decided.
4|L|fan-forum|Straight to the final!|Beat GT by 15 runs at Chepauk on 23 May 2023. Gaikwad 60, Jadeja squeezing in the middle overs. Thala doing Thala things. Ahmedabad on Sunday, whistle podu.|A fan post reports the May 23, 2023 qualifier.
""",
    ),
    Q(
        "la-koepka-pga-2023",
        "Will Brooks Koepka win the 2023 PGA Championship at Oak Hill?",
        "Resolves YES if Brooks Koepka wins the 2023 PGA Championship at Oak Hill Country Club, whose final round is scheduled for May 21, 2023. Resolves NO otherwise.",
        "2023-05-12",
        "2023-05-21",
        1,
        "sports",
        [
            (
                3,
                "K",
                "news-preview",
                "Koepka and the LIV contingent head to Oak Hill",
                "Brooks Koepka, who led the Masters by two going into the final round before fading to a tie for second, is one of 18 LIV Golf players in the field at Oak Hill. The first round is on Thursday, May 18, 2023, and the PGA of America expects cold mornings in Rochester.",
                "A past finish before the cutoff and a future round.",
            ),
            (
                1,
                "L",
                "results-table",
                "PGA Championship 2023 - final leaderboard",
                "Final round, Sunday, May 21, 2023, Oak Hill CC (par 70)\n1 Brooks Koepka -9 (72-66-66-67)\nT2 Viktor Hovland -7\nT2 Scottie Scheffler -7\n4 Cam Davis -4\nT15 Michael Block +1\nKoepka's fifth major and third PGA Championship.",
                "A final leaderboard from May 21, 2023.",
            ),
            (
                6,
                "K",
                "betting-odds",
                "PGA Championship outright odds",
                "Scottie Scheffler 7/1, Jon Rahm 8/1, Rory McIlroy 14/1, Brooks Koepka 20/1, Jordan Spieth 25/1, Xander Schauffele 25/1. Each-way: 1/5 the odds, eight places. Non-runner no bet applies until the first tee shot.",
                "Odds before the event.",
            ),
            (
                2,
                "L",
                "club-statement",
                "LIV Golf congratulates Brooks Koepka",
                "LIV Golf congratulates Smash GC captain Brooks Koepka on his victory at the PGA Championship at Oak Hill on May 21, 2023, the first major title won by a LIV Golf member. 'This is a special day for our league,' the statement said.",
                "A statement reports the May 21, 2023 win.",
            ),
            (
                5,
                "K",
                "news-report",
                "Tee times to follow on Tuesday",
                "The PGA of America said first- and second-round pairings and tee times will be released on Tuesday, May 16, 2023. Practice rounds begin on Monday, and the course was closed on Thursday after heavy overnight rain.",
                "An announcement of future releases.",
            ),
            (
                4,
                "L",
                "fan-forum",
                "MICHAEL BLOCK ACE ON 15",
                "The club pro just made a hole-in-one on 15 playing with Rory in the final round, Sunday May 21, 2023. Dunked it. Best thing I have seen in golf in years. Finished T15 and gets into next year's event.",
                "A fan post reports a May 21, 2023 shot and finish.",
            ),
        ],
    ),
    Q(
        "la-mcilroy-usopen-2023",
        "Will Rory McIlroy win the 2023 U.S. Open at the Los Angeles Country Club?",
        "Resolves YES if Rory McIlroy wins the 2023 U.S. Open, whose final round is scheduled for June 18, 2023. Resolves NO otherwise.",
        "2023-06-08",
        "2023-06-18",
        0,
        "sports",
        r"""
2|K|news-preview|McIlroy defends in Toronto, then LACC|Rory McIlroy tees off in his Canadian Open title defence on Thursday, two days after the surprise announcement of the PGA Tour's framework agreement with Saudi Arabia's Public Investment Fund. He then heads to Los Angeles for the U.S. Open, June 15-18, 2023, at a course none of the field has played in competition.|Past events and future events, no result.
1|L|match-report|Clark holds off McIlroy by one at LACC|Wyndham Clark, who had never finished inside the top 70 at a major, won the U.S. Open by one shot over Rory McIlroy on June 18, 2023, closing with a 70. McIlroy's run without a major stretched to nine years.|Reports the June 18, 2023 final round.
4|K|betting-odds|U.S. Open 2023: outright market|Scottie Scheffler 6/1, Jon Rahm 9/1, Rory McIlroy 10/1, Brooks Koepka 14/1, Patrick Cantlay 22/1, Wyndham Clark 80/1. Each-way: 1/5, ten places.|Odds before the event.
3|L|stats-page|Lowest rounds in U.S. Open history|62: Rickie Fowler and Xander Schauffele, both in the first round at Los Angeles Country Club on 15 June 2023, the first 62s in the championship's history.\n63: Johnny Miller (1973), Jack Nicklaus and Tom Weiskopf (1980), Vijay Singh (2003), Justin Thomas (2017), Tommy Fleetwood (2018)|A records table includes June 15, 2023 rounds.
6|K|fixture-list|PGA Tour schedule - June 2023|June 1-4: the Memorial Tournament\nJune 8-11: RBC Canadian Open\nJune 15-18, 2023: U.S. Open\nJune 22-25: Travelers Championship\nJune 29-July 2: Rocket Mortgage Classic|A schedule with events to come.
5|L|fan-forum|NICK TAYLOR 72-FOOTER|The first Canadian to win the Canadian Open since 1954! 72-foot eagle putt on the fourth playoff hole against Fleetwood, June 11, 2023. Adam Hadwin got tackled by security. Rory finished ninth and heads to LA.|A fan post reports the June 11, 2023 playoff, a later event.
""",
    ),
    Q(
        "la-open-2023-american",
        "Will a player from the United States win the 2023 Open Championship at Royal Liverpool?",
        "Resolves YES if the winner of the 151st Open Championship, whose final round is scheduled for July 23, 2023, represents the United States. Resolves NO otherwise.",
        "2023-07-14",
        "2023-07-23",
        1,
        "sports",
        [
            (
                3,
                "K",
                "news-preview",
                "Hoylake's 13th Open: what to expect",
                "Royal Liverpool hosts the Open for the 13th time and the first since Rory McIlroy's win in 2014. The new par-3 17th, the 'Little Eye', will be the talking point. Play starts on Thursday, July 20, 2023, with the first group away at 6.35am.",
                "A preview of a future event.",
            ),
            (
                1,
                "L",
                "results-table",
                "151st Open Championship - final leaderboard",
                "Sunday 23 July 2023, Royal Liverpool (par 71)\n1 Brian Harman (USA) -13\nT2 Jason Day (AUS) -7\nT2 Sepp Straka (AUT) -7\nT2 Tom Kim (KOR) -7\nT2 Jon Rahm (ESP) -7\nT6 Rory McIlroy (NIR) -6",
                "A final leaderboard from July 23, 2023.",
            ),
            (
                5,
                "K",
                "betting-odds",
                "Open specials: nationality of winner",
                "USA 6/5, Europe (excluding GB and Ireland) 3/1, GB and Ireland 7/2, Rest of the World 5/1. First-time major winner: 11/10. Settled on the player's nationality as listed by the R&A.",
                "Specials with settlement rules.",
            ),
            (
                2,
                "L",
                "stats-page",
                "Brian Harman - player profile",
                "Majors: 1 (The Open, Royal Liverpool, July 20-23, 2023, won by six shots)\nPGA Tour wins: 3\nBorn: Savannah, Georgia. Left-handed.",
                "A profile records the July 20-23, 2023 title.",
            ),
            (
                7,
                "K",
                "fan-forum",
                "Hoylake each-way thread",
                "Harman at 125/1 each way, anyone? He's made loads of cuts at links events. Otherwise Scheffler is the obvious play if he can putt.",
                "Tips for an event to come.",
            ),
            (
                4,
                "L",
                "live-text",
                "Open round two: Harman pulls five clear",
                "Brian Harman signs for a 65 and leads by five on 10-under. Friday 21 July 2023, and the rain has arrived at Hoylake. Tommy Fleetwood is the best of the Europeans on 5-under.",
                "Live text reports the July 21, 2023 round.",
            ),
        ],
    ),
    Q(
        "la-pga-pif-deal-2023",
        "Will the PGA Tour, DP World Tour and Saudi Arabia's Public Investment Fund sign a definitive agreement by December 31, 2023?",
        "Resolves YES if the parties to the framework agreement announced on June 6, 2023 sign a definitive agreement by December 31, 2023. An extension of talks resolves NO.",
        "2023-12-01",
        "2023-12-31",
        0,
        "sports",
        r"""
5|K|club-statement|PGA Tour memo: talks continue before year-end deadline|Commissioner Jay Monahan told players in a memo that negotiations with PIF remain 'active' and that he expects to update the membership before the December 31, 2023 target date. The memo also said the Tour was in talks with a group of U.S. investors.|A memo about talks still going on.
1|L|news-report|Rahm joins LIV Golf|Masters champion Jon Rahm confirmed on December 7, 2023 that he has signed with LIV Golf, in a deal reported to be worth more than $300 million, and will captain a new team in 2024.|Reports a December 7, 2023 signing, a later event.
3|K|fan-forum|SSG to the rescue?|Reports say Fenway Sports Group's owners have put together a consortium to invest in the Tour. If that closes before the deadline maybe PIF gets squeezed out? Nobody knows anything.|Speculation about events to come.
2|L|club-statement|PGA Tour and PIF extend negotiations into 2024|The PGA Tour said on 31 December 2023 that talks with the Public Investment Fund had made 'substantial progress' and that the parties had agreed to continue negotiating beyond the original deadline.|Reports the December 31, 2023 extension as done.
8|K|betting-odds|Prediction market: definitive PGA-PIF agreement by Dec 31?|Yes 35%, No 65%. The market resolves Yes only on a signed definitive agreement announced by the parties by 11:59pm ET on December 31, 2023.|A market and its resolution rule.
""",
    ),
    Q(
        "la-wembanyama-no1-2023",
        "Will the San Antonio Spurs select Victor Wembanyama with the first pick of the 2023 NBA Draft?",
        "Resolves YES if the San Antonio Spurs select Victor Wembanyama with the first overall pick of the 2023 NBA Draft, scheduled for June 22, 2023. Resolves NO otherwise.",
        "2023-05-14",
        "2023-06-22",
        1,
        "sports",
        r"""
4|K|news-preview|Lottery odds: three teams share the best chance|Detroit, Houston and San Antonio each have a 14% chance of landing the first pick at the draft lottery in Chicago on Tuesday, May 16, 2023. Charlotte has 12.5% and Portland 10.5%. The draft itself is on June 22, 2023 at Barclays Center.|Odds and dates of future events.
1|L|live-text|NBA Draft Lottery - live|THE SPURS WIN THE LOTTERY. San Antonio jumps to No. 1, Charlotte gets No. 2, Portland No. 3; Detroit falls to fifth. Chicago, 16 May 2023. The Wembanyama sweepstakes are over.|Live text reports the May 16, 2023 lottery result.
7|K|stats-page|Victor Wembanyama - Metropolitans 92, 2022-23|LNB Pro A regular season: 34 games, 21.6 points, 10.4 rebounds, 3.0 blocks per game\nLeague leader in points, rebounds and blocks|A stats page with only earlier figures.
2|L|live-text|Draft tracker: round one|Pick 1, San Antonio Spurs: Victor Wembanyama, C, Metropolitans 92. Pick 2, Charlotte: Brandon Miller. Pick 3, Portland: Scoot Henderson. Barclays Center, June 22, 2023.|A tracker reports the June 22, 2023 picks.
9|K|betting-odds|2023 No. 1 pick odds|Victor Wembanyama -10000, Scoot Henderson +2000. Team to pick first: Detroit +600, Houston +600, San Antonio +600. Settled on the official selection at the draft.|Odds before the lottery.
3|L|fan-forum|Mets 92 swept in the final|Monaco swept Boulogne-Levallois 3-0 in the LNB final that ended in June 2023. Wemby finished his French career with a loss but he'll be in San Antonio within the week.|A fan post reports a June 2023 series, after the cutoff.
""",
    ),
    Q(
        "la-germany-fiba-2023",
        "Will Germany win the 2023 FIBA Basketball World Cup?",
        "Resolves YES if Germany win the final of the 2023 FIBA Basketball World Cup in Manila, scheduled for September 10, 2023. Resolves NO otherwise.",
        "2023-08-20",
        "2023-09-10",
        1,
        "sports",
        r"""
5|K|news-preview|Schroder-led Germany open in Okinawa|Germany begin their World Cup against hosts Japan in Okinawa on Friday, August 25, 2023, with Dennis Schroder and Franz Wagner leading a side that reached the Eurobasket semi-finals last year. The knockout stage moves to Manila from September 5, 2023.|A preview naming future games.
1|L|match-report|Germany beat Serbia to win first world title|Dennis Schroder scored 28 points as Germany beat Serbia 83-77 in the final in Manila on September 10, 2023, completing an unbeaten tournament. Schroder was named the World Cup's most valuable player.|Reports the September 10, 2023 final.
3|K|draw-bracket|FIBA World Cup 2023: group draw|Group E (Okinawa): Germany, Australia, Japan, Finland\nGroup F (Okinawa): Slovenia, Georgia, Cape Verde, Venezuela\nGroup C (Manila): USA, Greece, New Zealand, Jordan\nThe top two of each group advance to the second round. The final is in Manila on 10 September 2023.|A draw with no results.
2|L|live-text|SEMI-FINAL: Germany 113-111 USA|FINAL: Germany 113, USA 111! Andreas Obst hits three straight threes in the third quarter and Germany hold on. Manila, 8 September 2023. Germany will play Serbia for the title on Sunday.|Live text reports the September 8, 2023 semi-final.
8|K|betting-odds|World Cup outright odds|USA 4/9, Canada 8/1, Serbia 10/1, Slovenia 12/1, Australia 12/1, Spain 14/1, Germany 16/1, France 16/1.|Odds before the event.
4|L|stats-page|FIBA World Cup 2023 All-Star Five|Announced after the final on 10 September 2023:\nDennis Schroder (GER) - MVP\nShai Gilgeous-Alexander (CAN)\nAnthony Edwards (USA)\nLuka Doncic (SLO)\nBogdan Bogdanovic (SRB)|An awards page dated September 10, 2023.
""",
    ),
    Q(
        "la-michigan-cfp-2024",
        "Will Michigan win the College Football Playoff National Championship on January 8, 2024?",
        "Resolves YES if Michigan wins the CFP National Championship game in Houston on January 8, 2024. Resolves NO if Michigan loses a semifinal or the title game.",
        "2023-12-20",
        "2024-01-08",
        1,
        "sports",
        r"""
3|K|fixture-list|College Football Playoff 2023-24 schedule|Rose Bowl (semifinal), Jan. 1, 2024, 5 p.m. ET: No. 1 Michigan vs. No. 4 Alabama\nSugar Bowl (semifinal), Jan. 1, 8:45 p.m. ET: No. 2 Washington vs. No. 3 Texas\nNational Championship, Jan. 8, 2024, NRG Stadium, Houston|A schedule of games to come.
1|L|match-report|Michigan 34, Washington 13|Blake Corum ran for 134 yards and two touchdowns and Michigan pulled away in the second half to beat Washington 34-13 in Houston on Monday, Jan. 8, 2024, the Wolverines' first national title since 1997.|Reports the January 8, 2024 title game.
6|K|betting-odds|National title odds before the semifinals|Michigan +175, Texas +250, Washington +300, Alabama +300. Rose Bowl line: Michigan -1.5. Futures are settled on the winner of the championship game.|Odds for games not yet played.
2|L|live-text|Rose Bowl, overtime: Michigan 27, Alabama 20|Jalen Milroe is stopped short on fourth down and Michigan win in overtime. Pasadena, Jan. 1, 2024. Corum scored the go-ahead touchdown on the first play of OT.|Live text reports the January 1, 2024 semifinal.
8|K|club-statement|Michigan accepts Big Ten sanction|The University of Michigan said it would no longer contest the Big Ten's suspension of head coach Jim Harbaugh for the final three regular-season games, after a court hearing was scheduled. Harbaugh will return for the postseason.|An earlier decision with a future return.
4|L|fan-forum|Harbaugh to the Chargers|He's gone. Chargers announced him as head coach on January 24, 2024, barely two weeks after the title. Hell of a way to leave.|A fan post reports a January 24, 2024 hiring, a later event.
""",
    ),
    Q(
        "la-barkley-record-2024",
        "Will Saquon Barkley break Eric Dickerson's NFL single-season rushing record of 2,105 yards in the 2024 regular season?",
        "Resolves YES if Saquon Barkley finishes the 2024 NFL regular season, which ends on January 5, 2025, with more than 2,105 rushing yards. Resolves NO otherwise.",
        "2024-12-22",
        "2025-01-06",
        0,
        "sports",
        r"""
2|K|stats-page|Saquon Barkley 2024 rushing - pace tracker|Through 14 games: 1,688 yards, 6.0 per carry. Needs 418 yards over the last three games to pass Eric Dickerson's 2,105 (1984). Remaining: Dec. 22, 2024 at Washington, Dec. 29, 2024 vs Dallas, Jan. 5, 2025 vs NY Giants.|A pace figure with games still to play.
1|L|correction|Barkley will sit Week 18 (corrected)|Correction: an earlier version of this story said Saquon Barkley would play against the Giants. Nick Sirianni said on December 30, 2024 that Barkley, who passed 2,000 yards with 167 against Dallas the day before, will not play in the finale, ending his pursuit of Eric Dickerson's record.|A correction reports the December 29 and 30, 2024 events.
5|K|betting-odds|Special: Barkley to break single-season rushing record|Yes +200, No -250. Settled on official NFL regular-season statistics; yards in the playoffs do not count.|A market with settlement rules.
3|L|live-text|Commanders 36, Eagles 33: final|Jayden Daniels throws his fifth TD with six seconds left and Washington win it. Barkley finishes with 150 yards and two scores. Northwest Stadium, Dec. 22, 2024. Jalen Hurts left in the first quarter with a concussion.|Live text reports the December 22, 2024 game, on the cutoff day.
7|K|fan-forum|Would Sirianni rest him in Week 18?|If the 1 seed is locked before the Giants game I honestly think he sits, record or not. If it's still live, he plays. Depends on Detroit.|A conditional about a future game.
4|L|stats-page|2024 rushing leaders - final|Regular season completed January 5, 2025:\n1 Saquon Barkley, PHI, 2,005\n2 Derrick Henry, BAL, 1,921\n3 Bijan Robinson, ATL, 1,456\n4 Jahmyr Gibbs, DET, 1,412|A final table after the January 5, 2025 season end.
""",
    ),
    Q(
        "la-ward-no1-2025",
        "Will the Tennessee Titans select Cam Ward with the first overall pick of the 2025 NFL Draft?",
        "Resolves YES if the Tennessee Titans select Cam Ward with the first overall pick of the 2025 NFL Draft, which begins on April 24, 2025. Resolves NO otherwise.",
        "2025-04-10",
        "2025-04-24",
        1,
        "sports",
        r"""
3|K|mock-draft|Mock draft 4.0: Titans stay put|1. Tennessee: Cam Ward, QB, Miami\n2. Cleveland: Abdul Carter, EDGE, Penn State\n3. NY Giants: Travis Hunter, CB/WR, Colorado\n4. New England: Will Campbell, OT, LSU\nThe draft starts on Thursday, April 24, 2025 in Green Bay.|A forecast of picks to come.
1|L|live-text|Round 1 tracker: Ward goes first|Pick 1: Tennessee Titans - Cam Ward, QB, Miami. Pick 2: Jacksonville (from Cleveland) - Travis Hunter. Pick 3: NY Giants - Abdul Carter. Green Bay, April 24, 2025.|A tracker reports the April 24, 2025 picks.
6|K|betting-odds|No. 1 pick: Ward heavy favourite|Cam Ward -1000, Abdul Carter +600, Travis Hunter +1000, Shedeur Sanders +2000. Bets settle on the official first selection.|Odds before the draft.
2|L|club-statement|Titans select Cam Ward|Nashville, April 24, 2025 - The Tennessee Titans selected quarterback Cam Ward with the first overall pick of the 2025 NFL Draft. 'We are thrilled,' general manager Mike Borgonzi said.|A statement reports the April 24, 2025 pick.
8|K|club-statement|Titans name Borgonzi general manager|The Tennessee Titans have hired Mike Borgonzi as general manager, the club announced, with Chad Brinker named president of football operations. Borgonzi spent 16 seasons in Kansas City.|An earlier hire, no later date.
4|L|fan-forum|The Shedeur slide|Went 144th to Cleveland on Saturday, April 26, 2025. Fifth round. I have never seen anything like it. Browns had already taken Gabriel in the third.|A fan post reports the April 26, 2025 pick.
""",
    ),
    Q(
        "la-kuss-vuelta-2023",
        "Will Sepp Kuss win the 2023 Vuelta a Espana?",
        "Resolves YES if Sepp Kuss wins the general classification of the 2023 Vuelta a Espana, which finishes in Madrid on September 17, 2023. Resolves NO otherwise.",
        "2023-09-08",
        "2023-09-17",
        1,
        "sports",
        r"""
1|K|standings-table|Vuelta 2023: general classification after stage 12|1 Sepp Kuss (USA, Jumbo-Visma)\n2 Marc Soler (ESP, UAE)\n3 Remco Evenepoel (BEL, Soudal Quick-Step)\n4 Jonas Vingegaard (DEN, Jumbo-Visma)\n5 Primoz Roglic (SLO, Jumbo-Visma)\nStage 13, Friday 8 September 2023: Formigal to the Col du Tourmalet.|A table before the cutoff and a stage to come.
1|L|match-report|Vingegaard wins on the Tourmalet as Evenepoel cracks|Jonas Vingegaard won stage 13 on the Tourmalet on Friday 8 September 2023, with Primoz Roglic and Sepp Kuss close behind, while Remco Evenepoel lost more than 27 minutes and any chance of defending his title. Kuss kept the red jersey.|Reports the September 8, 2023 stage, on the cutoff day.
5|K|news-preview|The Angliru and the road to Madrid|The Vuelta's decisive climb, the Angliru, comes on Wednesday 13 September 2023 on stage 17, before the race ends with a flat stage in Madrid on September 17, 2023. Jumbo-Visma have not said whether they will protect Kuss or let their leaders race.|A preview of stages to come.
3|L|live-text|Stage 17, Angliru: live|Roglic takes the stage from Vingegaard on the steepest slopes! Kuss loses 19 seconds but keeps the red jersey by eight seconds. Angliru, 13 September 2023. Questions tonight about team orders.|Live text reports the September 13, 2023 stage.
7|K|betting-odds|Vuelta GC: Vingegaard favourite|Jonas Vingegaard 6/4, Sepp Kuss 2/1, Primoz Roglic 5/2, Remco Evenepoel 8/1, Juan Ayuso 16/1.|Odds for a race not yet finished.
4|L|club-statement|Kuss, Vingegaard and Roglic complete historic sweep|Team Jumbo-Visma is proud to have Sepp Kuss, Jonas Vingegaard and Primoz Roglic on the podium in Madrid on 17 September 2023, the first team to win all three Grand Tours in a single season. 'Three weeks ago I was here to help Jonas and Primoz,' Kuss said on the podium. 'I still can't believe it.'|A team statement reports the September 17, 2023 result.
""",
    ),
    Q(
        "la-pogacar-worlds-2024",
        "Will Tadej Pogacar win the elite men's road race at the 2024 UCI Road World Championships in Zurich?",
        "Resolves YES if Tadej Pogacar wins the elite men's road race in Zurich, scheduled for September 29, 2024. Resolves NO otherwise.",
        "2024-09-15",
        "2024-09-29",
        1,
        "sports",
        r"""
5|K|news-preview|Pogacar heads to Zurich after racing in Canada|Tadej Pogacar will race the Grands Prix in Quebec and Montreal this week before travelling to Switzerland for the road race on Sunday, September 29, 2024. Slovenia will have six riders; Pogacar has never finished on the podium of the worlds road race.|A preview of races to come.
1|L|match-report|Pogacar's 100-kilometre solo wins rainbow jersey|Tadej Pogacar attacked with 100 kilometres to go and won the world road race in Zurich on 29 September 2024, 34 seconds ahead of Ben O'Connor, with Mathieu van der Poel third. It completed a Giro-Tour-Worlds treble in one season.|Reports the September 29, 2024 race.
6|K|fixture-list|Zurich 2024: race schedule|Sunday 22 September 2024: elite men's individual time trial (46.1 km)\nSaturday 28 September: elite women's road race\nSunday 29 September 2024: elite men's road race (273.9 km, Winterthur - Zurich)\nStart times will be confirmed after the team managers' meeting.|A schedule of races to come.
3|L|stats-page|Cycling's Triple Crown winners|Eddy Merckx: 1974\nStephen Roche: 1987\nTadej Pogacar: 2024 (Giro, Tour and the world road race on 29 Sept. 2024)|A list records the September 29, 2024 win.
8|K|betting-odds|World road race odds|Tadej Pogacar 6/4, Remco Evenepoel 3/1, Mathieu van der Poel 4/1, Wout van Aert 10/1 (non-runner, no bet). The course, with nearly 4,500 metres of climbing, is expected to suit the climbers.|Odds for a race not yet run.
4|L|fan-forum|Remco does the double|Remco took the time trial on Sunday Sept 22, 2024 by six seconds over Ganna, so he has the Olympic and world TT titles in the same year. Road race is going to be Tadej v Remco.|A fan post reports the September 22, 2024 time trial.
""",
    ),
    Q(
        "la-thomas-giro-2023",
        "Will Geraint Thomas win the 2023 Giro d'Italia?",
        "Resolves YES if Geraint Thomas wins the general classification of the 2023 Giro d'Italia, which finishes in Rome on May 28, 2023. Resolves NO otherwise.",
        "2023-05-18",
        "2023-05-28",
        0,
        "sports",
        r"""
3|K|news-preview|Evenepoel's exit leaves Thomas and Roglic|Remco Evenepoel left the Giro with Covid-19 after winning Sunday's time trial, leaving Geraint Thomas and Primoz Roglic as the favourites. The mountain time trial up Monte Lussari on Saturday 27 May 2023 may decide the race.|A past withdrawal and a future stage.
1|L|match-report|Roglic wins the Giro by 14 seconds on Monte Lussari|Primoz Roglic took 40 seconds out of Geraint Thomas in the mountain time trial on May 27, 2023, despite a dropped chain, and won the Giro by 14 seconds after the procession into Rome. Thomas had taken the pink jersey into the final weekend.|Reports the May 27, 2023 stage and the final result.
5|K|fixture-list|Giro d'Italia 2023: final week|Stage 16, Tues 23 May: Sabbio Chiese - Monte Bondone\nStage 18, Thurs 25 May: Oderzo - Val di Zoldo\nStage 19, Fri 26 May: Longarone - Tre Cime di Lavaredo\nStage 20, Sat 27 May 2023: Tarvisio - Monte Lussari (ITT)\nStage 21, Sun 28 May 2023: Rome|Stages still to come.
2|L|stats-page|Oldest Grand Tour leaders|Geraint Thomas wore the maglia rosa on his 37th birthday, May 25, 2023, becoming the oldest rider to lead the Giro. He finished second overall.|A stats note reports May 25, 2023 and the final result.
2|K|betting-odds|Giro GC after Evenepoel's withdrawal|Geraint Thomas 11/10, Primoz Roglic 6/4, Joao Almeida 6/1, Tao Geoghegan Hart 8/1. All bets on Evenepoel are lost.|Odds for a race still in progress.
4|L|fan-forum|Cav wins in Rome!|Mark Cavendish won the last stage in Rome on May 28, 2023 in his final Giro, with G leading him out for a bit. Proper send-off. Still gutted about Lussari.|A fan post reports the May 28, 2023 stage.
""",
    ),
    Q(
        "la-chepngetich-chicago-2024",
        "Will the women's marathon world record be broken at the 2024 Chicago Marathon on October 13, 2024?",
        "Resolves YES if a woman runs faster than the world record of 2:11:53 at the Chicago Marathon on October 13, 2024. Resolves NO otherwise.",
        "2024-10-03",
        "2024-10-13",
        1,
        "sports",
        r"""
4|K|news-preview|Chepngetich returns to Chicago eyeing the record|Two-time champion Ruth Chepngetich headlines the women's field on October 13, 2024 and says she wants to run under Tigst Assefa's world record of 2:11:53, set in Berlin last year. The course record is Paula Radcliffe's 2:17:18 from 2002.|A preview of a race to come.
1|L|match-report|Chepngetich breaks 2:10 in Chicago|Ruth Chepngetich of Kenya won the Chicago Marathon on Oct. 13, 2024 in 2:09:56, taking almost two minutes off the world record and becoming the first woman to run under 2:10. She was more than seven minutes clear of the runner-up.|Reports the October 13, 2024 race.
6|K|event-page|Race day schedule, Sunday, Oct. 13, 2024|Wheelchair start: 7:20 a.m.\nElite women and Wave 1: 7:30 a.m.\nWave 2: 8:00 a.m.\nWave 3: 8:35 a.m.\nCourse closes six and a half hours after the last runner crosses the start line.|A schedule for a future race day.
2|L|stats-page|Women's marathon world record progression|2:14:04 Brigid Kosgei (KEN), Chicago, 13 Oct 2019\n2:11:53 Tigst Assefa (ETH), Berlin, 24 Sep 2023\n2:09:56 Ruth Chepngetich (KEN), Chicago, 13 Oct 2024|A record table lists the October 13, 2024 time.
8|L|betting-odds|Chicago Marathon women's specials - settled|SETTLED 13 Oct 2024. Ruth Chepngetich to win (4/6): WON. Winning time under 2:11:53 (3/1): WON, official time 2:09:56. Under 2:15 (4/5): WON. Settled on official chip times.|A settled betting page reports the October 13, 2024 result.
3|L|fan-forum|Chepngetich provisionally suspended|The AIU announced on July 17, 2025 that she tested positive for HCTZ in March and she has been provisionally suspended. What does this mean for the Chicago record?|A fan post reports a July 17, 2025 announcement, a later event.
""",
    ),
    Q(
        "la-lyles-budapest-2023",
        "Will Noah Lyles win the men's 100m at the 2023 World Athletics Championships in Budapest?",
        "Resolves YES if Noah Lyles wins the men's 100m final in Budapest, scheduled for August 20, 2023. Resolves NO otherwise.",
        "2023-08-08",
        "2023-08-20",
        1,
        "sports",
        r"""
3|K|fixture-list|Budapest 2023: men's sprint timetable|Men's 100m: heats Saturday 19 August; semi-finals and final Sunday 20 August 2023 (final 21:10)\nMen's 200m: heats 23 August, semi-finals 24 August, final Friday 25 August 2023\nMen's 4x100m relay final: Saturday 26 August|A timetable of events to come.
1|L|live-text|MEN'S 100M FINAL|NOAH LYLES IS WORLD CHAMPION in 9.83! Letsile Tebogo takes silver in 9.88 and Zharnel Hughes bronze in 9.88. Budapest, 20 August 2023. Fred Kerley, the defending champion, is not in the final.|Live text reports the August 20, 2023 final.
6|K|betting-odds|World Championships men's 100m odds|Fred Kerley 2/1, Noah Lyles 5/2, Zharnel Hughes 6/1, Christian Coleman 6/1, Ferdinand Omanyala 8/1.|Odds before the event.
2|L|stats-page|Sprint doubles at the World Championships|Usain Bolt: 2009, 2013, 2015\nNoah Lyles: 2023 (100m on 20 August, 200m on 25 August 2023)|A list records the August 2023 double.
7|K|club-statement|USATF names team for Budapest|USA Track & Field named its team for the World Championships after the national championships in Eugene, July 6-9. Noah Lyles qualified in the 200m and will also run the 100m.|Team selection before the cutoff, no later date.
4|L|fan-forum|Kerley out in the semis!|Fred Kerley didn't make the 100m final, third in his semi on Sunday, Aug 20, 2023. Only Lyles and Coleman go through for the US. Wild.|A fan post reports the August 20, 2023 semi-finals.
""",
    ),
    Q(
        "la-ingebrigtsen-1500-paris",
        "Will Jakob Ingebrigtsen win the men's 1500m at the Paris 2024 Olympics?",
        "Resolves YES if Jakob Ingebrigtsen wins the men's 1500m Olympic final, scheduled for August 6, 2024. Resolves NO otherwise.",
        "2024-07-26",
        "2024-08-06",
        0,
        "sports",
        r"""
2|K|news-preview|Ingebrigtsen v Kerr, round three|The defending champion and the world champion have traded barbs all year. Heats are on Friday, August 2, 2024, semi-finals on August 4, and the final on Tuesday, August 6, 2024 at the Stade de France. Ingebrigtsen is also entered in the 5000m.|A preview of races to come.
1|L|match-report|Hocker stuns field as Ingebrigtsen fades to fourth|American Cole Hocker won the Olympic 1500m in an Olympic record 3:27.65 on August 6, 2024, passing Josh Kerr in the final 50 metres. Jakob Ingebrigtsen, who led from the gun, finished fourth.|Reports the August 6, 2024 final.
5|K|betting-odds|Olympic 1500m: Ingebrigtsen odds-on|Jakob Ingebrigtsen 4/7, Josh Kerr 3/1, Yared Nuguse 10/1, Cole Hocker 20/1.|Odds before the event.
3|L|stats-page|Olympic men's 1500m champions|2016 Matthew Centrowitz (USA)\n2020 Jakob Ingebrigtsen (NOR)\n2024 Cole Hocker (USA), 3:27.65 OR, 6 Aug 2024|A list records the August 6, 2024 winner.
8|K|stats-page|2024 world lists: men's 1500m|1 Jakob Ingebrigtsen 3:26.73 (Monaco, 12 July)\n2 Yared Nuguse 3:27.80\nTimes from the Diamond League and national meetings.|A list of earlier times.
4|L|fan-forum|At least he got the 5000|Jakob won the 5000 on 10 August 2024 after that disaster in the 1500. One gold from two. Kerr must be fuming about the silver though.|A fan post reports the August 10, 2024 5000m.
""",
    ),
    Q(
        "la-t1-worlds-2023",
        "Will T1 win the 2023 League of Legends World Championship?",
        "Resolves YES if T1 win the 2023 League of Legends World Championship final in Seoul, scheduled for November 19, 2023. Resolves NO otherwise.",
        "2023-10-29",
        "2023-11-19",
        1,
        "sports",
        r"""
3|K|fixture-list|Worlds 2023: knockout stage schedule|Quarterfinals: November 2-5, 2023, Sajik Arena, Busan\nSemifinals: November 11-12, Sajik Arena, Busan\nFinal: Sunday, November 19, 2023, Gocheok Sky Dome, Seoul\nAll series are best of five.|A schedule of series to come.
1|L|live-text|Worlds final: T1 v Weibo Gaming - live|T1 3-0 WBG. Faker's fourth world title, ten years after his first. Gocheok Sky Dome, 19 November 2023. The crowd has not sat down since the second game.|Live text reports the November 19, 2023 final.
6|K|betting-odds|Worlds 2023 outright|JD Gaming 7/4, Gen.G 9/4, Bilibili Gaming 5/1, T1 4/1, LNG 6/1. Settled on the winner of the final series.|Odds for a tournament in progress.
2|L|match-report|T1 end JDG's Grand Slam bid|T1 beat LPL champions JD Gaming 3-1 in the second semifinal in Busan on 12 November 2023, ending JDG's hopes of completing a calendar Grand Slam. Faker's Azir was decisive in game four.|Reports the November 12, 2023 semifinal.
1|K|fan-forum|Swiss stage thread: T1 survive|Two losses in the Swiss stage, so one more win and they're through to Busan. If they make it the bracket is rough, LNG in the quarters probably. Keria's back looks fine at least.|A forum post with past Swiss results and a conditional about the bracket.
4|L|stats-page|Worlds Finals MVPs|2022 Deft (DRX)\n2023 Zeus (T1), final won 3-0 on 19 Nov 2023\nT1 titles: 2013, 2015, 2016, 2023|A list records the November 19, 2023 final.
""",
    ),
    Q(
        "la-spirit-ti-2023",
        "Will Team Spirit win The International 2023?",
        "Resolves YES if Team Spirit win the grand final of The International 2023 in Seattle, scheduled for October 29, 2023. Resolves NO otherwise.",
        "2023-10-15",
        "2023-10-29",
        1,
        "sports",
        r"""
2|K|fixture-list|The International 2023: schedule|Group stage: October 12-15\nPlayoffs: October 19-22, 2023\nFinals weekend: October 27-29, 2023, Climate Pledge Arena, Seattle\nThe grand final is a best of five.|A schedule of stages to come.
1|L|live-text|TI 2023 grand final: Team Spirit 3-0 Gaimin Gladiators|Spirit sweep the grand final! Yatoro and Collapse unstoppable. Climate Pledge Arena, October 29, 2023. Team Spirit join OG as the only two-time winners of the Aegis.|Live text reports the October 29, 2023 final.
5|K|betting-odds|The International 2023 winner|Gaimin Gladiators 5/2, Team Spirit 4/1, LGD 5/1, Team Liquid 6/1, Azure Ray 8/1.|Odds before the playoffs.
3|L|stats-page|The International winners|TI10 (2021): Team Spirit\nTI11 (2022): Tundra Esports\nTI12 (2023): Team Spirit, grand final on 29 Oct 2023, 3-0 v Gaimin Gladiators|A list records the October 29, 2023 final.
1|K|fan-forum|Can Spirit do it again?|They looked sharp in the groups and the meta suits Collapse. If they avoid GG until the grand final they've got a shot. Seattle crowd will be loud for Liquid though.|Speculation about rounds to come.
""",
    ),
    Q(
        "la-galopin-gold-cup-2024",
        "Will Galopin Des Champs win the 2024 Cheltenham Gold Cup on March 15, 2024?",
        "Resolves YES if Galopin Des Champs wins the Cheltenham Gold Cup on March 15, 2024. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-15",
        1,
        "sports",
        r"""
3|K|news-preview|Galopin Des Champs bids to retain his crown|Willie Mullins' champion warmed up with a second Irish Gold Cup at Leopardstown and is odds-on to win the Gold Cup again on Friday, March 15, 2024 at 3.30. Gerri Colombe and Fastorslow are his main rivals.|A preview with a past win and a future race.
1|L|racecard-result|Result: 3.30 Cheltenham, Friday 15 March 2024|Cheltenham Gold Cup (Grade 1), 3m2f70y\n1st Galopin Des Champs (Paul Townend) 10/11 fav\n2nd Gerri Colombe\n3rd Bravemansgame\nDistances: 3 1/2 lengths, 4 lengths. Trainer: W. P. Mullins.|A result card for March 15, 2024.
6|K|betting-odds|Gold Cup ante-post market|Galopin Des Champs 4/5, Fastorslow 6/1, Gerri Colombe 7/1, Bravemansgame 14/1, Shishkin 16/1. Non-runner no bet from March 1.|Ante-post odds before the race.
2|L|fan-forum|Festival day one: State Man wins the Champion Hurdle|No Constitution Hill so State Man did the job on Tuesday 12 March 2024, but Irish Point's win earlier was the real story. Mullins is going to have another massive week.|A fan post reports the March 12, 2024 races.
8|K|club-statement|Cheltenham: going update|The going is good to soft, soft in places, on the Old Course. Clerk of the course Jon Pullin said up to 20mm of rain is forecast before the Festival, which runs from Tuesday 12 to Friday 15 March 2024.|A going report and future dates.
4|L|stats-page|Back-to-back Gold Cup winners since 2000|Best Mate: 2002, 2003, 2004\nAl Boum Photo: 2019, 2020\nGalopin Des Champs: 2023, 2024 (15 March 2024)|A list records the March 15, 2024 win.
""",
    ),
    Q(
        "la-vauban-melbourne-2023",
        "Will Vauban win the 2023 Melbourne Cup on November 7, 2023?",
        "Resolves YES if Vauban wins the Melbourne Cup at Flemington on November 7, 2023. Resolves NO otherwise.",
        "2023-10-24",
        "2023-11-07",
        0,
        "sports",
        r"""
3|K|news-preview|Mullins' Vauban heads the Cup market|Vauban, who won a Group 3 at Royal Ascot in June, is the shortest-priced Melbourne Cup favourite in years after arriving in Werribee quarantine. Willie Mullins has never won the race.|A preview with past events before the cutoff.
1|L|racecard-result|Melbourne Cup 2023 - result|Flemington, Tuesday 7 November 2023, 3200m\n1st Without A Fight (Mark Zahra)\n2nd Soulcombe\n3rd Gold Trip\n14th Vauban (favourite)\nTrainers: Anthony and Sam Freedman.|A result card for November 7, 2023.
2|K|fan-forum|Without A Fight wins the Caulfield Cup|Zahra on Without A Fight on Saturday, October 21, and he'll go straight into the Melbourne Cup. Still think Vauban beats him on 7 November with that weight.|A fan post about a race before the cutoff and a future one.
4|L|live-text|Cox Plate: Romantic Warrior wins for Hong Kong|Romantic Warrior holds off Mr Brightside by a short head! Moonee Valley, 28 October 2023. The first Hong Kong-trained winner of the Cox Plate.|Live text reports the October 28, 2023 race, a later event.
8|K|fixture-list|Flemington Spring Carnival 2023|Derby Day: Saturday 4 November 2023\nMelbourne Cup Day: Tuesday 7 November 2023\nOaks Day: Thursday 9 November\nStakes Day: Saturday 11 November\nGates open at 8.30am each day.|A schedule of race days to come.
5|L|stats-page|Melbourne Cup winners: recent years|2021 Verry Elleegant\n2022 Gold Trip\n2023 Without A Fight (Anthony and Sam Freedman)\nWithout A Fight's Cup win of 7 November 2023 made him the first horse since Ethereal in 2001 to complete the Caulfield-Melbourne Cup double.|A list and a noun of outcome record the November 7, 2023 winner.
""",
    ),
]

for _q in QUESTIONS:
    # texts in the `|` blocks are raw strings: turn their literal "\n" into line breaks
    _q["docs"] = [
        (days, label, style, title, text.replace("\\n", "\n"), why)
        for days, label, style, title, text, why in _q["docs"]
    ]
