# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold44` part, read by `build_hold44.py`.

World news wires and international coverage: conflicts and diplomacy, summits and treaties,
sanctions, disasters and humanitarian updates, foreign elections, written as wire briefs, live
pages, explainers, timelines, factboxes and analysis. Each question's documents are one line
each in a string, fields separated by `|`: days before the cutoff it is published, label
(L=leak / K=keep), style, title, text, why. Written blind as a held-out part; see
`build_hold44.py` and the README section in `tests/data/leak_holdout/hold44.md`.
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
]
