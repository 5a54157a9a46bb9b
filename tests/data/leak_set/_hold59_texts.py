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
