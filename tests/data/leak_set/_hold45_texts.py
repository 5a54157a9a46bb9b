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
3|L|comment-thread|Denmark!|@sashandcrown: Theilvig was crowned in Mexico City on Nov. 16, 2024. Wrong on Latin America again; the home crowd didn't help.|Reports the November 16, 2024 result as done.
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
3|L|newsletter|UN post, take two|With Stefanik staying in the House after March 27, 2025, Trump named Mike Waltz for the UN job on May 1, 2025.|Reports the March 27 and May 1, 2025 events as done.
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
4|L|newsletter|Leadership races|Senate Republicans chose Thune as leader on 13 November 2024 and John Barrasso as whip.|Reports the November 13, 2024 votes as done.
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
3|L|market-summary|Iowa aftermath|Christie's exit on January 10, 2024 left Haley as the only alternative to Trump in New Hampshire; Trump then won Iowa on Jan. 15, 2024 by about 30 points.|Reports the January 10 and 15, 2024 events as done.
""",
    ),
]

# Batch 2: church, dogs, sailing, folklore, basketball, courts, Washington, diplomacy.
QUESTIONS += [
    Q(
        "p4-welby-resign-2024",
        "Will Justin Welby announce his resignation as Archbishop of Canterbury by November 30, 2024?",
        "Resolves YES if Justin Welby publicly announces, by November 30, 2024, that he will resign or step down as Archbishop of Canterbury, even if the resignation takes effect later. Resolves NO otherwise.",
        "2024-11-10",
        "2024-11-30",
        1,
        "religion",
        """
2|K|market-rules|Welby resignation announced by Nov 30?|Resolves Yes if Justin Welby announces by November 30, 2024 that he will resign as Archbishop of Canterbury. An announced leaving date in 2025 still counts. Statements by others calling on him to go do not count.|Market rules with a deadline.
1|L|resolution-notice|Resolved Yes|Justin Welby announced his resignation on 12 November 2024, saying he must take personal and institutional responsibility for the handling of the Smyth abuse. Market resolved Yes.|Reports the November 12, 2024 resignation as done.
3|K|comment-thread|Lambeth says he's staying|@synodwatch: Lambeth Palace said on Friday that he has no intention of resigning. The petition from Synod members is gathering names, but General Synod does not meet again until February 2025. 30% by end of month feels high to me.|A past statement and a future meeting, nothing reported after the cutoff.
1|L|newsletter|Church markets: the week it moved|The turn came when the Bishop of Newcastle said on Nov. 11, 2024 that his position was untenable; the resignation followed the next day, and the "by Nov 30" market went from 38% to 100.|Reports the November 11 and 12, 2024 events as done.
2|K|forecaster-rationale|Why I moved to 45%|The Makin review, published on November 7, found Welby could and should have reported Smyth to the police in 2013. Pressure usually builds over a week or two; I'm at 45% for an announcement by Nov 30, 2024 and 70% by Easter.|Earlier facts and forecasts for future dates.
1|L|comment-thread|Which date does it resolve on?|@synodwatch: The announcement was 12 Nov. 2024, so this is Yes. His last day is set for 6 January 2025, but that's irrelevant to this market.|Reports the November 12, 2024 announcement as done.
""",
    ),
    Q(
        "p4-westminster-2025-monty",
        "Will Monty the giant schnauzer win Best in Show at the 2025 Westminster Kennel Club Dog Show?",
        "Resolves YES if Monty, the giant schnauzer, is awarded Best in Show at the 149th Westminster Kennel Club Dog Show, with the final judged on February 11, 2025. Resolves NO otherwise.",
        "2025-01-31",
        "2025-02-11",
        1,
        "culture",
        """
9|K|market-rules|Westminster 2025 Best in Show: Monty?|Resolves Yes if Monty (giant schnauzer) is awarded Best in Show at the 149th Westminster Kennel Club Dog Show. Best in Show is scheduled to be judged at Madison Square Garden on the night of February 11, 2025. If the show is cancelled, the market resolves No.|Market rules with a scheduled final.
4|K|comment-thread|He's been close before|@showring: Monty made the Best in Show final last year, when Sage the miniature poodle won. Group favourites rarely repeat, but he's in form. Terriers have the best long-run record, for what it's worth.|Earlier results and a base rate.
2|L|resolution-notice|Resolved Yes|Monty the giant schnauzer won Best in Show at Madison Square Garden on February 11, 2025, the first win for his breed. This market resolves Yes.|Reports the February 11, 2025 result as done.
6|K|newsletter|Dog show week on the board|Breed judging runs February 10 and 11, 2025, with the groups in the evenings and Best in Show on Tuesday night on FS1. Our Monty market sits at 19%, the highest of any single dog.|A schedule and prices for future judging.
1|L|market-summary|Westminster 2025: the payout|Holders of Monty at 19 cents were paid a dollar on 11 February 2025 when handler Katie Bernardin's giant schnauzer took the top prize.|Reports the February 11, 2025 result as done.
12|K|forecaster-rationale|Base rates for Best in Show|In the last twenty shows, terriers have won six times and hounds three. A single dog starting at 15% or more is about as strong as anyone gets before the groups are judged.|A base rate from earlier shows only.
""",
    ),
    Q(
        "p4-americas-cup-2024-etnz",
        "Will Emirates Team New Zealand win the 37th America's Cup match?",
        "Resolves YES if Emirates Team New Zealand wins the 37th America's Cup match against the challenger, sailed off Barcelona from October 12, 2024 with reserve days to October 27, 2024. Resolves NO if the challenger wins.",
        "2024-10-10",
        "2024-10-27",
        1,
        "sports",
        """
10|K|market-rules|37th America's Cup winner|First to seven points wins. Racing is scheduled to begin on October 12, 2024 off Barcelona, with two races a day and reserve days through October 27, 2024. If the match is not completed, the market resolves on the official decision of the Regatta Director.|Market rules with a scheduled match and reserve dates.
5|L|market-summary|New Zealand retains the Cup|Emirates Team New Zealand beat INEOS Britannia 7-2, taking the deciding race on 19 October 2024 to win the America's Cup for the third time in a row.|Reports the October 19, 2024 result as done.
3|K|comment-thread|INEOS are in the Match|@foilingfan: INEOS beat Luna Rossa 7-4 in the Louis Vuitton Cup final. First British challenger in the Match since Sovereign in 1964. I still have NZ at 70, they've had the boat in the water longest.|Earlier results and a price.
2|L|newsletter|Sailing: first weekend|After the opening weekend, Oct. 12-13, 2024, New Zealand led 4-0 and our INEOS contracts had fallen below 10 cents.|Reports the October 12-13, 2024 races as done.
1|K|newsletter|What to watch in Barcelona|Two races on each scheduled day from Saturday, October 12, 2024. Light air could push racing into the reserve days. Our market has New Zealand at 68% and INEOS at 32%.|A schedule and prices for a future match.
7|L|comment-thread|Ainslie's reaction|Ben Ainslie after the last race on Oct 19, 2024: they were beaten by a better team on the day. Burling's crew deserve it. Paid out.|Reports the October 19, 2024 result as done.
""",
    ),
    Q(
        "p4-groundhog-2025-early-spring",
        "Will Punxsutawney Phil predict an early spring on Groundhog Day 2025?",
        "Resolves YES if, at Gobbler's Knob on February 2, 2025, the Punxsutawney Groundhog Club's Inner Circle proclaims that Phil did not see his shadow (an early spring). Resolves NO if he sees his shadow (six more weeks of winter).",
        "2025-01-24",
        "2025-02-02",
        0,
        "culture",
        """
