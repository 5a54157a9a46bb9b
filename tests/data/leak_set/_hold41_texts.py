# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold41` part, read by `build_hold41.py`.

Sports beyond the big team leagues: motorsport (F1, IndyCar, NASCAR, Formula E, MotoGP, Dakar),
cycling, cricket, golf, athletics, combat sports, esports, darts and chess, written as race
reports, previews, live blogs, standings and results tables, fan-forum posts and betting pages.
Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; see `build_hold41.py` and the part's section in tests/data/leak_holdout.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = []

QUESTIONS += [
    Q(
        "n9-verstappen-singapore-2023",
        "Will Max Verstappen win the 2023 Singapore Grand Prix on September 17, 2023?",
        "Resolves YES if Max Verstappen is the winner in the official classification of the Formula One Singapore Grand Prix held at Marina Bay on September 17, 2023. Resolves NO otherwise.",
        "2023-09-01",
        "2023-09-17",
        0,
        "sports",
        """
5|K|race-preview|Monza, then Marina Bay: is there a crack in Red Bull's armour?|Verstappen heads into the European finale at Monza on September 3 unbeaten since Miami, and the paddock then flies to Singapore for the September 15-17, 2023 weekend. Engineers at rival teams quietly point to Marina Bay's bumps and slow corners as the one place the RB19 could be caught out.|A preview naming race weekends still to come.
3|L|race-report|Sainz ends Red Bull's run under the lights|Carlos Sainz controlled the Singapore Grand Prix from pole on 17 September 2023, using Lando Norris as a buffer in the closing laps to win by less than a second. Max Verstappen, who started 11th, came home fifth, and Red Bull's streak of wins ended at 15.|Reports the September 17, 2023 race result as done.
6|K|betting-page|Singapore GP outright winner: Verstappen 4/9|Prices correct as of August 26. All bets are settled on the official classification issued at the end of the race on Sunday, September 17, 2023; a race that does not start by September 18 is void. Each-way terms: 1/5 odds, first three places.|Market rules about the scheduled race.
2|L|live-blog|LIVE: Singapore qualifying - both Red Bulls out in Q2!|22:08 local, 16 September 2023: That's confirmation, Verstappen is 11th and Pérez 13th after a messy Q2. Red Bull blamed the car's balance over the bumps. Sainz, Russell and Leclerc are the ones to watch for pole.|Live coverage of the September 16, 2023 qualifying session.
9|K|race-report|Verstappen wins in Zandvoort rain, matches Vettel's nine in a row|Max Verstappen won the Dutch Grand Prix on August 27, 2023 despite two heavy showers, equalling Sebastian Vettel's record of nine consecutive victories. Fernando Alonso was second and Pierre Gasly third.|A result from before the cutoff.
4|L|standings-table|Drivers' championship after Round 15, Singapore (Sept. 17, 2023)|1. Verstappen (Red Bull) 374 pts; 2. Pérez (Red Bull) 223; 3. Hamilton (Mercedes) 180; 4. Alonso (Aston Martin) 170; 5. Sainz (Ferrari) 142. Winner of the round: Carlos Sainz.|A standings table issued after the September 17, 2023 race and naming its winner.
""",
    ),
    Q(
        "n9-russell-spa-2024",
        "Will George Russell be the classified winner of the 2024 Belgian Grand Prix on July 28, 2024?",
        "Resolves YES if George Russell is the winner in the final official classification of the Formula One Belgian Grand Prix at Spa-Francorchamps on July 28, 2024, after any stewards' decisions made on race day. Resolves NO otherwise.",
        "2024-07-15",
        "2024-07-28",
        0,
        "sports",
        """
8|K|race-preview|Two more before the break: Hungary and Spa|After Silverstone the field has a week off before the Hungaroring on July 19-21, and then Spa-Francorchamps closes the first half of the season on July 26-28, 2024. Russell, who won in Austria on June 30, believes Mercedes' upgrade package suits both tracks.|Past win and scheduled race weekends.
2|L|race-report|Russell disqualified from Spa win, Hamilton promoted|George Russell took the chequered flag first at Spa on July 28, 2024 after making a single stop, but he was disqualified that evening when his Mercedes was found to be 1.5kg under the minimum weight. Lewis Hamilton was declared the winner, with Oscar Piastri second and Charles Leclerc third.|Reports the July 28, 2024 race and the disqualification as done.
5|L|race-report|Piastri's maiden victory comes with a team-orders row|Oscar Piastri won the Hungarian Grand Prix on 21 July 2024 after Lando Norris, under repeated instructions from the pit wall, finally gave back the lead with three laps left.|Reports a later race, on July 21, 2024, as done.
11|K|betting-page|Belgian Grand Prix 2024 - race winner|Russell 20/1, Hamilton 14/1, Norris 2/1, Verstappen 5/2. Settlement is on the podium presentation on Sunday 28 July 2024; any later amendment or disqualification will not be taken into account.|Odds and settlement rules for a scheduled race.
6|K|fan-forum|Could Mercedes really win at Spa?|Posted by silverarrow_fan: Two wins in three weeks (Austria and then Lewis at Silverstone on the 7th) and people are saying Spa is next. Honestly if it rains on 28 July 2024 anything can happen, but dry I'd back McLaren.|A fan's opinion about a future race, after past wins.
1|L|results-table|2024 Belgian GP - final classification (amended, 28 July 2024)|1 Hamilton (Mercedes) 44 laps; 2 Piastri (McLaren) +0.526s; 3 Leclerc (Ferrari); 4 Verstappen (Red Bull); 5 Norris (McLaren). DSQ: Russell (Mercedes), car under minimum weight, Technical Regulations Art. 4.1.|An amended results table for the July 28, 2024 race.
""",
    ),
    Q(
        "n9-palou-indycar-2024",
        "Will Álex Palou win the 2024 NTT IndyCar Series championship?",
        "Resolves YES if Álex Palou is champion after the 2024 IndyCar season finale at Nashville Superspeedway on September 15, 2024. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-15",
        1,
        "sports",
        """
3|K|standings-table|IndyCar points after World Wide Technology Raceway (Aug. 17)|1. Álex Palou 473; 2. Will Power 457; 3. Scott Dixon 438; 4. Colton Herta 432. Still to run: Portland, August 25; Milwaukee Mile doubleheader, August 31 and September 1; Nashville Superspeedway, September 15, 2024.|A standings table from before the cutoff and a schedule.
1|L|race-report|Palou seals third IndyCar title in four seasons|Álex Palou needed only a steady run at Nashville Superspeedway on September 15, 2024 to wrap up the championship for Chip Ganassi Racing, his third in four years. Will Power's title bid had faded over the final three races.|Reports the September 15, 2024 championship as won.
7|K|betting-page|2024 IndyCar Series champion: Palou 4/7|Palou 4/7, Power 5/2, Dixon 8/1, Herta 9/1. The market will be settled on the official points table after the final race at Nashville on 15 September 2024.|Odds and settlement rules ahead of the finale.
2|L|live-blog|Portland live: Power's belts come loose!|Lap 6, August 25, 2024: Will Power is in the pits with his seatbelts undone and drops to the back. Palou now leads the race and, on this running, the standings by more than 30 points.|Live coverage of a race held on August 25, 2024, after the cutoff.
10|K|fan-forum|No double points at Nashville this year, right?|Correct, the finale on Sept. 15 pays the normal scale. If Palou finishes top five at Portland and Milwaukee he can basically cruise the last oval.|A conditional about races to come.
14|K|race-report|Palou wins at Laguna Seca from 18th|Álex Palou came through from the back half of the grid to win at Laguna Seca on June 23, 2024, taking the championship lead he would hold into the summer.|A result from before the cutoff.
""",
    ),
    Q(
        "n9-sainz-dakar-2024",
        "Will Carlos Sainz win the car category of the 2024 Dakar Rally?",
        "Resolves YES if Carlos Sainz is first in the final overall classification of the car category of the 2024 Dakar Rally, which finishes in Yanbu, Saudi Arabia, on January 19, 2024. Resolves NO otherwise.",
        "2024-01-04",
        "2024-01-19",
        1,
        "sports",
        """
6|K|race-preview|Dakar 2024: the route, the 48-hour stage and who to watch|The rally leaves AlUla with a prologue on January 5, 2024 and reaches Yanbu on January 19 after 12 stages. New this year is a two-day 'chrono' through the Empty Quarter, where crews camp without assistance. Al-Attiyah, Loeb and Sainz head the car entry.|A preview of the route and dates ahead.
2|L|race-report|Sainz wins fourth Dakar at 61|Carlos Sainz reached Yanbu on 19 January 2024 as the winner of the car category, giving Audi its first Dakar victory with the electrified RS Q e-tron. Guillaume de Mévius finished second in his first season in the top class.|Reports the January 19, 2024 result as done.
9|K|betting-page|Dakar Rally 2024 - cars, outright|Al-Attiyah 2/1, Loeb 3/1, Sainz 6/1, Peterhansel 8/1. Settled on the official final classification published by the organiser after the last stage on January 19, 2024.|Odds and settlement rules before the rally.
1|L|standings-table|Dakar 2024 cars - overall after Stage 10 (17 January 2024)|1. Carlos Sainz (Audi); 2. Sébastien Loeb (Prodrive Hunter), about 20 minutes down; 3. Guillaume de Mévius (Toyota). Al-Attiyah is out of contention after losing hours earlier in the week.|An overall classification dated January 17, 2024, after the cutoff.
4|K|fan-forum|Can the Audi survive two weeks of Saudi dunes?|The car is fast, everyone knows that, but it broke on Carlos in 2023 and he crashed out. If it gets to the rest day in Riyadh on January 12 without a big problem I think he's the favourite.|A fan's conditional about dates ahead.
12|K|race-report|Al-Attiyah completes fifth Dakar win|Nasser Al-Attiyah won the car category of the Dakar Rally in January 2023, leading from early in the rally after Sainz and Loeb ran into trouble.|An earlier edition's result.
""",
    ),
    Q(
        "n9-marquez-win-2024",
        "Will Marc Márquez win a MotoGP Grand Prix race (not a Sprint) by September 30, 2024?",
        "Resolves YES if Marc Márquez wins any MotoGP-class Grand Prix race, excluding Saturday Sprints, between August 20, 2024 and September 30, 2024. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-30",
        1,
        "sports",
        """
4|K|race-preview|Aragón is back - and so is Márquez's favourite track|MotorLand Aragón returns to the calendar on August 30 - September 1, 2024, a circuit where Márquez has won six times. He has stood on the podium for Gresini but has not won a Grand Prix since October 2021.|A preview of a scheduled race and earlier facts.
2|L|race-report|Márquez wins at Aragón, first Grand Prix victory in nearly three years|Marc Márquez led from the first corner to win the Aragón Grand Prix on September 1, 2024, his first Sunday win since 2021 and his first on a Ducati. He had already won the Sprint the day before.|Reports the September 1, 2024 win as done.
1|L|race-report|Márquez makes it two in a row at Misano|A week after Aragón, Marc Márquez won the San Marino Grand Prix on 8 September 2024, timing his switch of strategy as rain came and went.|Reports a September 8, 2024 win as done.
8|K|betting-page|Aragón GP race winner odds|Bagnaia 6/4, Martín 2/1, Márquez 5/1, Bastianini 8/1. Bets stand on the race result as published by the FIM on Sunday, September 1, 2024; the Sprint on August 31 is a separate market.|Odds and market rules for future races.
12|K|fan-forum|When does the drought end?|His last win was Misano, October 2021. I'd love to see it this year, but on a year-old bike against Pecco and Martín it'll need rain or a lot of luck.|Earlier facts and a hope for later.
1|K|standings-table|MotoGP standings after the Austrian GP (18 Aug 2024)|1. Bagnaia 250; 2. Martín 247; 3. Bastianini 196; 4. Márquez 180; 5. Acosta 145. Next round: Aragón, 1 September.|A standings table from before the cutoff and the next race date.
""",
    ),
]

