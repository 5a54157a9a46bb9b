# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind8` part, read by `build_blind8.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Informal, fast
forms (forum threads, live blogs, transcripts, patch notes, store pages, betting tips). Written
blind for this set; see `build_blind8.py` and the README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lk-eras-film-opening-2023",
        "Will Taylor Swift: The Eras Tour concert film gross more than $90 million in North America over its opening weekend of October 13-15, 2023?",
        "Resolves YES if the studio's reported three-day domestic (US and Canada) opening for October 13-15, 2023 exceeds $90 million, using the first Sunday actuals or estimates. Resolves NO otherwise.",
        "2023-10-05",
        "2023-10-16",
        1,
        "film_box_office",
        """
6|K|forum-thread|r/boxoffice: Eras Tour presales thread|OP: AMC says presales already passed $100M globally, which is wild for a concert film. / reply: domestic opening is Oct 13 so we'll know the real number on the 15th. tracking says 100-150 but concert films never track right lol / reply: I'm saying 95 and I'm sticking to it|Presales and predictions before a scheduled opening.
2|L|box-office-page|Weekend chart: Oct. 13-15, 2023|1. Taylor Swift: The Eras Tour, $92.8M (new), 3,855 theaters, $24,070 avg. 2. The Exorcist: Believer, $10.8M (-58%). 3. Paw Patrol: The Mighty Movie, $7.0M. Concert-film record, beating the whole lifetime gross of the previous holder in three days.|Reports the October 13-15, 2023 weekend gross as done.
9|K|fan-blog|Swiftie guide to seeing the movie|Tix are $19.89 for adults (obv) and $13.13 for kids. Showings Thursday through Sunday only at first, starting Friday, October 13. Wear the bracelets, bring the chaos, but maybe don't block the aisle. We'll post a theater etiquette list the week of.|A ticket price and a scheduled release.
1|L|podcast-transcript|The Box Office Pod, ep. 214 (transcript)|HOST A: so it ended up at ninety-two point eight for the weekend of October 13, 2023, which, fine, it's under the hype but it's a concert film. HOST B: right, and Saturday was actually bigger than Friday once they counted the Thursday previews in Friday. HOST A: yeah.|Reports the October 13, 2023 weekend result as done.
4|K|newsletter|Deadline-ish: what to watch this month|Mid-October belongs to one title. The Exorcist sequel moved up a week to get out of its way, and exhibitors expect a nine-figure start the weekend of Oct. 13. Killers of the Flower Moon follows on October 20.|Expectations and future release dates.
3|L|social-thread|thread on the eras movie numbers (1/4)|ok so final sunday number came in: $92.8M domestic, Oct 15 2023 actuals Monday. not the 100+ people were screaming about but biggest concert film ever by like 3x. EDIT: intl added ~$31M so ~$123M global opening|Reports the October 15, 2023 weekend number as done.
""",
    ),
    Q(
        "lk-inside-out-2-opening-2024",
        "Will Inside Out 2 gross more than $150 million in North America over its opening weekend of June 14-16, 2024?",
        "Resolves YES if Disney's reported domestic three-day opening for June 14-16, 2024 is above $150 million. Resolves NO otherwise.",
        "2024-06-06",
        "2024-06-17",
        1,
        "film_box_office",
        """
5|K|forum-thread|Inside Out 2 tracking - how high?|OP: tracking at $80-90M, Disney lowballing as usual? / reply: Pixar hasn't opened over 100 since Incredibles 2, I'd be thrilled with 90 / reply (quoting OP): "lowballing as usual" - they always do this. Check back June 16 for the Sunday estimate|Tracking and guesses before a scheduled opening.
2|L|box-office-page|Domestic weekend, June 14-16, 2024|Inside Out 2 opened to $154.2M from 4,440 locations, the biggest start of 2024 so far and the second-biggest animated opening ever. Bad Boys: Ride or Die fell to second with $33.8M in its second weekend.|Reports the June 14-16, 2024 weekend as done.
8|K|newsletter|The week in theaters|Bad Boys: Ride or Die opens June 7 and has the room to itself for a week. Then Pixar's sequel lands on June 14 with premium formats on basically every screen, and A Quiet Place: Day One follows on June 28.|Future release dates.
1|L|social-post|@boxofficeguy|Sunday estimate is in: Inside Out 2 did $155M (June 16, 2024) -- Monday actuals trimmed it to $154.2M. Tracking had it at 90. Tracking is fake, always was.|Reports the June 16, 2024 estimate and actuals as done.
11|K|fan-blog|Everything we know about Inside Out 2|New emotions: Anxiety, Envy, Ennui and Embarrassment. Riley is 13 now. Kelsey Mann directs; Amy Poehler returns. It hits theaters June 14, 2024, nine years after the first one made $857M worldwide in 2015.|A release date and earlier facts.
""",
    ),
    Q(
        "lk-mario-movie-1b-2023",
        "Will The Super Mario Bros. Movie reach $1 billion in worldwide box office by May 31, 2023?",
        "Resolves YES if Universal or a standard box-office tracker reports the film's cumulative worldwide gross at or above $1 billion on or before May 31, 2023. Resolves NO otherwise.",
        "2023-04-20",
        "2023-05-31",
        1,
        "film_box_office",
        """
3|K|box-office-page|The Super Mario Bros. Movie - running totals|Domestic: $434.3M / International: $437.6M / Worldwide: $871.9M (through Apr. 16). Japan opens April 28, 2023. Days in release: 12.|Totals to a date before the cutoff and a future opening.
1|L|forum-thread|Mario crosses a billion - discussion|OP: it's official, worldwide passed $1B on April 30, 2023, first animated movie to do it since Frozen II. / reply: Japan opening weekend basically put it over / reply: Update: May 2023 it's passing Frozen for biggest animated ever outside of Disney lol|Reports the April 30, 2023 milestone as done.
6|K|fan-blog|Can Mario hit a billion?|At this pace it should clear $900M by the weekend of April 21, and Japan, which opens April 28, is the wildcard. If it gets even half of what Frozen did there it gets to a billion before Memorial Day.|A conditional projection.
2|L|newsletter|Monday numbers|Plumber money: Mario added $87M worldwide over the April 28-30, 2023 weekend and crossed the $1 billion line on Sunday, per Universal. Also: Guardians Vol. 3 opens this Friday, May 5.|Reports the April 28-30, 2023 weekend and milestone as done.
9|K|q-and-a|Q: Why did the Mario movie open on a Wednesday?|A: Universal moved it up two days to April 5 to get a five-day window before Easter. That's why the first "weekend" you see reported is five days. The digital release is expected later in May.|A past scheduling fact and an expected release.
""",
    ),
    Q(
        "lk-marvels-opening-2023",
        "Will The Marvels gross more than $60 million in North America over its opening weekend of November 10-12, 2023?",
        "Resolves YES if the reported domestic three-day opening for November 10-12, 2023 exceeds $60 million. Resolves NO otherwise.",
        "2023-11-02",
        "2023-11-13",
        0,
        "film_box_office",
        """
4|K|forum-thread|The Marvels tracking thread (it's not good)|OP: tracking dropped to $60-75M. / reply: SAG strike means no press tour, that's huge for a movie like this / reply: Opening Nov 10. If it does under 60 that's the lowest MCU start ever, by a lot|Tracking before a scheduled opening.
1|L|box-office-page|Weekend box office: Nov. 10-12, 2023|1. The Marvels, $46.1M (new). 2. Five Nights at Freddy's, $9.0M. 3. Priscilla, $5.1M (wide expansion). The opening is the lowest in the history of the Marvel Cinematic Universe.|Reports the November 10-12, 2023 weekend as done.
7|K|newsletter|November slate|The Marvels on Nov. 10, The Hunger Games: The Ballad of Songbirds and Snakes on Nov. 17, Wish and Napoleon over Thanksgiving. Disney's Marvel run this year: Quantumania opened to $106M back in February.|Future release dates and an earlier fact.
2|L|fan-blog|Okay, let's talk about the Marvels number|I saw it twice. It's fun! It still opened to about $46 million on the November 10, 2023 weekend, and no amount of me liking it changes that. Second weekend drop will decide if it's a disaster or just a miss.|Reports the November 10, 2023 opening as done.
10|K|podcast-transcript|MCU Weekly, ep. 88 (transcript)|HOST: so the premiere's in Vegas on, what, November 7th? CO-HOST: yeah and then it's out the tenth. And honestly with the strike the cast can't even promote it, so, yeah. We'll do a spoiler episode after opening weekend.|A scheduled premiere and release in conversation.
""",
    ),
    Q(
        "lk-joker2-opening-2024",
        "Will Joker: Folie a Deux gross more than $60 million in North America over its opening weekend of October 4-6, 2024?",
        "Resolves YES if the reported domestic three-day opening for October 4-6, 2024 exceeds $60 million. Resolves NO otherwise.",
        "2024-09-26",
        "2024-10-07",
        0,
        "film_box_office",
        """
3|K|box-office-page|Tracking report: Joker: Folie a Deux|Projected domestic opening (Oct. 4-6, 2024): $60M-$75M. Comparable: Joker (2019) opened to $96.2M. Premium formats: IMAX, Dolby. Preview showings Thursday, October 3.|A projection for a scheduled weekend.
1|L|social-thread|joker 2 box office thread|CinemaScore is a D. A D!! Weekend came in around $37.7M for Oct 4-6 2024, that's less than half of the first one. also the Sunday drop was brutal|Reports the October 4-6, 2024 weekend and grade as done.
8|K|fan-blog|Venice reactions are... mixed|The sequel premiered at Venice on September 4 to a long standing ovation and very split reviews. It opens wide on October 4. Lady Gaga's companion album, Harlequin, comes out the week before.|An earlier premiere and future releases.
2|L|newsletter|Weekend wrap|Warner's musical sequel stumbled to about $37.8 million domestic over October 4-6, 2024, after a record-low D CinemaScore for a comic book film. Beetlejuice Beetlejuice held second with $13M.|Reports the October 4-6, 2024 weekend as done.
5|K|forum-thread|Is Joker 2 going to flop?|OP: the budget is reportedly ~$200M. / reply: no way it opens under 50 / reply: dunno man, musicals are a tough sell. we'll see Oct 6|Speculation before a scheduled opening.
""",
    ),
    Q(
        "lk-avatar2-2b-2023",
        "Will Avatar: The Way of Water reach $2 billion in worldwide box office by January 31, 2023?",
        "Resolves YES if Disney or a standard tracker reports the film's worldwide gross at or above $2 billion on or before January 31, 2023. Resolves NO otherwise.",
        "2023-01-10",
        "2023-01-31",
        1,
        "film_box_office",
        """
2|K|box-office-page|Avatar: The Way of Water worldwide tracker|Worldwide through Jan. 8: $1.71B. Domestic $517M, international $1.19B. China: $180M. Weekends in release: 4. Next milestone: Titanic ($2.19B) for #4 all time.|A total to a date before the cutoff.
1|L|forum-thread|Avatar 2 passes $2 billion|OP: Disney confirmed the $2B mark over the January 20-22, 2023 weekend. Cameron now has three of the six $2B movies. / reply: people said nobody remembers Avatar lmao / reply: EDIT from OP: it also passed Titanic a few days later|Reports the January 20-22, 2023 milestone as done.
6|K|newsletter|Box office notebook|The Way of Water crossed $1.5 billion on the first weekend of January and it is still dropping only 20% a weekend. At that rate $2B is in reach by late January, but China is slowing.|A projection.
3|L|fan-blog|Pandora is back on top (again)|Sunday, January 22, 2023 was the day: the sequel's worldwide gross went past $2 billion, making it only the sixth film ever to get there. It's passed Titanic since, sometime in the first week of February 2023.|Reports the January 22, 2023 milestone and a February 2023 event as done.
9|K|q-and-a|Q: Is Avatar 2 still in 3D theaters?|A: Yes, most chains kept the 3D and HFR shows through January. Disney hasn't announced a home release date; the first film went to disc about four months after release.|A current fact and an unannounced date.
""",
    ),
    Q(
        "lk-grammys-2024-midnights",
        "Will Taylor Swift's Midnights win Album of the Year at the 66th Grammy Awards on February 4, 2024?",
        "Resolves YES if Midnights is announced as Album of the Year at the ceremony of February 4, 2024. Resolves NO otherwise.",
        "2024-01-22",
        "2024-02-05",
        1,
        "music_awards",
        """
4|K|betting-tips|Grammys 2024 AOTY odds and a pick|Midnights is the favourite at around 4/6, with SZA's SOS next and Lana's Did You Know That There's a Tunnel... as the value play. Ceremony is Sunday, Feb. 4, 2024, on CBS. Our pick: SZA each-way if you can find a book taking it.|Odds and a pick before a scheduled ceremony.
1|L|live-blog|Grammys 2024 live: every winner|10:58 p.m. ET: ALBUM OF THE YEAR goes to Midnights. That's a fourth AOTY for Taylor Swift, a record, on February 4, 2024. / 10:40 p.m.: Miley wins Record of the Year for Flowers. / Earlier: she used her Pop Vocal Album speech to announce a new album, out April 19.|Reports the February 4, 2024 win as done.
8|K|forum-thread|AOTY predictions megathread|OP: drop your picks. / reply: SZA has the most noms (9) so the academy clearly loves SOS / reply: Midnights was huge but it's not her best album, voters know that / reply: show is Feb 4, we'll see|Predictions before a scheduled ceremony.
2|L|fan-blog|She did it. Four.|Midnights won Album of the Year at the Grammys on 4 February 2024 and Taylor Swift is now the only artist with four wins in the category. Also, in her speech for Best Pop Vocal Album she announced The Tortured Poets Department. Yes, really.|Reports the February 4, 2024 win as done.
11|K|newsletter|Awards season calendar|Golden Globes Jan. 7, Critics Choice Jan. 14, Grammys Feb. 4, BAFTA Feb. 18, Oscars March 10. For the Grammys, Trevor Noah hosts a fourth time. Nominations came out back on Nov. 10.|A calendar of future ceremonies and an earlier fact.
6|K|social-post|@musicnerd_|if midnights wins AOTY on sunday the 4th i'm throwing my laptop. it's fine but SOS was the album of the year and everyone knows it|An opinion about a future result.
""",
    ),
    Q(
        "lk-grammys-2025-cowboy-carter",
        "Will Beyonce's Cowboy Carter win Album of the Year at the 67th Grammy Awards on February 2, 2025?",
        "Resolves YES if Cowboy Carter is announced as Album of the Year at the ceremony of February 2, 2025 in Los Angeles. Resolves NO otherwise.",
        "2025-01-20",
        "2025-02-03",
        1,
        "music_awards",
        """
5|K|newsletter|Grammys week ahead|The ceremony goes ahead on Sunday, February 2, 2025, reworked as a fundraiser for wildfire relief after the January fires. Beyonce leads with 11 nominations, making her the most nominated artist in Grammy history. Performers will be confirmed the week of.|A scheduled ceremony and earlier facts.
1|L|live-blog|Grammys 2025: live updates|11:27 p.m.: ALBUM OF THE YEAR -- Cowboy Carter. Beyonce's first AOTY after four losses. (Feb. 2, 2025) / 10:50 p.m.: Kendrick's Not Like Us sweeps Record and Song. / Earlier: Chappell Roan is Best New Artist.|Reports the February 2, 2025 win as done.
9|K|forum-thread|Will Beyonce finally win AOTY?|OP: she's lost it four times (Beyonce, Lemonade, Renaissance...) / reply: Cowboy Carter is a country album, the academy might split votes with Billie / reply: the vote closed January 3 so it's already decided, we just don't know|Speculation and a past voting deadline.
2|L|podcast-transcript|Popcast-style recap (transcript)|A: So Cowboy Carter won album of the year on February 2, 2025, and also country album, which, some people in Nashville were not happy about. B: Well she also won a duo award with Miley. A: Right, so three on the night.|Reports the February 2, 2025 wins as done.
12|K|betting-tips|AOTY 2025: where's the value?|Cowboy Carter around 4/5 fav, Billie's Hit Me Hard and Soft 2/1, Charli's Brat 4/1. We like Brat at that price. Settles Feb. 2, 2025 at the ceremony. Bet responsibly.|Odds before a scheduled ceremony.
""",
    ),
    Q(
        "lk-tga-2023-bg3",
        "Will Baldur's Gate 3 win Game of the Year at The Game Awards on December 7, 2023?",
        "Resolves YES if Baldur's Gate 3 is announced as Game of the Year at The Game Awards 2023, held December 7, 2023. Resolves NO otherwise.",
        "2023-11-25",
        "2023-12-08",
        1,
        "games",
        """
12|K|forum-thread|TGA 2023 nominees are out|OP: GOTY noms: Alan Wake 2, Baldur's Gate 3, Marvel's Spider-Man 2, RE4, Super Mario Bros. Wonder, Tears of the Kingdom. / reply: Zelda vs BG3, that's it / reply: show is Dec 7 at the Peacock Theater. Keighley's gonna keighley|Nominees and a scheduled show.
1|L|live-blog|The Game Awards 2023 live|9:41 PM PT: GAME OF THE YEAR -- Baldur's Gate 3. Larian also took Best RPG, Best Community Support and Best Multiplayer, and Astarion's Neil Newbon won Best Performance. (December 7, 2023) / 9:10 PM: Alan Wake 2 wins Best Narrative and Art Direction.|Reports the December 7, 2023 win as done.
5|K|fan-blog|Why BG3 should win (and why it might not)|It sold millions, it's everyone's game of the year list, it's got near-perfect scores. But Tears of the Kingdom is a Nintendo juggernaut and the jury is half media. We'll find out on December 7.|An argument about a future award.
2|L|social-thread|larian won everything lol|Dec 7 2023: BG3 took GOTY plus like 5 other awards. Swen came on stage in full armour. Also Hideo Kojima's OD teaser was. something. reply: and the Larian team partying on stream after was the best part|Reports the December 7, 2023 show as done.
7|K|patch-notes|Baldur's Gate 3 - Hotfix #13|Fixed a crash when loading saves with many items in camp. Fixed Karlach's dialogue in Act 3 looping. Patch 5 (with epilogue content) is coming later; we'll share dates when we have them.|Fixes and an undated plan.
""",
    ),
    Q(
        "lk-tga-2024-wukong",
        "Will Black Myth: Wukong win Game of the Year at The Game Awards on December 12, 2024?",
        "Resolves YES if Black Myth: Wukong is announced as Game of the Year at The Game Awards 2024 on December 12, 2024. Resolves NO otherwise.",
        "2024-11-30",
        "2024-12-13",
        0,
        "games",
        """
10|K|forum-thread|GOTY 2024 nominee discussion|OP: Astro Bot, Balatro, Black Myth: Wukong, Elden Ring: Shadow of the Erdtree, FF7 Rebirth, Metaphor: ReFantazio. / reply: a DLC nominated lol / reply: Wukong has the player vote locked, China will carry it. jury is another story / reply: Dec 12, place your bets|Nominees and speculation before a scheduled show.
1|L|live-blog|TGA 2024 live updates|GAME OF THE YEAR: Astro Bot (Team Asobi). Posted 9:35 PM PT, Dec. 12, 2024. Wukong took Best Action and the Player's Voice award; Balatro won three, including Best Indie.|Reports the December 12, 2024 results as done.
4|K|betting-tips|Game Awards 2024 GOTY odds|Astro Bot is the fav around 4/6. Metaphor 4/1, Wukong 6/1, Balatro 8/1. Wukong has been hyped but TGA GOTY is jury-weighted and that's the problem. Show airs Thursday Dec. 12.|Odds before a scheduled show.
2|L|social-post|@gamingleaksandrumours|Astro Bot wins GOTY at The Game Awards, 12 December 2024. Black Myth: Wukong goes home with Best Action and Player's Voice. Thoughts?|Reports the December 12, 2024 result as done.
6|K|store-page|Black Myth: Wukong - Steam|Release date: Aug 20, 2024. Developer: Game Science. Recent reviews: Very Positive. Over 95% of all reviews positive. Console: PS5 available; Xbox Series X/S version TBA.|A past release date and an unannounced port.
""",
    ),
    Q(
        "lk-eurovision-2023-loreen",
        "Will Sweden win the Eurovision Song Contest 2023 grand final on May 13, 2023?",
        "Resolves YES if Sweden's entry is declared the winner of the grand final in Liverpool on May 13, 2023. Resolves NO otherwise.",
        "2023-04-28",
        "2023-05-14",
        1,
        "music",
        """
6|K|betting-tips|Eurovision 2023: outright tips|Sweden (Loreen, Tattoo) is a heavy 4/6 fav, Finland's Kaarija the people's pick at 4/1. Grand final Saturday 13 May, Liverpool Arena. Our each-way shout: Norway.|Odds before a scheduled final.
1|L|live-blog|Eurovision grand final: as it happened|00:52: Loreen WINS with 583 points. Sweden ties Ireland on seven wins and she becomes the first woman to win twice (13 May 2023). Finland second on the televote, 526 total. / 00:30: jury points done, Sweden miles ahead.|Reports the May 13, 2023 win as done.
10|K|fan-blog|The big five plus Ukraine: rehearsal diary|Rehearsals in Liverpool start at the end of April. Semi-finals are May 9 and 11 and the final is May 13. Ukraine won last year and the UK is hosting on its behalf.|A schedule and an earlier fact.
2|L|forum-thread|Loreen 2x winner!!|OP: she did it, 13 May 2023, 583 points. / reply: cha cha cha was robbed on the jury though / reply: EDIT: I calculated, Finland won the televote by 33|Reports the May 13, 2023 result as done.
4|K|q-and-a|Q: Why is Eurovision 2023 in the UK?|A: Ukraine won in 2022 but couldn't host because of the war, so the EBU picked the runner-up, the UK. Liverpool got it in October. The final is May 13, 2023.|Earlier facts and a scheduled final.
""",
    ),
    Q(
        "lk-eurovision-2025-sweden",
        "Will Sweden win the Eurovision Song Contest 2025 grand final on May 17, 2025?",
        "Resolves YES if Sweden's entry is declared the winner of the grand final in Basel on May 17, 2025. Resolves NO otherwise.",
        "2025-05-03",
        "2025-05-18",
        0,
        "music",
        """
5|K|betting-tips|Eurovision 2025 outright|KAJ (Bara bada bastu) fav at 7/4, Austria's JJ next at 4/1, France and Netherlands 10s. Sauna comedy is a risk with juries. Final Saturday 17 May, St. Jakobshalle, Basel.|Odds before a scheduled final.
1|L|live-blog|Eurovision 2025 final live|01:05: AUSTRIA WINS. JJ, Wasted Love, 436 points (17 May 2025). Israel second after topping the televote; Estonia third. Sweden's KAJ ends fourth. / 00:40: the jury loved JJ, 258 points.|Reports the May 17, 2025 result as done.
9|K|forum-thread|Is KAJ actually going to win?|OP: bookies have them fav since Melodifestivalen. / reply: it's a sauna song in Swedish. juries will bury it / reply: semi 1 is May 13, we'll know how real it is then|Speculation and a future semi-final.
2|L|fan-blog|Basel recap: opera boy takes it|Austria won Eurovision on May 17, 2025 with JJ's opera-meets-techno ballad. The favourite, Sweden, finished fourth. Vienna will probably host in 2026 but nothing official yet.|Reports the May 17, 2025 result as done.
3|K|social-post|@esc_daily|Basel update: final rehearsals for the big five from Monday. Reminder: semis Tue May 13 & Thu May 15, final Sat May 17. Tickets for the jury shows still available.|A schedule.
""",
    ),
]
