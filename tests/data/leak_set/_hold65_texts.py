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
2|L|local-paper-updated|Early voting turnout strong for transit referendum|Election officials had predicted heavy interest in the referendum. UPDATED: Early voting closed on Thursday, Oct. 31, 2024, with more than 150,000 ballots cast in person, the commission said.|An update reports the close of early voting on October 31, 2024, after the cutoff.
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
1|L|local-paper-updated|Repeal leads on election night|Ballot Measure 2 led by several thousand votes when the first results came in. UPDATE, Nov. 20, 2024: With all ballots counted, the No side has pulled ahead and the repeal has been defeated.|An appended update reports the November 20, 2024 result.
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
1|L|local-paper-updated|Candidates make final pitch|The candidates spent the weekend knocking on doors. UPDATE June 10, 2024, 10:15 p.m.: Parrish has been declared the winner, with Tedjo second and Damerla third.|An appended update reports the June 10, 2024 result.
2|L|council-minutes|Special council meeting: declaration of office|At her first council meeting after the June 10, 2024 by-election, Mayor Carolyn Parrish made her declaration of office and thanked staff for running the vote.|Reports the June 10, 2024 election and a later swearing-in as done.
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
1|L|local-paper-recap|Calgary's new council at a glance|Mayor: Jeromy Farkas. Wards 1-14: official results following the Oct. 20, 2025 vote, counted by hand.|A results summary reports the October 20, 2025 vote.
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
7|L|council-notice|Inaugural council meeting|The inaugural meeting of the council elected on October 20, 2025 was held later that month, when Mayor Andrew Knack and 12 councillors took their oaths of office.|Reports the election and a later swearing-in as done.
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
1|L|local-paper-followup|Little sworn in, names deputy|Andrew Little was sworn in as mayor at the council's inaugural meeting, less than two weeks after winning the election on 11 October 2025, and named his deputy.|Reports the October 11, 2025 win and a later swearing-in as done.
6|L|local-paper-updated|Final debate: housing and the Golden Mile dominate|Candidates clashed over the Golden Mile bus project on Tuesday night. Update, 11 October 2025: Andrew Little has won the mayoralty on preliminary results.|An appended update reports the October 11, 2025 result.
""",
    ),
    Q(
        "r6-brisbane-lord-mayor-2024-schrinner",
        "Will Adrian Schrinner be re-elected Lord Mayor of Brisbane at the local government elections of March 16, 2024?",
        "Resolves YES if the Electoral Commission of Queensland's results for the March 16, 2024 Brisbane City Council election show Adrian Schrinner elected Lord Mayor. Resolves NO otherwise.",
        "2024-03-02",
        "2024-03-16",
        1,
        "local_elections",
        """
9|K|local-paper-preview|Schrinner, Greens' Sriranganathan and Labor's Price in three-way fight|Lord Mayor Adrian Schrinner is seeking a second full term at the 16 March 2024 council election, with the Greens' Jonathan Sriranganathan and Labor's Tracey Price hoping preferences can topple the LNP's long hold on City Hall.|A preview of an election still to come.
2|L|broadcaster-web|Schrinner claims victory in Brisbane|Adrian Schrinner has been returned as Lord Mayor of Brisbane after the count on Saturday, 16 March 2024, with the LNP also on track to keep its majority on council.|Reports the March 16, 2024 result as done.
4|K|official-notice|ECQ: early voting for local government elections|Early voting centres open from Monday 4 March to Friday 15 March 2024. Postal vote applications close at 7pm on Monday 4 March. Election day is Saturday 16 March 2024, 8am to 6pm.|An official timetable of future voting.
15|K|opinion-column|Brisbane's buses, bins and the lord mayor|The council's record on the Brisbane Metro and on footpath dining will be in voters' minds when they go to the polls. Labor has promised a 50-cent fare trial if it wins on March 16.|A column with a conditional promise about a future vote.
1|L|local-paper-recap|How your ward voted|The LNP held most of the 26 wards and the Greens picked up Paddington when counting for the 16 March 2024 poll was finalised. Schrinner's primary vote as lord mayor was a little under 48 per cent.|Reports results of the March 16, 2024 poll as done.
6|L|local-paper-updated|Candidates sign clean-campaign pledge|All three major lord mayoral candidates signed a pledge last week. Editor's note, 17 March 2024: Adrian Schrinner was re-elected at Saturday's poll.|An editor's note dated March 17, 2024 reports the result.
""",
    ),
    Q(
        "r6-sydney-lord-mayor-2024-moore",
        "Will Clover Moore be re-elected Lord Mayor of Sydney at the NSW local government elections of September 14, 2024?",
        "Resolves YES if the NSW Electoral Commission's results for the September 14, 2024 City of Sydney election show Clover Moore elected Lord Mayor. Resolves NO otherwise.",
        "2024-08-31",
        "2024-09-14",
        1,
        "local_elections",
        """
7|K|local-paper-preview|Moore seeks sixth term at Town Hall|Clover Moore, lord mayor since 2004, is standing again at the 14 September 2024 election. Liberal candidate Lyndon Gannon, Labor's Zann Maxwell and the Greens' Sylvie Ellsmore are among her challengers.|A preview of a future vote.
3|L|broadcaster-web|Clover Moore wins sixth term|Clover Moore was re-elected Lord Mayor of Sydney at the council elections on Saturday 14 September 2024, comfortably ahead of her rivals on first preferences, the NSW Electoral Commission count showed.|Reports the September 14, 2024 result as done.
12|K|official-notice|NSW Electoral Commission: key dates|Pre-poll voting: Monday 2 September to Friday 13 September 2024. Election day: Saturday 14 September 2024. Declarations of results are expected from late September.|An official calendar of future steps.
19|K|local-paper-news|Council endorses bike lane extension|Councillors voted on 12 August to extend the separated cycleway along Oxford Street to Taylor Square. The lord mayor called it one of the city's most-used routes.|Local news with only an earlier date.
1|L|local-paper-recap|Who won a seat on City of Sydney council|The NSWEC declared the City of Sydney results in late September 2024, confirming Clover Moore's sixth term and the make-up of the new council.|Reports a September 2024 declaration as done.
""",
    ),
    Q(
        "r6-limerick-mayor-2024-moran",
        "Will John Moran be elected Limerick's first directly elected mayor in the election of June 7, 2024?",
        "Resolves YES if the returning officer declares John Moran elected Mayor of Limerick after the count of the June 7, 2024 election, expected by June 20, 2024. Resolves NO otherwise.",
        "2024-05-25",
        "2024-06-20",
        1,
        "local_elections",
        """