QUESTIONS += [
    Q(
        "n9-svg-chicago-2023",
        "Will Shane van Gisbergen win the NASCAR Cup Series Chicago Street Race on July 2, 2023?",
        "Resolves YES if Shane van Gisbergen is the official winner of the NASCAR Cup Series Grant Park 220 on the Chicago street circuit, scheduled for July 2, 2023. Resolves NO otherwise.",
        "2023-06-20",
        "2023-07-02",
        1,
        "sports",
        """
7|K|race-preview|NASCAR goes downtown: what to know about the Chicago Street Race|The Cup Series runs the 12-turn, 2.2-mile layout around Grant Park on Sunday, July 2, 2023, a day after the Xfinity race. Three-time Supercars champion Shane van Gisbergen makes his Cup debut in Trackhouse's No. 91 car, and road-course specialists expect him to be quick straight away.|A preview of a scheduled race.
2|L|race-report|Van Gisbergen wins in Cup debut on Chicago streets|Shane van Gisbergen won the rain-hit, shortened Grant Park 220 on July 2, 2023, passing Justin Haley late on and becoming the first driver in 60 years to win on his Cup Series debut.|Reports the July 2, 2023 win as done.
12|K|betting-page|Chicago Street Race - race winner|Chase Elliott 9/2, Tyler Reddick 5/1, A.J. Allmendinger 7/1, Shane van Gisbergen 10/1. If the race is shortened by weather or darkness, bets are settled on the official result declared by NASCAR on the day; a race postponed beyond July 3, 2023 is void.|Odds and conditional settlement rules.
1|L|fan-forum|Race thread: Chicago Street Race (Sun 2 July 2023) - SVG!!!|He didn't just win, he made the Cup regulars look like they'd never seen a kerb. Gutted for Haley but what a debut. Trackhouse have to find him a full-time seat now.|A fan thread reporting the July 2, 2023 result.
4|L|race-report|Custer wins Xfinity race called for darkness|Cole Custer was declared the winner of the Xfinity Series race on the Chicago street course on July 1, 2023 after heavy rain pushed the finish past sunset and officials ended it early.|Reports a support race on July 1, 2023, after the cutoff.
20|K|race-report|Van Gisbergen's third Supercars crown|Shane van Gisbergen clinched his third Supercars championship in 2022 with Triple Eight, capping a season in which he won more than 20 races.|An earlier fact.
""",
    ),
    Q(
        "n9-blaney-cup-2023",
        "Will Ryan Blaney win the 2023 NASCAR Cup Series championship?",
        "Resolves YES if Ryan Blaney is crowned 2023 NASCAR Cup Series champion at the Championship Race at Phoenix Raceway on November 5, 2023. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-05",
        1,
        "sports",
        """
4|K|standings-table|Round of 8 standings after Las Vegas (Oct. 15, 2023)|Larson - clinched (won Las Vegas); Byron +38; Bell +16; Blaney +15; Hamlin +10; Truex -15; Buescher -18; Briscoe -46. Remaining in the round: Homestead-Miami, October 22, 2023; Martinsville, October 29, 2023. Top four advance to Phoenix.|A standings table from before the cutoff and the races ahead.
1|L|race-report|Blaney wins Martinsville, books Championship 4 spot|Ryan Blaney led the final laps at Martinsville on October 29, 2023 to win and move into the title race, knocking out Denny Hamlin on points.|Reports an October 29, 2023 race as done.
2|L|race-report|Blaney is the 2023 Cup Series champion|Ryan Blaney finished second to Ross Chastain at Phoenix on November 5, 2023, beating the other three title contenders and giving Team Penske back-to-back championships.|Reports the November 5, 2023 title as won.
9|K|betting-page|2023 Cup Series champion - odds|Larson 7/4, Byron 3/1, Bell 4/1, Blaney 6/1, Hamlin 6/1. Settled on the champion declared after the Championship Race at Phoenix Raceway on 5 November 2023.|Odds and settlement rules before the title race.
6|K|fan-forum|Can Blaney steal a spot at Martinsville?|He's +15 with two to go. Homestead isn't his best track, so honestly it comes down to the short track on the 29th. If he wins there he's in, no maths needed.|A fan's conditional about races ahead.
3|L|standings-table|Championship 4 set (October 29, 2023)|Kyle Larson (Hendrick), William Byron (Hendrick), Christopher Bell (Joe Gibbs), Ryan Blaney (Penske). Eliminated: Hamlin, Truex, Buescher, Briscoe.|A table set by the October 29, 2023 race.
""",
    ),
    Q(
        "n9-wehrlein-fe-2024",
        "Will Pascal Wehrlein win the 2024 ABB FIA Formula E World Championship drivers' title?",
        "Resolves YES if Pascal Wehrlein is the drivers' champion after the season's final race, the second London E-Prix at ExCeL London on July 21, 2024. Resolves NO otherwise.",
        "2024-07-08",
        "2024-07-21",
        1,
        "sports",
        """
6|K|standings-table|Formula E drivers' standings after Portland (30 June 2024)|1. Pascal Wehrlein (Porsche) 160; 2. Nick Cassidy (Jaguar) 157; 3. Mitch Evans (Jaguar) 136; 4. Oliver Rowland (Nissan) 131. Two rounds remain, both at ExCeL London on July 20-21, 2024.|A standings table from before the cutoff and the races ahead.
1|L|race-report|Wehrlein crowned Formula E champion in London|Pascal Wehrlein took the drivers' title for Porsche in the season finale at ExCeL on 21 July 2024, while Nick Cassidy's bid unravelled in an early collision.|Reports the July 21, 2024 title as won.
10|K|betting-page|Formula E 2023-24 drivers' champion|Cassidy 6/5, Wehrlein 6/4, Evans 5/1, Rowland 12/1. Settlement on the FIA's final classification after Round 16, London, 21 July 2024.|Odds and settlement rules.
2|L|live-blog|London E-Prix Race 1 - as it happened|Saturday 20 July 2024: Mitch Evans wins in London to keep Jaguar's hopes alive going into Sunday; Wehrlein's lead is down to single figures. More to come from the indoor section after the flag.|Live coverage of the July 20, 2024 race.
5|K|explainer|How the title can be decided in London|A win is worth 25 points, pole three and fastest lap one, so up to 58 points are available across the two races on July 20 and 21, 2024. Four drivers can still mathematically be champion.|Explains points available in races ahead.
14|K|race-report|Wehrlein wins in Portland to retake the lead|Pascal Wehrlein won the second Portland race on 30 June 2024 after a typical slipstreaming contest, moving back to the top of the standings.|A result from before the cutoff.
""",
    ),
    Q(
        "n9-philipsen-msr-2024",
        "Will Jasper Philipsen win Milan-San Remo on March 16, 2024?",
        "Resolves YES if Jasper Philipsen is the official winner of the 2024 Milan-San Remo, held on March 16, 2024. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-16",
        1,
        "sports",
        """
6|K|race-preview|La Primavera 2024: new start in Pavia, same old question on the Poggio|Milan-San Remo on Saturday, March 16, 2024 starts from Pavia for the first time and covers about 288 km. Alpecin-Deceuninck bring both last year's winner Mathieu van der Poel and Jasper Philipsen, and Tadej Pogačar returns after two near misses.|A preview of a scheduled race.
3|L|race-report|Philipsen wins Milan-San Remo by a tyre's width|Jasper Philipsen out-lunged Michael Matthews at the line on 16 March 2024, after a lead-out from his own teammate Mathieu van der Poel on the Via Roma. Tadej Pogačar was third after attacking on the Poggio.|Reports the March 16, 2024 result as done.
1|L|race-report|Pogačar solos 81 km to win Strade Bianche|Tadej Pogačar attacked on the Monte Sante Marie gravel and rode alone to Siena on March 2, 2024, winning by almost three minutes in his first race of the season.|Reports a later race, on March 2, 2024, as done.
9|K|betting-page|Milan-San Remo 2024 outright|Pogačar 7/2, Van der Poel 4/1, Philipsen 6/1, Pidcock 12/1. Dead heat rules apply. Bets on riders who do not start on March 16, 2024 are void.|Odds and rules for a scheduled race.
4|K|fan-forum|Alpecin has two cards - who do they play?|If it comes down to a group sprint on the Via Roma, Philipsen. If Pogačar goes on the Cipressa or the Poggio, MVDP has to follow and then it's chaos. Either way I'm watching on the 16th.|A fan's conditional about the race ahead.
5|K|race-report|Tratnik wins Omloop Het Nieuwsblad|Jan Tratnik beat Nils Politt in a two-man sprint in Ninove on 24 February 2024 to win the opening race of the Belgian season for Visma-Lease a Bike.|A result from before the cutoff.
""",
    ),
    Q(
        "n9-pogacar-flanders-2025",
        "Will Tadej Pogačar win the 2025 Tour of Flanders on April 6, 2025?",
        "Resolves YES if Tadej Pogačar is the official winner of the men's Ronde van Vlaanderen held on April 6, 2025. Resolves NO otherwise.",
        "2025-03-25",
        "2025-04-06",
        1,
        "sports",
        """
2|K|race-preview|De Ronde 2025: Pogačar, Van der Poel, Pedersen|The 109th Tour of Flanders runs from Bruges to Oudenaarde on Sunday, April 6, 2025, with the Oude Kwaremont and Paterberg close to the finish as usual. Pogačar, the 2023 winner, plans to ride the last 100 km of the route in training in the week before the race.|A preview of a scheduled race.
3|K|race-report|Van der Poel beats Pogačar and Ganna on the Via Roma|Mathieu van der Poel followed every Pogačar attack on the Cipressa and the Poggio and then won the sprint of three in San Remo on March 22, 2025, ahead of Filippo Ganna and Pogačar.|A result from before the cutoff.
1|L|race-report|Pogačar rides clear on the Kwaremont for a second Ronde|Tadej Pogačar dropped Mads Pedersen and Mathieu van der Poel on the last climb of the Oude Kwaremont and won alone in Oudenaarde on April 6, 2025. Pedersen was second, Van der Poel third.|Reports the April 6, 2025 result as done.
8|L|race-report|Pedersen's long solo takes Gent-Wevelgem again|Mads Pedersen attacked with more than 50 km left and won Gent-Wevelgem alone on 30 March 2025, his third win in the race.|Reports a later race, on March 30, 2025, as done.
11|K|betting-page|Tour of Flanders 2025 - winner|Pogačar 5/4, Van der Poel 2/1, Pedersen 6/1, Van Aert 14/1. Markets settled on the official result of the race on 6 April 2025. Prices may change after E3 and Gent-Wevelgem.|Odds and settlement rules before the race.
1|L|results-table|Ronde van Vlaanderen 2025 - top three (6 April 2025)|1. Tadej Pogačar (UAE Team Emirates-XRG); 2. Mads Pedersen (Lidl-Trek); 3. Mathieu van der Poel (Alpecin-Deceuninck).|A results table of the April 6, 2025 race.
""",
    ),
    Q(
        "n9-vanaert-flanders-2024",
        "Will Wout van Aert win the 2024 Tour of Flanders on March 31, 2024?",
        "Resolves YES if Wout van Aert is the official winner of the men's Tour of Flanders held on March 31, 2024. Resolves NO otherwise.",
        "2024-03-15",
        "2024-03-31",
        0,
        "sports",
        """
9|K|race-preview|Van Aert bets everything on Flanders and Roubaix|Wout van Aert skipped Milan-San Remo to spend March at altitude, building towards the Tour of Flanders on March 31, 2024 and Paris-Roubaix on April 7, 2024. He will race E3 and Dwars door Vlaanderen on the way.|A plan for races ahead.
2|L|race-report|Van Aert breaks collarbone in Dwars door Vlaanderen crash|Wout van Aert crashed heavily on March 27, 2024 in a fall that brought down several Visma riders, fracturing his collarbone and ribs and ruling him out of the spring Classics.|Reports a March 27, 2024 crash as done.
1|L|race-report|Van der Poel wins a rain-soaked Flanders by over a minute|Mathieu van der Poel attacked on the Koppenberg and won the Tour of Flanders alone on 31 March 2024, his third victory in the race.|Reports the March 31, 2024 result as done.
6|K|betting-page|Tour of Flanders 2024 outright|Van der Poel 6/5, Van Aert 11/4, Pedersen 6/1. All bets on named riders stand whether or not they start on March 31, 2024; no refunds for non-runners.|Odds and rules for the race ahead.
4|K|fan-forum|Was skipping San Remo the right call for WvA?|Posted 12 Mar: It all depends on what happens at E3 and Dwars. If he gets through those healthy he'll be at his best on the 31st. MVDP is still the guy to beat though.|A fan's conditional about races ahead.
14|K|race-report|Van Aert works for Tratnik at Omloop|Wout van Aert marked the chasing group at Omloop Het Nieuwsblad on February 24, 2024 while his Visma teammate Jan Tratnik rode to victory up front.|A result from before the cutoff.
""",
    ),
]

