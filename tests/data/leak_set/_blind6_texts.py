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
3|K|season-summary|South Africa national rugby union team: 2019 season|In 2019 South Africa won the shortened Rugby Championship for the first time since 2009, drawing 16-16 with New Zealand in Wellington on 27 July. At the World Cup they lost to the All Blacks, have since beaten Namibia and Italy, and finish Pool B against Canada in Kobe on 8 October.|Earlier results and a scheduled pool match.
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
6|K|infobox-flat|2019 Booker Prize|Awarded for: the best novel written in English · Sponsor: Crankstart · Date: 14 October 2019 · Venue: Guildhall, London · Longlist: 23 July 2019 · Shortlist: 3 September 2019 · Winner: to be announced · Prize: GBP 50,000|A flattened infobox with an empty winner field and a scheduled date.
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
3|K|news-australian|RBA holds but opens the door|The Reserve Bank left the cash rate at 1.5% on Tuesday, its 30th meeting without a change, but the Governor's statement said the board would pay close attention to the labour market at coming meetings. Markets put the chance of a June cut at about 60%. The board next meets on 4 June.|An earlier hold and a scheduled meeting.
1|L|news-australian|Lowe flags cut after Morrison's surprise win|Philip Lowe said in Sydney on Tuesday, May 21, 2019, that the board would consider a rate cut at its next meeting, three days after the Coalition was returned at the federal election of 18 May 2019.|Reports the May 18 and May 21, 2019 events.
5|K|central-bank-calendar|RBA board meetings, 2019|5 February; 5 March; 2 April; 7 May; 4 June; 2 July; 6 August; 3 September; 1 October; 5 November; 3 December. Decisions are published at 2.30 pm Sydney time. Minutes follow two weeks after each meeting.|A schedule of meetings.
2|L|almanac-entry|Australian cash rate changes|Aug 2016: cut to 1.50% / 4 June 2019: cut 25bp to 1.25%, first change in almost three years / 2 July 2019: cut to 1.00% / 1 October 2019: cut to 0.75%|An almanac reporting the June, July and October 2019 cuts.
1|K|news-other|Kiwi and Aussie rate moves in view|The Reserve Bank of New Zealand cut its cash rate to 1.5% on Wednesday, and attention now turns to Sydney, where economists are split on whether a first cut comes in June or after the May 18 election result and the budget measures are known.|An earlier decision and expectations.
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
2|K|timeline|Monsoon 2019: key dates|15 Apr 2019: IMD first-stage forecast, 96% of LPA (done) / 15 May 2019: onset forecast for Kerala, 6 June plus or minus 4 days (done) / early June: second-stage seasonal forecast (due) / 6 June 2019: forecast onset over Kerala|A timeline whose later rows are forecasts and scheduled releases.
""",
    ),
]

QUESTIONS += [
    Q(
        "li-nz-cannabis-ref-2020",
        "Will New Zealand's cannabis referendum, held with the general election of October 17, 2020, pass on the official results?",
        "Resolves YES if the official results, due by November 6, 2020, show more than 50% of valid votes in favour of the proposed Cannabis Legalisation and Control Bill. Resolves NO otherwise.",
        "2020-10-10",
        "2020-11-06",
        0,
        "referendums",
        """
4|K|explainer|Two referendums on your ballot paper|Alongside the party and electorate votes, voters will answer two questions: whether the End of Life Choice Act 2019 should come into force, and whether the proposed cannabis bill should become law. The cannabis result is not binding. Preliminary referendum results will be released on 30 October, official results on 6 November.|Explains the ballot and the release dates.
1|L|encyclopedic-section|2020 New Zealand cannabis referendum: Results|The preliminary count released on 30 October 2020 showed 53.1% opposed. With special votes included, the official result of 6 November 2020 was 50.7% opposed and 48.8% in favour, so the bill did not proceed.|Reports the October 30 and November 6, 2020 results.
8|K|news-other|Polls tighten on cannabis question|Recent surveys put support for legalisation between 35% and 49%, depending on the pollster, with younger voters far more likely to back it. Advance voting opens on 3 October, two weeks before election day.|Polls and a scheduled opening of advance voting.
2|L|year-in-review|New Zealand in 2020: October|17 October 2020: Labour wins 65 of 120 seats, the first single-party majority under MMP. 30 October 2020: preliminary referendum results show the euthanasia law approved and cannabis legalisation narrowly rejected.|Rows reporting October 2020 events as done.
6|K|list-article|Five things to know before you vote on cannabis|1. The bill would let adults over 20 buy up to 14 grams a day from licensed shops. 2. Home growing of two plants would be allowed. 3. The vote was moved from 19 September when the election was delayed by the Auckland outbreak. 4. A yes vote does not make the law change automatic. 5. Results come after the election.|A preview list with an earlier fact.
3|L|news-australian|Kiwis say no to legal weed, but only just|New Zealanders rejected legalising recreational cannabis by a margin of about 68,000 votes, according to the official count of Nov. 6, 2020, while the euthanasia law passed comfortably with 65% support.|Reports the November 6, 2020 official result.
""",
    ),
    Q(
        "li-ant-group-listing-2020",
        "Will Ant Group shares begin trading in Shanghai or Hong Kong by November 30, 2020?",
        "Resolves YES if Ant Group's shares begin trading on the Shanghai STAR Market or the Hong Kong Stock Exchange on or before November 30, 2020. Resolves NO otherwise.",
        "2020-10-29",
        "2020-11-30",
        0,
        "company_deals",
        """
3|K|company-history|Ant Group: Dual listing|Ant set its Shanghai offer price at 68.80 yuan and its Hong Kong price at HK$80 on 26 October 2020, valuing the group at about USD 313 billion. Trading in both cities is scheduled to begin on 5 November 2020.|A price set before the cutoff and a scheduled start of trading.
1|L|company-history|Ant Group: Suspended IPO|On 3 November 2020, a day after regulators summoned Jack Ma and other executives, the Shanghai Stock Exchange suspended the listing, and Hong Kong followed within hours. Refunds were paid to subscribers from 5 November 2020.|Reports the November 2020 suspension.
1|K|news-other|Hong Kong retail book oversubscribed hundreds of times|Brokers in Hong Kong say the retail portion of Ant's offer drew orders worth more than HK$1.3 trillion, and several lenders ran out of margin funds. Allotment results are due on 4 November.|Subscriptions before a scheduled allotment.
2|K|news-british|Ma's speech rattles Beijing|Jack Ma told a financial summit in Shanghai on Saturday that China's banks operate with a pawnshop mentality, remarks that officials reportedly took badly. His company's listing is still set for next week.|An earlier speech and a scheduled listing.
4|L|timeline|Ant IPO: key dates|24 Oct 2020: Bund summit speech / 26 Oct 2020: prices set / 2 Nov 2020: regulators meet Ma (held) / 3 Nov 2020: Shanghai suspends listing (done) / 5 Nov 2020: planned debut (did not happen)|A timeline reporting November 2020 events as done.
8|K|upcoming-events|Listings to watch in the next fortnight|Tue 27 Oct: Ant Group Hong Kong public offer opens. Thu 29 Oct: Shanghai online subscription. Thu 5 Nov: Ant debuts in Shanghai and Hong Kong (expected).|A calendar of scheduled items.
""",
    ),
    Q(
        "li-hayabusa2-capsule-2020",
        "Will JAXA recover the Hayabusa2 sample-return capsule on Earth by December 15, 2020?",
        "Resolves YES if JAXA announces that the Hayabusa2 re-entry capsule has been recovered on the ground on or before December 15, 2020. Resolves NO otherwise.",
        "2020-11-20",
        "2020-12-15",
        1,
        "space",
        """
5|K|upcoming-events|Space events, December 2020|5 Dec: Hayabusa2 releases its capsule at about 220,000 km from Earth. 6 Dec (local time): capsule re-entry over the Woomera range, South Australia. Mid-Dec: Chang'e 5 lunar sample return (planned).|An events list with scheduled items.
1|L|encyclopedic-section|Hayabusa2: Return|The capsule was released on 5 December 2020 and landed in the Woomera Prohibited Area the following morning local time; a helicopter team found it within hours using its radio beacon. It was flown to Japan on 8 December 2020, and the spacecraft began an extended mission towards asteroid 1998 KY26.|Reports the December 2020 release, landing and recovery.
9|K|news-australian|Outback braces for a visitor from Ryugu|Woomera locals have been told to expect a bright fireball in the pre-dawn sky when the Japanese capsule comes home next month. JAXA staff are in quarantine in Adelaide before they head to the range, under COVID rules agreed with the state.|A coming event and preparations.
2|L|news-indian|Japan's asteroid capsule found in Australian desert|The Hayabusa2 capsule carrying samples from asteroid Ryugu was located on 6 December 2020 after parachuting into the South Australian outback, JAXA said, and will be opened at the agency's Sagamihara campus.|Reports the December 6, 2020 recovery.
7|K|almanac-entry|Sample-return missions|Luna 16 (1970) / Genesis (2004, hard landing) / Stardust (2006) / Hayabusa (2010, grains from Itokawa) / Hayabusa2 (return due Dec. 2020) / OSIRIS-REx (return due 2023)|An almanac with future return dates.
3|K|encyclopedic-section|Hayabusa2: Return to Earth|The spacecraft left Ryugu on 13 November 2019. It is scheduled to release its re-entry capsule on 5 December 2020, about 220,000 km from Earth, and the capsule is expected to land in the Woomera Prohibited Area in South Australia. After the release, the spacecraft will make a diversion manoeuvre and continue on an extended mission.|A reference section describing a planned return.
""",
    ),
    Q(
        "li-swiss-limitation-2020",
        "Will Swiss voters approve the 'limitation initiative' to end free movement with the EU at the vote of September 27, 2020?",
        "Resolves YES if the popular initiative 'For moderate immigration' is approved by a majority of voters and cantons on September 27, 2020. Resolves NO otherwise.",
        "2020-09-01",
        "2020-09-27",
        0,
        "referendums",
        """