8|K|local-paper-preview|Fifteen candidates for Limerick's new top job|Voters in Limerick city and county will choose the country's first directly elected mayor on Friday, 7 June 2024, on the same day as the local and European elections. Independent John Moran, a former secretary general at the Department of Finance, faces candidates from all the main parties.|A preview of a future vote.
2|L|broadcaster-web|Moran elected Limerick mayor after marathon count|Independent John Moran was elected Mayor of Limerick in June 2024 after a count that stretched over the best part of a week, finishing ahead of Fianna Fáil's Dee Ryan on the final transfers.|Reports the June 2024 result as done.
14|K|explainer|What powers will the mayor have?|The mayor will chair the council, sit on a new Mayor's Board and draw a salary linked to a junior minister's. The term runs five years from the count after the 7 June poll.|An explainer about a role and a future vote.
5|K|official-notice|Limerick City and County Council: polling information|Polling stations will be open from 7am to 10pm on Friday 7 June 2024. Counting of votes for the mayoral election will begin at the Limerick Racecourse count centre after the local election counts are complete.|An official schedule of future voting and counting.
1|L|local-paper-followup|Mayor Moran sets out first 100 days|Speaking at his first council meeting after the count in June 2024, Mayor John Moran said he would prioritise housing delivery and a new plan for the city centre.|Reports the June 2024 election and a later meeting as done.
4|L|local-paper-updated|Moran tops latest poll of voters|A poll published this week put Moran narrowly ahead. UPDATE (18 June 2024): John Moran was elected mayor on the final count.|An update dated June 18, 2024 reports the result.
""",
    ),
    Q(
        "r6-boston-prelim-2025-wu",
        "Will Michelle Wu finish first in Boston's preliminary municipal election for mayor on September 9, 2025?",
        "Resolves YES if the City of Boston's results for the September 9, 2025 preliminary election show Michelle Wu receiving the most votes for mayor. Resolves NO otherwise.",
        "2025-08-26",
        "2025-09-09",
        1,
        "local_elections",
        """
5|K|local-paper-preview|Wu and Kraft head toward September preliminary|Mayor Michelle Wu and challenger Josh Kraft are expected to advance from the Sept. 9 preliminary, with the top two going on to the Nov. 4, 2025 general election. Kraft has put much of his own money into the race.|A preview of future votes.
2|L|broadcaster-web|Wu crushes Kraft in preliminary|Michelle Wu took roughly 72 percent of the vote in Boston's preliminary election on Tuesday, Sept. 9, 2025, far ahead of Josh Kraft, according to unofficial city results.|Reports the September 9, 2025 result as done.
10|K|city-notice|Early voting for the Preliminary Municipal Election|Early voting runs Saturday, August 30 through Friday, September 5, 2025 at City Hall and at neighborhood sites on set days. Polls are open 7 a.m. to 8 p.m. on Tuesday, September 9, 2025.|An official schedule of future voting.
17|K|poll-story|Emerson poll: Wu leads by wide margin|The poll of 400 likely preliminary voters, taken August 5-7, found Wu at 61 percent and Kraft at 23 percent. Both campaigns said the poll would not change their plans.|A poll taken before the cutoff.
1|L|local-paper-followup|Kraft ends mayoral campaign|Josh Kraft said he was withdrawing from the race for mayor in September 2025, days after finishing a distant second to Michelle Wu in the Sept. 9 preliminary.|Reports the preliminary result and a later withdrawal as past.
""",
    ),
    Q(
        "r6-jersey-city-runoff-2025-solomon",
        "Will James Solomon win the Jersey City mayoral runoff election of December 2, 2025?",
        "Resolves YES if the results of Jersey City's December 2, 2025 mayoral runoff show James Solomon elected. Resolves NO otherwise.",
        "2025-11-18",
        "2025-12-02",
        1,
        "local_elections",
        """
6|K|local-paper-preview|Solomon, McGreevey head to Dec. 2 runoff|Councilman James Solomon and former Gov. Jim McGreevey will face off in a runoff on Tuesday, Dec. 2, after no candidate topped 50 percent in the Nov. 4 mayoral election to succeed Steven Fulop.|A preview of a runoff still to come.
2|L|broadcaster-web|Solomon wins Jersey City mayor's race|James Solomon defeated Jim McGreevey in the Dec. 2, 2025 runoff, winning by a wide margin and promising to take on landlords and developers in the state's second-largest city.|Reports the December 2, 2025 result as done.
3|K|official-notice|Hudson County Clerk: runoff election information|Vote-by-mail ballots for the December 2, 2025 runoff have been mailed. In-person early voting is not offered for municipal runoffs; polls are open 6 a.m. to 8 p.m. on Election Day.|An official notice of a future vote.
11|K|local-paper-news|How the first round shook out|Solomon and McGreevey finished in the top two on Nov. 4, with Bill O'Dea, Mussab Ali and Joyce Watterman splitting the rest of the vote. Neither Ali nor O'Dea had endorsed anyone as of Friday.|Reports a first round before the cutoff.
1|L|local-paper-followup|Mayor-elect Solomon names transition team|A week after his Dec. 2, 2025 runoff win, Mayor-elect James Solomon named a transition team led by a former city housing official. He takes office on January 1, 2026.|Reports the runoff win as past, with a future start date.
""",
    ),
    Q(
        "r6-act-2024-labor-most-seats",
        "Will ACT Labor win the most seats in the Australian Capital Territory election of October 19, 2024?",
        "Resolves YES if Elections ACT's results for the October 19, 2024 Legislative Assembly election, expected by October 31, 2024, show Labor winning more of the 25 seats than any other party. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-31",
        1,
        "state_elections",
        """
6|K|local-paper-preview|Barr seeks a seventh term for Labor|After 23 years of Labor government, Chief Minister Andrew Barr faces a Canberra Liberals team led by Elizabeth Lee at the 19 October 2024 election. The Greens, led by Shane Rattenbury, hope to hold their six seats.|A preview of a future election.
3|L|broadcaster-web|Labor returned in Canberra as Greens slump|Labor will govern the ACT for a seventh term after the election on 19 October 2024 left it as the largest party, with the Greens losing seats to independents.|Reports the October 19, 2024 result as done.
9|K|official-notice|Elections ACT: early voting begins 30 September|Early voting centres are open from Monday 30 September to Friday 18 October 2024. Electronic voting is available at all early voting centres. Polling places open 8am to 6pm on Saturday 19 October.|An official timetable including future voting days.
2|L|results-table|ACT election 2024: seats by electorate|Final distribution of preferences completed 28 October 2024. Labor 10, Liberal 9, Greens 4, Independents for Canberra 1, independent 1.|A results table dated October 28, 2024 reports the outcome.
1|L|local-paper-followup|Barr re-elected chief minister on the floor|Andrew Barr was re-elected chief minister when the new Assembly first sat on 6 November 2024, with the support of the Greens.|Reports a November 6, 2024 vote as done.
14|K|poll-story|Poll shows voters want change, but not a new government|A survey of 1,100 Canberrans in late September found 52 per cent felt it was time for a change, though Labor still led the Liberals on the primary vote.|A poll taken before the cutoff.
""",
    ),
    Q(
        "r6-pa-scopa-retention-2025",
        "Will all three Pennsylvania Supreme Court justices on the ballot (Donohue, Dougherty and Wecht) be retained in the election of November 4, 2025?",
        "Resolves YES if results of the November 4, 2025 municipal election show Justices Christine Donohue, Kevin Dougherty and David Wecht each retained. Resolves NO if any one is not retained.",
        "2025-10-15",
        "2025-11-04",
        1,
        "state_elections",
        """
