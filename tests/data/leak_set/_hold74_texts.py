# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold74` part, read by `build_hold74.py`.

Encyclopedia-style summaries and reference pages written from resolved questions: wiki leads,
infoboxes rendered as text, timelines, lists of winners and of office-holders, records tables,
revision notes. Each question's documents are one line each in a string, fields separated by
`|`: days before the cutoff it is published, label (L=leak / K=keep), style, title, text, why.
Written blind as a held-out part; the events are real ones of 2023-2025, the wording is invented
and the figures are from memory, not checked data. See `build_hold74.py` and the part's section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "s6-canterbury-2025-announced",
        "Will the nominee for the next Archbishop of Canterbury be announced by October 31, 2025?",
        "Resolves YES if Downing Street or Lambeth Palace announces the person nominated to succeed Justin Welby as Archbishop of Canterbury on or before October 31, 2025. Resolves NO otherwise.",
        "2025-09-26",
        "2025-10-31",
        1,
        "religion",
        """
12|K|wiki-lead|Archbishop of Canterbury|The Archbishop of Canterbury is the senior bishop of the Church of England and the symbolic head of the worldwide Anglican Communion. The see has been vacant since Justin Welby's resignation took effect on 6 January 2025, and the Archbishop of York, Stephen Cottrell, has carried out many of the national duties in the interim. A successor is being chosen by the Crown Nominations Commission, which meets in private.|Earlier facts and an unnamed, undated choice still to come.
5|L|infobox|Archbishop of Canterbury (infobox)|Incumbent: Sarah Mullally, nominated 3 October 2025, enthroned 25 March 2026. Style: The Most Reverend and Right Honourable. Residence: Lambeth Palace, London; Old Palace, Canterbury. First holder: Augustine of Canterbury. Established: 597.|Reports the October 3, 2025 nomination and a March 2026 enthronement as done.
9|K|list-of-office-holders|List of archbishops of Canterbury (since 1961)|Michael Ramsey 1961–1974; Donald Coggan 1974–1980; Robert Runcie 1980–1991; George Carey 1991–2002; Rowan Williams 2002–2012; Justin Welby 2013–2025 (resigned with effect from 6 January 2025); vacant. The Commission's choice goes to the Prime Minister and then to the King before any name is made public.|Only earlier dates; the successor is not named.
3|K|timeline|Timeline of the vacancy of the see of Canterbury, 2024–2025|12 November 2024: Welby announces his resignation after the Makin review. 6 January 2025: resignation takes effect. 2025: Crown Nominations Commission meetings held in private. Expected: the nominee's name, reported to be likely by the end of October 2025; election by the college of canons, legal confirmation and an enthronement at Canterbury Cathedral to follow in 2026.|An expected announcement and later steps, not reported as done.
2|L|wiki-lead|Sarah Mullally|Dame Sarah Elisabeth Mullally (born 1962) is an English Anglican bishop and former nurse who was announced as the 106th Archbishop of Canterbury on October 3, 2025, the first woman chosen for the office. She had been Bishop of London since 2018 and, before ordination, Chief Nursing Officer for England.|Reports the October 3, 2025 announcement as done.
7|K|record-list|Firsts for women in the Church of England|1994: first women ordained priests. 2015: Libby Lane consecrated as the first woman bishop. 2018: Sarah Mullally becomes the first woman Bishop of London. As of September 2025 no woman had been Archbishop of Canterbury or of York; the Canterbury nomination was expected in autumn 2025.|Earlier firsts and an expected nomination.
""",
    ),
    Q(
        "s6-stirling-2024-elizabeth-line",
        "Will the Elizabeth line win the 2024 RIBA Stirling Prize?",
        "Resolves YES if RIBA announces the Elizabeth line as winner of the 2024 Stirling Prize at its ceremony on October 16, 2024. Resolves NO if another shortlisted project wins.",
        "2024-09-26",
        "2024-10-16",
        1,
        "awards",
        """
20|K|list-of-winners|RIBA Stirling Prize: winners, 2016–2023|2016 Newport Street Gallery, Caruso St John. 2017 Hastings Pier, dRMM. 2018 Bloomberg European headquarters, Foster + Partners. 2019 Goldsmith Street, Mikhail Riches with Cathy Hawley. 2020 not awarded. 2021 Kingston University Town House, Grafton Architects. 2022 Magdalene College Library, Niall McLaughlin Architects. 2023 John Morden Centre, Mae Architects. 2024: winner to be named on 16 October 2024.|Earlier winners and a scheduled announcement.
4|L|infobox|RIBA Stirling Prize 2024|Awarded for: the best new building in the United Kingdom. Date: 16 October 2024. Winner: Elizabeth line (Grimshaw, Hawkins Brown, AHR, Weston Williamson + Partners and others). Previous winner: John Morden Centre (2023).|Reports the October 16, 2024 award as made.
8|K|wiki-section|Elizabeth line: Awards and recognition|The central section, which opened on 24 May 2022, has collected a string of engineering and design awards. In September 2024 the line's stations were shortlisted for the RIBA Stirling Prize, whose winner is due to be revealed on October 16, 2024.|A shortlisting before the cutoff and a scheduled decision.
2|L|wiki-lead|Elizabeth line|The Elizabeth line is a railway in London and the South East of England, running from Reading and Heathrow to Shenfield and Abbey Wood through new tunnels beneath central London. Its stations and tunnels were awarded the 2024 RIBA Stirling Prize on 16 October 2024.|Reports the October 16, 2024 prize as awarded.
14|K|wiki-section|RIBA Stirling Prize 2024: Shortlist|Six buildings are on the 2024 shortlist, among them the Elizabeth line, the only infrastructure project. Judges visit each before the winner is announced at a ceremony in London on 16 October 2024.|A shortlist and a scheduled ceremony.
1|L|revision-note|Revision history: RIBA Stirling Prize|Infobox updated: winner announced 16 Oct 2024 (Elizabeth line); shortlist table moved to a new section; 2025 edition stub created.|The edit summary reports the October 16, 2024 result.
""",
    ),
    Q(
        "s6-iditarod-2024-seavey",
        "Will Dallas Seavey win the 2024 Iditarod Trail Sled Dog Race?",
        "Resolves YES if Dallas Seavey is the first musher to reach Nome in the 2024 Iditarod, which restarts from Willow on March 3, 2024, and is recognised as the winner. Resolves NO otherwise.",
        "2024-02-24",
        "2024-03-16",
        1,
        "sports",
        """
10|K|list-of-winners|Iditarod champions since 2015|2015 Dallas Seavey. 2016 Dallas Seavey. 2017 Mitch Seavey. 2018 Joar Leifseth Ulsom. 2019 Pete Kaiser. 2020 Thomas Wærner. 2021 Dallas Seavey. 2022 Brent Sass. 2023 Ryan Redington. The 52nd race starts on March 2, 2024.|Earlier winners and a scheduled start.
3|L|records|Iditarod records|Most wins: Dallas Seavey, 6 (2012, 2014, 2015, 2016, 2021, 2024), passing Rick Swenson's five when he reached Nome on March 12, 2024. Fastest winning time: Mitch Seavey, 8 days 3 hours 40 minutes (2017). Youngest winner: Dallas Seavey, 25, in 2012.|Reports the March 12, 2024 win as done.
6|K|wiki-lead|Dallas Seavey|Dallas Seavey (born 1987) is an American musher from Talkeetna, Alaska, and a five-time Iditarod champion, tied with Rick Swenson for the most wins. He is entered in the 2024 race, which restarts from Willow on March 3, 2024.|A past record and an entry in a race still to run.
1|L|wiki-section|2024 Iditarod: Race summary|Seavey arrived in Nome on 12 March 2024 to take a record sixth title, despite a two-hour penalty imposed by race officials because he had not properly gutted a moose he shot in self-defence on the trail near Skwentna.|Reports the March 12, 2024 finish as done.
13|K|infobox|2024 Iditarod Trail Sled Dog Race|Ceremonial start: 2 March 2024, Anchorage. Restart: 3 March 2024, Willow. Finish: Nome. Route: northern. Defending champion: Ryan Redington. Field: fewer than 40 teams, among the smallest in the race's history.|Scheduled dates and an entry list.
4|K|timeline|Iditarod: timeline of notable races|1973: first race, won by Dick Wilmarth. 1985: Libby Riddles becomes the first woman to win. 1986–1990: Susan Butcher wins four times in five years. 2017: Mitch Seavey sets the course record. 2023: Ryan Redington wins on March 14, 2023.|Only dates before the cutoff.
""",
    ),
    Q(
        "s6-vendee-2025-under-64-days",
        "Will the winner of the 2024-25 Vendée Globe finish in under 64 days?",
        "Resolves YES if the first skipper to finish the 2024-25 Vendée Globe, which started from Les Sables-d'Olonne on November 10, 2024, completes the course in an elapsed time under 64 days 0 hours. Resolves NO if the winning time is 64 days or longer. Resolution on January 20, 2025.",
        "2024-12-28",
        "2025-01-20",
        0,
        "sports",
        """
12|K|records|Vendée Globe: race records|Race record: 74 days 3 hours 35 minutes, Armel Le Cléac'h (Banque Populaire VIII), 2016–17. Most wins: Michel Desjoyeaux, 2 (2000–01, 2008–09). The 2024–25 leaders passed the Cape of Good Hope well ahead of record pace in late November 2024.|Only earlier records and positions.
3|L|infobox|2024–25 Vendée Globe|Start: 10 November 2024, Les Sables-d'Olonne. Winner: Charlie Dalin (Macif Santé Prévoyance). Finish: 14 January 2025. Elapsed time: 64 d 19 h 22 min (race record). Second: Yoann Richomme (Paprec Arkéa).|Reports the January 14, 2025 finish and winning time.
7|K|wiki-section|2024–25 Vendée Globe: Southern Ocean|Dalin and Richomme rounded Cape Leeuwin within hours of each other in early December 2024, trading the lead through the Pacific. Routing projections published by the organisers put the first finish in mid-January 2025, perhaps between 12 and 16 January.|Projections of a finish still to come.
1|L|list-of-winners|Vendée Globe winners|1989–90 Titouan Lamazou, 109 d 8 h. 1992–93 Alain Gautier. 1996–97 Christophe Auguin. 2000–01 Michel Desjoyeaux. 2004–05 Vincent Riou. 2008–09 Michel Desjoyeaux. 2012–13 François Gabart, 78 d 2 h. 2016–17 Armel Le Cléac'h, 74 d 3 h. 2020–21 Yannick Bestaven. 2024–25 Charlie Dalin, 64 d 19 h (finished 2025-01-14).|The list reports the 2025-01-14 finish.
5|K|wiki-lead|Charlie Dalin|Charlie Dalin (born 1984) is a French offshore sailor. He was first across the line in the 2020–21 Vendée Globe but was placed second after time compensation was applied to a rival who had joined a rescue. As of late December 2024 he was leading the 2024–25 race.|Earlier results and a current position.
9|K|timeline|Vendée Globe 2024–25: timeline|10 Nov 2024: start from Les Sables-d'Olonne, 40 boats. Late Nov 2024: leaders at the Cape of Good Hope. Dec 2024: Indian and Pacific Oceans. Scheduled: Cape Horn around the turn of the year, and the first arrival at Les Sables-d'Olonne expected in January 2025.|A schedule and expectation, not results.
""",
    ),
    Q(
        "s6-yokozuna-promotion-2025-02",
        "Will the Japan Sumo Association promote a wrestler to yokozuna by February 15, 2025?",
        "Resolves YES if the Japan Sumo Association formally promotes any rikishi to the rank of yokozuna between January 1 and February 15, 2025. Resolves NO otherwise.",
        "2025-01-10",
        "2025-02-15",
        1,
        "sports",
        """
15|K|list-of-office-holders|List of yokozuna (since 2000)|68 Asashōryū, promoted 2003. 69 Hakuhō, 2007. 70 Harumafuji, 2012. 71 Kakuryū, 2014. 72 Kisenosato, 2017. 73 Terunofuji, 2021. Terunofuji is the only active yokozuna, and injuries have kept him out of much of 2024.|Only earlier promotions.
4|L|infobox|Hōshōryū Tomokatsu|Rank: Yokozuna (74th). Promoted: 29 January 2025. Top-division championships: 2 (July 2023, January 2025). Stable: Tatsunami. Born: 1999, Ulaanbaatar, Mongolia. Relatives: Asashōryū (uncle).|Reports the January 29, 2025 promotion as done.
2|K|wiki-section|Yokozuna: Promotion criteria|The Yokozuna Deliberation Council usually recommends an ōzeki who wins two consecutive tournaments or produces an equivalent record. Hōshōryū, runner-up at 13–2 in November 2024, would come under consideration if he wins the January 2025 tournament (12–26 January 2025); the board would then meet on the Wednesday after the final day.|Criteria and a conditional on a tournament still to be held.
8|K|timeline|2025 in sumo: tournament calendar|Hatsu basho: 12–26 January 2025, Ryōgoku Kokugikan, Tokyo. Haru basho: 9–23 March 2025, Osaka. Natsu basho: 11–25 May 2025, Tokyo. Banzuke for each is published about two weeks before day one.|A calendar of tournaments.
1|L|wiki-section|January 2025 tournament: Results|Hōshōryū took the championship on 26 January 2025 with a 12–3 record after a playoff and was promoted three days later. Terunofuji had announced his retirement on 17 January 2025, partway through the tournament.|Reports the January 2025 championship, promotion and a retirement as done.
6|K|wiki-lead|Terunofuji Haruo|Terunofuji Haruo (born 1991) is a Mongolian-born sumo wrestler and the 73rd yokozuna, promoted in July 2021 after returning from the lower divisions. He missed most of the 2024 tournaments with knee and back injuries, and he is widely expected to retire in 2025.|Past facts and an expectation.
""",
    ),
    Q(
        "s6-mostyn-gg-2024-sworn",
        "Will Sam Mostyn be sworn in as Governor-General of Australia by July 5, 2024?",
        "Resolves YES if Sam Mostyn takes the oath of office as Governor-General of the Commonwealth of Australia on or before July 5, 2024. Resolves NO otherwise.",
        "2024-06-14",
        "2024-07-05",
        1,
        "government",
        """
11|K|wiki-lead|Sam Mostyn|Samantha Mostyn is an Australian businesswoman and advocate for gender equality who has chaired the Women's Economic Equality Taskforce. On 3 April 2024 Prime Minister Anthony Albanese announced that she would be the next Governor-General, succeeding David Hurley on 1 July 2024.|A past announcement about a future date.
3|L|infobox|Governor-General of Australia|Incumbent: Sam Mostyn, since 1 July 2024. Appointer: the Monarch of Australia on the advice of the Prime Minister. Term length: at His Majesty's pleasure, usually about five years. Inaugural holder: the Earl of Hopetoun (1901). Residence: Government House, Canberra.|Reports that Mostyn has held the office since July 1, 2024.
7|K|list-of-office-holders|List of governors-general of Australia (since 2008)|25 Quentin Bryce, 2008–2014. 26 Sir Peter Cosgrove, 2014–2019. 27 David Hurley, 1 July 2019 – present. 28 Sam Mostyn, designate; swearing-in scheduled for 1 July 2024.|A designate and a scheduled swearing-in.
1|L|wiki-section|Sam Mostyn: Governor-General|Mostyn was sworn in as the 28th Governor-General in the Senate chamber at Parliament House on July 1, 2024, the second woman to hold the office after Quentin Bryce.|Reports the July 1, 2024 swearing-in as done.
5|K|timeline|Australian vice-regal appointments, 2024|3 April: Mostyn's appointment announced. 1 July: Hurley's term ends; Mostyn to take the oath in the Senate chamber the same morning.|Announced plans for dates after the cutoff.
20|K|wiki-lead|David Hurley|General David Hurley is a retired Australian Army officer who has been the 27th Governor-General since 1 July 2019. He was previously Governor of New South Wales (2014–2019) and Chief of the Defence Force (2011–2014).|Only earlier dates.
""",
    ),
    Q(
        "s6-unga80-baerbock-elected",
        "Will Annalena Baerbock be elected President of the 80th session of the UN General Assembly by June 30, 2025?",
        "Resolves YES if the UN General Assembly elects Annalena Baerbock as President of its 80th session in a vote held on or before June 30, 2025. Resolves NO otherwise.",
        "2025-05-24",
        "2025-06-30",
        1,
        "geopolitics",
        """
9|K|wiki-lead|President of the United Nations General Assembly|The President of the General Assembly is elected each year for a one-year term, the post rotating among five regional groups. The 79th session is presided over by Philemon Yang of Cameroon. The election for the 80th session, whose presidency falls to the Western European and Others Group, is scheduled for 2 June 2025.|A scheduled election.
2|L|list-of-office-holders|Presidents of the UN General Assembly (since 2022)|77th session: Csaba Kőrösi, Hungary, 2022–23. 78th: Dennis Francis, Trinidad and Tobago, 2023–24. 79th: Philemon Yang, Cameroon, 2024–25. 80th: Annalena Baerbock, Germany, elected 2 June 2025, took office 9 September 2025.|Reports the June 2, 2025 election and a September 2025 start as done.
6|K|wiki-section|Annalena Baerbock: Later career|After leaving the Foreign Office on 6 May 2025, Baerbock became Germany's candidate for President of the General Assembly, a nomination announced in March 2025 in place of the career diplomat Helga Schmid. The vote in New York is due in early June 2025.|A nomination before the cutoff and a vote to come.
1|L|wiki-section|Election of the President of the 80th session|In a secret ballot held on 2 June 2025 at Russia's request, Baerbock received 167 votes; 7 were cast for Helga Schmid, who had not been nominated, and 14 members abstained.|Reports the June 2, 2025 vote as done.
14|K|infobox|Annalena Baerbock|Minister of Foreign Affairs: 8 December 2021 – 6 May 2025. Preceded by Heiko Maas. Succeeded by Johann Wadephul. Co-leader of Alliance 90/The Greens: 2018–2022. Born: 15 December 1980, Hanover.|Only dates before the cutoff.
4|K|timeline|80th session of the UN General Assembly: key dates|2 June 2025: election of the President (scheduled). 9 September 2025: opening of the session. 23 September 2025: general debate begins.|A calendar of scheduled events.
""",
    ),
    Q(
        "s6-laureus-2025-duplantis",
        "Will Armand Duplantis win Laureus World Sportsman of the Year at the 2025 Laureus World Sports Awards?",
        "Resolves YES if Armand 'Mondo' Duplantis is named Laureus World Sportsman of the Year at the ceremony in Madrid on April 21, 2025. Resolves NO otherwise.",
        "2025-04-05",
        "2025-04-21",
        1,
        "awards",
        """
13|K|list-of-winners|Laureus World Sportsman of the Year: winners, 2020–2024|2020 Lewis Hamilton and Lionel Messi (shared). 2021 Rafael Nadal. 2022 Max Verstappen. 2023 Lionel Messi. 2024 Novak Djokovic. The 2025 winner will be revealed at the ceremony in Madrid on April 21, 2025.|Earlier winners and a scheduled ceremony.
3|L|infobox|2025 Laureus World Sports Awards|Date: 21 April 2025. Location: Madrid. Sportsman of the Year: Armand Duplantis. Sportswoman of the Year: Simone Biles. Previous: 2024 (Madrid).|Reports the April 21, 2025 awards.
7|K|wiki-section|Armand Duplantis: Honours|Duplantis raised the pole vault world record to 6.27 m at Clermont-Ferrand on 28 February 2025, his eleventh improvement of the mark. He is one of six nominees for the 2025 Laureus Sportsman award, to be presented on 21 April 2025.|A record before the cutoff and a pending award.
1|L|wiki-lead|Armand Duplantis|Armand Gustav "Mondo" Duplantis (born 1999) is a Swedish-American pole vaulter, a two-time Olympic champion and the world record holder. He was named Laureus World Sportsman of the Year on 21 April 2025.|Reports the April 21, 2025 award as done.
5|K|timeline|Laureus World Sports Awards 2025: timeline|March 2025: nominees announced, chosen by a panel of sports journalists. 21 April 2025: ceremony, with winners decided by the Laureus World Sports Academy.|A schedule of the ceremony.
2|L|records|Laureus World Sports Awards: records|Most Sportsman awards: Roger Federer and Novak Djokovic, 5 each. Most Sportswoman awards: Serena Williams, 4. First pole vaulter to win Sportsman of the Year: Armand Duplantis, on April 21, 2025.|Reports the April 21, 2025 award as a record entry.
""",
    ),
    Q(
        "s6-spoty-2024-littler",
        "Will Luke Littler win BBC Sports Personality of the Year 2024?",
        "Resolves YES if Luke Littler is announced as the winner of BBC Sports Personality of the Year at the ceremony on December 17, 2024. Resolves NO otherwise.",
        "2024-12-02",
        "2024-12-17",
        0,
        "awards",
        """
12|K|list-of-winners|BBC Sports Personality of the Year: winners since 2019|2019 Ben Stokes (cricket). 2020 Lewis Hamilton (motor racing). 2021 Emma Raducanu (tennis). 2022 Beth Mead (football). 2023 Mary Earps (football). 2024: ceremony on 17 December 2024 in Salford.|Earlier winners and a scheduled ceremony.
3|L|infobox|BBC Sports Personality of the Year 2024|Date: 17 December 2024. Location: MediaCityUK, Salford. Winner: Keely Hodgkinson (athletics). Broadcast: BBC One. Previous: 2023 (Mary Earps).|Reports the December 17, 2024 result.
6|K|wiki-section|Luke Littler: 2024 season|Littler reached the final of the World Championship aged 16, losing to Luke Humphries on 3 January 2024, and won the Premier League in May 2024. He is on the shortlist for the 2024 Sports Personality award, decided by a public vote during the live show on 17 December.|Past results and a pending vote.
1|L|wiki-lead|Keely Hodgkinson|Keely Hodgkinson (born 2002) is a British middle-distance runner who won the 800 metres at the 2024 Olympic Games in Paris. She was voted BBC Sports Personality of the Year on 17 December 2024.|Reports the December 17, 2024 award as done.
9|K|records|Sports Personality of the Year: records|Most wins: Andy Murray, 3 (2013, 2015, 2016). Athletics has produced more winners than any other sport. No darts player has won the main award; Phil Taylor was runner-up in 2010.|Only earlier facts.
4|K|wiki-section|Sports Personality of the Year 2024: Shortlist|The six contenders were announced in late November 2024. Phone and online lines open during the programme on 17 December 2024, and the winner is announced at the end of the show.|A shortlist and a scheduled vote.
""",
    ),
    Q(
        "s6-wsop-2024-main-event-record",
        "Will the 2024 WSOP Main Event set a record for entries, above the 10,043 of 2023?",
        "Resolves YES if the official field of the 2024 World Series of Poker $10,000 No-Limit Hold'em Main Event, which begins on July 3, 2024 in Las Vegas, exceeds 10,043 entries. Resolves NO otherwise. Resolution on July 18, 2024.",
        "2024-06-26",
        "2024-07-18",
        1,
        "sports",
        """
10|K|records|World Series of Poker Main Event: records|Largest field: 10,043 entries (2023, won by Daniel Weinman, $12.1 million). Previous record: 8,773 (2006, won by Jamie Gold, $12 million). Most titles: Johnny Moss and Stu Ungar, 3 each.|Only earlier records.
4|L|list-of-winners|WSOP Main Event champions, 2019–2024|2019 Hossein Ensan. 2020 Damian Salas. 2021 Koray Aldemir. 2022 Espen Jørstad. 2023 Daniel Weinman. 2024 Jonathan Tamayo (10,112 entries; won July 17, 2024; $10,000,000).|Reports the 2024 field and the July 17, 2024 win.
8|K|infobox|2024 World Series of Poker|Dates: late May – 17 July 2024. Location: Paris and Horseshoe Las Vegas. Events: 99 bracelet events. Main Event: Day 1 flights from 3 July 2024; final table 15–17 July 2024.|A schedule.
1|L|wiki-section|2024 WSOP Main Event|By the close of registration on July 8, 2024 the Main Event had drawn 10,112 entries, a new record, for a prize pool of about $94 million. Tamayo beat Jordan Griff heads-up to win.|Reports the record field and the final as done.
3|K|timeline|WSOP 2024: Main Event schedule|3–5 July 2024: Day 1 flights. Late registration open until the start of Day 2. 15 July 2024: final table of nine begins. 17 July 2024: champion crowned.|A schedule of dates after the cutoff.
12|K|list|Largest live poker tournament fields|WSOP Main Event 2023: 10,043. WSOP Main Event 2006: 8,773. WSOP Main Event 2022: 8,663. WSOP Main Event 2019: 8,569.|Only earlier fields.
""",
    ),
]

