# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold35` part, read by `build_hold35.py`.

Written blind as a held-out part, in the voice of encyclopedia and wiki pages with a history:
article leads, "current events" and "recent events" sections, timelines, lists, infoboxes,
talk-page threads, revision summaries and "in the news" blurbs, about business, technology,
culture, sport and world affairs. Each question's documents are one line each in a string,
fields separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style,
title, text, why. The events are real ones of 2023-2025; the wording is invented and the figures
are from memory, not checked data. See `build_hold35.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "n3-svb-chapter11-2023",
        "Will SVB Financial Group, the parent of Silicon Valley Bank, file for bankruptcy protection by March 31, 2023?",
        "Resolves YES if SVB Financial Group files a voluntary petition under Chapter 11 or Chapter 7 of the US Bankruptcy Code on or before March 31, 2023. A receivership of the bank subsidiary alone does not count.",
        "2023-03-14",
        "2023-03-31",
        1,
        "company_deals",
        """
2|K|article-lead|Silicon Valley Bank|Silicon Valley Bank (SVB) was a state-chartered commercial bank headquartered in Santa Clara, California. On 10 March 2023 the California Department of Financial Protection and Innovation closed the bank and appointed the FDIC as receiver, the largest bank failure in the United States since 2008. Its holding company, SVB Financial Group, was not part of the receivership.|The closure on 10 March 2023 is before the cutoff and the holding company's fate is left open.
1|L|article-lead|SVB Financial Group|SVB Financial Group is an American financial holding company that formerly owned Silicon Valley Bank. After the bank was seized, the company filed for Chapter 11 bankruptcy protection in the Southern District of New York on March 17, 2023, saying it would seek buyers for SVB Capital and SVB Securities.|Reports the March 17, 2023 Chapter 11 filing as done.
3|K|talk-page|Talk:SVB Financial Group – Bankruptcy?|Several outlets say the parent is "weighing" a Chapter 11 filing. Please do not add a filing date to the infobox until there is a docket number; WP:CRYSTAL applies. Court papers, if any, would most likely be lodged before 31 March 2023.|An editor's note about a possible filing, not a reported one.
1|L|recent-events-section|Silicon Valley Bank – Aftermath|On 12 March 2023 regulators said all depositors would be made whole. The bank's former parent entered Chapter 11 on 17 March 2023, and on 26 March 2023 First Citizens BancShares agreed to buy the bank's deposits and loans from the FDIC.|Reports the 17 and 26 March 2023 events, both on or after the cutoff.
1|K|timeline|Timeline of the 2023 United States banking crisis|8 March 2023: Silvergate Capital announces it will wind down. 9 March 2023: SVB clients withdraw about $42 billion in a single day. 10 March 2023: SVB is closed by regulators. 12 March 2023: Signature Bank is closed.|A timeline with entries only before the cutoff.
2|L|infobox|SVB Financial Group (infobox)|Type: Public (Nasdaq: SIVB, delisted) / Fate: Chapter 11 bankruptcy (filed 2023-03-17) / Headquarters: Santa Clara, California / Key people: William Kosturos (chief restructuring officer)|The infobox gives a bankruptcy filed on 2023-03-17, after the cutoff.
""",
    ),
    Q(
        "n3-boeing-ceo-named-2024",
        "Will Boeing name a successor to chief executive Dave Calhoun by August 31, 2024?",
        "Resolves YES if Boeing publicly names a person to succeed Dave Calhoun as president and chief executive officer on or before August 31, 2024, whatever the start date. An interim appointment counts.",
        "2024-07-20",
        "2024-08-31",
        1,
        "company_deals",
        """
5|K|article-lead|Dave Calhoun|David Calhoun is an American businessman who has been president and CEO of Boeing since January 2020. On 25 March 2024 he announced that he would step down at the end of 2024, as part of a broad management shake-up after the Alaska Airlines Flight 1282 door-plug blowout.|A past announcement of a future departure; no successor is named.
2|L|article-lead|Kelly Ortberg|Robert K. "Kelly" Ortberg is an American aerospace executive and former CEO of Rockwell Collins. Boeing named him its president and chief executive on July 31, 2024, effective August 8, 2024, succeeding Dave Calhoun.|Reports the July 31, 2024 appointment as done.
9|K|talk-page|Talk:Boeing – Successor speculation|Reuters and others list Pat Shanahan and Stephanie Pope as possible candidates. Suggest we keep this out of the article lead until the board actually announces someone; the company has only said it hopes to decide before Calhoun leaves on December 31, 2024.|Speculation about a future choice.
1|L|recent-events-section|Boeing – 2024 leadership changes|Stan Deal, head of the commercial airplanes unit, left in March. On 31 July 2024 the company reported a second-quarter loss of $1.44 billion and announced Ortberg as Calhoun's successor.|Reports the 31 July 2024 results and appointment.
6|K|list-entry|List of chief executives of Boeing|... 2015–2019: Dennis Muilenburg / 2020–present: Dave Calhoun (departure announced for 31 December 2024) / Successor: to be determined|A list with no successor and a future departure.
3|L|revision-summary|Boeing: revision history (excerpt)|Changed CEO in infobox from Dave Calhoun to Kelly Ortberg per the company statement of 2024-07-31; start date 2024-08-08.|Reports an appointment dated 2024-07-31, after the cutoff.
""",
    ),
    Q(
        "n3-djt-nasdaq-2024",
        "Will shares of Trump Media & Technology Group begin trading on Nasdaq by March 31, 2024?",
        "Resolves YES if common stock of Trump Media & Technology Group, after its merger with Digital World Acquisition Corp., begins regular trading on the Nasdaq on or before March 31, 2024.",
        "2024-03-15",
        "2024-03-31",
        1,
        "company_deals",
        """
4|K|article-lead|Digital World Acquisition Corp.|Digital World Acquisition Corp. (DWAC) is a special-purpose acquisition company that agreed in October 2021 to merge with Trump Media & Technology Group, owner of Truth Social. After regulators cleared its registration statement in February 2024, DWAC scheduled a shareholder vote on the merger for March 22, 2024.|A scheduled vote after the cutoff; nothing after it reported.
1|L|article-lead|Trump Media & Technology Group|Trump Media & Technology Group Corp. (Nasdaq: DJT) is an American media and technology company. It became publicly traded on March 26, 2024, after DWAC shareholders approved the merger on March 22, 2024; the shares closed their first day up about 16%.|Reports the March 22 vote and March 26, 2024 listing as done.
7|K|talk-page|Talk:Truth Social – Ticker|If the merger goes through the ticker is supposed to change from DWAC to DJT, which was the symbol of Trump's old casino company. Until it actually changes, please leave the infobox saying DWAC.|A conditional about a future ticker change.
2|L|current-events|Portal:Current events/2024 March 26 (Business and economy)|March 26, 2024 (Tuesday). Trump Media & Technology Group, the parent company of Truth Social, begins trading on the Nasdaq under the ticker DJT, giving Donald Trump a stake worth several billion dollars on paper.|A current-events entry for March 26, 2024, after the cutoff.
11|K|timeline|Truth Social – Corporate history|October 2021: merger with DWAC announced. July 2023: DWAC settles with the SEC for $18 million. 14 February 2024: the SEC declares the merger registration effective.|A timeline with only earlier dates.
3|L|infobox|Trump Media & Technology Group (infobox)|Traded as: Nasdaq: DJT / Founded: February 2021 / Predecessor: Digital World Acquisition Corp. (merged 2024-03-25) / Key people: Devin Nunes (CEO)|The infobox gives the merger as completed on 2024-03-25, after the cutoff.
""",
    ),
    Q(
        "n3-apple-3t-close-2023",
        "Will Apple close a trading day with a market capitalization of at least $3 trillion by June 30, 2023?",
        "Resolves YES if Apple's market value at the close of any regular trading session on or before June 30, 2023 is at least $3.00 trillion, as widely reported. An intraday level alone does not count.",
        "2023-06-12",
        "2023-06-30",
        1,
        "markets",
        """
3|K|article-lead|Apple Inc. (section: Finances)|In January 2022 Apple briefly became the first company to be valued at $3 trillion during a trading session, but it closed just below that level. Shares fell sharply during 2022 and recovered in the first half of 2023. Its next quarterly results are due on August 3, 2023.|Past facts only, all before the cutoff.
1|L|recent-events-section|Apple Inc. – Market value|On June 30, 2023, Apple became the first public company to close above a $3 trillion market value, as its shares ended the session at $193.97.|Reports the June 30, 2023 close as done.
6|K|list-entry|List of public corporations by market capitalization|First company to close above: $1 trillion – Apple (2 August 2018); $2 trillion – Apple (19 August 2020); $3 trillion – none yet (Apple reached it intraday on 3 January 2022).|A list with only earlier dates.
2|K|talk-page|Talk:Apple Inc. – $3 trillion close|The stock is about 7% away from the $3T close level. Can we agree not to write "first to close above $3 trillion" until it happens, even if the WWDC headset announcement on June 5 pushes it there? The quarter ends June 30, 2023.|An editor's note about a level not yet reached.
1|L|timeline|Timeline of Apple Inc. (2023)|5 June 2023: Vision Pro headset unveiled at WWDC. 30 June 2023: market capitalization closes above $3 trillion for the first time. 3 August 2023: third-quarter results show a third straight fall in revenue.|Timeline entries for 30 June and 3 August 2023, after the cutoff.
4|L|infobox|Apple Inc. (infobox, financial figures)|Market cap: US$3.04 trillion (as of 30 June 2023) / Revenue: US$394.3 billion (FY2022) / Employees: 164,000|The infobox gives a market value as of 30 June 2023, after the cutoff.
""",
    ),
    Q(
        "n3-apollo-reddit-shutdown-2023",
        "Will the third-party Reddit app Apollo shut down by June 30, 2023?",
        "Resolves YES if the Apollo app for Reddit stops working or its developer ends the service on or before June 30, 2023, as reported by the developer or the press.",
        "2023-06-05",
        "2023-06-30",
        1,
        "technology",
        """
6|K|article-lead|Apollo (app)|Apollo is a third-party client for Reddit on iOS, developed by Christian Selig since 2017. In April 2023 Reddit announced it would begin charging for access to its data API from July 1, 2023; Selig said on May 31 that the new pricing would cost him about $20 million a year.|Past statements and a future pricing date.
2|L|article-lead|Apollo (app)|Apollo was a third-party client for Reddit. On June 8, 2023, developer Christian Selig announced that it would close because of Reddit's new API fees, and the app stopped working on June 30, 2023.|Reports the June 8 announcement and June 30, 2023 shutdown.
4|K|talk-page|Talk:Reddit – API pricing controversy|A lot of subreddits say they will go dark from June 12, 2023 for 48 hours in protest. Until that happens, it belongs in a "planned protests" sentence, not in the history section.|A planned protest, not yet reported.
1|L|recent-events-section|2023 Reddit API controversy – Protests|More than 8,000 subreddits went private or read-only on 12 June 2023. Several clients, including Apollo, Reddit is Fun and Sync, stopped working by 30 June 2023.|Reports the 12 June and 30 June 2023 events, after the cutoff.
9|K|list-entry|List of Reddit clients|Apollo (iOS, 2017–present) / Reddit is Fun (Android, 2010–present) / Sync for Reddit (Android) / Narwhal (iOS)|A list with no later event.
3|L|revision-summary|Apollo (app): revision history (excerpt)|Changed tense throughout to past; app discontinued 2023-06-30 per developer's post of 2023-06-08.|An edit summary reporting the discontinuation on 2023-06-30.
""",
    ),
    Q(
        "n3-walgreens-sycamore-2025",
        "Will Walgreens Boots Alliance announce a definitive agreement to be taken private by March 31, 2025?",
        "Resolves YES if Walgreens Boots Alliance announces a signed definitive agreement to be acquired and taken private, by Sycamore Partners or anyone else, on or before March 31, 2025.",
        "2025-02-25",
        "2025-03-31",
        1,
        "company_deals",
        """
8|K|article-lead|Walgreens Boots Alliance|Walgreens Boots Alliance, Inc. is an American holding company that owns Walgreens, Boots and several pharmaceutical wholesale businesses. In December 2024 it was reported to be in talks to sell itself to the private equity firm Sycamore Partners; no agreement had been announced.|Reported talks before the cutoff; no deal.
1|L|article-lead|Walgreens Boots Alliance|Walgreens Boots Alliance, Inc. is an American holding company. On March 6, 2025, it agreed to be acquired by Sycamore Partners in a deal valuing the company at up to $23.7 billion including debt, ending nearly a century as a public company.|Reports the March 6, 2025 agreement as done.
3|K|talk-page|Talk:Walgreens Boots Alliance – Sycamore|The Feb. 2025 reports say the price may be lower than first discussed. Leave the lead alone until there is a signed deal; "in talks" is enough for now. The next quarterly report is due on April 8, 2025.|Editors discussing talks, not a deal.
2|L|itn-blurb|In the news (nomination)|Walgreens Boots Alliance agrees to a $10 billion take-private deal with Sycamore Partners. Nominated March 7, 2025; article updated with the terms announced on March 6, 2025.|Reports the March 6, 2025 deal and a nomination after the cutoff.
12|K|timeline|Walgreens – Recent history|October 2024: the company says it will close about 1,200 stores over three years. 10 January 2025: first-quarter results beat forecasts and the quarterly dividend is kept.|A timeline with only earlier dates.
""",
    ),
    Q(
        "n3-microsoft-layoffs-2023",
        "Will Microsoft announce job cuts affecting at least 10,000 employees by January 31, 2023?",
        "Resolves YES if Microsoft announces, in a filing or an official statement, that it will cut at least 10,000 jobs, on or before January 31, 2023.",
        "2023-01-10",
        "2023-01-31",
        1,
        "company_deals",
        """
5|K|recent-events-section|Microsoft – Workforce|In July and October 2022 Microsoft made small rounds of job cuts, each affecting under 1% of its roughly 221,000 employees. Reports in early January 2023 said larger reductions were being planned.|Earlier facts and reports of plans.
1|L|recent-events-section|Microsoft – Workforce|On January 18, 2023, chief executive Satya Nadella told staff that the company would cut 10,000 jobs by the end of the third fiscal quarter, about 5% of its workforce.|Reports the January 18, 2023 announcement as done.
3|K|list-entry|List of companies with layoffs in the technology sector (2022–2023)|Meta: 11,000 (November 2022) / Amazon: 18,000 (announced January 4, 2023) / Salesforce: about 8,000 (January 4, 2023) / Microsoft: reported to be planning cuts|A list with only earlier dates and reported plans.
2|L|timeline|2022–2023 technology layoffs – Timeline|18 January 2023: Microsoft announces 10,000 job cuts. 20 January 2023: Alphabet says it will cut 12,000 jobs. 26 January 2023: IBM announces 3,900 cuts.|Timeline entries on and after 18 January 2023, after the cutoff.
7|K|talk-page|Talk:Microsoft – Layoff rumours|Sky's report says "as soon as this week". I would hold off; Microsoft's quarterly results come out on January 24, 2023 and any numbers will probably be confirmed then.|A rumour and a future results date.
2|L|current-events|Portal:Current events/2023 January 18 (Business and economy)|January 18, 2023 (Wednesday). Microsoft says it will lay off 10,000 employees and take a $1.2 billion charge, citing slowing demand for its software.|A current-events entry for January 18, 2023.
""",
    ),
    Q(
        "n3-neuralink-human-2024",
        "Will Neuralink announce that it has implanted its brain-computer interface in a human by February 29, 2024?",
        "Resolves YES if Neuralink or Elon Musk publicly states, on or before February 29, 2024, that a Neuralink device has been implanted in a human participant.",
        "2024-01-20",
        "2024-02-29",
        1,
        "technology",
        """
10|K|article-lead|Neuralink|Neuralink Corp. is an American neurotechnology company founded in 2016 by Elon Musk and others. In May 2023 it said the FDA had approved its first in-human study, and in September 2023 it began recruiting participants with paralysis for the PRIME study.|Earlier facts only.
1|L|article-lead|Neuralink|Neuralink Corp. is an American neurotechnology company. On January 29, 2024, Elon Musk said that the first human patient had received a Neuralink implant the previous day and was recovering well.|Reports the January 28-29, 2024 implant announcement.
5|K|talk-page|Talk:Neuralink – First patient|Musk said the first surgery could happen "within months". Please do not add a date for the first implant until the company or Musk announces one. Also, "Telepathy" is only the planned product name, and the trial registry lists an estimated completion date of 2029-12-31.|Editors waiting for a future announcement.
2|L|recent-events-section|Neuralink – Human trials|The first implant took place on 28 January 2024. In March 2024 the patient, Noland Arbaugh, was shown on a livestream playing chess with the device.|Reports the 28 January 2024 implant and a March 2024 livestream.
3|K|timeline|Timeline of brain–computer interfaces (2020s)|2021: Synchron implants its Stentrode in a US patient. 2023: Neuralink receives FDA approval for human trials. 2024: Neuralink's first human implant planned.|A timeline with a planned entry.
2|L|infobox|PRIME Study (infobox)|Sponsor: Neuralink / Phase: Early feasibility / Start date: January 2024 (first implant 2024-01-28) / Status: Recruiting|The infobox gives a first implant on 2024-01-28, after the cutoff.
""",
    ),
    Q(
        "n3-dma-bytedance-gatekeeper-2023",
        "Will the European Commission designate ByteDance as a gatekeeper under the Digital Markets Act by September 6, 2023?",
        "Resolves YES if the European Commission's gatekeeper designation decisions under the Digital Markets Act, due by September 6, 2023, include ByteDance (TikTok).",
        "2023-08-15",
        "2023-09-06",
        1,
        "technology",
        """
14|K|article-lead|Digital Markets Act|The Digital Markets Act (DMA) is an EU regulation that entered into force on 1 November 2022. Seven companies (Alphabet, Amazon, Apple, ByteDance, Meta, Microsoft and Samsung) notified the European Commission by 3 July 2023 that they met the thresholds; the Commission has 45 working days to decide, by 6 September 2023.|Past notifications and a future deadline.
1|L|article-lead|Digital Markets Act|The Digital Markets Act is an EU regulation. On 6 September 2023 the European Commission designated six gatekeepers – Alphabet, Amazon, Apple, ByteDance, Meta and Microsoft – covering 22 core platform services.|Reports the 6 September 2023 designations.
4|K|talk-page|Talk:Digital Markets Act – Which companies?|ByteDance says it doesn't meet the market cap threshold on its own reading. Let's keep the list as "notified" until the Commission decides in September; compliance would then be due six months later.|Editors waiting on a future decision.
2|L|list-entry|List of gatekeepers under the Digital Markets Act|Alphabet (designated 6 September 2023) / Amazon (6 September 2023) / Apple (6 September 2023) / ByteDance – TikTok (6 September 2023) / Meta (6 September 2023) / Microsoft (6 September 2023)|A list of designations dated 6 September 2023, after the cutoff.
7|K|timeline|Digital Markets Act – Timeline|1 November 2022: entry into force. 2 May 2023: the rules start to apply. 3 July 2023: deadline for notification. 6 September 2023: deadline for designation decisions. March 2024: compliance deadline for designated gatekeepers.|A timeline of scheduled deadlines.
3|L|recent-events-section|TikTok – Regulation in the European Union|ByteDance was named a gatekeeper for TikTok on 6 September 2023; it challenged the designation at the General Court in November 2023.|Reports the 6 September 2023 designation and a November 2023 appeal.
""",
    ),
    Q(
        "n3-bard-gemini-rename-2024",
        "Will Google rename its Bard chatbot to Gemini by February 29, 2024?",
        "Resolves YES if, on or before February 29, 2024, Google rebrands its consumer chatbot Bard under the Gemini name, as announced by Google.",
        "2024-01-25",
        "2024-02-29",
        1,
        "technology",
        """
12|K|article-lead|Bard (chatbot)|Bard is a generative artificial intelligence chatbot developed by Google. It launched in March 2023 and began using the Gemini Pro model in English in December 2023. A more capable version, "Bard Advanced", was expected to follow early in 2024.|Past facts and an expected version.
1|L|article-lead|Gemini (chatbot)|Gemini, formerly known as Bard, is a generative AI chatbot developed by Google. On February 8, 2024, Google renamed Bard to Gemini, released an Android app and launched Gemini Advanced through a paid Google One plan.|Reports the February 8, 2024 rename as done.
4|K|talk-page|Talk:Bard (chatbot) – Requested move|A leaked changelog suggests Bard may be renamed Gemini. Oppose moving the page now: WP:CRYSTAL. If Google confirms it, we can move it then, and keep Bard as a redirect. Alphabet reports its fourth-quarter results on January 30, 2024, which may bring news.|A discussion of a possible rename.
2|L|revision-summary|Gemini (chatbot): move log|Moved page Bard (chatbot) to Gemini (chatbot): product renamed by Google on 2024-02-08.|A move log entry reporting the rename on 2024-02-08.
8|K|timeline|Timeline of Google AI products|6 February 2023: Bard announced. 21 March 2023: Bard opens in the US and UK. 6 December 2023: Gemini model family announced. 2024: Gemini Ultra expected in products.|A timeline with only earlier dates and an expectation.
3|L|itn-blurb|In the news|Google rebrands its AI chatbot Bard as Gemini (pictured) and launches a $19.99-a-month premium tier. (Posted 9 February 2024)|An item posted on 9 February 2024 about the rename.
""",
    ),
    Q(
        "n3-grokipedia-launch-2025",
        "Will xAI make Grokipedia publicly available by October 20, 2025?",
        "Resolves YES if xAI's Grokipedia, an online encyclopedia announced by Elon Musk, is available to the public (a beta counts) on or before October 20, 2025.",
        "2025-10-06",
        "2025-10-20",
        0,
        "technology",
        """
4|K|article-lead|Grokipedia|Grokipedia is a planned online encyclopedia from xAI, announced by Elon Musk in late September 2025 as an alternative to Wikipedia. Musk said an early beta, version 0.1, would be released within about two weeks.|A planned launch, not a reported one.
1|L|article-lead|Grokipedia|Grokipedia is an online encyclopedia created by xAI. After a delay, version 0.1 went live on October 27, 2025 with about 885,000 articles, many of them adapted from Wikipedia.|Reports the October 27, 2025 launch.
2|K|talk-page|Talk:Grokipedia – Launch date|Musk tweeted that the beta is "coming soon". There is no date we can cite yet. Please do not add "launched October 2025" until it is actually online.|Editors waiting for an unscheduled launch.
1|L|recent-events-section|xAI – Grokipedia|Musk said on October 13, 2025 that the launch would be pushed back a week to remove "propaganda". The site opened on 27 October 2025 and briefly crashed under traffic.|Reports the October 13 postponement and the 27 October 2025 launch.
9|K|list-entry|List of online encyclopedias|Wikipedia (2001) / Citizendium (2006) / Everipedia (2014) / Grokipedia (announced 2025)|A list entry for an announced project.
""",
    ),
    Q(
        "n3-twitter-legacy-checks-2023",
        "Will Twitter remove legacy verification checkmarks from accounts that did not pay by April 30, 2023?",
        "Resolves YES if, on or before April 30, 2023, Twitter removes the blue checkmarks granted under its legacy verification programme from accounts that have not subscribed to Twitter Blue or received verification another way.",
        "2023-04-05",
        "2023-04-30",
        1,
        "technology",
        """
1|K|article-lead|Twitter verification|Twitter verification was a system of blue checkmarks. In March 2023 the company said it would begin "winding down" legacy checkmarks on April 1, 2023, leaving them only for subscribers to Twitter Blue. A handful of accounts lost checks on that date, but most remained.|Earlier facts before the cutoff.
1|L|article-lead|Twitter verification|Legacy blue checkmarks were removed from most unpaid accounts on April 20, 2023, a date Elon Musk had set in a tweet on April 11. Some celebrities then had checks restored without paying.|Reports the April 11 and April 20, 2023 events.
3|K|talk-page|Talk:Twitter verification – April 1 removal?|The April 1 change looks like it only hit the New York Times account. Musk now says the rest will go "soon". We should not say legacy checks are gone until they actually are. If they are still there on April 30, 2023 we should say the plan slipped, with a source.|A note about an unscheduled future removal.
2|L|timeline|Twitter under Elon Musk – Timeline|20 April 2023: legacy verification checkmarks are removed. 12 May 2023: Linda Yaccarino is named chief executive. 23 July 2023: Musk announces the rebrand to X.|Timeline entries dated after the cutoff.
2|K|timeline|Twitter under Elon Musk – Timeline|27 October 2022: Musk completes the acquisition. 12 December 2022: Twitter Blue relaunches with verification. 1 April 2023: legacy checkmark removal begins.|A timeline with entries before the cutoff.
""",
    ),
    Q(
        "n3-skype-retirement-2025",
        "Will Microsoft shut down the Skype consumer service by May 31, 2025?",
        "Resolves YES if Skype stops being available to consumers (sign-in and calling retired, users moved to Microsoft Teams Free) on or before May 31, 2025, as confirmed by Microsoft.",
        "2025-04-25",
        "2025-05-31",
        1,
        "technology",
        """
20|K|article-lead|Skype|Skype is a telecommunications application owned by Microsoft since 2011. On 28 February 2025 Microsoft announced that Skype would be retired on 5 May 2025 and that users could sign in to Microsoft Teams Free with their existing accounts.|A past announcement of a future retirement date.
1|L|article-lead|Skype|Skype was a telecommunications application, owned by Microsoft from 2011. Microsoft retired the service on 5 May 2025, 21 years after its launch, moving users to Teams Free.|Reports the 5 May 2025 retirement as done.
6|K|talk-page|Talk:Skype – Tense|Please don't switch the article to past tense yet. The service is still running and the shutdown is scheduled for May 5, 2025. Paid subscriptions can be used until the end of their renewal period.|Editors keeping a scheduled shutdown in the future tense.
2|L|infobox|Skype (infobox)|Developer: Microsoft / Initial release: 29 August 2003 / Discontinued: 5 May 2025 / Successor: Microsoft Teams|The infobox gives a discontinuation on 5 May 2025, after the cutoff.
11|K|timeline|Skype – History|August 2003: first public beta. September 2005: eBay buys Skype for $2.6 billion. May 2011: Microsoft announces a $8.5 billion purchase. 28 February 2025: retirement announced.|A timeline with only earlier dates.
3|L|revision-summary|Skype: revision history (excerpt)|Updated lead: service shut down on 2025-05-05 as announced, Skype Number and credit refunds until the end of the renewal period.|An edit summary reporting the shutdown on 2025-05-05.
""",
    ),
    Q(
        "n3-pritzker-2024-japan",
        "Will the 2024 Pritzker Architecture Prize be awarded to an architect from Japan?",
        "Resolves YES if the laureate (or any of the laureates) of the 2024 Pritzker Architecture Prize, expected to be announced in early March 2024, is a Japanese architect.",
        "2024-02-20",
        "2024-03-05",
        1,
        "awards",
        """
9|K|list-entry|Pritzker Architecture Prize – Laureates|2021: Anne Lacaton and Jean-Philippe Vassal (France) / 2022: Diébédo Francis Kéré (Burkina Faso) / 2023: David Chipperfield (United Kingdom) / 2024: to be announced|A laureate list with only earlier winners.
1|L|list-entry|Pritzker Architecture Prize – Laureates|2022: Diébédo Francis Kéré (Burkina Faso) / 2023: David Chipperfield (United Kingdom) / 2024: Riken Yamamoto (Japan), announced 5 March 2024|Reports the 2024 laureate announced on 5 March 2024.
2|L|article-lead|Riken Yamamoto|Riken Yamamoto (born 1945) is a Japanese architect known for public housing and civic buildings. He was named the 2024 laureate of the Pritzker Architecture Prize on March 5, 2024, the ninth Japanese architect to receive it.|Reports the March 5, 2024 award as done.
5|K|talk-page|Talk:Pritzker Architecture Prize – 2024 announcement|The jury's decision is usually published in early March; last year it came on 7 March. Please don't add any name for 2024 before the foundation's release, even if blogs are guessing; it is expected in the first week of March 2024.|A note about a future announcement.
14|K|article-lead|Pritzker Architecture Prize|The Pritzker Architecture Prize is awarded annually by the Hyatt Foundation. Japan has had more laureates than any other country, most recently Arata Isozaki in 2019. The 2024 laureate is expected to be named in March 2024.|Earlier facts and an expected announcement.
3|L|itn-blurb|In the news|Japanese architect Riken Yamamoto (pictured) wins the Pritzker Architecture Prize. (Posted 6 March 2024)|An item posted on 6 March 2024 about the award.
""",
    ),
    Q(
        "n3-oxford-woty-2023-swiftie",
        "Will Oxford Languages choose 'Swiftie' as its 2023 Word of the Year?",
        "Resolves YES if the Oxford Word of the Year 2023, to be announced by Oxford University Press in early December 2023, is 'Swiftie'. Resolves NO if another word is chosen.",
        "2023-11-20",
        "2023-12-04",
        0,
        "awards",
        """
6|K|article-lead|Oxford Word of the Year|The Oxford Word of the Year is a word or expression chosen annually by Oxford Languages. The 2022 choice, "goblin mode", was the first to be picked by a public vote. The 2023 word is to be announced in December 2023.|Earlier facts and a future announcement.
1|L|list-entry|Oxford Word of the Year – List|2021: vax / 2022: goblin mode / 2023: rizz (announced 4 December 2023)|A list giving the 2023 word announced on 4 December 2023.
3|K|talk-page|Talk:Swiftie – Word of the Year?|Some fan sites say "Swiftie" is a front-runner for Oxford's word this year. That's speculation. If it makes the shortlist we can say so; if it wins, the announcement is expected in the first week of December 2023.|Speculation about a future announcement.
2|L|article-lead|Rizz|Rizz is a slang term for romantic charm, derived from "charisma". Oxford University Press named it the Oxford Word of the Year for 2023 on December 4, 2023, ahead of shortlisted words including "Swiftie" and "situationship".|Reports the December 4, 2023 choice.
3|K|list-entry|Merriam-Webster and Collins words of the year|Collins 2023: AI (announced 1 November 2023) / Cambridge 2023: hallucinate (15 November 2023) / Merriam-Webster 2023: to be announced late November|A list with only earlier choices.
1|L|revision-summary|Swiftie: revision history (excerpt)|Added that the word was on the eight-word Oxford shortlist but lost to "rizz" in the December 2023 announcement.|Reports the December 2023 announcement as done.
""",
    ),
    Q(
        "n3-collins-woty-2024-brat",
        "Will Collins Dictionary choose 'brat' as its 2024 Word of the Year?",
        "Resolves YES if the Collins Word of the Year 2024, expected around the start of November 2024, is 'brat'. Resolves NO otherwise.",
        "2024-10-15",
        "2024-11-01",
        1,
        "awards",
        """
7|K|article-lead|Brat (album)|Brat is the sixth studio album by Charli XCX, released on 7 June 2024. Its lime-green cover and the phrase "brat summer" became a widespread meme during the summer of 2024, and Kamala Harris's campaign adopted the colour in July.|Earlier facts only.
1|L|article-lead|Brat (album)|Brat is the sixth studio album by Charli XCX. In November 2024 Collins Dictionary named "brat" its Word of the Year, and on 7 November 2024 the album received seven Grammy nominations.|Reports the November 2024 choice and the 7 November 2024 nominations.
4|K|talk-page|Talk:Brat (album) – Word of the Year|Collins usually names its word at the end of October or start of November, so there's a chance. Until then, "brat" is on nobody's official list; please don't pre-empt it.|A note about a future announcement.
2|L|list-entry|Collins Word of the Year|2022: permacrisis / 2023: AI / 2024: brat (announced 1 November 2024)|A list giving the 2024 word announced on 1 November 2024.
12|K|list-entry|Collins Word of the Year|2020: lockdown / 2021: NFT / 2022: permacrisis / 2023: AI|A list with only earlier choices.
3|K|itn-candidate|In the news – upcoming|Possible items for early November: Collins Word of the Year (due around November 1, 2024); US presidential election (November 5, 2024); Booker Prize (November 12, 2024).|A calendar of future items.
""",
    ),
    Q(
        "n3-notre-dame-reopening-2024",
        "Will Notre-Dame de Paris hold its official reopening ceremony by December 8, 2024?",
        "Resolves YES if the cathedral of Notre-Dame de Paris, damaged by fire in April 2019, holds its official reopening ceremony on or before December 8, 2024.",
        "2024-11-20",
        "2024-12-08",
        1,
        "culture",
        """
6|K|article-lead|Notre-Dame de Paris|Notre-Dame de Paris is a medieval Catholic cathedral on the Île de la Cité in Paris. After the fire of 15 April 2019, restoration work is to be completed in time for a reopening on 7 December 2024, with the first Mass planned for 8 December 2024.|Past facts and a scheduled reopening.
1|L|article-lead|Notre-Dame de Paris|Notre-Dame de Paris is a medieval Catholic cathedral. It reopened on 7 December 2024, five years after the fire, in a ceremony attended by Emmanuel Macron and about 50 heads of state and government, including Donald Trump.|Reports the 7 December 2024 reopening as done.
3|K|talk-page|Talk:Notre-Dame de Paris – Reopening section|I've drafted a "Reopening" section in my sandbox for 7–8 December. Let's not move it into the article until it happens; the plans for the forecourt ceremony are still changing because of the weather forecast.|A draft for a future event.
2|L|timeline|Notre-Dame de Paris fire – Timeline of restoration|15 April 2019: fire. 16 April 2019: Macron pledges to rebuild within five years. 8 December 2023: the spire's top is restored. 7 December 2024: the cathedral reopens. 8 December 2024: first Mass, with the consecration of the new altar.|Timeline entries for 7 and 8 December 2024, after the cutoff.
3|K|timeline|Notre-Dame de Paris fire – Timeline of restoration|February 2024: the new spire is unveiled without scaffolding. 15 November 2024: the cathedral's bells ring again for the first time since the fire.|A timeline with only earlier dates.
1|L|itn-blurb|In the news|Notre-Dame de Paris (pictured) reopens five years after it was badly damaged by fire. (Posted 7 December 2024)|An item posted on 7 December 2024.
""",
    ),
    Q(
        "n3-ayodhya-consecration-2024",
        "Will the consecration (pran pratishtha) of the Ram Mandir in Ayodhya take place by January 22, 2024?",
        "Resolves YES if the pran pratishtha consecration ceremony of the idol at the Ram Mandir in Ayodhya, India, takes place on or before January 22, 2024.",
        "2024-01-10",
        "2024-01-22",
        1,
        "culture",
        """
8|K|article-lead|Ram Mandir, Ayodhya|The Ram Mandir is a Hindu temple under construction in Ayodhya, Uttar Pradesh. Its trust has announced that the pran pratishtha ceremony will be held on 22 January 2024 with Prime Minister Narendra Modi in attendance, and the temple will open to the public the next day.|A scheduled ceremony after the cutoff.
1|L|article-lead|Ram Mandir, Ayodhya|The Ram Mandir is a Hindu temple in Ayodhya. Its pran pratishtha was performed on 22 January 2024 by Prime Minister Narendra Modi, and the temple opened to devotees on 23 January 2024.|Reports the 22 and 23 January 2024 events as done.
4|K|talk-page|Talk:Ram Mandir – Infobox "completed" field|The temple's first floor is finished but the complex won't be complete for a while. Let's put "consecration planned: 22 January 2024" in the body rather than an opening date in the infobox.|A note about a planned ceremony.
2|L|current-events|Portal:Current events/2024 January 22|January 22, 2024 (Monday). Indian Prime Minister Narendra Modi leads the consecration of the Ram Mandir in Ayodhya, built on the site of the Babri Masjid demolished in 1992.|A current-events entry for January 22, 2024.
20|K|timeline|Ayodhya dispute – Timeline|6 December 1992: the Babri Masjid is demolished. 9 November 2019: the Supreme Court rules the site should go to a trust to build a temple. 5 August 2020: Modi lays the foundation stone.|A timeline with only earlier dates.
3|L|infobox|Ram Mandir (infobox)|Deity: Ram Lalla / Architect: Chandrakant Sompura / Inaugurated: 22 January 2024 / Construction cost: about ₹1,800 crore|The infobox gives an inauguration on 22 January 2024, after the cutoff.
""",
    ),
    Q(
        "n3-stranger-things-finale-2025",
        "Will Netflix release the final episode of Stranger Things by December 31, 2025?",
        "Resolves YES if the last episode of the fifth and final season of Stranger Things becomes available on Netflix on or before December 31, 2025 (any time zone).",
        "2025-11-25",
        "2025-12-31",
        1,
        "culture",
        """
10|K|article-lead|Stranger Things season 5|The fifth and final season of Stranger Things will be released in three parts: four episodes on November 26, 2025, three on December 25, 2025, and the finale on December 31, 2025. The finale will also be shown in several hundred cinemas in the United States and Canada.|A release schedule after the cutoff.
1|L|article-lead|Stranger Things season 5|The fifth and final season of Stranger Things was released in three parts, the first on November 26, 2025 and the last, the finale "The Rightside Up", on December 31, 2025, which was also screened in cinemas.|Reports the November 26 and December 31, 2025 releases.
4|K|talk-page|Talk:Stranger Things season 5 – Episode titles|The titles of the volume 2 episodes are known but the finale's runtime is only from rumours. We can list "Chapter Eight" with the December 31, 2025 date as scheduled, nothing more.|A note about a scheduled release.
2|L|list-entry|List of Stranger Things episodes – Season 5|1. "The Crawl" (26 November 2025) ... 5. "Shock Jock" (25 December 2025) ... 8. "The Rightside Up" (31 December 2025)|An episode list with release dates after the cutoff, given as aired.
18|K|article-lead|Stranger Things|Stranger Things is an American science fiction horror drama series created by the Duffer Brothers for Netflix. The first season premiered in July 2016 and the fourth in two volumes in May and July 2022.|A lead with only earlier dates.
3|K|timeline|Netflix – Upcoming releases|November 26, 2025: Stranger Things 5, Volume 1. December 25, 2025: Volume 2, with an NFL Christmas doubleheader on the same day. December 31, 2025: series finale.|A calendar of future releases.
""",
    ),
    Q(
        "n3-spotify-wrapped-2023-bad-bunny",
        "Will Bad Bunny be named Spotify's most-streamed artist globally in its 2023 Wrapped?",
        "Resolves YES if Spotify's 2023 Wrapped announcement, expected in late November or early December 2023, names Bad Bunny as the most-streamed artist globally for 2023. Resolves NO if another artist is named.",
        "2023-11-10",
        "2023-11-29",
        0,
        "culture",
        """
9|K|list-entry|Spotify Wrapped – Top global artists|2020: Bad Bunny / 2021: Bad Bunny / 2022: Bad Bunny / 2023: to be announced|A list with only earlier years.
1|L|list-entry|Spotify Wrapped – Top global artists|2021: Bad Bunny / 2022: Bad Bunny / 2023: Taylor Swift (Wrapped released November 29, 2023)|A list giving the 2023 artist from the November 29, 2023 release.
4|K|talk-page|Talk:Spotify Wrapped – 2023 date|Wrapped usually drops on the last Wednesday of November or the first of December, so about November 29, 2023. Please wait for the release before adding the 2023 top artist; chart-watchers' guesses are not sources.|An expected date and a request to wait.
2|L|article-lead|Spotify Wrapped|Spotify Wrapped is an annual marketing campaign by Spotify. The 2023 edition, released on 29 November 2023, named Taylor Swift the platform's most-streamed artist with more than 26 billion streams, ending Bad Bunny's three-year run.|Reports the 29 November 2023 release.
14|K|article-lead|Bad Bunny|Benito Antonio Martínez Ocasio, known as Bad Bunny, is a Puerto Rican rapper and singer. He was Spotify's most-streamed artist worldwide in 2020, 2021 and 2022, and released his fifth album, Nadie Sabe Lo Que Va a Pasar Mañana, in October 2023.|Earlier facts only.
1|L|recent-events-section|Taylor Swift – 2023|The Eras Tour film opened on 13 October 2023. On 29 November 2023 Spotify named her its top global artist, and on 6 December 2023 Time named her Person of the Year.|Reports the 29 November and 6 December 2023 events.
""",
    ),
    Q(
        "n3-lebron-scoring-record-2023",
        "Will LeBron James pass Kareem Abdul-Jabbar's NBA career regular-season scoring record of 38,387 points by February 15, 2023?",
        "Resolves YES if LeBron James's career regular-season points total exceeds 38,387 in a game played on or before February 15, 2023.",
        "2023-01-25",
        "2023-02-15",
        1,
        "sports",
        """
4|K|article-lead|LeBron James|LeBron Raymone James Sr. (born December 30, 1984) is an American basketball player for the Los Angeles Lakers. He is second on the NBA's all-time regular-season scoring list and, at his current pace, is projected to pass Kareem Abdul-Jabbar in early February 2023.|A projection about a future record.
1|L|article-lead|LeBron James|LeBron James is an American basketball player for the Los Angeles Lakers. On February 7, 2023, against the Oklahoma City Thunder, he passed Kareem Abdul-Jabbar to become the NBA's all-time leading scorer, with a fadeaway jumper late in the third quarter.|Reports the February 7, 2023 record as done.
8|K|list-entry|List of National Basketball Association career scoring leaders|1. Kareem Abdul-Jabbar – 38,387 / 2. LeBron James – 37,6xx (active; updated after each game) / 3. Karl Malone – 36,928 / 4. Kobe Bryant – 33,643|A list with the record still held by Abdul-Jabbar.
2|L|list-entry|List of National Basketball Association career scoring leaders|1. LeBron James – 38,390 (as of 8 February 2023; active) / 2. Kareem Abdul-Jabbar – 38,387 / 3. Karl Malone – 36,928|A list ranking James first as of 8 February 2023, after the cutoff.
3|K|talk-page|Talk:LeBron James – Record watch|He needs about 180 more points. The Lakers host the Pelicans on February 4 and the Thunder on February 7, 2023. Please wait until the game is final before editing the lead.|A schedule of future games.
1|L|itn-blurb|In the news|LeBron James (pictured) becomes the all-time leading scorer in the National Basketball Association, passing Kareem Abdul-Jabbar's record set in 1984. (Posted 8 February 2023)|An item posted on 8 February 2023.
""",
    ),
    Q(
        "n3-kane-leaves-tottenham-2023",
        "Will Harry Kane complete a transfer from Tottenham Hotspur to another club by September 1, 2023?",
        "Resolves YES if Harry Kane's permanent transfer from Tottenham Hotspur to any other club is completed and announced on or before September 1, 2023, the close of the summer window in England and Germany.",
        "2023-08-01",
        "2023-09-01",
        1,
        "sports",
        """
6|K|article-lead|Harry Kane|Harry Edward Kane (born 28 July 1993) is an English professional footballer who plays as a striker for Premier League club Tottenham Hotspur and captains the England national team. He is Tottenham's all-time top scorer, and his contract runs until June 2024.|Earlier facts and a contract end date.
1|L|article-lead|Harry Kane|Harry Kane is an English footballer who plays as a striker for Bundesliga club Bayern Munich. He joined Bayern from Tottenham Hotspur on 12 August 2023 for a fee reported to be over €100 million, a record for a German club.|Reports the 12 August 2023 transfer as done.
3|K|talk-page|Talk:Harry Kane – Bayern bid|Tottenham have reportedly rejected a second bid. Daniel Levy is said to want a decision before the Premier League opener at Brentford on 13 August 2023. No transfer until it's official, please.|Reported bids and a future fixture.
2|L|infobox|Harry Kane (infobox)|Current team: Bayern Munich / Number: 9 / Youth career: Arsenal, Watford, Tottenham Hotspur / Senior career: 2009–2023 Tottenham Hotspur; 2023– Bayern Munich (joined 12 August 2023)|The infobox gives a move on 12 August 2023, after the cutoff.
12|K|list-entry|List of Premier League top scorers|1. Alan Shearer – 260 / 2. Harry Kane – 213 (active) / 3. Wayne Rooney – 208|A list with no later event.
2|L|recent-events-section|FC Bayern Munich – 2023–24 season|Kane made his debut as a substitute in the 0–3 Supercup defeat to RB Leipzig on 12 August 2023, and scored on his Bundesliga debut at Werder Bremen on 18 August 2023.|Reports the 12 and 18 August 2023 matches.
""",
    ),
    Q(
        "n3-bellingham-real-madrid-2023",
        "Will Real Madrid announce an agreement to sign Jude Bellingham by June 30, 2023?",
        "Resolves YES if Real Madrid officially announces an agreement with Borussia Dortmund to sign Jude Bellingham on or before June 30, 2023.",
        "2023-06-01",
        "2023-06-30",
        1,
        "sports",
        """
4|K|article-lead|Jude Bellingham|Jude Victor William Bellingham (born 29 June 2003) is an English footballer who plays as a midfielder for Borussia Dortmund. On 27 May 2023 Dortmund lost the Bundesliga title on goal difference after a 2–2 draw with Mainz; he missed the match through injury.|Earlier facts only.
1|L|article-lead|Jude Bellingham|Jude Bellingham is an English footballer who plays for Real Madrid. The club announced an agreement with Borussia Dortmund to sign him on 7 June 2023 for an initial €103 million, and presented him at the Santiago Bernabéu on 15 June 2023.|Reports the 7 and 15 June 2023 events as done.
6|K|talk-page|Talk:Jude Bellingham – Transfer|Dortmund confirmed Real Madrid are in talks and said they expect an initial fee of €103m. That is not a done deal. Summer window opens 1 July 2023 in Spain; a signing announced before then would still count as June news.|Talks and a future window date.
2|L|timeline|Jude Bellingham – Career|2019: first-team debut for Birmingham City. 20 July 2020: joins Borussia Dortmund. 7 June 2023: agrees a move to Real Madrid. 15 June 2023: presented, given the number 5 shirt.|Timeline entries dated after the cutoff.
11|K|list-entry|List of most expensive association football transfers|1. Neymar – €222m (2017) / 2. Kylian Mbappé – €180m (2018) / 3. Philippe Coutinho – €135m (2018) / 4. João Félix – €127m (2019)|A list with only earlier transfers.
""",
    ),
    Q(
        "n3-murray-paris-medal-2024",
        "Will Andy Murray win a medal in tennis at the Paris 2024 Olympics?",
        "Resolves YES if Andy Murray wins a gold, silver or bronze medal in any tennis event at the Paris 2024 Olympic Games, which end on August 4, 2024. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-04",
        0,
        "sports",
        """
3|K|article-lead|Andy Murray|Sir Andrew Barron Murray (born 15 May 1987) is a British tennis player and two-time Olympic singles champion. He withdrew from Wimbledon singles in July 2024 after back surgery and is entered in the singles and, with Dan Evans, the doubles at the Paris Olympics, where tennis begins on 27 July 2024.|Earlier facts and a future event.
1|L|article-lead|Andy Murray|Andy Murray is a retired British tennis player. On 23 July 2024 he said Paris would be his last tournament; he and Dan Evans lost the Olympic doubles quarter-final to Taylor Fritz and Tommy Paul on 1 August 2024, ending his career.|Reports the 23 July and 1 August 2024 events.
6|K|talk-page|Talk:Andy Murray – Retirement|He has said he'll "probably" stop this summer. Until he actually announces it, the lead should not say "retired". Olympic tennis runs from 27 July to 4 August 2024.|A note about a possible retirement and a schedule.
2|L|recent-events-section|Tennis at the 2024 Summer Olympics – Men's doubles|Murray and Evans saved five match points to win their first-round match on 28 July 2024, beat Belgium's Sander Gillé and Joran Vliegen on 30 July 2024, then lost in straight sets to the Americans.|Reports matches on 28 and 30 July 2024.
9|K|list-entry|Great Britain at the 2024 Summer Olympics – Tennis entries|Men's singles: Andy Murray, Jack Draper (withdrawn), Cameron Norrie / Men's doubles: Murray and Evans; Neal Skupski and Joe Salisbury / Women's singles: Katie Boulter, Harriet Dart / Competition: Roland Garros, 27 July – 4 August 2024|An entry list with no later event.
1|L|infobox|Andy Murray (infobox)|Country: United Kingdom / Turned pro: 2005 / Retired: 1 August 2024 / Olympic medals: 2 gold (2012, 2016), 1 silver (2012 mixed)|The infobox gives a retirement on 1 August 2024, after the cutoff.
""",
    ),
    Q(
        "n3-cavendish-stage-2024",
        "Will Mark Cavendish win a stage of the 2024 Tour de France?",
        "Resolves YES if Mark Cavendish wins at least one stage of the 2024 Tour de France, run from June 29 to July 21, 2024. Resolves NO otherwise.",
        "2024-06-25",
        "2024-07-21",
        1,
        "sports",
        """
5|K|article-lead|Mark Cavendish|Sir Mark Cavendish (born 21 May 1985) is a British road racing cyclist who rides for Astana Qazaqstan. He shares the record of 34 Tour de France stage wins with Eddy Merckx and postponed his retirement to try for a 35th in the 2024 Tour, which starts in Florence on 29 June 2024.|A shared record and a future race.
1|L|article-lead|Mark Cavendish|Mark Cavendish is a British former road racing cyclist. He holds the record for Tour de France stage wins, 35, after winning stage 5 of the 2024 Tour at Saint-Vulbas on 3 July 2024.|Reports the 3 July 2024 stage win as done.
3|K|list-entry|2024 Tour de France – Stages|Stage 1: 29 June, Florence–Rimini / Stage 3: 1 July, Piacenza–Turin / Stage 5: 3 July, Saint-Jean-de-Maurienne–Saint-Vulbas (flat) / Stage 21: 21 July, Monaco–Nice (individual time trial)|A schedule of future stages.
2|L|list-entry|List of Tour de France stage winners (most wins)|1. Mark Cavendish – 35 (last: 3 July 2024) / 2. Eddy Merckx – 34 / 3. Bernard Hinault – 28|A list with a win on 3 July 2024 after the cutoff.
14|K|talk-page|Talk:Mark Cavendish – 2023 crash|He broke his collarbone on stage 8 of the 2023 Tour and abandoned. The team has since said he'll ride one more season; anything about the 2024 Tour, which starts on 29 June 2024, should wait until it happens.|Earlier facts and a general plan.
1|L|itn-blurb|In the news|In cycling, Mark Cavendish (pictured) wins a record 35th Tour de France stage. (Posted 3 July 2024)|An item posted on 3 July 2024.
""",
    ),
    Q(
        "n3-ovechkin-895-2025",
        "Will Alex Ovechkin score his 895th NHL goal, breaking Wayne Gretzky's record, by April 17, 2025?",
        "Resolves YES if Alex Ovechkin scores his 895th regular-season NHL goal in a game played on or before April 17, 2025, the last day of the 2024-25 regular season.",
        "2025-03-25",
        "2025-04-17",
        1,
        "sports",
        """
5|K|article-lead|Alex Ovechkin|Alexander Ovechkin (born 17 September 1985) is a Russian ice hockey winger and captain of the Washington Capitals. He is second on the NHL's all-time goals list, a handful behind Wayne Gretzky's 894, with the NHL regular season ending on 17 April 2025.|A record not yet broken and a future end of season.
1|L|article-lead|Alex Ovechkin|Alex Ovechkin is a Russian ice hockey winger for the Washington Capitals. On 6 April 2025, against the New York Islanders, he scored his 895th goal to pass Wayne Gretzky as the NHL's all-time leading goal scorer.|Reports the 6 April 2025 record as done.
2|K|list-entry|List of NHL players with 500 or more goals|1. Wayne Gretzky – 894 / 2. Alex Ovechkin – 8xx (active) / 3. Gordie Howe – 801 / 4. Jaromír Jágr – 766|A list with the record still held by Gretzky.
1|L|list-entry|List of NHL players with 500 or more goals|1. Alex Ovechkin – 897 (as of 18 April 2025, end of the 2024–25 regular season) / 2. Wayne Gretzky – 894 / 3. Gordie Howe – 801|A list ranking Ovechkin first at the end of the 2024-25 season, after the cutoff.
8|K|talk-page|Talk:Alex Ovechkin – Record chase|Remaining road games include Chicago on April 4 and the Islanders on April 6, 2025. Gretzky has said he will be there for the record game. Please keep the count in the infobox at the last completed game.|A schedule and a future intention.
2|L|current-events|Portal:Current events/2025 April 6 (Sports)|April 6, 2025 (Sunday). Ice hockey: Alex Ovechkin of the Washington Capitals scores his 895th NHL goal, breaking Wayne Gretzky's career record.|A current-events entry for April 6, 2025.
""",
    ),
    Q(
        "n3-inter-miami-leagues-cup-2023",
        "Will Inter Miami CF win the 2023 Leagues Cup?",
        "Resolves YES if Inter Miami CF wins the 2023 Leagues Cup final, scheduled for August 19, 2023. Resolves NO otherwise.",
        "2023-08-01",
        "2023-08-19",
        1,
        "sports",
        """
1|K|article-lead|2023 Leagues Cup|The 2023 Leagues Cup is the first edition to include every club from Major League Soccer and Liga MX. The group stage ended on 31 July 2023; the round of 32 starts on 2 August 2023 and the final is scheduled for 19 August 2023.|A schedule of future rounds.
1|L|article-lead|2023 Leagues Cup|The 2023 Leagues Cup was won by Inter Miami CF, who drew 1–1 with Nashville SC in the final on 19 August 2023 and won the shoot-out 10–9, the club's first trophy.|Reports the 19 August 2023 final.
10|K|recent-events-section|Inter Miami CF – 2023 season|Lionel Messi signed on 15 July 2023 and scored a stoppage-time free kick on his debut against Cruz Azul on 21 July 2023. The club is bottom of the Eastern Conference.|Earlier facts only.
2|L|list-entry|Leagues Cup – Finals|2019: Cruz Azul 2–1 Tigres UANL / 2021: León 3–2 Seattle Sounders / 2023: Nashville SC 1–1 Inter Miami CF (9–10 pens), 19 August 2023, Geodis Park|A finals list with a result dated 19 August 2023.
5|K|talk-page|Talk:2023 Leagues Cup – Bracket|Whoever wins the group of Miami plays the round of 32 on August 2, 2023. Please don't fill in later rounds of the bracket from predictions.|A future match date and a note.
1|L|timeline|Lionel Messi – Inter Miami timeline|21 July 2023: debut. 15 August 2023: scores in a 4–1 semi-final win over Philadelphia Union. 19 August 2023: wins the Leagues Cup, his first trophy in the United States.|Timeline entries dated after the cutoff.
""",
    ),
    Q(
        "n3-ancelotti-brazil-2025",
        "Will the Brazilian Football Confederation name Carlo Ancelotti as head coach of Brazil by May 31, 2025?",
        "Resolves YES if the CBF officially announces Carlo Ancelotti as head coach of the Brazil national team on or before May 31, 2025, whatever his start date.",
        "2025-05-05",
        "2025-05-31",
        1,
        "sports",
        """
6|K|article-lead|Brazil national football team|The Brazil national football team is managed by the CBF. Head coach Dorival Júnior was dismissed on 28 March 2025 after a 4–1 defeat to Argentina in World Cup qualifying, and Brazil next play Ecuador on 5 June 2025.|Earlier facts and a future fixture.
1|L|article-lead|Carlo Ancelotti|Carlo Ancelotti is an Italian football manager and former player. On 12 May 2025 the CBF named him head coach of Brazil, effective at the end of Real Madrid's season on 26 May 2025; he is the first foreigner to lead the team full-time in a century.|Reports the 12 May 2025 appointment as done.
3|K|talk-page|Talk:Carlo Ancelotti – Brazil?|Reports from Brazil say talks have stalled again over the release clause. He's still Madrid manager, with the Copa del Rey final already played; La Liga ends on May 25, 2025. Nothing goes in the lead until the CBF confirms.|Reported talks and a future end of season.
2|L|list-entry|List of Brazil national football team managers|... 2023–2024: Fernando Diniz (interim) / 2024–2025: Dorival Júnior / 2025–: Carlo Ancelotti (appointed 12 May 2025)|A list with an appointment dated 12 May 2025.
13|K|timeline|2026 FIFA World Cup qualification (CONMEBOL) – Brazil|20 March 2025: Brazil 2–1 Colombia. 25 March 2025: Argentina 4–1 Brazil. 28 March 2025: Dorival Júnior dismissed.|A timeline with only earlier dates.
1|L|recent-events-section|Brazil national football team – 2025|Ancelotti's first match in charge was a 0–0 draw against Ecuador in Guayaquil on 5 June 2025, followed by a 1–0 win over Paraguay on 10 June 2025 that secured qualification.|Reports matches on 5 and 10 June 2025.
""",
    ),
    Q(
        "n3-schoof-cabinet-sworn-2024",
        "Will a Dutch cabinet led by Dick Schoof be sworn in by July 15, 2024?",
        "Resolves YES if the cabinet formed by PVV, VVD, NSC and BBB with Dick Schoof as prime minister is sworn in by the King of the Netherlands on or before July 15, 2024.",
        "2024-06-20",
        "2024-07-15",
        1,
        "geopolitics",
        """
7|K|article-lead|Dick Schoof|Hendrikus Wilhelmus Maria "Dick" Schoof (born 8 March 1957) is a Dutch civil servant. On 28 May 2024 he was put forward as prime minister by the four coalition parties; the swearing-in of the new cabinet is expected on 2 July 2024.|A nomination and an expected swearing-in.
1|L|article-lead|Dick Schoof|Dick Schoof is a Dutch politician and former civil servant who has been Prime Minister of the Netherlands since 2 July 2024, when his cabinet was sworn in by King Willem-Alexander at Huis ten Bosch.|Reports the 2 July 2024 swearing-in as done.
4|K|talk-page|Talk:Schoof cabinet – Article title|The ministers are still being interviewed by the formateur. The cabinet won't exist until it's sworn in, which is pencilled in for 2 July 2024, so the page should stay titled "proposed" until then.|A future swearing-in and a note about the title.
2|L|infobox|Schoof cabinet (infobox)|Date formed: 2 July 2024 / Head of government: Dick Schoof / Member parties: PVV, VVD, NSC, BBB / Status in legislature: majority (88 of 150)|The infobox gives a formation on 2 July 2024.
20|K|timeline|2023–2024 Dutch cabinet formation|22 November 2023: general election, PVV largest party. 13 February 2024: NSC leaves the talks. 16 May 2024: coalition agreement "Hope, courage and pride" presented.|A timeline with only earlier dates.
1|L|list-entry|List of prime ministers of the Netherlands|... Mark Rutte (VVD): 14 October 2010 – 2 July 2024 / Dick Schoof (independent): 2 July 2024 – present|A list with a term starting on 2 July 2024.
""",
    ),
    Q(
        "n3-frederik-x-accession-2024",
        "Will Frederik become King of Denmark by January 31, 2024?",
        "Resolves YES if Crown Prince Frederik accedes to the Danish throne, following the abdication of Queen Margrethe II, on or before January 31, 2024.",
        "2024-01-08",
        "2024-01-31",
        1,
        "geopolitics",
        """
6|K|article-lead|Margrethe II|Margrethe II (born 16 April 1940) is Queen of Denmark. In her New Year's Eve address on 31 December 2023 she announced that she would abdicate on 14 January 2024, the 52nd anniversary of her accession, in favour of her son Crown Prince Frederik.|A past announcement of a future abdication.
1|L|article-lead|Frederik X|Frederik X (born 26 May 1968) is King of Denmark. He acceded to the throne on 14 January 2024 upon the abdication of his mother, Margrethe II, and was proclaimed from the balcony of Christiansborg Palace by Prime Minister Mette Frederiksen.|Reports the 14 January 2024 accession as done.
3|K|talk-page|Talk:Frederik, Crown Prince of Denmark – Move to Frederik X?|Oppose for now. He becomes king on 14 January 2024 and the page can be moved that day, but not before. Regnal name "Frederik X" has been confirmed by the court.|A future accession and a move request held back.
2|L|list-entry|List of Danish monarchs|... Frederik IX (1947–1972) / Margrethe II (14 January 1972 – 14 January 2024) / Frederik X (14 January 2024 – present)|A list with a reign beginning on 14 January 2024.
1|L|itn-blurb|In the news|Queen Margrethe II abdicates and Frederik X (pictured) becomes King of Denmark. (Posted 14 January 2024)|An item posted on 14 January 2024.
""",
    ),
    Q(
        "n3-stormont-first-minister-2024",
        "Will the Northern Ireland Assembly elect a First Minister by February 29, 2024?",
        "Resolves YES if the Northern Ireland Assembly sits and a First Minister and deputy First Minister take office on or before February 29, 2024.",
        "2024-01-22",
        "2024-02-29",
        1,
        "geopolitics",
        """
5|K|article-lead|Northern Ireland Executive|The Northern Ireland Executive has not functioned since February 2022, when the DUP withdrew over the Northern Ireland Protocol. Under the latest extension, the Secretary of State must call a fresh Assembly election if no executive is formed by 8 February 2024.|A past collapse and a future legal deadline.
1|L|article-lead|Michelle O'Neill|Michelle O'Neill is an Irish Sinn Féin politician who has been First Minister of Northern Ireland since 3 February 2024, the first nationalist to hold the office, with the DUP's Emma Little-Pengelly as deputy First Minister.|Reports the 3 February 2024 appointment as done.
3|K|talk-page|Talk:Michelle O'Neill – "First Minister designate"|Let's not call her "First Minister designate" in the lead. She is entitled to the post as leader of the largest party, but that only matters if the DUP returns, which hasn't happened yet. If there is no executive by 8 February 2024, an election has to be called.|A conditional about a future return.
2|L|timeline|2022–2024 Northern Ireland political crisis|30 January 2024: the DUP's executive backs a deal with the UK government. 31 January 2024: the command paper "Safeguarding the Union" is published. 3 February 2024: the Assembly returns and Edwin Poots is elected Speaker.|Timeline entries dated after the cutoff.
2|K|timeline|2022–2024 Northern Ireland political crisis|3 February 2022: Paul Givan resigns as First Minister. 5 May 2022: Assembly election, Sinn Féin largest party. 18 January 2024: public sector workers strike over pay.|A timeline with only earlier dates.
1|L|current-events|Portal:Current events/2024 February 3|February 3, 2024 (Saturday). The Northern Ireland Assembly sits for the first time in two years; Michelle O'Neill becomes First Minister.|A current-events entry for February 3, 2024.
""",
    ),
    Q(
        "n3-gething-first-minister-2024",
        "Will Vaughan Gething become First Minister of Wales by March 31, 2024?",
        "Resolves YES if Vaughan Gething is nominated by the Senedd and appointed First Minister of Wales on or before March 31, 2024.",
        "2024-03-05",
        "2024-03-31",
        1,
        "geopolitics",
        """
6|K|article-lead|2024 Welsh Labour leadership election|The 2024 Welsh Labour leadership election was triggered by Mark Drakeford's announcement in December 2023 that he would stand down. Vaughan Gething and Jeremy Miles are the candidates; the result will be announced on 16 March 2024, and the winner is expected to be nominated as First Minister by the Senedd later that week.|A scheduled result and an expected nomination.
1|L|article-lead|Vaughan Gething|Vaughan Gething is a Welsh Labour politician who served as First Minister of Wales from 20 March 2024 to 6 August 2024. He won the party leadership on 16 March 2024, becoming the first black leader of a European national government.|Reports the 16 and 20 March 2024 events, and a later term end.
3|K|talk-page|Talk:Vaughan Gething – Donations|The donation story is sourced, fine to keep in "Leadership campaign". But please don't add "First Minister" anywhere until the Senedd vote; ballots close 14 March 2024.|A note about future events.
2|L|list-entry|First Minister of Wales – List|Rhodri Morgan (2000–2009) / Carwyn Jones (2009–2018) / Mark Drakeford (2018–2024) / Vaughan Gething (20 March 2024 – 6 August 2024) / Eluned Morgan (6 August 2024 – present)|A list with terms beginning on 20 March 2024 and 6 August 2024.
17|K|recent-events-section|Welsh Government – 2024|The government's final budget for 2024–25 was published in February, with cuts across most departments. A 20 mph default speed limit, in force since September 2023, remains contested.|Earlier facts only.
1|L|revision-summary|Vaughan Gething: revision history (excerpt)|Infobox: office = First Minister of Wales, assumed 2024-03-20 after Senedd nomination by the Senedd.|An edit summary reporting an office assumed on 2024-03-20.
""",
    ),
    Q(
        "n3-pope-francis-discharge-2025",
        "Will Pope Francis be discharged from Rome's Gemelli hospital by March 31, 2025?",
        "Resolves YES if the Holy See Press Office reports that Pope Francis has been discharged from the Agostino Gemelli University Hospital, where he was admitted on February 14, 2025, on or before March 31, 2025.",
        "2025-03-10",
        "2025-03-31",
        1,
        "geopolitics",
        """
4|K|recent-events-section|Pope Francis – Health|On 14 February 2025 Francis was admitted to the Gemelli hospital with bronchitis, later diagnosed as bilateral pneumonia. He suffered respiratory crises on 22 February and 3 March 2025. The Vatican says his condition is stable but has given no date for his discharge.|Earlier facts, no discharge.
1|L|recent-events-section|Pope Francis – Health|Francis was discharged on 23 March 2025 after 38 days in hospital, appearing briefly at a window of the Gemelli to bless well-wishers, and was told to rest for two months.|Reports the 23 March 2025 discharge as done.
2|K|talk-page|Talk:Pope Francis – Hospitalisation section|This section is getting long. Suggest we trim the daily bulletins and wait for a discharge or other major change; the doctors say he'll need weeks. The Jubilee events on 16 March 2025 will be led by a cardinal.|A note about a future event and no discharge.
1|L|timeline|Timeline of Pope Francis's 2025 hospitalisation|14 February: admitted. 22 February: respiratory crisis. 23 March 2025: discharged, returns to Casa Santa Marta. 21 April 2025: dies of a stroke.|Timeline entries dated 23 March and 21 April 2025, after the cutoff.
8|K|list-entry|List of hospitalisations of popes (21st century)|John Paul II: February 2005 (Gemelli) / Francis: July 2021 (colon surgery), March–April 2023 (bronchitis), June 2023 (hernia), February 2025 – present (pneumonia)|A list with an ongoing stay and earlier dates.
""",
    ),
    Q(
        "n3-haiti-council-sworn-2024",
        "Will Haiti's transitional presidential council be sworn in by April 30, 2024?",
        "Resolves YES if the members of the transitional presidential council set up under the March 2024 CARICOM-brokered agreement are formally installed or sworn in on or before April 30, 2024.",
        "2024-04-08",
        "2024-04-30",
        1,
        "geopolitics",
        """
9|K|article-lead|Transitional Presidential Council (Haiti)|The Transitional Presidential Council is a planned nine-member body to exercise the powers of the presidency of Haiti. It was agreed at a CARICOM meeting in Jamaica on 11 March 2024, when Prime Minister Ariel Henry said he would resign once it was installed.|An earlier agreement and a planned installation.
1|L|article-lead|Transitional Presidential Council (Haiti)|The Transitional Presidential Council is a nine-member body exercising the powers of the presidency of Haiti. Its members were sworn in at the National Palace in Port-au-Prince on 25 April 2024, the day Ariel Henry's resignation took effect.|Reports the 25 April 2024 swearing-in as done.
4|K|talk-page|Talk:Ariel Henry – Still prime minister?|He said on 11 March he would resign "immediately after" the council is installed. No installation yet, so the infobox should still show him in office. A decree naming the members is expected before the end of April 2024.|An editor's note about a future condition.
2|L|recent-events-section|Haiti – 2024 crisis|Michel Patrick Boisvert served as acting prime minister from 25 April 2024. On 30 April 2024 the council chose Edgard Leblanc Fils as its president, and named Garry Conille prime minister in May 2024.|Reports the 25 and 30 April 2024 events and a May 2024 appointment.
13|K|timeline|2024 Haitian crisis – Timeline|29 February 2024: gangs attack the international airport and police stations. 3 March 2024: about 4,000 inmates escape from the National Penitentiary. 11 March 2024: Henry agrees to resign.|A timeline with only earlier dates.
1|L|current-events|Portal:Current events/2024 April 25|April 25, 2024 (Thursday). Haiti's Transitional Presidential Council is sworn in; Prime Minister Ariel Henry's resignation, signed in Los Angeles, is published.|A current-events entry for April 25, 2024.
""",
    ),
    Q(
        "n3-niger-french-withdrawal-2023",
        "Will the last French troops leave Niger by December 31, 2023?",
        "Resolves YES if France's armed forces complete their withdrawal from Niger, as confirmed by the French army staff or Niger's authorities, on or before December 31, 2023.",
        "2023-12-05",
        "2023-12-31",
        1,
        "geopolitics",
        """
10|K|recent-events-section|France–Niger relations – 2023|After the coup of 26 July 2023, Niger's junta demanded the departure of French forces. On 24 September 2023 President Emmanuel Macron said the roughly 1,500 troops would leave by 31 December 2023, and the first convoys left in October.|Earlier facts and a planned end of year.
1|L|recent-events-section|France–Niger relations – 2023|The last French soldiers left Niger on 22 December 2023, ending a decade-long counter-insurgency deployment in the country.|Reports the 22 December 2023 withdrawal as done.
4|K|talk-page|Talk:Operation Barkhane – Niger withdrawal|The army says the withdrawal is "on schedule" for 22 December 2023. Until the last flight leaves, let's keep "is withdrawing" in the present tense.|A schedule for a future event.
2|L|timeline|2023 Nigerien coup d'état – Timeline|26 July 2023: President Bazoum detained. 27 September 2023: French ambassador Sylvain Itté leaves. 22 December 2023: last French troops leave the country.|A timeline with an entry dated 22 December 2023.
16|K|timeline|2023 Nigerien coup d'état – Timeline|26 July 2023: coup. 10 August 2023: ECOWAS orders a standby force. 24 September 2023: Macron announces withdrawal. 10 October 2023: first French convoy leaves Ouallam.|A timeline with only earlier dates.
""",
    ),
    Q(
        "n3-tusk-sworn-in-2023",
        "Will Donald Tusk be sworn in as Prime Minister of Poland by December 31, 2023?",
        "Resolves YES if Donald Tusk is appointed and sworn in as Prime Minister of Poland on or before December 31, 2023.",
        "2023-11-28",
        "2023-12-31",
        1,
        "geopolitics",
        """
1|K|article-lead|Second cabinet of Mateusz Morawiecki|The second cabinet of Mateusz Morawiecki was sworn in on 27 November 2023, after the 15 October election left Law and Justice short of a majority. It must win a confidence vote in the Sejm within 14 days, which is expected to fail on 11 December 2023.|Earlier facts and an expected vote.
1|L|article-lead|Donald Tusk|Donald Tusk is a Polish politician who has been Prime Minister of Poland since 13 December 2023, after the Sejm elected him on 11 December 2023 by 248 votes to 201; he previously held the office from 2007 to 2014.|Reports the 11 and 13 December 2023 events.
5|K|talk-page|Talk:Donald Tusk – "Prime Minister-designate"|Duda has given the mission to Morawiecki first, so Tusk is only the opposition's candidate. If the confidence vote fails on 11 December 2023 the Sejm picks a PM, which would probably be him. Wait until then.|A conditional about a future vote.
2|L|infobox|Third cabinet of Donald Tusk (infobox)|Date formed: 13 December 2023 / Head of government: Donald Tusk / Member parties: KO, PSL, Polska 2050, Nowa Lewica / Status in legislature: majority|The infobox gives a formation on 13 December 2023.
11|K|list-entry|List of prime ministers of Poland (since 1989)|... Ewa Kopacz (2014–2015) / Beata Szydło (2015–2017) / Mateusz Morawiecki (2017–present)|A list with no later event.
1|L|itn-blurb|In the news|Donald Tusk (pictured) is sworn in as Prime Minister of Poland after Mateusz Morawiecki's government loses a confidence vote. (Posted 13 December 2023)|An item posted on 13 December 2023.
""",
    ),
    Q(
        "n3-simon-harris-taoiseach-2024",
        "Will Simon Harris be elected Taoiseach by Dáil Éireann by April 30, 2024?",
        "Resolves YES if Dáil Éireann nominates Simon Harris as Taoiseach and he is appointed by the President of Ireland on or before April 30, 2024.",
        "2024-03-28",
        "2024-04-30",
        1,
        "geopolitics",
        """
3|K|article-lead|Simon Harris|Simon Harris (born 17 October 1986) is an Irish Fine Gael politician and Minister for Further and Higher Education. On 24 March 2024 he was confirmed unopposed as leader of Fine Gael after Leo Varadkar's resignation, and is expected to be elected Taoiseach when the Dáil returns from its Easter recess on 9 April 2024.|Earlier facts and an expected vote.
1|L|article-lead|Simon Harris|Simon Harris is an Irish Fine Gael politician who has been Taoiseach since 9 April 2024. At 37 he is the youngest person to hold the office; the Dáil elected him by 88 votes to 69.|Reports the 9 April 2024 election as done.
8|K|talk-page|Talk:Leo Varadkar – Resignation|He said on 20 March he is stepping down as Taoiseach "as soon as my successor is able to take up that office". So he remains Taoiseach until the Dáil votes; please don't change the infobox yet. The Dáil sits again on 9 April 2024.|A note about a future vote.
2|L|list-entry|List of Taoisigh|... Micheál Martin (2020–2022) / Leo Varadkar (2022 – 9 April 2024) / Simon Harris (9 April 2024 – present)|A list with a term starting on 9 April 2024.
4|K|timeline|Government of the 33rd Dáil – Timeline|27 June 2020: coalition formed. 17 December 2022: Varadkar succeeds Martin under the rotation deal. 8 March 2024: the family and care referendums are defeated. 20 March 2024: Varadkar announces his resignation.|A timeline with only earlier dates.
1|L|current-events|Portal:Current events/2024 April 9|April 9, 2024 (Tuesday). Simon Harris is elected Taoiseach by Dáil Éireann, succeeding Leo Varadkar.|A current-events entry for April 9, 2024.
""",
    ),
    Q(
        "n3-windsor-framework-2023",
        "Will the UK and the EU announce an agreement on the Northern Ireland Protocol by March 31, 2023?",
        "Resolves YES if the UK government and the European Commission jointly announce a political agreement revising the operation of the Northern Ireland Protocol on or before March 31, 2023.",
        "2023-02-20",
        "2023-03-31",
        1,
        "geopolitics",
        """
5|K|article-lead|Northern Ireland Protocol|The Northern Ireland Protocol is part of the Brexit withdrawal agreement. UK and EU negotiators are reported to be close to a deal on checks on goods, and Rishi Sunak is expected to meet Ursula von der Leyen by the end of February 2023.|Reported talks and an expected meeting.
1|L|article-lead|Windsor Framework|The Windsor Framework is a post-Brexit agreement between the UK and the EU, announced by Rishi Sunak and Ursula von der Leyen at Windsor on 27 February 2023. It was formally adopted by the UK–EU Joint Committee on 24 March 2023.|Reports the 27 February and 24 March 2023 events.
3|K|talk-page|Talk:Northern Ireland Protocol – New article for the deal?|Lots of briefings about a "Windsor" deal. Create an article when there's an official text. The DUP has said it will judge any agreement against its seven tests.|A note about a possible deal.
1|L|timeline|Northern Ireland Protocol – Timeline|27 February 2023: Windsor Framework announced. 22 March 2023: the Commons approves the Stormont brake regulations by 515 votes to 29. 24 March 2023: Joint Committee adopts the framework.|Timeline entries dated after the cutoff.
12|K|timeline|Northern Ireland Protocol – Timeline|1 January 2021: the protocol takes effect. 13 June 2022: the Northern Ireland Protocol Bill is introduced. 9 January 2023: agreement on data sharing for the EU's IT systems.|A timeline with only earlier dates.
2|L|itn-blurb|In the news|The United Kingdom and the European Union agree the Windsor Framework on trade arrangements for Northern Ireland. (Posted 27 February 2023)|An item posted on 27 February 2023.
""",
    ),
]
