# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind6` part, read by `build_blind6.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Since `|` is the
field separator, flattened infoboxes and tables in the texts use `;`, `/` or `·` between cells.
Written blind for this set; see `build_blind6.py` and the README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "li-eurovision-2019-netherlands",
        "Will the Netherlands win the Eurovision Song Contest 2019, whose grand final is on May 18, 2019 in Tel Aviv?",
        "Resolves YES if the Netherlands' entry is ranked first in the grand final of the Eurovision Song Contest held in Tel Aviv on May 18, 2019. Resolves NO otherwise.",
        "2019-04-20",
        "2019-05-18",
        1,
        "awards",
        """
6|K|infobox-flat|Eurovision Song Contest 2019|Dates: Semi-final 1 14 May 2019 · Semi-final 2 16 May 2019 · Final 18 May 2019 / Venue: Expo Tel Aviv, Pavilion 2 / Host broadcaster: KAN / Participants: 41 / Returning: none / Withdrawing: Bulgaria, Ukraine / Winner: TBD|A flattened infobox whose winner field is still empty.
2|L|encyclopedic-section|Netherlands in the Eurovision Song Contest|The Netherlands chose Duncan Laurence internally in January 2019 with the ballad "Arcade". He qualified from the second semi-final on 16 May 2019 and, two nights later, won the contest with 498 points, the country's first victory since 1975.|Reports the May 16 and May 18, 2019 results as done.
9|K|news-british|Bookies make Dutch ballad the one to beat in Tel Aviv|Duncan Laurence has been odds-on favourite since the rehearsal clips leaked, and the bookmakers now give "Arcade" roughly a one-in-three chance. Britain's Michael Rice, who won the national selection in February, is priced near the bottom. The grand final is on Saturday 18 May.|Odds before a scheduled final.
4|L|year-in-review|2019 in music: May|18 May 2019 – Duncan Laurence wins the 64th Eurovision Song Contest in Tel Aviv for the Netherlands; Italy's Mahmood finishes second with "Soldi". Madonna performs as the interval act.|A year-in-review row reporting the May 18, 2019 final.
12|K|list-article|Ten Eurovision entries to know before Tel Aviv|1. Netherlands: a piano ballad that has topped the betting since March. 2. Sweden: John Lundvik, who also wrote the UK entry. 3. Russia: Sergey Lazarev, back after finishing third in 2016. ... The first semi-final is on 14 May 2019.|A preview list with a scheduled semi-final.
1|L|almanac-entry|Eurovision winners, 1956 onward|2017 Portugal, Salvador Sobral; 2018 Israel, Netta; 2019 (May 18, 2019, Tel Aviv) Netherlands, Duncan Laurence, "Arcade", 498 points.|An almanac row that records the 2019 winner.
""",
    ),
    Q(
        "li-uk-ge-2019-con-majority",
        "Will the Conservative Party win an overall majority of House of Commons seats in the UK general election of December 12, 2019?",
        "Resolves YES if the Conservative Party wins at least 326 of the 650 seats in the general election held on December 12, 2019. Resolves NO otherwise.",
        "2019-11-15",
        "2019-12-13",
        1,
        "elections",
        """
3|K|news-british|Parties finalise candidates as nominations close|Nominations closed at 4pm on Thursday, and the Brexit Party confirmed it will not stand in the 317 seats the Tories won in 2017. Polling day is Thursday 12 December, the first December election since 1923. Postal vote applications must reach councils by 26 November.|Nominations before a scheduled poll, plus a deadline.
1|L|encyclopedic-section|2019 United Kingdom general election: Results|The Conservatives won 365 seats on 43.6% of the vote, a majority of 80 and the party's largest since 1987. Labour fell to 203 seats, losing a string of former strongholds in the north of England and the Midlands. Boris Johnson went to the Palace on 13 December 2019 to form a new government.|Reports the December 2019 result as done.
8|K|upcoming-events|Westminster diary: the campaign|6 November 2019 – Parliament formally dissolved. 19 November 2019 – first head-to-head TV debate, ITV. 21 November 2019 – Labour manifesto launch (provisional). 12 December 2019 – polling day. 17 December 2019 – new Parliament meets.|A diary of scheduled campaign events; the one past item is before the cutoff.
5|L|results-table|Constituency results: north-east England|Blyth Valley (declared 12 Dec. 2019, 23:50): Con gain from Lab, majority 712 / Sedgefield: Con gain from Lab / Bishop Auckland: Con gain from Lab, first Tory MP in its history / Darlington: Con gain from Lab|A flattened results table reporting the December 12, 2019 declarations.
10|K|think-tank-commentary|What a majority would take|On our model the Conservatives need a lead of about six points over Labour to clear 326 seats, given the Liberal Democrat surge in Remain seats. Current polls show a lead of ten to twelve points, but in 2017 a similar lead had halved by polling day.|A conditional about a future result.
2|L|news-australian|Johnson's landslide a warning for Labor, strategists say|Labor figures in Canberra have pored over the result of December 12, 2019, in which Boris Johnson's Conservatives took seats in working-class England that had voted Labour for generations. The lesson, one said, is that the party cannot take its heartland for granted.|Reports the December 12, 2019 result as done.
""",
    ),
    Q(
        "li-rwc-2019-south-africa",
        "Will South Africa win the 2019 Rugby World Cup, whose final is on November 2, 2019 in Yokohama?",
        "Resolves YES if South Africa win the Rugby World Cup final played at International Stadium Yokohama on November 2, 2019. Resolves NO otherwise.",
        "2019-10-10",
        "2019-11-02",
        1,
        "sports",
        """
5|K|tournament-summary|2019 Rugby World Cup: Pool B|New Zealand beat South Africa 23-13 in Yokohama on 21 September, which leaves the Springboks needing wins over Italy and Canada to reach the quarter-finals. Their last pool game is against Canada in Kobe on 8 October. The quarter-finals are on 19 and 20 October.|An earlier result and scheduled matches.
1|L|tournament-summary|2019 Rugby World Cup: Knockout stage|Quarter-finals: England 40-16 Australia (19 Oct 2019); Wales 20-19 France (20 Oct 2019); South Africa 26-3 Japan (20 Oct 2019). Semi-finals: England 19-7 New Zealand (26 Oct 2019); South Africa 19-16 Wales (27 Oct 2019). Final: South Africa 32-12 England (2 Nov 2019).|A flattened knockout bracket reporting results from October 19 to November 2, 2019.
3|L|news-other|Typhoon forces first cancellations in World Cup history|Organisers called off England v France and New Zealand v Italy, due on Saturday, as Typhoon Hagibis approached; both were recorded as 0-0 draws. Scotland's game with Japan went ahead in Yokohama on 13 October 2019 and Japan won 28-21 to top the pool.|Reports the October 2019 cancellations and the October 13, 2019 match as done.
8|K|news-british|Erasmus plays down favourites tag|Rassie Erasmus said on Tuesday his side were "nowhere near" their best, days after the defeat by the All Blacks. Bookmakers still rate South Africa third favourites behind New Zealand and England. Should they top the pool's second spot, a quarter-final against the hosts is possible.|A statement and a conditional before the knockouts.
2|K|season-summary|South Africa national rugby union team: 2019 season|In 2019 South Africa won the shortened Rugby Championship for the first time since 2009, drawing 16-16 with New Zealand in Wellington on 27 July. They opened the World Cup against the All Blacks and will play Namibia, Italy and Canada in Pool B.|Earlier results and scheduled pool matches.
1|L|almanac-entry|Rugby World Cup finals|2015: New Zealand 34-17 Australia, Twickenham. 2019: South Africa 32-12 England, Yokohama, 2 November 2019; Siya Kolisi became the first black captain to lift the Webb Ellis Cup.|An almanac row reporting the November 2, 2019 final.
""",
    ),
    Q(
        "li-booker-2019-testaments",
        "Will Margaret Atwood's The Testaments win (alone or jointly) the 2019 Booker Prize?",
        "Resolves YES if The Testaments is named winner, alone or jointly, of the 2019 Booker Prize at the ceremony on October 14, 2019. Resolves NO otherwise.",
        "2019-09-20",
        "2019-10-14",
        1,
        "awards",
        """
4|K|news-british|Atwood sequel tops sales as Booker judges read on|The Testaments sold more than 100,000 copies in its first week after its publication on 10 September, and is now the bookmakers' favourite for the prize. The six shortlisted titles were announced on 3 September; the winner will be named at the Guildhall on Monday 14 October.|Earlier facts and a scheduled award.
1|L|encyclopedic-section|2019 Booker Prize|On 14 October 2019 the judges, chaired by Peter Florence, split the prize between Margaret Atwood's The Testaments and Bernardine Evaristo's Girl, Woman, Other, despite rules introduced in 1993 that forbid a shared award. Evaristo became the first black woman to win.|Reports the October 14, 2019 joint award.
7|K|list-article|The 2019 Booker shortlist, ranked by our critics|6. Quichotte, Salman Rushdie. 5. 10 Minutes 38 Seconds in This Strange World, Elif Shafak. 4. An Orchestra of Minorities, Chigozie Obioma. 3. Ducks, Newburyport, Lucy Ellmann. 2. Girl, Woman, Other, Bernardine Evaristo. 1. The Testaments, Margaret Atwood.|A critics' ranking before the award.
2|L|news-indian|Booker judges break their own rule|In an unprecedented move at the London ceremony on Oct. 14, 2019, the jury named two winners, Atwood and Evaristo, who will share the GBP 50,000 purse. Rushdie's Quichotte, which had been widely read in India, missed out.|Reports the October 14, 2019 decision.
10|K|encyclopedic-section|The Testaments: Reception|The novel, a sequel to The Handmaid's Tale set fifteen years later, was shortlisted for the Booker Prize in early September 2019, before it was published; review copies had been embargoed.|A fact dated before the cutoff.
""",
    ),
    Q(
        "li-aramco-listing-2019",
        "Will Saudi Aramco shares begin trading on the Saudi stock exchange (Tadawul) by December 31, 2019?",
        "Resolves YES if Saudi Arabian Oil Co. (Aramco) shares begin trading on Tadawul on or before December 31, 2019. Resolves NO otherwise.",
        "2019-11-25",
        "2019-12-31",
        1,
        "company_deals",
        """
6|K|company-history|Saudi Aramco: Initial public offering|The Capital Market Authority approved the offering on 3 November 2019. The prospectus, published on 9 November, sets a book-building period from 17 November to 4 December, with the final price due on 5 December and trading expected to begin shortly after.|An approval before the cutoff and a scheduled timetable.
2|L|company-history|Saudi Aramco: Listing|Aramco priced its shares at 32 riyals on 5 December 2019, raising USD 25.6 billion, the largest IPO on record. Trading started on Tadawul on 11 December 2019 and the stock rose by its 10% daily limit to 35.2 riyals.|Reports the December 2019 pricing and first day of trading.
9|K|news-other|Retail investors line up at Riyadh banks|Banks in Riyadh and Jeddah report long queues of retail subscribers, many encouraged by the bonus-share offer for holders who keep their shares for six months. The retail tranche closes on 28 November 2019.|Subscriptions in progress and a closing date.
3|L|timeline|Aramco IPO timeline|3 Nov 2019: CMA approval (done) / 17 Nov 2019: book-building opens (done) / 4 Dec 2019: institutional book closes, 4.65 times covered (done) / 11 Dec 2019: first day of trading (done) / 12 Dec 2019: market value briefly touches USD 2 trillion (done)|A timeline marking December 2019 items as done.
12|K|news-british|Aramco scales back to a local listing|The world's most profitable company will sell 1.5% of its shares on the Riyadh exchange and has dropped plans for a foreign listing for now. Roadshows in London and New York have been cancelled. Bankers expect a valuation of USD 1.6 trillion to USD 1.8 trillion.|Plans and expectations.
1|K|translated-press-release|Tadawul statement on the listing of Aramco (unofficial translation)|The Saudi Stock Exchange announces that, upon completion of the offering, the company's shares will be listed and will start trading under symbol 2222. The start date of trading will be announced on the exchange's website in due course.|A future listing date still to be announced.
""",
    ),
    Q(
        "li-rba-2019-06-cut",
        "Will the Reserve Bank of Australia lower the cash rate target at its June 4, 2019 meeting?",
        "Resolves YES if the decision announced on June 4, 2019 sets the cash rate target below 1.50%. Resolves NO otherwise.",
        "2019-05-10",
        "2019-06-04",
        1,
        "central_banks",
        """
3|K|news-australian|RBA holds but opens the door|The Reserve Bank left the cash rate at 1.5% on Tuesday, its 30th meeting without a change, but the Governor's statement dropped the line about the next move more likely being up. Markets put the chance of a June cut at about 60%. The board next meets on 4 June.|An earlier hold and a scheduled meeting.
1|L|news-australian|Lowe flags cut after Morrison's surprise win|Philip Lowe said in Sydney on Tuesday, May 21, 2019, that the board would consider a rate cut at its next meeting, three days after the Coalition was returned at the federal election of 18 May 2019.|Reports the May 18 and May 21, 2019 events.
5|K|central-bank-calendar|RBA board meetings, 2019|5 February; 5 March; 2 April; 7 May; 4 June; 2 July; 6 August; 3 September; 1 October; 5 November; 3 December. Decisions are published at 2.30 pm Sydney time. Minutes follow two weeks after each meeting.|A schedule of meetings.
2|L|almanac-entry|Australian cash rate changes|Nov 2016: none / 4 June 2019: cut 25bp to 1.25%, first change in almost three years / 2 July 2019: cut to 1.00% / 1 October 2019: cut to 0.75%|An almanac reporting the June, July and October 2019 cuts.
7|K|news-other|Kiwi and Aussie rate moves in view|The Reserve Bank of New Zealand cut its cash rate to 1.5% on Wednesday, and attention now turns to Sydney, where economists are split on whether a first cut comes in June or after the May 18 election result and the budget measures are known.|An earlier decision and expectations.
4|L|year-in-review|Australia in 2019: the economy|In June 2019 the RBA cut rates for the first time since August 2016, and it cut twice more before the year was out, taking the cash rate to a record low of 0.75% in October 2019.|Reports the June and October 2019 cuts as done.
""",
    ),
    Q(
        "li-monsoon-kerala-2019",
        "Will the India Meteorological Department declare the onset of the southwest monsoon over Kerala on or before June 6, 2019?",
        "Resolves YES if IMD declares monsoon onset over Kerala with an onset date on or before June 6, 2019. Resolves NO if the declared onset is later.",
        "2019-05-20",
        "2019-06-06",
        0,
        "climate",
        """
5|K|news-indian|IMD sees slightly delayed onset this year|The Met department on Wednesday forecast the monsoon's arrival over Kerala on 6 June, with a model error of plus or minus four days, against the normal date of 1 June. Private forecaster Skymet has said it expects onset around the 4th of June.|A forecast of a future onset date.
1|L|season-summary|2019 Indian monsoon season|The monsoon set in over Kerala on 8 June 2019, a week late, and its advance stalled after Cyclone Vayu formed in the Arabian Sea on 10 June 2019. June rainfall ended about a third below normal.|Reports the June 8 and June 10, 2019 events.
9|K|encyclopedic-section|Cyclone Fani|Fani made landfall near Puri, Odisha, on 3 May 2019 as an extremely severe cyclonic storm. More than a million people were evacuated in advance. The storm weakened over West Bengal and Bangladesh over the following two days.|A fact dated before the cutoff.
3|L|news-other|Farmers in Sri Lanka and Kerala wait on rains|The monsoon, which finally reached the Kerala coast on June 8, 2019, has been patchy, and paddy growers in Palakkad say sowing is running two weeks behind.|Reports the June 8, 2019 onset as done.
7|K|explainer|How IMD decides the monsoon has arrived|Onset is declared when, after 10 May, at least 60% of 14 stations in Kerala and coastal Karnataka record 2.5 mm or more of rain for two days running, with westerly winds of the right depth and low outgoing radiation. The declaration can come a day or two after the rain itself.|Explains a criterion.
""",
    ),
]
