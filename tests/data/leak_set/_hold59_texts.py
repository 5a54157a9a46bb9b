# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold59` part, read by `build_hold59.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part: the mix of pages a web search returns for ForecastBench-style questions about
science, technology, space, health and climate (news, press releases, agency pages, preprint and
journal notices, product pages, forum posts, wiki pages, question pages). See `build_hold59.py`.
"""

from __future__ import annotations

from _part_builder import Q

# Space, part 1.
QUESTIONS = [
    Q(
        "q9-kuiper-ka01-2025",
        "Will Amazon launch its first batch of production Project Kuiper satellites by April 30, 2025?",
        "Resolves YES if a rocket carrying production (not prototype) Project Kuiper satellites lifts off by April 30, 2025 (UTC) and releases them into orbit, as confirmed by Amazon or the launch provider. Resolves NO otherwise.",
        "2025-04-08",
        "2025-04-30",
        1,
        "space",
        """
6|K|launch-provider-page|Atlas V / Project Kuiper KA-01|Mission: KA-01, the first of Amazon's production Project Kuiper launches. Vehicle: Atlas V 551. Pad: Space Launch Complex 41, Cape Canaveral Space Force Station. Launch window opens: April 9, 2025, 12:00 p.m. EDT; duration three hours. Live coverage begins 20 minutes before liftoff.|A launch page gives a scheduled window after the cutoff and reports nothing as done.
2|L|news-report|Weather keeps first Kuiper batch on the ground|United Launch Alliance called off the first attempt to launch Amazon's production Kuiper satellites on April 9, 2025, after thick clouds and gusty winds at the Cape never cleared during the three-hour window. A new date will be set once the range and the weather allow, the company said.|Reports the April 9, 2025 scrub, after the cutoff, as done.
12|K|press-release|Amazon readies first full-scale Kuiper mission|Amazon said its first 27 production satellites have shipped to Florida for integration on an Atlas V. The two prototypes launched on October 6, 2023 validated the design, the company said, and it expects to begin service for customers later in 2025 once enough of the constellation is in orbit.|A past prototype launch and a stated plan; the production launch still lies ahead.
9|K|forum-post|Kuiper FCC deadline math|Quick math for the thread: the FCC licence wants half of the 3,236 satellites up by July 30, 2026. At 27 per Atlas V, with Vulcan and New Glenn slots still unflown, that is dozens of launches in about 15 months. The first one is listed NET April 9 but I would bet on at least one slip.|A forum post about a licence deadline and a target date; no event after the cutoff is reported.
3|L|question-page-resolved|Will Amazon launch its first batch of production Project Kuiper satellites by April 30, 2025?|Status: resolved YES. Resolution note: an Atlas V carrying 27 Kuiper satellites lifted off from Cape Canaveral at 7:01 p.m. EDT on April 28, 2025, after a weather scrub earlier in the month, and Amazon confirmed contact with all 27 spacecraft.|A resolution note reports the April 28, 2025 launch as done.
15|L|wiki-page|Project Kuiper|Project Kuiper is a satellite internet constellation developed by Amazon. Two prototype satellites, KuiperSat-1 and KuiperSat-2, were launched in October 2023. The first 27 production satellites were launched on 28 April 2025 aboard an Atlas V from Cape Canaveral, and further Atlas V and Falcon 9 launches followed in mid-2025.|A wiki page reports the 28 April 2025 launch, after the cutoff.
""",
    ),
    Q(
        "q9-yr4-below-1pct-2025",
        "Will NASA's Sentry system list an Earth impact probability below 1% for asteroid 2024 YR4 by February 28, 2025?",
        "Resolves YES if, at any time before February 28, 2025 (23:59 UTC), the Sentry risk table of NASA's Center for Near Earth Object Studies lists a cumulative Earth impact probability below 1.0% for 2024 YR4. Resolves NO otherwise.",
        "2025-02-14",
        "2025-02-28",
        1,
        "space",
        """
5|K|agency-page|2024 YR4: impact risk summary|Object: 2024 YR4. Potential impact date: 2032-12-22. Cumulative impact probability: 2.3% (1 in 43). Torino scale: 3. Palermo scale: -0.45. Observation arc: 43 days. Figures are recomputed as new astrometry arrives; an object leaves the table only when no impact solution remains.|A risk table as of before the cutoff, whose only later date is a potential impact date.
3|L|news-report|Odds of asteroid 2024 YR4 hitting Earth climb to 3.1%|NASA's estimate of the chance that asteroid 2024 YR4 will strike Earth in December 2032 rose to 3.1% on February 18, 2025, the highest figure ever published for an object of its size, before fresh telescope measurements began pulling it back down.|Reports the February 18, 2025 estimate as done.
11|K|news-explainer|Why the asteroid odds may rise before they fall|As the uncertainty region around the asteroid's future position shrinks, Earth can take up a larger share of it, so the impact probability often climbs before it drops to zero, astronomers say. Ground telescopes will lose sight of the object in April, and the James Webb Space Telescope is scheduled to observe it in March 2025 to measure its size.|An explainer with a forecast and a scheduled observation after the cutoff.
1|L|forum-post|YR4 megathread (edited)|Original post: risk at 2% and climbing, new Sentry run due after the weekend. EDIT 24 Feb 2025: it's over, folks. Sentry shows 0.004% now and the Torino rating has gone down to 0. The Moon is the new talking point, with lunar impact odds around 1.7%.|An edit appended to the post reports the 24 February 2025 drop.
8|K|question-page|Will NASA's Sentry list an impact probability for 2024 YR4 below 1% by February 28, 2025?|Background: 2024 YR4, discovered on December 27, 2024 by the ATLAS station in Río Hurtado, Chile, has a small chance of hitting Earth on December 22, 2032. Resolution: YES if, at any time between the question's opening and February 28, 2025, the CNEOS Sentry table lists a cumulative impact probability below 1.0%; NO otherwise.|Background and resolution criteria with later dates; no outcome.
14|L|wiki-page|2024 YR4|2024 YR4 is an Apollo-group near-Earth asteroid roughly 40 to 90 m across. Its Earth impact probability peaked at about 3% in mid-February 2025; observations on 19-20 February 2025 brought it below 1%, and by 24 February 2025 it had fallen to 0.004%. Webb measured it in March 2025 at about 60 m across.|A wiki page reports the late-February 2025 drop, after the cutoff.
""",
    ),
    Q(
        "q9-solar-maximum-2024",
        "Will NASA and NOAA announce by October 31, 2024 that the Sun has reached its solar maximum period?",
        "Resolves YES if NASA or NOAA states publicly, between the question's opening and October 31, 2024, that Solar Cycle 25 has reached or entered its solar maximum period. A statement that the maximum is imminent or expected does not count. Resolves NO otherwise.",
        "2024-10-03",
        "2024-10-31",
        1,
        "space",
        """
4|K|agency-page|Solar cycle progression|The plot compares the monthly mean sunspot number with the prediction panel's forecast. The updated outlook puts the peak of Solar Cycle 25 between January and October 2024, with a smoothed sunspot number between 137 and 173. The month of maximum can only be identified after the fact, once the smoothed values turn down, which usually takes six months or more.|An agency page gives a forecast window that runs past the cutoff and reports nothing after it.
1|L|news-report|Sun fires off strongest flare of the cycle|An X9.0 flare erupted from sunspot region 3842 on October 3, 2024, the most powerful of Solar Cycle 25 so far, briefly blacking out high-frequency radio over Africa and Europe.|Reports a flare on the cutoff day, October 3, 2024, as done.
1|K|newsletter|Space weather, week ahead|Region 3842 has rotated into view and already produced an X7.1 flare on Tuesday. Forecasters put the odds of another X-class event in the next three days at 35%. A CME watch may follow; we will post the aurora outlook for the weekend of October 5-6 on Friday.|An outlook with forecasts and a planned post; the flare it reports is before the cutoff.
2|L|press-release|NASA, NOAA: the Sun has reached its solar maximum period|At a teleconference on October 15, 2024, NASA, NOAA and the Solar Cycle Prediction Panel said the Sun had entered the maximum period of Solar Cycle 25, which could last about a year. The exact peak month will not be known until sunspot numbers have clearly declined, the panel said.|Reports the October 15, 2024 announcement as done.
9|K|question-page|Will NASA and NOAA announce that the Sun has reached solar maximum by October 31, 2024?|Background: monthly sunspot counts in August 2024 were the highest in more than two decades, and the geomagnetic storm of May 10-11, 2024 was the strongest since 2003. Resolution: YES if NASA or NOAA states by October 31, 2024 that Solar Cycle 25 has reached or entered its maximum period; a forecast that the maximum is near does not count.|Background before the cutoff and a later deadline in the criteria.
13|L|forum-post|Aurora sightings thread|Started this for the September 12 storm watch, which fizzled. Later replies: the CME from the X1.8 flare arrived on 10 October 2024 and we hit G4. Red aurora overhead in central Alabama, never thought I would see that.|Later replies report the 10 October 2024 storm, after the cutoff.
""",
    ),
    Q(
        "q9-t-crb-nova-2024",
        "Will T Coronae Borealis erupt as a nova by September 30, 2024?",
        "Resolves YES if an outburst of the recurrent nova T Coronae Borealis, brightening it to magnitude 6 or brighter, is reported by the AAVSO, NASA or a professional observatory on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-30",
        0,
        "space",
        """
10|K|agency-page|A new star could soon appear in Corona Borealis|T Coronae Borealis, about 3,000 light-years away, erupts roughly every 80 years; its last outburst was in 1946. Astronomers expect the next one could come at any time, possibly before the end of 2024. When it does, it will briefly shine about as brightly as Polaris before fading within a week.|An agency page gives a forecast and reports nothing after the cutoff.
2|L|question-page-resolved|Will T Coronae Borealis erupt as a nova by September 30, 2024?|Status: closed, resolved NO. Resolution note: observer reports through September 30, 2024 showed T CrB still near magnitude 10, and neither AAVSO observers nor Fermi's gamma-ray monitor detected an outburst.|Reports the outcome through September 30, 2024, after the cutoff.
6|K|forum-post|T CrB watch: August estimates|My visual estimates this month are 10.0 to 10.2, same as July. The pre-eruption dip that started in March 2023 looked a lot like the one in 1945. If it were following the 1946 timing exactly we would already be overdue; the predicted window runs to about September, so keep checking on every clear night.|An observer's post with estimates before the cutoff and a forecast window.
4|L|newsletter|Sky this week: a comet steals the show|The nova has kept everyone waiting, but comet C/2023 A3 (Tsuchinshan-ATLAS) rounded the Sun on September 27, 2024 and survived the passage. It should climb into the western evening sky by mid-October.|Reports the comet's perihelion on September 27, 2024, a later event, as done.
20|K|news-report|Astronomers ready for a once-in-a-lifetime nova|Professional observatories and thousands of amateurs are on alert for T CrB, which last flared on February 9, 1946. The star faded in March 2023 in the same way it did about a year before its last eruption.|A control: only dates before the cutoff.
15|L|wiki-page|T Coronae Borealis|T Coronae Borealis is a recurrent nova with recorded eruptions in 1866 and 1946. An eruption widely predicted for 2024 did not happen: as of October 2024 the star remained quiescent, and later studies proposed dates in 2025 and 2026.|The page reports the star still quiet as of October 2024, after the cutoff.
""",
    ),
    Q(
        "q9-galactic-01-2023",
        "Will Virgin Galactic fly its first commercial spaceflight by June 30, 2023?",
        "Resolves YES if Virgin Galactic conducts a flight carrying paying customers or customer-sponsored researchers that reaches at least 80 km altitude by June 30, 2023, as reported by the company or major media. Resolves NO otherwise.",
        "2023-06-14",
        "2023-06-30",
        1,
        "space",
        """
