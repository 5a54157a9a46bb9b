# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold44` part, read by `build_hold44.py`.

World news wires and international coverage: conflicts and diplomacy, summits and treaties,
sanctions, disasters and humanitarian updates, foreign elections, written as wire briefs, live
pages, explainers, timelines, factboxes and analysis. Each question's documents are one line
each in a string, fields separated by `|`: days before the cutoff it is published, label
(L=leak / K=keep), style, title, text, why. Written blind as a held-out part; see
`build_hold44.py` and the `## hold44` section of `tests/data/leak_set/README.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "p3-turkey-syria-quake-toll-2023",
        "Will the combined official death toll in Turkey and Syria from the February 6, 2023 earthquakes exceed 50,000 by March 10, 2023?",
        "Resolves YES if, by March 10, 2023, the sum of the death tolls announced by Turkish authorities (AFAD or ministers) and by Syrian government and opposition-area authorities or the UN exceeds 50,000. Resolves NO otherwise.",
        "2023-02-19",
        "2023-03-10",
        1,
        "disasters",
        """
9|K|wire-brief|Quake deaths in Turkey and Syria pass 33,000|The number of people killed by the two earthquakes that struck southern Turkey and northern Syria on Feb. 6 rose above 33,000 on Sunday, officials said, as rescuers kept pulling a handful of survivors from collapsed apartment blocks in Antakya and Kahramanmaras.|Reports a toll dated before the cutoff.
4|K|humanitarian-update|Flash update: Türkiye and Syria earthquakes|Search and rescue operations are winding down in most affected provinces. A UN flash appeal for Türkiye is expected to be launched on 16 February 2023, and donors will meet in Brussels in March to pledge support for reconstruction; no date has yet been fixed.|A situation report listing planned appeals and meetings.
1|L|live-page|Live: Turkey earthquake latest|Updated 25 Feb 2023, 09:10 GMT. Turkey's interior minister says the death toll in the country has reached 44,218. With 5,914 deaths recorded in Syria, the combined toll now stands above 50,000.|A later update on the page reports the February 25, 2023 toll above 50,000.
6|K|explainer|Why the toll keeps rising two weeks on|Officials say counts lag because many bodies are still under rubble in Hatay and Adiyaman. Seismologists warn that strong aftershocks remain possible for weeks, and engineers will begin damage surveys of around 1.5 million buildings later this month.|Explains the count and plans ahead.
3|L|wire-brief|New 6.4 quake hits Hatay, killing several|A magnitude 6.4 earthquake struck Turkey's Hatay province on the evening of February 20, 2023, two weeks after the disaster, killing at least six people and bringing down already damaged buildings in Antakya and Defne.|Reports a later event dated February 20, 2023, after the cutoff.
2|K|analysis|Erdogan under pressure over building codes ahead of vote|Turkey's president has promised to rebuild homes for the displaced within a year. The disaster comes three months before elections he had said would be held on May 14, 2023, and opposition leaders are questioning whether that date can stand.|Past facts and a scheduled election.
""",
    ),
    Q(
        "p3-arab-league-syria-2023",
        "Will the Arab League readmit Syria before its summit in Jeddah on May 19, 2023?",
        "Resolves YES if the Arab League formally restores Syria's membership, suspended since 2011, at any meeting held on or before May 19, 2023. Resolves NO otherwise.",
        "2023-05-01",
        "2023-05-19",
        1,
        "diplomacy",
        """
12|K|wire-brief|Saudi foreign minister lands in Damascus|Prince Faisal bin Farhan arrived in the Syrian capital on Tuesday on the first visit by a Saudi foreign minister since the war began, a sign of Riyadh's push to bring Bashar al-Assad back into the Arab fold before next month's summit.|Reports an April visit before the cutoff.
5|K|explainer|Can Syria return to the Arab League? What to know|Reinstatement needs a decision by member states, and Qatar, Kuwait and Morocco have voiced reservations. Diplomats say foreign ministers could take it up at an extraordinary session in Cairo in early May, ahead of the leaders' meeting in Jeddah on May 19, 2023.|Explains a possible decision and scheduled meetings.
2|L|wire-headline|Arab League votes to bring Syria back after 12-year suspension|Arab foreign ministers meeting in Cairo on May 7, 2023 agreed to restore Syria's seat, clearing the way for Assad to attend the Jeddah summit. The decision called for a step-by-step solution to the conflict.|Reports the May 7, 2023 decision as done.
8|K|analysis|Normalisation with Assad: who gains, who loses|The February earthquakes opened the door to contacts with Damascus. Jordan has proposed a step-for-step plan in which Syria would curb the captagon trade and accept refugee returns in exchange for aid and recognition, but Western capitals remain opposed.|Background before the cutoff.
1|L|timeline|Timeline: Syria's road back to the Arab League|April 18: Saudi foreign minister visits Damascus. May 1, 2023: ministers of Jordan, Saudi Arabia, Iraq and Egypt meet Syria's Faisal Mekdad in Amman. May 7: readmission approved in Cairo. May 19, 2023: Assad greeted by Crown Prince Mohammed bin Salman in Jeddah.|A timeline lists the May 1, 7 and 19, 2023 events as done.
3|K|diplomatic-calendar|Week ahead in the Middle East|Regional foreign ministers are due in Amman on May 1, 2023 for talks with their Syrian counterpart. The Arab League's council is expected to convene in Cairo the following weekend, and the summit opens in Jeddah on 19 May.|A calendar of scheduled meetings.
""",
    ),
    Q(
        "p3-armenia-rome-statute-2023",
        "Will Armenia's National Assembly vote to ratify the Rome Statute of the International Criminal Court by October 15, 2023?",
        "Resolves YES if Armenia's parliament approves ratification of the Rome Statute in a vote held on or before October 15, 2023. Resolves NO otherwise.",
        "2023-09-25",
        "2023-10-15",
        1,
        "diplomacy",
        """
4|K|wire-brief|Azerbaijan halts Karabakh operation after one day|Ethnic Armenian forces in Nagorno-Karabakh agreed on Sept. 20 to disarm under a Russian-brokered truce, a day after Azerbaijan launched what it called anti-terrorist measures. Talks on the region's future are due to start in Yevlakh.|Reports September events before the cutoff.
9|K|explainer|Why Armenia's ICC move angers Moscow|Armenia's Constitutional Court ruled in March that the Rome Statute is compatible with its constitution. If parliament ratifies it, Armenia would in principle be obliged to arrest Vladimir Putin, who faces an ICC warrant, should he visit. The government has sent the bill to lawmakers but no vote date has been set.|Explains a pending ratification.
1|L|wire-headline|Armenia joins ICC in rebuff to Russia|Armenian lawmakers voted 60-22 on October 3, 2023 to ratify the Rome Statute, a step the Kremlin had called unfriendly. The treaty will take effect for Armenia on the first day of the month after 60 days.|Reports the October 3, 2023 vote as done.
2|L|timeline|Nagorno-Karabakh: key dates|Sept 19: Azerbaijan attacks. Sept 20: ceasefire. Sept 24: first refugees cross into Armenia. 28 September 2023: the region's leader signs a decree dissolving all state institutions from January 1, 2024.|A timeline lists the September 28, 2023 decree as done.
6|K|analysis|Pashinyan turns west as Russian peacekeepers stand aside|The prime minister has accused Russia of failing Armenia and has sent the ICC bill to parliament. A ratification vote, expected in early October 2023, would be the clearest sign yet of the break.|An expected vote described ahead.
3|L|wire-brief|Over 100,000 refugees reach Armenia from Karabakh|By the evening of Sept. 30, 2023, more than 100,000 people, most of the enclave's population, had crossed into Armenia, the government said.|Reports a September 30, 2023 figure after the cutoff.
""",
    ),
    Q(
        "p3-biden-xi-meeting-2023",
        "Will Joe Biden and Xi Jinping hold an in-person meeting by November 20, 2023?",
        "Resolves YES if the US and Chinese presidents meet in person on or before November 20, 2023, for example on the sidelines of the APEC meetings in San Francisco. Resolves NO otherwise.",
        "2023-10-25",
        "2023-11-20",
        1,
        "diplomacy",
        """
7|K|wire-brief|White House says Biden-Xi meeting possible at APEC|US officials said on Wednesday they expected President Xi Jinping to attend the APEC leaders' week in San Francisco from Nov. 11 to 17, 2023, though Beijing has not confirmed his travel.|A stated expectation about a scheduled summit.
3|K|analysis|What a Biden-Xi summit could deliver|Officials on both sides have floated restoring military-to-military channels and cooperation against fentanyl. A meeting in California would be the leaders' first since Bali in November 2022.|Possible outcomes of a meeting that has not happened.
1|L|live-page|Wang Yi in Washington: live updates|Oct. 26, 2023: China's foreign minister meets Secretary of State Antony Blinken at the State Department. Oct 27: Wang meets Biden at the White House; both sides say they are working toward a summit in San Francisco.|Reports Wang Yi's October 26-27, 2023 talks as done.
10|K|wire-brief|Blinken and Wang to meet in Washington|China's top diplomat Wang Yi will visit Washington from Oct. 26 to 28, 2023, the State Department said, a trip seen as laying the groundwork for a leaders' meeting next month.|A scheduled visit.
2|L|wire-headline|Biden and Xi agree to restore military talks at California estate|Meeting at the Filoli estate in Woodside, California on November 15, 2023, the two leaders agreed to resume military communications and curb fentanyl precursors, and spoke for about four hours.|Reports the November 15, 2023 meeting as done.
5|K|factbox|US-China: the calendar to year-end|Nov 11-17: APEC week in San Francisco. Nov 14, 2023: Treasury Secretary Janet Yellen expected to meet Vice Premier He Lifeng. A Biden-Xi bilateral is widely expected but not announced.|A calendar with an unconfirmed meeting.
""",
    ),
    Q(
        "p3-us-strikes-houthis-2024",
        "Will the United States carry out military strikes on Houthi targets on Yemeni territory by January 31, 2024?",
        "Resolves YES if US forces strike targets inside Yemen controlled by the Houthis between the question date and January 31, 2024. Strikes at sea do not count. Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-31",
        1,
        "conflict",
        """
5|K|wire-brief|US Navy helicopters sink three Houthi boats in Red Sea|US forces sank three small boats and killed their crews on Dec. 31 after the vessels attacked a Maersk container ship, the Pentagon said. It was the first time American forces had killed Houthi fighters since attacks on shipping began in November.|Reports a December 31 clash at sea before the cutoff.
2|K|analysis|Washington weighs strikes on Yemen after final warning|The United States and 12 allies warned the Houthis on Jan. 3 of consequences if attacks on shipping continued. Officials say options for hitting launch sites on land have been drawn up, but the White House fears a wider regional war.|Describes options under consideration.
1|L|wire-headline|US and UK strike Houthi targets across Yemen|American and British warplanes and warships hit more than 60 targets at 16 sites in Yemen early on 12 January 2024, in response to weeks of Houthi attacks on Red Sea shipping.|Reports the January 12, 2024 strikes as done.
3|L|live-page|Red Sea crisis: latest|Jan 9, 2024, 23:40 GMT: US and British ships shoot down 21 drones and missiles in what the Navy calls the largest Houthi attack yet. Jan 10: Security Council adopts resolution 2722 demanding an end to the attacks.|A later update reports the January 9-10, 2024 events.
8|K|explainer|Operation Prosperity Guardian, explained|The US-led naval coalition announced on Dec. 18 escorts and patrols ships transiting the Bab el-Mandeb. It does not have a mandate to strike targets on land.|Background from before the cutoff.
""",
    ),
    Q(
        "p3-eu-ukraine-facility-2024",
        "Will all 27 EU leaders agree the EUR 50 billion Ukraine Facility at the special European Council of February 1, 2024?",
        "Resolves YES if the European Council meeting on February 1, 2024 reaches unanimous agreement on the revision of the EU budget that includes the EUR 50 billion Ukraine Facility. Resolves NO otherwise.",
        "2024-01-20",
        "2024-02-01",
        1,
        "sanctions_and_aid",
        """
10|K|wire-brief|Orban open to Ukraine deal if funds reviewed every year|Hungary's prime minister said he could accept EU money for Ukraine if it were subject to an annual unanimous decision, a condition other capitals have rejected ahead of the Feb. 1, 2024 summit in Brussels.|A stated condition before a scheduled summit.
4|K|explainer|The Ukraine Facility: what is at stake on Feb. 1|The package would provide EUR 33 billion in loans and EUR 17 billion in grants over 2024-2027. If Hungary blocks it again, the other 26 could set up an arrangement outside the EU budget, officials say, though that would take months.|A conditional about a scheduled decision.
1|L|wire-headline|EU leaders agree 50-billion-euro Ukraine aid as Orban lifts veto|It took less than an hour on February 1, 2024 for the 27 leaders to seal the package in Brussels, European Council President Charles Michel said, with a review clause but no annual veto.|Reports the February 1, 2024 agreement as done.
6|K|analysis|December's failure leaves Kyiv waiting|Hungary blocked the budget revision at the summit of December 14-15, 2023, even as leaders agreed to open accession talks with Ukraine while Orban stepped out of the room.|Past events before the cutoff.
2|L|wire-brief|Farmers block Brussels streets as leaders meet|Tractors jammed the European quarter on 1 February 2024 as farmers protested cheap imports and green rules, throwing eggs at the Parliament while leaders inside approved aid for Ukraine.|Reports the February 1, 2024 protest and agreement.
3|K|diplomatic-calendar|EU week ahead|Thursday, 1 February 2024: special European Council (Brussels), Ukraine Facility and the Middle East. Foreign ministers meet informally on 2-3 February.|A calendar of scheduled meetings.
""",
    ),
    Q(
        "p3-gaza-ramadan-truce-2024",
        "Will a new truce between Israel and Hamas take effect by March 10, 2024, around the start of Ramadan?",
        "Resolves YES if a pause in fighting agreed by Israel and Hamas, including hostage releases, takes effect in Gaza on or before March 10, 2024. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-10",
        0,
        "conflict",
        """
6|K|wire-brief|Mediators resume Gaza talks in Cairo|Egyptian and Qatari mediators are working on a framework that would pause fighting for about six weeks, sources said, after talks in Paris in late January produced a draft that Hamas answered with counterproposals.|Negotiations in progress before the cutoff.
2|K|analysis|Ramadan deadline looms over Rafah|Israeli minister Benny Gantz said this week that if hostages were not home by Ramadan, expected to begin around March 10, 2024, fighting would extend to Rafah. Mediators hope to announce a deal before then.|A conditional threat and hopes about a future date.
1|L|wire-headline|Dozens killed as crowds surge around aid convoy in Gaza City|More than 100 Palestinians were killed on Feb. 29, 2024 when Israeli troops opened fire as crowds rushed an aid convoy on al-Rashid street, Gaza health officials said. Israel said most died in a stampede.|Reports a later event dated February 29, 2024.
3|L|live-page|Israel-Hamas war: live|Update, March 9, 2024: No agreement has been reached, Egyptian officials say, and Hamas delegates have left Cairo. Ramadan is set to begin with fighting still under way.|An update reports the state of talks on March 9, 2024, after the cutoff.
8|K|explainer|What a second hostage deal could look like|The November truce lasted seven days and freed 105 hostages. A new framework discussed in Paris would begin with a pause of about 40 days and the release of women, children and elderly hostages.|Background and a possible framework.
4|L|wire-brief|US carries out first airdrop of aid into Gaza|Three US Air Force C-130s dropped some 38,000 meals over Gaza's coast on March 2, 2024, joining Jordan and others, as aid groups warned that airdrops could not replace truck deliveries.|Reports a later event dated March 2, 2024.
""",
    ),
    Q(
        "p3-avdiivka-2024",
        "Will Russian forces take control of the Ukrainian town of Avdiivka by February 29, 2024?",
        "Resolves YES if Ukraine's military announces a withdrawal from Avdiivka, or credible reporting confirms Russian control of the town, on or before February 29, 2024. Resolves NO otherwise.",
        "2024-02-05",
        "2024-02-29",
        1,
        "conflict",
        """
9|K|analysis|Avdiivka: the battle Ukraine cannot afford to lose slowly|Russian troops have pressed on the town's flanks since October at enormous cost. Ukrainian units report shortages of artillery shells as a $60 billion US package remains stuck in Congress.|Analysis before the cutoff.
3|K|wire-brief|Russian troops reach northern edge of Avdiivka, Ukraine says|A Ukrainian brigade spokesman said on Friday that Russian assault groups had entered the northern outskirts and that fighting was under way near the coke plant. He said the town would hold for now.|Fighting reported before the cutoff.
1|L|wire-headline|Zelensky replaces army chief Zaluzhnyi with Syrskyi|President Volodymyr Zelensky dismissed his top commander on February 8, 2024 and named ground forces chief Oleksandr Syrskyi in his place, the biggest shake-up of the military since the invasion.|Reports a later event dated February 8, 2024.
2|L|wire-headline|Ukraine pulls out of Avdiivka|General Oleksandr Syrskyi said on 17 February 2024 that he had ordered troops to withdraw from Avdiivka to save soldiers' lives, handing Russia its biggest gain since Bakhmut.|Reports the February 17, 2024 withdrawal as done.
5|K|explainer|Why Avdiivka matters|The town sits just north of Russian-held Donetsk city and has been fortified since 2014. Military analysts say its fall would not open a breakthrough but would give Moscow a symbolic win before Russia's presidential election of March 15-17, 2024.|Explains the battle and names a scheduled election.
6|L|timeline|Avdiivka: a chronology|Oct 10, 2023: Russian offensive begins. Feb 13, 2024: Ukraine rushes the 3rd Assault Brigade in. Feb 17, 2024: withdrawal ordered. Feb 20: Moscow claims full control.|A timeline lists February 2024 events as done.
""",
    ),
    Q(
        "p3-iran-strike-israel-2024-04",
        "Will Iran launch a direct military attack from its own territory on Israel by April 30, 2024?",
        "Resolves YES if Iran's armed forces launch missiles or drones from Iranian territory at Israel on or before April 30, 2024, as confirmed by either government. Attacks by proxy groups do not count. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-30",
        1,
        "conflict",
        """
6|K|wire-brief|Iran vows revenge after strike on Damascus consulate|An air strike widely attributed to Israel destroyed the consular annex of Iran's embassy in Damascus on April 1, killing seven members of the Revolutionary Guards, including General Mohammad Reza Zahedi. Supreme Leader Ali Khamenei said Israel would be punished.|Reports an April 1 strike and a threat, before the cutoff.
3|K|analysis|How might Tehran respond?|Iran has never attacked Israel directly from its own soil. Analysts list options ranging from proxy attacks by Hezbollah to strikes on Israeli embassies. US officials say they are on high alert for a response in the coming days, possibly before the end of Ramadan on April 9, 2024.|Options and expectations, none reported as done.
1|L|wire-headline|Iran fires more than 300 drones and missiles at Israel|In its first direct attack on Israel, Iran launched waves of drones, cruise missiles and ballistic missiles overnight on April 13-14, 2024. Israel and its allies said 99% were intercepted; a girl in the Negev was badly hurt.|Reports the April 13-14, 2024 attack as done.
2|L|live-page|Middle East crisis: live|Friday 19 April 2024, 06:15 BST: Explosions reported near Isfahan. Iranian state media say air defences were activated; US officials tell reporters Israel carried out a limited strike.|A later update reports the April 19, 2024 strike.
9|K|explainer|Iran and Israel: a shadow war in five points|For years the two have fought through cyberattacks, assassinations and strikes on proxies. A direct exchange would mark a new phase, and Washington has warned Tehran against escalation.|Background with no later event.
4|L|wire-brief|Iran seizes Israel-linked container ship near Strait of Hormuz|Revolutionary Guards commandos rappelled from a helicopter onto the MSC Aries on 13 April 2024 and steered it into Iranian waters, hours before the drone attack on Israel began.|Reports a later event dated April 13, 2024.
""",
    ),
    Q(
        "p3-croatia-2024-hdz",
        "Will the HDZ-led coalition win the most seats in Croatia's parliamentary election of April 17, 2024?",
        "Resolves YES if the list led by the Croatian Democratic Union (HDZ) wins more seats in the Sabor than any other list, according to the State Electoral Commission's results of the April 17, 2024 election. Resolves NO otherwise.",
        "2024-04-01",
        "2024-04-22",
        1,
        "elections",
        """
14|K|wire-brief|Croatia heads to snap election after president enters race|Parliament was dissolved this month and the vote called for April 17. President Zoran Milanovic said he would lead the Social Democrats' list, a move the Constitutional Court warned may be unconstitutional unless he resigns first.|A scheduled election and a past announcement.
6|K|explainer|Croatia's election: what you need to know|Voters choose 151 lawmakers on April 17, 2024, in ten districts plus seats for the diaspora and minorities. Polls put Prime Minister Andrej Plenkovic's HDZ ahead, but short of a majority, with the Rivers of Justice coalition second.|An election preview with polls.
2|L|wire-headline|Plenkovic's HDZ wins most seats but falls short of majority|The governing HDZ won 61 seats in Croatia's parliamentary election on April 17, 2024, ahead of the Social Democrat-led Rivers of Justice on 42, and will need partners to govern, results showed.|Reports the April 17, 2024 result as done.
9|K|analysis|Milanovic's gamble reshapes Croatian politics|The court said on March 18 that the president could not run as a prime ministerial candidate unless he quit. He has refused, calling the ruling illegal, and says he will decide after the vote.|Reports a ruling before the cutoff and a stated plan.
1|L|results-table|Croatia, parliamentary election, 17 April 2024: seats|HDZ coalition 61. Rivers of Justice 42. Homeland Movement 14. Most 10. Mozemo! 10. Others 14. Turnout 62.3%.|A results table for the April 17, 2024 vote.
4|L|wire-brief|HDZ signs coalition deal with far-right Homeland Movement|Plenkovic and Homeland Movement leader Ivan Penava signed a coalition agreement on 9 May 2024, giving the prime minister a third term.|Reports a later event dated May 9, 2024.
""",
    ),
    Q(
        "p3-gaza-us-pier-2024",
        "Will the US military's temporary pier begin delivering humanitarian aid into Gaza by May 31, 2024?",
        "Resolves YES if aid is moved ashore in Gaza via the US military's floating pier (JLOTS) on or before May 31, 2024, as confirmed by the Pentagon or the UN. Resolves NO otherwise.",
        "2024-05-01",
        "2024-05-31",
        1,
        "humanitarian",
        """
11|K|wire-brief|Construction of Gaza aid pier under way, Pentagon says|Army ships off the coast have begun assembling the offshore platform and causeway, a Pentagon spokesman said, adding that the system could start moving aid in early May, depending on weather and security.|Construction in progress and a stated plan.
4|K|explainer|How the floating pier will work|Cargo will be screened in Cyprus, loaded onto ships, transferred to a floating platform and then trucked along a steel causeway anchored to the beach. The UN's World Food Programme will handle distribution. Officials hope for 90 trucks a day at first, rising to 150.|Describes how the pier is meant to work.
1|L|wire-headline|First aid trucks roll ashore via US pier|Trucks carrying aid began moving across the US-built causeway onto the Gaza beach at around 9 a.m. local time on May 17, 2024, US Central Command said.|Reports the May 17, 2024 start of deliveries as done.
3|L|wire-brief|Gaza pier damaged by heavy seas, operations paused|Pieces of the causeway broke apart in rough surf on 25-28 May 2024 and four Army vessels ran aground, forcing the military to detach the pier for repairs in Ashdod.|Reports later damage dated May 25-28, 2024.
7|K|analysis|Pier is no substitute for land crossings, aid groups warn|Relief agencies say even at full capacity the maritime route would bring a fraction of what Gaza needs and urge Israel to open more crossings. The first deliveries are not expected before the first week of May 2024.|Analysis with a forecast date.
2|K|live-page|Gaza aid: live|April 29, 15:20 GMT: The World Central Kitchen says it will resume operations after pausing over the killing of seven staff on April 1. Satellite images show the pier's platform taking shape off the coast.|Updates dated before the cutoff.
""",
    ),
    Q(
        "p3-lithuania-2024-nauseda",
        "Will Gitanas Nauseda win Lithuania's 2024 presidential election?",
        "Resolves YES if the Central Electoral Commission declares incumbent Gitanas Nauseda elected president, in the first round of May 12, 2024 or the runoff of May 26, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-27",
        1,
        "elections",
        """
8|K|explainer|Lithuania votes: a guide|Eight candidates are on the ballot on May 12. A candidate needs more than half the votes, with turnout above 50%, to win outright; otherwise the top two meet in a runoff on May 26, 2024. A referendum on dual citizenship is held alongside the first round.|Explains the schedule and rules.
3|K|wire-brief|Nauseda leads polls as security dominates Lithuania campaign|Surveys give the incumbent about 35% support, ahead of Prime Minister Ingrida Simonyte and lawyer Ignas Vegele. Voters are mainly concerned about Russia, which Lithuania borders through Kaliningrad and Belarus.|Polls before the vote.
1|L|wire-headline|Nauseda and Simonyte head for runoff|Incumbent Gitanas Nauseda took about 44% on May 12, 2024, short of an outright win, and will face Prime Minister Ingrida Simonyte, who came second with 20%.|Reports the May 12, 2024 first round as done.
2|L|wire-headline|Nauseda wins second term in landslide|Lithuania's president was re-elected on 26 May 2024 with almost three-quarters of the vote, beating Simonyte for the second time in five years.|Reports the May 26, 2024 runoff as done.
5|K|analysis|A rerun of 2019|Nauseda beat Simonyte by 66% to 33% in the last runoff. If the two meet again on May 26, analysts expect a similar gap, though Simonyte is stronger in Vilnius.|A conditional forecast about a scheduled runoff.
6|L|wire-brief|Dual citizenship referendum fails on turnout|A proposal to allow Lithuanians abroad to hold a second citizenship won most votes on May 12, 2024 but fell short of the required support of half of all registered voters.|Reports the May 12, 2024 referendum result.
""",
    ),
    Q(
        "p3-spain-palestine-recognition-2024",
        "Will Spain formally recognise the State of Palestine by May 31, 2024?",
        "Resolves YES if Spain's government formally recognises the State of Palestine on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-12",
        "2024-05-31",
        1,
        "diplomacy",
        """
9|K|wire-brief|Sanchez says Spain could recognise Palestine by July|Prime Minister Pedro Sanchez told reporters during a trip to the Middle East that Spain expected to take the step before the end of June or early July 2024, and that Ireland, Slovenia and Malta were moving in the same direction.|A stated plan about a future date.
2|K|wire-brief|UN General Assembly backs Palestinian bid for full membership|The Assembly voted 143-9 on Friday to upgrade the Palestinians' rights at the UN and urged the Security Council to reconsider their membership. The United States voted against.|Reports a May 10 vote before the cutoff.
1|L|wire-headline|Spain, Ireland and Norway to recognise Palestinian state|The three governments announced in coordinated statements on May 22, 2024 that they would formally recognise a Palestinian state on May 28. Israel recalled its ambassadors.|Reports the May 22, 2024 announcement as done.
3|L|timeline|Palestine recognition in Europe|2014: Sweden. 28 May 2024: Spain, Ireland and Norway. 4 June 2024: Slovenia. 21 June 2024: Armenia.|A list of recognitions that includes dates after the cutoff.
6|K|explainer|What recognising Palestine would mean|Recognition is a diplomatic act by each state; it does not create borders or institutions on the ground. About 140 of the UN's 193 members recognise Palestine; among EU members, most that do joined before 2004.|Background without later events.
4|L|wire-brief|Spanish cabinet approves recognition|Sanchez's cabinet formally approved the recognition of Palestine at its meeting on Tuesday, May 28, 2024, with Madrid saying it would respect the 1967 borders.|Reports the May 28, 2024 decision as done.
""",
    ),
    Q(
        "p3-g7-ukraine-loan-2024",
        "Will G7 leaders agree at their Apulia summit of June 13-15, 2024 on a loan of about USD 50 billion for Ukraine backed by profits from immobilised Russian assets?",
        "Resolves YES if the G7 leaders' communique or joint announcement at the June 13-15, 2024 summit commits to a loan to Ukraine of roughly USD 50 billion serviced by proceeds from immobilised Russian sovereign assets. Resolves NO otherwise.",
        "2024-05-31",
        "2024-06-15",
        1,
        "sanctions_and_aid",
        """
6|K|wire-brief|G7 finance ministers edge toward loan plan|Finance ministers meeting in Stresa, Italy said on May 25 they were making progress on ways to use windfall profits from frozen Russian assets, but left a decision to leaders at next month's summit.|Reports a May 25 meeting and a pending decision.
3|K|explainer|How a 50-billion-dollar loan on Russian assets would work|About 280 billion dollars of Russian central bank assets are immobilised, most at Euroclear in Belgium. Under the US proposal, G7 lenders would advance money now and be repaid from the interest on those assets. Leaders meet in Borgo Egnazia on June 13-15, 2024.|Explains a proposal and a scheduled summit.
1|L|wire-headline|G7 agrees 50-billion-dollar loan for Ukraine from Russian asset profits|Leaders meeting in southern Italy struck a deal on 13 June 2024 to lend Kyiv about 50 billion dollars, to be paid back from interest on frozen Russian funds, US and Italian officials said.|Reports the June 13, 2024 agreement as done.
8|K|analysis|Europe divided over the Russian assets|France and Germany have resisted seizing the principal, warning of legal and financial risks. A deal at the summit is possible, diplomats say, but details on who bears the risk if sanctions are lifted could be left for later.|Analysis with a conditional.
2|L|wire-brief|Zelensky and Biden sign 10-year security accord at G7|The US and Ukrainian presidents signed a bilateral security agreement on the sidelines of the summit on June 13, 2024, pledging US training and weapons for a decade.|Reports a later event dated June 13, 2024.
4|K|diplomatic-calendar|Diplomatic calendar, June 2024|June 6: D-Day anniversary in Normandy. June 13-15: G7 summit, Apulia. June 15-16: Ukraine peace summit at the Burgenstock resort, Switzerland. June 27-28: European Council.|A calendar of scheduled meetings.
""",
    ),
    Q(
        "p3-kenya-haiti-mission-2024",
        "Will Kenyan police officers of the Multinational Security Support mission arrive in Haiti by June 30, 2024?",
        "Resolves YES if a contingent of Kenyan police deployed under the UN-authorised Multinational Security Support mission lands in Haiti on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-05",
        "2024-06-30",
        1,
        "humanitarian",
        """
13|K|wire-brief|Ruto says Kenyan police will deploy to Haiti within weeks|Speaking during his state visit to Washington, President William Ruto said the first officers would leave for Port-au-Prince in the coming weeks once bases were ready. A Kenyan court ruled in January that the deployment was unconstitutional, a hurdle the government says it has since cleared.|A stated plan and a past ruling.
4|K|explainer|Haiti's security mission: who is sending what|Kenya has offered 1,000 police officers, with Benin, Chad, Bangladesh, the Bahamas and Jamaica also pledging personnel. The US is paying for bases near Toussaint Louverture airport, which reopened to commercial flights in late May after a three-month closure.|Pledges and past events.
1|L|wire-headline|First Kenyan police land in Haiti|A plane carrying about 400 Kenyan officers touched down in Port-au-Prince on June 25, 2024, nearly two years after Haiti asked for international help against the gangs.|Reports the June 25, 2024 arrival as done.
2|L|wire-brief|Haiti's new prime minister names cabinet|Garry Conille, sworn in as prime minister on June 3, unveiled his government on June 11, 2024, keeping the justice and defence portfolios himself.|Reports a later event dated June 11, 2024.
7|K|analysis|A mission arriving late, and small|Gangs control most of the capital. Even if the first contingent lands in June 2024 as planned, analysts doubt a force of 2,500 can reverse that without a political settlement.|A conditional about a planned deployment.
5|L|timeline|Haiti mission: key dates|Oct 2, 2023: Security Council authorises the mission. Jan 26, 2024: Kenyan court blocks deployment. 25 June 2024: first Kenyans arrive. 16 July 2024: a second contingent of 200 lands.|A timeline lists events after the cutoff as done.
""",
    ),
    Q(
        "p3-sudan-famine-ipc-2024",
        "Will the IPC Famine Review Committee confirm famine conditions in any part of Sudan by August 31, 2024?",
        "Resolves YES if the Integrated Food Security Phase Classification (IPC) Famine Review Committee publishes a finding of famine (Phase 5) for any area of Sudan on or before August 31, 2024. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-31",
        1,
        "humanitarian",
        """
16|K|humanitarian-update|Sudan: hunger situation report|Some 755,000 people face catastrophic hunger (IPC Phase 5) and 25.6 million are in crisis or worse, according to the IPC analysis released in late June. The Famine Review Committee is examining data from North Darfur, including Zamzam camp, and may issue findings in the coming weeks.|A situation report with a pending review.
5|K|wire-brief|US invites Sudan's warring sides to Geneva talks|Secretary of State Antony Blinken said the talks would open in Switzerland on August 14, 2024, with Saudi Arabia as co-host. The army has not said whether it will attend.|A scheduled meeting and an invitation.
1|L|wire-headline|Famine confirmed in Sudan's Zamzam camp|The IPC Famine Review Committee concluded on August 1, 2024 that famine conditions were occurring in Zamzam camp near El Fasher, the first such finding anywhere since 2017.|Reports the August 1, 2024 finding as done.
3|L|wire-brief|Geneva talks on Sudan open without army delegation|Mediators opened talks in Switzerland on 14 August 2024 with an RSF delegation in the city but no representatives of the Sudanese army, which objected to the format.|Reports a later event dated August 14, 2024.
9|K|explainer|What it takes to declare a famine|Famine is classified when 20% of households face extreme food shortages, acute malnutrition among children passes 30% and two in 10,000 people die each day. Data from conflict zones is often incomplete, so findings can take weeks.|Explains criteria without later events.
2|L|humanitarian-update|Sudan flash update No. 12|As of 2024-08-05, floods have affected more than 30,000 people across five states, and the Adre crossing from Chad remains closed to aid trucks. The IPC finding of famine in Zamzam was released on 1 August.|A report dated August 5, 2024 lists events after the cutoff.
""",
    ),
    Q(
        "p3-israel-strike-iran-2024-10",
        "Will Israel carry out a military strike on Iranian territory by October 31, 2024?",
        "Resolves YES if Israel strikes targets inside Iran between the question date and October 31, 2024, as confirmed by the Israeli military or by Iran. Resolves NO otherwise.",
        "2024-10-05",
        "2024-10-31",
        1,
        "conflict",
        """
4|K|wire-brief|Iran fires about 180 ballistic missiles at Israel|Iran launched its second direct attack on Israel on the evening of October 1, saying it was avenging the killing of Hezbollah leader Hassan Nasrallah. Prime Minister Benjamin Netanyahu said Iran had made a big mistake and would pay for it.|Reports the October 1 attack before the cutoff.
2|K|analysis|Oil, nuclear sites or military bases? Israel weighs its answer|President Joe Biden said on Wednesday he would not support an Israeli strike on Iran's nuclear facilities. Officials say a response could come within days, possibly timed around the Jewish holidays that end with Simchat Torah on October 24-25, 2024.|Options and a possible timing, nothing reported as done.
1|L|wire-headline|Israel strikes military targets in Iran|Israeli jets struck missile production sites and air defences in three Iranian provinces before dawn on Oct. 26, 2024, in retaliation for the missile barrage earlier in the month. Iran said four soldiers were killed.|Reports the October 26, 2024 strikes as done.
3|L|wire-brief|Hamas leader Yahya Sinwar killed in Gaza|Israeli troops killed Yahya Sinwar in a firefight in Rafah on 16 October 2024, the military said, confirming his identity after DNA tests.|Reports a later event dated October 16, 2024.
8|K|explainer|Iran and Israel since April|After Iran's drone and missile attack in April, Israel answered with a limited strike near Isfahan on April 19. Both sides then stepped back, until the killing of Hamas leader Ismail Haniyeh in Tehran on July 31.|Past events before the cutoff.
6|L|live-page|Middle East: live coverage|October 13, 2024 update: The Pentagon says it will send a THAAD missile defence battery and about 100 soldiers to Israel, a rare deployment of US troops on the ground there.|A later update reports an October 13, 2024 decision.
""",
    ),
    Q(
        "p3-knesset-unrwa-law-2024",
        "Will Israel's Knesset pass a law barring UNRWA from operating in Israeli sovereign territory by November 15, 2024?",
        "Resolves YES if the Knesset passes, in its final readings, legislation prohibiting UNRWA activity in Israeli sovereign territory on or before November 15, 2024. Resolves NO otherwise.",
        "2024-10-10",
        "2024-11-15",
        1,
        "humanitarian",
        """
11|K|wire-brief|UN chief warns Israel over UNRWA bills|Secretary-General Antonio Guterres said legislation before the Knesset would have devastating consequences for Palestinians in Gaza and the West Bank. The bills passed a first reading in July and are back before the foreign affairs and defence committee.|Reports bills in progress.
4|K|explainer|The UNRWA bills, explained|One bill would ban the agency from operating in Israel's sovereign territory, including East Jerusalem; the other would cut all contact between Israeli officials and the agency. If passed, they would take effect 90 days later. Lawmakers return from recess in late October 2024.|A conditional and a future session.
1|L|wire-headline|Knesset votes to ban UNRWA|Israeli lawmakers voted 92-10 on 28 October 2024 to bar the UN agency for Palestinian refugees from operating on Israeli territory, despite warnings from the US and European allies.|Reports the October 28, 2024 vote as done.
2|L|wire-brief|Allies condemn UNRWA law|The United States said on Oct. 29, 2024 it was deeply troubled by the law passed the previous day, and Britain, France, Germany, Canada, Australia, Japan and South Korea issued a joint statement of concern.|Reports reactions dated October 29, 2024.
7|K|analysis|Gaza's aid lifeline under threat|UNRWA employs about 13,000 people in Gaza and runs most of its shelters. Israel alleges that some staff took part in the October 7 attack; a review led by former French minister Catherine Colonna in April found Israel had not yet provided evidence for many of its claims.|Past findings before the cutoff.
3|K|diplomatic-calendar|UN week ahead|Oct 14: UNRWA's commissioner-general briefs donors in Geneva. Oct 28, 2024: Knesset winter session opens. Nov 5, 2024: US presidential election.|A calendar of future dates.
""",
    ),
    Q(
        "p3-mauritius-2024-alliance",
        "Will the opposition Alliance du Changement win a majority of the 62 directly elected seats in Mauritius's general election of November 10, 2024?",
        "Resolves YES if the Electoral Commissioner's results of the November 10, 2024 election give the Alliance du Changement at least 32 of the 62 directly elected seats. Resolves NO otherwise.",
        "2024-10-25",
        "2024-11-12",
        1,
        "elections",
        """
10|K|explainer|Mauritius votes: the basics|Voters in 21 constituencies elect 62 members on November 10, 2024, three per constituency on the main island and two in Rodrigues. Prime Minister Pravind Jugnauth's Alliance Lepep faces Navin Ramgoolam's Alliance du Changement.|A scheduled election.
3|K|wire-brief|Chagos deal gives Jugnauth a campaign boost|Britain's agreement this month to hand sovereignty over the Chagos Islands to Mauritius, announced on Oct. 3, has become a centrepiece of the prime minister's campaign.|Reports an October 3 announcement before the cutoff.
1|L|wire-headline|Mauritius opposition sweeps all 60 mainland seats|Ramgoolam's Alliance du Changement won every seat on the main island in the Nov. 10, 2024 general election, results showed, and Jugnauth conceded defeat.|Reports the November 10, 2024 result as done.
2|L|wire-brief|Mauritius blocks social media ahead of vote, then reverses|The communications regulator ordered internet providers to suspend access to social networks on November 1, 2024 after leaked recordings of phone calls circulated, then lifted the order a day later after an outcry.|Reports a later event dated November 1, 2024.
6|K|analysis|Cost of living, leaked tapes and the Chagos|Polls are scarce, but analysts describe the race as close. A leaked-tapes affair being pursued by the opposition could hurt the government in the final two weeks before November 10.|An analysis of an upcoming vote.
4|L|wire-brief|Ramgoolam sworn in as prime minister|Navin Ramgoolam took the oath of office on 13 November 2024, his third term as prime minister, three days after his coalition's landslide.|Reports a later swearing-in dated November 13, 2024.
""",
    ),
    Q(
        "p3-uruguay-2024-orsi",
        "Will Yamandu Orsi win Uruguay's presidential runoff of November 24, 2024?",
        "Resolves YES if the Electoral Court declares Yamandu Orsi of the Frente Amplio the winner of the November 24, 2024 runoff. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-28",
        1,
        "elections",
        """
8|K|wire-brief|Orsi leads first round, faces Delgado in runoff|Frente Amplio candidate Yamandu Orsi won about 44% in the first round on Sunday, ahead of the governing National Party's Alvaro Delgado with 27%. The two will meet in a runoff on Nov. 24, 2024.|Reports the October 27 first round and names the runoff date.
4|K|analysis|Runoff arithmetic favours the right, on paper|Delgado's National Party and the Colorado Party of Andres Ojeda together took more votes than the Frente Amplio in October. If those voters transfer as they did in 2019, Delgado could narrowly win, but polls show a tight race.|A conditional analysis before the runoff.
1|L|wire-headline|Uruguay's left returns to power as Orsi wins runoff|Yamandu Orsi won the presidency on Nov 24 2024 with about 49.8% of the vote to 45.9% for Delgado, who conceded on election night.|Reports the November 24, 2024 runoff as done.
2|L|wire-brief|Candidates clash in only runoff debate|Orsi and Delgado met on November 17, 2024 in a televised debate in Montevideo dominated by security and pensions.|Reports a later debate dated November 17, 2024.
6|K|explainer|Uruguay's constitutional referendums fail|Two plebiscites held with the first round, on pensions and on night-time police raids, fell short of the required majority, results showed on October 28.|Reports results dated before the cutoff.
3|K|factbox|Uruguay runoff: key facts|Date: Sunday, 24 November 2024. Voting is compulsory. Polls close at 19:30 local time; the Electoral Court publishes a provisional count the same night. The new president takes office on March 1, 2025.|A factbox of scheduled events.
""",
    ),
    Q(
        "p3-lebanon-president-2025",
        "Will Lebanon's parliament elect a president by January 31, 2025?",
        "Resolves YES if Lebanon's parliament elects a president of the republic in a session held on or before January 31, 2025, ending a vacancy that began in October 2022. Resolves NO otherwise.",
        "2024-12-28",
        "2025-01-31",
        1,
        "politics",
        """
27|K|wire-brief|Berri sets Jan. 9 session to elect president|Speaker Nabih Berri called parliament to convene on January 9, 2025 to elect a head of state, saying the Israel-Hezbollah ceasefire had opened a window after two years of deadlock.|Reports a call for a scheduled session.
6|K|analysis|Army chief Aoun emerges as front-runner|General Joseph Aoun is backed by the US and Saudi Arabia, but his election would require a constitutional amendment or a two-thirds vote, since serving senior officials must normally wait two years. Hezbollah has not said whether it would back him.|An analysis before the session.
1|L|wire-headline|Lebanon elects army chief Joseph Aoun as president|Lawmakers elected General Joseph Aoun in a second round of voting on Jan. 9, 2025 with 99 of 128 votes, ending a vacancy of more than two years.|Reports the January 9, 2025 election as done.
2|L|wire-brief|Nawaf Salam named Lebanon's prime minister|President Joseph Aoun designated ICJ President Nawaf Salam to form a government on 13 January 2025 after a majority of lawmakers backed him in consultations.|Reports a later event dated January 13, 2025.
9|K|explainer|How Lebanon picks a president|The president must be a Maronite Christian and needs two-thirds of votes in a first round, then an absolute majority of 65 in later rounds, provided a two-thirds quorum is present. Twelve sessions since 2022 have failed.|Explains the rules with past facts.
3|L|timeline|Lebanon: from war to a new president|Nov 27, 2024: ceasefire with Israel takes effect. 9 January 2025: Aoun elected. 26 January 2025: deadline for Israeli withdrawal from the south passes with troops still in place.|A timeline lists January 2025 events as done.
""",
    ),
    Q(
        "p3-kosovo-2025-vv",
        "Will Vetevendosje win the largest share of the vote in Kosovo's parliamentary election of February 9, 2025?",
        "Resolves YES if preliminary or final results of the Central Election Commission for the February 9, 2025 election show Vetevendosje with more votes than any other party or list. Resolves NO otherwise.",
        "2025-01-25",
        "2025-02-15",
        1,
        "elections",
        """
12|K|explainer|Kosovo's election: Kurti seeks second full term|Prime Minister Albin Kurti's Vetevendosje won 50% in 2021. The vote on February 9, 2025 is the first since a parliament served a full term. The main challengers are the Democratic Party of Kosovo and the Democratic League of Kosovo.|A scheduled election.
5|K|wire-brief|EU keeps measures on Kosovo as campaign begins|Brussels said its punitive measures, imposed in 2023 over tensions in the Serb-majority north, would remain until de-escalation steps were taken, a week before official campaigning begins.|Reports a decision before the cutoff.
1|L|wire-headline|Kurti's party first in Kosovo vote but short of majority|Vetevendosje took about 42% of the vote on Feb. 9, 2025, preliminary results showed, well down from 2021 and likely leaving Kurti in need of a coalition partner.|Reports the February 9, 2025 result as done.
3|L|preview-updated|Polls point to a Vetevendosje win, but a smaller one|Surveys put Kurti's party near 40%, still well ahead. Whether it can govern alone after February 9 depends on how many of the 20 minority seats it can count on. Update, Feb. 10, 2025: As the polls suggested, Vetevendosje came first with about 42%, according to preliminary results.|An update appended to a preview reports the February 9, 2025 result.
2|L|results-table|Kosovo parliamentary election, 9 February 2025, preliminary|Vetevendosje 42.3%. PDK 20.9%. LDK 18.3%. AAK-Nisma 7.1%. Srpska Lista 4.2%. Counting of diaspora ballots continues.|A results table for the February 9, 2025 vote.
""",
    ),
    Q(
        "p3-russia-30day-ceasefire-2025",
        "Will Russia agree to a full, general ceasefire of at least 30 days in Ukraine by March 31, 2025?",
        "Resolves YES if Russia's government announces acceptance of a general ceasefire along the whole front lasting at least 30 days, on or before March 31, 2025. Partial pauses, such as on energy infrastructure or at sea, do not count. Resolves NO otherwise.",
        "2025-03-05",
        "2025-03-31",
        0,
        "conflict",
        """
5|K|wire-brief|Zelensky's Oval Office meeting ends in shouting match|Ukraine's president left the White House early on Feb. 28 without signing a minerals deal after a heated exchange with President Donald Trump and Vice President JD Vance.|Reports a February 28 event before the cutoff.
2|K|analysis|A ceasefire first? Europe's plan for Ukraine|Britain and France have floated a one-month truce in the air, at sea and on energy infrastructure. Washington has paused military aid to Kyiv, and US and Ukrainian officials are expected to meet in Saudi Arabia next week.|Proposals and a planned meeting.
1|L|wire-headline|Ukraine backs US plan for 30-day ceasefire after Jeddah talks|After eight hours of talks in Saudi Arabia on March 11, 2025, Ukraine said it was ready to accept an immediate 30-day truce, and Washington agreed to resume military aid and intelligence sharing.|Reports the March 11, 2025 talks as done.
3|L|wire-brief|Putin agrees only to pause strikes on energy sites|After a phone call with Trump on 18 March 2025, the Kremlin said Vladimir Putin had agreed to stop attacks on energy infrastructure for 30 days but set conditions for a wider truce, including a halt to Western arms supplies.|Reports a later call dated March 18, 2025.
8|K|explainer|Ceasefire proposals since 2022|Past truces around Christmas and Easter were declared unilaterally by Moscow and not observed. Any general ceasefire would need monitoring arrangements along a front of more than 1,000 km, diplomats say.|Background with no later event.
4|K|wire-brief|Kremlin says peace talks must address root causes|Spokesman Dmitry Peskov said Russia was open to talks but would not accept a freeze of the front that allowed Ukraine to rearm. Russian and US officials met in Riyadh on Feb. 18 and in Istanbul on Feb. 27.|Statements and meetings before the cutoff.
""",
    ),
    Q(
        "p3-gabon-2025-oligui",
        "Will Brice Clotaire Oligui Nguema win Gabon's presidential election of April 12, 2025 in the first round?",
        "Resolves YES if provisional results published by the interior ministry, or the Constitutional Court's final results, show Oligui Nguema with more than half of the votes cast on April 12, 2025. Resolves NO otherwise.",
        "2025-03-25",
        "2025-04-20",
        1,
        "elections",
        """
15|K|wire-brief|Gabon's coup leader confirms run for president|General Brice Oligui Nguema, who seized power in August 2023 when he ousted Ali Bongo, said he would stand in the April 12 vote after a new electoral code allowed military officers to run.|A stated plan and past events.
4|L|correction|Gabon's election: what to know|Eight candidates have been cleared to run, including former prime minister Alain-Claude Bilie-By-Nze. A candidate needs a majority to win outright. Correction, 15 April 2025: An earlier version of this article said a runoff was likely; Oligui Nguema won outright on April 12 with more than 90% of the vote.|A correction appended later reports the April 12, 2025 result.
1|L|wire-headline|Oligui Nguema wins Gabon vote with 90%|Gabon's transitional leader won the April 12, 2025 presidential election with 90.35% of the vote, according to provisional results read out by the interior minister.|Reports the April 12, 2025 result as done.
2|L|wire-brief|Gabon's new president sworn in at Libreville stadium|Oligui Nguema took the oath of office on 3 May 2025 before several African heads of state, starting a seven-year term.|Reports a later swearing-in dated May 3, 2025.
9|K|analysis|From coup to ballot box|The junta's transition charter promised elections within two years. Critics say a constitution adopted by referendum in November 2024 gives the president sweeping powers and was written with the general in mind.|Past events before the cutoff.
""",
    ),
    Q(
        "p3-merz-first-ballot-2025",
        "Will Friedrich Merz be elected German chancellor in the Bundestag's first round of voting?",
        "Resolves YES if Friedrich Merz wins an absolute majority (at least 316 votes) in the first round of the Bundestag's vote for chancellor, expected on May 6, 2025. Resolves NO if he fails in the first round, even if he is elected later the same day.",
        "2025-04-22",
        "2025-05-06",
        0,
        "politics",
        """
13|K|wire-brief|CDU/CSU and SPD present coalition agreement|Friedrich Merz and SPD co-leader Lars Klingbeil unveiled a 144-page coalition deal in Berlin on April 9, promising to tighten migration rules and boost investment. SPD members will vote on it online, with results expected on April 30, 2025.|Reports an April 9 event and a scheduled ballot.
5|K|explainer|How Germany elects a chancellor|The Bundestag votes by secret ballot on the president's nominee; a candidate needs votes from a majority of all members, 316 of 630. The CDU/CSU and SPD have 328 seats between them. Merz's election is pencilled in for May 6, 2025.|Explains the procedure and a scheduled vote.
1|L|wire-headline|Merz fails in first Bundestag vote in post-war first|Friedrich Merz won only 310 votes in the secret ballot on May 6, 2025, six short of a majority, as at least 18 coalition lawmakers withheld their support. Markets in Frankfurt fell on the news.|Reports the May 6, 2025 failed first ballot as done.
2|L|wire-brief|Merz elected chancellor at second attempt|Hours after his initial defeat, Merz secured 325 votes in a second round held on the afternoon of 6 May 2025 and was sworn in by Bundestag President Julia Kloeckner.|Reports the May 6, 2025 second-round election.
3|L|wire-brief|SPD members approve coalition deal|About 84.6% of SPD members who took part backed the coalition agreement, the party announced on April 30, 2025, clearing the last hurdle before Merz's election.|Reports the April 30, 2025 member vote as done.
8|K|analysis|A slim majority, and a nervous SPD|Twelve seats over the threshold is a thin cushion, and some Social Democrats remain unhappy over the joint vote with the AfD on migration in January. Few expect a revolt in a secret ballot, though.|Analysis before the vote.
""",
    ),
    Q(
        "p3-eu-syria-sanctions-2025",
        "Will the EU decide to lift its economic sanctions on Syria by May 31, 2025?",
        "Resolves YES if the Council of the EU or EU foreign ministers decide, on or before May 31, 2025, to lift the EU's economic sanctions on Syria (not only suspend selected sectors), even if measures on individuals or weapons remain. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-31",
        1,
        "sanctions_and_aid",
        """
10|K|wire-brief|EU ministers to discuss Syria sanctions at May meeting|Foreign ministers will review the bloc's remaining sanctions on Syria when they meet in Brussels on May 20, 2025, diplomats said, after suspending measures on energy, transport and banking in February.|A scheduled meeting and past suspension.
3|K|analysis|Sanctions relief and Syria's fragile transition|Violence against Alawites on the coast in March, which left hundreds dead, has made some capitals wary. Germany and France favour lifting economic curbs to help reconstruction; others want conditions on minority rights.|Analysis before a decision.
1|L|wire-headline|Trump says US will lift all sanctions on Syria|Speaking in Riyadh on May 13, 2025, President Donald Trump announced he would order the end of US sanctions on Syria to give the country a chance, and met interim President Ahmed al-Sharaa the next day.|Reports the May 13-14, 2025 announcements as done.
2|L|wire-headline|EU agrees to lift economic sanctions on Syria|EU foreign ministers decided on 20 May 2025 to lift all economic sanctions on Syria, while keeping measures on the Assad network and on chemical weapons, foreign policy chief Kaja Kallas said.|Reports the May 20, 2025 decision as done.
5|L|timeline|Syria sanctions: key dates|Feb 24, 2025: EU suspends sectoral sanctions. May 13, 2025: Trump announces US lifting. May 20, 2025: EU lifts economic sanctions. June 30, 2025: US executive order ends the Syria sanctions programme.|A timeline with events after the cutoff.
7|K|explainer|What EU sanctions on Syria cover|Measures in place since 2011 include an oil import ban, restrictions on investment and on the central bank, and asset freezes on around 300 people. Any change needs unanimity among the 27.|Background without later events.
""",
    ),
    Q(
        "p3-eu-18th-sanctions-2025",
        "Will the EU adopt an 18th package of sanctions against Russia by June 30, 2025?",
        "Resolves YES if the Council of the EU formally adopts an 18th package of sanctions against Russia on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-12",
        "2025-06-30",
        0,
        "sanctions_and_aid",
        """
2|K|wire-brief|Commission proposes 18th Russia sanctions package|The package put forward on June 10 would lower the G7 oil price cap from 60 to 45 dollars a barrel, ban transactions with the Nord Stream pipelines and add 77 shadow-fleet vessels. The Commission hopes for approval before the leaders' summit of June 26-27, 2025.|A proposal and a hoped-for date.
6|K|explainer|How EU sanctions packages are adopted|The Commission and the foreign policy chief propose, and all 27 governments must agree. The 17th package, adopted on May 20, targeted nearly 200 tankers. Hungary and Slovakia have delayed earlier packages to win concessions.|Explains the procedure with past facts.
1|L|wire-headline|Slovakia blocks new Russia sanctions at EU summit|Leaders failed to adopt the 18th package at their summit in Brussels on June 26, 2025 after Slovak Prime Minister Robert Fico held out over the EU's plan to phase out Russian gas imports.|Reports a later event dated June 26, 2025.
3|L|wire-brief|EU adopts 18th sanctions package after Slovakia relents|The Council approved the package on 18 July 2025, including a floating oil price cap set at 47.60 dollars and a ban on refined products made from Russian crude.|Reports the July 18, 2025 adoption.
4|K|analysis|Lower oil cap needs G7 support|Without US backing, a lower price cap could be hard to enforce, officials concede. G7 leaders meeting in Kananaskis, Canada on June 15-17, 2025 are expected to discuss it.|Analysis with a scheduled meeting.
5|L|wire-brief|G7 summit ends without joint statement on Ukraine|Leaders meeting in Kananaskis wrapped up on June 17, 2025 without a joint text on the war, after President Trump left early.|Reports a later event dated June 17, 2025.
""",
    ),
    Q(
        "p3-gaza-famine-ipc-2025",
        "Will the IPC confirm famine in any part of the Gaza Strip by August 31, 2025?",
        "Resolves YES if the IPC Famine Review Committee, or an IPC analysis it has endorsed, classifies famine (Phase 5) in any area of the Gaza Strip on or before August 31, 2025. Resolves NO otherwise.",
        "2025-08-08",
        "2025-08-31",
        1,
        "humanitarian",
        """
10|K|humanitarian-update|IPC alert: worst-case scenario of famine unfolding in Gaza|In an alert issued on July 29, the IPC said the latest data showed famine thresholds for food consumption had been reached in most of the Strip and for acute malnutrition in Gaza City. A full analysis is under way.|Reports a July 29 alert before the cutoff.
3|K|explainer|Why Gaza has not been formally declared in famine|A finding needs data on food consumption, malnutrition and deaths. Access restrictions have made mortality data hard to collect. The IPC's next analysis is expected later in August 2025.|Explains criteria and a future analysis.
1|L|wire-headline|Famine confirmed in Gaza City, UN-backed monitor says|The IPC said on August 22, 2025 that famine was occurring in Gaza Governorate and projected it would spread to Deir al-Balah and Khan Younis by the end of September. Israel rejected the finding.|Reports the August 22, 2025 finding as done.
2|L|wire-brief|Israel's security cabinet approves plan to take Gaza City|The cabinet voted early on 8 August 2025 to prepare for the takeover of Gaza City, Prime Minister Benjamin Netanyahu's office said, drawing condemnation from Germany, which halted some arms exports.|Reports a later decision dated August 8, 2025, the cutoff day.
5|K|wire-brief|Airdrops resume as aid groups warn of starvation|Jordan and the United Arab Emirates resumed airdrops last week after Israel announced daily tactical pauses in some areas. More than 100 aid groups said on July 23 that colleagues were wasting away.|Reports events before the cutoff.
4|L|timeline|Gaza hunger: timeline|March 2, 2025: Israel halts all aid. May 19: limited entry resumes. May 26: GHF sites open. 2025-08-22: IPC confirms famine in Gaza Governorate.|A timeline ends with the August 22, 2025 finding.
""",
    ),
    Q(
        "p3-zelensky-putin-meeting-2025",
        "Will Volodymyr Zelensky and Vladimir Putin meet in person by September 1, 2025?",
        "Resolves YES if the presidents of Ukraine and Russia meet in person, in any format, on or before September 1, 2025. Resolves NO otherwise.",
        "2025-08-19",
        "2025-09-01",
        0,
        "diplomacy",
        """
1|K|wire-brief|Trump says he has begun arranging Putin-Zelensky meeting|After talks with Zelensky and European leaders at the White House on Aug. 18, President Donald Trump said he had called Vladimir Putin to begin arranging a meeting between the two, to be followed by a three-way summit.|Reports an August 18 statement about a future meeting.
4|K|analysis|After Alaska, what next?|The Aug. 15 summit in Anchorage produced no ceasefire. Zelensky says he is ready to meet Putin in any format; the Kremlin says such a meeting must be carefully prepared and would come only at the end of a process.|Past events and stated positions.
1|L|wire-headline|Russian strike on Kyiv kills 23|Missiles and drones hit residential buildings across Kyiv overnight into Aug. 28, 2025, killing at least 23 people including children and damaging the EU's mission, officials said.|Reports a later event dated August 28, 2025.
2|L|live-page|Ukraine war: live|Update, 1 September 2025: Putin, in Tianjin for the SCO summit, says Russia is open to a meeting with Zelensky in Moscow. Kyiv rejects the venue. No date for any meeting has been set.|An update dated September 1, 2025 reports events after the cutoff.
3|K|explainer|Where could a Putin-Zelensky summit take place?|Hungary, Switzerland, Austria and Turkey have offered to host. Switzerland says it would not arrest Putin, who faces an ICC warrant, if he came for a peace conference.|Possible venues for a meeting that has not happened.
6|L|wire-brief|Zelensky marks Independence Day with Canadian prime minister|Ukraine's president hosted Canada's Mark Carney in Kyiv on 24 August 2025 as the country celebrated 34 years of independence, and said no date had been agreed for talks with Putin.|Reports a later event dated August 24, 2025.
""",
    ),
    Q(
        "p3-kim-beijing-parade-2025",
        "Will Kim Jong Un attend China's military parade in Beijing on September 3, 2025?",
        "Resolves YES if North Korean leader Kim Jong Un is present at the September 3, 2025 parade marking the 80th anniversary of the end of the Second World War, as shown by Chinese or North Korean state media. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-03",
        1,
        "diplomacy",
        """
6|K|wire-brief|China invites foreign leaders to Victory Day parade|Beijing said several heads of state would attend the Sept. 3, 2025 parade on Tiananmen Square but did not name them, adding that the guest list would be released closer to the day.|A scheduled event with an unannounced list.
2|K|analysis|Would Kim go to Beijing?|The North Korean leader has not attended a multilateral event of this kind. Analysts say a trip would signal closer ties with China after years of focus on Russia, but note that Kim rarely confirms travel in advance.|Speculation about a future trip.
1|L|wire-headline|China says Kim Jong Un and Putin will attend parade|The foreign ministry announced on August 28, 2025 that Kim and Russian President Vladimir Putin would be among 26 leaders at the parade.|Reports the August 28, 2025 announcement as done.
2|L|wire-brief|Xi, Putin and Kim stand together on Tiananmen rostrum|The three leaders watched troops and new missiles pass through Beijing on 3 September 2025, the first time they had appeared together in public.|Reports the September 3, 2025 parade as done.
4|K|diplomatic-calendar|Asia diplomatic calendar|Aug. 31-Sept. 1, 2025: SCO summit, Tianjin. Sept. 3, 2025: military parade, Beijing. Sept. 9-23: UN General Assembly opens in New York.|A calendar of scheduled events.
3|L|wire-brief|Kim's armoured train crosses into China|North Korean state media said Kim left Pyongyang by train and arrived in Beijing on Sept. 2, 2025, accompanied by his daughter Ju Ae and Foreign Minister Choe Son Hui.|Reports a later arrival dated September 2, 2025.
""",
    ),
    Q(
        "p3-iran-snapback-2025",
        "Will UN sanctions on Iran lifted under Security Council resolution 2231 be reimposed by September 30, 2025?",
        "Resolves YES if, on or before September 30, 2025, the UN sanctions terminated under resolution 2231 come back into effect through the snapback mechanism triggered by France, Germany and the United Kingdom. Resolves NO otherwise.",
        "2025-09-08",
        "2025-09-30",
        1,
        "sanctions_and_aid",
        """
10|K|wire-brief|Europeans trigger snapback of UN sanctions on Iran|France, Germany and Britain notified the Security Council on Aug. 28 that Iran was in significant non-performance of the 2015 nuclear deal, starting a 30-day process that would restore sanctions unless the council votes otherwise.|Reports the August 28 trigger and explains the process.
4|K|explainer|Snapback: the 30-day clock|Unless the Security Council adopts a resolution to continue sanctions relief, the pre-2015 measures, including an arms embargo and a ban on enrichment, return at the end of the period, around September 27-28, 2025. Russia and China reject the move.|Explains a future deadline.
1|L|wire-brief|Iran and IAEA agree in Cairo on resuming inspections|Foreign Minister Abbas Araqchi and IAEA chief Rafael Grossi signed a framework in Cairo on 9 September 2025 on how inspectors could return to Iranian sites bombed in June.|Reports a later agreement dated September 9, 2025.
2|L|wire-headline|Security Council vote clears way for Iran sanctions to return|A resolution that would have kept sanctions relief in place failed on Sept. 19, 2025, with four votes in favour, nine against and two abstentions.|Reports the September 19, 2025 vote as done.
3|L|wire-headline|UN sanctions on Iran back in force|The measures were reimposed at 8 p.m. New York time on September 27, 2025, after a last-ditch Russian and Chinese bid to delay them failed the previous day. Iran recalled its ambassadors from the three European capitals.|Reports the September 27, 2025 reimposition as done.
6|K|analysis|Can a deal still stop the snapback?|The Europeans have offered to delay for six months if Iran restores inspections, accounts for its enriched uranium and resumes talks with Washington. Tehran says the conditions are unacceptable.|Conditions and positions before a deadline.
""",
    ),
    Q(
        "p3-el-fasher-rsf-2025",
        "Will the Rapid Support Forces take control of El Fasher, Sudan, by October 31, 2025?",
        "Resolves YES if credible reporting or a statement by the Sudanese army confirms that the RSF has taken control of El Fasher, including the army's 6th Division headquarters, on or before October 31, 2025. Resolves NO otherwise.",
        "2025-10-10",
        "2025-10-31",
        1,
        "conflict",
        """
14|K|humanitarian-update|North Darfur: situation update|El Fasher has been under siege for more than 500 days. An estimated 260,000 people remain inside, with food prices many times higher than elsewhere. A drone strike on a mosque on 19 September killed about 75 worshippers.|A situation report with events before the cutoff.
3|K|analysis|El Fasher's last defences|The army and allied Darfur joint forces hold a shrinking pocket around the 6th Division base. Satellite analysts say the RSF has nearly completed an earthen berm around the city. If it falls, the RSF would control all five Darfur state capitals.|A conditional analysis before the cutoff.
1|L|wire-headline|RSF seizes army headquarters in El Fasher|The paramilitary force said on Oct. 26, 2025 it had captured the 6th Division base, and army chief Abdel Fattah al-Burhan said a day later that troops had withdrawn to a safer place.|Reports the October 26-27, 2025 capture as done.
2|L|wire-brief|Reports of mass killings as RSF takes El Fasher|The World Health Organization said on 29 October 2025 that more than 460 patients and companions were killed at the Saudi maternity hospital, and satellite images showed clusters of bodies.|Reports a later event dated October 29, 2025.
6|K|explainer|The war in Sudan, explained|Fighting between the army and the RSF erupted in Khartoum in April 2023. The army retook the capital in March 2025, and the RSF has since concentrated its forces on Darfur and Kordofan.|Background dated before the cutoff.
4|L|humanitarian-update|Sudan: displacement from El Fasher|Between 26 and 31 October 2025, more than 62,000 people fled El Fasher, IOM said, most towards Tawila.|Reports displacement figures dated October 26-31, 2025.
""",
    ),
    Q(
        "p3-cameroon-2025-biya",
        "Will Cameroon's Constitutional Council declare Paul Biya the winner of the presidential election of October 12, 2025 by October 31, 2025?",
        "Resolves YES if the Constitutional Council proclaims Paul Biya elected in the final results of the October 12, 2025 presidential election, on or before October 31, 2025. Resolves NO otherwise.",
        "2025-10-08",
        "2025-10-31",
        1,
        "elections",
        """
18|K|wire-brief|Main challenger Kamto barred from Cameroon vote|The electoral body ELECAM left opposition leader Maurice Kamto off the final list of candidates, a decision upheld by the Constitutional Council in August. Eleven other candidates will face Biya, 92, on October 12.|Reports past rulings and a scheduled vote.
5|K|explainer|Cameroon's election in five questions|There is a single round: the candidate with the most votes wins. The Constitutional Council must proclaim results within 15 days of the vote, so by about October 27, 2025. Biya has ruled since 1982.|Explains the rules and a deadline.
1|L|wire-headline|Biya declared winner of eighth term as protests spread|The Constitutional Council proclaimed on October 27, 2025 that Biya had won 53.66% against 35.19% for former minister Issa Tchiroma Bakary, who claims he won. Several people were killed in clashes in Douala.|Reports the October 27, 2025 proclamation as done.
2|L|wire-brief|Tchiroma declares himself the winner|Two days after the vote, on October 14, 2025, Issa Tchiroma Bakary published his own tally showing him ahead and urged the government to accept defeat.|Reports a later event dated October 14, 2025.
3|K|analysis|Tchiroma's late surge|The former government spokesman, who broke with Biya in June, has drawn large crowds in the north. Analysts say the opposition would need to unite behind one candidate before October 12 to have any chance.|Analysis with a conditional.
4|L|timeline|Cameroon 2025: key dates|July 26: candidate list published. 12 October 2025: polling day. 27 October 2025: final results proclaimed. 6 November 2025: Biya sworn in.|A timeline lists dates after the cutoff as done.
""",
    ),
    Q(
        "p3-trump-kim-meeting-2025",
        "Will Donald Trump and Kim Jong Un meet in person by November 1, 2025?",
        "Resolves YES if the US president and North Korea's leader meet in person, including at the Korean border, on or before November 1, 2025. Resolves NO otherwise.",
        "2025-10-15",
        "2025-11-01",
        0,
        "diplomacy",
        """
9|K|wire-brief|Trump to attend APEC in South Korea|The White House said President Donald Trump would travel to Malaysia, Japan and South Korea from late October 2025, attending the APEC gathering in Gyeongju and meeting Chinese leader Xi Jinping.|A scheduled trip.
3|K|analysis|A DMZ encore?|Trump met Kim at Panmunjom in June 2019 after an invitation on social media. Officials in Seoul say a meeting on this trip cannot be ruled out, but the North has said it will talk only if Washington drops demands for denuclearisation.|Speculation about a possible meeting.
1|L|wire-headline|Trump and Xi agree tariff truce in Busan|Meeting at Gimhae air base on 30 October 2025, Trump and Xi agreed to cut fentanyl-related tariffs and pause export controls on rare earths for a year.|Reports a later meeting dated October 30, 2025.
2|L|wire-brief|Trump leaves South Korea without meeting Kim|Air Force One departed for Washington on Oct. 30, 2025 after Trump said he had not been able to arrange a meeting with Kim this time but would come back.|Reports a later event dated October 30, 2025.
4|L|wire-brief|North Korea fires cruise missiles before Trump's arrival|North Korea said it tested sea-to-surface cruise missiles off its west coast on October 28, 2025, a day before Trump landed in South Korea.|Reports a later test dated October 28, 2025.
6|K|explainer|Trump's Asia trip: the schedule|Kuala Lumpur for the ASEAN summit on Oct. 26, 2025; Tokyo on Oct. 27-28 to meet Prime Minister Sanae Takaichi; Gyeongju from Oct. 29, 2025. No stop at the DMZ has been announced.|A schedule of future stops.
""",
    ),
    Q(
        "p3-sharaa-white-house-2025",
        "Will Syrian President Ahmed al-Sharaa visit the White House by November 30, 2025?",
        "Resolves YES if Ahmed al-Sharaa is received at the White House by the US president on or before November 30, 2025. Resolves NO otherwise.",
        "2025-10-25",
        "2025-11-30",
        1,
        "diplomacy",
        """
30|K|wire-brief|Sharaa addresses UN General Assembly|Syria's interim president told the General Assembly on Sept. 24 that Syria was reclaiming its place among nations, the first such speech by a Syrian head of state since 1967.|Reports a September event before the cutoff.
5|K|wire-brief|US envoy says Sharaa could visit Washington soon|Tom Barrack, the US envoy for Syria, said a visit was being discussed and might take place in November 2025, possibly tied to Syria joining the coalition against Islamic State.|A possible future visit.
1|L|wire-headline|Security Council removes Sharaa from sanctions list|The council voted 14-0 on Nov. 6, 2025, with China abstaining, to lift UN sanctions on al-Sharaa and Interior Minister Anas Khattab, days before the president's trip to Washington.|Reports a later vote dated November 6, 2025.
2|L|wire-headline|Trump hosts Syria's Sharaa in first White House visit by a Syrian leader|The two presidents met in the Oval Office on November 10, 2025, and Syria agreed to join the international coalition against Islamic State.|Reports the November 10, 2025 visit as done.
8|K|explainer|From jihadist commander to president|Sharaa led Hayat Tahrir al-Sham, which toppled Bashar al-Assad in December 2024. The US dropped a 10 million dollar bounty on him that month and removed HTS from its list of foreign terrorist organisations in July 2025.|Past events before the cutoff.
3|L|wire-brief|Sharaa attends climate summit in Brazil|Syria's president was among leaders at the COP30 leaders' summit in Belem on November 6-7, 2025, before flying to Washington.|Reports a later event dated November 6-7, 2025.
""",
    ),
    Q(
        "p3-unsc-gaza-plan-2025",
        "Will the UN Security Council adopt a resolution endorsing the US plan for Gaza, including an international stabilisation force, by November 30, 2025?",
        "Resolves YES if the Security Council adopts, on or before November 30, 2025, a resolution endorsing the US-backed comprehensive plan to end the Gaza conflict and authorising an international stabilisation force. Resolves NO otherwise.",
        "2025-11-03",
        "2025-11-30",
        1,
        "diplomacy",
        """
24|K|wire-brief|Israel and Hamas agree first phase of Trump plan|The ceasefire in Gaza took effect on October 10 after the two sides signed the first phase of the 20-point plan in Sharm el-Sheikh. The remaining living hostages were freed on October 13.|Reports October events before the cutoff.
6|K|analysis|Who will send troops to Gaza?|Indonesia, Azerbaijan and Egypt have been named as possible contributors to a stabilisation force, but most want a UN mandate first. Washington plans to present a draft resolution in the coming weeks.|Plans and possible contributors.
1|L|wire-brief|US circulates draft Gaza resolution to Security Council|The United States sent a draft to council members on November 4, 2025 that would authorise a stabilisation force and a transitional Board of Peace through the end of 2027.|Reports a later event dated November 4, 2025.
2|L|wire-headline|Security Council backs Trump's Gaza plan|The council adopted resolution 2803 on 17 November 2025 by 13 votes, with Russia and China abstaining, endorsing the plan and an international stabilisation force.|Reports the November 17, 2025 vote as done.
4|K|explainer|The Board of Peace, explained|Under the plan, a transitional body chaired by Trump would oversee reconstruction and a Palestinian technocratic committee until the Palestinian Authority completes reforms. None of its members has been named.|Describes a plan without later events.
3|L|wire-brief|Russia tables rival Gaza draft|Russia circulated its own text on Nov. 13, 2025 that made no mention of a Board of Peace, diplomats said, but did not press it to a vote.|Reports a later event dated November 13, 2025.
""",
    ),
    Q(
        "p3-g20-johannesburg-2025",
        "Will G20 leaders adopt a joint leaders' declaration at the Johannesburg summit of November 22-23, 2025?",
        "Resolves YES if a G20 leaders' declaration is adopted at the Johannesburg summit of November 22-23, 2025, even without the participation of every member. Resolves NO otherwise.",
        "2025-11-05",
        "2025-11-23",
        1,
        "summits",
        """
20|K|wire-brief|Trump says no US official will attend South Africa G20|Washington will boycott the summit, Trump said, repeating claims about the treatment of white farmers that Pretoria rejects. The US is due to take over the G20 presidency on December 1, 2025.|Reports a stated boycott and a future handover.
4|K|analysis|A first G20 in Africa, without Washington|South Africa has put debt relief, climate finance and critical minerals at the centre of its presidency. Without the US, diplomats say, a consensus declaration is possible but would be contested as not reflecting all members.|Analysis before the summit.
1|L|wire-headline|G20 adopts declaration at start of Johannesburg summit despite US boycott|In an unusual move, leaders adopted the declaration on November 22, 2025, at the opening of the summit rather than at its close, with Argentina alone among attendees saying it would not sign.|Reports the November 22, 2025 adoption as done.
2|L|wire-brief|Ramaphosa closes G20 with gavel and no US counterpart|South Africa's president ended the summit on 23 November 2025, handing over the presidency without the customary ceremony, since no senior American official was present.|Reports the November 23, 2025 close.
6|K|diplomatic-calendar|Summit season, November 2025|Nov 10-21: COP30, Belem. Nov 22-23, 2025: G20 leaders' summit, Johannesburg. Nov 24-25: AU-EU summit, Luanda.|A calendar of scheduled meetings.
3|K|explainer|What a G20 declaration does|Declarations are negotiated by sherpas over months and adopted by consensus. Texts are non-binding; last year's Rio de Janeiro declaration mentioned the wars in Gaza and Ukraine in a few lines.|Background without later events.
""",
    ),
    Q(
        "p3-eu-reparations-loan-2025",
        "Will EU leaders agree at the European Council of December 18-19, 2025 to fund Ukraine through a reparations loan based on immobilised Russian central bank assets?",
        "Resolves YES if the European Council conclusions of December 18-19, 2025 approve a reparations loan to Ukraine financed by immobilised Russian central bank assets. Resolves NO if leaders choose another form of financing or defer the decision.",
        "2025-12-04",
        "2025-12-19",
        0,
        "sanctions_and_aid",
        """
1|K|wire-brief|Commission proposes 90-billion-euro reparations loan|The Commission put forward a plan on Dec. 3 to lend Ukraine up to 90 billion euros over two years, drawing on Russian central bank assets held at Euroclear, with joint EU borrowing as a fallback.|Reports a proposal before the cutoff.
8|K|analysis|Belgium's objections stand in the way|Prime Minister Bart De Wever demands guarantees that other states share the risk of Russian legal action. Without Belgium's backing, diplomats say, leaders may have to choose common borrowing when they meet on December 18-19, 2025.|A conditional about a scheduled summit.
1|L|wire-headline|EU moves to keep Russian assets frozen indefinitely|Ambassadors agreed on 12 December 2025 to use an emergency treaty article to immobilise Russian central bank assets without a six-monthly renewal, removing a veto that Hungary could have used.|Reports a later decision dated December 12, 2025.
2|L|wire-headline|EU agrees 90-billion-euro loan for Ukraine, shelves plan to use Russian assets|Leaders decided in the early hours of December 19, 2025 to raise money through common borrowing instead, after Belgium refused to back the reparations loan. Hungary, Slovakia and the Czech Republic opted out.|Reports the December 19, 2025 decision as done.
3|K|explainer|What is a reparations loan?|Ukraine would repay the EU only if Russia paid war reparations. Euroclear holds about 185 billion euros of Russian assets; the EU plan would replace them with an EU guarantee.|Explains a proposal without later events.
""",
    ),
    Q(
        "p3-eu-mercosur-signing-2025",
        "Will the EU and Mercosur sign their partnership and trade agreement by December 31, 2025?",
        "Resolves YES if representatives of the EU and the Mercosur countries sign the EU-Mercosur partnership or interim trade agreement on or before December 31, 2025. Resolves NO otherwise.",
        "2025-12-05",
        "2025-12-31",
        0,
        "trade",
        """
12|K|wire-brief|Brazil hopes to sign EU trade deal at Mercosur summit|President Luiz Inacio Lula da Silva said he wanted the agreement signed when Mercosur leaders meet in Foz do Iguacu on December 20, 2025, after 25 years of negotiations.|A hoped-for signing date.
5|K|analysis|France and Italy hold the key|The Commission needs a qualified majority of member states to approve signing. France remains opposed, and Italy has asked for more safeguards for farmers. If Rome abstains, the vote could slip into the new year.|A conditional analysis.
1|L|wire-headline|Von der Leyen postpones Mercosur signing to January|Commission President Ursula von der Leyen told Mercosur leaders on December 18, 2025 that she would not travel to Brazil that weekend, after Italy asked for more time, as thousands of farmers protested in Brussels.|Reports the December 18, 2025 postponement as done.
2|L|wire-brief|EU and Mercosur sign trade deal in Asuncion|The two blocs signed the agreement in Paraguay's capital on 17 January 2026, after member states approved it by qualified majority on January 9.|Reports the January 17, 2026 signing as done.
3|K|explainer|The EU-Mercosur deal in numbers|The agreement would remove tariffs on more than 90% of trade between the EU and Brazil, Argentina, Uruguay and Paraguay, covering some 700 million people. Beef imports would be capped at 99,000 tonnes a year.|Explains the deal without later events.
4|L|wire-brief|Farmers clash with police in Brussels|Tractors blocked the EU quarter and protesters threw potatoes and fireworks on Dec. 18, 2025 as leaders met for their summit.|Reports a later event dated December 18, 2025.
""",
    ),
]
