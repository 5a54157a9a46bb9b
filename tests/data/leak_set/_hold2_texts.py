# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold2` part, read by `build_hold2.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind for
this held-out part: mostly encyclopedia, almanac and knowledge-base forms; see `build_hold2.py`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lq-italy-2022-fdi-first",
        "Will Brothers of Italy win the most votes of any single party in the Italian general election of September 25, 2022?",
        "Resolves YES if official results of the Chamber of Deputies vote of September 25, 2022 show Fratelli d'Italia with the largest national vote share of any single list. Resolves NO otherwise.",
        "2022-09-10",
        "2022-09-26",
        1,
        "elections",
        """
4|K|background-note|2022 Italian general election (background)|The snap election follows the collapse of the Draghi government in July 2022 and is scheduled for Sunday 25 September 2022. It is the first vote under the reduced parliament of 400 deputies and 200 senators approved in the 2020 referendum. Polls since spring have shown Brothers of Italy, led by Giorgia Meloni, ahead of the Democratic Party.|Background and a scheduled date.
2|L|encyclopedic-summary|Giorgia Meloni|In the election of 25 September 2022, her party, Brothers of Italy, won about 26% of the vote and became the largest party; the centre-right coalition took a majority in both chambers. She was sworn in as Italy's first female prime minister on 22 October 2022.|Reports the September 25, 2022 result and a later swearing-in.
9|K|knowledge-base|Italian electoral system: Rosatellum|About three-eighths of seats are filled in single-member constituencies by plurality and the rest by proportional lists, with a 3% threshold for lists. Coalitions matter: a bloc winning most single-member seats can reach a majority on well under half of the vote. The next test is the vote on September 25.|Explains rules; names a future election date.
1|L|almanac-entry|Italy, 2022 in review|Sept. 25, 2022: general election. Brothers of Italy first with roughly 26%; PD about 19%; Five Star Movement about 15%. Turnout fell to a record low near 64%.|Reports the September 25 election results.
6|K|timeline|Road to the September vote|July 21, 2022: Draghi resigns after losing coalition support. July 21: President Mattarella dissolves parliament. August 22: deadline for candidate lists. September 25, 2022: polling day, 07:00-23:00. Results expected overnight.|Earlier events and scheduled future items.
1|L|background-note|Italian election: explainer (updated)|Update, 26 September 2022: with nearly all sections counted, Brothers of Italy has about 26% and the centre-right bloc a clear majority in both chambers; Enrico Letta said he would not lead the PD into its next congress. The original explainer below, on the coalition rules, is unchanged.|A background note with an appended update reporting the result.
""",
    ),
    Q(
        "lq-sweden-2022-right-bloc",
        "Will the right-wing bloc win a majority of seats in the Swedish Riksdag election of September 11, 2022?",
        "Resolves YES if final results give the Moderates, Sweden Democrats, Christian Democrats and Liberals together at least 175 of 349 seats. Resolves NO otherwise.",
        "2022-08-28",
        "2022-09-15",
        1,
        "elections",
        """
3|K|background-note|2022 Swedish general election|Sweden votes on 11 September 2022 for all 349 seats of the Riksdag. Magdalena Andersson's Social Democrats lead a minority government; the opposition bloc led by Ulf Kristersson includes, for the first time as a possible partner, the Sweden Democrats. Final counts of overseas and late ballots usually take until the Wednesday after polling day.|Background and a scheduled date.
1|L|encyclopedic-summary|Ulf Kristersson|Following the general election on 11 September 2022, in which the right-wing bloc won 176 seats against 173, Kristersson was elected prime minister by the Riksdag on 17 October 2022, heading a Moderate-Christian Democrat-Liberal cabinet backed by the Sweden Democrats.|Reports the September 2022 result and the October 17 vote.
7|K|knowledge-base|How a Swedish prime minister is chosen|After an election the Speaker proposes a candidate, who takes office unless a majority of all members, 175, vote against. Up to four proposals may be rejected before a fresh election must be called. Talks after the September 11 vote could therefore run into October.|Explains a procedure; a conditional about the future.
2|L|almanac-entry|Sweden: elections 2022|11 Sept. 2022. Social Democrats 30.3%; Sweden Democrats 20.5%, now second largest; Moderates 19.1%. Andersson conceded on 14 September 2022 once the count confirmed a 176-173 seat split.|Reports the September 11 and 14, 2022 results.
5|K|background-note|Sweden Democrats: history|Founded in 1988, the party entered the Riksdag in 2010 with 5.7%. It won 17.5% in 2018. Whether it becomes the second largest party, and whether it joins or supports a government, is a central question of the 2022 campaign.|Earlier history and an open question.
1|L|knowledge-base|Riksdag: current composition|As of the election held 11 September 2022: S 107, SD 73, M 68, V 24, C 24, KD 19, MP 18, L 16. Government bloc supporting Kristersson: 176 seats.|A seat table as of the September 11, 2022 election.
""",
    ),
    Q(
        "lq-colombia-2022-petro",
        "Will Gustavo Petro win the Colombian presidential runoff of June 19, 2022?",
        "Resolves YES if official results of the second round of June 19, 2022 show Gustavo Petro with more votes than Rodolfo Hernández. Resolves NO otherwise.",
        "2022-06-03",
        "2022-06-20",
        1,
        "elections",
        """
5|K|background-note|2022 Colombian presidential election|No candidate won a majority in the first round on 29 May 2022: Gustavo Petro (Pacto Histórico) took about 40% and businessman Rodolfo Hernández about 28%, eliminating Federico Gutiérrez. The runoff is set for 19 June 2022; the winner takes office on 7 August 2022.|Earlier results and scheduled dates.
2|L|encyclopedic-summary|Gustavo Petro|Petro won the runoff on 19 June 2022 with 50.4% of the vote to Hernández's 47.3%, becoming the first left-wing president in Colombia's modern history. Francia Márquez became the first Afro-Colombian vice-president.|Reports the June 19, 2022 runoff result.
8|K|knowledge-base|Colombia: presidential term and runoff rule|Presidents serve a single four-year term with no re-election. If no candidate exceeds half the valid votes, the top two meet in a second round three weeks later. Blank votes count as valid.|Rules only.
1|L|year-in-review|Latin America in 2022|June 2022: Colombia elects Petro, joining a wave of left-wing victories that continued with Lula's win in Brazil in October. Petro was inaugurated in Bogotá on Aug. 7, 2022.|Reports the June 2022 election and the August 7 inauguration.
10|K|timeline|Colombian election calendar 2022|13 March: legislative elections and primaries. 29 May: first round. 19 June: second round, if needed. 7 August: inauguration.|A calendar of dates.
3|L|photo-caption|Caption: Petro and Márquez on stage in Bogotá|Gustavo Petro and Francia Márquez greet supporters at the Movistar Arena on the night of June 19, 2022, after Rodolfo Hernández conceded. (Archive photo.)|A caption reporting the June 19, 2022 victory.
""",
    ),
    Q(
        "lq-australia-2022-labor",
        "Will the Australian Labor Party win the most House of Representatives seats at the federal election of May 21, 2022?",
        "Resolves YES if, once counting is complete, Labor holds more House seats than the Liberal-National Coalition. Resolves NO otherwise.",
        "2022-05-06",
        "2022-06-10",
        1,
        "elections",
        """
3|K|background-note|2022 Australian federal election|Prime Minister Scott Morrison announced on 10 April 2022 that the election will be held on Saturday 21 May 2022. All 151 House seats and 40 of the 76 Senate seats are up. Labor under Anthony Albanese has led the two-party-preferred polls since 2021; a party needs 76 seats for a majority.|Earlier facts and a scheduled date.
1|L|encyclopedic-summary|Anthony Albanese|Albanese led Labor to victory at the federal election of 21 May 2022, ending nine years of Coalition government, and was sworn in as the 31st prime minister on 23 May 2022 before the count was final. Labor finished with 77 seats.|Reports the May 21, 2022 election and May 23 swearing-in.
6|K|knowledge-base|Preferential voting in the House|Voters number every candidate. If no one has more than half of first preferences, the last-placed candidate's ballots are redistributed until someone does. Postal votes can arrive up to 13 days after polling day, so close seats may take a fortnight to call.|Explains counting; no outcome.
2|L|almanac-entry|Australia 2022: key dates|21 May 2022 - federal election; Labor wins government, teals and Greens gain seats. 31 May - Peter Dutton elected Liberal leader. 26 July - 47th Parliament opens.|Reports the May 21 election and later events.
9|K|background-note|The teal independents|A group of independents funded in part by Climate 200 is running in wealthy Liberal-held seats such as Wentworth, Kooyong and North Sydney. Their success on May 21 could decide whether either side reaches 76 seats.|A conditional about the future vote.
""",
    ),
    Q(
        "lq-warnock-runoff-2022",
        "Will Raphael Warnock win the Georgia US Senate runoff of December 6, 2022?",
        "Resolves YES if certified results of the December 6, 2022 runoff show Raphael Warnock ahead of Herschel Walker. Resolves NO otherwise.",
        "2022-11-20",
        "2022-12-10",
        1,
        "elections",
        """
2|K|background-note|2022 United States Senate election in Georgia|In the general election on 8 November 2022 neither candidate reached 50%: incumbent Democrat Raphael Warnock received 49.4% and Republican Herschel Walker 48.5%. Under Georgia law a runoff between them is held four weeks later, on 6 December 2022. Democrats have already secured 50 seats.|Earlier facts and a scheduled runoff.
1|L|encyclopedic-summary|Raphael Warnock|Warnock won the runoff on December 6, 2022 with about 51.4% of the vote, securing a full six-year term and giving Democrats a 51-49 majority in the Senate.|Reports the December 6, 2022 runoff.
5|K|knowledge-base|Georgia runoff rules|Georgia requires a majority to win a general election. The runoff period was shortened to 28 days by the 2021 election law (SB 202), which also cut early voting. Counties must offer at least five days of early voting before a runoff.|Rules and earlier law.
3|L|year-in-review|2022 midterm elections: results summary|Senate: Democrats 51, Republicans 49 after Warnock defeated Walker in Georgia on Tuesday, Dec. 6, 2022. House: Republicans 222, Democrats 213.|Reports the December 6 runoff result.
7|K|timeline|Georgia runoff timeline|Nov. 8: general election. Nov. 7: registration deadline (already passed). Nov. 26: earliest Saturday voting after court fight. Dec. 6, 2022: runoff; polls 7 a.m. to 7 p.m.|Past and scheduled dates.
""",
    ),
    Q(
        "lq-fed-2022-06-75bp",
        "Will the FOMC raise the federal funds target range by 75 basis points or more at its June 14-15, 2022 meeting?",
        "Resolves YES if the FOMC statement of June 15, 2022 sets the upper bound of the target range at 1.75% or higher. Resolves NO otherwise.",
        "2022-06-01",
        "2022-06-15",
        1,
        "central_banks",
        """
6|K|background-note|Federal Reserve tightening, 2022|The FOMC raised the target range by 25 basis points in March 2022 and by 50 basis points on 4 May 2022, to 0.75-1.00%. The Chair said afterwards that 75-basis-point moves were not being actively considered. The next meeting is on 14-15 June 2022, with new projections.|Earlier facts and a scheduled meeting.
1|L|encyclopedic-summary|2021-2023 inflation surge: monetary response|On 15 June 2022 the Fed raised rates by 75 basis points, its largest increase since 1994, to 1.50-1.75%, after a May CPI report showed inflation at 8.6%. Three more 75-point moves followed in July, September and November 2022.|Reports the June 15, 2022 hike and later moves.
9|K|knowledge-base|FOMC: how decisions are announced|The statement is released at 2:00 p.m. Eastern on the second day of a meeting, followed by the Chair's press conference at 2:30 p.m. Projections (the dot plot) come four times a year, including in June.|Procedure only.
2|L|almanac-entry|US economy 2022: rates|Mar. 16: +25bp. May 4: +50bp. June 15, 2022: +75bp to 1.50-1.75% (one dissent, George, preferring 50). July 27: +75bp.|Reports the June 15, 2022 decision.
4|K|background-note|What markets expect for June|Futures price a half-point increase at the June meeting as near certain, with some chance of more if the May CPI, due June 10, surprises higher. The minutes of the May meeting said most officials saw 50-point moves as likely appropriate at the next couple of meetings.|Expectations and a scheduled release.
3|L|correction-note|Correction to our rates explainer|An earlier version of this page said the Fed raised rates by half a point in June. In fact, on June 15, 2022 it raised the range by 0.75 point, to 1.50%-1.75%. We regret the error.|A correction reporting the June 15, 2022 decision.
""",
    ),
    Q(
        "lq-boc-2022-07-100bp",
        "Will the Bank of Canada raise its policy rate by 100 basis points or more on July 13, 2022?",
        "Resolves YES if the Bank of Canada's decision of July 13, 2022 sets the target for the overnight rate at 2.50% or higher. Resolves NO otherwise.",
        "2022-06-28",
        "2022-07-13",
        1,
        "central_banks",
        """
3|K|background-note|Bank of Canada: 2022 rate path|The Bank lifted its policy rate from 0.25% to 0.50% in March, then to 1.00% in April and 1.50% on 1 June 2022. It says rates need to rise further and may need to act more forcefully. The next fixed announcement date is 13 July 2022, alongside the Monetary Policy Report.|Earlier facts and a scheduled decision.
1|L|encyclopedic-summary|Bank of Canada policy interest rate|On 13 July 2022 the Bank raised its rate by a full percentage point to 2.50%, the first 100-basis-point move by a G7 central bank in the cycle and Canada's largest since 1998.|Reports the July 13, 2022 decision.
8|K|knowledge-base|Fixed announcement dates|The Bank announces its rate on eight pre-set dates a year at 10:00 a.m. Eastern. Four of them come with a Monetary Policy Report: January, April, July and October.|Procedure only.
2|L|year-in-review|Canada 2022: the year in numbers|July 2022: the Bank of Canada surprises with a 100bp hike; inflation peaks at 8.1% in June data released July 20, 2022. Dec. 7: the rate reaches 4.25%.|Reports the July 2022 hike and later data.
5|K|timeline|BoC decisions, 2022 schedule|January 26; March 2; April 13; June 1; July 13; September 7; October 26; December 7. MPR dates in bold: January, April, July, October.|A schedule.
""",
    ),
    Q(
        "lq-boe-2022-11-75bp",
        "Will the Bank of England raise Bank Rate by 75 basis points on November 3, 2022?",
        "Resolves YES if the MPC decision announced on November 3, 2022 raises Bank Rate to 3.00% or higher. Resolves NO otherwise.",
        "2022-10-20",
        "2022-11-03",
        1,
        "central_banks",
        """
4|K|background-note|UK monetary policy after the mini-budget|After the fiscal statement of 23 September 2022 gilt yields jumped and the Bank intervened in the long-dated market until 14 October. Bank Rate stands at 2.25%. The MPC's next decision was moved to 3 November 2022 to follow the government's medium-term fiscal plan, itself pushed to 17 November.|Earlier facts and scheduled dates.
1|L|encyclopedic-summary|Bank Rate|The MPC raised Bank Rate by 75 basis points to 3% on 3 November 2022, the largest single rise since 1989, while warning that markets were pricing too high a peak.|Reports the November 3, 2022 decision.
2|L|almanac-entry|United Kingdom, November 2022|3 Nov. 2022 - Bank Rate up 0.75 points to 3%, votes 7-2. 17 Nov. - Autumn Statement raises taxes and cuts spending by about £55bn.|Reports the November 3 and 17, 2022 events.
7|K|knowledge-base|Monetary Policy Committee|Nine members, five from within the Bank and four external, vote on Bank Rate eight times a year. Decisions are published at noon with the minutes; a Monetary Policy Report accompanies four of them, including the November round.|Procedure only.
10|K|background-note|Liz Truss government: economic timeline|The Chancellor was replaced on 14 October 2022. Markets now expect Bank Rate to peak somewhere above 5% next year, though pricing has fallen since the reversal of most tax cuts. The size of the November move, 75 or 100 points, is the main question.|Earlier facts and open questions.
""",
    ),
    Q(
        "lq-ecb-2022-09-75bp",
        "Will the ECB raise its deposit facility rate by 75 basis points on September 8, 2022?",
        "Resolves YES if the Governing Council decision of September 8, 2022 sets the deposit facility rate at 0.75% or higher. Resolves NO otherwise.",
        "2022-08-25",
        "2022-09-08",
        1,
        "central_banks",
        """
2|K|background-note|European Central Bank: end of negative rates|In July 2022 the ECB raised its three key rates by 50 basis points, ending eight years of negative deposit rates; the deposit rate is now 0%. Euro-area inflation reached 8.9% in July. The next monetary policy meeting is on 8 September 2022.|Earlier facts and a scheduled meeting.
1|L|encyclopedic-summary|ECB interest rates, 2022-2023|On 8 September 2022 the Governing Council raised rates by 75 basis points, taking the deposit facility rate to 0.75%, the largest increase in the euro's history. A second 75-point rise followed on 27 October 2022.|Reports the September 8, 2022 decision and a later one.
6|K|knowledge-base|Governing Council meetings|Monetary policy decisions are published at 14:15 CET, followed by a press conference at 14:45. Staff macroeconomic projections are produced in March, June, September and December.|Procedure only.
3|L|timeline|Euro area 2022|July 21: +50bp. Sept. 8, 2022: +75bp, deposit rate 0.75%. Oct. 27: +75bp. Dec. 15: +50bp and QT plans announced.|Reports the September 8, 2022 decision and later ones.
9|K|background-note|Hawks and doves ahead of September|Several Governing Council members have said a 75-point move should be discussed in September. Flash inflation for August, due on 31 August 2022, will be the last major data before the decision.|Expectations and a scheduled release.
""",
    ),
    Q(
        "lq-coronation-charles-2023",
        "Will the coronation of King Charles III take place at Westminster Abbey on May 6, 2023?",
        "Resolves YES if the coronation service of Charles III is held at Westminster Abbey on May 6, 2023. Resolves NO otherwise.",
        "2023-04-20",
        "2023-05-06",
        1,
        "politics",
        """
5|K|background-note|Coronation of Charles III and Camilla (planning)|Buckingham Palace announced in October 2022 that the coronation will take place on Saturday 6 May 2023 at Westminster Abbey, conducted by the Archbishop of Canterbury. An extra bank holiday has been set for Monday 8 May 2023. The service is expected to be shorter than the three-hour ceremony of 1953.|Announced plans and scheduled dates.
1|L|encyclopedic-summary|Coronation of Charles III and Camilla|The coronation took place on 6 May 2023 at Westminster Abbey. About 2,200 guests attended; the King was crowned with St Edward's Crown and later appeared on the Buckingham Palace balcony. A concert at Windsor Castle followed on 7 May.|Reports the May 6, 2023 coronation.
8|K|knowledge-base|Coronation regalia|St Edward's Crown, made in 1661, is used only at the moment of crowning. The Imperial State Crown is worn when leaving the Abbey. Both are normally displayed in the Jewel House at the Tower of London.|Background facts only.
2|L|almanac-entry|United Kingdom, 2023|May 6, 2023: Charles III and Queen Camilla crowned at Westminster Abbey; 52 anti-monarchy protesters arrested in London. May 8: extra bank holiday, the Big Help Out.|Reports the May 6, 2023 coronation and after.
11|K|timeline|Coronation weekend: what happens when|Saturday 6 May: procession from Buckingham Palace at 10:20, service at 11:00, balcony appearance after. Sunday 7 May: Coronation Big Lunch and the Windsor concert. Monday 8 May: volunteering day.|A programme of future events.
3|L|knowledge-base|Westminster Abbey: coronations|The Abbey has hosted every coronation since 1066. The 40th, that of Charles III, reportedly drew around 20 million UK television viewers on 6 May 2023, fewer than the BBC had projected.|Reports the May 6, 2023 coronation (hedged).
""",
    ),
    Q(
        "lq-yousaf-snp-2023",
        "Will Humza Yousaf win the 2023 Scottish National Party leadership election?",
        "Resolves YES if the SNP announces Humza Yousaf as the winner of the leadership contest to succeed Nicola Sturgeon, with the result due on March 27, 2023. Resolves NO otherwise.",
        "2023-03-10",
        "2023-03-27",
        1,
        "politics",
        """
4|K|background-note|2023 Scottish National Party leadership election|Nicola Sturgeon announced on 15 February 2023 that she would stand down. Three candidates are standing: Humza Yousaf, Kate Forbes and Ash Regan. Members vote online and by post by preferential ballot, and the result is to be announced on 27 March 2023.|Earlier facts and a scheduled result.
1|L|encyclopedic-summary|Humza Yousaf|Yousaf was declared leader of the SNP on 27 March 2023, beating Kate Forbes by 52% to 48% after second preferences, and was elected First Minister by the Scottish Parliament on 28 March 2023, the first Muslim to lead a UK devolved government.|Reports the March 27-28, 2023 results.
7|K|knowledge-base|How the SNP chooses its leader|The party uses a single transferable ballot of all members. If no candidate has a majority of first preferences, the lowest is eliminated and votes are transferred. The new leader is then nominated for First Minister by the Scottish Parliament.|Rules only.
2|L|almanac-entry|Scotland, 2023|27 March 2023: Humza Yousaf elected SNP leader. 5 April: former chief executive Peter Murrell arrested in party finance inquiry, later released. 29 April 2024: Yousaf announces his resignation.|Reports the March 27, 2023 result and later events.
9|K|background-note|Candidates' records|Yousaf, 37, is health secretary and was previously justice secretary. Forbes, finance secretary, is on maternity leave and has faced criticism over her views on same-sex marriage. Regan resigned from government in October 2022 over gender recognition reform.|Earlier facts about candidates.
""",
    ),
    Q(
        "lq-fed-2023-06-pause",
        "Will the FOMC raise the federal funds target range at its June 13-14, 2023 meeting?",
        "Resolves YES if the FOMC statement of June 14, 2023 sets the target range above 5.00-5.25%. Resolves NO otherwise.",
        "2023-05-31",
        "2023-06-14",
        0,
        "central_banks",
        """
5|K|background-note|Federal Reserve policy, 2023|The Committee has raised rates at ten consecutive meetings since March 2022, most recently by 25 basis points on 3 May 2023 to 5.00-5.25%. Several officials have since spoken of skipping a meeting. The June meeting runs 13-14 June 2023, the day after May CPI is released.|Earlier facts and scheduled dates.
1|L|encyclopedic-summary|Federal funds rate: 2022-2023 cycle|On 14 June 2023 the FOMC left the range unchanged at 5.00-5.25%, its first pause after ten increases, while projections pointed to two more hikes that year. It raised once more on 26 July 2023, to 5.25-5.50%.|Reports the June 14, 2023 hold and a later hike.
8|K|knowledge-base|What "skip" means in Fed commentary|Officials use "skip" for a meeting without a move inside a tightening cycle, as opposed to a "pause" that signals the end of it. The distinction matters for how markets read a June decision and the dot plot released with it.|Terminology only.
2|L|almanac-entry|US monetary policy, 2023|3 May: +25bp. 14 June 2023: no change, unanimous; median dot at 5.6% for year-end. 26 July: +25bp, to a 22-year high.|Reports the June 14, 2023 hold.
11|K|timeline|FOMC 2023 calendar|Jan 31-Feb 1; Mar 21-22; May 2-3; Jun 13-14 (SEP); Jul 25-26; Sep 19-20 (SEP); Oct 31-Nov 1; Dec 12-13 (SEP).|A schedule.
4|L|q-and-a|FAQ: Did the Fed stop raising rates in 2023?|Not right away. It held in June (decision of June 14, 2023), raised again in July, and then held for the rest of the year. The first cut came in September 2024.|An FAQ reporting the June 14, 2023 hold and later events.
""",
    ),
    Q(
        "lq-finland-2023-sdp-first",
        "Will the Social Democratic Party win the most seats in the Finnish parliamentary election of April 2, 2023?",
        "Resolves YES if final results of the Eduskunta election of April 2, 2023 show the SDP with more seats than any other party. Resolves NO otherwise.",
        "2023-03-18",
        "2023-04-05",
        0,
        "elections",
        """
3|K|background-note|2023 Finnish parliamentary election|Finland elects its 200-seat Eduskunta on 2 April 2023, with advance voting from 22 to 28 March. Polls show a three-way race between Petteri Orpo's National Coalition, Riikka Purra's Finns Party and Prime Minister Sanna Marin's Social Democrats, each near 19-20%.|Background and scheduled dates.
1|L|encyclopedic-summary|2023 Finnish parliamentary election|The election on 2 April 2023 was won by the National Coalition Party with 48 seats; the Finns Party took 46 and the Social Democrats 43. Marin conceded on election night, and Orpo formed a coalition with the Finns Party that took office on 20 June 2023.|Reports the April 2, 2023 result and the June 20 government.
7|K|knowledge-base|Finnish electoral system|Seats are allocated by the D'Hondt method in 13 mainland districts plus Åland. There is no national threshold, but the effective threshold in small districts is high. The largest party usually leads government talks.|Rules only.
2|L|almanac-entry|Nordic elections 2023|Finland, April 2, 2023: NCP 20.8%, Finns 20.1%, SDP 19.9%. Turnout 72%. Denmark and Norway held no national elections.|Reports the April 2, 2023 result.
6|K|background-note|Sanna Marin: record in office|Marin became prime minister in December 2019 at 34. Her government led Finland's NATO application in May 2022; the country is expected to join once Turkey's parliament ratifies, possibly before or after polling day.|Earlier facts and an expectation.
""",
    ),
    Q(
        "lq-slovakia-2023-smer-first",
        "Will Smer-SD win the most votes in the Slovak parliamentary election of September 30, 2023?",
        "Resolves YES if official results of the National Council election of September 30, 2023 show Smer-SD with the largest vote share. Resolves NO otherwise.",
        "2023-09-15",
        "2023-10-01",
        1,
        "elections",
        """
4|K|background-note|2023 Slovak parliamentary election|The early election on 30 September 2023 follows the fall of Eduard Heger's government in a no-confidence vote in December 2022. Robert Fico's Smer-SD and the liberal Progressive Slovakia led by Michal Šimečka are neck and neck in polls around 18-20%.|Background and a scheduled date.
1|L|encyclopedic-summary|Robert Fico|Smer-SD came first in the election of 30 September 2023 with about 23% of the vote. Fico formed a coalition with Hlas and the Slovak National Party and was appointed prime minister for a fourth time on 25 October 2023.|Reports the September 30, 2023 result and October 25 appointment.
9|K|knowledge-base|National Council of the Slovak Republic|150 members elected in one national constituency by proportional representation. The threshold is 5% for single parties and 7% for coalitions. A moratorium bans publishing polls in the final two days before the vote.|Rules only.
2|L|year-in-review|Central Europe in 2023|30 Sept. 2023: Slovakia returns Fico's Smer to first place on a platform of ending military aid to Ukraine. 15 Oct.: Poland's opposition wins a majority.|Reports the September 30, 2023 result and a later election.
6|K|background-note|Why the vote matters for Ukraine aid|Slovakia has donated MiG-29 fighters and air-defence systems. Fico has promised to send "not a single round" if he returns. Coalition talks could take weeks after September 30.|A stated position and an expectation.
3|L|background-note|Slovakia votes: what to know (with results)|This note was written before polling day. Results added 1 Oct. 2023: Smer 22.9%, Progressive Slovakia 18.0%, Hlas 14.7%; nine parties below the threshold. President Čaputová will ask Fico to form a government.|A pre-election note with appended results dated October 1, 2023.
""",
    ),
    Q(
        "lq-depp-heard-verdict-2022",
        "Will the jury in Depp v. Heard find Amber Heard liable for defamation?",
        "Resolves YES if the jury in the Fairfax County, Virginia defamation trial returns a verdict finding Amber Heard liable on at least one of Johnny Depp's claims by June 15, 2022. Resolves NO otherwise.",
        "2022-05-20",
        "2022-06-15",
        1,
        "courts",
        """
3|K|background-note|Depp v. Heard (trial background)|Depp sued Heard for $50 million over a 2018 op-ed in which she described herself as a public figure representing domestic abuse. She counter-sued for $100 million. The trial began on 11 April 2022 in Fairfax County; closing arguments are expected on 27 May 2022.|Earlier facts and a scheduled event.
1|L|encyclopedic-summary|Depp v. Heard|On 1 June 2022 the jury found that Heard had defamed Depp on all three counts and awarded him $10 million in compensatory and $5 million in punitive damages, the latter cut to $350,000 under Virginia's cap. It found Depp liable on one of Heard's counterclaims and awarded her $2 million.|Reports the June 1, 2022 verdict.
8|K|knowledge-base|Defamation of a public figure (US)|A public figure must show that a statement was false and made with actual malice, meaning knowledge of falsity or reckless disregard for the truth. Virginia caps punitive damages at $350,000.|Legal rules only.
2|L|almanac-entry|Courts and celebrities, 2022|June 1, 2022: Virginia jury sides largely with Johnny Depp. Dec. 19: the two announce a settlement; Heard agrees to pay $1 million.|Reports the June 1 verdict and December settlement.
6|K|timeline|Depp v. Heard: key dates|Nov. 2020: Depp loses UK libel case against The Sun. Apr. 11, 2022: US trial opens. Late May 2022: closing arguments, then jury deliberations, which have no fixed length.|Earlier facts and a future stage.
4|L|timeline|Depp v. Heard: key dates (updated)|Apr. 11, 2022: trial opens. May 27, 2022: closing arguments. June 1, 2022: verdict for Depp on all three counts; Heard wins one counterclaim. July 2022: Heard files appeal.|A timeline reporting the June 1, 2022 verdict.
""",
    ),
    Q(
        "lq-fox-dominion-trial-2023",
        "Will the Dominion v. Fox News defamation trial reach a jury verdict by May 19, 2023?",
        "Resolves YES if a jury in Delaware Superior Court returns a verdict in US Dominion v. Fox News Network on or before May 19, 2023. Resolves NO if the case settles or no verdict is returned by then.",
        "2023-04-10",
        "2023-05-19",
        0,
        "courts",
        """
5|K|background-note|Dominion Voting Systems v. Fox News Network|Dominion seeks $1.6 billion over Fox broadcasts of false claims that its machines rigged the 2020 election. On 31 March 2023 Judge Eric Davis ruled that the statements were false, leaving actual malice and damages for the jury. Jury selection starts 13 April 2023 and the trial is expected to last about six weeks.|Earlier rulings and scheduled dates.
1|L|encyclopedic-summary|Dominion Voting Systems v. Fox News Network|The case was settled on 18 April 2023, hours after the jury had been sworn in, for $787.5 million, one of the largest known defamation settlements. Fox did not have to apologise on air.|Reports the April 18, 2023 settlement.
9|K|knowledge-base|Summary judgment in defamation cases|A judge may decide issues before trial where there is no genuine dispute over facts. Falsity decided this way is not retried; the jury then considers only the remaining elements.|Legal rules only.
2|L|almanac-entry|Media in 2023|April 18, 2023: Fox settles with Dominion for $787.5m. April 24: Tucker Carlson leaves Fox News. Smartmatic's $2.7bn suit against Fox remains pending.|Reports the April 18 and 24, 2023 events.
3|K|timeline|Dominion v. Fox: what happens next|April 13: jury selection. April 17: opening statements planned, after a one-day delay. Witnesses expected include Rupert Murdoch and several hosts. Verdict would come in late May at the earliest.|Scheduled future steps.
""",
    ),
    Q(
        "lq-ashes-2023-australia-retain",
        "Will Australia retain the Ashes in the 2023 series in England?",
        "Resolves YES if Australia wins or draws the five-Test 2023 Ashes series in England, which ends by July 31, 2023. Resolves NO if England wins the series.",
        "2023-07-01",
        "2023-07-31",
        1,
        "sports",
        """
3|K|background-note|2023 Ashes series|Australia hold the Ashes after winning 4-0 in 2021-22, so a drawn series is enough to retain them. Australia lead 2-0 after the first two Tests at Edgbaston and Lord's. The third Test at Headingley starts on 6 July 2023, followed by Old Trafford from 19 July and the Oval from 27 July 2023.|Earlier results and scheduled matches.
1|L|encyclopedic-summary|2023 Ashes series|The series was drawn 2-2, so Australia retained the urn. England won at Headingley and the Oval, while rain washed out the last day of the fourth Test at Old Trafford on 23 July 2023, which confirmed Australia would keep the Ashes. Stuart Broad retired after the final Test, which ended on 31 July 2023.|Reports the July 2023 results.
8|K|knowledge-base|The Ashes: rules of retention|The holder keeps the urn if a series is drawn. A Test lasts up to five days; a result needs the side batting last to be bowled out or to pass its target.|Rules only.
2|L|almanac-entry|Cricket 2023|July 6-9, 2023: England win third Test by three wickets. July 23: rain ends fourth Test, Australia retain Ashes. July 31: England win at the Oval, series 2-2.|Reports July 2023 results.
10|K|background-note|England's "Bazball" approach|Since Brendon McCullum became coach in 2022, England have won 11 of 13 Tests with aggressive batting. The Ashes is its first test against the world's top-ranked side.|Earlier history and an open question.
""",
    ),
    Q(
        "lq-tour-2023-vingegaard",
        "Will Jonas Vingegaard win the 2023 Tour de France?",
        "Resolves YES if Jonas Vingegaard wears the yellow jersey at the finish of the final stage in Paris on July 23, 2023. Resolves NO otherwise.",
        "2023-07-01",
        "2023-07-23",
        1,
        "sports",
        """
4|K|background-note|2023 Tour de France|The 110th Tour starts in Bilbao on 1 July 2023 and finishes on the Champs-Élysées on 23 July 2023, over 21 stages and about 3,400 km. Defending champion Jonas Vingegaard (Jumbo-Visma) and Tadej Pogačar (UAE Team Emirates), winner in 2020 and 2021, are the favourites. There is a single individual time trial, on stage 16 to Combloux.|Background and scheduled dates.
1|L|encyclopedic-summary|Jonas Vingegaard|Vingegaard won the Tour for the second year running, finishing 7 minutes 29 seconds ahead of Pogačar on 23 July 2023. The race turned in the stage 16 time trial on 18 July 2023, which he won by 1 minute 38 seconds, and on the Col de la Loze the next day.|Reports the July 2023 stages and overall win.
2|L|almanac-entry|Cycling: Grand Tour winners 2023|Giro d'Italia: Primož Roglič (28 May). Tour de France: Jonas Vingegaard (23 July 2023). Vuelta a España: Sepp Kuss (17 Sept. 2023), with Vingegaard second and Roglič third.|Reports the July and September 2023 winners.
9|K|knowledge-base|Tour de France classifications|The yellow jersey goes to the rider with the lowest cumulative time; green to the points leader; polka dot to the best climber; white to the best rider under 26. Time bonuses of 10, 6 and 4 seconds are awarded at stage finishes.|Rules only.
6|K|background-note|Pogačar's preparation|Pogačar broke his left wrist at Liège-Bastogne-Liège on 23 April 2023 and has raced little since. His team says he will start in Bilbao, but his form for the first mountain stages in the Basque Country and Pyrenees is uncertain.|Earlier facts and uncertainty.
""",
    ),
    Q(
        "lq-nba-2022-warriors",
        "Will the Golden State Warriors win the 2022 NBA Finals?",
        "Resolves YES if the Golden State Warriors win the best-of-seven 2022 NBA Finals against the Boston Celtics, which must end by June 19, 2022. Resolves NO otherwise.",
        "2022-06-01",
        "2022-06-19",
        1,
        "sports",
        """
1|K|background-note|2022 NBA Finals (preview)|The Warriors, who beat Dallas in the Western Conference finals, host the Celtics in Game 1 on 2 June 2022. Golden State has home-court advantage. A Game 7, if needed, would be played on 19 June 2022 in San Francisco.|A scheduled series.
3|L|encyclopedic-summary|2022 NBA Finals|Golden State won the series 4-2, clinching it in Boston on 16 June 2022. Stephen Curry was named Finals MVP for the first time, and the title was the franchise's fourth in eight seasons.|Reports the June 16, 2022 clincher.
2|L|almanac-entry|NBA champions, 2020-2024|2020 Lakers (4-2 over Miami). 2021 Bucks (4-2 over Phoenix). 2022 Warriors, 4-2 over Boston, decided June 16, 2022. 2023 Nuggets. 2024 Celtics.|Reports the 2022 title with its date.
8|K|knowledge-base|NBA Finals format|Best of seven in a 2-2-1-1-1 format: the team with the better record hosts Games 1, 2, 5 and 7. The Bill Russell Finals MVP award is voted by a panel of media members.|Rules only.
5|L|year-in-review|Sports in 2022: the year in brief|Curry finally wins a Finals MVP as the Warriors beat the Celtics on June 16, 2022; in June Colorado also ends a 21-year wait for the Stanley Cup.|Reports the June 2022 result.
""",
    ),
    Q(
        "lq-stanley-cup-2022-avalanche",
        "Will the Colorado Avalanche win the 2022 Stanley Cup?",
        "Resolves YES if the Colorado Avalanche win the 2022 Stanley Cup Final against the Tampa Bay Lightning, which must end by June 30, 2022. Resolves NO otherwise.",
        "2022-06-12",
        "2022-06-30",
        1,
        "sports",
        """
2|K|background-note|2022 Stanley Cup Final|The Avalanche, who swept Edmonton in the conference final, meet the two-time defending champion Lightning. Game 1 is in Denver on 15 June 2022. Colorado last won the Cup in 2001.|A scheduled series and earlier facts.
1|L|encyclopedic-summary|Colorado Avalanche|The Avalanche won their third Stanley Cup on 26 June 2022, beating Tampa Bay 2-1 in Game 6 to take the series 4-2. Cale Makar won the Conn Smythe Trophy.|Reports the June 26, 2022 title.
6|K|knowledge-base|Conn Smythe Trophy|Awarded to the most valuable player of the playoffs, chosen by a panel of writers before the Cup is presented. Since 1965 it has gone to a player on the losing team six times.|Background only.
3|L|almanac-entry|Ice hockey 2022|June 26, 2022 - Avalanche defeat Lightning in six games. Makar, 23, is the first defenceman to win the Norris Trophy and Conn Smythe in the same year (Norris announced June 21).|Reports June 2022 events.
9|K|timeline|Stanley Cup Final 2022 schedule|Game 1 June 15 at Colorado; Game 2 June 18 at Colorado; Game 3 June 20 at Tampa; Game 4 June 22 at Tampa; Game 5* June 24 at Colorado; Game 6* June 26 at Tampa; Game 7* June 28 at Colorado. *if necessary.|A schedule.
1|L|wiki-current-event|2022 Stanley Cup Final (current event)|This article is about a recent event. Colorado defeated Tampa Bay in six games, with the deciding game played on June 26, 2022 at Amalie Arena. Artturi Lehkonen scored the Cup-winning goal.|A current-event page reporting the June 26, 2022 result.
""",
    ),
    Q(
        "lq-six-nations-2023-ireland-slam",
        "Will Ireland win the Grand Slam in the 2023 Six Nations Championship?",
        "Resolves YES if Ireland win all five of their 2023 Six Nations matches, the last on March 18, 2023. Resolves NO otherwise.",
        "2023-03-06",
        "2023-03-18",
        1,
        "sports",
        """
3|K|background-note|2023 Six Nations Championship|Ireland, ranked first in the world, have beaten Wales, France and Italy. They play Scotland at Murrayfield on 12 March 2023 and England in Dublin on 18 March 2023, St Patrick's weekend. Ireland's previous Grand Slams came in 1948, 2009 and 2018.|Earlier results, scheduled matches and history.
1|L|encyclopedic-summary|2023 Six Nations Championship|Ireland won the Grand Slam by beating England 29-16 at the Aviva Stadium on 18 March 2023, their first Slam won in Dublin. France finished second and Scotland third.|Reports the March 18, 2023 result.
2|L|almanac-entry|Rugby union 2023|Six Nations: Ireland, Grand Slam (decided March 18, 2023). World Cup, France: South Africa beat New Zealand 12-11 in the final on 28 October.|Reports 2023 results with dates.
7|K|knowledge-base|Six Nations bonus points|Four points for a win, two for a draw; one bonus for scoring four or more tries and one for losing by seven or fewer. A Grand Slam side receives three extra points, so it always finishes first.|Rules only.
5|K|background-note|Andy Farrell's Ireland|Since the 2021 tour series win over New Zealand, Ireland have lost one match. Johnny Sexton, 37, plans to retire after the World Cup in France this autumn; his fitness for the England game is in doubt.|Earlier facts and an open question.
""",
    ),
    Q(
        "lq-eurovision-2022-ukraine",
        "Will Ukraine win the Eurovision Song Contest 2022?",
        "Resolves YES if Ukraine's entry wins the grand final in Turin on May 14, 2022. Resolves NO otherwise.",
        "2022-05-01",
        "2022-05-14",
        1,
        "entertainment",
        """
4|K|background-note|Eurovision Song Contest 2022|The 66th contest is being held at the PalaOlimpico in Turin after Måneskin's win in 2021. Semi-finals are on 10 and 12 May and the grand final on 14 May 2022. Russia was excluded in February 2022. Ukraine's Kalush Orchestra, with "Stefania", lead the betting by a wide margin.|Background and scheduled dates.
1|L|encyclopedic-summary|Kalush Orchestra|The group won Eurovision 2022 in Turin on 14 May 2022 with 631 points, including a record 439 from the public televote. The band's members had received special permission to leave Ukraine under martial law.|Reports the May 14, 2022 win.
6|K|knowledge-base|Eurovision voting|Each country awards 1-8, 10 and 12 points from a professional jury and separately from a televote. Jury points are revealed country by country, then the televote totals from lowest to highest.|Rules only.
2|L|almanac-entry|Eurovision winners|2021 Italy, Måneskin. 2022 Ukraine, Kalush Orchestra, 631 points, May 14, 2022; United Kingdom second. 2023 Sweden, Loreen.|Reports the May 14, 2022 result.
3|L|year-in-review|Culture 2022: May|On 14 May 2022 Ukraine took Eurovision; the EBU said in June that the 2023 contest could not safely be held there, and in October chose Liverpool as host.|Reports the May 14 result and later decisions.
9|K|timeline|Turin 2022: running order|Semi-final 1, 10 May: 17 countries. Semi-final 2, 12 May: 18 countries. Big Five and Italy go straight to the final on 14 May, 21:00 CEST.|A schedule.
""",
    ),
    Q(
        "lq-ballon-dor-2023-messi",
        "Will Lionel Messi win the 2023 Ballon d'Or?",
        "Resolves YES if Lionel Messi is named winner of the men's Ballon d'Or at the ceremony in Paris on October 30, 2023. Resolves NO otherwise.",
        "2023-10-15",
        "2023-10-30",
        1,
        "awards",
        """
5|K|background-note|2023 Ballon d'Or|The 67th ceremony takes place at the Théâtre du Châtelet on 30 October 2023. The award covers the 2022-23 season, including the World Cup in Qatar, won by Argentina on 18 December 2022. Erling Haaland, who scored 52 goals in City's treble season, and Messi are seen as the leading contenders.|Background and a scheduled date.
1|L|encyclopedic-summary|Lionel Messi|On 30 October 2023 Messi won his eighth Ballon d'Or, extending his own record, ahead of Haaland and Kylian Mbappé. Aitana Bonmatí won the women's award the same evening.|Reports the October 30, 2023 award.
8|K|knowledge-base|How the Ballon d'Or is decided|Since 2022 a jury of one journalist from each of the top 100 countries in the FIFA ranking votes on a 30-man shortlist. Criteria are individual performance, team results and class. The season runs from August to July.|Rules only.
2|L|almanac-entry|Football awards 2023|Ballon d'Or (Oct. 30, 2023): Messi; Kopa Trophy: Jude Bellingham; Yashin Trophy: Emiliano Martínez. FIFA The Best (Jan. 15, 2024): Messi.|Reports the October 2023 and January 2024 awards.
11|K|background-note|Shortlist announced|The 30 nominees were named on 6 September 2023; Messi, now at Inter Miami, is on it for the 16th time. Results will be revealed on the night; leaks of the ranking are common but unconfirmed.|An earlier fact and a future reveal.
3|L|q-and-a|How many Ballons d'Or has Messi won?|Eight: 2009, 2010, 2011, 2012, 2015, 2019, 2021 and, most recently, on October 30, 2023, for a season capped by the World Cup. Cristiano Ronaldo has five.|An answer reporting the October 30, 2023 award.
""",
    ),
    Q(
        "lq-nobel-literature-2023-fosse",
        "Will Jon Fosse be awarded the 2023 Nobel Prize in Literature?",
        "Resolves YES if the Swedish Academy names Jon Fosse as the 2023 laureate, with the announcement scheduled for October 5, 2023. Resolves NO otherwise.",
        "2023-09-20",
        "2023-10-05",
        1,
        "awards",
        """
6|K|background-note|Jon Fosse|Norwegian playwright and novelist, born 1959 in Haugesund, writing in Nynorsk. His plays are among the most performed in Europe, and the seven-part "Septology" was shortlisted for the International Booker Prize in 2022. He has been named by bookmakers as a likely laureate for more than a decade.|Biography and expectations.
1|L|encyclopedic-summary|2023 Nobel Prize in Literature|The prize was awarded on 5 October 2023 to Jon Fosse, the Academy praising his plays and prose for putting into words what usually goes unsaid. He received it in Stockholm on 10 December 2023.|Reports the October 5, 2023 announcement.
9|K|knowledge-base|Nobel Prize in Literature: selection|Nominations close on 31 January. The Nobel Committee draws up a shortlist of five by summer, and the eighteen members of the Swedish Academy vote in early October. Nominee lists are sealed for 50 years.|Procedure only.
2|L|almanac-entry|Nobel laureates 2023|Physiology or Medicine (Oct. 2): Karikó, Weissman. Physics (Oct. 3): Agostini, Krausz, L'Huillier. Chemistry (Oct. 4): Bawendi, Brus, Ekimov. Literature (Oct. 5, 2023): Jon Fosse. Peace (Oct. 6): Narges Mohammadi.|Reports the October 2023 announcements.
4|K|timeline|Nobel week 2023: announcement dates|Medicine Monday 2 October; Physics Tuesday 3 October; Chemistry Wednesday 4 October; Literature Thursday 5 October at 13:00 CEST; Peace Friday 6 October; Economic Sciences Monday 9 October.|A schedule.
""",
    ),
    Q(
        "lq-booker-2023-prophet-song",
        "Will Paul Lynch's Prophet Song win the 2023 Booker Prize?",
        "Resolves YES if Prophet Song is announced as the winner of the 2023 Booker Prize at the ceremony on November 26, 2023. Resolves NO otherwise.",
        "2023-11-10",
        "2023-11-26",
        1,
        "awards",
        """
3|K|background-note|2023 Booker Prize shortlist|The six books shortlisted on 21 September 2023 are Prophet Song (Paul Lynch), The Bee Sting (Paul Murray), Western Lane (Chetna Maroo), If I Survive You (Jonathan Escoffery), Study for Obedience (Sarah Bernstein) and This Other Eden (Paul Harding). The winner will be announced at Old Billingsgate in London on 26 November 2023.|An earlier shortlist and a scheduled announcement.
1|L|encyclopedic-summary|Prophet Song|The novel, about a mother in a Dublin sliding into authoritarian rule, won the Booker Prize on 26 November 2023, making Lynch the fifth Irish-born winner. Sales rose sharply in the following weeks.|Reports the November 26, 2023 award.
2|L|almanac-entry|Literary prizes 2023|Booker: Paul Lynch, Prophet Song, Nov. 26, 2023. International Booker: Georgi Gospodinov, Time Shelter (May 23). Nobel: Jon Fosse.|Reports the November 26, 2023 result.
7|K|knowledge-base|The Booker Prize|Awarded annually since 1969 for the best novel written in English and published in the UK or Ireland. The winner receives £50,000; each shortlisted author £2,500. A new panel of five judges is chosen each year.|Background only.
5|K|background-note|Irish writers on the list|Two of the six shortlisted authors, Lynch and Murray, are Irish. Ireland's last winner was Anne Enright in 2007. The bookmakers' favourite at shortlist time was The Bee Sting.|Earlier facts and expectations.
""",
    ),
    Q(
        "lq-nobel-physics-2024-ml",
        "Will the 2024 Nobel Prize in Physics be awarded for work on artificial neural networks or machine learning?",
        "Resolves YES if the Royal Swedish Academy of Sciences' announcement of October 8, 2024 cites work on neural networks or machine learning. Resolves NO otherwise.",
        "2024-09-24",
        "2024-10-08",
        1,
        "awards",
        """
4|K|background-note|Nobel Prize in Physics: recent choices|The 2023 prize went to Pierre Agostini, Ferenc Krausz and Anne L'Huillier for attosecond pulses of light; 2022 to Aspect, Clauser and Zeilinger for entangled photons. Commonly tipped fields for 2024 include metamaterials, quantum materials and exoplanet surveys. The announcement is set for 8 October 2024.|Earlier laureates and a scheduled announcement.
1|L|encyclopedic-summary|Geoffrey Hinton|On 8 October 2024 Hinton and John Hopfield were awarded the Nobel Prize in Physics for early work on artificial neural networks that underlies modern machine learning. Hinton used interviews that week to repeat warnings about AI risk.|Reports the October 8, 2024 award.
2|L|almanac-entry|Nobel Prizes 2024|Physics, 8 Oct. 2024: Hopfield and Hinton (neural networks). Chemistry, 9 Oct.: Baker, Hassabis and Jumper (protein design and structure). Literature, 10 Oct.: Han Kang.|Reports October 2024 awards.
8|K|knowledge-base|Who decides the physics prize|The Nobel Committee for Physics evaluates nominations submitted by invited scientists by 31 January and recommends laureates to the Royal Swedish Academy of Sciences, which votes on the morning of the announcement.|Procedure only.
3|L|year-in-review|Science 2024: the year AI took the Nobels|Two days running, starting on October 8, 2024, the Swedish academies honoured AI-related work, first with the physics prize for Hopfield networks and Boltzmann machines and then in chemistry for AlphaFold.|Reports October 8-9, 2024 awards.
10|K|background-note|Hopfield networks (1982)|John Hopfield described a recurrent network that stores patterns as energy minima, drawing on spin-glass physics. Hinton and Terrence Sejnowski extended it into the Boltzmann machine in 1985.|Historical background only.
""",
    ),
    Q(
        "lq-nobel-peace-2022-ukraine",
        "Will the 2022 Nobel Peace Prize be awarded, in whole or in part, to a Ukrainian person or organisation?",
        "Resolves YES if the Norwegian Nobel Committee's announcement of October 7, 2022 names at least one Ukrainian laureate. Resolves NO otherwise.",
        "2022-09-22",
        "2022-10-07",
        1,
        "awards",
        """
5|K|background-note|2022 Nobel Peace Prize (before the announcement)|The committee received 343 nominations. Names discussed since Russia's invasion of Ukraine on 24 February 2022 include President Volodymyr Zelensky, though nominations for 2022 closed on 31 January. The announcement will be made in Oslo on Friday 7 October 2022 at 11:00.|Earlier facts and a scheduled announcement.
1|L|encyclopedic-summary|Center for Civil Liberties|The Kyiv-based human rights group shared the 2022 Nobel Peace Prize, announced on 7 October 2022, with the Belarusian activist Ales Bialiatski and the Russian organisation Memorial.|Reports the October 7, 2022 announcement.
7|K|knowledge-base|Norwegian Nobel Committee|Five members appointed by the Storting choose the laureate. Nominations may be submitted by national legislators, heads of state, university professors and past laureates. The prize is presented on 10 December in Oslo City Hall.|Procedure only.
2|L|almanac-entry|Peace laureates, 2020-2024|2020 World Food Programme. 2021 Maria Ressa, Dmitry Muratov. 2022 (Oct. 7, 2022) Ales Bialiatski, Memorial, Center for Civil Liberties. 2023 Narges Mohammadi. 2024 Nihon Hidankyo.|Reports the 2022 award with its date.
9|K|background-note|Peace prizes during wars|The committee has at times avoided naming leaders of countries at war. Commentators expect a human-rights theme this year, possibly honouring war-crimes documentation or independent media.|Expectations only.
""",
    ),
    Q(
        "lq-chips-act-signed-2022",
        "Will the CHIPS and Science Act be signed into law by August 31, 2022?",
        "Resolves YES if the President signs H.R. 4346, the CHIPS and Science Act, on or before August 31, 2022. Resolves NO otherwise.",
        "2022-07-25",
        "2022-08-31",
        1,
        "legislation",
        """
2|K|background-note|CHIPS and Science Act (legislative history)|The bill would provide about $52 billion for domestic semiconductor manufacturing and research, including $39 billion in manufacturing incentives, plus a 25% investment tax credit. It grew out of the 2021 US Innovation and Competition Act. A Senate vote is expected in the last week of July 2022, then the House.|Background and expected votes.
1|L|encyclopedic-summary|CHIPS and Science Act|The Senate passed the bill 64-33 on 27 July 2022 and the House 243-187 on 28 July 2022. President Biden signed it on 9 August 2022 at the White House.|Reports the July 27-28 votes and the August 9, 2022 signing.
3|L|timeline|Semiconductor policy, 2022-2024|Aug. 9, 2022: CHIPS and Science Act signed. Feb. 28, 2023: Commerce opens applications. Mar. 20, 2024: Intel preliminary award of up to $8.5 billion.|Reports the signing and later events.
8|K|knowledge-base|How a bill becomes law|After both chambers pass identical text, the bill goes to the President, who has ten days, excluding Sundays, to sign or veto it while Congress is in session.|Procedure only.
5|K|background-note|Intel's Ohio plans|Intel announced in January 2022 a $20 billion fab complex near Columbus and said its scale would depend on the passage of federal chip subsidies. The groundbreaking is planned for September 2022.|Earlier facts and a plan.
""",
    ),
    Q(
        "lq-respect-marriage-act-2022",
        "Will the Respect for Marriage Act become law by December 31, 2022?",
        "Resolves YES if the Respect for Marriage Act is signed into law on or before December 31, 2022. Resolves NO otherwise.",
        "2022-11-25",
        "2022-12-31",
        1,
        "legislation",
        """
4|K|background-note|Respect for Marriage Act|The bill would repeal the 1996 Defense of Marriage Act and require states to recognise same-sex and interracial marriages performed in other states. The House passed an earlier version 267-157 in July 2022. The Senate advanced an amended text on 16 November 2022 and a final vote is expected after Thanksgiving, after which it returns to the House.|Earlier votes and expected ones.
1|L|encyclopedic-summary|Respect for Marriage Act|The Senate passed the amended bill 61-36 on 29 November 2022 and the House concurred 258-169 on 8 December 2022. President Biden signed it on the White House South Lawn on 13 December 2022.|Reports the November and December 2022 votes and signing.
2|L|almanac-entry|United States, December 2022|Dec. 6: Warnock wins Georgia runoff. Dec. 13, 2022: Respect for Marriage Act signed. Dec. 29: $1.7 trillion omnibus spending bill signed.|Reports December 2022 events.
8|K|knowledge-base|Obergefell v. Hodges (2015)|The Supreme Court held 5-4 that the Constitution guarantees a right to same-sex marriage. A concurrence in the 2022 Dobbs decision suggested the Court should reconsider it, which prompted the legislation.|Earlier history only.
6|K|background-note|Religious liberty amendment|A bipartisan group of senators added language protecting non-profit religious groups from being required to provide services for weddings, to win Republican votes. At least ten Republicans are needed to overcome a filibuster.|Background and a condition.
""",
    ),
    Q(
        "lq-france-pension-council-2023",
        "Will the French Constitutional Council strike down the increase of the retirement age to 64?",
        "Resolves YES if the Constitutional Council's decision on the 2023 pension reform, expected on April 14, 2023, censures the provision raising the legal retirement age from 62 to 64. Resolves NO otherwise.",
        "2023-03-31",
        "2023-04-14",
        0,
        "politics",
        """
3|K|background-note|2023 French pension reform|The government used Article 49.3 on 16 March 2023 to pass the reform without a vote in the National Assembly; two no-confidence motions failed on 20 March, one by nine votes. Opposition deputies and the Prime Minister referred the law to the Constitutional Council, which has said it will rule on 14 April 2023, together with a request for a shared-initiative referendum.|Earlier events and a scheduled ruling.
1|L|encyclopedic-summary|2023 French pension reform|On 14 April 2023 the Constitutional Council upheld the core of the law, including the rise in the retirement age to 64, while striking out six secondary provisions, among them an index of older workers' employment. President Macron promulgated the law overnight, and it was published on 15 April 2023.|Reports the April 14-15, 2023 ruling and promulgation.
2|L|almanac-entry|France, 2023|14 April 2023: Constitutional Council validates the pension reform and rejects the referendum request. 1 May: joint union march. 1 September: reform takes effect.|Reports the April 14, 2023 decision and later events.
8|K|knowledge-base|Constitutional Council (France)|Nine appointed members plus former presidents review laws referred by the President, the prime minister, the presidents of either chamber or 60 deputies or senators. It may strike out "legislative riders" unrelated to a budget bill.|Rules only.
6|K|background-note|Strikes and protests|Unions have held eleven national days of action since January; a twelfth is planned for 13 April 2023, the eve of the decision. Refuse collectors in Paris ended their strike on 29 March.|Earlier facts and a planned protest.
""",
    ),
    Q(
        "lq-croatia-euro-2023",
        "Will Croatia adopt the euro as its currency on January 1, 2023?",
        "Resolves YES if the euro becomes legal tender in Croatia on January 1, 2023, replacing the kuna. Resolves NO otherwise.",
        "2022-12-10",
        "2023-01-01",
        1,
        "economics",
        """
5|K|background-note|Croatia and the euro|The EU Council approved Croatia's entry to the euro area on 12 July 2022 and fixed the conversion rate at 7.53450 kuna per euro. Changeover is planned for 1 January 2023, with a two-week dual circulation period. Croatia is also set to join the Schengen area the same day.|Earlier decisions and a scheduled date.
1|L|encyclopedic-summary|Croatian kuna|The kuna was replaced by the euro on 1 January 2023, when Croatia became the 20th member of the euro area. Kuna cash ceased to be legal tender on 15 January 2023 but can be exchanged at the Croatian National Bank.|Reports the January 1, 2023 changeover.
2|L|almanac-entry|European Union, 2023|1 Jan. 2023: Croatia adopts the euro and joins Schengen; Sweden takes the Council presidency. 4 April: Finland joins NATO.|Reports January 1, 2023 and later events.
9|K|knowledge-base|Euro convergence criteria|A candidate must meet limits on inflation, the deficit (3% of GDP), debt (60%) and long-term interest rates, and spend at least two years in ERM II without devaluation. Croatia entered ERM II in July 2020.|Rules and earlier facts.
3|K|background-note|Preparing for the changeover|Prices have been shown in both currencies since 5 September 2022. Banks began distributing starter kits of euro coins on 1 December 2022. Shops must give change in euros from the first day of the new year.|Earlier steps and a planned rule.
2|L|infobox|Euro (infobox excerpt)|Official users: 20 EU member states. Most recent adopter: Croatia (1 January 2023). Subunit: cent. Central bank: European Central Bank.|An infobox reporting the January 1, 2023 adoption.
""",
    ),
    Q(
        "lq-peregrine-landing-2024",
        "Will Astrobotic's Peregrine lander enter orbit around the Moon by February 15, 2024?",
        "Resolves YES if Peregrine Mission One enters lunar orbit on or before February 15, 2024, as the step before its planned landing. Resolves NO otherwise.",
        "2024-01-06",
        "2024-02-15",
        0,
        "space",
        """
4|K|background-note|Peregrine Mission One|Astrobotic's lander is to launch on the first flight of ULA's Vulcan Centaur, now targeted for 8 January 2024 from Cape Canaveral. It carries NASA science instruments under the CLPS programme and a number of private payloads. After a slow transfer it would enter lunar orbit in February, ahead of a landing at Sinus Viscositatis planned for 23 February 2024.|Scheduled launch and landing dates.
1|L|encyclopedic-summary|Peregrine Mission One|The lander launched on 8 January 2024, but a propellant leak caused by a stuck valve began hours later and ended any attempt at a landing. It re-entered Earth's atmosphere over the South Pacific on 18 January 2024.|Reports the January 2024 launch, failure and re-entry.
2|L|timeline|Commercial lunar landers|Apr. 2023: ispace Hakuto-R crashes. Jan. 8, 2024: Peregrine launches, suffers a leak. Feb. 22, 2024: Intuitive Machines' Odysseus lands, tipped on its side.|Reports January and February 2024 events.
8|K|knowledge-base|NASA CLPS programme|Commercial Lunar Payload Services buys delivery of NASA instruments from private companies on a fixed-price basis, accepting higher risk. Several awards cover landings planned from 2024 to 2026.|Background only.
3|L|infobox|Peregrine Mission One (infobox)|Operator: Astrobotic. Launch date: 8 January 2024, 07:18 UTC. Rocket: Vulcan Centaur. Mission type: lunar lander. Decay date: 18 January 2024. Outcome: failed to land.|Reports the launch and re-entry dates.
""",
    ),
    Q(
        "lq-change6-return-2024",
        "Will China's Chang'e 6 return samples from the far side of the Moon to Earth by June 30, 2024?",
        "Resolves YES if the Chang'e 6 return capsule lands on Earth with lunar samples on or before June 30, 2024. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-30",
        1,
        "space",
        """
6|K|background-note|Chang'e 6|Launched on a Long March 5 from Wenchang on 3 May 2024, the mission aims to collect about 2 kg of material from the South Pole-Aitken basin on the far side. It relies on the Queqiao-2 relay satellite launched in March. The total mission length is planned at about 53 days.|Earlier facts and a mission plan.
1|L|encyclopedic-summary|Chang'e 6|The lander touched down in Apollo crater on 1 June 2024, collected samples by drill and scoop, and the ascender lifted off on 4 June. The return capsule landed in Inner Mongolia on 25 June 2024 with 1,935.3 grams, the first samples ever brought back from the far side.|Reports June 2024 landing and return.
2|L|almanac-entry|Space, 2024|June 1-2: Chang'e 6 lands on lunar far side. June 5: Boeing Starliner launches with crew. June 25, 2024: Chang'e 6 capsule returns to Earth.|Reports June 2024 events.
9|K|knowledge-base|Far side communications|The Moon's far side never faces Earth, so a lander there needs a relay. Queqiao-1 supported Chang'e 4 in 2019; Queqiao-2 sits in an elliptical lunar orbit.|Background only.
4|K|timeline|Chang'e 6: planned sequence|Lunar orbit insertion, 8 May. Lander-ascender separation, late May. Landing, early June. Sampling, about two days. Return to Earth, around 25 June 2024.|A plan of future events.
""",
    ),
    Q(
        "lq-first-republic-receivership-2023",
        "Will First Republic Bank be placed into FDIC receivership by May 31, 2023?",
        "Resolves YES if California regulators close First Republic Bank and appoint the FDIC as receiver on or before May 31, 2023. Resolves NO otherwise.",
        "2023-04-24",
        "2023-05-31",
        1,
        "finance",
        """
3|K|background-note|First Republic Bank (background)|The San Francisco lender received $30 billion in deposits from eleven large banks on 16 March 2023 after the failures of Silicon Valley Bank and Signature Bank. It is due to report first-quarter results on 24 April 2023, which will show how much of its deposit base has left.|Earlier facts and a scheduled report.
1|L|encyclopedic-summary|First Republic Bank|The bank was closed by the California regulator on 1 May 2023 and the FDIC was appointed receiver; JPMorgan Chase bought most of its assets and all deposits. With about $229 billion in assets, it was the second-largest bank failure in US history.|Reports the May 1, 2023 closure.
2|L|almanac-entry|2023 banking crisis: failures|Mar. 10: Silicon Valley Bank. Mar. 12: Signature Bank. May 1, 2023: First Republic (sold to JPMorgan). Mar. 19: UBS agrees to buy Credit Suisse.|Reports the May 1, 2023 failure.
8|K|knowledge-base|FDIC receivership|When a state or federal chartering authority closes a bank, the FDIC becomes receiver and either pays insured depositors or arranges a purchase and assumption by another bank, usually over a weekend.|Procedure only.
5|L|year-in-review|Finance 2023: the spring bank run|Reportedly after a weekend auction, regulators seized First Republic early on Monday, May 1, 2023, and JPMorgan paid the FDIC $10.6 billion, taking on about $173 billion of loans.|Reports the May 1, 2023 seizure (hedged).
""",
    ),
    Q(
        "lq-ups-teamsters-strike-2023",
        "Will the Teamsters begin a strike at UPS by August 7, 2023?",
        "Resolves YES if Teamsters members begin a national strike against UPS on or before August 7, 2023. Resolves NO otherwise.",
        "2023-07-10",
        "2023-08-07",
        0,
        "labor",
        """
5|K|background-note|2023 UPS-Teamsters contract|The national master agreement covering about 340,000 UPS workers expires at 11:59 p.m. on 31 July 2023. Members voted 97% in June to authorise a strike if no deal is reached. Talks broke off on 5 July 2023 over pay for part-time workers.|Earlier facts and a contract deadline.
1|L|encyclopedic-summary|International Brotherhood of Teamsters: UPS contract|A tentative five-year agreement was reached on 25 July 2023, averting what would have been the largest single-employer strike in US history. Members ratified it with 86% in favour, the result announced on 22 August 2023.|Reports the July 25 deal and the August 22, 2023 ratification.
2|L|almanac-entry|US labor, 2023|July 14: SAG-AFTRA strike begins. July 25, 2023: UPS and Teamsters reach tentative deal; no strike. Sept. 15: UAW strike against all three Detroit automakers.|Reports the July 25, 2023 deal.
8|K|knowledge-base|The 1997 UPS strike|About 185,000 Teamsters struck for 15 days in August 1997, winning more full-time jobs. It remains the last national strike at the company.|Earlier history only.
3|K|background-note|Practice pickets|Locals across the country have held practice picket lines since early July. The union says a walkout would start on 1 August if no contract is in place; UPS has asked the union to return to the table.|Plans and conditions.
2|L|wiki-current-event|2023 UPS labor negotiations|Reportedly the two sides returned to talks on July 25, 2023 and reached a tentative agreement within hours, raising part-time starting pay to $21 an hour. The strike threatened for August 1 did not take place.|Reports the July 25, 2023 deal (hedged).
""",
    ),
    Q(
        "lq-narcan-otc-2023",
        "Will the FDA approve Narcan nasal spray for over-the-counter sale by March 31, 2023?",
        "Resolves YES if the FDA approves 4 mg naloxone nasal spray (Narcan) for non-prescription use on or before March 31, 2023. Resolves NO otherwise.",
        "2023-03-10",
        "2023-03-31",
        1,
        "health",
        """
6|K|background-note|Narcan over-the-counter application|Emergent BioSolutions applied to switch its 4 mg naloxone spray to non-prescription status; the FDA granted priority review with a target action date of 29 March 2023. On 15 February 2023 two FDA advisory committees voted 19-0 in favour.|Earlier steps and a target date.
1|L|encyclopedic-summary|Naloxone|On 29 March 2023 the FDA approved Narcan 4 mg nasal spray for sale without a prescription, the first opioid overdose reversal drug available over the counter. It reached US shelves in early September 2023.|Reports the March 29, 2023 approval.
2|L|almanac-entry|FDA actions, 2023|Jan. 6: Leqembi (accelerated). Mar. 29, 2023: Narcan OTC. July 13: Opill, first OTC daily contraceptive. July 6: Leqembi traditional approval.|Reports the March 29, 2023 approval.
9|K|knowledge-base|Prescription-to-OTC switch|A sponsor must show consumers can understand the label and use the product safely without a clinician, usually through label-comprehension and human-factors studies.|Procedure only.
4|K|background-note|Overdose deaths|US overdose deaths exceeded 100,000 in the twelve months to April 2021, most involving fentanyl. Advocates say wider naloxone access, expected if the switch is approved, must come with a lower price.|Earlier facts and a condition.
""",
    ),
    Q(
        "lq-gpt4-release-2023",
        "Will OpenAI publicly release GPT-4 by March 31, 2023?",
        "Resolves YES if OpenAI makes GPT-4 available to the public, through ChatGPT or its API, on or before March 31, 2023. Resolves NO otherwise.",
        "2023-03-01",
        "2023-03-31",
        1,
        "technology",
        """
4|K|background-note|GPT-4 (before release)|OpenAI's GPT-3 was released in 2020 and ChatGPT, built on GPT-3.5, launched on 30 November 2022. The company has not given a date for GPT-4. Microsoft Germany's CTO said at an event that it would be introduced next week, according to a German news report.|Earlier facts and a hedged expectation.
1|L|encyclopedic-summary|GPT-4|OpenAI announced GPT-4 on 14 March 2023 and made it available to ChatGPT Plus subscribers that day, with API access through a waitlist. Microsoft confirmed the same day that Bing Chat had been running on it.|Reports the March 14, 2023 release.
2|L|timeline|Large language models, 2022-2023|Nov. 30, 2022: ChatGPT. Feb. 24, 2023: Meta LLaMA. Mar. 14, 2023: GPT-4 and Anthropic's Claude. Mar. 21: Google Bard opens in the US and UK.|Reports March 2023 releases.
8|K|knowledge-base|Generative pre-trained transformer|A GPT is a decoder-only transformer pre-trained to predict the next token on large text corpora and then fine-tuned, often with reinforcement learning from human feedback.|Definition only.
6|K|background-note|Rumours about GPT-4|Claims that the model would have 100 trillion parameters circulated widely; OpenAI's chief executive called them nonsense in January 2023 and said the company would release it when it was safe.|Earlier statements only.
3|L|knowledge-base|ChatGPT: model history|GPT-3.5 (November 2022); GPT-4 for Plus subscribers from March 14, 2023; GPT-4 Turbo announced November 6, 2023; GPT-4o May 13, 2024.|A model list reporting the March 14, 2023 release and later ones.
""",
    ),
    Q(
        "lq-cop27-loss-damage-2022",
        "Will COP27 agree to establish a fund for loss and damage?",
        "Resolves YES if the final decisions of the COP27 climate conference in Sharm el-Sheikh, scheduled to close on November 18, 2022, establish a dedicated loss and damage fund. Resolves NO otherwise.",
        "2022-11-06",
        "2022-11-25",
        1,
        "climate",
        """
3|K|background-note|COP27 (background)|The 27th UN climate conference runs from 6 to 18 November 2022 in Sharm el-Sheikh, Egypt. For the first time, funding arrangements for loss and damage were added to the formal agenda on the opening day after talks among parties. Developing countries, backed by Pakistan after its summer floods, want a new fund.|Background and scheduled dates.
1|L|encyclopedic-summary|2022 United Nations Climate Change Conference|The conference ran into overtime and closed on 20 November 2022 with agreement to establish a loss and damage fund for vulnerable countries, its details left to a transitional committee. No stronger language on phasing down fossil fuels was adopted.|Reports the November 20, 2022 agreement.
2|L|almanac-entry|Climate diplomacy 2022-2023|Nov. 20, 2022: COP27 agrees loss and damage fund. Nov. 30, 2023: COP28 makes the fund operational on its first day.|Reports the November 2022 and 2023 decisions.
7|K|knowledge-base|Loss and damage|The term refers to harm from climate change that cannot be avoided by mitigation or adaptation. The Warsaw International Mechanism (2013) and the Santiago Network (2019) addressed it without new money.|Background only.
1|K|background-note|What is on the table in Sharm el-Sheikh|The EU has signalled it could accept a fund if large emitters among developing countries contribute. The US has resisted any language on liability. A final cover decision is due by Friday, 18 November 2022, though COPs usually overrun.|Expectations and a deadline.
2|L|background-note|Loss and damage: a short history (revised)|First raised by small island states in 1991. Warsaw mechanism, 2013. Finally, in the early hours of Sunday, Nov. 20, 2022, delegates in Sharm el-Sheikh agreed to set up a fund, though who pays was left open.|A history reporting the November 20, 2022 agreement.
""",
    ),
    Q(
        "lq-euclid-launch-2023",
        "Will ESA's Euclid space telescope launch by July 31, 2023?",
        "Resolves YES if Euclid lifts off on or before July 31, 2023. Resolves NO otherwise.",
        "2023-06-20",
        "2023-07-31",
        1,
        "space",
        """
5|K|background-note|Euclid (spacecraft)|Euclid is an ESA mission to map the geometry of the dark universe, surveying about a third of the sky over six years from the Sun-Earth L2 point. It was meant to fly on a Soyuz, but after Russia's invasion of Ukraine ESA moved it to a SpaceX Falcon 9. Launch from Cape Canaveral is scheduled for 1 July 2023.|Background and a scheduled launch.
1|L|encyclopedic-summary|Euclid (spacecraft)|Euclid launched on 1 July 2023 at 15:12 UTC on a Falcon 9 from Cape Canaveral and reached its orbit around L2 about a month later. ESA released its first full-colour images on 7 November 2023.|Reports the July 1, 2023 launch and later images.
2|L|almanac-entry|Space science missions, 2023|Apr. 14: JUICE launched to Jupiter. Jul. 1, 2023: Euclid launched. Sep. 24: OSIRIS-REx capsule lands in Utah. Oct. 13: Psyche launched.|Reports the July 1, 2023 launch.
9|K|knowledge-base|Dark energy surveys|Euclid will measure the shapes of over a billion galaxies to detect weak gravitational lensing, and their redshifts to trace baryon acoustic oscillations. Its first data release is planned for 2025, with the full survey to follow.|Background and future plans.
3|L|year-in-review|Astronomy in 2023|After a switch of rocket, Europe's dark-universe telescope finally left Florida on Saturday, July 1, 2023; its commissioning showed stray light from a gap in the sunshield, later fixed by a change in orientation.|Reports the July 1, 2023 launch.
4|K|timeline|Euclid: planned milestones|1 July 2023: launch. About 30 days later: arrival at L2. Three months of commissioning and performance verification. Routine survey from late 2023.|A schedule.
""",
    ),
    Q(
        "lq-sp500-record-jan-2024",
        "Will the S&P 500 close at a record high by January 31, 2024?",
        "Resolves YES if the S&P 500 closes above its previous record close of 4,796.56 (January 3, 2022) on any trading day on or before January 31, 2024. Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-31",
        1,
        "markets",
        """
3|K|background-note|S&P 500 index: 2022-2023|The index set its last record close of 4,796.56 on 3 January 2022, fell about 25% to a low in October 2022, and ended 2023 at 4,769.83, up about 24% for the year and within 1% of the record. Fourth-quarter bank earnings begin on 12 January 2024.|Earlier levels and a scheduled event.
1|L|encyclopedic-summary|S&P 500|On 19 January 2024 the index closed at 4,839.81, its first record close in more than two years, confirming that the bear market which began in January 2022 had ended. It passed 5,000 for the first time on 9 February 2024.|Reports the January 19, 2024 record and a later level.
2|L|almanac-entry|US stock market, 2024|Jan. 19, 2024: S&P 500 record close. Feb. 22: Nvidia jumps 16% after earnings. Nov. 11: first close above 6,000.|Reports January 2024 and later events.
8|K|knowledge-base|What counts as a record close|Index providers publish an official close at 4:00 p.m. Eastern. A record close is the highest such close ever, not an intraday high; the intraday record of 4,818.62 also dates from 4 January 2022.|Definitions and earlier facts.
4|L|q-and-a|FAQ: When did the S&P 500 recover its 2022 losses?|It closed at a new high on Friday, January 19, 2024, 512 trading days after its previous peak, helped by a rally in chip stocks.|Reports the January 19, 2024 record.
6|K|background-note|Analysts' year-ahead targets|Strategists' year-end 2024 targets range from about 4,200 to 5,100, with a median near 4,850. Markets price about six Fed cuts in 2024, starting as soon as March.|Expectations only.
""",
    ),
]