8|K|local-paper-preview|Retention races draw record spending|Three Democratic justices are asking voters for another 10-year term on Nov. 4, 2025. A 'no' vote on all three would give the governor a chance to nominate replacements, subject to a Senate vote, and could shift the court's majority.|A preview with a conditional about a future vote.
2|L|broadcaster-web|Voters retain three Supreme Court justices|Pennsylvanians voted on Tuesday, Nov. 4, 2025 to keep Justices Christine Donohue, Kevin Dougherty and David Wecht on the Supreme Court, each winning 'yes' votes from well over half of voters.|Reports the November 4, 2025 result as done.
13|K|explainer|What is a judicial retention election?|Pennsylvania appellate judges who have served a full term face a yes-or-no vote rather than an opponent. Justices must retire at 75; Donohue would reach that age in 2027.|An explainer with only a general rule and a later birthday, not an event reported.
4|K|county-notice|Allegheny County Elections: mail ballot deadline|Applications for a mail ballot must be received by 5 p.m. on Tuesday, October 28, 2025. Completed ballots must be received by 8 p.m. on Election Day, November 4, 2025. Postmarks do not count.|Official deadlines ahead.
1|L|local-paper-recap|Election results: statewide|Supreme Court retention (unofficial, 11:52 p.m. Nov. 4, 2025): Donohue yes 62.1%, Dougherty yes 62.8%, Wecht yes 62.4%. Superior Court retention: Dubow yes 61.5%.|A results table dated November 4, 2025.
""",
    ),
    Q(
        "r6-nl-2025-pc-most-seats",
        "Will the Progressive Conservatives win the most seats in the Newfoundland and Labrador general election of October 14, 2025?",
        "Resolves YES if Elections NL results for the October 14, 2025 provincial election show the PC Party winning more of the 40 seats than any other party. Resolves NO otherwise.",
        "2025-09-28",
        "2025-10-14",
        1,
        "state_elections",
        """
6|K|local-paper-preview|Hogan's Liberals seek fourth term against Wakeham's PCs|Premier John Hogan, who replaced Andrew Furey earlier this year, will lead the Liberals into the Oct. 14 election against Tony Wakeham's Progressive Conservatives. The NDP under Jim Dinn holds two seats.|A preview of a future vote.
2|L|broadcaster-web|PCs win Newfoundland and Labrador election|Tony Wakeham's Progressive Conservatives won the provincial election on October 14, 2025, ending a decade of Liberal government. Wakeham is expected to be sworn in as premier within two weeks.|Reports the October 14, 2025 result as done.
10|K|official-notice|Elections NL: advance polls and special ballots|Advance polls will be held Saturday, October 4 and Tuesday, October 7, 2025. Special ballots may be requested until 6 p.m. on Election Day. Results will be posted on election night as polls report.|An official timetable of future voting.
18|K|radio-bulletin|Premier drops the writ|Premier Hogan visited Government House on Sept. 10 to ask for the dissolution of the House of Assembly. Candidates have until Sept. 22 to file nomination papers.|A bulletin with earlier dates only.
1|L|local-paper-followup|Wakeham sworn in as 15th premier|Tony Wakeham was sworn in as premier at Government House in late October 2025, about two weeks after his party's win on October 14, 2025, and named his first cabinet.|Reports the October 14, 2025 win and a later swearing-in as done.
""",
    ),
    Q(
        "r6-yukon-2025-yp-majority",
        "Will the Yukon Party win a majority of the 21 seats in the Yukon general election of November 3, 2025?",
        "Resolves YES if Elections Yukon results for the November 3, 2025 territorial election show the Yukon Party winning 11 or more of the 21 seats. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-03",
        1,
        "state_elections",
        """
5|K|local-paper-preview|Dixon's Yukon Party looks to end Liberal era|Yukoners go to the polls on Monday, Nov. 3 to elect a new Legislative Assembly. Currie Dixon's Yukon Party is challenging the Liberals, who are on their second leader since the last vote, and Kate White's NDP.|A preview of a future election.
2|L|broadcaster-web|Yukon Party wins majority|The Yukon Party won a majority government in the territorial election on November 3, 2025, taking seats across Whitehorse and the communities. Currie Dixon will become premier.|Reports the November 3, 2025 result as done.
9|K|official-notice|Elections Yukon: advance voting|Advance voting days are Sunday, October 26 and Monday, October 27, 2025. Voters may also vote at the returning office of their electoral district until the Saturday before Election Day.|An official schedule of future voting.
1|L|local-paper-updated|Candidates spar over housing at Whitehorse forum|Candidates in the downtown ridings debated housing costs and the mine cleanup at Eagle Gold. Update, Nov. 4, 2025: the Yukon Party won the election with a majority of seats.|An update dated November 4, 2025 reports the result.
15|K|opinion-column|The territory's tight ridings|In 2021 two seats were decided by a handful of votes and one by a draw of names. With 21 ridings, a swing of a few dozen voters in a couple of them could decide who governs.|A column about earlier results.
""",
    ),
    Q(
        "r6-virginia-hod-2023-dems",
        "Will Democrats win a majority of the 100 seats in the Virginia House of Delegates in the election of November 7, 2023?",
        "Resolves YES if results of the November 7, 2023 general election show Democrats winning 51 or more seats in the House of Delegates. Resolves NO otherwise.",
        "2023-10-22",
        "2023-11-07",
        1,
        "state_elections",
        """
9|K|local-paper-preview|Every seat in the General Assembly is on the ballot|Under new district maps, all 100 House seats and all 40 Senate seats are up on Nov. 7, 2023. Gov. Glenn Youngkin has campaigned for Republican control of both chambers and a 15-week abortion limit.|A preview of a future election.
2|L|broadcaster-web|Democrats flip the House, hold the Senate|Democrats won control of the House of Delegates and kept their Senate majority on Tuesday, Nov. 7, 2023, a setback for Youngkin, who had poured time and money into the races.|Reports the November 7, 2023 result as done.
4|K|official-notice|Registrar: early voting hours|In-person early voting continues through Saturday, Nov. 4, 2023 at the registrar's office, with extended hours on the last two Saturdays. Polls are open 6 a.m. to 7 p.m. on Election Day, Tuesday, Nov. 7.|An official schedule of future voting.
1|L|results-table|House of Delegates results, Hampton Roads|District 97: Feggans (D) 51.2%, Greenhalgh (R) 48.8%. Chamber: Democrats 51, Republicans 49 (projected). Unofficial results as of 1:10 a.m., Nov. 8, 2023.|A results table dated November 8, 2023.
16|K|local-paper-news|Candidates spar at Chesterfield forum|House candidates in three Chesterfield districts met at a forum on Oct. 4. Much of the evening was about schools and taxes rather than abortion.|Local news about an earlier forum.
6|L|local-paper-followup|Scott chosen as first Black House speaker|House Democrats chose Don Scott as their nominee for speaker in November 2023, days after the party's Nov. 7 wins gave it 51 seats.|Reports the election and a later nomination as past.
""",
    ),
    Q(
        "r6-louisiana-hurricane-sept-2024",
        "Will a hurricane make landfall on the coast of Louisiana in September 2024?",
        "Resolves YES if the National Hurricane Center reports a landfall in Louisiana by a tropical cyclone of hurricane strength between September 1 and September 30, 2024. Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-30",
        1,
        "weather",
        """