6|K|translated-press-release|Federal Council recommends rejection (translation)|The Federal Council and Parliament recommend that voters reject the popular initiative "For moderate immigration (limitation initiative)". Acceptance would end the Agreement on the Free Movement of Persons and, through the guillotine clause, the other Bilateral I agreements. The vote takes place on 27 September 2020.|A recommendation and a scheduled vote.
1|L|encyclopedic-section|September 2020 Swiss referendums|On 27 September 2020 voters rejected the limitation initiative by 61.7% to 38.3%, with only four cantons in favour. The same day they narrowly approved the purchase of new fighter jets and backed two weeks' paid paternity leave.|Reports the September 27, 2020 results.
3|K|news-british|Swiss poll puts 'no' camp well ahead|The first SRG poll gives opponents of the initiative a lead of roughly 35 points. The Swiss People's Party, which collected the signatures, says the gap will narrow; a second poll is due in mid-September.|A poll and a scheduled poll.
2|L|results-table|Vote of 27.09.2020: results by canton|Limitation initiative, final result Sept. 27, 2020: Yes 38.3% / No 61.7%; cantons in favour: 4 of 26, among them Schwyz and Glarus; turnout about 59%.|A flattened results table reporting the September 27, 2020 result.
9|K|list-article|All the votes on 27 September|1. Limitation initiative. 2. Hunting law revision. 3. Child tax deductions. 4. Paternity leave. 5. Fighter jet procurement. Postal ballots can be sent until the Tuesday before the vote.|A list of scheduled ballot items.
4|K|almanac-entry|Federal popular initiatives on immigration|9 Feb 2014: 'Against mass immigration', accepted with 50.3% / 30 Nov 2014: Ecopop, rejected with 74.1% / 28 Feb 2016: enforcement initiative, rejected / 27 Sep 2020: limitation initiative (vote pending)|An almanac whose last row is a pending vote.
""",
    ),
    Q(
        "li-euro2020-england",
        "Will England win UEFA Euro 2020 (played in 2021, final on July 11, 2021 at Wembley)?",
        "Resolves YES if England win the UEFA Euro 2020 final on July 11, 2021 (after extra time or penalties if needed). Resolves NO otherwise.",
        "2021-06-20",
        "2021-07-11",
        0,
        "sports",
        """
1|K|tournament-summary|UEFA Euro 2020: Group D|England beat Croatia 1-0 on 13 June through Raheem Sterling and drew 0-0 with Scotland on Friday. They play the Czech Republic at Wembley on Tuesday 22 June, and a group win would bring a last-16 tie at Wembley on 29 June.|Earlier results and scheduled matches.
1|L|tournament-summary|UEFA Euro 2020: Knockout stage|Round of 16: England 2-0 Germany (29 June 2021). Quarter-final: Ukraine 0-4 England (3 July 2021, Rome). Semi-final: England 2-1 Denmark, a.e.t. (7 July 2021). Final: Italy 1-1 England, Italy won 3-2 on penalties (11 July 2021).|A flattened bracket reporting results through July 11, 2021.
3|K|news-british|Southgate: we are not favourites|Gareth Southgate insisted on the eve of the Scotland game that France and Belgium remain the sides to beat. With the semi-finals and the final both at Wembley, England could play six of their seven games at home if they go all the way.|Statements and a conditional.
3|L|news-indian|Italy end England's dream on penalties|Luke Shaw scored after two minutes but Leonardo Bonucci equalised, and Italy won the shootout 3-2 at Wembley on July 11, 2021, Gianluigi Donnarumma saving from Jadon Sancho and Bukayo Saka.|Reports the July 11, 2021 final.
1|K|upcoming-events|Euro 2020 fixtures this week|Sun 20 June: Italy v Wales (Rome), Switzerland v Turkey (Baku). Mon 21 June: Ukraine v Austria, North Macedonia v Netherlands. Tue 22 June: Czech Republic v England (Wembley), Croatia v Scotland (Hampden).|Scheduled fixtures.
1|L|year-in-review|2021 in British sport|July 2021: England reach their first major final since 1966 but lose to Italy on penalties at Wembley on 11 July; Emma Raducanu reaches the Wimbledon fourth round.|Reports the July 11, 2021 final.
""",
    ),
    Q(
        "li-banxico-2021-06-hike",
        "Will the Bank of Mexico raise its overnight interbank target rate at its decision of June 24, 2021?",
        "Resolves YES if Banxico's monetary policy statement of June 24, 2021 sets the target above 4.00%. Resolves NO otherwise.",
        "2021-06-01",
        "2021-06-24",
        1,
        "central_banks",
        """
5|K|central-bank-calendar|Banxico: monetary policy announcements, 2021|11 February; 25 March; 13 May; 24 June; 12 August; 30 September; 11 November; 16 December. Minutes are published two weeks after each announcement.|A schedule of announcements.
1|L|translated-press-release|Banxico raises target rate (unofficial translation)|The Governing Board decided by a majority to raise the target for the overnight interbank interest rate by 25 basis points to 4.25%, effective June 25, 2021, in view of upward pressure on inflation. Two members voted to keep the rate at 4.00%.|Reports the June 24, 2021 decision.
8|K|news-other|Mexican inflation tops 6%|Headline inflation reached 6.08% in April, the highest in more than three years, but most analysts in Citibanamex's survey still expect the rate to stay at 4% at the next two meetings. The central bank says the rise is transitory.|An earlier figure and expectations.
2|L|news-british|Banxico surprises with first hike since 2018|Mexico's central bank unexpectedly raised rates by a quarter point on 24 June 2021, days after the midterm elections of 6 June 2021 cost Morena its two-thirds majority in the lower house.|Reports the June 6 and June 24, 2021 events.
3|K|news-other|Midterms loom over markets|Mexicans vote on June 6 in the largest elections in the country's history, for 500 deputies, 15 governors and thousands of local posts. Banxico's board has said it will watch whether the inflation shock fades.|A scheduled election and a statement.
4|K|encyclopedic-section|Bank of Mexico: Monetary policy, 2019-2021|Between August 2019 and February 2021 the board lowered the target rate from 8.25% to 4.00%. It left the rate unchanged at its announcements of 25 March and 13 May 2021. The next announcement is scheduled for 24 June 2021.|Earlier decisions and a scheduled announcement.
""",
    ),
    Q(
        "li-germany-2021-spd",
        "Will the SPD win the largest share of second votes in the German federal election of September 26, 2021?",
        "Resolves YES if the SPD's share of second votes in the provisional official result of the Bundestag election of September 26, 2021 is larger than that of every other party, counting CDU and CSU together. Resolves NO otherwise.",
        "2021-09-01",
        "2021-09-27",
        1,
        "elections",
        """
3|K|news-british|Scholz holds lead into the final stretch|The SPD has moved ahead of the Union in most polls since the floods in July, with Olaf Scholz's personal ratings well above Armin Laschet's. Two more televised three-way debates are planned, on 12 and 19 September.|Polls and scheduled debates.
1|L|encyclopedic-section|2021 German federal election: Results|The SPD finished first with 25.7% of second votes, ahead of CDU/CSU on 24.1%, the Union's worst result. The Greens took 14.8% and the FDP 11.5%. After coalition talks Olaf Scholz was elected Chancellor on 8 December 2021.|Reports the September 2021 result and the December 8, 2021 vote.
6|K|upcoming-events|Germany votes: the calendar|26 September 2021: federal election, and state elections in Berlin and Mecklenburg-Western Pomerania. 26 October 2021 at the latest: the new Bundestag convenes. Chancellor election: no fixed date.|Scheduled items.
2|L|results-table|Bundestag election, 26 Sep 2021 (provisional)|SPD 25.7 (+5.2) / CDU/CSU 24.1 (-8.8) / Greens 14.8 (+5.9) / FDP 11.5 (+0.8) / AfD 10.3 (-2.3) / Left 4.9 (-4.3); Left enters via three direct mandates.|A flattened results table with the September 26, 2021 result.
9|K|list-article|Seven coalitions Germany could end up with|Traffic light (SPD, Greens, FDP); Jamaica (Union, Greens, FDP); Germany (Union, SPD, FDP); grand coalition; red-green-red; Kenya; and a minority government, which no party wants.|A speculative list.
4|L|news-indian|Merkel era ends as SPD edges out her bloc|Germany's Social Democrats won the most votes in the election on Sunday, 26 September 2021, beating Angela Merkel's conservatives by about 1.6 points.|Reports the September 26, 2021 result.
""",
    ),
    Q(
        "li-snp-majority-2021",
        "Will the SNP win an overall majority (65 or more of 129 seats) in the Scottish Parliament election of May 6, 2021?",
        "Resolves YES if the Scottish National Party wins at least 65 seats in the election held on May 6, 2021, counted from May 7. Resolves NO otherwise.",
        "2021-04-10",
        "2021-05-08",
        0,
        "elections",
        """
