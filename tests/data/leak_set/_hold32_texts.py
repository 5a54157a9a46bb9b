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
]