QUESTIONS += [
    Q(
        "s6-luxembourg-guillaume-accession",
        "Will Guillaume become Grand Duke of Luxembourg by October 10, 2025?",
        "Resolves YES if Grand Duke Henri's abdication takes effect and Hereditary Grand Duke Guillaume accedes to the throne on or before October 10, 2025. Resolves NO otherwise.",
        "2025-09-12",
        "2025-10-10",
        1,
        "government",
        """
20|K|wiki-lead|Henri, Grand Duke of Luxembourg|Henri (born 1955) has been Grand Duke of Luxembourg since 7 October 2000, when his father Jean abdicated. In his Christmas address on 24 December 2024 he said he would abdicate in favour of his son Guillaume on 3 October 2025.|A past announcement of a future abdication.
2|L|infobox|Guillaume, Grand Duke of Luxembourg|Reign: 3 October 2025 – present. Predecessor: Henri. Heir apparent: Prince Charles. Spouse: Stéphanie de Lannoy. Born: 11 November 1981, Luxembourg.|Reports a reign that began on October 3, 2025.
8|K|list-of-monarchs|Monarchs of Luxembourg since 1890|Adolphe, 1890–1905. Guillaume IV, 1905–1912. Marie-Adélaïde, 1912–1919. Charlotte, 1919–1964. Jean, 1964–2000. Henri, 2000–present. Hereditary Grand Duke Guillaume has acted as Lieutenant-Representative since 8 October 2024.|Only earlier dates.
4|K|timeline|Luxembourg succession, 2024–2025|8 October 2024: Guillaume appointed Lieutenant-Representative. 24 December 2024: abdication announced. 3 October 2025: Henri to sign the act of abdication; Guillaume to take the constitutional oath before the Chamber of Deputies.|Scheduled steps of a future accession.
1|L|wiki-section|Guillaume: Accession|Guillaume acceded when his father's abdication took effect on October 3, 2025, and swore the constitutional oath before the Chamber of Deputies later that day.|Reports the October 3, 2025 accession as done.
6|L|list|List of current European monarchs|Belgium: Philippe (since 2013). Denmark: Frederik X (since 14 January 2024). Luxembourg: Guillaume (since 3 October 2025). Netherlands: Willem-Alexander (since 2013). Norway: Harald V (since 1991). Spain: Felipe VI (since 2014). Sweden: Carl XVI Gustaf (since 1973).|The list reports Guillaume's reign from October 3, 2025.
""",
    ),
    Q(
        "s6-agong-ibrahim-2024-sworn",
        "Will Sultan Ibrahim of Johor be sworn in as Malaysia's Yang di-Pertuan Agong by January 31, 2024?",
        "Resolves YES if Sultan Ibrahim Iskandar takes the oath of office as the 17th Yang di-Pertuan Agong on or before January 31, 2024. Resolves NO otherwise.",
        "2024-01-08",
        "2024-01-31",
        1,
        "government",
        """
15|K|wiki-lead|Ibrahim Iskandar of Johor|Sultan Ibrahim Iskandar (born 1958) has been Sultan of Johor since January 2010. On 27 October 2023 the Conference of Rulers elected him the 17th Yang di-Pertuan Agong, for a five-year term beginning on 31 January 2024.|A past election and a future term.
2|L|infobox|Yang di-Pertuan Agong|Incumbent: Sultan Ibrahim, since 31 January 2024. Deputy: Sultan Nazrin Shah. Term length: five years, rotating among the nine hereditary rulers. Formation: 31 August 1957.|Reports that Ibrahim has held the office since January 31, 2024.
7|K|list-of-office-holders|Yang di-Pertuan Agong since 2016|15 Muhammad V of Kelantan, 13 December 2016 – 6 January 2019 (abdicated). 16 Abdullah of Pahang, 31 January 2019 – 30 January 2024 (term ending). 17 Ibrahim of Johor: elected; takes office 31 January 2024.|A term ending and a term starting on scheduled dates.
1|L|timeline|2024 in Malaysia|31 January 2024 – Sultan Ibrahim of Johor is sworn in as the 17th Yang di-Pertuan Agong at Istana Negara, Kuala Lumpur. 20 July 2024 – his installation ceremony is held at the palace.|Reports the January 31 and July 20, 2024 events.
4|K|wiki-section|Malaysian monarchy: Rotation|The office rotates among the rulers of nine states in an order first settled in 1957, and Johor follows Pahang in the present cycle. The Conference of Rulers votes by secret ballot, and a ruler may decline his turn.|Only background, no later date.
10|L|wiki-section|Abdullah of Pahang: Later life|After his term as king ended on 30 January 2024 he returned to Kuantan and resumed his duties as Sultan of Pahang.|Reports the January 30, 2024 end of term as done.
""",
    ),
    Q(
        "s6-kami-rita-30th-everest",
        "Will Kami Rita Sherpa reach the summit of Mount Everest for a 30th time by May 31, 2024?",
        "Resolves YES if credible reports (Nepal's Department of Tourism or major news outlets) confirm that Kami Rita Sherpa completed his 30th ascent of Everest on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-31",
        1,
        "sports",
        """
12|K|records|Mount Everest: ascent records|Most ascents: Kami Rita Sherpa, 28 (as of May 2023), the last two within six days in May 2023. Second: Pasang Dawa Sherpa, 27. Most ascents by a woman: Lhakpa Sherpa, 10 (2022).|Only records set before the cutoff.
3|L|wiki-lead|Kami Rita Sherpa|Kami Rita Sherpa (born 1970) is a Nepalese mountain guide from Thame who holds the record for the most ascents of Mount Everest. He reached the summit for the 30th time on 22 May 2024, ten days after his 29th.|Reports the May 2024 ascents as done.
8|K|wiki-section|2024 Everest spring season|Nepal issued 419 climbing permits for the spring 2024 season, fewer than the record of the year before. Kami Rita, 54, said he would again guide clients for Seven Summit Treks and might reach the top twice before the season closes at the end of May 2024.|Permits issued and a stated plan.
1|L|timeline|Kami Rita Sherpa's Everest ascents: timeline|1994: first ascent. 2019: 23rd and 24th ascents within a week. 2023: 27th and 28th. May 12, 2024: 29th. May 22, 2024: 30th, extending his record.|Lists the May 12 and May 22, 2024 ascents as done.
5|K|list|Everest climbing seasons|Spring weather windows on the south side usually open in mid-May. In 2024 the rope-fixing team was expected to reach the summit around 10 May, opening the route for commercial expeditions.|An expected date, not a reported event.
14|K|wiki-section|Sherpa people: Mountaineering|Sherpa guides hold most Everest ascent records. Apa Sherpa and Phurba Tashi each reached the summit 21 times before retiring, a mark Kami Rita passed in 2018.|Only earlier facts.
""",
    ),
    Q(
        "s6-kononenko-1000-days",
        "Will Oleg Kononenko become the first person to spend 1,000 cumulative days in space by June 15, 2024?",
        "Resolves YES if Roscosmos or NASA confirm that cosmonaut Oleg Kononenko's cumulative time in space reached 1,000 days on or before June 15, 2024. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-15",
        1,
        "space",
        """
9|K|records|Spaceflight records: cumulative time in space|Most cumulative time: Oleg Kononenko, who passed Gennady Padalka's 878 days 11 hours on 4 February 2024 aboard the International Space Station. At his present pace he would reach 1,000 days in early June 2024.|A record before the cutoff and a projection.
2|L|infobox|Oleg Kononenko|Nationality: Russian. Time in space: 1,111 days. Missions: Soyuz TMA-12, Soyuz TMA-03M, Soyuz TMA-17M, Soyuz MS-11, Soyuz MS-24 and MS-25. Landing of last mission: 2024-09-23.|Reports a total and a landing after the cutoff.
5|K|timeline|Soyuz MS-24: mission timeline|15 September 2023: launch from Baikonur with Kononenko, Nikolai Chub and NASA's Loral O'Hara. 6 April 2024: O'Hara returns to Earth. September 2024: Kononenko and Chub due to return after about a year on the station.|Earlier events and a planned return.
1|L|wiki-section|Oleg Kononenko: 2023–2024 expedition|On June 5, 2024 he became the first person to log 1,000 days in space. He and Chub landed in Kazakhstan on September 23, 2024, after 374 days in orbit.|Reports the June 5 and September 23, 2024 events as done.
7|L|wiki-lead|Nikolai Chub|Nikolai Chub (born 1984) is a Russian cosmonaut who flew his first mission aboard Soyuz MS-24, spending 374 days on the ISS before landing on 23 September 2024.|Reports a September 2024 landing as done.
12|K|wiki-lead|Gennady Padalka|Gennady Padalka (born 1958) is a retired Russian cosmonaut who flew five missions between 1998 and 2015 and held the record for cumulative time in space, 878 days, from 2015 until February 2024.|Only earlier dates.
""",
    ),
    Q(
        "s6-grand-swiss-2023-nakamura",
        "Will Hikaru Nakamura win the open section of the 2023 FIDE Grand Swiss?",
        "Resolves YES if Hikaru Nakamura finishes first, after any tiebreaks, in the open section of the FIDE Grand Swiss held in the Isle of Man from October 25 to November 5, 2023. Resolves NO otherwise.",
        "2023-10-24",
        "2023-11-06",
        0,
        "sports",
        """
20|K|list-of-winners|FIDE Grand Swiss: winners|2019 Wang Hao (Isle of Man). 2021 Alireza Firouzja (Riga). 2023: to be held in the Isle of Man from 25 October to 5 November 2023, with two places in the Candidates Tournament at stake.|Earlier winners and a scheduled event.
3|L|infobox|FIDE Grand Swiss Tournament 2023|Venue: Douglas, Isle of Man. Dates: 25 October – 5 November 2023. Winner (open): Vidit Gujrathi, 8½/11. Runner-up: Hikaru Nakamura. Winner (women): Vaishali Rameshbabu.|Reports the result of the tournament ending November 5, 2023.
8|K|wiki-section|Candidates Tournament 2024: Qualification|Ian Nepomniachtchi qualifies as the loser of the 2023 title match. Praggnanandhaa, Fabiano Caruana and Nijat Abasov qualified through the World Cup in August 2023. Two more places go to the top finishers of the Grand Swiss (25 October – 5 November 2023).|Earlier qualifiers and a future qualifying event.
1|L|wiki-lead|Vidit Gujrathi|Vidit Santosh Gujrathi (born 1994) is an Indian grandmaster. He won the 2023 FIDE Grand Swiss on 5 November 2023, qualifying for the 2024 Candidates Tournament in Toronto.|Reports the November 5, 2023 win as done.
5|K|wiki-section|Hikaru Nakamura: 2023|Nakamura, better known in recent years for online play and streaming, is among the top seeds in the Isle of Man. He needs a top-two finish to reach the Candidates.|Seeding and a condition, no result.
2|L|timeline|Qualification for the 2024 Candidates: timeline|August 2023: World Cup in Baku decides three places. November 5, 2023: Vidit and Nakamura take the two Grand Swiss places. January 2024: Gukesh qualifies through the FIDE Circuit.|Reports qualifications on and after November 5, 2023.
""",
    ),
]

