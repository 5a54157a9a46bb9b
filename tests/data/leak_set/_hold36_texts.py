# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold36` part, read by `build_hold36.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part in the voice of North American sports sources (NFL, NBA, MLB, NHL, MLS and college
sports): team and league sites, beat writers' notebooks, game previews and recaps, injury
reports, standings and playoff pictures, trade, coaching and draft trackers, award watches and
betting boards. The events are real ones of 2023-2025; the wording is invented and the figures
are from memory, not checked data. See `build_hold36.py` and `tests/data/leak_holdout/hold36.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "n4-bryce-young-no1-2023",
        "Will the Carolina Panthers select Bryce Young with the first overall pick of the 2023 NFL Draft?",
        "Resolves YES if Carolina, holding the first pick, selects Alabama quarterback Bryce Young with it in Round 1 of the 2023 NFL Draft on April 27, 2023 in Kansas City. Resolves NO if the pick is another player or is traded away.",
        "2023-04-10",
        "2023-04-27",
        1,
        "sports",
        """
12|K|mock-draft|Mock draft 4.0: Panthers stay with Young at No. 1|Carolina paid a steep price to move up from No. 9 in March, and every signal out of Charlotte points to Alabama's Bryce Young. The Panthers go on the clock Thursday night, April 27, in Kansas City; C.J. Stroud goes second to Houston in this version.|A mock draft projecting a pick scheduled after the cutoff.
3|L|draft-tracker|2023 NFL Draft tracker: every first-round pick|1. Carolina Panthers: Bryce Young, QB, Alabama. 2. Houston Texans: C.J. Stroud, QB, Ohio State. 3. Houston Texans (from Arizona): Will Anderson Jr., EDGE, Alabama. 4. Indianapolis Colts: Anthony Richardson, QB, Florida. Round 1 was held April 27, 2023 outside Union Station.|A pick list reports the April 27, 2023 selections as made.
20|K|team-site|Panthers complete trade with Chicago for top pick|The Panthers have acquired the first overall selection from the Bears for the ninth pick, the 61st pick, a 2024 first-rounder, a 2025 second-rounder and receiver DJ Moore. General manager Scott Fitterer said the staff will use the coming weeks to finish its evaluation of the quarterbacks before April 27.|A March trade and a draft date still ahead.
6|K|betting-line|No. 1 pick odds: Young a heavy favorite, Stroud drifts|Bryce Young is now -1000 at most books to be the first name called on April 27, 2023, with Stroud out to +600 after a week of conflicting reports. Markets on the second pick have been pulled at two sportsbooks pending news out of Houston.|Odds on a pick that has not been made.
1|L|beat-notes|Panthers notebook: Young's first day in Charlotte|Bryce Young, taken first overall on April 27, 2023, flew into Charlotte the next morning and held up his new jersey at his introductory news conference, saying he had been told about an hour before the draft began.|Reports the April 27, 2023 pick and the next day's news conference.
9|L|headline-present|Young goes first; Panthers finally get their quarterback|Carolina made it official on Thursday, April 27, 2023, selecting the Alabama passer with the first pick, with Stroud and Anderson following to Houston at two and three.|Reports the April 27, 2023 selection.
""",
    ),
    Q(
        "n4-brady-retire-2023",
        "Will Tom Brady announce his retirement from the NFL by February 15, 2023?",
        "Resolves YES if Tom Brady publicly announces, on or before February 15, 2023, that he is retiring from professional football. Resolves NO otherwise.",
        "2023-01-20",
        "2023-02-15",
        1,
        "sports",
        """
3|K|beat-notes|Bucs notebook: Brady's future is the offseason's first question|Tom Brady, 45, becomes an unrestricted free agent when the new league year opens on March 15, 2023, and he told reporters after Monday's 31-14 wild-card loss to Dallas that he would take it "one day at a time." Tampa Bay cannot franchise-tag him under the terms of his current deal.|A loss before the cutoff and a free-agency date ahead.
2|L|headline-past|Brady retires "for good," a year after his first goodbye|Tom Brady announced on February 1, 2023, in a short video posted to social media, that he was retiring after 23 seasons, almost exactly a year after he announced and then reversed his first retirement.|Reports the February 1, 2023 announcement.
8|K|betting-line|Brady futures: where does No. 12 play in 2023?|Offshore books have posted a "Brady's team for Week 1, 2023" market: retires +150, Buccaneers +250, 49ers +400, Raiders +500. He is free to sign anywhere from March 15, and the market closes when a decision is announced.|Odds on a decision not yet made.
14|K|game-preview|Wild-card preview: Cowboys at Buccaneers|Tampa Bay hosts Dallas on Monday night, Jan. 16, in the last game of Super Wild Card Weekend. Brady is 7-0 in his career against the Cowboys; the winner plays a divisional-round game on the road the following weekend, Jan. 21-22.|A preview of a game with its date and the next round's dates; no result.
1|L|team-site|Buccaneers statement on Tom Brady|The organization thanked Brady for three seasons and the Super Bowl LV title after his retirement announcement on Feb. 1, 2023, and said the club would honor him at a date to be announced.|Reports the February 1, 2023 announcement as done.
5|K|columnist|Brady owes nobody a decision, and he knows it|He took 40 days to un-retire last year, announcing on March 13, 2022 that he was coming back. Nothing in his contract forces a call before free agency opens March 15, and his broadcasting deal with FOX, signed last May, will be waiting whenever he is ready.|Past facts and a deadline still ahead.
""",
    ),
    Q(
        "n4-belichick-nfl-job-2024",
        "Will Bill Belichick be hired as head coach of an NFL team by February 15, 2024?",
        "Resolves YES if any NFL club announces, on or before February 15, 2024, that it has hired Bill Belichick as its head coach. Resolves NO otherwise.",
        "2024-01-15",
        "2024-02-15",
        0,
        "sports",
        """
2|K|coaching-tracker|NFL coaching carousel tracker|Filled: Patriots (Jerod Mayo, announced Jan. 12). Open: Falcons, Panthers, Chargers, Commanders, Seahawks, Titans, Raiders (interim Antonio Pierce is a candidate). Belichick, who parted with New England on Jan. 11, has been linked most often to Atlanta, where a second interview is expected later this month.|Hires and departures before the cutoff, and an expected interview.
1|L|coaching-tracker|Coaching carousel: every job filled|Raiders: Antonio Pierce (Jan. 19, 2024). Chargers: Jim Harbaugh (Jan. 24, 2024). Falcons: Raheem Morris (Jan. 25, 2024). Panthers: Dave Canales (Jan. 25, 2024). Titans: Brian Callahan (Jan. 25, 2024). Seahawks: Mike Macdonald (Jan. 31, 2024). Commanders: Dan Quinn (Feb. 1, 2024). Belichick will not coach in 2024.|A list reports hires made after the cutoff.
4|K|team-site|Patriots and Bill Belichick mutually agree to part ways|The club and Belichick agreed on Thursday, January 11, 2024 to end a 24-season run that produced six Super Bowl titles. Chairman Robert Kraft said the search for the next head coach would begin immediately.|A departure before the cutoff.
2|L|beat-notes|Falcons go with Morris after two Belichick interviews|Arthur Blank chose Raheem Morris on January 25, 2024, closing the most direct path Belichick had back to a sideline this season. Belichick had met with Atlanta twice, the second time over several hours in Georgia.|Reports the January 25, 2024 hire as done.
1|K|betting-line|Belichick next team odds|Falcons -150, no NFL head coaching job in 2024 +140, Cowboys +900, Eagles +1200. Prices are graded on an official announcement before the 2024 regular season; Atlanta's timeline points to a decision in the last week of January.|Odds and an expected decision.
3|K|columnist|333 wins, and the one thing left unfinished|Belichick leaves Foxborough 14 wins short of Don Shula's 347, after a 4-13 season that ended with a loss in the snow to the Jets on Jan. 7. He turns 72 in April.|Only facts before the cutoff and a birthday; a control.
""",
    ),
    Q(
        "n4-harbaugh-chargers-2024",
        "Will the Los Angeles Chargers hire Jim Harbaugh as their head coach by February 9, 2024?",
        "Resolves YES if the Chargers announce, on or before February 9, 2024, that Jim Harbaugh is their head coach. Resolves NO otherwise.",
        "2024-01-12",
        "2024-02-09",
        1,
        "sports",
        """
3|K|beat-notes|Chargers notebook: Harbaugh next after the title game|The Chargers have asked to speak with Michigan's Jim Harbaugh, whose Wolverines beat Washington 34-13 for the national title on Monday night. Owner Dean Spanos would like a hire in place before Senior Bowl week, which starts Jan. 29.|A title game before the cutoff and a target date ahead.
1|L|headline-present|Chargers land Harbaugh on a five-year deal|Jim Harbaugh agreed on January 24, 2024 to become the Chargers' head coach, returning to the NFL nine years after leaving San Francisco, and the team hired Ravens executive Joe Hortiz as general manager on Jan. 29, 2024.|Reports hires made after the cutoff.
10|K|coaching-tracker|Chargers search: who is on the list|Interim coach Giff Smith will finish the season after Brandon Staley and Tom Telesco were fired on Dec. 15 following a 63-21 loss in Las Vegas. Candidates: Harbaugh, Lions coordinator Ben Johnson and Texans coordinator Bobby Slowik; Detroit and Houston assistants are available to interview only during certain playoff windows.|Firings before the cutoff and candidates.
5|L|press-conference|Harbaugh at his introduction: "This is the job"|At his first news conference at the team's El Segundo facility on February 1, 2024, Harbaugh said the chance to coach Justin Herbert was "the deciding thing" and that leaving Michigan had been hard.|Reports the February 1, 2024 introduction.
2|K|betting-line|Harbaugh landing spot odds|Chargers -200, stays at Michigan +250, Falcons +500, field +800. The line moved after reports the Chargers plan a second meeting; all bets settle on an official announcement.|Odds on a decision not yet made.
6|L|wire-brief|Michigan's Harbaugh leaves for the NFL|Jim Harbaugh left Michigan on Jan. 24, 2024, 16 days after winning the national championship, and offensive coordinator Sherrone Moore was promoted to head coach on Jan. 26, 2024.|Reports a departure and a promotion after the cutoff.
""",
    ),
    Q(
        "n4-josh-allen-mvp-2024",
        "Will Josh Allen be named the AP NFL Most Valuable Player for the 2024 season?",
        "Resolves YES if the Associated Press MVP award for the 2024 NFL season, to be announced at NFL Honors on February 6, 2025, goes to Buffalo quarterback Josh Allen. Resolves NO otherwise.",
        "2025-01-10",
        "2025-02-06",
        1,
        "sports",
        """
4|K|award-watch|MVP finalists set: Allen and Jackson lead the field|The five finalists are Josh Allen, Lamar Jackson, Saquon Barkley, Joe Burrow and Jared Goff. Ballots were cast after Week 18, and the winner will be revealed at NFL Honors in New Orleans on Thursday, Feb. 6.|A scheduled reveal.
1|L|award-recap|NFL Honors 2025: the full list of winners|MVP: Josh Allen, Bills. Offensive Player of the Year: Saquon Barkley, Eagles. Defensive Player of the Year: Patrick Surtain II, Broncos. Offensive Rookie of the Year: Jayden Daniels, Commanders. The awards were handed out February 6, 2025 at the Saenger Theatre.|Reports awards given on February 6, 2025.
8|K|betting-line|MVP odds after Week 17: Allen vs. Lamar|Allen -250, Jackson +180, Barkley +2500, Burrow +3000. Voting closes when the regular season ends on Jan. 5, and books will grade the market on the Feb. 6, 2025 announcement.|Odds with dates still ahead.
3|L|beat-notes|Bills notebook: an MVP speech, then an empty feeling|Allen thanked every offensive lineman by name after winning the award on Feb. 6, 2025, eleven days after Buffalo's 32-29 loss in the AFC Championship Game at Kansas City on Jan. 26, 2025.|Reports the February 6 award and the January 26 loss.
10|K|power-rankings|Power rankings, Week 18|1. Lions (14-2). 2. Chiefs (15-1). 3. Bills (13-3): Allen has thrown just six interceptions and has the AFC's No. 2 seed locked up, so expect plenty of Mitchell Trubisky at New England on Jan. 5.|Standings before the cutoff and a scheduled game.
6|L|game-preview|Wild-card preview: Broncos at Bills|Buffalo hosts Denver on Sunday, Jan. 12, at 1 p.m. ET as an 8.5-point favorite. UPDATE: The Bills won 31-7 on Jan. 12, 2025, and Allen accounted for three touchdowns.|An update appended to a preview reports the January 12, 2025 result.
""",
    ),
    Q(
        "n4-lions-top-seed-2024",
        "Will the Detroit Lions finish as the NFC's No. 1 playoff seed for the 2024 NFL season?",
        "Resolves YES if Detroit is the NFC's first seed when the 2024 regular season ends with the Week 18 games of January 5, 2025. Resolves NO otherwise.",
        "2024-12-27",
        "2025-01-05",
        1,
        "sports",
        """
3|K|playoff-picture|NFC playoff picture entering Week 17|Lions 13-2, Vikings 13-2, Eagles 12-3. Detroit holds the tiebreaker for now, and the North title and the No. 1 seed will likely come down to Vikings at Lions on Sunday night, Jan. 5, 2025. First, Detroit visits San Francisco on Monday, Dec. 30.|Standings and scheduled games.
1|L|game-recap|Lions 31, Vikings 9: Detroit takes the North and the top seed|Jahmyr Gibbs scored four touchdowns and the defense kept Sam Darnold out of the end zone on Jan. 5, 2025, giving the Lions a franchise-record 15th win and the NFC's only first-round bye.|Reports the January 5, 2025 result.
2|L|standings|NFC standings, final regular season|1. Detroit 15-2 (North champion, bye). 2. Philadelphia 14-3. 3. Tampa Bay 10-7. 4. L.A. Rams 10-7. 5. Minnesota 14-3. 6. Washington 12-5. 7. Green Bay 11-6. Regular season completed January 5, 2025.|Final standings after the January 5, 2025 games.
10|K|injury-report|Lions injury report: Montgomery to IR|Running back David Montgomery (knee) goes on injured reserve and is not expected back before the playoffs; defensive tackle Alim McNeill (knee) also lands on IR. Detroit hosts Chicago on Dec. 22 and finishes the regular season against Minnesota on Jan. 5.|Injuries before the cutoff and scheduled games.
4|K|betting-line|Week 17 lines: Lions -3.5 at 49ers|Detroit opened as a 3.5-point road favorite for Monday night's game (Dec. 30) in Santa Clara, total 51. The Lions are +110 to finish as the NFC's top seed, Minnesota +140.|Lines for games still ahead.
3|L|beat-notes|Lions notebook: a shootout in Santa Clara, then the Vikings|Detroit outlasted San Francisco 40-34 on Monday night, Dec. 30, 2024, setting up a winner-take-all finale with Minnesota, which had beaten Green Bay 27-25 on Dec. 29.|Reports games played after the cutoff.
""",
    ),
    Q(
        "n4-parsons-trade-2025",
        "Will the Dallas Cowboys trade Micah Parsons before their 2025 season opener on September 4, 2025?",
        "Resolves YES if a trade sending Micah Parsons from Dallas to another club is agreed and announced before kickoff of the Cowboys' September 4, 2025 game at Philadelphia. Resolves NO otherwise.",
        "2025-08-15",
        "2025-09-04",
        1,
        "sports",
        """
14|K|beat-notes|Cowboys camp notes: Parsons goes public with trade request|Micah Parsons made his request public on Aug. 1, saying extension talks had broken down; Jerry Jones answered that the club has "no plans" to move him. Dallas opens the season in Philadelphia on Thursday, Sept. 4.|A request before the cutoff and a scheduled opener.
2|L|transaction-wire|NFL transactions|Green Bay Packers: acquired LB Micah Parsons from Dallas for DT Kenny Clark, a 2026 first-round pick and a 2027 first-round pick (Aug. 28, 2025); signed Parsons to a four-year extension.|Reports the August 28, 2025 trade.
5|K|trade-tracker|Parsons trade watch: what it would take|Any deal before Week 1 would likely cost two first-round picks. Dallas must cut to 53 players by Aug. 26 at 4 p.m. ET, and Parsons has attended practice without taking part in team drills.|Deadlines and conditions.
1|L|headline-past|Cowboys ship Parsons to Green Bay|Dallas traded its star pass rusher to the Packers on Thursday, August 28, 2025, a week before the opener, and Green Bay made him the highest-paid non-quarterback in league history.|Reports the August 28, 2025 trade.
9|K|betting-line|Parsons Week 1 team odds|Cowboys -300, any other team +220. The market settles on the team he is on for the Sept. 4, 2025 game in Philadelphia; a holdout still counts as Dallas.|Odds on a question still open.
4|L|game-recap|Eagles 24, Cowboys 20: Dallas opens without Parsons|In the first game since the trade, Philadelphia held on through a long weather delay on Sept. 4, 2025, and Kenny Clark made his Cowboys debut.|Reports the September 4, 2025 game.
""",
    ),
    Q(
        "n4-prescott-extension-2024",
        "Will Dak Prescott sign a contract extension with the Dallas Cowboys by September 8, 2024?",
        "Resolves YES if Prescott and the Cowboys sign an extension on or before September 8, 2024, the day of the team's season opener at Cleveland. Resolves NO otherwise.",
        "2024-08-25",
        "2024-09-08",
        1,
        "sports",
        """
6|K|beat-notes|Cowboys notebook: no movement on Dak, and Lamb is still away|Prescott is entering the last year of his deal and says he is "at peace." CeeDee Lamb remains unsigned and out of camp. Dallas opens at Cleveland on Sept. 8, and Jerry Jones insists both deals can be done "in time."|Statements and a scheduled opener.
1|L|transaction-wire|Transactions: Dallas Cowboys|Signed WR CeeDee Lamb to a four-year, $136 million extension (Aug. 26, 2024). Signed QB Dak Prescott to a four-year, $240 million extension (Sept. 8, 2024).|Reports signings after the cutoff.
3|K|team-site|Cowboys set for final roster decisions|Teams must reduce to 53 players by Tuesday, Aug. 27, 2024 at 4 p.m. ET. The Cowboys will practice at The Star through Labor Day before the Week 1 trip to Cleveland on Sunday, Sept. 8.|Deadlines and a schedule.
2|L|headline-present|Dak gets $60 million a year, hours before kickoff|Prescott and the Cowboys agreed on the morning of Sept. 8, 2024 to a four-year, $240 million deal that made him the highest-paid player in the league, and Dallas then beat the Browns 33-17.|Reports the September 8, 2024 deal and game.
10|K|analysis|The quarterback market Dak has been waiting on|Trevor Lawrence and Jordan Love each signed for $55 million a year this summer. Prescott's no-trade and no-tag clauses mean he could walk in March 2025 if no extension is reached.|Earlier signings and a conditional.
4|K|betting-line|Prop: Will Dak sign before Week 1?|Yes +150, No -180 at one offshore book. The prop settles on an official announcement before kickoff on Sept. 8, 2024.|Odds on an open question.
""",
    ),
    Q(
        "n4-saban-retire-2024",
        "Will Nick Saban announce his retirement as Alabama's head football coach by February 1, 2024?",
        "Resolves YES if Nick Saban or the University of Alabama announces, on or before February 1, 2024, that he is retiring or stepping down as head coach. Resolves NO otherwise.",
        "2024-01-05",
        "2024-02-01",
        1,
        "sports",
        """
3|K|game-recap|Michigan 27, Alabama 20 (OT): Wolverines head to Houston|Blake Corum's 17-yard run in overtime and a goal-line stand sent Michigan to the national title game against Washington on Jan. 8. Saban, 72, said afterward that he had not thought about next season.|A result before the cutoff and a game still ahead.
1|L|headline-past|Saban retires after 17 seasons and six national titles at Alabama|Nick Saban told his players on Wednesday, January 10, 2024 that he was stepping down, ending a career that produced seven national championships, six of them in Tuscaloosa.|Reports the January 10, 2024 retirement.
2|L|beat-notes|Alabama hires DeBoer two days after Saban's exit|Washington's Kalen DeBoer was named Alabama's coach on January 12, 2024, four days after losing the national title game to Michigan.|Reports events after the cutoff.
8|L|columnist|The last game, as it turned out|Nobody in Pasadena knew that the Rose Bowl was Saban's final game. He announced his retirement on Jan. 10, 2024, and spent the next week calling recruits on behalf of a successor he had not chosen.|Reports the January 10, 2024 announcement.
5|K|betting-line|Saban future odds|To coach Alabama in 2024: -500. To retire before the 2024 season: +300. The market settles on any announcement made before Sept. 1, 2024.|Odds on a decision not yet made.
4|K|schedule|Alabama announces 2024 schedule|The Crimson Tide open against Western Kentucky on Aug. 31, visit Wisconsin on Sept. 14 and host Georgia on Sept. 28 in the first season of the 16-team SEC.|A schedule of future games.
""",
    ),
    Q(
        "n4-daniels-heisman-2023",
        "Will Jayden Daniels win the 2023 Heisman Trophy?",
        "Resolves YES if LSU quarterback Jayden Daniels is announced as the winner of the 2023 Heisman Trophy at the ceremony in New York on December 9, 2023. Resolves NO otherwise.",
        "2023-11-24",
        "2023-12-09",
        1,
        "sports",
        """
6|K|award-watch|Heisman watch: Daniels has the numbers, Penix the wins|LSU's Jayden Daniels leads the country in total offense and passing efficiency; Washington's Michael Penix Jr. is the quarterback of an unbeaten team, and Oregon's Bo Nix is close behind. Finalists are announced Dec. 4 and the trophy is presented Dec. 9 in New York.|A scheduled announcement and ceremony.
1|L|award-recap|Daniels wins the Heisman in a runaway|LSU's quarterback received more than 500 first-place votes and won the trophy on Dec. 9, 2023, ahead of Bo Nix, Michael Penix Jr. and Marvin Harrison Jr.|Reports the December 9, 2023 award.
3|K|game-preview|Texas A&M at LSU: Daniels' last home stand|LSU closes the regular season on Saturday, Nov. 25, 2023 at Tiger Stadium as roughly a 10-point favorite. The Tigers are out of the SEC title race, so this is Daniels' final audition.|A preview of a game after the cutoff.
2|L|game-recap|LSU 42, Texas A&M 30: Daniels closes his case|Daniels accounted for four touchdowns in his final regular-season game on Nov. 25, 2023, and left to a standing ovation with just under two minutes to play.|Reports the November 25, 2023 game.
10|K|betting-line|Heisman odds board|Daniels -200, Nix +300, Penix +500, Harrison Jr. +2500. The market closes before the ceremony on December 9, 2023.|Odds on the award.
4|L|headline-present|Heisman finalists: Daniels, Penix, Nix, Harrison Jr.|The four finalists were named on December 4, 2023 and will travel to New York for Saturday's ceremony.|Reports the December 4, 2023 finalist announcement as done.
""",
    ),
    Q(
        "n4-fsu-cfp-2023",
        "Will Florida State be selected for the 2023-24 College Football Playoff?",
        "Resolves YES if Florida State is one of the four teams announced by the CFP selection committee on December 3, 2023. Resolves NO otherwise.",
        "2023-11-20",
        "2023-12-03",
        0,
        "sports",
        """
2|K|beat-notes|FSU notebook: Travis out for the year, Rodemaker in|Jordan Travis broke his leg in Saturday's win over North Alabama and will miss the rest of the season. Tate Rodemaker starts at Florida on Nov. 25, and the ACC Championship Game against Louisville is Dec. 2 in Charlotte.|An injury before the cutoff and games ahead.
1|L|headline-present|Committee picks Michigan, Washington, Texas and Alabama; unbeaten FSU left out|The selection committee announced its final four on Sunday, December 3, 2023, making Florida State the first undefeated Power Five champion left out of the playoff.|Reports the December 3, 2023 selection.
5|K|rankings|CFP rankings, Week 11|1. Georgia 2. Michigan 3. Ohio State 4. Florida State 5. Washington 6. Oregon. The committee releases new rankings on Tuesdays, Nov. 21 and Nov. 28, and its final ranking on Sunday, Dec. 3.|A ranking before the cutoff and release dates ahead.
3|L|game-recap|FSU 16, Louisville 6: Seminoles finish 13-0|Florida State won the ACC title in Charlotte on Dec. 2, 2023 behind its defense, with freshman Brock Glenn making his first start at quarterback.|Reports the December 2, 2023 game.
8|K|playoff-picture|Playoff picture: who is in if the favorites win out|If Georgia, Michigan, Washington and Florida State all win their title games on Dec. 2, the committee's job is easy. The chaos scenarios begin with Ohio State beating Michigan on Nov. 25.|Conditional scenarios.
1|L|conference-statement|ACC responds to the committee|The ACC and Florida State issued statements on Dec. 3, 2023 calling the exclusion of an unbeaten champion "unfathomable"; the Seminoles accepted an Orange Bowl bid against Georgia for Dec. 30.|Reports the December 3, 2023 decision as done.
""",
    ),
    Q(
        "n4-texas-sec-title-2024",
        "Will Texas win the 2024 SEC Championship Game?",
        "Resolves YES if Texas plays in and wins the SEC Championship Game in Atlanta on December 7, 2024. Resolves NO if Texas loses that game or does not qualify for it.",
        "2024-11-25",
        "2024-12-07",
        0,
        "sports",
        """
2|K|game-preview|Texas at Texas A&M: the rivalry returns with Atlanta on the line|For the first time since 2011 the Longhorns and Aggies meet, on Saturday, Nov. 30 at Kyle Field. The winner goes to the SEC Championship Game on Dec. 7, most likely against Georgia.|A preview and a scheduled title game.
1|L|game-recap|Georgia 22, Texas 19 (OT): Bulldogs take the SEC again|Trevor Etienne scored in overtime after Gunner Stockton replaced an injured Carson Beck, and Georgia beat Texas for the second time this season on December 7, 2024 at Mercedes-Benz Stadium.|Reports the December 7, 2024 result.
1|K|standings|SEC standings entering rivalry week|Texas 6-1, Georgia 6-2, Texas A&M 5-2, Tennessee 6-2. The two spots in Atlanta will be settled on Nov. 29-30; Georgia owns the head-to-head tiebreaker over Texas.|Standings and dates still ahead.
3|L|game-recap|Texas 17, Texas A&M 7: Longhorns punch their ticket|The Texas defense held the Aggies to one touchdown at Kyle Field on November 30, 2024, sending the Longhorns to Atlanta in their first SEC season.|Reports the November 30, 2024 game.
9|K|betting-line|SEC title futures|Texas +120, Georgia +200, Texas A&M +700, Tennessee +900. Prices are graded on the Dec. 7, 2024 game in Atlanta.|Odds on a game not yet played.
5|K|injury-report|Longhorns injury report|Quarterback Quinn Ewers (ankle) is probable for Saturday's game against Kentucky at Royal-Memorial Stadium; left tackle Kelvin Banks Jr. is questionable.|An injury report with no date after the cutoff; a control.
""",
    ),
    Q(
        "n4-lakers-ist-2023",
        "Will the Los Angeles Lakers win the inaugural NBA In-Season Tournament?",
        "Resolves YES if the Lakers win the In-Season Tournament championship game at T-Mobile Arena in Las Vegas on December 9, 2023. Resolves NO otherwise.",
        "2023-11-25",
        "2023-12-09",
        1,
        "sports",
        """
4|K|standings|In-Season Tournament standings: West Group A|The Lakers are unbeaten in West Group A heading into their last group game on Tuesday. Group winners and one wild card from each conference advance to the quarterfinals on Dec. 4-5; the semifinals and the championship game are in Las Vegas on Dec. 7 and Dec. 9, 2023.|Standings and a schedule of knockout dates.
1|L|game-recap|Lakers 123, Pacers 109: the first NBA Cup goes to Los Angeles|Anthony Davis had 41 points and 20 rebounds and LeBron James was named tournament MVP as the Lakers won the championship game on Dec. 9, 2023 in Las Vegas.|Reports the December 9, 2023 final.
3|L|bracket|In-Season Tournament knockout bracket|Quarterfinals: Pacers 122, Celtics 112 (Dec. 4); Pelicans 127, Kings 117 (Dec. 4); Bucks 146, Knicks 122 (Dec. 5); Lakers 106, Suns 103 (Dec. 5). Semifinals, Dec. 7, 2023: Pacers 128, Bucks 119; Lakers 133, Pelicans 89.|A bracket with results from after the cutoff.
8|K|league-release|NBA sets prize money for In-Season Tournament|Each player on the winning team will receive $500,000 and each runner-up $200,000. The championship game on December 9, 2023 will not count in the regular-season standings.|A league announcement about a future game.
6|K|betting-line|In-Season Tournament futures|Celtics +350, Bucks +450, Nuggets +600, Lakers +800, Suns +900. The market settles on the winner of the Dec. 9, 2023 final; group-stage point differential may decide the wild cards.|Odds on an event still ahead.
2|L|beat-notes|Lakers notebook: yes, there will be a banner|A day after beating Indiana for the NBA Cup on Dec. 9, 2023, Darvin Ham said the team would hang a banner at Crypto.com Arena; the Lakers went 7-0 in tournament games.|Reports the December 9, 2023 win.
""",
    ),
    Q(
        "n4-embiid-mvp-2023",
        "Will Joel Embiid be named the 2022-23 NBA Most Valuable Player?",
        "Resolves YES if the NBA announces Joel Embiid as winner of the 2022-23 Michael Jordan Trophy; the announcement is expected during the 2023 playoffs and before May 15, 2023. Resolves NO otherwise.",
        "2023-04-10",
        "2023-05-02",
        1,
        "sports",
        """
1|K|award-watch|MVP ladder, final edition: Embiid edges Jokic|Joel Embiid finished the regular season with the scoring title at 33.1 points a game. Ballots are due this week, finalists will be revealed on TNT in mid-April, and the winner will be announced during the playoffs.|A scheduled announcement.
2|L|headline-past|Embiid wins MVP, ending Jokic's two-year run|The league announced on May 2, 2023 that Joel Embiid had won the Most Valuable Player award, with Nikola Jokic second and Giannis Antetokounmpo third.|Reports the May 2, 2023 announcement.
6|K|betting-line|MVP odds: Embiid -600 as the regular season winds down|Embiid -600, Jokic +400, Antetokounmpo +2000. Books grade the market on the official announcement, which the league expects in late April or early May 2023.|Odds on an award not yet announced.
3|L|injury-report|76ers injury report: Embiid (right knee) out for Game 1 vs. Boston|Embiid, who sprained his right knee in Game 3 at Brooklyn on April 20, 2023, will not play in Game 1 of the East semifinals on May 1, 2023.|Reports an injury suffered after the cutoff.
9|K|beat-notes|Sixers notebook: Embiid on the MVP chatter|Embiid said after Friday's win that he wants the trophy but would trade it for a title. Philadelphia can clinch the East's No. 3 seed this weekend and would open the playoffs at home on April 15 or 16.|Statements and dates still ahead.
4|L|game-recap|76ers 96, Nets 88: sweep complete|Philadelphia finished off Brooklyn on April 22, 2023 with Embiid sitting out because of the knee sprain, and will face Boston in the second round.|Reports the April 22, 2023 game.
""",
    ),
    Q(
        "n4-jokic-mvp-2024",
        "Will Nikola Jokic win the 2023-24 NBA MVP award?",
        "Resolves YES if the NBA announces Nikola Jokic as the 2023-24 Most Valuable Player, an announcement expected in May 2024. Resolves NO if another player is announced.",
        "2024-04-15",
        "2024-05-08",
        1,
        "sports",
        """
1|K|award-watch|Final MVP ladder: Jokic, then Gilgeous-Alexander|Jokic averaged 26.4 points, 12.4 rebounds and 9.0 assists for a 57-win Denver team. Finalists will be named on TNT during the first round, and the winner announced in early May.|Scheduled announcements.
2|L|headline-past|Jokic wins his third MVP in four seasons|The Nuggets center was named MVP on May 8, 2024, finishing ahead of Shai Gilgeous-Alexander and Luka Doncic.|Reports the May 8, 2024 announcement.
5|K|playoff-picture|West playoff picture, final week|Denver, Oklahoma City and Minnesota are separated by a game with three to play. The regular season ends Sunday, April 14, 2024, and the play-in tournament runs April 16-19.|Standings and dates still ahead.
3|L|award-recap|NBA awards tracker, 2023-24|Defensive Player of the Year: Rudy Gobert. Rookie of the Year: Victor Wembanyama, unanimous. Most Valuable Player: Nikola Jokic (announced May 8, 2024).|A list of awards that includes the May 8, 2024 MVP.
8|K|betting-line|MVP odds: Jokic back in front|Jokic -450, Gilgeous-Alexander +350, Doncic +1000. The market is graded on the league's announcement, expected in May 2024.|Odds on an award not yet announced.
4|L|game-recap|Nuggets 101, Lakers 99: Murray at the buzzer|Jamal Murray hit a jumper as time expired on April 22, 2024, completing a 20-point comeback and putting Denver up 2-0 in the first round.|Reports a game after the cutoff.
""",
    ),
    Q(
        "n4-harden-trade-2023",
        "Will the Philadelphia 76ers trade James Harden by November 30, 2023?",
        "Resolves YES if a trade sending James Harden from Philadelphia to another team is agreed on or before November 30, 2023. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-30",
        1,
        "sports",
        """
4|K|beat-notes|Sixers notebook: Harden misses practice again|Harden missed practice for what the team called a personal matter. The season opens Thursday, Oct. 26, at Milwaukee; Harden, who called Daryl Morey "a liar" in August, has not played in the preseason.|Absences before the cutoff and a scheduled opener.
1|L|trade-tracker|NBA trade tracker: Harden to the Clippers|Agreed Oct. 31, 2023: Clippers get James Harden, P.J. Tucker and Filip Petrusev; 76ers get Marcus Morris Sr., Robert Covington, Nicolas Batum, Kenyon Martin Jr., a 2028 first-round pick, other picks and a swap.|Reports a trade agreed after the cutoff.
9|K|trade-tracker|Harden watch: why a deal keeps stalling|The Clippers remain Harden's preferred destination, but Philadelphia has asked for more than Terance Mann and matching salary. Players signed this summer can't be traded until Dec. 15, 2023, which limits some packages.|Conditions and a trade-eligibility date.
2|L|game-recap|Knicks 111, Clippers 97: a rough first night for Harden|Harden scored 17 points in his first game for Los Angeles at Madison Square Garden on Nov. 6, 2023, and the new starting five struggled for most of the night.|Reports Harden's November 6, 2023 debut.
6|K|betting-line|Harden's team on Nov. 30|Clippers -200, 76ers +150, field +1200. The market settles on the team he belongs to on Nov. 30, 2023.|Odds on an open question.
3|K|team-site|76ers announce opening-night roster|The 15-man roster includes James Harden. The home opener against Portland is Sunday, Oct. 29, 2023 at Wells Fargo Center, with doors opening at 4:30 p.m.|A roster and a scheduled game.
""",
    ),
    Q(
        "n4-butler-trade-2025",
        "Will the Miami Heat trade Jimmy Butler before the NBA trade deadline on February 6, 2025?",
        "Resolves YES if a trade sending Jimmy Butler from Miami is agreed before the deadline at 3 p.m. ET on February 6, 2025. Resolves NO otherwise.",
        "2025-01-25",
        "2025-02-06",
        1,
        "sports",
        """
2|K|injury-report|Heat availability report|Jimmy Butler: out (team suspension). Miami hosts Orlando on Monday, Jan. 27, 2025. The trade deadline is 3 p.m. ET on Thursday, Feb. 6.|A status report and dates still ahead.
1|L|trade-tracker|Deadline tracker: Butler to Golden State|Agreed Feb. 5, 2025: Warriors acquire Jimmy Butler; Heat acquire Andrew Wiggins, Kyle Anderson and a 2025 first-round pick; Dennis Schroder goes to Utah. Butler signs a two-year, $121 million extension.|Reports a trade agreed after the cutoff.
7|K|beat-notes|Heat notebook: Butler back, and the questions are too|Butler returned on Jan. 17 from the seven-game suspension handed down on Jan. 3. Pat Riley said in October that Miami would not extend him, and Butler can opt out after the season.|Events before the cutoff.
3|L|headline-present|Heat suspend Butler indefinitely after he walks out of practice|Miami suspended Butler on Jan. 28, 2025 for leaving practice, his third suspension of the season, and said it would keep working the phones.|Reports the January 28, 2025 suspension.
5|K|betting-line|Butler's next team|Warriors +200, Suns +250, Rockets +500, stays in Miami past the deadline +300. The market settles at the Feb. 6, 2025 deadline.|Odds on a trade not yet made.
4|L|beat-notes|Warriors notebook: Butler debuts in Chicago|Butler scored 25 points in his first game for Golden State on Feb. 8, 2025, a 132-111 win over the Bulls, and Steve Kerr said the offense "finally had a second engine."|Reports a game after the trade.
""",
    ),
    Q(
        "n4-flagg-no1-2025",
        "Will the Dallas Mavericks select Cooper Flagg with the first overall pick of the 2025 NBA Draft?",
        "Resolves YES if Dallas, which won the May 12, 2025 draft lottery, selects Duke's Cooper Flagg first overall in Round 1 on June 25, 2025. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-25",
        1,
        "sports",
        """
20|K|draft-lottery|Lottery shock: Mavericks jump from 11th to first|Dallas won the May 12 lottery with a 1.8 percent chance, giving the team that traded Luka Doncic in February the right to pick first on June 25 at Barclays Center. San Antonio moves up to No. 2 and Philadelphia holds No. 3.|A lottery before the cutoff and a draft date ahead.
1|L|draft-tracker|2025 NBA Draft: first-round picks|1. Dallas: Cooper Flagg, F, Duke. 2. San Antonio: Dylan Harper, G, Rutgers. 3. Philadelphia: VJ Edgecombe, G, Baylor. 4. Charlotte: Kon Knueppel, G, Duke. Round 1 was held June 25, 2025.|Reports picks made after the cutoff.
7|K|mock-draft|Mock draft: Flagg, Harper, Edgecombe|No surprises at the top: Flagg to Dallas on June 25, 2025. Charlotte at four is the first real question, and the second round follows on June 26.|A mock draft of future picks.
3|L|team-site|Mavericks introduce Cooper Flagg|Flagg, selected with the first pick on June 25, 2025, was introduced at American Airlines Center two days later alongside coach Jason Kidd and general manager Nico Harrison.|Reports the pick and the introduction.
10|K|betting-line|No. 1 pick odds|Flagg -10000, Harper +3000. Books will grade on the commissioner's announcement on June 25, 2025.|Odds on a pick not yet made.
4|L|summer-league|Summer League notes: a slow start for Flagg|Flagg scored 10 points on 5-of-21 shooting in his Summer League debut against the Lakers on July 10, 2025, and said afterward he "missed a lot of shots I usually make."|Reports a game after the cutoff.
""",
    ),
    Q(
        "n4-celtics-sale-2025",
        "Will an agreement to sell a controlling stake in the Boston Celtics be announced by March 31, 2025?",
        "Resolves YES if the Celtics' ownership group announces, on or before March 31, 2025, a signed agreement to sell control of the team. League approval is not required. Resolves NO otherwise.",
        "2025-03-01",
        "2025-03-31",
        1,
        "sports",
        """
10|K|sports-business|Celtics sale: Grousbeck says process is "on track"|Wyc Grousbeck said the sale process that began in July 2024 remains on schedule; reported bidders include groups led by Bill Chisholm and Steve Pagliuca. Any agreement would then need the approval of the league's Board of Governors.|Statements and a condition.
1|L|headline-past|Celtics agree to $6.1 billion sale to Chisholm group|The Grousbeck family agreed on March 20, 2025 to sell the Celtics to a group led by Bill Chisholm, a record price for a U.S. team at the time; Grousbeck will remain governor until 2028.|Reports the March 20, 2025 agreement.
5|L|ticket-page|Celtics vs. Lakers, TD Garden|Saturday, March 8, 2025, 8:30 p.m. ET. Resale from $189. Final: Lakers 111, Celtics 101.|A ticket page updated with the March 8, 2025 result.
3|L|sports-business|Price check: the Celtics set a mark, the Lakers top it|After Boston's sale was agreed on March 20, 2025, the Lakers' controlling stake went to Mark Walter at a reported $10 billion valuation in June 2025.|Reports sales agreed after the cutoff.
7|K|sports-business|Why the Celtics price could top $6 billion|Phoenix sold for $4 billion in 2023. Any sale of a controlling interest needs approval from three-quarters of NBA owners, which can take months after an agreement is signed.|Past sales and a condition.
2|K|beat-notes|Grousbeck: buyer to be named "in March"|Grousbeck told reporters before Friday's game that he expects to announce a buyer in March 2025 and to seek league approval by the summer, and said nothing would change for the basketball staff.|A stated plan.
""",
    ),
    Q(
        "n4-clark-scoring-record-2024",
        "Will Caitlin Clark pass Pete Maravich's NCAA Division I career scoring record of 3,667 points by March 10, 2024?",
        "Resolves YES if Caitlin Clark's career Division I point total exceeds 3,667 at the end of any game played on or before March 10, 2024. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-10",
        1,
        "sports",
        """
4|K|beat-notes|Iowa notebook: Clark now chasing Maravich|After passing Kelsey Plum for the NCAA women's record with 49 points against Michigan on Feb. 15, Clark needs 99 more to catch Pete Maravich. Iowa has four regular-season games left, ending with Ohio State at Carver-Hawkeye Arena on March 3, 2024.|A record before the cutoff and a schedule.
1|L|game-recap|Clark passes Maravich as Iowa beats Ohio State|Caitlin Clark made two free throws late in the first half on March 3, 2024 to become Division I's career scoring leader, finishing with 18 points in a 93-83 win.|Reports the March 3, 2024 record.
3|L|headline-present|Clark declares for the WNBA draft|Clark announced on Feb. 29, 2024 that she will enter the WNBA draft after the season rather than use her fifth year of eligibility.|Reports the February 29, 2024 announcement.
3|K|stats-page|NCAA career scoring leaders|Pete Maravich, LSU, 3,667 (1968-70). Lynette Woodard, Kansas, 3,649 (AIAW, 1977-81). Caitlin Clark, Iowa, 3,569 (active). Kelsey Plum, Washington, 3,527 (2013-17).|A table as of before the cutoff; a control.
2|K|game-preview|Iowa vs. Minnesota preview|Iowa hosts Minnesota on Wednesday, Feb. 28, 2024. If Clark scores near her average she could pass Woodard's AIAW mark that night, leaving Maravich for the home finale on March 3.|A conditional preview.
6|L|ticket-page|Iowa vs. Ohio State, Carver-Hawkeye Arena|Sunday, March 3, 2024, noon CT. Sold out. Final: Iowa 93, Ohio State 83; Clark passes Maravich.|A ticket page updated with the March 3, 2024 result.
""",
    ),
    Q(
        "n4-nuggets-wolves-2024",
        "Will the Denver Nuggets win their 2024 Western Conference semifinal series against the Minnesota Timberwolves?",
        "Resolves YES if Denver wins the best-of-seven series that begins May 4, 2024. Resolves NO if Minnesota wins it; a Game 7 would be played no later than May 20, 2024.",
        "2024-05-03",
        "2024-05-20",
        0,
        "sports",
        """
2|K|series-preview|West semifinals preview: Timberwolves vs. Nuggets|Game 1 is Saturday, May 4, 2024 at Ball Arena, and Game 2 is Monday, May 6. Anthony Edwards and the league's best defense against the champions, who need Jamal Murray's calf to hold up.|A preview with dates still ahead.
1|L|game-recap|Timberwolves 98, Nuggets 90: Minnesota erases 20-point deficit in Game 7|Minnesota came back from 20 down in the third quarter on May 19, 2024 in Denver to knock out the defending champions and reach the West finals.|Reports the May 19, 2024 Game 7.
3|L|series-tracker|Series tracker: Timberwolves vs. Nuggets|Game 1, May 4: Wolves 106-99. Game 2, May 6: Wolves 106-80. Game 3, May 10: Nuggets 117-90. Game 4, May 12: Nuggets 115-107. Game 5, May 14: Nuggets 112-97. Game 6, May 16: Wolves 115-70. Game 7, May 19, 2024: Wolves 98-90.|A table of results from after the cutoff.
6|K|injury-report|Nuggets injury report|Jamal Murray (left calf) is probable for Game 5 against the Lakers on Monday, April 29. Denver leads the series 3-1 and can close it out at home.|An injury report with only dates before the cutoff; a control.
4|K|betting-line|Series price: Nuggets -250|Denver is -250 to win the series and +350 to win the title; the Game 1 line is Nuggets -5.5. The series starts May 4, 2024.|Odds on a series not yet played.
2|L|beat-notes|Nuggets notebook: an MVP trophy and an 0-2 hole|Nikola Jokic was named MVP on May 8, 2024 with Denver trailing the series two games to none; the Nuggets answered with a 117-90 win in Minneapolis on May 10, 2024.|Reports events after the cutoff.
""",
    ),
    Q(
        "n4-iowa-ncaaw-2023",
        "Will Iowa win the 2023 NCAA Division I women's basketball championship?",
        "Resolves YES if Iowa wins the national championship game in Dallas on April 2, 2023. Resolves NO otherwise.",
        "2023-03-20",
        "2023-04-02",
        0,
        "sports",
        """
2|K|bracket|Women's Sweet 16 schedule|Seattle 4 Regional: Iowa vs. Colorado, Friday, March 24. The regional final is March 26, and the Final Four (March 31) and championship game (April 2, 2023) are at American Airlines Center in Dallas.|A schedule of games still ahead.
1|L|game-recap|LSU 102, Iowa 85: Tigers win their first national title|LSU set a championship-game scoring record on April 2, 2023 in Dallas; Caitlin Clark scored 30 for Iowa.|Reports the April 2, 2023 final.
4|L|game-recap|Iowa 77, South Carolina 73: Clark ends the Gamecocks' streak|Caitlin Clark scored 41 points in the Final Four on March 31, 2023, ending South Carolina's 42-game winning streak.|Reports the March 31, 2023 semifinal.
6|K|betting-line|Women's title odds before the tournament|South Carolina -125, Indiana +600, Stanford +700, Iowa +1000, LSU +1200. The championship game is April 2, 2023.|Odds on a tournament not yet played.
3|L|headline-present|Clark's 41-point triple-double sends Iowa to first Final Four since 1993|Iowa beat Louisville 97-83 in the Seattle 4 Regional final on March 26, 2023.|Reports the March 26, 2023 game.
1|K|game-recap|Iowa 74, Georgia 66: Hawkeyes into the Sweet 16|Clark scored 22 points and Iowa pulled away late in front of a sold-out Carver-Hawkeye Arena. Next up is Colorado in Seattle on Friday.|A result before the cutoff with no later date; a control.
""",
    ),
    Q(
        "n4-coyotes-utah-2024",
        "Will the NHL approve the sale of the Arizona Coyotes' hockey operations for a move to Salt Lake City by April 30, 2024?",
        "Resolves YES if the NHL Board of Governors approves, on or before April 30, 2024, a transaction moving the Coyotes' hockey operations and players to a Salt Lake City franchise. Resolves NO otherwise.",
        "2024-04-05",
        "2024-04-30",
        1,
        "sports",
        """
3|K|beat-notes|Coyotes notebook: players told to be ready for anything|Reports say the league is working on a sale of hockey operations to Utah Jazz owner Ryan Smith. Arizona's final home game of the season is April 17, 2024 against Edmonton at Mullett Arena, and any sale would need the Board of Governors' approval.|A reported plan, a scheduled game and a condition.
1|L|league-release|Board of Governors approves Salt Lake City franchise|The NHL Board of Governors on April 18, 2024 approved a new franchise for Smith Entertainment Group, which acquired the Coyotes' hockey assets for $1.2 billion; Alex Meruelo keeps the Coyotes name and logo.|Reports the April 18, 2024 approval.
2|L|game-recap|Coyotes 5, Oilers 2: goodbye to Tempe|Arizona won its final game at Mullett Arena on April 17, 2024, a night before the league approved the move to Utah, and fans stayed in their seats long after the horn.|Reports the April 17, 2024 game.
8|K|standings|Central Division standings|Dallas, Winnipeg and Colorado lead the Central; Arizona has been eliminated from playoff contention and plays its last game on April 17. The regular season ends April 18, 2024.|Standings and a schedule.
5|K|betting-line|Where will the Coyotes' players be in 2024-25?|Salt Lake City -800, Arizona (any arena) +450, other +2000. The market settles on an official league announcement.|Odds on a decision not yet made.
4|L|press-conference|Smith: "Hockey is coming to Utah"|At a news conference on April 19, 2024, Ryan Smith said the team would play at Delta Center in its first season and that fans would help choose a permanent name.|Reports a news conference after the approval.
""",
    ),
    Q(
        "n4-bedard-no1-2023",
        "Will the Chicago Blackhawks select Connor Bedard with the first overall pick of the 2023 NHL Draft?",
        "Resolves YES if Chicago, which won the May 8, 2023 draft lottery, selects Connor Bedard first overall in Round 1 on June 28, 2023 in Nashville. Resolves NO otherwise.",
        "2023-06-10",
        "2023-06-28",
        1,
        "sports",
        """
28|K|draft-lottery|Blackhawks win the Bedard lottery|Chicago, with the third-best odds, won Monday's draft lottery; Anaheim picks second and Columbus third. The first round is June 28 at Bridgestone Arena in Nashville.|A lottery before the cutoff and a draft date ahead.
1|L|draft-tracker|2023 NHL Draft, first round|1. Chicago: Connor Bedard, C, Regina (WHL). 2. Anaheim: Leo Carlsson, C, Orebro (SHL). 3. Columbus: Adam Fantilli, C, Michigan. 4. San Jose: Will Smith, C, USNTDP. The first round was held June 28, 2023.|Reports picks made after the cutoff.
9|K|mock-draft|Final mock draft: Bedard, then the real debate|1. Chicago: Bedard, and there is no debate. 2. Anaheim: Fantilli or Carlsson, the draft's first real decision on June 28, 2023. 3. Columbus: whichever center is left.|A mock draft of picks still ahead.
3|L|team-site|Bedard pulls on the sweater|Connor Bedard put on a Blackhawks jersey moments after being picked first on June 28, 2023 and said he would be in Chicago for development camp the following week.|Reports the June 28, 2023 pick.
5|K|betting-line|Calder Trophy futures for 2023-24|Bedard +150, Fantilli +600, Carlsson +1400, Luke Hughes +800. The award will be presented in June 2024.|Odds on a future award.
2|L|headline-present|Bedard goes first; Ducks take Carlsson at No. 2|Chicago took Connor Bedard on June 28, 2023, and Anaheim surprised some by passing on Fantilli, who went third to Columbus.|Reports the June 28, 2023 picks.
""",
    ),
    Q(
        "n4-celebrini-no1-2024",
        "Will the San Jose Sharks select Macklin Celebrini with the first overall pick of the 2024 NHL Draft?",
        "Resolves YES if San Jose selects Boston University's Macklin Celebrini first overall in Round 1 of the 2024 NHL Draft on June 28, 2024 at Sphere in Las Vegas. Resolves NO otherwise.",
        "2024-06-12",
        "2024-06-28",
        1,
        "sports",
        """
12|K|team-site|Sharks to pick first on June 28|San Jose won the May 7 draft lottery and will make the first selection in the 2024 NHL Draft on Friday, June 28, 2024 at Sphere in Las Vegas; rounds 2-7 follow on June 29.|A lottery before the cutoff and a draft date ahead.
1|L|draft-tracker|2024 NHL Draft, Round 1|1. San Jose: Macklin Celebrini, C, Boston University. 2. Chicago: Artyom Levshunov, D, Michigan State. 3. Anaheim: Beckett Sennecke, RW, Oshawa. 4. Columbus: Cayden Lindstrom, C, Medicine Hat. 5. Montreal: Ivan Demidov, RW, SKA. Round 1 was held June 28, 2024.|Reports picks made after the cutoff.
6|K|prospect-rankings|Final prospect rankings: Celebrini stays No. 1|Celebrini, the youngest Hobey Baker winner, tops the list ahead of Levshunov and Demidov. The draft is June 28-29, 2024, and the Sharks have said little beyond "we know who we like."|A ranking and a draft date ahead.
3|L|beat-notes|Sharks notebook: Celebrini first, then Dickinson|After taking Celebrini on June 28, 2024, San Jose used its second first-round pick on London defenseman Sam Dickinson.|Reports the June 28, 2024 picks.
8|K|betting-line|First overall pick odds|Celebrini -5000, Levshunov +2000, Demidov +2500. Graded on the pick announced June 28, 2024.|Odds on a pick not yet made.
2|L|headline-present|Celebrini is a Shark|With the first pick on June 28, 2024, San Jose took the Boston University center, who turned 18 in the week of the draft.|Reports the June 28, 2024 pick.
""",
    ),
    Q(
        "n4-4nations-canada-2025",
        "Will Canada win the 2025 4 Nations Face-Off?",
        "Resolves YES if Canada wins the tournament's championship game at TD Garden in Boston on February 20, 2025. Resolves NO otherwise.",
        "2025-02-12",
        "2025-02-20",
        1,
        "sports",
        """
5|K|schedule|4 Nations Face-Off schedule|Feb. 12: Canada vs. Sweden (Montreal). Feb. 13: USA vs. Finland (Montreal). Feb. 15: Canada vs. USA (Montreal). Feb. 17: Canada vs. Finland and USA vs. Sweden (Boston). Final: Thursday, Feb. 20, 2025, TD Garden.|A tournament schedule.
1|L|game-recap|Canada 3, United States 2 (OT): McDavid wins it|Connor McDavid scored at 8:18 of overtime on Feb. 20, 2025 in Boston and Jordan Binnington made 31 saves as Canada won the 4 Nations Face-Off.|Reports the February 20, 2025 final.
2|L|game-recap|USA 3, Canada 1: three fights in nine seconds, then an American win|The United States won in Montreal on Feb. 15, 2025 after a brawl-filled opening, with Jake Guentzel scoring twice.|Reports the February 15, 2025 game.
8|K|roster-update|Canada roster update: Parayko replaces Pietrangelo|Defenseman Alex Pietrangelo has withdrawn with an injury and Colton Parayko takes his place. Canada's first practice is Feb. 10 in Montreal.|Roster moves and a date before the cutoff.
3|K|betting-line|4 Nations odds|Canada +120, USA +140, Sweden +500, Finland +700. All bets are graded on the Feb. 20, 2025 final, overtime included.|Odds on a tournament not yet played.
1|L|game-preview|Canada vs. Sweden: the tournament opens in Montreal|Puck drop Wednesday, Feb. 12, 2025, 8 p.m. ET at the Bell Centre, with McDavid, Crosby and MacKinnon on the top power play. UPDATE: Canada won 4-3 in overtime on Feb. 12, 2025, Mitch Marner scoring the winner.|An update appended to a preview reports the result of a game on the cutoff day.
""",
    ),
    Q(
        "n4-marner-leaves-2025",
        "Will Mitch Marner be under contract with a team other than the Toronto Maple Leafs by July 15, 2025?",
        "Resolves YES if, on July 15, 2025, Mitch Marner is under contract with, or has been traded to, an NHL team other than Toronto. Resolves NO otherwise.",
        "2025-06-20",
        "2025-07-15",
        1,
        "sports",
        """
6|K|beat-notes|Leafs notebook: Marner heads toward the market|Brad Treliving said the team has not given up on re-signing Marner, who can become an unrestricted free agent when the market opens at noon ET on July 1, 2025. Toronto holds his rights until then.|A statement and a free-agency date ahead.
1|L|transaction-wire|NHL transactions|Vegas Golden Knights: acquired RW Mitch Marner from Toronto in a sign-and-trade for C Nicolas Roy; signed Marner to an eight-year, $96 million contract (announced June 30, 2025; effective July 1).|Reports a trade and signing after the cutoff.
9|K|free-agent-tracker|Top 10 pending UFAs|1. Mitch Marner (TOR). 2. Sam Bennett (FLA). 3. Brad Marchand (FLA). 4. Nikolaj Ehlers (WPG). 5. Aaron Ekblad (FLA). Free agency opens July 1, 2025; teams can re-sign their own players until then.|A list of players not yet signed.
3|L|headline-present|Marner goes to Vegas; Leafs get Roy|Toronto turned a free agent-to-be into center Nicolas Roy on June 30, 2025, and Marner signed for $12 million a year with the Golden Knights.|Reports the June 30, 2025 deal.
4|K|betting-line|Marner's next team|Golden Knights +150, Maple Leafs +300, Hurricanes +400, Kings +600. Graded on his team as of July 15, 2025.|Odds on an open question.
2|L|beat-notes|Leafs notebook: life after Marner begins|Traded on June 30, 2025, Marner told Vegas reporters on a video call the next day that he needed "a fresh start," and Toronto spent July 1 trying to replace 100 points of offense.|Reports the trade and the next day's call.
""",
    ),
    Q(
        "n4-bruins-panthers-2023",
        "Will the Boston Bruins win their 2023 first-round playoff series against the Florida Panthers?",
        "Resolves YES if Boston wins the best-of-seven Eastern Conference first-round series that begins April 17, 2023. Resolves NO if Florida wins; a Game 7 would be played by April 30, 2023.",
        "2023-04-15",
        "2023-04-30",
        0,
        "sports",
        """
2|K|series-preview|First-round preview: Panthers vs. Bruins|Boston's record 65-win, 135-point season earns a date with the East's last wild card. Game 1 is Monday, April 17 at TD Garden, and the Bruins have won all four meetings with Florida this season.|A preview of a series not yet played.
1|L|game-recap|Panthers 4, Bruins 3 (OT): the upset is complete|Carter Verhaeghe scored in overtime of Game 7 on April 30, 2023, and Florida eliminated the Presidents' Trophy winners after trailing the series 3-1.|Reports the April 30, 2023 Game 7.
3|L|series-tracker|Series tracker: Bruins vs. Panthers|Game 1, April 17: Bruins 3-1. Game 2, April 19: Panthers 6-3. Game 3, April 21: Bruins 4-2. Game 4, April 23: Bruins 6-2. Game 5, April 26: Panthers 4-3 (OT). Game 6, April 28: Panthers 7-5. Game 7, April 30, 2023: Panthers 4-3 (OT).|A table of results from after the cutoff.
7|K|standings|NHL standings, final week|Boston has clinched the Presidents' Trophy. Florida, Pittsburgh and the Islanders are chasing the last two Eastern spots, and the regular season ends April 14.|Standings before the cutoff; a control.
4|K|betting-line|Series price: Bruins -400|Boston is -400 to win the series and +300 for the Stanley Cup; the Game 1 line is Bruins -250 on Monday, April 17, 2023.|Odds on a series not yet played.
1|L|injury-report|Bruins injury report: Bergeron day-to-day|Patrice Bergeron (upper body) is day-to-day and his status for Game 1 is uncertain. UPDATE, April 26, 2023: Bergeron returned for Game 5 after missing the first four games.|An update reports Bergeron's April 26, 2023 return.
""",
    ),
    Q(
        "n4-crew-mls-cup-2023",
        "Will the Columbus Crew win MLS Cup 2023?",
        "Resolves YES if Columbus wins the MLS Cup final on December 9, 2023. Resolves NO otherwise.",
        "2023-11-22",
        "2023-12-09",
        1,
        "sports",
        """
3|K|playoff-bracket|MLS Cup Playoffs bracket|Eastern Conference semifinal: Orlando City vs. Columbus Crew, this weekend. The conference finals are Saturday, Dec. 2, and MLS Cup is Saturday, Dec. 9, 2023, hosted by the finalist with the better regular-season record.|A bracket with dates ahead.
1|L|match-report|Crew 2, LAFC 1: Columbus lifts its third MLS Cup|Cucho Hernandez scored from the penalty spot and Yaw Yeboah added a second before halftime on Dec. 9, 2023 at Lower.com Field; Denis Bouanga pulled one back for LAFC.|Reports the December 9, 2023 final.
2|L|match-report|Crew 3, FC Cincinnati 2 (aet): Columbus wins the Hell is Real final|Christian Ramirez scored in extra time in Cincinnati on Dec. 2, 2023 as the Crew came back from two goals down to reach MLS Cup.|Reports the December 2, 2023 conference final.
9|K|betting-line|MLS Cup futures|FC Cincinnati +300, LAFC +400, Columbus +600, Orlando +700, Philadelphia +800. Graded on the Dec. 9, 2023 final, extra time and penalties included.|Odds on a tournament not yet over.
5|K|team-site|Crew announce playoff ticket information|Should Columbus advance and host the Eastern Conference Final on Saturday, Dec. 2, 2023, tickets will go on sale to season ticket members first, then to the public.|A conditional ticket notice.
4|L|power-rankings|Final power rankings of 2023|1. Columbus (MLS Cup champions, Dec. 9, 2023). 2. LAFC. 3. FC Cincinnati (Supporters' Shield). 4. Orlando City. 5. Philadelphia Union.|A ranking that reports the December 9, 2023 title.
""",
    ),
    Q(
        "n4-redbulls-mls-cup-2024",
        "Will the New York Red Bulls win MLS Cup 2024?",
        "Resolves YES if the Red Bulls win the MLS Cup final on December 7, 2024. Resolves NO if they lose the final or are eliminated earlier.",
        "2024-11-20",
        "2024-12-07",
        0,
        "sports",
        """
4|K|playoff-bracket|MLS Cup Playoffs: conference semifinals|East: NYCFC vs. New York Red Bulls, Orlando City vs. Atlanta United. West: LA Galaxy vs. Minnesota United, Seattle vs. LAFC. Semifinals Nov. 23-24; conference finals Nov. 30; MLS Cup Saturday, Dec. 7, 2024.|A bracket with dates ahead.
1|L|match-report|Galaxy 2, Red Bulls 1: LA wins a record sixth MLS Cup|Joseph Paintsil and Dejan Joveljic scored at Dignity Health Sports Park on Dec. 7, 2024, and the Galaxy held on without their injured playmaker Riqui Puig.|Reports the December 7, 2024 final.
2|L|match-report|Red Bulls 1, Orlando City 0: the seventh seed reaches the final|A second-half header sent the East's seventh seed to MLS Cup on Nov. 30, 2024, and the Red Bulls will play in Carson a week later.|Reports the November 30, 2024 conference final.
7|K|betting-line|MLS Cup odds after round one|LA Galaxy +300, Orlando +450, LAFC +500, Seattle +700, Red Bulls +1200. Graded on the Dec. 7, 2024 final.|Odds on a tournament not yet over.
3|K|beat-notes|Red Bulls notebook: Forsberg's knee and another derby|Emil Forsberg trained fully on Tuesday and is expected to start. Sandro Schwarz called the win in Columbus "the best 90 minutes of the season."|A report with no later date; a control.
1|L|injury-report|Galaxy injury report for MLS Cup|Riqui Puig (torn ACL, suffered in the Western Conference final on Nov. 30, 2024) is out for the final against the Red Bulls.|Reports an injury suffered after the cutoff.
""",
    ),
    Q(
        "n4-athletics-vegas-2023",
        "Will MLB owners approve the Oakland Athletics' relocation to Las Vegas by November 30, 2023?",
        "Resolves YES if Major League Baseball's owners vote, on or before November 30, 2023, to approve the Athletics' move to Las Vegas. Resolves NO otherwise.",
        "2023-11-05",
        "2023-11-30",
        1,
        "sports",
        """
10|K|league-release|Relocation committee to report at owners meetings|Commissioner Rob Manfred said the relocation committee's review of the Athletics' application is nearly complete and that a full owners vote could come at the quarterly meetings in Arlington, Texas, on Nov. 14-16, 2023.|A scheduled vote.
1|L|headline-past|Owners unanimously approve A's move to Las Vegas|Baseball's owners voted 30-0 on Nov. 16, 2023 in Arlington to let the Athletics relocate to a planned ballpark on the Las Vegas Strip.|Reports the November 16, 2023 vote.
5|K|beat-notes|A's notebook: Nevada money, an Oakland lease|Nevada approved up to $380 million in public money for a stadium in June. The Coliseum lease runs through the 2024 season, and the club has not said where it would play until a Las Vegas park opens.|Facts before the cutoff and an open question.
2|L|beat-notes|After the vote, the lease question|A day after winning approval on Nov. 16, 2023, the A's said talks on a short Oakland extension had stalled; on April 4, 2024 they announced they would play 2025-2027 at Sutter Health Park in West Sacramento.|Reports the vote and a later announcement.
3|K|betting-line|Prop: A's first regular-season game in Las Vegas before 2029|Yes -150, No +120. The market settles on the first official game played in Clark County.|Odds on a future event.
4|L|timeline|Timeline: the A's road to Las Vegas|June 15, 2023: Nevada stadium bill signed. Nov. 16, 2023: owners approve relocation. Sept. 26, 2024: last game at the Coliseum, a 3-2 win over Texas.|A timeline listing events after the cutoff.
""",
    ),
    Q(
        "n4-judge-60-2024",
        "Will Aaron Judge hit at least 60 home runs in the 2024 MLB regular season?",
        "Resolves YES if Judge finishes the 2024 regular season, which ends September 29, 2024, with 60 or more home runs. Resolves NO otherwise.",
        "2024-09-10",
        "2024-09-30",
        0,
        "sports",
        """
3|K|stats-page|MLB home run leaders|Aaron Judge, NYY 51. Shohei Ohtani, LAD 47. Anthony Santander, BAL 41. Marcell Ozuna, ATL 37. The Yankees' regular season ends Sept. 29, 2024 at Pittsburgh.|Standings of a race still under way.
1|L|stats-page|2024 final home run leaders|Aaron Judge, NYY 58. Shohei Ohtani, LAD 54. Anthony Santander, BAL 44. Regular season completed Sept. 29, 2024.|Final figures as of after the cutoff.
6|K|betting-line|Judge 60-homer prop|Over 59.5 home runs +400, under -600. He needs nine in the last 18 games; the prop settles after the final game on Sept. 29, 2024.|Odds on an unfinished season.
2|L|game-recap|Yankees clinch the AL East|New York won the division on Sept. 26, 2024 with a win over Baltimore in the Bronx, and Judge was given the next day off.|Reports the September 26, 2024 clinch.
4|K|beat-notes|Yankees notebook: Boone not worried about Judge's slump|Judge is 4-for-his-last-30 with one homer, and Aaron Boone said the swing "looks fine." The Yankees play 18 more games, the last of them on Sept. 29, 2024 at PNC Park.|A slump before the cutoff and a schedule.
2|L|columnist|58 and done: why this season tops 62|Judge finished with 58 home runs and 144 RBIs when the season ended on Sept. 29, 2024, short of his 2022 total but, this column argues, a better year.|Reports the final total as of September 29, 2024.
""",
    ),
    Q(
        "n4-skenes-roy-2024",
        "Will Paul Skenes win the 2024 National League Rookie of the Year award?",
        "Resolves YES if the BBWAA names Pittsburgh's Paul Skenes NL Rookie of the Year on November 18, 2024. Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-18",
        1,
        "sports",
        """
4|K|award-watch|Awards calendar: finalists next week|BBWAA finalists for every award will be announced on MLB Network on Nov. 4, and the Rookies of the Year on Nov. 18, 2024. Skenes, Jackson Merrill and Jackson Chourio are the expected NL trio.|A calendar of future announcements.
1|L|award-recap|Skenes and Gil win Rookie of the Year|Pirates right-hander Paul Skenes took 23 of 30 first-place votes for the NL award on Nov. 18, 2024, beating Jackson Merrill; Yankees starter Luis Gil edged Colton Cowser in the AL.|Reports the November 18, 2024 awards.
2|L|award-tracker|BBWAA awards week: results|Rookies (Nov. 18): Skenes, Gil. Managers (Nov. 19): Pat Murphy, Stephen Vogt. Cy Young (Nov. 20): Chris Sale, Tarik Skubal. MVP (Nov. 21, 2024): Shohei Ohtani, Aaron Judge.|A list of results from after the cutoff.
7|K|betting-line|NL Rookie of the Year odds|Skenes -400, Merrill +275, Chourio +2500. Settles on the Nov. 18, 2024 announcement.|Odds on an award not yet announced.
10|K|stats-page|Skenes by the numbers|11-3, 1.96 ERA, 170 strikeouts in 133 innings across 23 starts; started the All-Star Game on July 16 in Arlington.|Only past figures; a control.
3|L|team-site|Pirates congratulate Skenes|Paul Skenes, named NL Rookie of the Year on November 18, 2024, is the first Pirate to win the award since Jason Bay in 2004.|Reports the November 18, 2024 award.
""",
    ),
    Q(
        "n4-yamamoto-yankees-2023",
        "Will Yoshinobu Yamamoto agree to a contract with the New York Yankees before his posting window closes on January 4, 2024?",
        "Resolves YES if Yamamoto agrees to terms with the Yankees before 5 p.m. ET on January 4, 2024. Resolves NO if he signs elsewhere or returns to Japan.",
        "2023-12-08",
        "2024-01-04",
        0,
        "sports",
        """
5|K|free-agent-tracker|Yamamoto tracker: the window and the suitors|Posted by Orix on Nov. 20, Yamamoto has until 5 p.m. ET on Jan. 4, 2024 to sign. The Yankees, Mets, Dodgers, Giants, Red Sox and Phillies are among the clubs that have met with him.|A deadline still ahead.
1|L|headline-past|Yamamoto picks the Dodgers: 12 years, $325 million|Yamamoto agreed with Los Angeles on Dec. 21, 2023 on the largest contract ever given to a pitcher, choosing the Dodgers over the Yankees and Mets.|Reports the December 21, 2023 agreement.
2|L|beat-notes|Yankees notebook: after Soto, a Yamamoto miss|Two weeks after trading for Juan Soto, the Yankees lost out on Yamamoto on Dec. 21, 2023 and later added Marcus Stroman on a two-year deal in January 2024.|Reports events after the cutoff.
1|K|trade-tracker|Trade: Soto to the Bronx|Yankees acquire OF Juan Soto and OF Trent Grisham from San Diego for RHP Michael King, RHP Drew Thorpe, RHP Jhony Brito, RHP Randy Vasquez and C Kyle Higashioka.|A trade made before the cutoff; a control.
6|K|betting-line|Yamamoto destination odds|Yankees +150, Mets +200, Dodgers +300, Giants +800. Graded when an agreement is reported; the posting window closes Jan. 4, 2024.|Odds on a signing not yet made.
4|L|free-agent-tracker|Winter meetings tracker: the Ohtani domino|Dec. 9, 2023: Shohei Ohtani agrees with the Dodgers, 10 years, $700 million, most of it deferred. The Yankees and Mets turn their full attention to Yamamoto.|Reports an agreement after the cutoff.
""",
    ),
    Q(
        "n4-sasaki-dodgers-2025",
        "Will Roki Sasaki sign with the Los Angeles Dodgers before his posting window closes on January 23, 2025?",
        "Resolves YES if Sasaki agrees to a minor league contract with the Dodgers before 5 p.m. ET on January 23, 2025. Resolves NO otherwise.",
        "2025-01-08",
        "2025-01-23",
        1,
        "sports",
        """
4|K|free-agent-tracker|Sasaki: what happens next|Posted on Dec. 10, Sasaki is subject to international bonus pool limits and can sign only a minor league deal. The new signing period opens Jan. 15, 2025, and his window closes at 5 p.m. ET on Jan. 23.|A process with dates still ahead.
1|L|headline-present|Sasaki chooses the Dodgers|Roki Sasaki announced on Jan. 17, 2025 that he will sign with Los Angeles, picking the champions over the Padres and Blue Jays.|Reports the January 17, 2025 decision.
2|L|beat-notes|Dodgers notebook: Sasaki signs for a $6.5 million bonus|The Dodgers made the signing official on Jan. 18, 2025 and introduced Sasaki at Dodger Stadium, where he said he wanted to "become the best pitcher in the world."|Reports the January 18, 2025 signing.
8|K|betting-line|Sasaki destination odds|Dodgers -150, Padres +300, Yankees +600, Blue Jays +800, field +1000. Graded when a signing is announced, no later than Jan. 23, 2025.|Odds on a signing not yet made.
3|K|beat-notes|Padres notebook: quiet on Sasaki|The Padres have said they will not comment on Sasaki until the signing period opens on Jan. 15, 2025; Yu Darvish was part of the pitch in December.|A stated plan and a date ahead.
6|L|game-recap|Tokyo Series: Sasaki's debut|Sasaki threw three innings in his major league debut against the Cubs at the Tokyo Dome on March 19, 2025, walking five, and the Dodgers won 6-3.|Reports a game after the cutoff.
""",
    ),
    Q(
        "n4-rays-steinbrenner-2024",
        "Will the Tampa Bay Rays announce by December 1, 2024 that they will play their 2025 home games at George M. Steinbrenner Field?",
        "Resolves YES if the Rays announce, on or before December 1, 2024, that Steinbrenner Field in Tampa will host their 2025 regular-season home games. Resolves NO otherwise.",
        "2024-11-05",
        "2024-12-01",
        1,
        "sports",
        """
5|K|team-site|Rays update on Tropicana Field|Hurricane Milton tore most of the roof fabric off the stadium on Oct. 9-10. The city estimates repairs could take until 2026, and the club is evaluating options for 2025 with a decision expected in the coming weeks. Opening Day is March 27, 2025.|A status update and a date ahead.
1|L|headline-past|Rays will play 2025 at the Yankees' spring home|The Rays announced on Nov. 21, 2024 that they will play their 2025 home schedule at George M. Steinbrenner Field in Tampa, the 11,000-seat spring training park of the Yankees.|Reports the November 21, 2024 announcement.
3|K|beat-notes|Rays notebook: the options on the table|Candidates include Steinbrenner Field, the Blue Jays' complex in Dunedin and the Braves' former spring site at Disney. A decision is expected before the winter meetings, which begin Dec. 9, 2024 in Dallas.|Options and an expected decision.
2|L|beat-notes|A season in a spring park|After the Nov. 21, 2024 announcement, the Rays opened at Steinbrenner Field on March 27, 2025 before a sellout crowd, and players said the heat was "a real factor" by May.|Reports events after the cutoff.
8|K|ticket-page|Rays 2025 season tickets|Place a deposit for 2025. Home opener: March 27, 2025 vs. Colorado. Venue to be announced; deposits are fully refundable.|A ticket page with a future date.
4|L|stadium-tracker|Stadium tracker: Rays, 2024-25|Nov. 21, 2024: Steinbrenner Field chosen for 2025. March 13, 2025: owner Stuart Sternberg says the team is withdrawing from the St. Petersburg stadium agreement.|A tracker listing events after the cutoff.
""",
    ),
    Q(
        "n4-devers-trade-2025",
        "Will the Boston Red Sox trade Rafael Devers by July 15, 2025?",
        "Resolves YES if a trade sending Rafael Devers from Boston to another club is completed on or before July 15, 2025. Resolves NO otherwise.",
        "2025-06-10",
        "2025-07-15",
        1,
        "sports",
        """
5|K|beat-notes|Red Sox notebook: Devers at DH, and that is that|Devers repeated that he will not play first base after Triston Casas' season-ending knee injury, and Craig Breslow said the sides "will keep talking." Boston hosts the Yankees June 13-15 at Fenway.|Statements and a scheduled series.
1|L|headline-past|Red Sox trade Devers to the Giants|Boston sent Rafael Devers to San Francisco on June 15, 2025 for pitchers Jordan Hicks and Kyle Harrison and two prospects, hours after finishing a sweep of the Yankees.|Reports the June 15, 2025 trade.
3|L|trade-tracker|2025 MLB trade tracker|June 15, 2025: Giants acquire 3B/DH Rafael Devers from Boston for LHP Kyle Harrison, RHP Jordan Hicks, OF James Tibbs III and RHP Jose Bello; San Francisco takes on the rest of his 10-year, $313.5 million contract.|A tracker entry dated after the cutoff.
9|K|betting-line|Devers trade odds|Traded before the July 31, 2025 deadline +600, not traded -1000. The market settles at the deadline.|Odds on a trade not yet made.
2|K|analysis|Why Boston can't simply trade Devers|Devers signed a 10-year, $313.5 million extension in January 2023 that runs through 2033, so any trade would mean another club taking on more than $250 million. The deadline is July 31, 2025.|A past contract and a deadline ahead.
4|L|press-conference|Breslow explains the Devers deal|A day after the June 15, 2025 trade, Breslow told reporters at Fenway Park that the club had "a difference of opinion" with Devers about his role and chose to move on.|Reports the trade and the next day's news conference.
""",
    ),
    Q(
        "n4-orioles-al-east-2023",
        "Will the Baltimore Orioles win the 2023 American League East?",
        "Resolves YES if Baltimore finishes first in the AL East when the 2023 regular season ends on October 1, 2023. Resolves NO otherwise.",
        "2023-09-12",
        "2023-10-01",
        1,
        "sports",
        """
4|K|standings|AL East standings|Baltimore leads Tampa Bay by two games with about 20 to play, and the teams meet at Camden Yards on Sept. 14-17, 2023. The regular season ends Oct. 1.|Standings and scheduled games.
1|L|headline-present|Orioles clinch the AL East with a win over Boston|Baltimore won its first division title since 2014 on Sept. 28, 2023, beating the Red Sox 2-0 at Camden Yards.|Reports the September 28, 2023 clinch.
2|L|standings|Final 2023 AL East standings|Baltimore 101-61, Tampa Bay 99-63, Toronto 89-73, New York 82-80, Boston 78-84. The regular season ended Oct. 1, 2023.|Final standings from after the cutoff.
7|K|betting-line|AL East odds|Orioles -200, Rays +170. Graded when the regular season ends on Oct. 1, 2023; a tie would be broken by head-to-head record.|Odds on a race still open.
3|L|beat-notes|Orioles notebook: October baseball is back|Baltimore clinched its first playoff berth since 2016 on Sept. 17, 2023 with a win over Tampa Bay, and Brandon Hyde said the division was "the next thing."|Reports the September 17, 2023 clinch.
10|K|injury-report|Orioles injury report|Closer Felix Bautista (right elbow) went on the injured list on Aug. 26 with no timetable; Yennier Cano and Danny Coulombe will share the ninth inning.|Only dates before the cutoff; a control.
""",
    ),
]
