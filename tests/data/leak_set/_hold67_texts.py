# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the held-out `hold67` part, read by `build_hold67.py`.

Structured and semi-structured pages as a search snippet renders them: league tables and
standings, infoboxes, event and court calendars, dashboards and status pages, court dockets,
quote pages, timelines and dated lists, across sports, courts, markets, weather, politics and
culture. Each question's documents are tuples: days before the cutoff it is published, label
(L=leak / K=keep), style, title, text, why. Written blind as a held-out part; the events are real
ones of 2024-2025, the wording is invented and the figures are from memory, not checked data.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "r8-nezha2-1b-2025",
        "Will Ne Zha 2 gross more than $1 billion worldwide by February 28, 2025?",
        "Resolves YES if box-office trackers report cumulative worldwide grosses for Ne Zha 2 (released in China on January 29, 2025) above US$1 billion on or before February 28, 2025. Resolves NO otherwise.",
        "2025-02-05",
        "2025-02-28",
        1,
        "box_office",
        [
            (2, "K", "box-office-chart", "Worldwide box office, Spring Festival 2025 - daily chart", "Rank | Title | Day gross | Cumulative | Days. 1 | Ne Zha 2 | ¥482m | ¥4.87bn | 6. 2 | Detective Chinatown 1900 | ¥131m | ¥2.71bn | 6. Figures for Feb. 3, 2025; next update tomorrow 10:00 Beijing time.", "A daily chart with figures to February 3, before the cutoff."),
            (1, "L", "box-office-chart", "Ne Zha 2 (2025) - Box office summary", "Domestic (China): $1,021,400,000. International: $9,850,000. Worldwide: $1,031,250,000. Release: January 29, 2025. Crossed $1 billion worldwide: February 13, 2025 (day 16), the first film from outside Hollywood to do so.", "Reports the $1 billion mark as reached on February 13, 2025."),
            (4, "K", "forecast-table", "Maoyan projected final gross - Spring Festival titles", "Title | Projected final (¥) | Updated. Ne Zha 2 | 8.0bn | Feb 1. Detective Chinatown 1900 | 3.6bn | Feb 1. Projections revised daily; a ¥7bn total would put Ne Zha 2 roughly level with $1 billion at current exchange rates.", "Projections of a future total, not a reported one."),
            (3, "L", "wiki-infobox", "Ne Zha 2 - film infobox", "Directed by Jiaozi · Production: Chengdu Coco Cartoon · Release date 29 January 2025 (China) · Running time 144 minutes · Box office ¥15.4 billion (US$2.2 billion), as of 30 March 2025; highest-grossing animated film of all time since 26 February 2025.", "The infobox gives totals and a record set on dates after the cutoff."),
            (6, "K", "release-calendar", "International release dates - Ne Zha 2", "Mainland China: 29 Jan 2025 (2D, IMAX). Hong Kong and Macau: 22 Feb 2025. Australia and New Zealand: 13 Feb 2025. North America (limited, Mandarin): 14 Feb 2025. Dates subject to change by local distributors.", "A calendar of release dates to come."),
            (1, "L", "ranking-list", "All-time worldwide box office - animated features", "1. Ne Zha 2 (2025) - $1.70bn, overtook Inside Out 2 on Feb 26, 2025. 2. Inside Out 2 (2024) - $1.699bn. 3. Frozen II (2019) - $1.45bn. 4. The Super Mario Bros. Movie (2023) - $1.36bn.", "The list reports a record passed on February 26, 2025."),
        ],
    ),
    Q(
        "r8-red-river-talc-plan-2025",
        "Will the bankruptcy court confirm Red River Talc's Chapter 11 plan by April 30, 2025?",
        "Resolves YES if the U.S. Bankruptcy Court for the Southern District of Texas enters an order confirming the prepackaged plan of Red River Talc LLC, the Johnson & Johnson unit created to resolve ovarian-cancer talc claims, on or before April 30, 2025. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-30",
        0,
        "courts",
        [
            (5, "K", "court-docket", "In re Red River Talc LLC, No. 24-90505 (Bankr. S.D. Tex.) - docket", "02/18/2025 | 1402 | Minute entry: confirmation hearing commenced before Judge Christopher M. Lopez. 03/05/2025 | 1770 | Closing arguments held; matter taken under advisement. Next: status conference set for Mar. 31, 2025 at 1:30 p.m. (CT).", "Docket entries before the cutoff and a hearing set after it."),
            (2, "L", "court-docket", "In re Red River Talc LLC - docket (latest entries)", "03/31/2025 | 2045 | MEMORANDUM OPINION denying confirmation of the debtor's prepackaged plan (Lopez, J.). 04/01/2025 | 2051 | ORDER dismissing Chapter 11 case. Entered on March 31, 2025.", "Reports the March 31, 2025 denial as entered."),
            (9, "K", "case-timeline", "J&J talc litigation: timeline", "Jan 2023 - Third Circuit rejects LTL Management bankruptcy. Jul 2023 - second LTL filing dismissed. Sep 20, 2024 - Red River Talc files in Houston. Feb 18, 2025 - confirmation trial opens. Ruling expected after closing arguments.", "A timeline of earlier events and a ruling still to come."),
            (1, "L", "quote-page", "JNJ - Johnson & Johnson, NYSE: quote and news", "JNJ 160.42 -1.2% · Volume 9.8M · As of Apr. 1, 2025 4:00 p.m. ET. News: J&J shares slip after a judge on Mar. 31, 2025 threw out its third attempt to settle talc claims in bankruptcy; company says it will return to the tort system.", "The quote page reports the March 31, 2025 ruling and the next day's price."),
            (12, "K", "faq-page", "Talc claimant FAQ - Red River Talc plan", "When will the judge decide? The court has not set a date; a written ruling could come weeks after closing arguments. What happens if the plan is confirmed? Payments would begin after the effective date, no earlier than mid-2025.", "Conditionals about a decision still pending."),
        ],
    ),
    Q(
        "r8-jets-presidents-trophy-2025",
        "Will the Winnipeg Jets win the Presidents' Trophy for the best regular-season record in the 2024-25 NHL season?",
        "Resolves YES if the Winnipeg Jets finish the 2024-25 NHL regular season (scheduled to end April 17, 2025) with the league's most points and are awarded the Presidents' Trophy. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-17",
        1,
        "sports",
        [
            (3, "K", "standings-table", "NHL standings - league, 2024-25 (through games of March 16)", "Rk | Team | GP | W | L | OTL | PTS. 1 | Winnipeg Jets | 68 | 48 | 17 | 3 | 99. 2 | Washington Capitals | 67 | 44 | 15 | 8 | 96. 3 | Dallas Stars | 66 | 44 | 20 | 2 | 90. Regular season ends April 17, 2025.", "Standings before the cutoff and a season end still to come."),
            (1, "L", "standings-table", "NHL standings - league, 2024-25 final", "Final regular-season standings (April 17, 2025). 1 | Winnipeg Jets | 82 | 56 | 22 | 4 | 116 - z (Presidents' Trophy). 2 | Washington Capitals | 82 | 51 | 22 | 9 | 111. 3 | Vegas Golden Knights | 82 | 50 | 22 | 10 | 110.", "Final standings dated April 17, 2025 report the outcome."),
            (6, "K", "schedule-page", "Winnipeg Jets - remaining schedule", "Thu, Mar 20 vs CHI 7:00 PM · Sat, Mar 22 at MIN 7:00 PM · ... · Tue, Apr 15 vs SJ 7:00 PM · Wed, Apr 16 at CHI 7:30 PM. 14 games remaining, 8 at Canada Life Centre.", "A schedule of future games."),
            (2, "L", "playoff-odds-dashboard", "Playoff and trophy odds - updated daily", "Presidents' Trophy: WPG clinched (Apr 13, 2025), 100%. WSH 0%. Magic number: -. Last updated April 14, 2025, 6:02 a.m. ET.", "A dashboard updated after the cutoff reports a clinch."),
            (11, "K", "playoff-odds-dashboard", "Playoff and trophy odds - updated daily", "Presidents' Trophy odds: WPG 71%, WSH 24%, DAL 3%, others 2%. Based on 10,000 simulations of remaining games. Last updated March 9, 2025.", "Probabilities dated before the cutoff."),
            (4, "L", "award-list", "Presidents' Trophy winners", "2022-23 Boston Bruins (135 pts). 2023-24 New York Rangers (114 pts). 2024-25 Winnipeg Jets (116 pts), clinched with a win on April 13, 2025; second in franchise history after 2023-24's Central Division lead.", "The list reports the 2024-25 winner and a clinch dated after the cutoff."),
        ],
    ),
    Q(
        "r8-mstr-nasdaq100-2024",
        "Will MicroStrategy be added to the Nasdaq-100 index in its December 2024 annual reconstitution?",
        "Resolves YES if Nasdaq announces that MicroStrategy (MSTR) joins the Nasdaq-100 as part of the annual reconstitution taking effect before market open on December 23, 2024. Resolves NO otherwise.",
        "2024-12-01",
        "2024-12-23",
        1,
        "markets",
        [
            (4, "K", "index-calendar", "Nasdaq-100 annual reconstitution 2024 - key dates", "Ranking data as of: Nov. 29, 2024 (last trading day of November). Announcement: Friday, Dec. 13, 2024, after market close. Effective: prior to market open Monday, Dec. 23, 2024.", "A calendar of dates still to come."),
            (1, "L", "index-changes-table", "Nasdaq-100 reconstitution - changes effective Dec. 23, 2024", "Added: Palantir Technologies (PLTR), MicroStrategy (MSTR), Axon Enterprise (AXON). Removed: Illumina (ILMN), Moderna (MRNA), Super Micro Computer (SMCI). Announced December 13, 2024.", "Reports the December 13, 2024 announcement of the additions."),
            (7, "K", "quote-page", "MSTR - MicroStrategy Inc, Nasdaq: quote", "MSTR 385.60 +3.1% · Market cap $92.8B · 52-wk range 43.87-543.00 · As of Nov. 22, 2024 4:00 p.m. ET. Upcoming: Nasdaq-100 reconstitution announcement Dec. 13.", "Quote before the cutoff and a scheduled announcement."),
            (2, "L", "etf-holdings-page", "Invesco QQQ Trust - top holdings", "Holdings as of 12/23/2024 (December 23, 2024). ... MicroStrategy Inc (MSTR) 0.47% · Palantir Technologies (PLTR) 0.52% · Axon Enterprise (AXON) 0.18%. New positions effective with the annual reconstitution.", "Holdings dated after the cutoff show MSTR included."),
            (13, "K", "analyst-note", "Index watch: who could join the Nasdaq-100 in December", "Eligibility screen (as of Nov. 15, 2024). Candidate | Est. rank by market cap | Issue. PLTR | 24 | moved listing to Nasdaq Nov. 26. MSTR | 41 | classification question (software vs. financial). AXON | 88 | none.", "A screen of possible additions, with outcomes still open."),
        ],
    ),
]