8|K|broadcaster-weather|Quiet August for the Gulf, but peak season is ahead|The tropics have been unusually calm since Ernesto, but the statistical peak of hurricane season is Sept. 10, and forecasters say the Gulf of Mexico remains very warm. Parish officials urged residents to check their kits before Labor Day.|A seasonal outlook with a future peak date.
3|L|broadcaster-web|Francine slams Terrebonne Parish as Category 2|Hurricane Francine made landfall in Terrebonne Parish on the afternoon of Sept. 11, 2024 with winds near 100 mph, knocking out power to more than 400,000 customers across south Louisiana.|Reports the September 11, 2024 landfall as done.
12|K|parish-notice|Jefferson Parish: hurricane season sandbag locations|Sandbag sites will open only when a storm is forecast to threaten the parish. Residents can sign up for JPAlerts to be notified. The season runs through November 30, 2024.|An official notice with a future season end date.
1|K|broadcaster-weather|Tropics: disturbance near the Texas coast bears watching|The National Hurricane Center gives a broad area of low pressure in the western Gulf a low chance of development over the next seven days. Heavy rain is possible along the upper Texas and Louisiana coasts through the weekend of Sept. 7-8 regardless.|A forecast of weather still to come.
2|L|local-paper-followup|Houma cleans up a week after Francine|Crews were still clearing downed oaks a week after Hurricane Francine came ashore on September 11, 2024. Entergy said it had restored power to nearly all customers by September 16, 2024.|Reports the September 11, 2024 landfall and later restoration as done.
6|L|state-notice|Governor's office: emergency declaration|Gov. Jeff Landry declared a state of emergency on September 9, 2024 ahead of Tropical Storm Francine and asked residents of coastal parishes to finish preparations by Tuesday night.|Reports a September 9, 2024 declaration as done.
""",
    ),
    Q(
        "r6-beryl-texas-cat2-2024",
        "Will Hurricane Beryl make landfall on the Texas coast at Category 2 strength or stronger by July 10, 2024?",
        "Resolves YES if the National Hurricane Center reports a landfall of Beryl on the Texas coast at Category 2 or higher on the Saffir-Simpson scale by July 10, 2024. Resolves NO otherwise.",
        "2024-07-02",
        "2024-07-10",
        0,
        "weather",
        """
1|K|broadcaster-weather|Beryl hits Carriacou; what it means for Texas|Beryl made landfall on Carriacou in Grenada on Monday as a Category 4 hurricane. Houston-area forecasters say it is far too early to know whether the storm will reach the western Gulf late next week, and the long-range models disagree.|Reports an earlier landfall and gives an uncertain outlook.
1|K|local-paper-news|Harris County urges residents to prepare early|With the first hurricane of the season already a major storm, county emergency managers urged residents to review evacuation zones. CenterPoint said it had trimmed trees along 2,000 miles of lines since the May derecho.|Preparedness news with earlier facts only.
2|L|broadcaster-web|Beryl comes ashore near Matagorda as Category 1|Beryl made landfall near Matagorda at about 4 a.m. on Monday, July 8, 2024, as a Category 1 hurricane with winds of 80 mph, and its eyewall swept over the Houston area hours later.|Reports the July 8, 2024 landfall as done.
3|L|local-paper-followup|Millions without power after Beryl|More than 2.2 million CenterPoint customers lost power on July 8, 2024 as Beryl crossed the Houston region. Many were still in the dark a week later during a heat advisory.|Reports July 8, 2024 outages as done.
2|K|broadcaster-weather|Beryl becomes earliest Category 4 on record|Beryl strengthened to a Category 4 hurricane on Sunday, June 30, the earliest on record in the Atlantic. The Windward Islands are under hurricane warnings, and Jamaica could see impacts by Wednesday, July 3.|Reports earlier records and a forecast of future impacts.
""",
    ),
    Q(
        "r6-jasper-return-2024",
        "Will Jasper residents be allowed to return to the townsite after the July 2024 wildfire evacuation by August 31, 2024?",
        "Resolves YES if the Municipality of Jasper or Parks Canada announces that residents may return to the townsite, and re-entry begins, by August 31, 2024. Resolves NO otherwise.",
        "2024-08-05",
        "2024-08-31",
        1,
        "emergencies",
        """
10|K|broadcaster-web|Jasper evacuees wait for word on damage|About 25,000 residents and visitors left Jasper on the night of July 22 as fires approached from the south and north. Officials say about a third of the town's structures were lost when the fire reached the townsite on July 24.|Reports earlier events before the cutoff.
3|L|broadcaster-web|Jasper residents return home|The first residents were allowed back into Jasper on the morning of Aug. 16, 2024, more than three weeks after the evacuation, with a boil-water advisory still in place.|Reports the August 16, 2024 re-entry as done.
2|K|municipal-notice|Municipality of Jasper: re-entry update|Re-entry will not happen until essential services, including water, power and gas, are restored and the area is safe. We will give at least 72 hours' notice before re-entry begins. The next town hall for evacuees is Thursday, August 8, 2024.|An official notice with a future meeting date and conditions.
6|K|local-paper-news|Reception centres open doors to evacuees|Evacuees are registered at reception centres in Grande Prairie, Edmonton and Calgary. The province said emergency payments would be paid electronically from July 26.|News with earlier dates only.
1|L|local-paper-followup|Re-entry went smoothly, mayor says|Mayor Richard Ireland said the return of residents on August 16, 2024 went more smoothly than expected, with a steady stream of vehicles passing the checkpoint at the east gate on the first day.|Reports the August 16, 2024 re-entry as done.
""",
    ),
    Q(
        "r6-nz-national-emergency-2023",
        "Will the New Zealand government declare a national state of emergency by February 20, 2023?",
        "Resolves YES if the Minister for Emergency Management declares a state of national emergency under the Civil Defence Emergency Management Act 2002 by February 20, 2023. Resolves NO otherwise.",
        "2023-02-10",
        "2023-02-20",
        1,
        "emergencies",
        """
