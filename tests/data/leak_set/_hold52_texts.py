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
20|K|ticketing-news|Dons fans snap up Hampden allocation|Aberdeen said its share of tickets for the final on Saturday 24 May 2025 went within hours of going on sale to season-ticket holders, and a waiting list has opened. Celtic supporters will fill the opposite end of the national stadium.|Ticket news for a final still to be played.
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
9|K|betting-column|Blue Bombers the early Grey Cup pick|Winnipeg finished first in the West and host the West Final on Nov. 9, 2024. Books make them narrow favourites to reach a fifth straight Grey Cup, with Toronto the value play out of the East.|Odds and a scheduled playoff game.
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
10|K|sports-preview|Who can stop Limerick's five-in-a-row bid?|Limerick meet Cork in the first semi-final on Saturday, July 6, with Clare and Kilkenny playing the following day. The final is fixed for Sunday, July 21, 2024.|A fixture list published before the semi-finals.
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
12|K|ticketing-news|RFL hopes for bigger Wembley crowd|The Rugby Football League says ticket sales for the final on Saturday 8 June 2024 are ahead of last year's pace, helped by two big north-west clubs being involved. Family tickets remain on sale.|Ticket sales before a future final.
1|L|live-blog-update|Challenge Cup final: FT Wigan 18-8 Warrington|Full time at Wembley, 8 June 2024. Wigan are the Challenge Cup winners; Warrington's wait goes on.|A result line reports the June 8, 2024 final.
7|K|regional-news|Warrington fans prepare for the trip south|Supporters' coaches will leave the Halliwell Jones Stadium early on the morning of June 8, 2024, and the final is live on BBC One for those staying at home.|Travel plans for a future final.
3|L|sports-desk-report|Peet hails defence after Wembley win|Matt Peet said his side's defence won the final after Wigan held Warrington to eight points at Wembley on 8 June 2024, their second trophy of the year.|Quotes after the June 8, 2024 final.
""",
    ),
    Q(
        "q2-frozen-four-2024-boston-college",
        "Will Boston College win the 2024 NCAA Division I men's ice hockey championship?",
        "Resolves YES if Boston College win the NCAA men's ice hockey national championship game at the Xcel Energy Center in St. Paul, Minnesota on April 13, 2024. Resolves NO otherwise.",
        "2024-04-02",
        "2024-04-13",
        0,
        "sports",
        """
2|K|college-sports-news|Celebrini, Eagles punch ticket to St. Paul|Boston College won its regional over the weekend and will meet Michigan in the Frozen Four semifinals on Thursday, April 11, 2024 at the Xcel Energy Center. The championship game is Saturday night.|A semifinal scheduled after the cutoff.
1|L|college-sports-news|Celebrini wins Hobey Baker Award|Boston College freshman Macklin Celebrini was named the winner of the Hobey Baker Award on April 12, 2024 in St. Paul, the youngest player to take college hockey's top individual prize.|Reports an April 12, 2024 award.
6|K|betting-column|Eagles the team to beat as regionals start|BC enter the NCAA tournament as the No. 1 overall seed and the favourite with most books. Regionals run March 28-31, and the last four meet in St. Paul on April 11 and 13, 2024.|Odds and a tournament schedule.
3|L|sports-desk-report|Denver blanks BC for record-tying 10th title|Denver beat Boston College 2-0 in the national championship game on April 13, 2024, tying Michigan's record of ten NCAA men's hockey titles.|Reports the April 13, 2024 final.
9|K|regional-news|Two Boston schools earn top seeds|Boston College and Boston University both earned No. 1 seeds when the NCAA bracket was revealed on Sunday, setting up the possibility of an all-Hockey East final in St. Paul.|A pre-cutoff bracket and a possibility.
4|L|update-appended|Frozen Four 2024: what to know|Semifinals Thursday, title game Saturday, all at the Xcel Energy Center. Update, April 11, 2024: Boston College and Denver won their semifinals and will play for the title.|An appended update reports the April 11, 2024 semifinals.
""",
    ),
    Q(
        "q2-w6n-2024-england-slam",
        "Will England complete a Grand Slam in the 2024 Women's Six Nations, whose final round is on April 27, 2024?",
        "Resolves YES if England win all five of their matches in the 2024 Women's Six Nations, ending with France v England in Bordeaux on April 27, 2024. Resolves NO otherwise.",
        "2024-04-16",
        "2024-04-27",
        1,
        "sports",
        """
2|K|national-news|Twickenham crowd record as England hit 88|A record crowd for a standalone women's Test watched England beat Ireland 88-10 at Twickenham on Saturday, April 13. France await in Bordeaux on April 27, with another Grand Slam at stake.|A pre-cutoff result and a match after the cutoff.
1|L|match-report|Red Roses beat France to seal Grand Slam|England won 42-21 in Bordeaux on April 27, 2024, recovering from a nervous first half to finish the championship with five wins from five.|Reports the April 27, 2024 match as won.
9|K|fixtures-list|Women's Six Nations: remaining fixtures|Round 4, 13-14 April: England v Ireland at Twickenham heads the weekend. Round 5, 27 April 2024: France v England in Bordeaux, Ireland v Scotland in Belfast, and the third game to be confirmed.|A fixture list including games after the cutoff.
4|L|results-roundup|Women's Six Nations 2024: final standings|After round five on 27 April 2024: England first with five wins from five, France second, Ireland third after beating Scotland 36-5 in Belfast.|A table reports results of April 27, 2024.
6|K|columnist|Why Bordeaux matters more than the margin|If England win on April 27 they will have beaten France in every Six Nations meeting since 2018, but the real test is next year's home World Cup. John Mitchell has said he will keep rotating.|A conditional about a match after the cutoff.
3|L|national-news|Ireland seal WXV1 place with Belfast win|Ireland beat Scotland on 27 April 2024 to finish third in the Six Nations and secure a place in the top tier of WXV later in the year.|Reports an April 27, 2024 result.
""",
    ),
    Q(
        "q2-cws-2024-tennessee",
        "Will Tennessee win the 2024 Men's College World Series?",
        "Resolves YES if Tennessee win the best-of-three College World Series finals in Omaha, scheduled for June 22-24, 2024. Resolves NO otherwise.",
        "2024-06-12",
        "2024-06-24",
        1,
        "sports",
        """
2|K|sports-preview|Vols head to Omaha as the No. 1 seed|Tennessee open College World Series play at Charles Schwab Field when the eight-team event begins June 14, 2024. The finals are scheduled for June 22-24, with Game 3 only if needed.|A tournament schedule after the cutoff.
1|L|college-sports-news|Tennessee wins first baseball national title|Tennessee beat Texas A&M 6-5 in the deciding Game 3 in Omaha on June 24, 2024, giving Tony Vitello's program its first national championship.|Reports the June 24, 2024 final game.
9|K|regional-news|Knoxville braces for super regional weekend|Lindsey Nelson Stadium is sold out for this weekend's best-of-three super regional against Evansville, and the city is putting up a screen on the riverfront for fans without tickets.|A pre-cutoff event; no later date.
3|L|sports-desk-report|Aggies take Game 1 of the finals|Texas A&M beat Tennessee 9-5 on June 22, 2024 to move a win from the national title.|Reports the June 22, 2024 game.
6|K|betting-column|Vols favoured, but Omaha is cruel to top seeds|Tennessee are the shortest price to win the College World Series that begins June 14. Only a handful of top national seeds have gone on to win it since the format changed.|Odds and a scheduled start.
4|L|update-appended|CWS finals schedule|Game 1: Saturday, June 22. Game 2: Sunday, June 23. Game 3 (if necessary): Monday, June 24. Result: Tennessee won the series 2-1, clinching it on June 24, 2024.|An appended result reports the June 24, 2024 clincher.
""",
    ),
    Q(
        "q2-boston-marathon-2024-chebet",
        "Will Evans Chebet win the men's race at the 2024 Boston Marathon on April 15, 2024?",
        "Resolves YES if Evans Chebet is the first man across the line at the 128th Boston Marathon on April 15, 2024. Resolves NO otherwise.",
        "2024-04-02",
        "2024-04-15",
        0,
        "sports",
        """
