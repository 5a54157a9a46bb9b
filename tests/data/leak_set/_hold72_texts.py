# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold72` part, read by `build_hold72.py`.

News-style outcome reports and previews across beats (politics, business, sports, science) as
mid-sized outlets and aggregators write them: regional dailies, city and business desks, digests,
newsletters, live blogs, market wraps, calendars, corrections and updates appended to previews.
Each question's documents are one line each in a string, fields separated by `|`: days before the
cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; the events are real and resolved, the wording is invented and the figures are from
memory, not checked data. See `build_hold72.py` and the part's section in
`tests/data/leak_set/README.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "s4-basque-2024-bildu-seats",
        "Will EH Bildu win more seats than the PNV in the Basque Parliament election of April 21, 2024?",
        "Resolves YES if the official result of the Basque Parliament election held on April 21, 2024 gives EH Bildu strictly more of the 75 seats than the PNV. Resolves NO on a tie or if the PNV wins more.",
        "2024-04-05",
        "2024-04-21",
        0,
        "elections",
        """
9|K|regional-daily-preview|Bildu and PNV neck and neck as Basque campaign nears|Polls published this week put EH Bildu within a seat or two of the PNV ahead of the April 21 vote, the closest race in the region's history. The formal campaign opens on Friday, April 5.|A poll and scheduled dates; nothing after the cutoff is reported as done.
3|L|aggregator-digest|Basque election: PNV and Bildu tie on 27 seats|Final count from the 21 April 2024 election: PNV 27, EH Bildu 27, PSE-EE 12, PP 7, Sumar 1, Vox 1. The PNV took the larger share of the vote, about 35 percent against Bildu's 32.|Reports the results of the April 21, 2024 vote as final.
14|K|explainer|How the Basque Parliament's 75 seats are shared out|Each of the three provinces, Álava, Bizkaia and Gipuzkoa, elects 25 members whatever its population, which helps parties that are strong in Álava. A majority takes 38 seats, and whoever leads after 21 April 2024 will almost certainly need a partner.|Explains the rules and names the election date as ahead.
6|L|update-appended|Pradales and Otxandiano clash in final TV debate|The two main candidates traded blows over health waiting lists in a televised debate. Update (April 22, 2024): the PNV's Imanol Pradales is on course to become lehendakari with Socialist support after Sunday's vote left his party level with Bildu on seats.|An appended update reports the April 21, 2024 result as done.
20|K|opinion-column|Why a Bildu win would not mean a Bildu government|Even if Otxandiano's party finishes first on April 21, the Socialists have said they will not back him, so the arithmetic still favours a PNV-led executive. That was the pattern after the 2020 vote, when Urkullu governed with the PSE.|A conditional about the coming vote and earlier facts.
2|L|politics-newsletter|PNV and Socialists open coalition talks|The PNV and the Basque Socialists began formal talks on renewing their coalition on 24 April 2024, three days after an election that left the PNV tied with EH Bildu on 27 seats.|Reports talks on April 24, 2024 and the election result, both after the cutoff.
""",
    ),
    Q(
        "s4-extremadura-2025-pp-majority",
        "Will the PP win an absolute majority (33 of 65 seats) in the Extremadura regional election of December 21, 2025?",
        "Resolves YES if the official result of the Assembly of Extremadura election held on December 21, 2025 gives the Partido Popular at least 33 of the 65 seats. Resolves NO otherwise.",
        "2025-12-05",
        "2025-12-21",
        0,
        "elections",
        """
12|K|regional-daily-preview|Guardiola goes to the polls seeking the majority she never had|María Guardiola called the December 21 election after failing to pass her 2026 budget, and polls give the PP between 30 and 33 seats, just short of or at the 33 it needs to govern alone.|Polls before a scheduled election.
4|L|results-table|Asamblea de Extremadura 2025: seats|PP 29 (+1); PSOE 18 (-10); Vox 11 (+6); Unidas por Extremadura 7 (+3). Turnout about 63%. Results of 21 December 2025, 100% counted.|A results table for the December 21, 2025 vote.
7|K|aggregator-digest|Extremadura votes four days before Christmas|The campaign runs from December 5 to December 19, and requests for postal ballots close on December 11, 2025. It is the first regional election in Spain since the 2023 cycle.|A campaign calendar of future dates.
2|L|national-desk|PP wins Extremadura but falls short, needs Vox again|Guardiola's PP gained a seat in the regional vote of 21 December 2025 but, with 29 of 65, remains four short of a majority, leaving Vox, which nearly doubled its group, as kingmaker.|Reports the December 21, 2025 result as done.
18|K|analysis|Gallardo's court case hangs over Socialist campaign|The PSOE's candidate, Miguel Ángel Gallardo, is due to stand trial in the case over the hiring of the prime minister's brother, and party officials fear the headlines will cost them votes before December 21.|A pending trial and the upcoming vote.
9|L|correction|Correction: Vox seat count|An earlier version of this article, published on the night of Dec. 21, 2025, said Vox won 10 seats in the Extremadura Assembly; it won 11. The PP's 29 seats were reported correctly.|A correction restating the December 21, 2025 results.
""",
    ),
    Q(
        "s4-styria-2024-fpo-first",
        "Will the FPÖ win the most votes in the Styrian state election of November 24, 2024?",
        "Resolves YES if the official result of the Landtag election in Styria, Austria, held on November 24, 2024 shows the Freedom Party (FPÖ) with the largest share of the vote. Resolves NO otherwise.",
        "2024-11-06",
        "2024-11-24",
        1,
        "elections",
        """
10|K|news-preview|FPÖ eyes first state governorship in Styria|After topping the national vote on September 29, the Freedom Party leads the polls in Styria ahead of the November 24 state election, and Mario Kunasek hopes to unseat governor Christopher Drexler.|An earlier event and an upcoming vote.
3|L|wire-rewrite|Freedom Party wins Styria in landslide|The FPÖ won about 35 percent in Styria's state election on Sunday, Nov. 24, 2024, nearly doubling its score and pushing the People's Party into second place.|Reports the November 24, 2024 result.
5|K|explainer|What is at stake in Styria|Styria has been governed by the ÖVP and SPÖ together since 2019; the 48-seat Landtag is elected by proportional representation. A preliminary result is expected on the evening of 24 November, with postal votes counted the next day.|Rules and the expected timing of results.
1|L|aggregator-digest|Austria: Kunasek becomes Styria's first FPÖ governor|Mario Kunasek was elected governor by the Styrian Landtag on 18 December 2024 at the head of an FPÖ-ÖVP coalition, the first Freedom Party politician to lead the state.|Reports a December 2024 event after the cutoff.
15|K|opinion-column|Vorarlberg's lesson for Styria|The ÖVP held Vorarlberg comfortably on October 13, but Styria, with its industrial towns, is different ground. A first place for the FPÖ on November 24 would unsettle coalition talks in Vienna.|An earlier result and a conditional about the coming vote.
""",
    ),
    Q(
        "s4-vienna-2025-spo-first",
        "Will the SPÖ win the most votes in the Vienna state and municipal election of April 27, 2025?",
        "Resolves YES if the official result of the Vienna Gemeinderat and Landtag election held on April 27, 2025 shows the Social Democratic Party (SPÖ) with the largest share of the vote. Resolves NO otherwise.",
        "2025-04-09",
        "2025-04-27",
        1,
        "elections",
        """
11|K|city-desk-preview|Ludwig's SPÖ looks set to stay on top in Vienna|Polls show the Social Democrats near 40 percent ahead of the April 27 election, brought forward from the autumn. The FPÖ is expected to recover from its 2020 collapse.|Polls before a scheduled vote.
4|L|city-desk|SPÖ holds Vienna with 39 percent as FPÖ triples|Mayor Michael Ludwig's party came first in the 27 April 2025 election with about 39 percent. The FPÖ rose to roughly 20 percent, and the Greens and NEOS both gained.|Reports the April 27, 2025 result.
2|K|calendar|Vienna election: key dates|Postal ballot applications until 23 April. Polling stations open 27 April 2025, 7:00 to 17:00; preliminary result expected that evening; postal ballots counted on 28 April.|A calendar of future dates.
7|L|politics-newsletter|Vienna's red-pink coalition renewed|The SPÖ and NEOS presented a renewed coalition agreement for the city in May 2025, weeks after the Social Democrats finished far ahead of the field in the April vote.|Reports a May 2025 agreement and the result, after the cutoff.
20|K|analysis|Kickl's party bets on a Vienna comeback|Shut out of the federal government in February, the FPÖ wants the vote on April 27 to show it remains the country's strongest force. Its city leader, Dominik Nepp, has set a 20 percent target.|Earlier events and a target for a future vote.
""",
    ),
    Q(
        "s4-greens-ew-2025-polanski",
        "Will Zack Polanski be elected leader of the Green Party of England and Wales in the 2025 leadership election, whose result is due on September 2, 2025?",
        "Resolves YES if the Green Party of England and Wales announces on or before September 10, 2025 that Zack Polanski has won its 2025 leadership election. Resolves NO otherwise.",
        "2025-08-15",
        "2025-09-02",
        1,
        "politics",
        """
13|K|news-preview|Polanski the favourite as Green ballot runs on|Members have until the end of August to vote, and the result will be announced on September 2, 2025. Zack Polanski, the deputy leader, faces a joint ticket of MPs Adrian Ramsay and Ellie Chowns.|A ballot schedule and an undecided contest.
5|L|aggregator-digest|Zack Polanski elected Green Party leader|Polanski won the leadership of the Green Party of England and Wales with about 85 percent of the vote, the party said on 2 September 2025, defeating the Ramsay-Chowns ticket.|Reports the September 2, 2025 result.
22|K|opinion-column|The Greens' eco-populist gamble|Polanski's promise of a louder, more confrontational party has energised younger members. Whether that carries him to victory when the count is revealed in September is another matter.|Speculation about a future result.
2|L|politics-newsletter|Greens report membership surge under new leader|The party says its membership has more than doubled since Polanski took over on Sept. 2, 2025, and it is now polling level with the Liberal Democrats in some surveys.|Reports growth after a September 2, 2025 event.
8|K|explainer|How the Green leadership contest works|The race opened after co-leader Carla Denyer said in May she would not stand again. Ballots close at the end of August, and candidates may stand alone or as a job-share pair.|Earlier facts and a future deadline.
""",
    ),
    Q(
        "s4-bremen-2023-spd-first",
        "Will the SPD win the most votes in the Bremen state election of May 14, 2023?",
        "Resolves YES if the official result of the Bürgerschaft election in the state of Bremen held on May 14, 2023 shows the SPD with the largest share of the vote. Resolves NO otherwise.",
        "2023-04-28",
        "2023-05-14",
        1,
        "elections",
        """
10|K|news-preview|Bremen's SPD hopes for a Bovenschulte bonus|Polls put the Social Democrats ahead of the CDU for the May 14 state election, with Mayor Andreas Bovenschulte's personal ratings well above his party's.|A poll before a scheduled vote.
3|K|explainer|Why the AfD is missing from Bremen's ballot|The state election committee excluded the AfD after rival factions filed competing candidate lists, and the party's appeal failed. Voters on 14 May 2023 will each have five votes to cast.|Earlier decisions and the rules of a future vote.
1|L|regional-daily|SPD wins Bremen as Greens slump|The SPD came first in Bremen's election on 14 May 2023 with nearly 30 percent, ahead of the CDU at about 26 percent; the Greens fell to around 12 percent.|Reports the May 14, 2023 result.
6|L|aggregator-digest|Bremen: red-green-red coalition renewed|The SPD, Greens and Left agreed in June 2023 to continue governing together after the May election, and Bovenschulte was re-elected mayor by the Bürgerschaft in July 2023.|Reports events of June and July 2023, after the cutoff.
14|K|analysis|Bürger in Wut could be Bremen's surprise|With no AfD on the ballot, the small protest group Bürger in Wut is polling near 8 percent and could clear the 5 percent threshold on May 14.|A forecast for the coming vote.
4|L|live-blog|Bremen election night: first projection|18:02, May 14, 2023. Projection: SPD 29.5, CDU 26.0, Greens 12.0, Left 11.0, Bürger in Wut 10.0, FDP 5.5. Bovenschulte's party is clearly first.|A live-blog entry reports the May 14, 2023 projection.
""",
    ),
    Q(
        "s4-amrize-nyse-2025",
        "Will Amrize, Holcim's North American spin-off, begin regular-way trading on the New York Stock Exchange by June 30, 2025?",
        "Resolves YES if Amrize Ltd shares begin regular-way trading on the NYSE on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-06",
        "2025-06-30",
        1,
        "company_deals",
        """
12|K|business-brief|Holcim sets June date for Amrize spin-off|Holcim said its North American business will list in New York and Zurich, with first trading planned for June 23, 2025, after shareholders backed the separation at the May 14 annual meeting.|An earlier approval and a planned date.
3|L|market-wrap|Amrize debuts on the Big Board|Amrize began regular trading on the NYSE under the ticker AMRZ on June 23, 2025, and on the SIX Swiss Exchange the same day, with former Holcim chief Jan Jenisch as chairman and CEO.|Reports the June 23, 2025 debut.
6|K|explainer|What Holcim holders get|Each Holcim shareholder will receive one Amrize share for every Holcim share held at the record date. The new company will be led by Jan Jenisch, who is to hold both the chair and the chief executive role.|The terms of a future distribution.
1|L|aggregator-digest|Holcim completes Amrize separation|Holcim said on 23 June 2025 that it had completed the spin-off of Amrize and will now focus on Europe, Latin America and Asia, Middle East and Africa.|Reports completion on June 23, 2025.
9|K|market-preview|Amrize when-issued trading planned|Amrize shares are expected to trade on a when-issued basis in New York from mid-June ahead of the distribution, Holcim said. Analysts' valuations range from $25 billion to $35 billion.|Expected trading; nothing reported as done.
2|L|wire-rewrite|Holcim shares drop as Amrize is carved out|Holcim stock fell sharply in Zurich on Monday, June 23, 2025, reflecting the value of the North American unit distributed to its shareholders that day.|Reports a June 23, 2025 market move.
""",
    ),
    Q(
        "s4-porsche-dax-exit-2025",
        "Will Porsche AG be removed from the DAX in Deutsche Börse's regular index review announced on September 3, 2025?",
        "Resolves YES if Deutsche Börse's regular review announced on September 3, 2025 removes Porsche AG (P911) from the DAX. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-03",
        1,
        "markets",
        """
8|K|market-preview|Porsche faces DAX exit in September review|On July's free-float rankings, Porsche AG is at risk of losing its DAX place when Deutsche Börse announces its regular review on September 3, 2025, with changes effective September 22.|A forecast about a scheduled review.
2|L|market-wrap|Porsche AG drops out of Germany's blue-chip index|Deutsche Börse said late on Wednesday, Sept. 3, 2025, that Porsche AG will leave the DAX and be replaced by Scout24 from September 22, less than three years after the sports-car maker listed.|Reports the September 3, 2025 decision.
15|K|analysis|Porsche's profit warnings pile up|The carmaker cut its 2025 margin target again in July, blaming US tariffs and weak demand in China. Its shares have lost more than half their value since the September 2022 IPO.|Earlier facts only.
5|L|aggregator-digest|Index changes: DAX, MDAX|Effective 22 September 2025: Porsche AG moves from the DAX to the MDAX; Scout24 joins the DAX. Announced by Deutsche Börse on 3 September 2025.|A list of index changes announced after the cutoff.
11|K|explainer|How the DAX reshuffle works|Changes decided in the September review take effect on September 22, 2025. Besides Porsche AG, traders are watching Scout24 and Gea as candidates to move up.|A future effective date and candidates, nothing decided.
""",
    ),
    Q(
        "s4-carlsberg-britvic-2025",
        "Will Carlsberg complete its acquisition of Britvic by January 31, 2025?",
        "Resolves YES if Carlsberg's acquisition of Britvic plc becomes effective on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-03",
        "2025-01-31",
        1,
        "company_deals",
        """
10|K|business-brief|Regulator clears Carlsberg's Britvic deal|The competition regulator said this month it would not refer the £3.3 billion takeover for an in-depth investigation. Carlsberg expects completion early in 2025, subject to court sanction.|An earlier approval and an expected completion.
3|L|aggregator-digest|Britvic leaves the London market|Carlsberg completed its takeover of Britvic on 16 January 2025, and Britvic shares were delisted from the London Stock Exchange the next day. The combined UK business is named Carlsberg Britvic.|Reports the January 2025 completion.
6|K|calendar|Britvic scheme timetable|Court hearing to sanction the scheme: expected 14 January 2025. Last day of dealings: 15 January 2025. Effective date: 16 January 2025 (expected).|An expected timetable.
1|L|update-appended|Britvic shares edge up ahead of court hearing|Britvic traded just below the 1,315p offer price on Thursday. Update, 14 January 2025: the High Court sanctioned the scheme of arrangement.|An appended update reports the court sanction.
18|K|opinion-column|Can Carlsberg make Pepsi work?|Britvic bottles PepsiCo brands in Britain, and Carlsberg is betting that pairing them with its beers will bring savings of around £100 million a year. Delivering that will take years, not months.|An opinion with no later event.
""",
    ),
    Q(
        "s4-wise-us-listing-2025",
        "Will Wise shareholders approve moving the company's primary listing to the United States at the general meeting of July 28, 2025?",
        "Resolves YES if the resolutions to move Wise plc's primary listing to the US are passed at the shareholder meeting held on July 28, 2025. Resolves NO otherwise.",
        "2025-07-14",
        "2025-07-28",
        1,
        "company_deals",
        """
9|K|business-brief|Wise sets July vote on US listing|Wise shareholders will vote on July 28, 2025 on moving the money-transfer firm's primary listing to the US while keeping a secondary listing in London. Co-founder Taavet Hinrikus opposes the plan's extension of dual-class shares.|A scheduled vote.
2|L|fintech-newsletter|Wise investors back US move|Shareholders approved the shift of Wise's primary listing to the United States at the general meeting on 28 July 2025 by a large majority, the company said.|Reports the July 28, 2025 vote.
5|K|analysis|Why Wise wants New York|Chief executive Kristo Käärmann argues a US listing will deepen liquidity and raise the brand's profile in its biggest growth market. If approved, the switch would take effect next year.|Plans and a conditional.
12|K|explainer|Wise's dual-class fight, explained|Under the proposal, the enhanced voting rights held by Käärmann would be extended for ten more years. Hinrikus has urged investors to vote against on July 28.|A future vote.
4|L|market-wrap|London loses another listing|Wise became the latest company to pick New York after its shareholders voted on Monday, July 28, 2025 to move the primary listing, following equipment renter Ashtead.|Reports the July 28, 2025 vote.
""",
    ),
    Q(
        "s4-kraft-heinz-split-2025",
        "Will Kraft Heinz announce a plan to separate into two or more companies by September 30, 2025?",
        "Resolves YES if Kraft Heinz publicly announces, on or before September 30, 2025, a plan to split itself into two or more separately listed companies. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-30",
        1,
        "company_deals",
        """
14|K|business-brief|Kraft Heinz confirms it is weighing options|Kraft Heinz said in July that it was evaluating strategic transactions to unlock value, after reports it could split its grocery and sauces businesses. It gave no timetable.|An earlier statement, no outcome.
4|L|aggregator-digest|Kraft Heinz to split in two|Kraft Heinz said on September 2, 2025 that it will separate into two listed companies, one built around sauces and spreads such as Heinz ketchup and Philadelphia, the other around North American grocery staples such as Oscar Mayer and Kraft Singles.|Reports the September 2, 2025 announcement.
7|K|opinion-column|Undoing the 2015 merger|A decade after Warren Buffett and 3G combined Kraft and Heinz, a split would be an admission that scale has not paid off. Investors should know more by the third-quarter results at the end of October.|An opinion with a future reference.
1|L|market-wrap|Kraft Heinz falls after break-up plan; Buffett disappointed|Kraft Heinz shares fell on Tuesday, Sept. 2, 2025, after it announced plans to break up, and Warren Buffett told an interviewer he was disappointed by the decision.|Reports September 2, 2025 events.
10|K|earnings-recap|Kraft Heinz cuts sales outlook|Kraft Heinz reported a second-quarter net loss on July 30 after a $9.3 billion writedown of its brands, and now expects organic sales to fall 1.5 to 3.5 percent this year.|Earlier facts before the cutoff.
""",
    ),
    Q(
        "s4-mps-mediobanca-2025",
        "Will Monte dei Paschi di Siena hold more than 50% of Mediobanca's share capital when its exchange offer closes on September 8, 2025?",
        "Resolves YES if the results of MPS's public exchange offer for Mediobanca, at the close of the acceptance period on September 8, 2025, give MPS more than 50% of Mediobanca's share capital. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-08",
        1,
        "company_deals",
        """
4|K|banking-desk|Mediobanca investors reject Banca Generali bid|Shareholders voted down Mediobanca's offer for Banca Generali at a meeting on August 21, 2025, a setback for chief executive Alberto Nagel while Monte dei Paschi's exchange offer runs until September 8.|An earlier event and a future deadline.
1|L|aggregator-digest|MPS wins control of Mediobanca|Monte dei Paschi said acceptances at the close of its offer on 8 September 2025 gave it about 62 percent of Mediobanca, well above the majority it sought.|Reports the result of the offer at its September 8, 2025 close.
9|K|explainer|What happens if MPS falls short|MPS has lowered its minimum acceptance condition to 35 percent. The acceptance period ends on September 8, with provisional results expected the following day.|Conditions and future deadlines.
3|L|update-appended|Mediobanca shares steady as offer nears close|Mediobanca traded close to the implied value of the MPS offer. UPDATE Sept 9, 2025: provisional results show MPS received acceptances for about 62 percent of Mediobanca's capital.|An appended update reports the offer result.
13|K|analysis|Lovaglio's long shot now looks likely|When MPS launched its unsolicited offer in January, few expected it to succeed. With Delfin and Caltagirone expected to tender, the market now sees control as likely by the September 8 deadline.|An expectation about a future deadline.
""",
    ),
    Q(
        "s4-lg-india-ipo-2025",
        "Will LG Electronics India shares close their first trading day above the IPO issue price?",
        "Resolves YES if LG Electronics India Ltd shares close their first day of trading on the NSE, expected on October 14, 2025, above the final issue price. Resolves NO otherwise.",
        "2025-10-01",
        "2025-10-14",
        1,
        "markets",
        """
6|K|market-preview|LG Electronics India's IPO to open October 7|The offer, a sale of about 15 percent by the South Korean parent, is expected to open on October 7 and close on October 9, 2025, with listing on October 14.|Scheduled IPO dates.
2|L|market-wrap|LG Electronics India lists at a 50% premium|Shares opened at Rs 1,715 on the NSE on October 14, 2025, against an issue price of Rs 1,140, and closed close to that level.|Reports the October 14, 2025 listing.
11|K|explainer|Why Korean groups are listing Indian units|After Hyundai Motor India's record IPO in October 2024, LG is the second Korean group to tap India's market. Hyundai's shares closed below their offer price on debut.|Earlier facts only.
4|L|aggregator-digest|LG India IPO subscribed 54 times|Bidding closed on 9 October 2025 with the issue subscribed about 54 times overall, led by institutional buyers, one of the most sought-after large offers of the year.|Reports the subscription after the cutoff.
8|K|calendar|IPO calendar: week of October 6|LG Electronics India (mainboard): Oct 7-9, 2025; allotment Oct 10; listing Oct 14 on the BSE and NSE. Tata Capital: Oct 6-8.|A calendar of future dates.
""",
    ),
    Q(
        "s4-magnum-listing-2025",
        "Will The Magnum Ice Cream Company's shares begin trading on Euronext Amsterdam by December 15, 2025?",
        "Resolves YES if shares of The Magnum Ice Cream Company N.V., demerged from Unilever, begin trading on Euronext Amsterdam on or before December 15, 2025. Resolves NO otherwise.",
        "2025-11-24",
        "2025-12-15",
        1,
        "company_deals",
        """
10|K|business-brief|Unilever confirms ice cream demerger date|Unilever said The Magnum Ice Cream Company will list in Amsterdam, London and New York, with first trading expected on December 8, 2025, once the demerger takes effect.|A planned date.
3|L|market-wrap|Magnum Ice Cream Company starts trading|Shares of TMICC began trading on Euronext Amsterdam on Monday, 8 December 2025, valuing the maker of Magnum, Ben & Jerry's and Cornetto at about €8 billion.|Reports the December 8, 2025 listing.
6|K|explainer|Ben & Jerry's fight shadows the spin-off|The Ben & Jerry's independent board is still in dispute with its owner over the brand's social mission, and co-founder Jerry Greenfield quit in September. TMICC will be led by Peter ter Kulve.|Earlier facts and a future leadership plan.
1|L|aggregator-digest|Unilever shares adjust after ice cream exit|Unilever's share price was adjusted for the distribution on Dec. 8, 2025, the day its former ice cream unit made its market debut.|Reports a December 8, 2025 event.
14|K|analysis|Will index funds dump Magnum?|Because TMICC's primary listing will be in Amsterdam, some UK index funds may have to sell shares they receive in the demerger in December, analysts warned.|A forecast.
""",
    ),
    Q(
        "s4-preakness-2025-journalism",
        "Will Journalism win the 2025 Preakness Stakes on May 17, 2025?",
        "Resolves YES if Journalism is the official winner of the 150th Preakness Stakes, run at Laurel Park on May 17, 2025. Resolves NO otherwise, including if he does not start.",
        "2025-05-05",
        "2025-05-17",
        1,
        "sports",
        """
1|K|racing-desk|Derby winner expected to skip Preakness|Connections of Kentucky Derby winner Sovereignty are leaning toward passing the 150th Preakness on May 17, 2025 at Laurel Park, which would leave Derby runner-up Journalism as the likely favourite.|An expected decision and a future race.
2|L|results-line|Preakness Stakes (G1), Laurel Park, May 17, 2025|1. Journalism (Umberto Rispoli); 2. Gosger; 3. Sandman. Final time 1:55.47 for 1 3/16 miles.|A result line for the May 17, 2025 race.
8|K|explainer|Why the Preakness is at Laurel this year|Pimlico is being rebuilt, so the race moves to Laurel Park for 2025 and 2026 before returning to Baltimore in 2027. Post time on May 17, 2025 is set for shortly after 7 p.m.|A future schedule.
4|L|aggregator-digest|Journalism squeezes through to win Preakness|Journalism found a narrow gap in the stretch and won the Preakness Stakes on May 17, 2025, two weeks after his second place in the Kentucky Derby.|Reports the May 17, 2025 result.
12|K|futures-column|Derby futures: who fits the Preakness|The Kentucky Derby is on May 3, 2025 and the Preakness follows on May 17, 2025. Journalism, the Santa Anita Derby winner, looks the type to handle the quick turnaround if he is not already worn out by Louisville.|Future race dates and a judgement.
6|L|update-appended|Journalism's trainer eyes Triple Crown route|This story has been updated to note that Journalism went on to win the Preakness on May 17, 2025 and then finished second to Sovereignty in the Belmont Stakes at Saratoga on June 7, 2025.|An update reports races after the cutoff.
""",
    ),
    Q(
        "s4-bc-classic-2025-japan",
        "Will a Japan-trained horse win the 2025 Breeders' Cup Classic at Del Mar on November 1, 2025?",
        "Resolves YES if the official winner of the Breeders' Cup Classic run on November 1, 2025 is trained in Japan. Resolves NO otherwise.",
        "2025-10-18",
        "2025-11-01",
        1,
        "sports",
        """
9|K|racing-desk|Forever Young heads Japanese Breeders' Cup team|Last year's third-place finisher Forever Young returns for the $7 million Classic at Del Mar on November 1, 2025, where he could meet Sierra Leone and Fierceness.|A future race.
2|L|results-line|Breeders' Cup Classic (G1), Del Mar, Nov. 1, 2025|1. Forever Young (JPN, Ryusei Sakai); 2. Sierra Leone; 3. Fierceness.|A result line for the November 1, 2025 race.
5|K|betting-preview|Classic: draw and early prices|Post positions for the Classic will be drawn on October 27, 2025. Early books make Forever Young around 5-1, with the American three-year-olds close behind.|A future draw and odds.
1|L|aggregator-digest|Japan wins its first Breeders' Cup Classic|Forever Young, trained by Yoshito Yahagi, won the Classic at Del Mar on 1 November 2025, the first win in the race for a Japan-based horse.|Reports the November 1, 2025 result.
14|K|explainer|Japan's dirt horses keep knocking|Until this year Japanese horses had never won on dirt at the highest level in the United States. Forever Young came close in the 2024 Classic and won the Saudi Cup in February 2025.|Earlier facts only.
""",
    ),
    Q(
        "s4-fedex-cup-2025-fleetwood",
        "Will Tommy Fleetwood win the 2025 FedEx Cup?",
        "Resolves YES if Tommy Fleetwood is the FedEx Cup champion after the Tour Championship at East Lake, scheduled for August 21-24, 2025. Resolves NO otherwise.",
        "2025-08-06",
        "2025-08-24",
        1,
        "sports",
        """
10|K|golf-desk|Fleetwood still chasing first PGA Tour win as playoffs start|Tommy Fleetwood goes into the FedEx St. Jude Championship, which starts August 7, 2025 in Memphis, without a PGA Tour title after more than 150 starts. The Tour Championship at East Lake runs August 21-24, 2025.|A future schedule.
3|L|aggregator-digest|Rose beats Spaun in St. Jude playoff|Justin Rose won the FedEx St. Jude Championship on Aug. 10, 2025, beating J.J. Spaun at the third extra hole; Tommy Fleetwood finished just behind them and climbed into the top five of the standings.|Reports an August 10, 2025 result.
1|L|results-table|FedEx Cup final standings|Tour Championship, East Lake, August 24, 2025: 1. Tommy Fleetwood -18; T2. Patrick Cantlay, Russell Henley -15; 4. Scottie Scheffler.|A results table for the August 24, 2025 finish.
6|K|explainer|How the FedEx Cup playoffs work now|From 2025 the Tour Championship starts everyone at even par, with no staggered strokes. Seventy players start at St. Jude, fifty go on to the BMW Championship on August 14-17, 2025, and thirty reach East Lake.|Rules and a future schedule.
14|K|golf-column|Fleetwood's near-misses|Fleetwood led with a hole to play at the Travelers in June before a bogey handed the title to Keegan Bradley, the latest of his close calls on the PGA Tour.|Earlier facts only.
4|L|update-appended|Scheffler, Fleetwood lead BMW field|The top 50 head to Caves Valley. UPDATE Aug. 17, 2025: Scottie Scheffler won the BMW Championship, and Fleetwood again finished inside the top five.|An appended update reports an August 17, 2025 result.
""",
    ),
    Q(
        "s4-korean-series-2025-lg",
        "Will the LG Twins win the 2025 Korean Series?",
        "Resolves YES if the LG Twins win the 2025 KBO Korean Series, scheduled to begin on October 26, 2025. Resolves NO otherwise.",
        "2025-10-12",
        "2025-10-31",
        1,
        "sports",
        """
8|K|sports-roundup|Twins wait as KBO postseason begins|Regular-season champions the LG Twins have a bye to the Korean Series, which is scheduled to open at Jamsil Baseball Stadium on October 26, 2025.|A future schedule.
2|L|sports-roundup|LG Twins win Korean Series, beat Eagles in five|LG clinched its second title in three years with a win in Game 5 in Daejeon on Oct. 31, 2025, beating the Hanwha Eagles four games to one.|Reports the October 31, 2025 result.
5|K|explainer|How the KBO postseason works|The wild-card round is followed by a best-of-five semi-playoff and a best-of-five playoff, whose winner meets the Twins in a best-of-seven Korean Series starting October 26, 2025.|Rules and a future date.
3|L|aggregator-digest|Eagles edge Lions in playoff decider|The Hanwha Eagles beat the Samsung Lions in Game 5 of the playoff on October 24, 2025 to reach the Korean Series for the first time since 2006.|Reports an October 24, 2025 result.
12|K|opinion-column|Hanwha's aces and LG's depth|Hanwha's hopes rest on Cody Ponce and Ryu Hyun-jin; LG, which won the 2023 title, has the deeper lineup. The Eagles have not won a championship since 1999.|Opinion with earlier facts.
""",
    ),
    Q(
        "s4-japan-series-2025-hanshin",
        "Will the Hanshin Tigers win the 2025 Japan Series?",
        "Resolves YES if the Hanshin Tigers win the 2025 Japan Series, scheduled to begin on October 25, 2025. Resolves NO otherwise, including if they do not reach it.",
        "2025-10-10",
        "2025-10-30",
        0,
        "sports",
        """
6|K|baseball-desk|Tigers and Hawks favourites as Climax Series nears|Central League champion Hanshin, which clinched on September 7, hosts the final stage from October 15, 2025; SoftBank hosts the Pacific League final stage the same day. The Japan Series opens on October 25.|An earlier clinch and a future schedule.
2|L|results-line|Japan Series, Game 5, Koshien, Oct. 30, 2025|SoftBank defeats Hanshin; the Hawks win the series 4 games to 1.|A result line for the October 30, 2025 game.
4|L|aggregator-digest|Hawks win Japan Series a year after losing to DeNA|The Fukuoka SoftBank Hawks beat the Hanshin Tigers on October 30, 2025 to take the series four games to one, a year after their defeat by the Yokohama DeNA BayStars.|Reports the October 30, 2025 result.
9|K|explainer|How the Climax Series works|The final stage is a best-of-six in which the pennant winner starts with a one-win advantage and plays every game at home. This year's final stages run from October 15 to October 20, 2025.|Rules and future dates.
14|K|baseball-column|Fujikawa's first season|Kyuji Fujikawa, in his first year as manager, took Hanshin to the pennant with a record early clinch, and his bullpen has the league's best earned run average.|Earlier facts only.
1|L|sports-roundup|Tigers sweep BayStars to reach Japan Series|Hanshin completed a sweep of Yokohama DeNA in the Climax Series final stage at Koshien on October 17, 2025 and will face the Pacific League winner.|Reports an October 17, 2025 result.
""",
    ),
    Q(
        "s4-nwsl-2025-spirit",
        "Will the Washington Spirit win the 2025 NWSL Championship?",
        "Resolves YES if the Washington Spirit win the 2025 NWSL Championship game, scheduled for November 22, 2025 in San Jose, California. Resolves NO otherwise, including if they do not reach it.",
        "2025-11-07",
        "2025-11-22",
        0,
        "sports",
        """
4|K|soccer-desk|Spirit open playoffs at Audi Field|The Washington Spirit start their playoff run at home this weekend; the championship game is set for November 22, 2025 at PayPal Park in San Jose.|A future schedule.
1|L|results-line|NWSL Championship, Nov. 22, 2025, San Jose|Gotham FC 1, Washington Spirit 0.|A result line for the November 22, 2025 final.
7|K|explainer|How the NWSL playoffs work|Eight teams, single elimination, with the higher seed hosting the quarterfinals and semifinals. The final, on November 22, 2025, is played at a site chosen in advance.|Rules and a future date.
3|L|aggregator-digest|Eighth seed Gotham stuns record-setting Current|Gotham FC knocked out the Kansas City Current in the quarterfinals on November 9, 2025, ending the best regular season in league history.|Reports a November 9, 2025 result.
10|K|club-column|Spirit chase the title that got away|A year after losing the 2024 final to the Orlando Pride, the Spirit finished second in the table and have the league's most dangerous attack.|Earlier facts only.
2|L|update-appended|Spirit vs. Gotham: what to know|Kickoff, TV and team news for the final. Updated Nov. 23, 2025: Gotham won 1-0 for its second title in three seasons.|An appended update reports the November 22, 2025 final.
""",
    ),
    Q(
        "s4-wrc-2025-ogier",
        "Will Sébastien Ogier win the 2025 World Rally Championship drivers' title?",
        "Resolves YES if Sébastien Ogier is the 2025 WRC drivers' champion after the final round, Rally Saudi Arabia, scheduled for November 26-29, 2025. Resolves NO otherwise.",
        "2025-11-12",
        "2025-11-29",
        1,
        "sports",
        """
5|K|motorsport-desk|Title goes down to the Saudi finale|Sébastien Ogier and Elfyn Evans go to the last round near Jeddah, November 26-29, 2025, separated by a handful of points, with their Toyota team-mate Kalle Rovanperä a long shot.|A future deciding round.
1|L|aggregator-digest|Ogier takes ninth world title to equal Loeb|Sébastien Ogier clinched the 2025 drivers' championship at Rally Saudi Arabia on 29 November 2025, matching Sébastien Loeb's record of nine titles.|Reports the November 29, 2025 result.
9|K|explainer|How the points could fall in Saudi Arabia|Points for the overall result, the Sunday classification and the Power Stage bonus could all decide it. The rally runs on gravel roads north of Jeddah from November 26, 2025.|Rules and a future date.
3|L|results-table|WRC 2025: final drivers' standings|After Rally Saudi Arabia (26-29 November 2025): 1. S. Ogier (Toyota); 2. E. Evans (Toyota); 3. K. Rovanperä (Toyota).|A final standings table after the event.
13|K|column|Can a part-timer be champion?|Ogier skipped several rounds early in the season. If he finishes ahead of Evans in Saudi Arabia, he would be champion despite not contesting the full calendar.|A conditional about a future result.
""",
    ),
    Q(
        "s4-chicago-2025-kiplimo",
        "Will Jacob Kiplimo win the men's race at the 2025 Chicago Marathon on October 12, 2025?",
        "Resolves YES if Jacob Kiplimo is the official men's winner of the Bank of America Chicago Marathon held on October 12, 2025. Resolves NO otherwise.",
        "2025-09-28",
        "2025-10-12",
        1,
        "sports",
        """
7|K|running-desk|Kiplimo headlines Chicago field|Half-marathon world record holder Jacob Kiplimo, runner-up in London in April, leads the elite men for the Chicago Marathon on October 12, 2025.|A future race.
2|L|results-line|Chicago Marathon, Oct. 12, 2025: elite men|1. Jacob Kiplimo (UGA) 2:02:23.|A result line for the October 12, 2025 race.
10|K|explainer|Chicago's fast course|Kelvin Kiptum set the marathon world record of 2:00:35 in Chicago in October 2023, months before his death in a car crash in Kenya.|Earlier facts only.
4|L|aggregator-digest|Kiplimo breaks through in Chicago|Uganda's Jacob Kiplimo ran 2:02:23 on Sunday, Oct. 12, 2025, for his first major marathon win, pulling clear of the pack well before 35 kilometres.|Reports the October 12, 2025 result.
1|K|race-calendar|Marathon majors: autumn 2025|Berlin, Sept 21: won by Sabastian Sawe. Chicago: Oct 12, 2025. New York: Nov 2, 2025.|A past result before the cutoff and future dates.
3|L|update-appended|Chicago elite field announced|Kiplimo and Amos Kipruto lead the men's field. Update, Oct. 13, 2025: Kiplimo won Sunday's race in 2:02:23.|An appended update reports the October 12, 2025 result.
""",
    ),
    Q(
        "s4-intercontinental-2025-psg",
        "Will Paris Saint-Germain win the 2025 FIFA Intercontinental Cup final on December 17, 2025?",
        "Resolves YES if Paris Saint-Germain win the FIFA Intercontinental Cup final played on December 17, 2025 in Qatar, including on penalties. Resolves NO otherwise.",
        "2025-12-03",
        "2025-12-17",
        1,
        "sports",
        """
6|K|football-desk|Flamengo's road to Doha|Copa Libertadores champions Flamengo face Cruz Azul on December 10, 2025; the winner meets Pyramids on December 13 for the right to play PSG in the final on December 17.|A future schedule.
1|L|aggregator-digest|PSG win Intercontinental Cup on penalties|Paris Saint-Germain beat Flamengo 2-1 on penalties after a 1-1 draw in Al Rayyan on 17 December 2025, a sixth trophy in a record year.|Reports the December 17, 2025 final.
9|K|explainer|What is the Intercontinental Cup?|FIFA revived the competition in 2024 as an annual event for continental champions. The 2025 final is set for December 17, 2025 at the Ahmad bin Ali Stadium.|A future date.
3|L|sports-roundup|Flamengo beat Cruz Azul to set up Pyramids tie|Flamengo defeated Cruz Azul 2-1 in the Derby of the Americas on Dec. 10, 2025, and now play Egypt's Pyramids for a place in the final.|Reports a December 10, 2025 result.
14|K|club-column|Luis Enrique's December problem|PSG, who beat Tottenham on penalties in the UEFA Super Cup in August, enter only at the final, with a congested Ligue 1 schedule before they fly to Qatar.|Earlier facts and a future trip.
""",
    ),
    Q(
        "s4-sudamericana-2025-atletico",
        "Will Atlético Mineiro win the 2025 Copa Sudamericana final on November 22, 2025?",
        "Resolves YES if Atlético Mineiro win the one-match Copa Sudamericana final in Asunción on November 22, 2025, including on penalties. Resolves NO otherwise.",
        "2025-11-05",
        "2025-11-22",
        0,
        "sports",
        """
8|K|football-desk|Lanús and Atlético set for Asunción final|The one-off final is scheduled for November 22, 2025 at the Defensores del Chaco. Atlético knocked out Independiente del Valle and Lanús beat Universidad de Chile in the semifinals.|Earlier results and a future final.
1|L|results-line|Copa Sudamericana final, Asunción, 22 Nov 2025|Lanús 0-0 Atlético Mineiro (Lanús win 5-4 on penalties).|A result line for the November 22, 2025 final.
5|K|explainer|What the Sudamericana winner gets|The champion earns a place in the 2026 Copa Libertadores group stage and plays the Libertadores winner for the Recopa early next year.|Future prizes.
3|L|aggregator-digest|Lanús lift second Sudamericana|Lanús won the Copa Sudamericana on 22 November 2025, beating Atlético Mineiro on penalties, their second title after 2013.|Reports the November 22, 2025 final.
12|K|club-column|Atlético's chance to rescue a season|A year after losing the 2024 Libertadores final to Botafogo, Atlético have a second shot at a continental trophy, and a win would mask a poor Brasileirão.|Earlier facts and a conditional.
""",
    ),
    Q(
        "s4-gaia-passivation-2025",
        "Will ESA switch off (passivate) the Gaia spacecraft by March 31, 2025?",
        "Resolves YES if ESA confirms that the Gaia spacecraft was passivated, with its final commands sent, on or before March 31, 2025. Resolves NO otherwise.",
        "2025-03-10",
        "2025-03-31",
        1,
        "space",
        """
12|K|science-desk|Gaia's final weeks|ESA's star-mapping satellite stopped science observations on January 15, 2025 and is now running engineering tests before it is switched off, which is planned for late March 2025.|An earlier event and a plan.
2|L|aggregator-digest|ESA switches off Gaia after 11 years|Gaia was passivated on 27 March 2025, when controllers at ESOC in Darmstadt sent its final commands after steering it into a retirement orbit around the Sun.|Reports the March 27, 2025 switch-off.
6|K|explainer|Why Gaia is being retired|The spacecraft is nearly out of the cold gas that fed its micro-thrusters. Its next data release, DR4, covering five and a half years of observations, is expected in December 2026.|Reasons and a future release.
1|L|update-appended|Gaia's controllers prepare to say goodbye|Engineers have used Gaia's last weeks to test its systems. Update, March 28, 2025: ESA confirmed the spacecraft was switched off the previous day.|An appended update reports the switch-off.
18|K|space-newsletter|This week in space|ESA plans a farewell event at its operations centre on March 27, 2025, when the last commands are due to be sent to Gaia.|A planned event.
""",
    ),
    Q(
        "s4-h2a-final-2025",
        "Will the 50th and final H-IIA rocket launch the GOSAT-GW satellite by June 30, 2025?",
        "Resolves YES if H-IIA Flight No. 50 lifts off carrying GOSAT-GW on or before June 30, 2025 (Japan Standard Time) and the satellite separates as planned. Resolves NO otherwise.",
        "2025-06-12",
        "2025-06-30",
        1,
        "space",
        """
9|K|space-desk|Last H-IIA to carry GOSAT-GW|Mitsubishi Heavy Industries and JAXA plan to launch the 50th and final H-IIA from Tanegashima with the greenhouse-gas satellite GOSAT-GW, now targeted for June 24, 2025.|A planned launch.
3|L|aggregator-digest|Final H-IIA lifts off with Ibuki GW|The 50th and last H-IIA lifted off from the Tanegashima Space Center on June 29, 2025, Japan time, and released the GOSAT-GW climate satellite into orbit, closing a 24-year career.|Reports the June 29, 2025 launch.
5|K|explainer|The H-IIA's record|Since its first flight in 2001 the rocket has launched 49 times with a single failure, in 2003. Its successor, the H3, reached orbit for the first time in February 2024.|Earlier facts only.
1|L|update-appended|H-IIA finale set for June 24|MHI confirmed the launch window for Flight 50. Update, June 24, 2025: the launch was called off after a problem was found in the rocket's electrical system and has been reset for June 29.|An appended update reports a June 24, 2025 postponement.
14|K|regional-daily|Tanegashima expects crowds for farewell launch|Guest houses in Minamitane are full for the launch window in late June 2025, and the town plans public viewing at two coastal parks.|A future launch window.
""",
    ),
    Q(
        "s4-eris-orbit-2025",
        "Will Gilmour Space's Eris rocket reach orbit on its first launch by August 15, 2025?",
        "Resolves YES if Gilmour Space Technologies' Eris TestFlight 1, launched from the Bowen Orbital Spaceport in Queensland, places a payload in Earth orbit on or before August 15, 2025. Resolves NO otherwise.",
        "2025-07-15",
        "2025-08-15",
        0,
        "space",
        """
8|K|regional-daily|Bowen waits for Eris|Gilmour Space says it is ready for a new launch window from late July 2025, after its May attempt was called off when the payload fairing's separation system was set off on the pad.|An earlier scrub and a future window.
2|L|aggregator-digest|Eris falls back after 14 seconds|Gilmour's Eris lifted off from the Bowen Orbital Spaceport on July 30, 2025 but lost control and came down near the pad about 14 seconds into the flight.|Reports the July 30, 2025 flight.
5|K|explainer|What would count as success for Eris|Chief executive Adam Gilmour has said simply clearing the tower would be a win, and that few first flights of a new rocket reach orbit.|Expectations; no later event.
1|L|business-brief|Gilmour says second Eris will fly next year|Gilmour Space said on July 31, 2025 that data from the previous day's short flight would feed into a second Eris, which it expects to launch in 2026.|Reports a July 31, 2025 statement and the July 30 flight.
12|K|space-newsletter|Launch schedule|Eris TestFlight 1, Gilmour Space: NET July 2025, Bowen Orbital Spaceport, Queensland.|A no-earlier-than listing.
""",
    ),
    Q(
        "s4-zhuque3-landing-2025",
        "Will LandSpace recover the first stage of the Zhuque-3 rocket intact after its maiden flight, by December 31, 2025?",
        "Resolves YES if the first stage of LandSpace's Zhuque-3 lands intact after the rocket's first orbital launch attempt, on or before December 31, 2025. Resolves NO otherwise.",
        "2025-11-24",
        "2025-12-31",
        0,
        "space",
        """
7|K|space-desk|LandSpace readies Zhuque-3 for first flight and landing try|The stainless-steel, methane-fuelled rocket will attempt to land its first stage on its maiden flight, expected in early December 2025 from Jiuquan.|A planned flight.
2|L|aggregator-digest|Zhuque-3 reaches orbit but booster is lost|LandSpace's Zhuque-3 reached orbit on its first flight on December 3, 2025, but the first stage crashed near its landing zone in the final seconds of the landing burn.|Reports the December 3, 2025 flight.
10|K|explainer|China's reusable-rocket race|Besides LandSpace, the state-owned Long March 12A is also due to attempt a booster landing before the end of 2025.|Plans for future flights.
4|L|update-appended|Zhuque-3 rolls out at Jiuquan|Pictures show the rocket on its pad. UPDATE Dec. 3, 2025: the rocket reached orbit; the booster did not survive its landing attempt.|An appended update reports the December 3, 2025 flight.
15|K|column|LandSpace's methane record|LandSpace's Zhuque-2 became the first methane-fuelled rocket to reach orbit in July 2023, beating SpaceX's Starship and Blue Origin to the milestone.|Earlier facts only.
""",
    ),
    Q(
        "s4-htvx1-launch-2025",
        "Will JAXA launch its first HTV-X cargo spacecraft by October 31, 2025?",
        "Resolves YES if HTV-X1 lifts off on an H3 rocket from Tanegashima on or before October 31, 2025. Resolves NO otherwise.",
        "2025-10-10",
        "2025-10-31",
        1,
        "space",
        """
5|K|space-desk|HTV-X1 launch set for October 21|JAXA is targeting October 21, 2025 for the first HTV-X cargo ship, which will fly on an H3 in its most powerful configuration, with four solid boosters and a long fairing.|A planned launch.
2|L|aggregator-digest|H3 launches first HTV-X to the station|An H3 rocket lifted off from Tanegashima on October 26, 2025 with HTV-X1, Japan's new cargo ship for the International Space Station, after a weather delay.|Reports the October 26, 2025 launch.
8|K|explainer|How HTV-X differs from Kounotori|The new ship can carry about 40 percent more cargo than the HTV, stay at the station for up to six months and then fly on its own for experiments for up to a year and a half.|Capabilities; no later event.
1|L|space-newsletter|ISS week: Yui captures HTV-X1|JAXA astronaut Kimiya Yui grappled the cargo ship with the station's robotic arm on Oct. 29, 2025, three days after its launch.|Reports October 2025 events after the cutoff.
12|K|regional-daily|Weather watch for Tanegashima launch|The launch window opens in late October 2025, and forecasters are watching a late-season typhoon that could push it back.|A future window.
""",
    ),
    Q(
        "s4-bepicolombo-flyby6-2025",
        "Will ESA-JAXA's BepiColombo complete its sixth Mercury flyby as planned on January 8, 2025?",
        "Resolves YES if ESA confirms that BepiColombo completed its sixth gravity-assist flyby of Mercury on January 8, 2025. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-08",
        1,
        "space",
        """
7|K|science-desk|BepiColombo's last Mercury flyby|The ESA-JAXA spacecraft is due to pass 295 km above Mercury on January 8, 2025, its sixth and last flyby before it enters orbit in November 2026.|A future flyby and arrival.
2|L|aggregator-digest|BepiColombo peers into Mercury's shadowed craters|After flying 295 km above the planet on 8 January 2025, BepiColombo sent back images of craters near the north pole that never see sunlight, ESA said.|Reports the January 8, 2025 flyby.
12|K|explainer|Why BepiColombo is arriving late|A fault that limited the power of its electric thrusters, found in April 2024, pushed the arrival at Mercury from December 2025 to November 2026.|Earlier facts and a revised plan.
1|L|update-appended|Mercury flyby: what to expect|The probe's monitoring cameras will image the planet as it passes. Update, 9 January 2025: ESA confirmed the flyby went as planned and released the first pictures.|An appended update reports the flyby.
4|K|calendar|Space events, January 2025|8 January 2025, 05:59 UTC: BepiColombo's sixth Mercury flyby. Mid-January: first New Glenn launch attempt, no earlier than January 10.|A calendar of future events.
""",
    ),
]