4|K|news-british|Alba launch muddies the list vote|Alex Salmond's new party says it will stand only on the regional lists, urging independence supporters to vote SNP in constituencies and Alba on the list. Nicola Sturgeon dismissed the idea. Polling day is Thursday 6 May, and counting will take place over Friday and Saturday.|A party launch before the cutoff and a schedule.
1|L|encyclopedic-section|2021 Scottish Parliament election|The SNP won 64 seats, one short of a majority, after the count ended on 8 May 2021. The Conservatives held 31 seats and Labour 22; the Greens won a record 8, giving pro-independence parties a majority. Alba won none.|Reports the May 8, 2021 result.
8|K|explainer|How Holyrood's additional member system works|Each voter has two votes: one for a constituency MSP and one for a regional list. The 56 list seats are shared out by the d'Hondt method so that the total matches each party's list vote, which makes a single-party majority hard; only the SNP in 2011 has managed one.|An explainer with an earlier fact.
2|L|results-table|Scottish Parliament 2021: seats|Declared 8 May 2021 · SNP 64 (+1) · Con 31 (0) · Lab 22 (-2) · Green 8 (+2) · LD 4 (-1) · Alba 0|A flattened results table with the May 8, 2021 result.
6|K|season-summary|Scottish politics, spring 2021|Parliament went into recess in late March, days after the Holyrood committee reported on the Salmond inquiry and Sturgeon survived a no-confidence vote on 23 March. The campaign proper resumes after Easter.|Earlier facts and a coming campaign.
3|L|news-australian|Sturgeon falls one seat short|The SNP was returned for a fourth term on May 8, 2021 but missed an outright majority by a single seat, so any push for a second independence referendum will rely on the Scottish Greens.|Reports the May 8, 2021 result.
""",
    ),
]

QUESTIONS += [
    Q(
        "li-rba-2022-05-hike",
        "Will the Reserve Bank of Australia raise the cash rate target at its May 3, 2022 meeting?",
        "Resolves YES if the decision announced on May 3, 2022 sets the cash rate target above 0.10%. Resolves NO otherwise.",
        "2022-04-20",
        "2022-05-03",
        1,
        "central_banks",
        """
4|K|news-australian|Lowe keeps his powder dry, for now|The RBA held the cash rate at a record low 0.1% on Tuesday but dropped its pledge to be "patient". Economists now see a first hike in June, after the 21 May election, though some say the March-quarter CPI, out on 27 April, could bring it forward to the board's meeting of 3 May.|An earlier hold and future dates.
1|L|news-australian|Rates rise mid-campaign for the first time since 2007|The Reserve Bank lifted the cash rate by 25 basis points to 0.35% on 3 May 2022, its first increase since November 2010, a week after figures on 27 April 2022 showed headline inflation at 5.1%.|Reports the April 27 and May 3, 2022 events.
7|K|central-bank-calendar|RBA: Board meeting dates, 2022|1 February; 1 March; 5 April; 3 May; 7 June; 5 July; 2 August; 6 September; 4 October; 1 November; 6 December. Statement on Monetary Policy: 4 February, 6 May, 5 August, 4 November.|A schedule of meetings.
2|L|almanac-entry|Australian cash rate target, 2022|3 May 2022: +25bp to 0.35% / 7 June 2022: +50bp to 0.85% / 5 July 2022: +50bp to 1.35% / 2 August 2022: +50bp to 1.85%|An almanac reporting the 2022 increases.
10|K|explainer|Why the RBA waits for quarterly CPI|Australia is one of the few rich countries that still publishes its main inflation figure only once a quarter. The Bank has said it wants to see actual inflation, not forecasts, sustainably in its 2-3% band before it moves, which is why the April release matters so much.|An explainer.
5|K|news-british|Australia's central bank edges toward lift-off|Sydney-based traders are pricing about a 40% chance of a May increase. Treasurer Josh Frydenberg's budget, delivered on 29 March, included a temporary cut in fuel excise.|Pricing and an earlier budget.
""",
    ),
    Q(
        "li-kenya-supreme-court-2022",
        "Will Kenya's Supreme Court uphold William Ruto's election as president by September 12, 2022?",
        "Resolves YES if the Supreme Court of Kenya dismisses the petitions against the declaration of William Ruto as president-elect, upholding his election, on or before September 12, 2022. Resolves NO otherwise.",
        "2022-08-25",
        "2022-09-12",
        1,
        "court_rulings",
        """
3|K|news-other|Odinga files petition at Milimani|Raila Odinga's lawyers lodged the petition on Monday, arguing that the IEBC's servers were tampered with and that four commissioners had disowned the result declared on 15 August. The court has 14 days to rule; a pre-trial conference is set for 30 August and hearings from 31 August.|Filings before the cutoff and scheduled court dates.
1|L|encyclopedic-section|2022 Kenyan presidential election petition|On 5 September 2022 the seven-judge bench, led by Chief Justice Martha Koome, unanimously dismissed all nine petitions and upheld Ruto's election, calling some of the evidence "hot air". Ruto was sworn in at Kasarani on 13 September 2022.|Reports the September 5 and 13, 2022 events.
6|K|explainer|What the judges can do|The Supreme Court can uphold the declaration, or annul it and order a fresh poll within 60 days, as it did in September 2017 when it nullified Uhuru Kenyatta's first-round win. Its decision is final.|Options and an earlier precedent.
2|L|timeline|Kenya 2022: from polling day to inauguration|9 Aug 2022: general election / 15 Aug 2022: Chebukati declares Ruto winner with 50.49% / 22 Aug 2022: petitions filed / 5 Sep 2022: Supreme Court upholds result (done) / 13 Sep 2022: swearing-in (done)|A timeline marking September 2022 items as done.
8|K|news-indian|Kenya's election result contested|Deputy President William Ruto was declared winner with 50.49% of the vote on Monday, but four of the seven election commissioners said they could not own the result. Indian businesses in Nairobi have reported a quiet week as the country waits for the courts.|Facts dated before the cutoff.
4|K|upcoming-events|Kenya: the coming weeks|30 Aug: pre-trial conference. 31 Aug - 2 Sep: hearing of the petition. By 5 Sep: judgment. 13 Sep: swearing-in of the president-elect, if the result stands.|A schedule with a conditional.
""",
    ),
    Q(
        "li-chile-const-ref-2022",
        "Will Chilean voters approve the proposed new constitution in the plebiscite of September 4, 2022?",
        "Resolves YES if 'Apruebo' wins more than 50% of valid votes in the constitutional plebiscite held on September 4, 2022. Resolves NO otherwise.",
        "2022-08-15",
        "2022-09-04",
        0,
        "referendums",
        """
5|K|news-british|Chile's rejection camp holds poll lead|Every major poll since April has shown more voters planning to reject the draft than to approve it. Voting is compulsory for the first time since 2012, which pollsters say makes the result harder to read. The plebiscite is on Sunday 4 September.|Polls and a scheduled vote.
1|L|encyclopedic-section|2022 Chilean national plebiscite|Voters rejected the proposed constitution on 4 September 2022 by 61.9% to 38.1%, with the rejection winning in every region. President Gabriel Boric called for a new process, and a second draft was put to voters, and rejected, in December 2023.|Reports the September 4, 2022 result.
9|K|explainer|What the 388-article draft says|The text, handed to the president on 4 July, would define Chile as a plurinational state, replace the Senate with a Chamber of the Regions and enshrine rights to housing, water and abortion. If rejected, the 1980 constitution stays in force.|Earlier facts and a conditional.
2|L|results-table|Plebiscito 2022: resultados|Count at 100% of polling tables, 4 Sept. 2022: Rechazo 7,882,958 (61.86%) / Apruebo 4,860,093 (38.14%); turnout 85.8%.|A flattened results table reporting the September 4, 2022 count.
3|K|translated-press-release|Servel: information for voters (translation)|The Electoral Service reminds voters that polling stations will be open from 8:00 to 18:00 on Sunday, September 4, 2022. Voting is compulsory; fines apply to those who do not vote without a valid excuse. Results will be published from the close of polls.|A scheduled vote.
4|L|news-indian|Chile says no to leftist charter|Chileans overwhelmingly rejected a new constitution drafted by an elected convention in the Sept. 4, 2022 plebiscite, a setback for President Boric six months into his term.|Reports the September 4, 2022 result.
""",
    ),
    Q(
        "li-uk-45p-reversal-2022",
        "Will the UK government drop its plan to abolish the 45p additional rate of income tax by October 31, 2022?",
        "Resolves YES if, on or before October 31, 2022, the Chancellor or the Prime Minister announces that the abolition of the additional rate, announced in the Growth Plan of September 23, 2022, will not go ahead. Resolves NO otherwise.",
        "2022-09-30",
        "2022-10-31",
        1,
        "budgets",
        """
