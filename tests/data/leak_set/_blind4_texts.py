# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind4` part, read by `build_blind4.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind for
this set about events that resolved between January and October 2025; see `build_blind4.py` and
the README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lg-ecb-2025-01-cut",
        "Will the European Central Bank lower its deposit facility rate at the monetary policy meeting ending January 30, 2025?",
        "Resolves YES if the ECB Governing Council decision published on January 30, 2025 sets the deposit facility rate below 3.00%. Resolves NO otherwise.",
        "2025-01-10",
        "2025-01-30",
        1,
        "central_banks",
        """
2|K|newsletter|Morning Briefing: five things to start your Wednesday|1. US payrolls are out on Friday. 2. Euro area inflation ticked up to 2.4% in December, the flash estimate showed this week, but ECB speakers from Villeroy to Lane keep saying the disinflation path is on track. 3. Money markets price a quarter-point cut on January 30, 2025 and roughly 100bp of easing over the year. 4. Oil is at a three-month high. 5. Our weekend read: the dollar at parity?|Bundles a market expectation for a scheduled decision with earlier data.
3|L|agency-update|UPDATE 2-ECB cuts rates for fourth time, says direction of travel is clear|FRANKFURT, Jan 30, 2025 - The European Central Bank cut its deposit rate by 25 basis points to 2.75% on Thursday, its fourth reduction since June, and President Christine Lagarde told reporters it was premature to talk about where easing would stop. Figures released earlier in the day showed the euro zone economy stagnated in the fourth quarter. (Adds Lagarde quotes in paragraphs 4-7, market reaction)|Reports the January 30, 2025 cut as done.
9|K|qa-explainer|Q&A: what the ECB's first meeting of the year means for borrowers|When does the ECB meet? The Governing Council sits on January 29-30 in Frankfurt; the decision is published at 14:15 CET on the Thursday and Lagarde speaks at 14:45. What happened last time? In December it lowered the deposit rate to 3%. Will tracker mortgages get cheaper? Only if the bank cuts again, which most economists we surveyed expect.|A schedule, an earlier fact and expectations.
2|L|market-wrap|European close: DAX near record, Bund yields ease after ECB trims rates|European shares finished higher on January 30, 2025 after the ECB lowered its deposit rate to 2.75%, as expected, and kept the door open to more. The German 10-year yield fell about 4bp. Banks lagged; SAP rallied again. Stoxx 600 +0.6%, DAX +0.4%, CAC 40 +0.9%.|Reports the January 30, 2025 decision and market moves.
12|K|op-ed|Opinion: the ECB should resist the urge to hurry|Services inflation is still running near 4%, wage deals in Germany were generous, and the euro is weak. When the Governing Council gathers on 30 January, and again on 6 March, it would do better to signal patience than to promise a glide path to 2%. The lesson of 2021 is that central banks pay for complacency later.|An argument about future meetings.
1|L|correction-note|Euro outlook: why 2025 may be the year of the slow recovery (corrected)|Correction, 31 January 2025: an earlier version of this article said the ECB lowered its main refinancing rate to 2.75% on 30 January 2025. It was the deposit facility rate that was lowered to 2.75%; the main refinancing rate now stands at 2.90%. The rest of the analysis, first published in early January, is unchanged.|An appended correction reporting the January 30, 2025 cut.
""",
    ),
    Q(
        "lg-fomc-2025-03-cut",
        "Will the FOMC lower the federal funds target range at its March 18-19, 2025 meeting?",
        "Resolves YES if the FOMC statement released on March 19, 2025 sets a target range below 4.25-4.50%. Resolves NO otherwise.",
        "2025-03-03",
        "2025-03-19",
        0,
        "central_banks",
        """
8|K|tv-transcript|Markets Now, segment transcript|ANCHOR: Is March a live meeting? GUEST: I don't think so. The committee held in January, the January CPI came in hot at 3%, and Chair Powell told Congress there's no need to hurry. Futures give a March 19 cut maybe one chance in ten. June is where the debate really starts. ANCHOR: And the tariff headlines? GUEST: They make the Fed more cautious, not less.|Expectations before a scheduled decision and earlier facts.
2|L|agency-flash|FLASH: Fed holds rates at 4.25%-4.50%, slows balance-sheet runoff|WASHINGTON, March 19, 2025 (14:00 EDT) - The Federal Reserve left its policy rate unchanged in a range of 4.25%-4.50% and said it would slow the monthly runoff of Treasury securities to $5 billion from $25 billion starting in April. The median projection still shows two quarter-point cuts this year. Governor Waller dissented on the balance-sheet decision. MORE TO FOLLOW|Reports the March 19, 2025 hold as done.
5|K|timeline|FOMC 2025 at a glance|Jan. 28-29: held at 4.25%-4.50%. March 18-19: meeting with Summary of Economic Projections. May 6-7. June 17-18 (SEP). July 29-30. Sept. 16-17 (SEP). Oct. 28-29. Dec. 9-10 (SEP). Statements at 2 p.m. ET on the second day; minutes three weeks later.|A calendar; the only past item precedes the cutoff.
1|L|podcast-transcript|The Rate Sheet, episode 212 (transcript)|[00:12:40] HOST: So they sat tight on Wednesday, March 19, 2025, and the dots still say two cuts. [00:13:02] GUEST: Right, but the dots moved hawkish under the surface, and honestly the bigger news was the QT taper, Treasuries down to five billion a month from April. [00:13:30] HOST: Powell called the tariff inflation transitory, sort of. [00:13:34] GUEST: He used the word, and the bond market heard it.|Reports the March 19, 2025 decision as done.
11|K|op-ed|The Fed's patience is a virtue, for now|With tariffs on Canada, Mexico and China coming in and out of force, nobody can model inflation for the second half of the year. When the committee meets on March 18 and 19, the right call is to do nothing and say little. A cut would look political; a hike would be absurd.|An argument about a future meeting.
2|L|market-wrap|Treasuries rally as Fed sticks with two cuts (March 19, 2025)|Two-year yields fell about 6bp on Wednesday, March 19, after the Fed left rates on hold and its projections still pencilled in two cuts for the year. The S&P 500 gained 1.1%, its best Fed day since July. Powell's remark that tariff inflation could be transitory did most of the work, according to strategists.|Reports the March 19 decision and market moves.
""",
    ),
    Q(
        "lg-boc-2025-09-cut",
        "Will the Bank of Canada lower its policy rate at its September 17, 2025 announcement?",
        "Resolves YES if the Bank of Canada's policy rate announcement of September 17, 2025 sets the target for the overnight rate below 2.75%. Resolves NO otherwise.",
        "2025-08-29",
        "2025-09-17",
        1,
        "central_banks",
        """
7|K|press-release|Bank of Canada: upcoming announcements|The Bank of Canada will announce its decision on the target for the overnight rate on Wednesday, September 17, 2025, at 9:45 a.m. (ET), followed by a press conference with the Governor and Senior Deputy Governor at 10:30. The next Monetary Policy Report will be published on October 29, 2025. Media lock-up registration closes one week before each announcement.|A schedule of future announcements.
3|L|newsletter|Canada Morning Brief, Thursday|Good morning. The Bank of Canada cut its key rate by a quarter point to 2.5% on Wednesday, Sept. 17, 2025, its first move since March, saying a weaker economy and fading upside inflation risks justified it. Also today: the loonie was little changed; Ottawa's budget date is set; and the Jays clinched something, probably. Read on.|Reports the September 17, 2025 cut as done.
10|K|market-wrap|TSX ends at record as traders reprice September odds|Canada's main stock index closed at a fresh high on Monday, led by gold miners. Overnight swaps put the chance of a cut on September 17 at about 40%, up from 25% before the weak July jobs report. The bank has held its rate at 2.75% since March. Second-quarter GDP is due on Aug. 29 and August jobs on Sept. 5.|Expectations and scheduled data; past facts precede the cutoff.
1|L|agency-update|UPDATE 1-Canada's economy shrinks in second quarter as exports slump|OTTAWA, Aug 29, 2025 - Canada's economy contracted at an annualized rate of 1.6% in the second quarter as U.S. tariffs hit exports, Statistics Canada said on Friday, a sharper fall than analysts had expected. Markets added to bets that the Bank of Canada will cut next month. (Adds economist comment, market reaction)|Reports the August 29, 2025 GDP release, on the cutoff day, as done.
5|K|qa-explainer|Will the Bank of Canada cut in September? What economists are watching|What is the bank waiting for? Governor Macklem has said it wants to see how tariffs pass through to prices. Which data arrive first? The August Labour Force Survey on Sept. 5 and August CPI on Sept. 16, the day before the decision. What do the big banks forecast? Three of the six expect a cut on Sept. 17; the others see October.|Scheduled data and forecasts.
2|L|what-we-know|Rate cut: what we know so far|The Bank of Canada lowered its policy rate to 2.5 per cent on 17 September 2025. Governor Tiff Macklem said the Governing Council was unanimous. The bank said the labour market had softened, with unemployment at 7.1% in August. Its next decision is October 29.|Reports the September 17, 2025 cut and later data as done.
""",
    ),
    Q(
        "lg-poland-2025-trzaskowski",
        "Will Rafał Trzaskowski win the second round of the Polish presidential election on June 1, 2025?",
        "Resolves YES if the National Electoral Commission (PKW) declares Rafał Trzaskowski the winner of the presidential runoff held on June 1, 2025. Resolves NO otherwise.",
        "2025-05-19",
        "2025-06-02",
        0,
        "elections",
        """
1|K|election-night-live|Live: Poland votes, first round|21:00 - Exit poll: Trzaskowski 30.8%, Nawrocki 29.1%, Mentzen 15.4%. 23:10 - PKW partial count broadly confirms it; the two leaders go to a runoff on 1 June. 23:45 - The question now is where Mentzen's and Braun's voters go. Analysts say the far-right total above 20% is the story of the night.|First-round results that precede the cutoff and a future runoff.
4|K|op-ed|Poland's runoff is really a vote on Tusk|On June 1 Poles will choose a president, but what they will be deciding is whether Donald Tusk can govern. A Nawrocki victory would leave the veto in the hands of Law and Justice's camp until 2030. A Trzaskowski win would, at last, let the coalition pass what it promised in 2023.|An opinion about a future vote.
2|L|election-night-live|Live: Poland's presidential runoff|21:00 - Ipsos exit poll: Trzaskowski 50.3%, Nawrocki 49.7%. Both camps claim momentum. 23:30 - The late poll flips it: Nawrocki 50.7%. 08:15, Monday 2 June 2025 - PKW count from all precincts: Nawrocki 50.89%, Trzaskowski 49.11%. Trzaskowski's team says it accepts the result.|Reports the June 2, 2025 result as done.
7|K|timeline|Poland's 2025 presidential election: key dates|Candidate registration closed 4 April 2025. First round: 18 May 2025. Runoff, if needed: 1 June 2025. Supreme Court validation: within 21 days of the vote. Inauguration before the National Assembly: 6 August 2025, when Andrzej Duda's second term ends.|A timeline of scheduled dates.
3|L|agency-flash|Nawrocki wins Polish presidency, electoral commission says|WARSAW, June 2, 2025 - Conservative historian Karol Nawrocki, backed by Law and Justice, won Poland's presidential runoff with 50.89% of the vote, the National Electoral Commission said on Monday, defeating Warsaw mayor Rafał Trzaskowski by about 370,000 votes.|Reports the June 2, 2025 result.
1|K|social-post-quote|First-round night in posts|Nawrocki wrote on X late on Sunday that "on June 1 we will win together." Trzaskowski posted a photo with volunteers and the line "Two weeks. Every vote." Mentzen said he would not endorse anyone but would host both finalists on his channel. The runoff is on June 1.|Posts after the first round about a future runoff.
""",
    ),
    Q(
        "lg-romania-2025-dan",
        "Will Nicușor Dan win the Romanian presidential runoff of May 18, 2025?",
        "Resolves YES if Romania's Central Electoral Bureau reports Nicușor Dan as the winner of the presidential runoff held on May 18, 2025. Resolves NO otherwise.",
        "2025-05-06",
        "2025-05-19",
        1,
        "elections",
        """
1|K|agency-update|UPDATE 3-Romanian hard-right leader tops first round; PM Ciolacu quits|BUCHAREST, May 5 - George Simion won about 41% in Sunday's presidential rerun, twice the score of Bucharest mayor Nicușor Dan, who edged out the coalition candidate for a runoff place on May 18. Prime Minister Marcel Ciolacu announced his Social Democrats would leave the government. The leu hit a record low.|First-round facts before the cutoff and a future runoff.
3|L|election-night-live|Romania runoff: live|22:05 - Simion declares himself "the new president" in a video, citing his own exit data. 23:40 - With about 95% of the vote counted Dan leads 54% to 46%. 00:30 - Simion concedes on Facebook. Turnout on Sunday, May 18, 2025 was the highest for a presidential runoff in 25 years.|Reports the May 18, 2025 runoff result.
8|K|qa-explainer|Romania votes again: why, and what happens next|Why a rerun? The Constitutional Court annulled the November 2024 first round on 6 December 2024 after intelligence reports of a coordinated online campaign. Who is running? Eleven candidates; Călin Georgescu was barred. When? First round on 4 May; runoff on 18 May if no one passes 50%.|Earlier facts and scheduled dates.
2|L|market-wrap|Leu rebounds, Bucharest stocks surge after Dan victory|The leu rose about 2% against the euro on Monday, May 19, 2025, and Romania's main index jumped more than 5% after the centrist mayor of Bucharest won Sunday's runoff with 53.6%. Dollar bonds rallied across the curve. Traders said the central bank's interventions of the past two weeks had been vindicated.|Reports the May 18, 2025 result and May 19 market moves.
5|K|podcast-transcript|Europe Explained: the Romanian rerun (transcript)|HOST: So on Sunday, May 4, Romanians go back to the polls, and realistically the runoff on the 18th is Simion against somebody. GUEST: Against Antonescu or Dan, yes. And the polls put Simion in the high thirties. HOST: Which means the interesting campaign is the two weeks after the first round.|A preview of scheduled votes.
1|L|op-ed|What Dan's victory asks of Europe|Nicușor Dan's win on 18 May 2025 was not a vote for Brussels so much as a vote against chaos, and the turnout shows how many Romanians felt it. He now has to name a prime minister, cut a deficit near 9% of GDP and keep a coalition of people who disagree about almost everything.|Reports the May 18 runoff result as done.
""",
    ),
    Q(
        "lg-japan-upper-2025-majority",
        "Will Japan's LDP-Komeito coalition keep a majority in the House of Councillors after the July 20, 2025 election?",
        "Resolves YES if, after the House of Councillors election of July 20, 2025, the LDP and Komeito together hold at least 125 of its 248 seats. Resolves NO otherwise.",
        "2025-07-03",
        "2025-07-21",
        0,
        "elections",
        """
5|K|preview|Upper house election: the number Ishiba needs|Half of the 248 seats, plus one vacancy, are up on July 20. Counting the seats it holds that are not contested, the ruling coalition needs 50 wins to keep its majority, a target Ishiba set himself. Polls show rice prices and the cost of living ahead of the US tariff talks as voters' top concerns.|A scheduled vote and a stated target.
2|L|election-night-live|Japan election night: coalition loses upper house majority|20:00 JST, July 20, 2025 - Broadcaster projections show the LDP and Komeito falling short. 22:15 - Sanseito, the "Japanese first" party, on course for more than 10 seats. 23:40 - The coalition ends with 47, three short of the 50 it needed; the Democratic Party for the People is the other big winner.|Reports the July 20, 2025 result.
9|K|op-ed|Japan's rice problem is an election problem|Rice prices have roughly doubled in a year, and no release of reserve stocks has brought them back. Farm minister Koizumi, appointed in May, has made a show of cheap stockpile rice, but when voters go to the polls on 20 July they will remember the price of a 5kg bag.|An opinion naming a future vote; past facts precede the cutoff.
1|L|agency-update|UPDATE 2-Ishiba vows to stay on after coalition loses upper house majority|TOKYO, July 21, 2025 - Prime Minister Shigeru Ishiba said on Monday he would remain in office to see through tariff talks with Washington, a day after his ruling bloc lost its majority in the upper house. The yen firmed slightly. (Adds analyst comment, party reaction)|Reports the July 20, 2025 result and the July 21 statement.
3|K|newsletter|Asia Morning: three things|Tokyo: campaigning for the upper house vote formally opens on Thursday, July 3. Trade: negotiator Akazawa is in Washington again ahead of the July 9 end of the tariff pause. Seoul: the new president's first cabinet picks face hearings. Plus: Japan's 30-year yield, and why it matters.|Scheduled events.
1|L|timeline|Ishiba's year in office: a timeline|Oct. 1, 2024: elected prime minister. Oct. 27, 2024: coalition loses lower house majority. July 20, 2025: coalition loses upper house majority. Sept. 7, 2025: Ishiba announces he will step down. Oct. 4, 2025: LDP picks his successor.|Reports events from July 20, 2025 onward.
""",
    ),
    Q(
        "lg-czech-2025-ano",
        "Will ANO win the largest share of the vote in the Czech parliamentary election of October 3-4, 2025?",
        "Resolves YES if the Czech Statistical Office's results for the Chamber of Deputies election of October 3-4, 2025 show ANO with the largest vote share of any party or coalition. Resolves NO otherwise.",
        "2025-09-15",
        "2025-10-05",
        1,
        "elections",
        """
6|K|preview|Czech election: Babiš leads by double digits|Polls put Andrej Babiš's ANO at around 30%, well ahead of Prime Minister Fiala's Spolu alliance at about 20%. Czechs vote on October 3 and 4, and the question is less who comes first than whether ANO can govern alone or will need the SPD or the Motorists. Postal voting from abroad opens for the first time.|A preview of a scheduled vote.
2|L|election-night-live|Czech election results: live|14:00, Saturday 4 October 2025 - Polls close. 15:40 - With a third of districts counted ANO has 36%. 17:20 - Spolu second at about 23%, STAN third. 19:10 - Fiala concedes and congratulates Babiš. 21:00 - Final count: ANO 34.5%, 80 seats.|Reports the October 4, 2025 result.
10|K|qa-explainer|How the Czech election works|The Chamber has 200 seats elected by proportional representation in 14 regions. Single parties need 5% of the national vote to win seats; alliances face higher thresholds. Polls are open from 14:00 to 22:00 on Friday and 8:00 to 14:00 on Saturday, and counting begins as soon as they close.|Rules and a schedule.
3|L|agency-flash|BREAKING: Babiš's ANO wins Czech election - statistics office|PRAGUE, Oct 4, 2025 - Andrej Babiš's populist ANO movement won the Czech parliamentary election with about 35% of the vote, according to near-complete results from the Czech Statistical Office, and will seek to form a minority government or a coalition with smaller parties.|Reports the October 4, 2025 result.
1|K|op-ed|Babiš is not Orbán, but Brussels should still worry|If the polls are right and ANO comes first on 3-4 October, Babiš will be back with an agenda that is more transactional than ideological: cut support for Ukraine's ammunition initiative, fight the EU's emissions trading for homes, keep his businesses at arm's length, or not. The conflict-of-interest question never went away.|A conditional opinion about a future vote.
1|L|newsletter|Central Europe Morning|Babiš's ANO won Saturday's election with about 35%, and on Oct. 5, 2025 he told reporters he would try to govern with the SPD and the Motorists. President Pavel will start consultations this week. Also: Slovakia's budget, and Poland's new veto fight.|Reports the October 4-5 result and statements.
""",
    ),
    Q(
        "lg-ireland-2025-connolly",
        "Will Catherine Connolly win the Irish presidential election of October 24, 2025?",
        "Resolves YES if Catherine Connolly is declared elected President of Ireland following the poll of October 24, 2025. Resolves NO otherwise.",
        "2025-10-06",
        "2025-10-25",
        1,
        "elections",
        """
1|K|agency-update|Gavin quits Irish presidential race after rent controversy|DUBLIN, Oct 5 - Fianna Fáil's Jim Gavin withdrew from the presidential race on Sunday after reports that he failed to return overpaid rent to a former tenant. His name will remain on the ballot paper for the October 24 vote, leaving a contest between independent Catherine Connolly and Fine Gael's Heather Humphreys.|An event before the cutoff and a scheduled vote.
3|K|qa-explainer|Presidential election 2025: what you need to know|When is polling day? Friday, 24 October, 7am to 10pm. When is the count? From 9am on Saturday, 25 October, with a result expected that evening. Who can vote? Irish citizens on the register. How does the count work? Single transferable vote; the winner needs a quota of half the valid poll plus one.|A schedule and rules.
2|L|newsletter|The Irish Morning, Monday edition|Catherine Connolly was declared president-elect at Dublin Castle on Saturday, 25 October 2025, with 63% of first preferences, the largest share in the history of the office. Heather Humphreys conceded in the early afternoon. Also: the record number of spoiled ballots, and what Connolly said about neutrality.|Reports the October 25, 2025 declaration.
8|K|podcast-transcript|The Politics Pod (transcript excerpt)|SPEAKER 1: Connolly has gone from nowhere to the front-runner in about six weeks, with Sinn Féin, Labour and the Social Democrats all behind her. SPEAKER 2: And the first RTÉ debate is next week. If Humphreys doesn't land a blow there, October 24 is going to be a long night for Fine Gael.|Commentary before a future vote.
1|L|tv-transcript|Election 2025: the results programme (transcript)|PRESENTER: It's twenty to seven on Saturday, the 25th of October 2025, here at Dublin Castle, and the returning officer has just confirmed it: Catherine Connolly, elected on the first count, the tenth President of Ireland. REPORTER: Huge cheers in the room, and Heather Humphreys came over to shake her hand.|Reports the October 25, 2025 result.
2|L|social-post-quote|Connolly's first words as president-elect, in posts|Catherine Connolly posted a photo from the count centre on 25 Oct 2025 with the message that she would be a president for everyone, including those who did not vote for her. Heather Humphreys wrote that the people had spoken clearly and wished her well. The Taoiseach's post congratulated her on a decisive mandate.|Reports the October 25 result in quoted posts.
""",
    ),
    Q(
        "lg-merz-first-ballot-2025",
        "Will Friedrich Merz be elected German chancellor in the Bundestag's first ballot on May 6, 2025?",
        "Resolves YES if Friedrich Merz receives an absolute majority of Bundestag members in the first round of the chancellor election held on May 6, 2025. Resolves NO if he is elected only in a later round or not at all.",
        "2025-04-22",
        "2025-05-06",
        0,
        "politics",
        """
5|K|qa-explainer|How Germany elects its chancellor|The president proposes a candidate, and the Bundestag votes by secret ballot. In the first round a candidate needs an absolute majority of members, 316 of 630. If that fails, the Bundestag has 14 days to elect someone with the same majority. CDU, CSU and SPD have 328 seats, and Merz hopes to be elected on 6 May.|Rules and a stated plan.
2|L|live-text|Bundestag live: Merz falls short in first ballot|09:00 - Voting opens. 09:55 - Speaker Klöckner reads the result: 310 yes votes, six short of the 316 needed. A first in postwar history. 11:30 - Party leaders negotiate a second vote today. 16:20 - Second ballot: 325 yes. Friedrich Merz is elected chancellor, 6 May 2025.|Reports the May 6, 2025 votes as done.
8|K|agency-update|SPD members to vote on coalition deal, result due April 30|BERLIN, April 14 - The Social Democrats opened an online ballot of their roughly 358,000 members on the coalition agreement with the conservatives. The result is due on April 30, and if members approve, the Bundestag could elect Friedrich Merz chancellor in the week of May 5.|Scheduled events.
1|L|market-wrap|DAX slips after Merz stumble, recovers later|Frankfurt stocks fell as much as 1% on Tuesday, May 6, 2025, after Friedrich Merz failed to win a majority in the Bundestag's first ballot, before paring losses once a second vote was called. Bund yields rose slightly. Traders said the wobble mattered more for the coalition's discipline than for the fiscal package already passed in March.|Reports the May 6, 2025 vote and the market reaction.
4|K|op-ed|The coalition Germany needs, and the one it is getting|The debt-brake reform passed in March frees hundreds of billions for defence and infrastructure. Whether it turns into growth depends on a coalition that has yet to take office. When the Bundestag votes on 6 May, every absent or disloyal member will be noticed.|An opinion about a future vote; past facts precede the cutoff.
3|L|correction-note|Merz to become chancellor in early May (editor's note)|Editor's note (May 7, 2025): This preview, first published in April, said Merz would be elected chancellor in the first ballot on May 6. He received 310 votes, six short of a majority, and was elected in a second ballot the same afternoon with 325 votes. The text below has not otherwise been updated.|An appended note reporting the May 6, 2025 votes.
""",
    ),
    Q(
        "lg-bayrou-confidence-2025",
        "Will François Bayrou's government win the National Assembly confidence vote of September 8, 2025?",
        "Resolves YES if a majority of votes cast in the National Assembly on September 8, 2025 support the government's declaration of general policy. Resolves NO otherwise.",
        "2025-08-27",
        "2025-09-08",
        0,
        "politics",
        """
1|K|agency-update|Bayrou stakes government on September 8 confidence vote; French spreads widen|PARIS, Aug 26 - French Prime Minister François Bayrou said he would ask the National Assembly for a confidence vote on September 8 over his plan for 44 billion euros of savings, a gamble that opposition parties immediately said they would not support. The spread of French 10-year bonds over Bunds widened to about 80bp and bank shares fell.|An announcement before the cutoff of a future vote.
3|L|what-we-know|France's government has fallen: what we know|The National Assembly rejected François Bayrou's request for confidence by 364 votes to 194 on Monday, 8 September 2025. Bayrou was expected to hand his resignation to Emmanuel Macron on Tuesday, and Macron named Defence Minister Sébastien Lecornu prime minister on Sept. 9, 2025. The 2026 budget must still be presented in October.|Reports the September 8, 2025 vote and a later appointment.
2|K|op-ed|Bayrou's gamble|The prime minister has chosen the date of his own execution. On 8 September deputies will not be asked about 44 billion euros of savings but about whether they want him to stay, and the answer from the Socialists, the RN and La France insoumise is already known. What follows is the real question.|A prediction about a future vote.
1|L|market-wrap|French bonds steady as Bayrou falls; Fitch review looms|French government bonds were little changed after the Bayrou government lost the confidence vote on Sept. 8, 2025, with the outcome fully priced. Attention turns to Fitch, which reviews France's rating on Friday, Sept. 12, and to the Sept. 10 "Block Everything" protests. The CAC 40 ended flat.|Reports the September 8, 2025 vote as done.
4|K|timeline|France's prime ministers since 2024|January 2024: Gabriel Attal appointed. September 2024: Michel Barnier appointed after the snap election. 4 December 2024: Barnier ousted by a censure motion. 13 December 2024: François Bayrou appointed. The 2026 budget bill is due in Parliament in October.|Earlier facts and a future deadline.
""",
    ),
    Q(
        "lg-india-pakistan-ceasefire-2025",
        "Will India and Pakistan announce a ceasefire or cessation of hostilities by May 31, 2025?",
        "Resolves YES if, on or before May 31, 2025, the governments of India and Pakistan both confirm an agreement to stop military action against each other. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-31",
        1,
        "geopolitics",
        """
1|K|what-we-know|India strikes targets in Pakistan: what we know so far|India said it hit nine sites in Pakistan and Pakistan-administered Kashmir early on Wednesday, May 7, calling the operation a response to the April 22 killing of 26 people at Pahalgam. Pakistan said civilians were killed and claimed to have shot down Indian jets, which India has not confirmed. Both countries have closed airspace. Diplomats in Washington, Riyadh and Tehran are calling both sides.|Events before the cutoff; no later event is reported.
2|L|social-post-quote|Trump announces India-Pakistan ceasefire in social media post|In a post on Saturday, May 10, 2025, President Trump wrote that after "a long night of talks mediated by the United States" India and Pakistan had agreed to a full and immediate ceasefire. India's foreign secretary Vikram Misri later confirmed that the two militaries' directors general had agreed to stop firing from 17:00 IST, but said no third party had brokered it.|Reports the May 10, 2025 ceasefire as done.
5|K|op-ed|After Pahalgam, restraint is not weakness|India has already put the Indus Waters Treaty in abeyance, expelled Pakistani military advisers and shut the Attari crossing. A military response now looks likely. The aim should be to punish the groups behind the attack without handing Pakistan's army the war it may want.|Earlier facts and an opinion about what may come.
1|L|timeline|India-Pakistan crisis 2025: a timeline|April 22: militants kill 26 at Pahalgam. April 23: India holds the Indus Waters Treaty in abeyance. May 7: Operation Sindoor strikes. May 8-9: drone and artillery exchanges along the Line of Control. May 10, 2025: ceasefire announced. May 12, 2025: military hotline talks; Modi addresses the nation.|Reports events of May 8-12, 2025 as done.
3|K|tv-transcript|Prime Time debate, transcript excerpt|ANCHOR: Tonight, two weeks after Pahalgam, the question is not whether India responds but when. The UN Security Council held closed consultations on Monday and produced nothing. GUEST 1: Pakistan's test of an Abdali missile on Saturday was a signal. GUEST 2: And the mock drills across 244 districts on Wednesday are another.|Events before the cutoff and a scheduled drill.
1|L|agency-update|UPDATE 4-Indian shares jump as weekend ceasefire holds|MUMBAI, May 12, 2025 - Indian shares posted their biggest one-day gain in more than four years on Monday, with the Sensex up about 3.7%, after India and Pakistan agreed on Saturday to halt hostilities. The rupee strengthened. (Adds analyst comment, closing levels)|Reports the May 10 ceasefire and the May 12, 2025 rally.
""",
    ),
    Q(
        "lg-gaza-hostages-release-2025-10",
        "Will Hamas release all living Israeli hostages held in Gaza by October 31, 2025?",
        "Resolves YES if, on or before October 31, 2025, Israel's government confirms that all hostages held in Gaza who are known to be alive have been returned. Resolves NO otherwise.",
        "2025-10-01",
        "2025-10-31",
        1,
        "geopolitics",
        """
1|K|qa-explainer|Q&A: what is in Trump's 20-point plan for Gaza?|What was announced? At the White House on September 29 Trump and Netanyahu presented a plan for an immediate ceasefire, the return of all hostages within 72 hours of Israel accepting it, and a technocratic Palestinian administration overseen by a "Board of Peace". Has Hamas agreed? Not yet; mediators in Qatar and Egypt have passed it on. What happens to Palestinian prisoners? Israel would free several hundred serving life terms and more than 1,000 detainees.|A plan not yet accepted and its conditions.
3|L|agency-flash|Hamas frees last 20 living hostages under Gaza deal|TEL AVIV/GAZA, Oct 13, 2025 - Hamas handed the last 20 living Israeli hostages to the Red Cross on Monday, under the first phase of a U.S.-brokered agreement, as Israel began releasing nearly 2,000 Palestinian prisoners and detainees. Crowds in Tel Aviv's Hostages Square cheered as the names were read out.|Reports the October 13, 2025 release as done.
2|K|op-ed|A plan is not a peace|The 20 points read like a wish list, and the hardest parts, disarmament, Israeli withdrawal, who governs Gaza, are left for later. Hamas will weigh whether giving up the hostages, its last card, is worth a ceasefire that Israel could walk away from as it did in March. Everyone should hope it says yes.|Opinion about a plan not yet accepted.
1|L|live-text|Hostage release day: live|07:30, Monday 13 October 2025 - The first seven hostages are handed to the Red Cross in northern Gaza. 10:10 - The remaining 13 are transferred in Khan Younis. 11:40 - Trump lands at Ben Gurion and heads to the Knesset. 14:05 - Buses carrying released Palestinian prisoners arrive in Ramallah.|Reports the October 13, 2025 release.
6|K|timeline|Two years of war in Gaza: a timeline|7 October 2023: Hamas-led attack on Israel; about 250 people taken hostage. November 2023: week-long truce. 19 January 2025: ceasefire takes effect. 18 March 2025: Israel resumes strikes. August 2025: famine confirmed in Gaza City. 9 September 2025: Israeli strike in Doha. Next: Netanyahu's White House visit on September 29, where a U.S. plan is expected to be presented.|Earlier facts and a pending response.
""",
    ),
    Q(
        "lg-ao-2025-sinner",
        "Will Jannik Sinner win the 2025 Australian Open men's singles title?",
        "Resolves YES if Jannik Sinner wins the men's singles final of the 2025 Australian Open, scheduled for January 26, 2025. Resolves NO otherwise.",
        "2025-01-10",
        "2025-01-26",
        1,
        "sports",
        """
4|K|preview|Australian Open 2025 men's preview: Sinner the man to beat|The defending champion arrives with a 2024 record of 73-6 and a WADA appeal that the Court of Arbitration for Sport is expected to hear in April. Djokovic has hired Andy Murray as coach; Alcaraz is chasing a career Grand Slam. The men's final is on Sunday, January 26.|A preview of a scheduled final.
2|L|match-report|Sinner retains title with straight-sets win over Zverev|MELBOURNE, 26 January 2025 - Jannik Sinner won his third major title and second straight Australian Open, beating Alexander Zverev 6-3 7-6(4) 6-3 on Rod Laver Arena. Zverev, the second seed, lost his third Grand Slam final.|Reports the January 26, 2025 final.
1|L|live-text|Australian Open men's final: live|Third set, 5-3 Sinner: Zverev holds, just. ... Game, set and match Sinner! It's 6-3 7-6 6-3 in two hours and 42 minutes on Sunday, January 26, 2025. The first Italian to win three majors. Zverev: "You're the best player in the world, by a margin."|Reports the January 26, 2025 final.
6|K|qa-explainer|Australian Open 2025: dates, draw and how to watch|Qualifying runs January 6-9 and the draw is on Thursday, January 9. Main-draw play begins on Sunday, January 12. The women's final is on Saturday, January 25 and the men's final on Sunday, January 26, both at 7:30pm local time.|A schedule.
3|K|podcast-transcript|The Tennis Hour: season preview (transcript)|HOST 1: Final prediction for Melbourne. HOST 2: Sinner over Alcaraz on the 26th, and I don't think it's close. HOST 1: You're not worried about the doping case? HOST 2: The hearing isn't until April. On the court he's the most reliable player in the world.|A prediction about a future final.
1|L|newsletter|The Serve, Monday edition|Two champions, one weekend. Madison Keys won her first major on Jan. 25, 2025, beating Aryna Sabalenka in three sets. A day later Sinner made it back-to-back Melbourne titles. Coming up: the Davis Cup qualifiers and Sinner's appeal hearing.|Reports the January 25 and 26, 2025 finals.
""",
    ),
    Q(
        "lg-rg-2025-alcaraz",
        "Will Carlos Alcaraz win the 2025 French Open men's singles title?",
        "Resolves YES if Carlos Alcaraz wins the men's singles final at Roland Garros, scheduled for June 8, 2025. Resolves NO otherwise.",
        "2025-05-23",
        "2025-06-08",
        1,
        "sports",
        """
3|K|preview|Roland Garros 2025: men's preview|Alcaraz, the defending champion, beat Sinner in the Rome final on May 18, Sinner's first tournament back from his three-month suspension. As the top two seeds they can meet only in the final on June 8. Djokovic, now with 100 titles in sight, is in Sinner's half.|Earlier results and a seeded schedule.
2|L|live-text|Roland Garros final live: Alcaraz v Sinner|Fourth set, Sinner serving at 5-3, 0-40: three championship points for Sinner ... Alcaraz saves all three! ... Fifth-set tiebreak: 10-2 Alcaraz! Court Philippe-Chatrier, 8 June 2025, after five hours and 29 minutes. He comes back from two sets down.|Reports the June 8, 2025 final.
1|L|match-report|Alcaraz saves three match points to beat Sinner in longest Paris final|PARIS, June 8, 2025 - Carlos Alcaraz beat Jannik Sinner 4-6 6-7(4) 6-4 7-6(3) 7-6(10-2) to retain the French Open title, saving three championship points in the fourth set. It was his fifth major title and the longest final in the tournament's history.|Reports the June 8, 2025 final.
5|K|tv-transcript|Studio chat before Paris (transcript)|PRESENTER: What did Rome tell us? PUNDIT: That Sinner is match-sharp already, and that Alcaraz still has the answer on clay. If they meet in the final two weeks from Sunday I'd take Carlos, but only just. PRESENTER: And the women? PUNDIT: Sabalenka, Swiatek, Gauff, in some order.|Commentary about a future final; past results precede the cutoff.
1|K|op-ed|Tennis needs this rivalry to be real|Between them Sinner and Alcaraz have won the last five majors. That is either the start of the sport's next great rivalry or a duopoly that will bore casual fans by 2027. What it needs is a final in Paris on June 8 that lives up to the billing.|An opinion naming a future final.
2|L|correction-note|Alcaraz wins epic final (corrected)|Correction, June 9, 2025: An earlier version of this story said the men's final on Sunday, June 8, 2025 was the longest Grand Slam final ever played. It was the longest French Open final; the longest major final remains the 2012 Australian Open final.|An appended correction reporting the June 8, 2025 final.
""",
    ),
    Q(
        "lg-ncaa-2025-florida",
        "Will Florida win the 2025 NCAA Division I men's basketball championship?",
        "Resolves YES if the Florida Gators win the national championship game scheduled for April 7, 2025, in San Antonio. Resolves NO otherwise.",
        "2025-03-17",
        "2025-04-08",
        1,
        "sports",
        """
1|K|preview|Selection Sunday: Florida earns a No. 1 seed|Fresh from beating Tennessee for the SEC tournament title on Sunday, Florida was named a No. 1 seed alongside Auburn, Duke and Houston. The First Four tips off on March 18 in Dayton, the Final Four is on April 5 in San Antonio and the title game on Monday, April 7.|A seeding before the cutoff and a schedule.
2|L|live-text|National championship live: Florida vs Houston|2H 1:59 - Houston 63, Florida 60. 2H 0:46 - Florida goes ahead 64-63 at the free-throw line. 2H 0:19 - Houston can't get a shot off. FINAL: Florida 65, Houston 63, Monday, April 7, 2025. The Gators came back from 12 down.|Reports the April 7, 2025 final.
4|K|qa-explainer|How to fill out your bracket: a Q&A|How often do No. 1 seeds win it all? More often than any other line, but all four have reached the Final Four only a handful of times. Should I pick a 12-5 upset? History says at least one. When is the deadline? Most pools lock at tip-off on Thursday, March 20.|General history and a deadline.
1|L|agency-flash|Florida edges Houston 65-63 for third national title|SAN ANTONIO, April 7, 2025 - Florida rallied from a 12-point second-half deficit to beat Houston 65-63 and win the NCAA men's championship, its first since 2007. Walter Clayton Jr. was named most outstanding player of the Final Four.|Reports the April 7, 2025 final.
6|K|newsletter|Sports AM, Tuesday|The SEC could land a record number of tournament bids on Sunday, with as many as 14 teams on the bubble or better. Florida, Auburn and Alabama all have a claim to a top seed. Also: spring training injuries, and the Champions League last 16 second legs.|A preview of a future selection.
""",
    ),
    Q(
        "lg-ryder-cup-2025-europe",
        "Will Europe win the 2025 Ryder Cup at Bethpage Black?",
        "Resolves YES if Team Europe finishes the 2025 Ryder Cup, held September 26-28, 2025 at Bethpage Black, with more than 14 points. Resolves NO otherwise.",
        "2025-09-10",
        "2025-09-28",
        1,
        "sports",
        """
4|K|preview|Ryder Cup at Bethpage: the captains have picked|Keegan Bradley passed over himself as a playing captain and named his six picks in late August; Luke Donald kept faith with almost all of the side that won in Rome in 2023. The matches start with Friday foursomes on Sept. 26, and the U.S. are slight favourites at home.|Earlier facts and a scheduled event.
2|L|live-text|Ryder Cup Sunday singles: live|15:10 - The U.S. have won five of the first seven singles; Europe's lead is down to three. 15:52 - Lowry holes from eight feet at 18! Europe retain the cup. 16:20 - Hatton halves his match. It finishes Europe 15, USA 13 on Sunday, 28 September 2025.|Reports the September 28, 2025 result.
7|K|qa-explainer|Ryder Cup 2025: format, tee times and tickets|Friday and Saturday each have four foursomes and four fourballs, Sunday has 12 singles. The holder, Europe, needs 14 points to retain the cup and 14.5 to win it. Gates at Bethpage open at 5am; the first tee shot on Friday, September 26, is scheduled for 7:10am ET.|Rules and a schedule.
1|L|op-ed|The Bethpage crowd shamed American golf|What happened on Long Island over the weekend of Sept. 26-28, 2025, was not home advantage. Europe won 15-13 in spite of chants, insults and a thrown drink, and its players deserved better from a sport that likes to lecture everyone else about etiquette.|Reports the September 2025 match as done.
3|K|podcast-transcript|Golf Chat: Ryder Cup preview (transcript)|GUEST: The Americans have lost one home Ryder Cup since 2012, and Bethpage is a brute, long rough, long par fours, which suits them. HOST: And the crowd. GUEST: It will be the loudest ever. I think the U.S. wins by two, but I wouldn't bet my house on it.|A prediction about a future event.
1|L|newsletter|Golf Monday|Europe's 15-13 win at Bethpage on 28 September 2025 was its first Ryder Cup victory on American soil since Medinah in 2012. Donald, who captained both Rome and New York, is the first European captain to win twice in a row. Inside: what now for Bradley, and the DP World Tour finale.|Reports the September 28, 2025 result.
""",
    ),
    Q(
        "lg-wtc-final-2025-australia",
        "Will Australia win the 2025 ICC World Test Championship final at Lord's?",
        "Resolves YES if Australia wins the World Test Championship final against South Africa, played from June 11, 2025 at Lord's (reserve day June 16). Resolves NO if South Africa wins or the match is drawn.",
        "2025-05-28",
        "2025-06-15",
        0,
        "sports",
        """
3|K|preview|WTC final: Australia start as favourites at Lord's|The holders have Cummins, Starc and Hazlewood fit, while South Africa reached the final with a run of seven straight Test wins but against modest opposition. Play begins on Wednesday, June 11, and the ICC has set aside June 16 as a reserve day. Australia have won ICC finals at a canter in recent years.|A preview of a scheduled match.
1|L|match-report|Markram century takes South Africa to first ICC title in 27 years|LORD'S, June 14, 2025 - Aiden Markram's 136 carried South Africa to a five-wicket win over Australia on the fourth day of the World Test Championship final, the country's first major ICC trophy since 1998. Temba Bavuma, batting with a hamstring strain, made 66.|Reports the June 14, 2025 result.
2|L|live-text|WTC final, day four: ball by ball|83.1: Starc to Bedingham, pushed for a single. 83.4: Verreynne clips it through midwicket... that's it! South Africa win by five wickets at Lord's, Saturday 14 June 2025. Bavuma is on the balcony in tears. Rabada finishes with nine wickets in the match.|Reports the June 14, 2025 result.
6|K|press-release|ICC names officials for the World Test Championship final|The International Cricket Council has appointed Chris Gaffaney and Richard Illingworth as on-field umpires for the final between Australia and South Africa at Lord's from 11-15 June 2025, with 16 June as a reserve day. The winning team will receive prize money of $3.6 million.|A schedule and appointments.
4|K|op-ed|The Test Championship still needs fixing|A one-off final at Lord's after a two-year cycle in which teams played different numbers of matches is a strange way to crown a champion. Whatever happens from 11 June, the ICC should use the next cycle to fix the points and scheduling mess.|An opinion naming a future match.
1|L|newsletter|The Cricket Letter, Monday|Temba Bavuma's side are world Test champions, having finished off Australia inside four days at Lord's on 14 June 2025. It ends 27 years without a senior ICC trophy. Next up for Australia: three Tests in the West Indies from June 25.|Reports the June 14 result.
""",
    ),
    Q(
        "lg-fa-cup-2025-man-city",
        "Will Manchester City win the 2025 FA Cup final?",
        "Resolves YES if Manchester City win the FA Cup final against Crystal Palace at Wembley, scheduled for May 17, 2025. Resolves NO otherwise.",
        "2025-05-02",
        "2025-05-17",
        0,
        "sports",
        """
4|K|match-report|Palace thrash Villa to set up Wembley final with City|Crystal Palace beat Aston Villa 3-0 at Wembley on Sunday, two goals from Eberechi Eze and one from Ismaila Sarr, a day after Manchester City beat Nottingham Forest 2-0. Palace, who lost the 1990 and 2016 finals, meet City on May 17.|Semi-final results before the cutoff and a scheduled final.
2|L|live-text|FA Cup final live: Crystal Palace v Manchester City|16' GOAL! Eze finishes a quick counter-attack with a low shot. Palace 1-0. 33' Penalty to City after a foul on Bernardo. 36' SAVED! Henderson dives left to stop Marmoush. 90+7' Full time, Saturday 17 May 2025: Crystal Palace 1-0 Manchester City. Palace win a major trophy for the first time.|Reports the May 17, 2025 final.
1|L|agency-flash|Palace stun City to win first major trophy|LONDON, May 17, 2025 - Crystal Palace beat Manchester City 1-0 in the FA Cup final at Wembley on Saturday, Eberechi Eze scoring in the 16th minute and Dean Henderson saving a penalty, to win the first major honour in the club's 119-year history.|Reports the May 17, 2025 final.
5|K|qa-explainer|FA Cup final 2025: kick-off time, tickets and TV|When is it? Saturday 17 May, kick-off 4.30pm at Wembley. Who is on TV? The BBC and ITV both show it live. How many tickets does each club get? About 30,000. Will there be extra time? Yes, then penalties if it is still level.|A schedule and rules.
3|K|newsletter|The Football Briefing|Guardiola says the Cup can still save a bad season, and City's run-in includes Wolves and Southampton before Wembley. Palace's Glasner has his strongest squad of the year. Elsewhere: Liverpool's title party, and the Europa League semi-finals on Thursday.|Previews of future matches; the title party precedes the cutoff.
""",
    ),
    Q(
        "lg-nvidia-q1fy26-revenue",
        "Will Nvidia report revenue above $43 billion for its first quarter of fiscal 2026?",
        "Resolves YES if Nvidia's earnings release for the quarter ended April 27, 2025, expected on May 28, 2025, reports revenue above $43.0 billion. Resolves NO otherwise.",
        "2025-05-09",
        "2025-05-28",
        1,
        "earnings",
        """
4|K|press-release|NVIDIA announces date of first-quarter fiscal 2026 financial results|NVIDIA will host a conference call on Wednesday, May 28, 2025, at 2 p.m. PT (5 p.m. ET) to discuss its financial results for the first quarter of fiscal year 2026, which ended April 27, 2025. A live webcast will be available on the company's investor relations website.|A scheduled release.
2|L|agency-flash|Nvidia Q1 revenue $44.06 bln vs $43.3 bln est; guides Q2 $45 bln|May 28, 2025 - Nvidia reported first-quarter revenue of $44.06 billion, up 69% from a year earlier, and took a $4.5 billion charge on H20 chips it can no longer sell to China. It forecast second-quarter revenue of $45 billion, plus or minus 2%, which it said excludes about $8 billion of lost H20 sales. Shares rose 4% after hours.|Reports the May 28, 2025 results.
1|L|market-wrap|Wall Street wrap: Nasdaq gains as Nvidia shrugs off China hit|Stocks edged higher on Thursday, May 29, 2025, with Nvidia up about 3% after results that beat forecasts despite export curbs. A trade court ruling against most of Trump's tariffs added to the early rally before it faded. S&P 500 +0.4%, Nasdaq +0.4%, Dow +0.3%.|Reports the May 29, 2025 session and the results.
6|K|op-ed|The H20 ban is a $5.5 billion warning|Nvidia said in April that it would book a charge of up to $5.5 billion after Washington required a licence for H20 shipments to China. Investors have treated that as a one-off. It is not: it is a sign that a fifth of the company's market can disappear with a letter from the Commerce Department.|An earlier fact and an opinion.
3|K|podcast-transcript|Earnings Week Ahead (transcript)|HOST: Nvidia guided to $43 billion, plus or minus two percent, and reports on May 28 after the bell. GUEST: The whisper is $44 to 45. The question is what they say about China in the guide, because the H20 charge lands this quarter. HOST: And Blackwell? GUEST: Supply, not demand, is the limit.|Guidance, a scheduled report and expectations.
""",
    ),
    Q(
        "lg-tesla-q1-2025-deliveries",
        "Will Tesla report more than 400,000 vehicle deliveries for the first quarter of 2025?",
        "Resolves YES if Tesla's production and deliveries report for Q1 2025, expected in early April 2025, states total deliveries above 400,000. Resolves NO otherwise.",
        "2025-03-17",
        "2025-04-02",
        0,
        "earnings",
        """
5|K|newsletter|EV Weekly: the numbers that matter|Tesla's European registrations fell by almost half in January and kept falling in February, according to industry data. Analysts who expected first-quarter deliveries above 400,000 in December now cluster around 380,000 to 390,000. Tesla publishes its Q1 production and deliveries report around April 2.|Earlier data, forecasts and a scheduled report.
2|L|agency-update|UPDATE 2-Tesla first-quarter deliveries slump 13% as Model Y changeover, backlash bite|AUSTIN, April 2, 2025 - Tesla delivered 336,681 vehicles in the first quarter, down 13% from a year earlier and well below analysts' estimates, as factories retooled for the new Model Y and protests against Elon Musk's government role spread. Production was 362,615.|Reports the April 2, 2025 delivery figures.
1|L|market-wrap|Tesla climbs despite delivery miss on Musk report|Tesla shares rose about 5% on Wednesday, April 2, 2025, even after first-quarter deliveries of 336,681 missed estimates, as a report said Musk would soon step back from his government role. After the bell, the president's tariff announcement sent futures sharply lower.|Reports the April 2, 2025 figures and market moves.
8|K|qa-explainer|Why is Tesla stock down more than 40% from its December record?|When was the peak? The shares closed at a record on December 17. What changed? Weak European sales, the Model Y changeover and boycotts tied to Musk's role in the administration. What's next? The Q1 deliveries report in early April and earnings in late April, where investors want robotaxi details.|Earlier facts and scheduled reports.
3|K|tv-transcript|Closing Bell interview, transcript excerpt|HOST: Where are you for Q1? ANALYST: We're at 360, maybe 370 thousand. The new Model Y ramp started in March, so the quarter is really two months. HOST: That's well below the street. ANALYST: The street will come down before the report in the first days of April.|A forecast of a future report.
1|L|timeline|Tesla's 2025, quarter by quarter|Q1: 336,681 deliveries, reported April 2, 2025, down 13%. Q2: 384,122, reported July 2, 2025, down 13.5%. Q3: a record 497,099, reported Oct. 2, 2025, as U.S. buyers rushed ahead of the end of the federal EV tax credit.|Reports the April 2025 and later delivery figures.
""",
    ),
    Q(
        "lg-sp500-bear-close-2025-04",
        "Will the S&P 500 close at least 20% below its February 19, 2025 record close at any point by April 30, 2025?",
        "Resolves YES if any S&P 500 daily close from the question's opening through April 30, 2025 is at or below 4,915.32, that is 20% below the record close of 6,144.15 on February 19, 2025. Intraday levels do not count. Resolves NO otherwise.",
        "2025-04-01",
        "2025-04-30",
        0,
        "crypto_markets",
        """
4|K|market-wrap|Stocks end March near lows; tariff day looms|The S&P 500 is on course for its worst month since 2022, having closed 10% below its February 19 record on March 13 to confirm a correction. Traders are bracing for the president's reciprocal tariff announcement on Wednesday, April 2, which the White House is calling Liberation Day. VIX 21.|Earlier facts and a scheduled announcement.
2|L|market-wrap|Wall Street's worst two days since 2020|The S&P 500 fell 6% on Friday, April 4, 2025, after China retaliated with 34% tariffs, following a 4.8% drop on Thursday. About $5 trillion of market value has gone in two sessions. The Nasdaq closed in a bear market, more than 20% below its December record; the S&P 500 is 17% below its own.|Reports the April 3-4, 2025 falls.
1|L|agency-flash|S&P 500 soars 9.5% after Trump pauses tariffs|NEW YORK, April 9, 2025 - The S&P 500 jumped 9.5%, its biggest one-day gain since 2008, after President Trump announced a 90-day pause on most of his new country-specific tariffs, while raising the levy on China. The index had closed 18.9% below its record on Tuesday.|Reports the April 8 and 9, 2025 closes.
6|K|qa-explainer|What is a bear market, and how close are we?|A bear market is usually defined as a close 20% or more below the latest record close; a correction is 10%. The S&P 500 hit its record on February 19 at 6,144 and entered a correction on March 13. For a bear market it would need to close below about 4,915. Bear markets since 1950 have lasted a little over a year on average.|Definitions, earlier facts and a threshold.
3|K|newsletter|Five things to know: Liberation Day edition|1. Trump will unveil "reciprocal" tariffs in the Rose Garden on Wednesday, April 2, at 4pm ET. 2. Auto tariffs of 25% start April 3. 3. The jobs report is Friday. 4. Gold hit another record. 5. The S&P 500 is down about 5% for the year going into the second quarter.|Scheduled events and earlier facts.
1|L|timeline|The tariff sell-off, day by day|April 2: tariffs announced after the close. April 3: S&P 500 -4.8%. April 4: -6.0%. April 7: down as much as 21% from the record intraday, then almost flat at the close. April 8: lowest close, 4,982.77, 18.9% below the record. April 9, 2025: 90-day pause, S&P 500 +9.5%.|Reports the April 2025 market moves as done.
""",
    ),
    Q(
        "lg-bitcoin-120k-2025-07",
        "Will bitcoin trade above $120,000 at any time by July 31, 2025?",
        "Resolves YES if the BTC/USD price on a major spot exchange trades above $120,000 at any time between the question's opening and July 31, 2025 (UTC). Resolves NO otherwise.",
        "2025-07-01",
        "2025-07-31",
        1,
        "crypto_markets",
        """
3|K|market-wrap|Crypto wrap: bitcoin hovers near $107,000 as quarter ends|Bitcoin traded around $107,000 on Friday, a few percent below its record of almost $112,000 set on May 22. Corporate treasury buyers kept adding coins, and options desks said July calls at $120,000 were the most popular strike. Ether lagged at about $2,450.|Earlier prices and positioning.
2|L|agency-flash|Bitcoin tops $120,000 for the first time|July 14, 2025 - Bitcoin rose above $120,000 for the first time on Monday, reaching about $123,000, as U.S. lawmakers began a week of votes on crypto legislation and inflows into spot bitcoin ETFs continued. It has gained about 30% this year.|Reports the July 14, 2025 record.
1|L|social-post-quote|Bitcoin's $120,000 day, in posts|Strategy's chairman posted a chart of the company's holdings with a single word, "Onward," as bitcoin broke $120,000 on Monday, 14 July 2025. A Republican senator wrote that the market was "voting for clarity." Skeptics were quieter than usual; one economist asked what, exactly, had changed since Friday.|Reports the July 14, 2025 price.
5|K|podcast-transcript|On the Chain, episode 88 (transcript)|HOST: So are we getting 120 this summer? GUEST: I think by the end of July, yes, if the stablecoin bill gets through the House. There's a lot of corporate buying that doesn't care about price. HOST: And if it doesn't? GUEST: Then we chop between 100 and 110 until September.|A forecast of future prices.
8|K|op-ed|Bitcoin's boring rally|The most striking thing about bitcoin at $105,000 is how little anyone seems excited. Volatility is at multi-year lows, retail volumes are thin, and the buyers are listed companies issuing stock to buy coins. That may be what maturity looks like, or it may be the quiet before a nasty surprise.|An opinion with earlier facts.
1|L|market-wrap|Crypto month in review|Bitcoin's July 2025 high of about $123,000 came in the middle of the month, as the House worked through its crypto bills, and the price held above $115,000 for most of the weeks that followed. Ether did better still, gaining almost 50% in the month.|Reports the July 2025 high.
""",
    ),
    Q(
        "lg-us-gdp-2025-q1-negative",
        "Will the BEA's advance estimate show US real GDP shrinking in the first quarter of 2025?",
        "Resolves YES if the Bureau of Economic Analysis advance estimate of Q1 2025 GDP, scheduled for April 30, 2025, shows a negative annualized rate of real GDP growth. Resolves NO otherwise.",
        "2025-04-14",
        "2025-04-30",
        1,
        "macro_data",
        """
4|K|qa-explainer|Is the US heading for a contraction? What GDPNow says|Why is the Atlanta Fed model negative? Because imports, especially of gold, surged in January and February as firms rushed to beat tariffs, and imports subtract from GDP. Does that mean recession? No. When do we find out? The BEA's advance estimate is due on April 30 at 8:30 a.m. ET.|A model estimate and a scheduled release.
2|L|agency-flash|US economy shrinks 0.3% in first quarter as imports surge ahead of tariffs|WASHINGTON, April 30, 2025 - U.S. gross domestic product fell at a 0.3% annualized rate in the first quarter, the first contraction in three years, the Commerce Department said on Wednesday, as businesses imported goods at the fastest pace since 2020 to get ahead of tariffs. Consumer spending grew 1.8%.|Reports the April 30, 2025 estimate.
1|L|social-post-quote|Trump blames predecessor for GDP drop|In a post on Truth Social on Wednesday, April 30, 2025, President Trump said the first-quarter contraction was a hangover from the previous administration and urged patience, saying the boom would come once tariffs took effect. Democrats said the number was the first bill for his trade war.|Reports the April 30, 2025 estimate and reaction.
6|K|press-release|BEA release schedule, spring 2025|Gross Domestic Product (Advance Estimate), 1st Quarter 2025: April 30, 2025, 8:30 a.m. Personal Income and Outlays, March 2025: April 30, 2025, 10:00 a.m. GDP (Second Estimate), 1st Quarter 2025: May 29, 2025. Release dates are subject to change.|A schedule of future releases.
3|K|op-ed|A negative GDP print would not mean recession|If the April 30 report shows the economy shrinking, as the models now suggest, the cause will be a surge of imports pulled forward by tariff fears, not collapsing demand. Final sales to private domestic purchasers are what to watch, and they have held up.|A conditional opinion about a future release.
1|L|correction-note|US economy shrinks in first quarter (updated)|Update, May 29, 2025: The Bureau of Economic Analysis's second estimate, published today, revised the first-quarter contraction to an annualized 0.2% from 0.3%. Business investment was revised lower and consumer spending was also cut. This article was first published on April 30, 2025.|Reports the April 30 and May 29, 2025 estimates.
""",
    ),
    Q(
        "lg-le-pen-ineligibility-2025",
        "Will the Paris criminal court bar Marine Le Pen from standing for office with immediate effect in its verdict of March 31, 2025?",
        "Resolves YES if the court's judgment in the European Parliament assistants case, due on March 31, 2025, convicts Le Pen and imposes an ineligibility penalty with provisional execution (applying despite appeal). Resolves NO otherwise.",
        "2025-03-14",
        "2025-03-31",
        1,
        "court_rulings",
        """
5|K|qa-explainer|Le Pen verdict: what is at stake on March 31|What is she accused of? Using European Parliament funds to pay party staff between 2004 and 2016. What did prosecutors ask for? Five years' prison, two of them firm, and five years' ineligibility with provisional execution. Why does that matter? Without it, an appeal would suspend the ban and she could run in 2027.|The charges, a request before the cutoff and a future verdict.
2|L|live-text|Le Pen verdict: live|10:00, Monday 31 March 2025 - Marine Le Pen arrives at the Paris criminal court. 10:45 - The presiding judge says she is guilty of embezzlement. 11:02 - Le Pen leaves the courtroom before the sentence is read. 11:40 - Five years' ineligibility, with immediate effect. She cannot run in 2027 unless an appeal succeeds in time.|Reports the March 31, 2025 verdict.
1|L|agency-update|UPDATE 5-France's Le Pen barred from 2027 race after embezzlement conviction|PARIS, March 31, 2025 - A Paris court found Marine Le Pen guilty of embezzling EU funds and barred her from running for public office for five years with immediate effect, a ruling that upends the 2027 presidential race. She was also sentenced to four years in prison, two suspended and two to be served with an electronic tag, and fined 100,000 euros.|Reports the March 31, 2025 verdict.
7|K|op-ed|Judges should not pick France's next president|Whatever the merits of the case, a ban applied before appeal would let a first-instance court decide who may stand in 2027. The judges will rule on 31 March; they should leave the voters the last word.|An opinion about a future ruling.
3|K|tv-transcript|Sunday politics interview (transcript)|PRESENTER: If the court bars her on the 31st, are you the candidate? BARDELLA: Marine Le Pen is our candidate. We will respect the justice system, and we will see the decision on March 31. PRESENTER: But you've prepared for it. BARDELLA: We prepare for everything.|A statement about a future ruling.
1|L|timeline|Le Pen's legal saga: a timeline|30 September 2024: trial opens. 13 November 2024: prosecutors ask for five years' ineligibility with provisional execution. 31 March 2025: Le Pen convicted and barred with immediate effect. 1 April 2025: the Paris appeal court says it will rule in the summer of 2026.|Reports the March 31 and April 1, 2025 events.
""",
    ),
    Q(
        "lg-combs-rico-conviction-2025",
        "Will Sean Combs be convicted of racketeering conspiracy by July 15, 2025?",
        "Resolves YES if, on or before July 15, 2025, the jury in United States v. Combs (S.D.N.Y.) returns a guilty verdict on the racketeering conspiracy count. Resolves NO otherwise.",
        "2025-06-20",
        "2025-07-15",
        0,
        "court_rulings",
        """
4|K|what-we-know|Combs trial: what we know as the prosecution nears its end|Prosecutors have called more than 30 witnesses since opening statements on May 12, including Cassie Ventura and a woman testifying as "Jane." They say they expect to rest their case next week. The defense has not said whether Combs will testify. Closing arguments could begin in the last week of June.|The trial's course before the cutoff and expected dates.
2|L|agency-flash|Combs acquitted of racketeering, sex trafficking; convicted on prostitution-related counts|NEW YORK, July 2, 2025 - A federal jury acquitted Sean "Diddy" Combs of racketeering conspiracy and two counts of sex trafficking on Wednesday but found him guilty on two counts of transportation to engage in prostitution. The judge later denied his request for release on bail.|Reports the July 2, 2025 verdict.
1|L|tv-transcript|Outside the courthouse: live coverage (transcript)|ANCHOR: It's just after 11 a.m. on Wednesday, July 2, 2025, and the jury in the Combs case has a verdict on all five counts. CORRESPONDENT: Not guilty on racketeering. Not guilty on both sex trafficking counts. Guilty on the two Mann Act counts. There was an audible gasp, and Combs put his hands together and looked toward the jury.|Reports the July 2, 2025 verdict.
6|K|qa-explainer|What is a RICO charge, and why use one against Combs?|The Racketeer Influenced and Corrupt Organizations Act lets prosecutors charge a pattern of crimes committed through an "enterprise." Here they say Combs's businesses and staff were that enterprise. It is a harder charge to prove than the individual counts, and the jury must agree on at least two predicate acts.|An explanation without later events.
3|K|podcast-transcript|Court Watch (transcript excerpt)|HOST: If closings happen the week of the 23rd, when does the jury get it? GUEST: Realistically, June 30 or the first of July. And RICO is the count the jury will struggle with, because the government has to prove an enterprise, not just bad acts. HOST: So a split verdict is possible. GUEST: Very possible.|A forecast of a future verdict.
1|L|editors-note|The rise of Sean Combs (editor's note appended)|Editor's note, July 3, 2025: Since this profile was first published, a jury on July 2, 2025 acquitted Combs of racketeering conspiracy and sex trafficking and convicted him on two counts of transportation to engage in prostitution. He remains in custody pending sentencing.|An appended note reporting the July 2, 2025 verdict.
""",
    ),
    Q(
        "lg-google-chrome-divestiture-2025",
        "Will the court order Google to divest Chrome in the US search antitrust remedies ruling by September 30, 2025?",
        "Resolves YES if, on or before September 30, 2025, Judge Amit Mehta's remedies decision in United States v. Google (D.D.C.) orders Google to sell or spin off its Chrome browser. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-30",
        0,
        "court_rulings",
        """
3|K|qa-explainer|Google's search remedies: what the judge could order|What does the Justice Department want? A sale of Chrome, an end to default-search payments, and data sharing with rivals. What does Google offer? Looser contracts, no divestiture. When is the decision? Judge Mehta has said he hopes to rule by the end of the summer. What about Android? The department wants an Android sale only as a fallback if other remedies fail.|Proposals and an expected ruling.
2|L|agency-flash|Judge rejects Chrome sale in Google search case|WASHINGTON, Sept 2, 2025 - A federal judge ruled on Tuesday that Google does not have to sell its Chrome browser, but barred it from exclusive contracts for search and ordered it to share some search data with competitors, a remedy far milder than the Justice Department sought.|Reports the September 2, 2025 ruling.
1|L|market-wrap|Alphabet jumps 9% as ruling spares Chrome; Apple rises|Alphabet shares rose about 9% to a record on Wednesday, September 3, 2025, after the remedies decision left Chrome and Android in Google's hands and allowed it to keep paying Apple for default placement. Apple gained about 4%. The Nasdaq closed higher.|Reports the September 2, 2025 ruling and market moves.
8|K|op-ed|Perplexity's bid for Chrome is a stunt. It also makes a point|An AI start-up offering $34.5 billion for a browser it could not possibly afford is not a serious offer. But it reminds the court that a buyer would exist, and that is exactly the argument Google has spent a year trying to defeat.|An opinion about an earlier offer and a pending case.
5|K|newsletter|Tech Brief, Wednesday|The Google ruling could land any day: Judge Mehta heard closing arguments on May 30 and has been quiet since. Also: Nvidia reports next week; Apple's event invites are expected soon; and the EU's AI code of practice has new signatories.|Expectations about a pending ruling and scheduled events.
1|L|podcast-transcript|Tech Policy Weekly, episode 140 (transcript)|[00:02:10] HOST: So the big one. Mehta ruled on Sept. 2, 2025 and Google keeps Chrome. [00:02:18] GUEST: Keeps Chrome, keeps Android, keeps paying Apple, just not exclusively. The judge basically said generative AI changed the market since the trial. [00:02:40] HOST: The DOJ must be furious. GUEST: They got data sharing. That's about it.|Reports the September 2 ruling.
""",
    ),
    Q(
        "lg-obbba-signed-july4-2025",
        "Will the One Big Beautiful Bill Act be signed into law by July 4, 2025?",
        "Resolves YES if the President signs the budget reconciliation bill known as the One Big Beautiful Bill Act (H.R. 1, 119th Congress) into law on or before July 4, 2025. Resolves NO otherwise.",
        "2025-06-20",
        "2025-07-04",
        1,
        "legislation",
        """
3|K|what-we-know|The Senate's version of the megabill: what we know|Senate Finance released its text this week, with a deeper Medicaid provider-tax cut than the House's and a slower phase-out of clean-energy credits. The parliamentarian is still ruling on which provisions survive the Byrd rule. Majority Leader Thune wants a vote before the July 4 recess, and the president has called July 4 a deadline.|A bill in progress and a target date.
2|L|live-text|Megabill live: House passes Senate version|04:53, Thursday, July 3, 2025 - Jeffries ends a speech of 8 hours and 44 minutes, the longest in House history. 14:31 - The House passes the bill 218-214; Massie and Fitzpatrick vote no. 14:40 - The White House says the president will sign it on Independence Day.|Reports the July 3, 2025 vote as done.
1|L|agency-flash|Trump signs sweeping tax and spending bill into law|WASHINGTON, July 4, 2025 - President Trump signed his signature tax-cut and spending bill at a White House ceremony on Friday, making permanent the 2017 tax cuts and adding new ones on tips and overtime, while cutting Medicaid and food aid. The Senate passed it 51-50 on Tuesday with Vice President Vance breaking the tie.|Reports the July 1 and July 4, 2025 events.
6|K|press-release|Speaker's statement on the reconciliation bill|The House did its job on May 22, passing the One Big Beautiful Bill. We look forward to the Senate completing its work quickly so that the House can send this historic bill to the President's desk by the Fourth of July. Members should be prepared to return on short notice.|An earlier vote and a stated goal.
4|K|op-ed|The Medicaid cuts will haunt Republicans|The Congressional Budget Office estimates that the House bill would leave about 10 million more people uninsured by 2034. Senators who vote for a version that goes further should expect to hear about it in November 2026. There is still time to change it before the July deadline.|Projections and an opinion about a future vote.
""",
    ),
    Q(
        "lg-genius-act-signed-2025",
        "Will the GENIUS Act on payment stablecoins be signed into law by July 31, 2025?",
        "Resolves YES if the Guiding and Establishing National Innovation for U.S. Stablecoins Act is signed into law on or before July 31, 2025. Resolves NO otherwise.",
        "2025-06-30",
        "2025-07-31",
        1,
        "legislation",
        """
4|K|agency-update|UPDATE 1-Senate passes stablecoin bill in win for crypto industry|WASHINGTON, June 17 - The Senate voted 68-30 to pass the GENIUS Act, which would set federal rules for dollar-backed stablecoins, with 18 Democrats in support. The bill now goes to the House, where Financial Services Committee chair French Hill wants to pair it with a market-structure bill. The president has asked for it before the August recess.|A vote before the cutoff and a future step.
2|L|press-release|President signs GENIUS Act into law|July 18, 2025 - Today the President signed S. 1582, the GENIUS Act, at a ceremony in the East Room, establishing the first federal framework for payment stablecoins. The law requires one-to-one reserves in cash and short-term Treasuries and monthly public disclosure of reserves.|Reports the July 18, 2025 signing.
1|L|market-wrap|Crypto wrap: Circle and Coinbase climb as House passes stablecoin bill|Shares of Circle and Coinbase rose on Thursday, July 17, 2025, after the House voted 308-122 to pass the GENIUS Act and send it to the president, and also approved a separate market-structure bill. Ether rose above $3,400. Bitcoin was little changed near $119,000.|Reports the July 17, 2025 House vote.
6|K|qa-explainer|What the GENIUS Act would do|Who can issue a stablecoin? Banks' subsidiaries and licensed non-bank issuers. What backs it? Cash, deposits and Treasuries of 93 days or less, one for one. Who supervises? Issuers with more than $10 billion outstanding fall under federal regulators. When would it apply? Eighteen months after enactment, or 120 days after final rules.|An explanation of a pending bill.
3|K|op-ed|The stablecoin bill is a gift to Big Tech|The Senate bill keeps large tech companies out unless a committee of regulators agrees, but the exemption can be won. If the House passes it unchanged in July, as the White House wants, Congress will have handed payment rails to whoever has the most users.|An opinion about a future vote.
1|L|social-post-quote|Stablecoin law signed July 18, 2025: reactions in posts|Circle's chief executive posted a photo from the East Room on July 18 with the caption that dollar stablecoins were now part of U.S. law. Senator Warren wrote that Congress had just turbocharged crypto corruption. The Treasury secretary posted that the law would create demand for Treasuries.|Reports the July 18 signing in quoted posts.
""",
    ),
    Q(
        "lg-iphone-air-2025",
        "Will Apple announce an iPhone model named 'iPhone Air' by September 30, 2025?",
        "Resolves YES if Apple officially announces a smartphone with the product name 'iPhone Air' on or before September 30, 2025. Resolves NO otherwise.",
        "2025-08-28",
        "2025-09-30",
        1,
        "product_launch",
        """
1|K|press-release|Apple special event invitation|Apple will hold a special event on Tuesday, September 9, 2025, at 10 a.m. PDT at the Steve Jobs Theater in Cupertino. The event will be streamed on apple.com and the Apple TV app. The invitation's tagline reads "Awe dropping."|A scheduled event.
3|L|live-text|Apple event live blog|10:04 PT - Tim Cook opens with AirPods Pro 3. 10:28 - There it is: the iPhone Air, 5.6mm thin, titanium frame, one rear camera. 10:41 - iPhone 17 Pro in orange. 10:52 - Air from $999, preorders Friday. That's the show, Tuesday, September 9, 2025.|Reports the September 9, 2025 announcement.
2|K|qa-explainer|iPhone 17: what to expect|Will there be an iPhone 17 Plus? Reports say it is being replaced by an ultra-thin model that may be called "Air," though Apple has not confirmed any names. When? Apple usually holds its event in the second week of September and ships about ten days later. Price? Analysts expect the thin model to start near $899-$999.|Reports and expectations about a future event.
1|L|newsletter|Tech Morning, Wednesday|Apple introduced the iPhone Air on Sept. 9, 2025, its thinnest phone yet, alongside the iPhone 17 and 17 Pro. Preorders open Friday, Sept. 12, and phones arrive in stores on Sept. 19. Also today: Oracle's blowout guidance, and the EU's latest fine.|Reports the September 9, 2025 announcement.
5|K|podcast-transcript|Upgrade Talk (transcript excerpt)|HOST 1: So the thin phone, are they really calling it Air? HOST 2: Everything in the supply chain says yes, and it fits the iPad Air and MacBook Air. But Apple has changed names at the last minute before. HOST 1: We'll know on event day. HOST 2: Which is probably September 9 or 10.|Speculation about a future announcement.
""",
    ),
    Q(
        "lg-openai-open-weights-2025",
        "Will OpenAI release an open-weight language model by August 31, 2025?",
        "Resolves YES if, on or before August 31, 2025, OpenAI makes the weights of a new language model publicly downloadable. Resolves NO otherwise.",
        "2025-07-21",
        "2025-08-31",
        1,
        "product_launch",
        """
8|K|social-post-quote|OpenAI delays its open-weight model again|Sam Altman wrote on X on Friday that OpenAI needed more time to run safety tests on its planned open-weight model and review high-risk areas, adding that once weights are out they cannot be pulled back. He gave no new date. The model had already slipped from June.|A delay before the cutoff; no release is reported.
2|L|agency-flash|OpenAI releases first open-weight models since GPT-2|Aug 5, 2025 - OpenAI released two open-weight language models, gpt-oss-120b and gpt-oss-20b, under the Apache 2.0 licence, its first since GPT-2 in 2019. The company said the larger model runs on a single 80GB GPU and performs close to its o4-mini on reasoning tests.|Reports the August 5, 2025 release.
1|L|release-notes|Model release notes|2025-08-05 - gpt-oss-120b and gpt-oss-20b available for download from the model hub. Both are mixture-of-experts reasoning models with adjustable reasoning effort. Known issues: tool calling may need the new response format. 2025-08-07 - Quantized builds added.|Reports the August 5 and 7, 2025 releases.
4|K|op-ed|Open weights are OpenAI's cheapest apology|For years OpenAI told the world its models were too dangerous to release. Now, with DeepSeek and Qwen models everywhere, it promises an open one "soon". If it ships this summer, it will matter less for what it can do than for what it concedes.|An opinion about a promised release.
3|K|qa-explainer|Q&A: what OpenAI's open model will and won't be|What has OpenAI said? That it will release a reasoning model with open weights, better than any other open model. When? It has not given a date since the July delay. Will the training data be released? No. Will it be free to use commercially? A permissive licence has been hinted at but not confirmed.|Statements about a future release.
""",
    ),
    Q(
        "lg-new-glenn-orbit-2025",
        "Will Blue Origin's New Glenn reach orbit on its first launch by January 31, 2025?",
        "Resolves YES if the first New Glenn launch (NG-1) places its payload in orbit on or before January 31, 2025, whether or not the booster is recovered. Resolves NO otherwise.",
        "2025-01-06",
        "2025-01-31",
        1,
        "space",
        """
3|K|launch-status-page|NG-1 mission status|Vehicle: New Glenn. Payload: Blue Ring Pathfinder. Pad: Launch Complex 36, Cape Canaveral. Target: no earlier than January 10, 2025, window 1:00-4:00 a.m. EST. Booster landing attempt on the ship Jacklyn about 375 miles downrange. Weather: 60% favourable.|A launch target.
2|L|agency-flash|Blue Origin's New Glenn reaches orbit on first flight; booster lost|CAPE CANAVERAL, Jan 16, 2025 - Blue Origin's New Glenn rocket reached orbit on its first launch early on Thursday, but the first-stage booster was lost before it could attempt a landing at sea. The second stage carried a test version of the company's Blue Ring spacecraft.|Reports the January 16, 2025 launch.
1|L|live-text|New Glenn launch: live|02:03 EST, Thursday 16 January 2025 - LIFTOFF. 02:06 - Stage separation. 02:09 - Loss of booster telemetry during reentry. 02:16 - Second-stage engine cutoff; Blue Origin confirms orbit. Cheering in the control room at Kent.|Reports the January 16, 2025 launch.
5|K|op-ed|Blue Origin's decade of delay|New Glenn was announced in 2016 and promised for 2020. It has still not flown, and its first customers have bought rides elsewhere. If it reaches orbit this month, the company will have proved it can build a heavy rocket; proving it can fly often is a different problem.|An opinion with a conditional about a future launch.
1|K|social-post-quote|Blue Origin's posts before launch|The company's account shared video of a 24-second static fire on the pad, calling it the final major test, and said it was now targeting no earlier than January 10. Bezos reposted it with the line "Next up: space." Neither post named a launch time.|Posts about a completed test and a future launch.
1|L|correction-note|New Glenn flies at last (corrected)|Correction, January 17, 2025: An earlier version of this article said New Glenn's first stage landed on the recovery ship Jacklyn. The booster was lost during its descent on 16 January 2025; the upper stage reached orbit as planned.|An appended correction reporting the January 16, 2025 launch.
""",
    ),
    Q(
        "lg-starship-flight9-splashdown-2025",
        "Will the Starship upper stage on SpaceX's Flight 9 complete a controlled splashdown by May 31, 2025?",
        "Resolves YES if, on or before May 31, 2025, the Starship ship flown on Flight 9 survives reentry and performs a controlled splashdown in the Indian Ocean. Resolves NO otherwise.",
        "2025-05-15",
        "2025-05-31",
        0,
        "space",
        """
4|K|qa-explainer|Starship Flight 9: what's different this time|Why did the last two ships fail? Flight 7 on January 16 and Flight 8 on March 6 both lost their ships minutes after launch, to leaks and engine problems. What's new? The first reuse of a Super Heavy booster. When? SpaceX says it is targeting late May, pending a modified FAA licence.|Earlier failures and a target.
2|L|live-text|Starship Flight 9: live|18:36 CT, Tuesday, May 27, 2025 - Liftoff from Starbase. T+7:00 - The reused booster is lost during its landing-burn test. T+30:00 - The payload door won't open; no Starlink simulators deployed. T+46:00 - The ship is spinning after a fuel-tank leak. SpaceX: the ship was lost before reentry control.|Reports the May 27, 2025 flight.
1|L|agency-update|UPDATE 2-SpaceX loses Starship over Indian Ocean, third failed ship in a row|May 27, 2025 - SpaceX's Starship reached space on its ninth test flight but lost attitude control and broke up during reentry, the company said, the third consecutive flight that ended with the loss of the upper stage. Elon Musk said the next flights would come faster.|Reports the May 27, 2025 flight.
6|K|press-release|FAA statement on Starship Flight 9|The FAA is evaluating SpaceX's request to modify its launch licence for Flight 9 and is overseeing the Flight 8 mishap investigation. A return to flight depends on the FAA determining that SpaceX meets all safety, environmental and other licensing requirements. The agency will announce its determination.|A pending regulatory decision.
3|K|podcast-transcript|Orbital Mechanics, episode 301 (transcript)|HOST: Flight 9 is supposed to be the one where the ship finally gets to the Indian Ocean. GUEST: If they fix the propellant leaks. They've changed the feedlines twice. HOST: Odds? GUEST: Coin flip for splashdown, better than that for reaching space.|Speculation about a future flight.
""",
    ),
    Q(
        "lg-palisades-fire-containment-2025",
        "Will Cal Fire report the Palisades Fire as 100% contained by January 31, 2025?",
        "Resolves YES if Cal Fire's incident page reports the Palisades Fire in Los Angeles County at 100% containment on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-15",
        "2025-01-31",
        1,
        "climate",
        """
1|K|what-we-know|Los Angeles fires: what we know on Tuesday|The Palisades Fire has burned about 23,700 acres and is 18% contained, according to Cal Fire; the Eaton Fire is 45% contained at about 14,100 acres. At least 24 people have died. A red flag warning for Santa Ana winds runs through Wednesday. Officials say it will be weeks before evacuees can return to some areas.|Conditions before the cutoff and a warning.
2|L|agency-flash|Palisades Fire fully contained after 24 days|LOS ANGELES, Jan 31, 2025 - Firefighters have fully contained the Palisades Fire, Cal Fire said on Friday, more than three weeks after it broke out in the Santa Monica Mountains and destroyed thousands of homes. The Eaton Fire was also declared fully contained on the same day.|Reports the January 31, 2025 containment.
4|K|qa-explainer|What does 'containment' actually mean?|Containment is the share of a fire's perimeter surrounded by a control line that crews expect to hold. A fire can be 100% contained and still burn inside that line for weeks. Containment figures are updated on Cal Fire's incident pages, usually twice a day.|An explanation.
1|L|timeline|The Palisades Fire: a timeline|Jan. 7: fire starts near Pacific Palisades around 10:30 a.m. Jan. 8: Eaton Fire grows overnight in Altadena. Jan. 26-27, 2025: first significant rain in eight months. 31 January 2025: Cal Fire declares the Palisades Fire 100% contained. Feb. 2025: debris removal begins.|Reports events of late January and February 2025.
3|K|tv-transcript|Evening news, transcript excerpt|ANCHOR: Progress on the lines today? REPORTER: Some. Containment on the Palisades Fire is in the low teens, and the winds are expected to pick up again tomorrow night. Fire officials told us full containment is weeks away, not days.|Conditions and expectations before the cutoff.
""",
    ),
    Q(
        "lg-lenacapavir-prep-fda-2025",
        "Will the FDA approve lenacapavir for HIV pre-exposure prophylaxis by June 19, 2025?",
        "Resolves YES if, on or before June 19, 2025 (its target action date), the FDA approves Gilead's twice-yearly injectable lenacapavir for HIV PrEP. Resolves NO otherwise.",
        "2025-06-02",
        "2025-06-19",
        1,
        "health_regulatory",
        """
4|K|press-release|Gilead: FDA accepts lenacapavir PrEP applications for priority review|The FDA has accepted Gilead's New Drug Applications for twice-yearly lenacapavir for HIV prevention and granted priority review, with a target action date of June 19, 2025 under the Prescription Drug User Fee Act. The applications are supported by the PURPOSE 1 and PURPOSE 2 trials.|A scheduled regulatory decision.
2|L|agency-flash|FDA approves Gilead's twice-yearly HIV prevention shot|June 18, 2025 - The U.S. Food and Drug Administration approved Gilead's lenacapavir, to be sold as Yeztugo, as a twice-yearly injection to prevent HIV in adults and adolescents, a day ahead of its target date. Gilead set a list price of about $28,000 a year.|Reports the June 18, 2025 approval.
1|L|newsletter|Health Brief, Thursday|The FDA approved Yeztugo on June 18, 2025, the first twice-yearly PrEP. Advocates praised the science and worried about the price, $28,218 a year before insurance. Also: the new vaccine advisory panel meets next week, and measles cases pass 1,200.|Reports the June 18, 2025 approval.
6|K|op-ed|A twice-yearly shot could end HIV, if people can get it|In the PURPOSE 1 trial, not one of the women who received lenacapavir caught HIV. That is a remarkable result. Whether it changes the epidemic depends on price and on whether the programmes that would deliver it, many of them funded by USAID until this year, still exist.|Trial facts and an opinion.
3|K|qa-explainer|Lenacapavir for PrEP: what to know before the FDA decision|How does it work? It blocks the HIV capsid and lasts six months after an injection. What did the trials show? Near-total protection. When will the FDA decide? Its target date is June 19. Will insurers cover it? Most are required to cover PrEP without cost-sharing, but the rule is being challenged.|Earlier results and a scheduled decision.
1|L|qa-explainer|Yeztugo: your questions answered|Is it approved? Yes: the FDA approved lenacapavir for PrEP on 18 June 2025. How often is it given? Two injections under the skin, six months apart. Who can get it? Adults and adolescents weighing at least 35 kg who test negative for HIV. When will it be in pharmacies? Gilead says within weeks.|Reports the June 18, 2025 approval.
""",
    ),
    Q(
        "lg-chevron-hess-close-2025",
        "Will Chevron complete its acquisition of Hess Corporation by July 31, 2025?",
        "Resolves YES if Chevron announces the completion of its acquisition of Hess Corporation on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-01",
        "2025-07-31",
        1,
        "company_deals",
        """
5|K|what-we-know|Chevron and Hess: where the Guyana arbitration stands|Exxon Mobil says it has a right of first refusal over Hess's 30% stake in Guyana's Stabroek block. A panel of the International Chamber of Commerce heard the case in late May, and Chevron says it expects a decision within three months. Chevron has bought almost 5% of Hess shares on the market while it waits. The deal, announced in October 2023, has FTC clearance.|A pending arbitration and earlier facts.
2|L|agency-flash|Chevron closes Hess deal after winning arbitration against Exxon|HOUSTON, July 18, 2025 - Chevron completed its $53 billion acquisition of Hess on Friday, hours after an arbitration panel rejected Exxon Mobil's claim to a right of first refusal over Hess's stake in the Stabroek block off Guyana. Hess shares will stop trading on the New York Stock Exchange.|Reports the July 18, 2025 ruling and completion.
1|L|market-wrap|Energy movers: Chevron gains as Hess deal closes|Chevron shares rose about 2% on Friday, July 18, 2025, after it closed the Hess acquisition and took a stake in one of the fastest-growing oil provinces in the world. Exxon said it disagreed with the panel's findings but respected the process. Brent crude was little changed near $69.|Reports the July 18, 2025 completion and market moves.
8|K|op-ed|Exxon's Guyana veto was always a long shot|Exxon's argument that a corporate merger triggers a partner's pre-emption right is novel, and arbitrators tend to read contracts narrowly. The smarter move would have been to buy Hess itself in 2023. Whatever the panel decides this summer, Exxon has already cost Chevron a year and a half.|An opinion about a pending decision.
3|K|podcast-transcript|Energy Hour (transcript excerpt)|HOST: When does the Hess thing end? GUEST: The panel heard it in May, and Chevron's deadline under the merger agreement runs into next year, so they can wait. I think we get a ruling in July or August. HOST: And if Exxon wins? GUEST: Then Chevron walks away or renegotiates.|A forecast of a pending ruling.
""",
    ),
    Q(
        "lg-ea-take-private-2025",
        "Will Electronic Arts announce an agreement to be taken private by September 30, 2025?",
        "Resolves YES if, on or before September 30, 2025, Electronic Arts announces a definitive agreement to be acquired in a transaction that would take the company private. Resolves NO otherwise.",
        "2025-09-15",
        "2025-09-30",
        1,
        "company_deals",
        """
4|K|newsletter|Games Weekly|Battlefield 6 arrives on October 10 after a record-breaking open beta, and EA shares are trading near a record high. Also: the Switch 2's first holiday season, layoffs at two more studios, and the latest on game-actor contracts after the strike ended in July.|A future release and earlier facts.
2|L|agency-flash|EA agrees to $55 billion buyout by Saudi-backed group|Sept 29, 2025 - Electronic Arts agreed to be taken private by a consortium of Saudi Arabia's Public Investment Fund, Silver Lake and Affinity Partners in a deal valuing it at about $55 billion, the largest leveraged buyout on record. Shareholders will receive $210 a share in cash.|Reports the September 29, 2025 agreement.
1|L|press-release|Electronic Arts enters into definitive agreement to be acquired|REDWOOD CITY, Calif., September 29, 2025 - Electronic Arts Inc. today announced that it has entered into a definitive agreement to be acquired by a consortium of PIF, Silver Lake and Affinity Partners for $210 per share in an all-cash transaction. The transaction is expected to close in the first quarter of fiscal 2027, subject to regulatory and shareholder approvals.|Reports the September 29, 2025 agreement.
7|K|qa-explainer|Could a video game giant go private?|Why would it? Public markets punish the long gaps between big releases. Who has the money? Sovereign funds and the largest buyout firms, often together. Has it happened before? Smaller publishers have been bought; no company of EA's size has been taken private. Is anything planned? EA has said nothing about any approach.|General analysis without a reported deal.
3|K|op-ed|Gaming's next owners will not be gamers|The industry's biggest publishers are worth less than their franchises, and the buyers circling them are states and private equity. Whoever owns EA in five years will care more about FC's recurring revenue than about the next original game.|An opinion without dated later events.
2|L|social-post-quote|The EA deal, as reported and posted|EA is reportedly close to a deal to go private for about $50 billion, according to a report on Friday, Sept. 26, 2025. By Monday the company had confirmed it: a $210-a-share agreement with PIF, Silver Lake and Affinity Partners, announced Sept. 29. One analyst posted that the stock had just become a bond.|Reports the September 26 report and September 29 agreement.
""",
    ),
    Q(
        "lg-eurovision-2025-austria",
        "Will Austria win the Eurovision Song Contest 2025?",
        "Resolves YES if Austria's entry wins the grand final of the Eurovision Song Contest 2025 in Basel, scheduled for May 17, 2025. Resolves NO otherwise.",
        "2025-05-02",
        "2025-05-17",
        1,
        "awards",
        """
4|K|qa-explainer|Eurovision 2025: dates, running order and favourites|Semi-finals are on Tuesday, May 13 and Thursday, May 15 at St. Jakobshalle in Basel, and the grand final is on Saturday, May 17 at 9pm CEST. Sweden's KAJ lead the betting, with Austria's JJ, France and the Netherlands close behind. The running order for the final is decided by the producers after the semis.|A schedule and betting odds.
2|L|live-text|Eurovision grand final: live|23:58 - Jury votes done: Austria lead on 258, Switzerland second. 00:35 - The televote: Israel get 297 points and jump to the top... 00:52, Sunday 18 May 2025 - Austria win! JJ's "Wasted Love" takes the trophy on 436 points in Basel, after a final that began on Saturday 17 May 2025.|Reports the May 17-18, 2025 result.
1|L|agency-flash|Austria's JJ wins Eurovision with "Wasted Love"|BASEL, May 17, 2025 - Austrian countertenor JJ won the Eurovision Song Contest on Saturday with "Wasted Love", a ballad that turns into a techno track, beating Israel's Yuval Raphael, who won the public vote. It is Austria's third victory and first since 2014.|Reports the May 17, 2025 result.
6|K|op-ed|Eurovision cannot keep pretending it is apolitical|Several broadcasters have asked the European Broadcasting Union to discuss Israel's participation, and protests are planned in Basel for final week. The EBU will say, as it always does, that it is a contest between broadcasters, not governments. The politics will be on stage anyway on May 17.|An opinion about a future event.
3|K|podcast-transcript|Douze Points (transcript excerpt)|HOST 1: Prediction time. HOST 2: Jury winner Austria, televote winner Sweden, overall KAJ by a sauna. HOST 1: I think JJ wins outright. That high note is built for juries. HOST 2: We'll know in two weeks.|Predictions about a future final.
1|L|newsletter|Morning Digest, Monday|Austria won Eurovision in Basel on 17 May 2025 with JJ's "Wasted Love"; Israel topped the public vote and came second, and Estonia were third. Vienna is already bidding to host in 2026. Also today: markets, the weather, and a quiz.|Reports the May 17, 2025 result.
""",
    ),
    Q(
        "lg-nobel-literature-2025-english",
        "Will the 2025 Nobel Prize in Literature be awarded to an author who writes primarily in English?",
        "Resolves YES if the laureate of the 2025 Nobel Prize in Literature, announced by the Swedish Academy (expected on October 9, 2025), writes primarily in English. Resolves NO otherwise.",
        "2025-09-22",
        "2025-10-09",
        0,
        "awards",
        """
5|K|qa-explainer|Nobel Prizes 2025: announcement dates|Physiology or medicine: Monday, October 6. Physics: Tuesday, October 7. Chemistry: Wednesday, October 8. Literature: Thursday, October 9, at 13:00 CEST at the earliest. Peace: Friday, October 10, in Oslo. Economic sciences: Monday, October 13. The prizes are presented on 10 December.|A schedule.
2|L|agency-flash|Hungarian writer Krasznahorkai wins Nobel Prize in Literature|STOCKHOLM, Oct 9, 2025 - Hungarian novelist László Krasznahorkai, author of "Satantango" and "The Melancholy of Resistance", won the 2025 Nobel Prize in Literature, the Swedish Academy said on Thursday, citing a body of work that affirms the power of art in the midst of apocalyptic terror.|Reports the October 9, 2025 award.
1|L|newsletter|Books Briefing|The Swedish Academy's choice on 9 October 2025 of László Krasznahorkai sent readers back to his famously long sentences; his publishers said they were reprinting. He is the second Hungarian laureate after Imre Kertész in 2002. Also: the Booker shortlist, and the best books of the autumn.|Reports the October 9, 2025 award.
3|K|op-ed|Give the Nobel to a writer in English? Not so fast|The last laureate who wrote mainly in English was Abdulrazak Gurnah in 2021, and before him Louise Glück in 2020. Betting sites this year favour Can Xue, Krasznahorkai and Gerald Murnane. Whoever the academy names on October 9, it is unlikely to be the American novelist everyone keeps predicting.|Earlier laureates, odds and a future announcement.
8|K|podcast-transcript|The Literary Hour (transcript excerpt)|HOST: Nobel season. Who's your pick? GUEST: I always say Ngũgĩ, and now we can't. So I'll say Krasznahorkai, or maybe a poet; they haven't picked a poet since Glück. HOST: Anne Carson? GUEST: She'd be a great choice, and she'd be an English-language winner, which some people think is overdue.|Speculation about a future award.
""",
    ),
    Q(
        "lg-ila-port-strike-2025-01",
        "Will the ILA begin a strike at US East and Gulf Coast ports by January 31, 2025?",
        "Resolves YES if the International Longshoremen's Association begins a coast-wide strike against members of the U.S. Maritime Alliance at East or Gulf Coast ports on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-03",
        "2025-01-31",
        0,
        "strikes",
        """
2|K|what-we-know|Port strike deadline: what we know|The three-day strike in October ended with a deal on wages, about 62% over six years, and an extension of the old contract to January 15. The unresolved issue is automation, especially semi-automated cranes. Talks broke off in November and are due to resume on January 7. If there is no deal, the ILA has said it will strike again on January 15.|Earlier facts and a future deadline.
1|L|agency-flash|Dockworkers, port employers reach tentative deal, averting strike|Jan 8, 2025 - The International Longshoremen's Association and the U.S. Maritime Alliance reached a tentative agreement on a six-year master contract on Wednesday, averting a strike at East and Gulf Coast ports that had been threatened for January 15. The two sides said the deal protects current jobs while allowing some technology.|Reports the January 8, 2025 agreement.
5|K|op-ed|Automation is coming to the docks either way|The ILA's leader says no automation, ever. Employers say ports on the East Coast are among the least productive in the world. A strike on January 15 would cost billions a day and would not change the fact that Rotterdam and Singapore run on machines.|An opinion about a threatened strike.
1|L|social-post-quote|Trump hails port deal in social media post|The president-elect wrote on Truth Social on Wednesday, January 8, 2025, that he was happy to report the dockworkers and the shipping companies had reached a deal, and that it would be good for both sides. He had met the union's leader in December and sided with it on automation.|Reports the January 8, 2025 agreement.
3|K|press-release|USMX statement on master contract talks|The United States Maritime Alliance confirms that it will return to the bargaining table with the ILA on Tuesday, January 7, with the assistance of mediators. USMX remains committed to reaching an agreement before the current extension expires on January 15.|A scheduled meeting and a deadline.
""",
    ),
    Q(
        "lg-air-canada-fa-strike-2025",
        "Will Air Canada flight attendants go on strike by August 31, 2025?",
        "Resolves YES if flight attendants represented by CUPE's Air Canada component begin a strike at Air Canada or Air Canada Rouge on or before August 31, 2025. Resolves NO otherwise.",
        "2025-08-04",
        "2025-08-31",
        1,
        "strikes",
        """
3|K|qa-explainer|Could Air Canada flight attendants strike? What travellers should know|Why are they unhappy? Pay, and unpaid work on the ground during boarding. Is a strike possible? The union is holding a strike vote and, after the conciliation period ends, either side could give 72 hours' notice, putting the earliest possible stoppage in mid-August. What happens to my ticket? Air Canada says it would offer refunds or rebooking.|Conditions and a possible date.
2|L|agency-flash|Air Canada flight attendants walk off the job; airline halts flights|MONTREAL, Aug 16, 2025 - More than 10,000 Air Canada flight attendants went on strike early on Saturday, and the airline locked them out and suspended all Air Canada and Rouge flights, stranding travellers in the peak summer season. Ottawa said later the same day it would refer the dispute to binding arbitration.|Reports the August 16, 2025 strike.
1|L|live-text|Air Canada strike: live updates|Sunday 17 August 2025, 11:40 ET - The labour board orders flight attendants back to work. 13:15 - CUPE says members will stay off the job in defiance of the order. 19:00 - Air Canada cancels its planned restart. Tuesday, Aug. 19, 2025, 05:00 - A tentative agreement is reached with a mediator; flights will resume.|Reports the August 17-19, 2025 events.
6|K|press-release|Air Canada statement on negotiations with flight attendants|Air Canada has tabled an offer that would raise total compensation by 38% over four years, including pay for certain ground duties. We have proposed binding arbitration, which the union has refused. We remain at the table and will keep customers informed well ahead of any disruption.|The company's position before the cutoff.
1|L|editors-note|Summer travel guide (editor's note appended)|Editor's note, Aug. 19, 2025: Since this guide was published, Air Canada flight attendants went on strike on Aug. 16, 2025, and a tentative agreement was reached on Aug. 19. The airline says it will take about a week to restore its full schedule.|An appended note reporting the August 2025 strike.
""",
    ),
]
