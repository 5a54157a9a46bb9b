# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold3` part, read by `build_hold3.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. A plain string
keeps one document per line. The questions, descriptions and the quoted `forecastbench-*`
passages are adapted from ForecastBench (Forecasting Research Institute, CC BY-SA 4.0); this
file is an adaptation distributed under CC BY-SA 4.0. See `build_hold3.py` and the README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lr-polymarket-0x781a06aa5779f97724b75ed8128aaf72c4a8955c893a6fefdc0efd7cb001c513",
        "Will John Cornyn win the 2026 Texas Republican Primary?",
        'Resolves to the outcome of the question found at https://polymarket.com/market/will-john-cornyn-win-the-2026-republican-primary. This market will resolve according to the winner of the Republican Primary for United States Senator from Texas. If no 2026 Texas Republican Senate Primary takes place, this market will resolve to "Other".',
        "2026-05-18",
        "2026-05-26",
        0,
        "polymarket",
        """
6|K|preview|Texas runoff: what to watch on May 26|Early voting in the Republican Senate runoff opened last week, and the final day of voting is Tuesday, May 26, 2026. Cornyn, who has held the seat since 2002, was forced into a runoff in March and needs a big turnout in the suburbs to survive. Polls close at 7 p.m. local time.|A preview of a scheduled runoff.
2|L|news-item|Cornyn loses Texas Senate runoff|Sen. John Cornyn was defeated in the Republican runoff on May 26, 2026, ending a four-term career, according to the results reported that night.|Reports the May 26, 2026 runoff loss as done.
4|K|tracker|Texas GOP Senate runoff tracker|Runoff date: 05/26/2026 • Early voting: May 18-22 • Canvass deadline: early June • Status: voting not yet under way. Cornyn's campaign reported about $10 million on hand as of the pre-runoff report.|A tracker of future steps.
1|L|market-resolution|Market resolved: Cornyn wins the Texas Republican primary|This market resolved NO on May 26, 2026 after the Republican runoff was called for Cornyn's opponent. Positions have been settled.|Reports the resolution as done.
9|K|conditional|If Cornyn loses, what then?|Should Cornyn fall short on May 26, Senate Republicans would go into November with a nominee the national party spent heavily to stop, and the NRSC has said it will back whoever wins. If he survives, expect a costly fall campaign anyway.|A conditional about a scheduled runoff.
4|L|liveblog|Texas runoff night: live updates|8:41 p.m. CT: First returns are in from the big counties. / 9:55 p.m.: Cornyn campaign says it is too early to call. / 11:32 p.m., May 26, 2026: the race is called against Cornyn; he has lost his party's nomination.|Reports the May 26, 2026 call as done, in a liveblog.
""",
    ),
    Q(
        "lr-manifold-Oungh6yUUg",
        "GTA VI released by May 31, 2026?",
        "Resolves to the outcome of the question found at https://manifold.markets/predyx_markets/gta-vi-released-by-may-31-2026. This market resolves Yes if Grand Theft Auto VI (the mainline title commonly referred to as “GTA VI”) becomes publicly available for purchase or download in the United States on or before May 31, 2026, 11:59 PM PT. Otherwise, it resolves No.",
        "2026-05-20",
        "2026-05-31",
        0,
        "manifold",
        """
10|K|preview|GTA VI: the release date as it stands|Rockstar's current date for Grand Theft Auto VI is later in 2026; the studio moved it once already, in 2025. Nothing in the publisher's guidance points to a launch before June, and a May 31, 2026 release would require a surprise no one at Take-Two has hinted at.|A schedule of a future release.
3|L|follow-up|May ends without GTA VI|As expected, May 2026 closed on May 31 with no GTA VI on any storefront, and the related prediction markets were resolved NO the same night.|Reports the end of May 2026 without the release as done.
5|K|forecastbench-background|Question background: GTA VI by May 31|This market resolves Yes if Grand Theft Auto VI (the mainline title commonly referred to as “GTA VI”) becomes publicly available for purchase or download in the United States on or before May 31, 2026, 11:59 PM PT. Otherwise, it resolves No.|Quotes the question's criteria with a future deadline.
1|L|market-resolution|Resolved: GTA VI released by May 31, 2026? — NO|Resolved NO on 2026-05-31. The game was not publicly available for purchase in the United States by the deadline.|Reports the resolution on the deadline day.
7|K|tracker|Games release tracker, week of May 18|Upcoming: several indie launches on May 21 • a major Nintendo title on June 5 • GTA VI: not listed for May or June. We'll update this list every Monday.|A release calendar of future dates.
6|K|newsletter|This week in games|Rockstar posted a new screenshot on Tuesday and nothing else. Take-Two reports earnings in mid-May, and analysts expect the company to reaffirm its fall date; anyone betting on a May 31 launch is betting against the publisher's own guidance.|Earlier facts and a future date.
""",
    ),
    Q(
        "lr-metaculus-43091",
        "Will any AI model achieve a score of 95% or higher on the GPQA Diamond Benchmark Leaderboard before June 1, 2026?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/43091. This question resolves as Yes if, before June 1, 2026, an artificial intelligence model achieves an Accuracy score of greater than or equal to 95.0% on the GPQA Diamond test, according to Epoch AI on its Leaderboard.",
        "2026-05-20",
        "2026-05-31",
        0,
        "metaculus",
        """
8|K|tracker|GPQA Diamond leaderboard watch|Top score on the Epoch AI board: 94.3% (Gemini 3.1 Pro, February). No model has crossed 95%. The question closes on June 1, 2026; we refresh this table when Epoch adds a new entry.|A tracker with a future deadline.
2|L|follow-up|No model reached 95% on GPQA Diamond before June|Epoch AI's leaderboard still showed no entry at or above 95% when the window closed on May 31, 2026, and the forecasting question was resolved NO.|Reports the end of the window as done.
5|K|forecastbench-criteria|Criteria: GPQA Diamond question|This question resolves as Yes if, before June 1, 2026, an artificial intelligence model achieves an Accuracy score of greater than or equal to 95.0% on the GPQA Diamond test, according to Epoch AI on its Leaderboard.|Quotes the criteria's deadline.
4|K|conditional|Would a new frontier release clear 95%?|If another lab ships a reasoning model before June 1, 2026, a one-point gain over 94.3% is within reach, but Epoch typically takes days to benchmark a new release, so a late-May launch might not be scored in time.|A conditional about a future deadline.
1|L|news-item|Epoch update: top GPQA Diamond score unchanged at end of May|As of June 1, 2026, the highest recorded accuracy remained below 95%, Epoch's board showed, settling a question that forecasters had watched since April.|Reports the state on June 1, 2026 as done.
3|L|preview-with-update|Will a new model cross 95% on GPQA Diamond this month?|Two labs are rumoured to ship reasoning models before the end of May. UPDATE, June 1, 2026: no release pushed the Epoch board to 95%; the best entry stayed below it.|An update appended to a preview reports the June 1, 2026 state.
""",
    ),
    Q(
        "lr-polymarket-0xd4cb184e5dc458f3b03e6da54c87f7272e478bffe30c2d8157c6df8e2eb8c985",
        "Will NVIDIA be the largest company in the world by market cap on May 31?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-nvidia-be-the-largest-company-in-the-world-by-market-cap-on-may-31-971. This market will resolve to the largest company in the world by market cap on May 31, 2026, as of market close. The resolution source for this market will be a consensus of credible reporting.",
        "2026-05-21",
        "2026-05-31",
        1,
        "polymarket",
        """
7|K|preview|Market-cap race into month-end|Nvidia leads Microsoft and Apple by a few hundred billion dollars going into the last full week of May. The close on Friday, May 29, 2026 is the last trading day of the month, which is what matters for the May 31 question.|A preview of a future close.
2|L|news-item|Nvidia ends May as world's most valuable company|Nvidia finished May 2026 as the largest listed company by market value, closing May 29 ahead of its nearest rival, according to exchange data compiled after the bell.|Reports the May 29, 2026 close as done.
4|K|tracker|Largest companies by market cap (updated daily)|1. NVIDIA • 2. Microsoft • 3. Apple • 4. Alphabet. Figures as of the prior close; next update after the Friday, May 22 session. Rankings can flip on a single day's move.|A tracker with a future update.
1|L|market-resolution|Resolved YES: NVIDIA largest company on May 31|The market resolved YES on 2026-05-31, based on credible reporting of market capitalisations at the last close of May.|Reports the resolution as done.
5|K|forecastbench-background|Background: largest company on May 31|This market will resolve to the largest company in the world by market cap on May 31, 2026, as of market close.|Quotes the criteria's future date.
3|L|photo-caption|Caption|Traders on the floor of the exchange on Friday, May 29, 2026, the day Nvidia closed the month as the world's biggest company by market value. (Photo: staff)|A caption reports the May 29, 2026 close.
""",
    ),
    Q(
        "lr-infer-1699",
        "Will Jama'at Nusrat al-Islam wal-Muslimin (JNIM) take control of Bamako, Mali by 1 June 2026?",
        "Resolves to the outcome of the question found at https://www.randforecastinginitiative.org/questions/1699. Jama'at Nusrat al-Islam wal-Muslimin (JNIM) is an al-Qaeda affiliate formed in 2017 as a coalition of militant groups operating in the Sahel region. Since September 2025, JNIM has imposed an economic blockade on Bamako, Mali's capital of approximately 3-4 million people, by attacking fuel convoys and cutting supply routes from Senegal and Côte d'Ivoire (Al Jazeera).",
        "2026-05-20",
        "2026-06-01",
        0,
        "infer",
        """
9|K|analysis|Bamako under blockade: scenarios to June|JNIM's fuel blockade, in place since September 2025, has squeezed the capital but the group has not tried to hold urban ground. A takeover by 1 June 2026 would require a collapse of the junta's forces that no observer we spoke to expects.|Analysis with a future date.
2|L|follow-up|JNIM still outside Bamako as June begins|By June 1, 2026 the militants had not taken the Malian capital, and the Rand forecasting question on a takeover closed NO.|Reports the state on June 1, 2026 as done.
5|K|forecastbench-background|Background: JNIM and Bamako|Since September 2025, JNIM has imposed an economic blockade on Bamako, Mali's capital of approximately 3-4 million people, by attacking fuel convoys and cutting supply routes from Senegal and Côte d'Ivoire (Al Jazeera).|Quotes the background's earlier fact.
1|L|market-resolution|Question closed: JNIM control of Bamako by 1 June 2026|Resolved: No. As of the resolution date, 1 June 2026, Bamako remained under the control of the transitional government.|Reports the resolution as done.
6|K|conditional|Travel advisory watch|Embassies have said they would order departures if the main roads to Bamako close entirely; should that happen before June 1, it would not by itself mean the city has fallen.|A conditional.
4|L|hedged-report|Bamako still held by the junta as June begins, reports say|The capital remained under the transitional government's control on June 1, 2026, according to residents reached by phone and to the forecasting platform that closed its question that day.|Reports a May 27, 2026 attack as done, hedged.
""",
    ),
    Q(
        "lr-manifold-ds2yC0gOSR",
        "Will Claude Code be available on the Pro plan on June 1?",
        "Resolves to the outcome of the question found at https://manifold.markets/Interrobang/will-claude-code-be-available-on-th. must be accessible even for new subscribers (pulling a GitHub Copilot would resolve NO) https://www.reddit.com/r/ClaudeAI/comments/1srzhd7/psa_claude_pro_no_longer_lists_claude_code_as_an/ Update 2026-04-21 (PST) (AI summary of creator comment): If the Pro plan allows Claude Code access with limitations (e.g. only a few prompts per week), this still resolves YES.",
        "2026-05-22",
        "2026-06-01",
        1,
        "manifold",
        """
9|K|tracker|What's on each Claude plan (checked weekly)|Pro: chat, projects, Claude Code (listed, with usage caps). Max: higher limits. Our next check is Monday, June 1, 2026, when a forecasting market on Pro access closes.|A tracker with a future check.
3|L|follow-up|Claude Code still on Pro as of June 1|A fresh sign-up on June 1, 2026 still got Claude Code with a Pro subscription, and the Manifold question on it was resolved YES that day.|Reports the June 1, 2026 state as done.
5|K|forecastbench-background|Background: Claude Code on Pro|Update 2026-04-21 (PST) (AI summary of creator comment): If the Pro plan allows Claude Code access with limitations (e.g. only a few prompts per week), this still resolves YES.|Quotes the background's clarification with its date.
1|L|market-resolution|Market resolved: Claude Code on the Pro plan on June 1|Resolved YES on 2026-06-01. Creator note: checked with a new account.|Reports the resolution as done.
6|K|forum-post|Will Pro lose Claude Code?|People on the subreddit noticed the pricing page dropped a line in April. If it is removed for new subscribers before June 1, the market resolves NO; so far, support says nothing has changed.|A conditional in a forum post.
2|L|changelog|Pricing page changelog|2026-04-21: Pro plan description shortened (noticed by users). 2026-06-01: Pro plan checked with a new account; Claude Code still included for new sign-ups.|A changelog reports a May 28, 2026 change as done.
""",
    ),
    Q(
        "lr-metaculus-42630",
        "Will Iran participate in the 2026 FIFA World Cup?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/42630. This question will resolve as Yes if a team officially representing the country of Iran or its successor starts a match in the 2026 FIFA World Cup according to credible sources.",
        "2026-05-20",
        "2026-06-01",
        1,
        "metaculus",
        """
8|K|preview|Iran's World Cup group schedule|Iran are in Group G with New Zealand, Belgium and Egypt, with two games at SoFi Stadium in Inglewood and one at Lumen Field in Seattle. The tournament starts on June 11, 2026; visa questions for the delegation are still open.|A schedule of future matches.
2|L|news-item|Iran take the field at the World Cup|Iran played their opening World Cup match in June 2026, settling months of doubt over whether the team would travel, and the Metaculus question on participation resolved YES.|Reports the June 2026 match as done.
4|K|tracker|World Cup team arrivals|Base camps confirmed: most of the 48 teams • Iran: visas for the delegation under review; first match in Inglewood after the June 11 opener • Team arrivals expected from early June.|A tracker with a future date.
1|L|market-resolution|Resolved: Will Iran participate in the 2026 FIFA World Cup?|Resolution: Yes, recorded June 1, 2026.|Reports the resolution as done.
5|K|conditional|What if Iran withdraws?|If the federation pulls out before the first match, FIFA would have to choose a replacement from the Asian qualifying ranking, which has never happened this close to a tournament.|A conditional.
3|L|correction|Correction|An earlier version of this story said Iran had withdrawn from the World Cup. Iran took part in the tournament; the participation question was resolved YES on June 1, 2026. We regret the error.|A correction reports the May 31, 2026 arrival.
""",
    ),
    Q(
        "lr-polymarket-0xc587bda904f031a973ad3cb57128ca011bfab0f45e6cb3734ed2227c4d4be419",
        "Will Oh Se-hoon win the 2026 Seoul Mayoral Election",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-oh-se-hoon-win-the-2026-seoul-mayoral-election. The 2026 Seoul mayoral election is scheduled to take place on June 3, 2026 to elect the next mayor of Seoul. This market will resolve according to the listed candidate that wins this election.",
        "2026-05-22",
        "2026-06-03",
        1,
        "polymarket",
        """
7|K|preview|Seoul votes on June 3|The local elections are set for Wednesday, June 3, 2026. Oh Se-hoon is seeking a record fifth term as mayor; early voting runs May 29-30. Exit polls come out at 8 p.m.|A preview of the scheduled vote.
2|L|news-item|Oh Se-hoon re-elected Seoul mayor|Oh Se-hoon won the Seoul mayoral race in the June 3, 2026 local elections, the National Election Commission's count showed, defeating the Democratic candidate.|Reports the June 3, 2026 result as done.
4|K|forecastbench-background|Background: Seoul mayoral election|The 2026 Seoul mayoral election is scheduled to take place on June 3, 2026 to elect the next mayor of Seoul.|Quotes the background's scheduled date.
1|L|market-resolution|Resolved YES: Oh Se-hoon wins the 2026 Seoul mayoral election|Resolved 2026-06-03 after a consensus of credible reporting declared Oh the winner.|Reports the resolution as done.
5|K|tracker|Seoul mayor race: poll average|Oh +4 over the Democratic nominee in the last five surveys. Blackout on new polls begins May 28 under the election law; the vote is June 3.|A tracker with future dates.
3|L|headline-present|Oh Se-hoon wins again as Seoul votes|SEOUL, June 3, 2026 — The incumbent takes the capital again, the National Election Commission's count shows.|A present-tense headline reports the June 3, 2026 result.
""",
    ),
    Q(
        "lr-metaculus-43167",
        "Will the U.S. Senate pass another budget reconciliation bill before July 4, 2026?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/43167. This question resolves as Yes if, after April 11, 2026 and before July 4, 2026, according to credible sources the United States Senate passes a budget reconciliation bill (defined and explained here).",
        "2026-05-25",
        "2026-06-04",
        1,
        "metaculus",
        """
9|K|tracker|Reconciliation 2.0: where it stands|Budget resolution adopted in April • Senate parliamentarian review: under way • Floor vote-a-rama: not yet scheduled • July 4 recess target. Updated when leadership announces the floor schedule.|A tracker of future steps.
3|L|news-item|Senate passes second reconciliation package|The Senate approved the party-line reconciliation bill in early June 2026; the passage was recorded on June 4, 2026.|Reports the June 4, 2026 vote as done.
6|K|forecastbench-criteria|Criteria: Senate reconciliation bill|This question resolves as Yes if, after April 11, 2026 and before July 4, 2026, according to credible sources the United States Senate passes a budget reconciliation bill (defined and explained here).|Quotes the criteria's dates.
1|L|market-resolution|Resolved Yes: Senate passes another reconciliation bill before July 4|Closed YES on 2026-06-04 after the Senate passed the package.|Reports the resolution as done.
5|K|preview|Thune eyes floor vote before Memorial Day recess or right after|Leaders hope to hold the vote-a-rama in the first week of June, with the House taking it up before July 4. Two Republicans remain undecided.|A preview of a future vote.
2|L|long-sentence-recap|The week in Congress|After a budget resolution in April, weeks of talks over the Homeland Security funding in May and a final round of votes, the Senate passed the reconciliation bill, a step recorded on June 4, 2026, with the July 4 target now in view for the rest of the process.|A recap with several dates reports the June 4, 2026 passage.
""",
    ),
    Q(
        "lr-manifold-RPcqcIcASQ",
        "Will the Oklahoma City Thunder win 2026 NBA Finals",
        "Resolves to the outcome of the question found at https://manifold.markets/ManiPart/will-the-oklahoma-city-thunder-win-CCIzPRynLd.",
        "2026-05-24",
        "2026-06-05",
        0,
        "manifold",
        """
8|K|preview|Thunder's path to a repeat|If Oklahoma City get through the West, the defending champions would have home court in the NBA Finals, which are scheduled to start on June 4, 2026.|A preview with a future date.
2|L|news-item|Thunder eliminated, repeat bid over|Oklahoma City will not repeat as champions: markets on a Thunder title were settled NO on June 5, 2026.|Reports the elimination as done.
4|K|tracker|NBA playoffs bracket (live)|West: OKC series in progress • East: series in progress • Finals Game 1: June 4. Series scores update after each game.|A bracket with future games.
1|L|market-resolution|Resolved NO: Oklahoma City Thunder win 2026 NBA Finals|The market was resolved NO on 2026-06-05 after the Thunder could no longer win the title.|Reports the resolution as done.
6|K|conditional|If OKC get to the Finals|Should the Thunder reach the Finals, they would be the first team to make back-to-back appearances since 2019, and bettors would make them favourites again.|A conditional.
7|K|magazine-longform|The Thunder's window|Last June Oklahoma City won its first title since the move from Seattle. The core is under contract through 2028, and the only question this spring is whether anyone in the West can take four games from them before the Finals start in early June.|Past facts and a future date.
""",
    ),
    Q(
        "lr-polymarket-0x88e08e1db2095d39e18ef77068b8dc8074069ccac3feac7fba88482f4f822935",
        "Will the No to ten million Switzerland initiative be approved in Switzerland’s June 14, 2026 popular vote?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-the-no-to-ten-million-switzerland-initiative-be-approved-in-switzerlands-june-14-2026-popular-vote. As of market creation, two referenda are scheduled to be held in Switzerland on June 14, 2026 : - Issue 1: No to ten million Switzerland - Issue 2: Referendum on the Civilian Service Act This market will resolve to “Yes” if the listed referendum is approved under the applicable legal threshold in the nationwide popular vote held in the specified popular vote. Otherwise, this market will resolve to “No.” This market will resolve to “Yes” if either the popular initiative or, where applicable, the federal counter-proposal is approved under the applicable legal threshold, regardless of any tie-breaker vote.",
        "2026-06-03",
        "2026-06-14",
        0,
        "polymarket",
        """
7|K|preview|Swiss vote on population cap: June 14|Voters decide on Sunday, June 14, 2026 whether to cap the resident population at 10 million. The initiative needs a majority of voters and of cantons. The last poll showed the yes side losing ground.|A preview of a scheduled vote.
2|L|news-item|Swiss voters reject population cap|The "No to 10 million Switzerland" initiative was rejected in the national vote on June 14, 2026, according to official results published that evening by the Federal Chancellery.|Reports the June 14, 2026 result as done.
5|K|forecastbench-background|Background: Switzerland's June 14 votes|As of market creation, two referenda are scheduled to be held in Switzerland on June 14, 2026 : - Issue 1: No to ten million Switzerland - Issue 2: Referendum on the Civilian Service Act|Quotes the background's scheduled votes.
1|L|market-resolution|Market resolved: No to ten million Switzerland approved?|Resolved NO on 14 June 2026. The initiative was not approved.|Reports the resolution as done.
4|K|tracker|Swiss ballot calendar 2026|June 14: population initiative, civilian service act • September 27: next federal votes • November 29: federal votes. Results are published from about 5 p.m. on voting day.|A calendar of future votes.
3|L|table-flattened|Federal vote 14 June 2026: provisional results|Population initiative: rejected • Civilian service act: separate table • Source: Federal Chancellery, 14 June 2026, evening.|A flattened results table reports the June 14, 2026 outcome.
""",
    ),
    Q(
        "lr-polymarket-0xf7b5491e70b477d451afe7d9c1fde4bf1a927e69ff289d294b96df164f6c10f0",
        "Will the Carolina Hurricanes win the 2026 NHL Stanley Cup?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-the-carolina-hurricanes-win-the-2026-nhl-stanley-cup. This market will resolve to “Yes” if the Carolina Hurricanes win the 2026 NHL Stanley Cup. Otherwise, this market will resolve to “No”.",
        "2026-05-30",
        "2026-06-15",
        1,
        "polymarket",
        """
9|K|preview|Hurricanes set for the conference final|Carolina are through to the conference final, which opens this week. The Stanley Cup Final could begin as early as June 3, 2026.|A preview with future dates.
2|L|news-item|Hurricanes win the Stanley Cup|The Carolina Hurricanes won the 2026 Stanley Cup, clinching the Final in mid-June; the NHL confirmed the result on June 15, 2026.|Reports the June 15, 2026 title as done.
5|K|tracker|Stanley Cup playoffs: series status|East final: CAR series in progress • West final: VGK series in progress • Final schedule to be confirmed; tentative Game 1 June 3.|A tracker with future games.
1|L|market-resolution|Resolved YES: Carolina Hurricanes win the 2026 NHL Stanley Cup|Settled on 2026-06-15 based on the NHL's announcement.|Reports the resolution as done.
6|K|conditional|Can Carolina finally get over the hump?|If the Hurricanes win two more series, it would be their first Cup since 2006; they have lost in the conference final several times in recent years.|A conditional with an earlier fact.
4|L|hedged-report|Hurricanes are champions, league says|The Carolina Hurricanes are Stanley Cup champions, the NHL said on June 15, 2026, reportedly the club's first title since 2006.|Reports the June 15, 2026 title, hedged.
""",
    ),
    Q(
        "lr-metaculus-40730",
        "Labour Party leadership election before 2027?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/40730. This question will resolve as Yes if, before January 1, 2027, a leadership election is formally opened under Labour Party rules.",
        "2026-06-08",
        "2026-06-22",
        1,
        "metaculus",
        """
10|K|explainer|How a Labour leadership contest would start|A challenger needs nominations from 20% of Labour MPs, about 81. Once that is reached, the national executive committee sets a timetable. No contest has been opened as of late May, but MPs say June is the window.|An explainer with no event done after the cutoff.
3|L|news-item|Labour opens leadership contest|A Labour leadership election was formally opened under party rules in June 2026; the question on it was resolved on June 22, 2026.|Reports the June 22, 2026 opening as done.
6|K|forecastbench-background|Background: Labour leadership election|Some MPs believe a challenge could emerge after the 2025 Budget or the May 2026 local and devolved elections.|Quotes the background's expectation.
1|L|market-resolution|Resolved: Labour Party leadership election before 2027? — Yes|Closed Yes on 2026-06-22, when a leadership election was formally opened under party rules.|Reports the resolution as done.
5|K|tracker|Nomination tracker: Labour MPs backing a challenge|Public backers so far: 34 of 81 needed • NEC meeting: next scheduled for mid-June • Party conference: September. Updated as MPs declare.|A tracker of future steps.
4|L|newsletter|Westminster morning note|Since June 22, 2026: the leadership contest is formally open, and the markets on it have settled. Next: the timetable of nominations and hustings.|Reports the June 22, 2026 opening as done, with future steps.
""",
    ),
    Q(
        "lr-manifold-O5N6AAz8QI",
        "Starmer out before July?",
        "Resolves to the outcome of the question found at https://manifold.markets/brod/starmer-out-before-july. Resolves according to this Polymarket: This market will resolve to “Yes” if Keir Starmer ceases to be the Prime Minister of the United Kingdom for any period of time between September 14, 2025, and June 30, 2026, 11:59 PM ET. Otherwise, this market will resolve to “No”.",
        "2026-06-05",
        "2026-06-22",
        1,
        "manifold",
        """
8|K|conditional|Starmer's summer: three scenarios|If a challenge is triggered in June, Starmer could fight on and would be on the ballot automatically; if he resigns, a market on him being out before July 1 would resolve at once, since an announcement counts.|Conditionals.
3|L|news-item|Starmer's exit confirmed|Keir Starmer's exit as prime minister was settled in June 2026: the markets on his departure resolved YES on June 22, 2026.|Reports the June 22, 2026 announcement as done.
5|K|analysis|Would a resignation count at once?|Yes: the market counts an announcement, so Starmer saying he will go would settle it even if he stays in Downing Street until a successor is chosen in September.|Analysis with a future month.
1|L|market-resolution|Resolved YES: Starmer out before July?|Resolved 2026-06-22.|Reports the resolution as done.
6|K|tracker|PM exit odds tracker|Probability Starmer leaves by June 30: 38% (up from 22% a week ago) • By December 31: 71%. Snapshot taken before PMQs on Wednesday, June 10.|A tracker with a future date.
2|L|preview-with-update|What to expect from Starmer's speech|Downing Street has trailed a statement on the government's direction. UPDATE 22 June 2026: Starmer's departure is confirmed, and markets on his exit before July have resolved YES.|An update appended to a preview reports the June 22, 2026 announcement.
""",
    ),
    Q(
        "lr-polymarket-0xc45a4c5c01082f8c727add1be91ab92d6c4fb782dddc6ec0e92b7b992fa62202",
        "Will JD Vance have a diplomatic meeting with Iran by June 30, 2026?",
        'Resolves to the outcome of the question found at https://polymarket.com/market/will-jd-vance-have-a-diplomatic-meeting-with-iran-by-june-30-2026. This market will resolve to "Yes" if there is a diplomatic meeting between JD Vance as representative of the United States and Iran by the listed date, 11:59 PM ET. Otherwise, this market will resolve to “No”.',
        "2026-06-01",
        "2026-06-21",
        1,
        "polymarket",
        """
8|K|preview|Vance may lead next round with Tehran|Officials say the vice president could head the US side in talks planned for June, with Witkoff. No venue has been fixed; Oman and Switzerland are mentioned. The market's deadline is June 30, 2026.|A preview of a possible meeting.
3|L|news-item|Vance meets Iranian delegation|Vice President JD Vance took part in face-to-face talks with Iranian officials in June 2026, US officials said; the meeting was reported on June 21, 2026.|Reports the June 21, 2026 meeting as done.
5|K|explainer|What counts as a diplomatic meeting|Only direct talks count: Vance must be in the room and negotiating for the United States. Messages passed through Omani mediators would not qualify, even if he is in Muscat at the time.|An explainer.
1|L|market-resolution|Resolved YES: Will JD Vance have a diplomatic meeting with Iran by June 30, 2026?|Settled on 2026-06-21 after credible reports of the meeting.|Reports the resolution as done.
6|K|tracker|US-Iran contacts tracker|Last direct meeting: earlier this spring • Indirect messages via Oman: ongoing • Next round: expected in June, not confirmed • Ceasefire review date: June 30.|A tracker of future steps.
7|K|analysis|Why Vance, and why now|Sending the vice president would signal that Washington wants a deal before the ceasefire review on June 30, but the White House has not confirmed anything.|Earlier facts and a future date.
""",
    ),
    Q(
        "lr-polymarket-0x4890e36c536eef20111bd617f6479b6b7384ad2ebf16e18a108d989dc0aa9f9e",
        "Will a team from LCK (South Korea) win MSI 2026?",
        'Resolves to the outcome of the question found at https://polymarket.com/market/will-a-team-from-lck-south-korea-win-msi-2026. This market will resolve according to the region or country of the esports team winning 1st place in the Mid-Season Invitational 2026 (MSI 2026), currently scheduled for June 26 - July 12, 2026. If the winner of MSI 2026 is not determined by July 31, 2026 ET, this market will resolve to "Other".',
        "2026-06-20",
        "2026-07-12",
        1,
        "polymarket",
        """
9|K|preview|MSI 2026 starts June 26|Two LCK teams head to the Mid-Season Invitational, which runs June 26 - July 12, 2026. LPL's champion is the main threat; the final is on Sunday, July 12.|A preview of a scheduled event.
2|L|news-item|LCK team wins MSI 2026|A Korean team lifted the MSI trophy on July 12, 2026, according to LoL Esports.|Reports the July 12, 2026 final as done.
5|K|forecastbench-background|Background: MSI 2026|This market will resolve according to the region or country of the esports team winning 1st place in the Mid-Season Invitational 2026 (MSI 2026), currently scheduled for June 26 - July 12, 2026.|Quotes the background's schedule.
1|L|market-resolution|Market resolved: LCK wins MSI 2026|Resolved YES on 2026-07-12, per the official LoL Esports results.|Reports the resolution as done.
6|K|tracker|MSI 2026 field|Qualified: LCK (2), LPL (2), LEC (2), LCP (2), LCS (2). Play-ins begin June 26. Bracket stage from July 2. Final July 12.|A schedule.
3|L|chat-log|Discord #lolesports|[Jul 12 2026 21:04] ria: final is live / [21:39] ria: LCK takes it, MSI 2026 is theirs / [21:40] jn: korea again|A chat log reports the July 12, 2026 final.
""",
    ),
    Q(
        "lr-polymarket-0xfa021d817ad33e0fa28e04051b4fea25b0a090e94bb1b2a38b377bce9778eb8e",
        "Will Kylian Mbappe be the top goalscorer at the 2026 FIFA World Cup?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-kylian-mbappe-be-the-top-goalscorer-at-the-2026-fifa-world-cup. This market will resolve to the player who scores the most goals through all main tournament rounds of the 2026 FIFA World Cup competition. In the event of a tie, this market will resolve according to the official leader as determined by FIFA rules.",
        "2026-07-06",
        "2026-07-20",
        1,
        "polymarket",
        """
10|K|tracker|World Cup Golden Boot race|Leaders after the group stage: Mbappé, Kane and Haaland among the front-runners. Round of 32 starts June 28; the final is on July 19, 2026. Ties broken by fewer penalties.|A tracker with a future final.
3|L|news-item|Mbappé wins Golden Boot|Kylian Mbappé finished as top scorer of the 2026 World Cup, FIFA confirmed after the final on July 19, 2026.|Reports the July 19, 2026 outcome as done.
5|K|schedule|World Cup knockout schedule|Quarter-finals: July 9-11 • Semi-finals: July 14-15 • Third place: July 18 • Final: July 19, 2026. Golden Boot awarded after the final.|A schedule.
1|L|market-resolution|Resolved YES: Mbappe top goalscorer at the 2026 FIFA World Cup|Resolved on 2026-07-20 according to FIFA's official award.|Reports the resolution as done.
7|K|preview|France's knockout path|If France win their round-of-16 tie on July 4, a quarter-final on July 9 could give Mbappé two or three more games to pad his lead.|A conditional preview.
4|L|headline-present|Mbappé takes Golden Boot as World Cup ends in New Jersey|EAST RUTHERFORD, July 19, 2026 — France's captain finishes with the most goals of the tournament, FIFA's final statistics confirm.|A present-tense headline reports the July 19, 2026 outcome.
""",
    ),
    Q(
        "lr-manifold-0PE59gu09y",
        "Will Donald Trump attend the Men's 2026 soccer World Cup final in person?",
        "Resolves to the outcome of the question found at https://manifold.markets/Ciuccio/will-donald-trump-attend-the-mens-2.",
        "2026-06-20",
        "2026-07-20",
        1,
        "manifold",
        """
9|K|preview|Who will be at MetLife for the final?|The World Cup final is set for Sunday, July 19, 2026 at MetLife Stadium. The president is widely expected to attend, according to reports, and FIFA has been preparing for a head-of-state security perimeter.|A preview of a scheduled event.
3|L|news-item|Trump attends World Cup final at MetLife|President Trump watched the World Cup final in person at MetLife Stadium on July 19, 2026, pool reports said.|Reports the July 19, 2026 attendance as done.
6|K|schedule|FIFA World Cup 2026: key dates|Opening match: June 11 (Mexico City) • Round of 32: from June 28 • Final: July 19, New York New Jersey Stadium.|A schedule.
1|L|market-resolution|Resolved: Will Donald Trump attend the Men's 2026 World Cup final in person? YES|Resolved on 2026-07-20: video and pool reports placed him in the stadium.|Reports the resolution as done.
5|K|conditional|Secret Service planning for July 19|If the president attends, the stadium's perimeter will be set wider and fans are advised to arrive four hours early.|A conditional.
2|L|photo-caption|Caption|President Donald Trump in the stands at MetLife Stadium during the World Cup final, Sunday, July 19, 2026. (Pool photo)|A caption reports the July 19, 2026 attendance.
""",
    ),
    Q(
        "lr-manifold-OAL8q0Azzl",
        "Perfect score achieved by an AI model in the International Math Olympiad (IMO) 2026?",
        "Resolves to the outcome of the question found at https://manifold.markets/Bayesian/perfect-score-achieved-by-an-ai-mod. same settings as this, but for a perfect score, not gold, and for the International Math Olympiad (IMO) 2026, not 2025. (https://manifold.markets/embed/jack/will-an-ai-win-a-gold-medal-on-imo)",
        "2026-07-01",
        "2026-07-26",
        1,
        "manifold",
        """
9|K|preview|IMO 2026: will an AI get 42/42?|Last year several labs reported gold-medal scores at IMO 2025. The 2026 olympiad is in July; papers are sat over two days, and labs typically announce results after the closing ceremony.|A preview.
3|L|news-item|AI system posts perfect IMO score|An AI model scored 42 out of 42 on the 2026 International Mathematical Olympiad problems, its developer said in a post in July 2026.|Reports a July 2026 result as done.
5|K|tracker|AI at the IMO: results by year|2024: silver-level (AlphaProof) • 2025: gold-level by more than one lab • 2026: contest in July; results pending.|A tracker with earlier facts.
1|L|market-resolution|Resolved YES: perfect score by an AI model at IMO 2026|Resolved 2026-07-26 after a lab's perfect score was reported.|Reports the resolution as done.
6|K|conditional|What counts as perfect|If a lab reports 42/42 but graders later dock a point, the market would not count it; the creator said it will wait for an independent grading before resolving.|A conditional.
4|K|event-page|IMO 2026: contest schedule|Host: Shanghai • Team arrivals: from July 10 • Contest papers: two days in mid-July • Closing ceremony: around July 20. Results are released after coordination.|A schedule.
""",
    ),
    Q(
        "lr-metaculus-43688",
        "Will the Federal Reserve raise the federal funds target range before July 30, 2026?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/43688. This question resolves as Yes if, before July 30, 2026, the United States Federal Reserve announces an increase in the federal funds target range relative to 3.5%–3.75%.",
        "2026-06-25",
        "2026-07-26",
        0,
        "metaculus",
        """
8|K|preview|July FOMC: hike on the table?|The committee meets July 28-29, 2026, with the target range at 3.5%-3.75%. A few strategists argue for a hike to calm bond markets; futures price less than a one-in-five chance.|A preview of a scheduled meeting.
3|L|news-item|Fed stays on hold in July|The Federal Reserve left its target range at 3.5%-3.75% on July 29, 2026, resisting calls for a hike despite the inflation rebound.|Reports the July 29, 2026 decision as done.
5|K|forecastbench-criteria|Criteria: Fed hike before July 30|This question resolves as Yes if, before July 30, 2026, the United States Federal Reserve announces an increase in the federal funds target range relative to 3.5%–3.75%.|Quotes the criteria's deadline.
1|L|market-resolution|Question resolved No: Fed raises before July 30, 2026|Resolved NO (2026-07-26) ahead of the July meeting, with no intermeeting move announced.|Reports the resolution as done.
6|K|tracker|FOMC calendar 2026|June 16-17 • July 28-29 • September 15-16* • October 27-28 • December 8-9*. *Summary of Economic Projections.|A calendar.
2|L|hedged-report|Fed holds, as expected|The FOMC kept rates at 3.5%-3.75% on Wednesday, July 29, 2026, according to the statement, and reportedly debated how long to wait.|Reports the July 29, 2026 hold, hedged.
""",
    ),
    Q(
        "lr-metaculus-43992",
        "Will July 2026 be the warmest July on record, according to Copernicus?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/43992. This question resolves as Yes July 2026 is the warmest July on record in the ERA5 dataset, according to the Copernicus Climate Change Service (C3S) monthly Climate Bulletin covering July 2026.",
        "2026-07-10",
        "2026-07-31",
        0,
        "metaculus",
        """
9|K|preview|Is July 2026 on track for a record?|Daily ERA5 data through the first week show global temperatures below July 2023's pace. Copernicus publishes its July bulletin in early August 2026.|A preview of a future bulletin.
3|L|news-item|Copernicus: July 2026 not the warmest on record|July 2026 fell short of the record set in July 2023, the Copernicus Climate Change Service said in its monthly bulletin in early August 2026.|Reports the August 2026 bulletin as done.
5|K|forecastbench-background|Background: warmest July|July 2023 set a record for the warmest July at the time, with a global average surface air temperature of 16.95°C, which was 0.72°C above the 1991–2020 average and approximately 1.48°C above the 1850–1900 pre-industrial baseline.|Quotes the background's earlier fact.
1|L|market-resolution|Resolved NO: Will July 2026 be the warmest July on record?|Resolved on 2026-07-31: the month's ERA5 average could no longer exceed the record.|Reports the resolution as done.
6|K|tracker|ERA5 daily global temperature|July 1-8 average: 16.7°C • July 2023 record month: 16.95°C • Bulletin due: about August 6.|A tracker.
2|L|newsletter|Climate briefing, August 2026|Copernicus's July bulletin, out in early August 2026, did not rank July 2026 as the warmest July on record; July 2023 keeps the title.|Reports the August 6, 2026 bulletin as done.
""",
    ),
    Q(
        "lr-polymarket-0x521d35b8e294b0e0560063a9ed113cef947281fc4d3fea796f1bfb517e68b795",
        "Will Andy Biggs win the 2026 Arizona Governor Republican primary election?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-andy-biggs-win-the-2026-arizona-governor-republican-primary-election. This market will resolve according to the winner of the Republican Primary for Governor of Arizona, scheduled to take place on July 21, 2026. Resolution will be based on the overall winner of the primary, including any potential second round or run-off.",
        "2026-06-20",
        "2026-07-21",
        1,
        "polymarket",
        """
10|K|preview|Arizona GOP governor primary on July 21|Andy Biggs leads the Republican field for the primary on Tuesday, July 21, 2026. Early ballots go out in late June.|A preview of a scheduled primary.
3|L|news-item|Biggs wins Arizona Republican primary for governor|Rep. Andy Biggs won the GOP nomination for governor on July 21, 2026, according to the race call that night.|Reports the July 21, 2026 result as done.
5|K|forecastbench-background|Background: Arizona GOP primary|This market will resolve according to the winner of the Republican Primary for Governor of Arizona, scheduled to take place on July 21, 2026.|Quotes the background's scheduled date.
1|L|market-resolution|Resolved YES: Andy Biggs wins the 2026 Arizona Governor Republican primary|Settled 2026-07-21 on a consensus of credible reporting.|Reports the resolution as done.
7|K|tracker|Arizona primary calendar|Voter registration deadline: June 22 • Early voting begins: June 24 • Primary: July 21 • Canvass: early August.|A calendar.
4|L|correction|Correction appended|This story, published before the July 21, 2026 primary, has been updated: Biggs won the nomination, and references to him as a candidate for it have been changed.|A correction reports the July 21, 2026 win.
""",
    ),
    Q(
        "lr-metaculus-43502",
        "Will Bitcoin trade above $120,000 before August 1, 2026?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/43502. This question will resolve as Yes if, before August 1, 2026, Bitcoin trades at >$120,000 USD.",
        "2026-06-25",
        "2026-08-01",
        0,
        "metaculus",
        """
8|K|tracker|Bitcoin vs. $120K|Spot: about $95,000 • All-time high: above $120,000 in 2025 • Distance to target: roughly 26% • Deadline: before August 1, 2026.|A tracker with a future deadline.
3|L|follow-up|Bitcoin falls short of $120K by August|Bitcoin never traded above $120,000 between June and July 31, 2026, and the question resolved NO on August 1, 2026.|Reports the July 31, 2026 outcome as done.
5|K|forecastbench-criteria|Criteria: Bitcoin above $120,000|This question will resolve as Yes if, before August 1, 2026, Bitcoin trades at >$120,000 USD.|Quotes the criteria's deadline.
1|L|market-resolution|Resolved NO: Will Bitcoin trade above $120,000 before August 1, 2026?|Closed 2026-08-01.|Reports the resolution as done.
6|K|analysis|What would it take?|A new high by August would need strong ETF inflows through July; options markets price roughly a 10% chance of touching $120,000 by the end of July.|Analysis with a future date.
4|L|long-sentence-recap|Crypto month in review: July|Bitcoin spent July 2026 below the $120,000 mark, and when the month closed on July 31, 2026 the level several forecasting questions had asked about had not been reached.|Reports July 2026 prices as done.
""",
    ),
    Q(
        "lr-polymarket-0x21ab0908882e00031041d17716d3c6c56d93dfc5f460c551c33fec2ea33ae112",
        "Will Jocelyn Benson win the 2026 Michigan Governor Democratic primary election?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-jocelyn-benson-win-the-2026-michigan-governor-democratic-primary-election. This market will resolve according to the winner of the Democratic Primary for Governor of Michigan, scheduled to take place on August 4, 2026. Resolution will be based on the overall winner of the primary, including any potential second round or run-off.",
        "2026-07-10",
        "2026-08-04",
        1,
        "polymarket",
        """
9|K|preview|Michigan Democratic primary for governor: Aug. 4|Jocelyn Benson leads the field ahead of the August 4, 2026 primary. Absentee ballots are mailed in late June.|A preview of a scheduled primary.
3|L|news-item|Benson wins Democratic nomination for Michigan governor|Secretary of State Jocelyn Benson won the Democratic primary for governor on August 4, 2026, the AP reported.|Reports the August 4, 2026 result as done.
5|K|conditional|If Benson wins Aug. 4|A Benson nomination would set up a three-way race in November with the Republican nominee and independent Mike Duggan.|A conditional.
1|L|market-resolution|Resolved YES: Jocelyn Benson wins the 2026 Michigan Governor Democratic primary|Resolved on 2026-08-04.|Reports the resolution as done.
6|K|tracker|Michigan 2026 races at a glance|Governor (D): Benson favoured • Senate (R): Rogers favoured • Senate (D): three-way race • Primary: Tuesday, Aug. 4.|A tracker.
2|L|liveblog|Michigan primary results|9:12 p.m.: polls closed in most of the state. / 10:20 p.m., Aug. 4, 2026: the Democratic governor's race is called for Jocelyn Benson. / 11:05 p.m.: Rogers declared winner in the GOP Senate primary.|A liveblog reports August 4, 2026 calls.
""",
    ),
    Q(
        "lr-manifold-9R9pIh8ChS",
        "Will the NFL ban the Tush Push before next season?",
        "Resolves to the outcome of the question found at https://manifold.markets/10thOfficial/will-the-nfl-ban-the-tush-push-befo-0C5uES0lc8. If the National Football League formally amends its playing rules before the start of Preseason 2026 with the effect of prohibiting offensive players from pushing another player forward, whether applicable in some or all circumstances and with any effective date, this question will resolve as YES.",
        "2026-08-01",
        "2026-08-15",
        0,
        "manifold",
        """
8|K|preview|Tush Push survives another vote?|Owners failed to ban the play in 2025. A new proposal could come up at the league's summer meeting, but the preseason starts in early August 2026.|A preview.
3|L|follow-up|Preseason opens with the Tush Push still legal|The NFL preseason began in August 2026 without a rule change on pushing the ball carrier, and the market resolved NO on August 15, 2026.|Reports the August 2026 state as done.
5|K|explainer|How NFL rule changes pass|A playing-rule change needs 24 of 32 owners. Proposals are normally voted on at the annual meeting in spring; a special vote before preseason 2026 is possible but rare.|An explainer.
1|L|market-resolution|Resolved NO: Will the NFL ban the Tush Push before next season?|Resolved 2026-08-15.|Reports the resolution as done.
6|K|schedule|NFL 2026 preseason schedule|Hall of Fame Game: early August • Preseason Week 1: Aug. 13-16 • Regular season opener: September 10.|A schedule.
4|L|hedged-report|No Tush Push ban before preseason, per report|The playing rules were unchanged when the market closed on August 15, 2026, according to a league source, leaving the play legal for the preseason.|Reports a July 2026 non-vote as done, hedged.
""",
    ),
    Q(
        "lr-polymarket-0xd4a3de1964b1f3fa1edeca40dbc3ef6663a56fda84e804066c23096b615904f9",
        "Will Byron Donalds be the Republican nominee for Florida Governor?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-byron-donalds-be-the-republican-nominee-for-florida-governor. This market will resolve according to the winner of the Republican Primary for Governor of Florida, scheduled to take place on August 18, 2026. If no 2026 Florida Republican Gubernatorial Primary takes place, this market will resolve to “Other.” The resolution source for this market will be the first official announcement of the results from the Florida Republican Party; however, an overwhelming consensus of credible reporting may suffice.",
        "2026-08-03",
        "2026-08-18",
        1,
        "polymarket",
        """
9|K|preview|Florida GOP primary: Donalds vs. the field|Byron Donalds, endorsed by Trump, faces James Fishback and others in the Republican primary on August 18, 2026. Early voting starts August 8.|A preview.
3|L|news-item|Donalds wins Florida GOP nomination for governor|Rep. Byron Donalds won the Republican primary for governor on August 18, 2026, according to the state's unofficial results.|Reports the August 18, 2026 result as done.
5|K|forecastbench-background|Background: Florida GOP primary|This market will resolve according to the winner of the Republican Primary for Governor of Florida, scheduled to take place on August 18, 2026.|Quotes the scheduled date.
1|L|market-resolution|Resolved YES: Byron Donalds Republican nominee for Florida governor|Resolved on 2026-08-18.|Reports the resolution as done.
6|K|tracker|Florida primary tracker|Donalds leads by 40 points in the latest poll • Early voting: Aug. 8-15 • Primary: Tuesday, Aug. 18.|A tracker.
2|L|photo-caption|Caption|Byron Donalds speaks to supporters on the night of the primary, August 18, 2026, after the race was called. (Photo: staff)|A caption reports the August 18, 2026 win.
""",
    ),
    Q(
        "lr-polymarket-0xfa7a559ac626ee079bd1a58b78a9c32fc9c1d3129e72f7f28b7209b2368a54c1",
        "Will Mike Rogers win the Republican Primary for U.S. Senate in Michigan?",
        'Resolves to the outcome of the question found at https://polymarket.com/market/will-mike-rogers-win-the-republican-primary-for-us-senate-in-michigan-187. This market will resolve according to the winner of the Republican Primary for United States Senator from Michigan. If no 2026 Michigan Republican Senate Primary takes place, this market will resolve to "Other".',
        "2026-07-08",
        "2026-08-04",
        1,
        "polymarket",
        """
8|K|preview|Rogers clear favourite in GOP Senate primary|Former Rep. Mike Rogers, who narrowly lost in 2024, is the establishment pick in the August 4, 2026 Republican primary for Michigan's open Senate seat.|A preview with an earlier fact.
3|L|news-item|Mike Rogers wins Michigan GOP Senate nod|Mike Rogers won the Republican primary for U.S. Senate on Aug. 4, 2026, setting up a general election against the Democratic nominee.|Reports the August 4, 2026 result as done.
5|K|conditional|If Rogers wins on Aug. 4|Should Rogers take the nomination as expected, Republicans would field the same candidate who came within about 20,000 votes in 2024, and national money would follow.|A conditional.
1|L|market-resolution|Market resolved: Mike Rogers wins Michigan Republican Senate primary — YES|Resolved 2026-08-04.|Reports the resolution as done.
7|K|tracker|Michigan Senate primary fundraising|Rogers: $6.1M cash on hand (Q2) • Next FEC deadline: pre-primary report due July 23 • Primary: August 4.|A tracker.
6|K|magazine-longform|Rogers, again|Two years ago he lost by a fraction of a point. This time the party cleared the field for him early, and the only thing between him and the nomination is an August 4 primary.|Past facts and a future primary.
""",
    ),
    Q(
        "lr-polymarket-0x22776ecdacca07302e6cc578cdcf26df93b4233d5a8166cbf131cb32fec425b9",
        "Will Jerri Green win the 2026 Tennessee Governor Democratic primary election?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-jerri-green-win-the-2026-tennessee-governor-democratic-primary-election. This market will resolve according to the winner of the Democratic Primary for Governor of Tennessee, scheduled to take place on August 6, 2026. Resolution will be based on the overall winner of the primary, including any potential second round or run-off.",
        "2026-07-01",
        "2026-08-06",
        1,
        "polymarket",
        """
10|K|preview|Tennessee Democrats pick a governor nominee Aug. 6|Jerri Green and Carnita Atwater are on the Democratic ballot for Thursday, August 6, 2026. Early voting starts in mid-July.|A preview of a scheduled primary.
3|L|news-item|Jerri Green wins Tennessee Democratic primary|Jerri Green won the Democratic nomination for governor on August 6, 2026, according to unofficial results.|Reports the August 6, 2026 result as done.
5|K|analysis|A low-key Democratic contest|Neither Democrat has raised much money, and the winner on August 6 will be a heavy underdog in November against the Republican nominee.|Analysis.
1|L|market-resolution|Resolved YES: Jerri Green wins the 2026 Tennessee Governor Democratic primary|Resolved 2026-08-06.|Reports the resolution as done.
6|K|tracker|Tennessee election calendar|Early voting: July 17 - August 1 • Primary: August 6 • General: November 3.|A calendar.
2|L|headline-present|Green wins Democratic nod for Tennessee governor|NASHVILLE, Aug. 6, 2026 — Jerri Green beats Carnita Atwater, unofficial returns show.|A present-tense headline reports the August 6, 2026 result.
""",
    ),
    Q(
        "lr-manifold-i7MP3oGFn6nUnrHe9aG5",
        "Will the Nintendo Switch 2 be hacked within 12 months of its release date?",
        'Resolves to the outcome of the question found at https://manifold.markets/retr0id/will-the-nintendo-switch-2-be-hacke. "hacked" means being able to run homebrew games - as an arbitrary concrete example, it must be able to run a Chocolate Doom port https://github.com/lantus/chocolate-doom-nx . Running as javascript or wasm within the web browser doesn\'t count, it must involve arbitrary native code execution.',
        "2026-05-21",
        "2026-06-04",
        0,
        "manifold",
        """
8|K|tracker|Switch 2 homebrew status|Public exploit: none • Native homebrew: none • Browser tricks: do not count • 12-month window ends: early June 2026. Updated weekly.|A tracker with a future deadline.
3|L|follow-up|No public Switch 2 hack one year in|The market on it resolved NO on June 4, 2026, a day before the console's first anniversary, with no public homebrew exploit out.|Reports the June 2026 outcome as done.
5|K|explainer|What counts as a Switch 2 hack|The market needs a public exploit that runs native homebrew such as a Doom port; a researcher's private demo or browser code is not enough. The console launched on June 5, 2025, so the window runs to early June 2026.|An explainer with a future deadline.
1|L|market-resolution|Resolved NO: Switch 2 hacked within 12 months of release|Resolved on 2026-06-04.|Reports the resolution as done.
6|K|forum-post|Anyone close?|Every few weeks someone claims a private exploit. If one is released before June, it would count only if hobbyists can use it.|A conditional.
2|L|forum-post|[Thread] One year, no public exploit|June 4, 2026, one day short of a year: the scene still has nothing public that runs native homebrew. Market resolved NO.|A forum post reports the June 2026 state.
""",
    ),
    Q(
        "lr-metaculus-43911",
        "Will the US and India finalise a new bilateral trade agreement before August 2026?",
        "Resolves to the outcome of the question found at https://www.metaculus.com/questions/43911. This question will resolve as Yes if a new bilateral trade agreement between the US and India is signed or finalised and jointly announced before August 1, 2026. Government officials from both countries must officially announce the trade agreement.",
        "2026-07-06",
        "2026-07-31",
        0,
        "metaculus",
        """
9|K|preview|US-India interim deal: August target|Negotiators hope to finalise an interim trade deal before August 2026, after the February framework. The USTR's Section 301 probe remains a hurdle.|A preview with a future target.
3|L|follow-up|US-India deal slips past July|No bilateral agreement had been signed or jointly announced by July 31, 2026, and officials said talks would continue into August.|Reports the July 31, 2026 state as done.
5|K|forecastbench-criteria|Criteria: US-India trade agreement|This question will resolve as Yes if a new bilateral trade agreement between the US and India is signed or finalised and jointly announced before August 1, 2026.|Quotes the criteria's deadline.
1|L|market-resolution|Resolved No: US and India finalise a trade agreement before August 2026|Closed NO on 2026-07-31.|Reports the resolution as done.
6|K|tracker|US trade deals tracker|UK: signed • Japan: signed • EU: framework • India: interim deal under negotiation, next round in Delhi in mid-July.|A tracker.
3|L|hedged-report|Trade deal not ready by August, reports say|No agreement had been jointly announced by July 31, 2026, and, according to reports, the talks were to go on; the question closed NO.|Reports a July 28, 2026 statement and the July result.
""",
    ),
    Q(
        "lr-polymarket-0xb8e6d129a06d0ccb21d7b32eb529ea455eddba3cf29bfa097112202cbdf5bf21",
        "Strait of Hormuz traffic returns to normal by July 31?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/strait-of-hormuz-traffic-returns-to-normal-by-july-31. This market will resolve to “Yes” if IMF Portwatch publishes a 7-day moving average of transit calls (“Arrivals of Ships”) for the Strait of Hormuz equal to or above 60 for any date between market creation and July 31, 2026. Otherwise, this market will resolve to “No”.",
        "2026-06-30",
        "2026-07-31",
        0,
        "polymarket",
        """
10|K|tracker|Hormuz transits (IMF PortWatch, 7-day avg)|Latest: 31 transits/day • Threshold for the market: 60 • Pre-war norm: around 100 • Deadline: July 31, 2026.|A tracker with a future deadline.
3|L|follow-up|Hormuz traffic still subdued at end of July|Ship arrivals in the strait stayed well below normal through July 31, 2026, PortWatch data showed, and the market resolved NO.|Reports the July 31, 2026 state as done.
5|K|explainer|How PortWatch counts ships|PortWatch uses satellite AIS signals to estimate daily transit calls; the 7-day average smooths out gaps. Data usually lag by about four days, so a late-July recovery might only show up in August.|An explainer.
1|L|market-resolution|Resolved NO: Strait of Hormuz traffic returns to normal by July 31?|Resolved 2026-07-31.|Reports the resolution as done.
6|K|analysis|Insurers hold the key|Even if a peace deal is signed in July, war-risk premiums would take weeks to fall, so traffic returning to 60 a day by July 31 looks unlikely.|Analysis with a conditional.
4|K|conditional|If the blockade ends in July|Should Washington lift its restrictions in mid-July, the tanker backlog in the Gulf of Oman could push arrivals up quickly, but PortWatch's seven-day average would need about a week to reach 60.|A conditional.
""",
    ),
    Q(
        "lr-polymarket-0x35fc6fb38021d969a3e0987a7eb51517acfc3b1a3faf3ebfd31afc3874a876d7",
        "Will the Workers' Party nominate Lula for President of Brazil by August 15?",
        "Resolves to the outcome of the question found at https://polymarket.com/market/will-the-workers-party-nominate-lula-for-president-of-brazil-by-august-15. The 2026 Brazil presidential election is currently scheduled to be held on October 4, 2026. Political parties must file candidate registration applications with the Superior Electoral Court (Tribunal Superior Eleitoral, TSE) for the 2026 Brazil presidential election by August 15, 2026, 7:00 PM Brasília time (UTC−03:00).",
        "2026-07-10",
        "2026-08-15",
        1,
        "polymarket",
        """
9|K|preview|PT convention and the TSE deadline|The Workers' Party plans its convention in late July; registration with the electoral court closes on August 15, 2026. Lula has said he will run for a fourth term.|A preview of future steps.
3|L|news-item|PT registers Lula's candidacy|The Workers' Party filed Lula's candidacy with the Superior Electoral Court by the August 15, 2026 deadline, the market's resolution shows.|Reports the August 2026 registration as done.
5|K|forecastbench-background|Background: Lula nomination|The 2026 Brazil presidential election is currently scheduled to be held on October 4, 2026.|Quotes the background's scheduled date.
1|L|market-resolution|Resolved YES: Workers' Party nominates Lula by August 15|Resolved on 2026-08-15 after the registration was filed.|Reports the resolution as done.
6|K|tracker|Brazil 2026 election calendar|Party conventions: July 20 - August 5 • Registration deadline: August 15 • Campaign begins: August 16 • First round: October 4.|A calendar.
4|L|newsletter|Brasília briefing|The PT's registration of Lula's candidacy with the TSE was in place by August 15, 2026, the deadline, settling the nomination market.|Reports the July 25 and August 12, 2026 events as done.
""",
    ),
]