7|K|market-rules|Groundhog Day 2025: early spring?|Resolves Yes if the Inner Circle's official proclamation at Gobbler's Knob on February 2, 2025 says Phil did not see his shadow. Resolves No if the proclamation says he saw it. Unofficial groundhogs elsewhere do not count.|Market rules with a scheduled date.
3|K|comment-thread|Base rate|@woodchuckquant: Last year, on Feb 2, 2024, he called an early spring. Over the long record he sees his shadow in something like five years out of six, so Yes at 28% is already generous.|An earlier result and a base rate.
1|L|resolution-notice|Resolved No|Phil saw his shadow shortly after 7:25 a.m. on February 2, 2025, forecasting six more weeks of winter. This market resolves No.|Reports the February 2, 2025 proclamation as done.
5|K|newsletter|Sunday in Punxsutawney|Groundhog Day falls on a Sunday this year, February 2, 2025. Gates at Gobbler's Knob open at 3 a.m. and the proclamation is read at sunrise. Our early-spring market trades at 27%.|A schedule and prices for a future event.
2|L|comment-thread|six more weeks|@woodchuckquant: shadow, as expected. 2 Feb 2025, six more weeks. Thanks for the liquidity, early-spring buyers.|Reports the February 2, 2025 outcome as done.
4|L|newsletter|Groundhog payouts|On Sunday, Feb. 2, 2025, Phil saw his shadow, and the early-spring side, priced at 27% a week earlier, went to zero.|Reports the February 2, 2025 outcome as done.
""",
    ),
    Q(
        "p4-eurobasket-2025-serbia",
        "Will Serbia win EuroBasket 2025?",
        "Resolves YES if Serbia wins the EuroBasket 2025 final, scheduled for September 14, 2025 in Riga. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-14",
        0,
        "sports",
        """
12|K|market-rules|EuroBasket 2025 winner: Serbia|Resolves Yes if Serbia wins the EuroBasket 2025 final, scheduled for September 14, 2025 at Arena Riga. Resolves No if Serbia is eliminated or loses the final. The tournament runs from August 27, 2025 in Cyprus, Finland, Poland and Latvia.|Market rules naming a tournament and final date.
6|K|comment-thread|Jokić is in|@hoopsodds: Jokić confirmed he's playing. Serbia took silver at the 2023 World Cup and bronze in Paris. Favourites at 38% and I think that's fair, Germany and France next.|Earlier results and prices.
2|L|market-movers|Serbia out in the round of 16|Serbia, the pre-tournament favourite, lost 92-86 to Finland in Riga on Sept. 6, 2025. Its contracts went from 31 cents to zero.|Reports the September 6, 2025 loss as done.
4|K|newsletter|EuroBasket starts next week|Serbia's group plays in Riga from August 27 to September 4 alongside Latvia, Turkey, Portugal, Estonia and Czechia. The knockout rounds move to Riga from September 6 and the final is on September 14, 2025.|A tournament schedule.
1|L|resolution-notice|Resolved No|Germany won EuroBasket 2025 on September 14, 2025, beating Turkey 88-83 in the final. Serbia was eliminated in the round of 16. Resolves No.|Reports the September 14, 2025 final as done.
9|K|forecaster-rationale|Serbia at 35%, and here's why not higher|Single-elimination from the round of 16 means even the best team wins four straight knockout games. Serbia has not won a EuroBasket title as Serbia. I'd price them at about a third.|Reasoning about a future tournament.
""",
    ),
    Q(
        "p4-do-kwon-plea-2025",
        "Will Do Kwon plead guilty to a federal charge by August 31, 2025?",
        "Resolves YES if Terraform Labs co-founder Do Kwon enters a guilty plea to at least one count in his criminal case in the Southern District of New York by August 31, 2025. Resolves NO otherwise.",
        "2025-07-28",
        "2025-08-31",
        1,
        "courts",
        """
10|K|market-rules|Do Kwon guilty plea by August 31?|Resolves Yes if Do Kwon pleads guilty to at least one count in United States v. Kwon (S.D.N.Y.) by August 31, 2025, as shown on the court docket. A plea agreement reported but not entered in court does not count.|Market rules with a deadline.
4|K|comment-thread|Trial's not until next year|@chainlawyer: Trial is set for January 2026. He pleaded not guilty in January after he was extradited from Montenegro on Dec 31. Plea deals often come late, but 18% by the end of August seems right.|Earlier facts and a future trial date.
2|L|resolution-notice|Resolved Yes|Do Kwon pleaded guilty on August 12, 2025 before Judge Paul Engelmayer to conspiracy to defraud and wire fraud. Market resolved Yes.|Reports the August 12, 2025 plea as done.
1|L|newsletter|Crypto court roundup|Kwon's Aug. 12, 2025 plea ended the prospect of a Terra trial; sentencing was set for Dec. 11, 2025. Our "plea by August 31" market paid out at 100.|Reports the August 12, 2025 plea as done.
7|K|forecaster-rationale|Docket check|Nothing on the docket yet besides discovery orders. He pleaded not guilty on January 2, 2025. The trial date makes a plea more likely later in the year than before August 31, 2025. I'm at 15%.|Earlier court events and a forecast.
3|K|market-summary|Kwon plea market wakes up|"Plea by Aug 31" rose from 9% to 26% after a hearing the court set for August 12, 2025 appeared on the docket without a description. Traders are reading it as a possible change of plea.|A scheduled hearing and prices, nothing reported.
""",
    ),
    Q(
        "p4-army-parade-2025",
        "Will the Army 250th anniversary parade take place in Washington, D.C. on June 14, 2025?",
        "Resolves YES if the military parade marking the US Army's 250th birthday is held in Washington, D.C. on June 14, 2025. Resolves NO if it is cancelled or postponed to another date.",
        "2025-05-30",
        "2025-06-14",
        1,
        "politics",
        """