12|K|press-release|Virgin Galactic completes final test flight, eyes late-June debut|Virgin Galactic said its Unity 25 flight on May 25, 2023 had completed the last planned test before commercial service. Its first commercial mission, Galactic 01, carrying researchers from the Italian Air Force and the National Research Council, is expected to fly in late June, and Galactic 02, the first private astronaut mission, in early August.|A past test flight and stated plans for later flights.
1|L|news-report|Virgin Galactic flies its first paying customers|VSS Unity climbed to about 85 km over New Mexico on June 29, 2023, carrying two Italian Air Force officers and an engineer from Italy's National Research Council on Galactic 01, the company's first commercial flight after nearly two decades of development.|Reports the June 29, 2023 flight as done.
7|K|forum-post|Galactic 01 date?|Has anyone heard an actual date for Galactic 01? The company only says "late June". If they can hold a monthly cadence, Galactic 02 would be early August and Galactic 03 some time in September.|Speculation on future flights; nothing after the cutoff is reported.
4|L|product-page|Fly with Virgin Galactic|Join more than 800 future astronauts. Commercial service began with Galactic 01 on June 29, 2023, and Galactic 02 carried our first private astronauts on August 10, 2023. Reservations are open at $450,000 per seat.|A product page updated later reports the June 29 and August 10, 2023 flights.
9|K|question-page|Will Virgin Galactic fly its first commercial spaceflight by June 30, 2023?|Background: the Unity 25 test flight on May 25, 2023 reached space with four company employees on board. Resolution: YES if Virgin Galactic flies paying customers or customer-sponsored researchers to at least 80 km by June 30, 2023, as reported by the company or major media.|Criteria and earlier background only.
3|L|news-report|Italian crew calls flight a dream come true|"We did it," Col. Walter Villadei said after landing at Spaceport America following the June 29, 2023 flight. The crew ran experiments on motion sickness and fluid behaviour during several minutes of weightlessness.|Quotes given after the June 29, 2023 flight report it as done.
""",
    ),
    Q(
        "q9-new-shepard-ns25-2024",
        "Will Blue Origin fly a crewed New Shepard mission by May 31, 2024?",
        "Resolves YES if a New Shepard flight carrying at least one person crosses 100 km altitude between the question's opening and May 31, 2024, as reported by Blue Origin or the FAA. Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-31",
        1,
        "space",
        """
30|K|press-release|Blue Origin names six-person crew for NS-25|Blue Origin today announced the crew of its next human flight, NS-25: Mason Angel, Sylvain Chiron, Ed Dwight, Kenneth L. Hess, Carol Schaller and Gopi Thotakura. Dwight was chosen in 1961 as the first Black astronaut candidate in the United States but never flew. A launch date will be announced at a later time.|A control: a crew announcement with no date after the cutoff.
2|L|news-report|Ed Dwight, 90, finally reaches space|Sixty years after he was passed over for NASA's astronaut corps, Ed Dwight flew above the Kármán line on Blue Origin's NS-25 flight from West Texas on May 19, 2024, becoming the oldest person to reach space.|Reports the May 19, 2024 flight as done.
5|K|forum-post|NS-25 in May?|Local road closure notices around Van Horn suggest something is penciled in for the week of May 13. Blue has not said anything official. It would be the first crewed New Shepard since the NS-23 booster failure on September 12, 2022.|A rumoured date and a past failure; nothing after the cutoff is reported.
1|L|news-report|One of New Shepard's three main parachutes did not open fully|Blue Origin's crew capsule touched down safely on May 19, 2024 even though one of its three main parachutes failed to inflate completely, the company said. The capsule is designed to land safely on two.|Reports the May 19, 2024 landing as done.
8|K|question-page|Will Blue Origin fly a crewed New Shepard mission by May 31, 2024?|Background: New Shepard returned to flight without a crew on December 19, 2023 after a 15-month grounding. Resolution: YES if a New Shepard flight with at least one person on board crosses 100 km by May 31, 2024, per Blue Origin or the FAA; NO otherwise.|Criteria with a later deadline and earlier events only.
14|L|wiki-page|New Shepard|New Shepard is a suborbital launch vehicle developed by Blue Origin. After the uncrewed NS-23 failure in 2022, crewed flights resumed with NS-25 on 19 May 2024, and NS-26 followed on 29 August 2024 with six more passengers.|A wiki page reports flights on 19 May and 29 August 2024, after the cutoff.
""",
    ),
    Q(
        "q9-terran1-orbit-2023",
        "Will Relativity Space's Terran 1 reach orbit on its first flight by March 31, 2023?",
        "Resolves YES if the first flight of Terran 1 places its second stage in Earth orbit by March 31, 2023 (UTC). Resolves NO if the flight fails to reach orbit or does not take place by then.",
        "2023-03-14",
        "2023-03-31",
        0,
        "space",
        """
2|K|news-report|Terran 1 scrubs twice more; new date pending|Relativity Space called off two attempts on March 11, one after a last-second automated abort and one over fuel pressure on the upper stage. Engineers will go through the data before picking a new date, and the Eastern Range has other launches booked in the coming days.|Scrubs before the cutoff and an open date; nothing later is reported.
3|L|news-report|3D-printed rocket reaches space but not orbit|Relativity Space's Terran 1 lifted off from Cape Canaveral late on March 22, 2023 and made it through maximum aerodynamic pressure, but its second-stage engine faltered after stage separation and the rocket fell short of orbit.|Reports the March 22, 2023 launch as done.
10|K|forum-post|GLHF odds|Stage one has nine Aeon 1 engines, stage two a single vacuum Aeon. The company's own stated goal is to get through Max-Q, so do not be shocked if orbit is a stretch. I would put about 35% on orbit if they fly before the end of March.|A forecast and a conditional; no event after the cutoff is reported.
1|L|press-release|Terran 1 made history|On March 22, 2023, Terran 1 became the first 3D-printed rocket to reach Max-Q and to separate its stages in flight, validating our additive-manufacturing approach. The upper-stage anomaly is under review. Our focus now turns to Terran R.|Reports the March 22, 2023 flight as done.
6|K|question-page|Will Relativity Space's Terran 1 reach orbit on its first flight by March 31, 2023?|Background: the first launch attempt, on March 8, 2023, was scrubbed when propellant on the upper stage fell outside its temperature limits. Resolution: YES if Terran 1's first flight places its second stage in Earth orbit by March 31, 2023 (UTC); NO if the flight fails or does not happen by then.|Background before the cutoff and the question's deadline.
12|L|wiki-page|Terran 1|Terran 1 was a small expendable launch vehicle built largely by 3D printing. It flew once, on 23 March 2023 UTC, and failed to reach orbit. On 12 April 2023 Relativity announced that it would retire the vehicle and concentrate on the larger Terran R.|A wiki page reports the 23 March and 12 April 2023 events, after the cutoff.
""",
    ),
]

# Space, part 2.
QUESTIONS += [
    Q(
        "q9-zhuque2-methane-orbit-2023",
        "Will a methane-fuelled rocket reach Earth orbit by July 31, 2023?",
        "Resolves YES if any launch vehicle whose first stage burns liquid methane places a stage or payload in Earth orbit by July 31, 2023 (UTC), as confirmed by the operator or independent tracking. Resolves NO otherwise.",
        "2023-07-03",
        "2023-07-31",
        1,
        "space",
        """
9|K|news-report|LandSpace readies second Zhuque-2 after December failure|LandSpace has shipped a second Zhuque-2 to the Jiuquan launch centre, seven months after the first flight on December 14, 2022 failed when a second-stage vernier engine malfunctioned. Airspace closure notices point to a launch window between July 11 and July 13.|A past failure and a window after the cutoff; nothing after it is reported.
2|L|news-report|China's LandSpace wins the race to orbit with methane|A Zhuque-2 rocket lifted off from Jiuquan at 9 a.m. Beijing time on July 12, 2023 and reached a sun-synchronous orbit, making it the first methane-fuelled launcher to get there, ahead of SpaceX's Starship and ULA's Vulcan.|Reports the July 12, 2023 launch as done.
14|K|forum-post|Methalox orbit race: who is first?|Contenders as I see them: Zhuque-2 flight 2 (soon), Vulcan (the Centaur V test-stand explosion on March 29 pushed it back, maybe Q4 2023), Starship (the follow-up to April 20 still waits on the FAA). Terran 1 already tried on March 22 and missed orbit.|Past failures and forecasts of later flights.
5|K|question-page|Will a methane-fuelled rocket reach Earth orbit by July 31, 2023?|Background: no rocket burning liquid methane has yet reached orbit. Zhuque-2 failed on its debut in December 2022, and Relativity's Terran 1 fell short on March 22, 2023. Resolution: YES if any launcher whose first stage burns liquid methane places a stage or payload in Earth orbit by July 31, 2023, per the operator or independent tracking.|Criteria and earlier failures only.
1|L|wiki-page|Zhuque-2|Launch history. Y1: 14 December 2022, failure (second stage). Y2: 12 July 2023, success, no payload. Y3: 9 December 2023, success, three satellites.|A launch table lists flights of 12 July and 9 December 2023, after the cutoff.
7|L|news-report|Tracking data confirm Zhuque-2 upper stage in orbit|US tracking data published on July 13, 2023 listed the Zhuque-2 second stage in an orbit of roughly 460 km, confirming the company's announcement of the day before.|Reports tracking data of July 13, 2023 as done.
""",
    ),
    Q(
        "q9-methanesat-launch-2024",
        "Will MethaneSAT launch by March 31, 2024?",
        "Resolves YES if the MethaneSAT satellite lifts off by March 31, 2024 (UTC) and is deployed into orbit, as reported by MethaneSAT LLC, the launch provider or major media. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-31",
        1,
        "space",
        """
