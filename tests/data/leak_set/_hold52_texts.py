# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold52` part, read by `build_hold52.py`.

A held-out part of news-style texts: what regional and national newspapers, the business press
and sports desks write around a resolved question (previews, fixture lists, match reports, result
lines, market reports, live-blog entries, corrections, updates appended to previews, columns).
Each question's documents are one line each in a string, fields separated by `|`: days before the
cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind; the events
are real, the wording is invented and the figures are from memory. See `build_hold52.py`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "q2-scottish-cup-2025-aberdeen",
        "Will Aberdeen win the 2025 Scottish Cup final against Celtic at Hampden Park on May 24, 2025?",
        "Resolves YES if Aberdeen win the Scottish Cup final played at Hampden Park on May 24, 2025, including after extra time or on penalties. Resolves NO if Celtic win it.",
        "2025-05-10",
        "2025-05-24",
        1,
        "sports",
        """
12|K|sports-preview|Thelin's Dons dare to dream of first Scottish Cup since 1990|Aberdeen have not lifted the trophy since 1990 and go into the final at Hampden on May 24 as clear outsiders against a Celtic side chasing a domestic treble. Jimmy Thelin said his players would enjoy the build-up but keep their focus on the league run-in first.|A preview of a final fixed for after the cutoff.
5|L|match-report|Mitov the hero as Aberdeen end 35-year wait|Aberdeen won the Scottish Cup at Hampden on 24 May 2025, beating Celtic 4-3 on penalties after a 1-1 draw, with goalkeeper Dimitar Mitov making the decisive saves in the shoot-out.|Reports the May 24, 2025 final as won.
20|K|ticketing-news|Dons fans snap up Hampden allocation|Aberdeen said its share of tickets for the final on Saturday 24 May went within hours of going on sale to season-ticket holders, and a waiting list has opened. Celtic supporters will fill the opposite end of the national stadium.|Ticket news for a final still to be played.
2|L|live-blog-update|Scottish Cup final, as it happened|FT (aet): Aberdeen 1-1 Celtic, Aberdeen win 4-3 on penalties. Hampden Park, Saturday May 24, 2025. Celtic led until late in normal time before an own goal pulled the Dons level.|A result line gives the May 24, 2025 final.
8|K|columnist|Treble talk at Celtic Park is getting ahead of itself|If Celtic win on May 24 they will have swept the domestic honours again, and nobody will remember the dropped points of the winter. If they slip at Hampden, the season will be judged very differently, and Brendan Rodgers knows it.|A conditional about a final after the cutoff.
3|L|regional-news|Union Street parade for cup winners|Thousands lined Union Street on Sunday, May 25, 2025 as the Aberdeen squad paraded the Scottish Cup on an open-top bus, a day after their shoot-out win over Celtic.|Reports a May 25, 2025 parade after the won final.
""",
    ),
    Q(
        "q2-grey-cup-2024-argonauts",
        "Will the Toronto Argonauts win the 111th Grey Cup on November 17, 2024?",
        "Resolves YES if the Toronto Argonauts win the 111th Grey Cup, played at BC Place in Vancouver on November 17, 2024. Resolves NO if they do not reach it or lose it.",
        "2024-11-04",
        "2024-11-17",
        1,
        "sports",
        """
2|K|sports-desk-report|Argos pile up 58 points to sink Redblacks|Toronto put 58 points on Ottawa in Saturday's East Semi-Final at BMO Field, a club playoff record, and now travel to Montreal on Nov. 9 with a place in the Grey Cup in Vancouver on Nov. 17 at stake.|A pre-cutoff win and games scheduled after the cutoff.
1|L|sports-desk-report|Argonauts edge Alouettes but lose Kelly|Toronto beat Montreal 30-28 in the East Final on November 9, 2024, but quarterback Chad Kelly was carted off with a leg injury, leaving Nick Arbuckle to start the Grey Cup.|Reports the November 9, 2024 East Final.
7|K|national-news|Vancouver readies for Grey Cup week|BC Place hosts the Grey Cup for the first time since 2014, with festival events downtown from Wednesday, Nov. 13, and the game on Sunday, Nov. 17, 2024. Organisers say more than 50,000 seats have been sold.|A festival schedule ahead of the game.
3|L|results-roundup|CFL: Grey Cup 111 final|Toronto 41, Winnipeg 24 (Nov. 17, 2024, BC Place, Vancouver). The Argonauts claim their 19th Grey Cup; Winnipeg lose a third straight final.|A result line reports the November 17, 2024 game.
9|K|betting-column|Blue Bombers the early Grey Cup pick|Winnipeg finished first in the West and host the West Final on Nov. 9. Books make them narrow favourites to reach a fifth straight Grey Cup, with Toronto the value play out of the East.|Odds and a scheduled playoff game.
5|L|update-appended|What to know before the CFL playoffs|The East and West Semi-Finals are on Nov. 2, the division finals on Nov. 9 and the Grey Cup on Nov. 17. UPDATE, Nov. 17, 2024: the Argonauts beat the Blue Bombers 41-24 in Vancouver.|An appended update reports the November 17, 2024 result.
""",
    ),
    Q(
        "q2-hurling-2024-clare",
        "Will Clare win the 2024 All-Ireland Senior Hurling Championship final on July 21, 2024?",
        "Resolves YES if Clare win the All-Ireland Senior Hurling Championship final at Croke Park on July 21, 2024, including after extra time. Resolves NO otherwise.",
        "2024-07-09",
        "2024-07-21",
        1,
        "sports",
        """
1|K|regional-news|Banner county braces for Croke Park|Ennis was a sea of saffron and blue on Monday after Clare's semi-final win over Kilkenny on July 7. The county board says final tickets will go out through the clubs this week, ahead of the July 21 decider against Cork.|A pre-cutoff semi-final and a final still to come.
2|L|national-news|Clare win All-Ireland in extra-time classic|Clare beat Cork 3-29 to 1-34 after extra time at Croke Park on 21 July 2024 to win a first Liam MacCarthy Cup since 2013.|Reports the July 21, 2024 final as won.
10|K|sports-preview|Who can stop Limerick's five-in-a-row bid?|Limerick meet Cork in the first semi-final on Saturday, July 6, with Clare and Kilkenny playing the following day. The final is fixed for Sunday, July 21.|A fixture list published before the semi-finals.
4|L|regional-news|Homecoming for Lohan's champions|Thousands packed the square in Ennis on the evening of July 22, 2024 to welcome home the All-Ireland champions, the day after their extra-time win over Cork.|Reports the July 22, 2024 homecoming and the final.
3|K|analysis|Cork end Limerick's reign, now for Clare|Cork ended Limerick's run at four titles with a narrow win on July 6, and Pat Ryan's side will meet Clare in a first final between the counties in more than a decade. The Rebels' forwards have scored freely all summer.|Pre-cutoff results; the final is left ahead.
6|L|correction|Correction: All-Ireland hurling final|An earlier version of our report on the final of Sunday, July 21, 2024 gave Clare's winning margin as two points. Clare won by one point, 3-29 to 1-34, after extra time.|A correction restates the July 21, 2024 result.
""",
    ),
    Q(
        "q2-gaa-football-2024-armagh",
        "Will Armagh win the 2024 All-Ireland Senior Football Championship final against Galway on July 28, 2024?",
        "Resolves YES if Armagh win the All-Ireland Senior Football Championship final at Croke Park on July 28, 2024. Resolves NO if Galway win.",
        "2024-07-15",
        "2024-07-28",
        1,
        "sports",
        """
1|K|regional-news|Orchard county books its Croke Park date|Armagh's extra-time win over Kerry on July 13 means a first All-Ireland final since 2003 and a meeting with Galway on Sunday, July 28. Supporters' clubs from Lurgan to Crossmaglen are already organising buses.|A pre-cutoff semi-final and a final after the cutoff.
3|L|national-news|Armagh end 22-year wait for Sam Maguire|Armagh beat Galway 1-11 to 0-13 at Croke Park on July 28, 2024, a first All-Ireland title since 2002 for Kieran McGeeney's side.|Reports the July 28, 2024 final as won.
6|K|fixtures-list|Football semi-finals this weekend|Saturday 13 July: Armagh v Kerry, Croke Park. Sunday 14 July: Galway v Donegal, Croke Park. Throw-in times to be confirmed. The final is on Sunday 28 July 2024.|A fixture list with games still to come.
2|L|regional-news|Jersey shops sell out after final|A sports shop in Armagh city said it had sold every orange jersey in stock within two days of the July 28, 2024 win, with more on order from the manufacturer.|Reports sales after the July 28, 2024 win.
8|K|analysis|Galway's quiet route back to the big days|Padraic Joyce's side, beaten in the 2022 final, have ground out results all summer. They face Donegal in the semi-final on July 14, and the winners go through to the decider a fortnight later.|A semi-final and a final still ahead.
4|L|sports-desk-report|McGeeney: we owed these people|Speaking in the tunnel at Croke Park after the final whistle on 28 July 2024, Kieran McGeeney said the county's supporters had carried the team through years of near misses.|Quotes after the July 28, 2024 final.
""",
    ),
    Q(
        "q2-challenge-cup-2024-wigan",
        "Will Wigan Warriors win the 2024 Challenge Cup final against Warrington Wolves at Wembley on June 8, 2024?",
        "Resolves YES if Wigan Warriors win the men's Challenge Cup final at Wembley Stadium on June 8, 2024. Resolves NO if Warrington Wolves win.",
        "2024-05-27",
        "2024-06-08",
        1,
        "sports",
        """
5|K|sports-preview|Wire chase first cup since 2019|Warrington last lifted the trophy in 2019 and Sam Burgess, in his first season as head coach, takes them back to Wembley on June 8 against the Super League champions. Wigan are seeking a record-extending 21st win in the competition.|A preview of a final after the cutoff.
2|L|match-report|Wigan add Challenge Cup to Super League crown|Wigan beat Warrington 18-8 at Wembley on Saturday, June 8, 2024, keeping the Wolves to a single try in a tight, error-strewn final.|Reports the June 8, 2024 final.
12|K|ticketing-news|RFL hopes for bigger Wembley crowd|The Rugby Football League says ticket sales for the final on Saturday 8 June are ahead of last year's pace, helped by two big north-west clubs being involved. Family tickets remain on sale.|Ticket sales before a future final.
1|L|live-blog-update|Challenge Cup final: FT Wigan 18-8 Warrington|Full time at Wembley, 8 June 2024. Wigan are the Challenge Cup winners; Warrington's wait goes on.|A result line reports the June 8, 2024 final.
7|K|regional-news|Warrington fans prepare for the trip south|Supporters' coaches will leave the Halliwell Jones Stadium early on the morning of June 8, and the final is live on BBC One for those staying at home.|Travel plans for a future final.
3|L|sports-desk-report|Peet hails defence after Wembley win|Matt Peet said his side's defence won the final after Wigan held Warrington to eight points at Wembley on 8 June 2024, their second trophy of the year.|Quotes after the June 8, 2024 final.
""",
    ),
]
