# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the held-out `hold54` part, read by `build_hold54.py`.

Encyclopedia-style and reference text: wiki article leads and sections, infoboxes rendered as
text, almanac and timeline entries, lists of winners, results tables, sports and election
records, company profiles. Each question's documents are one line each in a string, fields
separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style, title,
text, why. Written blind as a held-out part; see `build_hold54.py` and the part's section in
`tests/data/leak_set/README.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "q4-netball-wc-2023-australia",
        "Will Australia win the 2023 Netball World Cup?",
        "Resolves YES if Australia wins the final of the 2023 Netball World Cup in Cape Town, scheduled for August 6, 2023. Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-06",
        1,
        "sports",
        """
20|K|infobox-upcoming|2023 Netball World Cup|Host: South Africa. Venue: Cape Town International Convention Centre. Dates: 28 July - 6 August 2023. Teams: 16. Defending champions: New Zealand. Final: 6 August 2023 (scheduled).|An infobox for a tournament not yet played; the final is marked as scheduled.
3|L|wiki-lead|2023 Netball World Cup|The 2023 Netball World Cup was the 16th edition of the tournament and the first held in Africa, staged in Cape Town from 28 July to 6 August 2023. Australia won their twelfth title, beating England 61-45 in the final on 6 August 2023.|Reports the August 6, 2023 final as played and won.
12|K|history-section|Netball World Cup: History|Australia have won the competition eleven times, most recently in 2015. New Zealand took the 2019 title in Liverpool with a 52-51 win over Australia, and South Africa was chosen in 2018 to host the next edition.|Only facts from 2019 and earlier; a control.
6|L|results-table|Netball World Cup: Results by edition|2015, Sydney: Australia 58-55 New Zealand. 2019, Liverpool: New Zealand 52-51 Australia. 2023, Cape Town: Australia 61-45 England (6 Aug 2023). 2027, Sydney: to be played.|The 2023 row gives the final's score and date.
9|K|format-section|2023 Netball World Cup: Format|The sixteen teams play in four pools in the preliminary stage, which starts on 28 July 2023; the top three of each pool go through to two second-round groups. The semi-finals are set for 5 August, and the bronze-medal match and the final for 6 August.|Describes the schedule of the tournament ahead.
1|L|team-article|England national netball team|Under head coach Jess Thirlby the Roses reached their first World Cup final in 2023, where they lost 61-45 to Australia in Cape Town on August 6, 2023.|Reports England's loss in the August 6, 2023 final.
""",
    ),
    Q(
        "q4-chess-wcc-2023-ding",
        "Will Ding Liren win the World Chess Championship 2023 match against Ian Nepomniachtchi?",
        "Resolves YES if Ding Liren wins the FIDE World Chess Championship 2023 match in Astana, including any tie-breaks, which are scheduled for April 30, 2023. Resolves NO if Ian Nepomniachtchi wins.",
        "2023-04-05",
        "2023-04-30",
        1,
        "sports",
        """
25|K|wiki-lead-future|World Chess Championship 2023|The World Chess Championship 2023 is a match between Ian Nepomniachtchi and Ding Liren, to be played in Astana, Kazakhstan, from 7 April to 1 May 2023. It will be the first title match since 1993 without Magnus Carlsen, who declined to defend his title.|Describes a match still to be played.
4|L|match-section|World Chess Championship 2023: Match|The 14 classical games finished level at 7-7. Ding won the rapid tie-break 2.5-1.5 on 30 April 2023, becoming the first player from China to win the undisputed world title.|Reports the April 30, 2023 tie-break win.
15|K|background-section|Candidates Tournament 2022|Nepomniachtchi won the Candidates Tournament in Madrid in July 2022 with a round to spare. When Carlsen confirmed that month that he would not play another match, FIDE named the runner-up, Ding Liren, as Nepomniachtchi's opponent.|Only 2022 facts; a control.
2|L|infobox|World Chess Championship 2023 (infobox)|Location: Astana, Kazakhstan. Dates: 9-30 April 2023. Result: 7-7 (classical), 2.5-1.5 (rapid tie-break). Champion: Ding Liren. Previous champion: Magnus Carlsen (did not defend).|The infobox gives the champion of a match that ended on April 30, 2023.
8|K|schedule-table|World Chess Championship 2023: Schedule|Game 1: 9 April 2023. Game 2: 10 April. Rest days follow every second game. Game 14: 29 April 2023. Tie-breaks, if required: 30 April 2023. Closing ceremony: 1 May 2023.|A schedule with a conditional tie-break date.
11|K|player-bio|Ding Liren|Ding Liren (born 24 October 1992) is a Chinese chess grandmaster and the highest-rated player in China. He qualified for the 2023 title match as runner-up of the 2022 Candidates and will meet Ian Nepomniachtchi in Astana in April 2023.|States a match to come.
""",
    ),
    Q(
        "q4-snooker-2023-selby",
        "Will Mark Selby win the 2023 World Snooker Championship?",
        "Resolves YES if Mark Selby wins the 2023 World Snooker Championship at the Crucible Theatre, whose final is scheduled for April 30 - May 1, 2023. Resolves NO otherwise.",
        "2023-04-12",
        "2023-05-01",
        0,
        "sports",
        """
10|K|infobox-upcoming|2023 World Snooker Championship|Dates: 15 April - 1 May 2023. Venue: Crucible Theatre, Sheffield. Total prize fund: £2,395,000. Winner's share: £500,000. Defending champion: Ronnie O'Sullivan.|Infobox of an event about to begin, no result.
2|L|wiki-lead|2023 World Snooker Championship|Luca Brecel won the title, beating Mark Selby 18-15 in the final on 1 May 2023 and becoming the first world champion from mainland Europe. Selby made a maximum break during the final, the first 147 in a world final at the Crucible.|Reports the May 1, 2023 final.
18|K|player-bio|Mark Selby|Mark Selby (born 19 June 1983) is an English professional snooker player who has been world champion four times, in 2014, 2016, 2017 and 2021. He is among the 16 seeds for the 2023 championship, which opens at the Crucible on 15 April 2023.|Past titles and an event ahead.
5|L|list-of-champions|List of world snooker champions|2021: Mark Selby 18-15 Shaun Murphy. 2022: Ronnie O'Sullivan 18-13 Judd Trump. 2023: Luca Brecel 18-15 Mark Selby (final 30 April - 1 May 2023; decided 1 May 2023).|The 2023 row reports the result of the May 1, 2023 final.
7|K|format-section|2023 World Snooker Championship: Format|The 16 seeded players enter in the first round on 15 April 2023, against qualifiers. Matches grow from the best of 19 frames in the first round to the best of 35 in the final, played over four sessions on 30 April and 1 May 2023.|A description of the format and dates ahead.
1|L|season-article|2022-23 snooker season|The season ended with the World Championship, won on 1 May 2023 by Brecel, who had not won a match at the Crucible in five previous visits before that fortnight.|Reports the May 1, 2023 result.
""",
    ),
    Q(
        "q4-handball-wc-2023-denmark",
        "Will Denmark win the 2023 IHF World Men's Handball Championship?",
        "Resolves YES if Denmark wins the final of the 2023 World Men's Handball Championship, scheduled for January 29, 2023 in Stockholm. Resolves NO otherwise.",
        "2023-01-08",
        "2023-01-29",
        1,
        "sports",
        """
20|K|infobox-upcoming|2023 World Men's Handball Championship|Host countries: Poland and Sweden. Dates: 11-29 January 2023. Teams: 32. Final venue: Tele2 Arena, Stockholm. Defending champions: Denmark (2021).|An infobox for a coming tournament.
3|L|wiki-lead|2023 World Men's Handball Championship|The 28th edition was held in Poland and Sweden from 11 to 29 January 2023. Denmark won a third consecutive title, beating France 34-29 in the final in Stockholm on 29 January 2023, and Spain took the bronze medal.|Reports the January 29, 2023 final.
9|K|draw-section|2023 World Men's Handball Championship: Draw|The draw, held in Katowice in July 2022, placed Denmark in a preliminary group played in Malmö from 13 January 2023. The top three of each group advance to the main round.|Past draw and coming group matches.
6|L|honours-list|Denmark men's national handball team: Honours|World Championship: gold 2019, 2021 and 2023. The 2023 title came with a 34-29 win over France on 29 January 2023, and made Denmark the first men's team to win three world titles in a row.|Reports the January 29, 2023 win in an honours list.
1|K|calendar|Handball in 2023: Calendar|11-29 January 2023: IHF World Men's Championship, Poland and Sweden, final in Stockholm on 29 January. 30 November - 17 December: IHF World Women's Championship, Denmark, Norway and Sweden.|A calendar of events to come.
13|K|player-bio|Mikkel Hansen|Mikkel Hansen, three times IHF World Player of the Year, was named in December 2022 in Nikolaj Jacobsen's squad for the world championship that starts on 11 January 2023.|A past squad selection and a tournament ahead.
""",
    ),
    Q(
        "q4-handball-wc-2025-croatia",
        "Will Croatia win the 2025 IHF World Men's Handball Championship?",
        "Resolves YES if Croatia wins the final of the 2025 World Men's Handball Championship, scheduled for February 2, 2025 in Bærum, Norway. Resolves NO otherwise.",
        "2025-01-10",
        "2025-02-02",
        0,
        "sports",
        """
25|K|infobox-upcoming|2025 World Men's Handball Championship|Hosts: Croatia, Denmark and Norway. Dates: 14 January - 2 February 2025. Final: Unity Arena, Bærum, 2 February 2025. Defending champions: Denmark.|Infobox of a tournament yet to start.
2|L|final-standings|2025 World Men's Handball Championship: Final standings|1. Denmark. 2. Croatia. 3. France. 4. Portugal. Denmark beat the co-hosts Croatia 32-26 in the final on 2 February 2025 for a fourth straight world title.|Reports the February 2, 2025 final.
14|K|coach-bio|Dagur Sigurðsson|The Icelandic coach, who led Germany to the 2016 European title, was appointed head coach of Croatia in February 2024. He will lead the co-hosts at the 2025 World Championship, where Croatia play their preliminary group in Zagreb.|A past appointment and a tournament ahead.
6|L|player-bio|Domagoj Duvnjak|Duvnjak captained Croatia to the 2025 world final in Bærum, which they lost 26-32 to Denmark on 2 February 2025, and retired from international handball after the tournament.|Reports the February 2, 2025 final and a later retirement.
4|K|knockout-section|2025 World Men's Handball Championship: Knockout stage|Quarter-finals: 28 January 2025 in Zagreb, Herning and Bærum. Semi-finals: 30-31 January 2025. Bronze-medal match and final: 2 February 2025, Unity Arena.|A schedule of matches to come.
8|L|venue-article|Arena Zagreb|The arena staged Croatia's semi-final against France on 30 January 2025, which the hosts won 31-28 in front of a capacity crowd.|Reports a January 30, 2025 match result.
""",
    ),
    Q(
        "q4-hockey-wc-2023-belgium",
        "Will Belgium win the 2023 FIH Men's Hockey World Cup?",
        "Resolves YES if Belgium wins the final of the 2023 Men's FIH Hockey World Cup, scheduled for January 29, 2023 in Bhubaneswar. Resolves NO otherwise.",
        "2023-01-10",
        "2023-01-29",
        0,
        "sports",
        """
22|K|infobox-upcoming|2023 Men's FIH Hockey World Cup|Host: India. Venues: Kalinga Stadium (Bhubaneswar), Birsa Munda Stadium (Rourkela). Dates: 13-29 January 2023. Teams: 16. Defending champions: Belgium (2018).|An infobox for a coming tournament.
3|L|wiki-lead|2023 Men's FIH Hockey World Cup|Germany won their third World Cup, beating the defending champions Belgium 5-4 in a shoot-out after a 3-3 draw in the final in Bhubaneswar on 29 January 2023. The Netherlands beat Australia 3-1 for the bronze.|Reports the January 29, 2023 final.
11|L|honours-list|Germany men's national field hockey team: Honours|World Cup: gold 2002, 2006 and 2023; the third title came after a 3-3 draw and a 5-4 shoot-out win over Belgium in Bhubaneswar on 29 January 2023.|Reports the January 29, 2023 final in an honours list.
5|L|results-list|Men's FIH Hockey World Cup: Results|2014, The Hague: Australia 6-1 Netherlands. 2018, Bhubaneswar: Belgium 0-0 Netherlands (3-2 SO). 2023, Bhubaneswar: Germany 3-3 Belgium (5-4 SO), 29 Jan 2023.|The 2023 row reports the final.
7|K|venue-article|Birsa Munda International Hockey Stadium|The stadium in Rourkela, built for the 2023 World Cup with about 21,000 seats, is due to be opened in early January 2023 and will stage 20 of the tournament's matches.|A stadium's plans before the tournament.
1|K|knockout-section|2023 Men's FIH Hockey World Cup: Knockout stage|Crossovers: 22-23 January. Quarter-finals: 24-25 January. Semi-finals: 27 January. Bronze-medal match and final: 29 January 2023, Kalinga Stadium.|A schedule of matches to come.
""",
    ),
    Q(
        "q4-grand-national-2023-corach-rambler",
        "Will Corach Rambler win the 2023 Grand National?",
        "Resolves YES if Corach Rambler wins the 2023 Grand National at Aintree, scheduled for April 15, 2023. Resolves NO otherwise, including if he does not run.",
        "2023-04-03",
        "2023-04-15",
        1,
        "sports",
        """
10|K|race-article|Grand National|The race is run over about 4 miles 2½ furlongs with 30 fences. The 2023 running is scheduled for Saturday 15 April 2023 at Aintree, with a maximum field of 40 and an off time of 5:15 pm.|A race's coming date and time.
2|L|wiki-lead|2023 Grand National|The 2023 Grand National was run at Aintree on 15 April 2023 and won by Corach Rambler, ridden by Derek Fox and trained by Lucinda Russell, the 8/1 joint favourite. The start was delayed by about 15 minutes after protesters got onto the course.|Reports the April 15, 2023 race.
18|K|horse-bio|Corach Rambler|Corach Rambler (foaled 2014) is an Irish-bred steeplechaser trained in Scotland by Lucinda Russell. He won the Ultima Handicap Chase at Cheltenham for a second time on 14 March 2023 and is prominent in the betting for the Grand National.|A win before the cutoff and the race ahead.
5|L|list-of-winners|List of Grand National winners|2021: Minella Times (Rachael Blackmore). 2022: Noble Yeats (Sam Waley-Cohen). 2023: Corach Rambler (Derek Fox), 15 April 2023.|The 2023 entry reports the winner.
7|K|entries-section|2023 Grand National: Entries|The weights were published in February 2023. Final declarations of up to 40 runners are due 48 hours before the race, on 13 April 2023.|Past weights and a deadline ahead.
1|L|trainer-bio|Lucinda Russell|Russell, who won the 2017 Grand National with One For Arthur, trained her second winner of the race when Corach Rambler won on April 15, 2023.|Reports the April 15, 2023 win.
""",
    ),
    Q(
        "q4-indy500-2023-ganassi",
        "Will a Chip Ganassi Racing driver win the 2023 Indianapolis 500?",
        "Resolves YES if the winner of the 107th Indianapolis 500, scheduled for May 28, 2023, drives for Chip Ganassi Racing. Resolves NO otherwise.",
        "2023-05-10",
        "2023-05-28",
        0,
        "sports",
        """
14|K|infobox-upcoming|2023 Indianapolis 500|Date: May 28, 2023. Location: Indianapolis Motor Speedway. Sanctioning body: IndyCar. Distance: 200 laps, 500 mi. Defending winner: Marcus Ericsson (Chip Ganassi Racing).|An infobox of a race to come.
3|L|wiki-lead|2023 Indianapolis 500|The 107th Indianapolis 500 was held on May 28, 2023. Josef Newgarden of Team Penske won after passing Marcus Ericsson on the last lap of a one-lap dash that followed the race's third red flag; Alex Palou had started from pole.|Reports the May 28, 2023 race.
8|K|schedule-section|2023 Indianapolis 500: Schedule|Practice opens May 16. Qualifying is on May 20-21, with the Fast Six shoot-out on the Sunday; Carb Day is May 26, and the green flag is due at 12:45 p.m. ET on May 28, 2023.|A schedule of sessions ahead.
20|K|team-article|Chip Ganassi Racing|Ganassi won the 2022 Indianapolis 500 with Marcus Ericsson, and its entries for the race on May 28, 2023 include Ericsson, Alex Palou, Scott Dixon and Takuma Sato.|A team's past win and its entries for a race ahead.
5|L|list-of-winners|List of Indianapolis 500 winners|2021: Hélio Castroneves. 2022: Marcus Ericsson. 2023: Josef Newgarden (May 28, 2023), in his 12th start.|The 2023 entry reports the winner.
1|L|qualifying-section|2023 Indianapolis 500: Qualifying|Alex Palou won the pole on May 21, 2023 with a four-lap average of 234.217 mph, the fastest pole run in the race's history.|Reports qualifying on May 21, 2023, after the cutoff.
""",
    ),
    Q(
        "q4-daytona500-2023-hendrick",
        "Will a Hendrick Motorsports driver win the 2023 Daytona 500?",
        "Resolves YES if the winner of the 65th Daytona 500, scheduled for February 19, 2023, drives for Hendrick Motorsports. Resolves NO otherwise.",
        "2023-02-06",
        "2023-02-19",
        0,
        "sports",
        """
12|K|infobox-upcoming|2023 Daytona 500|Date: February 19, 2023. Location: Daytona International Speedway. Laps: 200 (500 mi). Defending winner: Austin Cindric (Team Penske).|Infobox of a race not yet run.
2|L|wiki-lead|2023 Daytona 500|Ricky Stenhouse Jr. of JTG Daugherty Racing won the race on February 19, 2023, his first Cup win since 2017, when the second overtime ended under caution. At 212 laps (530 miles) it was the longest Daytona 500 to date.|Reports the February 19, 2023 race.
6|K|schedule-section|2023 Speedweeks|Pole qualifying: February 15. Duel qualifying races: February 16. Daytona 500: Sunday, February 19, 2023, 2:30 p.m. ET, on Fox.|A schedule of events ahead.
9|K|team-article|Hendrick Motorsports|Hendrick's four full-time Cup drivers for 2023 are Kyle Larson, Chase Elliott, William Byron and Alex Bowman. The team last won the Daytona 500 with Dale Earnhardt Jr. in 2014.|A team's line-up and an old result; a control.
4|L|qualifying-section|2023 Daytona 500: Qualifying|Alex Bowman took the pole on February 15, 2023, with Hendrick team-mate Kyle Larson alongside him on the front row.|Reports qualifying on February 15, 2023, after the cutoff.
1|L|driver-bio|Ricky Stenhouse Jr.|Stenhouse, twice an Xfinity Series champion, won the 65th Daytona 500 on 19 Feb 2023 in the No. 47 Chevrolet, ending a winless run of 199 Cup races.|Reports the February 19, 2023 win.
""",
    ),
    Q(
        "q4-pdc-2023-van-gerwen",
        "Will Michael van Gerwen win the 2023 PDC World Darts Championship?",
        "Resolves YES if Michael van Gerwen wins the 2023 PDC World Darts Championship, whose final is scheduled for January 3, 2023 at Alexandra Palace. Resolves NO otherwise.",
        "2022-12-12",
        "2023-01-03",
        0,
        "sports",
        """
20|K|infobox-upcoming|2023 PDC World Darts Championship|Dates: 15 December 2022 - 3 January 2023. Venue: Alexandra Palace, London. Prize fund: £2,500,000. Winner's share: £500,000. Defending champion: Peter Wright.|Infobox of a coming tournament.
3|L|wiki-lead|2023 PDC World Darts Championship|Michael Smith won his first world title, beating Michael van Gerwen 7-4 in the final on 3 January 2023. Smith hit a nine-dart finish in the second set, the first in a PDC world final.|Reports the January 3, 2023 final.
9|K|player-bio|Michael van Gerwen|Van Gerwen, world champion in 2014, 2017 and 2019, is among the 32 seeds for the 2023 championship, which begins at Alexandra Palace on 15 December 2022.|Past titles and a tournament ahead.
6|L|list-of-champions|List of PDC world darts champions|2021: Gerwyn Price. 2022: Peter Wright. 2023: Michael Smith, who beat Van Gerwen 7-4 on 3 Jan 2023.|The 2023 entry reports the final.
13|K|schedule-section|2023 PDC World Darts Championship: Schedule|First round: 15-21 December 2022. Second round: 17-23 December. Christmas break: 24-26 December. Quarter-finals: 1 January; semi-finals: 2 January; final: 3 January 2023.|A schedule of rounds to come.
1|L|year-in-sport|2023 in darts|January 3, 2023: Michael Smith wins the PDC World Championship at Alexandra Palace and becomes world number one.|A timeline entry reports the January 3, 2023 final.
""",
    ),
    Q(
        "q4-tdff-2023-vollering",
        "Will Demi Vollering win the 2023 Tour de France Femmes?",
        "Resolves YES if Demi Vollering wins the general classification of the 2023 Tour de France Femmes, which ends in Pau on July 30, 2023. Resolves NO otherwise.",
        "2023-07-10",
        "2023-07-30",
        1,
        "sports",
        """
22|K|infobox-upcoming|2023 Tour de France Femmes|Dates: 23-30 July 2023. Stages: 8. Start: Clermont-Ferrand. Finish: Pau (individual time trial). Defending champion: Annemiek van Vleuten.|An infobox for a race yet to start.
3|L|wiki-lead|2023 Tour de France Femmes|The second edition ran from 23 to 30 July 2023. Demi Vollering of SD Worx won the race after taking the yellow jersey on the Col du Tourmalet, with team-mate Lotte Kopecky second and Kasia Niewiadoma third.|Reports the result of a race that ended on July 30, 2023.
8|K|route-section|2023 Tour de France Femmes: Route|Stage 7 on 29 July climbs the Col d'Aspin and finishes at the summit of the Col du Tourmalet. The race ends the next day with a 22.6 km individual time trial in Pau.|A route description of stages ahead.
15|K|rider-bio|Demi Vollering|Vollering completed the Ardennes triple in April 2023, winning the Amstel Gold Race, La Flèche Wallonne and Liège-Bastogne-Liège. She was second in the 2022 Tour de France Femmes behind Van Vleuten, and leads SD Worx when the 2023 race starts on 23 July 2023.|Earlier wins and a race ahead.
5|L|stage-list|2023 Tour de France Femmes: Stages|Stage 7, 29 July 2023, Lannemezan to Col du Tourmalet: won by Demi Vollering, who takes over the yellow jersey from Lotte Kopecky.|Reports a stage won on July 29, 2023.
1|L|list-of-winners|Tour de France Femmes: Winners|2022: Annemiek van Vleuten (Movistar). 2023: Demi Vollering (SD Worx), confirmed after the final time trial in Pau on 30 July 2023.|The 2023 entry reports the winner.
""",
    ),
    Q(
        "q4-arc-2023-ace-impact",
        "Will Ace Impact win the 2023 Prix de l'Arc de Triomphe?",
        "Resolves YES if Ace Impact wins the 2023 Prix de l'Arc de Triomphe at ParisLongchamp, scheduled for October 1, 2023. Resolves NO otherwise, including if he does not run.",
        "2023-09-15",
        "2023-10-01",
        1,
        "sports",
        """
14|K|race-article|Prix de l'Arc de Triomphe|The Arc is a Group 1 flat race over 2,400 metres for horses aged three and up. The 102nd running is scheduled for Sunday 1 October 2023 at ParisLongchamp, with prize money of €5 million.|A race's coming date.
2|L|wiki-lead|2023 Prix de l'Arc de Triomphe|The race was run at ParisLongchamp on 1 October 2023 and won by the unbeaten Ace Impact, ridden by Cristian Demuro and trained by Jean-Claude Rouget. Westover finished second.|Reports the October 1, 2023 race.
20|K|horse-bio|Ace Impact|Ace Impact (foaled 2020) is a French colt by Cracksman. Unbeaten in five starts, he won the Prix du Jockey Club at Chantilly on 4 June 2023 and the Prix Guillaume d'Ornano at Deauville in August, and is being prepared for the Arc on 1 October 2023.|Past wins and a race ahead.
6|K|trial-race|Prix Niel|The Prix Niel, a trial for three-year-olds over the Arc course and distance, is run on Arc trials day at ParisLongchamp, this year on 10 September 2023.|Only a date before the cutoff; a control.
4|L|list-of-winners|List of Prix de l'Arc de Triomphe winners|2021: Torquator Tasso. 2022: Alpinista. 2023: Ace Impact (1 Oct 2023, Cristian Demuro).|The 2023 entry reports the winner.
1|L|jockey-bio|Cristian Demuro|The Italian jockey, based in France, won his second Arc on October 1, 2023 on Ace Impact, three years after Sottsass, also trained by Rouget.|Reports the October 1, 2023 win.
""",
    ),
    Q(
        "q4-japan-series-2023-hanshin",
        "Will the Hanshin Tigers win the 2023 Japan Series?",
        "Resolves YES if the Hanshin Tigers win the 2023 Japan Series, scheduled to start on October 28, 2023 (a Game 7, if needed, on November 5). Resolves NO otherwise, including if they do not reach it.",
        "2023-10-16",
        "2023-11-05",
        1,
        "sports",
        """
25|K|season-article|2023 Hanshin Tigers season|Under Akinobu Okada, back for a second spell as manager, the Tigers clinched the Central League pennant on 14 September 2023, their first since 2005.|A pennant won before the cutoff; a control.
3|L|wiki-lead|2023 Japan Series|The 74th Japan Series was played between the Hanshin Tigers and the Orix Buffaloes from 28 October to 5 November 2023. Hanshin won four games to three, taking Game 7 by 7-1 at Kyocera Dome Osaka on 5 November 2023 for their first title since 1985.|Reports the series won on November 5, 2023.
10|K|playoff-schedule|2023 Central League Climax Series|The final stage opens at Koshien Stadium on 18 October 2023, with the pennant-winning Tigers given a one-win advantage. The first team to four wins goes to the Japan Series, which begins on 28 October.|A playoff schedule ahead.
6|L|list-of-champions|List of Japan Series champions|2021: Tokyo Yakult Swallows. 2022: Orix Buffaloes. 2023: Hanshin Tigers (4-3 over Orix, clinched November 5, 2023).|The 2023 entry reports the champion.
14|K|team-article|Orix Buffaloes|Orix won the 2022 Japan Series against Yakult and secured a third consecutive Pacific League pennant in September 2023.|Past titles only; a control.
1|L|playoff-results|2023 Central League Climax Series: Final stage|Hanshin completed a sweep of the Hiroshima Toyo Carp on 20 October 2023 to reach the Japan Series for the first time since 2014.|Reports a playoff series decided on October 20, 2023.
""",
    ),
    Q(
        "q4-allireland-sfc-2024-armagh",
        "Will Armagh win the 2024 All-Ireland Senior Football Championship?",
        "Resolves YES if Armagh win the 2024 All-Ireland Senior Football Championship final, scheduled for July 28, 2024 at Croke Park. Resolves NO otherwise.",
        "2024-07-10",
        "2024-07-28",
        1,
        "sports",
        """
18|K|championship-article|2024 All-Ireland Senior Football Championship|Armagh, Kerry, Galway and Donegal reached the semi-finals. The final is fixed for Sunday 28 July 2024 at Croke Park.|Earlier results and a final ahead.
3|L|wiki-lead|2024 All-Ireland Senior Football Championship final|Armagh beat Galway 1-11 to 0-13 in the final on 28 July 2024, winning the Sam Maguire Cup for the second time, 22 years after their first title in 2002.|Reports the July 28, 2024 final.
8|K|fixtures-section|2024 All-Ireland SFC: Semi-finals|Armagh v Kerry, Saturday 13 July 2024, Croke Park. Galway v Donegal, Sunday 14 July 2024, Croke Park. Level matches go to extra time and, if still level, a penalty shoot-out.|Fixtures and a conditional rule.
12|K|county-team|Armagh county football team|Kieran McGeeney has managed Armagh since 2014. The county's only All-Ireland title came in 2002, when they beat Kerry in the final.|Only earlier facts; a control.
5|L|results-section|2024 All-Ireland SFC: Semi-finals|Armagh beat Kerry 1-18 to 0-20 after extra time on 13 July 2024, and Galway beat Donegal the next day.|Reports semi-finals of July 13-14, 2024.
1|L|list-of-winners|List of All-Ireland Senior Football Championship finals|2022: Kerry. 2023: Dublin. 2024: Armagh, 1-11 to 0-13 against Galway, 28 Jul 2024.|The 2024 entry reports the final.
""",
    ),
    Q(
        "q4-womens-10000-wr-2024",
        "Will the women's 10,000 metres world record be broken by June 30, 2024?",
        "Resolves YES if a time faster than 29:01.03, Letesenbet Gidey's mark of June 8, 2021, is run in a women's 10,000 m race between the question's start and June 30, 2024 and later ratified. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-30",
        1,
        "sports",
        """
28|K|records-list|10,000 metres: World records|Women: 29:01.03, Letesenbet Gidey (Ethiopia), Hengelo, 8 June 2021. Men: 26:11.00, Joshua Cheptegei (Uganda), Valencia, 7 October 2020.|Only records set before the cutoff; a control.
3|L|records-list|10,000 metres: World records|Women: 28:54.14, Beatrice Chebet (Kenya), Eugene, 25 May 2024, the first run under 29 minutes. Previous record: 29:01.03, Letesenbet Gidey, 2021.|Reports a record set on May 25, 2024.
10|K|meeting-article|2024 Prefontaine Classic|The Diamond League meeting at Hayward Field in Eugene is scheduled for 25 May 2024. Its programme includes a women's 10,000 metres that also serves as Kenya's Olympic selection race.|A meeting scheduled after the cutoff.
6|K|athlete-bio|Beatrice Chebet|Chebet, born in 2000, won the world cross-country title in Bathurst in February 2023 and retained it in Belgrade on 30 March 2024. She plans to run the 10,000 metres at the Prefontaine Classic on 25 May 2024.|Earlier wins and a plan.
1|L|records-list|1500 metres: World records|Women: 3:49.04, Faith Kipyegon (Kenya), Paris, 7 July 2024, improving her own 3:49.11 from Florence in June 2023.|Reports a later record, set on July 7, 2024.
2|L|athlete-bio|Beatrice Chebet|At the Paris Olympics in August 2024, Chebet won gold in both the 5000 and 10,000 metres, weeks after breaking the 10,000 m world record in Eugene.|Reports Olympic wins of August 2024.
""",
    ),
    Q(
        "q4-dakar-2023-al-attiyah",
        "Will Nasser Al-Attiyah win the car category of the 2023 Dakar Rally?",
        "Resolves YES if Nasser Al-Attiyah is the winner of the car category of the 2023 Dakar Rally, which ends on January 15, 2023. Resolves NO otherwise.",
        "2022-12-20",
        "2023-01-15",
        1,
        "sports",
        """
20|K|infobox-upcoming|2023 Dakar Rally|Host: Saudi Arabia. Dates: 31 December 2022 - 15 January 2023. Start: Sea Camp, near Yanbu. Finish: Dammam. Stages: prologue and 14. Defending car champion: Nasser Al-Attiyah.|Infobox of a rally not yet run.
2|L|wiki-lead|2023 Dakar Rally|Nasser Al-Attiyah won the car category for the fifth time, finishing more than an hour ahead of Sébastien Loeb when the rally ended in Dammam on 15 January 2023.|Reports the January 15, 2023 result.
10|K|driver-bio|Nasser Al-Attiyah|Al-Attiyah, a Qatari driver and Olympic skeet bronze medallist, won the car category in 2011, 2015, 2019 and 2022. He drives a Toyota Hilux for Toyota Gazoo Racing in the 2023 edition, which starts on 31 December 2022.|Past wins and an entry.
5|L|winners-table|Dakar Rally: Car winners|2021: Stéphane Peterhansel (Mini). 2022: Nasser Al-Attiyah (Toyota). 2023: Nasser Al-Attiyah (Toyota), 15 Jan 2023.|The 2023 row reports the winner.
13|K|route-section|2023 Dakar Rally: Route|The route of about 8,500 km runs from the Red Sea coast through the Empty Quarter, with a rest day in Riyadh on 9 January 2023 and the finish on the Gulf coast on 15 January.|A route and dates ahead.
1|L|stage-summary|2023 Dakar Rally: Stages|At the rest day in Riyadh on 9 January 2023, Al-Attiyah led the car standings by more than an hour, after Audi's contenders lost time to punctures and crashes.|Reports standings at January 9, 2023.
""",
    ),
    Q(
        "q4-cyprus-2023-christodoulides",
        "Will Nikos Christodoulides be elected President of Cyprus in the 2023 election?",
        "Resolves YES if Nikos Christodoulides wins the Cypriot presidential election, whose first round is on February 5, 2023 and any runoff on February 12, 2023. Resolves NO otherwise.",
        "2023-02-03",
        "2023-02-12",
        1,
        "elections",
        """
20|K|election-article|2023 Cypriot presidential election|Presidential elections will be held in Cyprus on 5 February 2023, with a runoff on 12 February if no candidate wins more than half of the valid votes. President Nicos Anastasiades is term-limited.|Describes an election to come.
1|L|results-section|2023 Cypriot presidential election: Results|First round, 5 February 2023: Christodoulides 32.0%, Mavroyiannis 29.6%, Neophytou 26.1%, Christou 6.0%. Runoff, 12 February 2023: Christodoulides 51.97%, Mavroyiannis 48.03%.|Reports both rounds, held after the cutoff.
11|K|candidates-section|2023 Cypriot presidential election: Candidates|Nikos Christodoulides, a former foreign minister, runs as an independent backed by DIKO, DIPA and EDEK. Averof Neophytou is the DISY candidate, and Andreas Mavroyiannis is supported by AKEL, for the first round on 5 February 2023.|A list of candidates.
3|L|person-bio|Nikos Christodoulides|Nikos Christodoulides (born 6 December 1973) is a Cypriot politician who has served as the eighth President of Cyprus since 28 February 2023.|Reports him in office from February 28, 2023.
8|K|year-timeline|2023 in Cyprus|5 February 2023: first round of the presidential election. 12 February: presidential runoff, if needed. 28 February: the new president is sworn in.|A timeline of scheduled events.
2|L|list-of-officeholders|List of presidents of Cyprus|7. Nicos Anastasiades (2013-2023). 8. Nikos Christodoulides (from 28 February 2023), elected in the runoff of 12 February 2023.|Reports the February 12, 2023 runoff and the new president.
""",
    ),
    Q(
        "q4-czech-pres-2023-pavel",
        "Will Petr Pavel win the 2023 Czech presidential election?",
        "Resolves YES if Petr Pavel wins the second round of the Czech presidential election, held on January 27-28, 2023. Resolves NO otherwise.",
        "2023-01-18",
        "2023-01-28",
        1,
        "elections",
        """
4|K|wiki-lead|2023 Czech presidential election|In the first round on 13-14 January 2023, Petr Pavel received 35.4% of the vote and Andrej Babiš 35.0%, ahead of Danuše Nerudová with 13.9%. The two leaders meet in a runoff on 27-28 January.|A first round before the cutoff and a runoff ahead.
2|L|wiki-lead|2023 Czech presidential election|Petr Pavel, a retired army general and former chair of the NATO Military Committee, won the runoff on 27-28 January 2023 with 58.3% of the vote against Babiš, and took office on 9 March 2023.|Reports the January 27-28, 2023 runoff.
10|K|candidates-section|2023 Czech presidential election: Candidates|President Miloš Zeman is term-limited. The leading candidates are Babiš, the ANO leader and former prime minister; Pavel, backed by the parties of the Spolu coalition; and the economist Danuše Nerudová. A runoff, if needed, is set for 27-28 January 2023.|A list of candidates and a conditional runoff.
6|L|infobox|2023 Czech presidential election (infobox)|Runoff: 27-28 January 2023. Turnout: 70.2%. Elected president: Petr Pavel (58.33%). Runner-up: Andrej Babiš (41.67%).|The infobox gives the winner of the January 2023 runoff.
1|K|list-of-officeholders|List of presidents of the Czech Republic|1. Václav Havel (1993-2003). 2. Václav Klaus (2003-2013). 3. Miloš Zeman (since 2013). Zeman's second term ends on 8 March 2023.|A list ending with the incumbent and his term's end.
8|K|person-bio|Petr Pavel|Petr Pavel (born 1 November 1961) is a retired Czech general. He narrowly led the first round of the 2023 election and will face Andrej Babiš in the runoff on 27 and 28 January 2023.|A first-round lead and a runoff ahead.
""",
    ),
    Q(
        "q4-somaliland-2024-irro",
        "Will Abdirahman Mohamed Abdullahi (Irro) win Somaliland's presidential election of November 13, 2024?",
        "Resolves YES if Somaliland's National Electoral Commission declares Abdirahman Mohamed Abdullahi the winner of the November 13, 2024 presidential election by November 30, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-19",
        1,
        "elections",
        """
15|K|election-article|2024 Somaliland presidential election|Presidential elections are scheduled for 13 November 2024. The vote, first due in November 2022, was postponed; President Muse Bihi Abdi of Kulmiye faces Abdirahman Mohamed Abdullahi (Irro) of Waddani and Faisal Ali Warabe of UCID.|Describes an election to come.
2|L|results-section|2024 Somaliland presidential election: Results|The National Electoral Commission announced on 19 November 2024 that Irro had won 63.92% of the vote to Bihi's 34.81%. Bihi conceded, and Irro was sworn in on 12 December 2024.|Reports results announced on November 19, 2024.
8|L|person-bio|Muse Bihi Abdi|Bihi, president since 2017, lost his bid for re-election in the vote of 13 November 2024 and handed over to Irro on 12 December 2024.|Reports the election loss and a handover after the cutoff.
5|L|person-bio|Abdirahman Mohamed Abdullahi|Abdirahman Mohamed Abdullahi, known as Irro, is a Somaliland politician who has been the sixth President of Somaliland since 12 December 2024.|Reports him in office from December 12, 2024.
11|K|timeline-section|2024 Somaliland presidential election: Timeline|13 November 2024: polling day. The commission is expected to announce results within about a week, and the winner is due to be inaugurated in December 2024.|A timeline of expected steps.
1|K|party-article|Waddani|Founded in 2012, Waddani is Somaliland's main opposition party. Its chairman, former speaker Irro, is its presidential candidate in the election of 13 November 2024, his second attempt after losing to Bihi in 2017.|A party's history and its candidate.
""",
    ),
    Q(
        "q4-bhutan-2024-pdp",
        "Will the People's Democratic Party win the most seats in the general round of Bhutan's National Assembly election on January 9, 2024?",
        "Resolves YES if the People's Democratic Party wins more of the 47 National Assembly seats than any other party in the general round held on January 9, 2024. Resolves NO otherwise.",
        "2023-12-20",
        "2024-01-09",
        1,
        "elections",
        """
14|K|wiki-lead|2023-24 Bhutanese National Assembly election|In the primary round on 30 November 2023 the People's Democratic Party won 42.5% and the Bhutan Tendrel Party 19.6%; the governing DNT and the DPT were eliminated. The two parties contest all 47 seats in the general round on 9 January 2024.|A primary round before the cutoff and a general round ahead.
2|L|results-section|2023-24 Bhutanese National Assembly election: General round|In the general round on 9 January 2024 the PDP won 30 of the 47 seats and the BTP 17. Tshering Tobgay became prime minister for a second time on 28 January 2024.|Reports the January 9, 2024 result.
9|K|party-article|People's Democratic Party (Bhutan)|The PDP governed from 2013 to 2018 under Tshering Tobgay, who returned to lead the party in 2023.|Only earlier facts; a control.
5|L|legislature-infobox|National Assembly of Bhutan|Seats: 47. Political groups after the election of 9 January 2024: government (30), PDP; opposition (17), BTP.|The infobox reports seats won on January 9, 2024.
20|K|system-article|Elections in Bhutan|National Assembly elections have two rounds: a primary round open to all registered parties, and a general round in which only the two parties with the most votes field candidates in each constituency.|Describes the system with no dates; a control.
1|L|list-of-officeholders|Prime Minister of Bhutan|Lotay Tshering (2018-2024). Tshering Tobgay (2013-2018, and again since 28 January 2024).|Reports a new prime minister from January 28, 2024.
""",
    ),
    Q(
        "q4-comoros-2024-azali",
        "Will Azali Assoumani win the Comorian presidential election of January 14, 2024 in the first round?",
        "Resolves YES if Azali Assoumani is declared elected with an absolute majority in the first round of the January 14, 2024 presidential election, as confirmed by the Supreme Court. Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-24",
        1,
        "elections",
        """
15|K|election-article|2024 Comorian presidential election|A presidential election is scheduled for 14 January 2024, alongside elections for the governors of the three islands. President Azali Assoumani faces five challengers; if no candidate wins an absolute majority, a second round will be held in February 2024.|An election ahead and a conditional runoff.
2|L|results-section|2024 Comorian presidential election: Results|On 16 January 2024 the electoral commission announced provisional results giving Azali 62.97% of the vote on a turnout of about 16%. The Supreme Court confirmed his first-round win on 24 January 2024, after protests in Moroni.|Reports results of January 16 and 24, 2024.
10|K|person-bio|Azali Assoumani|Azali first took power in a 1999 coup and was president until 2006. He returned after winning the 2016 election and was re-elected in 2019, after a 2018 referendum changed the presidential term rules.|Only earlier facts; a control.
5|L|infobox|2024 Comorian presidential election (infobox)|Date: 14 January 2024. Turnout: 16.3%. Elected president: Azali Assoumani (CRC), 62.97%. Runner-up: Salim Issa Abdillah.|The infobox reports the result of the January 14, 2024 election.
1|K|organisation-article|African Union: Chairperson|Azali Assoumani holds the rotating chairmanship of the African Union for 2023 and is due to hand it over at the summit in Addis Ababa in February 2024.|A current office and a handover ahead.
8|L|year-timeline|2024 in the Comoros|14 January: presidential and gubernatorial elections. 17 January 2024: security forces disperse protests against the provisional results in Moroni, and a curfew is imposed.|Reports events of January 2024 after the cutoff.
""",
    ),
    Q(
        "q4-azerbaijan-2024-aliyev-90",
        "Will Ilham Aliyev receive more than 90% of the vote in Azerbaijan's presidential election of February 7, 2024?",
        "Resolves YES if the Central Election Commission's results for the February 7, 2024 snap presidential election give Ilham Aliyev more than 90% of the vote. Resolves NO otherwise.",
        "2024-01-25",
        "2024-02-08",
        1,
        "elections",
        """
20|K|election-article|2024 Azerbaijani presidential election|On 7 December 2023 President Ilham Aliyev signed a decree calling an early presidential election for 7 February 2024, the first since Azerbaijan took control of all of Karabakh in September 2023.|A decree before the cutoff and an election ahead.
2|L|results-section|2024 Azerbaijani presidential election: Results|In the election of 7 February 2024 Aliyev won 92.12% of the vote on a turnout of 76.7%, according to the Central Election Commission, giving him a fifth consecutive term. OSCE observers said the vote took place in a restrictive environment.|Reports the February 7, 2024 result.
12|K|candidates-section|2024 Azerbaijani presidential election: Candidates|Seven candidates are registered, including Aliyev for the New Azerbaijan Party. The opposition Musavat and Popular Front parties have said they will boycott the vote on 7 February 2024.|A list of candidates and a boycott.
5|L|list-of-officeholders|President of Azerbaijan|Ilham Aliyev, in office since 31 October 2003, re-elected in 2008, 2013, 2018 and on 7 February 2024.|Reports a re-election on February 7, 2024.
1|K|results-table|Presidential elections in Azerbaijan|Aliyev's share: 2003, 76.8%; 2008, 88.7%; 2013, 84.5%; 2018, 86.1%. The 2024 election is set for 7 February.|Earlier results and a date ahead.
7|L|person-bio|Ilham Aliyev|Ilham Aliyev (born 24 December 1961) is the fourth President of Azerbaijan. He was sworn in for a fifth term on 14 February 2024.|Reports an inauguration on February 14, 2024.
""",
    ),
    Q(
        "q4-uzbekistan-2023-mirziyoyev-85",
        "Will Shavkat Mirziyoyev receive more than 85% of the vote in Uzbekistan's presidential election of July 9, 2023?",
        "Resolves YES if the Central Election Commission's results for the July 9, 2023 snap presidential election give Shavkat Mirziyoyev more than 85% of the vote. Resolves NO otherwise.",
        "2023-06-26",
        "2023-07-10",
        1,
        "elections",
        """
18|K|election-article|2023 Uzbek presidential election|A snap presidential election will be held on 9 July 2023, after the constitutional referendum of 30 April 2023 lengthened the presidential term from five to seven years. Shavkat Mirziyoyev is one of four candidates.|An election ahead after a past referendum.
2|L|results-section|2023 Uzbek presidential election: Results|The Central Election Commission announced on 10 July 2023 that Mirziyoyev had won 87.05% of the vote, on a turnout of about 80%.|Reports results announced on July 10, 2023.
9|K|referendum-article|2023 Uzbek constitutional referendum|Voters on 30 April 2023 approved the new constitution with 90.2% in favour. Among other changes, it resets the count of presidential terms.|A referendum before the cutoff; a control.
5|L|infobox|2023 Uzbek presidential election (infobox)|Election date: 9 July 2023. Turnout: 79.8%. Elected president: Shavkat Mirziyoyev (UzLiDeP), 87.05%.|The infobox reports the result of the July 9, 2023 vote.
1|K|calendar|Elections in July 2023|9 July 2023: Uzbekistan, presidential (snap). 23 July: Spain, general. 23 July: Cambodia, general.|A calendar of elections ahead.
3|L|person-bio|Shavkat Mirziyoyev|Mirziyoyev has been President of Uzbekistan since 2016. He was re-elected for a seven-year term on 9 July 2023.|Reports the July 9, 2023 re-election.
""",
    ),
    Q(
        "q4-bavaria-2023-afd-second",
        "Will the AfD finish second in the Bavarian state election of October 8, 2023?",
        "Resolves YES if the AfD has the second-highest share of the total vote in the official results of the October 8, 2023 election to the Landtag of Bavaria. Resolves NO otherwise.",
        "2023-09-25",
        "2023-10-09",
        0,
        "elections",
        """
20|K|election-article|2023 Bavarian state election|The election to the Landtag of Bavaria will be held on 8 October 2023, the same day as the state election in Hesse. Minister-President Markus Söder leads the CSU, which has governed with the Free Voters since 2018.|Describes an election to come.
2|L|results-section|2023 Bavarian state election: Results|Results of 8 October 2023: CSU 37.0%, Free Voters 15.8%, AfD 14.6%, Greens 14.4%, SPD 8.4%, FDP 3.0% (no seats).|Reports the October 8, 2023 results.
9|K|opinion-polls|2023 Bavarian state election: Opinion polling|Polls in September 2023 put the CSU at 36-37%, with the Free Voters, the AfD and the Greens close together between 13% and 16%. The Free Voters gained after the affair over a leaflet from Hubert Aiwanger's school days in late August, ahead of the vote on 8 October 2023.|Polls before an election ahead.
5|L|government-section|Third Söder cabinet|After the 8 October 2023 election, Söder and Aiwanger renewed their coalition, and the Landtag re-elected Söder as minister-president on 31 October 2023.|Reports a re-election on October 31, 2023.
1|K|legislature-infobox|Landtag of Bavaria|Seats: 205 (2018). Last election: 14 October 2018. Next election: 8 October 2023.|An infobox with the next election date.
13|K|party-article|Free Voters of Bavaria|The party entered the Landtag in 2008 and has governed with the CSU since November 2018; its leader, Hubert Aiwanger, is deputy minister-president.|Only earlier facts; a control.
""",
    ),
    Q(
        "q4-hesse-2023-afd-second",
        "Will the AfD finish second in the Hessian state election of October 8, 2023?",
        "Resolves YES if the AfD has the second-highest share of the list vote in the official results of the October 8, 2023 election to the Landtag of Hesse. Resolves NO otherwise.",
        "2023-09-22",
        "2023-10-09",
        1,
        "elections",
        """
17|K|election-article|2023 Hessian state election|The election is scheduled for 8 October 2023. Boris Rhein (CDU) has led a CDU-Greens government since May 2022; the SPD's lead candidate is the federal interior minister, Nancy Faeser.|Describes an election to come.
3|L|results-section|2023 Hessian state election: Results|The CDU won 34.6% on 8 October 2023, with the AfD second on 18.4%, its best result in a western German state. The SPD fell to 15.1%, the Greens took 14.8% and the FDP returned with exactly 5.0%.|Reports the October 8, 2023 results.
8|K|opinion-polls|2023 Hessian state election: Opinion polling|Polls in September 2023 put the CDU near 30%, with the AfD, the SPD and the Greens all between 15% and 19%, ahead of the 8 October 2023 election.|Polls before an election ahead.
5|L|person-bio|Boris Rhein|After the 2023 election Rhein formed a coalition with the SPD and was re-elected minister-president on 18 January 2024.|Reports a re-election on January 18, 2024.
1|K|legislature-infobox|Landtag of Hesse|Seats: 137 (2018). Last election: 28 October 2018. Next election: 8 October 2023.|An infobox with the next election date.
11|K|person-bio|Nancy Faeser|Faeser has been Federal Minister of the Interior since December 2021. She has said she would leave the federal post only if elected minister-president of Hesse.|A past appointment and a conditional.
""",
    ),
    Q(
        "q4-catalonia-2024-psc",
        "Will the PSC win the most seats in the Catalan regional election of May 12, 2024?",
        "Resolves YES if the Socialists' Party of Catalonia (PSC) wins more of the 135 seats in the Parliament of Catalonia than any other list in the May 12, 2024 election. Resolves NO otherwise.",
        "2024-04-25",
        "2024-05-12",
        1,
        "elections",
        """
22|K|election-article|2024 Catalan regional election|A snap election was called by President Pere Aragonès for 12 May 2024, after the Parliament rejected his budget in March 2024.|A snap election ahead; the call was before the cutoff.
2|L|results-section|2024 Catalan regional election: Results|The PSC, led by Salvador Illa, won 42 of the 135 seats on 12 May 2024. Junts won 35, ERC 20 and the PP 15, and the pro-independence parties lost their combined majority.|Reports the May 12, 2024 results.
10|K|candidates-section|2024 Catalan regional election: Candidates|Salvador Illa leads the PSC, Carles Puigdemont heads the Junts list from France, and Aragonès is again the ERC candidate for the election of 12 May 2024.|A list of candidates for an election ahead.
5|L|person-bio|Salvador Illa|Illa, Spain's health minister during the COVID-19 pandemic, was invested as President of the Generalitat by the Parliament on 8 August 2024, after a deal with ERC.|Reports an investiture on August 8, 2024.
1|K|opinion-polls|2024 Catalan regional election: Opinion polling|Polls in April 2024 put the PSC first with 38 to 42 seats ahead of the 12 May vote, with Junts and ERC contesting second place.|Polls and an election ahead.
14|K|legislature-infobox|Parliament of Catalonia|Seats: 135. Majority: 68. Last election: 14 February 2021. Next election: 12 May 2024.|An infobox with the next election date.
""",
    ),
    Q(
        "q4-galicia-2024-pp-majority",
        "Will the PP keep an absolute majority in the Galician regional election of February 18, 2024?",
        "Resolves YES if the People's Party wins at least 38 of the 75 seats in the Parliament of Galicia in the February 18, 2024 election. Resolves NO otherwise.",
        "2024-02-05",
        "2024-02-18",
        1,
        "elections",
        """
20|K|election-article|2024 Galician regional election|The election is scheduled for 18 February 2024, the first since Alberto Núñez Feijóo left the Xunta in 2022 to lead the national PP. Alfonso Rueda is the PP candidate; 38 of the 75 seats are needed for a majority.|Describes an election to come.
2|L|results-section|2024 Galician regional election: Results|The PP won 40 of the 75 seats on 18 February 2024, its fifth absolute majority in a row. The BNG, led by Ana Pontón, won a record 25 seats and the PSdeG 9; Democracia Ourensana took one.|Reports the February 18, 2024 results.
9|K|opinion-polls|2024 Galician regional election: Opinion polling|Polls in late January 2024 showed the PP on the edge of a majority, with 37 to 40 seats, and the BNG well ahead of the Socialists, ahead of the vote on 18 February 2024.|Polls before an election ahead.
5|L|list-of-officeholders|President of the Xunta de Galicia|Alberto Núñez Feijóo (2009-2022). Alfonso Rueda (since 2022; re-elected by the Parliament after the election of 18 February 2024).|Reports the February 18, 2024 election and a re-election.
1|K|person-bio|Ana Pontón|Pontón has been national spokesperson of the BNG since 2016 and is its candidate for president of the Xunta, as in 2020, in the election on 18 February 2024.|A candidacy for an election ahead.
13|K|legislature-section|Parliament of Galicia: 2020 election|In the election of 12 July 2020, postponed from April because of COVID-19, the PP won 42 seats, the BNG 19 and the PSdeG 14.|Only a 2020 result; a control.
""",
    ),
    Q(
        "q4-toshiba-delist-2023",
        "Will Toshiba's shares be delisted from the Tokyo Stock Exchange by December 31, 2023?",
        "Resolves YES if Toshiba Corporation's shares are delisted from the Tokyo Stock Exchange on or before December 31, 2023, following the tender offer by a Japan Industrial Partners-led consortium. Resolves NO otherwise.",
        "2023-11-20",
        "2023-12-20",
        1,
        "company_deals",
        """
25|K|company-profile|Toshiba|Toshiba Corporation is a Japanese conglomerate headquartered in Tokyo, founded in 1875. In September 2023 a consortium led by Japan Industrial Partners acquired about 78.65% of its shares in a tender offer, and the company plans to go private.|Facts before the cutoff and a plan.
3|L|company-profile|Toshiba|Toshiba's shares were delisted from the Tokyo Stock Exchange on 20 December 2023, ending 74 years as a listed company, after shareholders approved the squeeze-out on 22 November 2023.|Reports the December 20, 2023 delisting and a November 22 vote.
10|K|company-profile|Japan Industrial Partners|JIP's tender offer for Toshiba ran from 8 August to 20 September 2023 at ¥4,620 a share, valuing the company at about ¥2 trillion.|Only facts before the cutoff; a control.
5|K|corporate-governance|Toshiba: Take-private|An extraordinary general meeting on 22 November 2023 is to vote on a share consolidation. If it is approved, the shares are expected to be delisted in December 2023.|A meeting ahead and a conditional delisting.
1|L|history-timeline|History of Toshiba|2023: taken private by a JIP-led consortium; last day of trading on the TSE on 19 December 2023.|A timeline entry reports the last trading day of December 19, 2023.
14|L|list-article|Tokyo Stock Exchange: Notable delistings|Toshiba, listed since 1949, delisted on 20 December 2023 after its take-private by a JIP-led consortium.|Reports the December 20, 2023 delisting.
""",
    ),
    Q(
        "q4-stellantis-ceo-2025",
        "Will Stellantis name a new permanent chief executive by June 30, 2025?",
        "Resolves YES if Stellantis announces the appointment of a permanent chief executive officer to succeed Carlos Tavares on or before June 30, 2025. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-30",
        1,
        "company_deals",
        """
28|K|company-profile|Stellantis|Carlos Tavares resigned as CEO on 1 December 2024. An interim executive committee is chaired by John Elkann, and the board has said it will name a new chief executive in the first half of 2025.|A resignation before the cutoff and a stated timetable.
3|L|company-profile|Stellantis|On 28 May 2025 the board named Antonio Filosa, head of the Americas and a former Jeep chief, as chief executive, effective 23 June 2025.|Reports an appointment of May 28, 2025.
12|K|person-bio|Antonio Filosa|Filosa, who joined Fiat in 1999, ran the Jeep brand before becoming chief operating officer for North America in October 2024. He is among the internal candidates reported to be under consideration for chief executive; the board has said it will decide by 30 June 2025.|Past posts and a search still open.
6|K|person-bio|John Elkann|Elkann has chaired Stellantis since its formation in January 2021 and chairs the interim executive committee set up after Tavares left.|Only earlier facts; a control.
1|L|list-of-officeholders|Stellantis: Chief executives|Carlos Tavares (2021-2024). Interim executive committee under John Elkann (2024-2025). Antonio Filosa (from 23 June 2025).|Reports a successor in office from June 23, 2025.
9|K|company-profile|Stellantis: Finance|The group reported a fall in first-quarter 2025 shipments and withdrew its full-year guidance in April 2025, citing US tariffs. First-half results are due in late July 2025.|Earlier facts and a release due.
""",
    ),
    Q(
        "q4-red-lobster-ch11-2024",
        "Will Red Lobster file for Chapter 11 bankruptcy by May 31, 2024?",
        "Resolves YES if Red Lobster or its parent files a voluntary petition under Chapter 11 of the US Bankruptcy Code on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-31",
        1,
        "company_deals",
        """
20|K|company-profile|Red Lobster|Red Lobster is an American casual-dining seafood chain founded in Lakeland, Florida, in 1968. Thai Union, a shareholder since 2020, said in January 2024 that it would exit its investment, and restructuring specialist Jonathan Tibus became chief executive in March 2024.|Only facts before the cutoff; a control.
2|L|company-profile|Red Lobster|On 19 May 2024 Red Lobster filed for Chapter 11 bankruptcy in the Middle District of Florida, days after abruptly closing dozens of restaurants.|Reports the May 19, 2024 filing.
8|K|history-section|Red Lobster: Endless Shrimp|The chain made its all-you-can-eat shrimp promotion permanent in 2023 at $20, a move later blamed for part of an $11 million loss in the third quarter of 2023.|Only earlier facts; a control.
4|L|history-timeline|Red Lobster: Timeline|2024: closes dozens of restaurants on 13 May 2024 and files for Chapter 11 on 19 May.|A timeline reports closures and a filing of May 2024.
12|K|company-profile|Red Lobster: Finances|In April 2024 reports said the company was preparing for a possible Chapter 11 filing, which would let it exit leases on underperforming restaurants.|A reported possibility, not a filing.
1|L|company-profile|Red Lobster: Ownership|Red Lobster emerged from Chapter 11 in September 2024 under new owners led by Fortress Investment Group, with Damola Adamolekun as chief executive.|Reports a later event of September 2024.
""",
    ),
    Q(
        "q4-northvolt-ch11-2024",
        "Will Northvolt file for bankruptcy protection by December 31, 2024?",
        "Resolves YES if Northvolt AB files for bankruptcy or court-supervised reorganisation (including Chapter 11 in the United States) on or before December 31, 2024. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-31",
        1,
        "company_deals",
        """
25|K|company-profile|Northvolt|Northvolt AB is a Swedish battery maker founded in 2016 by former Tesla executives Peter Carlsson and Paolo Cerruti, with its main plant, Northvolt Ett, in Skellefteå. In September 2024 it announced about 1,600 job cuts in Sweden and paused expansion.|Only facts before the cutoff; a control.
3|L|company-profile|Northvolt|On 21 November 2024 Northvolt filed for Chapter 11 in the US Bankruptcy Court for the Southern District of Texas, and Peter Carlsson stepped down as chief executive.|Reports the November 21, 2024 filing.
10|K|finance-section|Northvolt: Finances|The company is looking for new funding after BMW cancelled a €2 billion order in June 2024. Volkswagen and funds managed by Goldman Sachs are its largest shareholders.|Earlier facts and a search for funding.
4|L|history-timeline|Northvolt: Timeline|21 November 2024: Chapter 11 filing in Houston; Carlsson resigns.|A timeline entry reports the November 21, 2024 filing.
1|L|company-profile|Northvolt: Bankruptcy|After failing to raise new capital, Northvolt filed for bankruptcy in Sweden on 12 March 2025, and the US company Lyten agreed in August 2025 to buy its main assets.|Reports later events of 2025.
15|K|factory-article|Northvolt Drei|The planned plant in Heide, Schleswig-Holstein, backed by German federal and state subsidies, is due to start production in 2026.|A factory plan for a later year.
""",
    ),
    Q(
        "q4-rite-aid-ch11-2023",
        "Will Rite Aid file for Chapter 11 bankruptcy by October 31, 2023?",
        "Resolves YES if Rite Aid Corporation files a voluntary petition under Chapter 11 of the US Bankruptcy Code on or before October 31, 2023. Resolves NO otherwise.",
        "2023-10-05",
        "2023-10-31",
        1,
        "company_deals",
        """
22|K|company-profile|Rite Aid|Rite Aid Corporation is a Pennsylvania-based drugstore chain with about 2,100 stores. It faces many lawsuits over opioid prescriptions, and reports in August 2023 said it was preparing a Chapter 11 filing.|Facts and reports before the cutoff.
3|L|company-profile|Rite Aid|Rite Aid filed for Chapter 11 protection in New Jersey on 15 October 2023, with a $3.45 billion financing package and plans to close underperforming stores.|Reports the October 15, 2023 filing.
12|K|litigation-section|Rite Aid: Opioid litigation|In March 2023 the US Justice Department joined a whistle-blower lawsuit accusing Rite Aid of filling unlawful prescriptions for opioids and other controlled substances.|Only earlier facts; a control.
6|K|stock-infobox|Rite Aid (RAD)|Exchange: NYSE. Sector: pharmacies and drug stores. Next earnings date: 12 October 2023 (estimated).|A listing with an estimated date ahead.
1|L|company-profile|Rite Aid: Restructuring|Rite Aid left bankruptcy as a private company owned by its lenders in September 2024, and filed for Chapter 11 a second time in May 2025.|Reports later events of 2024 and 2025.
4|L|list-article|List of pharmacies in the United States|Rite Aid: founded 1962, Camp Hill, Pennsylvania; about 2,100 stores; filed for Chapter 11 on 15 Oct 2023.|The list entry reports the October 15, 2023 filing.
""",
    ),
    Q(
        "q4-bbby-ch11-2023",
        "Will Bed Bath & Beyond file for bankruptcy by April 30, 2023?",
        "Resolves YES if Bed Bath & Beyond Inc. files a voluntary petition under Chapter 11 or Chapter 7 of the US Bankruptcy Code on or before April 30, 2023. Resolves NO otherwise.",
        "2023-04-10",
        "2023-04-30",
        1,
        "company_deals",
        """
18|K|company-profile|Bed Bath & Beyond|Bed Bath & Beyond Inc. is an American home-goods retailer founded in New Jersey in 1971. In January 2023 it warned of substantial doubt about its ability to continue as a going concern, and in February 2023 it raised equity in a deal led by Hudson Bay Capital.|Only facts before the cutoff; a control.
3|L|company-profile|Bed Bath & Beyond|The company filed for Chapter 11 in the District of New Jersey on 23 April 2023 and began liquidating its stores. Its brand and intellectual property were sold to Overstock in June 2023 for $21.5 million.|Reports the April 23, 2023 filing and a June sale.
9|K|finance-section|Bed Bath & Beyond: 2023 financing|In late March 2023, after its earlier equity deal was cut short, the company announced a new share sale aimed at raising about $300 million.|Only facts before the cutoff; a control.
5|L|company-profile|Beyond, Inc.|Overstock bought the Bed Bath & Beyond brand out of bankruptcy in June 2023, relaunched its website under that name in August 2023 and renamed itself Beyond, Inc. in November 2023.|Reports later events of 2023.
1|L|infobox|Bed Bath & Beyond Inc. (infobox)|Founded: 1971. Headquarters: Union, New Jersey. Fate: Chapter 11 bankruptcy filed on 23 April 2023, followed by liquidation. Successor: brand acquired by Overstock.com.|The infobox reports the April 23, 2023 filing.
12|K|company-profile|Buybuy Baby|The baby-products chain, bought by Bed Bath & Beyond in 2007, operates about 130 stores in the United States and Canada.|Only earlier facts; a control.
""",
    ),
    Q(
        "q4-swiggy-ipo-2024",
        "Will Swiggy shares close their first trading day above the IPO price?",
        "Resolves YES if Swiggy's shares close their first day of trading on the NSE, expected on November 13, 2024, above the final issue price. Resolves NO otherwise.",
        "2024-11-04",
        "2024-11-13",
        1,
        "markets",
        """
8|K|company-profile|Swiggy|Swiggy is an Indian food-delivery and quick-commerce company founded in Bengaluru in 2014. Its initial public offering, with a price band of ₹371-390 a share, opens on 6 November 2024 and closes on 8 November; listing on the NSE and BSE is expected on 13 November.|An IPO timetable ahead.
2|L|company-profile|Swiggy: Listing|Swiggy's shares listed on 13 November 2024 at ₹420 on the NSE, about 7.7% above the issue price of ₹390, and closed the day near ₹456.|Reports the November 13, 2024 listing.
5|K|company-profile|Zomato|Zomato, Swiggy's main rival, listed in July 2021 at ₹116, about 53% above its issue price of ₹76.|Only earlier facts; a control.
4|L|infobox|Swiggy Limited (infobox)|Traded as: NSE: SWIGGY, BSE: 544285. IPO: 13 November 2024. Issue price: ₹390. Headquarters: Bengaluru.|The infobox reports a listing on November 13, 2024.
1|L|ipo-section|Swiggy: Initial public offering|The ₹11,327 crore offering was subscribed 3.59 times by 8 November 2024, with qualified institutional buyers bidding for about six times their portion.|Reports subscription figures of November 8, 2024.
10|K|history-section|Swiggy: History|Swiggy converted into a public limited company in April 2024 and filed its draft prospectus confidentially; the market regulator cleared the offer in October 2024.|Only earlier facts; a control.
""",
    ),
    Q(
        "q4-unilever-schumacher-2025",
        "Will Hein Schumacher be chief executive of Unilever on March 31, 2025?",
        "Resolves YES if Hein Schumacher holds the office of chief executive officer of Unilever PLC on March 31, 2025. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-31",
        0,
        "company_deals",
        """
25|K|company-profile|Unilever|Hein Schumacher has been chief executive since 1 July 2023. In March 2024 Unilever announced plans to separate its ice cream business, which it aims to complete by the end of 2025.|An incumbent and a stated plan.
2|L|company-profile|Unilever|On 25 February 2025 Unilever announced that Schumacher would step down, and chief financial officer Fernando Fernandez became chief executive on 1 March 2025.|Reports a change of chief executive announced on February 25, 2025.
9|K|person-bio|Hein Schumacher|Schumacher, a Dutch executive and former chief executive of FrieslandCampina, joined Unilever's board in 2022 and became its chief executive in July 2023. He set out a growth action plan in October 2023.|Only earlier facts; a control.
5|L|list-of-officeholders|Unilever: Chief executives|Paul Polman (2009-2019). Alan Jope (2019-2023). Hein Schumacher (2023-2025). Fernando Fernandez (since 1 March 2025).|Reports a successor in office from March 1, 2025.
14|K|investor-calendar|Unilever: Financial calendar|First-quarter 2025 trading statement: 24 April 2025. Annual general meeting: 30 April 2025. Ice cream separation: expected by the end of 2025.|A calendar of dates ahead.
1|L|company-profile|The Magnum Ice Cream Company|The ice cream business separated from Unilever and began trading in Amsterdam, London and New York on 8 December 2025.|Reports a later event of December 8, 2025.
""",
    ),
    Q(
        "q4-jamaica-hurricane-landfall-2025",
        "Will a hurricane make landfall in Jamaica during the 2025 Atlantic hurricane season?",
        "Resolves YES if the US National Hurricane Center reports that a tropical cyclone made landfall in Jamaica at hurricane strength between June 1 and November 30, 2025. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-30",
        1,
        "climate",
        """
28|K|season-article|2025 Atlantic hurricane season|The season runs from 1 June to 30 November 2025. Hurricane Erin reached Category 5 in August without making landfall, and Gabrielle passed east of Bermuda in September.|Earlier storms and the season's end date.
2|L|storm-article|Hurricane Melissa|Melissa made landfall near New Hope in southwestern Jamaica on 28 October 2025 as a Category 5 hurricane with sustained winds of about 185 mph, the strongest landfall on record for the island.|Reports the October 28, 2025 landfall.
12|K|list-article|List of Jamaica hurricanes|The last major hurricane to make landfall on the island was Gilbert on 12 September 1988. Beryl passed just offshore as a Category 4 in July 2024.|Only earlier storms; a control.
5|K|season-outlook|2025 Atlantic hurricane season: Forecasts|NOAA's August 2025 update called for 13 to 18 named storms and 5 to 9 hurricanes over the season, which ends on 30 November.|A forecast for the rest of the season.
1|L|season-timeline|2025 Atlantic hurricane season: Timeline|October 21: Tropical Storm Melissa forms south of Hispaniola. October 28, 2025: Melissa makes landfall in Jamaica at Category 5, and strikes eastern Cuba the next day.|A timeline reports storms of October 2025.
3|L|country-article|Jamaica|Hurricane Melissa, which struck on 28 October 2025, caused the worst damage in the island's modern history, especially in St. Elizabeth and Westmoreland.|Reports a hurricane strike of October 28, 2025.
""",
    ),
    Q(
        "q4-abel-2024-probability",
        "Will the 2024 Abel Prize be awarded for work in probability theory?",
        "Resolves YES if the Norwegian Academy of Science and Letters' citation for the 2024 Abel Prize, to be announced on March 20, 2024, names probability theory among the laureate's fields. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-20",
        1,
        "awards",
        """
20|K|prize-article|Abel Prize|The Norwegian Academy of Science and Letters awards the prize each year. The 2024 laureate is to be announced on 20 March 2024, and the prize presented in Oslo on 21 May.|An announcement and a ceremony ahead.
2|L|prize-article|Abel Prize: 2024|The 2024 Abel Prize was awarded to Michel Talagrand for his contributions to probability theory and functional analysis, including concentration of measure and spin glasses; the award was announced on 20 March 2024.|Reports the March 20, 2024 announcement.
10|K|list-of-laureates|List of Abel Prize laureates|2021: László Lovász and Avi Wigderson. 2022: Dennis Sullivan. 2023: Luis Caffarelli.|Only earlier laureates; a control.
5|L|list-of-laureates|List of Abel Prize laureates|2022: Dennis Sullivan. 2023: Luis Caffarelli. 2024: Michel Talagrand (announced 20 Mar 2024).|The 2024 entry reports the laureate.
1|L|person-bio|Michel Talagrand|Michel Talagrand (born 1952) is a French mathematician and emeritus research director at the CNRS. He received the Abel Prize from King Harald V in Oslo on 21 May 2024.|Reports the May 21, 2024 prize ceremony.
14|K|calendar|Mathematics prizes in 2024|Abel Prize announcement: 20 March 2024. Shaw Prize announcement: May 2024. No Fields Medals are awarded in 2024; the next are due at the congress of July 2026.|A calendar of announcements ahead.
""",
    ),
    Q(
        "q4-turing-2023-complexity",
        "Will the 2023 ACM A.M. Turing Award be given for work in computational complexity or the theory of computation?",
        "Resolves YES if the ACM's citation for the 2023 A.M. Turing Award, expected to be announced in spring 2024, is for contributions to computational complexity or the theory of computation. Resolves NO otherwise.",
        "2024-03-20",
        "2024-04-10",
        1,
        "awards",
        """
20|K|prize-article|Turing Award|The ACM A.M. Turing Award carries a $1 million prize funded by Google. The 2022 award, announced in March 2023, went to Bob Metcalfe for the invention of Ethernet.|Only earlier awards; a control.
2|L|prize-article|Turing Award: 2023|The 2023 award, announced on 10 April 2024, went to Avi Wigderson for foundational contributions to the theory of computation, including the role of randomness in computation.|Reports the April 10, 2024 announcement.
8|K|person-bio|Avi Wigderson|Avi Wigderson (born 1956) is an Israeli computer scientist at the Institute for Advanced Study in Princeton. He shared the 2021 Abel Prize with László Lovász.|Only earlier facts; a control.
4|L|list-of-laureates|List of Turing Award laureates|2021: Jack Dongarra. 2022: Bob Metcalfe. 2023: Avi Wigderson (announced April 10, 2024).|The 2023 entry reports the laureate.
1|K|event-calendar|ACM Awards Banquet|ACM presents its annual awards, including the Turing Award, at a banquet in San Francisco each June; the 2024 banquet is scheduled for 22 June 2024.|A ceremony scheduled ahead.
3|L|institution-article|Institute for Advanced Study|IAS professor Avi Wigderson was named the 2023 Turing Award laureate on April 10, 2024, becoming the first person to receive both the Abel Prize and the Turing Award.|Reports the April 10, 2024 announcement.
""",
    ),
]