13|K|press-release|MethaneSAT arrives at Vandenberg|MethaneSAT has arrived at Vandenberg Space Force Base for final processing ahead of its launch on SpaceX's Transporter-10 rideshare mission, targeted for no earlier than March 1, 2024. In orbit, the satellite will measure methane from the oil and gas regions that produce more than 80% of global output.|A press release gives a target date after the cutoff and reports nothing later.
3|L|news-report|Methane-tracking satellite rides SpaceX rideshare to orbit|MethaneSAT, built for a subsidiary of the Environmental Defense Fund, was carried into orbit from California on March 4, 2024, one of more than 50 payloads on the Transporter-10 mission.|Reports the March 4, 2024 launch as done.
22|K|agency-page|MethaneSAT: New Zealand's role|New Zealand is a funding partner in MethaneSAT. Mission operations will be run from Auckland, and New Zealand scientists will lead research on methane from agriculture. The satellite is due to launch in early 2024.|A partner page with plans; no event after the cutoff is reported.
1|L|news-report|EDF says it has lost MethaneSAT|The Environmental Defense Fund said on July 1, 2025 that it lost contact with MethaneSAT on June 20, 2025 and that the satellite is unlikely to be recovered, about 15 months after it reached orbit.|Reports the loss of the satellite in June 2025, a later event.
8|K|question-page|Will MethaneSAT launch by March 31, 2024?|Background: MethaneSAT's launch has slipped several times, from 2022 to late 2023 and then onto Transporter-10. Resolution: YES if MethaneSAT lifts off by March 31, 2024 (UTC) and is deployed into orbit, per MethaneSAT LLC, the launch provider or major media.|Background and criteria with the question's deadline.
5|K|forum-post|Transporter-10 manifest|The manifest still says NET March 2024 for Transporter-10, with MethaneSAT and a pile of cubesats. Rideshare dates slip by days, not weeks, in my experience, so I am at 85% for launch before the end of March.|A forecast about a scheduled launch; nothing is reported as done.
""",
    ),
    Q(
        "q9-shenzhou19-launch-2024",
        "Will China launch the Shenzhou-19 crewed mission by October 31, 2024?",
        "Resolves YES if the Shenzhou-19 spacecraft lifts off with its crew by October 31, 2024 (Beijing time), as reported by the China Manned Space Agency or state media. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-31",
        1,
        "space",
        """
18|K|agency-page|Shenzhou-19 mission preparations|The Shenzhou-19 spacecraft and its Long March 2F carrier rocket have arrived at the Jiuquan Satellite Launch Center, where assembly and tests are under way. The mission is planned for late October 2024; its crew will take over the Tiangong station from the Shenzhou-18 crew, aboard since April 26.|A preparation notice with a plan; the only event it reports is before the cutoff.
2|L|news-report|Shenzhou-19 crew arrives at Tiangong|China sent three astronauts, among them its first female spaceflight engineer, Wang Haoze, to the Tiangong space station on October 30, 2024. The Shenzhou-19 spacecraft docked about six and a half hours after lifting off from Jiuquan.|Reports the October 30, 2024 launch and docking as done.
6|K|forum-post|Shenzhou-19 / Tianzhou-8 schedule|Rough schedule from the usual sources: Shenzhou-19 late October from Jiuquan, the Shenzhou-18 landing a few days later at Dongfeng, then Tianzhou-8 cargo from Wenchang in November 2024. Nothing official on exact dates yet.|A rumoured schedule; nothing after the cutoff is reported.
1|L|news-report|Shenzhou-18 crew returns after six months|Ye Guangfu, Li Cong and Li Guangsu landed at the Dongfeng site in Inner Mongolia early on November 4, 2024, after handing the station over to the newly arrived Shenzhou-19 crew.|Reports the November 4, 2024 landing as done.
9|K|question-page|Will China launch the Shenzhou-19 crewed mission by October 31, 2024?|Background: China has flown two crew rotations to Tiangong each year since 2022. Resolution: YES if Shenzhou-19 lifts off with its crew by October 31, 2024 (Beijing time), per the China Manned Space Agency or state media.|Criteria with the question's deadline.
4|L|wiki-page|Shenzhou 19|Shenzhou 19 is a crewed mission of China's Shenzhou programme. Crew: Cai Xuzhe (commander), Song Lingdong, Wang Haoze. The crew was named at a press conference on 29 October 2024, and the spacecraft launched on 30 October 2024 at 04:27 CST.|A wiki page reports the 29 and 30 October 2024 events, after the cutoff.
""",
    ),
    Q(
        "q9-iss-deorbit-vehicle-2024",
        "Will NASA award the U.S. Deorbit Vehicle contract by June 30, 2024?",
        "Resolves YES if NASA publicly announces, by June 30, 2024, the company selected to build the U.S. Deorbit Vehicle for the International Space Station. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        1,
        "space",
        """
20|K|agency-page|Solicitation: U.S. Deorbit Vehicle|NASA seeks a spacecraft able to lower the International Space Station into a controlled re-entry over a remote ocean area after the station retires around 2030. Proposals were received in late 2023, and NASA intends to award a single contract in 2024. The period of performance runs until the deorbit is complete.|An agency page with plans; nothing after the cutoff is reported.
3|L|news-report|SpaceX wins $843 million deal to bring down the space station|NASA picked SpaceX on June 26, 2024 to build the vehicle that will steer the International Space Station into the Pacific at the end of its life, under a contract worth up to $843 million.|Reports the June 26, 2024 award as done.
9|K|news-report|The station's end game: who will build the tug?|NASA's budget request in March asked for money to begin a deorbit vehicle this year, and officials have said an award could come by the summer. Russia has committed to keeping its segment running until at least 2028.|A plan and an earlier budget request; no later event is reported.
1|L|forum-post|USDV award thread|Called it: SpaceX, announced 26 June 2024. Dragon-derived, with a much bigger trunk and a lot more propellant. NASA still has to buy the launch separately, so $843M is not the whole bill.|A forum post reports the 26 June 2024 award.
12|K|question-page|Will NASA award the U.S. Deorbit Vehicle contract by June 30, 2024?|Background: NASA plans to retire the ISS around 2030 and wants a dedicated spacecraft for the final deorbit burns. Resolution: YES if NASA publicly announces the company selected for the USDV contract by June 30, 2024; NO otherwise.|Criteria with the question's deadline.
6|L|wiki-page|US Deorbit Vehicle|The US Deorbit Vehicle (USDV) is a spacecraft under development by SpaceX for NASA. NASA announced the award on June 26, 2024; the contract is worth up to $843 million, and the launch will be procured separately.|A wiki page reports the June 26, 2024 award.
""",
    ),
    Q(
        "q9-lucy-dinkinesh-2023",
        "Will NASA's Lucy spacecraft fly by the asteroid Dinkinesh by November 15, 2023?",
        "Resolves YES if NASA confirms, by November 15, 2023, that Lucy passed within 1,000 km of the asteroid (152830) Dinkinesh and returned data from the encounter. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-15",
        1,
        "space",
        """
8|K|agency-page|Lucy approaches its first asteroid|NASA's Lucy spacecraft will fly past the small main-belt asteroid Dinkinesh on Nov. 1, 2023, at a distance of about 425 km and a speed of 4.5 km per second. The encounter tests the spacecraft's terminal tracking system ahead of its Trojan asteroid flybys starting in 2027. Images will take several days to reach Earth.|An agency page schedules the November 1, 2023 flyby and reports nothing as done.
4|L|news-report|Surprise: tiny asteroid Dinkinesh has a moon|Images sent back after Lucy's November 1, 2023 flyby show that Dinkinesh, only about 790 m wide, has an even smaller satellite, which itself turns out to be two lobes resting against each other.|Reports the November 1, 2023 flyby and its findings as done.
16|K|forum-post|Why "Dinky"?|The name is Amharic for "you are marvellous", the Ethiopian name of the Lucy fossil. The target was only added to the plan in January 2023. A good rehearsal before Donaldjohanson in 2025.|A control: background, with a future year only.
1|L|journal-notice|A contact-binary satellite of the asteroid (152830) Dinkinesh|Nature, published May 2024. Abstract: Lucy's flyby of 1 November 2023 revealed that Dinkinesh has a satellite, since named Selam, that is a contact binary, the first seen orbiting an asteroid.|A journal notice reports results of the 1 November 2023 flyby and a May 2024 paper.
10|K|question-page|Will NASA's Lucy spacecraft fly by asteroid Dinkinesh by November 15, 2023?|Background: Lucy launched on October 16, 2021 on a 12-year journey to the Jupiter Trojans. Resolution: YES if NASA confirms by November 15, 2023 that Lucy passed within 1,000 km of Dinkinesh and returned data.|Criteria with the question's deadline.
6|L|wiki-page|Lucy (spacecraft)|Lucy flew past Dinkinesh on 1 November 2023 and past 52246 Donaldjohanson on 20 April 2025. It is due to reach its first Trojan, Eurybates, in August 2027.|A wiki page reports flybys of November 2023 and April 2025, after the cutoff.
""",
    ),
    Q(
        "q9-juice-lega-2024",
        "Will ESA's Juice complete its lunar-Earth gravity assist by August 31, 2024?",
        "Resolves YES if ESA confirms by August 31, 2024 that Juice has completed both the lunar and the Earth flyby of its lunar-Earth gravity assist (LEGA) on its planned trajectory. Resolves NO otherwise.",
        "2024-08-07",
        "2024-08-31",
        1,
        "space",
        """
12|K|agency-page|Juice's double flyby|On 19 August 2024 Juice will fly past the Moon at about 700 km, and roughly a day later past Earth, in the first lunar-Earth gravity assist ever attempted. The manoeuvre will bend the spacecraft's path towards Venus, which it will reach in August 2025.|An agency page announces flybys scheduled after the cutoff.
3|L|news-report|Juice completes world-first lunar-Earth flyby|ESA's Jupiter probe swung past the Moon on 19 August 2024 and past Earth on 20 August 2024. The double gravity assist saved about 100 kg of propellant, mission controllers in Darmstadt said.|Reports the 19 and 20 August 2024 flybys as done.
5|K|forum-post|Can I see Juice on Aug 20?|For anyone in Southeast Asia or Australia: closest approach to Earth comes on the night of the 20th, European time, over the Pacific. It will be far too faint for the naked eye, but a large amateur telescope might catch it with a good ephemeris.|A viewing tip for a future flyby; nothing is reported as done.
1|L|agency-update|First images from Juice's lunar flyby|Juice's monitoring camera captured the Moon's cratered surface at close range during the flyby on 19 August 2024. The radar and magnetometer were switched on to test them against a known target.|An agency update reports images taken on 19 August 2024.
9|K|question-page|Will ESA's Juice complete its lunar-Earth gravity assist by August 31, 2024?|Background: Juice launched on 14 April 2023 on an eight-year journey to Jupiter. Resolution: YES if ESA confirms by August 31, 2024 that Juice has completed both flybys of its LEGA manoeuvre on its planned trajectory.|Criteria with the question's deadline.
20|K|press-release|Juice healthy ahead of its flyby|ESA says Juice is healthy, all its instruments have been commissioned, and a series of small manoeuvres has set it up for the flyby. The radar antenna that stuck after launch was freed in May 2023.|A control: only earlier events.
""",
    ),
    Q(
        "q9-einstein-probe-launch-2024",
        "Will the Einstein Probe X-ray observatory launch by January 31, 2024?",
        "Resolves YES if the Einstein Probe, the wide-field X-ray mission of the Chinese Academy of Sciences with ESA, MPE and CNES, lifts off and reaches orbit by January 31, 2024 (UTC). Resolves NO otherwise.",
        "2024-01-02",
        "2024-01-31",
        1,
        "space",
        """