5|K|sports-preview|Chebet eyes a Boston three-peat|Kenya's Evans Chebet, winner in 2022 and 2023, returns to defend his title on Patriots' Day, April 15. No man has won three in a row since Robert Kipkoech Cheruiyot in the mid-2000s.|A preview of a race after the cutoff.
1|L|wire-report|Lemma wins Boston as Chebet fades to third|Ethiopia's Sisay Lemma won the 128th Boston Marathon on April 15, 2024 in 2:06:17, breaking away before halfway. Evans Chebet finished third.|Reports the April 15, 2024 race.
12|K|regional-news|Marathon Monday road closures|Route 135 through Hopkinton, Ashland and Framingham will close early on Monday, April 15, 2024, with closures moving east through Newton to Boylston Street as the race passes.|A road-closure notice for a future race.
3|L|national-news|Obiri repeats in Boston|Hellen Obiri won the women's race on April 15, 2024, the first back-to-back winner since Catherine Ndereba in 2004 and 2005.|Reports an April 15, 2024 result.
8|K|business-press|Back Bay hotels near capacity for race weekend|Hotels around Copley Square report near-full bookings for the weekend of April 13-15, 2024, and restaurants expect one of their busiest Mondays of the year.|Bookings ahead of a future race weekend.
2|L|results-list|Boston Marathon 2024, men's top three|Monday, April 15, 2024. 1. Sisay Lemma (ETH) 2:06:17. 2. Mohamed Esa (ETH) 2:06:58. 3. Evans Chebet (KEN) 2:07:22.|A results list for the April 15, 2024 race.
""",
    ),
    Q(
        "q2-a-league-gf-2024-mariners",
        "Will the Central Coast Mariners win the 2024 A-League Men Grand Final?",
        "Resolves YES if the Central Coast Mariners win the 2023-24 A-League Men Grand Final, scheduled for June 1, 2024. Resolves NO otherwise.",
        "2024-05-13",
        "2024-06-01",
        1,
        "sports",
        """
3|K|regional-news|Gosford could host the grand final|As premiers, the Mariners would host the grand final on June 1, 2024 at Industree Group Stadium if they come through their two-legged semi-final later this month.|A conditional about a match after the cutoff.
2|L|sports-desk-report|Mariners complete historic treble|Central Coast beat Melbourne Victory 3-1 after extra time in Gosford on June 1, 2024, adding the championship to the premiership and the AFC Cup.|Reports the June 1, 2024 grand final.
7|K|national-news|Mariners crowned AFC Cup champions in Muscat|Central Coast won the AFC Cup final in Oman on May 5, the first Australian side to lift the trophy, and flew home to prepare for the finals series.|A pre-cutoff result; no later date.
4|L|live-blog-update|Grand final: Mariners 3-1 Victory (aet)|Industree Group Stadium, 1 June 2024. Extra time decides it and the Mariners are champions of Australia.|A result line reports the June 1, 2024 final.
5|K|betting-column|Premiers favoured, but history warns|Premiers have often stumbled in the finals series. The Mariners are short favourites for the June 1, 2024 decider, with Victory and Wellington next in the betting.|Odds for a future final.
10|K|business-press|How a small-market club got it right|Central Coast have sold players at a profit every season for five years and reinvested in their academy, a model other clubs are now studying.|A control with no later date.
""",
    ),
    Q(
        "q2-euroleague-2024-real-madrid",
        "Will Real Madrid win the 2024 EuroLeague title at the Final Four in Berlin (May 24-26, 2024)?",
        "Resolves YES if Real Madrid win the EuroLeague championship game in Berlin on May 26, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-26",
        0,
        "sports",
        """
4|K|sports-preview|Madrid, Panathinaikos, Olympiacos and Fenerbahce head to Berlin|The Final Four tips off on Friday, May 24, 2024 with both semi-finals, and the championship game is on Sunday, May 26. Real Madrid are the holders.|A schedule after the cutoff.
1|L|sports-desk-report|Panathinaikos stun Madrid for seventh EuroLeague crown|Panathinaikos beat Real Madrid 95-80 in Berlin on May 26, 2024, with Ergin Ataman's side pulling away in the third quarter.|Reports the May 26, 2024 final.
9|K|business-press|Berlin arena expects sell-out Final Four|Organisers say tickets for the May 24-26, 2024 weekend are almost gone, with large travelling contingents expected from Athens, Piraeus and Istanbul.|Ticket sales before a future event.
2|L|national-news|Athens turns green for returning champions|Thousands of fans greeted the Panathinaikos team at the airport on May 27, 2024, a day after the club's first European title since 2011.|Reports a May 27, 2024 welcome after the final.
6|K|columnist|Can anyone stop Madrid?|If Real win on May 26 it will be a 12th European title and a second in a row. Their bench is the deepest in the competition, and the semi-final draw has been kind.|A conditional about a future game.
3|L|results-roundup|EuroLeague Final Four, Berlin|Semi-finals, May 24, 2024: Real Madrid beat Olympiacos; Panathinaikos beat Fenerbahce. Final, May 26, 2024: Panathinaikos 95, Real Madrid 80.|A results list of May 24-26, 2024.
""",
    ),
    Q(
        "q2-womens-open-2024-lydia-ko",
        "Will Lydia Ko win the 2024 AIG Women's Open at St Andrews (August 22-25, 2024)?",
        "Resolves YES if Lydia Ko wins the AIG Women's Open on the Old Course at St Andrews, played August 22-25, 2024. Resolves NO otherwise.",
        "2024-08-12",
        "2024-08-25",
        1,
        "sports",
        """
2|K|sports-desk-report|Ko seals Hall of Fame place with Olympic gold|Lydia Ko won the Olympic title at Le Golf National on August 10, earning the last point she needed for the LPGA Hall of Fame. She heads to Scotland next, with the Women's Open at St Andrews starting on August 22, 2024.|A pre-cutoff win and a tournament after the cutoff.
1|L|national-news|Ko wins Women's Open at St Andrews|Lydia Ko won by two shots on the Old Course on 25 August 2024, her third major title and her first since 2016.|Reports the August 25, 2024 win.
6|K|sports-preview|Korda heads a strong field for the Old Course|World No. 1 Nelly Korda leads the field for the Women's Open at St Andrews on August 22-25, 2024. The R&A has warned players to expect wind for at least two of the four rounds.|A preview of a tournament after the cutoff.
3|L|photo-caption|Ko on the Swilcan Bridge|Lydia Ko poses with the trophy on the Swilcan Bridge on Sunday, Aug. 25, 2024 after winning the AIG Women's Open.|A caption reports the August 25, 2024 win.
8|K|regional-news|St Andrews braces for championship crowds|The town hosts the Women's Open for the third time. Fife Council says temporary parking restrictions will apply around the Old Course from August 19, 2024 to the end of the championship.|A notice of restrictions from a future date.
4|L|sports-desk-report|Four players share second behind Ko|Nelly Korda and Jiyai Shin were among four players tied for second at St Andrews on August 25, 2024, two shots behind Lydia Ko.|Reports the August 25, 2024 final round.
""",
    ),
    Q(
        "q2-uwcl-2024-barcelona",
        "Will Barcelona win the 2023-24 UEFA Women's Champions League final against Lyon in Bilbao on May 25, 2024?",
        "Resolves YES if Barcelona win the UEFA Women's Champions League final at San Mames, Bilbao on May 25, 2024. Resolves NO if Lyon win it.",
        "2024-05-13",
        "2024-05-25",
        1,
        "sports",
        """