3|K|news-british|Pound hits record low after mini-budget|Sterling fell to about USD 1.035 in Asian trading on Monday, after Kwasi Kwarteng's statement on Friday promised the biggest tax cuts in fifty years, including scrapping the 45p rate from April. The Chancellor will publish a medium-term fiscal plan on 23 November.|Market moves before the cutoff and a scheduled plan.
1|L|encyclopedic-section|September 2022 United Kingdom mini-budget: Reversals|On 3 October 2022, at the Conservative conference in Birmingham, Kwarteng announced that the abolition of the 45p rate would not go ahead. He was dismissed on 14 October 2022, and his successor Jeremy Hunt reversed almost all of the remaining measures on 17 October.|Reports the October 2022 reversals as done.
2|K|news-british|Bank steps in to buy long gilts|The Bank of England said on Wednesday it would buy long-dated gilts on whatever scale needed until 14 October to restore orderly markets, after pension funds using liability-driven strategies faced margin calls. Downing Street said the tax plan stands.|An intervention before the cutoff and a stated end date.
4|L|timeline|The Truss government: a timeline|6 Sep 2022: Truss appointed / 23 Sep 2022: Growth Plan / 28 Sep 2022: Bank of England gilt purchases / 3 Oct 2022: 45p abolition dropped / 20 Oct 2022: Truss resigns|A timeline reporting October 2022 events.
1|K|news-australian|Truss stands firm on tax cuts|British Prime Minister Liz Truss told BBC local radio stations on Thursday that she would stick with her plan despite the market turmoil, and Conservative MPs are due to gather for the party conference in Birmingham from 2 October.|A statement and a scheduled conference.
5|K|almanac-entry|UK income tax rates, 2022-23|Personal allowance GBP 12,570 / basic rate 20% / higher rate 40% from GBP 50,271 / additional rate 45% above GBP 150,000 (abolition proposed from 6 April 2023) / basic rate to fall to 19% from April 2023 (proposed).|An almanac entry with proposed future changes.
""",
    ),
    Q(
        "li-morocco-wc-semis-2022",
        "Will Morocco reach the semi-finals of the 2022 FIFA World Cup in Qatar?",
        "Resolves YES if Morocco win a quarter-final of the 2022 FIFA World Cup, the last of which is played on December 10, 2022. Resolves NO otherwise.",
        "2022-11-20",
        "2022-12-10",
        1,
        "sports",
        """
4|K|tournament-summary|2022 FIFA World Cup: Group F|Teams: Belgium, Canada, Morocco, Croatia. Fixtures: Morocco v Croatia, 23 November (Al Bayt); Belgium v Morocco, 27 November (Al Thumama); Canada v Morocco, 1 December (Al Thumama). The top two reach the round of 16.|Scheduled fixtures.
1|L|tournament-summary|2022 FIFA World Cup: Morocco's run|Group F winners after a 0-0 draw with Croatia, a 2-0 win over Belgium on 27 November 2022 and a 2-1 win over Canada. Round of 16: beat Spain 3-0 on penalties (6 December 2022). Quarter-final: beat Portugal 1-0 (10 December 2022), Youssef En-Nesyri heading the goal.|Reports results from November 27 to December 10, 2022.
8|K|news-other|Regragui takes charge with weeks to go|Walid Regragui, appointed in August after Vahid Halilhodzic's dismissal, has recalled Hakim Ziyech, who had quit the national team. Morocco have not won a World Cup match since 1998.|Earlier facts.
2|L|news-indian|Morocco first African side in a World Cup semi-final|Morocco beat Portugal 1-0 at Al Thumama on Saturday, Dec. 10, 2022 to become the first African and the first Arab nation to reach the last four; Cristiano Ronaldo left the pitch in tears.|Reports the December 10, 2022 result.
6|K|list-article|Eight dark horses for Qatar|1. Denmark. 2. Serbia. 3. Senegal, even if Sadio Mane misses out. 4. Ecuador. 5. USA. 6. Morocco: the best defence in African qualifying. 7. Japan. 8. Switzerland.|A preview list.
3|L|year-in-review|2022 in African sport|December 2022: Morocco reach the World Cup semi-finals and lose 2-0 to France on 14 December 2022, finishing fourth after defeat by Croatia in the third-place match.|Reports the December 2022 matches as done.
""",
    ),
    Q(
        "li-rbi-2024-10-cut",
        "Will the Reserve Bank of India cut the repo rate at the Monetary Policy Committee decision of October 9, 2024?",
        "Resolves YES if the MPC decision announced on October 9, 2024 sets the policy repo rate below 6.50%. Resolves NO otherwise.",
        "2024-09-20",
        "2024-10-09",
        0,
        "central_banks",
        """
4|K|news-indian|MPC reconstituted days before October meet|The Centre is expected to name three new external members this month, as the terms of Ashima Goyal, Jayanth Varma and Shashanka Bhide end on the 4th of October. The committee meets from October 7 to 9, and most economists polled expect the repo rate to stay at 6.5%.|Expectations before a scheduled meeting.
1|L|news-indian|RBI holds repo at 6.5%, shifts stance to neutral|The six-member MPC voted 5-1 on Oct. 9, 2024 to keep the repo rate unchanged for a tenth straight meeting, while changing its stance from withdrawal of accommodation to neutral. Governor Shaktikanta Das said the inflation "horse" was back in the stable but the gate had to be kept closed.|Reports the October 9, 2024 decision.
7|K|central-bank-calendar|RBI: MPC meeting schedule, 2024-25|April 3-5, 2024; June 5-7, 2024; August 6-8, 2024; October 7-9, 2024; December 4-6, 2024; February 5-7, 2025.|A schedule of meetings.
2|L|almanac-entry|Repo rate, 2023-2025|Feb 2023: raised to 6.50% / 9 October 2024: held, stance neutral / 6 December 2024: held; CRR cut to 4.0% / Feb 2025: cut to 6.25%|An almanac reporting the October and December 2024 decisions.
3|K|news-british|India's food inflation clouds rate-cut hopes|Headline CPI fell to 3.65% in August on base effects, but vegetable prices remain volatile. Economists at Mumbai brokerages say the RBI is more likely to wait until December, after the Fed's decision on Wednesday.|Data and expectations; the Fed decision it anticipates is before the cutoff.
6|K|infobox-flat|Monetary Policy Committee (India)|Chair: Shaktikanta Das · Members: 6 (3 RBI, 3 external) · Policy repo rate: 6.50% (since 8 February 2023) · Stance: withdrawal of accommodation · Last meeting: 6-8 August 2024 · Next meeting: 7-9 October 2024|A flattened infobox with a scheduled meeting.
""",
    ),
    Q(
        "li-banxico-2024-03-cut",
        "Will the Bank of Mexico lower its overnight interbank target rate at its decision of March 21, 2024?",
        "Resolves YES if Banxico's statement of March 21, 2024 sets the target below 11.25%. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-21",
        1,
        "central_banks",
        """
6|K|news-other|Banxico minutes point to March debate|The minutes of the February 8 meeting show that several board members considered starting to ease at the next decision, on 21 March. The rate has been held at a record 11.25% since March 2023.|Minutes of an earlier meeting and a scheduled decision.
1|L|translated-press-release|Banco de Mexico lowers its target (unofficial translation)|The Governing Board decided by majority to reduce the target for the overnight interbank interest rate by 25 basis points to 11.00%, effective March 22, 2024. One member voted to keep it at 11.25%.|Reports the March 21, 2024 decision.
3|K|upcoming-events|Latin America central banks: March|Mar 20: Brazil Copom (50bp cut expected). Mar 21: Banxico (cut priced at around 70%). Early April: Chile and Colombia (dates to be confirmed).|A calendar of decisions and expectations.
2|L|year-in-review|Mexico in 2024: economy|March 21, 2024: Banxico makes its first rate cut since 2021, to 11.00%. June 2024: the peso weakens sharply after the June 2 election. Further cuts follow, ending the year at 10.00%.|Reports the March 2024 cut and later moves.
9|K|news-british|Mexican inflation edges up in January|Annual inflation rose to 4.88% in January, slightly above expectations. Deputy governor Jonathan Heath has said the board should not rush; the next decision is due on Thursday 21 March.|An earlier figure and a scheduled decision.
4|L|news-other|Peso shrugs off Banxico cut|The peso firmed to 16.7 per dollar on March 21, 2024, after the central bank cut rates by a quarter point and signalled no rush to follow up.|Reports the March 21, 2024 move.
""",
    ),
    Q(
        "li-snb-2024-12-50bp",
        "Will the Swiss National Bank cut its policy rate by at least 50 basis points at its assessment of December 12, 2024?",
        "Resolves YES if the SNB's monetary policy assessment of December 12, 2024 sets the policy rate at 0.50% or lower, from 1.00%. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-12",
        1,
        "central_banks",
        """