QUESTIONS += [
    Q(
        "n9-heat-bbl13-2024",
        "Will the Brisbane Heat win the BBL 13 final on January 24, 2024?",
        "Resolves YES if the Brisbane Heat win the final of the thirteenth Big Bash League season, scheduled for January 24, 2024 at the Sydney Cricket Ground. Resolves NO otherwise.",
        "2024-01-10",
        "2024-01-24",
        1,
        "sports",
        """
5|K|fixtures-page|BBL 13 finals series - fixtures|The top five go through to the finals. The Knockout and Qualifier are followed by the Challenger, and the final is set for Wednesday, January 24, 2024 at the SCG (venue subject to the ladder). All times AEDT.|A fixtures page with a scheduled final.
1|L|match-report|Heat storm to second BBL title|The Brisbane Heat beat the Sydney Sixers by 54 runs at the SCG on 24 January 2024 to win the Big Bash League for the first time in 11 years, their attack dismissing the hosts well short of a target of 167.|Reports the January 24, 2024 final as won.
8|K|betting-page|Big Bash League 2023-24 - outright winner|Sixers 3/1, Heat 7/2, Strikers 4/1, Scorchers 4/1. Bets settled on the winner of the final on 24/01/2024; if no result is possible the trophy is shared and dead-heat rules apply.|Odds and conditional settlement rules.
2|L|fan-forum|HEAT ARE CHAMPIONS (24 Jan 2024)|Didn't think I'd see this again after 2013. Whole team bowled out of their skin. See you all at the Gabba for the celebrations.|A fan post reporting the January 24, 2024 win.
20|K|match-report|Heat win the Big Bash in its second season|Brisbane Heat beat the Perth Scorchers in the final of the second Big Bash League season in January 2013 for their first title.|An earlier edition's result.
""",
    ),
    Q(
        "n9-rcb-wpl-2024",
        "Will Royal Challengers Bangalore win the 2024 Women's Premier League?",
        "Resolves YES if Royal Challengers Bangalore win the final of the 2024 Women's Premier League, scheduled for March 17, 2024 in Delhi. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-17",
        1,
        "sports",
        """
6|K|fixtures-page|WPL 2024: full schedule|The season opens in Bengaluru on February 23 and moves to Delhi for the second half. The Eliminator is on March 15, 2024 and the final at the Arun Jaitley Stadium on March 17, 2024. All matches start at 7.30pm IST.|A schedule of matches still to come.
1|L|match-report|RCB end the wait: Mandhana's side win the WPL|Royal Challengers Bangalore beat Delhi Capitals by eight wickets in the final on March 17, 2024, after their spinners bowled Delhi out for 113. It is the franchise's first title in either the men's or women's league.|Reports the March 17, 2024 final as won.
4|L|match-report|Perry takes six as RCB rout Mumbai|Ellyse Perry's 6 for 15 on 12 March 2024 bowled Mumbai Indians out for 113 and took RCB into the playoffs.|Reports a later match, on March 12, 2024, as done.
10|K|betting-page|Women's Premier League 2024 - winner|Mumbai Indians 9/4, Delhi Capitals 5/2, RCB 7/2, UP Warriorz 6/1, Gujarat Giants 10/1. Settlement on the result of the final; if the final is abandoned the title is shared.|Odds and a conditional rule.
3|K|fan-forum|Ee sala cup namde? (again)|Two wins from two so far. If Smriti's side finish top two they skip the eliminator on the 15th and go straight to the final. Not counting any chickens though, we all know how this usually goes.|A fan's conditional about matches ahead.
15|K|match-report|Mumbai Indians win the first WPL|Mumbai Indians beat Delhi Capitals by seven wickets at the Brabourne Stadium on March 26, 2023 to win the inaugural Women's Premier League.|An earlier season's result.
""",
    ),
    Q(
        "n9-pak-ban-tests-2024",
        "Will Pakistan win the two-Test home series against Bangladesh in August-September 2024?",
        "Resolves YES if Pakistan win the two-match Test series against Bangladesh scheduled from August 21 to September 3, 2024 (a 1-0 or 2-0 result). Resolves NO if the series is drawn or Bangladesh win it.",
        "2024-08-15",
        "2024-09-03",
        0,
        "sports",
        """
11|K|fixtures-page|Bangladesh tour of Pakistan 2024 - fixtures|1st Test: Rawalpindi Cricket Stadium, August 21-25, 2024. 2nd Test: National Stadium, Karachi, August 30 - September 3, 2024. Both matches count towards the World Test Championship.|A fixtures list of matches ahead.
2|L|match-report|Bangladesh beat Pakistan in a Test for the first time|Bangladesh won the first Test in Rawalpindi by ten wickets on August 25, 2024, after Mushfiqur Rahim's 191 gave them a first-innings lead and their spinners bowled Pakistan out for 146.|Reports the August 25, 2024 result as done.
1|L|match-report|Bangladesh complete 2-0 sweep|Litton Das's century and Hasan Mahmud's five wickets set up a six-wicket win in the second Test on 3 September 2024, and Bangladesh took the series 2-0, their first ever in Pakistan.|Reports the September 3, 2024 result as done.
6|K|match-preview|Pakistan return to Tests with a point to prove|Shan Masood's side have not played a Test since the 3-0 loss in Australia in January 2024. A home win over Bangladesh is expected, and anything less would leave Pakistan's WTC hopes in trouble before England arrive in October 2024.|Past facts and an expectation about the series.
8|K|betting-page|Pakistan v Bangladesh Test series - result|Pakistan 2-0 6/5, Pakistan 1-0 3/1, Draw 4/1, Bangladesh to win 9/1. Settled on the series result after the second Test.|Odds before the series.
1|L|standings-table|World Test Championship table (as of 3 September 2024)|1. India 68.52%; 2. Australia 62.50%; 3. New Zealand 50.00%; 4. Bangladesh 45.83%; ... 8. Pakistan 19.05%. Bangladesh jump to fourth after their 2-0 win in Rawalpindi.|A table dated September 3, 2024 reporting the series result.
""",
    ),
    Q(
        "n9-wi-gabba-2024",
        "Will West Indies win at least one Test of their January 2024 two-Test series in Australia?",
        "Resolves YES if West Indies win either the first Test in Adelaide (from January 17, 2024) or the second, day-night Test at the Gabba (from January 25, 2024). Resolves NO otherwise.",
        "2024-01-10",
        "2024-01-28",
        1,
        "sports",
        """
9|K|match-preview|An unproven West Indies squad heads to Adelaide|Seven uncapped players are in the West Indies party for the first Test starting on January 17, 2024, after several senior players chose T20 leagues. The pink-ball second Test at the Gabba begins on January 25, 2024.|A preview with scheduled match dates.
3|L|match-report|Australia win inside three days in Adelaide|Australia beat West Indies by ten wickets on January 19, 2024. Debutant Shamar Joseph had removed Steve Smith with his first ball in Test cricket on the opening day.|Reports the January 17-19, 2024 Test as done.
1|L|match-report|Shamar Joseph's seven wickets stun Australia at the Gabba|Bowling with a bruised toe, Shamar Joseph took 7 for 68 on 28 January 2024 to bowl Australia out eight runs short, giving West Indies their first Test win in Australia since 1997.|Reports the January 28, 2024 win as done.
7|K|betting-page|Australia v West Indies Test series|Australia 2-0 1/3, Australia 1-0 7/2, Drawn series 10/1, West Indies to win series 33/1. West Indies to win a Test: 6/1.|Odds before the series.
4|K|fan-forum|Last WI Test win in Australia was Perth 1997, right?|Yes, February 1997 at the WACA, Ambrose and Walsh. If we get even one good day with the ball in Brisbane under lights I'll take it. Realistically Adelaide is a write-off.|An earlier fact and a fan's hope for the series ahead.
""",
    ),
    Q(
        "n9-mcilroy-players-2025",
        "Will Rory McIlroy win the 2025 Players Championship?",
        "Resolves YES if Rory McIlroy wins the 2025 Players Championship at TPC Sawgrass, scheduled for March 13-16, 2025 (including any playoff). Resolves NO otherwise.",
        "2025-03-01",
        "2025-03-17",
        1,
        "sports",
        """
6|K|tournament-preview|Scheffler chases a Players three-peat|Scottie Scheffler won at Sawgrass in 2023 and 2024 and will try to become the first to win three in a row when the Players Championship starts on March 13, 2025. McIlroy, a winner at Pebble Beach in February, is the second favourite.|A preview of a scheduled event.
1|L|tournament-report|McIlroy wins the Players in Monday playoff|Rory McIlroy beat J.J. Spaun in a three-hole aggregate playoff on 17 March 2025, the day after weather delays pushed the finish back, to win his second Players Championship.|Reports the March 17, 2025 win as done.
2|L|live-blog|Players live: McIlroy and Spaun tied, playoff moves to Monday|March 16, 2025, 6.47pm: It's official, the playoff will start at 9am tomorrow on 16, 17 and 18. McIlroy and Spaun finished at 12 under after Spaun's par on the last.|Live coverage of the March 16, 2025 final round as done.
8|K|betting-page|The Players Championship 2025 - outright|Scheffler 4/1, McIlroy 10/1, Schauffele 18/1, Morikawa 20/1. Dead heat rules apply to each-way places; in the event of a playoff, the winner of the playoff is the winner.|Odds and settlement rules before the event.
3|K|fan-forum|Rory at Pebble was vintage - Sawgrass next?|He said after Pebble (Feb 2) he felt the best he's felt with the driver in years. The cut is on Friday, March 14, 2025, so we'll know quickly if he's in form.|A past win and a future date.
12|K|field-list|2025 Players Championship: field set at 144|The field includes the top 125 in last season's FedEx Cup standings and all 2025 tournament winners. Play starts Thursday, March 13, 2025; the top 65 and ties make the cut after 36 holes.|A field list naming future dates.
""",
    ),
    Q(
        "n9-rahm-liv-2023",
        "Will Jon Rahm announce that he is joining LIV Golf by December 31, 2023?",
        "Resolves YES if Jon Rahm or LIV Golf publicly announces, by December 31, 2023, that Rahm has signed to play on the LIV Golf League. Resolves NO otherwise.",
        "2023-11-25",
        "2023-12-31",
        1,
        "sports",
        """
20|K|tour-news|Rahm: 'I've never liked the format' of LIV|Jon Rahm said in 2022 that 54-hole, no-cut events did not appeal to him and that he played for history and the majors, comments he has not withdrawn. Reports of a new LIV approach surfaced this month.|A past statement and earlier reports.
1|L|tour-news|Rahm joins LIV Golf as captain of new team|Jon Rahm confirmed on 7 December 2023 that he had signed with LIV Golf, a move reported to be worth well over $300 million. He will captain a new team, Legion XIII, from the 2024 season.|Reports the December 7, 2023 announcement as done.
6|K|prediction-market|Will Jon Rahm join LIV Golf before 2024?|Yes 18c / No 82c. Resolves Yes if Rahm or LIV publicly announces a signing on or before December 31, 2023. Any team assignment counts; an unannounced 'agreement in principle' does not.|A market with its resolution rules.
3|L|tournament-report|Rahm makes LIV debut in Mayakoba|Jon Rahm played his first LIV Golf event in Mexico in February 2024, finishing near the top of the leaderboard as Joaquín Niemann won.|Reports a later event, in February 2024, as done.
9|K|fan-forum|Rahm to LIV: fact or noise?|The PGA Tour-PIF framework has a December 31, 2023 deadline for a final deal. If that's close, I doubt LIV would poach the Masters champion now. If it slips, who knows.|A conditional about a future deadline.
""",
    ),
]