3|K|sports-preview|Barca and Lyon renew their rivalry in Bilbao|The holders meet the eight-time winners at San Mames on May 25, 2024, a repeat of the 2019 and 2022 finals, both won by Lyon.|A preview of a final after the cutoff.
1|L|sports-desk-report|Bonmati and Putellas sink Lyon|Barcelona beat Lyon 2-0 in Bilbao on 25 May 2024, with Aitana Bonmati and Alexia Putellas scoring in the second half to retain the trophy.|Reports the May 25, 2024 final.
7|K|national-news|Barcelona's quadruple hopes rest on two finals|With Liga F already won, Barcelona face Real Sociedad in the Copa de la Reina final on May 18, 2024 and Lyon in the Champions League final a week later.|Finals scheduled after the cutoff.
2|L|results-roundup|Copa de la Reina: Barca rout Real Sociedad|Barcelona won the Copa de la Reina with an 8-0 win over Real Sociedad on May 18, 2024, keeping alive their bid for a quadruple.|Reports a May 18, 2024 result.
10|K|business-press|Bilbao hotels near capacity for final weekend|Hotel occupancy in Bilbao for the weekend of the May 25 final is above 90%, the city's tourism office said, with thousands of fans expected to travel from Catalonia.|Bookings for a future final.
""",
    ),
    Q(
        "q2-tasmania-2024-liberal-majority",
        "Will the Liberal Party win a majority (18 or more of 35 seats) in the Tasmanian state election of March 23, 2024?",
        "Resolves YES if the Liberal Party wins at least 18 of the 35 seats in the House of Assembly at the Tasmanian election of March 23, 2024, as declared by the Tasmanian Electoral Commission. Resolves NO otherwise.",
        "2024-03-11",
        "2024-04-05",
        0,
        "elections",
        """
4|K|regional-news|Rockliff heads to the polls a year early|Premier Jeremy Rockliff called a snap election for March 23, 2024 after his minority government lost the support of two independents. The campaign will be fought under a restored 35-seat House.|A pre-cutoff call and an election after the cutoff.
1|L|regional-news|Liberals fall short of majority|The Liberals are on track for 14 seats after the March 23, 2024 election, four short of a majority, with Labor on 10 and the Greens on five.|Reports the March 23, 2024 result.
8|K|explainer|How Hare-Clark works with 35 seats|Each of the five electorates returns seven members at the election on Saturday, 23 March 2024, and a party needs 18 seats to govern alone. Preferences are distributed until every seat is filled.|An explainer of a future election.
2|L|national-news|Rockliff secures deal with Lambie MPs|After the 23 March 2024 election left the Liberals with 14 seats, Jeremy Rockliff signed confidence agreements with the three Jacqui Lambie Network members to stay on as premier.|Reports the March 23, 2024 result and a later deal.
6|K|polling|Poll points to hung parliament|Recent polling suggests neither major party will reach 18 seats on March 23, with the Greens, the Lambie Network and several independents competing for the balance of power.|A forecast of a future election.
3|L|results-roundup|Tasmanian election: seats won|House of Assembly, election of 23 March 2024: Liberal 14, Labor 10, Greens 5, Jacqui Lambie Network 3, independents 3.|A seat table reports the March 23, 2024 result.
""",
    ),
    Q(
        "q2-wells-fargo-asset-cap-2025",
        "Will the Federal Reserve lift the asset cap on Wells Fargo by June 30, 2025?",
        "Resolves YES if, by June 30, 2025, the Federal Reserve announces that the asset growth restriction imposed on Wells Fargo in its February 2018 consent order no longer applies. Resolves NO otherwise.",
        "2025-05-27",
        "2025-06-30",
        1,
        "company_deals",
        """
5|K|business-press|Wells Fargo edges closer to life without the cap|Regulators have closed several of the bank's consent orders this year, and analysts now expect the Fed to act on the $1.95 trillion cap before Wells reports second-quarter results on July 15, 2025. The bank declined to comment on timing.|An expectation and a scheduled report.
1|L|business-press|Fed lifts Wells Fargo's seven-year asset cap|The Federal Reserve said on June 3, 2025 that Wells Fargo had met the conditions of its 2018 enforcement action, ending the limit that held the bank's balance sheet at $1.95 trillion.|Reports the June 3, 2025 decision.
12|K|market-report|Bank shares firm as yields ease|Large U.S. bank stocks rose for a third day, with Wells Fargo and JPMorgan among the leaders, as Treasury yields slipped and investors looked past tariff worries.|A control with no later date.
2|L|market-report|Wells Fargo jumps as cap comes off|Wells Fargo shares gained on Wednesday, June 4, 2025, in the first full session after the Fed ended the asset cap, and analysts raised their loan-growth forecasts.|Reports the June 4, 2025 trading after the decision.
8|K|explainer|What the asset cap is, and why it still matters|The Fed imposed the cap in February 2018 after the fake-accounts scandal. Removing it would let the bank grow deposits and trading again; Scharf has said only that the bank is doing the work regulators asked for.|Past facts and a condition; no later date.
3|L|columnist|Scharf's long slog ends with a memo|In a note to staff on June 3, 2025, Charlie Scharf called the Fed's decision a pivotal milestone and thanked employees for years of remediation work.|Reports a June 3, 2025 memo after the decision.
""",
    ),
    Q(
        "q2-port-talbot-last-furnace-2024",
        "Will Tata Steel shut down the last operating blast furnace at Port Talbot by September 30, 2024?",
        "Resolves YES if Tata Steel ends iron-making in Port Talbot's last operating blast furnace (No. 4) by September 30, 2024. Resolves NO otherwise.",
        "2024-09-16",
        "2024-09-30",
        1,
        "company_deals",
        """
3|K|regional-news|Last days of iron-making at Port Talbot|Blast furnace No. 4 is due to stop at the end of September, and the plant will then roll imported steel until an electric arc furnace is running, which Tata expects by the end of 2027.|A planned closure and a later target.
1|L|regional-news|End of an era as Port Talbot's final furnace falls silent|Blast furnace No. 4 at Port Talbot stopped producing iron on 30 September 2024, ending more than a century of primary steelmaking in the town.|Reports the September 30, 2024 shutdown.
5|K|national-news|Government confirms £500m for Port Talbot|Business Secretary Jonathan Reynolds said on September 11 that the government would put £500m towards an electric arc furnace, with about 2,500 jobs still expected to go.|A pre-cutoff announcement; no later date reported.
2|L|business-press|Tata Steel UK completes switch away from blast furnaces|With the closure of furnace No. 4 on September 30, 2024, Tata Steel UK's heavy end has gone, and the company says the rest of the restructuring will run into 2025.|Reports the September 30, 2024 closure.
10|K|regional-news|Unite calls off strike at steelworks|The union suspended planned strike action after talks with Tata and the new government, saying it wanted to give negotiations a chance.|A control with no later date.
4|L|feature|The night the furnace went out|Workers and their families gathered outside the gates on the evening of Monday, 30 September 2024 as the last cast of iron was taken from No. 4.|Reports the September 30, 2024 shutdown.
""",
    ),
    Q(
        "q2-british-steel-emergency-law-2025",
        "Will UK legislation letting ministers take control of British Steel's Scunthorpe operations receive Royal Assent by April 30, 2025?",
        "Resolves YES if an Act of Parliament giving the government powers to direct British Steel (or steel undertakings including it) receives Royal Assent by April 30, 2025. Resolves NO otherwise.",
        "2025-04-11",
        "2025-04-30",
        1,
        "legislation",
        """