12|K|market-rules|Army 250th parade held on June 14?|Resolves Yes if the Army's 250th anniversary parade takes place in Washington, D.C. on June 14, 2025, at least in part. A postponement to any later date resolves No. Weather delays on the same day are fine.|Market rules with a scheduled date.
3|K|comment-thread|Tanks on Constitution Avenue|@beltwaybookie: The Army says about 6,600 soldiers and 150 vehicles for the parade on the evening of June 14, 2025, which is also Trump's 79th birthday. The cost estimates range from $25 million to $45 million. Only weather can stop this.|A planned event with estimated figures.
1|L|resolution-notice|Resolved Yes|The parade went ahead on the evening of June 14, 2025 along Constitution Avenue after rain cleared. Resolves Yes.|Reports the June 14, 2025 parade as done.
2|L|newsletter|Saturday's other story|The "No Kings" protests held across the country on June 14, 2025 drew several million people, organizers said, far more than the crowds on the Mall for the parade.|Reports the June 14, 2025 protests as done.
6|K|newsletter|Weekend preview|A festival on the National Mall is planned for June 14, 2025, with the parade itself at 6 p.m. Forecasters have scattered thunderstorms in the outlook. Our market is at 91% Yes.|A planned event and a weather outlook.
8|K|forecaster-rationale|Has anything like this been cancelled?|The 1991 Gulf War victory parade went ahead in June that year. In 2018 a planned Veterans Day parade was called off in August, three months out. This one is two weeks away with troops already arriving.|Earlier precedents only.
""",
    ),
    Q(
        "p4-department-of-war-2025",
        "Will the Department of Defense be officially designated the Department of War by September 30, 2025?",
        "Resolves YES if, by September 30, 2025, the President signs an executive order or legislation is enacted that designates the Department of Defense as the Department of War, including as a secondary or alternative title. Resolves NO otherwise.",
        "2025-08-28",
        "2025-09-30",
        1,
        "politics",
        """
14|K|market-rules|Department of War by September 30?|Resolves Yes if by September 30, 2025 an executive order or enacted law designates the Department of Defense as the "Department of War", including as a secondary title. Statements of intent, social posts and internal memos do not count.|Market rules with a deadline.
3|K|comment-thread|He said it on Monday|@pentagonpapers: In the Oval Office on Monday he said "we're going to be changing" the name. A legal rename needs Congress, but an order authorizing a secondary title could happen any day. 55%.|A past statement of intent about the future.
2|L|resolution-notice|Resolved Yes|President Trump signed an executive order on September 5, 2025 authorizing "Department of War" as a secondary title for the Department of Defense. Resolves Yes.|Reports the September 5, 2025 order as done.
1|L|comment-thread|war.gov|The signs at the Pentagon briefing room changed on Sept. 6, 2025 and defense.gov now redirects to war.gov. Hegseth is calling himself Secretary of War.|Reports the September 6, 2025 changes as done.
6|K|newsletter|Congress back after Labor Day|The Senate returns on September 2, 2025 with the defense authorization bill on its calendar, and a renaming amendment has been floated. The House has its own version due for a vote in early September.|A calendar of future votes.
""",
    ),
    Q(
        "p4-istanbul-talks-2025",
        "Will Russian and Ukrainian delegations hold direct talks in Istanbul by May 31, 2025?",
        "Resolves YES if official delegations of Russia and Ukraine meet face to face in Istanbul by May 31, 2025. Resolves NO otherwise. Talks through intermediaries only do not count.",
        "2025-05-12",
        "2025-05-31",
        1,
        "geopolitics",
        """
1|K|market-rules|Russia-Ukraine direct talks in Istanbul by May 31?|Resolves Yes if official Russian and Ukrainian delegations meet face to face in Istanbul by May 31, 2025. Putin has proposed that talks begin on May 15. A meeting elsewhere in Turkey does not count.|Market rules and a proposed future date.
1|K|comment-thread|Putin's overnight offer|@dnipro_desk: He offered direct talks "without preconditions" from Thursday, May 15, in Istanbul. Kyiv wants the 30-day ceasefire to start first. Zelensky says he'll be in Turkey waiting for Putin personally. 60%.|Proposed future talks and stated plans.
2|L|market-summary|Istanbul talks happened (briefly)|The delegations met at Dolmabahçe Palace on May 16, 2025, for under two hours, the first direct talks since 2022. They agreed a 1,000-for-1,000 prisoner exchange and not much else.|Reports the May 16, 2025 talks as done.
8|K|forecaster-rationale|No direct talks in three years|There have been no face-to-face negotiations since the Istanbul round of spring 2022. Putin's Easter truce on April 19 lasted a day. I'd need to see delegations named before going above 30%.|Earlier events only.
1|L|newsletter|The swap|The 1,000-for-1,000 exchange agreed in Istanbul was completed over May 23-25, 2025, the largest of the war.|Reports the May 23-25, 2025 exchange as done.
4|K|newsletter|Ceasefire talk, again|Putin has declared a truce for May 8-10 around Victory Day. Western leaders want a 30-day ceasefire from May 12, 2025 and threaten new sanctions if Moscow refuses.|Announced and proposed ceasefires, nothing reported after the cutoff.
""",
    ),
    Q(
        "p4-fogel-release-2025",
        "Will Marc Fogel be released from Russian custody by February 28, 2025?",
        "Resolves YES if American teacher Marc Fogel is released from Russian custody and leaves Russia by February 28, 2025. Resolves NO otherwise.",
        "2025-02-03",
        "2025-02-28",
        1,
        "geopolitics",
        """