QUESTIONS += [
    Q(
        "s6-unesco-dg-2025-enany",
        "Will Khaled El-Enany be appointed Director-General of UNESCO by November 15, 2025?",
        "Resolves YES if UNESCO's General Conference, meeting in Samarkand, appoints Khaled El-Enany as Director-General on or before November 15, 2025. Resolves NO otherwise.",
        "2025-10-04",
        "2025-11-15",
        1,
        "geopolitics",
        """
11|K|wiki-lead|Director-General of UNESCO|The Director-General is nominated by UNESCO's Executive Board and appointed by the General Conference for a four-year term. Audrey Azoulay has held the post since 15 November 2017, and her second term ends on 15 November 2025. The Board will choose a nominee in October 2025, for appointment at the General Conference in Samarkand.|A term end and a selection still to come.
2|L|list-of-office-holders|Directors-General of UNESCO since 1987|Federico Mayor Zaragoza, 1987–1999. Koïchiro Matsuura, 1999–2009. Irina Bokova, 2009–2017. Audrey Azoulay, 2017–2025. Khaled El-Enany, nominated by the Executive Board on 6 October 2025 and appointed on 6 November 2025.|Reports the October and November 2025 decisions as done.
6|K|wiki-section|2025 UNESCO Director-General selection|Two candidates remain: Khaled El-Enany, a former Egyptian minister of tourism and antiquities, and Firmin Édouard Matoko of the Republic of the Congo, a long-serving UNESCO official. The Executive Board's secret ballot is scheduled for 6 October 2025.|Candidates and a scheduled vote.
1|L|wiki-lead|Khaled El-Enany|Khaled El-Enany (born 1971) is an Egyptian Egyptologist and politician who has been Director-General of UNESCO since 15 November 2025, the first person from an Arab country to hold the post. He won the Executive Board's nomination by 55 votes to 2 on 6 October 2025.|Reports the October 2025 vote and a term begun in November 2025.
9|K|infobox|Khaled El-Enany|Minister of Antiquities: March 2016 – December 2019. Minister of Tourism and Antiquities: December 2019 – August 2022. Alma mater: Helwan University; Paul Valéry University Montpellier. Born: 1971, Cairo.|Only earlier dates.
3|L|wiki-section|2025 UNESCO Director-General selection (updated)|The Executive Board was due to vote on 6 October 2025. Update: as expected, El-Enany was confirmed by the General Conference in Samarkand on 6 November 2025 and took office on 15 November.|An update reports the November 6, 2025 appointment as done.
""",
    ),
    Q(
        "s6-jesc-2024-host-spain",
        "Will host country Spain win the Junior Eurovision Song Contest 2024?",
        "Resolves YES if Spain's entry wins the Junior Eurovision Song Contest held in Madrid on November 16, 2024. Resolves NO otherwise.",
        "2024-11-02",
        "2024-11-16",
        0,
        "entertainment",
        """
13|K|list-of-winners|Junior Eurovision Song Contest: winners, 2019–2023|2019 Poland, Viki Gabor. 2020 France, Valentina. 2021 Armenia, Maléna. 2022 France, Lissandro. 2023 France, Zoé Clauzure. The 2024 contest takes place at the Caja Mágica in Madrid on 16 November 2024.|Earlier winners and a scheduled contest.
2|L|infobox|Junior Eurovision Song Contest 2024|Final: 16 November 2024. Venue: Caja Mágica, Madrid. Broadcaster: RTVE. Entries: 17. Winner: Georgia, "To My Mom" by Andria Putkaradze.|Reports the winner of the November 16, 2024 final.
6|K|wiki-section|Spain in the Junior Eurovision Song Contest|Spain won in 2004 with María Isabel's "Antes muerta que sencilla" and withdrew after 2006. Since returning in 2019 it has finished in the top five several times, and as host in 2024 it performs in the final on 16 November.|Past results and a scheduled performance.
1|L|records|Junior Eurovision: records|Most wins: Georgia, 4 (2008, 2011, 2016, 2024), the latest on 16 November 2024. Most consecutive wins: France, 2 (2022, 2023).|Reports Georgia's November 16, 2024 win.
4|K|timeline|Junior Eurovision 2024: timeline|September 2024: running order draw. 15 November 2024: jury show. 16 November 2024: live final, with results decided half by national juries and half by an online vote.|A schedule.
3|L|wiki-section|Spain in the Junior Eurovision Song Contest 2024|Spain's entry, chosen by RTVE in the autumn, performed last in the running order at the home final in Madrid on 16 November 2024 and finished outside the top three; Georgia won.|Reports Spain's placing and Georgia's win on November 16, 2024.
""",
    ),
    Q(
        "s6-miss-world-2025-india",
        "Will India's contestant win Miss World 2025, the 72nd Miss World, hosted in Hyderabad?",
        "Resolves YES if Miss World India is crowned at the final on May 31, 2025 in Hyderabad, Telangana. Resolves NO otherwise.",
        "2025-05-12",
        "2025-05-31",
        0,
        "entertainment",
        """
14|K|records|Miss World: records|Most wins: India and Venezuela, 6 each. India's most recent win: Manushi Chhillar, 2017. Reigning titleholder: Krystyna Pyszková of the Czech Republic, crowned on 9 March 2024 in Mumbai.|Only earlier facts.
3|L|infobox|Miss World 2025|Date: 31 May 2025. Venue: HITEX Exhibition Centre, Hyderabad. Entrants: 108. Winner: Opal Suchata Chuangsri (Thailand). Previous: Krystyna Pyszková (Czech Republic).|Reports the winner crowned on May 31, 2025.
7|K|wiki-section|Miss World 2025: Schedule|Contestants arrived in Hyderabad in early May 2025, and the opening ceremony was held at Gachibowli Stadium on 10 May. Fast-track events in sport, talent, top model and head-to-head challenge run through mid-May; the final is on 31 May 2025.|Earlier events and a schedule.
1|L|list-of-winners|Miss World titleholders, 2017–2025|2017 Manushi Chhillar, India. 2018 Vanessa Ponce, Mexico. 2019 Toni-Ann Singh, Jamaica. 2021 Karolina Bielawska, Poland (crowned 16 March 2022). 2023 Krystyna Pyszková, Czech Republic (crowned 9 March 2024). 2025 Opal Suchata Chuangsri, Thailand (crowned 31 May 2025).|Lists the May 31, 2025 crowning.
4|K|wiki-lead|Nandini Gupta|Nandini Gupta (born 2003) is an Indian beauty queen from Kota, Rajasthan, who was crowned Femina Miss India World 2023 and represents India at the 72nd Miss World in Hyderabad.|A current role, no later event.
2|L|wiki-lead|Opal Suchata Chuangsri|Opal Suchata Chuangsri (born 2003) is a Thai model who won Miss World 2025 on May 31, 2025 in Hyderabad, the first Miss World from Thailand.|Reports the May 31, 2025 win as done.
""",
    ),
    Q(
        "s6-oxford-woty-2023-rizz",
        "Will 'rizz' be named Oxford Word of the Year 2023?",
        "Resolves YES if Oxford University Press announces 'rizz' as its Word of the Year 2023 on or before December 10, 2023. Resolves NO otherwise.",
        "2023-11-26",
        "2023-12-10",
        1,
        "culture",
        """
12|K|list-of-winners|Oxford Word of the Year: list|2019 climate emergency. 2020 no single word ("an unprecedented year"). 2021 vax. 2022 goblin mode, chosen by public vote. 2023: to be announced in early December 2023.|Earlier choices and an announcement to come.
2|L|list-of-winners|Words of the year 2023, by dictionary|Collins: AI (1 November 2023). Cambridge: hallucinate (15 November 2023). Merriam-Webster: authentic (27 November 2023). Oxford: rizz (4 December 2023).|Reports the November 27 and December 4, 2023 choices.
6|K|wiki-section|Rizz: Usage|Slang for romantic charm or the ability to attract a partner, probably shortened from charisma. It was popularised on streams and social media by Kai Cenat and gained wider currency after Tom Holland said in a June 2023 interview that he had "no rizz whatsoever".|Only earlier facts.
1|L|wiki-lead|Rizz|Rizz is an English slang term, used mainly by Generation Z, meaning style, charm or the ability to attract a partner. Oxford University Press named it Word of the Year on 4 December 2023, ahead of a shortlist that included "Swiftie" and "situationship".|Reports the December 4, 2023 choice as done.
4|K|wiki-section|Oxford Word of the Year: Selection|Since 2022 the public has voted on Oxford's shortlist. The 2023 choice is expected in the first week of December, and Merriam-Webster is due to name its own word of the year on 27 November 2023.|Expected announcements, not reported.
8|L|correction|Talk: Oxford Word of the Year|Correction to the list: the 2023 entry previously read 'to be announced'. It now gives rizz, announced by Oxford University Press on December 4, 2023, with a reference to the press release.|A correction reports the December 4, 2023 announcement.
""",
    ),
    Q(
        "s6-swiss-president-2025-kks",
        "Will Karin Keller-Sutter be elected President of the Swiss Confederation for 2025?",
        "Resolves YES if the Federal Assembly elects Karin Keller-Sutter as President of the Confederation for 2025 at its vote on December 11, 2024. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-11",
        1,
        "government",
        """
10|K|list-of-office-holders|Presidents of the Swiss Confederation since 2020|2020 Simonetta Sommaruga. 2021 Guy Parmelin. 2022 Ignazio Cassis. 2023 Alain Berset. 2024 Viola Amherd. The Federal Assembly elects the president for 2025 on 11 December 2024; by custom the vice-president, Karin Keller-Sutter, is proposed.|Earlier holders and a scheduled election.
3|L|infobox|Karin Keller-Sutter|President of the Swiss Confederation: 1 January 2025 – 31 December 2025. Preceded by Viola Amherd. Succeeded by Guy Parmelin. Head of the Federal Department of Finance since 1 January 2023. Party: FDP.The Liberals.|Reports a presidency from January 1, 2025 and its successor.
6|K|wiki-section|Federal Council: Presidency|The president is elected for one year by the United Federal Assembly, normally during the winter session, which in 2024 runs from 2 to 20 December. The office carries no extra powers; the holder chairs the Federal Council and represents it abroad.|A session calendar and background.
1|L|wiki-section|2024 election of the President of the Confederation|On December 11, 2024 Keller-Sutter was elected president for 2025 with 168 votes, and Guy Parmelin was chosen as vice-president.|Reports the December 11, 2024 vote as done.
14|K|wiki-lead|Viola Amherd|Viola Amherd (born 1962) is a Swiss politician of The Centre who has headed the Federal Department of Defence since 2019, the first woman in the post, and is President of the Confederation for 2024.|Only current and earlier facts.
4|L|timeline|2024 in Switzerland|11 December 2024 – Karin Keller-Sutter is elected President of the Confederation for 2025 by the Federal Assembly. 1 January 2025 – she takes office, succeeding Viola Amherd.|Reports the December 11, 2024 election and a January 2025 start as done.
""",
    ),
]

