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
5|K|race-preview|Monza, then Marina Bay: is there a crack in Red Bull's armour?|Verstappen heads into the European finale at Monza on September 3 unbeaten since Miami, and the paddock then flies to Singapore for the September 15-17 weekend. Engineers at rival teams quietly point to Marina Bay's bumps and slow corners as the one place the RB19 could be caught out.|A preview naming race weekends still to come.
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
8|K|race-preview|Two more before the break: Hungary and Spa|After Silverstone the field has a week off before the Hungaroring on July 19-21, and then Spa-Francorchamps closes the first half of the season on July 26-28. Russell, who won in Austria on June 30, believes Mercedes' upgrade package suits both tracks.|Past win and scheduled race weekends.
2|L|race-report|Russell disqualified from Spa win, Hamilton promoted|George Russell took the chequered flag first at Spa on July 28, 2024 after making a single stop, but he was disqualified that evening when his Mercedes was found to be 1.5kg under the minimum weight. Lewis Hamilton was declared the winner, with Oscar Piastri second and Charles Leclerc third.|Reports the July 28, 2024 race and the disqualification as done.
5|L|race-report|Piastri's maiden victory comes with a team-orders row|Oscar Piastri won the Hungarian Grand Prix on 21 July 2024 after Lando Norris, under repeated instructions from the pit wall, finally gave back the lead with three laps left.|Reports a later race, on July 21, 2024, as done.
11|K|betting-page|Belgian Grand Prix 2024 - race winner|Russell 20/1, Hamilton 14/1, Norris 2/1, Verstappen 5/2. Settlement is on the podium presentation on Sunday 28 July 2024; any later amendment or disqualification will not be taken into account.|Odds and settlement rules for a scheduled race.
6|K|fan-forum|Could Mercedes really win at Spa?|Posted by silverarrow_fan: Two wins in three weeks (Austria and then Lewis at Silverstone on the 7th) and people are saying Spa is next. Honestly if it rains on the 28th anything can happen, but dry I'd back McLaren.|A fan's opinion about a future race, after past wins.
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
3|K|standings-table|IndyCar points after World Wide Technology Raceway (Aug. 17)|1. Álex Palou 473; 2. Will Power 457; 3. Scott Dixon 438; 4. Colton Herta 432. Still to run: Portland, August 25; Milwaukee Mile doubleheader, August 31 and September 1; Nashville Superspeedway, September 15.|A standings table from before the cutoff and a schedule.
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
