# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold23` part, read by `build_hold23.py`.

Reference pages: encyclopedia and wiki articles (leads, infoboxes, timelines, "recent events" and
"upcoming" sections), lists of scheduled events, tournament and election pages with results
tables, FAQ and explainer pages, and event and product pages that get updated. Each question's
documents are one line each in a string, fields separated by `|`: days before the cutoff it is
published, label (L=leak / K=keep), style, title, text, why. Written blind as a held-out part;
the events are real ones of 2023-2025, the wording is invented and the figures are from memory,
not checked data. See `build_hold23.py` and `tests/data/leak_holdout/hold23.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "l0-vuelta-2024-roglic",
        "Will Primoz Roglic win the 2024 Vuelta a Espana?",
        "Resolves YES if Primoz Roglic leads the final general classification of the 2024 Vuelta a Espana after the last stage in Madrid on September 8, 2024. Resolves NO otherwise.",
        "2024-08-15",
        "2024-09-08",
        1,
        "sports",
        """
3|K|wiki-infobox|2024 Vuelta a España|Race details. Dates: 17 August – 8 September 2024. Stages: 21. Distance: about 3,300 km. Start: Lisbon, Portugal. Finish: Madrid (individual time trial). Previous edition winner: Sepp Kuss.|An infobox of scheduled dates only.
5|L|wiki-lead-updated|2024 Vuelta a España|The 2024 Vuelta a España was the 79th edition of the race. It was won by Primož Roglič of Red Bull–Bora–Hansgrohe, who took back the red jersey in the last week and kept it through the closing time trial in Madrid on 8 September 2024, for a record-equalling fourth title.|Reports the race as won on 8 September 2024.
8|K|wiki-upcoming|Primož Roglič – 2024 season|Roglič abandoned the Tour de France after crashing on stage 12 in July. His team has named him leader for the Vuelta, which starts on 17 August in Lisbon; he won the race in 2019, 2020 and 2021.|A past crash and a scheduled start.
2|L|results-table|2024 Vuelta a España – General classification (final)|After stage 21, Madrid ITT, 2024-09-08: 1. Primož Roglič (Red Bull–Bora–Hansgrohe) 81h 49' 15"; 2. Ben O'Connor (Decathlon AG2R La Mondiale) +2' 36"; 3. Enric Mas (Movistar) +3' 13"; 4. Richard Carapaz (EF Education–EasyPost) +4' 02".|A final classification dated after the cutoff.
11|K|schedule-list|Vuelta 2024: stage list|Stage 1 – Sat 17 Aug: Lisbon–Oeiras, ITT, 12 km. Stage 2 – Sun 18 Aug: Cascais–Ourém. Rest days: Mon 26 Aug, Mon 2 Sept. Stage 20 – Sat 7 Sept: Villarcayo–Picón Blanco. Stage 21 – Sun 8 Sept: Madrid, ITT, 24.6 km.|A stage schedule.
1|L|wiki-timeline|Ben O'Connor|22 August 2024: wins stage 6 of the Vuelta at Yunquera by more than four minutes and takes the red jersey, which he holds for almost two weeks before losing it to Roglič in the final mountain stages.|Reports a stage win dated after the cutoff.
""",
    ),
    Q(
        "l0-nobel-econ-2024-institutions",
        "Will the 2024 Nobel Memorial Prize in Economic Sciences be awarded for research on institutions?",
        "Resolves YES if the prize announced on October 14, 2024 cites research on political or economic institutions. Resolves NO otherwise.",
        "2024-09-30",
        "2024-10-14",
        1,
        "awards",
        """
6|K|event-page|Nobel Prize announcements 2024|Physiology or Medicine: Monday 7 October, 11:30 CET at the earliest. Physics: Tuesday 8 October. Chemistry: Wednesday 9 October. Literature: Thursday 10 October, 13:00. Peace: Friday 11 October, in Oslo. Economic sciences: Monday 14 October, 11:45.|An announcement calendar.
3|L|wiki-list|List of Nobel Memorial Prize laureates in Economic Sciences|2022 – Ben Bernanke, Douglas Diamond, Philip Dybvig (banks and financial crises). 2023 – Claudia Goldin (women's labour market outcomes). 2024 – Daron Acemoglu, Simon Johnson, James A. Robinson, "for studies of how institutions are formed and affect prosperity" (announced 14 October 2024).|Lists the 2024 laureates announced on October 14, 2024.
10|K|faq|Is the economics prize a Nobel Prize?|Strictly, no: the Sveriges Riksbank Prize in Economic Sciences in Memory of Alfred Nobel was set up in 1968 and is not one of the five prizes in Nobel's will. It is, however, chosen under the same rules and handed out at the same ceremony on 10 December. This year's laureates will be announced on October 14.|An FAQ naming future dates.
1|L|wiki-bio|Daron Acemoglu|Kamer Daron Acemoğlu (born 3 September 1967) is a Turkish-American economist at MIT. In October 2024 he was awarded the Nobel Memorial Prize in Economic Sciences, jointly with Simon Johnson and James Robinson, for work comparing institutions and prosperity across countries.|Reports the October 2024 award.
14|K|explainer|Who could win the economics Nobel?|Names that come up every autumn include Acemoglu and Robinson, for the argument of Why Nations Fail, and labour economists such as David Card's co-authors. The committee reveals its choice in Stockholm on Monday, Oct. 14, 2024, and has surprised forecasters more often than not.|Speculation before the announcement.
4|L|wiki-recent-events|Portal:Current events/October 2024|14 October 2024 – The Royal Swedish Academy of Sciences awards the economics prize to Acemoglu, Johnson and Robinson. 9 October 2024 – The chemistry prize goes to David Baker, Demis Hassabis and John Jumper for work on proteins.|A recent-events list reporting October 2024 announcements.
""",
    ),
    Q(
        "l0-nobel-chem-2023-quantum-dots",
        "Will the 2023 Nobel Prize in Chemistry be awarded for the discovery or synthesis of quantum dots?",
        "Resolves YES if the chemistry prize announced on October 4, 2023 cites work on quantum dots. Resolves NO otherwise.",
        "2023-09-20",
        "2023-10-04",
        1,
        "awards",
        """
5|K|event-page|Announcement of the 2023 Nobel Prize in Chemistry|Wednesday 4 October 2023, 11:45 CEST at the earliest, at the Royal Swedish Academy of Sciences in Stockholm. The announcement is streamed live and followed by a press conference with members of the committee.|An event page for a scheduled announcement.
2|L|wiki-lead|Quantum dot|Quantum dots are semiconductor particles a few nanometres across whose optical properties depend on their size. The 2023 Nobel Prize in Chemistry was awarded to Moungi Bawendi, Louis E. Brus and Alexei Ekimov on 4 October 2023 "for the discovery and synthesis of quantum dots".|Reports the award of 4 October 2023.
9|K|explainer|Chemistry Nobel 2023: favourites and long shots|Citation-based forecasts again point to metal-organic frameworks, DNA synthesis and the chemistry behind lithium imaging. The prize has gone to biochemistry in three of the last five years. Whatever the field, the answer comes on Oct. 4.|A forecast with a future date.
1|L|wiki-recent-events|2023 in science – October|4 October 2023 – The Nobel Prize in Chemistry goes to Bawendi, Brus and Ekimov for quantum dots; Swedish newspapers had published the names hours early after a press release went out by mistake. 2 October 2023 – Katalin Karikó and Drew Weissman win the Nobel Prize in Physiology or Medicine.|Reports October 2023 announcements.
12|K|wiki-list|List of Nobel laureates in Chemistry|2020 – Emmanuelle Charpentier, Jennifer Doudna (genome editing). 2021 – Benjamin List, David MacMillan (asymmetric organocatalysis). 2022 – Carolyn Bertozzi, Morten Meldal, K. Barry Sharpless (click and bioorthogonal chemistry).|A control listing only earlier laureates.
""",
    ),
    Q(
        "l0-elsalvador-2024-bukele-70pct",
        "Will Nayib Bukele receive more than 70% of valid votes in El Salvador's presidential election of February 4, 2024?",
        "Resolves YES if the Supreme Electoral Tribunal's final count of the February 4, 2024 election gives Bukele more than 70% of valid votes. Resolves NO otherwise.",
        "2024-01-15",
        "2024-02-10",
        1,
        "elections",
        """
7|K|election-page|2024 Salvadoran general election|General elections will be held in El Salvador on 4 February 2024 to elect the president, the vice president and the 60 members of the Legislative Assembly; municipal and Central American Parliament elections follow on 3 March 2024. Incumbent Nayib Bukele, who took a leave of absence on 1 December 2023, is seeking a second term.|Scheduled elections and a past leave of absence.
3|L|election-table|2024 Salvadoran presidential election – Results|Vote of 4 February 2024. Candidate – Party – Votes – %. Nayib Bukele – Nuevas Ideas – 2,701,725 – 84.65. Manuel Flores – FMLN – 204,167 – 6.40. Joel Sánchez – ARENA – 177,881 – 5.57. Others – 3.38. Source: TSE final scrutiny, February 2024.|A results table for the vote held after the cutoff.
12|K|explainer|Can Bukele run again? Explained|The constitution bars a president from serving consecutive terms, but a 2021 ruling by judges Bukele's party had appointed cleared the way. Polls by CID Gallup and others put his support above 80% ahead of the February 4 vote.|An explainer with polls and a future date.
1|L|wiki-bio|Nayib Bukele|Bukele was re-elected on 4 February 2024 by a wide margin, declaring victory on social media before the official count had finished, and was sworn in for a second term on 1 June 2024.|Reports the re-election and inauguration.
5|K|faq|Voting from abroad: frequently asked questions|Salvadorans living abroad can vote online from 6 January until 4 February 2024 at 5 p.m. El Salvador time, using their DUI or passport. In-person voting abroad takes place on 4 February only, at designated centres.|Voting instructions with deadlines.
2|L|wiki-infobox|Legislative Assembly of El Salvador|Political groups (from 1 May 2024): Nuevas Ideas 54; ARENA 2; PCN 1; PDC 1; Vamos 1; independents 1. Last election: 4 February 2024. Next election: 2027.|Reports the seats won in the February 4, 2024 election.
""",
    ),
    Q(
        "l0-romania-2024-runoff-dec8",
        "Will Romania's presidential election runoff be held on December 8, 2024?",
        "Resolves YES if the second round of Romania's 2024 presidential election takes place on December 8, 2024. Resolves NO otherwise.",
        "2024-11-27",
        "2024-12-08",
        0,
        "elections",
        """
2|K|election-page|2024 Romanian presidential election|In the first round on 24 November 2024, independent Călin Georgescu placed first with 22.9% and Elena Lasconi of USR second with 19.2%, narrowly ahead of Prime Minister Marcel Ciolacu. The two will meet in a runoff scheduled for 8 December 2024.|A first round before the cutoff and a scheduled runoff.
1|L|wiki-lead-updated|2024 Romanian presidential election|On 6 December 2024, two days before the scheduled runoff, the Constitutional Court annulled the whole election, citing declassified intelligence reports on a coordinated online campaign for Georgescu. Voting abroad had already begun. The rerun was set for May 2025.|Reports the December 6, 2024 annulment.
6|K|schedule-list|Romania: election calendar 2024|24 Nov – presidential election, first round. 1 Dec – parliamentary elections (Chamber of Deputies and Senate). 8 Dec – presidential runoff. Polling stations abroad open from Friday for each vote. 21 Dec – end of President Iohannis's term.|A calendar of scheduled votes.
4|L|wiki-timeline|Timeline of the 2024 Romanian election crisis|28 November 2024 – The Constitutional Court orders a recount of first-round ballots. 1 December 2024 – Parliamentary elections; the Social Democrats finish first, with far-right parties winning about a third of seats. 2 December 2024 – The court validates the first-round result.|Reports events after the cutoff.
9|K|faq|Romania votes: questions and answers|Who goes through? Only the two candidates with the most votes on 24 November go to the second round. When does the new president take office? The winner of the 8 December 2024 runoff is due to be sworn in before Iohannis's term ends on 21 December.|An FAQ naming scheduled dates.
3|L|quote|Elena Lasconi|"Today the Romanian state has trampled on democracy," Lasconi said on 6 December 2024, after the court cancelled the vote in which she was due to face Georgescu.|A quote after the annulment of December 6, 2024.
""",
    ),
    Q(
        "l0-ldp-2024-ishiba",
        "Will Shigeru Ishiba win the Liberal Democratic Party presidential election of September 27, 2024?",
        "Resolves YES if Ishiba is elected LDP president in the vote held on September 27, 2024. Resolves NO otherwise.",
        "2024-09-12",
        "2024-09-27",
        1,
        "elections",
        """
4|K|election-page|2024 Liberal Democratic Party presidential election|A leadership election will be held on 27 September 2024 after Prime Minister Fumio Kishida announced on 14 August that he would not seek another term as party president. Campaigning formally opens on 12 September; a record nine candidates are expected.|A scheduled vote and a past announcement.
2|L|election-table|2024 LDP presidential election – Second round|Runoff, 27 September 2024. Shigeru Ishiba: 215 (Diet members 189, prefectural chapters 26). Sanae Takaichi: 194 (Diet members 173, prefectural chapters 21). Ishiba elected 28th president of the party.|A runoff result table dated after the cutoff.
8|K|explainer|How the LDP chooses its leader|Each Diet member casts one vote and party members' ballots are converted into the same number of points. If nobody has a majority, a runoff between the top two follows the same afternoon, in which Diet votes weigh far more heavily. On September 27 the count is expected to finish by mid-afternoon.|An explainer with a scheduled date.
1|L|wiki-bio|Shigeru Ishiba|After four failed attempts, Ishiba won the party leadership at his fifth try on 27 September 2024, and the Diet elected him Prime Minister on 1 October 2024.|Reports the leadership win and the prime ministerial vote.
6|K|wiki-upcoming|Next Japanese general election|The next general election must be held by 30 October 2025. Whoever wins the LDP vote on 27 September is expected to be elected prime minister on 1 October and could call an early election.|Future expectations.
3|L|wiki-timeline|Premiership of Shigeru Ishiba|1 October 2024 – Cabinet formed. 9 October 2024 – House of Representatives dissolved. 27 October 2024 – General election; the LDP and Komeito lose their majority.|Reports later events.
""",
    ),
    Q(
        "l0-ecuador-2023-noboa",
        "Will Daniel Noboa win Ecuador's presidential runoff of October 15, 2023?",
        "Resolves YES if the National Electoral Council's results of the October 15, 2023 runoff show Noboa as the winner. Resolves NO otherwise.",
        "2023-09-28",
        "2023-10-15",
        1,
        "elections",
        """
3|K|election-page|2023 Ecuadorian general election|Snap elections were called after President Guillermo Lasso dissolved the National Assembly on 17 May 2023. In the first round on 20 August, Luisa González (Citizen Revolution) led with 33.6% ahead of Daniel Noboa (ADN) with 23.4%. The runoff is scheduled for 15 October 2023; the winner will serve the rest of Lasso's term, until May 2025.|A first round before the cutoff and a scheduled runoff.
1|L|wiki-lead-updated|Daniel Noboa|Daniel Noboa Azín (born 30 November 1987) is an Ecuadorian businessman and politician who has been President of Ecuador since 23 November 2023. He beat Luisa González in the runoff of 15 October 2023 with about 52% of the vote, becoming the youngest president in the country's history.|Reports the runoff win and the inauguration.
7|K|event-page|Presidential debate: second round|The mandatory CNE debate between the two runoff candidates will be held on Sunday, 1 October 2023, at 20:00, broadcast on all national channels. Four blocks: security, economy, employment, and social policy.|A scheduled debate.
10|K|wiki-timeline|Assassination of Fernando Villavicencio|9 August 2023 – Villavicencio is shot dead leaving a campaign rally in Quito. 13 August 2023 – Christian Zurita replaces him as candidate. 20 August 2023 – The first round goes ahead under a state of emergency.|A control with only earlier dates.
2|L|election-table|Ecuador 2023 – second round|Runoff held 15 Oct 2023. Daniel Noboa (ADN): 51.83%. Luisa González (RC): 48.17%. Turnout 82%. Blank and null votes not included.|Runoff results dated after the cutoff.
""",
    ),
    Q(
        "l0-paraguay-2023-pena",
        "Will Santiago Pena win Paraguay's presidential election of April 30, 2023?",
        "Resolves YES if Santiago Pena is the winner of the April 30, 2023 presidential election according to the TSJE's count. Resolves NO otherwise.",
        "2023-04-10",
        "2023-04-30",
        1,
        "elections",
        """
5|K|election-page|2023 Paraguayan general election|General elections will be held in Paraguay on 30 April 2023 to elect the president, the vice president, Congress and departmental governors. The president is elected by simple plurality in one round. Colorado Party candidate Santiago Peña faces Efraín Alegre of the Concertación coalition.|A scheduled election.
2|L|election-table|Paraguayan presidential election 2023: results|Election date: 2023-04-30. Santiago Peña (ANR) 1,292,079 – 42.74%. Efraín Alegre (Concertación) 828,284 – 27.48%. Paraguayo Cubas (Cruzada Nacional) 688,000 – 22.91%. Turnout about 63%. Correction, 3 May 2023: an earlier version of this table gave the wrong vote total for Cubas.|A results table and a correction dated after the cutoff.
9|K|explainer|Paraguay's election: what is at stake|Polls disagree on whether Alegre can end 70 years of almost unbroken Colorado rule. Whoever wins on April 30 takes office on 15 August 2023. Relations with Taiwan are also at stake: Alegre has said he would review them.|An explainer with future dates and a conditional.
1|L|wiki-bio|Santiago Peña|Peña won the presidential election of 30 April 2023 and took office on 15 August 2023, succeeding Mario Abdo Benítez.|Reports the win and the inauguration.
14|K|wiki-list|List of presidents of Paraguay|2013–2018: Horacio Cartes (ANR). 2018–present: Mario Abdo Benítez (ANR); term ends 15 August 2023.|A list with the scheduled end of a term.
3|L|wiki-timeline|Paraguayo Cubas|After finishing third on 30 April 2023, Cubas alleged fraud and his supporters blocked roads in several departments; he was detained on 5 May 2023.|Reports events after the cutoff.
""",
    ),
    Q(
        "l0-liberia-2023-weah",
        "Will George Weah win Liberia's presidential runoff of November 14, 2023?",
        "Resolves YES if the National Elections Commission declares Weah the winner of the November 14, 2023 runoff by November 30, 2023. Resolves NO otherwise.",
        "2023-10-28",
        "2023-11-20",
        0,
        "elections",
        """
4|K|election-page|2023 Liberian general election|First round, 10 October 2023: George Weah (CDC) 43.83%, Joseph Boakai (Unity Party) 43.44%. As no candidate won a majority, the two will meet in a runoff on 14 November 2023.|A first round before the cutoff and a scheduled runoff.
1|L|wiki-bio|Joseph Boakai|Boakai won the presidential runoff held on 14 November 2023, unseating incumbent George Weah with 50.64% of the vote, and was inaugurated on 22 January 2024.|Reports the runoff win.
8|K|faq|Liberia runoff: key facts|When are results due? The National Elections Commission has up to 15 days after polling day to announce final results. When does the new term begin? The president is inaugurated on the third Monday of January 2024.|An FAQ with deadlines.
2|L|quote|George Weah|"The Liberian people have spoken, and we have heard their voice," Weah said in a broadcast on 17 November 2023, conceding to Boakai before the last results were in.|A concession quote after the runoff.
11|K|wiki-timeline|Presidency of George Weah|22 January 2018 – Sworn in. 10 October 2023 – Seeks re-election and finishes first in the first round by fewer than 8,000 votes.|A control with only earlier dates.
6|L|wiki-list|List of presidents of Liberia|2006–2018 – Ellen Johnson Sirleaf (Unity Party). 2018–2024 – George Weah (CDC). 2024–present – Joseph Boakai (Unity Party), in office since 22 January 2024 after winning the November 2023 runoff.|A list reporting the new president's term, which began after the cutoff.
""",
    ),
    Q(
        "l0-tunisia-2024-saied",
        "Will Kais Saied win more than 50% of the vote in the first round of Tunisia's presidential election on October 6, 2024?",
        "Resolves YES if the ISIE's results of the October 6, 2024 vote give Saied a first-round majority. Resolves NO otherwise.",
        "2024-09-20",
        "2024-10-09",
        1,
        "elections",
        """
3|K|election-page|2024 Tunisian presidential election|A presidential election is scheduled in Tunisia for 6 October 2024. The electoral authority ISIE approved three candidates: incumbent Kais Saied, Zouhair Maghzaoui and Ayachi Zammel, who is in detention. If no one wins an absolute majority, a second round will be held.|A scheduled vote and a conditional.
1|L|election-table|2024 Tunisian presidential election: results|Kais Saied – 2,438,954 – 90.69%. Ayachi Zammel – 197,551 – 7.35%. Zouhair Maghzaoui – 52,903 – 1.97%. Turnout: 28.8%. Preliminary results announced by the ISIE on 7 October 2024.|Results announced after the cutoff.
7|K|explainer|Why turnout is the number to watch in Tunisia|Only 11% of voters took part in the 2022–23 legislative election. Analysts expect Saied to win on October 6, 2024; the open question is how many Tunisians will bother to vote.|A forecast.
5|L|wiki-timeline|Kais Saied|2019 – Elected president. 25 July 2021 – Suspends parliament. 6 October 2024 – Re-elected with about 90% of the vote on a turnout below 30%. 21 October 2024 – Sworn in for a second term.|Reports the re-election after the cutoff.
12|K|schedule-list|ISIE electoral calendar|14 September – 4 October 2024: campaign period. 5 October: electoral silence. 6 October: polling day, 08:00–18:00. By 9 October: preliminary results. Date of any second round to be fixed after the first-round results.|A calendar.
2|L|wiki-infobox-updated|2024 Tunisian presidential election|Date: 6 October 2024. Turnout: 28.8%. Elected president: Kais Saied (independent), 2,438,954 votes (90.7%). Runner-up: Ayachi Zammel, 7.4%. Preceded by: Kais Saied.|A filled-in infobox reporting the October 6, 2024 result.
""",
    ),
]
QUESTIONS += [
    Q(
        "l0-malawi-2025-chakwera",
        "Will Lazarus Chakwera be declared the winner of Malawi's presidential election of September 16, 2025?",
        "Resolves YES if the Malawi Electoral Commission declares Chakwera the winner of the September 16, 2025 election (or of a runoff) by September 30, 2025. Resolves NO otherwise.",
        "2025-09-02",
        "2025-09-30",
        0,
        "elections",
        """
4|K|election-page|2025 Malawian general election|General elections will be held in Malawi on 16 September 2025. Incumbent Lazarus Chakwera (MCP) faces former president Peter Mutharika (DPP), former president Joyce Banda and more than a dozen others. Under the 2020 court ruling a winner needs more than 50% of the vote, or a runoff follows.|A scheduled election with a runoff rule.
1|L|wiki-lead-updated|Peter Mutharika|Arthur Peter Mutharika (born 18 July 1940) returned to the presidency after winning the election of 16 September 2025 with about 56% of the vote. The Malawi Electoral Commission declared him the winner on 24 September 2025 and he was sworn in on 4 October 2025.|Reports the election win.
9|K|faq|Malawi elections 2025: FAQ|When will the results be known? The Electoral Commission must announce results within eight days of polling, so by 24 September. Is there a runoff? Yes, if no one passes 50%; it must be held within 60 days.|An FAQ with deadlines.
2|L|quote|Lazarus Chakwera|"I have called Professor Mutharika to congratulate him," Chakwera said in a televised address on September 24, 2025, hours before the commission formally declared the result.|A concession quote after the election.
6|K|explainer|Cost of living dominates Malawi's campaign|Inflation above 25% and fuel shortages have eroded support for Chakwera, who beat Mutharika in the court-ordered rerun of June 2020. Polls in August showed the two men close ahead of the Sept. 16, 2025 vote.|An explainer with a future date.
""",
    ),
    Q(
        "l0-cameroon-2025-biya",
        "Will Cameroon's Constitutional Council declare Paul Biya the winner of the October 12, 2025 presidential election by October 31, 2025?",
        "Resolves YES if the Constitutional Council proclaims Biya elected by October 31, 2025. Resolves NO otherwise.",
        "2025-10-05",
        "2025-10-31",
        1,
        "elections",
        """
3|K|election-page|2025 Cameroonian presidential election|A presidential election will be held in Cameroon on 12 October 2025. Incumbent Paul Biya, 92 and in power since 1982, seeks an eighth term; the electoral body excluded opposition leader Maurice Kamto in August. The Constitutional Council has 15 days after polling to proclaim the results.|A scheduled vote and a deadline.
1|L|election-table|Cameroon 2025 presidential election: official results|Proclaimed by the Constitutional Council on 27 October 2025. Paul Biya (RDPC) 53.66%. Issa Tchiroma Bakary (FSNC) 35.19%. Cabral Libii (PCRN) 3.41%. Others below 2%. Turnout 57.7%.|Results proclaimed after the cutoff.
8|K|wiki-bio|Issa Tchiroma Bakary|A former government spokesman and minister, Tchiroma left the cabinet in June 2025 and is running against Biya on 12 October with the backing of several opposition groups.|A candidate profile with a future date.
2|L|wiki-recent-events|Cameroon – October 2025|13 October 2025 – Tchiroma claims victory on the basis of his own tallies. 27 October 2025 – Biya is declared the winner; protests in Douala and Garoua leave several people dead.|Recent events after the cutoff.
11|K|faq|Voting in Cameroon: what you need to know|Polls open at 8 a.m. and close at 6 p.m. on Sunday 12 October 2025. Voters must present their voter card and national identity card. Divisional commissions compile the returns before the national commission sends them to the Constitutional Council.|A practical FAQ before the vote.
""",
    ),
    Q(
        "l0-motogp-2024-martin",
        "Will Jorge Martin win the 2024 MotoGP World Championship?",
        "Resolves YES if Jorge Martin is the 2024 MotoGP riders' champion after the season's final round, scheduled for November 17, 2024. Resolves NO otherwise.",
        "2024-10-24",
        "2024-11-17",
        1,
        "sports",
        """
4|K|standings-table|2024 MotoGP riders' standings (after Round 17, Australia)|1. Jorge Martín (Prima Pramac Ducati) 428; 2. Francesco Bagnaia (Ducati Lenovo) 408; 3. Enea Bastianini 327; 4. Marc Márquez 322. Still to come: Thailand (27 Oct), Malaysia (3 Nov), Valencia (17 Nov).|Standings before the cutoff with future rounds.
1|L|wiki-lead|Jorge Martín|Jorge Martín Almoguera (born 29 January 1998) is a Spanish motorcycle racer. He won the 2024 MotoGP World Championship at the season finale in Barcelona on 17 November 2024, finishing third behind race winner Bagnaia, and became the first rider to take the premier-class title with an independent team in the MotoGP era.|Reports the title.
9|K|wiki-upcoming|2024 Valencian Community motorcycle Grand Prix|The race is scheduled for 15–17 November 2024 at the Circuit Ricardo Tormo as the final round of the 2024 season. The circuit has hosted the season finale every year since 2002, except 2020.|A scheduled event.
2|L|wiki-timeline|2024 MotoGP season – calendar changes|On 5 November 2024, the organisers confirmed that the final round would move from Valencia to the Circuit de Barcelona-Catalunya after the deadly floods of 29 October, and be held as the Solidarity Grand Prix on 15–17 November.|Reports a decision dated after the cutoff.
6|K|explainer|How the MotoGP title could be decided|With 111 points still available over three weekends of sprints and Grands Prix, Martín could clinch in Malaysia on 3 November 2024 if he leads by more than 74 points after that race; otherwise it goes to the final round.|A conditional.
3|L|results-table|Thai motorcycle Grand Prix 2024 – race|Sun 27 Oct 2024, Chang International Circuit, Buriram. 1. Francesco Bagnaia; 2. Jorge Martín; 3. Marc Márquez. Championship after the race: Martín leads by 17 points.|Race results dated after the cutoff.
""",
    ),
    Q(
        "l0-asia-cup-2025-india",
        "Will India win the 2025 Asia Cup, with the final on September 28, 2025?",
        "Resolves YES if India win the final of the 2025 men's Asia Cup (T20). Resolves NO otherwise.",
        "2025-09-08",
        "2025-09-28",
        1,
        "sports",
        """
4|K|fixture-list|Asia Cup 2025: schedule|Group A: India, Pakistan, UAE, Oman. Group B: Sri Lanka, Bangladesh, Afghanistan, Hong Kong. 9 Sep – Afghanistan v Hong Kong, Abu Dhabi. 10 Sep – India v UAE, Dubai. 14 Sep – India v Pakistan, Dubai. Super Four: 20–26 Sep. Final: 28 Sep, Dubai International Stadium.|A fixture list.
1|L|wiki-lead-updated|2025 Asia Cup|The 2025 Asia Cup was the 17th edition of the tournament, played in T20 format in the United Arab Emirates from 9 to 28 September 2025. India won the title, beating Pakistan by five wickets in the final on 28 September, their third win over Pakistan in the tournament.|Reports the final.
10|K|faq|Asia Cup 2025 FAQ|Why is it in the UAE? India are the official hosts, but the matches were moved under the neutral-venue arrangement for India–Pakistan games. Will India and Pakistan meet? They play in the group on 14 September and could meet twice more, in the Super Four and the final.|An FAQ with a schedule and a conditional.
2|L|results-table|Asia Cup 2025 final – scorecard summary|Dubai, 28 September 2025. Pakistan 146 all out (19.1 overs; Sahibzada Farhan 57, Kuldeep Yadav 4-30). India 150/5 (19.4 overs; Tilak Varma 69*). India won by 5 wickets.|A scorecard of the final.
6|K|wiki-list|List of Asia Cup finals|2016 – India beat Bangladesh (Mirpur). 2018 – India beat Bangladesh (Dubai). 2022 – Sri Lanka beat Pakistan (Dubai). 2023 – India beat Sri Lanka (Colombo). 2025 – final to be played on 28 September in Dubai.|A list with a scheduled final.
3|L|wiki-timeline|2025 Asia Cup – controversies|14 September 2025 – India's players decline to shake hands with Pakistan's after the group match. 28 September 2025 – India refuse to receive the trophy from ACC president Mohsin Naqvi and the presentation is abandoned.|Reports events after the cutoff.
""",
    ),
    Q(
        "l0-uecl-2024-olympiacos",
        "Will Olympiacos win the 2023-24 UEFA Europa Conference League?",
        "Resolves YES if Olympiacos win the final of the 2023-24 UEFA Europa Conference League, scheduled for May 29, 2024 in Athens. Resolves NO otherwise.",
        "2024-05-01",
        "2024-05-29",
        1,
        "sports",
        """
3|K|event-page|UEFA Europa Conference League final 2024|The final will be played on Wednesday 29 May 2024 at the AEK Arena in Athens, kick-off 21:00 CEST. Semi-finals: Aston Villa v Olympiacos and Club Brugge v Fiorentina, first legs on 2 May, second legs on 9 May.|An event page with scheduled matches.
1|L|results-table|2024 UEFA Europa Conference League final|29 May 2024, AEK Arena, Athens. Olympiacos 1–0 Fiorentina (after extra time). Goal: Ayoub El Kaabi 116'. Player of the match: El Kaabi.|The result of the final.
8|K|wiki-upcoming|Olympiacos F.C. – 2023–24 season|Olympiacos reached their first European semi-final after beating Fenerbahçe on penalties in the quarter-finals on 18 April 2024. They meet Aston Villa next, with the first leg at Villa Park on 2 May.|A past quarter-final and a future semi-final.
2|L|wiki-timeline|2023–24 UEFA Europa Conference League knockout phase|Semi-finals. 2 May 2024: Aston Villa 2–4 Olympiacos. 9 May 2024: Olympiacos 2–0 Aston Villa (6–2 on aggregate). Fiorentina beat Club Brugge 4–3 on aggregate.|Reports semi-final results dated after the cutoff.
13|K|faq|Europa Conference League: how it works|The competition's winner earns a place in the following season's Europa League if it has not qualified for the Champions League through its domestic league. Finals are single matches at a venue chosen in advance.|A control with no dates.
5|L|wiki-bio|Ayoub El Kaabi|El Kaabi was the competition's top scorer in 2023–24 with 11 goals, the last of them the extra-time winner in the final on 29 May 2024.|Reports the goal in the final.
""",
    ),
    Q(
        "l0-fa-cup-2024-city",
        "Will Manchester City win the 2023-24 FA Cup?",
        "Resolves YES if Manchester City win the FA Cup final scheduled for May 25, 2024 at Wembley. Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-25",
        0,
        "sports",
        """
5|K|event-page|2024 FA Cup Final|The 143rd FA Cup Final will be played at Wembley Stadium on Saturday 25 May 2024, kick-off 3pm, between Manchester City and Manchester United, a repeat of the 2023 final.|An event page.
2|L|wiki-lead-updated|2024 FA Cup final|The final was played on 25 May 2024 at Wembley and won 2–1 by Manchester United, with first-half goals by Alejandro Garnacho and Kobbie Mainoo before Jérémy Doku's late reply.|Reports the final.
12|K|wiki-timeline|2023–24 FA Cup – semi-finals|20 April 2024: Manchester City 1–0 Chelsea (Bernardo Silva). 21 April 2024: Coventry City 3–3 Manchester United, after extra time; United won 4–2 on penalties.|A control with only earlier results.
1|L|wiki-list|List of FA Cup finals|2022 – Liverpool 0–0 Chelsea (Liverpool won 6–5 on penalties). 2023 – Manchester City 2–1 Manchester United. 2024 – Manchester United 2–1 Manchester City (25 May 2024). 2025 – Crystal Palace 1–0 Manchester City.|A list reporting finals after the cutoff.
8|K|explainer|Could City do a second double?|City would become the first men's team to win back-to-back league and cup doubles if they top the table on 19 May and then beat United on 25 May 2024. Four points from their last two league games would settle the first part.|A conditional.
3|L|wiki-recent-events|Premier League 2023–24 – final day|19 May 2024 – Manchester City beat West Ham United 3–1 to become the first club to win four consecutive English top-flight titles; Arsenal finish two points behind.|Reports a later event of May 19, 2024.
""",
    ),
    Q(
        "l0-libertadores-2024-botafogo",
        "Will Botafogo win the 2024 Copa Libertadores?",
        "Resolves YES if Botafogo win the 2024 Copa Libertadores final, scheduled for November 30, 2024 in Buenos Aires. Resolves NO otherwise.",
        "2024-11-08",
        "2024-11-30",
        1,
        "sports",
        """
6|K|event-page|2024 Copa Libertadores final|The final will be played on Saturday 30 November 2024 at the Estadio Monumental in Buenos Aires, between Atlético Mineiro and Botafogo. It is the fifth all-Brazilian final in six years.|An event page.
1|L|results-table|Final – 30 Nov 2024, Estadio Monumental|Atlético Mineiro 1–3 Botafogo. Goals: Luiz Henrique 35', Alex Telles 44' (pen.), Júnior Santos 90+7'; Eduardo Vargas 47'. Red card: Gregore (Botafogo), 1'.|The result of the final dated after the cutoff.
5|K|wiki-timeline|2024 Copa Libertadores knockout stage|Semi-finals, first legs, 22–23 October 2024: Botafogo 5–0 Peñarol; Atlético Mineiro 3–0 River Plate. Second legs, 29–30 October 2024: Peñarol 3–1 Botafogo; River Plate 0–0 Atlético Mineiro.|A control with only earlier results.
2|L|wiki-lead|Botafogo de Futebol e Regatas|In 2024 the club won its first Copa Libertadores, beating Atlético Mineiro 3–1 in Buenos Aires on 30 November 2024 despite playing with ten men from the first minute, and a week later it was crowned Brazilian champion.|Reports the title.
4|K|faq|Libertadores final: tickets and travel|Each finalist receives about 12,000 tickets, to be collected in Buenos Aires by 29 November 2024. Kick-off is at 17:00 local time. Supporters without tickets are asked not to travel.|A practical FAQ with a deadline.
3|L|wiki-list|Campeonato Brasileiro Série A champions|2022 – Palmeiras. 2023 – Palmeiras. 2024 – Botafogo (title sealed on 8 December 2024 with a 2–1 win over São Paulo on the final day).|Reports a later title.
""",
    ),
    Q(
        "l0-davis-cup-2023-italy",
        "Will Italy win the 2023 Davis Cup?",
        "Resolves YES if Italy win the 2023 Davis Cup Finals in Malaga, with the final on November 26, 2023. Resolves NO otherwise.",
        "2023-11-10",
        "2023-11-26",
        1,
        "sports",
        """
4|K|event-page|2023 Davis Cup Finals – Knockout stage|21–26 November 2023, Palacio de Deportes José María Martín Carpena, Málaga. Quarter-finals: Canada v Finland, Czechia v Australia, Italy v Netherlands, Serbia v Great Britain. Final: Sunday 26 November.|An event page with a schedule.
1|L|results-table|2023 Davis Cup Final|26 November 2023, Málaga. Italy 2–0 Australia. Matteo Arnaldi d. Alexei Popyrin 7–5, 2–6, 6–4. Jannik Sinner d. Alex de Minaur 6–3, 6–0. Doubles not played.|The result of the final.
9|K|wiki-bio|Jannik Sinner – 2023 season|Sinner has qualified for the ATP Finals in Turin (12–19 November) and has confirmed he will then join Italy in Málaga for the Davis Cup Finals.|Stated plans.
2|L|wiki-timeline|Italy Davis Cup team|25 November 2023 – In the semi-final against Serbia, Sinner saves three match points against Novak Djokovic. 26 November 2023 – Italy win the Cup for the second time, the first since 1976.|Reports later events.
13|K|wiki-list|List of Davis Cup champions|2019 – Spain. 2020 – not held. 2021 – Russian Tennis Federation. 2022 – Canada. 2023 – Finals in Málaga, 21–26 November.|A list with a scheduled event.
6|L|faq-updated|Davis Cup Finals 2023: FAQ|Where is the final? In Málaga, on the indoor hard court of the Martín Carpena arena. Update, 27 November 2023: Italy won Sunday's final 2–0 against Australia.|An update appended to an FAQ reports the November 26, 2023 final.
""",
    ),
    Q(
        "l0-atp-finals-2024-sinner",
        "Will Jannik Sinner win the 2024 ATP Finals?",
        "Resolves YES if Sinner wins the singles title at the 2024 ATP Finals in Turin, with the final on November 17, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-17",
        1,
        "sports",
        """
3|K|event-page|Nitto ATP Finals 2024|10–17 November 2024, Inalpi Arena, Turin. Group draw: Thursday 7 November. Singles final: Sunday 17 November, not before 18:00.|An event page.
1|L|results-table|2024 ATP Finals – singles final|17 Nov 2024. Jannik Sinner (ITA) d. Taylor Fritz (USA) 6–4, 6–4. Sinner won the title without dropping a set, the first to do so since Ivan Lendl in 1986.|The result of the final.
8|K|faq|ATP Finals: the format explained|Eight players are split into two round-robin groups of four. The top two of each group reach the semi-finals on Saturday. Points: 200 for each round-robin win, 400 for a semi-final win and 500 for winning the final.|A control with no dates.
2|L|wiki-bio|Taylor Fritz|In November 2024 he reached the final of the ATP Finals in Turin, beating Alexander Zverev in the semi-finals on 16 November 2024 before losing to Sinner.|Reports later events.
5|K|wiki-upcoming|Jannik Sinner – 2024 season|Sinner has already secured the year-end No. 1 ranking. He is the top seed in Turin, where he lost the 2023 final to Djokovic, and will then lead Italy at the Davis Cup Finals in Málaga from 19 November.|Past facts and future events.
""",
    ),
    Q(
        "l0-six-nations-2024-ireland-slam",
        "Will Ireland win the Grand Slam in the 2024 Six Nations Championship?",
        "Resolves YES if Ireland win all five of their 2024 Six Nations matches, the last on March 16, 2024. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-16",
        0,
        "sports",
        """
6|K|fixture-list|2024 Six Nations fixtures|Round 3: Sat 24 Feb – Ireland v Wales (14:15), Scotland v England (16:45); Sun 25 Feb – France v Italy. Round 4: Sat 9 Mar – Italy v Scotland, England v Ireland; Sun 10 Mar – Wales v France. Round 5: Sat 16 Mar – Wales v Italy, Ireland v Scotland, France v England.|A fixture list.
2|L|standings-table|2024 Six Nations – final table|1. Ireland – P5 W4 L1 – 20 pts. 2. France – 15. 3. England – 14. 4. Scotland – 13. 5. Italy – 11. 6. Wales – 3. Ireland's only defeat was 23–22 at Twickenham on 9 March 2024.|A final table and a defeat dated after the cutoff.
5|K|wiki-timeline|2024 Six Nations – results|2 February 2024 – France 17–38 Ireland (Marseille). 11 February 2024 – Ireland 36–0 Italy (Dublin).|A control with only earlier results.
1|L|wiki-recent-events|Rugby union – March 2024|9 March 2024 – Marcus Smith's last-minute drop goal gives England a 23–22 win over Ireland and ends Ireland's Grand Slam bid. 16 March 2024 – Ireland beat Scotland 17–13 in Dublin to retain the title.|Reports later results.
4|K|explainer|Back-to-back Grand Slams: has it been done?|England did it in 1913–14, 1923–24 and 1991–92, and France in 1997–98. Ireland would join them with wins over Wales, England and then Scotland, the last in Dublin on 16 March 2024.|A conditional.
""",
    ),
    Q(
        "l0-lions-2025-series",
        "Will the British & Irish Lions win their 2025 Test series against Australia?",
        "Resolves YES if the Lions win the three-Test series against Australia, with the last Test on August 2, 2025. Resolves NO otherwise.",
        "2025-07-12",
        "2025-08-02",
        1,
        "sports",
        """
4|K|fixture-list|2025 British & Irish Lions tour to Australia|Tests: 1st Test – Sat 19 July, Suncorp Stadium, Brisbane. 2nd Test – Sat 26 July, Melbourne Cricket Ground. 3rd Test – Sat 2 August, Accor Stadium, Sydney. Tour matches from 28 June in Perth.|A fixture list.
1|L|results-table|Lions 2025 – Test results|1st Test, 19 July 2025: Australia 19–27 Lions. 2nd Test, 26 July 2025: Australia 26–29 Lions. 3rd Test, 2 August 2025: Australia 22–12 Lions. Series: Lions win 2–1.|Results dated after the cutoff.
1|K|wiki-timeline|Lions 2025 – tour matches|28 June 2025: Western Force 7–54 Lions, Perth. 5 July 2025: Queensland Reds 12–52 Lions, Brisbane. 9 July 2025: NSW Waratahs 10–21 Lions, Sydney.|A control with only earlier results.
2|L|wiki-bio|Hugo Keenan|Keenan scored the late try that won the second Test 29–26 at the MCG on 26 July 2025 and sealed the series for the Lions.|Reports the second Test.
6|K|faq|Lions tour 2025: your questions answered|When is the first Test? Saturday 19 July, 8pm local time in Brisbane. When did the Lions last win in Australia? In 2013, when Warren Gatland's side won the series 2–1.|An FAQ with a future date.
""",
    ),
    Q(
        "l0-ashes-2025-retain",
        "Will Australia retain the Ashes in the 2025-26 series by December 31, 2025?",
        "Resolves YES if, by December 31, 2025, Australia have an unassailable lead in the 2025-26 Ashes series, or a lead England can at best level. Resolves NO otherwise.",
        "2025-11-18",
        "2025-12-21",
        1,
        "sports",
        """
5|K|fixture-list|2025–26 Ashes series|1st Test: 21–25 November 2025, Perth Stadium. 2nd Test (day/night): 4–8 December 2025, the Gabba, Brisbane. 3rd Test: 17–21 December 2025, Adelaide Oval. 4th Test: 26–30 December 2025, MCG. 5th Test: 4–8 January 2026, SCG.|A fixture list.
1|L|results-table|2025–26 Ashes – results|1st Test, Perth, 21–22 Nov 2025: Australia won by 8 wickets. 2nd Test, Brisbane, 4–7 Dec 2025: Australia won by 8 wickets. 3rd Test, Adelaide, 17–21 Dec 2025: Australia won by 82 runs. Australia retain the Ashes.|Results dated after the cutoff.
9|K|explainer|How Australia can retain the urn|As holders, Australia keep the Ashes with a drawn series. Three wins, or two wins and a draw, from the first three Tests would settle it before the Boxing Day Test begins on 26 December 2025.|A conditional.
2|L|wiki-bio|Travis Head|Head scored 123 off 83 balls in the second innings of the first Test in Perth on 22 November 2025, as Australia won inside two days.|Reports an innings after the cutoff.
12|K|wiki-timeline|The Ashes – recent series|2017–18: Australia won 4–0. 2019: 2–2, Australia retained. 2021–22: Australia won 4–0. 2023: 2–2, Australia retained.|A control with only earlier series.
3|L|wiki-recent-events|Cricket – December 2025|21 December 2025 – Australia beat England by 82 runs in Adelaide to go 3–0 up and retain the Ashes. 27 December 2025 – England win the fourth Test at the MCG inside two days.|Reports later events.
""",
    ),
    Q(
        "l0-nba-draft-2024-risacher",
        "Will the Atlanta Hawks select Zaccharie Risacher with the first pick of the 2024 NBA draft?",
        "Resolves YES if Risacher is the first overall pick of the 2024 NBA draft on June 26, 2024. Resolves NO otherwise.",
        "2024-06-12",
        "2024-06-26",
        1,
        "sports",
        """
4|K|event-page|2024 NBA draft|The draft will be held over two nights, 26 and 27 June 2024: the first round at Barclays Center in Brooklyn, the second at ESPN's Seaport District Studios. The Atlanta Hawks won the lottery on 12 May with a 3% chance of the top pick.|A scheduled draft and a past lottery.
1|L|results-table|2024 NBA draft – first round|June 26, 2024. Pick 1: Atlanta Hawks – Zaccharie Risacher (F, JL Bourg). Pick 2: Washington Wizards – Alex Sarr (C, Perth Wildcats). Pick 3: Houston Rockets – Reed Sheppard (G, Kentucky).|Draft results dated after the cutoff.
9|K|wiki-bio|Zaccharie Risacher|Risacher (born 8 April 2005) is a French forward who plays for JL Bourg in the LNB Élite. He is widely projected as one of the first two picks in the 2024 NBA draft on June 26.|A projection.
2|L|wiki-list|List of first overall NBA draft picks|2022 – Paolo Banchero (Orlando Magic). 2023 – Victor Wembanyama (San Antonio Spurs). 2024 – Zaccharie Risacher (Atlanta Hawks), selected on 26 June 2024, the second French No. 1 pick in a row.|A list reporting the 2024 pick.
6|K|explainer|Mock draft roundup|Most boards have Risacher or Sarr first, and Atlanta has been linked with trading down. Whatever the Hawks decide, Commissioner Adam Silver will announce the pick on June 26, 2024.|A forecast.
""",
    ),
    Q(
        "l0-pdc-2025-littler",
        "Will Luke Littler win the 2025 PDC World Darts Championship?",
        "Resolves YES if Littler wins the final of the 2024-25 PDC World Darts Championship, scheduled for January 3, 2025. Resolves NO otherwise.",
        "2024-12-12",
        "2025-01-03",
        1,
        "sports",
        """
5|K|event-page|2025 PDC World Darts Championship|15 December 2024 – 3 January 2025, Alexandra Palace, London. 96 players. Prize fund £2.5 million; winner £500,000. Final: Friday 3 January 2025, evening session.|An event page.
1|L|results-table|2025 PDC World Championship – final|3 January 2025. Luke Littler 7–3 Michael van Gerwen. Littler, aged 17, becomes the youngest world champion.|The result of the final.
10|K|wiki-bio|Luke Littler|Littler reached the 2024 final on his debut, aged 16, losing 7–4 to Luke Humphries. He goes into the 2025 championship as the bookmakers' favourite and starts in the second round.|Past facts and an upcoming event.
2|L|wiki-list|List of PDC world champions|2022 – Peter Wright. 2023 – Michael Smith. 2024 – Luke Humphries. 2025 – Luke Littler (final played on 3 January 2025).|A list reporting the 2025 champion.
8|K|faq|Ally Pally 2025: dates and format|All matches are played in sets; the final is first to seven. There is no play on 24, 25 or 26 December. The semi-finals are on 2 January and the final on 3 January.|An FAQ with a schedule.
""",
    ),
]
QUESTIONS += [
    Q(
        "l0-snooker-2025-china",
        "Will a player from mainland China win the 2025 World Snooker Championship?",
        "Resolves YES if the winner of the 2025 World Snooker Championship final, ending May 5, 2025, represents mainland China. Resolves NO otherwise.",
        "2025-04-12",
        "2025-05-05",
        1,
        "sports",
        """
3|K|event-page|2025 World Snooker Championship|Crucible Theatre, Sheffield, 19 April – 5 May 2025. Qualifying at the English Institute of Sport, 7–16 April. The final is the best of 35 frames over four sessions on 4 and 5 May.|An event page.
1|L|wiki-lead-updated|Zhao Xintong|Playing as an amateur, Zhao won the 2025 World Snooker Championship, beating Mark Williams 18–12 in the final on 5 May 2025 to become the first Asian world champion.|Reports the title.
9|K|wiki-timeline|Zhao Xintong – suspension and return|January 2023 – Suspended during a match-fixing investigation. April 2023 – Banned for 20 months, backdated; the ban ends in September 2024. 2024–25 – Plays as an amateur on the tour. April 2025 – Enters world championship qualifying.|A control with only earlier dates.
2|L|results-table|2025 World Championship – semi-finals|Played 1–3 May 2025. Zhao Xintong 17–7 Ronnie O'Sullivan. Mark Williams 17–14 Judd Trump.|Semi-final results dated after the cutoff.
6|K|explainer|Can China finally produce a world champion?|Ten Chinese players are in the qualifiers, and Ding Junhui reached the final in 2016. The first-round draw will be made on 17 April 2025, two days before play starts at the Crucible.|An explainer with future dates.
4|L|wiki-list|List of world snooker champions|2023 – Luca Brecel (Belgium). 2024 – Kyren Wilson (England). 2025 – Zhao Xintong (China), beat Mark Williams in the final on 5 May 2025.|A list reporting the 2025 champion.
""",
    ),
    Q(
        "l0-tdff-2024-vollering",
        "Will Demi Vollering win the 2024 Tour de France Femmes?",
        "Resolves YES if Vollering leads the final general classification of the 2024 Tour de France Femmes after the last stage on August 18, 2024. Resolves NO otherwise.",
        "2024-08-05",
        "2024-08-18",
        0,
        "sports",
        """
4|K|event-page|Tour de France Femmes avec Zwift 2024|12–18 August 2024, eight stages. The race starts in Rotterdam with three stages in the Netherlands and finishes on the Alpe d'Huez on Sunday 18 August.|An event page.
1|L|results-table|Tour de France Femmes 2024 – general classification (final)|After stage 8, Alpe d'Huez, 18 August 2024. 1. Katarzyna Niewiadoma (Canyon–SRAM). 2. Demi Vollering (SD Worx–Protime) +4". 3. Pauline Ferrand-Prévot (Visma–Lease a Bike) +1' 10".|A final classification dated after the cutoff.
9|K|wiki-bio|Demi Vollering|Vollering won the 2023 Tour de France Femmes and the 2024 Vuelta Femenina. She starts the 2024 race in Rotterdam on 12 August as defending champion and favourite.|Past wins and an upcoming start.
2|L|wiki-timeline|Katarzyna Niewiadoma|18 August 2024 – Wins the Tour de France Femmes by four seconds over Vollering, the smallest winning margin in the race's history.|Reports the result.
12|K|faq|Tour de France Femmes: FAQ|How many stages are there? Eight. Where does it finish? On the Alpe d'Huez, a first for the women's race. Are there time bonuses? Yes: 10, 6 and 4 seconds at stage finishes.|A control with no dates.
""",
    ),
    Q(
        "l0-real-id-2025",
        "Will TSA begin enforcing REAL ID requirements at airport checkpoints on May 7, 2025?",
        "Resolves YES if REAL ID enforcement for domestic air travel begins on May 7, 2025 without a further postponement. Resolves NO otherwise.",
        "2025-04-15",
        "2025-05-07",
        1,
        "regulatory",
        """
5|K|faq|REAL ID: frequently asked questions|When does enforcement begin? Starting May 7, 2025, every traveler 18 and older will need a REAL ID-compliant license or another acceptable form of identification, such as a passport, to fly within the United States. How do I know my license is compliant? Look for a star in the upper corner.|An FAQ with a future requirement.
1|L|faq-updated|REAL ID: frequently asked questions|Update: REAL ID enforcement began on May 7, 2025, as planned. Travelers without a compliant ID or another accepted document may be directed to additional screening and should allow extra time.|An updated FAQ reporting that enforcement began.
12|K|wiki-timeline|REAL ID Act – implementation|2005 – Act signed. March 2020 – Enforcement deadline of 1 October 2020 postponed because of the pandemic. December 2022 – DHS sets 7 May 2025 as the new enforcement date.|Past decisions about a future date.
2|L|explainer|What happened on the first day of REAL ID|On Wednesday, May 7, 2025, TSA said checkpoint wait times were mostly normal and that travelers who lacked a compliant ID were allowed through after extra checks.|Reports the first day of enforcement.
8|K|product-page|DMV: REAL ID appointments|Appointments for REAL ID are released every Monday for the following four weeks. Walk-ins are accepted Tuesday to Thursday. Bring proof of identity, your Social Security number and two proofs of residency.|A control with no dates.
3|L|wiki-lead-updated|REAL ID Act|After repeated delays, the act's identification requirements for domestic flights took effect on 7 May 2025, with DHS describing a phased approach for travelers who were not yet compliant.|Reports that enforcement took effect.
""",
    ),
    Q(
        "l0-eu-ees-2025",
        "Will the EU Entry/Exit System begin operations on October 12, 2025?",
        "Resolves YES if the Entry/Exit System starts registering travellers at Schengen external borders on October 12, 2025. Resolves NO otherwise.",
        "2025-09-15",
        "2025-10-12",
        1,
        "regulatory",
        """
5|K|explainer|Entry/Exit System (EES): what travellers need to know|The EES will start on 12 October 2025 and be rolled out gradually over six months, until 10 April 2026. Non-EU travellers will have their fingerprints and a facial image taken the first time they cross a Schengen external border.|An explainer with future dates.
1|L|wiki-lead-updated|Entry/Exit System|The EES is an automated system for registering non-EU nationals at the Schengen area's external borders. After repeated postponements it began operating on 12 October 2025 at a first set of border crossings, with full deployment due by April 2026.|Reports the start of operations.
10|K|wiki-timeline|Entry/Exit System – timeline|2017 – Regulation adopted. 2022 – Start planned for May 2023, then pushed back. October 2024 – Planned launch of 10 November 2024 postponed. July 2025 – Rules for a progressive start adopted.|A control with only earlier dates.
2|L|faq-updated|Travelling to France via Dover: EES update|Update, 13 October 2025: EES registration began at the Port of Dover on Sunday 12 October 2025, initially for a small number of coach passengers. Car passengers will be added gradually.|An appended update reports the start.
7|K|faq|Will the EES affect my trip?|If you travel after 12 October, you may be asked to register at the border. Children under 12 are not fingerprinted. ETIAS, a separate travel authorisation, is planned for the last quarter of 2026.|An FAQ with future dates.
""",
    ),
    Q(
        "l0-schengen-2025-ro-bg",
        "Will checks at the internal land borders with Romania and Bulgaria be lifted from January 1, 2025?",
        "Resolves YES if a Council decision lifts checks at internal land borders with Bulgaria and Romania with effect from January 1, 2025. Resolves NO otherwise.",
        "2024-12-05",
        "2025-01-01",
        1,
        "geopolitics",
        """
6|K|wiki-lead|Enlargement of the Schengen Area|Bulgaria and Romania joined the Schengen area for air and sea borders on 31 March 2024. On 22 November 2024 Austria said it would no longer block full membership, and interior ministers are due to decide on land borders at the Justice and Home Affairs Council on 12 December 2024.|Past steps and a scheduled decision.
1|L|wiki-lead-updated|Enlargement of the Schengen Area|The Council decided on 12 December 2024 to lift checks at internal land borders with Bulgaria and Romania from 1 January 2025, completing the two countries' accession.|Reports the decision.
9|K|faq|Schengen and Romania: FAQ for travellers|Do I need to show a passport on a flight from Bucharest to Vienna? No, not since March 2024. What about driving into Hungary? Land checks remain until the Council decides otherwise; the earliest date discussed is 1 January 2025.|An FAQ with a future date.
2|L|wiki-recent-events|Portal:Current events/2025 January 1|1 January 2025 – Bulgaria and Romania become full members of the Schengen area as checks at their internal land borders are lifted at midnight. Croatia marks two years in the euro area.|Reports an event of January 1, 2025.
12|K|wiki-timeline|Bulgaria and the Schengen Area|2011 – Accession blocked in the Council. December 2022 – Austria and the Netherlands veto. 31 March 2024 – Air and sea borders join.|A control with only earlier dates.
""",
    ),
    Q(
        "l0-windows10-eos-2025",
        "Will Microsoft end support for Windows 10 on October 14, 2025, as scheduled?",
        "Resolves YES if Windows 10 Home and Pro reach end of support on October 14, 2025 without the date being extended (paid or free Extended Security Updates do not count as an extension). Resolves NO otherwise.",
        "2025-09-20",
        "2025-10-14",
        1,
        "technology",
        """
4|K|product-page|Windows 10 Home and Pro – lifecycle|Start date: July 29, 2015. Retirement date: October 14, 2025. After this date, Microsoft will no longer provide security updates, feature updates or technical support for these editions.|A lifecycle page with a scheduled date.
1|L|product-page-updated|Windows 10 support has ended|Windows 10 support ended on October 14, 2025. Your PC will still work, but it no longer receives free security updates. Enroll in Extended Security Updates to keep getting critical fixes until October 13, 2026.|An updated page reporting the end of support.
9|K|faq|Windows 10 end of support: FAQ|Can I keep using Windows 10? Yes, but after October 14, 2025 it won't get security updates. What does ESU cost? $30 for one year, or free if you back up your settings with Windows Backup or redeem 1,000 Microsoft Rewards points.|An FAQ with a future date.
2|L|wiki-lead-updated|Windows 10|Support for most editions ended on 14 October 2025, ten years after release; consumers in the European Economic Area were offered a free year of Extended Security Updates.|Reports the end of support.
13|K|changelog|Windows 10 release information|Version 22H2: cumulative update of September 9, 2025 (servicing channel: General Availability). Next scheduled security update: October 14, 2025.|A changelog with a scheduled update.
3|L|faq-updated|Windows 10 end of support: FAQ|Has support ended? Yes. As announced, Windows 10 reached end of support on October 14, 2025. Devices enrolled in ESU keep receiving monthly security updates.|An updated FAQ reports the end of support.
""",
    ),
    Q(
        "l0-karnataka-2023-inc",
        "Will the Indian National Congress win a majority in the 2023 Karnataka Legislative Assembly election?",
        "Resolves YES if Congress wins at least 113 of 224 seats in the results declared on May 13, 2023. Resolves NO otherwise.",
        "2023-04-25",
        "2023-05-13",
        1,
        "elections",
        """
5|K|election-page|2023 Karnataka Legislative Assembly election|Elections to all 224 seats will be held on 10 May 2023 in a single phase, with votes counted on 13 May. 113 seats are needed for a majority.|A scheduled election.
1|L|election-table|Karnataka 2023 – results by party|INC 135 (+55). BJP 66 (−38). JD(S) 19 (−18). Others 4. Counting completed on 13 May 2023.|Results dated after the cutoff.
10|K|explainer|Opinion polls in the Karnataka election|Most polls published in April show Congress ahead but near or short of the majority mark of 113. The state has not re-elected its ruling party since 1985.|A control with only earlier dates.
2|L|wiki-bio|Siddaramaiah|He was sworn in as Chief Minister of Karnataka for a second time on 20 May 2023, with D. K. Shivakumar as his deputy, after Congress won 135 seats.|Reports the swearing-in after the election.
7|K|schedule-list|Karnataka 2023: election schedule|Notification: 13 April. Last date for nominations: 20 April. Scrutiny: 21 April. Last date for withdrawal: 24 April. Poll: 10 May (Wednesday). Counting: 13 May (Saturday).|A schedule.
3|L|wiki-timeline|Karnataka – 2023 government formation|14 May 2023 – The Congress legislature party authorises its president to pick the Chief Minister. 18 May 2023 – Siddaramaiah is named; D. K. Shivakumar agrees to serve as his deputy.|Reports events after the cutoff.
""",
    ),
    Q(
        "l0-jharkhand-2024-nda",
        "Will the BJP-led NDA win a majority in the 2024 Jharkhand Legislative Assembly election?",
        "Resolves YES if NDA parties win at least 41 of 81 seats in the results declared on November 23, 2024. Resolves NO otherwise.",
        "2024-11-06",
        "2024-11-23",
        0,
        "elections",
        """
4|K|election-page|2024 Jharkhand Legislative Assembly election|Voting for the 81-seat assembly will take place in two phases, on 13 and 20 November 2024, with counting on 23 November alongside Maharashtra. Chief Minister Hemant Soren's JMM-led alliance faces the NDA.|A scheduled election.
1|L|election-table|Jharkhand 2024 – results|JMM 34. BJP 21. INC 16. RJD 4. CPI(ML)L 2. AJSU 1. Others 3. INDIA bloc: 56 of 81. Results declared on 23 November 2024.|Results dated after the cutoff.
10|K|wiki-timeline|Hemant Soren|31 January 2024 – Resigns and is arrested by the Enforcement Directorate. 28 June 2024 – Granted bail. 4 July 2024 – Sworn in again as Chief Minister.|A control with only earlier dates.
2|L|wiki-lead-updated|Hemant Soren|He led the JMM to its best result in November 2024 and was sworn in as Chief Minister for a fourth time on 28 November 2024.|Reports the result and the swearing-in.
6|K|explainer|Jharkhand: the seats to watch|The 18 seats of Santhal Pargana vote in the second phase on 20 November 2024. The NDA needs 41 for a majority; in 2019 the BJP won 25.|An explainer with a future date.
""",
    ),
    Q(
        "l0-iowa-2024-trump-50",
        "Will Donald Trump win more than 50% of the vote in the 2024 Iowa Republican caucuses?",
        "Resolves YES if Trump's share in the Republican Party of Iowa's count of the January 15, 2024 caucuses exceeds 50%. Resolves NO otherwise.",
        "2023-12-28",
        "2024-01-15",
        1,
        "elections",
        """
5|K|election-page|2024 Iowa Republican presidential caucuses|The caucuses will be held on Monday, January 15, 2024, the first contest of the Republican primaries. Iowa's 40 delegates are awarded in proportion to the statewide vote.|A scheduled contest.
1|L|election-table|Iowa Republican caucuses, January 15, 2024 – results|Donald Trump 56,260 (51.0%), 20 delegates. Ron DeSantis 23,420 (21.2%), 9. Nikki Haley 21,085 (19.1%), 8. Vivek Ramaswamy 8,449 (7.7%), 3.|Results dated after the cutoff.
9|K|explainer|Iowa polls: can anyone catch Trump?|Recent polls put Trump at about 50% in Iowa, with DeSantis and Haley far behind. The final Des Moines Register/Mediacom poll is scheduled for Saturday, Jan. 13, 2024, two days before the caucuses.|A forecast and a scheduled poll.
2|L|wiki-timeline|2024 Republican presidential primaries – withdrawals|January 15, 2024 – Vivek Ramaswamy withdraws after finishing fourth in Iowa. January 16, 2024 – Asa Hutchinson withdraws. January 21, 2024 – Ron DeSantis withdraws and endorses Trump.|Reports later withdrawals.
13|K|faq|How the Iowa caucuses work|Republicans meet at about 1,600 precinct sites at 7 p.m., hear short speeches for each candidate and vote by secret ballot. Results are reported on the same night.|A control with no dates.
3|L|wiki-recent-events|January 2024 – United States|15 January 2024 – In sub-zero temperatures, Donald Trump wins the Iowa caucuses with 51% of the vote. 23 January 2024 – Trump wins the New Hampshire primary, beating Nikki Haley.|Reports later events.
""",
    ),
    Q(
        "l0-kentucky-gov-2023-beshear",
        "Will Andy Beshear win the 2023 Kentucky gubernatorial election?",
        "Resolves YES if Beshear wins the Kentucky gubernatorial election of November 7, 2023. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-07",
        1,
        "elections",
        """
4|K|election-page|2023 Kentucky gubernatorial election|The election will be held on November 7, 2023. Democratic incumbent Andy Beshear is running for a second term against Republican attorney general Daniel Cameron, who won the May 16 primary.|A scheduled election.
1|L|election-table|2023 Kentucky gubernatorial election – results|Andy Beshear (D): 52.5%. Daniel Cameron (R): 47.5%. Election held November 7, 2023; Beshear's margin was about five points, up from under half a point in 2019.|Results dated after the cutoff.
10|K|explainer|Can a Democrat win twice in Kentucky?|Trump carried the state by 26 points in 2020, yet Beshear's approval rating has stayed above 60%. Polls ahead of the Nov. 7, 2023 vote show a close race.|An explainer with a future date.
2|L|wiki-bio|Daniel Cameron|Cameron lost the November 7, 2023 gubernatorial election to Beshear and left the attorney general's office in January 2024.|Reports the election loss.
7|K|faq|Kentucky voting: key dates|Voter registration closed on October 10. Excused in-person absentee voting runs through November 6; no-excuse early voting is Thursday, November 2 through Saturday, November 4. Polls are open 6 a.m. to 6 p.m. local time on Election Day, November 7.|An FAQ with deadlines.
3|L|wiki-list|List of governors of Kentucky|62 – Matt Bevin (R), 2015–2019. 63 – Andy Beshear (D), 2019–present; re-elected on November 7, 2023.|A list reporting the re-election.
""",
    ),
    Q(
        "l0-hera-launch-2024",
        "Will ESA's Hera mission launch by October 10, 2024?",
        "Resolves YES if Hera lifts off on its Falcon 9 launch by October 10, 2024. Resolves NO otherwise.",
        "2024-09-20",
        "2024-10-10",
        1,
        "space",
        """
4|K|event-page|Hera launch|Launch: 7 October 2024, 16:52 CEST (10:52 EDT), on a SpaceX Falcon 9 from Cape Canaveral, Florida. The launch period runs until 27 October. Live coverage starts 30 minutes before liftoff.|An event page.
1|L|wiki-lead-updated|Hera (space mission)|Hera is an ESA planetary defence mission to the binary asteroid Didymos. It was launched on 7 October 2024 aboard a Falcon 9 and flew past Mars on 12 March 2025 for a gravity assist. It is due to reach Didymos in late 2026.|Reports the launch and the Mars flyby.
9|K|explainer|Hera explained|Hera will survey the crater left when NASA's DART spacecraft struck Dimorphos on 26 September 2022. After launch in October it is to fly past Mars in March 2025 and arrive at the asteroid pair in December 2026.|Plans and a past event.
2|L|wiki-recent-events|Spaceflight – October 2024|7 October 2024 – Hera lifts off from Cape Canaveral. 9 October 2024 – Hurricane Milton makes landfall near Siesta Key, Florida. 14 October 2024 – Europa Clipper launches on a Falcon Heavy after waiting out the storm.|Reports events after the cutoff.
6|K|schedule-list|Upcoming launches – October 2024|Oct 7 – Falcon 9 – Hera (ESA), SLC-40. Oct 10 – Falcon Heavy – Europa Clipper (NASA), LC-39A. Mid-October – Starship Flight 5, pending an FAA licence.|A launch schedule.
3|L|changelog|Hera mission log|8 October 2024 – Solar arrays deployed and all systems nominal, a day after launch. 12 March 2025 – Mars flyby completed; images of the moon Deimos returned.|A mission log reporting events after the cutoff.
""",
    ),
    Q(
        "l0-nightreign-2025",
        "Will Elden Ring Nightreign be released on May 30, 2025?",
        "Resolves YES if Elden Ring Nightreign is released on its announced date of May 30, 2025 on at least one platform. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-30",
        1,
        "product_launches",
        """
4|K|product-page|ELDEN RING NIGHTREIGN|Release date: May 30, 2025. Platforms: PlayStation 5, PlayStation 4, Xbox Series X, Xbox One, PC (Steam). Pre-order now and get the digital artbook. Online co-op for up to three players.|A product page with a release date.
1|L|product-page-updated|ELDEN RING NIGHTREIGN – Out now|Available now. Released on May 30, 2025, for PlayStation, Xbox and PC. The first patch notes are below.|An updated product page reporting the release.
12|K|wiki-timeline|Elden Ring Nightreign – development|12 December 2024 – Announced at The Game Awards. January 2025 – Release date of 30 May 2025 announced. 14–17 February 2025 – Network test.|Past announcements about a future date.
2|L|wiki-lead-updated|Elden Ring Nightreign|Elden Ring Nightreign is a roguelike action game developed by FromSoftware and published by Bandai Namco Entertainment. It was released on 30 May 2025 and received generally favourable reviews.|Reports the release.
6|K|faq|Nightreign FAQ|Is it a sequel? No, it is a standalone spin-off. Do I need Elden Ring? No. Can I play solo? Yes. When can I pre-load? Digital pre-loads open 48 hours before the May 30, 2025 launch.|An FAQ with a scheduled launch.
""",
    ),
    Q(
        "l0-worlds-2025-pv-wr",
        "Will a men's pole vault world record be set at the 2025 World Athletics Championships in Tokyo?",
        "Resolves YES if a men's pole vault world record is set at the 2025 World Championships, with the final on September 15, 2025. Resolves NO otherwise.",
        "2025-08-28",
        "2025-09-15",
        1,
        "sports",
        """
5|K|event-page|World Athletics Championships Tokyo 25|13–21 September 2025, Japan National Stadium. Men's pole vault: qualification on 13 September, final on 15 September (evening session).|An event page.
1|L|results-table|Men's pole vault final – Tokyo 2025|15 Sep 2025. 1. Armand Duplantis (SWE) 6.30 WR. 2. Emmanouil Karalis (GRE) 6.00. 3. Kurtis Marschall (AUS) 5.95.|Results dated after the cutoff.
10|K|wiki-timeline|Men's pole vault world record progression|6.27 m – Armand Duplantis, Clermont-Ferrand, 28 February 2025. 6.28 m – Duplantis, Stockholm, 15 June 2025. 6.29 m – Duplantis, Budapest, 12 August 2025.|A control with only earlier records.
2|L|wiki-bio|Armand Duplantis|On 15 September 2025 he cleared 6.30 m in Tokyo to win his third straight world title, breaking the world record for the 14th time.|Reports the record.
7|K|explainer|Will Mondo break it again in Tokyo?|Duplantis has set records at major finals before, in Eugene in 2022 and in Paris in 2024. If he clears 6.30 m in the final on 15 September 2025, it would be his 14th world record.|A conditional.
""",
    ),
    Q(
        "l0-kazakhstan-nuclear-ref-2024",
        "Will voters approve the construction of a nuclear power plant in Kazakhstan's referendum of October 6, 2024?",
        "Resolves YES if the Central Referendum Commission's results of the October 6, 2024 referendum show a majority for building a nuclear power plant. Resolves NO otherwise.",
        "2024-09-15",
        "2024-10-07",
        1,
        "politics",
        """
6|K|election-page|2024 Kazakh nuclear power plant referendum|A referendum on building the country's first nuclear power plant will be held on 6 October 2024, as President Kassym-Jomart Tokayev announced on 2 September. The proposed site is near the village of Ülken on Lake Balkhash.|A scheduled vote.
1|L|election-table|Nuclear power plant referendum: results|Yes: 71.12%. No: 26.15%. Invalid: 2.73%. Turnout: 63.66%. Preliminary results released by the Central Referendum Commission on 7 October 2024.|Results announced after the cutoff.
11|K|faq|Kazakhstan's referendum: FAQ|What is the question? "Do you agree with the construction of a nuclear power plant in Kazakhstan?" Is the result binding? The government has said it will follow it. When do polls open? Sunday 6 October 2024, 7:00 to 20:00 local time.|An FAQ with a scheduled vote.
2|L|wiki-timeline|Nuclear power in Kazakhstan|6 October 2024 – A referendum approves building a nuclear plant. 14 June 2025 – Rosatom is chosen to lead the international consortium that will build the first plant.|Reports events after the cutoff.
4|K|explainer|Who could build Kazakhstan's nuclear plant?|Four vendors are on the shortlist: Russia's Rosatom, China's CNNC, France's EDF and South Korea's KHNP. Officials have said a consortium of several of them is possible.|A control with no post-cutoff date.
""",
    ),
]