5|K|news-british|Schlegel opens door to bigger cuts|New SNB chairman Martin Schlegel said this week that the bank could not rule out negative rates again if needed. Markets are split between a 25bp and a 50bp cut at the December assessment, the last of the year. November inflation, due on 3 December, may decide it.|Statements and a future data release.
1|L|encyclopedic-section|Swiss National Bank: 2024|The SNB was the first major central bank to cut in 2024, in March. It cut again in June and September, and on 12 December 2024 lowered the rate by 50 basis points to 0.5%, its largest cut since 2015, after inflation fell to 0.7% in November 2024.|Reports the December 12, 2024 cut.
8|K|translated-press-release|SNB: dates for 2025 (translation)|The Swiss National Bank will hold its quarterly monetary policy assessments in 2025 on 20 March, 19 June, 25 September and 11 December. The next assessment takes place on 12 December 2024.|Scheduled dates.
2|L|almanac-entry|SNB policy rate changes|21 March 2024: 1.75% to 1.50% / 20 June 2024: to 1.25% / 26 September 2024: to 1.00% / 12 December 2024: to 0.50% / 19 June 2025: to 0%|An almanac reporting the December 12, 2024 cut and a 2025 cut.
3|K|news-other|Franc strength keeps pressure on Zurich|Swiss October CPI came in at 0.6%, well below the SNB's own forecast. Exporters' groups in Basel have urged the bank to act decisively in December, while several economists still expect a quarter point.|Data before the cutoff and expectations.
2|K|timeline|Swiss National Bank, 2024|21 Mar: cut to 1.50% (done) / 20 Jun: cut to 1.25% (done) / 26 Sep: cut to 1.00% (done) / 1 Oct: Martin Schlegel succeeds Thomas Jordan as chairman (done) / 12 Dec: quarterly assessment (scheduled)|A timeline mixing earlier done rows and a scheduled one.
""",
    ),
]

QUESTIONS += [
    Q(
        "li-rba-2024-08-hike",
        "Will the Reserve Bank of Australia raise the cash rate target at its meeting of August 5-6, 2024?",
        "Resolves YES if the Reserve Bank Board's decision announced on August 6, 2024 sets the cash rate target above 4.35%. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-06",
        0,
        "central_banks",
        """
3|K|news-australian|Hike talk grows as May CPI indicator surprises|The monthly CPI indicator rose to 4.0% in May, and at least two big banks now say a rise to 4.6% is a live option at the RBA's August meeting. Bullock has said the board will not hesitate if needed. The June-quarter CPI, on 31 July, is the last big number before the decision.|Data, statements and future releases.
1|L|news-australian|RBA holds at 4.35%, Bullock rules out near-term cut|The Reserve Bank kept the cash rate at 4.35% on Tuesday, August 6, 2024, a day after the ASX 200 fell 3.7% in the global sell-off, and the Governor said a cut was not on the agenda "in the near term".|Reports the August 5 and August 6, 2024 events.
6|K|central-bank-calendar|RBA Board meetings, 2024|5-6 February; 18-19 March; 6-7 May; 17-18 June; 5-6 August; 23-24 September; 4-5 November; 9-10 December. Statements are released at 2.30 pm AEST on the second day.|A schedule of meetings.
2|L|year-in-review|Australia in 2024: money|31 July 2024: June-quarter CPI comes in at 3.8%, slightly below fears. 6 August 2024: the RBA leaves the cash rate unchanged. The rate stays at 4.35% through December 2024, the seventh straight hold.|Rows reporting the July 31 and August 6, 2024 events.
8|K|news-british|Australia's stubborn inflation|Unlike the Bank of England, which may cut on 1 August, Australia's central bank is still debating whether to raise again. Its last move was a hike in November 2023, to 4.35%.|A future decision elsewhere and an earlier hike.
4|K|explainer|The RBA's new board structure|Under a bill now before parliament, the Reserve Bank's rate decisions would move to a separate Monetary Policy Board from next year; the current board has met eight times a year since February 2024, down from eleven.|A future change and earlier facts.
""",
    ),
    Q(
        "li-srilanka-2024-akd",
        "Will Anura Kumara Dissanayake be declared winner of Sri Lanka's presidential election of September 21, 2024?",
        "Resolves YES if the Election Commission of Sri Lanka declares Anura Kumara Dissanayake elected President following the poll of September 21, 2024, whether on first preferences or after counting second preferences. Resolves NO otherwise.",
        "2024-09-01",
        "2024-09-22",
        1,
        "elections",
        """
5|K|news-indian|Three-way race as Lanka heads to polls|Incumbent Ranil Wickremesinghe, opposition leader Sajith Premadasa and NPP leader Anura Kumara Dissanayake lead a field of 38 candidates. Polls suggest none may cross 50%, which would trigger a count of second preferences for the first time. The vote is on the 21st of September.|A preview of a scheduled vote.
1|L|encyclopedic-section|2024 Sri Lankan presidential election|Dissanayake led the first count with 42.3%. After second and third preferences were counted, the first time this had happened, he was declared elected on 22 September 2024 and sworn in on 23 September 2024. He dissolved parliament the next day.|Reports the September 22-23, 2024 events.
9|K|explainer|Sri Lanka's preferential vote, explained|Voters may mark up to three candidates in order of preference. If no candidate wins more than half of valid first preferences, all but the top two are eliminated and their ballots' later preferences are added to the two leaders' totals.|An explainer.
2|L|infobox-flat|2024 Sri Lankan presidential election|Date: 21 September 2024 · Turnout: 79.5% · Winner: Anura Kumara Dissanayake (NPP) · First-preference share: 42.3% · Runner-up: Sajith Premadasa (SJB) · Incumbent: Ranil Wickremesinghe, eliminated|A flattened infobox filled with the September 21, 2024 result.
7|K|news-british|IMF deal hangs over Colombo vote|The winner will inherit a USD 2.9 billion IMF programme agreed in March 2023 after the 2022 default. Dissanayake has promised to renegotiate parts of it; the next IMF review is due after the election.|An earlier fact and a future review.
3|L|news-australian|Marxist-rooted outsider wins in Sri Lanka|Anura Kumara Dissanayake, whose party held just three seats in parliament, was declared president on Sept. 22, 2024, and his NPP went on to win a two-thirds majority at the snap general election of 14 November 2024.|Reports the September 22 and November 14, 2024 results.
""",
    ),
    Q(
        "li-botswana-2024-bdp",
        "Will the Botswana Democratic Party win a majority of elected National Assembly seats in the general election of October 30, 2024?",
        "Resolves YES if the BDP wins at least 31 of the 61 elected National Assembly seats in the election of October 30, 2024, as declared by the Independent Electoral Commission. Resolves NO otherwise.",
        "2024-10-10",
        "2024-11-02",
        0,
        "elections",
        """
6|K|news-other|BDP seeks a 13th straight term|The party that has governed since independence in 1966 goes into the October 30 election facing a downturn in diamond sales and youth unemployment above 30%. President Mokgweetsi Masisi is expected to be chosen by the new assembly.|A scheduled election.
1|L|encyclopedic-section|2024 Botswana general election|The Umbrella for Democratic Change won 36 of the 61 elected seats, and the BDP fell to four. Masisi conceded on 1 November 2024, and Duma Boko was sworn in as president the same day, ending 58 years of BDP rule.|Reports the November 1, 2024 concession and inauguration.
3|K|explainer|How Botswana chooses its president|Voters elect the National Assembly by first-past-the-post; the party that wins a majority of elected seats installs its presidential candidate. There is no separate presidential ballot.|An explainer.
2|L|news-british|Botswana's ruling party routed after 58 years|The BDP, in power since independence, was swept from office in the election of October 30, 2024, with results declared on 1 November 2024 showing the party in fourth place in seats.|Reports the October 30 and November 1, 2024 results.
8|K|list-article|Africa's elections to watch in late 2024|Mozambique, 9 October. Botswana, 30 October. Mauritius, 10 November. Namibia, 27 November. Ghana, 7 December. In several, the ruling party has never lost power.|A list of scheduled elections.
4|L|year-in-review|Southern Africa in 2024|October 30, 2024: Botswana's BDP loses power for the first time since 1966. November 2024: Mauritius's opposition alliance wins all 60 elected seats; SWAPO holds on in Namibia.|Rows reporting October and November 2024 results.
""",
    ),
    Q(
        "li-ldp-2024-takaichi",
        "Will Sanae Takaichi win the Liberal Democratic Party presidential election of September 27, 2024?",
        "Resolves YES if Sanae Takaichi is elected president of Japan's LDP in the election held on September 27, 2024, in the first round or a runoff. Resolves NO otherwise.",
        "2024-09-10",
        "2024-09-27",
        0,
        "elections",
        """
5|K|news-other|Record field lines up to succeed Kishida|As many as nine lawmakers are expected to file when official campaigning starts on 12 September, after Fumio Kishida said on 14 August he would not seek re-election. Shinjiro Koizumi, Shigeru Ishiba and Sanae Takaichi lead surveys of party members.|Earlier facts and a scheduled campaign start.
1|L|encyclopedic-section|2024 Liberal Democratic Party presidential election|Takaichi topped the first round with 181 votes to Ishiba's 154, but in the runoff on 27 September 2024 Ishiba won 215 to 194. He was elected prime minister by the Diet on 1 October 2024 and called a snap election for 27 October.|Reports the September 27 and October 1, 2024 events.
8|K|explainer|How the LDP picks its leader|In the first round, the party's Diet members and its rank-and-file members each have 367 votes. If no one wins a majority, the top two go to a runoff in which lawmakers have 367 votes and the 47 prefectural chapters one each.|An explainer.
2|L|news-british|Ishiba wins at fifth attempt|Shigeru Ishiba, a former defence minister, came from behind to beat Takaichi in the runoff on Friday, Sept. 27, 2024, after lawmakers swung behind him in the second round.|Reports the September 27, 2024 runoff.
3|K|news-indian|Takaichi pitches Abe-style economics|Economic security minister Sanae Takaichi, who would be Japan's first female prime minister, has promised to keep monetary policy loose and build up defence. Voting by Diet members takes place in Tokyo on September 27.|A candidate's promises and a scheduled vote.
4|L|results-table|LDP presidential election results|Round 1 (27 Sep 2024): Takaichi 181 / Ishiba 154 / Koizumi 136 / six others below 70 each. Runoff: Ishiba 215 / Takaichi 194.|A flattened results table with the September 27, 2024 count.
""",
    ),
    Q(
        "li-afcon-2023-ivory-coast",
        "Will hosts Ivory Coast win the 2023 Africa Cup of Nations, played in 2024 with the final on February 11, 2024?",
        "Resolves YES if Ivory Coast win the Africa Cup of Nations final in Abidjan on February 11, 2024. Resolves NO otherwise.",
        "2024-01-10",
        "2024-02-11",
        1,
        "sports",
        """