12|K|news-report|China readies wide-field X-ray observatory|The Einstein Probe, built by the Chinese Academy of Sciences with the European Space Agency and Germany's Max Planck Institute for Extraterrestrial Physics, has arrived at the Xichang launch site. Its lobster-eye telescope will watch about a twelfth of the sky at once for X-ray flashes. Launch is planned for early January.|A launch plan; nothing after the cutoff is reported.
2|L|news-report|Einstein Probe launches to hunt cosmic X-ray flashes|A Long March 2C rocket carried the Einstein Probe into orbit from Xichang on January 9, 2024, and the mission's controllers reported a good separation minutes later.|Reports the January 9, 2024 launch as done.
20|K|question-page|Will the Einstein Probe X-ray satellite launch by January 31, 2024?|Background: the mission is led by the Chinese Academy of Sciences, with ESA, MPE and CNES contributing. Resolution: YES if the Einstein Probe lifts off by January 31, 2024 (UTC) and reaches orbit, per CAS, ESA or major media.|Criteria with the question's deadline.
5|L|journal-notice|An X-ray transient from the early universe: EP240315a|The Einstein Probe's wide-field instrument detected EP240315a on 15 March 2024, a fast X-ray transient tied to a gamma-ray burst at a redshift of about 4.9.|Reports a detection of 15 March 2024, after the cutoff.
9|K|forum-post|Xichang, first half of January|Navigation warnings off Xichang for the first half of January 2024 line up with the Einstein Probe. No official date yet, as usual for Chinese launches.|A rumoured schedule; nothing after the cutoff is reported.
1|L|agency-update|Einstein Probe shows its first-light images|In April 2024 the mission team released the first images from both of the Einstein Probe's telescopes, taken during in-orbit commissioning.|Reports a release in April 2024, after the cutoff.
""",
    ),
    Q(
        "q9-euclid-first-images-2023",
        "Will ESA release Euclid's first full-colour science images by November 30, 2023?",
        "Resolves YES if ESA publishes, by November 30, 2023, at least one full-colour image from Euclid's instruments presented as a science or early-release image. Engineering test images do not count. Resolves NO otherwise.",
        "2023-10-25",
        "2023-11-30",
        1,
        "space",
        """
6|K|agency-page|Euclid's first full-colour images: media event|ESA will unveil Euclid's first full-colour images at a media event on 7 November 2023, streamed from ESOC in Darmstadt. Journalists can register until 3 November.|A media advisory schedules a release after the cutoff.
2|L|news-report|Euclid's first images show the Horsehead and the Perseus cluster|ESA released Euclid's first five full-colour images on 7 November 2023, among them the Horsehead Nebula, the Perseus galaxy cluster and the globular cluster NGC 6397, showing that the telescope's wide, sharp view works as designed.|Reports the 7 November 2023 release as done.
18|K|forum-post|Euclid guidance sensor fixed?|The fine guidance trouble from August seems solved by the software patch, going by ESA's last blog post. Routine survey operations should start once performance verification is over, maybe early 2024.|Past problems and a future estimate; nothing after the cutoff is reported.
1|L|agency-update|Euclid publishes more early observations|A second set of Euclid early-release observations was published on 23 May 2024, together with the first scientific papers based on them.|Reports a release of 23 May 2024, a later event.
10|K|question-page|Will ESA release Euclid's first full-colour science images by November 30, 2023?|Background: Euclid launched on July 1, 2023 and returned its first test images at the end of July. Resolution: YES if ESA publishes at least one full-colour science or early-release image from Euclid by November 30, 2023; engineering test images do not count.|Criteria with the question's deadline.
4|K|newsletter|This week in astronomy|ESA says the wait for Euclid's showcase images is nearly over, with a first set promised for this autumn. The Webb team, meanwhile, plans new anniversary images for July 2024.|Plans and promises only; nothing after the cutoff is reported as done.
""",
    ),
]

# Technology and computing.
QUESTIONS += [
    Q(
        "q9-ibm-1000-qubit-2023",
        "Will IBM unveil a quantum processor with more than 1,000 qubits by December 31, 2023?",
        "Resolves YES if IBM publicly presents, by December 31, 2023, a physical quantum processor with more than 1,000 qubits, with photographs or technical data; a roadmap mention does not count. Resolves NO otherwise.",
        "2023-11-27",
        "2023-12-31",
        1,
        "technology",
        """
14|K|conference-page|IBM Quantum Summit 2023|Opens December 4, 2023, New York City. The annual summit brings IBM Quantum Network members together for updates on hardware, software and the roadmap. Keynotes by Dario Gil and Jay Gambetta. Attendance by invitation.|An event page schedules the summit after the cutoff.
3|L|news-report|IBM unveils 1,121-qubit Condor processor|IBM showed off Condor, a superconducting chip with 1,121 qubits, at its Quantum Summit in New York on December 4, 2023, along with the smaller but far less error-prone 133-qubit Heron and its modular Quantum System Two.|Reports the December 4, 2023 unveiling as done.
25|K|forum-post|Will Condor actually appear this year?|The 2020 roadmap put Condor (1,121 qubits) in 2023, after Eagle (127) in 2021 and Osprey (433) in November 2022, and IBM has hit each of those so far. The open question is whether they show it at the summit or let it slide, since the talk has clearly moved to error rates.|A control: past milestones and a roadmap year.
1|L|product-page|IBM Quantum System Two|IBM Quantum System Two, IBM's first modular quantum computer, began operating in Yorktown Heights, New York, in December 2023 with three Heron processors.|A product page reports operation from December 2023, after the cutoff.
7|K|question-page|Will IBM unveil a quantum processor with more than 1,000 qubits by December 31, 2023?|Background: IBM's largest announced processor, Osprey, has 433 qubits. Resolution: YES if IBM publicly presents a physical processor with more than 1,000 qubits, with photographs or technical data, by December 31, 2023; a roadmap mention does not count.|Criteria with the question's deadline.
10|L|wiki-page|IBM Condor|Condor is a 1,121-qubit superconducting quantum processor developed by IBM and unveiled on December 4, 2023 at the IBM Quantum Summit. Its error performance was reported to be similar to that of the 433-qubit Osprey.|A wiki page reports the December 4, 2023 unveiling.
""",
    ),
    Q(
        "q9-google-below-threshold-2024",
        "Will Google publish a peer-reviewed demonstration of quantum error correction below the surface-code threshold by December 31, 2024?",
        "Resolves YES if a peer-reviewed journal publishes, by December 31, 2024, a Google Quantum AI paper reporting surface-code error correction below threshold (logical error falling as code distance grows). A preprint does not count. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-31",
        1,
        "technology",
        """
22|K|preprint-notice|Quantum error correction below the surface code threshold|arXiv:2408.13687 [quant-ph], submitted August 2024. Google Quantum AI and collaborators. We report a distance-7 surface code memory on a 105-qubit superconducting processor whose logical error rate is roughly halved with each increase in code distance.|A control: a preprint notice with an earlier date.
2|L|news-report|Google's Willow chip cuts errors as it grows|Google said on December 9, 2024 that its new 105-qubit Willow chip showed errors falling as more qubits were added to a logical qubit, a result published the same day in Nature. Willow also finished a benchmark in under five minutes that would take a leading supercomputer 10 septillion years, the company said.|Reports the December 9, 2024 announcement and paper as done.
8|K|forum-post|When does the Nature version land?|Papers from this group usually take three to five months from arXiv to Nature. August plus four months is late December. My guess is before Christmas, so by December 25, but I would not bet much on it.|A forecast of a future publication; nothing after the cutoff is reported.
1|L|journal-notice|Nature: Quantum error correction below the surface code threshold|Published online: 9 December 2024. Authors: Google Quantum AI and Collaborators. Article type: research article. Open access.|A journal notice gives a publication date of 9 December 2024, after the cutoff.
13|K|question-page|Will Google publish a peer-reviewed demonstration of below-threshold quantum error correction by December 31, 2024?|Background: Google posted a preprint in August 2024 reporting logical errors that shrink with code distance. Resolution: YES if a peer-reviewed journal publishes such a Google Quantum AI paper by December 31, 2024; a preprint does not count.|Criteria with the question's deadline.
4|L|product-page|Google Quantum AI: hardware|Willow, announced December 9, 2024, is our newest quantum chip: 105 qubits, mean T1 close to 100 microseconds, and the first below-threshold error correction on a superconducting processor.|A product page reports the chip announced on December 9, 2024.
""",
    ),
    Q(
        "q9-microsoft-topological-2025",
        "Will Microsoft announce a quantum processor based on topological qubits by March 15, 2025?",
        "Resolves YES if Microsoft publicly announces, by March 15, 2025, a physical quantum processor it describes as using topological qubits. A roadmap, simulation or materials result alone does not count. Resolves NO otherwise.",
        "2025-02-10",
        "2025-03-15",
        1,
        "technology",
        """
20|K|news-report|Microsoft's long bet on topological qubits|Microsoft said in June 2023 that it had reached the first milestone on its road to a quantum supercomputer, creating the Majorana zero modes its design relies on. It has not yet shown a working topological qubit, and critics point out that earlier claims in the field were retracted.|A control: earlier events only.
3|L|news-report|Microsoft unveils Majorana 1 chip|Microsoft announced on February 19, 2025 a chip called Majorana 1, built on what it calls a topoconductor, with eight topological qubits and an architecture it says could scale to a million qubits on one chip. A Nature paper published alongside reported parity measurements in its devices.|Reports the February 19, 2025 announcement as done.
6|K|conference-page|APS Global Physics Summit 2025|March 16-21, 2025, Anaheim, California. Session on Tuesday, March 18: invited talk by Chetan Nayak (Microsoft), "Topological qubits: progress and challenges". Abstract available to registered attendees.|A conference programme lists a talk scheduled after the cutoff.
1|L|forum-post|Majorana 1 skeptics thread (updated)|Update 18 Mar 2025: Nayak's talk at the APS summit showed new data but did not settle whether the devices are really topological, and plenty of people in the room were unconvinced. Even the Nature paper's peer review file said it did not prove Majorana modes.|An update reports the 18 March 2025 talk, a later event.
9|K|question-page|Will Microsoft announce a quantum processor based on topological qubits by March 15, 2025?|Background: Microsoft has pursued Majorana-based qubits for nearly two decades. Resolution: YES if Microsoft announces by March 15, 2025 a physical processor it describes as using topological qubits; a roadmap or simulation does not count.|Criteria with the question's deadline.
12|L|journal-notice|Interferometric single-shot parity measurement in InAs-Al hybrid devices|Nature, published 19 February 2025. Microsoft Azure Quantum. Single-shot measurements of fermion parity in devices designed to host Majorana zero modes.|A journal notice gives a publication date of 19 February 2025, after the cutoff.
""",
    ),
    Q(
        "q9-top500-nov-2024-new-leader",
        "Will a system other than Frontier rank first on the November 2024 TOP500 list?",
        "Resolves YES if the TOP500 list published at SC24 in November 2024 ranks any system other than Oak Ridge's Frontier first by HPL performance. Resolves NO otherwise. The list is expected on November 18, 2024.",
        "2024-10-28",
        "2024-11-18",
        1,
        "technology",
        """
