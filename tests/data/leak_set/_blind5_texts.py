# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind5` part, read by `build_blind5.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. The questions
(text, description, resolution date, outcome) come from ForecastBench question and resolution
sets of 2026 (CC BY-SA 4.0, Forecasting Research Institute; see `build_blind5.py`); the
documents were written blind for this set, except the `forecastbench-background` and
`forecastbench-criteria` keeps, which quote the question's own text word for word.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lh-infer-1726",
        "Will North Korea conduct a missile test between 1 February 2026 and 31 March 2026, inclusive?",
        "Resolves to the outcome of the question found at https://www.randforecastinginitiative.org/questions/1726. North Korea maintains an active ballistic missile testing program aimed at improving precision strike capabilities and demonstrating its nuclear deterrent. On 4 January 2026, North Korea conducted its first missile test of the year, launching multiple ballistic missiles from near Pyongyang that flew approximately 900 km into the Sea of Japan ( The Defense Post ).",
        "2026-02-16",
        "2026-03-04",
        1,
        "infer",
        """
4|K|defense-tracker|Korean Peninsula launch tracker, 2026|2026 to date: 4 January, several ballistic missiles from near Pyongyang, about 900 km into the Sea of Japan (state media called them hypersonic). Next item to watch: the spring exercise season in March 2026, which has drawn launches in most recent years. Tracker updated weekly.|A log of an earlier launch and a season to watch.
2|L|market-resolution-notice|Question closed: North Korea missile test, 1 Feb - 31 Mar 2026|Status: RESOLVED YES. Resolved on March 4, 2026, after at least one North Korean missile launch inside the question window was confirmed. Forecasts are now locked.|Reports the March 4, 2026 resolution as done.
9|K|think-tank-commentary|Why Pyongyang tests in the first quarter|Launch frequency tends to climb around the allied drills that usually start in March, and the January launch fits a pattern of opening the year loudly. A quiet February would not tell us much; the window to 31 March 2026 is what matters.|Analysis of a pattern and a future window.
1|L|forum-post|Re: anyone still holding NO on the NK question?|lol no. It's done as of 2026-03-04, a launch inside the window was confirmed and the question got resolved that day. Should have read the base rate.|Reports the March 4, 2026 resolution as done.
3|L|encyclopedic-summary|North Korean missile tests in 2026|In 2026, North Korea opened the year with a launch on 4 January. Further ballistic missile launches followed in early 2026, including at least one between 1 February and 4 March 2026.|Reports launches up to March 4, 2026 as done.
6|K|news-brief|Seoul on alert ahead of spring drills|South Korea's military said it was monitoring North Korean launch sites closely ahead of the combined exercises planned for March. Officials declined to say whether a launch was imminent.|Monitoring before a scheduled exercise.
""",
    ),
    Q(
        "lh-infer-1722",
        "Will Denis Sassour Nguesso win the 2026 Presidential election in the Republic of the Congo?",
        'Resolves to the outcome of the question found at https://www.randforecastinginitiative.org/questions/1722. Presidential elections in the Republic of the Congo are scheduled for 15 March 2026 ( Africa News ). Denis Sassou Nguesso, 82, has served as president since 1997 (and previously from 1979 to 1992), making him one of Africa\'s longest-serving leaders. In late December 2025, the Congolese Labour Party (PCT) formally nominated him as its candidate at its sixth ordinary congress in Brazzaville, framing his candidacy around themes of "stability" and "continuity" ( France 24 ).',
        "2026-02-20",
        "2026-03-16",
        1,
        "infer",
        """
5|K|forecastbench-background|Question background (RAND Forecasting Initiative)|Presidential elections in the Republic of the Congo are scheduled for 15 March 2026 ( Africa News ). Denis Sassou Nguesso, 82, has served as president since 1997 (and previously from 1979 to 1992), making him one of Africa's longest-serving leaders.|A verbatim excerpt of the question's background: a scheduled election.
2|L|wire-news|Sassou Nguesso declared winner in Congo vote|BRAZZAVILLE - Denis Sassou Nguesso has been declared the winner of the presidential election held on 15 March 2026, according to provisional results announced on Monday, March 16, 2026, extending a rule that began in 1997.|Reports the March 15-16, 2026 election result as done.
8|K|election-calendar|Africa election calendar, Q1 2026|Republic of the Congo: presidential, first round 15 March 2026; a runoff, if needed, would follow some weeks later. Campaign period opens in early March. Results are announced by the interior ministry, then confirmed by the Constitutional Court.|A calendar of a future vote.
1|L|follow-up-article|After the vote, a familiar result|The March 15, 2026 election went the way most observers expected: the incumbent, 82, was returned for another five-year term, and the question of succession was put off again.|Reports the March 15, 2026 election outcome as done.
3|L|news-brief|Congo: Constitutional Court to confirm result|Following the election of March 15, 2026, in which the incumbent was declared re-elected, the Constitutional Court is to confirm the final result.|Reports the March 15, 2026 election result as done.
12|K|magazine-longform|A president since 1997|The 2015 referendum that removed the age limit of 70 made this candidacy possible. The opposition alliance formed in April 2023 still has no single candidate, and two leading challengers from 2016 remain in prison. If the vote on 15 March goes as the ruling party plans, the story will be about margins, not the winner.|Earlier facts and a conditional about a future vote.
""",
    ),
    Q(
        "lh-infer-1723",
        "Will the average Arctic sea ice extent for March 2026 be the lowest on record for that month according to the National Snow and Ice Data Center (NSIDC)?",
        "Resolves to the outcome of the question found at https://www.randforecastinginitiative.org/questions/1723. Arctic sea ice extent in March—when the annual maximum typically occurs—has declined sharply in recent decades as the Arctic warms faster than the rest of the planet ( NSIDC ). The National Snow and Ice Data Center (NSIDC) maintains the Sea Ice Index, a satellite-based record of Arctic sea ice extent dating back to November 1978.",
        "2026-03-02",
        "2026-04-01",
        0,
        "infer",
        """
6|K|forecastbench-background|Question background (RAND Forecasting Initiative)|March 2025 set a new record low for the month, with an average extent of 14.1 million square kilometers, breaking the previous record of 14.28 million square kilometers set in 2017 ( NSIDC ).|A verbatim excerpt of the question's background: an earlier record.
2|L|science-news|March sea ice comes in low, but not a record|The NSIDC's monthly analysis, published on April 1, 2026, put the March 2026 average Arctic extent above the March 2025 record, so the month did not set a new low.|Reports the April 1, 2026 analysis as done.
10|K|explainer|When will we know the March number?|NSIDC usually posts its monthly analysis in the first days of the following month, so the March 2026 average should appear in early April. The daily maximum can come as late as the final week of March.|Explains a future publication.
1|L|forum-post|Sea ice thread, page 41|Update 2026-04-01: monthly figure is out. Low, but 2025 keeps the March record. Anyone who bet on a new record loses this one.|Reports the April 1, 2026 figure as done.
7|L|climate-bulletin|Monthly climate bulletin (updated)|Originally posted in February. Update, April 2026: March came in below average but did not beat the March 2025 record, per NSIDC.|An appended update reports the April 2026 figure as done.
4|K|data-tracker|Daily Arctic extent, winter 2025-26|Late February 2026: extent tracking near the bottom of the 1979-2025 range, slightly above the same dates in 2025. The seasonal maximum is expected in March 2026; last year's fell on 22 March 2025.|A tracker with earlier data and an expected maximum.
""",
    ),
    Q(
        "lh-infer-1717",
        "Will China’s official youth unemployment rate fall below 15% in any monthly report released by 31 July 2026?",
        "Resolves to the outcome of the question found at https://www.randforecastinginitiative.org/questions/1717. The background information has been updated to remove an error regarding historical unemployment rate levels under the revised methodology.",
        "2026-06-22",
        "2026-07-20",
        1,
        "infer",
        """
7|K|data-calendar|NBS release calendar, July 2026|Scheduled: Q2 GDP and June activity data on or about 15 July 2026; the age-group unemployment breakdown usually follows a few days later. Dates may shift by a day.|A release calendar.
2|L|economics-news|Youth jobless rate drops below 15%|China's jobless rate for 16- to 24-year-olds excluding students fell below 15% in the figures released on July 20, 2026, the statistics bureau's data showed, ahead of the usual summer rise when graduates enter the market.|Reports the July 20, 2026 release as done.
11|K|think-tank-commentary|The seasonal trap in China's youth data|The revised series peaked at 18.9% in August 2025 and was 16.5% by December. Spring prints tend to be the lowest of the year, so if the rate is ever going to dip under 15% before the graduation wave, it will be in the data released by mid-July.|Earlier facts and a conditional.
1|L|market-resolution-notice|Resolved: China youth unemployment below 15% by 31 July 2026|Outcome: YES. Resolved 20 July 2026 on the NBS monthly report; the question closes early because the condition is met.|Reports the July 20, 2026 resolution as done.
6|L|economics-preview|China June data: what to expect (updated)|Preview, first posted in June: the youth rate has stayed above 15% all year and the graduation season usually pushes it up. UPDATE July 20, 2026: the latest reading for 16- to 24-year-olds came in below 15%.|An update appended to a preview reports the July 20, 2026 figure as done.
4|K|newsletter|China macro weekly|May's youth figure came in above 15% again. The June number is due in mid-July; consensus is for a small decline, not a large one.|An earlier figure and an expected release.
""",
    ),
    Q(
        "lh-infer-1681",
        "Will the FDA have authorized a medical device that incorporates LLM-based functionality by 31 March 2026?",
        'Resolves to the outcome of the question found at https://www.randforecastinginitiative.org/questions/1681. What counts as "LLM-based functionality": Any level of LLM integration at approval: Any incorporation of an LLM in the device at the time of FDA authorization would count, even if used for minor features like natural language interfaces, report summarization, or user interaction. However, adding LLM functionality after initial approval (e.g., through an app update) would not count. Multimodal models included: Foundation models that are multimodal count as "LLM-based functionality" as long as they are used in their text or language generation capacity. No minimum model size: Smaller, fine-tuned, or constrained language models count. There is no lower bound on the number of parameters the model must have. Models do not need to exhibit broad generative or conversational capabilities to qualify. The resolution criteria has also been updated to say that the device must receive standard FDA clearance or approval without limitation to temporary, investigational, or humanitarian uses. (The term "specific medical purposes" has been removed from this line.)',
        "2026-03-02",
        "2026-04-01",
        0,
        "infer",
        """
5|K|regulatory-tracker|AI-enabled device list: what to watch|FDA's list of AI-enabled devices passed 1,000 entries in 2025, none with a generative or LLM component. Several 510(k) submissions with language features are rumored; the FDA's advisory committee on digital health discussed generative AI in November 2024. Next list update expected spring 2026.|Earlier facts and an expected update.
2|L|market-resolution-notice|Closed: FDA LLM device by 31 March 2026|Resolved NO on April 1, 2026. No authorization of a device with LLM-based functionality at approval was found through March 31, 2026.|Reports the April 1, 2026 resolution as done.
9|K|trade-press|Startups line up generative AI filings|At least two companies say they plan to seek clearance this year for tools that draft clinical notes inside a regulated device. Neither expects a decision before the second half of 2026.|Plans and expected decision times.
1|L|follow-up-article|Still no LLM device, FDA list shows|The agency's device list, checked on April 1, 2026, still had no device that used a large language model at the time of authorization, leaving the milestone for later in the year.|Reports the April 1, 2026 check as done.
3|K|conditional-analysis|The first LLM device: who gets there?|If an LLM-based documentation or triage tool is cleared before March 31, 2026, it will most likely come through the 510(k) route with a predicate device. A De Novo request would take longer, likely into late 2026.|Conditionals about future clearances.
7|K|faq-explainer|What would count as an LLM device?|Any LLM in the device at the time of authorization counts, even for summaries or chat; an LLM added later by an app update would not. Multimodal models count when used to generate text.|Explains criteria.
""",
    ),
    Q(
        "lh-manifold-Lzdc89CSzq",
        "Will Alex Honnold successfully free solo Taipei 101 on January 23, 2026?",
        "Resolves to the outcome of the question found at https://manifold.markets/hrothgar/will-alex-honnold-successfully-free. Resolves YES if Alex Honnold successfully ascends Taipei 101 on a continuous free solo climb that begins on 23 January 2026 PT. Update 2025-12-23 (PST) (AI summary of creator comment): If the climb is rescheduled due to weather or other reasons, the market resolves NO. The event must occur on January 23, 2026 specifically. Update 2025-12-23 (PST) (AI summary of creator comment): The climb must begin on January 23, 2026 PT (Pacific Time).",
        "2026-01-08",
        "2026-01-24",
        0,
        "manifold",
        """
6|K|event-listing|Live: Skyscraper Live - Taipei 101|Streaming live on Friday, January 23, 2026 (Pacific time). Alex Honnold attempts a free solo of Taipei 101. Start time subject to weather; the producers say a backup day may be used.|A listing of a scheduled event.
2|L|news-brief|Honnold's Taipei 101 climb slips off its date|Alex Honnold's live free solo of Taipei 101 did not begin on January 23, 2026, the scheduled date, and the climb was left for another day.|Reports the January 23, 2026 postponement as done.
10|K|magazine-longform|508 meters, no rope|Honnold has free soloed rock for two decades, but never a building this tall. The plan is simple on paper: start at the base, finish at the spire, stream it live. What can go wrong is mostly weather, and Taipei in January is wet.|A plan and risks.
1|L|market-resolution-notice|Market resolved: Honnold free solo on Jan 23|Resolved NO on 2026-01-24. The climb did not begin on January 23, 2026 PT, which the market required.|Reports the January 24, 2026 resolution as done.
3|L|follow-up-article|The climb that moved|Honnold's Taipei 101 free solo, billed for January 23, 2026, did not start on that day, which is why the bets on the original date lost.|Reports the January 2026 postponement as done.
4|K|forum-post|Re: will it actually happen on the 23rd?|Creator clarified: if it is rescheduled for weather it's a NO, even if he does it the next day. So this is mostly a weather market now. Forecast for Jan 23 looks iffy.|A clarification and a forecast.
""",
    ),
    Q(
        "lh-manifold-zUONycg925",
        '"One Battle After Another" wins Best Picture?',
        'Resolves to the outcome of the question found at https://manifold.markets/Ziddletwix/one-battle-after-another-wins-best. Resolves YES if "One Battle After Another" (2025) wins the Best Picture Oscar at the Academy Awards.',
        "2026-02-27",
        "2026-03-16",
        1,
        "manifold",
        """
5|K|awards-preview|Oscars 2026: the Best Picture race|The 98th Academy Awards are on March 15, 2026. "One Battle After Another" arrives with the most guild wins; "Sinners" and "Hamnet" are the main challengers. Final voting runs in early March.|A preview of a scheduled ceremony.
2|L|live-blog|Oscars live: Best Picture goes to "One Battle After Another"|11:58 p.m. ET, March 15, 2026 - And it's "One Battle After Another." Paul Thomas Anderson's film takes Best Picture, closing the night.|Reports the March 15, 2026 award as done.
12|K|think-piece|Why the preferential ballot matters again|Best Picture is decided by ranked ballots, so a film that is many voters' second choice can beat a passionate favorite. That is the case for and against the front-runner as voting opens on March 5.|Analysis and a future date.
1|L|follow-up-article|Anderson finally has his Best Picture|Hollywood spent March 16, 2026 digesting a result that had seemed likely for weeks: the top prize went to "One Battle After Another" the night before.|Reports the March 15, 2026 award as done.
3|L|encyclopedic-summary|98th Academy Awards|The 98th Academy Awards ceremony was held on March 15, 2026. "One Battle After Another" won Best Picture.|Reports the March 15, 2026 award as done.
7|K|betting-odds|Best Picture odds, late February|One Battle After Another 1/4; Sinners 5/1; Hamnet 8/1; others 25/1 or longer. Markets close before the ceremony on March 15.|Odds before a scheduled event.
""",
    ),
    Q(
        "lh-manifold-Q9gNdcP2lc",
        "Will Orban (Fidesz) win the Hungarian Election on April 12th?",
        "Resolves to the outcome of the question found at https://manifold.markets/DaleKirkwood/will-orban-fidesz-win-the-hungarian. Closing one day before the election, will resolve once the official results are released. Resolution criteria The market resolves YES if Fidesz–KDNP wins the most seats in the Hungarian parliamentary election on April 12, 2026. Resolution will be based on official results published by the Hungarian National Election Office (Nemzeti Választási Iroda). The market closes one day before the election on April 11, 2026.",
        "2026-03-20",
        "2026-04-12",
        0,
        "manifold",
        """
6|K|forecastbench-background|Market description (Manifold)|The market resolves YES if Fidesz–KDNP wins the most seats in the Hungarian parliamentary election on April 12, 2026. Resolution will be based on official results published by the Hungarian National Election Office (Nemzeti Választási Iroda). The market closes one day before the election on April 11, 2026.|A verbatim excerpt of the market's criteria: a scheduled election.
2|L|wire-news|Tisza wins Hungarian election, ending Orban era|BUDAPEST, April 12, 2026 - Peter Magyar's Tisza party won the most seats in Sunday's parliamentary election, preliminary results showed, putting Viktor Orban's Fidesz-KDNP second after 16 years in power.|Reports the April 12, 2026 result as done.
10|K|poll-tracker|Hungary poll of polls|Independent pollsters: Tisza ahead by 8-12 points among decided voters. Government-aligned institutes: Fidesz ahead. Undecided share still above 15%. Election day: Sunday, 12 April 2026.|Polls and a future election date.
1|L|market-resolution-notice|Resolved: Will Orban (Fidesz) win the Hungarian Election on April 12th?|Resolved NO on 2026-04-12 after the National Election Office's count showed Fidesz-KDNP second in seats.|Reports the April 12, 2026 resolution as done.
3|L|wire-news|Magyar expected to be asked to form a government|According to preliminary results from the April 12, 2026 vote, Tisza won the most seats, and the president is expected to ask Peter Magyar to form a government once the results are final.|Reports the April 12, 2026 result as done, with a hedge.
4|K|explainer|How Hungary's 199 seats are filled|106 seats come from single-member districts, 93 from national lists. Fidesz redrew districts in 2024, so Tisza could lead the list vote and still fall short in seats. Results are usually clear on election night.|Explains a system before a vote.
""",
    ),
    Q(
        "lh-manifold-NIhOcZOQZE",
        "Will the NHL Philadelphia Flyers make the playoffs in the 25-26 Season",
        "Resolves to the outcome of the question found at https://manifold.markets/LightEmpath/will-the-nhl-philadelphia-flyers-ma. The Flyers last made the playoffs in 2020. When will the drought end? Resolution criteria The market resolves YES if the Philadelphia Flyers finish in the top three of the Metropolitan Division or qualify as one of the two wild-card teams in the Eastern Conference based on regular-season record. Resolution will be determined by the official NHL standings at the conclusion of the 2025-26 regular season, available at NHL.com standings.",
        "2026-04-06",
        "2026-04-15",
        1,
        "manifold",
        """
3|K|standings-recap|Metropolitan Division race, April 4|With six games left, the Flyers sit in a wild-card spot, two points ahead of the chasing pack, and face two rivals in the final week. The regular season ends on April 16.|Standings before the end of the season.
1|L|sports-news|Flyers clinch first playoff berth since 2020|The Philadelphia Flyers had secured a place in the 2026 Stanley Cup playoffs by April 15, 2026, ending a five-season drought.|Reports the clinch, by April 15, 2026, as done.
8|K|fan-blog|Magic numbers and the Flyers|If Philly takes 7 of the last 12 points it is in regardless of what Detroit and the Islanders do. That would end a drought going back to the 2020 bubble.|A conditional about future games.
2|L|forum-post|Flyers playoff market thread|Resolved YES on 2026-04-15. Standings are official, they're in as a wild card. Drought over.|Reports the April 15, 2026 resolution as done.
5|K|ticket-notice|Flyers: potential playoff home games|Season ticket holders: tickets for potential first-round home games go on sale April 9. Dates will be set by the league after the regular season ends.|Tickets for games that may happen.
""",
    ),
    Q(
        "lh-manifold-EP58QE55q6",
        "Will Barcelona win La Liga 2025–26?",
        "Resolves to the outcome of the question found at https://manifold.markets/ManiPart/will-barcelona-win-la-liga-202526.",
        "2026-04-20",
        "2026-05-23",
        1,
        "manifold",
        """
7|K|league-table|La Liga table, matchday 31|1. Barcelona 76, 2. Real Madrid 70, 3. Atletico 63. Eight rounds remain; the final round is scheduled for the weekend of 23-24 May 2026.|A table and a future round.
2|L|sports-news|Barcelona crowned La Liga champions|Barcelona were confirmed as 2025-26 La Liga champions by May 23, 2026, defending their title.|Reports the title as done by May 23, 2026.
11|K|match-preview|El Clasico could settle it|The second Clasico of the season, in May, may be the last chance for Real Madrid to close the gap. A draw would leave Barcelona needing only a handful of points.|A preview with conditions.
1|L|market-resolution-notice|Resolved: Will Barcelona win La Liga 2025-26?|YES, resolved 2026-05-23.|Reports the May 23, 2026 resolution as done.
3|L|club-statement|Champions!|FC Barcelona are La Liga champions 2025-26. Thank you, culers. Parade details will follow. Posted May 23, 2026.|Reports the May 23, 2026 title as done.
4|K|club-statement|Title celebrations: city plan|Should the team win the league, the club and the city council will announce a parade route. No date will be set until the title is mathematically secured.|A conditional plan.
""",
    ),
    Q(
        "lh-manifold-UIqUE80RhN",
        "Will Andy Burnham win a majority of the vote in the Makerfield byelection?",
        "Resolves to the outcome of the question found at https://manifold.markets/Jack1/will-andy-burnham-win-a-majority-of. Resolves yes if Andy Burnham receives 50.000001% or more of the vote in the Makerfield By election.",
        "2026-06-04",
        "2026-06-18",
        1,
        "manifold",
        """
6|K|election-notice|Notice of election: Makerfield|Polling day: Thursday 18 June 2026, 7am to 10pm. Nominations closed on 1 June. The count will take place overnight at the borough's leisure centre.|An official notice of a future poll.
2|L|election-results|Makerfield by-election: result|Declared 18 June 2026 (overnight count): Andy Burnham (Labour) elected with more than half of the votes cast.|Reports the June 18, 2026 result as done.
9|K|political-analysis|Burnham's road back to Westminster|The former mayor needs a seat before he can make a move on the leadership. Makerfield gave Labour a majority in 2024, but Reform came close; a win on 18 June is likely, a majority of the vote less so.|Analysis of a future vote.
1|L|live-blog|Makerfield live|03:12 BST, 19 June 2026: Burnham wins with a majority of the vote, the returning officer's figures show.|Reports the June 18-19, 2026 result as done.
7|K|photo-caption|Caption|Andy Burnham talks to voters in Ashton-in-Makerfield on Saturday. Polling day in the by-election is Thursday, June 18.|A caption naming a future polling day.
4|K|forum-post|Majority-of-vote market|Note the bar is 50%+ of votes, not just winning. Polls have him in the high 40s to low 50s. Close one.|Polls and criteria.
""",
    ),
    Q(
        "lh-manifold-RdhCc6L2dl",
        "Will Magnus Carlsen have the highest ELO in the world in mid 2026?",
        "Resolves to the outcome of the question found at https://manifold.markets/Ernie/will-magnus-carlsen-have-the-highes. based on this list https://ratings.fide.com/ The market will resolve based on the July 1st 2026 FIDE rating list (published June 30th 2026) as this list reflects Magnus's rating through the end of June 2026..",
        "2026-06-05",
        "2026-07-01",
        1,
        "manifold",
        """
8|K|forecastbench-background|Market description (Manifold)|The market will resolve based on the July 1st 2026 FIDE rating list (published June 30th 2026) as this list reflects Magnus's rating through the end of June 2026.|A verbatim excerpt of the market's description: a future list.
2|L|chess-news|Carlsen still world No. 1 on July list|FIDE's rating list of 1 July 2026 shows Magnus Carlsen at the top of the open ranking again, extending a run at No. 1 that began in July 2011.|Reports the July 1, 2026 list as done.
11|K|ratings-tracker|Live ratings, early June|Carlsen still first by a clear margin. Games played in June count for the July list. Nobody in the chasing group would gain enough in June to overtake him without an exceptional event.|Earlier ratings and a future list.
1|L|market-resolution-notice|Resolved: Will Magnus Carlsen have the highest ELO in mid 2026?|YES, resolved 2026-07-01 on the FIDE July list.|Reports the July 1, 2026 resolution as done.
3|L|encyclopedic-summary|FIDE rating list leaders|Magnus Carlsen topped the FIDE open list every month from July 2011, including the list of 1 July 2026.|Reports the July 1, 2026 list as done.
5|K|magazine-longform|Fifteen years at the top|He gave up the world title in 2023 but not the ranking. Whether he still plays enough classical games to keep it is the real question; the July list, due June 30, will be the next test.|Earlier facts and a future list.
""",
    ),
    Q(
        "lh-manifold-8chunvsk19",
        "Will USMNT reach the quarterfinals of World Cup 2026?",
        "Resolves to the outcome of the question found at https://manifold.markets/Pedro/will-usmnt-reach-the-quarterfinals.",
        "2026-06-28",
        "2026-07-07",
        0,
        "manifold",
        """
3|K|tournament-bracket|World Cup 2026: knockout bracket|Round of 32: June 28 - July 3. Round of 16: July 4-7. Quarter-finals: July 9-11. The United States play their round-of-32 game in the first days of the round if they advance.|A bracket of future games.
1|L|sports-news|USMNT's World Cup run ends before the quarterfinals|The United States were knocked out of their home World Cup in the knockout rounds, short of the quarter-finals, and the last match of their run was played by July 7, 2026.|Reports the elimination as done by July 7, 2026.
7|K|opinion|Pochettino's moment|Reaching the last eight would match 2002, the team's best modern finish. The draw is kind on paper, but a knockout game is a coin flip more often than fans admit.|Opinion about future games.
2|L|market-resolution-notice|Resolved: Will USMNT reach the quarterfinals?|NO, resolved 2026-07-07.|Reports the July 7, 2026 resolution as done.
3|L|correction|Correction to a World Cup preview|Correction, July 7, 2026: an earlier version of this preview ran under the headline "USA set for first quarter-final since 2002". The team was eliminated before the quarter-finals, and the headline has been changed.|A correction reports the elimination, by July 7, 2026, as done.
5|K|fan-travel|Traveling to the knockout round|If the US advance, their round-of-32 match will be played in one of several host cities. Supporters' groups say they will release travel details within hours of the group-stage finale.|Conditional travel plans.
""",
    ),
    Q(
        "lh-metaculus-8393",
        "Will the New START nuclear arms control agreement be renewed until at least February 5, 2027?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/8393. This question will resolve positively if either of the following conditions occur: 1. There are credible reports such as by the Arms Control Association of New START being extended to at least February 5, 2027. 2. There are credible reports of New START being replaced by another nuclear arms control agreement that will last until at least February 5, 2027 and that US officials, Russian officials, and other credible sources describe as a successor to New START.",
        "2026-01-15",
        "2026-02-04",
        0,
        "metaculus",
        """
7|K|forecastbench-criteria|Resolution criteria (Metaculus)|This question will resolve positively if either of the following conditions occur: 1. There are credible reports such as by the Arms Control Association of New START being extended to at least February 5, 2027.|A verbatim excerpt of the resolution criteria: a condition with a future date.
2|L|wire-news|New START expires with no extension|The last treaty capping US and Russian strategic nuclear arsenals lapsed on February 5, 2026, with no extension or successor agreement signed, leaving the two countries without binding limits for the first time in decades.|Reports the February 5, 2026 expiry as done.
10|K|think-tank-commentary|Three weeks to the end of New START|The treaty, signed on 8 April 2010 and extended in 2021, cannot be extended again under its own terms. What remains possible is a political pledge to keep to its limits for a year past 5 February 2026. Neither side has put that in writing.|Earlier facts and a future expiry.
1|L|market-resolution-notice|Metaculus: New START renewal question resolved|Resolved NO on February 4, 2026: no extension to February 5, 2027 and no successor treaty had been reported.|Reports the February 4, 2026 resolution as done.
3|L|follow-up-article|A world without New START|Since the treaty lapsed on 5 February 2026, neither Washington nor Moscow has been bound by a numerical cap on deployed strategic warheads.|Reports the February 5, 2026 expiry as done.
4|K|explainer|What happens when New START ends?|After 5 February 2026 the data exchanges and inspections stop unless both sides agree otherwise. The caps of 1,550 deployed warheads would no longer bind. Talks on a successor have not begun.|Explains a future expiry.
""",
    ),
    Q(
        "lh-metaculus-41370",
        "Will there be at least one podium sweep at the 2026 Winter Olympic Games?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/41370. This question will resolve as Yes if at least one podium sweep occurs at the 2026 Winter Olympic Games. A podium sweep is defined as: * All three medal positions (gold, silver, bronze) in a single Olympic event being won by athletes representing the same country or designation.",
        "2026-01-29",
        "2026-02-10",
        1,
        "metaculus",
        """
5|K|olympics-preview|Milano Cortina 2026: where a sweep could come|The Games open on 6 February 2026. Candidates for a one-nation podium: Norway in men's cross-country, the Netherlands in long-track speed skating, Austria or Switzerland in alpine. Beijing 2022 had only one sweep.|A preview of future events and an earlier fact.
2|L|sports-news|Podium sweep at Milano Cortina|A single nation took gold, silver and bronze in one event at the Winter Olympics by February 10, 2026, settling the question of whether a sweep would happen in 2026 within the first days of competition.|Reports a sweep, by February 10, 2026, as done.
11|K|base-rate|Podium sweeps at recent Winter Games|2022: 1 (Germany). 2018: 3 (Netherlands, Norway, Germany). 2014: several. The trend is down as more nations win medals, but deep teams still produce them.|Earlier facts only.
1|L|market-resolution-notice|Question resolved: podium sweep at 2026 Winter Olympics|Resolved YES on 2026-02-10.|Reports the February 10, 2026 resolution as done.
3|L|live-blog|Olympics day 5|Tuesday, Feb. 10, 2026 - There it is: a clean sweep, gold, silver and bronze for one team. First of these Games.|Reports the February 10, 2026 sweep as done.
8|K|olympics-schedule|Medal events, first weekend|Saturday 7 February: men's downhill, women's skiathlon, speed skating 3000 m women. Sunday 8 February: men's skiathlon, women's downhill. All times CET.|A schedule of future events.
""",
    ),
    Q(
        "lh-metaculus-41861",
        "Will Wagner Moura win the Academy Award for Best Actor at the 2026 Academy Awards?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/41861. This question will resolve as Yes if Wagner Moura wins the Academy Award for Best Actor at the 98th Academy Awards.",
        "2026-02-20",
        "2026-03-15",
        0,
        "metaculus",
        """
6|K|forecastbench-background|Question background (Metaculus)|On January 22, 2026, the Academy Awards announced their nominations for the 98th ceremony awards.|A verbatim excerpt of the question's background: an earlier fact.
2|L|live-blog|Oscars night: Best Actor|March 15, 2026 - Best Actor is announced, and it is not Wagner Moura. The Brazilian star was nominated for "The Secret Agent".|Reports the March 15, 2026 award as done.
9|K|awards-preview|Can Moura turn a Globe into an Oscar?|Moura won the Golden Globe for drama in January and became the first Brazilian man nominated for an acting Oscar. Against Chalamet, DiCaprio, Hawke and Jordan, he needs a strong showing at the guild awards before the March 15 ceremony.|Earlier facts and a future ceremony.
1|L|follow-up-article|Brazil reacts to Oscar night|Fans in Sao Paulo who gathered on the night of March 15, 2026 to watch Moura went home disappointed when the Best Actor award went to another nominee.|Reports the March 15, 2026 award as done.
3|L|encyclopedic-summary|Wagner Moura|Moura was nominated for Best Actor at the 98th Academy Awards for "The Secret Agent", becoming the first Brazilian man nominated for an acting Oscar; he lost at the ceremony of March 15, 2026.|Reports the March 15, 2026 result as done.
4|K|betting-odds|Best Actor odds, February|Chalamet 4/6; Moura 3/1; DiCaprio 6/1; Jordan 10/1; Hawke 33/1. Final voting: March 5-10, 2026.|Odds and a future voting window.
""",
    ),
    Q(
        "lh-metaculus-40864",
        "Will NASA's Artemis II complete its mission successfully before 2027?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/40864. This question will resolve as Yes if Artemis II achieves a closest-approach altitude ≤20,000 km above the lunar surface during the mission and returns to Earth with no loss of crew before January 1, 2027.",
        "2026-03-04",
        "2026-04-10",
        1,
        "metaculus",
        """
6|K|launch-status-page|Artemis II: mission status|Status: launch window under review for spring 2026. Crew: Wiseman, Glover, Koch, Hansen. Mission length about 10 days, with a lunar flyby and splashdown in the Pacific.|A status page with a future window.
2|L|space-news|Artemis II crew back on Earth after lunar flyby|The four Artemis II astronauts were back on Earth by April 10, 2026, after the first crewed flight around the Moon since 1972.|Reports the return, by April 10, 2026, as done.
11|K|think-tank-commentary|Artemis II and the race with China|China targets a crewed landing around 2030. A successful Artemis II would put Artemis III, planned for 2027, back on the critical path; another slip would help Beijing's narrative.|A conditional and plans.
1|L|encyclopedic-summary|Artemis II|Artemis II was the first crewed flight of the Orion spacecraft and SLS. Launched in 2026, the crew flew around the far side of the Moon and had returned to Earth by April 10, 2026.|Reports the April 2026 mission as done.
4|K|faq-explainer|How close will Orion come to the Moon?|The free-return trajectory passes several thousand kilometres beyond the lunar far side. NASA will declare success only after the crew is recovered.|Explains a planned mission.
3|L|market-resolution-notice|Resolved: Artemis II success before 2027|YES, resolved 2026-04-10 after splashdown with the crew safe.|Reports the April 10, 2026 resolution as done.
""",
    ),
    Q(
        "lh-metaculus-42139",
        "Will Keiko Fujimori advance to the runoff in the 2026 Peruvian presidential election?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/42139. This question will resolve as Yes if Keiko Fujimori advances to the runoff in the 2026 Peruvian presidential election.",
        "2026-03-25",
        "2026-04-11",
        1,
        "metaculus",
        """
5|K|forecastbench-background|Question background (Metaculus)|The first round of the 2026 Peruvian presidential election is scheduled to take place on April 12, 2026, in which the two candidates who receive the most votes will advance to a runoff.|A verbatim excerpt of the question's background: a scheduled vote.
2|L|wire-news|Keiko Fujimori heads to a fourth runoff|LIMA - Keiko Fujimori secured a place in the presidential runoff after the first round of voting on April 12, 2026, according to counts published by the electoral authority, her fourth runoff after 2011, 2016 and 2021.|Reports the April 12, 2026 result as done.
9|K|poll-tracker|Peru first-round polling|With dozens of candidates, no one is far ahead. Fujimori and a handful of rivals are within a few points of each other. Voting day: Sunday 12 April. A runoff, if no one passes 50%, is set for June.|Polls and future dates.
1|L|market-resolution-notice|Resolved: Fujimori advances to runoff|YES, resolved 2026-04-11 UTC on the first-round count.|Reports the resolution on April 11, 2026 as done.
7|K|election-guide|Peru votes: the calendar|First round: Sunday, April 12, 2026. If no candidate passes 50% of valid votes, the top two meet in a runoff on June 7, 2026. Congress, now with two chambers again, is elected on the same April day.|A calendar of future votes.
7|K|magazine-longform|The daughter's last campaign|She lost three runoffs by tiny margins. Her party's control of Congress from 2016 helped topple a president. This time the field is so crowded that a second-place finish with under 20% could be enough.|Earlier facts and a condition.
""",
    ),
    Q(
        "lh-metaculus-40417",
        "In Louisiana v. Callais, will SCOTUS strike down Louisiana’s two majority-Black districts, restoring a GOP-leaning map?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/40417. This question will resolve as Yes if, before October 5, 2026, in Louisiana, Appellant v Phillip Callais, et al., the United States Supreme Court holds that the Louisiana congressional map%201st%20ES%202024%20-%20Congressional%20Districts%20-%20Statewide.pdf) for 2024 (SB8) is illegal, unconstitutional, or otherwise invalid under the US Constitution or federal law. If, before October 5, 2026, the Court issues a final disposition of Louisiana v. Callais affirming the SB8 map, or dismissing, vacating or remanding the case on other grounds, then the question resolves as No.",
        "2026-04-08",
        "2026-04-29",
        1,
        "metaculus",
        """
6|K|court-calendar|Supreme Court: remaining opinions, October Term 2025|Argued and undecided: Louisiana v. Callais (reargued October 15, 2025). Opinion days are announced a few days ahead; the Court usually finishes by the end of June.|A court calendar.
2|L|court-news|Justices strike down Louisiana map|The Supreme Court on April 29, 2026 held that Louisiana's 2024 congressional map, with two majority-Black districts, could not stand, a ruling that leaves the state to redraw its districts.|Reports the April 29, 2026 ruling as done.
12|K|legal-analysis|What the Callais reargument signals|The order to reargue the case on whether intentional creation of a second majority-Black district violates the Constitution suggested a majority open to narrowing Section 2. A ruling for the challengers would revive a map with one such district.|Earlier facts and a conditional.
1|L|local-news|Louisiana faces a map rewrite after ruling|The high court's April 29, 2026 decision leaves Louisiana without a valid congressional map for now, and the legislature in Baton Rouge will have to draw another.|Reports the April 29, 2026 ruling as done.
3|L|encyclopedic-summary|Louisiana v. Callais|Louisiana v. Callais was a case decided by the Supreme Court on April 29, 2026, in which the Court held the state's 2024 congressional map invalid.|Reports the April 29, 2026 ruling as done.
4|K|explainer|Louisiana v. Callais in brief|SB8, passed in January 2024, created two majority-Black districts out of six. Non-Black voters sued, saying race was the predominant factor. The Court heard the case twice.|Earlier facts.
""",
    ),
    Q(
        "lh-metaculus-43171",
        "Will Neymar be called up for Brazil in the 2026 FIFA World Cup?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/43171. This question will resolve as Yes if Brazil's official final squad list for the 2026 FIFA World Cup includes Neymar da Silva Santos Júnior.",
        "2026-05-04",
        "2026-05-18",
        1,
        "metaculus",
        """
7|K|squad-watch|Brazil's World Cup squad: announcement date|Carlo Ancelotti will name his 26-man squad in Rio in mid-May, ahead of FIFA's deadline. Neymar has missed the last five call-ups and is racing to prove his fitness.|A future announcement and earlier facts.
2|L|sports-news|Neymar named in Brazil's World Cup squad|Ancelotti included Neymar in Brazil's final squad for the 2026 World Cup, announced on May 18, 2026, ending months of doubt about the forward's place.|Reports the May 18, 2026 squad as done.
11|K|opinion|Should Brazil take Neymar?|He is Brazil's record scorer and still changes games when fit. The problem is the word fit. The coach will decide in May.|An opinion about a future decision.
1|L|forum-post|Neymar call-up thread|Confirmed 2026-05-18: he's on the list. Question resolves yes.|Reports the May 18, 2026 call-up as done.
3|L|squad-list|Brazil squad, FIFA World Cup 2026|Announced 18 May 2026. 26 players. Forwards include Neymar (Santos). Full list published by the CBF.|Reports the May 18, 2026 squad as done.
4|K|club-news|Santos: Neymar available for weekend match|Santos said Neymar is in contention to play on Sunday. The club hopes regular minutes help his case for the World Cup.|A future match.
""",
    ),
    Q(
        "lh-metaculus-43682",
        "Will the U.S. Supreme Court rule in favor of Monsanto in Monsanto Company v. John L. Durnell?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/43682. This question will resolve as Yes if the U.S. Supreme Court issues a decision that reverses, vacates, or otherwise sets aside the Missouri state court judgment against Monsanto, according to credible sources. It will resolve as No if the Court issues a ruling affirming the judgment against Monsanto. If the Court does not issue a decision before August 1, 2026, or dismisses the case without reversing, vacating, remanding, affirming, or otherwise disposing of the Missouri judgment, this question will be annulled.",
        "2026-06-14",
        "2026-06-25",
        1,
        "metaculus",
        """
6|K|court-calendar|Opinion days, June 2026|The Court has added opinion days through late June. Undecided cases include Monsanto Co. v. Durnell, on whether federal pesticide law preempts state failure-to-warn claims.|A court calendar.
2|L|court-news|Supreme Court sides with Monsanto in Roundup case|On June 25, 2026, the justices set aside the Missouri judgment against Monsanto in Durnell, a decision Bayer had sought to limit thousands of Roundup claims.|Reports the June 25, 2026 ruling as done.
10|K|earnings-preview|Bayer: what the Durnell ruling could mean|Management has said a favorable Supreme Court decision would substantially contain Roundup litigation. A ruling is expected by the end of June; the company's next results are due in early August.|Stated expectations and future dates.
1|L|law-firm-alert|Client alert: Durnell decided|On June 25, 2026, the Supreme Court disposed of Monsanto Co. v. Durnell in Monsanto's favor, setting aside the Missouri verdict. Clients with pending failure-to-warn claims should expect motions citing the decision.|Reports the June 25, 2026 ruling as done.
4|K|explainer|The $1.25 million case that could decide Roundup|A Missouri jury awarded John Durnell $1.25 million. Monsanto petitioned the Court on April 4, 2025, arguing that EPA labeling rules bar state warning claims.|Earlier facts.
""",
    ),
    Q(
        "lh-metaculus-43615",
        'Will Shakira\'s "Dai Dai" outpeak Shakira\'s "Waka Waka" on the Billboard Hot 100?',
        'Resolves to the outcome of the question found at https://www.metaculus.com/questions/43615. This question resolves Yes if "Dai Dai" by Shakira & Burna Boy achieves a peak position on the Billboard Hot 100 (US) of #37 or higher at any point on or before July 31, 2026. The peak position will be determined according to the weekly Billboard Hot 100 charts.',
        "2026-06-30",
        "2026-07-15",
        1,
        "metaculus",
        """
5|K|chart-tracker|Hot 100 watch: "Dai Dai"|The official World Cup song debuted outside the top 40. "Waka Waka" peaked at No. 38 in 2010, so "Dai Dai" needs No. 37 or higher. Chart dated July 11 will reflect the knockout-round week.|A tracker with earlier facts and a future chart.
2|L|music-news|"Dai Dai" climbs past "Waka Waka"|Shakira and Burna Boy's "Dai Dai" reached a peak on the Billboard Hot 100 published on July 14, 2026 that is higher than the No. 38 of "Waka Waka".|Reports the July 14, 2026 chart as done.
9|K|opinion|Why World Cup songs rarely chart in the US|Soccer anthems tend to do better in Latin America and Europe. A home World Cup is the best shot "Dai Dai" will get.|An opinion.
1|L|market-resolution-notice|Resolved: Will "Dai Dai" outpeak "Waka Waka"?|YES, resolved 2026-07-15 on the new Hot 100.|Reports the July 15, 2026 resolution as done.
4|K|release-notice|FIFA: official song|"Dai Dai" was released on May 14, 2026, unveiled at the Maracana. The tournament's final is on July 19.|An earlier release and a future final.
""",
    ),
    Q(
        "lh-metaculus-44247",
        'Will Virgin Galactic have a "Going Concern" substantial doubt statement in its 10-Q SEC filing for Q2 2026?',
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/44247. This question resolves as Yes if, in its 10-Q SEC filing for the quarterly period ended June 30, 2026, Virgin Galactic Holdings, Inc. has a statement expressing substantial doubt about the company's ability to continue as a going concern, pursuant to ASC 205-40.",
        "2026-07-15",
        "2026-08-13",
        1,
        "metaculus",
        """
6|K|earnings-preview|Virgin Galactic Q2 preview|Results for the quarter ended June 30 are due in early August. Watch cash: the company has said flight tests start in Q3 2026 and commercial service in Q4. Auditors' view of its runway will be in the 10-Q.|A preview of future results.
2|L|sec-filing-summary|Virgin Galactic flags going-concern doubt|In its quarterly report filed on August 13, 2026, Virgin Galactic said there was substantial doubt about its ability to continue as a going concern, in the filing's liquidity section.|Reports the August 13, 2026 filing as done.
12|K|think-tank-commentary|Space tourism's cash problem|The stock is down 99% from its 2019 debut. The Q1 2026 10-Q said the company was progressing through build milestones; a going-concern note would follow if cash covers less than 12 months.|Earlier facts and a condition.
1|L|forum-post|Re: SPCE 10-Q is out|Filed 2026-08-13. Liquidity note: substantial doubt about ability to continue as a going concern. So the question is a yes.|Reports the August 13, 2026 filing as done.
3|K|investor-calendar|SPCE: upcoming events|Q2 2026 earnings call: early August (date to be confirmed). Annual meeting: held June 2026. Flight test program: expected to begin Q3 2026.|A calendar.
""",
    ),
    Q(
        "lh-metaculus-41090",
        "Will the winner of the 2026 FIFA World Cup be a country that has never won before?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/41090. This question will resolve as Yes if the winner of 2026 FIFA World Cup is a country other than Uruguay, Italy, Germany, Brazil, England, Argentina, France, or Spain.",
        "2026-06-08",
        "2026-07-12",
        0,
        "metaculus",
        """
4|K|forecastbench-background|Question background (Metaculus)|The 2026 edition, set to be jointly hosted Canada, Mexico and the United States, will take place from June 11 to July 19 2026. Despite beginning in 1930 and hosting competitions every 4 years, outside of World War 2, only a total of 8 countries have ever won the title.|A verbatim excerpt of the question's background: scheduled dates.
2|L|sports-news|World Cup: only former champions remain|By July 12, 2026, every side left in the World Cup had lifted the trophy before, so the 2026 champion would be a repeat winner.|Reports the July 12, 2026 state as done.
10|K|tournament-preview|Dark horses of 2026|Morocco reached the semi-finals in 2022; the Netherlands have lost three finals; Portugal and Belgium have golden generations. The 48-team format adds a round, which makes upsets likelier.|A preview.
1|L|market-resolution-notice|Resolved: first-time World Cup winner?|NO, resolved 2026-07-12.|Reports the July 12, 2026 resolution as done.
6|K|schedule|World Cup 2026 key dates|Opening match: June 11, Mexico City. Group stage ends June 27. Final: July 19, New York New Jersey Stadium.|A schedule.
""",
    ),
    Q(
        "lh-polymarket-0x662270576ae01d80a6eec9f8579c93987338f646010117e9c98fffe7c38b220c",
        "Will Amy Madigan win Best Supporting Actress at the 98th Academy Awards?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-amy-madigan-win-best-supporting-actress-at-the-98th-academy-awards. The Academy Awards are presented annually by the Academy of Motion Picture Arts and Sciences (AMPAS) to honor outstanding artistic and technical achievements in film. For the 98th Academy Awards in 2026, nominations are scheduled to be announced on January 22, followed by the ceremony on March 15, 2026. This market will resolve according to the listed actress who wins the 98th Academy Award for Best Supporting Actress.",
        "2026-02-25",
        "2026-03-15",
        1,
        "polymarket",
        """
6|K|forecastbench-background|Market rules (Polymarket)|For the 98th Academy Awards in 2026, nominations are scheduled to be announced on January 22, followed by the ceremony on March 15, 2026. This market will resolve according to the listed actress who wins the 98th Academy Award for Best Supporting Actress.|A verbatim excerpt of the market's rules: a scheduled ceremony.
2|L|live-blog|Oscars live: Supporting Actress|Sunday, March 15, 2026: Amy Madigan wins Best Supporting Actress for "Weapons", her first Oscar, four decades after her first nomination.|Reports the March 15, 2026 award as done.
10|K|awards-preview|Supporting Actress: a veteran's year?|Madigan's turn as Aunt Gladys has won her critics' prizes, but the category has swung late before. The BAFTAs and the SAG-AFTRA awards are the last signals before Oscar voting closes in early March.|A preview with future dates.
1|L|market-resolution-notice|Market resolved: Amy Madigan, Best Supporting Actress|Resolved YES on 2026-03-15 from the live broadcast.|Reports the March 15, 2026 resolution as done.
3|L|follow-up-article|Madigan's long road to an Oscar|When her name was read out on March 15, 2026, Amy Madigan had waited forty years since her only previous nomination.|Reports the March 15, 2026 award as done.
4|K|forum-post|Madigan at 70c, too high?|She has the narrative and the reviews, but I'd want to see SAG first. Holding until then.|A trader's view before a future event.
""",
    ),
    Q(
        "lh-polymarket-0x9f297733ff47d610334d4195c109296df51ec3fac02af7abed55adacd4bddacc",
        "Will USA win the 2026 World Baseball Classic?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-usa-win-the-2026-world-baseball-classic. This market will resolve to the team that wins the 2026 World Baseball Classic (WBC). If at any point it becomes impossible for a listed team to win the 2026 WBC per the rules of the tournament (e.g., they are eliminated in the playoffs), the corresponding market will resolve to “No”. If the 2026 WBC tournament is cancelled, postponed after March 31, 2026 ET, or there is otherwise no winner declared within that timeframe, this market will resolve to “Other”.",
        "2026-03-08",
        "2026-03-17",
        0,
        "polymarket",
        """
3|K|tournament-schedule|World Baseball Classic 2026: schedule|Pool play March 5-11 in San Juan, Houston, Tokyo and Miami. Quarter-finals March 13-14. Semi-finals March 15-16 and championship game March 17, 2026, in Miami.|A schedule of future games.
1|L|sports-news|Team USA falls short again at the WBC|The United States did not win the 2026 World Baseball Classic; by the championship game on March 17, 2026 another country had taken the title, the second tournament in a row the Americans missed out.|Reports the March 17, 2026 outcome as done.
6|K|team-preview|Team USA's deepest roster yet|With a captain like Aaron Judge and an improved pitching staff, the Americans are favorites on paper. They lost the 2023 final to Japan, 3-2.|A preview and an earlier fact.
2|L|market-resolution-notice|Resolved: Will USA win the 2026 WBC?|NO, resolved 2026-03-17.|Reports the March 17, 2026 resolution as done.
5|K|betting-odds|WBC winner odds|USA +150, Japan +200, Dominican Republic +400, Venezuela +900. Markets settle on the championship game, scheduled March 17.|Odds before a future game.
""",
    ),
    Q(
        "lh-polymarket-0x0d44a3b546096156afdf40be8f37bce617970ee3d0901d35f4ade50d46ae18a8",
        "Will the Detroit Pistons make the NBA Playoffs?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-the-detroit-pistons-make-the-nba-playoffs-298. This market will resolve to “Yes” if the listed team makes the 2025-26 NBA Playoffs. Otherwise, this market will resolve to “No”. Note: reaching the Play-In Tournament will not qualify as making the Playoffs. To make the NBA Playoffs, a team must earn one of the 16 spots in the postseason bracket. If at any point it becomes impossible for this team to make the Playoffs based on the rules of the NBA (e.g.",
        "2026-02-20",
        "2026-03-21",
        1,
        "polymarket",
        """
4|K|standings-recap|East standings at the All-Star break|Detroit sits near the top of the East, clear of the play-in places. The regular season ends on April 12; the play-in tournament runs April 14-17.|Standings and future dates.
2|L|sports-news|Pistons clinch a playoff spot|The Detroit Pistons had clinched a guaranteed 2026 playoff berth by March 21, 2026, skipping the play-in for a second straight year.|Reports the clinch, by March 21, 2026, as done.
12|K|opinion|Cade's team is for real|Cunningham's Pistons have the East's best defense and a young core. A playoff spot should be a formality; the question is seeding.|An opinion.
1|L|market-resolution-notice|Resolved: Will the Detroit Pistons make the NBA Playoffs?|YES, resolved 2026-03-21.|Reports the March 21, 2026 resolution as done.
9|K|standings-recap|Pistons magic number|Any combination of Detroit wins and losses by the seventh-placed team totalling 12 clinches a top-six finish. At the current pace that happens in the second half of March.|A condition and an expected date.
7|K|ticket-notice|Pistons: playoff ticket priority|Season members will receive priority access to potential playoff tickets. Dates for home games in the first round will be announced after the regular season ends on April 12.|Future ticket plans.
""",
    ),
    Q(
        "lh-polymarket-0x36e8ca24d2a13435f519f15580d42b45cdbe3bc425fb39a7c2733260357af0fa",
        "Will there be no change in Fed interest rates after the April 2026 meeting?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-there-be-no-change-in-fed-interest-rates-after-the-april-2026-meeting. The FED interest rates are defined in this market by the upper bound of the target federal funds range. The decisions on the target federal fund range are made by the Federal Open Market Committee (FOMC) meetings. This market will resolve to the amount of basis points the upper bound of the target federal funds rate is changed by versus the level it was prior to the Federal Reserve's April 2026 meeting.",
        "2026-03-25",
        "2026-04-29",
        1,
        "polymarket",
        """
6|K|central-bank-calendar|FOMC meetings, 2026|January 27-28; March 17-18*; April 28-29; June 16-17*; July 28-29; September 15-16*; October 27-28; December 8-9*. * with Summary of Economic Projections.|A calendar of future meetings.
2|L|market-news|Fed holds rates in April|The Federal Reserve left the federal funds target range unchanged at the end of its April 28-29, 2026 meeting, as futures markets had expected.|Reports the April 29, 2026 hold as done.
10|K|think-tank-commentary|A long pause?|After three cuts in late 2025 and holds in January and March, the committee looks content to wait. A cut in April would require a clear break in the labor market data.|Earlier facts and a conditional.
1|L|market-resolution-notice|Resolved: no change after the April 2026 meeting|YES, resolved 2026-04-29 on the FOMC statement.|Reports the April 29, 2026 resolution as done.
3|L|newsletter|Rates week in review|Wednesday, April 29, 2026: the FOMC held, as expected; the statement barely changed. Next meeting June 16-17.|Reports the April 29, 2026 hold as done.
4|K|newsletter|Rates week ahead|Nothing from the Fed until April 29. In between: February PCE at the end of March and two jobs reports. Futures put the chance of an April cut under 10%.|A week-ahead note with future dates.
""",
    ),
    Q(
        "lh-polymarket-0xc8e9ba9e25f5adcf7e159e62c24ca3bda9a5245a049acb94fdd534e67ed1969e",
        "Will the Virginia redistricting referendum pass?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-the-virginia-redistricting-referendum-pass. Pending legal challenges, Virginia is scheduled to vote in a special election on April 21, 2026 over a referendum to amend the state constitution, allowing the Virginia General Assembly to redraw its congressional districts (see: https://www.elections.virginia.gov/election-law/proposed-amendment-for-april-2026-special-election/).",
        "2026-04-06",
        "2026-04-21",
        1,
        "polymarket",
        """
4|K|forecastbench-background|Market rules (Polymarket)|Pending legal challenges, Virginia is scheduled to vote in a special election on April 21, 2026 over a referendum to amend the state constitution, allowing the Virginia General Assembly to redraw its congressional districts|A verbatim excerpt of the market's rules: a scheduled vote.
2|L|local-news|Virginia voters approve redistricting amendment|Virginians approved the constitutional amendment on redistricting in the special election of April 21, 2026, unofficial returns showed, letting the General Assembly redraw the state's congressional map.|Reports the April 21, 2026 vote as done.
9|K|election-guide|April 21 special election: what's on the ballot|One question: whether to amend the constitution to let the General Assembly redraw congressional districts. Early voting began in March. Polls are open 6 a.m. to 7 p.m.|A guide to a future vote.
1|L|market-resolution-notice|Resolved: Will the Virginia redistricting referendum pass?|YES, resolved 2026-04-21 on unofficial results.|Reports the April 21, 2026 resolution as done.
3|L|election-results|Results: April 21, 2026 special election|Statewide - Proposed constitutional amendment (redistricting). YES leads. NO trails. Precincts reporting: 100% (unofficial). Last updated 11:48 p.m., April 21, 2026.|Reports the April 21, 2026 result as done.
6|K|court-news|Lawsuit seeks to halt Virginia referendum|Opponents asked a state court to block the vote, arguing the amendment process was flawed. A ruling could come before the election, scheduled for April 21.|A pending case and a future vote.
""",
    ),
    Q(
        "lh-polymarket-0x2096cd3bedb878cbfb5d30308968616a1dfd80e17b278ca6bdc72f9dde4776a7",
        "Will Cooper Flagg win the 2025–26 NBA Rookie of the Year award?",
        'Resolves to the outcome of the question found at https://polymarket.com/market/will-cooper-flagg-win-the-202526-nba-rookie-of-the-year-award. This is a market to predict which player will win the 2025–26 NBA Rookie of the Year award. This market will resolve to "Yes" if the listed player is officially named the 2025–26 NBA Rookie of the Year. Otherwise, it will resolve to "No". If the award is not announced by December 31, 2026, this market will resolve to "Other".',
        "2026-03-30",
        "2026-04-28",
        1,
        "polymarket",
        """
5|K|awards-tracker|Rookie of the Year ladder|1. Cooper Flagg (Dallas). 2. Kon Knueppel (Charlotte). The gap has narrowed since January. Awards are announced during the playoffs, usually late April to May.|A ranking and a future announcement.
2|L|sports-news|Flagg named Rookie of the Year|Dallas forward Cooper Flagg was named the 2025-26 NBA Rookie of the Year on April 28, 2026, the league announced.|Reports the April 28, 2026 award as done.
10|K|opinion|The closest rookie race in years|Flagg has the numbers of a franchise player; Knueppel has the shooting and a winning team. Voters submit ballots the day after the regular season ends.|An opinion and a future vote.
1|L|market-resolution-notice|Resolved: Cooper Flagg Rookie of the Year|YES, resolved April 28, 2026.|Reports the April 28, 2026 resolution as done.
3|L|club-statement|Mavericks congratulate Cooper Flagg|The Dallas Mavericks congratulate Cooper Flagg on being named 2025-26 NBA Rookie of the Year (announced April 28, 2026).|Reports the April 28, 2026 award as done.
7|K|faq-explainer|How NBA awards are decided|A panel of media members votes after the regular season. Players must play at least 65 games to be eligible for most awards. Results are revealed over several weeks of the playoffs.|Explains a future process.
""",
    ),
    Q(
        "lh-polymarket-0xffdbbf2c3b9aa808abbcb35beb2b20a93572570aa5dd1bd1b630cade2f809f26",
        "Will Scottie Scheffler win the 2026 Masters tournament?",
        'Resolves to the outcome of the question found at https://polymarket.com/market/will-scottie-scheffler-win-the-2026-masters-tournament. This polymarket will resolve according to the player who wins the 2026 Masters Tournament. If this player is eliminated from contention for The Masters based on the official rules of the tournament, the relevant market will resolve to "No". In the event of a tie, this market will resolve according to the official winner as determined by The Masters official tournament rules. If no winner is announced by December 31, 2026, this market will resolve to "Other".',
        "2026-04-04",
        "2026-04-13",
        0,
        "polymarket",
        """
2|K|tee-times|The Masters 2026: round one|Thursday, April 9: first groups off early morning; Scottie Scheffler plays with two past champions in the late-morning wave. Final round Sunday, April 12.|A schedule of future rounds.
1|L|sports-news|Scheffler misses out on a third green jacket|Scottie Scheffler did not win the 2026 Masters, which ended at Augusta National on Sunday, April 12, 2026; the market on him resolved the next day.|Reports the April 12, 2026 result as done.
6|K|betting-odds|Masters odds|Scheffler 9/2, McIlroy 8/1 (defending champion), Rahm 12/1, Schauffele 16/1. No player has won back-to-back since Tiger Woods in 2001-02.|Odds and earlier facts.
2|L|market-resolution-notice|Resolved: Will Scottie Scheffler win the 2026 Masters?|NO, resolved 2026-04-13.|Reports the April 13, 2026 resolution as done.
3|K|conditional-analysis|What a Scheffler win would mean|A win on Sunday, April 12 would give Scheffler three green jackets in five years; only Nicklaus, Woods and Palmer have won more. A top-five finish would keep his world No. 1 lead intact whatever happens.|Conditionals about a future round.
4|K|magazine-longform|Augusta's favorite son|Scheffler won in 2022 and 2024 and has been the world's best player for three years. His task next week is the oldest in golf: to keep a lead at Augusta through Sunday.|Earlier facts and a future event.
""",
    ),
    Q(
        "lh-polymarket-0x281565cae359040475640be8bc20f4efe15245fe0251805fd338fb1a3e45ffae",
        "Will Shai Gilgeous-Alexander win the 2025–2026 NBA MVP?",
        'Resolves to the outcome of the question found at https://polymarket.com/market/will-shai-gilgeous-alexander-win-the-20252026-nba-mvp. This market will resolve to "Yes" if Shai Gilgeous-Alexander is awarded the 2025–26 regular season NBA Most Valuable Player (MVP) Award. Otherwise, this market will resolve to "No". If the listed player is not announced as a finalist for the 2025–26 NBA MVP award, this market will immediately resolve to "No". The primary resolution source for this market will be official information from the NBA.',
        "2026-04-20",
        "2026-05-18",
        1,
        "polymarket",
        """
6|K|awards-tracker|MVP ladder, end of regular season|1. Shai Gilgeous-Alexander. 2. Nikola Jokic. 3. Luka Doncic. Ballots are due soon after the season; the winner is usually named in May.|A ranking and a future announcement.
2|L|sports-news|Gilgeous-Alexander wins second straight MVP|Shai Gilgeous-Alexander was named the 2025-26 NBA Most Valuable Player on May 18, 2026, repeating as the league's MVP.|Reports the May 18, 2026 award as done.
11|K|opinion|Jokic was robbed last year. Will it happen again?|The case for SGA is a great team and a scoring title; the case for Jokic is everything else. Voters will decide before the end of April.|An opinion and a future vote.
1|L|market-resolution-notice|Resolved: SGA 2025-26 NBA MVP|YES, resolved 2026-05-18.|Reports the May 18, 2026 resolution as done.
3|L|encyclopedic-summary|NBA Most Valuable Player Award|Shai Gilgeous-Alexander won the award in 2025 and again in 2026 (announced May 18, 2026), the first back-to-back winner since Nikola Jokic.|Reports the May 18, 2026 award as done.
4|K|faq-explainer|When will the MVP be announced?|The league reveals its awards during the playoffs. Last year the MVP was announced on May 21. Finalists are named first, in mid-April.|Explains a future announcement.
""",
    ),
    Q(
        "lh-polymarket-0x1c60f9adb1d786b6fe78d63fd9f82dbb293fa06241532fb5ba43f8d8411cde1e",
        "Will the New York Knicks win the NBA Eastern Conference Finals?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-the-new-york-knicks-win-the-nba-eastern-conference-finals. This market will resolve to “Yes” if the New York Knicks win the 2025–2026 NBA Eastern Conference Finals. Otherwise, this market will resolve to “No”. This market will resolve to “No” if it becomes impossible for this team to win the 2025–26 NBA Eastern Conference Finals based on the rules of the NBA. If the 2025-26 NBA Eastern Conference Finals winner is not announced by June 30, 2026, this market will resolve to “Other”.",
        "2026-04-25",
        "2026-05-26",
        1,
        "polymarket",
        """
5|K|playoff-bracket|NBA playoffs 2026: East bracket|First round under way. Conference semifinals begin in early May; the conference finals are scheduled to start around May 19, with Game 7, if needed, by early June.|A bracket with future dates.
2|L|sports-news|Knicks reach the NBA Finals|The New York Knicks won the Eastern Conference finals on May 26, 2026, earning their first trip to the NBA Finals since 1999.|Reports the May 26, 2026 result as done.
10|K|opinion|Is this the Knicks' year?|Brunson, Towns and a deep bench; the East's top seed looks vulnerable. A conference finals run is possible, but so was it last spring.|An opinion.
1|L|live-blog|Knicks are Finals-bound|Final, May 26, 2026: the Knicks close out the series and are going to the Finals.|Reports the May 26, 2026 result as done.
3|L|sports-news|Finals matchup set|The NBA Finals matchup was set once the New York Knicks won the Eastern Conference finals on May 26, 2026, the league said; the schedule will be announced shortly.|Reports the May 26, 2026 result as done.
3|K|ticket-notice|Knicks: playoff home games|Conference semifinal home dates will be announced by the league. Tickets for potential Games 3, 4 and 6 go on sale Monday.|Future ticket plans.
""",
    ),
    Q(
        "lh-polymarket-0xde04b189b3f19eaccda02529a3ea67abfc46bff5c0c8fc42d8a2d0ed7b8f0d41",
        "Will there be no change in Fed interest rates after the June 2026 meeting?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-there-be-no-change-in-fed-interest-rates-after-the-june-2026-meeting. The FED interest rates are defined in this market by the upper bound of the target federal funds range. The decisions on the target federal funds range are made by the Federal Open Market Committee (FOMC) meetings. This market will resolve to the amount of basis points the upper bound of the target federal funds rate is changed by versus the level it was prior to the Federal Reserve's June 2026 meeting.",
        "2026-05-20",
        "2026-06-17",
        1,
        "polymarket",
        """
9|K|central-bank-calendar|FOMC 2026 schedule|Remaining meetings: June 16-17*, July 28-29, September 15-16*, October 27-28, December 8-9*. * with projections and a press conference.|A calendar of future meetings.
2|L|market-news|Fed leaves rates unchanged in June|The Federal Reserve held the federal funds target range steady at its June 16-17, 2026 meeting, its decision on June 17 showed, and published new projections.|Reports the June 17, 2026 hold as done.
12|K|think-tank-commentary|Same rate for longer?|The committee has held since the turn of the year. With inflation still above target and unemployment stable, a June move would surprise.|A comment and a conditional.
1|L|market-resolution-notice|Resolved: no change after the June 2026 meeting|YES, resolved June 17, 2026.|Reports the June 17, 2026 resolution as done.
3|L|central-bank-calendar|FOMC 2026 schedule (annotated)|2026 meetings. January 27-28: hold. March 17-18: hold. April 28-29: hold. June 16-17, 2026: hold, projections released. July 28-29: upcoming.|An annotated calendar reports the June 16-17, 2026 hold as done.
5|K|newsletter|What to watch before June 17|May CPI is due in the second week of June. Futures price a hold at more than 90%. The dot plot is the real event.|Expectations before a future meeting.
""",
    ),
    Q(
        "lh-polymarket-0x04f1a10e79a106d18dc45e6087f0757456197ec5c6ffec2506cd066e8215fc62",
        "Billionaire one-time wealth tax on California ballot?",
        'Resolves to the outcome of the question found at https://polymarket.com/market/billionaire-one-time-wealth-tax-on-california-ballot. This market will resolve to "Yes" if a ballot initiative is certified to appear on the official statewide California ballot for the November 3, 2026 election, that proposes a one-time tax targeting individuals, households, or family units with wealth, assets, or net worth of at least $1 billion (USD or equivalent), by June 25, 2026, 11:59 PM ET (the official cutoff date for new initiatives to be approved). Otherwise, this market will resolve to "No".',
        "2026-05-20",
        "2026-06-25",
        1,
        "polymarket",
        """
8|K|forecastbench-background|Market rules (Polymarket)|This market will resolve to "Yes" if a ballot initiative is certified to appear on the official statewide California ballot for the November 3, 2026 election, that proposes a one-time tax targeting individuals, households, or family units with wealth, assets, or net worth of at least $1 billion (USD or equivalent), by June 25, 2026, 11:59 PM ET (the official cutoff date for new initiatives to be approved).|A verbatim excerpt of the market's rules: a future deadline.
2|L|politics-news|Billionaire tax qualifies for California ballot|The Secretary of State certified the one-time billionaire wealth tax initiative for the November 3, 2026 ballot on June 25, 2026, the deadline for measures to qualify.|Reports the June 25, 2026 certification as done.
11|K|explainer|How a California initiative qualifies|Backers submit signatures to the counties, which verify a random sample. If the sample is strong enough the measure qualifies; otherwise a full count follows. The Secretary of State certifies qualified measures by June 25, 2026.|Explains a future process.
1|L|market-resolution-notice|Resolved: Billionaire one-time wealth tax on California ballot?|YES, resolved 2026-06-25.|Reports the June 25, 2026 resolution as done.
3|L|ballot-list|November 3, 2026 statewide ballot: qualified measures|Updated June 25, 2026. Qualified: ... one-time tax on billionaires' net worth (initiative, certified June 25, 2026) ...|Reports the June 25, 2026 certification as done.
4|K|political-analysis|Silicon Valley prepares to fight the wealth tax|Opponents say they will spend heavily to defeat the measure if it reaches the ballot. Backers say they expect it to qualify before the June deadline.|Plans and conditionals.
""",
    ),
    Q(
        "lh-polymarket-0x4ae4a0aecfc6479374c5a9a355f0f0cba2c0680dff010b48a2c8b380423efd05",
        "Will France win Group I in the 2026 FIFA World Cup?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-france-win-group-i-in-the-2026-fifa-world-cup. This market will resolve according to the team that wins Group I in the 2026 FIFA World Cup group stage, scheduled for June 11-27, 2026. If multiple teams tie as group winners, this market will resolve according to the official tiebreak procedure of the 2026 FIFA World Cup. If the World Cup group stage is cancelled, postponed after September 30, 2026, or there is otherwise no winner declared for this group within that timeframe, this market will resolve to “Other”.",
        "2026-06-01",
        "2026-06-27",
        1,
        "polymarket",
        """
6|K|forecastbench-background|Market rules (Polymarket)|This market will resolve according to the team that wins Group I in the 2026 FIFA World Cup group stage, scheduled for June 11-27, 2026.|A verbatim excerpt of the market's rules: a scheduled group stage.
2|L|sports-news|France top Group I|France had finished first in Group I by June 27, 2026, and go into the round of 32 as group winners.|Reports the group result, by June 27, 2026, as done.
9|K|group-preview|Group I preview|France are favorites to top the group. Three matchdays in the second half of June; the top two and possibly the third go through.|A preview of future games.
1|L|market-resolution-notice|Resolved: Will France win Group I?|YES, resolved 2026-06-27.|Reports the June 27, 2026 resolution as done.
4|K|betting-odds|Group I winner odds|France 1/3, the next two 4/1 and 7/1, the outsider 50/1. Markets settle after the final group game.|Odds before future games.
3|L|fan-forum|Re: Group I table|Final table as of 27 June 2026: France first. Deschamps's last World Cup is alive and well.|Reports the final group table as done.
""",
    ),
    Q(
        "lh-metaculus-43984",
        "Will the Liberal Party officially nominate Flávio Bolsonaro as its candidate for president of Brazil before August 15, 2026?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/43984. This question resolves as Yes if, before August 15, 2026, the *Partido Liberal* (PL) or Liberal Party officially nominates Flávio Bolsonaro as its candidate for president in the 2026 Brazilian general election.",
        "2026-06-30",
        "2026-07-19",
        1,
        "metaculus",
        """
5|K|election-calendar|Brazil 2026: key dates|Party conventions: July 20 to August 5, 2026. Deadline to register candidacies: August 15. First round: October 4, 2026; runoff, if needed, October 25.|A calendar of future dates.
2|L|politics-news|PL names Flavio Bolsonaro as its presidential candidate|By July 19, 2026, the Liberal Party had officially named Senator Flavio Bolsonaro as its presidential candidate, ending weeks of talk that it might turn to another name after the May scandal.|Reports the nomination, by July 19, 2026, as done.
9|K|political-analysis|Will the PL stick with Flavio?|The leaked tape in May dented his numbers, and some in the party want a governor instead. But he is still the strongest opposition name in most polls, and his father's base is loyal. The convention decides.|Earlier facts and a future decision.
1|L|forum-post|Re: PL nomination question|It happened, resolved 2026-07-19 on the official nomination. Anyone who sold on the tape scandal got burned.|Reports the July 19, 2026 nomination as done.
7|K|forecastbench-background|Question background (Metaculus)|Flávio Bolsonaro, son of far-right former Brazilian president Jair Bolsonaro, has at the time of this question consistently been the top-polling opposition candidate for the 2026 Brazilian presidential election, which is scheduled to be held on October 4, 2026, with a runoff on October 25, 2026 if no candidate wins an outright majority.|A verbatim excerpt of the question's background: scheduled dates.
4|K|wire-news|PL sets date for national convention|The party said it would hold its national convention in July, within the legal window, and that its executive would recommend a candidate beforehand.|A future convention.
""",
    ),
    Q(
        "lh-polymarket-0xe2ab9e3d506238a9a1a1f7f3448f5483645ab7ba16e1499929428b96ca27fd64",
        "Will Arsenal reach the UEFA Champions League semifinal?",
        'Resolves to the outcome of the question found at https://polymarket.com/market/will-arsenal-reach-the-uefa-champions-league-semifinal. This market will resolve “Yes” if the listed team reaches the 2026 UEFA Champions League semifinal. If at any point it becomes impossible for the listed club to advance to the UEFA Champions League semifinal (e.g. they are mathematically eliminated), the associated market will resolve to "No".',
        "2026-04-06",
        "2026-04-16",
        1,
        "polymarket",
        """
4|K|fixture-list|Champions League quarter-finals|First legs: April 7-8, 2026. Second legs: April 14-15. Semi-finals: late April and early May. Final: May 30, Budapest.|A schedule of future games.
1|L|sports-news|Arsenal into the Champions League semi-finals|Arsenal had reached the last four of the Champions League by April 16, 2026, after the quarter-final second legs, for the second season running.|Reports the result, by April 16, 2026, as done.
8|K|match-preview|Arsenal's quarter-final: the first leg|Arteta's side are favorites to reach the semi-finals, but the first leg away from home has often been where they stumbled.|A preview.
2|L|market-resolution-notice|Resolved: Will Arsenal reach the UCL semifinal?|YES, resolved 2026-04-16.|Reports the April 16, 2026 resolution as done.
3|L|chat-log|#gooners-trading|[2026-04-16 08:10] mk: market settled overnight, Arsenal in the semis / [08:11] tj: second year running / [08:12] mk: now price the semi|Reports the April 16, 2026 result as done.
6|K|ticket-notice|Members' ballot: quarter-final home leg|The ballot for the home leg closes on Monday. Semi-final ticket details will be published if the team progresses.|A conditional ticket plan.
""",
    ),
]