QUESTIONS += [
    Q(
        "s6-hugo-2025-ministry-of-time",
        "Will 'The Ministry of Time' by Kaliane Bradley win the 2025 Hugo Award for Best Novel?",
        "Resolves YES if The Ministry of Time is announced as the winner of the Hugo Award for Best Novel at the ceremony of the 83rd World Science Fiction Convention in Seattle on August 16, 2025. Resolves NO otherwise.",
        "2025-07-28",
        "2025-08-16",
        0,
        "awards",
        """
14|K|list-of-winners|Hugo Award for Best Novel: recent winners|2021 Network Effect, Martha Wells. 2022 A Desolation Called Peace, Arkady Martine. 2023 Nettle & Bone, T. Kingfisher. 2024 Some Desperate Glory, Emily Tesh. 2025: six finalists; the winner will be presented in Seattle on 16 August 2025.|Earlier winners and a scheduled ceremony.
2|L|infobox|2025 Hugo Awards|Presented: 16 August 2025. Convention: Seattle Worldcon 2025 (83rd Worldcon). Best Novel: The Tainted Cup, Robert Jackson Bennett. Previous: 2024 (Glasgow).|Reports the August 16, 2025 award.
6|K|wiki-section|The Ministry of Time: Reception|The debut novel was a bestseller in Britain and the United States after its publication in May 2024. It is a finalist for the 2025 Hugo Award for Best Novel, to be decided at the Seattle Worldcon in August 2025.|A past reception and a pending award.
1|L|wiki-lead|The Tainted Cup|The Tainted Cup is a 2024 fantasy mystery novel by Robert Jackson Bennett, the first in his Shadow of the Leviathan series. It won the Hugo Award for Best Novel on August 16, 2025.|Reports the August 16, 2025 win as done.
9|K|timeline|Seattle Worldcon 2025|13–17 August 2025: convention at the Seattle Convention Center. Hugo Award ceremony: the evening of Saturday, 16 August. Site selection results for the 2027 Worldcon are announced during the convention.|A schedule of the convention.
4|L|records|Hugo Award for Best Novel: records|Most Best Novel wins: Robert A. Heinlein, 4; Lois McMaster Bujold, 4. The Ministry of Time, a debut novel, lost to The Tainted Cup at the ceremony of 16 August 2025.|Reports the August 16, 2025 result.
""",
    ),
    Q(
        "s6-turner-2025-kalu",
        "Will Nnena Kalu win the 2025 Turner Prize?",
        "Resolves YES if Nnena Kalu is announced as the winner of the Turner Prize 2025 at the ceremony in Bradford on December 9, 2025. Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-09",
        1,
        "awards",
        """
16|K|list-of-winners|Turner Prize: winners since 2019|2019 shared by the four nominees at their request. 2020 replaced by ten bursaries. 2021 Array Collective. 2022 Veronica Ryan. 2023 Jesse Darling. 2024 Jasleen Kaur. The 2025 winner is to be announced on 9 December 2025.|Earlier winners and a scheduled announcement.
3|L|infobox|Turner Prize 2025|Exhibition: Cartwright Hall, Bradford, from 27 September 2025. Shortlist: Nnena Kalu, Rene Matić, Mohammed Sami, Zadie Xa. Winner: Nnena Kalu (announced 9 December 2025). Prize: £25,000 to the winner, £10,000 to each other nominee.|Reports the December 9, 2025 winner.
7|K|wiki-lead|Nnena Kalu|Nnena Kalu (born 1966) is a Glasgow-born artist based in London who works with the studio ActionSpace and is known for large wrapped and bound hanging sculptures. She is on the shortlist for the 2025 Turner Prize, whose winner will be named in Bradford on 9 December 2025.|A shortlisting and a scheduled decision.
1|L|wiki-section|Nnena Kalu: Turner Prize|On 9 December 2025 Kalu won the Turner Prize, becoming the first artist with a learning disability to receive it.|Reports the December 9, 2025 win as done.
10|K|wiki-section|Turner Prize: Venue|The exhibition of shortlisted artists alternates between Tate Britain and galleries outside London. The 2025 edition forms part of Bradford's year as UK City of Culture.|Background only, no later date.
5|L|wiki-section|Nnena Kalu: Reception|After the announcement on 9 December 2025, critics praised the scale and energy of Kalu's hanging sculptures, and ActionSpace, the studio she works with, called the prize a milestone for learning-disabled artists.|Reports reactions after the December 9, 2025 announcement.
""",
    ),
    Q(
        "s6-coe-sg-2024-reynders",
        "Will Didier Reynders be elected Secretary General of the Council of Europe in June 2024?",
        "Resolves YES if the Parliamentary Assembly of the Council of Europe elects Didier Reynders as Secretary General at its June 2024 part-session, on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        0,
        "geopolitics",
        """
15|K|list-of-office-holders|Secretaries General of the Council of Europe since 2004|Terry Davis, 2004–2009. Thorbjørn Jagland, 2009–2019. Marija Pejčinović Burić, 2019–2024. The Parliamentary Assembly elects her successor at its summer part-session, 24–28 June 2024.|Earlier holders and a scheduled election.
2|L|infobox|Alain Berset|Secretary General of the Council of Europe: assumed office 18 September 2024. Preceded by Marija Pejčinović Burić. President of the Swiss Confederation: 2018, 2023. Federal Councillor: 2012–2023.|Reports a term begun on September 18, 2024, implying the June 2024 election.
6|K|wiki-section|2024 Council of Europe Secretary General election|The Committee of Ministers put forward three candidates: Alain Berset (Switzerland), Didier Reynders (Belgium) and Indrek Saar (Estonia). The Assembly votes on 25 June 2024; a candidate needs an absolute majority of the votes cast, and the winner takes up the post on 18 September.|Candidates and scheduled dates.
1|L|wiki-lead|Didier Reynders|Didier Reynders (born 1958) is a Belgian politician who was European Commissioner for Justice from 2019 to 2024. He stood for Secretary General of the Council of Europe and lost to Alain Berset in the Assembly vote of 25 June 2024.|Reports the June 25, 2024 defeat as done.
4|K|agenda|Parliamentary Assembly: summer part-session 2024 (draft agenda)|Monday 24 June: opening of the session. Tuesday 25 June: election of the Secretary General of the Council of Europe; election of judges to the European Court of Human Rights. Thursday 27 June: debate on the situation in Ukraine.|A draft agenda of scheduled items.
3|L|list-of-office-holders|Secretaries General of the Council of Europe (current)|Marija Pejčinović Burić, 2019 – 17 September 2024. Alain Berset, elected by the Parliamentary Assembly on 25 June 2024; in office from 18 September 2024.|Reports the June 25, 2024 election and a September 2024 start.
""",
    ),
    Q(
        "s6-canada-speaker-2023-fergus",
        "Will Greg Fergus be elected Speaker of the House of Commons of Canada in October 2023?",
        "Resolves YES if Greg Fergus is elected Speaker in the House of Commons election scheduled for October 3, 2023. Resolves NO otherwise. Resolution on October 10, 2023.",
        "2023-09-28",
        "2023-10-10",
        1,
        "government",
        """
1|K|wiki-section|Speaker of the House of Commons (Canada): 2023 vacancy|Anthony Rota announced his resignation on 26 September 2023, after he had recognised a veteran who served in a Nazi unit during President Zelenskyy's address to Parliament. The House will elect a successor by secret preferential ballot on October 3, 2023.|A resignation before the cutoff and a scheduled election.
5|L|list-of-office-holders|Speakers of the House of Commons of Canada since 2011|35 Andrew Scheer, 2011–2015. 36 Geoff Regan, 2015–2019. 37 Anthony Rota, 2019–2023. 38 Greg Fergus, 3 October 2023 – present.|Lists Fergus as Speaker from October 3, 2023.
12|K|wiki-lead|Anthony Rota|Anthony Rota (born 1961) is a Canadian Liberal politician who has been Speaker of the House of Commons since 5 December 2019 and was re-elected to the chair in November 2021. He has represented Nipissing–Timiskaming since 2015, and earlier from 2004 to 2011.|Only earlier dates.
2|L|wiki-lead|Greg Fergus|Greg Fergus (born 1969) is a Canadian politician who has been the Liberal MP for Hull—Aylmer since 2015. He was elected the 38th Speaker of the House of Commons on October 3, 2023, the first Black person to hold the office.|Reports the October 3, 2023 election as done.
8|K|wiki-section|Greg Fergus: Career|Before entering Parliament, Fergus worked for the Liberal Party and in the federal public service. He was parliamentary secretary to the Prime Minister and to the President of the Treasury Board, and chaired the Parliamentary Black Caucus.|Only earlier facts, no dates after the cutoff.
1|L|timeline|Hunka affair: timeline|22 September 2023: Rota recognises Yaroslav Hunka in the gallery during Zelenskyy's address. 26 September 2023: Rota resigns. 3 October 2023: Greg Fergus is elected Speaker after several rounds of voting.|Reports the October 3, 2023 election as done.
""",
    ),
    Q(
        "s6-nba-fiction-2024-james",
        "Will Percival Everett's 'James' win the 2024 National Book Award for Fiction?",
        "Resolves YES if James is announced as the winner of the National Book Award for Fiction at the ceremony in New York on November 20, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-20",
        1,
        "awards",
        """
12|K|list-of-winners|National Book Award for Fiction: recent winners|2020 Interior Chinatown, Charles Yu. 2021 Hell of a Book, Jason Mott. 2022 The Rabbit Hutch, Tess Gunty. 2023 Blackouts, Justin Torres. 2024: finalists announced 1 October 2024; the award is presented in New York on 20 November 2024.|Earlier winners and a scheduled ceremony.
2|L|wiki-lead|James (novel)|James is a 2024 novel by Percival Everett that retells Adventures of Huckleberry Finn from the point of view of the enslaved Jim. It won the National Book Award for Fiction on November 20, 2024, and the Pulitzer Prize for Fiction in May 2025.|Reports the November 20, 2024 and May 2025 awards as done.
7|K|wiki-section|James: Awards and nominations|Shortlisted for the 2024 Booker Prize (September 2024). Finalist for the 2024 National Book Award for Fiction (finalists announced October 1, 2024; winner to be named November 20).|Nominations and a pending decision.
1|L|infobox|2024 National Book Awards|Date: 2024-11-20. Venue: Cipriani Wall Street, New York. Fiction: James, Percival Everett. Nonfiction: Soldiers and Kings, Jason De León. Poetry: Something About Living, Lena Khalaf Tuffaha.|Reports the winners of the 2024-11-20 ceremony.
4|K|wiki-lead|Percival Everett|Percival Everett (born 1956) is an American novelist and professor at the University of Southern California. His 2001 novel Erasure was adapted as the film American Fiction, which won the Academy Award for Best Adapted Screenplay in March 2024.|Only earlier dates.
3|L|wiki-section|Percival Everett: Recognition|The November 20, 2024 National Book Award for James was followed in May 2025 by the Pulitzer Prize for Fiction.|Reports the November 20, 2024 award and a May 2025 prize as done.
""",
    ),
]

