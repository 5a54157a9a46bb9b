# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold65` part, read by `build_hold65.py`.

Local and regional news from the US, Canada, Australia, Ireland and New Zealand, as local
papers, broadcasters, councils, electoral bodies, school districts, transit agencies and
emergency services write it: city and mayoral races, state and provincial elections, ballot
measures, school strikes, storms and fires, local sports and transit openings. Each question's
documents are one line each in a string, fields separated by `|`: days before the cutoff it is
published, label (L=leak / K=keep), style, title, text, why. Written blind as a held-out part;
the events are real and resolved, the wording is invented and figures are from memory. See
`build_hold65.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "r6-nashville-transit-2024",
        "Will Nashville-Davidson County voters approve the transit improvement program and its half-cent sales tax surcharge on November 5, 2024?",
        "Resolves YES if unofficial or certified results of the November 5, 2024 county election show the transit referendum approved by a majority. Resolves NO otherwise.",
        "2024-10-20",
        "2024-11-05",
        1,
        "ballot_measures",
        """
6|K|local-paper-explainer|Transit referendum: what's on your Nov. 5 ballot|Davidson County voters will decide on Nov. 5 whether to add a half-cent to the local sales tax to pay for Mayor Freddie O'Connell's transit plan, which promises more frequent buses, new sidewalks and smarter traffic signals. Early voting runs Oct. 16 through Oct. 31 at a dozen sites across the county.|Explains a vote and an early-voting window still ahead.
3|L|broadcaster-web|Voters say yes to Nashville transit plan|Nashville voters approved the transit improvement program on Tuesday, November 5, 2024, with roughly two-thirds backing the sales tax surcharge, according to unofficial returns from the Davidson County Election Commission. O'Connell thanked supporters at a watch party in East Nashville.|Reports the November 5, 2024 result as done.
11|K|letter-to-editor|Letter: Why I'm voting no on the transit tax|I have ridden the 52 bus for nine years and I want better service, but I do not trust a 15-year plan with this price tag. When I go to the polls on November 5, I will be voting against it.|A reader's intention about a vote still to come.
2|L|local-paper-update|Early voting turnout strong for transit referendum|Election officials had predicted heavy interest in the referendum. UPDATED: Early voting closed on Thursday, Oct. 31, 2024, with more than 150,000 ballots cast in person, the commission said.|An update reports the close of early voting on October 31, 2024, after the cutoff.
8|K|official-notice|Sample ballot now available|Polls open at 7 a.m. and close at 7 p.m. on Election Day, Tuesday, November 5, 2024. Voters must bring a Tennessee or federal photo ID. The transit referendum appears after the state races.|An official schedule for Election Day.
14|L|agency-blog|WeGo: what comes next for the network|Following voter approval of the Choose How You Move program on Nov. 5, 2024, WeGo Public Transit began recruiting 100 additional bus operators and set a first round of route changes for the summer.|Describes voter approval on November 5, 2024 as past.
""",
    ),
    Q(
        "r6-mass-q2-mcas-2024",
        "Will Massachusetts voters approve Question 2, removing the MCAS test as a high school graduation requirement, on November 5, 2024?",
        "Resolves YES if results of the November 5, 2024 state election show Question 2 approved. Resolves NO otherwise.",
        "2024-10-15",
        "2024-11-05",
        1,
        "ballot_measures",
        """
5|K|local-paper-preview|Teachers union, business groups square off over MCAS question|The Massachusetts Teachers Association has spent heavily in support of Question 2, which would end the requirement that students pass the 10th-grade MCAS to graduate. Opponents, including several business groups, say the state would lose its only common standard. Voters decide Nov. 5.|A campaign preview of a future vote.
2|L|broadcaster-web|Question 2 passes, ending MCAS graduation requirement|Voters on Tuesday, Nov. 5, 2024 approved Question 2 by a wide margin, so districts will decide for themselves what students must do to earn a diploma. Education officials said guidance would go to superintendents within weeks.|Reports the November 5, 2024 result as done.
12|K|school-district-notice|Message from the superintendent about Question 2|Families have asked what Question 2 would mean for the class of 2025. Whatever the outcome on November 5, 2024, seniors will continue to take required coursework, and we will share an update after the election.|A district notice conditional on a future vote.
4|L|local-paper-followup|Districts scramble after MCAS vote|Two weeks after voters scrapped the graduation test on November 5, 2024, several superintendents said they had begun awarding diplomas to former students who had been held back only by the exam.|Reports the vote and later steps as past.
9|K|poll-story|Poll: majority backs ending MCAS requirement|A survey of 800 likely voters taken Sept. 28-Oct. 3 found 54 percent support for Question 2 and 38 percent opposed, with the rest undecided. Early in-person voting begins Oct. 19 and ends Nov. 1.|A poll and a schedule for voting ahead.
1|L|results-table|State election results: ballot questions|Question 1 (auditor and Legislature): Yes 71.6%. Question 2 (MCAS): Yes 58.8%. Question 3 (rideshare drivers): Yes 54.0%. Results as of 11:40 p.m., November 5, 2024.|A results table dated November 5, 2024 reports the outcome.
""",
    ),
    Q(
        "r6-alaska-m2-repeal-2024",
        "Will Alaska voters approve Ballot Measure 2, repealing open primaries and ranked-choice voting, in the November 5, 2024 election?",
        "Resolves YES if the certified results of the November 5, 2024 general election, expected by November 30, 2024, show Ballot Measure 2 approved. Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-30",
        0,
        "ballot_measures",
        """
4|K|local-paper-preview|Ranked-choice repeal back on the ballot|Four years after Alaskans adopted open primaries and ranked-choice general elections, Ballot Measure 2 asks whether to return to party primaries. Because absentee ballots from rural Alaska can arrive up to 10 days after Election Day, a close result may not be known until the count ends on Nov. 20.|A preview with a counting schedule ahead.
3|L|broadcaster-web|Measure 2 fails by narrow margin after final count|The last absentee and questioned ballots were tallied on November 20, 2024, and Ballot Measure 2 failed by fewer than 800 votes out of more than 320,000 cast, keeping ranked-choice voting in place.|Reports the November 20, 2024 final count as done.
10|K|official-notice|Division of Elections: important dates|Election Day is Tuesday, November 5, 2024. Absentee ballots postmarked by Election Day must arrive by November 15 (November 20 for overseas ballots). Certification by the State Review Board is scheduled for November 30, 2024.|An official calendar of future steps.
1|L|local-paper-update|Repeal leads on election night|Ballot Measure 2 led by several thousand votes when the first results came in. UPDATE, Nov. 20, 2024: With all ballots counted, the No side has pulled ahead and the repeal has been defeated.|An appended update reports the November 20, 2024 result.
7|K|opinion-column|Column: Ranked-choice didn't break Alaska|Whatever happens on Nov. 5, the last two election cycles showed Alaskans can handle ranking candidates. The spoiled-ballot rate in 2022 was lower than critics predicted.|A column about a future vote and past cycles.
""",
    ),
    Q(
        "r6-ca-prop36-2024",
        "Will California voters approve Proposition 36, increasing penalties for some theft and drug crimes, on November 5, 2024?",
        "Resolves YES if results reported after the November 5, 2024 statewide election show Proposition 36 approved by a majority. Resolves NO otherwise.",
        "2024-10-12",
        "2024-11-05",
        1,
        "ballot_measures",
        """
9|K|local-paper-explainer|Prop. 36, explained|Prop. 36 would roll back parts of 2014's Prop. 47, making some repeat shoplifting a felony and creating a new 'treatment-mandated felony' for certain drug possession cases. Gov. Gavin Newsom opposes it; many district attorneys support it. Mail ballots go out Oct. 7, and Election Day is Nov. 5.|Explains a measure and a vote ahead.
2|L|broadcaster-web|Voters approve tougher theft penalties|California voters passed Proposition 36 on Nov. 5, 2024, with about two-thirds voting yes in early returns, a rebuke to the governor and legislative leaders who had campaigned against it.|Reports the November 5, 2024 passage as done.
15|K|poll-story|Statewide poll shows Prop. 36 with big lead|In the latest Public Policy Institute of California survey, 56% of likely voters said they would vote yes on Proposition 36. Counties begin mailing ballots the week of October 7, 2024.|A poll and a mailing date still ahead.
5|L|local-paper-followup|DA's office begins filing under new Prop. 36 rules|Prosecutors said they filed the county's first felony theft cases under Proposition 36 on December 18, 2024, the day the measure took effect following its approval by voters in November.|Reports the December 18, 2024 filings and the approval as done.
1|K|editorial|Editorial: Vote yes on 36|Retailers and residents alike have watched repeat theft go largely unpunished. On Nov. 5, Californians have a chance to restore consequences without filling prisons again. We recommend a yes vote.|An endorsement ahead of a vote.
7|L|results-table|County results at a glance|Prop. 33 (rent control): No 60.5%. Prop. 35 (Medi-Cal tax): Yes 67.8%. Prop. 36 (crime penalties): Yes 68.4%. Semi-official canvass, updated November 12, 2024.|A results table dated November 12, 2024 reports the outcome.
""",
    ),
    Q(
        "r6-mississauga-mayor-2024-parrish",
        "Will Carolyn Parrish win the Mississauga mayoral by-election of June 10, 2024?",
        "Resolves YES if the City of Mississauga's results for the June 10, 2024 mayoral by-election show Carolyn Parrish elected. Resolves NO otherwise.",
        "2024-05-27",
        "2024-06-10",
        1,
        "local_elections",
        """
8|K|local-paper-preview|Crowded field for mayor as Crombie heads to Queen's Park|Twenty candidates are on the ballot to replace Bonnie Crombie, who left to lead the Ontario Liberals. Ward 5 councillor Carolyn Parrish, Ward 7's Dipika Damerla and Ward 2's Alvin Tedjo are seen as front-runners ahead of the June 10 vote.|A preview of a vote still to come.
3|L|broadcaster-web|Parrish elected Mississauga mayor|Carolyn Parrish won the Mississauga mayoral by-election on Monday, June 10, 2024, with about 37 per cent of the vote, ahead of Alvin Tedjo. She will be sworn in later this month.|Reports the June 10, 2024 result as done.
5|K|city-notice|Advance voting for the mayoral by-election|Advance voting will be held May 25 to May 31 at any of 11 locations. On Voting Day, Monday, June 10, 2024, voters must go to their assigned voting place between 10 a.m. and 8 p.m.|An official schedule, partly after the cutoff, of voting still to happen.
12|K|poll-story|Parrish leads new poll, Damerla and Tedjo close behind|A survey conducted May 10-13 put Parrish at 27 per cent among decided voters. Roughly a third of respondents said they had not made up their minds.|A poll taken before the cutoff.
1|L|local-paper-update|Candidates make final pitch|The candidates spent the weekend knocking on doors. UPDATE June 10, 2024, 10:15 p.m.: Parrish has been declared the winner, with Tedjo second and Damerla third.|An appended update reports the June 10, 2024 result.
2|L|council-minutes|Special council meeting: declaration of office|At the special meeting of council on June 19, 2024, Mayor Carolyn Parrish made her declaration of office and thanked staff for running the by-election.|Reports a June 19, 2024 swearing-in as done.
""",
    ),
    Q(
        "r6-calgary-mayor-2025-gondek",
        "Will Jyoti Gondek be re-elected Mayor of Calgary in the municipal election of October 20, 2025?",
        "Resolves YES if the City of Calgary's official results for the October 20, 2025 election show Jyoti Gondek elected mayor. Resolves NO otherwise.",
        "2025-10-05",
        "2025-10-20",
        0,
        "local_elections",
        """
6|K|local-paper-preview|Gondek faces a crowded field and a new party system|For the first time, Calgary voters will see municipal party names on the ballot on Oct. 20. Mayor Jyoti Gondek is running for a second term against Jeromy Farkas, Sonya Sharp of the Communities First slate and Jeff Davison, among others.|A preview of an election still to come.
3|L|broadcaster-web|Farkas edges Sharp; Gondek finishes third|Jeromy Farkas was elected mayor of Calgary on Oct. 20, 2025, in a race so close that the result was not clear until the next afternoon. Incumbent Jyoti Gondek conceded late on election night after finishing third.|Reports the October 20, 2025 result as done.
9|K|city-notice|Advance vote dates announced|Advance voting runs Oct. 6 to Oct. 11, 2025 at 34 stations. Election day voting stations are open from 10 a.m. to 8 p.m. Voters will mark their ballots by hand this year because electronic tabulators have been banned by the province.|An official calendar of voting still ahead.
14|K|poll-story|Poll: Calgarians unhappy with city's direction|Only 38 per cent of respondents said the city is headed in the right direction, according to a survey taken Sept. 12-16. The mayor's approval has slipped since the water main break in June 2024.|A poll and earlier facts.
1|L|local-paper-recap|Calgary's new council at a glance|Mayor: Jeromy Farkas. Wards 1-14: results as declared by the returning officer on Oct. 24, 2025, after a hand count that took four days.|A results summary dated October 24, 2025.
""",
    ),
    Q(
        "r6-edmonton-mayor-2025-knack",
        "Will Andrew Knack be elected Mayor of Edmonton in the municipal election of October 20, 2025?",
        "Resolves YES if official results of the October 20, 2025 Edmonton municipal election show Andrew Knack elected mayor. Resolves NO otherwise.",
        "2025-10-02",
        "2025-10-20",
        1,
        "local_elections",
        """
10|K|local-paper-preview|Open race for mayor as Sohi steps aside|With Amarjeet Sohi not seeking re-election, Ward Nakota Isga councillor Andrew Knack, former councillor Tim Cartmell and a dozen others are running to lead the city. Election day is Monday, Oct. 20.|A preview of a future vote.
4|L|broadcaster-web|Knack wins Edmonton mayor's race|Andrew Knack will be Edmonton's next mayor after winning the Oct. 20, 2025 election with a comfortable lead over Tim Cartmell. He promised to focus on the city's budget and on transit safety.|Reports the October 20, 2025 result as done.
2|K|radio-bulletin|Morning bulletin: candidates debate transit and taxes|Mayoral candidates met at the Winspear Centre last night for the last televised debate. Advance polls open on October 6 and close on October 11, and results are expected by late evening on October 20.|A bulletin with a schedule still ahead.
16|K|community-newsletter|Your community league's election forum|Our forum for Ward O-day'min council candidates is Thursday, Sept. 18, 7 p.m., in the hall. Mayoral candidates have been invited for a second session on September 25.|A community calendar with only earlier dates.
1|L|local-paper-live|Election night live: Edmonton picks a new mayor|9:40 p.m., Oct. 20, 2025: Cartmell has conceded. 9:58 p.m.: Knack takes the stage at his downtown party, thanking volunteers.|Live-blog entries dated October 20, 2025 report the result.
7|L|council-notice|Inaugural council meeting|The inaugural meeting of the council elected on October 20, 2025 was held on October 28, 2025, when Mayor Andrew Knack and 12 councillors took their oaths of office.|Reports the election and a later swearing-in as done.
""",
    ),
    Q(
        "r6-montreal-mayor-2025-rabouin",
        "Will Luc Rabouin be elected Mayor of Montreal in the municipal election of November 2, 2025?",
        "Resolves YES if the results of the November 2, 2025 Montreal municipal election show Luc Rabouin (Projet Montréal) elected mayor. Resolves NO otherwise.",
        "2025-10-18",
        "2025-11-02",
        0,
        "local_elections",
        """
7|K|local-paper-preview|Who will replace Plante? A guide to the race|Valérie Plante is not running again, leaving Projet Montréal's Luc Rabouin to defend the party's record against Ensemble Montréal's Soraya Martinez Ferrada, a former federal cabinet minister. Montrealers vote Sunday, Nov. 2.|A guide to a future vote.
2|L|broadcaster-web|Martinez Ferrada elected mayor, ending Projet Montréal's run|Soraya Martinez Ferrada won the Montreal mayoralty on Sunday, November 2, 2025, defeating Luc Rabouin and ending eight years of Projet Montréal government at city hall.|Reports the November 2, 2025 result as done.
12|K|poll-story|Léger poll puts Martinez Ferrada ahead|A survey of 1,000 Montrealers conducted Sept. 26-29 gave Martinez Ferrada 36 per cent and Rabouin 28 per cent. Advance voting is Oct. 26 and 27.|A poll and future advance-voting days.
4|K|city-notice|Election Montréal: where and when to vote|Advance polls: Sunday, October 26 and Monday, October 27, 2025, 9:30 a.m. to 8 p.m. Election day: Sunday, November 2, 2025, 9:30 a.m. to 8 p.m. Bring identification with a photo.|An official calendar for future voting.
1|L|local-paper-followup|Rabouin stays on as borough mayor after defeat|After his loss in the mayoral race on Nov. 2, 2025, Luc Rabouin said he would remain active in Projet Montréal and help choose a new leader.|Reports the November 2, 2025 defeat as past.
""",
    ),
    Q(
        "r6-auckland-mayor-2025-brown",
        "Will Wayne Brown be re-elected Mayor of Auckland in the local elections that close on October 11, 2025?",
        "Resolves YES if the preliminary or final results of the 2025 Auckland Council election, voting for which closes at noon on October 11, 2025, show Wayne Brown elected mayor. Resolves NO otherwise.",
        "2025-09-25",
        "2025-10-11",
        1,
        "local_elections",
        """
5|K|local-paper-preview|Brown the favourite as voting papers arrive|Voting documents are being delivered to Auckland households from September 9, and completed papers must reach the electoral officer by midday on Saturday, 11 October. Mayor Wayne Brown faces Labour-aligned Kerrin Leoni among a field of about 20.|A preview with a deadline ahead.
3|L|broadcaster-web|Wayne Brown returned as Auckland mayor|Wayne Brown has won a second term as mayor of Auckland, with preliminary results released on the afternoon of 11 October 2025 giving him a lead of more than 100,000 votes.|Reports the October 11, 2025 result as done.
13|K|council-notice|Auckland Council: how to vote by post|Post your voting papers by Tuesday, 7 October to be sure they arrive in time, or drop them at a library or ballot box before noon on Saturday, 11 October 2025. Preliminary results are expected the same afternoon.|An official timetable of future voting steps.
1|L|local-paper-recap|Turnout slumps again in Auckland vote|Only about 30 per cent of eligible Aucklanders returned their voting papers before voting closed on 11 October 2025, according to the final turnout figure published by the electoral officer.|Reports turnout for the October 11, 2025 vote as done.
9|K|opinion-column|The mayor's first term, by the numbers|Since taking office in October 2022, Brown has pushed through rates rises, sold part of the council's airport stake and fought with Wellington over transport funding. Voters get their verdict on him next month.|A retrospective with only earlier facts and a future vote.
""",
    ),
    Q(
        "r6-wellington-mayor-2025-little",
        "Will Andrew Little be elected Mayor of Wellington in the local elections that close on October 11, 2025?",
        "Resolves YES if the preliminary or final results of the 2025 Wellington City Council election, voting for which closes on October 11, 2025, show Andrew Little elected mayor. Resolves NO otherwise.",
        "2025-09-22",
        "2025-10-11",
        1,
        "local_elections",
        """
8|K|local-paper-preview|Little the one to beat after Whanau steps aside|With Mayor Tory Whanau withdrawing from the race, former Labour leader Andrew Little is the best-known name for the capital's top job. Ray Chung and Diane Calvert are also standing. Voting closes at noon on 11 October.|A preview with a future voting deadline.
2|L|broadcaster-web|Andrew Little wins Wellington mayoralty|Former Labour minister Andrew Little is Wellington's new mayor after preliminary results on October 11, 2025 put him well clear of Ray Chung under the single transferable vote count.|Reports the October 11, 2025 result as done.
4|K|council-notice|Wellington City Council election: key dates|Voting documents delivered: from 9 September 2025. Voting closes: 12 noon, Saturday 11 October 2025. Progress results: that afternoon. Official declaration: expected around 16 October 2025.|An official calendar of future steps.
18|K|community-newsletter|Meet the candidates at Newtown|The Newtown Residents' Association hosted mayoral candidates on 28 August. Nearly 200 people came along, and questions focused on the Golden Mile and water pipes.|A newsletter with only an earlier event.
1|L|local-paper-followup|Little sworn in, names deputy|Andrew Little was sworn in as mayor at the council's inaugural meeting on 22 October 2025, eleven days after winning the election, and named his deputy.|Reports an October 22, 2025 swearing-in as done.
6|L|local-paper-updated|Final debate: housing and the Golden Mile dominate|Candidates clashed over the Golden Mile bus project on Tuesday night. Update, 11 October 2025: Andrew Little has won the mayoralty on preliminary results.|An appended update reports the October 11, 2025 result.
""",
    ),
]
