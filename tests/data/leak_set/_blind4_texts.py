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
6|K|newsletter|Morning Briefing: five things to start your Saturday|1. US payrolls are out on Friday. 2. Euro area inflation ticked up to 2.4% in December, the flash estimate showed this week, but ECB speakers from Villeroy to Lane keep saying the disinflation path is on track. 3. Money markets price a quarter-point cut on January 30, 2025 and roughly 100bp of easing over the year. 4. Oil is at a three-month high. 5. Our weekend read: the dollar at parity?|Bundles a market expectation for a scheduled decision with earlier data.
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
2|K|social-post-quote|First-round night in posts|Nawrocki wrote on X late on Sunday that "on June 1 we will win together." Trzaskowski posted a photo with volunteers and the line "Two weeks. Every vote." Mentzen said he would not endorse anyone but would host both finalists on his channel. The runoff is on June 1.|Posts after the first round about a future runoff.
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
""",
    ),
    Q(
        "lg-merz-first-ballot-2025",
        "Will Friedrich Merz be elected German chancellor in the Bundestag's first ballot on May 6, 2025?",
        "Resolves YES if Friedrich Merz receives an absolute majority of Bundestag members in the first round of the chancellor election held on May 6, 2025. Resolves NO if he is elected only in a later round or not at all.",
        "2025-04-22",
        "2025-05-06",
        0,
        "geopolitics",
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
        "geopolitics",
        """
1|K|agency-update|Bayrou stakes government on September 8 confidence vote; French spreads widen|PARIS, Aug 26 - French Prime Minister François Bayrou said he would ask the National Assembly for a confidence vote on September 8 over his plan for 44 billion euros of savings, a gamble that opposition parties immediately said they would not support. The spread of French 10-year bonds over Bunds widened to about 80bp and bank shares fell.|An announcement before the cutoff of a future vote.
3|L|what-we-know|France's government has fallen: what we know|The National Assembly rejected François Bayrou's request for confidence by 364 votes to 194 on Monday, 8 September 2025. Bayrou was expected to hand his resignation to Emmanuel Macron on Tuesday, and Macron named Defence Minister Sébastien Lecornu prime minister on Sept. 9, 2025. The 2026 budget must still be presented in October.|Reports the September 8, 2025 vote and a later appointment.
2|K|op-ed|Bayrou's gamble|The prime minister has chosen the date of his own execution. On 8 September deputies will not be asked about 44 billion euros of savings but about whether they want him to stay, and the answer from the Socialists, the RN and La France insoumise is already known. What follows is the real question.|A prediction about a future vote.
1|L|market-wrap|French bonds steady as Bayrou falls; Fitch review looms|French government bonds were little changed after the Bayrou government lost the confidence vote on Sept. 8, 2025, with the outcome fully priced. Attention turns to Fitch, which reviews France's rating on Friday, Sept. 12, and to the Sept. 10 "Block Everything" protests. The CAC 40 ended flat.|Reports the September 8, 2025 vote as done.
4|K|timeline|France's prime ministers since 2024|January 2024: Gabriel Attal appointed. September 2024: Michel Barnier appointed after the snap election. 4 December 2024: Barnier ousted by a censure motion. 13 December 2024: François Bayrou appointed. The 2026 budget bill is due in Parliament in October.|Earlier facts and a future deadline.
""",
    ),
]
