# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the held-out `hold29` part, read by `build_hold29.py`.

International news from outside the US and the UK (Asia, Africa, Latin America, Europe), in the
voice of wire copy, regional broadcasters' web pages, translated statements, live pages with later
updates, explainers and local-language-style headlines rendered in English. Each question's
documents are one line each in a string, fields separated by `|`: days before the cutoff it is
published, label (L=leak / K=keep), style, title, text, why. Written blind as a held-out part;
the events are real, the wording is invented and the figures are from memory. See
`build_hold29.py` and `tests/data/leak_holdout/hold29.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "m6-honduras-2025-nasralla",
        "Will Honduras' National Electoral Council (CNE) declare Salvador Nasralla the winner of the November 30, 2025 presidential election by December 31, 2025?",
        "Resolves YES if, by December 31, 2025, the CNE officially declares Salvador Nasralla (Liberal Party) president-elect on the basis of the November 30, 2025 vote. Resolves NO if it declares another candidate or makes no declaration by that date.",
        "2025-12-10",
        "2025-12-31",
        0,
        "elections",
        """
3|K|wire-report|Honduras count crawls on, Asfura and Nasralla separated by a sliver|TEGUCIGALPA (wire) - More than a week after the vote, the CNE's preliminary count still shows National Party candidate Nasry Asfura narrowly ahead of the Liberal Salvador Nasralla, with ruling-party candidate Rixi Moncada a distant third. Tally sheets flagged for inconsistencies will go to a special scrutiny, and the council has until December 30 to make its declaration.|A count in progress and a legal deadline ahead; nothing after the cutoff is reported.
1|L|wire-flash|FLASH: Honduras electoral council declares Asfura president-elect|TEGUCIGALPA, Dec 24, 2025 (wire) - Honduras' National Electoral Council on Wednesday declared conservative Nasry Asfura the winner of the November 30 presidential election, ending more than three weeks of uncertainty. Liberal candidate Salvador Nasralla finished second by less than one percentage point.|Reports the December 24, 2025 declaration as done.
6|K|explainer|Explainer: what happens if Honduras' count stalls?|Under Honduran law the CNE must declare the results within 30 days of the vote, which puts the outer limit at December 30, 2025. The new president is due to take office on January 27, 2026. If the council's three members cannot agree, observers warn the declaration could slip to the final days.|A legal timetable and an inauguration date, both ahead.
4|L|live-page-updated|LIVE: Honduras awaits result as special scrutiny begins|18:40 Tally sheets with discrepancies are being reviewed in the presence of party delegates. 21:15 The CNE says it will publish updates twice a day. UPDATE 24/12/2025 - The council has declared Nasry Asfura president-elect; Nasralla's Liberal Party says it will contest the result.|An update appended to a live page reports the declaration dated 24/12/2025; the later date 2025-12-24 is in the update.
9|K|regional-broadcaster|Nasralla: "We will defend every vote"|Salvador Nasralla told supporters in San Pedro Sula on Sunday that his party would not accept a declaration before every disputed tally sheet is recounted. He urged the CNE to finish the special scrutiny before the 30 December 2025 deadline and asked international observers to stay in the country.|A past statement about a future deadline.
2|L|regional-daily|Asfura takes office promising order and investment|President Nasry Asfura was sworn in before the National Congress on January 27, 2026, a month after the electoral council confirmed his narrow victory over Salvador Nasralla.|Reports the January 27, 2026 inauguration and the December declaration as done.
""",
    ),
    Q(
        "m6-costarica-2026-fernandez",
        "Will Laura Fernández win Costa Rica's presidential election of February 1, 2026 in the first round, with at least 40% of valid votes?",
        "Resolves YES if the Supreme Electoral Tribunal (TSE) count of the February 1, 2026 first round gives Laura Fernández (Pueblo Soberano) at least 40% of valid votes, so that no runoff is needed. Resolves NO otherwise.",
        "2026-01-15",
        "2026-02-02",
        1,
        "elections",
        """
5|K|poll-report|Poll: Fernández near the 40% line with two weeks to go|SAN JOSÉ - The ruling party's candidate Laura Fernández has the support of about four in ten decided voters, according to a university survey published on Tuesday, with Álvaro Ramos of the National Liberation Party in second place. If nobody reaches 40% on February 1, the top two would meet in a runoff on April 5, 2026.|A poll and a conditional runoff date; no result is reported.
2|L|wire-report|Costa Rica elects Chaves ally Fernández without runoff|SAN JOSÉ, Feb 2, 2026 (wire) - Laura Fernández, the hand-picked successor of President Rodrigo Chaves, won Costa Rica's presidential election outright on Sunday with about 48% of the vote, according to the electoral tribunal's count, far ahead of Álvaro Ramos.|Reports the February 1, 2026 result as done.
11|K|explainer|Costa Rica votes: the rules in five points|1. Polls open at 6 a.m. on Sunday, February 1, 2026. 2. A candidate needs at least 40% of valid votes to win in the first round. 3. President Chaves cannot run for a second consecutive term. 4. Voters also elect 57 deputies. 5. The new government takes office on May 8, 2026.|A list of rules and future dates.
8|K|regional-broadcaster|Ramos bets on the undecided in the final stretch|Álvaro Ramos spent the weekend in Limón and Puntarenas, where he told supporters that a runoff in April is "the most likely scenario". His campaign says a large share of voters had still not chosen a candidate at the start of January.|A candidate's forecast about the vote ahead.
1|L|results-table|TSE results, presidential election 2026 (first round)|Provisional count, updated 2026-02-02 03:10: Laura Fernández (PPSO) 48.3%; Álvaro Ramos (PLN) 33.4%; Claudia Dobles (CAC) third; no other candidate above 5%. No second round required.|A results table timestamped 2026-02-02 reports the first-round outcome.
3|L|translated-statement|Fernández: "Costa Rica chose to keep changing"|Translated from Spanish. In her victory speech on the night of February 1, 2026, president-elect Laura Fernández thanked President Chaves and said the result gave her a mandate to continue his security policies from May 8.|Reports the February 1, 2026 victory speech as done.
""",
    ),
    Q(
        "m6-libertadores-2025-palmeiras",
        "Will Palmeiras win the 2025 Copa Libertadores, with the final scheduled for November 29, 2025 in Lima?",
        "Resolves YES if Palmeiras wins the 2025 Copa Libertadores final, played on November 29, 2025 at the Estadio Monumental in Lima. Resolves NO if another club wins it.",
        "2025-11-10",
        "2025-11-29",
        0,
        "sports",
        """
10|K|wire-report|Palmeiras complete stunning comeback to reach Lima final|SÃO PAULO (wire) - Palmeiras overturned a 3-0 first-leg defeat to beat LDU Quito 4-0 on Thursday and set up an all-Brazilian Copa Libertadores final against Flamengo in Lima on November 29.|Reports a semi-final played before the cutoff and names the final ahead.
3|L|wire-report|Danilo header gives Flamengo fourth Libertadores crown|LIMA, Nov 29, 2025 (wire) - Defender Danilo headed in from a corner in the second half as Flamengo beat Palmeiras 1-0 at the Estadio Monumental to win the Copa Libertadores for the fourth time.|Reports the November 29, 2025 final as done.
6|K|preview|Lima braces for an all-Brazilian final|Peruvian authorities expect tens of thousands of Brazilian fans to arrive in the days before the November 29, 2025 final. Flamengo and Palmeiras have each been allocated about 20,000 tickets, and CONMEBOL says fan zones will open on Thursday, November 27.|Logistics for a scheduled match.
1|L|headline-present|Flamengo are champions of South America again|Filipe Luís's side edge Palmeiras 1-0 in Lima on Saturday, 29 November 2025, with Danilo's header the difference in a tight, physical final.|A present-tense headline and text report the November 29, 2025 result.
9|K|analysis|Abel Ferreira chases a third Libertadores|Palmeiras coach Abel Ferreira has already won the tournament twice, in 2020 and 2021, and would join a very small group of coaches with three titles if his side win in Lima on November 29, 2025. The comeback against LDU showed a team that never gives up, he said.|Past facts and a conditional about a future final.
8|L|regional-daily|Flamengo parade through Rio after Lima triumph|Hundreds of thousands of fans lined the streets of central Rio de Janeiro on November 30, 2025 as the Flamengo squad paraded the Copa Libertadores trophy won against Palmeiras the day before.|Reports a November 30, 2025 parade after the final.
""",
    ),
    Q(
        "m6-japan-2026-ldp-majority",
        "Will the Liberal Democratic Party win at least 233 of the 465 seats on its own in Japan's House of Representatives election of February 8, 2026?",
        "Resolves YES if official results of the February 8, 2026 general election give the LDP alone at least 233 seats (a simple majority), not counting allies. Resolves NO otherwise.",
        "2026-01-25",
        "2026-02-09",
        1,
        "elections",
        """
2|K|wire-report|Takaichi dissolves lower house, sets February 8 election|TOKYO (wire) - Prime Minister Sanae Takaichi dissolved the House of Representatives on Friday, calling a snap general election for February 8 in a bid to convert her cabinet's high approval ratings into a stronger mandate. Official campaigning begins on January 27.|Reports a dissolution before the cutoff and schedules the vote.
1|L|wire-flash|LDP wins outright majority in Japan snap election - NHK projection|TOKYO, Feb 8, 2026 (wire) - Japan's ruling Liberal Democratic Party has won a majority of lower house seats on its own, public broadcaster NHK projected on Sunday evening, handing Prime Minister Sanae Takaichi a decisive victory.|Reports the February 8, 2026 result as done.
9|K|explainer|Japan's election system explained|Of the 465 seats, 289 are chosen in single-member districts and 176 by proportional representation in 11 regional blocs. A party needs 233 seats for a simple majority and 310 for a two-thirds majority that can override the upper house. Counting begins as soon as polls close at 8 p.m. on election day.|Rules and thresholds; no result is reported.
5|K|regional-broadcaster|Opposition scrambles to field joint candidates|With the vote expected in early February, opposition parties in Tokyo and Osaka have begun talks on withdrawing candidates in districts where they would split the anti-government vote. Party leaders plan to announce an agreement before the campaign starts on 2026-01-27.|Plans ahead of a scheduled campaign.
3|L|analysis-after|How Takaichi's gamble paid off|The LDP's haul of well over 300 seats in the February 8, 2026 election was its best result in decades, and it came despite a short winter campaign. Analysts point to younger voters, who swung heavily towards the prime minister.|Analysis reports the February 8, 2026 result as settled.
7|K|market-preview|Yen, JGBs eye snap poll|Strategists say a comfortable LDP win on February 8, 2026 could push long-dated JGB yields higher on expectations of more fiscal spending. A hung result, by contrast, might revive talk of a coalition reshuffle, according to a note from a Tokyo brokerage.|Market scenarios for a scheduled vote.
""",
    ),
    Q(
        "m6-bangladesh-2026-jamaat",
        "Will Jamaat-e-Islami win more seats than the BNP in Bangladesh's parliamentary election of February 12, 2026?",
        "Resolves YES if the Election Commission's results for the February 12, 2026 Jatiya Sangsad election show Bangladesh Jamaat-e-Islami winning more directly elected seats than the Bangladesh Nationalist Party. Resolves NO otherwise.",
        "2026-01-28",
        "2026-02-14",
        0,
        "elections",
        """
4|K|wire-report|Bangladesh campaign opens under heavy security|DHAKA (wire) - Campaigning formally began on Thursday for the February 12, 2026 election, the first since the 2024 uprising that toppled Sheikh Hasina. The Awami League is barred from taking part, leaving the BNP under Tarique Rahman and Jamaat-e-Islami as the main contenders. A referendum on the July Charter will be held on the same day.|A campaign start and a scheduled vote; no result is reported.
1|L|wire-report|BNP sweeps Bangladesh vote, Jamaat a distant second|DHAKA, Feb 13, 2026 (wire) - The Bangladesh Nationalist Party won a two-thirds majority in the February 12 parliamentary election, according to Election Commission results released on Friday, with Jamaat-e-Islami finishing second with its best result ever.|Reports the February 12, 2026 result as done.
10|K|translated-statement|Jamaat: "We will accept the people's verdict on 12 February"|Translated from Bangla. Jamaat-e-Islami's secretary general said at a press conference in Dhaka that the party would contest nearly all 300 seats and accept the outcome of a fair vote on 12 February 2026. He called on the interim government to guarantee the safety of polling agents.|A past statement about a future vote.
7|K|explainer|Explainer: the July Charter referendum|Voters will receive two ballots on February 12: one for their constituency MP and one asking whether they approve the reform package known as the July Charter. If approved, the new parliament would be bound to enact its proposals, including term limits for prime ministers.|An explainer of a scheduled referendum with a conditional.
3|L|regional-daily|Tarique Rahman sworn in as prime minister|Tarique Rahman took the oath as Bangladesh's prime minister on 17 February 2026, days after his party's landslide win. Jamaat leader Shafiqur Rahman is expected to lead the opposition.|Reports the February 17, 2026 swearing-in and the election result as done.
2|L|correction-note|Correction|Correction, 14 February 2026: An earlier version of this article misstated the number of seats won by Jamaat-e-Islami in the February 12 election. The party finished second, well behind the BNP.|A correction dated 14 February 2026 reports the election result.
""",
    ),
    Q(
        "m6-afcon-2025-morocco",
        "Will hosts Morocco win the 2025 Africa Cup of Nations, with the final on January 18, 2026?",
        "Resolves YES if Morocco wins the final of the 2025 Africa Cup of Nations, scheduled for January 18, 2026 in Rabat. Resolves NO if another team wins the tournament.",
        "2026-01-08",
        "2026-01-18",
        0,
        "sports",
        """
3|K|wire-report|Morocco ease into quarter-finals|RABAT (wire) - Morocco beat Tanzania to reach the Africa Cup of Nations quarter-finals, where they will play Cameroon on Friday, 9 January 2026. The hosts have not lost a competitive home match in more than two years.|Reports a pre-cutoff match and names the next fixture.
1|L|wire-report|Senegal beat hosts Morocco in extra time to win AFCON|RABAT, Jan 18, 2026 (wire) - Pape Gueye scored in extra time as Senegal beat Morocco 1-0 in a tense Africa Cup of Nations final on Sunday, silencing a packed Prince Moulay Abdellah Stadium and winning the title for the second time.|Reports the January 18, 2026 final as done.
6|K|preview|AFCON knockout schedule|Round of 16: January 3-6. Quarter-finals: January 9-10. Semi-finals: Wednesday, January 14. Third-place play-off: January 17. Final: Sunday, January 18, 2026, Rabat, 8 p.m. local time.|A fixture list of future matches.
10|K|analysis|Can Regragui's Morocco handle the weight of a home AFCON?|Morocco reached the World Cup semi-finals in Qatar but went out in the last 16 of the previous AFCON. Coach Walid Regragui has said that anything less than lifting the trophy on 18 January 2026 would be a failure.|A past statement about a future final.
2|L|regional-broadcaster|Morocco beat Cameroon to set up Nigeria semi|Morocco beat Cameroon 2-0 in Rabat on 9 January 2026 to reach the semi-finals, where they face Nigeria on Wednesday.|Reports the January 9, 2026 quarter-final as done.
4|L|headline-present|Dakar celebrates: Lions of Teranga are kings of Africa again|Thousands pour into the streets of the Senegalese capital after the 1-0 final win over Morocco on 18 January 2026, and the celebrations go on until dawn.|A present-tense headline and text report the January 18, 2026 final.
""",
    ),
    Q(
        "m6-ivorycoast-2025-ouattara",
        "Will Alassane Ouattara be declared the winner of Côte d'Ivoire's presidential election of October 25, 2025 in the first round?",
        "Resolves YES if, by October 31, 2025, the Independent Electoral Commission (CEI) announces provisional results giving Alassane Ouattara more than 50% of the vote in the October 25, 2025 first round. Resolves NO otherwise.",
        "2025-10-10",
        "2025-10-31",
        1,
        "elections",
        """
12|K|wire-report|Ivory Coast's top court excludes Thiam and Gbagbo|ABIDJAN (wire) - The Constitutional Council published a final list of five candidates for the October 25 election, without opposition leaders Tidjane Thiam and Laurent Gbagbo. President Alassane Ouattara, 83, is seeking a fourth term.|A pre-cutoff ruling and a scheduled election.
2|L|wire-flash|Ouattara wins fourth term with nearly 90% - electoral commission|ABIDJAN, Oct 27, 2025 (wire) - President Alassane Ouattara won Saturday's election with about 89.8% of the vote, the Independent Electoral Commission said on Monday in provisional results. Businessman Jean-Louis Billon came a distant second.|Reports the October 25, 2025 vote and October 27 results as done.
7|K|explainer|Ivory Coast: the calendar of the presidential election|The official campaign runs from October 11 to October 23. Polling stations open on Saturday, October 25, 2025. The CEI must publish provisional results within five days, and the Constitutional Council then proclaims the final result. A runoff, if needed, would follow.|An electoral calendar of future dates.
4|K|translated-statement|Opposition front calls for peaceful marches|Translated from French. The common front of the PDCI and PPA-CI said in a statement that it would continue to demand an inclusive election and called for peaceful marches across the country on October 11, 2025, the first day of the campaign. The statement rejected the "exclusion" of its leaders.|A statement about planned marches.
1|L|regional-broadcaster|Constitutional Council confirms Ouattara re-election|In November 2025 the Constitutional Council proclaimed the final results of the presidential election, confirming Alassane Ouattara's first-round victory.|Reports the November 2025 proclamation as done.
3|L|analysis-after|A result without suspense|As expected, the October 25, 2025 vote returned Alassane Ouattara for a fourth term by a huge margin; the real contest was over turnout, which the commission put at about 50%.|An 'as expected' follow-up reports the October 25, 2025 result.
""",
    ),
    Q(
        "m6-tanzania-2025-samia",
        "Will Tanzania's electoral commission declare Samia Suluhu Hassan the winner of the October 29, 2025 presidential election by November 5, 2025?",
        "Resolves YES if, by November 5, 2025, Tanzania's Independent National Electoral Commission (INEC) declares Samia Suluhu Hassan the winner of the October 29, 2025 presidential election. Resolves NO otherwise.",
        "2025-10-15",
        "2025-11-05",
        1,
        "elections",
        """
9|K|wire-report|Tanzania heads to polls with main opposition sidelined|DAR ES SALAAM (wire) - Tanzanians vote on October 29 in an election in which the main opposition party, Chadema, is barred after refusing to sign an electoral code of conduct. Its leader Tundu Lissu remains in custody on a treason charge he denies.|A scheduled election and pre-cutoff facts.
1|L|wire-report|Samia declared winner with 98% amid deadly unrest|DODOMA, Nov 1, 2025 (wire) - Tanzania's electoral commission declared President Samia Suluhu Hassan the winner of the October 29 election with about 98% of the vote, after days of protests in which rights groups say many people were killed.|Reports the November 1, 2025 declaration and the October 29 vote as done.
5|K|explainer|What's at stake in Tanzania's October 29 vote|Voters choose a president, members of parliament and councillors. Zanzibar elects its own president on the same day. Results of the union presidential vote are usually announced within three days of polling.|An explainer of a scheduled vote.
3|L|live-page-updated|Tanzania election: live updates|Campaign rallies continue in Mwanza and Arusha. UPDATE October 30, 2025: Internet access is severely restricted nationwide and a curfew has been imposed in Dar es Salaam after protests on polling day.|An update appended to a live page reports the October 30, 2025 curfew and polling-day protests.
12|K|regional-broadcaster|CCM fills stadium in Dodoma as campaign enters final weeks|President Samia Suluhu Hassan told thousands of supporters that her government would complete the standard-gauge railway to Mwanza if re-elected on October 29, 2025. The ruling party's campaign is due to end with a rally in Dar es Salaam on October 28.|Campaign promises and scheduled rallies.
2|L|wire-report|Samia sworn in for second term at military parade ground|DODOMA, Nov 3, 2025 (wire) - Samia Suluhu Hassan was sworn in on Monday at a ceremony closed to the public, days after being declared the winner of a disputed election.|Reports the November 3, 2025 swearing-in.
""",
    ),
    Q(
        "m6-bok-2024-10-cut",
        "Will the Bank of Korea lower its base rate at its monetary policy meeting of October 11, 2024?",
        "Resolves YES if the Bank of Korea's Monetary Policy Board decision announced on October 11, 2024 sets the base rate below 3.50%. Resolves NO otherwise.",
        "2024-09-25",
        "2024-10-11",
        1,
        "central_banks",
        """
8|K|wire-report|BOK's Rhee says housing prices still a concern|SEOUL (wire) - Bank of Korea Governor Rhee Chang-yong said on Tuesday that household debt and Seoul apartment prices remain the main obstacles to lowering rates, after the board held the base rate at 3.50% in August. Markets see the October 11 meeting as the first chance for a cut.|A past statement and a scheduled meeting.
2|L|wire-flash|Bank of Korea cuts rates for first time in over three years|SEOUL, Oct 11, 2024 (wire) - The Bank of Korea lowered its benchmark rate by 25 basis points to 3.25% on Friday, its first cut since 2020, citing slowing inflation and weak domestic demand.|Reports the October 11, 2024 cut as done.
4|K|local-headline|"October pivot?" Bond market bets on first BOK cut|Three-year treasury yields fell to their lowest in more than two years this week as dealers bet on a cut at the October 11, 2024 meeting. September consumer price data, due on October 2, are expected to show inflation below 2%.|Market expectations and scheduled releases.
12|K|explainer|How the BOK decides|The seven-member Monetary Policy Board meets eight times a year. Its remaining meetings in 2024 are on October 11 and November 28. Decisions are announced around 10 a.m. Seoul time, followed by the governor's news conference.|A meeting calendar.
1|L|regional-daily|KOSPI edges lower after rate cut|Seoul shares ended slightly lower on Oct. 11, 2024 after the central bank's widely expected quarter-point cut, as Governor Rhee signalled the board would move cautiously from here.|Reports the October 11, 2024 cut and market reaction.
6|L|wire-report|BOK surprises with second straight cut|SEOUL, Nov 28, 2024 (wire) - The Bank of Korea unexpectedly cut its base rate to 3.00%, following October's reduction, as exports showed signs of losing momentum.|Reports a November 28, 2024 cut after the October cut.
""",
    ),
    Q(
        "m6-banxico-2025-02-50bp",
        "Will the Bank of Mexico cut its target rate by 50 basis points or more at its decision of February 6, 2025?",
        "Resolves YES if Banxico's announcement of February 6, 2025 lowers the overnight interbank target rate to 9.50% or below. Resolves NO otherwise.",
        "2025-01-20",
        "2025-02-06",
        1,
        "central_banks",
        """
6|K|wire-report|Banxico minutes open door to bigger cuts|MEXICO CITY (wire) - Minutes of the Bank of Mexico's December meeting showed most board members think larger reductions could be considered in 2025 if inflation keeps easing. The bank lowered its rate by 25 basis points to 10.00% on December 19.|Reports a pre-cutoff decision and minutes.
2|L|wire-flash|Banxico cuts key rate by half point to 9.50%|MEXICO CITY, Feb 6, 2025 (wire) - The Bank of Mexico lowered its benchmark rate by 50 basis points to 9.50% on Thursday in a 4-1 vote and said it could consider further cuts of similar size.|Reports the February 6, 2025 decision as done.
9|K|market-preview|Peso traders eye tariffs and Banxico|Analysts polled by a Mexican newspaper expect the central bank to accelerate its easing on Feb. 6, 2025, though the threat of U.S. tariffs on Mexican goods after January 20 clouds the outlook.|Forecasts of a scheduled decision.
4|K|explainer|Banxico 2025 calendar|The Board of Governors announces monetary policy decisions on February 6, March 27, May 15, June 26, August 7, September 25, November 6 and December 18, 2025, each at 1 p.m. Mexico City time.|A calendar of future decisions.
1|L|analysis-after|After the jumbo cut, how low can Banxico go?|Following the half-point reduction on February 6, 2025, economists now see the policy rate near 8% by year-end. Deputy Governor Jonathan Heath was the only member to vote for a smaller move.|Analysis reports the February 6, 2025 decision as done.
3|L|wire-report|Banxico repeats half-point cut, rate at 9.00%|MEXICO CITY, March 27, 2025 (wire) - The Bank of Mexico lowered its rate by another 50 basis points to 9.00%, after February's cut of the same size.|Reports a March 27, 2025 cut and the February cut as done.
""",
    ),
    Q(
        "m6-nbp-2025-05-cut",
        "Will the National Bank of Poland's Monetary Policy Council lower the reference rate at its meeting of May 6-7, 2025?",
        "Resolves YES if the decision announced at the end of the MPC meeting of May 6-7, 2025 sets the NBP reference rate below 5.75%. Resolves NO otherwise.",
        "2025-04-20",
        "2025-05-07",
        1,
        "central_banks",
        """
17|K|wire-report|Glapiński signals rate cut could come in May|WARSAW (wire) - NBP Governor Adam Glapiński said on Thursday that a cut of up to 50 basis points could be discussed at the May meeting if inflation data allow, a day after the council kept the reference rate at 5.75% for an 18th straight month.|A past statement about a future meeting.
2|L|wire-flash|Poland's central bank cuts reference rate by 50 bps to 5.25%|WARSAW, May 7, 2025 (wire) - Poland's Monetary Policy Council lowered the reference rate by half a percentage point to 5.25% on Wednesday, its first cut since October 2023.|Reports the May 7, 2025 cut as done.
8|K|local-headline|"Finally, cuts?" Economists split on size of May move|Most economists surveyed by a Warsaw business daily expect the MPC to lower rates on 7 May 2025, but they disagree on whether the first step will be 25 or 50 basis points. The flash estimate of April inflation is due on April 30.|Forecasts and a scheduled release.
5|K|explainer|MPC calendar 2025|Decision-making meetings of the Monetary Policy Council this year: January 28-29, March 11-12, April 1-2, May 6-7, June 3-4, July 1-2, September 2-3, October 7-8, November 4-5 and December 2-3. The governor holds a press conference the day after each meeting.|A calendar of future meetings.
1|L|regional-broadcaster|Zloty steady as Glapiński explains the "adjustment"|A day after the council's May 7, 2025 decision to cut rates to 5.25%, Governor Glapiński told reporters on May 8 that the move was an adjustment rather than the start of a cycle.|Reports the May 7 cut and a May 8, 2025 press conference as done.
11|K|analysis|Presidential vote complicates NBP's timing|With the first round of the presidential election on May 18, 2025, some economists say the council may prefer to move before the vote rather than after it. Others expect a wait until the July meeting, when new projections are published.|Scenarios around future dates.
""",
    ),
    Q(
        "m6-sbp-2024-06-cut",
        "Will the State Bank of Pakistan lower its policy rate at the Monetary Policy Committee meeting of June 10, 2024?",
        "Resolves YES if the SBP's monetary policy statement of June 10, 2024 sets the policy rate below 22%. Resolves NO otherwise.",
        "2024-05-25",
        "2024-06-10",
        1,
        "central_banks",
        """
20|K|wire-report|Pakistan central bank holds rate at 22% for seventh time|KARACHI (wire) - The State Bank of Pakistan kept its key rate unchanged at 22% on April 29, saying inflation remained high despite a sharp fall from last year's peak. Its next scheduled meeting is on June 10, 2024.|A pre-cutoff decision and the next scheduled meeting.
3|L|wire-flash|SBP cuts policy rate by 150 bps to 20.5%, first cut in four years|KARACHI, June 10, 2024 (wire) - The State Bank of Pakistan lowered its policy rate by 150 basis points to 20.5% on Monday, citing a faster-than-expected decline in inflation, two days before the federal budget.|Reports the June 10, 2024 cut as done.
7|K|local-headline|Business community demands "meaningful" cut on June 10|The Karachi Chamber of Commerce and Industry urged the central bank to cut rates by at least 300 basis points at its June 10 meeting, saying industry cannot survive at current borrowing costs. May inflation figures will be published in early June.|A demand about a future decision.
10|K|explainer|Budget, IMF and rates: Pakistan's crowded June|The federal budget for 2024-25 is expected to be presented on June 12, 2024, days after the SBP's policy meeting. Talks on a new, longer IMF programme are also continuing, and the fund's staff have called for continued tight policy.|Future dates and ongoing talks.
1|L|analysis-after|Why the SBP moved before the budget|Analysts said the timing of the June 10, 2024 cut, made before the budget rather than after it, showed the central bank was confident inflation would keep falling below 12%.|Analysis reports the June 10, 2024 decision as done.
5|L|regional-daily|SBP trims rates again to 19.5%|The State Bank cut its policy rate by another 100 basis points on July 29, 2024, following the June reduction, as inflation continued to ease.|Reports a July 29, 2024 cut after the June cut.
""",
    ),
    Q(
        "m6-cbe-2025-04-cut",
        "Will the Central Bank of Egypt lower its key interest rates at the Monetary Policy Committee meeting of April 17, 2025?",
        "Resolves YES if the CBE's statement of April 17, 2025 lowers the overnight deposit rate below 27.25%. Resolves NO otherwise.",
        "2025-04-01",
        "2025-04-17",
        1,
        "central_banks",
        """
26|K|wire-report|Egypt central bank holds rates, eyes easing as inflation slows|CAIRO (wire) - The Central Bank of Egypt kept its overnight deposit and lending rates at 27.25% and 28.25% on February 20, saying the sharp slowdown in annual inflation in January would need to be sustained before it starts to cut.|A pre-cutoff decision and a conditional.
2|L|wire-flash|Egypt cuts rates by 225 basis points in first easing since 2020|CAIRO, April 17, 2025 (wire) - The Central Bank of Egypt cut its overnight deposit rate to 25.00% and its lending rate to 26.00% on Thursday, its first reduction in nearly five years, as inflation fell to its lowest since 2022.|Reports the April 17, 2025 cut as done.
9|K|translated-statement|CBE: inflation expected to keep falling through 2025|Translated from Arabic. The central bank said in a statement that it expects annual headline inflation to keep declining during 2025 and to average about 14-15% for the year. The Monetary Policy Committee will next meet on Thursday, April 17, 2025.|A statement of expectations and a scheduled meeting.
4|K|market-preview|Investors bet on a 200 bp cut in April|Fixed-income investors now price a cut of around 200 basis points at the CBE's April 17 meeting, after February inflation came in at 12.8%. Some banks warn the central bank may wait until May to see the effect of the Eid holiday on prices.|Expectations for a future decision.
1|L|regional-broadcaster|Banks lower deposit rates after central bank cut|Egypt's two largest state banks reduced rates on their savings certificates on April 20, 2025, three days after the central bank's 225 basis-point cut.|Reports April 20, 2025 moves and the April 17 cut as done.
6|L|wire-report|Egypt extends easing with 100 bp cut|CAIRO, May 22, 2025 (wire) - The Central Bank of Egypt cut its key rates by a further 100 basis points on Thursday, following April's 225 basis-point reduction.|Reports a May 22, 2025 cut and the April cut as done.
""",
    ),
    Q(
        "m6-cbn-2025-09-cut",
        "Will the Central Bank of Nigeria lower its Monetary Policy Rate at the MPC meeting of September 22-23, 2025?",
        "Resolves YES if the communique of the MPC meeting ending September 23, 2025 sets the MPR below 27.5%. Resolves NO otherwise.",
        "2025-09-05",
        "2025-09-23",
        1,
        "central_banks",
        """
24|K|wire-report|Nigeria holds rate at 27.5% for third straight meeting|ABUJA (wire) - The Central Bank of Nigeria's Monetary Policy Committee kept its benchmark rate at 27.5% on July 22, with Governor Olayemi Cardoso saying the committee wanted to see more evidence that inflation was slowing after the rebasing of the price index.|A pre-cutoff decision.
1|L|wire-flash|CBN cuts benchmark rate to 27% in first easing in five years|ABUJA, Sept. 23, 2025 (wire) - The Central Bank of Nigeria lowered its Monetary Policy Rate by 50 basis points to 27% on Tuesday and cut the cash reserve requirement for commercial banks to 45%.|Reports the September 23, 2025 decision as done.
6|K|local-headline|Manufacturers: "Lagos can't wait beyond September"|The Manufacturers Association of Nigeria has asked the MPC to begin cutting rates when it meets on 22-23 September 2025, saying lending rates above 30% are choking factories. August inflation data are due from the statistics bureau in mid-September.|A demand about a future meeting and a scheduled release.
11|K|explainer|How the CBN's MPC works|The committee meets every two months. After September 22-23, its last meeting of 2025 is scheduled for November 24-25. The governor reads the communique at a press conference on the second day.|A calendar of future meetings.
3|L|regional-daily|Banks brace for lower yields after September cut|Treasury bill yields fell at the auction of September 24, 2025, a day after the MPC trimmed the policy rate, and analysts expect banks to reprice loans in the fourth quarter.|Reports a September 24, 2025 auction and the September 23 cut.
8|K|analysis|Disinflation gives Cardoso room, but the naira is the test|Annual inflation slowed for a fourth month in July, and several analysts now forecast a first cut at the September meeting. A weaker naira after a cut would, however, test the central bank's resolve.|Forecasts for a future meeting.
""",
    ),
    Q(
        "m6-bi-2024-09-cut",
        "Will Bank Indonesia lower the BI-Rate at its Board of Governors meeting of September 17-18, 2024?",
        "Resolves YES if the BI-Rate announced at the end of the September 17-18, 2024 meeting is below 6.25%. Resolves NO otherwise.",
        "2024-09-02",
        "2024-09-18",
        1,
        "central_banks",
        """
11|K|wire-report|Bank Indonesia holds rate, says room to cut later in year|JAKARTA (wire) - Bank Indonesia kept the BI-Rate at 6.25% on Wednesday, with Governor Perry Warjiyo saying there was room to lower it in the fourth quarter if the rupiah remains stable and the Federal Reserve starts easing.|A past statement about a future possibility.
2|L|wire-flash|Bank Indonesia surprises with first rate cut since 2021|JAKARTA, Sept 18, 2024 (wire) - Bank Indonesia cut its benchmark rate by 25 basis points to 6.00% on Wednesday, hours before the US Federal Reserve's decision, citing a stronger rupiah and low inflation.|Reports the September 18, 2024 cut as done.
6|K|market-preview|Rupiah rally revives rate-cut talk|The rupiah has gained more than 5% against the dollar since late June, and a minority of economists now expect Bank Indonesia to cut at its September 17-18, 2024 meeting rather than wait for October. Most still see a hold.|Forecasts of a scheduled decision.
9|K|explainer|BI's remaining meetings of 2024|The Board of Governors meets on September 17-18, October 15-16, November 19-20 and December 17-18, 2024. Decisions are announced at around 2:30 p.m. Jakarta time on the second day.|A meeting calendar.
1|L|local-headline|"BI Rate Turun": banks promise cheaper loans|State lenders said on Sept. 19, 2024 they would review lending rates after the central bank's surprise quarter-point cut the previous day.|Reports September 18-19, 2024 events as done.
""",
    ),
    Q(
        "m6-anutin-pm-2025",
        "Will Thailand's House of Representatives elect Anutin Charnvirakul as prime minister by September 15, 2025?",
        "Resolves YES if, by September 15, 2025, the House of Representatives votes to elect Anutin Charnvirakul as prime minister. Resolves NO otherwise.",
        "2025-09-01",
        "2025-09-15",
        1,
        "politics",
        """
14|K|wire-report|Thai court to rule on Paetongtarn on August 29|BANGKOK (wire) - Thailand's Constitutional Court said it will deliver its ruling on August 29 on whether suspended Prime Minister Paetongtarn Shinawatra breached ethical standards in a leaked phone call with Cambodia's Hun Sen.|A scheduled ruling; nothing after the cutoff is reported.
2|K|wire-report|Anutin moves to form government after Paetongtarn's removal|BANGKOK (wire) - Bhumjaithai leader Anutin Charnvirakul said on Saturday he had enough support to become prime minister, a day after the Constitutional Court removed Paetongtarn Shinawatra. He is courting the opposition People's Party, which wants parliament dissolved within four months.|Reports pre-cutoff events and a bid that has not yet been voted on.
1|L|wire-flash|Anutin elected Thailand's prime minister with 311 votes|BANGKOK, Sept 5, 2025 (wire) - Parliament elected Anutin Charnvirakul as Thailand's 32nd prime minister on Friday, backed by the People's Party, defeating Pheu Thai's candidate Chaikasem Nitisiri.|Reports the September 5, 2025 vote as done.
5|K|explainer|What happens if the court removes Paetongtarn?|If the court rules against her on August 29, the cabinet would stay on in a caretaker role and the House would have to choose a new prime minister from the parties' registered candidates. There is no legal deadline for the vote, but the Speaker would be expected to call it within days, possibly in the week of September 1-5, 2025.|Conditionals and a possible date.
3|L|regional-broadcaster|King endorses Anutin as prime minister|A royal command appointing Anutin Charnvirakul as prime minister was read at Bhumjaithai party headquarters on September 7, 2025, two days after his election in parliament.|Reports the September 7, 2025 endorsement and the earlier vote.
9|K|local-headline|"Blue camp" waits for court day|Bhumjaithai's MPs, who left the coalition in June, say they are ready for any scenario after August 29. Party sources said Anutin would only seek the premiership if the People's Party agreed to back him in a vote.|A conditional plan before a scheduled ruling.
""",
    ),
    Q(
        "m6-jimmy-lai-verdict-2025",
        "Will a Hong Kong court convict Jimmy Lai of at least one national security charge by December 31, 2025?",
        "Resolves YES if, by December 31, 2025, the High Court delivers a verdict finding Jimmy Lai guilty of at least one charge under the National Security Law. Resolves NO otherwise.",
        "2025-12-01",
        "2025-12-31",
        1,
        "courts",
        """
12|K|wire-report|Jimmy Lai verdict date still unknown as court weighs evidence|HONG KONG (wire) - The three judges hearing the national security trial of media tycoon Jimmy Lai have not yet said when they will deliver their verdict, months after closing submissions ended in August. Lai, who turns 78 on December 8, 2025, has been in custody since December 2020.|An unscheduled verdict and a future birthday; nothing after the cutoff is reported.
2|L|wire-flash|Jimmy Lai found guilty of collusion and sedition|HONG KONG, Dec 15, 2025 (wire) - A Hong Kong court found pro-democracy media tycoon Jimmy Lai guilty on Monday of two counts of conspiring to collude with foreign forces and one of conspiring to publish seditious material.|Reports the December 15, 2025 verdict as done.
6|K|explainer|Jimmy Lai's trial: the charges and possible sentence|Lai faces two charges of conspiracy to collude with foreign forces and one of seditious publication. The collusion charges carry a maximum of life imprisonment. Any sentencing would follow a separate mitigation hearing after the verdict.|Charges and procedure; no verdict is reported.
4|L|live-page-updated|Hong Kong: Lai's family appeals for release on health grounds|Lai's son said his father's health had deteriorated in solitary confinement. UPDATE 15 December 2025: the court has convicted Lai on all three charges; mitigation will be heard in January 2026.|An update appended to a page reports the 15 December 2025 conviction.
9|K|translated-statement|HKSAR government: "Case will be handled strictly according to law"|Translated from Chinese. A government spokesman said it strongly opposed foreign comments on the case and that the court would deliver its judgment "in due course". The statement added that any attempt to interfere in the judicial process would be firmly rejected.|A statement about a future judgment.
1|L|regional-daily|Mitigation hearing opens for Jimmy Lai|Lawyers for Jimmy Lai began mitigation submissions on 12 January 2026, four weeks after his conviction, asking the court to take account of his age and health.|Reports a January 12, 2026 hearing and the earlier conviction.
""",
    ),
    Q(
        "m6-yoon-sentence-2026",
        "Will a court sentence Yoon Suk Yeol to life imprisonment or death in his insurrection trial by February 28, 2026?",
        "Resolves YES if, by February 28, 2026, the Seoul Central District Court sentences former President Yoon Suk Yeol to life imprisonment or death on the charge of leading an insurrection. Resolves NO otherwise.",
        "2026-02-05",
        "2026-02-28",
        1,
        "courts",
        """
22|K|wire-report|Special counsel seeks death penalty for Yoon|SEOUL (wire) - A special counsel asked the Seoul Central District Court on Tuesday to sentence former President Yoon Suk Yeol to death for leading an insurrection with his December 2024 martial law decree. The court said it would deliver its verdict on February 19, 2026.|Reports a pre-cutoff request and a scheduled verdict.
1|L|wire-flash|Yoon sentenced to life in prison for insurrection|SEOUL, Feb 19, 2026 (wire) - The Seoul Central District Court sentenced former President Yoon Suk Yeol to life imprisonment on Thursday, finding he led an insurrection when he declared martial law in December 2024.|Reports the February 19, 2026 sentence as done.
19|K|wire-report|Yoon gets five years in separate obstruction case|SEOUL (wire) - A Seoul court sentenced Yoon Suk Yeol to five years in prison on Friday for obstructing his arrest in January 2025, the first verdict in the cases against him. The main insurrection verdict is due next month.|Reports a pre-cutoff verdict and names a future one.
10|K|explainer|What the court can decide on February 19|Leading an insurrection carries only three possible sentences under South Korea's criminal code: death, life imprisonment with labour, or life without labour. South Korea has not carried out an execution since 1997. Either side may appeal within seven days of the ruling.|Possible outcomes of a scheduled verdict.
3|L|regional-broadcaster|Protesters gather outside court after Yoon verdict|Supporters and opponents of the former president held rival rallies in Seocho-dong on the afternoon of 19 February 2026 after the ruling was read out on live television.|Reports February 19, 2026 events after the verdict.
14|K|local-headline|Han Duck-soo's 23 years "a preview" of Yoon ruling, lawyers say|Legal experts said Wednesday's heavy sentence for the former prime minister, who was found to have taken part in the insurrection, suggests the court will treat the martial law decree harshly when it rules on Yoon on February 19, 2026.|A pre-cutoff sentence and a forecast about a future verdict.
""",
    ),
    Q(
        "m6-mexico-judicial-turnout-2025",
        "Will turnout in Mexico's judicial election of June 1, 2025 be at least 20%, according to the National Electoral Institute (INE)?",
        "Resolves YES if the INE's count of the June 1, 2025 election of federal judges, published by June 5, 2025, shows turnout of at least 20% of the nominal list. Resolves NO otherwise.",
        "2025-05-15",
        "2025-06-05",
        0,
        "elections",
        """
12|K|wire-report|Mexico's judicial campaigns struggle for attention|MEXICO CITY (wire) - With less than a month left before the June 1 vote, many of the more than 3,000 candidates for judicial posts say voters still know little about them. Campaigns must end on May 28, and candidates are barred from buying broadcast advertising.|A scheduled vote and a deadline.
2|L|wire-report|Low turnout mars Mexico's first judicial election|MEXICO CITY, June 2, 2025 (wire) - Only about 13% of registered voters took part in Sunday's election of judges, the INE's quick count showed, a figure President Claudia Sheinbaum nevertheless called a success.|Reports the June 1, 2025 turnout as done.
7|K|explainer|How to vote on June 1: six ballots, hundreds of names|Voters in most states will receive six ballots, including one for the nine Supreme Court seats. Polling stations open at 8 a.m. on Sunday, 1 June 2025, and the INE will not publish a preliminary results programme, only a quick count of turnout and later district tallies.|Procedure for a future vote.
4|K|poll-report|Poll: fewer than one in five plan to vote|A national survey published this week found that 18% of adults said they would certainly vote in the judicial election on June 1, 2025, while most respondents could not name a single candidate.|A poll about a future vote.
1|L|regional-daily|Hugo Aguilar, indigenous lawyer, tops Supreme Court vote|Mixtec lawyer Hugo Aguilar Ortiz received the most votes for the Supreme Court in the election of June 1, 2025, according to INE district counts completed on June 10, 2025, and is set to preside over the new court.|Reports the June 1, 2025 vote and a June 10, 2025 count as done.
6|L|op-ed|The 13% election|The turnout of June 1, 2025, roughly one voter in eight, should worry anyone who believes judges need the legitimacy the reform promised them. The government calls it a success; the empty polling stations told another story.|Reports the June 1, 2025 turnout as a settled fact.
""",
    ),
    Q(
        "m6-seychelles-2025-ramkalawan",
        "Will Wavel Ramkalawan win re-election as President of Seychelles in the 2025 election, including a runoff held by October 11, 2025?",
        "Resolves YES if the Electoral Commission declares Wavel Ramkalawan the winner of the 2025 presidential election, first round or runoff (scheduled for October 9-11, 2025). Resolves NO if another candidate is declared the winner.",
        "2025-09-30",
        "2025-10-12",
        0,
        "elections",
        """
1|K|wire-report|Seychelles heads to first presidential runoff|VICTORIA (wire) - Opposition leader Patrick Herminie and President Wavel Ramkalawan will face each other in a runoff from October 9 to 11, 2025, after neither won more than half the vote in the first round, the Electoral Commission said on Sunday. Herminie finished narrowly ahead.|Reports the pre-cutoff first round and schedules the runoff.
2|L|wire-flash|Herminie defeats Ramkalawan in Seychelles runoff|VICTORIA, Oct 12, 2025 (wire) - Patrick Herminie of United Seychelles won the presidential runoff with about 52.7% of the vote, the Electoral Commission announced on Sunday, unseating Wavel Ramkalawan after one term.|Reports the October 12, 2025 result as done.
14|K|explainer|Seychelles votes: a short guide|About 77,000 Seychellois are registered to vote from September 25 to 27, 2025. A candidate needs more than 50% of valid votes to win outright; otherwise the top two meet in a second round two weeks later. The National Assembly is elected at the same time.|Rules and future voting dates.
7|K|regional-broadcaster|Ramkalawan: "Seychelles will choose continuity"|President Ramkalawan told a rally at Victoria's Unity Stadium that his government's housing and tourism record would earn him a second term when voters go to the polls on 25-27 September.|A campaign forecast before a scheduled vote.
4|L|headline-present|Seychelles' new president pledges unity after runoff win|Patrick Herminie, declared winner on 12 October 2025, says he will work with all parties and review recent land and tourism deals.|A present-tense headline reports the October 12, 2025 declaration.
""",
    ),
    Q(
        "m6-guinea-2025-referendum",
        "Will Guinea's draft constitution be approved in the referendum of September 21, 2025?",
        "Resolves YES if the provisional or final results of the September 21, 2025 constitutional referendum, published by September 25, 2025, show a majority of valid votes in favour. Resolves NO otherwise.",
        "2025-09-05",
        "2025-09-25",
        1,
        "politics",
        """
16|K|wire-report|Guinea sets September 21 referendum on new constitution|CONAKRY (wire) - Guinea's military government confirmed that voters will decide on a new constitution on September 21, 2025, a text that would lengthen the presidential term to seven years and does not bar junta members from running for office. Main opposition parties have called for a boycott.|A scheduled referendum; nothing after the cutoff is reported.
1|L|wire-flash|Guineans approve new constitution with 89% - provisional results|CONAKRY, Sept 23, 2025 (wire) - Guinea's new constitution was approved by about 89% of voters in Sunday's referendum, according to provisional results read on state television, with turnout put at more than 80%.|Reports the September 21, 2025 vote and September 23 results as done.
9|K|explainer|Guinea's draft constitution: what changes|The draft sets a seven-year presidential term, renewable once, and creates a Senate. If approved on 21 September, it would open the way for presidential and legislative elections, which the transitional authorities have said they want to hold by the end of 2025.|A conditional and plans; no result is reported.
5|K|translated-statement|Forces vives: "We will not take part in this masquerade"|Translated from French. The opposition coalition said it rejects the referendum of 21 September 2025 and urged citizens to stay at home. It accused the transitional authorities of drafting a text to allow General Mamadi Doumbouya to stay in power.|A statement about a future vote.
3|L|regional-broadcaster|Doumbouya wins presidency, completing transition|General Mamadi Doumbouya won the presidential election of December 28, 2025 with more than 85% of the vote, three months after voters approved the constitution that allowed him to stand.|Reports the December 28, 2025 election and the earlier referendum as done.
""",
    ),
    Q(
        "m6-madagascar-rajoelina-2025",
        "Will Andry Rajoelina still be President of Madagascar on October 31, 2025?",
        "Resolves YES if Andry Rajoelina holds the office of President of Madagascar on October 31, 2025. Resolves NO if he has resigned, been removed or been replaced by then.",
        "2025-10-08",
        "2025-10-31",
        0,
        "politics",
        """
8|K|wire-report|Madagascar's president sacks government after deadly protests|ANTANANARIVO (wire) - President Andry Rajoelina dismissed his government on Monday after days of youth-led protests over water and power cuts, in which the United Nations says at least 22 people were killed. He said a new prime minister would be named within days.|Reports pre-cutoff events and a plan.
2|L|wire-flash|Madagascar army colonel sworn in as president|ANTANANARIVO, Oct 17, 2025 (wire) - Colonel Michael Randrianirina, commander of the CAPSAT unit that sided with protesters, was sworn in as president on Friday at the High Constitutional Court, days after lawmakers impeached Andry Rajoelina.|Reports the October 17, 2025 swearing-in as done.
1|K|regional-broadcaster|Rajoelina: "I will not resign"|Speaking on national television, President Rajoelina said he would serve out his term, which ends in 2028, and invited young protesters to a dialogue at the presidential palace. Student groups say they will march again on Saturday.|A past statement about the future and a planned march.
6|L|live-page-updated|Madagascar protests: live|Demonstrators gather again on 13 May Square. UPDATE 14 October 2025: The National Assembly has voted to impeach President Rajoelina, who has left the country; the military has announced it is taking power.|An update appended to a live page reports the October 14, 2025 impeachment and takeover.
4|K|explainer|Who could replace Rajoelina? The constitution explained|If the presidency becomes vacant, the constitution gives the interim to the president of the Senate, and a new election must be held within 30 to 60 days. The next ordinary presidential election is not due until late 2028.|Conditionals and a future election date.
8|L|headline-present|African Union suspends Madagascar after military takeover|The AU's Peace and Security Council says on 15 October 2025 that Madagascar is suspended until constitutional order is restored.|A present-tense headline reports the October 15, 2025 suspension.
""",
    ),
    Q(
        "m6-cafcl-2025-pyramids",
        "Will Pyramids FC win the 2024-25 CAF Champions League, with the second leg of the final on June 1, 2025?",
        "Resolves YES if Pyramids FC win the two-legged final of the 2024-25 CAF Champions League against Mamelodi Sundowns, whose second leg is scheduled for June 1, 2025 in Cairo. Resolves NO otherwise.",
        "2025-05-15",
        "2025-06-01",
        1,
        "sports",
        """
20|K|wire-report|Pyramids edge Orlando Pirates to reach first Champions League final|CAIRO (wire) - Pyramids FC beat Orlando Pirates 3-2 in Cairo on Friday to reach the CAF Champions League final for the first time, where they will meet Mamelodi Sundowns, who knocked out Al Ahly on away goals.|Reports pre-cutoff semi-finals and names the final.
2|L|wire-report|Pyramids crowned African champions for the first time|CAIRO, June 1, 2025 (wire) - Pyramids FC beat Mamelodi Sundowns 2-1 in the second leg of the CAF Champions League final on Sunday to win 3-2 on aggregate and lift the trophy for the first time.|Reports the June 1, 2025 final as done.
8|K|preview|CAF Champions League final: dates and venues|First leg: Saturday, May 24, 2025, Loftus Versfeld, Pretoria. Second leg: Sunday, June 1, 2025, 30 June Stadium, Cairo. The winner qualifies for the 2025 FIFA Intercontinental Cup.|A fixture list of future matches.
4|K|analysis|Sundowns chase a second star before the Club World Cup|Mamelodi Sundowns, champions in 2016, want to go to the United States as African champions: their first Club World Cup match is against Ulsan on June 17, 2025. Coach Miguel Cardoso has warned against looking beyond the final.|Past facts and future fixtures.
1|L|regional-broadcaster|Sundowns and Pyramids draw in Pretoria first leg|Mamelodi Sundowns and Pyramids drew 1-1 at Loftus Versfeld on 24 May 2025, leaving the final finely poised for the return leg in Cairo.|Reports the May 24, 2025 first leg as done.
""",
    ),
    Q(
        "m6-dakar-2025-alrajhi",
        "Will Yazeed Al-Rajhi win the car category of the 2025 Dakar Rally?",
        "Resolves YES if Yazeed Al-Rajhi is the overall winner of the car category of the 2025 Dakar Rally in Saudi Arabia, which ends on January 17, 2025. Resolves NO otherwise.",
        "2025-01-01",
        "2025-01-17",
        1,
        "sports",
        """
10|K|preview|Dakar 2025: the favourites in the car category|Defending champion Carlos Sainz, Nasser Al-Attiyah, Sébastien Loeb and home hero Yazeed Al-Rajhi lead the list of favourites when the rally starts with a prologue in Bisha on January 3, 2025. A 48-hour chrono stage is planned for January 5-6.|A preview with future dates.
2|L|wire-report|Al-Rajhi becomes first Saudi to win the Dakar|SHUBAYTAH, Jan 17, 2025 (wire) - Yazeed Al-Rajhi won the car category of the Dakar Rally on Friday, becoming the first Saudi driver to take the title, after holding off South Africa's Henk Lategan on the final stage.|Reports the January 17, 2025 result as done.
5|K|explainer|Dakar 2025 route in figures|About 7,700 km, of which some 5,100 km are timed, over 12 stages. Rest day in Hail on January 11, 2025. Finish in Shubaytah on Friday, January 17, 2025.|A route and calendar of future dates.
18|K|translated-statement|Al-Rajhi: "This year I want to finish the job"|Translated from Arabic. In an interview with a Riyadh sports channel, Al-Rajhi said his Toyota team had worked on reliability after his disappointments in past editions and that he would attack from the first day on January 3.|A past statement about a future race.
1|L|results-table|Dakar 2025 final classification, cars|1. Y. Al-Rajhi / T. Gottschalk (Toyota) 2. H. Lategan / B. Cummings (Toyota), +3m 57s 3. M. Ekström / E. Bergkvist (Ford). Final stage: 17 January 2025.|A final classification dated 17 January 2025 reports the result.
3|L|local-headline|Dakar title stays at home: Al-Rajhi triumphs in Shubaytah|Riyadh's own Yazeed Al-Rajhi was crowned Dakar champion on January 17, 2025 after twelve stages, with the Saudi sports minister at the finish.|Reports the January 17, 2025 win as done.
""",
    ),
    Q(
        "m6-asml-q3-2024-bookings",
        "Will ASML report net bookings of at least €5.0 billion for the third quarter of 2024?",
        "Resolves YES if ASML's Q3 2024 results, scheduled for publication on October 16, 2024, report net bookings of €5.0 billion or more. Resolves NO otherwise.",
        "2024-10-01",
        "2024-10-16",
        0,
        "earnings",
        """
14|K|earnings-preview|ASML Q3 preview: bookings in focus|VELDHOVEN - Analysts expect ASML to report third-quarter net bookings of about €5.5 billion when it publishes results on Wednesday, 16 October 2024, after €5.6 billion in the second quarter. Investors will watch for signs of weakness outside AI-related chips.|A forecast for a scheduled release.
2|L|wire-flash|ASML shares slump after bookings miss, results released early|AMSTERDAM, Oct 15, 2024 (wire) - ASML shares fell about 16% on Tuesday after the company published third-quarter results a day early by mistake, showing net bookings of €2.6 billion, roughly half what analysts expected.|Reports the October 15, 2024 release and share fall as done.
22|K|wire-report|Dutch government widens export licence rule for ASML tools|THE HAGUE (wire) - The Netherlands said on Friday that ASML will need Dutch, rather than U.S., licences to ship two more types of its immersion DUV machines, a change the company said would have no impact on its 2024 outlook.|Reports a pre-cutoff decision.
6|K|explainer|When ASML reports: the 2024 calendar|Third-quarter results: October 16, 2024, before the Amsterdam market opens. Fourth-quarter and full-year results: January 29, 2025. The company holds an investor call at 3 p.m. CET on results day.|A calendar of future releases.
1|L|analysis-after|After the ASML shock, chip stocks reassess 2025|The €2.6 billion in bookings disclosed on October 15, 2024 and a narrower 2025 revenue range have forced analysts to cut forecasts across the European semiconductor supply chain.|Analysis reports the October 15, 2024 figures as done.
4|L|translated-statement|ASML: early publication "due to a technical error"|Translated from Dutch. ASML said on 15 October 2024 that its third-quarter results had been published a day earlier than planned because of a technical error by a third party, and brought forward its results call.|Reports the October 15, 2024 early publication as done.
""",
    ),
    Q(
        "m6-lvmh-q3-2024-organic",
        "Will LVMH report positive organic revenue growth for the third quarter of 2024?",
        "Resolves YES if LVMH's third-quarter 2024 revenue release, due on October 15, 2024, reports organic revenue growth above 0% for the quarter. Resolves NO otherwise.",
        "2024-10-01",
        "2024-10-15",
        0,
        "earnings",
        """
6|K|wire-report|Luxury shares jump on China stimulus hopes|PARIS (wire) - LVMH, Kering and Hermès shares rose sharply on Tuesday after Beijing announced a package of measures to support its economy, with traders betting that Chinese shoppers could return to luxury boutiques.|Reports a pre-cutoff market move.
2|L|wire-report|LVMH sales fall 3% as Chinese demand slumps|PARIS, Oct 15, 2024 (wire) - LVMH reported a 3% drop in organic revenue for the third quarter on Tuesday, its first decline since the pandemic, with fashion and leather goods down 5% as demand in China weakened.|Reports the October 15, 2024 figures as done.
15|K|earnings-preview|LVMH Q3: analysts see sales stalling|Consensus compiled by the company points to organic growth of around zero for the quarter, after +1% in the second. Results are due after the close on 15 October 2024, followed by a conference call.|A forecast for a scheduled release.
5|K|analysis|Arnault's Olympic summer may not show in the numbers|LVMH sponsored the Paris Games, but analysts caution that any brand boost will take time to reach sales. The group's next figures will show whether the slowdown that began in 2023 deepened over the summer.|Analysis of figures still to come.
1|L|regional-broadcaster|CAC 40 drags as LVMH tumbles after sales decline|LVMH shares fell sharply in Paris on Wednesday, October 16, 2024, the day after the group said quarterly organic sales had shrunk.|Reports the October 16, 2024 share fall and the October 15 release.
""",
    ),
    Q(
        "m6-byd-2024-4m",
        "Will BYD report full-year 2024 new energy vehicle sales of at least 4.0 million?",
        "Resolves YES if BYD's sales announcement for 2024, expected on or about January 1, 2025, reports total NEV sales of 4,000,000 or more for the calendar year. Resolves NO otherwise.",
        "2024-12-10",
        "2025-01-02",
        1,
        "company_deals",
        """
9|K|wire-report|BYD November sales top 500,000 for first time|SHENZHEN (wire) - BYD sold 506,804 new energy vehicles in November, a record, bringing its sales for the first 11 months of the year to about 3.75 million, the company said in a stock exchange filing on Sunday.|Reports pre-cutoff sales figures.
1|L|wire-report|BYD sold 4.27 million cars in 2024, beating target|SHENZHEN, Jan 1, 2025 (wire) - BYD said its sales of new energy vehicles rose about 41% to 4.27 million in 2024, exceeding the target it raised during the year, with December deliveries of more than 510,000.|Reports the January 1, 2025 full-year figure as done.
14|K|analysis|Can BYD hit 4 million?|BYD needs to sell about 250,000 vehicles in December to reach 4 million for the year, less than half its recent monthly pace. Company officials have said the full-year figure will be published in the first days of January 2025.|A forecast and a future release.
6|K|local-headline|"Price war" expected to heat up in December|Dealers in Shenzhen and Guangzhou expect carmakers to offer new discounts before the end of the year as they chase annual targets, with trade-in subsidies due to expire on 31 December 2024.|Expectations and a future deadline.
3|L|regional-daily|BYD's revenue overtakes Tesla's|BYD's annual results, published in March 2025, showed 2024 revenue of about 777 billion yuan, more than Tesla's, on record sales of 4.27 million vehicles.|Reports March 2025 results as done.
""",
    ),
    Q(
        "m6-jk-2024-nc-congress",
        "Will the National Conference-Congress alliance win at least 46 of the 90 seats in the Jammu and Kashmir Assembly election, with counting on October 8, 2024?",
        "Resolves YES if the Election Commission of India's results, counted on October 8, 2024, give the Jammu & Kashmir National Conference and the Indian National Congress together at least 46 of the 90 elected seats. Resolves NO otherwise.",
        "2024-09-20",
        "2024-10-08",
        1,
        "elections",
        """
2|K|wire-report|Kashmir votes in first phase of first assembly poll in a decade|SRINAGAR (wire) - About 61% of voters turned out on Wednesday in the first of three phases of the Jammu and Kashmir assembly election, the first since the region lost its special status in 2019. The second and third phases follow on September 25 and October 1, 2024.|Reports a pre-cutoff phase and schedules later phases.
1|L|wire-flash|National Conference-Congress alliance wins Jammu and Kashmir|SRINAGAR, Oct 8, 2024 (wire) - The National Conference and its ally Congress won a majority in Jammu and Kashmir's 90-seat assembly, Election Commission results showed on Tuesday, with the NC taking 42 seats and the BJP 29.|Reports the October 8, 2024 result as done.
20|K|local-headline|EC moves J&K counting to October 8|The Election Commission has shifted counting of votes in Jammu and Kashmir and Haryana from October 4 to October 8, 2024, after requests linked to a festival in Haryana. Polling dates are unchanged.|A rescheduled future count.
9|K|explainer|J&K polls: who is contesting and what the numbers mean|A party or alliance needs 46 of 90 seats for a majority. The NC contests 51 seats and the Congress 32 under their pre-poll pact, with a few "friendly contests". Results of all three phases will be counted on 8 October.|Rules and a scheduled count.
4|L|regional-broadcaster|Omar Abdullah sworn in as chief minister|Omar Abdullah took the oath as chief minister of the Union Territory of Jammu and Kashmir in Srinagar on October 16, 2024, eight days after his party's win.|Reports the October 16, 2024 swearing-in.
3|L|results-table|J&K Assembly 2024 - party position (all 90 seats declared)|Updated 8 October 2024, 21:30: JKNC 42; BJP 29; INC 6; JKPDP 3; others and independents 10. Majority mark: 46.|A results table dated 8 October 2024 reports the outcome.
""",
    ),
    Q(
        "m6-phsenate-2025-bonggo",
        "Will Bong Go receive the most votes in the Philippine Senate election of May 12, 2025?",
        "Resolves YES if the COMELEC canvass of the May 12, 2025 election, completed by May 17, 2025, ranks Christopher 'Bong' Go first among Senate candidates by votes. Resolves NO otherwise.",
        "2025-04-25",
        "2025-05-17",
        1,
        "elections",
        """
10|K|poll-report|Survey: Go, Tulfo lead Senate race|MANILA - Senator Bong Go and former social welfare secretary Erwin Tulfo share the top spots in the latest Pulse Asia survey for the May 12 midterm elections, with about half of respondents naming each.|A poll for a future vote.
2|L|wire-report|Bong Go tops Senate race as Aquino, Pangilinan stage comeback|MANILA, May 13, 2025 (wire) - Senator Bong Go was leading the Senate race with more than 25 million votes in the partial, unofficial count on Tuesday, with former senators Bam Aquino and Kiko Pangilinan also in the top 12.|Reports the May 12, 2025 vote count as of May 13.
6|K|explainer|Halalan 2025: how the Senate race works|Voters pick up to 12 of 66 candidates for the Senate. Polls are open from 7 a.m. to 7 p.m. on Monday, 12 May 2025. COMELEC, sitting as the national board of canvassers, proclaims the winners after the certificates of canvass are counted.|Procedure for a future vote.
1|L|regional-daily|COMELEC proclaims 12 new senators|The Commission on Elections proclaimed the 12 winning senators on 17 May 2025 at the Manila Hotel, with Bong Go first and Bam Aquino second.|Reports the May 17, 2025 proclamation as done.
14|K|local-headline|"Duterte bloc" pins hopes on Go and dela Rosa|Allies of former president Rodrigo Duterte, now detained in The Hague, say the senators will campaign on his name across Mindanao until the last day of campaigning on May 10, 2025.|Campaign plans before a scheduled vote.
""",
    ),
    Q(
        "m6-argentina-cepo-2025",
        "Will Argentina lift the 'cepo' limit on individuals' purchases of US dollars by April 30, 2025?",
        "Resolves YES if, by April 30, 2025, the Central Bank of Argentina (BCRA) removes the monthly limit on individuals buying US dollars in the official market. Resolves NO otherwise.",
        "2025-04-05",
        "2025-04-30",
        1,
        "macro",
        """
17|K|wire-report|Argentina's lower house backs Milei's IMF decree|BUENOS AIRES (wire) - Argentina's Chamber of Deputies on Wednesday endorsed a decree allowing the government to sign a new programme with the International Monetary Fund, which Economy Minister Luis Caputo says will bring about $20 billion.|Reports a pre-cutoff vote.
2|L|wire-flash|Argentina lifts currency controls, peso floats within band|BUENOS AIRES, April 11, 2025 (wire) - Argentina's central bank said on Friday it will lift most currency controls for individuals from Monday and let the peso trade in a band between 1,000 and 1,400 per dollar, after the IMF approved a $20 billion loan.|Reports the April 11, 2025 announcement as done.
8|K|translated-statement|Caputo: "The cepo will go when the conditions are there"|Translated from Spanish. The economy minister told a radio station that the exchange controls will not be lifted "overnight" and that the timing depends on the reserves the new IMF agreement provides. The fund's board is expected to vote on the programme in April.|A past statement about future plans.
4|K|analysis|Markets bet on a gradual exit|Local economists surveyed by the central bank expect only a partial easing of the cepo before the October 26, 2025 midterm elections. A full float, several warned, could push monthly inflation back above 3%.|Forecasts and a future election date.
1|L|regional-daily|First day without the cepo: the peso weakens about 10%|On Monday, April 14, 2025, the first day after controls on individuals were lifted, the official dollar traded around 1,200 pesos, and queues at bank branches were shorter than many expected.|Reports the April 14, 2025 first day as done.
6|L|wire-report|IMF disburses $12 billion to Argentina|WASHINGTON, April 15, 2025 (wire) - The IMF transferred the first $12 billion tranche of Argentina's new programme, boosting central bank reserves days after the peso's new regime took effect.|Reports the April 15, 2025 disbursement.
""",
    ),
    Q(
        "m6-brazil-us-tariff-2025",
        "Will a US tariff of at least 50% on most imports from Brazil take effect by August 10, 2025?",
        "Resolves YES if, by August 10, 2025, an additional US tariff bringing the total duty on most Brazilian goods to at least 50% is in effect, even with product exemptions. Resolves NO otherwise.",
        "2025-07-25",
        "2025-08-10",
        1,
        "geopolitics",
        """
15|K|wire-report|Trump threatens 50% tariff on Brazil from August 1|BRASÍLIA (wire) - US President Donald Trump said in a letter to President Luiz Inácio Lula da Silva that Brazilian goods would face a 50% tariff from August 1, 2025, citing the trial of former president Jair Bolsonaro. Lula said Brazil would respond under its economic reciprocity law.|A pre-cutoff letter and a threatened future tariff.
1|L|wire-flash|Trump signs order imposing 50% tariff on Brazil, with exemptions|BRASÍLIA, July 30, 2025 (wire) - Trump signed an executive order on Wednesday imposing the 50% tariff on Brazilian imports from August 6, but exempting hundreds of products including civil aircraft, orange juice and energy.|Reports the July 30, 2025 order as done.
9|K|translated-statement|Planalto: "Brazil will negotiate, but will not accept interference"|Translated from Portuguese. The presidency said Vice President Geraldo Alckmin will lead talks with US officials and with Brazilian exporters before August 1, and that measures under the reciprocity law will only be considered if negotiations fail.|A statement of plans and a conditional.
5|K|local-headline|Coffee and beef exporters count the days to August 1|Exporters in São Paulo and Mato Grosso say shipments already at sea may arrive after the tariff deadline of August 1, 2025, and some have asked buyers to renegotiate contracts.|Worries about a future deadline.
3|L|regional-broadcaster|Tariffs in force: what changes for Brazilian exporters from August 6|Since 6 August 2025, Brazilian goods not on the exemption list pay an extra 40% on top of the earlier 10%, bringing the total to 50%. Coffee and beef were not exempted.|Reports tariffs in force from August 6, 2025 as a present fact.
2|L|wire-report|US sanctions Brazilian justice overseeing Bolsonaro case|WASHINGTON, July 30, 2025 (wire) - The US Treasury imposed Magnitsky Act sanctions on Supreme Court Justice Alexandre de Moraes on Wednesday, the same day the tariff order was signed.|Reports July 30, 2025 sanctions as done.
""",
    ),
    Q(
        "m6-colombia-consulta-2025",
        "Will Colombia's Senate approve President Gustavo Petro's proposed popular consultation on labour reform by May 31, 2025?",
        "Resolves YES if, by May 31, 2025, the Senate gives the favourable opinion required by law for Petro's proposed consulta popular on labour issues to go ahead. Resolves NO otherwise.",
        "2025-05-05",
        "2025-05-31",
        0,
        "politics",
        """
4|K|wire-report|Petro delivers referendum questions to Senate after May Day march|BOGOTÁ (wire) - President Gustavo Petro formally sent the Senate twelve questions for a popular consultation on workers' rights on Thursday, after leading a May Day march in Bogotá. The Senate has 30 days to decide whether the consultation can go ahead.|Reports a pre-cutoff submission and a deadline ahead.
1|L|wire-flash|Colombia's Senate rejects Petro's labour consultation 49-47|BOGOTÁ, May 14, 2025 (wire) - Colombia's Senate voted 49 to 47 on Wednesday against holding President Gustavo Petro's popular consultation on labour reform, a blow to the government that it immediately said it would contest.|Reports the May 14, 2025 vote as done.
14|K|explainer|What is a consulta popular, and what would it take?|If the Senate approves, the government must set a date for the vote within three months. For the result to be binding, at least a third of the electoral roll, about 13 million people, must vote, and a majority must answer yes to each question.|Conditions and procedure; no result is reported.
9|K|translated-statement|Senate president: "The vote will be held with all guarantees"|Translated from Spanish. Senate President Efraín Cepeda said the chamber would debate the consultation in plenary during May and that the decision would be taken "within the legal deadlines", rejecting claims that the Senate intends to stall it.|A statement about a future vote.
2|L|regional-daily|After the consulta defeat, labour reform comes back to life|Weeks after the Senate rejected the consultation on May 14, 2025, senators revived the labour reform itself, and Congress approved it in June 2025.|Reports the May 14 vote and a June 2025 approval as done.
""",
    ),
    Q(
        "m6-chile-pension-2025",
        "Will Chile's Congress give final approval to the pension reform by February 28, 2025?",
        "Resolves YES if, by February 28, 2025, both chambers of Chile's Congress complete the passage of the government's pension reform bill, so that it can be sent for promulgation. Resolves NO otherwise.",
        "2025-01-20",
        "2025-02-28",
        1,
        "legislation",
        """
5|K|wire-report|Chile's government and opposition strike pension deal|SANTIAGO (wire) - President Gabriel Boric's government and the centre-right Chile Vamos coalition announced an agreement on Wednesday to break a years-long deadlock on pension reform. The Senate is expected to vote on the bill in the last week of January.|Reports a pre-cutoff deal and an expected future vote.
3|L|wire-report|Chile's Congress passes landmark pension reform|SANTIAGO, Jan 29, 2025 (wire) - Chile's Chamber of Deputies on Wednesday gave final approval to a pension reform that raises employer contributions, two days after the Senate passed it, ending more than a decade of failed attempts.|Reports the January 27 and January 29, 2025 votes as done.
12|K|explainer|Chile's pension system and the reform, explained|Since 1981 workers have saved 10% of their wages in individual accounts run by private AFPs. The bill would add a gradual employer contribution and raise the universal guaranteed pension. Congress is in session until its February recess, which usually starts in the first days of February.|An explainer with the calendar ahead.
8|K|local-headline|"Now or never": senators race the summer recess|Senators from the labour committee say they want to send the pension bill to the plenary before the end of January 2025, warning that if it slips past the February recess it could be lost in the run-up to the November 2025 elections.|Plans and a conditional about future dates.
1|L|regional-broadcaster|Boric signs pension reform into law|President Boric promulgated the pension reform at La Moneda on March 20, 2025, calling it the most important social reform of his government.|Reports the March 20, 2025 promulgation and the earlier passage.
""",
    ),
    Q(
        "m6-belgium-dewever-2025",
        "Will Bart De Wever be sworn in as Prime Minister of Belgium by February 15, 2025?",
        "Resolves YES if, by February 15, 2025, Bart De Wever takes the oath as Belgium's prime minister before the King. Resolves NO otherwise.",
        "2025-01-25",
        "2025-02-15",
        1,
        "politics",
        """
3|K|wire-report|King gives De Wever until January 31 to form "Arizona" government|BRUSSELS (wire) - King Philippe extended the mission of formateur Bart De Wever, who told the palace he aims to conclude a coalition agreement between five parties by January 31, 2025. Talks on the budget and pensions resumed on Thursday.|A deadline ahead and ongoing talks; no result is reported.
1|L|wire-flash|Belgium agrees new government after seven months of talks|BRUSSELS, Feb 1, 2025 (wire) - Five Belgian parties reached a coalition agreement overnight, hours after the January 31 deadline, paving the way for Flemish nationalist Bart De Wever to become prime minister.|Reports the agreement reached on January 31 - February 1, 2025 as done.
16|K|translated-statement|Vooruit: "No agreement without a fair tax effort"|Translated from Dutch. Vooruit chairman Conner Rousseau said on Flemish radio that his party would not sign a coalition agreement unless the wealthiest contribute more, but that he still believed a deal could be reached before the end of the month.|A conditional and a forecast.
8|K|explainer|What happens if De Wever succeeds?|Once an agreement is approved by the party congresses, the ministers take the oath before King Philippe at the Royal Palace and the new prime minister presents the government's declaration to the Chamber, followed by a vote of confidence.|Procedure that depends on a future agreement.
2|L|regional-broadcaster|De Wever takes oath as Belgium's first N-VA prime minister|Bart De Wever was sworn in as prime minister by King Philippe on 3 February 2025, eight months after the federal elections, at the head of a five-party coalition.|Reports the February 3, 2025 swearing-in as done.
""",
    ),
    Q(
        "m6-denmark-frederik-2024",
        "Will Frederik become King of Denmark by January 31, 2024?",
        "Resolves YES if, by January 31, 2024, Crown Prince Frederik accedes to the Danish throne following Queen Margrethe II's abdication or otherwise. Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-31",
        1,
        "politics",
        """
4|K|wire-report|Danish queen to abdicate on January 14|COPENHAGEN (wire) - Queen Margrethe II announced in her New Year's Eve address that she will step down on January 14, 2024, 52 years to the day after she succeeded her father. Crown Prince Frederik will become King Frederik X.|Reports a pre-cutoff announcement and a future date.
1|L|wire-flash|Frederik X proclaimed King of Denmark|COPENHAGEN, Jan 14, 2024 (wire) - Prime Minister Mette Frederiksen proclaimed Frederik X king from the balcony of Christiansborg Palace on Sunday, minutes after Queen Margrethe II signed her abdication at a meeting of the Council of State.|Reports the January 14, 2024 accession as done.
20|K|regional-broadcaster|Queen's New Year's speech: what to expect|The Queen will deliver her traditional New Year's Eve speech at 6 p.m. on Sunday, December 31, 2023. Royal watchers expect her to speak about her health after back surgery earlier this year.|A preview of a scheduled speech; nothing after the cutoff is reported.
2|K|explainer|How the throne changes hands on 14 January|There is no coronation in Denmark. The Queen signs a declaration of abdication at a Council of State at Christiansborg; the prime minister then proclaims the new king from the palace balcony. Frederik and Mary will then ride in a carriage to Amalienborg.|Procedure for a future event.
3|L|regional-daily|Crowds fill Copenhagen for the new king|Tens of thousands packed Christiansborg Palace Square on 14 January 2024 to see Frederik X appear on the balcony with Queen Mary, in the first Danish abdication in nearly 900 years.|Reports the January 14, 2024 proclamation and crowds.
""",
    ),
    Q(
        "m6-china-gdp-2025-5pct",
        "Will China's National Bureau of Statistics report full-year 2025 GDP growth of at least 5.0%?",
        "Resolves YES if the preliminary full-year 2025 GDP figure published by the NBS, expected around January 19, 2026, shows real growth of 5.0% or more. Resolves NO otherwise.",
        "2026-01-05",
        "2026-01-19",
        1,
        "macro",
        """
24|K|wire-report|China's leaders pledge to keep growth steady in 2026|BEIJING (wire) - China's annual Central Economic Work Conference ended on Thursday with a pledge of more proactive fiscal policy and "moderately loose" monetary policy for 2026. Growth in the first three quarters of 2025 averaged about 5.2%.|Reports a pre-cutoff meeting and earlier data.
3|L|wire-flash|China's economy grew 5.0% in 2025, meeting target|BEIJING, Jan 19, 2026 (wire) - China's economy grew 5.0% in 2025, the National Bureau of Statistics said on Monday, in line with the government's target, although fourth-quarter growth slowed to 4.5% from a year earlier.|Reports the January 19, 2026 release as done.
10|K|market-preview|Economists see China hitting "around 5%"|Most economists polled by a Hong Kong newspaper expect full-year 2025 growth of 4.9% to 5.0%, with the official figure due on January 19, 2026, alongside December retail sales and industrial output.|Forecasts for a scheduled release.
6|K|explainer|When China publishes its 2025 numbers|The NBS will release fourth-quarter and full-year GDP at 10 a.m. Beijing time on 19 January 2026. The National People's Congress, which sets the 2026 growth target, opens in Beijing in early March 2026.|A calendar of future releases and meetings.
1|L|regional-broadcaster|Hang Seng edges up as GDP meets target|Hong Kong stocks rose slightly on 2026-01-19 after Beijing's statistics bureau reported full-year growth of 5.0%, though weak December consumption figures limited gains.|Reports the January 19, 2026 release and market move.
2|L|translated-statement|NBS: "Main targets for 2025 were achieved"|Translated from Chinese. At a press conference on January 19, 2026, the statistics bureau's head said the economy had grown 5.0% in 2025, and that the main targets for economic and social development had been achieved.|Reports the January 19, 2026 release as done.
""",
    ),
    Q(
        "m6-spadex-docking-2025",
        "Will ISRO's SpaDeX satellites complete an in-orbit docking by January 31, 2025?",
        "Resolves YES if, by January 31, 2025, ISRO announces that the two SpaDeX satellites launched on PSLV-C60 have docked in orbit. Resolves NO otherwise.",
        "2025-01-05",
        "2025-01-31",
        1,
        "space",
        """
5|K|wire-report|ISRO launches SpaDeX twin satellites on PSLV-C60|SRIHARIKOTA (wire) - India launched two small satellites on Monday night for its Space Docking Experiment. ISRO chairman S. Somanath said the docking attempt is planned for about January 7, 2025, which would make India the fourth country to dock spacecraft in orbit.|Reports a pre-cutoff launch and plans a future docking.
3|L|wire-report|ISRO postpones SpaDeX docking to January 9|BENGALURU, Jan 6, 2025 (wire) - ISRO postponed the planned January 7 docking of its two SpaDeX satellites to January 9, saying a ground simulation had identified an abort scenario that needed further validation.|Reports a January 6, 2025 postponement, a later event, as done.
2|L|wire-flash|India becomes fourth country to dock satellites in space|BENGALURU, Jan 16, 2025 (wire) - ISRO said on Thursday its SpaDeX satellites had successfully docked in orbit, after two postponed attempts earlier in the month, making India the fourth country after the US, Russia and China to achieve the feat.|Reports the January 16, 2025 docking as done.
18|K|explainer|SpaDeX: how two satellites will find each other|After separation, the satellites, called Chaser and Target, will drift apart to about 20 km and then close in step by step, holding at 5 km, 1.5 km, 500 m, 225 m, 15 m and 3 m before docking. ISRO plans to transfer power between them after docking.|An explainer of a future manoeuvre.
1|K|local-headline|"Bharatiya Antariksh Station" plans hinge on docking test|Officials say the SpaDeX result, expected in the second week of January 2025, will shape plans for India's own space station, whose first module ISRO hopes to launch by 2028.|Expectations and long-term plans.
""",
    ),
    Q(
        "m6-ethiopia-gerd-2025",
        "Will Ethiopia officially inaugurate the Grand Ethiopian Renaissance Dam by September 30, 2025?",
        "Resolves YES if, by September 30, 2025, Ethiopia holds the official inauguration of the GERD, as announced by the government. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-30",
        1,
        "geopolitics",
        """
21|K|wire-report|Ethiopia says Nile dam will be inaugurated in September|ADDIS ABABA (wire) - Prime Minister Abiy Ahmed told parliament that construction of the Grand Ethiopian Renaissance Dam is complete and that it will be officially inaugurated in September 2025. He invited Egypt and Sudan to attend.|A past statement about a future inauguration.
2|L|wire-flash|Abiy inaugurates Africa's largest hydropower dam|GUBA, Sept 9, 2025 (wire) - Prime Minister Abiy Ahmed officially inaugurated the Grand Ethiopian Renaissance Dam on Tuesday, a project Egypt says threatens its share of the Nile waters.|Reports the September 9, 2025 inauguration as done.
10|K|explainer|GERD in numbers|The dam on the Blue Nile has an installed capacity of about 5,150 megawatts and a reservoir of 74 billion cubic metres. The government says the inauguration could coincide with the Ethiopian New Year, which falls on September 11, 2025.|Figures and a possible future date.
6|K|translated-statement|Cairo: "Egypt will take all measures to protect its water"|Translated from Arabic. Egypt's foreign ministry said it rejects any unilateral operation of the dam and that it will keep the matter before the UN Security Council. It did not say whether it would send a delegation to the planned inauguration in September.|A statement with a future event.
1|L|regional-broadcaster|Fireworks over Addis as GERD is opened|Celebrations continued into the night of 9 September 2025 in the capital after the dam's inauguration ceremony at the site in Benishangul-Gumuz, attended by several African heads of state.|Reports the September 9, 2025 inauguration and celebrations.
""",
    ),
]