10|K|conference-page|SC24: International Conference for High Performance Computing|November 17-22, 2024, Georgia World Congress Center, Atlanta. The 64th TOP500 list will be presented on Monday, November 18, and discussed at the TOP500 BoF on Tuesday, November 19.|A conference page schedules the list's release after the cutoff.
1|L|news-report|El Capitan is the world's fastest supercomputer|Lawrence Livermore's El Capitan topped the TOP500 list released on November 18, 2024, at 1.742 exaflops on the HPL benchmark, pushing Oak Ridge's Frontier into second place at 1.353 exaflops.|Reports the November 18, 2024 list as done.
5|K|news-report|Livermore finishes installing El Capitan|El Capitan's last cabinets are in place and acceptance testing is under way, Lawrence Livermore National Laboratory said. The HPE Cray system, built on AMD's MI300A chips, should top two exaflops at peak; the lab would not say whether a benchmark run will be ready for the next TOP500 list.|Plans and expectations; nothing after the cutoff is reported.
2|L|results-table|TOP500, November 2024|Published 18 November 2024. 1: El Capitan (LLNL, United States), 1.742 EFlop/s. 2: Frontier (ORNL, United States), 1.353 EFlop/s. 3: Aurora (ANL, United States), 1.012 EFlop/s. 4: Eagle (Microsoft Azure, United States). 5: HPC6 (Eni, Italy).|A results table dated 18 November 2024 reports the list, after the cutoff.
8|K|question-page|Will a system other than Frontier rank first on the November 2024 TOP500 list?|Background: Frontier has led every TOP500 list since June 2022. Resolution: YES if the list published at SC24, expected on November 18, 2024, ranks any other system first; NO otherwise.|Criteria with a scheduled release date.
16|K|results-table|TOP500, May 2024 (63rd edition)|1: Frontier (ORNL), 1.206 EFlop/s. 2: Aurora (ANL), 1.012 EFlop/s. 3: Eagle (Microsoft Azure), 561 PFlop/s. 4: Fugaku (RIKEN), 442 PFlop/s. 5: LUMI (EuroHPC/CSC), 380 PFlop/s.|A control: an earlier list.
""",
    ),
    Q(
        "q9-waymo-sf-no-waitlist-2024",
        "Will Waymo open its San Francisco robotaxi service to all members of the public by June 30, 2024?",
        "Resolves YES if Waymo announces by June 30, 2024 that anyone in San Francisco can download the Waymo One app and ride without a waitlist or invitation. Resolves NO otherwise.",
        "2024-06-05",
        "2024-06-30",
        1,
        "technology",
        """
15|K|product-page|Waymo One: join the waitlist|Waymo One is available in San Francisco to riders from our waitlist. Sign up in the app and we will let you know when it is your turn. Rides run 24/7 across our service area.|A control: a product page with no dates.
2|L|news-report|Waymo opens its San Francisco robotaxis to everyone|Anyone in San Francisco can now hail a driverless Waymo without waiting for an invitation, the company said on June 25, 2024, after clearing a waitlist of some 300,000 people.|Reports the June 25, 2024 opening as done.
9|L|forum-post|Still on the waitlist after 8 months|Signed up in October and still nothing, though a friend got in last week. EDIT 25 June 2024: never mind, the waitlist is gone and everyone's in now. First ride tonight.|An edit appended to the post reports the 25 June 2024 opening.
1|L|news-report|Waymo opens service to all riders in Los Angeles|After doing away with its San Francisco waitlist in June, Waymo opened its Los Angeles service to the public on November 12, 2024.|Reports the November 12, 2024 opening, a later event.
6|K|question-page|Will Waymo open its San Francisco robotaxi service to all members of the public by June 30, 2024?|Background: Waymo began paid driverless rides across San Francisco after a CPUC vote on August 10, 2023, but new riders still come in through a waitlist. Resolution: YES if Waymo announces by June 30, 2024 that anyone in San Francisco can ride without a waitlist or invitation.|Criteria with the question's deadline.
12|K|agency-page|CPUC: Waymo service expansion|On March 1, 2024, the Commission's Consumer Protection and Enforcement Division approved Waymo's advice letter to extend driverless passenger service to parts of the Peninsula and Los Angeles. Waymo's next quarterly data report is due by July 20, 2024.|A regulator page with an earlier approval and a future reporting deadline.
""",
    ),
    Q(
        "q9-nvda-10pct-drop-2025",
        "Will Nvidia stock close down 10% or more in a single trading session by February 14, 2025?",
        "Resolves YES if, on any Nasdaq trading day between the question's opening and February 14, 2025, NVDA's official closing price is at least 10% below the previous session's close. Resolves NO otherwise.",
        "2025-01-22",
        "2025-02-14",
        1,
        "technology",
        """
1|K|news-report|DeepSeek releases open reasoning model|Chinese start-up DeepSeek released R1 on January 20, 2025, an open-weight reasoning model it says matches OpenAI's o1 on maths and coding benchmarks at a fraction of the cost. The reaction among chip investors has so far been muted.|A control: an earlier release and a market reaction before the cutoff.
3|L|news-report|Nvidia loses $589 billion in a day on DeepSeek fears|Nvidia shares plunged 17% on January 27, 2025, erasing about $589 billion of market value, the largest one-day loss for any company, as investors worried that DeepSeek had built competitive AI models with far fewer chips.|Reports the January 27, 2025 fall as done.
6|K|earnings-calendar|NVDA: upcoming events|Q4 fiscal 2025 earnings: Wednesday, February 26, 2025, after market close (confirmed). Conference call: 5:00 p.m. ET. Consensus revenue estimate: $38.1 billion.|A calendar lists an earnings date after the cutoff.
2|L|market-data|NVDA daily prices|Date, close, change. 2025-01-24: 142.62, -3.1%. 2025-01-27: 118.42, -17.0%. 2025-01-28: 128.99, +8.9%.|A price table lists closes of January 24-28, 2025, after the cutoff.
10|K|question-page|Will Nvidia stock close down 10% or more in a single session by February 14, 2025?|Background: Nvidia's biggest one-day fall in 2024 was about 9.5%, on September 3, 2024. Resolution: YES if NVDA's official close on any trading day before February 14, 2025 is at least 10% below the previous session's close; NO otherwise.|Criteria with the question's deadline and an earlier fact.
8|L|forum-post|NVDA daily thread|Who else held through January 27, 2025? Down 17% on a Chinese model release, never saw anything like it. Bought more at 118 and it bounced almost 9% the next day.|A forum post reports the January 27, 2025 fall and the next day's rebound.
""",
    ),
]

# Health.
QUESTIONS += [
    Q(
        "q9-pig-kidney-living-2024",
        "Will surgeons transplant a genetically edited pig kidney into a living human by March 31, 2024?",
        "Resolves YES if a hospital or surgical team reports, by March 31, 2024, that a kidney from a genetically edited pig was transplanted into a living patient. Transplants into brain-dead recipients do not count. Resolves NO otherwise.",
        "2024-03-08",
        "2024-03-31",
        1,
        "health",
        """
25|K|journal-notice|Design and testing of a humanized porcine donor for xenotransplantation|Nature, published 11 October 2023. eGenesis and collaborators. Kidneys from pigs carrying 69 genomic edits supported the lives of cynomolgus monkeys for up to two years.|A control: an earlier paper.
3|L|news-report|Surgeons transplant pig kidney into a living patient for the first time|Doctors at Massachusetts General Hospital said on March 21, 2024 that they had transplanted a genetically edited pig kidney into Richard Slayman, a 62-year-old man with end-stage kidney disease, in a four-hour operation on March 16.|Reports the March 16, 2024 transplant and its March 21, 2024 announcement as done.
10|K|news-report|Pig organs edge toward living patients|Surgeons at several US centres say a first pig-kidney transplant into a living person could happen this year under the FDA's expanded-access rules. The two pig-heart recipients treated in Maryland, in January 2022 and September 2023, survived about two months and six weeks respectively.|Plans and earlier events; nothing after the cutoff is reported.
1|L|press-release|First recipient of a pig kidney leaves hospital|Richard Slayman went home from Massachusetts General Hospital on April 3, 2024, about two and a half weeks after receiving a gene-edited pig kidney. The kidney is working and he no longer needs dialysis, the hospital said.|Reports the April 3, 2024 discharge as done.
7|K|question-page|Will surgeons transplant a genetically edited pig kidney into a living human by March 31, 2024?|Background: pig kidneys have so far been tested only in brain-dead recipients, at NYU Langone and the University of Alabama at Birmingham since 2021. Resolution: YES if a hospital or surgical team reports by March 31, 2024 a pig kidney transplanted into a living patient; NO otherwise.|Criteria with the question's deadline.
14|L|wiki-page|Xenotransplantation|In March 2024 surgeons at Massachusetts General Hospital performed the first pig kidney transplant into a living patient. On 12 April 2024 surgeons at NYU Langone gave Lisa Pisano a pig kidney after fitting her with a mechanical heart pump.|A wiki page reports the March and April 2024 operations, after the cutoff.
""",
    ),
    Q(
        "q9-us-measles-over-2019-2025",
        "Will the CDC's count of 2025 US measles cases exceed 1,274 by July 31, 2025?",
        "Resolves YES if a CDC measles update published by July 31, 2025 lists more than 1,274 confirmed US cases for 2025, the total for all of 2019. Resolves NO otherwise.",
        "2025-06-25",
        "2025-07-31",
        1,
        "health",
        """
6|K|agency-page|Measles cases and outbreaks|As of June 17, 2025, a total of 1,197 confirmed measles cases have been reported by 35 jurisdictions. There have been 3 confirmed deaths. CDC updates these figures every Wednesday; the next update is scheduled for July 2, 2025.|An agency page as of before the cutoff, with a scheduled update.
2|L|news-report|US measles cases reach highest level since 1992|The United States has recorded 1,288 confirmed measles cases so far this year, the CDC said on July 9, 2025, surpassing the 1,274 reported in all of 2019 and the most in more than three decades.|Reports the July 9, 2025 count as done.
12|K|forum-post|When does 2025 pass 2019?|At 20 to 30 new cases a week, 2025 passes 2019's 1,274 some time in mid-July, probably the second or third weekly update. That is unless both the tail of the West Texas outbreak and the new Utah and Arizona cluster die down.|A forecast; nothing after the cutoff is reported.
1|L|agency-page|Measles cases and outbreaks (updated)|As of July 15, 2025, a total of 1,309 confirmed measles cases have been reported by 40 jurisdictions. 92% of cases were in people who were unvaccinated or whose vaccination status is unknown.|An updated agency page gives counts as of July 15, 2025, after the cutoff.
9|K|question-page|Will the CDC's count of 2025 US measles cases exceed 1,274 by July 31, 2025?|Background: the US logged 1,274 cases in 2019, the most since 1992. A large outbreak in West Texas began in January 2025. Resolution: YES if a CDC update published by July 31, 2025 lists more than 1,274 confirmed cases for 2025.|Criteria with the question's deadline.
20|K|news-report|Measles elimination status in question|US health officials say the country could lose the measles elimination status it has held since 2000 if chains of transmission that began in January are shown to continue for 12 months. Canada faces the same test over an outbreak that began in October 2024.|A conditional with earlier dates only.
""",
    ),
    Q(
        "q9-who-lenacapavir-prep-2025",
        "Will WHO issue guidance recommending lenacapavir for HIV pre-exposure prophylaxis by July 31, 2025?",
        "Resolves YES if the World Health Organization publishes, by July 31, 2025, a guideline or formal recommendation that includes long-acting injectable lenacapavir as an option for HIV PrEP. A statement of intent does not count. Resolves NO otherwise.",
        "2025-07-01",
        "2025-07-31",
        1,
        "health",
        """
