# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold7` part, read by `build_hold7.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part of primary sources: press releases, investor-relations pages, central-bank and
election-body notices, court and government announcements, event listings and ticket pages,
product pages, release notes and changelogs, and social-media posts and forum threads by
participants or fans. See `build_hold7.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lv-rbnz-2024-10-50bp",
        "Will the Reserve Bank of New Zealand cut the Official Cash Rate by 50 basis points or more at its October 9, 2024 Monetary Policy Review?",
        "Resolves YES if the Monetary Policy Review published on October 9, 2024 sets the OCR at 4.75% or lower (from 5.25%). Resolves NO otherwise.",
        "2024-09-25",
        "2024-10-09",
        1,
        "central_banks",
        """
6|K|central-bank-calendar|Upcoming OCR announcements|Monetary Policy Review: Wednesday 9 October 2024, 2.00pm. Monetary Policy Statement and press conference: Wednesday 27 November 2024, 2.00pm. Dates for 2025 will be published later this year.|A calendar of announcements still to come.
3|L|central-bank-statement|Monetary Policy Review: OCR reduced to 4.75 percent|The Monetary Policy Committee today agreed to reduce the Official Cash Rate by 50 basis points to 4.75 percent. Annual consumer price inflation is now near the midpoint of the 1 to 3 percent target range. Wellington, 9 October 2024.|The review itself, dated 9 October 2024, reports the cut as done.
10|K|central-bank-statement|OCR reduced to 5.25 percent|The Committee agreed on 14 August 2024 to lower the OCR by 25 basis points to 5.25 percent, the first reduction since March 2020. The next Monetary Policy Review is scheduled for 9 October 2024.|An earlier decision plus the date of the next review.
2|L|social-post|post by a Wellington bank economist|50 it is. OCR 4.75 as of this afternoon (Wed 9 Oct 2024) and the statement barely pushes back on another 50 in November. Mortgage repricing will be fast this time.|A post written on 9 October 2024 reporting the cut.
5|K|bank-research-note|Forecast change: we now expect a 50 point cut in October|With the labour market softening faster than the Reserve Bank assumed in August, we now expect the OCR to be cut by 50 points on 9 October, followed by another 50 on 27 November. If the Bank opts for 25, we would expect it to signal a faster pace later.|A forecast and a conditional about scheduled reviews.
1|L|press-release|Floating home loan rate down 0.50% after OCR decision|Following the Reserve Bank's decision on 9 October 2024 to lower the OCR to 4.75%, our floating home loan rate will fall by 0.50% p.a. for existing customers from Friday 18 October 2024.|Reports the 9 October 2024 cut as done.
""",
    ),
    Q(
        "lv-norges-2023-12-hike",
        "Will Norges Bank raise its policy rate at the monetary policy meeting whose decision is announced on December 14, 2023?",
        "Resolves YES if Norges Bank's decision published on December 14, 2023 sets the policy rate above 4.25%. Resolves NO otherwise.",
        "2023-11-28",
        "2023-12-14",
        1,
        "central_banks",
        """
8|K|central-bank-statement|Policy rate kept unchanged at 4.25 percent|At its meeting on 1 November 2023, the Committee decided to keep the policy rate unchanged at 4.25 percent. Based on the Committee's current assessment, the policy rate will most likely be raised in December.|An earlier decision with a stated intention about December.
3|K|central-bank-calendar|Monetary policy meetings and reports|Thursday 14 December 2023 at 10:00: interest rate decision and Monetary Policy Report 4/23, followed by a press conference with the Governor. The schedule for 2024 begins with a meeting on 25 January.|A schedule of decisions not yet taken.
2|L|central-bank-statement|Policy rate raised to 4.5 percent|Norges Bank's Monetary Policy and Financial Stability Committee has decided to raise the policy rate by 0.25 percentage point to 4.5 percent, and the policy rate will likely be kept at that level for some time ahead. Published 14 December 2023.|The December 14, 2023 statement reports the hike.
5|L|press-release|Higher mortgage rates following the policy rate increase|As a result of Norges Bank's increase of the policy rate on 14 December 2023, we are raising the interest rate on home mortgages by up to 0.25 percentage point. For new loans the change applies from 21 December; existing customers will be notified by letter.|Reports the 14 December 2023 increase as done.
1|K|social-post|post by a krone strategist|One more to go? NB said in November a hike is "most likely" in December, markets have about 70% of 25bp priced for Thursday 14 Dec. A weak NOK is the main argument for going.|Expectations before the scheduled decision.
4|L|fan-forum|Thread: Will the policy rate go up in December?|Original post from November asked whether to fix now. Edit by OP, 15 December 2023: so they did raise to 4.5% yesterday, and my bank's letter arrived this morning. Glad I fixed.|An edit appended to the thread reports the December 14, 2023 hike.
""",
    ),
    Q(
        "lv-copom-2024-12-100bp",
        "Will Brazil's Copom raise the Selic rate by 100 basis points or more at its December 10-11, 2024 meeting?",
        "Resolves YES if the Copom decision announced on December 11, 2024 sets the Selic target at 12.25% or higher (from 11.25%). Resolves NO otherwise.",
        "2024-11-27",
        "2024-12-11",
        1,
        "central_banks",
        """
7|K|central-bank-statement|Copom raises Selic rate to 11.25% p.a.|At its meeting of November 5-6, 2024, the Committee unanimously decided to raise the Selic rate by 0.50 percentage point, to 11.25% p.a. The Committee stated that the magnitude of future adjustments will be determined by its firm commitment to convergence of inflation to the target.|An earlier decision, dated before the cutoff.
3|K|central-bank-calendar|Copom meeting calendar|Remaining 2024 meeting: December 10-11 (statement on the 11th, after 6:30 p.m.). 2025 meetings: January 28-29, March 18-19, May 6-7, June 17-18, July 29-30, September 16-17, November 4-5 and December 9-10.|A calendar of meetings still to come.
2|L|central-bank-statement|Copom raises Selic rate to 12.25% p.a.|On December 11, 2024 the Committee unanimously decided to raise the Selic rate by 1.00 percentage point, to 12.25% p.a. If the scenario evolves as expected, the Committee anticipates adjustments of the same magnitude in the next two meetings.|The December 11, 2024 statement reports the 100 point hike.
5|K|central-bank-survey|Focus market readout|The median forecast for the Selic rate at the end of 2024 rose to 11.75% in the survey released on Monday, implying a 50 basis point move on December 11. Respondents see the rate ending 2025 at 12.75%. (Figures as recalled.)|A survey forecast about a scheduled decision.
1|L|social-post|post by a São Paulo rates trader|Copom went 100bp on Dec. 11, 2024 and pre-committed to two more hikes of the same size. Curve is repricing hard this morning, DI Jan/26 up sharply.|Reports the December 11, 2024 decision.
4|L|government-announcement|Note from the Ministry of Finance on the monetary policy decision|The Ministry takes note of the decision of the Monetary Policy Committee on December 11, 2024 to raise the Selic rate to 12.25% and reaffirms its commitment to the fiscal framework approved by Congress.|A note reacting to the December 11, 2024 decision reports it as done.
""",
    ),
    Q(
        "lv-wimbledon-2025-sinner",
        "Will Jannik Sinner win the 2025 Wimbledon gentlemen's singles title?",
        "Resolves YES if Jannik Sinner wins the Gentlemen's Singles final of The Championships 2025, scheduled for Sunday July 13, 2025. Resolves NO otherwise.",
        "2025-06-25",
        "2025-07-13",
        1,
        "sports",
        """
10|K|ticket-page|The Championships 2025: Centre Court tickets|The Championships run from Monday 30 June to Sunday 13 July 2025. Gentlemen's Singles Final: Sunday 13 July, Centre Court, play not before 4pm. The public ballot has closed; a limited number of tickets will be sold through the Ticketmaster queue each day.|A ticket listing for a final still to be played.
3|K|event-listing|Draw ceremony and seedings|The singles draws will be made on Friday 27 June 2025. Jannik Sinner is seeded first in the gentlemen's event and Carlos Alcaraz, the defending champion, second.|An announced draw date and seedings.
2|L|press-release|Sinner wins first Wimbledon title|Jannik Sinner became the first Italian to win the Gentlemen's Singles title, defeating two-time defending champion Carlos Alcaraz 4-6, 6-4, 6-4, 6-4 on Centre Court on 13 July 2025.|Reports the July 13, 2025 final as done.
5|L|fan-forum|Post-match thread: (1) Sinner d. (2) Alcaraz, Wimbledon F|Sunday July 13, 2025. Lost the first set and then just stopped missing. Five weeks after Paris he gets the revenge. What a serve in the last game.|A fan thread reporting the July 13, 2025 result.
1|K|social-post|post by Jannik Sinner|Not the week I wanted in Halle, but the body feels good. Some days of rest and then London. See you at Wimbledon.|A player's statement about a coming event; no later date reported.
7|L|results-table|Gentlemen's Singles, 2025: results by round|First round (Tue 1 July 2025): J. Sinner d. L. Nardi 6-4 6-3 6-0. Quarter-final (Wed 9 July 2025): J. Sinner d. B. Shelton 7-6 6-4 6-4. Semi-final: J. Sinner d. N. Djokovic 6-3 6-3 6-4. Final: J. Sinner d. C. Alcaraz 4-6 6-4 6-4 6-4. (Scores from memory.)|A results table of matches played in July 2025.
""",
    ),
    Q(
        "lv-cbrt-2024-12-cut",
        "Will the Central Bank of the Republic of Türkiye lower its one-week repo rate at its MPC meeting of December 26, 2024?",
        "Resolves YES if the policy rate announced on December 26, 2024 is below 50%. Resolves NO otherwise.",
        "2024-12-10",
        "2024-12-26",
        1,
        "central_banks",
        """
6|K|central-bank-statement|Press release on interest rates|The Monetary Policy Committee decided on 21 November 2024 to keep the policy rate constant at 50 percent. The tight monetary stance will be maintained until a significant and sustained decline in the underlying trend of monthly inflation is observed.|An earlier decision and a conditional stance.
2|K|central-bank-calendar|Monetary Policy Committee meeting schedule|The last meeting of 2024 will be held on 26 December. In 2025, the Committee plans to meet eight times, on 23 January, 6 March, 17 April, 19 June, 24 July, 11 September, 23 October and 11 December.|A schedule of future meetings.
3|L|central-bank-statement|Press release on interest rates|The Monetary Policy Committee has decided to reduce the policy rate from 50 percent to 47.5 percent. 26 December 2024. The Committee will determine the pace of future steps meeting by meeting, with a prudent approach.|The statement dated 26 December 2024 reports the cut.
9|K|press-release|Exporters' assembly calls for rate relief|The assembly urged the central bank to begin easing at its 26 December meeting, saying that a strong lira and high borrowing costs were eroding competitiveness. "Every month of delay costs our members orders," its chairman said.|A call for a future decision.
1|L|social-post|post by an Istanbul economist|TCMB cut 250bp to 47.5% on Dec 26, 2024, the first easing since February 2023. Lira barely moved. Next step: January 23.|Reports the December 26, 2024 cut.
""",
    ),
    Q(
        "lv-fomc-2024-11-cut",
        "Will the FOMC lower the federal funds target range at its November 6-7, 2024 meeting?",
        "Resolves YES if the FOMC statement released on November 7, 2024 sets the target range below 4.75-5.00%. Resolves NO otherwise.",
        "2024-10-24",
        "2024-11-07",
        1,
        "central_banks",
        """
12|K|central-bank-calendar|2024 FOMC meetings|January 30-31, March 19-20, April 30-May 1, June 11-12, July 30-31, September 17-18*, November 6-7*, December 17-18*. The November meeting begins on Wednesday because of Election Day. * Meeting associated with a Summary of Economic Projections (September and December only).|A meeting calendar with future dates.
4|L|central-bank-statement|Federal Reserve issues FOMC statement|November 7, 2024. In support of its goals, the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/2 to 4-3/4 percent. Voting for the monetary policy action were all twelve members.|The statement dated November 7, 2024 reports the cut.
2|K|speech-transcript|Governor Waller: a more gradual path|Speaking at Stanford on October 14, 2024, Governor Waller said that the data argue for more caution about the pace of cuts than was needed in September, and that he expected reductions to be gradual over the next year.|An earlier speech about future policy.
6|L|press-release|Bank lowers prime rate to 7.75%|The bank announced that its prime lending rate will decrease from 8.00% to 7.75%, effective November 8, 2024, following the Federal Reserve's decision the previous day.|Reports the November 7, 2024 decision and a rate change effective November 8, 2024.
1|K|fan-forum|Thread: lock my mortgage rate now or wait for Nov 7?|Broker says lock. My thinking is a 25 cut on Nov 7 is already in the 30-year rate and the election is the bigger risk. If they surprise with 50 I lose maybe an eighth.|A forum post weighing a scheduled decision.
8|L|central-bank-calendar|FOMC meeting calendars and information|November 6-7: Statement (PDF, HTML), Implementation Note, Press Conference. Minutes of the meeting were released on November 26, 2024. December 17-18: Statement, Projection Materials, Press Conference.|The updated calendar reports the November 2024 statement and minutes released November 26, 2024.
""",
    ),
    Q(
        "lv-boe-2025-02-50bp",
        "Will the Bank of England lower Bank Rate by 50 basis points or more on February 6, 2025?",
        "Resolves YES if the Monetary Policy Summary published on February 6, 2025 sets Bank Rate at 4.25% or lower (from 4.75%). Resolves NO otherwise.",
        "2025-01-23",
        "2025-02-06",
        0,
        "central_banks",
        """
8|K|central-bank-calendar|Upcoming Monetary Policy Committee dates|Thursday 6 February 2025: Monetary Policy Summary, minutes and Monetary Policy Report. Thursday 20 March 2025: Monetary Policy Summary and minutes. Announcements are published at 12 noon.|Scheduled announcements.
2|L|central-bank-statement|Bank Rate reduced to 4.5% - February 2025|At its meeting ending on 5 February 2025, the Monetary Policy Committee voted by a majority of 7-2 to reduce Bank Rate by 0.25 percentage points, to 4.5%. Two members preferred to reduce Bank Rate by 0.5 percentage points.|The February 2025 summary reports a 25 point cut at a meeting ending 5 February 2025.
5|K|central-bank-statement|Monetary Policy Summary, December 2024|At its meeting ending on 18 December 2024, the MPC voted by a majority of 6-3 to maintain Bank Rate at 4.75%. Three members preferred to reduce Bank Rate by 0.25 percentage points.|A control: an earlier decision only.
1|L|press-release|Tracker mortgage rates to fall|Following the Bank of England's decision on 6 February 2025 to reduce Bank Rate to 4.5%, our tracker mortgage rates will decrease by 0.25% from 1 March 2025. Variable savings rates are also being reviewed.|Reports the 6 February 2025 decision as done.
3|K|social-post|post by a gilts strategist|OIS has about 90% on a 25bp cut on Feb 6 and close to nothing for 50. The interesting bit will be the vote split and whether the MPR downgrades growth.|Market pricing ahead of a scheduled decision.
6|L|fan-forum|Base rate thread: February 2025|Update 6 Feb 2025, 12:05: 0.25% cut to 4.5%, vote 7-2, with two wanting 0.5 (one of them Mann!). So no half point. Fixes might nudge down a bit.|An update appended to a forum thread reports the February 6, 2025 decision.
""",
    ),
    Q(
        "lv-ecb-2025-07-cut",
        "Will the ECB lower its deposit facility rate at its monetary policy meeting of July 23-24, 2025?",
        "Resolves YES if the ECB decision announced on July 24, 2025 sets the deposit facility rate below 2.00%. Resolves NO otherwise.",
        "2025-07-08",
        "2025-07-24",
        0,
        "central_banks",
        """
9|K|central-bank-statement|Monetary policy decisions, 5 June 2025|The Governing Council today decided to lower the three key ECB interest rates by 25 basis points. The deposit facility rate is reduced to 2.00%. The Governing Council is not pre-committing to a particular rate path.|An earlier decision, dated before the cutoff.
3|K|central-bank-calendar|Meetings of the Governing Council|Monetary policy meetings: 23-24 July 2025 (Frankfurt am Main); 10-11 September 2025; 29-30 October 2025 (Florence); 17-18 December 2025. The press conference follows at 14:45 CET on the second day.|A calendar of future meetings.
2|L|central-bank-statement|Monetary policy decisions, 24 July 2025|The Governing Council today decided to keep the three key ECB interest rates unchanged. The deposit facility rate stays at 2.00%. Inflation is currently at the 2% medium-term target.|The July 24, 2025 statement reports the hold.
5|K|speech-transcript|Sintra: policy is in a good place|Opening the ECB Forum on Central Banking in Sintra (30 June-2 July 2025), the President said that, after eight cuts, the Governing Council was in a good position to respond to shocks, and that it would stay data-dependent.|A control: remarks at an event held before the cutoff.
1|L|social-post|post by a Frankfurt rates analyst|ECB stays at 2% on 24 July 2025: first pause after eight straight cuts. Lagarde: "we are in a good place", tariffs uncertainty noted. September now a coin flip.|Reports the July 24, 2025 hold.
6|L|central-bank-statement|Account of the monetary policy meeting of 23-24 July 2025|Published on 21 August 2025. Members widely agreed that it was appropriate to keep the key rates unchanged, with some noting that the outlook remained unusually uncertain.|An account published on August 21, 2025 reports the July meeting's decision.
""",
    ),
    Q(
        "lv-rba-2024-12-cut",
        "Will the Reserve Bank of Australia lower the cash rate target at its December 9-10, 2024 meeting?",
        "Resolves YES if the Monetary Policy Board's decision announced on December 10, 2024 sets the cash rate target below 4.35%. Resolves NO otherwise.",
        "2024-11-26",
        "2024-12-10",
        0,
        "central_banks",
        """
20|K|central-bank-statement|Statement by the Reserve Bank Board: Monetary Policy Decision|At its meeting on 5 November 2024, the Board decided to leave the cash rate target unchanged at 4.35 per cent and the interest rate paid on Exchange Settlement balances unchanged at 4.25 per cent.|A control: an earlier decision only.
4|K|central-bank-calendar|Monetary policy meeting dates|2024: 9-10 December. 2025: 17-18 February, 31 March-1 April, 19-20 May, 7-8 July, 11-12 August, 29-30 September, 3-4 November and 8-9 December. Statements are released at 2.30 pm on the second day.|Scheduled meetings.
2|L|central-bank-statement|Statement by the Reserve Bank Board: Monetary Policy Decision, 10 December 2024|The Board today decided to leave the cash rate target unchanged at 4.35 per cent. The Board is gaining some confidence that inflationary pressures are declining in line with its recent forecasts.|The December 10, 2024 statement reports the hold.
6|K|social-post|post by a Sydney economist|Bullock on 5 Nov: the Board does not expect to be in a position to cut "in the near term". December cut priced at under 10%, February around half. Q3 national accounts on Dec 4 the last big input.|Past remarks and expectations for future meetings.
1|L|press-release|Variable home loan rates reduced|Following the Reserve Bank's decision on 18 February 2025 to lower the cash rate by 0.25 percentage points to 4.10 per cent, our variable home loan rates will fall by 0.25% p.a., effective Friday 28 February 2025.|Reports a later cut of February 18, 2025.
""",
    ),
    Q(
        "lv-ecuador-2025-noboa",
        "Will Daniel Noboa win Ecuador's presidential runoff of April 13, 2025?",
        "Resolves YES if Ecuador's National Electoral Council (CNE) proclaims Daniel Noboa the winner of the second round held on April 13, 2025. Resolves NO otherwise.",
        "2025-03-27",
        "2025-04-13",
        1,
        "elections",
        """
10|K|election-body-notice|First round: official results|With 100% of tally sheets counted, Daniel Noboa (ADN) received 44.17% of valid votes and Luisa González (RC) 44.00%. As no candidate reached the threshold, a second round will be held on Sunday 13 April 2025.|Earlier results and a scheduled runoff.
3|K|election-body-notice|Electoral calendar: second round|Campaign period: 23 March to 10 April 2025. Electoral silence from 11 April. Polling stations open from 07:00 to 17:00 on 13 April; preliminary results will be published on the CNE's results portal from the close of polls.|A calendar of steps still to come.
2|L|election-body-notice|CNE proclaims results of the second round|The plenary proclaimed the official results of the presidential runoff of 13 April 2025: Daniel Noboa Azín 55.63%, Luisa González 44.37% of valid votes. The president-elect will take office on 24 May 2025.|An official proclamation of the April 13, 2025 runoff result.
6|L|social-post|post by Daniel Noboa|Thank you, Ecuador. On April 13, 2025 you gave us a victory of more than ten points. There is no doubt about who won. Now, to work.|A post after the runoff reporting the April 13, 2025 win.
1|K|social-post|post by the González campaign|Sunday's debate showed who has a plan for the country. The campaign is on. On April 13, vote for change.|A campaign post pointing to the runoff date.
4|L|government-announcement|Presidential inauguration|The investiture of the Constitutional President of the Republic for the 2025-2029 term took place before the National Assembly on Saturday, May 24, 2025.|Reports the May 24, 2025 inauguration as done.
""",
    ),
    Q(
        "lv-iceland-2024-halla",
        "Will Halla Tómasdóttir win Iceland's presidential election of June 1, 2024?",
        "Resolves YES if Halla Tómasdóttir receives the most votes in the presidential election held on June 1, 2024, according to the National Electoral Commission. Resolves NO otherwise.",
        "2024-05-15",
        "2024-06-01",
        1,
        "elections",
        """
8|K|election-body-notice|Candidates in the presidential election of 1 June 2024|Twelve candidates have been validated by the National Electoral Commission. The list, in alphabetical order, will appear on ballot papers at all polling stations.|A notice about an election still to be held.
3|L|election-body-notice|Final results of the presidential election|Presidential election held on 1 June 2024. Halla Tómasdóttir 34.1%, Katrín Jakobsdóttir 25.2%, Halla Hrund Logadóttir 15.7%, Jón Gnarr 10.1%. Turnout 80.8%. (Figures as recalled.)|Final results of the June 1, 2024 election.
2|K|social-post|post by Halla Tómasdóttir|Thank you for a wonderful meeting in Ísafjörður tonight. Two weeks of campaign left. Let's talk about the future, not the past. Vote on 1 June.|A candidate's post about a coming election.
5|K|event-listing|Where and when to vote in Reykjavík|On Saturday 1 June 2024 polling stations in Reykjavík will be open from 9:00 to 22:00. Early voting at Holtagarðar is open daily from 10:00 until 31 May.|A polling-day listing for a future date.
1|L|government-announcement|Inauguration of the President of Iceland|Halla Tómasdóttir was inaugurated as the seventh President of Iceland at a ceremony in the Alþingi on 1 August 2024, after a service at Reykjavík Cathedral.|Reports the August 1, 2024 inauguration of the winner.
""",
    ),
    Q(
        "lv-panama-2024-mulino",
        "Will José Raúl Mulino win Panama's presidential election of May 5, 2024?",
        "Resolves YES if Panama's Electoral Tribunal proclaims José Raúl Mulino the winner of the presidential election of May 5, 2024. Resolves NO otherwise.",
        "2024-04-18",
        "2024-05-05",
        1,
        "elections",
        """
12|K|election-body-notice|Electoral Tribunal admits RM-Alianza presidential ticket|Following the disqualification of Ricardo Martinelli in March 2024, the Tribunal admitted José Raúl Mulino as the presidential candidate of Realizando Metas and Alianza, without a running mate.|A control: earlier facts only.
4|K|election-body-notice|Transmission of preliminary results (TER)|Polls close at 4:00 p.m. on Sunday 5 May. The Tribunal will begin publishing the preliminary transmission of results shortly afterwards; official counts by the district and national boards follow in the days after the vote.|A schedule for election night.
2|L|election-body-notice|National Counting Board proclaims the President-elect|The National Counting Board proclaimed José Raúl Mulino as President-elect of the Republic for the 2024-2029 term, with 34.2% of valid votes in the general election of 5 May 2024.|An official proclamation of the May 5, 2024 result.
6|L|court-notice|Supreme Court rejects challenge to Mulino candidacy|In a ruling read on 3 May 2024, the plenary of the Supreme Court of Justice declared the challenge to the candidacy of José Raúl Mulino not unconstitutional, two days before the general election.|Reports a court ruling of May 3, 2024, after the cutoff.
1|K|social-post|post by Ricardo Martinelli|From here I cannot campaign, but my message is clear: on 5 May, vote Mulino. The country needs to work again.|A campaign post about a coming vote.
""",
    ),
    Q(
        "lv-ireland-2024-sf-seats",
        "Will Sinn Féin win the most seats in the Dáil at the Irish general election of November 29, 2024?",
        "Resolves YES if Sinn Féin wins more Dáil seats than any other party once all 43 constituency counts are complete (expected by December 3, 2024). Resolves NO otherwise.",
        "2024-11-14",
        "2024-12-03",
        0,
        "elections",
        """
6|K|government-announcement|Polling day for the general election|Following the dissolution of Dáil Éireann on 8 November 2024, polling will take place on Friday 29 November 2024 from 7am to 10pm. 174 members will be elected in 43 constituencies. Counting begins at 9am on Saturday 30 November.|A past dissolution and a scheduled polling day.
3|L|results-table|General Election 2024: seats by party|Final seats after the last count concluded on 3 December 2024: Fianna Fáil 48, Sinn Féin 39, Fine Gael 38, Social Democrats 11, Labour 11, Independent Ireland 4, Aontú 2, People Before Profit-Solidarity 3, Greens 1, independents 16. (Figures as recalled.)|A results table of counts concluded on December 3, 2024.
2|K|press-release|Sinn Féin launches manifesto|Mary Lou McDonald said that on 29 November voters could choose a government that would deliver 300,000 homes. "Change is possible, but only if people vote for it," she said at the launch.|A party statement ahead of polling day.
9|K|social-post|post by a Dublin political scientist|Three parties within a few points of each other in the latest polls, and Sinn Féin well off its 2022 highs. Transfers will decide this one. Counting from Sat 30 Nov.|A forecast with a future count date.
1|L|fan-forum|Count centre thread, Sat 30 Nov 2024|RDS: McDonald elected on the first count in Dublin Central. Kerry count going slowly. Tallies suggest FF will be largest party, SF a few behind.|A thread written during the November 30, 2024 count reports results.
5|L|government-announcement|First meeting of the 34th Dáil|The 34th Dáil met for the first time on 18 December 2024 and elected Verona Murphy as Ceann Comhairle, the first woman to hold the office. No Taoiseach was elected at that sitting.|Reports the December 18, 2024 first sitting as done.
""",
    ),
    Q(
        "lv-uk-tory-2024-badenoch",
        "Will Kemi Badenoch win the 2024 Conservative Party leadership election, whose result is due on November 2, 2024?",
        "Resolves YES if Kemi Badenoch is announced as Leader of the Conservative Party on November 2, 2024. Resolves NO otherwise.",
        "2024-10-15",
        "2024-11-02",
        1,
        "politics",
        """
7|K|press-release|Leadership election: ballot of members|Ballot papers will be sent to eligible members from this week. The ballot closes at 5pm on Thursday 31 October, and the result will be announced on Saturday 2 November 2024.|A party timetable for steps still to come.
3|K|social-post|post by Robert Jenrick|Your ballot papers are landing. I'm asking for your vote to unite the party and win again. Vote before 31 October.|A candidate's post before the ballot closes.
2|L|press-release|Kemi Badenoch elected Leader of the Conservative Party|Announced on 2 November 2024: Kemi Badenoch 53,806 votes (56.5%), Robert Jenrick 41,388 (43.5%). Turnout was 72.8% of eligible members.|The party's announcement of the November 2, 2024 result.
5|L|fan-forum|Comments: leadership result|UPDATE 2 Nov 2024, 12:20 - Badenoch wins, 56.5 to 43.5. Bigger margin than the MP ballots suggested. Jenrick gracious in defeat.|An update appended to a comment thread reports the result.
1|L|parliamentary-record|Prime Minister's Questions, 6 November 2024|Kemi Badenoch faced the Prime Minister at the dispatch box for the first time as Leader of the Opposition, opening with questions on the Budget's rise in employer National Insurance.|Reports the November 6, 2024 exchange, after the cutoff.
9|K|press-release|Results of the fourth ballot of MPs|On 9 October 2024 Kemi Badenoch received 42 votes, Robert Jenrick 41 and James Cleverly 37. Cleverly is eliminated; Badenoch and Jenrick go forward to the members.|A control: an earlier ballot only.
""",
    ),
    Q(
        "lv-canada-lpc-2025-carney",
        "Will Mark Carney win the Liberal Party of Canada leadership vote announced on March 9, 2025?",
        "Resolves YES if the Liberal Party of Canada announces on March 9, 2025 that Mark Carney has won the leadership. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-09",
        1,
        "politics",
        """
14|K|press-release|Leadership Vote Committee sets rules and timeline|Registered Liberals must register by January 27, 2025 to be eligible to vote. Voting will take place online, and the new leader will be announced on March 9, 2025.|A timeline of future steps.
4|K|event-listing|Liberal Leadership Announcement, Ottawa|Sunday, March 9, 2025. Doors open at 3:00 pm ET. Free for registered Liberals; a livestream will be available for those who cannot attend in person.|An event listing for a future date.
2|L|press-release|Mark Carney elected Leader of the Liberal Party of Canada|On March 9, 2025, Mark Carney was elected Leader with 85.9% of points on the first ballot, ahead of Chrystia Freeland, Karina Gould and Frank Baylis.|Reports the March 9, 2025 result.
1|L|government-announcement|Ministry sworn in at Rideau Hall|Prime Minister Mark Carney and members of the 30th Ministry were sworn in at Rideau Hall on March 14, 2025.|Reports the March 14, 2025 swearing-in as done.
6|K|social-post|post by Chrystia Freeland|Looking forward to the debates in Montréal on February 24 and 25. Canadians deserve to hear how each of us will stand up to Trump's tariffs.|A candidate's post about debates scheduled after it.
3|L|social-post|post by Mark Carney|Thank you, Canada. On April 28, 2025 you gave us a mandate to build the strongest economy in the G7. We will get to work.|A post reporting a later event, the April 28, 2025 election.
""",
    ),
    Q(
        "lv-costco-special-div-2023",
        "Will Costco declare a special cash dividend by December 31, 2023?",
        "Resolves YES if Costco Wholesale Corporation announces a special (non-quarterly) cash dividend between November 1 and December 31, 2023. Resolves NO otherwise.",
        "2023-12-07",
        "2023-12-31",
        1,
        "earnings",
        """
10|K|ir-page|Events and presentations|Q1 Fiscal Year 2024 earnings conference call: Thursday, December 14, 2023, 2:00 p.m. PT. A replay will be available for one week after the call.|An IR calendar listing a future call.
3|K|ir-page|Costco Wholesale Corporation declares quarterly cash dividend|The Board of Directors declared a quarterly cash dividend of $1.02 per share on October 18, 2023, payable November 10, 2023, to shareholders of record at the close of business on October 27, 2023.|A control: an earlier regular dividend.
2|L|press-release|Costco Wholesale Corporation announces special cash dividend of $15 per share|Issaquah, Washington, December 14, 2023: The Board of Directors declared a special cash dividend of $15.00 per share, payable January 12, 2024, to shareholders of record at the close of business on December 28, 2023. The aggregate payment will be about $6.7 billion.|A press release dated December 14, 2023 reports the declaration.
5|L|fan-forum|COST special dividend is here|Finally. $15 a share declared Dec 14, 2023, record date Dec 28. Shares up after hours. Bigger than the $10 in 2020, as several of us guessed.|A forum post reporting the December 14, 2023 declaration.
1|K|fan-forum|Will they do a special this year?|Cash is well over $15 billion and the last special was $10 in December 2020. My bet is an announcement with Q1 earnings on the 14th, but they never pre-announce these.|Speculation about a future announcement.
6|L|ir-page|Dividend history|Payable January 12, 2024: special, $15.00. Payable November 10, 2023: quarterly, $1.02. Payable August 11, 2023: quarterly, $1.02.|A dividend history table lists the special dividend payable January 12, 2024.
""",
    ),
    Q(
        "lv-broadcom-split-2024",
        "Will Broadcom shares begin trading on a split-adjusted basis by July 31, 2024?",
        "Resolves YES if Broadcom (AVGO) common stock begins trading on a split-adjusted basis on Nasdaq on or before July 31, 2024. Resolves NO otherwise.",
        "2024-07-08",
        "2024-07-31",
        1,
        "company_deals",
        """
20|K|press-release|Broadcom announces ten-for-one forward stock split|Broadcom announced on June 12, 2024 a ten-for-one forward stock split of its common stock. Each stockholder of record at the close of business on July 11, 2024 will receive nine additional shares after the close of trading on July 12, 2024. Trading is expected to begin on a split-adjusted basis on July 15, 2024.|A past announcement with a planned trading date.
5|K|ir-page|Stock split FAQ|Do I need to do anything? No. Shareholders of record on July 11 will receive the additional shares automatically. When will the price reflect the split? Trading on a split-adjusted basis is expected to begin at market open on Monday, July 15.|An FAQ about steps still to come.
2|L|ir-page|Stock information|AVGO began trading on a split-adjusted basis at market open on Monday, July 15, 2024. Historical prices on this page have been adjusted for the ten-for-one split.|An IR page updated after July 15, 2024 reports the split-adjusted trading.
1|L|fan-forum|Post-split thread, 15 Jul 2024|Opened around $170 this morning, my 3 shares are now 30 and the broker app finally shows it properly. Nothing else changed, obviously.|A forum thread of July 15, 2024 reports trading after the split.
3|K|social-post|post by a retail investor account|Reminder: you need to own AVGO at the close on July 11 to be a holder of record for the split. The 9 extra shares arrive after July 12; split trading starts July 15.|A reminder about future dates.
8|L|press-release|Broadcom reports third quarter fiscal year 2024 results|Broadcom reported on September 12, 2024 revenue of $13.07 billion. Per-share figures reflect the ten-for-one stock split effected in July 2024.|A later results release of September 12, 2024.
""",
    ),
    Q(
        "lv-synopsys-ansys-close-2025",
        "Will Synopsys complete its acquisition of Ansys by July 31, 2025?",
        "Resolves YES if Synopsys announces the completion of its acquisition of Ansys on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-02",
        "2025-07-31",
        1,
        "company_deals",
        """
15|K|ir-page|Synopsys reports second quarter fiscal year 2025 results|In its results of May 28, 2025, Synopsys said it continued to work toward closing the Ansys transaction in the first half of calendar 2025, subject to the receipt of the remaining regulatory approvals.|A past statement about an expected closing.
4|K|ir-page|Upcoming events|Third quarter fiscal year 2025 financial results conference call: Tuesday, September 9, 2025, 2:00 p.m. PT. Details will be posted closer to the date.|A schedule of a future call.
2|L|press-release|Synopsys completes acquisition of Ansys|Sunnyvale, California, July 17, 2025: Synopsys today completed its acquisition of Ansys, creating a leader in silicon to systems design solutions. Ansys shareholders receive $197.00 in cash and 0.345 of a share of Synopsys for each Ansys share.|A press release dated July 17, 2025 reports the completion.
6|L|government-announcement|Conditional approval of the concentration of Synopsys and Ansys|On 14 July 2025 the State Administration for Market Regulation announced its decision to approve, with restrictive conditions, the acquisition of equity of Ansys by Synopsys.|Reports a regulatory approval of July 14, 2025.
1|K|ir-page|Ansys investor relations: transaction update|Under the merger agreement, Ansys shareholders will receive $197.00 in cash and 0.345 of a Synopsys share for each share held upon closing. Until closing, Ansys continues to operate as an independent company.|Terms to apply at a future closing.
8|K|fan-forum|SNPS/ANSS arb spread thread|Spread blew out again after the new US export restrictions on EDA software to China in late May. The deal is waiting on SAMR and nobody knows for how long.|Discusses earlier events and a pending approval.
""",
    ),
    Q(
        "lv-hpe-juniper-close-2025",
        "Will Hewlett Packard Enterprise complete its acquisition of Juniper Networks by July 15, 2025?",
        "Resolves YES if HPE announces the completion of its acquisition of Juniper Networks on or before July 15, 2025. Resolves NO otherwise.",
        "2025-06-20",
        "2025-07-15",
        1,
        "company_deals",
        """
20|K|court-notice|United States v. Hewlett Packard Enterprise Co. and Juniper Networks, Inc.: scheduling order|Bench trial to begin on July 9, 2025 in the Northern District of California. Pretrial filings are due as set out in the order.|A court schedule with a future trial date.
5|K|press-release|HPE statement on the Juniper transaction|HPE remains confident that the transaction will increase competition in networking and looks forward to presenting its case at trial beginning July 9. The companies continue to expect the deal to close before the end of fiscal 2025.|A company statement about future dates.
2|L|government-announcement|Justice Department requires divestiture in HPE-Juniper deal|Under a proposed settlement announced on June 28, 2025, HPE will divest its Instant On campus and branch business and license Juniper's Mist AI source code to competitors.|Reports a settlement of June 28, 2025.
1|L|press-release|HPE completes acquisition of Juniper Networks|Houston, July 2, 2025: Hewlett Packard Enterprise today announced that it has closed its acquisition of Juniper Networks, doubling the size of its networking business.|A press release dated July 2, 2025 reports the completion.
8|K|fan-forum|JNPR arb: everything rides on July 9|Shares still about 10% under the $40 cash price. If the judge blocks, the downside is ugly. If HPE wins or settles, closing could come within days.|Speculation with conditionals about a future trial.
3|L|ir-page|Juniper Networks stock information|Juniper Networks common stock was delisted from the New York Stock Exchange following the completion of the merger on July 2, 2025. Holders received $40.00 in cash per share.|Reports the July 2, 2025 completion and delisting.
""",
    ),
    Q(
        "lv-ibm-hashicorp-close-2025",
        "Will IBM complete its acquisition of HashiCorp by February 28, 2025?",
        "Resolves YES if IBM announces the completion of its acquisition of HashiCorp on or before February 28, 2025. Resolves NO otherwise.",
        "2025-02-12",
        "2025-02-28",
        1,
        "company_deals",
        """
14|K|government-announcement|IBM / HashiCorp merger inquiry|The Competition and Markets Authority is considering whether the acquisition by IBM of HashiCorp creates a relevant merger situation. The Phase 1 decision is due by late February 2025.|A regulator's pending review with a future deadline.
4|K|press-release|Customer FAQ: IBM's proposed acquisition of HashiCorp|Until the transaction closes, IBM and HashiCorp remain separate, independent companies. There is no change to your contracts, support or product roadmaps at this time.|A control: no later event.
2|L|government-announcement|CMA clears IBM's purchase of HashiCorp|The CMA has decided not to refer the acquisition to a Phase 2 investigation. Decision of 25 February 2025.|Reports the CMA decision of February 25, 2025.
1|L|press-release|IBM completes acquisition of HashiCorp|Armonk, N.Y., February 27, 2025: IBM today announced it has completed its acquisition of HashiCorp for $35 per share in cash, an enterprise value of about $6.4 billion.|A press release dated February 27, 2025 reports the completion.
6|K|participant-forum|HashiCorp community forum: what changes after the IBM deal?|Staff reply: nothing changes for the community today. Terraform and Vault releases continue on their normal cadence; we will share more after the transaction closes.|A forum answer about a future closing.
""",
    ),
    Q(
        "lv-nvda-q3-fy2025-revenue",
        "Will Nvidia report revenue above $33.0 billion for its third quarter of fiscal 2025?",
        "Resolves YES if Nvidia's results for the quarter ended October 27, 2024, due on November 20, 2024, show revenue above $33.0 billion. Resolves NO otherwise.",
        "2024-11-06",
        "2024-11-20",
        1,
        "earnings",
        """
12|K|ir-page|NVIDIA announces financial results for second quarter fiscal 2025|Revenue for the quarter ended July 28, 2024 was $30.0 billion. Outlook for the third quarter: revenue is expected to be $32.5 billion, plus or minus 2%.|Earlier results and guidance.
4|K|ir-page|Events: third quarter fiscal 2025 financial results|NVIDIA will host a conference call on Wednesday, November 20, 2024, at 2 p.m. PT to discuss its financial results for the third quarter of fiscal year 2025.|A scheduled call.
2|L|press-release|NVIDIA announces financial results for third quarter fiscal 2025|Santa Clara, Calif., November 20, 2024: record quarterly revenue of $35.1 billion, up 17% from Q2 and up 94% from a year ago. Data Center revenue was a record $30.8 billion.|A results release dated November 20, 2024.
1|L|fan-forum|NVDA earnings thread (Nov 20, 2024)|35.08B vs about 33.1B expected, data center 30.8B. Guide 37.5B plus or minus 2%. Stock down 2% after hours anyway, classic.|A thread reporting the November 20, 2024 results.
6|K|social-post|post by a semiconductor analyst|Street is at roughly $33B for the Oct quarter when NVDA reports Nov 20. The real question is whether Blackwell shipments start showing up in the January guide.|A forecast before a scheduled report.
8|L|ir-page|NVIDIA joins the Dow Jones Industrial Average|NVIDIA became a component of the Dow Jones Industrial Average before the open of trading on November 8, 2024, replacing Intel.|Reports a later index change of November 8, 2024.
""",
    ),
    Q(
        "lv-python-313-oct3-2024",
        "Will CPython 3.13.0 (the final release) be published by October 3, 2024?",
        "Resolves YES if python.org publishes the final 3.13.0 release on or before October 3, 2024; release candidates do not count. Resolves NO otherwise.",
        "2024-09-19",
        "2024-10-03",
        0,
        "product_launches",
        """
14|K|release-notes|Python 3.13.0rc2|Release date: Sept. 6, 2024. This is the second release candidate of Python 3.13. The final release is scheduled for 2024-10-01. We strongly encourage maintainers of third-party packages to prepare their projects for 3.13 now.|A release-candidate page giving a future release date.
5|K|product-page|PEP 719: Python 3.13 release schedule|3.13.0 candidate 2: Tuesday, 2024-09-03. 3.13.0 final: Tuesday, 2024-10-01. Subsequent bugfix releases every two months.|A release schedule.
2|L|participant-forum|Python 3.13.0rc3 released|Posted Oct 1, 2024 by the release manager: because we reverted the incremental garbage collector, we are doing an extra release candidate. The final release is now planned for Monday, October 7.|A forum post dated October 1, 2024 reports the rc3 and the delay.
1|L|release-notes|Python 3.13.0|Release date: Oct. 7, 2024. This is the stable release of Python 3.13.0, with a new interactive interpreter, experimental free-threaded builds and an experimental JIT compiler.|The release page of October 7, 2024.
8|K|fan-forum|Anyone using the free-threaded build from rc2?|Tried numpy with the 3.13t build from the RC. Most of my pure-Python tests pass; C extensions need rebuilding. Waiting for final before touching production.|A control: no dated later event.
3|L|release-notes|Python 3.13.1|Release date: Dec. 3, 2024. The first maintenance release of 3.13 contains about 400 bugfixes since 3.13.0.|A later bugfix release of December 3, 2024.
""",
    ),
    Q(
        "lv-debian-13-2025",
        "Will Debian 13 'trixie' be released as the new stable distribution by August 31, 2025?",
        "Resolves YES if the Debian project announces the release of Debian 13 as stable on or before August 31, 2025. Resolves NO otherwise.",
        "2025-07-25",
        "2025-08-31",
        1,
        "product_launches",
        """
20|K|mailing-list|Bits from the release team: trixie freeze status|The hard freeze began in May 2025. We are working through the remaining release-critical bugs; uploads to unstable now need pre-approval if they are to migrate.|A control: an earlier freeze and current status.
6|K|mailing-list|Release date for trixie|We are aiming for 9 August 2025 for the release of Debian 13. Please coordinate with us before uploading anything that affects the installer or the kernel.|A planned release date.
2|L|press-release|Debian 13 "trixie" released|August 9th, 2025. After 2 years, 1 month and 30 days of development, the Debian project is proud to present its new stable version 13 (code name "trixie"), which will be supported for the next 5 years.|The release announcement dated August 9, 2025.
1|L|fan-forum|Upgraded bookworm to trixie on release day|Did my home server on Aug 9, 2025, a few hours after the announcement. apt full-upgrade took 20 minutes, one config prompt for sshd. No problems so far.|A forum post reporting the August 9, 2025 release and upgrade.
4|K|product-page|Debian 12 bookworm: support lifecycle|Debian 12 will receive full security support until about June 10, 2026, one year after trixie's release, and LTS until June 30, 2028.|A support schedule with future dates.
""",
    ),
    Q(
        "lv-ubuntu-2404-2024",
        "Will Canonical release Ubuntu 24.04 LTS by April 30, 2024?",
        "Resolves YES if Canonical publishes the final release of Ubuntu 24.04 LTS (Noble Numbat) on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-30",
        1,
        "product_launches",
        """
12|K|product-page|Noble Numbat release schedule|Feature freeze: February 29, 2024. Beta release: April 11, 2024. Final release: April 25, 2024.|A schedule with future release dates.
2|L|press-release|Canonical releases Ubuntu 24.04 LTS Noble Numbat|London, 25 April 2024. Canonical today released Ubuntu 24.04 LTS, with twelve years of support available through Ubuntu Pro and Legacy add-on.|A press release dated April 25, 2024.
5|K|social-post|post by an Ubuntu developer|After the xz backdoor we are rebuilding all noble binaries from scratch. Beta may slip a little; the final date of April 25 is still the target.|A statement about a future date.
1|L|release-notes|Ubuntu 24.04.1 LTS released|August 29, 2024. The first point release of 24.04 is out; upgrades from 22.04 LTS are now offered to desktop and server users.|Reports a later point release of August 29, 2024.
7|K|fan-forum|Wait for 24.04.1 before upgrading?|Standard advice: upgrades from 22.04 only open with the first point release, usually in August. Fresh installs of 24.04 are fine once it's out on the 25th.|Advice about future releases.
""",
    ),
    Q(
        "lv-pixel9-2024",
        "Will Google's Pixel 9 go on sale in US retail stores by August 31, 2024?",
        "Resolves YES if the Pixel 9 is available for purchase (not only pre-order) at US retailers or the Google Store on or before August 31, 2024. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-31",
        1,
        "product_launches",
        """
8|K|event-listing|Made by Google 2024|Tuesday, August 13, 2024, 10 a.m. PT. Watch the livestream to see the latest in Android, AI and hardware.|An event listing for a future date.
3|L|product-page|Pixel 9|Launched at Made by Google on August 13, 2024. Pixel 9 and Pixel 9 Pro XL in stores from August 22, 2024; Pixel 9 Pro and Pixel 9 Pro Fold from September 4.|A product page reporting the August 13, 2024 launch and retail dates.
2|L|press-release|Introducing Pixel 9, Pixel 9 Pro and Pixel 9 Pro XL|Mountain View, August 13, 2024. Pre-orders begin today, and Pixel 9 and Pixel 9 Pro XL will be available starting August 22.|A press release dated August 13, 2024.
5|K|fan-forum|Pixel 9 Pro Fold renders leaked|New renders show a much bigger camera bar. Google is holding its event earlier than usual, on August 13. Any guesses on the price?|Speculation about a coming event.
1|K|social-post|Made by Google save the date|Save the date: 8.13.24. #MadeByGoogle|A teaser for a future event.
6|L|fan-forum|Got my Pixel 9 from Best Buy today|Walked in on Aug 22, 2024 and they had the Obsidian 128GB in stock. Battery looking fine after day one.|A post dated August 22, 2024 reporting a purchase.
""",
    ),
    Q(
        "lv-linux-612-2024",
        "Will Linux kernel 6.12 be released by November 24, 2024?",
        "Resolves YES if Linus Torvalds announces the final Linux 6.12 release on or before November 24, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-24",
        1,
        "product_launches",
        """
8|K|mailing-list|Linux 6.12-rc5|Sun, 27 Oct 2024. Things look fairly normal. Unless something odd happens, this will be the usual rc7 or rc8 schedule, and then the merge window for 6.13.|A mailing-list post about a future release.
3|K|fan-forum|Will 6.12 be this year's LTS?|It's the last release of 2024, PREEMPT_RT is finally in mainline, and sched_ext too. Greg usually confirms LTS after the release.|Speculation about a future release.
2|L|mailing-list|Linux 6.12|Sun, 17 Nov 2024. No strange surprises this last week, so here we are with 6.12 on the usual schedule. The merge window for 6.13 is open.|The release announcement dated November 17, 2024.
1|L|changelog|kernel.org releases|mainline: 6.13-rc1 (2024-12-01). stable: 6.12.1 (2024-11-22). longterm: 6.6.63.|A release table listing later releases dated November 22 and December 1, 2024.
10|K|changelog|Linux 6.11 released|Sun, 15 Sep 2024. Linux 6.11 is out. Thanks everybody.|A control: an earlier release only.
5|L|fan-forum|6.13-rc1 is out|Dec 1, 2024. Big merge window as expected after 6.12. Anyone tried the new AMD power driver bits?|A later post reporting the December 1, 2024 rc1.
""",
    ),
    Q(
        "lv-eras-vienna-2024",
        "Will Taylor Swift perform at least one Eras Tour show at Ernst Happel Stadion in Vienna on August 8-10, 2024?",
        "Resolves YES if at least one of the three scheduled Vienna shows (August 8, 9 and 10, 2024) takes place. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-10",
        0,
        "events",
        """
20|K|ticket-page|Taylor Swift The Eras Tour: Ernst Happel Stadion, Wien|Thu 8 Aug 2024, Fri 9 Aug 2024, Sat 10 Aug 2024. Doors 16:00. Sold out. Personalised tickets: bring photo ID matching the name on the ticket.|A ticket page for future shows.
6|K|event-listing|Getting to the stadium|Extra U2 trains will run on 8, 9 and 10 August. There is no parking at the stadium; please use public transport and allow time for security checks.|Transport notes for future shows.
2|L|press-release|Eras Tour Vienna shows cancelled|Vienna, August 7, 2024: with government officials' confirmation of a planned terrorist attack at Ernst Happel Stadion, we have no choice but to cancel the three scheduled shows for everyone's safety.|The organiser's notice of August 7, 2024 reports the cancellation.
1|L|ticket-page|Refunds: Taylor Swift, Vienna|All three shows of 8-10 August 2024 were cancelled on August 7, 2024. Refunds are being processed automatically to the original payment method within 10 working days; you do not need to do anything.|A ticket page updated after the August 7, 2024 cancellation.
5|L|fan-forum|Corneliusgasse singalong thread|Thursday 8 Aug 2024: a couple of thousand of us ended up on Corneliusgasse anyway, swapping bracelets and singing Love Story. The show was cancelled but this was something.|A fan thread reporting a gathering on August 8, 2024 after the cancellation.
10|K|social-post|post by a fan account|Europe leg, the last stretch: Warsaw Aug 1-3, Vienna Aug 8-10, then five nights at Wembley from Aug 15. Two weeks to Vienna!|A fan post about future shows.
""",
    ),
    Q(
        "lv-ssa-cola-2025",
        "Will the Social Security cost-of-living adjustment for 2025 be at least 2.5%?",
        "Resolves YES if the Social Security Administration's announcement of the 2025 COLA, expected on October 10, 2024, gives an increase of 2.5% or more. Resolves NO otherwise.",
        "2024-09-26",
        "2024-10-10",
        1,
        "government",
        """
14|K|government-announcement|Social Security benefits increase in 2024|Social Security and Supplemental Security Income benefits will increase by 3.2 percent in 2024, the agency announced on October 12, 2023.|A control: an earlier announcement.
4|K|government-announcement|Release schedule: Consumer Price Index|The CPI for September 2024 is scheduled for release on Thursday, October 10, 2024, at 8:30 a.m. Eastern Time.|A statistical release schedule.
2|L|government-announcement|Social Security benefits increase in 2025|News release, October 10, 2024: Social Security and SSI benefits for about 72.5 million Americans will increase 2.5 percent in 2025. Increased payments to SSI recipients begin on December 31, 2024.|The announcement dated October 10, 2024 reports the 2.5% COLA.
1|L|social-post|post by a seniors' advocacy group|The 2.5% COLA announced Oct. 10, 2024 is the smallest since 2021, and it won't keep up with what older households actually spend on housing and health care.|A post reporting the October 10, 2024 announcement.
6|K|press-release|Latest COLA estimate: 2.5% for 2025|Based on August inflation data, our model now estimates that the 2025 COLA will be 2.5 percent. The final figure will be announced on October 10 after the September CPI is released.|An estimate and a scheduled announcement.
8|L|government-announcement|2025 Medicare Parts A and B premiums and deductibles|On November 8, 2024 the Centers for Medicare and Medicaid Services announced that the standard monthly premium for Medicare Part B will be $185.00 in 2025, up from $174.70 in 2024.|Reports a later announcement of November 8, 2024.
""",
    ),
    Q(
        "lv-japan-banknotes-2024",
        "Will the new series of Bank of Japan notes enter circulation by July 5, 2024?",
        "Resolves YES if the new ¥10,000, ¥5,000 and ¥1,000 Bank of Japan notes are issued into circulation on or before July 5, 2024. Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-05",
        1,
        "government",
        """
15|K|government-announcement|Issue date of the new Bank of Japan notes|The new ¥10,000, ¥5,000 and ¥1,000 notes will be issued on July 3, 2024. They feature Shibusawa Eiichi, Tsuda Umeko and Kitasato Shibasaburo, and a 3D hologram as an anti-counterfeiting measure.|An announced future issue date.
4|K|faq|Frequently asked questions about the new banknotes|Will the current banknotes still be usable? Yes. All Bank of Japan notes issued so far remain legal tender after the new notes are issued, and there is no need to exchange them.|A control: no dated later event.
2|L|central-bank-statement|Issuance of new Bank of Japan notes|The Bank of Japan began issuing the new series of notes on July 3, 2024. A ceremony marking the start of issuance was held at the Bank's Head Office with the Governor and the Minister of Finance.|Reports the July 3, 2024 issuance as done.
1|L|press-release|Ticket machines and the new banknotes|Since the new notes entered circulation on July 3, 2024, all ticket machines at our stations accept them. A small number of older fare adjustment machines are still being updated.|Reports the July 3, 2024 start of circulation.
6|K|press-release|ATM support for the new banknotes|All of our ATMs will accept the new ¥10,000, ¥5,000 and ¥1,000 notes from the first day of issue, 3 July 2024. Deposits and withdrawals in the new notes will be available at once.|A company's plan for a future date.
9|K|social-post|post by a coin and note collector|Three weeks until Shibusawa on the ¥10,000. The first redesign in twenty years, and yes, I'll be queuing at the bank on July 3 for low serials.|A post about a future issue date.
""",
    ),
    Q(
        "lv-bulgaria-euro-2026",
        "Will Bulgaria adopt the euro as its currency on January 1, 2026?",
        "Resolves YES if the euro becomes Bulgaria's official currency on January 1, 2026. Resolves NO otherwise.",
        "2025-12-05",
        "2026-01-01",
        1,
        "government",
        """
25|K|government-announcement|Council adopts final legal acts for Bulgaria's adoption of the euro|On 8 July 2025 the Council adopted the decision allowing Bulgaria to adopt the euro on 1 January 2026 and set the conversion rate at 1.95583 lev per euro.|A past decision setting a future adoption date.
6|K|faq|The euro in Bulgaria: questions and answers|During the period of dual circulation, 1 to 31 January 2026, you can pay in lev or euro, with change given in euro. Prices are shown in both currencies until 8 August 2026.|An FAQ about future dates.
2|L|central-bank-statement|Bulgaria joins the euro area|On 1 January 2026 Bulgaria became the 21st member of the euro area. The Governor of the Bulgarian National Bank joins the Governing Council of the ECB as a full member.|Reports the January 1, 2026 adoption as done.
1|L|social-post|post from Sofia|First euro banknotes out of the ATM on Vitosha at 00:05 on 1 January 2026. Fireworks and queues at the same time.|A post dated January 1, 2026 reporting the changeover.
3|L|press-release|The lev is no longer legal tender|Since 1 February 2026, payments can only be made in euro. Lev banknotes and coins can still be exchanged free of charge at the Bulgarian National Bank without a time limit.|Reports a later step of February 1, 2026.
10|K|social-post|post by a protest organiser|Rally in front of the Parliament on Saturday against the euro. They can set 1 January 2026 in Brussels, but Bulgarians were never asked.|A protest post naming the planned adoption date.
""",
    ),
    Q(
        "lv-icj-sa-israel-2024",
        "Will the International Court of Justice indicate provisional measures in South Africa v. Israel by January 31, 2024?",
        "Resolves YES if the ICJ issues an order indicating provisional measures in the case concerning the Application of the Genocide Convention in the Gaza Strip (South Africa v. Israel) on or before January 31, 2024. Resolves NO otherwise.",
        "2024-01-15",
        "2024-01-31",
        1,
        "court_rulings",
        """
10|K|court-notice|The Court to hold public hearings on the request for provisional measures|Public hearings will be held on Thursday 11 and Friday 12 January 2024 at the Peace Palace. South Africa will present its oral argument on the first day and Israel on the second.|A past notice announcing hearings held before the cutoff.
3|K|court-notice|Conclusion of the public hearings|The public hearings on the request for provisional measures submitted by South Africa concluded on 12 January 2024. The Court will begin its deliberation; the date of the reading of its Order will be announced in due course.|A control: earlier hearings and an undated future order.
2|L|court-notice|The Court indicates provisional measures|Order of 26 January 2024. By fifteen votes to two, the Court ruled that Israel shall take all measures within its power to prevent the commission of acts within the scope of Article II of the Genocide Convention, and shall report to the Court within one month.|The Order of January 26, 2024.
6|L|government-announcement|South Africa welcomes the decisive order of the ICJ|The Government welcomes the order of the International Court of Justice of 26 January 2024, which found a plausible case and indicated provisional measures.|A government statement reacting to the January 26, 2024 order.
1|K|social-post|post by an international law professor|Reminder for everyone asking: what comes next is an order on provisional measures, not a ruling on whether genocide occurred. The merits phase will take years.|An explainer with no later dated event.
4|L|court-notice|Report submitted by Israel|On 26 February 2024 Israel submitted to the Court the report on measures taken to give effect to the Order of 26 January 2024.|Reports events of January 26 and February 26, 2024.
""",
    ),
    Q(
        "lv-uksc-fws-2025",
        "Will the UK Supreme Court allow the appeal in For Women Scotland Ltd v The Scottish Ministers by April 30, 2025?",
        "Resolves YES if the Supreme Court hands down a judgment allowing For Women Scotland's appeal on or before April 30, 2025. Resolves NO otherwise.",
        "2025-04-08",
        "2025-04-30",
        1,
        "court_rulings",
        """
20|K|court-listing|Case details: For Women Scotland Ltd v The Scottish Ministers|Hearing: 26 and 27 November 2024. Justices: Lord Reed, Lord Hodge, Lady Rose, Lord Lloyd-Jones, Lady Simler. Judgment: to be handed down in due course.|An earlier hearing and a pending judgment.
5|K|court-listing|Future judgments|Judgment dates are usually announced a week in advance. For Women Scotland Ltd v The Scottish Ministers is not yet listed for hand-down.|A control: no later event.
2|L|court-notice|Judgment: For Women Scotland Ltd v The Scottish Ministers|Handed down on 16 April 2025. The appeal is allowed. The unanimous decision of the court is that the terms "woman" and "sex" in the Equality Act 2010 refer to a biological woman and biological sex.|The judgment of April 16, 2025.
1|L|press-release|"We won": For Women Scotland on today's ruling|16 April 2025. After years of litigation, the Supreme Court has agreed with us. Women's rights are protected by sex, and the court has said so plainly.|A campaign press release reporting the April 16, 2025 judgment.
6|K|government-announcement|Scottish Government statement on the Supreme Court appeal|Ministers will consider the judgment carefully when it is handed down and will set out any implications for guidance on the Gender Representation on Public Boards Act.|A statement about a future judgment.
3|L|government-announcement|Interim update on the practical implications of the UK Supreme Court judgment|Published 25 April 2025, after the judgment of 16 April 2025. The Commission will update its statutory code of practice for services.|Reports the April 16, 2025 judgment and an April 25, 2025 update.
""",
    ),
    Q(
        "lv-pectra-mainnet-2025",
        "Will Ethereum's Pectra upgrade activate on mainnet by May 15, 2025?",
        "Resolves YES if the Pectra hard fork activates on Ethereum mainnet on or before May 15, 2025. Resolves NO otherwise.",
        "2025-04-20",
        "2025-05-15",
        1,
        "crypto",
        """
15|K|participant-forum|All Core Devs notes: Pectra testnets|Holesky had a long loss of finality after its fork on February 24, and Sepolia hit a deposit-contract issue on March 5. The new Hoodi testnet forked to Pectra on March 26 without problems.|A control: earlier testnet events.
6|K|press-release|Mainnet Pectra announcement|Pectra will activate on mainnet at epoch 364032, which is expected on May 7, 2025 at 10:05:11 UTC. Node operators must upgrade their execution and consensus clients before that time.|An announced future activation time.
2|L|release-notes|Client release notes: post-Pectra maintenance release|Pectra activated on mainnet on May 7, 2025 at epoch 364032. This release contains no consensus changes and fixes a memory issue seen by some validators after the fork.|Release notes reporting the May 7, 2025 activation.
1|L|social-post|post by a core developer|Pectra is live on mainnet. May 7, 2025. EIP-7702 accounts, higher max effective balance and doubled blob target all in. Thanks to every client team.|A post reporting the May 7, 2025 activation.
4|K|fan-forum|Do I need to do anything with my ETH for Pectra?|No. If you hold ETH on an exchange or in a wallet, nothing to do on May 7. Only people running nodes need to upgrade. Ignore anyone asking you to "migrate" tokens.|An answer about a future date.
8|L|participant-forum|Fusaka mainnet retrospective|With Fusaka activated on mainnet on December 3, 2025, PeerDAS is live. Compared with Pectra, the testnet phase went smoothly.|Reports a later upgrade of December 3, 2025.
""",
    ),
    Q(
        "lv-ispace-m2-landing-2025",
        "Will ispace's RESILIENCE lander make a soft landing on the Moon by June 10, 2025?",
        "Resolves YES if ispace confirms that its Mission 2 lander RESILIENCE made a successful soft landing on the lunar surface on or before June 10, 2025. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-10",
        0,
        "space",
        """
12|K|press-release|RESILIENCE successfully enters lunar orbit|Tokyo, May 7, 2025: the Mission 2 lander completed its lunar orbit insertion. The landing is targeted for June 6, 2025 (JST) in Mare Frigoris, with a backup opportunity if needed.|A past milestone and a planned landing date.
3|K|event-listing|Mission 2 landing livestream|Join us for the live broadcast of the landing attempt, starting at 3:00 a.m. JST on June 6, 2025, with commentary in Japanese and English.|An event listing for a future broadcast.
2|L|press-release|Update on Mission 2 lunar landing|June 6, 2025. Communication with RESILIENCE was lost during the final descent. Based on the data received, ispace has concluded that the lander likely made a hard landing, and the mission has ended.|A press release dated June 6, 2025 reports the failed landing.
1|L|social-post|post by an ispace engineer|No signal after descent on June 6, 2025. The laser rangefinder data came late. Heartbroken, but we will fly again.|A post reporting the June 6, 2025 outcome.
6|K|ir-page|Notice of briefing on the Mission 2 results|The company will hold a briefing for shareholders and the media after the landing attempt. If the landing succeeds, the company will also report on the start of surface operations.|A notice about a future briefing with conditionals.
8|L|ir-page|Stock price and disclosure|Following the loss of the lander on June 6, 2025, ispace shares fell sharply on the Tokyo Stock Exchange. The company said it would publish its analysis of the anomaly later in June.|Reports events of June 6, 2025.
""",
    ),
    Q(
        "lv-starship-flight7-splashdown-2025",
        "Will the Starship upper stage on SpaceX's Flight 7 complete a controlled splashdown by January 31, 2025?",
        "Resolves YES if the ship on Starship Flight 7 reaches its planned controlled splashdown in the Indian Ocean on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-08",
        "2025-01-31",
        0,
        "space",
        """
10|K|launch-status-page|Starship's seventh flight test|The flight test is targeting as soon as January 10, 2025, from Starbase, Texas. It will debut the next generation ship, attempt to deploy 10 Starlink simulators and again attempt to catch the Super Heavy booster.|A status page for a future launch.
4|K|fan-forum|Flight 7 NET Jan 10: thread|Ship 33 and Booster 14 stacked. Block 2 has new flaps and a redesigned propellant system. My bet: catch yes, splashdown maybe.|Speculation about a future flight.
2|L|launch-status-page|Starship Flight 7 update|January 16, 2025: Super Heavy was caught by the tower arms for the second time. Starship experienced a rapid unscheduled disassembly during its ascent burn; teams will review the data.|An updated status page reports the January 16, 2025 flight.
1|L|government-announcement|Statement on the SpaceX Starship Flight 7 mishap|The FAA is requiring SpaceX to conduct a mishap investigation into the loss of the Starship vehicle during the launch on January 16, 2025. Debris response areas were activated.|Reports the January 16, 2025 mishap.
6|L|social-post|post by a launch photographer|Second one in a row: Ship 34 lost too on March 6, 2025, again during ascent. The booster catch on Flight 8 was nice though.|Reports a later flight of March 6, 2025.
3|K|social-post|post by a fan planning to watch|Driving down to South Padre for the Jan 10 window. If it slips, I can stay until the 13th.|A plan about a future launch.
""",
    ),
    Q(
        "lv-sagaftra-ima-2025",
        "Will SAG-AFTRA members ratify a new Interactive Media (video game) Agreement by July 31, 2025?",
        "Resolves YES if SAG-AFTRA announces that its members have ratified a new Interactive Media Agreement on or before July 31, 2025. Resolves NO otherwise.",
        "2025-06-30",
        "2025-07-31",
        1,
        "strikes",
        """
20|K|union-bulletin|Tentative agreement reached: strike suspended|June 11, 2025. The National Board voted to suspend the video game strike and send the tentative Interactive Media Agreement to members for ratification. Members should report to work under the terms of the tentative agreement.|A control: a suspension dated before the cutoff.
6|K|union-bulletin|Ratification voting information|Voting opened on June 18. Ballots must be received by 5 p.m. PT on Wednesday, July 9, 2025. Informational meetings will be held online; recordings will be posted.|A ratification timeline with a future deadline.
2|L|union-bulletin|Members ratify 2025 Interactive Media Agreement|July 9, 2025. SAG-AFTRA members voted to ratify the agreement by 95.04% to 4.96%. The contract includes consent and disclosure requirements for AI digital replicas.|The union's announcement of the July 9, 2025 ratification.
1|L|press-release|Video game companies welcome ratification|The companies' bargaining group said it was pleased that performers ratified the agreement on July 9, 2025 and looked forward to working together.|Reports the July 9, 2025 ratification.
4|K|social-post|post by a voice actor|Read the summary, went to the meeting, voting yes. Ballots due Wed July 9. It isn't perfect on AI but it's real protection.|A member's post before the vote closes.
9|L|fan-forum|Voice actors back in the booth|First session since the ratification on July 9, 2025 was yesterday, says one of the leads. Expect a bunch of delayed games to start announcing casts.|A post reporting the July 9, 2025 ratification as done.
""",
    ),
    Q(
        "lv-nobel-lit-2024-asia",
        "Will the 2024 Nobel Prize in Literature, to be announced on October 10, 2024, be awarded to an author from Asia?",
        "Resolves YES if the Swedish Academy's announcement on October 10, 2024 names a laureate born in or a citizen of an Asian country. Resolves NO otherwise.",
        "2024-09-26",
        "2024-10-10",
        1,
        "awards",
        """
14|K|event-listing|Nobel Prize announcements 2024|Physiology or Medicine: Monday 7 October. Physics: Tuesday 8 October. Chemistry: Wednesday 9 October. Literature: Thursday 10 October, not earlier than 13:00 CEST. Peace: Friday 11 October. Economic Sciences: Monday 14 October.|A schedule of future announcements.
3|L|press-release|The Nobel Prize in Literature 2024|Stockholm, 10 October 2024. The Nobel Prize in Literature for 2024 is awarded to the South Korean author Han Kang, for her intense poetic prose that confronts historical traumas and exposes the fragility of human life.|The announcement dated October 10, 2024.
2|K|fan-forum|Nobel literature odds thread 2024|Can Xue at the top with the bookmakers again, then Murnane, Carson, Krasznahorkai. Someone please explain why the odds move every year in the last week.|Speculation about a future award.
6|L|press-release|Publisher reprints Han Kang titles|Following the announcement of 10 October 2024, we are reprinting The Vegetarian, Human Acts and The White Book. New copies will reach bookshops within two weeks.|A publisher's release reporting the October 10, 2024 award.
1|L|event-listing|Nobel Prize award ceremony 2024|Stockholm Concert Hall, 10 December 2024. The laureates received their medals and diplomas from King Carl XVI Gustaf.|An updated listing reports the December 10, 2024 ceremony.
9|K|social-post|post by a literary translator|The last laureate writing in an Asian language was Mo Yan in 2012. Not that the Academy follows any rotation.|A control: an earlier fact only.
""",
    ),
    Q(
        "lv-ipl-2025-rcb",
        "Will Royal Challengers Bengaluru win the 2025 Indian Premier League?",
        "Resolves YES if RCB wins the IPL 2025 final, scheduled after the season's resumption for June 3, 2025. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-03",
        1,
        "sports",
        """
12|K|event-listing|IPL 2025 revised schedule|The league resumes on May 17 after a one-week suspension. Qualifier 1: May 29. Eliminator: May 30. Qualifier 2: June 1. Final: June 3. Venues for the playoffs will be announced later.|A revised schedule of future matches.
4|K|ticket-page|TATA IPL 2025 Final tickets|Final: Tuesday, June 3, 2025. Venue and ticket release to be announced. Register to be notified when sales open.|A ticket page for a future match.
2|L|press-release|Royal Challengers Bengaluru crowned champions|Ahmedabad, June 3, 2025: RCB beat Punjab Kings by six runs in the final at the Narendra Modi Stadium to win their first IPL title, 190/9 to 184/7.|Reports the June 3, 2025 final as done.
1|L|fan-forum|EE SALA CUP NAMDU: 18 years!|June 3, 2025. Kohli on his knees at the end, Krunal man of the match. I have waited since 2008 for this.|A fan post reporting the June 3, 2025 win.
6|K|social-post|post by an RCB fan account|Playoffs confirmed! Now finish top two and make Qualifier 1 on May 29. Bengaluru believes.|A fan post about future matches.
8|L|government-announcement|Government orders inquiry into stampede|The State Government has ordered a magisterial inquiry into the stampede outside the M. Chinnaswamy Stadium on June 4, 2025 during the team's victory celebrations, in which eleven people died.|Reports a later event of June 4, 2025.
""",
    ),
    Q(
        "lv-dupixent-copd-2024",
        "Will the FDA approve Dupixent (dupilumab) for COPD by September 30, 2024?",
        "Resolves YES if the FDA approves Dupixent as an add-on maintenance treatment for adults with COPD with an eosinophilic phenotype on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-10",
        "2024-09-30",
        1,
        "health",
        """
25|K|press-release|FDA extends review of Dupixent for COPD|The FDA has extended the target action date for the supplemental Biologics License Application to September 27, 2024, after the companies submitted additional efficacy analyses. The extension does not concern safety.|A past extension setting a future action date.
8|K|press-release|Dupixent approved in the EU for COPD|The European Commission approved Dupixent in July 2024 as the first biologic for adults with uncontrolled COPD characterised by raised blood eosinophils.|A control: an earlier approval only.
2|L|press-release|Dupixent approved in US as the first-ever biologic for patients with COPD|Tarrytown, N.Y. and Paris, September 27, 2024: the FDA has approved Dupixent as an add-on maintenance treatment for adults with inadequately controlled COPD and an eosinophilic phenotype.|A press release dated September 27, 2024 reports the approval.
1|L|ir-page|Third quarter 2024 financial and operating results|October 31, 2024: Dupixent global net sales grew 23% to $3.82 billion, and launches continued in COPD in the US following approval in September 2024.|A later results release of October 31, 2024.
5|K|fan-forum|COPD patients: anyone hoping for Dupixent?|My pulmonologist says the FDA decision is due at the end of September and she would try it for me if it's approved. My eosinophils are 400.|A patient forum post about a future decision.
""",
    ),
]
