# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold11` part, read by `build_hold11.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part on politics, government and law inside and outside the US: bill trackers,
parliamentary records and order papers, court dockets and judgment summaries, election-commission
result pages, campaign trackers, government gazettes, policy explainers, think-tank briefs and NGO
reports. See `build_hold11.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lo-pakistan-2024-pti-independents",
        "Will PTI-backed independent candidates win more National Assembly general seats than any single party in Pakistan's general election of February 8, 2024?",
        "Resolves YES if, in the Election Commission of Pakistan's results for the general election held on February 8, 2024, as published by February 11, 2024, independent candidates backed by Pakistan Tehreek-e-Insaf hold more National Assembly general seats than any single registered party. Resolves NO otherwise.",
        "2024-01-25",
        "2024-02-11",
        1,
        "elections",
        """
6|K|election-commission-notice|Polling schedule: General Elections 2024|The Commission has notified that polling for the National Assembly and the four provincial assemblies shall be held on Thursday, 8 February 2024, between 8:00 a.m. and 5:00 p.m. without a break. Presiding officers shall post the statement of the count (Form-45) outside each polling station, and returning officers shall announce provisional results under Form-47 as the counts come in.|A polling schedule and procedure, nothing reported as done.
4|L|election-results-page|National Assembly 2024 — party position, general seats|Party position as of 11 February 2024, 264 of 266 general seats notified. Independents: 101 (PTI-backed: 93). PML-N: 75. PPP: 54. MQM-P: 17. JUI-F: 4. Others: 13. Polling held on 8 February 2024.|A results table dated 11 February 2024 reports the outcome.
9|K|think-tank-brief|Contesting without a symbol|The Supreme Court's decision of 13 January 2024 upholding the ECP's refusal of the 'bat' symbol means PTI's nominees will be listed as independents, each with a separate symbol, on 8 February 2024. If they win, they must join a party within three days of the notification of results or forfeit any claim to a share of the 70 reserved seats, which is the question this brief examines.|A past ruling and a conditional about the election, nothing after the cutoff reported.
2|L|ngo-report|Preliminary statement on the 2024 general elections|Mobile internet was suspended across the country on polling day, 8 February 2024, and the final results of many constituencies were not announced until the evening of 9 February. Our observers found that in a number of Lahore and Karachi seats the Form-45 tallies shared by candidates did not match the consolidated figures.|Reports polling-day events of February 8-9, 2024 as done.
13|K|campaign-tracker|Campaign tracker, week ending 12 January|Nawaz Sharif held rallies in Hafizabad and Mansehra. Bilawal Bhutto Zardari launched the PPP's ten-point programme in Lahore. Imran Khan remains in Adiala jail and cannot campaign. Coming up: the final list of contesting candidates; ballot printing to be completed by January 31, 2024, a week before polling.|Campaign events before the cutoff and plans.
1|L|gazette-notice|Notification of returned candidate, NA-130 Lahore-XIV|In pursuance of section 98 of the Elections Act, 2017, the Election Commission hereby notifies Mian Muhammad Nawaz Sharif as the returned candidate from NA-130 Lahore-XIV in the general election held on 8 February 2024. Islamabad, the 14th February, 2024.|A notification of a result dated after the cutoff.
""",
    ),
    Q(
        "lo-maldives-2024-pnc",
        "Will the People's National Congress win a majority of seats in the Maldives' parliamentary election of April 21, 2024?",
        "Resolves YES if results published by the Elections Commission of the Maldives by April 28, 2024 show the People's National Congress (PNC) winning more than half of the 93 seats in the People's Majlis election held on April 21, 2024. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-28",
        1,
        "elections",
        """
5|K|election-commission-notice|20th People's Majlis election: voting day and ballot box locations|Voting will take place on Sunday, 21 April 2024, from 8:00 to 17:30. Ballot boxes will be placed on all inhabited islands, on resorts and industrial islands, and in Colombo, Kuala Lumpur and Thiruvananthapuram. Counting takes place at each ballot box immediately after the close of polls.|A voting schedule after the cutoff, nothing reported.
3|L|election-results-page|Provisional results: People's Majlis 2024|Provisional results, 22 April 2024, all 93 constituencies counted: PNC 66; MDP 12; independents 10; MDA 2; JP 1; Democrats 1; MNP 1. Turnout 74.9%.|A results page dated April 22, 2024 reports the outcome.
11|K|think-tank-brief|Muizzu's first test in the Majlis|President Mohamed Muizzu, in office since 17 November 2023, faces an outgoing parliament in which the MDP has rejected three of his cabinet nominees. A PNC majority on 21 April 2024 would give him control of both branches; an MDP plurality would prolong the standoff over the India military personnel and the budget.|A conditional on the coming election, with past facts only.
2|L|campaign-tracker|Majlis 2024 tracker — final update|Final update, 23 April 2024: with every seat called, the PNC holds 66 of 93, comfortably past the 62 needed for a two-thirds majority. The MDP, which held 65 seats in the outgoing house, finished with 12.|Reports the final results as of April 23, 2024.
8|K|ngo-report|Pre-election assessment: women candidates|Of the 368 candidates approved for the 21 April poll, 41 are women, fewer than in 2019. Our volunteers will observe on polling day and we will publish a preliminary statement the following afternoon.|Figures before the cutoff and a plan for after it.
1|L|parliamentary-record|People's Majlis: inaugural sitting|The 20th People's Majlis, elected on 21 April 2024, held its inaugural sitting in May 2024 and elected a PNC member as Speaker by a wide margin.|Reports the April 21, 2024 election and a May 2024 sitting as done.
""",
    ),
    Q(
        "lo-belgium-2024-nva-first",
        "Will N-VA win the most seats in Belgium's Chamber of Representatives in the federal election of June 9, 2024?",
        "Resolves YES if the official results of the Belgian federal election held on June 9, 2024, as published by June 10, 2024, show the N-VA with more Chamber seats than any other party. Resolves NO otherwise; a tie for first resolves NO.",
        "2024-05-20",
        "2024-06-10",
        1,
        "elections",
        """
8|K|policy-explainer|Three ballots, one Sunday: how Belgium votes on 9 June|On Sunday 9 June 2024 Belgians elect the federal Chamber, the regional and community parliaments and their members of the European Parliament on the same day. Voting is compulsory for all but the 16- and 17-year-olds, who may vote in the European election for the first time. Results will be posted by constituency overnight on the federal elections website.|A schedule and procedure, nothing reported.
3|L|election-results-page|Federal elections 9 June 2024 — Chamber: seats by party|Chamber of Representatives (150 seats), elections of 9 June 2024. N-VA 24. Vlaams Belang 20. MR 20. PS 16. PVDA-PTB 15. Les Engagés 14. Vooruit 13. CD&V 11. Open Vld 7. Groen 6. Ecolo 3. DéFI 1.|A results table reports the June 9, 2024 outcome.
16|K|think-tank-brief|The cordon sanitaire under pressure|Every poll since the autumn has put Vlaams Belang first in Flanders, and each of the other Flemish parties has ruled out governing with it. Should it finish first nationally on 9 June 2024, the formation could outlast the 541 days of 2010-11. This brief sets out three coalition scenarios.|A conditional and scenarios about a coming election.
1|L|government-communique|Royal Palace: consultations following the elections|Following the elections of 9 June 2024, the King received the presidents of the parties on 10 and 11 June 2024 and has entrusted Mr Bart De Wever, president of the largest party in the Chamber, with a mission of information.|Reports the June 9, 2024 result and later consultations as done.
5|K|campaign-tracker|Belgium 2024 poll tracker (update of 15 May)|Flanders: VB 27%, N-VA 21%, Vooruit 14%, CD&V 12%. Wallonia: PS 24%, MR 21%, PTB 17%, Les Engagés 13%. Brussels: MR and PS level. Next update after the last regional polls, due on 4 June 2024.|Polls before the cutoff and a planned update.
2|L|think-tank-brief|Belgium's formation begins again (note updated)|Updated 20 June 2024. Against most polls, N-VA kept first place on 9 June 2024, with Vlaams Belang second in Flanders. Open Vld's collapse led Prime Minister Alexander De Croo to announce his government's resignation on election night.|An update reports the June 9, 2024 result and the resignation.
""",
    ),
    Q(
        "lo-croatia-2024-hdz-first",
        "Will HDZ and its partners win the most seats in Croatia's parliamentary election of April 17, 2024?",
        "Resolves YES if the State Electoral Commission's results for the election held on April 17, 2024, as published by April 18, 2024, give the HDZ-led list more seats in the Croatian Parliament than any other list. Resolves NO otherwise.",
        "2024-04-03",
        "2024-04-18",
        1,
        "elections",
        """
6|K|gazette-notice|Decision on calling elections for representatives to the Croatian Parliament|Following the dissolution of the Croatian Parliament on 14 March 2024, elections for representatives are called for Wednesday, 17 April 2024. Electoral silence begins at midnight on the day before the vote. This decision enters into force on the day of its publication in the Official Gazette.|A decree calling a future election.
2|L|election-results-page|Parliamentary elections 2024: results, all constituencies|Preliminary results, 100% of polling stations processed, elections of 17 April 2024. HDZ coalition: 61 seats. Rivers of Justice (SDP-led): 42. Homeland Movement: 14. Most: 11. Možemo!: 10. Minorities and others: 13. Total: 151.|A results page reports the April 17, 2024 outcome.
11|K|think-tank-brief|Milanović's gamble|President Zoran Milanović said on 15 March that he would stand at the head of the SDP-led list as its candidate for prime minister. On 18 March the Constitutional Court warned him that he cannot do so without first resigning as president. The vote on 17 April 2024 will test whether the move mobilises the left or backfires.|Past statements and a ruling before the cutoff, with the election ahead.
4|K|ngo-report|Observation plan: 17 April elections|More than 500 volunteer observers will be deployed across all twelve constituencies on election day. We will publish a first statement on the evening of 17 April 2024 and a full report within 30 days of the vote.|Plans for after the cutoff.
1|L|parliamentary-record|Sabor: constituent session of the 11th convocation|The constituent session was held on 16 May 2024, and Gordan Jandroković was elected Speaker. On 17 May 2024 the Parliament gave its confidence to the third government of Andrej Plenković, formed with the Homeland Movement.|Reports May 2024 sittings after the cutoff.
3|L|policy-explainer|Who will govern Croatia? (updated)|Updated 18 April 2024: HDZ finished first in the 17 April vote but short of the 76 seats needed for a majority, which leaves the Homeland Movement as kingmaker.|An update reports the April 17, 2024 result.
""",
    ),
    Q(
        "lo-slovakia-pres-2024-korcok",
        "Will Ivan Korčok win Slovakia's presidential election, whose runoff is scheduled for April 6, 2024?",
        "Resolves YES if Ivan Korčok is declared elected President of the Slovak Republic in the election whose first round is on March 23, 2024 and runoff on April 6, 2024, per the State Commission's results by April 7, 2024. Resolves NO otherwise.",
        "2024-03-20",
        "2024-04-07",
        0,
        "elections",
        """
7|K|policy-explainer|Two rounds to the presidential palace|The first round is on Saturday 23 March 2024. A candidate who wins an absolute majority of all registered voters is elected outright; otherwise the two leaders go to a runoff on 6 April. The winner takes office on 15 June, when Zuzana Čaputová's term ends.|A schedule and rules, nothing reported.
3|L|election-results-page|Presidential election 2024, first round: results|First round, 23 March 2024, turnout 51.9%. Ivan Korčok 42.5%. Peter Pellegrini 37.0%. Štefan Harabin 11.7%. All other candidates under 3%. Korčok and Pellegrini advance to the second round.|Reports first-round results of March 23, 2024, after the cutoff.
12|K|campaign-tracker|Race tracker: the March polls|The latest Focus survey has Korčok on 34% and Pellegrini on 33% for the first round, with Harabin third. In a head-to-head, Pellegrini leads by two points. Final televised debates are scheduled for March 19 and March 21, 2024.|Polls and planned debates.
1|L|think-tank-brief|After the runoff: a president aligned with the government|Peter Pellegrini's win in the runoff of 6 April 2024, with about 53% of the vote, removes the last senior office outside the governing coalition's control.|Reports the April 6, 2024 result as done.
5|K|ngo-report|Campaign finance monitor: spending to mid-March|Pellegrini's transparent account shows the highest spending, ahead of Korčok's. Candidates must publish final reports within 30 days of the election; with a second round on 6 April, that would be by 6 May 2024.|Spending to date and conditional deadlines.
2|L|gazette-notice|Announcement of the result of the election of the President of the Slovak Republic|The State Commission for Elections and for the Control of the Financing of Political Parties announces that in the second round held on 6 April 2024 Peter Pellegrini received 1,409,255 valid votes and Ivan Korčok 1,243,709, and that Peter Pellegrini was elected President of the Slovak Republic.|A formal announcement of the April 6, 2024 result.
""",
    ),
    Q(
        "lo-lithuania-pres-2024-nauseda",
        "Will Gitanas Nausėda win Lithuania's presidential election of May 2024, with a runoff scheduled for May 26, 2024?",
        "Resolves YES if Gitanas Nausėda is elected President of Lithuania in the election whose first round is on May 12, 2024 and runoff on May 26, 2024, per the Central Electoral Commission's results by May 27, 2024. Resolves NO otherwise.",
        "2024-05-05",
        "2024-05-27",
        1,
        "elections",
        """
6|K|policy-explainer|Lithuania votes on 12 May: a president and a referendum|On 12 May 2024 voters elect a president and decide on a constitutional amendment allowing dual citizenship. A candidate wins outright with more than half of the votes cast if turnout exceeds 50%; otherwise the two leaders meet in a second round on 26 May.|A schedule and rules, nothing reported.
2|L|election-results-page|Presidential election, first round: results|Round 1, 12 May 2024: Gitanas Nausėda 44.0%; Ingrida Šimonytė 20.2%; Ignas Vėgėlė 12.4%; Eduardas Vaitkus 7.3%; others below 6%. Second round on 26 May: Nausėda v Šimonytė.|Reports the first round of May 12, 2024.
1|L|ngo-report|Dual citizenship referendum fails for a second time|The amendment won about 74% of the votes cast on 12 May 2024 but fell short of the required majority of all registered voters, as in 2019. Diaspora groups said they would press the Seimas for another attempt.|Reports the May 12, 2024 referendum result.
14|K|think-tank-brief|A rematch of 2019?|Five years after Nausėda beat Ingrida Šimonytė with 66% in the 2019 runoff, polls point to the same pairing on 26 May 2024. The incumbent's public quarrels with her government over China and foreign policy will be the subtext of any second round.|Past facts and a forecast.
9|K|campaign-tracker|Lithuania 2024: candidates and debates|Eight candidates are registered. LRT hosts debates on 2, 6 and 9 May. April Vilmorus poll: Nausėda 40%, Šimonytė 14%, Vėgėlė 10%. Advance voting runs from 7 to 8 May.|A schedule and polls.
3|L|gazette-notice|Inauguration of the President|Gitanas Nausėda, re-elected on 26 May 2024 with 74.4% of the vote, took the oath of office before the Seimas on 12 July 2024 for a second five-year term.|Reports the May 26, 2024 result and July 2024 inauguration.
""",
    ),
    Q(
        "lo-georgia-2024-gd-majority",
        "Will Georgia's Central Election Commission report Georgian Dream winning more than 50% of the proportional vote in the parliamentary election of October 26, 2024?",
        "Resolves YES if preliminary or final results published by the Central Election Commission of Georgia by October 31, 2024 for the parliamentary election held on October 26, 2024 show Georgian Dream above 50% of the vote. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-31",
        1,
        "elections",
        """
5|K|election-commission-notice|Election day procedures, 26 October 2024|Polling stations open at 07:00 and close at 20:00 on 26 October 2024. Most precincts will use electronic vote-counting equipment for the first time. Preliminary results will be published on the CEC website on election night; the final summary protocol is due within 19 days.|A procedure for a future vote.
2|L|election-results-page|Parliamentary elections 2024: final summary protocol|Final results, approved 16 November 2024: Georgian Dream 53.93% (89 seats); Coalition for Change 11.03% (19); Unity – National Movement 10.17% (16); Strong Georgia 8.81% (14); Gakharia for Georgia 7.78% (12).|A results protocol dated November 16, 2024 reports the outcome.
13|K|ngo-report|Pre-election interim report, 1-30 September|Observers recorded pressure on public sector employees, the collection of voters' ID cards by party activists in several municipalities, and misuse of administrative resources. Our parallel vote tabulation on 26 October 2024 will cover a representative sample of precincts.|Earlier findings and a plan.
8|K|think-tank-brief|A vote on the European path|After parliament overrode the president's veto of the foreign influence law on 28 May, the EU said Georgia's accession process was de facto halted. The opposition presents 26 October as a referendum on Europe; the ruling party promises 'peace' and threatens to ban the main opposition parties if it wins.|Past facts and a framing of the coming election.
1|L|ngo-report|Statement on post-election developments|Since the CEC declared Georgian Dream the winner on 27 October 2024, President Salome Zourabichvili has refused to recognise the result, and the four opposition groups have said they will not take up their mandates.|Reports the October 27, 2024 declaration and later events.
3|L|court-docket|Constitutional Court: claim concerning the parliamentary elections|Claim lodged on 18 November 2024 by the President of Georgia, seeking to declare unconstitutional the conduct of the 26 October 2024 elections. 3 December 2024: the Court declined to admit the claim for consideration on the merits.|Docket entries dated after the cutoff.
""",
    ),
    Q(
        "lo-mauritius-2024-alliance",
        "Will the Alliance du Changement win a majority of elected seats in Mauritius' general election of November 10, 2024?",
        "Resolves YES if results announced by November 12, 2024 for the Mauritian general election held on November 10, 2024 show the Alliance du Changement winning at least 32 of the 62 directly elected seats. Resolves NO otherwise.",
        "2024-10-28",
        "2024-11-12",
        1,
        "elections",
        """
4|K|election-commission-notice|General Election 2024: polling day|Polling will be held on Sunday 10 November 2024 from 7 a.m. to 6 p.m. in all 21 constituencies. Counting will start on Monday 11 November at the counting centres, and returning officers will declare results constituency by constituency.|A schedule, nothing reported.
2|L|election-results-page|General Election 2024: results by constituency|Count of 11 November 2024. Constituencies 1 to 20: all 60 seats won by candidates of the Alliance du Changement. Constituency 21 (Rodrigues): both seats won by Rodriguan parties. Alliance Lepep: no seat.|A results page of November 11, 2024 reports the outcome.
10|K|think-tank-brief|Jugnauth v Ramgoolam, again|Prime Minister Pravind Jugnauth's Alliance Lepep seeks a second full term against the Alliance du Changement led by Navin Ramgoolam and Paul Bérenger. In 2019 the MSM-led alliance won 42 of the 62 elected seats on 37% of the vote, a reminder of how lopsided block voting can be. Voters decide on 10 November 2024.|Past results and a coming contest.
6|K|policy-explainer|Three seats at a time: the electoral system|Each of the 20 mainland constituencies returns three members and Rodrigues returns two, by block vote. Up to eight further 'best loser' seats are then allocated by the Electoral Supervisory Commission to balance community representation.|A description with no dates: a control.
1|L|parliamentary-record|National Assembly: swearing-in and first sitting|Navin Ramgoolam was sworn in as Prime Minister on 13 November 2024, two days after his alliance took every mainland seat. The new Assembly met for the first time later that month and elected its Speaker.|Reports the November 2024 swearing-in and result.
""",
    ),
    Q(
        "lo-netherlands-2025-pvv-first",
        "Will the PVV win more seats than any other party in the Dutch general election of October 29, 2025?",
        "Resolves YES if the official result established by the Electoral Council by November 7, 2025 for the House of Representatives election held on October 29, 2025 gives the PVV strictly more seats than every other party. A tie for first resolves NO.",
        "2025-10-15",
        "2025-11-07",
        0,
        "elections",
        """
6|K|election-commission-notice|Timetable: House of Representatives election 2025|Polling day is Wednesday 29 October 2025. Municipalities count the votes on the evening of polling day; the Electoral Council will establish the official result at a public session on Friday 7 November 2025.|A timetable, nothing reported.
3|L|election-results-page|House of Representatives election 2025: official result|Result established on 7 November 2025. D66 26 seats; PVV 26; VVD 22; GL-PvdA 20; CDA 18; JA21 9; FvD 7; BBB 4; SP, PvdD, CU, SGP and DENK 3 each; 50PLUS 2; Volt 1. D66 received the most votes.|A results page dated November 7, 2025 reports the outcome.
12|K|campaign-tracker|Poll average, 2 October|The PVV leads the average on 31 to 35 seats. GL-PvdA and CDA are level in second place at about 24, and D66 has climbed to 14. Our next update follows the final televised debate on 27 October 2025.|Polls before the cutoff and a planned update.
1|L|think-tank-brief|From 37 to 26: the PVV after the vote|The PVV's fall from 37 seats to 26 at the election of 29 October 2025, level with Rob Jetten's D66, leaves Geert Wilders without a claim to lead the formation.|Reports the October 29, 2025 result.
8|K|policy-explainer|Why the Dutch vote again|The Schoof cabinet lost its majority on 3 June 2025 when the PVV left the coalition over asylum policy. The election on 29 October is the third in five years; the new House will be sworn in about two weeks after the vote.|Past facts and future dates.
2|L|parliamentary-record|House of Representatives: members sworn in|The 150 members elected on 29 October 2025 were installed on 12 November 2025; the two largest groups, D66 and the PVV, each have 26 seats.|Reports the November 12, 2025 installation and the seat tie.
""",
    ),
    Q(
        "lo-wisconsin-scowis-2025-crawford",
        "Will Susan Crawford win the Wisconsin Supreme Court election of April 1, 2025?",
        "Resolves YES if Susan Crawford leads Brad Schimel in the unofficial results of the Wisconsin Supreme Court election held on April 1, 2025, as reported by April 2, 2025. Resolves NO otherwise.",
        "2025-03-18",
        "2025-04-02",
        1,
        "elections",
        """
5|K|campaign-tracker|Supreme Court race: spending tracker|Total spending has passed $70 million, a record for a state judicial race, with groups tied to Elon Musk the largest backers of Schimel. In-person absentee voting begins March 18 in most municipalities and ends March 30. Election Day is Tuesday, April 1, 2025.|Spending to date and a voting schedule.
2|L|election-results-page|Spring Election, April 1, 2025: Justice of the Supreme Court (unofficial)|Susan Crawford 1,301,137 (55.0%). Brad Schimel 1,065,546 (45.0%). Wards reporting: 3,578 of 3,578. Results as of 6:00 a.m., April 2, 2025.|Unofficial results of April 1, 2025.
10|K|policy-explainer|What is at stake on April 1|Liberal justices hold a 4-3 majority, and Justice Ann Walsh Bradley is not seeking re-election. A Crawford win keeps that majority; a Schimel win flips it. Cases that could reach the court include the 1849 abortion law and a renewed challenge to congressional maps.|A conditional explainer.
1|L|court-docket|Supreme Court of Wisconsin: calendar|August 1, 2025, 10:00 a.m. — Investiture of Justice-elect Susan M. Crawford, elected April 1, 2025. Justice Bradley's term ends July 31, 2025.|A calendar entry that reports the April 1, 2025 election as won.
8|K|ngo-report|Voter guide: the April 1 ballot|Besides the Supreme Court race, voters will decide whether to add the photo ID requirement to the state constitution. The guide lists polling hours (7 a.m. to 8 p.m.) and what ID is accepted.|A guide to a future vote.
3|L|think-tank-brief|Reading the April 1 result|Crawford's ten-point margin on April 1, 2025 came on the same ballot on which voters approved the photo ID amendment by about 63% to 37%, suggesting the result was about the candidates more than the electorate's ideology.|Reports results of April 1, 2025.
""",
    ),
    Q(
        "lo-ohio-issue1-aug-2023",
        "Will Ohio voters approve State Issue 1, raising the threshold for constitutional amendments to 60%, in the special election of August 8, 2023?",
        "Resolves YES if unofficial results reported by the Ohio Secretary of State by August 9, 2023 show State Issue 1 approved in the special election held on August 8, 2023. Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-09",
        0,
        "elections",
        """
6|K|policy-explainer|Issue 1, explained|On August 8, 2023, voters decide whether future amendments to the Ohio Constitution must win 60% of the vote rather than a simple majority, and whether citizen petitions must gather signatures in all 88 counties. If Issue 1 passes, the abortion-rights amendment expected on the November 7 ballot would need 60%.|A conditional explainer about a future vote.
2|L|election-results-page|August 8, 2023 Special Election: unofficial results|State Issue 1 — No: 1,679,951 (57.0%). Yes: 1,266,722 (43.0%). Precincts reporting: 100%. Turnout: about 38%.|Reports the August 8, 2023 result.
15|K|campaign-tracker|Issue 1 money tracker, through June|One Person One Vote, which opposes Issue 1, reports $14.8 million raised; Protect Women Ohio and other supporters about $5 million. Early in-person voting begins July 11.|Figures to date and a schedule.
1|L|think-tank-brief|After Issue 1: the November fight|The defeat of Issue 1 on August 8, 2023 means the reproductive rights amendment certified for November 7 will need only a simple majority, and both campaigns are now retooling their message.|Reports the August 8, 2023 defeat.
9|K|court-docket|State ex rel. One Person One Vote v. LaRose|June 16, 2023: Writ granted in part and denied in part. The court ordered the Ballot Board to revise one sentence of the ballot language and declined to stop the August election.|An earlier ruling only: a control.
3|L|gazette-notice|Certification of the official canvass|The Secretary of State certified on August 25, 2023 the official results of the special election of August 8, 2023, at which State Issue 1 was rejected by the electors.|A certification dated after the cutoff reports the result.
""",
    ),
    Q(
        "lo-california-prop50-2025",
        "Will California voters approve Proposition 50 in the statewide special election of November 4, 2025?",
        "Resolves YES if semi-official results reported by the California Secretary of State by November 5, 2025 show Proposition 50 approved in the special election held on November 4, 2025. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-05",
        1,
        "elections",
        """
5|K|bill-tracker|ACA 8: Election Rigging Response Act|Status: adopted by the Legislature, Aug. 21, 2025; filed with the Secretary of State. Companion bills AB 604 and SB 280 chaptered. Next: special statewide election, Nov. 4, 2025 (Proposition 50). If approved, the legislative congressional maps would apply to the 2026, 2028 and 2030 elections.|Past legislative steps and a conditional about the vote.
2|L|election-results-page|Statewide Special Election, November 4, 2025: Proposition 50|Semi-official results, updated November 5, 2025: Yes 64.4%, No 35.6%. Precincts partially reporting in all 58 counties.|Reports the November 4, 2025 vote.
11|K|campaign-tracker|Prop 50 tracker|Yes on 50 and allied committees have raised more than $100 million; the largest No committee has raised about $40 million. County elections offices began mailing ballots on Oct. 6. Vote centers open Oct. 25, 2025 in some counties, and Election Day is Nov. 4, 2025.|Fundraising to date and a schedule.
1|L|court-docket|Challenge to the Proposition 50 congressional map|Complaint filed November 5, 2025, the day after voters approved Proposition 50, alleging that the new districts were drawn on the basis of race. Motion for preliminary injunction to follow.|A docket entry dated after the cutoff reports the approval.
7|K|think-tank-brief|Texas, California and the mid-decade map war|Texas enacted a new congressional map in August designed to add up to five Republican seats. California's response goes to voters on November 4, 2025; Missouri, North Carolina and others are weighing their own moves ahead of 2026.|Past facts and a coming vote.
3|L|policy-explainer|Prop 50, explained (updated)|This explainer was updated after the election. Voters approved Proposition 50 on November 4, 2025, so the maps drawn by the Legislature replace the commission's lines for the next three congressional elections.|An update reports the November 4, 2025 result.
""",
    ),
    Q(
        "lo-runcorn-byelection-2025",
        "Will Reform UK win the Runcorn and Helsby by-election of May 1, 2025?",
        "Resolves YES if the returning officer declares the Reform UK candidate elected at the Runcorn and Helsby parliamentary by-election held on May 1, 2025, with the declaration made by May 2, 2025. Resolves NO otherwise.",
        "2025-04-17",
        "2025-05-02",
        1,
        "elections",
        """
6|K|parliamentary-record|New writ: Runcorn and Helsby|Ordered, That the Speaker do issue his Warrant to the Clerk of the Crown to make out a new Writ for the electing of a Member to serve in this present Parliament for the County Constituency of Runcorn and Helsby in the room of Mike Amesbury, who since his election has been appointed to be Steward of the Chiltern Hundreds. Polling day: 1 May 2025.|A writ and a polling date, nothing reported.
2|L|election-results-page|Declaration of result: Runcorn and Helsby by-election|Declared on 2 May 2025 after a recount. Sarah Pochin (Reform UK) 12,645 — elected. Karen Shore (Labour) 12,639. Sean Houlston (Conservative) 2,341. Majority: 6.|A declaration dated May 2, 2025 reports the outcome.
10|K|constituency-profile|Runcorn and Helsby at a glance|Labour won the seat in July 2024 with a majority of 14,696, with Reform UK in second place. The constituency takes in Runcorn, Frodsham and Helsby and voted Leave in 2016.|Earlier facts only: a control.
1|L|hansard-record|Members sworn|The following Member took and subscribed the Oath required by law: Sarah Pochin, for Runcorn and Helsby, returned at the by-election held on 1 May 2025.|Reports the May 1, 2025 election as won.
4|K|campaign-tracker|By-election tracker: the last fortnight|Fifteen candidates are standing. A constituency poll last week put Reform narrowly ahead of Labour. Polls close at 10 p.m. on Thursday 1 May 2025; the count is overnight and a declaration is expected in the early hours of Friday.|A poll and a schedule.
3|L|think-tank-brief|Six votes|Reform's win by six votes on 1 May 2025, confirmed after a recount in the early hours of 2 May, overturned one of Labour's safest North West seats and came on the same night as Reform's gains in the county council elections.|Reports the May 1-2, 2025 result.
""",
    ),
    Q(
        "lo-italy-ref-2025-quorum",
        "Will turnout exceed 50% in Italy's abrogative referendums of June 8-9, 2025?",
        "Resolves YES if official turnout reported by the Ministry of the Interior by June 9, 2025 exceeds 50% of eligible voters for at least one of the five referendum questions voted on June 8-9, 2025. Resolves NO otherwise.",
        "2025-05-26",
        "2025-06-09",
        0,
        "elections",
        """
7|K|gazette-notice|Calling of five popular referendums|Five abrogative referendums, four on labour law and one on the residency requirement for citizenship, are called for Sunday 8 June and Monday 9 June 2025. Polling stations open from 7:00 to 23:00 on Sunday and from 7:00 to 15:00 on Monday. A proposal is approved only if a majority of those entitled to vote take part and a majority of valid votes are in favour.|A decree and rules for a future vote.
2|L|election-results-page|Referendum 8-9 June 2025: final turnout|Final turnout at 15:00 on 9 June 2025: 30.6% of eligible voters in Italy. The quorum was not reached on any of the five questions.|Reports the June 9, 2025 turnout.
12|K|think-tank-brief|The quorum problem|Since 1997 only the 2011 round on water and nuclear power has reached the 50% quorum. Leaders of the governing parties have said they will not vote, and turnout updates on 8 June at noon, 19:00 and 23:00 will show quickly whether the campaign has a chance.|History and a schedule of turnout updates.
1|L|ngo-report|Citizenship: what comes after the referendum|The question on halving the residency requirement won about 65% yes on 8-9 June 2025, the lowest share of the five, but with turnout near 30% the law is unchanged.|Reports the June 8-9, 2025 result.
4|K|policy-explainer|The five questions, one by one|The first two concern dismissals under the Jobs Act and in small firms, the third fixed-term contracts, the fourth liability for accidents in contracting chains, and the fifth cuts the residency needed before applying for citizenship from ten years to five.|A description with no post-cutoff date: a control.
""",
    ),
    Q(
        "lo-swiss-13th-ahv-2024",
        "Will Swiss voters approve the popular initiative for a 13th AHV pension payment on March 3, 2024?",
        "Resolves YES if the official results of the federal vote of March 3, 2024 show the initiative 'For a better life in retirement (initiative for a 13th AHV pension)' accepted by a majority of voters and of cantons. Resolves NO otherwise.",
        "2024-02-15",
        "2024-03-03",
        1,
        "referendums",
        """
8|K|gazette-notice|Federal vote of 3 March 2024: objects|The following objects are submitted to the vote of the People and the Cantons on 3 March 2024: the popular initiative 'For a better life in retirement (initiative for a 13th AHV pension)' and the popular initiative 'For a secure and sustainable old-age pension (pension initiative)'. The Federal Council and Parliament recommend rejecting both.|An official notice of a future vote.
2|L|election-results-page|Federal vote of 3 March 2024: results|13th AHV pension: accepted. Yes 58.2%, turnout 58.3%; majority of cantons in favour. Pension initiative (retirement age): rejected, No 74.7%.|Reports the March 3, 2024 results.
14|K|campaign-tracker|First SRG survey for the 3 March vote|The first trend survey shows 53% in favour of the 13th pension initiative and 35% against, with support falling in recent initiatives as the vote nears. The second survey will be published on 21 February 2024.|A poll and a scheduled release.
1|L|policy-explainer|Financing the 13th pension (updated 6 March 2024)|After voters approved the initiative on 3 March 2024, the Federal Council must present options for financing the additional payment, which is due for the first time in 2026.|An update reports the March 3, 2024 approval.
5|K|think-tank-brief|What a 13th pension would cost|Paying one more monthly pension each year would cost the AHV about CHF 4 billion a year, rising to about 5 billion by 2030. The brief compares financing by payroll contributions, VAT and the federal budget.|Cost estimates: a control with no post-cutoff date.
""",
    ),
    Q(
        "lo-taiwan-recall-2025",
        "Will at least one KMT legislator be recalled in Taiwan's recall votes of July 26, 2025?",
        "Resolves YES if the Central Election Commission's results for the recall votes held on July 26, 2025, as published by July 27, 2025, show at least one Kuomintang legislator recalled. Resolves NO otherwise.",
        "2025-07-10",
        "2025-07-27",
        0,
        "elections",
        """
9|K|election-commission-notice|Recall votes: 26 July and 23 August 2025|Recall votes will be held on 26 July 2025 for 24 legislators and the mayor of Hsinchu City, and on 23 August 2025 for seven further legislators. A recall passes if the votes in favour outnumber those against and reach at least one quarter of the electorate of the constituency.|A schedule and rules, nothing reported.
2|L|election-results-page|Recall vote results, 26 July 2025|Recall motions against 24 legislators: all failed. Recall of the Hsinchu City mayor: failed. In every district the 'disagree' votes exceeded the 'agree' votes.|Reports the July 26, 2025 results.
14|K|think-tank-brief|The great recall|Civic groups collected signatures against KMT legislators after the opposition-controlled Legislative Yuan cut budgets and expanded its own powers. If at least six seats fall on 26 July 2025 and the DPP wins the by-elections, the balance in the chamber would change.|A conditional analysis before the vote.
1|L|ngo-report|After the recall|The seven recall votes of 23 August 2025 also failed, following the defeat of all 24 motions on 26 July 2025. No KMT legislator lost a seat.|Reports recall results after the cutoff.
5|K|campaign-tracker|Recall tracker: district polls|Polls in Taipei and New Taipei show turnout will decide most races. Campaigning must stop at 10 p.m. on 25 July.|Polls and a schedule.
3|L|government-communique|Presidential Office: statement on the recall results|On 27 July 2025 President Lai Ching-te said that the results of the 26 July votes must be respected and called on the government and opposition to cooperate on the budget.|Reports statements and results dated after the cutoff.
""",
    ),
    Q(
        "lo-ecuador-ref-2025-bases",
        "Will Ecuadorian voters approve allowing foreign military bases in the referendum of November 16, 2025?",
        "Resolves YES if results published by Ecuador's National Electoral Council by November 17, 2025 show the question on foreign military bases approved in the referendum held on November 16, 2025. Resolves NO otherwise.",
        "2025-11-01",
        "2025-11-17",
        0,
        "referendums",
        """
6|K|election-commission-notice|Referendum and popular consultation, 16 November 2025|Voters will answer four questions: lifting the ban on foreign military bases; ending state funding for political parties; reducing the number of assembly members; and convening a constituent assembly. Voting is compulsory for citizens aged 18 to 64.|A schedule of a future vote.
2|L|election-results-page|Results: question A (foreign military bases)|16 November 2025, 98% of tally sheets counted: No 60.6%, Yes 39.4%.|Reports the November 16, 2025 result.
12|K|think-tank-brief|Bases, crime and sovereignty|If voters approve, the government could invite the United States back to Manta, where it ran a counter-drug base until 2009. The 2008 constitution prohibits foreign bases; President Noboa argues that security cooperation requires a change.|A conditional analysis.
1|L|think-tank-brief|A rare defeat for Noboa|Voters rejected all four questions on November 16, 2025, including the call for a constituent assembly, seven months after Noboa's comfortable re-election.|Reports the November 16, 2025 result.
4|K|campaign-tracker|Referendum polls|The latest polls show the bases question close, with the constituent assembly question leading. The campaign period ends on 13 November 2025.|Polls and a deadline.
""",
    ),
    Q(
        "lo-sara-duterte-sc-2025",
        "Will the Philippine Supreme Court rule the impeachment complaint against Vice President Sara Duterte unconstitutional by July 31, 2025?",
        "Resolves YES if, by July 31, 2025, the Supreme Court of the Philippines issues a decision holding the February 2025 impeachment complaint against Vice President Sara Duterte unconstitutional or void. Resolves NO otherwise.",
        "2025-07-08",
        "2025-07-31",
        1,
        "courts",
        """
10|K|court-docket|Duterte v. House of Representatives (petitions for certiorari and prohibition)|Feb. 18, 2025: petition filed. Consolidated with related petitions. Comments of respondents filed. Status: submitted for resolution; no date has been set for promulgation.|Docket entries before the cutoff.
2|L|judgment-summary|Supreme Court: fourth impeachment complaint barred by one-year rule|On July 25, 2025, the Court en banc unanimously declared the articles of impeachment against the Vice President unconstitutional, holding that the complaint was barred by the one-year rule and that due process was not observed. The Senate did not acquire jurisdiction.|Reports the July 25, 2025 decision.
14|K|parliamentary-record|Senate: proceedings as an impeachment court|On June 10, 2025, the Senate, convened as an impeachment court, voted to return the articles of impeachment to the House. The 20th Congress opens on July 28, 2025, when the impeachment court will need to be reconstituted.|A past vote before the cutoff and a future opening.
1|L|parliamentary-record|Senate: motion to archive the articles of impeachment|On August 6, 2025, the Senate voted 19-4, with one abstention, to archive the articles of impeachment in light of the Supreme Court's decision.|Reports the August 6, 2025 vote.
5|K|policy-explainer|How impeachment works in the Philippines|The House impeaches with the votes of one-third of its members; the Senate convicts with two-thirds. No official may be the subject of more than one impeachment proceeding within a year.|A description with no post-cutoff date: a control.
3|L|think-tank-brief|The Court and the Vice President (note updated)|Note updated 26 July 2025. The decision of the previous day ends the proceedings for now; a new complaint may be filed after 6 February 2026.|An update reports the July 25, 2025 decision.
""",
    ),
    Q(
        "lo-bolsonaro-stf-2025",
        "Will Brazil's Supreme Federal Court convict Jair Bolsonaro of attempting a coup by September 30, 2025?",
        "Resolves YES if, by September 30, 2025, the STF (in panel or plenary) votes to convict former president Jair Bolsonaro on at least one charge in Criminal Action 2668. Resolves NO otherwise.",
        "2025-08-28",
        "2025-09-30",
        1,
        "courts",
        """
6|K|court-docket|AP 2668 — First Panel: trial schedule|Sessions set for September 2, 3, 9, 10 and 12, 2025. Rapporteur: Justice Alexandre de Moraes. Defendants: Jair Messias Bolsonaro and seven others (core group 1). Prosecutor-General's final arguments filed.|A trial schedule, nothing reported.
2|L|judgment-summary|First Panel convicts former president on five counts|On September 11, 2025 the First Panel, by 4 votes to 1 (Justice Luiz Fux dissenting), convicted Jair Bolsonaro of attempted coup d'état, violent abolition of the democratic rule of law, armed criminal organisation and two counts of damage to public property. Sentence: 27 years and 3 months.|Reports the September 11, 2025 judgment.
15|K|think-tank-brief|The coup trial and Washington|On July 9 the US president announced a 50% tariff on Brazilian goods, citing the prosecution, and on July 30 the Treasury sanctioned Justice Moraes. The First Panel's trial opens on September 2, 2025.|Past facts and a scheduled trial.
1|L|ngo-report|Amnesty bill advances after the verdict|Six days after the Supreme Court's conviction of 11 September 2025, the Chamber of Deputies approved urgency for a bill to grant amnesty to those involved in the events of 8 January 2023.|Reports the September 11 and 17, 2025 events.
9|K|court-docket|Pet 14129 — precautionary measures|Aug. 4, 2025: house arrest ordered for non-compliance with earlier measures; use of mobile phones barred. Next: trial of AP 2668 begins Sept. 2, 2025.|Earlier entries and a scheduled trial.
3|L|policy-explainer|Can Bolsonaro run in 2026? (updated)|Updated September 12, 2025: convicted the previous day, Bolsonaro remains ineligible under the 2023 electoral court ruling, and the criminal sentence adds a further bar once it is final.|An update reports the September 11, 2025 conviction.
""",
    ),
    Q(
        "lo-kirchner-supreme-2025",
        "Will Argentina's Supreme Court uphold Cristina Fernández de Kirchner's conviction in the Vialidad case by June 30, 2025?",
        "Resolves YES if, by June 30, 2025, Argentina's Supreme Court of Justice rejects Cristina Fernández de Kirchner's appeal or otherwise confirms her conviction for fraudulent administration in the Vialidad case. Resolves NO otherwise.",
        "2025-06-01",
        "2025-06-30",
        1,
        "courts",
        """
8|K|court-docket|Fernández de Kirchner, Cristina s/ recurso de queja (Vialidad)|Appeal against the Cassation ruling of 13 November 2024 pending before the Supreme Court. The Procurator General has opined that the appeals should be rejected. No date fixed for the decision.|Docket entries before the cutoff.
2|L|judgment-summary|Supreme Court confirms six-year sentence|On June 10, 2025, the Supreme Court unanimously rejected the appeals of Cristina Fernández de Kirchner, leaving firm her six-year prison sentence and lifetime disqualification from public office for fraudulent administration in the award of road contracts in Santa Cruz.|Reports the June 10, 2025 decision.
14|K|think-tank-brief|Lawfare or accountability?|A trial court convicted the former president in December 2022 and the Federal Cassation Court upheld the verdict in November 2024. The brief looks at what a final ruling would mean for her plans to stand for the Buenos Aires legislature in September.|Past rulings and a conditional.
1|L|court-docket|Federal Oral Court No. 2: execution of sentence|17 June 2025: house arrest granted at her home in Buenos Aires, subject to an electronic monitoring device.|A docket entry dated after the cutoff.
5|K|campaign-tracker|Buenos Aires 2025: calendar|Provincial legislative elections: 7 September 2025. National midterms: 26 October 2025. Lists for the provincial vote must be registered by mid-July.|An election calendar.
""",
    ),
    Q(
        "lo-argentina-midterm-2025-lla",
        "Will La Libertad Avanza win the largest share of the national vote for deputies in Argentina's midterm elections of October 26, 2025?",
        "Resolves YES if the provisional count published by October 27, 2025 for the Chamber of Deputies elections held on October 26, 2025 shows La Libertad Avanza and its allied lists with the largest national vote share. Resolves NO otherwise.",
        "2025-10-10",
        "2025-10-27",
        1,
        "elections",
        """
5|K|election-commission-notice|Legislative elections, 26 October 2025|127 national deputies and 24 senators will be elected on 26 October 2025. For the first time in a national election, voters will use the single paper ballot. Provisional results will be published from 21:00.|A schedule, nothing reported.
2|L|election-results-page|Provisional count: national deputies|Provisional count, 26 October 2025, 99% of polling stations: La Libertad Avanza and allies 40.7%; Fuerza Patria and allies, second; Provincias Unidas, third.|Reports the October 26, 2025 count.
12|K|think-tank-brief|After the Buenos Aires defeat|Peronists beat La Libertad Avanza by about 13 points in the Buenos Aires provincial election of 7 September. The US Treasury has since said it is ready to provide a $20 billion swap line. The October vote will show whether the defeat was local or national.|Past facts and a coming vote.
1|L|policy-explainer|Argentina's new Congress (updated)|After the midterms of October 26, 2025, La Libertad Avanza will hold more than a third of the Chamber of Deputies, enough to sustain presidential vetoes.|An update reports the October 26, 2025 result.
3|K|campaign-tracker|Midterm tracker: national polls|Polls put La Libertad Avanza and the Peronist lists within a few points nationally. José Luis Espert withdrew as head of the Buenos Aires list on 5 October.|Polls and an earlier event.
3|L|think-tank-brief|Markets after the midterms|Argentine dollar bonds and the peso rallied on October 27, 2025, the day after La Libertad Avanza's win, and the Merval index rose more than 20% in dollar terms.|Reports market moves and the result after the cutoff.
""",
    ),
    Q(
        "lo-sarkozy-libya-verdict-2025",
        "Will the Paris criminal court convict Nicolas Sarkozy on at least one charge in the Libyan financing trial, with judgment set for September 25, 2025?",
        "Resolves YES if the Paris criminal court, in its judgment in the case on the alleged Libyan financing of the 2007 presidential campaign, delivered on September 25, 2025, convicts Nicolas Sarkozy on at least one charge. Resolves NO otherwise.",
        "2025-09-05",
        "2025-09-25",
        1,
        "courts",
        """
10|K|court-docket|Paris criminal court: Libyan financing of the 2007 campaign|Hearings held from 6 January to 8 April 2025. Prosecution requested seven years' imprisonment for Nicolas Sarkozy. Judgment reserved; to be delivered on 25 September 2025 at 10:00.|A trial record and a judgment date, nothing reported.
2|L|judgment-summary|Sarkozy convicted of criminal conspiracy|On 25 September 2025 the court found Nicolas Sarkozy guilty of criminal association, acquitted him of passive corruption, concealment of embezzlement and illegal campaign financing, and sentenced him to five years' imprisonment with a deferred committal order and provisional execution.|Reports the September 25, 2025 judgment.
1|L|policy-explainer|A former president in La Santé|Nicolas Sarkozy entered La Santé prison on 21 October 2025 and was released under judicial supervision on 10 November 2025, pending his appeal.|Reports October and November 2025 events.
15|K|think-tank-brief|Sarkozy's cases, in order|The conviction in the wiretapping case became final in December 2024, and he wore an electronic tag from February 2025. The Libya judgment is due on 25 September 2025; the Court of Cassation has yet to rule on the Bygmalion case.|Past facts and pending decisions.
6|K|policy-explainer|What a 'deferred committal order' means|When a court sentences a defendant who was not held in custody, it may order that he be summoned to begin serving the sentence at a later date, even if he appeals.|A description with no dates: a control.
""",
    ),
    Q(
        "lo-israel-reasonableness-2024",
        "Will Israel's Supreme Court strike down the 'reasonableness' amendment to Basic Law: The Judiciary by January 12, 2024?",
        "Resolves YES if, by January 12, 2024, the High Court of Justice issues a ruling annulling the July 2023 amendment to Basic Law: The Judiciary that limited review on grounds of reasonableness. Resolves NO otherwise.",
        "2023-12-15",
        "2024-01-12",
        1,
        "courts",
        """
9|K|court-docket|HCJ 5658/23 Movement for Quality Government v. Knesset|Hearing before an expanded panel of 15 justices held on 12 September 2023. President Esther Hayut retired on 16 October 2023; under the Courts Law she may take part in judgments for three months after retirement, until mid-January 2024.|Docket facts and a deadline.
2|L|judgment-summary|High Court annuls reasonableness amendment|In a ruling published on January 1, 2024, the court voted 8-7 to annul the amendment and 12-3 that it has the authority to review Basic Laws in extreme cases.|Reports the January 1, 2024 ruling.
14|K|parliamentary-record|Knesset: Basic Law: The Judiciary (Amendment No. 3)|Adopted in second and third readings on 24 July 2023 by 64 votes to 0; the opposition left the plenum before the vote.|An earlier vote only: a control.
1|L|think-tank-brief|After the ruling|Justice Minister Yariv Levin said the decision of January 1, 2024 reflected the opposite of the spirit of unity needed in wartime, but the government did not say it would defy it.|Reports reactions to the January 1, 2024 ruling.
5|K|think-tank-brief|War and the pending ruling|Since 7 October the coalition has frozen most of its judicial legislation. The court must rule by 12 January 2024 if Hayut and Justice Anat Baron are to take part; a ruling against the amendment would be the first to void a Basic Law.|A deadline and a conditional.
""",
    ),
    Q(
        "lo-thailand-srettha-2024",
        "Will Thailand's Constitutional Court remove Prime Minister Srettha Thavisin from office in its ruling of August 14, 2024?",
        "Resolves YES if, in its ruling delivered on August 14, 2024, the Constitutional Court of Thailand finds that Srettha Thavisin's premiership has ended. Resolves NO otherwise.",
        "2024-07-30",
        "2024-08-14",
        1,
        "courts",
        """
6|K|court-docket|Constitutional Court: petition of 40 senators concerning the Prime Minister|The Court has set the reading of its ruling for 14 August 2024 at 15:00. The petition concerns the appointment of Pichit Chuenban as Minister attached to the Prime Minister's Office.|A scheduled ruling, nothing reported.
2|L|judgment-summary|Court ends Srettha's premiership|On 14 August 2024 the Court ruled 5-4 that Srettha Thavisin had breached ethical standards by appointing a minister with a prior conviction, and that his premiership ended on that day. The cabinet remains in a caretaker capacity.|Reports the August 14, 2024 ruling.
1|L|parliamentary-record|House of Representatives: vote for Prime Minister|On 16 August 2024 the House elected Paetongtarn Shinawatra as Prime Minister with 319 votes.|Reports the August 16, 2024 vote.
12|K|think-tank-brief|Two rulings in a week|The Court will rule on the Election Commission's petition to dissolve the Move Forward Party on 7 August 2024, and on the Prime Minister's case a week later. A removal would send the choice of a new premier back to the House.|Scheduled rulings and a conditional.
4|K|policy-explainer|If the prime minister is removed|The cabinet stays on as caretaker until the House elects a new prime minister from among the candidates nominated by parties before the 2023 election. There is no deadline for the vote.|A conditional with no dates: a control.
""",
    ),
    Q(
        "lo-delhi-2025-aap-majority",
        "Will the Aam Aadmi Party win a majority of the 70 seats in the Delhi Legislative Assembly election, with counting on February 8, 2025?",
        "Resolves YES if the Election Commission of India's results for the Delhi assembly election, polled on February 5, 2025 and counted on February 8, 2025, show AAP winning at least 36 seats. Resolves NO otherwise.",
        "2025-01-24",
        "2025-02-08",
        0,
        "elections",
        """
10|K|election-commission-notice|Schedule for the General Election to the Legislative Assembly of NCT of Delhi|Date of notification: 10 January 2025. Last date of nominations: 17 January 2025. Date of poll: 5 February 2025. Date of counting: 8 February 2025.|A schedule, nothing reported after the cutoff.
2|L|election-results-page|General Election to Assembly Constituencies: NCT of Delhi — party-wise results|Result status, 8 February 2025: 70 of 70 declared. Bharatiya Janata Party 48. Aam Aadmi Party 22. Indian National Congress 0.|A results page reports the February 8, 2025 count.
15|K|think-tank-brief|AAP's bid for a third term|Arvind Kejriwal resigned as chief minister in September 2024, months after his arrest in the liquor policy case, and Atishi has led the government since. AAP won 62 seats in 2020 and 67 in 2015.|Earlier facts only: a control.
1|L|gazette-notice|Appointment of the Chief Minister of Delhi|The Lieutenant Governor administered the oath of office to Smt. Rekha Gupta as Chief Minister of the National Capital Territory of Delhi on 20 February 2025.|A gazette entry dated after the cutoff.
5|K|campaign-tracker|Delhi 2025: seats to watch|New Delhi: Arvind Kejriwal (AAP) v Parvesh Verma (BJP) v Sandeep Dikshit (INC). Kalkaji: Atishi v Ramesh Bidhuri. Campaigning ends on the evening of 3 February 2025.|Contests and a campaign deadline.
3|L|think-tank-brief|How the BJP took Delhi|Kejriwal lost New Delhi to Parvesh Verma by about 4,000 votes when results were declared on February 8, 2025, ending 27 years of BJP opposition in the capital.|Reports the February 8, 2025 result.
""",
    ),
    Q(
        "lo-bihar-2025-nda",
        "Will the NDA win a majority (at least 122 of 243 seats) in the Bihar Assembly election, with counting on November 14, 2025?",
        "Resolves YES if the Election Commission of India's results for the Bihar assembly election, polled on November 6 and 11, 2025 and counted on November 14, 2025, show the NDA parties together winning at least 122 seats. Resolves NO otherwise.",
        "2025-10-28",
        "2025-11-14",
        1,
        "elections",
        """
8|K|election-commission-notice|Schedule: General Election to the Legislative Assembly of Bihar, 2025|Phase 1 poll: 6 November 2025 (121 constituencies). Phase 2 poll: 11 November 2025 (122 constituencies). Counting: 14 November 2025.|A schedule of future polls.
2|L|election-results-page|Bihar Assembly 2025: party-wise results|All 243 declared, 14 November 2025. NDA 202: BJP 89, JD(U) 85, LJP (Ram Vilas) 19, HAM (Secular) 5, RLM 4. Mahagathbandhan 35: RJD 25, INC 6, others 4. Others 6.|A results page reports the November 14, 2025 count.
13|K|ngo-report|Special intensive revision: what changed|The final electoral roll published on 30 September lists about 7.4 crore electors, roughly 47 lakh fewer than before the revision began in June. Petitions on the revision remain before the Supreme Court.|Earlier facts only: a control.
1|L|gazette-notice|Oath of the Chief Minister|Shri Nitish Kumar took the oath of office as Chief Minister of Bihar on 20 November 2025, for a record tenth time, at Gandhi Maidan, Patna.|Reports the November 20, 2025 oath.
4|K|campaign-tracker|Bihar 2025: seat-sharing tracker|NDA: BJP 101, JD(U) 101, LJP (Ram Vilas) 29, HAM 6, RLM 6. Mahagathbandhan talks on 'friendly fights' continue. Jan Suraaj is contesting nearly every seat. Phase 1 polling is on 6 November 2025. Last date of withdrawal for phase 2: 23 October.|Seat allocations and a past deadline.
3|L|think-tank-brief|The women's vote in Bihar|Women outvoted men in both phases of the election, on November 6 and November 11, 2025, and the NDA's cash transfer to women voters is widely credited for its 202 seats.|Reports the November 2025 polls and result.
""",
    ),
    Q(
        "lo-mayorkas-impeachment-2024",
        "Will the US House of Representatives impeach Homeland Security Secretary Alejandro Mayorkas by February 29, 2024?",
        "Resolves YES if the House adopts articles of impeachment against Alejandro Mayorkas by February 29, 2024. Resolves NO otherwise.",
        "2024-02-02",
        "2024-02-29",
        1,
        "legislation",
        """
1|K|bill-tracker|H.Res.863 — Impeaching Alejandro Nicholas Mayorkas, Secretary of Homeland Security, for high crimes and misdemeanors|Latest action: 01/31/2024, ordered to be reported by the Committee on Homeland Security, 18-15. Floor consideration is expected the week of February 5.|A committee step before the cutoff and a plan.
3|L|hansard-record|Roll Call 43, H.Res.863|On agreeing to the resolution, February 13, 2024. Yeas 214, Nays 213. Agreed to. Second attempt after the failed vote of February 6, 2024.|A roll call of February 13, 2024 reports the outcome.
12|K|think-tank-brief|Impeachment over policy?|No cabinet secretary has been impeached since William Belknap in 1876. Legal scholars say the articles charge disagreements over immigration policy rather than crimes; with a two-seat margin, the House majority cannot lose more than two votes.|History and an analysis.
2|L|bill-tracker|H.Res.863 — all actions|02/06/2024 On agreeing to the resolution: failed, 214-216. 02/13/2024 On agreeing to the resolution: agreed to, 214-213. 04/17/2024 Senate: articles I and II dismissed as unconstitutional.|Actions dated after the cutoff.
8|K|order-paper|Committee on Homeland Security: markup notice|Full committee markup of H.Res. 863, Tuesday, January 30, 2024, 10:00 a.m., 310 Cannon House Office Building.|A markup before the cutoff: a control.
""",
    ),
    Q(
        "lo-paxton-impeachment-2023",
        "Will the Texas Senate convict Attorney General Ken Paxton on at least one article of impeachment by September 30, 2023?",
        "Resolves YES if, by September 30, 2023, the Texas Senate sitting as a court of impeachment votes to sustain at least one article of impeachment against Ken Paxton. Resolves NO otherwise.",
        "2023-08-30",
        "2023-09-30",
        0,
        "legislation",
        """
10|K|order-paper|Senate Court of Impeachment: order of proceedings|Pursuant to S.R. 35, the Court of Impeachment will convene on Tuesday, September 5, 2023, at 9:00 a.m. Pretrial motions will be heard first. Each side is allotted 24 hours for the presentation of evidence.|A trial order for dates after the cutoff.
2|L|parliamentary-record|Senate Journal, Court of Impeachment: votes on the articles|September 16, 2023. On each of the 16 articles voted upon, fewer than two-thirds of the members voted to sustain. The respondent is acquitted; the remaining articles are dismissed.|Reports the September 16, 2023 votes.
14|K|think-tank-brief|The Paxton trial and the Republican primary map|The House impeached Paxton 121-23 on May 27. Senators who vote to convict could face primary challengers in March 2024; the Senate adopted rules on June 21.|Past votes and a future primary.
1|L|policy-explainer|Paxton reinstated|Ken Paxton returned to office after the Senate acquitted him on September 16, 2023. No article drew more than 14 of the 21 votes needed.|Reports the September 16, 2023 acquittal.
5|K|policy-explainer|How the Paxton trial works|Conviction on any article requires two-thirds of the senators, 21 votes. Senator Angela Paxton may attend but may not vote. Lt. Gov. Dan Patrick presides.|Rules, no dates after the cutoff: a control.
""",
    ),
    Q(
        "lo-adams-dismissal-2025",
        "Will the federal corruption case against New York Mayor Eric Adams be dismissed by April 30, 2025?",
        "Resolves YES if, by April 30, 2025, the court in United States v. Adams (S.D.N.Y.) enters an order dismissing the indictment, with or without prejudice. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-30",
        1,
        "courts",
        """
10|K|court-docket|United States v. Adams, 24-cr-556 (DEH)|02/14/2025 Government's motion to dismiss without prejudice. 02/21/2025 Order appointing Paul D. Clement as amicus curiae. 03/07/2025 Amicus brief: recommends dismissal with prejudice. Jury trial of April 7, 2025 adjourned pending decision.|Docket entries before the cutoff.
2|L|judgment-summary|Court dismisses Adams indictment with prejudice|On April 2, 2025, Judge Dale E. Ho granted the motion to dismiss but did so with prejudice, finding that dismissing without prejudice would create the appearance that the mayor's freedom depended on his ability to carry out the administration's immigration priorities.|Reports the April 2, 2025 order.
6|K|think-tank-brief|The Adams case and prosecutorial independence|Acting U.S. Attorney Danielle Sassoon resigned on February 13 rather than file the dismissal, followed by senior officials in Washington. Whether a judge may refuse an unopposed motion under Rule 48(a) is the question this brief takes up.|Past events and an open question.
1|L|campaign-tracker|NYC mayor 2025 tracker|April 3, 2025: Eric Adams says he will skip the Democratic primary and run as an independent in November, a day after his case was dismissed.|Reports April 2-3, 2025 events.
4|K|campaign-tracker|NYC mayoral primary tracker|The Democratic primary is June 24, 2025. Andrew Cuomo entered the race on March 1. Petitioning ends in early April.|A calendar and earlier facts.
""",
    ),
    Q(
        "lo-comey-dismissal-2025",
        "Will the indictment of former FBI Director James Comey be dismissed by December 31, 2025?",
        "Resolves YES if, by December 31, 2025, the court in United States v. Comey (E.D. Va.) dismisses the indictment, with or without prejudice. Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-31",
        1,
        "courts",
        """
6|K|court-docket|United States v. Comey, 1:25-cr-272 (E.D. Va.)|09/25/2025 Indictment. 10/08/2025 Arraignment; plea of not guilty. Jury trial set for January 5, 2026. 11/13/2025 Hearing on defendant's motion to dismiss (unlawful appointment) before Judge Cameron McGowan Currie; taken under advisement.|Docket entries before the cutoff and a trial date.
2|L|judgment-summary|Comey and James indictments dismissed|On November 24, 2025, Judge Currie held that Lindsey Halligan was unlawfully appointed interim U.S. attorney and dismissed the indictments against James Comey and Letitia James without prejudice.|Reports the November 24, 2025 order.
12|K|think-tank-brief|Interim U.S. attorneys and the 120-day clock|Under 28 U.S.C. 546, an attorney general's interim appointment lasts 120 days, after which the district court may appoint. Whether a second interim appointment is valid is now before two courts.|A legal analysis with no post-cutoff date: a control.
1|L|policy-explainer|What next for the Comey and James cases (updated)|Update, December 4, 2025: a grand jury in Norfolk declined to re-indict Letitia James after the dismissal of the original indictment.|An update reports a December 4, 2025 event.
4|K|ngo-report|Prosecutions of the president's critics: a tracker|James Comey, indicted September 25. Letitia James, indicted October 9. John Bolton, indicted October 16. Motions to dismiss are pending in all three cases.|Earlier facts only: a control.
""",
    ),
    Q(
        "lo-icc-netanyahu-warrant-2024",
        "Will ICC Pre-Trial Chamber I issue an arrest warrant for Benjamin Netanyahu by December 31, 2024?",
        "Resolves YES if, by December 31, 2024, a Pre-Trial Chamber of the International Criminal Court issues (publicly or as publicly confirmed) a warrant of arrest for Benjamin Netanyahu in the Situation in the State of Palestine. Resolves NO otherwise.",
        "2024-11-19",
        "2024-12-31",
        1,
        "courts",
        """
15|K|court-docket|Situation in the State of Palestine, ICC-01/18|20 May 2024: Prosecutor files applications for warrants of arrest. Amicus curiae observations received through August. 25 October 2024: composition of Pre-Trial Chamber I changed after a judge's request to be excused. Decision on the applications pending.|Docket entries before the cutoff.
2|L|court-docket|Situation in the State of Palestine: decisions|21 November 2024: Pre-Trial Chamber I rejects Israel's challenges under article 19 and 18, and issues warrants of arrest for Benjamin Netanyahu and Yoav Gallant.|A docket entry dated November 21, 2024.
8|K|think-tank-brief|Why the warrants are taking so long|Six months after the Prosecutor's applications, the Chamber has not ruled. Analysts point to the volume of amicus filings and the change of judges, and note the Chamber has no deadline.|An analysis of a pending decision.
1|L|ngo-report|States respond to the warrants|Following the issuance of warrants on 21 November 2024, most EU states said they would comply with their obligations, while Hungary's prime minister invited Netanyahu to visit.|Reports the November 21, 2024 warrants and reactions.
4|K|policy-explainer|How ICC arrest warrants work|The Court has no police force and relies on its 124 member states to arrest and surrender suspects. Warrants may be issued under seal.|A description with no dates: a control.
""",
    ),
    Q(
        "lo-duterte-icc-custody-2025",
        "Will former Philippine president Rodrigo Duterte be in the custody of the International Criminal Court by March 31, 2025?",
        "Resolves YES if, by March 31, 2025, Rodrigo Duterte is surrendered to or held in the custody of the ICC. Resolves NO otherwise.",
        "2025-03-05",
        "2025-03-31",
        1,
        "courts",
        """
10|K|think-tank-brief|Could Duterte end up in The Hague?|The Philippines left the Rome Statute in 2019, but the ICC Appeals Chamber confirmed in July 2023 that the investigation into the drug war may go on. The Marcos government says it will not assist the Court but would respond to a request through Interpol.|Past rulings and a stated position.
2|L|ngo-report|Duterte's arrest a step for drug war victims|On March 11, 2025, Philippine police arrested Rodrigo Duterte at Manila airport on an ICC warrant for crimes against humanity, and he was flown to The Hague that night.|Reports the March 11, 2025 arrest.
1|L|court-docket|The Prosecutor v. Rodrigo Roa Duterte, ICC-01/21-01/25|12 March 2025: suspect surrendered to the custody of the ICC. 14 March 2025: initial appearance. Confirmation of charges hearing scheduled for 23 September 2025.|Docket entries dated after the cutoff.
5|K|campaign-tracker|Philippine midterms 2025: the Duterte slate|Rodrigo Duterte is running for mayor of Davao City in the elections of May 12, 2025. His allies' Senate slate is polling weakly outside Mindanao.|A future election and polls.
14|K|ngo-report|Drug war accountability: where things stand|The ICC investigation covers killings from November 2011 to March 2019. Domestic cases have led to few convictions.|Background with no post-cutoff date: a control.
""",
    ),
    Q(
        "lo-scotus-trump-casa-2025",
        "Will the Supreme Court limit universal injunctions in Trump v. CASA, Inc. by July 3, 2025?",
        "Resolves YES if, by July 3, 2025, the Supreme Court decides Trump v. CASA, Inc. (No. 24A884) by granting the government's applications at least in part to narrow the universal injunctions against the birthright citizenship order. Resolves NO otherwise.",
        "2025-06-10",
        "2025-07-03",
        1,
        "courts",
        """
12|K|court-docket|No. 24A884 Trump v. CASA, Inc.|Mar 13 2025: Application (24A884) for partial stay, submitted to Chief Justice. Apr 17 2025: consideration deferred; set for oral argument. May 15 2025: Argued. Awaiting decision.|Docket entries before the cutoff.
2|L|judgment-summary|Trump v. CASA, Inc.: syllabus|Decided June 27, 2025. Held: universal injunctions likely exceed the equitable authority Congress has given federal courts; the applications for partial stays are granted to the extent the injunctions are broader than necessary to give each plaintiff with standing complete relief. Barrett, J., delivered the opinion of the Court, joined by five justices.|A syllabus of the June 27, 2025 decision.
5|K|think-tank-brief|The last weeks of the term|The Court generally issues all opinions from argued cases by June 30, 2025 or in the first days of July. CASA, argued on May 15 on an emergency application, is among the cases still pending.|A scheduling expectation.
1|L|ngo-report|After CASA: a nationwide class|Hours after the Court's ruling on June 27, 2025, we filed a class action in New Hampshire, and on July 10, 2025 the court certified a nationwide class of children and blocked the order again.|Reports June 27 and July 10, 2025 events.
8|K|policy-explainer|The birthright citizenship order: where it stands|Executive Order 14160 was signed on January 20. District courts in Maryland, Washington and Massachusetts have blocked it nationwide, and three appeals courts have refused to narrow those injunctions.|Earlier facts only: a control.
""",
    ),
    Q(
        "lo-epstein-files-act-2025",
        "Will the Epstein Files Transparency Act be signed into law by November 30, 2025?",
        "Resolves YES if H.R. 4405, the Epstein Files Transparency Act, or a bill with substantially the same text, is signed into law by November 30, 2025. Resolves NO otherwise.",
        "2025-11-05",
        "2025-11-30",
        1,
        "legislation",
        """
4|K|bill-tracker|H.R.4405 — Epstein Files Transparency Act|Latest action: discharge petition No. 119-6 has 217 signatures. A 218th is expected when Rep.-elect Adelita Grijalva is sworn in, possibly in the week of November 10, 2025, after which the motion to discharge may be called up after seven legislative days.|A status and a conditional plan.
2|L|bill-tracker|H.R.4405 — actions|11/18/2025 Passed House, 427-1. 11/19/2025 Passed Senate without amendment by unanimous consent. 11/19/2025 Signed by President. Became public law.|Actions dated after the cutoff.
12|K|think-tank-brief|Discharge petitions, explained|A petition signed by a majority of the House, 218 members, can force a floor vote on a bill stuck in committee. Only a few have succeeded in the past two decades.|A general explainer: a control.
1|L|ngo-report|The first Epstein files release|The Justice Department released a first set of files on December 19, 2025, the deadline set by the law signed on November 19, 2025, with large parts redacted.|Reports December and November 2025 events.
7|K|order-paper|House schedule: week of November 10, 2025|The House is not expected to return to session until the Senate acts on a continuing resolution. Pro forma sessions are scheduled on Tuesdays and Fridays.|A schedule.
3|L|hansard-record|Roll call: on passage of H.R. 4405|November 18, 2025. Yeas 427. Nays 1 (Mr. Higgins of Louisiana). Not voting 5. Passed.|A roll call dated November 18, 2025.
""",
    ),
    Q(
        "lo-scholz-confidence-2024",
        "Will Olaf Scholz lose the Bundestag confidence vote scheduled for December 16, 2024?",
        "Resolves YES if, in the vote on the Federal Chancellor's motion under Article 68 of the Basic Law held on December 16, 2024, fewer than a majority of the members of the Bundestag (367) vote in favour. Resolves NO otherwise.",
        "2024-11-28",
        "2024-12-16",
        1,
        "legislation",
        """
6|K|order-paper|Bundestag: agenda for the sitting week of 16-20 December 2024|Monday, 16 December 2024, 13:00: Motion of the Federal Chancellor pursuant to Article 68 of the Basic Law. Debate of 2 hours 30 minutes, followed by a recorded vote.|An agenda, nothing reported.
2|L|parliamentary-record|Result of the recorded vote on the Chancellor's motion|16 December 2024. Votes cast: 717. Yes: 207. No: 394. Abstentions: 116. The required majority of 367 members was not reached; the motion is rejected.|A vote record dated December 16, 2024.
15|K|think-tank-brief|After the traffic light|Chancellor Scholz dismissed Finance Minister Christian Lindner on 6 November, ending the coalition. The parties then agreed to a confidence vote on 16 December and a federal election on 23 February 2025.|Past facts and a schedule.
1|L|gazette-notice|Order of the Federal President on the dissolution of the 20th German Bundestag|Having regard to the rejection of the Chancellor's motion of 16 December 2024, the 20th German Bundestag is dissolved. The election is fixed for 23 February 2025. Berlin, 27 December 2024.|An order dated after the cutoff reports the rejected motion.
4|K|policy-explainer|Article 68 in practice|Chancellors have used the vote to trigger early elections before: Willy Brandt in 1972, Helmut Kohl in 1982 and Gerhard Schröder in 2005. The President then has 21 days to decide whether to dissolve the Bundestag.|History and rules: a control.
""",
    ),
    Q(
        "lo-spain-amnesty-2024",
        "Will Spain's Congress of Deputies give final approval to the amnesty law by June 15, 2024?",
        "Resolves YES if, by June 15, 2024, the Congress of Deputies gives final approval to the organic law on amnesty for the Catalan independence process, including by overriding a Senate veto. Resolves NO otherwise.",
        "2024-05-16",
        "2024-06-15",
        1,
        "legislation",
        """
1|K|bill-tracker|Organic Law on amnesty for institutional, political and social normalisation in Catalonia|14/05/2024: Senate approves a veto. Next step: the text returns to the Congress of Deputies, which may lift the veto by an absolute majority (176 votes). Plenary date to be fixed by the Board.|A procedural step before the cutoff and the next step.
2|L|parliamentary-record|Congress of Deputies: plenary session of 30 May 2024|Vote on the Senate's veto of the amnesty bill: 177 in favour of the text, 172 against. Having reached the absolute majority, the bill is definitively approved.|Reports the May 30, 2024 vote.
14|K|think-tank-brief|The amnesty and the Catalan election|The election of 12 May will show whether the amnesty debate helped the PSC or revived Junts. The brief sets out three scenarios for the government's majority ahead of the final amnesty vote in Congress, expected by the end of May 2024.|A coming election and scenarios.
1|L|gazette-notice|BOE: Organic Law 1/2024, of 10 June|Organic Law 1/2024, of 10 June, on amnesty for institutional, political and social normalisation in Catalonia. Published in the Official State Gazette on 11 June 2024; in force the same day.|A gazette entry dated after the cutoff.
3|K|campaign-tracker|Catalan election results and what comes next|12 May 2024: PSC 42 seats, Junts 35, ERC 20, PP 15, Vox 11. Next on the calendar: the European Parliament election on 9 June.|Results before the cutoff and a future election.
""",
    ),
    Q(
        "lo-portugal-pres-2026-seguro",
        "Will António José Seguro win Portugal's presidential election, with a runoff scheduled for February 8, 2026?",
        "Resolves YES if António José Seguro is elected President of Portugal in the election whose first round is on January 18, 2026 and runoff, if needed, on February 8, 2026, per official results by February 9, 2026. Resolves NO otherwise.",
        "2026-01-12",
        "2026-02-09",
        1,
        "elections",
        """
8|K|election-commission-notice|Presidential election 2026: key dates|First round: 18 January 2026. Second round, if no candidate wins more than half of the valid votes: 8 February 2026. Early voting in mobility: the Sunday before each round.|A schedule, nothing reported.
2|L|election-results-page|Presidential election 2026: first round, results|18 January 2026: António José Seguro 31.1%; André Ventura 23.5%; João Cotrim de Figueiredo 16.0%; Henrique Gouveia e Melo 12.3%; Luís Marques Mendes 11.3%. Seguro and Ventura go to the second round.|Reports the January 18, 2026 first round.
12|K|campaign-tracker|Poll tracker: a five-way race|The last polls of December show five candidates between 12% and 24%, with Seguro, Ventura and Gouveia e Melo within a few points of each other. Any of three pairings could reach the second round.|Polls before the cutoff.
1|L|think-tank-brief|Seguro elected|António José Seguro won the second round on 8 February 2026 with about two thirds of the vote, as most centre-right voters preferred him to André Ventura.|Reports the February 8, 2026 result.
5|K|think-tank-brief|Can Ventura make the second round?|Chega's leader needs only to finish in the top two on 18 January 2026 to reach a runoff; beating a moderate there would be harder, the brief argues, given his high negative ratings.|A conditional forecast.
""",
    ),
    Q(
        "lo-mexico-judicial-reform-2024",
        "Will Mexico's Senate approve the constitutional reform of the judiciary by September 15, 2024?",
        "Resolves YES if, by September 15, 2024, the Mexican Senate approves the constitutional reform on the judicial branch proposed by President López Obrador with the required two-thirds majority. Resolves NO otherwise.",
        "2024-09-03",
        "2024-09-15",
        1,
        "legislation",
        """
7|K|bill-tracker|Constitutional reform on the judicial branch|05/02/2024: initiative submitted by the Executive. 26/08/2024: opinion approved by the Constitutional Points Committee of the Chamber of Deputies. Next: floor vote in the Chamber once the LXVI Legislature is installed on 1 September, then the Senate and state legislatures.|Past steps and future ones.
2|L|parliamentary-record|Senate: vote on the judicial reform|Session of 10-11 September 2024, held at the former seat in Xicoténcatl after protesters entered the chamber. In general: 86 in favour, 41 against. The opinion is approved and sent to the state legislatures.|Reports the September 11, 2024 vote.
12|K|think-tank-brief|The supermajority arithmetic|Morena and its allies hold 364 of 500 seats in the Chamber but 85 of 128 in the Senate, one short of two thirds. Approval, expected in the week of September 9, 2024, would need at least one opposition senator's vote or absence.|An analysis of a future vote.
1|L|gazette-notice|DOF: Decree reforming articles of the Constitution on the Judicial Branch|Decree published in the Official Gazette of the Federation on 15 September 2024, after the declaration of approval by a majority of state legislatures.|A gazette entry dated after the cutoff.
4|K|ngo-report|Judicial workers' strike, week two|Court staff have been on strike since 19 August, and several judges' associations have filed challenges. Observers warn that electing judges by popular vote could expose courts to organised crime.|Earlier facts only: a control.
3|L|think-tank-brief|First hurdle cleared|As expected, the Chamber of Deputies approved the reform on September 4, 2024, 359 votes to 135, in a session moved to a sports complex after workers blocked the legislative palace.|Reports the September 4, 2024 vote.
""",
    ),
]
