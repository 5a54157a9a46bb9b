# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold68` part, read by `build_hold68.py`.

A search's mix for ForecastBench-style questions on geopolitics and conflict (ceasefires,
sanctions, summits, troop movements, hostages and detainees, treaties): news stories, wire briefs,
think-tank notes, official statements, ACLED-style event summaries and question pages with
background and resolution criteria, all written from resolved questions of 2023-2025.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; the wording is invented and the figures are from memory, not checked data. See
`build_hold68.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "r9-karabakh-dissolution-2023",
        "Will the de facto authorities of Nagorno-Karabakh announce the dissolution of their institutions by October 15, 2023?",
        "Resolves YES if, between September 14 and October 15, 2023, the de facto leadership in Stepanakert (Khankendi) announces, signs or publishes a decision to dissolve the institutions of the self-declared Nagorno-Karabakh Republic. Statements by Armenia or Azerbaijan alone do not count. Resolves NO otherwise.",
        "2023-09-14",
        "2023-10-15",
        1,
        "conflict",
        """
12|K|question-page|Nagorno-Karabakh: will the breakaway authorities dissolve by October 15, 2023?|Background: the Lachin corridor, the only road between Nagorno-Karabakh and Armenia, has been closed to almost all traffic since December 2022, and on September 9, 2023 the region's legislature chose Samvel Shahramanyan as de facto president after Arayik Harutyunyan resigned. Resolution: YES if between September 14 and October 15, 2023 the de facto authorities announce or decree the dissolution of their institutions.|Background dated before the cutoff and the question's own window.
5|L|wire-brief|Karabakh leader signs decree ending breakaway republic|YEREVAN, Sept 28 - Samvel Shahramanyan signed a decree on September 28, 2023 under which all state institutions of the self-declared republic will cease to exist by January 1, 2024, a week after Azerbaijan's lightning offensive forced local forces to disarm.|Reports the September 28, 2023 decree, after the cutoff, as done.
20|K|think-tank-note|Lachin blockade: three scenarios for the autumn|Our base case remains a grinding standoff in which Baku tightens the blockade without a large offensive. The Security Council's emergency session on August 16 ended without a statement, and Russian peacekeepers have not tried to reopen the road. The risk indicator to watch is the movement of Azerbaijani armour toward the line of contact, which several observers flagged in late August. If the blockade lasts into October 2023, the region's food and fuel stocks will run out, on aid groups' estimates.|A conditional forecast and facts dated before the cutoff.
3|L|news|A one-day war, then an exodus|Azerbaijan launched what it called local anti-terrorist measures on 19 September 2023. By early afternoon the next day Karabakh's leaders had accepted a ceasefire brokered through the Russian peacekeeping command, and by the end of the month more than 100,000 people, nearly the whole Armenian population, had crossed into Armenia.|Reports the September 19-20, 2023 offensive and ceasefire as done.
8|K|official-statement|Statement of the Ministry of Foreign Affairs of Armenia on the situation around Nagorno-Karabakh|The Ministry notes with deep concern the concentration of Azerbaijani forces along the line of contact and the continuing closure of the Lachin corridor. Armenia will raise the humanitarian situation at the high-level week of the UN General Assembly, whose general debate opens on September 19, 2023, and calls on partners to act before it is too late.|A stated intention about a scheduled date, no reported outcome.
1|L|acled-summary|Caucasus regional overview: week to 22 September 2023|ACLED records a sharp escalation in Nagorno-Karabakh: Azerbaijani artillery and drone strikes across the region on 19-20 September 2023, with hundreds of combatant fatalities reported by both sides, were followed by a ceasefire on 20 September 2023 and the start of disarmament of local Armenian forces. Protesters gathered outside government buildings in Yerevan on several nights.|Reports events of September 19-20, 2023, after the cutoff.
""",
    ),
    Q(
        "r9-wagner-bakhmut-2023",
        "Will Wagner Group or Russia's Ministry of Defence claim full control of Bakhmut by May 31, 2023?",
        "Resolves YES if, between May 8 and May 31, 2023, Wagner Group's leadership or the Russian Ministry of Defence publicly claims that Russian forces control all of Bakhmut (called Artemovsk in Russia). Confirmation by Ukraine is not required. Resolves NO otherwise.",
        "2023-05-08",
        "2023-05-31",
        1,
        "conflict",
        """
3|K|news|Prigozhin threatens to pull Wagner out of Bakhmut on May 10|In a video released on May 5, Wagner chief Yevgeny Prigozhin said his fighters would leave their positions in Bakhmut on May 10, 2023 unless the Defence Ministry sent more ammunition, and that he would hand the sector to Chechen units. The Kremlin declined to comment, and Ukrainian commanders said the threat could be a bluff.|A threat dated before the cutoff about a future date, not an outcome.
1|L|wire-brief|Prigozhin claims Bakhmut taken; Kyiv says fighting goes on|Yevgeny Prigozhin said on May 20, 2023 that Wagner had captured the last blocks of Bakhmut after nearly ten months of fighting, and President Putin congratulated the troops early on May 21. Ukraine's deputy defence minister said its forces still held a small part of the south-west.|Reports the May 20, 2023 claim, the question's outcome, as done.
14|K|think-tank-note|Bakhmut: an attritional victory that may never come|Wagner advanced through the city centre in April, and Prigozhin had a flag raised over the city administration building on April 3, 2023, but Ukrainian units still hold the western districts and the road to Chasiv Yar. We judge that a full capture is possible but that its military value would be slight next to the losses. We do not expect Ukraine's counteroffensive to begin before late May 2023.|Analysis with earlier facts and a forecast.
6|L|acled-summary|Ukraine conflict monitor, 20-26 May 2023|Clashes inside Bakhmut declined after Wagner declared the city captured on 20 May 2023. Wagner began rotating its units out on 25 May 2023 and said regular army troops would take over its positions by 1 June. Shelling continued on the northern and southern flanks.|Reports events of May 20 and May 25, 2023 as done.
9|K|question-page|Will Russia claim all of Bakhmut by May 31, 2023?|Resolution criteria: YES if Wagner's leadership or the Russian Ministry of Defence claims control of the whole city between May 8 and May 31, 2023. Comments: several forecasters point to Prigozhin's public feud with the Defence Ministry over shells, and to reports of Ukrainian counterattacks north of the city, as reasons the claim could slip past the deadline.|Resolution criteria and forecasters' reasoning.
2|L|news|Ukrainian brigades push back on Bakhmut's flanks|Ukrainian assault units said on May 10, 2023 that they had advanced about two kilometres south-west of the city, and on May 12 Russia's Defence Ministry acknowledged that its troops near Bakhmut had 'regrouped' to more favourable lines, a rare admission of a setback.|Reports events of May 10 and May 12, 2023, after the cutoff.
""",
    ),
    Q(
        "r9-russia-ctbt-2023",
        "Will Russia enact a law revoking its ratification of the Comprehensive Nuclear-Test-Ban Treaty by November 15, 2023?",
        "Resolves YES if, by November 15, 2023, the President of Russia signs a federal law withdrawing Russia's ratification of the CTBT. Passage by the State Duma or the Federation Council alone is not enough. Resolves NO otherwise.",
        "2023-10-12",
        "2023-11-15",
        1,
        "treaties",
        """
7|K|news|Putin raises prospect of undoing test-ban ratification|Speaking at the Valdai forum in Sochi on October 5, Vladimir Putin said Russia could 'mirror' the United States, which signed but never ratified the test-ban treaty. The next day Duma speaker Vyacheslav Volodin said deputies would examine the question. Russia signed the treaty in 1996 and ratified it in 2000. Volodin said deputies could vote on the matter as early as October 18.|Statements dated before the cutoff about a possible future vote.
2|K|official-statement|State Duma: agenda for the plenary week|The draft federal law 'On the revocation of ratification of the Comprehensive Nuclear-Test-Ban Treaty' has been entered for first reading at the plenary session of October 17, 2023. The Committee on International Affairs recommends adoption.|An agenda listing a future session.
4|L|wire-brief|Duma votes 423-0 to withdraw CTBT ratification|Russia's lower house passed the bill in its second and third readings on October 18, 2023 without a single vote against, and the Federation Council approved it a week later, on October 25, 2023. Officials insist Russia will not resume testing unless Washington does.|Reports the October 18 and October 25, 2023 votes as done.
1|L|news|Putin signs law revoking test-ban ratification|President Putin signed the law on November 2, 2023, completing the withdrawal of ratification. Russia remains a signatory, and the treaty's organisation in Vienna called the step deeply regrettable.|Reports the November 2, 2023 signature, the question's outcome.
10|K|think-tank-note|What de-ratification would and would not change|Revoking ratification would be largely symbolic: the treaty has never entered into force, and Russia's monitoring stations feed the international system. Watch instead for activity at Novaya Zemlya and for the UN First Committee debates, which run into early November 2023.|Analysis with a scheduled period, not a reported event.
6|L|timeline|Timeline: Russia and nuclear testing commitments|1996-09-24: Russia signs the CTBT. 2000-06-30: ratification. 2023-02-21: Putin suspends New START. 2023-10-05: Valdai remarks. 2023-10-18: Duma passes revocation bill. 2023-10-25: Federation Council approval. 2023-11-02: law signed.|Timeline entries report the October 18 to November 2, 2023 steps as done.
""",
    ),
    Q(
        "r9-vuhledar-2024",
        "Will Russian forces take control of Vuhledar in Donetsk Oblast by October 31, 2024?",
        "Resolves YES if, by October 31, 2024, Ukraine's military confirms a withdrawal from Vuhledar, or widely used open-source maps (such as DeepState) show the town under Russian control. A Russian claim alone is not enough. Resolves NO otherwise.",
        "2024-09-25",
        "2024-10-31",
        1,
        "conflict",
        """
5|K|news|Vuhledar's defenders under pressure on both flanks|Russian units have pushed along the western and eastern approaches to the hilltop town this month, and Ukrainian soldiers describe supply roads under constant drone attack. A spokesman for the brigade holding the town said on September 18 that Vuhledar was not encircled. Officers expect the heaviest assaults before the autumn rains set in, in the first half of October 2024.|Earlier facts and an expectation about a later period.
1|L|wire-brief|Ukraine withdraws troops from Vuhledar|Ukraine's Khortytsia group of forces said on October 2, 2024 that it had allowed units to leave Vuhledar to preserve personnel and equipment, after more than two years of defence. Russia's Defence Ministry claimed the town the next day.|Reports the October 2, 2024 withdrawal as done.
12|K|think-tank-note|Russian offensive campaign assessment: southern Donetsk|Geolocated footage published on September 12, 2024 indicates marginal Russian advances north-east of Vuhledar. Russian forces likely intend to envelop the town rather than assault it frontally, as in the failed armoured attacks of early 2023.|Assessment of events dated before the cutoff.
3|L|acled-summary|Ukraine: 28 September-4 October 2024|Battles concentrated on the Pokrovsk and Vuhledar directions. After Ukrainian units withdrew from Vuhledar on 1-2 October 2024, fighting shifted north toward Bohoiavlenka, and ACLED recorded a rise in Russian glide-bomb strikes on Kurakhove.|Reports the early October 2024 withdrawal and later fighting.
8|K|question-page|Will Russia take Vuhledar by October 31, 2024?|Resolution: YES if Ukraine confirms a withdrawal or DeepState-style maps show the town under Russian control by October 31, 2024. The community median has risen since mid-September; one commenter argues the town's garrison could hold into the winter if the flanks stabilise.|Resolution criteria and forecasts.
2|L|news|Zelensky presents 'victory plan' to parliament|President Volodymyr Zelensky laid out his five-point victory plan to the Verkhovna Rada on October 16, 2024, asking partners for an invitation to NATO and long-range weapons, as Russian forces pressed on toward Kurakhove after taking Vuhledar.|Reports the October 16, 2024 speech and the fall of Vuhledar as done.
""",
    ),
    Q(
        "r9-kim-putin-2023",
        "Will Kim Jong Un and Vladimir Putin meet in person by September 30, 2023?",
        "Resolves YES if Kim Jong Un and Vladimir Putin hold an in-person meeting anywhere between September 6 and September 30, 2023, as confirmed by either government or major news organisations. Resolves NO otherwise.",
        "2023-09-06",
        "2023-09-30",
        1,
        "summits",
        """
2|K|news|Kim expected to travel to Russia's Far East, reports say|Citing US and allied officials, reports this week said Kim Jong Un plans to travel to Vladivostok, possibly around the Eastern Economic Forum, which runs September 10-13, 2023. The Kremlin said it had nothing to announce, and South Korea's spy agency said preparations were under way.|Reports of a plan and a scheduled forum.
1|L|wire-brief|Kim and Putin hold talks at Vostochny spaceport|Kim Jong Un and Vladimir Putin met on Wednesday, Sept. 13, 2023 at the Vostochny Cosmodrome in the Amur region, after Kim crossed the border in his armoured train. Putin said Russia would help North Korea build satellites.|Reports the September 13, 2023 meeting as done.
15|K|think-tank-note|Shoigu in Pyongyang: an arms channel opens|Defence Minister Sergei Shoigu's appearance at the July 27 parade in Pyongyang, where Kim showed him new missiles, is the clearest sign yet that Moscow wants North Korean artillery shells. A leader-level meeting would formalise what is already under way.|Analysis of an event dated before the cutoff.
4|L|news|Kim tours fighter jet plant and Pacific Fleet|Kim visited the Yuri Gagarin aircraft plant in Komsomolsk-on-Amur on 15 September 2023 and inspected warships of Russia's Pacific Fleet in Vladivostok the following day, extending his trip to almost a week.|Reports Kim's September 15-16, 2023 visits as done.
7|K|official-statement|White House: arms talks between Russia and North Korea advancing|The United States has information that arms negotiations between Russia and the DPRK are actively advancing, and that Kim Jong Un expects these discussions to continue, including leader-level engagement. We urge the DPRK to stop its arms talks with Russia.|A statement about expected talks, no date after the cutoff.
3|K|question-page|Will Kim and Putin meet in person by September 30, 2023?|Background: the two leaders last met in Vladivostok on April 25, 2019. Resolution: YES if they hold an in-person meeting between September 6 and September 30, 2023. Forecasters cite reports of a planned trip and the Eastern Economic Forum as the likeliest occasion.|Background before the cutoff and the question's window.
""",
    ),
    Q(
        "r9-ayungin-arrangement-2024",
        "Will China and the Philippines announce an arrangement on resupply missions to Second Thomas Shoal by July 31, 2024?",
        "Resolves YES if, between July 12 and July 31, 2024, the governments of the Philippines and China (either of them, publicly) announce an agreement, understanding or arrangement covering Philippine resupply of BRP Sierra Madre at Second Thomas (Ayungin) Shoal. Resolves NO otherwise.",
        "2024-07-12",
        "2024-07-31",
        1,
        "diplomacy",
        """
10|K|news|Manila and Beijing meet after violent shoal clash|Philippine and Chinese diplomats met in Manila on July 2 under their bilateral consultation mechanism, two weeks after a June 17 confrontation in which Chinese coast guard personnel boarded Philippine boats and a Filipino sailor lost a thumb. Both sides said they would keep working on 'arrangements' at sea.|Facts dated before the cutoff.
2|L|wire-brief|Philippines, China reach 'provisional understanding' on Ayungin resupply|Manila's foreign ministry said on July 21, 2024 that the two countries had reached a provisional understanding on missions to the grounded warship Sierra Madre, without prejudice to either side's claims. Beijing said the Philippines had agreed to notify it in advance, which Manila denied.|Reports the July 21, 2024 arrangement as done.
6|K|official-statement|DFA statement on rotation and resupply missions|The Philippines will continue its lawful rotation and resupply missions to BRP Sierra Madre. The Department remains engaged with the Chinese side through diplomatic channels, and the President is expected to address maritime security in his State of the Nation Address on July 22, 2024.|A position and a scheduled address, no reported outcome.
1|L|news|First resupply under new deal passes without incident|A Philippine boat delivered food and supplies to the Sierra Madre on July 27, 2024 without being blocked, the first mission since Manila announced an understanding with Beijing the previous weekend. Chinese coast guard ships watched from a distance.|Reports the July 27, 2024 mission and the arrangement as done.
15|K|think-tank-note|Second Thomas Shoal: the pressure campaign in numbers|China Coast Guard vessels were present near the shoal on every day we tracked in June 2024, and the number of maritime militia ships rose to more than 40 after the June 17 incident. Without a deal, each resupply risks another clash. Another resupply mission is due before the end of July 2024.|Data dated before the cutoff and a scheduled mission.
4|L|question-page|[Resolved] Will China and the Philippines announce an Ayungin arrangement by July 31, 2024?|Status: closed. Resolved YES on 21 July 2024, when the Philippine Department of Foreign Affairs announced a provisional understanding on resupply missions. Background and criteria are kept below for reference.|A resolution note reports the July 21, 2024 announcement as done.
""",
    ),
    Q(
        "r9-iran-us-detainees-2023",
        "Will Iran release the five detained US citizens covered by the August 2023 arrangement by September 30, 2023?",
        "Resolves YES if, by September 30, 2023, all five US citizens whom Iran moved from prison to house arrest in August 2023 leave Iran, as confirmed by the US government or major news organisations. Resolves NO otherwise.",
        "2023-09-06",
        "2023-09-30",
        1,
        "hostages",
        """
20|K|news|Four Americans moved from Evin prison to house arrest|Four US citizens held in Iran were moved from Evin prison to a hotel under guard on August 10, 2023, their lawyer said, in the first step of a deal in which about $6 billion of Iranian oil money held in South Korea would be moved to banks in Qatar. A fifth American was already under house arrest. The transfer is expected to take several weeks, which would put a release in September 2023.|Earlier facts and an expected timeline.
3|K|wire-brief|Transfer of Iranian funds could take weeks, officials say|The conversion of the frozen won into euros and the transfer to Doha may not be complete until mid- to late September, people familiar with the arrangement said, and the Americans are expected to fly out only once the money arrives. President Raisi is due to address the UN General Assembly on September 19, 2023.|Expected timing and a scheduled speech.
1|L|news|Freed Americans land in Doha after prisoner swap|Siamak Namazi, Emad Shargi, Morad Tahbaz and two other Americans flew out of Tehran on September 18, 2023 on a Qatari plane, as five Iranians held in the United States were granted clemency. Relatives met them on the tarmac in Doha.|Reports the September 18, 2023 release as done.
5|L|wire-brief|Waiver clears way for $6 billion transfer|The State Department notified Congress of a sanctions waiver, reported on Monday, September 11, 2023, that lets banks move the Iranian funds from South Korea to Qatar without penalty, a step seen as the last before the detainees' release.|Reports the September 11, 2023 notification as done.
8|K|think-tank-note|The price of a prisoner deal|Critics say the arrangement rewards hostage-taking; supporters note that the funds can be spent only on humanitarian goods under Treasury oversight. The deal echoes the January 2016 exchange that coincided with the nuclear agreement's implementation. Republican lawmakers say they will press for hearings when the House returns on September 12, 2023.|Commentary and a stated plan for a later date.
2|L|official-statement|Statement on the return of Americans held in Iran|Today, September 18, 2023, five Americans who were wrongfully detained in Iran are on their way home. We thank the governments of Qatar, Oman, Switzerland and South Korea. At the same time we are imposing new sanctions on Iran's former president and its intelligence ministry.|Reports the September 18, 2023 release and sanctions as done.
""",
    ),
    Q(
        "r9-us-niger-withdrawal-2024",
        "Will the United States complete the withdrawal of its forces from Niger by August 31, 2024?",
        "Resolves YES if, by August 31, 2024, the US Department of Defense or the Nigerien authorities announce that the withdrawal of US forces from Niger, including from Air Base 201 in Agadez, is complete. The two governments' joint statement of May 19, 2024 set September 15, 2024 as the deadline. Resolves NO otherwise.",
        "2024-07-24",
        "2024-08-31",
        1,
        "military_deployments",
        """
17|K|official-statement|Joint statement on the withdrawal of US forces from Niger|The US Department of Defense and the Ministry of National Defence of Niger confirm that the withdrawal of US forces and assets from Air Base 101 in Niamey was completed on July 7, 2024. The withdrawal from Air Base 201 will continue, to be completed no later than September 15, 2024.|An earlier completed step and a deadline after the cutoff.
3|L|wire-brief|US hands over Agadez drone base, ending Niger mission|The last US troops left Air Base 201 in Agadez on August 5, 2024, handing the $110 million drone base to Niger's military in a brief ceremony and ending a decade-long counterterrorism presence in the country.|Reports the August 5, 2024 handover as done.
9|K|news|Pentagon weighs Sahel options after Niger exit|US officials are in talks with coastal West African states about hosting surveillance aircraft once the Agadez drone base is handed over in August 2024, people familiar with the discussions said. No new basing deal has been agreed.|A plan for a month after the cutoff, not a reported event.
1|L|news|Niger junta marks end of US military presence|Niger's defence ministry said the US withdrawal had been completed on 5 August 2024, six weeks ahead of the September 15 deadline, and state television showed soldiers raising the national flag over the Agadez base.|Reports the August 5, 2024 completion as done.
25|K|think-tank-note|Why Niger tore up its military accord with Washington|On March 16, 2024 the junta's spokesman announced that the status-of-forces agreement was void, after a visit by a US delegation that Niamey called condescending. Russian military instructors arrived in April. The break leaves the US with little presence in the central Sahel.|Analysis with only earlier dates.
5|K|acled-summary|Sahel: 6-12 July 2024|JNIM militants attacked army positions in Tillaberi region, and ACLED recorded several clashes between the army and Islamic State Sahel near the Malian border. In Niamey, the US completed its withdrawal from Air Base 101 on 7 July 2024.|Events dated before the cutoff.
""",
    ),
    Q(
        "r9-france-chad-withdrawal-2025",
        "Will French forces complete their withdrawal from Chad by January 31, 2025?",
        "Resolves YES if, by January 31, 2025, the government of Chad or France announces that the last French military base in Chad (Adji Kossei in N'Djamena) has been handed over to Chadian forces. Resolves NO otherwise.",
        "2025-01-08",
        "2025-01-31",
        1,
        "military_deployments",
        """
10|K|news|France leaves Faya base in first step of Chad exit|French troops handed over the Faya-Largeau base in northern Chad on December 26, 2024, the Chadian army said. N'Djamena ended its defence cooperation agreement with Paris on November 28 and has asked for the withdrawal of about 1,000 soldiers to be completed by January 31, 2025.|A step dated before the cutoff and a deadline after it.
2|L|wire-brief|Gunmen attack Chad's presidential compound|At least 19 people were killed when assailants armed with knives and guns attacked the presidency in N'Djamena on the evening of January 8, 2025, the government said, hours after a visit by China's foreign minister.|Reports the January 8, 2025 attack, on the cutoff day, as done.
5|L|news|French troops leave Abeche|France handed its Abeche base in eastern Chad to Chadian forces on 11 January 2025, leaving only the Kossei base in the capital. Aircraft and heavy equipment were flown out over the previous two weeks.|Reports the January 11, 2025 handover as done.
1|L|official-statement|Chadian army: ceremony marks end of French military presence|The General Staff of the Armed Forces announces that the handover of the Adji Kossei base on January 30, 2025 completed the departure of French forces from the national territory, in line with the timetable agreed with the French side.|Reports the January 30, 2025 handover, the question's outcome.
20|K|think-tank-note|After Chad: France's shrinking footprint in Africa|Chad's decision comes the same day Senegal's president said French bases were incompatible with sovereignty. France is already negotiating smaller presences in Gabon and Cote d'Ivoire, and its Sahel bases in Mali, Burkina Faso and Niger have closed since 2022.|Analysis with only earlier events.
7|K|question-page|Will France complete its withdrawal from Chad by January 31, 2025?|Background: Chad held legislative elections on December 29, 2024, and French forces have begun leaving their northern and eastern bases. Resolution: YES if the Kossei base in N'Djamena is handed over by January 31, 2025, as announced by either government.|Background before the cutoff and the question's deadline.
""",
    ),
    Q(
        "r9-pak-afghan-ceasefire-2025",
        "Will Pakistan and Afghanistan's Taliban government agree a ceasefire by October 31, 2025?",
        "Resolves YES if, between October 14 and October 31, 2025, both the government of Pakistan and the Taliban government of Afghanistan announce or jointly confirm a ceasefire or truce on their border, of any length. Unilateral pauses do not count. Resolves NO otherwise.",
        "2025-10-14",
        "2025-10-31",
        1,
        "conflict",
        """
2|K|wire-brief|Taliban says it halted border attacks after Qatar, Saudi appeals|Afghanistan's Taliban government said on Sunday, October 12 that it had stopped its retaliatory attacks on Pakistani border posts at midnight at the request of Qatar and Saudi Arabia. Pakistan's military said 23 of its soldiers had been killed in the overnight fighting and claimed far heavier Taliban losses.|Events dated before the cutoff; a unilateral halt.
1|L|news|Pakistan, Afghanistan agree 48-hour truce after new clashes|The two sides announced a 48-hour ceasefire from 6 pm Pakistan time on October 15, 2025, after a day of fighting near Spin Boldak and Kurram. Pakistan's foreign office said the truce was requested by Kabul; the Taliban said Islamabad had asked for it.|Reports the October 15, 2025 truce as done.
6|K|think-tank-note|TTP sanctuaries and the limits of Pakistani pressure|Islamabad's airstrikes in Kabul on October 9 mark a new threshold: Pakistan has struck Afghan territory before, but never the capital. Without Taliban action against the TTP leadership, further strikes and border closures look likely.|Analysis of events dated before the cutoff.
3|L|wire-brief|Doha talks produce ceasefire; sides to meet again in Istanbul|Pakistan and Afghanistan agreed to an immediate ceasefire at talks in Doha on October 19, 2025, mediated by Qatar and Turkey, Qatar's foreign ministry said. The defence ministers will meet again in Istanbul on October 25 to set up a monitoring mechanism.|Reports the October 19, 2025 agreement as done.
8|K|acled-summary|South Asia overview: week to 10 October 2025|Pakistani airstrikes hit Kabul and Paktika on 9 October. In Khyber Pakhtunkhwa, TTP militants ambushed an army convoy in Orakzai on 7-8 October, killing 11 soldiers including two officers, the highest toll in a single attack this year.|Events dated before the cutoff.
4|K|question-page|Will Pakistan and the Afghan Taliban agree a ceasefire by October 31, 2025?|Created after the weekend's border clashes. Resolution: YES if both governments announce or confirm a ceasefire or truce between October 14 and October 31, 2025. The Taliban's unilateral halt of October 12 does not count, since it was not mutual and came before the window.|Resolution criteria with the question's own window.
""",
    ),
    Q(
        "r9-us-confirm-dprk-troops-2024",
        "Will the US government publicly confirm that North Korean troops are in Russia by October 31, 2024?",
        "Resolves YES if, between October 16 and October 31, 2024, the White House, the Pentagon or the State Department publicly states that North Korean military personnel are present in Russia. Statements by Ukraine, South Korea or NATO alone do not count. Resolves NO otherwise.",
        "2024-10-16",
        "2024-10-31",
        1,
        "military_deployments",
        """
3|K|news|Zelensky says North Koreans are preparing to fight for Russia|President Volodymyr Zelensky said on October 13 that North Korea was sending personnel, not just shells, to Russia's army. A Pentagon spokesman said Washington could not corroborate the reports and was watching closely. NATO defence ministers meet in Brussels on October 17-18, 2024.|Claims dated before the cutoff and a scheduled meeting.
1|L|wire-brief|Austin says there is evidence of North Korean troops in Russia|US Defense Secretary Lloyd Austin said in Rome on Oct. 23, 2024 that there was evidence North Korean troops were in Russia, and White House spokesman John Kirby said at least 3,000 had arrived in eastern Russia earlier in the month for training.|Reports the October 23, 2024 confirmation, the question's outcome.
2|L|news|Seoul's spy agency says 1,500 North Korean special forces sent|South Korea's National Intelligence Service said on 18 October 2024 that North Korea had shipped about 1,500 special forces troops to Vladivostok on Russian navy vessels between October 8 and 13, the first stage of a deployment that could reach 12,000.|Reports the October 18, 2024 announcement as done.
9|K|think-tank-note|What Pyongyang wants for its shells|North Korea has shipped millions of artillery rounds to Russia since the Kim-Putin summit of September 2023, and the mutual-defence treaty signed in June 2024 gives cover for deeper cooperation. The next step, sending troops, would be a qualitative change.|Analysis with only earlier dates.
5|K|question-page|Will the US confirm North Korean troops in Russia by October 31, 2024?|Resolution: YES only if the White House, the Pentagon or the State Department says North Korean military personnel are in Russia between October 16 and October 31, 2024. Statements by Kyiv or Seoul are not enough. Commenters expect an answer before the NATO defence ministers and the US election calendar crowd the month.|Resolution criteria with the question's window.
4|L|official-statement|NATO Secretary General: North Korean units deployed to Kursk region|Secretary General Mark Rutte told reporters on 28 October 2024, after a briefing by a South Korean delegation, that North Korean troops had been sent to Russia and that units had been deployed to the Kursk region. He called it a significant escalation.|Reports the October 28, 2024 briefing and deployment as done.
""",
    ),
    Q(
        "r9-maduro-sworn-2025",
        "Will Nicolas Maduro be sworn in for a new presidential term by January 15, 2025?",
        "Resolves YES if, by January 15, 2025, Nicolas Maduro takes the oath of office for the 2025-2031 presidential term of Venezuela before the National Assembly or the Supreme Tribunal of Justice. Resolves NO otherwise.",
        "2024-12-27",
        "2025-01-15",
        1,
        "political_crisis",
        """
14|K|news|Gonzalez vows to return to Venezuela for January 10 inauguration|Edmundo Gonzalez, in exile in Spain since September 8, said he would return to Caracas to be sworn in on January 10, 2025, citing the opposition's published tally sheets. Venezuela's attorney general said he would be arrested if he set foot in the country.|A pledge about a future date, not an outcome.
2|L|wire-brief|Maduro sworn in for third term despite disputed vote|Nicolas Maduro took the oath of office on Friday, January 10, 2025 at the National Assembly in Caracas. Hours later the United States raised its reward for information leading to his arrest to $25 million and the EU and UK announced new sanctions.|Reports the January 10, 2025 swearing-in as done.
6|K|official-statement|National Assembly: programme for the presidential swearing-in|The solemn session for the swearing-in of the President of the Republic for the constitutional period 2025-2031 will be held on 10 January 2025 in the Federal Legislative Palace. Foreign delegations are asked to confirm attendance by 3 January.|A ceremony schedule after the cutoff.
1|L|news|Machado briefly detained after Caracas rally|Opposition leader Maria Corina Machado was detained for several hours on January 9, 2025 after addressing a protest in Chacao, her team said, the day before the inauguration. The government denied holding her.|Reports a January 9, 2025 event as done.
20|K|think-tank-note|Venezuela after July 28: a stalemate with a deadline|The electoral council proclaimed Maduro the winner on July 29 without publishing results by polling station, while the opposition posted copies of more than 80% of the tally sheets. The next pressure point is the January inauguration, and few expect the armed forces to break with the government. Under the constitution the new term begins on January 10, 2025.|Analysis with earlier dates and a constitutional date.
4|L|news|Gonzalez meets Biden in Washington|Edmundo Gonzalez met President Joe Biden at the White House on January 6, 2025 during a regional tour that took him to Buenos Aires, Montevideo and Panama, as he sought support before the January 10 ceremony.|Reports a January 6, 2025 meeting as done.
""",
    ),
    Q(
        "r9-haiti-gsf-2025",
        "Will the UN Security Council authorize a Gang Suppression Force for Haiti by October 2, 2025?",
        "Resolves YES if, by October 2, 2025, the UN Security Council adopts a resolution authorizing a Gang Suppression Force (or a successor force under another name) to replace the Kenyan-led Multinational Security Support mission in Haiti. Resolves NO otherwise.",
        "2025-09-16",
        "2025-10-02",
        1,
        "military_deployments",
        """
5|K|news|US and Panama circulate plan to turn Haiti mission into gang suppression force|A draft resolution circulated by the United States and Panama would authorize a force of up to 5,550 personnel with a UN support office, diplomats said. A vote could come before the current mission's mandate expires on October 2, 2025.|A draft and a deadline after the cutoff.
1|L|wire-brief|Security Council backs Gang Suppression Force for Haiti|The Security Council voted 12-0, with China, Russia and Pakistan abstaining, on September 30, 2025 to authorize a Gang Suppression Force for an initial twelve months, replacing the underfunded Kenyan-led mission.|Reports the September 30, 2025 vote as done.
12|K|acled-summary|Haiti: August 2025|ACLED recorded continued attacks by the Viv Ansanm gang coalition in Artibonite and Centre departments, and a rise in drone strikes attributed to a government task force around Port-au-Prince. Civilian fatalities remained near the monthly average for 2025.|Events dated before the cutoff.
3|L|news|Guterres welcomes vote, urges states to fund new force|After the Council adopted resolution 2793 on 30 September 2025, Secretary-General Antonio Guterres urged member states to provide troops and money quickly, noting that the outgoing mission had reached less than half its planned strength.|Reports the September 30, 2025 resolution as done.
8|K|official-statement|MSS mission statement on mandate renewal|The Multinational Security Support mission remains committed to supporting the Haitian National Police until the expiry of its mandate on 2 October 2025 and welcomes the Council's ongoing discussions on a more robust successor.|A commitment until a future date.
""",
    ),
    Q(
        "r9-myanmar-election-2025",
        "Will Myanmar hold the first phase of its general election by December 31, 2025?",
        "Resolves YES if, by December 31, 2025, voting in the first phase of Myanmar's general election organised by the Union Election Commission takes place in at least one township. Resolves NO otherwise.",
        "2025-12-08",
        "2025-12-31",
        1,
        "political_crisis",
        """
10|K|official-statement|Union Election Commission announcement on polling dates|The first phase of voting for the Pyithu Hluttaw, Amyotha Hluttaw and region and state hluttaws will be held on 28 December 2025 in 102 townships. The second phase will be held on 11 January 2026. Townships where voting cannot be held will be announced separately.|A polling schedule after the cutoff.
2|L|wire-brief|Myanmar votes in first phase of military-run election|Voting took place on December 28, 2025 in about a third of Myanmar's townships under heavy security, with turnout visibly low in Yangon and Mandalay. Armed groups controlling much of the country rejected the vote.|Reports the December 28, 2025 vote as done.
6|K|think-tank-note|A vote without a country|The junta's election is designed to rebrand military rule rather than end it. Large parts of Sagaing, Rakhine, Chin and Kachin will not vote at all, and the National League for Democracy, dissolved in 2023, is absent. First-phase results are expected in early January 2026, before the second round on January 11.|Analysis and expected dates, no reported outcome.
1|L|news|Military-backed USDP claims early lead|The Union Solidarity and Development Party said on Dec. 29, 2025 that it had won most of the seats counted so far in the first round, with results from several townships still pending.|Reports a December 29, 2025 claim and first-round results.
18|K|acled-summary|Myanmar: November 2025|ACLED recorded a high tempo of military airstrikes in Sagaing and Magway and continued fighting in northern Shan State, where the military retook several towns in October and November 2025. Resistance forces attacked polling preparations in Mandalay region.|Events dated before the cutoff.
4|L|news|Second round of voting held amid airstrikes|Myanmar held the second phase of its election on January 11, 2026, two weeks after the first, as airstrikes continued in areas where no vote was scheduled.|Reports the January 11, 2026 round as done.
""",
    ),
    Q(
        "r9-eu-14th-sanctions-2024",
        "Will the EU adopt a 14th package of sanctions against Russia by June 30, 2024?",
        "Resolves YES if, by June 30, 2024, the Council of the European Union formally adopts the 14th package of restrictive measures against Russia, as shown by a Council press release or publication in the Official Journal. Political agreement among ambassadors is not enough. Resolves NO otherwise.",
        "2024-06-12",
        "2024-06-30",
        1,
        "sanctions",
        """
8|K|news|EU envoys again fail to agree 14th sanctions package|EU ambassadors ended another meeting on the package without a deal, diplomats said, after Germany raised concerns about extending a 'no Russia' clause to subsidiaries of EU companies abroad. Officials hope to finish before foreign ministers meet in Luxembourg on June 24, 2024.|A failed meeting and a hoped-for date.
2|L|wire-brief|EU adopts 14th sanctions package, targeting Russian LNG reloads|EU foreign ministers formally adopted the 14th package on June 24, 2024. It bans the reloading of Russian liquefied natural gas in EU ports for shipment to third countries after a transition period and lists dozens of shadow-fleet tankers.|Reports the June 24, 2024 adoption as done.
1|L|news|Envoys clinch sanctions deal after Berlin drops objections|EU ambassadors agreed the package on Thursday, June 20, 2024, after Germany secured changes to the clause on subsidiaries. Hungary did not block it, diplomats said.|Reports the June 20, 2024 agreement as done.
15|K|think-tank-note|Going after the shadow fleet|The Commission's proposal, presented to member states in early May 2024, goes further than earlier packages on LNG but leaves pipeline gas untouched. Its real test is enforcement at sea. Diplomats want it in place before EU leaders meet on June 27-28, 2024.|Analysis with earlier dates and a target.
5|K|question-page|Will the EU adopt its 14th Russia sanctions package by June 30, 2024?|Resolution: YES if the Council formally adopts the package, as shown by a Council press release or the Official Journal, by June 30, 2024. Background: the 13th package was adopted on February 23, 2024. Forecasters note that German and Hungarian objections have delayed agreement for weeks.|Resolution criteria and background dated before the cutoff.
3|L|official-statement|Council press release, 24 June 2024: 14th package of sanctions|Today the Council adopted a 14th package of economic and individual restrictive measures in view of Russia's continued war of aggression against Ukraine. The package adds 116 listings and targets high-value sectors such as energy.|A press release reports the June 24, 2024 adoption as done.
""",
    ),
    Q(
        "r9-rosneft-lukoil-2025",
        "Will the US impose blocking sanctions on Rosneft or Lukoil by November 30, 2025?",
        "Resolves YES if, by November 30, 2025, the US Treasury Department's Office of Foreign Assets Control designates Rosneft or Lukoil as a blocked entity (SDN list). Earlier sectoral sanctions do not count. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-30",
        1,
        "sanctions",
        """
4|K|news|Trump says he will meet Putin in Budapest after long call|After a phone call on October 16, President Trump said he and Vladimir Putin would meet in Budapest, possibly within two weeks. He received Volodymyr Zelensky at the White House on October 17 and declined to commit to sending Tomahawk missiles.|A planned meeting and events dated before the cutoff.
1|L|wire-brief|US sanctions Rosneft and Lukoil|The Treasury Department designated Rosneft and Lukoil on October 22, 2025, its first major sanctions on Russia of Trump's second term, and gave counterparties until November 21 to wind down dealings.|Reports the October 22, 2025 designation, the question's outcome.
12|K|think-tank-note|Why Washington has held off on Russia's oil majors|Blocking sanctions on the two companies would hit a large share of Russian crude exports, but the administration has preferred tariffs on buyers, such as the extra 25% duty on India in August. A move on the majors would signal a real change in approach. The EU's 19th package is expected to be approved at the summit of October 23-24, 2025.|Analysis with earlier dates and an expected decision.
2|L|news|Lukoil to sell its foreign assets after US sanctions|Lukoil said on October 27, 2025 that it would sell its international assets, including stakes in refineries and oilfields abroad, after receiving bids, days after Washington blacklisted it.|Reports an October 27, 2025 announcement as done.
7|K|question-page|Will the US sanction Rosneft or Lukoil by November 30, 2025?|Resolution: YES if OFAC adds Rosneft or Lukoil to the SDN list by November 30, 2025. Background: both companies have been under sectoral sanctions since 2014, and the UK designated them in October 2025. Forecasters are split on whether a Budapest summit would delay any move.|Resolution criteria and background; the summit is only a prospect.
3|L|news|Oil jumps as US blacklists Russia's biggest producers|Brent crude rose more than 5% on 23 October 2025, the day after the US sanctions, as traders bet that Indian and Chinese refiners would cut purchases of Russian oil.|Reports the October 22-23, 2025 events as done.
""",
    ),
    Q(
        "r9-trump-putin-budapest-2025",
        "Will Donald Trump and Vladimir Putin meet in person in Budapest by December 31, 2025?",
        "Resolves YES if, between November 25 and December 31, 2025, Donald Trump and Vladimir Putin hold an in-person meeting in Budapest, Hungary. A meeting elsewhere does not count. Resolves NO otherwise.",
        "2025-11-25",
        "2025-12-31",
        0,
        "summits",
        """
25|K|news|Trump-Putin summit on hold, White House says|A White House official said on October 21 that there were no plans for a Trump-Putin meeting in the immediate future, after a call between Secretary of State Rubio and Sergei Lavrov. Trump said he did not want a 'wasted meeting'. Hungary's foreign minister said preparations would continue and that a meeting in December 2025 was still possible.|Events before the cutoff and a stated possibility.
3|L|wire-brief|Witkoff and Kushner meet Putin in Moscow|Vladimir Putin received US envoys Steve Witkoff and Jared Kushner at the Kremlin on December 2, 2025 for about five hours of talks on the US peace plan. A Kremlin aide said no compromise had been found on territory.|Reports the December 2, 2025 meeting as done.
18|K|news|Orban says Budapest still ready to host summit|After meeting President Trump at the White House on November 7, Hungarian Prime Minister Viktor Orban said Budapest remained ready to host a US-Russia summit whenever the two leaders chose. Trump said a meeting was possible but not scheduled. Orban said he would travel to Moscow on November 28, 2025 to discuss energy supplies.|A readiness statement and a planned trip; no meeting reported.
1|L|news|Zelensky meets Trump at Mar-a-Lago|President Trump hosted Volodymyr Zelensky at Mar-a-Lago on December 28, 2025, and spoke with Putin by phone before the meeting. Both sides said progress had been made on security guarantees but not on territory.|Reports a December 28, 2025 meeting as done.
6|K|question-page|Will Trump and Putin meet in Budapest by December 31, 2025?|Background: the summit announced on October 16 was shelved within a week, and on November 19-20 a US 28-point peace plan was reported. Resolution: YES only if the two leaders meet in Budapest between November 25 and December 31, 2025. A meeting in another city resolves NO.|Background before the cutoff and the question's window.
2|L|news|US envoys and Zelensky hold two days of talks in Berlin|US envoys met Zelensky and European security advisers in Berlin on December 14-15, 2025, and said that most of the peace framework had been agreed, with territory the main open question.|Reports the December 14-15, 2025 talks as done.
""",
    ),
    Q(
        "r9-us-ukraine-intel-2025",
        "Will the US resume sharing intelligence with Ukraine by March 31, 2025?",
        "Resolves YES if, by March 31, 2025, the US government announces or confirms that the pause on intelligence sharing with Ukraine, announced in early March 2025, has been lifted. Resolves NO otherwise.",
        "2025-03-07",
        "2025-03-31",
        1,
        "diplomacy",
        """
2|K|news|US pauses intelligence sharing with Ukraine|CIA Director John Ratcliffe said on March 5 that the United States had paused intelligence sharing with Ukraine, two days after halting military aid following the February 28 Oval Office clash. He said the pause could be lifted if Kyiv showed it was serious about peace talks. Officials said the pause was not expected to outlast the talks in Jeddah on March 11, 2025.|Events dated before the cutoff and an expectation.
1|L|wire-brief|US lifts pause on intelligence and aid after Jeddah talks|A US-Ukraine joint statement issued in Jeddah on March 11, 2025 said Washington would immediately lift the pause on intelligence sharing and resume security assistance, and that Ukraine was ready to accept a 30-day ceasefire proposal.|Reports the March 11, 2025 decision, the question's outcome.
2|K|news|Rubio to lead talks with Ukrainian delegation in Saudi Arabia|Secretary of State Marco Rubio will meet a Ukrainian delegation in Jeddah on March 11, 2025, the State Department said. Zelensky will travel to Saudi Arabia on March 10 to meet Crown Prince Mohammed bin Salman but will not join the talks.|Scheduled talks after the cutoff.
10|K|think-tank-note|How much does Ukraine depend on US intelligence?|US satellite imagery and signals intelligence underpin Ukraine's air-defence warnings and its long-range strikes. European partners can fill part of the gap, but not quickly and not in full.|Analysis without dates after the cutoff.
3|L|news|Ratcliffe confirms intelligence pause lifted|CIA Director John Ratcliffe said on March 12, 2025 that the pause on intelligence sharing had been lifted, a day after the Jeddah talks. Deliveries of US weapons through Poland resumed the same week.|Reports the March 12, 2025 confirmation as done.
1|K|question-page|Will the US resume intelligence sharing with Ukraine by March 31, 2025?|Resolution: YES if the US government announces or confirms by March 31, 2025 that the pause on intelligence sharing has been lifted. Background: military aid was paused on March 3 and intelligence sharing on March 5. Forecasters look to the planned Jeddah talks as the likely turning point.|Resolution criteria, earlier facts and planned talks.
""",
    ),
    Q(
        "r9-israel-lebanon-ground-2024",
        "Will Israeli ground forces begin an operation inside Lebanon by October 15, 2024?",
        "Resolves YES if, between September 20 and October 15, 2024, the Israel Defense Forces announce or confirm that ground forces have begun operating inside Lebanese territory (raids or a larger incursion). Resolves NO otherwise.",
        "2024-09-20",
        "2024-10-15",
        1,
        "conflict",
        """
2|K|news|Pagers and radios explode across Lebanon|Thousands of pagers used by Hezbollah members exploded on September 17, and hand-held radios on September 18, killing dozens of people and wounding thousands. Hezbollah blamed Israel and vowed a response; Israel did not comment.|Events dated before the cutoff.
1|L|wire-brief|Israeli strike on Beirut kills senior Hezbollah commander|An Israeli airstrike on Beirut's southern suburbs on Friday, September 20, 2024 killed Ibrahim Aqil, the head of Hezbollah's Radwan force, and more than a dozen other members, Israel's military said.|Reports a September 20, 2024 strike, on the cutoff day, as done.
25|K|acled-summary|Lebanon-Israel border: August 2024|On 25 August Israel carried out what it called pre-emptive strikes across southern Lebanon, and Hezbollah fired hundreds of rockets and drones at northern Israel in response to the killing of Fuad Shukr. ACLED recorded the month's highest count of cross-border strikes since October 2023.|Events dated before the cutoff.
4|L|news|Israel says ground raids into southern Lebanon have begun|Israel's military said on October 1, 2024 that it had begun 'limited, localized and targeted' ground raids against Hezbollah positions in villages near the border, the first ground incursion into Lebanon since 2006. Iran fired about 180 ballistic missiles at Israel that evening.|Reports the October 1, 2024 ground operation as done.
6|K|official-statement|Prime Minister's Office: security cabinet updates war goals|The security cabinet has updated the objectives of the war to include the safe return of the residents of the north to their homes. Israel will continue to act to carry out this objective.|A stated objective, no date after the cutoff.
3|L|news|Hezbollah confirms Nasrallah killed|Hezbollah confirmed on 28 September 2024 that its leader Hassan Nasrallah had been killed in an Israeli strike on its headquarters in Beirut's southern suburbs the evening before.|Reports September 27-28, 2024 events as done.
""",
    ),
    Q(
        "r9-edan-alexander-2025",
        "Will Hamas release US-Israeli hostage Edan Alexander by May 31, 2025?",
        "Resolves YES if, between May 5 and May 31, 2025, Edan Alexander is released from captivity in Gaza and handed to Israeli or international custody. Resolves NO otherwise.",
        "2025-05-05",
        "2025-05-31",
        1,
        "hostages",
        """
20|K|news|Hamas releases video of Edan Alexander|Hamas released a video on April 12 showing Edan Alexander, the last living US citizen believed held in Gaza, appealing to President Trump. His family said it was the first sign of life in months. They hope Trump's Gulf trip, which starts on May 13, 2025, will bring a breakthrough.|Events dated before the cutoff and a hope about a scheduled trip.
1|L|wire-brief|Hamas frees US-Israeli hostage Edan Alexander|Edan Alexander was handed to the Red Cross in Khan Younis on May 12, 2025 and brought to Israel, after direct talks between Hamas and US envoys. He was 19 when he was abducted from his army post on October 7, 2023.|Reports the May 12, 2025 release as done.
3|K|news|Trump to visit Saudi Arabia, Qatar and UAE from May 13|The White House said President Trump's first major foreign trip would take him to Riyadh, Doha and Abu Dhabi from May 13 to 16, 2025. Relatives of hostages said they hoped the visit would bring a new deal.|A scheduled trip after the cutoff.
2|L|news|Hamas says it will release Alexander after contacts with Washington|Hamas said on Sunday, May 11, 2025 that it would free Edan Alexander as part of efforts toward a ceasefire, following contacts with the US administration that bypassed Israel.|Reports the May 11, 2025 announcement as done.
8|K|think-tank-note|The direct US-Hamas channel|US hostage envoy Adam Boehler's meetings with Hamas officials in Doha in March broke a long-standing taboo. Israel objected, but the channel showed Washington was willing to deal separately for its own citizens.|Analysis of events dated before the cutoff.
5|L|timeline|Edan Alexander: key dates|2023-10-07: abducted near the Gaza border. 2024-11-30: Hamas releases a first video. 2025-04-12: second video. 2025-05-11: Hamas announces his release. 2025-05-12: handed to the Red Cross and returned to Israel.|Timeline entries report the May 11-12, 2025 events as done.
""",
    ),
    Q(
        "r9-pla-strait-thunder-2025",
        "Will the PLA announce a named large-scale military exercise around Taiwan between March 24 and April 30, 2025?",
        "Resolves YES if, between March 24 and April 30, 2025, the PLA Eastern Theater Command or Chinese state media announce a military exercise around Taiwan that carries a code name, as 'Joint Sword-2024B' did in October 2024. Routine patrols and unnamed 'joint combat readiness patrols' do not count. Resolves NO otherwise.",
        "2025-03-24",
        "2025-04-30",
        1,
        "military_deployments",
        """
10|K|news|Lai labels China a 'foreign hostile force' and unveils 17 measures|President Lai Ching-te on March 13 called China a foreign hostile force under Taiwan's law and announced 17 measures against infiltration, including a return of military trials. Beijing's Taiwan Affairs Office said Lai was pushing the island toward war. Lai marks the first anniversary of his inauguration on May 20, 2025.|Events dated before the cutoff and an anniversary ahead.
2|L|wire-brief|China launches 'Strait Thunder-2025A' drills around Taiwan|The PLA Eastern Theater Command said on April 2, 2025 that it was holding an exercise code-named Strait Thunder-2025A in the central and southern Taiwan Strait, on the second day of large joint drills around the island that began on April 1.|Reports the April 1-2, 2025 exercise, the question's outcome, as done.
5|K|official-statement|Ministry of National Defense: Han Kuang 41 exercise schedule|The live-fire phase of this year's Han Kuang exercise will be held from July 9 to July 18, 2025, ten days instead of five, and will involve about 22,000 reservists. Tabletop war games will be held in April.|A schedule of future exercises.
1|L|news|Taiwan tracks dozens of aircraft as China encircles island|Taiwan's defence ministry said it had detected dozens of Chinese military aircraft and more than 20 navy and coast guard ships around the island on 1 April 2025, and set up a response centre. China's coast guard said it was conducting 'law enforcement patrols' east of Taiwan.|Reports events of April 1, 2025 as done.
15|K|think-tank-note|Joint Sword and after: reading China's named drills|Beijing named its exercises after Lai's inauguration in May 2024 and his National Day speech in October 2024, and sent its largest naval deployment in decades in December 2024 without a name. Named drills now follow political triggers within days.|Analysis with only earlier dates.
4|K|question-page|Will China hold a named military exercise around Taiwan by April 30, 2025?|Resolution: YES if the Eastern Theater Command or Chinese state media announce a code-named exercise around Taiwan between March 24 and April 30, 2025. Forecasters weigh Lai's March 13 speech as a possible trigger against the absence of any named drill since October 2024.|Resolution criteria and forecasts.
""",
    ),
    Q(
        "r9-modi-xi-kazan-2024",
        "Will Narendra Modi and Xi Jinping hold a formal bilateral meeting by October 31, 2024?",
        "Resolves YES if, between October 10 and October 31, 2024, Indian Prime Minister Narendra Modi and Chinese President Xi Jinping hold a formal bilateral meeting, as confirmed by either government. A brief exchange of greetings does not count. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-31",
        1,
        "summits",
        """
12|K|news|Doval and Wang Yi meet in St Petersburg|National Security Adviser Ajit Doval met Chinese Foreign Minister Wang Yi on September 12 on the sidelines of a BRICS security meeting, and both sides said they would work 'with urgency' to settle remaining friction points on the Line of Actual Control. External Affairs Minister S. Jaishankar is due in Islamabad for an SCO meeting on October 15-16, 2024.|Events dated before the cutoff and a scheduled trip.
2|K|news|Modi expected at BRICS summit in Kazan, Kremlin aide says|Prime Minister Narendra Modi is expected to attend the BRICS summit in Kazan on October 22-24, 2024, a Kremlin aide said, and officials in New Delhi did not rule out a meeting with Xi Jinping on the sidelines.|An expected trip and a possible meeting after the cutoff.
1|L|wire-brief|Modi and Xi hold first formal talks in five years|Narendra Modi and Xi Jinping met on the sidelines of the BRICS summit in Kazan on October 23, 2024, their first structured bilateral talks since 2019, two days after India announced a border patrolling agreement.|Reports the October 23, 2024 meeting as done.
3|L|news|India says patrolling deal reached with China on disputed border|Foreign Secretary Vikram Misri said on October 21, 2024 that India and China had agreed on patrolling arrangements along the Line of Actual Control, leading to disengagement in areas where tensions arose in 2020.|Reports the October 21, 2024 agreement as done.
7|K|think-tank-note|Why a Modi-Xi meeting is so hard to arrange|The leaders' last formal summit was at Mamallapuram in October 2019. Since the Galwan clash of June 2020 they have met only briefly, and New Delhi insists that border peace must come before normal ties.|Analysis with only earlier dates.
5|L|news|Troops complete disengagement at Depsang and Demchok|Indian army sources said disengagement at Depsang and Demchok was completed on October 30, 2024, and soldiers of both sides exchanged sweets at border points on Diwali the next day.|Reports October 30-31, 2024 events as done.
""",
    ),
    Q(
        "r9-vance-greenland-2025",
        "Will US Vice President JD Vance visit Greenland by April 15, 2025?",
        "Resolves YES if, between March 20 and April 15, 2025, JD Vance is physically present in Greenland, including at Pituffik Space Base, as confirmed by the White House or major news organisations. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-15",
        1,
        "diplomacy",
        """
8|K|news|Demokraatit wins Greenland election on independence caution|The centre-right Demokraatit won the March 11 election with about 30% of the vote, campaigning for a slow path to independence. Party leader Jens-Frederik Nielsen said Greenland was not for sale. Coalition talks are expected to conclude by the end of March 2025.|Events dated before the cutoff and an expectation.
1|L|wire-brief|Vance visits US base in Greenland, criticises Denmark|Vice President JD Vance visited Pituffik Space Base in north-west Greenland on March 28, 2025, saying Denmark had not done a good job for the people of Greenland. He did not visit Nuuk.|Reports the March 28, 2025 visit as done.
3|K|question-page|Will JD Vance visit Greenland by April 15, 2025?|Background: in his address to Congress on March 4, President Trump said the United States would get Greenland 'one way or the other'. Resolution: YES if Vance is physically in Greenland between March 20 and April 15, 2025.|Background before the cutoff and the question's window.
2|L|news|White House announces Usha Vance trip to Greenland|The White House said on March 23, 2025 that second lady Usha Vance would travel to Greenland from March 27 to 29 to visit historic sites and attend the national dog-sled race. Greenland's prime minister called the visit aggressive.|Reports a March 23, 2025 announcement as done.
12|K|think-tank-note|What the 1951 defence agreement allows at Pituffik|The agreement gives the United States wide rights at designated defence areas, and its 2004 update added consultation with Greenland's government. Any expansion of the US presence would still run through Copenhagen and Nuuk.|Legal background without dates after the cutoff.
4|L|news|Greenland parties form broad coalition as Vance lands|Jens-Frederik Nielsen presented a four-party coalition on March 28, 2025, covering most of the parliament, on the same day the US vice president arrived at Pituffik.|Reports the March 28, 2025 coalition deal as done.
""",
    ),
    Q(
        "r9-ethiopia-somalia-ankara-2024",
        "Will Ethiopia and Somalia announce an agreement ending their dispute over Ethiopia's Somaliland port deal by December 31, 2024?",
        "Resolves YES if, between December 5 and December 31, 2024, the governments of Ethiopia and Somalia jointly announce a declaration or agreement addressing the dispute created by Ethiopia's January 1, 2024 memorandum of understanding with Somaliland. Resolves NO otherwise.",
        "2024-12-05",
        "2024-12-31",
        1,
        "diplomacy",
        """
20|K|news|Egypt, Eritrea and Somalia leaders meet in Asmara|The presidents of Egypt, Eritrea and Somalia met in Asmara on October 10 and pledged to defend Somalia's territorial integrity, in a move widely read as aimed at Ethiopia. The Security Council is expected to vote on the new AU mission in Somalia before December 31, 2024.|Events dated before the cutoff and an expected vote.
1|L|wire-brief|Ethiopia and Somalia agree in Ankara to end dispute|Ethiopia and Somalia signed the Ankara Declaration on December 11, 2024 after talks hosted by President Erdogan, agreeing to work toward commercial sea access for Ethiopia under Somali authority. Technical talks are to begin by the end of February 2025.|Reports the December 11, 2024 declaration as done.
6|K|official-statement|Turkish Foreign Ministry on the Ethiopia-Somalia process|Turkiye remains ready to host the next round of talks between Ethiopia and Somalia. The round planned for September 17 was postponed at the request of the parties; a new date will be announced once consultations are complete.|A pending round without a date after the cutoff.
3|L|news|Abiy and Hassan Sheikh shake hands in Ankara|Prime Minister Abiy Ahmed and President Hassan Sheikh Mohamud appeared with Erdogan in Ankara late on December 11, 2024. Erdogan called the agreement historic; Somaliland's new government said it was not bound by it.|Reports the December 11, 2024 meeting and deal as done.
10|K|think-tank-note|AUSSOM and the Ethiopian troop question|The African Union's ATMIS mission ends on December 31, 2024 and a successor mission, AUSSOM, is due to start on January 1, 2025. Mogadishu wants Ethiopian troops excluded unless the Somaliland deal is dropped.|Scheduled dates after the cutoff, no reported outcome.
2|L|question-page|Will Ethiopia and Somalia announce an agreement by December 31, 2024?|Resolution: YES if the two governments jointly announce an agreement addressing the Somaliland MoU dispute between December 5 and December 31, 2024. Update, 12 December 2024: resolved YES following the Ankara Declaration of December 11.|An update reports the December 11, 2024 declaration as done.
""",
    ),
    Q(
        "r9-unsc-2735-2024",
        "Will the UN Security Council adopt a resolution backing the Gaza ceasefire proposal outlined by President Biden by June 30, 2024?",
        "Resolves YES if, between June 6 and June 30, 2024, the UN Security Council adopts a resolution welcoming or supporting the three-phase ceasefire and hostage-release proposal announced by President Biden on May 31, 2024. Resolves NO otherwise.",
        "2024-06-06",
        "2024-06-30",
        1,
        "ceasefires",
        """
5|K|news|Biden outlines three-phase Israeli proposal for Gaza truce|President Biden said on May 31 that Israel had offered a three-phase plan starting with a six-week ceasefire and the release of women, elderly and wounded hostages, and urged Hamas to accept it. Netanyahu's office said the war would not end until Israel's goals were met. Netanyahu is due to address a joint meeting of Congress on July 24, 2024.|Events dated before the cutoff and a scheduled speech.
2|K|wire-brief|US circulates Security Council draft backing truce plan|The United States circulated a draft resolution on June 3 supporting the ceasefire proposal and calling on Hamas to accept it. Diplomats said a vote could be held once negotiations on the text were complete.|A draft and a possible vote, no reported outcome.
1|L|wire-brief|Security Council endorses Gaza ceasefire plan|The Security Council adopted resolution 2735 on June 10, 2024 by 14 votes to none, with Russia abstaining, welcoming the three-phase proposal and urging both sides to implement it without delay.|Reports the June 10, 2024 vote, the question's outcome.
3|L|news|Blinken presses truce plan as Hamas sends reply|Secretary of State Antony Blinken met Netanyahu on June 10, 2024, on his eighth trip to the region since the war began, and Hamas handed its response to Qatari and Egyptian mediators on 11 June 2024 with amendments.|Reports June 10-11, 2024 events as done.
12|K|think-tank-note|Why this ceasefire push may not be different|Israel's operation in Rafah, which began on May 6-7 with the seizure of the crossing, has hardened positions on both sides. The new proposal leaves the transition from phase one to a permanent end of hostilities to further talks.|Analysis with only earlier dates.
4|L|acled-summary|Israel and Palestine: 8-14 June 2024|The deadliest event of the week was the Israeli hostage-rescue raid in Nuseirat on 8 June 2024, in which four hostages were freed and Gaza's health ministry reported more than 270 Palestinians killed. Cross-border fire with Lebanon also intensified.|Reports the June 8, 2024 raid, after the cutoff, as done.
""",
    ),
    Q(
        "r9-nato-irreversible-2024",
        "Will the declaration of NATO's Washington Summit describe Ukraine's path to membership as 'irreversible'?",
        "The summit is held in Washington on July 9-11, 2024. Resolves YES if the summit declaration adopted by allied heads of state and government and published by July 11, 2024 describes Ukraine's path to NATO membership, or its integration, as 'irreversible'. Resolves NO otherwise.",
        "2024-06-28",
        "2024-07-11",
        1,
        "summits",
        """
6|K|news|Allies haggle over wording on Ukraine's future in NATO|Diplomats say the United States and Germany resist any language that could be read as an invitation, while eastern allies want the declaration to call Ukraine's path irreversible. Talks on the text will continue until leaders meet in Washington on July 9-11, 2024.|Negotiations and a scheduled summit.
1|L|wire-brief|NATO declares Ukraine's path to membership 'irreversible'|The declaration adopted by allied leaders in Washington on July 10, 2024 said Ukraine's future was in NATO and that allies would support it on its irreversible path to full integration, including membership, while stopping short of an invitation.|Reports the July 10, 2024 declaration as done.
3|K|official-statement|Washington Summit programme|9 July 2024: 75th anniversary celebration at the Andrew W. Mellon Auditorium. 10 July 2024: meeting of the North Atlantic Council at the level of heads of state and government. 11 July 2024: NATO-Ukraine Council and meeting with Indo-Pacific partners.|A programme of future sessions.
2|L|news|Russian missile hits Kyiv children's hospital on eve of summit|A Russian missile struck the Okhmatdyt children's hospital in Kyiv on 8 July 2024 during one of the heaviest daytime attacks on the capital, killing dozens of people across the country.|Reports the July 8, 2024 strike, after the cutoff, as done.
14|K|think-tank-note|From Vilnius to Washington: the membership formula|At Vilnius in 2023 allies said they would invite Ukraine 'when allies agree and conditions are met', a formula Zelensky called absurd. Washington's task is to offer something more without an invitation. Leaders will revisit it in Washington on July 9-11, 2024.|Analysis with earlier dates and a scheduled summit.
4|L|news|Biden opens summit with air defence pledge|In his opening speech on July 9, 2024, President Biden announced that the United States, Germany, the Netherlands, Romania and Italy would provide Ukraine with equipment for five additional strategic air-defence systems.|Reports the July 9, 2024 announcement as done.
""",
    ),
    Q(
        "r9-g7-kananaskis-2025",
        "Will the G7 summit in Kananaskis on June 15-17, 2025 end with a comprehensive joint leaders' communique?",
        "Resolves YES if, by June 17, 2025, G7 leaders meeting in Kananaskis, Alberta, issue a single comprehensive joint communique or declaration covering the summit's agenda. A chair's summary and separate thematic statements do not count. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-17",
        0,
        "summits",
        """
4|K|news|Canada plans to forgo joint G7 communique|Canadian officials are preparing to issue a chair's summary and a set of short statements instead of a full communique at the June 15-17, 2025 summit in Kananaskis, people familiar with the plans said, to avoid a public split with Washington.|A plan for the summit after the cutoff.
1|L|wire-brief|Trump leaves G7 early as Israel-Iran conflict escalates|President Trump left Kananaskis on the evening of June 16, 2025, a day early, citing the situation in the Middle East. French President Macron said Trump had left to work on a ceasefire; Trump said that was wrong.|Reports the June 16, 2025 departure as done.
9|K|think-tank-note|A G7 without consensus|Trade disputes, Ukraine and climate have made a full communique hard to reach since the 2018 summit in Charlevoix, when Trump disowned the text from Air Force One. Carney's presidency has cut the agenda to a handful of themes. The next summit, in Evian, is scheduled for June 2026.|Analysis with earlier dates and a later summit's schedule.
2|L|official-statement|Chair's summary of the G7 Leaders' Summit, Kananaskis, 17 June 2025|G7 leaders met in Kananaskis on 15-17 June 2025. Leaders adopted statements on critical minerals, artificial intelligence, quantum technologies, wildfires, migrant smuggling and transnational repression, and discussed the situation in the Middle East and Ukraine.|A summary reports the June 15-17, 2025 summit as held.
6|K|question-page|Will the Kananaskis G7 summit end with a joint communique?|Resolution: YES if G7 leaders issue one comprehensive joint communique or declaration by June 17, 2025; a chair's summary and thematic statements are not enough. Forecasters note reports that the host prefers short statements.|Resolution criteria and forecasts.
3|L|news|Zelensky meets G7 leaders without Trump|Volodymyr Zelensky joined the summit on June 17, 2025, but his planned meeting with Trump did not take place after the US president's early departure. Canada announced new military aid for Ukraine.|Reports June 17, 2025 events as done.
""",
    ),
    Q(
        "r9-arab-summit-gaza-plan-2025",
        "Will an Arab League summit adopt Egypt's plan for Gaza's reconstruction by March 10, 2025?",
        "Resolves YES if, by March 10, 2025, an Arab League summit (ordinary or emergency) adopts or endorses Egypt's plan for the reconstruction of Gaza without displacing its population. Resolves NO otherwise.",
        "2025-02-24",
        "2025-03-10",
        1,
        "summits",
        """
10|K|news|Trump floats US takeover of Gaza|At a news conference with Netanyahu on February 4, President Trump said the United States would take over the Gaza Strip and move its population elsewhere. Egypt and Jordan rejected any displacement, and Cairo said it would present its own plan. Cairo said it would present its plan at an emergency Arab summit on February 27, 2025.|Events dated before the cutoff and a planned summit.
1|L|wire-brief|Arab leaders adopt Egypt's $53 billion Gaza plan|Arab leaders meeting in Cairo on March 4, 2025 adopted Egypt's plan to rebuild Gaza over five years without moving its people, and proposed an interim committee of technocrats to run the territory.|Reports the March 4, 2025 adoption, the question's outcome.
3|K|news|Arab League moves emergency Gaza summit to March 4|The emergency summit, first set for February 27, will now be held in Cairo on March 4, 2025 to allow more time for preparations, the Arab League said.|A rescheduled summit after the cutoff.
2|K|news|Gulf, Egyptian and Jordanian leaders confer in Riyadh|Leaders of the six Gulf states, Egypt and Jordan met informally in Riyadh on February 21 to discuss alternatives to Trump's proposal. No statement was issued.|Events dated before the cutoff.
5|L|news|US and Israel dismiss Arab reconstruction plan|The White House said on March 4, 2025 that the Egyptian proposal did not address the reality that Gaza was uninhabitable, and Israel's foreign ministry said the plan relied on outdated ideas.|Reports March 4, 2025 reactions as done.
4|L|official-statement|OIC foreign ministers endorse Arab plan for Gaza|The extraordinary meeting of the Council of Foreign Ministers of the Organisation of Islamic Cooperation, held in Jeddah on 7 March 2025, endorsed the Arab plan for the recovery and reconstruction of Gaza adopted in Cairo.|Reports the March 7, 2025 endorsement as done.
""",
    ),
    Q(
        "r9-us-iran-oman-talks-2025",
        "Will US and Iranian officials hold negotiations on Iran's nuclear programme by April 30, 2025?",
        "Resolves YES if, between April 4 and April 30, 2025, officials of the United States and Iran hold negotiations on Iran's nuclear programme, whether direct or indirect through a mediator, as confirmed by either government. Exchanges of letters alone do not count. Resolves NO otherwise.",
        "2025-04-04",
        "2025-04-30",
        1,
        "diplomacy",
        """
25|K|news|Trump says he has written to Khamenei seeking talks|President Trump said on March 7 that he had sent a letter to Iran's supreme leader proposing negotiations, and warned that the alternative would be military action. Tehran said it had not yet received it. Officials said the letter set a two-month window, which would run to early May 2025.|Events dated before the cutoff and a deadline.
1|L|wire-brief|US and Iran hold first round of talks in Muscat|US envoy Steve Witkoff and Iranian Foreign Minister Abbas Araghchi held indirect talks through Omani mediators in Muscat on April 12, 2025, and spoke directly for several minutes at the end. Both sides called the meeting constructive.|Reports the April 12, 2025 talks, the question's outcome.
5|K|official-statement|Foreign Ministry spokesman on the response to the US letter|The Islamic Republic has conveyed its response to the US president's letter through the Sultanate of Oman. The path of indirect negotiations remains open; direct negotiations under pressure and threats are not.|A position, no date after the cutoff.
3|L|news|Trump announces talks with Iran on Saturday|Sitting beside Netanyahu in the Oval Office on April 7, 2025, Trump said the United States was holding direct talks with Iran and that a meeting at a very high level would take place on Saturday.|Reports the April 7, 2025 announcement as done.
10|K|think-tank-note|Two months to a deal?|Trump's letter reportedly gave Tehran two months to reach an agreement. With Iran's enrichment at 60% and the snapback option for European states lapsing in October 2025, both sides have reasons to move quickly.|Analysis with a deadline after the cutoff, no outcome.
2|L|timeline|US-Iran talks, 2025|12 April 2025: first round in Muscat. 19 April 2025: second round at the Omani embassy in Rome. 26 April 2025: third round in Muscat, with expert-level talks.|Timeline entries report April 2025 rounds as held.
""",
    ),
    Q(
        "r9-sudan-wad-madani-2025",
        "Will the Sudanese Armed Forces retake Wad Madani by January 31, 2025?",
        "Resolves YES if, between January 5 and January 31, 2025, the Sudanese Armed Forces take control of Wad Madani, the capital of Gezira state, as confirmed by the army and reported by major news organisations. Resolves NO otherwise.",
        "2025-01-05",
        "2025-01-31",
        1,
        "conflict",
        """
15|K|acled-summary|Sudan: 30 November-13 December 2024|The army and allied forces advanced in eastern and northern Gezira, while the RSF continued attacks on villages east of the Blue Nile. ACLED recorded a rise in drone strikes on Omdurman and on RSF positions in Darfur.|Events dated before the cutoff.
1|L|wire-brief|Sudan's army retakes Wad Madani|Sudanese troops entered Wad Madani on January 11, 2025, more than a year after the RSF seized the city, and residents celebrated in the streets. The RSF said it had withdrawn.|Reports the January 11, 2025 recapture, the question's outcome.
6|K|think-tank-note|Keikal's defection and the Gezira front|The defection to the army of RSF commander Abu Aqla Keikal on October 20, 2024 opened the way for advances in eastern Gezira but triggered RSF reprisals that killed hundreds of villagers. Wad Madani is the next prize. Army commanders say they aim to be in the city by mid-January 2025.|Analysis and a stated aim for a later date.
2|L|news|US says RSF committed genocide, sanctions Hemedti|Secretary of State Antony Blinken determined on January 7, 2025 that members of the RSF and allied militias had committed genocide in Sudan, and the Treasury sanctioned RSF leader Mohamed Hamdan Dagalo.|Reports January 7, 2025 actions as done.
4|K|question-page|Will the Sudanese army retake Wad Madani by January 31, 2025?|Background: the RSF captured Wad Madani on December 18, 2023. Resolution: YES if the army takes control of the city between January 5 and January 31, 2025. Forecasters note reports that troops are within 20 km of the city.|Background before the cutoff and the question's window.
3|L|news|US sanctions Sudan's army chief Burhan|The Treasury sanctioned army chief Abdel Fattah al-Burhan on January 16, 2025, a week after similar measures against the RSF leader, accusing the army of attacks on civilians and of blocking humanitarian access.|Reports the January 16, 2025 sanctions as done.
""",
    ),
    Q(
        "r9-m23-bukavu-2025",
        "Will M23 rebels take control of Bukavu, the capital of South Kivu, by February 28, 2025?",
        "Resolves YES if, between February 6 and February 28, 2025, AFC/M23 forces take control of the centre of Bukavu, DR Congo, as reported by major news organisations or the United Nations. Resolves NO otherwise.",
        "2025-02-06",
        "2025-02-28",
        1,
        "conflict",
        """
8|K|news|M23 says it has captured Goma|The Rwanda-backed M23 said on January 27 that it had taken Goma, the largest city in eastern Congo, after a lightning advance. Fighting continued at the airport, and the UN said hospitals were overwhelmed.|Events dated before the cutoff.
1|L|wire-brief|M23 rebels enter Bukavu|M23 fighters walked into the centre of Bukavu on February 16, 2025 without meeting resistance, two days after seizing Kavumu airport on February 14, making it the second provincial capital to fall in three weeks.|Reports the February 14-16, 2025 advance, the question's outcome.
3|K|news|M23 declares humanitarian ceasefire; regional summit set|The AFC/M23 alliance said it would observe a unilateral ceasefire from February 4 for humanitarian reasons and denied any plan to take Bukavu. Leaders of the East African Community and SADC will hold a joint summit in Dar es Salaam on February 7-8, 2025.|A pledge and a summit scheduled after the cutoff.
2|L|news|Joint EAC-SADC summit calls for ceasefire within five days|Meeting in Dar es Salaam on February 8, 2025, East and Southern African leaders called for an immediate ceasefire and the withdrawal of foreign forces, with Rwanda's Paul Kagame and Congo's Felix Tshisekedi joining by video.|Reports the February 8, 2025 summit as done.
12|K|think-tank-note|After Goma: will M23 march south?|With Goma in hand, the rebels' next options are to consolidate or to push toward Bukavu along Lake Kivu. Burundian troops deployed in South Kivu are the main obstacle, and their withdrawal would change the calculation.|Analysis without dates after the cutoff.
4|L|official-statement|Security Council demands M23 withdrawal|Resolution 2773, adopted unanimously on 21 February 2025, condemns the M23 offensive in North and South Kivu and demands that Rwanda withdraw its forces from Congolese territory.|Reports the February 21, 2025 resolution as adopted.
""",
    ),
    Q(
        "r9-nato-baltic-sentry-2025",
        "Will NATO launch a new military activity to protect undersea infrastructure in the Baltic Sea by January 31, 2025?",
        "Resolves YES if, between January 8 and January 31, 2025, NATO announces the launch of a named military activity or operation to protect critical undersea infrastructure in the Baltic Sea. National deployments alone do not count. Resolves NO otherwise.",
        "2025-01-08",
        "2025-01-31",
        1,
        "military_deployments",
        """
12|K|news|Finland seizes tanker after Baltic power cable damaged|Finnish authorities boarded the tanker Eagle S on December 26, a day after the Estlink 2 power cable between Finland and Estonia lost power. Officials said the ship, carrying Russian oil, had dragged its anchor across the seabed.|Events dated before the cutoff.
1|L|wire-brief|NATO launches 'Baltic Sentry'|NATO Secretary General Mark Rutte announced the Baltic Sentry activity at a summit of Baltic Sea allies in Helsinki on January 14, 2025, deploying frigates, maritime patrol aircraft and naval drones to guard cables and pipelines.|Reports the January 14, 2025 launch, the question's outcome.
9|K|official-statement|NATO Secretary General on the Estlink 2 incident|I spoke with President Stubb about the investigation into the damage to the Estlink 2 cable. NATO stands in solidarity with Allies and will enhance its military presence in the Baltic Sea.|A pledge without a date after the cutoff.
2|K|news|Helsinki to host Baltic Sea leaders as NATO weighs naval mission|Leaders of NATO's Baltic Sea countries will meet in Helsinki on January 14, 2025 to discuss protecting undersea infrastructure, Finland's presidency said. Rutte is expected to attend.|A scheduled meeting after the cutoff.
4|L|news|Sweden seizes ship after Latvia cable damaged|A fibre-optic cable between Ventspils in Latvia and the Swedish island of Gotland was damaged on January 26, 2025, and Swedish authorities seized the Bulgarian-owned ship Vezhen the same day. Officials later said the damage was probably accidental.|Reports a January 26, 2025 incident as done.
6|L|news|Frigates and drones join Baltic guard mission|The first frigates assigned to NATO's new Baltic mission were on station within days of the January 14, 2025 announcement, and allies said naval drones would follow in the spring.|Reports deployments after the January 14, 2025 launch as done.
""",
    ),
    Q(
        "r9-russia-iran-treaty-2025",
        "Will Russia and Iran sign a comprehensive strategic partnership treaty by January 31, 2025?",
        "Resolves YES if, between January 6 and January 31, 2025, the presidents or other authorised officials of Russia and Iran sign the Treaty on Comprehensive Strategic Partnership negotiated since 2022. Resolves NO otherwise.",
        "2025-01-06",
        "2025-01-31",
        1,
        "treaties",
        """
15|K|news|Iran says comprehensive treaty with Russia is ready for signing|Iran's ambassador in Moscow said the text of the treaty was finalised and would be signed during a visit by President Masoud Pezeshkian to Russia, which Iranian officials expect in January 2025. The Kremlin said the date would be announced later.|An expected signing in a month after the cutoff.
1|L|wire-brief|Putin and Pezeshkian sign 20-year partnership treaty|Vladimir Putin and Masoud Pezeshkian signed the Treaty on Comprehensive Strategic Partnership at the Kremlin on January 17, 2025. It commits each side not to help an aggressor against the other but contains no mutual-defence clause.|Reports the January 17, 2025 signing, the question's outcome.
5|K|think-tank-note|No alliance clause: reading the Russia-Iran treaty|Unlike the treaty Moscow signed with Pyongyang in June 2024, the Iranian text is not expected to include an obligation to provide military assistance. Its weight will lie in energy, transport corridors and payment systems.|Analysis with only earlier dates.
3|K|news|Pezeshkian to visit Moscow, treaty on the agenda|Iranian officials say Pezeshkian will travel to Moscow in the coming weeks, and that the treaty will top the agenda along with gas supplies and the North-South transport corridor. Both sides missed an earlier target of signing at the BRICS summit in October. The Kremlin is expected to announce the date in mid-January 2025.|A planned visit and an expected announcement.
2|L|news|Duma ratifies partnership treaty with Iran|Russia's State Duma ratified the treaty with Iran on April 8, 2025, three months after it was signed in Moscow, and the Federation Council followed.|Reports the April 8, 2025 ratification and the signing as done.
4|L|official-statement|Kremlin: talks with the President of Iran, 17 January 2025|Talks between Vladimir Putin and Masoud Pezeshkian were held at the Kremlin. Following the talks, the presidents signed the Treaty on Comprehensive Strategic Partnership and made statements to the press.|Reports the January 17, 2025 talks and signing as done.
""",
    ),
    Q(
        "r9-japan-philippines-raa-2024",
        "Will Japan and the Philippines sign a Reciprocal Access Agreement by July 31, 2024?",
        "Resolves YES if, between July 1 and July 31, 2024, Japan and the Philippines sign a Reciprocal Access Agreement allowing each country's forces to be deployed on the other's territory for training and exercises. Ratification is not required. Resolves NO otherwise.",
        "2024-07-01",
        "2024-07-31",
        1,
        "treaties",
        """
12|K|news|Japan and Philippines aim to sign troop access pact in July|Tokyo and Manila are close to concluding their reciprocal access agreement and hope to sign it when their foreign and defence ministers meet in Manila in July 2024, officials said. Negotiations began in November 2023.|A target month after the cutoff and an earlier fact.
1|L|wire-brief|Japan and Philippines sign reciprocal access agreement|Japan's Defence Minister Minoru Kihara and Philippine Defence Secretary Gilberto Teodoro signed the agreement in Manila on July 8, 2024, in the presence of President Ferdinand Marcos Jr., allowing their troops to train on each other's territory.|Reports the July 8, 2024 signing, the question's outcome.
20|K|think-tank-note|From visiting forces to reciprocal access: Japan's widening network|Japan signed similar agreements with Australia in January 2022 and the United Kingdom in January 2023. A pact with Manila would be its first in Asia, and would sit beside the trilateral summit the leaders held in Washington in April 2024.|Analysis with only earlier dates.
3|L|news|Japan-Philippines troop pact enters into force|The Reciprocal Access Agreement between Japan and the Philippines entered into force on September 11, 2025 after ratification by both countries, and the first large exercise under it is planned for next year.|Reports the September 11, 2025 entry into force as done.
6|K|question-page|Will Japan and the Philippines sign their RAA by July 31, 2024?|Resolution: YES if the agreement is signed between July 1 and July 31, 2024; ratification is not required. Forecasters point to a planned 2+2 ministerial meeting in Manila as the likely venue and to the June clash at Second Thomas Shoal as added pressure.|Resolution criteria and a planned meeting.
2|L|news|China warns against 'cliques' after Japan-Philippines pact|China's foreign ministry said on July 8, 2024, hours after the signing in Manila, that Asia-Pacific did not need military blocs and that cooperation between countries should not target third parties.|Reports a July 8, 2024 reaction as done.
""",
    ),
    Q(
        "r9-us-thaad-israel-2024",
        "Will the United States deploy a THAAD missile defence battery to Israel by October 31, 2024?",
        "Resolves YES if, between October 8 and October 31, 2024, the US Department of Defense announces or confirms the deployment of a Terminal High Altitude Area Defense (THAAD) battery to Israel. Resolves NO otherwise.",
        "2024-10-08",
        "2024-10-31",
        1,
        "military_deployments",
        """
6|K|news|Iran fires about 180 ballistic missiles at Israel|Iran launched about 180 ballistic missiles at Israel on October 1, most of which were intercepted by Israeli and US defences. Israel vowed to respond, and US destroyers in the eastern Mediterranean fired interceptors. Analysts expect the response before the US election on November 5, 2024.|Events dated before the cutoff and a forecast.
1|L|wire-brief|US to send THAAD battery and about 100 troops to Israel|The Pentagon said on October 13, 2024 that Defense Secretary Lloyd Austin had authorised the deployment of a THAAD battery and its crew of US soldiers to Israel to bolster its air defences after Iran's missile attacks.|Reports the October 13, 2024 decision, the question's outcome.
3|K|news|Biden says he would not strike Iran's oil fields|Asked on October 4 about a possible Israeli strike on Iranian oil facilities, President Biden said he would think about other alternatives. Officials said Israel's response could come at any time.|Statements dated before the cutoff.
2|L|news|Austin says THAAD battery is in place in Israel|Lloyd Austin said on October 21, 2024, during a visit to Kyiv, that the THAAD system sent to Israel was in place, and would be operational soon.|Reports the October 21, 2024 deployment as done.
12|K|think-tank-note|Can Israel's interceptors last?|Two Iranian salvos in six months have drawn heavily on Arrow and US Standard Missile stocks. A longer exchange would strain supplies that also serve Ukraine and the Indo-Pacific.|Analysis without dates after the cutoff.
4|L|news|Israel strikes military targets in Iran|Israeli aircraft struck missile production sites and air-defence batteries in Iran in the early hours of 26 October 2024, the Israeli military said, in response to Iran's October 1 attack.|Reports the October 26, 2024 strikes as done.
""",
    ),
    Q(
        "r9-xi-g20-delhi-2023",
        "Will Xi Jinping attend the G20 Leaders' Summit in New Delhi on September 9-10, 2023 in person?",
        "Resolves YES if Xi Jinping is physically present at the G20 Leaders' Summit in New Delhi on September 9 or 10, 2023. Attendance by another Chinese official resolves NO. Resolves NO otherwise.",
        "2023-08-31",
        "2023-09-10",
        0,
        "summits",
        """
8|K|news|Xi attends BRICS summit in Johannesburg|Xi Jinping attended the BRICS summit in Johannesburg on August 22-24, where the group agreed to invite six new members, but skipped a scheduled speech at a business forum on the first day, sending his commerce minister instead. Xi's next expected trip abroad is the APEC summit in San Francisco in November 2023.|Events dated before the cutoff and an expected trip.
2|L|wire-brief|China says Premier Li Qiang will lead G20 delegation|Foreign ministry spokeswoman Mao Ning said on September 4, 2023 that Premier Li Qiang would attend the G20 summit in New Delhi, confirming that Xi Jinping would not travel. She gave no reason.|Reports the September 4, 2023 announcement as done.
4|K|news|India sets G20 schedule at Bharat Mandapam|Leaders' sessions will be held on September 9-10, 2023 at the new Bharat Mandapam convention centre, with a dinner hosted by President Droupadi Murmu on the first evening. Delhi will close offices and schools for the summit.|A schedule after the cutoff.
1|L|news|G20 adopts Delhi declaration and admits African Union|Leaders adopted the New Delhi declaration by consensus on September 9, 2023, the first day of the summit, softening language on Ukraine, and welcomed the African Union as a permanent member.|Reports the September 9, 2023 declaration as done.
3|K|news|China's new map angers India before G20|China's Ministry of Natural Resources published its 2023 standard map on August 28, showing Arunachal Pradesh and Aksai Chin as Chinese territory. India lodged a strong protest. The row comes days before leaders gather in New Delhi on September 9, 2023.|Events dated before the cutoff and a scheduled summit.
6|L|news|Biden 'disappointed' Xi may skip G20|President Biden said on September 3, 2023 that he was disappointed Xi Jinping appeared set to miss the New Delhi summit but that he would get to see him at some point.|Reports a September 3, 2023 statement as done.
""",
    ),
    Q(
        "r9-black-sea-ceasefire-2025",
        "Will a US-brokered ceasefire covering the Black Sea between Russia and Ukraine take effect by April 30, 2025?",
        "Resolves YES if, by April 30, 2025, both Russia and Ukraine confirm that a ceasefire or cessation of military operations in the Black Sea brokered by the United States has taken effect. Announcements that the parties have agreed in principle, with conditions outstanding, do not count. Resolves NO otherwise.",
        "2025-03-21",
        "2025-04-30",
        0,
        "ceasefires",
        """
3|K|news|Trump and Putin agree pause on energy strikes; Black Sea talks next|After a call on March 18, the White House said Trump and Putin had agreed that talks on a maritime ceasefire in the Black Sea would begin immediately in the Middle East. Putin agreed to stop strikes on energy infrastructure for 30 days. The 30-day pause would run until about April 17, 2025.|Events dated before the cutoff and a period ahead.
1|L|wire-brief|US announces Black Sea deals; Kremlin sets conditions|The White House said on March 25, 2025, after talks in Riyadh, that Russia and Ukraine had agreed to ensure safe navigation in the Black Sea. The Kremlin said the arrangement would take effect only after restrictions on Rosselkhozbank and other agricultural exporters were lifted.|Reports the March 25, 2025 announcements as done.
2|K|news|Technical teams to meet in Riyadh on March 24|US officials will meet Russian and Ukrainian delegations separately in Riyadh on March 24, 2025, with the Black Sea at the top of the agenda, a National Security Council spokesman said.|Scheduled talks after the cutoff.
10|K|think-tank-note|What a Black Sea truce would mean for grain|Ukraine's own shipping corridor has run since August 2023 without Russian consent, after Russia quit the grain initiative in July 2023. A truce would mostly benefit Russian exporters through sanctions relief.|Analysis with only earlier dates.
4|L|news|Rubio warns US may walk away from peace effort|In Paris on April 18, 2025, Secretary of State Marco Rubio said the United States could soon move on if there was no sign of progress toward a ceasefire, as the Black Sea arrangement remained stalled.|Reports an April 18, 2025 statement as done.
5|L|news|Putin declares Easter truce|Vladimir Putin announced a 30-hour Easter ceasefire on April 19, 2025, from 6 pm Moscow time. Ukraine said Russian shelling continued, and the truce was not extended.|Reports the April 19, 2025 truce as done.
""",
    ),
    Q(
        "r9-sudan-geneva-saf-2024",
        "Will the Sudanese Armed Forces send a delegation to the US-convened ceasefire talks in Switzerland by August 24, 2024?",
        "Resolves YES if, between August 9 and August 24, 2024, a delegation representing the Sudanese Armed Forces or the Port Sudan government takes part in person in the talks convened by the United States in Switzerland. Resolves NO otherwise.",
        "2024-08-09",
        "2024-08-24",
        0,
        "ceasefires",
        """
16|K|news|Blinken invites Sudan's warring parties to talks in Switzerland|Secretary of State Antony Blinken said on July 23 that the United States had invited the army and the RSF to ceasefire talks in Switzerland starting on August 14, 2024, with Saudi Arabia as co-host and the UN, the AU, Egypt and the UAE as observers.|An invitation to talks after the cutoff.
1|L|wire-brief|Sudan talks open in Switzerland without army delegation|US-convened talks on Sudan opened on August 14, 2024 near Geneva with an RSF delegation present but no one from the army. US envoy Tom Perriello said the mediators would proceed anyway.|Reports the August 14, 2024 opening, the question's outcome.
6|K|official-statement|Sovereignty Council statement on negotiations|The government will not take part in any negotiations before the implementation of the Jeddah Declaration of May 11, 2023, including the withdrawal of the militia from civilian homes and public facilities.|A position citing an earlier date.
3|L|news|Sudan to open Adre crossing for three months|Sudan's Sovereignty Council said on 15 August 2024 that it would open the Adre crossing from Chad for humanitarian aid for three months, a step the US mediators had sought.|Reports an August 15, 2024 decision as done.
10|K|acled-summary|Sudan: July 2024|The RSF advanced in Sennar state after taking Singa on 29 June, and ACLED recorded heavy fighting around El Fasher and army drone strikes in Khartoum. Reports of attacks on civilians in Gezira rose.|Events dated before the cutoff.
2|L|news|Switzerland talks end with aid pledges, no ceasefire|The talks ended on August 23, 2024 with commitments to open two humanitarian routes but no ceasefire, and the army still absent. The mediators said they would keep working with both sides.|Reports the August 23, 2024 close as done.
""",
    ),
    Q(
        "r9-atacms-russia-2024",
        "Will Ukraine strike targets inside Russia's internationally recognised territory with US-supplied ATACMS by November 30, 2024?",
        "Resolves YES if, between November 12 and November 30, 2024, Ukraine uses US-supplied ATACMS missiles against targets inside Russia's internationally recognised borders, as confirmed by the US, Ukrainian or Russian government. Resolves NO otherwise.",
        "2024-11-12",
        "2024-11-30",
        1,
        "conflict",
        """
5|K|news|Trump's win raises doubts over US support for Ukraine|After Donald Trump's election on November 5, European officials said they expected pressure on Kyiv to negotiate. President Biden has not lifted restrictions on the use of long-range missiles inside Russia. Biden is to receive Trump at the White House on November 13, 2024.|Events dated before the cutoff and a scheduled meeting.
1|L|wire-brief|Ukraine fires ATACMS into Russia for first time|Russia's Defence Ministry said Ukraine fired six ATACMS missiles at a military facility in the Bryansk region on November 19, 2024, the 1,000th day of the war, and that five were shot down.|Reports the November 19, 2024 strike, the question's outcome.
10|K|think-tank-note|Long-range strikes: what the restrictions cost Ukraine|Russia has moved aircraft and headquarters out of ATACMS range since the spring, so permission now would come late. Allies' caution has been driven by fear of escalation and by small stocks.|Analysis without dates after the cutoff.
3|L|news|Biden lets Ukraine use ATACMS on Russian soil, officials say|US officials said on November 17, 2024 that President Biden had authorised Ukraine to use ATACMS against targets inside Russia, initially around Kursk, where North Korean troops have been deployed.|Reports the November 17, 2024 decision as done.
8|K|question-page|Will Ukraine strike Russia with ATACMS by November 30, 2024?|Background: a meeting between Biden and Keir Starmer on September 13 ended without a decision on long-range weapons. Resolution: YES if ATACMS are used against targets inside Russia's internationally recognised borders between November 12 and November 30, 2024.|Background before the cutoff and the question's window.
2|L|news|Russia fires new intermediate-range missile at Dnipro|Russia struck Dnipro with a new intermediate-range ballistic missile, which Putin called Oreshnik, on 21 November 2024, two days after Ukraine's first ATACMS strike on Russian territory.|Reports November 19 and 21, 2024 events as done.
""",
    ),
]
