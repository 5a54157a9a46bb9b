# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold77` part, read by `build_hold77.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part of data and reference pages as a search engine returns their text: league tables,
fixture and result lists, box scores and scorecards, election result pages, economic release
calendars and data tables, event listings and timetables, with rows and cells flattened into
lines. The events are real ones of 2023-2025; the wording is invented and the figures are from
memory, not checked data. See `build_hold77.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "s9-galatasaray-superlig-2024",
        "Will Galatasaray win the 2023-24 Turkish Süper Lig title?",
        "Resolves YES if Galatasaray finish first in the 2023-24 Süper Lig table after the final round of matches on May 26, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-26",
        1,
        "sports",
        """
3|K|league-table|Süper Lig 2023-24 standings - Trendyol Süper Lig|Pos Club P Pts: 1 Galatasaray 35 96; 2 Fenerbahçe 35 90; 3 Trabzonspor 35 61; 4 Başakşehir 35 55; 5 Kasımpaşa 35 52. Still to play for the top two: matchweek 36 (May 11-13), matchweek 37 (May 19, Galatasaray v Fenerbahçe) and matchweek 38 (May 26, 2024).|A table after matchweek 35 with the remaining rounds as a schedule.
6|K|fixture-list|Galatasaray fixtures and results 2023-24|MW36 Sun 12.05.2024 home 19:00 ... MW37 Sun 19.05.2024 Galatasaray - Fenerbahçe, RAMS Park, 19:00 ... MW38 Sun 26.05.2024 Konyaspor - Galatasaray, 20:00. Kick-off times are local (TSİ) and subject to change by the TFF.|Fixtures not yet played.
2|L|result-list|Süper Lig matchweek 37: all results|Sunday, May 19, 2024 - Galatasaray 0-1 Fenerbahçe (Söyüncü 68'). Full time. Standings after MW37: 1 Galatasaray 37 99; 2 Fenerbahçe 37 96. The title will be decided on the last day.|Reports the May 19, 2024 derby result and table as done.
1|L|league-table|Süper Lig 2023-24 final table|Final standings as of 26 May 2024. 1 Galatasaray (C) 38 W33 D3 L2 102; 2 Fenerbahçe 38 W31 D6 L1 99; 3 Trabzonspor 38 67. Last round: Konyaspor 1-3 Galatasaray; Fenerbahçe 6-0 İstanbulspor.|A final table dated May 26, 2024 reports the outcome.
4|K|tv-listings|Derbi yayın bilgisi: Galatasaray - Fenerbahçe|Süper Lig, 37. hafta. Pazar 19 Mayıs 2024, saat 19.00. Yayın: beIN SPORTS 1. Hakem ataması maçtan önceki hafta açıklanacak.|A broadcast listing for a match ahead.
8|K|form-table|Süper Lig form guide, last five league matches|Through 30 April 2024. Galatasaray W W W D W (goals 13-4). Fenerbahçe W W W W D (goals 14-3). Trabzonspor L W W L W.|A control with only earlier results.
""",
    ),
    Q(
        "s9-ipswich-promotion-2024",
        "Will Ipswich Town finish in the top two of the 2023-24 EFL Championship?",
        "Resolves YES if Ipswich Town finish first or second in the 2023-24 Championship table after the final round on May 4, 2024, earning automatic promotion to the Premier League. Resolves NO otherwise.",
        "2024-04-20",
        "2024-05-04",
        1,
        "sports",
        """
2|K|league-table|Sky Bet Championship table|Updated 18 Apr 2024. Pos Team P GD Pts: 1 Leicester City 42 +43 88; 2 Ipswich Town 42 +31 87; 3 Leeds United 43 +38 87; 4 Southampton 41 +22 80; 5 West Brom 43 +20 71; 6 Norwich City 43 +14 70. Final round: Saturday 4 May 2024, all matches 12:30.|A table before the run-in and the final-round date as a schedule.
5|K|fixture-list|Championship final day fixtures|Sat 04 May 2024 (KO 12:30 BST): Ipswich Town v Huddersfield Town; Blackburn Rovers v Leicester City; Leeds United v Southampton; Birmingham City v Norwich City; Sheffield Wednesday v Sunderland. Live on Sky Sports where stated.|Fixtures on a date after the cutoff, not played.
4|L|result-list|Championship results: Friday 26 April|QPR 4-0 Leeds United (FT). The result on 26 April 2024 confirmed promotion for Leicester City and left Ipswich needing four points from two games to join them.|Reports an April 26, 2024 result as done.
1|L|result-list|Ipswich Town 2-0 Huddersfield Town: match facts|Sky Bet Championship, Portman Road, May 4, 2024. Goals: Hutchinson 12', Broadhead 26'. Att: 29,611. Ipswich promoted to the Premier League as runners-up.|A match report line dated May 4, 2024 gives the outcome.
3|L|league-table|Championship 2023-24: final table|Final, 4 May 2024 17:40. 1 Leicester City 46 97 (C, P); 2 Ipswich Town 46 96 (P); 3 Leeds United 46 90; 4 Southampton 46 87; 5 West Brom 46 75; 6 Norwich City 46 73. Play-offs: 3v6, 4v5.|A final table dated after the cutoff.
7|K|event-listing|Tickets: Ipswich Town v Huddersfield Town|Sky Bet Championship. Portman Road. Saturday 4th May 2024, kick-off 12:30. Sold out - season ticket holders and members only. No general sale.|A ticket listing for a future match.
""",
    ),
    Q(
        "s9-birmingham-l1-100pts-2025",
        "Will Birmingham City finish the 2024-25 League One season with 100 or more points?",
        "Resolves YES if Birmingham City's total in the final 2024-25 EFL League One table, after the last round on May 3, 2025, is 100 points or more. Resolves NO otherwise.",
        "2025-04-12",
        "2025-05-03",
        1,
        "sports",
        """
3|K|league-table|Sky Bet League One table|As at 9 April 2025. 1 Birmingham City P39 W28 D8 L3 GD+50 Pts92; 2 Wrexham P40 74; 3 Wycombe Wanderers P40 73; 4 Stockport County P40 71; 5 Charlton Athletic P40 69. Birmingham have a game in hand on the chasing pack.|A table before the cutoff, no later result.
6|K|fixture-list|Birmingham City: remaining League One fixtures|Tue 15 Apr 2025 19:45 (A); Fri 18 Apr 15:00 (H); Mon 21 Apr 15:00 (A); Sat 26 Apr 15:00 (H); Tue 29 Apr 19:45 (H); Sat 3 May 2025 12:30 (A, final day). All dates subject to change for TV selection.|Fixtures, not results.
1|L|league-table|League One 2024-25 final standings|Final table, 3 May 2025: 1 Birmingham City 46 111 (C); 2 Wrexham 46 92 (P); 3 Stockport County 46 87; 4 Charlton Athletic 46 85; 5 Wycombe Wanderers 46 84; 6 Leyton Orient 46 78.|A final table dated May 3, 2025 reports the points total.
2|L|records-table|Most points in an English league season|Birmingham City 111, League One 2024-25 (season completed May 3, 2025); Reading 106, Championship 2005-06; Sunderland 105, Championship 1998-99; Charlton Athletic 101, League One 2011-12.|A records list reports the May 3, 2025 total as done.
4|K|records-table|Points record watch: League One|At their current rate of 2.36 points a game Birmingham would end on about 109 points, which would beat Reading's record of 106. They need eight more to reach 100 with seven matches to play.|A projection, not a result.
5|L|result-list|EFL Trophy final: result|Vertu Trophy final, Wembley, 13 April 2025: Birmingham City 0-2 Peterborough United. Attendance 75,000-plus. Peterborough retain the trophy.|Reports a final played on April 13, 2025, after the cutoff.
""",
    ),
    Q(
        "s9-curry-4000-threes-2025",
        "Will Stephen Curry make his 4,000th career regular-season three-pointer before March 20, 2025?",
        "Resolves YES if Curry's 4,000th made three-point field goal in NBA regular-season play comes in a game played on or before March 19, 2025. Resolves NO otherwise.",
        "2025-03-03",
        "2025-03-20",
        1,
        "sports",
        """
2|K|player-stats|Stephen Curry career stats: three-pointers|Career regular-season 3PM: 3,976 (through games of Feb 28, 2025). 2024-25: 3PM 4.4 per game, 3P% .400. Milestone: 24 from 4,000. Next Warriors games: Mar 3, Mar 5, Mar 7, Mar 8, Mar 10, Mar 13, 2025.|Career totals and a schedule of games ahead.
5|K|schedule|Golden State Warriors schedule: March 2025|Thu Mar 13 vs Sacramento, Chase Center, 7:00 PM PT, NBC Sports Bay Area ... Sun Mar 16 vs Phoenix, 5:30 PM PT ... Tue Mar 18 vs Milwaukee, 7:00 PM PT. Tickets from $89.|A game schedule only.
1|L|box-score|Kings 104, Warriors 130 - Final|Thursday, March 13, 2025, Chase Center, San Francisco. Curry 28 MIN, 8-17 FG, 4-11 3PT, 20 PTS; his first three of the night was the 4,000th of his career, the first player to reach that total.|A box score dated March 13, 2025 reports the milestone.
3|L|leaderboard|NBA all-time leaders: 3-pointers made|Career regular season, updated March 18, 2025. 1 Stephen Curry 4,012 (active); 2 Ray Allen 2,973; 3 James Harden 2,960 (active); 4 Damian Lillard 2,778 (active); 5 Kyle Korver 2,450.|A leaderboard dated after the cutoff shows Curry past 4,000.
7|K|leaderboard|All-time 3-point field goals made (regular season)|Through Feb 24, 2025: 1 Stephen Curry 3,960; 2 Ray Allen 2,973; 3 James Harden 2,940; 4 Damian Lillard 2,762; 5 Kyle Korver 2,450; 6 Reggie Miller 2,560.|A control with an earlier date only.
4|L|milestone-tracker|Milestone watch: Curry and 4,000|At his average of 4.4 makes a game, Curry would reach 4,000 around March 10-14, 2025. Updated March 14, 2025: milestone reached - No. 4,000 came against Sacramento on March 13 at Chase Center.|An update appended to a projection reports the March 13, 2025 milestone.
""",
    ),
    Q(
        "s9-hundred-2024-invincibles",
        "Will Oval Invincibles win the 2024 men's Hundred?",
        "Resolves YES if Oval Invincibles win the men's final of The Hundred 2024, scheduled at Lord's on August 18, 2024. Resolves NO otherwise.",
        "2024-08-02",
        "2024-08-18",
        1,
        "sports",
        """
3|K|league-table|The Hundred 2024: men's table|After 20 of 32 group matches (29 July 2024). Team P W L NR Pts NRR: Oval Invincibles 5 4 1 0 8 +1.21; Southern Brave 5 4 1 0 8 +0.64; Northern Superchargers 5 3 1 1 7 +0.30; Manchester Originals 5 1 4 0 2 -0.98. Top three reach the knockouts: eliminator 17 August, final 18 August 2024.|A mid-table and knockout dates as a schedule.
6|K|fixture-list|The Hundred 2024 men's fixtures|Knockouts: Eliminator - Saturday 17 August 2024, The Kia Oval, 18:30 (2nd v 3rd). Final - Sunday 18 August 2024, Lord's, 18:30 (1st v eliminator winner). Women's final the same day, 14:30.|Knockout fixtures not yet played.
4|L|league-table|The Hundred 2024: men's final standings|Group stage complete (15 August 2024). 1 Oval Invincibles 8 6 2 12 pts; 2 Southern Brave 8 6 2 12; 3 Northern Superchargers 8 5 2 11; 4 Trent Rockets 8 4 4 8. Invincibles qualify direct for the final.|A final group table dated after the cutoff.
2|L|scorecard|Eliminator: Southern Brave v Northern Superchargers|The Kia Oval, 17 Aug 2024. Southern Brave 172/6 (100 balls); Northern Superchargers 163/8 (100 balls). Southern Brave won by 9 runs.|A scorecard dated August 17, 2024 reports a later result.
1|L|scorecard|Final: Oval Invincibles v Southern Brave|Lord's, Aug. 18, 2024. Oval Invincibles 147/6 (100 balls); Southern Brave 130/8 (100 balls). Oval Invincibles won by 17 runs and retain the men's title.|A scorecard dated August 18, 2024 reports the outcome.
5|K|event-listing|The Hundred Finals Day - Lord's|Sun 18 Aug 2024. Gates 12:30. Women's final 14:30, men's final 18:30. Adult tickets from £25, under-16s £6. Some seats remain in the Compton and Edrich stands.|A ticket listing for an event ahead.
""",
    ),
    Q(
        "s9-kbo-2024-kia",
        "Will the Kia Tigers win the 2024 Korean Series?",
        "Resolves YES if the Kia Tigers win the best-of-seven 2024 KBO Korean Series, scheduled to begin on October 21, 2024. Resolves NO otherwise.",
        "2024-10-14",
        "2024-10-28",
        1,
        "sports",
        """
8|K|standings|2024 KBO League final regular-season standings|Team W-L-D PCT GB: Kia Tigers 87-55-2 .613 -; Samsung Lions 78-64-2 .549 9.0; LG Twins 76-66-2 .535 11.0; Doosan Bears 74-68-2 .521 13.0; KT Wiz 72-70-2 .507 15.0. Season ended Oct. 1.|A control with final regular-season standings only.
5|K|schedule|2024 KBO postseason schedule|Wild card: Oct 2-3. Semi-playoff (best of 5): Oct 5-11. Playoff (best of 5): Oct 13-19. Korean Series: Game 1 Mon Oct 21 at Gwangju; Game 2 Oct 22; Games 3-4 Oct 24-25 at the playoff winner; Games 5-7 Oct 27-29 if needed.|A postseason schedule ahead.
1|K|series-table|Playoff: Samsung vs. LG|Game 1 (Oct 13, Daegu): Samsung 10, LG 4. Samsung lead 1-0. Game 2 at Daegu on Oct 14; Games 3-4 at Jamsil. The winner meets Kia in the Korean Series from Oct 21.|A game before the cutoff and games ahead.
4|L|series-table|KBO playoff result: Samsung advances|Samsung Lions beat LG Twins 3-1. Game 4 (Oct 19, 2024, Jamsil): Samsung 1, LG 0. Samsung face Kia in the Korean Series.|Reports an October 19, 2024 result as done.
1|L|result-list|2024 Korean Series results|Game 1 Oct 21 (suspended in the 6th, completed Oct 23): Kia 5, Samsung 1. Game 2 Oct 23: Kia 8, Samsung 3. Game 3 Oct 25: Samsung 4, Kia 2. Game 4 Oct 26: Kia 9, Samsung 2. Game 5 Oct 28, 2024: Kia 7, Samsung 5. Kia win series 4-1.|A results list reports the series as done.
2|L|box-score|Samsung 5, Kia 7 - Korean Series Game 5|Gwangju-Kia Champions Field, October 28, 2024. Samsung 5 ... Kia 7 (W: Jeon Sang-hyun, S: Jung Hae-young). Kia Tigers clinch their 12th Korean Series title.|A box score dated October 28, 2024 reports the outcome.
""",
    ),
    Q(
        "s9-lions-divisional-2025",
        "Will the Detroit Lions win their NFC divisional-round playoff game on January 18, 2025?",
        "Resolves YES if the Lions win the NFC divisional-round game at Ford Field on January 18, 2025. Resolves NO otherwise.",
        "2025-01-06",
        "2025-01-18",
        0,
        "sports",
        """
1|K|standings|NFC playoff seeds: 2024 season|1 Detroit Lions 15-2 (bye); 2 Philadelphia Eagles 14-3; 3 Tampa Bay Buccaneers 10-7; 4 Los Angeles Rams 10-7; 5 Minnesota Vikings 14-3; 6 Washington Commanders 12-5; 7 Green Bay Packers 11-6. Wild Card round Jan. 11-13, 2025; the Lions host the lowest remaining seed on Jan. 18.|Final seeds and a schedule ahead.
3|K|schedule|NFL divisional round schedule|Saturday, January 18, 2025: 4:30 p.m. ET AFC, Arrowhead Stadium; 8:00 p.m. ET NFC, Ford Field (Lions vs. TBD). Sunday, January 19: NFC 3:00 p.m. ET; AFC 6:30 p.m. ET.|A schedule of games ahead.
5|K|box-score|Lions 40, 49ers 34 - Final|Monday, December 30, 2024, Levi's Stadium. Goff 26-34, 303 yds, 3 TD. St. Brown 7 rec, 117 yds. Lions improve to 14-2 and set up a Week 18 game for the NFC North title.|A control with an earlier game only.
4|L|result-list|Wild Card weekend: results|Sunday, Jan. 12, 2025: Washington 23, Tampa Bay 20 (Gonzalez 37-yd FG as time expired). Philadelphia 22, Green Bay 10. Washington advances to face Detroit.|Reports a January 12, 2025 result as done.
2|L|box-score|Commanders 45, Lions 31 - Final|NFC Divisional, Ford Field, Jan 18, 2025. WAS 7 17 7 14 - 45; DET 10 3 10 8 - 31. Daniels 22-31, 299 yds, 2 TD. Lions turnovers: 5. Washington advance to the NFC Championship.|A box score dated January 18, 2025 reports the outcome.
6|L|playoff-bracket|2024-25 NFL playoff bracket|NFC Championship, Sunday, January 26, 2025: Philadelphia 55, Washington 23. Super Bowl LIX, Feb. 9, 2025, New Orleans: Kansas City vs. Philadelphia.|Reports a January 26, 2025 result as done.
""",
    ),
    Q(
        "s9-okc-65-wins-2025",
        "Will the Oklahoma City Thunder win at least 65 regular-season games in 2024-25?",
        "Resolves YES if the Thunder's final 2024-25 NBA regular-season record, complete after the last games on April 13, 2025, includes 65 or more wins. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-13",
        1,
        "sports",
        """
2|K|standings|NBA Western Conference standings|Through games of Mar 17, 2025. 1 Oklahoma City 56-12 .824 - L10 8-2 W3; 2 Houston 44-25 12.5; 3 Denver 44-25 12.5; 4 LA Lakers 42-25 13.5; 5 Memphis 43-26 13.5. OKC clinched a playoff berth on Mar 7.|A standings table before the cutoff.
5|K|schedule|Thunder remaining 2024-25 schedule|14 games left: 8 home, 6 road. Final regular-season game Sun Apr 13, 2025, Paycom Center, 3:30 PM ET. Play-in tournament Apr 15-18; playoffs begin Apr 19.|A schedule ahead.
4|L|projection-table|Projected final records|Model as of Mar 16, 2025: OKC 67.1 wins (65+ in 84% of simulations); Cleveland 65.4; Boston 61.2; Houston 52.0. Final, Apr 13, 2025: OKC 68, Cleveland 64, Boston 61, Houston 52.|A projection table with the final totals of April 13, 2025 filled in.
1|L|standings|NBA standings: 2024-25 regular season final|Final (April 13, 2025). West: 1 Oklahoma City 68-14; 2 Houston 52-30; 3 LA Lakers 50-32; 4 Denver 50-32. East: 1 Cleveland 64-18; 2 Boston 61-21.|A final table dated April 13, 2025 reports the win total.
3|L|game-log|Oklahoma City Thunder game log: April 2025|Apr 8, 2025 vs PHX W 112-98 (64-13) ... Apr 11 at UTA W 123-106 (66-14) ... Apr 13 vs NOP W 115-100 (68-14). Best record in franchise history.|A game log reports results after the cutoff.
7|K|standings|Best records in the NBA|Through 64 games each (Mar 12, 2025): Cleveland 54-10, Oklahoma City 52-12, Boston 46-18, Houston 41-23.|A control with earlier records only.
""",
    ),
    Q(
        "s9-st-pauli-promotion-2024",
        "Will FC St. Pauli win promotion to the Bundesliga from the 2023-24 2. Bundesliga?",
        "Resolves YES if FC St. Pauli finish in the top two of the 2023-24 2. Bundesliga after the final matchday on May 19, 2024. Resolves NO otherwise.",
        "2024-04-26",
        "2024-05-19",
        1,
        "sports",
        """
4|K|league-table|2. Bundesliga 2023/24 - Tabelle|Nach dem 30. Spieltag: 1. FC St. Pauli 30 62; 2. Holstein Kiel 30 59; 3. Fortuna Düsseldorf 30 54; 4. Hamburger SV 30 51; 5. Karlsruher SC 30 46. Relegation (3rd v 16th of the Bundesliga): 23 and 27 May 2024.|A table after matchday 30 and play-off dates ahead.
6|K|fixture-list|FC St. Pauli Spielplan 2023/24|31. Spieltag Sa 27.04.2024 (A); 32. Spieltag Fr 03.05.2024 (H); 33. Spieltag So 12.05.2024 13:30 (H) v VfL Osnabrück; 34. Spieltag So 19.05.2024 15:30 (A).|Fixtures still to be played.
3|K|event-listing|Millerntor-Stadion: Tickets|FC St. Pauli - VfL Osnabrück. 2. Bundesliga, 33. Spieltag, Sonntag, 12.05.2024, 13:30 Uhr. Ausverkauft. Rückgabebörse öffnet 7 Tage vor dem Spiel.|A ticket listing for a future match.
2|L|result-list|2. Bundesliga, 33. Spieltag: Ergebnisse|Sunday, 12 May 2024: FC St. Pauli 3-1 VfL Osnabrück. St. Pauli steigt nach 13 Jahren wieder in die Bundesliga auf. Samstag, 11. Mai 2024: Holstein Kiel 1-1 Fortuna Düsseldorf - Kiel ebenfalls aufgestiegen.|Reports May 11-12, 2024 results as done.
1|L|league-table|2. Bundesliga 2023/24: Abschlusstabelle|Final standings, 19 May 2024: 1 FC St. Pauli 69 (champions, promoted); 2 Holstein Kiel 68 (promoted); 3 Fortuna Düsseldorf 63 (relegation play-off); 4 Hamburger SV 58.|A final table dated May 19, 2024 reports the outcome.
5|L|playoff-results|Relegation 2024: VfL Bochum v Fortuna Düsseldorf|First leg, 23 May 2024: Bochum 0-3 Düsseldorf. Second leg, 27 May 2024: Düsseldorf 0-3 Bochum (a.e.t.), Bochum win 6-5 on penalties and stay up.|Reports later play-off results as done.
""",
    ),
    Q(
        "s9-chelsea-wsl-2024",
        "Will Chelsea win the 2023-24 Women's Super League?",
        "Resolves YES if Chelsea finish first in the 2023-24 Barclays Women's Super League table after the final round on May 18, 2024. Resolves NO otherwise.",
        "2024-05-01",
        "2024-05-18",
        1,
        "sports",
        """
3|K|league-table|Barclays Women's Super League table|As of 28 April 2024. Pos Club P GD Pts: 1 Manchester City 19 +44 49; 2 Chelsea 18 +35 46; 3 Arsenal 19 +27 41; 4 Manchester United 19 +14 32; 5 Liverpool 19 +4 32. All final-round matches kick off at 12:30 on Saturday 18 May.|A table and a final-round schedule.
6|K|fixture-list|Chelsea Women: remaining WSL fixtures|Sun 5 May 2024 (A); Wed 8 May 2024 19:00 v Bristol City (H, Kingsmeadow); Sun 12 May 2024 (H); Sat 18 May 2024 12:30 v Manchester United (A, Leigh Sports Village).|Fixtures ahead.
2|L|result-list|WSL results: Sunday 5 May 2024|Liverpool 4-1 Manchester City (FT); Tottenham Hotspur 0-1 Chelsea (FT). City's lead cut to one point with Chelsea holding a game in hand.|Reports May 5, 2024 results as done.
5|L|result-list|WSL: Chelsea 8-0 Bristol City|Wed 8 May 2024, Kingsmeadow. Chelsea move level on points with Manchester City at the top, three goals behind on goal difference, with two games left.|Reports a May 8, 2024 result.
1|L|league-table|Women's Super League 2023-24: final table|Final, 18 May 2024. 1 Chelsea 22 55 GD+48 (C); 2 Manchester City 22 55 GD+43; 3 Arsenal 22 50; 4 Liverpool 22 39. Final day: Manchester United 0-6 Chelsea; Aston Villa 1-2 Manchester City.|A final table dated May 18, 2024 reports the outcome.
4|K|tv-listings|WSL final day: how to watch|Saturday 18 May 2024, 12:30 BST: Manchester United v Chelsea - Sky Sports Main Event; Aston Villa v Manchester City - BBC Two. Title to be decided on the final day if level on points.|A broadcast listing ahead.
""",
    ),
    Q(
        "s9-jokic-triple-double-avg-2025",
        "Will Nikola Jokić average a triple-double for the 2024-25 NBA regular season?",
        "Resolves YES if Jokić's final 2024-25 regular-season per-game averages, after the last games on April 13, 2025, are at least 10.0 points, 10.0 rebounds and 10.0 assists. Resolves NO otherwise.",
        "2025-03-25",
        "2025-04-13",
        1,
        "sports",
        """
2|K|player-stats|Nikola Jokić 2024-25 stats: per game|Through games of March 22, 2025. GP 62, MIN 36.6, PTS 28.9, REB 12.8, AST 10.3, FG% .574, 3P% .421. Nuggets: 10 games left; regular-season finale Sun Apr 13 at Houston.|Season averages to date and a game ahead.
5|K|projection-table|Triple-double watch: can Jokić hold 10 assists?|To finish at 10.0 APG or better over 72 games, Jokić needs 6.1 assists a game in his remaining games; at his current pace he would end near 29.0 / 12.7 / 10.2.|A projection of a future result.
3|L|box-score|Timberwolves 140, Nuggets 139 (2OT) - Final|Tuesday, April 1, 2025, Ball Arena. Jokić 53 MIN, 61 PTS, 10 REB, 10 AST - a career-high scoring night in a double-overtime loss.|A box score dated April 1, 2025 reports a later game.
1|L|season-stats|2024-25 NBA per-game leaders: final|Regular season complete, April 13, 2025. Jokić 29.6 PPG (3rd), 12.7 RPG (3rd), 10.2 APG (2nd). He joins Oscar Robertson and Russell Westbrook as the only players to average a triple-double for a season.|Final stats dated April 13, 2025 give the outcome.
4|L|schedule-results|Denver Nuggets schedule and results: April 2025|Tue Apr 1 vs MIN L 139-140 (2OT) ... Wed Apr 9 vs SAC W ... Fri Apr 11 at MEM W 117-109 ... Sun Apr 13, 2025 at HOU W 126-111. Final record 50-32.|A schedule page with results after the cutoff filled in.
7|K|leaderboard|Triple-doubles, 2024-25 season|Through Mar 17, 2025: Nikola Jokić 29; Josh Giddey 9; Domantas Sabonis 8; LeBron James 6; Cade Cunningham 6.|A control with an earlier date only.
""",
    ),
    Q(
        "s9-root-ponting-2025",
        "Will Joe Root pass Ricky Ponting into second place on the all-time Test run-scoring list before August 1, 2025?",
        "Resolves YES if Root's career Test runs exceed Ponting's 13,378 in a match finishing on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-08",
        "2025-08-01",
        1,
        "sports",
        """
2|K|stats-table|Most runs in Test cricket|As of 6 July 2025. 1 SR Tendulkar (Ind) 15,921; 2 RT Ponting (Aus) 13,378; 3 JH Kallis (SA/ICC) 13,289; 4 R Dravid (Ind/ICC) 13,288; 5 JE Root (Eng) 13,115* (active).|A control with career totals before the cutoff.
1|K|fixture-list|England v India 2025: Test schedule|1st Test Headingley 20-24 June; 2nd Test Edgbaston 2-6 July (India won by 336 runs); 3rd Test Lord's 10-14 July; 4th Test Emirates Old Trafford 23-27 July; 5th Test The Kia Oval 31 July-4 August 2025.|Earlier results and fixtures ahead.
4|K|milestone-tracker|Root milestone tracker|Needs 174 to pass Dravid and Kallis, 264 to pass Ponting. Earliest chance: 3rd Test at Lord's from 10 July; more likely at Old Trafford (23-27 July) if he keeps his average of 51.|A projection of a future milestone.
3|L|scorecard|3rd Test, Lord's: England v India|10-14 July 2025. England 387 (Root 104) & 192 (Root 40); India 387 & 170. England won by 22 runs. Series: England lead 2-1.|A scorecard dated after the cutoff reports a later match.
1|L|scorecard|4th Test, Old Trafford, Day 3|25 July 2025. England 544/7 at stumps (Root 150, Stokes 77*). Root passes Dravid, Kallis and Ponting during the innings and moves to 13,409 Test runs, second only to Tendulkar.|A scorecard dated July 25, 2025 reports the outcome.
6|L|stats-table|Most runs in Test cricket (updated)|Updated 4 August 2025. 1 SR Tendulkar 15,921; 2 JE Root 13,543* (active); 3 RT Ponting 13,378; 4 JH Kallis 13,289; 5 R Dravid 13,288.|A table dated after the cutoff shows Root second.
""",
    ),
    Q(
        "s9-japan-core-cpi-2025-01",
        "Will Japan's nationwide core CPI (excluding fresh food) for January 2025 rise 3.0% or more from a year earlier?",
        "Resolves YES if the figure for January 2025 published by the Statistics Bureau of Japan on February 21, 2025 shows year-on-year core CPI inflation of 3.0% or higher. Resolves NO otherwise.",
        "2025-02-07",
        "2025-02-21",
        1,
        "macro_data",
        """
3|K|release-calendar|Statistics Bureau of Japan: release schedule, February 2025|Feb 7 (Fri) 08:30 Family Income and Expenditure Survey, Dec 2024. Feb 21 (Fri) 08:30 Consumer Price Index, Japan, January 2025. Feb 28 (Fri) 08:30 CPI, Ku-area of Tokyo, February 2025 (preliminary).|A release calendar with dates ahead.
6|K|data-table|Japan CPI, all items less fresh food, y/y %|Jul 2024 2.7; Aug 2.8; Sep 2.4; Oct 2.3; Nov 2.7; Dec 3.0. Source: Statistics Bureau, released 24 January 2025.|A control with earlier data only.
4|K|calendar-consensus|Economic calendar: week of February 17-21|Mon Feb 17 JP GDP Q4 prelim (q/q annualised) cons 1.0%. Fri Feb 21 JP National Core CPI (YoY) Jan - consensus 3.1%, previous 3.0%.|A week-ahead calendar with forecasts.
2|L|calendar-actual|Economic calendar: Japan|Fri 21 Feb 2025 08:30 JST - National Core CPI (YoY) Jan. Actual 3.2%. Forecast 3.1%. Previous 3.0%. National CPI (YoY) Jan: Actual 4.0%, Previous 3.6%.|A calendar row dated February 21, 2025 gives the outcome.
1|L|data-table|Japan CPI less fresh food, y/y %|Oct 2024 2.3; Nov 2.7; Dec 3.0; Jan 2025 3.2 (released 2025-02-21, highest since June 2023).|A data table reports a value released after the cutoff.
5|L|data-table|Japan GDP: quarterly estimates|Q4 2024 preliminary (released 17 February 2025): +0.7% q/q, +2.8% annualised; Q3 2024 revised +0.4% q/q.|Reports a February 17, 2025 release as done.
""",
    ),
    Q(
        "s9-brazil-ipca-2024",
        "Will Brazil's 2024 IPCA inflation exceed the 4.5% upper limit of the central bank's target band?",
        "Resolves YES if IBGE's release of the December 2024 IPCA, scheduled for January 10, 2025, shows inflation for calendar 2024 above 4.50%. Resolves NO otherwise.",
        "2024-12-27",
        "2025-01-10",
        1,
        "macro_data",
        """
2|K|data-table|IPCA: variação acumulada em 12 meses (%)|jun/2024 4,23; jul/2024 4,50; ago/2024 4,24; set/2024 4,42; out/2024 4,76; nov/2024 4,87. Fonte: IBGE, divulgação de 10/12/2024.|A control with earlier data only.
5|K|release-calendar|IBGE: calendário de divulgações, janeiro de 2025|10/01/2025 (sexta) 09:00 - IPCA, dezembro de 2024. 14/01 - Pesquisa Mensal de Serviços, novembro. 28/01 - IPCA-15, janeiro de 2025.|A release calendar with dates ahead.
3|L|survey-table|Focus - Relatório de Mercado|Edition of 6 January 2025. IPCA 2024 median 4.90% (previous week 4.91%); IPCA 2025 median 4.99%; Selic end-2025 15.00%.|A survey edition dated January 6, 2025, after the cutoff, is reported as published.
6|K|meeting-calendar|Copom: calendário de reuniões 2025|28-29 de janeiro; 18-19 de março; 6-7 de maio; 17-18 de junho; 29-30 de julho; 16-17 de setembro; 4-5 de novembro; 9-10 de dezembro.|A meeting calendar ahead.
1|L|data-table|IPCA 2024: resultado anual|IPCA December 2024: +0.52% m/m. 2024 accumulated: 4.83% (released January 10, 2025), above the 4.50% ceiling. 2023: 4.62%.|A data table gives the outcome released on January 10, 2025.
4|L|central-bank-page|Carta aberta do presidente do Banco Central|Dated January 10, 2025: inflation of 4.83% in 2024 exceeded the upper limit of the tolerance interval; the letter sets out the causes and the measures taken, with the Selic at 12.25%.|An open letter dated after the cutoff reports the missed target.
""",
    ),
    Q(
        "s9-canada-unemployment-2025-05",
        "Will Canada's unemployment rate for May 2025 be 7.0% or higher?",
        "Resolves YES if Statistics Canada's Labour Force Survey for May 2025, released on June 6, 2025, shows a seasonally adjusted unemployment rate of 7.0% or higher. Resolves NO otherwise.",
        "2025-05-23",
        "2025-06-06",
        1,
        "macro_data",
        """
3|K|data-table|Labour force characteristics, monthly, seasonally adjusted|Unemployment rate (%): Nov 2024 6.8; Dec 6.7; Jan 2025 6.6; Feb 6.6; Mar 6.7; Apr 6.9. Employment change Apr: +7,400. Table 14-10-0287-01, released May 9, 2025.|A control with earlier data only.
6|K|release-calendar|The Daily: upcoming releases|June 4, 2025: Bank of Canada interest rate announcement (9:45 ET). June 6, 2025 (8:30 ET): Labour Force Survey, May 2025. June 24: Consumer Price Index, May 2025.|A release calendar with dates ahead.
4|L|calendar-actual|Economic calendar: North America|Fri Jun 6, 2025 08:30 ET - CA Unemployment Rate (May): Actual 7.0%, Consensus 7.0%, Prior 6.9%. CA Employment Change: Actual 8.8K, Consensus -12.5K. US Nonfarm Payrolls: Actual 139K.|Calendar rows dated June 6, 2025 give the outcome.
1|L|data-table|Labour Force Survey, May 2025|Released 2025-06-06. Unemployment rate 7.0% (+0.1), the highest since September 2016 outside the pandemic years. Employment +8,800; employment rate 60.8%.|A data table reports the May 2025 rate released after the cutoff.
2|L|central-bank-table|Bank of Canada policy rate: 2025 decisions|29 Jan: -25 bp to 3.00%. 12 Mar: -25 bp to 2.75%. 16 Apr: hold, 2.75%. 4 Jun 2025: hold, 2.75%. Next: 30 Jul 2025.|Reports the June 4, 2025 decision as done.
5|K|data-table|Unemployment rate by province, April 2025|Newfoundland and Labrador 10.4; Ontario 7.8; British Columbia 6.4; Alberta 6.9; Quebec 5.6; Saskatchewan 5.0. Canada 6.9.|A control with earlier data only.
""",
    ),
    Q(
        "s9-uk-unemployment-2025-09",
        "Will the UK unemployment rate for July-September 2025 be 4.9% or higher?",
        "Resolves YES if the ONS labour market release of November 11, 2025 shows an ILO unemployment rate of 4.9% or more for the three months to September 2025. Resolves NO otherwise.",
        "2025-10-24",
        "2025-11-11",
        1,
        "macro_data",
        """
4|K|data-table|LFS: ILO unemployment rate, UK, aged 16+, seasonally adjusted|Three-month averages (%): Mar-May 2025 4.7; Apr-Jun 2025 4.7; May-Jul 2025 4.7; Jun-Aug 2025 4.8. Source: ONS, dataset A02 SA, released 14 October 2025.|A control with earlier data only.
7|K|release-calendar|ONS release calendar|Tue 11 November 2025, 07:00 - Labour market overview, UK: November 2025. Thu 13 November - GDP monthly estimate, September 2025. Wed 19 November - Consumer price inflation, October 2025.|A release calendar with dates ahead.
5|K|calendar-consensus|UK economic calendar: November|Thu 6 Nov 12:00 BoE Bank Rate decision (cons 4.00%). Tue 11 Nov 07:00 ILO Unemployment Rate (3M, Sep) cons 4.9%, prev 4.8%; Claimant count change (Oct).|Forecasts for releases ahead.
2|L|calendar-actual|UK: Bank of England decision|Thu 6 Nov 2025 12:00 GMT - BoE Interest Rate Decision. Actual 4.00%. Forecast 4.00%. Previous 4.00%. MPC vote 5-4 (4 for a cut).|Reports the November 6, 2025 decision as done.
1|L|data-table|Labour market overview, UK: November 2025|Released 11 November 2025. Unemployment rate Jul-Sep 2025: 5.0%, up 0.2 points on the quarter and the highest since early 2021. Regular pay growth 4.6%.|A data table reports the outcome released after the cutoff.
3|K|meeting-calendar|Bank of England MPC dates 2025|6 February; 20 March; 8 May; 19 June; 7 August; 18 September; 6 November; 18 December. Monetary Policy Reports in February, May, August and November.|A meeting calendar ahead.
""",
    ),
    Q(
        "s9-mexico-gdp-2025-q1",
        "Will INEGI's timely estimate show Mexico's GDP contracting quarter on quarter in Q1 2025?",
        "Resolves YES if INEGI's timely estimate (estimación oportuna) for the first quarter of 2025, due on April 30, 2025, shows seasonally adjusted GDP below its Q4 2024 level. Resolves NO otherwise.",
        "2025-04-16",
        "2025-04-30",
        0,
        "macro_data",
        """
3|K|data-table|PIB de México, series desestacionalizadas: variación trimestral (%)|I-2024 0.0; II-2024 0.2; III-2024 1.1; IV-2024 -0.6. Fuente: INEGI, cifras revisadas del 21 de febrero de 2025.|A control with earlier data only.
6|K|release-calendar|INEGI: calendario de difusión, abril-mayo 2025|30 de abril de 2025 - Estimación Oportuna del PIB Trimestral, primer trimestre de 2025. 22 de mayo de 2025 - PIB a precios constantes, primer trimestre (cifras revisadas).|A release calendar with dates ahead.
4|K|forecast-table|Q1 2025 GDP: analysts' forecasts|Survey of 4 April 2025: median -0.1% q/q; range -0.6% to +0.3%. Two negative quarters in a row would meet the common definition of a technical recession. INEGI publishes on April 30.|Forecasts for a release ahead.
1|L|data-table|Estimación Oportuna del PIB, primer trimestre de 2025|Published 2025-04-30. Seasonally adjusted real GDP +0.2% q/q; primary activities +8.1%, industry -0.2%, services +0.2%. Mexico avoids a technical recession.|A data table reports the outcome released after the cutoff.
2|L|calendar-actual|Economic calendar: Mexico|Wed Apr 30, 2025 - MX GDP (QoQ) Q1 prelim. Actual 0.2%. Forecast -0.1%. Previous -0.6%.|A calendar row dated April 30, 2025 gives the outcome.
5|L|central-bank-table|Banxico: tasa objetivo|15 May 2025: -50 bp to 8.50%. 27/03/2025: -50 bp to 9.00%. 06/02/2025: -50 bp to 9.50%.|Reports the May 15, 2025 decision as done.
""",
    ),
    Q(
        "s9-aus-gdp-2024-q3",
        "Will Australia's real GDP grow by 0.4% or more quarter on quarter in Q3 2024?",
        "Resolves YES if the ABS national accounts release for the September quarter 2024, scheduled for December 4, 2024, shows seasonally adjusted real GDP growth of 0.4% or more. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-04",
        0,
        "macro_data",
        """
5|K|data-table|Australian National Accounts: key aggregates|GDP, chain volume, seasonally adjusted, q/q %: Sep 2023 0.3; Dec 2023 0.1; Mar 2024 0.2; Jun 2024 0.2. Through the year to June 2024: 1.0%.|A control with earlier data only.
3|K|release-calendar|ABS release calendar: December 2024|Tue 3 Dec - Business Indicators, September 2024; Wed 4 Dec 2024, 11:30am - Australian National Accounts: National Income, Expenditure and Product, September 2024; Wed 11 Dec - Labour Force, November.|A release calendar with dates ahead.
6|K|meeting-calendar|RBA Board meeting dates|2024: 4-5 November; 9-10 December. 2025: 17-18 February; 31 March-1 April; 19-20 May. Statements at 2:30pm on the second day.|A meeting calendar ahead.
1|L|data-table|Australian National Accounts, September quarter 2024|Released 4 December 2024. GDP +0.3% q/q (seasonally adjusted), +0.8% through the year, the weakest annual pace since 1991 outside the pandemic. GDP per capita -0.3%.|A data table reports the outcome released after the cutoff.
2|L|calendar-actual|Economic calendar: Australia|Wed Dec 4, 2024 11:30 AEDT - AU GDP (QoQ) Q3: Actual 0.3%, Forecast 0.5%, Previous 0.2%. Tue Dec 10, 2024 - RBA cash rate: Actual 4.35%, Previous 4.35%.|Calendar rows dated December 4 and 10, 2024 give later results.
4|K|calendar-consensus|Week ahead: Asia-Pacific data|Mon Dec 2 AU Building approvals. Wed Dec 4 AU GDP Q3 - consensus 0.5% q/q, 1.1% y/y. Thu Dec 5 AU trade balance (Oct).|Forecasts for releases ahead.
""",
    ),
    Q(
        "s9-montana-senate-2024-sheehy",
        "Will Republican Tim Sheehy defeat incumbent Jon Tester in Montana's U.S. Senate election on November 5, 2024?",
        "Resolves YES if Sheehy is projected or certified as the winner of the November 5, 2024 U.S. Senate general election in Montana. Resolves NO otherwise.",
        "2024-10-22",
        "2024-11-06",
        1,
        "elections",
        """
2|K|candidate-list|Montana general election: certified candidate list|United States Senator (vote for one): Tim Sheehy, Republican; Jon Tester, Democrat (incumbent); Sid Daoud, Libertarian; Robert Barb, Green. Election Day: Tuesday, November 5, 2024. Polls open 7 a.m. to 8 p.m.|A candidate list and an election date ahead.
5|K|polling-table|Montana Senate: polling average|As of Oct. 16, 2024. Sheehy 51.0, Tester 44.7 (Sheehy +6.3). Latest: Emerson Oct 5-8 Sheehy 52, Tester 44; NYT/Siena Sept 29-Oct 6 Sheehy 52, Tester 44.|Polls before the cutoff.
4|K|ballot-tracker|Montana absentee ballot returns|Through October 18, 2024: 712,000 active registered voters; 461,000 absentee ballots sent; 213,000 returned (46%). Ballots must be received by 8 p.m. on Nov. 5.|Returns to date and a deadline ahead.
1|L|results-page|Montana U.S. Senate results|100% of expected vote (Nov. 6, 2024). Sheehy (R) 319,682 52.6%; Tester (D) 276,305 45.5%; Daoud (L) 8,272 1.4%; Barb (G) 0.5%. Winner: Sheehy, a Republican gain.|A results page dated November 6, 2024 reports the outcome.
3|L|results-page|2024 U.S. Senate results: balance of power|After the November 5, 2024 elections: Republicans 53, Democrats 47 (incl. independents). Republican gains: West Virginia (Justice), Ohio (Moreno), Montana (Sheehy), Pennsylvania (McCormick).|A results summary reports the outcome as done.
6|K|results-page|Montana U.S. Senate 2018 results|Jon Tester (D) 253,876 50.3%; Matt Rosendale (R) 235,963 46.8%; Rick Breckenridge (L) 2.9%.|A control with an earlier election only.
""",
    ),
    Q(
        "s9-nebraska-senate-2024-fischer",
        "Will independent Dan Osborn defeat Senator Deb Fischer in Nebraska's regular U.S. Senate election on November 5, 2024?",
        "Resolves YES if Osborn is projected or certified as the winner of the regular (Class 1) U.S. Senate election in Nebraska held on November 5, 2024. Resolves NO otherwise.",
        "2024-10-25",
        "2024-11-06",
        0,
        "elections",
        """
6|K|sample-ballot|Sample ballot: Douglas County, General Election|November 5, 2024. United States Senator (vote for one): Deb Fischer, Republican; Dan Osborn, Independent. United States Senator, unexpired term: Pete Ricketts, Republican; Preston Love Jr., Democratic. Representative in Congress, District 2: Don Bacon; Tony Vargas.|A sample ballot for an election ahead.
3|K|polling-table|Nebraska Senate (regular) polls|Oct. 2024: Fischer 47, Osborn 46 (Change Research); Fischer 50, Osborn 44 (co/efficient); Osborn 48, Fischer 47 (Split Ticket). Average: Fischer +2.1.|Polls before the cutoff.
4|K|election-calendar|Nebraska 2024 general election calendar|Oct 25: last day for election office to receive a mail ballot request. Oct 7-Nov 4: early in-person voting. Nov 5: Election Day, polls 8 a.m.-8 p.m. CT. Nov 25: state canvassing board meets.|A calendar of deadlines ahead.
1|L|results-page|Nebraska U.S. Senate results|Unofficial results, Nov. 6, 2024 (99% reporting). Fischer (R) 499,000 53.2%; Osborn (I) 439,000 46.7%. Race called for Fischer at 12:47 a.m. CT.|A results page dated November 6, 2024 reports the outcome.
2|L|results-page|Douglas County election results: 11/05/2024|US Senate: Osborn 52.4%, Fischer 47.5%. President: Harris 54.1%, Trump 44.3%. Congressional District 2: Bacon 50.9%, Vargas 49.1%. Final unofficial, November 13, 2024.|County results for the November 5, 2024 election reported as done.
5|K|results-page|Deb Fischer: previous Senate results|2012: Fischer 57.8%, Kerrey 42.2%. 2018: Fischer 57.7%, Raybould 38.6%.|A control with earlier elections only.
""",
    ),
    Q(
        "s9-nh-governor-2024-ayotte",
        "Will Kelly Ayotte win New Hampshire's governor election on November 5, 2024?",
        "Resolves YES if Republican Kelly Ayotte is projected or certified as the winner of the New Hampshire gubernatorial election of November 5, 2024. Resolves NO otherwise.",
        "2024-10-20",
        "2024-11-06",
        1,
        "elections",
        """
6|K|results-page|New Hampshire state primary results: Governor|September 10, 2024. Republican: Kelly Ayotte 63.6%, Chuck Morse 34.2%. Democratic: Joyce Craig 50.7%, Cinde Warmington 41.1%, Jon Kiper 6.2%.|A control with an earlier primary only.
4|K|candidate-list|NH Secretary of State: State General Election candidates|Governor: Kelly Ayotte (R), Joyce Craig (D), Stephen Villee (L). State General Election: Tuesday, November 5, 2024. Polling hours vary by town, most close at 7 p.m.|A candidate list for an election ahead.
3|K|polling-table|New Hampshire governor: recent polls|UNH Granite State Poll, Oct 2024: Ayotte 49, Craig 46. Saint Anselm, Sept 2024: Ayotte 48, Craig 43. Election Nov. 5.|Polls and an election date ahead.
1|L|results-page|New Hampshire governor 2024 results|All towns reporting (Nov. 7, 2024). Ayotte (R) 436,122 53.6%; Craig (D) 362,765 44.6%; Villee (L) 1.8%. Ayotte succeeds Chris Sununu.|A results page dated after the cutoff reports the outcome.
2|L|results-page|Manchester: election results by ward|General election 11/05/2024. Governor: Craig 51.2%, Ayotte 46.9%. President: Harris 50.8%, Trump 47.4%. Ward 1: Craig 54.0%, Ayotte 44.3%.|Ward results for the November 5, 2024 election reported as done.
""",
    ),
    Q(
        "s9-missouri-amendment3-2024",
        "Will Missouri's Amendment 3 on reproductive rights be approved on November 5, 2024?",
        "Resolves YES if Amendment 3 receives a majority of votes in Missouri's general election of November 5, 2024. Resolves NO otherwise.",
        "2024-10-18",
        "2024-11-06",
        1,
        "elections",
        """
5|K|ballot-measure-list|Missouri statewide ballot measures: November 5, 2024|Amendment 1 (childcare property tax exemption); Amendment 2 (sports wagering); Amendment 3 (reproductive freedom); Amendment 5 (Lake of the Ozarks casino licence); Amendment 6 (court fees for law enforcement); Amendment 7 (citizen voting, ranked-choice ban); Proposition A (minimum wage and paid sick leave).|A list of measures on a ballot ahead.
3|K|court-calendar|Missouri Supreme Court: Amendment 3 ballot case|Order of Sept. 10, 2024: Amendment 3 stays on the November 5, 2024 ballot; the court ordered the Secretary of State to recertify it. Opinion to follow.|An earlier ruling and an election ahead.
4|K|polling-table|Amendment 3 polling|Emerson, Oct. 2024: Yes 58, No 42. St. Louis University/YouGov, Aug 2024: Yes 52, No 34. Requires a simple majority statewide.|Polls and the rule for passage.
1|L|results-page|Missouri Amendment 3 results|Unofficial results, Nov. 6, 2024, 5:02 a.m. Yes 1,538,659 51.6%; No 1,441,337 48.4%. All 116 jurisdictions reporting. Approved.|A results page dated November 6, 2024 reports the outcome.
2|L|results-page|Missouri ballot measures: results|General election 11/5/2024. Amend. 2 Yes 50.1% (passed); Amend. 3 Yes 51.6% (passed); Amend. 5 No 52.0% (failed); Amend. 7 Yes 68.4% (passed); Prop A Yes 57.6% (passed).|Results for the November 5, 2024 election reported as done.
6|K|results-page|Past Missouri initiative results|2018 Proposition B (minimum wage): Yes 62.3%. 2020 Amendment 2 (Medicaid expansion): Yes 53.3%. 2022 Amendment 3 (marijuana): Yes 53.1%.|A control with earlier results only.
""",
    ),
    Q(
        "s9-nc-governor-2024-stein",
        "Will Josh Stein win North Carolina's governor election on November 5, 2024?",
        "Resolves YES if Democrat Josh Stein is projected or certified as the winner of the North Carolina gubernatorial election of November 5, 2024. Resolves NO otherwise.",
        "2024-10-11",
        "2024-11-06",
        1,
        "elections",
        """
3|L|election-calendar|NC State Board of Elections: key dates|One-stop early voting: Oct. 17-Nov. 2, 2024. County canvass: Nov. 15, 2024. State canvass: Nov. 26, 2024 - completed; Josh Stein certified as Governor-elect.|A calendar with a note that the November 26, 2024 canvass certified the outcome.
5|K|polling-table|North Carolina governor polls|Sept 27-Oct 2: Stein 52, Robinson 38 (Marist). Sept 25-28: Stein 53, Robinson 36 (High Point). Average: Stein +14.8.|Polls before the cutoff.
4|K|results-page|North Carolina governor 2020 results|Roy Cooper (D) 2,834,790 51.5%; Dan Forest (R) 2,586,604 47.0%; Steven DiFiore (L) 1.1%.|A control with an earlier election only.
1|L|results-page|NC governor 2024: results|As of Nov. 6, 2024, 2,658 of 2,658 precincts. Stein (D) 3,069,496 54.9%; Robinson (R) 2,241,309 40.1%; Ross (L) 2.9%; Turner (G) 1.0%. Winner: Stein.|A results page dated November 6, 2024 reports the outcome.
2|L|results-page|Buncombe County results: General Election 11/05/2024|Governor: Stein 67.1%, Robinson 28.0%. President: Harris 60.9%, Trump 37.7%. Turnout 75.2% despite Hurricane Helene damage.|County results for the November 5, 2024 election reported as done.
6|K|candidate-list|2024 NC general election: candidate list, governor|Josh Stein (DEM); Mark Robinson (REP); Mike Ross (LIB); Wayne Turner (GRE); Vinny Smith (CST). Ballots mailed from Sept. 24, 2024 after the RFK Jr. reprint.|A candidate list with no later event.
""",
    ),
    Q(
        "s9-dutton-dickson-2025",
        "Will Peter Dutton retain his seat of Dickson at the Australian federal election of May 3, 2025?",
        "Resolves YES if Peter Dutton is elected as the member for Dickson (Queensland) at the federal election held on May 3, 2025. Resolves NO otherwise.",
        "2025-04-18",
        "2025-05-03",
        0,
        "elections",
        """
4|K|candidate-list|Dickson (Qld): candidates for the 2025 federal election|Ballot paper order: BERG, Ellie (Independent); FRANCE, Ali (Australian Labor Party); DUTTON, Peter (Liberal National Party); ... 9 candidates. Polling day: Saturday 3 May 2025. Early voting from Tuesday 22 April.|A candidate list and an election ahead.
6|K|results-page|Dickson 2022: two-candidate preferred|DUTTON, Peter (LNP) 51.70%; FRANCE, Ali (ALP) 48.30%. Margin 1.7% - one of the most marginal Coalition seats.|A control with an earlier election only.
3|K|polling-table|Dickson seat poll|Conducted April 2025, n=800. Two-party preferred: France 50, Dutton 50. Primary: Dutton 39, France 32, Berg 12.|A poll before the election.
5|K|event-listing|Dickson candidates forum|Thursday 24 April 2025, 7:00pm-8:30pm, Strathpine Community Centre. All candidates invited. Free, registration required.|An event listing ahead.
1|L|results-page|Dickson, QLD: 2025 federal election results|Two-candidate preferred, counted as of 10 May 2025: FRANCE, Ali (ALP) 56.9%; DUTTON, Peter (LNP) 43.1%. Swing to ALP: 8.6. Status: ALP gain.|A results page dated after the cutoff reports the outcome.
2|L|results-page|House of Representatives: party totals, 2025|Seats won as of 20 May 2025: ALP 94; Coalition 43; Greens 1; Independents 10; others 2. Opposition leader Peter Dutton lost Dickson on May 3, 2025.|A results summary reports the outcome as done.
""",
    ),
    Q(
        "s9-tsuruga-shinkansen-2024",
        "Will the Hokuriku Shinkansen extension from Kanazawa to Tsuruga open to passengers on March 16, 2024?",
        "Resolves YES if regular passenger service on the Kanazawa-Tsuruga section of the Hokuriku Shinkansen begins on March 16, 2024. Resolves NO if the opening is postponed.",
        "2024-03-01",
        "2024-03-16",
        1,
        "transport",
        """
6|K|timetable|JR West timetable revision effective Saturday, March 16, 2024|Hokuriku Shinkansen: Kagayaki Tokyo-Tsuruga fastest 3h08; Hakutaka all-stations; Tsurugi Toyama-Tsuruga. Limited express Thunderbird and Shirasagi to terminate at Tsuruga. Timetable booklet on sale from February 20.|A timetable taking effect after the cutoff.
2|L|event-listing|Tsuruga Station opening day events|16 March 2024: first departure ceremony 06:00; first Kagayaki for Tokyo departs 06:11. Station square events 09:00-16:00. Note added 16 March 2024: the first train left on time before a crowd of about 1,000.|A note appended to a listing reports the March 16, 2024 departure as done.
4|K|fare-table|Fares from March 16, 2024: Hokuriku Shinkansen|Tokyo-Fukui reserved seat 16,000 yen; Tokyo-Tsuruga 17,000 yen; Kanazawa-Tsuruga 5,600 yen. Osaka-Fukui via Tsuruga transfer discount applies.|Fares to take effect after the cutoff.
5|K|project-timeline|Hokuriku Shinkansen (Kanazawa-Tsuruga): project timeline|2012 construction approved; 2023 August opening date announced for 16 March 2024; 2023 October test runs began; January 2024 Noto earthquake causes minor damage, inspections completed.|Earlier milestones and a scheduled date.
1|L|service-status|Train operation status: Hokuriku Shinkansen|As of 09:00, March 16, 2024: Hokuriku Shinkansen (Tokyo-Tsuruga) operating on schedule. First day of service on the new Kanazawa-Tsuruga section; all early-morning departures ran on time.|A status page dated March 16, 2024 reports the opening as done.
3|L|ridership-table|Hokuriku Shinkansen ridership after the extension|March 16-25, 2024 (first 10 days): Kanazawa-Fukui section 123,000 passengers, 1.3 times the limited-express figure a year earlier. Tsuruga Station daily average 4,900.|Ridership after the March 16, 2024 opening reported as done.
""",
    ),
    Q(
        "s9-caltrain-electric-2024",
        "Will Caltrain begin regular electric train service on September 21, 2024?",
        "Resolves YES if Caltrain's electrified service, with electric trains in regular passenger operation on the new timetable, begins on September 21, 2024. Resolves NO if it is postponed.",
        "2024-09-06",
        "2024-09-21",
        1,
        "transport",
        """
3|K|timetable|Caltrain weekday timetable, effective September 21, 2024|Northbound 101 San Jose Diridon 4:28a, Palo Alto 4:58a, San Francisco 5:48a ... Peak service every 15 minutes each way; weekend trains every 30 minutes. Express trains 408 and 508 skip 12 stops.|A timetable taking effect after the cutoff.
5|K|event-listing|Electrified service launch celebration|Saturday, September 21, 2024. Community events at San Francisco, Millbrae, Redwood City, Mountain View and San Jose Diridon stations, 10am-2pm. Free admission, fares apply on trains.|An event listing for a day ahead.
4|K|fare-table|Caltrain fares and passes, from September 2024|No fare change with the new service. One-way Zone 1-2 $6.40; day pass double the one-way fare; Clipper START 50% discount. Weekend electric trains run from Sept. 21.|Fares and a start date ahead.
6|K|project-timeline|Peninsula Corridor Electrification Project: milestones|2017 Full Funding Grant Agreement; 2023 first electric train testing; May 2024 overhead system energised end to end; August 2024 all 19 electric trainsets delivered.|A control with earlier milestones only.
1|L|service-alert|Service update: first weekday of electric service|Monday, September 23, 2024: today is the first weekday of the new electrified schedule, which began Saturday, September 21, 2024. Most trains are now electric; diesel trains continue south of Tamien.|A service alert dated after the cutoff reports the start as done.
2|L|ridership-table|Caltrain ridership report: October 2024|Average weekday ridership 29,800, up 52% year on year in the first full month since electric service began on September 21, 2024. Weekend ridership up 83%.|Ridership after the September 21, 2024 start reported as done.
""",
    ),
    Q(
        "s9-eras-final-vancouver-2024",
        "Will the final show of Taylor Swift's Eras Tour take place at BC Place in Vancouver on December 8, 2024?",
        "Resolves YES if the last Eras Tour concert is performed at BC Place, Vancouver, on December 8, 2024. Resolves NO if it is cancelled, moved or not the final show.",
        "2024-11-20",
        "2024-12-08",
        1,
        "entertainment",
        """
3|K|event-listing|Taylor Swift - The Eras Tour: BC Place, Vancouver|Fri Dec 6, 2024 / Sat Dec 7, 2024 / Sun Dec 8, 2024. Doors 4:30 PM, show 7:00 PM. Opening act: Gracie Abrams. Verified Fan resale only.|An event listing for shows ahead.
5|K|tour-dates|The Eras Tour: remaining dates|Toronto, Rogers Centre: Nov 14, 15, 16, 21, 22, 23. Vancouver, BC Place: Dec 6, 7, 8, 2024. No further dates announced.|Tour dates ahead.
4|L|transit-notice|TransLink: service for BC Place events|Extra SkyTrain service on the Expo and Canada lines after each show on December 6-8, 2024. Update, Dec. 9, 2024: SkyTrain carried a record 1.1 million boardings over the three show days.|An update dated after the cutoff reports the shows' ridership.
6|K|box-office-table|Top tours of 2023: gross|The Eras Tour $1.04 billion (60 shows); Beyoncé Renaissance $579.8 million; Bruce Springsteen $380.5 million. Figures to December 2023.|A control with earlier figures only.
1|L|setlist-page|Setlist: Taylor Swift at BC Place, Vancouver|December 8, 2024. The Eras Tour, final show (149th). 10 eras, 46 songs; surprise songs on guitar and piano. Tour ended.|A setlist page dated December 8, 2024 reports the final show as done.
2|L|box-office-table|Highest-grossing concert tours of all time|1 Taylor Swift - The Eras Tour: $2.077 billion, 149 shows, March 17, 2023-December 8, 2024. 2 Elton John - Farewell Yellow Brick Road: $939 million.|A box-office table reports the finished tour with a date after the cutoff.
""",
    ),
    Q(
        "s9-riyadh-metro-2024",
        "Will the Riyadh Metro open to passengers before the end of 2024?",
        "Resolves YES if at least one Riyadh Metro line begins public passenger service on or before December 31, 2024. Resolves NO otherwise.",
        "2024-11-22",
        "2024-12-31",
        1,
        "transport",
        """
3|K|project-timeline|Riyadh Metro: project facts|Six lines, 176 km, 85 stations. Contracts awarded 2013. Trial running under way on all lines; the authority says service will start in stages, with the first lines expected by December 2024.|A plan and forecast, no later event.
5|K|fare-table|Riyadh public transport fares (Darb card)|2-hour ticket SAR 4; 3-day pass SAR 20; 7-day pass SAR 40; 30-day pass SAR 140. First class: ten times the standard fare. Metro fares to apply from the first day of metro service.|Fares for a future service.
8|K|event-listing|Riyadh Season 2024: getting there|Boulevard World and Boulevard City: use Riyadh Bus routes 150 and 160 or taxi. Metro stations near the venues are not yet open.|A control with no later date.
1|L|service-status|Riyadh Metro: service status|1 December 2024, 06:00: Line 1 (Blue), Line 4 (Yellow) and Line 6 (Purple) open to passengers. Line 2 (Red) and Line 5 (Green) from 15 December 2024; Line 3 (Orange) from 5 January 2025.|A status page dated December 1, 2024 reports the opening as done.
2|L|ridership-table|Riyadh Metro ridership: first weeks|1-14 December 2024: 1.9 million trips on Lines 1, 4 and 6. Busiest stations: KAFD, STC and Qasr Al Hokm.|Ridership after the December 1, 2024 opening reported as done.
4|K|timetable|Riyadh Metro operating hours (published)|Daily 06:00-24:00 on opening; Friday service from 16:00. Peak headways 3-4 minutes on Line 1. Opening date to be announced by the Royal Commission for Riyadh City.|Planned hours with the opening date not yet set.
""",
    ),
    Q(
        "s9-mumbai-aqua-line-2024",
        "Will Mumbai Metro Line 3 (Aqua Line) open for public passenger service before October 15, 2024?",
        "Resolves YES if the first phase of Mumbai Metro Line 3 (Aarey JVLR to BKC) carries fare-paying public passengers on or before October 14, 2024. Resolves NO otherwise.",
        "2024-09-25",
        "2024-10-15",
        1,
        "transport",
        """
3|K|timetable|Mumbai Metro Line 3, Phase 1: proposed timings|Aarey JVLR to BKC, 12.69 km, 10 stations. Proposed operating hours 6:30 am to 10:30 pm on weekdays; frequency about 6.5 minutes. Date of commencement to be notified by MMRCL.|Planned hours with no start date.
5|K|fare-table|Line 3 fare chart (Phase 1)|Up to 3 km Rs 10; 3-12 km Rs 20-40; Aarey JVLR to BKC Rs 50. Tickets by QR code, NCMC card and counters.|A fare chart for a future service.
4|L|event-listing|Prime Minister's programme: Mumbai and Thane|5 October 2024: Inauguration of Line 3 Phase 1 (Aarey JVLR-BKC) completed at BKC station, with other projects in Thane. Public services from Monday.|A programme page reports the October 5, 2024 inauguration as done.
1|L|service-notice|Aqua Line Phase 1: public services|Public service on Aarey JVLR-BKC began on Monday, October 7, 2024 at 11 am. First train from Aarey JVLR; last train from BKC at 10:30 pm.|A notice dated after the cutoff reports the opening as done.
2|L|ridership-table|Mumbai Metro Line 3: daily ridership|7 Oct 2024 (from 11 am): 18,600; 8 Oct: 20,100; 9 Oct: 21,400. Well below the projected 4 lakh a day for the full line.|Ridership from October 7, 2024 reported as done.
""",
    ),
    Q(
        "s9-orlando-nwsl-2024",
        "Will the Orlando Pride win the 2024 NWSL Championship?",
        "Resolves YES if the Orlando Pride win the 2024 NWSL Championship match, scheduled for November 23, 2024 at CPKC Stadium in Kansas City. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-23",
        1,
        "sports",
        """
1|K|league-table|NWSL 2024 regular season: final standings|1 Orlando Pride 26 GP 18-2-6 60 pts (NWSL Shield); 2 Washington Spirit 26 16-7-3 55; 3 NJ/NY Gotham FC 49; 4 Kansas City Current 48; 5 North Carolina Courage 41; 6 Portland Thorns 39; 7 Bay FC 36; 8 Chicago Red Stars 35. Season ended Nov. 3.|A control with final regular-season standings only.
3|K|playoff-bracket|2024 NWSL Playoffs: bracket and schedule|Quarterfinals Nov. 9-10: (1) Orlando v (8) Chicago; (2) Washington v (7) Bay FC; (3) Gotham v (6) Portland; (4) Kansas City v (5) North Carolina. Semifinals Nov. 16-17. Championship Sat., Nov. 23, 2024, 8 p.m. ET, CPKC Stadium.|A bracket of games ahead.
6|K|event-listing|2024 NWSL Championship: tickets|CPKC Stadium, Kansas City, Missouri. Saturday, November 23, 2024. Kick-off 7:00 p.m. CT. Tickets from $45; on sale now to the public.|A ticket listing for a match ahead.
2|L|result-list|NWSL Playoffs: quarterfinal results|Sat., Nov. 9, 2024: Orlando Pride 4, Chicago Red Stars 1; Kansas City Current 1, North Carolina Courage 0. Sun., Nov. 10: Washington Spirit 2, Bay FC 1 (ET); Gotham FC 2, Portland Thorns 1.|Reports November 9-10, 2024 results as done.
1|L|box-score|Orlando Pride 1, Washington Spirit 0 - Final|2024 NWSL Championship, CPKC Stadium, Nov. 23, 2024. Goal: Barbra Banda 37'. Shots 9-14; saves Anna Moorhouse 5. Attendance 19,365. Orlando win their first NWSL title.|A box score dated November 23, 2024 reports the outcome.
5|L|result-list|NWSL Playoffs: semifinal results|Sun., Nov. 17, 2024: Orlando Pride 3, Kansas City Current 2; Washington Spirit 1, Gotham FC 0 (ET). Championship: Orlando v Washington, Nov. 23.|Reports November 17, 2024 semifinal results as done.
""",
    ),
]