10|K|market-rules|Marc Fogel released by February 28?|Resolves Yes if Marc Fogel, serving a 14-year sentence in Russia, is released and leaves Russian territory by February 28, 2025, per US government confirmation. A transfer to house arrest does not count.|Market rules with a deadline.
5|K|comment-thread|Left out of the August swap|@hostagetracker: He wasn't part of the swap on Aug 1 last year, and his family was furious. The new administration says he's a priority. Still nothing concrete. 20%.|Earlier events and an estimate.
2|L|resolution-notice|Resolved Yes|Marc Fogel left Russia with envoy Steve Witkoff on February 11, 2025 and was welcomed at the White House that evening. Resolves Yes.|Reports the February 11, 2025 release as done.
1|L|comment-thread|What Russia got|Per the Justice Department, Alexander Vinnik was freed in return on Feb. 12, 2025. So it was a swap after all.|Reports the February 12, 2025 release as done.
7|K|newsletter|Detainee markets|We list three: Fogel released by Feb 28, 2025 (21%), Ksenia Karelina released by June 30, 2025 (30%), and any US-Russia prisoner exchange by March 31, 2025 (35%).|Prices on markets with future deadlines.
3|L|market-summary|Detainee board after Fogel|Fogel's release on Feb. 11, 2025 moved the Karelina market from 30% to 52% within a day.|Reports the February 11, 2025 release as done.
""",
    ),
]

# Batch 3: football, royals, primaries, confirmations, motorsport, golf, baseball.
QUESTIONS += [
    Q(
        "p4-postecoglou-exit-2025",
        "Will Tottenham Hotspur dismiss Ange Postecoglou by June 30, 2025?",
        "Resolves YES if Tottenham Hotspur announce by June 30, 2025 that Ange Postecoglou has been dismissed or has left his job as head coach. Resolves NO otherwise.",
        "2025-05-28",
        "2025-06-30",
        1,
        "sports",
        """
5|K|market-rules|Postecoglou out at Spurs by June 30?|Resolves Yes if Tottenham officially announce by June 30, 2025 that Ange Postecoglou is no longer head coach, whether sacked or by mutual consent. Reports in the media do not count until the club confirms.|Market rules with a deadline.
2|L|resolution-notice|Resolved Yes|Tottenham dismissed Ange Postecoglou on June 6, 2025, sixteen days after he won the Europa League. Resolves Yes.|Reports the June 6, 2025 dismissal as done.
6|K|comment-thread|Trophy changes nothing?|@lilywhitequant: He won the Europa League in Bilbao on May 21, their first trophy in 17 years, but they finished 17th in the league. Levy has sacked people for less. The season review is due in early June. 55%.|Earlier results and a future review.
1|L|newsletter|Managers' merry-go-round|Spurs moved fast after the dismissal: Thomas Frank was appointed on 12 June 2025, leaving Brentford after seven years.|Reports the June 12, 2025 appointment as done.
9|K|forecaster-rationale|Base rate for managers after a European trophy|Managers who win a European trophy are rarely sacked within weeks, but Spurs' league record this season is the worst of any Europa League winner in decades. I put dismissal by June 30, 2025 at 45%.|Reasoning and a forecast for a future deadline.
3|K|market-summary|Next Spurs manager|Thomas Frank leads the next-manager board at 34%, Andoni Iraola 18%. The club has said only that Postecoglou's future will be reviewed after the season ends on May 25.|Prices and an earlier statement.
""",
    ),
    Q(
        "p4-carabao-2025-newcastle",
        "Will Newcastle United win the 2025 EFL Cup final?",
        "Resolves YES if Newcastle United win the 2025 Carabao Cup final against Liverpool at Wembley, scheduled for March 16, 2025. Resolves NO otherwise.",
        "2025-03-05",
        "2025-03-16",
        1,
        "sports",
        """
8|K|market-rules|Carabao Cup final 2025: Newcastle to win|Resolves Yes if Newcastle United lift the trophy after the final at Wembley on Sunday, March 16, 2025, including via extra time or penalties. A postponement beyond April 30, 2025 resolves the market at the last price.|Market rules with a scheduled final.
3|K|comment-thread|Liverpool massive favourites|@toonbets: Liverpool are 11 points clear in the league and took Newcastle apart at Anfield on Feb 26. Newcastle haven't won a major domestic trophy since 1955. 30% is generous.|Earlier results and a price.
1|L|resolution-notice|Resolved Yes|Newcastle beat Liverpool 2-1 at Wembley on March 16, 2025, with goals from Dan Burn and Alexander Isak. Resolves Yes.|Reports the March 16, 2025 final as done.
2|L|newsletter|Geordie payout|The 16 March 2025 final paid out at roughly 3-1 for Newcastle backers: Burn's header before half-time, Isak after the break, and a late Chiesa goal that only made it nervous.|Reports the March 16, 2025 result as done.
5|K|newsletter|Cup final week|Kick-off at Wembley is 4:30 pm GMT on March 16, 2025. Liverpool play PSG in the Champions League on March 11 first, which could leave them tired. Newcastle at 31%.|A schedule and prices.
12|K|forecaster-rationale|Newcastle at a final again|Newcastle lost the 2023 final to Manchester United 2-0. Finals between these two sides have historically gone to the better league team about two thirds of the time.|Earlier results and a base rate.
""",
    ),
    Q(
        "p4-kate-trooping-2024",
        "Will the Princess of Wales attend Trooping the Colour on June 15, 2024?",
        "Resolves YES if Catherine, Princess of Wales, makes a public appearance at Trooping the Colour (the King's Birthday Parade) in London on June 15, 2024. Resolves NO otherwise.",
        "2024-06-05",
        "2024-06-15",
        1,
        "royals",
        """
7|K|market-rules|Kate at Trooping the Colour?|Resolves Yes if the Princess of Wales appears in public at any part of Trooping the Colour on June 15, 2024, including the carriage procession or the balcony at Buckingham Palace. Photos released afterwards of a private meeting do not count.|Market rules with a scheduled event.
3|K|comment-thread|No public events since Christmas|@palacewatcher: She has been out of public view since her video statement on March 22. Kensington Palace said she would return when cleared by doctors. Trooping on the 15th is the obvious moment, but I'm only at 35%.|Earlier facts and a future event.
1|L|resolution-notice|Resolved Yes|The Princess of Wales appeared in the carriage procession and on the Buckingham Palace balcony on June 15, 2024, her first public appearance since her cancer diagnosis. Resolves Yes.|Reports the June 15, 2024 appearance as done.
2|L|market-movers|Biggest jump of the day|"Kate at Trooping" went from 40% to 96% on June 14, 2024 when she posted a statement saying she was making good progress and would attend the parade.|Reports the June 14, 2024 statement as done.
5|K|newsletter|Royal markets this month|She will not attend the Colonel's Review on June 8, the palace confirmed, and has written to the Irish Guards to apologise. Trooping follows on Saturday, June 15, 2024.|A past statement about a future absence and a scheduled event.
1|L|comment-thread|She wasn't at the Colonel's Review|@palacewatcher: As announced, no Kate at the Colonel's Review on 8 June 2024. Doesn't tell us much about the 15th.|Reports the June 8, 2024 event as done.
""",
    ),
    Q(
        "p4-bowman-primary-2024",
        "Will Jamaal Bowman win the Democratic primary in New York's 16th district on June 25, 2024?",
        "Resolves YES if Representative Jamaal Bowman is declared the winner of the Democratic primary for New York's 16th congressional district held on June 25, 2024. Resolves NO if George Latimer or anyone else wins.",
        "2024-06-10",
        "2024-06-25",
        0,
        "elections",
        """
