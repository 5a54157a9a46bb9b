# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold34` part, read by `build_hold34.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part about elections and referendums worldwide, in the voice of election-commission
calendars and results pages, election-night live blogs, poll trackers and projections, candidate
and party statements, explainers, and coverage of coalition talks and swearings-in; see
`build_hold34.py` and the part's section in `tests/data/leak_holdout/hold34.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "n2-montenegro-2023-milatovic",
        "Will Jakov Milatović win Montenegro's presidential runoff of April 2, 2023?",
        "Resolves YES if the State Election Commission's results for the second round held on April 2, 2023 show Jakov Milatović with more votes than Milo Đukanović. Resolves NO otherwise.",
        "2023-03-20",
        "2023-04-03",
        1,
        "elections",
        """
5|K|ec-calendar|State Election Commission: timetable for the presidential election|Polling stations open at 7:00 and close at 20:00 on 19 March 2023. If no candidate wins more than half of the votes cast, a second round between the two leading candidates will be held two weeks later, on 2 April 2023.|A timetable with a conditional runoff date.
2|L|live-blog|Live: Montenegro chooses its president, April 2, 2023|21:40 — With 98% of its sample counted, CeMI projects Jakov Milatović on 59% and Milo Đukanović on 41%. 22:15 — Đukanović concedes and congratulates his opponent, saying the DPS will go into the June elections "with its head up".|Reports the April 2, 2023 runoff projection and concession.
8|K|poll-tracker|Presidential tracker: Milatović climbs after Spajić is kept off the ballot|Europe Now's Jakov Milatović has risen to 27% in our average since the commission rejected Milojko Spajić's candidacy. Đukanović still leads first-round polling on 35%. The few head-to-head surveys have Milatović ahead for a second round on April 2, 2023.|Polling and a scheduled runoff; no result.
1|K|candidate-statement|Milatović: "On April 2 we finish the job"|Speaking to supporters in Podgorica as first-round counting ended, Jakov Milatović said he had "taken the first step" and asked voters who backed other opposition candidates to turn out for him on 2 April. "The run-off is a referendum on thirty years," he said.|A statement about a scheduled runoff.
3|L|wire-brief|Montenegro's new president takes office|Jakov Milatović was sworn in as president of Montenegro on May 20, 2023, seven weeks after he defeated Milo Đukanović in the runoff with about 59% of the vote.|Reports the May 20, 2023 inauguration and the runoff result.
6|L|explainer|Why Montenegro's snap election matters|Montenegro votes in a snap parliamentary election on 11 June 2023, barely ten weeks after Milatović's landslide in the 2 April run-off ended three decades of Đukanović at or near the top.|Treats the April 2 runoff win as done.
""",
    ),
    Q(
        "n2-estonia-2023-reform",
        "Will the Reform Party win the most seats in Estonia's Riigikogu election of March 5, 2023?",
        "Resolves YES if the official results of the Riigikogu election held on March 5, 2023 give the Estonian Reform Party more seats than any other party. Resolves NO otherwise.",
        "2023-02-20",
        "2023-03-06",
        1,
        "elections",
        """
4|K|ec-calendar|Riigikogu election 2023: key dates|Electronic voting runs from 9:00 on Monday 27 February until 20:00 on Saturday 4 March 2023. Advance voting at polling stations opens the same Monday; election day is Sunday, March 5. Preliminary results appear on the electoral service's website on election night.|A calendar of future voting.
2|L|results-page|Riigikogu election of 5 March 2023 — preliminary results|Reform Party 31.2% — 37 seats. EKRE 16.1% — 17. Centre Party 15.3% — 16. Eesti 200 13.3% — 14. Social Democrats 9.3% — 9. Isamaa 8.2% — 8. All polling divisions counted; e-votes made up just over half of ballots cast.|A results table of the March 5, 2023 election.
9|K|poll-tracker|Poll of polls: Reform holds double-digit lead|Kaja Kallas's Reform Party averages 28% across the last four surveys, ahead of EKRE on 22% and Centre on 16%; Eesti 200 has slipped to 13%. With e-voting opening on 27 February 2023, pollsters say about one voter in six is still undecided.|Polling and a future voting date.
1|L|coalition-talks|Kallas invites Eesti 200 and Social Democrats to talks|A day after her party's record result on March 5, 2023, Prime Minister Kaja Kallas invited Eesti 200 and the Social Democrats to coalition talks, noting the three parties would hold 60 of the 101 seats.|Reports the March 5, 2023 result and talks after it.
6|K|explainer|How the e-vote works, and why it could decide this election|Estonians have voted online since 2005, and in 2019 about 44% of ballots were cast that way. This time the i-voting window closes at 8 p.m. on March 4, 2023, the evening before election day; e-votes are counted first and usually arrive minutes after the polls close.|Explains future voting with a past figure.
3|L|swearing-in|Third Kallas government takes office|Kaja Kallas's third cabinet, a coalition of Reform, Eesti 200 and the Social Democrats, was sworn in on 17 April 2023 after the Riigikogu backed her as prime minister.|Reports the April 17, 2023 swearing-in.
""",
    ),
    Q(
        "n2-sierraleone-2023-bio",
        "Will Julius Maada Bio be declared the winner of Sierra Leone's presidential election of June 24, 2023 without a runoff?",
        "Resolves YES if, by June 30, 2023, the Electoral Commission for Sierra Leone declares that Julius Maada Bio won more than 55% of valid votes in the first round held on June 24, 2023. Resolves NO otherwise.",
        "2023-06-12",
        "2023-06-30",
        1,
        "elections",
        """
6|K|explainer|Sierra Leone's 55% rule, explained|A candidate needs more than 55% of valid votes to avoid a runoff, which by law must follow within 14 days of the declaration. In 2018 Julius Maada Bio led the first round with 43% and won the second. This year's vote is on Saturday, June 24, 2023, and parliament returns to proportional representation for the first time since 2002.|Rules and a scheduled vote; earlier facts.
3|L|results-page|ECSL announces presidential result|Chief Electoral Commissioner Mohamed Konneh announced on 27 June 2023 that President Julius Maada Bio received 56.17% of valid votes and Samura Kamara 41.16%, enough for a first-round win.|Reports the June 27, 2023 declaration.
10|K|ec-calendar|Commission publishes polling-day timetable|Campaigning closes at midnight on June 22. Polls open at 7 a.m. on 24 June 2023 and close at 5 p.m.; district tallies will be announced from the national tally centre in Freetown, and the commission has promised results "within 48 hours where possible".|A schedule.
1|L|wire-brief|Bio sworn in for second term hours after result|Julius Maada Bio took the oath of office at State House on the evening of Tuesday, June 27, 2023, shortly after the commission named him the winner. The opposition APC said it rejected the figures.|Reports the June 27, 2023 swearing-in.
4|K|candidate-statement|Kamara: APC "ready to win in one round"|At a rally in Makeni, APC candidate Samura Kamara said the party would "deny Bio his 55" on June 24 and warned the commission against "any delay" in publishing results polling station by polling station.|A statement before the vote.
2|L|observer-statement|EU observers question tallying transparency|The EU Election Observation Mission said on 29 June 2023 that it had found "statistical inconsistencies" in the presidential results announced two days earlier and urged the commission to publish results by polling station.|Reports a June 29, 2023 statement on results announced June 27.
""",
    ),
    Q(
        "n2-zimbabwe-2023-chamisa",
        "Will Nelson Chamisa be declared the winner of Zimbabwe's presidential election of August 23, 2023?",
        "Resolves YES if, by August 31, 2023, the Zimbabwe Electoral Commission declares Nelson Chamisa the winner of the presidential election held on August 23, 2023 (in the first round, or in a runoff declared by that date). Resolves NO otherwise.",
        "2023-08-10",
        "2023-08-31",
        0,
        "elections",
        """
7|K|poll-tracker|Zimbabwe: the polls, such as they are|Only two published surveys this cycle: one gives Emmerson Mnangagwa a narrow lead, the other puts Nelson Chamisa ahead among decided voters. A candidate needs more than 50% to avoid a runoff, which would be held on 2 October 2023.|Polls and a conditional runoff date.
3|L|results-page|ZEC: Mnangagwa re-elected with 52.6%|The Zimbabwe Electoral Commission declared just before midnight on 26 August 2023 that Emmerson Mnangagwa had won 2,350,711 votes (52.6%) to Nelson Chamisa's 1,967,343 (44.0%). Chamisa's Citizens Coalition for Change said it rejected the result.|Reports the August 26, 2023 declaration.
12|K|explainer|What happens on 23 August|Zimbabweans vote for president, 210 constituency MPs and local councillors on Wednesday, August 23, 2023. By law the commission must announce the presidential result within five days of the close of polling.|A schedule and a legal deadline.
1|L|live-blog|Zimbabwe election: live updates|Thursday 24 August 2023, 14:05 — Voting is still going on in parts of Harare, a day late, after ballot papers failed to arrive; the president extended polling overnight. 16:30 — Regional observers say the delays "raise questions".|Reports the extended voting on August 24, 2023.
5|K|candidate-statement|Chamisa: "Vote, stay and guard"|Addressing a rally in Gweru, CCC leader Nelson Chamisa told supporters to stay at their polling stations after voting on August 23, 2023, and said the party would publish its own tallies from each station's results form.|A statement before the vote.
2|L|swearing-in|Mnangagwa inaugurated in Harare|Emmerson Mnangagwa was sworn in for a second and final term at the National Sports Stadium on September 4, 2023, with South Africa's Cyril Ramaphosa among the few heads of state present.|Reports the September 4, 2023 inauguration.
""",
    ),
    Q(
        "n2-maldives-2023-muizzu",
        "Will Mohamed Muizzu win the Maldives presidential runoff of September 30, 2023?",
        "Resolves YES if the Elections Commission's results for the second round held on September 30, 2023 show Mohamed Muizzu with more votes than Ibrahim Mohamed Solih. Resolves NO otherwise.",
        "2023-09-18",
        "2023-10-02",
        1,
        "elections",
        """
4|K|ec-calendar|Elections Commission sets second round for 30 September|The commission confirmed that the runoff between President Ibrahim Mohamed Solih and PNC candidate Mohamed Muizzu will take place on Saturday 30 September 2023, with polling from 8 a.m. to 4 p.m. and ballots counted at each ballot box.|A schedule.
2|L|headline-present|Muizzu wins Maldives runoff; Solih concedes|Opposition candidate Mohamed Muizzu won about 54% of the vote in the runoff on Sept. 30, 2023, provisional figures showed, and President Solih congratulated him within hours, promising a smooth handover.|Reports the September 30, 2023 runoff result.
6|K|poll-tracker|After round one, the runoff arithmetic|Muizzu led the 9 September first round with 46.1% to Solih's 39.1%. If third-placed Ilyas Labeeb's 7% splits evenly, Muizzu starts the September 30 runoff as favourite, though Solih's MDP says turnout in Malé will decide it.|Analysis of an earlier result; the runoff is ahead.
1|K|candidate-statement|Muizzu repeats pledge on foreign troops|At a PNC rally in Malé, Mohamed Muizzu repeated that he would ask Indian military personnel to leave "from day one" if he wins on 30 September and takes office on 17 November.|A conditional pledge about future dates.
3|L|swearing-in|Muizzu sworn in as eighth president|Mohamed Muizzu took the oath of office in Malé on 17 November 2023, seven weeks after winning the runoff of 30 September with about 54% of the vote.|Reports the November 17, 2023 inauguration.
5|K|explainer|Why the Maldives runoff is watched in Delhi and Beijing|The second round on September 30 pits Solih's "India first" policy against a PNC allied with former president Abdulla Yameen. Whoever wins takes office on November 17, 2023.|A schedule and framing; no result.
""",
    ),
    Q(
        "n2-luxembourg-2023-csv",
        "Will the CSV win the most seats in Luxembourg's Chamber of Deputies election of October 8, 2023?",
        "Resolves YES if the official results of the legislative election held on October 8, 2023 give the Christian Social People's Party (CSV) more of the 60 seats than any other party. Resolves NO otherwise.",
        "2023-09-25",
        "2023-10-09",
        1,
        "elections",
        """
5|K|explainer|Luxembourg votes: what is at stake on 8 October|Voting is compulsory for registered citizens under 75. Voters can cast a single list vote or spread preference votes across lists in four constituencies. Xavier Bettel's DP-LSAP-Greens coalition needs 31 of the 60 seats to continue.|An explainer before the vote.
2|L|results-page|Chamber elections 2023: seat distribution|CSV 21 (=), DP 14 (+2), LSAP 11 (+1), ADR 5 (+1), déi Gréng 4 (-5), Piraten 3 (+1), déi Lénk 2 (=). Results of the vote of 8 October 2023, all four constituencies counted; the outgoing coalition holds 29 seats.|A results table of the October 8, 2023 election.
9|K|poll-tracker|Politmonitor: CSV ahead, coalition one short|The latest Politmonitor survey puts the CSV on about 21 seats and the three governing parties together on 30, one short of a majority. The final survey before polling day is due on September 28, 2023.|A poll and a scheduled release.
1|L|coalition-talks|Grand Duke names Frieden formateur|Grand Duke Henri appointed CSV lead candidate Luc Frieden formateur on Oct. 10, 2023, two days after the election, and Frieden said he would open talks with the DP alone.|Reports the October 10, 2023 appointment after the vote.
4|K|party-statement|CSV: "Ready to lead after ten years"|At its final rally before October 8, the CSV said it would "talk to everyone except the extremes" after the vote and would not name a preferred partner in advance.|A statement before the vote.
3|L|swearing-in|Frieden government sworn in|Luc Frieden's CSV-DP government was sworn in before Grand Duke Henri on 17 November 2023, with Xavier Bettel returning as deputy prime minister and foreign minister.|Reports the November 17, 2023 swearing-in.
""",
    ),
    Q(
        "n2-serbia-2023-sns-majority",
        "Will the SNS-led list win a majority of the 250 seats in Serbia's parliamentary election of December 17, 2023?",
        "Resolves YES if results published by the Republic Electoral Commission by December 31, 2023 give the list led by the Serbian Progressive Party at least 126 of 250 seats in the election held on December 17, 2023. Resolves NO otherwise.",
        "2023-12-04",
        "2023-12-31",
        1,
        "elections",
        """
6|K|ec-calendar|RIK confirms 18 lists for December vote|The Republic Electoral Commission has confirmed 18 electoral lists for the parliamentary election of 17 December 2023, held the same day as the Belgrade city vote and 65 municipal elections. Preliminary results are due within 24 hours of polls closing at 8 p.m.|A schedule.
2|L|live-blog|Serbia election night|Sunday 17 December 2023, 21:30 — Ipsos/CeSID projection: SNS list 46.3%, Serbia Against Violence 23.2%, SPS 6.6%. 22:10 — Vučić claims an "absolute majority" in parliament. 23:40 — The opposition alleges voters were bused into Belgrade from Republika Srpska.|Reports the December 17, 2023 projection and claims.
10|K|poll-tracker|Polling average: SNS around 45%|The ruling SNS list averages 44-46% in recent polls, with the Serbia Against Violence coalition near 25%. On those figures the SNS would sit close to the 126 seats it needs after the vote of December 17, 2023.|A polling projection.
1|K|explainer|Serbia's third election in under four years|President Aleksandar Vučić called the snap vote in early November, less than two years after the April 2022 election. Seats go by D'Hondt to lists above 3%, with no threshold for minority lists, and the new assembly must meet within 30 days of final results.|Rules and earlier facts; no result.
4|L|results-page|RIK: SNS list takes 129 seats|Final results of the December 17, 2023 parliamentary election give "Serbia Must Not Stop" 129 of 250 seats, Serbia Against Violence 65 and the SPS-led list 18, the commission said after repeat voting at a handful of polling stations.|Reports final results of the December 17, 2023 election.
3|L|observer-statement|International monitors cite "unjust conditions"|Observers from the OSCE said on 18 December 2023 that the election had been marred by the president's dominant role in the campaign and cases of vote-buying, a day after the SNS claimed its majority.|Reports the December 18, 2023 statement.
""",
    ),
    Q(
        "n2-drc-2023-tshisekedi",
        "Will CENI announce Félix Tshisekedi as the winner of the DR Congo presidential election of December 20, 2023 by January 10, 2024?",
        "Resolves YES if, by January 10, 2024, the Independent National Electoral Commission (CENI) announces results of the presidential election held on December 20, 2023 naming Félix Tshisekedi the winner. Resolves NO otherwise.",
        "2023-12-15",
        "2024-01-10",
        1,
        "elections",
        """
5|K|ec-calendar|CENI keeps December 20 date|The electoral commission said combined presidential, legislative, provincial and municipal elections will go ahead on December 20, 2023, with provisional presidential results released "progressively" and the full provisional results due on 31 December.|A schedule.
3|L|results-page|CENI: Tshisekedi wins 73% of the vote|CENI president Denis Kadima announced on December 31, 2023 that Félix Tshisekedi had been re-elected with 73.34% of votes, ahead of Moïse Katumbi on 18.08% and Martin Fayulu on 5.33%.|Reports the December 31, 2023 announcement.
8|K|candidate-statement|Katumbi still open to a single opposition ticket|Moïse Katumbi said on the campaign trail that he remained open to uniting the opposition "before 20 December", but neither Martin Fayulu nor Denis Mukwege has agreed to step aside.|A statement before the vote.
1|L|live-blog|DR Congo votes: polling runs into a second day|Thursday 21 December 2023 — Voting continued in parts of Kinshasa and several provinces after CENI extended polling where materials arrived late. Opposition candidates called the extension illegal.|Reports the extended voting of December 21, 2023.
12|K|explainer|One round, 26 candidates|The president is elected in a single round by plurality, so there is no runoff. More than 44 million voters are registered. The Constitutional Court hears challenges after the provisional results and, under the calendar, rules in early January 2024.|Rules and a plan.
2|L|swearing-in|Tshisekedi inaugurated for second term|Félix Tshisekedi was sworn in at the Martyrs' Stadium in Kinshasa on January 20, 2024, eleven days after the Constitutional Court confirmed his win.|Reports the January 20, 2024 inauguration.
""",
    ),
    Q(
        "n2-tusk-pm-2023",
        "Will Poland's Sejm elect Donald Tusk as Prime Minister by December 15, 2023?",
        "Resolves YES if, by December 15, 2023, the Sejm elects Donald Tusk Prime Minister under Article 154(2) of the Constitution or any other procedure. Resolves NO otherwise.",
        "2023-11-28",
        "2023-12-15",
        1,
        "elections",
        """
3|K|coalition-talks|Opposition signs coalition deal, waits for Morawiecki's "two weeks"|KO, Third Way and The Left signed a coalition agreement on November 10 naming Donald Tusk as their candidate for prime minister. President Andrzej Duda has said he will swear in Mateusz Morawiecki's cabinet on November 27; it then has 14 days to win a confidence vote, and if it fails the Sejm chooses its own candidate.|A past deal and future procedure.
1|L|wire-brief|Tusk elected prime minister by Sejm|The Sejm elected Donald Tusk prime minister on December 11, 2023 by 248 votes to 201, hours after Mateusz Morawiecki's government lost a confidence vote.|Reports the December 11, 2023 vote.
6|K|explainer|Why Poland's new government takes until December|Because the president gave the first attempt to PiS, the earliest Tusk could be elected is the second week of December. Sejm Speaker Szymon Hołownia has pencilled in a sitting on 11 December 2023 for the confidence vote.|A schedule; no result.
2|L|swearing-in|Tusk cabinet sworn in at presidential palace|President Andrzej Duda swore in Donald Tusk and his ministers on 13 December 2023, ending eight years of PiS-led government.|Reports the December 13, 2023 swearing-in.
9|K|results-page|Sejm seat totals after the October 15 election|KO 157, PiS 194, Third Way 65, The Left 26, Konfederacja 18. The three opposition parties together hold 248 of 460 seats; PiS and Konfederacja together hold 212.|Earlier results only.
4|L|live-blog|Sejm live: confidence vote|Monday, 11 December 2023, 15:20 — 190 for, 266 against: Morawiecki's government has failed to win confidence. 19:05 — Tusk elected prime minister with 248 votes.|Reports the December 11, 2023 votes.
""",
    ),
    Q(
        "n2-chad-2024-deby",
        "Will Mahamat Idriss Déby win Chad's presidential election of May 6, 2024 in the first round?",
        "Resolves YES if, by May 16, 2024, the provisional or final results of the presidential election held on May 6, 2024 give Mahamat Idriss Déby more than 50% of votes cast. Resolves NO otherwise.",
        "2024-04-24",
        "2024-05-16",
        1,
        "elections",
        """
4|K|ec-calendar|ANGE: provisional results by May 21|The National Elections Management Agency says provisional presidential results will be announced by 21 May 2024 at the latest, with any runoff set for 22 June 2024. Polls open on Monday, May 6.|A schedule and a conditional runoff.
2|L|results-page|ANGE: Mahamat Déby wins 61%|Provisional results announced on 9 May 2024 give transitional president Mahamat Idriss Déby 61.03% of votes and Prime Minister Succès Masra 18.53%, with no second round needed.|Reports the May 9, 2024 results.
8|K|candidate-statement|Masra: "We will win in the first round"|Prime Minister Succès Masra, running against the transitional president who appointed him, told a rally in N'Djamena that his party's agents would "protect every vote" on May 6.|A statement before the vote.
1|L|wire-brief|Masra claims victory, as expected result lands|Succès Masra said in a video on May 9, 2024 that he had won and urged supporters to mobilise calmly; hours later the election agency declared Déby the winner, as most observers had predicted.|Reports May 9, 2024 claims and the declaration.
6|K|explainer|Chad's vote ends a three-year transition|Mahamat Idriss Déby took power in April 2021 after his father's death, and the constitution approved in December 2023 let him stand. If no one wins a majority on May 6, 2024, the top two meet in June.|Earlier facts and a conditional future.
3|L|swearing-in|Déby sworn in as elected president|Mahamat Idriss Déby took the oath of office on May 23, 2024, a week after the Constitutional Council confirmed his victory.|Reports the May 23, 2024 inauguration.
""",
    ),
]
