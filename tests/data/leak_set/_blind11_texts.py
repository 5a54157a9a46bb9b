# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind11` part, read by `build_blind11.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind for
this set on science, health, climate, weather and space events; see `build_blind11.py` and the
README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "ln11-ingenuity-first-flight-2021",
        "Will NASA's Ingenuity helicopter make its first powered flight on Mars by April 30, 2021?",
        "Resolves YES if NASA confirms that Ingenuity lifted off the Martian surface under its own power on or before April 30, 2021. Resolves NO otherwise.",
        "2021-04-05",
        "2021-04-30",
        1,
        "space",
        """
3|K|mission-timeline|Ingenuity Mars Helicopter: flight campaign timeline|Sol 43 (April 3, 2021): helicopter released from the rover belly and standing on Jezero's floor. Next: first night alone on the surface, blade unlock and a slow spin test. First flight attempt: no earlier than April 11, 2021, with data expected on Earth the following day. The campaign window is 30 sols.|A timeline whose flight item is a plan.
1|L|encyclopedia-entry|Ingenuity (helicopter)|Ingenuity made the first powered, controlled flight on another planet on 19 April 2021, rising about 3 metres and hovering for 39.1 seconds before landing. The attempt had slipped from April 11 after a watchdog timer ended a high-speed spin test early; a second flight followed on April 22, 2021.|Reports the April 19 and April 22, 2021 flights as done.
6|K|science-news|A helicopter on Mars, if the night doesn't kill it|The 1.8-kilogram craft must first survive nights that fall to about minus 90 Celsius on its own battery. If it does, engineers plan up to five flights in a month, the first no earlier than April 11, 2021 and the last by early May 2021, each one more ambitious. "Every step from here is a first," the project manager told reporters.|Conditions and plans for future flights.
2|L|agency-social-post|@NASAJPL (archived thread)|Wheels down for the rotorcraft team: altimeter data confirm Ingenuity flew on Monday, April 19, 2021. Sol 58. Next up, a higher hop. The first black-and-white image from its navigation camera shows its own shadow on the sand.|Reports the April 19, 2021 flight as done.
4|K|press-briefing-advisory|Media advisory: Ingenuity pre-flight briefing|Reporters may join a teleconference on Friday, April 9, at 1 p.m. EDT, on the helicopter's first flight attempt. Live coverage of the data downlink will begin at about 3:30 a.m. EDT on April 12. Times are subject to change.|Announces a briefing and future coverage.
1|L|press-briefing-advisory|Media advisory: Ingenuity pre-flight briefing (updated)|Original: first flight no earlier than April 11, with coverage from 3:30 a.m. EDT on April 12. UPDATE: the helicopter flew on April 19, 2021; a post-flight briefing was held at 2 p.m. EDT that day, and the fourth flight is planned for April 29.|A preview with an appended report of the April 19, 2021 flight.
""",
    ),
    Q(
        "ln11-zhurong-landing-2021",
        "Will China's Tianwen-1 mission land its rover on the surface of Mars by June 15, 2021?",
        "Resolves YES if the China National Space Administration confirms that the Tianwen-1 lander carrying the Zhurong rover reached the Martian surface intact on or before June 15, 2021. Resolves NO otherwise.",
        "2021-05-10",
        "2021-06-15",
        1,
        "space",
        """
8|K|science-news|China's orbiter surveys Utopia Planitia ahead of a landing try|Tianwen-1 entered Mars orbit on February 10, 2021 and has been mapping the southern Utopia Planitia site since. Officials have said only that the landing will be tried between mid-May and June; no Chinese craft has ever attempted it, and the descent takes about nine minutes.|An earlier fact and a planned window.
3|L|encyclopedia-entry|Zhurong (rover)|Zhurong is China's first Mars rover. Its lander touched down in Utopia Planitia on 15 May 2021 (Beijing time), making China the second country to operate a rover on Mars, and the rover drove down its ramp on 22 May 2021.|Reports the May 15 and May 22, 2021 events as done.
5|K|explainer|How China will land on Mars|The sequence: separation from the orbiter, entry at about 4.8 km per second, a parachute, then a powered descent with a hover for hazard avoidance at about 100 metres. State media have said the attempt is expected in "the middle of May", possibly as early as May 15, 2021, if the weather in orbit allows.|Describes a planned landing.
1|L|science-news|State media: China lands on Mars on first try|The lander touched down at 7:18 a.m. Beijing time on May 15, 2021, after a descent the agency called "nine minutes of terror"; a photo from the rover's obstacle camera was released on May 19, 2021.|Reports the May 15, 2021 landing as done.
10|K|conference-programme|Lunar and Planetary Science sessions (virtual)|Session 612, Mars missions of the 2020 window: Hope orbiter first results; Tianwen-1 orbit insertion and landing site selection; Perseverance in Jezero. Posters remain online until the end of March.|A programme listing earlier work.
""",
    ),
    Q(
        "ln11-jwst-launch-2021",
        "Will the James Webb Space Telescope launch by December 31, 2021?",
        "Resolves YES if the Ariane 5 carrying the James Webb Space Telescope lifts off from Kourou on or before December 31, 2021 (UTC). Resolves NO otherwise.",
        "2021-12-05",
        "2021-12-31",
        1,
        "space",
        """
4|K|launch-manifest|Arianespace manifest, end of 2021|VA256: James Webb Space Telescope, Ariane 5 ECA, target no earlier than December 22, 2021, after the clamp-band incident review. Launch window 12:20 to 12:52 UTC. The next Ariane 5 after VA256 is planned for 2022.|A launch target on a manifest.
2|L|science-news|Webb is finally on its way|After years of delays, Webb rose from Kourou on Christmas morning, December 25, 2021, at 12:20 UTC. The last two slips, first to Dec. 24 for a data-cable problem and then a day more for high winds, were announced on December 14 and December 21.|Reports the December 25, 2021 launch and the later slips.
9|K|explainer|The 29 days after launch|If Webb leaves on schedule, the sunshield will unfold in the first week and the mirror wings about two weeks after launch. Arrival at L2 is planned roughly a month out, and the first science images about six months after that, in June or July 2022.|Plans conditional on a launch.
1|L|caption|Photo caption (wire archive)|The Ariane 5 rocket carrying the James Webb Space Telescope lifts off from Europe's Spaceport in Kourou, French Guiana, Saturday, Dec. 25, 2021. The telescope separated from the upper stage about 27 minutes later.|Reports the December 25, 2021 launch.
6|K|agency-bulletin|Webb launch update|Following a sudden release of a clamp band that secures Webb to the launch vehicle adapter, additional testing has been completed. NASA and Arianespace are now targeting Wednesday, Dec. 22, 2021 for launch. Coverage begins at 6 a.m. EST on NASA TV.|A new launch target.
3|L|agency-bulletin|Webb launch update (corrected)|Correction: an earlier version of this post gave the launch date as December 22. NASA and Arianespace moved the target to December 24 and then to Dec. 25, 2021, when Webb launched at 7:20 a.m. EST.|A corrected post reporting the December 25, 2021 launch.
""",
    ),
    Q(
        "ln11-starliner-oft2-dock-2022",
        "Will Boeing's CST-100 Starliner dock with the International Space Station during Orbital Flight Test 2 by May 31, 2022?",
        "Resolves YES if the uncrewed Starliner spacecraft on Orbital Flight Test 2 docks with the ISS on or before May 31, 2022. Resolves NO otherwise.",
        "2022-05-05",
        "2022-05-31",
        1,
        "space",
        """
3|K|launch-manifest|Cape Canaveral launch schedule (unofficial)|May 19, 6:54 p.m. EDT, Atlas V N22, SLC-41: Starliner OFT-2, uncrewed test to the ISS; docking about 24 hours after launch. Backup: May 20. Also on the list: Falcon 9 Starlink batches most weeks.|A scheduled launch on a manifest.
1|L|encyclopedia-entry|Boe-OFT 2|Boe-OFT 2 lifted off on 19 May 2022 and docked to the forward port of the station's Harmony module on 20 May 2022, about an hour late. It undocked on 25 May 2022 and landed at White Sands the same day.|Reports the May 2022 launch, docking and landing.
12|K|science-news|Boeing's second try, nine months after the valve problem|When Starliner was rolled back in August 2021, 13 oxidizer valves were found stuck. Boeing says it has changed the seals and purge procedures; if OFT-2 goes well, a crewed test could follow as early as December 2022.|Earlier facts and a conditional plan.
2|L|press-release|Boeing statement on OFT-2|Starliner completed its docking at 8:28 p.m. EDT on May 20, 2022, after two thrusters failed during the orbital insertion burn on May 19. Crew members aboard the station opened the hatch the next day.|Reports the May 19 and 20, 2022 events.
6|K|press-briefing-advisory|NASA sets coverage for Starliner test|NASA will host a prelaunch news conference no earlier than 1 p.m. on May 17, 2022. Launch coverage starts at 6 p.m. EDT on May 19; docking coverage begins about 3:30 p.m. on May 20.|A schedule of coverage.
4|L|science-news|Starliner back on the ground|The capsule touched down at White Sands Space Harbor on Wednesday, May 25, 2022 at 4:49 p.m. MDT, closing a six-day test in which it reportedly docked about an hour behind schedule on May 20.|Reports the May 20 and 25, 2022 events.
""",
    ),
    Q(
        "ln11-dart-impact-2022",
        "Will NASA's DART spacecraft impact the asteroid Dimorphos by September 30, 2022?",
        "Resolves YES if NASA confirms that the Double Asteroid Redirection Test spacecraft struck Dimorphos on or before September 30, 2022. Resolves NO otherwise.",
        "2022-09-12",
        "2022-09-30",
        1,
        "space",
        """
5|K|mission-timeline|DART mission timeline|Launch: November 24, 2021 (UTC), Falcon 9, Vandenberg. LICIACube release: about ten days before impact. Impact: September 26, 2022, 7:14 p.m. EDT. Ground-based measurement of the orbit change: weeks to months after impact.|A timeline whose impact item is a plan.
2|L|agency-bulletin|DART impact changed asteroid's motion|Observations since the collision of September 26, 2022 show the period of Dimorphos around Didymos fell from 11 hours 55 minutes to 11 hours 23 minutes, the agency said on October 11, 2022. The mission's minimum for success was 73 seconds.|Reports the September 26, 2022 impact and the October 11, 2022 result.
8|K|explainer|What happens when you hit an asteroid on purpose|The 570-kilogram spacecraft will steer itself into the moonlet at about 6 km per second in its last four hours before the collision set for September 26, 2022. Scientists expect the orbit to shorten by several minutes, but the amount of debris could change that.|Describes a planned impact.
1|L|agency-social-post|@NASA (archived)|IMPACT. The last full image from DRACO shows boulders on Dimorphos seconds before the signal stopped at 7:14 p.m. EDT, Sept. 26, 2022. Humanity's first planetary defense test is complete.|Reports the September 26, 2022 impact as done.
3|K|press-briefing-advisory|Coverage for DART's final approach|Live coverage on NASA TV begins at 6 p.m. EDT on Monday, Sept. 26, 2022, with the impact expected at 7:14 p.m. A post-impact news conference is scheduled no earlier than 8 p.m.|Announces coverage of a future event.
4|L|conference-programme|DPS 2022 late-breaking session (programme as printed)|Monday, October 3, 2022, 16:00: DART impact results. Speakers summarized the collision of 26 September 2022, the ejecta plume seen by LICIACube and the first light curves from Chile and South Africa.|A programme entry that reports the September 26, 2022 impact as done.
""",
    ),
    Q(
        "ln11-h3-tf1-orbit-2023",
        "Will JAXA's H3 rocket reach orbit on its first test flight by March 15, 2023?",
        "Resolves YES if the H3 Test Flight 1 (H3 TF1) places its payload, the ALOS-3 satellite, into orbit on or before March 15, 2023 (JST). Resolves NO otherwise.",
        "2023-02-10",
        "2023-03-15",
        0,
        "space",
        """
4|K|launch-manifest|Tanegashima launch plan|H3 Test Flight 1, carrying the Advanced Land Observing Satellite ALOS-3, is planned for mid-February 2023 from Yoshinobu Launch Complex, window about 10:37 to 14:00 JST. A reserve period runs to March 31, 2023.|A launch plan with a reserve period.
1|L|science-news|H3 fails on second attempt; ALOS-3 lost|JAXA sent a destruct command after the second stage engine did not ignite on March 7, 2023, about 14 minutes into the flight. Three weeks earlier, on Feb. 17, 2023, the first attempt had ended on the pad when the solid boosters did not light.|Reports the February 17 and March 7, 2023 events.
9|K|explainer|Why Japan is building the H3|The H3 is meant to halve the cost of an H-IIA launch, to about 5 billion yen, by using a simpler LE-9 engine and automotive-grade parts. The test flight was pushed back from 2020 after cracks were found in the engine's turbopump.|Background with earlier facts.
2|L|encyclopedia-entry|H3 (rocket)|The maiden flight, on 7 March 2023, failed when the second stage did not ignite, and the rocket and ALOS-3 were destroyed. The second flight succeeded on 17 February 2024.|Reports the March 2023 failure and the February 2024 flight.
6|K|agency-bulletin|Notice on the launch of H3 TF1|The launch date will be fixed after final checks and weather review and announced at least three days in advance. Viewing areas on Tanegashima will open from 7 a.m. on the day. The reserve period ends on March 31, 2023.|A future announcement and arrangements.
""",
    ),
    Q(
        "ln11-hakuto-r-landing-2023",
        "Will ispace's HAKUTO-R Mission 1 lander make a soft landing on the Moon by April 30, 2023?",
        "Resolves YES if ispace confirms that its Mission 1 lander touched down intact on the lunar surface and communicated afterwards, on or before April 30, 2023. Resolves NO otherwise.",
        "2023-04-05",
        "2023-04-30",
        0,
        "space",
        """
6|K|press-release|ispace: Mission 1 enters lunar orbit|The lander reached a circular lunar orbit on March 21, 2023 after a 100-day low-energy transfer. The company said its landing attempt at Atlas crater is targeted for no earlier than April 25, 2023, around 16:40 UTC, with a livestream starting an hour before.|An earlier fact and a landing target.
2|L|science-news|Japanese lander lost in final descent|ispace said on April 26, 2023 that it had lost contact with the lander just before its planned touchdown the previous day. A later review concluded the altitude estimate went wrong after the craft passed over a crater rim, and it ran out of propellant.|Reports the April 25-26, 2023 failure.
11|K|explainer|What rides on HAKUTO-R|The lander carries the UAE's Rashid rover and a small transformable ball robot from JAXA. If it succeeds, ispace will be the first private company to land on the Moon; two more missions are planned for 2024 and 2025.|Conditional and future plans.
1|L|encyclopedia-entry|HAKUTO-R Mission 1|Launched on 11 December 2022 aboard a Falcon 9, the lander crashed during its landing attempt on 25 April 2023; Tokyo-listed ispace shares had more than doubled after its IPO earlier that month.|Reports the April 25, 2023 crash.
4|K|agency-social-post|@ispace_inc|Countdown to landing. Descent begins about one hour before touchdown. Join our global livestream on April 25, 2023 (UTC) / April 26 (JST). Thank you to everyone who has supported Mission 1 since launch.|Announces a future livestream.
""",
    ),
    Q(
        "ln11-luna25-landing-2023",
        "Will Russia's Luna 25 lander make a soft landing on the Moon by August 31, 2023?",
        "Resolves YES if Roscosmos confirms that Luna 25 landed intact on the lunar surface on or before August 31, 2023. Resolves NO otherwise.",
        "2023-08-08",
        "2023-08-31",
        0,
        "space",
        """
3|K|launch-manifest|Vostochny: Soyuz-2.1b / Fregat, Luna 25|Launch set for 11 August 2023 at 02:10:57 Moscow time. Flight to the Moon: about five days; lunar orbit: three to seven days; landing near Boguslavsky crater targeted for 21 August 2023. Residents of a village downrange will be moved for the morning.|A launch and landing plan.
1|L|science-news|Roscosmos: Luna 25 has crashed|Russia's first Moon mission in 47 years ended on August 19, 2023, when a thruster firing meant to lower its orbit ran far longer than planned and the probe hit the surface, the agency said the next day, August 20, 2023.|Reports the August 19-20, 2023 loss.
7|K|explainer|A race to the south pole?|Luna 25 and India's Chandrayaan-3 may arrive within days of each other. The Russian lander, lighter and on a more direct path, could touch down first if it launches as planned; it is to study polar soil for water ice for a year.|Conditional expectations.
2|L|encyclopedia-entry|Luna 25|Luna 25 launched on 11 August 2023 and entered lunar orbit on 16 August 2023. It crashed on 19 August 2023 after a failed orbit-lowering manoeuvre, two days before its planned landing.|Reports the August 2023 launch and crash.
5|K|agency-bulletin|Notice to residents of Shakhtinsky|On the morning of the launch, residents will be evacuated from about 3 a.m. until the all-clear, as a rocket stage is expected to fall in the area. Buses leave from the school. The launch is scheduled for August 11, 2023; the date will be confirmed by the district.|Arrangements for a future launch.
""",
    ),
    Q(
        "ln11-osiris-rex-capsule-2023",
        "Will the OSIRIS-REx sample return capsule land on Earth by September 30, 2023?",
        "Resolves YES if NASA confirms that the OSIRIS-REx sample return capsule landed on Earth on or before September 30, 2023. Resolves NO otherwise.",
        "2023-09-05",
        "2023-09-30",
        1,
        "space",
        """
4|K|mission-timeline|Return day timeline (all times MDT)|4:42 a.m. capsule release, 63,000 miles out; 8:42 a.m. atmospheric entry at 27,650 mph; 8:44 drogue chute; 8:46 main chute; 8:55 a.m. touchdown at the Utah Test and Training Range, Sunday, Sept. 24, 2023. A go/no-go decision for release comes about 40 hours earlier.|A timeline for a future landing.
1|L|science-news|Bennu sample lands in the Utah desert|The capsule landed at 8:52 a.m. MDT on Sept. 24, 2023, a few minutes early, and was flown by helicopter to a clean room. When the lid came off on Sept. 26, black dust was found outside the sample canister itself.|Reports the September 24 and 26, 2023 events.
9|K|science-news|A seven-year trip ends with a parachute|The spacecraft grabbed material from Bennu in October 2020 and left in May 2021. After dropping the capsule it will fire its engines to head for Apophis, which it is due to reach in 2029, under a new name.|Earlier facts and future plans.
2|L|agency-social-post|@NASA (archived)|Touchdown! Asteroid sample is on Earth. The capsule landed on target on Sunday, Sept. 24, 2023. See you in Houston, where the sample will be unveiled on Oct. 11.|Reports the September 24, 2023 landing.
6|K|embargo-notice|Media credentialing: OSIRIS-REx return|Applications for on-site coverage at the Department of Defense range close on August 18. Imagery from the recovery will be released under embargo after the capsule is secured. A curation news conference is planned for October 11, 2023 at Johnson.|Deadlines and planned events.
3|L|encyclopedia-entry|OSIRIS-REx|The mission returned about 121.6 grams of material from Bennu. Its capsule landed on 24 September 2023; two stuck fasteners kept part of the canister closed until January 2024.|Reports the September 2023 landing and a later event.
""",
    ),
    Q(
        "ln11-psyche-launch-2023",
        "Will NASA's Psyche mission launch by October 31, 2023?",
        "Resolves YES if the Psyche spacecraft lifts off on a Falcon Heavy on or before October 31, 2023 (EDT). Resolves NO otherwise.",
        "2023-09-25",
        "2023-10-31",
        1,
        "space",
        """
5|K|launch-manifest|Kennedy Space Center schedule|Oct. 5, 2023, 10:38 a.m. EDT: Falcon Heavy, Psyche, LC-39A. Period extends to Oct. 25, 2023. Also listed: Starlink missions from SLC-40 and the Crew-7 return. Dates change often; check the range notices.|A scheduled launch on a manifest.
2|L|science-news|Psyche leaves for a metal world|The Falcon Heavy lifted off at 10:19 a.m. EDT on Oct. 13, 2023, a day late because of weather, and eight days after the original date. NASA had moved the launch to Oct. 12 to review temperature limits for the nitrogen cold-gas thrusters.|Reports the October 13, 2023 launch.
12|K|explainer|Why Psyche missed 2022|An independent review found the flight software was not ready for testing in time, and the mission lost its 2022 window. Under the new plan the spacecraft would arrive at the asteroid in August 2029, after a Mars flyby in 2026.|Earlier facts and a planned arrival.
1|L|agency-bulletin|Psyche mission blog|Psyche's solar arrays are deployed and the spacecraft is in good health after launch on Friday, Oct. 13, 2023. In November 2023 its laser communications test sent data back from nearly 10 million miles.|Reports the launch and a later test.
8|K|press-briefing-advisory|NASA sets Psyche launch coverage|Coverage begins at 9:45 a.m. EDT on Thursday, Oct. 5, 2023. Prelaunch news conferences will take place on Oct. 3. Accredited media must arrive at the press site by 6 a.m.|Announces future coverage.
""",
    ),
    Q(
        "ln11-vulcan-first-launch-2024",
        "Will United Launch Alliance's Vulcan Centaur make its first launch by January 31, 2024?",
        "Resolves YES if the first Vulcan Centaur rocket lifts off from Cape Canaveral on or before January 31, 2024, whatever the fate of its payloads. Resolves NO otherwise.",
        "2024-01-02",
        "2024-01-31",
        1,
        "space",
        """
6|K|launch-manifest|Cert-1 status|Vulcan Cert-1 with Astrobotic's Peregrine lunar lander. Target: Monday, Jan. 8, 2024, 2:18 a.m. EST, SLC-41. Backups on Jan. 9, 10 and 11. The Christmas Eve date was dropped to allow more time for pad tests.|A launch target and backups.
2|L|science-news|Vulcan's debut goes well; Peregrine does not|The new rocket performed as planned on January 8, 2024, but a propellant leak on the lander made a Moon landing impossible. Astrobotic steered Peregrine back toward Earth, where it burned up over the South Pacific on January 18, 2024.|Reports the January 8 and 18, 2024 events.
10|K|explainer|What Vulcan replaces|The rocket is to take over from Atlas V and Delta IV Heavy, using Blue Origin's BE-4 engines. A second certification flight carrying Dream Chaser is meant to follow, after which the Space Force can assign national security missions.|Background and future plans.
1|L|encyclopedia-entry|Vulcan Centaur|Vulcan Centaur made its maiden flight on 8 January 2024 from Cape Canaveral, placing Peregrine on a translunar trajectory.|Reports the January 8, 2024 launch.
3|K|agency-social-post|@ulalaunch|Launch readiness review complete for #VulcanCert1. Weather officers forecast 85% favorable for our window on Jan. 8, 2024. Join us at 1:30 a.m. ET for the webcast.|A future launch and forecast.
""",
    ),
    Q(
        "ln11-blue-ghost-landing-2025",
        "Will Firefly Aerospace's Blue Ghost Mission 1 lander touch down on the Moon by March 15, 2025?",
        "Resolves YES if Firefly or NASA confirms that Blue Ghost landed upright and operating on the lunar surface on or before March 15, 2025. Resolves NO otherwise.",
        "2025-02-10",
        "2025-03-15",
        1,
        "space",
        """
4|K|mission-timeline|Blue Ghost Mission 1: Ghost Riders in the Sky|Launched January 15, 2025 on a Falcon 9 rideshare. Earth orbit: about 25 days. Lunar transit: 4 days. Lunar orbit: about 16 days. Landing in Mare Crisium near Mons Latreille targeted for early March 2025, followed by about 14 days of surface operations.|A timeline with future items.
1|L|science-news|Firefly's Blue Ghost lands upright|Blue Ghost touched down at 3:34 a.m. CST on March 2, 2025 in Mare Crisium, the first commercial lander to reach the Moon fully intact and upright. Four days later, on March 6, 2025, Intuitive Machines' second lander came down on its side.|Reports the March 2 and 6, 2025 landings.
9|K|science-news|Two private landers, one rocket|The Falcon 9 that left Florida in mid-January carried both Blue Ghost and ispace's Resilience lander, which is taking a longer path and is not due at the Moon until late spring. NASA has ten instruments on Blue Ghost under its CLPS programme.|Earlier facts and a future arrival.
2|L|agency-social-post|@Firefly_Space|Blue Ghost captured the Earth eclipsing the Sun from the Moon on March 14, 2025, two days before the lander's mission ended with the lunar sunset.|Reports March 2025 events as done.
6|K|press-briefing-advisory|NASA to cover Blue Ghost landing|NASA will provide live coverage of the landing, with the broadcast starting about 75 minutes before touchdown. The date will be set after lunar orbit insertion, expected on Feb. 13, 2025.|Planned coverage and a future maneuver.
""",
    ),
    Q(
        "ln11-crew9-return-2025",
        "Will NASA astronauts Butch Wilmore and Suni Williams return to Earth by March 31, 2025?",
        "Resolves YES if Wilmore and Williams splash down or land on Earth on or before March 31, 2025, on any vehicle. Resolves NO otherwise.",
        "2025-02-25",
        "2025-03-31",
        1,
        "space",
        """
3|K|agency-bulletin|NASA, SpaceX adjust Crew-10 launch|NASA and SpaceX are targeting no earlier than March 12, 2025 for Crew-10, using a previously flown Dragon. After a handover of several days, Crew-9, including Wilmore and Williams, is planned to return to Earth, weather permitting.|A launch target and a planned return.
1|L|science-news|Stranded no more: Wilmore and Williams home|Crew-9's Dragon splashed down off Tallahassee at 5:57 p.m. EDT on March 18, 2025, ending a stay that began with the Starliner test launch in June 2024 and lasted 286 days. Crew-10 had launched on March 14, 2025 after a scrub two days earlier.|Reports the March 14 and 18, 2025 events.
10|K|explainer|Why it took nine months|NASA decided in August 2024 to return Starliner empty, and Crew-9 flew with two seats open in September. The new Dragon for Crew-10 then slipped to spring, which is why the return moved from February to about mid-March.|Earlier facts and a planned return.
2|L|caption|Photo caption|Dolphins circle the SpaceX Dragon capsule Freedom shortly after splashdown in the Gulf of America on Tuesday, March 18, 2025.|Reports the March 18, 2025 splashdown.
6|K|agency-social-post|@Space_Station|Expedition 72 update: the crew continued spacewalk preparations and science. Crew-10 launch coverage will begin about four hours before liftoff; NASA will share return plans for Crew-9 after docking. Crew-10 is targeted for March 12, 2025.|Future plans.
""",
    ),
    Q(
        "ln11-canada-heat-record-2021",
        "Will a weather station in Canada record a temperature above 45.0 C, the national record set in 1937, by July 15, 2021?",
        "Resolves YES if Environment and Climate Change Canada reports a temperature above 45.0 C at any station in Canada on or before July 15, 2021. Resolves NO otherwise.",
        "2021-06-20",
        "2021-07-15",
        1,
        "weather",
        """
2|K|agency-advisory|Special weather statement, southern interior|A prolonged and dangerous heat wave will begin on Friday, June 25, 2021. Daytime highs of 35 to 40 are forecast, with little relief overnight. Records are likely to fall for many communities. The statement will be updated Monday morning.|A forecast and a future update.
1|L|science-news|Lytton hits 49.6 C|The village of Lytton, B.C., set a Canadian record for a third straight day at 49.6 C on June 29, 2021, after 46.6 on June 27 and 47.9 the day after. On June 30, 2021 a wildfire destroyed most of the village.|Reports the June 27-30, 2021 records and fire.
8|K|explainer|Canada's hottest day on record|The national record of 45.0 C was set at Midale and Yellow Grass, Saskatchewan, on July 5, 1937. Forecasters say an upper ridge building over the Pacific Northwest next week could bring temperatures not seen in the region in decades.|An earlier fact and a forecast.
4|L|encyclopedia-entry|2021 Western North America heat wave|The heat wave peaked in late June 2021 and caused hundreds of sudden deaths in British Columbia; Lytton reached 49.6 C on 29 June 2021, the highest temperature ever recorded in Canada.|Reports the June 2021 heat wave.
6|K|local-news|Cooling centres to open in Kamloops|The city will open cooling centres at two recreation halls from Friday if the forecast holds. Officials asked residents to check on elderly neighbours. "We have never planned for 40 degrees," one councillor said.|A plan conditional on a forecast.
""",
    ),
    Q(
        "ln11-uk-40c-2022",
        "Will a UK weather station record a temperature of 40.0 C or higher by July 31, 2022?",
        "Resolves YES if the Met Office reports a temperature of at least 40.0 C at any UK station on or before July 31, 2022. Resolves NO otherwise.",
        "2022-07-11",
        "2022-07-31",
        1,
        "weather",
        """
3|K|agency-advisory|Met Office: extreme heat possible early next week|A hot air mass from the continent may bring temperatures in the high 30s to parts of England on Monday and Tuesday, July 18-19, 2022. Our ensemble shows a small chance of 40 C somewhere. The next update is at 11 a.m. tomorrow.|A forecast with future dates.
1|L|science-news|UK passes 40 C for the first time|Coningsby in Lincolnshire reached a provisional 40.3 C on Tuesday, July 19, 2022, breaking the 2019 record of 38.7 C at Cambridge, the Met Office said. Dozens of stations topped the old record, and several London fires broke out the same afternoon.|Reports the July 19, 2022 record.
7|K|explainer|Has the UK ever hit 40 C?|No. The record is 38.7 C, set at Cambridge Botanic Garden on 25 July 2019. A 2020 study put the chance of a 40 C day in any given year at about 1 in 100 to 1 in 300 under current conditions.|Earlier facts and odds.
2|L|agency-social-post|@metoffice (archived)|A red warning for extreme heat is in place for Monday and Tuesday. UPDATE: a new UK record of 40.3 C was provisionally observed at Coningsby on 19 July 2022.|A warning with an appended record.
5|K|local-news|Lincolnshire farmers brace for a scorcher|Farmers say they will start harvest at dawn next week if the forecast holds. The county council will grit some roads to stop tarmac melting on Monday, July 18, 2022.|Plans for a forecast heat wave.
4|L|table|UK national temperature records (as listed)|Rank / temperature / station / date: 1 / 40.3 C / Coningsby / 19 July 2022. 2 / 40.2 C / Heathrow / 19 July 2022. 3 / 38.7 C / Cambridge Botanic Garden / 25 July 2019. 4 / 38.5 C / Faversham / 10 August 2003.|A table listing the July 19, 2022 readings.
""",
    ),
    Q(
        "ln11-ian-florida-landfall-2022",
        "Will a hurricane make landfall on the coast of Florida in September 2022?",
        "Resolves YES if the National Hurricane Center reports that a tropical cyclone of hurricane strength made landfall in Florida between September 1 and September 30, 2022. Resolves NO otherwise.",
        "2022-09-12",
        "2022-09-30",
        1,
        "weather",
        """
4|K|agency-outlook|Tropical Weather Outlook|For the North Atlantic: a tropical wave over the central Atlantic has a low chance of formation in the next five days. Elsewhere, no tropical cyclones are expected during the next 48 hours. The next outlook will be issued by 8 p.m. EDT.|A routine outlook with a future issue time.
1|L|agency-advisory|Hurricane Ian Advisory Number 23 (archived)|At 305 p.m. EDT, Sept. 28, 2022, the eye of Ian made landfall on the coast of southwestern Florida near Cayo Costa with maximum sustained winds near 150 mph. Next complete advisory at 5 p.m. EDT.|Reports the September 28, 2022 landfall.
10|K|science-news|Quiet start for a forecast busy season|Only five named storms had formed by early September, and none reached Florida in August. Forecasters still expect activity to rise in the coming weeks, the usual peak of the season around September 10. The season runs until November 30, 2022.|Earlier facts and expectations.
2|L|encyclopedia-entry|Hurricane Ian|Ian struck western Cuba on 27 September 2022, then made landfall near Cayo Costa, Florida, on 28 September 2022 as a Category 4 hurricane, and again near Georgetown, South Carolina, on 30 September 2022.|Reports the September 2022 landfalls.
7|K|local-news|Lee County reminds residents of evacuation zones|Emergency managers urged residents to know their zone before any storm threatens. Shelters open only when an order is issued; the county will hold a hurricane expo at the civic centre on Saturday, Sept. 17, 2022.|Preparations and a future event.
""",
    ),
    Q(
        "ln11-mauna-loa-eruption-2022",
        "Will Mauna Loa erupt by December 31, 2022?",
        "Resolves YES if the USGS Hawaiian Volcano Observatory reports that an eruption of Mauna Loa began on or before December 31, 2022 (HST). Resolves NO otherwise.",
        "2022-11-20",
        "2022-12-31",
        1,
        "climate",
        """
5|K|agency-bulletin|Mauna Loa weekly update|Mauna Loa is not erupting. The volcano remains at Volcano Alert Level ADVISORY. Summit inflation and elevated earthquake counts continue; HVO does not expect an eruption is imminent but will issue the next weekly update on Tuesday, November 22, 2022.|A status update with a future issue date.
1|L|agency-advisory|Volcano Activity Notice (archived)|At approximately 11:30 p.m. HST on November 27, 2022, an eruption began in Mokuaweoweo, the summit caldera of Mauna Loa. The alert level was raised to WARNING. By the morning of November 28, 2022, fissures had migrated into the Northeast Rift Zone.|Reports the November 27-28, 2022 eruption.
12|K|explainer|How long since Mauna Loa last erupted?|The last eruption, in March and April 1984, sent lava within 4 miles of Hilo. The volcano has been restless since 2014, and a swarm this autumn prompted new public meetings on the Big Island. Civil Defense will hold a talk in Ocean View on Nov. 19.|Earlier facts and a future meeting.
2|L|science-news|Lava flows cut power to the CO2 observatory|The Mauna Loa eruption that started on Nov. 27, 2022 knocked out power lines to the NOAA observatory, interrupting the carbon dioxide record kept there since 1958; lava stopped advancing before the eruption was declared over on December 13, 2022.|Reports the November 27 and December 13, 2022 events.
8|K|local-news|Hilo residents review eruption plans|County officials said the Saddle Road would be closed if flows threatened it. Residents were told to prepare go-bags and to follow HVO's daily updates if the alert level changes to WATCH or WARNING. A public meeting is set for December 1, 2022 in Hilo.|Plans conditional on a future eruption.
3|L|encyclopedia-entry|2022 eruption of Mauna Loa|The 2022 eruption of Mauna Loa lasted from 27 November to 10 December 2022, its first since 1984, and overlapped with an eruption at Kilauea.|Reports the 2022 eruption as done.
""",
    ),
    Q(
        "ln11-co2-may-2022-420",
        "Will NOAA report that the May 2022 monthly mean CO2 concentration at Mauna Loa exceeded 420 ppm?",
        "Resolves YES if NOAA's Global Monitoring Laboratory reports, by June 10, 2022, a May 2022 monthly mean above 420 ppm at Mauna Loa Observatory. Resolves NO otherwise.",
        "2022-05-20",
        "2022-06-10",
        1,
        "climate",
        """
5|K|explainer|Why May is the month to watch|Carbon dioxide at Mauna Loa peaks in May each year, before plants in the Northern Hemisphere draw it down. Last May's mean was about 419 ppm. NOAA and Scripps usually announce the peak together in early June 2022.|A seasonal pattern and a future announcement.
2|L|press-release|Carbon dioxide now more than 50% higher than pre-industrial levels|NOAA said on June 3, 2022 that the May monthly mean at Mauna Loa was 420.99 ppm, an increase of 1.8 ppm on May 2021; Scripps, which runs its own record, put the figure at 420.78.|Reports the June 3, 2022 figure.
9|K|science-news|Keeling Curve still rising despite pandemic dip|Daily readings passed 420 ppm for the first time in April, and scientists say the monthly peak could cross it too. "The curve does not care about one year's emissions," one researcher said.|Earlier readings and a possibility.
1|L|agency-social-post|@NOAAResearch|New record: the May 2022 average at Mauna Loa was 420.99 ppm. Reported June 3, 2022. That's about 50% above pre-industrial levels.|Reports the June 3, 2022 figure.
7|K|embargo-notice|Embargoed briefing: annual CO2 peak|Journalists may register for the joint NOAA-Scripps briefing. Material is embargoed until 10 a.m. EDT on the release date, expected in the first week of June 2022. Do not publish numbers before then.|An embargo on a future release.
""",
    ),
    Q(
        "ln11-antarctic-ice-low-2023",
        "Will NSIDC report that Antarctic sea ice extent fell below its previous record-low minimum during the 2022-23 melt season, by March 15, 2023?",
        "Resolves YES if the US National Snow and Ice Data Center reports, on or before March 15, 2023, a daily Antarctic sea ice extent below the February 2022 record low of about 1.92 million square kilometres. Resolves NO otherwise.",
        "2023-02-06",
        "2023-03-15",
        1,
        "climate",
        """
3|K|agency-bulletin|Arctic Sea Ice News, early February|Antarctic extent is tracking below every year in the satellite record for early February, but the minimum usually arrives in the last ten days of the month. Our next monthly analysis will be posted in the first week of March 2023.|A current status and a future post.
1|L|science-news|Antarctic sea ice hits a new low|Extent dropped below the 2022 record on February 13, 2023 and kept falling, the NSIDC said, bottoming out near 1.79 million square kilometres on February 21, 2023.|Reports the February 13 and 21, 2023 lows.
10|K|explainer|Antarctic sea ice, explained|Unlike the Arctic, the Antarctic had no clear trend until 2016. Record lows followed in 2017 and February 2022. Scientists caution that one more low year would not show a permanent shift.|Earlier facts and a caution.
2|L|encyclopedia-entry|Antarctic sea ice|In February 2023 extent reached a satellite-era minimum of about 1.79 million km2, below the previous low of 2022, and the 2023 winter maximum in September 2023 was also the lowest on record.|Reports the February and September 2023 records.
6|K|conference-programme|Polar science session, spring meeting|Session C14, Antarctic sea ice in a changing climate: talks on ocean heat under the pack, winds in the Amundsen Sea, and new floats deployed last summer. The session runs on 24 April 2023 in Vienna.|A future conference session.
""",
    ),
    Q(
        "ln11-idalia-major-landfall-2023",
        "Will a major hurricane (Category 3 or stronger) make landfall in the continental United States in August 2023?",
        "Resolves YES if the National Hurricane Center reports a landfall in the contiguous United States by a hurricane of Category 3 or higher between August 1 and August 31, 2023. Resolves NO otherwise.",
        "2023-08-10",
        "2023-08-31",
        1,
        "weather",
        """
2|K|agency-outlook|NOAA raises its Atlantic outlook|Forecasters now expect 14 to 21 named storms, of which two to five could become major hurricanes, citing record-warm Atlantic waters even as El Nino develops. The outlook covers the season through November 30, 2023.|A seasonal forecast.
1|L|science-news|Idalia hits Big Bend as a Category 3|Hurricane Idalia came ashore near Keaton Beach, Florida, at about 7:45 a.m. EDT on Aug. 30, 2023 with winds of 125 mph, pushing a storm surge into Cedar Key. A week earlier, on Aug. 20, 2023, Hilary had become the first tropical storm to hit Southern California since 1939.|Reports the August 20 and 30, 2023 landfalls.
8|K|local-news|Taylor County updates its shelters list|The county has added a school gym as a hurricane shelter for this season. Officials said sandbag stations would open only if a storm threatens; residents can sign up for alerts by text. Sandbags will be available from August 15, 2023.|Preparations for possible storms.
3|L|agency-advisory|Hurricane Idalia Tropical Cyclone Update (archived)|Reports from the Florida coast indicate that the eye of Idalia made landfall at 745 a.m. EDT (1145 UTC) on August 30, 2023. Next intermediate advisory at 8 a.m. EDT.|Reports the August 30, 2023 landfall.
6|K|explainer|How often does a major hurricane hit the US in August?|In a typical decade about three or four major hurricanes make US landfall, and only a handful of those in August, such as Harvey in 2017 and Laura in 2020. Peak season is mid-August through mid-October.|Base rates from earlier years.
4|L|encyclopedia-entry|2023 Atlantic hurricane season|Idalia, which made landfall on 30 August 2023 in the Big Bend of Florida, was the only hurricane of the season to strike the United States.|Reports the August 30, 2023 landfall.
""",
    ),
    Q(
        "ln11-bom-el-nino-2023",
        "Will Australia's Bureau of Meteorology declare that El Nino is under way by September 30, 2023?",
        "Resolves YES if the Bureau of Meteorology moves its ENSO Outlook to El Nino (declares an El Nino event) on or before September 30, 2023. Resolves NO otherwise.",
        "2023-09-01",
        "2023-09-30",
        1,
        "climate",
        """
4|K|agency-bulletin|Climate Driver Update|The ENSO Outlook remains at El Nino ALERT. Sea surface temperatures in the central Pacific have exceeded El Nino thresholds, but the atmosphere has not yet consistently responded. The next update will be issued on 5 September 2023.|A status and a future update.
2|L|science-news|Bureau declares El Nino and positive IOD together|The Bureau of Meteorology said on September 19, 2023 that an El Nino and a positive Indian Ocean Dipole were both under way, raising the chance of a dry, hot spring in eastern Australia. US and WMO forecasters had already declared El Nino months earlier.|Reports the September 19, 2023 declaration.
14|K|explainer|Why the Bureau has not yet called El Nino|NOAA declared El Nino on June 8 and the WMO on July 4, but Australia uses stricter tests, requiring the trade winds and cloud patterns to shift as well. Some farmers say the delay makes little difference to planting.|Earlier facts and a reason for no declaration.
1|L|agency-social-post|@BOM_au|El Nino is underway. The ENSO Outlook has moved to El Nino, and a positive IOD has also developed (update of 19 September 2023). Expect warmer, drier conditions this spring.|Reports the September 19, 2023 declaration.
7|K|local-news|Wheatbelt growers watch the Pacific|Growers near Merredin say a declared El Nino would not change much this late in the season but would shape next year's planting. The Bureau's next scheduled updates fall on September 5 and September 19, 2023.|Expectations before a future update.
3|L|local-news|Wheatbelt growers watch the Pacific (update)|Update: the Bureau declared El Nino on Tuesday, Sept. 19, 2023, growers said, adding that most crops were already in and the rain outlook for spring was poor.|An update reporting the September 19 declaration after the cutoff.
""",
    ),
    Q(
        "ln11-mexico-pacific-major-2023",
        "Will a major hurricane (Category 3 or stronger) make landfall on Mexico's Pacific coast in October 2023?",
        "Resolves YES if the National Hurricane Center reports that a hurricane of Category 3 or higher made landfall on Mexico's Pacific coast between October 1 and October 31, 2023. Resolves NO otherwise.",
        "2023-09-28",
        "2023-10-31",
        1,
        "weather",
        """
3|K|agency-outlook|Eastern North Pacific outlook|An area of low pressure south of Mexico has a medium chance of forming in the next seven days. Interests along the southwestern coast should monitor its progress. The next outlook will be issued by 5 a.m. PDT.|A formation chance and a future issue.
1|L|science-news|Otis explodes into a Category 5 and hits Acapulco|Otis strengthened by about 110 mph in a day and made landfall near Acapulco at around 12:25 a.m. CST on Oct. 25, 2023 with winds near 165 mph, two weeks after Lidia struck Jalisco as a Category 4 on Oct. 10, 2023.|Reports the October 10 and 25, 2023 landfalls.
9|K|explainer|El Nino and the Eastern Pacific|In El Nino years the basin usually produces more strong hurricanes. This year already had Hilary reach Category 4 at sea in August. The season runs until November 30, 2023.|Earlier facts and a season end.
2|L|encyclopedia-entry|Hurricane Otis|Otis made landfall near Acapulco on 25 October 2023 as a Category 5 hurricane, the strongest Pacific landfall on record in Mexico; forecasts a day earlier had called for a tropical storm.|Reports the October 25, 2023 landfall.
6|K|local-news|Guerrero hotels confident about autumn bookings|Acapulco's hoteliers expect occupancy above 70% for the Day of the Dead holidays on November 1-2, 2023. State civil protection said shelters have been inspected for the rest of the season.|Expectations and preparations.
3|L|agency-advisory|Hurricane Lidia Advisory (archived)|Lidia made landfall near Las Penitas, Jalisco, at about 5:50 p.m. CST on October 10, 2023 with maximum sustained winds near 140 mph. Next complete advisory at 9 p.m. CST.|Reports the October 10, 2023 landfall.
""",
    ),
    Q(
        "ln11-reykjanes-eruption-2023",
        "Will a volcanic eruption begin on Iceland's Reykjanes Peninsula near Grindavik by December 31, 2023?",
        "Resolves YES if the Icelandic Meteorological Office reports that an eruption began on the Reykjanes Peninsula within 10 km of Grindavik on or before December 31, 2023. Resolves NO otherwise.",
        "2023-11-25",
        "2023-12-31",
        1,
        "climate",
        """
3|K|agency-bulletin|IMO update on the Svartsengi area|Uplift continues near Svartsengi, and the magma intrusion under Grindavik is still considered a hazard. The likelihood of an eruption remains, most likely along the dike between Sundhnukur and Hagafell. The next assessment is due on Monday, 27 November 2023.|A hazard assessment and a future update.
1|L|science-news|Eruption starts north of Grindavik|A fissure about 4 kilometres long opened near Sundhnukur at about 10:17 p.m. on December 18, 2023, after weeks of quakes. The town, emptied on November 10, was not reached; a second eruption on 14 January 2024 sent lava into houses at its edge.|Reports the December 18, 2023 and January 14, 2024 eruptions.
8|K|local-news|Grindavik residents allowed short visits|Residents may return for up to five minutes per household to collect belongings, police said, with escorts. Schools for the town's children will reopen in Reykjavik on Monday, November 27, 2023.|Arrangements with no eruption reported.
2|L|encyclopedia-entry|2023-2024 Sundhnukur eruptions|The first eruption in the series began on 18 December 2023 and was declared over by 21 December 2023; further eruptions followed through 2024.|Reports the December 2023 eruption.
5|K|explainer|Why the Blue Lagoon closed|The spa shut on November 9 and will stay closed at least until the end of November 2023, its operator said, pending a new hazard map. Barriers to protect the power plant at Svartsengi are being built.|A closure and future plans.
""",
    ),
    Q(
        "ln11-arctic-min-2024-record",
        "Will the 2024 Arctic sea ice minimum extent fall below the 2012 record low of 3.39 million square kilometres, as reported by NSIDC?",
        "Resolves YES if the National Snow and Ice Data Center's announcement of the 2024 Arctic minimum, expected by September 30, 2024, gives an extent below 3.39 million square kilometres. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-30",
        0,
        "climate",
        """
5|K|agency-bulletin|Arctic Sea Ice News, August|Extent on August 15 was the fifth lowest for the date. Ice loss slowed in early August under cool, cloudy weather. Our announcement of the seasonal minimum is planned for late September 2024, once the ice begins to grow again.|Status and a future announcement.
1|L|science-news|2024 Arctic minimum is the seventh lowest|Arctic sea ice bottomed out at 4.28 million square kilometres on September 11, 2024, the NSIDC said in a statement issued on Sept. 24, 2024, well above the 2012 record.|Reports the September 11 and 24, 2024 events.
10|K|explainer|Will 2012 ever be beaten?|The 2012 minimum of 3.39 million km2 followed a strong August cyclone. Most years since have ended between 4 and 5 million. Researchers expect an ice-free September sometime between the 2030s and 2050s.|Earlier facts and a long-range expectation.
2|L|agency-social-post|@NSIDC|Arctic sea ice has likely reached its minimum for 2024: 4.28 million km2 on 11 September 2024, ranking seventh lowest in the satellite record.|Reports the September 11, 2024 minimum.
7|K|conference-programme|Polar Year anniversary workshop|Day two, Sea ice outlooks: results of the 2024 Sea Ice Outlook, with a September median guess of 4.3 million km2, presented on 14 November 2024 in Boulder.|A future workshop session.
3|L|conference-programme|Polar Year anniversary workshop (programme, final)|Day two, Sea ice outlooks: the 2024 minimum of 4.28 million km2, reached on September 11, 2024, compared with the outlook median; talk by the NSIDC team.|A programme reporting the September 11, 2024 minimum.
""",
    ),
    Q(
        "ln11-atlantic-cat5-landfall-2025",
        "Will an Atlantic hurricane make landfall at Category 5 intensity by November 15, 2025?",
        "Resolves YES if the National Hurricane Center reports that an Atlantic basin hurricane made landfall with Category 5 winds (157 mph or more) on or before November 15, 2025. Resolves NO otherwise.",
        "2025-10-10",
        "2025-11-15",
        1,
        "weather",
        """
4|K|agency-outlook|Tropical Weather Outlook|A tropical wave near the Lesser Antilles has a low chance of development as it moves west. No tropical cyclones are expected in the next 48 hours. The next outlook will be issued at 8 a.m. EDT.|A routine outlook.
1|L|science-news|Melissa slams Jamaica at 185 mph|Hurricane Melissa made landfall near New Hope in southwestern Jamaica on Oct. 28, 2025 as a Category 5, among the strongest Atlantic landfalls on record, before crossing eastern Cuba on October 29, 2025.|Reports the October 28-29, 2025 landfalls.
9|K|explainer|A season of strong storms at sea|Erin became a Category 5 in August but stayed offshore. The last Category 5 landfall in the basin was Dorian in the Bahamas in 2019. The season ends on November 30, 2025.|Earlier facts and a season end.
2|L|agency-advisory|Hurricane Melissa Advisory (archived)|The eye of Melissa made landfall near New Hope, Jamaica, around 1 p.m. EDT on October 28, 2025. Maximum sustained winds are estimated near 185 mph. Next complete advisory at 2 p.m. EDT.|Reports the October 28, 2025 landfall.
6|K|local-news|Kingston runs hurricane drill|The Office of Disaster Preparedness held a drill on Saturday and says shelters are ready for the remaining weeks of the season. Fishers were advised to follow marine forecasts. A second drill is planned for October 25, 2025.|Preparations with no landfall.
""",
    ),
    Q(
        "ln11-fda-aduhelm-2021",
        "Will the FDA approve Biogen's aducanumab for Alzheimer's disease by June 7, 2021?",
        "Resolves YES if the FDA approves aducanumab (under any approval pathway) on or before June 7, 2021, the extended PDUFA goal date. Resolves NO otherwise.",
        "2021-05-20",
        "2021-06-07",
        1,
        "health",
        """
6|K|science-news|Decision day for aducanumab nears|The agency pushed its goal date from March 7 to June 7, 2021 after Biogen sent more analyses. In November, its outside advisers voted 10-0, with one uncertain, that the main study did not show the drug works. Analysts put the odds of approval near 30%.|Earlier facts and a future goal date.
1|L|press-release|Biogen: FDA grants accelerated approval for ADUHELM|The FDA approved ADUHELM on June 7, 2021 under the accelerated approval pathway, based on reduction of amyloid beta plaque. The list price was set at $56,000 a year. A confirmatory trial is required.|Reports the June 7, 2021 approval.
3|K|explainer|What the FDA can do on June 7|The agency can approve, issue a complete response letter asking for another trial, or use accelerated approval based on plaque removal. Its decision is expected on or before the goal date, June 7, 2021.|Options for a future decision.
2|L|science-news|Third adviser quits over Alzheimer's drug approval|Aaron Kesselheim resigned from the FDA advisory committee on June 10, 2021, three days after the agency approved aducanumab against the panel's advice, following two other members.|Reports the June 7 and June 10, 2021 events.
9|K|investor-note|Biogen: binary event ahead|We keep a neutral rating into the June 7, 2021 decision. An approval could add $30 a share; a rejection would refocus attention on the lecanemab readout expected in 2022.|A forecast of a future decision.
4|L|table|FDA novel drug approvals 2021 (excerpt)|No. / drug / active ingredient / approval date / use: 23 / Aduhelm / aducanumab-avwa / 6/7/2021 / Alzheimer's disease. 24 / Brexafemme / ibrexafungerp / June 1, 2021 / vaginal yeast infection. 25 / Truseltiq / infigratinib / 5/28/2021 / cholangiocarcinoma.|A table listing the June 7, 2021 approval.
""",
    ),
    Q(
        "ln11-fda-comirnaty-full-2021",
        "Will the FDA grant full approval (a biologics license) to the Pfizer-BioNTech COVID-19 vaccine by September 15, 2021?",
        "Resolves YES if the FDA approves the Biologics License Application for the Pfizer-BioNTech COVID-19 vaccine for any age group on or before September 15, 2021. Resolves NO otherwise.",
        "2021-08-10",
        "2021-09-15",
        1,
        "health",
        """
5|K|science-news|FDA aims to finish Pfizer review sooner|The agency granted priority review in July and set a goal date in January 2022, but officials say they hope to act much sooner, possibly within weeks. The vaccine is used under emergency authorization for people 12 and older.|Earlier facts and a target.
1|L|agency-bulletin|FDA approves first COVID-19 vaccine|On August 23, 2021, the FDA approved the Pfizer-BioNTech vaccine, to be marketed as Comirnaty, for individuals 16 years of age and older. It remains available under emergency use authorization for those aged 12 through 15.|Reports the August 23, 2021 approval.
3|K|explainer|What full approval would change|A license lets the company market the vaccine directly and could lead employers and the military to require it. It would not change the shot or the dose. The FDA has not said when it will decide; some officials have pointed to Labor Day, September 6, 2021, as a target.|Conditional effects of a future decision.
2|L|science-news|Pentagon to require shots after approval|Defense Secretary Austin ordered vaccination of service members on Aug. 24, 2021, a day after the FDA's Aug. 23 approval of the Pfizer shot.|Reports the August 23-24, 2021 events.
8|K|agency-social-post|@US_FDA|We know many are waiting for a decision on the Pfizer BLA. Our staff is working as fast as possible while maintaining standards. We will share updates as soon as we can.|A statement about a future decision.
4|L|encyclopedia-entry|Pfizer-BioNTech COVID-19 vaccine|In the United States it received full approval for people aged 16 and over on 23 August 2021, about eight months after its emergency use authorisation.|Reports the August 23, 2021 approval.
""",
    ),
    Q(
        "ln11-molnupiravir-adcom-2021",
        "Will the FDA's Antimicrobial Drugs Advisory Committee vote in favour of molnupiravir's benefits outweighing its risks at its November 30, 2021 meeting?",
        "Resolves YES if a majority of voting members vote yes on the benefit-risk question for molnupiravir at the AMDAC meeting of November 30, 2021. Resolves NO otherwise.",
        "2021-11-10",
        "2021-11-30",
        1,
        "health",
        """
6|K|agency-bulletin|Advisory committee meeting announcement|The Antimicrobial Drugs Advisory Committee will meet on November 30, 2021, from 10 a.m. to 4:30 p.m. Eastern, to discuss Merck's emergency use request for molnupiravir for mild to moderate COVID-19. Written comments are due by November 26.|A scheduled meeting and deadline.
1|L|science-news|Panel narrowly backs Merck pill|FDA advisers voted 13-10 on November 30, 2021 that molnupiravir's benefits outweigh its risks for high-risk adults, days after Merck cut its efficacy estimate to about 30% on November 26, 2021.|Reports the November 26 and 30, 2021 events.
12|K|science-news|UK is first to approve molnupiravir|Britain's regulator approved the drug on November 4. US advisers will meet on November 30, 2021; Merck says interim data showed a roughly 50% lower risk of hospitalization or death.|An earlier fact and a future meeting.
2|L|encyclopedia-entry|Molnupiravir|A US advisory committee recommended emergency authorization by a vote of 13 to 10 on 30 November 2021, and the FDA authorized it on 23 December 2021.|Reports the November 30 and December 23, 2021 events.
4|K|explainer|How FDA advisory votes work|The committee's vote is not binding. Members hear company and FDA presentations, then answer a voting question, usually on whether benefits outweigh risks for a defined population.|A general explanation.
3|L|agency-bulletin|Advisory committee meeting announcement (page updated)|The Antimicrobial Drugs Advisory Committee met on November 30, 2021. Final vote: 13 yes, 10 no. Briefing documents, the roster and the transcript are posted below.|An announcement page later updated with the November 30, 2021 vote.
""",
    ),
    Q(
        "ln11-who-mpox-pheic-2022",
        "Will the WHO declare the multi-country monkeypox outbreak a public health emergency of international concern by July 31, 2022?",
        "Resolves YES if the WHO Director-General declares the 2022 monkeypox outbreak a PHEIC on or before July 31, 2022. Resolves NO otherwise.",
        "2022-07-05",
        "2022-07-31",
        1,
        "health",
        """
8|K|agency-bulletin|IHR Emergency Committee statement, first meeting|The Committee advised that the event does not at this stage constitute a PHEIC, while noting its urgency. The Director-General said he would reconvene the Committee quickly if needed, and in any case within weeks.|An earlier decision and a future meeting.
1|L|science-news|Tedros declares monkeypox a global emergency|Tedros Adhanom Ghebreyesus declared a PHEIC on July 23, 2022, breaking a deadlock after the committee split 9-6 against at its second meeting on July 21, 2022. More than 16,000 cases had been reported in 75 countries.|Reports the July 21 and 23, 2022 events.
4|K|explainer|What a PHEIC means|A declaration under the International Health Regulations triggers temporary recommendations for countries. It is the WHO's highest level of alarm; only six have been declared since 2009, most recently for COVID-19.|A general explanation and earlier facts.
2|L|encyclopedia-entry|2022-2023 mpox outbreak|The WHO declared the outbreak a PHEIC on 23 July 2022 and ended the emergency on 11 May 2023.|Reports the July 2022 declaration and a later end.
3|K|agency-social-post|@WHO|The IHR Emergency Committee on monkeypox will be reconvened in the week of 18 July 2022. Cases continue to rise in Europe and the Americas. Read our situation report.|A future meeting.
6|L|science-news|WHO chief overrules split committee, according to officials|According to people familiar with the meeting, nine members opposed and six supported a declaration; Tedros announced the emergency at a press briefing on Saturday, July 23, 2022.|A hedged report of the July 23, 2022 declaration.
""",
    ),
    Q(
        "ln11-clarity-ad-readout-2022",
        "Will Eisai and Biogen report that lecanemab met the primary endpoint of the Phase 3 Clarity AD trial by September 30, 2022?",
        "Resolves YES if Eisai or Biogen announces, on or before September 30, 2022, that lecanemab showed a statistically significant slowing on CDR-SB at 18 months versus placebo in Clarity AD. Resolves NO otherwise.",
        "2022-09-08",
        "2022-09-30",
        1,
        "health",
        """
7|K|investor-note|Clarity AD: what we expect this autumn|Eisai has guided to topline results by September 30, 2022. We think a 20-30% slowing on CDR-SB is plausible given the Phase 2 data, but the market prices a much lower chance of success after aducanumab's troubles.|A forecast of a future readout.
1|L|press-release|Lecanemab slows decline by 27% in Clarity AD|Eisai and Biogen said on September 27, 2022 (US time) that lecanemab reduced clinical decline on CDR-SB by 27% at 18 months versus placebo, meeting the primary endpoint. Biogen shares rose about 40% on September 28, 2022.|Reports the September 27-28, 2022 readout.
11|K|conference-programme|CTAD 2022, San Francisco|Late-breaking symposium LB1: Clarity AD Phase 3 results, Tuesday, November 29, 2022, 4:00 p.m. PT. Abstract embargoed until the session start.|A future conference session.
2|L|science-news|Full Clarity AD data presented|Detailed results were presented at the CTAD conference and published in NEJM on November 29, 2022, two months after the topline announcement of September 2022, and raised new questions about brain swelling and bleeding.|Reports the November 29, 2022 presentation.
4|K|science-news|Eisai CEO: confident ahead of readout|The chief executive said the company will disclose results promptly after database lock, expected in the coming weeks, and plans to file for full approval in the first quarter of 2023 if they are positive.|Future plans stated before the readout.
3|L|investor-note|Clarity AD: post-readout note|We raise our target after the 27% slowing reported on Sept. 27, 2022. Amyloid-related imaging abnormalities were in line; focus now moves to the accelerated approval decision due January 6, 2023.|Reports the September 27, 2022 readout.
""",
    ),
    Q(
        "ln11-gantenerumab-graduate-2022",
        "Will Roche report that gantenerumab met its primary endpoint in at least one of the Phase 3 GRADUATE trials by November 30, 2022?",
        "Resolves YES if Roche announces, on or before November 30, 2022, a statistically significant slowing of clinical decline on CDR-SB in GRADUATE I or GRADUATE II. Resolves NO otherwise.",
        "2022-10-25",
        "2022-11-30",
        0,
        "health",
        """
6|K|investor-note|Roche pipeline: gantenerumab readout due in Q4|Roche said at its half-year results that GRADUATE topline data are due in the fourth quarter of 2022. After lecanemab's win, we raise our chance of success to 40%; full data are planned for CTAD on November 30.|A forecast and a future readout.
1|L|press-release|Roche update on GRADUATE studies|Roche said on November 14, 2022 that gantenerumab did not meet its primary endpoint in either GRADUATE I or II, showing a relative slowing of decline of 8% and 6%, neither statistically significant.|Reports the November 14, 2022 failure.
9|K|explainer|Why Roche's antibody may fare differently|Gantenerumab is injected under the skin, and its dosing was raised during the trials. Some analysts say amyloid removal may have been lower than expected; Roche will know when data unblind this quarter.|Reasons and a future readout.
2|L|science-news|Roche drug fails, lifting focus on Eisai|A day after Roche's failure announcement of Nov. 14, 2022, analysts said lecanemab's lead had grown; Roche presented the full GRADUATE data at CTAD on November 30, 2022.|Reports the November 14 and 30, 2022 events.
4|K|conference-programme|CTAD 2022 programme (excerpt)|Wednesday, November 30, 2022: Symposium SY3, GRADUATE I and II: results of two Phase 3 trials of subcutaneous gantenerumab in early Alzheimer's disease. Speakers to be confirmed.|A future conference session.
""",
    ),
    Q(
        "ln11-fda-opill-otc-2023",
        "Will the FDA approve Perrigo's Opill (norgestrel) for over-the-counter use by July 31, 2023?",
        "Resolves YES if the FDA approves Opill as a nonprescription daily oral contraceptive on or before July 31, 2023. Resolves NO otherwise.",
        "2023-06-28",
        "2023-07-31",
        1,
        "health",
        """
10|K|science-news|Advisers back an over-the-counter birth control pill|Two FDA panels voted 17-0 in May that the benefits of nonprescription norgestrel outweigh its risks, despite staff concerns about label comprehension. A decision is expected by the end of July 2023.|An earlier vote and a future decision.
1|L|agency-bulletin|FDA approves first nonprescription daily oral contraceptive|On July 13, 2023 the FDA approved Opill for use without a prescription. Perrigo said it would be in stores early in 2024 and would set its price later.|Reports the July 13, 2023 approval.
4|K|explainer|What Opill is, and is not|Opill is a progestin-only pill that has been sold by prescription since 1973. If approved for OTC sale, it would be the first such pill in the US. It is not emergency contraception.|Background and a conditional.
2|L|science-news|Opill reaches shelves|Perrigo began shipping Opill in March 2024, eight months after the agency's July 13, 2023 approval, at a suggested price of about $20 a month.|Reports the July 2023 approval and a March 2024 launch.
6|K|press-release|Perrigo statement on the advisory committee vote|We thank the committee for its unanimous vote. We will continue to work with the FDA on its review and look forward to its decision.|Thanks for an earlier vote and a future decision.
""",
    ),
    Q(
        "ln11-cagrisema-redefine1-2024",
        "Will Novo Nordisk report a mean weight loss of at least 25% for CagriSema in the REDEFINE 1 trial by December 31, 2024?",
        "Resolves YES if Novo Nordisk announces, on or before December 31, 2024, topline REDEFINE 1 results showing mean weight loss of 25% or more with CagriSema at 68 weeks. Resolves NO otherwise.",
        "2024-12-01",
        "2024-12-31",
        0,
        "health",
        """
5|K|investor-note|Novo: the CagriSema bar is 25%|Management has repeated that it expects about 25% weight loss in REDEFINE 1, with results due by December 31, 2024. A miss below 23% would likely hurt the shares; we model 24-26%.|A forecast of a future readout.
1|L|science-news|Novo Nordisk shares tumble on CagriSema data|The combination produced mean weight loss of 22.7% at 68 weeks, the company said on December 20, 2024, short of the 25% it had promised; the stock fell about 20% that day, its biggest drop in decades.|Reports the December 20, 2024 readout.
9|K|explainer|What CagriSema combines|It pairs semaglutide, the active ingredient of Wegovy, with cagrilintide, an amylin analogue. REDEFINE 1 enrolled about 3,400 adults with obesity; REDEFINE 2, in people with diabetes, reads out in 2025.|Background and a future readout.
2|L|encyclopedia-entry|Cagrilintide/semaglutide|In December 2024 topline results of the Phase 3 REDEFINE 1 trial showed 22.7% mean weight loss, below the company's target; on 20 December 2024 Novo's market value fell by about $100 billion.|Reports the December 2024 readout.
3|K|agency-social-post|@novonordisk|We look forward to sharing REDEFINE 1 results. Our ambition remains to set new standards in obesity care. Capital markets day details to follow in 2025.|A future disclosure.
""",
    ),
    Q(
        "ln11-rwanda-marburg-over-2024",
        "Will Rwanda declare the end of its Marburg virus disease outbreak by December 31, 2024?",
        "Resolves YES if Rwanda's Ministry of Health declares the Marburg outbreak over on or before December 31, 2024. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-31",
        1,
        "health",
        """
6|K|agency-bulletin|Marburg situation update|No new cases have been reported since 30 October. The last patient was discharged on 8 November, which starts the 42-day countdown to the end of the outbreak, which would end on 20 December 2024 if no new cases appear. Contacts of earlier cases continue to be followed.|A countdown to a future date.
1|L|science-news|Rwanda declares Marburg outbreak over|Health officials declared the outbreak over on December 20, 2024, 42 days after the last patient recovered. There were 66 cases and 15 deaths, a fatality rate far below earlier Marburg outbreaks.|Reports the December 20, 2024 declaration.
8|K|explainer|Why Rwanda's Marburg toll is low|Early care and an experimental vaccine trial for health workers, begun in October, may explain the lower death rate. Most cases were among medical staff in Kigali.|Background with earlier facts.
2|L|agency-social-post|@RwandaHealth|Today, 20 December 2024, we declare the end of the Marburg virus disease outbreak in Rwanda. Thank you to all health workers.|Reports the December 20, 2024 declaration.
4|K|local-news|Kigali schools resume visits|Schools have lifted limits on visits and hospitals have resumed normal visiting hours. Officials asked people to keep reporting fevers until the countdown ends in December 2024.|A countdown with no declaration.
""",
    ),
    Q(
        "ln11-nobel-medicine-2023-mrna",
        "Will the 2023 Nobel Prize in Physiology or Medicine be awarded for work underlying mRNA vaccines?",
        "Resolves YES if the Nobel Assembly at Karolinska Institutet, in its announcement of October 2, 2023, awards the prize for discoveries underlying mRNA vaccines. Resolves NO otherwise.",
        "2023-09-18",
        "2023-10-02",
        1,
        "awards",
        """
4|K|agency-bulletin|Nobel Prize announcements 2023|Physiology or Medicine: Monday 2 October 2023, 11:30 a.m. CEST at the earliest. Physics: Tuesday 3 October. Chemistry: Wednesday 4 October. Literature: Thursday 5 October. Peace: Friday 6 October. Economic Sciences: Monday 9 October.|A schedule of announcements.
1|L|science-news|Karikó and Weissman win medicine Nobel|The prize went on October 2, 2023 to Katalin Karikó and Drew Weissman for nucleoside base modifications that made mRNA vaccines possible. On October 4, 2023, the chemistry prize for quantum dots was reported hours before its announcement.|Reports the October 2 and 4, 2023 announcements.
10|K|science-news|Who will win a Nobel this year?|Citation analysts again list mRNA pioneers among the favourites, along with GLP-1 drug discoverers. They won the Lasker Award in 2021. The committee rarely rewards work so recent.|A forecast and earlier facts.
2|L|encyclopedia-entry|Katalin Karikó|Karikó shared the 2023 Nobel Prize in Physiology or Medicine with Drew Weissman; the award was announced on 2 October 2023.|Reports the October 2, 2023 award.
6|K|embargo-notice|Press accreditation: Nobel announcements|Journalists wishing to attend the announcements in Stockholm in person must apply by 25 September. Livestreams will be available on the prize website.|A deadline and future livestreams.
3|L|agency-bulletin|Nobel Prize announcements 2023 (results)|Monday 2 October 2023: Physiology or Medicine, Katalin Karikó and Drew Weissman. Tuesday 3 October 2023: Physics, Agostini, Krausz and L'Huillier. Wednesday 4 October 2023: Chemistry, Bawendi, Brus and Ekimov.|A schedule page filled in with the October 2023 winners.
""",
    ),
    Q(
        "ln11-nobel-chemistry-2024-protein",
        "Will the 2024 Nobel Prize in Chemistry be awarded for protein structure prediction or protein design?",
        "Resolves YES if the Royal Swedish Academy of Sciences, in its announcement of October 9, 2024, awards the chemistry prize for protein structure prediction or computational protein design. Resolves NO otherwise.",
        "2024-09-20",
        "2024-10-09",
        1,
        "awards",
        """
5|K|science-news|AlphaFold tipped for a Nobel, but when?|Bookmakers and citation analysts list AlphaFold's creators as candidates, though some doubt the committee will move so soon after the 2020 release of the model. The chemistry prize will be announced on October 9, 2024.|A forecast of a future announcement.
1|L|science-news|Baker, Hassabis and Jumper share chemistry Nobel|Half of the prize went to David Baker for computational protein design and half to Demis Hassabis and John Jumper for protein structure prediction, the academy said on October 9, 2024, a day after physics went to Hopfield and Hinton.|Reports the October 8 and 9, 2024 announcements.
9|K|explainer|How a Nobel is chosen|Nominations close on January 31. The committee narrows a list over the spring and summer, and the academy votes on the morning of the announcement. Nominations stay secret for 50 years.|A general explanation.
2|L|encyclopedia-entry|Demis Hassabis|On 9 October 2024 he was awarded a share of the Nobel Prize in Chemistry with John Jumper, for AlphaFold.|Reports the October 9, 2024 award.
3|K|agency-social-post|@NobelPrize|Mark your calendars: the 2024 Nobel Prize announcements begin on 7 October 2024 with physiology or medicine. Chemistry follows on 9 October at 11:45 CEST.|A schedule of future announcements.
""",
    ),
    Q(
        "ln11-juice-launch-2023",
        "Will ESA's JUICE (Jupiter Icy Moons Explorer) launch by April 30, 2023?",
        "Resolves YES if JUICE lifts off on an Ariane 5 from Kourou on or before April 30, 2023 (UTC). Resolves NO otherwise.",
        "2023-04-01",
        "2023-04-30",
        1,
        "space",
        """
5|K|launch-manifest|Flight VA260: JUICE|Launch date: 13 April 2023. Lift-off: 14:15 CEST (12:15 UTC). Instantaneous window. This will be the second-to-last Ariane 5. Backup days are available through the end of the month.|A launch date on a manifest.
1|L|science-news|JUICE leaves for Jupiter after lightning scrub|A day after lightning risk stopped the count on April 13, 2023, the Ariane 5 lifted off at 14:14 CEST on April 14, 2023, sending the probe on an eight-year trip with flybys of the Moon, Earth and Venus.|Reports the April 13-14, 2023 events.
10|K|explainer|Eight years to Jupiter|JUICE will use gravity assists, starting with a first-ever lunar-Earth flyby planned for August 2024, to arrive at Jupiter in July 2031. It is to enter orbit around Ganymede in December 2034.|A future timeline.
2|L|agency-bulletin|JUICE radar antenna freed|Mission teams confirmed on 12 May 2023 that the 16-metre RIME antenna had fully deployed, after weeks of shaking the spacecraft with thruster firings. The probe had launched on 14 April 2023.|Reports the April 14 and May 12, 2023 events.
3|L|encyclopedia-entry|Jupiter Icy Moons Explorer|JUICE launched on 14 April 2023 on flight VA260 and performed a lunar-Earth gravity assist on 19-20 August 2024.|Reports the April 2023 launch and an August 2024 flyby.
7|K|agency-social-post|@ESA_JUICE|All packed and fuelled. Launch campaign on track for 13 April 2023. Join the livestream from 13:45 CEST. #JUICE|A future launch and livestream.
""",
    ),
    Q(
        "ln11-fda-elevidys-2023",
        "Will the FDA approve Sarepta's gene therapy SRP-9001 for Duchenne muscular dystrophy by June 30, 2023?",
        "Resolves YES if the FDA approves delandistrogene moxeparvovec (SRP-9001) for any Duchenne population on or before June 30, 2023. Resolves NO otherwise.",
        "2023-05-20",
        "2023-06-30",
        1,
        "health",
        """
6|K|science-news|FDA advisers narrowly back Sarepta gene therapy|The Cellular, Tissue and Gene Therapies Advisory Committee voted 8-6 on May 12 that the therapy's micro-dystrophin data are reasonably likely to predict benefit. The agency's goal date is May 29, 2023.|An earlier vote and a future goal date.
1|L|agency-bulletin|FDA approves first gene therapy for Duchenne|On June 22, 2023 the FDA granted accelerated approval to Elevidys for ambulatory patients aged 4 through 5 with a confirmed DMD gene mutation, after extending its review past the original goal date.|Reports the June 22, 2023 approval.
3|K|investor-note|Sarepta into the PDUFA|We see approval for a narrow label as the most likely outcome by May 29, 2023. The EMBARK confirmatory trial reads out in the fourth quarter of 2023 and will decide whether the label can be widened.|A forecast and a future readout.
2|L|science-news|Elevidys approved for young boys only|The label granted on June 22, 2023 was narrower than Sarepta had asked for; the company set a price of $3.2 million. On October 30, 2023, EMBARK missed its primary endpoint.|Reports the June 22 and October 30, 2023 events.
4|L|encyclopedia-entry|Delandistrogene moxeparvovec|Sold as Elevidys, it received US accelerated approval on 22 June 2023, after a delay from the original May 29 goal date; the label was expanded in June 2024.|Reports the June 2023 approval and a later expansion.
9|K|press-release|Sarepta thanks the advisory committee|We are grateful for the committee's positive vote and will continue to work with the FDA toward its action date. The Duchenne community has waited a long time.|Thanks for an earlier vote and a future action date.
""",
    ),
    Q(
        "ln11-uganda-ebola-over-2023",
        "Will Uganda declare its Sudan ebolavirus outbreak over by January 15, 2023?",
        "Resolves YES if Uganda's Ministry of Health declares the end of the Ebola (Sudan virus) outbreak first reported in September 2022 on or before January 15, 2023. Resolves NO otherwise.",
        "2022-12-10",
        "2023-01-15",
        1,
        "health",
        """
4|K|agency-bulletin|Ebola situation report|No new confirmed cases for two weeks. The last confirmed patient was discharged, starting a 42-day countdown. If no new cases are found, the outbreak could be declared over in mid-January 2023. Contact follow-up continues in Mubende and Kassanda.|A countdown to a possible future declaration.
1|L|science-news|Uganda declares end of Ebola outbreak|Health Minister Jane Ruth Aceng declared the outbreak over on January 11, 2023, after 142 confirmed cases and 55 confirmed deaths. The lockdown of Mubende and Kassanda had been lifted on December 17, 2022.|Reports the December 17, 2022 and January 11, 2023 events.
8|K|science-news|Trial doses of Sudan virus vaccines arrive|Candidate vaccines reached Kampala this week for a ring trial, but with few new cases scientists are not sure there will be enough contacts to test them. No licensed vaccine exists for the Sudan strain.|Earlier facts and uncertainty.
2|L|agency-social-post|@MinofHealthUG|Today 11 January 2023 we declare the end of the Sudan Ebola Virus Disease outbreak in Uganda.|Reports the January 11, 2023 declaration.
3|L|encyclopedia-entry|2022 Uganda Ebola outbreak|The outbreak, declared on 20 September 2022 in Mubende District, ended on 11 January 2023; 164 cases including probable ones and 77 deaths were counted.|Reports the January 2023 end.
6|K|local-news|Mubende traders wait for lockdown to lift|Market traders say the 21-day lockdown, already extended once, has cut sales by half. The lockdown is due to end on December 17, 2022, and the President is expected to review the measures before Christmas.|A future review.
""",
    ),
    Q(
        "ln11-typhoon-vietnam-sept-2024",
        "Will a typhoon make landfall in Vietnam in September 2024?",
        "Resolves YES if a tropical cyclone of typhoon strength (per the Japan Meteorological Agency) makes landfall on mainland Vietnam between September 1 and September 30, 2024. Resolves NO otherwise.",
        "2024-08-25",
        "2024-09-30",
        1,
        "weather",
        """
6|K|agency-outlook|Vietnam hydrometeorological outlook for September|Forecasters expect one or two storms or tropical depressions in the East Sea during September 2024, with a chance that one affects the northern provinces. Heavy rain is likely in the north in the second half of the month.|A monthly forecast.
1|L|science-news|Typhoon Yagi hits northern Vietnam|Yagi came ashore in Quang Ninh and Hai Phong on the afternoon of Sept. 7, 2024, a day after striking Hainan. Floods and landslides followed; a bridge in Phu Tho collapsed on September 9, 2024.|Reports the September 7 and 9, 2024 events.
10|K|explainer|How often typhoons reach Vietnam|Vietnam sees about five to seven storms a year, though fewer reach typhoon strength at landfall. The last strong one in the north was Rammasun in 2014. The peak is August to October.|Base rates from earlier years.
2|L|encyclopedia-entry|Typhoon Yagi (2024)|Yagi made landfall in Wenchang, Hainan, on 6 September 2024 and in northern Vietnam on 7 September 2024, killing about 300 people in Vietnam.|Reports the September 2024 landfalls.
3|L|agency-advisory|JMA tropical cyclone advisory (archived)|At 09 UTC 7 September 2024, Typhoon Yagi (2411) was located over land near Hai Phong, moving west. Next warning at 12 UTC.|Reports the September 7, 2024 landfall.
5|K|local-news|Hai Phong checks its dykes|The city inspected sea dykes this week ahead of the storm season and said evacuation plans for coastal districts were ready. Fishing boats will be called into port if a storm forms.|Preparations.
""",
    ),
]