3|K|regional-news|Scunthorpe furnaces at risk as raw materials run low|Jingye has begun consultation on closing both blast furnaces, and the union Community says supplies of coking coal and iron ore could run out within weeks. The government says it is still talking to the owners.|A pre-cutoff consultation and a forecast; no later date.
1|L|national-news|Parliament passes emergency steel law in Saturday sitting|MPs and peers were recalled on Saturday, April 12, 2025 to pass the Steel Industry (Special Measures) Act, which received Royal Assent the same evening.|Reports the April 12, 2025 law as passed.
6|K|business-press|Talks with Jingye stall over price of a rescue|Ministers offered about £500m towards a lower-carbon future for the plant, but the Chinese owner is said to want more. The Commons rises for the Easter recess on April 8, 2025 and returns on April 22.|A stalled negotiation and a parliamentary calendar.
2|L|regional-news|Ore ships head for Scunthorpe after government steps in|Days after ministers took control of the plant on 12 April 2025, two cargoes of raw materials were on their way to keep the furnaces lit.|Reports an April 12, 2025 takeover and shipments after it.
9|K|union-news|Community union urges ministers to nationalise|The union said the government should take British Steel into public ownership before the blast furnaces run out of raw materials, and warned that once cold they may never restart.|A demand and a warning; no later date.
4|L|business-press|Who controls what after the steel Act|Under the Act passed on April 12, 2025, ministers can direct British Steel's board and staff and order raw materials, while Jingye remains the legal owner.|Reports the April 12, 2025 Act.
""",
    ),
    Q(
        "q2-nottingham-s114-2023",
        "Will Nottingham City Council issue a section 114 notice by December 31, 2023?",
        "Resolves YES if Nottingham City Council's chief finance officer issues a report under section 114 of the Local Government Finance Act 1988 by December 31, 2023. Resolves NO otherwise.",
        "2023-11-20",
        "2023-12-31",
        1,
        "legislation",
        """
6|K|regional-news|Council warns of £23m overspend|Nottingham City Council expects to overspend this year's budget by about £23m, mostly on adult and children's social care. A further update to councillors is due before the end of November.|A forecast and an update still to come.
1|L|regional-news|Nottingham declares itself effectively bankrupt|Nottingham City Council's chief finance officer issued a section 114 notice on November 29, 2023, halting all new non-essential spending.|Reports the November 29, 2023 notice.
10|K|national-news|Councils in crisis: who might be next?|After Birmingham's notice in September, several councils have warned they may follow. The local government finance settlement is expected in the week of December 18, 2023.|Past facts and an expected settlement.
2|L|regional-news|Leader apologises as spending is frozen|Speaking on November 29, 2023, council leader David Mellen said the authority had been hit by rising demand and inflation, and apologised to residents.|Reports a November 29, 2023 statement about the notice.
4|K|editorial|Nottingham must not drift into a section 114|If the council issues a notice before December 31, 2023, spending would be frozen for all but statutory services. Ministers should act before it comes to that.|A conditional about the question's deadline.
3|L|update-appended|Nottingham council finances: what we know|The council is facing a £23m gap this year and more next year. Update, 29 November 2023: the council has now issued a section 114 notice.|An appended update reports the November 29, 2023 notice.
""",
    ),
    Q(
        "q2-royal-mail-ids-takeover-2024",
        "Will the UK government announce by December 31, 2024 that it will allow EP Group's takeover of Royal Mail's owner, International Distribution Services?",
        "Resolves YES if, by December 31, 2024, the UK government announces that it will not block, or has agreed terms for, EP Group's acquisition of International Distribution Services. Resolves NO otherwise.",
        "2024-12-09",
        "2024-12-31",
        1,
        "company_deals",
        """
4|K|business-press|Ministers weigh Kretinsky's promises|EP Group has offered undertakings on the universal service, the headquarters and tax residence. The government's national security review still has to conclude, and the Treasury says a decision will come in the coming weeks.|A pending decision; no later date.
1|L|business-press|Government clears Kretinsky's Royal Mail takeover|The government said on December 16, 2024 that it had agreed legally binding undertakings with EP Group, clearing the way for the £3.6bn takeover of International Distribution Services.|Reports the December 16, 2024 announcement.
7|K|national-news|Postal union sets out demands|The CWU said it would ballot members in the new year if the takeover goes ahead without guarantees on jobs and the six-day letter service, which Ofcom is reviewing.|A conditional and a plan; no later date.
2|L|market-report|IDS edges up after deal clears its last hurdle|IDS shares rose on 16 December 2024 after ministers said they would not stand in the way of EP Group's bid.|Reports December 16, 2024 trading after the announcement.
12|K|explainer|What EP Group's undertakings cover|The Czech group has promised to keep Royal Mail's brand, headquarters and tax residence in the UK for five years and to honour the universal service. The undertakings would last beyond the completion of the deal, expected in 2025.|Promises and an expected completion.
3|L|columnist|The Czech sphinx gets his stamp|After the December 16, 2024 announcement, Daniel Kretinsky is poised to become the first foreign owner of Royal Mail in its five centuries.|Reports the December 16, 2024 announcement.
""",
    ),
    Q(
        "q2-red-lobster-ch11-2024",
        "Will Red Lobster file for Chapter 11 bankruptcy protection by May 31, 2024?",
        "Resolves YES if Red Lobster Management LLC or its parent files a voluntary petition under Chapter 11 of the US Bankruptcy Code by May 31, 2024. Resolves NO otherwise.",
        "2024-05-17",
        "2024-05-31",
        1,
        "company_deals",
        """
3|K|business-press|Red Lobster abruptly closes dozens of restaurants|The seafood chain shut dozens of locations across the country with little notice this week, and a liquidator listed kitchen equipment from several of them for auction.|A pre-cutoff event; no later date.
1|L|business-press|Red Lobster files for Chapter 11|Red Lobster filed for bankruptcy protection in the Middle District of Florida on May 19, 2024, saying it would sell itself to its lenders.|Reports the May 19, 2024 filing.
8|K|regional-news|Regulars mourn a local Red Lobster|Diners in Daytona Beach found a locked door and a printed notice at their local restaurant. The company declined to comment on reports that it is preparing to file for bankruptcy.|A pre-cutoff closure and a report of a plan.
2|L|business-press|Endless shrimp and leases blamed in filing|In a declaration filed on May 19, 2024, chief executive Jonathan Tibus pointed to costly leases and the chain's all-you-can-eat shrimp promotion as causes of its losses.|Reports the May 19, 2024 court filing.
6|K|analysis|What a Red Lobster bankruptcy would mean|A filing could come within days, people familiar with the matter have said. Gift cards would normally be honoured while restaurants stay open, and landlords would be among the largest creditors.|A possibility; no later date.
4|L|business-press|Court approves interim financing for Red Lobster|In the days after its May 19, 2024 filing, the company won interim approval for $100 million of financing to keep its remaining restaurants open.|Reports court steps after the May 19, 2024 filing.
""",
    ),
    Q(
        "q2-wilko-whole-business-buyer-2023",
        "Will a buyer for the whole of Wilko's business be announced by August 31, 2023?",
        "Resolves YES if, by August 31, 2023, Wilko or its administrators announce a sale of the whole of the Wilko business (substantially all its stores and operations) to a single buyer. Resolves NO otherwise.",
        "2023-08-09",
        "2023-08-31",
        0,
        "company_deals",
        """
5|K|business-press|Wilko files notice to appoint administrators|The discount chain filed a notice of intention on 3 August, giving it ten working days of protection from creditors while it looks for a buyer. About 12,000 jobs are at risk.|A pre-cutoff filing; no later date.
1|L|business-press|Wilko collapses into administration|PwC was appointed administrator to Wilko on 10 August 2023, after last-ditch talks with potential investors failed to produce a rescue.|Reports the August 10, 2023 administration.
3|K|regional-news|Worksop staff wait for news on Wilko's future|Workers at the company's head office and distribution centre in Worksop say they have been told little beyond what is in the papers.|A control with no later date.
2|L|national-news|Bids for whole chain fall short, administrators say|Administrators said after their appointment on August 10, 2023 that no offer for the entire business had been accepted and talks were now focused on parts of the estate.|Reports the August 10, 2023 appointment and later talks.
8|K|columnist|Can anyone save Wilko?|Names linked with a bid include Doug Putman, owner of HMV, and several rival discounters, but a buyer for all 400 stores looks unlikely. The protection from creditors runs out later this month.|Speculation and a coming expiry; no later date.
4|K|explainer|What a notice of intention means for shoppers|Stores stay open and gift cards are still accepted while a notice of intention is in force. If administrators are appointed, they decide which parts of the business to sell or close.|An explainer of possibilities.
""",
    ),
    Q(
        "q2-bed-bath-beyond-ch11-2023",
        "Will Bed Bath & Beyond file for Chapter 11 bankruptcy protection by April 30, 2023?",
        "Resolves YES if Bed Bath & Beyond Inc. files a voluntary petition under Chapter 11 of the US Bankruptcy Code by April 30, 2023. Resolves NO otherwise.",
        "2023-04-14",
        "2023-04-30",
        1,
        "company_deals",
        """