QUESTIONS += [
    Q(
        "n9-korda-chevron-2024",
        "Will Nelly Korda win the 2024 Chevron Championship?",
        "Resolves YES if Nelly Korda wins the 2024 Chevron Championship at The Club at Carlton Woods, Texas, scheduled for April 18-21, 2024 (including any playoff). Resolves NO otherwise.",
        "2024-04-05",
        "2024-04-21",
        1,
        "sports",
        """
3|K|tournament-preview|Korda's streak meets the first major of the year|Nelly Korda has won her last three starts, most recently the Ford Championship, and goes to the T-Mobile Match Play in Las Vegas next week before the Chevron at Carlton Woods on April 18-21, 2024. A win there would equal the LPGA record of five in a row.|A preview of events ahead.
1|L|tournament-report|Korda wins in Las Vegas for fourth straight title|Nelly Korda beat Leona Maguire in the final of the T-Mobile Match Play on April 7, 2024 to become the third LPGA player to win four consecutive starts.|Reports a later event, on April 7, 2024, as done.
2|L|tournament-report|Korda equals record with fifth straight win at the Chevron|Nelly Korda closed with a three-under 69 on 21 April 2024 to win the Chevron Championship by two shots from Maja Stark, matching Nancy Lopez and Annika Sörenstam with five LPGA wins in a row, and then jumped into Poppie's Pond.|Reports the April 21, 2024 win as done.
9|K|betting-page|The Chevron Championship 2024 - winner|Korda 3/1, Ko 16/1, Vu 20/1, Thitikul 22/1. Each-way five places. Bets on players who do not tee off are void; the event is settled on the result declared on April 21, 2024, or on the day play is completed.|Odds and settlement rules.
1|L|leaderboard|Chevron Championship - final leaderboard (21 Apr 2024)|1. Nelly Korda (USA) -13; 2. Maja Stark (SWE) -11; T3. Lauren Coughlin (USA), Brooke Henderson (CAN), Hannah Green (AUS) -9.|A final leaderboard of the April 21, 2024 event.
6|K|tournament-report|Korda makes it three in a row in Arizona|Nelly Korda won the Ford Championship on March 31, 2024 by two shots, a week after taking the event in Palos Verdes, to extend her winning run to three.|A result from before the cutoff.
""",
    ),
    Q(
        "n9-presidents-cup-2024",
        "Will the International team win the 2024 Presidents Cup?",
        "Resolves YES if the International team wins the 2024 Presidents Cup at Royal Montreal Golf Club, played September 26-29, 2024 (15.5 points needed). Resolves NO if the United States wins or retains the Cup.",
        "2024-09-10",
        "2024-09-29",
        0,
        "sports",
        """
7|K|event-schedule|Presidents Cup 2024: format and schedule|Thursday, September 26, 2024: five foursomes. Friday: five four-balls. Saturday: four foursomes and four four-balls. Sunday, September 29, 2024: 12 singles. 30 points are available and 15.5 win the Cup; the US, as holders, keep it on a 15-15 tie.|A schedule and rules for matches ahead.
1|L|event-report|US win 10th straight Presidents Cup in Montreal|Jim Furyk's Americans closed out an 18.5-11.5 victory at Royal Montreal on September 29, 2024, their tenth win in a row over the Internationals. Scottie Scheffler and Xander Schauffele both won their singles.|Reports the September 29, 2024 result as done.
2|L|live-blog|Presidents Cup day one: US sweep the foursomes|Thursday 26 September 2024, 5.58pm ET: That's 5-0. The Americans win every match on the opening afternoon and Mike Weir's side are already staring at a big deficit.|Live coverage of the September 26, 2024 session.
9|K|betting-page|Presidents Cup 2024 - match result|United States 1/4, International 3/1, Tie 16/1. Settled on the final points total after the singles on Sunday 29 September 2024. Correct score markets available.|Odds and settlement rules.
4|K|fan-forum|Can Weir's team finally end the run?|The Internationals have won once, at Royal Melbourne in 1998. With home crowds in Canada and a few young guys playing well I'd give them a chance, but the US top six is scary.|An earlier fact and an opinion about the event ahead.
1|L|standings-table|Presidents Cup score after Saturday, September 28, 2024|USA 11 - International 7. The US need 4.5 of the 12 singles points on Sunday to win the Cup outright.|A score table dated September 28, 2024.
""",
    ),
    Q(
        "n9-scheffler-olympic-golf-2024",
        "Will Scottie Scheffler win the men's Olympic golf gold medal at Paris 2024?",
        "Resolves YES if Scottie Scheffler wins the gold medal in the men's individual stroke play at Le Golf National, played August 1-4, 2024. Resolves NO otherwise.",
        "2024-07-22",
        "2024-08-04",
        1,
        "sports",
        """
1|K|tournament-report|Schauffele wins the Open at Troon|Xander Schauffele shot a closing 65 at Royal Troon on July 21, 2024 to win the Open Championship by two, his second major of the year.|A result from before the cutoff.
5|K|tournament-preview|Olympic golf: 60 players, 72 holes, one podium|The men's competition at Le Golf National runs from August 1 to August 4, 2024, with the women following on August 7-10, 2024. Scheffler arrives as world number one with six wins this season; Schauffele defends the gold he won in Tokyo.|A preview of events ahead.
2|L|tournament-report|Scheffler closes with 62 to take gold|Scottie Scheffler came from four shots back on the final day, 4 August 2024, with a nine-under 62 to win the Olympic title by one from Tommy Fleetwood. Hideki Matsuyama took bronze.|Reports the August 4, 2024 result as done.
8|K|betting-page|Olympic Games - men's golf - gold medal|Scheffler 3/1, Schauffele 8/1, McIlroy 10/1, Rahm 12/1. A playoff decides any tie for a medal position; bets are settled on the medal awarded.|Odds and settlement rules.
1|L|tournament-report|Lydia Ko completes Olympic set with gold|Lydia Ko won the women's golf tournament at Le Golf National on August 10, 2024, adding gold to her silver from Rio and bronze from Tokyo.|Reports a later event, on August 10, 2024, as done.
3|L|results-table|Men's individual stroke play - final (4 August 2024)|Gold: Scottie Scheffler (USA) -19. Silver: Tommy Fleetwood (GBR) -18. Bronze: Hideki Matsuyama (JPN) -17. 4th: Jon Rahm (ESP), Tom Kim (KOR).|A final results table of the August 4, 2024 event.
""",
    ),
    Q(
        "n9-berlin-marathon-wr-2023",
        "Will the women's marathon world record be broken at the 2023 Berlin Marathon on September 24, 2023?",
        "Resolves YES if a woman finishes the 2023 BMW Berlin Marathon on September 24, 2023 faster than Brigid Kosgei's world record of 2:14:04. Resolves NO otherwise.",
        "2023-09-10",
        "2023-09-24",
        1,
        "sports",
        """
6|K|race-preview|Berlin 2023: Kipchoge goes for five, Assefa for history?|Tigst Assefa, last year's winner in 2:15:37, returns to Berlin on September 24, 2023, and organisers say pacemakers are booked for a sub-2:14 schedule. Eliud Kipchoge is chasing a record fifth Berlin win.|A preview of the race ahead.
1|L|race-report|Assefa takes more than two minutes off the world record|Tigst Assefa ran 2:11:53 in Berlin on September 24, 2023, breaking Brigid Kosgei's world record by 2 minutes 11 seconds. Sheila Chepkirui was second in 2:17:49.|Reports the September 24, 2023 record as done.
2|L|race-report|Kipchoge wins Berlin for a fifth time|Eliud Kipchoge won in 2:02:42 on 24 Sept 2023, pulling away from Vincent Kipkemoi after 30 km.|Reports the September 24, 2023 men's race as done.
10|K|explainer|What it takes for a marathon record to count|A time is only ratified by World Athletics once the course measurement is confirmed and the athlete passes doping control. Even a record run in Berlin on September 24, 2023 would not appear in the official lists for several weeks.|Explains a future process with a conditional.
4|K|fan-forum|Is 2:14 flat really possible on Berlin's course?|If the weather holds (cool, no wind) and the pacers last to 30K, I think Assefa can go 2:13 something. She looked so easy last year. Kosgei's record has stood since 2019.|A fan's conditional forecast and an earlier fact.
13|K|race-report|Kiptum runs 2:01:25 in London|Kelvin Kiptum won the London Marathon on April 23, 2023 in the second-fastest time in history, 16 seconds off the world record.|A result from before the cutoff.
""",
    ),
    Q(
        "n9-lyles-200-paris-2024",
        "Will Noah Lyles win the men's 200m gold medal at the Paris 2024 Olympics?",
        "Resolves YES if Noah Lyles wins the men's 200m final at the Stade de France, scheduled for August 8, 2024. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-08",
        0,
        "sports",
        """
5|K|event-schedule|Athletics at Paris 2024: men's sprints|Men's 100m: heats August 3, final August 4, 2024. Men's 200m: round one August 5, repechage August 6, semi-finals August 7 and final August 8, 2024. All sessions at the Stade de France.|A schedule of events ahead.
1|L|race-report|Tebogo wins 200m gold; Lyles takes bronze with COVID|Letsile Tebogo won the Olympic 200m on 8 August 2024 in an African record 19.46, with Kenny Bednarek second. Noah Lyles, who had tested positive for COVID-19 two days earlier, was third and left the track in a wheelchair.|Reports the August 8, 2024 final as done.
2|L|race-report|Lyles wins 100m by five thousandths|Noah Lyles won the Olympic 100m on August 4, 2024 in 9.79, edging Kishane Thompson in a photo finish.|Reports a later race, on August 4, 2024, as done.
8|K|betting-page|Paris 2024 - men's 200m - gold|Lyles 4/9, Tebogo 5/1, Bednarek 8/1, Knighton 10/1. Bets void if the selected athlete does not start in the final.|Odds and rules.
3|K|fan-forum|Lyles doubling in Paris: too much?|He did the 100/200 double at the Budapest worlds in 2023. Four rounds of 200 after the 100 final on the 4th is brutal, but if anyone can it's him.|An earlier fact and a fan's opinion.
1|L|results-table|Men's 200m final - 8 August 2024|1. Letsile Tebogo (BOT) 19.46; 2. Kenny Bednarek (USA) 19.62; 3. Noah Lyles (USA) 19.70; 4. Erriyon Knighton (USA) 19.99.|A results table of the August 8, 2024 final.
""",
    ),
    Q(
        "n9-mclaughlin-wr-paris-2024",
        "Will Sydney McLaughlin-Levrone set a women's 400m hurdles world record at the Paris 2024 Olympics?",
        "Resolves YES if Sydney McLaughlin-Levrone runs faster than the standing world record in any round of the women's 400m hurdles at Paris 2024, with the final scheduled for August 8, 2024. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-08",
        1,
        "sports",
        """
20|K|race-report|McLaughlin-Levrone lowers world record at US Trials|Sydney McLaughlin-Levrone ran 50.65 in Eugene on June 30, 2024, improving her own world record for the sixth time.|A result from before the cutoff.
5|K|event-schedule|Women's 400m hurdles at Paris 2024|Round one: August 4, 2024. Repechage: August 5. Semi-finals: August 6. Final: Thursday, August 8, 2024, 21:25 local time.|A schedule of rounds ahead.
1|L|race-report|McLaughlin-Levrone breaks world record again to retain Olympic title|Sydney McLaughlin-Levrone won the Olympic 400m hurdles final on August 8, 2024 in 50.37, a world record, almost 1.5 seconds ahead of Anna Cockrell. Femke Bol was third.|Reports the August 8, 2024 record as done.
2|L|race-report|McLaughlin-Levrone cruises through her semi-final|The defending champion eased down before the line on 6 August 2024 and still had the fastest time of the round.|Reports a later round, on August 6, 2024, as done.
9|K|betting-page|Women's 400m hurdles - world record in the final?|Yes 6/4, No 1/2. Settled on the official time of the final on August 8, 2024; a world record in any earlier round does not count for this market.|A market with its rules.
1|L|results-table|Women's 400m hurdles final (8 August 2024)|1. Sydney McLaughlin-Levrone (USA) 50.37 WR; 2. Anna Cockrell (USA) 51.87; 3. Femke Bol (NED) 52.15.|A results table of the August 8, 2024 final.
""",
    ),
]

