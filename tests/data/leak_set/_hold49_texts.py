# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold49` part, read by `build_hold49.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part about technology products and software: release notes and changelogs, launch
events, app-store and game store pages, developer blogs, tech-news articles, rumour roundups and
forum threads about releases. See `build_hold49.py` and the README section `hold49.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "p8-phantom-liberty-2023",
        "Will CD Projekt Red release the Cyberpunk 2077: Phantom Liberty expansion by September 30, 2023?",
        "Resolves YES if Phantom Liberty is available to buy and play on at least one platform on or before September 30, 2023, as shown by the publisher or a major storefront. Resolves NO otherwise.",
        "2023-09-12",
        "2023-09-30",
        1,
        "product_launches",
        """
9|K|tech-news|Phantom Liberty preload opens next week, CDPR confirms|CD Projekt Red says pre-loading for Phantom Liberty starts a few days before the expansion unlocks on September 26, 2023. The free Update 2.0, which overhauls perks and police, is due first, on September 21.|Only scheduled dates for the update and the expansion.
3|L|patch-notes|Cyberpunk 2077 Update 2.0 - full patch notes|Update 2.0 went live on all current-gen platforms on 21 September 2023, rebuilding the skill trees and adding vehicle combat; the Phantom Liberty expansion followed five days later.|Reports the September 21, 2023 update and the expansion's later release as done.
14|K|forum-thread|Is my 3070 enough for PL? (megathread)|OP: the recommended specs changed again, now an SSD is mandatory. Reply: wait for benchmarks, embargo on reviews lifts Sept 25 apparently, the day before it unlocks. Reply 2: preordered anyway, see you in Dogtown on the 26th.|Forum talk about a coming embargo and release.
5|L|tech-news|Phantom Liberty passes three million sales|CD Projekt said the expansion sold more than three million copies in its first week after launching on Sept. 26, 2023, making it the studio's fastest-selling add-on.|Reports sales after the September 26, 2023 launch.
20|K|dev-blog|REDstreams recap: Dogtown, Idris Elba and a new ending|The August stream showed new gameplay from the spy-thriller expansion and confirmed it will be the only paid expansion for the game. It costs $29.99 and ships September 26, 2023 on PC, PS5 and Xbox Series X/S.|A stream recap with a future release date.
1|L|store-page|Cyberpunk 2077: Phantom Liberty - Steam|Release date: 25 Sep 2023 (expansion, available from 26 Sep 2023 in most regions). All reviews: Very Positive. Requires the base game.|A store page showing the expansion released with reviews.
""",
    ),
    Q(
        "p8-bg3-pc-aug-2023",
        "Will Baldur's Gate 3 be released on PC by August 5, 2023?",
        "Resolves YES if the full release (version 1.0) of Baldur's Gate 3 is available on Steam or GOG on or before August 5, 2023. Early access does not count. Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-05",
        1,
        "product_launches",
        """
12|K|tech-news|Larian moves Baldur's Gate 3 PC launch up by four weeks|The PC version now arrives on August 3, 2023, while the PlayStation 5 version stays on September 6. Larian said the Xbox Series version would follow later because of a split-screen issue on Series S.|Reports an earlier date change and future release dates.
2|L|launch-recap|Baldur's Gate 3 peaks above 800,000 concurrent players|Three days after its August 3, 2023 launch on Steam, Larian's RPG reached a peak of more than 800,000 simultaneous players, beating most of the service's all-time charts.|Reports a player peak after the August 3, 2023 launch.
6|K|rumour-roundup|Everything we know about Baldur's Gate 3's launch|Unlock time is 5 p.m. BST on August 3. Pre-loading should start around August 1, and the size is about 150 GB. Larian has not confirmed an Xbox date, only that it will come "later"; the PS5 version is still set for September 6, 2023.|A roundup of launch times still to come.
4|L|review|Baldur's Gate 3 review: an RPG for the ages|Played on PC over 90 hours after its release on 3 August 2023, Larian's adaptation of fifth edition D&D is generous, dense and mostly stable, with a rough third act.|A review written after the August 3, 2023 release.
18|K|steam-community|Early access saves won't carry over, devs confirm|A Larian community manager repeated in the announcements thread that early access progress will not transfer to 1.0. Patch 9 is the final early access patch before full release in August 2023.|A notice about the coming full release.
1|K|store-page|Baldur's Gate 3 - coming 3 Aug 2023|Pre-purchase now. Release date: 3 Aug 2023. Early Access ends when the full game unlocks; the Digital Deluxe Edition includes the soundtrack and an art book.|A pre-order page with a future release date.
""",
    ),
    Q(
        "p8-erdtree-release-2024",
        "Will FromSoftware release Elden Ring: Shadow of the Erdtree by June 30, 2024?",
        "Resolves YES if the Shadow of the Erdtree expansion is available to play on at least one platform on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        1,
        "product_launches",
        """
8|K|tech-news|Shadow of the Erdtree review embargo date revealed|Reviews for the expansion will be published on June 19, 2024, two days ahead of its June 21 release. Bandai Namco has also listed a "Shadow of the Erdtree Edition" of the base game.|Scheduled embargo and release.
3|L|tech-news|Elden Ring expansion sells five million in three days|Bandai Namco said Shadow of the Erdtree sold more than five million copies worldwide in the three days after its 21 June 2024 launch.|Reports sales after the June 21, 2024 launch.
15|K|forum-thread|[Megathread] Where to go before the DLC|Reminder: you must beat Starscourge Radahn and Mohg to enter the DLC. Patch 1.12 lands alongside it on June 20 per the patch notes preview. Everyone please tag spoilers from the 21st.|A forum reminder about a coming patch and launch.
1|L|patch-notes|Elden Ring Patch 1.12.2 notes|Released June 26, 2024. Adjusts the Scadutree Blessing so that fragments have a larger effect, in response to feedback on difficulty after the expansion's release.|Release notes of a June 26, 2024 patch.
22|K|analysis|Why Erdtree may be FromSoftware's biggest add-on ever|Elden Ring has sold more than 25 million copies since 2022. The $39.99 expansion, out June 21, 2024, is said to be the studio's largest, which could make it one of the best-selling DLCs on record.|Past sales and a release date ahead.
5|L|steam-charts|Top sellers this week|1. ELDEN RING Shadow of the Erdtree (released Jun 21, 2024), 2. ELDEN RING, 3. Steam Deck. The expansion's user rating is Mixed, with complaints about performance on PC.|A chart listing the expansion as released and reviewed.
""",
    ),
    Q(
        "p8-bo6-gamepass-2024",
        "Will Call of Duty: Black Ops 6 be available on Xbox Game Pass Ultimate by October 31, 2024?",
        "Resolves YES if Black Ops 6 is playable through a Game Pass Ultimate or PC Game Pass subscription on or before October 31, 2024. Resolves NO otherwise.",
        "2024-10-14",
        "2024-10-31",
        1,
        "product_launches",
        """
6|K|tech-news|Black Ops 6 will launch on Game Pass day one, Microsoft confirms|Black Ops 6 comes to Game Pass Ultimate and PC Game Pass at launch on October 25, 2024, the first mainline Call of Duty to do so since Microsoft bought Activision Blizzard.|A future release date.
2|L|tech-news|Black Ops 6 breaks Game Pass record|Microsoft said Black Ops 6 brought in more Game Pass subscribers on its launch day, Oct. 25, 2024, than any other day in the service's history.|Reports the October 25, 2024 launch day as past.
10|K|release-calendar|Coming to Game Pass: October 2024|Coming soon: Oct 25 Call of Duty: Black Ops 6 (cloud, console, PC). More titles for the second half of the month will be announced on Oct 15. Preload is available now for Ultimate members.|A schedule of releases.
1|L|forum-thread|BO6 on Game Pass, how's it running for you?|Been playing since it unlocked at 9pm PT on the 24th, which was Oct 25, 2024 for most of Europe. Zombies mode is great, multiplayer spawns not so much.|A player reports having played since the October 25, 2024 launch.
16|K|rumour-roundup|Black Ops 6 Game Pass price hike explained|From September 2024 new console subscribers must take Ultimate at $19.99 to get day-one releases. Black Ops 6, set for Oct. 25, 2024, is the biggest test yet.|A price change before the cutoff and a future release.
""",
    ),
    Q(
        "p8-legends-za-2025",
        "Will Pokemon Legends: Z-A be released by October 31, 2025?",
        "Resolves YES if Pokemon Legends: Z-A is released for Nintendo Switch or Nintendo Switch 2 on or before October 31, 2025. Resolves NO otherwise.",
        "2025-10-08",
        "2025-10-31",
        1,
        "product_launches",
        """
7|K|eshop-page|Pokemon Legends: Z-A - Nintendo eShop|Release date: 10/16/2025. Pre-purchase to download ahead of launch. Nintendo Switch 2 Edition available, with higher resolution and frame rate.|A store listing with a future release date.
2|L|tech-news|Pokemon Legends: Z-A sells 5.8 million in its first week|The Pokemon Company said the game sold 5.8 million units worldwide in the week after it launched on October 16, 2025, counting both Switch and Switch 2 versions.|Reports first-week sales after the October 16, 2025 launch.
12|K|rumour-roundup|Pokemon Presents: what to expect from the Z-A spotlight|Lumiose City, Mega Evolutions and real-time battles have been shown already. A leak suggests a paid expansion; nothing is confirmed before the game's Oct 16 2025 release.|A roundup of rumours ahead of the release.
4|K|forum-thread|Z-A leaks thread (spoiler tags please)|Mods: leaked footage links will be removed. The game is out on the 16th, so keep story spoilers out of the title until at least October 23. Reply: fair, the eshop preload already works here.|Forum rules about dates after the release still to come.
1|L|patch-notes|Pokemon Legends: Z-A Ver. 1.0.1|Version 1.0.1 was distributed on 24 October 2025. Fixes an issue where the game could stop responding in certain wild zones.|Release notes of a patch dated October 24, 2025.
""",
    ),
    Q(
        "p8-dk-bananza-2025",
        "Will Donkey Kong Bananza be released for Nintendo Switch 2 by July 31, 2025?",
        "Resolves YES if Donkey Kong Bananza is released on Nintendo Switch 2 on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-08",
        "2025-07-31",
        1,
        "product_launches",
        """
9|K|tech-news|Donkey Kong Bananza Direct set for Wednesday|Nintendo will show about 15 minutes of the Switch 2 platformer in a Direct on June 18. The game launches July 17, 2025, six weeks after the console.|A coming presentation and release.
1|L|review-roundup|Donkey Kong Bananza reviews: Metacritic 91|Reviews went up on July 16, 2025, the day before launch, and critics call it the best reason yet to own a Switch 2, praising its destructible worlds.|Reports reviews published on July 16, 2025.
5|K|store-page|Donkey Kong Bananza|Nintendo Switch 2 exclusive. Release date: 17 July 2025. Price: $69.99. Game-Key Card editions are not planned for this title.|A product page with a future release date.
3|L|tech-news|DK Bananza day one patch adds accessibility options|Version 1.0.1, available from July 17, 2025, adds an assist mode for younger players and fixes a rare crash in the Lagoon Layer.|Patch notes dated on the July 17, 2025 launch day.
14|K|forum-thread|Anyone else think July 17 is too soon after Mario Kart World?|Personally I'd rather they spaced them out. Reply: the Switch 2 needs exclusives, launch sales passed 3.5 million in the first four days. Reply: count me in on the 17th.|Forum talk about a release still to come and earlier sales.
2|L|tech-news|Correction: Donkey Kong Bananza sales figure|An earlier version of this story misstated the game's sales. Nintendo said Bananza sold 1.04 million copies in its first 11 days after its July 17, 2025 release, not 1.4 million.|A correction reporting sales after the July 17, 2025 release.
""",
    ),
    Q(
        "p8-ghost-yotei-2025",
        "Will Ghost of Yotei be released on PlayStation 5 by October 15, 2025?",
        "Resolves YES if Sucker Punch's Ghost of Yotei is released on PS5 on or before October 15, 2025. Resolves NO otherwise.",
        "2025-09-28",
        "2025-10-15",
        1,
        "product_launches",
        """
11|K|playstation-blog|Ghost of Yotei: pre-order bonuses and launch details|Ghost of Yotei arrives on PS5 on October 2, 2025. A Ghost of Yotei PS5 bundle and a Collector's Edition will be available the same day.|A blog post with a future release date.
4|K|tech-news|Ghost of Yotei has gone gold|Sucker Punch said the game is finished and ready for manufacture, meaning its October 2, 2025 date looks safe. Review copies have gone out under an embargo that ends Sept. 25.|A gone-gold notice and future embargo and release dates.
2|L|tech-news|Ghost of Yotei sells 3.3 million in its first month|Sony said the open-world samurai game had sold 3.3 million copies by early November, about a month after its October 2, 2025 release.|Reports sales after the October 2, 2025 release.
7|L|review|Ghost of Yotei review - a beautiful, familiar revenge tale|Atsu's journey across Hokkaido is one of the best-looking games on PS5, though it rarely strays from Tsushima's template. Updated October 3, 2025: we retested after the day-one patch and the performance mode now holds 60fps.|An update dated October 3, 2025 reports retesting after the launch patch.
1|K|forum-thread|Yotei launch time? (EU)|Digital unlock is midnight local time on the 2nd in most regions. Preload should open 48 hours before, so September 30. Anyone got the collector's edition shipping notice?|Forum talk about a coming launch.
""",
    ),
    Q(
        "p8-xbox-price-2025",
        "Will Microsoft raise the US list price of the Xbox Series X by May 31, 2025?",
        "Resolves YES if Microsoft's US suggested retail price for the Xbox Series X (any configuration) is higher on or before May 31, 2025 than it was on April 1, 2025. Resolves NO otherwise.",
        "2025-04-20",
        "2025-05-31",
        1,
        "product_launches",
        """
6|K|tech-news|Tariffs could push console prices up, analysts warn|After the U.S. tariff announcements of April 2, 2025, analysts expect console makers to review prices. Nintendo delayed Switch 2 pre-orders from April 9 to gauge the impact.|Earlier facts and an expectation.
2|L|tech-news|Xbox Series X now costs $599.99 in the US|Microsoft raised console prices worldwide on May 1, 2025. The Series S 512 GB went to $379.99 and the Series X to $599.99, and first-party games will cost $79.99 from the holidays.|Reports the May 1, 2025 price rise as done.
13|K|forum-thread|Buy a Series X now or wait?|If you want one, buy now, prices only go one way. Reply: Microsoft already raised it in some regions last year. Reply: no announcement for the US yet, Xbox showcase is June 8 so maybe news there.|Forum speculation with a future event date.
4|L|retail-listing|Xbox Series X 1TB - price history|Price history: $499.99 until Apr 30, 2025; $599.99 from May 1, 2025 (manufacturer price change).|A price history reporting the May 1, 2025 change.
9|K|rumour-roundup|Xbox hardware rumours: price, handheld and next-gen|Nothing is confirmed on US pricing. A report says Microsoft is weighing a rise "before summer"; Microsoft's fiscal Q3 results come on April 30, 2025.|Rumours and a scheduled earnings date.
1|K|tech-news|Microsoft shares edge up before earnings|Microsoft reports quarterly results on 30 April 2025. Gaming revenue fell 7% in the previous quarter, and analysts will ask about hardware pricing under tariffs.|A scheduled earnings date and a past figure.
""",
    ),
    Q(
        "p8-ps5-us-price-2025",
        "Will Sony raise the US price of the standard PlayStation 5 by August 31, 2025?",
        "Resolves YES if Sony Interactive Entertainment's US recommended retail price for the PS5 (disc or digital edition) rises on or before August 31, 2025 above its level on August 1, 2025. Resolves NO otherwise.",
        "2025-08-10",
        "2025-08-31",
        1,
        "product_launches",
        """
5|K|tech-news|Sony says it has no plans to announce US price changes "today"|Sony raised PS5 prices in Europe, the UK and Australia in April. Asked about the US on its July earnings call, the company said it was monitoring tariffs, and the next quarterly report is due in November.|Earlier price moves and a scheduled report.
2|L|tech-news|PS5 prices rise by $50 in the US|Sony raised the US prices of all PS5 models on August 21, 2025: the standard console now costs $549.99, the Digital Edition $499.99 and the PS5 Pro $749.99.|Reports the August 21, 2025 price rise.
14|K|rumour-roundup|Console prices in 2025: what has changed so far|Xbox raised prices on May 1 and again for some models later. Switch 2 launched at $449.99 on June 5, 2025. Sony's US PS5 price is unchanged at $499.99 for now.|Earlier changes before the cutoff; no later event.
1|L|playstation-blog|Updated pricing for PlayStation 5 consoles in the US|Starting August 21, 2025, the recommended retail price of PS5 consoles in the U.S. will change as follows. (Editor's note, Aug. 21, 2025: the new prices are now in effect at all retailers.)|An editor's note dated August 21, 2025 reports the new prices in effect.
9|K|forum-thread|Should I grab a PS5 before the holidays?|Prime Day deals are gone. Some people think Sony will follow Microsoft and raise the US price before Black Friday on November 28, 2025. Reply: I would not wait if you want one.|Speculation about a future price change.
""",
    ),
    Q(
        "p8-ac-shadows-feb-2025",
        "Will Assassin's Creed Shadows be released on or before February 14, 2025?",
        "Resolves YES if Ubisoft releases Assassin's Creed Shadows on any platform on or before February 14, 2025. Resolves NO otherwise.",
        "2025-01-15",
        "2025-02-14",
        0,
        "product_launches",
        """
10|K|tech-news|Assassin's Creed Shadows: preview event set for January|Ubisoft will let press play the first hours of Shadows later this month. The game was delayed in September from November 15, 2024 to February 14, 2025.|An earlier delay and a future release date.
3|L|tech-news|Ubisoft delays Assassin's Creed Shadows again, to March 20|Ubisoft said on January 21, 2025 that Shadows would now release on March 20, 2025, five weeks later than planned, to apply player feedback.|Reports the January 21, 2025 delay.
18|K|rumour-roundup|AC Shadows: price, editions and release date|Standard Edition $69.99. Release date: Friday, February 14, 2025, on PS5, Xbox Series X/S, PC and Mac. Tencent's investment in a new Ubisoft subsidiary is still rumoured.|A roundup with a future release date and rumours.
1|L|tech-news|Assassin's Creed Shadows passes two million players|Ubisoft said more than two million players had started Shadows by March 23, 2025, three days after its March 20 launch, a series record for a launch weekend.|Reports the March 20, 2025 launch and a later figure.
6|K|forum-thread|Ubisoft investor call Jan 2025 - chances of another delay?|The Q3 sales call should be mid-January or early February. Anyone think Feb 14 slips? Reply: they already told us it's done, it went gold last year. Reply: wouldn't bet either way.|Forum speculation about a possible delay.
""",
    ),
    Q(
        "p8-ff7-rebirth-2024",
        "Will Final Fantasy VII Rebirth be released on PlayStation 5 by March 1, 2024?",
        "Resolves YES if Square Enix releases Final Fantasy VII Rebirth on PS5 on or before March 1, 2024. Resolves NO otherwise.",
        "2024-02-15",
        "2024-03-01",
        1,
        "product_launches",
        """
8|K|tech-news|Final Fantasy VII Rebirth demo arrives next week|A free demo covering the Nibelheim flashback will be released on PS5 on February 21. The full game launches February 29, 2024, split across two discs.|Future demo and release dates.
3|L|tech-news|Rebirth demo update adds Junon segment|Square Enix updated the free demo on February 21, 2024 with a new area; save data from the demo carries over to the full game.|Reports the February 21, 2024 demo update.
12|K|store-page|FINAL FANTASY VII REBIRTH - PS5|Release: 29/02/2024 (Thursday 29 February 2024). Pre-order the Digital Deluxe Edition to get the Magic Pot summon materia. Age rating: PEGI 16.|A store page with a future date.
1|L|review|Final Fantasy VII Rebirth review|Square Enix's second part of the remake project, released Feb. 29, 2024, is huge and occasionally exhausting, with its open regions and Queen's Blood card game stealing the show.|A review referring to the February 29, 2024 release as past.
5|K|forum-thread|Rebirth leap day launch thread|So it's out on the 29th, which doesn't exist most years lol. Pre-load reportedly opens 48 hours early, so the 27th. Reply: physical copies in Europe might arrive a day late.|Forum talk about a coming launch.
6|L|tech-news|Final Fantasy VII Rebirth sales 'below expectations', says Square Enix|In its results of May 13, 2024 the publisher said Rebirth and another HD release had not met sales targets, without giving figures.|Reports a May 13, 2024 results statement.
""",
    ),
    Q(
        "p8-stardew-16-2024",
        "Will the Stardew Valley 1.6 update be released on PC by March 31, 2024?",
        "Resolves YES if ConcernedApe releases version 1.6 of Stardew Valley on PC on or before March 31, 2024. Resolves NO otherwise.",
        "2024-03-05",
        "2024-03-31",
        1,
        "product_launches",
        """
20|K|social-post|ConcernedApe on 1.6|Stardew Valley 1.6 will be released on PC on March 19th. Console and mobile versions will follow as soon as possible. Thanks for waiting!|A post announcing a future release.
4|L|patch-notes|Stardew Valley 1.6.0 release notes|Released 19 March 2024 (PC). Adds the Meadowlands farm, new festivals, a new NPC outfit system and hundreds of new items. Modders: the game now uses updated data formats.|Release notes dated March 19, 2024.
9|K|modding-blog|SMAPI and Stardew 1.6: what breaks|Most mods will need updates when 1.6 arrives on March 19, 2024. SMAPI 4.0 will be released the same day, and many content packs will have to be converted.|A developer blog about a coming release.
2|L|steam-charts|Stardew Valley hits new Steam peak|After 1.6 went live on March 19, 2024 the eight-year-old farming game passed 236,000 concurrent players on Steam, its highest ever.|Reports a peak after the March 19, 2024 update.
14|K|forum-thread|1.6 changelog speculation|Eric said it's mostly for modders but there's new content. Reply: still no console date, he said later this year. Reply: PC is March 19 according to the official account.|Forum talk about a future update.
1|L|patch-notes|Stardew Valley 1.6.3|Version 1.6.3 was released on March 23, 2024. Fixes several crashes and a bug where some players lost their horse.|Release notes dated March 23, 2024.
""",
    ),
    Q(
        "p8-kcd2-1m-2025",
        "Will Warhorse Studios or Deep Silver announce that Kingdom Come: Deliverance II has sold at least one million copies by February 28, 2025?",
        "Resolves YES if the developer or publisher states on or before February 28, 2025 that Kingdom Come: Deliverance II has sold one million or more copies. Resolves NO otherwise.",
        "2025-01-28",
        "2025-02-28",
        1,
        "product_launches",
        """
12|K|tech-news|Kingdom Come: Deliverance II goes gold|Warhorse said the sequel is finished and will launch on February 4, 2025, a week earlier than its previous February 11 date. Reviews are under embargo until February 3.|Earlier facts and future dates.
2|L|tech-news|Kingdom Come: Deliverance II sells a million copies in a day|Warhorse said on February 5, 2025 that the medieval RPG had passed one million copies sold less than 24 hours after release.|Reports the February 5, 2025 sales milestone.
7|K|analysis|Can Kingdom Come 2 match the first game?|The 2018 original sold about a million copies in its first month. Embracer expects the sequel to do better and will report quarterly results on February 13, 2025.|A past figure and a future earnings date.
1|L|press-release|Kingdom Come: Deliverance II passes two million sales|As of February 16, 2025 the game has sold more than two million copies across PC, PlayStation 5 and Xbox Series X/S, Warhorse and Deep Silver announced.|Reports sales as of February 16, 2025.
18|K|steam-page|Kingdom Come: Deliverance II|Release date: 4 Feb, 2025 (Tuesday, February 4, 2025). Wishlist now. Gold Edition includes three story expansions to be released after launch.|A store page with a future release date.
5|L|tech-news|Kingdom Come 2 peaks above 250,000 on Steam|Concurrent players peaked at more than 250,000 on Feb. 8, 2025, the first weekend after release.|Reports a February 8, 2025 player peak.
""",
    ),
    Q(
        "p8-battlefield6-2025",
        "Will Battlefield 6 be released by October 15, 2025?",
        "Resolves YES if Electronic Arts releases Battlefield 6 on at least one platform on or before October 15, 2025. Resolves NO otherwise.",
        "2025-09-20",
        "2025-10-15",
        1,
        "product_launches",
        """
24|K|launch-event|Battlefield 6 reveal: everything announced|EA revealed multiplayer on July 31 and confirmed an October 10, 2025 release on PS5, Xbox Series X/S and PC. Open beta weekends run August 9-10 and August 14-17.|A reveal recap with dates; the beta dates are before the cutoff.
3|L|tech-news|Battlefield 6 sells seven million in three days|EA said the shooter sold more than seven million copies in its first three days after the October 10, 2025 launch, a record for the series.|Reports sales after the October 10, 2025 launch.
10|K|forum-thread|Beta feedback megathread (post-beta)|Devs say TTK and movement changes are coming before launch. Season 1 starts October 28 according to the roadmap. Reply: as long as it ships on the 10th.|Forum talk about a future launch and season.
1|L|status-page|EA servers - Battlefield 6|Oct 10, 2025, 08:40 UTC: Players may experience queue times due to high demand. Oct 10, 2025, 12:15 UTC: Resolved, matchmaking is stable.|A status page with launch-day incidents dated October 10, 2025.
6|K|rumour-roundup|Battlefield 6 launch times, file size and preload|Preload opens October 8 on consoles. Global unlock is Friday, October 10, 2025 at 8 a.m. PT. The game needs about 80 GB on PC and requires Secure Boot.|A launch-time roundup for a coming release.
4|L|steam-charts|Most played games on Steam (peak concurrent)|Counter-Strike 2: 1,540,000 / Battlefield 6 (released 10 Oct 2025): 747,440 / Dota 2: 690,000 / PUBG: 680,000.|A chart listing Battlefield 6 as released on October 10, 2025 with a player peak.
""",
    ),
    Q(
        "p8-civ7-2025",
        "Will Sid Meier's Civilization VII be released to all buyers by February 15, 2025?",
        "Resolves YES if the standard edition of Civilization VII is available on or before February 15, 2025. Advanced access for premium editions alone does not count. Resolves NO otherwise.",
        "2025-01-30",
        "2025-02-15",
        1,
        "product_launches",
        """
9|K|dev-blog|Civilization VII: Road to launch|Founders and Deluxe Edition owners can play from February 6. The standard edition unlocks on February 11, 2025 on PC, consoles and Switch.|Future dates in a developer blog.
2|L|tech-news|Civilization VII gets 'Mixed' reviews on Steam after early access|Players who started on Feb. 6, 2025 criticised the interface and the small maps; Firaxis promised fixes before the full release days later.|Reports reactions to the February 6, 2025 advanced access.
14|K|tech-news|Civ VII's first DLC will arrive in March|2K says the Crossroads of the World collection will add leaders and wonders in March 2025, after the February 11 launch.|Scheduled releases.
1|L|patch-notes|Civilization VII Update 1.0.1|Update 1.0.1 (released 4 March 2025) adds a notification for policy slots and fixes a crash on the Exploration Age transition.|Release notes dated March 4, 2025.
6|K|forum-thread|Pre-ordered Deluxe: is it worth $30 more for five days?|No. Wait for reviews, embargo lifts on the 4th I think. Reply: I'm in for February 6, I have the week off.|Forum talk about coming dates.
4|L|tech-news|Civilization VII launches as Firaxis promises UI overhaul|The strategy game went on sale to all players on February 11, 2025, with a day-one patch; Firaxis said a larger interface update would follow in March.|Reports the February 11, 2025 release.
""",
    ),
    Q(
        "p8-msfs2024-2024",
        "Will Microsoft Flight Simulator 2024 be released by November 30, 2024?",
        "Resolves YES if Microsoft Flight Simulator 2024 is released on PC or Xbox Series X/S on or before November 30, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-30",
        1,
        "product_launches",
        """
13|K|dev-blog|Microsoft Flight Simulator 2024 - October developer Q&A|The team confirmed the November 19, 2024 release on PC and Xbox Series X/S, and Game Pass day one. Career mode will include 20 activity types.|A developer Q&A confirming a future date.
2|L|tech-news|Flight Simulator 2024 launch hit by server queues|Microsoft's new flight sim launched on November 19, 2024 to long loading queues and missing aircraft, which Asobo blamed on far more players than expected.|Reports the November 19, 2024 launch problems.
6|K|forum-thread|Do 2020 add-ons carry over to 2024?|Most Marketplace items are meant to be compatible, says the FAQ. Reply: we'll find out on the 19th. Reply: minimum spec has been raised, my GTX 1070 isn't on it.|Forum talk about a coming release.
1|L|status-page|Microsoft Flight Simulator 2024 service status|Nov 20, 2024: Server capacity increased; queues should now be shorter. Nov 21, 2024: Hotfix 1 released to restore missing liveries.|A status page with entries dated after the cutoff.
20|K|launch-event|Xbox Games Showcase: MSFS 2024 release date|At the June 9 showcase Microsoft gave Flight Simulator 2024 a November 19, 2024 release date and showed the new career mode.|A past presentation with a future release date.
""",
    ),
    Q(
        "p8-metroid-prime4-2025",
        "Will Metroid Prime 4: Beyond be released by December 31, 2025?",
        "Resolves YES if Nintendo releases Metroid Prime 4: Beyond on Nintendo Switch or Switch 2 on or before December 31, 2025. Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-31",
        1,
        "product_launches",
        """
25|K|launch-event|Nintendo Direct September 2025: all the announcements|Metroid Prime 4: Beyond finally has a date: December 4, 2025, on Switch and Switch 2, with a Switch 2 Edition running at up to 120fps. Also shown: Mario Tennis Fever for February 2026.|A presentation recap with future dates.
3|L|review-roundup|Metroid Prime 4: Beyond review round-up|Reviews landed on December 2, 2025, two days before launch, with most critics praising the atmosphere and some disliking the open desert hub and its motorcycle.|Reports reviews published on December 2, 2025.
12|K|forum-thread|MP4 preload and file size|eShop listing says 10.7 GB for the Switch 2 Edition. Release is 12/4 here in NA. Reply: physical copies seem to be shipping the 3rd to some people.|Forum talk about a coming release.
1|L|tech-news|Metroid Prime 4 tops UK charts in launch week|Nintendo's long-delayed shooter, out on 4 December 2025, entered the UK boxed charts at No. 2 behind EA Sports FC 26.|Reports chart positions after the December 4, 2025 launch.
8|K|analysis|Eight years of Metroid Prime 4|Announced at E3 2017 and restarted in 2019 under Retro Studios, the game reaches stores on December 4. Nintendo's fiscal third quarter ends on December 31, 2025.|A history with future dates.
""",
    ),
    Q(
        "p8-unity-runtime-fee-2024",
        "Will Unity announce that it is cancelling its Runtime Fee by September 30, 2024?",
        "Resolves YES if Unity Technologies officially announces on or before September 30, 2024 that the per-install Runtime Fee will not be charged (cancelled or withdrawn for all customers). Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-30",
        1,
        "company_decisions",
        """
18|K|tech-news|A year after the Runtime Fee backlash, Unity's new CEO pitches stability|Matt Bromberg, chief executive since May, has promised to rebuild trust with developers. The fee, revised in 2023 to exempt Unity Personal, is still due to apply from Unity 6, which is scheduled to ship on October 17, 2024.|A plan with a future date.
2|L|dev-blog|Unity is cancelling the Runtime Fee for games|In a post dated September 12, 2024, Unity said it had cancelled the Runtime Fee for games, effective immediately, and would instead raise subscription prices for Unity Pro and Enterprise from January 1, 2025.|Reports the September 12, 2024 cancellation.
9|K|forum-thread|Should I keep learning Unity or switch to Godot?|Depends. The fee would only hit you over $1M revenue anyway. Reply: Unite is September 18-20 in Barcelona, maybe they will say something there.|Forum speculation with a future event.
1|L|tech-news|Developers welcome end of Unity fee, stay cautious|Studios that left the engine last year said the September 12, 2024 reversal was welcome but came too late to change their plans.|Reports reactions to the September 12, 2024 decision.
5|K|earnings-preview|Unity shares and the 2024 guidance|Unity reported second-quarter revenue of $449 million on August 8. Analysts say a clearer pricing model would help it hit its 2024 targets; third-quarter results are due in November 2024.|Past results and a future earnings date.
6|L|release-notes|Unity 6 release notes (6000.0.23f1)|Unity 6 is now generally available as of October 17, 2024. No Runtime Fee applies to games built with this version.|Release notes stating Unity 6 available as of October 17, 2024.
""",
    ),
    Q(
        "p8-threads-eu-2023",
        "Will Meta make Threads available to users in the European Union by December 31, 2023?",
        "Resolves YES if users in the EU can sign up for and post on Threads on or before December 31, 2023. Resolves NO otherwise.",
        "2023-12-05",
        "2023-12-31",
        1,
        "product_launches",
        """
16|K|tech-news|Threads still blocked in the EU five months after launch|Meta has kept its text app out of the European Union since July 5 because of uncertainty about the Digital Markets Act. The DMA's obligations for gatekeepers apply from March 2024.|Earlier facts and a future regulatory date.
3|L|tech-news|Threads arrives in the EU with a browse-only mode|Meta opened Threads to users in the 27 EU countries on December 14, 2023. People can also browse without a profile, an option created for European rules.|Reports the December 14, 2023 EU launch.
8|K|rumour-roundup|Threads EU launch could come in December, report says|According to a newspaper report, Meta is preparing to launch Threads in Europe as soon as December 2023. Meta declined to comment; no date has been set.|A report of a possible future launch.
1|L|app-store-page|Threads, an Instagram app - App Store (Ireland)|Version history: 310.0, Dec 14, 2023 - Threads is now available in the EU. Ratings: 4.1. In-app purchases: none.|A store version history dated December 14, 2023.
12|K|forum-thread|Can I get Threads in Germany with a VPN?|You can install it with a non-EU App Store account but Meta blocks EU IPs. Reply: just wait, they said "soon". Reply: Mastodon works fine for me.|Forum talk with no later event.
5|L|tech-news|Threads passes 130 million monthly users|Mark Zuckerberg said on the company's earnings call of February 1, 2024 that Threads had more than 130 million monthly users, up from under 100 million in the autumn.|Reports a February 1, 2024 earnings call statement.
""",
    ),
    Q(
        "p8-gpt-store-2024",
        "Will OpenAI launch its GPT Store by January 31, 2024?",
        "Resolves YES if OpenAI makes its store of custom GPTs available to ChatGPT Plus or Enterprise users on or before January 31, 2024. Resolves NO otherwise.",
        "2024-01-08",
        "2024-01-31",
        1,
        "product_launches",
        """
27|K|tech-news|OpenAI delays GPT Store until early 2024|OpenAI told developers in an email that the store, announced at DevDay on November 6, will now open "early next year", meaning January 2024 at the soonest. The company has been through a leadership crisis since then.|Reports an earlier delay and a vague future date.
4|K|tech-news|GPT Store will launch next week, OpenAI tells builders|In an email sent on January 4, 2024, OpenAI said the GPT Store would open "next week" and asked builders to review the usage policies and make their GPTs public.|A statement before the cutoff about a future launch.
2|L|tech-news|OpenAI launches GPT Store and ChatGPT Team|OpenAI opened its store of custom chatbots to paying users on January 10, 2024, along with a new ChatGPT Team plan priced at $25 per user per month billed annually.|Reports the January 10, 2024 launch.
1|L|dev-blog|Introducing the GPT Store|Posted January 10, 2024. Starting today, ChatGPT Plus, Team and Enterprise users can browse popular and trending GPTs. A builder revenue programme starts in the first quarter in the U.S.|A launch blog post dated January 10, 2024.
12|K|forum-thread|GPT Store revenue share - any news?|Still nothing official. The DevDay keynote only said builders would be able to earn money. Reply: the store was supposed to launch in November and got pushed, so who knows.|Forum talk about an announced but undated launch.
6|K|rumour-roundup|What to expect from OpenAI in 2024|The GPT Store is the first item on the list, expected in January 2024. Beyond that, reports point to GPT-4.5 or a new model, Sora-like video research and a possible device with Jony Ive.|Expectations for the year.
""",
    ),
    Q(
        "p8-macos-sonoma-2023",
        "Will Apple release macOS Sonoma (macOS 14) to the public by September 30, 2023?",
        "Resolves YES if the final release of macOS 14 Sonoma is available as a free update to the public on or before September 30, 2023. Resolves NO otherwise.",
        "2023-09-10",
        "2023-09-30",
        1,
        "product_launches",
        """
6|K|tech-news|Apple event set for September 12: what to expect|Apple will hold its 'Wonderlust' event on September 12, 2023, where iPhone 15 models with USB-C are expected. Apple usually gives public release dates for its new operating systems at the event.|A coming event and expectations.
2|L|launch-event|Wonderlust live blog: iPhone 15 Pro, Apple Watch Series 9|10:58 a.m. PT, Sept. 12, 2023: Apple says iOS 17 arrives September 18 and macOS Sonoma on September 26. That's a wrap.|A live blog dated September 12, 2023 reports the event.
12|K|release-notes|macOS Sonoma 14 beta 7 release notes|Known issues: Some widgets might not update on the desktop. This build is meant for developers; a release candidate is expected after Apple's Sept. 12, 2023 event.|Beta notes with a future expectation.
1|L|release-notes|About macOS Sonoma 14.0 updates|macOS Sonoma 14.0 was released on 26 September 2023. It brings widgets to the desktop, the new Game Mode and Presenter Overlay in video calls.|Release notes dated September 26, 2023.
9|K|forum-thread|Sonoma on a 2017 MacBook Pro?|Not supported, Apple dropped 2017 models. Reply: OpenCore Legacy Patcher will probably add it after release, whenever that is. Reply: last year Ventura came out late October.|Forum talk with only earlier dates.
4|L|tech-news|macOS Sonoma 14.1 fixes Wi-Fi bugs|Apple released macOS 14.1 on October 25, 2023, a month after Sonoma shipped, with fixes for Wi-Fi and the music widget.|Reports an October 25, 2023 update.
""",
    ),
    Q(
        "p8-android16-stable-2025",
        "Will Google release the stable version of Android 16 to Pixel phones by June 30, 2025?",
        "Resolves YES if Google begins rolling out the final (non-beta) Android 16 release to supported Pixel devices on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-01",
        "2025-06-30",
        1,
        "product_launches",
        """
10|K|developer-blog|Android 16 reaches platform stability|With Beta 4, Android 16 APIs are final. Google says the stable release will arrive in the second quarter of 2025, earlier than usual, so developers should test now.|A platform update with a planned release window.
3|L|tech-news|Android 16 is rolling out to Pixel phones now|Google started pushing the stable Android 16 update to Pixel 6 and newer on June 10, 2025, ahead of most Android makers. The headline Material 3 Expressive redesign comes later.|Reports the June 10, 2025 rollout.
18|K|launch-event|Android Show I/O Edition: Material 3 Expressive revealed|Google showed its biggest design change in years on May 13. It will reach Pixels "later this year" with an Android 16 feature drop expected in September 2025.|A presentation recap with future dates.
1|L|release-notes|Pixel update - June 2025|The June 2025 update for Pixel (Android 16, build BP2A.250605.031) started rolling out on June 10, 2025 and is available to Pixel 6 through Pixel 9a.|Release notes with a June 10, 2025 rollout.
6|K|forum-thread|Android 16 stable date?|Beta 4.1 is out. Some people say June 3 because that's when the monthly update usually lands. Reply: Google said Q2, so by end of June at the latest.|Forum speculation about a future date.
""",
    ),
    Q(
        "p8-chrome-cookies-1pct-2024",
        "Will Google begin restricting third-party cookies by default for at least 1% of Chrome users by January 15, 2024?",
        "Resolves YES if Google starts its planned test restricting third-party cookies by default (Tracking Protection) for about 1% of Chrome users on or before January 15, 2024. Resolves NO otherwise.",
        "2023-12-28",
        "2024-01-15",
        1,
        "product_launches",
        """
14|K|developer-blog|Tracking Protection: the next step in phasing out third-party cookies|Starting January 4, 2024, we'll test Tracking Protection, which restricts third-party cookies by default, with 1% of Chrome users globally. We plan to extend it to 100% of users from the third quarter of 2024, subject to the CMA.|A developer post about a future test.
3|L|tech-news|Chrome starts blocking cookies for 30 million users|Google began restricting third-party cookies for about 1% of Chrome users on Jan. 4, 2024, the first step toward ending them later in the year.|Reports the January 4, 2024 start.
8|K|tech-news|Advertisers brace for Chrome's cookie test|Ad industry groups told the UK competition regulator that Privacy Sandbox tools are not ready. The CMA's next quarterly report on Google's commitments is due at the end of January 2024.|Concerns and a future report date.
1|L|forum-thread|Anyone else get the 'Browse with more privacy' popup?|Got it on January 4, 2024 on my work laptop, third-party cookies now blocked. Reply: same here since the 4th, some embedded logins broke.|A post reporting the test already active on January 4, 2024.
20|K|analysis|The long goodbye to third-party cookies|Google first announced the plan in January 2020 and has delayed it twice, most recently to 2024. A 1% test in January 2024 would be the first real change for users.|Past delays and a future plan.
6|L|tech-news|Google reverses course: Chrome will keep third-party cookies|Google said on July 22, 2024 that it would no longer remove third-party cookies from Chrome and would instead offer users a choice.|Reports a July 22, 2024 decision.
""",
    ),
    Q(
        "p8-linux-68-2024",
        "Will Linux kernel 6.8 be released by March 17, 2024?",
        "Resolves YES if Linus Torvalds tags and announces the final Linux 6.8 release on or before March 17, 2024. Resolves NO otherwise.",
        "2024-03-03",
        "2024-03-17",
        1,
        "software_releases",
        """
8|K|mailing-list-post|Linux 6.8-rc6|Things look fairly normal for rc6. If nothing bad happens, this will be the second-to-last rc, and the final 6.8 will be out in two weeks, on March 10. Linus|An rc announcement with a planned date.
1|L|mailing-list-post|Linux 6.8|So it's been a calm week, and I'm releasing 6.8 on Sunday, March 10, 2024 as planned. That obviously opens the merge window for 6.9. Linus|An announcement of the March 10, 2024 release.
4|K|tech-news|What's coming in Linux 6.8|The Xe driver for Intel graphics, the new bcachefs fixes and support for the Lunar Lake platform are among the changes. The final release is expected on March 10, or March 17 if an rc8 is needed.|A preview with planned dates.
2|L|tech-news|Linux 6.8 released with Intel Xe driver|Linus Torvalds released Linux 6.8 on 10 March 2024. The 6.9 merge window is open until March 24.|Reports the March 10, 2024 release.
15|K|forum-thread|Is 6.8 an LTS?|No, usually the last release of the year becomes LTS, so 6.6 is the current one. Reply: 6.8 should be out mid-March, Ubuntu 24.04 will ship with it.|Forum talk about a coming release.
11|L|changelog|kernel.org releases|mainline: 6.8 (2024-03-10). stable: 6.7.9 (2024-03-06). longterm: 6.6.21 (2024-03-06).|A release table listing 6.8 on March 10, 2024 and stable releases on March 6, 2024.
""",
    ),
    Q(
        "p8-fedora40-2024",
        "Will Fedora Linux 40 be released by April 30, 2024?",
        "Resolves YES if the Fedora Project announces the general availability of Fedora Linux 40 on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-30",
        1,
        "software_releases",
        """
9|K|release-calendar|Fedora Linux 40 schedule|Beta release: 2024-03-26 (done). Early Final target: 2024-04-16. Target #1: 2024-04-23. Final Go/No-Go meetings are held on the Thursday before each target.|A release schedule with future targets.
2|L|mailing-list-post|Fedora 40 Final Go/No-Go: result|The decision at the Go/No-Go meeting on 2024-04-18 was GO. Fedora Linux 40 will be released on 2024-04-23 (the #1 target date).|Reports a meeting decision dated April 18, 2024.
5|K|tech-news|Fedora 40 misses its early target|Open blocker bugs mean Fedora 40 will not ship on the early April 16 date, the project said. The next target is April 23, 2024.|A slip and a future target; the slip decision was before the cutoff.
1|L|release-announcement|Announcing Fedora Linux 40|Published April 23, 2024. Fedora Linux 40 is here, with GNOME 46, KDE Plasma 6 and PyTorch packaged for the first time. Thank you to everyone who contributed.|A release announcement dated April 23, 2024.
14|K|forum-thread|Upgrading from 39 to 40 beta, any issues?|Went fine for me except NVIDIA drivers, wait for the final. Reply: final is mid to late April depending on blockers.|Forum talk about a coming final release.
6|L|tech-news|Fedora 40 review: Plasma 6 arrives in style|We installed the final Fedora 40 on three laptops after it shipped on April 23, 2024. The KDE spin is the highlight, moving straight to Wayland-only Plasma 6.|A review after the April 23, 2024 release.
""",
    ),
    Q(
        "p8-plasma6-2024",
        "Will KDE release Plasma 6.0 by March 1, 2024?",
        "Resolves YES if the KDE community announces the final release of Plasma 6.0 on or before March 1, 2024. Resolves NO otherwise.",
        "2024-02-14",
        "2024-03-01",
        1,
        "software_releases",
        """
10|K|dev-blog|KDE's 6th Megarelease: RC2 is out|The second release candidate of Plasma 6, Frameworks 6 and Gear 24.02 is ready for testing. The final Megarelease is scheduled for February 28, 2024.|A release-candidate post with a scheduled date.
2|L|release-announcement|KDE 6th Megarelease|February 28, 2024. Today KDE releases Plasma 6.0, Frameworks 6.0 and Gear 24.02, moving to Qt 6 and making Wayland the default session.|A release announcement dated February 28, 2024.
6|K|forum-thread|When will Plasma 6 hit Arch?|Usually a few days after release, so early March probably. Reply: it's in kde-unstable already. Reply: release day is the 28th.|Forum talk about a coming release.
1|L|tech-news|Plasma 6.0.1 fixes first bugs|KDE shipped Plasma 6.0.1 on March 5, 2024, a week after the Megarelease, fixing crashes in the System Settings app and Wayland glitches.|Reports a March 5, 2024 bug-fix release.
16|K|tech-news|Plasma 6 beta 2 lands|KDE's second beta brings floating panels by default. After two release candidates, Plasma 6 is planned for 28 February 2024.|A beta announcement with a planned date.
""",
    ),
    Q(
        "p8-node22-2024",
        "Will Node.js 22.0.0 be released by April 30, 2024?",
        "Resolves YES if the Node.js project publishes version 22.0.0 on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-15",
        "2024-04-30",
        1,
        "software_releases",
        """
12|K|github-issue|Node.js 22 release plan|Target date for v22.0.0: 2024-04-23. The release candidate will be cut the week before. v22 will enter LTS in October 2024 as scheduled in the release schedule.|A release plan with target dates.
1|L|github-release|v22.0.0 (Current)|2024-04-24, Version 22.0.0 (Current), @RafaelGSS. Notable changes: require() of synchronous ES modules behind a flag, V8 12.4, Maglev enabled, a stable watch mode.|A release entry dated April 24, 2024.
5|K|tech-news|Node.js 22 due later this month|The release working group has pencilled in April 23 or 24 for the new major, which will replace Node.js 21 as the Current line; Node.js 18 reaches end of life on April 30, 2025.|Planned dates for a release and an end of life.
2|L|dev-blog|Node.js 22 is now available|Posted 24 April 2024. Node.js 22 will become the Current release line, and it will move into long-term support in October.|A blog post dated April 24, 2024 reports the release.
20|K|forum-thread|Should we upgrade our API servers to Node 22 right away?|Wait for LTS, which comes in October. Reply: 20 is LTS until April 2026, no rush.|Forum advice with future dates.
7|L|tech-news|Node.js 22 arrives with require(esm) and WebSocket client|The JavaScript runtime's new major, released on April 24, 2024, ships a browser-compatible WebSocket client on by default.|Reports the April 24, 2024 release.
""",
    ),
    Q(
        "p8-java21-2023",
        "Will JDK 21 reach general availability by September 22, 2023?",
        "Resolves YES if Oracle and the OpenJDK project declare JDK 21 generally available on or before September 22, 2023. Resolves NO otherwise.",
        "2023-09-05",
        "2023-09-22",
        1,
        "software_releases",
        """
20|K|mailing-list-post|JDK 21 is in Rampdown Phase Two|Per the JDK 21 schedule, we are now in Rampdown Phase Two. Initial Release Candidate: 2023-08-10. Final Release Candidate: 2023-08-24. General Availability: 2023-09-19.|A schedule with a future GA date.
2|L|tech-news|Java 21 is out, with virtual threads|Oracle released Java 21, a long-term support version, on September 19, 2023. Virtual threads from Project Loom are final, along with record patterns and pattern matching for switch.|Reports the September 19, 2023 release.
9|K|dev-blog|What's new in JDK 21 for Spring developers|Spring Boot 3.2, due in November, will support virtual threads once JDK 21 goes GA on September 19, 2023. Try the release candidate now.|A blog post with future dates.
1|L|release-notes|JDK 21 GA Release|JDK 21.0.0 was released on 2023-09-19. The first update, 21.0.1, followed on 2023-10-17 with security fixes.|Release notes with September 19 and October 17, 2023 releases.
5|K|forum-thread|Will Java 21 be LTS?|Yes, Oracle does an LTS every two years now, 17 then 21. Reply: GA is the 19th, same week as JavaOne? no, JavaOne is gone, Oracle CloudWorld is the week of the 18th.|Forum talk about future dates.
3|L|dev-blog|Virtual threads in production: six weeks with JDK 21|"We moved our order service to virtual threads the week JDK 21 came out on September 19, 2023, and p99 latency fell by a third," the team lead told us.|A quote after the September 19, 2023 release.
""",
    ),
    Q(
        "p8-react19-2024",
        "Will React 19 be released as a stable version by December 31, 2024?",
        "Resolves YES if the React team publishes React 19.0.0 (not a release candidate) to npm on or before December 31, 2024. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-31",
        1,
        "software_releases",
        """
28|K|dev-blog|React 19 RC upgrade guide|React 19 has been in release candidate since April 25. The team is waiting for Suspense changes to settle before the stable release; there is no fixed date.|An RC post without a release date.
3|L|dev-blog|React v19|December 5, 2024. React 19 is now available on npm! In this post we cover Actions, the new use API, Server Components and Server Actions.|A release post dated December 5, 2024.
15|K|tech-news|Next.js 15 is stable, React 19 is not|Vercel released Next.js 15 on October 21 with support for the React 19 release candidate. React's own stable 19.0 is still expected in December 2024.|An earlier release and a forecast.
1|L|github-release|v19.0.0|Dec 5, 2024. React 19.0.0 - Actions, form actions, useOptimistic, ref as a prop. See the blog post for full notes.|A release entry dated December 5, 2024.
8|K|forum-thread|Is it safe to use React 19 RC in production?|Meta has used it in production for months. Reply: I'd wait, the stable should be weeks away, maybe at React Conf? no, that was May.|Forum speculation about a coming release.
6|L|tech-news|React 19.0.0 lands after Suspense delay|The stable React 19 was published to npm on December 5, 2024 after months as a release candidate, and React 19.1 is planned for 2025.|Reports the December 5, 2024 release.
""",
    ),
    Q(
        "p8-ubuntu-24041-2024",
        "Will Canonical release Ubuntu 24.04.1 LTS by August 20, 2024?",
        "Resolves YES if Canonical publishes the Ubuntu 24.04.1 point release on or before August 20, 2024. Resolves NO otherwise.",
        "2024-08-08",
        "2024-08-20",
        0,
        "software_releases",
        """
12|K|release-calendar|Noble Numbat release schedule|August 15: Ubuntu 24.04.1. Upgrades from 22.04 LTS are enabled with the first point release. 24.04.2 is planned for February 2025.|A release schedule with future dates.
3|L|mailing-list-post|Ubuntu 24.04.1 delayed|Due to upgrade issues found in testing, the release of 24.04.1 is delayed. It was published on 29 August 2024, two weeks after the original plan.|Reports the August 29, 2024 release after a delay.
6|K|forum-thread|When can I upgrade from 22.04?|do-release-upgrade won't offer it until 24.04.1, which is due August 15. Reply: you can force it with -d but don't on a server.|Forum advice about a coming date.
1|L|tech-news|Ubuntu 24.04.1 LTS finally arrives|Canonical released the first point update of Noble Numbat on Aug. 29, 2024, two weeks late, and 22.04 users can now upgrade directly.|Reports the August 29, 2024 release.
8|K|tech-news|Ubuntu 24.04.1 coming next week|The first point release is set for Thursday, August 15, 2024. It rolls up fixes since April's launch, including installer bugs.|A preview of a scheduled release.
""",
    ),
    Q(
        "p8-humane-pin-shutdown-2025",
        "Will Humane shut down the cloud services of its AI Pin by March 10, 2025?",
        "Resolves YES if Humane stops its AI Pin cloud services (calls, messages, AI queries) for customers on or before March 10, 2025. Resolves NO otherwise.",
        "2025-02-15",
        "2025-03-10",
        1,
        "company_decisions",
        """
20|K|tech-news|Humane cuts AI Pin price to $499|Humane lowered the price of its wearable by $200 in October and recalled its charging case over a battery fire risk. The company has said it is exploring a sale.|Earlier facts before the cutoff.
3|L|tech-news|HP buys Humane's assets, AI Pin to stop working|HP agreed on February 18, 2025 to buy Humane's software and staff for $116 million. Humane said the AI Pin would stop connecting to its servers on February 28, 2025.|Reports the February 18, 2025 deal and the shutdown announcement.
9|K|forum-thread|Is the AI Pin worth $499 now?|Honestly no, the battery is still rough. Reply: I worry they go under and it bricks. Reply: they'd have to give notice first, surely.|Forum worries with no dated later event.
1|L|support-page|AI Pin consumer FAQ|As of February 28, 2025 at 12 p.m. PST, AI Pins no longer connect to Humane's servers. Customers who bought in the last 90 days can request a refund until that date.|A support page stating the February 28, 2025 shutdown as in effect.
6|K|rumour-roundup|Humane sale rumours: who might buy?|Reports say HP and others have held talks. Humane reportedly wants up to $1 billion; no deal has been announced.|Rumours with no dated later event.
2|L|tech-news|AI Pins go dark as planned|Humane's servers stopped answering on February 28, 2025, as the company had warned, leaving the $699 wearables able to show only the battery level.|Reports the February 28, 2025 shutdown as done.
""",
    ),
    Q(
        "p8-quest3s-2024",
        "Will Meta release a Quest 3S headset by October 31, 2024?",
        "Resolves YES if Meta ships a VR headset named Quest 3S to customers on or before October 31, 2024. Resolves NO otherwise.",
        "2024-09-20",
        "2024-10-31",
        1,
        "product_launches",
        """
7|K|rumour-roundup|Meta Connect 2024: Quest 3S, Orion and what to expect|Connect runs September 25-26, 2024. Leaks point to a cheaper Quest 3S at $299 using Quest 2-style lenses and the Quest 3's chip.|Expectations before an event.
2|L|launch-event|Meta Connect 2024 live: Quest 3S is $299, ships Oct 15|Mark Zuckerberg announced the Quest 3S on September 25, 2024, with shipping from October 15; Meta also showed its Orion AR glasses prototype.|Reports the September 25, 2024 announcement.
13|K|tech-news|Meta's new budget headset shows up in certification filing|An FCC filing this week points to a Quest model called 3S. Meta declined to comment ahead of its Connect conference on Sept. 25, 2024.|A filing before the cutoff.
1|L|review|Meta Quest 3S review|Tested for a week after it went on sale on October 15, 2024, the $299 Quest 3S is the best cheap VR headset, with blurrier lenses than the Quest 3.|A review after the October 15, 2024 release.
4|K|forum-thread|Quest 2 owners: upgrade to 3S or wait?|If it's real and $299, it's a no-brainer for mixed reality. Reply: see what Connect says on the 25th.|Forum talk about a coming event.
9|L|tech-news|Meta stops selling the Quest Pro|Meta said on September 25, 2024 that the $999 Quest Pro would be discontinued once stocks run out, as it launched the cheaper Quest 3S.|Reports a September 25, 2024 announcement.
""",
    ),
    Q(
        "p8-ryzen9000-july-2024",
        "Will AMD's Ryzen 9000 series desktop processors go on sale by July 31, 2024?",
        "Resolves YES if at least one Ryzen 9000 series desktop processor (Zen 5, AM5) is available for retail purchase on or before July 31, 2024. Resolves NO otherwise.",
        "2024-07-15",
        "2024-07-31",
        0,
        "product_launches",
        """
26|K|launch-event|Computex 2024: AMD unveils Ryzen 9000 desktop chips|Lisa Su presented four Zen 5 desktop processors, from the six-core 9600X to the 16-core 9950X, in her keynote on June 3. AMD says they will be available on July 31, 2024.|A keynote recap with a future window.
3|L|tech-news|AMD delays Ryzen 9000 launch over quality issue|AMD said on July 24, 2024 that it had found a packaging problem and would push back the launch: the 9600X and 9700X move to August 8 and the 9900X and 9950X to August 15.|Reports the July 24, 2024 delay.
10|K|rumour-roundup|Ryzen 9000 prices leak ahead of July 31 launch|A retailer listing suggests the Ryzen 9 9950X will cost $599. AMD has confirmed only the July 31, 2024 launch date, not prices.|A leak and a future launch date.
1|L|review|AMD Ryzen 7 9700X review|Tested on its August 8, 2024 launch, the 9700X is efficient but barely faster than the 7700X in games.|A review after the August 8, 2024 launch.
5|K|forum-thread|Should I buy a 7800X3D now or wait for 9000?|Wait two weeks and see reviews, it's out on the 31st. Reply: X3D versions won't come until later in the year anyway.|Forum talk about a coming launch.
7|L|retail-listing|AMD Ryzen 9 9950X - product page|Release date: 15 August 2024. Price: EUR 699. In stock, ships within 24 hours.|A listing with a release date of August 15, 2024, shown as in stock.
""",
    ),
    Q(
        "p8-arc-b580-2024",
        "Will Intel's Arc B580 graphics card go on sale by December 20, 2024?",
        "Resolves YES if the Intel Arc B580 (Battlemage) graphics card is available for retail purchase on or before December 20, 2024. Resolves NO otherwise.",
        "2024-12-01",
        "2024-12-20",
        1,
        "product_launches",
        """
5|K|rumour-roundup|Intel Battlemage: everything we know|A listing leak points to an Arc B580 with 12 GB of memory. Intel has not confirmed a date, but board partners are said to be ready for December 2024.|Rumours before the announcement.
2|L|tech-news|Intel announces Arc B580 and B570 at $249 and $219|Intel unveiled its second-generation Arc cards on December 3, 2024. The B580 goes on sale December 13 and the B570 on January 16, 2025.|Reports the December 3, 2024 announcement.
1|L|review|Intel Arc B580 review: the budget card to beat|Reviewed on the December 12, 2024 embargo, the B580 beats the RTX 4060 in most games at 1440p for $50 less.|A review published on the December 12, 2024 embargo.
9|K|forum-thread|B580 vs. waiting for RTX 5060|Nvidia's CES keynote is January 6, 2025, so wait if you can. Reply: Battlemage hasn't even been announced yet.|Forum talk about coming events.
3|L|tech-news|Arc B580 sells out on launch day|Stock of Intel's new card disappeared within hours of going on sale on Dec. 13, 2024 at major US retailers.|Reports the December 13, 2024 sell-out.
6|L|forum-thread|[Build help] B580 or 4060?|Edit 12/20: went with the B580, it was restocked on December 19, 2024 at Micro Center and my order was shipped the same day. No regrets so far.|A post edit reporting a December 19, 2024 restock and purchase.
""",
    ),
    Q(
        "p8-m4-macbook-pro-2024",
        "Will Apple announce MacBook Pro models with M4-family chips by November 15, 2024?",
        "Resolves YES if Apple announces a MacBook Pro with an M4, M4 Pro or M4 Max chip on or before November 15, 2024. Resolves NO otherwise.",
        "2024-10-20",
        "2024-11-15",
        1,
        "product_launches",
        """
14|K|rumour-roundup|M4 Macs: what to expect this fall|Reports say Apple will announce M4 versions of the MacBook Pro, iMac and a smaller Mac mini in late October or early November 2024, possibly by press release rather than an event.|Rumours about a future announcement.
2|L|tech-news|Apple unveils MacBook Pro with M4 Pro and M4 Max|Apple announced new 14- and 16-inch MacBook Pro models on October 30, 2024, capping a week of Mac news that began with the iMac on October 28 and the Mac mini on October 29.|Reports the October 28-30, 2024 announcements.
6|K|social-post|Apple's marketing chief teases 'Mac week'|Greg Joswiak posted on X that there is an "exciting week of announcements ahead", starting Monday morning. No products were named.|A teaser about coming announcements.
1|L|apple-newsroom|MacBook Pro with M4 family of chips|PRESS RELEASE October 30, 2024: Apple today announced the new MacBook Pro, featuring the M4, M4 Pro and M4 Max. Available to order today, in stores Friday, November 8.|A press release dated October 30, 2024.
9|K|forum-thread|Buy an M3 Pro now or wait?|Wait. The M4 iPad Pro came out in May, and every rumour says M4 MacBook Pros are next. Reply: earnings call is October 31, they usually launch before that.|Forum talk about expected launches.
4|L|review|MacBook Pro M4 Max review|Two weeks after its November 8, 2024 release, the M4 Max is the fastest laptop chip we have tested, and the new nano-texture display option is worth considering.|A review after the November 8, 2024 release.
""",
    ),
    Q(
        "p8-concord-offline-2024",
        "Will Sony announce by September 30, 2024 that Concord is being taken offline?",
        "Resolves YES if Sony Interactive Entertainment or Firewalk Studios announces on or before September 30, 2024 that Concord's servers will be shut down or the game removed from sale. Resolves NO otherwise.",
        "2024-08-30",
        "2024-09-30",
        1,
        "company_decisions",
        """
7|K|tech-news|Concord launches to a quiet Steam|Sony's hero shooter went on sale on August 23 for $40 and peaked below 700 concurrent players on Steam. Firewalk has promised Season 1 on October 24, 2024.|Past figures and a future season.
2|L|playstation-blog|An update on Concord|Posted September 3, 2024: Concord will be taken offline on September 6, and we will begin offering full refunds to all players who purchased the game.|A blog post dated September 3, 2024 reports the decision.
12|K|launch-event|State of Play recap: Concord gets an August 23 date|Sony closed its May 30 State of Play with a Concord cinematic, a $39.99 price and an August 23, 2024 release; beta weekends are in July.|An earlier presentation with dates.
1|L|tech-news|Sony shuts down Concord two weeks after launch|Concord's servers went dark on Sept. 6, 2024, making it one of the shortest-lived big-budget games. Sony said it would explore options, including ones that would better reach players.|Reports the September 6, 2024 shutdown.
4|K|forum-thread|Is Concord dead already?|Player count on Steam is under 200. Reply: Season 1 is still listed for October on the roadmap. Reply: these games can turn around, look at Rainbow Six.|Forum talk with a future roadmap item.
""",
    ),
    Q(
        "p8-oblivion-remaster-2025",
        "Will Bethesda release a remake or remaster of The Elder Scrolls IV: Oblivion by April 30, 2025?",
        "Resolves YES if Bethesda releases a new remake or remastered version of The Elder Scrolls IV: Oblivion on any platform on or before April 30, 2025. Resolves NO otherwise.",
        "2025-04-15",
        "2025-04-30",
        1,
        "product_launches",
        """
11|K|rumour-roundup|Oblivion remake: every leak so far|Insiders say an Unreal Engine 5 remaster by Virtuos could be shadow-dropped in April 2025. Microsoft has not confirmed the project, first revealed in 2023 court documents.|Rumours of a possible release.
3|L|tech-news|Oblivion Remastered is out now|Bethesda revealed and released The Elder Scrolls IV: Oblivion Remastered on April 22, 2025, after a livestream, on PC, PS5 and Xbox Series X/S for $49.99.|Reports the April 22, 2025 release.
6|K|forum-thread|Oblivion remaster this month? (rumour thread)|Reports say an announcement stream is coming. Reply: I'll believe it when I see it. Reply: Bethesda's anniversary is usually in June, so maybe then.|Forum speculation without a reported event.
1|L|steam-charts|Oblivion Remastered passes 200,000 players|The remaster peaked at more than 200,000 concurrent players on Steam on April 26, 2025, its first weekend.|Reports an April 26, 2025 player peak.
8|K|tech-news|Xbox Games Showcase set for June 8|Microsoft will hold its annual showcase on June 8, 2025, followed by a Direct for an unnamed game. Rumoured Oblivion news could come earlier.|A scheduled event and rumours.
2|L|tech-news|Oblivion Remastered: four million players in days|Microsoft said more than four million people had played the remaster by April 25, 2025, counting Game Pass.|Reports a figure as of April 25, 2025.
""",
    ),
    Q(
        "p8-wordpress-65-2024",
        "Will WordPress 6.5 be released on or before March 26, 2024?",
        "Resolves YES if WordPress 6.5 (final) is released on or before March 26, 2024, its originally scheduled date. Resolves NO otherwise.",
        "2024-03-10",
        "2024-03-26",
        0,
        "software_releases",
        """
12|K|release-calendar|WordPress 6.5 development cycle|Beta 1: February 13. RC1: March 5. Final release: March 26, 2024. Dates may change if needed.|A release schedule with a future date.
2|L|dev-blog|WordPress 6.5 "Regina"|Released April 2, 2024, a week later than first planned. WordPress 6.5 brings the Font Library, the Interactivity API and plugin dependencies.|Reports the April 2, 2024 release.
6|K|dev-blog|WordPress 6.5 RC1|The first release candidate is ready for testing. The final release is scheduled for March 26, 2024; please test the Font Library and report issues on Trac.|A release candidate post with a future date.
1|L|tech-news|WordPress 6.5 ships after one-week delay|The release came on April 2, 2024, after core developers pushed it back from March 26 to resolve problems with where the Font Library stores files.|Reports the April 2, 2024 release and the delay.
9|K|forum-thread|Holding off on updating client sites until 6.5.1|Always wait for the first point release. Reply: 6.5 is March 26, so 6.5.1 would be April at the earliest.|Forum talk about future releases.
4|L|changelog|WordPress releases|6.5.2 - April 9, 2024 (security). 6.5 - April 2, 2024. 6.4.3 - January 30, 2024.|A release list with April 2024 releases.
""",
    ),
]