2|K|broadcaster-weather|Cyclone Gabrielle could bring more rain to flood-hit Auckland|MetService says Severe Tropical Cyclone Gabrielle is likely to track towards the upper North Island from Sunday 12 February to Tuesday 14 February, with heavy rain and damaging winds possible in Northland, Auckland and Coromandel.|A forecast of weather still to come.
2|L|broadcaster-web|National state of emergency declared|Emergency Management Minister Kieran McAnulty declared a state of national emergency on 14 February 2023, only the third in the country's history, as Gabrielle cut off Hawke's Bay and Tairāwhiti.|Reports the February 14, 2023 declaration as done.
8|K|local-paper-news|Auckland's flood clean-up continues|More than 1,500 properties have been assessed after the 27 January floods, and the local state of emergency remains in place. Mayor Wayne Brown has faced criticism over the council's response on the night.|Reports earlier flooding and a local emergency before the cutoff.
1|L|local-paper-updated|Civil Defence: what to have ready for Gabrielle|Households should have food, water and torches for three days. UPDATE 14 February 2023: the Government has declared a national state of emergency covering six regions.|An update dated February 14, 2023 reports the declaration.
1|K|council-notice|Auckland Emergency Management: prepare now|If you need to evacuate, go to a friend or family member on higher ground first. Civil Defence centres will open if Gabrielle brings further flooding. Check aucklandemergencymanagement.org.nz for updates over the weekend of 11-12 February 2023.|An official notice with conditional steps and future dates.
3|L|local-paper-followup|Hawke's Bay counts the cost|Days after Gabrielle struck on 14 February 2023, the Esk Valley and Pakowhai were still under silt, and police said several people were confirmed dead in the region.|Reports the February 14, 2023 storm as done.
""",
    ),
    Q(
        "r6-tc-jasper-severe-2023",
        "Will Tropical Cyclone Jasper cross the Queensland coast as a severe tropical cyclone (Category 3 or above) by December 15, 2023?",
        "Resolves YES if the Bureau of Meteorology reports that Jasper crossed the Queensland coast at Category 3 or higher on the Australian scale by December 15, 2023. Resolves NO otherwise.",
        "2023-12-06",
        "2023-12-15",
        0,
        "weather",
        """
1|K|broadcaster-weather|Jasper strengthens over the Coral Sea|Jasper has become a severe tropical cyclone far off the Queensland coast. The Bureau says it is likely to weaken as it moves over cooler water but could still approach the far north coast late next week, possibly around 13 or 14 December 2023.|A forecast of a crossing still to come.
1|L|broadcaster-web|Jasper crosses near Wujal Wujal as Category 2|Tropical Cyclone Jasper crossed the coast near Wujal Wujal on the evening of 13 December 2023 as a category 2 system, bringing damaging winds to Cooktown and heavy rain to the Cairns region.|Reports the December 13, 2023 crossing as done.
5|K|council-notice|Cairns Regional Council: get ready for the wet season|Council has opened self-serve sandbag depots at Portsmith and Smithfield. Residents are encouraged to prepare an emergency plan now, before any cyclone watch is issued.|A preparedness notice with no later date.
3|L|local-paper-followup|Cairns airport under water after record rain|The Barron River peaked above its 1977 record on 17 December 2023, days after Jasper crossed the coast, and Cairns airport's runway was flooded.|Reports December 17, 2023 flooding as done.
2|K|broadcaster-weather|Long-range outlook: Jasper may reach the coast mid-December|Models suggest Jasper could reach the north Queensland coast somewhere between Cooktown and Townsville from Tuesday 12 December, though its intensity at landfall remains very uncertain. The Bureau will issue watches if it comes within 48 hours of the coast.|A forecast and conditional notice about a future crossing.
""",
    ),
    Q(
        "r6-hurling-2025-cork",
        "Will Cork win the 2025 All-Ireland Senior Hurling Championship final against Tipperary on July 20, 2025?",
        "Resolves YES if Cork win the All-Ireland Senior Hurling final at Croke Park on July 20, 2025, including after extra time or a penalty shoot-out. Resolves NO otherwise.",
        "2025-07-08",
        "2025-07-20",
        0,
        "sports",
        """
1|K|local-paper-preview|Cork and Tipp set for Croke Park showdown|Cork will face Tipperary in the All-Ireland final at Croke Park on Sunday, 20 July 2025, after both won their semi-finals at the weekend. Cork, the Munster champions, are favourites with most bookmakers.|A preview of a final still to come.
2|L|broadcaster-web|Tipperary stun Cork to win 29th All-Ireland|Tipperary beat Cork 3-27 to 1-18 in the All-Ireland hurling final on 20 July 2025, pulling clear after Cork's Eoin Downey was sent off early in the second half.|Reports the July 20, 2025 final as done.
5|K|club-notice|Cork GAA: ticket allocation for the final|Club ticket applications for the All-Ireland final on Sunday 20 July must be returned to the county board by 5pm on Friday 11 July. Supporters' buses will leave from Páirc Uí Chaoimh at 8am on the day.|An official notice with future deadlines and match day.
3|L|local-paper-followup|Homecoming in Thurles draws thousands|Tens of thousands lined Liberty Square in Thurles on 21 July 2025 to welcome home the Liam MacCarthy Cup a day after Tipperary's win over Cork.|Reports a July 21, 2025 homecoming and the win as done.
21|K|local-paper-news|Cork edge Limerick in Munster final thriller|Cork won the Munster title on June 8 after a shoot-out at the Gaelic Grounds, their first provincial crown since 2018.|Reports an earlier game before the cutoff.
""",
    ),
    Q(
        "r6-football-2025-kerry",
        "Will Kerry win the 2025 All-Ireland Senior Football Championship final on July 27, 2025?",
        "Resolves YES if Kerry win the All-Ireland Senior Football final at Croke Park on July 27, 2025. Resolves NO otherwise.",
        "2025-07-15",
        "2025-07-27",
        1,
        "sports",
        """
1|K|local-paper-preview|Kerry v Donegal: the final nobody predicted in May|Kerry and Donegal will meet in the All-Ireland final on 27 July 2025, the last Sunday of the month. Donegal last won Sam Maguire in 2012, and Kerry's David Clifford is fit.|A preview of a final still to come.
3|L|broadcaster-web|Clifford inspires Kerry to 39th title|Kerry beat Donegal 1-26 to 0-19 at Croke Park on 27 July 2025, with David Clifford scoring 1-9, to claim the Sam Maguire Cup for the first time since 2022.|Reports the July 27, 2025 final as done.
9|K|radio-bulletin|Sports bulletin: semi-final line-up|Kerry play Tyrone and Donegal play Meath in the All-Ireland semi-finals this weekend at Croke Park. The final is fixed for 27 July.|A bulletin of future fixtures.
2|L|local-paper-followup|Sam Maguire back in Tralee|Thousands turned out at Tralee's Denny Street on 28 July 2025 to welcome the team home. Manager Jack O'Connor said it was the most satisfying of his titles.|Reports a July 28, 2025 homecoming as done.
4|K|opinion-column|Jim McGuinness has Donegal believing|Donegal's defensive shape has been the story of the summer. If they can keep Clifford to a handful of points on 27 July, they can win their first All-Ireland since 2012.|A column with a conditional about a future final.
6|L|results-table|All-Ireland SFC results|Semi-finals: Kerry 1-25 Tyrone 0-18 (12 July); Donegal 0-26 Meath 0-19 (13 July). Final, 27 July 2025: Kerry 1-26 Donegal 0-19.|A results table lists the July 27, 2025 final.
""",
    ),
    Q(
        "r6-grey-cup-2025-riders",
        "Will the Saskatchewan Roughriders win the 112th Grey Cup on November 16, 2025?",
        "Resolves YES if the Saskatchewan Roughriders win the Grey Cup game played in Winnipeg on November 16, 2025. Resolves NO otherwise, including if they do not reach the game.",
        "2025-11-08",
        "2025-11-16",
        1,
        "sports",
        """