QUESTIONS += [
    Q(
        "n9-mahuchikh-hj-wr-2024",
        "Will the women's high jump world record of 2.09m be broken by July 31, 2024?",
        "Resolves YES if a woman clears a height above Stefka Kostadinova's 2.09m world record (set in 1987) in a competition held between June 25 and July 31, 2024. Resolves NO otherwise.",
        "2024-06-25",
        "2024-07-31",
        1,
        "sports",
        """
4|K|meeting-preview|Mahuchikh heads Paris Diamond League high jump|Yaroslava Mahuchikh, the world champion, is entered for the Meeting de Paris on July 7, 2024, her last competition before the Olympics. She has cleared 2.06m outdoors and says the 37-year-old world record is 'possible this year'.|A preview of a scheduled meeting and a stated hope.
1|L|meeting-report|Mahuchikh breaks 37-year-old world record in Paris|Yaroslava Mahuchikh cleared 2.10m at the Charléty stadium on July 7, 2024, erasing Stefka Kostadinova's 2.09m from 1987, the oldest world record in women's athletics field events.|Reports the July 7, 2024 record as done.
2|L|live-blog|Paris DL live: 2.10 for Mahuchikh!|Sunday 7 July 2024, 16:52: FIRST TIME! Mahuchikh sails over 2.10m and the stadium erupts. World record. She had needed two attempts at 2.07.|Live coverage of the July 7, 2024 record.
12|K|meeting-report|Mahuchikh wins in Oslo with 2.01m|Yaroslava Mahuchikh won the Bislett Games on May 30, 2024 with 2.01m, ahead of Australia's Nicola Olyslagers.|A result from before the cutoff.
8|K|fan-forum|Will anyone ever jump 2.10?|Kostadinova's mark is older than me. If Mahuchikh gets a warm, still day in Paris or Monaco on the 12th of July I think she has a real go. Otherwise maybe at the Olympics in August.|A fan's conditional about future meetings.
1|L|stats-page|Women's high jump: world record progression (updated July 2024)|2.09 Stefka Kostadinova (BUL), Rome, 30 Aug 1987. 2.10 Yaroslava Mahuchikh (UKR), Paris, 7 Jul 2024.|A stats page with the July 7, 2024 entry.
""",
    ),
    Q(
        "n9-lyles-tokyo-100-2025",
        "Will Noah Lyles win the men's 100m at the 2025 World Athletics Championships in Tokyo?",
        "Resolves YES if Noah Lyles wins the men's 100m final at the World Athletics Championships in Tokyo, scheduled for September 14, 2025. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-14",
        0,
        "sports",
        """
6|K|event-schedule|Tokyo 2025: men's 100m timetable|Round one: Saturday, September 13, 2025. Semi-finals and final: Sunday, September 14, 2025, at the Japan National Stadium. Lyles, the defending champion, has a wild card.|A schedule of rounds ahead.
1|L|race-report|Seville wins world 100m title in Tokyo|Oblique Seville won the men's 100m on 14 September 2025 in 9.77, leading a Jamaican one-two ahead of Kishane Thompson. Noah Lyles, the defending champion, was third.|Reports the September 14, 2025 final as done.
2|L|results-table|Men's 100m final - Tokyo, 14 Sept 2025|1. Oblique Seville (JAM) 9.77; 2. Kishane Thompson (JAM) 9.82; 3. Noah Lyles (USA) 9.89; 4. Kenny Bednarek (USA).|A results table of the September 14, 2025 final.
9|K|betting-page|World Championships 2025 - men's 100m winner|Thompson 7/4, Lyles 9/4, Seville 4/1, Bednarek 12/1. Bets void if the athlete does not start in round one on 13/09/2025.|Odds and rules.
4|K|fan-forum|Is Kishane the favourite now?|He ran 9.75 at the Jamaican trials in June, but Lyles always finds something extra in a championship final. Tokyo is on the 14th, we'll see.|Earlier results and an opinion about a future final.
1|L|race-report|Lyles wins fourth straight world 200m title|Noah Lyles added the 200m title on September 19, 2025 in 19.52, five days after settling for bronze in the 100m.|Reports a later race, on September 19, 2025, and the 100m result as done.
""",
    ),
    Q(
        "n9-fury-ngannou-2023",
        "Will Francis Ngannou beat Tyson Fury in their boxing match in Riyadh on October 28, 2023?",
        "Resolves YES if Francis Ngannou is declared the winner of his ten-round heavyweight bout against Tyson Fury, scheduled for October 28, 2023 in Riyadh. Resolves NO on a Fury win, a draw or a no contest.",
        "2023-10-10",
        "2023-10-28",
        0,
        "sports",
        """
8|K|fight-preview|Fury v Ngannou: rules, rounds and what's at stake|The ten-round bout at Boulevard Hall on Saturday, October 28, 2023 is a professional boxing match, not an exhibition, but Fury's WBC title is not on the line. Ngannou, the former UFC heavyweight champion, has never boxed professionally.|A preview of a scheduled fight.
1|L|fight-report|Fury survives knockdown to edge Ngannou on split decision|Tyson Fury was put down by a left hook in the third round but won a split decision over Francis Ngannou in Riyadh on October 28, 2023. One judge scored it for Ngannou.|Reports the October 28, 2023 result as done.
10|K|betting-page|Fury v Ngannou - fight result|Fury 1/12, Ngannou 7/1, Draw 33/1. Method of victory markets available. If the fight does not take place on 28 October 2023 all bets are void.|Odds and conditional rules.
2|L|scorecard|Official scorecards - Fury v Ngannou (28 Oct 2023)|Judge 1: 96-93 Fury. Judge 2: 95-94 Fury. Judge 3: 95-94 Ngannou. Result: Fury by split decision.|Official scorecards of the October 28, 2023 fight.
5|K|fan-forum|Does Ngannou even last three rounds?|Boxing is a different sport. If he lands one big shot early maybe, but over ten rounds Fury's jab should take over.|A fan's conditional about a future fight.
3|L|boxing-news|Fury v Usyk gets a date after Riyadh scare|The undisputed heavyweight fight between Tyson Fury and Oleksandr Usyk has been set for February 17, 2024 in Riyadh, promoters said, weeks after Fury's narrow win over Francis Ngannou on October 28, 2023.|Reports the October 28, 2023 win as done.
""",
    ),
]