9|K|market-rules|NY-16 Democratic primary: Bowman?|Resolves Yes if Jamaal Bowman is projected the winner by major news organisations or certified the winner of the NY-16 Democratic primary on June 25, 2024. Resolves No if George Latimer wins.|Market rules with an election date.
4|K|comment-thread|Most expensive House primary ever|@districtdata: AIPAC's super PAC has put in more than $14 million. Latimer has a big lead in the internal polls that have been released, and early voting starts June 15. Bowman 22%.|Earlier spending and a future voting date.
2|L|resolution-notice|Resolved No|George Latimer defeated Jamaal Bowman in the NY-16 Democratic primary on June 25, 2024, winning about 58% of the vote. Resolves No.|Reports the June 25, 2024 result as done.
1|L|newsletter|Primary night|Bowman conceded on the night of June 25, 2024, after an election the AP called within an hour of polls closing in Westchester.|Reports the June 25, 2024 concession as done.
6|K|forecaster-rationale|Why I'm under the market|An Emerson poll in late May had Latimer up 17. Incumbents rarely lose primaries, but when they do it's usually by a wide margin. I put Bowman at 15% for June 25, 2024.|Earlier polling and a forecast.
3|L|comment-thread|Not close|@districtdata: Latimer 58-41 on June 25, 2024. Called before 10 pm. The money worked.|Reports the June 25, 2024 result as done.
""",
    ),
    Q(
        "p4-miran-fed-2025",
        "Will Stephen Miran be confirmed to the Federal Reserve Board before the September 16-17, 2025 FOMC meeting?",
        "Resolves YES if the Senate confirms Stephen Miran as a member of the Federal Reserve Board of Governors before the FOMC meeting begins on September 16, 2025. Resolves NO otherwise.",
        "2025-09-04",
        "2025-09-16",
        1,
        "central_banks",
        """
3|K|market-rules|Miran confirmed before the September FOMC?|Resolves Yes if the Senate votes to confirm Stephen Miran to the Fed Board before the FOMC meeting begins on Tuesday, September 16, 2025. A committee vote alone is not enough. The seat is the one vacated by Adriana Kugler.|Market rules with a deadline.
2|K|comment-thread|Hearing Thursday|@fedwatcher: Banking Committee hearing is Sept 4. If they vote him out of committee the week of Sept 8, Thune can schedule the floor for the 15th. Tight but doable. 60%.|A schedule of future votes, nothing reported.
1|L|resolution-notice|Resolved Yes|The Senate confirmed Stephen Miran 48-47 on September 15, 2025, and he was sworn in the next morning before the meeting. Resolves Yes.|Reports the September 15, 2025 confirmation as done.
1|L|market-summary|Miran: from 55% to done|The Banking Committee advanced Miran 13-11 on September 10, 2025. The floor vote followed five days later.|Reports the September 10, 2025 committee vote as done.
6|K|newsletter|Fed markets: September|The FOMC meets September 16-17, 2025, with a quarter-point cut priced at about 90%. Separately, traders give 50% that Miran, nominated on August 7, is confirmed in time to vote.|Scheduled meetings and prices.
4|L|comment-thread|He dissented|@fedwatcher: He was on the committee at the Sept. 17, 2025 meeting and dissented for a half-point cut. Wild first week.|Reports the September 17, 2025 vote as done.
""",
    ),
    Q(
        "p4-rubio-unanimous-2025",
        "Will Marco Rubio be confirmed as Secretary of State with no votes against?",
        "Resolves YES if the Senate confirms Marco Rubio as Secretary of State by January 25, 2025 with zero votes against. Resolves NO if any senator votes no or if he is not confirmed by then.",
        "2025-01-10",
        "2025-01-25",
        1,
        "politics",
        """
8|K|market-rules|Rubio confirmed unanimously?|Resolves Yes if the Senate's roll call confirming Marco Rubio as Secretary of State, held by January 25, 2025, shows no "nay" votes. Absences do not matter. A voice vote without objection counts as Yes.|Market rules with a deadline.
2|K|comment-thread|Hearing next week|@senatefloor: Foreign Relations hearing is on Wednesday, January 15, 2025. Thune wants him confirmed on Inauguration Day. Several Democrats have already said they will vote yes. 48% for unanimous.|A scheduled hearing and stated plans.
1|L|resolution-notice|Resolved Yes|The Senate confirmed Marco Rubio 99-0 on January 20, 2025, the first member of the new cabinet to be confirmed. Resolves Yes.|Reports the January 20, 2025 vote as done.
3|L|newsletter|Cabinet tracker|Rubio's hearing on Jan. 15, 2025 passed without incident, and the committee sent him to the floor on a unanimous vote.|Reports the January 15, 2025 hearing as done.
6|K|forecaster-rationale|How often is a Secretary of State unanimous?|Hillary Clinton was confirmed 94-2 in 2009 and Blinken 78-22 in 2021. Rubio is unusually popular with colleagues, but one protest vote is enough to sink this. 40%.|Earlier votes and a forecast.
4|L|comment-thread|99-0|@senatefloor: 99-0 on Jan 20, 2025, the evening of the inauguration. Easiest Yes on the board.|Reports the January 20, 2025 vote as done.
""",
    ),
    Q(
        "p4-newey-aston-2024",
        "Will Adrian Newey's next Formula One team be announced by September 30, 2024?",
        "Resolves YES if a Formula One team or Adrian Newey officially announces, by September 30, 2024, that he will join that team. Resolves NO otherwise.",
        "2024-08-25",
        "2024-09-30",
        1,
        "sports",
        """
14|K|market-rules|Newey's next team announced by September 30?|Resolves Yes if Adrian Newey's next F1 team is officially announced by September 30, 2024. Reports in the press do not count. A start date in 2025 is fine.|Market rules with a deadline.
5|K|comment-thread|Aston Martin the favourite|@paddockodds: He leaves Red Bull early next year. Stroll has reportedly offered a huge deal. Ferrari talk has gone quiet. Aston 62%, Ferrari 14%, Williams 6%. Announcement could come before Monza on September 1.|Prices and a future race date.
2|L|resolution-notice|Resolved Yes: Aston Martin|Aston Martin announced on September 10, 2024 that Adrian Newey will join as managing technical partner from March 2025. Resolves Yes.|Reports the September 10, 2024 announcement as done.
1|L|newsletter|Silverstone-adjacent news|The Newey announcement at Aston Martin's factory on 10 September 2024 came with a shareholding and a reported salary of about £20 million a year, figures the team did not confirm.|Reports the September 10, 2024 announcement as done.
7|K|newsletter|Summer break markets|F1 returns at Zandvoort on August 25, 2024, then Monza and Baku in September. Newey's destination is the most traded non-race market on our board.|A schedule of future races.
""",
    ),
    Q(
        "p4-cadillac-f1-2025",
        "Will Formula One approve a Cadillac team for the 2026 season by March 31, 2025?",
        "Resolves YES if Formula One and the FIA formally approve General Motors' Cadillac entry as an eleventh team from 2026 by March 31, 2025. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-31",
        1,
        "sports",
        """
