# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind9` part, read by `build_blind9.py`.

Each question is a real ForecastBench question of a 2025 round (2025-11-09 to 2025-12-21): its id,
question, resolution criteria (as the description) and outcome come from the round's question set
and resolution set; the cutoff was chosen. Its documents are one line each in a string, fields
separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style, title,
text, why. A `forecastbench-*` document quotes word for word an excerpt of the question's own
background, resolution criteria or freeze-value explanation (markdown emphasis removed); every
other text was written blind for this set. Adapted from ForecastBench data (Forecasting Research
Institute, CC BY-SA 4.0); see `build_blind9.py` and the README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lm-manifold-Cg6Oy62I52",
        "Will Lewis Hamilton score more points than Charles Leclerc in the 2025 F1 season?",
        "Resolves to the outcome of the question found at https://manifold.markets/AlexanderTheGreater/will-lewis-hamilton-score-more-poin-QLqyl5dAZ2.",
        "2025-11-10",
        "2025-12-08",
        0,
        "manifold",
        """
12|K|season-tracker|Ferrari intra-team battle, standings after Mexico|Leclerc 210, Hamilton 146 after the Mexico City Grand Prix on October 26, 2025. Still to run: Brazil (Nov. 9), Las Vegas (Nov. 22), Qatar (Nov. 30) and Abu Dhabi (Dec. 7). A 64-point gap with four weekends and one sprint left would need Hamilton to outscore his teammate by about 16 a round.|Standings at an earlier date and a future calendar.
3|K|forum-post|r/formula1: is Lewis actually catching Charles?|Honestly no. He's had flashes, the China sprint aside, but no grand prix podium in a red car yet, and the maths says he needs Leclerc to DNF twice. I'll revisit after Vegas on the 22nd but I'm not holding my breath.|Opinion and a future race.
2|L|season-review|Hamilton's first Ferrari year ends without a podium|The season closed in Abu Dhabi on December 7, 2025 with Leclerc fifth in the drivers' standings on 242 points and Hamilton sixth on 156, the first year of his career in which he failed to reach the podium.|Reports the December 7, 2025 final standings.
5|L|market-resolution-notice|Resolved: Hamilton vs Leclerc 2025 points|Resolved NO on Dec. 8, 2025. Final tally after the Abu Dhabi finale: Leclerc 242, Hamilton 156. Thanks to everyone who traded.|Reports the resolution of December 8, 2025.
8|K|conditional|What Hamilton would need|If Hamilton wins in Las Vegas on November 22 and Leclerc fails to finish there and in Qatar on November 30, the gap would close to single digits before Abu Dhabi. Nobody in the paddock expects that sequence.|A condition about future races.
4|L|preview-with-update|Las Vegas preview: Hamilton's last real chance?|Hamilton says the long straights in Las Vegas should suit the Ferrari, and he needs a big weekend to keep the intra-team fight alive. UPDATE, Saturday, November 22, 2025: Leclerc finished ahead of Hamilton again under the lights, and with only Qatar and Abu Dhabi left the gap can no longer be closed.|The appended update reports the November 22, 2025 race.
""",
    ),
    Q(
        "lm-manifold-llC0sSgzg8",
        "Will Trump & Elon cut >250,000 government employees in 2025?",
        "Resolves to the outcome of the question found at https://manifold.markets/Ziddletwix/will-trump-elon-cut-250000-governme.",
        "2025-11-28",
        "2025-12-17",
        1,
        "manifold",
        """
3|K|data-calendar|Jobs report schedule after the shutdown|BLS says the October and November employment figures will be released together on December 16, 2025, after the funding lapse that ran from October 1 to November 12 delayed the September report. The federal employment line is the one this market watches.|A release schedule; the shutdown dates are earlier facts.
4|K|tracker|Federal headcount tracker, as of the September report|Federal employment has fallen by roughly 97,000 since January on the payroll survey, but deferred-resignation departures dated September 30 are expected to show up in the October figures. We will update when the next release lands.|Earlier data and an expected future release.
2|L|news-item|Payroll report shows federal workforce down sharply|The combined jobs report released on Tuesday, December 16, 2025 showed federal government employment falling by about 162,000 in October alone as deferred resignations took effect, leaving it more than 270,000 below January's level, according to the figures.|Reports the December 16, 2025 release as done.
1|L|forum-post|Kalshi-linked market: resolving YES|Dec 17 2025: the FRED series now shows federal employees down more than 250k from the January 2025 count, so this resolves YES per the description. Congrats to the yes holders.|Reports a December 17, 2025 resolution.
9|K|preview|Will the buyouts push the count over 250,000?|OPM's director has talked about some 300,000 departures by year end, but the payroll survey counts differently. Whether the number crosses the line depends on how the October and November data, due in mid-December, treat people on paid administrative leave.|An expectation and a future release.
5|L|correction|Correction to our federal workforce story|An earlier version of this article, published before the December 16, 2025 release, said the decline would fall short of 250,000. The data released that day showed a bigger drop, and the article has been corrected.|Reports the December 16, 2025 release as done.
""",
    ),
    Q(
        "lm-polymarket-0x12993004a50c8a25454afbc8ccea7a52f9e6f5ddfaa218feea52a4e95cd874bb",
        "Will Gold close at $2,700-2,800 at the end of 2025?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-gold-close-at-2700-2800-at-the-end-of-2025.",
        "2025-11-28",
        "2025-12-31",
        0,
        "polymarket",
        """
9|K|tracker|Gold price tracker|COMEX front month: about $4,150/oz. Record: above $4,380 on October 20, 2025. 2025 gain: more than 55%. Year-end close: Wednesday, December 31.|Earlier prices and a future close.
2|L|market-wrap|Gold ends 2025 with its best year since 1979|Gold futures settled the final session of 2025 on December 31, 2025 above $4,300 an ounce, after touching a record near $4,550 on December 26, according to exchange data.|Reports the December 26 and 31, 2025 prices.
1|L|market-resolution-notice|Gold year-end brackets settled|Resolved December 31, 2025: the COMEX continuous contract's final 2025 close was far above the $2,700-2,800 bracket. No.|Reports the December 31, 2025 resolution.
4|K|forecastbench-background|Market rules excerpt|This market will resolve to "Yes" if the price of the COMEX Gold Continuous Contract (GC00) is between $2,700.00 (inclusive) and $2,800.00 (exclusive) per troy ounce as of the final market close price in 2025. Otherwise, this market will resolve to "No".|Quotes the market's rules.
6|K|preview|Banks lift 2026 gold targets|Several banks now see $4,500-5,000 in 2026; a fall back to $2,800 by December 31 would require a crash of more than a third.|An expectation and a condition.
3|L|forum-post|Gold bracket post-mortem|Dec 31 2025 settle was ~4.3k. The 2.7-2.8k bracket was a lottery ticket from the January price. Resolved no.|Reports the December 31, 2025 settle.
""",
    ),
    Q(
        "lm-polymarket-0xfb0c98ef42c5c48b5ecca31e555aa0565a31958261e2d6c7b4cb15bbd417cbba",
        "Will Bitcoin dip to $90,000 by December 31, 2025?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-bitcoin-dip-to-90000-by-december-31-2025.",
        "2025-11-01",
        "2025-11-18",
        1,
        "polymarket",
        """
7|K|tracker|Bitcoin drawdown tracker|Low since October 2: $103,500 (October 17). Distance to the $90,000 line: about 13%. The market runs to December 31, 2025, 23:59 ET. Funding rates have reset after the October 10 liquidation cascade.|Earlier lows and a deadline.
2|L|news-item|Bitcoin falls below $90,000, erasing its 2025 gains|Bitcoin slid below $90,000 on Binance on November 18, 2025 for the first time since April, wiping out its gains for the year as ETF outflows continued, according to market data.|Reports the November 18, 2025 dip.
1|L|forum-post|Dip-to-90k thread|lol called it. Nov 18 2025 one-minute low printed 89,2xx on BTCUSDT. market should resolve yes now|Reports the November 18, 2025 candle.
12|K|preview|Analysts see support near $100K|Several desks expect the $100,000 area to hold into the end of the year; a fall to $90,000 would need a break of the 200-day average and another wave of forced selling.|An expectation.
5|K|conditional|If the Fed disappoints|Should the December 10 FOMC meeting disappoint markets, options traders see a retest of the low $90,000s as plausible before year end.|A condition about a future meeting.
3|L|caption|Photo caption|A screen at a crypto exchange in Seoul shows bitcoin trading below $90,000 on Tuesday, Nov. 18, 2025, as the sell-off that began in October deepened.|Reports the November 18, 2025 price.
""",
    ),
    Q(
        "lm-polymarket-0x0398ee767efc168f65bb148d7ac5874406ecf38b0585262c259c07b72a40b362",
        "Will NVIDIA (NVDA) close at $210–215 in 2025?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-nvidia-nvda-close-at-210215-in-2025.",
        "2025-11-29",
        "2025-12-31",
        0,
        "polymarket",
        """
8|K|earnings-preview|Nvidia reports on November 19|Nvidia reports fiscal Q3 after the close on Wednesday, November 19. Shares hit a record above $210 on October 29 before the AI-bubble worries of early November.|A future report and an earlier record.
2|L|market-wrap|Nvidia closes out 2025 below $190|Nvidia ended the last trading day of the year, December 31, 2025, at about $186.50, well below its October record and outside the $210-215 range.|Reports the December 31, 2025 close.
1|L|market-resolution-notice|NVDA year-end close brackets: $210-215 resolved No|Final close of 2025 (Dec. 31, 2025): about $186.5. Resolved No.|Reports the December 31, 2025 close.
5|K|conditional|What the bracket needs|For NVDA to close 2025 between $210 and $215, it must gain about 20% from here by December 31, roughly what it did in October.|A condition.
3|L|news-item|Chipmakers lag in December|Nvidia shares slipped through December 2025, closing the year on Wednesday, Dec. 31 at roughly $186, according to market data, as investors questioned AI spending.|Reports the December 2025 close.
6|K|forum-post|NVDA year-end pick|Earnings beat on the 19th, stock still dropped. Ten trading days of drift. I'd put 210-215 at under 5%.|Earlier facts and a guess.
""",
    ),
    Q(
        "lm-polymarket-0xc497f1ebe1bd67defd4484935758d242523b29ee36283025c16a32e4ddfb46b6",
        "Will the Portland Trail Blazers win the NBA Cup?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-the-portland-trail-blazers-win-the-nba-cup.",
        "2025-11-03",
        "2025-11-27",
        0,
        "polymarket",
        """
10|K|preview|NBA Cup group draw: Portland in a tough West group|Group play runs on Tuesdays and Fridays from October 31 to November 28; the knockout rounds start December 9 and the final is in Las Vegas on December 16. Portland have not reached the knockouts before.|A schedule.
2|L|news-item|Blazers eliminated from NBA Cup contention|Portland's loss on November 26, 2025 ended their chance of advancing from group play, according to the league's tiebreak tables.|Reports the November 26, 2025 elimination.
1|L|market-resolution-notice|Portland Trail Blazers to win NBA Cup: resolved|Resolved No (November 27, 2025). The team can no longer advance to the knockout rounds.|Reports the November 27, 2025 resolution.
4|K|data-calendar|Emirates NBA Cup 2025 key dates|Group nights: Oct. 31, Nov. 7, 14, 21, 25 and 28. Quarterfinals: Dec. 9-10. Semifinals and final in Las Vegas: Dec. 13 and Dec. 16.|A schedule.
7|K|forum-post|Blazers Cup odds thread|We're 2-1 in the regular season so far, whatever. Group games start Halloween. Would be nice to get a Vegas trip but realistically no.|Earlier facts and hopes.
3|L|news-item|Blazers' Cup hopes end with loss|Portland were reportedly eliminated from NBA Cup contention on Wednesday, Nov. 26, 2025, after results elsewhere in their group went against them, a day before the market settled.|Reports the November 26 elimination, hedged.
""",
    ),
    Q(
        "lm-polymarket-0x607c517eec2acc6e4d888a725d2d73a99b2d1088f150f1b05470dd9d6ef19379",
        "Will Racing Bulls finish fifth in the 2025 F1 Constructors' Championship?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-racing-bulls-finish-fifth-in-the-2025-f1-constructors-championship.",
        "2025-11-05",
        "2025-12-01",
        0,
        "polymarket",
        """
8|K|season-tracker|Constructors' table after Mexico|5. Williams 111, 6. Racing Bulls 72, 7. Aston Martin 69, 8. Haas 62. Four rounds remain, ending in Abu Dhabi on December 7.|Standings and a future race.
2|L|news-item|Williams seal fifth with a round to spare|Williams clinched fifth in the constructors' standings at the Qatar Grand Prix on November 30, 2025, leaving Racing Bulls unable to catch them before Abu Dhabi.|Reports the November 30, 2025 result.
1|L|market-resolution-notice|Racing Bulls fifth in 2025 constructors: No|Resolved December 1, 2025: it became mathematically impossible for Racing Bulls to finish fifth.|Reports the December 1, 2025 resolution.
12|K|conditional|Racing Bulls' outside chance|If Racing Bulls outscore Williams by roughly ten points a weekend across Brazil, Las Vegas, Qatar and Abu Dhabi, fifth is possible. That has not happened in any stretch this year.|A condition about future races.
3|L|season-review|2025 constructors' championship, final order|McLaren took the title in Singapore on October 5; the fight for fifth ended at Lusail on 30 November 2025 when Williams moved out of Racing Bulls' reach, and Abu Dhabi on 7 December settled the rest.|Reports the November 30 and December 7, 2025 outcomes.
9|K|preview|Lusail and Yas Marina: what's left to decide|Fifth place in the constructors' standings could be settled in Qatar on November 30, if Williams keep a gap of more than 44 points, or go to Abu Dhabi on December 7.|Conditions about future races.
""",
    ),
    Q(
        "lm-polymarket-0x12b6268efb832fe64bb746b9f50a51245b761d6b170e172b3cd81a7c4f39432b",
        "Will 8+ Fed rate cuts happen in 2025?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-8plus-fed-rate-cuts-happen-in-2025.",
        "2025-11-02",
        "2025-12-10",
        0,
        "polymarket",
        """
2|K|data-calendar|FOMC meetings remaining in 2025|Meetings: December 9-10 is the last of 2025. After cuts on September 17 and October 29, the target range is 3.75-4.00%. The 2026 calendar begins with January 27-28.|A schedule and earlier decisions.
2|L|news-item|Fed cuts for the third time this year|The Fed lowered its target range to 3.50-3.75% on December 10, 2025, its third consecutive quarter-point cut, with three dissents, according to the statement.|Reports the December 10, 2025 decision.
1|L|market-resolution-notice|8+ Fed cuts in 2025: resolved No|Final count after the December meeting (Dec. 10, 2025): three cuts of 25bp. Resolved No.|Reports the December 10, 2025 count.
5|K|conditional|The only path to eight|Even a 50bp move in December would make the year's count four quarter-point cuts by this market's method; eight would need an emergency sequence no one is pricing.|A conditional.
1|K|preview|Powell's December dilemma|The chair said on October 29 that a December cut was not a foregone conclusion. Even with one more move, 2025 will end with three cuts at most.|An earlier statement and an expectation.
3|L|mixed-tense-narrative|The year the Fed cut three times|It started with a pause that lasted until September. Then came the cuts: September 17, October 29 and, with three dissents, December 10, 2025. Nobody had bet on eight.|Reports the December 10, 2025 cut.
""",
    ),
    Q(
        "lm-polymarket-0x54416d15d2428ec5fb1e6f2e646f0fd570f367be80d9dd285c479c8e9ce238a6",
        "Solana all time high before 2026?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/solana-all-time-high-before-2026.",
        "2025-11-30",
        "2025-12-31",
        0,
        "polymarket",
        """
10|K|tracker|Solana price vs record|SOL: about $140. Record high: about $294 on January 19, 2025. Needed for a new high before 2026: more than double.|Earlier prices.
2|L|market-wrap|Solana ends 2025 down about a third|SOL finished 2025 near $125 on December 31, 2025, never coming close to its January record, according to Binance data.|Reports the December 31, 2025 price.
1|L|market-resolution-notice|Solana all-time high before 2026: resolved No|Resolved No on December 31, 2025; no 1-minute high above the January 19 record.|Reports the December 31, 2025 resolution.
4|K|forecastbench-background|Market rules excerpt|This market will resolve to "Yes" if any Binance 1 minute candle for SOLUSDT between 11 Mar '25 12:00 and 31 Dec '25 23:59 in the ET timezone has a final “High” price that is higher than any previous Binance 1 minute candle's "High" price on any prior date. Otherwise, this market will resolve to "No".|Quotes the market's rules.
6|K|preview|Can Solana ETFs revive the rally?|Spot Solana ETFs started trading on October 28. Inflows have been steady, but analysts see $200 as a ceiling before year end.|An earlier fact and an expectation.
3|L|forum-post|SOL ATH market|Year's over (Dec 31 2025) and SOL is closer to $100 than $300. No ATH. Next year.|Reports the December 31, 2025 price.
""",
    ),
    Q(
        "lm-metaculus-35569",
        "¿Crecerá la economía de España más que la de la Eurozona entre el Q3 2024 y el Q3 2025?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/35569.",
        "2025-11-03",
        "2025-11-30",
        1,
        "metaculus",
        """
3|K|data-calendar|Eurostat GDP releases|Q3 2025 preliminary flash: 30 October. Flash estimate: 14 November 2025. Updated estimate with employment: 5 December 2025.|A release calendar.
2|L|data-release-writeup|Eurostat confirms Spain outpacing the euro area|Eurostat's estimate of 14 November 2025 confirmed Spain's GDP up about 2.8% year on year in Q3, against roughly 1.4% for the euro area.|Reports the November 14, 2025 release.
1|L|news-item|Spain growth beats eurozone again in updated figures|The updated Eurostat release on December 5, 2025 kept Spain's year-on-year growth around double the euro-area figure.|Reports the December 5, 2025 release.
2|K|preview|Spain's outperformance set to continue|INE's flash showed 0.6% quarter on quarter; the bank expects Eurostat's November figure to confirm the gap.|Expectation before a release.
4|L|table-text|Eurostat GDP, Q3 2025, year-on-year (release of 14 November 2025)|Euro area 1.4 / EU 1.6 / Spain 2.8 / Germany 0.3 / France 0.9 / Italy 0.4|A flattened table from the November 14, 2025 release.
1|K|forum-post|Spain vs eurozone, basically settled?|The Q3 flash on the 30th had Spain at 2.8% y/y and the euro area at 1.3%. The question waits for the official Eurostat figures in November and December, but the gap is huge.|Earlier data and future releases.
""",
    ),
    Q(
        "lm-metaculus-35564",
        "¿Será la película con mayor recaudación mundial en 2025 parte de una franquicia?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/35564.",
        "2025-11-04",
        "2025-11-29",
        1,
        "metaculus",
        """
8|K|tracker|2025 worldwide box office top five|1. Ne Zha 2 ~$2.2bn. 2. Lilo & Stitch ~$1.04bn. 3. A Minecraft Movie ~$958m. 4. Jurassic World Rebirth ~$868m. Upcoming: Zootopia 2 (Nov. 26), Avatar: Fire and Ash (Dec. 19).|Earlier totals and future releases.
2|L|news-item|Ne Zha 2 set to end 2025 as the top film worldwide|As of November 29, 2025, no Hollywood release had come close to Ne Zha 2's total, and Zootopia 2's strong opening weekend left it far behind the Chinese sequel.|Reports the position on November 29, 2025.
1|L|forum-post|Metaculus thread: resolves yes?|Zootopia 2 did huge numbers over Thanksgiving, November 26-30, 2025, but Ne Zha 2 is a sequel anyway, so whichever tops it, it's a franchise film. Closing as yes on Nov 29.|Reports events of November 26-30.
11|K|preview|Can Avatar 3 catch Ne Zha 2?|Avatar: Fire and Ash opens December 19; it would need well over $2bn to take first. Either way, the top film will be part of a franchise.|A future release and a conditional.
3|L|encyclopedic-summary|2025 in film|Ne Zha 2 became the highest-grossing film of 2025 worldwide and the highest-grossing animated film ever; by the end of November 2025 Zootopia 2 had become the year's biggest Hollywood opening overseas.|Reports standings at the end of November 2025.
""",
    ),
    Q(
        "lm-polymarket-0x4f7d83388f21541ec765e3eda3a9b8d2b5a3b20f0d7531fc4aa46089fb1bd588",
        "Will Joe Biden be the #2 searched person on Google this year?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-joe-biden-be-the-2-searched-person-on-google-this-year.",
        "2025-11-06",
        "2025-12-04",
        0,
        "polymarket",
        """
9|K|preview|What Google's 2025 Year in Search might show|Google usually publishes its Year in Search in the first week of December. In 2024, Donald Trump led the global People list. Biden's profile is much lower this year.|Earlier fact and expected publication.
2|L|news-item|Google's 2025 trends list is out|Google published its 2025 Year in Search on December 4, 2025; Joe Biden was not in the top two of the global people ranking.|Reports the December 4, 2025 publication.
1|L|market-resolution-notice|Biden #2 searched person 2025: resolved No|Resolved No on Dec. 4, 2025, after the official list was posted.|Reports the December 4, 2025 resolution.
4|K|forecastbench-background|Market rules excerpt|This market will resolve according to the individual ranked #2 in Google’s official Year in Search list for 2025, published on Google’s Year in Search hub.|Quotes the market's resolution rule.
12|K|data-calendar|December announcements calendar|Spotify Wrapped: early December. Google Year in Search: expected December 4. TIME Person of the Year: December 11.|A calendar.
3|L|news-item|What the world searched for in 2025|Google's 2025 Year in Search, released Thursday, December 4, 2025, put other news figures ahead of former President Biden, who did not make the global top two, according to the list.|Reports the December 4 publication.
""",
    ),
    Q(
        "lm-polymarket-0xeca33037ccf02ba4f3a22e863b33dcdbd4cd8946bd38d2d8aa200bdd2c185421",
        "Will Highest 2 Lowest win Best Makeup and Hairstyling at the 98th Academy Awards?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-highest-2-lowest-win-best-makeup-and-hairstyling-at-the-98th-academy-awards.",
        "2025-11-12",
        "2025-12-17",
        0,
        "polymarket",
        """
10|K|preview|Oscars makeup race: shortlist next|The Academy releases shortlists in ten categories, including Makeup and Hairstyling, on December 16, 2025; nominations follow on January 22, 2026. Highest 2 Lowest is not a prosthetics-heavy film.|A schedule.
2|L|news-item|Oscar shortlists unveiled|On December 16, 2025 the Academy released ten-film shortlists, and Highest 2 Lowest was not among the makeup titles.|Reports the December 16, 2025 announcement.
1|L|market-resolution-notice|Highest 2 Lowest Best Makeup: resolved|Resolved No December 17, 2025: not on the Makeup and Hairstyling shortlist, so it cannot be nominated.|Reports the December 17, 2025 resolution.
6|K|forecastbench-background|Market description excerpt|For the 98th Academy Awards in 2026, nominations are scheduled to be announced on January 22, followed by the ceremony on March 15, 2026.|Quotes the market's background.
3|L|forum-post|Shortlists are out|Dec 16 2025 shortlist drop: Highest 2 Lowest missed makeup AND score. Market's dead.|Reports the December 16, 2025 shortlists.
5|K|preview|Crafts races: what to watch on shortlist day|The Academy's shortlists, due Tuesday, December 16, trim each crafts field to ten. Spike Lee's film is better placed in the sound and score conversations than in makeup.|A future announcement.
""",
    ),
    Q(
        "lm-polymarket-0xd3a26e8ca4f4dd9a7933e65fb1a36851b4527f7adadf477ca65106714ee26335",
        "Apple Vision Pro 2 released by December 31?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-apple-vision-pro-2-be-released-by-december-31.",
        "2025-11-20",
        "2025-12-30",
        0,
        "polymarket",
        """
15|K|news-item|Apple updates Vision Pro with M5|Apple refreshed Vision Pro on October 22 with an M5 chip and a new band, keeping the name. A lighter, cheaper model is not expected before 2027, analysts say.|Earlier release and an expectation.
2|L|market-resolution-notice|Vision Pro 2 by Dec 31: resolved No|Resolved No on December 30, 2025: no Vision product that the rules count as a successor was released; the M5 refresh kept the original name.|Reports the December 30, 2025 resolution.
1|L|forum-post|Vision Pro 2 market post-mortem|So December 2025 ended with nothing new from Apple on Vision. The October refresh never counted. Resolved no on the 30th.|Reports December 2025 events.
7|K|forum-post|Vision Pro 2 this year?|Gurman says the cheaper headset slipped and the real Vision Pro 2 is 2027 at best. The M5 bump in October is all we get for 2025, I think.|An expectation and an earlier release.
9|K|conditional|Would an M5 model count?|If Apple ships anything named Apple Vision before December 31, the market could resolve yes, but the October refresh was labelled Vision Pro, and the rules treat that as the same product.|A condition about a deadline.
3|L|news-item|Apple ends 2025 without a new headset name|Apple released no Vision product other than the October M5 refresh before December 31, 2025, and the market on a "Vision Pro 2" was settled as No on December 30.|Reports the December 30-31, 2025 outcome.
""",
    ),
    Q(
        "lm-manifold-qt0dEZpUqu",
        "Louvre robbers apprehended before Christmas?",
        "Resolves to the outcome of the question found at https://manifold.markets/Ziddletwix/louvre-robbers-apprehended-before-c.",
        "2025-11-20",
        "2025-12-24",
        1,
        "manifold",
        """
14|K|news-item|Two arrested in Louvre jewel heist|Two men were detained on October 25 in the Paris region, one at Charles de Gaulle airport, over the October 19 theft of crown jewels from the Apollo gallery. The jewels have not been found.|Earlier facts.
2|L|news-item|Four more detained in Louvre inquiry|Four more people, including a man suspected of being the fourth member of the team, were detained on November 25, 2025, the Paris prosecutor said.|Reports the November 25, 2025 arrests.
1|L|market-resolution-notice|Louvre robbers apprehended before Christmas: YES|Resolved YES on December 24, 2025; charges against members of the group that broke into the gallery were confirmed.|Reports the December 24, 2025 resolution.
5|K|forecastbench-background|Market resolution criteria excerpt|Resolution Criteria: This market resolves YES if any perpetrators involved in the physical robbery of the Louvre on October 19th are apprehended by authorities before the start of December 25th (Paris time). Resolves NO otherwise.|Quotes the market's criteria.
8|K|tracker|Louvre heist: what we know|Stolen: eight items. Suspects charged so far: four, in late October. Outstanding: at least one member of the four-person commando and the jewels. The Louvre's director is due before the Senate again in December.|Earlier facts and a future hearing.
3|L|follow-up|Louvre heist: the arrests so far|Updated Nov. 26, 2025: two more suspects were charged after the November 25 detentions, bringing the number charged to six; the jewels are still missing.|Reports the November 25-26, 2025 arrests.
""",
    ),
    Q(
        "lm-polymarket-0x4ef4a5e6c74f646ce7126c7283b1a679c76db679b3237c2c6eaac27249b13dfd",
        "Will Apple dip to $188 in November?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-aapl-dip-to-188-in-november.",
        "2025-11-15",
        "2025-11-29",
        0,
        "polymarket",
        """
7|K|tracker|Apple November range so far|AAPL: November low about $266 (November 4), high about $276. The $188 line is roughly 30% below. Month ends Friday, November 28 (half day) for regular trading.|Earlier prices and a deadline.
2|L|market-wrap|Apple hits a record as November ends|Apple closed Friday, Nov. 28, 2025 near $279, a record close, as investors rotated into names seen as less exposed to AI spending.|Reports the November 28, 2025 close.
1|L|market-resolution-notice|AAPL dip to $188 in November: resolved No|Resolved No on November 29, 2025. The month's lowest 1-minute candle was above $260.|Reports the November 29, 2025 resolution.
4|K|conditional|What a dip to $188 would need|A fall to $188 before November 30 would take a drop far larger than the April tariff sell-off, when Apple traded near $170 for a day.|A condition and an earlier fact.
3|L|forum-post|Apple $188 thread|lol. Nov 2025 low ~$266 (set on the 4th) and it closed the month at an ATH on the 28th. Dead market.|Reports the November 28, 2025 close.
9|K|earnings-preview|Apple after the iPhone 17 quarter|Apple reported on October 30 and guided to double-digit iPhone growth for the December quarter; the next report is due in late January 2026.|An earlier report and a future one.
""",
    ),
    Q(
        "lm-manifold-6A0Csq0Z9c",
        "Will MrBeast reach 460 million subscribers in 2025?",
        "Resolves to the outcome of the question found at https://manifold.markets/bagelfan/will-mrbeast-reach-460-million-subs.",
        "2025-12-02",
        "2026-01-01",
        0,
        "manifold",
        """
8|K|tracker|MrBeast subscriber tracker|Main channel: about 450 million. Pace: roughly 4-5 million a month since the summer. Target: 460 million by 11:59 p.m. ET on December 31, 2025.|Earlier figures and a deadline.
2|L|forum-post|MrBeast 460M check|Looked at SocialBlade at midnight ET, Dec 31 2025: still short of 460M on the main channel. Resolving NO.|Reports the December 31, 2025 check.
1|L|market-resolution-notice|MrBeast 460 million in 2025: resolved No|Resolved No on January 1, 2026: the main channel did not reach 460 million subscribers before the end of 2025 (ET).|Reports the January 1, 2026 resolution.
5|K|conditional|What it would take|If the December uploads do what the Beast Games season did, 460 million by December 31 is possible; a normal month falls short.|A conditional.
3|L|news-item|MrBeast ends 2025 as YouTube's biggest channel, but short of a milestone|The channel closed the year on December 31, 2025 with more subscribers than any other, though it fell just short of the 460 million mark that fans had tracked.|Reports the December 31, 2025 count.
10|K|preview|Beast Games season 2 and the subscriber race|Season 2 of Beast Games begins in January 2026 on Prime Video; its launch will come too late for the 2025 target.|A future release.
""",
    ),
    Q(
        "lm-polymarket-0x5df1f890ef485a7a79a4bce4b3c7bb4c12b2e09a65809bbae8cdfa04e5ae9ada",
        "Will Tennessee win the 2026 College Football National Championship?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-tennessee-win-the-2026-college-football-national-championship.",
        "2025-11-18",
        "2025-12-07",
        0,
        "polymarket",
        """
6|K|preview|Tennessee's playoff path|At 6-3, the Vols need wins over New Mexico State, Florida and Vanderbilt and help elsewhere. Selection day is Sunday, December 7.|A schedule.
2|L|news-item|Vols left out of the College Football Playoff|The 12-team bracket revealed on December 7, 2025 did not include Tennessee, which finished 8-4 after its loss to Vanderbilt on November 29.|Reports the November 29 and December 7, 2025 events.
1|L|market-resolution-notice|Tennessee to win national championship: resolved No|Resolved No December 7, 2025, after the playoff field was announced.|Reports the December 7, 2025 resolution.
12|K|season-tracker|CFP rankings, first release|1. Ohio State 2. Indiana 3. Texas A&M ... Tennessee unranked in the top 25. Next ranking: Tuesday, November 11.|Earlier rankings and a future one.
3|L|news-item|Vanderbilt beats Tennessee in regular-season finale|Vanderbilt won 45-24 at Neyland on Saturday, November 29, 2025, leaving Tennessee at 8-4 and out of playoff contention.|Reports the November 29, 2025 game.
7|K|data-calendar|CFP 2025-26 dates|Rankings: Tuesdays from November 4. Conference championships: December 5-6. Selection: December 7. First round: December 19-20. Final in Miami: January 19, 2026.|A calendar.
""",
    ),
    Q(
        "lm-metaculus-40437",
        "Will Iran allow the IAEA to inspect its stockpile of enriched uranium before 2026?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/40437.",
        "2025-11-17",
        "2025-12-17",
        0,
        "metaculus",
        """
9|K|preview|IAEA board meets November 19-21|The board of governors convenes in Vienna on November 19-21; Western members are weighing a resolution demanding that Iran report on its enriched stockpile. Inspectors have had no access to Fordow since June.|A future meeting and earlier facts.
2|L|news-item|Iran ends Cairo understanding after IAEA censure|Iran said on November 20, 2025 that it would no longer be bound by its September understanding with the agency, hours after the board adopted a resolution demanding information on its uranium stockpile.|Reports the November 20, 2025 events.
1|L|forum-post|Any chance of inspections before 2026?|After the Nov 20 2025 board vote, Tehran tore up the Cairo deal. Only Bushehr-type visits since. This is going to resolve no.|Reports the November 20, 2025 vote.
6|K|forecastbench-criteria|Question background excerpt|The question will resolve as Yes if, before January 1, 2026, Iran announces an agreement to allow the IAEA to inspect its stockpiles of enriched uranium at the Fordow, Natanz, and Isfahan nuclear sites.|Quotes the question's background.
14|K|conditional|What would trigger a yes|If Iran announces an agreement letting inspectors verify the stockpile at Fordow, Natanz and Isfahan before January 1, 2026, the question resolves yes. Grossi has called for access several times since September.|A condition and a deadline.
3|L|hedged-report|Tehran says cooperation deal void after board vote|Iran's foreign ministry said on Thursday, Nov. 20, 2025, that the September arrangement with the IAEA was terminated, according to state media, after the board passed a Western-backed resolution.|Reports the November 20 events.
""",
    ),
    Q(
        "lm-infer-1674",
        "Will the Cambodia-Thailand conflict result in at least 20 deaths between 4 November 2025 and 15 January 2026, inclusive?",
        "Resolves to the outcome of the question found at https://www.randforecastinginitiative.org/questions/1674.",
        "2025-11-28",
        "2025-12-11",
        1,
        "infer",
        """
12|K|tracker|Thai-Cambodian border deaths since the ceasefire|Since the July 28 ceasefire: a handful of landmine casualties; the Kuala Lumpur accord signed on October 26 has been suspended by Thailand after a blast on November 10. Deaths since November 4: fewer than five.|Earlier facts.
2|L|news-item|Fighting resumes on Thai-Cambodian border|Thailand launched airstrikes on December 8, 2025 after clashes killed a Thai soldier; by December 10, officials on both sides had reported more than 20 dead, including civilians.|Reports the December 8-10, 2025 fighting.
1|L|forecaster-post|INFER: resolving the 20-deaths question|As of December 11, 2025, the reported toll since November 4 exceeded 20; this question resolves Yes.|Reports the December 11, 2025 resolution.
7|K|conditional|If the accord collapses|Should the October peace accord collapse, the pattern of July suggests casualties could pass 20 in days. Thailand has said it is reviewing its commitments.|A conditional.
5|K|forecastbench-background|Question background excerpt|The fighting left at least 38-48 people dead and displaced over 300,000 civilians before a ceasefire was brokered on 28 July 2025 through Malaysian mediation, with support from the United States and China|Quotes the question's background.
3|L|encyclopedic-summary|2025 Cambodia-Thailand border conflict|A second round of fighting broke out in December 2025. After a Thai soldier was killed on 7 December, Thailand launched airstrikes on 8 December, and within days dozens had died on both sides.|Reports the December 2025 fighting.
""",
    ),
    Q(
        "lm-polymarket-0xbc19b7dee8883e27c2e617cfa9a8875c5f014643f760f72121f4a769b19536c6",
        "Will Bitcoin reach $145,000 in November?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-bitcoin-reach-145k-in-november-2025.",
        "2025-11-14",
        "2025-12-01",
        0,
        "polymarket",
        """
8|K|tracker|Bitcoin November tracker|November high so far: about $111,000 (November 11). Needed: $145,000. Month ends Sunday, November 30, 11:59 p.m. ET.|An earlier high and a deadline.
2|L|news-item|Bitcoin sinks to seven-month low near $80,000|Bitcoin fell to about $80,500 on Friday, November 21, 2025, its lowest since April, before recovering toward $90,000 by the end of the month.|Reports the November 21, 2025 low.
1|L|market-resolution-notice|Bitcoin $145K in November: resolved No|Resolved December 1, 2025: November's highest 1-minute candle was well below $145,000.|Reports the December 1, 2025 resolution.
4|K|forecastbench-background|Market rules excerpt|This market will immediately resolve to "Yes" if any Binance 1 minute candle for BTC/USDT during the month specified in the title (from 00:00 AM ET on the first day to 11:59 PM ET on the last), has a final High price equal to or greater than the price specified in the title. Otherwise, this market will resolve to "No."|Quotes the market's rules.
6|K|forum-post|145k in November lol|We're at 100k and bleeding. This would need +45% in two weeks. Sub 1%.|A guess.
3|L|mixed-tense-narrative|The November that broke the bulls|The month opened near $110,000. By Nov. 21, 2025, bitcoin was trading around $81,000, and when November closed on the 30th the high of the month had been set in its first fortnight.|Reports November 21 and 30, 2025 events.
""",
    ),
    Q(
        "lm-manifold-AtLFLzDlSERmVcSdUapy",
        "Will the upcoming Minecraft movie make over a billion dollars at the worldwide box office?",
        "Resolves to the outcome of the question found at https://manifold.markets/asmith/will-the-upcoming-minecraft-movie-m.",
        "2025-11-27",
        "2025-12-08",
        0,
        "manifold",
        """
4|K|tracker|A Minecraft Movie: global total|Worldwide: ~$958m, domestic ~$424m. Still in a few markets; digital release since May.|Earlier totals.
2|L|market-resolution-notice|Minecraft movie $1B: resolved NO|Resolved NO on December 8, 2025; the run ended at about $958 million worldwide, short of $1 billion.|Reports the December 8, 2025 resolution.
1|L|forum-post|Minecraft $1B market finally closed|The creator resolved it on Dec 8 2025. No re-release and no chance of another $42m.|Reports the December 8, 2025 resolution.
11|K|conditional|Would a re-release count?|The description excludes re-releases, so even a 2026 anniversary run would not push it over $1 billion for this market.|A rule applied to a future event.
9|K|data-calendar|Studio slates: late 2025|Zootopia 2 (November 26), Avatar: Fire and Ash (December 19). Minecraft sequel dated July 23, 2027.|A calendar.
3|L|news-item|Minecraft film's run ends below $1 billion|A Minecraft Movie finished its theatrical run at about $958 million worldwide; a Manifold market on whether it would top $1 billion was closed as No on Dec. 8, 2025.|Reports the December 8, 2025 resolution.
""",
    ),
    Q(
        "lm-polymarket-0xea378c9f7da196849f2afc2d56ccb2efa087bd76e02e30c44748c0693520c201",
        "Will Microsoft reach $668 in November?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-msft-reach-668-in-november.",
        "2025-11-16",
        "2025-11-29",
        0,
        "polymarket",
        """
9|K|earnings-preview|Microsoft after Q1: capex in focus|Microsoft reported on October 29; shares fell on capex worries. The next report is due in late January 2026.|An earlier report and a future one.
2|L|market-wrap|Microsoft ends November down more than 4%|Microsoft closed Friday, Nov. 28, 2025 near $492, ending the month well below where it began and far from $668.|Reports the November 28, 2025 close.
1|L|market-resolution-notice|MSFT $668 in November: resolved No|Resolved No on November 29, 2025. November's intraday high was around $515.|Reports the November 29, 2025 resolution.
4|K|forecastbench-background|Market rules excerpt|This market will resolve to "Yes" if, at any point during November 2025 (ET), any 1-minute candle for Microsoft Corporation (MSFT) has a final "High" price equal to or above the listed price. Otherwise, this market will resolve to "No".|Quotes the market's rules.
6|K|conditional|What $668 would take|From about $510, MSFT needs a 30% jump by November 30. It has never risen that much in a month since 2000.|A condition.
3|L|forum-post|MSFT November thread|Nov 28 2025 close ~492. Lowest since spring. The 668 market was never alive.|Reports the November 28, 2025 close.
""",
    ),
    Q(
        "lm-polymarket-0xcc7d2919c23e00507e33848288f15fb3473e536bad6e94e355ae71e7e651ed0e",
        "Gemini 3.0 Flash released by December 31?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/gemini-3pt0-flash-released-by-december-31-321-576.",
        "2025-11-28",
        "2025-12-17",
        1,
        "polymarket",
        """
6|K|preview|After Gemini 3 Pro, when does Flash ship?|Google released Gemini 3 Pro on November 18. Past Flash models have followed Pro within weeks; Gemini 2.0 Flash shipped in December 2024.|Earlier releases and an expectation.
2|L|news-item|Google releases Gemini 3 Flash|Google made Gemini 3 Flash generally available on December 17, 2025, making it the default model in the Gemini app, according to the company.|Reports the December 17, 2025 release.
1|L|market-resolution-notice|Gemini 3.0 Flash by Dec 31: YES|Resolved Yes, December 17, 2025.|Reports the December 17, 2025 resolution.
5|K|forum-post|Flash before Christmas?|Pro came out on the 18th. Flash usually follows within a month. I'm at 80%.|An expectation.
3|K|tracker|Model release tracker|Gemini 3 Pro: Nov 18. Claude Opus 4.5: Nov 24. Gemini 3 Flash: expected December. GPT-5.2: rumoured December.|Earlier releases and expected ones.
4|L|changelog|Gemini API changelog|2025-12-17: gemini-3-flash released to all developers in the Gemini API, Vertex AI and AI Studio. Default model in the Gemini app updated.|Reports the December 17, 2025 release.
""",
    ),
    Q(
        "lm-manifold-hQQPLApOcA",
        "Half-Life 3 confirmed by EOY?",
        "Resolves to the outcome of the question found at https://manifold.markets/Bandors/halflife-3-confirmed-by-eoy.",
        "2025-12-01",
        "2025-12-30",
        0,
        "manifold",
        """
12|K|news-item|Valve announces Steam Machine|Valve unveiled the Steam Machine, Steam Frame and a new controller on November 12, for early 2026. No Half-Life game was announced.|Earlier fact.
2|L|news-item|No Half-Life 3 at The Game Awards|The Game Awards on December 11, 2025 came and went without a Valve announcement, dashing hopes of a reveal before the end of the year.|Reports the December 11, 2025 show.
1|L|forum-post|HL3 market resolved|Resolved NO Dec 30 2025. No Valve confirmation this year. See you in the 2026 market.|Reports the December 30, 2025 resolution.
6|K|preview|The Game Awards 2025: what might show up|The show is on December 11 in Los Angeles. Rumours of HLX persist, but Valve rarely uses other people's stages.|A future show.
9|K|conditional|What counts as confirmation|If Valve announces a game called Half-Life that continues after Half-Life 2 before January 1, 2026, the market resolves YES.|A condition.
3|L|news-item|Valve's year ends without Half-Life|Dec. 31, 2025 passed without Valve confirming a new Half-Life game; the Steam Machine, announced in November, remains its headline product for early 2026.|Reports the end-of-2025 outcome.
""",
    ),
    Q(
        "lm-polymarket-0x3b7e03065f6437f93e3aa6fc2cb4ac0af068d7c8b0ffb32e26296b078feaa507",
        "US strikes Nigeria by December 31?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/us-strikes-nigeria-by-december-31.",
        "2025-12-12",
        "2025-12-26",
        1,
        "polymarket",
        """
10|K|news-item|Trump threatens action in Nigeria|After designating Nigeria a country of particular concern on October 31, Trump said he had told the Pentagon to prepare possible action. Abuja rejected the claims.|Earlier facts.
2|L|news-item|US strikes Islamic State targets in Nigeria|US forces struck Islamic State positions in Sokoto State on December 25, 2025, Trump said, in coordination with the Nigerian government.|Reports the December 25, 2025 strikes.
1|L|market-resolution-notice|US strikes Nigeria by December 31: YES|Resolved Yes on December 26, 2025 after confirmed US strikes on Nigerian territory.|Reports the December 26, 2025 resolution.
6|K|conditional|What would resolve it|A US drone or missile strike that lands on Nigerian soil before December 31 would count; surveillance flights would not.|A condition.
8|K|preview|Would Washington really strike Nigeria?|Analysts call it unlikely before year end, though AFRICOM has surveillance flights in the region.|An expectation.
3|L|hedged-report|Nigeria confirms joint action after US strikes|Nigeria's government said on December 26, 2025 that the US strikes on the night of December 25 had been carried out with its cooperation, according to officials in Abuja.|Reports the December 25-26, 2025 events.
""",
    ),
    Q(
        "lm-polymarket-0x60c447987af838c9a074ad7d44751135be94a20580982b72d76e9b542572bfe6",
        "Will Cynthia Erivo win Best Actress at the 98th Academy Awards?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-cynthia-erivo-win-best-actress-at-the-98th-academy-awards.",
        "2025-12-11",
        "2026-01-22",
        0,
        "polymarket",
        """
12|K|data-calendar|98th Academy Awards key dates|Nominations voting: January 12-16, 2026. Nominations announced: January 22, 2026. Ceremony: March 15, 2026.|A calendar.
2|L|news-item|Oscar nominations: Erivo left out|Cynthia Erivo missed out on a Best Actress nomination when the Academy announced its nominations on January 22, 2026.|Reports the January 22, 2026 announcement.
1|L|market-resolution-notice|Erivo Best Actress: resolved No|Resolved No on Jan 22, 2026: not nominated.|Reports the January 22, 2026 resolution.
6|K|preview|Best Actress: where Erivo stands|After Wicked: For Good's mixed reviews, Erivo sits outside most pundits' top five. Globes nominations arrive on December 8.|An expectation.
3|L|bullet-list|Best Actress nominees, 98th Academy Awards (announced Jan. 22, 2026)|- Jessie Buckley, Hamnet - Rose Byrne, If I Had Legs I'd Kick You - Kate Hudson, Song Sung Blue - Renate Reinsve, Sentimental Value - Emma Stone, Bugonia|Reports the January 22, 2026 nominations.
8|K|conditional|Erivo's only route|If the Academy's actors branch embraces the Wicked sequel the way it did the first film, Erivo can still be nominated on January 22; Globes and SAG nominations in December will be the tell.|A conditional about a future announcement.
""",
    ),
    Q(
        "lm-manifold-1N2cnoqviIjoUdO3g5ke",
        "Will the Russia-Ukraine war end before the end of 2025?",
        "Resolves to the outcome of the question found at https://manifold.markets/NoyaV/will-the-russiaukraine-war-end-befo-422007be261a.",
        "2025-12-13",
        "2025-12-31",
        0,
        "manifold",
        """
10|K|tracker|Peace plan tracker|Nov. 20: 28-point US plan leaked. Nov. 23: Geneva talks. Early December: Witkoff in Moscow. Next: more rounds expected in mid-December.|Earlier events and a future meeting.
2|L|news-item|Zelensky and Trump meet at Mar-a-Lago|Zelensky met Trump in Florida on December 28, 2025; both said progress was made, but no agreement was signed before the year ended.|Reports the December 28, 2025 meeting.
1|L|market-resolution-notice|Russia-Ukraine war end before 2026: resolved NO|Resolved NO on December 31, 2025: no ratified peace treaty.|Reports the December 31, 2025 resolution.
4|K|forecastbench-background|Market rules excerpt|The market resolves to YES if a formal peace agreement or armistice between the two is signed before the end of 2025. The war will not be considered to have ended in the case of a temporary ceasefire (inspired by Nicola Wilson's market).|Quotes the market's rules.
8|K|conditional|Could a deal be signed by December 31?|If the next round produces a framework, a signing could come later; a ratified treaty before 2026 is nearly impossible.|A conditional.
3|L|mixed-tense-narrative|The year without peace|The Berlin talks on December 14-15, 2025 produced security-guarantee language; Mar-a-Lago on the 28th produced optimism. When the year ended on December 31, 2025, no treaty had been signed.|Reports events of December 2025.
""",
    ),
    Q(
        "lm-fred-ANFCI-2025-11-16",
        "Will the Chicago Fed's Adjusted National Financial Conditions Index have increased by 2025-11-16 as compared to its value on 2025-11-09?",
        "Resolves to the value found at https://fred.stlouisfed.org/series/ANFCI once the data is published.",
        "2025-11-05",
        "2025-11-16",
        1,
        "fred",
        """
3|K|data-calendar|NFCI release schedule|The NFCI and ANFCI are released each Wednesday at 8:30 a.m. ET for the week ending the previous Friday. November 19, 2025: data for the week of November 14.|A schedule.
2|L|data-release-writeup|Financial conditions tighten slightly|The ANFCI released on Wednesday, November 19, 2025 rose from the prior week, as equity volatility and credit spreads widened in mid-November.|Reports the November 19, 2025 release; direction only.
1|L|tracker|ANFCI weekly: direction of change|Week ending Nov 14, 2025: up vs week ending Nov 7. Still negative (looser than average).|Reports the November 14, 2025 reading's direction.
4|K|forecastbench-freeze|Freeze value explanation|The latest value released in Chicago Fed Adjusted National Financial Conditions Index from the release Chicago Fed National Financial Conditions Index.|Quotes the freeze value explanation.
6|K|preview|Conditions remain loose|Spreads near multi-year tights keep the index negative. A rise in the coming weeks would take a spread shock.|An expectation.
3|L|data-release-writeup|Weekly financial conditions: a small tightening|In the update of 19 November 2025, the adjusted index moved up compared with the week before, its first rise in three weeks.|Reports the November 19, 2025 release; direction only.
""",
    ),
    Q(
        "lm-fred-BAA10Y-2025-11-16",
        "Will Moody's Seasoned Baa Corporate Bond Yield compared to the 10-year Treasury yield have increased by 2025-11-16 as compared to its value on 2025-11-09?",
        "Resolves to the value found at https://fred.stlouisfed.org/series/BAA10Y once the data is published.",
        "2025-11-04",
        "2025-11-16",
        1,
        "fred",
        """
7|K|preview|Credit spreads: tight but twitchy|Baa spreads near 1.65 points over Treasuries; analysts watch AI-related issuance heading into mid-November.|An earlier level and an expectation.
2|L|data-release-writeup|Baa spreads widen in mid-November|The Baa-Treasury spread widened in the week to Friday, November 14, 2025 as hyperscaler bond sales weighed on the corporate market, according to FRED data.|Reports the November 14, 2025 change; direction only.
1|L|forum-post|BAA10Y question done|FRED data for Nov 14 2025: higher than on Nov 7. Resolves yes.|Reports the November 14, 2025 reading's direction.
10|K|data-calendar|Credit data calendar|FRED BAA10Y updates daily with a one-day lag. Meta and Alphabet bond deals expected in the coming weeks.|A schedule.
3|L|news-item|Investment-grade spreads drift wider|Corporate spreads over Treasuries widened through the week of Nov. 10-14, 2025 as Meta and Alphabet debt deals added supply, according to traders.|Reports the week of November 10-14, 2025.
5|K|conditional|If issuance keeps coming|Should hyperscaler bond sales keep coming in mid-November, spreads may widen from here; if not, they stay pinned near the tights.|A conditional.
""",
    ),
    Q(
        "lm-yfinance-AVGO-2025-11-16",
        "Will AVGO's market close price on 2025-11-16 be higher than its market close price on 2025-11-09?\n\nStock splits and reverse splits will be accounted for in resolving this question. Forecasts on questions about companies that have been delisted (through mergers or bankruptcy) will resolve to their final close price.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/AVGO for the resolution date. If the resolution date coincides with a day the market is closed (weekend, holiday, etc.) the previous market close price is used.",
        "2025-11-06",
        "2025-11-16",
        0,
        "yfinance",
        """
6|K|preview|Broadcom before earnings|Broadcom reports fiscal Q4 on December 11; shares are up strongly this year on its OpenAI partnership.|A future report.
2|L|news-item|Chip stocks slide as AI jitters spread|Broadcom closed Friday, November 14, 2025 below its November 7 close after a week of selling in AI-linked chipmakers.|Reports the November 14, 2025 close; direction only.
1|L|tracker|AVGO weekly|Week to Nov 14 2025: down. Sector: semis down.|Reports the direction of the week.
9|K|data-calendar|Semiconductor events|Nvidia earnings: November 19. Broadcom: December 11. Micron: December 17.|A calendar.
3|L|market-wrap|Market wrap, Friday 14 November 2025|The Nasdaq ended a choppy week lower. Broadcom, Nvidia and AMD all finished below where they began the week on November 10.|Reports the November 14, 2025 close; direction only.
4|K|preview|Broadcom: the OpenAI deal and the December print|The October 13 agreement to build 10 gigawatts of custom accelerators lifted the shares; investors will want margins guidance on December 11.|An earlier fact and a future report.
""",
    ),
    Q(
        "lm-yfinance-ABBV-2025-11-16",
        "Will ABBV's market close price on 2025-11-16 be higher than its market close price on 2025-11-09?\n\nStock splits and reverse splits will be accounted for in resolving this question. Forecasts on questions about companies that have been delisted (through mergers or bankruptcy) will resolve to their final close price.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/ABBV for the resolution date. If the resolution date coincides with a day the market is closed (weekend, holiday, etc.) the previous market close price is used.",
        "2025-11-03",
        "2025-11-16",
        1,
        "yfinance",
        """
1|K|preview|AbbVie after Q3|AbbVie raised guidance on October 31; next catalyst is its investor day in 2026.|Earlier facts.
2|L|news-item|Pharma gains as investors rotate out of tech|AbbVie shares rose in the week ending Friday, November 14, 2025, closing above their November 7 level as defensive sectors outperformed.|Reports the November 14, 2025 close; direction only.
1|L|tracker|ABBV weekly|Week to 14 November 2025: up.|Reports direction of the week.
8|K|conditional|If tech keeps sliding|Should the AI trade wobble further into mid-November, defensive names like AbbVie may benefit.|A conditional.
3|L|market-wrap|Healthcare leads as tech lags|Drugmakers rose in the week ended November 14, 2025, AbbVie among them, closing above the prior Friday's level.|Reports the November 14, 2025 close; direction only.
5|K|data-calendar|AbbVie events calendar|Ex-dividend date: January 15, 2026. Q4 results: late January 2026.|A calendar.
""",
    ),
    Q(
        "lm-wikipedia-c907f6c2f20d03900179318b2eb8027873677867b8b7f9d2d5766809237502d5-2025-11-16",
        "According to Wikipedia, will Magnus Carlsen have a FIDE ranking on 2025-11-16 as high or higher than their ranking on 2025-11-09?",
        "Resolves to the value calculated from https://en.wikipedia.org/wiki/FIDE_rankings on the resolution date.",
        "2025-11-05",
        "2025-11-16",
        1,
        "wikipedia",
        """
7|K|tracker|FIDE top 10, November 2025 list|1. Carlsen 2839. 2. Nakamura. 3. Caruana. Next list: December 1, 2025.|Earlier list and a future one.
2|L|news-item|Carlsen still world No. 1|The FIDE rankings on Wikipedia on November 16, 2025 still showed Magnus Carlsen at No. 1, unchanged from a week earlier.|Reports the November 16, 2025 standing.
1|L|forum-post|Carlsen ranking question|Checked Nov 16, 2025: still first. Yes.|Reports the November 16, 2025 check.
5|K|forecastbench-background|Question background excerpt|Each month, FIDE publishes the lists 'Top 100 Players', 'Top 100 Women', 'Top 100 Juniors' and 'Top 100 Girls' and rankings of countries according to the average rating of their top 10 players and top 10 female players.|Quotes the question's background.
11|K|preview|Can anyone catch Carlsen?|The gap to second is more than 30 points; no list before December changes that.|An expectation.
3|L|tracker|FIDE ranking check, November 16, 2025|Carlsen: 1st (unchanged). Nakamura: 2nd. Caruana: 3rd.|Reports the November 16, 2025 rankings.
""",
    ),
    Q(
        "lm-dbnomics-meteofrance_TEMPERATURE_celsius.07020.D-2025-11-16",
        "What is the probability that the daily average temperature at the French weather station at Pointe De La Hague will be higher on 2025-11-16 than on 2025-11-09?",
        "Resolves to the value found at https://db.nomics.world/meteofrance/TEMPERATURE/celsius.07020.D once the data is published.",
        "2025-11-07",
        "2025-11-16",
        0,
        "dbnomics",
        """
4|K|data-calendar|Meteo-France daily data|Station 07020 daily means are published on DBnomics with a delay of a few days.|A schedule.
2|L|data-release-writeup|Cold snap at La Hague|The daily mean at Pointe de La Hague on November 16, 2025 was lower than on November 9, per Meteo-France data.|Reports the November 16, 2025 reading; direction only.
1|L|tracker|La Hague daily mean: direction|16 Nov 2025 vs 9 Nov 2025: lower.|Reports the direction.
6|K|preview|Mild start to November in Normandy|Forecasters expect the mild spell to end mid-month.|An expectation.
3|L|forum-post|Météo Normandy thread|Sun 16 Nov 2025 at La Hague: daily mean below last Sunday's. Colder air arrived as forecast.|Reports the November 16, 2025 reading; direction only.
5|K|conditional|If the mild spell holds|Should the southwesterly pattern persist until mid-November, daily means on the Cotentin coast would stay near 12-14C.|A conditional.
""",
    ),
    Q(
        "lm-acled-c929237ba08d3349ac630ca780bbb275f8c3376c0d064edcd142e494cf0ef266-2025-11-16",
        "Will there be more 'Strategic developments' in Lebanon for the 30 days before 2025-11-16 compared to the 30-day average of 'Strategic developments' over the 360 days preceding 2025-11-09?\n\ne.g. If the forecast due date is 2024-01-01 and we have the following data:\nDate,'Strategic developments'\n2023-11-11,1\n2023-10-10,2\nto calculate the 30-day average of 'Strategic developments' over the preceding 360 days, we’d have: (1+2)/12=0.25.\n\nIn this example, for the question to resolve positively, 1 or more 'Strategic developments' would need to occur in the 30 days leading up to the resolution.",
        "Resolves to the value calculated from the ACLED dataset once the data is published.",
        "2025-11-04",
        "2025-11-16",
        0,
        "acled",
        """
5|K|tracker|ACLED Lebanon: strategic developments|Thirty-day count through October: near the 360-day average. Israeli strikes continue despite the November 2024 ceasefire.|Earlier data.
2|L|data-release-writeup|Lebanon events below average in mid-November|ACLED data for the 30 days to November 16, 2025 showed strategic developments in Lebanon below the 360-day average.|Reports the November 16, 2025 window; direction only.
1|L|forum-post|ACLED Lebanon question|The window ending Nov 16 2025 came in below the average. Resolves no.|Reports the November 16, 2025 window.
9|K|data-calendar|ACLED update schedule|ACLED publishes weekly updates on Tuesdays.|A schedule.
3|L|tracker|ACLED Lebanon monitor, window to 16 November 2025|Strategic developments: below the 360-day average. Battles: near zero. Explosions/remote violence: elevated.|Reports the November 16, 2025 window; direction only.
6|K|preview|Lebanon: ceasefire anniversary approaches|The November 27 anniversary of the 2024 ceasefire is approaching; Israeli strikes have continued, and a disarmament deadline for Hezbollah south of the Litani passed earlier.|Earlier facts and a future anniversary.
""",
    ),
]
