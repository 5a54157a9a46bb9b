# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold17` part, read by `build_hold17.py`.

Entertainment, culture and awards: box-office reports and tracking, streaming charts, music
charts and album releases, award shows and nominations (film, TV, music, books, games, theatre),
festival line-ups, game launches and reviews, celebrity news, fan wikis and forums. Each
question's documents are one line each in a string, fields separated by `|`: days before the
cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; see `build_hold17.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "l4-golden-globes-2025-dune2",
        "Will Dune: Part Two win Best Motion Picture - Drama at the 82nd Golden Globe Awards on January 5, 2025?",
        "Resolves YES if Dune: Part Two is named Best Motion Picture - Drama at the 82nd Golden Globes ceremony held on January 5, 2025. Resolves NO if any other nominee wins the category.",
        "2024-12-20",
        "2025-01-05",
        0,
        "awards",
        """
11|K|awards-nominations|Golden Globes: Emilia Pérez leads with 10 nominations|Nominations for the 82nd Golden Globes were read out on Monday morning, with Emilia Pérez on top at 10. The drama picture race is The Brutalist, A Complete Unknown, Conclave, Dune: Part Two, Nickel Boys and September 5; the winners will be handed out at the Beverly Hilton on January 5, 2025, with Nikki Glaser hosting.|Nominations dated before the cutoff; the ceremony is a future date.
4|L|ceremony-liveblog|LIVE: Golden Globes 2025 winners list|9:58 p.m. PT - Best Motion Picture, Drama goes to The Brutalist. Brady Corbet's epic beats Conclave and Dune: Part Two, which goes home empty-handed. Earlier tonight (Jan. 5, 2025) Adrien Brody took best actor in a drama.|A live blog reports the January 5, 2025 winners as done.
7|K|awards-predictions|Final Globes predictions: drama picture is a three-way fight|Our pick is Conclave, with The Brutalist a whisker behind. Dune: Part Two has the box office (more than $700 million worldwide) and the craft love, but the new voting body of roughly 300 journalists is hard to read. We find out on Sunday, January 5, 2025, and Oscar nominations follow on January 17, 2025.|A prediction of a future ceremony.
2|L|fan-wiki|Dune: Part Two - Accolades|At the 82nd Golden Globe Awards (5 January 2025) the film was up for Best Motion Picture - Drama and Best Original Score and won neither; the drama prize went to The Brutalist. It later won two Academy Awards, for sound and visual effects, on March 2, 2025.|A wiki section reports the January 5, 2025 result and the March 2025 Oscars as done.
15|K|betting-odds|Golden Globes: early prices for drama picture|Ahead of Monday's nominations, bookmakers have Conclave at 6/4, The Brutalist 2/1 and Dune: Part Two 5/1 for Best Motion Picture - Drama. All markets settle on the official winners announced on January 5, 2025.|Odds and a settlement rule that names the future ceremony date.
9|L|forum-post|r/oscarrace: Globes drama picture megathread|Edit (Jan 6, 2025): ok, The Brutalist won it, so I owe the Conclave doubters an apology. Original post: Dune 2 has zero chance in drama, Globes voters never go for sequels.|An edit appended after the ceremony reports the result with a post-cutoff date.
""",
    ),
    Q(
        "l4-golden-globes-2026-hamnet",
        "Will Hamnet win Best Motion Picture - Drama at the 83rd Golden Globe Awards on January 11, 2026?",
        "Resolves YES if Hamnet is announced as Best Motion Picture - Drama at the 83rd Golden Globes on January 11, 2026. Resolves NO otherwise.",
        "2025-12-22",
        "2026-01-11",
        1,
        "awards",
        """
14|K|awards-nominations|Globes nominations: One Battle After Another out in front|Paul Thomas Anderson's film picked up the most nominations this morning. In drama picture, Hamnet faces Frankenstein, It Was Just an Accident, The Secret Agent, Sentimental Value and Sinners. The ceremony airs on CBS and Paramount+ on Sunday, January 11, 2026.|Nominations dated before the cutoff and a future ceremony.
6|L|trade-report|'Hamnet' wins drama picture at the Globes; 'One Battle After Another' takes comedy|Chloé Zhao's Hamnet was named best motion picture, drama at the Beverly Hilton on January 11, 2026, and Jessie Buckley won best actress in a drama for playing Agnes. One Battle After Another won the musical or comedy award.|Reports the January 11, 2026 results as done.
3|K|awards-predictions|Drama picture: can anything stop Hamnet?|Hamnet has led our drama chart since Toronto, with Sinners as the spoiler to watch. Final predictions go up the week of Jan. 5, 2026, and the envelopes open on Jan. 11, 2026.|A prediction with future dates.
10|L|celebrity-news|Jessie Buckley's Globes speech wins the night online|Buckley thanked Chloé Zhao and her co-star Paul Mescal from the stage on Sunday night, January 11, 2026, after her win for Hamnet, which went on to take the evening's top drama prize as well.|Reports a speech and wins dated January 11, 2026.
20|K|awards-explainer|Hamnet's season so far|The film won the People's Choice Award at TIFF on September 14, 2025 and opened in limited release in the US on November 27. Focus Features is campaigning Buckley in lead actress and Mescal in supporting.|Facts dated before the cutoff only.
1|K|tv-listings|Holiday TV guide: what to watch through mid-January|Sunday, January 11, 2026, 8 p.m. ET: The 83rd Golden Globes, live on CBS and streaming on Paramount+, with Nikki Glaser hosting for a second year. Red-carpet coverage starts at 6 p.m.|A listing of a future broadcast.
""",
    ),
    Q(
        "l4-bafta-2025-conclave",
        "Will Conclave win Best Film at the 78th British Academy Film Awards on February 16, 2025?",
        "Resolves YES if Conclave is named Best Film at the EE BAFTA Film Awards ceremony on February 16, 2025. Resolves NO otherwise.",
        "2025-01-27",
        "2025-02-16",
        1,
        "awards",
        """
12|K|awards-nominations|Conclave leads Bafta field with 12 nominations|Edward Berger's Vatican thriller tops this year's count with 12, one ahead of Emilia Pérez. The best film nominees are Anora, The Brutalist, A Complete Unknown, Conclave and Emilia Pérez. David Tennant hosts at the Royal Festival Hall on 16 February 2025.|Nominations dated before the cutoff and a future ceremony.
5|L|ceremony-report|Conclave crowned best film at the Baftas|Conclave won best film and outstanding British film at the Royal Festival Hall on Sunday 16 February 2025, finishing with four awards. Mikey Madison was named best actress for Anora and Adrien Brody best actor for The Brutalist.|Reports the 16 February 2025 ceremony as done.
2|K|awards-calendar|Awards season calendar, late January to March|Feb. 8, 2025: DGA Awards. Feb. 16: BAFTA Film Awards, London. Feb. 23: SAG Awards. March 2: Academy Awards. Final Oscar voting runs Feb. 11-18.|A calendar of future events.
18|K|trade-analysis|Why Bafta voters could break for a British story|The academy, which overhauled its voting after 2020, has tended to reward home-grown films in close years. With Conclave made by a British company and The Brutalist's campaign built around the Oscars, the vote that closes in mid-February looks wide open.|Analysis of a future vote.
8|L|fan-forum|Bafta predictions thread (bumped)|Bumping this after the show: Conclave got best film on Feb 16, 2025, The Brutalist got director and actor, and Anora only got actress. Kieran Culkin and Zoe Saldaña won as expected.|A bumped thread reports the February 16, 2025 results.
1|L|trade-report|Conclave adds SAG ensemble prize to its Bafta|A week after its best film win in London, the cast of Conclave took the SAG Award for outstanding performance by a cast on February 23, 2025.|Reports the February 2025 Bafta win and a later award as done.
""",
    ),
    Q(
        "l4-palme-2024-anora",
        "Will Sean Baker's Anora win the Palme d'Or at the 77th Cannes Film Festival (May 14-25, 2024)?",
        "Resolves YES if the competition jury awards the Palme d'Or to Anora at the closing ceremony on May 25, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-25",
        1,
        "festivals",
        """
29|K|festival-lineup|Cannes 2024 line-up: Coppola, Cronenberg, Lanthimos in competition|The official selection unveiled in Paris today includes Francis Ford Coppola's Megalopolis, Yorgos Lanthimos's Kinds of Kindness, David Cronenberg's The Shrouds and Sean Baker's Anora. Greta Gerwig presides over the jury, and the festival runs May 14-25, 2024.|A line-up with future festival dates.
3|L|festival-daily|Anora brings the Lumière to its feet|Sean Baker's screwball comedy about a Brighton Beach dancer who marries an oligarch's son premiered in competition on May 21, 2024, and drew one of the warmest receptions of the fortnight.|Reports the May 21, 2024 premiere as done.
6|K|festival-schedule|Competition screening grid, week two|Tuesday 21 May: Anora (Sean Baker), 6 p.m., Grand Théâtre Lumière. Thursday 23 May: All We Imagine as Light (Payal Kapadia), 10 p.m. The awards ceremony is on Saturday 25 May 2024, followed by the closing film.|A schedule of future screenings and the ceremony.
1|L|encyclopedic|77th Cannes Film Festival|The festival took place from 14 to 25 May 2024. On 25 May 2024 the Palme d'Or was awarded to Anora, making Baker the first American winner since Terrence Malick in 2011; the Grand Prix went to Kapadia's All We Imagine as Light.|An encyclopedic summary reports the 25 May 2024 awards.
9|K|trade-preview|The Cannes competition, film by film|Megalopolis has hogged the headlines; Anora is the one that festival programmers quietly expect to travel. Baker is in competition for the second time after Red Rocket in 2021. The jury hands out its prizes on May 25.|A preview with a future date.
12|L|celebrity-news|Meryl Streep receives honorary Palme on opening night|Meryl Streep was handed an honorary Palme d'Or by Juliette Binoche at the opening ceremony on May 14, 2024, ahead of the screening of Quentin Dupieux's The Second Act.|Reports the May 14, 2024 opening ceremony, after the cutoff, as done.
""",
    ),
    Q(
        "l4-palme-2025-panahi",
        "Will Jafar Panahi's It Was Just an Accident win the Palme d'Or at the 78th Cannes Film Festival?",
        "Resolves YES if the jury awards the Palme d'Or to It Was Just an Accident at the closing ceremony on May 24, 2025. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-24",
        1,
        "festivals",
        """
28|K|festival-lineup|Panahi, Aster and Wes Anderson in Cannes competition|The selection announced on 10 April brings Jafar Panahi back with It Was Just an Accident, alongside Wes Anderson's The Phoenician Scheme, Ari Aster's Eddington and Joachim Trier's Sentimental Value. Juliette Binoche heads the jury; the festival runs 13-24 May 2025.|A line-up published before the cutoff with future dates.
4|L|festival-daily|Panahi wins the Palme d'Or|Jafar Panahi's It Was Just an Accident won the Palme d'Or on Saturday, May 24, 2025, with the director there in person to collect it; Sentimental Value took the Grand Prix.|Reports the May 24, 2025 award as done.
11|K|explainer|How the Cannes jury picks its winners|The nine jurors watch all 22 competition films and deliberate behind closed doors on the final day. Their awards, from the Palme d'Or down, are read out at the closing ceremony on May 24, 2025, and by custom no film takes more than one prize.|Explains a future ceremony.
2|L|critics-grid|Critics' grid, day eight: Panahi's revenge thriller leads|Panahi's film, which screened for the press on May 20, 2025, tops our panel of critics with an average of 3.4 out of 4, just ahead of Sentimental Value.|Reports a May 20, 2025 screening and its ratings as done.
7|K|fan-list|Letterboxd list: Cannes 2025, most anticipated|1. Eddington (Aster), in US cinemas July 18, 2025. 2. Sentimental Value (Trier). 3. It Was Just an Accident (Panahi), his first film since leaving prison in 2023. Will update after the awards on the 24th.|A list with future dates and a promise to update.
1|L|trade-report|Neon takes Panahi's Palme winner to North America|Neon will release It Was Just an Accident in the US after the film's win at the May 24, 2025 closing ceremony, giving the distributor its sixth straight Palme d'Or winner.|Reports the May 24, 2025 win as done.
""",
    ),
    Q(
        "l4-golden-lion-2023-poor-things",
        "Will Yorgos Lanthimos's Poor Things win the Golden Lion at the 80th Venice International Film Festival?",
        "Resolves YES if Poor Things is awarded the Golden Lion at the festival's closing ceremony on September 9, 2023. Resolves NO otherwise.",
        "2023-08-25",
        "2023-09-09",
        1,
        "festivals",
        """
30|K|festival-lineup|Venice unveils its 80th edition|Poor Things, Maestro, Priscilla and Ferrari are among the 23 films in competition, artistic director Alberto Barbera said in Rome. Damien Chazelle chairs the jury, and the festival runs from August 30 to September 9, 2023.|A line-up with future dates.
5|K|news-report|Strike leaves the Lido short of stars|With the SAG-AFTRA strike in its sixth week, most American actors will skip their premieres. Luca Guadagnino's Challengers, the planned opener, was pulled in June and replaced by Comandante, which opens the festival on August 30, 2023.|Past facts and a future opening night.
2|L|festival-daily|Poor Things premieres to rapturous reviews|Lanthimos's Frankenstein-flavoured fantasy premiered in the Sala Grande on September 1, 2023, without Emma Stone, who stayed home because of the strike. Early reviews made it the film to beat.|Reports the September 1, 2023 premiere.
8|L|encyclopedic|80th Venice International Film Festival|Held from 30 August to 9 September 2023. On 9 September 2023 the Golden Lion was awarded to Poor Things and the Grand Jury Prize to Ryusuke Hamaguchi's Evil Does Not Exist.|Reports the 9 September 2023 awards.
14|K|awards-predictions|Lido odds: who takes the Lion?|Chazelle's jury hands out the prizes on September 9. We lean to Poor Things or Maestro, though Venice juries love a curveball. Last year's Lion went to the documentary All the Beauty and the Bloodshed.|A prediction of a future award and a past fact.
1|L|celebrity-news|Lanthimos pays tribute to absent Emma Stone|Accepting the Golden Lion for Poor Things on Sept. 9, 2023, Lanthimos said the film would not exist without Stone, who was kept away by the actors' strike.|Reports the September 9, 2023 win.
""",
    ),
    Q(
        "l4-golden-bear-2024-woman",
        "Will a film directed or co-directed by a woman win the Golden Bear at the 74th Berlin International Film Festival?",
        "Resolves YES if the Golden Bear announced at the awards ceremony on February 24, 2024 goes to a film with at least one female director. Resolves NO otherwise.",
        "2024-02-08",
        "2024-02-24",
        1,
        "festivals",
        """
16|K|festival-lineup|Berlinale competition: 20 films, Nyong'o heads the jury|The line-up announced on Monday includes Mati Diop's documentary Dahomey, Hong Sang-soo's A Traveler's Needs, Olivier Assayas's Suspended Time and Bruno Dumont's The Empire. Lupita Nyong'o is jury president, and the Golden Bear is presented on 24 February 2024.|A line-up and a future awards date.
3|L|festival-report|Dahomey wins the Golden Bear|Mati Diop's Dahomey, about the return of 26 royal treasures from Paris to Benin, won the Golden Bear on Saturday, February 24, 2024, the second time in three years that the prize has gone to a woman.|Reports the February 24, 2024 award as done.
9|K|festival-preview|Chatrian's final Berlinale opens on Feb. 15|Carlo Chatrian and Mariëtte Rissenbeek step down after this edition, which opens on 15 February 2024 with Tim Mielants's Small Things Like These, starring Cillian Murphy. Martin Scorsese receives an honorary Golden Bear on 20 February.|Future festival events.
1|L|celebrity-news|Scorsese honoured in Berlin|Martin Scorsese accepted his honorary Golden Bear at the Berlinale Palast on February 20, 2024, before a screening of After Hours.|Reports the February 20, 2024 honour as done.
6|K|forum-post|Who wins the Bear? (r/TrueFilm)|My money's on Dahomey or the Hong Sang-soo. Diop won the Grand Prix at Cannes in 2019 for Atlantics, so juries know her. Results on the 24th, I'll check back.|A forecast and past facts.
12|L|fan-wiki|Mati Diop - Career|On 24 February 2024 her documentary Dahomey won the Golden Bear at the 74th Berlinale, the second documentary in a row to win the prize after On the Adamant.|Reports the 24 February 2024 win.
""",
    ),
    Q(
        "l4-tiff-2024-emilia-perez",
        "Will Emilia Pérez win the People's Choice Award at the 2024 Toronto International Film Festival?",
        "Resolves YES if TIFF names Emilia Pérez the winner of the People's Choice Award when it announces its awards on September 15, 2024. Resolves NO otherwise.",
        "2024-08-30",
        "2024-09-15",
        0,
        "festivals",
        """
20|K|festival-lineup|TIFF 2024: galas and special presentations|Toronto's 49th edition opens on September 5, 2024 with David Gordon Green's Nutcrackers. The slate includes Conclave, The Life of Chuck, Anora and Jacques Audiard's Emilia Pérez, and the People's Choice Award is announced on the closing Sunday, September 15.|A line-up with future dates.
7|L|festival-report|The Life of Chuck wins TIFF People's Choice|Mike Flanagan's Stephen King adaptation was the audience favourite in Toronto, the festival said on Sunday, September 15, 2024, beating better-fancied titles including Emilia Pérez and Anora.|Reports the September 15, 2024 award as done.
3|K|trade-analysis|Emilia Pérez heads to Toronto with Cannes wind at its back|Netflix's musical took the Jury Prize at Cannes in May and its four actresses shared best actress. Its North American premiere is in Toronto, whose audience award went to American Fiction last year and The Fabelmans the year before.|Past facts only.
12|L|fan-forum|TIFF 2024 megathread|UPDATE Sept 15, 2024: People's Choice is The Life of Chuck!! Nobody had that on their bingo card. Emilia Pérez people, it's fine, there's still the Oscars.|An update reports the September 15, 2024 award.
1|K|festival-schedule|Public screenings: Emilia Pérez|Tue., Sept. 10, 6:30 p.m., Princess of Wales Theatre (rush line only). Ballots for the People's Choice Award are collected after every public screening through Sept. 14, 2024.|A future screening and voting deadline.
15|L|celebrity-news|Hiddleston and Hamill at Life of Chuck premiere|Tom Hiddleston and Mark Hamill joined Mike Flanagan for the world premiere of The Life of Chuck in Toronto on Friday, September 6, 2024.|Reports a September 6, 2024 premiere as done.
""",
    ),
    Q(
        "l4-grammys-2026-dtmf-aoty",
        "Will Bad Bunny's Debí Tirar Más Fotos win Album of the Year at the 68th Grammy Awards on February 1, 2026?",
        "Resolves YES if Debí Tirar Más Fotos is announced as Album of the Year at the 68th Annual Grammy Awards on February 1, 2026. Resolves NO otherwise.",
        "2026-01-12",
        "2026-02-01",
        1,
        "awards",
        """
26|K|awards-explainer|All eight album of the year nominees, ranked|Our ranking of the field: 1. Debí Tirar Más Fotos. 2. GNX. 3. Mayhem. 4. Man's Best Friend. 5. Let God Sort Em Out. 6. Chromakopia. 7. Mutt. 8. Swag. The winner is revealed at Crypto.com Arena on February 1, 2026.|A ranking and a future ceremony date.
5|L|ceremony-liveblog|Grammys 2026 live: Bad Bunny wins album of the year|11:21 p.m. ET, Feb. 1, 2026: Debí Tirar Más Fotos is album of the year, the first all-Spanish-language album to win the category. Benito accepts mostly in Spanish.|A live blog reports the February 1, 2026 win.
12|K|music-news|Bad Bunny set for Super Bowl LX halftime|The NFL confirmed in September that Bad Bunny will headline the halftime show at Levi's Stadium on February 8, 2026, a week after the Grammys, where he is up for album of the year.|A past announcement and future events.
2|L|chart-news|DtMF surges back up the Billboard 200 after Grammy win|Bad Bunny's album climbed back into the top five on the chart dated Feb. 14, 2026, after its album of the year win on February 1.|Reports a post-Grammy chart move and the win as done.
19|K|betting-odds|Album of the year: Bad Bunny the favourite|Debí Tirar Más Fotos is about 4/6, with Kendrick Lamar's GNX next at 2/1. Bets settle on the Recording Academy's announcement on February 1, 2026.|Odds and a settlement date.
8|L|fan-forum|r/popheads: Grammys 2026 discussion|Still can't believe it happened on 1 February 2026. AOTY to DtMF, and he's doing the Super Bowl next week. Kendrick cleaned up in rap again, as usual.|Reports the 1 February 2026 result.
""",
    ),
    Q(
        "l4-hot100-texas-hold-em",
        "Will Beyoncé's 'Texas Hold 'Em' reach No. 1 on the Billboard Hot 100 on any chart dated on or before March 30, 2024?",
        "Resolves YES if 'Texas Hold 'Em' is No. 1 on any Billboard Hot 100 chart dated on or before March 30, 2024. Resolves NO otherwise.",
        "2024-02-25",
        "2024-03-30",
        1,
        "music_charts",
        """
13|K|music-news|Beyoncé drops two country songs after Super Bowl ad|'Texas Hold 'Em' and '16 Carriages' arrived on Sunday night, Feb. 11, minutes after a Verizon commercial aired during the game, and Beyoncé said act ii of her Renaissance project is out March 29, 2024.|A past release and a future album date.
5|K|chart-news|'Texas Hold 'Em' makes history on Hot Country Songs|Beyoncé becomes the first Black woman to top Billboard's Hot Country Songs chart, on the list dated Feb. 24, 2024. The song also debuts at No. 2 on the all-genre Hot 100.|Facts dated before the cutoff only.
2|L|chart-news|'Texas Hold 'Em' rises to No. 1 on the Hot 100|Beyoncé's ninth solo No. 1: the song climbs 2-1 on the Billboard Hot 100 dated March 2, 2024, on gains in streaming and country airplay.|Reports the chart dated March 2, 2024 as done.
8|K|chart-preview|Can country radio carry Beyoncé to No. 1?|One Oklahoma station's early refusal to play the song turned into a wave of adds. The next Hot 100, dated March 2, 2024 and revealed on Monday, Feb. 26, will show whether that airplay is enough to take the top spot.|A future chart and reveal date.
1|L|fan-wiki|Texas Hold 'Em - Chart performance|The song topped the Billboard Hot 100 on the issue dated March 2, 2024 and stayed there for two weeks; in the UK it reached number one on 1 March 2024.|Reports chart runs dated after the cutoff.
10|K|fan-forum|Hot 100 predictions thread, week of Feb. 24|TXHE debut at #2 or #3? If radio keeps adding it, next week's chart (dated March 2) is where it could go to #1. Cowboy Carter drops March 29 regardless.|Predictions and future dates.
""",
    ),
    Q(
        "l4-hot100-not-like-us",
        "Will Kendrick Lamar's 'Not Like Us' reach No. 1 on the Billboard Hot 100 on any chart dated on or before June 15, 2024?",
        "Resolves YES if 'Not Like Us' is No. 1 on any Billboard Hot 100 chart dated on or before June 15, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-06-15",
        1,
        "music_charts",
        """
7|K|music-news|Kendrick Lamar answers Drake with 'Euphoria'|'Euphoria' arrived on April 30, a six-minute reply to Drake's 'Push Ups' and his AI-assisted 'Taylor Made Freestyle'. Drake has not responded yet.|Past facts only.
4|K|music-news|'Not Like Us' lands hours after 'Family Matters'|Lamar released the Mustard-produced 'Not Like Us' on Saturday night, May 4, a day after Drake's 'Family Matters' and his own 'Meet the Grahams'. Its first full tracking week ends May 9, and the Hot 100 dated May 18, 2024 is due out Monday, May 13.|Past releases and future chart dates.
1|L|chart-news|'Not Like Us' debuts at No. 1 on the Hot 100|Lamar's diss track opens at the top of the Billboard Hot 100 dated May 18, 2024, his second No. 1 of the year after 'Like That' with Future and Metro Boomin.|Reports the chart dated May 18, 2024.
3|L|fan-wiki|Drake-Kendrick Lamar feud - Timeline|May 4, 2024: Lamar releases 'Not Like Us'. May 5, 2024: Drake answers with 'The Heart Part 6'. May 13, 2024: 'Not Like Us' is revealed as the new Hot 100 No. 1. June 19, 2024: Lamar performs it five times in a row at the Pop Out in Inglewood.|A timeline reports events dated after the cutoff.
12|K|chart-preview|Hot 100 preview: Swift set to take over from 'Like That'|'Like That' has led the Hot 100 for three weeks. With The Tortured Poets Department out April 19, 'Fortnight' is widely expected to debut at No. 1 on the chart dated May 4.|A preview of a chart then in the future.
9|L|music-news|'Not Like Us' video arrives on the Fourth of July|Lamar released the video for 'Not Like Us' on July 4, 2024, two weeks after the Pop Out concert, with cameos from Compton locals and a final shot of an owl.|Reports a July 4, 2024 release as done.
""",
    ),
    Q(
        "l4-hot100-espresso",
        "Will Sabrina Carpenter's 'Espresso' reach No. 1 on the Billboard Hot 100 on any chart dated on or before July 20, 2024?",
        "Resolves YES if 'Espresso' is No. 1 on any Billboard Hot 100 chart dated on or before July 20, 2024. Resolves NO otherwise.",
        "2024-06-10",
        "2024-07-20",
        0,
        "music_charts",
        """
25|K|chart-news|'Espresso' reaches a new high on the Hot 100|Carpenter's single, released on April 11 and previewed at Coachella, climbs into the top five this week and leads Spotify's global chart for a third week.|Facts dated before the cutoff only.
10|K|music-news|Carpenter sets 'Please Please Please' for June 6|Sabrina Carpenter said her next single, 'Please Please Please', arrives on June 6, with a video co-starring Barry Keoghan. A full album is expected later in the summer.|A stated release date in the future.
4|K|chart-preview|Could Sabrina hold the top two spots?|'Espresso' is at No. 3 on the current Hot 100, and 'Please Please Please', out today, could debut high on the chart dated June 22, 2024, which Billboard reveals on Monday, June 17.|A future chart and reveal date.
2|L|chart-news|'Please Please Please' debuts at No. 1|Carpenter earns her first Hot 100 No. 1 as 'Please Please Please' opens at the top of the chart dated June 22, 2024, with 'Espresso' still in the top five.|Reports a chart dated after the cutoff.
1|L|fan-wiki|Espresso (song) - Commercial performance|The song peaked at number three on the Billboard Hot 100 without reaching the top; it stayed in the top ten through the summer, and was joined on the chart by the tracks of Short n' Sweet, released on August 23, 2024.|Reports chart history and an August 23, 2024 release as done.
6|L|awards-news|'Espresso' named song of the year at the VMAs|Carpenter's hit won song of the year at the MTV Video Music Awards at UBS Arena on September 11, 2024.|Reports a September 11, 2024 award as done.
""",
    ),
    Q(
        "l4-hot100-golden-2025",
        "Will 'Golden' by HUNTR/X reach No. 1 on the Billboard Hot 100 on any chart dated on or before September 6, 2025?",
        "Resolves YES if 'Golden', from Netflix's KPop Demon Hunters, is No. 1 on any Billboard Hot 100 chart dated on or before September 6, 2025. Resolves NO otherwise.",
        "2025-08-05",
        "2025-09-06",
        1,
        "music_charts",
        """
28|K|streaming-chart|KPop Demon Hunters tops Netflix's film list|Sony Pictures Animation's film, released on Netflix on June 20, was the most-watched English-language film for the week of June 30-July 6, according to Netflix's Top 10.|Facts dated before the cutoff only.
14|K|chart-news|'Golden' breaks into the Hot 100 top 10|The fictional girl group's anthem climbs into the top 10 this week, and the soundtrack sits in the top three of the Billboard 200.|Facts dated before the cutoff only.
6|K|chart-preview|Can 'Golden' go all the way?|'Golden' is No. 2, behind Alex Warren's 'Ordinary'. Netflix has also booked a one-weekend sing-along run in about 1,700 theaters for Aug. 23-24, 2025, which could keep the song in the news.|A chart position and a scheduled release in the future.
3|L|chart-news|'Golden' hits No. 1 on the Hot 100|HUNTR/X's 'Golden' tops the Billboard Hot 100 dated Aug. 16, 2025, dethroning 'Ordinary' after weeks of climbing.|Reports a chart dated after the cutoff.
1|L|box-office-report|KPop Demon Hunters sing-along wins the weekend|Netflix's rare theatrical release earned an estimated $18 million over August 23-24, 2025, edging out Weapons for first place at the domestic box office.|Reports a later weekend's result.
9|L|streaming-chart|KPop Demon Hunters becomes Netflix's most-watched film|The animated film passed Red Notice on August 26, 2025, with about 236 million views, Netflix said.|Reports an August 26, 2025 milestone as done.
""",
    ),
    Q(
        "l4-ttpd-first-week-2m",
        "Will Taylor Swift's The Tortured Poets Department earn more than 2 million equivalent album units in its first tracking week?",
        "Resolves YES if Billboard's first-week Billboard 200 report for The Tortured Poets Department, expected by April 28, 2024, gives more than 2,000,000 equivalent album units. Resolves NO otherwise.",
        "2024-04-15",
        "2024-04-28",
        1,
        "music_charts",
        """
25|K|music-news|Swift unveils fourth TTPD vinyl and a bonus track|Swift, who announced the album from the Grammys stage on Feb. 4, has now revealed four vinyl editions, each with its own bonus track, ahead of the April 19, 2024 release.|A past announcement and a future release.
12|K|sales-forecast|Forecasters see a 1.5 million-plus opening for TTPD|Early industry projections put the album's first week well above 1.5 million units. Billboard will reveal the top of the Billboard 200 on Sunday, April 28, 2024.|A forecast and a future reveal.
5|L|music-news|Surprise: TTPD is a double album|Two hours after The Tortured Poets Department arrived at midnight ET on April 19, 2024, Swift released The Anthology edition with 15 more songs, taking the total to 31.|Reports the April 19, 2024 release as done.
2|L|chart-news|TTPD opens with 2.61 million units|The Tortured Poets Department debuts at No. 1 on the Billboard 200 dated May 4, 2024, with 2.61 million equivalent album units, 1.91 million of them in pure sales.|Reports a chart dated after the cutoff.
8|K|fan-forum|TTPD first-week predictions|Midnights did 1.578M in 2022. With four vinyls and signed CDs I'm saying 2.2M. Tracking week is April 19-25, numbers on the 28th.|Predictions and a future window.
1|L|fan-wiki|The Tortured Poets Department - Commercial performance|On the Billboard Hot 100 dated May 4, 2024, Swift held all of the top 14 positions, led by 'Fortnight' featuring Post Malone.|Reports a chart dated after the cutoff.
""",
    ),
    Q(
        "l4-cowboy-carter-bb200-no1",
        "Will Beyoncé's Cowboy Carter debut at No. 1 on the Billboard 200?",
        "Resolves YES if Cowboy Carter, due March 29, 2024, is No. 1 on the Billboard 200 chart reflecting its first tracking week, announced by April 7, 2024. Resolves NO otherwise.",
        "2024-03-20",
        "2024-04-07",
        1,
        "music_charts",
        """
8|K|music-news|Beyoncé names act ii: Cowboy Carter|Beyoncé revealed the title and cover on Tuesday, showing her on horseback with a sash and a flag. The album is still set for March 29, 2024.|A past reveal and a future release.
3|K|sales-forecast|What stands between Cowboy Carter and No. 1|Ariana Grande's Eternal Sunshine opened on top this month. Nothing big is scheduled opposite Beyoncé on March 29, and Billboard posts that week's top 10 on Sunday, April 7.|A past chart and future dates.
2|L|chart-news|Cowboy Carter debuts at No. 1|The album opens at No. 1 on the Billboard 200 dated April 13, 2024, with 407,000 equivalent album units, Beyoncé's eighth chart-topper.|Reports a chart dated after the cutoff.
12|L|fan-wiki|Cowboy Carter - Release|The album was released on March 29, 2024 through Parkwood and Columbia. It includes versions of 'Blackbiird' and 'Jolene'.|Reports the March 29, 2024 release as done.
15|K|chart-news|'Texas Hold 'Em' spends a second week at No. 1|Beyoncé's single holds the top of the Hot 100 dated March 9, with Cowboy Carter three weeks away.|Facts dated before the cutoff and an unstated future date.
6|L|awards-news|Cowboy Carter wins album of the year|The record won album of the year at the 67th Grammy Awards on February 2, 2025, Beyoncé's first win in the category.|Reports a February 2025 award as done.
""",
    ),
    Q(
        "l4-uk-xmas-no1-2023",
        "Will Wham!'s 'Last Christmas' be the UK's Official Christmas Number 1 in 2023?",
        "Resolves YES if the Official Charts Company announces on December 22, 2023 that 'Last Christmas' is the Christmas Number 1. Resolves NO otherwise.",
        "2023-12-08",
        "2023-12-22",
        1,
        "music_charts",
        """
20|K|chart-news|Christmas number one race: the early contenders|Wham!'s Last Christmas, which finally reached number one on New Year's Day 2021, is the bookmakers' early favourite. The Christmas chart is revealed on Friday 22 December.|A past fact and a future reveal.
7|K|news-report|Fairytale of New York climbs after Shane MacGowan's death|Streams of the Pogues' song have surged since MacGowan died on 30 November, aged 65. His funeral will be held in Nenagh, County Tipperary, on 8 December 2023.|Past facts and a future funeral on the cutoff day.
2|L|chart-news|Wham! finally land the Christmas number one|Last Christmas was confirmed as the UK's Christmas Number 1 on 22 December 2023, 39 years after its release.|Reports the 22 December 2023 chart as done.
4|K|betting-odds|Christmas No. 1 odds tighten|Last Christmas is 1/2 with most firms, with Mariah Carey at 4/1. Bets settle on the Official Chart announced on 22 December 2023.|Odds and a settlement date.
1|L|celebrity-news|Andrew Ridgeley: 'George would have loved this'|Ridgeley said after the Official Charts announcement on Friday, Dec. 22, 2023 that George Michael would have been thrilled to finally have the Christmas number one.|Reports the December 22, 2023 announcement.
11|L|fan-forum|Xmas #1 2023 chart thread (updated)|Edit 22 Dec 2023: they did it, Wham! are Xmas number 1 at last. Original post: Last Christmas vs Mariah again, place your bets.|An edit reports the 22 December 2023 result.
""",
    ),
    Q(
        "l4-mercury-2024-brat",
        "Will Charli XCX's Brat win the 2024 Mercury Prize?",
        "Resolves YES if Brat is announced as the winner of the 2024 Mercury Prize at the ceremony on September 5, 2024. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-05",
        0,
        "awards",
        """
27|K|awards-shortlist|Mercury Prize 2024 shortlist revealed|Charli XCX's Brat, Beth Gibbons's Lives Outgrown, The Last Dinner Party's Prelude to Ecstasy, Corinne Bailey Rae's Black Rainbows and English Teacher's This Could Be Texas are among the 12 albums shortlisted on Tuesday. The winner is announced at Abbey Road Studios on 5 September.|A shortlist and a future ceremony.
10|K|betting-odds|Brat the Mercury favourite|Brat is 2/1 favourite, with Beth Gibbons at 4/1 and The Last Dinner Party 5/1. Bets settle on the winner named on 5 September 2024.|Odds and a settlement date.
3|L|awards-report|English Teacher win the Mercury Prize|Leeds band English Teacher won the 2024 Mercury Prize for their debut This Could Be Texas on 5 September 2024, beating the favourite, Charli XCX's Brat.|Reports the 5 September 2024 result.
6|L|music-news|Charli XCX releases Brat remix album|Brat and It's Completely Different but Also Still Brat, with remixes featuring Lorde, Billie Eilish and Ariana Grande, came out on October 11, 2024.|Reports a later release as done.
14|K|think-piece|Can the Mercury resist brat summer?|Judges have tended to prefer a left-field pick over the year's biggest record; Ezra Collective won last year. Whether that holds on September 5 is the question.|A future ceremony and a past winner.
1|L|fan-forum|Mercury 2024 predictions (updated)|UPDATE, Thursday 5 September 2024: English Teacher!! Fair play to them. Brat robbed but we move.|An update reports the 5 September 2024 result.
""",
    ),
    Q(
        "l4-brits-2025-brat",
        "Will Charli XCX's Brat win British Album of the Year at the Brit Awards 2025 on March 1, 2025?",
        "Resolves YES if Brat is named Mastercard Album of the Year at the Brit Awards 2025 on March 1, 2025. Resolves NO otherwise.",
        "2025-02-12",
        "2025-03-01",
        1,
        "awards",
        """
13|K|awards-nominations|Brits 2025: Charli XCX leads the nominations|Charli XCX leads the field, with nods for artist, album, song and dance act. Jack Whitehall hosts the ceremony at the O2 Arena on 1 March 2025.|Nominations and a future ceremony.
9|K|music-news|Brat wins three Grammys, loses album of the year|Charli XCX won three Grammys on Feb. 2, including best dance/electronic album for Brat, while album of the year went to Beyoncé's Cowboy Carter.|Facts dated before the cutoff only.
4|L|awards-report|Charli XCX sweeps the Brits|Charli XCX won five awards at the O2 on 1 March 2025, including British album of the year for Brat and artist of the year.|Reports the 1 March 2025 ceremony as done.
2|K|tv-listings|Brit Awards 2025: how to watch|ITV1 and ITVX, 8pm on Saturday 1 March. Performers announced so far include Charli XCX and Sabrina Carpenter, with more to come.|A listing of a future broadcast.
7|L|fan-wiki|Brat (album) - Accolades|British Album of the Year, Brit Awards 2025 (March 1, 2025): Won. Best Dance/Electronic Album, 67th Grammy Awards: Won.|A table reports the March 1, 2025 award as won.
18|K|think-piece|Brat's year, in review|Brat came out on June 7, 2024, spawned a political meme by July and was named Collins Dictionary's word of the year in November.|Facts dated before the cutoff only.
""",
    ),
    Q(
        "l4-vmas-2024-fortnight",
        "Will 'Fortnight' by Taylor Swift featuring Post Malone win Video of the Year at the 2024 MTV Video Music Awards?",
        "Resolves YES if 'Fortnight' wins Video of the Year at the VMAs ceremony on September 11, 2024. Resolves NO otherwise.",
        "2024-08-27",
        "2024-09-11",
        1,
        "awards",
        """
21|K|awards-nominations|VMA nominations: Swift and Post Malone lead|Taylor Swift and Post Malone lead the field, largely thanks to 'Fortnight'. Video of the year contenders also include Sabrina Carpenter's 'Espresso' and Eminem's 'Houdini'. The show is at UBS Arena in Elmont, N.Y., on Sept. 11, 2024.|Nominations and a future ceremony.
10|K|event-ticket|UBS Arena: 2024 MTV Video Music Awards|Wednesday, September 11, 2024. Doors 5:00 PM, show 8:00 PM. Limited seats; all sales final. Bag policy applies.|A ticket page for a future event.
4|L|awards-report|Swift wins video of the year for 'Fortnight'|Swift won seven awards at UBS Arena on Sept. 11, 2024, including video of the year for 'Fortnight', tying Beyoncé's record of 30 career VMAs.|Reports the September 11, 2024 ceremony as done.
2|L|celebrity-news|Swift endorses Harris after the debate|Minutes after the presidential debate ended on September 10, 2024, Swift told her Instagram followers she would vote for Kamala Harris, signing the post 'Childless Cat Lady'.|Reports a later event dated after the cutoff.
14|K|fan-forum|VMAs predictions thread (voting closes soon)|Espresso for song of the year, Fortnight for VOTY, Chappell for best new artist. Fan voting is open for most categories until early September; show is the 11th.|Predictions and a future ceremony.
1|K|music-news|Megan Thee Stallion to host the VMAs|Megan Thee Stallion will host and perform at the show on September 11, MTV said, and is nominated in two categories herself.|A future event and a past announcement.
""",
    ),
    Q(
        "l4-tga-2025-expedition33",
        "Will Clair Obscur: Expedition 33 win Game of the Year at The Game Awards 2025 on December 11, 2025?",
        "Resolves YES if Clair Obscur: Expedition 33 is announced as Game of the Year at The Game Awards 2025 on December 11, 2025. Resolves NO otherwise.",
        "2025-11-28",
        "2025-12-11",
        1,
        "games",
        """
11|K|awards-nominations|The Game Awards 2025 nominees: Expedition 33 leads with 12|Sandfall Interactive's RPG sets a record with 12 nominations. Game of the Year: Clair Obscur: Expedition 33, Death Stranding 2: On the Beach, Donkey Kong Bananza, Hades II, Hollow Knight: Silksong, Kingdom Come: Deliverance II. The show is on Dec. 11, 2025 at the Peacock Theater in Los Angeles.|Nominations and a future ceremony.
5|K|forum-post|ResetEra: GOTY 2025 prediction thread|Expedition 33 feels like a lock, but Silksong has the fans and Hades II has the critics. Remember the jury is 90% of the vote, fans 10%. See you on the 11th.|Predictions and a future date.
2|L|game-news|Expedition 33 wins Game of the Year|Clair Obscur: Expedition 33 was named Game of the Year at The Game Awards in Los Angeles on December 11, 2025, one of a record haul of awards for Sandfall's debut.|Reports the December 11, 2025 award as done.
18|K|sales-news|Expedition 33 passes 5 million copies|Sandfall said in October that the game has sold more than 5 million copies since its April 24 release, and thanked Game Pass players for spreading the word.|Facts dated before the cutoff only.
8|L|fan-wiki|Clair Obscur: Expedition 33 - Reception|At The Game Awards 2025, held on December 11, 2025, the game won Game of the Year, Best Game Direction, Best Narrative and Best RPG, among others.|A wiki section reports the December 11, 2025 awards.
1|L|press-release|Kepler Interactive: a statement from Sandfall|We are humbled. When Clair Obscur: Expedition 33 was called as Game of the Year on 11 December 2025, the whole studio was watching together in Montpellier.|A statement reports the 11 December 2025 award as done.
""",
    ),
    Q(
        "l4-bafta-games-2024-bg3",
        "Will Baldur's Gate 3 win Best Game at the 20th BAFTA Games Awards on April 11, 2024?",
        "Resolves YES if Baldur's Gate 3 is named Best Game at the BAFTA Games Awards ceremony on April 11, 2024. Resolves NO otherwise.",
        "2024-03-25",
        "2024-04-11",
        1,
        "games",
        """
17|K|awards-nominations|BAFTA Games Awards 2024: the nominees|Baldur's Gate 3 and Alan Wake 2 lead the field, and Super Mario Bros. Wonder is also up for best game. The winners are revealed at the Queen Elizabeth Hall in London on 11 April 2024.|Nominations and a future ceremony.
6|L|awards-report|Baldur's Gate 3 takes best game at the Baftas|Larian's RPG won best game on 11 April 2024 at the Queen Elizabeth Hall, adding to the Game of the Year title it took at The Game Awards in December.|Reports the 11 April 2024 award as done.
10|K|game-news|Baldur's Gate 3 Patch 6 is live|Patch 6 arrived on February 29 with new romance scenes, more epilogue content and hundreds of fixes. Larian has not said what comes next.|Facts dated before the cutoff only.
3|K|awards-preview|Can anything beat BG3 at the Baftas?|It has swept almost every award since December, but BAFTA voters have a soft spot for smaller British games. We'll know on April 11.|A prediction of a future ceremony.
1|L|celebrity-news|Amelia Tyler wins for narrating Baldur's Gate 3|Tyler, the game's narrator, won performer in a leading role at the BAFTA Games Awards on April 11, 2024.|Reports an April 11, 2024 award as done.
4|L|patch-notes|Baldur's Gate 3 - Patch 7 release notes|Released 2024-09-05. Adds the official mod manager, new evil endings and split-screen fixes.|Reports a later release dated after the cutoff.
""",
    ),
    Q(
        "l4-mh-wilds-5m",
        "Will Capcom announce that Monster Hunter Wilds has sold at least 5 million units by March 31, 2025?",
        "Resolves YES if Capcom announces, on or before March 31, 2025, worldwide sales (including digital) of at least 5 million units for Monster Hunter Wilds. Resolves NO otherwise.",
        "2025-02-24",
        "2025-03-31",
        1,
        "games",
        """
20|K|game-news|Monster Hunter Wilds second open beta dated|The second open beta runs Feb. 6-9 and Feb. 13-16 on PS5, Xbox Series X/S and PC, with a new hunt added. The full game launches Feb. 28, 2025.|Beta windows and a future launch.
9|K|store-page|Monster Hunter Wilds - Store listing|Release date: 2025-02-28. Pre-order bonus: Guardian Armor Set and a hunter pendant. Platforms: PlayStation 5, Xbox Series X/S, Steam.|A store page with a future release date.
4|L|game-news|Monster Hunter Wilds sells 8 million in three days|Capcom said on March 3, 2025 that Wilds had sold more than 8 million units, the fastest-selling game in its history.|Reports the March 3, 2025 announcement as done.
2|L|pc-gaming|Wilds peaks at 1.38 million players on Steam|The launch weekend brought a Steam peak of about 1.38 million concurrent players on March 1-2, 2025, despite complaints about PC performance.|Reports launch-weekend figures dated after the cutoff.
13|K|sales-forecast|Analysts expect Wilds to outsell World at launch|Monster Hunter: World shipped 5 million copies in its first three days in 2018. Analysts expect Capcom to announce Wilds figures within a week of the Feb. 28 release.|A past fact and a forecast.
1|L|review|Monster Hunter Wilds review|Reviewed on PS5 over launch week after the game's release on 28 February 2025. The seamless maps and Seikret mount make it the smoothest Monster Hunter yet. 9/10.|A review written after the February 28, 2025 release.
""",
    ),
    Q(
        "l4-palworld-5m",
        "Will Pocketpair report at least 5 million copies of Palworld sold by January 31, 2024?",
        "Resolves YES if Pocketpair announces, on or before January 31, 2024, sales of at least 5 million copies of Palworld. Resolves NO otherwise.",
        "2024-01-12",
        "2024-01-31",
        1,
        "games",
        """
22|K|game-news|Palworld early access date confirmed|Pocketpair confirmed that Palworld enters early access on Steam and Xbox Game Preview on January 19, 2024, at $29.99.|A future launch date.
8|K|forum-post|Is 'Pokémon with guns' actually going to sell?|It's near the top of the Steam wishlist charts. My guess: 2 million in the first month, then it fades. Launch is the 19th.|A forecast and a future launch.
3|L|game-news|Palworld sells 5 million in three days|Pocketpair said on January 22, 2024 that Palworld had sold more than 5 million copies on Steam in its first three days.|Reports the January 22, 2024 announcement as done.
1|L|pc-gaming|Palworld passes 2 million concurrent players on Steam|Palworld's Steam peak topped 2.1 million concurrent players on the weekend of January 27-28, 2024, second only to PUBG.|Reports a late-January 2024 peak as done.
12|K|press-release|Pocketpair: early access roadmap|Early access starts January 19, 2024. Planned updates include new islands, raids and PvP, though dates may change.|A roadmap of future plans.
6|L|legal-news|Nintendo sues Palworld developer|Nintendo and The Pokémon Company filed a patent infringement lawsuit against Pocketpair in the Tokyo District Court on September 19, 2024.|Reports a later lawsuit as done.
""",
    ),
    Q(
        "l4-hades2-v1-2025",
        "Will Supergiant Games release version 1.0 of Hades II by September 30, 2025?",
        "Resolves YES if Hades II leaves early access with its 1.0 release on any platform on or before September 30, 2025. Resolves NO otherwise.",
        "2025-09-18",
        "2025-09-30",
        1,
        "games",
        """
28|K|game-news|Hades II 1.0 still due this year, Supergiant says|Hades II, in early access on PC since May 6, 2024, will get its full release later in 2025, alongside versions for Switch and Switch 2.|A past launch and a future plan.
6|K|game-news|Hades II 1.0 dated for September 25|Revealed in today's Nintendo Direct: Hades II leaves early access on September 25, 2025, on PC, Switch and Switch 2, with the final part of the story.|An announcement before the cutoff of a future release date.
2|L|patch-notes|Hades II v1.0 - patch notes|Released 2025-09-25. The story is complete: a new ending, a final boss, new Arcana cards and a full set of Keepsake upgrades.|Patch notes report the September 25, 2025 release.
4|L|review|Hades II review: a worthy successor|Reviewed on Switch 2 after the September 25, 2025 release. The full version finally lands the story it spent a year and a half teasing. 10/10.|A review written after the September 25, 2025 release.
14|K|forum-post|When will Hades II leave early access? (r/HadesTheGame)|Steam page still just says 2025. If they miss September my bet is a shadow-drop at the Game Awards in December.|A forecast with no date on or after the cutoff reported as done.
1|L|awards-news|Hades II nominated for Game of the Year|Hades II was among the six Game of the Year nominees when The Game Awards announced its shortlist on November 17, 2025.|Reports a later announcement as done.
""",
    ),
    Q(
        "l4-starfield-release-2023",
        "Will Bethesda release Starfield by its announced date of September 6, 2023?",
        "Resolves YES if Starfield is available to purchasers of the standard edition on Xbox Series X/S or PC on or before September 6, 2023. Resolves NO otherwise.",
        "2023-08-22",
        "2023-09-06",
        1,
        "games",
        """
25|K|game-news|Starfield has gone gold|Bethesda said this week that Starfield has gone gold. It launches September 6, 2023 on Xbox Series X/S and PC, with early access from September 1 for Premium Edition buyers.|A past milestone and future launch dates.
10|K|store-page|Starfield Premium Edition|Play up to 5 days early: early access begins 2023-09-01. Standard release: 2023-09-06. Includes Shattered Space expansion (when available).|A store page with future dates.
3|L|game-news|Starfield early access is live|Premium Edition players began exploring the Settled Systems on September 1, 2023, and the game passed 230,000 concurrent players on Steam that weekend.|Reports the September 1, 2023 launch as done.
6|L|review-roundup|Starfield reviews: a vast, uneven RPG|Reviews published on August 31, 2023 gave Starfield a Metacritic score in the mid-80s on Xbox Series X, praising its scale and faulting its loading screens.|Reports August 31, 2023 reviews as done.
1|L|news-report|Starfield passes 6 million players|Bethesda said on September 6, 2023, the standard launch day, that more than 6 million people had played Starfield, its biggest launch ever.|Reports a September 6, 2023 announcement as done.
16|K|analysis|Why Starfield matters for Xbox|Microsoft's $7.5 billion purchase of ZeniMax closed in March 2021, and Starfield is the first big new Bethesda game since. It was delayed from November 11, 2022 into this year.|Facts dated before the cutoff only.
""",
    ),
    Q(
        "l4-oppenheimer-opening-80m",
        "Will Oppenheimer gross more than $80 million in North America over its opening weekend of July 21-23, 2023?",
        "Resolves YES if the reported domestic (US and Canada) Friday-Sunday gross for Oppenheimer's opening weekend, July 21-23, 2023, exceeds $80 million. Resolves NO otherwise.",
        "2023-07-10",
        "2023-07-23",
        1,
        "box_office",
        """
18|K|box-office-tracking|First tracking: Barbie ahead of Oppenheimer|Early tracking has Barbie at $70 million-plus and Oppenheimer at $45-50 million for the July 21-23, 2023 weekend, with Oppenheimer's IMAX 70mm shows doing brisk business.|Tracking for a future weekend.
9|K|box-office-preview|Oppenheimer's 70mm shows nearly sold out|IMAX 70mm tickets, on sale since May, are largely gone for the July 21 opening weekend. Universal's three-hour film plays on 19 IMAX 70mm screens worldwide.|A preview of a future opening.
3|L|celebrity-news|Oppenheimer cast leave London premiere as strike begins|Cillian Murphy, Emily Blunt, Matt Damon and Florence Pugh left the Leicester Square premiere on July 13, 2023, once SAG-AFTRA called its strike.|Reports a July 13, 2023 event as done.
1|L|box-office-report|Oppenheimer opens to $82.4 million|Christopher Nolan's film took $82.4 million in North America over July 21-23, 2023, second to Barbie's $162 million.|Reports the July 21-23, 2023 weekend as done.
6|K|explainer|What 'Barbenheimer' means for cinemas|Warner Bros.' Barbie and Universal's Oppenheimer open against each other on July 21, 2023, three years after Nolan left Warner following Tenet. Exhibitors are scheduling double bills.|A future opening and past facts.
2|L|fan-wiki|Oppenheimer (film) - Box office|The film grossed $82.4 million in its opening weekend (July 21-23, 2023) and passed $950 million worldwide; it won best picture on March 10, 2024.|A wiki section reports the July 2023 opening and later events.
""",
    ),
    Q(
        "l4-moana2-thanksgiving-175m",
        "Will Moana 2 gross more than $175 million in North America over its five-day Thanksgiving opening (November 27 - December 1, 2024)?",
        "Resolves YES if the reported domestic Wednesday-Sunday gross for Moana 2, November 27 to December 1, 2024, exceeds $175 million. Resolves NO otherwise.",
        "2024-11-15",
        "2024-12-01",
        1,
        "box_office",
        """
20|K|box-office-tracking|Moana 2 tracking: $135 million-plus over five days|First tracking puts the sequel at $135 million or more over the Thanksgiving frame, with some models well above that.|Tracking for a future opening.
7|K|box-office-preview|Thanksgiving box office calendar|Nov. 22: Wicked and Gladiator II. Wed., Nov. 27, 2024: Moana 2. The five-day Thanksgiving record is Frozen II's $125 million in 2019.|A calendar of future openings and a past record.
2|L|box-office-report|Moana 2 sets Thanksgiving record with $225 million|Disney's sequel took $225 million over Wednesday to Sunday, November 27 - December 1, 2024, far above the previous holiday record.|Reports the Thanksgiving 2024 opening as done.
4|L|box-office-report|Wicked opens to $114 million|Universal's musical took $114 million in North America over November 22-24, 2024, while Gladiator II opened to $55.5 million.|Reports a later weekend as done.
12|K|trade-news|Moana 2 began life as a Disney+ series|Disney announced in February that the planned series had been reworked into a feature, which it set for November 27.|A past announcement and a future release.
1|L|fan-wiki|Moana 2 - Release|Released theatrically in the US on November 27, 2024; it went on to gross more than $1 billion worldwide, crossing the mark in January 2025.|Reports the release and a later milestone as done.
""",
    ),
    Q(
        "l4-fnaf-opening-60m",
        "Will Five Nights at Freddy's gross more than $60 million in North America over its opening weekend of October 27-29, 2023?",
        "Resolves YES if the reported domestic Friday-Sunday gross for Five Nights at Freddy's, October 27-29, 2023, exceeds $60 million. Resolves NO otherwise.",
        "2023-10-16",
        "2023-10-29",
        1,
        "box_office",
        """
20|K|box-office-tracking|Five Nights at Freddy's tracking near $50 million|The Blumhouse adaptation tracks at around $50 million despite streaming on Peacock the same day it opens in theaters, October 27, 2023.|Tracking for a future opening.
1|K|box-office-report|Eras Tour film opens to $96 million|Taylor Swift: The Eras Tour took an estimated $96 million over Oct. 13-15, a record for a concert film. The next big opening is Five Nights at Freddy's on Oct. 27.|A past weekend and a future opening.
7|K|ticketing|Fandango: FNAF presales lead horror this year|Five Nights at Freddy's is Fandango's top presale horror title of 2023 so far, ahead of its Thursday-night previews on Oct. 26.|Presales and future previews.
3|L|box-office-report|Five Nights at Freddy's opens to $80 million|The video game adaptation opened to $80 million over October 27-29, 2023, Blumhouse's best debut, even though it was also streaming on Peacock.|Reports the October 27-29, 2023 weekend as done.
2|L|box-office-report|FNAF Thursday previews hit $10.3 million|Previews on Thursday, October 26, 2023 brought in $10.3 million, the best ever for a Blumhouse title.|Reports October 26, 2023 previews as done.
10|L|box-office-report|Freddy's falls 76% in its second weekend|Five Nights at Freddy's took $19 million over November 3-5, 2023, a steep drop blamed on the Peacock release.|Reports a later weekend as done.
""",
    ),
    Q(
        "l4-flash-opening-100m",
        "Will The Flash gross more than $100 million in North America over its opening weekend of June 16-18, 2023?",
        "Resolves YES if the reported domestic Friday-Sunday gross for The Flash, June 16-18, 2023, exceeds $100 million. Resolves NO otherwise.",
        "2023-06-02",
        "2023-06-18",
        0,
        "box_office",
        """
25|K|box-office-tracking|The Flash tracks at $115-140 million|Warner Bros.' DC film tracks at $115-140 million for its June 16, 2023 opening, buoyed by strong test screenings.|Tracking for a future opening.
6|K|box-office-preview|June box office: Spider-Verse, Flash, Elemental|Across the Spider-Verse opens June 2, 2023, with The Flash and Pixar's Elemental following on June 16.|Future openings, one on the cutoff day.
2|L|box-office-report|Across the Spider-Verse swings to $120.7 million|Sony's animated sequel opened to $120.7 million over June 2-4, 2023, more than triple its predecessor's debut.|Reports a weekend starting on the cutoff day as done.
4|L|box-office-report|The Flash stumbles with $55 million|The Flash opened to $55 million over June 16-18, 2023, far below early tracking, while Elemental took $29.6 million.|Reports the June 16-18, 2023 weekend as done.
12|K|trade-news|Cruise calls The Flash a great superhero movie|Tom Cruise praised the film after a private screening in April, and CinemaCon audiences cheered its footage on April 25.|Facts dated before the cutoff only.
1|L|fan-forum|r/boxoffice: The Flash second weekend thread|The Flash fell 72% over June 23-25, 2023, one of the worst second-weekend drops for a superhero film.|Reports a later weekend as done.
""",
    ),
    Q(
        "l4-snow-white-opening-60m",
        "Will Disney's live-action Snow White gross more than $60 million in North America over its opening weekend of March 21-23, 2025?",
        "Resolves YES if the reported domestic Friday-Sunday gross for Snow White, March 21-23, 2025, exceeds $60 million. Resolves NO otherwise.",
        "2025-03-07",
        "2025-03-23",
        0,
        "box_office",
        """
20|K|box-office-tracking|Snow White tracking at $45-55 million|Disney's remake tracks at $45-55 million for its March 21 opening, short of the studio's bigger live-action hits.|Tracking for a future opening.
8|K|celebrity-news|Snow White plans a scaled-back premiere|Disney will hold a smaller red carpet at the El Capitan on March 15, 2025, with limited press interviews.|A future premiere.
3|L|box-office-report|Snow White opens to $43 million|Disney's remake took $43 million over March 21-23, 2025, one of the studio's softest starts for a live-action fairy tale.|Reports the March 21-23, 2025 weekend as done.
1|L|celebrity-news|Zegler and Gadot walk the El Capitan carpet|Rachel Zegler and Gal Gadot posed together at the scaled-back premiere on March 15, 2025, where press access was kept to a minimum.|Reports a March 15, 2025 premiere as done.
11|K|explainer|Snow White's long road to cinemas|Originally set for March 22, 2024, the film was pushed back a year during the 2023 strikes.|Facts dated before the cutoff only.
5|L|box-office-report|Snow White drops 66% in its second weekend|The film fell to $14.2 million over March 28-30, 2025.|Reports a later weekend as done.
""",
    ),
    Q(
        "l4-capamerica-bnw-100m",
        "Will Captain America: Brave New World gross more than $100 million in North America over its three-day opening weekend of February 14-16, 2025?",
        "Resolves YES if the reported domestic Friday-Sunday gross for February 14-16, 2025 exceeds $100 million. The Presidents Day Monday, February 17, does not count. Resolves NO otherwise.",
        "2025-01-31",
        "2025-02-16",
        0,
        "box_office",
        """
19|K|box-office-tracking|Brave New World tracking: about $90 million over four days|The Marvel film tracks at about $90 million for the Presidents Day frame starting Feb. 14.|Tracking for a future opening.
6|K|box-office-preview|Presidents Day weekend preview|Captain America: Brave New World opens on Friday, Feb. 14, 2025, Valentine's Day, and Monday, Feb. 17, is Presidents Day.|Future dates only.
3|L|box-office-report|Captain America takes $88.5 million|The film opened to $88.5 million over February 14-16, 2025, and to $100 million including Presidents Day.|Reports the February 14-16, 2025 weekend as done.
1|L|box-office-report|Captain America plunges 68% in second weekend|The Marvel film fell to $28.2 million over February 21-23, 2025.|Reports a later weekend as done.
13|K|trade-news|Reshoots and a new title for Brave New World|The film, first titled Captain America: New World Order, was retitled and reshot last year; Anthony Mackie leads as Sam Wilson.|Facts dated before the cutoff only.
9|L|fan-wiki|Captain America: Brave New World - Sequel and follow-ups|The film was followed in the Marvel Cinematic Universe by Thunderbolts*, released on May 2, 2025.|Reports a later release as done.
""",
    ),
    Q(
        "l4-sinners-opening-45m",
        "Will Sinners gross more than $45 million in North America over its opening weekend of April 18-20, 2025?",
        "Resolves YES if the reported domestic Friday-Sunday gross for Sinners, April 18-20, 2025, exceeds $45 million. Resolves NO otherwise.",
        "2025-04-07",
        "2025-04-20",
        1,
        "box_office",
        """
15|K|box-office-tracking|Sinners tracks at $40 million|Ryan Coogler's vampire film tracks at about $40 million for its April 18, 2025 opening over Easter weekend.|Tracking for a future opening.
1|K|box-office-report|A Minecraft Movie opens to $157 million|A Minecraft Movie took an estimated $157 million over April 4-6, the year's biggest debut so far. Coogler's Sinners arrives April 18.|A past weekend and a future opening.
4|L|box-office-report|Sinners opens to $48 million|Coogler's film took $48 million over April 18-20, 2025, the best opening for an original live-action film since the pandemic.|Reports the April 18-20, 2025 weekend as done.
2|L|box-office-report|Sinners dips just 6% in weekend two|Sinners took $45.9 million over April 25-27, 2025, one of the smallest second-weekend drops on record for a wide release.|Reports a later weekend as done.
9|K|explainer|Coogler's unusual Sinners deal|Coogler reportedly keeps the rights after 25 years under his deal with Warner Bros. The film, shot partly on IMAX film, opens April 18.|A reported deal and a future opening.
6|L|awards-news|Sinners sets Oscar nominations record|Sinners received 16 Academy Award nominations on January 22, 2026, the most for any film.|Reports a later event as done.
""",
    ),
    Q(
        "l4-squid-game-s2-50m",
        "Will Squid Game season 2 record more than 50 million views in its first week on Netflix's global Top 10 (December 23-29, 2024)?",
        "Resolves YES if Netflix's Top 10 for the week of December 23-29, 2024, published by December 31, 2024, gives Squid Game season 2 more than 50 million views. Resolves NO otherwise.",
        "2024-12-16",
        "2024-12-31",
        1,
        "streaming",
        """
20|K|streaming-preview|Squid Game season 2 arrives December 26|Netflix's biggest series returns on Thursday, Dec. 26, 2024, with all seven episodes dropping at once.|A future release date.
8|K|explainer|How Netflix counts views|Netflix divides hours viewed by runtime. The first Top 10 to include Squid Game 2 covers Dec. 23-29 and comes out on Tuesday, Dec. 31, 2024.|Explains a future chart and its date.
3|L|streaming-chart|Squid Game 2 sets Netflix record with 68 million views|Season 2 drew 68 million views in its first three days, a record for a debut week, Netflix said on December 31, 2024.|Reports the December 31, 2024 Top 10 as done.
5|L|fan-wiki|Squid Game season 2|Released on December 26, 2024 with seven episodes; the third and final season followed on June 27, 2025.|Reports releases dated after the cutoff as done.
13|K|news-report|Netflix says season 3 will be the last|Netflix renewed the show in June 2022 and said this year that season 3, due in 2025, will end the story.|Facts dated before the cutoff and a future year.
1|L|streaming-chart|Squid Game 2 stays No. 1 for a third week|In the Top 10 for January 6-12, 2025, Squid Game 2 again led Netflix's non-English TV list.|Reports a later chart as done.
""",
    ),
    Q(
        "l4-nba-fiction-2024-james",
        "Will Percival Everett's James win the 2024 National Book Award for Fiction?",
        "Resolves YES if James is announced as the winner of the National Book Award for Fiction at the ceremony on November 20, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-20",
        1,
        "books",
        """
28|K|books-news|National Book Award fiction finalists|The five fiction finalists, announced on Oct. 1: Percival Everett's James, Hisham Matar's My Friends, Kaveh Akbar's Martyr!, 'Pemi Aguda's Ghostroots and Rita Bullwinkel's Headshot. Winners are named in New York on November 20, 2024.|Finalists and a future ceremony.
7|K|books-preview|Booker Prize: Everett among six|James is also shortlisted for the Booker Prize, whose winner is announced in London on 12 November 2024.|A future ceremony.
3|L|books-news|Orbital wins the Booker over James|Samantha Harvey's Orbital won the Booker Prize in London on 12 November 2024, leaving Everett to try again at the National Book Awards eight days later.|Reports a later event as done.
2|L|books-news|James wins the National Book Award for fiction|Percival Everett won the National Book Award for fiction on November 20, 2024, for his retelling of Huckleberry Finn from Jim's point of view.|Reports the November 20, 2024 award as done.
14|K|review|James, reviewed|Everett's novel, published in March, hands the story of Huckleberry Finn to Jim, and it is funny, furious and tender by turns.|Facts dated before the cutoff only.
1|L|books-news|James wins the Pulitzer Prize for fiction|Everett's novel won the Pulitzer Prize for fiction on May 5, 2025.|Reports a later award as done.
""",
    ),
    Q(
        "l4-pulitzer-fiction-2024-night-watch",
        "Will Jayne Anne Phillips's Night Watch win the 2024 Pulitzer Prize for Fiction?",
        "Resolves YES if the Pulitzer board names Night Watch the fiction winner when the 2024 prizes are announced on May 6, 2024. Resolves NO otherwise.",
        "2024-04-22",
        "2024-05-06",
        1,
        "books",
        """
20|K|books-preview|Pulitzer fiction: who's in the running?|Our shortlist of likely contenders: Jayne Anne Phillips's Night Watch, Justin Torres's Blackouts, last year's National Book Award winner, and Ayana Mathis's The Unsettled.|A prediction with no date on or after the cutoff.
9|K|books-news|Pulitzers to be announced May 6|The board will announce the 108th Pulitzer Prizes on Monday, May 6, 2024, at 3 p.m. ET, on a livestream from Columbia University.|A future announcement.
3|L|books-news|Night Watch wins Pulitzer for fiction|Jayne Anne Phillips won the Pulitzer Prize for fiction on May 6, 2024 for Night Watch, set in a West Virginia asylum after the Civil War.|Reports the May 6, 2024 award as done.
2|L|encyclopedic|2024 Pulitzer Prize|The 2024 Pulitzer Prizes were announced on May 6, 2024. Fiction: Night Watch by Jayne Anne Phillips; finalists The Unsettled by Ayana Mathis and Wednesday's Child by Yiyun Li.|Reports the May 6, 2024 prizes as done.
14|K|review|Night Watch, reviewed|Phillips's first novel in a decade follows a mother and daughter who arrive at the Trans-Allegheny Lunatic Asylum in 1874.|Facts dated before the cutoff only.
6|L|fan-forum|Book club thread: Night Watch|Edit May 7, 2024: it won the Pulitzer yesterday! Glad we picked it back in March.|An edit reports the Pulitzer win with a post-cutoff date.
""",
    ),
    Q(
        "l4-womens-prize-2025-safekeep",
        "Will Yael van der Wouden's The Safekeep win the 2025 Women's Prize for Fiction?",
        "Resolves YES if The Safekeep is announced as the winner of the 2025 Women's Prize for Fiction on June 12, 2025. Resolves NO otherwise.",
        "2025-05-28",
        "2025-06-12",
        1,
        "books",
        """
27|K|books-shortlist|Women's Prize 2025: the shortlist|The six novels, announced on 2 April: All Fours, Fundamentally, Good Dirt, The Persians, The Safekeep and Tell Me Everything. The winner is announced on 12 June 2025.|A shortlist and a future announcement.
10|K|betting-odds|Women's Prize odds|All Fours is the 2/1 favourite, The Safekeep 3/1. Bets settle on the winner named on 12 June 2025.|Odds and a settlement date.
4|L|books-news|The Safekeep wins the Women's Prize|Dutch author Yael van der Wouden won the Women's Prize for Fiction on 12 June 2025 for her debut, and Rachel Clarke took the non-fiction prize for The Story of a Heart.|Reports the 12 June 2025 awards as done.
2|L|fan-forum|Book club: Women's Prize 2025 (updated)|Updated 13 June 2025: The Safekeep won! Told you all. Original post: which shortlisted book should we read next?|An update reports the result with a post-cutoff date.
15|K|review|The Safekeep: a Dutch country house in 1961|Van der Wouden's debut, shortlisted for the Booker last year, turns a houseguest's arrival into a slow-burning love story and a reckoning with the war.|Facts dated before the cutoff only.
1|L|encyclopedic|Women's Prize for Fiction - Winners|2024: Brotherless Night by V. V. Ganeshananthan. 2025: The Safekeep by Yael van der Wouden (announced 12 June 2025).|A list reports the 12 June 2025 winner.
""",
    ),
    Q(
        "l4-tony-2024-hells-kitchen",
        "Will Hell's Kitchen win Best Musical at the 77th Tony Awards on June 16, 2024?",
        "Resolves YES if Hell's Kitchen is named Best Musical at the Tony Awards ceremony on June 16, 2024. Resolves NO otherwise.",
        "2024-06-03",
        "2024-06-16",
        0,
        "awards",
        """
30|K|theatre-news|Tony nominations: Hell's Kitchen and Stereophonic lead|Hell's Kitchen and Stereophonic lead with 13 nominations each. Best musical: Hell's Kitchen, Illinoise, The Outsiders, Suffs and Water for Elephants.|Nominations dated before the cutoff only.
12|K|awards-predictions|Best musical: a toss-up between The Outsiders and Hell's Kitchen|Our voter survey splits almost evenly, with Suffs a distant third. The winners are announced on June 16, 2024.|A prediction of a future award.
3|L|awards-report|The Outsiders wins best musical|The Outsiders won best musical at the David H. Koch Theater on June 16, 2024, and Hell's Kitchen's Maleah Joi Moon won best actress in a musical.|Reports the June 16, 2024 ceremony as done.
1|L|theatre-news|Stereophonic leads the night with five Tonys|Stereophonic won best play on Sunday, June 16, 2024, and finished with five awards, the most of any show.|Reports the June 16, 2024 ceremony as done.
7|K|tv-listings|How to watch the Tonys|Ariana DeBose hosts for a third straight year. Live on CBS and Paramount+, Sunday, June 16, 8 p.m. ET.|A listing of a future broadcast.
5|L|theatre-news|Alicia Keys joins Hell's Kitchen cast on Tonys stage|Alicia Keys performed with the cast of Hell's Kitchen at the ceremony on June 16, 2024.|Reports a June 16, 2024 performance as done.
""",
    ),
    Q(
        "l4-rrhof-2024-cher",
        "Will Cher be announced as a 2024 Rock & Roll Hall of Fame inductee in the performer category by April 30, 2024?",
        "Resolves YES if the Rock & Roll Hall of Fame announces, on or before April 30, 2024, that Cher is among its 2024 performer inductees. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-30",
        1,
        "awards",
        """
25|K|music-news|Rock Hall 2024 nominees: Cher, Mariah Carey, Ozzy, Oasis|The 15 nominees include Cher, Mariah Carey, Ozzy Osbourne, Oasis, Sinéad O'Connor, Foreigner, Sade and Dave Matthews Band. The class is expected to be named in late April.|Nominees and a future announcement.
9|K|fan-vote|Rock Hall fan ballot: current standings|Dave Matthews Band leads the fan vote, with Cher and Ozzy close behind. The top five in the fan vote count as one ballot among the more than 1,000 cast by voters.|Standings before the cutoff only.
3|L|music-news|Cher, Ozzy and Mary J. Blige lead Rock Hall class|The class of 2024, revealed on American Idol on April 21, 2024: Cher, Dave Matthews Band, Foreigner, Peter Frampton, Kool & the Gang, Mary J. Blige, Ozzy Osbourne and A Tribe Called Quest.|Reports the April 21, 2024 announcement as done.
2|L|celebrity-news|Dua Lipa inducts Cher|Dua Lipa inducted Cher at the ceremony in Cleveland on October 19, 2024, and the two sang 'Believe' together.|Reports a later ceremony as done.
14|K|interview|Cher on the Rock Hall: not holding her breath|Cher said last year she had stopped expecting the call, and would be 'surprised' to be in this time.|Past statements only.
6|K|tv-listings|American Idol to reveal Rock Hall class|The 2024 inductees will be revealed during the April 21, 2024 episode of American Idol on ABC.|A future announcement.
""",
    ),
]
