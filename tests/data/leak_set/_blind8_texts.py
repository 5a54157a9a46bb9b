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
11|K|fan-blog|Everything we know about Inside Out 2|New emotions: Anxiety, Envy, Ennui and Embarrassment. Riley is 13 now. Kelsey Mann directs; Amy Poehler returns. It hits theaters June 14, 2024, nine years after the first one made about $858M worldwide in 2015.|A release date and earlier facts.
3|L|fan-blog|Inside Out 2 preview: what to expect (updated)|Original post: Pixar's sequel opens June 14 and tracking says about $90M. UPDATE, Monday: scrap that, it opened to $154.2 million over June 14-16, 2024, the best start for any film since Barbie. Anxiety is the breakout, as predicted.|An update appended to a preview reports the June 14-16, 2024 weekend as done.
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
1|L|forum-thread|Mario crosses a billion - discussion|OP: it's official, worldwide passed $1B on April 30, 2023, first animated movie to do it since Frozen II. / reply: Japan opening weekend basically put it over / reply: Update: May 2023 it passed the first Frozen on the all-time worldwide chart lol|Reports the April 30, 2023 milestone as done.
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
1|L|forum-thread|The Marvels second weekend drop|OP: -78% on the Nov. 17-19, 2023 weekend, biggest second-weekend drop in MCU history. / reply: opening was $46M, now it's done at maybe $85M domestic / reply: Hunger Games ate it|Reports the November 17-19, 2023 weekend as done.
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
1|L|forum-thread|Avatar 2 passes $2 billion|OP: Disney confirmed the $2B mark over the January 20-22, 2023 weekend. Cameron now has three of the six $2B movies. / reply: people said nobody remembers Avatar lmao / reply: EDIT from OP: it also passed Titanic a few weeks later|Reports the January 20-22, 2023 milestone as done.
6|K|newsletter|Box office notebook|The Way of Water crossed $1.5 billion on the first weekend of January and it is still dropping only 20% a weekend. At that rate $2B is in reach by late January, but China is slowing.|A projection.
3|L|fan-blog|Pandora is back on top (again)|Sunday, January 22, 2023 was the day: the sequel's worldwide gross went past $2 billion, making it only the sixth film ever to get there. It's passed Titanic since, in mid-February 2023.|Reports the January 22, 2023 milestone and a February 2023 event as done.
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
9|K|forum-thread|Will Beyonce finally win AOTY?|OP: she's lost it four times (Beyonce, Lemonade, Renaissance...) / reply: Cowboy Carter is a country album, the academy might split votes with Billie / reply: final voting wraps up in early January, so it's basically decided already, we just don't know|Speculation and a past voting deadline.
2|L|podcast-transcript|Popcast-style recap (transcript)|A: So Cowboy Carter won album of the year on February 2, 2025, and also country album, which, some people in Nashville were not happy about. B: Well she also won a duo award with Miley. A: Right, so three on the night.|Reports the February 2, 2025 wins as done.
12|K|betting-tips|AOTY 2025: where's the value?|Cowboy Carter around 4/5 fav, Billie's Hit Me Hard and Soft 2/1, Charli's Brat 4/1. We like Brat at that price. Settles Feb. 2, 2025 at the ceremony. Bet responsibly.|Odds before a scheduled ceremony.
1|L|social-thread|grammys 2025 recap thread|Feb 2 2025: Beyonce finally wins AOTY (Cowboy Carter), Kendrick sweeps record+song, Chappell best new artist and the speech about label health insurance. reply: Taylor went home with nothing lol|Reports the February 2, 2025 ceremony as done.
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
3|L|newsletter|Weekend reading|Astro Bot's Game of the Year win on Dec. 12, 2024 came with Best Game Direction, Best Action/Adventure and Best Family, four awards in all for Team Asobi. Also in this issue: the 2025 release calendar.|Reports the December 12, 2024 win as done.
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
1|L|social-post|@eurofan_liv|LOREEN. two time winner. Liverpool, May 13 2023, 583 points and I was in the arena. Sweden hosts 2024, Malmö probably|Reports the May 13, 2023 win as done.
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
    Q(
        "lk-super-bowl-lvii-chiefs",
        "Will the Kansas City Chiefs win Super Bowl LVII on February 12, 2023?",
        "Resolves YES if the Chiefs beat the Philadelphia Eagles in Super Bowl LVII, played February 12, 2023 at State Farm Stadium in Glendale, Arizona. Resolves NO otherwise.",
        "2023-01-31",
        "2023-02-13",
        1,
        "sports",
        """
2|K|betting-tips|Super Bowl LVII: best bets|Eagles -1.5, total 50.5. We lean Chiefs +1.5 with Mahomes' ankle looking better every day. Prop: Kelce over 6.5 catches. Kickoff Sunday, Feb. 12, 6:30 p.m. ET, Glendale. Lines move, shop around.|Betting picks before a scheduled game.
1|L|live-blog|Super Bowl LVII live|9:59 p.m. ET: FINAL: Chiefs 38, Eagles 35. Butker's 27-yarder with 8 seconds left wins it, set up by the late holding call on Bradberry (Feb. 12, 2023). / 9:40 p.m.: Mahomes scrambles 26 yards on the bad ankle. / Halftime: Eagles 24-14.|Reports the February 12, 2023 result as done.
1|K|forum-thread|Kelce Bowl thread|OP: first Super Bowl with two brothers on opposite sides. Mom is going to wear the split jersey. / reply: Rihanna halftime, Chris Stapleton anthem / reply: Feb 12, Glendale. I'm calling 31-27 Eagles|A preview of a scheduled game.
3|L|fantasy-notes|Fantasy & DFS recap: Super Bowl LVII|Showdown winners from Feb. 12, 2023: Jalen Hurts (304 pass yds, 70 rush, 3 rush TD, so ~45 DK points even in the loss), Kadarius Toney (returned a punt 65 and caught a TD), Kelce 6-81-1. Mahomes captained lineups mostly lost to Hurts captains.|Reports the February 12, 2023 game stats as done.
1|K|podcast-transcript|The Drive Home (transcript)|CALLER: I just think the Eagles line is too much. HOST: Look, they were 14-3, they pounded the Niners, but Mahomes is Mahomes. We've got two weeks of this, the game's on the twelfth, and I'm not picking until Friday.|Opinions about a scheduled game.
2|L|social-post|@kcfan_since89|CHIEFS WIN. February 12, 2023, two rings in four years. Mahomes MVP on one leg. see y'all at the parade|Reports the February 12, 2023 win as done.
""",
    ),
    Q(
        "lk-stanley-cup-2023-vegas",
        "Will the Vegas Golden Knights win the 2023 Stanley Cup Final?",
        "Resolves YES if Vegas wins the best-of-seven 2023 Stanley Cup Final against the Florida Panthers, which begins June 3, 2023. Resolves NO otherwise.",
        "2023-05-31",
        "2023-06-30",
        1,
        "sports",
        """
1|K|forum-thread|Final preview: Knights vs Panthers|OP: Vegas beat Dallas in 6, Florida swept Carolina. / reply: Bobrovsky has been unreal / reply: Game 1 is June 3 in Vegas, I'm taking Knights in 6. Year six of the franchise and they could do it|Results before the cutoff and a preview.
1|L|live-blog|Game 5: Golden Knights clinch|Final: Vegas 9, Florida 3. Knights win the Cup 4-1 on June 13, 2023, six seasons after their first game. Marchessault takes the Conn Smythe. / 2nd period: Vegas pulls away, 6-1.|Reports the June 13, 2023 clinch as done.
8|K|ticketing|Golden Knights playoff tickets|Home games of the Final, if necessary: Game 1 Saturday, June 3; Game 2 Monday, June 5; Game 5 Tuesday, June 13; Game 7 Monday, June 19. Refunds issued for unplayed games within 30 days.|A conditional schedule.
2|L|fan-blog|Knights in 5: what a ride|Tuesday, June 13, 2023 goes into the book. Vegas crushed Florida in Game 5 and the Cup went to a team that didn't exist in 2016. The parade down the Strip is Saturday. EDIT: the parade happened June 17 and it was hot.|Reports the June 13 and June 17, 2023 events as done.
5|K|betting-tips|Stanley Cup Final series price|Vegas -135, Florida +115. Series exact: Vegas in 6 at 4/1 is our play. Panthers were the eighth seed in the East and won three rounds as underdogs, so no one is writing them off.|Odds before the series.
1|L|social-post|@vgk_barstool|VEGAS GOLDEN KNIGHTS: 2023 STANLEY CUP CHAMPIONS. Game 1 win June 3, finished it Tuesday June 13 2023. 9-3 in the clincher. unreal|Reports the June 3 and June 13, 2023 games as done.
""",
    ),
    Q(
        "lk-world-series-2022-astros",
        "Will the Houston Astros win the 2022 World Series?",
        "Resolves YES if Houston wins the 2022 World Series against the Philadelphia Phillies, which starts October 28, 2022. Resolves NO otherwise.",
        "2022-10-25",
        "2022-11-10",
        1,
        "sports",
        """
1|K|betting-tips|World Series 2022: series price and props|Astros -200 to win the series. Phillies have been the story, Harper's NLCS homer and all. Game 1 in Houston Friday, Oct. 28. Exact result pick: Astros in 6.|Odds before a scheduled series.
1|L|live-blog|Game 6: Astros win it all|Final: Astros 4, Phillies 1. Yordan Alvarez's three-run homer in the 6th. Houston wins the series 4-2 (Nov. 5, 2022); Jeremy Pena is the series MVP and Dusty Baker finally has his ring. / Top 6: Schwarber homer gives PHI a 1-0 lead.|Reports the November 5, 2022 clinch as done.
1|K|forum-thread|Is this the Phils' year?|OP: 87 wins, sixth seed, and they're in the World Series. / reply: Houston is 7-0 this postseason, not happening / reply: Game 3 in Philly is Oct 31, the place will be insane|A preview with past results and a future game.
2|L|fan-blog|Combined no-hitter in Philly|Game 4, November 2, 2022: Javier, Abreu, Montero and Pressly no-hit the Phillies, only the second no-hitter in World Series history. Series tied 2-2. Back to Houston after Thursday.|Reports the November 2, 2022 game as done.
6|K|q-and-a|Q: When is the World Series 2022 schedule?|A: Game 1 Oct. 28 and Game 2 Oct. 29 in Houston, Games 3-5 Oct. 31-Nov. 2 in Philadelphia, Games 6-7 (if needed) Nov. 4-5 back in Houston. Rain could move things.|A schedule.
1|L|q-and-a|Q: Who won the 2022 World Series?|A: The Houston Astros, who beat the Philadelphia Phillies in six games; Game 6 was played on November 5, 2022 in Houston. Rookie shortstop Jeremy Pena was named World Series MVP.|Reports the November 5, 2022 result as done.
""",
    ),
    Q(
        "lk-messi-inter-miami-2023",
        "Will Inter Miami officially announce the signing of Lionel Messi by July 31, 2023?",
        "Resolves YES if Inter Miami CF announces that Messi has signed a contract with the club on or before July 31, 2023. A statement of intent alone does not count. Resolves NO otherwise.",
        "2023-07-05",
        "2023-07-31",
        1,
        "sports",
        """
20|K|forum-thread|Messi says he's going to Miami!?|OP: he told two Spanish outlets he's going to Inter Miami, not Barca, not Saudi. / reply: nothing signed yet, the club's own statement says "expected" / reply: Leagues Cup starts July 21, that's the target debut|A stated intention and a future date.
2|L|social-thread|messi miami thread|It's done: Inter Miami announced the contract on July 15, 2023, through 2025. Unveiling at the stadium on the 16th in the rain. reply: and the free kick winner vs Cruz Azul on July 21 2023 lol, you can't script it|Reports the July 15 and July 21, 2023 events as done.
6|K|ticketing|Inter Miami vs Cruz Azul, Leagues Cup|Friday, July 21, 2023, 8:00 p.m. ET, DRV PNK Stadium. Resale listings from $450. Messi's appearance is not guaranteed. All sales final.|A ticket for a scheduled match.
1|L|newsletter|Soccer Saturday|The wait's over. Miami made it official on 15 July 2023: Messi signed through the 2025 season, with Apple and Adidas both reportedly in on the deal. Busquets has signed too.|Reports the July 15, 2023 signing as done.
9|K|podcast-transcript|Footy Talk USA (transcript)|A: So the deal reportedly includes a cut of Apple's MLS Season Pass subscriptions. B: Which is wild. A: And the league says he can play in the Leagues Cup game, July 21. B: If the paperwork's done by then.|Reported terms and a conditional future date.
""",
    ),
    Q(
        "lk-mbappe-real-madrid-2024",
        "Will Real Madrid officially announce the signing of Kylian Mbappe by June 30, 2024?",
        "Resolves YES if Real Madrid publishes an official announcement that Mbappe has agreed to join the club on or before June 30, 2024. Resolves NO otherwise.",
        "2024-05-25",
        "2024-06-30",
        1,
        "sports",
        """
10|K|forum-thread|Mbappe confirms he's leaving PSG|OP: video on May 10, his last season in Paris. Real is obviously next but nothing from them yet. / reply: they'll wait till after the UCL final June 1, they won't want to distract the squad / reply: if it's not done by July the Euros will eat everything|An earlier fact and expectations.
1|L|social-post|@realmadrid_news|OFFICIAL: Real Madrid announce Kylian Mbappe until 2029. Statement posted June 3, 2024, two days after the Champions League win at Wembley. Presentation to come after Euro 2024.|Reports the June 3, 2024 announcement as done.
4|K|betting-tips|Transfer market specials|Mbappe to be a Real Madrid player on July 1: 1/50. Next club other than Real: 25/1. Announcement before June 15: 1/5. We don't bet odds that short, for the record.|Odds on future outcomes.
2|L|fan-blog|It finally happened|Seven years of "this summer" and it's done. Real confirmed Mbappe on 3 June 2024, five-year deal. He was presented at the Bernabeu on July 16, 2024 in front of 80,000 people.|Reports the June 3 and July 16, 2024 events as done.
6|K|newsletter|La Liga wrap|Madrid clinched the title on May 4 and face Dortmund in the final on June 1. The club still hasn't said a word about the French forward, but everybody in Madrid expects an announcement in June.|Earlier facts and an expectation.
1|L|forum-thread|Mbappe officially Real player|OP: official, 3rd June 2024. / reply: EDIT: typo fixed, it's June 3 2024 not June 2. / reply: number 9 apparently|Reports the June 3, 2024 announcement as done.
""",
    ),
    Q(
        "lk-caitlin-clark-no1-pick-2024",
        "Will the Indiana Fever select Caitlin Clark with the first overall pick in the 2024 WNBA Draft on April 15, 2024?",
        "Resolves YES if Indiana uses the No. 1 pick of the WNBA Draft held April 15, 2024 on Caitlin Clark. Resolves NO otherwise, including if Clark does not enter the draft.",
        "2024-04-03",
        "2024-04-16",
        1,
        "sports",
        """
1|K|q-and-a|Q: Is Caitlin Clark definitely going No. 1?|A: She declared on Feb. 29 and the Fever hold the top pick, so almost certainly, yes. The draft is Monday, April 15, 2024 at the Brooklyn Academy of Music. Her college season isn't over yet, Iowa is in the Final Four.|Earlier facts and a scheduled draft.
1|L|live-blog|WNBA Draft 2024 live|8:05 p.m. ET: With the first pick, the Indiana Fever select Caitlin Clark, Iowa (April 15, 2024). / 8:12: No. 2 Cameron Brink to LA. / 8:20: No. 3 Kamilla Cardoso to Chicago, eight days after winning the title with South Carolina.|Reports the April 15, 2024 draft as done.
8|K|fantasy-notes|Way-too-early WNBA fantasy rankings|Assuming Clark lands in Indiana, she's a top-20 pick day one: volume, threes, assists next to Boston. Season opens May 14, 2024, draft is April 15. We'll redo these after the draft.|A conditional ranking and future dates.
2|L|forum-thread|Iowa loses the final, Clark to Fever next|OP: South Carolina 87, Iowa 75 on April 7, 2024, Staley's team goes 38-0. / reply: Clark had 30 though / reply: Update: she went No. 1 to the Fever on April 15, obviously|Reports the April 7 and April 15, 2024 events as done.
3|K|ticketing|Indiana Fever 2024 season tickets|Single-game tickets for the home opener on Thursday, May 16, 2024 go on sale after the draft. Season ticket waitlist is open; the team says it has sold more full-season plans than ever before.|Future sale and game dates.
""",
    ),
    Q(
        "lk-ohtani-dodgers-2023",
        "Will Shohei Ohtani agree to a contract with the Los Angeles Dodgers by December 31, 2023?",
        "Resolves YES if Ohtani or the Dodgers announce, on or before December 31, 2023, that he has agreed to a contract with the Dodgers. Resolves NO otherwise.",
        "2023-11-28",
        "2023-12-31",
        1,
        "sports",
        """
4|K|forum-thread|Ohtani free agency tracker|OP: Dodgers, Cubs, Blue Jays, Giants, Angels all in. Winter Meetings are Dec 3-6 in Nashville. / reply: he had elbow surgery in September so no pitching in 2024 / reply: $500M+ is the floor people keep saying|Speculation and a future event.
1|L|social-post|@mlbrumorsguy|Ohtani to the Dodgers: 10 years, $700 million, announced by Shohei himself on Instagram, Dec. 9, 2023. Reportedly most of it deferred. Biggest contract in sports history.|Reports the December 9, 2023 announcement as done.
7|K|betting-tips|Ohtani next team odds|Dodgers -150, Blue Jays +300, Cubs +500, Angels +800, field +1000. He won the AL MVP on Nov. 16 and hit 44 homers. Markets settle when a deal is reported.|Odds and earlier facts.
2|L|podcast-transcript|Baseball Tonight-style pod (transcript)|A: and then December 8, 2023, everyone thinks he's flying to Toronto, there are flight trackers going, and he's in LA. B: and the next day, December 9, he posts it. Seven hundred million. A: with $680 of it deferred.|Reports the December 8 and 9, 2023 events as done.
10|K|fan-blog|Why Ohtani should stay in Anaheim (I know)|Six years of Trout and Ohtani and zero playoff games. I'm not stupid. But Moreno says he'll make an offer, and the qualifying offer deadline was Nov. 14. We'll know by Christmas either way, probably.|Past facts and an expectation.
1|L|fantasy-notes|2024 fantasy draft prep: Ohtani|Ohtani signed with LA on Dec. 9, 2023 and won't pitch in 2024 after elbow surgery, so in most leagues he's a hitter-only first-rounder. Yahoo lists two player entries; check your league's rules.|Reports the December 9, 2023 signing as done.
""",
    ),
    Q(
        "lk-forte-derby-2023",
        "Will Forte win the 149th Kentucky Derby on May 6, 2023?",
        "Resolves YES if Forte finishes first in the Kentucky Derby run at Churchill Downs on May 6, 2023. Resolves NO otherwise, including if he is scratched.",
        "2023-04-24",
        "2023-05-07",
        0,
        "sports",
        """
3|K|betting-tips|Derby futures: Forte still the one|Forte won the Florida Derby on April 1 and is the likely morning-line fav. Post draw is Monday, May 1. The race is Saturday, May 6 at 6:57 p.m. ET. We'd take 3-1 or better. Tapit Trice and Angel of Empire the danger.|Tips and a scheduled race.
1|L|live-blog|Kentucky Derby 149 live|7:05 p.m.: MAGE WINS at 15-1 under Javier Castellano. Two Phil's second, Angel of Empire third (May 6, 2023). / 8:30 a.m.: Forte is SCRATCHED after a vet exam on a bruised foot. Five horses out this week.|Reports the May 6, 2023 scratch and result as done.
8|K|forum-thread|Derby 2023 early thoughts|OP: Forte is the best 3yo, Pletcher has him right. / reply: Derby fields are chaos, 20 horses, anything happens / reply: we'll see at the draw May 1|Opinions before the race.
2|L|fan-blog|A Derby nobody will forget for the wrong reasons|Forte didn't even run: he was scratched the morning of May 6, 2023. Mage came from 15th. And the seven horse deaths at Churchill that spring hang over all of it.|Reports the May 6, 2023 scratch and result as done.
5|K|ticketing|Kentucky Derby 2023 - reserved seating|Saturday, May 6, 2023. First Turn, Section 118, rows 10-20. General admission infield opens at 8 a.m. All sales final. Horses and post positions subject to change.|A ticket for a scheduled race.
1|L|social-post|@horseplayer_mike|Forte out, scratched 5/6. Mage wins, paid $32.42 to win. May 6 2023 I lost everything on the chalk|Reports the May 6, 2023 result as done.
""",
    ),
    Q(
        "lk-grand-national-2024-maximus",
        "Will I Am Maximus win the 2024 Grand National at Aintree on April 13, 2024?",
        "Resolves YES if I Am Maximus is the first past the post in the Randox Grand National on April 13, 2024 and the result stands. Resolves NO otherwise.",
        "2024-04-01",
        "2024-04-14",
        1,
        "sports",
        """
6|K|betting-tips|Grand National 2024: 5 each-way picks|I Am Maximus (Mullins/Townend) heads our list at around 8/1 off a win in the Irish Grand National last year. Also: Corach Rambler, Vanillier, Delta Work. Field cut to 34 this year. Off time on Saturday 13 April moved to 4pm.|Tips before a scheduled race.
1|L|live-blog|Grand National live|16:10: I AM MAXIMUS WINS by seven and a half lengths. Townend and Mullins land it, 7/1 joint fav (13 April 2024). Delta Work second, Minella Indo third. All 32 runners returned safely.|Reports the April 13, 2024 result as done.
9|K|q-and-a|Q: What's changed at the Grand National?|A: Fewer runners (34, down from 40), a standing start, the first fence moved closer, and the race starts earlier. The changes came after protesters delayed the 2023 race. It runs April 13, 2024.|Rule changes and a scheduled race.
2|L|forum-thread|Maximus! anyone on it?|OP: had him at 10s last week, 13 April 2024 will be a good day in my house. / reply: Mullins' second National / reply: EDIT: officially 7/1 JF SP|Reports the April 13, 2024 win as done.
4|K|newsletter|Aintree preview|Thursday opens the meeting April 11, Ladies' Day Friday, the big one Saturday. Willie Mullins has a third of the field in some races. Shishkin's Bowl clash with El Fabiolo could be the race of the week.|A schedule and expectations.
""",
    ),
    Q(
        "lk-ryder-cup-2025-usa",
        "Will the United States win the 2025 Ryder Cup at Bethpage Black?",
        "Resolves YES if the US team wins the 2025 Ryder Cup, played September 26-28, 2025 at Bethpage Black, New York, by scoring 14.5 points or more. Resolves NO otherwise (a 14-14 tie lets Europe retain the cup).",
        "2025-09-12",
        "2025-09-29",
        0,
        "sports",
        """
4|K|betting-tips|Ryder Cup 2025 outright and top points scorer|USA 4/6 at home, Europe 13/8, tie 12/1. Scheffler top US points at 5/1. Keegan Bradley is captain and isn't playing himself. Opening foursomes Friday, Sept. 26. We'll post session bets before each day.|Odds before a scheduled event.
1|L|live-blog|Ryder Cup Sunday live|6:20 p.m. ET: Europe retains and then wins it, 15-13, on Sept. 28, 2025. Shane Lowry's half point got them to 14. Huge US singles comeback fell short after Europe led 11.5-4.5 on Saturday night. / 1:15 p.m.: Hovland out with a neck injury, halved.|Reports the September 27-28, 2025 results as done.
9|K|forum-thread|Bethpage crowd is going to be nuts|OP: New York crowd plus a US team that's lost the last away one in Rome 2023 by 5. / reply: Rory vs Bethpage, can't wait / reply: Sept 26-28, I'm going Saturday|A preview with an earlier result.
2|L|social-thread|europe did it at bethpage (thread)|Sept 27 2025: Europe sweeps another session, up 11.5-4.5 going into Sunday. people were booing Rory all day. / Sept 28: US makes a run in singles but Europe gets to 15. Luke Donald back to back.|Reports the September 27 and 28, 2025 sessions as done.
6|K|podcast-transcript|Golf pod, Ryder Cup preview (transcript)|A: the US players are being paid this year, which, okay. B: two hundred grand for charity plus a stipend. A: yeah and Europe's basically the same team as Rome. Friday morning is foursomes, right? B: Friday the 26th, foursomes first.|Facts and a schedule.
1|L|newsletter|Monday golf|Europe won the Ryder Cup 15-13 at Bethpage Black on 28 September 2025, the first away win for either side since Medinah in 2012. Captain Luke Donald becomes the first European skipper to win home and away since Tony Jacklin.|Reports the September 28, 2025 result as done.
""",
    ),
    Q(
        "lk-sinner-ao-2024",
        "Will Jannik Sinner win the 2024 Australian Open men's singles title?",
        "Resolves YES if Sinner wins the men's singles final of the 2024 Australian Open, scheduled for January 28, 2024. Resolves NO otherwise.",
        "2024-01-10",
        "2024-01-29",
        1,
        "sports",
        """
3|K|betting-tips|AO 2024 men's outright|Djokovic 4/6, Alcaraz 7/2, Sinner 6/1, Medvedev 10/1. Sinner won the Davis Cup for Italy in November and beat Novak twice late last season. Main draw starts Sunday, Jan. 14. Each-way Sinner is our pick.|Tips and a scheduled start.
1|L|live-blog|Australian Open men's final live|Sinner wins from two sets down: 3-6, 3-6, 6-4, 6-4, 6-3 over Medvedev on January 28, 2024. First Italian man to win the AO, first Slam for Jannik. / Earlier in the week: he beat Djokovic in four sets in the semi on Jan. 26, 2024.|Reports the January 26 and 28, 2024 matches as done.
7|K|forum-thread|AO draw predictions|OP: draw comes out Jan 11. / reply: Djokovic hasn't lost in Melbourne since 2018 / reply: Sinner's the one I'd worry about if I were Novak tbh|Predictions before a scheduled draw.
2|L|fan-blog|Jannik, finally|What a fortnight. He dropped one set all tournament before the final, took out Djokovic on 26 January 2024, and then came back from 0-2 on Sunday. Next up: Rotterdam, then Indian Wells in March.|Reports the January 26, 2024 match as done.
5|K|q-and-a|Q: When is the Australian Open 2024 final?|A: The men's final is Sunday, January 28, 2024 at 7:30 p.m. local time on Rod Laver Arena; the women's final is the night before. This year the event starts on a Sunday for the first time, so it runs 15 days.|A schedule.
1|L|betting-tips|Rotterdam tips + AO review|We had Sinner each-way at 6/1 and he won the whole thing in Melbourne on 28 January 2024, so thank you Jannik. This week: he's 2/1 fav in Rotterdam. We'll take it.|Reports the January 28, 2024 final as done.
""",
    ),
    Q(
        "lk-wrexham-promotion-2024",
        "Will Wrexham AFC secure promotion from League Two by April 30, 2024?",
        "Resolves YES if Wrexham mathematically secure promotion from EFL League Two (automatic or via play-off final) on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-02",
        "2024-04-30",
        1,
        "sports",
        """
4|K|fan-blog|Run-in maths: what Wrexham need|Six games left. Third, three points clear of fourth, with a game in hand. Forest Green at home on Saturday April 13 looks like the one. Win the next three and it could be done by then.|Conditional arithmetic about future games.
1|L|forum-thread|WE'RE GOING UP|OP: 6-0 vs Forest Green, 13 April 2024, back to back promotions!! / reply: Rob and Ryan on the pitch crying again / reply: League One here we come|Reports the April 13, 2024 promotion as done.
8|K|ticketing|Wrexham v Forest Green Rovers|Saturday 13 April 2024, 3:00pm, SToK Cae Ras. Members' sale only. Away allocation: 600. Fixture subject to change for TV selection.|A ticket for a scheduled match.
2|L|social-post|@wxmafc_news|Promotion confirmed: Wrexham beat Forest Green 6-0 on April 13, 2024 and will play in League One next season. Second straight promotion under Parkinson.|Reports the April 13, 2024 match as done.
6|K|newsletter|League Two roundup|Mansfield and Stockport are pulling away, Wrexham third, Barrow and MK Dons chasing. Season ends April 27. Play-off semis mid-May, final at Wembley on May 19.|Standings and future dates.
""",
    ),
    Q(
        "lk-arsenal-title-2023",
        "Will Arsenal win the 2022-23 Premier League title?",
        "Resolves YES if Arsenal finish first in the 2022-23 Premier League, whose final matchday is May 28, 2023. Resolves NO otherwise.",
        "2023-04-30",
        "2023-05-28",
        0,
        "sports",
        """
3|K|forum-thread|Is it over after the Etihad?|OP: lost 4-1 at City on April 26. Still top by 2 but City have 2 in hand. / reply: we bottled it at Anfield, West Ham and Southampton before that / reply: Brighton May 14, Forest May 20. need miracles|Results before the cutoff and future fixtures.
1|L|live-blog|Forest 1-0 Arsenal: City are champions|Final whistle at the City Ground (20 May 2023): Awoniyi's goal seals it, Manchester City win their third straight title without kicking a ball. Arsenal were top for 248 days this season.|Reports the May 20, 2023 result as done.
7|K|betting-tips|Premier League title run-in|City 1/12, Arsenal 7/1. City's last games include Everton, Leeds, Chelsea, Brighton, Brentford. Arsenal need City to drop at least five points. Final day May 28.|Odds and a schedule.
2|L|fan-blog|It's done and I need a minute|Saturday, May 20, 2023, Nottingham. That was the end of it. We were eight points clear in March. Second place is progress, they'll say. Next season, right?|Reports the May 20, 2023 result as done.
4|K|podcast-transcript|Gooner pod (transcript)|A: what's the run, Newcastle away on the 7th, Brighton, Forest, then Wolves at home on the last day? B: yeah. And City play Chelsea and Brighton. A: Look, if City win out, it doesn't matter what we do.|Future fixtures and a conditional.
1|L|newsletter|Title race: over|Arsenal's 1-0 defeat at Forest on 20 May 2023 handed the title to City; Pep's side lifted it at the Etihad the next day after beating Chelsea on May 21, 2023. Arsenal finish with 84 points.|Reports the May 20 and 21, 2023 events as done.
""",
    ),
    Q(
        "lk-djokovic-wimbledon-2023",
        "Will Novak Djokovic win the 2023 Wimbledon men's singles title?",
        "Resolves YES if Djokovic wins the gentlemen's singles final at Wimbledon on July 16, 2023. Resolves NO otherwise.",
        "2023-06-28",
        "2023-07-17",
        0,
        "sports",
        """
4|K|betting-tips|Wimbledon 2023: outrights|Djokovic 8/11 going for a fifth in a row and 24th Slam in all. Alcaraz 2/1 after Queen's. Medvedev and Sinner next. Play starts Monday, July 3. We're on Alcaraz at 2s.|Odds before a scheduled event.
1|L|live-blog|Men's final live|Alcaraz beats Djokovic 1-6, 7-6, 6-1, 3-6, 6-4 on July 16, 2023, ending Novak's 34-match unbeaten run on Centre Court. / Set 3: one game lasts about 25 minutes, 13 deuces.|Reports the July 16, 2023 final as done.
9|K|forum-thread|Alcaraz on grass - ready?|OP: he won Queen's, so clearly he's figuring it out fast. / reply: he cramped in the French semi against Novak / reply: would love a rematch in the final July 16|Opinions and a future final.
2|L|social-post|@tennisstatsguy|Carlos Alcaraz: 2023 Wimbledon champion, 16 July 2023. 20 years old. Djokovic's first loss on Centre since 2013.|Reports the July 16, 2023 final as done.
6|K|q-and-a|Q: How do Wimbledon seedings work?|A: Since 2021 seeds follow the ATP ranking. That's why Alcaraz is No. 1 seed and Djokovic No. 2 this year, even though Novak is the four-time defending champion.|An explanation and earlier facts.
1|L|forum-thread|Greatest Wimbledon final ever?|OP: Alcaraz d. Djokovic in five, 16/07/2023... I mean July 16, 2023. / reply: Novak smashing the racket on the net post in the fifth / reply: they'll meet again at the US Open for sure (they didn't)|Reports the July 16, 2023 final as done.
""",
    ),
    Q(
        "lk-lamar-mvp-2024",
        "Will Lamar Jackson be named the NFL's Most Valuable Player for the 2023 season at NFL Honors on February 8, 2024?",
        "Resolves YES if the Associated Press MVP for the 2023 season, announced at NFL Honors on February 8, 2024, is Lamar Jackson. Resolves NO otherwise.",
        "2024-01-20",
        "2024-02-09",
        1,
        "sports",
        """
7|K|fantasy-notes|Fantasy wrap 2023: QB tiers|Jackson finished QB5 in points per game with 821 rushing yards; Allen was QB1 again. Ravens locked the 1 seed and rested starters in Week 18. Dynasty note: Stroud is a QB1 already. MVP votes are in, announcement Feb. 8.|Past stats and a future announcement.
1|L|live-blog|NFL Honors 2024 live|9:55 p.m.: MVP: LAMAR JACKSON, unanimous-ish, his second (Feb. 8, 2024). Stroud wins Offensive Rookie, Myles Garrett Defensive Player. / 9:10: Joe Flacco, Comeback Player.|Reports the February 8, 2024 awards as done.
4|K|betting-tips|MVP market is basically closed|Jackson -5000. Voting ended after Week 18 so playoff games don't count. If you want action, look at Coach of the Year: Stefanski vs DeMeco Ryans.|Odds with voting already closed but not announced.
2|L|forum-thread|Ravens out, Lamar MVP anyway|OP: lost the AFC title game to KC on January 28, 2024, 17-10, Lamar was not good. / reply: still gonna win MVP / reply: EDIT: he did, Feb 8 2024, 49 of 50 first place votes|Reports the January 28 and February 8, 2024 events as done.
9|K|podcast-transcript|Purple pod (transcript)|A: okay so bye week, then whoever survives wild card weekend comes to Baltimore on the 20th. B: and then maybe the Chiefs, or Buffalo. A: honestly if he wins MVP in February and loses in the playoffs again, the narrative writes itself.|A future game and a conditional.
""",
    ),
    Q(
        "lk-ftx-bankruptcy-2022",
        "Will FTX file for bankruptcy protection by November 30, 2022?",
        "Resolves YES if FTX Trading Ltd. or its main affiliates file for bankruptcy (Chapter 11 or equivalent) on or before November 30, 2022. Resolves NO otherwise.",
        "2022-11-07",
        "2022-11-30",
        1,
        "crypto",
        """
1|K|newsletter|The crypto week|A leaked Alameda balance sheet reported on Nov. 2 shows most of its assets are FTT, FTX's own token. Binance's CZ said on Sunday, Nov. 6 that Binance will sell its FTT. SBF says assets are fine. Watch the withdrawals this week.|Earlier facts and a warning.
1|L|forum-thread|FTX is done (megathread)|OP: Binance signed a non-binding deal to buy FTX on Nov 8 2022 then walked away Nov 9. / reply: withdrawals frozen for days / reply: UPDATE Nov 11, 2022: Chapter 11 filed in Delaware, SBF out as CEO, John Ray III in|Reports the November 8-11, 2022 events as done.
5|K|q-and-a|Q: Is my money safe on FTX?|A: Nobody outside FTX knows. Withdrawals were working as of the weekend. If you're worried, moving funds to self-custody is the standard advice; there's no deposit insurance on crypto exchanges.|A current state and advice.
2|L|social-thread|what happened with FTX, short version|Nov 2: CoinDesk Alameda report. Nov 6: CZ dumps FTT. Nov 8, 2022: Binance "rescue". Nov 9: Binance bails. Nov 11, 2022: bankruptcy, 130 entities. Dec 12: SBF arrested in the Bahamas. that's it, that's the thread|Reports the November 8-11 and December 12, 2022 events as done.
2|K|betting-tips|Prediction market check: FTX|Markets put about 20% on "FTX halts withdrawals by end of November" as of this morning, Nov. 5. If CZ ever starts dumping the whole stake, that number moves.|A probability and a conditional.
4|L|podcast-transcript|Unchained-style episode (transcript)|HOST: the filing was November 11, 2022, a Friday morning, and that same night there was the hack, like $400 million going out. GUEST: which we still don't fully understand.|Reports the November 11, 2022 filing and hack as done.
""",
    ),
    Q(
        "lk-eth-merge-2022",
        "Will Ethereum complete the Merge to proof of stake on mainnet by September 30, 2022?",
        "Resolves YES if the Ethereum mainnet reaches the terminal total difficulty and produces its first proof-of-stake block on or before September 30, 2022. Resolves NO otherwise.",
        "2022-09-01",
        "2022-09-30",
        1,
        "crypto",
        """
6|K|release-notes|Mainnet Merge announcement (client releases)|Bellatrix upgrade on the beacon chain: epoch 144896, expected around Sept. 6, 2022. Paris (the Merge) triggers at TTD 58750000000000000000000, expected Sept. 10-20. Node operators must update both the execution and consensus clients.|Scheduled upgrades.
1|L|live-blog|The Merge: live|06:43 UTC, September 15, 2022: TTD hit, first proof-of-stake block finalized. Energy use down around 99.95% per foundation estimates. / 06:55: no client bugs so far, all majority clients in sync.|Reports the September 15, 2022 Merge as done.
9|K|forum-thread|ETH merge date finally?|OP: devs on the call said Sept 15-16 tentative. / reply: they've said "soon" since 2017 / reply: Goerli merge went fine on Aug 11, so yeah I think this is real|A tentative date and an earlier testnet event.
2|L|social-post|@ethstaker_notes|The Merge is done. 15 Sep 2022. PoW Ethereum is history, and so is my GPU's side job. ETHPoW fork launched a day later, nobody cares.|Reports the September 15, 2022 Merge as done.
3|K|q-and-a|Q: Do I need to do anything with my ETH for the Merge?|A: No. If you just hold ETH, nothing changes. Ignore anyone telling you to "upgrade" your coins, that's a scam. Only node operators have to update clients before Bellatrix on Sept. 6.|Advice and a future deadline.
1|L|newsletter|Post-merge notes|Since September 15, 2022, Ethereum issuance has dropped sharply, and staking withdrawals remain locked until the Shanghai upgrade, likely 2023.|Reports the September 15, 2022 Merge as done.
""",
    ),
    Q(
        "lk-cz-binance-ceo-2023",
        "Will Changpeng Zhao cease to be CEO of Binance by December 29, 2023?",
        "Resolves YES if Binance or Zhao announces on or before December 29, 2023 that he has stepped down or been removed as chief executive. Resolves NO otherwise.",
        "2023-11-18",
        "2023-12-29",
        1,
        "crypto",
        """
4|K|newsletter|Binance, DOJ, and the week ahead|Reports say the DOJ is seeking more than $4 billion from Binance in a deal that could let it keep operating, and that Zhao could face charges in the US. Nothing has been filed; a settlement could come before the end of November.|Reports of a possible future settlement.
1|L|forum-thread|CZ steps down, pleads guilty|OP: Nov 21, 2023, Seattle: CZ pleads guilty, $4.3B settlement, Richard Teng is new CEO. / reply: BNB down ~8% on it / reply: sentencing set for Feb 2024, later pushed back|Reports the November 21, 2023 plea and resignation as done.
7|K|q-and-a|Q: Who actually runs Binance?|A: Changpeng Zhao founded it in 2017 and is still CEO. The company has no official headquarters. US regulators sued it in June 2023.|A current fact and earlier facts.
2|L|social-post|@cryptowhale_kate|CZ out as Binance CEO, 21 November 2023. Pleaded guilty to one AML count. Teng in. End of an era I guess|Reports the November 21, 2023 resignation as done.
10|K|podcast-transcript|Bankless-style ep. (transcript)|A: the thing with Binance is CZ is the company. B: right. A: so if there's a deal, does he stay? B: they'd probably want him out. But we don't know yet.|Speculation.
2|L|newsletter|Binance: what changed|Since November 21, 2023, Binance has a new CEO, a monitor for three years, and no US presence to speak of. CZ was sentenced to four months in April 2024.|Reports the November 21, 2023 and April 2024 events as done.
""",
    ),
    Q(
        "lk-ps5-pro-release-2024",
        "Will Sony release the PlayStation 5 Pro by November 15, 2024?",
        "Resolves YES if the PS5 Pro goes on sale to the public in at least one market on or before November 15, 2024. Resolves NO otherwise.",
        "2024-10-25",
        "2024-11-15",
        1,
        "consumer_products",
        """
4|K|store-page|PlayStation 5 Pro - pre-order|$699.99 USD. Release date: November 7, 2024. Includes 2TB SSD. Disc drive sold separately. Pre-orders opened September 26. Limit two per customer.|A scheduled release date and an earlier pre-order date.
1|L|product-review|PS5 Pro review: a lot of money for a little sharper|I've had it since launch day, November 7, 2024, and it is quieter than the base model. PSSR upscaling is great in some games, invisible in others. No disc drive, no stand. If you have a 4K TV and money, sure.|Reports the November 7, 2024 launch as done.
11|K|forum-thread|$700 for a PS5 Pro lol|OP: no disc drive, no stand. / reply: it's a GPU upgrade, enthusiasts will buy it / reply: launch Nov 7. I'm waiting for reviews|An opinion about a future release.
2|L|unboxing|PS5 Pro unboxing + first boot|Got mine on launch day, Nov. 7, 2024. In the box: console, DualSense, HDMI, power cable, USB-C. Data transfer took 45 minutes. The three-stripe design is a bit much. Full review in a week.|Reports the November 7, 2024 launch as done.
6|K|newsletter|Holiday console guide|PS5 Pro launches Nov. 7. Xbox's digital white Series X is out Oct. 15. Switch successor not before next year. Black Friday deals on the base PS5 should be strong this year.|Future and past release dates.
3|L|newsletter|November sales notes|Unlike the base PS5 in 2020, the Pro was easy to find: most big retailers still had stock the week after its November 7, 2024 launch, and the Black Friday deals of November 29, 2024 left it out.|Reports the November 7, 2024 launch and a November 29, 2024 event as done.
""",
    ),
    Q(
        "lk-twitter-x-rebrand-2023",
        "Will Twitter replace its bird logo with an X on its website by July 31, 2023?",
        "Resolves YES if twitter.com (or its successor domain) displays an X logo instead of the bird on or before July 31, 2023. Resolves NO otherwise.",
        "2023-07-15",
        "2023-07-31",
        1,
        "technology",
        """
10|K|forum-thread|Threads hit 100M, is Twitter done?|OP: Threads launched July 5 and passed 100M signups in five days. / reply: engagement is already falling though / reply: Musk said he'd rename the company X ages ago, X Corp exists since April|Earlier facts.
1|L|social-thread|goodbye bird|Musk posted just after midnight on July 23, 2023 that the twitter brand and all the birds would be gone soon. By Monday, July 24, 2023, the logo on web was an X. x.com redirects. tweets are "posts" now?? reply: the sign on the HQ got taken down halfway lol|Reports the July 23-24, 2023 rebrand as done.
5|K|newsletter|Platforms this week|Linda Yaccarino started as CEO in June. Rate limits on tweets earlier this month angered users. Musk keeps talking about an "everything app" called X but has given no date for a rebrand.|Earlier facts and no date.
2|L|news-blog|Twitter is now X (yes, really)|The rebrand went live on 24 July 2023: new logo on the website and in the app over the following days, the blue bird gone. The iOS App Store listing only switched on July 31, 2023 after Apple's name-length rules got in the way.|Reports the July 24 and 31, 2023 events as done.
7|K|app-store-page|Twitter - App Store|Twitter, Inc. / Social Networking / Rated 17+. What's New, version 9.98: Bug fixes and performance improvements. Ratings: 4.2 out of 5.|A store page with no dated event.
""",
    ),
    Q(
        "lk-netflix-paid-sharing-2023",
        "Will Netflix roll out paid sharing (an extra-member charge for password sharing) in the United States by June 20, 2023?",
        "Resolves YES if Netflix begins charging or notifying US members about paid sharing on or before June 20, 2023. Resolves NO otherwise.",
        "2023-05-15",
        "2023-06-20",
        1,
        "technology",
        """
3|K|newsletter|Streaming notes|On its April 18 earnings call Netflix said it would roll out paid sharing more broadly, including in the US, in the second quarter, after a delay from the first. Canada, New Zealand, Portugal and Spain went first in February.|Earlier facts and a stated plan.
1|L|q-and-a|Q: Did Netflix start charging for password sharing in the US?|A: Yes. On May 23, 2023, Netflix emailed US members saying the account is for one household; an extra member costs $7.99 a month. Sign-ups reportedly jumped in the days after.|Reports the May 23, 2023 rollout as done.
8|K|forum-thread|How will Netflix even detect sharing?|OP: IP address, device IDs, account activity. / reply: traveling is allowed with a temporary code / reply: they said Q2. so any day now I guess|Speculation and a stated plan.
2|L|social-post|@streamingdeals|got the Netflix email today (May 23 2023), basically: your account is for your household only. $7.99 for an extra member. cancelling? probably not tbh|Reports the May 23, 2023 email as done.
5|K|product-review|Netflix plans compared (May 2023)|Basic with ads $6.99, Standard $15.49, Premium $19.99. Basic without ads is still around for now. Extra member option: not yet in the US. We'll update when it arrives.|A price list and an awaited change.
1|L|newsletter|Monday streaming wrap|Netflix added about 73,000 daily US sign-ups on May 26-27, 2023, per Antenna, after the sharing crackdown emails went out on May 23. Biggest days since Antenna started tracking.|Reports the May 23-27, 2023 events as done.
""",
    ),
    Q(
        "lk-fortnite-ios-return-2025",
        "Will Fortnite be available to download from the US App Store by May 31, 2025?",
        "Resolves YES if Fortnite can be downloaded from Apple's App Store in the United States on or before May 31, 2025. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-31",
        1,
        "games",
        """
6|K|forum-thread|Judge rules against Apple, Fortnite coming back?|OP: Judge Gonzalez Rogers found Apple in contempt on April 30 and said no more fees on outside purchase links. Sweeney says Fortnite returns to US iOS within days. / reply: Apple still has to approve the build / reply: Apple is appealing so who knows|Earlier facts and a stated intention.
1|L|app-store-page|Fortnite - App Store (US)|Epic Games / Action / Free, offers in-app purchases. Version history: 34.40, May 20, 2025: Welcome back. Ratings: 4.4 (18K). Top Free Games: #1.|Reports the May 20, 2025 release as done.
2|K|patch-notes|Fortnite v34.40 release notes|Coming to iOS in the US once approved. Fixed a crash on the Battle Royale lobby screen. Added the new Mythic weapons. Next update: v35.00, expected early June 2025.|Fixes and future plans.
2|L|social-post|@fortnitestatus|Fortnite is back on the App Store in the US, 20 May 2025, almost five years after the ban in August 2020. Download now, and your progress carries over.|Reports the May 20, 2025 return as done.
4|K|q-and-a|Q: Can I play Fortnite on my iPhone right now?|A: Outside the EU, only through cloud gaming (Xbox Cloud, GeForce Now) in a browser. In the EU it's on the Epic Games Store app. Epic says the US App Store version is submitted; Apple hasn't said when it will decide.|A current state and a pending decision.
1|L|forum-thread|It's live|OP: approved and live, May 20, 2025, after Epic went back to the judge on May 16. / reply: top free app within an hour / reply: Update: hit #1 in the US the same night|Reports the May 16 and 20, 2025 events as done.
""",
    ),
    Q(
        "lk-diablo4-release-2023",
        "Will Diablo IV be released to all players by June 10, 2023?",
        "Resolves YES if the standard edition of Diablo IV is playable worldwide on at least one platform on or before June 10, 2023. Early access alone does not count. Resolves NO otherwise.",
        "2023-05-25",
        "2023-06-10",
        1,
        "games",
        """
9|K|store-page|Diablo IV - Battle.net|Release date: June 6, 2023. Digital Deluxe and Ultimate editions: play up to 4 days early from June 1. Pre-load available. Platforms: PC, PS5, PS4, Xbox Series X/S, Xbox One.|A scheduled release.
1|L|patch-notes|Diablo IV 1.0.2 patch notes|Released June 6, 2023: fixed server queues at launch, adjusted Dungeon Hazards in World Tier III. Known issue: some players saw Error 316719 on launch day. Season 1 details coming next month.|Reports the June 6, 2023 launch as done.
12|K|forum-thread|Server Slam this weekend|OP: open beta May 12-14, everyone can play. / reply: Butcher at level 20 is real / reply: this is the last test before June 6|A future beta and a release date.
2|L|stream-transcript|Launch-night stream (auto-transcript)|ok chat we're in, it's like 4 p.m. Pacific June 5 2023 so it's live, the global launch. no queue?? wait, queue. okay queue's short. Necromancer, obviously. Lilith's theme is so good|Reports the June 5, 2023 launch as done.
5|K|product-review|Diablo IV review in progress|We've played the early press build for 30 hours. The campaign is strong, the endgame we haven't seen. Final score after we play on live servers, so after launch on June 6.|A review in progress and a future date.
2|L|newsletter|Blizzard numbers|Blizzard says Diablo IV made $666 million in its first five days and was its fastest-selling game ever. Early access began June 1, 2023; full launch on June 6, 2023.|Reports the June 1 and 6, 2023 events as done.
""",
    ),
    Q(
        "lk-gta6-delay-2025",
        "Will Rockstar Games announce by May 31, 2025 that Grand Theft Auto VI will release later than fall 2025?",
        "Resolves YES if Rockstar or Take-Two announces, on or before May 31, 2025, a release date or window for GTA VI later than the fall 2025 window. Resolves NO otherwise.",
        "2025-04-25",
        "2025-05-31",
        1,
        "games",
        """
10|K|forum-thread|GTA 6 still fall 2025?|OP: Take-Two earnings are mid-May, they repeated "fall 2025" in February. / reply: if it slips they'll say it before the earnings, they don't want it leaking / reply: trailer 2 WHEN|An earlier statement and speculation.
1|L|social-thread|GTA VI DELAYED (thread)|May 2, 2025: Rockstar posts a note, new date is May 26, 2026. Take-Two stock -7% premarket. / May 6, 2025: trailer 2 drops, no warning, with 70 screenshots. people forgot about the delay in about four days lol|Reports the May 2 and May 6, 2025 events as done.
4|K|newsletter|Games industry this week|Take-Two reports fiscal Q4 results on May 15, 2025. Analysts expect the company to reaffirm GTA VI for fall 2025; some think a slip to 2026 would hurt the fiscal-year guidance.|A scheduled earnings date and expectations.
2|L|podcast-transcript|Games pod (transcript)|A: So the delay came on May 2, 2025, and it's the 26th of May 2026 now. B: Which is a Tuesday. A: right. And Zelnick on the call was like, we're confident in the date.|Reports the May 2, 2025 announcement as done.
6|K|q-and-a|Q: When does GTA 6 come out?|A: Rockstar's official window is fall 2025 for PS5 and Xbox Series X/S, no PC at launch. No exact date yet. The first trailer came out in December 2023.|A current window and an earlier fact.
1|L|store-page|Grand Theft Auto VI - PlayStation Store|Release: 26/05/2026. Wishlist. Platforms: PS5. Notice (updated 2 May 2025): the release has moved from fall 2025 to May 26, 2026.|Reports the May 2, 2025 delay as done.
""",
    ),
    Q(
        "lk-silksong-release-2025",
        "Will Hollow Knight: Silksong be released by September 20, 2025?",
        "Resolves YES if Hollow Knight: Silksong becomes playable for purchasers on at least one platform on or before September 20, 2025. Resolves NO otherwise.",
        "2025-08-15",
        "2025-09-20",
        1,
        "games",
        """
12|K|forum-thread|Silksong Daily News, day whatever|OP: still no date. Switch 2 Direct in April said "2025". Gamescom is Aug 20-24. / reply: it's never coming / reply: if it's not at Gamescom I'm done (I am not done)|A promised window and a future event.
1|L|store-page|Hollow Knight: Silksong - Steam|Release date: 4 Sep, 2025. Price: $19.99. Developer: Team Cherry. All reviews: Overwhelmingly Positive. Over 500,000 concurrent players at launch.|Reports the September 4, 2025 release as done.
4|K|newsletter|Indie radar|Gamescom Opening Night Live is on August 19, 2025, and fans expect Team Cherry to show up somewhere that week. Silksong is confirmed for Game Pass day one. Still no release date as of today.|An upcoming showcase and no date.
2|L|social-post|@silksongnews|It's out. September 4, 2025. Steam, eShop and PSN all buckled. Seven years since the announcement.|Reports the September 4, 2025 release as done.
6|K|q-and-a|Q: Will Silksong be on Switch 1?|A: Yes, Team Cherry has always said Switch, and Nintendo confirmed it for both Switch and Switch 2. The only window is "2025", given in April. Price hasn't been announced.|A stated platform plan and window.
1|L|fan-blog|The date, the date, the date|On August 21, 2025, Team Cherry finally said it: September 4. Two weeks' warning and a $20 price tag. I cried. Then it came out on September 4, 2025 and broke Steam for an hour.|Reports the August 21 and September 4, 2025 events as done.
""",
    ),
    Q(
        "lk-oasis-tickets-2024",
        "Will tickets for an Oasis reunion tour in the UK or Ireland go on general sale by September 7, 2024?",
        "Resolves YES if tickets for at least one Oasis concert in the UK or Ireland featuring both Liam and Noel Gallagher go on general public sale on or before September 7, 2024. Resolves NO otherwise.",
        "2024-08-27",
        "2024-09-07",
        1,
        "music",
        """
2|K|forum-thread|Oasis reunion rumours again|OP: a Sunday paper says they'll announce Wembley and Heaton Park for summer 2025. / reply: heard this every year since 2009 / reply: Liam's been teasing on X all weekend tbf. We'll see Tuesday apparently|Rumours of a future announcement.
1|K|social-post|@liamsbiggestfan|liam just replied "see you tuesday" to someone asking about the reunion. if this is real i'm selling a kidney for wembley|A rumour about a future announcement.
1|L|ticketing|Oasis Live 25 - ticket info (updated)|Announced 27 August 2024. General sale: Saturday 31 August 2024, 8am (Ireland 9am). In-demand standard tickets were re-priced during the sale under dynamic pricing. SOLD OUT. Extra dates were added on 28 August 2024, before the sale.|Reports the August 27, 28 and 31, 2024 events as done.
3|K|newsletter|Music biz roundup|Reports of an Oasis return, which neither Gallagher has confirmed, would make it the biggest UK tour of 2025. If shows are announced, expect a presale ballot and a fast general sale.|Unconfirmed reports and conditionals.
2|L|forum-thread|Ticketmaster queue horror stories|OP: in the queue at 8am Aug 31 2024, got in at 3pm, standing went from £148 to £355 "in demand". / reply: CMA is looking at it now / reply: Update: got 2 for Heaton Park seated, I'll take it|Reports the August 31, 2024 sale as done.
1|L|podcast-transcript|Music pod (transcript)|A: so the announcement finally came on the 27th of August 2024 and the sale was that Saturday. B: And the dynamic pricing thing blew up. A: Massively. Then the US dates in North America got announced in late September.|Reports the August 27, 2024 announcement and later events as done.
""",
    ),
    Q(
        "lk-apple-personal-siri-2025",
        "Will Apple release the personalized Siri features (personal context and on-screen awareness) to the public by April 15, 2025?",
        "Resolves YES if a public (non-beta) iOS release with Siri's personal-context and on-screen-awareness features announced at WWDC 2024 is available on or before April 15, 2025. Resolves NO otherwise.",
        "2025-03-05",
        "2025-04-15",
        0,
        "technology",
        """
6|K|forum-thread|iOS 18.4 beta: where's new Siri?|OP: beta 1 came out Feb 21, no personal context. / reply: Gurman says it's slipping / reply: public release is supposed to be early April, so it's 18.4 or bust|A report and expected dates.
1|L|release-notes|iOS 18.4 release notes|Released March 31, 2025. Apple Intelligence now in French, German, Italian, Spanish, Japanese, Korean and Chinese (simplified). Priority Notifications. New emoji. Siri: no new personal context features in this release.|Reports the March 31, 2025 release as done.
3|K|newsletter|Apple this week|Apple has said the "more personal Siri" will arrive over the course of the year. iOS 18.4 is expected in April. The company has not put a date on on-screen awareness.|A stated plan and an expected release.
1|L|social-post|@appletechwatch|Apple told Daring Fireball on Mar 7 2025 that the personalized Siri features need more time and will roll out sometime in the next year. So: not 18.4.|Reports the March 7, 2025 statement as done.
9|K|product-review|iPhone 16e review|The $599 16e has the A18 and Apple Intelligence, and a new C1 modem. Apple pitched Siri upgrades at the iPhone 16 launch in September; most of what we've tried so far is Writing Tools and Genmoji. Ships Feb. 28.|A review and a future ship date.
2|L|forum-thread|Apple delays Siri, lawsuit incoming|OP: announced the delay March 7, 2025. / reply: and pulled the Bella Ramsey ad / reply: EDIT: class action filed March 19, 2025 over the ads|Reports the March 7 and 19, 2025 events as done.
""",
    ),
]
