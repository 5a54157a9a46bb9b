# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold61` part, read by `build_hold61.py`.

Entertainment, awards, culture and media: film and music awards, box office, charts, streaming
releases, book prizes, festivals, video games and television, as trade-press news, reviews,
release calendars, fan forums and social posts, and wiki pages would write about them. Each
question's documents are one line each in a string, fields separated by `|`: days before the
cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part from resolved questions; the events are real, the wording is invented and the
figures are from memory, not checked data. See `build_hold61.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "r2-oscars-2025-moore-actress",
        "Will Demi Moore win Best Actress at the 97th Academy Awards on March 2, 2025?",
        "Resolves YES if Demi Moore is announced as the winner of Actress in a Leading Role for The Substance at the Academy Awards ceremony of March 2, 2025. Resolves NO if anyone else wins the category.",
        "2025-02-20",
        "2025-03-02",
        0,
        "awards",
        """
2|K|trade-news|Best Actress race tightens as final Oscar ballots close|Final voting for the 97th Oscars wrapped on Tuesday, and the lead actress category is now viewed as a two-way fight between Demi Moore and Mikey Madison, who picked up the BAFTA in London on Sunday. Moore still has the Actor Awards stage on Feb. 23 to make her case to the industry, though Academy members will have already voted by then. The envelopes open March 2 at the Dolby Theatre.|Voting past and a guild show and ceremony still ahead.
5|L|fan-forum|SAG went Moore, BAFTA went Madison... so who actually wins Sunday?|Posted by u/substancebody: okay so Demi taking the SAG actress award on Feb 23, 2025 after Mikey won BAFTA basically resets this whole thing. Her speech had half the room crying. Anyone still have Madison locked in on their ballot?|Reports the February 23, 2025 SAG win as done.
9|K|awards-column|Gold Derby-style odds: Moore holds a narrow edge|Our pundits put Moore at 11/8 and Madison at 15/8 heading into the last week. If Moore wins on March 2, 2025 she would be the first performer honoured for a body-horror lead since the category began; if Madison wins, Anora's sweep narrative gets a lot louder.|Odds and conditionals about the ceremony.
4|L|wiki-page|97th Academy Awards|The 97th Academy Awards ceremony, presented by the Academy of Motion Picture Arts and Sciences, was held on March 2, 2025, at the Dolby Theatre in Hollywood, with Conan O'Brien hosting for the first time. Anora won five awards, including Best Picture; Mikey Madison won Best Actress, beating the presumed front-runner Demi Moore.|Describes the March 2, 2025 ceremony and its winners as done.
3|K|trade-news|Madison takes BAFTA leading actress prize|Mikey Madison won the leading actress BAFTA on February 16, 2025 for Sean Baker's Anora, a result several campaign strategists called the biggest jolt of the season so far. Moore, who had won the Golden Globe and the Critics Choice award, was in the room at the Royal Festival Hall.|Reports only the February 16, 2025 BAFTA and earlier wins.
1|L|winners-list|Oscars 2025: the full list of winners|Best Picture: Anora. Best Director: Sean Baker, Anora. Best Actress: Mikey Madison, Anora. Best Actor: Adrien Brody, The Brutalist. Updated 11:48 p.m. ET, Sunday, March 2, 2025.|A winners list timestamped on the ceremony date.
""",
    ),
    Q(
        "r2-oscars-2024-gerwig-director-nom",
        "Will Greta Gerwig receive a Best Director nomination for Barbie when the 96th Academy Award nominations are announced on January 23, 2024?",
        "Resolves YES if Greta Gerwig is among the five nominees for Directing in the nominations announced by the Academy on January 23, 2024. Resolves NO otherwise.",
        "2024-01-08",
        "2024-01-23",
        0,
        "awards",
        """
6|K|trade-news|Barbie lands DGA-friendly momentum ahead of nominations|Warner Bros. has pushed Gerwig hard in the directing races, and the film picked up a Producers Guild nod this week. Oscar nomination voting runs from January 11 to January 16, 2024, with the list read out on the morning of the 23rd.|A voting window and announcement ahead.
3|L|trade-news|Gerwig, Robbie snubbed as Barbie earns eight Oscar nominations|Barbie collected eight nominations on Jan. 23, 2024, including Best Picture, but Greta Gerwig was left out of the directing lineup and Margot Robbie missed in lead actress. Justine Triet, Jonathan Glazer and Martin Scorsese were among the directing nominees.|Reports the January 23, 2024 nominations as done.
12|K|review-roundup|The year in film: Barbie was the event, not just the hit|Gerwig's candy-colored satire crossed $1.4 billion worldwide over the summer and became the year's biggest release. Whether the Academy's directors branch treats it as an auteur work or a brand play will only be known in late January.|Past box office and an open question about a later date.
2|L|social-post|Ryan Gosling statement on Barbie nominations|Statement shared by the actor's representatives on 23 January 2024: Gosling said he was honoured by his supporting nomination but that the film would not exist without its director and its star, and that he was disappointed neither had been recognised in their categories.|Quotes a statement dated January 23, 2024 reacting to the snubs.
8|K|release-calendar|Awards season calendar: what's next|Golden Globes: Sunday, Jan. 7. Oscar nomination voting: Jan. 11-16. Oscar nominations: Tuesday, Jan. 23, 2024. BAFTAs: Feb. 18. Oscars ceremony: Sunday, March 10, 2024.|A calendar of upcoming dates.
4|K|fan-forum|Prediction thread: directing five|My final guess: Nolan, Scorsese, Lanthimos, Glazer, Gerwig. Triet is the spoiler. If Greta misses on the 23rd I'm going to be insufferable about it for a week. Check back after the announcement.|A fan's prediction for a later announcement.
""",
    ),
    Q(
        "r2-emmys-2024-the-bear-comedy",
        "Will The Bear win Outstanding Comedy Series at the 76th Primetime Emmy Awards on September 15, 2024?",
        "Resolves YES if The Bear (FX) is announced as the winner of Outstanding Comedy Series at the 76th Primetime Emmy Awards ceremony on September 15, 2024. Resolves NO otherwise.",
        "2024-09-01",
        "2024-09-15",
        0,
        "awards",
        """
7|K|trade-news|The Bear enters Emmy night with a record comedy haul of nominations|FX's kitchen drama-comedy earned 23 nominations for its second season, the most ever for a comedy in a single year. The Creative Arts ceremonies are set for September 7 and 8, with the main telecast on ABC on Sunday, Sept. 15, 2024, hosted by Dan and Eugene Levy.|Nominations before the cutoff and ceremonies ahead.
4|L|trade-news|Hacks upsets The Bear for top comedy prize|Max's Hacks won Outstanding Comedy Series on September 15, 2024, ending The Bear's run after one season on top. Jean Smart took lead actress in a comedy for a third time, while The Bear's Jeremy Allen White and Ebon Moss-Bachrach repeated in the acting categories.|Reports the September 15, 2024 result as done.
10|K|tv-review|The Bear season 3 review: still cooking, barely|The third season, all dropped at once in late June, spends most of its ten episodes in a holding pattern. None of that matters for this year's Emmys, which honour season two, but it may hurt the show next year.|Review of an earlier release; no later event.
2|L|live-blog|Creative Arts Emmys, night one: The Bear keeps racking up wins|8:40 p.m. PT, Sept. 7, 2024: Another one for The Bear, with Jamie Lee Curtis taking guest actress for 'Fishes'. That brings the show's running total this weekend to seven, and there's still Sunday's telecast to go.|Live coverage of the September 7, 2024 Creative Arts ceremony reports wins.
5|K|awards-column|Can Hacks spoil The Bear's party?|Voters may have tired of the category debate over whether The Bear is a comedy at all. If Hacks pulls it off on Sept. 15, 2024, it would be the first HBO or Max series to win the category since Veep. Final Emmy voting closed on August 26.|A conditional about the ceremony and an earlier deadline.
1|L|social-post|Post from a Hacks writers' room account|Posted Sept. 16, 2024: still processing last night. thank you to every single person who watched Deborah and Ava fight their way through season 3. we won best comedy series. what.|A post dated September 16, 2024 reports the previous night's win.
""",
    ),
    Q(
        "r2-emmys-2025-the-studio-comedy",
        "Will The Studio win Outstanding Comedy Series at the 77th Primetime Emmy Awards on September 14, 2025?",
        "Resolves YES if Apple TV+'s The Studio is named Outstanding Comedy Series at the 77th Primetime Emmy Awards ceremony of September 14, 2025. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-14",
        1,
        "awards",
        """
8|K|trade-news|Emmy final-round voting opens with The Studio and Hacks in a tight race|Final-round voting for the 77th Emmys runs from August 18 to August 25, 2025 at 10 p.m. PT. Seth Rogen's Hollywood satire arrives with 23 nominations, a first-season record for a comedy, while last year's winner Hacks is back with 15. Nate Bargatze hosts the CBS telecast on September 14, 2025.|A voting window and the ceremony ahead.
3|L|trade-news|The Studio sets comedy record at Creative Arts Emmys|Apple's The Studio won nine awards across the two Creative Arts nights on Sept. 6-7, 2025, including guest actor for Bryan Cranston, putting it on pace for the biggest single-season haul ever for a comedy.|Reports the September 6-7, 2025 wins as done.
14|K|tv-review|The Studio's oners are the point, and they pay off|Episode two, a single unbroken take set on a day of shooting that keeps falling apart, is the best half hour of television this spring. Rogen and Evan Goldberg direct every episode, and the guest cameos are a who's who of people who would rather not be satirized.|A review of a past season.
5|L|wiki-page|77th Primetime Emmy Awards|The 77th Primetime Emmy Awards honored American prime time television programming from June 2024 to May 2025. The ceremony was held on September 14, 2025, at the Peacock Theater in Los Angeles. The Studio won Outstanding Comedy Series and The Pitt won Outstanding Drama Series, while Adolescence swept the limited series categories.|Describes the September 14, 2025 ceremony and winners as done.
2|K|awards-column|Emmy predictions: comedy series|Will win: The Studio. Could win: Hacks. Should win: The Studio, honestly. A Rogen win in lead actor on Sept. 14 seems close to locked as well. If Hacks repeats, blame the older voters who never warmed to industry navel-gazing.|Predictions for the ceremony.
10|K|fan-forum|Has a first season comedy ever gotten this many noms?|The Studio getting 23 noms on July 15 is wild. Ted Lasso's first season got 20, for what it's worth. Emmys are Sept 14th this year, I'll be watching with my phone ready for memes.|Past nominations and a ceremony ahead.
""",
    ),
    Q(
        "r2-grammys-2025-not-like-us-roty",
        "Will Kendrick Lamar's 'Not Like Us' win Record of the Year at the 67th Grammy Awards on February 2, 2025?",
        "Resolves YES if 'Not Like Us' is announced as Record of the Year at the 67th Annual Grammy Awards on February 2, 2025. Resolves NO otherwise.",
        "2025-01-15",
        "2025-02-02",
        1,
        "awards",
        """
6|K|trade-news|Grammys to go ahead as planned despite Los Angeles fires, Recording Academy says|The 67th Grammy Awards will take place at Crypto.com Arena on Sunday, February 2, 2025, with a refocused broadcast that will raise money for wildfire relief, the Recording Academy said. Trevor Noah returns as host. Final-round voting closes January 3.|A scheduled ceremony and an earlier deadline.
2|L|trade-news|Kendrick Lamar sweeps Grammys with Not Like Us|Kendrick Lamar's Drake diss track won all five awards it was nominated for on Feb. 2, 2025, including Record of the Year and Song of the Year, a week before Lamar headlined the Super Bowl halftime show in New Orleans.|Reports the February 2, 2025 wins as done.
12|K|music-review|GNX review: Kendrick Lamar is done proving anything|Released with no warning in late November, GNX is looser and meaner than anything Lamar has put out. It debuted at No. 1 on the album chart and put several tracks in the Hot 100's top ten, but the real story of his year is still 'Not Like Us'.|Review of an album released before the cutoff.
4|L|social-post|Lamar's acceptance speech (transcript excerpt)|Clip caption, Grammy Awards, 2 February 2025, Record of the Year: Lamar, accepting the award, thanked his collaborators and dedicated the win to Los Angeles and to the neighbourhoods still rebuilding after the fires.|Quotes a speech given on February 2, 2025.
8|K|awards-column|Record of the year: is anyone beating Kendrick?|Beyoncé, Sabrina Carpenter, Chappell Roan, Charli XCX, Billie Eilish, Taylor Swift and The Beatles round out the field. If 'Not Like Us' wins on Feb. 2, 2025, it would be the first rap song to take Record of the Year since Childish Gambino's 'This Is America' in 2019.|A conditional about the ceremony.
1|L|chart-news|Grammy bump: Not Like Us returns to Hot 100 top five|In the tracking week after its Grammy sweep on February 2, 2025, 'Not Like Us' rose 11 places to No. 4 on the chart dated Feb. 15, 2025, with streams up 42% on the week.|Reports the February 2, 2025 sweep and a later chart.
""",
    ),
    Q(
        "r2-grammys-2024-monet-bna",
        "Will Victoria Monét win Best New Artist at the 66th Grammy Awards on February 4, 2024?",
        "Resolves YES if Victoria Monét is announced as Best New Artist at the 66th Annual Grammy Awards on February 4, 2024. Resolves NO otherwise.",
        "2024-01-20",
        "2024-02-04",
        1,
        "awards",
        """
9|K|trade-news|Best New Artist field: Ice Spice, Noah Kahan, Victoria Monét and more|Eight acts compete for the prize at the 66th Grammys, set for Sunday, Feb. 4, 2024 at Crypto.com Arena. Monét, who has written for Ariana Grande for a decade, is up for seven awards in total, the second most of any woman this year.|Nominees and a scheduled ceremony.
3|L|trade-news|Victoria Monét named best new artist|Victoria Monét won Best New Artist at the Grammy Awards on February 4, 2024, taking three prizes on the night, including best R&B album for Jaguar II. She brought her three-year-old daughter, Hazel, the youngest Grammy nominee in history, onto the stage.|Reports the February 4, 2024 win as done.
15|K|music-review|Jaguar II review: Monét steps out of the writers' room|The album's horns and slow-burning grooves put it closer to Janet Jackson than to the pop songs Monét made her name writing. 'On My Mama' has spent the autumn climbing the R&B charts.|A review of an earlier album.
5|K|fan-forum|BNA predictions thread 2024|Monét wins if the voters actually listen. Ice Spice wins if they vote on vibes. Noah Kahan is the dark horse. See everyone here on the 4th for the meltdown.|Fan predictions for a later ceremony.
1|L|chart-news|Monét's streams jump 180% after Grammy win|On-demand streams of Victoria Monét's catalogue rose 180% in the three days after her Best New Artist win on Feb. 4, 2024, according to Luminate, and Jaguar II re-entered the Billboard 200.|Reports the February 4, 2024 win and later streams.
7|K|trade-news|Grammys announce performers: Billie Eilish, Dua Lipa, Olivia Rodrigo|The Recording Academy added Dua Lipa and Olivia Rodrigo to the lineup for the February 4, 2024 telecast on CBS, joining Billie Eilish and SZA. Trevor Noah hosts for a fourth consecutive year.|A performer announcement for a later show.
""",
    ),
    Q(
        "r2-grammys-2023-lizzo-roty",
        "Will Lizzo's 'About Damn Time' win Record of the Year at the 65th Grammy Awards on February 5, 2023?",
        "Resolves YES if 'About Damn Time' is announced as Record of the Year at the 65th Annual Grammy Awards on February 5, 2023. Resolves NO otherwise.",
        "2023-01-22",
        "2023-02-05",
        1,
        "awards",
        """
4|K|awards-column|Record of the Year is the Grammys' hardest call this year|Adele, Beyoncé, Harry Styles, Kendrick Lamar, Lizzo, Steve Lacy and Mary J. Blige are among ten nominees. Beyoncé's 'Break My Soul' is the favourite with pundits, but Lizzo's 'About Damn Time' spent two weeks at No. 1 and may have broader support among voters.|A forecast of the ceremony, with earlier chart facts.
2|L|trade-news|Lizzo wins record of the year, dedicates it to Prince|Lizzo took Record of the Year at the 65th Grammys in Los Angeles on Sunday, Feb. 5, 2023, beating Beyoncé and Adele. In her speech she recalled watching Prince as a child and thanked the fans who had streamed the song all summer.|Reports the February 5, 2023 win as done.
11|K|release-calendar|Music events, February 2023|Feb. 5: 65th Grammy Awards, Crypto.com Arena, Los Angeles (CBS and Paramount+). Feb. 11: Brit Awards, London. Feb. 12: Rihanna's Super Bowl LVII halftime show.|A calendar of upcoming events.
7|L|wiki-page|About Damn Time|About Damn Time is a song by American singer Lizzo, released in April 2022 as the lead single from her album Special. It reached number one on the Billboard Hot 100 in July 2022 and won Record of the Year at the 65th Annual Grammy Awards in February 2023.|A wiki page reports the February 2023 win.
1|K|trade-news|Grammys host Trevor Noah promises a looser show|Noah told reporters this week that the February 5, 2023 ceremony would lean into surprises, and the academy has confirmed a 50th-anniversary hip-hop tribute will close the first hour.|Plans for the show ahead.
3|K|social-post|Lizzo fan account on Instagram|Posted 19 January 2023: Five nominations for our girl this year and I still can't believe it. Grammys in two weeks!! Big Grrrls, start picking your outfits.|A post before the cutoff about a later show.
""",
    ),
    Q(
        "r2-bafta-2023-all-quiet",
        "Will All Quiet on the Western Front win Best Film at the 76th British Academy Film Awards on February 19, 2023?",
        "Resolves YES if All Quiet on the Western Front is named Best Film at the BAFTA Film Awards ceremony of February 19, 2023. Resolves NO otherwise.",
        "2023-02-03",
        "2023-02-19",
        1,
        "awards",
        """
13|K|trade-news|All Quiet leads BAFTA nominations with 14|Netflix's German-language war film received 14 nominations on January 19, 2023, the most for a non-English-language film in BAFTA history. The Banshees of Inisherin and Everything Everywhere All at Once followed with ten each. Winners will be announced at the Royal Festival Hall on Sunday 19 February.|Nominations before the cutoff and a ceremony ahead.
3|L|trade-news|All Quiet on the Western Front wins seven Baftas|Edward Berger's war epic won seven awards on 19 February 2023, including best film, best director and best film not in the English language, equalling the record for a foreign-language film set by Crouching Tiger, Hidden Dragon.|Reports the February 19, 2023 result as done.
6|K|awards-column|BAFTA final voting: what to watch|Round two voting runs from February 2 to February 16. Banshees has the British home advantage, All Quiet has the numbers, and the academy's longlist changes mean juries no longer pick the shortlists. Whichever wins, expect Oscar pundits to over-read it.|A voting window and a conditional.
1|L|fan-forum|BAFTA live thread 2023|Best film - ALL QUIET. Called it. Seven wins, same as Crouching Tiger. Posted 21:58, 19/02/2023 (comment edited 22:03).|A fan post timestamped February 19, 2023 reports the winner.
9|K|film-review|All Quiet on the Western Front review|Berger's adaptation keeps Remarque's bleakness and adds a political storyline about the armistice that the novel never had. The trench sequences are among the most punishing put on screen since 1917.|A review with no later events.
4|K|release-calendar|Bafta 2023: how to watch|The ceremony will be broadcast on BBC One and iPlayer from 7pm GMT on 19 February 2023, hosted by Richard E. Grant and Alison Hammond, with red carpet coverage on the BAFTA YouTube channel from 5pm.|Broadcast details for a later ceremony.
""",
    ),
    Q(
        "r2-sag-2024-oppenheimer-cast",
        "Will Oppenheimer win Outstanding Performance by a Cast in a Motion Picture at the 30th Screen Actors Guild Awards on February 24, 2024?",
        "Resolves YES if Oppenheimer is announced as the winner of the SAG Awards' cast in a motion picture category on February 24, 2024. Resolves NO otherwise.",
        "2024-02-08",
        "2024-02-24",
        1,
        "awards",
        """
10|K|trade-news|SAG Awards to stream live on Netflix|The 30th Screen Actors Guild Awards will be streamed globally on Netflix on Saturday, February 24, 2024, the first year of a multiyear deal. Oppenheimer, Barbie, American Fiction, The Color Purple and Killers of the Flower Moon are up for the top prize.|A scheduled ceremony and nominees.
4|L|trade-news|Oppenheimer cast wins top SAG prize; Gladstone takes lead actress|The ensemble of Christopher Nolan's Oppenheimer won the SAG Awards' top film honour on February 24, 2024, and Cillian Murphy and Robert Downey Jr. also won, while Lily Gladstone was named best actress for Killers of the Flower Moon, upending the Oscar race.|Reports the February 24, 2024 results as done.
6|K|awards-column|SAG ensemble: Oppenheimer or Barbie?|Actors make up the Academy's biggest branch, so the ensemble award often foreshadows Best Picture. Final SAG voting closes at noon PT on Feb. 23, 2024, and the results are revealed the next evening.|A voting deadline and a ceremony ahead.
2|K|trade-news|Nolan the favourite as DGA voting closes|Directors Guild members finish voting this week, and Christopher Nolan is expected to take the feature prize at the Beverly Hilton on February 10, 2024. The guild's winner has gone on to win the Oscar for directing in all but a handful of years.|A forecast of a guild award after the cutoff.
1|L|social-post|Oppenheimer film account on Instagram|Posted Feb 25, 2024: Last night's SAG Awards. Outstanding Performance by a Cast in a Motion Picture. Thank you @sagaftra, and congratulations to the entire cast.|A post dated February 25, 2024 about the previous night's win.
8|K|fan-forum|Does anyone think American Fiction upsets at SAG?|Not really, but it has the most fun ensemble. Oppenheimer feels inevitable at this point; it's won basically everything since the Globes on Jan 7. SAGs are the 24th, right?|Past wins and a ceremony ahead.
""",
    ),
    Q(
        "r2-goya-2024-society-snow",
        "Will Society of the Snow win Best Film at the 38th Goya Awards on February 10, 2024?",
        "Resolves YES if J.A. Bayona's Society of the Snow (La sociedad de la nieve) is named Best Film at the Goya Awards ceremony in Valladolid on February 10, 2024. Resolves NO otherwise.",
        "2024-01-25",
        "2024-02-10",
        1,
        "awards",
        """
5|K|trade-news|Society of the Snow lands Oscar nod as Goya night approaches|Bayona's Andes survival drama was shortlisted on Tuesday, January 23, 2024 for the Academy Award for international feature, giving Netflix's Spanish-language title a boost two and a half weeks before the Goyas. The Spanish academy's gala takes place in Valladolid on 10 February 2024, with the film up for 13 awards.|An earlier nomination and a scheduled gala.
2|L|trade-news|La sociedad de la nieve arrasa en los Goya con 12 premios|Society of the Snow won 12 Goyas on 10 February 2024 in Valladolid, including best film and best director for J.A. Bayona, and newcomer Matías Recalt took best new actor. Last year's winner, Rodrigo Sorogoyen's As bestas, took nine.|Reports the February 10, 2024 results as done.
11|K|film-review|Society of the Snow review: Bayona honours the dead|Where Alive made the 1972 crash a survival thriller, Bayona's film keeps count of who was lost. It is long and grim and very hard to shake. It opened in Spanish cinemas in December and reached Netflix on January 4.|A review with an earlier release date.
7|L|wiki-page|38th Goya Awards|The 38th Goya Awards ceremony, presented by the Academy of Cinematographic Arts and Sciences of Spain, took place at the Feria de Valladolid on 10 February 2024. Society of the Snow won the most awards, with 12, including Best Film.|Describes the February 10, 2024 ceremony as done.
3|K|release-calendar|Goyas 2024: horario y dónde verlo|La gala empieza a las 22:00 del sábado 10 de febrero en RTVE, con Ana Belén, Javier Ambrossi y Javier Calvo como presentadores. Alfombra roja desde las 19:30. February 10, 2024, Valladolid.|Broadcast details for a later gala.
1|L|social-post|Netflix España en X|Publicado 2024-02-11, 00:41: 12 Goyas. Gracias a todo el equipo de La sociedad de la nieve y a los supervivientes y familias que nos confiaron su historia. #Goya2024|A post dated February 11, 2024 celebrates the previous night's wins.
""",
    ),
    Q(
        "r2-tony-2023-kimberly-akimbo",
        "Will Kimberly Akimbo win Best Musical at the 76th Tony Awards on June 11, 2023?",
        "Resolves YES if Kimberly Akimbo is announced as Best Musical at the Tony Awards ceremony of June 11, 2023. Resolves NO otherwise.",
        "2023-05-25",
        "2023-06-11",
        1,
        "awards",
        """
23|K|trade-news|Some Like It Hot leads Tony nominations with 13|The nominations, announced on May 2, put Some Like It Hot ahead of & Juliet and Kimberly Akimbo. Shucked and New York, New York complete the best musical field. Ariana DeBose will host the ceremony at the United Palace in Washington Heights on June 11, 2023.|Earlier nominations and a scheduled ceremony.
4|K|trade-news|Writers Guild says it will not picket Tonys after producers drop scripted material|The Tony Awards will go ahead on Sunday, June 11, 2023 as an unscripted telecast after the WGA agreed not to picket, the producers said. Presenters will speak without prepared remarks and the opening number will be unrehearsed in part.|Plans for a later ceremony.
2|L|theatre-news|Kimberly Akimbo wins best musical; Leopoldstadt best play|Kimberly Akimbo, the small Atlantic Theater transfer about a teenager with a rapid-aging condition, won best musical on June 11, 2023, and Victoria Clark took lead actress in a musical. Tom Stoppard's Leopoldstadt was named best play.|Reports the June 11, 2023 winners as done.
9|K|theatre-review|Kimberly Akimbo review: big laughs, bigger heart|David Lindsay-Abaire and Jeanine Tesori's musical is the warmest thing on Broadway, and Clark, at 63, plays 16 without a hint of winking. The Booth Theatre run is open-ended.|A review with no later dates.
6|L|fan-forum|Tonys 2023 winners megathread|Best Musical: Kimberly Akimbo. Best Play: Leopoldstadt. Best Revival of a Musical: Parade. Leading Actor in a Musical: J. Harrison Ghee. Thread locked after the broadcast on 6/11/23; results also posted on 2023-06-11 at the top of the sub.|A winners thread dated June 11, 2023.
1|L|theatre-news|Kimberly Akimbo posts best week since Tony win|Kimberly Akimbo grossed about $960,000 in the week ending June 18, 2023, its highest at the Booth, the Broadway League said, as the Tony bump arrived on schedule.|Reports box office from a week after the June 11, 2023 win.
""",
    ),
    Q(
        "r2-berlinale-2023-documentary-bear",
        "Will a documentary win the Golden Bear at the 73rd Berlin International Film Festival (February 16-26, 2023)?",
        "Resolves YES if the film awarded the Golden Bear at the 73rd Berlinale, whose awards are presented on February 25, 2023, is a documentary. Resolves NO otherwise.",
        "2023-02-10",
        "2023-02-25",
        1,
        "awards",
        """
18|K|festival-news|Berlinale unveils competition lineup, Kristen Stewart to lead jury|The 73rd Berlin International Film Festival will show 19 films in competition from February 16 to 26, 2023, including new work by Christian Petzold, Philippe Garrel and Margarethe von Trotta, and Nicolas Philibert's documentary On the Adamant. Stewart will be the youngest jury president in the festival's history.|Lineup and dates of a festival ahead.
3|L|festival-news|Philibert's On the Adamant wins Golden Bear|Nicolas Philibert's documentary about a day-care centre for people with mental illness on a barge on the Seine won the Golden Bear on February 25, 2023, only the second documentary to take Berlin's top prize, after Gianfranco Rosi's Fire at Sea in 2016.|Reports the February 25, 2023 award as done.
6|K|festival-preview|Ten films to watch in Berlin|Petzold's Afire is the early favourite, and Celine Song's Past Lives should be the competition's crowd-pleaser after Sundance. Philibert's doc gets its world premiere on Feb. 18, 2023 and could surprise a jury that has rewarded non-fiction before.|A preview with a future premiere date.
1|L|festival-news|Afire takes Silver Bear Grand Jury Prize|Christian Petzold's Afire received the Silver Bear Grand Jury Prize at the Berlinale Palast on Saturday, Feb. 25, 2023, while the Golden Bear went to On the Adamant. Sofia Otero, 9, won the prize for leading performance for 20,000 Species of Bees.|Reports the February 25, 2023 awards as done.
8|K|festival-news|Zelensky to address Berlinale opening|Ukraine's president will speak by video at the opening gala on 16 February 2023, the festival said, and Sean Penn's documentary Superpower will screen out of competition.|A plan for the opening night ahead.
4|L|wiki-page|73rd Berlin International Film Festival|The 73rd annual Berlin International Film Festival took place from 16 to 26 February 2023. The Golden Bear was awarded to the French documentary film On the Adamant by Nicolas Philibert, and the honorary Golden Bear went to Steven Spielberg.|Describes the February 2023 festival and its awards as done.
""",
    ),
    Q(
        "r2-tiff-2025-hamnet-peoples-choice",
        "Will Hamnet win the People's Choice Award at the 2025 Toronto International Film Festival?",
        "Resolves YES if Chloé Zhao's Hamnet is named winner of the People's Choice Award when TIFF announces its awards on September 14, 2025. Resolves NO otherwise.",
        "2025-08-28",
        "2025-09-14",
        1,
        "awards",
        """
12|K|festival-news|TIFF 2025 lineup: Hamnet, Frankenstein and a 50th-anniversary slate|The 50th Toronto International Film Festival runs from September 4 to 14, 2025. Chloé Zhao's Shakespeare drama Hamnet, starring Jessie Buckley and Paul Mescal, will have its Canadian premiere in the gala section. The People's Choice Award is announced on the closing Sunday.|A lineup and festival dates ahead.
3|L|festival-news|Hamnet wins TIFF People's Choice Award|Audiences in Toronto picked Hamnet as the winner of the People's Choice Award on September 14, 2025, handing Focus Features the festival's most reliable Oscar indicator. The award has gone to eventual best picture nominees in each of the last dozen years.|Reports the September 14, 2025 award as done.
7|K|awards-column|Fall festival Oscar tracker|Venice opens August 27, Telluride goes August 29 through September 1, and TIFF starts September 4. Hamnet skips Venice and plays Telluride and Toronto; if it lands the People's Choice award on the 14th, it enters the season as a front-runner.|A calendar and a conditional.
1|L|film-review|Hamnet review: Jessie Buckley breaks your heart in Telluride|Zhao's adaptation of Maggie O'Farrell's novel premiered on August 29, 2025 to a long ovation, and its final 20 minutes, set during the first performance of Hamlet at the Globe, had much of the audience in tears.|A review reports the August 29, 2025 premiere.
5|K|fan-forum|Anyone got TIFF Hamnet tickets?|Public sale opened Monday and the gala sold out in minutes. There's a rush line, but honestly for the Sept 2025 screenings I'd just show up early. Hoping to see it before the People's Choice is announced.|Ticket chatter about screenings ahead.
2|L|trade-news|Hamnet buzz builds after Telluride as Focus sets November date|After a rapturous Telluride debut on Aug. 29, 2025, Focus confirmed it will open Hamnet in U.S. cinemas on November 27. The studio plans a full awards campaign for Buckley in lead actress.|Reports the August 29, 2025 debut as done.
""",
    ),
    Q(
        "r2-vmas-2023-anti-hero",
        "Will Taylor Swift's 'Anti-Hero' win Video of the Year at the 2023 MTV Video Music Awards on September 12, 2023?",
        "Resolves YES if 'Anti-Hero' is announced as Video of the Year at the MTV VMAs of September 12, 2023. Resolves NO otherwise.",
        "2023-08-29",
        "2023-09-12",
        1,
        "awards",
        """
21|K|music-news|Taylor Swift leads 2023 VMA nominations with eight|Swift picked up eight nominations on August 8, 2023, including Video of the Year for 'Anti-Hero', which she directed. SZA followed with six. The show airs live from the Prudential Center in Newark on Tuesday, September 12, 2023.|Earlier nominations and a scheduled show.
4|L|music-news|Swift wins nine at VMAs, including video of the year|Taylor Swift won nine awards at the VMAs on September 12, 2023, including Video of the Year and Song of the Year for 'Anti-Hero' and Artist of the Year. Shakira received the Video Vanguard Award and performed a medley of her hits.|Reports the September 12, 2023 results as done.
9|K|fan-forum|will she even show up?? VMAs are during the tour break|The Eras Tour doesn't restart until November so in theory she's free on the 12th. Also voting closes 9/1 so keep streaming the video. Not expecting a performance but I'd take a speech.|Fan speculation about a later show and a voting deadline.
2|L|social-post|MTV on Instagram|Posted 13 September 2023: A record-setting night for Taylor Swift. 9 Moonpersons, including Video of the Year for 'Anti-Hero'. Last night in Newark belonged to her.|A post dated September 13, 2023 reports the previous night's wins.
6|K|music-news|MTV confirms Shakira as Video Vanguard honoree|Shakira will receive the Michael Jackson Video Vanguard Award at the VMAs on 12 September 2023, the network said, and will perform for the first time on the show since 2006. Fan voting in the main categories closes on September 1.|Plans and a deadline for a later show.
1|L|chart-news|Anti-Hero views jump after VMA win|The 'Anti-Hero' video gained about 3 million YouTube views in the two days after its Video of the Year win on Sept. 12, 2023, and Midnights climbed back into the Billboard 200's top five.|Reports the September 12, 2023 win and later views.
""",
    ),
    Q(
        "r2-brits-2024-raye-album",
        "Will Raye's My 21st Century Blues win Album of the Year at the Brit Awards 2024 on March 2, 2024?",
        "Resolves YES if My 21st Century Blues is named Mastercard Album of the Year at the Brit Awards ceremony of March 2, 2024 at the O2 Arena. Resolves NO otherwise.",
        "2024-02-15",
        "2024-03-02",
        1,
        "awards",
        """
20|K|music-news|Raye breaks Brits record with seven nominations|Raye became the most-nominated artist in a single year in Brit Awards history on 25 January 2024, with seven nods including album of the year and artist of the year. The ceremony will be held at the O2 Arena on Saturday 2 March 2024 and broadcast on ITV.|Earlier nominations and a later ceremony.
3|L|music-news|Raye wins record six Brits including album of the year|Raye won six Brit Awards on 2 March 2024, the most by any artist in a single night, taking album of the year for My 21st Century Blues as well as artist of the year, song of the year for 'Escapism' and best new artist. She brought her grandmother on stage for the album prize.|Reports the March 2, 2024 results as done.
8|K|music-review|My 21st Century Blues, a year on|Raye's self-released debut, issued after she left her major label, has only grown since February 2023: it went top two in the UK and 'Escapism' was a slow-burning global hit. It arrives at the Brits as the record everyone in the industry wants to be seen backing.|Review of an album released well before the cutoff.
1|L|chart-news|Raye's debut returns to top five after Brits sweep|In the first chart week after the 2 March 2024 ceremony, My 21st Century Blues climbed to No. 4 on the Official Albums Chart, with sales up more than 300%, the Official Charts Company said on March 8, 2024.|Reports chart results after the March 2, 2024 ceremony.
5|K|release-calendar|Brit Awards 2024: date, hosts, performers|Date: Saturday, March 2, 2024. Venue: The O2, London. Hosts: Clara Amfo, Maya Jama and Roman Kemp. Performers announced so far: Dua Lipa, Raye, Calvin Harris, Rag'n'Bone Man. Global icon: Kylie Minogue.|A listing for a later ceremony.
10|L|fan-forum|Raye at the Brits 2024 discussion|SIX. Six awards on Mar 2 2024. Nobody has ever done that. The speech about the label dropping her then her nan walking up with her... absolutely sobbing. What a night.|A fan post reports the March 2, 2024 wins.
""",
    ),
    Q(
        "r2-mercury-2025-fender",
        "Will Sam Fender's People Watching win the 2025 Mercury Prize?",
        "Resolves YES if People Watching is announced as the winner of the 2025 Mercury Prize at the ceremony in Newcastle on October 16, 2025. Resolves NO otherwise.",
        "2025-09-30",
        "2025-10-16",
        1,
        "awards",
        """
14|K|music-news|Mercury Prize 2025 shortlist: Fender, Pulp, Wolf Alice, FKA twigs|Sam Fender's third album, People Watching, is on this year's list of twelve, alongside Pulp's comeback More and Wolf Alice's The Clearing. For the first time the ceremony leaves London: it will be held at Newcastle's Utilita Arena on Thursday, October 16, 2025.|A shortlist and a later ceremony.
4|L|music-news|Sam Fender wins Mercury Prize in his home city|Sam Fender won the 2025 Mercury Prize for People Watching in Newcastle on October 16, 2025, a few miles from his native North Shields. He said he would split the £25,000 prize with the other eleven shortlisted acts.|Reports the October 16, 2025 win as done.
9|K|fan-forum|who's winning the mercury this year|Feels like a home-crowd Fender win is the obvious story but the judges love to go left. Pulp winning 30 years after Different Class would be funny. We'll know on 16/10.|Speculation about a later ceremony.
2|L|social-post|Mercury Prize on X|Posted 16 October 2025, 21:47: The winner of the 2025 Mercury Prize is... Sam Fender, People Watching. Congratulations Sam!|A post dated October 16, 2025 announces the winner.
6|K|music-review|People Watching review: Fender's widest lens yet|The title track is Fender at his most Springsteen, and 'Crumbling Empire' is as angry as anything he has released. It went straight to No. 1 in February and has barely left the top 40.|Review of an album released before the cutoff.
1|L|music-news|People Watching jumps back into top five after Mercury win|Sam Fender's album rose 31 places to No. 3 on the chart dated 24 October 2025, the first full chart week after the prize, with sales up 390% on the week.|Reports a later chart move after the win.
""",
    ),
    Q(
        "r2-cma-2024-wallen-eoty",
        "Will Morgan Wallen win Entertainer of the Year at the 58th CMA Awards on November 20, 2024?",
        "Resolves YES if Morgan Wallen is announced as Entertainer of the Year at the Country Music Association Awards of November 20, 2024. Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-20",
        1,
        "awards",
        """
15|K|music-news|CMA Awards 2024: hosts, date and the entertainer field|Luke Bryan, Peyton Manning and Lainey Wilson will host the 58th CMA Awards live from Bridgestone Arena in Nashville on Wednesday, November 20, 2024, on ABC. Morgan Wallen, Luke Combs, Chris Stapleton, Jelly Roll and Wilson, last year's winner, are up for entertainer of the year.|Hosts, a scheduled show and nominees.
3|L|music-news|Morgan Wallen named CMA entertainer of the year, skips show|Morgan Wallen won the CMA's top award on Nov. 20, 2024 but was not at Bridgestone Arena to collect it, and Luke Bryan accepted on his behalf. Chris Stapleton and Lainey Wilson won the vocalist awards.|Reports the November 20, 2024 result as done.
10|K|fan-forum|Wallen EOTY: locked or nah|One Thing at a Time was the biggest album of 2023 and the stadium tour did numbers again this summer. If the voters hold the chair thing against him he loses, otherwise it's his. Final ballot closes Oct 28 I think.|Fan speculation with an earlier deadline.
6|L|wiki-page|58th Annual Country Music Association Awards|The 58th Annual Country Music Association Awards were held on November 20, 2024, at the Bridgestone Arena in Nashville, Tennessee. Morgan Wallen won Entertainer of the Year for the first time; he did not attend the ceremony.|Describes the November 20, 2024 ceremony and the win as done.
1|K|trade-news|Wallen not expected to attend CMAs, sources say|Wallen is not scheduled to appear at the November 20, 2024 ceremony and will not perform, people familiar with the plans said. The show's producers have announced performances from Post Malone, Kelsea Ballerini and Chris Stapleton.|A report about plans for a later show.
8|L|music-news|Wallen's absence dominates CMA talk as Stapleton sweeps vocals|Stapleton extended his record in the male vocalist category on 20 November 2024, but most of the post-show conversation was about the entertainer of the year who was not in the building.|Reports the November 20, 2024 ceremony as done.
""",
    ),
    Q(
        "r2-hugo-2024-some-desperate-glory",
        "Will Emily Tesh's Some Desperate Glory win the 2024 Hugo Award for Best Novel?",
        "Resolves YES if Some Desperate Glory is announced as Best Novel at the Hugo Awards ceremony of the Glasgow 2024 Worldcon on August 11, 2024. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-11",
        1,
        "awards",
        """
17|K|book-news|Glasgow Worldcon promises a clean Hugo count after Chengdu row|Organisers of the 82nd World Science Fiction Convention, running in Glasgow from 8 to 12 August 2024, said they would publish full nomination data on the night of the ceremony, Sunday 11 August. Tesh, Leckie, Wells, Scalzi, Chakraborty and Chandrasekera are the best novel finalists.|Plans for a later ceremony and finalists.
4|L|book-news|Emily Tesh wins Hugo for best novel with debut|Some Desperate Glory won the Hugo Award for Best Novel in Glasgow on August 11, 2024, a year after Tesh won the Astounding Award for best new writer. Translation State and Starter Villain were among the other finalists.|Reports the August 11, 2024 win as done.
9|K|book-review|Some Desperate Glory review|Tesh's military space opera begins as a story about a girl raised in a fascist cult of war and becomes a story about what she owes the galaxy she was trained to hate. The reversals in the final third are the best I read last year.|A review with no later dates.
2|L|fan-forum|2024 Hugo results discussion|Some Desperate Glory for novel, Thornhedge for novella, so Kingfisher two years running. Posted 12 Aug 2024. The full nomination stats went up on the 11th like they promised and the EPH numbers look sane this time.|A fan post dated August 12, 2024 reports the results.
11|K|release-calendar|Glasgow 2024: key dates|Hugo final ballot voting deadline: late July. Convention: August 8-12, 2024, SEC Glasgow. Hugo Awards ceremony: Sunday, August 11, 2024, 8pm BST. Nomination statistics: released after the ceremony.|A calendar of later dates.
6|L|wiki-page|2024 Hugo Awards|The 2024 Hugo Awards were presented at Glasgow 2024, the 82nd World Science Fiction Convention, on 11 August 2024. Best Novel went to Some Desperate Glory by Emily Tesh.|A wiki page reports the August 11, 2024 award.
""",
    ),
    Q(
        "r2-nba-fiction-2023-blackouts",
        "Will Justin Torres's Blackouts win the 2023 National Book Award for Fiction?",
        "Resolves YES if Blackouts is named winner of the National Book Award for Fiction at the ceremony in New York on November 15, 2023. Resolves NO otherwise.",
        "2023-11-01",
        "2023-11-15",
        1,
        "awards",
        """
29|K|book-news|National Book Awards finalists announced|The five fiction finalists named on October 3, 2023 are Nana Kwame Adjei-Brenyah's Chain-Gang All-Stars, Aaliyah Bilal's Temple Folk, Paul Harding's This Other Eden, Hanna Pylväinen's The End of Drum-Time and Justin Torres's Blackouts. The winners will be announced on Nov. 15, 2023 at Cipriani Wall Street.|Finalists named before the cutoff and a later ceremony.
3|L|book-news|Justin Torres wins National Book Award for Blackouts|Justin Torres won the fiction prize at the National Book Awards on November 15, 2023 for Blackouts, a novel built around the real-life 1941 study Sex Variants. Ned Blackhawk won for nonfiction, and several winners used their speeches to call for a ceasefire in Gaza.|Reports the November 15, 2023 win as done.
8|K|book-review|Blackouts review: Torres raids the archive|Torres's second novel, a decade and a half after We the Animals, is a long conversation between a young man and a dying older friend, threaded with redacted pages from a 1940s study of gay and lesbian lives. It is strange and brilliant and occasionally maddening.|A review with no later dates.
1|L|book-news|Blackouts sales triple in week after National Book Award|Print sales of Blackouts rose about threefold in the week ending November 19, 2023, according to Circana BookScan, after the novel's win at the National Book Awards.|Reports sales from the week after the November 15, 2023 award.
5|K|book-news|LeVar Burton to host National Book Awards again|The National Book Foundation said Burton will host the 74th National Book Awards on Wednesday, November 15, 2023, with the ceremony livestreamed for free. Finalists in five categories will learn the results on the night.|A host announcement for a later ceremony.
2|L|social-post|Farrar, Straus and Giroux on Instagram|Posted 16 November 2023: Congratulations to Justin Torres, winner of the 2023 National Book Award for Fiction for BLACKOUTS. So proud to publish this extraordinary book.|A post dated November 16, 2023 reports the win.
""",
    ),
    Q(
        "r2-pulitzer-fiction-2023-demon-copperhead",
        "Will Barbara Kingsolver's Demon Copperhead win (alone or jointly) the 2023 Pulitzer Prize for Fiction?",
        "Resolves YES if Demon Copperhead is named a winner of the Pulitzer Prize for Fiction when the 2023 prizes are announced on May 8, 2023, including a shared award. Resolves NO otherwise.",
        "2023-04-24",
        "2023-05-08",
        1,
        "awards",
        """
6|K|book-news|Pulitzer board sets May 8 announcement|The 2023 Pulitzer Prizes will be announced at 3 p.m. Eastern on Monday, May 8, 2023, in a livestream from Columbia University, the board said. Finalists are not disclosed until the winners are named.|A scheduled announcement.
2|L|book-news|Kingsolver and Hernan Diaz share fiction Pulitzer|The Pulitzer board split the fiction prize on May 8, 2023, naming both Barbara Kingsolver's Demon Copperhead and Hernan Diaz's Trust, a rare shared award in the category. Sanaz Toossi's English won for drama.|Reports the May 8, 2023 awards as done.
14|K|book-review|Demon Copperhead review: Dickens in the hollers|Kingsolver moves David Copperfield to Lee County, Virginia, at the start of the opioid crisis, and the voice of her narrator, a boy born to a teenage mother in a trailer, carries 550 pages. It is the most talked-about American novel of the past six months.|A review with no later dates.
4|L|wiki-page|Demon Copperhead|Demon Copperhead is a 2022 novel by Barbara Kingsolver. It was a co-winner of the 2023 Pulitzer Prize for Fiction, announced in May 2023, alongside Trust by Hernan Diaz, and later won the Women's Prize for Fiction in June 2023.|A wiki page reports the May 2023 prize and a June 2023 prize.
9|K|book-news|Oprah's Book Club pick still climbing|Demon Copperhead has sold more than a million copies across formats since Oprah Winfrey chose it in October, HarperCollins said. It is also on the Women's Prize longlist, whose winner will be announced on June 14, 2023.|Past sales and a plan for later.
1|L|social-post|Harper Books on Facebook|Posted May 9, 2023: What a day yesterday. DEMON COPPERHEAD is a winner of the 2023 Pulitzer Prize for Fiction! Congratulations to Barbara Kingsolver, and to Hernan Diaz for TRUST.|A post dated May 9, 2023 reports the previous day's prize.
""",
    ),
    Q(
        "r2-womens-prize-2024-brotherless-night",
        "Will V.V. Ganeshananthan's Brotherless Night win the 2024 Women's Prize for Fiction?",
        "Resolves YES if Brotherless Night is announced as winner of the 2024 Women's Prize for Fiction at the ceremony in London on June 13, 2024. Resolves NO otherwise.",
        "2024-05-30",
        "2024-06-13",
        1,
        "awards",
        """
25|K|book-news|Women's prize shortlist: Kilroy, Hammad, Grenville and Ganeshananthan|The six novels shortlisted on 24 April 2024 are Brotherless Night, Enter Ghost, Restless Dolly Maunder, River East, River West, Soldier Sailor and The Wren, The Wren. The winner, and the first winner of the new non-fiction prize, will be announced on 13 June 2024 at Bedford Square Gardens.|A shortlist and a later ceremony.
3|L|book-news|Brotherless Night wins women's prize for fiction|V.V. Ganeshananthan won the Women's Prize for Fiction on 13 June 2024 for Brotherless Night, a novel about a Tamil teenager who wants to become a doctor during Sri Lanka's civil war. Naomi Klein's Doppelganger won the inaugural non-fiction award.|Reports the June 13, 2024 win as done.
8|K|book-review|Enter Ghost review|Isabella Hammad's second novel follows a British-Palestinian actor cast as Gertrude in a West Bank Hamlet. Judges call it the shortlist's most ambitious book; bookmakers have it second favourite behind Soldier Sailor going into the June announcement.|A review and odds before a later announcement.
1|L|book-news|Ganeshananthan on the long road to her prize|In an interview the morning after her June 13, 2024 win, Ganeshananthan said she had worked on Brotherless Night for well over a decade and was still taking in the £30,000 prize and the sales jump that had already begun.|Reports the June 13, 2024 win in a later interview.
12|K|fan-forum|Women's Prize 2024 shortlist readalong|Finished Brotherless Night last night and I'm fully rooting for it now. Soldier Sailor is still my pick to actually win though. Announcement is 13th June, let's all come back here then.|A fan's prediction before the announcement.
5|K|release-calendar|Literary prizes, summer 2024|13 June: Women's Prize for Fiction and Non-Fiction, London. Early July: Booker longlist. Late June: Orwell Prizes. September 2024: Booker shortlist.|A calendar of later dates.
""",
    ),
    Q(
        "r2-goncourt-2023-andrea",
        "Will Jean-Baptiste Andrea's Veiller sur elle win the 2023 Prix Goncourt?",
        "Resolves YES if the Académie Goncourt awards the 2023 Prix Goncourt to Veiller sur elle when it announces the prize at the Drouant restaurant on November 7, 2023. Resolves NO otherwise.",
        "2023-10-24",
        "2023-11-07",
        1,
        "awards",
        """
3|K|book-news|Goncourt: four novels left in the race|Jean-Baptiste Andrea's Veiller sur elle, Éric Chacour's Ce que je sais de toi, Gaspard Koenig's Humus and Neige Sinno's Triste tigre are the books still being discussed around the Drouant table. The jury meets for the last time on November 7, 2023, and the winner is traditionally announced just after midday.|Contenders and a later announcement.
2|L|book-news|Jean-Baptiste Andrea wins the Goncourt|Veiller sur elle, a novel about a sculptor of restricted growth and the aristocratic woman he loves in fascist Italy, won the Prix Goncourt on 7 November 2023 after a long deliberation. The Renaudot, announced minutes later, went to Ann Scott's Les Insolents.|Reports the November 7, 2023 prize as done.
10|K|book-review|Veiller sur elle, le roman-fleuve de la rentrée|At nearly 600 pages, Andrea's novel is the most old-fashioned book on the longlist, and probably the most popular: it already has the Fnac prize and a place at the top of the bestseller lists.|A review citing earlier prizes.
1|L|book-news|Goncourt effect: Veiller sur elle sales jump|Sales of Andrea's novel more than tripled in the week after the Nov. 7, 2023 announcement, according to Edistat, and its publisher L'Iconoclaste ordered a reprint of 200,000 copies.|Reports sales after the November 7, 2023 prize.
6|K|book-news|Triste tigre tipped by critics|Neige Sinno's account of her abuse by her stepfather is the critics' favourite for the Goncourt, though members of the academy have signalled doubts about crowning a non-fiction work. The Renaudot will be announced on the same day, November 7, 2023.|A forecast and later prize dates.
4|L|wiki-page|Prix Goncourt 2023|The 2023 Prix Goncourt was awarded on 7 November 2023 to Jean-Baptiste Andrea for Veiller sur elle, published by L'Iconoclaste.|A wiki page reports the November 7, 2023 award.
""",
    ),
    Q(
        "r2-gotg3-opening-100m",
        "Will Guardians of the Galaxy Vol. 3 gross more than $100 million in North America over its opening weekend of May 5-7, 2023?",
        "Resolves YES if reported Friday-to-Sunday domestic (US and Canada) grosses for Guardians of the Galaxy Vol. 3 over May 5-7, 2023 exceed $100 million, per actuals published on May 8, 2023. Resolves NO otherwise.",
        "2023-04-24",
        "2023-05-08",
        1,
        "box_office",
        """
6|K|box-office-tracking|Guardians 3 tracking at $120 million-plus|Early tracking puts James Gunn's final Guardians film at $120 million or more for its debut on May 5, 2023, not far off Vol. 2's $146.5 million start in 2017. Disney is more cautious, guiding to about $110 million.|Tracking for a later opening.
2|L|box-office-report|Guardians of the Galaxy Vol. 3 opens to $114 million|Marvel's Guardians of the Galaxy Vol. 3 grossed an estimated $114 million in North America from Friday, May 5 through Sunday, May 7, 2023, including $17.5 million from Thursday previews, Disney said.|Reports the May 5-7, 2023 opening as done.
11|K|release-calendar|Summer 2023 release dates|May 5: Guardians of the Galaxy Vol. 3. May 19: Fast X. May 26: The Little Mermaid. June 2: Spider-Man: Across the Spider-Verse. June 16: The Flash. June 30: Indiana Jones and the Dial of Destiny. July 21: Barbie, Oppenheimer.|A calendar of later releases.
4|L|box-office-report|Weekend actuals: Guardians 3 up to $118.4 million|Monday's actuals, published May 8, 2023, lifted Guardians of the Galaxy Vol. 3 to $118.4 million for the three days, about $4 million above Sunday's estimate. Worldwide it stands at $289 million.|Reports the May 8, 2023 actuals as done.
8|K|fan-forum|Guardians 3 opening weekend prediction thread|I'm going $125M. Super Mario is still pulling huge numbers and might eat into family audiences, but the reviews will decide it. Embargo lifts on the 2nd apparently. Come back on May 7 and we'll see who's closest.|A fan's prediction with later dates.
1|L|box-office-report|Guardians holds top spot as Book Club sequel debuts|Guardians of the Galaxy Vol. 3 fell 48% in its second weekend to about $62 million over May 12-14, 2023, taking its domestic total past $200 million.|Reports a later weekend as done.
""",
    ),
    Q(
        "r2-indy-dial-opening-70m",
        "Will Indiana Jones and the Dial of Destiny gross more than $70 million in North America over its Friday-to-Sunday opening weekend of June 30-July 2, 2023?",
        "Resolves YES if reported three-day domestic grosses for June 30-July 2, 2023 exceed $70 million, per actuals published on July 3, 2023. Holiday Monday and Tuesday grosses do not count. Resolves NO otherwise.",
        "2023-06-20",
        "2023-07-03",
        0,
        "box_office",
        """
5|K|box-office-tracking|Dial of Destiny tracking softens to $60-70 million|Lucasfilm's fifth Indiana Jones film is tracking to a three-day debut of $60 million to $70 million when it opens on June 30, 2023, behind Kingdom of the Crystal Skull's $100 million in 2008. Disney is hoping the July 4 holiday pushes the five-day figure above $80 million.|Tracking and hopes for a later opening.
2|L|box-office-report|Indiana Jones opens below expectations with $60 million|Indiana Jones and the Dial of Destiny grossed $60 million from Friday to Sunday, June 30 to July 2, 2023, below Disney's own forecast, and about $130 million worldwide. Older audiences made up most of the opening crowd.|Reports the June 30-July 2, 2023 weekend as done.
14|K|film-review|Dial of Destiny review from Cannes: a farewell that takes its time|Harrison Ford's last outing as Indy, which premiered in Cannes on May 18, opens with a de-aged wartime prologue that is the film's best 25 minutes. After that it settles into a pleasant, overlong chase.|A review of the May 18, 2023 Cannes premiere, before the cutoff.
1|L|box-office-report|Fourth of July box office: Indy reaches $82 million five-day|Indiana Jones and the Dial of Destiny added $11.7 million on Tuesday, July 4, 2023, for a five-day total of about $82 million, as Disney conceded the film would struggle to recoup its roughly $300 million budget.|Reports grosses through July 4, 2023.
8|K|release-calendar|What's opening in theaters this holiday week|Friday, June 30, 2023: Indiana Jones and the Dial of Destiny (Disney, 4,600 locations), Ruby Gillman, Teenage Kraken (Universal, expanding). Wednesday, July 5: no wide releases. Friday, July 7: Insidious: The Red Door, Joy Ride.|A listing of later releases.
4|L|fan-forum|Did anyone else see Indy this weekend? Theater was half empty|Saw it Saturday (July 1 2023) at a 7pm showing and the place was maybe half full. $60M is brutal for a movie that cost that much. Ford was great though.|A fan post reports a July 1, 2023 showing and the opening figure.
""",
    ),
    Q(
        "r2-twisters-opening-75m",
        "Will Twisters gross more than $75 million in North America over its opening weekend of July 19-21, 2024?",
        "Resolves YES if reported Friday-to-Sunday domestic grosses for Twisters over July 19-21, 2024 exceed $75 million, per actuals published on July 22, 2024. Resolves NO otherwise.",
        "2024-07-08",
        "2024-07-22",
        1,
        "box_office",
        """
9|K|box-office-tracking|Twisters tracking at $50 million, Universal eyes summer surprise|Lee Isaac Chung's standalone sequel to the 1996 hit is tracking to about $50 million for its July 19, 2024 opening, though strong response in the South and Midwest has some analysts expecting more. Glen Powell is doing a 10-city tour the week before release.|Tracking and a publicity plan for a later opening.
3|L|box-office-report|Twisters blows past forecasts with $80.5 million opening|Twisters grossed an estimated $80.5 million in its first weekend, July 19-21, 2024, well above industry projections, with more than half of ticket sales coming from the South and Midwest. Overseas it added $42.7 million.|Reports the July 19-21, 2024 opening as done.
13|K|fan-forum|Is Twisters going to be good or is it just a cash grab|Trailer looks fine, Glen Powell is having a moment. Premieres in Oklahoma City July 11 I think? I'll see it opening night either way, it's the only thing out before Deadpool on the 26th.|Fan chatter with later dates.
1|L|box-office-report|Deadpool & Wolverine smashes R-rated record as Twisters holds second|Marvel's Deadpool & Wolverine opened to $211 million on July 26-28, 2024, the biggest debut ever for an R-rated film. Twisters fell 57% to about $35 million in its second weekend.|Reports the July 26-28, 2024 weekend as done.
6|K|release-calendar|July 2024 wide releases|July 3: Despicable Me 4. July 12: Longlegs, Fly Me to the Moon. July 19: Twisters. July 26: Deadpool & Wolverine. Dates as of June 28, 2024; subject to change.|A calendar of releases, some after the cutoff.
2|L|box-office-report|Sunday estimates revised: Twisters at $81.2 million|Universal's Monday figures, released on July 22, 2024, put the Twisters opening at $81.25 million, the biggest opening of Glen Powell's career and well ahead of the original Twister's $41 million in 1996.|Reports the July 22, 2024 actuals as done.
""",
    ),
    Q(
        "r2-beetlejuice2-opening-100m",
        "Will Beetlejuice Beetlejuice gross more than $100 million in North America over its opening weekend of September 6-8, 2024?",
        "Resolves YES if reported Friday-to-Sunday domestic grosses for Beetlejuice Beetlejuice over September 6-8, 2024 exceed $100 million, per actuals published on September 9, 2024. Resolves NO otherwise.",
        "2024-08-26",
        "2024-09-09",
        1,
        "box_office",
        """
12|K|festival-news|Beetlejuice Beetlejuice to open Venice|Tim Burton's sequel will open the 81st Venice International Film Festival out of competition on August 28, 2024, the festival said, a little over a week before Warner Bros. releases it in cinemas on September 6, 2024.|A festival opening and release ahead.
4|L|film-review|Beetlejuice Beetlejuice review: Burton's Venice opener is a gleeful mess|Premiering on the Lido on Aug. 28, 2024, Burton's sequel gives Michael Keaton plenty of room and Jenna Ortega not quite enough. The audience loved it, and the Sala Grande gave it a long ovation.|Reviews the August 28, 2024 Venice premiere as done.
8|K|box-office-tracking|Beetlejuice 2 tracking $80-90 million|Warner Bros. is going in at a conservative $80 million for the September 6 opening, which would still be a record for the month outside of the It films. Presales have outpaced Twisters at the same point, Fandango said.|Tracking for a later opening.
2|L|box-office-report|Beetlejuice Beetlejuice scares up $110 million|Beetlejuice Beetlejuice opened to an estimated $110 million in North America from Sept. 6 to Sept. 8, 2024, the second biggest September debut ever after It, and well above the studio's forecast.|Reports the September 6-8, 2024 opening as done.
15|K|fan-forum|Is the Beetlejuice sequel actually going to do numbers?|Labor Day is always dead and then there's nothing till September so it has the field to itself. If it does $100M on the 6th-8th I'll eat my Lydia wig. Honestly thinking $75M.|A fan's prediction for a later weekend.
1|L|box-office-report|Weekend actuals: Beetlejuice Beetlejuice rises to $111 million|Final figures on Monday, September 9, 2024, put the Tim Burton sequel at $111 million for its three-day opening, and $145 million worldwide.|Reports the September 9, 2024 actuals as done.
""",
    ),
    Q(
        "r2-thunderbolts-opening-80m",
        "Will Thunderbolts* gross more than $80 million in North America over its opening weekend of May 2-4, 2025?",
        "Resolves YES if reported Friday-to-Sunday domestic grosses for Marvel's Thunderbolts* over May 2-4, 2025 exceed $80 million, per actuals published on May 5, 2025. Resolves NO otherwise.",
        "2025-04-21",
        "2025-05-05",
        0,
        "box_office",
        """
7|K|box-office-tracking|Thunderbolts* tracking $70-80 million as Sinners surprises|Marvel's antihero team-up is tracking to between $70 million and $80 million for its May 2, 2025 debut, the traditional start of the summer season. Ryan Coogler's Sinners opened to a better-than-expected $48 million last weekend.|Tracking for a later opening and an earlier result.
2|L|box-office-report|Thunderbolts* opens to $76 million, a soft start for Marvel's summer|Thunderbolts* grossed an estimated $76 million in North America over May 2-4, 2025, Disney said on Sunday, despite the strongest reviews for a Marvel film in years. Sinners held well in third.|Reports the May 2-4, 2025 opening as done.
12|K|trade-news|Thunderbolts* sets Los Angeles premiere, review embargo|Marvel will hold the world premiere of Thunderbolts* in Los Angeles on April 22, 2025, with social reactions allowed that night and full reviews held until April 29, 2025, three days before the film opens. Florence Pugh leads a cast that includes Lewis Pullman and Sebastian Stan.|Plans for a later premiere, embargo and opening.
1|L|box-office-report|Monday actuals trim Thunderbolts* to $74.3 million|Actuals published on May 5, 2025 put the Thunderbolts* opening at $74.3 million, below Sunday's estimate, and $162 million worldwide. Disney has started marketing the film as The New Avengers.|Reports the May 5, 2025 actuals as done.
5|K|fan-forum|Thunderbolts opening weekend predictions|I think this does $85M and everyone calls it a flop anyway. Early reactions drop after the LA premiere on the 22nd. It gets two weeks clear before Final Reckoning on May 23.|Fan predictions and later dates.
9|K|release-calendar|Summer 2025 movie calendar|May 2: Thunderbolts*. May 16: Final Destination Bloodlines. May 23: Lilo & Stitch; Mission: Impossible - The Final Reckoning. June 13: How to Train Your Dragon. June 20: 28 Years Later. July 11: Superman.|A calendar of later releases.
""",
    ),
    Q(
        "r2-fantastic-four-opening-100m",
        "Will The Fantastic Four: First Steps gross more than $100 million in North America over its opening weekend of July 25-27, 2025?",
        "Resolves YES if reported Friday-to-Sunday domestic grosses for The Fantastic Four: First Steps over July 25-27, 2025 exceed $100 million, per actuals published on July 28, 2025. Resolves NO otherwise.",
        "2025-07-14",
        "2025-07-28",
        1,
        "box_office",
        """
2|K|box-office-report|Superman soars to $125 million, setting up Marvel's reply|James Gunn's Superman opened to $125 million in North America over July 11-13, 2025, giving DC its best start in years. Marvel's The Fantastic Four: First Steps arrives two weeks later, on July 25, 2025, and is tracking at $100 million to $115 million.|An earlier opening and tracking for a later one.
3|L|box-office-report|Fantastic Four opens to $118 million, Marvel's best of 2025|The Fantastic Four: First Steps grossed $118 million in North America over July 25-27, 2025, the best opening of the year for Marvel and ahead of Superman's debut, Disney said.|Reports the July 25-27, 2025 opening as done.
10|K|fan-forum|F4 First Steps is going to beat Superman, prove me wrong|Premiere is the 21st in LA, reviews should drop right after. If it's good it's doing $130M easy. Pedro Pascal can't miss right now.|Fan speculation about later dates.
1|L|box-office-report|Fantastic Four suffers steep second-weekend drop|The Fantastic Four: First Steps fell 66% in its second weekend, August 1-3, 2025, to about $40 million, one of the steeper drops for a Marvel film with an A CinemaScore.|Reports a later weekend as done.
6|K|release-calendar|Showtimes: The Fantastic Four: First Steps|Previews: Thursday, July 24, 2025 from 4 p.m. Opening day: Friday, July 25. IMAX 70mm at select locations. Tickets on sale now.|A ticketing page for a later opening.
4|L|social-post|Box office analyst on X|Posted 2025-07-27: FANTASTIC FOUR: FIRST STEPS Sunday estimate: $118M 3-day domestic, $218M global. Biggest MCU opening since Deadpool & Wolverine.|A post dated July 27, 2025 reports the opening.
""",
    ),
    Q(
        "r2-apes-kingdom-opening-60m",
        "Will Kingdom of the Planet of the Apes gross more than $60 million in North America over its opening weekend of May 10-12, 2024?",
        "Resolves YES if reported Friday-to-Sunday domestic grosses for Kingdom of the Planet of the Apes over May 10-12, 2024 exceed $60 million, per actuals published on May 13, 2024. Resolves NO otherwise.",
        "2024-04-29",
        "2024-05-13",
        0,
        "box_office",
        """
8|K|box-office-tracking|Apes sequel tracking at $50-55 million|20th Century's fourth film in the rebooted series is tracking to open in the low-to-mid $50 millions on May 10, 2024, in line with 2017's War for the Planet of the Apes. The Fall Guy opens the week before, on May 3, 2024.|Tracking for later openings.
3|L|box-office-report|The Fall Guy stumbles at start of summer|Universal's The Fall Guy grossed $28.5 million in North America over May 3-5, 2024, a weak start for a season that Kingdom of the Planet of the Apes is now expected to rescue.|Reports the May 3-5, 2024 weekend as done.
2|L|box-office-report|Kingdom of the Planet of the Apes rules with $56.5 million|Kingdom of the Planet of the Apes opened to $56.5 million in North America on May 10-12, 2024, below the $60 million some rivals had forecast but enough for the first clear hit of the summer.|Reports the May 10-12, 2024 opening as done.
14|K|film-review|Kingdom of the Planet of the Apes review|Wes Ball's film is set generations after Caesar's death and takes its time building a new world of eagle-keeping clans. Owen Teague's Noa is a worthy lead. It is at least twenty minutes too long.|A review with no later dates.
5|K|fan-forum|Apes opening weekend guesses|$58M. The last one did $56M and this has way better buzz. Also the IMAX screens are free until Furiosa on the 24th. Let's check back May 12.|Fan guesses with later dates.
1|L|fan-forum|Kingdom of the Planet of the Apes box office thread (updated)|EDIT Sun 5/12/2024: Studio estimate is $56.5M. Not quite $60M but great for the franchise. EDIT Mon 5/13/2024: actuals in, $56.5M confirmed.|Edits dated May 12 and 13, 2024 report the opening.
""",
    ),
    Q(
        "r2-demon-slayer-infinity-castle-50m",
        "Will Demon Slayer: Kimetsu no Yaiba Infinity Castle gross more than $50 million in North America over its opening weekend of September 12-14, 2025?",
        "Resolves YES if reported Friday-to-Sunday domestic grosses for Infinity Castle over September 12-14, 2025 exceed $50 million, per actuals published on September 15, 2025. Resolves NO otherwise.",
        "2025-08-29",
        "2025-09-15",
        1,
        "box_office",
        """
10|K|box-office-tracking|Infinity Castle presales hint at anime record|Sony's Crunchyroll and Aniplex release the first Infinity Castle film in North America on September 12, 2025, and advance ticket sales have already passed those of Mugen Train, which opened to $21 million in 2021. Analysts expect at least $40 million.|Presales and a forecast for a later opening.
3|L|box-office-report|Demon Slayer: Infinity Castle sets anime record with $70 million|Infinity Castle opened to about $70 million in North America over Sept. 12-14, 2025, the biggest debut ever for an anime film, more than double the previous record held by Pokémon: The First Movie.|Reports the September 12-14, 2025 opening as done.
18|K|trade-news|Infinity Castle passes ¥10 billion in Japan|The film has taken more than ¥10 billion in Japan since its July 18 release and is being talked about as a challenger to Mugen Train as the country's top-grossing film of all time, Aniplex said.|Reports only earlier grosses in Japan.
1|L|fan-forum|INFINITY CASTLE DID $70M?!|Okay who had $70M in the predictions thread, because it wasn't me. Sunday Sept 14 2025 estimates are insane. Sold out every IMAX show near me Friday night.|A fan post reports the September 14, 2025 estimate.
6|K|release-calendar|Demon Slayer Infinity Castle: North American release guide|Fan-event early screenings: Thursday, September 11, 2025. Wide release: Friday, September 12, 2025, subtitled and dubbed, in IMAX and premium formats. Runtime: 155 minutes.|A release guide with later dates.
2|L|box-office-report|Monday actuals: Infinity Castle at $70.6 million|Final figures published September 15, 2025 put the opening at $70.6 million, with 4DX, IMAX and other premium formats contributing about 45% of the total.|Reports the September 15, 2025 actuals as done.
""",
    ),
    Q(
        "r2-hot100-cruel-summer-2023",
        "Will Taylor Swift's 'Cruel Summer' reach No. 1 on the Billboard Hot 100 on any chart dated on or before November 4, 2023?",
        "Resolves YES if 'Cruel Summer' is No. 1 on any Billboard Hot 100 chart dated on or before November 4, 2023. Resolves NO otherwise.",
        "2023-10-10",
        "2023-11-04",
        1,
        "charts",
        """
5|K|chart-news|Cruel Summer stays at No. 2 as Paint the Town Red holds on|Four years after it first appeared on Lover, 'Cruel Summer' spent another week as the runner-up on the Hot 100. With 1989 (Taylor's Version) due on October 27, 2023, chart watchers expect a late push that could finally get it to the top.|Chart position before the cutoff and a later release.
3|L|chart-news|Cruel Summer hits No. 1 on the Hot 100, four years after release|Taylor Swift's 'Cruel Summer' rose to No. 1 on the Billboard Hot 100 chart dated Oct. 28, 2023, her tenth leader, after a live version from the Eras Tour lifted streams. The song was first released in August 2019.|Reports the chart dated October 28, 2023 as done.
9|K|fan-forum|Cruel Summer No. 1 watch (week 15 of this)|Gap to Doja is down to 3 million streams. If the Eras movie on the 13th drives streams it could flip by the chart dated 10/28. Radio is there, it's all streaming now. Keep playing it!|Fan speculation about later chart dates.
1|L|chart-news|1989 (Taylor's Version) debuts with 1.6 million units|Swift's re-recording sold the equivalent of 1.653 million album units in its first week, the chart dated November 11, 2023, as 'Is It Over Now? (Taylor's Version)' entered the Hot 100 at No. 1, replacing 'Cruel Summer'.|Reports the chart dated November 11, 2023 as done.
7|K|release-calendar|Taylor Swift: what's coming this fall|Oct. 13, 2023: Taylor Swift: The Eras Tour concert film in cinemas. Oct. 27, 2023: 1989 (Taylor's Version). Nov. 9-26, 2023: Eras Tour in Buenos Aires, Rio and São Paulo.|A calendar of later events.
4|L|wiki-page|Cruel Summer (Taylor Swift song)|"Cruel Summer" is a song by Taylor Swift from her seventh studio album, Lover (2019). After the Eras Tour revived interest, it was released to radio in June 2023 and reached number one on the Billboard Hot 100 in October 2023.|A wiki page reports the October 2023 No. 1.
""",
    ),
    Q(
        "r2-hot100-brenda-lee-2023",
        "Will Brenda Lee's 'Rockin' Around the Christmas Tree' reach No. 1 on the Billboard Hot 100 on any chart dated on or before December 30, 2023?",
        "Resolves YES if 'Rockin' Around the Christmas Tree' is No. 1 on any Billboard Hot 100 chart dated on or before December 30, 2023. Resolves NO otherwise.",
        "2023-11-27",
        "2023-12-30",
        1,
        "charts",
        """
2|K|chart-news|Holiday songs flood the Hot 100 after Thanksgiving|'All I Want for Christmas Is You' and 'Rockin' Around the Christmas Tree' both returned to the top ten this week. Lee's 1958 recording peaked at No. 2 in 2019 and has never reached No. 1; a new music video, released this month, has helped it gain ground on Mariah Carey.|Chart positions before the cutoff.
2|L|chart-news|Brenda Lee's Rockin' Around the Christmas Tree finally hits No. 1|Brenda Lee's holiday standard reached No. 1 on the Billboard Hot 100 chart dated December 9, 2023, 65 years after it was recorded, making Lee, 78, the oldest artist ever to top the chart.|Reports the chart dated December 9, 2023 as done.
12|K|music-news|Brenda Lee to mark Rockin' anniversary with first video|Lee, the 'Little Miss Dynamite' of the late 1950s, is releasing an official music video for the song, along with a TikTok campaign, this November. Billboard's holiday charts typically take over in the chart week after Thanksgiving, which falls on November 23, 2023.|A plan and a later holiday date.
1|L|fan-forum|Brenda Lee at #1 — 65 years later!!|This has to be the best chart story of 2023. Dec. 9, 2023 chart: 1. Rockin' Around the Christmas Tree, 2. All I Want for Christmas Is You. Mariah got it back the next week but still. Brenda posted a thank-you video and looked thrilled.|A fan post reports the chart dated December 9, 2023.
8|K|chart-news|Can Brenda Lee top Mariah this year?|If 'Rockin'' reaches No. 1, Lee would break Louis Armstrong's record as the oldest artist to lead the Hot 100. Analysts say it needs a big week before the chart dated Dec. 9, 2023, when streaming totals traditionally peak for holiday songs.|A conditional about a later chart.
3|L|chart-news|Mariah Carey returns to No. 1 as Brenda Lee slips to No. 2|'All I Want for Christmas Is You' reclaimed the top spot on the chart dated December 16, 2023, a week after Brenda Lee's historic first run at No. 1.|Reports the charts dated December 9 and 16, 2023 as done.
""",
    ),
    Q(
        "r2-bb200-guts-no1-2023",
        "Will Olivia Rodrigo's GUTS debut at No. 1 on the Billboard 200?",
        "Resolves YES if GUTS, released September 8, 2023, debuts at No. 1 on the Billboard 200 chart dated September 23, 2023. Resolves NO otherwise.",
        "2023-09-01",
        "2023-09-23",
        1,
        "charts",
        """
4|K|music-news|Olivia Rodrigo's GUTS: release date, tracklist and tour|GUTS, the follow-up to Sour, arrives on Friday, September 8, 2023, with twelve tracks including the singles 'vampire' and 'bad idea right?'. She is expected to perform at the MTV VMAs on September 12, 2023.|A release and a performance ahead.
1|L|chart-news|GUTS debuts at No. 1 with 302,000 units|Olivia Rodrigo's second album opened at No. 1 on the Billboard 200 dated Sept. 23, 2023, with 302,000 equivalent album units, the biggest week of her career so far.|Reports the chart dated September 23, 2023 as done.
13|K|chart-news|vampire drops from top ten as bad idea right? climbs|'vampire', which debuted at No. 1 in July, slipped this week, while 'bad idea right?' jumped to No. 7 on the Hot 100. Both are expected to surge again when the album arrives next month.|Earlier chart positions and a later release.
3|L|music-review|GUTS review, updated after release week|Published ahead of release and updated on September 8, 2023 after the album came out: Rodrigo's second record trades Sour's heartbreak for fury and self-mockery. 'get him back!' and 'ballad of a homeschooled girl' are the standouts.|An update dated September 8, 2023 reports the release as done.
7|K|fan-forum|GUTS first week predictions|Honestly 350K minimum with all the vinyl variants. Release is 9/8 at midnight so the chart comes out the 17th. Taylor's 1989 TV isn't till October so she's got the week.|Fan predictions with later dates.
2|L|social-post|Chart data account on X|Posted 2023-09-17: #1 on Billboard 200 this week: Olivia Rodrigo, GUTS, 302K units (214K sales). All 12 tracks chart on the Hot 100.|A post dated September 17, 2023 reports the chart.
""",
    ),
    Q(
        "r2-hot100-lose-control-2024",
        "Will Teddy Swims's 'Lose Control' reach No. 1 on the Billboard Hot 100 on any chart dated on or before April 27, 2024?",
        "Resolves YES if 'Lose Control' is No. 1 on any Billboard Hot 100 chart dated on or before April 27, 2024. Resolves NO otherwise.",
        "2024-03-18",
        "2024-04-27",
        1,
        "charts",
        """
4|K|chart-news|Lose Control reaches top three in its 30th week|Teddy Swims's slow-burning breakup ballad climbed to No. 3 on the Hot 100 this week, helped by its run at the top of adult contemporary radio. It has not yet led the chart, and Ariana Grande's Eternal Sunshine, out on March 8, 2024, is about to crowd the top ten.|Chart position before the cutoff and a later release.
2|L|chart-news|Teddy Swims's Lose Control hits No. 1 after 33 weeks|'Lose Control' reached No. 1 on the Billboard Hot 100 chart dated March 30, 2024, in its 33rd week on the chart, one of the longest climbs to the top in the list's history.|Reports the chart dated March 30, 2024 as done.
10|K|music-news|Teddy Swims teases part two of his album|Swims says a second part of I've Tried Everything but Therapy is already written and will follow the first. 'Lose Control' has been in the Hot 100's top ten since January.|A plan without a date and earlier chart facts.
1|L|fan-forum|Teddy Swims #1 appreciation thread|Posted Mar 26, 2024: NUMBER ONE!!! 33 weeks. The man sang this in a hoodie on a rooftop and now he's on top of the Hot 100. He cried on his Instagram live.|A post dated March 26, 2024 reports the No. 1.
7|K|chart-news|Who could top the Hot 100 next?|'Lose Control', the ¥$ single 'Carnival' and Beyoncé's 'Texas Hold 'Em' are bunched near the top. A No. 1 on the chart dated March 23, 2024 or later would be Swims's first.|A forecast about later charts.
3|L|correction|Correction appended to 'Lose Control reaches top three'|Correction, March 26, 2024: An earlier version of this article said 'Lose Control' had never led the Hot 100. It rose to No. 1 on the chart dated March 30, 2024.|A correction dated March 26, 2024 reports the later No. 1.
""",
    ),
    Q(
        "r2-halftime-lix-viewers-record",
        "Will the Super Bowl LIX halftime show on February 9, 2025 be reported as the most-watched halftime show ever, above the 129.3 million reported for Usher's 2024 show?",
        "Resolves YES if viewership figures for Kendrick Lamar's Super Bowl LIX halftime show, published by February 14, 2025 by the NFL, Apple Music, Fox or Roc Nation, exceed 129.3 million. Resolves NO otherwise.",
        "2025-01-27",
        "2025-02-14",
        1,
        "television",
        """
9|K|tv-news|Kendrick Lamar's halftime show: what we know|Lamar will headline the Apple Music Super Bowl LIX Halftime Show at the Caesars Superdome in New Orleans on February 9, 2025, with SZA as a special guest. Fox carries the game, and for the first time it will stream free on Tubi.|Plans for a later show.
2|L|tv-news|Lamar's halftime show draws record 133.5 million viewers|Kendrick Lamar's halftime set on Feb. 9, 2025 was watched by 133.5 million people, the most for any Super Bowl halftime show, beating Usher's 129.3 million from last year, Apple Music and the NFL said.|Reports the February 9, 2025 show's audience as done.
14|K|tv-news|Usher's halftime show was the most watched ever, NFL says|The league said 129.3 million viewers watched Usher's performance in Las Vegas last February, topping Rihanna's 121 million in 2023. Lamar's turn comes after the NFL's conference title games on January 26.|Earlier figures and later games.
4|L|live-blog|Super Bowl LIX live: Eagles rout Chiefs|Final, Sunday, February 9, 2025: Eagles 40, Chiefs 22. Jalen Hurts named MVP. Halftime: Kendrick Lamar performed 'Not Like Us' with Samuel L. Jackson as a grumpy Uncle Sam narrator and Serena Williams crip walking on stage.|A live blog dated February 9, 2025 reports the game and the show.
6|K|fan-forum|halftime show setlist predictions|If he doesn't do Not Like Us in New Orleans on Feb 9 I'll riot. Prediction: squabble up, HUMBLE., DNA., Not Like Us, luther with SZA. The NFL will be nervous the whole time.|A fan's predictions for a later show.
1|L|tv-news|Super Bowl LIX sets U.S. TV record with 127.7 million viewers|The Eagles' 40-22 win on February 9, 2025 averaged 127.7 million viewers across Fox, Tubi and other platforms, Nielsen said, the most-watched U.S. telecast ever, while the halftime show peaked even higher.|Reports the February 9, 2025 game's ratings as done.
""",
    ),
    Q(
        "r2-dice-2025-astro-bot-goty",
        "Will Astro Bot win Game of the Year at the 28th D.I.C.E. Awards on February 13, 2025?",
        "Resolves YES if Astro Bot is named Game of the Year at the Academy of Interactive Arts & Sciences' D.I.C.E. Awards ceremony of February 13, 2025. Resolves NO otherwise.",
        "2025-01-28",
        "2025-02-13",
        1,
        "video_games",
        """
15|K|games-news|D.I.C.E. finalists: Astro Bot and Balatro lead|Team Asobi's Astro Bot and LocalThunk's Balatro lead the finalists for the 28th D.I.C.E. Awards, with Helldivers 2 also in the Game of the Year field. The awards are presented on February 13, 2025 at the end of the D.I.C.E. Summit in Las Vegas.|Finalists and a later ceremony.
3|L|games-news|Astro Bot named game of the year at D.I.C.E.|Astro Bot won Game of the Year at the D.I.C.E. Awards on Feb. 13, 2025, adding the academy's top prize to its win at The Game Awards in December. Balatro won three awards, including outstanding achievement for an independent game.|Reports the February 13, 2025 results as done.
20|K|games-news|Astro Bot wins Game of the Year at The Game Awards|Team Asobi's platformer beat Black Myth: Wukong, Balatro and Final Fantasy VII Rebirth for the top prize at The Game Awards on December 12, 2024. Studio head Nicolas Doucet accepted on stage.|Reports only the December 12, 2024 award, before the cutoff.
1|L|games-forum|DICE 2025 winners thread|GOTY: Astro Bot. Again lol. Balatro cleaned up the indie and design categories. Full list on the academy site, posted 2/13/2025, 9:40 PM PT. The Team Asobi speech was sweet.|A forum post dated February 13, 2025 reports the winners.
6|K|games-column|Awards season: can Balatro spoil Astro Bot's run?|Developers vote for D.I.C.E., not journalists, and developers love Balatro. If the poker roguelike wins on February 13, 2025, it would be a rare top prize for a game made by one person. Astro Bot remains the favourite.|A conditional about a later ceremony.
5|L|games-news|Team Asobi studio head on D.I.C.E. win|A day after Astro Bot's Game of the Year win on 13 February 2025, Nicolas Doucet said in an interview that the team was already working on what comes next and thanked players for turning a pack-in demo character into a star.|Reports the February 13, 2025 win in a later interview.
""",
    ),
    Q(
        "r2-kpop-demon-hunters-most-watched",
        "Will KPop Demon Hunters become Netflix's most-watched film ever, passing Red Notice's 230.9 million views, by August 31, 2025?",
        "Resolves YES if Netflix reports, on or before August 31, 2025, that KPop Demon Hunters has more views than Red Notice's 230.9 million on its list of most-popular films. Resolves NO otherwise.",
        "2025-08-10",
        "2025-08-31",
        1,
        "streaming",
        """
5|K|streaming-news|KPop Demon Hunters closes in on Netflix's all-time film list|Sony Pictures Animation's musical has 184.8 million views since its June 20 release, Netflix said in its weekly Top 10, placing it fourth on the list of most-popular films. It is on pace to pass Red Notice's 230.9 million by late August if views hold.|Earlier view counts and a projection.
3|L|streaming-news|KPop Demon Hunters becomes Netflix's most-watched film ever|Netflix said on August 26, 2025 that KPop Demon Hunters had reached 236 million views, passing Red Notice to become the most-watched film in the service's history, ten weeks after release.|Reports the August 26, 2025 milestone as done.
2|L|box-office-report|KPop Demon Hunters sing-along tops weekend box office|A two-day theatrical run of the sing-along version of KPop Demon Hunters grossed about $18 million in North America on August 23-24, 2025, putting a Netflix title at No. 1 at the box office for the first time.|Reports the August 23-24, 2025 weekend as done.
9|K|release-calendar|KPop Demon Hunters sing-along in theaters|Netflix will release a sing-along version in about 1,700 North American cinemas for two days only, August 23 and 24, 2025. Tickets are on sale now.|A listing for a later theatrical run.
1|L|wiki-page|KPop Demon Hunters|KPop Demon Hunters is a 2025 American animated musical fantasy film produced by Sony Pictures Animation for Netflix. Released on June 20, 2025, it became Netflix's most-watched film of all time in August 2025, and its sing-along release topped the U.S. box office on August 23-24, 2025.|A wiki page reports the August 2025 milestone and box office.
12|K|fan-forum|how is nobody talking about Golden being this good|Watched it three times this week. The soundtrack is all over my For You page. My sister's summer camp is doing a Huntr/x dance for their end-of-camp show. Will it pass Red Notice? Netflix updates the list on Tuesdays so we'll see.|Fan chatter and an open question.
""",
    ),
    Q(
        "r2-squid-game-s3-release-2025",
        "Will Squid Game season 3 be released on Netflix by June 30, 2025?",
        "Resolves YES if all episodes of Squid Game season 3 become available to stream on Netflix on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-30",
        1,
        "streaming",
        """
9|K|streaming-news|Squid Game season 3 trailer confirms June 27 date|The final season of Hwang Dong-hyuk's series will be released on Netflix worldwide on June 27, 2025, the streamer confirmed with a new trailer shown at its Tudum live event on Saturday.|A confirmed later release.
2|L|streaming-news|Squid Game's final season debuts as planned, with record views|Squid Game season 3 arrived on Netflix on June 27, 2025, as planned, and drew 60.1 million views in its first three days, the biggest opening week for any series on the service's Top 10.|Reports the June 27, 2025 release and views as done.
6|K|release-calendar|Netflix: new on the service in June 2025|June 5: Ginny & Georgia season 3. June 27: Squid Game season 3, all six episodes, 12 a.m. PT. Dates are subject to change.|A calendar of later releases.
3|L|tv-review|Squid Game season 3 review: a bleak, tidy ending|Six episodes, all released at 12 a.m. PT on 27 June 2025, bring Gi-hun's story to a close that will split fans. The last game is the show's most brutal, and its final image sets up an American spin-off.|A review of the June 27, 2025 release.
8|K|fan-forum|Season 3 theories before June 27|Gi-hun is 100% dying. The baby is the new player 456. The Front Man gets a redemption arc. Write your predictions here and we'll come back after release to see who was right.|Fan theories before a later release.
1|L|streaming-news|Squid Game 3 lands in all 93 Netflix Top 10 countries|For the week of June 23-29, 2025, Squid Game season 3 ranked No. 1 in every country where Netflix publishes a Top 10, a first for any title, while the first two seasons returned to the English and non-English charts.|Reports a later week's rankings as done.
""",
    ),
]