QUESTIONS += [
    Q(
        "s6-tata-steel-2024-gukesh",
        "Will Gukesh D win the Masters group of the 2024 Tata Steel Chess Tournament?",
        "Resolves YES if Gukesh Dommaraju is the winner, after any tiebreaks, of the Masters group of the Tata Steel Chess Tournament in Wijk aan Zee, January 13-28, 2024. Resolves NO otherwise.",
        "2024-01-08",
        "2024-01-29",
        0,
        "sports",
        """
20|K|list-of-winners|Tata Steel Masters: winners, 2019–2023|2019 Magnus Carlsen. 2020 Fabiano Caruana. 2021 Jorden van Foreest. 2022 Magnus Carlsen. 2023 Anish Giri. The 86th edition is played in Wijk aan Zee from 13 to 28 January 2024.|Earlier winners and a scheduled event.
2|L|infobox|Tata Steel Chess Tournament 2024|Dates: 13–28 January 2024. Location: Wijk aan Zee, Netherlands. Masters winner: Wei Yi, after a tie for first and a blitz playoff. Defending champion: Anish Giri.|Reports the result of the tournament ending January 28, 2024.
6|K|wiki-section|Gukesh D: 2024|Gukesh, who secured a place in the 2024 Candidates Tournament through the FIDE Circuit, opens his year at Wijk aan Zee on 13 January before travelling to Toronto for the Candidates in April 2024.|A qualification and scheduled events.
1|L|wiki-lead|Wei Yi|Wei Yi (born 1999) is a Chinese grandmaster who in 2015 became the youngest player to pass 2700. He won the Tata Steel Masters on January 28, 2024, the biggest title of his career.|Reports the January 28, 2024 win as done.
4|K|timeline|2024 in chess: January and February|13–28 January: Tata Steel Chess, Wijk aan Zee. 9–16 February: Freestyle Chess G.O.A.T. Challenge, Weissenhaus, Germany. Late February: Prague Chess Festival.|A calendar of events to come.
3|L|wiki-section|Tata Steel Chess Tournament 2024: Masters|Several players, Gukesh among them, shared first place on 8½/13 when the last round ended on 28 January 2024; Wei Yi then won the blitz playoff for the title.|Reports the final standings and playoff of January 28, 2024.
""",
    ),
    Q(
        "s6-pritzker-2025-china",
        "Will the 2025 Pritzker Architecture Prize be awarded to an architect from China?",
        "Resolves YES if the Hyatt Foundation's announcement of the 2025 Pritzker laureate, expected in March 2025, names an architect of Chinese nationality. Resolves NO otherwise. Resolution on March 31, 2025.",
        "2025-02-25",
        "2025-03-31",
        1,
        "awards",
        """
18|K|list-of-winners|Pritzker Architecture Prize: laureates, 2020–2024|2020 Yvonne Farrell and Shelley McNamara. 2021 Anne Lacaton and Jean-Philippe Vassal. 2022 Diébédo Francis Kéré. 2023 David Chipperfield. 2024 Riken Yamamoto. 2025 laureate: to be announced in March 2025.|Earlier laureates and a pending announcement.
2|L|wiki-lead|Liu Jiakun|Liu Jiakun (born 1956) is a Chinese architect who founded Jiakun Architects in Chengdu in 1999. He was named the 2025 Pritzker laureate on 4 March 2025, the second Chinese architect to receive the prize, after Wang Shu in 2012.|Reports the March 4, 2025 announcement as done.
7|K|records|Pritzker Prize: laureates by country|Japan has more laureates than any other country. China has one: Wang Shu, honoured in 2012 for work including the Ningbo History Museum. Burkina Faso (Kéré, 2022) is the only African country represented.|Only earlier facts.
1|L|timeline|2025 in architecture|4 March 2025 – Liu Jiakun of Chengdu is announced as the Pritzker Prize laureate. May 2025 – the Venice Architecture Biennale, curated by Carlo Ratti, opens.|Reports the March 4, 2025 announcement and a May 2025 opening.
5|K|wiki-section|Pritzker Architecture Prize: Announcement|The laureate is usually announced in March, with a ceremony later in the spring. The jury has been chaired since 2020 by Alejandro Aravena, himself the 2016 laureate.|Background and a usual timing, no result.
3|L|infobox|Pritzker Architecture Prize (infobox)|Awarded for: a living architect whose built work shows talent, vision and commitment. Sponsor: Hyatt Foundation. First awarded: 1979 (Philip Johnson). Most recent: Liu Jiakun, announced 2025-03-04.|Reports the 2025-03-04 announcement.
""",
    ),
    Q(
        "s6-greece-president-2025-tasoulas",
        "Will the Hellenic Parliament elect Konstantinos Tasoulas as President of Greece by February 28, 2025?",
        "Resolves YES if Konstantinos Tasoulas is elected President of the Hellenic Republic in any parliamentary ballot held on or before February 28, 2025. Resolves NO otherwise.",
        "2025-01-28",
        "2025-02-28",
        1,
        "government",
        """
13|K|wiki-lead|President of Greece|The President of the Hellenic Republic is elected by parliament for five years. Katerina Sakellaropoulou has held the office since 13 March 2020, and her term ends in March 2025. On 15 January 2025 Prime Minister Kyriakos Mitsotakis proposed the Speaker of Parliament, Konstantinos Tasoulas, as her successor.|A nomination before the cutoff and a term ending later.
3|L|infobox|Konstantinos Tasoulas|President of Greece: assumed office 13 March 2025. Preceded by Katerina Sakellaropoulou. Speaker of the Hellenic Parliament: 2019–2025. Party: New Democracy (before election). Born: 1959, Ioannina.|Reports a presidency begun on March 13, 2025.
7|K|wiki-section|2025 Greek presidential election: Procedure|A candidate needs 200 of the 300 votes in the first two ballots and 180 in the third. If none succeeds, the fourth ballot requires an absolute majority of 151, which New Democracy can reach on its own; that round could fall in mid-February 2025.|Rules and a conditional date.
1|L|wiki-section|2025 Greek presidential election: Result|Tasoulas was elected in the fourth ballot on 12 February 2025 with 160 votes.|Reports the February 12, 2025 vote as done.
18|K|list-of-office-holders|Presidents of the Third Hellenic Republic|Konstantinos Tsatsos 1975–1980. Konstantinos Karamanlis 1980–1985 and 1990–1995. Christos Sartzetakis 1985–1990. Konstantinos Stephanopoulos 1995–2005. Karolos Papoulias 2005–2015. Prokopis Pavlopoulos 2015–2020. Katerina Sakellaropoulou 2020–present.|Only earlier dates.
5|L|wiki-lead|Katerina Sakellaropoulou|Katerina Sakellaropoulou (born 1956) is a Greek judge who served as President of Greece from 13 March 2020 to 13 March 2025, the first woman in the office. She was succeeded by Konstantinos Tasoulas, whom parliament elected on 12 February 2025.|Reports the February 12, 2025 election and the March 13, 2025 handover.
""",
    ),
    Q(
        "s6-singapore-pm-2024-wong",
        "Will Lawrence Wong be sworn in as Prime Minister of Singapore by May 31, 2024?",
        "Resolves YES if Lawrence Wong takes the oath of office as Prime Minister of Singapore on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-08",
        "2024-05-31",
        1,
        "government",
        """
20|K|list-of-office-holders|Prime Ministers of Singapore|1 Lee Kuan Yew, 1959–1990. 2 Goh Chok Tong, 1990–2004. 3 Lee Hsien Loong, 12 August 2004 – present.|Only earlier dates.
2|L|infobox|Lawrence Wong|4th Prime Minister of Singapore. Assumed office: 15 May 2024. President: Tharman Shanmugaratnam. Deputy: Gan Kim Yong, Heng Swee Keat. Preceded by Lee Hsien Loong. Minister for Finance since 15 May 2021.|Reports a premiership begun on May 15, 2024.
9|K|wiki-section|Lee Hsien Loong: Transition|On 15 April 2024 the Prime Minister's Office announced that Lee would step down on 15 May 2024 and that Deputy Prime Minister Lawrence Wong would be sworn in at the Istana that evening.|A past announcement of a future handover.
1|L|timeline|2024 in Singapore|15 May 2024 – Lawrence Wong is sworn in as the fourth Prime Minister at the Istana; Lee Hsien Loong becomes Senior Minister.|Reports the May 15, 2024 swearing-in.
5|K|wiki-lead|Lawrence Wong|Lawrence Wong Shyun Tsai (born 1972) is a Singaporean politician who has been Deputy Prime Minister since 2022 and Minister for Finance since 2021. He is due to become Prime Minister on 15 May 2024.|A scheduled handover, not reported as done.
3|L|wiki-section|Wong cabinet|Wong's first cabinet, unveiled on 13 May and sworn in with him on 15 May 2024, kept most ministers in their posts and named Gan Kim Yong a deputy prime minister.|Reports the May 13 and May 15, 2024 events.
""",
    ),
    Q(
        "s6-vietnam-president-2024-to-lam",
        "Will Tô Lâm be elected President of Vietnam by the National Assembly by June 15, 2024?",
        "Resolves YES if Vietnam's National Assembly elects Tô Lâm as State President on or before June 15, 2024. Resolves NO otherwise.",
        "2024-05-16",
        "2024-06-15",
        1,
        "government",
        """
14|K|list-of-office-holders|Presidents of Vietnam since 2011|Trương Tấn Sang, 2011–2016. Trần Đại Quang, 2016–2018. Nguyễn Phú Trọng, 2018–2021. Nguyễn Xuân Phúc, 2021–2023. Võ Văn Thưởng, 2023–2024. Võ Thị Ánh Xuân (acting), since 21 March 2024.|Only earlier dates.
2|L|infobox|Tô Lâm|President of Vietnam: 22 May 2024 – 21 October 2024. General Secretary of the Communist Party of Vietnam: since 3 August 2024. Minister of Public Security: 2016–2024. Born: 1957, Hưng Yên.|Reports offices held from May and August 2024.
6|K|wiki-section|2024 Vietnamese leadership changes|President Võ Văn Thưởng resigned on 20 March 2024 and National Assembly chairman Vương Đình Huệ on 26 April. The Central Committee is expected to meet in mid-May to nominate replacements for approval by the National Assembly, whose seventh session opens on 20 May 2024.|Earlier resignations and scheduled steps.
1|L|timeline|2024 in Vietnam|22 May 2024 – The National Assembly elects Tô Lâm State President with 472 votes. 19 July 2024 – General Secretary Nguyễn Phú Trọng dies in Hanoi. 3 August 2024 – Tô Lâm is elected General Secretary.|Reports the May, July and August 2024 events.
4|K|wiki-lead|Tô Lâm|Tô Lâm (born 1957) is a Vietnamese politician and police general who has been Minister of Public Security since 2016 and a member of the Politburo. He is widely reported to be the leading candidate for state president.|Only a current role and a report of candidacy.
3|L|wiki-lead|Lương Cường|Lương Cường (born 1957) is a Vietnamese general and politician who has been President of Vietnam since 21 October 2024, succeeding Tô Lâm, who gave up the office after becoming General Secretary of the Communist Party.|Reports a later succession in October 2024 that implies Tô Lâm's presidency.
""",
    ),
]
