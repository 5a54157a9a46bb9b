# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold9` part, read by `build_hold9.py`.

Prediction-market questions in the style of ForecastBench's market questions (Polymarket,
Manifold, Metaculus, INFER), with the documents such questions meet on the web: market pages
with rules and resolution criteria, trader comment threads, resolution notes, odds trackers,
background summaries and news items on the question's subject. Each question's documents are one
line each in a string, fields separated by `|`: days before the cutoff it is published, label
(L=leak / K=keep), style, title, text, why. Written blind as a held-out part; the events are real
ones of 2023-2025, every text is the writer's own and figures are from memory (approximate). See
`build_hold9.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "ly-time-poy-2024-trump",
        "Will Donald Trump be named TIME's 2024 Person of the Year?",
        "This market resolves to Yes if TIME names Donald Trump, alone or as a named member of a group, its 2024 Person of the Year in the announcement expected in December 2024. It resolves to No if TIME names anyone else. The question closes on December 12, 2024; the resolution source is TIME's own announcement.",
        "2024-11-25",
        "2024-12-12",
        1,
        "awards",
        """
20|K|market-rules|TIME Person of the Year 2024: Donald Trump?|Resolves Yes if TIME's announced 2024 Person of the Year is Donald Trump, alone or as part of a named group. TIME has revealed its pick in the first half of December in recent years; if there is no announcement by December 31, 2024, this market resolves No.|Market rules with a future deadline; nothing is reported.
6|L|trader-comments|Comments: TIME POY 2024|"Musk at 12% is free money for No holders imo" (Nov 18). Reply, 2024-12-12: "Cover is out. TIME says Trump is Person of the Year, his second time. GG."|A reply dated December 12, 2024 reports the announcement.
12|K|background-summary|How TIME picks its Person of the Year|The editors choose the person or group who most shaped the news of the year, for better or worse. Trump was the pick in 2016, and Taylor Swift was named for 2023 in an announcement on December 6, 2023. A shortlist has often been aired on morning television a day or two before the cover.|Only earlier facts and a general pattern.
3|L|news-item|Trump rings the NYSE bell on the day TIME names him Person of the Year|Donald Trump rang the New York Stock Exchange opening bell on Thursday, Dec. 12, 2024, hours after TIME revealed him as its Person of the Year for the second time.|Reports the December 12, 2024 announcement.
9|K|odds-tracker|POY odds snapshot|Trump 71%, Elon Musk 13%, Kamala Harris 6%, Benjamin Netanyahu 3%, field 7%. Traders expect the reveal in the week of December 9, 2024; the market stays open until the cover is published.|Prices and an expected reveal week; nothing is reported.
1|L|resolution-note|Resolved: YES|Resolved YES on 12 December 2024. TIME's announcement that morning named President-elect Donald Trump its 2024 Person of the Year; source linked in the description.|A resolution note reports the December 12, 2024 outcome.
""",
    ),
    Q(
        "ly-spotify-2024-swift",
        "Will Taylor Swift be Spotify's most-streamed artist globally in 2024?",
        "Resolves YES if Spotify's 2024 Wrapped announcement names Taylor Swift as the top global artist of 2024. Spotify usually publishes Wrapped in late November or early December; this question closes on December 4, 2024.",
        "2024-11-20",
        "2024-12-04",
        1,
        "culture",
        """
14|K|market-rules|Top Spotify artist of 2024?|This market resolves to the artist named as Spotify's global top artist in its official 2024 Wrapped press release. If Spotify has not published the list by December 31, 2024, the market resolves per the first official year-end ranking it does publish.|Rules with a future deadline.
5|K|trader-comments|Thread: Swift vs. the field|"Eras Tour ends Dec 8 in Vancouver, she'll be everywhere either way." "Wrapped dropped Nov 29 last year and Nov 30 the year before, so expect it right after Thanksgiving." "Bad Bunny had no big album this year. Nobody catches her."|Comments give past release dates and a scheduled concert; nothing is reported.
2|L|news-item|Taylor Swift tops Spotify Wrapped again|Spotify's 2024 Wrapped, released on December 4, 2024, named Taylor Swift its most-streamed artist worldwide for a second straight year, ahead of The Weeknd and Bad Bunny. Sabrina Carpenter's 'Espresso' was the top song globally.|Reports the December 4, 2024 release.
9|K|background-summary|Spotify's global top artist since 2020|Bad Bunny was Spotify's most-streamed artist three years running, 2020 to 2022, before Taylor Swift took the title in 2023, a year in which she was streamed more than 26 billion times on the service.|Only earlier facts.
1|L|tracker|Spotify Wrapped 2024 tracker|Status: RELEASED. Wrapped went live for users early on Dec. 4, 2024 (ET). Global top artist: Taylor Swift. Top album: The Tortured Poets Department. Top song: Espresso.|A tracker reports the December 4, 2024 release.
7|K|newsletter|Markets we're watching this week|Spotify Wrapped is the next pop-culture catalyst. The company hasn't announced a date, but past releases point to a window of November 27 to December 4, 2024. Swift trades at 92%.|A forecast window; nothing is reported.
""",
    ),
    Q(
        "ly-trump-vp-burgum-2024",
        "Will Donald Trump pick Doug Burgum as his 2024 running mate?",
        "Resolves YES if Donald Trump publicly names North Dakota Governor Doug Burgum as his vice-presidential running mate by the end of the Republican National Convention on July 18, 2024. Resolves NO if he names anyone else, or no one, by then.",
        "2024-07-01",
        "2024-07-18",
        0,
        "elections",
        """
25|K|market-rules|Trump's VP pick: Doug Burgum?|This market resolves Yes if Burgum is announced as Trump's chosen running mate or nominated for vice president by the party. Trump has said he expects to announce close to the convention, which runs July 15-18, 2024 in Milwaukee.|Rules and a scheduled convention.
10|K|news-item|Burgum, Vance and Rubio said to be finalists|The three men have received vetting paperwork from the Trump campaign, people familiar with the process said. Trump told a television interviewer he would 'probably' make his choice known around the convention.|Reports vetting before the cutoff and a stated plan.
2|L|trader-comments|Comments (VP market)|"Burgum's spin-room tour after the debate was an audition" (June 29). Reply, July 15, 2024: "Truth Social post just now: it's JD Vance. Burgum holders wrecked."|A reply dated July 15, 2024 reports the pick.
1|L|news-item|Trump names JD Vance as running mate|Donald Trump chose Ohio Senator JD Vance as his running mate on July 15, 2024, announcing the pick on social media as the Republican convention opened in Milwaukee, two days after he was wounded at a rally in Butler, Pennsylvania.|Reports the July 15, 2024 pick and the July 13 shooting.
15|K|background-summary|How running mates have been named|Trump announced Mike Pence on July 15, 2016, three days before that year's convention opened. Recent nominees have mostly named their choice one to three weeks before the convention, though a convention-week reveal would not be unheard of.|Only earlier facts.
3|L|resolution-note|Market resolved NO|Closed and resolved No on July 16, 2024. Delegates in Milwaukee nominated JD Vance for vice president on July 15, 2024, hours after Trump's announcement.|A resolution note reports the July 15, 2024 nomination.
""",
    ),
    Q(
        "ly-harris-vp-shapiro-2024",
        "Will Kamala Harris choose Josh Shapiro as her running mate?",
        "Resolves YES if Kamala Harris or her campaign announces Pennsylvania Governor Josh Shapiro as her vice-presidential running mate by August 7, 2024. Resolves NO if she names someone else, or no one, by then.",
        "2024-07-31",
        "2024-08-07",
        0,
        "elections",
        """
8|K|market-rules|Harris running mate: Josh Shapiro?|Opened July 23, 2024. Resolves Yes on an official campaign announcement naming Shapiro. Harris is expected to choose before a battleground tour that starts in Philadelphia on August 6, 2024; the Democratic convention opens in Chicago on August 19.|Rules and scheduled events.
4|K|news-item|Vetting team works through shortlist|Former Attorney General Eric Holder's team is vetting a shortlist that includes Shapiro, Arizona Senator Mark Kelly and Minnesota Governor Tim Walz. Harris is expected to interview finalists in person around the weekend of August 3-4, 2024.|Reports vetting and a planned interview weekend.
2|L|trader-comments|Comments: Shapiro market|"Philly kickoff = Shapiro, this is priced too low" (July 29). Reply, 2024-08-06 09:47 ET: "CNN reporting Walz. Harris texted supporters. It's over."|A reply dated August 6, 2024 reports the pick.
1|L|news-item|Harris taps Walz; Shapiro warms up the Philadelphia crowd|Kamala Harris announced Tim Walz as her running mate on Tuesday, August 6, 2024, and the two appeared that evening at a rally at Temple University's arena, where Shapiro spoke before them.|Reports the August 6, 2024 announcement.
6|K|background-summary|How the Democratic ticket came together|Joe Biden ended his campaign on July 21, 2024 and endorsed Harris the same day. Delegates will vote in a virtual roll call that party officials plan to open on August 1, 2024 and close by August 5, before the in-person convention.|Past facts and a planned roll call.
3|L|odds-tracker|Shapiro price history|July 23: 41%. July 28: 58%. Aug 5: 66%. Aug 6, 2024: 1% after reports that Walz was the pick; resolved NO.|A tracker reports the August 6, 2024 move and resolution.
""",
    ),
    Q(
        "ly-lk99-kssc-2023",
        "Will the Korean verification committee conclude by December 31, 2023 that LK-99 is a room-temperature superconductor?",
        "Resolves YES if, by December 31, 2023, the LK-99 verification committee of the Korean Society of Superconductivity and Cryogenics (KSSC) publishes a conclusion that LK-99 is a room-temperature, ambient-pressure superconductor. Resolves NO if its conclusion is negative or inconclusive, or if it publishes none by then.",
        "2023-12-01",
        "2023-12-31",
        0,
        "science",
        """
25|K|market-rules|KSSC verdict on LK-99 by end of 2023?|Resolution source: the committee's published statement. A statement that the evidence is insufficient, or that LK-99 is not a superconductor, resolves NO. The market closes at 23:59 KST on December 31, 2023.|Rules and a deadline.
18|K|background-summary|LK-99 recap|Two preprints posted on July 22, 2023 claimed that a copper-doped lead apatite superconducts at room temperature. By mid-August replication groups had traced its sharp drop in resistivity to copper sulphide impurities, and most traders had moved below 5%.|Only earlier facts.
9|K|trader-comments|Thread: anyone still holding YES?|"The committee said it would put out a final report before the end of the year, which is all this market needs." "Its interim statement in August already said no zero resistance and no Meissner effect. The final report won't flip that."|Comments on an expected report and earlier facts.
3|L|news-item|Korean committee: LK-99 is not a superconductor|The verification committee of the Korean Society of Superconductivity and Cryogenics said on December 13, 2023 that none of the samples it examined showed superconductivity, closing the domestic review of the material.|Reports the December 13, 2023 conclusion.
1|L|resolution-note|Resolved NO|Resolved NO on 2023-12-14. The KSSC committee's final report, released the day before, found no evidence of superconductivity in LK-99 at any temperature tested.|A resolution note dated December 14, 2023 reports the report.
6|L|tracker|LK-99 replication tracker|Last updated Jan 2, 2024. Final status: not replicated. Groups reporting negative results: 17 or more; positive or partial: none confirmed. KSSC committee verdict (Dec. 13, 2023): negative.|A tracker updated in January 2024 reports the December 13, 2023 verdict.
""",
    ),
    Q(
        "ly-gukesh-wcc-2024",
        "Will Gukesh Dommaraju win the 2024 World Chess Championship match against Ding Liren?",
        "Resolves YES if Gukesh Dommaraju wins the 2024 FIDE World Championship match in Singapore (November 25 to December 13, 2024), including on tiebreaks. Resolves NO if Ding Liren retains the title.",
        "2024-11-20",
        "2024-12-13",
        1,
        "sports",
        """
20|K|market-rules|World Chess Championship 2024: Gukesh to win?|Fourteen classical games are scheduled in Singapore from November 25. The first player to 7.5 points wins; at 7-7, rapid and blitz tiebreaks are scheduled for December 13, 2024. Resolves on FIDE's announcement.|Rules and a match schedule.
11|K|background-summary|Ding and Gukesh: form guide|Ding Liren won the title in April 2023 but has barely won a classical game this year. Gukesh, 18, won the Candidates in Toronto in April 2024 and led India to Olympiad gold in Budapest in September.|Only earlier facts.
3|L|trader-comments|Comments: Gukesh market|"Ding at 25% is generous" (Nov 17). Reply, 2024-11-25: "Ding wins game 1 with Black. Eat your words." Reply, Dec 12, 2024: "Ding cracks in the rook ending of game 14. Gukesh is world champion, 7.5-6.5."|Replies dated November 25 and December 12, 2024 report games.
6|K|odds-tracker|Pre-match prices|Gukesh 76%, Ding 24%; bookmakers show similar numbers. The opening ceremony is on November 23 and game 1 on Monday, November 25, 2024.|Prices and a schedule.
1|L|news-item|Gukesh becomes the youngest undisputed world champion|Gukesh Dommaraju won the 14th and final classical game against Ding Liren on Thursday, Dec. 12, 2024, taking the match 7.5-6.5 and becoming, at 18, the youngest undisputed world chess champion.|Reports the December 12, 2024 result.
8|L|news-item|Match report: Ding strikes back in Singapore|(Updated) After losing game three on November 27, 2024, Ding Liren won game 12 on December 9 to level the match at 6-6 with two games left.|An updated page reports games played after the cutoff.
""",
    ),
    Q(
        "ly-hegseth-confirm-2025",
        "Will the Senate confirm Pete Hegseth as Secretary of Defense by January 31, 2025?",
        "Resolves YES if the US Senate votes to confirm Pete Hegseth as Secretary of Defense by January 31, 2025, 11:59 p.m. ET. Resolves NO if the nomination is withdrawn or rejected, or no confirmation vote succeeds by then.",
        "2025-01-10",
        "2025-01-31",
        1,
        "politics",
        """
22|K|news-item|Hegseth courts wavering senators|Pete Hegseth has spent weeks on Capitol Hill meeting Republican senators, several of whom, including Joni Ernst, have not committed to backing him. Trump has said he stands by the nomination.|Only events before the cutoff.
9|K|market-rules|Hegseth confirmed as Secretary of Defense by Jan 31?|Resolves Yes upon a successful Senate confirmation vote on or before January 31, 2025, 11:59 p.m. ET. A committee vote alone does not count. The Armed Services Committee has set his hearing for January 14, 2025.|Rules and a scheduled hearing.
2|L|trader-comments|Comments: Hegseth market|"Murkowski and Collins are no's, McConnell is the wildcard" (Jan 8). Reply, Jan 24, 2025: "51-50, Vance breaks the tie. Confirmed."|A reply dated January 24, 2025 reports the vote.
5|K|faq|FAQ: what's the path to confirmation?|After the January 14 hearing the committee votes, and then the full Senate needs a cloture vote and a confirmation vote. With 53 Republicans, Hegseth can lose three and still be confirmed on the vice president's tie-breaking vote once the new administration takes office on January 20, 2025.|Explains future steps and scheduled dates.
1|L|news-item|Senate confirms Hegseth after Vance tie-breaker|The Senate confirmed Pete Hegseth as defense secretary late on Friday, January 24, 2025, 51-50, after Republicans Lisa Murkowski, Susan Collins and Mitch McConnell voted against him and Vice President JD Vance cast the deciding vote.|Reports the January 24, 2025 confirmation.
4|L|tracker|Cabinet confirmation tracker|Rubio (State): confirmed Jan. 20, 2025, 99-0. Hegseth (Defense): committee 14-13 on Jan. 20; confirmed Jan. 24, 51-50. Bessent (Treasury): pending.|A tracker reports votes of January 20 and 24, 2025.
""",
    ),
    Q(
        "ly-rfk-hhs-confirm-2025",
        "Will Robert F. Kennedy Jr. be confirmed as Secretary of Health and Human Services by February 28, 2025?",
        "Resolves YES if the full US Senate votes to confirm Robert F. Kennedy Jr. as Secretary of Health and Human Services on or before February 28, 2025. Resolves NO otherwise.",
        "2025-01-25",
        "2025-02-28",
        1,
        "politics",
        """
18|K|background-summary|Who is RFK Jr.?|Kennedy ran for president as a Democrat and then as an independent before suspending his campaign in August 2024 and endorsing Trump, who named him for HHS in November. His long record of vaccine scepticism is his main problem with senators.|Only earlier facts.
4|K|market-rules|RFK Jr. confirmed as HHS Secretary by February 28?|Resolves Yes if the full Senate confirms Kennedy on or before February 28, 2025. The Finance Committee, which votes on the nomination, has set his hearing for January 29, 2025, with a HELP Committee appearance on January 30.|Rules and scheduled hearings.
2|L|trader-comments|Comments: RFK HHS|"Cassidy is the whole market" (Jan 23). Reply, Feb 4, 2025: "Finance votes 14-13 on party lines, Cassidy yes." Reply, Feb 13, 2025: "52-48, McConnell the only R no. Resolving."|Replies dated February 4 and 13, 2025 report votes.
9|K|odds-tracker|HHS odds this week|Confirmed by Feb 28: 78%. By March 31: 86%. The Senate is scheduled to be out the week of Feb. 17, 2025 for the Presidents Day recess, which traders flag as the main timing risk.|Prices and a scheduled recess.
1|L|news-item|Kennedy sworn in at HHS|Robert F. Kennedy Jr. was sworn in as health secretary in the Oval Office on February 13, 2025, hours after the Senate confirmed him 52-48.|Reports the February 13, 2025 confirmation.
6|K|news-item|Doctors' groups press senators to reject Kennedy|Physicians' organisations and public-health researchers have sent letters urging senators to vote against the nomination ahead of his hearings later this month.|Only pre-cutoff letters and upcoming hearings, with no date.
""",
    ),
    Q(
        "ly-claude4-may-2025",
        "Will Anthropic release Claude 4 by May 31, 2025?",
        "Resolves YES if Anthropic makes generally available, by May 31, 2025, a model whose official name contains 'Claude 4' or has the form 'Claude [name] 4' (for example 'Claude Opus 4'). Research previews without public access, benchmarks and leaks do not count.",
        "2025-05-12",
        "2025-05-31",
        1,
        "technology",
        """
24|K|market-rules|Claude 4 released by May 31, 2025?|Counts: availability through the Claude apps or the API to paying customers. Does not count: benchmark results without access, or models named 3.x. The market closes at 11:59 pm PT on May 31, 2025.|Rules and a deadline.
12|K|background-summary|Anthropic's release cadence|Claude 3 arrived in March 2024, Claude 3.5 Sonnet in June 2024 with an upgrade in October, and Claude 3.7 Sonnet, with an extended-thinking mode, in February 2025, alongside a research preview of Claude Code.|Only earlier facts.
3|K|trader-comments|Thread: dev conference = launch?|"'Code with Claude' is on May 22 in SF. Nobody holds a first developer conference without a new model." "Could be a 3.8 or Claude Code going GA. The rules need a 4 in the name."|Comments on a scheduled conference.
1|L|news-item|Anthropic launches Claude Opus 4 and Sonnet 4|At its first developer conference in San Francisco on May 22, 2025, Anthropic released Claude Opus 4 and Claude Sonnet 4, saying Opus 4 could work for hours on long coding tasks. It turned on stricter ASL-3 safeguards for Opus 4.|Reports the May 22, 2025 release.
7|L|resolution-note|Resolution|Resolved YES. Claude Opus 4 and Claude Sonnet 4 became available in the API and the Claude apps on 22 May 2025, which meets the naming rule in the description.|A resolution note reports the May 22, 2025 release.
5|L|tracker|Frontier model release log|2025-04-16 OpenAI o3 and o4-mini. 2025-05-20 Google I/O: Gemini 2.5 updates. 2025-05-22 Anthropic: Claude Opus 4, Claude Sonnet 4. 2025-08-05 Claude Opus 4.1.|A log lists releases dated after the cutoff.
""",
    ),
    Q(
        "ly-llama4-april-2025",
        "Will Meta release Llama 4 by April 30, 2025?",
        "Resolves YES if Meta publicly releases downloadable weights of at least one model named Llama 4 (any size) by April 30, 2025. An announcement without weights does not count.",
        "2025-03-25",
        "2025-04-30",
        1,
        "technology",
        """
20|K|market-rules|Llama 4 weights out by April 30?|Resolves Yes if Meta posts downloadable weights for a model branded Llama 4 on its site or on Hugging Face by April 30, 2025. Meta has said LlamaCon, its first developer conference, will take place on April 29.|Rules and a scheduled conference.
10|K|news-item|Report: Llama 4 held back by reasoning and voice gaps|Meta has pushed back the Llama 4 release at least once because the model fell short on reasoning and math benchmarks and on humanlike voice conversation, a technology news site reported, citing people familiar with the plans.|A reported delay before the cutoff; no later date.
4|K|trader-comments|Comments: Llama 4|"Zuck said on the January call that Llama 4 ships this year, with smaller models first." "LlamaCon on 4/29 is the obvious target, one day before close. Buying."|Comments on a stated plan and a scheduled event.
2|L|news-item|Meta releases Llama 4 Scout and Maverick|Meta released two Llama 4 models on Saturday, April 5, 2025, Scout and Maverick, both mixture-of-experts designs, and previewed a larger Behemoth model still in training.|Reports the April 5, 2025 release.
1|L|trader-comments|Comments (later page)|Reply, Apr 7 2025: "Resolved YES on Saturday, but the LMArena version was a tuned 'experimental' build and people are mad." Reply, April 29, 2025: "LlamaCon: API preview announced, still no Behemoth."|Replies dated April 7 and 29, 2025 report events after the cutoff.
8|K|background-summary|Llama timeline|Llama 2: July 2023. Llama 3: April 2024. Llama 3.1 405B: July 2024. Llama 3.3 70B: December 2024. Meta has shipped a new major version roughly every nine to twelve months.|Only earlier facts.
""",
    ),
    Q(
        "ly-usopen-golf-2024-mcilroy",
        "Will Rory McIlroy win the 2024 U.S. Open?",
        "Resolves YES if Rory McIlroy wins the 124th U.S. Open at Pinehurst No. 2 (June 13-16, 2024), including in a playoff. Resolves NO if anyone else wins.",
        "2024-06-03",
        "2024-06-16",
        0,
        "sports",
        """
21|K|market-rules|U.S. Open 2024 winner: Rory McIlroy?|Resolves according to the official USGA result. If play is suspended or the tournament runs past June 17, 2024, the market resolves on the official winner whenever it is decided.|Rules with a future date.
15|K|news-item|McIlroy runs away with Wells Fargo|Rory McIlroy won the Wells Fargo Championship at Quail Hollow on May 12, 2024 by five strokes, two weeks after teaming with Shane Lowry to win the Zurich Classic.|Only events before the cutoff.
6|K|odds-tracker|Pinehurst odds|Scheffler 22%, McIlroy 9%, Schauffele 6%, DeChambeau 4%, Morikawa 3%. Practice rounds begin June 10; the first round tees off Thursday, June 13, 2024.|Prices and a schedule.
2|L|trader-comments|Comments: McIlroy U.S. Open|"Pinehurst rewards his wedges, 9% is cheap" (June 1). Reply, 2024-06-16: "Missed from under three feet on 16 and four feet on 18, and DeChambeau gets up and down from the bunker. Brutal."|A reply dated June 16, 2024 reports the final round.
1|L|news-item|DeChambeau edges McIlroy at Pinehurst|Bryson DeChambeau won the U.S. Open on June 16, 2024 at 6 under par, one shot ahead of Rory McIlroy, who bogeyed three of his last four holes.|Reports the June 16, 2024 result.
4|L|news-item|Scheffler wins the Memorial, arrives at Pinehurst as favourite|Scottie Scheffler won the Memorial Tournament on Sunday, June 9, 2024 by one shot over Collin Morikawa, his fifth title of the season.|Reports a June 9, 2024 event after the cutoff.
""",
    ),
    Q(
        "ly-open-2024-scheffler",
        "Will Scottie Scheffler win the 2024 Open Championship?",
        "Resolves YES if Scottie Scheffler wins the 152nd Open Championship at Royal Troon (July 18-21, 2024). Resolves NO otherwise.",
        "2024-07-08",
        "2024-07-21",
        0,
        "sports",
        """
18|K|market-rules|Open Championship 2024: Scheffler to win?|Resolves on the R&A's official result, including a four-hole aggregate playoff. If Scheffler withdraws before his first-round tee time on July 18, 2024, this market resolves No.|Rules and a scheduled start.
14|K|news-item|Scheffler wins Travelers for sixth title of 2024|Scottie Scheffler beat Tom Kim in a playoff at TPC River Highlands on June 23, 2024 for his sixth PGA Tour win of the year.|Reports a June 23, 2024 event, before the cutoff.
5|K|trader-comments|Thread: is 20% too rich at Troon?|"Links wind is the great equaliser. Nobody deserves 20% at an Open." "Whether he plays the Scottish Open (July 11-14) or not tells us nothing. Holding."|Comments on scheduled events.
2|L|news-item|Schauffele wins the Open at Royal Troon|Xander Schauffele closed with a 65 on July 21, 2024 to win the Open by two shots, his second major of the year; Scheffler finished tied for seventh.|Reports the July 21, 2024 result.
1|L|resolution-note|Resolved NO|Final: Schauffele -9, Rose -7, Horschel -7 ... Scheffler T7. Market resolved No on 21 July 2024.|A resolution note reports the July 21, 2024 result.
9|L|background-summary|Scheffler's 2024 season|Scheffler won the Masters, the Players and four other events before the Open, finished seventh at Royal Troon, and took Olympic gold at Le Golf National on August 4, 2024 with a closing 62.|A season summary reports an August 4, 2024 event.
""",
    ),
    Q(
        "ly-biles-aa-paris-2024",
        "Will Simone Biles win the women's all-around gold medal at the Paris 2024 Olympics?",
        "Resolves YES if Simone Biles is awarded the gold medal in the women's individual all-around final at the Paris 2024 Olympic Games, scheduled for August 1, 2024. Resolves NO otherwise, including if she does not qualify or withdraws.",
        "2024-07-20",
        "2024-08-01",
        1,
        "sports",
        """
19|K|news-item|Biles wins trials, heads to a third Olympics|Simone Biles topped the all-around standings at the U.S. Olympic trials in Minneapolis on June 30, 2024, and was named to a team with Sunisa Lee, Jordan Chiles, Jade Carey and Hezly Rivera.|Reports the trials, before the cutoff.
10|K|market-rules|Paris 2024 women's all-around: Biles gold?|Resolves Yes if Biles is awarded gold in the individual all-around final, scheduled for August 1, 2024 at Bercy Arena. If she fails to qualify or withdraws, resolves No. Qualification is on July 28.|Rules, conditions and scheduled events.
4|K|odds-tracker|Gymnastics futures|Biles all-around gold 80%, Rebeca Andrade 14%, others 6%. Team final: July 30, 2024. Vault final: August 3. Beam and floor finals: August 5.|Prices and a schedule.
2|L|trader-comments|Comments: Biles AA|"80% is the Tokyo discount, she's healthy" (July 18). Reply, August 1, 2024: "Biles gold, Andrade silver, Suni bronze. Paid out."|A reply dated August 1, 2024 reports the final.
1|L|news-item|Biles reclaims the all-around title|Simone Biles won Olympic all-around gold on Thursday, Aug. 1, 2024, eight years after her first, finishing ahead of Brazil's Rebeca Andrade after trailing her midway through the final.|Reports the August 1, 2024 result.
6|L|tracker|Team USA medal tracker: gymnastics|Women's team: GOLD (July 30, 2024). All-around: Biles gold, Lee bronze (Aug 1). Vault: Biles gold (Aug 3). Floor and beam: to come.|A tracker reports results of July 30 to August 3, 2024.
""",
    ),
    Q(
        "ly-marchand-four-golds-2024",
        "Will Léon Marchand win at least four gold medals at the Paris 2024 Olympics?",
        "Resolves YES if Léon Marchand wins at least four gold medals in swimming events (individual or relay) at the Paris 2024 Olympic Games, whose pool programme ends on August 4, 2024. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-04",
        1,
        "sports",
        """
25|K|background-summary|Léon Marchand in brief|The Toulouse-born swimmer broke Michael Phelps's last individual long-course world record, in the 400m individual medley, at the 2023 world championships in Fukuoka, and trains in Austin under Bob Bowman.|Only earlier facts.
12|K|market-rules|Marchand 4+ golds in Paris?|Counts golds in any swimming event at La Défense Arena. Marchand is entered in the 400m IM (final 28 July 2024), the 200m butterfly and 200m breaststroke (both finals July 31) and the 200m IM (final August 2).|Rules and a schedule.
5|K|trader-comments|Thread: the July 31 double|"The 200 fly and 200 breast finals are about two hours apart on the 31st. That's the whole market." "He has done doubles like that in college. I'm at 40% and happy."|Comments on a scheduled double.
2|L|news-item|Marchand completes a historic double|Léon Marchand won the 200m butterfly and the 200m breaststroke within about two hours on July 31, 2024, taking his Paris tally to three golds after the 400m IM on July 28.|Reports results of July 28 and 31, 2024.
1|L|resolution-note|Resolved YES|Marchand won his fourth gold in the 200m IM on 2 August 2024, in an Olympic record. Resolved Yes.|Reports the August 2, 2024 win.
8|L|odds-tracker|French medal hopes (updated)|Before the Games, Marchand 4+ golds traded at 38% and 3+ at 64%. Updated 4 August 2024: four golds, plus a bronze in the men's 4x100m medley relay on the last night of swimming.|An updated page reports results up to August 4, 2024.
""",
    ),
    Q(
        "ly-argentina-midterm-2025-lla",
        "Will La Libertad Avanza win the most votes nationwide in Argentina's October 26, 2025 legislative elections?",
        "Resolves YES if La Libertad Avanza, with the alliances it heads in each district, wins the largest national share of the vote for the Chamber of Deputies in Argentina's legislative elections of October 26, 2025, according to the provisional count. Resolves NO otherwise.",
        "2025-10-10",
        "2025-10-26",
        1,
        "elections",
        """
28|K|news-item|Peronists rout Milei in Buenos Aires province|Fuerza Patria won about 47% in the Buenos Aires provincial election on September 7, 2025, against roughly 34% for La Libertad Avanza, a wider margin than polls suggested. The peso and Argentine bonds fell sharply the next day.|Reports a September 2025 event, before the cutoff.
16|K|market-rules|Argentina midterms: LLA wins the national vote?|Resolves on the national aggregate of Chamber of Deputies votes published by the electoral authority on election night, October 26, 2025. Alliances listed under LLA in a district count toward LLA.|Rules and the election date.
6|K|news-item|Washington pledges support as Milei courts voters|Treasury Secretary Scott Bessent said the United States stood ready to do what was needed to support Argentina, and Javier Milei is due at the White House on Oct. 14, 2025, less than two weeks before the vote.|A past statement and a scheduled meeting.
2|L|trader-comments|Comments: LLA national vote|"The provincial result is a ceiling for the Peronists, not a floor" (Oct 8). Reply, 2025-10-27 01:10 ART: "LLA about 41, FP about 32 nationally with 95% counted. Not close."|A reply dated October 27, 2025 reports the count.
1|L|news-item|Milei's party wins the midterms decisively|La Libertad Avanza won about 41% of the national vote on October 26, 2025, well ahead of the Peronist Fuerza Patria, and Argentine assets rallied the following Monday.|Reports the October 26, 2025 result.
9|L|news-item|Trump ties support to Milei's election|At a White House lunch on October 14, 2025, Donald Trump said US support would depend on Milei's party winning the vote, briefly knocking Argentine bonds lower.|Reports an October 14, 2025 meeting after the cutoff.
""",
    ),
    Q(
        "ly-tariffs-canada-mexico-2025",
        "Will the 25% US tariffs on Canadian and Mexican imports ordered on February 1, 2025 take effect by March 15, 2025?",
        "Resolves YES if the 25% tariffs on imports from Canada and Mexico ordered by President Trump on February 1, 2025 take effect, with duties being collected, on any day up to March 15, 2025. Resolves NO if they stay suspended or are withdrawn through that date.",
        "2025-02-20",
        "2025-03-15",
        1,
        "trade",
        """
19|K|news-item|Trump orders tariffs on Canada, Mexico and China|Donald Trump signed orders on February 1, 2025 imposing 25% tariffs on most goods from Canada and Mexico, 10% on Canadian energy and 10% on Chinese goods, citing fentanyl and migration. The duties are due to take effect on February 4.|Reports the pre-cutoff orders and a scheduled start.
16|K|news-item|Tariffs on Canada and Mexico paused for 30 days|After calls with Claudia Sheinbaum and Justin Trudeau on February 3, Trump agreed to delay the tariffs on both countries by 30 days, to March 4, 2025, in exchange for border commitments.|A pre-cutoff pause and a new scheduled date.
8|K|market-rules|Canada/Mexico tariffs in effect by March 15?|Resolves Yes if CBP is collecting the 25% duties under the February 1 orders on any day up to March 15, 2025. If a further pause is announced before March 4, the market resolves No unless the duties then take effect by the deadline.|Rules, conditions and future dates.
2|L|trader-comments|Comments: tariff market|"He extends again, 70% No" (Feb 18). Reply, March 4, 2025: "Duties live since 12:01 this morning. Ontario threatening its electricity surcharge." Reply, Mar 6 2025: "USMCA goods exempted for a month, doesn't matter, market already resolved."|Replies dated March 4 and 6, 2025 report the tariffs and the exemption.
1|L|news-item|Canada hits back with counter-tariffs|Canada imposed 25% counter-tariffs on C$30 billion of US goods on March 4, 2025, the day the US duties took effect, and Prime Minister Trudeau said they would stay until Washington backed down.|Reports March 4, 2025 events.
5|K|tracker|Trade-policy tracker (as of Feb. 15)|Canada/Mexico 25%: paused until March 4. China 10%: in effect since Feb 4. Steel and aluminium 25%: signed Feb 10, effective March 12. Reciprocal tariffs: review ordered, report due April 1.|A tracker lists pauses and scheduled start dates as of mid-February.
""",
    ),
    Q(
        "ly-musk-doge-exit-2025",
        "Will Elon Musk leave his role at DOGE by May 31, 2025?",
        "Resolves YES if, by May 31, 2025, Elon Musk leaves his role with the Department of Government Efficiency, as shown by his own statement, a White House statement, or credible reporting that his special government employee status has ended. Resolves NO otherwise.",
        "2025-05-15",
        "2025-05-31",
        1,
        "politics",
        """
23|K|news-item|Musk says DOGE time will 'drop significantly' from May|On Tesla's earnings call on April 22, 2025, Elon Musk said that starting next month he would spend far less time on DOGE, perhaps a day or two a week, for as long as the president wanted him to.|A past statement about a future period.
14|K|market-rules|Musk out at DOGE by May 31?|A reduced schedule does not count: the market needs an announced departure or an end of his government role. Special government employees may serve 130 days in a 365-day period, which by most counts runs out around May 30, 2025.|Rules and a legal limit.
5|K|trader-comments|Thread: the 130-day clock|"Counting from January 20, day 130 is May 30." "They can count only the days he actually worked. Don't assume the clock forces anything."|Comments compute a future date.
2|L|news-item|Musk announces the end of his government stint|Elon Musk said on X on May 28, 2025 that his scheduled time as a special government employee was coming to an end, thanking the president, a day after criticising the administration's tax bill.|Reports the May 28, 2025 announcement.
1|L|news-item|Trump hosts an Oval Office farewell for Musk|Donald Trump gave Elon Musk a send-off in the Oval Office on May 30, 2025, handing him a golden key and saying he would 'always be with us'.|Reports the May 30, 2025 event.
8|L|background-summary|DOGE: a timeline|January 20, 2025: DOGE created by executive order. May 28: Musk announces his exit. June 5, 2025: a public feud between Musk and Trump erupts over the spending bill.|A timeline lists events after the cutoff.
""",
    ),
    Q(
        "ly-grok4-june-2025",
        "Will xAI release Grok 4 by June 30, 2025?",
        "Resolves YES if xAI publicly releases a model named Grok 4, available to at least some paying users, by June 30, 2025, 11:59 PM ET. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-30",
        0,
        "technology",
        """
20|K|market-rules|Grok 4 released by June 30?|Counts: Grok 4 usable in the Grok app, on X or through the API. Does not count: Grok 3.5, benchmark claims, or a livestream without access. Close: June 30, 2025.|Rules and a deadline.
12|K|background-summary|Grok so far|Grok 3 was launched on February 17, 2025 with a livestream, trained on xAI's Colossus cluster in Memphis. Musk said in May that a Grok 3.5 would come soon, but no date was set.|Only earlier facts.
4|K|trader-comments|Comments: Grok 4 June|"Musk time: add two months to any date." "If 3.5 is skipped and renamed Grok 4 it could come fast, but close is June 30 and nothing has been teased. Still No."|Comments on the deadline; nothing is reported.
2|L|trader-comments|Comments (continued)|Reply, June 27, 2025: "Elon now says Grok 4 'right after July 4th'. Dumping YES." Reply, 2025-07-10: "Grok 4 livestream last night. Resolved NO on the 1st, correct."|Replies dated June 27 and July 10, 2025 report events after the cutoff.
1|L|news-item|xAI unveils Grok 4 in late-night livestream|xAI released Grok 4 and a pricier Grok 4 Heavy on July 9, 2025, a day after the Grok account on X posted antisemitic replies that the company had to delete.|Reports July 8 and 9, 2025 events.
6|K|odds-tracker|AI release markets|Grok 4 by June 30, 2025: 18%. Grok 4 by July 31: 61%. GPT-5 by August 31: 74%.|Prices with deadlines only.
""",
    ),
    Q(
        "ly-gemini3-nov-2025",
        "Will Google release Gemini 3 by November 30, 2025?",
        "Resolves YES if Google releases a model named Gemini 3 (any variant, such as Gemini 3 Pro) to the public in the Gemini app or API by November 30, 2025, 11:59 PM PT. Resolves NO otherwise.",
        "2025-11-03",
        "2025-11-30",
        1,
        "technology",
        """
22|K|background-summary|Gemini releases to date|Gemini 2.0 Flash: December 2024. Gemini 2.5 Pro: March 2025, generally available in June. Gemini 2.5 Flash Image ('nano banana'): August 2025.|Only earlier facts.
5|K|news-item|Pichai: Gemini 3 coming before year end|Sundar Pichai told analysts on Alphabet's third-quarter call on October 29 that the company was on track to release Gemini 3 later this year.|A past statement about a future release.
9|K|market-rules|Gemini 3 released by November 30?|A 'preview' or 'experimental' model counts if it is named Gemini 3 and the public can use it. Internal testing, anonymous LMArena models or a blog post without access do not count. Deadline: November 30, 2025, 11:59 PM PT.|Rules and a deadline.
2|L|trader-comments|Comments: Gemini 3|"'Later this year' means December risk" (Nov 1). Reply, Nov 18, 2025: "It's live in the app and AI Studio, 3 Pro preview. Resolves YES."|A reply dated November 18, 2025 reports the release.
1|L|news-item|Google launches Gemini 3 with a new coding tool|Google released Gemini 3 Pro on November 18, 2025, putting it into Search's AI Mode on day one and launching Antigravity, an agent-first coding environment.|Reports the November 18, 2025 release.
3|L|tracker|Model release log|2025-11-12 GPT-5.1. 2025-11-18 Gemini 3 Pro. 2025-11-20 Nano Banana Pro (Gemini 3 Pro Image). 2025-11-24 Claude Opus 4.5.|A log lists releases dated after the cutoff.
""",
    ),
    Q(
        "ly-fomc-2025-12-cut",
        "Will the Fed cut interest rates at its December 9-10, 2025 meeting?",
        "Resolves YES if the FOMC statement released on December 10, 2025 lowers the federal funds target range below 3.75-4.00%. Resolves NO if the range is unchanged or raised.",
        "2025-11-20",
        "2025-12-10",
        1,
        "central_banks",
        """
22|K|news-item|Fed cuts again, Powell says December is not assured|The Fed lowered its target range by a quarter point to 3.75-4.00% on October 29, 2025 and said balance-sheet runoff would end on December 1, 2025. Powell told reporters a further cut in December was 'not a foregone conclusion, far from it'.|A past decision, a past statement and a scheduled end date.
12|K|market-rules|Fed decision in December: cut?|Resolves Yes on any reduction at the December 9-10, 2025 meeting. An intermeeting cut before December 9 would also count. Resolution source: the FOMC statement.|Rules and a scheduled meeting.
6|K|trader-comments|Thread: the data blackout|"No October jobs report at all, and September payrolls only come out on Nov. 20. They're flying blind." "Fed speakers are split down the middle. 45% looks right."|Comments on a scheduled release.
1|L|trader-comments|Comments (continued)|Reply, Nov 21, 2025: "Williams says there's room for a further adjustment in the near term. Cut odds back to 70%." Reply, 2025-12-10: "25 bps, three dissents, Miran wanted 50. Resolving YES."|Replies dated November 21 and December 10, 2025 report later events.
2|L|news-item|Fed delivers a third straight cut amid dissent|The Fed cut rates by a quarter point to 3.50-3.75% on December 10, 2025; Stephen Miran dissented in favour of a larger cut, while Jeffrey Schmid and Austan Goolsbee preferred no change.|Reports the December 10, 2025 decision.
8|L|background-summary|How the shutdown scrambled the data calendar|The government shutdown that began on October 1 ended on November 12, 2025, leaving the Fed without an October jobs report; officials went into the December 10, 2025 cut with September payrolls as their latest full reading.|Refers to the December 10, 2025 cut as done.
""",
    ),
    Q(
        "ly-swift-kelce-engaged-2025",
        "Will Taylor Swift and Travis Kelce announce their engagement by September 30, 2025?",
        "Resolves YES if Taylor Swift and Travis Kelce announce their engagement, or either of them or their representatives confirm it, by September 30, 2025. Tabloid reports alone do not count.",
        "2025-08-20",
        "2025-09-30",
        1,
        "culture",
        """
7|K|news-item|Swift announces her 12th album on Kelce's podcast|Taylor Swift revealed her next album, The Life of a Showgirl, on the New Heights podcast she recorded with Travis and Jason Kelce, released on August 13. She said more details would follow.|Only pre-cutoff facts.
15|K|market-rules|Swift and Kelce engaged by September 30?|Resolves Yes on an announcement by either of them or confirmation by their representatives. Tabloid reports alone do not count. The market closes on September 30, 2025.|Rules and a deadline.
4|K|trader-comments|Thread: ring watch|"The NFL season opener is Sept 5 in São Paulo, Chiefs vs Chargers. If it happens, it's before then." "People have bet on this since last Christmas. 12% is fair."|Comments on a scheduled game.
1|L|news-item|'Your English teacher and your gym teacher are getting married'|Taylor Swift and Travis Kelce announced their engagement on Instagram on August 26, 2025, with photos of the proposal in a flower-filled garden.|Reports the August 26, 2025 announcement.
3|L|resolution-note|Resolved YES|Resolved Yes on Aug 26, 2025 after the joint Instagram post. Props to everyone who held through the album promo.|A resolution note reports the August 26, 2025 announcement.
10|L|background-summary|Taylor Swift: 2025 in brief|Swift bought back her master recordings in May 2025, announced her engagement to Travis Kelce on 26 August and released The Life of a Showgirl on October 3, 2025.|A summary reports events of August and October 2025.
""",
    ),
    Q(
        "ly-hunter-pardon-2024",
        "Will Joe Biden pardon Hunter Biden by December 31, 2024?",
        "Resolves YES if President Joe Biden grants Hunter Biden a pardon or commutation, for any offence, by December 31, 2024 (ET). Reported intentions do not count.",
        "2024-11-22",
        "2024-12-31",
        1,
        "politics",
        """
15|K|news-item|White House: still 'no' on a Hunter pardon|Press Secretary Karine Jean-Pierre said on November 7 that the president's answer on pardoning his son remained no. Hunter Biden is due to be sentenced in his Delaware gun case on Dec. 12, 2024 and in his California tax case on Dec. 16.|A past statement and scheduled sentencings.
9|K|market-rules|Will Biden pardon Hunter in 2024?|Resolves Yes if an official pardon or commutation for Hunter Biden is issued by December 31, 2024 (ET). A reported intention, or a pardon issued in January 2025, does not count.|Rules and a deadline.
1|L|trader-comments|Comments: Hunter pardon|"He's said no a dozen times, 15% max" (Nov 20). Reply, Dec. 1, 2024: "Sunday night statement, full and unconditional, going back to 2014. So much for 'no'."|A reply dated December 1, 2024 reports the pardon.
1|L|news-item|Biden pardons his son|President Biden issued a 'full and unconditional' pardon to Hunter Biden on December 1, 2024, covering offences from January 1, 2014 through that day, less than two weeks before his first scheduled sentencing.|Reports the December 1, 2024 pardon.
20|K|background-summary|Hunter Biden's cases|A Delaware jury convicted Hunter Biden on three felony gun charges in June 2024, and in September he pleaded guilty to nine federal tax charges in Los Angeles as jury selection was about to begin.|Only earlier facts.
5|L|tracker|Presidential clemency tracker|Dec 1, 2024: Hunter Biden (pardon). Dec 12, 2024: about 1,500 commutations and 39 pardons. Jan 19-20, 2025: preemptive pardons for Anthony Fauci, Mark Milley, members of the January 6 committee and Biden family members.|A tracker lists clemency dated after the cutoff.
""",
    ),
    Q(
        "ly-us-ukraine-minerals-2025",
        "Will the United States and Ukraine sign a minerals agreement by April 30, 2025?",
        "Resolves YES if the governments of the United States and Ukraine sign the agreement on Ukrainian mineral resources (a resource-revenue or joint investment fund agreement) by April 30, 2025, 11:59 PM ET. A memorandum of intent or technical protocol does not count.",
        "2025-04-10",
        "2025-04-30",
        1,
        "geopolitics",
        """
28|K|background-summary|How the minerals deal collapsed|Volodymyr Zelensky left the White House on February 28, 2025 without signing a framework minerals agreement, after a heated exchange with Donald Trump and JD Vance in the Oval Office.|Only earlier facts.
12|K|news-item|Kyiv studies a tougher US draft|Ukrainian officials said a new US draft received in late March goes much further than the February text, and that talks on it would continue in Washington in the coming weeks.|Pre-cutoff facts and planned talks, with no later date.
5|K|market-rules|US-Ukraine minerals deal signed by April 30?|Resolves Yes when both governments sign the agreement itself. A memorandum of intent or a technical protocol does not count. Deadline April 30, 2025, 11:59 PM ET.|Rules and a deadline.
2|L|trader-comments|Comments: minerals deal|"Memorandum of intent signed over video link on April 17. Doesn't count per the rules, but we're close" (posted 2025-04-18). Reply, April 30, 2025: "Signed in DC tonight, Bessent and Svyrydenko. YES with hours to spare."|Comments dated April 18 and 30, 2025 report signings.
1|L|news-item|US and Ukraine sign minerals deal|The United States and Ukraine signed an agreement on April 30, 2025 setting up a joint reconstruction investment fund financed by future Ukrainian resource revenues, after weeks of last-minute haggling.|Reports the April 30, 2025 signing.
7|L|tracker|Ukraine diplomacy tracker|Minerals agreement: signed 30 April 2025; ratified by the Verkhovna Rada 8 May 2025. Ceasefire talks: no agreement.|A tracker reports April and May 2025 events.
""",
    ),
    Q(
        "ly-snb-2025-06-zero",
        "Will the Swiss National Bank cut its policy rate to 0% or below on June 19, 2025?",
        "Resolves YES if the policy rate announced by the Swiss National Bank at its monetary policy assessment of June 19, 2025 is 0.00% or lower. Resolves NO if it stays at 0.25% or is raised.",
        "2025-06-02",
        "2025-06-19",
        1,
        "central_banks",
        """
25|K|news-item|Swiss inflation falls to zero|Swiss consumer prices were unchanged in April from a year earlier, the statistics office said, the weakest reading in four years, as the strong franc pushed down import costs.|Only pre-cutoff data.
14|K|market-rules|SNB to 0% on June 19?|Resolves Yes if the policy rate announced on June 19, 2025 is 0.00% or lower. No change resolves No. Source: the SNB's press release.|Rules and a scheduled decision.
6|K|trader-comments|Thread: zero or negative?|"Schlegel keeps saying negative rates aren't off the table. 25 to zero is the base case, 50 is the tail." "May CPI on June 3 decides it."|Comments on a scheduled release.
2|L|trader-comments|Comments (continued)|Reply, 2025-06-03: "May CPI -0.1% y/y, first negative print since 2021." Reply, June 19, 2025: "Zero it is. No negative rates for now, Schlegel says."|Replies dated June 3 and 19, 2025 report data and the decision.
1|L|news-item|SNB cuts to zero|The Swiss National Bank lowered its policy rate by a quarter point to 0% on June 19, 2025, its sixth straight cut, and said it stood ready to intervene in currency markets.|Reports the June 19, 2025 decision.
9|L|correction|Correction to 'SNB seen cutting to zero'|Correction, June 20, 2025: an earlier version of this preview gave the date of the SNB's next decision as June 12. It was June 19, when the bank cut its rate to 0%.|A correction reports the June 19, 2025 decision.
""",
    ),
    Q(
        "ly-clark-roy-unanimous-2024",
        "Will Caitlin Clark be the unanimous choice for 2024 WNBA Rookie of the Year?",
        "Resolves YES if Caitlin Clark wins the 2024 WNBA Rookie of the Year award with every vote cast by the national media panel. Resolves NO if any other player receives a vote, or if Clark does not win. The award is expected to be announced by October 15, 2024.",
        "2024-09-24",
        "2024-10-15",
        0,
        "sports",
        """
20|K|market-rules|Clark unanimous ROY?|The WNBA announces Rookie of the Year with the full vote count. Resolves Yes only if Clark receives all votes cast by the media panel. Ballots are due the day after the regular season ends on September 19; the announcement is expected during the playoffs, by mid-October 2024.|Rules and scheduled dates.
8|K|news-item|Fever clinch first playoff berth since 2016|Indiana secured a playoff place with a win last week, and Caitlin Clark's assists total is on course for a league single-season record.|Only pre-cutoff facts.
4|K|trader-comments|Thread: will one voter go Reese?|"Angel Reese's rebounding record is real. All it takes is one contrarian on a panel of 67." "Reese is out for the year with the wrist. Nobody votes for an injured player. Ballots are due Sept 20."|Comments on a ballot deadline; nothing is reported.
1|L|trader-comments|Comments (continued)|Reply, Sept 25, 2024: "Fever swept by the Sun, 87-81 in game 2. Season over." Reply, Oct 15, 2024: "66 of 67. One vote for Reese. NO."|Replies dated September 25 and October 15, 2024 report later events.
2|L|news-item|Clark named Rookie of the Year, one vote short of unanimous|Caitlin Clark was named WNBA Rookie of the Year on October 15, 2024, receiving 66 of 67 votes; the other vote went to Chicago's Angel Reese.|Reports the October 15, 2024 announcement.
10|L|background-summary|Caitlin Clark's rookie season|Clark set a WNBA rookie scoring record and the single-season assists record, led the Fever to the playoffs, where they lost to Connecticut on September 25, 2024, and was named Rookie of the Year on 15 October 2024.|A summary reports events dated after the cutoff.
""",
    ),
    Q(
        "ly-ohtani-5050-2024",
        "Will Shohei Ohtani finish the 2024 regular season with at least 50 home runs and 50 stolen bases?",
        "Resolves YES if Shohei Ohtani records at least 50 home runs and at least 50 stolen bases in the 2024 MLB regular season, which ends on September 29, 2024, per MLB's official statistics. Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-29",
        1,
        "sports",
        """
12|K|news-item|Ohtani joins 40-40 club with a walk-off slam|Shohei Ohtani hit a walk-off grand slam against Tampa Bay on August 23, 2024 for his 40th home run, having stolen his 40th base earlier in the game, and became the sixth member of the 40-40 club and the fastest to get there.|A pre-cutoff event.
6|K|market-rules|Ohtani 50/50 in 2024?|Counts regular-season games only, per MLB's official statistics; postseason numbers are excluded. The Dodgers' last scheduled regular-season game is Sept. 29, 2024 at Colorado.|Rules and a scheduled final game.
1|K|odds-tracker|The 50/50 math|Through September 3: 44 home runs and 46 steals with 24 games left. Pace: about 52 HR and 57 SB. Market: 58% Yes.|A projection; nothing after the cutoff is reported.
1|L|news-item|Ohtani's 6-for-6 night creates the 50-50 club|In Miami on Sept. 19, 2024, Shohei Ohtani hit three home runs, stole two bases and drove in 10 runs, becoming the first player with 50 homers and 50 steals in a season.|Reports the September 19, 2024 game.
2|L|resolution-note|Resolved YES|Resolved Yes on 2024-09-19, when Ohtani reached 51 HR and 51 SB. He finished the regular season on September 29 with 54 home runs and 59 stolen bases.|A resolution note reports September 2024 milestones.
9|L|background-summary|Shohei Ohtani: 2024|Ohtani became the first member of the 50-50 club, won the World Series with the Dodgers on October 30, 2024 and was the unanimous National League MVP, announced November 21, 2024.|A summary reports events after the cutoff.
""",
    ),
    Q(
        "ly-shutdown-march-2025",
        "Will a US government shutdown begin by March 15, 2025?",
        "Resolves YES if a lapse in US federal appropriations begins when current funding expires at 11:59 p.m. ET on March 14, 2025, i.e. if agencies are directed to begin shutdown procedures by March 15, 2025. Resolves NO if funding is extended before a lapse.",
        "2025-03-01",
        "2025-03-15",
        0,
        "politics",
        """
20|K|market-rules|Government shutdown by March 15?|Resolves Yes if OMB directs agencies to begin shutdown procedures because of a lapse in appropriations after funding expires at 11:59 p.m. ET on March 14, 2025. If a bill is signed after midnight but before OMB issues any shutdown order, the market resolves No.|Rules, a condition and a deadline.
14|K|background-summary|How we got here|Congress passed a stopgap in December 2024 after Elon Musk and Donald Trump helped sink an earlier bipartisan deal. That measure funds the government through March 14, 2025.|Earlier facts and an expiry date.
4|K|trader-comments|Thread: CR or shutdown?|"Johnson wants a full-year CR and House Democrats will vote no. Can he find 217 Republicans? Massie is already a no. House vote probably the week of March 10." "The Senate needs Democrats for cloture, and Schumer hasn't said a word."|Comments on an expected vote.
2|L|news-item|Shutdown averted as Trump signs stopgap|President Trump signed a six-month funding measure on March 15, 2025, a day after the Senate passed it 54-46 following a cloture vote in which ten Democrats, among them Chuck Schumer, helped it advance.|Reports March 14 and 15, 2025 events.
1|L|trader-comments|Comments (later)|Reply, March 11, 2025: "House passes the CR 217-213. Over to the Senate." Reply, March 13, 2025: "Schumer folds, says he'll vote for cloture. No is basically locked."|Replies dated March 11 and 13, 2025 report later votes.
7|L|resolution-note|Resolved NO|No lapse occurred: the full-year continuing resolution was signed before agencies were told to shut down, and the market resolved No on 15 March 2025.|A resolution note reports the March 15, 2025 outcome.
""",
    ),
    Q(
        "ly-cybertruck-delivery-2023",
        "Will Tesla deliver a Cybertruck to a customer by November 30, 2023?",
        "Resolves YES if Tesla delivers at least one production Cybertruck to a paying customer who is not a Tesla employee by November 30, 2023 (US Central time), per Tesla or credible reporting. Resolves NO otherwise.",
        "2023-11-10",
        "2023-11-30",
        1,
        "product_launches",
        """
22|K|news-item|Tesla sets Cybertruck delivery event for Nov. 30|Tesla said on its third-quarter earnings call on October 18 that the first Cybertrucks would be handed over at an event at its Austin factory on November 30, 2023. Musk warned that the company had 'dug our own grave' with the truck's difficult production.|A past statement about a scheduled event.
10|K|market-rules|First Cybertruck customer delivery by Nov 30?|Resolves Yes on Tesla confirmation or credible reporting of a delivery to a paying customer who is not a Tesla employee, on or before November 30, 2023 (CT). Deliveries to employees or executives do not count.|Rules and a deadline.
4|K|trader-comments|Thread: do event-day handovers count?|"At the Semi event they handed trucks to Pepsi on stage. If they do that on the 30th, it resolves Yes." "Could be employees only. Read the rules."|Comments on a scheduled event.
1|L|news-item|Tesla hands over the first Cybertrucks in Austin|Tesla delivered roughly ten Cybertrucks to customers at its event at Giga Texas on November 30, 2023, and said a cheaper rear-wheel-drive version would start at $60,990 in 2025.|Reports the November 30, 2023 event.
2|L|trader-comments|Comments (continued)|Reply, 2023-11-30 21:40 CT: "Keys handed to customers on stage, a couple of them early reservation holders. Resolving YES." Reply, Dec 1, 2023: "Prices way above the 2019 promise, $79,990 for the AWD."|Replies dated November 30 and December 1, 2023 report the event.
6|L|news-item-updated|What to expect at Tesla's Cybertruck event|Tesla will hand over the first trucks at Giga Texas on November 30, with pricing still unannounced. Update, December 1, 2023: the company delivered about a dozen trucks at the event and priced the tri-motor Cyberbeast at $99,990.|An update appended to a preview reports the November 30, 2023 event.
""",
    ),
    Q(
        "ly-btc-reserve-eo-2025",
        "Will President Trump establish a Strategic Bitcoin Reserve by March 31, 2025?",
        "Resolves YES if President Trump signs an executive order or other presidential action, or signs a law, establishing a US reserve that holds bitcoin, by March 31, 2025. An order to study or evaluate a reserve does not count.",
        "2025-02-20",
        "2025-03-31",
        1,
        "crypto",
        """
28|K|news-item|Trump order creates crypto working group, floats a 'stockpile'|An executive order signed on January 23, 2025 set up a presidential working group on digital assets chaired by David Sacks and asked it to evaluate a national digital asset stockpile. The group's report is due within 180 days.|A past order and a future due date.
14|K|market-rules|Strategic Bitcoin Reserve by March 31?|Resolves Yes if an executive order, memorandum or signed law creates a reserve that holds bitcoin by March 31, 2025. Evaluating, studying or recommending does not count, and neither do state-level reserves.|Rules and a deadline.
5|K|trader-comments|Thread: stockpile vs reserve|"A 'stockpile' of seized coins is still a reserve if the order says so." "The working group report isn't due until July. Nothing happens before that."|Comments on a future due date.
2|L|trader-comments|Comments (continued)|Reply, March 2, 2025: "Truth Social post: crypto reserve with XRP, SOL and ADA, then BTC and ETH 'at the heart'." Reply, Mar. 6, 2025: "Sacks: the president just signed an EO establishing a Strategic Bitcoin Reserve, funded with forfeited BTC. YES."|Replies dated March 2 and 6, 2025 report later events.
1|L|news-item|Trump signs order creating a bitcoin reserve|Donald Trump signed an executive order on March 6, 2025 establishing a Strategic Bitcoin Reserve and a separate digital asset stockpile, both to be filled with coins forfeited in criminal and civil cases, a day before the White House's first crypto summit.|Reports the March 6, 2025 order.
8|K|background-summary|Bitcoin reserve proposals|Senator Cynthia Lummis's BITCOIN Act would have the Treasury buy one million bitcoin over five years. Several states, including Utah and Texas, have reserve bills moving through their legislatures this session.|Earlier facts and pending bills, with no later date.
""",
    ),
    Q(
        "ly-trudeau-resign-2025",
        "Will Justin Trudeau announce his resignation by January 31, 2025?",
        "Resolves YES if Justin Trudeau publicly announces by January 31, 2025 that he will resign as Prime Minister of Canada or as Liberal Party leader, including an announcement that he will stay until a successor is chosen. Resolves NO otherwise.",
        "2024-12-28",
        "2025-01-31",
        1,
        "politics",
        """
11|K|news-item|Freeland quits cabinet hours before the fall economic statement|Chrystia Freeland resigned as finance minister and deputy prime minister on December 16, 2024, publicly criticising Justin Trudeau's handling of the economy and of Donald Trump's tariff threats.|A pre-cutoff event.
8|K|market-rules|Trudeau announces resignation by Jan 31?|Resolves Yes on a public statement by Trudeau that he is stepping down as prime minister or party leader. A lost confidence vote alone does not count. The House of Commons is scheduled to return on January 27, 2025.|Rules and a scheduled sitting.
4|K|trader-comments|Thread: caucus pressure|"Singh says the NDP will move non-confidence once the House is back, so late January at the earliest." "The national caucus meets on January 8. That's where it breaks, if it breaks."|Comments on future events.
2|L|news-item|Trudeau to step down once Liberals pick a new leader|Justin Trudeau said on January 6, 2025 that he would resign as Liberal leader and prime minister once the party chose a successor, and that Parliament would be prorogued until March 24.|Reports the January 6, 2025 announcement.
1|L|resolution-note|Resolved YES|Trudeau's statement outside Rideau Cottage on 6 January 2025 meets the rules (a resignation effective when a successor is chosen). Resolved Yes.|A resolution note reports the January 6, 2025 announcement.
15|L|background-summary|Liberal Party of Canada: the 2025 leadership race|After Trudeau's announcement on January 6, 2025, the party set a leadership vote for March 9, which Mark Carney won with about 86% of the points.|A summary reports events after the cutoff.
""",
    ),
    Q(
        "ly-paetongtarn-removal-2025",
        "Will Thailand's Constitutional Court remove Paetongtarn Shinawatra from office by August 31, 2025?",
        "Resolves YES if Thailand's Constitutional Court rules by August 31, 2025 (Bangkok time) that Paetongtarn Shinawatra's position as Prime Minister is terminated. Resolves NO otherwise, including if she resigns or loses a no-confidence vote without such a ruling.",
        "2025-08-10",
        "2025-08-31",
        1,
        "courts",
        """
30|K|news-item|Court suspends Thai PM over leaked Hun Sen call|Thailand's Constitutional Court suspended Paetongtarn Shinawatra from duty on July 1, 2025, pending a ruling on a petition by senators who say her phone call with Cambodia's Hun Sen breached ethical standards.|A pre-cutoff event.
14|K|market-rules|Paetongtarn removed by the Constitutional Court by August 31?|Resolves Yes if the court rules her premiership terminated by August 31, 2025 (Bangkok time). Resignation or a no-confidence vote resolves No unless the court also rules.|Rules and a deadline.
9|K|background-summary|Thai-Cambodian border clashes|Fighting along the border from July 24 to July 28 killed dozens and displaced more than 200,000 people before a ceasefire brokered in Malaysia took effect at midnight on July 28, 2025.|Only earlier facts.
4|K|trader-comments|Thread: when does the court rule?|"Judges are expected to rule late this month, right up against the August 31 deadline." "The court removed Srettha on similar grounds last year. 70% Yes is light."|Comments on an expected ruling and the deadline.
1|L|news-item|Thai court removes Paetongtarn|The Constitutional Court ruled on August 29, 2025 that Paetongtarn Shinawatra had breached ethical standards in her call with Hun Sen and removed her from office, the second prime minister ousted by the court in a year.|Reports the August 29, 2025 ruling.
2|L|tracker|Thailand politics tracker|Aug 29, 2025: Paetongtarn removed by the Constitutional Court (6-3). Sept 5, 2025: Anutin Charnvirakul elected prime minister by parliament.|A tracker reports August and September 2025 events.
""",
    ),
    Q(
        "ly-hasina-out-2024",
        "Will Sheikh Hasina cease to be Prime Minister of Bangladesh by August 31, 2024?",
        "Resolves YES if Sheikh Hasina ceases to hold the office of Prime Minister of Bangladesh for any reason by August 31, 2024 (Dhaka time). Resolves NO otherwise.",
        "2024-08-01",
        "2024-08-31",
        1,
        "geopolitics",
        """
14|K|news-item|Deadly clashes as quota protests spread|At least six people were killed on July 16 as students protesting job quotas clashed with police and with activists of the ruling party's student wing in Dhaka and Chittagong.|A pre-cutoff event.
9|K|news-item|Supreme Court scales back job quotas|Bangladesh's Supreme Court on July 21 cut the share of government jobs reserved for particular groups to 7%, from 56%, after days of unrest in which well over 100 people were killed and a nationwide curfew was imposed.|Only pre-cutoff events.
5|K|market-rules|Hasina out as PM by August 31?|Resolves Yes on resignation, removal, death or any other loss of office by August 31, 2024 (Dhaka time). A caretaker arrangement in which she remains prime minister resolves No.|Rules and a deadline.
2|L|trader-comments|Comments: Hasina|"She's survived worse, 8% is right" (July 30). Reply, 2024-08-05: "Army chief says she resigned and left the country. Helicopter to India." Reply, Aug 8, 2024: "Yunus sworn in as chief adviser."|Replies dated August 5 and 8, 2024 report later events.
1|L|news-item|Hasina resigns and flees as protesters storm her residence|Sheikh Hasina resigned as prime minister and fled to India on August 5, 2024 after weeks of protests, and army chief Waker-Uz-Zaman announced that an interim government would be formed.|Reports the August 5, 2024 resignation.
3|L|background-summary|Bangladesh: the 2024 uprising|Protests that began over job quotas in July became a movement against the government; Hasina resigned on 5 August 2024, and an interim government led by Muhammad Yunus took office on 8 August.|A summary reports August 2024 events.
""",
    ),
    Q(
        "ly-nepal-oli-2025",
        "Will K. P. Sharma Oli cease to be Prime Minister of Nepal by September 30, 2025?",
        "Resolves YES if K. P. Sharma Oli ceases to be Prime Minister of Nepal, by resignation, removal or otherwise, by September 30, 2025 (Nepal time). Resolves NO otherwise.",
        "2025-09-03",
        "2025-09-30",
        1,
        "politics",
        """
6|K|news-item|Nepal gives social media firms a week to register|Nepal's communications ministry said platforms including Facebook, YouTube and X must register with it within seven days or be blocked. Rights groups called the order an attack on free expression.|A pre-cutoff order and a deadline with no date.
20|K|background-summary|Oli's fourth term|K. P. Sharma Oli returned as prime minister in July 2024 at the head of a coalition of his CPN-UML and the Nepali Congress, which agreed to rotate the premiership before the next election, due in 2027.|Earlier facts and a future election year.
12|K|market-rules|Oli out as Nepal PM by September 30?|Resolves Yes if Oli leaves office by September 30, 2025 (Nepal time). An early handover under the coalition's rotation deal would count.|Rules, a condition and a deadline.
2|L|trader-comments|Comments: Oli market|"Rotation isn't due until 2026, this is a 3% market" (Sept 1). Reply, 2025-09-09: "Oli has resigned. Parliament is on fire. Nineteen dead yesterday." Reply, Sept 12, 2025: "Sushila Karki sworn in as interim PM."|Replies dated September 9 and 12, 2025 report later events.
1|L|news-item|Nepal's prime minister resigns after deadly 'Gen Z' protests|K. P. Sharma Oli resigned on September 9, 2025, a day after police killed 19 protesters in Kathmandu at demonstrations set off by a ban on 26 social media platforms.|Reports September 8 and 9, 2025 events.
4|K|odds-tracker|South Asia politics markets|Oli out by Sept 30: 4%. Nepal early election called in 2025: 9%. Sri Lanka provincial polls held in 2025: 22%.|Prices only.
""",
    ),
    Q(
        "ly-boluarte-remain-2025",
        "Will Dina Boluarte still be President of Peru on October 31, 2025?",
        "Resolves YES if Dina Boluarte holds the office of President of Peru on October 31, 2025. Resolves NO if she leaves office for any reason (including a vacancy declared by Congress or resignation) before then.",
        "2025-09-25",
        "2025-10-31",
        0,
        "politics",
        """
22|K|background-summary|Boluarte's presidency|Dina Boluarte took office in December 2022 after Pedro Castillo's removal. Her approval has been in single digits for much of 2025, but Congress has rejected several motions to remove her. General elections are scheduled for April 12, 2026.|Earlier facts and a scheduled election.
10|K|market-rules|Boluarte still president on October 31?|Resolves No if Congress declares a presidential vacancy, she resigns or she is otherwise removed before October 31, 2025. A suspension counts as leaving office only if a successor is sworn in.|Rules, conditions and a deadline.
3|K|news-item|Young Peruvians march against pension law|Thousands of protesters, many organised online as 'Generation Z', marched in Lima on Saturday against a pension overhaul and government corruption, and clashed with police near Congress.|Only a pre-cutoff event.
2|L|trader-comments|Comments: Boluarte|"Congress needs her as a shield until the election. 90% Yes" (Sept 23). Reply, 2025-10-10 00:40 PET: "Vacancy approved with well over 100 votes. Jerí to be sworn in tonight."|A reply dated October 10, 2025 reports the removal.
1|L|news-item|Peru's Congress removes Boluarte|Peru's Congress voted in the early hours of October 10, 2025 to remove Dina Boluarte for 'permanent moral incapacity', and the head of Congress, José Jerí, was sworn in as president.|Reports the October 10, 2025 removal.
6|K|odds-tracker|Latin America markets|Boluarte still president Oct 31: 88%. Peru election held on April 12, 2026: 93%. Bolivia runoff on October 19: Paz 41%, Quiroga 59%.|Prices and scheduled votes.
""",
    ),
    Q(
        "ly-eth-ath-2025",
        "Will Ether reach a new all-time high by August 31, 2025?",
        "Resolves YES if ETH/USD on Coinbase trades above $4,878, its November 2021 high, at any time by August 31, 2025, 11:59 PM ET. Resolves NO otherwise.",
        "2025-08-10",
        "2025-08-31",
        1,
        "crypto",
        """
24|K|news-item|Ether jumps as treasury companies pile in|Ether rose above $3,600 this week as listed companies such as BitMine and SharpLink added to their holdings and US spot ether ETFs took in record inflows.|Only pre-cutoff prices.
12|K|market-rules|ETH new all-time high by August 31?|Resolves Yes if any one-minute candle on Coinbase ETH-USD has a high above $4,878.00 between market creation and August 31, 2025, 11:59 PM ET.|Rules and a deadline.
1|K|trader-comments|Thread: 4k, then the ATH?|"We just broke $4,000 for the first time since December. $880 to go in three weeks." "Jackson Hole is Aug 21-23. If Powell sounds dovish, we go."|Comments on a scheduled event.
1|L|trader-comments|Comments (continued)|Reply, Aug 22, 2025: "Powell opens the door to September, ETH up double digits into the $4,800s." Reply, 2025-08-24: "New ATH, about $4,950 on Coinbase. YES."|Replies dated August 22 and 24, 2025 report later moves.
2|L|news-item|Ether tops its 2021 record|Ether climbed to a record of about $4,950 on August 24, 2025, passing its November 2021 peak, two days after Fed Chair Jerome Powell signalled a possible rate cut.|Reports the August 24, 2025 record.
6|K|odds-tracker|Crypto price markets|ETH above $4,878 by Aug 31, 2025: 34%. BTC new ATH by Aug 31: 52%. SOL above $250 by Aug 31: 20%.|Prices with a deadline only.
""",
    ),
    Q(
        "ly-xabi-alonso-madrid-2025",
        "Will Real Madrid appoint Xabi Alonso as head coach by June 1, 2025?",
        "Resolves YES if Real Madrid officially announces Xabi Alonso as its head coach by June 1, 2025, even if his start date is later. Reports or agreements in principle do not count.",
        "2025-05-10",
        "2025-06-01",
        1,
        "sports",
        """
13|K|market-rules|Xabi Alonso named Real Madrid coach by June 1?|Resolves Yes on an official statement on realmadrid.com naming Alonso head coach by June 1, 2025, even if his contract starts later. Reports or agreements in principle do not count.|Rules and a deadline.
1|K|trader-comments|Thread: Alonso leaving Leverkusen|"He's just told his press conference he leaves Leverkusen at the end of the season. Last Bundesliga match is May 17." "Ancelotti to Brazil is the key domino; the CBF wants him for the June qualifiers."|Comments on stated plans and scheduled matches.
3|K|odds-tracker|Coaching markets|Alonso named Madrid coach by June 1: 71%. Ancelotti named Brazil coach by May 31: 78%. The Club World Cup in the United States starts June 14, 2025.|Prices and a schedule.
2|L|news-item|Real Madrid confirm Xabi Alonso|Real Madrid announced on May 25, 2025 that Xabi Alonso would be their coach from June 1 on a contract to 2028, two weeks after Brazil's federation confirmed Carlo Ancelotti as its manager on May 12.|Reports the May 12 and 25, 2025 announcements.
4|L|trader-comments|Comments (later)|Reply, May 11, 2025: "Barça win the Clásico 4-3, the title's basically gone." Reply, 2025-05-25: "Official. Alonso, three years. YES."|Replies dated May 11 and 25, 2025 report later events.
6|L|background-summary|Real Madrid's 2024-25 season|Madrid were knocked out by Arsenal in the Champions League quarter-finals, lost the Copa del Rey final to Barcelona on April 26 and the decisive Clásico 4-3 on May 11, 2025; Alonso was appointed on 25 May.|A summary reports events dated after the cutoff.
""",
    ),
    Q(
        "ly-china-gdp-2024-5pct",
        "Will China report 2024 GDP growth of at least 5.0%?",
        "Resolves YES if China's National Bureau of Statistics reports full-year 2024 real GDP growth of 5.0% or more in its first estimate, scheduled for release on January 17, 2025. Later revisions do not count.",
        "2025-01-03",
        "2025-01-17",
        1,
        "macro",
        """
21|K|news-item|Beijing pledges 'more proactive' fiscal policy for 2025|Leaders at the annual Central Economic Work Conference, which ended on December 12, promised a more proactive fiscal policy and a 'moderately loose' monetary policy next year.|A pre-cutoff event.
14|K|market-rules|China 2024 GDP growth of 5.0% or more?|Resolves on the first full-year figure published by the NBS, expected on January 17, 2025. Later revisions do not count. A figure of exactly 5.0% resolves Yes.|Rules and a scheduled release.
5|K|background-summary|Growth through the third quarter|China's economy grew 4.6% year on year in the third quarter, for 4.8% in the first three quarters, below the government's target of 'around 5%'. Economists expect the stimulus announced in late September to lift the fourth quarter.|Earlier data and a forecast.
2|L|trader-comments|Comments: China GDP|"They always hit the target, 88% is free" (Dec 30). Reply, Jan 17, 2025: "5.0% on the nose, Q4 5.4%. Target met to the decimal, of course."|A reply dated January 17, 2025 reports the figure.
1|L|news-item|China's economy grew 5% in 2024, as expected|China's economy grew 5.0% in 2024, the statistics bureau said on January 17, 2025, meeting the official target thanks to a late burst of stimulus and strong exports; fourth-quarter growth was 5.4%.|Reports the January 17, 2025 release.
8|L|tracker|China macro tracker|2024 GDP (released 2025-01-17): +5.0%. 2025 growth target (NPC, March 5, 2025): around 5%. Q1 2025 GDP (April 16, 2025): +5.4%.|A tracker reports releases dated after the cutoff.
""",
    ),
    Q(
        "ly-eu-16th-sanctions-2025",
        "Will the EU adopt a 16th package of sanctions against Russia by February 24, 2025?",
        "Resolves YES if the Council of the European Union formally adopts a 16th package of sanctions against Russia on or before February 24, 2025 (CET). Political agreement among ambassadors alone does not count.",
        "2025-02-05",
        "2025-02-24",
        1,
        "geopolitics",
        """
25|K|background-summary|EU sanctions on Russia so far|The EU has adopted fifteen packages since February 2022; the 15th, agreed in December 2024, focused on Russia's shadow fleet of oil tankers. Renewals require unanimity, and Hungary has repeatedly held them up.|Only earlier facts.
7|K|news-item|Commission proposes 16th package aimed at aluminium and the shadow fleet|The European Commission presented member states with a draft 16th package including a ban on imports of Russian primary aluminium and more shadow-fleet listings. Diplomats say the aim is adoption by February 24, 2025, the third anniversary of the full-scale invasion.|A proposal and a target date.
4|K|market-rules|EU 16th sanctions package by Feb 24?|Resolves Yes when the Council announces adoption, or the legal acts appear in the Official Journal, on or before February 24, 2025 (CET). Agreement in COREPER alone does not count.|Rules and a deadline.
2|L|trader-comments|Comments: 16th package|"Orbán folded on the rollover last week, he won't block this one" (Feb 3). Reply, Feb 19, 2025: "Ambassadors agree the package." Reply, 2025-02-24: "Foreign ministers adopt it in Brussels. YES."|Replies dated February 19 and 24, 2025 report later steps.
1|L|news-item|EU adopts 16th sanctions package on the invasion anniversary|EU foreign ministers formally adopted a 16th round of sanctions on Russia on February 24, 2025, including an aluminium import ban, 74 more shadow-fleet vessels and 13 more banks cut off from SWIFT.|Reports the February 24, 2025 adoption.
9|K|odds-tracker|Europe policy markets|16th package by Feb 24: 81%. Sectoral sanctions renewed before they lapse on January 31: 93%.|Prices and deadlines.
""",
    ),
    Q(
        "ly-boj-2025-03-hike",
        "Will the Bank of Japan raise its policy rate at its March 18-19, 2025 meeting?",
        "Resolves YES if the statement released at the end of the Bank of Japan's March 18-19, 2025 monetary policy meeting sets the short-term policy rate above 0.5%. Resolves NO on a hold or a cut.",
        "2025-03-03",
        "2025-03-19",
        0,
        "central_banks",
        """
28|K|news-item|BOJ lifts rates to 0.5%|The Bank of Japan raised its policy rate to 0.5% on January 24, 2025, the highest in 17 years, and said it would keep raising rates if its outlook was realised.|A pre-cutoff decision.
14|K|market-rules|BOJ hike on March 19?|Resolves Yes if the statement at the end of the March 18-19, 2025 meeting sets the uncollateralised overnight call rate target above 0.5%. Resolves No on a hold.|Rules and a scheduled meeting.
6|K|trader-comments|Thread: is March too soon?|"They just hiked in January. Ueda never goes back to back." "Rengo's first shunto tally comes out March 14, five days before the decision. That's the only thing that could pull a hike forward."|Comments on a scheduled release.
2|L|trader-comments|Comments (continued)|Reply, March 14, 2025: "Rengo first tally 5.46%, the biggest in 34 years." Reply, 2025-03-19: "Hold at 0.5%, unanimous. Ueda flags US tariffs. NO."|Replies dated March 14 and 19, 2025 report later events.
1|L|news-item|BOJ holds rates as expected, warns on trade risks|As widely expected, the Bank of Japan kept its policy rate at 0.5% on March 19, 2025, with Governor Kazuo Ueda citing uncertainty over US trade policy, hours before the Federal Reserve also left rates unchanged.|Reports the March 19, 2025 decisions.
9|L|tracker|Japan rates tracker|Policy rate: 0.5% (raised 24 Jan 2025; held 19 Mar 2025 and 1 May 2025). Ten-year JGB yield: above 1.5% in early March 2025.|A tracker reports holds dated after the cutoff.
""",
    ),
]