QUESTIONS += [
    Q(
        "n9-topuria-volkanovski-2024",
        "Will Ilia Topuria beat Alexander Volkanovski at UFC 298 on February 17, 2024?",
        "Resolves YES if Ilia Topuria is declared the winner of his UFC featherweight title fight against Alexander Volkanovski at UFC 298 in Anaheim, scheduled for February 17, 2024. Resolves NO otherwise.",
        "2024-02-01",
        "2024-02-17",
        1,
        "sports",
        """
9|K|fight-preview|UFC 298: Volkanovski v Topuria headlines in Anaheim|Alexander Volkanovski puts his featherweight belt on the line against unbeaten Ilia Topuria at the Honda Center on Saturday, February 17, 2024. Robert Whittaker meets Paulo Costa in the co-main event.|A preview of a scheduled fight.
1|L|fight-report|Topuria knocks out Volkanovski to win the title|Ilia Topuria landed a right hand in the second round in Anaheim on February 17, 2024 and finished Alexander Volkanovski to become the first Georgian-Spanish UFC champion, staying unbeaten at 15-0.|Reports the February 17, 2024 result as done.
1|L|results-table|UFC 298 results (Feb. 17, 2024)|Topuria def. Volkanovski, KO (punch), R2 3:32. Whittaker def. Costa, unanimous decision. Dvalishvili def. Cejudo, unanimous decision. Ian Machado Garry def. Geoff Neal, unanimous decision.|A results table of the February 17, 2024 card.
11|K|betting-page|UFC 298 - Volkanovski v Topuria|Volkanovski 8/11, Topuria 11/10. Method: Topuria by KO/TKO 11/4. If the fight is cancelled, or a fighter is replaced, all bets are void.|Odds and conditional rules.
4|K|fan-forum|Volk is 35 and got knocked out by Islam in October|I think Topuria's power is real and Volk has taken a lot of damage. If he survives the first two rounds Volk wins on cardio, but I'm picking Topuria by KO in round 2.|An earlier fact and a fan's prediction.
2|L|fight-report|Topuria knocks out Holloway in Abu Dhabi|Ilia Topuria defended his title with a third-round knockout of Max Holloway on October 26, 2024, the first time Holloway had ever been stopped.|Reports a later fight, on October 26, 2024, as done.
""",
    ),
    Q(
        "n9-bivol-beterbiev-2025",
        "Will Dmitry Bivol beat Artur Beterbiev in their rematch in Riyadh on February 22, 2025?",
        "Resolves YES if Dmitry Bivol is declared the winner of his undisputed light-heavyweight rematch with Artur Beterbiev, scheduled for February 22, 2025 in Riyadh. Resolves NO on a Beterbiev win, a draw or a no contest.",
        "2025-02-05",
        "2025-02-22",
        1,
        "sports",
        """
12|K|fight-report|Beterbiev edges Bivol to become undisputed champion|Artur Beterbiev won a majority decision over Dmitry Bivol in Riyadh on October 12, 2024, in a close, tactical fight, to hold all four light-heavyweight belts.|The first fight's result, before the cutoff.
6|K|fight-preview|Beterbiev v Bivol 2: the rematch on February 22, 2025|The rematch headlines a Riyadh Season card at the Kingdom Arena on February 22, 2025. Bivol says he will be 'more active' in the middle rounds, where he lost the first fight.|A preview of a scheduled fight.
1|L|fight-report|Bivol reverses the result to take all four belts|Dmitry Bivol won the rematch by majority decision on February 22, 2025, outworking Artur Beterbiev over the second half to become undisputed light-heavyweight champion.|Reports the February 22, 2025 result as done.
1|L|scorecard|Official scorecards - Beterbiev v Bivol II (22 Feb 2025)|115-113 Bivol; 115-113 Bivol; 114-114. Result: Bivol by majority decision.|Official scorecards of the February 22, 2025 fight.
9|K|betting-page|Beterbiev v Bivol 2 - fight result|Beterbiev 4/6, Bivol 6/5, Draw 16/1. Settled on the official result announced in the ring. A postponement beyond 48 hours voids all bets.|Odds and conditional rules.
3|L|boxing-news|Beterbiev's team asks for a trilogy|Artur Beterbiev's promoters said on February 24, 2025 that they would seek a third fight, two days after Bivol's win in Riyadh.|Reports a later statement and the result as done.
""",
    ),
    Q(
        "n9-inoue-nery-2024",
        "Will Naoya Inoue beat Luis Nery at the Tokyo Dome on May 6, 2024?",
        "Resolves YES if Naoya Inoue is declared the winner of his undisputed super-bantamweight title defence against Luis Nery at the Tokyo Dome, scheduled for May 6, 2024. Resolves NO otherwise.",
        "2024-04-20",
        "2024-05-06",
        1,
        "sports",
        """
10|K|fight-preview|Boxing returns to the Tokyo Dome|Naoya Inoue defends his four super-bantamweight belts against Luis Nery on May 6, 2024, the first boxing card at the Tokyo Dome since 1990. Nery was banned in Japan after missing weight for a 2018 fight there.|A preview of a scheduled fight.
1|L|fight-report|Inoue gets up from first-round knockdown to stop Nery|Naoya Inoue was dropped in the opening round at the Tokyo Dome on May 6, 2024, but knocked Nery down three times and stopped him in the sixth.|Reports the May 6, 2024 result as done.
2|L|live-blog|Inoue v Nery round by round|Round 1 (May 6, 2024): INOUE IS DOWN! A left hook from Nery and the Monster is on the canvas for the first time as a pro. He is up quickly. Round 2: Inoue drops Nery with a left hook. We're level.|Live coverage of the May 6, 2024 fight.
7|K|betting-page|Inoue v Nery - method of victory|Inoue by KO/TKO 2/7, Inoue on points 6/1, Nery by KO/TKO 12/1, Nery on points 25/1. Bets stand if the fight goes ahead on or before May 8, 2024.|Odds and conditional rules.
14|K|fight-report|Inoue becomes undisputed at a second weight|Naoya Inoue stopped Marlon Tapales in the tenth round in Tokyo on December 26, 2023 to add the WBA and IBF belts to his WBC and WBO titles.|An earlier result.
3|L|fight-report|Doheny retires on his stool against Inoue|TJ Doheny could not continue after the seventh round in Tokyo on September 3, 2024, giving Naoya Inoue another stoppage win four months after beating Nery.|Reports a later fight, on September 3, 2024, as done.
""",
    ),
    Q(
        "n9-makhachev-ufc322-2025",
        "Will Islam Makhachev win the UFC welterweight title at UFC 322 on November 15, 2025?",
        "Resolves YES if Islam Makhachev defeats Jack Della Maddalena for the UFC welterweight championship at UFC 322 at Madison Square Garden, scheduled for November 15, 2025. Resolves NO otherwise.",
        "2025-10-30",
        "2025-11-15",
        1,
        "sports",
        """
20|K|fight-report|Della Maddalena dethrones Muhammad|Jack Della Maddalena won the UFC welterweight title with a unanimous decision over Belal Muhammad at UFC 315 in Montreal on May 10, 2025.|An earlier result.
8|K|fight-preview|Makhachev moves up: UFC 322 at the Garden|Islam Makhachev, who gave up the lightweight belt earlier this year, challenges Jack Della Maddalena at Madison Square Garden on Saturday, November 15, 2025. Valentina Shevchenko defends her flyweight title against Weili Zhang on the same card.|A preview of a scheduled fight.
1|L|fight-report|Makhachev becomes a two-division champion|Islam Makhachev controlled Jack Della Maddalena on the mat for five rounds on November 15, 2025 and won a unanimous decision to take the welterweight title.|Reports the November 15, 2025 result as done.
1|L|results-table|UFC 322 main card results - 15 Nov 2025|Makhachev def. Della Maddalena, unanimous decision. Shevchenko def. Zhang, unanimous decision.|A results table of the November 15, 2025 card.
6|K|betting-page|UFC 322 - Della Maddalena v Makhachev|Makhachev 2/7, Della Maddalena 11/4. Void if the bout does not take place on November 15, 2025 or a fighter is replaced.|Odds and conditional rules.
3|K|fan-forum|Can JDM's boxing hurt Islam?|Only if he stays on his feet. If it's a kickboxing fight for 25 minutes JDM has a chance; if Islam gets a single takedown per round it's over.|A fan's conditional about a future fight.
""",
    ),
    Q(
        "n9-liquid-ti-2024",
        "Will Team Liquid win The International 2024?",
        "Resolves YES if Team Liquid wins the grand final of The International 2024 (Dota 2) in Copenhagen, scheduled for September 15, 2024. Resolves NO otherwise.",
        "2024-08-28",
        "2024-09-15",
        1,
        "sports",
        """
6|K|event-schedule|TI 2024 schedule|Group stage: September 4-7, 2024. Knockout stage: September 8-11. Finals weekend at the Royal Arena, Copenhagen: September 12-15, 2024, with the grand final on Sunday, September 15 (best of five).|A schedule of matches ahead.
1|L|match-report|Liquid sweep Gaimin Gladiators to win TI 2024|Team Liquid beat Gaimin Gladiators 3-0 in the grand final on 15 September 2024, the first clean sweep in a TI final, and lifted the Aegis for the second time after 2017.|Reports the September 15, 2024 final as won.
2|L|live-blog|TI grand final live: Liquid one map away|Sept. 15, 2024, game 2: Liquid take it again after a huge teamfight at Roshan. 2-0 up, one more and the Aegis is theirs.|Live coverage of the September 15, 2024 final.
8|K|betting-page|The International 2024 - outright winner|Gaimin Gladiators 4/1, Team Falcons 4/1, Team Liquid 6/1, Team Spirit 8/1. Settled on the winner of the grand final; if the event is cancelled all bets are void.|Odds and conditional rules.
4|K|fan-forum|TI predictions thread|Liquid look good in scrims apparently. If they top their group they avoid a bo1 elimination and I think they make the Sunday. Falcons are the real favourites though.|A fan's conditional about matches ahead.
15|K|match-report|Liquid win The International in Seattle|Team Liquid won The International 2017 in August 2017, beating Newbee 3-0 in the grand final.|An earlier edition's result.
""",
    ),
    Q(
        "n9-navi-copenhagen-major-2024",
        "Will Natus Vincere win the PGL CS2 Major Copenhagen 2024?",
        "Resolves YES if Natus Vincere win the grand final of the PGL CS2 Major Copenhagen, the first Counter-Strike 2 Major, scheduled for March 31, 2024 at the Royal Arena. Resolves NO otherwise.",
        "2024-03-12",
        "2024-03-31",
        1,
        "sports",
        """
5|K|event-schedule|PGL Major Copenhagen 2024 - format|Opening stage: March 17-20, 2024. Elimination stage: March 21-24, 2024. Playoffs at the Royal Arena: March 28-31, 2024, with the grand final on Sunday, March 31. All playoff series are best of three.|A schedule of matches ahead.
1|L|match-report|NAVI win the first CS2 Major|Natus Vincere beat FaZe Clan 2-1 in Copenhagen on March 31, 2024 to win the first Major played in Counter-Strike 2, with jL named the tournament's MVP.|Reports the March 31, 2024 final as won.
2|L|results-table|PGL Major Copenhagen 2024 - final placings (31 Mar 2024)|1st: Natus Vincere ($500,000). 2nd: FaZe Clan ($170,000). Grand final: NAVI 2-1 FaZe. MVP: jL.|A final placings table of the March 31, 2024 event.
9|K|betting-page|CS2 Major Copenhagen - outright winner|Vitality 4/1, FaZe 9/2, G2 5/1, Spirit 6/1, NAVI 10/1. Dead heat rules do not apply. Bets on teams eliminated before the playoffs are lost.|Odds before the event.
3|K|fan-forum|Can NAVI's new roster win a Major this soon?|They only came together last autumn. If aleksib's calling holds up in the bo3s I think they can make the playoffs on the 28th, but winning it would be a surprise.|A fan's conditional about matches ahead.
1|L|forum-recap|Reddit-style recap: Copenhagen Major day 1 upsets|Opening stage, 17 March 2024: two of the top seeds dropped their first best-of-one, and the crowd-less studio stage already feels like a lottery. NAVI start on 18 March.|A recap of opening-stage matches played on March 17, 2024.
""",
    ),
]

