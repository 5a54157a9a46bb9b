# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the held-out `hold54` part, read by `build_hold54.py`.

Encyclopedia-style and reference text: wiki article leads and sections, infoboxes rendered as
text, almanac and timeline entries, lists of winners, results tables, sports and election
records, company profiles. Each question's documents are one line each in a string, fields
separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style, title,
text, why. Written blind as a held-out part; see `build_hold54.py` and the part's section in
`tests/data/leak_holdout/hold54.md`.
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
8|K|schedule-table|World Chess Championship 2023: Schedule|Game 1: 9 April. Game 2: 10 April. Rest days follow every second game. Game 14: 29 April 2023. Tie-breaks, if required: 30 April 2023. Closing ceremony: 1 May 2023.|A schedule with a conditional tie-break date.
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
7|K|format-section|2023 World Snooker Championship: Format|The 16 seeded players enter in the first round on 15 April, against qualifiers. Matches grow from the best of 19 frames in the first round to the best of 35 in the final, played over four sessions on 30 April and 1 May 2023.|A description of the format and dates ahead.
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
1|K|calendar|Handball in 2023: Calendar|11-29 January: IHF World Men's Championship, Poland and Sweden, final in Stockholm on 29 January. 30 November - 17 December: IHF World Women's Championship, Denmark, Norway and Sweden.|A calendar of events to come.
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
11|K|team-article|Belgium men's national field hockey team|Belgium won the 2018 World Cup in Bhubaneswar, beating the Netherlands in a shoot-out, and added Olympic gold in Tokyo in August 2021.|Only earlier facts; a control.
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
10|K|race-article|Grand National|The race is run over about 4 miles 2½ furlongs with 30 fences. The 2023 running is scheduled for Saturday 15 April at Aintree, with a maximum field of 40 and an off time of 5:15 pm.|A race's coming date and time.
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
8|K|schedule-section|2023 Indianapolis 500: Schedule|Practice opens May 16. Qualifying is on May 20-21, with the Fast Six shoot-out on the Sunday; Carb Day is May 26, and the green flag is due at 12:45 p.m. ET on May 28.|A schedule of sessions ahead.
20|K|team-article|Chip Ganassi Racing|Ganassi won the 2022 Indianapolis 500 with Marcus Ericsson, and its entries for the 2023 race include Ericsson, Alex Palou, Scott Dixon and Takuma Sato.|A team's past win and its entries.
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
6|K|schedule-section|2023 Speedweeks|Pole qualifying: February 15. Duel qualifying races: February 16. Daytona 500: Sunday, February 19, 2:30 p.m. ET, on Fox.|A schedule of events ahead.
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
]
