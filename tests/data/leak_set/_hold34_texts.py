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
    Q(
        "n2-nmacedonia-2024-siljanovska",
        "Will Gordana Siljanovska-Davkova win North Macedonia's presidential runoff of May 8, 2024?",
        "Resolves YES if the State Election Commission's results for the second round held on May 8, 2024 show Gordana Siljanovska-Davkova elected president. Resolves NO otherwise, including if the runoff is invalid for low turnout.",
        "2024-04-30",
        "2024-05-09",
        1,
        "elections",
        """
3|K|ec-calendar|SEC: runoff and parliamentary vote together on 8 May|The State Election Commission confirmed that the second round between Gordana Siljanovska-Davkova and Stevo Pendarovski will be held on Wednesday, 8 May 2024, together with the parliamentary election. The runoff is valid only if at least 40% of registered voters take part.|A schedule and a validity rule.
1|L|results-page|Presidential election 2024, second round: results|Gordana Siljanovska-Davkova 65.1%. Stevo Pendarovski 29.3%. Invalid ballots 5.6%. Second round held 8 May 2024; all polling stations processed; turnout above the 40% threshold.|A results table of the May 8, 2024 runoff.
5|K|poll-tracker|Round one: Siljanovska-Davkova doubles Pendarovski|Official first-round figures give the VMRO-DPMNE-backed Siljanovska-Davkova 40.1% and President Pendarovski 20.5%. Our model gives her an 85% chance in the runoff on May 8, 2024, largely because SDSM has fallen below 20% in parliamentary polling.|An earlier result and a forecast.
2|L|live-blog|North Macedonia's double election, as it happened|May 8, 2024. 19:00 — Polls close; turnout clears the 40% needed for a valid runoff. 21:30 — Pendarovski concedes. 23:00 — VMRO-DPMNE leader Hristijan Mickoski claims the party's biggest parliamentary win since independence.|Reports the May 8, 2024 count and concession.
4|K|candidate-statement|Pendarovski: "The name is not up for debate"|President Stevo Pendarovski told a rally in Kumanovo that his opponent's refusal to use the constitutional name would cost the country its path to the EU, and urged voters to "come out on the 8th".|A statement before the runoff.
6|L|swearing-in|First woman president sworn in, and a row over the name|Gordana Siljanovska-Davkova took the oath in parliament on 12 May 2024, saying "Macedonia" rather than the constitutional name, drawing protests from Athens and Brussels.|Reports the May 12, 2024 swearing-in.
""",
    ),
    Q(
        "n2-venezuela-2024-gonzalez",
        "Will Venezuela's CNE declare Edmundo González the winner of the presidential election of July 28, 2024?",
        "Resolves YES if, by August 5, 2024, Venezuela's National Electoral Council (CNE) announces Edmundo González Urrutia as the winner of the presidential election held on July 28, 2024. Resolves NO otherwise.",
        "2024-07-15",
        "2024-08-05",
        0,
        "elections",
        """
8|K|poll-tracker|Independent polls put González far ahead|Most independent surveys give the opposition's Edmundo González a lead of 20 points or more over Nicolás Maduro, while state-aligned pollsters show the reverse. The CNE has not said when it will publish its first bulletin on the night of July 28, 2024.|Polls and a scheduled vote.
2|L|results-page|CNE: Maduro re-elected with 51.2%|Shortly after midnight on 29 July 2024, CNE president Elvis Amoroso read a first bulletin with 80% of tallies "transmitted": Nicolás Maduro 51.2%, Edmundo González 44.2%. No breakdown by polling station was published.|Reports the July 29, 2024 announcement.
5|K|ec-calendar|CNE calendar: campaign closes July 25|Under the National Electoral Council's calendar the official campaign ends on 25 July and voting takes place on Sunday 28 July 2024 from 6 a.m. The Carter Center and a UN panel of experts have been invited to observe.|A calendar of future dates.
1|L|candidate-statement|Machado: "We have the tallies"|Opposition leader María Corina Machado said on July 29, 2024 that her campaign held copies of more than 70% of polling-station tally sheets and that they showed González winning by a wide margin.|Reports a July 29, 2024 statement after the vote.
3|K|explainer|How Venezuela counts its votes|Voting is electronic, and each machine prints a tally sheet signed by party witnesses. The CNE adds up the transmissions and usually announces an "irreversible trend" within hours of polls closing on election day, which this year is July 28.|An explainer with a future date.
6|L|wire-brief|Court certifies Maduro win; González leaves for Spain|Venezuela's Supreme Tribunal of Justice endorsed the CNE result on August 22, 2024, and on September 8, 2024 Edmundo González flew to Madrid after a warrant was issued for his arrest.|Reports August 22 and September 8, 2024 events.
""",
    ),
    Q(
        "n2-thuringia-2024-afd",
        "Will the AfD win the most list votes in Thuringia's state election of September 1, 2024?",
        "Resolves YES if the provisional or official result of the Thuringian Landtag election held on September 1, 2024 gives the AfD a larger share of list votes than any other party. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-02",
        1,
        "elections",
        """
6|K|poll-tracker|Thuringia: AfD steady near 30%|Our average of the last five surveys has the AfD on 30%, the CDU on 22% and the new BSW on 17%; Die Linke, which has led the state government since 2014, is on 14%. Polls close at 6 p.m. on 1 September 2024 and the first projections follow at once.|A poll average and a future schedule.
2|L|live-blog|Thuringia and Saxony election night|1 September 2024, 18:00 — First projection for Thuringia: AfD 33.5%, CDU 23.5%, BSW 15.5%. 18:45 — Björn Höcke's AfD is first in a state election for the first time. 19:30 — The CDU's Mario Voigt says he will try to form a government without the AfD.|Reports September 1, 2024 projections.
3|K|candidate-statement|Voigt rules out AfD "under any circumstances"|CDU lead candidate Mario Voigt said that after September 1 he would talk to the BSW and the SPD but would not cooperate with Björn Höcke's party in any form.|A statement about plans after a future date.
1|L|results-page|Landtag election 2024: official result|AfD 32.8% (32 seats), CDU 23.6% (23), BSW 15.8% (15), Die Linke 13.1% (12), SPD 6.1% (6); Greens and FDP below 5%. Final figures of the state returning officer for the vote of 1 September 2024.|A results table of the September 1, 2024 election.
9|K|explainer|What a "blocking minority" would mean|If the AfD wins more than a third of the Landtag's seats, it could block decisions needing two thirds, such as electing constitutional judges. Thuringia votes on Sunday, September 1, 2024, the same day as Saxony; Brandenburg follows three weeks later.|An explainer with future dates.
4|L|coalition-talks|Voigt elected minister-president|Mario Voigt was elected minister-president of Thuringia in the first ballot on December 12, 2024, at the head of a CDU-BSW-SPD coalition, more than three months after the AfD came first.|Reports the December 12, 2024 vote.
""",
    ),
    Q(
        "n2-brandenburg-2024-afd",
        "Will the AfD win the most list votes in Brandenburg's state election of September 22, 2024?",
        "Resolves YES if the provisional or official result of the Brandenburg Landtag election held on September 22, 2024 gives the AfD a larger share of list votes than any other party. Resolves NO otherwise.",
        "2024-09-09",
        "2024-09-23",
        0,
        "elections",
        """
5|K|poll-tracker|Brandenburg: AfD ahead, SPD closing|The AfD leads our Brandenburg average on 27%, with Dietmar Woidke's SPD up to 25% since he said he would step down if his party did not finish first. The election is on 22 September 2024.|A poll average and a future date.
2|L|headline-present|Woidke's gamble pays off as SPD edges AfD|The SPD won 30.9% of the vote in Brandenburg on September 22, 2024, ahead of the AfD on 29.2%, after Minister-President Dietmar Woidke staked his job on finishing first.|Reports the September 22, 2024 result.
8|K|candidate-statement|Woidke: "If the AfD is first, I am gone"|Dietmar Woidke repeated that he would not stay on as minister-president if the AfD came out ahead on September 22, a pledge his party has now put on its posters.|A conditional pledge.
1|K|ec-calendar|Returning officer: postal voting and results timing|Postal ballots can be requested until 20 September 2024. The first projections are published at 6 p.m. on election day, and the provisional official result is expected in the early hours of Monday, 23 September 2024.|A schedule.
3|L|coalition-talks|Woidke re-elected at head of SPD-BSW coalition|The Landtag re-elected Dietmar Woidke as minister-president on 11 December 2024, in the second ballot, at the head of Germany's first SPD-BSW coalition.|Reports the December 11, 2024 vote.
11|L|explainer|Brandenburg after the vote: the seat arithmetic|With 32 of 88 seats for the SPD and 30 for the AfD after the 22 September 2024 election, Woidke needs the BSW's 14 to govern; the CDU's 12 would not be enough.|Treats the September 22, 2024 seat result as done.
""",
    ),
    Q(
        "n2-algeria-2024-tebboune",
        "Will the final results of Algeria's presidential election of September 7, 2024 give Abdelmadjid Tebboune more than 80% of the vote?",
        "Resolves YES if the final results proclaimed by the Constitutional Court by September 16, 2024 for the presidential election held on September 7, 2024 give Abdelmadjid Tebboune more than 80% of valid votes. Resolves NO otherwise.",
        "2024-08-27",
        "2024-09-16",
        1,
        "elections",
        """
4|K|ec-calendar|ANIE: three candidates, one round|The independent election authority has approved three candidates, President Abdelmadjid Tebboune, the MSP's Abdelaali Hassani Cherif and the FFS's Youcef Aouchiche, for the vote on Saturday, September 7, 2024. ANIE announces provisional results; the Constitutional Court proclaims final results within ten days.|A schedule and procedure.
2|L|results-page|Constitutional Court: Tebboune re-elected with 84.3%|The Constitutional Court proclaimed final results on 14 September 2024: Tebboune 84.30%, Hassani Cherif 9.56%, Aouchiche 6.14%, on turnout of 46.1%, revising the provisional figures announced a week earlier.|Reports the September 14, 2024 final results.
10|K|explainer|Why turnout is the number to watch|Tebboune won in 2019 with 58% on turnout under 40%, at the height of the Hirak protests. This time the question for the 7 September vote is less who wins than whether he can claim a stronger mandate.|Earlier figures and framing before the vote.
1|L|correction|Correction: Algeria vote share|An earlier version of this report described the 94.65% share announced by the election authority on September 8, 2024 as final. The Constitutional Court's figures of September 14, 2024 put Tebboune's share at 84.3%.|A correction reporting results of September 8 and 14, 2024.
6|K|candidate-statement|Tebboune campaign promises housing and pensions|Tebboune's campaign said he would present a programme of housing, wage and pension increases and would address the nation "after the people's verdict on 7 September".|A statement about a future date.
3|L|swearing-in|Tebboune sworn in for second term|Abdelmadjid Tebboune took the oath for a second five-year term in Algiers on 17 September 2024.|Reports the September 17, 2024 swearing-in.
""",
    ),
    Q(
        "n2-lithuania-2024-lsdp",
        "Will the Social Democratic Party of Lithuania win the most Seimas seats in the 2024 parliamentary election?",
        "Resolves YES if, after the second round of single-member constituency voting on October 27, 2024, official results give the LSDP more of the 141 Seimas seats than any other party. Resolves NO otherwise.",
        "2024-10-20",
        "2024-10-28",
        1,
        "elections",
        """
4|K|results-page|Seimas election, first round: multi-member constituency|LSDP 19.3%, TS-LKD 18.0%, Dawn of Nemunas 15.3%, Democrats "For Lithuania" 9.2%, Liberal Movement 7.7%, Farmers and Greens 7.0%. Preliminary count of the vote of 13 October 2024; runoffs in single-member constituencies on 27 October 2024.|An earlier result and a future runoff date.
1|L|live-blog|Lithuania runoffs: live|27 October 2024, 22:40 — Social Democrats lead in most of the single-member runoffs counted so far. 23:55 — Vilija Blinkevičiūtė: "Lithuania has chosen change." Projection: LSDP 52 seats, the most for any party in more than two decades.|Reports the October 27, 2024 runoff results.
3|K|coalition-talks|Blinkevičiūtė sounds out Democrats and Farmers|LSDP leader Vilija Blinkevičiūtė said talks with Saulius Skvernelis's Democrats and the Farmers and Greens would begin in earnest after October 27, and that her party would "not sit at one table" with Dawn of Nemunas.|Plans after a future date.
2|L|wire-brief|Social Democrats bring Nemunas into coalition|Less than two weeks after their runoff win of October 27, 2024, the Social Democrats announced on November 7, 2024 that they would govern with the Democrats and Dawn of Nemunas, drawing criticism from President Nausėda.|Reports the October 27 and November 7, 2024 events.
6|K|explainer|Lithuania's mixed system in 90 seconds|Seventy of the 141 seats are allocated by list vote; the other 71 are single-member districts, almost all of which go to a runoff on October 27 between the top two candidates, since few candidates won an outright majority on 13 October.|Rules and a future runoff.
""",
    ),
    Q(
        "n2-saopaulo-2024-nunes",
        "Will Ricardo Nunes win the São Paulo mayoral runoff of October 27, 2024?",
        "Resolves YES if the Superior Electoral Court's results for the second round held in São Paulo on October 27, 2024 show Ricardo Nunes with more valid votes than Guilherme Boulos. Resolves NO otherwise.",
        "2024-10-15",
        "2024-10-28",
        1,
        "elections",
        """
5|K|poll-tracker|São Paulo runoff: Nunes opens a lead|The first runoff polls give Mayor Ricardo Nunes between 51% and 55% of valid votes against Guilherme Boulos. The second round is on Sunday, October 27, 2024, and polls may be published up to election day.|Polls and a future date.
1|L|results-page|TSE: Nunes re-elected with 59.35%|With 100% of voting machines counted in the runoff of 27 October 2024, Ricardo Nunes (MDB) has 59.35% of valid votes and Guilherme Boulos (PSOL) 40.65%.|Reports the October 27, 2024 runoff result.
8|K|explainer|Why Marçal's 28% matters|Influencer Pablo Marçal finished third on 6 October with 28.1%, a fraction behind Nunes and Boulos. Where his voters go on 27 October 2024 will probably decide the race; Marçal has not endorsed either candidate.|An earlier result and a future vote.
3|K|candidate-statement|Boulos: "The runoff is a new election"|Guilherme Boulos told supporters on Avenida Paulista that he would visit "every periphery" before 27 October and challenged Nunes to six debates.|A statement before the runoff.
2|L|live-blog|Runoff night in São Paulo|Oct. 27, 2024 — 19:12: Nunes on 59.4% with 90% of machines counted. 19:40: Boulos concedes. 20:30: Governor Tarcísio de Freitas, Nunes's main backer, calls the result a victory for the centre-right.|Reports the October 27, 2024 count.
4|L|swearing-in|Nunes takes office for his first full term|Ricardo Nunes was sworn in as mayor of São Paulo on 1 January 2025 for his first full term, after winning the October runoff by more than 18 points.|Reports the January 1, 2025 swearing-in and the runoff win.
""",
    ),
    Q(
        "n2-swiss-motorway-2024",
        "Will Swiss voters approve the national motorway expansion programme in the federal vote of November 24, 2024?",
        "Resolves YES if the provisional official result of the federal vote held on November 24, 2024 shows a majority of valid votes in favour of the federal decree on the national roads expansion step 2023. Resolves NO otherwise.",
        "2024-11-10",
        "2024-11-24",
        0,
        "referendums",
        """
6|K|poll-tracker|SRG survey: motorway plan loses ground|The second SRG survey puts support for the motorway expansion at 47%, down from 51% in the first wave, with 51% against. Ballots can be cast until noon on 24 November 2024.|A poll and a future vote.
2|L|results-page|Federal vote of 24 November 2024: provisional results|National roads expansion: No 52.7% — rejected. Tenancy law (subletting): No 51.6%. Tenancy law (own use): No 53.8%. Uniform financing of health services: Yes 53.3% — accepted. Turnout about 45%.|A results table of the November 24, 2024 vote.
12|K|explainer|Why voters have the last word on six stretches of motorway|Parliament approved CHF 4.9 billion for six expansion projects in 2023. Environmental groups collected the 50,000 signatures needed for a referendum, so the plan goes to a nationwide vote on November 24. A simple popular majority decides; no majority of cantons is needed.|An explainer with earlier facts and a future vote.
1|L|party-statement|Greens hail "turning point" in transport policy|The Green Party said on 24 November 2024 that the rejection of the motorway expansion marked a "historic turning point" and called on Transport Minister Albert Rösti to move the money to rail.|Reports the November 24, 2024 result.
4|K|ec-calendar|Federal Chancellery: voting dates|Postal votes must arrive by the close of polls at 12:00 on Sunday 24 November 2024. Results by canton are published from about 12:30 on the Chancellery's website, and the next federal vote date is 9 February 2025.|A schedule of future dates.
3|L|wire-brief|Rösti "respects" motorway verdict|A day after the vote, on November 25, 2024, Federal Councillor Albert Rösti said he respected the 52.7% No but that bottlenecks on the A1 "remain a reality" and the government would review the projects.|Reports the November 25, 2024 statement and the result.
""",
    ),
    Q(
        "n2-jakarta-2024-pramono",
        "Will Pramono Anung win Jakarta's gubernatorial election of November 27, 2024 without a runoff?",
        "Resolves YES if, by December 15, 2024, the Jakarta General Elections Commission (KPU) announces that the Pramono Anung-Rano Karno ticket won more than 50% of valid votes in the election held on November 27, 2024. Resolves NO otherwise.",
        "2024-11-15",
        "2024-12-15",
        1,
        "elections",
        """
6|K|poll-tracker|Jakarta race: Pramono and Ridwan neck and neck|Recent surveys put the PDI-P's Pramono Anung on 38-46% and Ridwan Kamil, backed by the KIM Plus coalition, on 34-39%. A ticket needs more than 50% on November 27, 2024 to avoid a runoff, which the KPU has pencilled in for February 2025.|Polls and a conditional future runoff.
2|L|results-page|KPU Jakarta: Pramono-Rano win in one round|The Jakarta election commission's recapitulation on 8 December 2024 gave Pramono Anung and Rano Karno 50.07% of valid votes, Ridwan Kamil and Suswono 39.40% and Dharma Pongrekun and Kun Wardana 10.53%, so no second round is needed.|Reports the December 8, 2024 recapitulation.
9|K|explainer|Jakarta after the capital move: why the governor still matters|Although the national capital is moving to Nusantara, Jakarta remains the economic centre, and the governor chosen on 27 November 2024 will run a budget of about 80 trillion rupiah. The vote coincides with regional elections across Indonesia.|An explainer with a future vote.
1|L|live-blog|Pilkada live: quick counts|Wednesday 27 November 2024, 16:45 — Quick counts from several pollsters put Pramono-Rano just above 50% in Jakarta with nearly all of the sample in. 18:10 — Ridwan Kamil's team says the race "is going to a second round".|Reports the November 27, 2024 quick counts.
3|K|candidate-statement|Anies keeps Jakarta guessing|Former governor Anies Baswedan has met both Pramono Anung and Ridwan Kamil in recent weeks but has not said whom he will back on November 27; his supporters' votes could decide whether the race goes to a second round.|A statement of an open choice before the vote.
4|L|wire-brief|Ridwan Kamil will not challenge Jakarta result|Ridwan Kamil said on December 12, 2024 that his ticket would not file a dispute at the Constitutional Court and congratulated Pramono Anung on his first-round win.|Reports the December 12, 2024 statement and the result.
""",
    ),
    Q(
        "n2-iceland-2024-samfylkingin",
        "Will the Social Democratic Alliance win the most seats in Iceland's Althing election of November 30, 2024?",
        "Resolves YES if the official results of the parliamentary election held on November 30, 2024 give the Social Democratic Alliance (Samfylkingin) more of the 63 seats than any other party. Resolves NO otherwise.",
        "2024-11-18",
        "2024-12-01",
        1,
        "elections",
        """
5|K|poll-tracker|Althing tracker: Social Democrats slip but still lead|The Social Democratic Alliance averages 21% in the last week of surveys, ahead of the Independence Party and Liberal Reform. Polls close at 10 p.m. on Saturday, November 30, 2024.|Polls and a future vote.
1|L|results-page|Althing election 2024: final count|Social Democratic Alliance 20.8% (15 seats), Independence Party 19.4% (14), Liberal Reform 15.8% (11), People's Party 13.8% (10), Centre Party 12.1% (8), Progressive Party 7.8% (5). The Left-Greens and Pirates lose all their seats. Count of 30 November 2024 completed on 1 December 2024.|A results table of the November 30, 2024 election.
8|K|explainer|A snap election, and the snow|Prime Minister Bjarni Benediktsson broke up his coalition in October. With the vote set for the last day of November, officials warn that storms could delay the transport of ballot boxes in the northeast.|Earlier facts and a coming vote; no result.
2|L|coalition-talks|Kristrún Frostadóttir forms three-party government|Social Democratic leader Kristrún Frostadóttir became prime minister on December 21, 2024, at the head of a coalition with Liberal Reform and the People's Party, three weeks after her party won the most seats.|Reports the December 21, 2024 government and the result.
3|K|candidate-statement|Kristrún: "Ready to lead"|Social Democratic leader Kristrún Frostadóttir said her party would seek a mandate to form a government if it came first on November 30, naming the cost of living and health care as her priorities.|A conditional statement.
4|L|live-blog|Iceland votes: the overnight count|1 December 2024, 03:10 — The northeast count is delayed by weather, but the Social Democrats are on course to be the largest party. 05:40 — The Left-Greens are below the threshold in every constituency.|Reports the December 1, 2024 count.
""",
    ),
    Q(
        "n2-romania-parl-2024-aur",
        "Will AUR win the most votes for the Chamber of Deputies in Romania's parliamentary election of December 1, 2024?",
        "Resolves YES if the official results of the Chamber of Deputies election held on December 1, 2024 give the Alliance for the Union of Romanians (AUR) a larger share of valid votes than any other party or alliance. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-03",
        0,
        "elections",
        """
6|K|ec-calendar|Central Electoral Bureau: two votes a week apart|The first round of the presidential election is on Sunday 24 November 2024 and the parliamentary election on Sunday 1 December 2024. Polling stations open 7:00-21:00; voting abroad runs over three days for each election.|A schedule of two future votes.
2|L|results-page|Parliamentary election 2024: Chamber of Deputies, provisional|PSD 22.0%, AUR 18.0%, PNL 13.2%, USR 12.4%, SOS Romania 7.4%, POT 6.5%, UDMR 6.3%. 99.9% of polling stations counted, vote of 1 December 2024.|A results table of the December 1, 2024 election.
9|K|poll-tracker|Poll tracker: PSD first, AUR second|The Social Democrats average 28% in parliamentary polling, AUR 19% and the PNL 16%. Pollsters warn the presidential first round on November 24 could shift support a week before the legislative vote of December 1, 2024.|Polls and future votes.
1|L|explainer|How a TikTok candidate upended the parliamentary race|Călin Georgescu's surprise first place in the presidential first round on 24 November 2024 lifted the nationalist camp: AUR, SOS Romania and POT together took about a third of the vote on 1 December 2024, though the PSD still came first.|Reports the November 24 and December 1, 2024 results.
4|K|party-statement|Ciolacu: "Stability on December 1"|PSD leader and Prime Minister Marcel Ciolacu said his party aimed for "at least 30%" on December 1, 2024 and would not govern with AUR.|A statement before the vote.
3|L|wire-brief|Constitutional Court annuls presidential election|Romania's Constitutional Court annulled the presidential election on 6 December 2024, two days before the runoff and five days after the parliamentary vote in which the PSD finished first.|Reports the December 6, 2024 ruling and the December 1 result.
""",
    ),
    Q(
        "n2-bulgaria-2024-gerb",
        "Will GERB-SDS finish first in Bulgaria's snap parliamentary election of October 27, 2024?",
        "Resolves YES if the Central Election Commission's results for the National Assembly election held on October 27, 2024 give GERB-SDS a larger share of the vote than any other party or coalition. Resolves NO otherwise.",
        "2024-10-15",
        "2024-10-28",
        1,
        "elections",
        """
5|K|poll-tracker|Seventh election in three years: GERB near 25%|Boyko Borissov's GERB-SDS averages 25% in pre-election surveys, with PP-DB and Vazrazhdane both near 14% and the two rival DPS factions together near 20%. Voting is on Sunday, October 27, 2024.|Polls and a future vote.
2|L|results-page|CEC: GERB-SDS first with 26.4%|Final results of the National Assembly election of 27 October 2024: GERB-SDS 26.4%, PP-DB 14.2%, Vazrazhdane 13.4%, DPS-New Beginning 11.5%, BSP-United Left 7.6%. Eight parties cleared the 4% threshold.|A results table of the October 27, 2024 election.
10|K|explainer|Why Bulgaria keeps voting|Since April 2021 no parliament has produced a lasting majority government, and June's vote was the sixth in that run. Caretaker prime minister Dimitar Glavchev stays in office until a new cabinet is approved after October 27.|Earlier facts and a future vote.
1|K|candidate-statement|Borissov offers "a government of stability"|GERB leader Boyko Borissov said that if his party came first on 27 October 2024 it would seek a cabinet with PP-DB and the BSP, and that he would not insist on being prime minister himself.|A conditional statement.
3|L|swearing-in|Zhelyazkov cabinet approved|Parliament approved a government led by GERB's Rosen Zhelyazkov on January 16, 2025, ending nearly three months of talks after the October 27, 2024 snap election.|Reports the January 16, 2025 vote.
4|L|live-blog|Bulgaria election night|Sunday, October 27, 2024. 20:05 — Exit polls put GERB-SDS first on about 26%. 21:15 — Borissov: "We won; now we need partners." 23:30 — Turnout estimated at 39%.|Reports the October 27, 2024 exit polls.
""",
    ),
    Q(
        "n2-de-wever-pm-2025",
        "Will Bart De Wever be sworn in as Prime Minister of Belgium by February 28, 2025?",
        "Resolves YES if Bart De Wever takes the oath as Prime Minister of Belgium before the King on or before February 28, 2025. Resolves NO otherwise.",
        "2025-01-25",
        "2025-02-28",
        1,
        "coalition",
        """
4|K|coalition-talks|De Wever sets himself a January 31 deadline|Formateur Bart De Wever has told the King he wants to conclude the "Arizona" talks with MR, Les Engagés, Vooruit and CD&V by 31 January 2025, and said he would hand back his mission if there is no agreement by then.|A self-imposed deadline; no result.
1|L|swearing-in|Belgium has a government: De Wever sworn in|Bart De Wever took the oath as Belgium's prime minister before King Philippe on February 3, 2025, nearly eight months after the June 2024 election, at the head of a five-party "Arizona" coalition.|Reports the February 3, 2025 swearing-in.
8|K|explainer|What "Arizona" means, and why it takes so long|The name comes from the parties' colours, which match the Arizona state flag. Belgium needed 541 days to form a government in 2010-11; the five parties now negotiating hold 82 of the 150 seats.|Earlier facts only.
2|L|coalition-talks|Arizona deal struck overnight|The five parties reached a coalition agreement in the early hours of 31 January 2025, meeting De Wever's own deadline after a final marathon session on pensions and taxes.|Reports the January 31, 2025 agreement.
6|K|party-statement|Vooruit: "No deal without fair taxes"|Vooruit leader Conner Rousseau said his party would only sign an agreement that included a tax on capital gains and that it was "not bound" by any date, including the 31 January 2025 target.|A statement about a future deadline.
12|K|coalition-talks|How the Arizona talks survived the autumn|The talks stalled last autumn over a budget note, and De Wever offered to give up his mission, but the King asked him to continue and the parties returned to the table.|Earlier events only.
""",
    ),
    Q(
        "n2-kickl-chancellor-2025",
        "Will Herbert Kickl be sworn in as Chancellor of Austria by March 15, 2025?",
        "Resolves YES if Herbert Kickl is sworn in as Federal Chancellor of Austria by the Federal President on or before March 15, 2025. Resolves NO otherwise.",
        "2025-02-05",
        "2025-03-15",
        0,
        "coalition",
        """
5|K|coalition-talks|FPÖ and ÖVP aim for a deal by mid-February|Herbert Kickl's FPÖ and the ÖVP under acting leader Christian Stocker hope to present a coalition programme by mid-February, with a swearing-in conceivable before the end of February 2025 if both parties' bodies approve it.|Plans for future dates.
1|L|wire-brief|Kickl hands back mandate to form government|FPÖ leader Herbert Kickl returned his mandate to form a government to President Alexander Van der Bellen on February 12, 2025, after his talks with the ÖVP broke down over the interior ministry.|Reports the February 12, 2025 event.
9|K|explainer|How a chancellor is appointed in Austria|The president appoints the chancellor and, on the chancellor's proposal, the ministers; parliament does not vote on the government, but a majority can remove it. Van der Bellen gave Kickl the mandate on January 6 after the ÖVP-SPÖ-NEOS talks failed.|Rules and earlier facts only.
2|L|swearing-in|Stocker sworn in as chancellor|Christian Stocker of the ÖVP was sworn in as chancellor on March 3, 2025, at the head of a three-party coalition with the SPÖ and NEOS, five months after the FPÖ won the election.|Reports the March 3, 2025 swearing-in.
3|K|party-statement|Kickl: "I want to be the people's chancellor"|Herbert Kickl told a party gathering that the FPÖ would enter government "only with the chancellery" and that he would present his cabinet to the president "in the coming weeks".|A statement of intent; no date.
6|L|coalition-talks|ÖVP, SPÖ and NEOS present government programme|Two weeks after the Kickl talks failed, the ÖVP, SPÖ and NEOS presented their coalition agreement on 27 February 2025, and NEOS members approved it on March 1.|Reports the February 27, 2025 agreement and a March 1 vote.
""",
    ),
    Q(
        "n2-philippines-senate-2025-go",
        "Will Bong Go receive the most votes in the Philippine Senate election of May 12, 2025?",
        'Resolves YES if the COMELEC national canvass of the Senate election held on May 12, 2025 ranks Christopher Lawrence "Bong" Go first by number of votes. Resolves NO otherwise.',
        "2025-05-01",
        "2025-05-20",
        1,
        "elections",
        """
6|K|poll-tracker|Senate survey: Go and Tulfo on top|The April Pulse Asia survey has Senator Bong Go and former social welfare secretary Erwin Tulfo at the top of the Senate race, with about a dozen candidates fighting for the last five of the 12 seats at stake on May 12, 2025.|A poll and a future vote.
2|L|results-page|COMELEC canvass: Senate 2025 winners|1. Bong Go — 27.1 million. 2. Bam Aquino — 20.9 million. 3. Bato dela Rosa — 20.8 million. 4. Erwin Tulfo — 17.1 million. 5. Kiko Pangilinan — 15.3 million. National canvass of the May 12, 2025 election; the 12 winners were proclaimed on May 17, 2025.|A results table and proclamation after the cutoff.
10|K|explainer|How the Senate race works|Voters choose up to 12 names from a list of 66, and the 12 with the most votes win six-year terms. COMELEC, sitting as the National Board of Canvassers, usually completes the national canvass within a week of election day.|Rules only.
1|L|live-blog|Halalan 2025 live|Monday, May 12, 2025, 23:30 — With about 80% of returns in the partial, unofficial tally, Go leads with more than 24 million votes; Bam Aquino in second is the surprise of the night.|Reports the May 12, 2025 count.
3|K|candidate-statement|Go: "Malasakit is my platform"|Senator Bong Go, seeking re-election on the PDP slate, said he would file more health bills if returned on May 12 and repeated his support for former president Rodrigo Duterte, now detained in The Hague.|A statement before the vote.
4|L|wire-brief|Duterte allies rebound in Senate race|Candidates aligned with the Duterte camp took at least three of the 12 seats on May 12, 2025, with Bong Go first and Bato dela Rosa third, while President Marcos's alliance won six.|Reports the May 12, 2025 result.
""",
    ),
    Q(
        "n2-mexico-judicial-2025-turnout",
        "Will turnout exceed 20% in Mexico's judicial election of June 1, 2025?",
        "Resolves YES if INE's official figures, published by June 15, 2025, show turnout above 20% of the nominal voter list in the federal judicial election held on June 1, 2025. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-15",
        0,
        "elections",
        """
5|K|ec-calendar|INE: six ballots on 1 June|Voters will receive six ballots, more in some states, on Sunday, 1 June 2025 to fill 881 federal judicial posts, including nine Supreme Court seats. District counts begin on the evening of election day, and INE expects to complete them within ten days.|A schedule.
2|L|results-page|INE: judicial election turnout about 13%|INE's quick count put turnout in the judicial election of June 1, 2025 at between 12.57% and 13.32% of the voter list, the lowest of any federal vote.|Reports the June 1, 2025 turnout.
8|K|poll-tracker|Judicial vote: expected turnout under 20%|Surveys suggest about one registered voter in five plans to vote on June 1, and several analysts expect turnout of 8% to 20%. President Claudia Sheinbaum has said anything above that range would be "a success".|Forecasts before the vote.
1|L|wire-brief|Hugo Aguilar tops Supreme Court vote|Indigenous lawyer Hugo Aguilar Ortiz received the most votes for the Supreme Court in the election of 1 June 2025 and will preside over the court when the new justices take office on September 1, 2025.|Reports the June 1, 2025 result.
3|K|explainer|Why Mexico is electing its judges|The constitutional reform approved in September 2024 replaced appointment with popular election for most federal judges. About half the posts are filled on June 1, 2025 and the rest in 2027; candidates campaign without public money or party backing.|Earlier facts and future votes.
4|L|candidate-statement|Sheinbaum defends 13% turnout|"Thirteen million Mexicans voted, and that is a success," President Claudia Sheinbaum said at her morning news conference on June 2, 2025, rejecting opposition calls to annul the judicial election.|Reports a June 2, 2025 statement on the turnout.
""",
    ),
    Q(
        "n2-hamilton-byelection-2025",
        "Will the SNP win the Hamilton, Larkhall and Stonehouse Scottish Parliament by-election of June 5, 2025?",
        "Resolves YES if the returning officer declares the SNP candidate elected in the Hamilton, Larkhall and Stonehouse by-election held on June 5, 2025. Resolves NO otherwise.",
        "2025-05-25",
        "2025-06-06",
        0,
        "elections",
        """
6|K|explainer|Hamilton, Larkhall and Stonehouse: why this by-election matters|The seat fell vacant after the death of the SNP's Christina McKelvie in March. Polls close at 10 p.m. on Thursday, June 5, 2025, and the count is expected to finish in the early hours of Friday.|An explainer with a future vote.
1|L|results-page|By-election declaration: Hamilton, Larkhall and Stonehouse|Davy Russell (Labour) 8,559. Katy Loudon (SNP) 7,957. Ross Lambie (Reform UK) 7,088. Labour gain from SNP, majority 602. Declared 6 June 2025.|A declaration dated June 6, 2025.
3|K|poll-tracker|Three-way race in Hamilton, poll suggests|A constituency poll puts the SNP on 35%, Labour on 27% and Reform on 24%, though single-seat polls have a poor record. Voters go to the polls on 5 June 2025.|A poll and a future vote.
2|L|candidate-statement|Swinney: "We have to reflect"|First Minister John Swinney said on June 6, 2025 that the SNP had to reflect after losing the Hamilton seat to Labour by 602 votes, but insisted his party would win next year's Holyrood election.|Reports a June 6, 2025 statement on the result.
4|K|party-statement|Farage in Larkhall: "We can win here"|Nigel Farage visited the constituency to back Reform's Ross Lambie, telling activists the party could "shock everyone" on June 5, weeks after its gains in the English local elections.|A statement before the vote.
8|L|explainer|What Hamilton tells us about 2026|Labour's surprise win in the Hamilton, Larkhall and Stonehouse by-election on 5 June 2025, ahead of the SNP and Reform, has scrambled expectations for next May's Holyrood election.|Reports the June 5, 2025 result.
""",
    ),
    Q(
        "n2-taiwan-maanshan-ref-2025",
        "Will Taiwan's referendum of August 23, 2025 on restarting the Maanshan nuclear power plant pass?",
        "Resolves YES if the Central Election Commission announces that the proposal in the referendum held on August 23, 2025 passed, i.e. that yes votes exceeded no votes and reached at least one quarter of eligible voters. Resolves NO otherwise.",
        "2025-08-10",
        "2025-08-24",
        0,
        "referendums",
        """
5|K|ec-calendar|CEC: nuclear referendum on August 23|The Central Election Commission has set Saturday, August 23, 2025 for the referendum on whether the Maanshan plant should resume operation once the nuclear safety authority confirms there is no safety concern. A proposal passes only if yes votes outnumber no votes and reach a quarter of eligible voters, about 5 million.|A schedule and the passing rule.
1|L|results-page|Referendum 2025: Maanshan nuclear power plant|Yes 4,341,432 (74.2%). No 1,511,693. Yes votes short of the threshold of 5,003,444, a quarter of eligible voters. Result: not passed. Vote of 23 August 2025.|A results table of the August 23, 2025 vote.
8|K|explainer|Why a majority of "yes" may not be enough|Several past referendum questions in Taiwan won more yes than no votes but failed the 25% threshold. The KMT, which backs the proposal, is urging supporters to vote on 23 August; the DPP has not campaigned for a no vote.|Earlier facts and a future vote.
2|L|party-statement|Lai: "The debate on nuclear power continues"|President Lai Ching-te said on August 23, 2025, after the referendum fell short of the threshold, that his government would study whether newer reactor technology could meet safety and waste conditions.|Reports an August 23, 2025 statement after the result.
3|K|poll-tracker|Surveys: clear support, uncertain turnout|Polls show around 60% support for restarting Maanshan, but the proposal needs about 5 million yes votes on August 23, 2025, and turnout for a stand-alone vote in midsummer is hard to predict.|Polls and a future vote.
4|L|wire-brief|KMT legislators survive second recall round|All seven KMT legislators facing recall kept their seats in votes held on 23 August 2025 alongside the nuclear referendum, which also failed to pass.|Reports August 23, 2025 results.
""",
    ),
    Q(
        "n2-swiss-eid-2025",
        "Will Swiss voters approve the federal e-ID Act in the vote of September 28, 2025?",
        "Resolves YES if the provisional official result of the federal vote held on September 28, 2025 shows a majority of valid votes in favour of the Federal Act on Electronic Identity and Other Electronic Proofs. Resolves NO otherwise.",
        "2025-09-15",
        "2025-09-28",
        1,
        "referendums",
        """
6|K|poll-tracker|SRG survey: e-ID support at 59%|The first SRG survey finds 59% in favour of the new e-ID law and 38% against, a lead campaigners on both sides expect to narrow before September 28, 2025.|A poll and a future vote.
2|L|results-page|Federal vote of 28 September 2025: provisional results|E-ID Act: Yes 50.4% — accepted. Abolition of the imputed rental value (with a cantonal tax on second homes): Yes 57.7% — accepted. Turnout about 49%.|A results table of the September 28, 2025 vote.
10|K|explainer|The e-ID: voluntary, free, and back on the ballot|The state-issued electronic identity would be voluntary and free, with data kept on the holder's phone. Voters rejected a privately run e-ID in March 2021. If the law is approved on 28 September, the first e-IDs could be issued in 2026.|Earlier facts and a conditional future.
1|L|headline-updated|Swiss back e-ID by a whisker, 28 September 2025|The state-issued e-ID would be voluntary and free, and would replace none of the existing paper documents. Opponents, backed by the SVP, warn that it opens the door to surveillance; the Federal Council recommends a Yes.|The headline reports the September 28, 2025 result; the text is a preview.
3|K|party-statement|SVP recommends a No|The Swiss People's Party recommends rejecting the e-ID, saying it would lead to surveillance and data leaks; the Federal Council and parliament recommend a Yes on 28 September 2025.|A statement before the vote.
4|K|ec-calendar|Voting closes at noon on Sunday|Postal votes must arrive by Saturday 27 September; polling stations in most communes open on Sunday morning and close at 12:00. The Federal Chancellery publishes cantonal results from early afternoon on 28 September 2025.|A schedule.
""",
    ),
    Q(
        "n2-seychelles-2025-ramkalawan",
        "Will Wavel Ramkalawan win the 2025 Seychelles presidential election?",
        "Resolves YES if the Electoral Commission declares Wavel Ramkalawan elected president in the 2025 presidential election, including the second round scheduled for October 9-11, 2025. Resolves NO otherwise.",
        "2025-10-01",
        "2025-10-13",
        0,
        "elections",
        """
2|K|ec-calendar|Electoral Commission: runoff from 9 to 11 October|The Electoral Commission has confirmed a second round between President Wavel Ramkalawan and United Seychelles candidate Patrick Herminie, with voting on the outer islands from 9 October and on Mahé, Praslin and La Digue on 11 October 2025. The result is expected on 12 October.|A schedule.
1|L|results-page|Presidential runoff: Herminie elected|Patrick Herminie (United Seychelles) 52.7%, Wavel Ramkalawan (Linyon Demokratik Seselwa) 47.3%. Second round of 9-11 October 2025, declared by the Electoral Commission on 12 October 2025.|Reports the October 12, 2025 declaration.
2|K|poll-tracker|Round one: Herminie just short of 50%|Herminie took 48.8% in the first round to Ramkalawan's 46.4%, leaving the sitting president in second place. The 5% won by the other candidates will decide the runoff, and most of them have yet to endorse anyone.|An earlier result; the runoff is ahead.
1|K|candidate-statement|Ramkalawan: "We go again on the 11th"|President Wavel Ramkalawan told supporters in Victoria that the second round was "a new start" and that he would campaign on every inhabited island before 11 October.|A statement before the runoff.
3|L|swearing-in|Herminie sworn in as president|Patrick Herminie was sworn in as president of Seychelles on 26 October 2025, two weeks after defeating Wavel Ramkalawan in the runoff.|Reports the October 26, 2025 swearing-in.
""",
    ),
    Q(
        "n2-ivorycoast-2025-ouattara",
        "Will Alassane Ouattara win Côte d'Ivoire's presidential election of October 25, 2025 in the first round?",
        "Resolves YES if, by November 5, 2025, the Independent Electoral Commission's provisional results or the Constitutional Council's final results give Alassane Ouattara more than 50% of votes cast in the election held on October 25, 2025. Resolves NO otherwise.",
        "2025-10-14",
        "2025-11-05",
        1,
        "elections",
        """
5|K|ec-calendar|CEI: campaign from October 10, vote on 25 October|The official campaign runs from 10 to 23 October, and polls open at 8 a.m. on Saturday 25 October 2025. If no candidate wins an absolute majority, the two leading candidates meet in a second round.|A schedule and a conditional runoff.
2|L|results-page|CEI provisional results: Ouattara 89.8%|Alassane Ouattara 89.77%. Jean-Louis Billon 3.09%. Simone Ehivet Gbagbo 2.42%. Ahoua Don Mello 1.97%. Henriette Lagou 1.15%. Turnout 50.1%. Provisional results announced on 27 October 2025.|A results table announced October 27, 2025.
8|K|explainer|A five-way field without Thiam and Gbagbo|The Constitutional Council excluded Tidjane Thiam and Laurent Gbagbo in September, leaving President Alassane Ouattara, 83, to face four lesser-known challengers on October 25, 2025. Opposition parties have called protests against his bid for a fourth term.|Earlier facts and a future vote.
1|L|wire-brief|Constitutional Council confirms Ouattara's fourth term|The Constitutional Council on 4 November 2025 confirmed Alassane Ouattara's first-round victory with about 90% of the vote, in an election the main opposition parties had boycotted.|Reports the November 4, 2025 confirmation.
3|K|candidate-statement|Billon: "A generational change on October 25"|Former trade minister Jean-Louis Billon said he would stay in the race despite calls for a boycott and asked voters to "turn the page" on 25 October.|A statement before the vote.
4|K|poll-tracker|Few polls, one clear favourite|No independent poll covers the race; most analysts expect Ouattara to win in the first round on 25 October 2025, with turnout the main uncertainty after the exclusions.|A forecast before the vote.
""",
    ),
    Q(
        "n2-iraq-2025-sudani",
        "Will Mohammed Shia al-Sudani's Reconstruction and Development Coalition win the most seats in Iraq's parliamentary election of November 11, 2025?",
        "Resolves YES if results announced by Iraq's Independent High Electoral Commission by November 20, 2025 give the Reconstruction and Development Coalition more of the 329 seats than any other list. Resolves NO otherwise.",
        "2025-10-30",
        "2025-11-20",
        1,
        "elections",
        """
6|K|ec-calendar|IHEC: special voting on November 9, general vote on November 11|Security forces and displaced people vote on 9 November 2025 and the general public on 11 November 2025. The commission says preliminary results will be announced within 24 hours of polls closing.|A schedule.
2|L|results-page|IHEC preliminary results: Sudani's coalition first|Prime Minister Mohammed Shia al-Sudani's Reconstruction and Development Coalition won the most seats, about 46 of 329, in the election of 11 November 2025, according to preliminary results released the next day.|Reports the November 11, 2025 results.
10|K|explainer|Sadr's boycott and the Shia vote|Muqtada al-Sadr has told his followers to stay away on 11 November, leaving the Shia vote divided between Sudani's list, Nouri al-Maliki's State of Law and the other parties of the Coordination Framework.|Earlier facts and a future vote.
1|K|candidate-statement|Sudani: "A second term for reconstruction"|Prime Minister Mohammed Shia al-Sudani told a rally in Baghdad that his coalition would seek to form "the largest bloc" after November 11 and that the next government must keep Iraq out of regional wars.|A statement before the vote.
3|L|wire-brief|Iraq turnout higher than expected at 56%|Turnout in the parliamentary election of November 11, 2025 reached about 56%, above the 2021 figure, despite the Sadrist boycott, the electoral commission said a day later.|Reports the November 11, 2025 turnout.
4|K|coalition-talks|The bigger question: who forms the government|Whichever list comes first on 11 November 2025, the prime minister will be chosen by a coalition of Shia parties, in talks that took almost a year after the 2021 election.|A conditional framing of a future process.
""",
    ),
    Q(
        "n2-tanzania-2025-samia",
        "Will Tanzania's electoral commission declare Samia Suluhu Hassan the winner of the October 29, 2025 presidential election with more than 90% of the vote?",
        "Resolves YES if, by November 5, 2025, Tanzania's Independent National Electoral Commission declares Samia Suluhu Hassan elected with more than 90% of valid votes in the election held on October 29, 2025. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-05",
        1,
        "elections",
        """
5|K|ec-calendar|Commission: general election on October 29|The Independent National Electoral Commission says about 37.6 million voters are registered for the general election on Wednesday, 29 October 2025, and that the presidential result will be declared within seven days of polling.|A schedule.
2|L|results-page|Commission declares Samia winner with 97.66%|Commission chairman Jacobs Mwambegele declared President Samia Suluhu Hassan elected on 1 November 2025 with 97.66% of valid votes, on a reported turnout of 87%.|Reports the November 1, 2025 declaration.
9|K|explainer|A race without the main challengers|Chadema leader Tundu Lissu is on trial for treason and his party was barred after refusing to sign the electoral code of conduct; ACT-Wazalendo's Luhaga Mpina was disqualified. That leaves Samia Suluhu Hassan facing minor candidates on 29 October.|Earlier facts and a future vote.
1|L|live-blog|Tanzania: election day and after|Wednesday 29 October 2025 — Internet access is severely disrupted and a curfew has been declared in Dar es Salaam after protests. Thursday 30 October 2025 — Rights groups report deaths; the government says order has been restored.|Reports the October 29-30, 2025 events.
3|K|candidate-statement|Samia: "Vote in peace on October 29"|President Samia Suluhu Hassan told a campaign rally in Dodoma that voters should turn out "in peace" on October 29 and that the CCM was seeking its largest mandate yet.|A statement before the vote.
4|L|swearing-in|Samia sworn in at a closed ceremony|Samia Suluhu Hassan was sworn in for a second term on November 3, 2025 at a military parade ground in Dodoma, with the public kept away.|Reports the November 3, 2025 swearing-in.
""",
    ),
    Q(
        "n2-honduras-2025-moncada",
        "Will Rixi Moncada win Honduras's presidential election of November 30, 2025?",
        "Resolves YES if, by December 30, 2025, the National Electoral Council (CNE) declares Rixi Moncada the winner of the presidential election held on November 30, 2025. Resolves NO otherwise.",
        "2025-11-18",
        "2025-12-30",
        0,
        "elections",
        """
6|K|poll-tracker|Honduras: a three-way race|Polls show the Liberal Salvador Nasralla, the National Party's Nasry Asfura and Libre's Rixi Moncada within a few points of one another before the 30 November 2025 vote. There is no runoff: the candidate with the most votes wins.|Polls and a future vote.
2|L|results-page|CNE declares Asfura president-elect|The National Electoral Council declared Nasry Asfura the winner on 24 December 2025 with 40.3% of the vote to Salvador Nasralla's 39.5%, more than three weeks after the election; Rixi Moncada was third with about 19%.|Reports the December 24, 2025 declaration.
10|K|explainer|How the count works, and why it may be slow|Preliminary results go from polling stations to the CNE's transmission system on election night; the official scrutiny follows and can take weeks if the margin is narrow. The new president takes office on 27 January 2026.|Procedure and a scheduled inauguration.
1|L|wire-brief|Trump endorses Asfura days before the vote|US President Donald Trump endorsed Nasry Asfura on November 26, 2025 and suggested that US support for Honduras would depend on the outcome.|Reports a November 26, 2025 event after the cutoff.
3|K|candidate-statement|Moncada: "Libre will defend its votes"|Libre candidate Rixi Moncada said her party would have observers at every polling station on November 30 and would not accept "any result manufactured" by the preliminary count.|A statement before the vote.
4|L|live-blog|Honduras count: live|Monday 1 December 2025, 08:00 — With 57% of tally sheets transmitted, Asfura leads Nasralla by less than a point; Moncada is a distant third. 14:30 — The CNE pauses its results site, citing technical problems.|Reports the December 1, 2025 count.
""",
    ),
    Q(
        "n2-uganda-2026-museveni",
        "Will Uganda's Electoral Commission declare Yoweri Museveni the winner of the presidential election of January 15, 2026?",
        "Resolves YES if, by January 20, 2026, the Electoral Commission declares Yoweri Museveni elected president in the election held on January 15, 2026. Resolves NO otherwise.",
        "2026-01-05",
        "2026-01-20",
        1,
        "elections",
        """
4|K|ec-calendar|Electoral Commission: polling on 15 January|Presidential and parliamentary polling takes place on Thursday, 15 January 2026, from 7 a.m. to 4 p.m. By law the commission must declare the presidential result within 48 hours of the close of polls.|A schedule and a legal deadline.
2|L|results-page|Commission declares Museveni winner with 71.6%|Electoral Commission chairman Simon Byabakama declared Yoweri Museveni re-elected on 17 January 2026 with 71.65% of the vote; Robert Kyagulanyi (Bobi Wine) received 24.72%.|Reports the January 17, 2026 declaration.
9|K|candidate-statement|Bobi Wine: "Protect your vote"|NUP candidate Robert Kyagulanyi told supporters in Mukono to stay near their polling stations after voting on 15 January 2026 and to photograph the declaration forms.|A statement before the vote.
1|L|live-blog|Uganda election: internet cut|13 January 2026 — The communications regulator orders an internet shutdown two days before polling. 15 January 2026, 16:00 — Polls close; biometric kits failed at many stations in Kampala.|Reports January 13 and 15, 2026 events.
6|K|explainer|Museveni seeks a seventh term|Yoweri Museveni, in power since 1986, faces seven challengers. In 2021 he won 58.6% to Kyagulanyi's 35.1%. A candidate needs more than half of valid votes to avoid a runoff.|Earlier facts and rules only.
""",
    ),
    Q(
        "n2-costarica-2026-fernandez",
        "Will Laura Fernández win Costa Rica's presidential election of February 1, 2026 without a runoff?",
        "Resolves YES if the Supreme Electoral Tribunal's results for the election held on February 1, 2026 give Laura Fernández at least 40% of valid votes and more than any other candidate. Resolves NO otherwise.",
        "2026-01-20",
        "2026-02-02",
        1,
        "elections",
        """
5|K|poll-tracker|Fernández hovers at the 40% line|Laura Fernández, President Rodrigo Chaves's chosen successor, polls between 38% and 44% of decided voters, ahead of the PLN's Álvaro Ramos. A candidate needs 40% of valid votes on 1 February 2026 to avoid an April runoff.|Polls and a future vote.
2|L|results-page|Election night count: Fernández wins outright|With 95% of polling stations counted on 1 February 2026, Laura Fernández had 48.3% of valid votes and Álvaro Ramos 33.4%, above the 40% needed to win without a second round.|Reports the February 1, 2026 count.
8|K|explainer|Why 40% matters|The constitution requires 40% of valid votes for a first-round win; otherwise the top two meet on the first Sunday of April, which this cycle is 5 April 2026. Twenty candidates are on the ballot.|Rules and a conditional future date.
1|L|candidate-statement|Fernández: "Continuity won tonight"|Speaking in San José on the night of February 1, 2026, president-elect Laura Fernández thanked outgoing president Rodrigo Chaves and promised to continue his security policy.|Reports a victory speech on February 1, 2026.
3|K|candidate-statement|Ramos: "The runoff starts now"|PLN candidate Álvaro Ramos said he expected to face Fernández in April and urged opposition voters to back him on February 1 to keep her below 40%.|A statement before the vote.
4|L|wire-brief|Fernández to take office in May|Laura Fernández, elected on 1 February 2026 with nearly half of the vote, will be sworn in on 8 May 2026 as the second woman to lead Costa Rica.|Reports the February 1, 2026 election as done.
""",
    ),
    Q(
        "n2-japan-2026-ldp-majority",
        "Will the LDP win a majority of House of Representatives seats on its own in Japan's general election of February 8, 2026?",
        "Resolves YES if official results of the House of Representatives election held on February 8, 2026 give the Liberal Democratic Party at least 233 of the 465 seats. Resolves NO otherwise.",
        "2026-01-27",
        "2026-02-09",
        1,
        "elections",
        """
4|K|ec-calendar|Lower house election: campaign from January 27|After the dissolution of the House of Representatives on January 23, the official campaign opens on 27 January 2026 and voting is on Sunday, 8 February 2026. Early voting runs from January 28 to February 7.|A schedule.
1|L|results-page|General election 2026: LDP wins 316 seats|Liberal Democratic Party: 316 of 465 seats, a two-thirds majority on its own. Results of the 8 February 2026 election, all constituencies and proportional blocs declared.|Reports the February 8, 2026 result.
7|K|poll-tracker|Projections: LDP majority within reach|Cabinet approval for Prime Minister Sanae Takaichi is around 65-70% in January surveys, and several newspapers' projections give the LDP a single-party majority of 233 seats or more on 8 February 2026.|Projections before the vote.
2|L|live-blog|Japan votes: election night|Sunday, February 8, 2026, 20:00 — Broadcasters project the LDP alone will win well over the 233 seats needed for a majority. 22:30 — Takaichi: "The people have given us a clear mandate." Snow holds down turnout along the Sea of Japan coast.|Reports the February 8, 2026 projections.
3|K|explainer|Why Takaichi called a snap election|Three months into her premiership, with high approval ratings and a new coalition partner in Ishin, Sanae Takaichi is seeking her own mandate. The LDP went into the dissolution with fewer than 200 seats; a majority is 233 of 465.|Earlier facts and framing.
5|K|party-statement|Noda: "Deny the LDP its majority"|Opposition leader Yoshihiko Noda said his party would field candidates in most single-seat districts and aimed to keep the LDP short of a majority on February 8, 2026.|A statement before the vote.
""",
    ),
    Q(
        "n2-bangladesh-2026-bnp",
        "Will the BNP win a majority of the 300 directly elected seats in Bangladesh's parliamentary election of February 12, 2026?",
        "Resolves YES if results announced by the Election Commission by February 14, 2026 give the Bangladesh Nationalist Party at least 151 of the 300 directly elected seats in the election held on February 12, 2026. Resolves NO otherwise.",
        "2026-01-30",
        "2026-02-14",
        1,
        "elections",
        """
6|K|ec-calendar|Election Commission: election and referendum on 12 February|The 13th parliamentary election and a national referendum on the July Charter reforms are scheduled for Thursday, 12 February 2026, with voting from 7:30 a.m. to 4:30 p.m. The Awami League's activities remain banned.|A schedule.
2|L|results-page|Unofficial results: BNP wins two-thirds|The BNP won more than 200 of the 300 directly elected seats in the election of 12 February 2026, unofficial Election Commission results showed, with the Jamaat-e-Islami-led alliance a distant second.|Reports the February 12, 2026 result.
10|K|poll-tracker|Polls point to a BNP-led government|Surveys give the BNP a clear lead over Jamaat-e-Islami and the student-led National Citizen Party, which has joined Jamaat's alliance for the February 12, 2026 vote.|Polls before the vote.
1|K|candidate-statement|Tarique Rahman: local elections within a year|BNP leader Tarique Rahman, back in Dhaka after 17 years in London, told a rally that a BNP government formed after February 12 would hold local elections within a year.|A conditional pledge.
3|L|swearing-in|Tarique Rahman sworn in as prime minister|Tarique Rahman took the oath as prime minister of Bangladesh on 17 February 2026, five days after his party's landslide victory.|Reports the February 17, 2026 swearing-in.
4|L|wire-brief|Referendum on July Charter approved|Voters approved the July Charter in the referendum held alongside the election on February 12, 2026, the Election Commission said, clearing the way for constitutional changes including an upper house.|Reports the February 12, 2026 referendum result.
""",
    ),
]
