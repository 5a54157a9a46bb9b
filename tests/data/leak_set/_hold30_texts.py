# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold30` part, read by `build_hold30.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part of user-generated, informal text (Reddit and forum threads, X and Bluesky posts,
YouTube and podcast descriptions, chat logs, comment sections, fan wikis, newsletters, with edits
and later replies) about sports, tech, politics, entertainment and markets; see `build_hold30.py`
and the section in `tests/data/leak_holdout/hold30.md`. The events are real; the wording is
invented and figures are from memory.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "m7-luka-lakers-debut-2025",
        "Will Luka Doncic play his first regular-season game for the Los Angeles Lakers by February 12, 2025?",
        "Resolves YES if Luka Doncic appears in a regular-season NBA game for the Los Angeles Lakers on or before February 12, 2025. Resolves NO otherwise.",
        "2025-02-04",
        "2025-02-12",
        1,
        "sports",
        """
2|K|reddit-thread|[Charania] The Mavericks are trading Luka Doncic to the Lakers in a three-team deal for Anthony Davis|r/nba, 41.2k comments. Top comment: I had to check it wasn't April 1st. Luka is still rehabbing the left calf he strained on Christmas so nobody should expect him in purple and gold this week; the Lakers say he'll be re-evaluated and the dream date people keep floating is the home game vs Utah on Feb. 10, 2025.|A reaction thread to the trade with only a hoped-for debut date.
1|L|reddit-comment|Re: When does Luka debut?|Called it upthread. EDIT 2/11: welp he played last night, 14 pts 5 reb 4 ast in like 24 minutes and the Lakers beat Utah by 19. February 10, 2025, first game as a Laker, crowd was insane.|An edit reports the February 10, 2025 debut as done.
6|K|x-post|Mavs injury update|Luka Doncic (left calf strain) remains out and will be re-evaluated next week per the team. He hasn't played since Dec. 25. Mavs vs. Cavs tonight.|An injury note before the trade with only earlier dates.
1|L|youtube-description|LUKA'S LAKERS DEBUT - FULL HIGHLIGHTS vs JAZZ (Feb 10, 2025)|Every touch from Luka Doncic's first game in a Lakers uniform. Lakers 132, Jazz 113. Subscribe and hit the bell for LeBron and Luka every night. #Lakers #Luka|The title and description report the February 10, 2025 game as played.
2|K|fan-wiki|Luka Doncic - Los Angeles Lakers (2025-present)|On February 2, 2025, Doncic was traded to the Los Angeles Lakers along with Maxi Kleber and Markieff Morris in exchange for Anthony Davis, Max Christie and a 2029 first-round pick. As of this revision he has not yet played for the team; his debut is expected after he is cleared from a calf strain.|A wiki section states the trade and an expected debut, nothing later.
3|L|podcast-notes|Ep. 418: The Mark Williams deal is dead, so what now?|The Lakers rescinded their trade for Charlotte's Mark Williams on February 8, 2025 after he failed the physical. We talk about who plays center next to Luka and whether the trade deadline (which passed on Feb 6) cost them a shot at a title.|Reports a trade rescinded on February 8, 2025, after the cutoff.
""",
    ),
    Q(
        "m7-crawford-canelo-2025",
        "Will Terence Crawford beat Canelo Alvarez in their undisputed super middleweight fight in Las Vegas on September 13, 2025?",
        "Resolves YES if Terence Crawford is declared the winner of his fight with Canelo Alvarez held on September 13, 2025. Resolves NO if Alvarez wins or the bout ends in a draw or no contest.",
        "2025-08-25",
        "2025-09-14",
        1,
        "sports",
        """
10|K|reddit-thread|Canelo vs Crawford, Sept 13 at Allegiant. Bud moves up TWO weight classes. Who you got?|r/Boxing. Crawford hasn't fought since he beat Madrimov at 154 last August and now he's walking into 168 against the guy who just schooled Scull in Riyadh in May. Size wins this one for me but I wouldn't bet my house on it.|A prediction thread with only earlier fights and the scheduled date.
4|K|youtube-description|CANELO vs CRAWFORD - BREAKDOWN & PREDICTION|Fight is Saturday, September 13, 2025, streaming on Netflix at no extra cost for subscribers. Timestamps: 0:00 intro, 3:12 Canelo's body work, 9:40 can Bud carry power to 168, 17:05 my pick. Drop yours in the comments.|A preview video description with the fight date ahead.
2|L|x-post|Bud did it|Terence Crawford UD over Canelo. 116-112, 116-112, 115-113. Undisputed at 168, undisputed in three weight classes. September 13, 2025 is a date boxing fans are gonna remember.|Reports the September 13, 2025 result.
7|L|forum-post|[Pre-fight] Official Canelo/Crawford prediction thread|Post your picks, winner and method, locking this Friday. Me: Canelo by late stoppage. UPDATE Sep 14, 2025: lol. Crawford jabbed and moved for 12 rounds and Canelo never found him. Wide decision. I owe everyone in this thread a beer.|An update appended to the prediction thread reports the decision.
1|K|newsletter|Fight week schedule: Canelo-Crawford|Final press conference Wednesday, Sept. 10. Ceremonial weigh-in Friday, Sept. 12. Main card Saturday night, ring walks expected around 11:45 p.m. ET. Most books have Canelo as a modest favourite.|A fight-week schedule with future dates.
5|L|reddit-comment|Re: What was the attendance?|Announced at 70,482, a record for Allegiant Stadium, on September 13, 2025. Not bad for a Netflix fight everyone said nobody would buy tickets for.|Reports the attendance figure of the September 13, 2025 fight.
""",
    ),
    Q(
        "m7-durant-trade-2025",
        "Will the Phoenix Suns agree to trade Kevin Durant before the 2025 NBA Draft begins on June 25, 2025?",
        "Resolves YES if a trade sending Kevin Durant from the Phoenix Suns to another team is agreed and credibly reported before the first round of the 2025 NBA Draft on June 25, 2025. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-25",
        1,
        "sports",
        """
12|K|reddit-thread|Durant trade tracker: Heat, Spurs, Rockets, Wolves all reportedly in the mix|r/suns megathread. Suns finished 36-46 and missed even the play-in, so KD is as good as gone. Most insiders think something gets done before draft night on June 25, 2025 so the pick can be used. Will update as stuff breaks.|A tracker with reported interest and a deadline ahead.
3|L|x-post|BREAKING|Suns agree to trade Kevin Durant to Houston for Jalen Green, Dillon Brooks, the No. 10 pick in Wednesday's draft and five second-round picks, sources say. (June 22, 2025)|Reports the June 22, 2025 agreement as done.
6|K|podcast-notes|Ep. 233: Where does KD land?|We rank the six most realistic Durant destinations, argue about whether Phoenix should take picks or players, and explain why the Suns would like this done by June 25 so they can use whatever pick comes back.|A podcast description with a target date and no outcome.
1|L|fan-wiki|Kevin Durant - Houston Rockets (2025-present)|On June 22, 2025, the Suns agreed to trade Durant to the Rockets. The deal was completed on July 6, 2025, as part of a seven-team trade, the largest in league history.|Reports the June 22 agreement and the July 6, 2025 completion.
8|K|comment-section|Comments on: Suns fire Budenholzer after one season|KD's camp reportedly prefers Miami or San Antonio, but the Suns don't have to listen. Ishbia already ate one huge contract this spring, he's not giving Durant away.|A comment with rumours and only past events.
2|K|discord-log|#nba-trade-rumors|[11:02] jbird: houston offer still on the table? [11:04] kd_stan: per the Athletic yes but Phoenix wants more than Green+Brooks [11:05] jbird: we'll know by the 25th lol. if he's not dealt by draft night he starts camp in Phoenix|A chat about offers with only a deadline ahead.
""",
    ),
    Q(
        "m7-roaring-kitty-stream-2024",
        "Will Keith Gill (Roaring Kitty) host a YouTube livestream by June 14, 2024?",
        "Resolves YES if Keith Gill streams live on his Roaring Kitty YouTube channel at any time on or before June 14, 2024. Resolves NO otherwise.",
        "2024-05-25",
        "2024-06-14",
        1,
        "markets",
        """
10|K|reddit-thread|HE'S BACK. First post in three years and GME ripped 74% Monday|r/Superstonk. Sunday night the gamer-leaning-forward meme drops out of nowhere and by the close on May 13 GME was up 74%. No DD, no stream, just memes since. Do we think he actually goes live again or is this it?|A thread on the May 2024 return and an open question.
4|K|x-post|thread on RK|If Roaring Kitty goes live on YouTube again before mid-June I will print this tweet and eat it. The man has posted nothing but movie clips for ten days. Calls expire, memes don't.|A speculative post about a possible stream.
2|L|reddit-comment|Re: Is RK done?|Patience. EDIT June 2, 2024: HE POSTED THE POSITION. 5 million shares and 120,000 June 21 $20 calls, like $116M. EDIT 2: livestream confirmed for Friday June 7. See you all there.|Edits report the June 2, 2024 post and the announced stream.
1|L|youtube-description|Roaring Kitty LIVE - June 7, 2024 (full replay)|First livestream in three years. Peak of roughly 600k watching, sunglasses, a lot of sips of water, and not much said about the position. GME closed down about 39% on the day after the company's surprise early earnings and share sale.|Describes the June 7, 2024 livestream as having happened.
6|K|newsletter|Meme stocks, week ahead|GameStop is expected to report first-quarter results around June 11, 2024, per its usual calendar. Options activity in June expiries is still elevated after the mid-May spike. Nothing from Gill himself beyond the memes.|A week-ahead note with a future expected date.
3|K|comment-section|Comments on: Who is Roaring Kitty, explained|His last real YouTube stream was back in 2021, before he testified to Congress in February of that year. He went quiet for almost three years after that, which is why people are losing their minds now.|A comment with only earlier facts.
""",
    ),
    Q(
        "m7-steam-deck-oled-2023",
        "Will Valve release a new model of the Steam Deck by November 30, 2023?",
        "Resolves YES if Valve begins selling a new Steam Deck hardware model (not a price change of existing models) to customers on or before November 30, 2023. Resolves NO otherwise.",
        "2023-11-05",
        "2023-11-30",
        1,
        "technology",
        """
15|K|reddit-thread|Valve: a real Steam Deck 2 is "a few years" away|r/SteamDeck. In interviews last month Valve said a true successor won't come before it can get a real jump in performance, which means not this year, maybe not next. So no, your LCD Deck isn't obsolete. Yet.|Reports what Valve said about a future successor, nothing later.
5|K|x-post|Valve hardware rumor|Hearing Valve has something Deck-related to show soon, possibly the week of Nov 9, 2023. Not a Deck 2. Take with salt.|A rumour about a possible announcement.
3|L|fan-wiki|Steam Deck OLED|The Steam Deck OLED is a revision of the Steam Deck announced on November 9, 2023 and released on November 16, 2023. It has a 7.4-inch HDR OLED screen at up to 90 Hz, a larger 50 Wh battery and a 6 nm APU, and sells for $549 (512 GB) and $649 (1 TB).|States the November 2023 announcement and release.
1|L|reddit-comment|Re: OLED worth the upgrade?|Mine showed up Nov 16 2023, day one. The screen is stupid good and I'm getting close to an extra hour in Hades. Sold the LCD to my cousin the same week.|Reports receiving the new model on its November 16, 2023 release.
8|K|forum-post|Anyone waiting for the Autumn Sale to buy a Deck?|Autumn Sale should start around Nov. 21, 2023 if they keep last year's pattern. Last year the 64 GB model dropped a bit. Not sure it will this time.|Speculation about a future sale.
2|L|youtube-description|Steam Deck OLED Review - Is It Worth It?|Review embargo lifted Nov. 9, 2023. We spent a week with the new screen, battery and Wi-Fi 6E. Chapters: 0:00 intro, 2:20 display, 6:45 battery, 11:10 verdict.|Reports the new model's November 9, 2023 reveal and review.
""",
    ),
    Q(
        "m7-helldivers-psn-2024",
        "Will Sony drop the requirement for Helldivers 2 PC players to link a PlayStation Network account by May 31, 2024?",
        "Resolves YES if Sony or Arrowhead announces on or before May 31, 2024 that PC players of Helldivers 2 on Steam will not be required to link a PSN account. Resolves NO otherwise.",
        "2024-05-05",
        "2024-05-31",
        1,
        "technology",
        """
2|K|reddit-thread|Account linking becomes mandatory: new players from May 6, everyone by May 30|r/Helldivers. The Steam page now lists a PSN account as required. New players must link from Monday; existing players have until May 30, 2024. People in countries without PSN are just out of luck.|A thread about a scheduled requirement.
1|K|comment-section|Comments on: Helldivers 2 Steam reviews crater|Recent reviews went Overwhelmingly Negative in about a day and Sony quietly pulled the game from sale in a pile of countries where PSN doesn't exist. This is so self-inflicted.|A comment on events before the cutoff.
1|L|x-post|PlayStation backs down|"Helldivers fans - we've heard your feedback. The May 6 Helldivers 2 account linking updates will not be moving forward." Posted Sunday, May 5, 2024. Steam reviews, you did it.|Reports Sony's May 5, 2024 reversal as done.
3|K|discord-log|#general|[May 2 21:14] scout_22: arrowhead ceo says they'll try to fix it [21:15] orbital_frank: sony decides not him [21:17] scout_22: link or leave by May 30 is insane for a game that's been on steam since Feb|A chat about a future deadline.
1|L|newsletter|The Patch Notes: Sony's fastest U-turn|On Sunday, May 5, 2024, Sony said the mandatory PSN linking for Helldivers 2 on PC would not go ahead. It still didn't say when the game would return to the countries it was pulled from.|Reports the May 5, 2024 decision.
20|K|forum-post|Best loadout for the automaton front?|Railgun plus shield backpack still works for me on helldive. Also, did anyone else get the account linking popup at launch? It said optional for now.|A control post with only earlier events.
""",
    ),
    Q(
        "m7-apollo-shutdown-2023",
        "Will the Apollo app for Reddit stop working by June 30, 2023?",
        "Resolves YES if the third-party Reddit client Apollo ceases to function for users on or before June 30, 2023. Resolves NO otherwise.",
        "2023-06-15",
        "2023-06-30",
        1,
        "technology",
        """
15|K|reddit-thread|Apollo dev: Reddit's API pricing would cost me $20M a year|r/apolloapp. Christian posted the numbers: $12,000 per 50 million requests, and Apollo made about 7 billion requests last month. He says he's not sure what happens next and will update.|Reports pricing figures before the cutoff.
7|K|x-post|Apollo closing|Christian Selig: Apollo will close down on June 30th (2023-06-30). Reddit's recent decisions and actions have unfortunately made it impossible for Apollo to continue. Full post in r/apolloapp.|States a planned future shutdown.
3|K|reddit-comment|Re: How long is the blackout?|r/pics and r/gaming have been dark since Monday. Some mods say 48 hours, some say indefinitely. Either way Apollo's shutdown on the 30th hasn't changed.|A comment on the blackout and a planned date.
2|L|reddit-thread|Reminder: Apollo shuts down on June 30|Pinned. EDIT June 30, 2023: It's done. Apollo now only shows the goodbye screen. Thanks for everything Christian.|An edit reports the June 30, 2023 shutdown as done.
1|L|comment-section|Comments on: The best third-party Reddit apps|RIP to all of them. Apollo shut down on June 30, 2023, and the new API pricing kicked in July 1, 2023. Sync and RIF went the same way.|Reports the shutdown and the July 1, 2023 pricing start.
5|L|bluesky-post|r/pics is now John Oliver only|Since around June 20, 2023 r/pics only allows pictures of John Oliver looking sexy, after the mods ran a poll. The blackout's final form is absurdist and I am here for it.|Reports a subreddit change around June 20, 2023, after the cutoff.
""",
    ),
    Q(
        "m7-twitter-legacy-checks-2023",
        "Will Twitter remove legacy verified checkmarks from accounts that do not pay for Twitter Blue by April 30, 2023?",
        "Resolves YES if Twitter removes the legacy blue checkmarks from most notable accounts not subscribed to Twitter Blue on or before April 30, 2023. Resolves NO otherwise.",
        "2023-04-10",
        "2023-04-30",
        1,
        "technology",
        """
18|K|x-post|Twitter Verified update|On April 1st, 2023, we will begin winding down our legacy verified program and removing legacy verified checkmarks. To keep your blue checkmark on Twitter, individuals can sign up for Twitter Blue.|States a future plan.
7|K|reddit-thread|So April 1 came and went and... nothing?|r/Twitter. Almost nobody lost the legacy check, except the New York Times, which lost its on April 2 after Musk posted about it. Feels like they have no idea how to do it at scale.|A thread about events before the cutoff.
3|L|forum-post|Legacy check removal: confirmed date|Musk tweeted on April 11, 2023: "Final date for removing legacy Blue checks is 4/20." So that's the date.|Reports an April 11, 2023 statement as already made.
1|L|x-post|the purge|It happened. April 20, 2023, around 3pm ET: Beyonce, the Pope, Oprah, all checkless. Meanwhile the $8 guys are still there.|Reports the April 20, 2023 removal.
2|K|newsletter|Platformer-style digest: What Twitter Blue costs now|Blue is $8 a month on the web and $11 through iOS. Organizations pay $1,000 a month for a gold check. Legacy checks are still officially on their way out.|A control with current prices and no later event.
1|L|reddit-comment|Re: Why does LeBron still have a check?|Musk said he's personally paying for a few. LeBron, Stephen King and Shatner all got theirs back on 21 April 2023 without signing up.|Reports checkmarks restored on April 21, 2023.
""",
    ),
    Q(
        "m7-desantis-exit-2024",
        "Will Ron DeSantis suspend his presidential campaign before the New Hampshire primary on January 23, 2024?",
        "Resolves YES if Ron DeSantis announces the suspension or end of his 2024 presidential campaign before January 23, 2024. Resolves NO otherwise.",
        "2024-01-09",
        "2024-01-23",
        1,
        "politics",
        """
12|K|reddit-thread|DeSantis says he's in through New Hampshire and South Carolina|r/politics. He says he'll be on the ballot Jan. 23, 2024 and will compete in South Carolina after that. Top comment: that's what everyone says before Iowa.|Reports a stated plan with a future date.
4|K|x-post|Iowa caucus info|Iowa GOP caucuses are Monday, Jan. 15, 2024 at 7 p.m. CT. Wind chill could be brutal. Find your precinct at the link.|A schedule post with a future date.
2|L|reddit-comment|Re: DeSantis polling|He's toast after Iowa. EDIT Jan 21, 2024: called it, he dropped out in a video on X and endorsed Trump.|An edit reports the January 21, 2024 withdrawal.
1|L|podcast-notes|Ep. 97: Iowa recap|Trump won with 51%, DeSantis a distant second at 21%, Haley 19% (January 15, 2024). We ask whether Florida's governor can last to New Hampshire.|Reports the January 15, 2024 Iowa results.
6|K|newsletter|Campaign trail week ahead|The next GOP debate is set for January 10, 2024 in Des Moines on CNN, with only DeSantis and Haley qualifying. Trump will hold a Fox town hall the same night.|A schedule with future events.
3|L|comment-section|Comments on: What the CNN debate means|That January 10, 2024 debate was just the two of them shouting websites at each other for two hours. Nobody watched.|Reports the January 10, 2024 debate as held.
""",
    ),
    Q(
        "m7-trump-rogan-2024",
        "Will Donald Trump appear as a guest on The Joe Rogan Experience before November 5, 2024?",
        "Resolves YES if an episode of The Joe Rogan Experience featuring Donald Trump as a guest is released before November 5, 2024. Resolves NO otherwise.",
        "2024-10-12",
        "2024-11-05",
        1,
        "politics",
        """
20|K|reddit-thread|Trump has done Theo Von, Lex and Adin Ross. Why not Rogan?|r/JoeRogan. Rogan said on a recent episode he'd have either candidate on but he's not going on the road for it. Trump does the manosphere circuit every week now, so it feels like a matter of when.|Speculation with only earlier appearances.
3|K|x-post|Rogan on the election|Rogan says he's open to having Harris and Trump on, but it has to be in studio in Austin and it has to be long form. Harris camp reportedly in talks. Election Day is Nov. 5, 2024.|States conditions for possible future episodes.
1|L|youtube-description|#2219 - Donald Trump|Donald Trump is the 45th President of the United States. Recorded October 25, 2024 in Austin, Texas. Nearly three hours.|The description reports the episode recorded on October 25, 2024.
2|L|reddit-thread|JD Vance is on JRE today|r/JoeRogan. Days after Trump, Vance sat down for his own episode, released Oct. 31, 2024. Harris still hasn't come on.|Reports an episode released on October 31, 2024.
5|K|newsletter|The last month: who goes on which podcast|Trump's team says more podcasts are coming before Nov. 5, and Harris did Call Her Daddy last weekend. Rogan remains the big unbooked one.|A newsletter on plans with a future date.
2|L|comment-section|Comments on: The podcast election|The Trump-Rogan episode had more than 40 million views within two days of going up on Oct. 25, 2024. No cable interview comes close.|Reports views after the October 25, 2024 release.
""",
    ),
    Q(
        "m7-mamdani-first-choice-2025",
        "Will Zohran Mamdani receive the most first-choice votes in the June 24, 2025 New York City Democratic mayoral primary?",
        "Resolves YES if Zohran Mamdani leads all candidates in first-choice votes in the June 24, 2025 Democratic primary for mayor of New York City, per the Board of Elections results released by July 1, 2025. Resolves NO otherwise.",
        "2025-06-10",
        "2025-07-01",
        1,
        "elections",
        """
10|K|reddit-thread|New Emerson poll: Cuomo still ahead in first round, Mamdani closing|r/nyc. Cuomo leads first choices but the gap is single digits. Early voting is June 14 to June 22, primary day June 24, 2025. Rank five, people.|A poll thread with future election dates.
5|K|x-post|debate take|Mamdani held his own at the June 4 debate, Cuomo looked bored. Second debate is 2025-06-12. If the young people actually vote this is a race.|Comments on an earlier debate and a scheduled one.
2|L|reddit-comment|Re: Primary night thread|EDIT June 24, 2025 ~11pm: Cuomo conceded. Mamdani at about 43.5% of first-choice votes, Cuomo around 36%. Absolute scenes in Astoria.|An edit reports the June 24, 2025 primary results.
1|L|bluesky-post|RCV results|Board of Elections ran the ranked-choice tabulation on July 1, 2025: Mamdani 56%, Cuomo 44%. It was never close after the first round.|Reports the July 1, 2025 tabulation.
7|K|newsletter|City Politics Weekly|Cuomo's super PAC has spent more than $20 million, much of it on mailers. Mamdani's campaign says it has knocked on more than a million doors.|A control with only spending and canvassing to date.
3|L|comment-section|Comments on: Who should you rank second?|Lander and Mamdani cross-endorsed on June 13, 2025 so rank both if you're on that side.|Reports a cross-endorsement on June 13, 2025, after the cutoff.
""",
    ),
    Q(
        "m7-shedeur-first-round-2025",
        "Will Shedeur Sanders be selected in the first round of the 2025 NFL Draft?",
        "Resolves YES if Shedeur Sanders is selected in the first round of the 2025 NFL Draft, held on April 24, 2025. Resolves NO otherwise.",
        "2025-04-10",
        "2025-04-25",
        0,
        "sports",
        """
15|K|reddit-thread|Mock draft roundup: Shedeur anywhere from No. 2 to No. 21|r/NFL_Draft. Most mocks have him to the Giants at 3 or the Saints at 9. Round one is April 24, 2025 in Green Bay.|A mock roundup with the draft date ahead.
2|L|x-post|the fall|Shedeur Sanders goes No. 144 to the Browns on April 26, 2025. Fifth round. I've never seen a slide like this.|Reports the April 26, 2025 pick.
6|K|youtube-description|FINAL MOCK DRAFT 2025 (Two Rounds)|Round 1 is Thursday, April 24; rounds 2-3 Friday, April 25; rounds 4-7 Saturday, April 26. Where does Shedeur go? Chapters in the comments.|A schedule and predictions.
1|L|fan-wiki|2025 NFL Draft|The Jacksonville Jaguars traded up to No. 2 on April 24, 2025 and selected Travis Hunter. Shedeur Sanders, projected by many as a first-rounder, was not picked until the fifth round.|Reports picks made on April 24, 2025 and after.
4|K|podcast-notes|Ep. 52: Shedeur's pro day and the interview questions|We talk about what teams liked and didn't at Colorado's pro day and why nobody agrees on where he goes on draft weekend.|A podcast about the prospect with no date after the cutoff.
3|L|comment-section|Comments on: Browns QB room|They drafted Dillon Gabriel in the third on April 25, 2025 and still took Shedeur the next day. Make it make sense.|Reports picks on April 25, 2025 and the following day.
""",
    ),
    Q(
        "m7-rodgers-steelers-2025",
        "Will Aaron Rodgers sign with the Pittsburgh Steelers by June 15, 2025?",
        "Resolves YES if Aaron Rodgers agrees to or signs a contract with the Pittsburgh Steelers on or before June 15, 2025, as reported by the team or major outlets. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-15",
        1,
        "sports",
        """
14|K|reddit-thread|Rodgers still undecided, Tomlin says the door is open|r/steelers. Rodgers told McAfee he has some personal stuff going on and there's no timeline. Mandatory minicamp is June 10-12, so that's the real deadline in most people's heads. Mason Rudolph is QB1 for now, lol.|A thread about an undecided player and a future camp.
3|L|x-post|It's done|Aaron Rodgers agrees to a one-year deal with the Pittsburgh Steelers, June 5, 2025. Somewhere Mike Tomlin is smiling about a thing he'll never talk about.|Reports the June 5, 2025 agreement.
8|K|podcast-notes|Ep. 311: Waiting on Aaron|We go through what a Rodgers offense looks like with DK Metcalf, whether Pittsburgh should just draft a quarterback, and how long the Steelers can wait before this gets silly.|A podcast description with no date after the cutoff.
5|K|newsletter|Black and Gold Briefing|OTAs open May 27. Mandatory minicamp runs June 10, 2025 through June 12. No update on Rodgers from the team; Tomlin wants him in the building by then.|A schedule with future dates and no reported outcome.
2|L|fan-wiki|Aaron Rodgers - Pittsburgh Steelers (2025)|Rodgers signed with the Steelers on June 5, 2025. In his first game for the team, at the Jets on September 7, 2025, he threw four touchdown passes in a 34-32 win.|Reports the signing and a September 2025 game.
1|L|reddit-comment|Re: Minicamp thread|EDIT: he's here. Signed June 5, 2025, one year, and he wore a Steelers hat at the presser like it was the most normal thing in the world.|An edit reports the June 5, 2025 signing.
""",
    ),
    Q(
        "m7-bronny-drafted-2024",
        "Will Bronny James be selected in the 2024 NBA Draft?",
        "Resolves YES if Bronny James is selected by any team in the 2024 NBA Draft, held June 26-27, 2024. Resolves NO otherwise.",
        "2024-06-12",
        "2024-06-27",
        1,
        "sports",
        """
15|K|reddit-thread|Bronny has until tomorrow to decide: stay in the draft or go back to school|r/nba. The NCAA withdrawal deadline is May 29, 2024. He averaged 4.8 points at USC after the cardiac arrest last summer. Reports say he's leaning toward staying in.|A thread about a future deadline.
10|K|x-post|Bronny workouts|Bronny James has now worked out for the Suns and Lakers. Klutch wants control over where he lands, which is why he isn't doing a ton of visits.|A report of workouts before the cutoff.
2|L|x-post|Lakers pick Bronny|With the 55th pick, the Lakers select Bronny James. June 27, 2024. LeBron and his son on the same roster.|Reports the June 27, 2024 pick.
1|L|youtube-description|JJ Redick introduced as Lakers head coach (June 24, 2024)|Full press conference. Rob Pelinka and JJ Redick talk about the hire, the podcast jokes and the roster.|Reports a June 24, 2024 introduction, after the cutoff.
6|K|newsletter|Draft week explainer|The draft is two nights again this year: the first round on Wednesday, June 26, 2024 and the second round on Thursday, June 27. Bronny is projected as a second-rounder at best.|A schedule with future dates and a projection.
3|K|comment-section|Comments on: Is Bronny actually an NBA prospect?|Honestly his combine numbers were decent. The shooting is the question. He could easily go undrafted and sign a two-way deal.|A comment with a possibility and no later event.
""",
    ),
    Q(
        "m7-ovechkin-895-2025",
        "Will Alex Ovechkin score his 895th NHL goal, passing Wayne Gretzky's record, by April 10, 2025?",
        "Resolves YES if Alex Ovechkin scores his 895th regular-season NHL goal on or before April 10, 2025. Resolves NO otherwise.",
        "2025-03-25",
        "2025-04-10",
        1,
        "sports",
        """
12|K|reddit-thread|Ovi goal tracker megathread|r/caps. Remaining schedule is posted below, including the April 6, 2025 game at the Islanders that everyone's circling. Gretzky says he wants to be in the building for it, wherever it happens.|A tracker with scheduled games.
2|L|x-post|895|Alex Ovechkin passes Wayne Gretzky. April 6, 2025, second period, power play, at the Islanders. Gretzky was there to see it.|Reports the April 6, 2025 record goal.
5|K|podcast-notes|Ep. 144: How the NHL plans to stop the game|The league says it will pause play for a short ceremony whenever the record falls. We talk about who gets the puck and whether Ovi plays on for another season.|Describes plans for a future ceremony.
1|L|reddit-thread|GDT: Capitals vs Blackhawks (April 4, 2025)|Ovi scores twice to tie Gretzky at 894. Next up Sunday afternoon on Long Island.|Reports the April 4, 2025 game as played.
8|K|fan-wiki|Alex Ovechkin - Pursuit of the goals record|As of this edit Ovechkin is within reach of Gretzky's 894 regular-season goals, despite missing about a month this season with a broken left fibula suffered in November.|A wiki section with only earlier facts.
3|L|comment-section|Comments on: Greatest goal scorer ever?|The record goal on April 6, 2025 was a one-timer from his office. Of course it was.|Describes the April 6, 2025 goal.
""",
    ),
    Q(
        "m7-spain-davis-qf-2024",
        "Will Spain beat the Netherlands in their Davis Cup Finals quarterfinal in Malaga on November 19, 2024?",
        "Resolves YES if Spain wins its Davis Cup Finals quarterfinal tie against the Netherlands played on November 19, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-19",
        0,
        "sports",
        """
26|K|x-post|Rafa's announcement|Rafael Nadal says the Davis Cup Finals in Malaga next month will be the last tournament of his career. Video on his account. Nobody is OK.|A post about a planned retirement.
10|K|reddit-thread|Spain vs Netherlands, Tuesday Nov 19 in Malaga. Will Rafa play singles?|r/tennis. Tie is 19 November 2024. Ferrer hasn't said. Carlos will almost certainly play No. 1 singles. If it goes to a doubles decider it's probably Carlos and Granollers.|A preview with a future tie.
2|L|reddit-comment|Re: Should Ferrer play Rafa?|EDIT Nov 19, 2024: Van de Zandschulp beat Rafa 6-4 6-4, Carlos won his match, then the Dutch won the doubles. Spain out. That's the end of Rafa's career.|An edit reports the November 19, 2024 result.
1|L|youtube-description|Rafael Nadal's farewell - Malaga, 19 November 2024|The full on-court tribute after Spain's loss to the Netherlands, with messages from Federer, Djokovic, Serena and more.|Reports the November 19, 2024 farewell.
4|K|newsletter|Davis Cup Finals preview|Eight teams in Malaga. Italy defends its title; the final is Sunday, Nov. 24, 2024. Spain's quarterfinal opens the week.|A preview with future dates.
3|L|forum-post|Davis Cup Finals 2024 results thread|Italy went back to back on 24 November 2024, beating the Netherlands 2-0 with wins for Berrettini and Sinner.|Reports the November 24, 2024 final.
""",
    ),
    Q(
        "m7-marathon-delay-2025",
        "Will Bungie announce a delay of Marathon's September 23, 2025 release date by July 15, 2025?",
        "Resolves YES if Bungie announces on or before July 15, 2025 that Marathon will not launch on September 23, 2025. Resolves NO otherwise.",
        "2025-06-12",
        "2025-07-15",
        1,
        "technology",
        """
20|K|reddit-thread|Bungie says it's investigating the Marathon art theft claims|r/Marathon. An independent artist showed textures in the alpha that look lifted from her work. Bungie says a former artist did it and it's looking into it. Not a great look four months before launch.|A thread about an earlier controversy.
8|K|x-post|Marathon launch info|Marathon launches September 23, 2025 on PS5, Xbox Series X and PC. Price and preorder details soon.|A stated future release date.
2|L|reddit-thread|Preorder megathread|EDIT June 30, 2025: Bungie delayed Marathon. No September 23 launch, new date "later", more news this fall. Thread locked.|An edit reports the June 30, 2025 delay.
1|L|newsletter|The Save File|Bungie's Marathon, which had been set for September 23, was pushed back on June 30, 2025 after alpha feedback and the art controversy.|Reports the June 30, 2025 delay.
5|K|discord-log|#marathon-alpha|[19:40] vexx: runner movement feels good but the loot is dead [19:41] pine: if they don't delay I'll be shocked honestly [19:42] vexx: they won't, sept 23 is locked with sony|A chat speculating about a possible delay.
3|L|comment-section|Comments on: Marathon alpha impressions|Joe Ziegler's video on June 30, 2025 basically said the feedback was loud and they're taking more time. Good call.|Reports the June 30, 2025 announcement.
""",
    ),
    Q(
        "m7-carlsen-blitz-2024",
        "Will Magnus Carlsen win or share the 2024 FIDE World Blitz Championship in New York?",
        "Resolves YES if Magnus Carlsen is declared world blitz champion, alone or jointly, at the 2024 FIDE World Blitz Championship concluding on December 31, 2024. Resolves NO otherwise.",
        "2024-12-20",
        "2024-12-31",
        1,
        "sports",
        """
15|K|reddit-thread|World Rapid and Blitz are in New York, Dec 26-31, and Magnus is playing|r/chess. December 26-31, 2024, on Wall Street of all places. Blitz now has a Swiss then a knockout, so upsets are more likely.|A thread about a future event.
2|K|x-post|Gukesh skipping NY|Fresh world champion Gukesh won't play the Rapid and Blitz in New York. Understandable after Singapore.|A report of a decision before the cutoff.
1|L|reddit-thread|Magnus fined and not paired in round 9 for wearing jeans|Posted Dec 27, 2024. He refused to change, said he's done with FIDE and left the rapid. Is he out of the blitz too?|Reports the December 27, 2024 incident.
1|L|x-post|shared|Magnus Carlsen and Ian Nepomniachtchi agree to share the World Blitz title after three drawn games in the final. 31 December 2024. Chess is fine, everyone.|Reports the December 31, 2024 result.
5|K|newsletter|Chess week ahead|Blitz format is new: Swiss rounds on Dec. 30, top eight go to knockout matches on Dec. 31. Magnus is the favourite, obviously.|A format note with future dates.
3|L|comment-section|Comments on: Is Magnus back?|FIDE relaxed the dress code on December 29, 2024 and Magnus came back for the blitz in jeans. Wild week.|Reports a December 29, 2024 decision.
""",
    ),
    Q(
        "m7-t1-worlds-2024",
        "Will T1 win the 2024 League of Legends World Championship?",
        "Resolves YES if T1 wins the 2024 League of Legends World Championship final, held in London on November 2, 2024. Resolves NO otherwise.",
        "2024-10-14",
        "2024-11-02",
        1,
        "sports",
        """
10|K|reddit-thread|Worlds 2024 bracket thread|r/leagueoflegends. Swiss stage in Berlin wraps up this weekend; knockouts move to Paris and the final is at the O2 in London on Nov 2. T1 are still alive.|A bracket thread with future rounds.
2|L|x-post|FAKER|T1 3-2 BLG. Faker's fifth world title. November 2, 2024, London. Goat debate over.|Reports the November 2, 2024 final.
5|K|youtube-description|Can T1 repeat? Worlds 2024 predictions|Quarterfinals start Oct. 17, 2024 in Paris. Our picks for every bracket slot. Gen.G are still the favourites for us.|Predictions with future dates.
1|L|reddit-comment|Re: T1 vs Gen.G semi|EDIT Oct 27, 2024: T1 3-1. They're going to London again.|An edit reports the October 27, 2024 semifinal.
3|K|discord-log|#worlds|[02:13] jinx_main: T1 looked shaky early in swiss [02:14] moonstone: they always do, they wake up in knockouts [02:14] jinx_main: hope ur right|A chat with no dated event.
1|L|fan-wiki|2024 World Championship|The final was held at The O2 Arena in London on 2 November 2024. T1 defeated Bilibili Gaming 3-2; Faker was named Finals MVP.|Reports the November 2, 2024 final.
""",
    ),
    Q(
        "m7-lilo-stitch-opening-2025",
        "Will Disney's live-action Lilo & Stitch gross more than $120 million in North America over its May 23-25, 2025 three-day opening weekend?",
        "Resolves YES if reported domestic grosses for Lilo & Stitch over Friday-Sunday, May 23-25, 2025 exceed $120 million. Resolves NO otherwise.",
        "2025-05-09",
        "2025-05-26",
        1,
        "entertainment",
        """
10|K|reddit-thread|Lilo & Stitch tracking: $120-140M four-day|r/boxoffice. Early tracking has Stitch well ahead of Mission: Impossible for Memorial Day. Three-day could be close to $100M.|Tracking forecasts for a future weekend.
2|L|x-post|Memorial Day record|Lilo & Stitch opens to $146M for the three-day and $183M for the four-day (May 23-26, 2025). Biggest Memorial Day opening ever.|Reports the May 2025 opening grosses.
5|K|newsletter|The Box Office Weekly|Memorial Day weekend: Lilo & Stitch and Mission: Impossible - The Final Reckoning both open Friday, May 23, 2025. Disney's remake is the tracking favourite.|A release schedule.
1|L|reddit-comment|Re: Did M:I get crushed?|Not crushed. About $64M three-day over May 23-25, 2025, which is still a franchise best for the opening. Stitch was just massive.|Reports the May 23-25, 2025 weekend grosses.
3|K|comment-section|Comments on: Thunderbolts opens to $74M|Sinners still holding like crazy. The next real test is Memorial Day.|A comment with earlier results and a future weekend.
""",
    ),
    Q(
        "m7-santos-expelled-2023",
        "Will the House of Representatives vote to expel Rep. George Santos by December 31, 2023?",
        "Resolves YES if the House votes by the required two-thirds to expel George Santos on or before December 31, 2023. Resolves NO otherwise.",
        "2023-11-20",
        "2023-12-31",
        1,
        "politics",
        """
18|K|reddit-thread|Santos expulsion fails 179-213|r/politics. Lots of members say they want to wait for the Ethics Committee report, which is due by Nov. 17, 2023.|A thread about an earlier vote and a future report.
3|K|x-post|Ethics report|House Ethics: "substantial evidence" Santos used campaign money on Botox, OnlyFans and luxury shopping. He says he won't run again. Expulsion resolution incoming.|A post about an earlier report.
5|K|newsletter|Hill Notes|Guest says he'll file a privileged resolution to expel Santos after Thanksgiving, so a vote could come the week of Nov. 27, 2023.|A planned future vote.
2|L|reddit-thread|Live: House votes on Santos|EDIT Dec 1, 2023: Expelled, 311-114. Sixth member ever expelled, first without a conviction or Confederate service.|An edit reports the December 1, 2023 vote.
1|L|youtube-description|George Santos on Cameo: I watched 40 of them|Since he was expelled on December 1, 2023, Santos has been charging for personalized videos. We paid for a bunch.|Reports the expulsion on December 1, 2023.
1|L|comment-section|Comments on: Who replaces Santos?|Suozzi won the seat back in the February 13, 2024 special election, so that answers that.|Reports a February 13, 2024 election, after the cutoff.
""",
    ),
    Q(
        "m7-tesla-austin-robotaxi-2025",
        "Will Tesla launch its robotaxi service in Austin by June 30, 2025?",
        "Resolves YES if Tesla begins giving rides to members of the public in driverless vehicles in Austin, Texas on or before June 30, 2025, including an invite-only launch. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-30",
        1,
        "technology",
        """
12|K|reddit-thread|Musk: Austin robotaxi launch in June, 10 to 20 Model Ys|r/teslamotors. Geofenced, with remote monitoring. He's said "next year" for robotaxis every year since 2019 so grain of salt, but this time there are cars on the street testing.|A thread about a planned launch.
2|L|x-post|it's live|Tesla Robotaxi is live in Austin. June 22, 2025. $4.20 flat fare, safety monitor in the passenger seat, invite only for now.|Reports the June 22, 2025 launch.
4|K|newsletter|EV Weekly|Tesla says the Austin robotaxi service will start in June 2025, but won't give a day. Analysts expect a small invite-only fleet.|A newsletter on a planned launch.
1|L|comment-section|Comments on: Is TSLA a buy?|TSLA dropped 14% on June 5, 2025 when the Musk-Trump thing blew up on X. Robotaxi hype or not, that was brutal.|Reports a June 5, 2025 share drop, on the cutoff day.
6|K|discord-log|#tsla|[09:31] gamma_jim: unsupervised in austin by end of june or bust [09:32] ladder: it'll be a handful of cars with a guy inside [09:32] gamma_jim: still counts|A chat about a future launch.
1|L|reddit-comment|Re: Robotaxi videos|EDIT: NHTSA contacted Tesla on June 23, 2025 about the clips of cars in the wrong lane. Day-one launch, day-two letter.|Reports a June 23, 2025 regulator contact.
""",
    ),
    Q(
        "m7-wrexham-l1-promotion-2025",
        "Will Wrexham AFC win automatic promotion from League One in the 2024-25 season?",
        "Resolves YES if Wrexham finish in the top two of League One in 2024-25, confirmed by the end of the regular season on May 3, 2025. Resolves NO otherwise.",
        "2025-04-08",
        "2025-05-03",
        1,
        "sports",
        """
10|K|reddit-thread|Run-in: what we need from the last seven|r/Wrexham. Win the home games and we're basically there. Charlton at the Racecourse on April 26, 2025 might be the one. Wycombe won't go away.|A thread about the remaining schedule.
2|L|x-post|THREE IN A ROW|Wrexham 3-0 Charlton, 26 April 2025. Third straight promotion. The Championship. Hollywood.|Reports the April 26, 2025 promotion.
5|K|podcast-notes|Ep. 88: Wycombe, nerves and the last day|We look at the final day on 3 May 2025 and every scenario. Also a long argument about whether Mullin starts.|A podcast on future scenarios.
1|L|reddit-thread|Match thread: Wrexham vs Charlton|EDIT: FT 3-0, PROMOTED. April 26, 2025, first club ever to go up three times in a row from the fifth tier to the second. Absolute scenes.|An edit reports the April 26, 2025 result.
7|K|comment-section|Comments on: Parkinson contract extension|He's done it twice already. Whatever happens this season he's earned the new deal.|A comment with no later dated event.
""",
    ),
    Q(
        "m7-sunderland-playoff-2025",
        "Will Sunderland win the 2025 EFL Championship play-off final at Wembley on May 24, 2025?",
        "Resolves YES if Sunderland win the Championship play-off final played on May 24, 2025. Resolves NO if they lose it or do not reach it.",
        "2025-05-06",
        "2025-05-24",
        1,
        "sports",
        """
3|K|reddit-thread|Play-off semi vs Coventry: dates confirmed|r/SAFC. First leg at Coventry on Friday May 9, second leg at the Stadium of Light on Tuesday May 13. Final at Wembley on Saturday May 24, 2025.|A schedule with future dates.
2|L|x-post|WE'RE GOING UP|Tommy Watson. 95th minute. Sunderland 2-1 Sheffield United. 24 May 2025. Premier League.|Reports the May 24, 2025 final.
1|L|reddit-comment|Re: Semi second leg|Ballard header deep in extra time on 13 May 2025. I'm still shaking. Wembley here we come.|Reports the May 13, 2025 semifinal.
8|K|forum-post|Fourth place it is|Leeds and Burnley gone up automatically, we're locked into fourth. Rest people now and get ready for Coventry.|A post about standings before the cutoff.
5|K|newsletter|Red and White Digest|The last regular-season game is this weekend. Le Bris says he'll rotate. Semi-final tickets on sale to season card holders first.|A newsletter with no date after the cutoff.
1|L|youtube-description|Sheffield United 1-2 Sunderland - Championship play-off final highlights (May 24, 2025)|Mayenda's equaliser and Watson's winner in stoppage time at Wembley.|Reports the May 24, 2025 final.
""",
    ),
    Q(
        "m7-jones-miocic-2024",
        "Will Jon Jones beat Stipe Miocic at UFC 309 on November 16, 2024?",
        "Resolves YES if Jon Jones is declared the winner of his heavyweight title fight with Stipe Miocic at UFC 309 on November 16, 2024. Resolves NO otherwise.",
        "2024-11-02",
        "2024-11-17",
        1,
        "sports",
        """
12|K|reddit-thread|UFC 309 card: Jones vs Miocic, Oliveira vs Chandler 2, Nov 16 at MSG|r/MMA. Saturday, November 16, 2024. Finally. A year after the pec injury. Aspinall waiting in the wings as interim champ.|A card announcement with a future date.
2|L|x-post|spinning back kick|Spinning back kick to the body, round three. Jon Jones retains against Stipe. November 16, 2024. Trump cageside.|Reports the November 16, 2024 result.
4|K|podcast-notes|Ep. 260: Jones says he might retire after Stipe|We discuss whether Jones ever fights Aspinall, whether Stipe has anything left at 42, and our picks for Saturday the 16th.|A podcast preview with a future fight.
1|L|reddit-comment|Re: Co-main|Oliveira won every round against Chandler on Nov. 16, 2024. Rematch was one-sided.|Reports the November 16, 2024 co-main result.
7|K|comment-section|Comments on: Is Stipe too old?|He hasn't fought since Ngannou knocked him out in March 2021. That's the whole question.|A comment with only earlier facts.
1|L|fan-wiki|UFC 309|UFC 309 took place on November 16, 2024 at Madison Square Garden. Jones defeated Miocic by TKO (spinning back kick to the body and punches) at 4:29 of round 3.|Reports the November 16, 2024 event.
""",
    ),
    Q(
        "m7-mcgregor-ufc303-2024",
        "Will Conor McGregor fight Michael Chandler at UFC 303 on June 29, 2024?",
        "Resolves YES if Conor McGregor and Michael Chandler compete against each other at UFC 303 on June 29, 2024. Resolves NO otherwise.",
        "2024-06-01",
        "2024-06-30",
        0,
        "sports",
        """
20|K|reddit-thread|It's official: McGregor vs Chandler headlines UFC 303 on June 29, 2024|r/MMA. International Fight Week in Las Vegas. Conor's first fight since the broken leg against Poirier. I'll believe it when they touch gloves.|A fight announcement with a future date.
3|K|x-post|press tour|The UFC 303 press tour kicks off in Dublin on June 3, 2024. Conor vs Chandler face to face at last.|A scheduled press conference.
2|L|x-post|presser cancelled|UFC cancels the Dublin press conference on June 3, 2024, hours before it was due to start, citing circumstances beyond its control. Here we go.|Reports the June 3, 2024 cancellation.
1|L|reddit-comment|Re: Is Conor still fighting?|EDIT June 13, 2024: Dana says Conor is out with an injury. Pereira vs Prochazka 2 is the new main event. Shocked, truly.|An edit reports the June 13, 2024 withdrawal.
6|K|newsletter|Fight Week Ahead|McGregor hasn't fought since July 10, 2021, when he broke his leg against Dustin Poirier. Chandler has been waiting for this fight for more than a year.|A newsletter with only earlier dates.
1|L|youtube-description|UFC 303 RECAP: Pereira KOs Prochazka again (June 29, 2024)|Head kick in round two. Plus the rest of the card and what's next for Conor.|Reports the June 29, 2024 event.
""",
    ),
    Q(
        "m7-hamilton-ferrari-win-2025",
        "Will Lewis Hamilton win a Formula 1 grand prix or sprint race for Ferrari by March 31, 2025?",
        "Resolves YES if Lewis Hamilton wins a Formula 1 grand prix or sprint race driving for Ferrari on or before March 31, 2025. Resolves NO otherwise.",
        "2025-03-14",
        "2025-03-31",
        1,
        "sports",
        """
20|K|reddit-thread|Hamilton's first laps in red at Fiorano|r/formula1. Photos from the January test in the old car. The season opens in Melbourne on March 16, 2025 and China is a sprint weekend straight after.|A thread with a past test and the future calendar.
4|K|youtube-description|Can Hamilton win in a Ferrari? Bahrain testing analysis|Long-run pace, tyre deg, and why McLaren still looks like the team to beat. China sprint weekend is March 21-23, 2025.|An analysis with future race dates.
2|L|x-post|FIRST WIN IN RED|Lewis Hamilton wins the China sprint from pole. March 22, 2025. Ferrari's new era has begun, sort of.|Reports the March 22, 2025 sprint win.
1|L|reddit-comment|Re: China sprint|EDIT 3/23: and both Ferraris got disqualified from the grand prix on March 23, 2025. Hamilton for plank wear, Leclerc underweight. Classic Ferrari.|An edit reports the March 23, 2025 disqualifications.
6|K|newsletter|Pit Wall Weekly|Ferrari topped one day of Bahrain testing. Vasseur says the car is "a step", which is what every team principal says in February.|A control with only testing news.
1|L|forum-post|Australian GP 2025 race thread|Norris won a wet Melbourne on 16 March 2025, Hamilton was P10 after Ferrari's strategy went sideways in the rain.|Reports the March 16, 2025 race.
""",
    ),
    Q(
        "m7-inter-miami-mls-cup-2025",
        "Will Inter Miami win MLS Cup 2025?",
        "Resolves YES if Inter Miami CF wins the MLS Cup 2025 final, scheduled for December 6, 2025. Resolves NO otherwise.",
        "2025-11-15",
        "2025-12-06",
        1,
        "sports",
        """
6|K|reddit-thread|We got through Nashville. Conference semis after the international break|r/InterMiamiCF. Messi was everywhere in the decider. Next round is the weekend of Nov. 22-23, 2025, then the East final, then MLS Cup on Dec. 6.|A thread with a past round and the upcoming schedule.
2|L|x-post|CHAMPIONS|INTER MIAMI ARE MLS CUP CHAMPIONS. 3-1 over Vancouver. December 6, 2025. Two Messi assists in Busquets and Alba's last game.|Reports the December 6, 2025 final.
4|K|newsletter|MLS Playoffs Explained|MLS Cup is Saturday, December 6, 2025, hosted by the higher seed. The conference finals are the weekend before.|A playoff schedule.
1|L|reddit-comment|Re: East final|EDIT Nov 29, 2025: 5-1 over NYCFC. Eastern Conference champions. One more.|An edit reports the November 29, 2025 conference final.
10|K|comment-section|Comments on: Busquets and Alba to retire|Every playoff game could be their last now. If Miami go out early, that's it for two legends.|A conditional comment about future games.
3|K|fan-wiki|Lionel Messi - 2025 season|Messi won the 2025 MLS Golden Boot with 29 regular-season goals and was again among the league's assist leaders.|A wiki note with a regular-season fact before the cutoff.
""",
    ),
    Q(
        "m7-murray-olympic-medal-2024",
        "Will Andy Murray win a medal at the Paris 2024 Olympics?",
        "Resolves YES if Andy Murray wins a gold, silver or bronze medal in any tennis event at the Paris 2024 Olympic Games, which conclude on August 4, 2024. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-04",
        0,
        "sports",
        """
15|K|reddit-thread|Murray named for Paris in singles and doubles with Evans|r/tennis. The tennis event at Roland Garros runs July 27 to August 4, 2024. His back is the big question after the surgery.|A team selection with a future event.
2|L|x-post|Andy's last one|Murray on July 23, 2024: arrived in Paris for my final ever tennis tournament. Competing for GB has been the most memorable weeks of my career.|Reports a July 23, 2024 announcement.
1|L|reddit-comment|Re: Murray/Evans QF|EDIT Aug 1, 2024: Fritz and Paul beat them 6-2 6-4. That's Andy's last match. What a career.|An edit reports the August 1, 2024 loss.
8|K|newsletter|Tennis Weekly|Murray withdrew from Wimbledon singles after back surgery and played one doubles match with his brother Jamie on July 4. Paris is still the plan.|A newsletter with only earlier events.
3|K|comment-section|Comments on: Can Murray medal in doubles?|If he and Evans reach the semis they're one win from a medal. Big if, with that back.|A conditional about future matches.
1|L|comment-section|Comments on: Murray's final tournament|They saved five match points against the Japanese pair on July 28, 2024 and two more on July 30. Only Andy.|Reports matches on July 28 and July 30, 2024.
""",
    ),
    Q(
        "m7-beast-games-premiere-2024",
        "Will MrBeast's Beast Games premiere on Prime Video by December 31, 2024?",
        "Resolves YES if the first episode of Beast Games is released on Amazon Prime Video on or before December 31, 2024. Resolves NO otherwise.",
        "2024-12-05",
        "2024-12-31",
        1,
        "entertainment",
        """
20|K|reddit-thread|Beast Games premieres December 19 on Prime Video|r/MrBeast. Two episodes on day one, then weekly. 1,000 contestants, $5 million prize. After the lawsuit stuff in September I'm curious how it looks.|A release date announcement.
5|K|x-post|Prime Video|1,000 contestants. $5,000,000. The biggest cash prize in the history of TV and streaming. Beast Games, December 19, 2024, only on Prime Video.|A promotional post with a future date.
2|L|youtube-description|BEAST GAMES EPISODE 1 REACTION (premiered Dec 19, 2024)|We watched the first two episodes the night they dropped. Timestamps for every challenge inside.|Reports the December 19, 2024 premiere.
1|L|newsletter|Streaming Numbers|Amazon says Beast Games reached 50 million viewers in its first 25 days after the December 19, 2024 premiere, a record for an unscripted Prime show.|Reports viewing after the December 19, 2024 premiere.
10|K|comment-section|Comments on: Beast Games contestants sue|The suit says people went without food and medical care during filming in Las Vegas. Amazon hasn't commented.|A comment on an earlier lawsuit.
3|K|podcast-notes|Ep. 301: MrBeast on going over budget|He says the show cost way more than planned and he lost money on it, but he'd do it again. We talk about whether YouTube formats work on TV.|A podcast description with no date after the cutoff.
""",
    ),
    Q(
        "m7-lillard-trade-2023",
        "Will the Portland Trail Blazers trade Damian Lillard before the 2023-24 NBA regular season opens on October 24, 2023?",
        "Resolves YES if a trade sending Damian Lillard from Portland to another team is completed before October 24, 2023. Resolves NO otherwise.",
        "2023-09-20",
        "2023-10-24",
        1,
        "sports",
        """
25|K|reddit-thread|Dame's trade request, day 52|r/ripcity. He asked out on July 1 and supposedly only wants Miami. Cronin keeps saying he'll take his time. Anyone still think he's here on opening night?|A thread with earlier events and an open question.
8|K|x-post|Blazers media day|Blazers media day is Oct. 2, 2023. If Lillard is still on the roster he's expected to report, per the team.|A scheduled event with a condition.
2|L|x-post|Dame to Milwaukee|Blazers trade Damian Lillard to the Bucks in a three-team deal with Phoenix. Jrue Holiday and Deandre Ayton head to Portland. September 27, 2023.|Reports the September 27, 2023 trade.
1|L|reddit-comment|Re: What now for Portland?|EDIT Oct 1, 2023: Jrue already flipped to Boston for Brogdon, Robert Williams and two firsts. Cronin cooked.|Reports an October 1, 2023 trade.
5|K|newsletter|NBA Offseason Notes|Miami still hasn't met Portland's price. Cronin says he'll wait for the right deal, even into the season if he has to.|A newsletter with stated intentions and no later event.
12|K|comment-section|Comments on: Heat's latest Lillard offer|Dame's agent reportedly told other teams he'd be unhappy anywhere but Miami. That's tanked his value.|A comment on reports before the cutoff.
""",
    ),
    Q(
        "m7-jason-kelce-retire-2024",
        "Will Jason Kelce announce his retirement from the NFL by March 15, 2024?",
        "Resolves YES if Philadelphia Eagles center Jason Kelce publicly announces his retirement on or before March 15, 2024. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-15",
        1,
        "sports",
        """
25|K|reddit-thread|ESPN: Kelce told teammates he's retiring|r/eagles. After the wild-card loss in Tampa he reportedly told the locker room. The Eagles say no decision has been made.|A thread with an unconfirmed report before the cutoff.
10|K|podcast-notes|New Heights Ep. 77|Jason says he'll make a decision after the Super Bowl and "when I know, you'll know". Travis on the AFC title game and the trip to Vegas.|A podcast on a decision still to come.
2|L|x-post|Kelce retires|Jason Kelce retires. March 4, 2024, at the NovaCare Complex, tears from the first sentence. 13 seasons, one ring, one parade speech.|Reports the March 4, 2024 retirement.
1|L|youtube-description|Jason Kelce's full retirement press conference (March 4, 2024)|The whole speech, unedited, about 40 minutes.|Reports the March 4, 2024 press conference.
5|K|newsletter|Eagles Cap Watch|The new league year starts March 13, 2024. How much room Philly has depends on whether Kelce comes back.|A future date with a conditional.
3|L|comment-section|Comments on: Eagles free agency|They agreed with Saquon on March 11, 2024, first day of the negotiating window. Kelce barely had his retirement cake.|Reports a March 11, 2024 agreement.
""",
    ),
    Q(
        "m7-soto-mets-2024",
        "Will Juan Soto agree to a contract with the New York Mets by December 15, 2024?",
        "Resolves YES if Juan Soto agrees to terms with the New York Mets on or before December 15, 2024, as credibly reported. Resolves NO otherwise.",
        "2024-11-30",
        "2024-12-15",
        1,
        "sports",
        """
15|K|reddit-thread|Soto met with Cohen in LA|r/NewYorkMets. Yankees, Dodgers, Red Sox and Blue Jays also in. Bids reportedly past $600M. Boras is going to milk every day of this.|A thread about meetings before the cutoff.
4|K|x-post|winter meetings|Winter meetings are Dec. 8-11, 2024 in Dallas. Boras usually waits for them, so don't expect Soto before then.|A schedule with a forecast.
2|L|x-post|SOTO TO QUEENS|Juan Soto to the Mets. 15 years, $765 million, no deferrals. December 8, 2024. Steve Cohen doesn't lose auctions.|Reports the December 8, 2024 agreement.
1|L|reddit-comment|Re: Yankees' plan B|They pivoted fast and signed Max Fried on December 10, 2024, eight years, $218 million.|Reports a December 10, 2024 signing.
8|K|newsletter|Hot Stove Digest|Soto's market: at least five teams, bids said to be north of $600 million. The Mets are the favourite in most clubhouses and every sportsbook.|A newsletter with bids and expectations.
3|L|fan-wiki|Juan Soto - New York Mets (2025-present)|On December 8, 2024, Soto agreed to a 15-year, $765 million contract with the Mets, then the largest in professional sports. He was introduced at Citi Field on December 12, 2024.|Reports the December 2024 agreement and introduction.
""",
    ),
    Q(
        "m7-apple-watch-ban-2023",
        "Will Apple stop selling the Apple Watch Series 9 and Ultra 2 in the United States by December 26, 2023?",
        "Resolves YES if Apple halts US sales of the Apple Watch Series 9 and Apple Watch Ultra 2 on or before December 26, 2023, because of the ITC import ban in the Masimo case. Resolves NO otherwise.",
        "2023-12-12",
        "2023-12-26",
        1,
        "technology",
        """
20|K|reddit-thread|ITC ban over blood oxygen sensor: what it means for your watch|r/AppleWatch. The presidential review period ends Dec. 25, 2023. If nobody vetoes, Apple can't import the Series 9 or Ultra 2. Your existing watch is fine.|An explainer on a future deadline.
5|K|newsletter|Tech Law Weekly|If the administration doesn't overturn the ITC order, the import ban on the two watches takes effect on December 26, 2023. Apple has appealed.|A conditional with a future date.
2|L|x-post|Apple pulls watches|Apple (Dec 18, 2023): pausing sales of Series 9 and Ultra 2 in the US, online from Dec 21, in stores after Dec 24. Masimo case.|Reports a December 18, 2023 announcement.
1|L|reddit-comment|Re: Where can I still buy a Series 9?|EDIT Dec 27, 2023: Federal Circuit paused the ban, Apple says sales resume in stores tomorrow.|An edit reports the December 27, 2023 court order.
3|K|comment-section|Comments on: Apple vs Masimo|Masimo's CEO says he's open to a settlement. Apple says no. Tim Cook is not going to pay up.|A comment with stated positions.
1|L|forum-post|No blood oxygen on new watches?|Yep. From January 18, 2024, watches sold in the US shipped with blood oxygen disabled so Apple could keep selling them.|Reports a January 2024 change.
""",
    ),
    Q(
        "m7-djt-listing-2024",
        "Will Trump Media & Technology Group begin trading on Nasdaq under the ticker DJT by March 31, 2024?",
        "Resolves YES if shares of Trump Media & Technology Group, after its merger with Digital World Acquisition Corp., trade on Nasdaq under the ticker DJT on or before March 31, 2024. Resolves NO otherwise.",
        "2024-03-10",
        "2024-03-31",
        1,
        "markets",
        """
24|K|reddit-thread|SEC declares DWAC registration effective|r/wallstreetbets. After two and a half years. Shareholder vote is set for March 22, 2024. DWAC up 20% premarket.|A thread about an earlier approval and a scheduled vote.
6|K|x-post|DWAC|If the merger is approved on the 22nd, the combined company trades as DJT on Nasdaq. Bears, you've been warned.|A conditional future listing.
2|L|x-post|DJT day one|DJT opened around $70 and closed at $57.99 on March 26, 2024, its first day. Trump's stake is worth billions on paper.|Reports the March 26, 2024 first trading day.
1|L|reddit-comment|Re: Vote thread|EDIT March 22, 2024: Vote passed. Merger closes Monday and it trades as DJT.|An edit reports the March 22, 2024 vote.
4|K|comment-section|Comments on: Can Trump sell?|Lockup means six months before insiders can sell, unless the board waives it. Nobody here has read the S-4.|A comment on rules with no later event.
9|K|newsletter|SPAC Digest|The vote date is finally on the calendar. If it passes, expect a wild first week.|A preview with a conditional.
""",
    ),
    Q(
        "m7-msft-4t-2025",
        "Will Microsoft's market capitalization reach $4 trillion at any time by August 15, 2025?",
        "Resolves YES if Microsoft's market value reaches or exceeds $4 trillion, intraday or at a close, on or before August 15, 2025. Resolves NO otherwise.",
        "2025-07-20",
        "2025-08-15",
        1,
        "markets",
        """
10|K|reddit-thread|MSFT at $3.7T. Can earnings get it to $4T?|r/stocks. Fiscal Q4 results are due July 30, 2025 after the close. Azure needs a big number.|A thread with a scheduled earnings date.
2|L|x-post|$4T club|Microsoft hits a $4 trillion market cap on July 31, 2025 after Azure blew past estimates. Second company ever after Nvidia.|Reports the July 31, 2025 milestone.
6|K|newsletter|Earnings Calendar|Big Tech week: Microsoft and Meta on Wed., July 30, 2025; Apple and Amazon on Thursday, July 31. Options imply a 5% move for MSFT.|An earnings calendar with future dates.
1|L|reddit-comment|Re: MSFT earnings thread|Azure grew 39% in the June quarter, reported July 30, 2025. Stock up 8% after hours.|Reports results released on July 30, 2025.
4|K|comment-section|Comments on: Microsoft layoffs|Another 9,000 cut in early July and the stock didn't care at all.|A comment with an earlier event.
3|K|discord-log|#stonks|[14:02] tendies: msft 4T by august? [14:03] vol_crush: needs like 8% lol [14:03] tendies: one good azure print|A chat speculating about a future price.
""",
    ),
    Q(
        "m7-stranger-things-5-2025",
        "Will Stranger Things season 5 Volume 1 be released on Netflix on November 26, 2025?",
        "Resolves YES if the first episodes of Stranger Things season 5 are available on Netflix on November 26, 2025 (US time). Resolves NO if the release is moved.",
        "2025-11-10",
        "2025-11-27",
        1,
        "entertainment",
        """
15|K|reddit-thread|Release schedule: Vol 1 Nov 26, Vol 2 Christmas, finale New Year's Eve|r/StrangerThings. Vol 1 drops at 5pm PT on the 26th. I'm taking the day off.|A release schedule.
2|L|x-post|it's here|Stranger Things 5 Volume 1 is out. November 26, 2025. Four episodes. See you in the Upside Down.|Reports the November 26, 2025 release.
5|K|newsletter|What's on Streaming|Netflix will also show the series finale in theaters on Dec. 31, 2025. Volume 1 arrives the day before Thanksgiving.|A schedule with future dates.
1|L|comment-section|Comments on: Stranger Things ratings|59.6 million views in five days after the November 26, 2025 drop, per Netflix. Biggest English-language premiere week they've had.|Reports viewing after the November 26, 2025 release.
3|K|youtube-description|STRANGER THINGS 5 FINAL TRAILER BREAKDOWN|Every frame, every Vecna clue and our theories for who doesn't make it.|A trailer breakdown with no date after the cutoff.
1|L|fan-wiki|Stranger Things season 5|Volume 2 (episodes 5-7) was released on December 25, 2025, and the finale on December 31, 2025.|Reports releases in December 2025.
""",
    ),
    Q(
        "m7-harris-fox-interview-2024",
        "Will Kamala Harris give a sit-down interview to Fox News before October 31, 2024?",
        "Resolves YES if a sit-down interview of Kamala Harris by a Fox News journalist airs before October 31, 2024. Resolves NO otherwise.",
        "2024-10-08",
        "2024-10-31",
        1,
        "politics",
        """
15|K|reddit-thread|Harris has done CNN with Walz and a local Philly interview. No Fox yet|r/politics. Top comment: she doesn't need Fox. Second comment: she absolutely does if she wants the undecideds.|A thread about past interviews.
3|K|x-post|Harris media week|Harris's October blitz: Call Her Daddy, 60 Minutes on Oct. 7, The View on Oct. 8, then Colbert and Stern.|A schedule of planned interviews.
2|L|x-post|Harris on Fox|Harris sat down with Bret Baier in Pennsylvania on October 16, 2024. Combative is an understatement.|Reports the October 16, 2024 interview.
1|L|youtube-description|FULL: Kamala Harris Fox News interview with Bret Baier (Oct 16, 2024)|The whole interview, uncut, about 26 minutes.|Reports the October 16, 2024 interview.
6|K|newsletter|Campaign Media Notes|The Harris campaign says it's open to a Fox interview. Nothing booked, and the calendar is running out before Nov. 5.|A newsletter with an intention and a future date.
1|L|comment-section|Comments on: Harris on The View|On The View on Oct. 8, 2024 she said nothing came to mind that she'd have done differently from Biden. That clip is in every Trump ad now.|Reports the October 8, 2024 appearance, on the cutoff day.
""",
    ),
]
