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
""",
    ),
]
