# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold24` part, read by `build_hold24.py`: written blind as a held-out part.

Sports sources: results services, fixture lists and match centres, league tables, club and team
statements, live blogs with later updates, betting and fantasy previews, motorsport, racing and
tennis draws and classifications, about real events of 2023-2025. Each question's documents are
one line each in a string, fields separated by `|`: days before the cutoff it is published,
label (L=leak / K=keep), style, title, text, why. The wording is invented and the figures are
from memory, not checked data; see `build_hold24.py` and `tests/data/leak_holdout/hold24.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "m1-inter-scudetto-2024",
        "Will Inter mathematically clinch the 2023-24 Serie A title by April 30, 2024?",
        "Resolves YES if, by the end of April 30, 2024, Inter's lead in the Serie A table can no longer be overtaken by any other club with the games remaining. Resolves NO otherwise.",
        "2024-04-12",
        "2024-04-30",
        1,
        "sports",
        """
6|K|fixture-list|Serie A: matchdays 32 and 33|Sunday 14 April 2024, 18:00 CET: Inter v Cagliari, San Siro. Monday 22 April 2024, 20:45 CET: Milan v Inter, San Siro (Milan home). Kick-off times subject to change for broadcast reasons.|A fixture list of matches still to be played.
3|L|live-blog-updated|Milan v Inter LIVE: Derby della Madonnina with the Scudetto on the line|Inzaghi names an unchanged side, Pioli brings back Theo. FULL TIME (22 April 2024): Milan 1-2 Inter. Acerbi and Thuram score, Tomori pulls one back, and the Nerazzurri are champions for the 20th time - the second star is theirs, and they won it in their neighbours' stadium.|The appended full-time entry reports the April 22, 2024 derby win that settled the title.
9|K|betting-preview|Scudetto betting: Inter odds-on to finish the job in the derby|Inter are 1/100 to win the league and the books now price the exact clinching date. A win over Cagliari on the 14th would leave Inzaghi's side needing only a point, or a win, in the derby on April 22 depending on Milan's result in between; 'clinch v Milan' is a 4/6 special.|Odds and a conditional about matches still to come.
2|L|league-table|Serie A table (updated 23/04/2024)|1 Inter 86 pts (P33) - CHAMPIONS; 2 Milan 69; 3 Juventus 64; 4 Bologna 62; 5 Roma 58. Inter's title was confirmed with the derby win of 22 April 2024; five rounds remain.|A table flagged as of April 23, 2024 marks Inter champions after the April 22 derby.
12|K|club-statement|Derby d'Italia tickets: away sector sold out|FC Internazionale informs supporters that the guest allocation for Milan-Inter on Monday 22 April 2024 has sold out in under an hour. Season-ticket holders who did not secure a seat can register for the resale window from 15 April.|A ticketing notice about a future match and window.
5|L|fantasy-preview|Fantasy Serie A GW34: rotate your Inter assets?|With the title sealed at San Siro on April 22, 2024, Inzaghi is expected to rest Lautaro and Barella against Torino on Sunday. Bench them if you have a viable alternative - Frattesi and Arnautovic get the minutes.|Reports the April 22, 2024 title win as done.
""",
    ),
    Q(
        "m1-bayern-bundesliga-2025",
        "Will Bayern Munich win the 2024-25 Bundesliga title?",
        "Resolves YES if Bayern Munich finish first in the 2024-25 Bundesliga, whose final matchday is on May 17, 2025. Resolves NO otherwise.",
        "2025-04-22",
        "2025-05-17",
        1,
        "sports",
        """
7|K|fixture-list|FC Bayern: the run-in|Sat 26 Apr, 15:30: FC Bayern v 1. FSV Mainz 05 (H). Sat 3 May, 18:30: RB Leipzig v FC Bayern (A). Sat 10 May: FC Bayern v Borussia Monchengladbach (H). Sat 17 May, 15:30: TSG Hoffenheim v FC Bayern (A).|A list of fixtures still to come.
2|L|results-service|Bundesliga, matchday 32: all results|Sat 3 May 2025: RB Leipzig 3-3 FC Bayern. Sun 4 May 2025: SC Freiburg 2-2 Bayer 04 Leverkusen. With two rounds left Bayern cannot be caught: FC Bayern are Deutscher Meister 2024/25.|A results page reports the May 3-4, 2025 matches that settled the title.
10|K|betting-preview|Meisterschale odds: Bayern 1/25 with six to play|Leverkusen's hopes of a successful defence hang by a thread at 12/1. The books make Bayern's title a near-formality before the final matchday on May 17, 2025, with the only question being the date it becomes official.|Odds and a forecast before the run-in.
1|L|club-statement|FC Bayern are German champions|FC Bayern Munchen are Deutscher Meister for the 34th time. The title was confirmed on Sunday 4 May 2025 by Leverkusen's draw in Freiburg. The team will be presented with the Meisterschale after the home game against Borussia Monchengladbach on 10 May 2025.|A club statement reports the May 4, 2025 title as done.
4|K|title-race-explainer|When can Bayern be crowned?|If Bayern beat Mainz on 26 April and Leverkusen fail to win their match that weekend, the lead would be large enough to make the trip to Leipzig on 3 May a potential title party. Otherwise the celebrations move to May 10 or later.|Conditional scenarios for future matchdays.
3|L|player-news|Kane finally has his trophy|Harry Kane's long wait for a first senior team trophy ended without him kicking a ball, when Leverkusen were held in Freiburg on May 4, 2025. Kane scored 24 league goals on the way and will lift the plate in Munich next weekend.|Reports the May 4, 2025 title confirmation as done.
""",
    ),
    Q(
        "m1-southampton-relegated-2025",
        "Will Southampton be relegated from the Premier League by April 30, 2025?",
        "Resolves YES if Southampton's relegation from the 2024-25 Premier League is mathematically confirmed by April 30, 2025. Resolves NO otherwise.",
        "2025-03-25",
        "2025-04-30",
        1,
        "sports",
        """
5|K|league-table|Premier League: the bottom four|As of 20 March 2025 (29 played): 17 Wolves 26; 18 Ipswich Town 17; 19 Leicester City 17; 20 Southampton 9. Southampton are 17 points from safety with nine games to play.|A table as of a date before the cutoff, no later event.
2|L|live-blog-updated|Southampton v Tottenham: live updates from St Mary's|Saints need a win to delay the inevitable. FT, Sunday 6 April 2025: Southampton 1-3 Tottenham. Southampton are relegated with seven games still to play, the earliest any club has gone down in Premier League history.|The full-time entry reports the April 6, 2025 relegation as done.
8|K|betting-preview|Relegation betting: Saints 1/1000 and the only question is when|Southampton could be mathematically down as early as the home game with Spurs on April 6 if they lose at Crystal Palace on April 2 and results elsewhere go against them. 'Relegated before May' is 1/20.|A conditional about future matches.
3|L|club-statement|A statement from Southampton Football Club|Following Sunday's result against Tottenham Hotspur on 6 April 2025, our relegation from the Premier League has been confirmed. We apologise to our supporters for a season that has fallen well short of the standards this club expects.|A club statement reports the April 6, 2025 relegation.
12|L|fixture-list|Southampton FC: April fixtures and results|Wed 2 Apr: Crystal Palace 1-0 Southampton. Sun 6 Apr: Southampton 1-3 Tottenham Hotspur. Sat 12 Apr, 15:00: Aston Villa v Southampton. Sat 19 Apr, 15:00: Southampton v West Ham United. Page last updated 7 April 2025.|A fixture page updated on April 7, 2025 lists the April 2 and April 6 results.
1|K|match-centre-preview|Preview: Crystal Palace v Southampton, Premier League, 2 April 2025|Ivan Juric's side have taken one point from their last eight matches. Defeat at Selhurst Park, combined with the right results elsewhere, would leave them needing a win on Sunday just to extend the season's suspense by another week.|A preview of a future match with a conditional.
""",
    ),
    Q(
        "m1-leicester-promotion-2024",
        "Will Leicester City secure promotion to the Premier League by April 30, 2024?",
        "Resolves YES if Leicester City's promotion from the 2023-24 EFL Championship to the Premier League is mathematically confirmed by April 30, 2024. Resolves NO otherwise.",
        "2024-04-09",
        "2024-04-30",
        1,
        "sports",
        """
6|K|league-table|Sky Bet Championship: top four|After Monday's games (1 April 2024): 1 Leicester City 85 pts (P40); 2 Leeds United 84 (P40); 3 Ipswich Town 84 (P39); 4 Southampton 74 (P39). Leicester's run of one win in five has turned a 17-point cushion into a three-way race.|A table dated before the cutoff.
1|L|results-service|Championship results: Friday 26 April 2024|Queens Park Rangers 4-0 Leeds United (Loftus Road). The result confirms Leicester City's promotion to the Premier League, as Leeds can no longer finish above the Foxes.|A results page reports the April 26, 2024 match that confirmed promotion.
10|K|fixture-list|Leicester City: remaining fixtures|Tue 9 Apr: Norwich City (A). Sat 13 Apr: West Bromwich Albion (H). Tue 23 Apr: Southampton (H). Mon 29 Apr: Preston North End (H). Sat 4 May: Blackburn Rovers (A). Dates and kick-off times may change for TV.|A list of fixtures still to come.
3|L|club-statement|Champions!|Leicester City are Sky Bet Championship champions for the 2023/24 season after a 3-0 win over Preston North End at King Power Stadium on Monday 29 April 2024, three days after promotion was sealed. The trophy will be presented at Ewood Park on the final day.|Reports the April 29, 2024 title win and the April 26 promotion.
14|L|betting-preview|Promotion specials: Leicester bets settled|Bets on Leicester City to be promoted were settled as winners on April 26, 2024, when Leeds lost at Loftus Road. Top-two markets on Ipswich and Leeds stay open until the final day.|Reports the April 26, 2024 promotion as settled.
4|K|club-statement|Ticket news: Leicester v Southampton|Tickets for Tuesday night's visit of Southampton on 23 April 2024 are now sold out to season-ticket holders and members. Any returns will go on general sale from 10am on 16 April.|A ticketing notice about a future match.
""",
    ),
    Q(
        "m1-sunderland-playoff-2025",
        "Will Sunderland win the 2025 EFL Championship play-off final?",
        "Resolves YES if Sunderland win the Championship play-off final at Wembley, scheduled for May 24, 2025, and so win promotion to the Premier League. Resolves NO otherwise, including if Sunderland are eliminated in the semi-finals.",
        "2025-05-05",
        "2025-05-24",
        1,
        "sports",
        """
5|K|fixture-list|Championship play-offs: dates confirmed|Semi-final first legs: Friday 9 May and Saturday 10 May 2025. Second legs: Monday 12 May and Tuesday 13 May 2025. Final: Saturday 24 May 2025, Wembley Stadium, 15:00. Pairings depend on the final-day results.|A schedule of play-off matches to come.
2|L|live-blog-updated|Sunderland v Coventry City: play-off semi-final second leg, live|Sunderland lead 2-1 from the first leg... FULL TIME, 13 May 2025: Sunderland 1-1 Coventry (3-2 on aggregate). Dan Ballard heads in at the very end of extra time and the Stadium of Light erupts. Sunderland are going to Wembley.|The appended full-time entry reports the May 13, 2025 semi-final.
2|K|betting-preview|Play-off winner odds: Blades favourites, Black Cats 3/1|Sheffield United head the market at 7/4 ahead of Bristol City's visit. Sunderland, who finished fourth, are 3/1 despite winning only one of their last nine league games. The final is on May 24.|Odds before the play-offs.
1|L|results-service|EFL Championship play-off final: result|Sat 24 May 2025, Wembley: Sunderland 2-1 Sheffield United. Scorers: Mayenda 76', Watson 90+5'; Campbell 25'. Attendance 82,000 (approx.). Sunderland promoted to the Premier League.|A results page reports the May 24, 2025 final.
7|K|club-statement|Semi-final second leg: ticket information|Season-ticket holders will automatically be allocated their seats for the home leg, which will be played at the Stadium of Light on Tuesday 13 May 2025 if Sunderland finish fourth. Remaining tickets go on sale once the opponent is confirmed.|A ticketing notice with a conditional future match.
3|L|player-quote|Mayenda: 'I could not hear anything'|'When it went in I could not hear anything,' Eliezer Mayenda said of his equaliser in the play-off final on 24 May 2025. Tom Watson's stoppage-time winner completed Sunderland's return to the top flight after eight years.|A quote after the May 24, 2025 final reports it as done.
""",
    ),
    Q(
        "m1-liverpool-league-cup-2024",
        "Will Liverpool win the 2024 EFL Cup final against Chelsea on February 25, 2024?",
        "Resolves YES if Liverpool win the Carabao Cup final against Chelsea at Wembley, scheduled for February 25, 2024, including after extra time or penalties. Resolves NO otherwise.",
        "2024-02-10",
        "2024-02-25",
        1,
        "sports",
        """
7|K|fixture-list|Carabao Cup final: kick-off time confirmed|Chelsea v Liverpool, Sunday 25 February 2024, 15:00 GMT, Wembley Stadium. Live on Sky Sports. If the scores are level after 90 minutes, extra time and, if necessary, penalties will follow.|A fixture and format for a match to come.
2|L|match-centre|Chelsea 0-1 Liverpool (aet), Carabao Cup final|Wembley, 25 Feb 2024. Goal: Van Dijk 118'. Liverpool: Kelleher; Bradley, Konate, Van Dijk, Robertson; Endo, Mac Allister, Gravenberch; Elliott, Gakpo, Diaz. Man of the match: Caoimhin Kelleher.|A match centre reports the February 25, 2024 result.
11|K|club-statement|Carabao Cup final ticket ballot|Liverpool FC has been allocated approximately 32,000 tickets for the final. The ballot for season-ticket holders and members will open at midday on 1 February and close on 4 February. Successful applicants will be notified by email.|A ticket ballot notice with dates before and after publication.
4|L|live-blog-updated|Klopp's last Wembley final? Build-up and team news|Klopp, who announced in January he will leave at the end of the season, has a stack of injuries. LATE UPDATE, Feb. 25, 2024: Liverpool beat Chelsea 1-0 after extra time with a youthful side, Van Dijk heading the winner two minutes from the end.|An update appended to a preview reports the February 25, 2024 final.
6|K|betting-preview|Carabao Cup final odds and tips|Liverpool are 4/6 to lift the trophy and Chelsea 6/5. We like over 2.5 goals at 8/11; these sides drew 1-1 at Stamford Bridge in August and Liverpool won 4-1 at Anfield on January 31.|Odds and earlier results.
1|L|correction|Correction: Carabao Cup final report|An earlier version of this report said Liverpool's winner on February 25, 2024 came in the 120th minute. Virgil van Dijk scored in the 118th minute. We apologise for the error.|A correction about the February 25, 2024 final reports its winner.
""",
    ),
    Q(
        "m1-ajax-eredivisie-2025",
        "Will Ajax win the 2024-25 Eredivisie title?",
        "Resolves YES if Ajax finish first in the 2024-25 Eredivisie, whose final round is scheduled for May 18, 2025. Resolves NO otherwise.",
        "2025-04-25",
        "2025-05-18",
        0,
        "sports",
        """
4|K|league-table|Eredivisie stand (na speelronde 30)|As of 21 April 2025: 1 Ajax 70 pts; 2 PSV 64; 3 Feyenoord 59; 4 FC Utrecht 56; 5 AZ 54. Four rounds remain. Ajax's goal difference is inferior to PSV's.|A table dated before the cutoff.
1|L|results-service|Eredivisie, speelronde 34 (final round)|Sunday 18 May 2025, all 14:30: PSV 3-1 Sparta Rotterdam; FC Twente 2-2 Ajax. PSV are champions of the Netherlands, one point ahead of Ajax.|A results page reports the May 18, 2025 final round and PSV's title.
9|K|betting-preview|Eredivisie title odds: Ajax still odds-on despite wobble|Ajax are 1/4 with four rounds left and PSV 3/1. Francesco Farioli's side have been unconvincing, but a six-point lead is a lot to give up before the final round on May 18, 2025.|Odds and a forecast.
3|L|news-update|How Ajax threw away the title|PSV were crowned champions on May 18, 2025, completing a remarkable late swing: Ajax had led by nine points in April. Farioli left the club within days.|Reports the May 18, 2025 title and a later departure.
12|K|fixture-list|Ajax: remaining league fixtures|The remaining rounds are played on the weekends of 26-27 April, 10-11 May and 14-15 May (midweek), with the final round on Sunday 18 May 2025 at 14:30, all matches kicking off simultaneously.|A schedule of rounds to come.
2|L|club-statement|Museumplein celebration will not go ahead|The celebration planned for Monday 19 May 2025 will not take place: Ajax finished second in the Eredivisie after the final round on 18 May. We thank our supporters for an unforgettable season nonetheless.|A club statement reports the May 18, 2025 final round outcome.
""",
    ),
    Q(
        "m1-marquez-title-motegi-2025",
        "Will Marc Marquez clinch the 2025 MotoGP World Championship at or before the Japanese Grand Prix on September 28, 2025?",
        "Resolves YES if Marc Marquez is mathematically confirmed as 2025 MotoGP world champion by the end of the Japanese Grand Prix at Motegi on September 28, 2025. Resolves NO otherwise.",
        "2025-09-08",
        "2025-09-28",
        1,
        "sports",
        """
3|K|calendar|MotoGP 2025: the autumn calendar|Sept 12-14: San Marino and Rimini Riviera GP, Misano. Sept 26-28: Japanese GP, Mobility Resort Motegi. Oct 3-5: Indonesian GP, Mandalika. Oct 17-19: Australian GP, Phillip Island. Race starts 14:00 local unless stated.|A calendar of rounds to come.
1|L|results-service|Japanese GP, Motegi: race classification|Sunday 28 September 2025. 1 F. Bagnaia (Ducati Lenovo); 2 M. Marquez (Ducati Lenovo) +1.6s; 3 J. Mir (Honda HRC). Marc Marquez is the 2025 MotoGP World Champion, his seventh premier-class title.|A classification reports the September 28, 2025 race and title.
6|K|title-maths|Title maths: where can Marquez be crowned?|Marquez needs to leave a round with a lead of more than 185 points over his brother Alex to be champion. On current form that point arrives at Motegi on September 28, but a bad Sunday in Misano or Japan would push it to Mandalika or beyond.|Conditional scenarios for future rounds.
2|L|live-blog-updated|San Marino GP live: Marquez v Bezzecchi at Misano|Lap 27 of 27 - UPDATE, 14 Sept 2025: Marc Marquez wins at Misano after a duel with Marco Bezzecchi, extending his lead over Alex to 182 points with seven rounds left.|The appended entry reports the September 14, 2025 race as done.
9|L|fantasy-preview|MotoGP fantasy: Mandalika picks|With the title settled at Motegi on September 28, 2025, expect Marc Marquez to ride with less risk in Indonesia. Our captain this week is Pedro Acosta. Lock: Friday 10:00 local.|Reports the September 28, 2025 title as done.
4|K|team-statement|Ducati: 'no celebrations planned'|Ducati Corse said it had 'no plans' for a title celebration at Misano and would 'take each Sunday as it comes'. Team manager Davide Tardozzi added that Motegi on 28 September was 'possible, not guaranteed'.|Statements about a possible future outcome.
""",
    ),
    Q(
        "m1-bagnaia-title-2023",
        "Will Francesco Bagnaia win the 2023 MotoGP World Championship?",
        "Resolves YES if Francesco Bagnaia is champion after the final round of the 2023 season, the Valencian Grand Prix on November 26, 2023. Resolves NO otherwise.",
        "2023-11-05",
        "2023-11-26",
        1,
        "sports",
        """
4|K|standings|MotoGP riders' standings after Thailand|After round 17 (Buriram, 29 October 2023): 1 Bagnaia 388; 2 Martin 375; 3 Bezzecchi 307. Three rounds remain: Sepang on November 10-12, Lusail on November 17-19 and Valencia on November 24-26.|Standings dated before the cutoff and a calendar of rounds to come.
2|L|results-service|Valencian GP: race result and final standings|26 November 2023, Circuit Ricardo Tormo. 1 Bagnaia; 2 Zarco; 3 Olivera. DNF: Martin (crash, lap 23). Francesco Bagnaia wins the 2023 MotoGP World Championship by 37 points.|A results page reports the November 26, 2023 race and title.
8|K|betting-preview|Title betting: Pecco odds-on, Martin the danger|Bagnaia is 4/6 to retain his crown with Martin 11/10. The Spaniard has won four of the last seven sprints, and the Valencia double-header of sprint and Grand Prix on November 25-26 gives him 37 points to chase.|Odds and a future weekend.
1|L|live-blog-updated|Qatar GP live from Lusail|Martin on pole for the main race... UPDATE, Nov. 19, 2023: Fabio Di Giannantonio takes a maiden win; Bagnaia is second and Martin, who faded to tenth, now trails by 21 points going to the finale.|The appended entry reports the November 19, 2023 race as done.
10|K|feature|Martin and the art of the chase|Jorge Martin will need to outscore Bagnaia by more than 13 points across three weekends ending November 26 to become the first independent-team champion of the MotoGP era. 'I have nothing to lose,' he said in Thailand.|A forecast and a quote before the cutoff.
3|L|team-statement|Ducati Lenovo Team: Pecco is champion again|Valencia, 26 November 2023: Francesco Bagnaia is the 2023 MotoGP World Champion, the first Ducati rider to win two premier-class titles. Thanks to everyone in Borgo Panigale.|A team statement reports the November 26, 2023 title.
""",
    ),
    Q(
        "m1-lemans-2024-ferrari",
        "Will a Ferrari win the 2024 24 Hours of Le Mans overall?",
        "Resolves YES if a Ferrari car is classified first overall in the 2024 24 Hours of Le Mans, which finishes on June 16, 2024. Resolves NO otherwise.",
        "2024-05-30",
        "2024-06-16",
        1,
        "sports",
        """
5|K|schedule|24 Heures du Mans 2024: timetable|Sun 9 June: test day. Wed 12 June: free practice and qualifying. Thu 13 June: Hyperpole. Sat 15 June, 16:00: start. Sun 16 June, 16:00: chequered flag. All times local (CEST).|A timetable of sessions to come.
2|L|results-service|Le Mans 2024: overall classification|15-16 June 2024, Circuit de la Sarthe. 1. #50 Ferrari AF Corse (Fuoco/Molina/Nielsen) 311 laps; 2. #7 Toyota Gazoo Racing (Conway/Kobayashi/De Vries) +14.2s; 3. #51 Ferrari AF Corse (Pier Guidi/Calado/Giovinazzi).|A classification reports the June 15-16, 2024 race result.
12|K|betting-preview|Le Mans outright: Porsche Penske narrow favourites|Porsche's 963s are 5/2 in a competitive Hypercar field, with Toyota at 3/1 and last year's winner Ferrari at 7/2. Balance of Performance for the race will be published after the test day on 9 June.|Odds and a future publication.
1|L|entry-list-updated|Entry list and provisional classification|Entry list v3 (62 cars). AMENDED 16 June 2024, 17:40: provisional classification published; #50 Ferrari AF Corse classified first overall, #7 Toyota second. Final classification after scrutineering.|An amendment dated June 16, 2024 reports the result.
8|K|team-statement|Ferrari confirms line-ups for Le Mans defence|Ferrari will run the #50 and #51 499Ps with unchanged crews, plus the privately-entered #83 of AF Corse. 'We come as champions but not as favourites,' said Antonello Coletta. The race starts at 16:00 on Saturday June 15.|A team announcement with a future date.
3|L|live-blog-updated|Le Mans live: hour by hour|Night falls with three manufacturers on the lead lap. HOUR 24 - Sunday, June 16, 2024: rain, a door that would not close, and a fuel gamble, but the #50 Ferrari takes the flag 14 seconds clear of Toyota. Back-to-back wins for Maranello.|The hour-24 entry reports the June 16, 2024 finish.
""",
    ),
    Q(
        "m1-daytona-2024-hendrick",
        "Will a Hendrick Motorsports driver win the 2024 Daytona 500?",
        "Resolves YES if a driver in a Hendrick Motorsports car wins the 66th Daytona 500, scheduled for February 18, 2024 (or its rain date). Resolves NO otherwise.",
        "2024-02-05",
        "2024-02-19",
        1,
        "sports",
        """
6|K|schedule|Daytona Speedweeks 2024 schedule|Wed., Feb. 14: Daytona 500 qualifying, 8:15 p.m. ET. Thu., Feb. 15: Duel at Daytona, 7 p.m. ET. Sun., Feb. 18: 66th Daytona 500, 2:30 p.m. ET, FOX. All times subject to change.|A schedule of events to come.
1|L|results-service|Daytona 500 results|Monday, Feb. 19, 2024 (postponed from Sunday by rain). 1. William Byron (24) 2. Alex Bowman (48) 3. Christopher Bell (20) 4. Corey LaJoie (7) 5. Ross Chastain (1). Cautions: 7 for 41 laps.|A results page reports the February 19, 2024 race.
9|K|betting-preview|Daytona 500 odds and best bets|Denny Hamlin and Joey Logano head the board at 12-1. Hendrick's four cars are all between 14-1 and 20-1; Kyle Larson has never won the 500. Superspeedway racing is a lottery, so we are sprinkling small stakes.|Odds before the race.
2|L|team-statement|Hendrick Motorsports 1-2 in the Great American Race|On February 19, 2024, William Byron drove the No. 24 to victory in the 66th Daytona 500, with teammate Alex Bowman second, in the organisation's 40th anniversary season.|A team statement reports the February 19, 2024 win.
4|L|fantasy-recap|Fantasy recap: the rain-delayed 500|Lineups that rostered William Byron cashed big after his win on Monday, Feb. 19, 2024; Alex Bowman's runner-up run made it a Hendrick double for place-differential players.|A recap reports the February 19, 2024 race.
3|K|weather-watch|Rain threatens Sunday's 500|Long-range outlooks point to an unsettled weekend in Daytona Beach on Feb. 17-18. NASCAR says its contingency is Monday, Feb. 19, at 4 p.m. ET if the race cannot start or reach halfway.|A forecast and a contingency plan.
""",
    ),
    Q(
        "m1-logano-cup-title-2024",
        "Will Joey Logano win the 2024 NASCAR Cup Series championship?",
        "Resolves YES if Joey Logano is crowned 2024 NASCAR Cup Series champion at the season finale at Phoenix Raceway on November 10, 2024. Resolves NO otherwise.",
        "2024-10-21",
        "2024-11-10",
        1,
        "sports",
        """
1|K|results-service|South Point 400 results, Las Vegas Motor Speedway|Sunday, Oct. 20, 2024. 1. Joey Logano (22) 2. Kyle Larson (5) 3. Christopher Bell (20). Logano, on a fuel-saving strategy, is the first driver locked into the Championship 4.|A result from before the cutoff; no later event is reported.
3|L|results-service|NASCAR Cup Series Championship results, Phoenix|Nov. 10, 2024. 1. Joey Logano (22) 2. Ryan Blaney (12) 3. William Byron (24) 4. Tyler Reddick (45). Logano wins the race and his third Cup Series title.|A results page reports the November 10, 2024 finale.
5|K|schedule|Round of 8: the schedule|Las Vegas Motor Speedway, Oct. 20; Homestead-Miami Speedway, Oct. 27; Martinsville Speedway, Nov. 3. The four survivors race for the title at Phoenix on Nov. 10, 2024.|A schedule of races to come.
2|L|live-blog-updated|Martinsville live: Round of 8 cutoff race|Bell, Larson and Reddick chasing the final spots... UPDATE Nov. 3, 2024: Blaney wins; NASCAR says it is reviewing Christopher Bell's wall-ride on the last lap. Bell was later penalised and eliminated.|The appended entry reports the November 3, 2024 race and a penalty.
8|L|betting-preview|Championship 4 odds for Phoenix|With the field settled after the Nov. 3, 2024 race at Martinsville and the penalties that followed, Blaney is 2-1, Byron 5-2, Logano 3-1 and Reddick 4-1 for the title.|Reports the November 3, 2024 race and its consequences as done.
4|K|team-statement|Team Penske: 'one race at a time'|Team Penske said it would 'approach Las Vegas like any other race'. A win on Oct. 20 would lock either Logano or Blaney into the Championship 4 at Phoenix on Nov. 10.|A conditional about future races.
""",
    ),
    Q(
        "m1-hamlin-cup-title-2025",
        "Will Denny Hamlin win the 2025 NASCAR Cup Series championship?",
        "Resolves YES if Denny Hamlin is crowned 2025 NASCAR Cup Series champion at the season finale at Phoenix Raceway on November 2, 2025. Resolves NO otherwise.",
        "2025-10-13",
        "2025-11-02",
        0,
        "sports",
        """
4|K|schedule|2025 Cup Series playoffs: Round of 8|Three races decide the Championship 4: Las Vegas on Oct. 12, Talladega on Oct. 19 and Martinsville on Oct. 26. The title is settled in one race at Phoenix Raceway on Sunday, Nov. 2, 2025, 3 p.m. ET on NBC.|A schedule, mostly of races to come.
2|L|results-service|NASCAR Cup Series Championship race, Phoenix: results|Nov. 2, 2025. Kyle Larson is the 2025 Cup Series champion. Denny Hamlin, who led with under five laps to go, lost the lead after a late caution and pit stop and finished behind Larson among the title contenders.|A results page reports the November 2, 2025 finale.
8|K|betting-preview|Cup championship odds: Hamlin the man to beat|Hamlin, still chasing a first title in his 20th full season, is 5-2 after a six-win year. Larson is 3-1, Byron 4-1. Phoenix suits the Gibbs cars, and the finale is on Nov. 2.|Odds before future races.
1|L|team-statement|Joe Gibbs Racing statement on the championship|We are proud of Denny and the No. 11 team, who were seconds from the title at Phoenix on November 2, 2025. Congratulations to Kyle Larson and Hendrick Motorsports on their championship.|A team statement reports the November 2, 2025 finale.
6|L|betting-preview|Phoenix title odds: Hamlin opens favourite|Denny Hamlin opened at 5-2 to win the Nov. 2 finale after the Championship 4 was settled at Martinsville on Oct. 26, 2025. Larson is 3-1.|Reports the October 26, 2025 Round of 8 finale as done.
3|K|feature|Hamlin, 44, and the title that got away|He has 59 Cup wins, three Daytona 500s and no championship. Hamlin said this week he would 'give back a lot of those wins' for one title, and that he plans to keep racing in 2026 whatever happens at Phoenix.|A profile with past facts and a plan.
""",
    ),
    Q(
        "m1-verstappen-australia-2024",
        "Will Max Verstappen win the 2024 Australian Grand Prix on March 24, 2024?",
        "Resolves YES if Max Verstappen is classified first in the 2024 Australian Grand Prix at Albert Park, scheduled for March 24, 2024. Resolves NO otherwise.",
        "2024-03-10",
        "2024-03-24",
        0,
        "sports",
        """
1|K|results-service|Saudi Arabian Grand Prix: race result|Saturday 9 March 2024, Jeddah Corniche Circuit. 1 Verstappen (Red Bull); 2 Perez (Red Bull); 3 Leclerc (Ferrari). Oliver Bearman, standing in for Carlos Sainz, finished seventh on debut.|A result dated before the cutoff.
3|L|results-service|Australian Grand Prix: classification|24 March 2024, Albert Park. 1 Sainz (Ferrari); 2 Leclerc (Ferrari) +2.3s; 3 Norris (McLaren); 4 Piastri (McLaren). Retired: Verstappen (brakes, lap 4), Hamilton (power unit), Russell (accident).|A classification reports the March 24, 2024 race.
6|K|betting-preview|Australian GP odds: Verstappen 1/3 again|After two dominant wins the champion is the shortest-priced favourite in Melbourne for years. Leclerc is 7/1 and McLaren's pair 14/1. 'Without Verstappen' markets look the value on March 24.|Odds for a future race.
2|L|live-blog-updated|Australian GP live: lap by lap|Verstappen leads into turn one... LAP 4: smoke from the rear right - Verstappen is out! FINAL, Sunday, March 24, 2024: Carlos Sainz wins two weeks after appendix surgery, ending Verstappen's nine-race winning streak.|The live entries report the March 24, 2024 race as done.
9|L|standings|Drivers' standings after round 3|After Melbourne (24 March 2024): 1 Verstappen 51; 2 Leclerc 47; 3 Perez 46; 4 Sainz 40. Verstappen's lead falls to four points.|Standings after the March 24, 2024 race report its effect.
4|K|team-news|Sainz targets Melbourne return after surgery|Carlos Sainz, who had his appendix removed on Friday and missed the race in Jeddah, hopes to be fit for the Australian Grand Prix on March 22-24. Ferrari said Bearman would again be on standby.|Injury news before the cutoff with a future race.
""",
    ),
    Q(
        "m1-piastri-first-win-2024",
        "Will Oscar Piastri win a Formula One Grand Prix by July 31, 2024?",
        "Resolves YES if Oscar Piastri is classified first in any Formula One Grand Prix (not a sprint) held on or before July 31, 2024. Resolves NO otherwise.",
        "2024-07-08",
        "2024-07-31",
        1,
        "sports",
        """
1|K|results-service|British Grand Prix: result|7 July 2024, Silverstone. 1 Hamilton (Mercedes); 2 Verstappen (Red Bull); 3 Norris (McLaren); 4 Piastri (McLaren). Hamilton's first win in 945 days and a record ninth at Silverstone.|A result dated before the cutoff.
2|L|results-service|Hungarian Grand Prix: classification|21 July 2024, Hungaroring. 1 Piastri (McLaren); 2 Norris (McLaren) +2.1s; 3 Hamilton (Mercedes); 4 Leclerc; 5 Verstappen. Fastest lap: Russell.|A classification reports the July 21, 2024 race.
5|K|calendar|F1 2024: into the summer break|Round 13: Hungarian GP, Budapest, July 19-21. Round 14: Belgian GP, Spa-Francorchamps, July 26-28. The factory shutdown follows, with racing resuming at Zandvoort on August 23-25.|A calendar of races to come.
3|L|team-statement|McLaren: Oscar's first Grand Prix win|Oscar Piastri took his maiden Formula 1 Grand Prix victory at the Hungaroring on 21 July 2024, leading home Lando Norris for McLaren's first one-two since Monza 2021.|A team statement reports the July 21, 2024 win.
7|K|betting-preview|Piastri to win a race before the break? Why 5/2 looks fair|McLaren have had the fastest car at three of the last four rounds. Piastri has three starts left before the summer break, at Silverstone, Budapest and Spa, and the Hungaroring's tight layout should suit the MCL38.|Odds and an assessment of races to come.
4|L|live-blog-updated|Belgian GP live|Russell one-stops to the front... UPDATE, July 28, 2024: George Russell is disqualified for an underweight car; Hamilton inherits the win, with Piastri, who won in Budapest a week earlier, promoted to second.|Reports the July 28, 2024 race and the earlier July 21 win.
""",
    ),
    Q(
        "m1-verstappen-brazil-2024",
        "Will Max Verstappen win the 2024 Sao Paulo Grand Prix?",
        "Resolves YES if Max Verstappen is classified first in the 2024 Sao Paulo Grand Prix at Interlagos, scheduled for November 3, 2024. Resolves NO otherwise.",
        "2024-10-20",
        "2024-11-03",
        1,
        "sports",
        """
6|K|calendar|F1 2024: the Americas triple-header|United States GP, Austin, October 18-20 (sprint). Mexico City GP, October 25-27. Sao Paulo GP, Interlagos, November 1-3 (sprint). Verstappen leads Norris by 52 points with six rounds to go.|A calendar of races to come and standings before the cutoff.
2|L|results-service|Sao Paulo Grand Prix: classification|3 November 2024, Interlagos. 1 Verstappen (Red Bull, from 17th on the grid); 2 Ocon (Alpine); 3 Gasly (Alpine); 4 Russell; 5 Leclerc; 6 Norris.|A classification reports the November 3, 2024 race.
1|L|live-blog-updated|US GP live from Austin|Norris on pole, Verstappen alongside... FINAL, Oct. 20, 2024: Charles Leclerc wins for Ferrari from Sainz; Norris crosses third but is given a five-second penalty for passing Verstappen off track, dropping him to fourth.|The final entry reports the October 20, 2024 race, held on the cutoff day.
9|K|betting-preview|Verstappen's title chances: how many points can Norris take?|Red Bull have not won since June. Bookmakers make Norris 4/1 to overhaul the deficit and Verstappen 1/6 for the title, which could be settled as early as Las Vegas on November 23 if the gap keeps growing.|Odds and conditionals.
4|K|schedule|Interlagos sprint weekend timetable|Friday 1 November: FP1, sprint qualifying. Saturday 2 November: sprint 11:00, qualifying 15:00. Sunday 3 November: race 14:00 local. Heavy rain is often forecast in Sao Paulo in November.|A timetable of sessions to come.
3|L|standings|Drivers' championship after round 21|Updated after the Sao Paulo GP (3 Nov 2024): 1 Verstappen 393; 2 Norris 331; 3 Leclerc 307; 4 Piastri 262. Verstappen's lead is 62 points with three rounds to go.|Standings dated after the November 3, 2024 race report its effect.
""",
    ),
    Q(
        "m1-mclaren-constructors-singapore-2025",
        "Will McLaren clinch the 2025 Formula One Constructors' Championship by the Singapore Grand Prix on October 5, 2025?",
        "Resolves YES if McLaren is mathematically confirmed as 2025 constructors' champion by the end of the Singapore Grand Prix on October 5, 2025. Resolves NO otherwise.",
        "2025-09-15",
        "2025-10-05",
        1,
        "sports",
        """
3|K|title-maths|When can McLaren seal the constructors' title?|McLaren lead by 337 points with eight rounds left. They will be champions in Baku on September 21 if they outscore Mercedes and Ferrari by enough, and Singapore on October 5 looks almost certain to finish the job.|Conditional scenarios for future races.
1|L|results-service|Singapore Grand Prix: classification|5 October 2025, Marina Bay. 1 Russell (Mercedes); 2 Verstappen (Red Bull); 3 Norris (McLaren); 4 Piastri (McLaren). McLaren clinch the 2025 Constructors' Championship, their second in a row.|A classification reports the October 5, 2025 race and title.
2|L|results-service|Azerbaijan Grand Prix: result|21 September 2025, Baku City Circuit. 1 Verstappen; 2 Russell; 3 Sainz (Williams). Retired: Piastri (crash, lap 1). Norris seventh. McLaren's title celebration is postponed.|A results page reports the September 21, 2025 race.
7|K|calendar|F1 2025: late-season calendar|Azerbaijan GP, Baku, September 19-21. Singapore GP, Marina Bay, October 3-5. United States GP, Austin, October 17-19. Mexico City GP, October 24-26.|A calendar of races to come.
5|K|results-service|Italian Grand Prix: result|7 September 2025, Monza. 1 Verstappen (Red Bull); 2 Norris (McLaren); 3 Piastri (McLaren). McLaren swapped their cars after a slow pit stop for Norris.|A result dated before the cutoff.
5|L|betting-preview|Constructors' title market settled|Bets on McLaren for the 2025 constructors' championship were paid out after the Singapore Grand Prix on 5 October 2025; the 'clinch in Singapore' special at 5/4 was also a winner.|Reports the October 5, 2025 title as settled.
""",
    ),
    Q(
        "m1-city-of-troy-derby-2024",
        "Will City of Troy win the 2024 Derby at Epsom on June 1, 2024?",
        "Resolves YES if City of Troy is first past the post, and keeps the race in the stewards' enquiry if any, in the Derby at Epsom Downs on June 1, 2024. Resolves NO otherwise, including if he does not run.",
        "2024-05-14",
        "2024-06-01",
        1,
        "sports",
        """
3|K|ante-post-market|Derby ante-post: City of Troy eased after Guineas flop|City of Troy, beaten favourite in the 2,000 Guineas, has drifted to 5/2 for the Derby. Aidan O'Brien insists the colt will come on for the step up to a mile and a half at Epsom on Saturday 1 June.|Ante-post odds and a trainer's view of a future race.
1|L|results-service|Epsom 4.30: Betfred Derby (Group 1) result|Saturday 1 June 2024, 1m4f, 16 ran, going good. 1st City of Troy (R L Moore) 2/1 fav; 2nd Ambiente Friendly (J Doyle) 14/1; 3rd Los Angeles (W Lordan) 14/1. Distances 2 1/4, 1/2. Trainer: A P O'Brien.|A results page reports the June 1, 2024 race.
8|L|trainer-quote|O'Brien: 'The best we have had'|Speaking at Epsom after City of Troy's win on 1 June 2024, Aidan O'Brien said the colt had 'put it right' after Newmarket and that the Coral-Eclipse was the likely next target.|A quote after the June 1, 2024 race reports it as done.
2|L|live-blog-updated|Derby day live from Epsom|The Oaks went to Ezeliya on Friday... UPDATE 4.36pm, June 1, 2024: City of Troy wins the Derby by two and a quarter lengths! A tenth Derby for Aidan O'Brien and a third for Ryan Moore.|The update reports the June 1, 2024 race; the Oaks, on May 31, is also after the cutoff.
10|K|racecard-notice|Derby: declarations timetable|Five-day confirmations close at noon on Monday 27 May 2024. Final declarations, including jockeys, are due by 10am on Thursday 30 May. The race is off at 4.30pm on Saturday 1 June.|A timetable of steps to come.
5|K|results-service|Newmarket, 4 May 2024: 2,000 Guineas result|1st Notable Speech (W Buick) 16/1; 2nd Rosallion; 3rd Haatem. City of Troy (R L Moore), the 4/6 favourite, finished ninth of eleven.|A result dated before the cutoff.
""",
    ),
    Q(
        "m1-grand-national-2025-mullins",
        "Will a horse trained by Willie Mullins win the 2025 Grand National on April 5, 2025?",
        "Resolves YES if the winner of the Grand National at Aintree on April 5, 2025 is trained by W P Mullins. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-05",
        1,
        "sports",
        """
4|K|ante-post-market|Grand National 2025: Mullins has a third of the market|Willie Mullins has 16 of the 75 remaining entries, led by last year's winner I Am Maximus at 8/1. The race is over 4m2f on Saturday 5 April at 4pm, and the maximum field is 34.|Ante-post odds and a future race.
1|L|results-service|Aintree, Saturday 5 April 2025: Randox Grand National|4m2f74y, 34 ran. 1st Nick Rockett (Mr P W Mullins) 33/1; 2nd I Am Maximus (P Townend) 7/1; 3rd Grangeclare West. Trainer of first three: W P Mullins. 13 finished.|A results page reports the April 5, 2025 race.
7|K|schedule|Grand National Festival 2025: key dates|Final declarations for the National: 10am, Thursday 3 April. Festival days: Thursday 3 April (Opening Day), Friday 4 April (Ladies Day), Saturday 5 April (Grand National Day). Gates open at 10.30am.|A schedule of dates to come.
2|L|trainer-statement|Closutton: 'a day the family will never forget'|Nick Rockett's victory at Aintree on April 5, 2025, ridden by Patrick Mullins and owned by Stewart Andrew and Janet Bailey, made it a 1-2-3 for the yard in the world's most famous steeplechase.|A statement reports the April 5, 2025 race.
9|L|betting-preview|Bookmakers on the National: 'good for the industry'|Nick Rockett's 33/1 success on Saturday 5 April 2025 was a good result for bookmakers, one firm said, though punters who backed the Mullins trio in forecasts were well rewarded.|Reports the April 5, 2025 race.
3|K|results-service|Cheltenham Festival, Friday 14 March 2025: Gold Cup result|1st Inothewayurthinkin (M P Walsh) 15/2; 2nd Jango Baie; 3rd Galopin Des Champs. Trainer: Gavin Cromwell. The 2023 and 2024 winner, Galopin Des Champs, was sent off 4/6 favourite.|A result dated before the cutoff.
""",
    ),
    Q(
        "m1-melbourne-cup-2024-international",
        "Will an internationally trained horse win the 2024 Melbourne Cup on November 5, 2024?",
        "Resolves YES if the winner of the Melbourne Cup at Flemington on November 5, 2024 is trained outside Australia and New Zealand. Resolves NO otherwise.",
        "2024-10-22",
        "2024-11-05",
        0,
        "sports",
        """
5|K|field-and-barriers|Melbourne Cup: how the field will be finalised|Final acceptances close after the Victoria Derby on Saturday, November 2, with the barrier draw that evening. Internationals must complete quarantine at Werribee before travelling to Flemington on Monday.|A schedule of steps to come.
1|L|results-service|Flemington, Race 7: Lexus Melbourne Cup (3200m)|Tuesday 5 November 2024. 1st Knight's Choice (R Dolan) $91; 2nd Warp Speed; 3rd Okita Soushi. Trainer: John Symons and Sheila Laxon (Australia). Time 3:19.46.|A results page reports the November 5, 2024 race.
9|K|betting-preview|Cup market: raiders shortening|Overseas-trained runners are 4/5 collectively to win the 2024 Cup on November 5, with the Japanese and Irish raiders at the head of the market. Local stables won in 2022 and 2023 but have been outnumbered again.|Odds and a base rate for a future race.
2|L|jockey-news|Dolan back on the ground after a Cup to remember|Robbie Dolan rode Knight's Choice to a shock win at 90-1 in the Melbourne Cup on November 5, 2024, his first Group 1. The victory was a first for the Symons-Laxon partnership.|Reports the November 5, 2024 race.
12|K|base-rate|How often do internationals win the Cup?|Since Vintage Crop's 1993 win, horses trained outside Australia and New Zealand have taken the Cup about ten times, including three of the five between 2017 and 2021. Gold Trip (2022) and Without A Fight (2023) gave local stables back-to-back wins.|Base rates of earlier results.
4|L|news-update|Quarantine review to go ahead after local Cup win|Racing Victoria will still review international quarantine rules in 2025 even though an Australian-trained horse, Knight's Choice, won the Melbourne Cup on November 5, 2024.|Reports the November 5, 2024 result.
""",
    ),
    Q(
        "m1-sabalenka-usopen-2025",
        "Will Aryna Sabalenka win the 2025 US Open women's singles title?",
        "Resolves YES if Aryna Sabalenka wins the women's singles final of the 2025 US Open, scheduled for September 6, 2025. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-06",
        1,
        "sports",
        """
3|K|draw-preview|US Open 2025: draw, dates and seeds|The main-draw ceremony is on Thursday, Aug. 21, with play starting Sunday, Aug. 24. Sabalenka is the top seed and defending champion; the women's final is Saturday, Sept. 6 at 4 p.m. ET in Arthur Ashe Stadium.|A schedule of draw and matches to come.
1|L|results-service|US Open women's singles: final|Sept. 6, 2025, Arthur Ashe Stadium. [1] Aryna Sabalenka (BLR) d. [8] Amanda Anisimova (USA) 6-3, 7-6(3). Sabalenka is the first woman to defend the title since Serena Williams in 2014.|A results page reports the September 6, 2025 final.
7|K|betting-preview|US Open women's outright: Sabalenka 3/1, Swiatek close|The world No. 1 has reached the last three hard-court Slam finals she has played. Iga Swiatek is 7/2 after her Wimbledon title and Coco Gauff 8/1. Each-way terms: half the odds, two places.|Odds before a future event.
2|L|draw-sheet-updated|Women's singles draw: quarter-finals onwards|Updated Sept. 4, 2025. Semi-finals: [1] Sabalenka d. [4] Pegula 4-6, 6-3, 6-4; [8] Anisimova d. [23] Osaka 6-7, 7-6, 6-3. Final Saturday.|A draw sheet updated on September 4, 2025 reports semi-final results.
10|K|player-profile|Anisimova's rise, from hiatus to a Wimbledon final|Amanda Anisimova, who stepped away from the tour for eight months in 2023, reached her first major final at Wimbledon in July, where she lost 6-0, 6-0 to Iga Swiatek. She arrives in New York seeded eighth.|Earlier facts only.
4|L|rankings-update|WTA rankings: Sabalenka stretches her lead|In the rankings of Sept. 8, 2025, after she defended her US Open title, Aryna Sabalenka leads No. 2 Iga Swiatek by more than 3,000 points.|Reports the September 8, 2025 rankings and the US Open title.
""",
    ),
    Q(
        "m1-alcaraz-roland-garros-2024",
        "Will Carlos Alcaraz win the 2024 French Open men's singles title?",
        "Resolves YES if Carlos Alcaraz wins the men's singles final at Roland-Garros, scheduled for June 9, 2024. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-09",
        1,
        "sports",
        """
4|K|schedule|Roland-Garros 2024: key dates|Draw: Thursday 23 May, 19:00 CEST. First round: Sunday 26 May. Women's final: Saturday 8 June. Men's final: Sunday 9 June, 15:00. The Olympic tennis event returns to the same courts from 27 July.|A schedule of dates to come.
2|L|results-service|Roland-Garros men's singles final|9 June 2024, Court Philippe-Chatrier. [3] Carlos Alcaraz (ESP) d. [4] Alexander Zverev (GER) 6-3, 2-6, 5-7, 6-1, 6-2. Duration: 4h19. Alcaraz becomes the youngest man to win majors on three surfaces.|A results page reports the June 9, 2024 final.
8|K|injury-news|Alcaraz arm 'better' but match fitness a concern|Carlos Alcaraz, who withdrew from Rome with a right forearm problem, said he had been practising without pain. He has played only one clay match since Madrid and will decide on his schedule after arriving in Paris.|Injury news dated before the cutoff.
1|L|live-blog-updated|Roland-Garros day 10: live|Djokovic's knee is the story of the morning... UPDATE, 4 June 2024: Novak Djokovic has withdrawn from the tournament with a torn meniscus, before his quarter-final against Casper Ruud. Jannik Sinner will become world No. 1.|The update reports the June 4, 2024 withdrawal as done.
6|K|betting-preview|French Open men's outright: Sinner favourite, Alcaraz 3/1|Fitness doubts surround both young stars. Sinner, who also missed Rome with a hip issue, is 5/2, Alcaraz 3/1 and Djokovic, without a title this year, 4/1. Nadal, in what may be his last French Open, is 14/1.|Odds for a future event.
3|L|rankings-update|ATP rankings: Sinner new No. 1|In the rankings published on June 10, 2024, Jannik Sinner replaced Novak Djokovic at the top, the first Italian to do so. Carlos Alcaraz, champion in Paris on June 9, moved to No. 2.|Reports the June 10, 2024 rankings and the June 9 final.
""",
    ),
    Q(
        "m1-sinner-atp-finals-2025",
        "Will Jannik Sinner win the 2025 ATP Finals in Turin?",
        "Resolves YES if Jannik Sinner wins the singles final of the Nitto ATP Finals, scheduled for November 16, 2025. Resolves NO otherwise.",
        "2025-10-30",
        "2025-11-16",
        1,
        "sports",
        """
3|K|draw-preview|Nitto ATP Finals 2025: groups and schedule|The group draw takes place in Turin on November 6, with round-robin play from November 9 to 14, semi-finals on November 15 and the final on Sunday November 16, 2025. Sinner is defending champion.|A schedule of the event to come.
1|L|results-service|Nitto ATP Finals singles final|16 Nov 2025, Inalpi Arena, Turin. Jannik Sinner (ITA) d. Carlos Alcaraz (ESP) 7-6(4), 7-5. Sinner wins the title without dropping a set all week.|A results page reports the November 16, 2025 final.
6|K|betting-preview|ATP Finals outright odds|Sinner is 4/6 to retain the title on home soil, with Alcaraz at 2/1 and the rest of the field 12/1 or bigger. Alcaraz can wrap up year-end No. 1 in Paris or at the Finals.|Odds and a conditional.
2|L|results-service|Rolex Paris Masters: final result|Sunday 2 November 2025. Jannik Sinner d. Felix Auger-Aliassime 6-4, 7-6. Sinner returns to world No. 1 in the rankings of 3 November.|A results page reports the November 2, 2025 final.
9|K|results-service|China Open, Beijing: final|1 October 2025. Jannik Sinner d. Learner Tien 6-2, 6-2. It is Sinner's third title of the season on hard courts.|A result dated before the cutoff.
4|L|news-update|Italy complete Davis Cup hat-trick without Sinner|Italy beat Spain 2-0 in the Davis Cup final in Bologna on November 23, 2025, a week after Jannik Sinner, who skipped the event, won the ATP Finals in Turin.|Reports the November 23, 2025 final and the November 16 title.
""",
    ),
    Q(
        "m1-davis-cup-2024-italy",
        "Will Italy win the 2024 Davis Cup?",
        "Resolves YES if Italy win the final of the 2024 Davis Cup Final 8 in Malaga, scheduled for November 24, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-24",
        1,
        "sports",
        """
5|K|schedule|Davis Cup Final 8, Malaga: schedule|Quarter-finals: Tuesday 19 to Thursday 21 November 2024. Semi-finals: Friday 22 and Saturday 23 November. Final: Sunday 24 November. Each tie is two singles and, if needed, a deciding doubles.|A schedule of ties to come.
2|L|results-service|Davis Cup Final: Italy v Netherlands|24 Nov 2024, Palacio de Deportes Jose Maria Martin Carpena. Italy d. Netherlands 2-0. Matteo Berrettini d. Botic van de Zandschulp 6-4, 6-2; Jannik Sinner d. Tallon Griekspoor 7-6(2), 6-2. Italy retain the title.|A results page reports the November 24, 2024 final.
1|L|live-blog-updated|Nadal's last dance: Spain v Netherlands live|UPDATE, Tuesday, Nov. 19, 2024: Van de Zandschulp beats Nadal 6-4, 6-4, and the Netherlands win the tie 2-1. Rafael Nadal's career is over.|The update reports the November 19, 2024 tie and retirement.
8|L|betting-preview|Davis Cup semi-final odds|Italy are 2/5 to beat Australia on Saturday after seeing off Argentina 2-1 on Thursday, November 21, 2024, with Sinner and Berrettini winning the deciding doubles.|Reports the November 21, 2024 quarter-final.
12|K|team-announcement|Volandri names Italy squad for Malaga|Jannik Sinner, Lorenzo Musetti, Matteo Berrettini, Simone Bolelli and Andrea Vavassori will defend the title in Malaga. Flavio Cobolli is a reserve. The Final 8 runs from November 19 to 24.|A squad announcement with future dates.
3|K|news-brief|Nadal to retire after Malaga|Rafael Nadal announced on October 10 that the Davis Cup Final 8, where Spain play the Netherlands on November 19, will be the last event of his career.|A past announcement of a future event.
""",
    ),
    Q(
        "m1-bucks-nba-cup-2024",
        "Will the Milwaukee Bucks win the 2024 NBA Cup?",
        "Resolves YES if the Milwaukee Bucks win the Emirates NBA Cup championship game in Las Vegas, scheduled for December 17, 2024. Resolves NO otherwise.",
        "2024-12-02",
        "2024-12-17",
        1,
        "sports",
        """
4|K|schedule|NBA Cup 2024: knockout schedule|Group play ends Tuesday, Dec. 3. Quarterfinals: Dec. 10-11 at home arenas. Semifinals: Saturday, Dec. 14 at T-Mobile Arena, Las Vegas. Championship: Tuesday, Dec. 17, 8:30 p.m. ET, ABC.|A schedule of games to come.
1|L|results-service|Emirates NBA Cup Championship: final score|Tuesday, Dec. 17, 2024, Las Vegas. Bucks 97, Thunder 81. Antetokounmpo 26 pts, 19 reb, 10 ast (Cup MVP). Thunder shoot 26.6 percent from three.|A results page reports the December 17, 2024 final.
2|K|standings|NBA Cup East Group B standings|As of Nov. 29: Bucks 3-0 (+36), Heat 1-2, Pistons 1-2, Raptors 1-2, Pacers 1-1. Milwaukee hosts Detroit in its final group game on Tuesday.|Standings dated before the cutoff and a future game.
2|L|bracket-updated|NBA Cup bracket|Updated Dec. 14, 2024. Semifinals: Bucks 110, Hawks 102; Thunder 111, Rockets 96. Championship: Bucks vs. Thunder, Tuesday.|A bracket updated on December 14, 2024 reports the semi-finals.
9|L|betting-preview|NBA Cup futures: Bucks now the favourite|Milwaukee are +180 to win the Cup after beating Orlando 114-109 in the quarterfinals on Dec. 10, 2024. Atlanta, their semifinal opponent, are +600.|Reports the December 10, 2024 quarter-final.
3|K|fantasy-preview|Fantasy basketball: what NBA Cup games count?|Knockout games through the semifinals count toward regular-season stats; the championship on Dec. 17 does not. Plan your weekly lineups accordingly, as the eliminated teams play makeup games on Dec. 15.|Rules and schedule for future games.
""",
    ),
    Q(
        "m1-aces-wnba-2025",
        "Will the Las Vegas Aces win the 2025 WNBA Finals?",
        "Resolves YES if the Las Vegas Aces win the 2025 WNBA Finals, a best-of-seven series that must finish by October 20, 2025. Resolves NO otherwise.",
        "2025-09-22",
        "2025-10-20",
        1,
        "sports",
        """
3|K|schedule|WNBA Playoffs 2025: semifinal and Finals schedule|Semifinals (best of five) begin Sept. 21. The WNBA Finals, best of seven for the first time, start Friday, Oct. 3; Games 5-7, if necessary, fall between Oct. 13 and Oct. 19.|A schedule of games to come.
1|L|results-service|WNBA Finals, Game 4: final|Friday, Oct. 10, 2025, Phoenix. Aces 97, Mercury 86. Las Vegas win the series 4-0. Finals MVP: A'ja Wilson (31 pts, 10 reb). Third title in four seasons for the Aces.|A results page reports the October 10, 2025 clinching game.
2|L|live-blog-updated|Aces v Fever, Game 5: live|Back in Las Vegas for a winner-take-all... FINAL (OT), Sept. 30, 2025: Aces 107, Fever 98. Jackie Young scores 32 and Las Vegas advance to the Finals.|The final entry reports the September 30, 2025 game.
8|K|betting-preview|WNBA title odds: Lynx favourites, Aces on the charge|Minnesota are 7-4 with the Aces 5-2 after a 16-game winning streak to close the regular season. Phoenix, at 5-1, could meet either in a Finals starting Oct. 3.|Odds for future games.
5|K|news-brief|Aces end regular season on 16-game streak|Las Vegas beat Los Angeles on Sept. 11 to finish 30-14, their 16th straight win, and clinch the second seed. A'ja Wilson averaged 23.4 points in the streak.|Earlier results only.
6|L|schedule|WNBA Finals schedule (updated)|Game 1, Oct. 3, 2025: Aces win in Las Vegas. Game 2, Oct. 5: Aces win. Game 3, Oct. 8, Phoenix: Aces win. Game 4, Oct. 10, Phoenix. Games 5-7 if necessary.|An updated schedule reports the October 3-8, 2025 games.
""",
    ),
    Q(
        "m1-lions-super-bowl-lviii",
        "Will the Detroit Lions win the NFC Championship Game and reach Super Bowl LVIII?",
        "Resolves YES if the Detroit Lions win the NFC Championship Game of the 2023 season, to be played on January 28, 2024, and so qualify for Super Bowl LVIII. Resolves NO otherwise, including elimination in an earlier round.",
        "2024-01-10",
        "2024-01-28",
        0,
        "sports",
        """
2|K|schedule|NFL Wild Card weekend: schedule|Sunday, Jan. 14: Packers at Cowboys, 4:30 p.m. ET; Rams at Lions, 8:15 p.m. ET (NBC). Divisional round Jan. 20-21; conference championships Sunday, Jan. 28.|A schedule of games to come.
1|L|results-service|NFC Championship: final score|Jan. 28, 2024, Levi's Stadium. 49ers 34, Lions 31. San Francisco scored 27 unanswered points after trailing 24-7 at halftime. The 49ers advance to face the Chiefs in Super Bowl LVIII.|A results page reports the January 28, 2024 game.
5|L|live-blog-updated|Rams at Lions live: Stafford returns to Detroit|Goff v Stafford, the storyline writes itself... FINAL, Jan. 14, 2024: Lions 24, Rams 23. Detroit's first playoff win in 32 years, sealed when Goff converted a third down with 2 minutes left.|The final entry reports the January 14, 2024 game.
8|K|betting-preview|NFC futures: Niners favourites, Lions third choice|San Francisco are +150 to win the conference with Dallas +350 and Detroit +500. A Lions trip to Santa Clara for the title game on Jan. 28 is priced as the most likely NFC Championship matchup after Niners-Cowboys.|Odds on games to come.
10|K|results-service|Lions clinch NFC North|Sunday, Dec. 24, 2023: Lions 30, Vikings 24. Detroit win their first division title since 1993, and their first of any kind in the NFC North era.|A result dated before the cutoff.
3|L|news-update|Lions head west for the NFC title game|Detroit beat Tampa Bay 31-23 at Ford Field on Jan. 21, 2024, and will play at San Francisco next Sunday for a place in Super Bowl LVIII.|Reports the January 21, 2024 divisional win.
""",
    ),
    Q(
        "m1-ohio-state-cfp-2025",
        "Will Ohio State win the 2025 College Football Playoff National Championship?",
        "Resolves YES if Ohio State wins the CFP National Championship game in Atlanta, scheduled for January 20, 2025. Resolves NO otherwise, including elimination in an earlier round.",
        "2025-01-02",
        "2025-01-20",
        1,
        "sports",
        """
1|K|results-service|Rose Bowl Game (CFP quarterfinal): final|Jan. 1, 2025, Pasadena. Ohio State 41, Oregon 21. Jeremiah Smith 187 receiving yards, two TDs. The Buckeyes advance to the Cotton Bowl.|A result dated before the cutoff.
2|L|results-service|CFP National Championship: final|Monday, Jan. 20, 2025, Mercedes-Benz Stadium. Ohio State 34, Notre Dame 23. Will Howard 17 of 21 for 231 yards; Quinshon Judkins three total TDs. Ohio State's first national title since 2014.|A results page reports the January 20, 2025 game.
1|K|schedule|CFP semifinals and final: schedule|Orange Bowl: Penn State vs. Sugar Bowl winner (Georgia or Notre Dame), Thursday, Jan. 9, 7:30 p.m. ET. Cotton Bowl: Texas vs. Ohio State, Friday, Jan. 10, 7:30 p.m. ET. National Championship: Monday, Jan. 20, 7:30 p.m. ET, Atlanta.|A schedule of games to come; the pairings are from earlier games.
3|L|live-blog-updated|Cotton Bowl live: Texas vs Ohio State|A tight first half in Arlington... FINAL, Jan. 10, 2025: Ohio State 28, Texas 14. Jack Sawyer's 83-yard fumble return seals it with 2:13 left.|The final entry reports the January 10, 2025 semi-final.
1|K|betting-preview|CFP title odds after the Rose and Peach Bowls|Ohio State are +120 to win it all, Texas +300 and Penn State +400; the Sugar Bowl between Georgia and Notre Dame, moved to Thursday, Jan. 2 after the attack in New Orleans, decides the last semi-finalist. Ohio State are 6-point favourites over Texas for the Cotton Bowl on Jan. 10.|Odds on games to come.
4|L|ticket-notice|National championship tickets: allocation confirmed|Following the Cotton Bowl win on Jan. 10, 2025, Ohio State has received 20,000 tickets for the title game in Atlanta. Priority point holders will be emailed by noon on Jan. 12.|Reports the January 10, 2025 semi-final win.
""",
    ),
    Q(
        "m1-brisbane-afl-gf-2023",
        "Will the Brisbane Lions win the 2023 AFL Grand Final?",
        "Resolves YES if the Brisbane Lions win the 2023 AFL Grand Final at the MCG, scheduled for September 30, 2023. Resolves NO otherwise, including elimination before the Grand Final.",
        "2023-09-12",
        "2023-09-30",
        0,
        "sports",
        """
2|K|fixture-list|AFL Finals Series 2023: remaining fixtures|Semi-finals: Friday 15 September, Melbourne v Carlton, MCG, 7:50pm; Saturday 16 September, Port Adelaide v GWS Giants, Adelaide Oval. Preliminary finals: 22-23 September. Grand Final: Saturday 30 September, 2:30pm AEST, MCG.|A fixture list of matches to come.
1|L|results-service|2023 Toyota AFL Grand Final: result|Saturday 30 September 2023, MCG. Collingwood 12.18 (90) d Brisbane Lions 13.8 (86). Norm Smith Medal: Bobby Hill (Collingwood). Crowd: 100,024.|A results page reports the September 30, 2023 Grand Final.
1|K|results-service|Qualifying final: Brisbane Lions v Port Adelaide|Saturday 9 September 2023, the Gabba. Brisbane Lions 15.11 (101) d Port Adelaide 9.10 (64). The Lions earn a week off and a home preliminary final.|A result dated before the cutoff.
3|L|live-blog-updated|Lions v Blues prelim: live from the Gabba|Carlton kick the first four goals... FULL TIME, 23 September 2023: Brisbane Lions 12.7 (79) d Carlton 9.9 (63). The Lions are into their first Grand Final since 2004.|The full-time entry reports the September 23, 2023 preliminary final.
1|K|betting-preview|Premiership odds: Pies and Lions share favouritism|Collingwood and Brisbane are both $3.00 to win the flag after their qualifying-final wins, with Melbourne $5.50. A Magpies-Lions Grand Final on September 30 is the $2.40 favourite in the matchup market.|Odds on games to come.
4|L|ticket-notice|Grand Final tickets: Collingwood and Brisbane members|With the preliminary finals decided on 22-23 September 2023, tickets for members of Collingwood and the Brisbane Lions go on sale on Monday 25 September through Ticketek.|Reports the September 22-23, 2023 preliminary finals as decided.
""",
    ),
    Q(
        "m1-leinster-champions-cup-2024",
        "Will Leinster win the 2024 Investec Champions Cup final?",
        "Resolves YES if Leinster win the Champions Cup final against Toulouse at Tottenham Hotspur Stadium, scheduled for May 25, 2024, including after extra time. Resolves NO otherwise.",
        "2024-05-08",
        "2024-05-25",
        0,
        "sports",
        """
1|K|results-service|Champions Cup semi-finals: results|Saturday 4 May 2024, Croke Park: Leinster 20-17 Northampton Saints. Sunday 5 May 2024, Stade de Bordeaux: Toulouse 38-26 Harlequins. Final: Leinster v Toulouse, 25 May.|Results dated before the cutoff and a future fixture.
2|L|results-service|Investec Champions Cup final: result|Saturday 25 May 2024, Tottenham Hotspur Stadium. Toulouse 31-22 Leinster (after extra time; 15-15 at 80 minutes). Player of the match: Antoine Dupont. Toulouse win a record sixth title.|A results page reports the May 25, 2024 final.
6|K|fixture-list|Champions Cup final: fixture details|Leinster v Toulouse, Saturday 25 May 2024, kick-off 16:45 BST, Tottenham Hotspur Stadium, London. Referee: Matthew Carley (RFU). Extra time of 2x10 minutes if level after 80.|A fixture for a match to come.
3|L|club-statement|Leinster Rugby: statement after the final|Leinster Rugby thanks the thousands of supporters who travelled to London for the final on 25 May 2024. We are hugely disappointed to have fallen short in extra time for a third successive final.|A club statement reports the May 25, 2024 defeat.
9|K|betting-preview|Champions Cup outright: Leinster slight favourites|Leinster are 10/11 to end their wait for a fifth star, with Toulouse evens. Leo Cullen's side beat La Rochelle in the quarter-finals, but the French champions have lost just twice since February.|Odds before future matches.
4|L|team-news|Leinster name team for Tottenham|Leo Cullen named an unchanged starting XV from the Northampton semi-final on Thursday 23 May 2024, with Ross Byrne on the bench. Toulouse named Dupont at scrum-half.|Reports the May 23, 2024 team announcements as done.
""",
    ),
    Q(
        "m1-ryder-cup-2023-europe",
        "Will Europe win the 2023 Ryder Cup at Marco Simone?",
        "Resolves YES if Europe win the 2023 Ryder Cup (scoring at least 14.5 points) at Marco Simone Golf and Country Club, which ends on October 1, 2023. Resolves NO otherwise.",
        "2023-09-10",
        "2023-10-01",
        1,
        "sports",
        """
4|K|schedule|Ryder Cup 2023: format and schedule|Friday 29 September: foursomes (morning) and fourballs (afternoon). Saturday 30 September: the same. Sunday 1 October: 12 singles. 28 points are available; Europe need 14.5 to win back the cup.|A schedule of play to come.
1|L|results-service|Ryder Cup: final score|Marco Simone, Sunday Oct. 1, 2023. Europe 16.5, USA 11.5. Tommy Fleetwood secured the winning half-point against Rickie Fowler. Europe have not lost a Ryder Cup at home since 1993.|A results page reports the October 1, 2023 result.
3|L|live-blog-updated|Ryder Cup day one: live scoring|Rahm and Hatton out first... SESSION RESULT, Sept. 29, 2023: Europe win the opening foursomes 4-0, the first clean sweep of a first session in the event's history.|The session result reports September 29, 2023 play as done.
7|K|betting-preview|Ryder Cup betting: USA 11/10, Europe 6/5|The visitors are slight favourites despite not winning in Europe for 30 years; the draw is 11/1. Luke Donald's six picks include Ludvig Aberg, who only turned professional in June.|Odds for a future event.
2|K|team-announcement|Donald completes his team|Luke Donald named Ludvig Aberg, Sepp Straka, Justin Rose, Shane Lowry, Tommy Fleetwood and Nicolai Hojgaard as his captain's picks on Monday 4 September. The team will travel to Rome on September 24.|An announcement dated before the cutoff, with a future travel date.
10|L|news-update|Friday foursomes revealed|At the opening ceremony on Thursday 28 September 2023, Donald sent out Rahm and Hatton in the first match against Scheffler and Burns, and kept McIlroy and Fitzpatrick apart.|Reports the September 28, 2023 announcement as done.
""",
    ),
    Q(
        "m1-vingegaard-vuelta-2025",
        "Will Jonas Vingegaard win the 2025 Vuelta a Espana?",
        "Resolves YES if Jonas Vingegaard leads the final general classification of the 2025 Vuelta a Espana, which is scheduled to finish in Madrid on September 14, 2025. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-14",
        1,
        "sports",
        """
3|K|stage-list|La Vuelta 2025: the route|Starts Saturday 23 August in Turin, Italy. Three summit finishes in the first week; the Angliru on stage 13 (Friday 5 September); the final individual time trial in Valladolid on stage 18 (Thursday 11 September); finish in Madrid on Sunday 14 September.|A route and schedule of stages to come.
1|L|results-service|La Vuelta 2025: final general classification|After stage 21 (14 Sept 2025; stage neutralised in Madrid): 1 Jonas Vingegaard (Visma-Lease a Bike); 2 Joao Almeida (UAE) +1:16; 3 Tom Pidcock (Q36.5) +3:11.|A classification reports the final result of September 14, 2025.
6|K|betting-preview|Vuelta 2025 outright: Vingegaard 4/9|With Pogacar absent, the Dane is the clear favourite. Almeida is 4/1 and Ayuso 8/1, although the two UAE leaders may end up racing each other. Stage 1 in Turin is a sprint.|Odds for a future race.
2|L|live-blog-updated|Vuelta stage 21 live: Madrid|The peloton rolls out of Alalpardo... UPDATE, Sept. 14, 2025: the stage has been stopped with 56km to go after protesters blocked the circuit. No podium ceremony will be held; Vingegaard is confirmed as the winner of the Vuelta.|The update reports the September 14, 2025 stage and final result.
9|L|team-statement|Visma-Lease a Bike: a Grand Tour win again|Jonas Vingegaard's overall victory, confirmed when the Madrid stage was halted on 14 September 2025, is his first Grand Tour win since the 2023 Tour de France.|A team statement reports the September 14, 2025 win.
4|K|results-service|Tour de France 2025: final classification|Paris, 27 July 2025. 1 Tadej Pogacar (UAE) ; 2 Jonas Vingegaard (Visma) +4:24; 3 Florian Lipowitz (Red Bull-Bora) +11:00.|A result dated before the cutoff.
""",
    ),
    Q(
        "m1-usyk-fury-rematch-2024",
        "Will Oleksandr Usyk beat Tyson Fury in their heavyweight rematch in Riyadh on December 21, 2024?",
        "Resolves YES if Usyk is declared the winner of the scheduled 12-round rematch with Fury for the WBA, WBC and WBO titles in Riyadh on December 21, 2024. Resolves NO otherwise, including a draw or no contest.",
        "2024-12-05",
        "2024-12-21",
        1,
        "sports",
        """
5|K|fight-card|Usyk vs Fury 2: full card and timings|Saturday, December 21, 2024, Kingdom Arena, Riyadh. Main event ring walks expected around 11pm local (8pm GMT). Undercard includes Moses Itauma and Johnny Fisher. Live on DAZN pay-per-view.|A fight card for an event to come.
1|L|results-service|Usyk vs Fury 2: result|Dec 21, 2024, Riyadh. Oleksandr Usyk def. Tyson Fury, unanimous decision (116-112, 116-112, 116-112). Usyk retains the WBA, WBC and WBO heavyweight titles and moves to 23-0.|A results page reports the December 21, 2024 fight.
8|K|betting-preview|Usyk v Fury 2 odds: rematch priced closer|Usyk is 4/6 and Fury 11/8, with the draw 16/1. Fury says he has trained heavier to lean on the smaller man; at the first fight in May, Usyk won a split decision after a dramatic ninth round.|Odds and an earlier result.
2|L|live-blog-updated|Usyk-Fury fight week live|Press conference highlights... UPDATE 20 December 2024: Fury weighs in at 281lb, the heaviest of his career, with Usyk at 226lb. No face-off allowed by the promoters.|The update reports the December 20, 2024 weigh-in.
11|K|results-service|Usyk v Fury: first fight result|May 18, 2024, Riyadh. Usyk def. Fury, split decision (115-112, 113-114, 114-113). Usyk becomes undisputed heavyweight champion. A rematch clause was exercised the same night.|A result dated before the cutoff.
3|L|schedule|Fight week schedule (updated 19 December 2024)|The final press conference took place on Wednesday with the two fighters kept apart on stage. Still to come: weigh-in Friday, Dec 20, 6pm local; fight night Saturday, Dec 21.|An update reports the December 18, 2024 press conference as held.
""",
    ),
    Q(
        "m1-joshua-dubois-2024",
        "Will Anthony Joshua beat Daniel Dubois at Wembley on September 21, 2024?",
        "Resolves YES if Joshua is declared the winner of his IBF heavyweight title fight with Daniel Dubois at Wembley Stadium on September 21, 2024. Resolves NO otherwise.",
        "2024-09-04",
        "2024-09-21",
        0,
        "sports",
        """
2|K|fight-card|Dubois v Joshua: Wembley card|Saturday 21 September 2024, Wembley Stadium. IBF world heavyweight title: Daniel Dubois (c) v Anthony Joshua. Also on the card: Anthony Cacace v Josh Warrington (IBO super featherweight) and Hamzah Sheeraz v Tyler Denny. Live on DAZN pay-per-view.|A fight card for an event to come.
1|L|results-service|Dubois v Joshua: result|Saturday 21 September 2024, Wembley. Daniel Dubois def. Anthony Joshua, KO, round 5 (0:59). Joshua was down four times. Dubois retains the IBF title. Attendance: 96,000 (approx.).|A results page reports the September 21, 2024 fight.
7|K|betting-preview|Joshua 1/4 to beat Dubois|AJ is a heavy favourite to become a three-time champion. 'Joshua by KO' is 8/11; Dubois by stoppage 4/1. Dubois has been stopped or quit twice.|Odds for a future fight.
3|L|live-blog-updated|Dubois v Joshua: round by round|Joshua down in the first! ... ROUND 5, Sept. 21, 2024: Dubois lands a right hand on the counter and Joshua is counted out. Huge upset at Wembley.|The live entries report the September 21, 2024 fight.
12|K|news-brief|Dubois elevated to IBF champion|The IBF upgraded Daniel Dubois from interim to full world champion in late June after Oleksandr Usyk vacated the belt to pursue his rematch with Tyson Fury.|Earlier facts only.
5|L|attendance|Wembley crowd confirmed as a post-war record|An official attendance of 96,000 watched Dubois v Joshua on September 21, 2024, a post-war record for a boxing event in Britain.|Reports the September 21, 2024 event.
""",
    ),
    Q(
        "m1-canelo-crawford-2025",
        "Will Canelo Alvarez beat Terence Crawford in Las Vegas on September 13, 2025?",
        "Resolves YES if Saul 'Canelo' Alvarez is declared the winner of his undisputed super middleweight title fight with Terence Crawford at Allegiant Stadium on September 13, 2025. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-13",
        0,
        "sports",
        """
4|K|fight-card|Canelo vs Crawford: what you need to know|Saturday, Sept. 13, 2025, Allegiant Stadium, Las Vegas. Undisputed super middleweight championship, 12 rounds. Streaming on Netflix at no extra cost. Main event expected around 11 p.m. ET.|Details of a fight to come.
1|L|results-service|Canelo vs Crawford: official result|Sept. 13, 2025, Las Vegas. Terence Crawford def. Canelo Alvarez, unanimous decision (115-113, 116-112, 116-112). Crawford becomes undisputed at a third weight and improves to 42-0.|A results page reports the September 13, 2025 fight.
8|K|betting-preview|Canelo -155, Crawford +125|The bigger man is favoured, but the money has come for Crawford, moving up two divisions. Decision is the most likely method at -300. Crawford has not fought since August 2024.|Odds and earlier facts.
2|L|news-update|Crawford calls for rest after beating Canelo|A day after his September 13, 2025 points win in Las Vegas, Crawford said he would take time off before deciding whether to fight again. Canelo did not rule out a rematch.|Reports the September 13, 2025 fight and a later statement.
11|K|schedule|Fight week|Press conference Wednesday Sept. 10; ceremonial weigh-in Friday Sept. 12 at T-Mobile Arena, 5 p.m. PT, open to the public.|A schedule of events to come.
3|L|prediction-recap|How our Canelo-Crawford prediction fared|We picked Canelo on points. Instead Crawford out-boxed him for a clear decision on September 13, 2025, and two of our three round-by-round cards were wrong by round four.|A recap reports the September 13, 2025 fight.
""",
    ),
    Q(
        "m1-london-marathon-2025-womens-wr",
        "Will the women-only marathon world record be broken at the 2025 London Marathon on April 27, 2025?",
        "Resolves YES if the winner of the elite women's race at the London Marathon on April 27, 2025 runs faster than the women-only world record of 2:16:16. Resolves NO otherwise.",
        "2025-04-10",
        "2025-04-27",
        1,
        "sports",
        """
4|K|elite-field|London Marathon 2025: the elite women|Tigst Assefa, Peres Jepchirchir, Ruth Chepngetich and Sifan Hassan headline the women's elite field. The women-only world record stands at 2:16:16, set by Jepchirchir in London last year.|A start list and an earlier record.
1|L|results-service|London Marathon 2025: elite results|Sunday 27 April 2025. Women: 1 Tigst Assefa (ETH) 2:15:50 (women-only WR); 2 Joyciline Jepkosgei (KEN) 2:18:44; 3 Sifan Hassan (NED) 2:18:59. Men: 1 Sabastian Sawe (KEN) 2:02:27.|A results page reports the April 27, 2025 races.
7|K|weather-preview|Race-day forecast: cool start, light winds|Sunday 27 April looks ideal for fast times, with 9C at the 09:05 elite women's start and winds under 10mph. The pacemakers have been asked to target 2:15 pace.|A forecast and a plan for a race to come.
2|L|records-update|Women-only marathon record: progression|2:15:50 - Tigst Assefa, London, 27 April 2025. 2:16:16 - Peres Jepchirchir, London, 21 April 2024. 2:17:01 - Mary Keitany, London, 23 April 2017.|A record list reports the April 27, 2025 record.
10|K|base-rate|How often is the record broken in London?|London has set the women-only mark in 2005, 2017 and 2024; the mixed-race record of 2:09:56 was set in Chicago in October 2024 by Ruth Chepngetich. Organisers run a women-only elite race precisely to allow such records.|Base rates of earlier results.
3|L|results-service|London Marathon 2025: mass race statistics|Sunday 27 April 2025: 56,640 finishers, the most ever recorded for a marathon. Median finish time: 4:36. Start times ran to schedule.|A statistics page reports the April 27, 2025 race.
""",
    ),
    Q(
        "m1-india-england-series-2024",
        "Will India clinch the 2024 Test series against England by March 1, 2024?",
        "Resolves YES if, by the end of March 1, 2024, India have won enough Tests in the five-match home series against England that England can no longer level or win it. Resolves NO otherwise.",
        "2024-02-12",
        "2024-03-01",
        1,
        "sports",
        """
2|K|fixture-list|India v England Test series: fixtures|3rd Test: Rajkot, Thursday 15 February to Monday 19 February 2024. 4th Test: Ranchi, 23-27 February. 5th Test: Dharamsala, 7-11 March. The series is level at 1-1 after England's win in Hyderabad and India's in Visakhapatnam.|A fixture list of matches to come and earlier results.
1|L|results-service|4th Test, Ranchi: result|23-26 February 2024, JSCA International Stadium. England 353 & 145; India 307 & 192/5. India won by 5 wickets. Player of the match: Dhruv Jurel. India lead the five-match series 3-1.|A results page reports the February 23-26, 2024 Test and series lead.
5|L|scorecard|3rd Test, Rajkot: scorecard summary|15-18 February 2024. India 445 & 430/4d (Jaiswal 214*); England 319 & 122. India won by 434 runs, their largest Test win by runs.|A scorecard reports the February 15-18, 2024 Test.
8|K|betting-preview|India v England series odds: hosts 1/3|India are 1/3 to win the series despite losing the first Test, with England 4/1 and the draw 6/1. Kohli's absence and Shami's injury have narrowed the gap.|Odds for matches to come.
1|K|squad-news|Kohli out of remaining Tests, Jadeja and Rahul recalled subject to fitness|Virat Kohli will miss the rest of the series for personal reasons, the BCCI said on Saturday 10 February, naming a 17-man squad for the last three Tests.|An announcement dated before the cutoff.
4|L|fantasy-preview|Fantasy cricket: Ranchi Test picks|Ashwin took his 500th Test wicket in Rajkot on 16 February 2024 and Jaiswal's second double hundred there makes him the first name on the sheet for the fourth Test.|Reports February 2024 events in the third Test.
""",
    ),
    Q(
        "m1-inter-miami-mls-cup-2025",
        "Will Inter Miami CF win MLS Cup 2025?",
        "Resolves YES if Inter Miami CF win MLS Cup 2025, scheduled for December 6, 2025. Resolves NO otherwise, including elimination in an earlier round.",
        "2025-11-18",
        "2025-12-06",
        1,
        "sports",
        """
3|K|bracket|Audi MLS Cup Playoffs 2025: what comes next|Conference semifinals: Nov. 22-23 (single match). Conference finals: Nov. 29-30. MLS Cup: Saturday, Dec. 6, 2025, hosted by the finalist with more regular-season points. Inter Miami visit FC Cincinnati on Nov. 23.|A bracket of matches to come.
1|L|results-service|MLS Cup 2025: final|Saturday, Dec. 6, 2025, Chase Stadium, Fort Lauderdale. Inter Miami CF 3, Vancouver Whitecaps FC 1. Lionel Messi assisted two of the goals and was named MLS Cup MVP. Miami's first league title.|A results page reports the December 6, 2025 final.
2|L|live-blog-updated|Eastern Conference Final live: Inter Miami vs NYCFC|Messi starts again... FULL TIME, Nov. 29, 2025: Inter Miami 5, NYCFC 1. Tadeo Allende scores twice and Miami reach their first MLS Cup.|The full-time entry reports the November 29, 2025 match.
7|K|betting-preview|MLS Cup odds: Miami second favourites|Philadelphia and Inter Miami are 4-1 co-favourites, with Vancouver and San Diego 5-1. Before this month Miami had never won a playoff series.|Odds for matches to come.
5|K|results-service|Round One, Game 3: Inter Miami vs Nashville SC|Nov. 8, 2025. Inter Miami 4, Nashville SC 0. Messi scores twice. Miami win the best-of-three series 2-1 and advance to the conference semifinals.|A result dated before the cutoff.
4|L|faq-explainer|Where will MLS Cup be played?|With both conference finals decided on Nov. 29-30, 2025, MLS Cup will be at Chase Stadium in Fort Lauderdale, since Inter Miami finished with more regular-season points than Vancouver.|Reports the November 29-30, 2025 conference finals as decided.
""",
    ),
]
