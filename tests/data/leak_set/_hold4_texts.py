# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold4` part, read by `build_hold4.py`.

News as published online across many beats (sports, markets, politics, tech, science,
entertainment, courts, business): short wire items, live blogs with time stamps, results tables and
standings, timelines and "what we know" boxes, newsletter briefs, and headlines with one-line decks.
Each question's documents are one line each in a string, fields separated by `|`: days before the
cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; see `build_hold4.py` and its section in the leak set's README.
The events are real ones of 2024-2025; the wording is invented and figures are from memory.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "ls-wimbledon-2025-swiatek",
        "Will Iga Swiatek win the 2025 Wimbledon ladies' singles title?",
        "Resolves YES if Iga Swiatek wins the ladies' singles final of the 2025 Wimbledon Championships, scheduled for July 12, 2025. Resolves NO otherwise.",
        "2025-06-28",
        "2025-07-12",
        1,
        "sports",
        """
2|K|news-preview|Wimbledon draw: Sabalenka and Swiatek in opposite halves|Top seed Aryna Sabalenka opens against a qualifier, while eighth seed Iga Swiatek, a quarter-finalist in 2023, could meet Jessica Pegula in the last eight. Play starts Monday, June 30; the women's final is on Saturday, July 12, 2025.|A draw preview naming scheduled dates.
9|K|newsletter-brief|The serve: Swiatek trades clay for grass|Swiatek's French Open defence ended in the semi-finals against Sabalenka earlier this month, and she has entered the grass event in Bad Homburg the week before Wimbledon. She has never gone beyond the quarter-finals at the All England Club.|Earlier results and a plan; nothing after the cutoff is reported.
1|L|live-blog|Live: Wimbledon women's final|16:52 BST. Match point, and it is over: Swiatek beats Amanda Anisimova 6-0, 6-0 in 57 minutes on Centre Court on 12 July 2025. 16:55: the first double bagel in a Wimbledon women's final since 1911.|A live blog entry reports the July 12, 2025 final as played.
5|L|results-table|Wimbledon 2025, ladies' singles semi-finals|Thursday, July 10, 2025, Centre Court: A. Anisimova (USA) [13] d. A. Sabalenka [1] 6-4 4-6 6-4; I. Swiatek (POL) [8] d. B. Bencic (SUI) 6-2 6-0.|A results table reports semi-finals played on July 10, 2025.
12|K|odds-board|Wimbledon women's outright: Sabalenka leads the market|Sabalenka 3/1, Gauff 6/1, Swiatek 10/1, Rybakina 12/1. Bets settle on the winner of the final on 12 July 2025; a walkover counts as a win for the player who advances.|Prices and settlement rules for a future final.
3|L|headline-deck|Swiatek's first Wimbledon crown comes without the loss of a game in the final|The Pole's sixth major title, won on July 12, 2025, also lifts her back to No. 3 in the rankings.|The deck reports the July 12, 2025 title as won.
""",
    ),
    Q(
        "ls-rg-2025-gauff",
        "Will Coco Gauff win the 2025 French Open women's singles title?",
        "Resolves YES if Coco Gauff wins the women's singles final at Roland Garros 2025, scheduled for June 7, 2025. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-07",
        1,
        "sports",
        """
3|K|wire-brief|Paolini beats Gauff to win Rome title|Jasmine Paolini became the first Italian woman to win the Italian Open in 40 years, beating Coco Gauff 6-4, 6-2 in Saturday's final. Gauff had also lost the Madrid final to Aryna Sabalenka earlier this month.|Reports a final played before the cutoff; no later date appears.
1|L|wire-brief|Gauff wins French Open, her second major|Coco Gauff came from a set down to beat world No. 1 Aryna Sabalenka 6-7 (5), 6-2, 6-4 in the Roland Garros final on June 7, 2025, in gusty conditions on Court Philippe-Chatrier.|Reports the June 7, 2025 final as won.
8|K|schedule-box|Roland Garros 2025 at a glance|Qualifying: May 19-23. Main draw: from Sunday, May 25. Women's final: Saturday, June 7, 2025, 3 p.m. local. Men's final: Sunday, June 8.|A schedule of dates after the cutoff.
4|K|news-preview|Gauff heads to Paris as No. 2 seed|If Gauff reaches the final on June 7 she would become the first American woman to make back-to-back Roland Garros finals since Serena Williams. She lost the 2022 final to Iga Swiatek.|A conditional and an earlier fact.
2|L|timeline|Gauff's clay season, start to finish|May 3: lost Madrid final to Sabalenka. May 17: lost Rome final to Paolini. June 5, 2025: beat Lois Boisson in the Paris semi-finals. June 7, 2025: Roland Garros champion.|The timeline lists a semi-final and a title after the cutoff as done.
6|L|quote-roundup|What they said after the women's final|"I think she won the final because I made a lot of unforced errors," Sabalenka said after losing on 7 June 2025, remarks she apologised for two days later. Gauff: "I just kept telling myself to move my feet."|Quotes from after the June 7, 2025 final.
""",
    ),
    Q(
        "ls-derby-2025-journalism",
        "Will Journalism win the 151st Kentucky Derby on May 3, 2025?",
        "Resolves YES if Journalism is declared the official winner of the Kentucky Derby run at Churchill Downs on May 3, 2025. Resolves NO otherwise.",
        "2025-04-21",
        "2025-05-03",
        0,
        "sports",
        """
15|K|wire-brief|Journalism rolls in Santa Anita Derby|Journalism, trained by Michael McCarthy, won the Santa Anita Derby by a length and a half on April 5 and heads the Kentucky Derby points list with 100. He is expected to ship to Louisville later this month.|A prep race before the cutoff and a stated plan.
1|L|results-table|Kentucky Derby 151 result|Churchill Downs, May 3, 2025, 1 1/4 miles, sloppy. 1st Sovereignty (Junior Alvarado); 2nd Journalism (Umberto Rispoli); 3rd Baeza (Flavien Prat); 4th Final Gambit.|A results table for the May 3, 2025 race.
6|K|news-preview|Derby post-position draw set for April 26|Churchill Downs will draw post positions for the 20-horse field on Saturday, April 26, 2025, and publish its morning line the same evening. Journalism is widely expected to be the favourite.|A scheduled draw and an expectation.
3|L|newsletter-brief|Mott's second Derby|Trainer Bill Mott won the Kentucky Derby for the second time when Sovereignty pulled away in the stretch on May 3, 2025; his first came in 2019 with Country House on a disqualification.|Reports the May 3, 2025 race result.
10|K|odds-board|Kentucky Derby futures, pool 6|Journalism 3-1, Sandman 6-1, Sovereignty 8-1, Burnham Square 12-1, field 5-1. Futures bets are settled on the official order of finish on May 3, 2025.|Prices and settlement terms before the race.
4|L|wire-brief|Sovereignty turns back Journalism again in the Belmont|Derby winner Sovereignty, who skipped the Preakness, beat Journalism by a length in the Belmont Stakes at Saratoga on June 7, 2025.|Reports a later race, dated June 7, 2025, and the Derby win.
""",
    ),
    Q(
        "ls-pl-2025-liverpool-clinch",
        "Will Liverpool clinch the 2024-25 Premier League title by April 30, 2025?",
        "Resolves YES if Liverpool are mathematically confirmed as 2024-25 Premier League champions on or before April 30, 2025. Resolves NO otherwise.",
        "2025-04-08",
        "2025-04-30",
        1,
        "sports",
        """
1|K|results-table|Premier League, Sunday's result|Fulham 3-2 Liverpool (Craven Cottage). Fulham: Sessegnon, Iwobi, Muniz. Liverpool: Mac Allister, Diaz. Liverpool's lead over Arsenal stays at 11 points with seven games left.|A result before the cutoff; no later date appears.
2|L|live-blog|Liverpool 5-1 Tottenham: as it happened|18:27 BST, 27 April 2025. Full time at Anfield and Liverpool are champions of England for the 20th time, level with Manchester United. Goals from Diaz, Mac Allister, Gakpo, Salah and a Udogie own goal.|The live blog reports the April 27, 2025 title clinch.
6|K|fixtures|Liverpool's run-in|Sun Apr 13: West Ham (H). Sun Apr 20: Leicester (A). Sun 27 Apr 2025: Tottenham (H). Sun May 4: Chelsea (A). Sun May 11: Arsenal (H). The title could be confirmed as early as the Tottenham game if results go their way.|Fixtures and a conditional.
3|L|standings|Premier League table after the weekend of April 19-20, 2025|1 Liverpool P33 Pts 79; 2 Arsenal P33 Pts 66; 3 Newcastle P32 Pts 59; 4 Man City P33 Pts 58; 5 Nottingham Forest P32 Pts 57.|A table of results from a weekend after the cutoff.
8|K|explainer|What Liverpool need to win the league|Seven points from their next three games would guarantee the title regardless of Arsenal's results. Arne Slot said on Friday his team "will not look at the maths until we have to".|Conditions for a future clinch and a past quote.
4|L|headline-deck|Alexander-Arnold's winner leaves Liverpool one point from the title|The full-back's first goal of the season settled a 1-0 win at Leicester on 20 April 2025, the night Leicester's relegation was confirmed.|The headline and deck report an April 20, 2025 match.
""",
    ),
    Q(
        "ls-tour-2025-pogacar",
        "Will Tadej Pogacar win the 2025 Tour de France?",
        "Resolves YES if Tadej Pogacar wears the yellow jersey as overall winner after the final stage in Paris on July 27, 2025. Resolves NO otherwise.",
        "2025-06-30",
        "2025-07-27",
        1,
        "sports",
        """
14|K|wire-brief|Pogacar beats Vingegaard to win the Dauphine|Tadej Pogacar won the Criterium du Dauphine by almost a minute over Jonas Vingegaard, taking three stages in the week-long race that ended on Sunday, June 15.|A race before the cutoff; no later date appears.
2|L|results-table|Tour de France 2025, final general classification|Paris, 27 July 2025. 1 Tadej Pogacar (UAE Team Emirates-XRG); 2 Jonas Vingegaard (Visma-Lease a Bike) +4:24; 3 Florian Lipowitz (Red Bull-Bora-Hansgrohe) +11:00; 4 Oscar Onley +12:12.|A final classification dated after the cutoff.
7|K|route-guide|The 2025 Tour route, stage by stage|Grand Depart in Lille on Saturday, July 5, 2025; the first summit finish is at Hautacam on July 17; the race climbs Mont Ventoux on July 22 and finishes on the Champs-Elysees on July 27, with three laps of Montmartre.|A route with scheduled dates.
1|L|wire-brief|Van Aert wins on Montmartre as Pogacar seals fourth Tour|Wout van Aert attacked on the final climb of the Butte Montmartre to win in Paris on July 27, 2025, as Tadej Pogacar finished safely in the bunch to take his fourth Tour title.|Reports the July 27, 2025 final stage and overall win.
5|K|newsletter-brief|Vingegaard: "I'll be at my best in July"|Vingegaard told Danish television he would arrive in Lille on July 5 "better than last year" and that his team would race to beat Pogacar rather than for second.|A statement about a future start.
3|L|wire-brief|Pogacar's 100th win comes in Rouen|Pogacar won stage 4 into Rouen on July 8, 2025, the 100th professional victory of his career, and moved to within seconds of the yellow jersey.|Reports a July 8, 2025 stage win.
""",
    ),
    Q(
        "ls-usyk-fury-2024",
        "Will Oleksandr Usyk beat Tyson Fury in their undisputed heavyweight fight in Riyadh on May 18, 2024?",
        "Resolves YES if Usyk is declared the winner of the heavyweight title fight against Fury held in Riyadh on May 18, 2024. Resolves NO if Fury wins, the fight is a draw or it does not take place.",
        "2024-05-01",
        "2024-05-18",
        1,
        "sports",
        """
20|K|wire-brief|Usyk-Fury back on for May 18|The undisputed heavyweight fight between Oleksandr Usyk and Tyson Fury, postponed from February 17 after Fury suffered a cut in sparring, has been rescheduled for May 18, 2024 at the Kingdom Arena in Riyadh, promoters said.|A postponement before the cutoff and a rescheduled future date.
1|L|results-line|Usyk beats Fury by split decision|Riyadh, May 18, 2024: Oleksandr Usyk (UKR) bt Tyson Fury (GBR), split decision, 12 rounds (115-112, 113-114, 114-113). Usyk becomes undisputed heavyweight champion.|A result line for the May 18, 2024 fight.
5|K|schedule-box|Fight week|Final press conference: Wednesday, May 15. Weigh-in: Friday, May 17. Main event ring walks expected around 11 p.m. local time (9 p.m. BST) on Saturday, May 18.|A schedule of future events.
3|L|headline-deck|Usyk is the first undisputed heavyweight champion of the four-belt era|The Ukrainian survived a rough middle of the fight and nearly stopped Fury in the ninth round in Riyadh on 18 May 2024.|The headline and deck report the May 18, 2024 win.
9|K|analysis|Why the bookmakers still lean to Fury|Fury is a narrow favourite at about 4-5, with Usyk around evens. Fury's six-and-a-half-inch reach advantage and his win over Wladimir Klitschko in 2015 are cited by those backing him; Usyk's supporters point to his two wins over Anthony Joshua.|Prices and earlier facts.
2|L|wire-brief|Usyk beats Fury again|Oleksandr Usyk retained his WBA, WBC and WBO titles with a unanimous decision over Tyson Fury in their rematch in Riyadh on December 21, 2024, seven months after winning their first fight.|Reports a December 21, 2024 rematch and the first fight's result.
""",
    ),
    Q(
        "ls-world-series-2025-dodgers",
        "Will the Los Angeles Dodgers win the 2025 World Series?",
        "Resolves YES if the Los Angeles Dodgers win the 2025 World Series, whose latest possible game is scheduled for November 1, 2025. Resolves NO otherwise.",
        "2025-10-10",
        "2025-11-01",
        1,
        "sports",
        """
1|K|wire-brief|Dodgers advance on 11th-inning error|The Dodgers beat the Phillies 2-1 in 11 innings on Thursday night when reliever Orion Kerkering threw wide of home on a bases-loaded grounder, ending the division series three games to one.|A division series result before the cutoff; no later date appears.
3|L|live-blog|World Series Game 7: Dodgers at Blue Jays|12:03 a.m. ET: Will Smith's homer in the 11th has held up. Yoshinobu Yamamoto gets the final double play and the Dodgers win 5-4. Los Angeles are back-to-back champions, the first since the 1998-2000 Yankees. Game 7 was played Nov. 1, 2025, in Toronto.|The live blog reports the November 1, 2025 Game 7 win.
4|K|schedule-box|2025 postseason schedule|NLCS: Game 1 Monday, Oct. 13, at Milwaukee. ALCS: from Sunday, Oct. 12. World Series: Game 1 Friday, Oct. 24, at the AL champion's park; Game 7, if necessary, Saturday, Nov. 1, 2025.|A schedule of future games.
2|L|results-table|League championship series results|NLCS: Dodgers def. Brewers 4-0 (Oct. 13-17, 2025); Ohtani hit three homers and struck out 10 in the clinching game. ALCS: Blue Jays def. Mariners 4-3 (Oct. 12-20, 2025).|A table of series played after the cutoff.
8|K|odds-board|World Series futures after the division round|Dodgers +250, Brewers +400, Mariners +450, Blue Jays +500. Prices reflect the market at Wednesday's close; bets settle on the winner of the World Series, scheduled to end no later than Nov. 1.|Prices and a settlement rule before the series.
5|L|quote-roundup|Yamamoto, the World Series MVP: "I just wanted the ball"|Yamamoto, who threw 96 pitches to win Game 6 and then came out of the bullpen on no rest to win Game 7 on November 1, 2025, was named MVP. "I'm very tired," he said through an interpreter.|Quotes and an award from after the November 1, 2025 game.
""",
    ),
    Q(
        "ls-ballon-dor-2025-yamal",
        "Will Lamine Yamal win the 2025 Ballon d'Or?",
        "Resolves YES if Lamine Yamal is named winner of the men's Ballon d'Or at the ceremony scheduled for September 22, 2025 in Paris. Resolves NO otherwise.",
        "2025-09-01",
        "2025-09-22",
        0,
        "awards",
        """
24|K|wire-brief|Ballon d'Or shortlist: Dembele, Yamal, Salah among 30|France Football named its 30 men's nominees on August 7. The winner will be announced at the Theatre du Chatelet in Paris on September 22, 2025.|A shortlist before the cutoff and a future ceremony.
2|L|headline-deck|Dembele wins the Ballon d'Or|The PSG forward beat Lamine Yamal into second place at the Theatre du Chatelet on September 22, 2025, after a season in which he scored 35 goals and won the Champions League.|The deck reports the September 22, 2025 award.
10|K|analysis|Dembele or Yamal? The case for each|Dembele has the Champions League medal; Yamal, 18, has the La Liga title and the numbers in open play. The jury of 100 journalists votes on performances between August 2024 and July 2025.|An analysis of a pending vote.
1|L|results-list|Ballon d'Or 2025: the full ranking|Announced 22 Sept 2025: 1 Ousmane Dembele (PSG); 2 Lamine Yamal (Barcelona); 3 Vitinha (PSG); 4 Mohamed Salah (Liverpool); 5 Raphinha (Barcelona).|A ranking announced on September 22, 2025.
6|K|newsletter-brief|What to watch in September|Sept. 5-9: World Cup qualifiers. Sept. 16: Champions League league phase begins. Sept. 22: Ballon d'Or ceremony, with the Kopa and Yashin trophies presented the same evening.|A calendar of future events.
3|L|wire-brief|Bonmati completes a hat-trick of Ballons d'Or|Aitana Bonmati won the women's award for a third consecutive year on September 22, 2025, while Yamal retained the Kopa Trophy for the best young player.|Reports awards from the September 22, 2025 ceremony.
""",
    ),
    Q(
        "ls-ao-2025-sabalenka",
        "Will Aryna Sabalenka win the 2025 Australian Open women's singles title?",
        "Resolves YES if Aryna Sabalenka wins the women's singles final at the 2025 Australian Open, scheduled for January 25, 2025. Resolves NO otherwise.",
        "2025-01-05",
        "2025-01-25",
        0,
        "sports",
        """
6|K|news-preview|Sabalenka chases a rare Melbourne three-peat|No woman has won three straight Australian Open titles since Martina Hingis in 1997-99. The main draw begins on Sunday, January 12, and the women's final is on Saturday, January 25.|A preview with scheduled dates.
2|L|wire-brief|Sabalenka opens season with Brisbane title|World No. 1 Aryna Sabalenka beat Polina Kudermetova 4-6, 6-3, 6-2 in the Brisbane International final on January 5, 2025, her 18th career title.|Reports a final played on the cutoff day.
20|K|wire-brief|Sabalenka finishes year as No. 1|Sabalenka secured the year-end No. 1 ranking for the first time after winning the US Open in September 2024 and reaching the WTA Finals semi-finals in Riyadh.|Earlier facts only.
1|L|results-table|Australian Open 2025, women's singles final|Rod Laver Arena, 25 Jan 2025: M. Keys (USA) [19] d. A. Sabalenka [1] 6-3 2-6 7-5.|A results table for the January 25, 2025 final.
4|K|explainer|What a third title would mean|Should Sabalenka win on Jan. 25, 2025, she would match Hingis's run and extend a winning streak at Melbourne Park that began in January 2023. A loss before the semi-finals would open the No. 1 ranking to Iga Swiatek.|Conditionals about a future result.
3|L|newsletter-brief|Keys, finally|Madison Keys, 29, won her first major at her 46th appearance, saving a match point against Swiatek in the semi-finals on January 23, 2025 and then beating the top seed two days later.|Reports a semi-final and a final after the cutoff.
""",
    ),
    Q(
        "ls-paris-2024-w100m-richardson",
        "Will Sha'Carri Richardson win the women's 100m at the Paris 2024 Olympics?",
        "Resolves YES if Sha'Carri Richardson wins the gold medal in the women's 100m final at the Paris 2024 Olympics, scheduled for August 3, 2024. Resolves NO otherwise.",
        "2024-07-15",
        "2024-08-03",
        0,
        "sports",
        """
22|K|wire-brief|Richardson wins trials in 10.71|Sha'Carri Richardson won the 100m at the U.S. Olympic trials in Eugene in 10.71 seconds, ahead of Melissa Jefferson and Twanisha Terry, to make her first Olympic team.|A trials result before the cutoff; no later date appears.
2|L|results-table|Paris 2024, athletics: women's 100m final|Stade de France, 3 August 2024 (wind +0.1): 1 Julien Alfred (LCA) 10.72; 2 Sha'Carri Richardson (USA) 10.87; 3 Melissa Jefferson (USA) 10.92; 4 Daryll Neita (GBR) 10.96.|A results table for the August 3, 2024 final.
6|K|schedule-box|When to watch the women's 100m|Round 1: Friday, Aug. 2, from 10:35 a.m. Paris time. Semifinals: Saturday, Aug. 3, 7:50 p.m. Final: Saturday, Aug. 3, 9:20 p.m. (3:20 p.m. ET).|A schedule of future races.
1|L|wire-brief|Alfred wins Saint Lucia's first Olympic medal, a gold|Julien Alfred pulled away from world champion Sha'Carri Richardson in the rain to win the 100m in Paris on Aug. 3, 2024, the first Olympic medal of any colour for her island nation.|Reports the August 3, 2024 final.
9|K|analysis|Richardson's to lose?|The world champion is the favourite, but Jamaica's Shericka Jackson and Shelly-Ann Fraser-Pryce, five-time world champion over 100m, have both run under 10.7. Richardson is also expected to anchor the 4x100m relay, whose final is on August 9, 2024.|A forecast and a future event.
4|L|wire-brief|Fraser-Pryce withdraws before semifinal|Shelly-Ann Fraser-Pryce pulled out of the 100m minutes before her semifinal on August 3, 2024, ending her individual Olympic career.|Reports an August 3, 2024 withdrawal.
""",
    ),
]
QUESTIONS += [
    Q(
        "ls-nvidia-4t-2025",
        "Will Nvidia's market capitalization reach $4 trillion at any time by July 31, 2025?",
        "Resolves YES if Nvidia's share price, at any point in regular trading on or before July 31, 2025, implies a market value of $4 trillion or more. Resolves NO otherwise.",
        "2025-06-20",
        "2025-07-31",
        1,
        "markets",
        """
3|K|market-wrap|Chipmakers lift Nasdaq|Nvidia rose 1.6% and ended the week with a market value of roughly $3.5 trillion, a whisker behind Microsoft. The stock is up about 8% since the company's quarterly report in late May.|A market move before the cutoff; no later date appears.
1|L|ticker|NVDA crosses $4 trillion|2025-07-09 10:12 ET: NVDA 164.42 (+2.4%). Nvidia becomes the first company to trade at a market value of $4 trillion.|A ticker item dated July 9, 2025 reports the milestone.
8|K|explainer|What it would take for Nvidia to hit $4 trillion|With about 24.4 billion shares outstanding, Nvidia needs a price near $164. Its next quarterly results are due on August 27, 2025, after the window in question closes.|A calculation and a scheduled report.
5|L|newsletter-brief|Markets, in two lines|Microsoft joined Nvidia in the $4 trillion club on July 31, 2025, when its shares jumped after earnings. Nvidia had got there first, three weeks earlier.|Reports July 2025 milestones for both companies.
12|K|resolution-note|How this market resolves|Resolves YES on any regular-session trade that implies a market capitalization of at least $4.00 trillion, using shares outstanding from the latest 10-Q, on or before July 31, 2025.|Resolution criteria naming the deadline.
2|L|correction|Correction|An earlier version of this article said Nvidia closed above a $4 trillion valuation on July 9, 2025. It crossed the level during trading that day and closed at about $3.97 trillion; it first closed above $4 trillion on July 10.|A correction reports the July 9-10, 2025 moves.
""",
    ),
    Q(
        "ls-gold-4000-2025",
        "Will spot gold trade above $4,000 an ounce by October 31, 2025?",
        "Resolves YES if spot gold (XAU/USD) trades above $4,000 per troy ounce at any time on or before October 31, 2025. Resolves NO otherwise.",
        "2025-09-22",
        "2025-10-31",
        1,
        "markets",
        """
4|K|market-wrap|Gold holds near record after Fed cut|Spot gold traded around $3,670 an ounce on Thursday, a day after the Federal Reserve cut rates by a quarter point, and is up about 40% this year. Goldman Sachs sees $4,000 by mid-2026.|A price before the cutoff and a forecast.
2|L|headline-deck|Gold tops $4,000 for the first time|Bullion broke through the level in Asian trading on October 8, 2025, as investors sought shelter from the US government shutdown and bet on further rate cuts.|The headline and deck report the October 8, 2025 milestone.
9|K|forecast|Banks lift gold targets again|Analysts at several banks now expect gold to average above $3,800 in the fourth quarter. The next Fed meeting is on October 28-29, 2025, and central-bank buying figures for the third quarter are due at the end of October.|Forecasts and scheduled events.
1|L|fact-box|Gold's milestones|$3,000: March 14, 2025. $3,500: April 22, 2025. $4,000: October 8, 2025. Record high: about $4,380 on October 20, 2025.|A fact box lists October 2025 milestones.
18|K|wire-brief|Gold's 2025 run so far|Gold has set more than 30 record highs this year, helped by central-bank purchases and a weaker dollar. It first passed $3,500 in April.|Earlier facts only.
3|L|market-wrap|Gold suffers biggest drop in 12 years|The October 21, 2025 sell-off, a drop of about 6% and gold's steepest one-day fall since 2013, came a day after a record near $4,380.|Reports a later market move on October 21, 2025.
""",
    ),
    Q(
        "ls-tesla-q2-2025-deliveries",
        "Will Tesla report more than 400,000 vehicle deliveries for the second quarter of 2025?",
        "Resolves YES if Tesla's second-quarter 2025 production and deliveries report, expected on or about July 2, 2025, shows total deliveries above 400,000. Resolves NO otherwise.",
        "2025-06-16",
        "2025-07-02",
        0,
        "earnings",
        """
5|K|news-preview|Tesla deliveries seen falling again|Analysts expect Tesla to report about 387,000 deliveries for the April-June quarter when it publishes figures around July 2, 2025. Registrations in several European markets fell by more than 25% in May.|A forecast of a scheduled release.
1|L|wire-brief|Tesla's quarterly deliveries fall 13.5%|Tesla delivered 384,122 vehicles in the second quarter, it said on July 2, 2025, its second consecutive year-on-year decline. Shares rose about 5% as the figure was close to estimates.|Reports the July 2, 2025 figures.
20|K|wire-brief|Tesla Q1 deliveries slump|Tesla said on April 2 it delivered 336,681 vehicles in the first three months of the year, down 13% from a year earlier and its weakest quarter since 2022.|An earlier report only.
3|L|newsletter-brief|Robotaxi, day one|Tesla's robotaxi pilot began in Austin on June 22, 2025 with about ten Model Ys and a safety monitor in the passenger seat. Invited riders paid a flat $4.20.|Reports a later launch, on June 22, 2025.
8|K|analysis|Why 400,000 looks out of reach|Reaching 400,000 would need a sharp June rebound. If deliveries fall short, 2025 would be on course for a second straight annual decline. The refreshed Model Y only reached all factories in May.|Conditionals and a forecast.
2|L|data-table|Tesla deliveries by quarter|Q2 2024: 443,956. Q3 2024: 462,890. Q4 2024: 495,570. Q1 2025: 336,681. Q2 2025: 384,122 (reported 2025-07-02).|A table includes the July 2, 2025 figure.
""",
    ),
    Q(
        "ls-meta-q2-2025-revenue",
        "Will Meta Platforms report revenue above $45.0 billion for the second quarter of 2025?",
        "Resolves YES if Meta's second-quarter 2025 results, scheduled for July 30, 2025, report total revenue above $45.0 billion. Resolves NO otherwise.",
        "2025-07-08",
        "2025-07-30",
        1,
        "earnings",
        """
6|K|earnings-calendar|Big Tech earnings week|Wed., July 30, after the close: Meta (consensus revenue $44.8B), Microsoft. Thu., July 31: Apple, Amazon. Alphabet reports a week earlier, on July 23.|A calendar of future reports.
1|L|wire-brief|Meta revenue jumps 22% to $47.5 billion|Meta reported second-quarter revenue of $47.52 billion on July 30, 2025, beating the top of its own forecast, and guided to $47.5-50.5 billion for the third quarter.|Reports the July 30, 2025 results.
25|K|wire-brief|Meta guides to $42.5-45.5 billion|Meta forecast second-quarter revenue of $42.5 billion to $45.5 billion on April 30 and raised its 2025 capital spending plan to as much as $72 billion.|An earlier guidance statement only.
2|L|market-wrap|Meta shares surge after results|Meta rose 11% on July 31, 2025, adding roughly $200 billion in market value, after its advertising business grew faster than expected.|Reports a later market move.
5|K|analysis|The number to watch at Meta isn't revenue|Investors will focus on capital spending guidance for 2026 when Meta reports on July 30, 2025. The company's new superintelligence unit, announced June 30, will add to costs.|A preview of a scheduled report.
3|L|headline-deck|Meta beats, lifts outlook|Q2 revenue $47.52B vs. $44.8B expected; Q3 guide above consensus. Results published 2025-07-30.|The deck reports the July 30, 2025 results.
""",
    ),
    Q(
        "ls-carney-liberal-leader-2025",
        "Will Mark Carney win the Liberal Party of Canada leadership election, with results due March 9, 2025?",
        "Resolves YES if Mark Carney is announced as leader of the Liberal Party of Canada in the result scheduled for March 9, 2025. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-09",
        1,
        "elections",
        """
7|K|schedule-box|Liberal leadership: key dates|French-language debate: Feb. 24, Montreal. English debate: Feb. 25. Voting closes and results are announced: Sunday, March 9, in Ottawa.|A schedule of future events.
1|L|wire-brief|Carney wins Liberal leadership in landslide|Former central banker Mark Carney won 85.9% of the points in the Liberal leadership race announced in Ottawa on March 9, 2025, and will succeed Justin Trudeau as prime minister.|Reports the March 9, 2025 result.
30|K|wire-brief|Trudeau to step down|Justin Trudeau said on January 6 he would resign as Liberal leader and prime minister once the party chose a successor, and Parliament was prorogued until March 24.|An earlier announcement only.
2|L|timeline|From Trudeau to Carney|Jan 6: Trudeau announces resignation. Feb 25, 2025: Carney and Freeland clash over Trump at the English debate. March 9, 2025: Carney wins. March 14, 2025: sworn in as the 24th prime minister.|A timeline lists events after the cutoff as done.
12|K|poll|Carney far ahead among Liberal supporters|A survey of Liberal voters gave Carney 43%, Freeland 31% and Karina Gould 5%. Results of the leadership vote will be known on March 9, 2025.|A poll and a scheduled result.
4|L|live-blog|Liberal leadership debate, live|9:40 p.m. ET, Feb. 25, 2025: Freeland presses Carney on his Brookfield ties; Carney says he has disclosed everything to the ethics commissioner.|A live blog reports a debate held after the cutoff.
""",
    ),
    Q(
        "ls-nyc-primary-2025-cuomo",
        "Will Andrew Cuomo win the Democratic primary for mayor of New York City held on June 24, 2025?",
        "Resolves YES if Andrew Cuomo is the winner of the June 24, 2025 Democratic mayoral primary after ranked-choice tabulation, whose first round is scheduled to be released on July 1, 2025. Resolves NO otherwise.",
        "2025-06-05",
        "2025-07-01",
        0,
        "elections",
        """
9|K|explainer|How the ranked-choice count works|Voters may rank up to five candidates. The Board of Elections will publish first-choice results on election night, June 24, and run the first ranked-choice tabulation on July 1, 2025 once absentee ballots arrive.|An explainer of future counting.
2|L|live-blog|NYC primary night|11:05 p.m., June 24, 2025: Andrew Cuomo concedes, telling supporters "tonight was Zohran Mamdani's night". Mamdani leads the first-choice count by about seven points.|A live blog reports the June 24, 2025 concession.
5|K|poll|Cuomo leads in final round of simulated count|A poll released this week showed Cuomo beating Mamdani 55% to 45% after ranked-choice reallocation. Early voting runs June 14-22.|A poll and scheduled voting.
1|L|results-table|Democratic mayoral primary, final ranked-choice round|Released July 1, 2025: Zohran Mamdani 56.4%, Andrew Cuomo 43.6%. First choices: Mamdani 43.5%, Cuomo 36.4%, Lander 11.3%.|A results table released July 1, 2025.
1|K|wire-brief|Cuomo and Mamdani clash in first debate|Cuomo and Zohran Mamdani sparred over experience and housing in Wednesday's televised debate, while Comptroller Brad Lander and Mamdani attacked Cuomo's record on nursing homes.|A debate before the cutoff; no later date appears.
3|L|wire-brief|Cuomo stays in race as independent|Andrew Cuomo said on July 14, 2025 that he would remain on the November ballot on an independent line after losing the June 24 primary.|Reports a later announcement and the primary loss.
""",
    ),
    Q(
        "ls-ecuador-2025-noboa",
        "Will Daniel Noboa win Ecuador's presidential runoff of April 13, 2025?",
        "Resolves YES if Daniel Noboa is declared the winner of Ecuador's presidential runoff held on April 13, 2025. Resolves NO otherwise.",
        "2025-03-25",
        "2025-04-13",
        1,
        "elections",
        """
28|K|wire-brief|Ecuador heads to runoff after near tie|President Daniel Noboa took 44.2% and leftist Luisa Gonzalez 44.0% in the first round on February 9, the electoral council said, setting up a rematch of their 2023 race.|An earlier result only.
1|L|wire-brief|Noboa wins second term by wide margin|Daniel Noboa won Ecuador's presidential runoff on April 13, 2025 with about 55.6% of the vote to Gonzalez's 44.4%, a bigger lead than any poll had shown.|Reports the April 13, 2025 result.
6|K|schedule-box|Runoff calendar|Campaigning ends April 10. Electoral silence April 11-13. Polls open at 7 a.m. on Sunday, April 13, 2025, and the CNE expects a first trend on election night.|A calendar of future events.
2|L|quote-roundup|Gonzalez rejects result|"I refuse to believe that a people would prefer lies over truth," Gonzalez said on 13 April 2025, calling for a recount; observers from the EU and the OAS said they saw no sign of fraud.|Quotes from April 13, 2025 on the result.
10|K|poll|Runoff polls split|Two surveys published this week gave Noboa leads of two and four points; a third had Gonzalez narrowly ahead. Undecided voters remain above 10%.|Polls before the vote.
3|L|wire-brief|Noboa sworn in|Noboa was inaugurated for a four-year term on May 24, 2025 and pledged to keep troops on the streets against drug gangs.|Reports a later inauguration.
""",
    ),
    Q(
        "ls-singapore-ge-2025-pap",
        "Will the PAP win a larger share of the popular vote than its 61.24% of 2020 in Singapore's 2025 general election?",
        "Resolves YES if official results of Singapore's 2025 general election, with polling expected on May 3, 2025, give the People's Action Party a national vote share above 61.24%. Resolves NO otherwise.",
        "2025-04-15",
        "2025-05-03",
        1,
        "elections",
        """
30|K|wire-brief|Boundaries report redraws Singapore's map|The Electoral Boundaries Review Committee report released on March 11 created 33 constituencies and 97 seats, up from 93, and dissolved several opposition-contested wards.|An earlier report only.
1|L|wire-brief|Parliament dissolved, election on May 3|President Tharman Shanmugaratnam dissolved Parliament on April 15, 2025 on the advice of Prime Minister Lawrence Wong. Nomination day is April 23 and polling day May 3.|Reports a dissolution on the cutoff day.
2|L|results-table|GE2025 results|Polling day May 3, 2025. PAP: 87 of 97 seats, 65.57% of valid votes. Workers' Party: 10 seats. No other party won a seat.|A results table for the May 3, 2025 election.
5|K|news-preview|PAP's benchmark: 61.24%|Wong's first election as prime minister will be measured against the party's 61.24% in 2020, its second-lowest share since independence. The vote is widely expected in May 2025.|A benchmark and an expected date.
12|K|wire-brief|Wong: PAP will ask for "a clear mandate"|Lawrence Wong, who became prime minister on May 15, 2024, said in a speech on Sunday that his party would seek a clear mandate at the coming election and field new candidates in about a third of seats.|Earlier facts and a stated intention.
3|L|headline-deck|A bigger mandate for Wong|The PAP lifted its vote share by more than four points on 3 May 2025, the first increase since 2015, and took back ground in west Singapore.|The deck reports the May 3, 2025 result.
""",
    ),
    Q(
        "ls-virginia-gov-2025-spanberger",
        "Will Abigail Spanberger win the Virginia gubernatorial election of November 4, 2025?",
        "Resolves YES if Abigail Spanberger is the winner of the election for Governor of Virginia held on November 4, 2025, as certified or called by major outlets. Resolves NO otherwise.",
        "2025-10-14",
        "2025-11-04",
        1,
        "elections",
        """
4|K|wire-brief|Spanberger and Earle-Sears spar in only debate|Democrat Abigail Spanberger and Republican Winsome Earle-Sears clashed over federal job cuts and transgender policy in their only debate, in Norfolk on Thursday night.|A debate before the cutoff; no later date appears.
1|L|wire-brief|Spanberger elected Virginia's first woman governor|Abigail Spanberger beat Lt. Gov. Winsome Earle-Sears by about 15 points on November 4, 2025, as Democrats also won the lieutenant governor and attorney general races.|Reports the November 4, 2025 result.
7|K|voter-guide|Voting in Virginia: what you need to know|Election Day is Tuesday, Nov. 4, 2025; polls are open 6 a.m. to 7 p.m. Early in-person voting runs through Saturday, Nov. 1. The deadline to register is Oct. 14.|A voter guide with future dates and deadlines.
2|L|results-table|Virginia governor, 2025|Nov. 4, 2025, 100% of precincts reporting: Spanberger (D) 57.2%; Earle-Sears (R) 42.6%. AP race call: 7:31 p.m. ET.|A results table for the November 4, 2025 election.
10|K|poll|Spanberger leads by high single digits|A Roanoke College poll put Spanberger ahead 51% to 43%. In the attorney general race, Democrat Jay Jones's lead has narrowed since reports of violent text messages he sent in 2022.|A poll before the vote.
3|L|newsletter-brief|Virginia's next governor takes office in January|Spanberger, who won on November 4, 2025, will be sworn in on January 17, 2026, and has named a transition team led by former Gov. Ralph Northam's chief of staff.|Reports the November 4, 2025 win and later steps.
""",
    ),
    Q(
        "ls-yoon-removal-2025",
        "Will South Korea's Constitutional Court uphold the impeachment of President Yoon Suk Yeol by April 30, 2025?",
        "Resolves YES if the Constitutional Court of Korea rules on or before April 30, 2025 to uphold the National Assembly's impeachment of Yoon Suk Yeol, removing him from office. Resolves NO otherwise.",
        "2025-03-24",
        "2025-04-30",
        1,
        "courts",
        """
14|K|wire-brief|Yoon walks free after court cancels arrest|Impeached President Yoon Suk Yeol left a detention centre in Uiwang on Saturday, March 8, after a Seoul court cancelled his arrest, citing questions over the legality of the investigation.|An earlier release only.
1|L|wire-brief|Constitutional Court removes Yoon|South Korea's Constitutional Court voted 8-0 on April 4, 2025 to uphold Yoon Suk Yeol's impeachment over his December 3 martial law decree, removing him from office with immediate effect.|Reports the April 4, 2025 ruling.
6|K|explainer|What happens next|Six of the eight sitting justices must agree to remove Yoon. If they do, an election must be held within 60 days. Two justices' terms end on April 18, 2025, which could leave the bench with six members.|Conditions and a future date.
2|L|wire-brief|Court reinstates Prime Minister Han|The Constitutional Court dismissed the impeachment of Prime Minister Han Duck-soo on March 24, 2025, returning him to the post of acting president.|Reports a ruling on the cutoff day.
9|K|newsletter-brief|Still waiting on the Yoon verdict|The court heard closing arguments on February 25 and has not set a date. It usually gives two or three days' notice; analysts expect a ruling before mid-April.|An earlier hearing and an expectation.
3|L|timeline|Yoon's fall|Dec 3, 2024: martial law. Dec 14, 2024: impeached. Jan 15, 2025: arrested. April 4, 2025: removed by the Constitutional Court. June 3, 2025: Lee Jae-myung wins the snap election.|A timeline lists the April 4, 2025 ruling and a later election.
""",
    ),
]
QUESTIONS += [
    Q(
        "ls-trump-putin-meet-2025",
        "Will Donald Trump and Vladimir Putin meet in person by August 31, 2025?",
        "Resolves YES if Donald Trump and Vladimir Putin hold an in-person meeting on or before August 31, 2025. Resolves NO otherwise.",
        "2025-08-05",
        "2025-08-31",
        1,
        "geopolitics",
        """
6|K|wire-brief|Trump shortens deadline for Russia|Trump said on Tuesday he would give Moscow "10 or 12 days" from now, until about August 8, 2025, to move toward a ceasefire in Ukraine or face secondary tariffs on buyers of Russian oil.|A past statement about a future deadline.
2|L|wire-brief|Trump and Putin meet in Alaska, no deal|Donald Trump and Vladimir Putin met for nearly three hours at Joint Base Elmendorf-Richardson in Anchorage on August 15, 2025, their first in-person talks since 2019, but announced no ceasefire.|Reports the August 15, 2025 summit.
1|K|wire-brief|Witkoff expected in Moscow this week|Special envoy Steve Witkoff is expected to travel to Moscow on Wednesday or Thursday ahead of the deadline, a White House official said. The Kremlin did not confirm a date.|A planned trip before a deadline.
3|L|timeline|How the Alaska summit came together|Aug 6, 2025: Witkoff meets Putin in the Kremlin. Aug 8: Trump announces a summit. Aug 15, 2025: Trump and Putin meet in Anchorage. Aug 18, 2025: Zelensky and European leaders at the White House.|A timeline lists later events as done.
20|K|explainer|When the two leaders last met|Trump and Putin last met in person on the sidelines of the G20 summit in Osaka in June 2019. They spoke by phone on February 12 and again in March.|Earlier facts only.
4|L|headline-deck|"No deal until there's a deal": Trump leaves Anchorage empty-handed|The president said the talks on 15 August 2025 were "extremely productive" but that he would now call Zelensky and NATO leaders.|The deck reports the August 15, 2025 meeting.
""",
    ),
    Q(
        "ls-nato-5pct-2025",
        "Will NATO leaders agree a defence-spending target of 5% of GDP at The Hague summit of June 24-25, 2025?",
        "Resolves YES if the declaration of the NATO summit in The Hague on June 24-25, 2025 commits allies to spend 5% of GDP on defence and defence-related items by a stated year. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-25",
        1,
        "geopolitics",
        """
8|K|news-preview|Rutte's 5% plan heads to leaders|NATO Secretary General Mark Rutte wants allies to commit at The Hague on 24-25 June 2025 to 3.5% of GDP on core defence and 1.5% on related spending by 2032. Several allies want a later date.|A preview of a future summit.
2|L|wire-brief|NATO allies agree 5% target|NATO leaders agreed in The Hague on June 25, 2025 to raise defence and security spending to 5% of GDP by 2035, with at least 3.5% on core defence.|Reports the June 25, 2025 agreement.
25|K|explainer|From 2% to ... ?|Allies agreed in Wales in 2014 to aim for 2% of GDP within a decade, and at the Vilnius summit in July 2023 made 2% a floor rather than a ceiling.|Earlier facts only.
3|L|wire-brief|Spain wins flexibility on spending goal|Spain's Pedro Sanchez said on June 22, 2025 that NATO had agreed Spain would not have to meet the 5% target, a claim Rutte later disputed.|Reports a later statement on June 22, 2025.
5|K|wire-brief|Defence ministers sign off capability goals|Ministers meeting in Brussels agreed new capability targets on Thursday and sent the spending question to leaders for a decision at the summit, which opens on June 24.|A ministers' meeting before the cutoff and a future summit.
1|L|fact-box|The Hague Summit Declaration, in brief|Adopted 25 June 2025. Spending: 5% of GDP by 2035 (3.5% core, 1.5% related). Review: 2029. Ukraine: allies may count support to Ukraine toward the total.|A fact box summarises the declaration adopted on June 25, 2025.
""",
    ),
    Q(
        "ls-us-eu-trade-deal-2025",
        "Will the United States and the European Union announce a trade agreement or framework before August 1, 2025?",
        "Resolves YES if the US and EU jointly announce a trade agreement or framework deal on or before July 31, 2025, ahead of the August 1, 2025 tariff date. Resolves NO otherwise.",
        "2025-07-10",
        "2025-08-01",
        1,
        "geopolitics",
        """
3|K|wire-brief|Trump pushes tariff date to August 1|Trump signed an order delaying higher "reciprocal" tariffs until August 1 and began sending letters to trading partners setting out rates. The EU has not yet received one.|A past order setting a future date.
1|L|wire-brief|Trump threatens EU with 30% tariff|In a letter posted on July 12, 2025, Trump told Commission President Ursula von der Leyen that EU goods would face a 30% tariff from August 1 unless a deal was reached.|Reports a later letter, dated July 12, 2025.
2|L|wire-brief|US and EU strike framework deal at Turnberry|Trump and von der Leyen agreed a framework on July 27, 2025 at his golf resort in Scotland: a 15% US tariff on most EU goods, with EU pledges to buy $750 billion of US energy.|Reports the July 27, 2025 deal.
14|K|explainer|What the April pause means for Europe|Trump cut the tariff on EU goods to 10% on April 9 for 90 days, after imposing 20% a week earlier. The EU suspended its first countermeasures the same week.|Earlier facts only.
6|K|analysis|Brussels prepares for no deal|If no deal is struck by August 1, 2025, the Commission says it is ready with a list of €95 billion of US goods for retaliatory tariffs, pending member states' approval.|A conditional and a stated plan.
4|L|data-table|Trump's trade deals so far|UK: May 8, 2025. Vietnam: July 2, 2025. Indonesia: July 15, 2025. Japan: July 22, 2025. EU: July 27, 2025.|A table lists deals struck after the cutoff.
""",
    ),
    Q(
        "ls-shutdown-end-2025",
        "Will the US federal government shutdown that began on October 1, 2025 end by November 15, 2025?",
        "Resolves YES if legislation restoring appropriations for federal agencies is signed into law on or before November 15, 2025, ending the shutdown that began on October 1, 2025. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-15",
        1,
        "government",
        """
4|K|wire-brief|Senate rejects House stopgap again|The Senate on Thursday failed for the tenth time to advance the House-passed bill, which would fund the government through November 21, 2025. Democrats are demanding an extension of health insurance subsidies.|A failed vote before the cutoff and a future date in a bill.
2|L|wire-brief|Trump signs bill ending 43-day shutdown|President Trump signed legislation late on November 12, 2025 reopening the government after the House passed it 222-209, ending the longest shutdown in US history.|Reports the November 12, 2025 signing.
8|K|explainer|What happens to SNAP if the shutdown drags on|The Agriculture Department says November benefits for 42 million people may not be paid if the lapse continues past November 1. States have asked whether they can cover the gap.|A conditional about a future date.
1|L|newsletter-brief|A record nobody wanted|The shutdown became the longest ever on Nov. 5, 2025, its 36th day, passing the 35-day lapse of 2018-19.|Reports a November 5, 2025 milestone.
10|K|analysis|Why neither side is moving|With the November 4 elections in Virginia and New Jersey approaching, neither party sees a reason to give ground, strategists say.|An analysis naming a future election.
3|L|live-blog|Senate votes on shutdown deal|9:58 p.m. ET, November 10, 2025: The Senate passes the package 60-40 after eight members of the Democratic caucus break with their leaders. The House is expected to vote Wednesday.|A live blog reports the November 10, 2025 vote.
""",
    ),
    Q(
        "ls-scotus-skrmetti-2025",
        "Will the Supreme Court uphold Tennessee's ban on gender-affirming medical care for minors in United States v. Skrmetti by June 30, 2025?",
        "Resolves YES if the Supreme Court issues an opinion in United States v. Skrmetti on or before June 30, 2025 that upholds Tennessee's law (SB1). Resolves NO otherwise.",
        "2025-06-02",
        "2025-06-30",
        1,
        "courts",
        """
27|K|wire-brief|Justices appear inclined to uphold Tennessee law|The Supreme Court's conservative majority signalled support for Tennessee's ban in arguments on December 4, 2024. A decision is expected by the end of the term.|An earlier argument and an expectation.
1|L|wire-brief|Supreme Court upholds Tennessee ban|The court ruled 6-3 on June 18, 2025 that Tennessee's ban on puberty blockers and hormone therapy for minors does not violate the Equal Protection Clause. Chief Justice Roberts wrote for the majority.|Reports the June 18, 2025 decision.
3|K|court-calendar|Supreme Court: June opinion days|The court has announced opinion days for June 5 and June 12, 2025, and is expected to add more. About 30 argued cases remain undecided, including Skrmetti and the birthright citizenship injunction case.|A calendar of future opinion days.
2|L|newsletter-brief|Sotomayor reads dissent from bench|Justice Sonia Sotomayor read her dissent aloud on June 18, 2025, saying the court had abandoned transgender children "to political whims".|Reports a dissent read on June 18, 2025.
7|K|explainer|What's at stake in Skrmetti|If the court applies heightened scrutiny, Tennessee's law could be sent back for further review. About 25 states have similar laws.|A conditional about a pending ruling.
4|L|wire-brief|Court limits universal injunctions|In Trump v. CASA, decided June 27, 2025, the justices ruled 6-3 that federal judges generally may not issue nationwide injunctions, days after upholding Tennessee's law in Skrmetti.|Reports later decisions of June 2025.
""",
    ),
    Q(
        "ls-karen-read-2025",
        "Will Karen Read be convicted of second-degree murder at her 2025 retrial?",
        "Resolves YES if the jury at Karen Read's retrial in Norfolk Superior Court returns a guilty verdict on the second-degree murder charge by June 30, 2025. Resolves NO otherwise.",
        "2025-06-01",
        "2025-06-30",
        0,
        "courts",
        """
12|K|wire-brief|Read retrial enters its fifth week|Prosecutors called a state police crash reconstructionist on Tuesday in the retrial of Karen Read, accused of killing her boyfriend, Boston police officer John O'Keefe, in January 2022.|Earlier testimony only.
1|L|wire-brief|Karen Read acquitted of murder|A Norfolk County jury found Karen Read not guilty of second-degree murder, manslaughter and leaving the scene on June 18, 2025, convicting her only of operating under the influence.|Reports the June 18, 2025 verdict.
4|K|wire-brief|Defence may rest next week|Judge Beverly Cannone told jurors the evidence could close by the second week of June 2025, with closing arguments to follow. Deliberations would then begin.|An expectation about future steps.
3|L|live-blog|Read verdict, live|2:40 p.m., June 18, 2025: The jury has reached a verdict after about 22 hours over four days. 2:47 p.m.: Not guilty on count one. Read is sentenced to one year of probation on the OUI charge.|A live blog reports the June 18, 2025 verdict.
8|K|explainer|The charges and the options|Jurors can convict on second-degree murder, on the lesser charge of manslaughter while intoxicated, or on neither. A conviction for murder carries a mandatory life sentence with parole eligibility after 15 years.|An explanation of possible outcomes.
2|L|newsletter-brief|Deliberations begin in Read case|Closing arguments ended on June 13, 2025 and the jury began deliberating the same afternoon.|Reports June 13, 2025 events.
""",
    ),
    Q(
        "ls-sbf-sentence-2024",
        "Will Sam Bankman-Fried be sentenced to at least 20 years in prison by March 31, 2024?",
        "Resolves YES if, on or before March 31, 2024, Judge Lewis Kaplan sentences Sam Bankman-Fried to a prison term of 20 years or more. Resolves NO otherwise.",
        "2024-03-11",
        "2024-03-31",
        1,
        "courts",
        """
13|K|wire-brief|Bankman-Fried asks for 6 1/2 years at most|Lawyers for Sam Bankman-Fried asked in a February 27 filing for a sentence of 63 to 78 months, calling a probation report's recommendation of 100 years "grotesque".|An earlier filing only.
1|L|wire-brief|Bankman-Fried sentenced to 25 years|Judge Lewis Kaplan sentenced Sam Bankman-Fried to 25 years in prison on March 28, 2024 and ordered him to forfeit $11 billion.|Reports the March 28, 2024 sentence.
5|K|court-calendar|U.S. v. Bankman-Fried, S.D.N.Y.|Government sentencing memorandum due: March 15, 2024. Sentencing: March 28, 2024, 9:30 a.m., Courtroom 26B, before Judge Kaplan.|A court calendar with future dates.
2|L|wire-brief|Prosecutors seek 40 to 50 years|Federal prosecutors asked on March 15, 2024 for a sentence of 40 to 50 years, saying Bankman-Fried had shown no remorse.|Reports a later filing.
9|K|analysis|How long will he get?|Former prosecutors expect a sentence of 20 to 40 years. Judge Kaplan has wide discretion; the statutory maximum on the seven counts is 110 years.|Forecasts before the sentencing.
3|L|wire-brief|Bankman-Fried appeals|Bankman-Fried filed notice on April 11, 2024 that he would appeal his conviction and 25-year sentence to the Second Circuit.|Reports a later appeal notice and the sentence.
""",
    ),
]
QUESTIONS += [
    Q(
        "ls-wwdc-2025-ios26",
        "Will Apple announce at its WWDC keynote on June 9, 2025 that its next iPhone operating system is named iOS 26?",
        "Resolves YES if Apple's WWDC 2025 keynote, scheduled for June 9, 2025, introduces the next iPhone operating system under the name iOS 26. Resolves NO otherwise.",
        "2025-05-26",
        "2025-06-09",
        1,
        "technology",
        """
20|K|wire-brief|Apple sets WWDC for June 9-13|Apple said its Worldwide Developers Conference will run June 9-13, 2025, opening with a keynote at Apple Park at 10 a.m. PT on June 9.|A past announcement of future dates.
1|L|headline-deck|Apple unveils iOS 26 and a "Liquid Glass" redesign|At the WWDC keynote on June 9, 2025, Apple moved all of its operating systems to year-based names and introduced its biggest visual overhaul since iOS 7.|The deck reports the June 9, 2025 keynote.
13|K|wire-brief|iOS 18.5 arrives|Apple released iOS 18.5 on Monday with a new Pride wallpaper, carrier-provided satellite support for iPhone 13 owners and bug fixes.|An earlier software release only.
2|L|newsletter-brief|Scoop: iOS 19 becomes iOS 26|Bloomberg reported on May 28, 2025 that Apple would rename its software by the year after release, so that this fall's iPhone update would be called iOS 26.|Reports a later news report, dated May 28, 2025.
6|K|news-preview|What to expect at WWDC|The next iPhone software, widely referred to as iOS 19, is expected to bring a design inspired by visionOS. Apple will show it on June 9, with a public release expected in September.|A preview naming a future keynote.
4|L|wire-brief|iOS 26 is out|Apple released iOS 26 to the public on September 15, 2025, three months after announcing it at WWDC.|Reports a later public release.
""",
    ),
    Q(
        "ls-hpe-juniper-close-2025",
        "Will Hewlett Packard Enterprise complete its acquisition of Juniper Networks by July 31, 2025?",
        "Resolves YES if HPE announces on or before July 31, 2025 that it has completed its acquisition of Juniper Networks. Resolves NO otherwise.",
        "2025-06-20",
        "2025-07-31",
        1,
        "company_deals",
        """
7|K|court-calendar|U.S. v. Hewlett Packard Enterprise Co.|N.D. Cal. Bench trial set to begin July 9, 2025. Final pretrial conference: June 30.|A court calendar with future dates.
2|L|wire-brief|Justice Department settles with HPE over Juniper deal|The Justice Department agreed on June 28, 2025 to let HPE buy Juniper if it sells its Instant On wireless business and licenses Juniper's Mist AI source code to rivals, ending its antitrust lawsuit before trial.|Reports the June 28, 2025 settlement.
28|K|wire-brief|EU, UK cleared HPE-Juniper last year|The European Commission cleared the $14 billion deal without conditions on August 1, 2024; Britain's competition regulator cleared it later that month. Only the US case stands in the way.|Earlier approvals only.
1|L|wire-brief|HPE completes $14 billion Juniper acquisition|The acquisition of Juniper Networks by Hewlett Packard Enterprise was completed on July 2, 2025, four days after the settlement with the Justice Department.|Reports the July 2, 2025 closing.
11|K|analysis|HPE still expects to close, eventually|Chief executive Antonio Neri told analysts the company expects to complete the deal "before the end of fiscal 2025" and would fight the Justice Department in court if needed.|A stated expectation.
""",
    ),
    Q(
        "ls-pectra-mainnet-2025",
        "Will Ethereum's Pectra upgrade activate on mainnet by May 31, 2025?",
        "Resolves YES if the Pectra hard fork activates on Ethereum mainnet on or before May 31, 2025. Resolves NO otherwise.",
        "2025-04-21",
        "2025-05-31",
        1,
        "crypto",
        """
15|K|wire-brief|Ethereum developers set May 7 for Pectra|Core developers agreed on Thursday's call to activate Pectra on mainnet at epoch 364032, expected on May 7, 2025 at about 10:05 UTC, after a clean fork of the Hoodi test network.|A scheduled upgrade date.
1|L|ticker|Pectra is live|2025-05-07 10:05 UTC: Ethereum mainnet activated the Pectra upgrade at epoch 364032. Finality was reached two epochs later.|A ticker reports the May 7, 2025 activation.
26|K|wire-brief|Hoodi testnet forks smoothly|The Hoodi test network upgraded to Pectra on March 26 without problems, developers said, weeks after failures on Holesky and Sepolia.|An earlier testnet event only.
3|L|newsletter-brief|Smart accounts arrive|In the week after the May 7, 2025 upgrade, more than 10,000 wallets used EIP-7702 to delegate to smart contract code, according to on-chain data.|Reports usage after the May 7, 2025 upgrade.
6|K|explainer|What Pectra changes|EIP-7251 raises the maximum validator balance to 2,048 ETH; EIP-7702 lets ordinary accounts run contract code; blob capacity doubles. Node operators must upgrade clients before the fork.|An explainer of a future upgrade.
2|L|market-wrap|Ether jumps 20%|Ether rose about 20% on May 8, 2025, its biggest one-day gain since 2021, a day after Pectra went live and as the US and UK announced a trade deal.|Reports a later market move.
""",
    ),
    Q(
        "ls-starship-ift3-2024",
        "Will SpaceX launch Starship's third integrated flight test by March 31, 2024?",
        "Resolves YES if SpaceX launches the third integrated flight test of Starship and Super Heavy from Starbase, Texas, on or before March 31, 2024. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-31",
        1,
        "space",
        """
6|K|wire-brief|SpaceX eyes mid-March for third Starship flight|SpaceX said the vehicles for Flight 3 were ready and it was waiting on a launch licence from the FAA. Musk wrote that the launch could come in mid-March 2024.|A stated plan.
1|L|wire-brief|Starship reaches space on third flight|Starship lifted off from Boca Chica on March 14, 2024, reached its planned trajectory and opened its payload door in space before breaking up during re-entry over the Indian Ocean.|Reports the March 14, 2024 flight.
3|K|wire-brief|FAA closes Flight 2 investigation|The FAA said SpaceX had completed the corrective actions from the November 18 flight, in which both the booster and the ship were lost.|An earlier investigation only.
3|L|wire-brief|FAA issues licence for Flight 3|The FAA granted the launch licence on March 13, 2024, saying SpaceX met safety and environmental requirements.|Reports a later licence decision.
11|K|explainer|What Flight 3 will try|The flight plan calls for a propellant transfer demonstration, a payload door test and the first attempt to relight a Raptor engine in space, with splashdown in the Indian Ocean about an hour after launch.|An explainer of a future flight.
2|L|wire-brief|Mishap investigation ordered|The FAA said on March 15, 2024 that SpaceX would lead a mishap investigation after the ship and booster were lost on Thursday's flight.|Reports a later FAA action.
""",
    ),
    Q(
        "ls-ns31-launch-2025",
        "Will Blue Origin's NS-31 mission, with its all-female crew, fly by April 30, 2025?",
        "Resolves YES if Blue Origin's New Shepard NS-31 mission launches with its announced crew on or before April 30, 2025. Resolves NO otherwise.",
        "2025-04-01",
        "2025-04-30",
        1,
        "space",
        """
8|K|wire-brief|Blue Origin targets April 14 for NS-31|Blue Origin said its all-female New Shepard flight with Katy Perry, Gayle King and Lauren Sanchez will launch on April 14 from its West Texas site.|A scheduled launch date.
2|L|wire-brief|Katy Perry, Gayle King reach space on Blue Origin flight|NS-31 flew as planned on April 14, 2025, carrying six women past the Karman line, the first all-female crew since Valentina Tereshkova's solo flight in 1963.|Reports the April 14, 2025 flight.
30|K|wire-brief|Blue Origin names NS-31 crew|The crew will include Lauren Sanchez, Katy Perry, Gayle King, Aisha Bowe, Amanda Nguyen and Kerianne Flynn, the company said on Thursday.|An earlier crew announcement only.
1|L|fact-box|NS-31 by the numbers|Date: 2025-04-14. Flight time: about 10 minutes 21 seconds. Apogee: about 107 km. Crew: 6.|A fact box for the April 14, 2025 flight.
5|K|viewing-guide|How to watch NS-31|The webcast starts about 90 minutes before the launch window opens at 8:30 a.m. CDT on Monday, April 14, 2025. The weather at Launch Site One is the main risk.|A viewing guide for a future launch.
3|L|wire-brief|New Shepard flies again|Blue Origin launched NS-32 with six more passengers on May 31, 2025, six weeks after the NS-31 flight.|Reports later flights.
""",
    ),
    Q(
        "ls-c3s-2024-above-1p5",
        "Will the Copernicus Climate Change Service report that 2024 was more than 1.5C warmer than pre-industrial levels?",
        "Resolves YES if C3S's annual Global Climate Highlights report for 2024, expected around January 10, 2025, gives a 2024 global mean temperature more than 1.5C above the 1850-1900 level. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-10",
        1,
        "climate",
        """
30|K|wire-brief|2024 "virtually certain" to be warmest year|Copernicus said on November 7 that 2024 will almost certainly be the warmest year on record and the first above 1.5C. Its full-year report is due in early January.|An earlier statement and a future report.
1|L|wire-brief|2024 was 1.6C above pre-industrial, Copernicus says|The EU's climate service said on January 10, 2025 that 2024 averaged 1.60C above the 1850-1900 level, the first calendar year above the Paris Agreement's 1.5C threshold.|Reports the January 10, 2025 finding.
15|K|wire-brief|November 2024 second-warmest on record|November was 1.62C above pre-industrial and the second-warmest November after 2023, Copernicus said in its monthly bulletin.|An earlier bulletin only.
3|L|wire-brief|WMO confirms 2024 record|The World Meteorological Organization, combining six datasets, said on 10 January 2025 that 2024 was about 1.55C above pre-industrial levels.|Reports a later announcement.
7|K|release-calendar|Climate data releases|Copernicus Global Climate Highlights 2024: Friday, January 10, 2025. NASA and NOAA annual global temperature: same day. Met Office HadCRUT5: same day.|A calendar of future releases.
4|L|newsletter-brief|Record warmth continues|January 2025 was the warmest January on record, Copernicus said on February 6, 2025, despite La Nina conditions in the Pacific.|Reports a later bulletin.
""",
    ),
    Q(
        "ls-emmys-2025-severance",
        "Will Severance win Outstanding Drama Series at the 77th Primetime Emmy Awards?",
        "Resolves YES if Severance wins Outstanding Drama Series at the 77th Primetime Emmy Awards ceremony scheduled for September 14, 2025. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-14",
        0,
        "awards",
        """
30|K|wire-brief|Severance leads Emmy nominations with 27|Apple TV+'s Severance topped the nominations announced on July 15 with 27, ahead of The Penguin and The Studio. The awards will be handed out on September 14, 2025.|An earlier announcement and a future ceremony.
2|L|headline-deck|The Pitt wins best drama Emmy|HBO Max's hospital drama beat Severance on September 14, 2025, and Noah Wyle won lead actor in a drama.|The deck reports the September 14, 2025 awards.
9|K|schedule-box|Emmys 2025: the dates|Creative Arts Emmys: Saturday and Sunday, Sept. 6-7. 77th Primetime Emmys: Sunday, Sept. 14, 8 p.m. ET on CBS, hosted by Nate Bargatze.|A schedule of future ceremonies.
3|L|wire-brief|Severance wins early at Creative Arts|Severance collected several craft awards at the Creative Arts ceremonies on September 6-7, 2025, a week before the main show.|Reports later ceremonies.
15|K|analysis|Severance is the favourite, but The Pitt is rising|Voters in final-round balloting may reward The Pitt's broader appeal, pundits say; Severance won nothing in the top category in 2022.|A forecast before the ceremony.
1|L|results-list|Emmy winners, top categories|Sept. 14, 2025. Drama series: The Pitt. Comedy series: The Studio. Limited series: Adolescence. Lead actress, drama: Britt Lower, Severance.|A list of winners announced September 14, 2025.
""",
    ),
    Q(
        "ls-wicked-opening-2024",
        "Will Wicked gross more than $120 million in North America over its opening weekend of November 22-24, 2024?",
        "Resolves YES if studio-reported actual domestic grosses for Wicked for Friday-Sunday, November 22-24, 2024, exceed $120 million. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-25",
        0,
        "entertainment",
        """
6|K|box-office-tracking|Wicked tracking above $100 million|Early tracking puts Universal's Wicked at $100 million or more for its November 22 opening, which would be the best for a Broadway adaptation. Gladiator II opens the same day.|A forecast of a future opening.
1|L|wire-brief|Wicked opens to $114 million|Universal's Wicked took $114 million in the US and Canada over November 22-24, 2024, the best opening for a film based on a Broadway musical.|Reports the November 22-24, 2024 opening.
2|K|wire-brief|Grande and Erivo at Sydney premiere|Ariana Grande and Cynthia Erivo walked the pink carpet at the film's Australian premiere on Sunday, the first stop of a global tour.|An earlier premiere; no later date appears.
3|L|box-office-chart|Weekend box office, Nov. 22-24, 2024|1 Wicked $114.0M (new); 2 Gladiator II $55.5M (new); 3 Red One $13.3M; 4 Bonhoeffer $5.1M (new); 5 Venom: The Last Dance $4.0M.|A box-office chart for the November 22-24, 2024 weekend.
10|K|analysis|A crowded Thanksgiving|Disney's Moana 2 arrives on November 27, 2024, five days after Wicked and Gladiator II, setting up the busiest Thanksgiving corridor in years.|Scheduled releases.
4|L|wire-brief|Moana 2 sets Thanksgiving record|Moana 2 grossed about $225 million over the five days of November 27-December 1, 2024, while Wicked added about $80 million in its second weekend.|Reports later grosses.
""",
    ),
    Q(
        "ls-swift-showgirl-2025",
        "Will Taylor Swift's The Life of a Showgirl debut with more than 3.5 million equivalent album units in its first week?",
        "Resolves YES if Billboard reports, in its Billboard 200 chart news expected around October 12, 2025, that The Life of a Showgirl earned more than 3.5 million equivalent album units in its first tracking week. Resolves NO otherwise.",
        "2025-09-25",
        "2025-10-12",
        1,
        "entertainment",
        """
5|K|wire-brief|Swift's album to get cinema release party|Taylor Swift will release The Life of a Showgirl on October 3, 2025 alongside an 89-minute "release party" film in AMC and other cinemas that weekend, October 3-5.|A scheduled release.
1|L|wire-brief|Showgirl sells 4 million in first week|The Life of a Showgirl earned 4.002 million equivalent album units in its first week, Billboard reported on October 12, 2025, the biggest week for any album since Luminate began tracking in 1991.|Reports the October 12, 2025 chart figure.
30|K|wire-brief|Swift announces 12th album on podcast|Swift revealed the album's title and orange-and-teal cover on her fiance Travis Kelce's New Heights podcast in August.|An earlier announcement only.
2|L|box-office-chart|Weekend box office, Oct. 3-5, 2025|1 Taylor Swift: The Official Release Party of a Showgirl $33.0M (new); 2 One Battle After Another $11.1M; 3 The Smashing Machine $6.0M.|A chart for the October 3-5, 2025 weekend.
8|K|forecast|How big will Showgirl's first week be?|Industry forecasters expect more than 3 million units, helped by dozens of vinyl and CD variants. Adele's 25 holds the record at 3.48 million, set in 2015.|A forecast and an earlier record.
3|L|newsletter-brief|Swift takes the Hot 100 top spot|The Fate of Ophelia debuted at No. 1 on the Billboard Hot 100 dated October 18, 2025, and all 12 songs on the album entered the top 12.|Reports a later chart.
""",
    ),
    Q(
        "ls-fomc-2025-07-dissents",
        "Will at least two FOMC voters dissent from the policy decision at the July 29-30, 2025 meeting?",
        "Resolves YES if the FOMC statement released on July 30, 2025 records two or more dissenting votes. Resolves NO otherwise.",
        "2025-07-09",
        "2025-07-30",
        1,
        "central_banks",
        """
18|K|wire-brief|Waller: July cut should be on the table|Fed Governor Christopher Waller said in a television interview that he would support a rate cut as soon as the July 29-30 meeting, because tariff effects on prices would likely be temporary.|A past statement about a future meeting.
1|L|wire-brief|Fed holds rates; Waller and Bowman dissent|The Federal Reserve kept its target range at 4.25%-4.50% on July 30, 2025 in a 9-2 vote, with Governors Christopher Waller and Michelle Bowman preferring a quarter-point cut, the first two-governor dissent since 1993.|Reports the July 30, 2025 decision and dissents.
21|K|wire-brief|Fed holds steady, projections point to two cuts|The FOMC left rates unchanged on June 18 in a unanimous vote, and the median projection still showed two cuts this year.|An earlier decision only.
2|L|wire-brief|Trump tours Fed renovation with Powell|President Trump visited the Fed's headquarters renovation on July 24, 2025, disputing the project's $2.5 billion cost with Chair Jerome Powell in front of cameras.|Reports a later visit.
6|K|explainer|How rare are dissents?|Two governors have not dissented at the same meeting since 1993. Markets put about a 5% chance on a July cut; the next decision after July is on September 17, 2025.|Earlier facts and future meetings.
4|L|newsletter-brief|Waller makes his case|In a speech on July 17, 2025, Waller said the Fed should cut at the end of the month, arguing that the labour market was weaker than it looked.|Reports a later speech.
""",
    ),
    Q(
        "ls-boe-2025-05-cut",
        "Will the Bank of England lower Bank Rate at its decision of May 8, 2025?",
        "Resolves YES if the Monetary Policy Committee decision announced on May 8, 2025 lowers Bank Rate below 4.50%. Resolves NO otherwise.",
        "2025-04-20",
        "2025-05-08",
        1,
        "central_banks",
        """
4|K|wire-brief|UK inflation slows to 2.6%|Consumer prices rose 2.6% in the year to March, down from 2.8%, the ONS said on Wednesday, adding to the case for lower interest rates.|An earlier data release only.
1|L|news-preview-updated|Bank of England set to cut rates on Thursday|Economists expect the MPC to lower Bank Rate to 4.25% at noon. UPDATE, 8 May 2025, 12:10: The Bank cut by a quarter point in a three-way split; two members wanted a half-point cut and two wanted no change.|An update appended to a preview reports the May 8, 2025 decision.
9|K|news-preview|Tariffs raise odds of May cut|Traders now fully price a quarter-point cut on May 8 and see three more by the end of the year, after the US tariff announcements of April 2 hit the growth outlook.|Expectations before a scheduled decision.
2|L|vote-table|MPC vote, 8 May 2025|Cut 25bp: Bailey, Breeden, Greene, Lane, Lombardelli. Cut 50bp: Dhingra, Taylor. Hold: Mann, Pill.|A vote table for the May 8, 2025 decision.
6|K|calendar|Bank of England: 2025 MPC dates|8 May 2025, June 19, August 7, September 18, November 6, December 18. The May meeting comes with a Monetary Policy Report.|A calendar of future decisions.
3|L|market-wrap|Gilts slip as rate cut meets US-UK trade deal|Gilt yields rose on May 8, 2025 after the Bank's cut and the announcement of a US-UK trade agreement the same afternoon.|Reports May 8, 2025 events.
""",
    ),
]