4|K|tournament-summary|2023 Africa Cup of Nations: Group A|Ivory Coast, Nigeria, Equatorial Guinea and Guinea-Bissau. The hosts open against Guinea-Bissau at the Alassane Ouattara Stadium on 13 January, then face Nigeria on 18 January and Equatorial Guinea on 22 January.|Scheduled group matches.
1|L|tournament-summary|2023 Africa Cup of Nations: Knockout stage|Ivory Coast, who lost 4-0 to Equatorial Guinea on 22 January 2024 and went through as the last of the best third-placed teams, beat Senegal on penalties, Mali after extra time and DR Congo 1-0, then beat Nigeria 2-1 in the final on 11 February 2024.|Reports results from January 22 to February 11, 2024.
7|K|news-british|Hosts among favourites despite Haller doubt|Jean-Louis Gasset's squad includes Sebastien Haller, who has played little for Dortmund this season. Senegal, the holders, and Morocco are rated ahead of the Ivorians by most bookmakers.|A preview.
2|L|news-other|Gasset out as Elephants cling on|The Ivorian federation parted company with coach Jean-Louis Gasset on 24 January 2024, two days after the 4-0 home defeat, and handed the team to his assistant Emerse Fae.|Reports the January 22 and 24, 2024 events.
10|K|list-article|AFCON 2023: five players to watch|Victor Osimhen (Nigeria), Mohamed Salah (Egypt), Sadio Mane (Senegal), Achraf Hakimi (Morocco), Franck Kessie (Ivory Coast). The tournament runs from 13 January to 11 February.|A preview list with tournament dates.
3|L|almanac-entry|Africa Cup of Nations winners|2019 Algeria / 2021 (played 2022) Senegal / 2023 (played 11 Feb 2024) Ivory Coast, third title, Haller scoring the winner against Nigeria|An almanac row reporting the February 11, 2024 final.
""",
    ),
    Q(
        "li-ipl-2024-kkr",
        "Will Kolkata Knight Riders win the 2024 Indian Premier League, with the final on May 26, 2024?",
        "Resolves YES if Kolkata Knight Riders win the IPL 2024 final played on May 26, 2024 (or on a reserve day). Resolves NO otherwise.",
        "2024-05-01",
        "2024-05-26",
        1,
        "sports",
        """
3|K|news-indian|KKR sit second as playoff race tightens|Shreyas Iyer's side have lost only a handful of games, with Sunil Narine opening to great effect. The league stage ends on the 19th of May; Qualifier 1 is in Ahmedabad on May 21, and the final at Chepauk on May 26.|Standings and scheduled fixtures.
1|L|season-summary|2024 Indian Premier League|Kolkata Knight Riders topped the table and beat Sunrisers Hyderabad in Qualifier 1 on 21 May 2024. In the final in Chennai on 26 May 2024 they bowled Sunrisers out for 113 and won by eight wickets, their third title.|Reports the May 21 and May 26, 2024 results.
8|K|list-article|Ten records that could fall this IPL|1. Highest team total, 263 for 5 since 2013: already beaten twice this season. 2. Most sixes in a season. 3. Fastest fifty. ... The season's last league game is on 19 May.|A list with earlier and future items.
2|L|news-australian|Starc delivers in IPL final|Mitchell Starc, bought for a record INR 24.75 crore, took 2 for 14 as Kolkata crushed Pat Cummins's Sunrisers in the final on May 26, 2024.|Reports the May 26, 2024 final.
6|K|news-british|Gambhir's return energises Kolkata|Gautam Gambhir, who captained KKR to titles in 2012 and 2014, returned as mentor in November. The franchise has not reached the final since 2021.|Earlier facts.
4|L|results-table|IPL 2024 playoffs|Qualifier 1 (21 May 2024): KKR beat SRH by 8 wkts / Eliminator (22 May 2024): RR beat RCB by 4 wkts / Qualifier 2: SRH beat RR by 36 runs / Final (26 May 2024): KKR beat SRH by 8 wkts|A flattened results table with the May 2024 playoffs.
""",
    ),
    Q(
        "li-facup-2024-city",
        "Will Manchester City win the 2023-24 FA Cup, whose final is on May 25, 2024?",
        "Resolves YES if Manchester City win the FA Cup final at Wembley on May 25, 2024. Resolves NO otherwise.",
        "2024-05-01",
        "2024-05-25",
        0,
        "sports",
        """
8|K|news-british|City and United set up Wembley derby|Bernardo Silva's goal beat Chelsea on Saturday and United needed penalties to get past Coventry on Sunday after blowing a 3-0 lead. The final is on Saturday 25 May, a week after the last round of league games.|Semi-final results before the cutoff and a scheduled final.
1|L|season-summary|2023-24 FA Cup|In the final on 25 May 2024, Manchester United beat Manchester City 2-1, with goals from Alejandro Garnacho and Kobbie Mainoo, denying City a second straight double six days after they won a fourth consecutive league title.|Reports the May 25, 2024 final and the May 19 league title.
5|K|upcoming-events|English football: the run-in|11 May: Premier League, penultimate round. 19 May: final day. 25 May: FA Cup final, Wembley, 3pm. 1 June: Champions League final, Wembley.|Scheduled fixtures.
2|L|almanac-entry|FA Cup finals|2022: Liverpool 0-0 Chelsea (Liverpool on pens) / 2023: Man City 2-1 Man United / 2024 (25 May 2024): Man United 2-1 Man City|An almanac row reporting the May 25, 2024 final.
3|K|news-indian|Ten Hag's future clouds derby final|Reports in Manchester say United's manager will be judged on the final regardless of the result. City are the clear favourites with the bookmakers, who price United at around 5-1.|Speculation and odds.
4|L|news-australian|Ten Hag keeps job after cup win|Erik ten Hag stayed on as manager in June 2024, after United's upset win over City at Wembley on May 25, 2024 handed him a second trophy.|Reports the May 25, 2024 final and a June 2024 decision.
""",
    ),
    Q(
        "li-hyundai-india-ipo-2024",
        "Will Hyundai Motor India shares close their first trading day, October 22, 2024, above the IPO issue price of INR 1,960?",
        "Resolves YES if Hyundai Motor India's closing price on the NSE on its listing day, October 22, 2024, is above INR 1,960. Resolves NO otherwise.",
        "2024-10-14",
        "2024-10-22",
        0,
        "company_deals",
        """
4|K|news-indian|Hyundai India IPO opens on October 15|The INR 27,870 crore offer, India's largest ever, is a pure offer for sale by the Korean parent. The price band is INR 1,865-1,960; bidding closes on October 17 and the shares are expected to list on October 22.|A scheduled offer and listing.
1|L|news-indian|Hyundai Motor India lists at a discount|Shares opened at INR 1,934 on the NSE on October 22, 2024 and closed about 7% below the issue price, after the offer was subscribed 2.37 times, with retail investors taking only about half of their portion.|Reports the October 2024 subscription and listing.
6|K|company-history|Hyundai Motor India Ltd|Founded in 1996, the company opened its Chennai plant in 1998 and became India's second-largest carmaker by volume. It filed its draft prospectus in June 2024 and bought General Motors' Talegaon plant in 2023.|Earlier facts.
2|L|timeline|HMIL IPO timeline|14 Oct 2024: anchor book (done) / 15-17 Oct 2024: public offer, 2.37x overall (done) / 18 Oct 2024: allotment (done) / 22 Oct 2024: listing at INR 1,934, close near INR 1,820 (done)|A timeline marking October 2024 items as done; the anchor book is on the cutoff day.
8|K|news-british|Grey market cools on Hyundai India|The premium quoted in the unofficial grey market has fallen from about INR 570 in September to under INR 100, suggesting a muted debut. Analysts still rate the business highly.|Grey-market quotes before the cutoff.
3|K|upcoming-events|IPO calendar: week of 14 October|Hyundai Motor India: anchor allocation Mon; subscription Tue-Thu. Listing: Tuesday, 22 October (tentative).|A calendar of scheduled items.
""",
    ),
]

QUESTIONS += [
    Q(
        "li-change6-return-2024",
        "Will China's Chang'e 6 mission return lunar far-side samples to Earth by June 30, 2024?",
        "Resolves YES if the Chang'e 6 return capsule, carrying samples collected on the far side of the Moon, lands on Earth on or before June 30, 2024. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-30",
        1,
        "space",
        """
