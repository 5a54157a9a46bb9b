# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold32` part, read by `build_hold32.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part in the voice of prediction-market and forecasting-platform question pages
(Polymarket, Kalshi, Manifold, Metaculus, Good Judgment Open): titles, rules and resolution
criteria, resolution notes, trader comments and clarifications, and the news a search returns
beside them. The events are real ones of 2025-2026; the wording is invented and the figures are
from memory, not checked data. See `build_hold32.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "m9-france-new-pm-2025-09",
        "Will Emmanuel Macron appoint a new prime minister by September 30, 2025?",
        "Resolves YES if, between the confidence vote on François Bayrou's government scheduled for September 8, 2025 and 11:59 PM Paris time on September 30, 2025, the Élysée announces the appointment of a prime minister other than Bayrou. A reappointment of Bayrou resolves NO.",
        "2025-09-06",
        "2025-09-30",
        1,
        "politics",
        """
3|K|polymarket-rules|New French Prime Minister by September 30?|This market will resolve to Yes if a person other than François Bayrou is officially named Prime Minister of France by September 30, 2025, 11:59 PM CET. An acting or caretaker arrangement does not count. The primary resolution source is the official decree published by the Élysée.|Market rules naming the deadline; nothing reported.
5|K|news-sidebar|Bayrou bets his government on a debt vote|Prime Minister François Bayrou will ask the National Assembly for a confidence vote on Monday, September 8, over his plan to cut €44 billion from the 2026 budget. The Socialists, the far left and the Rassemblement National have all said they will vote against him.|Previews a scheduled vote.
1|L|trader-comment|comment thread|Called it. Bayrou lost 364 to 194 on Sept 8 2025 and Macron named Lecornu the very next evening, September 9, 2025. Selling my last Yes shares at 99c, thanks for the liquidity everyone.|Reports the September 8 vote and September 9 appointment as done.
2|K|trader-comment|comment thread|Yes at 71c looks cheap to me. Even if Macron takes a week to pick someone after the 8th he has until the 30th. Only way this goes No is a dissolution and he keeps Bayrou as caretaker through the end of September.|A trader's conditional reasoning about future dates.
4|L|resolution-note|Resolution: Yes|The Élysée announced on 9 September 2025 that Sébastien Lecornu, previously Minister of the Armed Forces, had been appointed Prime Minister. This market has been resolved Yes.|A resolution note reporting the September 9, 2025 appointment.
7|K|news-sidebar|Who could replace Bayrou? The names in circulation|Defence minister Sébastien Lecornu, Justice minister Gérald Darmanin and former Socialist minister Bernard Cazeneuve are most often cited. Macron appointed Bayrou on December 13, 2024, after Michel Barnier's government fell to a censure motion.|Speculation plus pre-cutoff facts.
""",
    ),
    Q(
        "m9-honduras-2025-asfura",
        "Will Nasry Asfura win the Honduran presidential election of November 30, 2025?",
        "Resolves YES if the National Electoral Council (CNE) declares Nasry Asfura the winner of the presidential election held on November 30, 2025, by December 31, 2025. Resolves NO if another candidate is declared the winner.",
        "2025-11-20",
        "2025-12-24",
        1,
        "elections",
        """
6|K|kalshi-rules|Honduras presidential election winner|If the CNE officially declares Nasry Asfura the winner of the 2025 Honduran presidential election, then the market resolves to Yes. Voting is scheduled for November 30, 2025. If no declaration is made by December 31, 2025 the market stays open under the extension rules.|Contract terms with scheduled dates.
2|K|news-sidebar|Three-way race tightens before Sunday's vote|Polls show Asfura of the National Party, Salvador Nasralla of the Liberal Party and Rixi Moncada of the ruling Libre party within a few points of each other. Honduras has no runoff, so a plurality wins on November 30.|A preview of the election.
1|L|market-summary|Market update|After a painfully slow count that stalled more than once, the CNE declared Asfura president-elect on December 24, 2025 with about 40 percent, less than a point ahead of Nasralla. Contracts settled at 100.|Reports the December 24, 2025 declaration as done.
9|K|metaculus-background|Background|Honduras elects its president by simple plurality for a four-year term. In 2021 Xiomara Castro won with about 51 percent. Results are transmitted through the TREP preliminary system on election night, and the CNE has 30 days to issue the official declaration.|Background and rules only.
3|L|trader-comment|comment thread|Update Dec 2 2025: with most tally sheets in, Asfura is ahead by a few thousand votes and the TREP feed keeps freezing. Nasralla's people are already saying fraud. I'm still holding Yes.|Reports the count after the November 30 vote as it stood on December 2, 2025.
5|L|news-sidebar|Trump weighs in on Honduran race|Days before the vote, President Trump endorsed Asfura, and on November 28, 2025 he said he would pardon former president Juan Orlando Hernández, who is serving a 45-year US sentence for drug trafficking.|Reports a November 28, 2025 statement, after the cutoff.
""",
    ),
    Q(
        "m9-caerphilly-2025-reform",
        "Will Reform UK win the Caerphilly Senedd by-election of October 23, 2025?",
        "Resolves YES if the Reform UK candidate is declared the winner of the by-election to the Senedd constituency of Caerphilly held on October 23, 2025. Resolves NO if any other candidate wins.",
        "2025-10-10",
        "2025-10-24",
        0,
        "elections",
        """
4|K|polymarket-rules|Caerphilly by-election winner: Reform UK?|This market will resolve to Yes if Reform UK's candidate wins the Caerphilly Senedd by-election scheduled for October 23, 2025, per the declaration by the returning officer. If the by-election is postponed past October 31, 2025, the market resolves No.|Rules with the scheduled date.
2|K|news-sidebar|Poll puts Reform ahead in Labour heartland|A Survation poll for the by-election has Reform on 42 percent, Plaid Cymru on 38 and Labour on 12 in a seat Labour has held at every Senedd election since 1999. The count is expected overnight after polls close at 10pm on 23 October.|A poll and a scheduled count.
1|L|resolution-note|Resolved No|Plaid Cymru's Lindsay Whittle won Caerphilly on October 23, 2025 with about 47 percent; Reform's Llyr Powell was second on roughly 36 percent and Labour fell to third. This market resolves No.|Reports the October 23, 2025 result as done.
6|K|trader-comment|comment thread|The only poll we have is one Survation with a modest sample. Turnout in Senedd by-elections is usually around 30-35 percent, so whoever gets their vote out on the 23rd wins. I'd have Reform at 55, not 70.|A trader's estimate before the vote.
3|L|trader-comment|comment thread|lol this aged badly. Whittle by more than 3,000 votes on 24 October 2025 when the declaration came in around 1am. Plaid turnout machine was real.|Reports the declared result on October 24, 2025.
8|K|news-sidebar|Death of MS Hefin David triggers by-election|The by-election follows the death in August of Labour MS Hefin David. It will be the first Senedd contest since the 2024 general election and a test before the full Senedd vote in May 2026.|Pre-cutoff facts and a future election.
""",
    ),
    Q(
        "m9-takaichi-pm-diet-2025",
        "Will Sanae Takaichi be elected Prime Minister of Japan by the National Diet by October 31, 2025?",
        "Resolves YES if the National Diet designates Sanae Takaichi as Prime Minister in a vote held on or before October 31, 2025. Her election as president of the Liberal Democratic Party on October 4, 2025 does not by itself count.",
        "2025-10-08",
        "2025-10-31",
        1,
        "politics",
        """
3|K|manifold-question|Will Takaichi actually become PM by Halloween?|Resolves YES if the Diet elects her prime minister by 31 October 2025. She won the LDP presidency on 4 October, but the coalition doesn't have a majority in either chamber, so the Diet vote isn't a formality. Extraordinary session expected mid-October.|Question text with past fact and a scheduled session.
1|L|news-sidebar|Komeito quits ruling coalition|Komeito leader Tetsuo Saito told Takaichi on October 10, 2025 that his party would leave the 26-year partnership with the LDP, citing the party's handling of a political funding scandal.|Reports a post-cutoff event, the October 10, 2025 split, as done.
2|L|resolution-note|Resolution|Resolved YES. The lower house designated Takaichi on October 21, 2025, after the LDP signed a policy pact with Nippon Ishin no Kai the day before. She is Japan's first female prime minister.|Reports the October 21, 2025 Diet vote as done.
5|K|gjopen-rationale|Forecaster rationale|Takaichi needs a plurality in the second round of the Diet vote if no one gets a majority in the first. The opposition would have to unite behind one candidate, Tamaki or Noda, to stop her. I'm at 80% Yes for a vote by Oct 31.|A forecast about a future vote.
4|K|trader-comment|comment thread|Watch the Komeito meeting. If Saito walks, the Diet session might slip and a unified opposition candidate becomes possible. If they stay, this is a lock by the 20th or so.|Conditional reasoning about future events.
6|L|market-summary|Market recap: Japan|Takaichi was confirmed as prime minister on Oct. 21, 2025 and named Satsuki Katayama as the country's first female finance minister. The Nikkei closed at a record that day.|Reports the October 21, 2025 confirmation and market move.
""",
    ),
    Q(
        "m9-japan-2026-ldp-majority",
        "Will the Liberal Democratic Party win a majority of House of Representatives seats on its own in Japan's general election of February 8, 2026?",
        "Resolves YES if official results show the LDP alone winning at least 233 of the 465 seats in the House of Representatives election held on February 8, 2026. Seats won by coalition partners do not count.",
        "2026-01-25",
        "2026-02-09",
        1,
        "elections",
        """
2|K|polymarket-rules|LDP single-party majority in 2026 Japan election?|This market resolves to Yes if the LDP wins 233 or more seats in the February 8, 2026 House of Representatives election, according to official results from the Ministry of Internal Affairs. Independents who join the LDP after the election are not counted.|Rules with the scheduled election date.
1|K|news-sidebar|Takaichi dissolves lower house, sets snap election|Prime Minister Sanae Takaichi dissolved the House of Representatives on January 23, 2026, setting up a 16-day campaign ending on February 8. Her cabinet's approval rating has stayed above 60 percent since it took office in October.|Reports a pre-cutoff dissolution and a scheduled vote.
3|L|trader-comment|comment thread|Closing this out. NHK had the LDP on 316 seats on the morning of Feb 9, 2026, the first time a single party has won two thirds of the lower house on its own since the war. Yes holders, enjoy.|Reports the February 8, 2026 election result as known on February 9.
6|K|metaculus-background|Background|The LDP won 191 seats in October 2024, losing its majority along with Komeito. A single-party majority requires 233 seats. Forecasters should note the short campaign: the official period begins January 27, 2026.|Past facts and a future campaign date.
4|L|news-sidebar|LDP landslide leaves opposition reeling|In results published on February 9, 2026, the LDP secured an outright majority by a wide margin, while the newly merged centrist opposition lost dozens of seats. Takaichi said she would move quickly on the budget.|Reports the outcome published on February 9, 2026.
9|K|gjopen-rationale|Forecaster rationale|Recent polls give the LDP close to 40 percent in the proportional vote. Even with an approval bump I think 233 is roughly a coin flip. Key uncertainty: whether Komeito voters stay home on Feb 8.|A forecast before the vote.
""",
    ),
    Q(
        "m9-costa-rica-2026-runoff",
        "Will Costa Rica's 2026 presidential election go to a runoff?",
        "Resolves YES if no candidate receives at least 40% of valid votes in the first round on February 1, 2026, so that a second round (scheduled for April 5, 2026) is required, according to the Supreme Electoral Tribunal (TSE). Resolves NO if a candidate wins outright.",
        "2026-01-18",
        "2026-02-02",
        0,
        "elections",
        """
4|K|kalshi-rules|Costa Rica presidential runoff|If no candidate reaches the 40% threshold in the first round on Feb 1, 2026, per the TSE's provisional count, then the market resolves to Yes. The second round would be held on April 5, 2026.|Contract terms naming future dates.
2|K|news-sidebar|Fernández leads polls but runoff threshold in sight|Laura Fernández, the candidate backed by outgoing president Rodrigo Chaves, polls around 40 percent, with Álvaro Ramos of the National Liberation Party a distant second. Costa Rica's constitution bars Chaves from a consecutive term.|A pre-election poll summary.
1|L|resolution-note|Resolved No|Laura Fernández won the first round outright on February 1, 2026 with about 48 percent of the vote, according to the TSE's provisional results. No runoff will be held.|Reports the February 1, 2026 result as done.
7|K|metaculus-background|Fine print|The TSE's provisional count published on election night is sufficient for resolution. If the count is within 0.5 percentage points of 40%, resolution waits for the definitive scrutiny, which may take until mid-February 2026.|Resolution fine print about future dates.
3|L|trader-comment|comment thread|Runoff No printed at 3 cents on election night, 2 Feb 2026. Fernández cleared 40 with room to spare, Ramos in the low 30s. Should have trusted the CIEP polling.|Reports the first-round result on February 2, 2026.
10|K|trader-comment|comment thread|Every Costa Rican election since 2014 has gone to a runoff. Base rate says Yes. But this field is fragmented behind one strong candidate, so I'm at 50/50.|A base-rate argument with pre-cutoff facts.
""",
    ),
    Q(
        "m9-bangladesh-2026-bnp",
        "Will the BNP win a majority of the 300 directly elected seats in Bangladesh's parliamentary election of February 12, 2026?",
        "Resolves YES if the Bangladesh Election Commission's results show the Bangladesh Nationalist Party winning at least 151 of the 300 directly elected seats in the Jatiya Sangsad election held on February 12, 2026. Allied parties' seats do not count.",
        "2026-01-30",
        "2026-02-14",
        1,
        "elections",
        """
5|K|polymarket-rules|BNP majority in Bangladesh election?|This market will resolve to Yes if the BNP wins 151 or more of the 300 general seats in the election scheduled for February 12, 2026. If results for some constituencies are postponed, the market will resolve on the seats declared by February 28, 2026.|Rules with future dates.
2|K|news-sidebar|Tarique Rahman leads BNP campaign after mother's death|BNP acting chairman Tarique Rahman, who returned to Dhaka on December 25, 2025 after 17 years in London, is leading the party's campaign following the death of former prime minister Khaleda Zia on December 30. Voting on February 12 will be held alongside a referendum on the July Charter.|Pre-cutoff facts and a scheduled vote.
1|L|resolution-note|Resolved Yes|The Election Commission's results released on February 13, 2026 gave the BNP well over two thirds of the declared seats, with Jamaat-e-Islami a distant second. This market resolves Yes.|Reports the results released on February 13, 2026.
8|K|metaculus-background|Background|The Awami League is barred from contesting after its activities were banned in May 2025. The interim government of Muhammad Yunus has promised to hand over power after the vote. Community forecasts have hovered around 85% for a BNP majority.|Background with pre-cutoff facts.
3|L|trader-comment|comment thread|Feb 13 2026 and the counts are basically done. BNP majority, Jamaat in opposition, NCP barely on the board. The referendum passed too. Resolving soon I assume.|Reports the election results as of February 13, 2026.
11|K|gjopen-rationale|Forecaster rationale|With the Awami League out, the main risk to a BNP majority is Jamaat's alliance with the student-led NCP splitting seats in the north. I put it at 80%. The caretaker calendar still has nominations closing in early January 2026.|A forecast with scheduled dates.
""",
    ),
    Q(
        "m9-warsh-fed-chair-2026",
        "Will President Trump announce Kevin Warsh as his nominee for Chair of the Federal Reserve by February 28, 2026?",
        "Resolves YES if, by 11:59 PM ET on February 28, 2026, Donald Trump publicly announces (in a post, statement or formal nomination) that Kevin Warsh is his choice to succeed Jerome Powell as Fed Chair. Resolves NO if he names someone else or no one.",
        "2026-01-20",
        "2026-02-28",
        1,
        "central_banks",
        """
3|K|kalshi-rules|Who will Trump nominate as Fed Chair?|If Trump announces Kevin Warsh as his nominee for Fed Chair before Mar 1, 2026, then the market resolves to Yes. Powell's term as Chair ends on May 15, 2026. A report of a decision by anonymous sources is not enough; the announcement must come from Trump or the White House.|Contract terms with future dates.
1|L|market-summary|Fed Chair market settles|Trump said on January 30, 2026 that he would nominate former Fed governor Kevin Warsh to lead the central bank. Warsh contracts jumped from the mid-30s to 100 within minutes of the post.|Reports the January 30, 2026 announcement.
6|K|news-sidebar|Hassett, Warsh top Trump's shortlist|Kevin Hassett, director of the National Economic Council, and Kevin Warsh remain the front-runners after interviews in December, according to people familiar with the process. Trump has said he will announce his pick early in 2026.|A past report about a future announcement.
2|K|trader-comment|comment thread|Hassett was 80c in early December, now Warsh is 45 and Hassett 38. Trump said "the two Kevins" again last week. If he announces before the Davos trip this resolves fast; otherwise we wait until February.|A trader's reading of prices and scheduled events.
4|L|trader-comment|comment thread|Posting for the record: he announced Warsh on Truth Social on 30 January 2026, and the dollar rallied because people think Warsh is less dovish than Hassett. Market settled at 100.|Reports the January 30, 2026 announcement and market reaction.
12|K|metaculus-background|Background|Powell's four-year term as Chair expires in May 2026; his term as governor runs to January 2028. The nominee must be confirmed by the Senate. Stephen Miran was confirmed to a governor seat on September 15, 2025.|Background with a pre-cutoff fact and a future expiry.
""",
    ),
    Q(
        "m9-cook-removal-2025",
        "Will President Trump announce that he is removing Fed Governor Lisa Cook by September 30, 2025?",
        "Resolves YES if, by September 30, 2025, Donald Trump or the White House announces that Lisa Cook is removed or fired from the Federal Reserve Board of Governors. Whether a court later blocks the removal does not matter.",
        "2025-08-22",
        "2025-09-30",
        1,
        "central_banks",
        """
1|K|polymarket-rules|Trump removes Lisa Cook in 2025?|This market will resolve to Yes if President Trump announces the removal of Federal Reserve Governor Lisa Cook by September 30, 2025, 11:59 PM ET. A call for her resignation does not count. Legal challenges to the removal do not affect resolution.|Rules with the deadline.
2|K|news-sidebar|Trump says Cook must resign over mortgage claims|President Trump said on August 20 that Lisa Cook should resign "now" after Federal Housing Finance Agency director Bill Pulte referred allegations about two 2021 mortgages to the Justice Department. Cook said she would not be bullied into stepping down.|Reports pre-cutoff statements.
3|L|resolution-note|Resolved Yes|In a letter posted on August 25, 2025, Trump told Cook she was removed from the Board "effective immediately", citing the mortgage referral as cause. Cook's lawyer said the president has no authority to fire her. This market resolves Yes.|Reports the August 25, 2025 letter as done.
5|L|trader-comment|comment thread|For the people arguing No because of the lawsuit: Cook sued on Aug 28 2025 and Judge Cobb blocked the firing on September 9, 2025, but the rules say a later block doesn't matter. He announced the removal. It's Yes.|Reports the lawsuit and the September 9, 2025 ruling.
7|K|trader-comment|comment thread|The statute says governors can be removed only "for cause". Trump has threatened Powell for months and never pulled the trigger. I'd be surprised if he actually fires a sitting governor before the September 16-17 FOMC meeting.|A trader's doubt and a scheduled meeting.
9|K|metaculus-background|Background|Lisa Cook joined the Board in May 2022 and was confirmed to a full term ending January 31, 2038. No president has removed a Fed governor. The Supreme Court's May 2025 order in Wilcox suggested the Fed may be treated differently from other agencies.|Pre-cutoff facts and a future term date.
""",
    ),
    Q(
        "m9-trump-xi-meet-2025",
        "Will Donald Trump and Xi Jinping meet in person by October 31, 2025?",
        "Resolves YES if Donald Trump and Xi Jinping hold an in-person meeting, anywhere, between the question's opening and October 31, 2025. Video calls and phone calls do not count.",
        "2025-10-12",
        "2025-10-31",
        1,
        "geopolitics",
        """
2|K|polymarket-rules|Trump x Xi meeting by October 31?|This market will resolve to Yes if Trump and Xi meet in person by October 31, 2025, 11:59 PM ET, as confirmed by credible reporting. A handshake on the sidelines of a summit counts. The APEC leaders' meeting in Gyeongju runs October 31 to November 1, 2025.|Rules and a scheduled summit.
1|K|news-sidebar|Trump threatens 100% tariffs, casts doubt on Xi talks|President Trump said on October 10 that he would impose an extra 100 percent tariff on Chinese goods from November 1 in response to Beijing's new rare-earth export controls, and that there now "seems to be no reason" to meet Xi in South Korea.|Reports a pre-cutoff statement and a future tariff date.
3|L|market-summary|Trump-Xi market resolves|Trump and Xi met for about 100 minutes at Gimhae air base near Busan on October 30, 2025. Trump said afterwards that the US would cut its fentanyl-related tariff on China from 20 to 10 percent; China agreed to pause its new rare-earth controls for a year.|Reports the October 30, 2025 meeting as done.
6|K|gjopen-rationale|Forecaster rationale|The White House says a meeting on the margins of APEC is being planned, and Trump has spoken of visiting China in early 2026. The risk is that the tariff fight blows up first. 70% for a meeting before the end of October.|A forecast with planned dates.
4|L|trader-comment|comment thread|They met on 30 October 2025, a day before APEC even opened. Soybean purchases are back on too. Congrats to anyone who bought the October 10 panic at 40c.|Reports the October 30, 2025 meeting.
9|K|news-sidebar|Trump says he will see Xi in South Korea|Trump said after a call with Xi on September 19 that the two had agreed to meet at the APEC summit in South Korea and that he would travel to China early next year.|A past call and a stated future plan.
""",
    ),
    Q(
        "m9-baseline-tariff-2025-04",
        "Will the United States impose a tariff of at least 10% on imports from nearly all countries by April 30, 2025?",
        "Resolves YES if, by April 30, 2025, a US tariff of at least 10% takes effect on imports from at least 150 countries or territories (a 'universal' or 'baseline' tariff), per the Federal Register or CBP guidance. Announcements without an effective date in the window do not count.",
        "2025-03-25",
        "2025-04-30",
        1,
        "economics",
        """
4|K|kalshi-rules|Universal tariff in effect by April 30?|If a tariff of 10% or more on imports from at least 150 countries takes effect before May 1, 2025, then the market resolves to Yes. The White House has said it will announce reciprocal tariffs on April 2, 2025.|Contract terms and a scheduled announcement.
2|K|news-sidebar|'Liberation Day' tariff plan still in flux, aides say|Officials are weighing a flat 20 percent tariff on most imports against country-by-country reciprocal rates ahead of the president's announcement on Wednesday, April 2. Commerce Secretary Howard Lutnick said some relief could come for countries that cut their own barriers.|Reports planning before a scheduled announcement.
1|L|resolution-note|Resolved Yes|A 10% baseline tariff on imports from almost all trading partners took effect on April 5, 2025, under the order signed in the Rose Garden on April 2. Higher country-specific rates began on April 9 and were paused for 90 days the same day, except for China.|Reports the April 2, 5 and 9, 2025 events.
8|K|metaculus-background|Background|The administration has already imposed 25% tariffs on steel and aluminum (from March 12, 2025) and on most Canadian and Mexican goods outside USMCA. A universal tariff would be the broadest since the 1930s. Fine print: tariffs must apply at the border, not merely be announced.|Pre-cutoff facts and fine print.
3|L|trader-comment|comment thread|Done. April 5th 2025 the 10% went live on basically everyone. Then April 9 2025 Trump paused everything above 10% for 90 days and the Nasdaq went up 12% in a day. What a week.|Reports the April 5 and 9, 2025 tariff moves and market reaction.
6|K|trader-comment|comment thread|Even if they announce on the 2nd, the effective date could slip into May because CBP needs guidance. That's the only No path I see. Market at 68 feels low.|A trader's conditional reasoning about future dates.
""",
    ),
    Q(
        "m9-scotus-ieepa-2026",
        "Will the Supreme Court rule in Learning Resources v. Trump that IEEPA does not authorize the challenged tariffs, by February 28, 2026?",
        "Resolves YES if, by February 28, 2026, the Supreme Court issues its decision in Learning Resources, Inc. v. Trump (consolidated with V.O.S. Selections) holding that the International Emergency Economic Powers Act does not authorize the reciprocal or trafficking tariffs. Resolves NO if the Court upholds them or has not ruled by the deadline.",
        "2026-01-25",
        "2026-02-28",
        1,
        "courts",
        """
5|K|polymarket-rules|Supreme Court rules against Trump tariffs by February?|This market resolves to Yes if the Supreme Court issues a decision by February 28, 2026 finding the IEEPA tariffs unlawful in whole or in substantial part. A ruling that upholds the tariffs, or no ruling by the deadline, resolves No.|Rules with the deadline.
2|K|trader-comment|comment thread|Another opinion day, another no tariff ruling. The Court's next sitting starts February 23, 2026, and they might release opinions that week. Justices sounded skeptical at argument, so direction isn't the question. Timing is.|A trader's view on future opinion days.
1|L|resolution-note|Resolved Yes|On February 20, 2026 the Court held 6-3, in an opinion by Chief Justice Roberts, that IEEPA does not authorize the tariffs. This market resolves Yes.|Reports the February 20, 2026 decision.
9|K|news-sidebar|Justices press Solicitor General on tariff power|At argument on November 5, 2025, several justices, including Roberts, Barrett and Gorsuch, questioned whether a law that never mentions tariffs lets the president set import taxes on every country. A ruling is expected by the end of the term in June 2026.|A pre-cutoff argument and an expected ruling date.
3|L|news-sidebar|Refund fight begins after tariff ruling|Importers lined up for refunds after the Supreme Court's February 20, 2026 ruling, and the White House moved within hours to impose a temporary global tariff under a different statute.|Reports the February 20, 2026 ruling and the response.
14|K|metaculus-background|Fine print|If the Court strikes down only the trafficking tariffs on Canada, Mexico and China but upholds the reciprocal tariffs, this resolves No. Opinions are typically released at 10 AM ET on announced days; admins will resolve based on the slip opinion on supremecourt.gov.|Fine print about a future ruling.
""",
    ),
    Q(
        "m9-fomc-2026-01-cut",
        "Will the FOMC lower the federal funds target range at its January 27-28, 2026 meeting?",
        "Resolves YES if the FOMC statement released on January 28, 2026 sets the target range below 3.50-3.75%. Resolves NO otherwise.",
        "2026-01-14",
        "2026-01-28",
        0,
        "central_banks",
        """
3|K|kalshi-rules|Fed decision in January 2026|If the Federal Reserve lowers the upper bound of the federal funds target range at the meeting concluding on Jan 28, 2026, then the market resolves to Yes. The current upper bound is 3.75%. Emergency cuts before the meeting also count.|Contract terms with the meeting date.
1|L|market-summary|January Fed market settles No|The FOMC held the range at 3.50-3.75% on January 28, 2026, with Governors Stephen Miran and Christopher Waller dissenting in favour of a quarter-point cut. Powell said policy was well positioned.|Reports the January 28, 2026 hold as done.
6|K|news-sidebar|Fed signals pause after third straight cut|The Fed cut rates by a quarter point on December 10, 2025, its third reduction in a row, and officials' projections showed only one cut in 2026. Three officials dissented. The next meeting is January 27-28.|Reports a pre-cutoff decision and a scheduled meeting.
2|L|trader-comment|comment thread|Easiest No of the year. Jan 28 2026: hold, two dissents, statement barely changed. Cut odds were under 5% by the morning of the meeting anyway.|Reports the January 28, 2026 decision.
9|K|trader-comment|comment thread|December jobs data on Jan 9 and CPI on Jan 13 are the last two things that could move this. Unless unemployment jumps above 4.7%, no way they cut in January.|Scheduled data releases and a conditional.
4|L|news-sidebar|Stocks slip after Fed holds, Powell dodges subpoena questions|Wall Street ended lower on Wednesday, January 28, 2026, after the Fed left rates unchanged and Powell declined to discuss the Justice Department's investigation, saying only that the Fed would continue to do its job.|Reports the January 28, 2026 hold and market reaction.
""",
    ),
    Q(
        "m9-boe-2025-12-cut",
        "Will the Bank of England lower Bank Rate at its December 18, 2025 decision?",
        "Resolves YES if the Monetary Policy Committee decision announced on December 18, 2025 lowers Bank Rate below 4.00%. Resolves NO otherwise.",
        "2025-12-04",
        "2025-12-18",
        1,
        "central_banks",
        """
5|K|polymarket-rules|Bank of England decision in December?|This market will resolve to Yes if the Bank of England announces a cut to Bank Rate at its meeting scheduled for December 18, 2025. The resolution source is the Bank's Monetary Policy Summary. If the announcement is delayed beyond December 31, 2025 the market resolves No.|Rules with scheduled dates.
2|K|news-sidebar|Budget clears path for December cut, economists say|Economists at several banks now expect a quarter-point cut on December 18 after Chancellor Rachel Reeves' November 26 Budget included measures that should trim inflation next year. The MPC held Bank Rate at 4% in a 5-4 vote on November 6.|Pre-cutoff facts and expectations for a scheduled decision.
1|L|resolution-note|Resolved Yes|The MPC voted 5-4 on 18 December 2025 to cut Bank Rate to 3.75%, with Governor Andrew Bailey casting the deciding vote. This market resolves Yes.|Reports the December 18, 2025 cut.
3|L|trader-comment|comment thread|CPI on Dec 17 2025 came in at 3.2%, way below the 3.5 consensus, and that basically sealed it. Next day: cut, 5-4, Bailey swung. Yes at 100.|Reports the December 17 CPI release and the December 18, 2025 cut.
8|K|trader-comment|comment thread|Bailey was the swing vote in November and said he wanted to see more evidence. November CPI comes out on Wednesday, December 17, 2025, the day before the decision. That's the whole trade.|A scheduled release before the decision.
6|L|news-sidebar|Sterling dips as Bank cuts to lowest since 2023|The pound slipped against the dollar after the Bank of England lowered Bank Rate to 3.75% on Thursday, Dec. 18, 2025, though Bailey said further cuts would be a closer call.|Reports the December 18, 2025 decision and market move.
""",
    ),
    Q(
        "m9-boj-2025-12-hike",
        "Will the Bank of Japan raise its short-term policy rate at its December 18-19, 2025 meeting?",
        "Resolves YES if the BOJ announces on December 19, 2025 a policy rate above 0.5%. Resolves NO otherwise.",
        "2025-12-05",
        "2025-12-19",
        1,
        "central_banks",
        """
4|K|kalshi-rules|BOJ December hike|If the Bank of Japan raises its uncollateralized overnight call rate target above 0.5% at the meeting ending Dec 19, 2025, then the market resolves to Yes. Decisions are usually released around midday Tokyo time.|Contract terms with the meeting date.
3|K|news-sidebar|Ueda flags December hike in Nagoya speech|Governor Kazuo Ueda said on December 1 that the board would weigh "the pros and cons" of raising rates at its next meeting, remarks that pushed market pricing for a December move above 80 percent. The yen strengthened on the comments.|Reports a pre-cutoff speech and a future meeting.
1|L|market-summary|BOJ lifts rates to 0.75%|The Bank of Japan raised its policy rate to 0.75% on December 19, 2025, the highest in three decades, in a unanimous vote. The 10-year JGB yield rose above 2% for the first time since 2006 in the following days.|Reports the December 19, 2025 hike and later market moves.
2|L|trader-comment|comment thread|19 December 2025: hike to 0.75, unanimous, and the yen weakened anyway because Ueda wouldn't commit to the next step. Classic. Yes paid.|Reports the December 19, 2025 decision.
9|K|gjopen-rationale|Forecaster rationale|Wage talks for spring 2026 look strong and the government under Takaichi seems willing to tolerate a hike. I had January 2026 as the likelier month, but after Ueda's latest remarks December 18-19 is now my base case, ~75%.|A forecast naming future meetings.
6|L|trader-comment|comment thread|Adding for anyone reading later: the BOJ hiked on Dec 19, 2025, and JGB 10s went through 2.0% on Dec 22. Resolution is clean.|Reports the December 19 hike and the December 22, 2025 yield move.
""",
    ),
    Q(
        "m9-ecb-2025-09-cut",
        "Will the ECB lower its deposit facility rate at its monetary policy meeting of September 10-11, 2025?",
        "Resolves YES if the ECB decision announced on September 11, 2025 lowers the deposit facility rate below 2.00%. Resolves NO otherwise.",
        "2025-08-28",
        "2025-09-11",
        0,
        "central_banks",
        """
6|K|polymarket-rules|ECB rate cut in September?|This market will resolve to Yes if the ECB announces a reduction of its deposit facility rate on September 11, 2025. The resolution source is the ECB press release. A hold or a hike resolves No.|Rules naming the decision date.
2|K|news-sidebar|ECB seen on hold through the autumn|After cutting eight times to 2%, the ECB left rates unchanged on July 24 and President Christine Lagarde said the bank was "in a good place". Flash August inflation is due on September 2, a week before the Governing Council meets.|Pre-cutoff facts and a scheduled release.
1|L|resolution-note|Resolved No|The ECB kept the deposit facility rate at 2.00% on 11 September 2025 for a second straight meeting and nudged up its growth forecast for the year. This market resolves No.|Reports the September 11, 2025 hold.
3|L|trader-comment|comment thread|Sept 11 2025, no change as everyone expected. Lagarde said the disinflation process is "over". The interesting question is now October 30.|Reports the September 11, 2025 decision.
10|K|trader-comment|comment thread|Cut odds on ESTR futures are around 10%. The only thing that flips this is a tariff shock after the August 1 deadline. Otherwise see you at the October 29-30 meeting.|A market reading and future meeting dates.
5|L|news-sidebar|Euro area inflation edges up to 2.1%|Flash estimates released on September 2, 2025 showed euro area inflation at 2.1% in August, slightly above the ECB's target, reinforcing expectations of a hold at the September meeting.|Reports a September 2, 2025 data release, after the cutoff.
""",
    ),
    Q(
        "m9-us-gdp-2025-q3-above-3",
        "Will the BEA's initial estimate of US real GDP growth for the third quarter of 2025 be above 3.0% at an annual rate?",
        "Resolves YES if the first published BEA estimate of Q3 2025 real GDP growth (seasonally adjusted annual rate) is above 3.0%. The release, delayed by the federal government shutdown, is scheduled for December 23, 2025.",
        "2025-12-09",
        "2025-12-23",
        1,
        "economics",
        """
3|K|kalshi-rules|Q3 2025 GDP growth|If the BEA's initial estimate of real GDP growth for Q3 2025 is above 3.0%, then the market resolves to Yes. Because of the shutdown, the BEA has combined the advance and second estimates into one release on Dec 23, 2025.|Contract terms with a scheduled release.
5|K|news-sidebar|GDPNow points to strong third quarter|The Atlanta Fed's GDPNow model estimates third-quarter growth at about 3.5%, helped by consumer spending and a smaller drag from trade. Second-quarter growth was revised to 3.8% in September.|A model estimate and pre-cutoff facts.
1|L|resolution-note|Resolved Yes|The BEA's initial estimate, released December 23, 2025, showed real GDP growing at a 4.3% annual rate in the third quarter, the fastest in two years. This market resolves Yes.|Reports the December 23, 2025 release.
2|L|trader-comment|comment thread|4.3!! on Dec 23 2025. I was in the 3.0-3.5 bucket like an idiot. Consumer spending was up 3.5% and net exports added a lot.|Reports the December 23, 2025 figure.
11|K|metaculus-background|Background|The 43-day shutdown that ended on November 12, 2025 delayed most federal statistics. BEA has said it will publish the Q3 initial estimate on December 23, 2025, with the Q4 advance estimate in late February 2026.|Background with scheduled releases.
7|K|trader-comment|comment thread|Buckets: >3.0 at 72c. If inventories are a drag like in Q2 it could come in near 3. Remember the release is the 23rd, not the usual end-of-October date.|A trader's view of a scheduled release.
""",
    ),
    Q(
        "m9-nvidia-5t-2025",
        "Will Nvidia's market capitalization reach $5 trillion by October 31, 2025?",
        "Resolves YES if Nvidia's market capitalization, computed from shares outstanding and a closing or intraday price, reaches $5 trillion at any time on or before October 31, 2025, per a major financial data provider. Resolves NO otherwise.",
        "2025-10-15",
        "2025-10-31",
        1,
        "markets",
        """
4|K|polymarket-rules|Nvidia hits $5T by October 31?|This market will resolve to Yes if Nvidia's market cap reaches $5 trillion at any point by October 31, 2025, 4:00 PM ET, according to companiesmarketcap.com or Bloomberg. Nvidia needs a share price of roughly $205 to get there.|Rules with the deadline.
2|K|news-sidebar|Nvidia nears record ahead of Washington GTC|Nvidia shares closed at about $183 on Monday, leaving the company worth around $4.5 trillion. Chief executive Jensen Huang is due to give a keynote at the GTC conference in Washington on October 28, 2025.|Past prices and a scheduled keynote.
1|L|market-summary|Nvidia becomes first $5 trillion company|Nvidia's market value topped $5 trillion on October 29, 2025, the day after Huang's Washington keynote, as its shares rose about 3% to a record above $207.|Reports the October 29, 2025 milestone.
3|L|trader-comment|comment thread|We have $5T. Oct 29 2025, first company ever. It took just over three months from $4T in July. Yes.|Reports the October 29, 2025 milestone.
9|K|trader-comment|comment thread|Needs about 12% in three weeks. Possible if earnings from the hyperscalers at the end of the month are strong, but Nvidia itself doesn't report until November 19, 2025. I'm at 35%.|A trader's estimate and scheduled earnings.
6|K|news-sidebar|Nvidia first to close above $4 trillion|Nvidia became the first company to close with a market value above $4 trillion on July 10, 2025, after touching the level intraday a day earlier.|Facts dated before the cutoff.
""",
    ),
    Q(
        "m9-wbd-sale-2025",
        "Will Warner Bros. Discovery announce a definitive agreement to sell its studios and streaming business by December 31, 2025?",
        "Resolves YES if, by December 31, 2025, Warner Bros. Discovery announces a signed definitive agreement with any buyer to sell the business that holds Warner Bros. studios and HBO Max, or the whole company. Reports of talks or non-binding bids do not count.",
        "2025-11-25",
        "2025-12-31",
        1,
        "company_deals",
        """
3|K|kalshi-rules|WBD sale agreement in 2025|If Warner Bros. Discovery announces a definitive agreement to sell Warner Bros. (studios and streaming) or the entire company before Jan 1, 2026, then the market resolves to Yes. Second-round bids are reported to be due on December 1, 2025.|Contract terms and a reported deadline.
1|L|resolution-note|Resolved Yes|On December 5, 2025 Warner Bros. Discovery announced a definitive agreement for Netflix to acquire its studios and HBO Max in a cash-and-stock deal valuing the business at about $82.7 billion including debt. This market resolves Yes.|Reports the December 5, 2025 agreement.
6|K|news-sidebar|Paramount, Comcast and Netflix in the running for Warner assets|Paramount Skydance, Comcast and Netflix submitted first-round offers for all or part of Warner Bros. Discovery by the November 20 deadline, people familiar with the process said. The board said in October it was reviewing strategic alternatives.|Pre-cutoff facts about bids.
2|L|trader-comment|comment thread|Netflix won it. Dec 5 2025, $27.75 a share for the studio+streaming side. And then Paramount goes hostile on December 8, 2025 with a $30 all-cash tender for the whole thing. Still resolves Yes, a signed deal is a signed deal.|Reports the December 5 deal and the December 8, 2025 tender offer.
9|K|trader-comment|comment thread|Board could easily just go ahead with the Discovery Global spin planned for April 2026 and sell nothing this year. A signed deal in December would be fast for something this size. 55% Yes.|A trader's view with a future spin-off date.
4|L|news-sidebar|Warner shares jump on Netflix deal|Shares of Warner Bros. Discovery rose on Friday, December 5, 2025 after it agreed to sell its studios and streaming arm to Netflix, while Netflix stock fell on worries about the cost.|Reports the December 5, 2025 deal and share moves.
""",
    ),
    Q(
        "m9-tesla-ceo-award-vote-2025",
        "Will Tesla shareholders approve the 2025 CEO Performance Award for Elon Musk at the annual meeting on November 6, 2025?",
        "Resolves YES if Tesla announces that shareholders approved the 2025 CEO Performance Award (Proposal 4 in the proxy statement) at the annual meeting held on November 6, 2025. Resolves NO if it is rejected or withdrawn.",
        "2025-10-24",
        "2025-11-06",
        1,
        "company_deals",
        """
2|K|polymarket-rules|Tesla shareholders approve Musk pay package?|This market will resolve to Yes if Tesla's 2025 CEO Performance Award is approved at the shareholder meeting on November 6, 2025, per Tesla's 8-K or official announcement. If the meeting is postponed beyond November 30, 2025 the market resolves No.|Rules with the meeting date.
5|K|news-sidebar|Proxy advisers oppose Musk's trillion-dollar award|ISS and Glass Lewis have recommended that Tesla investors vote against the award, which could give Musk up to about 12 percent more of the company if Tesla's market value reaches $8.5 trillion. Board chair Robyn Denholm warned Musk might leave if it fails.|Pre-cutoff recommendations.
1|L|market-summary|Tesla pay package passes|More than 75 percent of votes cast at Tesla's annual meeting in Austin on November 6, 2025 backed the award, the company said. Musk danced on stage with Optimus robots after the result was announced.|Reports the November 6, 2025 vote.
3|L|trader-comment|comment thread|Norway's fund said on Nov 4 2025 it's voting No and the price barely moved. Retail holds so much of this stock. Ended up passing easily on Nov 6.|Reports the November 4 and November 6, 2025 events.
8|K|trader-comment|comment thread|Musk himself can vote his ~13-15% this time because it's a Texas company now. That's the key difference from the 2018 award. I'd put approval at 85%.|A trader's reasoning before the vote.
4|L|resolution-note|Resolution|Tesla's 8-K filed after the November 6, 2025 meeting reports that Proposal 4 was approved. Resolving Yes.|Reports the approval at the November 6, 2025 meeting.
""",
    ),
    Q(
        "m9-intel-us-stake-2025",
        "Will the US government take an equity stake in Intel by August 31, 2025?",
        "Resolves YES if, by August 31, 2025, Intel or the US government announces an agreement under which the federal government acquires shares in Intel (including through conversion of CHIPS Act grants). Resolves NO otherwise.",
        "2025-08-15",
        "2025-08-31",
        1,
        "company_deals",
        """
1|K|manifold-question|US gov't takes stake in Intel by end of August?|Resolves YES if an agreement is announced by Aug 31, 2025. Bloomberg reported on Aug 14 that the administration is in talks to take a stake, less than a week after Trump called for CEO Lip-Bu Tan to resign and then met him at the White House.|Question text with pre-cutoff reports.
3|L|news-sidebar|US takes 9.9% stake in Intel|The government agreed on August 22, 2025 to buy 433.3 million Intel shares at $20.47 each, about 9.9 percent of the company, funded largely by CHIPS Act grants that had not yet been paid.|Reports the August 22, 2025 agreement.
2|L|trader-comment|comment thread|SoftBank put in $2B on Aug 18, 2025 and then Lutnick confirmed the government deal on Aug 22. Trump posting about it like he closed a real estate deal. Resolves YES.|Reports the August 18 and 22, 2025 deals.
6|K|trader-comment|comment thread|Talks != deal. Intel's board would need to sign off and there's the question of whether converting grants to equity is even legal without Congress. I'll take No at 45c with two weeks left.|A trader's doubt about a future agreement.
4|L|resolution-note|Resolved YES|Intel announced on 22 August 2025 an agreement with the Department of Commerce for an $8.9 billion investment in common stock. Resolved YES.|Reports the August 22, 2025 announcement.
9|K|news-sidebar|Trump demands Intel CEO resign|President Trump wrote on August 7 that Intel's chief executive Lip-Bu Tan was "highly conflicted" and should resign immediately, citing his past investments in Chinese firms.|A fact dated before the cutoff.
""",
    ),
    Q(
        "m9-meta-scale-2025",
        "Will Meta announce an investment of at least $10 billion in Scale AI by June 30, 2025?",
        "Resolves YES if, by June 30, 2025, Meta or Scale AI confirms an agreement for Meta to invest at least $10 billion in Scale AI or acquire a stake valued at that amount. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-30",
        1,
        "company_deals",
        """
1|K|polymarket-rules|Meta invests $10B+ in Scale AI by June 30?|This market will resolve to Yes if Meta or Scale AI officially confirms a deal worth $10 billion or more by June 30, 2025. Media reports citing anonymous sources will not suffice.|Rules with the deadline.
2|K|news-sidebar|Meta in talks for multibillion-dollar Scale AI deal|Meta is in talks to invest more than $10 billion in Scale AI, Bloomberg reported on June 8, in what would be one of the largest private funding events ever. Scale's founder Alexandr Wang would join a new superintelligence team at Meta, according to other reports.|Reports pre-cutoff news about talks.
1|L|trader-comment|comment thread|Scale confirmed it on June 12, 2025: $14.3B for 49%, Wang goes to Meta, Jason Droege becomes interim CEO. Yes.|Reports the June 12, 2025 confirmation.
3|L|news-sidebar|Google pulls back from Scale after Meta deal|Google plans to cut ties with Scale AI, Reuters reported on June 14, 2025, two days after Meta's $14.3 billion investment, as rivals worried about sharing data with a company half-owned by Meta.|Reports the June 12 deal and a June 14, 2025 report.
5|K|trader-comment|comment thread|Zuck is apparently running recruiting personally. Deal could be structured as a license plus hires like Inflection, in which case does it count? Mods, please clarify before June 30.|A question about resolution before the deadline.
4|L|resolution-note|Clarification and resolution|Clarification (June 13, 2025): Scale AI's blog post confirming Meta's investment of about $14.3 billion satisfies the rules. Market resolved Yes.|Reports the confirmation in a June 13, 2025 note.
""",
    ),
    Q(
        "m9-openai-recap-2025",
        "Will OpenAI complete its recapitalization into a public benefit corporation by October 31, 2025?",
        "Resolves YES if, by October 31, 2025, OpenAI announces that its for-profit arm has completed the conversion into a public benefit corporation controlled by the nonprofit. Announcements of plans or memoranda of understanding do not count.",
        "2025-10-15",
        "2025-10-31",
        1,
        "company_deals",
        """
3|K|manifold-question|OpenAI finishes PBC conversion by Halloween?|Resolves YES if OpenAI says the recapitalization is done by 31 Oct 2025. Microsoft and OpenAI signed a non-binding memorandum of understanding on September 11, and the Delaware and California attorneys general still need to sign off.|Question text with a pre-cutoff fact.
1|L|resolution-note|Resolved YES|OpenAI announced on October 28, 2025 that it had completed its recapitalization: the OpenAI Foundation holds about 26% of OpenAI Group PBC and Microsoft about 27%. Both attorneys general said they did not object.|Reports the October 28, 2025 completion.
7|K|trader-comment|comment thread|The SoftBank tranche of $22.5B is contingent on the restructuring by year-end, so there's a hard incentive for December 31, 2025. October is aggressive. 35% Yes.|A trader's estimate with a future deadline.
2|L|trader-comment|comment thread|Oct 28 2025, done. Microsoft gets ~27% and the AGI clause now has an expert panel. Honestly more than I expected them to give the Foundation.|Reports the October 28, 2025 completion.
5|K|news-sidebar|Delaware AG reviewing OpenAI plan|Delaware Attorney General Kathy Jennings is reviewing whether OpenAI's restructuring protects the nonprofit's charitable mission. Her office has not set a timeline for a decision.|A review with no date after the cutoff.
4|L|news-sidebar|Microsoft shares rise after OpenAI deal|Microsoft stock rose about 2% on October 28, 2025 after it struck a new agreement with OpenAI as part of the startup's recapitalization, valuing Microsoft's stake at roughly $135 billion.|Reports the October 28, 2025 deal and share move.
""",
    ),
    Q(
        "m9-gpt51-release-2025",
        "Will OpenAI release a model named GPT-5.1 by November 30, 2025?",
        "Resolves YES if, by November 30, 2025, OpenAI makes a model officially named GPT-5.1 (any variant) available to ChatGPT users or through its API. Resolves NO otherwise.",
        "2025-11-05",
        "2025-11-30",
        1,
        "technology",
        """
4|K|manifold-question|GPT-5.1 by end of November?|Resolves YES if OpenAI ships something called GPT-5.1 to ChatGPT or the API by Nov 30, 2025. GPT-5 launched August 7. A model called "GPT-5.1" appearing only in code strings doesn't count.|Question text with a pre-cutoff fact.
1|L|resolution-note|Resolved YES|OpenAI released GPT-5.1 Instant and GPT-5.1 Thinking to paid ChatGPT users on November 12, 2025, with API access following. Resolving YES.|Reports the November 12, 2025 release.
2|L|trader-comment|comment thread|Nov 12 2025, it's out. Warmer personality, adaptive reasoning. And then GPT-5.1-Codex-Max a week later. Yes.|Reports the November 12, 2025 release and a later one.
9|K|trader-comment|comment thread|OpenAI's been on a roughly three-month point-release cadence. Altman said on a livestream that "5.1-ish" updates are coming but gave no date. 60% for November.|A trader's estimate without a post-cutoff date.
6|K|news-sidebar|OpenAI readies new model updates after DevDay|OpenAI said at its DevDay conference on October 6 that it would bring more capable models to the API in coming months, and its head of ChatGPT said a personality update was planned before the holidays.|A past event and stated plans.
""",
    ),
    Q(
        "m9-claude-opus45-2025",
        "Will Anthropic release Claude Opus 4.5 by November 30, 2025?",
        "Resolves YES if, by November 30, 2025, Anthropic makes a model named Claude Opus 4.5 generally available on claude.ai or its API. Resolves NO otherwise.",
        "2025-11-10",
        "2025-11-30",
        1,
        "technology",
        """
3|K|polymarket-rules|Claude Opus 4.5 released by November 30?|This market will resolve to Yes if Anthropic publicly releases Claude Opus 4.5 by November 30, 2025, 11:59 PM ET, per Anthropic's official announcement. A preview limited to select partners does not count.|Rules with the deadline.
1|L|resolution-note|Resolved Yes|Anthropic released Claude Opus 4.5 on November 24, 2025, available in its apps, API and major cloud platforms, at a lower price than Opus 4.1. Resolved Yes.|Reports the November 24, 2025 release.
2|L|trader-comment|comment thread|Gemini 3 dropped Nov 18 2025, then Opus 4.5 on November 24, 2025. What a week for benchmarks. SWE-bench Verified above 80.|Reports the November 18 and 24, 2025 releases.
12|K|news-sidebar|Anthropic launches Haiku 4.5|Anthropic released Claude Haiku 4.5 on October 15, two weeks after Sonnet 4.5, leaving Opus as the only model in its lineup without a 4.5 version.|Facts dated before the cutoff.
5|K|trader-comment|comment thread|If they follow the Sonnet -> Haiku -> Opus pattern, Opus 4.5 should land before Thanksgiving, November 27, 2025. But Opus 4.1 only came out in August. 55%.|A trader's estimate with a future date.
""",
    ),
    Q(
        "m9-sora-app-2025",
        "Will OpenAI release a standalone Sora app on Apple's App Store by October 15, 2025?",
        "Resolves YES if, by October 15, 2025, a standalone Sora app published by OpenAI is available to download from Apple's App Store in at least one country, even if use requires an invitation. Resolves NO otherwise.",
        "2025-09-25",
        "2025-10-15",
        1,
        "technology",
        """
5|K|manifold-question|Sora app on iOS by Oct 15?|Resolves YES if OpenAI puts a standalone Sora app on the App Store by 15 October 2025. Invite-only counts if anyone can download it. Wired reported that a TikTok-style Sora 2 app is being tested internally.|Question text with a pre-cutoff report.
1|L|resolution-note|Resolved YES|OpenAI launched Sora 2 and the Sora iOS app on September 30, 2025 in the US and Canada, on an invite basis. Resolving YES.|Reports the September 30, 2025 launch.
3|L|trader-comment|comment thread|Sora was #1 in the US App Store by Oct 3 2025. Also a million downloads in under five days. This resolved days ago, mods.|Reports the October 3, 2025 ranking and download figures.
8|K|trader-comment|comment thread|OpenAI had a livestream-heavy September last year. If they demo Sora 2 without an app, this is No. The deadline of October 15 is tight.|A conditional about a future deadline.
2|L|news-sidebar|Hollywood agencies push back on Sora 2|Talent agency WME said on October 2, 2025 that it had opted all its clients out of Sora, after videos of copyrighted characters spread on the new app.|Reports an October 2, 2025 event after the launch.
""",
    ),
    Q(
        "m9-openai-windsurf-2025",
        "Will OpenAI complete its acquisition of Windsurf by July 31, 2025?",
        "Resolves YES if, by July 31, 2025, OpenAI or Windsurf (Exafunction) announces that OpenAI has completed its reported $3 billion acquisition of Windsurf. Resolves NO otherwise.",
        "2025-07-01",
        "2025-07-31",
        0,
        "company_deals",
        """
6|K|polymarket-rules|OpenAI acquires Windsurf by July 31?|This market will resolve to Yes if OpenAI completes the acquisition of Windsurf by July 31, 2025, as confirmed by either company. A signed agreement without closing does not count.|Rules with the deadline.
2|K|news-sidebar|Microsoft IP terms stall OpenAI's Windsurf deal|OpenAI's agreement to buy Windsurf has been held up for weeks by talks with Microsoft over whether Microsoft would get access to Windsurf's technology, people familiar with the matter said. The exclusivity period is set to expire in early July.|A report of a stalled deal and a future expiry.
1|L|resolution-note|Resolved No|OpenAI's exclusivity lapsed and on July 11, 2025 Google agreed to pay about $2.4 billion to license Windsurf's technology and hire CEO Varun Mohan. Cognition agreed to acquire the rest of the company on July 14, 2025. Resolves No.|Reports the July 11 and July 14, 2025 events.
3|L|trader-comment|comment thread|Lol the deal is dead. July 11 2025 Google reverse-acquihires the founders. Whoever was holding Yes at 60c, my condolences.|Reports the July 11, 2025 collapse.
12|K|trader-comment|comment thread|Anthropic cut Windsurf's Claude access in early June, which tells you they think the deal closes. Still, nothing is signed publicly. 55% Yes by end of July.|A trader's estimate from pre-cutoff facts.
""",
    ),
    Q(
        "m9-heisman-2025-mendoza",
        "Will Fernando Mendoza win the 2025 Heisman Trophy?",
        "Resolves YES if Indiana quarterback Fernando Mendoza is announced as the winner of the 2025 Heisman Trophy at the ceremony scheduled for December 13, 2025. Resolves NO otherwise.",
        "2025-12-01",
        "2025-12-13",
        1,
        "sports",
        """
2|K|kalshi-rules|Heisman Trophy winner 2025|If Fernando Mendoza is announced as the 2025 Heisman Trophy winner, then the market resolves to Yes. The ceremony is scheduled for Dec 13, 2025 in New York. Finalists are announced on Dec 8, 2025.|Contract terms with scheduled dates.
1|L|trader-comment|comment thread|Indiana 13, Ohio State 10 on December 6, 2025 in Indy. Mendoza outplayed Sayin head to head. That's the Heisman right there.|Reports the December 6, 2025 game.
1|L|resolution-note|Resolved Yes|Fernando Mendoza won the Heisman on December 13, 2025, beating Vanderbilt's Diego Pavia, Notre Dame's Jeremiyah Love and Ohio State's Julian Sayin. He is Indiana's first winner.|Reports the December 13, 2025 award.
5|K|news-sidebar|Mendoza, Sayin headline Heisman race before title games|Indiana's Fernando Mendoza and Ohio State's Julian Sayin are the betting favourites entering championship weekend. The two meet in the Big Ten title game in Indianapolis on Saturday, December 6, 2025.|A preview of a scheduled game.
8|K|gjopen-rationale|Forecaster rationale|Mendoza has thrown 33 touchdowns with few interceptions for an unbeaten Indiana. If he loses to Ohio State the vote may tilt to Sayin, so I'd hold 60% until the Big Ten game.|A conditional forecast.
""",
    ),
    Q(
        "m9-open-2025-mcilroy",
        "Will Rory McIlroy win the 153rd Open Championship at Royal Portrush (July 17-20, 2025)?",
        "Resolves YES if Rory McIlroy is the champion of the 2025 Open Championship at Royal Portrush, scheduled for July 17-20, 2025. Resolves NO otherwise.",
        "2025-07-08",
        "2025-07-20",
        0,
        "sports",
        """
5|K|polymarket-rules|Open Championship winner: Rory McIlroy?|This market will resolve to Yes if McIlroy wins the 2025 Open Championship at Royal Portrush. If the tournament is shortened, the official winner counts. If it is not completed by July 27, 2025, this market resolves No.|Rules with a future date.
1|L|resolution-note|Resolved No|Scottie Scheffler won the Open at Royal Portrush on July 20, 2025 by four shots over Harris English. McIlroy finished tied for seventh. Resolved No.|Reports the July 20, 2025 result.
2|L|trader-comment|comment thread|Rory T7 on Sunday 20 July 2025, crowd was incredible but Scheffler was never in danger after his 64 on Friday. Also Gotterup won the Scottish Open the week before, nobody saw that coming.|Reports the July 20, 2025 Open result and the week-before Scottish Open.
10|K|news-sidebar|McIlroy returns to Portrush six years after missed cut|McIlroy, who completed the career grand slam at the Masters in April, will play the Scottish Open from July 10 before heading to Royal Portrush, where he missed the cut in 2019.|A pre-cutoff fact and a future schedule.
7|K|trader-comment|comment thread|Scheffler 4/1, McIlroy 8/1 at the books. Home crowd pressure cuts both ways. I'm selling Rory Yes at 13c.|A trader's view before the event.
""",
    ),
    Q(
        "m9-wrwc-2025-england",
        "Will England win the 2025 Women's Rugby World Cup, whose final is scheduled for September 27, 2025 at Twickenham?",
        "Resolves YES if England win the final of the 2025 Women's Rugby World Cup, scheduled for September 27, 2025. Resolves NO if any other team wins.",
        "2025-09-10",
        "2025-09-27",
        1,
        "sports",
        """
4|K|kalshi-rules|Women's Rugby World Cup winner|If England win the 2025 Women's Rugby World Cup final, then the market resolves to Yes. The final is scheduled for Sep 27, 2025 at Allianz Stadium, Twickenham. Quarter-finals are on Sep 13-14 and semi-finals on Sep 19-20.|Contract terms with the tournament schedule.
1|L|resolution-note|Resolved Yes|England beat Canada 33-13 in the final at Twickenham on September 27, 2025, their first world title since 2014. Resolved Yes.|Reports the September 27, 2025 final.
2|L|trader-comment|comment thread|Canada 34-19 over the Black Ferns on 19 September 2025 was the upset of the tournament, and England handled France 35-17 the next day. Final is Red Roses vs Canada, as plenty of us predicted.|Reports the September 19-20, 2025 semi-finals.
8|K|news-sidebar|Red Roses unbeaten in pool stage|England finished top of Pool A after beating Samoa, Australia and the United States, extending a winning run that began in 2022. They face Scotland in the quarter-finals.|Pre-cutoff facts and a future match.
3|K|gjopen-rationale|Forecaster rationale|England have lost one test since the 2022 final. The main threats are New Zealand, who beat them in that final, and a Canada side that drew with them in 2024's WXV. I'm at 70%.|A forecast with pre-cutoff facts.
""",
    ),
    Q(
        "m9-ao-2026-sinner",
        "Will Jannik Sinner win the 2026 Australian Open men's singles title?",
        "Resolves YES if Jannik Sinner wins the men's singles final of the 2026 Australian Open, scheduled for February 1, 2026 in Melbourne. Resolves NO otherwise.",
        "2026-01-12",
        "2026-02-01",
        0,
        "sports",
        """
5|K|polymarket-rules|Australian Open men's winner: Sinner?|This market will resolve to Yes if Jannik Sinner wins the 2026 Australian Open men's singles title. The tournament runs January 18 to February 1, 2026. If Sinner withdraws before the tournament, this market resolves No.|Rules with scheduled dates.
1|L|resolution-note|Resolved No|Carlos Alcaraz won the Australian Open on February 1, 2026, beating Novak Djokovic in four sets to complete the career Grand Slam. Sinner, the two-time defending champion, lost in the semi-finals. Resolved No.|Reports the February 1, 2026 final.
2|L|trader-comment|comment thread|Alcaraz completes the set in Melbourne, Feb 1 2026. Djokovic at 38 in a Slam final again is absurd. Sinner No holders cash out.|Reports the February 1, 2026 final.
9|K|news-sidebar|Alcaraz splits with Ferrero ahead of new season|Carlos Alcaraz announced on December 17 that he had ended his partnership with coach Juan Carlos Ferrero after seven years. He finished 2025 as world No. 1 with two Grand Slam titles.|Facts dated before the cutoff.
3|K|trader-comment|comment thread|Sinner is 28c, Alcaraz 38c. Sinner has won Melbourne two years running and plays an exhibition in Korea first. The draw comes out on January 15, 2026, I'll reassess then.|Prices and a scheduled draw.
""",
    ),
    Q(
        "m9-duplantis-tokyo-wr-2025",
        "Will Armand Duplantis set a pole vault world record at the 2025 World Athletics Championships in Tokyo?",
        "Resolves YES if Armand Duplantis clears a height above the existing world record during the men's pole vault at the World Athletics Championships in Tokyo (September 13-21, 2025). Resolves NO otherwise.",
        "2025-09-01",
        "2025-09-21",
        1,
        "sports",
        """
6|K|manifold-question|Mondo WR in Tokyo?|Resolves YES if Duplantis sets a new WR at the Tokyo worlds, September 13-21, 2025. He raised it to 6.29 in Budapest on August 12, his 13th world record. The final is scheduled for September 15.|Question text with a pre-cutoff fact and schedule.
1|L|resolution-note|Resolved YES|Duplantis cleared 6.30m on his third attempt in the final on September 15, 2025 in Tokyo, his 14th world record, to win a third straight world title. Resolved YES.|Reports the September 15, 2025 world record.
2|L|trader-comment|comment thread|6.30!!! Third attempt, Sept 15 2025, stadium lost its mind. Karalis got silver at 6.00. Easy money for anyone who knows the guy always saves one for the big stage.|Reports the September 15, 2025 record.
4|K|trader-comment|comment thread|He already broke it a month ago. Does he go again so soon? He did at the 2022 worlds and the 2024 Olympics, so he likes championships. 65% Yes.|A trader's estimate from past events.
10|K|news-sidebar|Duplantis raises world record to 6.29m in Budapest|Sweden's Armand Duplantis cleared 6.29m at the Gyulai István Memorial in Budapest on August 12, improving his own world record by a centimetre.|A fact dated before the cutoff.
""",
    ),
    Q(
        "m9-schwarber-nl-mvp-2025",
        "Will Kyle Schwarber win the 2025 National League MVP award?",
        "Resolves YES if Kyle Schwarber is named the 2025 National League Most Valuable Player by the BBWAA, with the announcement scheduled for November 13, 2025. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-13",
        0,
        "sports",
        """
7|K|kalshi-rules|NL MVP 2025|If Kyle Schwarber is named 2025 NL MVP, then the market resolves to Yes. The BBWAA announces the award on Nov 13, 2025; voting took place before the postseason. Finalists are announced on Nov 3, 2025.|Contract terms with scheduled dates.
1|L|resolution-note|Resolved No|Shohei Ohtani won the NL MVP unanimously on November 13, 2025, his fourth MVP and third in a row. Schwarber finished second and Juan Soto third. Resolved No.|Reports the November 13, 2025 award.
2|L|trader-comment|comment thread|Schwarber made the finalists on Nov 3 2025 along with Ohtani and Soto, but nobody serious thought he'd win. 56 homers as a DH vs Ohtani's 55 plus pitching. Unanimous Ohtani on the 13th.|Reports the November 3 and 13, 2025 announcements.
3|K|trader-comment|comment thread|Ballots were already in before the playoffs, so Ohtani's 3-homer, 10-strikeout NLCS game on October 17 doesn't count. Still Ohtani 95c. Schwarber at 4c is fair.|Pre-cutoff facts and a market reading.
12|K|news-sidebar|Schwarber's 56 homers lead NL|Phillies slugger Kyle Schwarber finished the regular season with 56 home runs and 132 RBIs, both NL highs, while Ohtani hit 55 and returned to the mound for the Dodgers.|Regular-season facts before the cutoff.
""",
    ),
    Q(
        "m9-maduro-out-2026-01",
        "Will Nicolás Maduro cease to hold the office of President of Venezuela by January 31, 2026?",
        "Resolves YES if, by January 31, 2026, Nicolás Maduro no longer exercises the office of President of Venezuela (because of resignation, removal, death, capture, exile or a formally recognized transfer of power). Resolves NO otherwise.",
        "2025-12-22",
        "2026-01-31",
        1,
        "geopolitics",
        """
4|K|polymarket-rules|Maduro out by January 31, 2026?|This market will resolve to Yes if Nicolás Maduro ceases to be President of Venezuela by January 31, 2026, 11:59 PM ET. Temporary absence from the country does not count unless another person formally assumes the presidency.|Rules with the deadline.
1|L|resolution-note|Resolved Yes|US forces captured Nicolás Maduro in Caracas in the early hours of January 3, 2026 and flew him to New York to face narco-terrorism charges. Delcy Rodríguez was sworn in as acting president on January 5, 2026. Resolved Yes.|Reports the January 3 and 5, 2026 events.
2|L|trader-comment|comment thread|Jan 3 2026. Strikes on Caracas, Maduro in US custody by morning. I was holding No at 88c thinking they'd never go in. Painful lesson.|Reports the January 3, 2026 capture.
6|K|news-sidebar|Trump orders blockade of sanctioned oil tankers|President Trump said on December 16 that he had ordered a "total and complete blockade" of sanctioned oil tankers going in and out of Venezuela, the latest escalation after months of strikes on alleged drug boats in the Caribbean.|Reports a pre-cutoff order.
9|K|gjopen-rationale|Forecaster rationale|Pressure is enormous but regimes under blockade tend to last longer than expected; Maduro has survived 2019 and 2024. Unless there is a direct US operation, I'd keep Yes below 20% for a January 31, 2026 deadline.|A conditional forecast with the deadline.
""",
    ),
    Q(
        "m9-adams-withdraw-2025",
        "Will Eric Adams withdraw from the 2025 New York City mayoral race by October 15, 2025?",
        "Resolves YES if, by October 15, 2025, Mayor Eric Adams publicly announces that he is ending his independent campaign for re-election in the November 4, 2025 general election. His name remaining on the ballot does not matter.",
        "2025-09-15",
        "2025-10-15",
        1,
        "elections",
        """
5|K|kalshi-rules|Eric Adams drops out of NYC race|If Eric Adams announces the end of his mayoral campaign before Oct 16, 2025, then the market resolves to Yes. The general election is on Nov 4, 2025. Ballots are already printed, so his name will appear regardless.|Contract terms with future dates.
1|L|resolution-note|Resolved Yes|Eric Adams announced in a video on September 28, 2025 that he was suspending his re-election campaign, saying he could not raise the funds he needed after the Campaign Finance Board withheld matching money. He did not endorse anyone. Resolved Yes.|Reports the September 28, 2025 announcement.
2|L|trader-comment|comment thread|He's out, Sept 28 2025. No endorsement of Cuomo though, which is what the Cuomo people wanted. Mamdani still comfortably ahead in every poll.|Reports the September 28, 2025 withdrawal.
3|K|news-sidebar|Adams insists he is staying in despite job offer reports|Mayor Eric Adams said on Sunday he would remain in the race, after reports that Trump administration officials had discussed an ambassadorship for him if he stepped aside. Early voting begins October 25.|A past statement and a future date.
8|K|trader-comment|comment thread|Saudi ambassador rumour again. Adams says no every time. He's polling under 10% and has no matching funds, but he's stubborn. I'd say 40% he quits before October 15.|A trader's estimate.
""",
    ),
    Q(
        "m9-verstappen-suzuka-2025",
        "Will Max Verstappen win the 2025 Japanese Grand Prix on April 6, 2025?",
        "Resolves YES if Max Verstappen is classified first in the 2025 Formula 1 Japanese Grand Prix at Suzuka, scheduled for April 6, 2025. Resolves NO otherwise.",
        "2025-03-25",
        "2025-04-06",
        1,
        "sports",
        """
2|K|polymarket-rules|Japanese Grand Prix winner: Verstappen?|This market will resolve to Yes if Max Verstappen wins the Japanese Grand Prix scheduled for April 6, 2025, per the official FIA classification. Post-race penalties applied before the market closes count.|Rules with the race date.
1|L|resolution-note|Resolved Yes|Verstappen won at Suzuka on April 6, 2025 from pole, holding off Lando Norris by 1.4 seconds with Oscar Piastri third. Resolved Yes.|Reports the April 6, 2025 race.
3|L|trader-comment|comment thread|Red Bull swapped Lawson and Tsunoda on March 27, 2025, and Max takes pole on 5 April 2025 by a hundredth. Yes went from 18c to 55c after qualy.|Reports the March 27 driver swap and the April 5, 2025 qualifying.
2|L|trader-comment|comment thread|Verstappen P1 Sunday 6 April 2025, first win of the season. McLaren had the faster car and still lost because you can't pass at Suzuka.|Reports the April 6, 2025 win.
5|K|trader-comment|comment thread|McLaren took a one-two in China on Sunday and Red Bull look a step behind. Suzuka has long fast corners which suits the McLaren. Selling Verstappen Yes at 20c.|A trader's view from a pre-cutoff race.
""",
    ),
    Q(
        "m9-last-penny-2025",
        "Will the US Mint strike its final penny for circulation by November 30, 2025?",
        "Resolves YES if, by November 30, 2025, the US Mint or the Treasury announces that it has struck its final one-cent coin for general circulation. Collector or proof coins struck afterwards do not matter.",
        "2025-10-25",
        "2025-11-30",
        1,
        "economics",
        """
6|K|metaculus-question|Resolution criteria|This question resolves Yes if the US Mint announces that circulating penny production has ended on or before November 30, 2025. The Treasury said in May 2025 that it had placed its final order for penny blanks and expected production to stop early in 2026 once they run out.|Criteria and a stated plan.
1|L|resolution-note|Resolved Yes|The Mint struck its last circulating pennies in Philadelphia on November 12, 2025, at a ceremony attended by Treasurer Brandon Beach. Resolved Yes.|Reports the November 12, 2025 final strike.
3|L|news-sidebar|End of the penny brings rounding headaches|Since the final penny was struck on November 12, 2025, retailers have begun rounding cash transactions to the nearest nickel, and some states say their laws may need changing.|Reports the November 12, 2025 final strike and its aftermath.
10|K|news-sidebar|Trump orders halt to penny production|President Trump said on February 9 that he had told the Treasury to stop minting new pennies, which cost more than 3 cents each to make.|A fact dated before the cutoff.
4|K|trader-comment|comment thread|Everything I've read says they run until the blanks are gone, which could be early 2026. If the Mint holds a final ceremonial strike in November it resolves early, but nothing is scheduled. 30%.|A trader's estimate.
""",
    ),
    Q(
        "m9-us-japan-trade-deal-2025",
        "Will the United States and Japan announce a trade agreement by July 31, 2025?",
        "Resolves YES if, by July 31, 2025, the US and Japanese governments both announce that they have reached a trade agreement or framework setting tariff rates on Japanese goods. Resolves NO otherwise.",
        "2025-07-08",
        "2025-07-31",
        1,
        "economics",
        """
1|K|polymarket-rules|US x Japan trade deal by July 31?|This market will resolve to Yes if the US and Japan announce a trade agreement by July 31, 2025, 11:59 PM ET. President Trump's letter of July 7 set a 25% tariff on Japanese goods from August 1, 2025 unless a deal is reached.|Rules with a tariff letter and future dates.
1|L|resolution-note|Resolved Yes|Trump announced on July 22, 2025 a deal under which US tariffs on Japanese goods, including cars, will be 15% and Japan will direct $550 billion of investment into the US. Prime Minister Ishiba confirmed the agreement the next day. Resolved Yes.|Reports the July 22-23, 2025 announcements.
3|L|trader-comment|comment thread|Deal on July 22 2025, two days after the LDP got hammered in the upper house election. Toyota up 14% the next morning in Tokyo. Yes at 100.|Reports the July 20 and July 22, 2025 events.
4|K|news-sidebar|Akazawa heads to Washington for eighth round of talks|Japan's chief negotiator Ryosei Akazawa will return to Washington this week, with Tokyo insisting on relief from the 25% auto tariff. The upper house election is set for July 20.|A scheduled trip and a scheduled election.
11|K|trader-comment|comment thread|Seven rounds of talks and still nothing. Ishiba can't give ground on rice before the July 20 election. I'd take No at these prices unless something happens in the last week.|A trader's view ahead of future dates.
""",
    ),
]
