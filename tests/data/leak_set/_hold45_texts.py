# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold45` part, read by `build_hold45.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part of prediction-market and forecasting-platform pages (market rules, comment threads,
resolution notices, market summaries, newsletters); see `build_hold45.py` and the README section.
Market prices, usernames and comments are invented.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS: list[dict] = []

# Batch 1: awards, pageants, US and Scottish politics.
QUESTIONS += [
    Q(
        "p4-pantone-2025-brown",
        "Will Pantone's Color of the Year 2025 be a brown shade?",
        "Resolves YES if the Pantone Color of the Year 2025, expected to be revealed in early December 2024, is a shade Pantone itself describes as brown (including mocha, chocolate, tan, taupe or cinnamon). Resolves NO if another colour is named, or if no colour is announced by December 31, 2024.",
        "2024-11-20",
        "2024-12-05",
        1,
        "culture",
        """
6|K|market-rules|Pantone Color of the Year 2025: will it be brown?|This market resolves Yes if the Pantone Color of the Year 2025 is a shade Pantone describes as brown or within the brown family (mocha, chocolate, tan, taupe, cinnamon and similar). The announcement is expected in the first week of December 2024; the resolution source is Pantone's own press release. If nothing is announced by December 31, 2024, this resolves No.|Market rules naming an expected announcement and a deadline, nothing reported.
3|L|resolution-notice|Resolved: Yes (Mocha Mousse)|Pantone named PANTONE 17-1230 Mocha Mousse as the Color of the Year 2025 on December 5, 2024, describing it as a warm, rich brown. Per the rules this market resolves Yes. Payouts have been processed.|Reports the December 5, 2024 announcement as done.
10|K|comment-thread|Comments (214)|@huebris: Peach Fuzz was revealed on Dec 7 last year and Viva Magenta the year before, so expect the first Thursday in December, Dec 5 this time. @cmyk_or_bust: brown has never been the pick. Trend agencies keep pushing "cocoa" for 2025 though, I'm at 35%.|Comments recalling past picks and guessing the reveal date.
2|L|newsletter|The Friday Spread: colours, cardinals and cold weather|Our favourite novelty market paid out this week: holders of brown at 31 cents collected a dollar after Pantone's Dec. 5, 2024 reveal of Mocha Mousse. The runner-up in the order book, a sage green, closed at 4 cents.|Reports the December 5, 2024 reveal and payout as done.
14|K|market-summary|Brown leads the Pantone board at 41%|Brown has climbed from 18% to 41% over the past month as interior-design forecasts for 2025 lean warm. Blue sits at 22% and green at 17%. Pantone normally announces in early December; volume is modest at about $60,000.|Prices and a usual announcement window, no result.
1|K|comment-thread|Re: what counts as brown?|Mod note: a colour Pantone calls "terracotta" or "rust" would be treated as brown only if Pantone's release uses the word brown. We will not rely on third-party descriptions. This was clarified on November 4 after several questions.|A rules clarification dated before the cutoff.
""",
    ),
    Q(
        "p4-grammys-2025-roan-bna",
        "Will Chappell Roan win Best New Artist at the 67th Grammy Awards?",
        "Resolves YES if Chappell Roan is announced as the winner of Best New Artist at the 67th Annual Grammy Awards, scheduled for February 2, 2025 in Los Angeles. Resolves NO if another nominee wins.",
        "2025-01-20",
        "2025-02-02",
        1,
        "awards",
        """
8|K|contract-terms|GRAMMY-BNA-25: Chappell Roan|The contract settles to $1 if Chappell Roan is named Best New Artist at the 67th Annual Grammy Awards, currently scheduled for February 2, 2025. If the ceremony does not take place by March 31, 2025, all contracts settle at the last traded price. Source: the Recording Academy.|Contract terms with a scheduled ceremony and fallback date.
4|K|comment-thread|Discussion: does the fire change anything?|The Academy said on January 13 that the show will go ahead on Feb 2 and will double as a fundraiser for wildfire relief. That shouldn't move BNA, ballots were already in. Roan at 71, Carpenter 14, Doechii 6 as I write.|A past statement that a future ceremony will go ahead, and prices.
2|L|market-summary|BNA: Roan the clear favourite (updated)|Roan has been the favourite since nominations were read on November 8. Update, February 2, 2025: Chappell Roan won Best New Artist and used her speech to ask labels to pay health insurance for developing artists. Market settled Yes.|An update appended to a summary reports the February 2, 2025 win.
12|K|forecaster-rationale|Why I'm only 65% on Roan|Sabrina Carpenter has six nominations including record and album of the year, which usually means strong voter support across the board. Roan's breakout came on the festival circuit in spring 2024 and "Good Luck, Babe!" was not eligible in every category. Still the likeliest winner.|Reasoning from pre-cutoff facts only.
1|L|newsletter|After the Grammys: who cashed in|Sunday, 2 February 2025 was a good night for favourites. Roan took Best New Artist, Doechii won rap album, and Beyoncé's Cowboy Carter finally won album of the year, the one upset our readers had priced at under 30%.|Reports the February 2, 2025 results as done.
6|K|question-page|Who will win Best New Artist at the 2025 Grammys?|Closes February 2, 2025 at 8:00 pm ET. Nominees: Benson Boone, Sabrina Carpenter, Doechii, Khruangbin, Raye, Chappell Roan, Shaboozey, Teddy Swims. The question resolves on the winner as announced during the telecast or its premiere ceremony.|A question page listing nominees and a closing time.
""",
    ),
    Q(
        "p4-oscars-2025-chalamet",
        "Will Timothée Chalamet win Best Actor at the 97th Academy Awards?",
        "Resolves YES if Timothée Chalamet wins the Academy Award for Best Actor in a Leading Role at the ceremony scheduled for March 2, 2025. Resolves NO if any other nominee wins.",
        "2025-02-15",
        "2025-03-02",
        0,
        "awards",
        """
10|K|market-rules|Oscars 2025: Best Actor - Timothée Chalamet|This market resolves Yes if Timothée Chalamet (A Complete Unknown) wins Best Actor at the 97th Academy Awards, scheduled for March 2, 2025 at the Dolby Theatre. It resolves No if anyone else is announced. Ties resolve Yes if Chalamet is among the winners.|Market rules naming a scheduled ceremony.
5|K|comment-thread|Brody still the one to beat?|@reeltalk: Brody has the Globe from Jan 5 and Critics Choice from Feb 7. SAG on the 23rd is the only precursor left where Chalamet could realistically win, and Oscar voting closes on the 18th, before it. I'm selling Chalamet at 24.|Past precursor results and future dates.
3|L|market-movers|Movers: Chalamet surges after SAG|Timothée Chalamet jumped from 23% to 45% after winning the Screen Actors Guild award for male actor in a leading role on Feb. 23, 2025. Adrien Brody slipped to 53%.|Reports the February 23, 2025 SAG result as done.
1|L|resolution-notice|Resolved No|Adrien Brody won Best Actor for The Brutalist at the Academy Awards on March 2, 2025, his second win in the category after 2003. This market resolves No; Chalamet holders receive nothing.|Reports the March 2, 2025 result as done.
7|K|newsletter|Oscar week ahead: BAFTA, then the final vote|Final Oscar voting runs from February 11 to 18, 2025. The BAFTAs on February 16 are the last big precursor before ballots close, and both Brody and Chalamet are nominated there. SAG comes on February 23, after voting ends.|A calendar of scheduled votes and ceremonies.
2|L|comment-thread|Re: BAFTA|@reeltalk: BAFTA went to Brody on 16 February 2025. Globe, Critics Choice and BAFTA, that's the sweep. Don't see how Chalamet gets there.|Reports the February 16, 2025 BAFTA result as done.
""",
    ),
    Q(
        "p4-nathans-2025-chestnut-75",
        "Will Joey Chestnut eat 75 or more hot dogs at the 2025 Nathan's Famous Hot Dog Eating Contest?",
        "Resolves YES if Joey Chestnut is officially credited with 75 or more hot dogs and buns in the men's contest at Coney Island on July 4, 2025. Resolves NO if he eats fewer or does not compete.",
        "2025-06-20",
        "2025-07-04",
        0,
        "sports",
        """
9|K|market-rules|Nathan's 2025: Chestnut 75+ HDB?|Resolves Yes if Major League Eating's official count for Joey Chestnut in the men's contest on July 4, 2025 is 75 or more hot dogs and buns (half dogs count as 0.5). If Chestnut does not compete, the market resolves No. Resolution uses the official tally announced on the stage at Coney Island.|Market rules with a scheduled contest date.
4|K|comment-thread|He's back, but is he in 76 shape?|@brinewater: He's returning after sitting out 2024 over the sponsorship fight. His record is 76 from 2021. 62 in the 2023 rain, 63 in 2022. The last time he cleared 75 was four years ago.|Past results only.
2|L|resolution-notice|Resolved No: 70.5|Joey Chestnut won his 17th Mustard Belt at Coney Island on July 4, 2025, with 70 1/2 hot dogs and buns, short of the 75 line. Market resolved No at 11:04 ET.|Reports the July 4, 2025 result as done.
6|K|newsletter|Long weekend markets: dogs, fireworks and the heat|The weigh-in is Thursday, July 3, and the women's contest goes first on Friday morning, with the men's around noon ET on ESPN. Our Chestnut 75+ market sits at 27%; the winner market has him at 88%.|A schedule and prices for a future contest.
1|L|comment-thread|Women's result?|@hotdogpolls: Miki Sudo won again, 33 on July 4, 2025. Men's was Chestnut, obviously, 70.5. Those of us who bought the under are eating well tonight.|Reports the July 4, 2025 results as done.
12|K|forecaster-rationale|Base rate for 75+|Chestnut has reached 74 or more only three times (74 in 2018, 75 in 2020 and 76 in 2021). The tank may be bigger after a year off, but temperatures near 90 are common on July 4. I'd put 75+ at about 25%.|A base rate from earlier contests and a forecast.
""",
    ),
    Q(
        "p4-spelling-bee-2024-spelloff",
        "Will the 2024 Scripps National Spelling Bee be decided by a spell-off?",
        "Resolves YES if the 2024 Scripps National Spelling Bee champion is determined by the spell-off tiebreaker during the finals, scheduled for May 30, 2024. Resolves NO if the champion wins in regular rounds.",
        "2024-05-20",
        "2024-05-30",
        1,
        "culture",
        """
8|K|market-rules|Scripps 2024: decided by spell-off?|Resolves Yes if the champion of the 2024 Scripps National Spelling Bee is decided by the 90-second spell-off tiebreaker. The finals are scheduled for Thursday, May 30, 2024 at National Harbor, Maryland. If the finals are postponed past June 15, 2024, this market resolves N/A.|Market rules with a scheduled final and a fallback.
3|K|comment-thread|How often has the spell-off been used?|Only once since it was introduced, in 2022, when Harini Logan beat Vikram Raju. In 2023 Dev Shah won outright on "psammophile". The judges can only trigger it when the finals run long, so I'd say 20% tops.|Earlier results and an estimate.
2|L|market-summary|Spell-off market resolved Yes|The bee went to a spell-off on the night of May 30, 2024: Bruhat Soma spelled 29 words correctly in 90 seconds to Faizan Zaki's 20 and took the title. The market closed at 99 before settlement.|Reports the May 30, 2024 spell-off as done.
5|K|newsletter|Bee week on the boards|Preliminaries start Tuesday, May 28, with quarterfinals and semifinals on Wednesday and the finals on Thursday night. We list three markets: champion's home state, spell-off (Yes 23%) and whether the winning word has fewer than 8 letters.|A schedule and prices for future rounds.
1|L|comment-thread|called it|@etymologist: told you the new format would drag. Soma, 12, from Florida, took it on "abseil" after the spell-off on 30 May 2024. Zaki was unlucky.|Reports the May 30, 2024 result as done.
""",
    ),
    Q(
        "p4-miss-universe-2024-latam",
        "Will a contestant from Latin America win Miss Universe 2024?",
        "Resolves YES if the woman crowned Miss Universe 2024 at the final scheduled for November 16, 2024 in Mexico City represents a Latin American country or territory (Mexico, Central America, South America or the Spanish- or Portuguese-speaking Caribbean). Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-16",
        0,
        "culture",
        """
9|K|market-rules|Miss Universe 2024: Latin American winner?|This market resolves Yes if the winner crowned at the 73rd Miss Universe final, scheduled for November 16, 2024 at Arena CDMX in Mexico City, represents a Latin American country or territory as listed in the description. Puerto Rico counts. Resolution source: the official Miss Universe broadcast.|Market rules with a scheduled final.
4|K|comment-thread|Home crowd factor|@sashandcrown: Nicaragua's Sheynnis Palacios won last year in San Salvador, and Latin America has taken a big share of crowns over the last decade. Mexico hosting helps Fernanda Beltrán. Still, 125-odd contestants, so 45% feels rich.|Earlier results and an opinion.
2|L|resolution-notice|Resolved No|Victoria Kjær Theilvig of Denmark was crowned Miss Universe 2024 on November 16, 2024, the country's first win. No Latin American contestant took the crown; the market resolves No.|Reports the November 16, 2024 result as done.
6|K|market-summary|Latin America at 44% as delegates arrive|Latin America trades at 44%, with Asia at 23% and Europe at 15%. The preliminary competition is set for November 14 and the final two days later. Volume has tripled since the field was confirmed.|Prices and scheduled rounds.
1|L|newsletter|Pageant round-up|Denmark's win in Mexico City on 16 November 2024 sent our Latin America market to zero, while Nigeria's Chidimma Adetshina, first runner-up, rewarded the few who bought her at 6 cents.|Reports the November 16, 2024 result as done.
""",
    ),
    Q(
        "p4-stefanik-un-2025",
        "Will the Senate confirm Elise Stefanik as US Ambassador to the United Nations by April 30, 2025?",
        "Resolves YES if the US Senate votes to confirm Elise Stefanik as Representative of the United States to the United Nations by 11:59 pm ET on April 30, 2025. Resolves NO otherwise, including if the nomination is withdrawn.",
        "2025-03-20",
        "2025-04-30",
        0,
        "politics",
        """
12|K|market-rules|Stefanik confirmed as UN ambassador by April 30?|Resolves Yes if the Senate confirms Elise Stefanik as US Ambassador to the UN by April 30, 2025, 11:59 pm ET, per the Senate's roll call record. A withdrawn nomination resolves No. A voice vote counts.|Market rules with a deadline.
5|K|comment-thread|Why is this taking so long?|@capitolbets: Her Foreign Relations hearing was back on Jan 21. Leadership is holding the floor vote because they don't want to open her House seat with a 218-215 majority. Once the two Florida specials on April 1 are done the cushion is bigger.|Past events and scheduled elections after the cutoff.
2|L|resolution-notice|Resolved No (nomination withdrawn)|The White House withdrew Elise Stefanik's nomination on March 27, 2025, saying her vote was needed in the House. The Senate never held a floor vote, so this market resolves No.|Reports the March 27, 2025 withdrawal as done.
8|K|forecaster-rationale|Still high, but it's a timing question|The Senate confirmed Rubio 99-0 on inauguration day and got Hegseth through on a tie-break. Stefanik has the votes, I think; the risk is only that the floor vote slips past April 30. 80%.|Earlier confirmations and a forecast.
1|L|market-movers|Biggest drop of the week|"Stefanik confirmed by April 30" fell from 78% to 2% on Mar. 27, 2025 after Trump posted that she would stay in Congress. Mike Waltz was later tipped for the job.|Reports the March 27, 2025 move as done.
""",
    ),
    Q(
        "p4-thune-leader-2024",
        "Will John Thune be elected Senate Republican leader in the November 13, 2024 leadership election?",
        "Resolves YES if John Thune is elected leader of the Senate Republican Conference at its leadership election scheduled for November 13, 2024. Resolves NO if John Cornyn, Rick Scott or anyone else is elected.",
        "2024-11-04",
        "2024-11-13",
        1,
        "politics",
        """
10|K|market-rules|Next Senate GOP leader|This market resolves to the senator elected leader of the Senate Republican Conference at the secret-ballot election the conference has scheduled for Wednesday, November 13, 2024. If the election is postponed, the market stays open until a leader is chosen or until January 3, 2025.|Market rules with a scheduled vote.
3|K|comment-thread|Three-way race|McConnell said back on Feb 28 that he would step aside in November. Thune and Cornyn have been whipping for months; Scott got in late. Secret ballot, so nobody's whip count is reliable. Thune 58, Cornyn 33, Scott 9.|Earlier facts and prices.
2|L|market-summary|Thune wins on second ballot|John Thune was elected Senate Republican leader on November 13, 2024, beating John Cornyn 29-24 on the second ballot after Rick Scott was eliminated in the first. The market settles Thune.|Reports the November 13, 2024 vote as done.
6|K|newsletter|The week ahead: Election Day, then the leadership races|Tuesday, Nov. 5 is Election Day, and Senate Republicans pick their leader the following Wednesday, Nov. 13. Whether that person is majority or minority leader depends on results that may take days to settle in Pennsylvania and Nevada.|A calendar of future votes.
1|L|comment-thread|Majority leader then|@capitolbets: The Senate flipped on election night, Nov. 5, 2024; looks like 53 seats. So whoever wins the 13th is majority leader. Thune still my pick.|Reports the November 5, 2024 election result as done.
""",
    ),
    Q(
        "p4-swinney-fm-2024",
        "Will John Swinney be elected First Minister of Scotland by May 15, 2024?",
        "Resolves YES if the Scottish Parliament nominates John Swinney as First Minister by May 15, 2024. Resolves NO otherwise.",
        "2024-05-01",
        "2024-05-15",
        1,
        "politics",
        """
1|K|market-rules|Next First Minister of Scotland: Swinney by May 15?|Resolves Yes if Holyrood nominates John Swinney as First Minister by 15 May 2024. SNP nominations for leader close at noon on Monday, May 6; if the contest goes to a members' ballot, the result may not come before the deadline, in which case this market resolves No.|Market rules with future deadlines and a conditional.
2|K|comment-thread|Yousaf quits|Humza Yousaf announced at Bute House on Monday, 29 April that he will resign once a successor is chosen. Swinney is "seriously considering" standing; Kate Forbes has not ruled it out. Swinney 64%.|Reports an earlier resignation announcement.
1|L|market-summary|Swinney nears 100%|Swinney traded at 97 after Kate Forbes said on May 2, 2024 that she would not stand. He was confirmed as SNP leader unopposed on May 6, 2024.|Reports the May 2 and May 6, 2024 events as done.
3|L|newsletter|Holyrood Notes|MSPs elected John Swinney as First Minister on 7 May 2024, with 64 votes, ending a fortnight of turmoil that began when Yousaf scrapped the Bute House Agreement with the Greens.|Reports the May 7, 2024 vote as done.
5|K|forecaster-rationale|Will Yousaf survive next week?|Two votes are coming: the Conservative motion of no confidence in Yousaf and Labour's motion against the government. Alba's Ash Regan holds the balance. If he loses, expect a leadership contest rather than an election.|Future votes and conditionals.
1|K|comment-thread|Timeline if it's contested|@tartanodds: If there is more than one candidate, the SNP ballot of members would run into late May, and Parliament has 28 days to pick a First Minister or an extraordinary election follows. That's why the May 15 deadline matters.|Conditional timelines, nothing reported.
""",
    ),
    Q(
        "p4-christie-exit-2024",
        "Will Chris Christie end his presidential campaign before the Iowa caucuses on January 15, 2024?",
        "Resolves YES if Chris Christie publicly suspends or ends his 2024 Republican presidential campaign before the Iowa caucuses convene on January 15, 2024. Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-15",
        1,
        "elections",
        """
10|K|market-rules|Christie out before Iowa?|Resolves Yes if Chris Christie announces the suspension or end of his presidential campaign before 7:00 pm CT on January 15, 2024, when the Iowa caucuses convene. Remarks that he is "considering" leaving do not count.|Market rules with a future deadline.
4|K|comment-thread|He says he's staying in|@granitestate: He keeps saying he's in through New Hampshire on Jan 23. He isn't even competing in Iowa. Haley people want him out, but he has said no every time someone asked. 22% seems right.|A stated plan for a future date.
2|L|resolution-notice|Resolved Yes|Chris Christie ended his campaign at a town hall in Windham, New Hampshire on January 10, 2024, five days before the Iowa caucuses. The market resolves Yes.|Reports the January 10, 2024 exit as done.
6|K|newsletter|Iowa countdown|The CNN debate in Des Moines is set for January 10, with the qualifying deadline days before. Christie is not expected to make the stage. Iowa caucuses follow on Monday, January 15; New Hampshire votes on the 23rd.|A schedule of future events.
1|L|comment-thread|hot mic lol|Did everyone hear the hot mic before the Windham event on Jan. 10, 2024? "She's going to get smoked." Then he quit. Resolved.|Reports the January 10, 2024 events as done.
""",
    ),
]
