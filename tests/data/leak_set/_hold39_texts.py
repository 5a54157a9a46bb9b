# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold39` part, read by `build_hold39.py`.

Written blind as a held-out part: for each question, a mix of texts as a search engine would
return them side by side for a forecasting question of 2025-2026 (news articles, explainers,
official pages and calendars, data and quote pages, forum posts, wiki pages and prediction-market
pages). Each question's documents are one line each in a string, fields separated by `|`: days
before the cutoff it is published, label (L=leak / K=keep), style, title, text, why. The events
are real; the wording is invented and the figures are from memory, not checked data. See
`build_hold39.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "n7-nobel-peace-2025-machado",
        "Will the 2025 Nobel Peace Prize be awarded to María Corina Machado?",
        "Resolves YES if the Norwegian Nobel Committee's announcement, scheduled for October 10, 2025, names María Corina Machado as a laureate of the 2025 Nobel Peace Prize (alone or jointly). Resolves NO otherwise.",
        "2025-09-24",
        "2025-10-10",
        1,
        "awards",
        """
12|K|wiki-page|2025 Nobel Peace Prize - Wikipedia|The 2025 Nobel Peace Prize is to be announced by the Norwegian Nobel Committee in Oslo on 10 October 2025 and presented at Oslo City Hall on 10 December 2025. The committee received 338 nominations, 244 individuals and 94 organisations. Nominations are sealed for 50 years, although nominators sometimes make their choices public.|Reference page with a scheduled announcement and ceremony; no outcome.
5|L|news-article|Venezuelan opposition leader Machado wins Nobel Peace Prize|María Corina Machado, who has spent more than a year in hiding inside Venezuela, was named the 2025 Nobel Peace Prize laureate in Oslo on Friday, October 10, 2025. The committee said it was honouring her fight for democratic rights and a peaceful transition away from dictatorship.|Reports the October 10, 2025 award as done.
8|K|market-page|Nobel Peace Prize 2025 winner?|This market resolves to the person or organisation named by the Norwegian Nobel Committee at its announcement, scheduled for October 10, 2025 at 11:00 CEST. Leading outcomes: Yulia Navalnaya 13%, Sudan's Emergency Response Rooms 11%, UNHCR 7%, Donald Trump 4%, María Corina Machado 3%.|Market rules and prices before the announcement.
3|L|forum-post|Re: Peace prize predictions megathread|Edit, Oct 10 2025: well, it went to Machado. Nobody in this thread had her in their top three, me included, so I'm retiring from Nobel predictions.|An edit reports the October 10, 2025 announcement.
16|K|explainer|How the Nobel Peace Prize winner is chosen|Five members appointed by the Norwegian parliament draw up a shortlist in late winter, commission reports over the summer and usually settle on a laureate at a meeting in early October. This year's announcement falls on Friday, October 10, and the committee never comments on who was considered.|Explains the process and a scheduled date.
1|L|official-page|The Nobel Peace Prize 2025 - Press release|Oslo, 10 October 2025. The Norwegian Nobel Committee has decided to award the Nobel Peace Prize for 2025 to María Corina Machado, for her long struggle for democratic rights and a peaceful transition of power in Venezuela.|A press release announcing the award dated October 10, 2025.
""",
    ),
    Q(
        "n7-nobel-physics-2025-quantum",
        "Will the 2025 Nobel Prize in Physics be awarded for work in quantum physics or quantum technology?",
        "Resolves YES if the Royal Swedish Academy of Sciences' citation for the 2025 Nobel Prize in Physics, to be announced on October 7, 2025, concerns quantum mechanical phenomena, quantum information or quantum devices. Resolves NO otherwise.",
        "2025-09-20",
        "2025-10-07",
        1,
        "awards",
        """
10|K|explainer|Who could win the 2025 physics Nobel?|Quantum computing hardware, metamaterials and the mapping of the cosmic microwave background are the fields most often mentioned ahead of the announcement on Tuesday, October 7. With 2025 declared the International Year of Quantum Science and Technology, some see a quantum prize as fitting, though the academy rarely follows such themes.|Speculation before a scheduled announcement.
4|L|news-article|Physics Nobel honours quantum tunnelling in a circuit|The Royal Swedish Academy of Sciences on October 7, 2025 awarded the physics prize to John Clarke, Michel Devoret and John Martinis for experiments in the mid-1980s showing quantum tunnelling and quantised energy levels in a superconducting circuit large enough to hold in the hand. The work underpins today's superconducting qubits.|Reports the October 7, 2025 award as done.
7|K|official-page|Nobel Prize announcements 2025|Physiology or Medicine: Monday 6 October, 11:30 CEST. Physics: Tuesday 7 October, 11:45 CEST. Chemistry: Wednesday 8 October. Literature: Thursday 9 October. Peace: Friday 10 October. Economic Sciences: Monday 13 October. All announcements are streamed live.|A calendar of announcements.
2|L|wiki-page|List of Nobel laureates in Physics|2025 — John Clarke (UK/US), Michel H. Devoret (France/US), John M. Martinis (US): for discovering macroscopic quantum tunnelling and energy quantisation in an electric circuit. Announced 7 October 2025.|The list reports the 2025 laureates announced on October 7, 2025.
13|K|forum-post|2025 Nobel physics guesses thread|My money is on superconducting qubits this year, maybe Martinis plus a couple of the Yale people. Second guess is exoplanet atmospheres. We'll find out Tuesday, October 7, so post your picks before then.|A guess before the announcement.
1|L|data-page|Nobel Prizes in Physics by field|Quantum physics and quantum information: 1989 (Ramsey, Dehmelt, Paul), 2012 (Haroche, Wineland), 2022 (Aspect, Clauser, Zeilinger), 2025 (Clarke, Devoret, Martinis; awarded Oct. 7, 2025). Condensed matter: 2016 (Thouless, Haldane, Kosterlitz).|The table lists the prize awarded on October 7, 2025.
""",
    ),
    Q(
        "n7-nobel-econ-2025-growth",
        "Will the 2025 Sveriges Riksbank Prize in Economic Sciences be awarded for research on economic growth, innovation or technological change?",
        "Resolves YES if the prize citation announced on October 13, 2025 concerns economic growth, innovation or technological change. Resolves NO otherwise.",
        "2025-09-29",
        "2025-10-13",
        1,
        "awards",
        """
9|K|market-page|2025 Economics Nobel: which field?|Resolves on the citation read at the announcement, scheduled for October 13, 2025. Current prices: growth and innovation 18%, labour economics 15%, international trade 12%, behavioural economics 11%, econometrics 9%, other 35%.|Market prices before the announcement.
3|L|news-article|Economics Nobel goes to Mokyr, Aghion and Howitt|Joel Mokyr shares the 2025 prize with Philippe Aghion and Peter Howitt, the Royal Swedish Academy said on Monday, October 13, 2025, for showing how innovation drives sustained growth. Mokyr receives half for his historical work; Aghion and Howitt split the other half for their model of creative destruction.|Reports the October 13, 2025 award as done.
14|K|explainer|Why the economics prize isn't quite a Nobel|The prize was set up by Sweden's central bank in 1968 and is awarded by the same academy as the physics and chemistry prizes. It is always the last to be announced; this year that is 13 October. Last year's laureates, Daron Acemoglu, Simon Johnson and James Robinson, were honoured for their work on institutions.|Background and a scheduled date.
6|K|wiki-page|Nobel Memorial Prize in Economic Sciences|The 2024 prize was awarded to Daron Acemoglu, Simon Johnson and James A. Robinson "for studies of how institutions are formed and affect prosperity". The 2025 laureates are due to be announced on 13 October 2025.|Earlier facts and a scheduled announcement.
2|L|forum-post|Nobel week thread|So far: medicine to the Treg people (Oct 6, 2025), physics to superconducting circuits (Oct 7), chemistry to MOFs (Oct 8), literature to Krasznahorkai (Oct 9). Econ is Monday and I'm still saying growth.|Reports other prizes announced on and after October 6, 2025.
1|L|official-page|The Prize in Economic Sciences 2025 - Press release|13 October 2025. The Royal Swedish Academy of Sciences has decided to award the Sveriges Riksbank Prize in Economic Sciences in Memory of Alfred Nobel 2025 to Joel Mokyr, Philippe Aghion and Peter Howitt, for explaining innovation-driven economic growth.|A press release of the October 13, 2025 award.
""",
    ),
    Q(
        "n7-super-bowl-lx-seahawks",
        "Will the Seattle Seahawks win Super Bowl LX?",
        "Resolves YES if the Seattle Seahawks win Super Bowl LX, scheduled for February 8, 2026 at Levi's Stadium in Santa Clara, California. Resolves NO if any other team wins or Seattle is eliminated.",
        "2026-01-24",
        "2026-02-08",
        1,
        "sports",
        """
20|K|official-page|2025 NFL playoff schedule|Wild Card Weekend: Jan. 10-12, 2026. Divisional Round: Jan. 17-18. Conference Championships: Sunday, Jan. 25, 2026. Super Bowl LX: Sunday, Feb. 8, 2026, Levi's Stadium, Santa Clara, Calif., on NBC.|A schedule of games.
2|L|news-article|Seahawks overwhelm Patriots to win Super Bowl LX|Seattle's defence held New England without a touchdown until the fourth quarter and the Seahawks won 29-13 at Levi's Stadium on Feb. 8, 2026, the franchise's second Super Bowl title.|Reports the February 8, 2026 result as done.
5|K|market-page|Super Bowl LX Champion|Seahawks 32%, Rams 25%, Patriots 22%, Broncos 21%. The market resolves to the winner of Super Bowl LX, scheduled for February 8, 2026. If the game is postponed, the market stays open until the game is played.|Market prices and rules before the game.
9|K|forum-post|Re: If we get past LA...|If we beat the Rams on January 25 I'm booking flights to Santa Clara that night. Last time we met them this year it came down to one drive, so nobody should feel comfortable.|A conditional plan before the NFC Championship Game.
1|L|wiki-page|Super Bowl LX|Super Bowl LX was played on February 8, 2026 at Levi's Stadium in Santa Clara, California. The Seattle Seahawks defeated the New England Patriots 29–13 to win their second Super Bowl. Bad Bunny headlined the halftime show.|The wiki entry reports the February 8, 2026 game.
3|L|news-article|Seahawks edge Rams, head to Santa Clara|Seattle beat Los Angeles in the NFC Championship Game on January 25, 2026 and will meet New England in Super Bowl LX on February 8.|Reports the January 25, 2026 game as done.
""",
    ),
    Q(
        "n7-lecornu-censure-2025-10",
        "Will the French National Assembly adopt a motion of censure against a government led by Sébastien Lecornu by October 31, 2025?",
        "Resolves YES if the Assemblée nationale adopts a motion of censure (289 votes needed) against a government led by Sébastien Lecornu between the question's opening and October 31, 2025. Resolves NO otherwise.",
        "2025-10-13",
        "2025-10-31",
        0,
        "politics",
        """
3|K|news-article|Macron reappoints Lecornu four days after resignation|Emmanuel Macron named Sébastien Lecornu prime minister again late on October 10, four days after he quit. La France insoumise and the Rassemblement national say they will table censure motions as soon as the new government presents itself, while the Socialists are waiting for his policy statement, expected on Tuesday, October 14.|Past appointment before the cutoff; the policy statement and motions lie ahead.
1|L|news-article|Lecornu survives first censure test as Socialists hold back|The LFI motion won 271 votes on October 16, 2025, 18 short of the 289 needed, two days after Lecornu offered to suspend the 2023 pension reform. A separate RN motion drew 144 votes.|Reports the October 16, 2025 votes as done.
7|K|explainer|What is a motion of censure?|Under Article 49 of the constitution, a motion needs the signatures of 58 deputies and is voted on at least 48 hours after it is filed. It passes only with an absolute majority of the Assembly's members, 289 of 577. The last one adopted, on 4 December 2024, brought down Michel Barnier.|Explains the rule with earlier dates only.
5|L|wiki-page|Second Lecornu government|The second Lecornu government was appointed on 12 October 2025. On 16 October 2025 the National Assembly rejected two motions of censure against it, the first by 271 votes and the second by 144.|Reports the October 16, 2025 votes.
10|K|market-page|Lecornu government censured by October 31?|Resolves YES if the National Assembly adopts a motion of censure against a Lecornu government by October 31, 2025, 11:59 p.m. Paris time. Yes 38¢, No 63¢.|Market rules with a deadline.
2|L|data-page|Motions of censure in the Fifth Republic|Selected votes: 5 October 1962, Pompidou, adopted (280); 4 December 2024, Barnier, adopted (331); 16 January 2025, Bayrou, rejected (131); 16 October 2025, Lecornu, rejected (271).|The table includes the October 16, 2025 vote.
""",
    ),
    Q(
        "n7-labour-deputy-2025-powell",
        "Will Lucy Powell win the 2025 Labour Party deputy leadership election?",
        "Resolves YES if Lucy Powell is declared deputy leader of the Labour Party when the result is announced, scheduled for October 25, 2025. Resolves NO otherwise.",
        "2025-10-06",
        "2025-10-25",
        1,
        "politics",
        """
14|K|official-page|Deputy Leadership Election 2025: timetable|Ballot opens: 8 October 2025. Ballot closes: 12 noon, 23 October 2025. Result announced: 25 October 2025. Members and affiliated supporters who joined before the freeze date will receive a ballot by email or post.|A timetable of future stages.
4|L|news-article|Lucy Powell elected Labour deputy leader|Powell beat Education Secretary Bridget Phillipson with 54% of the members' vote, the party announced on 25 October 2025, a result widely read as a warning to Downing Street.|Reports the October 25, 2025 result as done.
20|K|news-article|Phillipson and Powell make final two for deputy job|Bridget Phillipson and Lucy Powell cleared the threshold of 80 MP nominations, the party said on 11 September. Phillipson had the larger share of MPs, while Powell, sacked from the cabinet the week before, is seen as the candidate of the soft left.|Facts dated before the cutoff.
9|K|forum-post|Re: Who are you voting for?|Powell for me, she at least talks like someone who knocks on doors. Ballots go out on 8 October and I'll vote the day mine lands. Phillipson will get the Number 10 machine behind her though.|A voter's plan before the ballot.
2|L|wiki-page|2025 Labour Party deputy leadership election|Date: 8–23 October 2025. Result declared: 25 October 2025. Elected: Lucy Powell (54.0%). Runner-up: Bridget Phillipson (46.0%). Triggered by the resignation of Angela Rayner on 5 September 2025.|The infobox reports the October 25, 2025 result.
6|L|market-page|Labour deputy leader 2025?|Resolved: Lucy Powell. This market closed on Oct 25, 2025 at 11:04 BST after the party declared the result.|A resolution notice dated October 25, 2025.
""",
    ),
    Q(
        "n7-uk-budget-2025-income-tax",
        "Will the UK Budget of November 26, 2025 raise a main rate of income tax?",
        "Resolves YES if the Budget presented on November 26, 2025 raises the basic, higher or additional rate of income tax in England for 2026-27. Freezes of thresholds do not count. Resolves NO otherwise.",
        "2025-11-10",
        "2025-11-26",
        0,
        "legislation",
        """
6|K|news-article|Reeves prepares ground for tax rises|In a Downing Street address on 4 November, the chancellor said everyone would have to contribute and declined to repeat Labour's promise not to raise income tax. Officials are modelling a 2p rise in the basic rate offset by a cut in employee national insurance ahead of the Budget on 26 November.|A past speech and plans for a future Budget.
2|L|news-article|Reeves drops plan to raise income tax rates|The chancellor has abandoned plans to raise income tax rates, reports said on November 14, 2025, after the OBR's forecasts came in better than feared. She is expected to rely on a longer freeze of thresholds instead.|Reports a decision dated November 14, 2025.
10|K|explainer|What the Budget could mean for your pay packet|Income tax thresholds are already frozen until April 2028. Extending the freeze by two more years would raise about £8bn a year by 2029-30, while a 1p rise in the basic rate would bring in roughly £7bn.|Explains options; no outcome.
1|L|data-page|Autumn Budget 2025: key measures|Announced 26 November 2025. Income tax: rates unchanged (20%, 40%, 45%); personal allowance and thresholds frozen to April 2031. Property: surcharge on homes worth over £2m from April 2028. Salary sacrifice: NICs relief capped at £2,000 from 2029.|A list of measures announced on November 26, 2025.
4|K|market-page|Will the November Budget raise income tax rates?|Yes 62%. Resolves YES if the Budget statement of 26 November 2025 raises any main rate of income tax; threshold freezes resolve NO.|Market price and rules.
3|L|forum-post|Budget day thread|UPDATE 26 Nov 2025: the OBR put the whole report online an hour early by mistake. Rates unchanged, thresholds frozen for another three years. So much for the 2p.|An update reports the November 26, 2025 Budget.
""",
    ),
    Q(
        "n7-fomc-2026-01-cut",
        "Will the FOMC lower the federal funds target range at its January 27-28, 2026 meeting?",
        "Resolves YES if the FOMC statement of January 28, 2026 sets a target range below 3.50-3.75%. Resolves NO otherwise.",
        "2026-01-12",
        "2026-01-28",
        0,
        "central_banks",
        """
12|K|official-page|Meeting calendars and information: 2026|January 27-28. March 17-18*. April 28-29. June 16-17*. July 28-29. September 15-16*. October 27-28. December 8-9*. (*Meeting associated with a Summary of Economic Projections.)|A calendar of meetings.
3|L|news-article|Fed holds rates steady, two governors dissent|The Federal Reserve kept its benchmark rate at 3.50%-3.75% on January 28, 2026, pausing after three straight cuts. Governors Stephen Miran and Christopher Waller dissented in favour of a quarter-point reduction.|Reports the January 28, 2026 decision as done.
25|K|news-article|Fed cuts for third time, signals slower pace|The Federal Reserve lowered its target range by a quarter point to 3.50%-3.75% on December 10, in a 9-3 vote, and officials' median projection showed just one cut in 2026.|A decision dated before the cutoff.
5|K|quote-page|30-Day Fed Funds futures, Feb 2026 (ZQG6)|Last 96.365. Implied probability of no change at the January 28, 2026 meeting: 86%; of a 25 bp cut: 14%.|Market quotes before the meeting.
2|L|forum-post|Fed day thread, Jan 28 2026|Hold, as everyone knew. Miran dissents again, shocker, and Waller joins him this time. Powell wouldn't say whether March is live. Statement came out January 28, 2026 at 2 p.m. sharp.|Reports the January 28, 2026 decision.
8|K|explainer|What the December jobs report means for the Fed|Economists expect payrolls to have risen about 60,000 in December when the report is released on Jan. 9. A soft number would revive talk of a cut, but most officials have signalled they want to wait, and December consumer prices follow on January 13.|Scheduled releases and expectations.
""",
    ),
    Q(
        "n7-boc-2025-10-cut",
        "Will the Bank of Canada lower its target for the overnight rate on October 29, 2025?",
        "Resolves YES if the Bank of Canada's announcement of October 29, 2025 lowers the overnight rate target below 2.50%. Resolves NO otherwise.",
        "2025-10-14",
        "2025-10-29",
        1,
        "central_banks",
        """
5|K|news-article|Strong jobs report clouds rate outlook|Canada added about 60,000 jobs in September, Statistics Canada said on October 10, and the unemployment rate held at 7.1%. September consumer prices are due on October 21, a week before the Bank of Canada's next decision on October 29.|Past data and scheduled events.
2|L|news-article|Bank of Canada cuts to 2.25%, signals end of easing|The Bank of Canada lowered its policy rate by a quarter point to 2.25% on Wednesday, October 29, 2025. Governor Tiff Macklem said rates were now at about the right level if the economy evolves as forecast.|Reports the October 29, 2025 cut as done.
20|K|official-page|Schedule for 2025: interest rate announcements|January 29; March 12; April 16; June 4; July 30; September 17; October 29 (with Monetary Policy Report); December 10. Announcements are made at 9:45 a.m. ET.|A calendar of announcements.
8|K|market-page|Bank of Canada decision in October?|25 bp cut 58%, no change 42%. Resolves according to the Bank's announcement scheduled for October 29, 2025.|Market prices before the decision.
1|L|data-page|Consumer Price Index, Canada, 12-month change|June 2025: 1.9%. July 2025: 1.7%. August 2025: 1.9%. September 2025: 2.4% (released October 21, 2025).|The table lists a release dated October 21, 2025.
4|L|wiki-page|Bank of Canada: policy rate history|4 June 2025: 2.75% (held). 30 July 2025: 2.75% (held). 17 September 2025: 2.50%. 29 October 2025: 2.25%.|The history lists the October 29, 2025 cut.
""",
    ),
    Q(
        "n7-rba-2025-11-cut",
        "Will the Reserve Bank of Australia lower the cash rate target at its November 3-4, 2025 meeting?",
        "Resolves YES if the RBA's decision announced on November 4, 2025 sets the cash rate target below 3.60%. Resolves NO otherwise.",
        "2025-10-21",
        "2025-11-04",
        0,
        "central_banks",
        """
6|K|news-article|Jobless jump revives November cut bets|Unemployment rose to 4.5% in September, the ABS said on October 16, its highest in almost four years. Traders now put the odds of a cut on 4 November at about 70%, but the September-quarter CPI, due on 29 October, will decide it.|Past data and a scheduled release.
2|L|news-article|RBA holds at 3.60% after inflation surprise|The Reserve Bank kept the cash rate at 3.60 per cent on Tuesday, 4 November 2025, a week after figures showed trimmed mean inflation of 1.0 per cent in the September quarter.|Reports the November 4, 2025 hold as done.
15|K|official-page|Monetary Policy Board meeting dates 2025|17–18 February; 31 March–1 April; 19–20 May; 7–8 July; 11–12 August; 29–30 September; 3–4 November; 8–9 December. The statement is released at 2.30 pm AEST on the second day.|A calendar of meetings.
9|K|forum-post|Re: Refinance now or wait?|Fixed for two years last month. If they cut on Melbourne Cup day (4 November) my mate on a variable saves another $90 a month, but the bank economists keep hedging.|A conditional about a future decision.
1|L|quote-page|30 Day Interbank Cash Rate Futures, Nov 2025 (IBX5)|96.415 as of 30 October 2025. Implied probability of a November cut fell to 8% after the 29 October 2025 CPI release.|Reports market moves after the October 29, 2025 release.
4|K|explainer|Why the RBA is watching the quarterly CPI|The September-quarter CPI, published on 29 October, is the measure the Board trusts most. The ABS will switch to a full monthly CPI from November 2025, so this is one of the last quarterly-led decisions.|Explains scheduled releases.
""",
    ),
    Q(
        "n7-ecb-2025-12-cut",
        "Will the ECB lower its deposit facility rate at its December 18, 2025 monetary policy meeting?",
        "Resolves YES if the ECB decision announced on December 18, 2025 lowers the deposit facility rate below 2.00%. Resolves NO otherwise.",
        "2025-12-01",
        "2025-12-18",
        0,
        "central_banks",
        """
7|K|news-article|Lagarde says policy 'in a good place'|ECB President Christine Lagarde said rates were well placed to handle shocks, reinforcing expectations of a fourth straight hold on December 18. New staff projections at that meeting will extend to 2028 for the first time.|Expectations before a scheduled decision.
2|L|news-article|ECB keeps rates unchanged, lifts growth outlook|The European Central Bank left its deposit rate at 2% on December 18, 2025, its fourth hold in a row, and raised its growth projections for 2025 and 2026.|Reports the December 18, 2025 decision as done.
14|K|official-page|Monetary policy meetings: calendar|Governing Council monetary policy meetings: 29-30 October 2025; 17-18 December 2025; 4-5 February 2026; 18-19 March 2026. Press conference at 14:45 CET on the second day.|A calendar of meetings.
5|K|market-page|ECB decision in December?|No change 95%, 25 bp cut 5%. Resolves on the decision announced December 18, 2025.|Market prices before the decision.
1|L|wiki-page|European Central Bank: key interest rates|Deposit facility rate 2.00% since 11 June 2025; left unchanged at the meetings of 24 July, 11 September, 30 October and 18 December 2025.|Reports the December 18, 2025 hold.
3|L|forum-post|ECB 18 Dec 2025 thread|Hold as expected, growth forecasts up, Lagarde gives nothing on 2026. Bund yields barely moved. December 18, 2025 was the most boring meeting of the year.|Reports the December 18, 2025 hold.
""",
    ),
    Q(
        "n7-starship-flight11-2025",
        "Will SpaceX launch Starship Flight 11 by October 31, 2025?",
        "Resolves YES if the eleventh integrated flight test of Starship lifts off from Starbase by October 31, 2025. Resolves NO otherwise.",
        "2025-10-02",
        "2025-10-31",
        1,
        "space",
        """
9|K|news-article|After Flight 10, one more flight for this Starship version|Flight 10 on August 26 met all of its main goals, including deploying dummy satellites and a controlled splashdown. SpaceX says the next flight, the last of the second-generation ship, could come as soon as October, pending a final review.|Past flight and a plan for a future one.
2|L|news-article|Starship closes out its second generation with Flight 11|SpaceX launched Flight 11 from Starbase at 6:23 p.m. CDT on October 13, 2025. The ship relit a Raptor engine in space and splashed down in the Indian Ocean about an hour later, while the booster tested a new landing burn over the Gulf.|Reports the October 13, 2025 launch as done.
14|K|official-page|Starship Flight 11|Targeting NET October 2025. A live webcast will begin about 30 minutes before liftoff. Flight test objectives will be posted closer to launch.|A mission page with a target month.
5|K|forum-post|Re: Flight 11 general discussion|Ship 38 finished its static fire. Road closure notices are up for October 13-15, which usually means they're aiming for the first day. FAA hasn't said anything yet.|A forward-looking forum post.
1|L|wiki-page|List of Starship flight tests|Flight 10 — 26 August 2025 — B16 / S37 — success. Flight 11 — 13 October 2025 — B15-2 / S38 — success.|The list reports the October 13, 2025 flight.
6|K|market-page|Starship Flight 11 launch by October 31?|Yes 81%. Resolves YES if Flight 11 lifts off by 11:59 p.m. ET on October 31, 2025, according to SpaceX.|Market rules with a deadline.
""",
    ),
    Q(
        "n7-rubin-first-look-2025",
        "Will the Vera C. Rubin Observatory release its first images to the public by June 30, 2025?",
        "Resolves YES if the Rubin Observatory (NSF and DOE) publicly releases its first science-quality images from the LSST Camera by June 30, 2025. Resolves NO otherwise.",
        "2025-06-06",
        "2025-06-30",
        1,
        "science",
        """
11|K|official-page|Rubin First Look: watch party|Join us on June 23, 2025 for Rubin First Look, the first public release of images from the NSF–DOE Vera C. Rubin Observatory. Planetariums, schools and science centres can register to host a watch party; the livestream starts at 11:00 a.m. EDT.|An event announcement for a future date.
3|L|news-article|Rubin's first images show millions of galaxies|The first pictures from the Vera C. Rubin Observatory were unveiled on June 23, 2025, including a mosaic of the Trifid and Lagoon nebulae assembled from hundreds of exposures and a wide view of the Virgo cluster.|Reports the June 23, 2025 release as done.
18|K|explainer|What the Rubin Observatory will do|From its mountaintop in Chile, Rubin will photograph the whole southern sky every few nights for ten years, a survey known as LSST. The 3,200-megapixel camera was installed in March, and the full survey is expected to start later in 2025.|Describes plans; only earlier facts.
6|L|forum-post|Re: Rubin first light|Update June 23 2025: they also said the first ten hours of data turned up about 2,100 previously unknown asteroids. That alone is worth the livestream.|An update reports findings released on June 23, 2025.
1|K|wiki-page|Vera C. Rubin Observatory|First photon with the LSST Camera was recorded in April 2025. The first public images are scheduled to be released at an event on 23 June 2025, and the Legacy Survey of Space and Time is planned to begin later that year.|Earlier facts and scheduled events.
2|L|wiki-page|3I/ATLAS|3I/ATLAS is an interstellar comet discovered on 1 July 2025 by the ATLAS survey telescope in Chile. Precovery images were later found in Vera C. Rubin Observatory data taken on 21 June 2025, before its public first look.|Reports a discovery of July 1, 2025 and Rubin images taken on June 21, 2025.
""",
    ),
    Q(
        "n7-australia-u16-in-force-2025",
        "Will Australia's social media minimum age obligations take effect on December 10, 2025?",
        "Resolves YES if the obligation on age-restricted social media platforms to take reasonable steps to prevent under-16s from holding accounts comes into force on December 10, 2025 as legislated. Resolves NO if it is delayed or suspended.",
        "2025-11-24",
        "2025-12-10",
        1,
        "legislation",
        """
8|K|official-page|Social media minimum age: what changes on 10 December|From 10 December 2025, age-restricted social media platforms must take reasonable steps to stop Australians under 16 from having accounts. Platforms that fail to do so face fines of up to $49.5 million. Children and parents will not be penalised.|A regulator's page on a future obligation.
2|L|news-article|Australia's teen social media ban takes effect|Australia's ban on social media accounts for under-16s came into force on December 10, 2025, with platforms including Instagram, TikTok, Snapchat, YouTube and X required to remove younger users. The eSafety Commissioner said companies had begun deactivating accounts in the days before.|Reports the December 10, 2025 start as done.
15|K|explainer|Which platforms are covered by the ban?|The eSafety Commissioner has listed Facebook, Instagram, Threads, Snapchat, TikTok, X, YouTube, Reddit and Kick, and added Twitch this month. Messaging apps, gaming services and YouTube Kids are exempt, though the list can change before the start date.|Explains scope before the start date.
5|L|forum-post|Re: My 14yo's account|Meta started kicking teens off Instagram on December 4, 2025, a week early. My daughter got the email and had 14 days to download her photos.|Reports account removals from December 4, 2025.
1|L|news-article|Ban 'working as planned', minister says|Communications Minister Anika Wells said on December 11, 2025 that the first day of the ban had gone as planned, with hundreds of thousands of accounts already closed.|Reports the ban's first day and a statement dated December 11, 2025.
20|K|news-article|Tech companies lobby for delay as deadline nears|Several platforms have urged the government to push back the start date, arguing age-assurance tools are not ready. The minister said the December 10 date would not move.|Lobbying and a scheduled date.
""",
    ),
    Q(
        "n7-meta-ftc-ruling-2025",
        "Will the court in FTC v. Meta Platforms rule by December 15, 2025 that Meta unlawfully maintained a monopoly?",
        "Resolves YES if, by December 15, 2025, Judge James Boasberg of the US District Court for the District of Columbia rules that Meta illegally maintained monopoly power in personal social networking. Resolves NO if he rules for Meta or has not ruled by then.",
        "2025-11-10",
        "2025-12-15",
        0,
        "court_rulings",
        """
20|K|explainer|FTC v. Meta: where the case stands|The trial ran from April 14 to late May, with Mark Zuckerberg testifying for three days. The FTC wants Meta to divest Instagram and WhatsApp, acquired in 2012 and 2014. Judge Boasberg has not said when he will rule.|Earlier facts and an open question.
2|L|news-article|Judge rules Meta is not a monopoly|Judge James Boasberg ruled on November 18, 2025 that the FTC had failed to show Meta holds monopoly power today, pointing to competition from TikTok and YouTube. The decision means Meta will not have to sell Instagram or WhatsApp.|Reports the November 18, 2025 ruling as done.
9|K|market-page|Will Meta be forced to sell Instagram or WhatsApp by 2026?|Yes 7%. Resolves YES if a court orders Meta to divest Instagram or WhatsApp before January 1, 2026. A liability ruling alone does not resolve the market.|Market rules with a deadline.
4|L|forum-post|Re: Boasberg opinion is out|Read the whole thing on Nov 18 2025. 89 pages and the short version is that the market the FTC drew in 2020 doesn't exist anymore. No remedies phase.|Reports the November 18, 2025 opinion.
13|K|news-article|Meta asks judge to rule quickly after trial|Meta's lawyers told the court in post-trial filings this summer that the rise of TikTok shows the FTC's market is too narrow. The FTC argued that Meta bought its rivals to avoid competing with them.|Past filings; no ruling.
1|L|wiki-page|Federal Trade Commission v. Meta Platforms|On November 18, 2025, the court entered judgment for Meta, finding that the FTC had not proven current monopoly power in a market for personal social networking services.|Reports the November 18, 2025 judgment.
""",
    ),
    Q(
        "n7-spain-blackout-report-2025",
        "Will the Spanish government publish its official report on the causes of the April 28, 2025 Iberian blackout by June 30, 2025?",
        "Resolves YES if the Spanish government's committee for the analysis of the April 28, 2025 power outage presents or publishes its report by June 30, 2025. Resolves NO otherwise.",
        "2025-06-04",
        "2025-06-30",
        1,
        "climate",
        """
26|K|news-article|Spain and Portugal hit by rare nationwide blackout|Power was lost across mainland Spain and Portugal at 12:33 p.m. on Monday, April 28, after 15 gigawatts of generation vanished in five seconds. Red Eléctrica restored most of the supply overnight.|Earlier events only.
3|L|news-article|Government report blames voltage control for blackout|Ecological Transition Minister Sara Aagesen presented the government's report on June 17, 2025, concluding that overvoltage, combined with insufficient voltage control capacity on the grid that day, caused the chain of disconnections.|Reports the June 17, 2025 report as done.
9|K|official-page|Committee for the analysis of the 28 April electricity crisis|The committee, chaired by the Ministry for the Ecological Transition, will present its conclusions once it has analysed data from the grid operator and generators. The minister has said the work will take weeks rather than days.|An official page describing future work.
6|K|explainer|Why it takes so long to explain a blackout|Investigators must line up millisecond data from hundreds of substations. Europe's grid body, ENTSO-E, has set up its own expert panel, whose factual report is expected in the autumn and final report in early 2026.|Explains scheduled work with future dates.
1|L|wiki-page|2025 Iberian Peninsula blackout|On 17 June 2025 the Spanish government published its report, finding that the system lacked sufficient voltage control; Red Eléctrica disputed parts of it in its own report the following day.|Reports the June 17 and 18, 2025 reports.
4|L|news-article|Grid operator rejects blame in its own blackout report|A separate analysis was published by Red Eléctrica on June 18, 2025, a day after the government's, arguing that some conventional plants had failed to absorb reactive power as they were required to.|Reports the June 18, 2025 report as done.
""",
    ),
    Q(
        "n7-armenia-azerbaijan-2025",
        "Will Armenia and Azerbaijan sign or initial the text of a peace agreement by August 31, 2025?",
        "Resolves YES if Armenia and Azerbaijan sign, or their representatives initial, the text of a bilateral peace agreement by August 31, 2025. Resolves NO otherwise.",
        "2025-07-28",
        "2025-08-31",
        1,
        "geopolitics",
        """
17|K|news-article|Aliyev and Pashinyan meet in Abu Dhabi|The leaders of Azerbaijan and Armenia held talks in Abu Dhabi on July 10, their first bilateral meeting since the text of a peace treaty was agreed in March. Baku still insists that Armenia change its constitution before any signing.|Past meeting and an unmet condition.
4|L|news-article|Armenia and Azerbaijan initial peace deal at White House|The foreign ministers of Armenia and Azerbaijan initialled a peace agreement in Washington on August 8, 2025, in the presence of President Trump, who announced a transit route across southern Armenia to be named after him.|Reports the August 8, 2025 initialling as done.
24|K|explainer|What's in the Armenia-Azerbaijan draft treaty|The 17-article text, finalised on March 13, commits both sides to recognise each other's borders and to drop international legal claims. It does not settle transport links, which remain the hardest issue.|Earlier facts only.
7|K|market-page|Armenia-Azerbaijan peace deal signed in 2025?|Yes 34%. Resolves YES if both governments sign a peace agreement before January 1, 2026. Initialling does not count for this market.|Market rules with a deadline.
1|L|official-page|Joint Declaration, Washington, 8 August 2025|The leaders of the Republic of Azerbaijan and the Republic of Armenia, meeting in Washington on 8 August 2025, witnessed the initialling of the agreed text of the Agreement on the Establishment of Peace and Interstate Relations.|An official declaration dated August 8, 2025.
12|L|forum-post|Re: South Caucasus thread|Follow-up for anyone who finds this later: they initialled it on 8 August 2025 at the White House. Signing still waits on the constitution issue.|Reports the August 8, 2025 initialling.
""",
    ),
    Q(
        "n7-bma-strike-2025-07",
        "Will resident doctors in England begin strike action by July 31, 2025?",
        "Resolves YES if BMA resident doctors in England begin a strike (full walkout) on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-07",
        "2025-07-31",
        1,
        "strikes",
        """
10|K|official-page|Resident doctors ballot: how to vote|The BMA's statutory ballot of resident doctors in England closes at 23:59 on 6 July 2025. If members vote yes, the mandate will allow strike action for six months. Results will be announced shortly after the close.|An official page on a ballot and its consequences.
2|L|news-article|Resident doctors vote to strike|Resident doctors in England backed strike action by 90% on a 55% turnout, the BMA announced on 8 July 2025, after rejecting the government's 5.4% pay award.|Reports a ballot result announced on July 8, 2025.
5|L|news-article|Resident doctors walk out for five days|Resident doctors in England began a five-day strike at 7am on 25 July 2025, after last-ditch talks with Health Secretary Wes Streeting broke down.|Reports the July 25, 2025 walkout as done.
18|K|news-article|Government accepts pay review body award|The government said on 22 May that resident doctors will receive a 5.4% rise this year, in line with the pay review body. The BMA called it a pay cut in real terms and said its ballot would go ahead.|Facts dated before the cutoff.
3|K|forum-post|Re: Strike dates?|If it's a yes they have to give two weeks' notice, so the earliest walkout would be the last week of July. My rota's already gone out through August.|A conditional about possible strike dates.
1|L|data-page|Resident doctor strikes in England since 2023|March 2023 (3 days); April 2023 (4 days); ... June-July 2024 (5 days); 25-30 July 2025 (5 days); 14-19 November 2025 (5 days).|The list includes strikes held in July and November 2025.
""",
    ),
    Q(
        "n7-guyana-2025-ali",
        "Will Irfaan Ali be declared the winner of Guyana's September 1, 2025 general election by September 10, 2025?",
        "Resolves YES if the Guyana Elections Commission declares Irfaan Ali (PPP/C) the winner of the presidential contest of the September 1, 2025 general and regional elections by September 10, 2025. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-10",
        1,
        "elections",
        """
12|K|news-article|Oil money dominates Guyana's campaign|President Irfaan Ali is seeking a second term on September 1 promising to spread the country's oil revenue more widely. Businessman Azruddin Mohamed, under US sanctions, is running at the head of a new party, We Invest in Nationhood.|A campaign report before the vote.
3|L|news-article|Ali wins second term in Guyana|Irfaan Ali was declared winner of Guyana's election on September 6, 2025, with his PPP/C keeping a parliamentary majority. Azruddin Mohamed's new party came second, pushing the traditional opposition into third.|Reports the September 6, 2025 declaration as done.
25|K|official-page|GECOM: election day information|Polls open at 6:00 a.m. and close at 6:00 p.m. on Monday, 1 September 2025. Statements of Poll will be posted at each polling station after the count.|Official election-day information for a future date.
7|K|wiki-page|2025 Guyanese general election|General elections are scheduled to be held in Guyana on 1 September 2025 to elect the 65 members of the National Assembly. The presidential candidate of the list with the most votes becomes president.|Reference page with a scheduled election.
1|L|forum-post|Re: Guyana results|GECOM declared on Sept 6 2025. Ali sworn in the next day. WIN beating APNU is the real story here.|Reports the September 6, 2025 declaration.
5|L|official-page|GECOM: Declaration of results|Declaration of the results of the General and Regional Elections held on 1 September 2025, made on 6 September 2025: the list of the People's Progressive Party/Civic obtained the most votes, and its presidential candidate, Mohamed Irfaan Ali, is declared President.|An official declaration dated September 6, 2025.
""",
    ),
    Q(
        "n7-isak-liverpool-2025",
        "Will Alexander Isak complete a transfer to Liverpool by the end of the Premier League's summer 2025 transfer window?",
        "Resolves YES if Liverpool complete the signing of Alexander Isak from Newcastle United before the window closes at 7pm BST on September 1, 2025. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-01",
        1,
        "sports",
        """
19|K|news-article|Newcastle reject Liverpool's £110m offer for Isak|Newcastle turned down an opening bid of around £110m for Alexander Isak on August 1, saying the striker is not for sale. Isak has trained away from the squad and missed the pre-season tour.|Earlier facts only.
1|K|forum-post|Re: Isak statement|He's basically said on Instagram that promises were broken and the relationship is over. Still twelve days until the deadline on 1 September. Newcastle won't sell until they have a replacement in.|A forum post before the deadline.
4|L|news-article|Liverpool sign Isak for British record fee|Liverpool completed the signing of Alexander Isak from Newcastle for a British record £125m on deadline day, September 1, 2025, hours after Newcastle brought in Yoane Wissa.|Reports the September 1, 2025 transfer as done.
9|K|explainer|When does the transfer window close?|The Premier League's summer window shuts at 7pm BST on Monday, 1 September 2025. Clubs can submit a deal sheet to finish paperwork for up to two hours after, provided it is lodged before the deadline.|Explains a future deadline.
6|K|market-page|Isak to Liverpool before the deadline?|Yes 41%. Resolves YES if Liverpool officially announce Isak's signing by the close of the window on September 1, 2025.|Market rules with a deadline.
2|L|data-page|Most expensive transfers by British clubs|1. Alexander Isak, Newcastle to Liverpool, £125m (1 September 2025). 2. Moisés Caicedo, Brighton to Chelsea, £115m (August 2023). 3. Florian Wirtz, Leverkusen to Liverpool, £100m rising to £116m (June 2025).|The table lists the September 1, 2025 transfer.
""",
    ),
    Q(
        "n7-nvidia-q3fy26-revenue",
        "Will Nvidia report revenue above $55 billion for the third quarter of fiscal 2026?",
        "Resolves YES if Nvidia reports total revenue above $55.0 billion for the quarter ended October 26, 2025, in results scheduled for November 19, 2025. Resolves NO otherwise.",
        "2025-11-03",
        "2025-11-19",
        1,
        "earnings",
        """
30|K|news-article|Nvidia forecasts $54 billion in sales|Nvidia guided third-quarter revenue to $54 billion, plus or minus 2%, when it reported on August 27, excluding any H20 chip sales to China. The forecast was slightly above analysts' average.|Past guidance only.
2|L|news-article|Nvidia beats again as data centre sales hit $51 billion|Nvidia reported revenue of $57.0 billion for its fiscal third quarter on November 19, 2025, up 62% from a year earlier, and forecast about $65 billion for the current quarter.|Reports the November 19, 2025 results as done.
8|K|official-page|NVIDIA to announce financial results for third quarter fiscal 2026|NVIDIA will host a conference call on Wednesday, November 19, 2025 at 2 p.m. PT (5 p.m. ET) to discuss its financial results for the third quarter of fiscal year 2026, which ended October 26, 2025.|An earnings date announcement.
4|K|quote-page|NVDA: analyst estimates|Q3 FY2026 (reporting Nov. 19, 2025): revenue estimate $54.9B (41 analysts), EPS estimate $1.25. Q4 FY2026: revenue estimate $61.4B.|Consensus estimates before a scheduled report.
1|L|quote-page|NVDA earnings history|Q3 FY2026, reported 2025-11-19: revenue $57.01B vs. estimate $54.9B (+3.8%); EPS $1.30 vs. $1.25.|The history row reports the November 19, 2025 results.
3|L|forum-post|Re: NVDA earnings thread|Nov 19 2025: 57.0 vs 54.9 est, guide 65. Up 5% after hours and then gave it all back the next day. Never change, market.|Reports the November 19, 2025 results and the next day's move.
""",
    ),
    Q(
        "n7-apple-fq4-2025-revenue",
        "Will Apple report revenue above $100 billion for its fiscal fourth quarter of 2025?",
        "Resolves YES if Apple reports total net sales above $100 billion for the quarter ended September 27, 2025, in results expected on October 30, 2025. Resolves NO otherwise.",
        "2025-10-14",
        "2025-10-30",
        1,
        "earnings",
        """
12|K|news-article|iPhone 17 demand looks strong in early checks|Analysts say early delivery times for the iPhone 17 Pro models, which went on sale on September 19, point to solid demand. Apple has guided to revenue growth of 8% to 10% for the September quarter.|Earlier facts and guidance.
3|L|news-article|Apple posts record September quarter|Apple reported revenue of $102.5 billion for its fiscal fourth quarter on October 30, 2025, up 8%, and forecast that December-quarter sales would grow 10% to 12%.|Reports the October 30, 2025 results as done.
6|K|official-page|Apple Investor Relations: upcoming events|Q4 FY25 earnings call: Thursday, October 30, 2025, 2:00 p.m. PT. A live audio webcast will be available on this page.|An earnings date listing.
1|L|quote-page|AAPL earnings history|Fiscal Q4 2025 (reported Oct 30, 2025): revenue $102.47B vs. estimate $102.2B; EPS $1.85 vs. $1.77.|The history row reports the October 30, 2025 results.
9|K|forum-post|Re: AAPL earnings play|Street is at about $102B. Anything under $100B and the stock gets hit, but they've never missed their own guide by that much. Report's on the 30th after the close.|Expectations before a report.
2|L|news-article|iPhone revenue rises 6% as Mac and services grow|iPhone sales rose to $49.0 billion in the September quarter, Apple said on October 30, 2025, slightly short of estimates, while services revenue hit a record $28.8 billion.|Reports figures released on October 30, 2025.
""",
    ),
    Q(
        "n7-oral-wegovy-fda-2025",
        "Will the FDA approve an oral semaglutide pill for chronic weight management by December 31, 2025?",
        "Resolves YES if the US Food and Drug Administration approves an oral formulation of semaglutide (such as a Wegovy pill) for chronic weight management by December 31, 2025. Resolves NO otherwise.",
        "2025-12-01",
        "2025-12-31",
        1,
        "health",
        """
18|K|news-article|Novo expects decision on Wegovy pill by year-end|Novo Nordisk said an FDA decision on its 25 mg oral semaglutide for obesity is expected in the fourth quarter. If approved, the company plans a US launch early in 2026.|An expected decision and a plan.
3|L|news-article|FDA approves first GLP-1 pill for weight loss|The FDA approved Novo Nordisk's Wegovy pill on December 22, 2025, making it the first oral GLP-1 drug cleared for chronic weight management. Novo said it would launch in early January.|Reports the December 22, 2025 approval as done.
9|K|explainer|How the Wegovy pill compares with the injection|In the OASIS 4 trial, people taking the 25 mg pill daily lost about 14% of their body weight over 64 weeks, close to the weekly injection. The pill must be taken on an empty stomach with a little water.|Trial results; no post-cutoff dates.
6|K|market-page|FDA approves oral Wegovy in 2025?|Yes 78%. Resolves YES if the FDA approves an oral semaglutide product for weight management by December 31, 2025, 11:59 p.m. ET.|Market rules with a deadline.
1|L|news-article|Wegovy pill goes on sale in the US|Novo Nordisk began selling the Wegovy pill in the US on January 5, 2026, with the lowest dose priced at $149 a month for cash buyers.|Reports the January 2026 launch as done.
14|L|forum-post|Re: Oral sema approval timeline|Bumping this with news: approved Dec 22 2025. My doctor says pharmacies should have it in January.|Reports the December 22, 2025 approval.
""",
    ),
    Q(
        "n7-uk-summer-2025-record",
        "Will the Met Office declare summer 2025 the UK's warmest on record?",
        "Resolves YES if, by September 5, 2025, the Met Office reports that the UK mean temperature for meteorological summer (June-August) 2025 is the highest in its series from 1884. Resolves NO otherwise.",
        "2025-08-18",
        "2025-09-05",
        1,
        "climate",
        """
16|K|news-article|England records its warmest June|England had its warmest June on record, the Met Office said on July 1, with a mean temperature of 16.9C, and the UK as a whole its second warmest.|A fact dated before the cutoff.
2|L|news-article|Summer 2025 the UK's hottest on record|The UK mean temperature for June to August was 16.10C, the highest since records began in 1884, the Met Office said on September 1, 2025, beating the previous record set in 2018.|Reports the September 1, 2025 statement as done.
5|K|official-page|Met Office: climate statistics updates|Provisional statistics for meteorological summer (June, July and August) will be published on 1 September 2025. Monthly statistics for August will follow in the first week of September.|A schedule of releases.
8|K|forum-post|Re: Summer 2025 record watch|Running mean to mid-August is about 0.4C above 2018. Unless the last fortnight is very cool it's in the bag. We'll know on 1 September.|A forecast before the statistics.
1|L|data-page|UK mean temperature, warmest summers|1. 2025: 16.10C (provisional, published 1 September 2025). 2. 2018: 15.76C. 3. 2006: 15.75C. 4. 2003: 15.74C.|The ranking includes the figure published on September 1, 2025.
4|L|forum-post|Re: Summer 2025 record watch|Update 1 Sep 2025: it's official, 16.10C, beating 2018 by a third of a degree. Spring was a record too, so that's two in a row.|An update reports the September 1, 2025 statement.
""",
    ),
    Q(
        "n7-eu-2040-target-2025",
        "Will EU environment ministers agree a position on a 2040 climate target of a 90% emissions cut by November 10, 2025?",
        "Resolves YES if the Environment Council agrees a general approach on amending the European Climate Law to include a 2040 target of a 90% net reduction in greenhouse gas emissions by November 10, 2025. Resolves NO otherwise.",
        "2025-10-27",
        "2025-11-10",
        1,
        "climate",
        """
24|K|news-article|Ministers fail to agree 2040 target before UN deadline|EU environment ministers on September 18 put off a decision on the 2040 target, handing the question to leaders. The bloc instead sent a statement of intent to the UN with a range for its 2035 goal.|A past meeting with no decision.
3|K|official-page|Environment Council, 4 November 2025: agenda highlights|Ministers will seek a general approach on the amendment to the European Climate Law (2040 target) and approve the EU's position for COP30 in Belém. Public session from 10:00.|An agenda for a future meeting.
2|L|news-article|EU agrees 90% 2040 climate target after all-night talks|Environment ministers agreed early on November 5, 2025 to cut net emissions 90% by 2040, with up to 5 percentage points coming from international credits, and to delay the new carbon market for heating and transport by a year.|Reports the November 5, 2025 agreement as done.
9|K|explainer|The 2040 target's flexibilities, explained|The Commission's July 2 proposal would let countries count some international carbon credits from 2036. France and Poland want stronger guarantees for industry, while Nordic states oppose large use of credits.|Earlier proposal and positions.
1|L|wiki-page|European Climate Law|In November 2025 the Council adopted its general approach on a 2040 target of a 90% net reduction, agreed on 5 November 2025, opening negotiations with Parliament.|Reports the November 5, 2025 agreement.
5|L|news-article|Parliament backs 2040 target, clearing way for talks|The European Parliament adopted its position on the 2040 climate target on November 13, 2025, largely matching the ministers' 90% goal, and negotiations with member states began the following week.|Reports the November 13, 2025 vote as done.
""",
    ),
    Q(
        "n7-uk-cpi-2025-09-above-4",
        "Will UK CPI annual inflation for September 2025 be 4.0% or higher?",
        "Resolves YES if the ONS release of October 22, 2025 reports CPI annual inflation of 4.0% or more for September 2025. Resolves NO otherwise.",
        "2025-10-08",
        "2025-10-22",
        0,
        "macro_data",
        """
20|K|news-article|UK inflation holds at 3.8% in August|Consumer price inflation was 3.8% in the year to August, the ONS said on September 17, unchanged from July. The Bank of England expects it to peak at 4% in September before easing.|Past data and a forecast.
2|L|news-article|UK inflation unexpectedly holds at 3.8%|CPI inflation stayed at 3.8% in September, the ONS said on October 22, 2025, below the 4% the Bank of England had forecast, as petrol and food prices rose less than expected.|Reports the October 22, 2025 release as done.
12|K|official-page|Release calendar: Consumer price inflation, UK: September 2025|Release date: 22 October 2025 7:00am. Status: confirmed. Contact: prices team.|A release calendar entry.
1|L|news-article|Correction: inflation figure|Correction, October 22, 2025: an earlier version of this article said annual CPI inflation rose to 4.0% in September. The ONS figure published today was 3.8%.|A correction reports the October 22, 2025 figure.
5|K|market-page|UK CPI September 2025: 4.0% or higher?|Yes 46%. Resolves on the headline CPI 12-month rate in the ONS bulletin scheduled for October 22, 2025; later revisions are ignored.|Market rules before the release.
3|L|data-page|UK CPI annual rate, 2025|Jun 3.6; Jul 3.8; Aug 3.8; Sep 3.8 (published 22 October 2025); Oct 3.6 (published 19 November 2025).|The table lists figures published on October 22 and November 19, 2025.
""",
    ),
    Q(
        "n7-combs-sentence-2025",
        "Will Sean Combs be sentenced to more than 48 months in prison?",
        "Resolves YES if, at sentencing scheduled for October 3, 2025 in the Southern District of New York, Sean Combs receives a prison term of more than 48 months. Resolves NO otherwise.",
        "2025-09-22",
        "2025-10-03",
        1,
        "court_rulings",
        """
25|K|news-article|Combs to be sentenced on October 3|Judge Arun Subramanian set sentencing for October 3 and again refused bail, weeks after a jury on July 2 acquitted Sean Combs of racketeering and sex trafficking but convicted him on two counts of transportation to engage in prostitution. Each count carries up to 10 years.|Earlier verdict and a scheduled sentencing.
3|L|news-article|Sean Combs sentenced to 50 months|Sean Combs was sentenced on October 3, 2025 to 50 months in prison and fined $500,000, with the judge saying the sentence had to send a message about abuse.|Reports the October 3, 2025 sentence as done.
10|K|explainer|How federal sentencing works|The judge is not bound by the guidelines range and must weigh the factors in the federal statute. Time already served since Combs's arrest in September 2024 counts toward any sentence.|Explains the process; only earlier dates.
1|L|forum-post|Re: Combs sentencing day|Oct 3 2025: 50 months. With the year he's done and good time he could be out in 2028. Way below what the government wanted.|Reports the October 3, 2025 sentence.
7|K|market-page|Diddy sentenced to more than 4 years?|Yes 57%. Resolves on the sentence pronounced at the hearing scheduled for October 3, 2025; supervised release is not counted.|Market rules before sentencing.
2|L|wiki-page|Sean Combs|On October 3, 2025, Combs was sentenced to 50 months in federal prison and fined $500,000. He had been held at the Metropolitan Detention Center in Brooklyn since his arrest in September 2024.|Reports the October 3, 2025 sentence.
""",
    ),
    Q(
        "n7-paris-roubaix-2025-vdp",
        "Will Mathieu van der Poel win Paris-Roubaix on April 13, 2025?",
        "Resolves YES if Mathieu van der Poel is the official winner of the 2025 Paris-Roubaix men's race, scheduled for April 13, 2025. Resolves NO otherwise.",
        "2025-04-01",
        "2025-04-13",
        1,
        "sports",
        """
9|K|news-article|Van der Poel outsprints Pogačar in San Remo|Mathieu van der Poel won Milan-San Remo on March 22, beating Tadej Pogačar and Filippo Ganna in a three-man sprint. Both riders are now heading for the Tour of Flanders on April 6 and Paris-Roubaix a week later.|Past result and scheduled races.
3|L|news-article|Van der Poel wins third straight Roubaix|Mathieu van der Poel won Paris-Roubaix for a third year in a row on April 13, 2025, riding away after Tadej Pogačar crashed on a corner with about 38 km to go. Mads Pedersen finished third.|Reports the April 13, 2025 race as done.
14|K|official-page|Paris-Roubaix 2025: route|Sunday 13 April 2025. Compiègne to Roubaix, 259.2 km, with 30 cobbled sectors totalling 55.3 km. The Trouée d'Arenberg comes at 164 km; the race ends on the Roubaix velodrome.|An official route for a future race.
1|L|news-article|Pogačar wins Flanders, now turns to Roubaix|Tadej Pogačar won the Tour of Flanders for a second time on April 6, 2025, attacking on the Oude Kwaremont, and confirmed he will ride Paris-Roubaix on Sunday.|Reports the April 6, 2025 race as done.
6|K|forum-post|Re: Roubaix 2025 predictions|If Pogačar actually starts Roubaix on the 13th I think he wins. Van der Poel has the better bike handling but the Slovenian can drop everyone on the secteurs. Pedersen on the podium either way.|A prediction before the race.
4|L|wiki-page|Paris–Roubaix: winners|2023: Mathieu van der Poel. 2024: Mathieu van der Poel. 2025: Mathieu van der Poel (13 April 2025), ahead of Tadej Pogačar and Mads Pedersen.|The list reports the April 13, 2025 winner.
""",
    ),
    Q(
        "n7-ios26-release-2025",
        "Will Apple release iOS 26 to the public by September 19, 2025?",
        "Resolves YES if Apple makes the final public release of iOS 26 available for download on iPhone by September 19, 2025. Developer and public betas do not count. Resolves NO otherwise.",
        "2025-09-05",
        "2025-09-19",
        1,
        "technology",
        """
10|K|news-article|Apple sends invites for September 9 event|Apple will hold its fall event on Tuesday, September 9, at the Steve Jobs Theater, with the tagline "Awe dropping". The iPhone 17 range is expected, and the company usually releases the new iOS the following week.|A scheduled event and an expectation.
3|L|news-article|iOS 26 is out now|Apple released iOS 26 on September 15, 2025, bringing the Liquid Glass design to iPhone 11 and later. The update arrived a week after the company's September 9 event, as expected.|Reports the September 15, 2025 release as done.
20|K|official-page|iOS 26 preview|iOS 26 will be available this fall as a free software update for iPhone 11 and later. Some features may not be available in all regions or languages.|An official preview with a season, no date.
2|L|forum-post|Re: iOS 26 release date?|Event recap for anyone searching: on Sept 9 2025 Apple said the RC is out today and the full release is Monday, September 15. Mine updated fine.|Reports the September 9, 2025 event announcement.
7|K|qa-page|When will iOS 26 be released?|Apple has not given a date. Based on past years, when iOS 18 arrived on September 16, 2024, the release is likely in the week after the September 9 event, probably Monday, September 15.|A forecast based on past years.
1|L|wiki-page|iOS 26|Initial release: September 15, 2025. Latest release: 26.0.1 (September 29, 2025). Preceded by iOS 18.|Infobox dates of releases after the cutoff.
""",
    ),
    Q(
        "n7-sarkozy-release-2025",
        "Will Nicolas Sarkozy be released from prison by November 30, 2025?",
        "Resolves YES if Nicolas Sarkozy, incarcerated on October 21, 2025 after his conviction in the Libyan financing case, is released from prison (under judicial supervision or otherwise) by November 30, 2025. Resolves NO otherwise.",
        "2025-10-27",
        "2025-11-30",
        1,
        "court_rulings",
        """
5|K|news-article|Sarkozy becomes first former French president jailed|Nicolas Sarkozy entered La Santé prison in Paris on October 21 to begin serving a five-year sentence for criminal conspiracy. His lawyers filed a request for release the same day; the appeals court has two months to rule on it.|Past events and a deadline for a ruling.
2|L|news-article|Sarkozy freed after three weeks in prison|The Paris appeals court ordered Nicolas Sarkozy's release under judicial supervision on November 10, 2025, and he left La Santé that afternoon. He is barred from contacting justice ministry officials pending his appeal trial.|Reports the November 10, 2025 release as done.
30|K|explainer|Why Sarkozy is going to prison before his appeal|The court on September 25 ordered a deferred committal with provisional execution, meaning the sentence applies even though Sarkozy has appealed. Such orders are rare for first-time prison sentences of non-violent offenders.|Explains a past ruling.
1|L|wiki-page|Nicolas Sarkozy|Sarkozy was held at La Santé from 21 October to 10 November 2025, when the Court of Appeal granted his release under judicial supervision.|Reports the November 10, 2025 release.
9|K|market-page|Sarkozy out of prison before December?|Yes 64%. Resolves YES if Sarkozy is released from detention, including to house arrest with an electronic tag, before December 1, 2025.|Market rules with a deadline.
3|L|news-article|Sarkozy's prison diary tops bestseller lists|Journal d'un prisonnier, Nicolas Sarkozy's account of his three weeks at La Santé, went on sale on December 10, 2025 and sold out in many Paris bookshops within days.|Reports a book released on December 10, 2025, after the release.
""",
    ),
    Q(
        "n7-us-who-withdrawal-2026",
        "Will the United States' withdrawal from the World Health Organization take effect on January 22, 2026?",
        "Resolves YES if the US withdrawal from the WHO, notified on January 22, 2025, takes effect on January 22, 2026, as confirmed by the US government or the WHO. Resolves NO if the notice is withdrawn or the date changes.",
        "2026-01-05",
        "2026-01-22",
        1,
        "health",
        """
14|K|explainer|What happens when the US leaves the WHO|Under the 1948 joint resolution, the US must give one year's notice and pay its dues in full. The notice sent on January 22, 2025 means withdrawal is due to take effect on January 22, 2026, but the US still owes its 2024 and 2025 assessed contributions.|A scheduled date and conditions.
3|L|news-article|US formally leaves the World Health Organization|The United States' withdrawal from the WHO took effect on January 22, 2026, a year after President Trump's executive order. Health officials said US staff had already been recalled from the agency's Geneva headquarters.|Reports the January 22, 2026 withdrawal as done.
22|K|news-article|WHO cuts budget and management team after US exit notice|The WHO has cut its 2026-27 budget by a fifth and halved its senior management team, Director-General Tedros Adhanomghebreyesus said, as it prepares for the loss of its largest donor.|Past decisions, no post-cutoff dates.
2|L|official-page|HHS statement on WHO withdrawal|January 22, 2026. Today the United States completed its withdrawal from the World Health Organization. The Department will continue international health cooperation through bilateral partnerships.|An official statement dated January 22, 2026.
6|K|forum-post|Re: Does the US actually leave on Jan 22?|Legally the notice runs out on January 22, 2026. The open question is whether the unpaid dues block it; the 1948 resolution says the US has to pay up, but nobody is going to enforce that.|A forum discussion of a scheduled date.
1|L|market-page|US officially out of the WHO by January 31, 2026?|Resolved YES. The US withdrawal took effect on January 22, 2026, as confirmed by a State Department statement the same day.|A resolution notice reports the January 22, 2026 withdrawal.
""",
    ),
    Q(
        "n7-canada-post-strike-2025",
        "Will the Canadian Union of Postal Workers begin a national strike at Canada Post by September 30, 2025?",
        "Resolves YES if CUPW members at Canada Post begin a nationwide strike (not only rotating or overtime action) by September 30, 2025. Resolves NO otherwise.",
        "2025-09-15",
        "2025-09-30",
        1,
        "strikes",
        """
24|K|news-article|Postal workers reject Canada Post's offers|CUPW members voted down Canada Post's final offers in a ratification vote whose results were released in August. The union has kept an overtime ban in place since May 23 and says it is ready to return to the table.|Past votes and actions.
1|L|news-article|Canada Post workers walk out after reform announcement|CUPW called a nationwide strike on September 25, 2025, hours after the federal government announced it would end door-to-door delivery for most households and close some rural post offices.|Reports the September 25, 2025 strike as done.
10|K|official-page|Canada Post: service updates|Mail and parcels are moving as normal. If a work disruption occurs, items already in our network will be secured and delivered once operations resume.|A service page with no dates after the cutoff.
3|L|news-article|CUPW shifts to rotating strikes|The union ended its nationwide walkout and moved to rotating strikes on October 11, 2025, after more than two weeks off the job.|Reports the October 11, 2025 change as done.
6|K|forum-post|Re: Strike again?|Union has to give 72 hours' notice, so nothing can happen before the end of the week at the earliest. My small business got burned last November; I've already moved to couriers for the fall.|A conditional about possible action.
""",
    ),
    Q(
        "n7-nikkei-50000-2025",
        "Will the Nikkei 225 close above 50,000 on any trading day by October 31, 2025?",
        "Resolves YES if the Nikkei Stock Average records a daily close above 50,000 on any Tokyo Stock Exchange trading day through October 31, 2025. Resolves NO otherwise.",
        "2025-10-10",
        "2025-10-31",
        1,
        "markets",
        """
4|K|news-article|Nikkei soars to record after Takaichi's LDP win|The Nikkei 225 jumped 4.8% to a record 47,944 on October 6, after Sanae Takaichi won the Liberal Democratic Party leadership on October 4. Investors expect looser fiscal policy and a slower path of Bank of Japan hikes.|Past market moves before the cutoff.
2|L|news-article|Nikkei tops 50,000 for the first time|The Nikkei 225 closed above 50,000 for the first time on October 27, 2025, at 50,512, led by chip stocks, as trade tensions between the US and China eased.|Reports the October 27, 2025 close as done.
9|K|quote-page|Nikkei 225 (^N225)|48,580.44 +2.1%. Previous close 47,580. 52-week range 30,792 – 48,580. As of 3:30 p.m. JST, October 1, 2025.|A quote dated before the cutoff.
6|K|market-page|Nikkei 225 above 50,000 by October 31?|Yes 34%. Resolves on the official closing level published by Nikkei Inc. for any trading day through October 31, 2025.|Market rules with a deadline.
1|L|data-page|Nikkei 225 monthly closes|August 2025: 42,718. September 2025: 44,933. October 2025: 52,411 (October 31, 2025).|The table lists the close of October 31, 2025.
12|K|forum-post|Re: Nikkei 50k this year?|Strategists at two big houses say 50,000 by year-end, which is about 8% from here. If the BOJ stays put on October 30 I can see it.|A forecast and a conditional.
""",
    ),
    Q(
        "n7-uk-eu-summit-2025",
        "Will the UK and EU agree at their May 19, 2025 summit to negotiate a sanitary and phytosanitary (SPS) agreement?",
        "Resolves YES if the joint statement or common understanding of the UK-EU summit held in London on May 19, 2025 commits both sides to negotiate an SPS (veterinary) agreement. Resolves NO otherwise.",
        "2025-05-06",
        "2025-05-19",
        1,
        "geopolitics",
        """
13|K|news-article|Fishing rights threaten UK-EU summit deal|EU negotiators are pressing for a long extension of fishing access to UK waters in return for an agreement on food and agriculture checks. The first UK-EU summit since Brexit is set for May 19 in London.|Negotiations before a scheduled summit.
3|L|news-article|Starmer hails 'new era' after UK-EU summit|At the London summit on May 19, 2025, the UK and EU agreed to work towards an SPS agreement removing most checks on food exports, signed a security and defence partnership and extended EU fishing access to UK waters until 2038.|Reports the May 19, 2025 summit as done.
20|K|explainer|What is an SPS agreement?|A sanitary and phytosanitary deal would align UK food and animal health rules with the EU's, cutting border checks on products like meat and cheese. Switzerland and New Zealand have such agreements in different forms.|Explains a term; no post-cutoff dates.
1|L|official-page|UK-EU Summit: Common Understanding|London, 19 May 2025. The European Union and the United Kingdom agree to work towards a common SPS area to ease trade in agri-food products, and to launch negotiations without delay.|An official text dated May 19, 2025.
6|K|market-page|UK-EU summit: SPS deal announced?|Yes 71%. Resolves YES if the summit of May 19, 2025 produces a joint commitment to negotiate an SPS agreement.|Market rules before the summit.
8|L|forum-post|Re: summit outcome|Followed the press conference on 19 May 2025. Fishing till 2038 is a big concession, but the SPS deal is worth more to farmers than the whole fleet.|Reports the May 19, 2025 summit.
""",
    ),
    Q(
        "n7-uk-india-fta-2025",
        "Will the United Kingdom and India sign their free trade agreement by July 31, 2025?",
        "Resolves YES if the UK and India sign the Comprehensive Economic and Trade Agreement (the free trade agreement concluded on May 6, 2025) by July 31, 2025. Resolves NO otherwise.",
        "2025-07-07",
        "2025-07-31",
        1,
        "geopolitics",
        """
30|K|news-article|UK and India conclude trade deal after three years|The UK and India concluded negotiations on a free trade agreement on May 6, cutting Indian tariffs on whisky and cars. The deal still has to go through legal checks before it can be signed.|Earlier facts and an open step.
3|L|news-article|Starmer and Modi sign trade deal at Chequers|The UK and India signed their free trade agreement at Chequers on July 24, 2025, during Narendra Modi's visit. It must now be ratified by the UK parliament and India's cabinet.|Reports the July 24, 2025 signing as done.
5|K|news-article|Modi expected in London this month|Indian Prime Minister Narendra Modi is expected to visit the UK in late July, when officials hope the trade agreement can be signed. Legal scrubbing of the text is nearly finished, officials say.|An expected visit and a hoped-for signing.
1|L|official-page|UK-India Comprehensive Economic and Trade Agreement|Signed: 24 July 2025 at Chequers. The agreement will enter into force after both sides complete their domestic procedures.|An official page reporting the July 24, 2025 signing.
15|K|qa-page|When will the UK-India trade deal take effect?|Not before both countries ratify it. In the UK that means laying the treaty before Parliament for 21 sitting days; officials expect entry into force in 2026 at the earliest.|A forecast of a later step.
2|L|forum-post|Re: UK-India FTA|Signed July 24 2025 at Chequers, finally. Whisky tariff halves to 75% when it comes into force and falls to 40% over ten years.|Reports the July 24, 2025 signing.
""",
    ),
    Q(
        "n7-imap-launch-2025",
        "Will NASA's Interstellar Mapping and Acceleration Probe (IMAP) launch by September 30, 2025?",
        "Resolves YES if IMAP lifts off on a SpaceX Falcon 9 from Kennedy Space Center by September 30, 2025. Resolves NO otherwise.",
        "2025-09-10",
        "2025-09-30",
        1,
        "space",
        """
12|K|official-page|IMAP launch|NASA is targeting no earlier than Tuesday, Sept. 23, 2025 for the launch of IMAP aboard a SpaceX Falcon 9 rocket from Launch Complex 39A. Two rideshare missions, the Carruthers Geocorona Observatory and NOAA's SWFO-L1, will fly with it.|A launch target.
3|L|news-article|IMAP launches to map the heliosphere|A Falcon 9 carrying IMAP lifted off from Kennedy Space Center at 7:30 a.m. EDT on September 24, 2025, a day later than first planned. The spacecraft will take about four months to reach its orbit around the L1 point.|Reports the September 24, 2025 launch as done.
20|K|explainer|What IMAP will study|From the Lagrange point 1.5 million km sunward of Earth, IMAP's ten instruments will sample particles streaming from the Sun and map the boundary of the heliosphere.|Explains a mission; no post-cutoff dates.
1|L|forum-post|Re: IMAP launch thread|Launch slipped a day and went perfectly on Sept 24 2025. Booster landed on the drone ship, all three spacecraft separated.|Reports the September 24, 2025 launch.
6|K|forum-post|Re: IMAP launch thread|Shipping and fuelling are done; NET 23 September, 7:32 a.m. EDT, instantaneous window. Backup day is the 24th.|A forward-looking launch schedule.
2|L|official-page|IMAP mission updates|September 24, 2025: IMAP launched successfully at 7:30 a.m. EDT; signal acquisition confirmed. September 25, 2025: All instrument booms deployed as planned.|Updates report events on September 24 and 25, 2025.
""",
    ),
    Q(
        "n7-salah-extension-2025",
        "Will Mohamed Salah sign a new contract with Liverpool by April 30, 2025?",
        "Resolves YES if Liverpool announce that Mohamed Salah has signed a contract extension by April 30, 2025. His existing contract expires on June 30, 2025. Resolves NO otherwise.",
        "2025-04-01",
        "2025-04-30",
        1,
        "sports",
        """
18|K|news-article|Salah 'more out than in' on Liverpool future|Mohamed Salah said in November that he was more out than in at Liverpool, with his contract running out at the end of June. He leads the Premier League with 27 goals and is the favourite for every player award.|Earlier statements and a contract end date.
3|L|news-article|Salah signs two-year Liverpool extension|Mohamed Salah signed a new contract keeping him at Liverpool until 2027, the club announced on April 11, 2025, ending months of uncertainty.|Reports the April 11, 2025 signing as done.
7|K|market-page|Salah to sign new Liverpool contract by April 30?|Yes 66%. Resolves on an official club announcement of a new contract by April 30, 2025, 11:59 p.m. UK time.|Market rules with a deadline.
1|L|wiki-page|Mohamed Salah|On 11 April 2025, Salah signed a two-year contract extension with Liverpool, running until June 2027. Virgil van Dijk signed his own extension on 17 April 2025.|Reports the April 11 and 17, 2025 signings.
12|K|forum-post|Re: Salah contract|If he doesn't sign before the Everton game on 2 April I think he's gone. Saudi clubs can offer him three times the money.|A conditional about a future date.
2|L|data-page|Premier League 2024-25: top scorers|1. Mohamed Salah (Liverpool) 29. 2. Alexander Isak (Newcastle) 23. 3. Erling Haaland (Manchester City) 22. Final table after the last round on 25 May 2025.|A table from the end of the season on May 25, 2025.
""",
    ),
    Q(
        "n7-uk-palestine-recognition-2025",
        "Will the United Kingdom formally recognise the State of Palestine by September 30, 2025?",
        "Resolves YES if the UK government formally recognises the State of Palestine by September 30, 2025. Resolves NO otherwise.",
        "2025-09-08",
        "2025-09-30",
        1,
        "geopolitics",
        """
28|K|news-article|UK will recognise Palestine in September unless Israel acts, Starmer says|Keir Starmer said on July 29 that Britain would recognise a Palestinian state before the UN General Assembly in September unless Israel agreed to a ceasefire in Gaza and committed to a two-state solution.|A past conditional statement about a future step.
2|L|news-article|UK, Canada and Australia recognise Palestine|Britain formally recognised the State of Palestine on September 21, 2025, in a coordinated announcement with Canada and Australia, with Portugal following the same day.|Reports the September 21, 2025 recognition as done.
10|K|official-page|UN General Assembly 80th session: high-level week|The general debate of the 80th session opens on Tuesday, 23 September 2025. A high-level conference on the two-state solution is scheduled for 22 September 2025, co-chaired by France and Saudi Arabia.|A UN schedule.
1|L|wiki-page|International recognition of Palestine|On 21 September 2025 the United Kingdom, Canada, Australia and Portugal recognised Palestine; France, Belgium, Luxembourg, Malta and Monaco followed on 22 September 2025.|Reports the September 21 and 22, 2025 recognitions.
5|K|explainer|What would UK recognition of Palestine change?|Recognition would allow a Palestinian embassy in London and signal support for a two-state outcome, but it would not change borders on the ground. Around 147 of the 193 UN member states already recognise Palestine.|Explains consequences; no post-cutoff dates.
4|L|forum-post|Re: Starmer recognition|Update: done, Sunday 21 September 2025, video statement on X of all places. The flag went up at the mission a day later.|Reports the September 21, 2025 recognition.
""",
    ),
]
