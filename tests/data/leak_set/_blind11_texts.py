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
6|K|science-news|A helicopter on Mars, if the night doesn't kill it|The 1.8-kilogram craft must first survive nights that fall to about minus 90 Celsius on its own battery. If it does, engineers plan up to five flights in a month, each one more ambitious. "Every step from here is a first," the project manager told reporters.|Conditions and plans for future flights.
2|L|agency-social-post|@NASAJPL (archived thread)|Wheels down for the rotorcraft team: altimeter data confirm Ingenuity flew on Monday, April 19, 2021. Sol 58. Next up, a higher hop. The first black-and-white image from its navigation camera shows its own shadow on the sand.|Reports the April 19, 2021 flight as done.
4|K|press-briefing-advisory|Media advisory: Ingenuity pre-flight briefing|Reporters may join a teleconference on Friday, April 9, at 1 p.m. EDT, on the helicopter's first flight attempt. Live coverage of the data downlink will begin at about 3:30 a.m. EDT on April 12. Times are subject to change.|Announces a briefing and future coverage.
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
5|K|explainer|How China will land on Mars|The sequence: separation from the orbiter, entry at about 4.8 km per second, a parachute, then a powered descent with a hover for hazard avoidance at about 100 metres. State media have said the attempt is expected in "the middle of May" if the weather in orbit allows.|Describes a planned landing.
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
9|K|explainer|The 29 days after launch|If Webb leaves on schedule, the sunshield will unfold in the first week and the mirror wings about two weeks after launch. Arrival at L2 is planned roughly a month out, and the first science images about six months after that, in summer 2022.|Plans conditional on a launch.
1|L|caption|Photo caption (wire archive)|The Ariane 5 rocket carrying the James Webb Space Telescope lifts off from Europe's Spaceport in Kourou, French Guiana, Saturday, Dec. 25, 2021. The telescope separated from the upper stage about 27 minutes later.|Reports the December 25, 2021 launch.
6|K|agency-bulletin|Webb launch update|Following a sudden release of a clamp band that secures Webb to the launch vehicle adapter, additional testing has been completed. NASA and Arianespace are now targeting December 22 for launch. Coverage begins at 6 a.m. EST on NASA TV.|A new launch target.
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
12|K|science-news|Boeing's second try, nine months after the valve problem|When Starliner was rolled back in August 2021, 13 oxidizer valves were found stuck. Boeing says it has changed the seals and purge procedures; if OFT-2 goes well, a crewed test could follow later this year.|Earlier facts and a conditional plan.
2|L|press-release|Boeing statement on OFT-2|Starliner completed its docking at 8:28 p.m. EDT on May 20, 2022, after two thrusters failed during the orbital insertion burn on May 19. Crew members aboard the station opened the hatch the next day.|Reports the May 19 and 20, 2022 events.
6|K|press-briefing-advisory|NASA sets coverage for Starliner test|NASA will host a prelaunch news conference no earlier than 1 p.m. on May 17. Launch coverage starts at 6 p.m. EDT on May 19; docking coverage begins about 3:30 p.m. on May 20.|A schedule of coverage.
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
8|K|explainer|What happens when you hit an asteroid on purpose|The 570-kilogram spacecraft will steer itself into the moonlet at about 6 km per second in its last four hours. Scientists expect the orbit to shorten by several minutes, but the amount of debris could change that.|Describes a planned impact.
1|L|agency-social-post|@NASA (archived)|IMPACT. The last full image from DRACO shows boulders on Dimorphos seconds before the signal stopped at 7:14 p.m. EDT, Sept. 26, 2022. Humanity's first planetary defense test is complete.|Reports the September 26, 2022 impact as done.
3|K|press-briefing-advisory|Coverage for DART's final approach|Live coverage on NASA TV begins at 6 p.m. EDT on Monday, Sept. 26, with the impact expected at 7:14 p.m. A post-impact news conference is scheduled no earlier than 8 p.m.|Announces coverage of a future event.
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
6|K|agency-bulletin|Notice on the launch of H3 TF1|The launch date will be fixed after final checks and weather review and announced at least three days in advance. Viewing areas on Tanegashima will open from 7 a.m. on the day.|A future announcement and arrangements.
""",
    ),
]