4|K|business-press|Bed Bath & Beyond again warns it may file for bankruptcy|The retailer said in a filing that it may not be able to raise enough money and could seek court protection, weeks after a share sale fell short of its target.|A warning; no later date.
1|L|business-press|Bed Bath & Beyond files for Chapter 11|Bed Bath & Beyond filed for bankruptcy protection in federal court in New Jersey on April 23, 2023, and said it would begin winding down its stores.|Reports the April 23, 2023 filing.
9|K|market-report|Meme-stock favourite swings again|Shares of Bed Bath & Beyond swung wildly as retail traders piled in and out. The company's fiscal fourth-quarter results are due later this month.|Pre-cutoff trading and an undated report.
2|L|regional-news|Union, N.J. headquarters staff learn of filing|At the company's head office in Union, employees learned of the April 23, 2023 filing in an email that morning.|Reports the April 23, 2023 filing.
6|K|analysis|How much time does Bed Bath & Beyond have?|The company has said it needs more capital by the end of April. Without it, analysts expect a filing in New Jersey and liquidation of most of its 360 stores.|A forecast; no readable later date.
3|L|business-press|Closing-down sales begin at Bed Bath & Beyond|Following its Chapter 11 filing on 23 April 2023, the company began closing-down sales at its remaining stores and stopped accepting most coupons.|Reports events after the April 23, 2023 filing.
""",
    ),
    Q(
        "q2-thames-water-special-administration-2025",
        "Will the UK government place Thames Water into a special administration regime by March 31, 2025?",
        "Resolves YES if, by March 31, 2025, a court makes a special administration order for Thames Water Utilities Ltd on the government's or Ofwat's application. Resolves NO otherwise.",
        "2025-02-17",
        "2025-03-31",
        0,
        "company_deals",
        """
5|K|business-press|Judge to rule on Thames Water lifeline this month|Mr Justice Leech has heard arguments over Thames Water's plan to borrow up to £3bn from senior creditors and is expected to give judgment later in February. Ministers say special administration remains ready if the plan fails.|A pending judgment and a contingency; no readable later date.
1|L|business-press|High Court backs Thames Water's emergency loan|The High Court sanctioned Thames Water's restructuring plan on February 18, 2025, approving a loan of up to £3bn from senior creditors and pushing special administration further away.|Reports the February 18, 2025 ruling.
9|K|national-news|Ministers ready to step in at Thames if needed|Environment Secretary Steve Reed told MPs the government was prepared for all scenarios. Bills for Thames customers will rise from April 1, 2025 under Ofwat's final determination.|A statement and a bill rise from a future date.
2|L|regional-news|Customers react to court decision on Thames|Households in Reading and south London said they were worried about bills after the court ruling of 18 February 2025, which keeps the company in private hands for now.|Reports the February 18, 2025 ruling.
12|K|explainer|What Ofwat's final ruling means for Thames bills|Ofwat's decision of December 19 allows Thames to raise bills by about 35% over the five years from April 2025. The company says that is not enough and may ask the Competition and Markets Authority to review it.|A pre-cutoff ruling and a price period ahead.
3|L|market-report|Thames Water bonds rally on ruling|Thames Water's senior bonds gained on 2025-02-18 after the court approved the creditor loan, while junior creditors weighed an appeal.|Reports February 18, 2025 trading after the ruling.
""",
    ),
    Q(
        "q2-northvolt-swedish-bankruptcy-2025",
        "Will Northvolt AB file for bankruptcy in Sweden by March 31, 2025?",
        "Resolves YES if Northvolt AB files for bankruptcy (konkurs) in a Swedish court by March 31, 2025. Resolves NO otherwise. A US Chapter 11 case does not count.",
        "2025-03-03",
        "2025-03-31",
        1,
        "company_deals",
        """
5|K|business-press|Northvolt hunts for new money as cash runs short|The battery maker, in Chapter 11 since November, is trying to raise fresh funding before its debtor-in-possession loan runs out. Interim chair Tom Johnstone has said all options are being considered.|A search for funding; no later date.
1|L|business-press|Northvolt files for bankruptcy in Sweden|Northvolt AB filed for bankruptcy in Stockholm on March 12, 2025, after failing to secure the funding it needed to continue.|Reports the March 12, 2025 filing.
11|K|regional-news|Skelleftea waits on Northvolt|The Chapter 11 process begun on November 21 was meant to carry the company through to the first quarter of 2025, and workers in Skelleftea are waiting to hear whether a new investor will appear. Its Chapter 11 plan was due to go before the court in Houston in March 2025.|A process timeline and a future hearing.
2|L|regional-news|Skelleftea staff meet the trustee|A court-appointed trustee told Northvolt workers on 13 March 2025 that production at the Skelleftea plant would continue for now while buyers are sought.|Reports a March 13, 2025 meeting after the filing.
7|K|analysis|If Northvolt fails, what happens to Europe's battery plans?|A collapse would leave Volkswagen and other customers without a European supplier and hand more ground to Chinese rivals. Swedish ministers have ruled out a state rescue.|A conditional; no later date.
3|L|business-press|Lyten to buy Northvolt's Swedish plants|US start-up Lyten agreed in August 2025 to buy Northvolt's Skelleftea and Vasteras sites out of bankruptcy.|Reports an August 2025 deal.
""",
    ),
    Q(
        "q2-stellantis-permanent-ceo-2024",
        "Will Stellantis name a permanent successor to chief executive Carlos Tavares by December 31, 2024?",
        "Resolves YES if Stellantis announces by December 31, 2024 the appointment of a permanent chief executive to succeed Carlos Tavares. An interim arrangement does not count. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-31",
        0,
        "company_deals",
        """
6|K|business-press|Stellantis says CEO search is on track|Stellantis said in October that Carlos Tavares would retire when his term ends in early 2026 and that it expects to name his successor during 2025. Chairman John Elkann is leading the search.|A stated plan for a future appointment.
1|L|business-press|Tavares quits Stellantis with immediate effect|Stellantis said on December 1, 2024 that the board had accepted Carlos Tavares's resignation, and that an interim executive committee chaired by John Elkann would run the company until a new chief executive is found.|Reports the December 1, 2024 resignation.
3|K|regional-news|Dealers and union grumble about Stellantis|U.S. dealers and the UAW have criticised the company's pricing and product decisions this year. The union has threatened strikes over investment at the Belvidere plant.|A control with no later date.
2|L|business-press|Stellantis names Filosa chief executive|Stellantis named Antonio Filosa, head of its Americas business, as chief executive on May 28, 2025, ending a six-month search.|Reports a May 28, 2025 appointment.
9|K|explainer|How Stellantis will choose its next boss|A special board committee is reviewing internal and external candidates, and the company says the process should be complete in 2025.|A process timeline; no later event reported.
4|L|market-report|Stellantis slides after Tavares exit|Stellantis shares fell more than 6% in Milan on December 2, 2024, the first session after Carlos Tavares's surprise resignation.|Reports December 2, 2024 trading.
""",
    ),
    Q(
        "q2-vw-ig-metall-deal-2024",
        "Will Volkswagen and IG Metall announce a collective agreement for VW's German plants by December 24, 2024?",
        "Resolves YES if Volkswagen and IG Metall announce by December 24, 2024 an agreement in their wage and restructuring talks for Volkswagen AG's in-house tariff. Resolves NO otherwise.",
        "2024-12-13",
        "2024-12-24",
        1,
        "strikes",
        """