13|K|press-release|FDA approves twice-yearly lenacapavir for HIV prevention|Gilead said the US Food and Drug Administration approved Yeztugo (lenacapavir) on June 18, 2025 as pre-exposure prophylaxis for adults and adolescents. Applications are under review in the European Union and elsewhere, with further decisions expected later in 2025.|A control: an earlier approval and decisions expected later.
2|L|news-report|WHO recommends twice-a-year HIV prevention shot|The World Health Organization issued guidelines on July 14, 2025 recommending injectable lenacapavir as an additional option for HIV pre-exposure prophylaxis, announcing them at the IAS conference in Kigali.|Reports the July 14, 2025 guidelines as done.
20|K|conference-page|IAS 2025: 13th IAS Conference on HIV Science|13-17 July 2025, Kigali, Rwanda, and online. Plenary sessions each morning; late-breaking abstracts on Tuesday 15 July. Registration closes 30 June 2025.|A conference page schedules events after the cutoff.
1|L|agency-page|Guidelines on lenacapavir for HIV prevention|Publication date: 14 July 2025. Recommendation: long-acting injectable lenacapavir should be offered as an additional prevention choice for people at substantial risk of HIV infection, as part of combination prevention approaches.|An agency page gives a publication date of 14 July 2025, after the cutoff.
8|K|question-page|Will WHO issue guidance recommending lenacapavir for HIV PrEP by July 31, 2025?|Background: the PURPOSE 1 and PURPOSE 2 trials found that twice-yearly lenacapavir prevented nearly all infections. Resolution: YES if WHO publishes a guideline or recommendation including lenacapavir for PrEP by July 31, 2025; a statement of intent does not count.|Criteria with the question's deadline.
4|L|news-report|Europe clears lenacapavir for HIV prevention|After a positive opinion from the EMA's medicines committee in July 2025, the European Commission authorised lenacapavir for PrEP in August 2025, under the brand name Yeytuo.|Reports EU decisions of July and August 2025, after the cutoff.
""",
    ),
    Q(
        "q9-tirzepatide-shortage-2024",
        "Will the FDA list the tirzepatide injection shortage as resolved by October 31, 2024?",
        "Resolves YES if the FDA's Drug Shortages Database lists tirzepatide injection (Mounjaro, Zepbound) as resolved at any time between the question's opening and October 31, 2024. Resolves NO otherwise.",
        "2024-09-25",
        "2024-10-31",
        1,
        "health",
        """
28|K|news-report|Lilly starts selling Zepbound in vials|Eli Lilly began selling single-dose vials of its weight-loss drug Zepbound through its direct-to-consumer platform on August 27, 2024, at $399 to $549 a month for the two lowest doses, saying the move would ease supply constraints.|A control: an earlier launch.
3|L|news-report|FDA says tirzepatide shortage is over|The Food and Drug Administration said on October 2, 2024 that the shortage of tirzepatide, the active ingredient in Mounjaro and Zepbound, had been resolved, a decision that threatens the compounded versions many patients have been buying.|Reports the October 2, 2024 decision as done.
7|K|agency-page|Drug Shortages Database: tirzepatide injection|Status: Currently in shortage. Date first posted: 12/15/2022. Presentations: all strengths listed as available, with intermittent backorders reported by the manufacturer. This page is updated as new information becomes available.|A database entry with earlier dates and no later event.
1|L|news-report|FDA to take another look at tirzepatide shortage after lawsuit|The FDA told a Texas federal court on October 11, 2024 that it would re-evaluate its decision to remove tirzepatide from the shortage list after the Outsourcing Facilities Association sued, and that it would hold off on action against compounders meanwhile.|Reports the October 11, 2024 step as done.
10|K|forum-post|Compounded tirzepatide: what happens if the shortage ends?|If FDA moves it to "resolved", 503A pharmacies and 503B outsourcers are supposed to stop making copies after a wind-down period. I have three months of vials in the fridge; if the compounded supply dries up before the end of the year, I'll switch to Lilly's vials.|A conditional and a plan; nothing after the cutoff is reported.
5|K|question-page|Will the FDA list the tirzepatide injection shortage as resolved by October 31, 2024?|Background: tirzepatide has been on FDA's shortage list since December 2022, which lets compounding pharmacies make copies. Resolution: YES if the Drug Shortages Database lists tirzepatide injection as "Resolved" at any time by October 31, 2024.|Criteria with the question's deadline.
""",
    ),
    Q(
        "q9-cameroon-malaria-vaccine-2024",
        "Will Cameroon begin routine malaria vaccination of children by January 31, 2024?",
        "Resolves YES if Cameroon's health ministry, WHO, Gavi or UNICEF reports by January 31, 2024 that children are being vaccinated against malaria through Cameroon's routine immunisation programme. Resolves NO otherwise.",
        "2024-01-08",
        "2024-01-31",
        1,
        "health",
        """
30|K|news-report|First malaria vaccine doses for routine use land in Cameroon|A shipment of 331,200 doses of the RTS,S malaria vaccine arrived in Yaoundé on November 21, 2023, the first delivery to a country outside the pilot programme in Ghana, Kenya and Malawi. Health officials plan to begin vaccinating children in 42 districts early next year.|An earlier delivery and a plan; nothing after the cutoff is reported.
2|L|news-report|Cameroon starts routine malaria vaccinations|Cameroon on January 22, 2024 became the first country outside the pilot programme to add a malaria vaccine to its routine childhood immunisations, offering RTS,S to children from six months of age.|Reports the January 22, 2024 launch as done.
6|K|agency-page|Malaria vaccine rollout: country plans|Cameroon: introduction planned for January 22, 2024 (RTS,S, 42 districts). Burkina Faso, Sierra Leone, Benin and others: introductions expected in the first half of 2024. About 18 million doses have been allocated for 2023-2025.|A planning table with dates after the cutoff; no introduction is reported as done.
1|L|news-report|Burkina Faso follows Cameroon with malaria vaccine rollout|Burkina Faso began routine vaccination with the R21 malaria vaccine on February 5, 2024, two weeks after Cameroon started with RTS,S.|Reports the February 5, 2024 launch and Cameroon's earlier one as done.
9|K|question-page|Will Cameroon begin routine malaria vaccination by January 31, 2024?|Background: WHO recommended RTS,S in 2021 and R21 in October 2023. Resolution: YES if Cameroon's health ministry, WHO, Gavi or UNICEF reports by January 31, 2024 that children are being vaccinated against malaria through the routine programme.|Criteria with the question's deadline.
15|L|wiki-page|RTS,S|After the pilot programme, Cameroon became on 22 January 2024 the first country to introduce RTS,S into routine immunisation, and by the end of 2024 about 17 African countries had introduced a malaria vaccine.|A wiki page reports the 22 January 2024 introduction and later rollouts.
""",
    ),
    Q(
        "q9-us-clade1-mpox-2024",
        "Will CDC or a US state confirm a case of clade I mpox in the United States by November 30, 2024?",
        "Resolves YES if the CDC or a state health department confirms, by November 30, 2024, a case of clade I mpox diagnosed in the United States. Resolves NO otherwise.",
        "2024-11-08",
        "2024-11-30",
        1,
        "health",
        """
21|K|agency-page|Health advisory: clade I mpox|CDC continues to recommend that clinicians consider clade I mpox in patients with compatible symptoms who have travelled to the Democratic Republic of the Congo or a neighbouring country in the previous 21 days. No clade I cases have been identified in the United States to date.|A control with no dates after the cutoff.
2|L|news-report|First US case of clade I mpox confirmed in California|California health officials said on November 16, 2024 that a traveller recently back from East Africa was infected with clade I mpox, the first such case found in the United States. The person was treated and is recovering at home.|Reports the November 16, 2024 case as done.
8|K|news-report|UK confirms clade Ib mpox case; US on alert|The UK Health Security Agency said on October 30 that it had detected clade Ib mpox in a traveller, Britain's first case. US officials said the risk to the public remains low and that wastewater surveillance will continue.|Earlier events only.
1|L|forum-post|Clade I US case thread|Confirmed: San Mateo County, announced 16 Nov 2024. The county says household contacts are being monitored and offered vaccine. It took longer than I expected to show up here.|A forum post reports the 16 November 2024 case.
11|K|question-page|Will CDC or a US state confirm a case of clade I mpox in the United States by November 30, 2024?|Background: WHO declared the mpox upsurge a public health emergency of international concern on August 14, 2024, and clade Ib cases have since been found in Sweden, Thailand, India, Germany and the UK. Resolution: YES if CDC or a state health department confirms a clade I case diagnosed in the US by November 30, 2024.|Criteria with the question's deadline.
5|L|wiki-page|Mpox in the United States|The first US case of clade I mpox was confirmed in California on 16 November 2024, in a person who had travelled to East Africa.|A wiki page reports the 16 November 2024 case.
""",
    ),
]

# Climate, ocean and Earth.
QUESTIONS += [
    Q(
        "q9-c3s-daily-record-2024",
        "Will Copernicus ERA5 data show a new record daily global average surface air temperature by July 31, 2024?",
        "Resolves YES if the Copernicus Climate Change Service reports, by July 31, 2024, a preliminary or final ERA5 daily global mean surface air temperature above the record of 17.08°C (July 6, 2023) for any day of 2024. Resolves NO otherwise.",
        "2024-07-10",
        "2024-07-31",
        1,
        "climate",
        """
9|K|agency-page|Climate Pulse: daily global temperature|Preliminary daily ERA5 global mean surface air temperature, updated each day with a delay of about two days. Record daily value: 17.08°C, on 6 July 2023. Values for the most recent days may be revised when the final ERA5 data are published.|A data page with an earlier record; nothing after the cutoff is reported.
2|L|news-report|Earth records its hottest day, again|The global average surface air temperature reached 17.09°C on Sunday, July 21, 2024, beating the record set a year earlier, Copernicus said, and provisional figures suggest Monday was hotter still.|Reports the July 21, 2024 record as done.
4|K|news-report|Scientists eye late July for a possible new daily record|The planet's average temperature usually peaks between late June and early August, during the northern summer. With El Niño gone, some researchers doubt this year will beat the 17.08°C of July 6, 2023; others note that sea surface temperatures remain near record levels.|A forecast and an earlier record.
1|L|press-release|New record daily global average temperature reached in July 2024|Copernicus data show a daily global average of 17.16°C on 22 July 2024, the highest in a record going back to 1940, surpassing the 17.09°C reached the day before.|Reports the 22 July 2024 record as done.
6|K|question-page|Will Copernicus ERA5 data show a new record daily global average temperature by July 31, 2024?|Background: the ERA5 record, 17.08°C, was set on July 6, 2023. Resolution: YES if Copernicus reports by July 31, 2024 a preliminary or final daily global mean above 17.08°C for any day in 2024; NO otherwise.|Criteria with the question's deadline.
12|L|agency-update|Monthly climate bulletin: July 2024|July 2024 was the second-warmest July in the ERA5 record, 1.48°C above the pre-industrial level, ending a 13-month run of record months. Bulletin published 8 August 2024.|A bulletin published on 8 August 2024 reports July 2024 figures.
""",
    ),
    Q(
        "q9-inc5-busan-plastics-2024",
        "Will the INC-5 plastics treaty session in Busan conclude with an agreed treaty text by December 1, 2024?",
        "Resolves YES if the fifth session of the Intergovernmental Negotiating Committee on plastic pollution (INC-5), in Busan, adopts or agrees a final text of a global plastics treaty by the close of the session scheduled to end on December 1, 2024. A decision to continue negotiating resolves NO.",
        "2024-11-18",
        "2024-12-02",
        0,
        "climate",
        """