4|K|local-paper-preview|Riders host Lions with a Grey Cup trip on the line|First-place Saskatchewan hosts the BC Lions in the West Final at Mosaic Stadium on Sunday, Nov. 9. The winner goes to Winnipeg for the Grey Cup on Nov. 16, 2025.|A preview of future games.
2|L|broadcaster-web|Riders win the Grey Cup|The Saskatchewan Roughriders beat the Montreal Alouettes 25-17 at Princess Auto Stadium on Nov. 16, 2025, for the franchise's fifth Grey Cup.|Reports the November 16, 2025 game as done.
1|L|local-paper-followup|Riders punch ticket to Winnipeg|Saskatchewan beat BC in the West Final on November 9, 2025 and will face Montreal in the Grey Cup next Sunday.|Reports the November 9, 2025 West Final as done.
7|K|club-notice|Roughriders: West Final tickets on sale|Season ticket holders have until 10 a.m. Tuesday, Nov. 4 to buy their seats for the West Final. Remaining tickets go on general sale Wednesday.|A club notice with deadlines before the cutoff.
3|L|results-table|CFL playoffs 2025|East Final (Nov. 9, 2025): Montreal advanced. West Final (Nov. 9, 2025): Saskatchewan def. BC. 112th Grey Cup (Nov. 16, 2025, Winnipeg): Saskatchewan 25, Montreal 17.|A results table lists the November 16, 2025 game.
12|K|opinion-column|Why this Riders team can go all the way|A defence that led the league in sacks and a quarterback who protects the ball: if the Riders play like this on Nov. 9 and again in Winnipeg, they will be hard to beat.|A column with a conditional about future games.
""",
    ),
    Q(
        "r6-super-rugby-2023-chiefs",
        "Will the Chiefs win the 2023 Super Rugby Pacific final on June 24, 2023?",
        "Resolves YES if the Chiefs win the Super Rugby Pacific final of June 24, 2023. Resolves NO otherwise, including if they do not reach the final.",
        "2023-06-08",
        "2023-06-24",
        0,
        "sports",
        """
3|K|local-paper-preview|Chiefs top the table and hold home advantage|The Chiefs finished the regular season in first place and would host both a semifinal and, if they get there, the final at FMG Stadium Waikato on 24 June. They start their playoffs with a quarterfinal this weekend.|A preview with conditions and a future final.
2|L|broadcaster-web|Crusaders deny Chiefs in final|The Crusaders beat the Chiefs 25-20 in Hamilton on 24 June 2023 to win a seventh straight title in Scott Robertson's last game as coach.|Reports the June 24, 2023 final as done.
1|L|local-paper-followup|Chiefs through to final after beating Brumbies|The Chiefs beat the Brumbies 19-6 in their semifinal on 17 June 2023 and will host the Crusaders in the final next Saturday.|Reports the June 17, 2023 semifinal as done.
6|K|club-notice|Chiefs Rugby Club: playoff ticket information|Members have priority access to quarterfinal tickets until 5pm Wednesday 7 June. Semifinal and final ticket details will be announced only if the team progresses.|A club notice with an earlier deadline and a condition.
9|K|radio-bulletin|Sports bulletin: Robertson's last campaign|Scott Robertson will leave the Crusaders after the season to coach the All Blacks. His side must win away from home in the playoffs, starting with a quarterfinal on 10 June.|A bulletin with a future game.
4|L|results-table|Super Rugby Pacific 2023 playoffs|Semifinals: Chiefs 19 Brumbies 6 (17 June); Crusaders 52 Blues 15 (16 June). Final (24 June 2023): Crusaders 25 Chiefs 20.|A results table lists the June 24, 2023 final.
""",
    ),
    Q(
        "r6-melbourne-cup-2025-intl",
        "Will an internationally trained horse win the 2025 Melbourne Cup on November 4, 2025?",
        "Resolves YES if the winner of the Melbourne Cup at Flemington on November 4, 2025 is trained outside Australia. Resolves NO otherwise.",
        "2025-10-21",
        "2025-11-04",
        0,
        "sports",
        """
3|K|local-paper-preview|Caulfield Cup winner Half Yours heads Cup markets|Half Yours, trained by Tony and Calvin McEvoy, won the Caulfield Cup on Saturday and is now favourite for the Melbourne Cup on Tuesday, 4 November 2025. Several European stayers will arrive for the Flemington race after quarantine at Werribee.|A preview with an earlier race and the Cup ahead.
2|L|broadcaster-web|Half Yours completes Cups double|Half Yours won the Melbourne Cup at Flemington on 4 November 2025 under Jamie Melham, holding off the international runners to give the McEvoys their first Cup win.|Reports the November 4, 2025 race as done.
1|L|local-paper-news|Via Sistina storms home in Cox Plate|Via Sistina won the Cox Plate at Moonee Valley by a huge margin on 25 October 2025, the biggest win in the race's modern history.|Reports an October 25, 2025 race as done.
8|K|racing-calendar|Spring Carnival 2025 at a glance|Caulfield Cup, Saturday 18 October. Cox Plate, Saturday 25 October. Victoria Derby, Saturday 1 November. Melbourne Cup, Tuesday 4 November. Oaks, Thursday 6 November.|A calendar of race days, mostly after the cutoff.
5|K|opinion-column|Why the internationals keep winning the Cup|Since 2015, the majority of Melbourne Cup winners have been trained in Europe or by international stables. Australian trainers have pushed back with horses that are now targeting the handicap through the Caulfield Cup on 18 October.|A column with earlier history and a race still to be run.
4|L|local-paper-updated|Barriers drawn for the Caulfield Cup|Half Yours drew barrier 12. Update, 5 November 2025: Half Yours went on to win the Melbourne Cup.|An update dated November 5, 2025 reports the result.
""",
    ),
    Q(
        "r6-nbl-2024-jackjumpers",
        "Will the Tasmania JackJumpers win the 2024 NBL Championship?",
        "Resolves YES if the Tasmania JackJumpers win the best-of-five NBL Grand Final series of the 2023-24 season, expected to finish by April 2, 2024. Resolves NO otherwise.",
        "2024-03-14",
        "2024-04-02",
        1,
        "sports",
        """