3|K|business-press|Fifth round of VW talks set for December 16|Volkswagen and IG Metall will meet again in Hanover on December 16, 2024, with both sides saying they want a deal before Christmas. The company wants to cut capacity and labour costs.|A scheduled round of talks after the cutoff.
1|L|business-press|VW and IG Metall strike a Christmas deal|Volkswagen and IG Metall agreed on December 20, 2024 to cut more than 35,000 jobs in Germany by 2030 without compulsory redundancies or immediate plant closures.|Reports the December 20, 2024 agreement.
8|K|regional-news|Warning strikes hit Wolfsburg|Workers at the Wolfsburg plant stopped work for several hours on Monday, December 2, and IG Metall warned that larger strikes would follow if the company kept insisting on closures.|A pre-cutoff strike and a threat.
2|L|regional-news|Osnabruck and Dresden face uncertain future after deal|Under the agreement reached on 20 December 2024, vehicle production in Dresden is to end in 2025 and the Osnabruck plant's future is open after its current models end.|Reports the December 20, 2024 agreement.
6|K|columnist|Blume's Christmas deadline|Oliver Blume wants a deal before December 24, 2024, and so does the union. If there is none, IG Metall has said it is ready for the biggest strikes at the company in decades.|A deadline and a conditional.
4|L|update-appended|VW pay talks: live|Negotiators are meeting in Hanover. Update, Dec. 20, 2024: after more than 70 hours of talks, both sides have announced an agreement.|An appended update reports the December 20, 2024 agreement.
""",
    ),
    Q(
        "q2-rite-aid-ch11-2023",
        "Will Rite Aid file for Chapter 11 bankruptcy protection by October 31, 2023?",
        "Resolves YES if Rite Aid Corporation files a voluntary petition under Chapter 11 of the US Bankruptcy Code by October 31, 2023. Resolves NO otherwise.",
        "2023-10-09",
        "2023-10-31",
        1,
        "company_deals",
        """
3|K|business-press|Rite Aid nears bankruptcy filing, people familiar say|The pharmacy chain is preparing a filing that could come within weeks and would let it close hundreds of stores and deal with opioid lawsuits, people familiar with the plans said.|A reported plan; no readable later date.
1|L|business-press|Rite Aid files for Chapter 11|Rite Aid filed for bankruptcy protection in New Jersey on October 15, 2023, with $3.45 billion of new financing and a plan to close underperforming stores.|Reports the October 15, 2023 filing.
9|K|regional-news|Philadelphia-area Rite Aid workers anxious|Staff at stores around Philadelphia, where the chain is based, say they have been told nothing about closures. The company's next quarterly report is due in late December 2023.|A pre-cutoff worry and a future report.
2|L|regional-news|First store closures listed after filing|Weeks after its October 15, 2023 filing, Rite Aid published a list of stores to close in Pennsylvania, New York and California.|Reports events after the October 15, 2023 filing.
6|K|analysis|Opioid claims hang over Rite Aid|Any Chapter 11 case would have to deal with thousands of opioid claims. Analysts say an interest payment due in late October 2023 could be skipped, which would start a grace period.|A future payment and a conditional.
4|L|business-press|Judge approves Rite Aid's first-day requests|At hearings after its October 15, 2023 filing, a judge in Trenton approved access to financing so the chain could keep paying staff and suppliers.|Reports hearings after the October 15, 2023 filing.
""",
    ),
    Q(
        "q2-big-lots-ch11-2024",
        "Will Big Lots file for Chapter 11 bankruptcy protection by September 30, 2024?",
        "Resolves YES if Big Lots, Inc. files a voluntary petition under Chapter 11 of the US Bankruptcy Code by September 30, 2024. Resolves NO otherwise.",
        "2024-09-06",
        "2024-09-30",
        1,
        "company_deals",
        """
8|K|business-press|Big Lots raises doubts about its future|The discount retailer warned in a quarterly filing that there is substantial doubt about its ability to continue as a going concern, and said it is exploring strategic options.|A warning; no later date.
1|L|business-press|Big Lots files for bankruptcy, agrees sale to Nexus|Big Lots filed for Chapter 11 protection in Delaware on September 9, 2024, and said it had agreed to sell its business to an affiliate of Nexus Capital Management.|Reports the September 9, 2024 filing.
4|K|regional-news|Columbus retailer closing more stores|Big Lots, based in Columbus, Ohio, has added stores to its closing list, with sales at the affected locations running into the autumn.|A control with no later date.
2|L|regional-news|Columbus headquarters reacts to bankruptcy|Employees at Big Lots' Columbus headquarters learned of the September 9, 2024 Chapter 11 filing in an all-staff message.|Reports the September 9, 2024 filing.
12|K|market-report|Big Lots shares hit record low|Shares in Big Lots fell to an all-time low as investors braced for a possible restructuring. The company's second-quarter results are due in early September 2024.|Pre-cutoff trading and a future report.
3|L|business-press|Nexus deal collapses; Big Lots turns to Gordon Brothers|The sale to Nexus Capital agreed in September 2024 fell through in December 2024, and Big Lots turned instead to a deal with Gordon Brothers under which some stores would pass to a new operator and the rest would close.|Reports September and December 2024 events after the cutoff.
""",
    ),
    Q(
        "q2-mississippi-governor-2023-reeves",
        "Will Tate Reeves win the Mississippi gubernatorial election of November 7, 2023?",
        "Resolves YES if Tate Reeves is elected governor of Mississippi, either by winning a majority in the general election of November 7, 2023 or in a runoff. Resolves NO otherwise.",
        "2023-10-24",
        "2023-11-07",
        1,
        "elections",
        """
6|K|regional-news|Presley closes gap in governor's race, poll finds|Democrat Brandon Presley is within a few points of Gov. Tate Reeves two weeks before the Nov. 7, 2023 election, according to a poll released Tuesday. Under a 2020 change, a candidate needs a majority to avoid a runoff on November 28.|A poll and an election after the cutoff.
1|L|regional-news|Reeves wins second term as governor|Gov. Tate Reeves defeated Brandon Presley on November 7, 2023, taking about 51% of the vote and avoiding a runoff.|Reports the November 7, 2023 election.
11|K|national-news|Mississippi's race draws national money|Outside groups have spent heavily on television ads in a contest Democrats see as their best chance in the Deep South this year. Early in-person absentee voting is under way ahead of Election Day, Tuesday, November 7, 2023.|Campaign spending and a future Election Day.
2|L|results-roundup|Mississippi election results|Governor (Nov. 7, 2023): Tate Reeves (R) 50.9%, Brandon Presley (D) 47.0%, others 2.1%. Lieutenant governor: Delbert Hosemann (R) re-elected.|A results table for the November 7, 2023 election.
4|K|explainer|What happens if no one gets 50%?|If neither Reeves nor Presley wins a majority on Nov. 7, the top two would meet again in a runoff three weeks later, on November 28, 2023. A third candidate dropped out but remains on the ballot.|A conditional and a possible runoff.
3|L|regional-news|Presley concedes, urges supporters to stay engaged|Speaking in Jackson on the night of November 7, 2023, Brandon Presley conceded and said the campaign had shown Mississippi Democrats could compete.|Reports a concession after the November 7, 2023 election.
""",
    ),
    Q(
        "q2-manitoba-2023-ndp-majority",
        "Will the Manitoba NDP win a majority of the 57 seats in the provincial election of October 3, 2023?",
        "Resolves YES if the New Democratic Party wins at least 29 of the 57 seats in the Legislative Assembly of Manitoba at the general election of October 3, 2023, as reported by Elections Manitoba. Resolves NO otherwise.",
        "2023-09-20",
        "2023-10-03",
        1,
        "elections",
        """