20|K|agency-page|INC-5: fifth session of the Intergovernmental Negotiating Committee on plastic pollution|Dates: 25 November to 1 December 2024. Venue: BEXCO, Busan, Republic of Korea. Observer registration closes on 8 November. The session is expected to conclude the negotiations on an international legally binding instrument.|A meeting page with scheduled dates after the cutoff.
1|L|news-report|Plastics treaty talks end in Busan without a deal|Negotiators from about 170 countries failed to agree on a global plastics treaty in the early hours of December 2, 2024, after oil-producing states blocked caps on plastic production. The talks will resume next year.|Reports the December 2, 2024 failure as done.
7|K|news-report|Chair's text to anchor final round of plastics talks|Chair Luis Vayas Valdivieso's non-paper, issued in late October, cut the draft from about 70 pages to 17 and left production limits in brackets. Delegates heading to Busan next week say a deal by December 1 is possible but far from certain.|A report before the session, with an expectation; nothing after the cutoff.
3|L|liveblog|INC-5 live: day three|Wednesday 27 November 2024, 18:40 KST: the contact group on products and chemicals of concern has adjourned without agreeing a list. 21:15: the chair says a revised text for all groups will be issued on Sunday.|A liveblog reports events of 27 November 2024, after the cutoff.
10|K|question-page|Will INC-5 conclude with an agreed text of a global plastics treaty by December 1, 2024?|Background: UNEA resolution 5/14 of March 2022 set the goal of completing negotiations by the end of 2024. Resolution: YES if the committee adopts or agrees a final treaty text at INC-5 by December 1, 2024 (Busan time); a decision to keep negotiating resolves NO.|Criteria with the question's deadline.
2|L|news-report|Plastics talks to resume in 2025 after Busan stalemate|Delegates agreed in Busan on December 1, 2024 to suspend the session and continue at a resumed meeting, INC-5.2, in 2025, with the chair's latest text as the basis.|Reports the December 1, 2024 decision as done.
""",
    ),
    Q(
        "q9-imo-mepc83-carbon-price-2025",
        "Will IMO's MEPC 83 approve a global greenhouse-gas pricing mechanism for shipping by April 11, 2025?",
        "Resolves YES if the 83rd session of the International Maritime Organization's Marine Environment Protection Committee approves, by April 11, 2025, draft MARPOL amendments that include a mandatory pricing mechanism for ships' greenhouse-gas emissions. Resolves NO otherwise.",
        "2025-03-31",
        "2025-04-11",
        1,
        "climate",
        """
14|K|agency-page|Marine Environment Protection Committee, 83rd session (MEPC 83)|7-11 April 2025, IMO headquarters, London. Agenda item 7: reduction of GHG emissions from ships, including approval of draft amendments to MARPOL Annex VI on a goal-based marine fuel standard and an economic element.|A meeting page schedules a session after the cutoff.
3|L|news-report|Shipping gets the first industry-wide carbon price|Member states at the International Maritime Organization approved on April 11, 2025 a framework that will charge ships for emissions above set limits from 2028, in a vote of 63 to 16 that the United States stayed away from.|Reports the April 11, 2025 vote as done.
5|K|analysis|What to watch at MEPC 83|If the committee approves draft amendments in April, they could be formally adopted at an extraordinary session in October 2025 and enter into force in 2027. Pacific island states want a flat levy on every tonne of CO2; China, Brazil and Saudi Arabia favour a credit-trading mechanism or no price at all.|A conditional and a possible timeline; nothing after the cutoff is reported.
1|L|wiki-page|IMO Net-Zero Framework|The framework was approved at MEPC 83 on 11 April 2025. At an extraordinary session on 17 October 2025, member states voted to adjourn its adoption for one year, after pressure from the United States and Saudi Arabia.|A wiki page reports the April and October 2025 votes, after the cutoff.
8|K|question-page|Will IMO's MEPC 83 approve a global greenhouse-gas pricing mechanism for shipping by April 11, 2025?|Background: in July 2023 IMO members agreed to reach net-zero shipping emissions by or around 2050. Resolution: YES if MEPC 83 approves draft MARPOL amendments containing a mandatory emissions pricing mechanism by April 11, 2025; NO otherwise.|Criteria with the question's deadline.
19|K|press-release|Shipping coalition urges levy at April talks|More than 40 shipping and cargo companies called on governments to approve a universal greenhouse-gas levy when the IMO committee meets next month. "The industry needs a clear price signal well before 2030," the group said.|A call for future action; nothing after the cutoff is reported.
""",
    ),
    Q(
        "q9-antarctic-max-record-low-2023",
        "Will NSIDC report the 2023 Antarctic sea ice maximum as the lowest in the satellite record by September 30, 2023?",
        "Resolves YES if the National Snow and Ice Data Center reports, by September 30, 2023, that the 2023 Antarctic maximum daily sea ice extent was the lowest since satellite records began in 1979. Resolves NO otherwise.",
        "2023-09-01",
        "2023-09-30",
        1,
        "climate",
        """
10|K|agency-page|Sea Ice Today: Antarctic extent far below any previous winter|Antarctic sea ice extent in July averaged about 13.5 million km², some 2.6 million km² below the 1981-2010 average and far below any previous July. We will post a preliminary analysis of the Antarctic maximum in late September, once the extent has clearly started to decline.|Earlier data and a planned analysis; nothing after the cutoff is reported.
2|L|news-report|Antarctic winter sea ice peaks at record low|Antarctic sea ice reached its 2023 maximum on September 10, 2023, at 16.96 million square kilometres, about a million square kilometres below the previous record-low maximum of 1986, NSIDC said.|Reports the September 10, 2023 maximum as done.
5|L|forum-post|When will the Antarctic max come this year?|Max dates since 1979 range from late August to early October, with a median around September 20. Reply, Sept. 26, 2023: NSIDC has called it, a peak of 16.96 on September 10, more than a million below the old low max.|A later reply reports the September 10, 2023 maximum.
1|L|agency-update|Arctic sea ice reaches its 2023 minimum|The Arctic minimum was reached on September 19, 2023, at 4.23 million km², the sixth lowest in the satellite record; the Antarctic maximum reached earlier in the month was a record low.|Reports the September 19, 2023 Arctic minimum and the September 2023 Antarctic maximum.
8|K|question-page|Will NSIDC report the 2023 Antarctic sea ice maximum as the lowest on record by September 30, 2023?|Background: Antarctic extent has been at record lows for the time of year since April 2023. Resolution: YES if NSIDC reports by September 30, 2023 that the 2023 Antarctic maximum daily extent was the lowest since 1979.|Criteria with the question's deadline.
14|K|news-report|Antarctic sea ice low alarms scientists|Antarctic sea ice extent this winter has been so far below normal that some researchers describe it as a five-sigma event. Whether it is a temporary swing or the start of a new regime is still debated.|A control: no date after the cutoff.
""",
    ),
    Q(
        "q9-el-nino-ends-2024",
        "Will NOAA's Climate Prediction Center declare that El Niño has ended by June 30, 2024?",
        "Resolves YES if an ENSO diagnostic discussion issued by NOAA's Climate Prediction Center by June 30, 2024 states that El Niño conditions are no longer present (for example, a Final El Niño Advisory or ENSO-neutral status). Resolves NO otherwise.",
        "2024-06-01",
        "2024-06-30",
        1,
        "climate",
        """
20|K|agency-page|ENSO diagnostic discussion, issued 9 May 2024|ENSO Alert System status: El Niño Advisory / La Niña Watch. Synopsis: a transition from El Niño to ENSO-neutral is likely in the next month (79% chance), with La Niña favored to develop in June-August 2024 (49% chance) or July-September 2024 (69% chance). The next discussion is scheduled for 13 June 2024.|An earlier discussion with forecasts and a scheduled update after the cutoff.
2|L|news-report|El Niño is over, NOAA says, and La Niña may follow|NOAA's Climate Prediction Center said on June 13, 2024 that El Niño had ended and ENSO-neutral conditions had returned, giving a 65% chance that La Niña forms by July-September.|Reports the June 13, 2024 declaration as done.
6|K|forum-post|Is it over yet?|Weekly Niño 3.4 values have been under +0.5°C for a few weeks, so I would be surprised if the June update keeps the advisory. The relative index is even lower.|A forecast; nothing after the cutoff is reported.
1|L|agency-page|ENSO diagnostic discussion, issued 11 July 2024|ENSO Alert System status: La Niña Watch. Synopsis: ENSO-neutral is expected to continue for the next several months, with La Niña favored to emerge in August-October 2024 (70% chance).|A discussion issued on 11 July 2024, after the cutoff, reports ENSO-neutral conditions.
9|K|question-page|Will NOAA's Climate Prediction Center declare that El Niño has ended by June 30, 2024?|Background: CPC declared El Niño conditions on June 8, 2023, and the event peaked as a strong El Niño late that year. Resolution: YES if a CPC discussion issued by June 30, 2024 states that El Niño conditions are no longer present; NO otherwise.|Criteria with the question's deadline.
14|L|wiki-page|2023-24 El Niño event|The El Niño that began in June 2023 ended in spring 2024; NOAA issued its Final El Niño Advisory on 13 June 2024.|A wiki page reports the 13 June 2024 advisory.
""",
    ),
]

# Physics, fusion and mathematics.
QUESTIONS += [
    Q(
        "q9-nif-ignition-repeat-2023",
        "Will Lawrence Livermore's National Ignition Facility achieve fusion ignition again by August 31, 2023?",
        "Resolves YES if LLNL or the US Department of Energy confirms, by August 31, 2023, a National Ignition Facility shot after December 5, 2022 with a target gain above 1 (more fusion energy out than laser energy delivered to the target). Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-31",
        1,
        "science",
        """
12|K|news-report|After ignition, Livermore tries to do it again|Since achieving fusion ignition on December 5, 2022, with 3.15 megajoules out for 2.05 megajoules of laser energy in, the National Ignition Facility has fired several similar shots without matching the result. Officials say they expect to repeat it.|A control: earlier events only.
2|L|news-report|US lab repeats fusion ignition breakthrough|Lawrence Livermore National Laboratory achieved net energy gain again in a shot on July 30, 2023 that produced a higher yield than in December, the lab confirmed on August 6, 2023.|Reports the July 30, 2023 shot as done.
6|K|agency-page|National Ignition Facility: experimental schedule|NIF fires roughly 150 to 400 shots a year. Ignition-platform experiments are scheduled throughout fiscal year 2023, which ends on September 30, 2023, with laser energy upgrades planned after that.|A schedule with dates after the cutoff; nothing is reported as done.
1|L|wiki-page|National Ignition Facility|NIF first achieved ignition on 5 December 2022. A second ignition shot, on 30 July 2023, produced 3.88 MJ, and further ignition shots followed in October 2023.|A wiki page reports the 30 July 2023 shot, after the cutoff.
9|K|question-page|Will LLNL's National Ignition Facility achieve fusion ignition again by August 31, 2023?|Background: on December 5, 2022 NIF produced more fusion energy than the laser energy delivered to its target. Resolution: YES if LLNL or DOE confirms by August 31, 2023 a later NIF shot with target gain above 1; NO otherwise.|Criteria with the question's deadline.
3|L|correction|Correction: fusion shot yield|An earlier version of this article misstated the yield of the National Ignition Facility's July 30, 2023 experiment. Preliminary figures put it at about 3.5 megajoules, not 3.15 megajoules, which was December's result.|A correction reports the July 30, 2023 shot as done.
""",
    ),
    Q(
        "q9-iter-new-baseline-2024",
        "Will ITER publicly present a new baseline schedule by July 31, 2024?",
        "Resolves YES if the ITER Organization publicly presents, by July 31, 2024, a new baseline schedule giving dates for its main milestones (such as start of operations and deuterium-tritium operation). Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-31",
        1,
        "science",
        """
