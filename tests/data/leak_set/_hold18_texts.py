# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the held-out `hold18` part, read by `build_hold18.py`.

Prediction-market questions in the style of ForecastBench's market questions (Polymarket,
Manifold, Metaculus, INFER) about real events of late 2024 and 2025, each with the documents
such a question meets: the market page with its rules and resolution criteria, trader comments,
resolution notes, background summaries, news items and trackers. Each question's documents are
one line each in a string, fields separated by `|`: days before the cutoff it is published, label
(L=leak / K=keep), style, title, text, why. Written blind as a held-out part; see
`build_hold18.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "l5-polymarket-paul-tyson-2024",
        "Jake Paul vs. Mike Tyson: will Jake Paul win?",
        'This market resolves to "Yes" if Jake Paul is declared the winner of his professional bout with Mike Tyson scheduled for November 15, 2024 at AT&T Stadium in Arlington, Texas. A draw, no contest or technical draw resolves "No". If the bout does not take place by December 31, 2024, the market resolves "No".',
        "2024-10-28",
        "2024-11-16",
        1,
        "sports",
        """
12|K|market-rules|Jake Paul vs. Mike Tyson|This market will resolve to "Yes" if Jake Paul wins his fight against Mike Tyson, scheduled for Friday, November 15, 2024. Any other result, or no fight by December 31, 2024, resolves "No". The result announced by the Texas Department of Licensing and Regulation is final for this market.|Market rules with the scheduled fight date and a deadline.
20|K|background-summary|Why the fight moved to November|The bout was first set for July 20, 2024 but was postponed after Tyson had an ulcer flare-up on a flight in late May. It is sanctioned as a professional fight with two-minute rounds and heavier gloves, and Netflix will stream it live worldwide on the new date, Friday, Nov. 15, 2024.|Earlier facts and the rescheduled date ahead.
7|K|trader-comment|Comments (214)|heavyhands: Tyson is 58. Two-minute rounds help him early but I don't see him lasting eight. Loading Yes at 71c, see you all on the 15th.|A trader's prediction before the fight.
3|L|resolution-note|Outcome: Yes|Jake Paul defeated Mike Tyson by unanimous decision (80-72, 79-73, 79-73) on November 15, 2024. This market has resolved to "Yes".|Reports the November 15, 2024 result as done.
1|L|trader-comment|Comments (1,902)|ringside_rick · Nov 16, 2024: Paid out, thanks Jake. Tyson had nothing after round three and Paul was basically bowing to him by the end. Half my group chat's stream kept buffering.|A comment dated after the cutoff reports the fight as over.
9|L|news-item|Netflix counts 60 million households for Paul-Tyson|Netflix said on November 17, 2024 that about 60 million households streamed Jake Paul's decision win over Mike Tyson live, making it the most-streamed sporting event in its history despite widespread buffering complaints.|Reports the fight and its audience after the cutoff.
""",
    ),
    Q(
        "l5-polymarket-johnson-speaker-first-ballot-2025",
        "Will Mike Johnson be elected Speaker on the first ballot?",
        "Resolves Yes if, in the election of the Speaker held when the 119th Congress convenes on January 3, 2025, Mike Johnson receives a majority of the votes cast for a person by name on the first roll call, counting any vote changes recorded before that roll call's result is announced. Resolves No if a second ballot is held or another member is elected.",
        "2024-12-20",
        "2025-01-03",
        1,
        "politics",
        """
10|K|market-rules|Johnson elected Speaker on first ballot?|The House votes for Speaker on January 3, 2025, before members are sworn in. This market resolves to Yes only if Johnson wins on roll call 1. Votes switched before the Clerk announces the result count; a motion to adjourn before the result does not.|Market rules for a scheduled vote.
4|K|trader-comment|Comments (388)|capitol_hillbilly: Massie already says he's a no. With the margin this thin Johnson can lose one vote, maybe two if someone votes present. Jan 3 is going to be ugly. Holding No at 46c.|A trader's expectation before the vote.
15|K|background-summary|How Johnson got here|Johnson became Speaker on October 25, 2023, three weeks after Kevin McCarthy was removed, and survived a motion to vacate on May 8, 2024. Trump endorsed him for another term after the election. The new House must pick a Speaker on its first day, January 3, 2025, before it can do anything else.|Earlier facts and the scheduled vote.
2|L|resolution-note|Resolved: Yes|Johnson won 218 votes on the first ballot on January 3, 2025, after Reps. Ralph Norman and Keith Self switched their votes before the gavel came down. Massie voted for Tom Emmer. Market resolved Yes.|Reports the January 3, 2025 vote as done.
6|L|news-item|Johnson keeps the gavel after last-minute flips|Mike Johnson was re-elected Speaker on Friday, Jan. 3, 2025, holding the floor open for nearly an hour while two holdouts negotiated before changing their votes. Hakeem Jeffries drew all 215 Democratic votes.|Reports the January 3, 2025 election.
1|L|tracker|Speaker vote tracker (final)|Roll call 1, 2025-01-03. Johnson 218; Jeffries 215; Emmer 1. Changed to Johnson before the result: Norman, Self. Status: ELECTED on the first ballot.|A tally of the January 3, 2025 vote.
""",
    ),
    Q(
        "l5-polymarket-fed-jan-2025-no-change",
        "Fed decision in January? No change",
        "This market resolves to Yes if the FOMC leaves the upper bound of the target federal funds range unchanged at its meeting scheduled for January 28-29, 2025, as stated in the statement released on January 29, 2025. Any increase or decrease resolves No.",
        "2025-01-10",
        "2025-01-29",
        1,
        "central_banks",
        """
14|K|market-rules|Fed decision in January?|The FOMC meets January 28-29, 2025. The outcome is the change, in basis points, to the upper bound of the target range announced in the statement at 2:00 p.m. ET on January 29, 2025. If no statement is issued by February 7, 2025, the market resolves to No change.|Market rules with the scheduled decision.
5|K|news-item|December minutes point to slower cuts|Minutes of the December 17-18 meeting, released on January 8, showed most officials favoured a slower pace of rate cuts because of stubborn inflation and uncertainty over trade policy. Futures put the chance of a hold on January 29, 2025 at about 95%.|An earlier release and the odds for a coming decision.
8|K|trader-comment|Comments (97)|bps_bandit: Nobody's cutting in the new administration's first full week. The interesting meeting is March 19. 97c and I'm still buying.|A trader's forecast of coming meetings.
2|L|resolution-note|Final outcome: No change|The FOMC held the target range at 4.25%-4.50% on 29 January 2025, with no dissents. Market resolved to "No change".|Reports the January 29, 2025 decision as done.
1|L|trader-comment|Comments (97)|dovewatch: Powell's presser on Jan. 29, 2025 was "we do not need to be in a hurry" five times over, and Trump posted about it within the hour. Easiest 3% I've made.|A comment after the decision reports it as done.
3|L|news-item|Fed holds, drops line on inflation progress|The statement the Fed issued on Wednesday, January 29, 2025 left rates unchanged and removed a phrase saying inflation had made progress toward 2%, which officials later said was only a wording cleanup.|Reports the January 29, 2025 statement.
""",
    ),
    Q(
        "l5-polymarket-fed-may-2025-cut",
        "Fed decreases interest rates after May 2025 meeting?",
        "Resolves Yes if the FOMC announces a decrease of the target federal funds range at its meeting of May 6-7, 2025. Resolves No if the range is unchanged or raised. The resolution source is the FOMC statement of May 7, 2025.",
        "2025-04-20",
        "2025-05-07",
        0,
        "central_banks",
        """
6|K|market-rules|Fed decrease rates after May meeting?|This market will resolve to "Yes" if the Federal Reserve lowers the target range at the meeting ending May 7, 2025. A hold or a hike resolves "No". If the meeting is moved, the next scheduled decision counts, provided it falls before May 31, 2025.|Market rules for a scheduled decision.
3|L|news-item|Trump says he won't fire Powell|After stocks slid on his attacks on the Fed chair, President Trump told reporters on April 22, 2025 that he had "no intention" of firing Jerome Powell, though he still wanted rates cut. Traders left May cut odds little changed.|Reports a statement made after the cutoff.
9|K|trader-comment|Comments (41)|rate_sheriff: CME has June as the first cut now, May around 12%. Selling Yes into every headline about Powell getting fired.|A trader's view of odds for a coming meeting.
12|K|background-summary|Where rates stand|The Fed cut by a full percentage point between September and December 2024 and has held at 4.25%-4.50% since. Powell's term as chair runs until May 2026.|Earlier facts and a term ending later.
1|L|resolution-note|Resolved: No|The Fed left the range at 4.25%-4.50% on May 7, 2025. The statement said the risks of higher unemployment and of higher inflation had both risen. This market resolved "No".|Reports the May 7, 2025 hold as done.
2|L|tracker|FOMC decisions, 2025|2025-01-29: hold. 2025-03-19: hold. 2025-05-07: hold. 2025-06-18: hold. Next: July 29-30.|A list reporting the May and June 2025 holds.
""",
    ),
    Q(
        "l5-manifold-ecb-june-2025-cut",
        "Will the ECB cut rates on June 5, 2025?",
        "Resolves YES if the ECB Governing Council lowers the deposit facility rate at the monetary policy meeting concluding on 5 June 2025, per the ECB press release. Resolves NO if it is held or raised.",
        "2025-05-20",
        "2025-06-05",
        1,
        "central_banks",
        """
10|K|market-rules|Will the ECB cut rates on June 5, 2025?|Resolves YES if the deposit facility rate is lowered at the 5 June 2025 meeting. I'll resolve from the ECB's press release that afternoon. If the meeting is rescheduled I will use whichever meeting comes first after June 1.|Market description for a scheduled decision.
15|K|background-summary|Context from the creator|The deposit rate is 2.25% after the cut of April 17, 2025. New staff projections come with the June decision, and the May flash HICP is due on 3 June 2025. Several hawks have said the ECB is close to neutral.|Earlier facts and scheduled releases.
4|K|trader-comment|Comments|Lagarde all but pre-announced this in April. The only question is whether they signal a pause for July. 88% feels low to me.|A trader's expectation for a coming decision.
2|L|resolution-note|Resolved YES|Resolving YES. The ECB cut the deposit rate by 25bp to 2.00% on 5 June 2025, its eighth cut since June 2024.|Reports the June 5, 2025 cut as done.
1|L|news-item|Lagarde says ECB is "in a good place"|Speaking after the 2025-06-05 decision to lower rates to 2%, Christine Lagarde said the central bank was well placed to handle uncertainty and hinted that the easing cycle was nearly over.|A quote after the June 5, 2025 decision.
7|L|trader-comment|Comments|Bumping this for anyone who wandered in: they cut in June and then held at 2% on July 24, 2025, like everyone expected. This market closed ages ago.|A comment reporting the June cut and the July 24, 2025 hold.
""",
    ),
    Q(
        "l5-metaculus-rba-july-2025-cut",
        "Will the Reserve Bank of Australia lower the cash rate at its July 2025 meeting?",
        "This question resolves Yes if the RBA's Monetary Policy Board lowers the cash rate target at its meeting of 7-8 July 2025, as announced at 2:30 pm AEST on 8 July 2025. It resolves No if the cash rate is unchanged or raised.",
        "2025-06-24",
        "2025-07-08",
        0,
        "central_banks",
        """
12|K|market-rules|Resolution criteria|This question resolves according to the Monetary Policy Decision statement published by the Reserve Bank of Australia on 8 July 2025. A reduction of any size resolves Yes. If the meeting is postponed past 31 July 2025, the question is annulled.|Resolution criteria for a scheduled decision.
20|L|background-summary|Background|The RBA cut the cash rate in February and again on May 20, 2025, taking it to 3.85%. It held in July and cut again, to 3.60%, on 12 August 2025.|A summary reporting the later July hold and the August 12, 2025 cut.
8|K|trader-comment|Comments|Bullock said they discussed 50bp in May. Trimmed mean is back inside the band. A July cut looks like a lock to me; community at 85% is too low.|A forecaster's expectation before the meeting.
5|K|news-item|Monthly CPI due ahead of RBA|The May monthly CPI indicator, due from the Bureau of Statistics on June 25, 2025, is expected to show headline inflation near 2.3%. Economists at the four big banks all forecast a cut in July.|A scheduled release and forecasts.
3|L|trader-comment|Comments|So much for locks. Held at 3.85% on Jul 8 2025, six votes to three, and markets had a cut at 90%+. Lesson learned.|A comment reporting the July 8, 2025 hold.
1|L|resolution-note|Resolved No|On 8 July 2025 the board kept the cash rate at 3.85% in a 6-3 vote, the first time the RBA has published the vote count. Governor Bullock said it was a matter of timing, not direction. Resolved No.|Reports the July 8, 2025 decision as done.
""",
    ),
    Q(
        "l5-polymarket-boe-aug-2025-cut",
        "Bank of England decrease rates after August 2025 meeting?",
        'This market resolves to "Yes" if the Bank of England\'s Monetary Policy Committee lowers Bank Rate at the decision announced on August 7, 2025. It resolves "No" otherwise. The resolution source is the Bank of England\'s Monetary Policy Summary.',
        "2025-07-20",
        "2025-08-07",
        1,
        "central_banks",
        """
10|K|market-rules|Bank of England decision in August?|The MPC announces its decision at noon UK time on Thursday, 7 August 2025. This market resolves to "Yes" for any reduction of Bank Rate from 4.25%. An unscheduled cut before then also counts.|Market rules for a scheduled decision.
4|K|news-item|UK inflation edges up to 3.6%|Consumer price inflation rose to 3.6% in June from 3.4%, the Office for National Statistics said on July 16, driven by fuel and food. Traders still see a cut on August 7, 2025 as likely, though some MPC members have urged caution.|An earlier release and the outlook for a coming decision.
7|L|trader-comment|Comments (52)|gilt_trip · 8 Aug 2025: Got my cut, but it took them two rounds. Greene, Mann, Pill and Lombardelli wanted to hold and Taylor wanted 50 first time round.|A comment reporting the August 7, 2025 vote.
18|K|background-summary|Rate history|Bank Rate was lowered to 4.25% on May 8, 2025 and held on June 19. The MPC's next scheduled announcements are on 7 August and 18 September 2025.|Earlier decisions and later scheduled ones.
2|L|news-item|Bank of England cuts to 4% after a second vote|The MPC lowered Bank Rate to 4% on August 7, 2025 by five votes to four, after a first round of voting failed to produce a majority, a first in the committee's history.|Reports the August 7, 2025 cut as done.
1|L|resolution-note|Outcome|Market resolved Yes on 7 August 2025. New Bank Rate: 4.00%. Vote: 5-4.|Reports the August 7, 2025 decision.
""",
    ),
    Q(
        "l5-polymarket-chelsea-conference-league-2025",
        "Will Chelsea win the 2024-25 UEFA Conference League?",
        'Resolves "Yes" if Chelsea wins the 2025 UEFA Conference League final, scheduled for May 28, 2025 in Wroclaw, Poland, including after extra time or penalties. Resolves "No" if Real Betis wins or if Chelsea is otherwise not the champion.',
        "2025-05-10",
        "2025-05-28",
        1,
        "sports",
        """
9|K|market-rules|Conference League winner: Chelsea|This market will resolve to "Yes" if Chelsea wins the final on 28 May 2025. If the final is postponed, the market stays open until it is played. Results after extra time and penalty shoot-outs count.|Market rules with the scheduled final.
14|L|background-summary|Road to Wroclaw|Chelsea reached the last four after a 3-2 aggregate win over Legia Warsaw in April, beat Djurgarden 5-1 on aggregate in the semifinals and then came from behind to beat Betis 4-1 in the final on 28 May 2025.|A summary reporting the May 28, 2025 final.
3|K|news-item|Betis expect Antony fit for the final|Real Betis said Antony's knock is minor and he should be available for the final in Poland on 28 May 2025. The club has never reached a European final before.|A fitness update before a scheduled final.
2|K|trader-comment|Comments (33)|blue_since_05: Betis have Antony in the form of his life. Chelsea should still be 70%. Reminder it's a Wednesday, May 28, not the weekend.|A trader's forecast for the final.
1|L|resolution-note|Final result|Chelsea 4-1 Real Betis (May 28, 2025, Wroclaw). Betis led at half-time through Ezzalzouli before Fernandez, Jackson, Sancho and Caicedo scored. Resolved YES.|Reports the May 28, 2025 final as done.
5|L|news-item|Chelsea become first club to win all four UEFA competitions|Chelsea's comeback win over Real Betis in Wroclaw on 2025-05-28 made them the first men's club to have won the Champions League, Europa League, Cup Winners' Cup and Conference League.|Reports the May 28, 2025 win.
""",
    ),
    Q(
        "l5-polymarket-indy500-2025-palou",
        "Indianapolis 500 winner: Alex Palou?",
        'This market resolves to "Yes" if Alex Palou is the official winner of the 109th Indianapolis 500, scheduled for May 25, 2025. If the race is postponed, the market stays open until the race is completed. Official IndyCar results are the resolution source.',
        "2025-05-12",
        "2025-05-25",
        1,
        "sports",
        """
10|K|market-rules|Indy 500 winner: Alex Palou|The 109th Running of the Indianapolis 500 is scheduled for Sunday, May 25, 2025. This market resolves to "Yes" if Palou is declared the winner in IndyCar's official results; post-race penalties announced within 48 hours count.|Market rules for a scheduled race.
7|L|background-summary|Palou at the Speedway|Palou has won IndyCar titles in 2021, 2023 and 2024, and clinched a fourth at Portland in August 2025. His best finish at the 500 before this year was second in 2021.|A summary reporting a title clinched in August 2025.
4|K|trader-comment|Comments (26)|brickyard_bets: Practice opens Tuesday, May 13 and fast Friday is the 16th. I want to see the no-tow speeds before adding, but 24% is fair.|A trader's plan around scheduled sessions.
3|K|trader-comment|Comments (26)|oval_office: Qualifying weekend is May 17-18, 2025. Penske was quickest in the open test. If Newgarden qualifies top three I'm selling Palou.|A conditional plan before qualifying.
2|L|news-item|Penske pair sent to the back of the grid|IndyCar stripped Josef Newgarden and Will Power of their qualifying times on May 18, 2025 after finding an illegal modification to the rear attenuators of both cars. Both will start from the last row.|Reports a later penalty as done.
1|L|resolution-note|Resolved: Yes|Palou won the 109th Indianapolis 500 on May 25, 2025, his first victory in the race. Resolved "Yes".|Reports the May 25, 2025 race as done.
""",
    ),
    Q(
        "l5-manifold-daytona500-2025-byron",
        "Will William Byron win the 2025 Daytona 500?",
        "Resolves YES if William Byron wins the 67th Daytona 500, scheduled for February 16, 2025, per NASCAR's official results. Resolves NO if anyone else wins. If the race is postponed, it resolves when the race is completed.",
        "2025-02-01",
        "2025-02-16",
        1,
        "sports",
        """
12|K|market-rules|Will William Byron win the 2025 Daytona 500?|The race is scheduled for Sunday, February 16, 2025. If rain pushes it to Monday, I'll wait. Resolves from NASCAR's official results, including any penalties issued before Wednesday.|Market description for a scheduled race.
6|K|background-summary|Creator's notes|Byron won the 2024 Daytona 500 for Hendrick Motorsports. The last driver to win it back to back was Denny Hamlin in 2019 and 2020.|Earlier facts only.
3|L|trader-comment|Comments|Sold my Byron shares after the Duels on Feb. 13, 2025 and he went and won the thing three days later. Superspeedways, never again.|A comment reporting the Duels and the race.
9|K|news-item|Speedweeks schedule set|Single-car qualifying for the front row is on Wednesday, Feb. 12, and the two Duel qualifying races are on Thursday, Feb. 13, 2025. The green flag for the 500 is set for about 2:30 p.m. ET on Feb. 16.|A schedule of coming sessions.
1|L|resolution-note|Resolved YES|Byron went back to back, leading when the caution came out for a last-lap crash on 16 February 2025. Resolving YES.|Reports the February 16, 2025 race as done.
2|L|tracker|2025 Cup Series results|Feb 2, 2025, Clash at Bowman Gray: Chase Elliott. Feb 16, 2025, Daytona 500: William Byron. Feb 23, 2025, Atlanta: Christopher Bell.|A results list including races on and after the cutoff.
""",
    ),
    Q(
        "l5-polymarket-hulkenberg-podium-british-gp-2025",
        "Will Nico Hulkenberg finish on the podium at the 2025 British Grand Prix?",
        'This market resolves to "Yes" if Nico Hulkenberg is classified first, second or third in the 2025 British Grand Prix at Silverstone, scheduled for July 6, 2025, according to the FIA\'s final classification. Penalties applied before the classification is confirmed count.',
        "2025-06-25",
        "2025-07-06",
        1,
        "sports",
        """
8|K|market-rules|British Grand Prix: Hulkenberg podium?|Resolves to "Yes" if Hulkenberg finishes in the top three of the race on 6 July 2025. If the race is red-flagged and not resumed, the classification the FIA publishes is used. Sprint races do not count.|Market rules for a scheduled race.
12|K|background-summary|Market context|Hulkenberg holds the record for the most Formula One starts without a podium. He has scored points several times for Sauber this season, which is in its last year before becoming Audi's works team. The Austrian round on June 29, 2025 comes first.|Earlier facts and a coming race.
3|K|trader-comment|Comments (18)|pitwall_pete: Why is this even at 3%? Silverstone on July 6, 2025 in the dry is a McLaren and Ferrari track. Only way is a chaotic wet race. Selling.|A trader's forecast.
5|L|news-item|Norris wins in Austria to close on Piastri|Lando Norris led a McLaren one-two at the Red Bull Ring on June 29, 2025, cutting Oscar Piastri's championship lead to 15 points. Charles Leclerc finished third.|Reports a later race as done.
2|L|resolution-note|Final classification|British Grand Prix, 2025-07-06: 1 Norris, 2 Piastri, 3 Hulkenberg. Resolved YES.|Reports the July 6, 2025 result.
1|L|trader-comment|Comments (402)|wet_track_wizard · Jul 6, 2025: 239 starts and he finally gets one, from 19th on the grid in the rain. Whoever held Yes at 2c, congratulations, you earned it.|A comment after the race reports the podium.
""",
    ),
    Q(
        "l5-polymarket-russell-canadian-gp-2025",
        "Canadian Grand Prix winner: George Russell?",
        'This market resolves to "Yes" if George Russell wins the 2025 Canadian Grand Prix, scheduled for June 15, 2025 at Circuit Gilles Villeneuve. Results are taken from the FIA\'s final classification.',
        "2025-06-05",
        "2025-06-15",
        1,
        "sports",
        """
9|K|market-rules|Canadian Grand Prix winner|This market will resolve according to the official winner of the Grand Prix on June 15, 2025. If the race is cancelled, all outcomes resolve "No". Protests decided after the final classification do not change the outcome.|Market rules for a scheduled race.
11|L|background-summary|Mercedes' wins|Russell won in Las Vegas on November 23, 2024 and again in Montreal on June 15, 2025, where Mercedes' pace in cool conditions showed again.|A summary reporting the June 15, 2025 win.
6|K|trader-comment|Comments (21)|monza_mike: Montreal is cold and low-grip. If it's 15 degrees on Sunday, Russell at 9% is underpriced.|A conditional forecast.
4|K|news-item|Piastri wins in Barcelona|Oscar Piastri led Lando Norris home in Spain on June 1 to stretch his lead to 10 points; Max Verstappen was penalised for hitting Russell late on. The series heads to Montreal on June 13-15, 2025.|An earlier race and the coming round.
1|L|resolution-note|Resolved: Yes|Russell won from pole on 15 June 2025, ahead of Verstappen and Kimi Antonelli, after Norris ran into the back of Piastri with a few laps left. Resolved "Yes".|Reports the June 15, 2025 race as done.
2|L|trader-comment|Comments (97)|box_box_box: Red Bull's protest against Russell was thrown out on June 15, 2025, so the result stands. Payout should come through tonight.|Reports a protest ruling and the result.
""",
    ),
    Q(
        "l5-manifold-usa-gold-cup-2025",
        "Will the USMNT win the 2025 Gold Cup?",
        "Resolves YES if the United States wins the 2025 CONCACAF Gold Cup final, scheduled for July 6, 2025 at NRG Stadium in Houston. Resolves NO if the US is eliminated or loses the final.",
        "2025-06-24",
        "2025-07-06",
        0,
        "sports",
        """
10|K|market-rules|Will the USMNT win the 2025 Gold Cup?|Resolves YES if the US lifts the trophy on July 6, 2025. Resolves NO as soon as the US is knocked out. I won't bet in this market.|Market description with the final's date.
13|L|background-summary|Creator's notes|Mexico won the Gold Cup in 2023 and again in July 2025, beating the US in the final in Houston. The US has seven titles, most recently in 2021.|A summary reporting the July 2025 final.
4|K|trader-comment|Comments|Mexico are the clear favourites. With this roster, 18% for the US feels about right. Quarterfinals are June 28-29, 2025.|A trader's forecast and a schedule.
1|K|tracker|Group D table|USA 6-0 Trinidad and Tobago, June 15. Saudi Arabia 0-1 USA, June 19. Haiti 1-2 USA, June 22. USA top the group with 9 points and play a quarterfinal next weekend.|Results before the cutoff and a coming match.
2|L|news-item|Luna double sends US into final|Diego Luna scored twice as the United States beat Guatemala 2-1 in St. Louis on July 2, 2025 to set up a final against Mexico.|Reports a later semifinal as done.
1|L|resolution-note|Resolved NO|Mexico came from behind to beat the US 2-1 in the final in Houston on 6 July 2025, for its 10th title. Resolving NO.|Reports the July 6, 2025 final.
""",
    ),
    Q(
        "l5-polymarket-spain-nations-league-2025",
        "Will Spain win the 2025 UEFA Nations League?",
        'This market resolves to "Yes" if Spain wins the 2025 UEFA Nations League Finals, whose final is scheduled for June 8, 2025 in Munich, including after extra time or penalties. Otherwise it resolves "No".',
        "2025-05-30",
        "2025-06-08",
        0,
        "sports",
        """
8|K|market-rules|Nations League winner: Spain|The Finals run June 4-8, 2025 in Germany. This market resolves to "Yes" if Spain wins the final on June 8. A semifinal loss resolves "No" immediately.|Market rules with a scheduled tournament.
12|K|background-summary|Holders|Spain are the holders, having beaten Croatia on penalties in the 2023 final in Rotterdam. They also won Euro 2024 in Berlin.|Earlier facts only.
5|K|news-item|Finals schedule confirmed|Germany v Portugal, Wednesday 4 June 2025, Munich. Spain v France, Thursday 5 June, Stuttgart. Third-place match and final, Sunday 8 June.|A schedule of coming matches.
3|L|trader-comment|Comments (14)|la_roja_ryan · June 6, 2025: Survived France 5-4 somehow. Portugal in the final on Sunday, still holding at 60.|A comment reporting the June 5, 2025 semifinal.
1|L|news-item|Spain edge France 5-4 in semifinal thriller|Spain led 5-1 before France scored three late goals in Stuttgart on June 5, 2025. Lamine Yamal scored twice.|Reports a later semifinal as done.
2|L|resolution-note|Resolved: No|Portugal beat Spain 5-3 on penalties after a 2-2 draw in Munich on 8 June 2025; Cristiano Ronaldo scored Portugal's second goal. Resolved "No".|Reports the June 8, 2025 final.
""",
    ),
    Q(
        "l5-polymarket-barcelona-copa-del-rey-2025",
        "Will FC Barcelona win the 2025 Copa del Rey?",
        'This market resolves to "Yes" if FC Barcelona wins the 2024-25 Copa del Rey final against Real Madrid, scheduled for April 26, 2025 at La Cartuja in Seville, including after extra time or penalties.',
        "2025-04-10",
        "2025-04-26",
        1,
        "sports",
        """
12|K|market-rules|Copa del Rey winner|The final is scheduled for Saturday, April 26, 2025 in Seville. This market resolves to "Yes" if Barcelona wins, in normal time, extra time or on penalties.|Market rules for a scheduled final.
2|K|trader-comment|Comments (61)|cule_capital: They won 4-0 at the Bernabeu in October and 5-2 in the Supercopa. Yes at 58 is still cheap.|A forecast resting on earlier results.
9|K|news-item|Kick-off time confirmed|The federation confirmed a 10 p.m. CEST kick-off for the final on 26 April 2025. Each club receives about 20,000 tickets.|A schedule for the coming final.
1|L|resolution-note|Final result|Jules Kounde's strike in the 116th minute won it 3-2 for Barcelona on April 26, 2025. Resolved YES.|Reports the April 26, 2025 final.
4|L|news-item|Rudiger banned for six matches|Antonio Rudiger was suspended for six games after his red card and his conduct toward the referee at the end of the final on 26 April 2025.|Reports a sanction after the April 26, 2025 final.
20|L|tracker|Clasicos in 2024-25|26 Oct 2024, La Liga: Madrid 0-4 Barcelona. 12 Jan 2025, Supercopa final: Barcelona 5-2 Madrid. 26 Apr 2025, Copa del Rey final: Barcelona 3-2 Madrid (aet). 11 May 2025, La Liga: Barcelona 4-3 Madrid.|A list reporting matches after the cutoff.
""",
    ),
    Q(
        "l5-manifold-del-toro-giro-2025",
        "Will Isaac del Toro win the 2025 Giro d'Italia?",
        "Resolves YES if Isaac del Toro wins the general classification of the 2025 Giro d'Italia, which finishes in Rome on June 1, 2025. Resolves NO otherwise.",
        "2025-05-24",
        "2025-06-01",
        0,
        "sports",
        """
10|K|market-rules|Will Isaac del Toro win the 2025 Giro d'Italia?|Resolves YES if del Toro wears pink after the final stage in Rome on June 1, 2025. Resolves NO if anyone else wins or if he abandons.|Market description with the final stage.
14|K|background-summary|Creator's notes|The 108th Giro started in Durres, Albania on May 9. Del Toro, 21, is riding for UAE Team Emirates alongside Juan Ayuso. The race ends in Rome on 1 June 2025.|Earlier facts and the scheduled finish.
6|L|tracker|Price history|May 12: 3%. May 18: 21%. May 30, 2025: 71%. May 31, 2025: 6%. Resolved NO on June 1, 2025.|A price history through the resolution.
3|K|trader-comment|Comments|The Finestre stage on May 31 decides this. If del Toro is still ahead after it, this is 90%. If Carapaz or Yates can drop him on the gravel, it's over.|A conditional forecast for a coming stage.
1|L|resolution-note|Resolved NO|Simon Yates took the lead on the Colle delle Finestre on May 31, 2025 and held it to Rome. Del Toro finished second. Resolving NO.|Reports the May 31, 2025 stage and the outcome.
2|L|news-item|Yates seals Giro title in Rome|Simon Yates finished safely in the bunch in Rome on 1 June 2025 to win his first Grand Tour, seven years after losing the Giro on the same climb.|Reports the June 1, 2025 finish.
""",
    ),
    Q(
        "l5-polymarket-scheffler-us-open-2025",
        "Will Scottie Scheffler win the 2025 U.S. Open?",
        'This market resolves to "Yes" if Scottie Scheffler wins the 125th U.S. Open at Oakmont Country Club, scheduled for June 12-15, 2025. Playoffs count. If the tournament is not completed by June 22, 2025, the market resolves "No".',
        "2025-06-01",
        "2025-06-15",
        0,
        "sports",
        """
10|K|market-rules|U.S. Open winner: Scottie Scheffler|The championship is scheduled for June 12-15, 2025 at Oakmont. The winner is the player the USGA names champion after 72 holes and any playoff.|Market rules for a scheduled tournament.
15|L|background-summary|About the event|Oakmont hosted the U.S. Open for a record tenth time. Bryson DeChambeau won in 2024 at Pinehurst No. 2, and Scheffler went on to win the Open at Royal Portrush on July 20, 2025.|A summary reporting a later major.
6|K|news-item|USGA sets tee-time release|The USGA said first- and second-round pairings will be published on Tuesday, June 10, 2025. Practice rounds begin the day before.|A schedule of coming announcements.
4|K|trader-comment|Comments (38)|fairway_finder: He just won the PGA by five and defends at the Memorial this week. 24% at Oakmont is not crazy.|A trader's forecast.
1|L|news-item|Scheffler defends Memorial title|Scottie Scheffler won the Memorial Tournament for the second straight year on June 1, 2025, beating Ben Griffin by four shots at Muirfield Village.|Reports an event on the cutoff day as done.
2|L|resolution-note|Resolved: No|J.J. Spaun won the U.S. Open at 1-under on June 15, 2025, holing a long birdie putt on the last after a rain delay. Scheffler finished well back. Resolved "No".|Reports the June 15, 2025 result.
""",
    ),
    Q(
        "l5-polymarket-scheffler-pga-2025",
        "Will Scottie Scheffler win the 2025 PGA Championship?",
        'This market resolves to "Yes" if Scottie Scheffler wins the 2025 PGA Championship at Quail Hollow Club, scheduled for May 15-18, 2025. Otherwise it resolves "No".',
        "2025-05-04",
        "2025-05-18",
        1,
        "sports",
        """
10|K|market-rules|PGA Championship winner: Scheffler|The 107th PGA Championship is scheduled for May 15-18, 2025 in Charlotte. This market resolves to the player the PGA of America names champion.|Market rules for a scheduled tournament.
12|L|background-summary|Scheffler's season|Scheffler cut his hand on a broken wine glass on Christmas Day 2024 and missed the start of the season, then won the Byron Nelson, the PGA Championship and the Memorial on June 1, 2025.|A summary reporting later wins.
5|K|news-item|McIlroy arrives as favourite after Augusta|Rory McIlroy, who completed the career Grand Slam at the Masters on April 13, is the bookmakers' joint favourite with Scheffler for Quail Hollow, where he has won four times. The championship starts on May 15, 2025.|An earlier result and a coming event.
1|L|news-item|Scheffler cruises to Byron Nelson win|Scottie Scheffler won the CJ Cup Byron Nelson by eight shots at 31-under on May 4, 2025, tying the PGA Tour's 72-hole scoring record.|Reports an event on the cutoff day as done.
1|L|resolution-note|Resolved: Yes|Scheffler won the PGA Championship by five strokes on May 18, 2025, his third major. Resolved "Yes".|Reports the May 18, 2025 result.
3|K|trader-comment|Comments (29)|par_for_the_course: He's at home in Dallas this week. A win there and this goes to 30%.|A conditional forecast.
""",
    ),
    Q(
        "l5-manifold-uconn-womens-title-2025",
        "Will UConn win the 2025 NCAA women's basketball championship?",
        "Resolves YES if UConn wins the 2025 NCAA Division I women's basketball championship game, scheduled for April 6, 2025 in Tampa. Resolves NO if UConn is eliminated.",
        "2025-03-20",
        "2025-04-06",
        1,
        "sports",
        """
12|K|market-rules|Will UConn win the 2025 NCAA women's basketball championship?|Resolves YES if UConn wins the title game in Tampa on April 6, 2025. Resolves NO as soon as they lose a tournament game.|Market description for a scheduled tournament.
9|L|background-summary|Creator's notes|UConn lost to Iowa in the 2024 national semifinal and ended a nine-year title drought in April 2025, in Paige Bueckers' final season.|A summary reporting the April 2025 title.
2|K|news-item|Bracket set, UConn a No. 2 seed|UConn was seeded second in the Spokane region. First-round games begin on Friday, March 21, 2025; the Final Four is April 4 and 6.|A bracket and a schedule of coming games.
5|K|trader-comment|Comments|Bueckers and Fudd both healthy for once. The 2 seed doesn't matter. 30% is too low.|A trader's forecast.
3|L|news-item|UConn routs UCLA to reach title game|UConn beat top overall seed UCLA 85-51 in the national semifinal on April 4, 2025, and will face South Carolina for the title.|Reports a later semifinal as done.
1|L|resolution-note|Resolved YES|UConn beat South Carolina 82-59 in Tampa on April 6, 2025 for its 12th national title. Resolving YES.|Reports the April 6, 2025 final.
""",
    ),
    Q(
        "l5-polymarket-kenyan-man-boston-2025",
        "Will a Kenyan man win the 2025 Boston Marathon?",
        'This market resolves to "Yes" if the winner of the men\'s open division of the 129th Boston Marathon, scheduled for April 21, 2025, represents Kenya, per the Boston Athletic Association\'s official results. Otherwise it resolves "No".',
        "2025-04-07",
        "2025-04-21",
        1,
        "sports",
        """
10|K|market-rules|Boston Marathon men's winner: Kenya?|The race is held on Patriots' Day, Monday, April 21, 2025. This market resolves to "Yes" if the official men's winner is Kenyan. The wheelchair divisions do not count.|Market rules for a scheduled race.
12|K|background-summary|The field|John Korir, who won Chicago last October, heads a deep Kenyan field. Ethiopia's Sisay Lemma won in 2024, ending a run of Kenyan wins.|Earlier facts only.
5|K|news-item|Wave starts announced|The men's professional field starts at 9:37 a.m. in Hopkinton on April 21, followed by the women's elite at 9:47. About 30,000 runners are entered.|A schedule for the coming race.
3|K|trader-comment|Comments (9)|heartbreak_hill: Kenya at 62% seems right. Weather is the wildcard; a headwind makes it tactical.|A trader's forecast.
1|L|resolution-note|Resolved: Yes|John Korir won the men's race on 21 April 2025 in 2:04:45, the second-fastest time in the race's history. Resolved "Yes".|Reports the April 21, 2025 race as done.
2|L|news-item|Lokedi breaks Boston course record|Sharon Lokedi won the women's race on April 21, 2025 in 2:17:22, a course record, beating defending champion Hellen Obiri.|Reports a result from the April 21, 2025 race.
""",
    ),
    Q(
        "l5-polymarket-milanovic-croatia-2025",
        "Croatia presidential election winner: Zoran Milanovic?",
        'This market resolves to "Yes" if Zoran Milanovic wins the runoff of Croatia\'s presidential election, scheduled for January 12, 2025, according to the State Electoral Commission.',
        "2025-01-02",
        "2025-01-12",
        1,
        "elections",
        """
8|K|market-rules|Croatia presidential election|The runoff between Zoran Milanovic and Dragan Primorac is scheduled for 12 January 2025. This market resolves according to the results published by the State Electoral Commission.|Market rules for a scheduled runoff.
4|K|news-item|Milanovic falls just short of first-round win|The incumbent took about 49% in the first round on December 29, with Primorac, backed by the ruling HDZ, on 19%. The two meet in a runoff on January 12, 2025.|An earlier vote and a coming runoff.
12|K|background-summary|Background|Milanovic, a former Social Democratic prime minister, first won the presidency in January 2020. The president commands the armed forces and has a say in foreign policy.|Earlier facts only.
2|L|trader-comment|Comments (12)|zagreb_quant · 13 Jan 2025: 74-26. Primorac didn't even win his own county. Never in doubt.|A comment reporting the runoff result.
1|L|resolution-note|Resolved: Yes|Milanovic won the 12 January 2025 runoff with about 74% of the vote. Resolved "Yes".|Reports the January 12, 2025 runoff as done.
3|L|news-item|Milanovic sworn in for second term|Zoran Milanovic took the oath for a second five-year term on February 18, 2025, after his landslide win over Primorac.|Reports a later inauguration as done.
""",
    ),
    Q(
        "l5-metaculus-albania-2025-ps-majority",
        "Will the Socialist Party win a majority of seats in Albania's May 2025 parliamentary election?",
        "This question resolves Yes if the Socialist Party of Albania wins at least 71 of the 140 seats in the parliamentary election of 11 May 2025, according to the Central Election Commission's final results. It resolves No otherwise.",
        "2025-04-25",
        "2025-05-11",
        1,
        "elections",
        """
9|K|market-rules|Resolution criteria|This question resolves according to the seat allocation published by Albania's Central Election Commission after the vote on 11 May 2025. Seats won by allied lists do not count toward the Socialist total.|Resolution criteria for a scheduled election.
14|L|background-summary|Background|Edi Rama has been prime minister since 2013. The Socialists won 74 seats in April 2021 and a larger majority on 11 May 2025, giving him a fourth term.|A summary reporting the May 11, 2025 result.
6|K|news-item|Campaign under way|The official campaign opened on April 11 and ends at midnight on May 9, 2025, with a day of silence before polls open. Albanians abroad can vote by post for the first time.|Earlier and scheduled campaign dates.
3|K|trader-comment|Comments|Diaspora postal votes should help Rama. I'm at 80% for a majority; the community is at 72%.|A forecaster's view.
1|L|resolution-note|Resolved Yes|Final CEC results for the 11 May 2025 election gave the Socialists 83 of 140 seats, a fourth straight term for Rama. Resolved Yes.|Reports the May 11, 2025 result as done.
2|L|trader-comment|Comments|This was clear on election night, May 11 2025. Berisha alleged fraud but the gap was about 20 points.|A comment reporting the May 11, 2025 result.
""",
    ),
    Q(
        "l5-infer-kosovo-2025-vv-majority",
        "Will Vetevendosje win an outright majority of seats in Kosovo's parliamentary election of 9 February 2025?",
        "The question will resolve Yes if Vetevendosje, alone, wins at least 61 of the 120 seats in the Assembly of Kosovo in the election held on 9 February 2025, according to the Central Election Commission's certified results, or, if no certified results are published by 31 March 2025, its preliminary results.",
        "2025-01-28",
        "2025-02-10",
        0,
        "elections",
        """
8|K|market-rules|Resolution criteria|The question closes on 8 February 2025 and resolves on the seat count of the 9 February 2025 election. Twenty seats are reserved for minorities; seats of minority lists allied to Vetevendosje are not counted.|Resolution criteria and scheduled dates.
15|L|background-summary|Background|In February 2021 Vetevendosje won about 50% of the vote and 58 seats. In the election of 9 February 2025 it came first again but fell to 48 seats.|A summary reporting the February 9, 2025 result.
5|K|news-item|Diaspora voting opens|Kosovars abroad can vote by post or at embassies until the week before the election; polling stations open at 7 a.m. on February 9, 2025.|A schedule of coming voting.
3|K|trader-comment|Forecaster rationale|Polls have VV in the low 40s. Repeating 2021 looks very unlikely with the north boycotting and the economy weak. 12%.|A forecaster's reasoning.
2|L|news-item|Kurti claims victory but faces coalition search|Albin Kurti declared victory on February 10, 2025, after preliminary results put Vetevendosje first with about 42% of the vote, far short of a majority.|Reports results after the cutoff.
1|L|resolution-note|Resolution|Preliminary results after the 9 February 2025 vote put Vetevendosje on about 42% and 48 seats. Resolved No.|Reports the February 9, 2025 result.
""",
    ),
    Q(
        "l5-polymarket-tiktok-ban-april-2025",
        "TikTok banned in the US before April 6, 2025?",
        'This market resolves to "Yes" if, between its creation and April 5, 2025, 11:59 PM ET, TikTok is removed from the US Apple App Store or Google Play Store, or its service is shut off for US users, as a result of the Protecting Americans from Foreign Adversary Controlled Applications Act. Otherwise it resolves "No".',
        "2025-03-22",
        "2025-04-05",
        0,
        "technology",
        """
10|K|market-rules|TikTok banned in the US before April 6?|The executive order of January 20, 2025 paused enforcement for 75 days, until April 5, 2025. This market resolves to "Yes" only if TikTok is removed from an app store or goes dark by then because of the law. A voluntary outage does not count.|Market rules with a deadline.
17|K|background-summary|What happened in January|The Supreme Court upheld the law on January 17, 2025, and the app went dark for about 14 hours on January 18-19 before service was restored. It returned to both app stores on February 13.|Earlier facts only.
6|L|trader-comment|Comments (120)|oracle_of_omaha_not · Apr 4, 2025: Another 75 days, as predicted. No holders, you can collect.|A comment reporting the April 4, 2025 extension.
4|K|news-item|Deal talks intensify as deadline nears|Vice President Vance is leading talks with potential buyers ahead of the April 5, 2025 deadline. The White House has said a further extension is possible if a deal is close.|Talks and a coming deadline.
1|L|news-item|Trump extends TikTok deadline by 75 days|President Trump signed an order on April 4, 2025 giving ByteDance another 75 days to find a non-Chinese buyer, after China's reaction to new tariffs stalled a deal.|Reports an extension after the cutoff.
2|L|resolution-note|Resolved: No|On April 4, 2025 enforcement was pushed back to June 19, 2025. TikTok stayed in both app stores through the deadline. Resolved "No".|Reports the April 4, 2025 extension as done.
""",
    ),
    Q(
        "l5-infer-us-china-tariff-cut-may-2025",
        "Will the US lower its additional tariffs on most Chinese imports below 100% before 1 June 2025?",
        "The question will resolve Yes if, between 1 May 2025 and 31 May 2025, the US government puts into effect a reduction that brings the combined additional ad valorem tariffs imposed in 2025 on most goods from mainland China below 100%. Section 301 and 232 duties are excluded.",
        "2025-04-30",
        "2025-05-14",
        1,
        "geopolitics",
        """
10|K|market-rules|Resolution criteria|Resolution will be based on executive orders and Federal Register notices. A reduction announced before 31 May 2025 but taking effect later does not count. Exemptions for single product categories, such as smartphones, do not count.|Resolution criteria with a deadline.
8|K|tracker|US tariffs on China, 2025|Feb 4: +10% (fentanyl). Mar 4: +10% more. Apr 9: reciprocal rate raised to 125%, for 145% in total. China's rate on US goods: 125% since Apr 12. Talks scheduled: none announced.|Earlier tariff changes only.
3|K|trader-comment|Forecaster rationale|Bessent called the current levels unsustainable last week, but there are no talks on the calendar before the 31 May 2025 deadline. A cut this month would need a meeting first. 20%.|A forecaster's reasoning.
5|L|news-item|China confirms Geneva meeting with Bessent|Beijing said on May 7, 2025 that Vice Premier He Lifeng would meet Treasury Secretary Scott Bessent in Switzerland that weekend, the first high-level talks since the tariff escalation.|Reports an announcement made after the cutoff.
1|L|news-item|US and China agree to slash tariffs for 90 days|After weekend talks in Geneva, the two sides announced on May 12, 2025 that US tariffs on Chinese goods would fall from 145% to 30%, and Chinese tariffs on US goods from 125% to 10%.|Reports the May 12, 2025 deal as done.
2|L|resolution-note|Resolution|The reduced rate took effect on 14 May 2025. The question resolved Yes.|Reports the May 14, 2025 change.
""",
    ),
    Q(
        "l5-polymarket-google-wiz-2025",
        "Will Google announce an acquisition of Wiz by March 31, 2025?",
        'This market resolves to "Yes" if Alphabet or Google publicly announces a definitive agreement to acquire Wiz between market creation and March 31, 2025, 11:59 PM ET. Reports of talks do not count.',
        "2025-03-08",
        "2025-03-18",
        1,
        "business",
        """
9|K|market-rules|Google acquires Wiz by March 31?|This market requires an official announcement of a signed agreement by March 31, 2025. Regulatory approval is not required for "Yes". Reports from anonymous sources are not sufficient.|Market rules with a deadline.
12|K|background-summary|Background|Wiz turned down a $23 billion offer from Alphabet in July 2024, saying it would pursue an IPO instead. The company says it passed $500 million in annual recurring revenue last year.|Earlier facts only.
6|K|trader-comment|Comments (44)|cloudy_outlook: Talks are back on according to two outlets. Even if they agree, this market only needs the announcement by March 31, 2025. 35c for three weeks is decent.|A trader's forecast.
2|L|news-item|Google agrees to buy Wiz for $32 billion|Alphabet said on March 18, 2025 it would acquire Wiz for $32 billion in cash, its largest deal ever, and fold it into Google Cloud.|Reports the March 18, 2025 agreement.
1|L|resolution-note|Resolved: Yes|Alphabet announced the definitive all-cash agreement on 18 March 2025. Closing is expected in 2026. Resolved "Yes".|Reports the March 18, 2025 announcement as done.
4|L|tracker|Alphabet's largest acquisitions|Wiz, $32 billion (announced March 2025). Motorola Mobility, $12.5 billion (2012). Fitbit, $2.1 billion (2019). Nest, $3.2 billion (2014).|A list reporting the March 2025 deal.
""",
    ),
    Q(
        "l5-manifold-gpt45-release-2025",
        "Will OpenAI release GPT-4.5 by March 31, 2025?",
        "Resolves YES if OpenAI makes a model named GPT-4.5 available to paying ChatGPT users or through its API by March 31, 2025. An announcement without access does not count.",
        "2025-02-20",
        "2025-02-27",
        1,
        "technology",
        """
8|K|market-rules|Will OpenAI release GPT-4.5 by March 31, 2025?|Resolves YES once any paying user can select GPT-4.5 in ChatGPT or call it from the API, on or before March 31, 2025. A research preview counts if it is available to paying users.|Market description with a deadline.
10|L|background-summary|Creator's notes|OpenAI released o3-mini on January 31 and Deep Research on February 2. GPT-4.5, the model codenamed Orion, followed on February 27, 2025, and GPT-4.1 reached the API on April 14, 2025.|A summary reporting later releases.
6|K|trader-comment|Comments|Altman's roadmap post says GPT-4.5 is next, "weeks not months", and that it will be the last non-reasoning model. 85% that it ships before March 31, 2025.|A forecast from an earlier statement.
4|K|news-item|Altman lays out roadmap to GPT-5|Sam Altman said GPT-4.5 would ship first and GPT-5 would follow in months, combining the GPT and o-series models into one system.|Plans for coming releases.
1|L|resolution-note|Resolved YES|GPT-4.5 launched as a research preview for ChatGPT Pro users and API developers on February 27, 2025. Resolving YES.|Reports the February 27, 2025 release as done.
2|L|trader-comment|Comments|Plus users got it in the first week of March 2025. It's pricey on the API, $75 per million input tokens, and the vibes are mixed.|A comment reporting a later rollout.
""",
    ),
    Q(
        "l5-polymarket-grok3-release-2025",
        "Will xAI release Grok 3 by February 28, 2025?",
        'This market resolves to "Yes" if xAI makes a model named Grok 3 available to users of X, grok.com or the xAI API by February 28, 2025, 11:59 PM ET. A demo or benchmark without user access does not count.',
        "2025-02-10",
        "2025-02-18",
        1,
        "technology",
        """
9|K|market-rules|Grok 3 released by February 28?|This market resolves to "Yes" if Grok 3 is publicly usable by any paying or free users by February 28, 2025. Limited access for testers does not count.|Market rules with a deadline.
12|L|background-summary|Background|Grok 2 was released in August 2024. Musk said Grok 3 would arrive by the end of 2024, a target it missed; it was finally shown on February 17, 2025.|A summary reporting the February 17, 2025 release.
5|K|trader-comment|Comments (70)|compute_maxi: Musk timelines, lol. Still, the model is done training per his own posts. 55c.|A trader's forecast.
3|K|trader-comment|Comments (70)|late_night_demo: If it ships before February 28, 2025 it'll be at one of their Monday livestreams. Watching.|A forecast of a coming release.
1|L|news-item|xAI unveils Grok 3 in livestream|Elon Musk and xAI engineers presented Grok 3 on February 17, 2025, claiming it beat rival models on maths and coding benchmarks.|Reports the February 17, 2025 launch as done.
2|L|resolution-note|Resolved: Yes|Grok 3 rolled out to Premium+ subscribers on 18 February 2025, the day after the demo. Resolved "Yes".|Reports the February 18, 2025 rollout.
""",
    ),
    Q(
        "l5-manifold-skype-shutdown-2025",
        "Will Skype shut down by May 31, 2025?",
        "Resolves YES if Microsoft discontinues the consumer Skype service, so that users can no longer sign in to make calls, by May 31, 2025. Resolves NO if Skype is still usable after that date.",
        "2025-04-22",
        "2025-05-05",
        1,
        "technology",
        """
10|K|market-rules|Will Skype shut down by May 31, 2025?|Resolves YES if consumer Skype stops working by May 31, 2025. Skype for Business is not covered. Microsoft announced on February 28 that Skype will be retired on May 5, 2025.|Market description with an announced date.
15|L|background-summary|Creator's notes|Skype launched in August 2003. eBay bought it in 2005 and Microsoft in 2011, for $8.5 billion; Microsoft switched it off on May 5, 2025.|A summary reporting the May 5, 2025 shutdown.
6|K|trader-comment|Comments|Unless they reverse, this is done on May 5, 2025. 97%.|A trader's forecast of a scheduled retirement.
3|K|news-item|Microsoft reminds users Skype retires May 5|Skype users can sign in to Teams Free with the same account and keep their chats and contacts. Paid Skype credit will keep working in the Skype web portal until the next renewal.|A notice of a scheduled retirement.
1|L|resolution-note|Resolved YES|Skype stopped working on May 5, 2025; signing in now sends you to Teams Free. Resolving YES.|Reports the May 5, 2025 shutdown as done.
2|L|trader-comment|Comments|RIP 2003-2025. Tried to log in on 5 May 2025 and got the Teams page.|A comment reporting the May 5, 2025 shutdown.
""",
    ),
    Q(
        "l5-polymarket-intel-permanent-ceo-2025",
        "Will Intel name a permanent CEO by March 31, 2025?",
        'This market resolves to "Yes" if Intel officially announces the appointment of a permanent chief executive officer between market creation and March 31, 2025, 11:59 PM ET. Interim or co-interim appointments do not count.',
        "2025-02-28",
        "2025-03-12",
        1,
        "business",
        """
12|K|market-rules|New Intel CEO by March 31?|This market resolves to "Yes" if Intel names a permanent CEO by March 31, 2025. The person need not have started the role by then. The market resolves from an Intel press release or SEC filing.|Market rules with a deadline.
8|L|background-summary|Background|Pat Gelsinger retired as CEO on December 1, 2024, under pressure from the board. David Zinsner and Michelle Johnston Holthaus served as interim co-CEOs until Lip-Bu Tan took over on March 18, 2025.|A summary reporting the March 18, 2025 start.
5|K|news-item|Intel guides below estimates|Intel forecast first-quarter revenue below Wall Street's estimates when it reported on January 30, and said the CEO search was ongoing.|An earlier report only.
3|K|trader-comment|Comments (18)|fab_four: The board said the search could take months. 30% before March 31, 2025 feels high.|A trader's forecast.
1|L|news-item|Intel names Lip-Bu Tan chief executive|Intel said on March 12, 2025 that former board member Lip-Bu Tan would become CEO on March 18.|Reports the March 12, 2025 appointment.
2|L|trader-comment|Comments (54)|fab_four: Stock up 14% on 13 March 2025 on the Tan news. Market resolves, I was wrong.|A comment after the announcement.
""",
    ),
    Q(
        "l5-manifold-23andme-bankruptcy-2025",
        "Will 23andMe file for bankruptcy by March 31, 2025?",
        "Resolves YES if 23andMe Holding Co. or its main operating subsidiary files for bankruptcy protection in any jurisdiction by March 31, 2025.",
        "2025-03-10",
        "2025-03-23",
        1,
        "business",
        """
10|K|market-rules|Will 23andMe file for bankruptcy by March 31, 2025?|Resolves YES on a Chapter 11 or Chapter 7 filing, or the equivalent elsewhere, on or before March 31, 2025. Reports that a filing is being prepared do not count.|Market description with a deadline.
14|L|background-summary|Creator's notes|All seven independent directors resigned in September 2024. The company filed for Chapter 11 on March 23, 2025, and Regeneron agreed to buy it for $256 million in May 2025 before being outbid.|A summary reporting events of May 2025.
6|K|trader-comment|Comments|Cash runway is short and the board is in no hurry to sell to Wojcicki. Chapter 11 before March 31, 2025? 40%.|A trader's forecast.
4|K|news-item|Wojcicki makes new buyout offer|Anne Wojcicki and a partner offered to take the company private at a low price, the company disclosed. A special committee is reviewing it.|An earlier disclosure only.
1|L|news-item|23andMe files for Chapter 11, Wojcicki resigns|23andMe filed for bankruptcy protection in Missouri on March 23, 2025, and said it would seek a buyer. Anne Wojcicki stepped down as CEO.|Reports the March 23, 2025 filing.
2|L|trader-comment|Comments|Filed Sunday night, March 23 2025. California's AG is already telling people to delete their genetic data.|A comment reporting the filing.
""",
    ),
    Q(
        "l5-polymarket-superman-opening-150m-2025",
        "Will Superman have a domestic opening weekend above $150 million?",
        'This market resolves to "Yes" if James Gunn\'s Superman, scheduled for release on July 11, 2025, earns more than $150 million at the domestic box office in its Friday-to-Sunday opening weekend, according to Box Office Mojo. Previews count toward Friday.',
        "2025-06-25",
        "2025-07-13",
        0,
        "entertainment",
        """
10|K|market-rules|Superman opening weekend above $150M?|Resolution uses the first actual (not estimated) Friday-Sunday figure published by Box Office Mojo for July 11-13, 2025. If the figure is not posted by July 16, 2025, The Numbers will be used.|Market rules for a scheduled opening.
14|K|background-summary|Background|Superman, starring David Corenswet, is the first film of the new DC Universe run by James Gunn and Peter Safran. Man of Steel opened to $116.6 million in 2013. Marvel's Fantastic Four: First Steps, two weeks later, opened to about $118 million on July 25-27, 2025.|A summary reporting a later opening.
6|K|trader-comment|Comments (33)|krypton_capital: Presales are strong but not Marvel strong. I have it at $125-140M. No at 80c.|A trader's forecast.
4|K|news-item|Tracking points to $130 million-plus|Pre-release surveys suggest Superman could open to more than $130 million domestically on July 11-13, 2025, with some exhibitors hoping for $150 million.|Forecasts for a coming opening.
2|L|news-item|Jurassic World Rebirth opens to $92 million|Jurassic World Rebirth took about $92 million over the July 4, 2025 weekend and $147 million over five days, Universal said.|Reports a later opening as done.
1|L|resolution-note|Resolved: No|Superman opened to about $125 million domestically over July 11-13, 2025. Resolved "No".|Reports the July 2025 opening weekend.
""",
    ),
    Q(
        "l5-metaculus-fram2-launch-2025",
        "Will SpaceX launch the Fram2 polar mission before April 15, 2025?",
        "This question resolves Yes if SpaceX launches the crewed Fram2 mission on a Falcon 9 rocket before April 15, 2025 (UTC). It resolves No if the launch has not occurred by then.",
        "2025-03-20",
        "2025-03-31",
        1,
        "space",
        """
9|K|market-rules|Resolution criteria|A launch counts when the Falcon 9 lifts off with the Fram2 crew aboard, whatever happens after. A launch after 14 April 2025 (UTC) resolves No.|Resolution criteria with a deadline.
12|K|background-summary|Background|Fram2 is a private Crew Dragon flight bought by cryptocurrency investor Chun Wang, with Jannicke Mikkelsen, Rabea Rogge and Eric Philips. It was the first crewed mission in a polar orbit, splashing down off California on April 4, 2025.|A summary reporting the April 4, 2025 splashdown.
6|K|trader-comment|Comments|Crew-10 scrubbed on the 12th. If it goes this week, 39A can still turn around for Fram2 at the end of the month. 88%.|A forecast around earlier and coming launches.
3|K|news-item|SpaceX targets March 31 for Fram2|SpaceX said it is targeting no earlier than March 31, 2025 for the launch from Kennedy Space Center, with a splashdown off the Pacific coast three to five days later.|Plans for a coming launch.
1|L|news-item|Fram2 lifts off on first crewed polar flight|The Fram2 crew launched from Florida at 9:46 p.m. EDT on March 31, 2025 and passed over both poles on their first day in orbit.|Reports the March 31, 2025 launch as done.
2|L|resolution-note|Resolution|Launched on 2025-03-31 (01:46 UTC on April 1); splashdown on 4 April 2025 off California. Resolved Yes.|Reports the launch and the splashdown.
""",
    ),
    Q(
        "l5-infer-russia-ukraine-direct-talks-2025",
        "Will official delegations of Russia and Ukraine meet for direct talks between 1 May 2025 and 31 May 2025?",
        "The question will resolve Yes if official government delegations of Russia and Ukraine hold a face-to-face meeting on ending or pausing the war between 1 May 2025 and 31 May 2025. Talks held only through intermediaries, and technical exchanges of prisoners or bodies, do not count.",
        "2025-05-05",
        "2025-05-16",
        1,
        "geopolitics",
        """
10|K|market-rules|Resolution criteria|Meetings of the two delegations in the same room count even if mediators are present. The question closes on 31 May 2025.|Resolution criteria with a deadline.
12|L|background-summary|Background|Direct talks between Russian and Ukrainian delegations took place in Istanbul on March 29, 2022, and resumed there on May 16, 2025, with a second round on June 2, 2025.|A summary reporting later rounds of talks.
4|K|news-item|Putin declares Victory Day truce|The Kremlin announced a three-day ceasefire for May 8-10, 2025 to mark the anniversary of victory in World War II. Kyiv called it theatre and proposed a 30-day truce instead.|An announced truce for coming dates.
6|K|trader-comment|Forecaster rationale|Witkoff keeps shuttling and the Kremlin says it is open to talks "without preconditions", but nothing is scheduled. 25% for this month.|A forecaster's reasoning.
1|L|news-item|Russia and Ukraine meet in Istanbul|Russian and Ukrainian delegations met in Istanbul on May 16, 2025 for their first direct talks in more than three years, with Turkey's foreign minister in the room.|Reports the May 16, 2025 talks.
2|L|resolution-note|Resolution|Delegations led by Vladimir Medinsky and Rustem Umerov met at the Dolmabahce Palace on 16 May 2025 and agreed a 1,000-for-1,000 prisoner exchange. Resolved Yes.|Reports the May 16, 2025 meeting as done.
""",
    ),
    Q(
        "l5-polymarket-sp500-ath-june-2025",
        "S&P 500 all-time high by June 30?",
        'This market resolves to "Yes" if the S&P 500 index closes above its previous record close of 6,144.15 (February 19, 2025) on any trading day between market creation and June 30, 2025. Intraday highs do not count.',
        "2025-06-10",
        "2025-06-27",
        1,
        "markets",
        """
10|K|market-rules|S&P 500 all-time high by June 30?|Resolution source: the official daily close published by S&P Dow Jones Indices. The market closes at 4:00 PM ET on June 30, 2025.|Market rules with a deadline.
14|L|background-summary|Background|The index fell almost 19% from its February 19 record to its April 8 close, recovered most of the loss in May and set new record closes in late June 2025.|A summary reporting records in June 2025.
3|K|tracker|Distance to record|June 6 close: 6,000.36, 2.3% below the record. 50-day average rising. Days left in the window: 16.|Earlier closes only.
6|K|trader-comment|Comments (59)|bull_in_a_china_shop: The FOMC on June 18, 2025 and the July 9 tariff deadline are the two risks. 45% is fair.|A trader's view of coming events.
2|L|news-item|Stocks slide as Israel strikes Iran|The S&P 500 fell 1.1% on June 13, 2025 and oil jumped after Israel launched airstrikes on Iran's nuclear facilities.|Reports a later event as done.
1|L|resolution-note|Resolved: Yes|The index closed at 6,173.07 on June 27, 2025, its first record close since February. Resolved "Yes".|Reports the June 27, 2025 record.
""",
    ),
    Q(
        "l5-polymarket-bitcoin-ath-may-2025",
        "Bitcoin all-time high by May 31?",
        'This market resolves to "Yes" if the Binance BTC/USDT 1-minute candle high exceeds $109,588, the previous all-time high set on January 20, 2025, at any time between market creation and May 31, 2025, 11:59 PM ET.',
        "2025-05-08",
        "2025-05-21",
        1,
        "crypto",
        """
10|K|market-rules|Bitcoin all-time high by May 31?|The resolution source is Binance BTC/USDT with the 1-minute candles. Prices on other exchanges or pairs do not count. The market closes at 11:59 PM ET on May 31, 2025.|Market rules with a deadline.
15|K|background-summary|Background|The previous record was set on January 20, 2025, the day of the inauguration. Bitcoin fell below $75,000 in early April after the tariff announcements.|Earlier facts only.
5|K|news-item|Strategy buys more bitcoin ahead of Fed|Strategy disclosed another large purchase this week. Traders are watching the Fed decision on May 7 and talks on the GENIUS stablecoin bill in the Senate.|An earlier purchase and coming events.
3|L|trader-comment|Comments (210)|hodl_harold · May 22, 2025: $111.9k on Binance. Told you three weeks was plenty.|A comment reporting the new high.
2|L|news-item|Bitcoin tops $100,000 for first time since February|Bitcoin rose above $100,000 on May 8, 2025 after the US and UK announced a trade deal, lifting crypto stocks.|Reports an event on the cutoff day as done.
1|L|resolution-note|Resolved: Yes|BTC/USDT traded above $109,588 on May 21, 2025 and topped out near $111,900 the next day. Resolved "Yes".|Reports the May 21, 2025 record.
""",
    ),
    Q(
        "l5-polymarket-galopin-gold-cup-2025",
        "Will Galopin Des Champs win the 2025 Cheltenham Gold Cup?",
        'This market resolves to "Yes" if Galopin Des Champs wins the Cheltenham Gold Cup, scheduled for March 14, 2025, according to the official result. A non-runner resolves "No".',
        "2025-03-01",
        "2025-03-14",
        0,
        "sports",
        """
10|K|market-rules|Cheltenham Gold Cup winner|The Gold Cup is run on Friday, 14 March 2025, the last day of the Festival. This market resolves to "Yes" if Galopin Des Champs is first past the post and keeps the race after any stewards' inquiry.|Market rules for a scheduled race.
13|L|background-summary|Background|Galopin Des Champs, trained by Willie Mullins and ridden by Paul Townend, won the Gold Cup in 2023 and 2024, but his bid for a third in March 2025 fell short.|A summary reporting the March 2025 race.
6|K|news-item|Festival schedule|The Festival runs from Tuesday 11 March to Friday 14 March 2025. The Champion Hurdle is on the opening day and the Gold Cup is the feature on Friday at 3:30 p.m.|A schedule of coming races.
4|K|trader-comment|Comments (22)|leopardstown_larry: Won the Irish Gold Cup in February like a machine. 52c for the hat-trick is fine.|A trader's forecast.
1|L|resolution-note|Resolved: No|Inothewayurthinkin won the Gold Cup on March 14, 2025 for Gavin Cromwell and Mark Walsh; Galopin Des Champs was beaten. Resolved "No".|Reports the March 14, 2025 race as done.
2|L|trader-comment|Comments (140)|mudlark · 14 Mar 2025: Hat-trick bid gone. He never travelled. Fair play to the winner.|A comment reporting the race.
""",
    ),
    Q(
        "l5-manifold-panahi-palme-dor-2025",
        "Will Jafar Panahi win the Palme d'Or at Cannes 2025?",
        "Resolves YES if Jafar Panahi's film It Was Just an Accident wins the Palme d'Or at the 78th Cannes Film Festival, whose awards are scheduled for May 24, 2025. A shared Palme counts.",
        "2025-05-10",
        "2025-05-24",
        1,
        "entertainment",
        """
10|K|market-rules|Will Jafar Panahi win the Palme d'Or at Cannes 2025?|Resolves YES if the jury awards the Palme d'Or to Panahi's film at the closing ceremony on May 24, 2025. Other prizes don't count.|Market description for a scheduled award.
12|L|background-summary|Creator's notes|Panahi was released from Evin prison in February 2023. He won the Golden Bear in 2015 for Taxi, the Cannes screenplay prize in 2018 and the Palme d'Or in May 2025.|A summary reporting the May 2025 award.
7|K|news-item|Cannes lineup announced|The festival runs May 13-24, 2025. Juliette Binoche heads the jury. The competition includes new films by Panahi, Joachim Trier, Kelly Reichardt and Wes Anderson.|A lineup and scheduled dates.
3|K|trader-comment|Comments|Critics' grids mean nothing until the films screen. Panahi's premiere is in the second week. 14% for now.|A forecast before the screenings.
1|L|resolution-note|Resolved YES|The jury under Juliette Binoche gave the Palme d'Or to It Was Just an Accident on 24 May 2025. Resolving YES.|Reports the May 24, 2025 award as done.
2|L|news-item|Trier's Sentimental Value takes Grand Prix|Joachim Trier's family drama won the Grand Prix, Cannes' second prize, at the ceremony on May 24, 2025.|Reports another award from the May 24, 2025 ceremony.
""",
    ),
]