2|K|local-paper-preview|JackJumpers into the Grand Final series|Tasmania will meet minor premiers Melbourne United in the best-of-five Grand Final series, with Melbourne holding home-court advantage for games one, three and five. The JackJumpers lost the 2022 series to Sydney.|A preview of a series still to be played.
1|L|broadcaster-web|JackJumpers win first NBL title|Tasmania won the NBL championship on March 31, 2024, beating Melbourne United in the deciding Game 5 at John Cain Arena and sending the state into celebration.|Reports the March 31, 2024 title as done.
6|K|radio-bulletin|Sport: JackJumpers one win from Grand Final|The JackJumpers are one win from a second Grand Final series in three seasons after taking the first game of their semi-final series.|A bulletin about a series before the cutoff.
3|L|results-table|NBL24 Grand Final series|Melbourne United v Tasmania JackJumpers, best of five. Game 5, March 31, 2024, John Cain Arena: Tasmania win. Series: Tasmania 3-2.|A results table reports the March 31, 2024 title.
9|K|club-notice|JackJumpers: Grand Final series ticket priority|Members will receive priority access to home Grand Final tickets if the team progresses. Sale details will be sent by email within 24 hours of the semi-final result.|A conditional club notice.
4|L|local-paper-updated|Melbourne United start as Grand Final favourites|Bookmakers had United as favourites. UPDATE 1 April 2024: Tasmania won the series 3-2 after a win in Game 5 on Sunday night.|An update dated April 1, 2024 reports the result.
""",
    ),
    Q(
        "r6-columbus-teachers-strike-2023",
        "Will Columbus City Schools teachers represented by the Columbus Education Association go on strike by August 31, 2023?",
        "Resolves YES if members of the Columbus Education Association begin a strike against Columbus City Schools by August 31, 2023. Resolves NO otherwise.",
        "2023-08-14",
        "2023-08-31",
        1,
        "schools",
        """
4|K|local-paper-news|Teachers union, district still far apart on contract|The Columbus Education Association and the district have met with a federal mediator several times since the old contract expired. Classes are set to begin on Aug. 23, 2023, and the union has said a strike authorization vote is possible before then.|Reports talks and a future start date and vote.
2|L|broadcaster-web|Columbus teachers strike for the first time since 1975|Columbus teachers walked off the job on Monday, August 21, 2023, after union members voted overwhelmingly to strike over class sizes, building conditions and pay.|Reports the August 21, 2023 strike as done.
9|K|school-district-notice|Message to families: preparing for the first day|If a work stoppage occurs, the district will begin the year with remote learning supported by substitute teachers. We will confirm plans to families no later than Friday, August 18, 2023.|A conditional district notice with a future date.
1|L|local-paper-followup|Tentative deal ends teachers strike|The district and the union reached a tentative agreement on Aug. 24, 2023, three days into the strike, and teachers returned to classrooms the following week.|Reports the August 24, 2023 agreement and the strike as done.
14|K|opinion-column|Column: This is about air conditioning, not just pay|Several Columbus buildings still lack working air conditioning. Teachers say that when classes start on Aug. 23, some rooms will top 90 degrees.|A column about a future start date.
6|L|local-paper-updated|Board meets in closed session on contract|The board met privately Tuesday night. Update Aug. 23, 2023: Students began the school year online as picketing continued outside district buildings.|An update dated August 23, 2023 reports the strike under way.
""",
    ),
    Q(
        "r6-stf-strike-2024",
        "Will the Saskatchewan Teachers' Federation hold a strike by teachers in the province by January 31, 2024?",
        "Resolves YES if members of the Saskatchewan Teachers' Federation withdraw services in a strike, province-wide or in any school division, by January 31, 2024. Resolves NO otherwise.",
        "2024-01-08",
        "2024-01-31",
        1,
        "schools",
        """
7|K|broadcaster-web|Teachers back at the table after holiday break|STF president Samantha Becotte said the union would give at least 48 hours' notice of any job action and that members were ready to act in the second half of January if talks stayed stalled. Class size and complexity remain the main sticking point.|A past statement about possible future action.
2|L|broadcaster-web|Saskatchewan teachers walk out for a day|Teachers across Saskatchewan went on strike on January 16, 2024, the first such walkout in the province's history, closing classrooms for more than 180,000 students.|Reports the January 16, 2024 strike as done.
21|K|local-paper-news|Teachers vote 95% in favour of job action|STF members voted 95 per cent in favour of sanctions up to and including a strike in a vote held in October, and the union says it will give 48 hours' notice before any action.|Reports an earlier vote and a stated process.
1|L|local-paper-followup|More job action possible as talks stall|After the province-wide walkout on Jan. 16, 2024, the STF said further job action, including rotating strikes, was likely if the government did not return to the table.|Reports the January 16, 2024 strike as done.
12|K|school-division-notice|Regina Public Schools: possible job action|Should job action occur, schools will remain open only where supervision can be safely provided, and families will be notified at least 24 hours in advance. Classes resume after the break on Wednesday, January 3, 2024.|A conditional notice with an earlier date.
""",
    ),
    Q(
        "r6-lynnwood-link-2024",
        "Will Sound Transit's Lynnwood Link extension open to passengers by September 15, 2024?",
        "Resolves YES if the 1 Line extension from Northgate to Lynnwood City Center begins carrying passengers by September 15, 2024. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-15",
        1,
        "transit",
        """
9|K|agency-blog|Lynnwood Link opens August 30: plan your first ride|Four new stations at Shoreline South/148th, Shoreline North/185th, Mountlake Terrace and Lynnwood City Center will open on Friday, August 30, 2024. Celebration events will run at each station from 11 a.m. until 3 p.m.|An agency schedule for a future opening.
2|L|broadcaster-web|Light rail reaches Lynnwood|The 1 Line began carrying passengers to Lynnwood on Aug. 30, 2024, with thousands lining up at Lynnwood City Center for the first trains and Sound Transit reporting crowded cars through the holiday weekend.|Reports the August 30, 2024 opening as done.
14|K|local-paper-news|Community Transit redesigns its bus network|Community Transit will shift many Snohomish County routes to feed the new light rail stations once they open. The new network takes effect Sept. 14, 2024, two weeks after trains start running.|Future bus changes tied to a scheduled opening.
1|L|local-paper-followup|First week of Lynnwood trains draws big crowds|Weekday boardings averaged more than 15,000 at the four new stations in the week after the extension opened on August 30, 2024, the agency said.|Reports the August 30, 2024 opening and ridership as done.
22|K|local-paper-news|Sound Transit finishes pre-revenue testing|Crews have been running trains on the Lynnwood extension on a full timetable without passengers since June. The agency said all safety certification work was completed in July.|Reports earlier testing before the cutoff.
5|L|results-table|Link light rail: station openings|Northgate, U District, Roosevelt: Oct. 2, 2021. Redmond Technology to South Bellevue: April 27, 2024. Shoreline South/148th to Lynnwood City Center: Aug. 30, 2024.|A station table lists the August 30, 2024 opening as done.
""",
    ),
    Q(
        "r6-finch-west-2025",
        "Will Toronto's Line 6 Finch West LRT open to passengers by November 30, 2025?",
        "Resolves YES if Line 6 Finch West begins regular passenger service by November 30, 2025. Resolves NO otherwise.",
        "2025-11-05",
        "2025-11-30",
        0,
        "transit",
        """
