# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold53` part, read by `build_hold53.py`.

ForecastBench-style question pages, written blind as a held-out part: the background and
resolution criteria of prediction-market and forecasting-platform questions (Manifold,
Metaculus, Polymarket styles), market rules and clarifications, comment threads with their
timestamps, resolver notes, and the data-source pages (economic releases, price series, a wiki
list) that the questions resolve on. Each question's documents are one line each in a string,
fields separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style,
title, text, why. See `build_hold53.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "q3-manifold-kissinger-alive-2023",
        "Will Henry Kissinger be alive on December 31, 2023?",
        "Resolves YES if Henry Kissinger is alive at 11:59 pm US Eastern time on December 31, 2023, and NO if credible media report his death before then.",
        "2023-11-20",
        "2023-12-31",
        0,
        "politics",
        """
12|K|question-background|Will Henry Kissinger be alive on December 31, 2023?|Henry Kissinger, the former Secretary of State and National Security Adviser, turned 100 on May 27, 2023. He travelled to Beijing in July and met Xi Jinping, and he has kept giving interviews through the autumn. This market resolves on whether he is alive at the end of the day on December 31, 2023.|Background with past facts and the question's own deadline.
6|K|forecaster-rationale|Comment by user actuarially_yours|Period life tables put the annual death probability for a US man aged 100 at roughly 35%. Six weeks to Dec 31 is about an eighth of a year, so something like 5% before any adjustment for his health, which by all reports is frail but stable. I'm at 95% YES.|A forecast from base rates with only the deadline ahead.
3|L|comment-thread|Comments (sorted by newest)|Nov 29, 2023, 9:41 PM: Kissinger Associates just put out a statement that he died today at his home in Connecticut. Resolving NO once a second source confirms. / Nov 17, 2023: still trading at 94%, seems about right.|A comment dated November 29, 2023 reports his death.
9|K|market-rules|Resolution details|If he dies on December 31, 2023 the market resolves by the time of death in US Eastern time. A hospitalisation alone does not resolve the market. The creator will not trade in this market.|Rules about a future deadline; nothing reported.
1|L|resolver-note|[RESOLVED NO] Will Henry Kissinger be alive on December 31, 2023?|Resolved NO on November 30, 2023. Henry Kissinger died on November 29, 2023, aged 100, according to a statement from his consulting firm; the market was closed to trading that evening.|Reports the November 29, 2023 death and the resolution.
15|K|wiki-summary|Henry Kissinger (infobox excerpt)|Born: Heinz Alfred Kissinger, May 27, 1923, Fürth, Bavaria. 56th United States Secretary of State, September 22, 1973 - January 20, 1977. Nobel Peace Prize 1973.|Only earlier dates.
""",
    ),
    Q(
        "q3-metaculus-feinstein-seat-2023",
        "Will Dianne Feinstein hold her seat in the US Senate on October 31, 2023?",
        "Resolves YES if Dianne Feinstein is a sitting member of the US Senate on October 31, 2023, according to the Senate's official membership list. Resolves NO if she has resigned, died or otherwise left office before that date.",
        "2023-09-20",
        "2023-10-31",
        0,
        "politics",
        """
14|K|question-background|Background|Senator Feinstein, 90, announced in February 2023 that she will not seek re-election in 2024. She was absent for about three months in the spring after a shingles infection and returned to the Senate on May 10, 2023. Several House Democrats have called on her to resign; she has said she intends to serve out her term, which ends on January 3, 2025.|Past facts and a term end date still ahead.
8|K|forecaster-rationale|Community forecast note|The community median sits at 88%. The main paths to NO are a resignation under pressure, which looks unlikely given her statements, or death or incapacity. The Senate is back from the August recess and faces a funding deadline on September 30, 2023.|A forecast and a scheduled deadline.
2|L|comment-thread|Comments|Sep 29, 2023: Her office confirmed she died last night at her home in Washington. This resolves NO. / Oct 3, 2023: Laphonza Butler was sworn in today to fill the seat.|Comments dated September 29 and October 3, 2023 report her death and successor.
5|K|clarification|Clarification (added by moderators)|An appointment of a successor by Governor Newsom would only be possible after a vacancy occurs. A temporary absence from votes, however long, does not count as leaving office before October 31, 2023.|Conditional rules; nothing reported.
1|L|resolver-note|Resolved: No|This question resolved No. Senator Feinstein died on September 28, 2023, and Laphonza Butler, appointed by Governor Newsom, was sworn in on October 3, 2023.|Reports the September 28, 2023 death and the October 3 swearing-in.
12|L|wiki-revision|United States congressional delegations from California (revision)|Senators: Alex Padilla (D), since January 20, 2021; Laphonza Butler (D), since October 3, 2023, appointed after the death of Dianne Feinstein.|A revision lists the successor sworn in on October 3, 2023.
""",
    ),
    Q(
        "q3-polymarket-mcconnell-leader-2024",
        "Will Mitch McConnell announce by March 31, 2024 that he will step down as Senate Republican leader?",
        "This market resolves to Yes if Mitch McConnell publicly announces between the market's creation and March 31, 2024, 11:59 PM ET, that he will step down or not seek another term as Senate Republican leader. An announcement of a future departure date counts. Otherwise No.",
        "2024-02-20",
        "2024-03-31",
        1,
        "politics",
        """
18|K|market-rules|Rules|The resolution source is an official statement from McConnell or his office, or consensus reporting. Retiring from the Senate entirely counts only if it is announced within the window. This market closes on March 31, 2024.|Market rules with the deadline ahead.
10|K|question-background|About this market|McConnell, who turns 82 on February 20, 2024, has led Senate Republicans since 2007 and became the longest-serving Senate party leader in January 2023. He froze twice in front of cameras last summer, on July 26 and August 30, 2023, and his term as leader runs through the end of this Congress.|Past episodes and a term still running.
3|L|comment-thread|Activity|Feb 28, 2024 11:58 AM: he just said it on the Senate floor, stepping down as leader in November. Should resolve Yes. / Feb 27: 9% seems low to me given the Ukraine fight.|A comment dated February 28, 2024 reports the announcement.
5|K|forecaster-rationale|Why I'm holding No|Every leadership question this year assumes he goes quietly, but he has outlasted every challenge so far, including Rick Scott's bid in November 2022. If anything, I'd expect an announcement after the election in November 2024, not before spring.|A forecast about later dates; nothing reported after the cutoff.
1|L|resolver-note|Resolved Yes|This market resolved Yes. On February 28, 2024 McConnell announced he would step down as Senate Republican leader in November, while serving out his Senate term.|Reports the February 28, 2024 announcement.
7|L|comment-thread|Related markets|Who will lead Senate Republicans in 2025? Volume jumped after McConnell's February 28, 2024 floor speech, with Thune and Cornyn now trading near the top.|Refers to the February 28, 2024 speech as done.
""",
    ),
    Q(
        "q3-manifold-prigozhin-alive-2023",
        "Will Yevgeny Prigozhin be alive on September 15, 2023?",
        "Resolves YES if Wagner founder Yevgeny Prigozhin is alive on September 15, 2023. Resolves NO if his death before that date is confirmed by Russian authorities or credible international media.",
        "2023-08-15",
        "2023-09-15",
        0,
        "geopolitics",
        """
20|K|question-background|Background|Prigozhin led the Wagner mutiny of June 23-24, 2023, which ended with a deal brokered by Belarus's Alexander Lukashenko. The Kremlin later said he met Putin on June 29. He reportedly appeared in St Petersburg on the sidelines of the Russia-Africa summit at the end of July.|Past facts only.
9|K|forecaster-rationale|Top comment|I'm at 90%. Putin tends to settle scores slowly, and Prigozhin still seems useful in Africa. If something happens, my guess is months, not weeks. The window closes on September 15.|A forecast with the deadline ahead.
2|L|comment-thread|Comments|Aug 23, 2023: Rosaviatsia says Prigozhin was on the passenger list of the Embraer that crashed in Tver region, all ten aboard killed. / Aug 27, 2023: Investigative Committee says genetic tests confirm his identity. Resolving NO.|Comments dated August 23 and 27, 2023 report the crash and confirmation.
6|K|market-rules|Resolution notes|Unconfirmed rumours of his death, which have circulated before, are not enough. If his status is unclear on September 15, 2023, the market will stay open until it is clear.|Rules about a future date; nothing reported.
1|L|resolver-note|Resolved NO|Prigozhin died in the crash of his business jet north of Moscow on 23 August 2023; Russian investigators confirmed his death on 27 August 2023 and he was buried in St Petersburg on 29 August 2023.|Reports the August 23, 2023 death and later events.
4|L|correction|Correction to the background|An earlier version of this background said Prigozhin was last seen in Africa. He was killed when his Embraer jet crashed in the Tver region on August 23, 2023, with nine others aboard.|A correction reports the August 23, 2023 crash.
""",
    ),
    Q(
        "q3-metaculus-navalny-alive-2024",
        "Will Alexei Navalny be alive on March 15, 2024?",
        "This question resolves Yes if Alexei Navalny is alive on March 15, 2024, the first day of voting in Russia's presidential election. It resolves No if his death before that date is reported by his team, his family or Russian authorities.",
        "2024-02-08",
        "2024-03-15",
        0,
        "geopolitics",
        """
16|K|question-background|Background|Navalny was sentenced in August 2023 to 19 years in a special-regime colony. In December his lawyers lost contact with him for nearly three weeks before he was found at the IK-3 colony, known as Polar Wolf, in Kharp beyond the Arctic Circle. Russia's presidential election is scheduled for March 15-17, 2024.|Past facts and a scheduled election.
7|K|forecaster-rationale|Forecaster comment, Jan 2024|Conditions in Kharp are harsh and he has spent long periods in punishment cells, but his team says he appears in court hearings by video and looks thin but lucid. I give about 92% that he is alive on March 15.|A forecast with the resolution date ahead.
2|L|comment-thread|Comments|16 Feb 2024: The Federal Penitentiary Service of Yamalo-Nenets says he lost consciousness after a walk and died. His team has not confirmed yet. / 17 Feb 2024: Kira Yarmysh confirms. Resolving No.|Comments dated February 16 and 17, 2024 report his death.
4|K|clarification|Fine print|If the date of death is disputed, the date given by his family or lawyers will be used. A transfer to another colony, or a period without contact, does not affect resolution.|Rules only.
1|L|resolver-note|Resolution|Resolved No. Alexei Navalny died in the Kharp colony on February 16, 2024. He was buried in Moscow on March 1, 2024, after thousands queued at his funeral.|Reports the February 16, 2024 death and March 1 funeral.
11|K|related-questions|Related questions|Will Putin receive more than 80% of the vote in March 2024? Will Yulia Navalnaya call for protests on election day, March 17, 2024? Will any candidate opposing the war be registered by the CEC?|Questions about future events.
""",
    ),
    Q(
        "q3-manifold-mw-woty-2023-ai",
        "Will Merriam-Webster's 2023 Word of the Year be a term related to artificial intelligence?",
        "Resolves YES if the word Merriam-Webster names as its 2023 Word of the Year is an AI-related term (for example 'AI', 'chatbot', 'hallucinate', 'LLM'). Resolves NO for any other word. The market resolves when the announcement is made, expected in late November 2023.",
        "2023-11-10",
        "2023-11-30",
        0,
        "culture",
        """
9|K|question-background|Background|Merriam-Webster picks its Word of the Year from lookup spikes. Its 2022 word was 'gaslighting', announced on November 28, 2022. Collins Dictionary named 'AI' its 2023 word on November 1, 2023, and Cambridge and Oxford have yet to announce.|Past announcements and pending ones.
5|K|forecaster-rationale|Comment|Lookups for ChatGPT and AI were up all year, but MW's pick is data-driven and tends to favour words people look up for meaning, not ones they already know. I'd guess 40% AI-related. Their announcement usually lands the Monday after Thanksgiving, which would be November 27.|A forecast naming an expected future announcement date.
2|L|comment-thread|Comments|Nov 27, 2023: MW announced 'authentic'. Not AI-related. Resolving NO. / Nov 27, 2023: they mention AI and deepfakes in the explanation, but the word itself is 'authentic'.|Comments dated November 27, 2023 report the announcement.
1|L|resolver-note|Resolved NO|Merriam-Webster named 'authentic' its Word of the Year on 27 November 2023, citing a surge in lookups driven by stories about AI, celebrity culture and identity.|Reports the November 27, 2023 announcement.
7|K|market-rules|Resolution details|If Merriam-Webster names more than one word, the first-listed word counts. The creator will use Merriam-Webster's own announcement page as the source; the market closes on November 30, 2023.|Rules only.
3|L|related-questions|Related markets|Oxford Word of the Year 2023? Resolved: 'rizz', announced December 4, 2023. / Dictionary.com 2023 word AI-related? Resolved YES.|Reports the December 4, 2023 announcement as done.
""",
    ),
    Q(
        "q3-fred-rsafs-2024-01-decline",
        "Will the advance estimate of US retail and food services sales for January 2024 show a month-over-month decline?",
        "Resolves YES if the Census Bureau's advance monthly retail trade report for January 2024, scheduled for release on February 15, 2024, shows seasonally adjusted retail and food services sales (FRED series RSAFS) below the December 2023 level as published in that same release. Resolves NO otherwise.",
        "2024-02-01",
        "2024-02-15",
        1,
        "macro data",
        """
10|K|data-release-page|Advance Monthly Sales for Retail and Food Services, December 2023|Advance estimates of U.S. retail and food services sales for December 2023 were $709.9 billion, up 0.6 percent from the previous month and up 5.6 percent from December 2022. The January 2024 advance report is scheduled for release on February 15, 2024 at 8:30 a.m.|A data release for December with the next release date.
6|K|question-background|Background|Holiday spending came in stronger than expected, and economists polled ahead of the release expect January sales to slip slightly, by about 0.1%, as cold weather kept shoppers home in the middle of the month. Revisions to December are common and can move the comparison either way.|Expectations for a scheduled release.
2|L|price-series-page|Advance Retail Sales: Retail Trade and Food Services (RSAFS)|Jan 2024: 700,333 (million dollars, seasonally adjusted). Dec 2023: 705,993 (revised). Observation updated 2024-02-15 8:30 AM CST. Change: -0.8% month over month.|A series page updated February 15, 2024 shows the January decline.
4|K|release-calendar|Economic calendar, week of Feb 12|Tue Feb 13: CPI (Jan). Thu Feb 15: Retail sales (Jan), jobless claims, industrial production. Fri Feb 16: PPI (Jan), housing starts.|A calendar of scheduled releases.
1|L|comment-thread|Discussion|Feb 15, 2024: -0.8%, much weaker than the -0.1% consensus, and December was revised down to +0.4%. Resolves YES. / Feb 14: anyone else nervous about the weather effect?|A comment dated February 15, 2024 reports the release.
3|L|forecaster-rationale|Post-mortem|I had this at 40% and the weather effect turned out bigger than I thought: January sales fell 0.8%, reported on February 15, 2024, and the control group dropped 0.4%.|A post-mortem reports the February 15, 2024 release.
""",
    ),
    Q(
        "q3-fred-pcepilfe-2024-04-2p8",
        "Will the year-over-year rise in the US core PCE price index for April 2024 be 2.8% or less?",
        "Resolves YES if the BEA's Personal Income and Outlays release for April 2024, scheduled for May 31, 2024, reports the PCE price index excluding food and energy (FRED PCEPILFE) up 2.8% or less from April 2023, rounded to one decimal as published. Resolves NO if it is 2.9% or more.",
        "2024-05-10",
        "2024-05-31",
        1,
        "macro data",
        """
14|K|data-release-page|Personal Income and Outlays, March 2024|The PCE price index increased 2.7 percent from one year ago. Excluding food and energy, the PCE price index increased 2.8 percent. The next release, covering April 2024, is scheduled for May 31, 2024.|A March release and a scheduled date.
8|K|question-background|Background|Core PCE is the Fed's preferred gauge. It has been stuck at 2.8% for two months after a hot start to the year, and the FOMC held rates at 5.25-5.50% on May 1, 2024. April CPI, due May 15, will give forecasters a good read on the PCE figure two weeks later.|Past facts and scheduled releases.
3|K|forecaster-rationale|Comment by nowcast_nerd|The Cleveland Fed nowcast has April core PCE around 0.25% m/m, which would keep the annual rate at 2.8% because April 2023 was also firm. I'm at 70% YES.|A forecast from a nowcast; nothing reported.
2|L|comment-thread|Comments|May 15, 2024: April CPI core came in at 0.3% m/m, 3.6% y/y, a bit softer than March. Good for YES. / May 31, 2024: core PCE 2.8% y/y, 0.2% m/m. Resolving YES.|Comments dated May 15 and 31, 2024 report the releases.
1|L|price-series-page|Personal Consumption Expenditures Excluding Food and Energy (Chain-Type Price Index) (PCEPILFE)|2024-04: 122.453. 2024-03: 122.149. Updated May 31, 2024. Percent change from year ago, April 2024: 2.8.|A series page updated May 31, 2024 shows the April value.
4|L|news-digest|Linked coverage|Core inflation cooled as expected in April, with the Fed's preferred index rising 0.2% on the month and 2.8% from a year earlier, the Commerce Department said on May 31, 2024.|Reports the May 31, 2024 release.
""",
    ),
    Q(
        "q3-fred-jtsjol-2024-09-7p5m",
        "Will JOLTS job openings for September 2024 be below 7.5 million?",
        "Resolves YES if the first estimate of total nonfarm job openings for September 2024 in the BLS Job Openings and Labor Turnover Survey (FRED JTSJOL), scheduled for release on October 29, 2024, is below 7,500 thousand. Resolves NO otherwise.",
        "2024-10-08",
        "2024-10-29",
        1,
        "macro data",
        """
7|K|data-release-page|Job Openings and Labor Turnover Summary, August 2024|The number of job openings changed little at 8.0 million on the last business day of August. Hires were 5.3 million and separations 5.0 million. The September 2024 JOLTS release is scheduled for Tuesday, October 29, 2024.|An August release and a scheduled date.
4|K|question-background|Background|Openings fell steadily from a peak above 12 million in March 2022 to 7.7 million in July, before August's surprise rebound to 8.04 million. The question asks whether September's first print drops below 7.5 million, a level not seen since early 2021.|Past data and the question's threshold.
2|L|comment-thread|Comments|Oct 29, 2024: 7.44 million, and August was revised down to 7.86 million. YES. / Oct 12: the August jump looked like noise to me, staying at 35%.|A comment dated October 29, 2024 reports the release.
5|K|forecaster-rationale|My reasoning|Indeed postings kept drifting lower through September and the survey's response rate is low, so big revisions are likely. Still, the October 29 print has to fall by more than 500,000 from August to hit the threshold; I'd say 30%.|A forecast about a scheduled release.
1|L|price-series-page|Job Openings: Total Nonfarm (JTSJOL)|Sep 2024: 7,443. Aug 2024: 7,861. Jul 2024: 7,711. Last updated: 2024-10-29 9:04 AM CDT.|A series page updated October 29, 2024 shows the September value.
3|L|comment-thread|Comments (page 2)|Nov 1, 2024: October payrolls only +12,000, hurricanes and the Boeing strike. JOLTS looks prescient now. / Oct 30: resolved yes, paid out.|Comments dated October 30 and November 1, 2024 report later events.
""",
    ),
    Q(
        "q3-wiki-tinniswood-oldest-man-2024",
        "According to Wikipedia, will John Tinniswood be listed as the oldest living man on December 15, 2024?",
        "Resolves YES if, on December 15, 2024, the English Wikipedia article 'List of the oldest living people' (or the 'Oldest people' article) names John Tinniswood as the oldest living man. Resolves NO if anyone else is listed.",
        "2024-11-20",
        "2024-12-15",
        0,
        "wikipedia",
        """
18|K|wiki-summary|John Tinniswood|John Alfred Tinniswood (born 26 August 1912) is a British supercentenarian who has been the world's oldest living man since the death of Juan Vicente Pérez on 2 April 2024. He lives in a care home in Southport, Merseyside.|A wiki page with earlier dates only.
8|K|question-background|About this question|Tinniswood is 112. The next-oldest verified man is João Marinho Neto of Brazil, born 5 October 1912. At 112, annual mortality is around 50%, so a month-long window gives a NO probability of roughly 5%.|A base-rate argument; nothing after the cutoff reported.
2|L|wiki-revision|List of the oldest living people (revision)|Oldest living man: João Marinho Neto (born 5 October 1912), since the death of John Tinniswood on 25 November 2024. Edit summary: 'Tinniswood died 25 Nov 2024 per family statement, updated'.|A revision reports the November 25, 2024 death.
4|K|clarification|Resolution details|Wikipedia edits that are reverted within 24 hours are ignored. If the article is vandalised on December 15, 2024, the last stable version of that day is used.|Rules only.
1|L|comment-thread|Comments|Nov 27, 2024: His family announced he died on Monday, November 25, at the care home. Resolves NO. / Nov 19: 113th birthday would be August 26, 2025, a long way off.|A comment dated November 27, 2024 reports the death; the birthday is a future date.
6|L|news-digest|Linked obituary|Liverpool-born Tinniswood, who died on 25 November 2024 aged 112, attributed his long life to 'pure luck' and a fish-and-chip supper every Friday.|Reports the November 25, 2024 death.
""",
    ),
    Q(
        "q3-yf-tsla-2024-10-11",
        "Will TSLA's market close price on 2024-10-11 be higher than its market close price on 2024-09-30?",
        "Resolves YES if the closing price of Tesla, Inc. (TSLA) on October 11, 2024, as reported by Yahoo Finance, is higher than its closing price on September 30, 2024. Resolves NO otherwise. Closing prices are adjusted for splits but not for dividends.",
        "2024-10-01",
        "2024-10-11",
        0,
        "markets",
        """
1|K|price-series-page|Tesla, Inc. (TSLA) historical data|Sep 30, 2024: open 259.04, high 263.98, low 248.53, close 261.63, volume 80.9M. Sep 27, 2024: close 260.46. Sep 26, 2024: close 254.22.|Prices dated before the cutoff only.
3|K|question-background|Context|Tesla is due to report third-quarter deliveries on October 2 and to unveil its robotaxi at the 'We, Robot' event at Warner Bros. Studios in Burbank on the evening of October 10, 2024, after it was postponed from August 8. The question compares the close on the day after the event with the September 30 close.|Scheduled events ahead of the resolution date.
2|L|comment-thread|Comments|Oct 11, 2024 4:05 PM: closed 217.80, down 8.8% on the day after the Cybercab reveal. NO. / Oct 2: deliveries 462,890, a bit light versus the whisper number.|Comments dated October 2 and 11, 2024 report later events and the close.
6|K|forecaster-rationale|Reasoning|Over the past five years TSLA has been up over a two-week window a bit more than half the time, but event days are sell-the-news more often than not. The Oct 10 event is the big swing factor; I'm at 45% YES.|A forecast naming a future event.
1|L|price-series-page|TSLA daily closes (updated)|2024-10-11: 217.80. 2024-10-10: 238.77. 2024-10-09: 241.05. 2024-10-08: 244.50. 2024-09-30: 261.63.|A price table includes closes from October 8-11, 2024.
4|L|news-digest|Market wrap linked from the question page|Tesla shares fell sharply on October 11, 2024 after the robotaxi event offered few details on timing, with Musk saying the Cybercab would go into production before 2027.|Reports the October 11, 2024 fall.
""",
    ),
    Q(
        "q3-metaculus-myanmar-quake-toll-2025",
        "Will Myanmar's official death toll from the March 28, 2025 earthquake exceed 3,000 by April 30, 2025?",
        "Resolves Yes if, by April 30, 2025, Myanmar's State Administration Council or a ministry under it reports more than 3,000 deaths in Myanmar from the magnitude 7.7 earthquake of March 28, 2025. Deaths in Thailand and elsewhere are not counted. Resolves No otherwise.",
        "2025-04-01",
        "2025-04-30",
        1,
        "disasters",
        """
4|K|question-background|Background|A magnitude 7.7 earthquake struck near Mandalay at 12:50 local time on March 28, 2025, collapsing buildings in Mandalay, Sagaing and Naypyidaw and a high-rise under construction in Bangkok. Communications in much of central Myanmar are down. This question was opened the same day.|Background on the earthquake before the cutoff.
3|K|forecaster-rationale|Early comment, 29 March|The first official count was 144, then 1,002 by last night. USGS PAGER gives a high chance of more than 10,000 deaths, but the junta's numbers have historically lagged. The question runs to April 30, so there is time for the count to rise.|A forecast with early, pre-cutoff figures.
1|K|comment-thread|Comments|Mar 31, 2025: official toll now 2,056 with 3,900 injured and 270 missing. The SAC declared a week of national mourning through April 6. / Mar 30: 1,700.|Pre-cutoff figures and a mourning period still to come.
1|L|comment-thread|Comments (later page)|Apr 3, 2025: state media put the toll at 3,085, above the threshold. Resolving Yes. / Apr 1, 2025: Min Aung Hlaing says 2,719 dead and expects more than 3,000.|Comments dated April 1 and 3, 2025 report later tolls.
2|K|clarification|Clarification|Counts from the National Unity Government or from local aid groups do not count. If the figure is revised downward after passing 3,000, the question still resolves Yes.|Rules only.
1|L|resolver-note|Resolved Yes|On 3 April 2025 Myanmar's military government reported 3,085 deaths from the earthquake; later updates raised the figure above 3,600 by mid-April 2025.|Reports the April 3, 2025 toll and later updates.
""",
    ),
    Q(
        "q3-metaculus-fomc-qt-end-2025",
        "Will the FOMC announce at its October 28-29, 2025 meeting when it will end the reduction of its securities holdings?",
        "Resolves Yes if the FOMC statement or implementation note released on October 29, 2025 announces a date on which the Federal Reserve will stop reducing its aggregate securities holdings (ending quantitative tightening). A statement only saying that runoff will slow further does not count. Resolves No otherwise.",
        "2025-10-10",
        "2025-10-29",
        1,
        "central banks",
        """
12|K|question-background|Background|The Fed has been shrinking its balance sheet since June 2022 and slowed Treasury runoff to $5 billion a month from April 2025. Money-market rates have edged up toward the top of the funds range as reserves decline. The FOMC cut the target range to 4.00-4.25% on September 17, 2025; its next meetings are on October 28-29 and December 9-10.|Past decisions and scheduled meetings.
6|K|forecaster-rationale|Community comment|The minutes of the September meeting show several participants wanted to discuss ending runoff 'soon'. Dealers surveyed in September mostly expected runoff to end in early 2026. I have October at 35%, December at 40%.|A forecast about future meetings.
2|L|comment-thread|Comments|Oct 14, 2025: Powell at NABE said they may approach the point of ending runoff 'in the coming months'. Big update. / Oct 29, 2025: statement says reduction of holdings concludes on December 1. Resolves Yes.|Comments dated October 14 and 29, 2025 report later events.
3|K|release-calendar|FOMC calendar 2025|October 28-29 (statement 2:00 p.m. ET on the 29th, press conference 2:30 p.m.). December 9-10, with a Summary of Economic Projections. The government shutdown that began on October 1 may delay the September CPI, now set for October 24.|A meeting calendar with future dates.
1|L|resolver-note|Resolved Yes|At its October 29, 2025 meeting the Committee cut the target range to 3.75-4.00% and decided to conclude the reduction of its aggregate securities holdings on December 1, 2025. The vote was 10-2.|Reports the October 29, 2025 decision.
2|L|price-series-page|Federal Funds Target Range - Upper Limit (DFEDTARU)|2025-10-30: 4.00. 2025-10-29: 4.25. 2025-10-28: 4.25. 2025-09-18: 4.25. 2025-09-17: 4.50.|A daily series shows the change dated October 30, 2025.
""",
    ),
    Q(
        "q3-polymarket-yaccarino-x-ceo-2025",
        "Will Linda Yaccarino still be CEO of X on July 31, 2025?",
        "This market resolves to Yes if Linda Yaccarino holds the title of CEO of X (formerly Twitter) on July 31, 2025, 11:59 PM ET. It resolves to No if she resigns, is removed, or announces her departure and no longer holds the role by that date.",
        "2025-07-01",
        "2025-07-31",
        0,
        "business",
        """
22|K|question-background|About|Yaccarino joined X as CEO in June 2023 from NBCUniversal. In March 2025 Elon Musk's xAI acquired X in an all-stock deal valuing the platform at $33 billion, raising questions about her role in the combined company.|Past facts only.
9|K|forecaster-rationale|Comment|Two years in, she still fronts the advertiser relationships, and Cannes in June went fine for her. I don't see a trigger before July 31, so I'm buying Yes at 88c.|A forecast with the deadline ahead.
2|L|comment-thread|Activity|Jul 9, 2025: she posted that she is stepping down as CEO of X. This is No. / Jul 8, 2025: Grok posting antisemitic replies all afternoon, yikes.|Comments dated July 8 and 9, 2025 report later events.
5|K|market-rules|Rules|Title changes count only if she no longer holds the CEO title. A public statement of intent to leave at a date after July 31, 2025 resolves Yes if she still holds the title on that date.|Conditional rules only.
1|L|resolver-note|Market resolved: No|Linda Yaccarino announced on July 9, 2025 that she was stepping down as CEO of X after two years, a day after the Grok chatbot's antisemitic posts.|Reports the July 9, 2025 resignation.
4|L|wiki-revision|X Corp. (infobox revision)|Key people: Elon Musk (executive chairman and CTO). Former CEO: Linda Yaccarino (June 5, 2023 - July 9, 2025). Parent: X.AI Holdings.|A revision dates her tenure's end to July 9, 2025.
""",
    ),
    Q(
        "q3-manifold-kimmel-return-2025",
        "Will Jimmy Kimmel Live! air a new episode on ABC by October 15, 2025?",
        "Resolves YES if a new, first-run episode of Jimmy Kimmel Live! airs on the ABC network (any affiliate broadcast counts) on or before October 15, 2025. Reruns and online-only clips do not count. Resolves NO otherwise.",
        "2025-09-20",
        "2025-10-15",
        1,
        "media",
        """
3|K|question-background|Background|ABC pulled Jimmy Kimmel Live! 'indefinitely' on September 17, 2025, after Kimmel's monologue about the reaction to Charlie Kirk's killing drew criticism from FCC chair Brendan Carr. Nexstar and Sinclair had said they would preempt the show on their ABC stations.|Past facts only.
2|K|forecaster-rationale|Comment|Indefinite suspensions in late night usually end in one of two ways: a quiet return within a couple of weeks or a buyout. Kimmel's contract runs through May 2026. I'm at 60% that he is back on air by October 15.|A forecast with the deadline ahead.
1|L|comment-thread|Comments|Sep 22, 2025: Disney says the show returns tomorrow. / Sep 23, 2025: He's back tonight, Nexstar and Sinclair still preempting. Resolving YES after the east coast broadcast.|Comments dated September 22 and 23, 2025 report the return.
2|K|market-rules|Fine print|An episode that airs only on Hulu or YouTube does not count. If ABC airs a new episode with a guest host before October 15, 2025, that counts as a new episode of the show.|Rules only.
1|L|resolver-note|Resolved YES|Jimmy Kimmel Live! returned to ABC with a new episode on Tuesday, September 23, 2025. Sinclair and Nexstar stations resumed carrying the show on September 26, 2025.|Reports the September 23 and 26, 2025 events.
4|K|related-questions|Related|Will the FCC open a formal proceeding against ABC licensees by October 31, 2025? Will Kimmel announce he is leaving ABC before his contract ends in May 2026?|Questions about future events.
""",
    ),
    Q(
        "q3-metaculus-harvard-grants-ruling-2025",
        "Will a federal district court rule by September 30, 2025 that the government's termination of Harvard's research grants was unlawful?",
        "Resolves Yes if, in President and Fellows of Harvard College v. Department of Health and Human Services (D. Mass.) or a related case, the district court issues a ruling on the merits by September 30, 2025 holding the freeze or termination of Harvard's federal research grants unlawful. A preliminary injunction also counts. Resolves No otherwise.",
        "2025-08-20",
        "2025-09-30",
        1,
        "courts",
        """
25|K|question-background|Background|The administration froze about $2.2 billion in grants to Harvard on April 14, 2025, after the university rejected a list of demands, and later moved to terminate hundreds of awards. Harvard sued on April 21. Judge Allison Burroughs heard arguments on cross-motions for summary judgment on July 21, 2025 and did not rule from the bench.|Past procedural facts only.
9|K|forecaster-rationale|Comment|Burroughs has ruled quickly for Harvard before, in the student-visa case in May. But summary-judgment opinions on a record this size take time, and there were settlement talks reported in July. I'd say 55% for a ruling by September 30.|A forecast with the deadline ahead.
3|L|comment-thread|Comments|Sept 3, 2025: Burroughs granted summary judgment to Harvard, says the terminations violated the First Amendment and Title VI procedures. Resolves Yes. / Sept 4: White House says it will appeal.|Comments dated September 3 and 4, 2025 report the ruling.
6|K|clarification|Clarification|A settlement announced before September 30, 2025 without a prior ruling would resolve the question No unless the court has already ruled. An appeal or stay after a qualifying ruling does not change the resolution.|Conditional rules only.
1|L|resolver-note|Resolution|On September 3, 2025, Judge Burroughs ruled the grant freeze and terminations unlawful and vacated them. The government filed a notice of appeal. This question resolves Yes.|Reports the September 3, 2025 ruling.
2|L|clarification|Moderator note|Added September 5, 2025: the September 3 ruling by Judge Burroughs qualifies under the criteria. The government's appeal to the First Circuit does not change the resolution.|A note dated September 5, 2025 refers to the September 3 ruling.
""",
    ),
    Q(
        "q3-fred-sp500-correction-2025-03",
        "Will the S&P 500 close at least 10% below its February 19, 2025 record on any day by March 31, 2025?",
        "Resolves YES if the S&P 500 (FRED series SP500) has a daily close at or below 5,529.74, which is 10% below the record close of 6,144.15 on February 19, 2025, on any trading day from the question's opening through March 31, 2025. Resolves NO otherwise.",
        "2025-03-07",
        "2025-03-31",
        1,
        "markets",
        """
1|K|price-series-page|S&P 500 (SP500)|2025-03-06: 5738.52. 2025-03-05: 5842.63. 2025-03-04: 5778.15. 2025-03-03: 5849.72. 2025-02-19: 6144.15.|Prices before the cutoff only.
4|K|question-background|Background|The index is about 6.6% below its February 19 high after tariff announcements on Canada, Mexico and China and a run of soft consumer data. The Nasdaq Composite closed in correction territory on March 6. The February CPI report is due March 12 and the FOMC meets March 18-19.|Past moves and scheduled events.
2|K|forecaster-rationale|Comment|Drawdowns of 5% turn into 10% corrections roughly a third of the time historically. We have three weeks and a Fed meeting. I'm at 40%.|A base-rate forecast.
1|L|price-series-page|S&P 500 (SP500), updated|2025-03-14: 5638.94. 2025-03-13: 5521.52. 2025-03-12: 5599.30. 2025-03-11: 5572.07. 2025-03-10: 5614.56.|A price table shows the March 13, 2025 close below the threshold.
3|L|comment-thread|Comments|Mar 13, 2025: closed 5,521.52, 10.1% off the high. That's a correction, resolving YES. / Mar 10, 2025: -2.7% today, worst day of the year.|Comments dated March 10 and 13, 2025 report the closes.
5|K|market-rules|Rules|Intraday lows do not count, only official closes as shown on FRED. If FRED's data are delayed, S&P Dow Jones Indices' published close is used for any session through March 31, 2025.|Rules only.
""",
    ),
    Q(
        "q3-polymarket-hamas-new-politburo-chief-2024",
        "Will Hamas name a new head of its political bureau by August 31, 2024?",
        "This market resolves to Yes if Hamas officially announces a new chief of its political bureau, replacing Ismail Haniyeh, between market creation and August 31, 2024, 11:59 PM ET. An interim or acting appointment announced by Hamas counts. Otherwise No.",
        "2024-07-25",
        "2024-08-31",
        1,
        "geopolitics",
        """
18|K|question-background|About this market|Ismail Haniyeh has led Hamas's political bureau since 2017 and is based in Doha. Three of his sons were killed in an Israeli strike in Gaza on April 10, 2024. In May the ICC prosecutor applied for arrest warrants for him, Yahya Sinwar and Mohammed Deif.|Past facts only.
7|K|forecaster-rationale|Comment|Hamas holds internal elections every four years and the last ones were in 2021, so a routine change before August 31 is unlikely. The market is really pricing a targeted killing. 8% feels fair.|A forecast with the deadline ahead.
2|L|comment-thread|Activity|Jul 31, 2024: Haniyeh killed in Tehran hours after Pezeshkian's inauguration. / Aug 6, 2024: Hamas names Sinwar as political bureau chief. Resolves Yes.|Comments dated July 31 and August 6, 2024 report later events.
4|K|market-rules|Rules|The announcement must come from Hamas itself, through its official channels. Reports that a successor has been chosen, without an official statement by August 31, 2024, are not enough.|Rules only.
1|L|resolver-note|Resolved Yes|Hamas named Yahya Sinwar head of its political bureau on 6 August 2024, six days after Ismail Haniyeh was killed in Tehran on 31 July 2024.|Reports the August 6, 2024 appointment and the July 31 killing.
10|K|related-questions|Related markets|Israel x Hamas ceasefire by August 31? Will Mohammed Deif's death be confirmed in July? Will the ICJ rule on Rafah by August 2024?|Questions about future events.
""",
    ),
    Q(
        "q3-metaculus-rafah-ground-op-2024",
        "Will Israeli ground forces enter Rafah by May 31, 2024?",
        "Resolves Yes if credible media report, by May 31, 2024, that Israel Defense Forces ground units (not only air strikes or raids by special forces lasting under 24 hours) have entered the municipal area of Rafah in the southern Gaza Strip, including the Rafah crossing. Resolves No otherwise.",
        "2024-04-25",
        "2024-05-31",
        1,
        "geopolitics",
        """
16|K|question-background|Background|More than a million displaced Palestinians are sheltering in Rafah. Prime Minister Netanyahu said on April 8, 2024 that a date for a Rafah operation had been set, while the United States has said it would not support a major operation without a credible plan to protect civilians.|Past statements only.
6|K|forecaster-rationale|Comment|Ceasefire talks in Cairo could delay things, but the IDF has pulled two brigades back to prepare and reservists have been called up. I'm at 65% for ground forces in Rafah by May 31.|A forecast with the deadline ahead.
2|L|comment-thread|Comments|May 6, 2024: IDF orders evacuation of eastern Rafah. / May 7, 2024: tanks took the Gaza side of the Rafah crossing overnight. Resolves Yes.|Comments dated May 6 and 7, 2024 report the operation.
3|K|clarification|Clarification|Operations at the Kerem Shalom crossing, which lies outside Rafah's municipal boundary, do not count. Evacuation orders alone do not count; the question closes on May 31, 2024.|Rules only.
1|L|resolver-note|Resolution|Israeli forces seized the Rafah crossing on 7 May 2024 and pushed into the city's eastern districts over the following weeks. The ICJ ordered Israel on 24 May 2024 to halt its offensive in Rafah. Resolves Yes.|Reports the May 7 and 24, 2024 events.
4|L|related-questions|Related questions|Will the US pause a weapons shipment to Israel by May 31, 2024? Resolved Yes: Biden confirmed on May 8, 2024 that a shipment of 2,000-pound bombs had been held back over Rafah.|Reports a May 8, 2024 event as done.
""",
    ),
    Q(
        "q3-manifold-shoigu-defence-minister-2024",
        "Will Sergei Shoigu still be Russia's Minister of Defence on May 31, 2024?",
        "Resolves YES if Sergei Shoigu holds the post of Minister of Defence of the Russian Federation on May 31, 2024, including in an acting capacity after the government resigns. Resolves NO if someone else has been appointed by then.",
        "2024-05-06",
        "2024-05-31",
        0,
        "geopolitics",
        """
20|K|question-background|Background|Shoigu has been defence minister since 2012. His deputy Timur Ivanov was arrested on bribery charges on April 23, 2024. Putin's new term begins with his inauguration on May 7, 2024, when the government will formally resign and ministers stay on in an acting capacity until reappointed.|Past facts and a scheduled inauguration.
8|K|forecaster-rationale|Comment|The Ivanov arrest is a warning shot, but Putin rarely fires people under pressure. I expect Shoigu to be reappointed in the new cabinet in May. 80% YES.|A forecast about future appointments.
2|L|comment-thread|Comments|May 12, 2024: Kremlin proposes Andrei Belousov as defence minister; Shoigu to become Security Council secretary. / May 14, 2024: Federation Council approves Belousov. Resolving NO.|Comments dated May 12 and 14, 2024 report the change.
4|K|market-rules|Resolution notes|If Shoigu is acting minister on May 31, 2024 because the new cabinet has not been confirmed, this resolves YES.|Conditional rules only.
1|L|resolver-note|Resolved NO|Andrei Belousov was appointed Minister of Defence in May 2024 after the Federation Council backed his nomination on May 14, 2024; Shoigu replaced Nikolai Patrushev as secretary of the Security Council.|Reports the May 14, 2024 appointment.
3|L|correction|Correction (14 May 2024)|This page earlier listed Shoigu as acting minister for the rest of the month. The Federation Council confirmed Andrei Belousov today, and Shoigu is now secretary of the Security Council.|A correction dated May 14, 2024 reports the appointment.
""",
    ),
    Q(
        "q3-metaculus-zaluzhnyi-commander-2024",
        "Will Valerii Zaluzhnyi still be Commander-in-Chief of the Armed Forces of Ukraine on February 29, 2024?",
        "Resolves Yes if Valerii Zaluzhnyi holds the post of Commander-in-Chief of the Armed Forces of Ukraine on February 29, 2024. Resolves No if a presidential decree dismissing him or appointing a successor takes effect before that date.",
        "2024-02-01",
        "2024-02-29",
        0,
        "geopolitics",
        """
15|K|question-background|Background|Zaluzhnyi has commanded Ukraine's armed forces since July 2021. His November 2023 essay in The Economist, describing the war as a stalemate, was publicly rebuked by the president's office. Parliament is debating a mobilisation bill the military has asked for.|Past facts only.
1|K|comment-thread|Comments|Jan 30, 2024: Several outlets report Zelensky asked him to resign at a meeting on Monday and he refused. The defence ministry called the reports false. / Jan 29: rumours again.|Pre-cutoff reports of a request, not a dismissal.
2|L|comment-thread|Comments (continued)|Feb 8, 2024: Decree signed. Syrskyi is the new commander-in-chief. Resolving No. / Feb 9, 2024: Zaluzhnyi given the Hero of Ukraine title on his way out.|Comments dated February 8 and 9, 2024 report the dismissal.
6|K|forecaster-rationale|Forecaster note|Firing a popular commander mid-war is costly. If Zelensky does it, the natural moment is after the US aid vote, which could come in February or March. I put Yes at 55%.|A forecast with future dates and no reported outcome.
1|L|resolver-note|Resolved No|President Zelensky dismissed General Zaluzhnyi on February 8, 2024 and appointed Oleksandr Syrskyi. In March 2024 Zaluzhnyi was nominated ambassador to the United Kingdom.|Reports the February 8, 2024 dismissal and a later nomination.
5|L|wiki-revision|Commander-in-Chief of the Armed Forces of Ukraine (list)|Valerii Zaluzhnyi, 27 July 2021 - 8 February 2024. Oleksandr Syrskyi, 8 February 2024 - present.|A list dates the change to February 8, 2024.
""",
    ),
    Q(
        "q3-manifold-qin-gang-fm-2023",
        "Will Qin Gang still be China's foreign minister on August 15, 2023?",
        "Resolves YES if Qin Gang holds the office of Minister of Foreign Affairs of the People's Republic of China on August 15, 2023. Resolves NO if the NPC Standing Committee or another competent body has removed him, or a successor has been named, before that date.",
        "2023-07-15",
        "2023-08-15",
        0,
        "geopolitics",
        """
12|K|question-background|Background|Qin Gang, appointed foreign minister in December 2022, has not appeared in public since June 25, 2023, when he met visiting Sri Lankan, Vietnamese and Russian officials in Beijing. The ministry's briefings have deflected questions about him.|Past facts only.
4|K|comment-thread|Comments|Jul 11, 2023: Ministry says Wang Yi will attend the ASEAN meetings in Jakarta in place of Qin 'for health reasons'. / Jul 12: health reasons is what they always say.|A pre-cutoff statement about a meeting.
2|L|comment-thread|Comments (later)|Jul 25, 2023: NPC Standing Committee removed Qin and reappointed Wang Yi as foreign minister. That's a NO. / Jul 26: his page on the ministry website is gone.|Comments dated July 25 and 26, 2023 report the removal.
7|K|forecaster-rationale|Comment|Even if he is sidelined, formal removal needs a Standing Committee session, and the next scheduled one is in late August. So even a purge might not show up by August 15. I'm at 60% YES.|A forecast about a future session; nothing reported.
1|L|resolver-note|Resolved NO|China's top legislature voted on 25 July 2023 to remove Qin Gang as foreign minister after a month-long absence, reinstating his predecessor Wang Yi.|Reports the July 25, 2023 removal.
6|L|news-digest|Linked analysis|Qin was replaced by Wang Yi on July 25, 2023, ending a seven-month tenure, and the foreign ministry scrubbed most references to him from its website the next day.|Reports the July 25, 2023 removal.
""",
    ),
    Q(
        "q3-metaculus-li-shangfu-removal-2023",
        "Will Li Shangfu be removed as China's Minister of National Defense by October 31, 2023?",
        "Resolves Yes if, by October 31, 2023, the NPC Standing Committee or another competent body removes Li Shangfu as Minister of National Defense, or a successor is named. Resolves No otherwise.",
        "2023-09-20",
        "2023-10-31",
        1,
        "geopolitics",
        """
14|K|question-background|Background|General Li Shangfu was named defence minister in March 2023. He was last seen in public on August 29, 2023 at a security forum in Beijing and missed a meeting with Vietnamese officials in early September. Reports on September 15 said he was under investigation over equipment procurement during his time at the Equipment Development Department.|Past facts only.
6|K|forecaster-rationale|Comment|The Qin Gang case took a month from disappearance to removal. If the pattern holds, the Standing Committee session expected in late October would be the moment. The Xiangshan Forum on October 29-31 is another tell. 60% Yes.|A forecast naming future events.
1|K|comment-thread|Comments|Sep 19, 2023: Ministry spokesman says he is 'not aware' of the situation. / Sep 18: still no sighting.|Pre-cutoff comments.
3|L|comment-thread|Comments (page later)|Oct 24, 2023: NPCSC removes Li Shangfu as defence minister and state councillor, no successor named yet. Resolves Yes. / Oct 29, 2023: Xiangshan Forum opened without a minister.|Comments dated October 24 and 29, 2023 report the removal and forum.
1|L|resolver-note|Resolution|The NPC Standing Committee removed Li Shangfu from his posts on October 24, 2023. Admiral Dong Jun was named defence minister on December 29, 2023.|Reports the October 24 removal and the December 29, 2023 appointment.
""",
    ),
    Q(
        "q3-manifold-sutskever-leave-openai-2024",
        "Will Ilya Sutskever leave OpenAI by June 15, 2024?",
        "Resolves YES if, by June 15, 2024, Ilya Sutskever or OpenAI publicly announces that he has left or is leaving the company. Resolves NO otherwise. Leaving the board only does not count.",
        "2024-05-08",
        "2024-06-15",
        1,
        "technology",
        """
20|K|question-background|Background|Sutskever, OpenAI's co-founder and chief scientist, voted with the board to remove Sam Altman on November 17, 2023, then signed the staff letter asking for his return. He left the board when Altman came back, and has not been seen at the office since, according to several reports; Altman said in January that he was 'working out' his role.|Past facts only.
10|K|forecaster-rationale|Comment|Six months of silence is a strong signal. Against that, OpenAI has every reason to stage-manage the exit, maybe timed after a product launch. 'Spring update' livestream is rumoured for next week. 55% YES.|A forecast about an upcoming event.
2|L|comment-thread|Comments|May 14, 2024: Ilya posted that he is leaving. Jakub Pachocki will be chief scientist. YES. / May 15, 2024: Jan Leike also out.|Comments dated May 14 and 15, 2024 report departures.
1|L|market-title-resolved|Ilya Sutskever leaves OpenAI (resolved YES, May 14, 2024)|The market resolved YES after Sutskever announced his departure on X, a day after the GPT-4o launch event.|The title and text report the May 14, 2024 departure.
4|K|market-rules|Rules|A leave of absence does not count. An announcement of a future departure date counts if made by June 15, 2024.|Rules only.
7|L|related-questions|Related|Will Sutskever announce a new company by July 31, 2024? (resolved YES: Safe Superintelligence announced June 19, 2024) / Will OpenAI's superalignment team still exist on June 30?|Reports the June 19, 2024 announcement as done.
""",
    ),
    Q(
        "q3-manifold-mostaque-stability-ceo-2024",
        "Will Emad Mostaque cease to be CEO of Stability AI by April 25, 2024?",
        "Resolves YES if, by April 25, 2024, Emad Mostaque resigns or is removed as chief executive of Stability AI, or the company announces a new or interim CEO. Resolves NO otherwise.",
        "2024-03-15",
        "2024-04-25",
        1,
        "technology",
        """
21|K|question-background|Background|Stability AI, maker of Stable Diffusion, has faced investor pressure over spending and governance. Coatue and Lightspeed reportedly pushed for Mostaque's resignation in 2023. The company previewed Stable Diffusion 3 on February 22, 2024.|Past facts only.
8|K|forecaster-rationale|Comment|Mostaque controls the board seats that matter, so removal is hard. Resignation under pressure is the likely path if any. I'm at 20% for the window to April 25.|A forecast with the deadline ahead.
3|L|comment-thread|Comments|Mar 20, 2024: reports that Robin Rombach and other key researchers behind Stable Diffusion have left. / Mar 23, 2024: Emad resigned as CEO and from the board last night, Shan Shan Wong and Christian Laforte interim co-CEOs. YES.|Comments dated March 20 and 23, 2024 report departures.
5|K|market-rules|Rules|A change of title that keeps him as chief executive, such as executive chairman and CEO, does not count. A departure announced to take effect after April 25, 2024 resolves NO.|Rules only.
1|L|resolver-note|Resolved YES|Emad Mostaque stepped down as CEO of Stability AI on March 22, 2024, saying he would pursue decentralized AI. The board appointed interim co-CEOs.|Reports the March 22, 2024 resignation.
""",
    ),
    Q(
        "q3-polymarket-murati-openai-cto-2024",
        "Will Mira Murati still be OpenAI's CTO on October 20, 2024?",
        "This market resolves to Yes if Mira Murati holds the position of Chief Technology Officer of OpenAI on October 20, 2024. It resolves to No if she has left the role, or OpenAI or Murati have announced her departure, by that date.",
        "2024-09-16",
        "2024-10-20",
        0,
        "technology",
        """
16|K|question-background|About|Murati has been CTO since 2022 and served as interim CEO for two days during the board crisis of November 2023. She presented the GPT-4o launch in May 2024. OpenAI is reportedly raising new funding at a valuation of about $150 billion.|Past facts only.
3|K|comment-thread|Comments|Sep 12, 2024: o1-preview is out, and Mira posted about it. Doesn't look like someone on the way out. / Sep 13: buying yes.|Pre-cutoff comments.
2|L|comment-thread|Comments (later)|Sep 25, 2024: Murati announced she's leaving OpenAI. Bob McGrew and Barret Zoph out the same evening. No. / Sep 26, 2024: the Reuters story on the for-profit plan came out the same day.|Comments dated September 25 and 26, 2024 report the departures.
4|K|forecaster-rationale|Why Yes|Senior departures this year have been mostly from the safety side. Murati runs product and research delivery; unless the funding round forces a restructuring, I'd expect her to stay through October. 85%.|A forecast with the deadline ahead.
1|L|resolver-note|Resolved No|Mira Murati announced on 25 September 2024 that she was leaving OpenAI after six and a half years. She later founded Thinking Machines Lab, launched in February 2025.|Reports the September 25, 2024 departure and a later launch.
3|L|forecaster-rationale|Lessons from this market|I read the o1 launch as a signal she was staying. She announced her exit on September 25, 2024, thirteen days later, along with two other senior researchers.|Reports the September 25, 2024 departure.
""",
    ),
    Q(
        "q3-metaculus-doomsday-clock-2024",
        "Will the Doomsday Clock be set closer than 90 seconds to midnight in January 2024?",
        "Resolves Yes if the Bulletin of the Atomic Scientists, in its 2024 Doomsday Clock announcement, scheduled for January 23, 2024, sets the Clock closer than 90 seconds to midnight. Resolves No if it is set at 90 seconds or further from midnight.",
        "2024-01-08",
        "2024-01-23",
        0,
        "science",
        """
13|K|question-background|Background|The Clock was moved from 100 to 90 seconds to midnight on January 24, 2023, the closest it has ever been, citing Russia's invasion of Ukraine. The Bulletin's Science and Security Board will announce the 2024 time at a news conference in Washington on January 23, 2024.|A past setting and a scheduled announcement.
5|K|forecaster-rationale|Comment|Since 2017 the Clock has moved toward midnight in four of seven years and held in three. With Gaza added to Ukraine, AI risk and another hottest year, a move seems plausible, but they kept it at 100 seconds three years running. 45%.|A base-rate forecast.
2|L|comment-thread|Comments|Jan 23, 2024: 90 seconds, unchanged. Resolving No. / Jan 22: livestream starts at 10 a.m. ET tomorrow.|A comment dated January 23, 2024 reports the announcement.
1|L|resolver-note|Resolution|On 23 January 2024 the Bulletin kept the Doomsday Clock at 90 seconds to midnight, saying the world remained as close to global catastrophe as it had been a year earlier.|Reports the January 23, 2024 announcement.
7|K|clarification|Fine print|Only the time announced at the January 2024 news conference counts. A later change during 2024 would not affect resolution.|Rules only.
4|L|wiki-revision|Doomsday Clock, timeline (revision)|2021: 100 seconds. 2022: 100 seconds. 2023: 90 seconds. 2024: 90 seconds, unchanged, announced January 23, 2024.|A timeline row reports the January 23, 2024 setting.
""",
    ),
    Q(
        "q3-metaculus-atlantic-first-storm-2024",
        "Will the first named storm of the 2024 Atlantic hurricane season form by June 15, 2024?",
        "Resolves Yes if the National Hurricane Center names an Atlantic tropical or subtropical storm with a formation time on or before 23:59 UTC on June 15, 2024. Storms named in post-season reanalysis do not count. Resolves No otherwise.",
        "2024-06-01",
        "2024-06-15",
        0,
        "climate",
        """
9|K|question-background|Background|NOAA's outlook of May 23, 2024 calls for 17 to 25 named storms, 8 to 13 hurricanes and 4 to 7 major hurricanes, its most aggressive May forecast on record. The season officially runs from June 1 to November 30. In recent years the first name has often been used before June 1.|A seasonal forecast and the season's dates.
4|K|forecaster-rationale|Comment|Climatologically the first named storm forms on June 20 on average (1991-2020), but the average has moved earlier. With no areas of interest in the NHC outlook for the next seven days, I'm at 30%.|A forecast with a climatological date.
3|L|comment-thread|Comments|Jun 15, 2024: window closed with nothing named. No. / Jun 17, 2024: Potential Tropical Cyclone One advisories just started for the Gulf.|Comments dated June 15 and 17, 2024 report later events.
1|L|resolver-note|Resolved No|No storm formed in the Atlantic by June 15, 2024. Tropical Storm Alberto formed in the southwestern Gulf of Mexico on June 19, 2024 and made landfall near Tampico on June 20.|Reports the June 19 and 20, 2024 events.
2|K|market-rules|Notes|The name 'Alberto' is first on the 2024 list. A subtropical storm counts. A potential tropical cyclone advisory without a name does not count, even if the system is named after June 15, 2024.|Rules only.
""",
    ),
    Q(
        "q3-manifold-cambridge-woty-2023-ai",
        "Will Cambridge Dictionary's 2023 Word of the Year be AI-related?",
        "Resolves YES if Cambridge Dictionary's 2023 Word of the Year is a word or sense related to artificial intelligence. Resolves NO otherwise. Expected to be announced in mid-November 2023.",
        "2023-11-08",
        "2023-11-22",
        1,
        "culture",
        """
7|K|question-background|Background|Collins named 'AI' its 2023 word on November 1. Cambridge's 2022 word was 'homer', chosen because of Wordle lookups. Cambridge added new AI senses to several entries this year, including 'hallucinate' and 'prompt'.|Past announcements only.
3|K|forecaster-rationale|Comment|Cambridge tends to follow lookups and its own editorial additions. They publicised the new 'hallucinate' sense in a blog post. I'd put 65% on an AI-related word, announcement likely in the week of November 13.|A forecast naming an expected week.
1|L|comment-thread|Comments|Nov 15, 2023: It's 'hallucinate'! Resolving YES. / Nov 7: Collins already went with AI, would Cambridge pick the same theme?|A comment dated November 15, 2023 reports the announcement.
2|L|resolver-note|Resolved YES|Cambridge Dictionary named 'hallucinate' its Word of the Year for 2023 on 15 November 2023, citing the new sense of an AI system producing false information.|Reports the November 15, 2023 announcement.
5|K|market-rules|Rules|Words with a meaning closely tied to AI, such as 'prompt' or 'chatbot', count. A general tech word like 'algorithm' counts only if Cambridge's announcement ties it to AI.|Rules only.
2|L|related-questions|Related markets|Merriam-Webster 2023 Word of the Year AI-related? Resolved NO: 'authentic', November 27, 2023. / Oxford 2023 word? Resolved: 'rizz'.|Reports the November 27, 2023 announcement as done.
""",
    ),
    Q(
        "q3-metaculus-ingenuity-next-flight-2024",
        "Will NASA's Ingenuity Mars helicopter complete another flight after Flight 72 by February 29, 2024?",
        "Resolves Yes if NASA or JPL reports that Ingenuity completed a flight (Flight 73 or later) on or before February 29, 2024, Mars local time converted to UTC. Resolves No otherwise.",
        "2024-01-22",
        "2024-02-29",
        0,
        "space",
        """
5|K|question-background|Background|Ingenuity flew for the 72nd time on January 18, 2024, a short vertical hop to check its systems, and contact was lost during the descent. JPL said on January 20 that it had re-established contact with the helicopter through the Perseverance rover.|Past facts only.
1|K|comment-thread|Comments|Jan 21, 2024: data coming down, team assessing. It has survived worse, remember the 63-day blackout last year. / Jan 20: contact!|Pre-cutoff comments.
1|L|comment-thread|Comments (later page)|Jan 25, 2024: NASA says at least one rotor blade was damaged and Ingenuity will not fly again. Mission over. No. / Jan 26, 2024: the shadow image of the broken blade is striking.|Comments dated January 25 and 26, 2024 report the end of the mission.
4|K|forecaster-rationale|Comment|If the blades are fine, the team could fly again within a week or two, as it did after earlier anomalies. If there is hardware damage, it's over. I'm at 45%.|A conditional forecast.
1|L|resolver-note|Resolved No|NASA announced on 25 January 2024 that Ingenuity's mission had ended after its rotor blades were damaged during Flight 72. It made no further flights.|Reports the January 25, 2024 announcement.
""",
    ),
    Q(
        "q3-polymarket-farage-candidate-2024",
        "Will Nigel Farage stand as a candidate in the 2024 UK general election?",
        "This market resolves to Yes if Nigel Farage is formally nominated as a candidate in any constituency for the UK general election of July 4, 2024, per the published statements of persons nominated. Nominations close at 4 PM on June 7, 2024. Otherwise No.",
        "2024-05-30",
        "2024-06-07",
        1,
        "elections",
        """
6|K|question-background|About this market|Rishi Sunak called the election on May 22 for July 4, 2024. The next day Farage, honorary president of Reform UK, said he would not stand, preferring to help Donald Trump's campaign in the US, while leaving the door open to a later role.|Past statements and the election date ahead.
3|K|forecaster-rationale|Comment|He has changed his mind before, and Reform's polling is around 11-12%. But he said it on camera and the nomination deadline is June 7. 15% is generous.|A forecast naming the deadline.
2|L|background-updated|About this market (edited)|Farage said on May 23 he would not stand. Update June 3, 2024: Farage has announced he will stand in Clacton and take over as Reform UK leader from Richard Tice.|An update dated June 3, 2024 reports the announcement.
1|L|comment-thread|Activity|Jun 7, 2024: Clacton statement of persons nominated is up, Farage on it. Resolves Yes. / Jun 3, 2024: what a u-turn.|Comments dated June 3 and 7, 2024 report the announcement and nomination.
4|K|market-rules|Rules|Being named a candidate by a party is not enough; only the official statement of persons nominated counts. If he withdraws before the close of nominations at 4 PM on June 7, 2024, this resolves No.|Rules with the deadline ahead.
5|L|related-questions|Related|Reform UK seats at the 2024 general election? Farage Reform UK leader by June 30? (resolved Yes on June 3, 2024) Will Farage win Clacton?|Reports a June 3, 2024 resolution as done.
""",
    ),
    Q(
        "q3-manifold-mtg-resign-2025",
        "Will Marjorie Taylor Greene announce her resignation from the US House by December 24, 2025?",
        "Resolves YES if Representative Marjorie Taylor Greene (R-GA) publicly announces, by December 24, 2025, that she is resigning from the House of Representatives, whatever the effective date. Announcing that she will not seek re-election in 2026 does not count. Resolves NO otherwise.",
        "2025-11-17",
        "2025-12-24",
        1,
        "politics",
        """
10|K|question-background|Background|Greene has broken with the White House this autumn on the Epstein files, health-care subsidies and foreign policy. She has ruled out running for Senate or governor in Georgia in 2026. A discharge petition to force a House vote on releasing the Epstein files reached 218 signatures on November 12.|Past facts only.
1|K|comment-thread|Comments|Nov 15, 2025: Trump says he is withdrawing his support and will back a primary challenger. / Nov 14: this is getting personal fast.|Pre-cutoff comments.
1|K|forecaster-rationale|Comment|She just lost Trump's endorsement, but quitting mid-term is rare, and her own statements are defiant. The House vote on the Epstein bill is expected on November 18. I'd say 10% for a resignation announcement by Christmas Eve.|A forecast naming a scheduled vote.
2|L|comment-thread|Comments (later)|Nov 18, 2025: House passes the Epstein files bill 427-1. / Nov 21, 2025: MTG posts a video saying she will resign effective January 5, 2026. YES.|Comments dated November 18 and 21, 2025 report later events.
1|L|resolver-note|Resolved YES|Greene announced on November 21, 2025 that she would resign from Congress effective January 5, 2026, a week after Trump withdrew his endorsement.|Reports the November 21, 2025 announcement.
5|L|news-digest|Linked story|Georgia's governor will have to call a special election for the 14th District after Greene's resignation, announced on Nov. 21, 2025, takes effect in January.|Refers to the November 21, 2025 announcement as done.
""",
    ),
    Q(
        "q3-manifold-buttigieg-michigan-2025",
        "Will Pete Buttigieg announce a campaign for US Senate or Governor of Michigan by March 31, 2025?",
        "Resolves YES if Pete Buttigieg publicly announces, by March 31, 2025, that he is running in the 2026 election for US Senate in Michigan or for Governor of Michigan. Resolves NO if he rules both out or makes no announcement by then.",
        "2025-03-03",
        "2025-03-31",
        0,
        "elections",
        """
24|K|question-background|Background|Senator Gary Peters said on January 28, 2025 that he will not seek re-election in 2026, opening an expected competitive seat. Governor Gretchen Whitmer is term-limited. Buttigieg, who left the Transportation Department on January 20, moved to Traverse City in 2022.|Past facts only.
9|K|forecaster-rationale|Comment|Polling has him as the clear favourite in a Senate primary. People close to him told reporters he would decide 'in the coming weeks'. A 2028 run would be easier without a 2026 race. I'm at 35% for an announcement to run by March 31.|A forecast with the deadline ahead.
2|L|comment-thread|Comments|Mar 13, 2025: Buttigieg says he won't run for Senate or governor in 2026. Resolves NO. / Mar 12: still waiting.|A comment dated March 13, 2025 reports his decision.
1|L|resolver-note|Resolved NO|Pete Buttigieg said on March 13, 2025 that he would not run for Michigan's open Senate seat or for governor in 2026.|Reports the March 13, 2025 statement.
4|K|market-rules|Rules|An exploratory committee counts only if he files a statement of candidacy with the FEC or the state. If he announces for a different office by March 31, 2025, this resolves NO.|Rules only.
3|L|news-digest|Linked story|Buttigieg's March 13, 2025 decision leaves state Senator Mallory McMorrow, Representative Haley Stevens and Abdul El-Sayed as the main Democrats in the Senate primary.|Refers to the March 13, 2025 decision as done.
""",
    ),
    Q(
        "q3-polymarket-harris-ca-governor-2025",
        "Will Kamala Harris announce a run for Governor of California by August 31, 2025?",
        "This market resolves to Yes if Kamala Harris publicly announces, by August 31, 2025, 11:59 PM ET, that she is a candidate for Governor of California in the 2026 election. It resolves to No if she announces she will not run or makes no announcement by that date.",
        "2025-07-21",
        "2025-08-31",
        0,
        "elections",
        """
20|K|question-background|About|Harris has said she would decide on a run for governor by the end of the summer. The top-two primary is on June 2, 2026. Declared candidates include Katie Porter, Xavier Becerra and Antonio Villaraigosa.|A stated plan and a future primary.
8|K|forecaster-rationale|Comment|Her team has been polling California, which suggests interest, but a 2028 presidential run is incompatible with being governor from January 2027. 'End of summer' could slip past August 31 too. I'm at 30% Yes.|A forecast with future dates.
2|L|comment-thread|Activity|Jul 30, 2025: Harris statement: not running for governor, 'for now my leadership will not be in elected office'. No. / Jul 31, 2025: and she has a book, 107 Days, out September 23.|Comments dated July 30 and 31, 2025 report the decision.
1|L|market-title-resolved|Kamala Harris runs for CA governor? Resolved: No (July 30, 2025)|The market closed early after Harris said she would not enter the 2026 race.|The title reports the July 30, 2025 decision.
4|K|market-rules|Rules|Filing paperwork with the California Secretary of State counts as an announcement. Statements by aides without her confirmation do not count. The market closes at 11:59 PM ET on August 31, 2025.|Rules only.
""",
    ),
    Q(
        "q3-fiscaldata-mts-2024-04-surplus",
        "Will the Monthly Treasury Statement show a federal budget surplus of more than $200 billion for April 2024?",
        "Resolves YES if the Monthly Treasury Statement for April 2024, scheduled for release on May 8, 2024 on fiscaldata.treasury.gov, reports total receipts minus total outlays of more than $200 billion for the month. Resolves NO otherwise.",
        "2024-04-25",
        "2024-05-08",
        1,
        "macro data",
        """
12|K|data-release-page|Monthly Treasury Statement, March 2024|The deficit for March 2024 was $236 billion. Fiscal year 2024 to date, the deficit totals $1,065 billion. The MTS for April 2024 will be released on May 8, 2024 at 2:00 p.m.|A March release and a scheduled date.
6|K|question-background|Background|April is usually a surplus month because of individual tax payments due on April 15. The April 2023 surplus was $176 billion. Withheld and non-withheld tax receipts have been running higher this year.|Past data and a scheduled tax date.
3|K|forecaster-rationale|Comment|Daily Treasury Statements through April 23 show non-withheld individual receipts well above last year. CBO's Monthly Budget Review comes out the same day as the MTS and usually matches within a few billion. 65% YES.|A forecast from daily data; the releases are ahead.
2|L|comment-thread|Comments|May 8, 2024: CBO says April surplus was about $210 billion. / May 8, 2024: MTS confirms $210 billion. YES.|Comments dated May 8, 2024 report the release.
1|L|data-release-page|Monthly Treasury Statement, April 2024 (table excerpt)|April 2024: receipts $776 billion; outlays $566 billion; surplus $210 billion. Released May 8, 2024.|A table dated May 8, 2024 reports the April surplus.
1|L|price-series-page|Federal Surplus or Deficit [-] (MTSDS133FMS)|2024-04: 209,547 (millions of dollars). 2024-03: -236,485. 2023-04: 176,185. Last updated: May 8, 2024.|A series page updated May 8, 2024 shows the April surplus.
""",
    ),
    Q(
        "q3-fred-bopgstb-2025-03-130b",
        "Will the US goods and services trade deficit for March 2025 exceed $130 billion?",
        "Resolves YES if the first estimate of the US international trade deficit in goods and services for March 2025 (FRED BOPGSTB, released by Census and BEA, scheduled for May 6, 2025) is larger than $130.0 billion. Resolves NO otherwise.",
        "2025-04-22",
        "2025-05-06",
        1,
        "macro data",
        """
16|K|data-release-page|U.S. International Trade in Goods and Services, February 2025|The U.S. monthly international trade deficit decreased in February 2025 to $122.7 billion from a record $130.7 billion in January. Next release: May 6, 2025, covering March.|A February release and a scheduled date.
8|K|question-background|Background|Importers have front-run tariffs, pushing imports of gold and pharmaceuticals to records. The administration's April 2 tariffs took effect after the March data period. The advance goods trade report for March is due on April 29.|Past data and scheduled releases.
1|L|comment-thread|Comments|Apr 29, 2025: advance goods deficit for March $162 billion, another record. Strongly YES. / May 6, 2025: $140.5 billion. Resolving YES.|Comments dated April 29 and May 6, 2025 report the releases.
3|K|forecaster-rationale|Comment|Port data for March show imports still elevated. Gold flows reversed somewhat as the London-New York price gap closed. I expect something between $120 and $140 billion. 55% YES.|A forecast about a scheduled release.
1|L|price-series-page|Trade Balance: Goods and Services, Balance of Payments Basis (BOPGSTB)|Mar 2025: -140,498. Feb 2025: -123,153 (revised). Jan 2025: -130,655. Last updated 2025-05-06.|A series page updated May 6, 2025 shows the March deficit.
5|L|release-calendar|Economic calendar (updated)|Tue May 6, 2025: Trade balance (Mar), actual -$140.5B vs. -$137.0B consensus, previous -$123.2B. Wed May 7: FOMC decision. Thu May 8: jobless claims.|A calendar entry for May 6, 2025 gives the actual figure.
""",
    ),
    Q(
        "q3-metaculus-poilievre-carleton-2025",
        "Will Pierre Poilievre win his own seat of Carleton in the April 28, 2025 Canadian federal election?",
        "Resolves Yes if Elections Canada's validated results show Pierre Poilievre elected as Member of Parliament for Carleton in the federal election of April 28, 2025. Resolves No otherwise. Judicial recounts will be awaited if triggered.",
        "2025-04-10",
        "2025-04-29",
        0,
        "elections",
        """
18|K|question-background|Background|Poilievre has held the Ottawa-area seat since 2004. Under new boundaries the riding is slightly more favourable to the Liberals. The Longest Ballot Committee has registered dozens of candidates in Carleton, making for a very long ballot. Election day is April 28, 2025, with advance polls April 18-21.|Past facts and scheduled voting.
7|K|forecaster-rationale|Comment|He won by over 15 points in 2021. Even a national swing to the Liberals is unlikely to flip a seat with a party leader on the ballot. Leaders rarely lose their own seats. 92% Yes.|A forecast about a future election.
2|K|release-calendar|Campaign calendar|April 16: French-language leaders' debate. April 17: English-language debate. April 18-21: advance voting. April 28: polls close 9:30 p.m. ET in Ontario.|A schedule of future events.
1|L|comment-thread|Comments|Apr 29, 2025: CBC called Carleton for Liberal Bruce Fanjoy overnight. Poilievre lost his seat. Resolving No. / Apr 28: too close to call here.|Comments dated April 28 and 29, 2025 report the result.
3|L|resolver-note|Resolved No|Liberal candidate Bruce Fanjoy defeated Pierre Poilievre in Carleton in the election of April 28, 2025, by roughly 4,000 votes, according to validated results.|Reports the April 28, 2025 result.
5|L|background-updated|Background (edited)|Poilievre has held the seat since 2004. Update, 2025-04-29: he lost Carleton to the Liberals' Bruce Fanjoy and said he would stay on as Conservative leader.|An update dated April 29, 2025 reports the result.
""",
    ),
    Q(
        "q3-metaculus-kugler-resign-2025",
        "Will Federal Reserve Governor Adriana Kugler announce her resignation by August 31, 2025?",
        "Resolves Yes if, by August 31, 2025, Adriana Kugler or the Federal Reserve Board announces that she is resigning from the Board of Governors before her term ends on January 31, 2026. Resolves No otherwise.",
        "2025-07-25",
        "2025-08-31",
        1,
        "central banks",
        """
14|K|question-background|Background|Kugler joined the Board in September 2023 to fill the rest of a term that ends on January 31, 2026. The White House has been pressing Chair Powell, and there is speculation about who will be nominated to her seat. The FOMC meets on July 29-30, 2025.|Past facts, a term end and a scheduled meeting.
6|K|forecaster-rationale|Comment|Resigning early would hand Trump a seat five months sooner, which a Biden appointee has little reason to do. Most expect her to serve out the term. 7% Yes.|A forecast with future dates.
3|L|comment-thread|Comments|Jul 30, 2025: Fed notes Kugler did not attend the FOMC meeting. Weird. / Aug 1, 2025: she's resigning effective August 8 and returning to Georgetown. Yes.|Comments dated July 30 and August 1, 2025 report later events.
1|L|resolver-note|Resolved Yes|Adriana Kugler submitted her resignation on August 1, 2025, effective August 8, 2025, giving the president an early vacancy on the Board.|Reports the August 1, 2025 resignation.
2|K|market-rules|Clarification|An announcement that she will not seek reappointment when her term ends in January 2026 does not count. Leave for health or personal reasons does not count unless described as a resignation.|Rules with a future date.
4|L|data-release-page|FOMC statement, July 30, 2025 (excerpt)|The Committee decided to maintain the target range at 4-1/4 to 4-1/2 percent. Voting against the action were Michelle W. Bowman and Christopher J. Waller. Absent and not voting: Adriana D. Kugler.|A statement dated July 30, 2025 reports the meeting and her absence.
""",
    ),
]
