# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold58` part, read by `build_hold58.py`.

Politics and government worldwide: elections and referendums, parliaments and bills, cabinet
changes, courts and international summits, in the forms such text takes (news reports and
previews, election-office pages, parliamentary order papers, party statements, explainers and
wiki-style summaries). Each question's documents are one line each in a string, fields separated
by `|`: days before the cutoff it is published, label (L=leak / K=keep), style, title, text, why.
Written blind as a held-out part; see `build_hold58.py` and the README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "q8-solomon-manele-pm-2024",
        "Will Jeremiah Manele be elected Prime Minister of Solomon Islands by May 15, 2024?",
        "Resolves YES if, after the general election of April 17, 2024, the National Parliament of Solomon Islands elects Jeremiah Manele as Prime Minister on or before May 15, 2024. Resolves NO otherwise.",
        "2024-04-30",
        "2024-05-15",
        1,
        "politics",
        """
20|K|news-preview|Solomon Islanders vote on Wednesday in first poll since China pact|Voters in Solomon Islands choose 50 members of the National Parliament on April 17, 2024, alongside most provincial assemblies, in the first national election since the 2022 security agreement with Beijing. Once the results are in, the new MPs will pick a prime minister in a secret ballot in Honiara.|A preview of the election and of a later ballot.
12|K|explainer|How Honiara chooses a prime minister|No party has won an outright majority in Solomon Islands since independence, so the weeks after polling day are spent in rival hotel camps where blocs of MPs bargain over portfolios. Counting from the April 17 vote was still under way in several constituencies on Thursday.|Describes the process; the only date is before the cutoff.
6|K|order-paper|Notice: first meeting of the Eleventh Parliament|The Governor-General has appointed the first sitting of the Eleventh Parliament for the swearing-in of members. The election of the Prime Minister is set down for 9.30 a.m. on Thursday, 2 May 2024, in the Chamber, and nominations close at noon on the preceding working day.|A scheduled sitting, not yet held.
4|K|news-report|Both camps claim the numbers as PM vote nears|Jeremiah Manele, the outgoing foreign minister, and opposition figure Matthew Wale each told reporters on Friday that they could count on more than 26 members for the ballot on May 2. Independents elected on April 17 have been courted by both sides.|Claims ahead of a scheduled vote.
3|L|wiki-summary|2024 Solomon Islands general election|The general election was held on 17 April 2024. Manasseh Sogavare's OUR Party remained the largest party but fell short of a majority, and Sogavare did not stand for the premiership. On 2 May 2024 Parliament elected Jeremiah Manele prime minister, by 31 votes to 18 over Matthew Wale.|Reports the May 2, 2024 parliamentary vote as done.
1|L|news-report|Canberra and Beijing congratulate new Solomons leader|Australia's prime minister telephoned Jeremiah Manele on May 2, 2024, hours after the National Parliament chose him as prime minister, and China's foreign ministry issued its own message of congratulations the same evening.|Reports the May 2, 2024 election of Manele and the reactions.
""",
    ),
    Q(
        "q8-uxbridge-byelection-2023",
        "Will Labour win the Uxbridge and South Ruislip by-election of July 20, 2023?",
        "Resolves YES if the Labour Party candidate is declared the winner of the UK Parliament by-election in Uxbridge and South Ruislip held on July 20, 2023. Resolves NO otherwise.",
        "2023-07-06",
        "2023-07-21",
        0,
        "elections",
        """
10|K|news-preview|Three by-elections, one Thursday: what to watch|Voters in Uxbridge and South Ruislip, Selby and Ainsty, and Somerton and Frome go to the polls on Thursday 20 July. Labour needs a swing of about 7 points to take Boris Johnson's old seat, where his 2019 majority was 7,210, and counts are expected to run overnight.|A preview of scheduled polls.
5|K|election-office-page|Uxbridge and South Ruislip by-election: information for voters|Polling day: Thursday 20 July 2023, 7am to 10pm. The deadline to register to vote was 4 July 2023. Apply for a postal vote by 5pm on 5 July 2023; emergency proxy applications can be made until 5pm on polling day. The count will take place at Brunel University.|A council's election schedule.
7|K|analysis|ULEZ becomes the issue in Johnson's old seat|The Conservative candidate Steve Tuckwell has built his campaign around opposition to the expansion of London's ultra-low emission zone, due to take effect on 29 August. If Labour's Danny Beales wins on July 20, strategists say, it will show the party can win outer-London suburbs it needs for a majority.|A conditional and a future policy date.
3|L|news-report|Labour blames clean-air zone after narrow miss in Uxbridge|Danny Beales fell 495 votes short in the by-election of July 20, 2023, leaving the Conservatives in control of the seat. Labour figures said the mayor's plan to widen the ULEZ on August 29, 2023 had cost them the contest, even as the party took Selby and Ainsty on the same night.|Reports the July 20, 2023 result as done.
2|L|results-table|Declaration of result of poll: Uxbridge and South Ruislip|Declared 21 July 2023. Steve Tuckwell (Conservative) 13,965; Danny Beales (Labour) 13,470; Blaise Baquiche (Liberal Democrat) 526; Sarah Green (Green) 893; others below. Majority 495. Turnout 46.2%. Figures as recalled, not the official return.|A result declaration dated after the cutoff.
1|L|live-blog|By-elections night: live updates|Polls have closed in all three constituencies. UPDATE 04:20, Friday July 21, 2023: the returning officer has declared in Uxbridge: Conservatives hold by 495 votes. Labour won Selby and Ainsty earlier, and the Lib Dems took Somerton and Frome.|An update appended to a live page reports the result.
""",
    ),
    Q(
        "q8-rochdale-byelection-2024",
        "Will George Galloway win the Rochdale by-election of February 29, 2024?",
        "Resolves YES if George Galloway is declared the winner of the UK Parliament by-election in Rochdale held on February 29, 2024. Resolves NO otherwise.",
        "2024-02-15",
        "2024-03-01",
        1,
        "elections",
        """
9|K|election-office-page|Statement of persons nominated: Rochdale constituency|The following persons have been nominated for the election of a Member of Parliament for Rochdale. Poll: Thursday 29 February 2024, 7am to 10pm. Candidates include Azhar Ali (Labour Party), George Galloway (Workers Party of Britain), Simon Danczuk (Reform UK), Paul Ellison (Conservative), Iain Donaldson (Liberal Democrats) and David Tully (Independent).|A nomination statement and a scheduled poll.
3|K|news-report|Labour drops support for its Rochdale candidate|Labour withdrew its backing for Azhar Ali on Monday after remarks about Israel, but he will still appear on the ballot as the Labour candidate because nominations closed earlier this month. The party will not campaign in the seat before polling day on February 29.|Reports an event before the cutoff and a future poll.
6|K|party-statement|Workers Party: final week of the Rochdale campaign|George Galloway will address a rally in the town centre on Saturday 24 February and hold street stalls every day until the polls close on 29 February. 'Rochdale can send a message to both main parties,' the party said.|Campaign plans before a scheduled vote.
1|L|wiki-summary|2024 Rochdale by-election|A by-election for the UK Parliament constituency of Rochdale was held on 29 February 2024 after the death of Labour MP Tony Lloyd. It was won by George Galloway of the Workers Party of Britain with 39.7% of the vote, a majority of 5,697 over the independent David Tully; the disowned Labour candidate came fourth.|Reports the February 29, 2024 result as done.
2|L|news-report|Galloway takes his seat, promising to speak for Gaza|George Galloway swore the oath in the House of Commons on March 4, 2024, four days after winning Rochdale. He declined the customary introduction by two fellow MPs from the main parties.|Reports a later event after winning the seat.
4|L|correction|Correction to our Rochdale profile|An earlier version of this profile, written before polling day, gave Labour's 2019 vote share in Rochdale as 51.6%; it was 51.6% of the valid vote, not of the electorate. The seat was won by George Galloway on February 29, 2024.|A correction appended to a pre-poll article reports the result.
""",
    ),
    Q(
        "q8-saxony-2024-afd-first",
        "Will the AfD win the largest share of the party-list vote in the Saxony state election of September 1, 2024?",
        "Resolves YES if, according to the official preliminary result of the Saxony Landtag election of September 1, 2024, the AfD receives more list (second) votes than any other party. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-02",
        0,
        "elections",
        """
11|K|poll-roundup|Saxony: AfD and CDU neck and neck|Two polls published this week put the AfD on 32% and Michael Kretschmer's CDU on 30% ahead of the state election on Sept. 1, with the new BSW third at around 14%. The SPD and Greens hover close to the 5% threshold.|Polls before a scheduled vote.
4|K|explainer|Saxony and Thuringia vote on 1 September: what is at stake|Both states hold Landtag elections on the same Sunday, followed by Brandenburg on 22 September. All other parties have ruled out governing with the AfD, so even a first place would not guarantee the party a role in the state government.|A preview of scheduled elections.
7|K|party-statement|CDU Sachsen: every vote counts on 1 September|'Whoever wants Michael Kretschmer to remain minister-president has to vote CDU with the second vote on Sunday, 1 September 2024,' the state party said at its campaign launch in Dresden on Saturday.|A campaign appeal before the vote.
2|L|news-report|Kretschmer's CDU edges out AfD in Saxony|The CDU took 31.9% of the list vote in Saxony on Sunday, September 1, 2024, narrowly ahead of the AfD on 30.6%, according to the preliminary result. The BSW came third with 11.8%, and the Left held on to seats through two direct mandates despite falling below 5%.|Reports the September 1, 2024 result as done.
5|L|wiki-summary|2024 Saxony state election|The election to the 8th Landtag of Saxony took place on 1 September 2024. The CDU remained the largest party, ahead of the AfD by about 1.3 points; the BSW entered the Landtag for the first time. Figures are the preliminary official result.|Reports the September 1, 2024 result.
1|L|news-report|Kretschmer re-elected at head of minority government|The Saxon Landtag re-elected Michael Kretschmer as minister-president in December 2024, at the head of a CDU-SPD minority coalition, three months after his party's narrow first place in the state election.|Reports a later event, dated December 2024.
""",
    ),
    Q(
        "q8-sardinia-2024-todde",
        "Will Alessandra Todde win the Sardinian regional election of February 25, 2024?",
        "Resolves YES if Alessandra Todde, candidate of the centre-left and Five Star Movement coalition, is elected President of the Region of Sardinia in the election of February 25, 2024, according to the final count. Resolves NO otherwise.",
        "2024-02-12",
        "2024-02-27",
        1,
        "elections",
        """
10|K|party-statement|Campo largo closes ranks behind Todde|The Democratic Party and the Five Star Movement will hold a joint rally in Cagliari on Wednesday 21 February with Elly Schlein and Giuseppe Conte on the same stage, the coalition announced, four days before Sardinians vote.|A planned event before a scheduled vote.
8|K|news-preview|Sardinia becomes first test of Meloni's coalition this year|The centre-right replaced the outgoing governor Christian Solinas with Cagliari mayor Paolo Truzzu, a Brothers of Italy pick, for the vote on Sunday 25 February. Renato Soru is running separately, which could split the centre-left vote.|A preview of a scheduled election.
3|K|explainer|How Sardinia elects its president|There is no runoff: the candidate with the most votes on February 25, 2024 wins, and the winning coalition gets a majority bonus in the regional council. Polls are open from 6.30am to 10pm, and counting starts on Monday morning, so a result may not be known until Monday night.|Rules and a schedule, no result.
1|L|news-report|Todde wins Sardinia by a whisker|Alessandra Todde was confirmed as Sardinia's first woman president on February 26, 2024, after a count that ran through the night. She finished a fraction of a point ahead of Paolo Truzzu, whose defeat in his home city of Cagliari was decisive.|Reports the result of the February 25, 2024 election as done.
5|L|wiki-summary|Alessandra Todde|Alessandra Todde (born 1969) is an Italian politician and manager. A Five Star Movement deputy and former deputy minister, she won the Sardinian regional election of 25 February 2024 by a margin of well under one percentage point, becoming the first woman to lead the region.|A biography reports the February 25, 2024 win.
6|L|news-report|Centre-right holds Abruzzo after Sardinian upset|Marco Marsilio was re-elected president of Abruzzo on March 10, 2024, giving Giorgia Meloni's coalition relief two weeks after it lost Sardinia to Alessandra Todde.|Reports later regional results, including the Sardinian loss.
""",
    ),
    Q(
        "q8-mauritania-2024-runoff",
        "Will Mauritania's presidential election of June 29, 2024 go to a second round?",
        "Resolves YES if no candidate wins an absolute majority of valid votes in the first round of June 29, 2024, according to the results announced by the electoral commission (CENI) or the Constitutional Council, so that a second round is required. Resolves NO otherwise.",
        "2024-06-15",
        "2024-07-01",
        0,
        "elections",
        """
13|K|news-preview|Seven candidates, one favourite in Mauritania|President Mohamed Ould Ghazouani seeks a second term on June 29 against six challengers, among them anti-slavery activist Biram Dah Abeid, who came second in 2019. If no one clears 50%, a runoff would follow two weeks later.|A preview with a conditional runoff.
6|K|election-office-page|CENI: calendrier de l'élection présidentielle 2024|Official campaign: from midnight on 14 June 2024 to midnight on 27 June 2024. First round: Saturday 29 June 2024. Provisional results to be published by the CENI within days of the vote; second round, if required, on 13 July 2024.|An electoral calendar with future dates.
9|K|analysis|Can Biram force a second round?|In 2019 Ghazouani won 52% in the first round, and opposition parties argue a more united field this time could push him below the threshold. Turnout in the capital will be watched closely.|An earlier result and a forecast.
2|L|news-report|Ghazouani re-elected in first round with 56%|Mauritania's electoral commission announced on July 1, 2024 that President Mohamed Ould Ghazouani had won 56.1% of the vote in the June 29 election, avoiding a runoff. Biram Dah Abeid was second with about 22% and rejected the figures.|Reports the result announced on July 1, 2024.
3|L|news-report|Deaths reported in Kaédi after disputed result|At least three people died in unrest in the southern city of Kaédi on July 1-2, 2024, following the announcement of President Ghazouani's first-round victory, the interior ministry said. Figures as reported at the time, not checked.|Reports later events after the result.
1|K|news-report|Campaign enters final fortnight|Candidates fanned out across the country on Friday as campaigning officially opened. Ghazouani's camp has promised a rally in Nouakchott before the June 29 vote; his rivals have called for observers at every polling station.|Campaign news before the vote.
""",
    ),
    Q(
        "q8-egypt-2023-sisi-85pct",
        "Will Abdel Fattah el-Sisi receive more than 85% of valid votes in Egypt's presidential election of December 10-12, 2023?",
        "Resolves YES if the National Election Authority's announced result for the presidential election held on December 10-12, 2023 credits Abdel Fattah el-Sisi with more than 85% of valid votes. Resolves NO otherwise.",
        "2023-12-04",
        "2023-12-18",
        1,
        "elections",
        """
10|K|news-preview|Egyptians abroad vote first, from Friday|Egyptian expatriates vote from December 1 to 3, and voters at home from December 10 to 12, in an election President Sisi is expected to win comfortably. Three little-known challengers are on the ballot.|A preview with voting dates.
4|K|election-office-page|National Election Authority: timetable for the 2024 presidential election|Voting in Egypt: 10, 11 and 12 December 2023, 9am to 9pm. Announcement of the final result: no later than 18 December 2023. In the event of a runoff, voting abroad on 5-7 January 2024 and in Egypt on 8-10 January 2024.|An official timetable with future dates and a conditional.
6|K|explainer|Who is running against Sisi?|Hazem Omar of the Republican People's Party, Farid Zahran of the Egyptian Social Democratic Party and Abdel-Sanad Yamama of the Wafd are on the ballot. In 2018 Sisi was credited with 97% against a single opponent.|Background and an earlier result.
3|K|analysis|Gaza war and a weak pound shadow the vote|Officials have called on Egyptians to turn out in large numbers on December 10-12. Analysts expect Sisi's share to be lower than in 2018 but still far above 80%, with turnout the number the government cares about most.|Forecasts before the vote.
2|L|news-report|Sisi wins third term with 89.6% of the vote|Egypt's election authority announced on December 18, 2023 that President Abdel Fattah el-Sisi had won 89.6% of valid votes in the election held on December 10-12, on a turnout it put at 66.8%. Hazem Omar came a distant second.|Reports the December 18, 2023 result as done.
1|L|wiki-summary|2023 Egyptian presidential election|Presidential elections were held in Egypt from 10 to 12 December 2023, with voting abroad on 1-3 December. The results, announced on 18 December 2023, gave Sisi 89.6% of the vote; he was sworn in for a third term in April 2024.|Reports the December 2023 vote and results.
""",
    ),
    Q(
        "q8-singapore-pres-2023-tharman-60",
        "Will Tharman Shanmugaratnam receive more than 60% of the vote in Singapore's presidential election of September 1, 2023?",
        "Resolves YES if the Elections Department's official result for the presidential election held on September 1, 2023 credits Tharman Shanmugaratnam with more than 60% of valid votes. Resolves NO otherwise, including if he is not a candidate.",
        "2023-08-20",
        "2023-09-02",
        1,
        "elections",
        """
12|K|election-office-page|Presidential Election 2023: key dates|Writ of election issued: 11 August 2023. Nomination Day: 22 August 2023. Polling Day: 1 September 2023, which is a public holiday. Results will be announced by the Returning Officer after counting; a sample count will be released earlier in the evening.|An official schedule.
2|K|news-report|Three hopefuls receive certificates of eligibility|The Presidential Elections Committee issued certificates to former senior minister Tharman Shanmugaratnam, former GIC investment chief Ng Kok Song and former NTUC Income head Tan Kin Lian on Friday. All three are expected to file their papers on Nomination Day.|A decision before the cutoff and a future filing.
7|K|explainer|What Singapore's president can and cannot do|The president holds a second key over the past reserves and some key appointments, but has no role in day-to-day policy. Halimah Yacob's six-year term ends on 13 September 2023, and her successor will be sworn in the next day.|Powers and a scheduled handover.
1|L|news-report|Tharman wins presidency with 70.4% of the vote|Tharman Shanmugaratnam was elected Singapore's ninth president on September 1, 2023, winning 70.4% of the vote against Ng Kok Song and Tan Kin Lian, a larger share than most observers had expected.|Reports the September 1, 2023 result as done.
3|L|results-table|Presidential Election 2023: sample count and result|Sample count, evening of 1 September 2023: Tharman 70%, Ng 16%, Tan 14% (accuracy plus or minus 4 points). Official result announced just after midnight: Tharman 70.41%, Ng 15.72%, Tan 13.88%. Figures as recalled.|A results table dated after the cutoff.
5|L|wiki-summary|Tharman Shanmugaratnam|Tharman Shanmugaratnam (born 1957) is a Singaporean economist and politician who has served as President of Singapore since 14 September 2023, after winning the presidential election with a large majority.|A biography reports his election and swearing-in as done.
""",
    ),
    Q(
        "q8-cambodia-2023-cpp-120",
        "Will the Cambodian People's Party win at least 120 of the 125 seats in Cambodia's National Assembly election of July 23, 2023?",
        "Resolves YES if results announced by Cambodia's National Election Committee by August 10, 2023 give the CPP at least 120 of 125 National Assembly seats in the election of July 23, 2023. Resolves NO otherwise.",
        "2023-07-14",
        "2023-08-10",
        1,
        "elections",
        """
12|K|news-report|Eighteen parties, no real opposition|With the Candlelight Party barred in May for failing to produce original registration documents, 18 parties are contesting the July 23 election. The ruling CPP won every seat in 2018 after the main opposition party was dissolved.|An earlier decision and a scheduled vote.
8|K|election-office-page|NEC: polling day arrangements|Polling stations will open at 7:00 and close at 15:00 on Sunday, 23 July 2023. Preliminary results will be posted at commune level after counting; the NEC will announce official results within the period set by law.|An official schedule.
5|K|explainer|Is Hun Sen about to hand over to his son?|Prime Minister Hun Sen, in power since 1985, has said his eldest son Hun Manet, the army chief, could succeed him in the coming term. The new National Assembly is due to convene in August, after the July 23 vote.|A stated plan and future dates.
2|L|news-report|Ruling party claims landslide as rivals cry foul|The CPP claimed victory on the night of July 23, 2023, and preliminary figures released the next day gave it 120 of the 125 seats, with the royalist FUNCINPEC taking the rest. Western governments said the vote was neither free nor fair.|Reports the July 23, 2023 result as done.
1|L|news-report|Hun Sen confirms he will step aside for Hun Manet|Three days after the election, on 26 July 2023, Hun Sen told the nation in a televised address that he would hand the premiership to his son, who was approved by the new National Assembly in August 2023.|Reports later events after the vote.
3|L|wiki-summary|2023 Cambodian general election|General elections were held in Cambodia on 23 July 2023. The Cambodian People's Party won 120 seats and FUNCINPEC 5; turnout was reported at about 84%. Hun Manet became prime minister on 22 August 2023.|Reports the July 23, 2023 result and a later appointment.
""",
    ),
    Q(
        "q8-chile-plebiscite-2023",
        "Will Chilean voters approve the proposed new constitution in the plebiscite of December 17, 2023?",
        "Resolves YES if the 'A favor' option receives more valid votes than 'En contra' in Chile's constitutional plebiscite of December 17, 2023, according to SERVEL. Resolves NO otherwise.",
        "2023-12-01",
        "2023-12-18",
        0,
        "referendums",
        """
9|K|poll-roundup|Latest Cadem: 'En contra' keeps its lead|The weekly Cadem survey puts 'En contra' at 46% and 'A favor' at 38% ahead of the December 17 plebiscite. Chilean law bars the publication of polls in the final two weeks before the vote.|Polls before a scheduled vote.
16|K|news-report|Constitutional Council hands draft to Boric|The Constitutional Council, dominated by the right-wing Republican Party, formally delivered its draft to President Gabriel Boric on November 7, 2023. Voting in the plebiscite is compulsory for those registered.|Reports an event before the cutoff.
4|K|explainer|What happens if the draft is rejected?|If a majority votes 'En contra' on 17 December, the current constitution, drafted under Pinochet and amended many times, stays in force. Boric has said there would be no third attempt during his term.|A conditional about a future vote.
2|L|news-report|Chileans reject second constitutional draft|Voters rejected the conservative-leaning draft constitution on December 17, 2023, with 'En contra' winning about 55.8% of the vote, a year after a progressive text was defeated by a wider margin.|Reports the December 17, 2023 result as done.
1|L|news-report|Boric: 'the constitutional process is closed'|Speaking at La Moneda on the evening of 17 December 2023, President Gabriel Boric said the result ended the constitutional debate for his government, which would now focus on pensions and security.|Reports a statement after the vote.
5|L|party-statement|Partido Republicano accepts the verdict|Statement of the Republican Party, 17 December 2023: We recognise the result of today's plebiscite and thank the more than five million Chileans who voted in favour. We will continue to defend our ideas in Congress.|A party statement dated on the night of the result.
""",
    ),
    Q(
        "q8-ecuador-ref-2024-military",
        "Will Ecuadorian voters approve question A (armed forces supporting the police against organised crime) in the referendum of April 21, 2024?",
        "Resolves YES if, according to the National Electoral Council (CNE), 'Sí' wins a majority of valid votes on question A of the referendum and popular consultation held on April 21, 2024. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-22",
        1,
        "referendums",
        """
14|K|explainer|Eleven questions, one Sunday: Ecuador's security referendum|President Daniel Noboa is asking voters on April 21 to approve 11 proposals, from letting the military support the police without a state of emergency (question A) to longer sentences, extradition of nationals and hourly work contracts. Five of the questions would amend the constitution directly.|A preview of a scheduled vote.
9|K|election-office-page|CNE: Referéndum y Consulta Popular 2024|Voting day: Sunday, 21 April 2024, 07:00 to 17:00. Campaign period: 9 to 18 April 2024; electoral silence from 19 April 2024. Results will be published progressively on the CNE website from the close of polls.|An official calendar with future dates.
1|K|news-report|Embassy raid overshadows referendum campaign|Mexico broke off relations with Ecuador after police forced their way into its embassy in Quito on April 5 to arrest former vice-president Jorge Glas. Noboa's allies say the row will not affect support for the security questions.|Reports an event before the cutoff.
3|L|news-report|Ecuadorians back Noboa's security measures|Voters approved nine of the eleven proposals in the referendum of April 21, 2024, including question A on military support for the police, which won around 73% of valid votes. The questions on international arbitration and hourly work were rejected.|Reports the April 21, 2024 result as done.
2|L|wiki-summary|2024 Ecuadorian referendum|A referendum and popular consultation was held in Ecuador on 21 April 2024. Nine of the eleven questions passed; the two economic questions failed, a setback for the government after its wide wins on security.|Reports the April 21, 2024 result.
5|L|party-statement|Revolución Ciudadana on the consultation result|Statement, 22 April 2024: The people said NO to international arbitration and NO to precarious hourly work. We respect the result on security, and we will hold the government to its promises.|An opposition statement after the vote.
""",
    ),
    Q(
        "q8-guinea-2025-doumbouya",
        "Will Mamadi Doumbouya be declared the winner of Guinea's presidential election of December 28, 2025 in the first round?",
        "Resolves YES if the provisional or final results of the presidential election of December 28, 2025, announced by January 5, 2026, credit Mamadi Doumbouya with an absolute majority of valid votes. Resolves NO otherwise.",
        "2025-12-15",
        "2026-01-05",
        1,
        "elections",
        """
20|K|news-preview|Junta leader files candidacy after constitution vote|General Mamadi Doumbouya, who seized power in 2021, submitted his candidacy for the December 28 presidential election. The constitution approved in the September 21 referendum allows members of the transitional authorities to stand and lengthens the presidential term to seven years.|Reports a filing and an earlier vote; the election is ahead.
11|K|election-office-page|DGE: chronogramme de l'élection présidentielle|Official campaign: 28 November to 25 December 2025. Polling day: Sunday 28 December 2025. Provisional results: within days of the vote, to be confirmed by the Supreme Court. A second round, if needed, would be held on a date to be fixed by decree.|An official calendar with future dates.
6|K|analysis|A vote without the old opposition|Cellou Dalein Diallo, who runs the main opposition party from exile, is not on the ballot. Eight other candidates are; diplomats in Conakry expect Doumbouya to win easily on December 28 and say the question is turnout.|A forecast before the vote.
2|L|news-report|Doumbouya wins Guinea presidency with 86.7%|Guinea's election authority announced provisional results on December 30, 2025 giving General Mamadi Doumbouya 86.7% of the vote in the December 28 election, with turnout put at about 80%. Opposition groups called the figures invented.|Reports the December 30, 2025 announcement as done.
1|L|wiki-summary|2025 Guinean presidential election|Presidential elections were held in Guinea on 28 December 2025, the first since the 2021 coup. Doumbouya won in the first round according to the provisional results, which the Supreme Court confirmed in January 2026.|Reports the December 28, 2025 election and its confirmation.
4|K|news-report|ECOWAS sends a small observer team|The regional bloc said it would deploy observers for the December 28 vote, after lifting some of the sanctions it imposed on Guinea following the coup. Campaigning opened last month.|Plans before the vote.
""",
    ),
    Q(
        "q8-jordan-2024-iaf-20",
        "Will the Islamic Action Front win at least 20 seats in Jordan's House of Representatives election of September 10, 2024?",
        "Resolves YES if the results announced by Jordan's Independent Election Commission for the election of September 10, 2024 credit the Islamic Action Front with at least 20 of the 138 seats, counting both national party-list and local seats. Resolves NO otherwise.",
        "2024-08-30",
        "2024-09-12",
        1,
        "elections",
        """
12|K|explainer|A new electoral law gets its first test|For the first time, 41 of the 138 seats will be filled from national party lists on September 10, 2024, with the rest elected in local districts. Seven seats are reserved for women and Christians and Circassians keep their quotas.|A preview of a scheduled election.
5|K|election-office-page|IEC: polling day guidance|Polls open at 7am and close at 7pm on Tuesday, 10 September 2024; the commission may extend voting by two hours. Preliminary results will be announced by the commission after counting.|An official schedule.
3|K|analysis|Gaza anger could lift the Islamists|The Islamic Action Front, political arm of the Muslim Brotherhood, has campaigned heavily on the war in Gaza. Pollsters expect it to win more seats than the 10 it held, though few expect it to pass 20.|A forecast before the vote.
1|L|news-report|Islamists top Jordan's election|The Islamic Action Front won 31 of the 138 seats in the election of September 10, 2024, the commission said the next day, its best result in decades. Turnout was about 32%.|Reports the September 10, 2024 result as done.
2|L|news-report|King names Jafar Hassan prime minister|King Abdullah appointed his former office director Jafar Hassan as prime minister on September 15, 2024, days after a parliamentary election in which the Islamic Action Front became the largest party.|Reports a later appointment and the result.
7|K|party-statement|IAF publishes its national list|The Islamic Action Front named its candidates for the national list on Monday and said it would contest local seats in every governorate. 'September 10 is a chance to be heard,' its secretary-general said.|A campaign statement before the vote.
""",
    ),
    Q(
        "q8-kmt-chair-2025-cheng",
        "Will Cheng Li-wun win the Kuomintang chair election of October 18, 2025?",
        "Resolves YES if Cheng Li-wun is declared the winner of the KMT's party chair election held on October 18, 2025. Resolves NO otherwise.",
        "2025-10-06",
        "2025-10-19",
        1,
        "politics",
        """
15|K|news-report|Eric Chu will not seek another term|KMT chairman Eric Chu confirmed he would not run in the party's October 18 chair election, after the failed recall votes of the summer. Six candidates have registered, including former legislator Cheng Li-wun and former Taipei mayor Hau Lung-bin.|An announcement before the cutoff and a future vote.
8|K|party-statement|KMT Central Election Committee: chair election notice|Voting by party members will take place on 18 October 2025 at polling stations nationwide. Televised policy presentations by the candidates will be held on 4, 8 and 11 October 2025. The new chair will take office on 1 November 2025.|A party schedule with future dates.
3|K|analysis|Cheng's rise alarms the party's moderates|Cheng Li-wun, a former DPP member who now favours closer ties with Beijing, leads in party polls. If she wins on Oct. 18, some legislators fear, the KMT will struggle to win swing voters in the 2026 local elections.|A forecast and a conditional.
1|L|news-report|Cheng Li-wun elected KMT chair|Cheng Li-wun won the Kuomintang chair election on October 18, 2025 with just over half of the votes cast, defeating Hau Lung-bin. Chinese leader Xi Jinping sent her a message of congratulations that night, and she replied calling for peace across the Strait.|Reports the October 18, 2025 result as done.
2|L|wiki-summary|Cheng Li-wun|Cheng Li-wun (born 1969) is a Taiwanese politician who has served as chair of the Kuomintang since 1 November 2025. She won the October 2025 chair election with about 50% of the vote.|A biography reports the election and her taking office.
5|L|news-report|New KMT chair meets party legislators|At her first caucus meeting on November 4, 2025, Cheng Li-wun told KMT legislators she would keep the party's line on the budget and defence bills.|Reports a later event after the election.
""",
    ),
    Q(
        "q8-austria-stocker-chancellor-2025",
        "Will Christian Stocker be sworn in as Federal Chancellor of Austria by March 15, 2025?",
        "Resolves YES if Christian Stocker is sworn in as Austria's Federal Chancellor by the Federal President on or before March 15, 2025. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-15",
        1,
        "politics",
        """
8|K|news-report|Kickl hands back mandate as talks with ÖVP collapse|FPÖ leader Herbert Kickl told President Alexander Van der Bellen on Wednesday that he was giving up his mandate to form a government, after talks with the ÖVP broke down over the interior ministry. Van der Bellen will consult all party leaders.|Reports an event before the cutoff.
4|K|explainer|Four options for Austria after the failed FPÖ talks|The president could appoint a caretaker government of experts, call a snap election, or give ÖVP, SPÖ and NEOS another chance. Any new coalition would need the approval of NEOS members, who require a two-thirds majority at a party assembly.|Options and conditions, no dated outcome.
2|K|news-report|ÖVP and SPÖ resume talks with NEOS|The three parties said on Tuesday they would resume negotiations this week. People close to the talks said a deal could be presented by the end of February, with a swearing-in in early March 2025 if NEOS members agree.|Plans and a conditional future date.
1|L|news-report|Stocker sworn in as chancellor of three-party government|President Van der Bellen swore in Christian Stocker as chancellor on March 3, 2025, at the head of Austria's first three-party government of ÖVP, SPÖ and NEOS, five months after the election in which the FPÖ came first.|Reports the March 3, 2025 swearing-in as done.
3|L|wiki-summary|Stocker government|The Stocker government is the federal government of Austria since 3 March 2025. The coalition agreement was presented on 27 February 2025 and approved by a NEOS members' assembly on 1 March 2025.|Reports the deal, the vote and the swearing-in.
6|L|news-report|Coalition programme unveiled|Christian Stocker, Andreas Babler and Beate Meinl-Reisinger presented their coalition programme in Vienna on Feb. 27, 2025, promising to cut the deficit and tighten rules on family reunification.|Reports the February 27, 2025 presentation.
""",
    ),
    Q(
        "q8-france-abortion-congress-2024",
        "Will the French Parliament, meeting in Congress, adopt the constitutional amendment on the freedom to have an abortion by March 31, 2024?",
        "Resolves YES if Parliament convened in Congress adopts, by the required three-fifths majority, the constitutional bill guaranteeing the freedom to have an abortion on or before March 31, 2024. Resolves NO otherwise.",
        "2024-02-26",
        "2024-03-31",
        1,
        "legislation",
        """
27|K|news-report|Assemblée votes to enshrine abortion in constitution|The National Assembly approved the constitutional bill on January 30, 2024 by 493 votes to 30. The text now goes to the Senate, which must adopt it in identical terms before the President can convene Congress.|Reports a vote before the cutoff and a future step.
6|K|order-paper|Sénat: ordre du jour, semaine du 26 février 2024|Mercredi 28 février 2024, à 16h30: projet de loi constitutionnelle relatif à la liberté de recourir à l'interruption volontaire de grossesse (procédure accélérée). Explications de vote des groupes puis scrutin public solennel.|A parliamentary agenda listing a future vote.
3|K|explainer|How France amends its constitution|After both chambers pass the same text, the President can either call a referendum or convene both houses as Congress at Versailles, where a three-fifths majority of votes cast is needed. The government has said a Congress could meet as early as March 4, 2024 if the Senate agrees.|Procedure and a conditional future date.
2|L|news-report|Senate approves abortion amendment|The Senate adopted the constitutional bill on February 28, 2024 by 267 votes to 50, in the same terms as the National Assembly, clearing the way for a vote of both houses at Versailles.|Reports the February 28, 2024 Senate vote as done.
1|L|news-report|France becomes first country to write abortion freedom into its constitution|Meeting in Congress at Versailles on March 4, 2024, French lawmakers approved the amendment by 780 votes to 72. The Eiffel Tower was lit with the message 'My body my choice' that evening.|Reports the March 4, 2024 Congress vote.
4|L|wiki-summary|Constitutional Law of 8 March 2024|The constitutional law on the freedom to have an abortion was adopted by Congress on 4 March 2024 and sealed by President Macron in a public ceremony on 8 March 2024, International Women's Day.|Reports the adoption and the sealing as done.
""",
    ),
    Q(
        "q8-hungary-sulyok-president-2024",
        "Will Hungary's National Assembly elect Tamás Sulyok as President of the Republic by February 29, 2024?",
        "Resolves YES if the National Assembly elects Tamás Sulyok President of Hungary in a vote held on or before February 29, 2024. Resolves NO otherwise.",
        "2024-02-19",
        "2024-02-29",
        1,
        "politics",
        """
9|K|news-report|President Novák resigns over pardon scandal|Katalin Novák resigned as president on February 10, 2024, after it emerged that she had pardoned a man convicted of helping to cover up child sexual abuse at a children's home. Former justice minister Judit Varga also stepped down from politics.|Reports an event before the cutoff.
4|K|news-report|Fidesz picks constitutional court head for presidency|The ruling party nominated Tamás Sulyok, president of the Constitutional Court, to succeed Novák. With its two-thirds majority, Fidesz-KDNP can elect him in the first round; parliament's next sitting is on Monday, February 26, 2024.|A nomination before the cutoff and a future sitting.
2|K|order-paper|Országgyűlés: napirend, 2024. február 26.|Items for the sitting: election of the President of the Republic (secret ballot); ratification of the protocol on the accession of the Kingdom of Sweden to the North Atlantic Treaty; questions to ministers.|An agenda listing future votes.
1|L|news-report|Hungary elects Sulyok president, ratifies Sweden's NATO bid|On February 26, 2024 the National Assembly elected Tamás Sulyok president by 134 votes to 5 and, in the same sitting, approved Sweden's NATO accession by 188 votes to 6, ending a 20-month delay.|Reports the February 26, 2024 votes as done.
3|L|wiki-summary|Tamás Sulyok|Tamás Sulyok (born 1956) is a Hungarian jurist who has been President of Hungary since 5 March 2024. He was elected by the National Assembly on 26 February 2024 following the resignation of Katalin Novák.|A biography reports the election and the swearing-in.
6|K|explainer|How Hungary chooses its head of state|The president is elected by parliament for five years by secret ballot. A two-thirds majority is needed in the first round; if no one reaches it, a simple majority suffices in a second round held the same day.|A control: rules with no dates.
""",
    ),
    Q(
        "q8-india-vp-2025-radhakrishnan",
        "Will C. P. Radhakrishnan win India's vice-presidential election of September 9, 2025?",
        "Resolves YES if the Election Commission of India's returning officer declares C. P. Radhakrishnan elected Vice-President in the election held on September 9, 2025. Resolves NO otherwise.",
        "2025-08-28",
        "2025-09-09",
        1,
        "elections",
        """
14|K|news-report|NDA names Maharashtra governor for vice-president|The BJP-led alliance chose C. P. Radhakrishnan, governor of Maharashtra and a veteran from Tamil Nadu, as its candidate for the vice-presidency left vacant by Jagdeep Dhankhar's resignation in July.|A nomination before the cutoff.
12|K|news-report|Opposition fields former judge Sudershan Reddy|The INDIA bloc nominated retired Supreme Court judge B. Sudershan Reddy, setting up a contest in the September 9 election in which only members of both houses of Parliament vote.|A nomination and a future vote.
6|K|election-office-page|Vice-Presidential Election 2025: schedule|Last date for nominations: 21 August 2025. Scrutiny: 22 August 2025. Last date for withdrawal: 25 August 2025. Date of poll: 9 September 2025, 10 AM to 5 PM, Room F-101, Vasudha, Parliament House. Counting: 9 September 2025, from 6 PM.|An official schedule with future dates.
2|K|analysis|The arithmetic favours the NDA|With about 425 votes in the 781-member electoral college, the ruling alliance should win comfortably on September 9 unless there is large-scale cross-voting in the secret ballot.|A forecast before the vote.
1|L|news-report|Radhakrishnan elected vice-president with 452 votes|C. P. Radhakrishnan was elected India's 15th vice-president on September 9, 2025, receiving 452 first-preference votes against 300 for B. Sudershan Reddy, the returning officer announced.|Reports the September 9, 2025 result as done.
3|L|news-report|New vice-president takes oath at Rashtrapati Bhavan|President Droupadi Murmu administered the oath of office to C. P. Radhakrishnan on 12 September 2025, three days after his election. He will also chair the Rajya Sabha.|Reports the September 12, 2025 swearing-in.
""",
    ),
    Q(
        "q8-ramaphosa-reelected-2024",
        "Will South Africa's National Assembly re-elect Cyril Ramaphosa as President by June 21, 2024?",
        "Resolves YES if, after the general election of May 29, 2024, the National Assembly elects Cyril Ramaphosa President of the Republic on or before June 21, 2024. Resolves NO otherwise.",
        "2024-06-06",
        "2024-06-21",
        1,
        "politics",
        """
4|K|news-report|ANC loses majority for first time|The Electoral Commission declared the results on June 2: the ANC won 40.2% of the vote, the DA 21.8%, Jacob Zuma's MK party 14.6% and the EFF 9.5%. The ANC will need partners to re-elect Cyril Ramaphosa.|Reports a result before the cutoff.
2|K|order-paper|Notice: first sitting of the National Assembly|The Chief Justice has set the first sitting of the seventh National Assembly for Friday, 14 June 2024, at the Cape Town International Convention Centre, for the swearing-in of members and the election of the Speaker, Deputy Speaker and President.|A scheduled sitting.
1|K|party-statement|ANC NEC: we will invite all parties to a government of national unity|After a special meeting of its National Executive Committee in Johannesburg, the ANC will propose a government of national unity and will present Cyril Ramaphosa as its candidate when the Assembly sits on 14 June.|A statement of intent about a future vote.
3|L|news-report|Ramaphosa re-elected with DA support|Cyril Ramaphosa was re-elected president by the National Assembly late on June 14, 2024, winning 283 votes to 44 for the EFF's Julius Malema, after the ANC and DA signed a statement of intent on a government of national unity. MK members boycotted the sitting.|Reports the June 14, 2024 vote as done.
5|L|wiki-summary|Government of National Unity (South Africa)|The Government of National Unity was formed after the 2024 general election. Ramaphosa was inaugurated for a second term at the Union Buildings on 19 June 2024 and announced his cabinet on 30 June 2024, with the DA's John Steenhuisen as agriculture minister.|Reports the inauguration and cabinet as done.
7|K|explainer|What a hung parliament means for South Africa|The president is elected by MPs, not voters, and needs a simple majority of the 400 members. The constitution requires the Assembly to meet within 14 days of the results being declared.|Rules with no post-cutoff date.
""",
    ),
    Q(
        "q8-kloeckner-bundestag-2025",
        "Will Julia Klöckner be elected President of the Bundestag at its constituent session of March 25, 2025?",
        "Resolves YES if Julia Klöckner is elected President of the 21st German Bundestag at its constituent session on March 25, 2025. Resolves NO otherwise.",
        "2025-03-12",
        "2025-03-25",
        1,
        "politics",
        """
9|K|news-report|Merz's union claims the Bundestag presidency|As the largest group after the February 23 election, the CDU/CSU has the right to propose the President of the Bundestag. Former agriculture minister Julia Klöckner is the name most often mentioned in the party.|Background before the cutoff.
5|K|order-paper|Konstituierende Sitzung des 21. Deutschen Bundestages|Tuesday, 25 March 2025, 11.00: opening by the senior member; election of the President; election of the Vice-Presidents; decision on the rules of procedure. The outgoing Bundestag remains in office until that sitting.|A scheduled session with an agenda.
2|K|analysis|Old Bundestag races to pass the debt package|Merz wants the outgoing parliament to vote on loosening the debt brake before the new Bundestag convenes on 25 March 2025, when the AfD and the Left will hold a blocking minority. The Greens' votes are still needed.|A plan with future dates.
1|L|news-report|Klöckner elected Bundestag president|Julia Klöckner was elected President of the Bundestag on March 25, 2025, with 382 votes, at the constituent sitting of the new parliament. The AfD's candidate for vice-president failed in all three rounds.|Reports the March 25, 2025 election as done.
3|L|news-report|Outgoing Bundestag approves debt-brake reform|The outgoing Bundestag approved the constitutional change exempting defence spending from the debt brake on March 18, 2025, with 513 votes, a week before the new parliament met to elect Julia Klöckner as its president.|Reports the March 18, 2025 vote and the later election.
4|L|wiki-summary|Julia Klöckner|Julia Klöckner (born 1972) is a German politician (CDU) who has been President of the Bundestag since 25 March 2025. She previously served as federal minister of food and agriculture from 2018 to 2021.|A biography reports her election as done.
""",
    ),
    Q(
        "q8-portugal-confidence-2025",
        "Will Luís Montenegro's government win the confidence vote in Portugal's Assembly of the Republic by March 14, 2025?",
        "Resolves YES if a motion of confidence presented by the government of Luís Montenegro is approved by the Assembly of the Republic on or before March 14, 2025. Resolves NO if it is rejected or no such vote is held by then.",
        "2025-03-07",
        "2025-03-14",
        0,
        "politics",
        """
14|K|news-report|Chega censure motion fails|A censure motion brought by Chega over the prime minister's family company, Spinumviva, was rejected on February 21, 2025, with the Socialists abstaining. Montenegro said he had nothing to hide.|Reports an event before the cutoff.
6|K|explainer|What is Spinumviva and why does it matter?|The consultancy, founded by Montenegro and now owned by his wife and sons, has received monthly payments from private companies. Opposition parties say the prime minister must explain who the clients are; he has promised to publish a list.|Background with no dated future outcome.
1|K|order-paper|Assembleia da República: agenda do Plenário|Terça-feira, 11 de março de 2025, 15h00: apreciação da moção de confiança n.º 1/XVI apresentada pelo Governo. The debate will last up to four hours, followed by the vote.|A parliamentary agenda listing a future vote.
2|K|analysis|A confidence vote the government seems set to lose|The Socialists and Chega both say they will vote against. If the motion fails on March 11, 2025, the government falls and President Marcelo Rebelo de Sousa is expected to dissolve parliament and call elections for May.|A forecast and a conditional.
1|L|news-report|Portuguese government falls after losing confidence vote|Parliament rejected Luís Montenegro's motion of confidence on March 11, 2025, by 142 votes to 88, bringing down the centre-right government less than a year after it took office. The Socialists and Chega voted against.|Reports the March 11, 2025 vote as done.
3|L|news-report|President calls snap election for May 18|President Marcelo Rebelo de Sousa announced on 13 March 2025 that he would dissolve the Assembly and hold a general election on 18 May 2025, the third in just over three years, after the government lost a confidence vote two days earlier.|Reports a later announcement and the failed vote.
""",
    ),
    Q(
        "q8-han-duck-soo-impeachment-2024",
        "Will South Korea's National Assembly pass an impeachment motion against acting President Han Duck-soo by December 31, 2024?",
        "Resolves YES if the National Assembly passes a motion to impeach Prime Minister and acting President Han Duck-soo on or before December 31, 2024, as declared by the Speaker. Resolves NO otherwise.",
        "2024-12-20",
        "2024-12-31",
        1,
        "politics",
        """
6|K|news-report|Han Duck-soo becomes acting president|Prime Minister Han Duck-soo assumed the president's powers on December 14, 2024, after the National Assembly voted to impeach President Yoon Suk Yeol over his brief declaration of martial law.|Reports an event before the cutoff.
1|K|news-report|Han vetoes six opposition bills, raising stakes|The acting president vetoed six bills passed by the opposition-controlled Assembly on Thursday, including a grain price law. The Democratic Party warned that it could move to impeach him if he also refuses to appoint three Constitutional Court justices, whose confirmation vote is expected on December 26, 2024.|Reports an event before the cutoff and a warning about future steps.
3|K|explainer|How many votes does it take to impeach an acting president?|The ruling party argues that 200 votes are needed, as for a president; the Democrats say a simple majority of 151 suffices because Han remains prime minister. The Speaker's ruling would decide the question if a motion is tabled.|A dispute and a conditional, no outcome.
2|L|news-report|Assembly impeaches acting president Han|The National Assembly voted 192-0 to impeach Han Duck-soo on December 27, 2024, after the Speaker ruled that a simple majority was enough. Ruling-party members boycotted the vote, and finance minister Choi Sang-mok became acting president.|Reports the December 27, 2024 vote as done.
4|L|market-report|Won slides to weakest since 2009|The won fell past 1,480 per dollar on Dec. 27, 2024 as lawmakers impeached the acting president, a second leader removed from office in two weeks. Figures from memory.|Reports the December 27, 2024 impeachment and market move.
5|L|wiki-summary|Impeachment of Han Duck-soo|Han Duck-soo was impeached by the National Assembly on 27 December 2024. The Constitutional Court dismissed the impeachment on 24 March 2025, and he returned to his duties as acting president the same day.|Reports the impeachment and the later ruling.
""",
    ),
    Q(
        "q8-mongolia-confidence-2025",
        "Will Prime Minister Luvsannamsrain Oyun-Erdene win the confidence vote in Mongolia's State Great Khural held in early June 2025?",
        "Resolves YES if Oyun-Erdene wins the confidence vote he requested in the State Great Khural, held by June 5, 2025, with the majority of all members the law requires. Resolves NO if he loses it or if no vote is held by June 5, 2025.",
        "2025-05-27",
        "2025-06-05",
        0,
        "politics",
        """
12|K|news-report|Protesters demand PM's resignation over son's spending|Hundreds of young people gathered on Sükhbaatar Square in Ulaanbaatar after social media posts showed the prime minister's son and his girlfriend with luxury goods. Protest organisers said they would return every evening until Oyun-Erdene resigns.|Reports events before the cutoff.
5|K|news-report|Oyun-Erdene asks parliament for a vote of confidence|Rather than resign, the prime minister has asked the State Great Khural to vote on whether he should stay. Under parliament's rules, he needs the support of at least 64 of the 126 members.|A request and a rule, no outcome.
2|K|order-paper|State Great Khural: plenary schedule|The plenary session will consider the Prime Minister's request for a vote of confidence on Monday, 2 June 2025. Voting will be by secret ballot and may continue past midnight.|A scheduled session.
8|K|explainer|A coalition under strain|The Mongolian People's Party won 68 seats in the June 2024 election and formed a broad coalition with the Democratic Party and HUN Party. The partnership has frayed over a budget dispute this spring.|A control: only dates before the cutoff.
1|L|news-report|Mongolian prime minister loses confidence vote and resigns|Oyun-Erdene lost a confidence vote in the early hours of June 3, 2025, winning 44 votes, far short of the 64 he needed, and resigned after nearly four and a half years in office.|Reports the June 3, 2025 vote as done.
3|L|news-report|Khural approves Zandanshatar as new prime minister|Parliament speaker Gombojav Zandanshatar was approved as prime minister on June 13, 2025, ten days after his predecessor's defeat in a confidence vote.|Reports a later appointment and the failed vote.
""",
    ),
    Q(
        "q8-ishiba-first-ballot-2024",
        "Will Shigeru Ishiba be elected Prime Minister in the first round of voting in the House of Representatives on November 11, 2024?",
        "Resolves YES if, at the special Diet session convened on November 11, 2024, Shigeru Ishiba wins a majority of votes in the House of Representatives' first round of voting for Prime Minister. Resolves NO if a runoff is needed or he is not elected.",
        "2024-11-01",
        "2024-11-11",
        0,
        "politics",
        """
5|K|news-report|LDP-Komeito lose majority|The ruling coalition won 215 of the 465 seats in the October 27 general election, short of the 233 needed for a majority, as the Constitutional Democratic Party rose to 148 and the Democratic Party for the People quadrupled to 28.|Reports a result before the cutoff.
2|K|order-paper|Special session of the National Diet|The government has decided to convene the special session on Monday, November 11, 2024, for four days. The designation of the Prime Minister is the first order of business in both houses.|A scheduled session.
1|K|news-report|DPP will write its own leader's name|Democratic Party for the People leader Yuichiro Tamaki said his 28 members would vote for him in both rounds of the Diet vote on November 11, making a runoff between Ishiba and CDP leader Yoshihiko Noda likely.|A stated plan and a likely future runoff.
1|L|news-report|Ishiba re-elected prime minister in first Diet runoff in 30 years|Shigeru Ishiba was re-elected prime minister on November 11, 2024, winning a runoff in the lower house by 221 votes to 160 for Yoshihiko Noda, after no candidate won a majority in the first round. Dozens of ballots were invalid.|Reports the November 11, 2024 vote as done.
3|L|wiki-summary|Second Ishiba Cabinet|The Second Ishiba Cabinet was formed on 11 November 2024, after the House of Representatives voted Ishiba prime minister in a runoff, the first since 1994. It is a minority government of the LDP and Komeito.|Reports the November 11, 2024 vote and cabinet formation.
4|L|correction|Correction: Ishiba re-election|An earlier version of this article said Shigeru Ishiba was elected on the first ballot on Nov. 11, 2024. He fell short of a majority in the first round and was elected in a runoff.|A correction reports the November 11, 2024 vote.
""",
    ),
    Q(
        "q8-feijoo-investiture-2023",
        "Will Alberto Núñez Feijóo win an investiture vote in Spain's Congress of Deputies by September 30, 2023?",
        "Resolves YES if the Congress of Deputies grants its confidence to Alberto Núñez Feijóo as President of the Government in a vote held on or before September 30, 2023. Resolves NO otherwise.",
        "2023-09-15",
        "2023-09-30",
        0,
        "politics",
        """
24|K|news-report|King asks Feijóo to seek investiture|King Felipe VI proposed PP leader Alberto Núñez Feijóo as candidate for prime minister on August 22, 2023, after his party won the most seats in the July 23 election, though short of a majority even with Vox.|Reports an event before the cutoff.
10|K|news-report|Armengol sets investiture debate for late September|Congress speaker Francina Armengol announced that the debate will begin on September 26, 2023, with a first vote the next day. A second vote, requiring only a simple majority, would follow 48 hours later if needed.|A scheduled debate and votes.
4|K|order-paper|Congreso de los Diputados: orden del día del Pleno|Martes, 26 de septiembre de 2023, 12:00 horas: debate de investidura del candidato a la Presidencia del Gobierno. Miércoles, 27 de septiembre de 2023: continuación del debate y votación.|A parliamentary agenda listing future votes.
2|K|analysis|Four votes short|The PP's 137 seats, Vox's 33, and the single deputies of UPN and Coalición Canaria add up to 172, four short of 176. If Feijóo fails, the two-month clock starts, and a repeat election would follow unless another candidate wins by late November.|Arithmetic and a conditional.
1|L|news-report|Feijóo loses first investiture vote|Alberto Núñez Feijóo was defeated on September 27, 2023, by 178 votes to 172, with Socialists, Sumar and the Catalan and Basque parties voting against him. He faces a second vote on Friday.|Reports the September 27, 2023 vote as done.
3|L|wiki-summary|Investiture of Alberto Núñez Feijóo|Feijóo's investiture failed in both votes, on 27 and 29 September 2023. The King then proposed Pedro Sánchez on 3 October 2023, and the deadline for a new government was set at 27 November 2023.|Reports both failed votes and a later nomination.
""",
    ),
    Q(
        "q8-shehbaz-pm-2024",
        "Will Shehbaz Sharif be elected Prime Minister of Pakistan by the National Assembly by March 5, 2024?",
        "Resolves YES if the National Assembly elected in the general election of February 8, 2024 elects Shehbaz Sharif Prime Minister on or before March 5, 2024. Resolves NO otherwise.",
        "2024-02-24",
        "2024-03-05",
        1,
        "politics",
        """
4|K|news-report|PML-N and PPP agree to share power|The two parties announced late on February 20 that they had agreed to form a government, with Shehbaz Sharif as their candidate for prime minister and Asif Ali Zardari for president. Independents backed by Imran Khan's PTI won the most seats on February 8.|Reports events before the cutoff.
1|K|news-report|Assembly to meet on Feb. 29 despite president's delay|The National Assembly secretariat said the inaugural sitting would be held on February 29, 2024, after President Arif Alvi declined to sign the summary. The speaker, deputy speaker and prime minister are to be elected in the days after.|A scheduled sitting.
7|K|explainer|How Pakistan elects its prime minister|Members elect the prime minister in a division vote, walking into separate lobbies. A candidate needs a majority of the 336 members in the first count; otherwise a runoff between the top two is held.|Rules with no post-cutoff date.
2|L|news-report|Shehbaz Sharif elected prime minister for second time|The National Assembly elected Shehbaz Sharif prime minister on March 3, 2024, with 201 votes against 92 for the PTI-backed Omar Ayub Khan, whose supporters chanted slogans throughout.|Reports the March 3, 2024 vote as done.
3|L|wiki-summary|Second Shehbaz Sharif government|Shehbaz Sharif was sworn in as prime minister on 4 March 2024 by President Arif Alvi, the day after winning the Assembly vote. Asif Ali Zardari was elected president by the electoral college on 9 March 2024.|Reports the swearing-in and a later presidential election.
5|L|party-statement|PML-N congratulates its president|Statement, 3 March 2024: The party congratulates Mian Shehbaz Sharif on being elected Prime Minister of Pakistan by a clear majority in the National Assembly today.|A party statement dated on the day of the vote.
""",
    ),
    Q(
        "q8-dahal-confidence-2024",
        "Will Pushpa Kamal Dahal win a vote of confidence in Nepal's House of Representatives held by July 15, 2024?",
        "Resolves YES if Prime Minister Pushpa Kamal Dahal ('Prachanda') wins a vote of confidence in the House of Representatives held on or before July 15, 2024. Resolves NO if he loses such a vote, resigns or no vote is held by then.",
        "2024-07-04",
        "2024-07-15",
        0,
        "politics",
        """
1|K|news-report|UML pulls out of Dahal's government|The CPN-UML withdrew its support on Wednesday after its leader K. P. Sharma Oli struck a deal with the Nepali Congress's Sher Bahadur Deuba to form a new government. Dahal said he would not resign and would face a vote in the House.|Reports an event before the cutoff and a stated intent.
1|K|explainer|The 30-day rule|When a coalition partner withdraws, the constitution gives the prime minister 30 days to win a fresh confidence vote, a window that ends in early August. Dahal's aides said he would seek the vote as soon as July 12, 2024.|A rule and a plan with a future date.
6|K|analysis|Dahal has survived four floor tests since 2022|Prachanda has won four confidence votes since becoming prime minister in December 2022, switching partners each time. This time, with the two largest parties united against him, his Maoist Centre has only 32 seats.|A control: earlier facts only.
1|L|news-report|Nepal's Prachanda loses confidence vote|Prime Minister Pushpa Kamal Dahal lost a vote of confidence on July 12, 2024, winning 63 votes against 194 in the 275-seat House, clearing the way for K. P. Sharma Oli to return as prime minister.|Reports the July 12, 2024 vote as done.
3|L|news-report|Oli sworn in for fourth term|K. P. Sharma Oli was sworn in as prime minister on 15 July 2024 at the head of a coalition with the Nepali Congress, three days after his predecessor lost a confidence vote.|Reports a later swearing-in and the failed vote.
4|L|wiki-summary|Pushpa Kamal Dahal|Dahal served as prime minister three times, most recently from 26 December 2022 to 15 July 2024. His third government ended when he lost a confidence motion on 12 July 2024.|A biography reports the failed vote as done.
""",
    ),
    Q(
        "q8-south-sudan-postpone-2024",
        "Will South Sudan formally postpone its general elections scheduled for December 22, 2024 by September 30, 2024?",
        "Resolves YES if, on or before September 30, 2024, South Sudan's presidency or transitional government officially announces that the general elections set for December 22, 2024 are postponed. Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-30",
        1,
        "politics",
        """
22|K|news-report|No voter registration three months before polls|South Sudan's National Elections Commission has yet to start registering voters for the elections scheduled for December 22, 2024, and says it lacks funds and offices in most states.|Reports the state of preparations for a future election.
9|K|news-report|Nairobi talks with holdout groups stall|The Tumaini initiative, mediated by Kenya, between the government and opposition groups outside the 2018 peace deal adjourned without agreement this week. Delegates are due to return in October.|A stalled process and a future date.
3|K|explainer|What the peace deal says about the transition|The transitional period under the revitalised agreement is due to end in February 2025, after elections in December 2024. Any extension requires an amendment agreed by the parties and passed by the transitional parliament.|Rules and scheduled dates, no outcome.
5|K|party-statement|SPLM: we are ready for December|The ruling party says it is ready to contest the elections on 22 December 2024 and urges partners to release funds to the electoral bodies.|A party's stated plan.
2|L|news-report|South Sudan delays elections by two years|The presidency announced on September 13, 2024 that the transitional period would be extended by 24 months and the general elections moved to December 22, 2026, after electoral bodies said they could not be ready in time.|Reports the September 13, 2024 postponement as done.
1|L|wiki-summary|2026 South Sudanese general election|General elections are scheduled to be held in South Sudan on 22 December 2026. They were originally planned for December 2024 but were postponed in September 2024, the second delay since the 2018 peace agreement.|Reports the September 2024 postponement as done.
""",
    ),
    Q(
        "q8-zuma-concourt-2024",
        "Will South Africa's Constitutional Court rule that Jacob Zuma is eligible to stand for the National Assembly before the May 29, 2024 election?",
        "Resolves YES if, on or before May 29, 2024, the Constitutional Court rules that Jacob Zuma is eligible to be a candidate for the National Assembly in the 2024 election. Resolves NO if it rules him ineligible or has not ruled by then.",
        "2024-05-08",
        "2024-05-29",
        0,
        "courts",
        """
29|K|news-report|Electoral Court clears Zuma to run|The Electoral Court on April 9 set aside the Electoral Commission's decision to bar Jacob Zuma, clearing the way for the former president to top the uMkhonto weSizwe party's list. The IEC said it would appeal to the Constitutional Court.|Reports events before the cutoff and a planned appeal.
7|K|court-calendar|Constitutional Court: roll for the week of 6 May 2024|Friday, 10 May 2024, 10h00: Electoral Commission of South Africa v Mkhonto weSizwe Political Party and Others. Urgent application for leave to appeal. Judgment reserved matters will be handed down on dates to be announced.|A court calendar listing a future hearing.
3|K|explainer|What happens to the ballot if Zuma loses?|Ballot papers are already being printed with Zuma's photograph beside the MK logo, so his face will appear on May 29 whatever the court decides. If the court rules against him, he cannot take a seat, but he remains the party's leader.|A conditional and a scheduled vote.
2|L|news-report|Top court bars Zuma from parliament|The Constitutional Court ruled unanimously on May 20, 2024 that Jacob Zuma is not eligible to stand for the National Assembly, because his 15-month sentence for contempt of court exceeded the 12-month limit in the constitution.|Reports the May 20, 2024 ruling as done.
5|L|party-statement|MK party responds to judgment|Statement, 20 May 2024: We note today's judgment with disappointment. President Zuma remains our leader and the face of our campaign. We call on our supporters to remain calm and to vote MK on 29 May.|A party statement dated the day of the ruling.
1|L|wiki-summary|uMkhonto weSizwe (political party)|Although the Constitutional Court ruled on 20 May 2024 that its leader could not stand for Parliament, MK won 14.6% of the vote in the election of 29 May 2024 and became the third-largest party.|Reports the ruling and the later election result.
""",
    ),
    Q(
        "q8-uribe-verdict-2025",
        "Will the Bogotá court find Álvaro Uribe guilty of at least one charge in his witness-tampering trial by August 15, 2025?",
        "Resolves YES if, on or before August 15, 2025, the trial court in Bogotá announces a guilty verdict against former Colombian president Álvaro Uribe on at least one charge of witness bribery or procedural fraud. Resolves NO otherwise.",
        "2025-07-21",
        "2025-08-15",
        1,
        "courts",
        """
16|K|news-report|Closing arguments end in Uribe trial|The defence finished its closing arguments on Thursday in the witness-tampering case against former president Álvaro Uribe. Judge Sandra Liliana Heredia said she would announce her verdict on July 28, 2025.|A completed hearing before the cutoff and a scheduled ruling.
5|K|court-calendar|Juzgado 44 Penal del Circuito de Bogotá: agenda|Lunes 28 de julio de 2025, 8:30 a.m.: lectura del sentido del fallo, proceso contra Álvaro Uribe Vélez por soborno a testigo en actuación penal y fraude procesal. Audiencia pública con transmisión.|A court calendar listing a future hearing.
2|K|explainer|Why the clock matters in the Uribe case|The charges expire in October 2025 if the case is not settled on appeal by then, so whatever the judge decides on 28 July, the higher court will have only weeks to rule.|A deadline and a conditional.
1|L|news-report|Uribe found guilty of witness tampering|Judge Sandra Heredia found former president Álvaro Uribe guilty of bribing witnesses and procedural fraud on July 28, 2025, after reading her decision for about ten hours. Uribe, the first former Colombian president convicted in a criminal trial, said he would appeal.|Reports the July 28, 2025 verdict as done.
3|L|news-report|Uribe sentenced to 12 years of house arrest|The court sentenced Álvaro Uribe on August 1, 2025 to 12 years under house arrest and barred him from public office, four days after convicting him. Figures from memory.|Reports the later sentence and the conviction.
4|L|wiki-summary|Trial of Álvaro Uribe|Uribe was convicted at first instance on 28 July 2025. On 21 October 2025 the Superior Tribunal of Bogotá overturned the conviction and acquitted him.|Reports the conviction and the later appeal ruling.
""",
    ),
    Q(
        "q8-castillo-verdict-2025",
        "Will Peru's Supreme Court convict Pedro Castillo on at least one charge over his December 2022 attempt to dissolve Congress by December 31, 2025?",
        "Resolves YES if, on or before December 31, 2025, the Special Criminal Chamber of Peru's Supreme Court convicts former president Pedro Castillo of rebellion, conspiracy or any other charge arising from his announcement of December 7, 2022. Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-31",
        1,
        "courts",
        """
18|K|news-report|Prosecutors seek 34 years for Castillo|In closing arguments before the Supreme Court's special chamber, prosecutors asked for 34 years in prison for Pedro Castillo on charges of rebellion and abuse of authority. The trial, under way since March, is nearing its end.|Reports events before the cutoff; the verdict is ahead.
4|K|court-calendar|Sala Penal Especial de la Corte Suprema: programación de audiencias|Jueves 27 de noviembre de 2025, 9:00 a.m.: lectura de sentencia en el proceso contra Pedro Castillo Terrones, Betssy Chávez Chino y otros, por el delito de rebelión y otros. Audiencia en el penal de Barbadillo.|A court calendar listing a future hearing.
2|L|news-report|Castillo sentenced to more than 11 years for conspiracy|Peru's Supreme Court convicted former president Pedro Castillo on November 27, 2025 of conspiracy to commit rebellion and sentenced him to 11 years, 5 months and 15 days in prison over his attempt to dissolve Congress three years earlier. Prosecutors had sought 34 years.|Reports the November 27, 2025 verdict as done.
1|L|news-report|Former premier Betssy Chávez convicted in absentia|The same chamber that sentenced Pedro Castillo on 27 November 2025 also convicted his former prime minister Betssy Chávez, who has been sheltering in the Mexican embassy in Lima since early November.|Reports the November 27, 2025 verdicts.
3|L|wiki-summary|Pedro Castillo|Castillo was removed from office by Congress on 7 December 2022 and held in pre-trial detention. On 27 November 2025 he was found guilty of conspiracy to commit rebellion, and his defence said it would appeal.|A biography reports the conviction as done.
6|K|analysis|What a verdict could mean for the 2026 race|A conviction would remove any chance of Castillo's allies rallying around him before the general election of 12 April 2026. Several candidates on the left have avoided saying whether they would pardon him.|A conditional and a scheduled election.
""",
    ),
    Q(
        "q8-imran-cipher-2024",
        "Will a Pakistani court convict Imran Khan in the cipher case before the general election of February 8, 2024?",
        "Resolves YES if, on or before February 7, 2024, a court convicts former prime minister Imran Khan of any offence in the case over the diplomatic cable known as the cipher. Resolves NO otherwise.",
        "2024-01-22",
        "2024-02-07",
        1,
        "courts",
        """
9|K|news-report|Supreme Court upholds loss of PTI's cricket-bat symbol|The Supreme Court ruled on January 13 that Imran Khan's party could not use its bat symbol, forcing its candidates to run as independents on February 8. Khan remains in Adiala jail, where his cipher trial is being heard.|Reports events before the cutoff and a scheduled election.
4|K|court-calendar|Special Court (Official Secrets Act), Adiala jail|Cause list: State v. Imran Ahmed Khan Niazi and Makhdoom Shah Mahmood Qureshi (cipher case). Hearings continue daily; statements of the accused under Section 342 are due to be recorded later this month.|A court calendar, no outcome.
2|L|news-report|Imran Khan sentenced to 10 years in cipher case|A special court in Rawalpindi's Adiala jail sentenced Imran Khan and his deputy Shah Mahmood Qureshi to 10 years in prison each on January 30, 2024, for mishandling a classified diplomatic cable, nine days before the election.|Reports the January 30, 2024 conviction as done.
1|L|news-report|Second sentence in two days for Khan|A day after his conviction in the cipher case, an accountability court on 31 January 2024 sentenced Imran Khan and his wife Bushra Bibi to 14 years in the Toshakhana state gifts case.|Reports later convictions, including the cipher case.
3|L|wiki-summary|Cipher case|Khan and Qureshi were convicted on 30 January 2024. The Islamabad High Court overturned the convictions and acquitted both men on 3 June 2024.|Reports the conviction and the later acquittal.
6|L|party-statement|PTI: verdict will not stop our voters|Statement, 30 January 2024: Today's sham verdict in the cipher case, handed down in a jail courtroom without a proper defence, shows the regime is afraid of 8 February. Our voters will answer at the ballot box.|A party statement dated the day of the conviction.
""",
    ),
    Q(
        "q8-tse-bolsonaro-2023",
        "Will Brazil's Superior Electoral Court (TSE) declare Jair Bolsonaro ineligible for public office by June 30, 2023?",
        "Resolves YES if the TSE, ruling on the case over Bolsonaro's July 2022 meeting with foreign ambassadors, declares him ineligible on or before June 30, 2023. Resolves NO otherwise.",
        "2023-06-20",
        "2023-06-30",
        1,
        "courts",
        """
10|K|news-report|TSE schedules Bolsonaro trial|Superior Electoral Court president Alexandre de Moraes scheduled the trial of the case against Jair Bolsonaro for June 22, 2023, with further sessions reserved for the following week if needed. The case concerns a meeting with ambassadors at which he attacked the voting system.|A scheduled trial.
3|K|explainer|What ineligibility would mean|If a majority of the seven judges find abuse of political power, Bolsonaro would be barred from running for eight years from the 2022 election, ruling him out of the 2026 presidential race. He could still appeal to the Supreme Court.|A conditional about a future ruling.
1|L|news-report|Rapporteur votes to bar Bolsonaro|Justice Benedito Gonçalves, the case rapporteur, voted on June 27, 2023 to declare Jair Bolsonaro ineligible for eight years, calling the ambassadors' meeting an abuse of power. The trial resumes Thursday.|Reports a later vote in the trial.
2|L|news-report|Brazil's electoral court bars Bolsonaro until 2030|By five votes to two, the TSE declared Jair Bolsonaro ineligible for eight years on June 30, 2023, for abusing his power and misusing state media. Justice Cármen Lúcia cast the deciding vote.|Reports the June 30, 2023 ruling as done.
4|L|wiki-summary|Jair Bolsonaro|On 30 June 2023 the Superior Electoral Court declared Bolsonaro ineligible to run for office until 2030. In 2025 the Supreme Federal Court convicted him of plotting a coup.|A biography reports the ruling and a later conviction.
5|K|party-statement|PL: we trust the court will respect the will of voters|The Liberal Party said on Thursday it expects the electoral court to 'reject this political case' when it meets next week, and that Bolsonaro would remain the party's honorary president whatever happens.|A statement before the ruling.
""",
    ),
    Q(
        "q8-costa-euco-2024",
        "Will the European Council elect António Costa as its President at its summit of June 27-28, 2024?",
        "Resolves YES if the European Council elects António Costa as President of the European Council at its meeting of June 27-28, 2024. Resolves NO otherwise.",
        "2024-06-14",
        "2024-06-28",
        1,
        "summits",
        """
6|K|news-report|Costa emerges as Socialists' pick for Council job|Former Portuguese prime minister António Costa is the Socialists' favoured candidate for President of the European Council, diplomats said, as leaders prepare for an informal dinner on June 17 to discuss the top jobs after the European Parliament election.|A preview of future meetings.
2|K|summit-agenda|European Council, 27-28 June 2024: annotated draft agenda|Thursday 27 June 2024: Ukraine; Middle East; security and defence; competitiveness; the strategic agenda 2024-2029; institutional appointments. Friday 28 June 2024: other items.|An agenda listing future items.
1|L|news-report|Leaders fail to agree top jobs at Brussels dinner|EU leaders ended their informal dinner on June 17, 2024 without a deal on the package of Ursula von der Leyen, António Costa and Kaja Kallas, with the EPP pressing for a share of the Council presidency term.|Reports the June 17, 2024 dinner as done.
3|L|news-report|EU leaders elect Costa, back von der Leyen and Kallas|The European Council elected António Costa as its president on June 27, 2024 and nominated Ursula von der Leyen for a second term at the Commission, with Kaja Kallas as foreign policy chief. Italy's Giorgia Meloni did not support the package.|Reports the June 27, 2024 election as done.
4|L|wiki-summary|António Costa|António Costa (born 1961) is a Portuguese politician who has served as President of the European Council since 1 December 2024. He was elected by the European Council on 27 June 2024.|A biography reports the election and his taking office.
5|L|party-statement|PES welcomes Costa's election|Party of European Socialists, 27 June 2024: We warmly congratulate our comrade António Costa on his election as President of the European Council.|A party statement dated the day of the election.
""",
    ),
    Q(
        "q8-rutte-nato-sg-2024",
        "Will NATO formally appoint Mark Rutte as its next Secretary General before the Washington summit of July 9-11, 2024?",
        "Resolves YES if the North Atlantic Council formally selects Mark Rutte as Secretary General of NATO on or before July 8, 2024. Resolves NO otherwise.",
        "2024-06-12",
        "2024-07-09",
        1,
        "summits",
        """
14|K|news-report|Hungary and Romania still stand between Rutte and NATO job|Outgoing Dutch prime minister Mark Rutte has the backing of more than 28 allies, but Hungary opposes him and Romania's president Klaus Iohannis remains a candidate. NATO decides by consensus, and allies hope to settle the matter before the summit on July 9-11, 2024.|Reports the state of play and a future summit.
3|K|explainer|How NATO picks its secretary general|There is no vote: the North Atlantic Council appoints by consensus after informal consultations. Jens Stoltenberg's term, already extended, ends on 1 October 2024.|A procedure and a future date.
1|L|news-report|Orbán drops objection to Rutte|Viktor Orbán said on June 18, 2024 that Hungary would back Mark Rutte after receiving written assurance that Hungary would not be required to take part in NATO's new support mission for Ukraine.|Reports a later event before the appointment.
2|L|news-report|Iohannis withdraws from NATO race|Romania's president Klaus Iohannis withdrew his candidacy on June 20, 2024, leaving Mark Rutte as the only candidate to succeed Jens Stoltenberg.|Reports a later withdrawal.
4|L|news-report|NATO allies name Rutte as next secretary general|The North Atlantic Council formally appointed Mark Rutte on June 26, 2024, two weeks before the Washington summit. He takes over from Jens Stoltenberg on October 1, 2024.|Reports the June 26, 2024 appointment as done.
6|K|summit-agenda|Washington Summit, 9-11 July 2024: programme|Tuesday 9 July 2024: 75th anniversary event at the Mellon Auditorium. Wednesday 10 July 2024: North Atlantic Council at the level of heads of state and government. Thursday 11 July 2024: NATO-Ukraine Council; partners' session.|A summit programme listing future sessions.
""",
    ),
    Q(
        "q8-burgenstock-india-2024",
        "Will India endorse the joint communiqué of the Summit on Peace in Ukraine held at Bürgenstock, Switzerland, on June 15-16, 2024?",
        "Resolves YES if India is listed among the states endorsing the summit's joint communiqué, as published by the Swiss government by June 17, 2024. Resolves NO otherwise.",
        "2024-06-05",
        "2024-06-17",
        0,
        "summits",
        """
5|K|news-report|China will not attend Swiss peace summit|Beijing said on May 31 that it would not take part in the summit at Bürgenstock because it does not meet its criteria, including participation by Russia. About 90 countries have confirmed attendance.|Reports an event before the cutoff.
2|K|summit-agenda|Summit on Peace in Ukraine: practical information|Venue: Bürgenstock Resort, Nidwalden. Arrival of delegations: Saturday 15 June 2024, afternoon. Plenary and working groups on nuclear safety, food security and humanitarian issues: 15-16 June 2024. A closing press conference is planned for Sunday afternoon.|A summit programme with future dates.
1|L|news-report|Modi meets Zelensky on G7 sidelines|Narendra Modi and Volodymyr Zelensky met at the G7 summit in Apulia on June 14, 2024, where Modi said India would keep supporting a peaceful resolution. India will be represented at Bürgenstock by a senior foreign ministry official.|Reports a later meeting.
3|L|news-report|India, Saudi Arabia and South Africa stay off Bürgenstock communiqué|About 80 countries endorsed the final communiqué on June 16, 2024, calling for Ukraine's territorial integrity to be the basis of any peace. India, which sent a secretary-level delegation, said it had not signed because only a process involving both parties could lead to peace.|Reports the June 16, 2024 outcome as done.
4|L|wiki-summary|Summit on Peace in Ukraine|The summit was held at the Bürgenstock Resort on 15-16 June 2024 with delegations from 92 states. The joint communiqué was endorsed by 80 states and four organisations; Brazil attended as an observer, and India, Mexico and the UAE were among attendees that did not endorse it.|Reports the outcome of the June 2024 summit.
7|K|analysis|The Global South question|Switzerland's aim is to bring as many countries as possible from outside the West to Bürgenstock on June 15-16, 2024. Whether India, Brazil and South Africa sign whatever emerges will be the real test of the summit.|A forecast about a future summit.
""",
    ),
    Q(
        "q8-paris-ai-summit-us-2025",
        "Will the United States sign the main declaration of the AI Action Summit in Paris on February 10-11, 2025?",
        "Resolves YES if the United States is listed as a signatory of the summit's main leaders' statement by February 12, 2025. Resolves NO otherwise.",
        "2025-02-01",
        "2025-02-12",
        0,
        "summits",
        """
8|K|news-report|Vance to lead US delegation in Paris|Vice President JD Vance will lead the American delegation to the AI Action Summit on February 10-11, co-chaired by Emmanuel Macron and Narendra Modi. The new administration revoked its predecessor's executive order on AI safety this month.|A preview of a future summit.
3|K|summit-agenda|AI Action Summit: programme|Science days: 6-7 February 2025. Cultural weekend: 8-9 February 2025. Heads of state and government session at the Grand Palais: 10-11 February 2025. A leaders' statement on inclusive and sustainable AI is expected to be adopted at the close.|A summit programme with future dates.
1|L|news-report|US and UK decline to sign Paris AI statement|About 60 countries, including China and India, signed the summit's statement on inclusive and sustainable artificial intelligence on February 11, 2025. The United States and Britain did not, with London citing concerns about national security and global governance.|Reports the February 11, 2025 outcome as done.
2|L|news-report|Vance warns Europe against 'excessive regulation'|In a speech at the Grand Palais on 11 February 2025, Vice President JD Vance said the United States would not sign up to rules that 'strangle' AI, hours before the summit closed without a US signature.|Reports the speech and the outcome.
4|L|news-report|Macron announces €109 billion in AI investment|On the eve of the summit, February 9, 2025, Emmanuel Macron said private companies and foreign funds had committed €109 billion to AI projects in France over the coming years.|Reports a later announcement.
6|K|analysis|Bletchley, Seoul, Paris: where next for AI summits?|Since the first summit at Bletchley Park in November 2023, the declarations have grown vaguer and the guest lists longer. Whether Washington signs on February 11 will show how far the new administration has moved.|A question about a future summit, with only earlier dated facts.
""",
    ),
    Q(
        "q8-g7-hiroshima-zelensky-2023",
        "Will Volodymyr Zelensky attend the G7 summit in Hiroshima of May 19-21, 2023 in person?",
        "Resolves YES if Ukraine's President Volodymyr Zelensky is physically present in Hiroshima for part of the G7 leaders' summit of May 19-21, 2023. Resolves NO if he takes part only by video link or not at all.",
        "2023-05-08",
        "2023-05-21",
        1,
        "summits",
        """
9|K|news-report|Kishida invites Zelensky to join G7 by video|Japan's prime minister Fumio Kishida has invited Volodymyr Zelensky to take part in the Hiroshima summit online, officials said. The summit will open on May 19 with a visit to the Peace Memorial Park.|An invitation and a future summit.
3|K|summit-agenda|G7 Hiroshima Summit: provisional schedule|Friday 19 May 2023: leaders' arrival and visit to the Peace Memorial Museum; working dinner. Saturday 20 May 2023: sessions on the global economy and food security with invited countries. Sunday 21 May 2023: session on Ukraine; chair's press conference.|A summit schedule with future dates.
1|L|news-report|Zelensky lands in Hiroshima on French plane|Volodymyr Zelensky arrived in Hiroshima on May 20, 2023, on a French government aircraft, to join G7 leaders in person, and held his first meeting with India's Narendra Modi since the full-scale invasion.|Reports the May 20, 2023 arrival as done.
2|L|news-report|Biden backs F-16 training for Ukrainian pilots|Joe Biden told G7 leaders in Hiroshima on May 19, 2023 that the United States would support joint training of Ukrainian pilots on fourth-generation jets, including F-16s, a day before Zelensky arrived.|Reports a later decision and the visit.
4|L|wiki-summary|49th G7 summit|The 49th G7 summit was held in Hiroshima on 19-21 May 2023. Ukrainian President Zelensky attended in person on 20-21 May and addressed the session on Ukraine.|Reports the May 2023 summit and Zelensky's attendance.
6|L|news-report|Zelensky leaves Japan after Hiroshima visit|Zelensky left Hiroshima on the evening of 21 May 2023 after meetings with Biden, Modi and Kishida and a visit to the Peace Memorial Park.|Reports the end of the visit.
""",
    ),
]