5|K|regional-news|Leaders spar in only televised debate|Premier Heather Stefanson and NDP Leader Wab Kinew clashed over health care and the Prairie Green landfill in the campaign's only televised debate. Voters go to the polls on Tuesday, Oct. 3, 2023.|A pre-cutoff debate and a future vote.
1|L|regional-news|Kinew's NDP wins majority in Manitoba|The NDP won 34 of 57 seats in the election of October 3, 2023, and Wab Kinew will become the first First Nations premier of a Canadian province.|Reports the October 3, 2023 result.
9|K|polling|NDP holds lead in Winnipeg|A poll of decided voters puts the NDP ahead in Winnipeg, where most of the seats that will decide the October 3, 2023 election are. The PCs lead comfortably in rural Manitoba.|A poll before a future election.
2|L|national-news|Kinew sworn in as premier|Wab Kinew was sworn in as Manitoba's 25th premier on October 18, 2023, two weeks after the NDP's election win.|Reports the October 18, 2023 swearing-in.
12|K|explainer|Advance voting: where and when|Advance polls open on Saturday, Sept. 23, 2023 and run until Sept. 30. Elections Manitoba says voters can cast a ballot at any advance location in the province.|A schedule of advance voting after the cutoff.
3|L|results-roundup|Manitoba election: seats by party|Election of 3 October 2023: NDP 34, Progressive Conservative 22, Liberal 1. Liberal leader Dougald Lamont lost his seat.|A seat table reports the October 3, 2023 result.
""",
    ),
    Q(
        "q2-alberta-2023-ucp-majority",
        "Will the United Conservative Party win a majority of the 87 seats in Alberta's general election of May 29, 2023?",
        "Resolves YES if the UCP wins at least 44 of the 87 seats in the Legislative Assembly of Alberta at the general election of May 29, 2023, as reported by Elections Alberta. Resolves NO otherwise.",
        "2023-05-15",
        "2023-05-29",
        1,
        "elections",
        """
4|K|regional-news|Calgary is where Alberta's election will be won|Both Premier Danielle Smith and NDP Leader Rachel Notley spent the weekend in Calgary suburbs, where a handful of seats will decide the May 29, 2023 election.|A campaign report before a future election.
1|L|national-news|Smith's UCP wins Alberta election|The United Conservatives won 49 of 87 seats on May 29, 2023, a reduced majority, after the NDP swept Edmonton and made gains in Calgary.|Reports the May 29, 2023 result.
8|K|explainer|When and how to vote in Alberta|Advance voting runs May 23-27, and polls are open from 9 a.m. to 8 p.m. on election day, Monday, May 29. Elections Alberta expects early results within hours of closing.|A voting schedule after the cutoff.
2|L|regional-news|Notley vows to stay on as opposition leader|Speaking to supporters in Edmonton on election night, 29 May 2023, Rachel Notley congratulated Danielle Smith and said the NDP would hold the government to account.|Reports an election-night speech on May 29, 2023.
6|K|columnist|Smith's campaign is one stumble from trouble|The premier has a lead in the polls but little room for error. A televised debate on May 18, 2023 is the last big chance for Notley to change the race.|A forecast and a future debate.
3|L|business-press|Oil patch welcomes UCP win|Energy executives said after the election of May 29, 2023 that a UCP government would keep fighting Ottawa's proposed emissions cap.|Reports reactions after the May 29, 2023 result.
""",
    ),
    Q(
        "q2-bavaria-2023-csu-40pct",
        "Will the CSU win at least 40% of the vote in the Bavarian state election of October 8, 2023?",
        "Resolves YES if the CSU's share of the Gesamtstimmen in the Bavarian Landtag election of October 8, 2023 is 40.0% or more in the preliminary official result. Resolves NO otherwise.",
        "2023-09-25",
        "2023-10-08",
        0,
        "elections",
        """
5|K|national-news|Soder eyes 40 percent as Aiwanger affair lingers|Markus Soder has kept Hubert Aiwanger and the Free Voters as his preferred partners despite the leaflet affair, and the CSU is polling in the mid-to-high 30s ahead of the October 8, 2023 vote.|Polling and a future election.
1|L|national-news|CSU wins Bavaria but falls short of 40 percent|The CSU won the Bavarian election on October 8, 2023 with about 37%, its worst result since 1950, while the Free Voters came second with almost 16%.|Reports the October 8, 2023 result.
10|K|regional-news|Postal voting opens in Munich|Munich's election office says requests for postal ballots are running at a record pace. Polling stations open at 8 a.m. on Sunday, 8 October 2023.|A voting schedule after the cutoff.
2|L|results-roundup|Bavaria and Hesse: the results|Landtag elections of 8 October 2023. Bavaria: CSU 37.0, Free Voters 15.8, AfD 14.6, Greens 14.4, SPD 8.4; FDP below 5%. Hesse: CDU 34.6, AfD 18.4.|A results table for October 8, 2023.
7|K|analysis|Why the CSU's old 40 percent mark matters|Anything below the 37.2% of 2018 would be seen as a defeat for Soder, anything above 40% as a triumph. The same day, October 8, Hesse elects its state parliament too.|Thresholds and a future date.
3|L|regional-news|Soder re-elected as minister-president|The Landtag re-elected Markus Soder as minister-president on 31 October 2023, after the CSU and Free Voters renewed their coalition.|Reports an October 31, 2023 vote.
""",
    ),
    Q(
        "q2-galicia-2024-pp-majority",
        "Will the PP retain an absolute majority (38 of 75 seats) in the Galician election of February 18, 2024?",
        "Resolves YES if the Partido Popular wins at least 38 of the 75 seats in the Parliament of Galicia at the election of February 18, 2024. Resolves NO otherwise.",
        "2024-02-05",
        "2024-02-18",
        1,
        "elections",
        """
3|K|national-news|Rueda's majority hangs on a handful of seats|Polls suggest Alfonso Rueda's PP is close to the 38 seats it needs on February 18, 2024, with the BNG of Ana Ponton rising fast. A loss would be a blow to Alberto Nunez Feijoo, who governed Galicia for 13 years.|Polls before a future election.
1|L|national-news|PP holds Galicia with a fifth straight majority|The PP won 40 of 75 seats in the Galician election of February 18, 2024, while the BNG had its best result with 25 and the Socialists fell to nine.|Reports the February 18, 2024 result.
9|K|regional-news|Plastic pellets spill becomes an election issue|The plastic pellets washing up on Galicia's beaches since early January have dominated the first weeks of the campaign, with the opposition accusing the Xunta of reacting late.|A pre-cutoff controversy; no later date.
2|L|results-roundup|Galician election: seats|Parliament of Galicia, 18 February 2024: PP 40, BNG 25, PSdeG-PSOE 9, Democracia Ourensana 1. Sumar and Vox won no seats.|A seat table reports the February 18, 2024 result.
6|K|explainer|Four provinces, 75 seats|A Coruna elects 25 deputies, Pontevedra 22, Lugo and Ourense 14 each. Voters abroad have until February 14, 2024 to post their ballots, and the campaign officially starts on February 2.|A schedule including dates after the cutoff.
4|L|columnist|Feijoo's home region saves him a bad week|The PP's comfortable win on 18 February 2024 gives Feijoo some breathing room in Madrid after a month of bad headlines.|Reports the February 18, 2024 result.
""",
    ),
    Q(
        "q2-saskatchewan-2024-sp-majority",
        "Will the Saskatchewan Party win a majority (31 or more of 61 seats) in the provincial election of October 28, 2024?",
        "Resolves YES if the Saskatchewan Party wins at least 31 of the 61 seats at the general election of October 28, 2024, on the final count reported by Elections Saskatchewan (expected by November 9, 2024). Resolves NO otherwise.",
        "2024-10-15",
        "2024-11-09",
        1,
        "elections",
        """