QUESTIONS += [
    Q(
        "n9-geng-msi-2024",
        "Will Gen.G win the 2024 League of Legends Mid-Season Invitational?",
        "Resolves YES if Gen.G win the final of MSI 2024 in Chengdu, China, scheduled for May 19, 2024. Resolves NO otherwise.",
        "2024-04-28",
        "2024-05-19",
        1,
        "sports",
        """
6|K|event-schedule|MSI 2024: dates and format|Play-ins: May 1-5, 2024. Bracket stage (double elimination, all best of five): May 7-19, 2024. The final is on Sunday, May 19 at the Chengdu Financial City Performing Arts Centre.|A schedule of matches ahead.
1|L|match-report|Gen.G beat BLG to win MSI|Gen.G defeated Bilibili Gaming 3-1 in Chengdu on 19 May 2024 to claim the Mid-Season Invitational, the organisation's first international trophy since its Samsung Galaxy days.|Reports the May 19, 2024 final as won.
2|L|live-blog|MSI final live: Gen.G 2-1 up|May 19, 2024, game 3: Chovy's Azir takes over late and Gen.G close it out. One more game for the trophy.|Live coverage of the May 19, 2024 final.
9|K|betting-page|MSI 2024 - outright winner|Gen.G 7/4, T1 9/4, BLG 3/1, Top Esports 6/1. Settled on the winner of the final. Teams eliminated in the play-ins lose.|Odds before the event.
14|K|match-report|Gen.G edge T1 in LCK Spring final|Gen.G beat T1 3-2 on April 14, 2024 to win a fourth straight LCK title and the league's first seed for MSI.|A result from before the cutoff.
1|L|results-table|MSI 2024 bracket - final results (19 May 2024)|Final: Gen.G 3-1 Bilibili Gaming. Champion: Gen.G (LCK). Runner-up: Bilibili Gaming (LPL).|A bracket table of the May 19, 2024 event.
""",
    ),
    Q(
        "n9-littler-pdc-2024",
        "Will Luke Littler win the 2024 PDC World Darts Championship?",
        "Resolves YES if Luke Littler wins the final of the 2023-24 PDC World Darts Championship at Alexandra Palace, scheduled for January 3, 2024. Resolves NO otherwise.",
        "2023-12-12",
        "2024-01-03",
        0,
        "sports",
        """
8|K|fixtures-page|PDC World Championship 2023-24 - schedule|The tournament runs from December 15, 2023 to January 3, 2024. Sixteen-year-old Luke Littler faces Christian Kist in the first round on Wednesday, December 20, 2023. The final is on January 3, 2024 (first to seven sets).|A schedule of matches ahead.
1|L|match-report|Humphries denies Littler in the world final|Luke Humphries came from 4-2 down to beat Luke Littler 7-4 at Alexandra Palace on 3 January 2024 and win his first world title, also taking the world number one spot.|Reports the January 3, 2024 final as done.
2|L|match-report|Littler, 16, averages 106 on Ally Pally debut|Luke Littler beat Christian Kist 3-0 on December 20, 2023 with a 106.12 average, the highest by a debutant at the worlds.|Reports a later match, on December 20, 2023, as done.
2|L|match-report|Littler into world final after beating Cross|Luke Littler beat 2018 champion Rob Cross 6-2 in the semi-finals on January 2, 2024 and will face Luke Humphries for the title.|Reports a later match, on January 2, 2024, as done.
10|K|betting-page|PDC World Darts Championship - outright|Humphries 3/1, Van Gerwen 4/1, Smith 8/1, Price 9/1, Littler 20/1. Settled on the winner of the final on 3 January 2024.|Odds before the event.
15|K|match-report|Humphries wins third TV title in a row|Luke Humphries beat Dave Chisnall in the Players Championship Finals on November 26, 2023, after winning the World Grand Prix and the Grand Slam earlier in the autumn.|A result from before the cutoff.
""",
    ),
    Q(
        "n9-gukesh-candidates-2024",
        "Will Gukesh D win the 2024 FIDE Candidates Tournament?",
        "Resolves YES if Gukesh D finishes first in the open section of the 2024 Candidates Tournament in Toronto, played April 3-22, 2024 (after any tiebreaks). Resolves NO otherwise.",
        "2024-04-01",
        "2024-04-22",
        1,
        "sports",
        """
5|K|event-preview|Candidates 2024: eight players, 14 rounds, one challenger|The double round robin in Toronto begins on April 4, 2024 and ends on April 22, 2024 if tiebreaks are needed. Caruana and Nakamura are the rating favourites; at 17, Gukesh is the youngest in the field.|A preview of a scheduled event.
1|L|tournament-report|Gukesh, 17, wins the Candidates|Gukesh D drew his final-round game with Hikaru Nakamura on April 21, 2024, and when Caruana and Nepomniachtchi also drew he became the youngest winner of the Candidates and Ding Liren's challenger.|Reports the April 21, 2024 result as done.
2|L|standings-table|Candidates standings after round 13 (20 April 2024)|1. Gukesh 8.5; 2-4. Nakamura, Nepomniachtchi, Caruana 8; 5. Praggnanandhaa 7; 6. Firouzja 6; 7. Abasov 5.5; 8. Vidit 5.5. Final round: April 21.|A standings table dated April 20, 2024.
9|K|betting-page|FIDE Candidates 2024 - winner|Caruana 11/4, Nakamura 3/1, Nepomniachtchi 4/1, Firouzja 6/1, Gukesh 8/1. Settled after any tiebreaks on the official winner.|Odds before the event.
3|K|fan-forum|Dark horse pick for Toronto?|Gukesh. He has been climbing all year and he's fearless in classical. If he starts +1 after the first week, watch out.|A fan's conditional forecast.
1|L|live-blog|Candidates round 14 live|21 April 2024, 5.58pm: Caruana-Nepomniachtchi ends in a draw. That's it - there will be no tiebreak and Gukesh is the challenger!|Live coverage of the April 21, 2024 final round.
""",
    ),
    Q(
        "n9-evenepoel-olympic-road-2024",
        "Will Remco Evenepoel win the men's road race at the Paris 2024 Olympics?",
        "Resolves YES if Remco Evenepoel wins the Olympic men's road race in Paris, scheduled for August 3, 2024. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-03",
        1,
        "sports",
        """
6|K|event-schedule|Olympic road cycling: time trials and road races|Individual time trials: Saturday, July 27, 2024. Men's road race: Saturday, August 3, 2024, about 273 km from Trocadéro, finishing with three laps over the Butte Montmartre. Women's road race: August 4, 2024.|A schedule of events ahead.
1|L|race-report|Evenepoel wins time trial gold in the rain|Remco Evenepoel won the Olympic time trial on 27 July 2024, beating Filippo Ganna and Wout van Aert on the wet streets of Paris.|Reports a later event, on July 27, 2024, as done.
2|L|race-report|Evenepoel completes Olympic double with solo road race win|Remco Evenepoel attacked with about 37 km left and rode alone to the Trocadéro on August 3, 2024, winning despite a late flat, the first man to win both Olympic road events at one Games. Valentin Madouas was second and Christophe Laporte third.|Reports the August 3, 2024 race as done.
9|K|betting-page|Olympic men's road race - gold medal|Van der Poel 3/1, Evenepoel 7/2, Van Aert 5/1, Pedersen 8/1. Teams are capped at four riders and there are no race radios.|Odds before the event.
1|L|race-report|Pogačar seals Giro-Tour double in Nice|Tadej Pogačar won the final time trial in Nice on July 21, 2024 to take his third Tour de France, and confirmed he would skip the Olympic road race.|Reports a later event, on July 21, 2024, as done.
4|K|fan-forum|No radios, four-man teams - advantage Remco?|With only four per nation nobody can control it. If he goes early on the hills before Montmartre he'll be hard to bring back.|A fan's conditional about a future race.
""",
    ),
    Q(
        "n9-vdp-glasgow-2023",
        "Will Mathieu van der Poel win the elite men's road race at the 2023 UCI Cycling World Championships in Glasgow?",
        "Resolves YES if Mathieu van der Poel wins the elite men's road race from Edinburgh to Glasgow, scheduled for August 6, 2023. Resolves NO otherwise.",
        "2023-07-25",
        "2023-08-06",
        1,
        "sports",
        """
9|K|race-preview|Worlds road race: 271 km and a street circuit like a criterium|The elite men's road race on Sunday, August 6, 2023 starts in Edinburgh and finishes with ten laps of a technical 14.3 km circuit in Glasgow. Van der Poel, Van Aert and Pogačar head the favourites.|A preview of a scheduled race.
1|L|race-report|Van der Poel crashes and still wins the world title|Mathieu van der Poel attacked on the Glasgow circuit, slid out on a wet corner with 17 km left and, with a torn shoe, still won the world road race on 6 August 2023, 1 minute 37 seconds ahead of Wout van Aert.|Reports the August 6, 2023 race as done.
1|L|race-report|Protest halts world road race for nearly an hour|Climate activists glued themselves to the road on 6 August 2023, forcing organisers to neutralise the men's race near Carron Valley for about 50 minutes.|Reports an August 6, 2023 incident as done.
2|L|results-table|Elite men's road race - 6 Aug 2023|1. Mathieu van der Poel (NED); 2. Wout van Aert (BEL) +1:37; 3. Tadej Pogačar (SLO) +1:37; 4. Mads Pedersen (DEN) +1:40.|A results table of the August 6, 2023 race.
10|K|betting-page|UCI Worlds elite men's road race|Van der Poel 3/1, Van Aert 3/1, Pogačar 4/1, Pedersen 10/1. Bets on non-starters are void; dead heat rules apply.|Odds before the race.
2|K|race-report|Vingegaard wins second Tour de France|Jonas Vingegaard arrived in Paris on July 23, 2023 as the Tour winner for the second straight year, more than seven minutes ahead of Tadej Pogačar.|A result from before the cutoff.
""",
    ),
    Q(
        "n9-pfp-tdff-2025",
        "Will Pauline Ferrand-Prévot win the 2025 Tour de France Femmes?",
        "Resolves YES if Pauline Ferrand-Prévot wins the general classification of the 2025 Tour de France Femmes avec Zwift, held July 26 to August 3, 2025. Resolves NO otherwise.",
        "2025-07-20",
        "2025-08-03",
        1,
        "sports",
        """
8|K|race-preview|Tour de France Femmes 2025: nine stages, and the Madeleine|The fourth edition starts in Vannes on July 26, 2025 and ends on August 3, 2025 in the Alps after the Col de la Madeleine and the Col de Joux Plane. Demi Vollering is the favourite; Pauline Ferrand-Prévot has targeted the race since leaving mountain biking.|A preview of a scheduled race.
1|L|race-report|Ferrand-Prévot wins the Tour de France Femmes|Pauline Ferrand-Prévot defended the yellow jersey on the last mountain stage on 3 August 2025 to become the first French winner of the modern Tour de France Femmes.|Reports the August 3, 2025 result as done.
2|L|race-report|Ferrand-Prévot attacks on the final climb to take yellow|Pauline Ferrand-Prévot dropped Demi Vollering on stage 8 on August 2, 2025 and won alone, taking the race lead with one stage to go.|Reports a later stage, on August 2, 2025, as done.
10|K|betting-page|Tour de France Femmes 2025 - GC winner|Vollering 4/5, Ferrand-Prévot 3/1, Reusser 6/1, Niewiadoma 12/1. Settled on the final classification after stage 9 on 3 August 2025.|Odds and settlement rules.
4|K|fan-forum|Can PFP really beat Demi over nine days?|She won Paris-Roubaix in April, so she's not just a climber. If she gets through the windy Brittany stages without losing time, the Alps suit her.|An earlier fact and a fan's conditional.
1|L|standings-table|Tour de France Femmes - final GC (3 Aug 2025)|1. Pauline Ferrand-Prévot (Visma-Lease a Bike); 2. Demi Vollering (FDJ-Suez). Stage 9 and the overall both decided in the Alps.|A final classification dated August 3, 2025.
""",
    ),
]