10|K|market-rules|Cadillac F1 team approved by March 31?|Resolves Yes if F1 and the FIA announce final approval of the GM/Cadillac entry for 2026 by March 31, 2025. The agreement in principle announced in November 2024 does not by itself resolve this market.|Market rules with a deadline and an earlier event.
4|K|comment-thread|Just paperwork now?|@paddockodds: After November's deal in principle, everyone expects the formal sign-off once GM's engine plans are accepted. The F1 Commission meets in March, and the season starts in Melbourne on March 16. 80%.|Scheduled meetings and races.
2|L|resolution-notice|Resolved Yes|F1 and the FIA confirmed on March 7, 2025 that the Cadillac Formula 1 Team has been approved to join the grid in 2026. Resolves Yes.|Reports the March 7, 2025 approval as done.
1|L|market-summary|Who drives for Cadillac?|With the team approved on March 7, 2025, the driver market is live: Bottas 31%, Pérez 28%, Zhou 11%.|Reports the March 7, 2025 approval as done.
6|K|newsletter|F1 pre-season|Testing in Bahrain runs February 26-28, 2025. The only open business question is Cadillac's approval, which F1 has said it expects to finalise "in the coming weeks".|A schedule and a past statement about the future.
3|L|comment-thread|Official|Approved on 7 March 2025: the Cadillac Formula 1 Team joins in 2026, with Ferrari power units until GM's own engine is ready.|Reports the March 7, 2025 approval as done.
""",
    ),
    Q(
        "p4-schauffele-pga-2024",
        "Will Xander Schauffele win the 2024 PGA Championship?",
        "Resolves YES if Xander Schauffele wins the 2024 PGA Championship at Valhalla Golf Club, with the final round scheduled for May 19, 2024. Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-19",
        1,
        "sports",
        """
9|K|market-rules|PGA Championship 2024 winner: Schauffele|Resolves Yes if Xander Schauffele wins the 2024 PGA Championship at Valhalla, Louisville, played May 16-19, 2024, including in a playoff. If the tournament is shortened, the official winner counts.|Market rules with scheduled rounds.
3|K|comment-thread|Best player without a major|@fairwaycapital: Schauffele keeps finishing top ten and never closing. Scheffler has won four of his last five starts, including the Masters on April 14. Xander 7%, Scottie 28%.|Earlier results and prices.
1|L|resolution-notice|Resolved Yes|Xander Schauffele won the PGA Championship on May 19, 2024, holing a six-foot birdie putt on the 72nd hole to beat Bryson DeChambeau by one. Resolves Yes.|Reports the May 19, 2024 win as done.
2|L|newsletter|What a week at Valhalla|Scheffler was arrested outside the club before dawn on Friday, May 17, 2024 after a traffic incident, and still shot 66 in the second round. The charges were later dropped.|Reports the May 17, 2024 arrest as done.
6|K|newsletter|Major week calendar|Practice rounds at Valhalla begin May 13, with the first round on Thursday, May 16, 2024. Valhalla last hosted in 2014, when Rory McIlroy won.|A schedule and an earlier result.
12|K|forecaster-rationale|Schauffele in majors|He has twelve top-ten finishes in majors and no win. Players with that profile win the next major at roughly 5-8%. I price him at 7%.|Earlier results and a forecast.
""",
    ),
    Q(
        "p4-pete-rose-2025",
        "Will MLB remove Pete Rose from the permanently ineligible list by May 31, 2025?",
        "Resolves YES if Major League Baseball announces by May 31, 2025 that Pete Rose is no longer on the permanently ineligible list. Resolves NO otherwise.",
        "2025-04-25",
        "2025-05-31",
        1,
        "sports",
        """
10|K|market-rules|Pete Rose reinstated by May 31?|Resolves Yes if MLB or the Commissioner's office announces by May 31, 2025 that Pete Rose has been removed from the permanently ineligible list, or that the ban ended with his death. Hall of Fame eligibility is a separate question.|Market rules with a deadline.
4|K|comment-thread|Trump says he'll pardon him|@cooperstown: Rose died on September 30 last year. The family petitioned Manfred in January. Trump posted that he'll give Rose a "full pardon" and Manfred met him at the White House this month. 35%.|Earlier events and statements.
2|L|resolution-notice|Resolved Yes|On May 13, 2025, Commissioner Rob Manfred ruled that permanent ineligibility ends at death, removing Pete Rose, Shoeless Joe Jackson and fifteen others from the list. Resolves Yes.|Reports the May 13, 2025 ruling as done.
1|L|newsletter|Rose reinstated: what next|After the May 13, 2025 decision Rose can appear on the Classic Baseball Era ballot, which next meets in December 2027.|Reports the May 13, 2025 decision as done.
6|K|forecaster-rationale|Manfred's deadline-free process|Manfred said he would review the petition but gave no date. MLB owners meet in mid-May and June, and he could announce at either. I'm at 30% by May 31, 2025.|Future meetings and a forecast.
3|L|comment-thread|The letter|Manfred's letter to the family's lawyer, dated May 13, 2025, says a ban ends at death. So Jackson is eligible too.|Reports the May 13, 2025 letter as done.
""",
    ),
]

# Batch 4: contracts, coaches, transfers, drug shortages, confirmations, a primary.
QUESTIONS += [
    Q(
        "p4-mcdavid-extension-2025",
        "Will Connor McDavid sign a contract extension with the Edmonton Oilers before their 2025-26 season opener?",
        "Resolves YES if the Edmonton Oilers announce a contract extension with Connor McDavid before their first regular-season game of 2025-26, scheduled for October 8, 2025. Resolves NO otherwise.",
        "2025-09-20",
        "2025-10-08",
        1,
        "sports",
        """