4|K|regional-news|Moe and Beck trade barbs over carbon tax and classrooms|Premier Scott Moe promised to keep the carbon charge off home heating while NDP Leader Carla Beck focused on class sizes and health care. Saskatchewan votes on Monday, Oct. 28, 2024.|Campaign promises and a future vote.
1|L|regional-news|Sask. Party wins fifth straight term|The Saskatchewan Party was re-elected on October 28, 2024 with a reduced majority, while the NDP swept nearly every seat in Regina and Saskatoon.|Reports the October 28, 2024 result.
9|K|explainer|Mail-in ballots could delay close races|Elections Saskatchewan will count mail-in ballots only after election day, and final results are not expected until November 9, 2024. In tight seats, the winner may not be known on the night.|A counting schedule after the cutoff.
2|L|results-roundup|Final count: Saskatchewan 2024|After mail-in ballots were counted, the final result of the October 28, 2024 election stood at Saskatchewan Party 34, NDP 27.|A seat table reports the October 28, 2024 result.
7|K|polling|Tight race in the cities, Sask. Party ahead in rural seats|Polls show the NDP competitive in Regina and Saskatoon and far behind elsewhere, pointing to a Saskatchewan Party majority on October 28, 2024 unless the urban swing is larger than expected.|A forecast of a future election.
3|L|national-news|Moe names smaller cabinet after narrow win|Two weeks after the October 28, 2024 election, Premier Scott Moe swore in a smaller cabinet in Regina, promising to listen to urban voters who turned to the NDP.|Reports events after the October 28, 2024 election.
""",
    ),
    Q(
        "q2-pei-2023-pc-majority",
        "Will the Progressive Conservatives win a majority of the 27 seats in Prince Edward Island's provincial election of April 3, 2023?",
        "Resolves YES if the PC Party wins at least 14 of the 27 seats at the Prince Edward Island general election of April 3, 2023, as reported by Elections PEI. Resolves NO otherwise.",
        "2023-03-21",
        "2023-04-03",
        1,
        "elections",
        """
5|K|regional-news|King calls early election for April 3|Premier Dennis King asked for dissolution six months ahead of the fixed date, saying he wanted a mandate to deal with health care and housing. Islanders vote on Monday, April 3, 2023.|A pre-cutoff call and a future vote.
1|L|regional-news|King's PCs win second term with big majority|The Progressive Conservatives won 22 of 27 seats on April 3, 2023, and the Greens and Liberals were reduced to a handful of seats each.|Reports the April 3, 2023 result.
10|K|explainer|What is on the ballot in PEI|Twenty-seven districts elect one member each. Advance polls are open on March 25, 27 and 29, and results are expected within an hour of polls closing at 7 p.m. on April 3.|A voting schedule after the cutoff.
2|L|results-roundup|PEI election 2023: seats|Election of April 3, 2023: PC 22, Liberal 3, Green 2. Green leader Peter Bevan-Baker held his seat; Liberal leader Sharon Cameron did not win hers.|A seat table reports the April 3, 2023 result.
8|K|columnist|The Greens' 2019 breakthrough is under pressure|The Greens became the official opposition in 2019, and Peter Bevan-Baker's party is defending eight seats. If it loses ground on April 3, the Liberals could be back in second place.|A past fact and a conditional.
3|L|national-news|Liberals replace Greens as official opposition|The Liberals became the official opposition after the April 3, 2023 vote, winning one more seat than the Greens.|Reports a consequence of the April 3, 2023 result.
""",
    ),
    Q(
        "q2-grand-national-2023-corach-rambler",
        "Will Corach Rambler win the 2023 Grand National at Aintree on April 15, 2023?",
        "Resolves YES if Corach Rambler is the first past the post (and keeps the race) in the Grand National at Aintree on April 15, 2023. Resolves NO otherwise.",
        "2023-04-03",
        "2023-04-15",
        1,
        "sports",
        """
6|K|sports-preview|Corach Rambler heads the market for Aintree|Lucinda Russell's gelding, a second-time winner at Cheltenham last month, is a clear favourite for the Grand National on Saturday, April 15, 2023, and Derek Fox is expected to ride.|A preview of a race after the cutoff.
1|L|wire-report|Corach Rambler wins delayed Grand National|Corach Rambler, the 8-1 favourite, won the Grand National on April 15, 2023 for trainer Lucinda Russell and jockey Derek Fox, after protesters delayed the start by about 15 minutes.|Reports the April 15, 2023 race.
11|K|regional-news|Merseyside Police plan for protests at Aintree|Police said they expect animal-rights protests over the three days of the meeting from April 13 to 15, 2023, and will be working with the racecourse to keep the track clear.|A security plan for a future meeting.
2|L|national-news|Arrests as protesters invade course|More than 100 people were arrested at Aintree on 15 April 2023 after protesters got on to the course before the Grand National.|Reports April 15, 2023 arrests.
4|K|betting-column|Why the favourite could oblige this time|Favourites have a poor record in the National, but Corach Rambler's jumping and stamina make him an unusually solid one. The declarations for the race are made on Thursday, 13 April.|A tip and a future declaration date.
3|L|results-list|Grand National 2023: first three|Aintree, Saturday 15 April 2023. 1. Corach Rambler (8-1 fav). 2. Vanillier. 3. Gaillard Du Mesnil.|A results list for the April 15, 2023 race.
""",
    ),
    Q(
        "q2-super-league-gf-2023-catalans",
        "Will Catalans Dragons win the 2023 Super League Grand Final at Old Trafford on October 14, 2023?",
        "Resolves YES if Catalans Dragons win the Super League Grand Final at Old Trafford on October 14, 2023. Resolves NO if they do not reach it or lose it.",
        "2023-10-02",
        "2023-10-14",
        0,
        "sports",
        """
3|K|sports-preview|Dragons await semi-final at home|Catalans finished second and have a week off before hosting a semi-final in Perpignan on Saturday, October 7, 2023. The winner goes to Old Trafford on October 14.|A semi-final and final after the cutoff.
1|L|match-report|Wigan grind out Grand Final win over Catalans|Wigan beat Catalans Dragons 10-2 at Old Trafford on October 14, 2023, in a Grand Final settled by a single try.|Reports the October 14, 2023 final.
9|K|national-news|League Leaders' Shield goes to Wigan|Wigan finished top of the table on points difference, ahead of Catalans, after the final round of the regular season. Both sides will have home semi-finals.|A pre-cutoff fact; no later date.
2|L|sports-desk-report|Catalans reach second Grand Final|Catalans Dragons beat St Helens in Perpignan on 7 October 2023 to set up a final against Wigan at Old Trafford.|Reports an October 7, 2023 semi-final.
6|K|columnist|Can a French club finally win the Grand Final?|Catalans lost their only Grand Final, to St Helens in 2021. If they win on October 14, it will be the first title for a club outside England in the Super League era.|A past fact and a conditional.
4|L|live-blog-update|Grand Final: full time|Old Trafford, 14 October 2023. FT: Wigan 10-2 Catalans Dragons. Wigan are Super League champions for a sixth time.|A result line reports the October 14, 2023 final.
""",
    ),
    Q(
        "q2-champion-hurdle-2024-state-man",
        "Will State Man win the 2024 Champion Hurdle at Cheltenham on March 12, 2024?",
        "Resolves YES if State Man wins the Champion Hurdle on the first day of the Cheltenham Festival, March 12, 2024. Resolves NO otherwise.",
        "2024-02-29",
        "2024-03-12",
        1,
        "sports",
        """
4|K|sports-preview|Constitution Hill v State Man: the rematch|Last year's Champion Hurdle winner is expected to meet Willie Mullins' State Man again on the opening day of the Festival, Tuesday, March 12, 2024. Nicky Henderson says his horse has worked well since his last run.|A preview of a race after the cutoff.
1|L|wire-report|State Man lands Champion Hurdle for Mullins|State Man won the Champion Hurdle at Cheltenham on 12 March 2024 under Paul Townend, in a race weakened by the absence of Constitution Hill.|Reports the March 12, 2024 race.
8|K|regional-news|Cheltenham braces for Festival crowds|Cheltenham Borough Council says extra buses and park-and-ride services will run on all four days of the Festival, from March 12 to March 15, 2024.|A transport plan for a future event.
2|L|sports-desk-report|Irish Point second as State Man takes crown|Irish Point chased State Man home in the Champion Hurdle on 12 March 2024, with the winner well clear at the line.|Reports the March 12, 2024 race.
10|K|betting-column|Ante-post: State Man is the value|With Constitution Hill an odds-on favourite, State Man at around 4-1 is the each-way play for the Champion Hurdle. Mullins has won the race four times.|A tip about a future race; no readable later date.
3|L|results-list|Cheltenham Festival, day one results|Tuesday, March 12, 2024. Champion Hurdle: 1. State Man (Paul Townend, Willie Mullins). 2. Irish Point.|A results list for March 12, 2024.
""",
    ),
]
