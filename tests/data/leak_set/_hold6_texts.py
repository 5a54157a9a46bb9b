# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold6` part, read by `build_hold6.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part of encyclopedia-style and reference text: article leads and sections, infoboxes,
timelines, "as of" notes, list entries, results tables, season summaries, talk-page notes and
current-events entries, some of them pages later filled in with results. See `build_hold6.py`
and its section in the leak set's README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lu-ecuador-2025-noboa",
        "Will Daniel Noboa win Ecuador's presidential runoff of April 13, 2025?",
        "Resolves YES if Ecuador's National Electoral Council (CNE) declares Daniel Noboa the winner of the presidential second round held on April 13, 2025. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-13",
        1,
        "elections",
        """
12|K|article-lead|2025 Ecuadorian general election|General elections were held in Ecuador on 9 February 2025 to elect the president, the vice president and all 151 members of the National Assembly. Incumbent president Daniel Noboa of National Democratic Action and Luisa González of the Citizen Revolution Movement finished within about 17,000 votes of each other, and since neither passed the threshold, the two will meet in a runoff on 13 April 2025.|First-round facts before the cutoff and a scheduled runoff.
3|L|infobox|2025 Ecuadorian presidential election (infobox)|Election date: 9 February 2025 (first round) · 13 April 2025 (second round) · Nominee: Daniel Noboa, ADN, 55.6% · Nominee: Luisa González, RC5, 44.4% · President before election: Daniel Noboa · Elected president: Daniel Noboa|The infobox gives the result of the 13 April 2025 runoff.
6|K|timeline|Timeline of the 2025 Ecuadorian presidential campaign|9 February 2025 – First round; Noboa 44.2%, González 44.0%. 28 February – CNE certifies the first-round results. 23 March – Presidential debate (scheduled). 13 April – Second round. 24 May – Inauguration of the president-elect.|A timeline whose entries after the cutoff are scheduled, not reported.
2|L|article-section|2025 Ecuadorian general election — Aftermath|González refused to recognise the result on the night of April 13, 2025, alleging irregularities, while observer missions from the European Union and the OAS said they had found no evidence of fraud. Noboa's margin of roughly eleven points was far wider than any published poll had suggested.|Reports the runoff result and its aftermath on April 13, 2025.
18|K|talk-page|Talk:2025 Ecuadorian general election|Please don't move the runoff polling table into the results section yet. The CNE publishes provisional figures on election night, 13 April, and the official count some days later; until then the infobox should list both candidates without percentages.|An editor's note about a future runoff and how to record it.
1|L|as-of-note|Daniel Noboa|Noboa became Ecuador's youngest president in November 2023 after winning a snap election to finish Guillermo Lasso's term. As of 20 April 2025 he was president-elect for a full four-year term, having defeated González in the runoff a week earlier.|An as-of note dated after the cutoff reports the runoff result.
""",
    ),
    Q(
        "lu-chile-2025-kast",
        "Will José Antonio Kast win Chile's presidential runoff of December 14, 2025?",
        "Resolves YES if Chile's electoral service (Servel) reports José Antonio Kast as the winner of the presidential second round of December 14, 2025. Resolves NO otherwise.",
        "2025-11-25",
        "2025-12-14",
        1,
        "elections",
        """
5|K|article-lead|2025 Chilean presidential election|The first round was held on 16 November 2025. Jeannette Jara of the governing left-wing coalition placed first with about 26.8% and José Antonio Kast of the Republican Party second with about 23.9%, ahead of Franco Parisi and Johannes Kaiser. The two leading candidates will meet in a second round on 14 December 2025, and the winner will take office on 11 March 2026.|First-round result before the cutoff; runoff and inauguration ahead.
2|L|list-entry|List of presidents of Chile|37 · Gabriel Boric · Social Convergence · 11 March 2022 – 11 March 2026 — 38 · José Antonio Kast · Republican · Elected 14 December 2025 (second round, 58.2%)|Lists Kast as elected on 14 December 2025.
9|K|article-section|2025 Chilean presidential election — Endorsements|Evelyn Matthei, who finished fifth, endorsed Kast for the runoff on the night of the first round, as did Kaiser. Parisi's Party of the People said it would not back either candidate before 14 December, though polls show most of its voters leaning toward Kast.|Endorsements before the cutoff and polling for a future runoff.
1|L|current-events|Portal:Current events/2025 December 14|14 December 2025 (Sunday) · Chilean presidential election: José Antonio Kast defeats Jeannette Jara in the second round with about 58% of the vote. Jara concedes in a speech in Santiago.|A current-events entry for 14 December 2025 reports the result.
4|K|as-of-note|Jeannette Jara|Jara, a member of the Communist Party, served as Minister of Labour under President Gabriel Boric until April 2025. As of November 2025 she is the candidate of the Unidad por Chile coalition and faces Kast in the runoff set for 14 December.|Past facts and a scheduled runoff.
3|L|talk-page|Talk:2025 Chilean presidential election|I've updated the lead now that Servel's count is complete: Kast won the 14 December 2025 runoff with 58.2%, the widest second-round margin since the return to democracy. The preliminary-results subsection can be archived.|An editor's note reports the runoff result of 14 December 2025.
""",
    ),
    Q(
        "lu-bolivia-2025-quiroga",
        "Will Jorge Quiroga win Bolivia's presidential runoff of October 19, 2025?",
        "Resolves YES if Bolivia's Supreme Electoral Tribunal declares Jorge 'Tuto' Quiroga the winner of the presidential second round held on October 19, 2025. Resolves NO otherwise.",
        "2025-09-25",
        "2025-10-19",
        0,
        "elections",
        """
20|K|results-table|2025 Bolivian general election — Results (first round)|Candidate · Party · % — Rodrigo Paz · PDC · 32.1 — Jorge Quiroga · Libre · 26.7 — Samuel Doria Medina · Unidad · 19.7 — Andrónico Rodríguez · Alianza Popular · 8.1 — Date: 17 August 2025 · Second round between the top two: 19 October 2025|A first-round table before the cutoff and a scheduled runoff.
3|L|infobox|Rodrigo Paz Pereira (infobox)|President of Bolivia · Assumed office 8 November 2025 · Vice President: Edman Lara · Preceded by: Luis Arce · Party: Christian Democratic Party · Alma mater: American University|The infobox reports Paz taking office on 8 November 2025, after the runoff.
8|K|article-section|2025 Bolivian general election — Second round|A televised debate between Paz and Quiroga is planned for 12 October, a week before the runoff. The winner needs only a simple majority of valid votes in the second round, and the new president is to be sworn in on 8 November 2025.|A scheduled debate, the rules and a future inauguration.
1|L|results-table|2025 Bolivian general election — Results (second round)|Candidate · Party · % — Rodrigo Paz · PDC · 54.5 — Jorge Quiroga · Libre · 45.5 — Date: 19 October 2025 · Valid votes: about 6.0 million · Turnout: 86%|A results table for the 19 October 2025 runoff.
15|K|talk-page|Talk:Jorge Quiroga|Can we stop adding "president-elect" to the lead? The runoff hasn't happened; it's on 19 October. For now the lead should say he was president from 2001 to 2002 after Hugo Banzer resigned, and that he is a runoff candidate.|An editor's note about a future runoff.
5|L|as-of-note|Jorge Quiroga|Quiroga served as president from August 2001 to August 2002. He ran again in 2025 and lost the second round on 19 October 2025 to Rodrigo Paz, conceding the same night.|Reports Quiroga's runoff defeat on 19 October 2025.
""",
    ),
    Q(
        "lu-conservative-leader-2024-badenoch",
        "Will Kemi Badenoch win the 2024 Conservative Party leadership election?",
        "Resolves YES if the Conservative Party announces on November 2, 2024 (or on the date the members' ballot result is announced) that Kemi Badenoch has been elected leader. Resolves NO otherwise.",
        "2024-10-15",
        "2024-11-02",
        1,
        "politics",
        """
5|K|article-lead|2024 Conservative Party leadership election|The election was triggered when Rishi Sunak announced on 5 July 2024 that he would step down as leader after the party's general election defeat. In the final ballot of MPs on 9 October, Kemi Badenoch received 42 votes and Robert Jenrick 41, with James Cleverly eliminated on 37. Party members vote online and by post, and the result is due to be announced on 2 November 2024.|Facts before the cutoff and a scheduled announcement.
2|L|article-lead|Kemi Badenoch|Kemi Badenoch (born 1980) is a British politician who has served as Leader of the Opposition and Leader of the Conservative Party since 2 November 2024, when she defeated Robert Jenrick in the members' ballot with 56.5% of the vote.|Reports her election on 2 November 2024.
11|K|timeline|2024 Conservative leadership election — Timetable|24 July – Nominations open. 4 September – First ballot of MPs. 29 September–2 October – Party conference, Birmingham. 8–9 October – Final ballots of MPs. 31 October, 5 pm – Members' ballot closes. 2 November – Result announced.|A timetable whose later steps are scheduled.
1|L|infobox|2024 Conservative Party leadership election (infobox)|Candidate: Kemi Badenoch · Members' votes: 53,806 (56.5%) · Candidate: Robert Jenrick · Members' votes: 41,388 (43.5%) · Turnout: 72.8% · Leader before election: Rishi Sunak · Elected leader: Kemi Badenoch · Result announced: 2 November 2024|An infobox gives the ballot result announced on 2 November 2024.
4|K|infobox|Leader of the Opposition (United Kingdom) (infobox)|Incumbent: Rishi Sunak (since 5 July 2024) · Style: The Right Honourable · Appointer: none (by convention, leader of the largest opposition party) · Successor: to be chosen by Conservative members; result due 2 November 2024|An infobox naming the incumbent and a future changeover.
8|L|year-article|2024 in the United Kingdom — November|2 November 2024 – Kemi Badenoch is elected leader of the Conservative Party, the first black woman to lead a major British party. 6 November – Badenoch faces Keir Starmer at Prime Minister's Questions for the first time.|A year article's November 2024 entries report the result.
""",
    ),
    Q(
        "lu-liberal-leader-2025-carney",
        "Will Mark Carney win the 2025 Liberal Party of Canada leadership election?",
        "Resolves YES if the Liberal Party of Canada announces on March 9, 2025 that Mark Carney has won the leadership. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-09",
        1,
        "politics",
        """
10|K|article-lead|2025 Liberal Party of Canada leadership election|The leadership election was called after Prime Minister Justin Trudeau announced on 6 January 2025 that he would resign once a successor was chosen. Registered Liberals vote by ranked ballot, and the result is to be announced in Ottawa on 9 March 2025. The candidates include Mark Carney, Chrystia Freeland, Karina Gould and Frank Baylis.|The trigger before the cutoff and a scheduled announcement.
3|L|infobox|2025 Liberal Party of Canada leadership election (infobox)|Date: 9 March 2025 · Convention: Ottawa · Winner: Mark Carney · First ballot: 85.9% · Runner-up: Chrystia Freeland (8.0%) · Third: Karina Gould (3.2%) · Ballots cast: about 152,000|An infobox gives the winner of the 9 March 2025 vote.
6|K|article-section|2025 Liberal leadership election — Debates|Two debates are planned in Montreal, in French on 24 February and in English on 25 February 2025. Members had to register by 27 January to be eligible to vote.|Future debates and an earlier deadline.
1|L|article-lead|Mark Carney|Mark Joseph Carney (born 1965) is a Canadian politician and economist who has served as the 24th prime minister of Canada since 14 March 2025. He won the Liberal leadership on 9 March with nearly 86% of the points, without ever having held elected office.|Reports the 9 March 2025 win and 14 March swearing-in.
16|K|as-of-note|Chrystia Freeland|Freeland resigned as deputy prime minister and finance minister on 16 December 2024, hours before she was due to present the fall economic statement. As of February 2025 she is a candidate for the Liberal leadership.|Earlier facts and an as-of note.
4|L|list-entry|List of prime ministers of Canada|23 · Justin Trudeau · 4 November 2015 – 14 March 2025 · Liberal — 24 · Mark Carney · 14 March 2025 – present · Liberal|A list ends Trudeau's term and starts Carney's on 14 March 2025.
""",
    ),
    Q(
        "lu-barnier-censure-2024",
        "Will the French National Assembly adopt a motion of censure against Michel Barnier's government by December 31, 2024?",
        "Resolves YES if the National Assembly adopts a motion of censure against the Barnier government between its formation and December 31, 2024. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-31",
        1,
        "politics",
        """
7|K|article-lead|Barnier government|The Barnier government is the 45th government of the French Fifth Republic, formed on 21 September 2024 after Michel Barnier was appointed Prime Minister on 5 September. It has no majority in the National Assembly and survives as long as the National Rally does not join left-wing motions of censure.|Facts before the cutoff only.
2|L|article-section|Barnier government — Fall|After Barnier invoked Article 49.3 to pass the social security budget without a vote on 2 December 2024, the National Assembly adopted a motion of censure on 4 December by 331 votes, the first to succeed since 1962. Barnier handed his resignation to President Macron the next morning.|Reports the censure of 4 December 2024 and the resignation.
12|K|timeline|2025 French budget — Timeline|10 October 2024 – Budget bills presented to the Council of Ministers. 12 November – Assembly rejects the revenue part of the finance bill. 20 December – Constitutional deadline for Parliament on the social security budget. 31 December – End of the budget year; a special law would be needed if no budget is adopted.|Past steps and future deadlines.
1|L|infobox|Prime Minister of France (infobox)|Incumbent: François Bayrou · since 13 December 2024 · Preceded by: Michel Barnier (5 September – 13 December 2024) · Appointer: President of the Republic · Seat: Hôtel Matignon|The infobox reports Bayrou's appointment on 13 December 2024 after Barnier's fall.
4|K|talk-page|Talk:Barnier government|Re the new "censure" subsection: Le Pen said on 20 November that her group would vote to censure if the social security bill was not changed, but no motion has been tabled. Let's not write that the government "will fall" until there is a motion and a vote.|Past statements and conditions, no reported fall.
3|L|as-of-note|Michel Barnier|At 91 days, Barnier's premiership was the shortest of the Fifth Republic. He handed over to François Bayrou at Matignon on 13 December 2024.|Reports the handover of 13 December 2024.
""",
    ),
    Q(
        "lu-palme-2023-woman",
        "Will a film directed by a woman win the Palme d'Or at the 2023 Cannes Film Festival?",
        "Resolves YES if the Palme d'Or announced at the closing ceremony of the 76th Cannes Film Festival on May 27, 2023 goes to a film directed or co-directed by a woman. Resolves NO otherwise.",
        "2023-05-10",
        "2023-05-27",
        1,
        "awards",
        """
9|K|article-lead|2023 Cannes Film Festival|The 76th Cannes Film Festival is to take place from 16 to 27 May 2023, with Swedish director Ruben Östlund as president of the main competition jury. Seven of the 21 films in competition are directed by women, a record for the festival.|Festival dates and line-up, no awards.
2|L|list-entry|Palme d'Or — Winners (2020s)|2021 · Titane · Julia Ducournau · France — 2022 · Triangle of Sadness · Ruben Östlund · Sweden — 2023 · Anatomy of a Fall · Justine Triet · France (awarded 27 May 2023)|A list reports the 2023 winner awarded on 27 May 2023.
5|K|article-section|2023 Cannes Film Festival — Juries|The main competition jury includes Brie Larson, Paul Dano, Julia Ducournau and Damián Szifron. The awards will be presented at the closing ceremony on 27 May, followed by the out-of-competition screening of Elemental.|A future ceremony.
1|L|article-lead|Anatomy of a Fall|Anatomy of a Fall is a 2023 French legal drama directed by Justine Triet. It premiered in competition at Cannes on 21 May 2023 and won the Palme d'Or on 27 May, making Triet the third woman to receive the award.|Reports the premiere and the 27 May 2023 award.
14|K|as-of-note|Palme d'Or|As of 2022, only two women have won the Palme d'Or: Jane Campion, who shared the 1993 award for The Piano, and Julia Ducournau, who won outright in 2021 for Titane.|An earlier as-of note only, a control.
""",
    ),
    Q(
        "lu-golden-lion-2024-almodovar",
        "Will Pedro Almodóvar's The Room Next Door win the Golden Lion at the 81st Venice International Film Festival?",
        "Resolves YES if the Golden Lion announced at the closing ceremony on September 7, 2024 goes to The Room Next Door. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-07",
        1,
        "awards",
        """
10|K|article-lead|81st Venice International Film Festival|The 81st Venice International Film Festival is to be held on the Lido from 28 August to 7 September 2024. Isabelle Huppert will chair the main competition jury, and Tim Burton's Beetlejuice Beetlejuice opens the festival out of competition.|Dates and jury of a future festival.
3|L|infobox|81st Venice International Film Festival (infobox)|Opening film: Beetlejuice Beetlejuice · Location: Venice, Italy · Founded: 1932 · Awards: Golden Lion (The Room Next Door) · Hosted by: Sveva Alviti · Festival date: 28 August – 7 September 2024|The infobox names the Golden Lion of a festival ending on 7 September 2024.
6|K|article-section|81st Venice International Film Festival — Official selection|The 21 films in competition include Pedro Almodóvar's first English-language feature, The Room Next Door, Brady Corbet's The Brutalist, Pablo Larraín's Maria and Luca Guadagnino's Queer. The Room Next Door will have its world premiere on 2 September.|The selection and a future premiere.
1|L|article-lead|The Room Next Door|The Room Next Door is a 2024 drama film written and directed by Pedro Almodóvar, starring Tilda Swinton and Julianne Moore. It premiered at the 81st Venice International Film Festival on 2 September 2024, where it won the Golden Lion.|Reports the premiere and the Golden Lion after the cutoff.
18|K|list-entry|Golden Lion — Recent winners|2021 · Happening · Audrey Diwan — 2022 · All the Beauty and the Bloodshed · Laura Poitras — 2023 · Poor Things · Yorgos Lanthimos — 2024 · to be announced 7 September 2024|A list with the next award marked as forthcoming.
4|L|season-summary|2024 in film — Festival awards|Berlin (24 February): Dahomey. Cannes (25 May): Anora. Venice (7 September 2024): The Room Next Door. Toronto People's Choice Award (15 September 2024): The Life of Chuck.|A summary reports the Venice and Toronto awards of September 2024.
""",
    ),
    Q(
        "lu-time-poy-2023-swift",
        "Will Taylor Swift be named TIME's 2023 Person of the Year?",
        "Resolves YES if TIME names Taylor Swift (alone or jointly) as its 2023 Person of the Year in the announcement expected on December 6, 2023. Resolves NO otherwise.",
        "2023-11-25",
        "2023-12-06",
        1,
        "awards",
        """
8|K|article-lead|Time Person of the Year|Person of the Year is an annual issue of Time magazine featuring a person, group, idea or object that, in the editors' view, most influenced the events of the year. The 2022 title went to Volodymyr Zelenskyy and the spirit of Ukraine; the 2023 choice is expected to be announced in early December.|A past winner and an expected announcement.
2|L|list-entry|List of Time Persons of the Year — 2020s|2020 · Joe Biden and Kamala Harris — 2021 · Elon Musk — 2022 · Volodymyr Zelenskyy and the spirit of Ukraine — 2023 · Taylor Swift (announced December 6, 2023)|A list reports the 2023 choice announced on December 6, 2023.
5|K|article-section|The Eras Tour — Reception|By late 2023 the tour had become the first to gross more than $1 billion, and the concert film released on October 13, 2023 had become the highest-grossing concert film ever. The tour's Tokyo dates are set for February 7–10, 2024, followed by Australia.|Earlier facts and scheduled dates.
1|L|article-section|Taylor Swift — 2023: The Eras Tour|Swift was named Time's Person of the Year on December 6, 2023, the first person recognized for achievements in the arts alone. In the accompanying interview she discussed the re-recordings of her first six albums.|Reports the December 6, 2023 announcement.
12|K|talk-page|Talk:Time Person of the Year|Reminder before the annual edit war: the shortlist usually airs on Today a couple of days before the cover, which this year should come around December 6. Please wait for Time's own announcement before adding anyone to the 2023 row.|Talk of an announcement to come.
4|L|as-of-note|Taylor Swift|As of December 2023, Swift is the most-streamed female artist on Spotify and Time's 2023 Person of the Year, chosen from a shortlist that included Barbie, Sam Altman and King Charles III.|An as-of note reports the December 2023 selection.
""",
    ),
    Q(
        "lu-liverpool-pl-2025",
        "Will Liverpool clinch the 2024-25 Premier League title by April 30, 2025?",
        "Resolves YES if Liverpool are mathematically confirmed as 2024-25 Premier League champions on or before April 30, 2025. Resolves NO otherwise.",
        "2025-04-12",
        "2025-04-30",
        1,
        "sports",
        """
5|K|season-summary|2024–25 Premier League|The 2024–25 season is the 33rd of the Premier League. Under new head coach Arne Slot, Liverpool have led the table since November and held an eleven-point lead over Arsenal with seven matches left after a 3–2 defeat at Fulham on 6 April 2025. Their next fixtures are West Ham United at home on 13 April and Leicester City away on 20 April.|Past results and upcoming fixtures.
2|L|article-lead|2024–25 Liverpool F.C. season|The 2024–25 season was Liverpool's 133rd season in existence. The club secured a record-equalling 20th English league title on 27 April 2025 with a 5–1 win over Tottenham Hotspur at Anfield, with four games to spare.|Reports the title clinched on 27 April 2025.
10|K|article-section|2024–25 Premier League — Title race|Liverpool can confirm the title once their lead exceeds the points Arsenal can still earn. Commentators point to the home match against Tottenham on 27 April as the earliest likely date, though it could come sooner if Arsenal drop points in the meantime.|Conditions and a possible future date.
1|L|results-table|2024–25 Liverpool F.C. season — Premier League results (April)|6 Apr · Fulham (A) · L 2–3 — 13 Apr · West Ham United (H) · W 2–1 — 20 Apr · Leicester City (A) · W 1–0 — 27 Apr 2025 · Tottenham Hotspur (H) · W 5–1 (title confirmed)|A results table reports April 2025 matches after the cutoff, including the title win.
15|K|list-entry|List of English football champions — Most titles|Manchester United · 20 · last 2012–13 — Liverpool · 19 · last 2019–20 — Arsenal · 13 · last 2003–04 — Everton · 9 · last 1986–87|A list of titles as they stood before the cutoff, a control.
4|L|as-of-note|Arne Slot|Slot succeeded Jürgen Klopp as Liverpool head coach in June 2024. As of May 2025 he is among the few managers to win the English title in their first season in the country, Liverpool having clinched it on 27 April.|Reports the title won on 27 April 2025.
""",
    ),
    Q(
        "lu-leverkusen-bundesliga-2024",
        "Will Bayer Leverkusen clinch the 2023-24 Bundesliga title by April 21, 2024?",
        "Resolves YES if Bayer Leverkusen are mathematically confirmed as 2023-24 Bundesliga champions on or before April 21, 2024. Resolves NO otherwise.",
        "2024-04-04",
        "2024-04-21",
        1,
        "sports",
        """
4|K|season-summary|2023–24 Bundesliga|Bayer Leverkusen have led the table since early in the season and are unbeaten in all competitions, 13 points clear of Bayern Munich after beating Hoffenheim 2–1 on 30 March 2024. With seven matches left, they visit Union Berlin on 6 April and host Werder Bremen on 14 April.|Past results and upcoming fixtures.
2|L|article-lead|2023–24 Bayer 04 Leverkusen season|Leverkusen won their first Bundesliga title on 14 April 2024, beating Werder Bremen 5–0 at the BayArena with five matches to spare; Florian Wirtz scored a hat-trick. The title ended Bayern Munich's run of eleven consecutive championships.|Reports the 14 April 2024 title.
12|K|talk-page|Talk:2023–24 Bayer 04 Leverkusen season|Someone keeps adding "Champions" to the infobox. They are not champions until it is mathematically certain; the earliest possible date is matchday 29 (14 April), and only if results on 6 April go their way as well.|A note about a possible future title date.
1|L|timeline|Xabi Alonso — Managerial career|October 2022 – Appointed head coach of Leverkusen. 14 April 2024 – Wins the Bundesliga, the club's first league title. 18 May 2024 – Completes the first unbeaten Bundesliga season. 25 May 2024 – Wins the DFB-Pokal.|A timeline reports the title and later achievements.
8|K|infobox|Bayer 04 Leverkusen (infobox)|Full name: Bayer 04 Leverkusen Fußball GmbH · Ground: BayArena · Capacity: 30,210 · Head coach: Xabi Alonso · League: Bundesliga · 2022–23: Bundesliga, 6th of 18|An infobox with only earlier facts, a control.
3|L|talk-page|Talk:2023–24 Bundesliga|Now that it's done (5–0 against Bremen on 14 April 2024, with five games left) I've added Leverkusen as champions in the infobox and archived the thread above. Bayern's defeat at Heidenheim on 6 April is in the summary too.|An editor's note reports the title of 14 April 2024.
""",
    ),
    Q(
        "lu-mclaren-constructors-2024",
        "Will McLaren win the 2024 Formula One World Constructors' Championship?",
        "Resolves YES if McLaren are champions of the 2024 Constructors' Championship after the final round, the Abu Dhabi Grand Prix of December 8, 2024. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-08",
        1,
        "sports",
        """
7|K|season-summary|2024 Formula One World Championship|After 21 of 24 rounds, McLaren lead the Constructors' Championship by 36 points from Ferrari, with Red Bull Racing third. The season concludes with the Las Vegas Grand Prix on 23 November, the Qatar Grand Prix, with a sprint, on 1 December and the Abu Dhabi Grand Prix on 8 December 2024.|Standings before the cutoff and remaining races.
2|L|article-section|2024 Formula One World Championship — Constructors' standings|McLaren won the Constructors' Championship at the Abu Dhabi Grand Prix on 8 December 2024, their first since 1998, finishing 14 points ahead of Ferrari. Lando Norris won the race from pole position.|Reports the title decided on 8 December 2024.
13|K|list-entry|List of Formula One World Constructors' Champions|2021 · Mercedes — 2022 · Red Bull Racing — 2023 · Red Bull Racing — 2024 · to be decided (final round 8 December 2024, Yas Marina)|A list with the 2024 title still to be decided.
1|L|results-table|2024 Las Vegas Grand Prix — Race result|Pos · Driver · Constructor — 1 · George Russell · Mercedes — 2 · Lewis Hamilton · Mercedes — 3 · Carlos Sainz · Ferrari — 5 · Max Verstappen · Red Bull Racing (clinches drivers' title) — Date: 23 November 2024|A results table for a race on 23 November 2024.
4|K|article-section|McLaren — 2024 season|McLaren have not won the Constructors' title since 1998. Team principal Andrea Stella said the team would approach the last three weekends, starting in Las Vegas on 23 November, "one session at a time".|Earlier facts and a statement about future races.
3|L|as-of-note|McLaren|McLaren have won the Constructors' Championship nine times, most recently in 2024, when the title was sealed at the season finale on 8 December 2024.|Reports the 2024 title sealed on 8 December 2024.
""",
    ),
    Q(
        "lu-solheim-2024-usa",
        "Will the United States win the 2024 Solheim Cup?",
        "Resolves YES if the United States team wins the 2024 Solheim Cup, played September 13-15, 2024 at Robert Trent Jones Golf Club. Resolves NO if Europe wins or retains the cup.",
        "2024-08-30",
        "2024-09-15",
        1,
        "sports",
        """
9|K|infobox|2024 Solheim Cup (infobox)|Dates: 13–15 September 2024 · Location: Gainesville, Virginia · Course: Robert Trent Jones Golf Club · Captains: Stacy Lewis (USA), Suzann Pettersen (Europe) · Holders: Europe (14–14 in 2023) · Format: 28 matches|An infobox of a future match with earlier results.
2|L|results-table|2024 Solheim Cup — Results by session|Friday foursomes: USA 4–0 · Friday fourballs: 2–2 · Saturday foursomes: 2–2 · Saturday fourballs: 2–2 · Sunday singles: Europe 6½–5½ · Final (15 September 2024): United States 15½, Europe 12½|A results table gives the final score of 15 September 2024.
3|K|article-section|2024 Solheim Cup — Teams|World number one Nelly Korda heads the US team, which Lewis completed with her captain's picks in late August. The opening foursomes are on the morning of Friday 13 September, with the pairings announced the afternoon before.|Team news and a future schedule.
1|L|list-entry|Solheim Cup — Results|2019 · Gleneagles · Europe 14½–13½ — 2021 · Inverness Club · Europe 15–13 — 2023 · Finca Cortesín · Tied 14–14 (Europe retained) — 2024 · Robert Trent Jones · United States 15½–12½ (15 September 2024)|A list reports the 2024 result dated 15 September 2024.
14|K|as-of-note|Stacy Lewis|Lewis, a two-time major champion, was named US captain for 2024 after the 2023 match. As of August 2024, the United States have not won the Solheim Cup since 2017 in Iowa.|Earlier facts and an as-of note.
3|L|article-section|Nelly Korda — 2024|Korda went unbeaten in her team matches at the Solheim Cup in Virginia, where the United States regained the trophy on 15 September 2024 for the first time since 2017.|Reports the US win on 15 September 2024.
""",
    ),
    Q(
        "lu-champions-trophy-2025-india",
        "Will India win the 2025 ICC Champions Trophy?",
        "Resolves YES if India win the final of the 2025 ICC Champions Trophy, scheduled for March 9, 2025. Resolves NO otherwise.",
        "2025-02-14",
        "2025-03-09",
        1,
        "sports",
        """
20|K|article-lead|2025 ICC Champions Trophy|The 2025 ICC Champions Trophy is to be the ninth edition of the tournament, held in Pakistan and the United Arab Emirates from 19 February to 9 March 2025. After India declined to travel to Pakistan, the ICC agreed a hybrid model under which India's matches, and the final if India qualify, will be played in Dubai.|A future tournament and its arrangements.
3|L|infobox|2025 ICC Champions Trophy (infobox)|Dates: 19 February – 9 March 2025 · Hosts: Pakistan, United Arab Emirates · Champions: India (3rd title) · Runners-up: New Zealand · Player of the series: Rachin Ravindra · Most runs: Rachin Ravindra (263)|An infobox reports the champions of a tournament ending on 9 March 2025.
2|K|article-section|2025 ICC Champions Trophy — Squads|India's squad was announced on 18 January with Rohit Sharma as captain. Jasprit Bumrah was ruled out with a back injury on 11 February and replaced by Harshit Rana. Further replacements need the approval of the event technical committee.|Earlier announcements and a rule.
1|L|results-table|2025 ICC Champions Trophy — Knockout stage|SF1 · 4 March 2025 · Dubai · India beat Australia by 4 wickets — SF2 · 5 March 2025 · Lahore · New Zealand beat South Africa by 50 runs — Final · 9 March 2025 · Dubai · India 254/6 beat New Zealand 251/7 by 4 wickets|Knockout results dated after the cutoff.
12|K|list-entry|ICC Champions Trophy — Winners|1998 · South Africa — 2000 · New Zealand — 2002 · India and Sri Lanka (shared) — 2004 · West Indies — 2006 · Australia — 2009 · Australia — 2013 · India — 2017 · Pakistan — 2025 · final scheduled for 9 March, Lahore or Dubai|A list with the 2025 final still to be played.
5|L|article-section|Rohit Sharma — Captaincy|Under Rohit, India won the 2024 T20 World Cup and, on 9 March 2025, the Champions Trophy, in whose final he made 76 against New Zealand.|Reports the 9 March 2025 title.
""",
    ),
    Q(
        "lu-womens-t20-wc-2024-australia",
        "Will Australia win the 2024 ICC Women's T20 World Cup?",
        "Resolves YES if Australia win the final of the 2024 ICC Women's T20 World Cup, scheduled for October 20, 2024 in Dubai. Resolves NO otherwise.",
        "2024-09-28",
        "2024-10-20",
        0,
        "sports",
        """
14|K|article-lead|2024 ICC Women's T20 World Cup|The ninth Women's T20 World Cup will be held in the United Arab Emirates from 3 to 20 October 2024, having been moved from Bangladesh in August because of political unrest. Australia are the defending champions and have won six of the eight previous editions.|A future tournament and earlier titles.
2|L|article-section|2024 ICC Women's T20 World Cup — Knockout stage|In the first semi-final, in Dubai on 17 October 2024, South Africa ended Australia's run of three consecutive titles with an eight-wicket win. New Zealand beat the West Indies by eight runs in Sharjah the following day.|Reports the semi-final results after the cutoff.
6|K|article-section|2024 ICC Women's T20 World Cup — Format|The ten teams are split into two groups of five, and the top two in each advance to the semi-finals on 17 and 18 October. The final is at the Dubai International Stadium on 20 October, with 21 October as a reserve day.|Format and schedule.
1|L|list-entry|ICC Women's T20 World Cup — Finals|2018 · Australia beat England — 2020 · Australia beat India — 2023 · Australia beat South Africa — 2024 · New Zealand beat South Africa by 32 runs (Dubai, 20 Oct 2024)|A list reports the 2024 final of 20 October 2024.
20|K|as-of-note|Australia women's national cricket team|As of September 2024 Australia top the ICC women's T20I rankings. Alyssa Healy has captained the side since Meg Lanning retired from international cricket in November 2023.|An as-of note and earlier facts, no later event.
""",
    ),
    Q(
        "lu-womens-cwc-2025-india",
        "Will India win the 2025 ICC Women's Cricket World Cup?",
        "Resolves YES if India win the final of the 2025 ICC Women's Cricket World Cup, scheduled for November 2, 2025. Resolves NO otherwise.",
        "2025-09-22",
        "2025-11-02",
        1,
        "sports",
        """
25|K|article-lead|2025 ICC Women's Cricket World Cup|The 13th Women's Cricket World Cup is scheduled to be held in India and Sri Lanka from 30 September to 2 November 2025. Pakistan will play their matches in Colombo under the hybrid arrangement agreed for ICC events, and the final will be staged in Colombo if Pakistan reach it and in India otherwise.|A future tournament and a conditional venue.
4|L|article-section|2025 ICC Women's Cricket World Cup — Final|India won their first world title on 2 November 2025, beating South Africa by 52 runs at the DY Patil Stadium in Navi Mumbai. Shafali Verma made 87 and Deepti Sharma took five wickets.|Reports the 2 November 2025 final.
10|K|list-entry|ICC Women's Cricket World Cup — Winners|Australia · 7 titles (last 2022) — England · 4 titles (last 2017) — New Zealand · 1 title (2000) — India · runners-up in 2005 and 2017|A list of winners before the cutoff, a control.
1|L|results-table|2025 Women's Cricket World Cup — Semi-finals|29 October 2025 · Guwahati · South Africa 319/7 beat England 194 by 125 runs — 30 October 2025 · Navi Mumbai · India 341/5 beat Australia 338 by 5 wickets (Jemimah Rodrigues 127*)|Semi-final results dated after the cutoff.
7|K|talk-page|Talk:2025 ICC Women's Cricket World Cup|Moved the Bengaluru fixtures to Navi Mumbai per the ICC announcement of 22 August. The opening match, India v Sri Lanka in Guwahati, is on 30 September; please leave the results table empty until then.|Talk about an earlier venue change and a future match.
15|L|as-of-note|Harmanpreet Kaur|As of November 2025, Harmanpreet is the first India captain to lift the Women's World Cup, having led the side to victory over South Africa on 2 November.|Reports the 2 November 2025 win.
""",
    ),
    Q(
        "lu-giro-2024-pogacar",
        "Will Tadej Pogačar win the 2024 Giro d'Italia?",
        "Resolves YES if Tadej Pogačar wins the general classification of the 2024 Giro d'Italia, which finishes in Rome on May 26, 2024. Resolves NO otherwise.",
        "2024-04-25",
        "2024-05-26",
        1,
        "sports",
        """
4|K|article-lead|2024 Giro d'Italia|The 107th Giro d'Italia is scheduled to start in Venaria Reale on 4 May and finish in Rome on 26 May 2024. Tadej Pogačar, riding the race for the first time, starts as favourite after victories this spring at Strade Bianche, the Volta a Catalunya and Liège–Bastogne–Liège on 21 April.|A future race and earlier wins.
2|L|season-summary|2024 Giro d'Italia|Pogačar won the general classification by 9 minutes 56 seconds over Daniel Martínez, the largest winning margin since 1965, with Geraint Thomas third. He took six stages, including the time trial to Perugia on 10 May 2024, and the race ended in Rome on 26 May.|Reports the final standings and a stage after the cutoff.
9|K|timeline|2024 Giro d'Italia — Stages|Stage 1 · 4 May · Venaria Reale – Turin, 140 km — Stage 7 · 10 May · Foligno – Perugia, individual time trial, 40.6 km — Stage 15 · 19 May · Manerba del Garda – Livigno, 222 km — Stage 21 · 26 May · Rome, 125 km|A stage schedule, all in the future.
1|L|list-entry|List of Giro d'Italia general classification winners|2021 · Egan Bernal · Colombia — 2022 · Jai Hindley · Australia — 2023 · Primož Roglič · Slovenia — 2024 · Tadej Pogačar · Slovenia (26 May 2024)|A list reports the 2024 winner dated 26 May 2024.
20|K|as-of-note|Tadej Pogačar|As of April 2024, Pogačar has won the Tour de France twice, in 2020 and 2021, and finished second to Jonas Vingegaard in 2022 and 2023. He has said he will attempt the Giro and the Tour in the same season for the first time.|Earlier results and a stated plan.
6|L|timeline|Tadej Pogačar — 2024 season|2 March – Strade Bianche. 21 April – Liège–Bastogne–Liège. 26 May – Giro d'Italia overall. 21 July 2024 – Tour de France overall, completing the Giro–Tour double.|A timeline reports the Giro and Tour wins after the cutoff.
""",
    ),
    Q(
        "lu-tour-2025-vingegaard",
        "Will Jonas Vingegaard win the 2025 Tour de France?",
        "Resolves YES if Jonas Vingegaard wins the general classification of the 2025 Tour de France, which finishes in Paris on July 27, 2025. Resolves NO otherwise.",
        "2025-06-25",
        "2025-07-27",
        0,
        "sports",
        """
8|K|article-lead|2025 Tour de France|The 112th Tour de France is scheduled to start in Lille on 5 July 2025 and finish on the Champs-Élysées in Paris on 27 July. Defending champion Tadej Pogačar and two-time winner Jonas Vingegaard are expected to lead UAE Team Emirates XRG and Visma–Lease a Bike.|A future race.
1|L|season-summary|2025 UCI World Tour — Grand Tours|Tour de France (5–27 July): Pogačar held the yellow jersey for most of the race and won his fourth Tour by 4 minutes 24 seconds over Vingegaard, with Florian Lipowitz third. The final stage on 27 July 2025 included three climbs of the Butte Montmartre.|Reports the final classification of 27 July 2025.
8|K|results-table|2025 Critérium du Dauphiné — General classification|1 · Tadej Pogačar · UAE Team Emirates XRG — 2 · Jonas Vingegaard · Visma–Lease a Bike · +59″ — 3 · Florian Lipowitz · Red Bull–Bora–Hansgrohe · +2′38″ — Final stage: 15 June 2025|A results table for a race before the cutoff, a control.
3|L|list-entry|List of Tour de France general classification winners|2022 · Jonas Vingegaard — 2023 · Jonas Vingegaard — 2024 · Tadej Pogačar — 2025 · Tadej Pogačar (27 July 2025)|A list reports the 2025 winner dated 27 July 2025.
16|K|talk-page|Talk:2025 Tour de France|Pre-race favourites section: I've kept only sourced odds. Bookmakers make Pogačar a heavy favourite, with Vingegaard second and Remco Evenepoel third. We'll replace all of this with the result after 27 July.|Odds and a note about the future result.
5|L|as-of-note|Jonas Vingegaard|As of August 2025, Vingegaard has finished second in the Tour de France three times, most recently on 27 July 2025 behind Pogačar. He won the race in 2022 and 2023.|An as-of note reports his second place on 27 July 2025.
""",
    ),
    Q(
        "lu-duplantis-paris-2024-wr",
        "Will Armand Duplantis set a pole vault world record at the Paris 2024 Olympic Games?",
        "Resolves YES if Armand Duplantis clears a height above the world record in competition at the Paris 2024 Olympics, which close on August 11, 2024. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-11",
        1,
        "sports",
        """
10|K|article-lead|Athletics at the 2024 Summer Olympics – Men's pole vault|The men's pole vault at the 2024 Summer Olympics will take place at the Stade de France, with qualification on 3 August and the final on 5 August 2024. Armand Duplantis of Sweden is the defending champion and the world record holder.|A future event.
2|L|article-section|Athletics at the 2024 Summer Olympics – Men's pole vault — Final|Duplantis secured gold on 5 August 2024 and then cleared 6.25 m at his second attempt, breaking his own world record. Sam Kendricks took silver with 5.95 m and Emmanouil Karalis bronze.|Reports the 5 August 2024 final and record.
20|K|as-of-note|Armand Duplantis|As of July 2024, Duplantis has broken the world record eight times, most recently with 6.24 m in Xiamen on 20 April 2024.|Earlier records, a control.
1|L|list-entry|Men's pole vault world record progression|6.23 m · Armand Duplantis · Eugene · 17 September 2023 — 6.24 m · Armand Duplantis · Xiamen · 20 April 2024 — 6.25 m · Armand Duplantis · Saint-Denis · 5 August 2024 — 6.26 m · Armand Duplantis · Chorzów · 25 August 2024|A progression list reports records set in August 2024.
5|K|article-section|Athletics at the 2024 Summer Olympics — Schedule|The evening session of Monday 5 August includes the men's pole vault final at 19:00 local time. Medal ceremonies for that day's events take place at the stadium the following evening.|A future schedule.
3|K|talk-page|Talk:Armand Duplantis|Reverted the edit adding "6.25 m (Paris 2024)" to the infobox: the final hasn't taken place and the record is still 6.24 m. If he breaks it in Paris we'll add it with a source.|A conditional about a future record, nothing reported.
""",
    ),
    Q(
        "lu-wnba-2024-liberty",
        "Will the New York Liberty win the 2024 WNBA Finals?",
        "Resolves YES if the New York Liberty win the 2024 WNBA Finals, which could end as late as October 20, 2024. Resolves NO otherwise.",
        "2024-09-20",
        "2024-10-20",
        1,
        "sports",
        """
3|K|season-summary|2024 WNBA season|The regular season ends on September 19, 2024. The New York Liberty have clinched the top seed, ahead of the Minnesota Lynx and the Connecticut Sun. The playoffs begin on September 22, and the best-of-five Finals are scheduled to start on October 10.|Standings before the cutoff and a future schedule.
1|L|article-lead|2024 WNBA Finals|The 2024 WNBA Finals were the championship series of the 2024 season. The New York Liberty defeated the Minnesota Lynx three games to two, winning Game 5 67–62 in overtime at Barclays Center on October 20, 2024 for the franchise's first title. Jonquel Jones was named Finals MVP.|Reports the October 20, 2024 result.
11|K|infobox|New York Liberty (infobox)|Conference: Eastern · Founded: 1997 · Arena: Barclays Center · Head coach: Sandy Brondello · Championships: 0 · Finals appearances: 5 (1997, 1999, 2000, 2002, 2023)|An infobox with facts before the cutoff.
2|L|timeline|New York Liberty — 2024 timeline|September 14 – Clinch the No. 1 seed. October 6 – Eliminate the Las Vegas Aces 3–1 in the semifinals. October 20, 2024 – Win Game 5 of the Finals in overtime to claim their first championship.|A timeline reports playoff results after the cutoff.
6|K|article-section|2024 WNBA playoffs — Format|The first round is best-of-three, with the higher seed hosting every game; the semifinals and Finals are best-of-five in a 2–2–1 format. Game 1 of the first round is on September 22.|Format and a future schedule.
9|L|list-entry|List of WNBA champions|2021 · Chicago Sky — 2022 · Las Vegas Aces — 2023 · Las Vegas Aces — 2024 · New York Liberty (3–2 over Minnesota, October 20, 2024)|A list reports the 2024 champion.
""",
    ),
    Q(
        "lu-namibia-2024-nandi-ndaitwah",
        "Will Netumbo Nandi-Ndaitwah win Namibia's presidential election of November 27, 2024 without a runoff?",
        "Resolves YES if the Electoral Commission of Namibia declares Netumbo Nandi-Ndaitwah elected with more than 50% of the valid presidential votes by December 6, 2024. Resolves NO otherwise.",
        "2024-11-12",
        "2024-12-06",
        1,
        "elections",
        """
6|K|article-lead|2024 Namibian general election|General elections will be held in Namibia on 27 November 2024 to elect the President and the National Assembly. SWAPO's candidate is Vice-President Netumbo Nandi-Ndaitwah, who would be the country's first female president if elected; her main challenger is Panduleni Itula of the Independent Patriots for Change.|A future election and a conditional.
2|L|article-section|2024 Namibian general election — Results|The Electoral Commission of Namibia declared Nandi-Ndaitwah elected on 3 December 2024 with 57.3% of the presidential vote, avoiding a runoff. Itula received 25.5% and said the IPC would challenge the result in court, citing ballot shortages that forced voting to be extended to 30 November.|Reports the result declared on 3 December 2024.
14|K|as-of-note|President of Namibia|As of October 2024, the incumbent is Nangolo Mbumba, who succeeded Hage Geingob after Geingob's death on 4 February 2024 and is not standing in the election. The next president is due to be inaugurated on 21 March 2025.|Earlier facts and a scheduled inauguration.
1|L|infobox|Netumbo Nandi-Ndaitwah (infobox)|President of Namibia · Assumed office 21 March 2025 · Vice President: Lucia Witbooi · Preceded by: Nangolo Mbumba · Party: SWAPO|The infobox reports her taking office on 21 March 2025.
9|K|article-section|2024 Namibian general election — Electoral system|The president is elected by absolute majority; if no candidate passes 50%, a second round is held between the top two. SWAPO's share of the presidential vote fell to 56% in 2019, from 87% in 2014.|Rules and earlier results.
4|L|stub|Lucia Witbooi|Lucia Witbooi is a Namibian politician of SWAPO who has served as Vice-President of Namibia since 21 March 2025, when she was sworn in alongside Nandi-Ndaitwah.|Reports a swearing-in of 21 March 2025.
""",
    ),
    Q(
        "lu-guatemala-2023-arevalo",
        "Will Bernardo Arévalo win Guatemala's presidential runoff of August 20, 2023?",
        "Resolves YES if Guatemala's Supreme Electoral Tribunal declares Bernardo Arévalo the winner of the presidential runoff held on August 20, 2023. Resolves NO otherwise.",
        "2023-07-28",
        "2023-08-20",
        1,
        "elections",
        """
18|K|results-table|2023 Guatemalan general election — Presidential results (first round)|Candidate · Party · % — Sandra Torres · UNE · 15.9 — Bernardo Arévalo · Semilla · 11.8 — Manuel Conde · Vamos · 7.8 — Null votes: 17.4% — Date: 25 June 2023 · Runoff: 20 August 2023|A first-round table before the cutoff and a scheduled runoff.
3|L|results-table|2023 Guatemalan presidential election — Second round|Candidate · Party · % — Bernardo Arévalo · Semilla · 58.0 — Sandra Torres · UNE · 37.2 — Null and blank: 4.8% — Date: 20 August 2023|A results table for the 20 August 2023 runoff.
10|K|article-section|2023 Guatemalan general election — Semilla suspension|On 12 July a judge ordered the suspension of Semilla's legal status at the request of the Special Prosecutor's Office Against Impunity. The Constitutional Court granted the party a provisional injunction the next day, and the Supreme Electoral Tribunal has said the runoff will go ahead as scheduled.|Earlier events and a statement about the future runoff.
1|L|article-lead|Bernardo Arévalo|César Bernardo Arévalo de León (born 1958) is a Guatemalan politician, diplomat and sociologist who has served as President of Guatemala since 15 January 2024. He won the 20 August 2023 runoff by a wide margin on an anti-corruption platform.|Reports the runoff win and inauguration.
25|K|timeline|Guatemala 2023 election calendar|20 January – Elections called. 26 March – Campaign opens. 25 June – First round. 18 August – End of runoff campaigning. 20 August – Second round. 14 January 2024 – Inauguration of the new government.|A calendar whose later entries are scheduled.
6|L|current-events|Portal:Current events/2023 August 20|20 August 2023 (Sunday) · Guatemala – 2023 Guatemalan general election: Anti-corruption candidate Bernardo Arévalo wins the presidential runoff, defeating former first lady Sandra Torres.|A current-events entry for 20 August 2023 reports the result.
""",
    ),
    Q(
        "lu-von-der-leyen-ep-2024",
        "Will the European Parliament elect Ursula von der Leyen to a second term as President of the European Commission on July 18, 2024?",
        "Resolves YES if von der Leyen obtains an absolute majority of the Parliament's component members in the vote held on July 18, 2024. Resolves NO otherwise.",
        "2024-07-08",
        "2024-07-18",
        1,
        "politics",
        """
10|K|article-lead|Second von der Leyen Commission|On 27 June 2024 the European Council nominated Ursula von der Leyen for a second term as President of the European Commission. Her election requires an absolute majority of the 720 members of the European Parliament, at least 361 votes, in a secret ballot expected on 18 July 2024 in Strasbourg.|The nomination before the cutoff and a future vote.
2|L|article-section|2024 election of the President of the European Commission|The vote went ahead as planned on 18 July 2024, and von der Leyen was re-elected with 401 votes in favour, 284 against and 15 abstentions, a wider margin than the nine-vote majority she obtained in 2019.|Reports the 18 July 2024 vote.
5|K|timeline|Tenth European Parliament — Constitutive session|16 July 2024 – Opening sitting; election of the President. 17 July – Election of Vice-Presidents and Quaestors. 18 July – Vote on the candidate for President of the Commission. 19 July – Composition of committees.|A session schedule, all in the future.
1|L|infobox|Roberta Metsola (infobox)|President of the European Parliament · Assumed office 18 January 2022 · Re-elected 16 July 2024 (562 votes) · Preceded by: David Sassoli · Party: Nationalist Party (EPP)|The infobox reports a re-election on 16 July 2024, after the cutoff.
20|K|as-of-note|Ursula von der Leyen|As of June 2024 von der Leyen is the EPP's lead candidate and has said she would seek support from the centre-right, the socialists and the liberals for a second term.|Earlier facts and stated intentions.
4|L|article-section|European Commission — Presidents|Parliament approved von der Leyen's second term in July 2024; after hearings in November, the full College of Commissioners took office on 1 December 2024.|Reports the July 2024 approval and later events.
""",
    ),
    Q(
        "lu-portugal-2025-ad",
        "Will the Democratic Alliance win the most seats in Portugal's snap legislative election of May 18, 2025?",
        "Resolves YES if the Democratic Alliance (PSD/CDS-PP) wins more seats than any other list in the Assembly of the Republic election of May 18, 2025. Resolves NO otherwise.",
        "2025-04-25",
        "2025-05-18",
        1,
        "elections",
        """
14|K|article-lead|2025 Portuguese legislative election|A snap legislative election will be held in Portugal on 18 May 2025, after Luís Montenegro's minority government lost a confidence vote on 11 March 2025 over the Spinumviva affair. It will be the third general election in a little over three years.|Earlier facts and a future election.
2|L|results-table|2025 Portuguese legislative election — Results|Party · % · Seats — AD (PSD/CDS) · 32.1 · 91 — Chega · 22.8 · 60 — PS · 22.8 · 58 — IL · 5.4 · 9 — Livre · 4.1 · 6 — Date: 18 May 2025|A results table for the 18 May 2025 election.
7|K|article-section|2025 Portuguese legislative election — Opinion polls|Polls published in April put AD between 30% and 34%, ahead of the Socialist Party on 25–29% and Chega on 15–19%. A televised debate between Montenegro and Pedro Nuno Santos is scheduled for 28 April.|Polls and a scheduled debate.
1|L|article-section|2025 Portuguese legislative election — Campaign|Campaigning was suspended for much of 28 April 2025, when a blackout across the Iberian Peninsula cut power to almost all of mainland Portugal for about ten hours.|Reports a later event, the 28 April 2025 blackout.
5|L|as-of-note|Luís Montenegro|Note (updated 28 May 2025): once the four overseas seats were allocated, Chega moved into second place with 60 seats, two ahead of the Socialist Party, behind Montenegro's Democratic Alliance on 91.|An update dated 28 May 2025 reports the final seat totals.
20|K|infobox|Assembly of the Republic (Portugal) (infobox)|Seats: 230 · Majority: 116 · Last election: 10 March 2024 · Next election: 18 May 2025 · Voting system: closed-list proportional representation, D'Hondt method|An infobox with the next election date.
""",
    ),
    Q(
        "lu-greenland-2025-ia",
        "Will Inuit Ataqatigiit win the largest share of the vote in Greenland's general election of March 11, 2025?",
        "Resolves YES if Inuit Ataqatigiit receives more votes than any other party in the Inatsisartut election of March 11, 2025, according to the official results. Resolves NO otherwise.",
        "2025-02-25",
        "2025-03-11",
        0,
        "elections",
        """
16|K|article-lead|2025 Greenlandic general election|A general election will be held in Greenland on 11 March 2025, called by Prime Minister Múte B. Egede on 4 February, some weeks before the end of the parliamentary term. The campaign has been dominated by independence from Denmark and by US President Donald Trump's repeated statements that the United States should acquire the island.|A future election and earlier events.
2|L|results-table|2025 Greenlandic general election — Results|Party · % · Seats — Demokraatit · 29.9 · 10 — Naleraq · 24.5 · 8 — Inuit Ataqatigiit · 21.4 · 7 — Siumut · 14.7 · 4 — Atassut · 7.3 · 2 — Date: 11 March 2025|A results table for the 11 March 2025 election.
7|K|article-section|2025 Greenlandic general election — Background|In the 2021 election Inuit Ataqatigiit won 37% of the vote and 12 of the 31 seats, and Egede formed a government with Siumut. A ban on anonymous and foreign political donations was passed by Inatsisartut on 4 February 2025.|Earlier facts, a control.
1|L|article-lead|Jens-Frederik Nielsen|Jens-Frederik Nielsen (born 1991) is a Greenlandic politician who has been Prime Minister of Greenland since 28 March 2025. His party, Demokraatit, roughly tripled its vote share to come first in the election of 11 March 2025.|Reports the 11 March 2025 result and his taking office.
4|K|talk-page|Talk:2025 Greenlandic general election|Results are published by the election office on the night of 11 March, but counts from the settlements can run into the next day. Suggest we keep the results section hidden until the official figures are out.|A note about a future count.
10|K|year-article|2025 in Greenland — Events|7 January – Donald Trump Jr. makes a private visit to Nuuk. 4 February – Egede calls a general election. 11 March – General election to Inatsisartut. 21 June – National Day.|A year article whose later entries are scheduled dates.
""",
    ),
    Q(
        "lu-nobel-literature-2024-asia",
        "Will the 2024 Nobel Prize in Literature be awarded to a writer from Asia?",
        "Resolves YES if the laureate (or any co-laureate) announced by the Swedish Academy on October 10, 2024 is a citizen of an Asian country. Resolves NO otherwise.",
        "2024-09-26",
        "2024-10-10",
        1,
        "awards",
        """
10|K|article-lead|2024 Nobel Prize in Literature|The 2024 Nobel Prize in Literature will be announced by the Swedish Academy in Stockholm on Thursday 10 October 2024 at 13:00 CEST. The 2023 prize went to the Norwegian writer Jon Fosse.|A scheduled announcement and an earlier prize.
2|L|article-lead|Han Kang|Han Kang (born 1970) is a South Korean writer. She was awarded the 2024 Nobel Prize in Literature on 10 October 2024 for prose that the Academy said confronts historical trauma, becoming the first Korean and the first Asian woman to receive it.|Reports the 10 October 2024 award.
6|K|list-entry|List of Nobel laureates in Literature — Asia|1913 · Rabindranath Tagore · India — 1968 · Yasunari Kawabata · Japan — 1994 · Kenzaburō Ōe · Japan — 2000 · Gao Xingjian · France/China — 2012 · Mo Yan · China|A list of earlier Asian laureates, a control.
1|L|timeline|2024 Nobel Prizes — Announcements|7 October 2024 – Physiology or Medicine: Victor Ambros and Gary Ruvkun. 8 October – Physics: John Hopfield and Geoffrey Hinton. 9 October – Chemistry: David Baker, Demis Hassabis and John Jumper. 10 October – Literature: Han Kang.|A timeline reports the October 2024 prizes.
15|K|article-section|Nobel Prize in Literature — Speculation|Betting ahead of the announcement lists the Chinese novelist Can Xue, Australia's Gerald Murnane and Romania's Mircea Cărtărescu among the favourites. The Academy keeps its nominations secret for 50 years.|Odds and rules, no result.
4|L|as-of-note|Nobel Prize in Literature|As of 2024, 121 individuals have received the prize, 18 of them women; the most recent laureate, Han Kang, was announced on 10 October 2024.|Reports the 10 October 2024 laureate.
""",
    ),
    Q(
        "lu-booker-2025-flesh",
        "Will David Szalay's Flesh win the 2025 Booker Prize?",
        "Resolves YES if Flesh is announced as the winner of the 2025 Booker Prize at the ceremony of November 10, 2025. Resolves NO otherwise.",
        "2025-10-22",
        "2025-11-10",
        1,
        "awards",
        """
28|K|article-lead|2025 Booker Prize|The 2025 Booker Prize shortlist was announced on 23 September 2025: Flashlight by Susan Choi, The Loneliness of Sonia and Sunny by Kiran Desai, Audition by Katie Kitamura, The Rest of Our Lives by Ben Markovits, The Land in Winter by Andrew Miller and Flesh by David Szalay. The winner will be announced on 10 November 2025 at a ceremony in London.|The shortlist before the cutoff and a future announcement.
3|L|list-entry|Booker Prize — Winners (2020s)|2021 · The Promise · Damon Galgut — 2022 · The Seven Moons of Maali Almeida · Shehan Karunatilaka — 2023 · Prophet Song · Paul Lynch — 2024 · Orbital · Samantha Harvey — 2025 · Flesh · David Szalay (10 November 2025)|A list reports the 2025 winner dated 10 November 2025.
12|K|article-section|2025 Booker Prize — Judges|The panel is chaired by Roddy Doyle and includes Sarah Jessica Parker, Ayọ̀bámi Adébáyọ̀, Chris Power and Kiley Reid. It considered 153 novels published in the UK or Ireland between 1 October 2024 and 30 September 2025.|Judges and eligibility, earlier facts.
1|L|article-lead|Flesh (novel)|Flesh is a 2025 novel by David Szalay. It follows István, a Hungarian man, from adolescence to late middle age in a series of spare episodes. The novel won the Booker Prize on 10 November 2025, nine years after Szalay was shortlisted for All That Man Is.|Reports the 10 November 2025 award.
6|K|talk-page|Talk:2025 Booker Prize|Bookmakers' odds aren't encyclopedic, so I've trimmed the favourites paragraph. The prize is announced on 10 November; until then the lead should just say the shortlist was announced in September.|A note about a future announcement.
9|L|as-of-note|David Szalay|Szalay, who was born in Montreal and lives in Vienna, won the Booker Prize in November 2025 for Flesh; the £50,000 prize was presented at Old Billingsgate on 10 November.|Reports the November 2025 win.
""",
    ),
    Q(
        "lu-ryder-cup-2023-europe",
        "Will Europe win the 2023 Ryder Cup?",
        "Resolves YES if Europe wins the 2023 Ryder Cup at Marco Simone Golf and Country Club, which concludes on October 1, 2023. Resolves NO if the United States wins or retains the cup.",
        "2023-09-14",
        "2023-10-01",
        1,
        "sports",
        """
12|K|article-lead|2023 Ryder Cup|The 44th Ryder Cup will be played from 29 September to 1 October 2023 at Marco Simone Golf and Country Club near Rome, the first Ryder Cup in Italy. The United States hold the cup after a record 19–9 win at Whistling Straits in 2021. Luke Donald captains Europe and Zach Johnson the United States.|A future event with earlier results.
2|L|results-table|2023 Ryder Cup — Session scores|Friday foursomes · Europe 4–0 — Friday fourballs · Europe 2½–1½ — Saturday foursomes · Europe 3–1 — Saturday fourballs · USA 3–1 — Sunday singles · 6–6 — Final, 1 October 2023: Europe 16½, USA 11½|A results table gives the final score of 1 October 2023.
6|K|article-section|2023 Ryder Cup — Teams|Johnson completed his team with six captain's picks on 29 August, including Justin Thomas, Rickie Fowler and Brooks Koepka. Donald's six picks, announced on 4 September, included Ludvig Åberg, who has yet to play in a major championship.|Earlier announcements only, a control.
1|L|list-entry|Ryder Cup — Results since 2016|2016 · Hazeltine · USA 17–11 — 2018 · Le Golf National · Europe 17½–10½ — 2021 · Whistling Straits · USA 19–9 — 2023 · Marco Simone · Europe 16½–11½ (1 October 2023) — 2025 · Bethpage Black · to be played|A list reports the 2023 result dated 1 October 2023.
20|K|timeline|2023 Ryder Cup — Schedule|26–28 September – Practice rounds. 28 September – Opening ceremony. 29 September – Foursomes (morning) and fourballs (afternoon). 30 September – Foursomes and fourballs. 1 October – Twelve singles matches.|A schedule, all in the future.
4|L|article-section|Tommy Fleetwood — Ryder Cup|Fleetwood secured the point that won back the cup for Europe on 1 October 2023 in his singles match against Rickie Fowler. "It's the best feeling there is," he said afterwards.|Reports the winning point of 1 October 2023, with a quote after the event.
""",
    ),
    Q(
        "lu-pga-2024-scheffler",
        "Will Scottie Scheffler win the 2024 PGA Championship?",
        "Resolves YES if Scottie Scheffler wins the 2024 PGA Championship at Valhalla Golf Club, scheduled to finish on May 19, 2024. Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-19",
        0,
        "sports",
        """
8|K|article-lead|2024 PGA Championship|The 2024 PGA Championship, the second major of the year, is scheduled for May 16–19 at Valhalla Golf Club in Louisville, Kentucky. Brooks Koepka is the defending champion. World number one Scottie Scheffler, who won the Masters on April 14 and the RBC Heritage a week later, is the favorite.|A future tournament and earlier wins.
2|L|article-section|2024 PGA Championship — Round summaries|Before the second round on May 17, 2024, Scheffler was arrested outside the course after a traffic incident and charged; he was released and shot 66. Xander Schauffele won on May 19 at 21 under par, one ahead of Bryson DeChambeau, while Scheffler finished tied eighth.|Reports the May 17 arrest and the May 19, 2024 result.
12|K|as-of-note|Scottie Scheffler|As of April 2024, Scheffler has won two majors, the 2022 and 2024 Masters. He has said he will skip the CJ Cup Byron Nelson in early May because he and his wife are expecting their first child.|Earlier facts and a stated plan.
1|L|list-entry|PGA Championship — Winners|2021 · Phil Mickelson · Kiawah Island — 2022 · Justin Thomas · Southern Hills — 2023 · Brooks Koepka · Oak Hill — 2024 · Xander Schauffele · Valhalla (May 19, 2024)|A list reports the 2024 winner dated May 19, 2024.
5|K|talk-page|Talk:2024 PGA Championship|The "Field" section lists 156 players; the PGA of America will publish tee times on May 14. Please don't add leaderboard numbers before the first round starts on Thursday, May 16.|A note about future tee times and rounds.
3|L|article-lead|Xander Schauffele|Xander Schauffele (born 1993) is an American professional golfer. He won his first major at the PGA Championship on May 19, 2024 and added the Open Championship at Royal Troon in July 2024.|Reports the May 19, 2024 win and a later major.
""",
    ),
    Q(
        "lu-six-nations-2025-france",
        "Will France win the 2025 Six Nations Championship?",
        "Resolves YES if France finish top of the 2025 Six Nations Championship table after the final round of March 15, 2025. Resolves NO otherwise.",
        "2025-03-05",
        "2025-03-15",
        1,
        "sports",
        """
4|K|results-table|2025 Six Nations Championship — Table after round 3|Played 23 February 2025 — Ireland · 3 wins — France · 2 wins (lost 25–26 to England on 8 February, beat Italy 73–24) — England · 2 wins — Scotland · 1 win — Italy · 1 win — Wales · 0 wins — Round 4: 8–9 March · Round 5: 15 March 2025|A standings table before the cutoff and future rounds.
1|L|results-table|2025 Six Nations Championship — Round 4|8 March 2025 · Ireland 27–42 France · Aviva Stadium — 8 March 2025 · Scotland 35–29 Wales · Murrayfield — 9 March 2025 · England 47–24 Italy · Twickenham|Round 4 results after the cutoff.
10|K|article-section|2025 Six Nations Championship — Tiebreakers|If teams finish level on points, the title goes to the side with the better points difference, then to the one with more tries. A Grand Slam earns three bonus points. Ireland's bid for a record third consecutive title could not be decided before 8 March.|Rules and a future date.
2|L|article-lead|2025 Six Nations Championship|The 2025 Six Nations Championship was won by France, who beat Scotland 35–16 at the Stade de France on 15 March 2025 to finish ahead of England. Ireland, bidding for a record third straight title, finished third.|Reports the 15 March 2025 outcome.
15|K|infobox|Six Nations Championship (infobox)|Sport: rugby union · Founded: 1883 (as the Home Nations Championship) · Teams: 6 · Holders: Ireland (2024) · Most titles: England · Current season: 2025 Six Nations (31 January – 15 March)|An infobox with the holders before the cutoff and a season in progress.
7|L|as-of-note|Antoine Dupont|As of March 2025, Dupont has captained France to the 2025 Six Nations title, though he was injured in the win over Ireland on 8 March and missed the final round.|Reports the 8 March 2025 match and the title.
""",
    ),
    Q(
        "lu-ipl-2025-rcb",
        "Will Royal Challengers Bengaluru win the 2025 Indian Premier League?",
        "Resolves YES if Royal Challengers Bengaluru win the 2025 IPL final, rescheduled for June 3, 2025. Resolves NO otherwise.",
        "2025-05-15",
        "2025-06-03",
        1,
        "sports",
        """
3|K|season-summary|2025 Indian Premier League|The season began on 22 March. It was suspended for a week on 9 May after hostilities between India and Pakistan, and the BCCI announced on 12 May that it would resume on 17 May with the final moved to 3 June 2025. Royal Challengers Bengaluru and Gujarat Titans lead the table on 16 points.|Earlier facts and a revised schedule.
1|L|article-section|2025 Indian Premier League — Final|Royal Challengers Bengaluru won their first title on 3 June 2025, beating Punjab Kings by six runs at the Narendra Modi Stadium in Ahmedabad. Krunal Pandya was named player of the match.|Reports the 3 June 2025 final.
10|K|list-entry|List of Indian Premier League seasons and results|2022 · Gujarat Titans — 2023 · Chennai Super Kings — 2024 · Kolkata Knight Riders — 2025 · final scheduled for 25 May at Eden Gardens, Kolkata|A list of earlier champions and a future final.
2|L|current-events|Portal:Current events/2025 June 4|4 June 2025 (Wednesday) · Bengaluru, India – Eleven people are killed in a crowd crush outside M. Chinnaswamy Stadium during celebrations of Royal Challengers Bengaluru's IPL title.|Reports a later event on 4 June 2025.
2|K|talk-page|Talk:2025 Indian Premier League|Playoff venues for the resumed schedule haven't been announced; the BCCI has only said the final is on 3 June. Please keep "TBD" in the playoff table until there's an official release.|A note about a future final.
2|K|as-of-note|Virat Kohli|Kohli has played his whole IPL career for Royal Challengers Bengaluru, who reached the final in 2009, 2011 and 2016 without winning. He announced his retirement from Test cricket on 12 May 2025.|Earlier facts, a control.
""",
    ),
    Q(
        "lu-wimbledon-2025-alcaraz",
        "Will Carlos Alcaraz win the 2025 Wimbledon men's singles title?",
        "Resolves YES if Carlos Alcaraz wins the gentlemen's singles final of the 2025 Wimbledon Championships, scheduled for July 13, 2025. Resolves NO otherwise.",
        "2025-06-20",
        "2025-07-13",
        0,
        "sports",
        """
6|K|article-lead|2025 Wimbledon Championships|The 2025 Wimbledon Championships are scheduled to be held at the All England Club from 30 June to 13 July 2025, the first edition to use electronic line calling instead of line judges. Carlos Alcaraz and Barbora Krejčíková are the defending singles champions.|A future tournament.
1|L|article-section|2025 Wimbledon Championships – Men's singles — Final|Jannik Sinner defeated Carlos Alcaraz 4–6, 6–4, 6–4, 6–4 on 13 July 2025 to win his first Wimbledon title, five weeks after losing to Alcaraz in the French Open final.|Reports the 13 July 2025 final.
12|K|article-section|2025 French Open – Men's singles — Final|Alcaraz defeated Sinner in the final on 8 June 2025 after saving three championship points, in 5 hours and 29 minutes, the longest final in the tournament's history. It was Alcaraz's fifth major title.|A result before the cutoff, a control.
2|L|results-table|2025 Queen's Club Championships — Men's singles|Final · 22 June 2025 · Carlos Alcaraz def. Jiří Lehečka 6–7, 6–4, 7–5|A result of 22 June 2025, after the cutoff.
9|K|talk-page|Talk:2025 Wimbledon Championships|Seeds are published on 24 June and the draw is on Friday 27 June. The seeding list now in the article is a projection from the ATP rankings and should say so.|Future seeding and draw.
4|L|talk-page|Talk:2025 Wimbledon Championships – Men's singles|Added the final score from 13 July 2025 (Sinner d. Alcaraz in four sets) and moved the runner-up into the infobox. Could someone check the seed numbers in the bottom half of the bracket?|An editor's note reports the 13 July 2025 final.
""",
    ),
    Q(
        "lu-israel-iran-ceasefire-2025",
        "Will a ceasefire between Israel and Iran take effect by June 30, 2025?",
        "Resolves YES if a ceasefire or cessation of hostilities between Israel and Iran, announced by either government or a mediator, takes effect by June 30, 2025. Resolves NO otherwise.",
        "2025-06-18",
        "2025-06-30",
        1,
        "geopolitics",
        """
1|K|article-lead|Iran–Israel war|On 13 June 2025 Israel launched a wave of air strikes on Iranian nuclear facilities, military sites and commanders, killing the armed forces chief of staff Mohammad Bagheri and several nuclear scientists. Iran has responded with ballistic missile and drone attacks on Israeli cities. US President Donald Trump left the G7 summit in Kananaskis a day early on 16 June.|Events before the cutoff only.
1|L|article-section|Iran–Israel war — Ceasefire|A ceasefire announced by Trump on the evening of 23 June 2025 took effect in stages on 24 June, after the United States had struck Fordow, Natanz and Isfahan on 22 June and Iran had fired missiles at Al Udeid Air Base. Each side accused the other of violations in the first hours.|Reports the 24 June 2025 ceasefire and earlier post-cutoff strikes.
1|K|article-section|Iran–Israel war — Diplomacy|European foreign ministers have proposed meeting Iran's foreign minister Abbas Araghchi in Geneva. Trump said on 17 June that he wanted a real end to the conflict rather than a ceasefire, and has given no date for a decision on US involvement.|Diplomacy and statements, no reported outcome.
2|L|timeline|Timeline of the Iran–Israel war|13 June – Israeli strikes begin. 15 June – Iranian missile hits Bat Yam. 22 June 2025 – US strikes three nuclear sites. 23 June – Iran targets Al Udeid. 24 June – Ceasefire takes effect.|A timeline reports events after the cutoff, including the ceasefire.
3|K|stub|Mohammad Bagheri|Bagheri was Chief of Staff of the Armed Forces of Iran from 2016 until his death in the Israeli strikes of 13 June 2025. As of 14 June, Iran had named Abdolrahim Mousavi to succeed him.|Earlier facts only.
1|K|current-events|Portal:Current events/2025 June 16|16 June 2025 (Monday) · Iran–Israel war: An Israeli strike hits the headquarters of the state broadcaster IRIB in Tehran during a live programme. Trump leaves the G7 summit in Canada early.|A current-events entry for a day before the cutoff.
""",
    ),
    Q(
        "lu-nvidia-4t-2025",
        "Will Nvidia's market capitalization reach $4 trillion by July 31, 2025?",
        "Resolves YES if Nvidia's market value reaches or exceeds $4 trillion, intraday or at a close, on any trading day by July 31, 2025. Resolves NO otherwise.",
        "2025-07-01",
        "2025-07-31",
        1,
        "markets",
        """
5|K|article-section|Nvidia — Market capitalization|Nvidia passed $3 trillion in market value on June 5, 2024 and briefly became the world's most valuable company that month. After falling in early 2025 on the DeepSeek selloff and tariff fears, it regained the top spot in June 2025 and closed at a record on June 25, valued at about $3.77 trillion.|Earlier facts, a control.
1|L|article-lead|Nvidia|Nvidia Corporation is an American technology company based in Santa Clara, California. On July 9, 2025 it became the first public company to reach a market capitalization of $4 trillion.|Reports the July 9, 2025 milestone.
12|K|list-entry|List of public corporations by market capitalization|As of June 13, 2025: 1 · Microsoft · $3.55 trillion — 2 · Nvidia · $3.48 trillion — 3 · Apple · $2.94 trillion — 4 · Amazon · $2.24 trillion — 5 · Alphabet · $2.12 trillion|A list dated before the cutoff, a control.
2|L|timeline|Nvidia — Market value milestones|$1 trillion – May 30, 2023. $2 trillion – March 1, 2024. $3 trillion – June 5, 2024. $4 trillion – July 9, 2025. $5 trillion – October 29, 2025.|A timeline reports milestones reached after the cutoff.
4|K|article-section|Nvidia — Finance|The company will report results for the second quarter of fiscal 2026 on August 27, 2025. Several banks have set price targets that would value it above $4 trillion within a year.|A scheduled report and forecasts.
9|L|as-of-note|Microsoft|As of July 31, 2025, Microsoft was the second company to pass $4 trillion in market value, after its shares jumped on quarterly results; Nvidia had reached the mark three weeks earlier.|Reports the July 2025 milestones.
""",
    ),
    Q(
        "lu-australia-u16-social-media-2024",
        "Will Australia's Parliament pass a law setting a minimum age of 16 for social media accounts by December 6, 2024?",
        "Resolves YES if both houses of the Parliament of Australia pass legislation establishing a minimum age of 16 for holding accounts on social media platforms by December 6, 2024. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-06",
        1,
        "legislation",
        """
11|K|article-lead|Online Safety Amendment (Social Media Minimum Age) Bill 2024|The Online Safety Amendment (Social Media Minimum Age) Bill 2024 is a proposed Australian law that would require certain social media platforms to take reasonable steps to stop people under 16 from holding accounts. Prime Minister Anthony Albanese announced the age limit on 7 November 2024, and the government intends to introduce the bill in the final sitting fortnight of the year, which ends on 28 November.|An earlier announcement and plans.
2|L|article-section|Online Safety Amendment (Social Media Minimum Age) Act 2024 — Passage|The bill was introduced on 21 November 2024, passed the House of Representatives 102–13 on 27 November and the Senate 34–19 on 28 November. The House agreed to the Senate's amendments the next day, and the Act received royal assent on 10 December 2024.|Reports passage after the cutoff.
6|K|timeline|Parliament of Australia — Sitting calendar, November 2024|18–21 November – House and Senate sitting. 25–28 November – House and Senate sitting (final sitting week of 2024). 4 February 2025 – Parliament returns.|A sitting calendar.
1|L|infobox|Online Safety Amendment (Social Media Minimum Age) Act 2024 (infobox)|Enacted by: Parliament of Australia · Passed: 29 November 2024 · Royal assent: 10 December 2024 · Commenced: 11 December 2024 · Status: in force; the minimum age obligation applies from 10 December 2025|An infobox gives passage and assent dates after the cutoff.
8|K|as-of-note|Social media age verification in Australia|As of November 2024, the Coalition opposition has said it supports a minimum age of 16, while the Greens and several independents oppose the bill. The eSafety Commissioner would enforce it, with fines of up to A$49.5 million for platforms.|Positions and proposals, nothing after the cutoff.
""",
    ),
    Q(
        "lu-norway-2025-progress",
        "Will the Progress Party win the most seats in Norway's parliamentary election of September 8, 2025?",
        "Resolves YES if the Progress Party (FrP) wins more Storting seats than any other party in the election of September 8, 2025. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-08",
        0,
        "elections",
        """
12|K|article-lead|2025 Norwegian parliamentary election|Parliamentary elections will be held in Norway on 8 September 2025 to elect all 169 members of the Storting. Jonas Gahr Støre's Labour Party has governed alone since the Centre Party left the coalition on 30 January 2025; former NATO secretary general Jens Stoltenberg became Minister of Finance on 4 February.|A future election and earlier facts.
2|L|results-table|2025 Norwegian parliamentary election — Results|Party · % · Seats — Labour · 28.0 · 53 — Progress · 23.8 · 48 — Conservative · 14.6 · 24 — Socialist Left · 5.6 · 9 — Centre · 5.6 · 9 — Red · 5.3 · 9 — Date: 2025-09-08|A results table for the 8 September 2025 election.
6|K|article-section|2025 Norwegian parliamentary election — Opinion polls|August polls put Labour on 26–29% and the Progress Party, led by Sylvi Listhaug, on 20–24%, with the Conservatives down to around 15%. Advance voting in Norway opened on 11 August and runs until 5 September.|Polls and voting periods.
1|L|as-of-note|Sylvi Listhaug|Listhaug has led the Progress Party since 2021. As of September 2025 she leads the largest opposition party, having taken it to its best ever result in the election of 8 September 2025, when it finished second behind Labour.|Reports the 8 September 2025 result.
20|K|list-entry|List of Norwegian governments — Since 2013|Solberg's Cabinet · 16 October 2013 – 14 October 2021 · Conservative-led — Støre's Cabinet · 14 October 2021 – present · Labour (with the Centre Party until 4 February 2025)|A list before the cutoff, a control.
""",
    ),
    Q(
        "lu-moldova-2025-pas",
        "Will PAS win a majority of seats in Moldova's parliamentary election of September 28, 2025?",
        "Resolves YES if the Party of Action and Solidarity wins at least 51 of the 101 seats in the parliamentary election of September 28, 2025, according to the Central Electoral Commission. Resolves NO otherwise.",
        "2025-09-10",
        "2025-09-28",
        1,
        "elections",
        """
9|K|infobox|2025 Moldovan parliamentary election (infobox)|All 101 seats in Parliament · 51 seats needed for a majority · Date: 28 September 2025 · Previous election: 11 July 2021 · Last result: PAS 63 seats, BECS 32, Șor 6 · Leaders: Igor Grosu (PAS), Igor Dodon (Patriotic Bloc)|An infobox of a future election and earlier results.
2|L|results-table|2025 Moldovan parliamentary election — Results|Party · % · Seats — PAS · 50.2 · 55 — Patriotic Electoral Bloc · 24.2 · 26 — Alternativa · 8.0 · 8 — Our Party · 6.2 · 6 — Democracy at Home · 5.6 · 6 — Date: 2025-09-28|A results table for the 28 September 2025 election.
5|K|article-section|2025 Moldovan parliamentary election — Electoral system|Members are elected by closed-list proportional representation in a single nationwide constituency, with thresholds of 5% for parties and 7% for blocs. Polling stations abroad, more than 300 of them in EU countries, will be open on 28 September.|Rules and future polling.
1|L|talk-page|Talk:2025 Moldovan parliamentary election|The CEC's preliminary count on the morning of 29 September 2025 has PAS on 50.2% with nearly all protocols processed, so I've put 55 seats in the infobox pending the final allocation. Russian interference claims belong in their own section, with sources.|An editor's note reports the count of 29 September 2025.
16|K|as-of-note|Maia Sandu|Sandu was re-elected president on 3 November 2024, two weeks after the EU membership referendum of 20 October 2024 passed narrowly. As of August 2025 she has framed the parliamentary election as a choice between Europe and instability.|Earlier facts.
""",
    ),
    Q(
        "lu-starship-ift3-splashdown-2024",
        "Will the Starship upper stage complete a controlled splashdown on SpaceX's third integrated flight test by March 31, 2024?",
        "Resolves YES if, on Starship's third integrated flight test flown by March 31, 2024, the Ship performs a controlled splashdown in the Indian Ocean as planned. Resolves NO otherwise.",
        "2024-03-08",
        "2024-03-31",
        0,
        "space",
        """
10|K|article-lead|Starship flight test 3|Integrated Flight Test 3 is the planned third flight of SpaceX's Starship. Unlike the first two tests, which ended with the loss of both stages, the ship is to follow a new trajectory ending in a splashdown in the Indian Ocean, and to attempt a propellant transfer demonstration and a payload door test in space. SpaceX is awaiting a launch licence from the FAA.|A planned flight.
1|L|article-section|Starship flight test 3 — Flight|Starship lifted off from Starbase on 14 March 2024 and reached space, opening its payload door during the coast phase. Contact was lost during reentry over the Indian Ocean about 49 minutes after launch and the ship broke up, while the Super Heavy booster was lost shortly before its planned splashdown in the Gulf of Mexico.|Reports the 14 March 2024 flight.
5|K|timeline|Starship integrated flight tests|20 April 2023 – Flight 1: vehicle lost about four minutes after launch. 18 November 2023 – Flight 2: hot staging succeeds; both stages lost. March 2024 – Flight 3 (planned), pending an FAA licence.|Earlier flights and a planned one.
2|L|infobox|Starship flight test 3 (infobox)|Mission type: flight test · Operator: SpaceX · Launch date: 14 March 2024, 13:25 UTC · Launch site: Starbase, Texas · Outcome: reached space; ship lost during reentry · Decay date: 14 March 2024|The infobox reports the launch and outcome on 14 March 2024.
7|K|talk-page|Talk:Starship flight test 3|Can we drop "NET mid-March" from the lead? SpaceX hasn't confirmed a date, only that it will fly once the licence is granted, and any licence modification will be posted on the FAA's site.|A discussion of a possible date, nothing reported.
3|L|as-of-note|SpaceX Starship|As of May 2024, no Starship upper stage had survived reentry: on Flight 3, on 14 March 2024, the ship broke up over the Indian Ocean. Flight 4, on 6 June 2024, was the first in which both stages made controlled splashdowns.|Reports the outcomes of Flights 3 and 4 after the cutoff.
""",
    ),
]
