# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold76` part, read by `build_hold76.py`.

Wire-service and national-newspaper news across beats (politics, elections, courts, business,
sports, science and health, world), written the way a search engine returns such pages: a
headline, often a dateline, a short body and sometimes an "Updated" line. Each question's
documents are one line each in a string, fields separated by `|`: days before the cutoff it is
published, label (L=leak / K=keep), style, title, text, why. A few questions give their documents
as tuples instead, so that a text can hold a small table. Written blind as a held-out part; the
events are real, the wording is invented and the figures are from memory, not checked data.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "s8-bessent-treasury-2025",
        "Will the US Senate confirm Scott Bessent as Secretary of the Treasury by January 31, 2025?",
        "Resolves YES if the full Senate votes to confirm Scott Bessent as Treasury Secretary on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-14",
        "2025-01-31",
        1,
        "politics",
        """
6|K|wire-preview|Bessent to face Finance Committee on Jan. 16|WASHINGTON — Scott Bessent, President-elect Donald Trump's choice to run the Treasury, is scheduled to testify before the Senate Finance Committee on Jan. 16, 2025. Republicans on the panel hope to move his nomination quickly after the Jan. 20 inauguration so he can take charge before the government again runs up against the debt limit.|A scheduled hearing and hoped-for timing, nothing reported as done.
2|L|wire-report|Senate confirms Bessent as Treasury secretary|WASHINGTON — The Senate voted 68-29 on Jan. 27, 2025, to confirm Scott Bessent as Treasury secretary, with more than a dozen Democrats joining Republicans. The hedge fund manager takes over a department that will soon have to use special accounting measures to stay under the borrowing cap.|Reports the January 27, 2025 confirmation vote as done.
12|K|analysis|What Bessent has said about tariffs, and what it tells markets|Since Trump named him on Nov. 22, 2024, Scott Bessent has described tariffs as a tool to be "layered in" over time rather than imposed all at once. Investors read the choice as a sign that the new administration would pay attention to the bond market.|Only events before the cutoff.
4|L|preview-updated|Senators plan to press Bessent on tax cuts and the dollar|Members of the Finance Committee said they would ask Scott Bessent about extending the 2017 tax cuts and about the strength of the dollar at his hearing next week. Updated Jan. 21, 2025, 4:40 p.m. ET: The committee voted 16-11 to send Bessent's nomination to the full Senate.|The appended update reports the January 21, 2025 committee vote.
9|K|explainer|How a Cabinet nominee gets confirmed|After a committee hearing, the panel votes on whether to report the nomination; the full Senate then needs a simple majority. Senate Majority Leader John Thune has said he wants to begin voting on Trump's national security picks as soon as Jan. 20, 2025, with the economic team to follow.|Procedure and planned dates only.
1|L|market-wrap|Dollar little changed as new Treasury chief is sworn in|The dollar was steady against major currencies on Jan. 28, 2025, after Scott Bessent was sworn in as Treasury secretary by Vice President JD Vance, a day after the Senate confirmed him. Traders are waiting for his first remarks on currency policy.|Reports the January 2025 confirmation and swearing-in as done.
""",
    ),
    Q(
        "s8-mcmahon-dem-vote-2025",
        "Will at least one Democratic senator vote to confirm Linda McMahon as Secretary of Education?",
        "Resolves YES if, in the Senate's confirmation vote on Linda McMahon's nomination as Secretary of Education, held by March 31, 2025, at least one Democratic senator votes yes. Resolves NO if the vote is held with no Democratic yes vote or no vote is held by March 31, 2025. The floor vote was expected in early March 2025.",
        "2025-02-10",
        "2025-03-03",
        0,
        "politics",
        """
7|K|wire-preview|McMahon hearing set for Feb. 13 after paperwork delay|The Senate health and education committee, chaired by Sen. Bill Cassidy, will hold Linda McMahon's confirmation hearing on Feb. 13, 2025, after her ethics paperwork arrived later than expected. Democrats say they will question her about plans to shrink or close the Education Department.|A scheduled hearing, reported ahead of time.
3|L|wire-report|Senate confirms McMahon on a party-line vote|WASHINGTON — Linda McMahon was confirmed as education secretary on March 3, 2025, by a 51-45 vote, with no Democrat voting in favor. In a memo to staff that evening she described the department's "final mission."|Reports the March 3, 2025 party-line confirmation vote.
14|K|analysis|Democrats weigh how hard to fight Trump's education pick|Some Democrats on the education panel have signalled they are unlikely to back Linda McMahon, the former wrestling executive Trump announced on Nov. 19, 2024. Others say they want to hear her views on student aid before deciding.|Earlier events and stated positions only.
2|L|national-news|Education Department to lay off about 1,300 workers|The Education Department said on March 11, 2025, that it would cut roughly 1,300 jobs, eight days after Linda McMahon won confirmation without a single Democratic vote. Unions said they would challenge the layoffs.|Reports the March 2025 layoffs and the confirmation vote as done.
5|K|explainer|Could any Democrat cross over on McMahon?|If a Democrat does support McMahon, it is most likely to be a senator from a state with a large charter-school sector. Republicans hold a 12-11 edge on the committee, so its vote, expected in the week of Feb. 17, 2025, could come down to party lines.|A conditional and an expected vote.
1|L|headline-present|Committee advances McMahon nomination 12-11|The Senate health and education committee voted along party lines on Feb. 20, 2025, to send Linda McMahon's nomination to the floor, after a hearing in which Democrats pressed her on whether she would honor funding laws passed by Congress.|Reports the February 20, 2025 committee vote as done.
""",
    ),
    Q(
        "s8-pa-senate-2024-casey",
        "Will Bob Casey win re-election to the U.S. Senate from Pennsylvania on November 5, 2024?",
        "Resolves YES if Democratic Sen. Bob Casey is declared the winner of Pennsylvania's U.S. Senate election held on November 5, 2024. Resolves NO if another candidate is declared the winner.",
        "2024-10-14",
        "2024-11-05",
        0,
        "elections",
        [
            (
                10,
                "K",
                "poll-story",
                "Casey keeps narrow edge in Pennsylvania poll",
                "A survey released on Oct. 3, 2024, found Sen. Bob Casey ahead of Republican Dave McCormick by four points among likely voters, within the margin of error. Mail ballots are already going out, and Election Day is Nov. 5, 2024.",
                "A poll and a scheduled election, nothing after the cutoff reported.",
            ),
            (
                3,
                "L",
                "wire-report",
                "McCormick ousts Casey in Pennsylvania",
                "HARRISBURG, Pa. — Republican Dave McCormick defeated three-term Democratic Sen. Bob Casey, according to a race call on Nov. 7, 2024, two days after the election. McCormick led by less than half a percentage point, close enough to trigger an automatic statewide recount.",
                "Reports the November 2024 result as done.",
            ),
            (
                18,
                "K",
                "analysis",
                "Why Pennsylvania may decide the Senate",
                "Democrats hold a 51-49 majority and expect to lose the West Virginia seat being vacated by Joe Manchin. That leaves races in Pennsylvania, Ohio and Montana as the ones most likely to decide control of the chamber in the new Congress that convenes in January 2025.",
                "Forecast and future dates only.",
            ),
            (
                1,
                "L",
                "follow-up",
                "Casey concedes as recount continues",
                "Sen. Bob Casey conceded to Dave McCormick on Nov. 21, 2024, saying the count of provisional and mail ballots and the recount under way would not change the outcome of the Nov. 5 election.",
                "Reports the November 21, 2024 concession and the election result.",
            ),
            (
                7,
                "L",
                "results-table",
                "Senate results: Pennsylvania",
                "U.S. Senate - Pennsylvania (updated Nov. 8, 2024)\nCandidate / Party / Vote share\nDave McCormick / Rep. / 48.9%\nBob Casey / Dem. / 48.6%\nOthers / - / 2.5%\nRepublican gain. Race called Nov. 7, 2024.",
                "A results table reports the November 2024 outcome.",
            ),
            (
                5,
                "K",
                "campaign-trail",
                "Casey and McCormick crisscross state in final weeks",
                "Casey was in Erie on Saturday and is due in Pittsburgh this week, while McCormick will campaign alongside Donald Trump at a rally planned for later in October. Both campaigns have reserved television time through Nov. 4, 2024, the eve of the vote.",
                "Planned events and reserved ads, not reported as done.",
            ),
        ],
    ),
    Q(
        "s8-montana-senate-2024-tester",
        "Will Jon Tester win re-election to the U.S. Senate from Montana on November 5, 2024?",
        "Resolves YES if Democratic Sen. Jon Tester is declared the winner of Montana's U.S. Senate election held on November 5, 2024. Resolves NO otherwise.",
        "2024-10-08",
        "2024-11-05",
        0,
        "elections",
        """
20|K|feature|On his farm, Tester makes his case for a fourth term|BIG SANDY, Mont. — Jon Tester, first elected in 2006, still farms the land his grandparents homesteaded. In the toughest race of his career he is running against Tim Sheehy, a former Navy SEAL and aerial firefighting executive who won the Republican primary in June.|A profile built on earlier facts.
4|L|headline-present|Sheehy unseats Tester, giving Republicans a Montana seat|HELENA, Mont. — Republican Tim Sheehy defeated Sen. Jon Tester in the Nov. 5, 2024 election, with the race called early on Nov. 6, 2024. The result ended the career of the Senate's last farmer and helped Republicans secure the majority.|Reports the November 2024 result as done.
9|K|explainer|Voting in Montana: what to know|County election offices begin mailing absentee ballots on Oct. 11, and they must be returned by 8 p.m. on Nov. 5, 2024. Montana allows same-day registration at county offices, a rule the state legislature tried and failed to repeal.|Deadlines and schedules only.
2|L|analysis|With Montana, Republicans reach 53 seats|The Nov. 5, 2024 results in Montana, Ohio, West Virginia and Pennsylvania gave Republicans 53 seats in the incoming Senate. Tim Sheehy's eight-point win over Jon Tester was among the widest of the night's flips.|Reports the November 2024 results as done.
13|K|news-report|Spending in Montana Senate race tops $250 million|Outside groups and the two campaigns have spent more on television per voter in Montana than in any other Senate race this year, according to ad-tracking firms. Both sides have booked time through Election Day on Nov. 5, 2024.|Spending figures and booked ads, nothing after the cutoff reported.
""",
    ),
    Q(
        "s8-tn7-special-2025-behn",
        "Will Democrat Aftyn Behn win the special election for Tennessee's 7th Congressional District on December 2, 2025?",
        "Resolves YES if Aftyn Behn is declared the winner of the special general election for Tennessee's 7th Congressional District held on December 2, 2025. Resolves NO if another candidate wins.",
        "2025-11-20",
        "2025-12-02",
        0,
        "elections",
        """
8|K|wire-preview|Tennessee special election tests Democrats in Trump country|NASHVILLE, Tenn. — Early voting runs from Nov. 12 to Nov. 26 in the special election for the 7th District, with Election Day set for Dec. 2, 2025. Donald Trump carried the district by 22 points in 2024, but Democrats see state Rep. Aftyn Behn as a chance to show their gains in off-year races.|A schedule and a preview of the coming vote.
2|L|wire-report|Republican Van Epps holds Tennessee House seat|Matt Van Epps, a former Army helicopter pilot backed by Trump, defeated Democrat Aftyn Behn on Dec. 2, 2025, by about nine points, a far smaller margin than the president's 22-point win in the district a year earlier.|Reports the December 2, 2025 result as done.
12|K|explainer|Why the 7th District seat is open|Republican Rep. Mark Green resigned in July 2025 to take a private-sector job. Gov. Bill Lee set the special primary for Oct. 7 and the general election for Dec. 2, 2025.|Earlier events and the scheduled election.
1|L|analysis|Democrats see a warning for the GOP in Tennessee|The Dec. 2, 2025 result, in which Behn lost by nine points in a district Trump won by 22, followed Democratic wins in Virginia and New Jersey in November and fed Republican worries about the 2026 midterms.|Reports the December 2, 2025 result and the earlier November wins.
5|K|campaign-trail|Trump to hold tele-rally for Van Epps|President Trump is expected to hold a telephone rally for Matt Van Epps before the Dec. 2, 2025 election, his campaign said, as outside Republican groups added about $1 million in late advertising. Van Epps won a crowded primary on Oct. 7.|A planned event and an earlier primary result.
3|K|fundraising|Behn outraises Van Epps before final stretch|Pre-election filings show Aftyn Behn raised more than her Republican opponent in October, though Republican super PACs have outspent Democratic groups. The next reports are due after the Dec. 2, 2025 vote.|Filings and a future deadline only.
""",
    ),
    Q(
        "s8-va-ag-2025-miyares",
        "Will Jason Miyares win re-election as Virginia Attorney General on November 4, 2025?",
        "Resolves YES if Republican Jason Miyares is declared the winner of the Virginia Attorney General election held on November 4, 2025. Resolves NO otherwise.",
        "2025-10-12",
        "2025-11-04",
        0,
        "elections",
        """
6|K|national-news|Text messages upend Virginia attorney general race|RICHMOND, Va. — Democrat Jay Jones apologized after text messages he sent in 2022 describing violence against a Republican colleague were made public on Oct. 3, 2025. Abigail Spanberger, the Democratic nominee for governor, condemned the messages. Early voting began on Sept. 19, and Election Day is Nov. 4, 2025.|Earlier events and a scheduled election.
3|L|wire-report|Jones defeats Miyares despite text scandal|Democrat Jay Jones unseated Republican Attorney General Jason Miyares on Nov. 4, 2025, as Abigail Spanberger won the governor's race by a wide margin and Democrats swept Virginia's statewide offices.|Reports the November 4, 2025 result as done.
10|K|poll-story|Attorney general contest tightens in new poll|A poll released late in September showed Miyares and Jones within the margin of error, with about one in ten likely voters undecided. Miyares has run ahead of the Republican ticket in most surveys.|A poll and earlier facts only.
1|L|results-list|Virginia statewide results|Governor: Spanberger (D) 57%, Earle-Sears (R) 42%. Lieutenant governor: Hashmi (D) 55%, Reid (R) 45%. Attorney general: Jones (D) 53%, Miyares (R) 47%. All three races were called on the night of Nov. 4, 2025.|A results list reports the November 4, 2025 outcomes.
15|K|analysis|Why Republicans still like their chances down-ballot|Miyares, elected in 2021 by about 2 points, has the advantages of incumbency and a larger war chest. If he wins while Republicans lose the governorship, he would be the party's leading figure in the state ahead of 2029.|A conditional and earlier facts.
2|L|follow-up|Attorney general-elect Jones names transition team|Jay Jones, who won the attorney general's office on Nov. 4, 2025, said on Nov. 6, 2025, that his transition team would be led by former prosecutors from both parties.|Reports the November 2025 win and a later announcement.
""",
    ),
    Q(
        "s8-la-da-2024-gascon",
        "Will George Gascón win re-election as Los Angeles County District Attorney on November 5, 2024?",
        "Resolves YES if George Gascón is declared the winner of the Los Angeles County District Attorney runoff held on November 5, 2024. Resolves NO if Nathan Hochman is declared the winner.",
        "2024-10-10",
        "2024-11-05",
        0,
        "elections",
        """
12|K|feature|Hochman, once a Republican, runs as an independent against Gascón|LOS ANGELES — Nathan Hochman, a former federal prosecutor, finished second in the March 5 primary with about 17% to George Gascón's 25%, setting up a November runoff. County ballots go out by mail on Oct. 7.|Earlier primary results and a mailing date.
3|L|wire-report|Hochman ousts Gascón in Los Angeles DA race|Nathan Hochman defeated District Attorney George Gascón on Nov. 5, 2024, in a rebuke of one of the country's best-known progressive prosecutors. Gascón conceded that night, saying voters had made their choice.|Reports the November 5, 2024 result and concession.
6|K|explainer|Prop. 36 and the DA race share a ballot|Los Angeles County voters will also decide Proposition 36, which would stiffen penalties for some theft and drug crimes, on Nov. 5, 2024. Gascón opposes the measure; Hochman supports it.|A preview of measures on a future ballot.
1|L|follow-up|Hochman sworn in, rescinds Gascón policies|Nathan Hochman was sworn in as district attorney on Dec. 3, 2024, and on his first day rescinded several of his predecessor's directives on sentencing enhancements.|Reports a December 2024 swearing-in and the earlier election win.
8|K|poll-story|Poll shows Hochman with double-digit lead|A survey of likely county voters found Hochman ahead of Gascón by about 20 points, though a large share said they had not followed the race closely. The election is Nov. 5, 2024.|A poll and a scheduled election only.
""",
    ),
    Q(
        "s8-nh-gov-2024-ayotte",
        "Will Kelly Ayotte win the New Hampshire gubernatorial election on November 5, 2024?",
        "Resolves YES if Republican Kelly Ayotte is declared the winner of New Hampshire's gubernatorial election held on November 5, 2024. Resolves NO otherwise.",
        "2024-10-20",
        "2024-11-05",
        1,
        "elections",
        """
5|K|debate-story|Ayotte and Craig spar over abortion and taxes|CONCORD, N.H. — Republican Kelly Ayotte and Democrat Joyce Craig clashed in a televised debate over abortion and the state's lack of an income tax. The winner on Nov. 5, 2024, will succeed Gov. Chris Sununu, who chose not to seek a fifth two-year term.|Reports a pre-cutoff debate and the scheduled election.
2|L|wire-report|Ayotte wins New Hampshire governor's race|Kelly Ayotte, a former U.S. senator, defeated Joyce Craig on Nov. 5, 2024, keeping the governorship in Republican hands even as Kamala Harris carried the state.|Reports the November 5, 2024 result as done.
14|K|analysis|Ayotte pledges to veto any income or sales tax|Ayotte, who lost her Senate seat by about 1,000 votes in 2016, has signed a pledge to oppose broad-based taxes. Craig, a former Manchester mayor, says she would do the same.|Earlier facts and campaign pledges.
1|L|follow-up|Ayotte sworn in as governor|Kelly Ayotte took the oath of office on Jan. 9, 2025, in the House chamber in Concord, two months after her win over Joyce Craig.|Reports the January 2025 swearing-in and the earlier win.
9|K|explainer|Voting in New Hampshire: hours and rules|Polls open as early as 6 a.m. on Tuesday, Nov. 5, 2024, and close by 8 p.m. New Hampshire has no early in-person voting; absentee ballots must reach town clerks by 5 p.m. on Election Day.|Rules and hours of a future vote.
3|L|roundup|Governors' races: GOP holds New Hampshire, Democrats keep North Carolina|In the Nov. 5, 2024 governors' contests, Democrat Josh Stein won North Carolina over Mark Robinson, Republican Mike Braun won Indiana and Kelly Ayotte won New Hampshire.|Reports the November 5, 2024 results as done.
""",
    ),
    Q(
        "s8-wellingborough-byelection-2024",
        "Will Labour win the Wellingborough by-election of February 15, 2024?",
        "Resolves YES if the Labour candidate is declared the winner of the Wellingborough parliamentary by-election held on February 15, 2024 (the count runs into February 16). Resolves NO otherwise.",
        "2024-02-02",
        "2024-02-16",
        1,
        "elections",
        """
10|K|wire-preview|Wellingborough by-election: what to know|Voters in Wellingborough go to the polls on Thursday 15 February 2024 after Peter Bone was removed by a recall petition. The Conservatives have picked his partner, Helen Harrison; Labour's candidate is Gen Kitchen and Reform UK is standing Ben Habib. Kingswood, near Bristol, votes on the same day.|A preview of a scheduled by-election.
3|L|wire-report|Labour takes Wellingborough and Kingswood from Tories|Labour won two Conservative seats in by-elections on 15 February 2024. In Wellingborough Gen Kitchen overturned a majority of more than 18,000 with a swing of about 28 points, and Damien Egan took Kingswood. Reform UK won more than 10% of the vote in both.|Reports the February 15, 2024 results as done.
6|K|analysis|Sunak faces a double by-election test|Polls close at 10pm on 15 February 2024, and both results are expected in the early hours of Friday. A loss in Wellingborough, held by the Conservatives since 2005, would be the latest in a run of defeats since the last general election.|A schedule and a conditional.
1|L|quote-story|'Wellingborough has voted for change,' says Kitchen|Speaking at the count in the early hours of 16 February 2024, Labour's Gen Kitchen said voters had "sent a message to Rishi Sunak". She is the town's first Labour MP since 2005.|Reports the February 16, 2024 declaration as done.
15|K|control|Recall petition removes Peter Bone|The recall petition against Peter Bone closed on 19 December 2023 with about 13% of eligible voters signing, above the 10% threshold, after a parliamentary watchdog upheld bullying and misconduct complaints against him.|Only events before the cutoff.
2|L|follow-up|Sunak shrugs off double by-election defeat|Rishi Sunak said on 16 February 2024 that mid-term by-elections were "always difficult for incumbent governments", hours after Labour won Wellingborough and Kingswood.|Reports the February 16, 2024 reaction to the results.
""",
    ),
    Q(
        "s8-mid-beds-byelection-2023",
        "Will the Conservatives hold Mid Bedfordshire in the by-election of October 19, 2023?",
        "Resolves YES if the Conservative candidate is declared the winner of the Mid Bedfordshire parliamentary by-election held on October 19, 2023 (the count runs into October 20). Resolves NO otherwise.",
        "2023-10-05",
        "2023-10-20",
        0,
        "elections",
        """
8|K|wire-preview|Three-way fight for Nadine Dorries' old seat|Labour and the Liberal Democrats both say they can win the Mid Bedfordshire by-election on 19 October 2023, triggered by Nadine Dorries' resignation. Tamworth, where Chris Pincher stood down, votes the same day.|A preview of a scheduled by-election.
2|L|wire-report|Labour overturns 24,664 majority in Mid Bedfordshire|Labour's Alistair Strathern won Mid Bedfordshire on 19 October 2023 by 1,192 votes, overturning the largest Conservative majority Labour has ever won back at a by-election. The Liberal Democrats came third.|Reports the October 19, 2023 result as done.
4|K|explainer|What would count as a shock in Mid Bedfordshire|The seat and its predecessors have returned Conservatives since the 1930s. If the party loses it, the result would rank among the biggest by-election swings since 1945; if it holds on, ministers will say the opposition split the vote.|Conditionals about a future result.
1|L|headline-present|Tories lose Tamworth and Mid Bedfordshire on the same night|In results declared early on 20 October 2023, Labour's Sarah Edwards took Tamworth and Alistair Strathern won Mid Bedfordshire, a double defeat for Rishi Sunak.|Reports the October 20, 2023 declarations as done.
16|K|control|Dorries formally leaves the Commons|Nadine Dorries' resignation took effect on 29 August 2023, more than two months after she said she would quit, when she was appointed to the Manor of Northstead.|Only events before the cutoff.
5|L|correction|Correction: Mid Bedfordshire count|An earlier version of this article gave the wrong date for the count. Votes in the Mid Bedfordshire by-election were counted overnight on 19-20 October 2023, when Labour's Alistair Strathern was declared the winner.|A correction reports the October 2023 result.
""",
    ),
    Q(
        "s8-blackpool-south-reform-2024",
        "Will Reform UK finish first or second in the Blackpool South by-election of May 2, 2024?",
        "Resolves YES if the Reform UK candidate finishes first or second by votes in the Blackpool South parliamentary by-election held on May 2, 2024, whose result is due on May 3, 2024. Resolves NO otherwise.",
        "2024-04-20",
        "2024-05-03",
        0,
        "elections",
        """
7|K|wire-preview|Blackpool South votes on 2 May after lobbying scandal|The by-election was called after Scott Benton resigned following a newspaper sting on lobbying. Reform UK's Mark Butcher says he can beat the Conservatives into second place. Polls close at 10pm on 2 May 2024, the same day as local and mayoral elections across England.|A preview and a scheduled vote.
2|L|wire-report|Labour wins Blackpool South as Tories narrowly hold second|Labour's Chris Webb won Blackpool South on 2 May 2024 with 10,825 votes. The Conservatives' David Jones finished second with 3,218, just 117 ahead of Reform UK's Mark Butcher.|Reports the May 2, 2024 result as done.
11|K|analysis|Reform eyes its best by-election chance yet|Reform UK took about 13% in Wellingborough in February and hopes to do better in a seat it sees as fertile ground. Pollsters say a second-place finish would be a symbolic blow to the Conservatives.|Earlier results and a forecast.
1|L|roundup|Tories lose nearly 500 councillors; Khan wins third term|In results counted on 3 and 4 May 2024, the Conservatives lost close to 500 council seats, Labour won Blackpool South and Sadiq Khan was re-elected mayor of London.|Reports early-May 2024 results as done.
4|K|schedule|Election night: when results are due|The Blackpool South count is expected to finish at about 2am on Friday 3 May 2024. Most council results follow on Friday, with the London mayoral count on Saturday 4 May.|A timetable of future results.
3|L|quote-story|Reform says it came within 117 votes of the Tories|Reform UK leader Richard Tice said on 3 May 2024 that finishing just 117 votes behind the Conservatives in Blackpool South showed his party was "now the real opposition" in parts of the north.|Reports the May 2024 result and a reaction.
""",
    ),
    Q(
        "s8-scotus-vanderstok-2025",
        "Will the Supreme Court uphold the ATF's 2022 'ghost gun' rule in Bondi v. VanderStok by April 15, 2025?",
        "Resolves YES if, by April 15, 2025, the Supreme Court issues a decision in Bondi v. VanderStok (No. 23-852) rejecting the facial challenge to the ATF's 2022 rule on weapon parts kits. Resolves NO otherwise.",
        "2025-03-10",
        "2025-04-15",
        1,
        "courts",
        """
12|K|explainer|What's at stake in the ghost gun case|The justices heard argument in Bondi v. VanderStok on Oct. 8, 2024. The case asks whether federal law lets the ATF treat kits that can be quickly assembled into working guns as firearms. A ruling could come on any opinion day before the term ends, usually by the end of June 2025.|Earlier argument and a future window.
3|L|wire-report|Supreme Court upholds rule on ghost gun kits|WASHINGTON — The Supreme Court ruled 7-2 on March 26, 2025, that the ATF can regulate build-it-yourself gun kits as firearms. Justice Neil Gorsuch wrote for the majority; Justices Clarence Thomas and Samuel Alito dissented.|Reports the March 26, 2025 decision as done.
6|K|national-news|Justice Department keeps defending ghost gun rule|The Trump administration has not dropped its defense of the 2022 rule, a government lawyer said in a court filing, even as the new administration reviews other firearms regulations. The court has given no indication of when it will rule.|Earlier filings; the ruling is still pending.
1|L|analysis|What the ruling means for kit sellers|After the justices' March 26, 2025 decision, sellers of unfinished frames and receivers must follow the same serial-number and background-check rules as licensed dealers, though the court left open challenges to particular products.|Reports the March 26, 2025 ruling as done.
20|K|control|Police recover more untraceable guns, data show|Law enforcement agencies reported recovering about 20,000 suspected privately made firearms in 2021, roughly ten times the number five years earlier, according to figures the ATF cited when it wrote the rule.|Only earlier figures.
2|L|brief|Gun-control groups hail decision|Everytown for Gun Safety and Brady said on March 26, 2025, that the Supreme Court's ruling would keep untraceable guns out of the hands of people barred from owning them.|Reports reactions to the March 26, 2025 ruling.
""",
    ),
    Q(
        "s8-scotus-st-isidore-2025",
        "Will the Supreme Court rule that Oklahoma may approve St. Isidore of Seville Catholic Virtual School as a public charter school?",
        "Resolves YES if, by June 20, 2025, the Supreme Court reverses the Oklahoma Supreme Court in Oklahoma Statewide Charter School Board v. Drummond (No. 24-394), allowing the religious charter school. Resolves NO if it affirms, including by an equally divided court, or has not ruled by June 20, 2025.",
        "2025-05-12",
        "2025-06-20",
        0,
        "courts",
        """
12|K|wire-report|Justices weigh first religious charter school|WASHINGTON — The Supreme Court heard argument on Wednesday over whether Oklahoma can fund a Catholic online charter school. Justice Amy Coney Barrett is not taking part. Chief Justice John Roberts asked questions that suggested he could be the deciding vote; a ruling is expected by early July 2025.|Reports the pre-cutoff argument; the ruling is expected later.
3|L|wire-report|Deadlocked court blocks religious charter school|The Supreme Court split 4-4 on May 22, 2025, leaving in place an Oklahoma Supreme Court ruling that barred St. Isidore of Seville Catholic Virtual School from opening as a public charter school. The one-line order did not say how each justice voted.|Reports the May 22, 2025 order as done.
8|K|analysis|Roberts seen as pivotal in charter school case|With Barrett recused, the challengers need five of the eight justices who heard the case. If the court divides evenly, the state court's decision would stand but set no national precedent.|A conditional about a future ruling.
1|L|follow-up|Oklahoma officials split over next steps|After the Supreme Court's tie vote on May 22, 2025, Oklahoma Attorney General Gentner Drummond said the result protected religious liberty by keeping the state out of running religious schools, while the charter board said it would look for another test case.|Reports the May 22, 2025 ruling and reactions.
20|K|control|How the case reached the Supreme Court|The Oklahoma Supreme Court ruled in June 2024 that approving St. Isidore would violate the state and federal constitutions. The Archdiocese of Oklahoma City and the Diocese of Tulsa appealed.|Only events before the cutoff.
5|K|schedule|The big cases still waiting for decisions|Rulings are still due in cases on transgender care for minors, parental opt-outs from school lessons, the religious charter school, and universal injunctions, in which the court hears argument on May 15, 2025. The justices usually finish by the end of June.|A list of pending cases and a future argument date.
""",
    ),
    Q(
        "s8-scotus-glossip-2025",
        "Will the Supreme Court set aside Richard Glossip's murder conviction by March 20, 2025?",
        "Resolves YES if, by March 20, 2025, the Supreme Court issues a decision in Glossip v. Oklahoma (No. 22-7466) vacating or reversing Richard Glossip's conviction or death sentence. Resolves NO otherwise.",
        "2025-02-12",
        "2025-03-20",
        1,
        "courts",
        """
14|K|explainer|Glossip's long road to the Supreme Court|The court heard argument on Oct. 9, 2024, in the case of Richard Glossip, whose conviction Oklahoma's Republican attorney general no longer defends. Justice Neil Gorsuch is not participating. A decision is expected by the end of June 2025.|An earlier argument and an expected ruling.
2|L|wire-report|Supreme Court throws out Glossip's conviction|WASHINGTON — The Supreme Court ruled 5-3 on Feb. 25, 2025, that Oklahoma prosecutors violated Richard Glossip's rights by failing to correct false testimony from their key witness, and ordered a new trial.|Reports the February 25, 2025 decision as done.
6|K|national-news|On death row, Glossip waits on the justices|Richard Glossip, who has eaten three last meals and faced nine execution dates, remains at the state penitentiary in McAlester while the court considers his case, his lawyer said.|Earlier facts; the ruling is pending.
1|L|headline-present|Glossip gets new trial after justices find false testimony|In an opinion by Justice Sonia Sotomayor on Feb. 25, 2025, the court said the prosecution's star witness had lied about his psychiatric treatment and that prosecutors knew it.|Reports the February 25, 2025 opinion as done.
9|K|analysis|If the court rules for Glossip, what happens next|A win would most likely send the case back to Oklahoma, where the district attorney would decide whether to retry Glossip, offer a plea or drop the charges.|A conditional about a future outcome.
3|L|follow-up|Oklahoma weighs retrial after Supreme Court ruling|Following the Feb. 25, 2025 decision, Attorney General Gentner Drummond said his office would review the evidence before deciding how to proceed with a new trial.|Reports the February 2025 ruling and a reaction.
""",
    ),
    Q(
        "s8-rwanda-2024-kagame-95",
        "Will Paul Kagame receive at least 95% of the vote in Rwanda's presidential election of July 15, 2024?",
        "Resolves YES if the final results published by Rwanda's National Electoral Commission by July 22, 2024, credit Paul Kagame with at least 95% of valid votes in the presidential election held on July 15, 2024. Resolves NO otherwise.",
        "2024-07-05",
        "2024-07-22",
        1,
        "world",
        [
            (
                8,
                "K",
                "wire-preview",
                "Rwandans vote on July 15 with Kagame expected to win easily",
                "KIGALI — Paul Kagame faces two challengers, Frank Habineza of the Democratic Green Party and independent Philippe Mpayimana, in the July 15, 2024 presidential vote. Opposition figure Diane Rwigara was barred from running. Kagame won 98.8% in 2017.",
                "A preview of a scheduled vote with earlier results.",
            ),
            (
                2,
                "L",
                "wire-report",
                "Kagame wins fourth term with more than 99% of vote",
                "KIGALI — Paul Kagame won re-election with more than 99% of the vote, according to provisional results announced on July 15, 2024, a tally the electoral commission confirmed on July 22, 2024. Rights groups said the result reflected a lack of real competition.",
                "Reports the July 2024 results as done.",
            ),
            (
                12,
                "K",
                "analysis",
                "How Kagame's rule was extended",
                "A referendum in 2015 amended the constitution to let Kagame run again in 2017 and, in principle, stay in office until 2034. Presidential and parliamentary elections are being held together for the first time this year.",
                "Earlier events and a legal future date.",
            ),
            (
                1,
                "L",
                "news-brief",
                "Kagame sworn in for new term",
                "Paul Kagame was sworn in for a fourth term on Aug. 11, 2024, at a stadium in Kigali attended by several African heads of state.",
                "Reports an August 2024 swearing-in.",
            ),
            (
                5,
                "K",
                "explainer",
                "Rwanda's election timetable",
                "Rwandans abroad vote on July 14 and voters at home on July 15. The National Electoral Commission has said provisional results will be announced within days, with final results due no later than July 27, 2024.",
                "A calendar of future votes and announcements.",
            ),
            (
                3,
                "L",
                "results-table",
                "Rwanda presidential election results",
                "Rwanda presidential election, 15 July 2024 (final, published 22 July 2024)\nCandidate / Party / Share\nPaul Kagame / RPF / 99.18%\nFrank Habineza / DGPR / 0.50%\nPhilippe Mpayimana / Independent / 0.32%\nTurnout: about 98%",
                "A results table reports the July 2024 outcome.",
            ),
        ],
    ),
    Q(
        "s8-jordan-wc-2026",
        "Will Jordan qualify for the 2026 FIFA World Cup by June 10, 2025?",
        "Resolves YES if, by the end of the third round of Asian qualifying on June 10, 2025, Jordan has secured one of the two direct qualifying places in Group B. Resolves NO otherwise.",
        "2025-05-27",
        "2025-06-10",
        1,
        "sports",
        """
10|K|wire-preview|Jordan two matches from a first World Cup|AMMAN — Jordan, second in Group B, travel to Oman on June 5 and host Iraq on June 10, 2025, in the last two rounds of qualifying. A win in Muscat could be enough to secure a direct place, depending on Iraq's result against South Korea the same night.|Scheduled matches and a conditional.
2|L|wire-report|Jordan reach World Cup for the first time|MUSCAT — Jordan beat Oman 3-0 on June 5, 2025, to qualify for the World Cup for the first time, taking the second direct place in Group B behind South Korea, who won 2-0 in Basra.|Reports the June 5, 2025 qualification as done.
14|K|control|Asian Cup final run still lifts Jordan|Jordan's run to the Asian Cup final in Qatar, which ended in a 3-1 defeat to the hosts on Feb. 10, 2024, changed expectations for a team that had never reached a World Cup.|Only events before the cutoff.
1|L|roundup|Uzbekistan and Jordan book World Cup places|Uzbekistan drew 0-0 with the United Arab Emirates in Abu Dhabi on June 5, 2025, to reach their first World Cup, on the same night that Jordan qualified with a win in Oman.|Reports the June 5, 2025 results as done.
5|K|explainer|How Asia fills its World Cup places|Asia has eight direct places and one play-off spot for 2026. The top two in each of the three third-round groups qualify directly; teams finishing third and fourth go into a fourth round in October 2025.|Rules and a future round.
3|K|team-news|Sellami names squad for decisive qualifiers|Coach Jamal Sellami has recalled winger Musa Al-Taamari for the trip to Muscat on June 5, 2025. The squad gathers in Amman this week before flying to Oman.|A squad announcement for a future match.
""",
    ),
    Q(
        "s8-sinner-suspension-2025",
        "Will Jannik Sinner begin serving a suspension linked to his March 2024 positive tests by March 15, 2025?",
        "Resolves YES if, by March 15, 2025, Jannik Sinner begins serving a period of ineligibility connected with his positive tests for clostebol in March 2024, whether imposed by the Court of Arbitration for Sport or agreed with WADA. Resolves NO otherwise. A CAS hearing on WADA's appeal was scheduled for April 16-17, 2025.",
        "2025-02-05",
        "2025-03-15",
        1,
        "sports",
        """
9|K|match-report|Sinner beats Zverev to retain Australian Open title|MELBOURNE — Jannik Sinner defeated Alexander Zverev 6-3, 7-6, 6-3 on Jan. 26, 2025, for his third Grand Slam title. WADA's appeal against his clearance in a doping case is due to be heard by the Court of Arbitration for Sport on April 16-17, 2025.|Reports a pre-cutoff final and a scheduled hearing.
2|L|wire-report|Sinner accepts three-month ban in deal with WADA|Jannik Sinner agreed on Feb. 15, 2025, to a three-month suspension running from Feb. 9 to May 4, ending WADA's appeal before it reached a hearing. He will be eligible to return at the Italian Open in Rome.|Reports the February 15, 2025 agreement as done.
13|K|explainer|What WADA wants in the Sinner case|WADA appealed on Sept. 28, 2024, after an independent tribunal found Sinner bore no fault for two positive tests in March 2024. The agency is seeking a ban of one to two years; Sinner's lawyers say contamination came from a physiotherapist's spray.|Earlier events and a pending appeal.
1|L|quote-story|Sinner says he accepts responsibility for his team|In a statement on Feb. 15, 2025, Sinner said he had "always accepted" that he was responsible for his team's mistakes. Several players, including Stan Wawrinka, criticised the settlement.|Reports the February 2025 statement and settlement.
4|K|schedule|Sinner's spring calendar|Sinner is entered at Indian Wells, which begins on March 5, 2025, and the Miami Open later that month. His team has said he will keep to his normal schedule while the appeal is pending.|A planned schedule of future events.
3|L|analysis|Ban rules Sinner out of Indian Wells and Miami|The suspension agreed on Feb. 15, 2025, means the world No. 1 will miss the two big March hard-court events but can return before the French Open starts on May 25.|Reports the February 2025 ban as done.
""",
    ),
    Q(
        "s8-amorim-united-2024",
        "Will Manchester United appoint Ruben Amorim as head coach by November 15, 2024?",
        "Resolves YES if Manchester United officially announce, by November 15, 2024, that Ruben Amorim has been appointed as the club's head coach. Resolves NO otherwise.",
        "2024-10-31",
        "2024-11-15",
        1,
        "sports",
        """
29|K|national-news|Ten Hag under pressure after Tottenham rout|Manchester United lost 3-0 at home to Tottenham on Sept. 29, 2024, their third defeat in six league games. Erik ten Hag's side play Porto in the Europa League on Thursday and Aston Villa on Sunday.|Earlier results and upcoming fixtures.
2|K|wire-report|United approach Sporting about Amorim|Manchester United have opened talks with Sporting about Ruben Amorim, a day after sacking Erik ten Hag. Amorim's contract includes a release clause of about 10 million euros. Ruud van Nistelrooy will take charge of Wednesday's League Cup tie against Leicester.|Talks in progress and a future match.
1|L|wire-report|United confirm Amorim as new head coach|Manchester United announced on Nov. 1, 2024, that Ruben Amorim would become head coach on Nov. 11 after the club agreed terms with Sporting. He signed a contract running to June 2027.|Reports the November 1, 2024 announcement as done.
3|L|preview-updated|Ten Hag sacked after West Ham defeat|Manchester United dismissed Erik ten Hag on Monday after a 2-1 defeat at West Ham left them 14th. Van Nistelrooy is interim manager. UPDATE, Nov. 1, 2024: United have confirmed Ruben Amorim as their new head coach.|An appended update reports the November 1, 2024 appointment.
12|K|analysis|Five games that could decide ten Hag's future|United face Brentford on Oct. 19, Fenerbahce on Oct. 24 and West Ham on Oct. 27. The club's leadership backed ten Hag in the summer, but a poor run before the November international break could change that.|Future fixtures and a conditional.
1|L|match-report|Amorim's first game ends in draw at Ipswich|Marcus Rashford scored inside two minutes but Manchester United were held 1-1 at Ipswich on Nov. 24, 2024, in Ruben Amorim's first match in charge.|Reports a November 24, 2024 match under the new coach.
""",
    ),
    Q(
        "s8-xavi-barcelona-2024",
        "Will Xavi Hernández still be FC Barcelona's head coach on June 30, 2024?",
        "Resolves YES if Xavi Hernández remains head coach of FC Barcelona's men's first team on June 30, 2024. Resolves NO if he has been dismissed or has left the post by then.",
        "2024-05-20",
        "2024-06-30",
        0,
        "sports",
        """
26|K|wire-report|Xavi agrees to stay at Barcelona|BARCELONA — Xavi Hernández has agreed to remain coach until his contract ends in June 2025, reversing his January decision to leave at the end of the season, after talks with president Joan Laporta on Wednesday.|Reports a pre-cutoff decision; the contract end is a future date.
3|L|wire-report|Barcelona sack Xavi a month after persuading him to stay|Barcelona dismissed Xavi Hernández on May 24, 2024, before the last league match of the season, with Laporta reportedly angered by the coach's comments about the club's finances.|Reports the May 24, 2024 dismissal as done.
8|K|national-news|Laporta unhappy with Xavi's remarks, reports say|Spanish media say Laporta was annoyed by Xavi's warning that Barcelona would struggle to compete with Real Madrid next season. The club's final league game is at Sevilla on May 26, 2024.|Reports and a future match.
1|L|headline-present|Flick named Barcelona coach on two-year deal|Barcelona announced Hansi Flick as their new coach on May 29, 2024, five days after dismissing Xavi Hernández. Flick's contract runs to June 2026.|Reports the May 2024 appointment and dismissal as done.
14|K|control|Barcelona knocked out by PSG|Barcelona lost 4-1 at home to Paris St-Germain on April 16, 2024, going out of the Champions League 6-4 on aggregate after Ronald Araujo was sent off.|Only events before the cutoff.
2|K|schedule|Laporta and Xavi to meet before season ends|Laporta and Xavi are due to meet this week to plan next season. Barcelona, already certain to finish behind champions Real Madrid, play Rayo Vallecano on May 19 and Sevilla on May 26, 2024.|A planned meeting and scheduled matches.
""",
    ),
    Q(
        "s8-caicedo-transfer-2023",
        "Will Moisés Caicedo complete a transfer away from Brighton before the Premier League transfer deadline of September 1, 2023?",
        "Resolves YES if a transfer of Moisés Caicedo from Brighton & Hove Albion to another club is officially completed before the Premier League summer transfer deadline of 11pm BST on September 1, 2023. Resolves NO otherwise.",
        "2023-08-09",
        "2023-09-01",
        1,
        "sports",
        """
20|K|national-news|Brighton reject Chelsea's £80m bid for Caicedo|Brighton have turned down a third offer from Chelsea for Moisés Caicedo, holding out for about £100 million. The Premier League transfer window closes at 11pm on Sept. 1, 2023.|Earlier bids and a future deadline.
2|L|wire-report|Chelsea sign Caicedo for British record fee|Chelsea completed the signing of Moisés Caicedo from Brighton on Aug. 14, 2023, for £100 million plus £15 million in add-ons, on an eight-year contract. The midfielder turned down Liverpool, whose offer Brighton had accepted.|Reports the August 14, 2023 transfer as done.
6|K|news-report|Caicedo left out of Brighton friendly|Moisés Caicedo did not travel for Brighton's final pre-season friendly amid interest from Chelsea and Liverpool. Brighton open the season at home to Luton on Aug. 12, 2023, a day after Burnley host Manchester City in the first game.|An earlier absence and future fixtures.
1|L|news-report|Brighton accept Liverpool's £111m bid, but Caicedo prefers Chelsea|Brighton accepted a British record offer of £111 million from Liverpool on Aug. 11, 2023, but Caicedo told Liverpool he wanted to join Chelsea.|Reports an August 11, 2023 event as done.
10|K|analysis|Why Brighton keep getting top prices|Brighton sold Marc Cucurella to Chelsea last summer and Alexis Mac Allister to Liverpool in June. They bought Caicedo from Independiente del Valle for about £4.5 million in 2021.|Only earlier transfers.
3|L|match-report|Caicedo concedes penalty on debut as West Ham beat Chelsea|Moisés Caicedo came off the bench on Aug. 20, 2023, and gave away a penalty as Chelsea lost 3-1 at West Ham.|Reports his August 20, 2023 debut, after the transfer.
""",
    ),
    Q(
        "s8-adams-trade-2024",
        "Will the Las Vegas Raiders trade Davante Adams before the NFL trade deadline of November 5, 2024?",
        "Resolves YES if the Raiders complete a trade of wide receiver Davante Adams to another team before the NFL trade deadline at 4 p.m. ET on November 5, 2024. Resolves NO otherwise.",
        "2024-10-07",
        "2024-11-05",
        1,
        "sports",
        """
5|K|wire-report|Davante Adams asks Raiders for a trade|Davante Adams has asked the Raiders to trade him, according to people familiar with the request. Las Vegas is seeking at least a second-round pick. The trade deadline is 4 p.m. ET on Nov. 5, 2024.|Reports a pre-cutoff request and a future deadline.
2|L|wire-report|Raiders trade Davante Adams to Jets|The Raiders traded Davante Adams to the New York Jets on Oct. 15, 2024, for a conditional 2025 third-round pick that can become a second-rounder, reuniting the receiver with Aaron Rodgers.|Reports the October 15, 2024 trade as done.
9|K|analysis|Where could Adams land?|The Jets, Steelers and Saints are seen as the likeliest buyers. Any team that trades for Adams takes on a contract that carries a cap hit of more than $35 million in 2025, though the final years are not guaranteed.|Speculation and future contract terms.
1|L|game-story|Steelers rout Jets in Adams' debut|Russell Wilson threw for two touchdowns in his first start for Pittsburgh as the Steelers beat the Jets 37-15 on Oct. 20, 2024, in Davante Adams' first game for New York.|Reports an October 20, 2024 game after the trade.
13|K|control|Adams questionable with hamstring injury|Davante Adams is dealing with a hamstring injury and is questionable for Sunday's game against Cleveland, coach Antonio Pierce said. The Raiders are 1-2.|Only earlier facts and an upcoming game.
3|L|brief|Jets fire Robert Saleh after 2-3 start|The Jets fired coach Robert Saleh on Oct. 8, 2024, after a loss to Minnesota in London, and named defensive coordinator Jeff Ulbrich interim coach.|Reports a later event, the October 8, 2024 firing.
""",
    ),
    Q(
        "s8-taylor-serrano-2024",
        "Will Amanda Serrano beat Katie Taylor in their rematch of November 15, 2024?",
        "Resolves YES if Amanda Serrano is declared the winner of her undisputed super-lightweight title rematch with Katie Taylor at AT&T Stadium in Arlington, Texas, on November 15, 2024. Resolves NO if Taylor wins or the fight is a draw or does not take place.",
        "2024-10-28",
        "2024-11-15",
        0,
        "sports",
        """
10|K|wire-preview|Taylor-Serrano rematch set for Paul-Tyson card|Katie Taylor and Amanda Serrano meet again on Nov. 15, 2024, at AT&T Stadium, on the undercard of Jake Paul against Mike Tyson, streamed live on Netflix. The card was moved from July 20 after Tyson had an ulcer flare-up. Taylor won their first fight by split decision in April 2022.|A scheduled fight and earlier results.
3|L|wire-report|Taylor edges Serrano again on majority decision|ARLINGTON, Texas — Katie Taylor retained her undisputed super-lightweight titles with a majority decision over Amanda Serrano on Nov. 15, 2024. Serrano was cut by a clash of heads early; Jake Paul beat Mike Tyson on points in the main event.|Reports the November 15, 2024 result as done.
6|K|explainer|Netflix's biggest live sports test|The Nov. 15, 2024 card is the streaming service's largest live sports event yet. Two women's bouts are scheduled, with the rematch fought over 10 two-minute rounds.|A future event and its format.
1|L|quote-story|Serrano camp disputes scoring|Serrano's promoter said on Nov. 16, 2024, that the cut caused by repeated head clashes should have led to point deductions and called for a third fight.|Reports a reaction to the November 15, 2024 fight.
16|K|control|Taylor and Serrano's first fight drew record crowd|Their April 30, 2022 bout at Madison Square Garden was the first women's fight to headline the arena. Taylor won 97-93, 96-94 on two cards; the third favored Serrano.|Only earlier events.
2|L|ratings-story|Netflix says 60 million households watched Paul-Tyson|Netflix said on Nov. 16, 2024, that 60 million households watched the Paul-Tyson fight live, and that Taylor-Serrano peaked at 74 million viewers, making it the most-watched professional women's sports event in US history.|Reports viewing figures for the November 15, 2024 card.
""",
    ),
    Q(
        "s8-hurley-lakers-2024",
        "Will Dan Hurley agree to become head coach of the Los Angeles Lakers by June 30, 2024?",
        "Resolves YES if, by June 30, 2024, Dan Hurley accepts the Lakers' offer to become their head coach, as reported by the team or by Hurley. Resolves NO if he declines or no agreement is reached by then.",
        "2024-06-07",
        "2024-06-30",
        0,
        "sports",
        """
1|K|wire-report|Lakers offer Hurley six-year, $70 million deal|The Lakers have offered UConn coach Dan Hurley a six-year contract worth about $70 million, people familiar with the talks said. Hurley, who won a second straight national title on April 8, is expected to decide within days.|An offer and an expected decision, nothing after the cutoff reported.
3|L|wire-report|Hurley turns down Lakers to stay at UConn|Dan Hurley said on June 10, 2024, that he would remain at UConn, rejecting the Lakers' offer and ending a search that had briefly pulled the two-time champion toward the NBA.|Reports the June 10, 2024 decision as done.
20|K|control|Lakers fire Darvin Ham after first-round exit|The Lakers dismissed coach Darvin Ham on May 3, 2024, after a five-game loss to Denver in the first round of the playoffs.|Only events before the cutoff.
2|L|headline-present|Lakers hire JJ Redick as coach|The Lakers agreed on June 20, 2024, to hire JJ Redick on a four-year contract, 10 days after Dan Hurley turned them down.|Reports June 2024 events as done.
2|K|analysis|Why Hurley might say yes, or no|Hurley would double his UConn salary in Los Angeles but would give up a chance at a third straight title. If he accepts, he would join a short list of college coaches hired straight into NBA jobs.|Conditionals and speculation.
4|K|schedule|Lakers' offseason calendar|The NBA draft is June 26-27, 2024, and free agency opens at 6 p.m. ET on June 30. LeBron James has until June 29 to decide on his player option.|A calendar of future dates.
""",
    ),
    Q(
        "s8-leeds-automatic-2024",
        "Will Leeds United finish in the top two of the 2023-24 EFL Championship?",
        "Resolves YES if Leeds United finish first or second in the 2023-24 Championship table after the final round of matches on May 4, 2024, winning automatic promotion. Resolves NO otherwise.",
        "2024-04-22",
        "2024-05-04",
        0,
        "sports",
        """
7|K|wire-preview|Championship run-in: three clubs, two automatic places|Leicester, Leeds and Ipswich are separated by a handful of points with three rounds left. Leeds play at Queens Park Rangers on Friday 26 April, and all final-day matches kick off at 12.30pm on Saturday 4 May 2024.|Future fixtures and standings before the cutoff.
2|L|wire-report|Leicester promoted as Leeds are thrashed at QPR|Leicester City sealed an immediate return to the Premier League on 26 April 2024 when Leeds United lost 4-0 at Loftus Road, a result that also left Leeds relying on Ipswich slipping up.|Reports the April 26, 2024 result as done.
12|K|analysis|Farke's Leeds run out of steam at the wrong time|Leeds won seven league games in a row in February and early March but have taken fewer points since the international break. Daniel Farke has promoted clubs from this division twice with Norwich.|Earlier form and career facts.
1|L|headline-present|Ipswich seal second straight promotion, Leeds into play-offs|Ipswich Town beat Huddersfield 2-0 at Portman Road on 4 May 2024 to finish second and return to the Premier League after 22 years, leaving Leeds third.|Reports the May 4, 2024 final-day result as done.
5|K|explainer|How the Championship play-offs work|The teams finishing third to sixth meet in two-legged semi-finals in mid-May, with the final at Wembley on Sunday 26 May 2024. The winner is often said to earn more than £100 million from promotion.|Rules and future dates only.
3|L|follow-up|Leeds fall short again at Wembley|Southampton beat Leeds 1-0 in the Championship play-off final on 26 May 2024, Adam Armstrong scoring in the first half, three weeks after Leeds missed automatic promotion.|Reports May 2024 results as done.
""",
    ),
    Q(
        "s8-hodgkinson-800-2024",
        "Will Keely Hodgkinson win the women's 800m at the Paris 2024 Olympics?",
        "Resolves YES if Keely Hodgkinson wins the gold medal in the women's 800m at the Paris 2024 Olympic Games, whose final is scheduled for August 5, 2024. Resolves NO otherwise.",
        "2024-07-22",
        "2024-08-05",
        1,
        "sports",
        """
2|K|wire-report|Hodgkinson runs British record 1:54.61 in London|Keely Hodgkinson ran a world-leading British record of 1 minute 54.61 seconds at the London Diamond League on Saturday, two weeks before the Olympic 800m final in Paris. American champion Athing Mu will not be there after falling at the US trials in June.|Reports a pre-cutoff race; the final is a future date.
3|L|wire-report|Hodgkinson wins Olympic 800m gold|SAINT-DENIS, France — Keely Hodgkinson won the Olympic 800m title on Aug. 5, 2024, in 1:56.72, ahead of Ethiopia's Tsige Duguma and Kenya's Mary Moraa, after silver medals at the 2020 Games and two world championships.|Reports the August 5, 2024 final as done.
8|K|schedule|Athletics timetable: women's 800m|Heats are on Aug. 2, the semi-finals on Aug. 4 and the final on the evening of Aug. 5, 2024, at the Stade de France.|A timetable of future races.
1|L|brief|Hodgkinson delivers Britain's first athletics gold of Paris|Team GB's athletics squad won its first gold of the Games on Aug. 5, 2024, when Keely Hodgkinson took the 800m.|Reports the August 5, 2024 win as done.
5|K|analysis|After so many silvers, can Hodgkinson go one better?|Hodgkinson has finished second at the Tokyo Olympics and the 2022 and 2023 world championships. With Mu absent, bookmakers make her the favourite, though Moraa beat her at the 2023 worlds.|Earlier results and a forecast.
2|L|quote-story|'I've dreamed of this since I was a little girl'|Speaking after the 800m final on Aug. 5, 2024, Keely Hodgkinson said winning gold after a string of silver medals felt like "a weight off my shoulders."|Reports a reaction to the August 5, 2024 final.
""",
    ),
    Q(
        "s8-guardiola-extension-2024",
        "Will Pep Guardiola sign a contract extension with Manchester City by November 30, 2024?",
        "Resolves YES if Manchester City officially announce, by November 30, 2024, that Pep Guardiola has signed a new contract or an extension beyond June 2025. Resolves NO otherwise.",
        "2024-11-08",
        "2024-11-30",
        1,
        "sports",
        """
10|K|national-news|Guardiola says he has not decided on his future|Pep Guardiola, whose contract expires in June 2025, said he had not yet decided whether to stay beyond this season and would not be rushed. City host Tottenham in the league later in November.|Statements about the future and a future fixture.
3|L|wire-report|Guardiola signs two-year extension with City|Manchester City announced on Nov. 21, 2024, that Pep Guardiola had agreed a new contract running to 2027, which would take his time at the club past a decade.|Reports the November 21, 2024 announcement as done.
5|K|match-report|City beaten at Bournemouth|Manchester City lost 2-1 at Bournemouth on Nov. 2, 2024, their first Premier League defeat in almost a year. They play Sporting in Lisbon on Nov. 5 and Brighton on Nov. 9, 2024.|A pre-cutoff result and future fixtures.
1|L|match-report|City lose fifth straight as Spurs win 4-0 at the Etihad|Two days after Guardiola extended his contract, Manchester City lost 4-0 at home to Tottenham on Nov. 23, 2024, their fifth defeat in a row in all competitions.|Reports a November 23, 2024 match and the extension as done.
20|K|control|Hearing into 115 charges begins|An independent commission began hearing the Premier League's case against Manchester City on Sept. 16, 2024. A verdict is not expected until 2025.|An earlier event and an expected date.
2|L|preview-updated|What Guardiola's decision means for City's summer|City's recruitment plans depend on whether Guardiola stays. Updated Nov. 21, 2024: City have confirmed that Guardiola has signed a two-year extension.|An appended update reports the November 21, 2024 extension.
""",
    ),
    Q(
        "s8-forever21-ch11-2025",
        "Will Forever 21's US operator file for Chapter 11 bankruptcy protection by March 31, 2025?",
        "Resolves YES if F21 OpCo, the operator of Forever 21's US stores, files for bankruptcy protection under Chapter 11 by March 31, 2025. Resolves NO otherwise.",
        "2025-03-06",
        "2025-03-31",
        1,
        "business",
        """
4|K|wire-report|Forever 21 prepares second bankruptcy, sources say|The operator of Forever 21's US stores is preparing to file for bankruptcy within weeks and could close most of its locations if no buyer is found, people familiar with the matter said. The chain first filed in 2019.|A plan reported ahead of time.
2|L|wire-report|Forever 21 files for bankruptcy, plans to close US stores|F21 OpCo, which runs Forever 21's US stores, filed for Chapter 11 protection in Delaware on March 16, 2025, and began going-out-of-business sales at its roughly 350 US locations. The company blamed competition from Shein and Temu.|Reports the March 16, 2025 filing as done.
14|K|control|Store closures hit highest level since pandemic|US retailers closed more than 7,000 stores in 2024, according to one research firm. Fabric chain Joann filed for bankruptcy a second time on Jan. 15, 2025.|Only earlier figures and events.
1|L|follow-up|Forever 21 says stores stay open during sales|In its March 16, 2025 filing, the company said its stores and website would stay open during liquidation sales while it looks for a buyer for some or all of the business.|Reports the March 2025 filing as done.
9|K|analysis|Duty-free loophole squeezes mall chains|Low-cost online sellers have benefited from a rule that exempts packages worth less than $800 from duties. The Trump administration has said it wants to end the exemption for goods from China.|Earlier facts and stated plans.
""",
    ),
    Q(
        "s8-venu-launch-2024",
        "Will the Venu Sports streaming service launch to consumers by September 5, 2024?",
        "Resolves YES if Venu Sports, the joint venture of Disney's ESPN, Fox and Warner Bros. Discovery, is available to subscribers in the United States by September 5, 2024, the date of the NFL season opener. Resolves NO otherwise.",
        "2024-08-08",
        "2024-09-05",
        0,
        "business",
        """
10|K|national-news|Venu Sports aims for fall launch|ESPN, Fox and Warner Bros. Discovery say their sports streaming service will launch this fall, in time for the NFL season opener on Sept. 5, 2024. Fubo has sued to block the venture, arguing it would dominate live sports streaming.|Plans and a pending lawsuit.
3|L|wire-report|Judge blocks launch of Venu Sports|A federal judge in Manhattan granted Fubo a preliminary injunction on Aug. 16, 2024, blocking the launch of Venu Sports while Fubo's antitrust suit proceeds. The companies said they would appeal.|Reports the August 16, 2024 ruling as done.
6|K|news-report|Venu sets $42.99 monthly price|Venu Sports will cost $42.99 a month and carry channels including ESPN, Fox, TNT and TBS, the companies said. A court hearing on Fubo's request for an injunction concluded this week.|Price announcement and earlier hearing.
1|L|follow-up|Venu partners file appeal after injunction|Disney, Fox and Warner Bros. Discovery asked the appeals court on Aug. 19, 2024, to overturn the injunction that stopped Venu from launching.|Reports a post-cutoff appeal and ruling.
15|K|control|Fubo sues over sports streaming venture|Fubo filed its lawsuit in February, shortly after the three media companies announced the venture, saying it was designed to shut rivals out of sports rights.|Only earlier events.
2|L|later-event|Disney to merge Hulu live TV with Fubo; Venu scrapped|Disney agreed on Jan. 6, 2025, to combine Hulu + Live TV with Fubo, settling the lawsuit, and the three partners said on Jan. 10, 2025, they had dropped Venu.|Reports later events of January 2025.
""",
    ),
    Q(
        "s8-moderna-rsv-pdufa-2024",
        "Will the FDA approve Moderna's RSV vaccine mRNA-1345 by its target action date of May 12, 2024?",
        "Resolves YES if the FDA approves Moderna's respiratory syncytial virus vaccine mRNA-1345 on or before May 12, 2024, its PDUFA target action date. Resolves NO otherwise.",
        "2024-05-02",
        "2024-05-12",
        0,
        "health",
        """
8|K|news-report|Moderna awaits FDA decision on RSV shot by May 12|Moderna said it expects an FDA decision on its RSV vaccine for adults 60 and older by May 12, 2024. The CDC's vaccine advisers meet on June 26-28, 2024, and could recommend it for the fall season.|A target date and a scheduled meeting.
2|L|wire-report|FDA misses deadline for Moderna's RSV vaccine|Moderna said on May 10, 2024, that the FDA would not complete its review of mRNA-1345 by the May 12 target date because of administrative constraints, and that it expected a decision by the end of May.|Reports the May 10, 2024 delay as done.
5|K|analysis|A late entrant in the RSV vaccine market|GSK's Arexvy and Pfizer's Abrysvo were approved in May 2023 and generated more than $2 billion in combined sales last year. Moderna's shot would be the first mRNA vaccine for a disease other than COVID-19.|Earlier approvals and sales.
1|L|headline-present|FDA approves Moderna's mRESVIA for older adults|The FDA approved Moderna's RSV vaccine, to be sold as mRESVIA, on May 31, 2024, for adults 60 and older, about three weeks after its original target date.|Reports the May 31, 2024 approval as done.
12|K|earnings-preview|Moderna reports first-quarter results on May 2|Moderna is due to report first-quarter results on May 2, 2024, and analysts expect it to report a steep drop in revenue from a year earlier as COVID vaccine sales fall. Investors will listen for an update on the RSV review and on cancer vaccine trials.|A scheduled earnings report and expectations.
3|L|later-event|CDC advisers narrow RSV vaccine advice|At its June 26, 2024 meeting, the CDC's vaccine advisory committee recommended a single RSV shot for all adults 75 and older and for those aged 60 to 74 at higher risk.|Reports a June 2024 vote as done.
""",
    ),
    Q(
        "s8-alzheimers-blood-test-fda-2025",
        "Will the FDA clear or approve a blood test to aid in diagnosing Alzheimer's disease by May 31, 2025?",
        "Resolves YES if, by May 31, 2025, the FDA grants marketing authorization (clearance, de novo or approval) to an in vitro blood test intended to aid in diagnosing Alzheimer's disease. Resolves NO otherwise.",
        "2025-05-06",
        "2025-05-31",
        1,
        "health",
        """
12|K|news-report|Blood tests for Alzheimer's move closer to clinics|Several companies have asked the FDA to authorize blood tests that measure forms of the tau protein. Fujirebio's test has breakthrough device status, and the company has said it hopes for a decision this year.|Pending applications and hopes for a future decision.
2|L|wire-report|FDA clears first blood test to help diagnose Alzheimer's|The FDA cleared Fujirebio's Lumipulse G pTau217/β-Amyloid 1-42 Plasma Ratio test on May 16, 2025, for adults 55 and older with signs of cognitive decline, giving doctors an alternative to PET scans and spinal taps.|Reports the May 16, 2025 clearance as done.
6|K|explainer|How a blood test would differ from a brain scan|A PET scan can cost thousands of dollars and is not available everywhere. A blood test would be used to rule Alzheimer's in or out in people with symptoms, with positive results confirmed by other tests.|General explanation, no dated event after the cutoff.
1|L|follow-up|Doctors welcome new test but urge caution|Neurologists said the test cleared on May 16, 2025, should be used only in patients with memory problems, not as a screening tool for healthy people.|Reports the May 2025 clearance and reactions.
20|K|control|FDA approves Lilly's Kisunla|The FDA approved Eli Lilly's donanemab, sold as Kisunla, on July 2, 2024, a year after full approval of Leqembi from Eisai and Biogen.|Only earlier approvals.
""",
    ),
    Q(
        "s8-falcon9-return-2024",
        "Will SpaceX launch a Falcon 9 rocket again by August 10, 2024, after the July 11, 2024 upper-stage failure?",
        "Resolves YES if SpaceX conducts at least one Falcon 9 launch between July 12, 2024 and August 10, 2024. Resolves NO otherwise.",
        "2024-07-18",
        "2024-08-10",
        1,
        "space",
        """
5|K|wire-report|FAA grounds Falcon 9 after upper-stage failure|The FAA said SpaceX must investigate the July 11, 2024 failure, in which the rocket's upper stage sprang a liquid-oxygen leak and left 20 Starlink satellites in too low an orbit. SpaceX said it hoped to resume launches quickly.|An earlier failure and a stated hope.
2|L|wire-report|Falcon 9 returns to flight two weeks after failure|SpaceX launched a Falcon 9 carrying Starlink satellites from Florida on July 27, 2024, two days after the FAA allowed the rocket to fly again.|Reports the July 27, 2024 launch as done.
3|K|schedule|Crewed missions wait on Falcon 9 review|NASA's Crew-9 flight to the space station is targeted for Aug. 18, 2024, and the private Polaris Dawn mission had been planned for late July. Both depend on the outcome of the investigation.|Future targets and a condition.
1|L|headline-present|FAA clears SpaceX to resume Falcon 9 launches|The FAA said on July 25, 2024, that Falcon 9 could return to flight while the investigation continues, finding no public safety issue.|Reports the July 25, 2024 decision as done.
7|K|control|Starlink satellites expected to re-enter|SpaceX said the 20 satellites from the failed launch could not reach their planned orbit and would re-enter the atmosphere, posing no danger to other spacecraft.|Only facts at the time of the failure.
4|L|later-event|Polaris Dawn lifts off with spacewalk planned|SpaceX launched the Polaris Dawn crew on Sept. 10, 2024, and two of the four astronauts made the first commercial spacewalk on Sept. 12, 2024.|Reports September 2024 events as done.
""",
    ),
    Q(
        "s8-artemis2-delay-2024",
        "Will NASA announce by December 31, 2024 that Artemis II will launch later than September 2025?",
        "Resolves YES if, by December 31, 2024, NASA publicly sets a target launch date for the Artemis II crewed lunar flyby later than September 2025. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-31",
        1,
        "space",
        """
14|K|news-report|NASA still studying Orion heat shield|Artemis II, which will fly four astronauts around the Moon, is officially targeted for September 2025. NASA says it will share its findings on heat-shield damage seen on the uncrewed Artemis I flight before the end of the year.|A current target and a promised future update.
2|L|wire-report|NASA pushes Artemis II to April 2026|NASA Administrator Bill Nelson said on Dec. 5, 2024, that Artemis II would launch no earlier than April 2026, and Artemis III, the planned landing, in mid-2027, after engineers traced the heat-shield problem.|Reports the December 5, 2024 announcement as done.
6|K|analysis|Trump's return could reshape the Moon program|The incoming administration, which takes office on Jan. 20, 2025, could cancel or scale back the Space Launch System. If it does, Artemis II might be one of the last flights of the rocket.|Conditionals and speculation.
1|L|later-event|Trump picks Isaacman to lead NASA|President-elect Trump said on Dec. 4, 2024, that he would nominate billionaire astronaut Jared Isaacman as NASA administrator.|Reports a December 2024 announcement as done.
20|K|control|Artemis I capsule lost more heat-shield material than expected|Orion's heat shield shed chunks of material during re-entry on Dec. 11, 2022, at the end of the 25-day Artemis I flight.|Only earlier events.
4|L|preview-updated|NASA to brief on Artemis schedule|NASA plans a news conference to discuss the heat-shield investigation and the Artemis schedule. UPDATED Dec. 5, 2024: NASA said Artemis II will fly no earlier than April 2026.|An appended update reports the December 5, 2024 decision.
""",
    ),
]