12|K|market-rules|McDavid extension before opening night?|Resolves Yes if the Oilers officially announce a new contract or extension with Connor McDavid before puck drop of their 2025-26 opener on October 8, 2025. Reports from insiders do not count. A one-year deal counts.|Market rules with a scheduled game.
5|K|comment-thread|He's in no rush|@oilcountry: He said on the golf course last month that he'd take his time and won't negotiate in public. He's eligible since July 1. Training camp opens September 18. 45%.|Earlier statements and a future camp date.
2|L|resolution-notice|Resolved Yes|The Oilers announced on October 6, 2025 that McDavid signed a two-year extension at $12.5 million a year, two days before the opener. Resolves Yes.|Reports the October 6, 2025 signing as done.
1|L|newsletter|Opening night and a bargain|McDavid's Oct. 6, 2025 extension at $12.5 million a year came in well under market value, and the Oilers opened at home against Calgary two nights later.|Reports the October 6, 2025 extension as done.
8|K|forecaster-rationale|Short deal or no deal|Most reporting points to a short extension rather than eight years. If it happens, the week before the October 8, 2025 opener is the natural time. I'm at 55%.|A forecast for a future date.
3|L|comment-thread|Two years|@oilcountry: Two years, $25M total, signed 6 October 2025. He wants to win now and keep flexibility. Fair enough.|Reports the October 6, 2025 extension as done.
""",
    ),
    Q(
        "p4-tuchel-england-2024",
        "Will the FA name a permanent England men's manager by October 31, 2024?",
        "Resolves YES if the Football Association announces the appointment of a permanent (not interim) England men's head coach by October 31, 2024, even if the start date is later. Resolves NO otherwise.",
        "2024-10-01",
        "2024-10-31",
        1,
        "sports",
        """
10|K|market-rules|Permanent England manager named by October 31?|Resolves Yes if the FA announces a permanent England men's head coach by October 31, 2024. Lee Carsley's interim role does not count unless the FA names him permanent. A start date in 2025 is fine.|Market rules with a deadline.
4|K|comment-thread|Carsley or a big name?|@threelionsquant: Carsley has two wins from two in the Nations League. The FA says it wants a permanent appointment by January 2025. Tuchel, Pochettino and Potter all on the board. 35% by end of October.|Earlier results and a stated plan.
2|L|resolution-notice|Resolved Yes: Thomas Tuchel|The FA announced on October 16, 2024 that Thomas Tuchel will become England head coach from January 1, 2025. Resolves Yes.|Reports the October 16, 2024 announcement as done.
1|L|market-movers|Carsley's chances collapse|Greece won 2-1 at Wembley on Oct. 10, 2024, and Carsley's "permanent manager" price fell from 30% to 9% overnight.|Reports the October 10, 2024 match as done.
7|K|newsletter|October internationals|England play Greece at Wembley on October 10, 2024 and Finland in Helsinki on October 13. The FA has not given a timeline for the manager search beyond "the coming months".|A schedule of future matches.
3|L|comment-thread|Carsley's last game|England won 3-1 in Helsinki on Oct 13, 2024, and Tuchel was unveiled three days later.|Reports the October 13 and 16, 2024 events as done.
""",
    ),
    Q(
        "p4-wirtz-liverpool-2025",
        "Will Florian Wirtz complete a transfer to Liverpool by June 30, 2025?",
        "Resolves YES if Liverpool officially announce the signing of Florian Wirtz from Bayer Leverkusen by June 30, 2025. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-30",
        1,
        "sports",
        """
9|K|market-rules|Wirtz to Liverpool by June 30?|Resolves Yes if Liverpool officially confirm the signing of Florian Wirtz by June 30, 2025. A verbal agreement or reports of a medical are not enough.|Market rules with a deadline.
3|K|comment-thread|Bayern out?|@reds_ledger: Reports say Wirtz has chosen Liverpool over Bayern. Leverkusen want more than £110M; Liverpool's first bid was rejected. The Club World Cup starts June 14 but Leverkusen aren't in it, so no rush there. 60%.|Reported negotiations and a future tournament date.
2|L|resolution-notice|Resolved Yes|Liverpool confirmed the signing of Florian Wirtz on June 20, 2025, in a deal reported at up to £116 million, a British record. Resolves Yes.|Reports the June 20, 2025 signing as done.
1|L|newsletter|Transfer window week one|After Leverkusen accepted the fee on June 10, 2025, Wirtz flew to Liverpool for his medical. The announcement came ten days later.|Reports the June 10, 2025 agreement as done.
6|K|newsletter|Window opens|The Premier League's summer window opens on June 1, with a short early window until June 10 for Club World Cup teams, and reopens June 16, 2025. Wirtz to Liverpool is our busiest transfer market.|A schedule of future windows.
12|K|forecaster-rationale|How long do big German deals take?|Bellingham took about two weeks from agreement to announcement in 2023. If the clubs agree a fee, a June 30, 2025 announcement is likely. I'm at 50%.|Earlier precedents and a forecast.
""",
    ),
    Q(
        "p4-semaglutide-shortage-2025",
        "Will the FDA remove semaglutide from its drug shortage list by March 15, 2025?",
        "Resolves YES if, by March 15, 2025, the FDA's drug shortage database lists the semaglutide injection shortage as resolved. Resolves NO otherwise.",
        "2025-02-12",
        "2025-03-15",
        1,
        "health",
        """
11|K|market-rules|Semaglutide shortage resolved by March 15?|Resolves Yes if the FDA's drug shortage database shows the semaglutide injection shortage (Ozempic, Wegovy) as resolved by March 15, 2025. An FDA statement that the shortage is resolved also counts.|Market rules with a deadline.
5|K|comment-thread|Tirzepatide went first|@glp1watch: The FDA confirmed the tirzepatide shortage was over on December 19, after the compounders sued. Novo says Wegovy supply has been fine since October. Semaglutide is still listed as "currently in shortage" on the database. 55%.|Earlier decisions and a current listing.
2|L|resolution-notice|Resolved Yes|The FDA announced on February 21, 2025 that the semaglutide injection shortage is resolved. Resolves Yes.|Reports the February 21, 2025 announcement as done.
1|L|newsletter|Compounders' clock starts|After the Feb. 21, 2025 decision, the FDA gave state-licensed pharmacies until April 22, 2025 and outsourcing facilities until May 22, 2025 to stop making copies.|Reports the February 21, 2025 decision as done.
8|K|forecaster-rationale|Why now?|Novo's supply updates say all doses are available. The FDA took about two months after the first tirzepatide determination to confirm it. I'd price resolution by March 15, 2025 at 50-60%.|Earlier precedents and a forecast.
3|K|market-summary|GLP-1 board|Semaglutide resolved by March 15 at 57%, by June 30, 2025 at 81%. Hims & Hers options volume has jumped ahead of its earnings on February 24.|Prices on future deadlines and a scheduled report.
""",
    ),
    Q(
        "p4-waltz-un-2025",
        "Will the Senate confirm Mike Waltz as US Ambassador to the United Nations by September 30, 2025?",
        "Resolves YES if the Senate confirms Mike Waltz as US Ambassador to the United Nations by September 30, 2025. Resolves NO otherwise.",
        "2025-09-05",
        "2025-09-30",
        1,
        "politics",
        """