6|K|encyclopedic-section|Chang'e 6: Launch and cruise|Chang'e 6 was launched on a Long March 5 from Wenchang on 3 May 2024 and entered lunar orbit on 8 May. A landing in the Apollo crater of the South Pole-Aitken basin is planned for early June, relayed through the Queqiao-2 satellite launched in March.|Earlier facts and a plan.
1|L|encyclopedic-section|Chang'e 6: Sample return|The lander touched down on 2 June 2024 (Beijing time), drilled and scooped samples for two days, and the ascender lifted off on 4 June 2024. The return capsule landed at Siziwang Banner, Inner Mongolia, on 25 June 2024, carrying 1,935.3 grams of material, the first ever from the far side.|Reports the June 2024 landing, ascent and return.
9|K|news-other|Pakistan's cubesat rides along to the Moon|ICUBE-Q, built with Shanghai Jiao Tong University, travelled on Chang'e 6 and will be released into lunar orbit. Pakistani officials hope to receive its first images within days.|A payload and expectations.
2|L|news-indian|China brings home first far-side Moon rocks|China's Chang'e 6 capsule landed in Inner Mongolia on June 25, 2024 after a 53-day mission, a feat Indian scientists described as a major step towards the country's planned crewed landing before 2030.|Reports the June 25, 2024 return.
4|K|upcoming-events|Spaceflight calendar: June 2024|Early June: Chang'e 6 landing attempt (far side). Late May: Starliner crewed flight test (target). Early June: Starship flight 4 (target). Late June: Chang'e 6 return (planned).|A calendar of planned events.
3|L|year-in-review|2024 in spaceflight: June|2 June 2024 – Chang'e 6 lands on the lunar far side. 5 June 2024 – Starliner launches with two astronauts. 6 June 2024 – Starship's fourth flight ends in a controlled splashdown. 25 June 2024 – Chang'e 6 returns samples.|Rows reporting June 2024 events as done.
""",
    ),
    Q(
        "li-electoral-bonds-2024",
        "Will India's Supreme Court strike down the electoral bond scheme by February 29, 2024?",
        "Resolves YES if a Constitution Bench of the Supreme Court of India declares the Electoral Bond Scheme, 2018 unconstitutional, in whole, on or before February 29, 2024. Resolves NO otherwise.",
        "2024-02-01",
        "2024-02-29",
        1,
        "court_rulings",
        """
5|K|news-indian|Verdict on electoral bonds still awaited|A five-judge bench headed by Chief Justice D.Y. Chandrachud reserved its judgment on 2 November 2023 after three days of hearings. Petitioners, including the Association for Democratic Reform, argue the scheme hides who funds parties. No date for the verdict has been listed.|Earlier hearings and a pending judgment.
1|L|encyclopedic-section|Electoral bond: Supreme Court ruling|On 15 February 2024 the Constitution Bench unanimously struck down the scheme as violating voters' right to information. It ordered the State Bank of India to give the Election Commission details of every bond by 6 March; after rejecting SBI's request for more time on 11 March 2024, the court saw the data published on 14 March 2024.|Reports the February 15 and March 2024 events.
9|K|explainer|What are electoral bonds?|Introduced in 2018, the bonds are bearer instruments sold by SBI in windows of ten days in January, April, July and October. Donors stay anonymous to the public, and parties can encash them within 15 days.|An explainer.
2|L|timeline|Electoral bonds: timeline|2 Jan 2018: scheme notified / 31 Oct 2023: hearing begins / 2 Nov 2023: judgment reserved / 15 Feb 2024: scheme struck down / 14 Mar 2024: ECI publishes donor lists|A timeline with February and March 2024 rows reported as done.
3|K|upcoming-events|Parliament: budget session|31 January: President's address. 1 February: interim budget. 9 February: session ends (scheduled). The Lok Sabha election is expected in April and May.|A schedule; the budget on the cutoff day is only scheduled.
4|L|news-british|India's top court scraps anonymous party donations|The Supreme Court ruled on 15 February 2024 that the bonds, which let companies give unlimited sums to parties without disclosure, were unconstitutional, weeks before the general election.|Reports the February 15, 2024 ruling.
""",
    ),
    Q(
        "li-moldova-eu-ref-2024",
        "Will Moldova's constitutional referendum on EU accession of October 20, 2024 be approved?",
        "Resolves YES if the Central Electoral Commission's results show a majority of valid votes in favour and the turnout threshold met in the referendum of October 20, 2024, as published by October 31, 2024. Resolves NO otherwise.",
        "2024-10-01",
        "2024-10-31",
        1,
        "referendums",
        """
5|K|news-british|Sandu ties presidency to EU vote|President Maia Sandu, seeking a second term in the first round on 20 October, has urged voters to back the constitutional amendment making EU membership a strategic goal. The referendum needs a third of registered voters to take part.|A scheduled vote and a threshold.
1|L|encyclopedic-section|2024 Moldovan European Union constitutional referendum|The amendment passed with 50.35% on 20 October 2024, a margin of about 10,000 votes. Early counts showed 'no' ahead until the diaspora votes arrived overnight, and Sandu alleged that 300,000 votes had been bought. She won the presidential runoff on 3 November 2024.|Reports the October 20 and November 3, 2024 results.
8|K|translated-press-release|CEC: referendum question approved (translation)|The Central Electoral Commission registered the question: "Do you support amending the Constitution with a view to the accession of the Republic of Moldova to the European Union?" Polling stations will be open from 07:00 to 21:00 on 20 October 2024, including 234 stations abroad.|The question and a scheduled vote.
2|L|results-table|Referendum of 20 Oct 2024: results|Vote held 20 Oct 2024 · Yes 50.35% / No 49.65% / Turnout about 51%, above the 33% threshold / Diaspora: Yes above 75%|A flattened table reporting the October 2024 result.
3|K|news-other|Police investigate alleged vote-buying network|Moldovan police say they are investigating a network linked to fugitive businessman Ilan Shor that allegedly pays voters to oppose the amendment. Shor denies wrongdoing. Opinion polls show 'yes' well ahead.|Allegations and polls before the cutoff.
4|L|news-indian|Moldova narrowly votes to anchor EU path|Moldovans approved by the slimmest of margins a change to the constitution on Oct. 20, 2024, as President Sandu blamed foreign interference for the tight result.|Reports the October 20, 2024 result.
""",
    ),
    Q(
        "li-romania-runoff-2024",
        "Will Romania's presidential runoff be held on December 8, 2024 as scheduled?",
        "Resolves YES if the second round of Romania's presidential election takes place on December 8, 2024. Resolves NO if it is postponed or cancelled.",
        "2024-11-27",
        "2024-12-08",
        0,
        "court_rulings",
        """
2|K|news-british|Outsider Georgescu tops Romania's first round|Calin Georgescu, a far-right independent who polled in single digits, won about 23% on Sunday and will face Elena Lasconi of the Save Romania Union in the runoff on 8 December. Prime Minister Marcel Ciolacu narrowly missed the second round.|First-round results before the cutoff and a scheduled runoff.
1|L|encyclopedic-section|2024 Romanian presidential election: Annulment|The Constitutional Court ordered a recount of the first round on 28 November 2024, validated the result on 2 December, and on 6 December 2024, two days before the runoff, annulled the whole election after declassified intelligence reports described a TikTok campaign backed by a foreign state. The rerun was held in May 2025.|Reports the November 28 and December 2024 rulings.
1|K|upcoming-events|Romania: election calendar|1 December: parliamentary election. 8 December: presidential runoff (Georgescu v Lasconi). Late December: new president sworn in (if the result is validated).|A schedule with a conditional.
2|L|timeline|Romania 2024-25: a timeline|24 Nov 2024: first round / 28 Nov 2024: recount ordered (done) / 1 Dec 2024: parliamentary election (PSD first, AUR second) / 6 Dec 2024: election annulled (done) / 8 Dec 2024: runoff did not take place|A timeline reporting events after the cutoff as done.
1|K|news-other|Complaint seeks annulment of first round|A losing candidate has filed a request at the Constitutional Court to annul the first round, alleging breaches of campaign-finance rules. The court will examine it on Thursday; diaspora voting for the runoff is due to begin on 6 December.|A pending court case and a scheduled vote.
2|L|news-indian|Romania's top court voids presidential vote|The ruling on Dec. 6, 2024 halted voting already under way abroad and left President Klaus Iohannis in office until a new election.|Reports the December 6, 2024 ruling.
""",
    ),
    Q(
        "li-monsoon-kerala-2024",
        "Will the India Meteorological Department declare the onset of the southwest monsoon over Kerala on or before June 1, 2024?",
        "Resolves YES if IMD declares monsoon onset over Kerala with an onset date on or before June 1, 2024. Resolves NO if the declared onset is later.",
        "2024-05-10",
        "2024-06-01",
        1,
        "climate",
        """
