# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold1` part, read by `build_hold1.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part of plain news articles; see `build_hold1.py` and the README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lp-fomc-2023-06-hike",
        "Will the FOMC raise the federal funds target range at its June 13-14, 2023 meeting?",
        "Resolves YES if the FOMC statement of June 14, 2023 sets the target range above 5.00-5.25%. Resolves NO otherwise.",
        "2023-06-01",
        "2023-06-14",
        0,
        "central_banks",
        """
4|K|news-preview|Fed officials signal a possible skip in June|Several Federal Reserve officials said this week they favour holding rates steady at the June 13-14, 2023 meeting while keeping the door open to further increases. Futures traders now see roughly a one-in-three chance of a hike on June 14.|Expectations before a scheduled decision.
2|L|headline-past|Fed holds rates steady, signals two more hikes this year|The Federal Reserve left its benchmark rate unchanged at 5.00-5.25% on June 14, 2023, pausing after ten straight increases. Officials' projections pointed to two further quarter-point moves before year-end.|Reports the June 14, 2023 decision as done.
6|K|explainer|What a 'skip' would mean for borrowers|A pause in June would not necessarily end the Fed's tightening campaign, economists say. The May jobs report, due June 2, and the May consumer price data on June 13, 2023 will weigh heavily on the decision.|Explains scheduled releases and a decision ahead.
1|L|wire-report|Stocks edge higher after Fed pause|U.S. stocks closed slightly higher on Wednesday, June 14, 2023, after the Fed kept rates on hold, though Chair Jerome Powell said nearly all officials expect more tightening.|Reports the June 14, 2023 pause and market reaction.
8|K|analysis|After ten hikes, the Fed weighs a breather|The Fed has raised rates by five percentage points since March 2022. Whether it raises again on June 14 or waits until July 25-26, 2023 could depend on how quickly credit conditions tighten after the regional bank failures of the spring.|Past facts and future meeting dates.
3|L|wire-report|Treasury yields rise after CPI, Fed decision|Two-year yields climbed after data on June 13, 2023 showed consumer prices rose 4.0% from a year earlier, and the Fed's decision the next day to hold rates came with a hawkish set of projections.|Reports the June 13 and 14, 2023 events.
""",
    ),
    Q(
        "lp-ecb-2024-10-cut",
        "Will the ECB lower its deposit facility rate at its October 17, 2024 monetary policy meeting?",
        "Resolves YES if the ECB's decision announced on October 17, 2024 lowers the deposit facility rate below 3.50%. Resolves NO otherwise.",
        "2024-10-01",
        "2024-10-17",
        1,
        "central_banks",
        """
5|K|news-preview|ECB policymakers warm to October move|A growing number of ECB Governing Council members have signalled openness to cutting rates again on October 17, 2024, after weak business surveys for September. Earlier in the year the bank had indicated its next move would more likely come in December.|Expectations before a scheduled decision.
2|L|headline-past|ECB cuts rates for the third time this year|The European Central Bank lowered its deposit rate by a quarter point to 3.25% on Thursday, October 17, 2024, citing a faster-than-expected slowdown in inflation across the euro zone.|Reports the October 17, 2024 cut as done.
9|K|analysis|Euro zone inflation seen dipping below target|Flash figures due on October 1, 2024 are expected to show annual inflation below 2% for the first time since mid-2021. Economists say that would strengthen the case for a cut at the ECB's meeting later that month.|A forecast of a scheduled release.
1|L|wire-report|Euro slips after ECB decision|The euro fell against the dollar after the ECB's October 17, 2024 rate cut, the first back-to-back reduction in 13 years, with President Christine Lagarde declining to commit to a path for December.|Reports the October 17, 2024 decision.
4|K|explainer|How the ECB sets rates|The Governing Council meets every six weeks for monetary policy. After October 17, its final meeting of 2024 is scheduled for December 12, 2024, when new staff projections will be published.|A schedule of meetings.
3|L|news-preview-updated|ECB expected to cut rates on Thursday|Economists polled this week expect a quarter-point reduction at the ECB's October meeting. UPDATE, Oct. 17, 2024: The ECB cut its deposit rate by 25 basis points to 3.25%.|An update appended to a preview reports the October 17, 2024 cut.
""",
    ),
    Q(
        "lp-boe-2024-11-cut",
        "Will the Bank of England lower Bank Rate at its November 7, 2024 decision?",
        "Resolves YES if the MPC decision announced on November 7, 2024 lowers Bank Rate below 5.00%. Resolves NO otherwise.",
        "2024-10-20",
        "2024-11-07",
        1,
        "central_banks",
        """
6|K|news-preview|Markets bet on November cut|UK inflation held at 2.2% in August, and traders see a strong chance of a rate cut when the Bank of England announces its next decision on November 7, 2024. September price data are due on Oct. 16.|A past data point and scheduled events.
3|L|headline-past|Bank of England trims rates to 4.75%|The Bank of England cut interest rates by a quarter point on November 7, 2024, in an 8-1 vote, and said the Budget presented a week earlier would push inflation modestly higher than previously forecast.|Reports the November 7, 2024 cut as done.
10|K|analysis|Budget looms over Bank's next decision|Chancellor Rachel Reeves will deliver her first Budget on October 30, 2024, just days before the MPC's November meeting. Economists warn that higher borrowing could slow the pace of rate cuts in 2025.|Scheduled future events.
1|L|wire-report|Gilts steady after second rate cut of the year|Government bond prices were little changed after the Bank of England lowered Bank Rate on Thursday, Nov. 7, 2024, its second cut since August.|Reports the November 7, 2024 decision.
4|K|news-report|Mortgage lenders cut fixed rates|Several big lenders have reduced their fixed mortgage rates this week ahead of the Bank's decision on November 7, brokers said. The average two-year fix fell to about 5.3% in October.|Market moves before a scheduled decision.
2|L|wire-report|Pound dips as Bank signals gradual approach|Sterling edged lower on November 7, 2024, after Governor Andrew Bailey said rates were likely to continue falling gradually following the day's quarter-point reduction.|Reports the November 7, 2024 cut.
""",
    ),
    Q(
        "lp-boj-2024-12-hike",
        "Will the Bank of Japan raise its short-term policy rate at its December 18-19, 2024 meeting?",
        "Resolves YES if the BOJ decision announced on December 19, 2024 raises the policy rate above 0.25%. Resolves NO otherwise.",
        "2024-12-02",
        "2024-12-19",
        0,
        "central_banks",
        """
7|K|news-preview|BOJ December hike a close call, economists say|Economists are split on whether the Bank of Japan will raise rates at its December 18-19, 2024 meeting, with some expecting Governor Kazuo Ueda to wait until January for more data on wages.|Expectations before a scheduled decision.
2|L|headline-past|Bank of Japan holds rates, yen weakens|The Bank of Japan kept its short-term rate at 0.25% on December 19, 2024, as Governor Ueda said he wanted more information on next year's wage talks and U.S. policy. The yen slid past 157 per dollar.|Reports the December 19, 2024 hold as done.
12|K|analysis|Yen's slide puts pressure on BOJ|The BOJ raised rates to 0.25% in July, a move that helped trigger a global market selloff in early August. Whether it moves again in December or January 2025 depends heavily on the currency, analysts say.|Past facts and future meetings.
1|L|wire-report|Japanese shares rise after BOJ stands pat|Tokyo stocks gained on Thursday, Dec. 19, 2024, after the central bank left policy unchanged, with exporters benefiting from a weaker yen.|Reports the December 19, 2024 decision.
4|K|explainer|What to watch at the BOJ's final meeting of 2024|Investors will look for any hints about the timing of the next hike in Governor Ueda's press conference after the two-day meeting ends on December 19. The bank's next quarterly outlook is due in January.|A scheduled meeting and release.
6|L|wire-report|BOJ lifts rates to highest in 17 years|The Bank of Japan raised its policy rate to 0.5% on January 24, 2025, a month after it held steady in December to await wage data.|Reports the January 2025 hike and the December hold.
""",
    ),
    Q(
        "lp-boc-2024-12-50bp",
        "Will the Bank of Canada cut its policy rate by 50 basis points or more on December 11, 2024?",
        "Resolves YES if the Bank of Canada's announcement on December 11, 2024 lowers the overnight rate to 3.25% or below. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-11",
        1,
        "central_banks",
        """
5|K|news-preview|Jobs data key to size of Bank of Canada's next cut|Whether the Bank of Canada delivers another half-point cut on December 11, 2024 may hinge on November employment figures due on December 6, economists said.|A scheduled decision and data release.
2|L|headline-past|Bank of Canada delivers second straight jumbo cut|The Bank of Canada lowered its key rate by 50 basis points to 3.25% on Wednesday, December 11, 2024, but signalled that further reductions would likely be more gradual.|Reports the December 11, 2024 cut as done.
10|K|analysis|After October's big cut, how far can Macklem go?|The bank cut by 50 basis points to 3.75% on October 23, its first move of that size since the pandemic. Analysts expect rates to end 2025 near 2.75%.|A past decision and forecasts.
1|L|wire-report|Canadian dollar weakens after rate decision|The loonie slipped after the Bank of Canada's Dec. 11, 2024 half-point cut, which came as unemployment rose to 6.8% in November.|Reports the December 11, 2024 decision and a December data release.
3|K|news-report|Third-quarter GDP due before rate call|Statistics Canada will publish third-quarter growth figures on November 29, 2024, and economists expect an annualised rate of about 1%. The Bank of Canada announces its next decision on Dec. 11.|Scheduled releases and a forecast.
3|L|headline-present|Bank of Canada cuts by half point, hints at slower pace|The central bank lowered its policy rate to 3.25% on Dec. 11, 2024, and Governor Tiff Macklem told reporters in Ottawa that smaller steps were likely from here.|Reports the December 11, 2024 cut.
""",
    ),
    Q(
        "lp-us-cpi-2023-10-below-3p5",
        "Will U.S. CPI inflation for October 2023 be below 3.5% year over year?",
        "Resolves YES if the BLS release of November 14, 2023 reports all-items CPI for October 2023 up less than 3.5% from a year earlier. Resolves NO otherwise.",
        "2023-11-01",
        "2023-11-14",
        1,
        "macro_data",
        """
4|K|news-preview|Lower gasoline prices seen easing October inflation|Economists expect consumer prices to have risen about 3.3% in the year to October, down from 3.7% in September, when the Labor Department publishes the data on November 14, 2023.|A forecast of a scheduled release.
2|L|headline-past|U.S. inflation cools more than expected in October|Consumer prices were unchanged in October from September and rose 3.2% from a year earlier, the Labor Department said on November 14, 2023, as cheaper gasoline offset higher rents.|Reports the November 14, 2023 release.
8|K|analysis|Sticky shelter costs keep core inflation elevated|Housing costs accounted for more than half of the rise in core prices in September. Analysts say any slowdown in rents will take months to show up in the official figures.|Past data and an expectation.
1|L|wire-report|Stocks surge as inflation data fuels rate-peak hopes|The S&P 500 jumped nearly 2% on Tuesday, Nov. 14, 2023, after softer-than-forecast inflation data led traders to bet the Fed had finished raising rates.|Reports the November 14, 2023 data and market move.
6|K|explainer|What the Fed will see before its December meeting|Two CPI reports, for October and November, are due before the Fed's December 12-13, 2023 meeting. The October figures will be published on Nov. 14.|A schedule of releases and a meeting.
3|L|wire-report|Fed's Goolsbee welcomes cooler inflation|Chicago Fed President Austan Goolsbee said on November 15, 2023 that the October price figures, which showed annual inflation slowing to 3.2%, were encouraging.|Reports the October CPI figure released after the cutoff.
""",
    ),
    Q(
        "lp-slovakia-2023-smer",
        "Will Smer-SD win the most votes in Slovakia's parliamentary election of September 30, 2023?",
        "Resolves YES if official results show Smer-SD receiving more votes than any other party in the election held on September 30, 2023. Resolves NO otherwise.",
        "2023-09-12",
        "2023-10-01",
        1,
        "elections",
        """
6|K|news-preview|Fico's party leads polls ahead of Slovak vote|Former prime minister Robert Fico's Smer-SD holds a narrow lead over the liberal Progressive Slovakia in most polls ahead of the September 30, 2023 election, with support for military aid to Ukraine a central issue.|Polling before a scheduled election.
3|L|headline-past|Fico's Smer wins Slovak election|Smer-SD took about 23% of the vote in Slovakia's election on September 30, 2023, ahead of Progressive Slovakia on around 18%, putting Robert Fico in position to return as prime minister.|Reports the September 30, 2023 result.
10|K|analysis|Slovakia's vote could shift EU stance on Ukraine|A Fico victory would give Hungary's Viktor Orban an ally within the EU and NATO, analysts say. The president is expected to ask the winning party to form a government after the results are certified.|Conditional analysis before the vote.
1|L|wire-report|Fico signs coalition deal with Hlas and nationalists|Robert Fico signed a coalition agreement on Oct. 11, 2023 with the Hlas party and the Slovak National Party, less than two weeks after his party came first in the election.|Reports an October 11, 2023 event after the cutoff.
5|K|explainer|How Slovakia's election works|The 150 seats in the National Council are allocated proportionally, with a 5% threshold for single parties. Polls open at 7 a.m. on Saturday, Sept. 30, and results are expected overnight.|Rules and a future schedule.
2|L|hedged-report|Fico's party ahead with most votes counted|With nearly all districts reporting early on October 1, 2023, Smer-SD had about 23% of the vote, according to the statistics office, putting it ahead of Progressive Slovakia.|Reports the count of October 1, 2023.
""",
    ),
    Q(
        "lp-austria-2024-fpo-first",
        "Will the FPO finish first in Austria's national election of September 29, 2024?",
        "Resolves YES if the Freedom Party of Austria (FPO) receives the largest share of votes in the National Council election held on September 29, 2024. Resolves NO otherwise.",
        "2024-09-10",
        "2024-09-30",
        1,
        "elections",
        """
5|K|news-preview|Far-right Freedom Party leads Austrian polls|The Freedom Party under Herbert Kickl has held a lead of several points over Chancellor Karl Nehammer's People's Party for more than a year, polls show, ahead of the election on Sept. 29, 2024.|Polling before a scheduled election.
2|L|headline-past|Austria's far right wins national election for the first time|The Freedom Party won about 29% of the vote on Sunday, September 29, 2024, the first national election victory for the far right in Austria since World War II, though rivals ruled out governing with Kickl.|Reports the September 29, 2024 result.
9|K|analysis|Migration dominates Austria's campaign|Immigration and the cost of living have dominated the campaign, and analysts say the People's Party is trying to win back voters it lost to the Freedom Party, weeks before the polls open on September 29.|Analysis before the vote.
1|L|wire-report|Austrian president asks Nehammer to form government|President Alexander Van der Bellen on Oct. 22, 2024 tasked the conservative People's Party with forming a government, bypassing the Freedom Party, which had finished first in the September vote.|Reports an October 22, 2024 event.
4|K|explainer|Austria votes: what to know|About 6.3 million Austrians are eligible to vote for the 183-seat National Council. Preliminary results are expected on the evening of September 29, 2024, with postal ballots counted the next day.|A schedule and rules.
3|L|wire-report|Nehammer concedes first place to Freedom Party|Chancellor Karl Nehammer said on the night of Sept. 29, 2024 that his party had been beaten, but repeated that he would not serve in a government with Kickl.|Reports the September 29, 2024 result.
""",
    ),
    Q(
        "lp-finland-2024-stubb",
        "Will Alexander Stubb win Finland's presidential runoff of February 11, 2024?",
        "Resolves YES if Alexander Stubb receives the most votes in the second round of the Finnish presidential election on February 11, 2024. Resolves NO otherwise.",
        "2024-01-29",
        "2024-02-11",
        1,
        "elections",
        """
1|K|news-preview|Stubb and Haavisto head for Finnish runoff|Former prime minister Alexander Stubb and former foreign minister Pekka Haavisto will meet in a runoff on Feb. 11, 2024 after finishing first and second in Sunday's first round.|A scheduled runoff after a first round.
3|L|headline-past|Stubb elected president of Finland|Alexander Stubb won Finland's presidential runoff on February 11, 2024, taking about 51.6% of the vote against Pekka Haavisto, and will take office on March 1.|Reports the February 11, 2024 result.
6|K|analysis|Finland's next president will steer NATO-era foreign policy|Whoever wins will be the first Finnish president to lead foreign policy as a member of NATO, which the country joined in April 2023.|A past fact and future responsibilities.
1|L|wire-report|Finland's new president sworn in|Alexander Stubb was sworn in as Finland's 13th president on March 1, 2024, succeeding Sauli Niinisto after two six-year terms.|Reports a March 1, 2024 event.
5|K|news-report|Polls show tight race for Finnish presidency|A poll published this week gave Stubb 54% and Haavisto 46% in a head-to-head contest. Advance voting for the second round runs from Jan. 31 to Feb. 6.|Polls and a future voting schedule.
4|L|correction|Correction: Finnish runoff result|An earlier version of this article misstated Stubb's share of the vote in the February 11, 2024 runoff. He won 51.6%, not 53%.|A correction states the February 11, 2024 result.
""",
    ),
    Q(
        "lp-ghana-2024-mahama",
        "Will John Mahama win Ghana's presidential election of December 7, 2024?",
        "Resolves YES if Ghana's Electoral Commission declares John Dramani Mahama the winner of the presidential election held on December 7, 2024. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-10",
        1,
        "elections",
        """
6|K|news-preview|Ghana's economy dominates presidential campaign|Former president John Mahama is seeking a comeback against Vice President Mahamudu Bawumia in the December 7, 2024 vote, with inflation and a debt restructuring at the centre of the campaign.|A preview of a scheduled election.
2|L|headline-past|Mahama wins Ghana presidency as Bawumia concedes|John Mahama won Ghana's presidential election, with Vice President Bawumia conceding on December 8, 2024, a day after the vote. Official results later gave Mahama about 56%.|Reports the December 2024 result.
11|K|analysis|Can Bawumia break the eight-year cycle?|No party has won a third consecutive term since Ghana's return to multiparty rule in 1992. Analysts say a Bawumia victory would break that pattern.|Historical context before a vote.
1|L|wire-report|Ghana electoral commission confirms Mahama victory|The Electoral Commission on Monday, Dec. 9, 2024 declared Mahama the president-elect. He will be sworn in on January 7.|Reports the December 9, 2024 declaration.
4|K|explainer|How Ghana elects its president|A candidate needs more than 50% of valid votes to avoid a runoff. The Electoral Commission must declare results within 72 hours of polls closing on December 7.|Rules and a future date.
3|L|headline-present|Ghana's ruling party concedes as Mahama heads back to power|Vice President Bawumia told reporters in Accra on Sunday, Dec. 8, 2024 that he had called Mahama to congratulate him.|Reports the December 8, 2024 concession.
""",
    ),
    Q(
        "lp-uruguay-2024-orsi",
        "Will Yamandu Orsi win Uruguay's presidential runoff of November 24, 2024?",
        "Resolves YES if Yamandu Orsi receives the most votes in the second round of Uruguay's presidential election on November 24, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-25",
        1,
        "elections",
        """
4|K|news-preview|Uruguay heads to tight runoff|Leftist Yamandu Orsi of the Broad Front will face the governing coalition's Alvaro Delgado on November 24, 2024 after winning about 44% in the first round in October.|A scheduled runoff.
2|L|headline-past|Leftist Orsi wins Uruguay's presidency|Yamandu Orsi won Uruguay's runoff on Sunday, November 24, 2024, returning the Broad Front to power after five years, with Delgado conceding late in the evening.|Reports the November 24, 2024 result.
9|K|analysis|Delgado banks on coalition votes|Delgado is counting on supporters of the Colorado Party and smaller allies to back him in the second round. Combined, the coalition parties won more votes than the Broad Front in October.|A past result and expectations.
1|L|wire-report|Markets calm after Uruguay election|Uruguay's peso was little changed on Nov. 25, 2024 after Orsi's victory, which investors had largely expected to bring only moderate policy changes.|Reports a November 25, 2024 reaction after the result.
6|K|news-report|Polls show statistical tie in Uruguay runoff|A survey released this week put Orsi at 47% and Delgado at 46%. The new president takes office on March 1, 2025.|Polls and a future date.
3|L|wire-report|Orsi thanks voters, promises dialogue|Speaking in Montevideo on the night of November 24, 2024, president-elect Yamandu Orsi pledged to govern for all Uruguayans and to work with the opposition.|Reports the November 24, 2024 result.
""",
    ),
    Q(
        "lp-house-speaker-oct-2023",
        "Will the U.S. House of Representatives elect a new Speaker by October 31, 2023?",
        "Resolves YES if the House elects a Speaker to replace Kevin McCarthy on or before October 31, 2023. Resolves NO otherwise.",
        "2023-10-13",
        "2023-10-31",
        1,
        "politics",
        """
1|K|news-report|Scalise wins GOP nod but lacks votes for speaker|Steve Scalise won the Republican conference's nomination for speaker on Wednesday but has not secured the 217 votes needed on the floor, leaving the House paralysed since McCarthy's ouster on Oct. 3.|Earlier facts, no post-cutoff event.
2|L|headline-past|House elects Mike Johnson as speaker, ending three-week standoff|Republicans united behind Louisiana Representative Mike Johnson, who was elected speaker on October 25, 2023 with 220 votes, after Jim Jordan and Tom Emmer failed to win enough support.|Reports the October 25, 2023 election.
5|K|analysis|Without a speaker, the House cannot act on Israel aid|The House cannot pass legislation until a speaker is chosen, complicating a funding deadline of November 17, 2023 and requests for aid to Israel.|A future deadline and conditions.
1|L|wire-report|Jordan loses third speaker vote|Jim Jordan fell short again on Friday, Oct. 20, 2023, losing support from 25 Republicans, and the conference later voted to drop him as its nominee.|Reports an October 20, 2023 event.
6|K|explainer|How the House picks a speaker|A candidate needs a majority of members voting by name. With 221 Republicans and 212 Democrats, the GOP nominee can lose only a handful of votes. There is no deadline for the House to elect a speaker.|Rules, no dated event.
4|L|wire-report|Emmer withdraws hours after winning nomination|Tom Emmer dropped his bid for speaker on October 24, 2023, hours after Republicans nominated him, amid opposition from allies of Donald Trump.|Reports an October 24, 2023 event.
""",
    ),
    Q(
        "lp-us-gdp-2023-q3-above-4",
        "Will the advance estimate of U.S. real GDP growth for Q3 2023 be above 4.0% annualised?",
        "Resolves YES if the BEA's advance estimate released on October 26, 2023 shows third-quarter 2023 real GDP growth above 4.0% at an annual rate. Resolves NO otherwise.",
        "2023-10-10",
        "2023-10-26",
        1,
        "macro_data",
        """
5|K|news-preview|Economists expect a strong third quarter|Forecasters surveyed this month expect the economy grew at an annual rate of around 4% in the July-September period, powered by consumer spending. The Commerce Department's first estimate is due October 26, 2023.|A forecast of a scheduled release.
2|L|headline-past|U.S. economy grew at fastest pace in nearly two years|Gross domestic product rose at a 4.9% annual rate in the third quarter, the Commerce Department said on October 26, 2023, as consumers spent heavily on goods and services.|Reports the October 26, 2023 release.
8|K|analysis|Can consumers keep spending?|The resumption of student loan payments in October and higher borrowing costs are expected to weigh on spending in the final months of the year, economists said.|Expectations about a future period.
1|L|wire-report|Treasury yields dip despite GDP surge|Bond yields fell on Thursday, Oct. 26, 2023, as investors looked past the strong third-quarter growth figure to signs of cooling inflation in the report.|Reports the October 26, 2023 release and market move.
4|K|news-report|Atlanta Fed tracker points to 5% growth|The Atlanta Fed's GDPNow model estimated third-quarter growth at about 5.1% this week, ahead of the official advance estimate on Oct. 26.|A model estimate before a scheduled release.
3|L|headline-present|GDP jumps 4.9% as consumers keep spending|Consumer spending rose at a 4.0% rate in the third quarter, the Bureau of Economic Analysis reported on Oct. 26, 2023, the biggest contributor to growth.|Reports the October 26, 2023 release.
""",
    ),
    Q(
        "lp-gelsinger-out-2024",
        "Will Pat Gelsinger cease to be CEO of Intel by December 31, 2024?",
        "Resolves YES if Intel announces that Pat Gelsinger has stepped down, retired or been removed as chief executive on or before December 31, 2024. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-31",
        1,
        "business",
        """
8|K|analysis|Intel's turnaround faces its toughest test|Intel reported a $16.6 billion quarterly loss in October, the largest in its history. Chief Executive Pat Gelsinger has said the company's 18A manufacturing process remains on track for 2025.|Past results and a future plan.
2|L|headline-past|Intel CEO Gelsinger retires abruptly|Intel said on December 2, 2024 that Pat Gelsinger had retired as chief executive effective December 1, with finance chief David Zinsner and products head Michelle Johnston Holthaus named interim co-CEOs.|Reports the December 2024 departure.
5|K|news-report|Intel's CHIPS Act grant likely to shrink|Intel's federal grant is expected to come in below the $8.5 billion announced in March, according to people familiar with the matter, with a final agreement possible before the end of the year.|A hedged expectation, no post-cutoff event.
1|L|wire-report|Intel shares rise after CEO exit|Intel stock climbed about 6% in early trading on Dec. 2, 2024, after the board announced Gelsinger's departure, which people familiar with the matter said followed a clash over the pace of the turnaround.|Reports the December 2, 2024 event.
30|K|news-report|Intel to report third-quarter results on Oct. 31|Intel will publish its quarterly results after the market closes on October 31, the company said. Investors will watch for updates on cost cuts announced in August.|A scheduled release, before the cutoff, stated as planned.
3|L|hedged-report|Gelsinger was pushed out, people familiar say|Intel's board gave Gelsinger the choice of retiring or being removed before his departure was announced on December 2, 2024, according to people familiar with the matter.|Reports the December 2, 2024 departure.
""",
    ),
    Q(
        "lp-gemini-launch-2023",
        "Will Google release its Gemini AI model to the public by December 31, 2023?",
        "Resolves YES if Google makes a version of its Gemini model available in a public product or API on or before December 31, 2023. Resolves NO otherwise.",
        "2023-11-25",
        "2023-12-31",
        1,
        "technology",
        """
7|K|news-report|Google's Gemini said to face delays|Google has pushed back some events planned to showcase its Gemini model, according to people familiar with the matter, and the model may not be ready for a broad launch until early next year.|A hedged report of a delay, no post-cutoff event.
2|L|headline-past|Google unveils Gemini, its most capable AI model|Google introduced Gemini on December 6, 2023, saying a version called Gemini Pro would power its Bard chatbot from that day, with the larger Ultra version to follow in 2024.|Reports the December 6, 2023 launch.
12|K|analysis|Can Google catch OpenAI?|A year after ChatGPT's debut, Google is under pressure to show its own large model can compete. Chief Executive Sundar Pichai has said Gemini will be released in several sizes.|Past context and stated plans.
1|L|wire-report|Developers get access to Gemini Pro|Google made Gemini Pro available to developers through its AI Studio and Vertex AI on Dec. 13, 2023, a week after the model's announcement.|Reports a December 13, 2023 event.
4|K|explainer|What we know about Gemini|Gemini is designed to handle text, images and audio together. Google has not given a release date, though executives have said they aim to ship it before the end of the year.|Stated plans, no dated event.
3|L|wire-report|Alphabet shares rise after Gemini debut|Alphabet stock gained more than 5% on Dec. 7, 2023, the day after the company unveiled Gemini, though some critics questioned an edited demonstration video.|Reports December 2023 events.
""",
    ),
    Q(
        "lp-gpt4-release-2023",
        "Will OpenAI release GPT-4 by March 31, 2023?",
        "Resolves YES if OpenAI makes GPT-4 available to users or developers on or before March 31, 2023. Resolves NO otherwise.",
        "2023-03-01",
        "2023-03-31",
        1,
        "technology",
        """
9|K|news-report|Is GPT-4 near?|Industry insiders say OpenAI's next model could arrive in the coming weeks, according to several reports, though the company has not confirmed any date.|A hedged report of a plan.
3|L|headline-past|OpenAI launches GPT-4|OpenAI released GPT-4 on March 14, 2023, making it available to paying ChatGPT Plus subscribers and through a waitlist for its API, and said the model could accept images as well as text.|Reports the March 14, 2023 launch.
14|K|analysis|The hype around GPT-4|Speculation about OpenAI's next model has run wild since ChatGPT's November launch. Chief Executive Sam Altman has said people are 'begging to be disappointed' and that the company would release it only when it was safe.|Past statements, no dated future event.
1|L|wire-report|Microsoft confirms Bing runs on GPT-4|Microsoft said on March 14, 2023 that its new Bing chatbot had been using an early version of GPT-4 since its launch in February.|Reports a March 14, 2023 statement.
5|K|explainer|What to expect from GPT-4|Researchers expect the next model to handle longer documents and make fewer errors. OpenAI has released no timetable.|Expectations only.
2|L|headline-present|GPT-4 scores in top 10% on bar exam, OpenAI says|GPT-4, released on March 14, 2023, scored around the top 10% of test takers on a simulated bar exam, OpenAI said in a technical report.|Reports the March 14, 2023 release.
""",
    ),
    Q(
        "lp-swiatek-rg-2024",
        "Will Iga Swiatek win the 2024 French Open women's singles title?",
        "Resolves YES if Iga Swiatek wins the women's singles final at Roland Garros, scheduled for June 8, 2024. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-08",
        1,
        "sports",
        """
5|K|news-preview|Swiatek is the favourite again in Paris|The world No. 1 arrives at Roland Garros, which begins on May 26, 2024, having won titles in Madrid and Rome this month. She is seeking a third straight French Open crown.|A preview of a scheduled tournament.
2|L|headline-past|Swiatek crushes Paolini to win third straight French Open|Iga Swiatek beat Jasmine Paolini 6-2, 6-1 in the final on June 8, 2024, her fourth title at Roland Garros and fifth major overall.|Reports the June 8, 2024 final.
8|K|analysis|Who can stop Swiatek on clay?|Aryna Sabalenka and Elena Rybakina are seen as the main threats, though Swiatek has lost only a handful of clay-court matches since 2022.|Analysis before the event.
1|L|wire-report|Swiatek survives match point against Osaka|The defending champion saved a match point in the second round on May 29, 2024 before beating Naomi Osaka in three sets.|Reports a May 29, 2024 match after the cutoff.
4|K|news-report|French Open draw set for Thursday|The draw for Roland Garros will be made on Thursday, May 23, 2024, and the women's final is scheduled for Saturday, June 8. Naomi Osaka, unseeded, could land in Swiatek's section.|A future draw and final.
3|L|wire-report|Paolini reaches first Grand Slam final|Jasmine Paolini beat Mirra Andreeva in the semifinals on June 6, 2024, setting up a final against Swiatek.|Reports a June 6, 2024 match.
""",
    ),
    Q(
        "lp-sinner-usopen-2024",
        "Will Jannik Sinner win the 2024 U.S. Open men's singles title?",
        "Resolves YES if Jannik Sinner wins the U.S. Open men's singles final, scheduled for September 8, 2024. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-08",
        1,
        "sports",
        """
6|K|news-report|Sinner returns after Olympic withdrawal|Jannik Sinner, who pulled out of the Paris Olympics with tonsillitis, is playing in Cincinnati this week as he prepares for the U.S. Open, starting Aug. 26, 2024.|Past facts and a future tournament date.
2|L|headline-past|Sinner beats Fritz to win U.S. Open|Jannik Sinner defeated Taylor Fritz 6-3, 6-4, 7-5 in the final on September 8, 2024, winning his second Grand Slam title of the year.|Reports the September 8, 2024 final.
9|K|analysis|An open field in New York|With Djokovic chasing a 25th major and Alcaraz fresh off Wimbledon, Sinner enters as the top seed but far from a certainty.|Analysis before the event.
1|L|wire-report|Alcaraz stunned in second round|Carlos Alcaraz lost to Botic van de Zandschulp on Aug. 29, 2024, his earliest Grand Slam exit in years, clearing a path for the top seed.|Reports an August 29, 2024 match.
4|K|news-report|U.S. Open draw set for Thursday|The draw is scheduled for Thursday, Aug. 22, 2024. As the top two seeds, Sinner and Alcaraz can meet only in the final on Sunday, Sept. 8.|A future draw and final.
3|L|wire-report|Sinner tops Draper to reach final|The top seed beat Jack Draper in straight sets in the semifinals on Friday, Sept. 6, 2024, despite appearing to hurt his wrist.|Reports a September 6, 2024 match.
""",
    ),
    Q(
        "lp-gauff-usopen-2023",
        "Will Coco Gauff win the 2023 U.S. Open women's singles title?",
        "Resolves YES if Coco Gauff wins the U.S. Open women's singles final, scheduled for September 9, 2023. Resolves NO otherwise.",
        "2023-08-22",
        "2023-09-09",
        1,
        "sports",
        """
5|K|news-preview|Gauff arrives in New York on a hot streak|Coco Gauff won titles in Washington and Cincinnati this month and enters the U.S. Open, which starts on August 28, 2023, as the sixth seed and a leading home hope.|A preview naming a future start date.
2|L|headline-past|Gauff wins U.S. Open for first Grand Slam title|Coco Gauff came from a set down to beat Aryna Sabalenka 2-6, 6-3, 6-2 in the final on September 9, 2023, becoming the first American teenager to win the tournament since Serena Williams in 1999.|Reports the September 9, 2023 final.
9|K|analysis|Swiatek and Sabalenka still the ones to beat|The world's top two have shared the last three major titles between them. Gauff's best Grand Slam result remains a runner-up finish at the 2022 French Open.|Past facts and analysis.
1|L|wire-report|Gauff reaches first U.S. Open final|Gauff beat Karolina Muchova in straight sets on Thursday, Sept. 7, 2023, in a semifinal delayed by climate protesters for nearly an hour.|Reports a September 7, 2023 match.
3|K|news-report|Sabalenka to take over No. 1 ranking after Open|Aryna Sabalenka could replace Iga Swiatek as world No. 1 when the rankings are next updated on September 11, 2023, depending on how far each goes in New York.|A possible future ranking change.
""",
    ),
    Q(
        "lp-vingegaard-tour-2023",
        "Will Jonas Vingegaard win the 2023 Tour de France?",
        "Resolves YES if Jonas Vingegaard wears the yellow jersey at the finish of the final stage in Paris on July 23, 2023. Resolves NO otherwise.",
        "2023-07-10",
        "2023-07-23",
        1,
        "sports",
        """
1|K|news-report|Pogacar and Vingegaard separated by seconds|After nine stages, defending champion Jonas Vingegaard leads Tadej Pogacar by 17 seconds heading into the first rest day. The race reaches the Alps next week and finishes in Paris on July 23, 2023.|Standings before the cutoff and a future finish.
1|L|headline-past|Vingegaard crushes Pogacar in time trial|Jonas Vingegaard won the stage 16 time trial on July 18, 2023 by more than a minute and a half, extending his overall lead to nearly two minutes.|Reports a July 18, 2023 stage.
3|L|wire-report|Vingegaard seals second straight Tour title|Jonas Vingegaard rode into Paris in the yellow jersey on Sunday, July 23, 2023, winning the Tour by more than seven minutes over Pogacar, who had cracked on the climb to the Col de la Loze.|Reports the July 23, 2023 finish.
6|K|analysis|Tour de France 2023: a two-man race?|Most observers expect another duel between Vingegaard and Pogacar, who broke his wrist in April. Stage 17, with the Col de la Loze, could decide the race.|Analysis before the event.
4|K|explainer|How the yellow jersey is won|The yellow jersey goes to the rider with the lowest cumulative time. Time bonuses of 10, 6 and 4 seconds are awarded at stage finishes, except in time trials.|Rules, no dated event.
""",
    ),
    Q(
        "lp-verstappen-title-oct-2023",
        "Will Max Verstappen clinch the 2023 Formula One drivers' championship by October 31, 2023?",
        "Resolves YES if Max Verstappen is mathematically confirmed as 2023 world champion on or before October 31, 2023. Resolves NO otherwise.",
        "2023-09-25",
        "2023-10-31",
        1,
        "sports",
        """
1|K|news-report|Verstappen can clinch title in Qatar|Max Verstappen needs only three points from the sprint race on Saturday, October 7, 2023, to secure his third world title after winning in Japan on Sunday, Red Bull said.|A condition for a future race.
3|L|headline-past|Verstappen wins third world title in Qatar sprint|Max Verstappen clinched the 2023 championship on October 7, 2023, finishing second in the sprint at Lusail, and went on to win the grand prix the next day.|Reports the October 7, 2023 clinch.
8|K|analysis|Singapore ends Red Bull's run|Red Bull's streak of 15 straight wins ended in Singapore, where Carlos Sainz won for Ferrari. Verstappen still leads the standings by 151 points.|Past results.
2|L|wire-report|Red Bull celebrates after Austin win|Verstappen won the U.S. Grand Prix on Oct. 22, 2023, his 15th victory of the season, two weeks after sealing the title.|Reports an October 22, 2023 race.
5|K|explainer|How the championship can be decided|A driver is champion once no rival can overtake him with the points still available. After the Japanese Grand Prix on Sept. 24, 2023, six rounds and three sprints will remain, and Verstappen's lead is already close to decisive.|Rules and a future race.
""",
    ),
    Q(
        "lp-south-carolina-ncaaw-2024",
        "Will South Carolina win the 2024 NCAA women's basketball championship?",
        "Resolves YES if South Carolina wins the NCAA Division I women's championship game, scheduled for April 7, 2024. Resolves NO otherwise.",
        "2024-03-20",
        "2024-04-07",
        1,
        "sports",
        """
3|K|news-preview|Unbeaten South Carolina is the top overall seed|South Carolina enters the NCAA tournament 32-0 and as the No. 1 overall seed. The Final Four will be played in Cleveland on April 5 and April 7, 2024.|A preview naming future dates.
2|L|headline-past|South Carolina beats Iowa to finish perfect season|South Carolina defeated Caitlin Clark and Iowa 87-75 in the championship game on April 7, 2024, completing a 38-0 season, Dawn Staley's third national title.|Reports the April 7, 2024 final.
8|K|analysis|Can anyone stop the Gamecocks?|Iowa, led by record-breaking scorer Caitlin Clark, and defending champion LSU are seen as the likeliest challengers.|Analysis before the tournament.
1|L|wire-report|Iowa reaches final after beating UConn|Iowa held off UConn 71-69 in the national semifinal on Friday, April 5, 2024, setting up a title game against South Carolina.|Reports an April 5, 2024 game.
5|K|news-report|Clark declares for WNBA draft|Caitlin Clark said she will enter the WNBA draft after the season. The draft will be held on April 15, 2024, in New York.|A stated intention and a future date.
3|L|wire-report|Cardoso named most outstanding player|Kamilla Cardoso had 15 points and 17 rebounds in South Carolina's title win in Cleveland on April 7, 2024, two years after the program's previous championship.|Reports the April 7, 2024 final.
""",
    ),
    Q(
        "lp-leverkusen-uel-2024",
        "Will Bayer Leverkusen win the 2023-24 UEFA Europa League?",
        "Resolves YES if Bayer Leverkusen wins the Europa League final in Dublin on May 22, 2024. Resolves NO otherwise.",
        "2024-05-08",
        "2024-05-22",
        0,
        "sports",
        """
2|K|news-preview|Leverkusen chase historic treble|Bayer Leverkusen, unbeaten in all competitions this season, will face Roma in the Europa League semifinal second leg on May 9, 2024. The final in Dublin is on May 22.|A preview of future matches.
3|L|headline-past|Lookman hat-trick ends Leverkusen's unbeaten run|Atalanta beat Bayer Leverkusen 3-0 in the Europa League final in Dublin on May 22, 2024, with Ademola Lookman scoring all three goals and ending the German champions' 51-match unbeaten run.|Reports the May 22, 2024 final.
7|K|analysis|Xabi Alonso's remarkable season|Leverkusen won their first Bundesliga title in April. Alonso has said the team will treat the remaining cup games as separate challenges.|Past facts and a stated plan.
1|L|wire-report|Leverkusen's late equaliser sends them to Dublin|A stoppage-time goal on Thursday, May 9, 2024 gave Leverkusen a 2-2 draw against Roma and a place in the final.|Reports a May 9, 2024 match.
4|K|news-report|Dublin prepares for Europa League final|About 50,000 fans are expected at the Aviva Stadium for the final on Wednesday, May 22, 2024. UEFA said tickets for the neutral sections had sold out.|A future event as planned.
4|L|wire-report|Leverkusen complete domestic double|Bayer Leverkusen beat Kaiserslautern 1-0 in the German Cup final on May 25, 2024, three days after losing the Europa League final in Dublin.|Reports May 2024 events.
""",
    ),
    Q(
        "lp-arsenal-pl-2024",
        "Will Arsenal win the 2023-24 Premier League title?",
        "Resolves YES if Arsenal finish first in the Premier League table after the final round on May 19, 2024. Resolves NO otherwise.",
        "2024-05-05",
        "2024-05-19",
        0,
        "sports",
        """
3|K|news-report|Title race goes down to the wire|Arsenal lead Manchester City by one point, but City have a game in hand. The season ends on Sunday, May 19, 2024, with City at home to West Ham and Arsenal hosting Everton.|Standings and future fixtures.
2|L|headline-past|Manchester City win record fourth straight title|Manchester City beat West Ham 3-1 on May 19, 2024 to finish two points ahead of Arsenal, becoming the first club to win four consecutive English top-flight titles.|Reports the May 19, 2024 result.
6|K|analysis|Arteta's side have learned from last season|Arsenal led the table for much of 2022-23 before fading. This time, analysts say, a stronger defence gives them a better chance of lasting the course.|Past facts and analysis.
1|L|wire-report|City beat Tottenham to take control|Erling Haaland scored twice as City won 2-0 at Tottenham on Tuesday, May 14, 2024, moving two points clear with one game left.|Reports a May 14, 2024 match.
4|K|explainer|What happens if teams finish level|If two clubs finish level on points, goal difference decides the title; if still level, a playoff would be held. Arsenal's goal difference is currently better than City's.|Rules, no dated event.
3|L|wire-report|Arsenal beat Everton but finish second|Arsenal won 2-1 against Everton on Sunday, May 19, 2024, but ended the season two points behind Manchester City.|Reports the May 19, 2024 results.
""",
    ),
    Q(
        "lp-emmys-2023-succession",
        "Will Succession win Outstanding Drama Series at the 75th Primetime Emmy Awards?",
        "Resolves YES if Succession wins Outstanding Drama Series at the ceremony held on January 15, 2024. Resolves NO otherwise.",
        "2024-01-01",
        "2024-01-15",
        1,
        "entertainment",
        """
6|K|news-preview|Delayed Emmys finally set for January|The 75th Emmy Awards, postponed from September by the writers' and actors' strikes, will air on Monday, January 15, 2024. Succession leads all shows with 27 nominations.|A rescheduled future ceremony.
2|L|headline-past|Succession takes final bow with top Emmy|Succession won Outstanding Drama Series on January 15, 2024, its third win in the category, while The Bear won for comedy and Beef swept the limited series awards.|Reports the January 15, 2024 ceremony.
10|K|analysis|Can anything beat Succession?|The Last of Us and The White Lotus are the strongest rivals, but voters have rewarded Succession twice before and this was its final season.|Analysis before the event.
1|L|wire-report|Kieran Culkin and Sarah Snook win for Succession|Culkin and Snook took the lead acting awards for drama at the ceremony in Los Angeles on Jan. 15, 2024, completing a big night for the HBO series.|Reports the January 15, 2024 awards.
4|K|news-report|Golden Globes to offer an early signal|The Golden Globes on January 7, 2024 will give an early read on the drama race, eight days before the Emmys, where Succession is the favourite.|A future ceremony.
3|L|headline-present|The Bear wins comedy series at delayed Emmys|The Bear won Outstanding Comedy Series at the 75th Emmys on Jan. 15, 2024, and Jeremy Allen White took the lead actor award.|Reports the January 15, 2024 ceremony.
""",
    ),
    Q(
        "lp-dune2-opening-75m",
        "Will Dune: Part Two gross more than $75 million in its domestic opening weekend?",
        "Resolves YES if Dune: Part Two's reported U.S. and Canadian box office for the weekend of March 1-3, 2024 exceeds $75 million. Resolves NO otherwise.",
        "2024-02-18",
        "2024-03-04",
        1,
        "entertainment",
        """
5|K|news-preview|Tracking points to big opening for Dune sequel|Pre-release tracking suggests Dune: Part Two could open to between $65 million and $80 million in North America when it arrives in theatres on March 1, 2024.|A forecast of a future release.
2|L|headline-past|Dune: Part Two opens to $81.5 million|Denis Villeneuve's sequel took in an estimated $81.5 million in U.S. and Canadian theatres over the weekend of March 1-3, 2024, more than double the first film's opening.|Reports the March 2024 opening weekend.
9|K|analysis|Box office needs a hit after strike delays|Warner Bros. moved the film from November to March after the actors' strike. Analysts say a strong debut would lift a slow start to the year.|Past facts and analysis.
1|L|wire-report|Dune sequel crosses $200 million worldwide|Dune: Part Two passed $200 million at the global box office by Sunday, March 3, 2024, Warner Bros. said, with IMAX screens accounting for a large share.|Reports a March 3, 2024 figure.
3|K|news-report|Early screenings draw rave reviews|Critics who saw Dune: Part Two at premieres in Paris and London this week praised its scale. Previews in U.S. theatres begin on Thursday evening, Feb. 29, 2024.|Reviews and a future schedule.
4|L|wire-report|Dune: Part Two holds top spot in second weekend|The sequel earned about $46 million in its second weekend, March 8-10, 2024, studio estimates showed, bringing its domestic total to around $155 million.|Reports the March 2024 box office.
""",
    ),
    Q(
        "lp-grammys-2023-harry-aoty",
        "Will Harry Styles win Album of the Year at the 65th Grammy Awards?",
        "Resolves YES if Harry's House wins Album of the Year at the ceremony on February 5, 2023. Resolves NO otherwise.",
        "2023-01-20",
        "2023-02-05",
        1,
        "entertainment",
        """
4|K|news-preview|Beyonce leads Grammy field|Beyonce enters the ceremony on February 5, 2023 with nine nominations and could become the most decorated artist in Grammy history. Her album Renaissance competes with Harry Styles and Adele for Album of the Year.|A preview of a scheduled ceremony.
2|L|headline-past|Harry Styles wins album of the year|Harry's House won Album of the Year at the Grammys in Los Angeles on February 5, 2023, beating Renaissance, while Beyonce set a record with her 32nd career win.|Reports the February 5, 2023 ceremony.
8|K|analysis|Will the Academy finally give Beyonce its top prize?|Beyonce has lost Album of the Year three times. Some voters say this could be the year, though others point to broad support for Adele and Styles.|Analysis before the event.
1|L|wire-report|Lizzo's About Damn Time wins record of the year|Lizzo took Record of the Year on Feb. 5, 2023, and Bonnie Raitt won Song of the Year in one of the night's surprises.|Reports the February 5, 2023 awards.
5|K|explainer|How Grammy voting works|Final-round voting for the 65th awards runs from December 15, 2022 to January 4, 2023. Results are sealed until the ceremony.|A past voting window and sealed results.
3|L|headline-present|Beyonce breaks Grammy record but misses top prize again|Beyonce won her 32nd Grammy on February 5, 2023, the most by any artist, but Album of the Year went to Harry Styles.|Reports the February 5, 2023 ceremony.
""",
    ),
    Q(
        "lp-nobel-physics-2023-woman",
        "Will at least one woman be among the laureates of the 2023 Nobel Prize in Physics?",
        "Resolves YES if the Royal Swedish Academy of Sciences names at least one woman as a 2023 physics laureate in its announcement on October 3, 2023. Resolves NO otherwise.",
        "2023-09-20",
        "2023-10-03",
        1,
        "science",
        """
5|K|news-preview|Nobel season opens with medicine on Oct. 2|The Nobel announcements begin on October 2, 2023 with physiology or medicine, followed by physics on October 3 and chemistry on October 4. Only four women have won the physics prize.|A schedule of future announcements and a past fact.
3|L|headline-past|Physics Nobel honours attosecond pioneers|Pierre Agostini, Ferenc Krausz and Anne L'Huillier won the 2023 Nobel Prize in Physics on October 3, 2023 for methods that generate ultra-short pulses of light to study electrons.|Reports the October 3, 2023 announcement.
10|K|analysis|Who might win the physics prize this year?|Analysts tracking citations point to work on quantum materials and exoplanets as possible choices. The academy does not publish a shortlist, and nominations stay secret for 50 years.|Speculation before the event.
1|L|wire-report|L'Huillier becomes fifth woman to win physics Nobel|Anne L'Huillier of Lund University, named a laureate on Tuesday, Oct. 3, 2023, said she was teaching when the academy called.|Reports the October 3, 2023 announcement.
6|K|explainer|How the Nobel physics committee chooses|The committee reviews hundreds of nominations and presents its recommendation to the full academy, which votes on the morning of the announcement.|Procedure, no dated event.
2|L|wire-report|Chemistry prize goes to quantum dot researchers|A day after the physics award, the 2023 chemistry prize went on October 4, 2023 to Moungi Bawendi, Louis Brus and Alexei Ekimov.|Reports October 2023 announcements.
""",
    ),
    Q(
        "lp-peregrine-landing-2024",
        "Will Astrobotic's Peregrine lander still be on course for a lunar landing attempt on February 15, 2024?",
        "Resolves YES if, on February 15, 2024, Peregrine Mission One is operating and Astrobotic has not ruled out its planned soft landing on the Moon. Resolves NO otherwise.",
        "2024-01-05",
        "2024-02-15",
        0,
        "space",
        """
3|K|news-preview|Vulcan rocket set to carry U.S. lander to the Moon|United Launch Alliance plans to launch its new Vulcan rocket on January 8, 2024, carrying Astrobotic's Peregrine lander, which is aiming for a landing on February 23.|Planned future launch and landing.
2|L|headline-past|Peregrine lander suffers fuel leak, Moon landing ruled out|Astrobotic said on January 8, 2024, hours after launch, that a propulsion failure was causing a critical loss of fuel and that a soft landing on the Moon was no longer possible.|Reports a January 8, 2024 failure.
8|K|analysis|A commercial push back to the Moon|No U.S. spacecraft has landed on the Moon since Apollo 17 in 1972. NASA is paying private companies to deliver instruments, accepting that some missions may fail.|Past facts and context.
1|L|wire-report|Peregrine burns up over the Pacific|The stricken lander re-entered Earth's atmosphere on Jan. 18, 2024 over the South Pacific, Astrobotic said, ending a mission that never reached the Moon.|Reports the January 18, 2024 re-entry.
5|K|explainer|Peregrine's long route to the Moon|After launch, Peregrine will spend weeks in a looping orbit before attempting to land in the Sinus Viscositatis region. It carries 20 payloads, including five NASA instruments.|A planned trajectory.
4|L|wire-report|NASA says Peregrine instruments returned data|Several NASA instruments aboard Peregrine collected data in space before the spacecraft's re-entry on January 18, 2024, the agency said.|Reports January 2024 events.
""",
    ),
    Q(
        "lp-who-pandemic-agreement-2025",
        "Will the World Health Assembly adopt a pandemic agreement by May 31, 2025?",
        "Resolves YES if the World Health Assembly formally adopts the WHO Pandemic Agreement on or before May 31, 2025. Resolves NO otherwise.",
        "2025-05-01",
        "2025-05-31",
        1,
        "world_affairs",
        """
10|K|news-report|Countries agree draft pandemic accord|WHO member states reached agreement on the text of a pandemic treaty in Geneva in mid-April after more than three years of talks. The draft will go to the World Health Assembly, which opens on May 19, 2025.|A past agreement and a future assembly.
2|L|headline-past|World Health Assembly adopts pandemic agreement|Member states adopted the WHO Pandemic Agreement on May 20, 2025, a treaty intended to improve the sharing of vaccines and data in future outbreaks. The United States did not take part.|Reports the May 20, 2025 adoption.
6|K|analysis|What the pandemic treaty leaves unresolved|A key annex on sharing pathogens and benefits is still being negotiated and must be finished before countries can sign, diplomats said.|Open issues, no post-cutoff event.
1|L|wire-report|Committee backs treaty ahead of final vote|A committee of the assembly approved the text on May 19, 2025 by 124 votes to none, with 11 abstentions, clearing the way for formal adoption.|Reports a May 19, 2025 vote.
4|K|explainer|How the pandemic agreement would take effect|Once adopted, the agreement opens for signature only after the annex is approved. It enters into force after 60 countries ratify it.|Procedure and conditions.
3|L|wire-report|WHO chief hails treaty adoption|WHO Director-General Tedros Adhanom Ghebreyesus said on May 20, 2025 that the adoption of the pandemic agreement showed countries could still work together.|Reports the May 20, 2025 adoption.
""",
    ),
    Q(
        "lp-ecowas-niger-2023",
        "Will ECOWAS forces begin a military intervention in Niger by August 31, 2023?",
        "Resolves YES if troops of ECOWAS member states enter Niger in a military operation to reverse the July 2023 coup on or before August 31, 2023. Resolves NO otherwise.",
        "2023-08-05",
        "2023-08-31",
        0,
        "world_affairs",
        """
2|K|news-report|ECOWAS ultimatum to Niger junta expires Sunday|West African leaders have given Niger's military rulers until Sunday, August 6, 2023, to reinstate President Mohamed Bazoum or face possible force. Defence chiefs met in Abuja this week to draw up plans.|A future deadline and threat.
1|L|headline-past|ECOWAS orders standby force, still seeks diplomacy|West African leaders on August 10, 2023 ordered the activation of a standby force for possible use in Niger, while saying they still preferred a peaceful solution.|Reports an August 10, 2023 decision.
5|K|analysis|Would an intervention in Niger work?|Analysts say Nigeria would have to supply most troops for any operation, and its Senate has urged the president to pursue diplomacy first. Mali and Burkina Faso have warned they would treat an attack as a declaration of war.|Conditional analysis.
3|L|wire-report|Junta proposes three-year transition|Niger's military leader, General Abdourahamane Tiani, said on Aug. 19, 2023 that a return to civilian rule could take up to three years, hours after meeting an ECOWAS delegation.|Reports an August 19, 2023 event.
7|K|news-report|Niger's soldiers detain president|Soldiers detained President Bazoum in the capital, Niamey, on July 26, 2023 and announced on television that they had taken power, citing worsening security.|Reports the July 26, 2023 coup, before the cutoff.
""",
    ),
    Q(
        "lp-putin-80pct-2024",
        "Will Vladimir Putin receive more than 80% of the vote in Russia's March 2024 presidential election?",
        "Resolves YES if the Central Election Commission's results for the election held on March 15-17, 2024 give Putin more than 80% of the vote. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-21",
        1,
        "elections",
        """
4|K|news-preview|Russia votes over three days with no real opposition|Russians will vote from March 15 to 17, 2024 in an election Vladimir Putin is all but certain to win. Anti-war candidate Boris Nadezhdin was barred from the ballot in February.|A preview of a scheduled vote.
2|L|headline-past|Putin claims record victory in Russian election|Vladimir Putin won about 87% of the vote, according to preliminary results released on March 18, 2024, the highest share of his career, in a vote Western governments called neither free nor fair.|Reports the March 18, 2024 results.
9|K|analysis|Kremlin targets high turnout|Officials are aiming for turnout above 70% and a result that exceeds Putin's 77% in 2018, analysts say, to show broad support for the war in Ukraine.|Goals before a vote.
1|L|wire-report|Navalny supporters form queues at noon|Long lines formed at polling stations in Russia and abroad at midday on March 17, 2024, in a protest called for by the late opposition leader's allies.|Reports a March 17, 2024 event.
6|K|news-report|Election commission registers four candidates|Russia's Central Election Commission has registered Putin and three candidates from parliamentary parties. The final results are due to be certified on March 21, 2024.|A past registration and a future certification.
3|L|wire-report|Election commission confirms Putin's share|The Central Election Commission confirmed on March 21, 2024 that Putin won 87.28% of the vote, on turnout of about 77%.|Reports the March 21, 2024 certification.
""",
    ),
    Q(
        "lp-au-g20-2023",
        "Will the African Union be admitted as a permanent member of the G20 at the 2023 New Delhi summit?",
        "Resolves YES if G20 leaders announce the African Union's permanent membership at their summit of September 9-10, 2023. Resolves NO otherwise.",
        "2023-08-25",
        "2023-09-10",
        1,
        "world_affairs",
        """
6|K|news-preview|India pushes to bring African Union into G20|Prime Minister Narendra Modi has written to G20 leaders proposing full membership for the African Union at the New Delhi summit on September 9-10, 2023. Several members have voiced support.|A proposal before a scheduled summit.
2|L|headline-past|G20 admits African Union as permanent member|The African Union became a permanent member of the G20 on September 9, 2023, as leaders meeting in New Delhi approved India's proposal on the summit's first day.|Reports the September 9, 2023 decision.
10|K|analysis|What would a seat at the G20 mean for Africa?|South Africa is currently the only African member. Supporters say AU membership would give the continent a stronger voice on debt relief and climate finance.|Analysis before the event.
1|L|wire-report|G20 leaders agree declaration without condemning Russia|Leaders reached a consensus declaration on Sept. 9, 2023 that avoided direct criticism of Russia over Ukraine, a compromise some analysts called a win for the host.|Reports a September 9, 2023 event.
4|K|news-report|Xi to skip G20 summit|Chinese President Xi Jinping is expected to miss the summit in New Delhi on September 9-10, 2023, according to Indian officials, with Premier Li Qiang likely to attend instead.|A hedged expectation for a future summit.
""",
    ),
    Q(
        "lp-yousaf-fm-2024",
        "Will Humza Yousaf still be First Minister of Scotland on May 31, 2024?",
        "Resolves YES if Humza Yousaf holds the office of First Minister on May 31, 2024. Resolves NO otherwise.",
        "2024-04-22",
        "2024-05-31",
        0,
        "politics",
        """
2|K|news-report|SNP and Greens at odds over climate target|The Scottish Government dropped its goal of cutting emissions by 75% by 2030 last week, angering its Green coalition partners, who will hold a membership vote on the Bute House Agreement.|A past decision and a planned vote.
3|L|headline-past|Humza Yousaf resigns as Scotland's first minister|Humza Yousaf announced on April 29, 2024 that he would stand down as first minister, days after ending the power-sharing deal with the Greens left him facing a no-confidence vote he was likely to lose.|Reports the April 29, 2024 resignation.
9|K|analysis|A year into the job, Yousaf faces pressure|Yousaf succeeded Nicola Sturgeon in March 2023. Polls suggest Labour could overtake the SNP in Scotland at the general election expected later this year.|Past facts and expectations.
1|L|wire-report|Swinney sworn in as first minister|John Swinney was sworn in as Scotland's first minister on May 8, 2024, a day after winning a vote at Holyrood, replacing Yousaf.|Reports May 2024 events.
2|L|wire-report|Yousaf ends coalition with Greens|The first minister terminated the Bute House Agreement on Thursday, April 25, 2024, saying it had served its purpose; the Greens said they would back a motion of no confidence.|Reports an April 25, 2024 event.
6|K|explainer|What happens if a first minister loses a confidence vote|A no-confidence vote in a first minister is not binding, but a government defeat on a confidence motion would require all ministers to resign. Parliament would then have 28 days to choose a new first minister.|Rules, no dated event.
""",
    ),
    Q(
        "lp-biden-withdraw-2024",
        "Will Joe Biden withdraw from the 2024 presidential race before the Democratic convention opens on August 19, 2024?",
        "Resolves YES if Joe Biden announces the end of his 2024 re-election campaign on or before August 19, 2024. Resolves NO otherwise.",
        "2024-07-10",
        "2024-08-19",
        1,
        "politics",
        """
1|K|news-report|Biden tells Democrats he is staying in the race|President Biden wrote to congressional Democrats on Monday that he was firmly committed to running, after a poor debate performance on June 27, 2024 prompted calls for him to step aside.|A past statement, no post-cutoff event.
2|L|headline-past|Biden drops out of presidential race, endorses Harris|President Joe Biden ended his re-election campaign on July 21, 2024, announcing his decision in a letter posted online and endorsing Vice President Kamala Harris as the Democratic nominee.|Reports the July 21, 2024 withdrawal.
8|K|analysis|Could the Democrats replace their nominee?|Biden has won nearly all the pledged delegates. Replacing him before the convention in Chicago, which opens on August 19, 2024, would require him to step aside voluntarily, party rules experts say.|Conditions and a future date.
1|L|wire-report|Harris secures enough delegates for nomination|Kamala Harris won the support of a majority of delegates by July 22, 2024, a day after Biden's exit, according to a survey of delegates.|Reports a July 22, 2024 event.
3|K|news-report|Biden to hold news conference at NATO summit|The president will take questions from reporters at the close of the NATO summit in Washington on July 11, 2024, the White House said.|A scheduled event.
3|L|wire-report|Harris formally secures Democratic nomination|Kamala Harris won a majority of delegate votes in a virtual roll call on August 2, 2024, less than two weeks after Biden left the race.|Reports August 2, 2024 and July 2024 events.
""",
    ),
    Q(
        "lp-gold-2500-2024",
        "Will spot gold trade above $2,500 an ounce by August 31, 2024?",
        "Resolves YES if the spot gold price trades above $2,500 per troy ounce at any time on or before August 31, 2024. Resolves NO otherwise.",
        "2024-08-01",
        "2024-08-31",
        1,
        "markets",
        """
2|K|news-report|Gold hits record as rate-cut bets grow|Spot gold rose to a record of about $2,480 an ounce on July 17, 2024, as traders increased bets that the Federal Reserve would cut rates in September.|A past record before the cutoff.
3|L|headline-past|Gold tops $2,500 for the first time|Spot gold rose above $2,500 an ounce on August 16, 2024, a record, as a weaker dollar and expectations of Fed rate cuts drew investors to the metal.|Reports the August 16, 2024 price.
8|K|analysis|Central bank buying props up gold|Central banks bought more than 1,000 tonnes of gold in each of the last two years. Analysts at several banks see the price reaching $2,600 by early 2025.|Past facts and forecasts.
1|L|wire-report|Gold holds near record after Powell speech|Gold stayed above $2,500 on Aug. 23, 2024 after Fed Chair Jerome Powell said at Jackson Hole that the time had come for policy to adjust.|Reports an August 23, 2024 event.
5|K|news-preview|Traders eye Fed meeting and jobs data|Gold's next move could depend on the Fed's July 30-31, 2024 meeting and the jobs report on Aug. 2, strategists said.|Scheduled events.
4|L|headline-present|Gold extends record run as dollar weakens|Spot gold hit a fresh high of about $2,530 an ounce on Aug. 20, 2024, extending gains after breaking through $2,500 the previous week.|Reports August 2024 prices.
""",
    ),
    Q(
        "lp-spirit-ch11-2024",
        "Will Spirit Airlines file for Chapter 11 bankruptcy protection by November 30, 2024?",
        "Resolves YES if Spirit Airlines files a Chapter 11 petition in a U.S. bankruptcy court on or before November 30, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-30",
        1,
        "business",
        """
4|K|news-report|Spirit extends debt deadline again|Spirit Airlines said it had pushed back a deadline to refinance its loyalty-program bonds to December 23, 2024, as it continues talks with creditors.|A past extension and a future deadline.
2|L|headline-past|Spirit Airlines files for bankruptcy|Spirit Airlines filed for Chapter 11 protection on November 18, 2024, after failing to reach a merger deal, and said flights would continue as normal.|Reports the November 18, 2024 filing.
12|K|analysis|Spirit's options narrow after JetBlue deal collapse|A federal judge blocked JetBlue's $3.8 billion takeover of Spirit in January 2024. Analysts say a renewed merger with Frontier or a bankruptcy filing are now the most likely paths.|Past facts and analysis.
1|L|wire-report|Spirit shares delisted after filing|The New York Stock Exchange said on Nov. 18, 2024 it would begin delisting Spirit's shares following its bankruptcy filing.|Reports a November 18, 2024 event.
7|K|news-report|Spirit said to be in talks on bankruptcy filing|Spirit is negotiating with bondholders over the terms of a possible Chapter 11 filing, according to people familiar with the matter. No decision has been made.|A hedged report of talks.
3|L|wire-report|Spirit expects to exit bankruptcy early next year|Spirit Airlines, which filed for Chapter 11 on Nov. 18, 2024, said it expected to emerge from bankruptcy in the first quarter of 2025 after a debt-for-equity swap.|Reports the November 18, 2024 filing.
""",
    ),
]