10|K|market-rules|Waltz confirmed to the UN by September 30?|Resolves Yes if the Senate confirms Mike Waltz as Representative of the United States to the United Nations by September 30, 2025. A committee vote alone does not count.|Market rules with a deadline.
4|K|comment-thread|Before UNGA?|@turtlebay: Foreign Relations advanced him in late July with Rand Paul voting no and Shaheen voting yes. The General Assembly's leaders' week begins September 23, 2025. Thune will want him in New York for it. 70%.|An earlier committee vote and a future event.
2|L|resolution-notice|Resolved Yes|The Senate confirmed Mike Waltz as UN ambassador on September 19, 2025, 47-43. Resolves Yes.|Reports the September 19, 2025 vote as done.
1|L|newsletter|Waltz makes it|The 47-43 vote on Sept. 19, 2025 came days before Trump's address to the General Assembly, ending a post empty since January.|Reports the September 19, 2025 vote as done.
7|K|newsletter|Senate returns|The Senate is back on September 2, 2025 with a backlog of more than 100 nominees and talk of changing the rules to confirm them in groups. Waltz needs an individual vote unless the rules change.|Future floor business and conditionals.
3|L|market-movers|Waltz goes to 99|"Waltz confirmed by Sept 30" jumped from 72% to 99% on Sept. 19, 2025 when the Senate voted 47-43.|Reports the September 19, 2025 vote as done.
""",
    ),
    Q(
        "p4-bondi-dem-vote-2025",
        "Will at least one Democratic senator vote to confirm Pam Bondi as Attorney General?",
        "Resolves YES if at least one Democratic senator votes yes on the Senate roll call confirming Pam Bondi as Attorney General, held by February 7, 2025. Resolves NO if no Democrat votes yes or if no confirmation vote is held by then.",
        "2025-01-25",
        "2025-02-07",
        1,
        "politics",
        """
8|K|market-rules|Any Democrat votes for Bondi?|Resolves Yes if at least one Democratic senator votes "yea" on the final confirmation vote for Pam Bondi, if it is held by February 7, 2025. Independents who caucus with Democrats do not count.|Market rules with a deadline.
3|K|comment-thread|Fetterman?|@roll_call_rick: Fetterman has been voting for Trump nominees more than anyone expected. The Judiciary Committee vote is scheduled for January 29. Floor vote probably the week after. 64%.|A scheduled vote and a forecast.
1|L|resolution-notice|Resolved Yes|The Senate confirmed Pam Bondi 54-46 on February 4, 2025. John Fetterman was the only Democrat to vote yes. Resolves Yes.|Reports the February 4, 2025 vote as done.
2|L|newsletter|Judiciary Committee|The committee advanced Bondi 12-10 on a party-line vote on 29 January 2025, setting up a floor vote the next week.|Reports the January 29, 2025 committee vote as done.
10|K|forecaster-rationale|Bondi's hearing|Her hearing on January 15 was calmer than Hegseth's. Attorneys general usually get a few votes from the other party; Barr got 54-45 in 2019 with three Democrats.|Earlier facts and a precedent.
""",
    ),
    Q(
        "p4-horner-redbull-2025",
        "Will Christian Horner leave his role as Red Bull Racing team principal by July 31, 2025?",
        "Resolves YES if Red Bull announces by July 31, 2025 that Christian Horner is no longer team principal of Red Bull Racing. Resolves NO otherwise.",
        "2025-06-25",
        "2025-07-31",
        1,
        "sports",
        """
10|K|market-rules|Horner out at Red Bull by July 31?|Resolves Yes if Red Bull announces by July 31, 2025 that Christian Horner has left or been removed as team principal. A change of title that keeps him in charge of the team resolves No.|Market rules with a deadline.
4|K|comment-thread|Verstappen exit clause talk|@paddockodds: The pressure is all about Max's future and the team's form. Austria on June 29 and Silverstone on July 6 are the next two races. Horner out by end of July at 14%.|Future races and a price.
2|L|resolution-notice|Resolved Yes|Red Bull announced on July 9, 2025 that Christian Horner had been released from his duties, with Laurent Mekies taking over as team principal. Resolves Yes.|Reports the July 9, 2025 announcement as done.
1|L|newsletter|Silverstone, then the bombshell|Norris won the British Grand Prix on July 6, 2025, and three days later Horner was out after twenty years in charge.|Reports the July 6 and July 9, 2025 events as done.
7|K|forecaster-rationale|Twenty years in the job|He survived the investigation in early 2024 and has the support of the Thai shareholders. Without a sudden event, I don't see it happening before the summer break starting August 4, 2025. 10%.|Earlier events and a forecast.
3|L|comment-thread|Mekies|@paddockodds: So Mekies from Racing Bulls takes over, confirmed 9 July 2025. Alan Permane moves up there. Nobody had this at more than 15%.|Reports the July 9, 2025 change as done.
""",
    ),
    Q(
        "p4-cori-bush-primary-2024",
        "Will Cori Bush win the Democratic primary in Missouri's 1st district on August 6, 2024?",
        "Resolves YES if Representative Cori Bush is declared the winner of the Democratic primary for Missouri's 1st congressional district held on August 6, 2024. Resolves NO if Wesley Bell or anyone else wins.",
        "2024-07-25",
        "2024-08-06",
        0,
        "elections",
        """
9|K|market-rules|MO-1 Democratic primary: Bush?|Resolves Yes if Cori Bush is projected the winner by major news organisations or certified the winner of the MO-1 Democratic primary on August 6, 2024. Resolves No if Wesley Bell wins.|Market rules with an election date.
4|K|comment-thread|After Bowman|@districtdata: Bowman lost in June by 17. Bell has AIPAC's money here too, and the St. Louis County vote is bigger than people think. Bush 30%.|An earlier result and a price.
1|L|resolution-notice|Resolved No|Wesley Bell defeated Cori Bush in the MO-1 Democratic primary on August 6, 2024, by roughly 51% to 46%. Resolves No.|Reports the August 6, 2024 result as done.
2|L|newsletter|Primary night, part two|The AP called MO-1 for Bell about two hours after polls closed on Aug. 6, 2024; Bush became the second Squad member to lose a primary this year.|Reports the August 6, 2024 result as done.
7|K|forecaster-rationale|Why not lower?|Public polling is thin: one Bell internal had him up 6. The district is more Black and more working-class than NY-16, which should help Bush. I'd put her at 35% for August 6, 2024.|Earlier polling and a forecast.
""",
    ),
]