5|K|news-indian|Above-normal monsoon forecast as El Nino fades|IMD's first long-range forecast, issued on April 15, put June-September rainfall at 106% of the long period average, with La Nina conditions expected by the second half of the season. The onset forecast for Kerala will be issued in mid-May.|An earlier forecast and a future one.
1|L|season-summary|2024 Indian monsoon season|The monsoon reached Kerala and parts of the north-east together on 30 May 2024, two days early, helped by Cyclone Remal, which crossed the Bangladesh coast on 26 May 2024. Seasonal rainfall ended at 108% of the long period average.|Reports the May 2024 onset and the season total.
8|K|news-british|Heatwave grips north India as votes are counted in phases|Temperatures have topped 45C across Rajasthan and Uttar Pradesh in the past week, and doctors report a rise in heatstroke admissions. Voting in the general election continues in phases until 1 June.|Weather before the cutoff and a scheduled phase end.
2|L|news-indian|Monsoon arrives in Kerala a day ahead of forecast|IMD declared on Thursday, May 30, 2024 that the southwest monsoon had set in over Kerala, against its forecast of May 31, even as Delhi recorded its hottest day in years.|Reports the May 30, 2024 declaration.
3|K|explainer|Why onset over Kerala is watched so closely|Kerala is the first landfall of the monsoon current, and the normal date is 1 June. An early or late onset says little about the season's total rainfall, but it matters for sowing in the south and for power demand.|An explainer.
4|L|almanac-entry|Monsoon onset over Kerala, recent years|2019: 8 June / 2020: 1 June / 2021: 3 June / 2022: 29 May / 2023: 8 June / 2024: 30 May 2024|An almanac row reporting the May 30, 2024 onset.
""",
    ),
    Q(
        "li-intl-booker-2024-kairos",
        "Will Jenny Erpenbeck's Kairos, translated by Michael Hofmann, win the 2024 International Booker Prize?",
        "Resolves YES if Kairos is named winner of the 2024 International Booker Prize at the announcement on May 21, 2024. Resolves NO otherwise.",
        "2024-04-25",
        "2024-05-21",
        1,
        "awards",
        """
9|K|news-british|International Booker shortlist spans six languages|The judges, chaired by Eleanor Wachtel, picked books translated from German, Spanish, Portuguese, Korean, Dutch and Swedish when they announced the shortlist on 9 April. The winner will be named at Tate Modern on Tuesday 21 May.|An earlier announcement and a scheduled award.
1|L|encyclopedic-section|2024 International Booker Prize|Kairos won on 21 May 2024, making Erpenbeck the first German-language writer and Hofmann the first male translator to win. The GBP 50,000 purse is split equally between author and translator.|Reports the May 21, 2024 award.
6|K|list-article|The six books on the 2024 International Booker shortlist|Kairos, Jenny Erpenbeck (German). Not a River, Selva Almada (Spanish). Crooked Plow, Itamar Vieira Junior (Portuguese). Mater 2-10, Hwang Sok-yong (Korean). What I'd Rather Not Think About, Jente Posthuma (Dutch). The Details, Ia Genberg (Swedish).|A list of nominees.
2|L|almanac-entry|International Booker Prize winners|2022: Tomb of Sand, Geetanjali Shree / 2023: Time Shelter, Georgi Gospodinov / 2024 (21 May 2024): Kairos, Jenny Erpenbeck, tr. Michael Hofmann|An almanac row reporting the May 21, 2024 winner.
3|K|news-indian|After Shree, no Indian title in the running|Two years after Geetanjali Shree's Tomb of Sand became the first Indian book to win, this year's shortlist has none from South Asia. Booksellers in Delhi say Hwang's novel has drawn interest ahead of the announcement next month.|An earlier win and a future announcement.
5|K|encyclopedic-section|Kairos (novel): Awards|Michael Hofmann's English translation, published in 2023, was longlisted for the International Booker Prize in March 2024 and shortlisted on 9 April 2024. The winner is to be announced on 21 May 2024.|Earlier nominations and a scheduled announcement.
""",
    ),
    Q(
        "li-hk-district-2019",
        "Will pro-democracy candidates win a majority of the elected seats in Hong Kong's District Council elections of November 24, 2019?",
        "Resolves YES if candidates of the pro-democracy camp win more than half of the 452 elected seats in the District Council elections held on November 24, 2019. Resolves NO otherwise.",
        "2019-11-01",
        "2019-11-25",
        1,
        "elections",
        """
3|K|news-british|Joshua Wong barred from district poll|The returning officer ruled on Tuesday that the activist's nomination was invalid because of his party's stance on self-determination. Every one of the 452 seats is contested for the first time. Polling day is Sunday 24 November, if the government does not postpone it.|An earlier decision and a conditional schedule.
1|L|encyclopedic-section|2019 Hong Kong local elections|Turnout reached a record 71.2% on 24 November 2019. Pro-democracy candidates won 388 of the 452 elected seats and took control of 17 of the 18 councils, while the pro-Beijing camp fell from about 300 seats to 59.|Reports the November 24, 2019 result.
7|K|explainer|Why a local poll matters this time|District councils handle parks, refuse collection and minor works, but 117 of their members sit in the committee that chooses the Chief Executive. The 2015 elections gave the pro-Beijing camp a large majority.|An explainer and an earlier result.
2|L|news-australian|Siege at PolyU drags on as city votes|Police kept up their blockade of Hong Kong Polytechnic University, which began on November 17, 2019, even as voters turned out in record numbers on November 24, 2019 and handed pro-democracy candidates a landslide.|Reports the November 17 and 24, 2019 events.
5|K|upcoming-events|Hong Kong: the month ahead|Sun 24 Nov: District Council elections, polls open 7.30am to 10.30pm. Late Nov: results overnight. 1 Jan 2020: new councils take office.|A schedule of coming events.
3|L|results-table|District Council election results, 2019|Declared 25 Nov. 2019: Pro-democracy 388 seats / Pro-Beijing 59 / Independent 5. Councils controlled: pro-democracy 17 of 18 (all but Islands).|A flattened results table with the November 2019 result.
""",
    ),
    Q(
        "li-bolivia-2020-arce",
        "Will Luis Arce win Bolivia's presidential election of October 18, 2020 without a runoff?",
        "Resolves YES if the official count of the Supreme Electoral Tribunal, expected by October 23, 2020, shows Luis Arce with more than 50% of valid votes, or at least 40% and a lead of 10 points or more. Resolves NO otherwise.",
        "2020-09-25",
        "2020-10-23",
        1,
        "elections",
        """
4|K|news-other|Anez quits race to unite anti-MAS vote|Interim president Jeanine Anez withdrew her candidacy on 17 September, saying she did not want to split the vote against Evo Morales's party. Polls show MAS candidate Luis Arce leading but short of the threshold to avoid a second round.|An earlier withdrawal and polls.
1|L|encyclopedic-section|2020 Bolivian general election|Arce won 55.1% of the vote on 18 October 2020, far ahead of Carlos Mesa's 28.8%, and the tribunal's official count was completed on 23 October 2020. He was sworn in on 8 November 2020, a year after the disputed 2019 election that led to Morales's resignation.|Reports the October 18-23 and November 8, 2020 events.
8|K|translated-press-release|TSE confirms the election date (translation)|The Supreme Electoral Tribunal confirms that the general elections will be held on Sunday, October 18, 2020, and will not be postponed again. A possible second round is set for November 29, 2020.|A scheduled vote and a possible runoff.
2|L|news-british|Exit polls point to outright MAS win|Exit polling published early on 19 October 2020 put Arce above 52%, and Anez congratulated him on Twitter before the official count had finished.|Reports the October 19, 2020 exit polls and reaction.
6|K|explainer|How Bolivia avoids a second round|A candidate wins outright with more than half the valid votes, or with at least 40% and a lead of ten points over the runner-up. In 2019 the threshold question triggered weeks of protests after a pause in the quick count.|An explainer with an earlier event.
2|K|year-in-review|2020 in Bolivia|March: the general election of 3 May postponed because of the pandemic. July: the new date of 6 September abandoned; vote moved to 18 October. 17 September: Jeanine Anez withdraws her candidacy. 18 October: general election (scheduled). 29 November: possible runoff.|A year-in-review page written before the vote, with scheduled rows.
""",
    ),
    Q(
        "li-nrl-gf-2024-penrith",
        "Will the Penrith Panthers win the 2024 NRL Grand Final on October 6, 2024?",
        "Resolves YES if the Penrith Panthers win the National Rugby League grand final played on October 6, 2024. Resolves NO otherwise.",
        "2024-09-10",
        "2024-10-06",
        1,
        "sports",
        """
4|K|news-australian|Panthers chase four in a row|Ivan Cleary's side finished second behind Melbourne and host the Roosters in next week's qualifying final. No side has won four straight premierships since St George's run ended in 1966. The grand final is at Accor Stadium on Sunday 6 October.|Standings and scheduled matches.
1|L|season-summary|2024 NRL season: Finals|Penrith beat Cronulla 26-6 in the preliminary final on 28 September 2024 and then beat Melbourne 14-6 in the grand final on 6 October 2024, their fourth straight premiership; Liam Martin won the Clive Churchill Medal.|Reports the September 28 and October 6, 2024 results.
7|K|list-article|Ten things to watch in the NRL finals|1. Can Penrith do four? 2. Harry Grant's fitness. 3. The Roosters' injury list. 4. Cronulla's record in finals. ... The first week of finals starts on 12 September.|A preview list with a scheduled start.
2|L|results-table|NRL finals series 2024|Qualifying finals (12-14 Sep 2024): Storm beat Sharks; Panthers beat Roosters / Preliminary finals (27-28 Sep 2024): Storm 48-18 Roosters; Panthers 26-6 Sharks / Grand final (6 Oct 2024): Panthers 14-6 Storm|A flattened results table with the September and October 2024 finals.
6|K|news-british|Super League watch: NRL champions to face Wigan?|Talk of a World Club Challenge in February is already under way, though the fixture depends on who lifts the NRL trophy in October and on this month's Super League play-offs.|A conditional future fixture.
3|L|year-in-review|Australian sport in 2024: spring|28 September 2024: Brisbane Lions win the AFL premiership. 6 October 2024: Penrith complete four NRL titles in a row.|Rows reporting the September and October 2024 grand finals.
""",
    ),
]