10|K|local-paper-news|Finch West LRT still has no opening date|Metrolinx says the line is in its final testing phase and will open 'when it is safe to do so.' The TTC, which will run Line 6, has been training operators since the spring.|Reports status with no date.
3|L|broadcaster-web|Line 6 Finch West finally opens|Riders took the first trips on Line 6 Finch West on December 7, 2025, years after the original target, with some early delays at intersections along Finch Avenue.|Reports the December 7, 2025 opening as done.
18|K|council-minutes|TTC board: Line 6 readiness report|The board received a staff update this month saying revenue service will start only after Metrolinx hands over the line and a period of trial operations of at least several weeks.|Reports an earlier meeting and a condition.
1|L|local-paper-followup|Finch West's first weeks: slow trains, busy stops|In its first two weeks after opening on Dec. 7, 2025, Line 6 trains took longer than buses on parts of the route, riders said, and the TTC promised signal fixes.|Reports the December 7, 2025 opening as done.
7|K|opinion-column|Column: Don't open Finch West until it's ready|After the Eglinton saga, nobody wants a rushed opening. If Metrolinx needs until December or early 2026 to get it right, so be it.|A column about possible future dates.
""",
    ),
    Q(
        "r6-ellenbrook-line-2024",
        "Will Perth's METRONET Morley-Ellenbrook line open to passengers by December 31, 2024?",
        "Resolves YES if the Ellenbrook line begins carrying passengers by December 31, 2024. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-31",
        1,
        "transit",
        """
12|K|state-media-statement|Ellenbrook line opening date confirmed|The Morley-Ellenbrook line will open on Sunday 8 December 2024, with free travel on the day across the Transperth network. Five new stations will open at Morley, Noranda, Malaga, Whiteman Park and Ellenbrook.|A government statement about a future opening.
2|L|broadcaster-web|Trains roll into Ellenbrook|The Ellenbrook line opened on 8 December 2024, with crowds at each of the five new stations and free travel for the day.|Reports the December 8, 2024 opening as done.
5|K|local-paper-news|Bus routes to change when trains start|Transperth will introduce new feeder buses in Ellenbrook, The Vines and Malaga from the day the line opens. Timetables are online now.|News about changes tied to a future opening.
1|L|local-paper-followup|Ellenbrook line tops expectations in first week|Tens of thousands of trips were taken on the new line in the week after it opened on 8 December 2024, the Public Transport Authority said.|Reports the December 8, 2024 opening and ridership as done.
27|K|local-paper-news|Testing under way on Ellenbrook line|Driver training and trial running have been under way on the line for several months, the PTA said.|Reports earlier testing before the cutoff.
""",
    ),
    Q(
        "r6-maui-disaster-2023",
        "Will the President approve a major disaster declaration for Hawaii's Maui wildfires by August 20, 2023?",
        "Resolves YES if the White House or FEMA announces the approval of a major disaster declaration for Hawaii covering the August 2023 Maui wildfires by August 20, 2023. Resolves NO otherwise.",
        "2023-08-10",
        "2023-08-20",
        1,
        "emergencies",
        """
3|K|broadcaster-weather|Red flag warning as Dora passes far to the south|The National Weather Service has issued a red flag warning for leeward areas of all islands through Wednesday, Aug. 9, with gusts up to 60 mph expected as Hurricane Dora passes well south of the state.|A forecast and warning still in effect.
1|L|broadcaster-web|Biden approves disaster declaration for Maui|President Joe Biden approved a major disaster declaration for Hawaii on Aug. 10, 2023, opening federal aid to people in Maui County who lost homes in the Lahaina fire.|Reports the August 10, 2023 approval as done.
1|K|state-notice|Acting governor issues emergency proclamation|Acting Gov. Sylvia Luke issued an emergency proclamation on Aug. 8 for wildfires on Maui and Hawaii Island and activated the National Guard. The state said it would seek federal help.|Reports an earlier proclamation and a stated intention.
2|L|local-paper-followup|Biden visits Lahaina|President Biden toured the burned town on Aug. 21, 2023, eleven days after approving the disaster declaration, and promised the federal government would stay as long as needed.|Reports an August 21, 2023 visit and the approval as done.
2|K|county-notice|Maui County: evacuation and shelter update|Shelters are open at War Memorial Gym and King Kekaulike High School. Front Street in Lahaina remains closed. Further updates will be posted as conditions change.|An official notice with no later date.
""",
    ),
    Q(
        "r6-ireland-locals-2024-ff",
        "Will Fianna Fáil win the most seats in Ireland's local elections of June 7, 2024?",
        "Resolves YES if the final results of the June 7, 2024 local elections show Fianna Fáil winning more of the 949 council seats than any other party. Resolves NO otherwise.",
        "2024-05-28",
        "2024-06-15",
        1,
        "local_elections",
        """
6|K|local-paper-preview|Sinn Féin hopes for big gains on councils|Sinn Féin is running more than 300 candidates in the local elections on Friday, 7 June 2024, aiming to build on 2019, when it lost half its council seats. Fianna Fáil won the most seats five years ago.|A preview of a future vote with earlier results.
3|L|broadcaster-web|Fianna Fáil edges Fine Gael as largest council party|Fianna Fáil finished the local election count with 248 seats, three ahead of Fine Gael, after the final seats were filled on 11 June 2024. Sinn Féin won 102, well below its hopes.|Reports results finalised on June 11, 2024.
11|K|poll-story|Poll: Sinn Féin support slips|The latest Irish Times/Ipsos poll, taken on 13-15 May, put Sinn Féin on 23 per cent, its lowest since 2020. Fianna Fáil was on 20 and Fine Gael on 22.|A poll taken before the cutoff.
1|K|official-notice|Polling information for Friday 7 June 2024|Polling stations are open from 7am to 10pm. Voters will receive ballot papers for the local and European elections and, in Limerick, the mayoral election. Counting begins on Saturday 8 June.|An official notice of future voting and counting.
2|L|local-paper-recap|Your new county council|All 55 seats on Cork County Council had been filled by the evening of 10 June 2024. The full list of councillors, by local electoral area, is below.|Reports a count completed on June 10, 2024.
4|L|local-paper-updated|Count centres prepare for a long weekend|Staff at the RDS will work through the weekend. Update, 9 June 2024: with many counts still under way, Fianna Fáil and Fine Gael are neck and neck for the most seats and Sinn Féin is well behind.|An update dated June 9, 2024 reports counts under way.
""",
    ),
]