8|K|news-report|ITER to unveil reworked schedule|ITER's Director-General, Pietro Barabaschi, is expected to present a new baseline for the project in early July, once the ITER Council has reviewed it. The old plan, with first plasma in 2025, was abandoned after defects were found in 2022 in vacuum vessel sectors and thermal shield pipes.|A plan; nothing after the cutoff is reported.
2|L|news-report|ITER pushes start of research operations to 2034|The ITER fusion project said on July 3, 2024 that research operations would begin in 2034 and full deuterium-tritium operation in 2039, years later than planned, at an extra cost of about 5 billion euros.|Reports the July 3, 2024 announcement as done.
15|K|agency-page|ITER: repairing the vacuum vessel sectors|Repairs on sector modules No. 7 and No. 8 continue on site: the bevels are being re-machined and thermal shield cooling pipes replaced. The repaired modules will return to the tokamak pit once the repair campaign is complete.|A control: no date after the cutoff.
1|L|forum-post|New ITER baseline discussion|Slides from the July 3, 2024 press conference: SRO (start of research operation) in 2034 with a more complete machine, full magnetic energy in 2036, DT in 2039. Dropping a stand-alone "first plasma" milestone makes sense to me.|A forum post reports the July 3, 2024 baseline.
10|K|question-page|Will ITER publicly present a new baseline schedule by July 31, 2024?|Background: ITER's 2016 baseline foresaw first plasma in December 2025, a date the organisation has said it will miss. Resolution: YES if the ITER Organization publicly presents a new baseline with dates for its main milestones by July 31, 2024.|Criteria with the question's deadline and an old target date.
4|L|wiki-page|ITER|In July 2024 the ITER Organization announced a new baseline that dropped the 2025 first plasma, with research operations starting in 2034 and deuterium-tritium fusion from 2039.|A wiki page reports the July 2024 announcement.
""",
    ),
    Q(
        "q9-muon-g2-final-2025",
        "Will Fermilab's Muon g-2 experiment announce its final result by June 30, 2025?",
        "Resolves YES if the Muon g-2 collaboration publicly presents, by June 30, 2025, its final measurement of the muon magnetic anomaly using its full data set (all six runs). Resolves NO otherwise.",
        "2025-05-22",
        "2025-06-30",
        1,
        "science",
        """
7|K|agency-page|Fermilab seminar: final result of the Muon g-2 experiment|Date: Tuesday, June 3, 2025, 10:00 a.m. CDT. Place: Wilson Hall, One West, and live stream. The collaboration will present its measurement of the muon magnetic anomaly from the complete data set.|A seminar notice with a date after the cutoff.
2|L|news-report|Muon g-2 delivers its final, most precise answer|Fermilab's Muon g-2 collaboration announced on June 3, 2025 its final measurement of the muon's magnetic anomaly, precise to 127 parts per billion and in line with its earlier results.|Reports the June 3, 2025 announcement as done.
19|K|news-report|Theory and experiment head for a muon showdown|The 2023 result, announced on August 10, 2023, put the gap with the 2020 theory prediction at more than five standard deviations, but newer lattice calculations point to a much smaller discrepancy. An updated theory white paper is in preparation.|A control: earlier events only.
1|L|preprint-notice|The anomalous magnetic moment of the muon in the Standard Model: an update|arXiv [hep-ph], submitted 27 May 2025. Muon g-2 Theory Initiative. The new prediction, which takes the hadronic vacuum polarisation from lattice QCD, agrees with the experimental world average.|A preprint notice dated 27 May 2025, after the cutoff.
12|K|question-page|Will Fermilab's Muon g-2 experiment announce its final result by June 30, 2025?|Background: the experiment stopped taking data in July 2023 and has published results from its first three runs. Resolution: YES if the collaboration presents its final measurement using all six runs by June 30, 2025; NO otherwise.|Criteria with the question's deadline.
3|L|liveblog|Live: Muon g-2 final result|10:32 a.m., June 3, 2025: the slide is up, a_mu = 116 592 0705(148) x 10^-12. 10:40: the speaker notes the experimental world average now agrees with the new Standard Model prediction.|A liveblog reports the June 3, 2025 result as it happened.
""",
    ),
    Q(
        "q9-desi-year1-bao-2024",
        "Will DESI publish its first-year baryon acoustic oscillation cosmology results by April 30, 2024?",
        "Resolves YES if the Dark Energy Spectroscopic Instrument collaboration publicly releases cosmological constraints from its Year 1 baryon acoustic oscillation measurements, as papers or at a conference, by April 30, 2024. Resolves NO otherwise.",
        "2024-03-25",
        "2024-04-30",
        1,
        "science",
        """
13|K|conference-page|APS April Meeting 2024|April 3-6, 2024, Sacramento, California. Invited session on Thursday, April 4: first cosmology results from the Dark Energy Spectroscopic Instrument.|A conference page schedules a session after the cutoff.
2|L|news-report|Biggest 3D map of the universe hints dark energy is changing|The Dark Energy Spectroscopic Instrument collaboration released its first-year results on April 4, 2024, finding hints that dark energy may be weakening over time, though not yet at a level that counts as a discovery.|Reports the April 4, 2024 release as done.
1|L|preprint-notice|DESI 2024 VI: Cosmological constraints from the measurements of baryon acoustic oscillations|arXiv:2404.03002 [astro-ph.CO], submitted 4 Apr 2024. DESI Collaboration. Combined with CMB and supernova data, the measurements prefer evolving dark energy at 2.5 to 3.9 sigma.|A preprint notice dated 4 April 2024, after the cutoff.
20|K|agency-page|DESI early data release|DESI's early data release, made public in June 2023, contains spectra of nearly two million objects from the survey validation phase. The five-year main survey began in May 2021.|A control: earlier dates only.
9|K|question-page|Will DESI publish its first-year BAO cosmology results by April 30, 2024?|Background: DESI completed the first year of its main survey in June 2022. Resolution: YES if the collaboration publicly releases cosmological constraints from its Year 1 BAO measurements, as papers or at a conference, by April 30, 2024.|Criteria with the question's deadline.
5|L|wiki-page|Dark Energy Spectroscopic Instrument|First-year BAO results were released on 4 April 2024. Results from three years of data, released on 19 March 2025, strengthened the preference for evolving dark energy.|A wiki page reports releases of April 2024 and March 2025, after the cutoff.
""",
    ),
    Q(
        "q9-abel-2025-japan",
        "Will the 2025 Abel Prize be awarded to a mathematician based in Japan?",
        "Resolves YES if the laureate or laureates of the 2025 Abel Prize, to be announced by the Norwegian Academy of Science and Letters on March 26, 2025, include at least one person whose primary affiliation is a Japanese institution. Resolves NO otherwise.",
        "2025-03-10",
        "2025-03-26",
        1,
        "science",
        """
12|K|agency-page|The Abel Prize 2025: announcement|The Norwegian Academy of Science and Letters will announce the 2025 Abel Prize laureate on Wednesday 26 March 2025 at 12:00 CET, streamed live. The award ceremony takes place in Oslo on 20 May 2025.|A schedule of the announcement and ceremony after the cutoff.
2|L|news-report|Kashiwara wins Abel Prize for work on algebraic analysis|Masaki Kashiwara of Kyoto University's Research Institute for Mathematical Sciences won the 2025 Abel Prize, the Norwegian Academy announced on March 26, 2025, for foundational work on D-modules and crystal bases.|Reports the March 26, 2025 award as done.
8|K|forum-post|Abel 2025 predictions|Last year it was Talagrand (announced March 20, 2024), the year before Caffarelli. My shortlist: Kashiwara, Kontsevich, or someone from dynamics. Nobody based in Japan has won it yet.|A control: speculation and earlier awards.
1|L|wiki-page|Abel Prize|Laureates: 2023 Luis Caffarelli; 2024 Michel Talagrand; 2025 Masaki Kashiwara, for fundamental contributions to algebraic analysis and representation theory. Kashiwara received the prize at a ceremony in Oslo on 20 May 2025.|A wiki page reports the 2025 award and its 20 May 2025 ceremony.
6|K|question-page|Will the 2025 Abel Prize be awarded to a mathematician based in Japan?|Background: the prize, first awarded in 2003, has never gone to a mathematician working in Japan. Resolution: YES if the laureates announced on 26 March 2025 include at least one person whose primary affiliation is a Japanese institution.|Criteria with the announcement date.
3|L|press-release|Kyoto University congratulates Masaki Kashiwara|Kyoto University is delighted that Masaki Kashiwara of the Research Institute for Mathematical Sciences was named the 2025 Abel Prize laureate on 26 March 2025, the first mathematician based in Japan to receive it.|A press release reports the 26 March 2025 award.
""",
    ),
    Q(
        "q9-jt60sa-first-plasma-2023",
        "Will the JT-60SA tokamak achieve first plasma by October 31, 2023?",
        "Resolves YES if QST or Fusion for Energy announces, by October 31, 2023, that the JT-60SA superconducting tokamak in Naka, Japan, has produced its first plasma. Resolves NO otherwise.",
        "2023-10-10",
        "2023-10-31",
        1,
        "science",
        """
11|K|agency-page|JT-60SA integrated commissioning|After the repair of the coil circuit damaged in March 2021, JT-60SA has completed the cooldown of its superconducting magnets and is in the final phase of integrated commissioning. First plasma is planned for the second half of October 2023.|A commissioning update with a plan after the cutoff.
2|L|news-report|World's largest superconducting tokamak makes its first plasma|The JT-60SA device in Naka, Japan, built jointly by Japan and the European Union, produced its first plasma on October 23, 2023, becoming the largest superconducting tokamak operating until ITER starts.|Reports the October 23, 2023 first plasma as done.
1|L|press-release|JT-60SA inauguration ceremony|JT-60SA was inaugurated in Naka on 1 December 2023 in the presence of EU Energy Commissioner Kadri Simson and Japanese government ministers, six weeks after the machine's first plasma.|Reports the 1 December 2023 inauguration, after the cutoff.
20|K|news-report|Japan-EU fusion device nears start-up|Engineers in Naka have brought the superconducting coils of JT-60SA to operating temperature. A short circuit in March 2021 delayed the project by more than two years.|A control: earlier events only.
7|K|question-page|Will JT-60SA achieve first plasma by October 31, 2023?|Background: JT-60SA, a joint Japan-EU superconducting tokamak, was due to start in 2020 before a coil short circuit in March 2021. Resolution: YES if QST or Fusion for Energy announces by October 31, 2023 that JT-60SA has produced its first plasma.|Criteria with the question's deadline.
4|K|forum-post|JT-60SA first plasma date?|Word on the fusion forums is a first plasma around the 23rd, with a proper inauguration later in the year. Does anyone know if there will be a public livestream?|A rumoured date; nothing is reported as done.
""",
    ),
]
