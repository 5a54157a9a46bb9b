# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold27` part, read by `build_hold27.py`.

Written blind as a held-out part, in the voice of science, technology, culture and awards
sources: space launch manifests and mission blogs, product launch and release calendars,
award nominations and ceremony live blogs, box office charts, festival line-ups, encyclopedia
summaries with revision notes, and social posts. Each question's documents are one line each in
a string, fields separated by `|`: days before the cutoff it is published, label (L=leak /
K=keep), style, title, text, why. See `build_hold27.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "m4-xrism-launch-2023",
        "Will JAXA's XRISM X-ray observatory launch by September 30, 2023?",
        "Resolves YES if the XRISM satellite lifts off on an H-IIA rocket from Tanegashima Space Center on or before September 30, 2023 (Japan Standard Time). Resolves NO otherwise.",
        "2023-08-22",
        "2023-09-30",
        1,
        "space",
        """
3|K|launch-manifest|H-IIA F47: XRISM / SLIM|Vehicle: H-IIA 202, flight No. 47. Primary payload: XRISM (X-Ray Imaging and Spectroscopy Mission). Secondary: SLIM (Smart Lander for Investigating Moon). Window opens 2023-08-26, 09:26:22 JST; reserve period through 2023-09-15. Site: Yoshinobu Launch Complex, Tanegashima.|A manifest with a planned window after the cutoff.
1|L|encyclopedia-summary|XRISM|XRISM is an X-ray astronomy satellite built by JAXA with NASA participation, intended to recover the high-resolution spectroscopy lost with Hitomi in 2016. It was launched on 7 September 2023 at 08:42 JST on H-IIA F47, after the attempts planned for 26 and 28 August were called off because of weather. (Revision note: launch section rewritten with the actual date.)|Reports the 7 September 2023 launch and the August scrubs as done.
5|K|social-post|@tanegashima_watch|Forecast for the 26th isn't great, upper winds look strong. If they stand down, JAXA has reserve days into mid-September, so no need to cancel your ferry yet.|A conditional about a launch day after the cutoff.
2|L|social-post|@orbitlog|XRISM is away! H-IIA F47 lifted off Tanegashima 08:42 JST, Sept 7 2023, SLIM riding along for its slow trip to the Moon. Third time lucky.|Reports the September 7, 2023 launch as done.
8|K|science-explainer|Why the Resolve instrument matters|XRISM's Resolve microcalorimeter is cooled to 50 millikelvin and measures the energy of individual X-ray photons. Hitomi carried a similar instrument but broke apart in March 2016, a few weeks after launch, before it could do much science.|Background facts dated before the cutoff only.
4|L|trade-press|H-IIA puts X-ray telescope in orbit after two weather scrubs|The 7 Sept 2023 launch came ten days after JAXA scrubbed on August 28, 2023 because of high-altitude winds, and about two weeks after an earlier postponement. Separation of XRISM was confirmed roughly 14 minutes after liftoff.|Reports the August 28 scrub and September 7, 2023 launch as done.
""",
    ),
    Q(
        "m4-starship-flight6-catch-2024",
        "Will SpaceX catch the Super Heavy booster with the launch tower's arms on Starship Flight 6?",
        "Resolves YES if, on Starship's sixth integrated flight test, planned for November 19, 2024, the Super Heavy booster is caught by the chopsticks of the Starbase launch tower. Resolves NO if the booster is diverted, lost or not caught, or if the flight does not occur by November 30, 2024.",
        "2024-11-08",
        "2024-11-19",
        0,
        "space",
        """
3|K|launch-manifest|Starship Flight 6: launch window|SpaceX is targeting Tuesday, November 19, 2024 for Flight 6, with a 30-minute window opening at 3:00 p.m. CT. Booster return to the launch site and catch will be attempted only if vehicle and tower health criteria are met; otherwise Super Heavy will divert to a splashdown in the Gulf of Mexico.|A planned date and a conditional catch.
1|L|mission-blog|Flight 6 recap: daylight splashdown, no catch|On November 19, 2024 Starship flew its sixth test, but the flight director called off the catch during boostback after automated checks found damage to tower hardware at launch. Super Heavy made a controlled splashdown in the Gulf, and the ship splashed down in the Indian Ocean in daylight.|Reports the November 19, 2024 flight and the aborted catch.
6|K|trade-press|After the first catch, SpaceX moves fast on Flight 6|The October 13 catch of Booster 12 on Flight 5 showed the tower could work. For Flight 6 the company wants to relight a Raptor engine in space and fly the ship on a higher-angle reentry, and has asked the FAA for a license modification to launch as soon as mid-November.|An earlier event and a plan for a date after the cutoff.
2|L|social-post|@starbase_fan|Booster went to the Gulf today, Nov 19 2024. Chopsticks stayed open. President-elect watching from the hill and the catch got waved off. Ship looked great coming in though.|Reports the November 19, 2024 outcome as done.
9|K|encyclopedia-summary|SpaceX Starship flight tests|Flight 5, on 13 October 2024, was the first in which a Super Heavy booster was caught by the launch tower. A sixth flight was planned for November 2024. (Revision note: added planned Flight 6 month.)|A past flight and a planned month.
4|L|news-brief|Starship's Flight 6: booster caught? No|SpaceX did not catch the booster on Flight 6 on Nov. 19, 2024. A spokesperson said a tower sensor was damaged at liftoff. The next attempt came on Flight 7 in January 2025.|Reports the November 19, 2024 flight and a later January 2025 flight.
""",
    ),
    Q(
        "m4-spadex-docking-2025",
        "Will ISRO's SpaDeX mission achieve docking between its two satellites by January 31, 2025?",
        "Resolves YES if ISRO announces that the two SpaDeX satellites (SDX01 'Chaser' and SDX02 'Target'), launched on PSLV-C60, docked in orbit on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-05",
        "2025-01-31",
        1,
        "space",
        """
4|K|agency-notice|SpaDeX: docking planned for 7 January|ISRO said the two SpaDeX spacecraft, launched on PSLV-C60 on 30 December 2024, are drifting apart as planned. The docking experiment is scheduled for 7 January 2025 after a series of approach manoeuvres.|A past launch and a scheduled docking after the cutoff.
2|L|encyclopedia-summary|Space Docking Experiment|SpaDeX was launched on 30 December 2024. After docking attempts set for 7 and 9 January 2025 were postponed, the spacecraft docked on 16 January 2025, making India the fourth country to dock in orbit. (Revision note: added docking date and undocking section.)|Reports the 16 January 2025 docking and earlier postponements.
7|K|social-post|@isro_watch|PSLV-C60 done and dusted on the 30th. Now the hard part: two 220 kg sats need to close from 20 km to 3 m. Target for docking is Jan 7. Fingers crossed.|A past launch and a target docking date.
1|L|news-brief|ISRO postpones SpaDeX docking again|ISRO on January 8, 2025 postponed the docking attempt planned for January 9, saying a drifting manoeuvre had shown the approach was slower than expected. A new date was not given.|Reports the January 8, 2025 postponement as done.
3|K|explainer|What SpaDeX is testing|Docking in orbit is needed for India's planned space station and the Chandrayaan-4 sample return. ISRO says the experiment could happen as early as January 7, 2025; a second series of tests, including power transfer between the craft, would follow.|Plans and a possible date after the cutoff.
5|L|trade-press|India joins docking club|The Chaser and Target spacecraft were joined on 16 Jan 2025, ISRO said, after a hold at 3 metres. Prime Minister Narendra Modi congratulated the team the same day.|Reports the January 16, 2025 docking as done.
""",
    ),
    Q(
        "m4-ariane6-cso3-2025",
        "Will Ariane 6 launch the CSO-3 military satellite, its first commercial mission, by March 31, 2025?",
        "Resolves YES if an Ariane 6 rocket lifts off from the Guiana Space Centre carrying the French CSO-3 reconnaissance satellite on or before March 31, 2025 (UTC). Resolves NO otherwise.",
        "2025-02-24",
        "2025-03-31",
        1,
        "space",
        """
6|K|launch-manifest|Kourou manifest, Q1 2025|VA263, Ariane 62, payload CSO-3 (CNES/DGA), ELA-4. Target: 3 March 2025, window 13:24-15:49 local time. Launch readiness review two days before launch.|A manifest with a target date after the cutoff.
2|L|encyclopedia-summary|Ariane 6|Ariane 6 flew for the first time on 9 July 2024. Its second flight and first operational mission, VA263, launched CSO-3 on 6 March 2025, after a countdown on 3 March 2025 was stopped by a ground equipment problem. (Revision note: flight history table extended.)|Reports the March 3 and March 6, 2025 events as done.
11|K|trade-press|Arianespace sets early-March date for second Ariane 6|The launch, moved from February 26 to March 3, 2025, will carry the last of France's three CSO optical satellites. It is the first Ariane 6 flight with Arianespace fully in charge of operations, and the company says it wants to fly up to five more times this year.|A moved date and plans, none reported as done.
1|L|social-post|@kourou_spotter|Hold at H0-30 min today, 3 March 2025. Something on the ground side, they're calling it for the day. New attempt probably later this week.|Reports the March 3, 2025 scrub as done.
4|K|explainer|Why CSO-3 flew on nothing|The satellite was meant to launch on a Soyuz from Kourou until Russia pulled its crews in 2022, and then waited for Ariane 6 after Vega C grounding ruled out alternatives. France's defence ministry has said it needs the third satellite to complete the constellation's revisit times.|Past facts only; no date after the cutoff is reported.
3|L|news-brief|Second Ariane 6 places CSO-3 in orbit|Ariane 6 lifted off on Thursday, March 6, 2025, and released CSO-3 into a sun-synchronous orbit about an hour later. ESA called the flight a step toward European launch autonomy.|Reports the March 6, 2025 launch as done.
""",
    ),
    Q(
        "m4-spherex-launch-2025",
        "Will NASA's SPHEREx space telescope launch by March 31, 2025?",
        "Resolves YES if SPHEREx (Spectro-Photometer for the History of the Universe, Epoch of Reionization and Ices Explorer) lifts off on a Falcon 9 from Vandenberg Space Force Base on or before March 31, 2025 (Pacific Time). Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-31",
        1,
        "space",
        """
5|K|launch-manifest|Falcon 9: SPHEREx and PUNCH|Mission: SPHEREx, with NASA's PUNCH heliophysics smallsats as rideshare. Pad: SLC-4E, Vandenberg. NET Feb. 27, 2025. Orbit: sun-synchronous, about 650 km.|A no-earlier-than date after the cutoff.
1|L|mission-blog|SPHEREx is on its way|Liftoff came at 8:10 p.m. PDT on March 11, 2025, after several slips from the original late-February target. Both SPHEREx and the four PUNCH spacecraft separated from the second stage as planned.|Reports the March 11, 2025 launch as done.
9|K|science-explainer|Mapping the whole sky in 102 colours|Over two years, SPHEREx is designed to scan the entire sky four times, building a spectral map of more than 450 million galaxies. Scientists hope it will test ideas about inflation in the first fraction of a second after the Big Bang.|Plans for the mission, with no post-cutoff event reported.
3|L|social-post|@vandenberg_launches|SPHEREx scrubbed again tonight, Mar 8 2025. They keep sliding a day or two at a time. Next try looks like the 10th or 11th.|Reports the March 8, 2025 scrub as done.
7|K|social-post|@jpl_fan|Watching the SPHEREx launch date like a hawk. Feb 27 from Vandenberg if nothing moves. Bring a jacket, it's cold on the bluffs at night.|A target date after the cutoff.
2|L|encyclopedia-summary|SPHEREx|SPHEREx is a NASA medium explorer telescope built by JPL and Ball Aerospace. It was launched on 12 March 2025 (UTC) on a Falcon 9 with the PUNCH mission and began its all-sky survey in May 2025. (Revision note: launch date corrected to UTC.)|Reports the March 12, 2025 launch and a May 2025 start as done.
""",
    ),
    Q(
        "m4-tianwen2-launch-2025",
        "Will China launch the Tianwen-2 asteroid sample-return mission by May 31, 2025?",
        "Resolves YES if the Tianwen-2 probe lifts off from Xichang Satellite Launch Center on or before May 31, 2025 (Beijing time). Resolves NO otherwise.",
        "2025-05-10",
        "2025-05-31",
        1,
        "space",
        """
8|K|news-brief|Tianwen-2 arrives at Xichang|The probe that China plans to send to the near-Earth asteroid Kamoʻoalewa has been delivered to the Xichang launch centre, the space agency said, with launch expected in late May 2025 on a Long March 3B.|A planned launch after the cutoff.
2|L|encyclopedia-summary|Tianwen-2|Tianwen-2 is a Chinese mission to return samples from the asteroid 469219 Kamoʻoalewa and then study the main-belt comet 311P/PANSTARRS. It was launched at 01:31 Beijing time on 29 May 2025 on a Long March 3B. Arrival at the asteroid is planned for July 2026.|Reports the 29 May 2025 launch as done.
4|K|science-explainer|A piece of the Moon in orbit around the Sun?|Kamoʻoalewa, found in 2016, may be a fragment thrown off by a lunar impact. Tianwen-2 would reach it in mid-2026, collect material, and drop a capsule back to Earth around late 2027.|Plans with later dates, none reported as done.
1|L|social-post|@cnsa_tracker|Long March 3B off the pad at Xichang, 2025-05-29 01:31 CST, Tianwen-2 aboard. Solar panels deployed per CNSA. Next stop Kamoʻoalewa.|Reports the May 29, 2025 launch as done.
12|K|launch-manifest|China launch schedule, May 2025 (unofficial)|Late May: Long March 3B / Tianwen-2, Xichang, NET 2025-05-28. Dates are from navigation warnings and airspace closures and may change without notice.|An unofficial schedule with a date after the cutoff.
6|L|trade-press|Tianwen-2 leaves for its asteroid|The probe separated from the rocket's upper stage about 18 minutes after a launch on May 29, 2025, China's space agency said, calling the mission a success.|Reports the May 29, 2025 launch as done.
""",
    ),
    Q(
        "m4-starship-flight10-splash-2025",
        "Will the Starship upper stage on SpaceX's Flight 10 complete a controlled splashdown in the Indian Ocean by September 15, 2025?",
        "Resolves YES if, on Starship's tenth integrated flight test, the ship survives reentry and makes a controlled splashdown in the Indian Ocean on or before September 15, 2025. Resolves NO otherwise.",
        "2025-08-18",
        "2025-09-15",
        1,
        "space",
        """
3|K|launch-manifest|Starship Flight 10|Target: Sunday, August 24, 2025. Launch window opens 6:30 p.m. CT. Objectives: deploy eight Starlink mass simulators, relight a Raptor in space, test heat shield tiles removed on purpose, and return the ship for a splashdown in the Indian Ocean.|Objectives and a target date after the cutoff.
1|L|mission-blog|Flight 10: everything we wanted|Starship flew on August 26, 2025 after two scrubs and, for the first time in the Block 2 era, did nearly everything on its list: payload door open, simulators out, engine relight, and a controlled splashdown on target in the Indian Ocean about an hour after launch.|Reports the August 26, 2025 flight and splashdown as done.
7|K|trade-press|After three lost ships, a lot riding on Flight 10|Flights 7, 8 and 9 all lost their upper stages this year, the last on May 27. The FAA still has to approve the mishap investigation; SpaceX says it could fly as soon as late August 2025.|Past failures and a plan, none dated after the cutoff as done.
2|L|social-post|@bocachica_cam|Scrubbed tonight (Aug 24 2025), ground systems issue. They say they'll try again tomorrow. Tomorrow (Aug 25): weather scrub, anvil clouds. Third time, I guess.|Reports the August 24 and 25, 2025 scrubs as done.
5|K|social-post|@rocket_rumours|FAA license for Flight 10 is out. Sunday the 24th is the day. If the ship makes it to splashdown, it's the first clean Block 2 flight.|A target date and a conditional.
4|L|news-brief|Starship's Flight 10 ends with on-target splashdown|The ship came down in the Indian Ocean on Aug. 26, 2025, with a camera on a buoy catching the flip and landing burn. Flight 11 followed on October 13, 2025.|Reports the August 26 splashdown and a later October 13, 2025 flight.
""",
    ),
    Q(
        "m4-new-glenn-landing-2025",
        "Will Blue Origin land a New Glenn first stage by November 30, 2025?",
        "Resolves YES if a New Glenn first-stage booster makes a successful propulsive landing on Blue Origin's landing vessel on or before November 30, 2025. Resolves NO otherwise.",
        "2025-11-05",
        "2025-11-30",
        1,
        "space",
        """
5|K|launch-manifest|New Glenn NG-2: ESCAPADE|Payload: NASA ESCAPADE (two Mars orbiters, Rocket Lab spacecraft). Pad: LC-36, Cape Canaveral. Target: Nov. 9, 2025, 88-minute window. Booster landing attempt on the recovery ship Jacklyn about 600 km downrange.|A target date and planned landing after the cutoff.
2|L|mission-blog|NG-2: booster on the ship|On November 13, 2025 New Glenn sent ESCAPADE on its way and, on the second try in New Glenn's history, the first stage landed on Jacklyn in the Atlantic. Blue Origin had called off earlier attempts on November 9 for weather and on November 12 because of a strong solar storm.|Reports the November 9, 12 and 13, 2025 events as done.
11|K|trade-press|Blue Origin says landing is the goal on second flight|The booster on January's first flight was lost during its descent after the upper stage reached orbit. Blue Origin says changes to the engines and the landing software should give it a better chance this time.|A past loss and a hope for later.
1|L|social-post|@cape_sky|Space weather scrub?! Never seen that one. NG-2 stood down today, 12 Nov 2025, because of the geomagnetic storm. ESCAPADE team wants a clean launch environment.|Reports the November 12, 2025 scrub as done.
3|K|encyclopedia-summary|New Glenn|New Glenn's first flight on 16 January 2025 reached orbit, but the first stage was not recovered. The second flight, carrying NASA's ESCAPADE, was scheduled for November 2025. (Revision note: added NG-2 target.)|A past flight and a scheduled flight.
4|L|news-brief|Blue Origin lands New Glenn booster for the first time|The first stage touched down on the company's landing platform on Thursday, November 13, 2025, several minutes after liftoff from Cape Canaveral. Jeff Bezos posted a video of the landing.|Reports the November 13, 2025 landing as done.
""",
    ),
    Q(
        "m4-proba3-launch-2024",
        "Will ESA's Proba-3 formation-flying mission launch by December 15, 2024?",
        "Resolves YES if the two Proba-3 spacecraft lift off on an ISRO PSLV from Satish Dhawan Space Centre, Sriharikota, on or before December 15, 2024 (India time). Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-15",
        1,
        "space",
        """
6|K|launch-manifest|PSLV-C59 / Proba-3|Customer: ESA via NewSpace India Limited. Vehicle: PSLV-XL. Launch date: 4 December 2024, 16:08 IST, first launch pad. Payload mass about 550 kg, highly elliptical orbit.|A scheduled launch after the cutoff.
2|L|encyclopedia-summary|Proba-3|Proba-3 is a pair of ESA spacecraft, the Coronagraph and the Occulter, designed to fly in precise formation to make artificial solar eclipses. It was launched on 5 December 2024 on PSLV-C59, one day late, after ESA found an anomaly in the Coronagraph's propulsion system.|Reports the December 4 delay and December 5, 2024 launch as done.
10|K|science-explainer|Making an eclipse on demand|The two craft will fly 150 metres apart, with the Occulter casting a shadow about 8 cm wide on the Coronagraph's optics. ESA hopes to get up to six hours of eclipse per orbit, against a few minutes in a natural total eclipse.|Plans for the mission, no post-cutoff event reported.
1|L|social-post|@sriharikota_live|PSLV-C59 called off for today, Dec 4 2024. ESA side issue with one of the two sats. New slot tomorrow 16:04 IST.|Reports the December 4, 2024 postponement as done.
4|K|social-post|@esa_watch|Proba-3 shipped to India, fuelling next. Launch slot Dec 4 2024. Rare to see ESA on a PSLV, first time since Proba-1 in 2001.|A launch slot after the cutoff and a past fact.
""",
    ),
    Q(
        "m4-parker-perihelion-2024",
        "Will NASA confirm by December 31, 2024 that Parker Solar Probe is healthy after its December 24, 2024 closest approach to the Sun?",
        "Resolves YES if, by December 31, 2024, NASA or the Johns Hopkins Applied Physics Laboratory announces it has received a signal or telemetry showing Parker Solar Probe is in good health after its perihelion of December 24, 2024. Resolves NO otherwise.",
        "2024-12-10",
        "2024-12-31",
        1,
        "space",
        """
3|K|mission-blog|Perihelion 22: what to expect|Parker will pass 3.8 million miles from the Sun's surface on December 24, 2024, at about 430,000 mph. It will be out of contact during the pass; a beacon tone is expected on December 27, and detailed telemetry on January 1, 2025.|Scheduled events after the cutoff.
1|L|news-brief|Parker phones home after record solar flyby|Mission operators received the probe's beacon tone just before midnight Eastern time on Dec. 26, 2024, confirming it survived its closest pass. NASA announced the result the next morning.|Reports the December 26, 2024 signal as done.
8|K|science-explainer|Why Parker can get so close|The probe's carbon-composite heat shield, 11.4 centimetres thick, is designed to keep instruments near room temperature while the sunward face reaches about 1,400 degrees Celsius. Parker launched in August 2018 and used a Venus flyby on November 6, 2024 to lower its orbit to this final shape.|Past facts only.
2|L|encyclopedia-summary|Parker Solar Probe|On 24 December 2024 Parker passed 6.1 million km from the solar surface, the closest any human-made object has come to the Sun. Full telemetry received on 1 January 2025 showed all systems operating normally. (Revision note: perihelion 22 results added.)|Reports the December 24, 2024 pass and January 1, 2025 telemetry as done.
5|K|social-post|@heliophysics_nerd|Christmas Eve plans: Parker hits perihelion 22. Then 3 days of radio silence and we all hit refresh on the APL feed. If the tone comes on the 27th, it's the best present of the year.|A conditional about dates after the cutoff.
4|L|social-post|@apl_watcher|Beacon is in! Dec 26 2024, a day ahead of the timeline. Parker's fine after flying through the corona at 430k mph.|Reports the December 26, 2024 signal as done.
""",
    ),
    Q(
        "m4-g5-storm-2024-05",
        "Will NOAA's Space Weather Prediction Center observe a G5 (Extreme) geomagnetic storm in May 2024?",
        "Resolves YES if NOAA's Space Weather Prediction Center reports that geomagnetic activity reached G5 (Kp 9) at any time between May 1 and May 31, 2024. Resolves NO otherwise. The last G5 storm was in October 2003.",
        "2024-05-06",
        "2024-05-31",
        1,
        "science",
        """
4|K|observatory-bulletin|Space weather: 27-day outlook|The planetary K-index is forecast to remain at or below Kp 4 for most of the period. Active region 3654 rotates off the visible disk this week; the old region 3615 is due to return around May 7-9, 2024. Solar cycle 25 is near its expected maximum.|A forecast with dates after the cutoff.
1|L|encyclopedia-summary|May 2024 solar storms|A series of coronal mass ejections from sunspot region AR 3664 produced the strongest geomagnetic storm in more than twenty years. SWPC declared G5 (Extreme) conditions at 6:54 p.m. EDT on 10 May 2024, and auroras were seen as far south as Florida and northern India.|Reports the 10 May 2024 G5 storm as done.
12|K|science-explainer|What the G scale means|NOAA rates geomagnetic storms from G1 (Minor) to G5 (Extreme). A G5 storm can cause voltage control problems on power grids and knock out high-frequency radio for hours. The Halloween storms of October 2003 were the last to reach G5.|An explainer with only earlier dates.
2|L|social-post|@aurora_chaser_uk|Absolutely unreal. Pink and green overhead in Kent at midnight, 10-11 May 2024. Never thought I'd see this from the south coast. SWPC says G5!|Reports the 10-11 May 2024 storm as done.
7|K|social-post|@spaceweather_daily|New sunspot group rotating into view on the east limb, looks big. Too early to say, but if it throws anything Earth-directed in the next week or two, aurora hunters should be ready.|A conditional forecast, no date after the cutoff.
3|L|news-brief|First severe storm watch since 2005|NOAA issued a G4 watch on Thursday, May 9, 2024, its first since January 2005, after at least five CMEs left the Sun. The storm reached G5 the next evening.|Reports the May 9 and May 10, 2024 events as done.
""",
    ),
    Q(
        "m4-voyager1-data-2024",
        "Will NASA report by April 30, 2024 that Voyager 1 is again sending usable engineering data?",
        "Resolves YES if NASA or JPL announces, on or before April 30, 2024, that Voyager 1 has returned usable engineering data for the first time since its flight data subsystem problem began in November 2023. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-30",
        1,
        "space",
        """
5|K|mission-blog|Voyager 1 update: the bad chip|The team has traced the garbled data to a single memory chip in the flight data subsystem, holding about 3% of its memory. Engineers plan to move the affected code elsewhere in the memory; with signals taking 22.5 hours each way, any fix will take weeks to confirm.|A past finding and a plan, with no date after the cutoff.
2|L|news-brief|Voyager 1 talks sense again|On April 20, 2024, Voyager 1 sent back readable data about the health and status of its systems, JPL said two days later. Engineers had sent the command moving the code on April 18.|Reports the April 18 and April 20, 2024 events as done.
9|K|encyclopedia-summary|Voyager 1|Since 14 November 2023 the spacecraft has sent only an unreadable repeating pattern instead of science and engineering data. NASA said in March 2024 that it had found the likely cause. (Revision note: added March 2024 update.)|Earlier facts only.
1|L|social-post|@dsn_now|DSN Madrid picked up Voyager 1 this morning. For the first time since November, the data is clean. April 20 2024 is going on my calendar.|Reports the April 20, 2024 data as done.
3|K|social-post|@voyager_fan|The patch is written, uplink planned for 18 April 2024. Then 45 hours round trip before we know. If it works, science data comes next.|A plan and a conditional, no date after the cutoff reported.
6|L|trade-press|Voyager 1 returns science from all four instruments|JPL said on June 13, 2024 that all four of Voyager 1's operating instruments were again returning usable science data, after the engineering data came back in April 2024.|Reports June 13, 2024 and April 2024 events as done.
""",
    ),
    Q(
        "m4-nobel-chem-2025-mof",
        "Will the 2025 Nobel Prize in Chemistry be awarded for the development of metal-organic frameworks?",
        "Resolves YES if the Royal Swedish Academy of Sciences, announcing the 2025 Nobel Prize in Chemistry on October 8, 2025, cites metal-organic frameworks (MOFs) in the prize motivation. Resolves NO otherwise.",
        "2025-09-20",
        "2025-10-08",
        1,
        "awards",
        """
4|K|awards-calendar|Nobel announcements 2025|Physiology or Medicine: Monday 6 October. Physics: Tuesday 7 October. Chemistry: Wednesday 8 October 2025, not earlier than 11:45 CEST. Literature: Thursday 9 October. Peace: Friday 10 October. Economic Sciences: Monday 13 October.|A schedule of dates after the cutoff.
1|L|encyclopedia-summary|Omar M. Yaghi|Yaghi is a chemist at the University of California, Berkeley, known for reticular chemistry. On 8 October 2025 he was awarded the Nobel Prize in Chemistry with Susumu Kitagawa and Richard Robson "for the development of metal-organic frameworks".|Reports the 8 October 2025 award as done.
9|K|science-blog|My picks for Stockholm this year|MOFs keep coming up, and Yaghi, Kitagawa and Robson would be a tidy trio. But the committee has surprised us before, and lithium-ion batteries took six years of predictions before they won in 2019. We'll know on October 8.|A forecast for a date after the cutoff.
2|L|social-post|@chem_twitter|MOFS!!! Kitagawa, Robson, Yaghi. Finally. 8 Oct 2025, the day reticular chemistry got its Nobel. My old lab is losing it.|Reports the October 8, 2025 award as done.
6|K|explainer|What are metal-organic frameworks?|MOFs are crystals built from metal ions linked by organic molecules, leaving large internal spaces. Robson described early versions in 1989, and Kitagawa and Yaghi made stable, porous ones in the 1990s. They can pull water out of desert air or capture carbon dioxide.|Background facts dated before the cutoff.
3|L|news-brief|Physics Nobel goes to quantum tunnelling in circuits|John Clarke, Michel Devoret and John Martinis won the physics prize on October 7, 2025 for showing quantum effects in an electrical circuit. The chemistry prize is announced the next day.|Reports the October 7, 2025 physics award, a later event, as done.
""",
    ),
    Q(
        "m4-quest3-ship-2023",
        "Will Meta's Quest 3 headset begin shipping to customers by October 15, 2023?",
        "Resolves YES if Meta Quest 3 units ordered by the public are shipped or available in stores in the United States on or before October 15, 2023. Resolves NO otherwise. Meta has said more details will come at Meta Connect on September 27-28, 2023.",
        "2023-09-20",
        "2023-10-15",
        1,
        "product_launches",
        """
6|K|release-calendar|Fall 2023 hardware calendar|Sept 12: Apple iPhone event. Sept 27-28: Meta Connect, Menlo Park (Quest 3 full details expected). Oct 4: Google Pixel event. Dates come from invitations and may change.|A calendar with dates after the cutoff.
1|L|product-page|Meta Quest 3: 128GB and 512GB|Pre-orders opened September 27, 2023; orders started arriving and retail shelves were stocked on October 10, 2023. 128GB: $499.99. 512GB: $649.99. Includes Asgard's Wrath 2 for a limited time.|Reports the September 27 and October 10, 2023 events as done.
12|K|trade-press|Quest 3 price set, launch 'this fall'|Mark Zuckerberg announced the Quest 3 on June 1 at $499 for the base model, ahead of Apple's headset reveal. Meta said it would ship in the fall and share more at Connect.|A past announcement and a vague plan.
2|L|social-post|@vr_dad|Mine showed up today!! Oct 10 2023, Quest 3 day. The passthrough is so much better than the Pro, honestly.|Reports the October 10, 2023 delivery as done.
4|K|social-post|@xr_leaks|Hearing retail date for Q3 is Oct 10, 2023, pre-orders from the Connect keynote. Don't quote me until Zuck says it on stage.|A rumoured date, not reported as done.
3|L|news-brief|Meta opens Quest 3 pre-orders at Connect|Meta began taking pre-orders on Sept. 27, 2023, after Zuckerberg's keynote, with shipping set for Oct. 10. The company also showed new Ray-Ban smart glasses.|Reports the September 27, 2023 keynote and pre-orders as done.
""",
    ),
    Q(
        "m4-apple-m3-macs-2023",
        "Will Apple announce Macs powered by M3-family chips by October 31, 2023?",
        "Resolves YES if Apple announces, in a press release or at an event, at least one Mac model with an M3, M3 Pro or M3 Max chip on or before October 31, 2023 (Pacific Time). Resolves NO otherwise.",
        "2023-10-20",
        "2023-10-31",
        1,
        "product_launches",
        """
3|K|release-calendar|Apple product calendar, late 2023 (rumoured)|New iMac and MacBook Pro: expected late October or November 2023, M3. iPad Air, iPad mini: 2024. Apple has not confirmed any of this; all dates are estimates from supply-chain and analyst reports.|Rumoured dates, not reported as done.
1|L|news-brief|Apple unveils M3, M3 Pro and M3 Max|At its 'Scary Fast' event on the evening of October 30, 2023, Apple introduced three M3 chips and new 14- and 16-inch MacBook Pro models and a 24-inch iMac. The laptops went on sale in early November.|Reports the October 30, 2023 event as done.
9|K|analysis|Why Apple might skip a Mac event this year|The M2 Pro and M2 Max MacBook Pros launched in January, just nine months ago. Some analysts think the M3 generation, built on TSMC's 3-nanometre process, could slip to 2024.|Earlier facts and speculation, no date after the cutoff.
2|L|social-post|@apple_invites|Invites went out this morning, Oct 24 2023: 'Scary fast.' Monday, Oct 30, 5 p.m. PT. An evening event the night before Halloween. M3 is happening.|Reports the October 24, 2023 invitations as done.
5|K|social-post|@mac_rumours_fan|If there's a late-October event it'll be Macs, not iPads. Invites usually go a week ahead, so watch the 23rd or 24th.|A conditional with dates after the cutoff.
4|L|encyclopedia-summary|Apple M3|The M3 is a series of systems on a chip announced by Apple on 30 October 2023. It was the first personal computer chip made on a 3 nm process. (Revision note: added M3 Pro and M3 Max specifications.)|Reports the 30 October 2023 announcement as done.
""",
    ),
    Q(
        "m4-python-314-2025",
        "Will CPython 3.14.0, the final release, be published by October 10, 2025?",
        "Resolves YES if the Python release team publishes Python 3.14.0 (not a release candidate) on python.org on or before October 10, 2025. Resolves NO otherwise. PEP 745 schedules 3.14.0 for October 7, 2025.",
        "2025-09-22",
        "2025-10-10",
        1,
        "technology",
        """
4|K|release-calendar|PEP 745: Python 3.14 schedule|3.14.0 candidate 3: Thursday, 2025-09-18. 3.14.0 final: Tuesday, 2025-10-07. Subsequent bugfix releases every two months. Security fixes until October 2030.|A release schedule with dates after the cutoff.
1|L|changelog|Python 3.14.0|Release date: Oct. 7, 2025. This is the stable release of Python 3.14.0. Major new features: free-threaded Python is officially supported (PEP 779), template string literals (PEP 750), deferred evaluation of annotations (PEP 649), and a new zstd compression module.|Reports the October 7, 2025 release as done.
2|K|changelog|Python 3.14.0rc3|Release date: Sept. 18, 2025. This is the third and final release candidate. It was added to fix a bytecode magic number issue. Please do not use release candidates in production. The next release will be the final 3.14.0, scheduled for 2025-10-07.|A past release and a scheduled one.
3|L|social-post|@pydev_news|3.14 is out! Oct 7 2025. Pi-thon jokes from everyone at once. Free-threading is no longer experimental, go kick the tyres.|Reports the October 7, 2025 release as done.
8|K|social-post|@maintainer_mia|Reminder to package maintainers: 3.14 final lands early October. Start testing wheels against rc3 now, not on release day.|A plan for a date after the cutoff.
6|L|encyclopedia-summary|History of Python|Python 3.14 was released on 7 October 2025, a year after 3.13. The name 'Pi-thon' was used informally because of the version number. (Revision note: updated version table.)|Reports the 7 October 2025 release as done.
""",
    ),
    Q(
        "m4-zelda-totk-release-2023",
        "Will The Legend of Zelda: Tears of the Kingdom be released on its scheduled date of May 12, 2023?",
        "Resolves YES if Nintendo releases The Legend of Zelda: Tears of the Kingdom for Nintendo Switch worldwide on May 12, 2023. Resolves NO if it is delayed.",
        "2023-04-20",
        "2023-05-12",
        1,
        "product_launches",
        """
5|K|release-calendar|Switch releases, May 2023|2023-05-12: The Legend of Zelda: Tears of the Kingdom ($69.99), plus the Zelda OLED special edition console ($359.99) on April 28. June 30: Ghost Trick: Phantom Detective. Release dates are publisher dates.|A release calendar with dates after the cutoff.
1|L|news-brief|Zelda sequel sells 10 million in three days|Tears of the Kingdom, released on May 12, 2023, sold more than 10 million copies in its first three days, Nintendo said on May 25, 2023, making it the fastest-selling Zelda game.|Reports the May 12 release and May 25, 2023 sales figure as done.
7|K|trade-press|Nintendo shows final trailer|The last trailer before launch, released on April 13, gave more of the story and a look at Ganondorf. Nintendo said the game, delayed twice from 2022, remains on track.|A past trailer and a schedule.
2|L|review-roundup|Tears of the Kingdom reviews are in|Review embargo lifted on Thursday, May 11, 2023. Metacritic average: 96 from more than 100 critics. Several outlets called it better than Breath of the Wild.|Reports the May 11, 2023 reviews as done.
10|K|social-post|@hyrule_hype|3 weeks and change. If Nintendo delays this a THIRD time I'm walking into the sea. (They won't. The OLED is on pre-order.)|A conditional with no post-cutoff event reported.
3|L|social-post|@midnight_launch|Line at the Nintendo store in Rockefeller Center, 12 May 2023, midnight. People in Link costumes. Got my copy.|Reports the May 12, 2023 launch as done.
""",
    ),
    Q(
        "m4-tesla-robotaxi-austin-2025",
        "Will Tesla launch a robotaxi ride service for members of the public in Austin by June 30, 2025?",
        "Resolves YES if Tesla begins giving paid or unpaid rides in vehicles without a human driver in the driver's seat to members of the public (not only employees) in Austin, Texas, on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-30",
        1,
        "technology",
        """
5|K|product-roadmap|Tesla 2025 milestones, as stated|Unsupervised FSD, Austin: launch planned June 2025, starting with about 10 Model Y vehicles in a geofenced area. Cybercab production: 2026. Musk has said the date could move if safety targets are not met.|Stated plans with dates after the cutoff.
1|L|news-brief|Tesla starts robotaxi rides in Austin|Tesla began offering rides in driverless Model Y vehicles to a small group of invited users in Austin on Sunday, June 22, 2025, charging a flat $4.20 per trip. A Tesla employee sat in the front passenger seat as a safety monitor.|Reports the June 22, 2025 launch as done.
9|K|analysis|Tesla's robotaxi promise, one more time|Musk first said Tesla would have robotaxis on the road in 2020. At the October 10, 2024 'We, Robot' event he showed the Cybercab and said unsupervised driving would start in Texas and California in 2025.|Past events and a plan, none dated after the cutoff as done.
2|L|social-post|@ev_watcher_atx|Took my first Tesla robotaxi ride today, 6/22/2025, South Congress to Zilker. Nobody in the driver's seat, guy in the passenger seat with his hand near the door button. Smooth, one weird hesitation.|Reports the June 22, 2025 ride as done.
3|K|social-post|@tsla_bull|Robotaxi launch in Austin 'tentatively June 12, 2025' per the rumour mill. If it's anything like FSD timelines, I'll believe it when I ride it.|A rumoured date and scepticism, nothing reported as done.
4|L|trade-press|Regulators ask Tesla about robotaxi videos|The NHTSA said on June 23, 2025 that it had contacted Tesla after videos showed its robotaxis speeding and driving in the wrong lane on their first day of service.|Reports the June 23, 2025 contact and the launch as done.
""",
    ),
    Q(
        "m4-vision-pro-uk-2024",
        "Will Apple Vision Pro go on sale in the United Kingdom by July 31, 2024?",
        "Resolves YES if Apple Vision Pro is available to buy at retail or for delivery from Apple's UK store on or before July 31, 2024. Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-31",
        1,
        "product_launches",
        """
9|K|press-release-summary|Vision Pro heads to eight more countries|Apple said at WWDC on June 10 that Vision Pro will launch in China, Hong Kong, Japan and Singapore on June 28, and in Australia, Canada, France, Germany and the UK on July 12, 2024. Pre-orders open on June 13 and June 28 respectively. UK price: from £3,499.|Past announcement with launch dates after the cutoff.
1|L|news-brief|Vision Pro goes on sale in Britain|Apple's headset went on sale in the UK on Friday, 12 July 2024, with demos at Regent Street booked out for the morning. Early queues were shorter than at the US launch in February.|Reports the 12 July 2024 UK launch as done.
4|K|release-calendar|Apple dates, summer 2024|Jun 28: Vision Pro, China/Japan/Singapore; UK pre-orders open. Jul 12: Vision Pro, UK, France, Germany, Canada, Australia. Sept (expected): iPhone 16 event.|A calendar with dates after the cutoff.
2|L|social-post|@london_tech_guy|Picked up my Vision Pro at Battersea today, 12 July 2024. £3,499 plus the prescription inserts. Wallet crying, brain happy.|Reports the 12 July 2024 purchase as done.
6|K|social-post|@gadgetsuk|Vision Pro UK pre-orders open June 28, 2024. Demo bookings should appear in the Apple Store app the same day. If you want one on day one, set an alarm.|Schedules after the cutoff.
3|L|encyclopedia-summary|Apple Vision Pro|Vision Pro was released in the United States on 2 February 2024, and in China, Japan and Singapore on 28 June 2024, followed by the UK and four other countries in July 2024. (Revision note: international release dates added.)|Reports the 28 June and July 2024 releases as done.
""",
    ),
    Q(
        "m4-recall-copilot-launch-2024",
        "Will Microsoft's Recall feature be available to buyers of Copilot+ PCs when they go on sale on June 18, 2024?",
        "Resolves YES if Recall is included and usable, outside the Windows Insider programme, on Copilot+ PCs sold to the public on June 18, 2024. Resolves NO if Microsoft removes, delays or limits it to a preview programme.",
        "2024-06-05",
        "2024-06-18",
        0,
        "technology",
        """
4|K|release-calendar|Copilot+ PCs: ship dates|June 18, 2024: first Copilot+ PCs from Acer, ASUS, Dell, HP, Lenovo, Microsoft Surface and Samsung, with Snapdragon X Elite and X Plus chips. Features: Recall (preview), Cocreator, Live Captions with translation. Intel and AMD models: later in 2024.|A release calendar with dates after the cutoff.
1|L|news-brief|Microsoft pulls Recall from Copilot+ launch|Microsoft said on June 13, 2024 that Recall would not ship with Copilot+ PCs on June 18. The feature will go first to members of the Windows Insider programme, after security researchers showed its snapshot database could be read by other software.|Reports the June 13, 2024 decision as done.
3|K|analysis|Recall's privacy problem|Security researchers have shown that Recall stores its screenshots' text in a local database that malware on the same PC could read. Microsoft has said it will make Recall opt-in, but the launch date of June 18, 2024 has not moved.|An analysis with a scheduled date after the cutoff.
2|L|social-post|@windows_watch|Unboxed a Surface Laptop 7 today, June 18 2024. No Recall in Settings at all. Microsoft really did yank it last minute.|Reports the June 18, 2024 launch without Recall as done.
8|K|trade-press|Microsoft unveils Copilot+ PCs|At a May 20 event at its Redmond campus, Microsoft showed a new class of Windows laptops with on-device AI features, led by Recall, which keeps a searchable history of what users have seen on screen.|Earlier facts only.
5|L|encyclopedia-summary|Windows Recall|Recall was announced on 20 May 2024. On 7 June 2024 Microsoft made it opt-in, and on 13 June 2024 it delayed the feature to an Insider preview. It reached Insiders on Snapdragon PCs in November 2024. (Revision note: release history updated.)|Reports the 7 June, 13 June and November 2024 changes as done.
""",
    ),
    Q(
        "m4-bafta-2024-oppenheimer",
        "Will Oppenheimer win Best Film at the 77th British Academy Film Awards on February 18, 2024?",
        "Resolves YES if Oppenheimer is named Best Film at the EE BAFTA Film Awards ceremony held at the Royal Festival Hall, London, on February 18, 2024. Resolves NO otherwise.",
        "2024-02-01",
        "2024-02-18",
        1,
        "awards",
        """
14|K|nominations-list|EE BAFTA Film Awards 2024: Best Film nominees|Anatomy of a Fall. The Holdovers. Killers of the Flower Moon. Oppenheimer. Poor Things. Oppenheimer leads overall with 13 nominations, followed by Poor Things with 11. Ceremony: Sunday 18 February 2024, hosted by David Tennant.|A nominations list and a scheduled ceremony.
1|L|ceremony-liveblog|BAFTAs 2024 live: Oppenheimer sweeps|21:52 GMT, 18 Feb 2024: And Best Film goes to... Oppenheimer. That's seven for Nolan's film tonight, including director, leading actor for Cillian Murphy and supporting actor for Robert Downey Jr.|Reports the 18 February 2024 win as done.
5|K|awards-analysis|Can anything stop Oppenheimer?|The film has already taken the Golden Globe for drama and the Critics Choice top prize. Poor Things is the likeliest spoiler in London, where British voters have sometimes gone their own way. The winners are announced on February 18, 2024.|Earlier wins and a forecast for a date after the cutoff.
2|L|social-post|@filmtwit_uk|BAFTA night done: Oppenheimer Best Film, Emma Stone Leading Actress, Zone of Interest wins Outstanding British Film AND Film Not in English. 18/02/2024, a good night for A24 too.|Reports the February 18, 2024 results as done.
9|K|social-post|@awards_predictor|Final BAFTA picks going up the week before the show. Right now: Oppenheimer film, Nolan director, Murphy actor, Stone actress. Voting closes Feb 15 2024.|Predictions and a deadline after the cutoff.
3|L|encyclopedia-summary|77th British Academy Film Awards|The ceremony was held on 18 February 2024 at the Royal Festival Hall in London. Oppenheimer won seven awards, including Best Film. It went on to win Best Picture at the 96th Academy Awards on 10 March 2024.|Reports the 18 February and 10 March 2024 wins as done.
""",
    ),
    Q(
        "m4-sag-2025-anora-ensemble",
        "Will Anora win Outstanding Performance by a Cast in a Motion Picture at the 31st Screen Actors Guild Awards?",
        "Resolves YES if Anora wins the cast (ensemble) award at the SAG Awards ceremony on February 23, 2025. Resolves NO otherwise.",
        "2025-02-05",
        "2025-02-23",
        0,
        "awards",
        """
20|K|nominations-list|31st SAG Awards: film cast nominees|A Complete Unknown. Anora. Conclave. Emilia Pérez. Wicked. The ceremony streams live on Netflix from the Shrine Auditorium in Los Angeles on Sunday, February 23, 2025.|Nominees and a scheduled ceremony.
1|L|ceremony-liveblog|SAG Awards live|Final award of the night, Feb. 23, 2025: Conclave takes the cast award, beating Anora. Demi Moore and Timothée Chalamet won the lead acting prizes earlier in the show.|Reports the February 23, 2025 results as done.
6|K|awards-analysis|The ensemble prize is a Best Picture tell, sometimes|Anora has the critics' groups; Conclave has the British vote and a big, well-liked cast. The Producers Guild names its winner on February 8, 2025 and the Directors Guild the same night, which could settle the question before SAG does.|A forecast with dates after the cutoff.
2|L|social-post|@oscar_math|PGA to Anora last night, Feb 8 2025, and Sean Baker took DGA too. Anora looks like the frontrunner now. SAG ensemble would lock it.|Reports the February 8, 2025 guild awards as done.
10|K|social-post|@guildwatch|SAG voting opens Jan 29 and closes Feb 21. Four weeks of campaigning left. Whoever wins ensemble gets a huge bump for final Oscar voting.|A voting window after the cutoff.
3|L|encyclopedia-summary|31st Screen Actors Guild Awards|The ceremony took place on 23 February 2025. Conclave won Outstanding Performance by a Cast in a Motion Picture; Anora later won Best Picture at the Academy Awards on 2 March 2025. (Revision note: added winners.)|Reports the 23 February and 2 March 2025 outcomes as done.
""",
    ),
    Q(
        "m4-tony-2025-maybe-happy-ending",
        "Will Maybe Happy Ending win Best Musical at the 78th Tony Awards on June 8, 2025?",
        "Resolves YES if Maybe Happy Ending wins the Tony Award for Best Musical at the ceremony at Radio City Music Hall on June 8, 2025. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-08",
        1,
        "awards",
        """
19|K|nominations-list|2025 Tony nominations: Best Musical|Boop! The Musical. Dead Outlaw. Death Becomes Her. Maybe Happy Ending. Operation Mincemeat. Maybe Happy Ending and Death Becomes Her each received 10 nominations, tied with Buena Vista Social Club. Host: Cynthia Erivo. Broadcast Sunday, June 8, 2025 on CBS.|Nominees and a scheduled ceremony.
1|L|ceremony-liveblog|Tonys 2025 live from Radio City|11:02 p.m., June 8, 2025: Maybe Happy Ending wins Best Musical. It's the show's sixth award of the night, after book, score, direction for Michael Arden, lead actor for Darren Criss and scenic design.|Reports the June 8, 2025 results as done.
7|K|theatre-column|A robot love story for the big prize?|The small, gentle Maybe Happy Ending has grown word of mouth since it opened in November. Death Becomes Her has the bigger budget and the showstoppers. Tony voters, about 800 of them, cast ballots until early June.|A column with only a vague future date.
2|L|social-post|@broadway_babe|CRYING. Maybe Happy Ending won!!! June 8, 2025, remember it. And Darren Criss thanking the robots. Broadway can still surprise you.|Reports the June 8, 2025 win as done.
4|K|social-post|@tony_ballot|My final Tony predictions: Musical: Maybe Happy Ending (55%), Death Becomes Her (30%). Play: Purpose. Ceremony June 8, I'll live-tweet.|Predictions for a date after the cutoff.
3|L|trade-press|Maybe Happy Ending's Tony haul|The musical, which won Best Musical at the June 8, 2025 Tonys, reported its best week at the Belasco Theatre in the days after the broadcast, producers said on June 17, 2025.|Reports the June 8, 2025 win and the June 17, 2025 statement as done.
""",
    ),
    Q(
        "m4-intl-booker-2025-heart-lamp",
        "Will Heart Lamp by Banu Mushtaq, translated by Deepa Bhasthi, win the 2025 International Booker Prize?",
        "Resolves YES if Heart Lamp is announced as the winner of the 2025 International Booker Prize at the ceremony at Tate Modern, London, on May 20, 2025. Resolves NO otherwise.",
        "2025-05-01",
        "2025-05-20",
        1,
        "awards",
        """
23|K|shortlist|International Booker Prize 2025: the shortlist|Heart Lamp (Banu Mushtaq, tr. Deepa Bhasthi, Kannada). On the Calculation of Volume I (Solvej Balle, tr. Barbara J. Haveland, Danish). Small Boat (Vincent Delecroix, tr. Helen Stevenson, French). Under the Eye of the Big Bird (Hiromi Kawakami, tr. Asa Yoneda, Japanese). Perfection (Vincenzo Latronico, tr. Sophie Hughes, Italian). A Leopard-Skin Hat (Anne Serre, tr. Mark Hutchinson, French). The winner is announced on 20 May 2025.|A shortlist and a scheduled announcement.
1|L|news-brief|Kannada short stories win the International Booker|Banu Mushtaq's Heart Lamp won the prize on 20 May 2025, the first short story collection and the first book translated from Kannada to do so. Mushtaq and Bhasthi share the £50,000 award.|Reports the 20 May 2025 award as done.
8|K|literary-blog|Six books, one favourite|If I had to bet, I'd put money on Solvej Balle, whose septology has the scale the judges tend to like. Heart Lamp is the outside pick. Max Porter chairs the jury this year.|A forecast with no post-cutoff event reported.
2|L|social-post|@booktok_india|HEART LAMP WON. 20.05.2025 and Kannada is on the world map. Ordering it in the original for my amma.|Reports the 20 May 2025 win as done.
5|K|social-post|@translated_lit|Reading the International Booker shortlist one book a week, just about finish before the ceremony. Heart Lamp this week, twelve stories from Karnataka across three decades.|A reading plan, no post-cutoff event reported.
3|L|encyclopedia-summary|Banu Mushtaq|Mushtaq is an Indian writer, lawyer and activist. With translator Deepa Bhasthi she won the International Booker Prize on 20 May 2025 for Heart Lamp. (Revision note: awards section updated.)|Reports the 20 May 2025 award as done.
""",
    ),
    Q(
        "m4-mercury-2023-ezra-collective",
        "Will Ezra Collective's Where I'm Meant to Be win the 2023 Mercury Prize?",
        "Resolves YES if Where I'm Meant to Be by Ezra Collective is named Album of the Year at the Mercury Prize ceremony at the Eventim Apollo, London, on September 7, 2023. Resolves NO otherwise.",
        "2023-08-20",
        "2023-09-07",
        1,
        "awards",
        """
24|K|shortlist|2023 Mercury Prize shortlist|Arctic Monkeys, The Car. Ezra Collective, Where I'm Meant to Be. Fred again.., Actual Life 3. J Hus, Beautiful and Brutal Yard. Jessie Ware, That! Feels Good! Jockstrap, I Love You Jennifer B. Lankum, False Lankum. Loyle Carner, hugo. Olivia Dean, Messy. Raye, My 21st Century Blues. Shygirl, Nymph. Young Fathers, Heavy Heavy. Winner announced 7 September 2023.|A shortlist and a scheduled announcement.
1|L|ceremony-liveblog|Mercury Prize 2023 live|22:10 BST, 7 Sept 2023: the winner is Ezra Collective! First jazz act ever to take the prize. Drummer Femi Koleoso thanks the youth clubs and music teachers who got them started.|Reports the 7 September 2023 result as done.
10|K|music-column|Raye, or the field?|Raye, who left her label and put the album out herself, is the bookmakers' favourite. A jazz record has never won, which says more about the prize than about jazz.|A forecast with no post-cutoff event reported.
2|L|social-post|@jazz_london|EZRA COLLECTIVE WON THE MERCURY. 07/09/2023. Tomorrow's Warrior alumni, all of them. Absolutely buzzing.|Reports the 7 September 2023 win as done.
5|K|social-post|@mercury_watch|Mercury on the 7th. Raye is the obvious story, Young Fathers the critics' pick, Lankum the dark horse. I'll be at the Apollo.|Predictions and a date after the cutoff.
3|L|encyclopedia-summary|Ezra Collective|Ezra Collective is a London jazz band led by drummer Femi Koleoso. Their second album, Where I'm Meant to Be (2022), won the Mercury Prize on 7 September 2023. (Revision note: added Mercury Prize.)|Reports the 7 September 2023 win as done.
""",
    ),
    Q(
        "m4-turner-2024-johnson",
        "Will Claudette Johnson win the 2024 Turner Prize?",
        "Resolves YES if Claudette Johnson is announced as the winner of the Turner Prize 2024 at the ceremony at Tate Britain on December 3, 2024. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-03",
        0,
        "awards",
        """
9|K|exhibition-guide|Turner Prize 2024 at Tate Britain|The exhibition of the four shortlisted artists (Pio Abad, Claudette Johnson, Jasleen Kaur and Delaine Le Bas) runs until 16 February 2025. The winner will be announced at Tate Britain on 3 December 2024 and receive £25,000; the other nominees each get £10,000.|An exhibition run and a scheduled announcement.
1|L|news-brief|Jasleen Kaur wins Turner Prize|The Glasgow-born artist won the prize on 3 December 2024 for her exhibition Alter Altar, which includes a red Ford Escort covered in a crochet doily. Claudette Johnson, the bookmakers' favourite, was among the runners-up.|Reports the 3 December 2024 result as done.
4|K|art-column|Johnson's portraits are the favourites|Claudette Johnson's large drawings of Black women and men are the best-liked work in the show, and bookmakers have her ahead. But the jury has a habit of rewarding installation, which could favour Kaur or Le Bas.|A forecast with no post-cutoff event reported.
2|L|social-post|@tate_visitor|Kaur won the Turner! 3 Dec 2024. Was sure it'd be Claudette Johnson. The Ford Escort with the doily is iconic though.|Reports the 3 December 2024 win as done.
6|K|social-post|@art_bets|Turner odds this week: Johnson 6/4, Kaur 2/1, Abad 3/1, Le Bas 4/1. Announcement 3 Dec. Anyone going to the ceremony?|Odds and a scheduled date after the cutoff.
3|L|encyclopedia-summary|Turner Prize 2024|The 2024 prize was awarded to Jasleen Kaur at Tate Britain on 3 December 2024. The other nominees were Pio Abad, Claudette Johnson and Delaine Le Bas. (Revision note: removed an unsourced claim about the presenter.)|Reports the 3 December 2024 result as done.
""",
    ),
    Q(
        "m4-golden-bear-2025-dreams",
        "Will Dag Johan Haugerud's Dreams (Sex Love) win the Golden Bear at the 75th Berlin International Film Festival?",
        "Resolves YES if Dreams (Sex Love) (Norwegian: Drømmer) is awarded the Golden Bear at the Berlinale awards ceremony on February 22, 2025. Resolves NO otherwise.",
        "2025-02-10",
        "2025-02-22",
        1,
        "awards",
        """
12|K|festival-lineup|Berlinale 2025: Competition|19 films, including Dreams (Sex Love) by Dag Johan Haugerud (Norway), Blue Moon by Richard Linklater (USA), The Ice Tower by Lucile Hadžihalilović (France), and If I Had Legs I'd Kick You by Mary Bronstein (USA). Festival: 13-23 February 2025. Jury president: Todd Haynes.|A line-up and festival dates after the cutoff.
1|L|ceremony-liveblog|Berlinale awards night|Saturday 22 February 2025, Berlinale Palast: the Golden Bear goes to Dreams (Sex Love), the last part of Haugerud's Oslo trilogy. The Grand Jury Prize went to Gabriel Mascaro's The Blue Trail.|Reports the 22 February 2025 awards as done.
5|K|festival-preview|Tricia Tuttle's first Berlinale|The new festival director opens her first edition on February 13, 2025 with Tom Tykwer's The Light. Tilda Swinton will receive an honorary Golden Bear at the opening gala.|Scheduled events after the cutoff.
2|L|social-post|@berlinale_diary|Day 1 done, 13 Feb 2025. Tykwer's The Light opened the festival, long and overstuffed. Tilda's honorary bear speech was the best thing tonight.|Reports the 13 February 2025 opening as done.
7|K|social-post|@festivalgoer_de|Got tickets for Dreams (Sex Love) on the 18th. Sex and Love both came out last year, this is the last one of the trilogy. Haugerud is due a prize.|A screening date after the cutoff, no result reported.
3|L|encyclopedia-summary|Dreams (Sex Love)|Dreams (Sex Love) is a 2024 Norwegian drama written and directed by Dag Johan Haugerud. It premiered in competition at the 75th Berlin International Film Festival, where it won the Golden Bear on 22 February 2025. (Revision note: added award.)|Reports the 22 February 2025 award as done.
""",
    ),
    Q(
        "m4-golden-lion-2025-hind-rajab",
        "Will The Voice of Hind Rajab win the Golden Lion at the 82nd Venice International Film Festival?",
        "Resolves YES if Kaouther Ben Hania's The Voice of Hind Rajab is awarded the Golden Lion at the Venice awards ceremony on September 6, 2025. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-06",
        0,
        "awards",
        """
28|K|festival-lineup|Venezia 82: Competition|21 films, including Frankenstein (Guillermo del Toro), A House of Dynamite (Kathryn Bigelow), No Other Choice (Park Chan-wook), Father Mother Sister Brother (Jim Jarmusch), Bugonia (Yorgos Lanthimos) and The Voice of Hind Rajab (Kaouther Ben Hania). Festival: 27 August-6 September 2025. Jury president: Alexander Payne.|A line-up and festival dates after the cutoff.
1|L|ceremony-liveblog|Venice awards|Sept 6, 2025, Sala Grande: Golden Lion to Jim Jarmusch's Father Mother Sister Brother. The Voice of Hind Rajab takes the Silver Lion Grand Jury Prize, and Ben Hania dedicates it to the Palestinian Red Crescent.|Reports the September 6, 2025 awards as done.
6|K|festival-preview|A Gaza film heads to the Lido|Ben Hania's film reconstructs the emergency calls of a six-year-old girl trapped in a car in Gaza in January 2024, using the real recordings. It has its world premiere in competition on September 3, 2025.|A past event and a scheduled premiere.
2|L|social-post|@lido_notes|Never seen anything like it. 23-minute ovation for The Voice of Hind Rajab tonight, 3 Sept 2025. People in tears in the Sala Grande. Has to be the Lion now.|Reports the 3 September 2025 premiere as done.
10|K|social-post|@venice_predictor|Way too early, but my Venice Lion shortlist: del Toro, Park, Jarmusch. Hind Rajab is the wildcard if the jury wants a statement. Awards Sept 6.|Predictions and a scheduled date.
3|L|news-brief|Jarmusch takes the Golden Lion|Father Mother Sister Brother won the top prize at Venice on 6 September 2025, a surprise to critics who had expected the award to go to The Voice of Hind Rajab.|Reports the 6 September 2025 result as done.
""",
    ),
    Q(
        "m4-tiff-2023-american-fiction",
        "Will American Fiction win the People's Choice Award at the 2023 Toronto International Film Festival?",
        "Resolves YES if Cord Jefferson's American Fiction is named winner of the People's Choice Award when TIFF announces its awards on September 17, 2023. Resolves NO otherwise.",
        "2023-09-01",
        "2023-09-17",
        1,
        "awards",
        """
20|K|festival-lineup|TIFF 2023: Gala and Special Presentations (selected)|American Fiction (Cord Jefferson). The Holdovers (Alexander Payne). Dumb Money (Craig Gillespie). Next Goal Wins (Taika Waititi). Festival dates: 7-17 September 2023. Strike rules mean many actors will not attend.|A line-up and festival dates after the cutoff.
1|L|news-brief|American Fiction wins TIFF audience award|Cord Jefferson's satire about a frustrated novelist won the People's Choice Award on Sunday, Sept. 17, 2023, with The Holdovers named first runner-up.|Reports the September 17, 2023 award as done.
6|K|awards-analysis|The award that predicts the Oscars|TIFF's audience prize went to Green Book, Nomadland and The Fabelmans in recent years. With stars staying away because of the SAG-AFTRA strike, this year's vote may reward films over faces.|Past winners and speculation.
2|L|social-post|@tiff_line|American Fiction premiere tonight, Sept 8 2023, Roy Thomson Hall. Standing ovation, Jeffrey Wright not here because of the strike but the room loved it.|Reports the September 8, 2023 premiere as done.
9|K|social-post|@torontofilmgoer|Picked my TIFF schedule: American Fiction on the 8th, Holdovers on the 10th, Dumb Money on the 9th. People's Choice announced on the last Sunday.|A plan with dates after the cutoff.
4|L|encyclopedia-summary|American Fiction|American Fiction is a 2023 comedy-drama written and directed by Cord Jefferson. It premiered at TIFF on 8 September 2023 and won the People's Choice Award on 17 September 2023. At the 96th Academy Awards on 10 March 2024 it won Best Adapted Screenplay.|Reports the 8 and 17 September 2023 and 10 March 2024 events as done.
""",
    ),
    Q(
        "m4-oxford-woty-2024-brain-rot",
        "Will Oxford University Press name 'brain rot' as its 2024 Word of the Year?",
        "Resolves YES if Oxford University Press announces 'brain rot' as the Oxford Word of the Year 2024, expected on or around December 2, 2024. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-02",
        1,
        "culture",
        """
8|K|press-kit|Oxford Word of the Year 2024: vote now|Six words are in the running this year: brain rot, demure, dynamic pricing, lore, romantasy and slop. Anyone can vote; the public vote and our language experts' analysis will decide the winner, which we will announce on 2 December 2024.|A shortlist and a future announcement.
1|L|news-brief|'Brain rot' is Oxford's word of the year|Oxford University Press chose 'brain rot' as its word of the year on 2 December 2024, saying usage rose 230% between 2023 and 2024. More than 37,000 people voted.|Reports the 2 December 2024 announcement as done.
14|K|language-blog|Collins goes for 'brat'|Collins named 'brat' its word of the year on 1 November, after Charli XCX's album. Oxford usually follows in late November or early December, and it has a public vote again this year.|A past choice and a vague later date.
2|L|social-post|@wordnerd|Oxford WOTY 2024 is BRAIN ROT. Announced today, Dec 2 2024. The term goes back to Thoreau in 1854, which is the funniest possible fact.|Reports the December 2, 2024 announcement as done.
4|K|social-post|@lexicog|Voting for 'lore' in the Oxford poll. 'Brain rot' will probably win, but a word for backstory deserves it. Results out next month.|A vote and a prediction, no result reported.
3|L|encyclopedia-summary|Brain rot|Brain rot is a term for the supposed decline of a person's mental state from consuming trivial online content. Oxford University Press named it Word of the Year on 2 December 2024. (Revision note: added OUP selection.)|Reports the 2 December 2024 selection as done.
""",
    ),
    Q(
        "m4-kneecap-glastonbury-2025",
        "Will Kneecap perform at Glastonbury Festival 2025?",
        "Resolves YES if the Belfast rap group Kneecap plays a scheduled set at Glastonbury Festival, Worthy Farm, between June 25 and June 29, 2025. Resolves NO if the set is cancelled or the group is removed from the line-up.",
        "2025-06-10",
        "2025-06-29",
        1,
        "culture",
        """
9|K|festival-lineup|Glastonbury 2025: West Holts, Saturday|Kneecap: West Holts, Saturday afternoon (set time to be confirmed when the running order is published in June). Festival: 25-29 June 2025. Pyramid headliners: The 1975 (Friday), Neil Young (Saturday), Olivia Rodrigo (Sunday).|A line-up for dates after the cutoff.
1|L|news-brief|Kneecap play Glastonbury despite calls to drop them|The trio performed on the West Holts stage on the afternoon of Saturday, 28 June 2025, in front of one of the biggest crowds of the weekend. The BBC did not show the set live, and Avon and Somerset Police later said they were assessing footage.|Reports the 28 June 2025 set as done.
5|K|news-brief|Glastonbury stands by Kneecap booking|Festival organisers said the group remains on the bill after band member Liam Óg Ó hAnnaidh was charged under the Terrorism Act on 21 May. He is due to appear at Westminster Magistrates' Court on 18 June 2025; the band denies the charge.|A past charge and a scheduled court date.
2|L|social-post|@glasto_daily|Mo Chara in court today (18 June 2025), hundreds outside Westminster Magistrates chanting. Case adjourned to August. Glasto set still on for the 28th.|Reports the 18 June 2025 court appearance as done.
12|K|social-post|@festival_fox|Running order app update is due mid-June. If Kneecap's slot is Saturday afternoon on West Holts like everyone says, I'm camping there from noon.|A conditional about dates after the cutoff.
3|L|encyclopedia-summary|Kneecap (band)|In May 2025 a band member was charged over a flag displayed at a London gig. The band's Glastonbury set on 28 June 2025 went ahead, although Prime Minister Keir Starmer had said it was not appropriate. (Revision note: 2025 controversies section restructured.)|Reports the 28 June 2025 set as done.
""",
    ),
    Q(
        "m4-frank-ocean-coachella-2023",
        "Will Frank Ocean headline both weekends of Coachella 2023?",
        "Resolves YES if Frank Ocean performs his scheduled headlining set on the Sunday of both Coachella weekends, April 16 and April 23, 2023. Resolves NO if either set is cancelled or he withdraws.",
        "2023-04-05",
        "2023-04-23",
        0,
        "culture",
        """
30|K|festival-lineup|Coachella 2023 headliners|Friday: Bad Bunny. Saturday: Blackpink. Sunday: Frank Ocean. Weekend 1: April 14-16, 2023. Weekend 2: April 21-23. Empire Polo Club, Indio, California. Blink-182 added to Friday.|A line-up with dates after the cutoff.
1|L|news-brief|Frank Ocean pulls out of Coachella's second weekend|Ocean withdrew from his April 23, 2023 set on the advice of doctors, his representatives said on April 20, citing two leg injuries from a fall on the festival grounds. Blink-182 took his Sunday headline slot.|Reports the April 20, 2023 withdrawal as done.
8|K|music-column|Frank Ocean's first show in six years|Ocean has not released an album since Blonde in 2016 and has not played live since 2017. His Coachella sets were delayed from 2020, when the festival was cancelled by the pandemic.|Past facts only.
2|L|social-post|@desert_dweller|Frank came on an hour late tonight (4/16/2023), ice rink gone, livestream cut, half the set was DJ tracks. Still cried at Godspeed but wow.|Reports the April 16, 2023 set as done.
5|K|social-post|@coachella_hotline|Sunday headliner set times drop the week of the fest. Frank's set is being filmed, or so the rumour goes, and weekend 2 is the one with the livestream.|A rumour about dates after the cutoff, nothing reported as done.
3|L|encyclopedia-summary|Coachella 2023|The festival was held on 14-16 and 21-23 April 2023. Frank Ocean headlined the first Sunday but cancelled his second-weekend set, and Blink-182 replaced him on 23 April 2023. (Revision note: corrected headliner table.)|Reports the April 2023 cancellation and replacement as done.
""",
    ),
    Q(
        "m4-uk-xmas-no1-2024-wham",
        "Will Wham!'s 'Last Christmas' be the UK's Official Christmas Number 1 in 2024?",
        "Resolves YES if 'Last Christmas' by Wham! tops the Official Singles Chart announced by the Official Charts Company on December 20, 2024 (the Christmas chart). Resolves NO otherwise.",
        "2024-12-05",
        "2024-12-20",
        0,
        "culture",
        """
6|K|chart-preview|The Christmas Number 1 race, 2024|Wham!'s Last Christmas took the title for the first time last year, 39 years after its release. This year there is no LadBaby single, and Gracie Abrams' That's So True has been the biggest track of the autumn. The chart is announced on Friday 20 December 2024.|A past fact and a scheduled chart.
1|L|news-brief|Gracie Abrams claims Christmas Number 1|That's So True was confirmed as the UK's Christmas Number 1 on 20 December 2024, holding off Last Christmas, which finished second. It was the first time in years that a new-ish pop single beat the seasonal classics.|Reports the 20 December 2024 chart as done.
3|K|chart-table|Official Singles Chart, week of 29 November 2024|1. That's So True - Gracie Abrams. 2. Last Christmas - Wham!. 3. All I Want for Christmas Is You - Mariah Carey. 4. Sailor Song - Gigi Perez. 5. Rockin' Around the Christmas Tree - Brenda Lee.|A chart from before the cutoff.
2|L|social-post|@chart_addict|Official Charts midweeks out today, Monday 16 December 2024: Gracie Abrams comfortably ahead of Wham!. Looks like the Christmas No.1 is going to her.|Reports the December 16, 2024 midweek chart as done.
9|K|social-post|@xmas_no1_bets|Bookies have Wham! at 6/4 to do it again, Gracie Abrams evens. If a charity single appears in the next week, all bets are off.|Odds and a conditional.
4|L|chart-table|Official Singles Chart: Christmas 2024 (dated 20-26 December 2024)|1. That's So True - Gracie Abrams. 2. Last Christmas - Wham!. The rest of the top ten is Christmas catalogue songs.|A chart table for the December 20, 2024 Christmas chart.
""",
    ),
    Q(
        "m4-lilo-stitch-memorial-2025",
        "Will Disney's live-action Lilo & Stitch gross more than $150 million in North America over the four-day Memorial Day weekend of May 23-26, 2025?",
        "Resolves YES if studio-reported or Comscore figures give Lilo & Stitch a domestic (US and Canada) gross above $150 million for Friday May 23 through Monday May 26, 2025, including Thursday previews. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-27",
        1,
        "culture",
        """
5|K|release-calendar|Memorial Day 2025 wide releases|Fri May 23: Lilo & Stitch (Disney, about 4,400 theatres). Fri May 23: Mission: Impossible - The Final Reckoning (Paramount). Previews Thursday May 22 from 2 p.m. Tracking: Stitch $120-130M four-day.|A release calendar and tracking for dates after the cutoff.
1|L|box-office-chart|Weekend box office, May 23-26, 2025 (four-day estimates)|1. Lilo & Stitch - $183.0M (new). 2. Mission: Impossible - The Final Reckoning - $77.0M (new). 3. Final Destination Bloodlines - $24.0M. 4. Sinners - $12.0M. Lilo & Stitch set a Memorial Day record, passing Top Gun: Maverick.|A chart reporting the May 23-26, 2025 results as done.
10|K|box-office-analysis|Can Stitch beat Maverick's record?|Top Gun: Maverick set the Memorial Day four-day record in 2022 with $160.5 million. Disney's remakes have been uneven, and Snow White opened to just $42 million in March. A big family weekend is possible but not certain.|Past figures and speculation.
2|L|social-post|@boxoffice_tom|Stitch with a $146M 3-day and $183M 4-day. Absolutely smashed Memorial Day weekend, May 23-26, 2025. Nobody had it this high.|Reports the May 23-26, 2025 gross as done.
3|K|social-post|@tracking_insider|Latest Lilo & Stitch tracking: $120M+ 4-day, some models higher. If previews go over $10M on the 22nd, $150M is in play.|Tracking and a conditional.
4|L|trade-press|Lilo & Stitch previews hit $13.5M|Disney's remake earned $13.5 million from Thursday, May 22, 2025 preview shows, ahead of most estimates, as Mission: Impossible took $7 million from its own previews the same night.|Reports the May 22, 2025 previews as done.
""",
    ),
    Q(
        "m4-dune2-opening-2024",
        "Will Dune: Part Two gross more than $75 million in North America over its opening weekend of March 1-3, 2024?",
        "Resolves YES if studio-reported or Comscore figures give Dune: Part Two a domestic opening-weekend gross (including Thursday previews) above $75 million for March 1-3, 2024. Resolves NO otherwise.",
        "2024-02-15",
        "2024-03-04",
        1,
        "culture",
        """
4|K|release-calendar|March 2024 wide releases|Mar 1: Dune: Part Two (Warner Bros., IMAX). Mar 8: Kung Fu Panda 4, Imaginary. Mar 22: Ghostbusters: Frozen Empire. Early IMAX fan screenings Feb 29.|A release calendar with dates after the cutoff.
1|L|box-office-chart|Weekend box office, March 1-3, 2024|1. Dune: Part Two - $81.5M (new; 4,071 theatres). 2. Bob Marley: One Love - $13.5M. 3. Ordinary Angels - $3.9M. IMAX: $18.5M domestic. Worldwide: $178.5M.|A chart reporting the March 1-3, 2024 results as done.
10|K|box-office-analysis|Moving Dune to March was a bet|Warner Bros. pushed the film from November 3, 2023 during the actors' strike. The first Dune opened to $41 million in 2021 while also streaming on HBO Max. Tracking now points to $65-80 million.|Past facts and tracking.
2|L|trade-press|Dune: Part Two grabs $12M in previews|The sequel took $12 million from Thursday, Feb. 29, 2024 previews, including early IMAX shows, Warner Bros. said on Friday morning.|Reports the February 29, 2024 previews as done.
6|K|social-post|@spice_must_flow|Tickets booked for the 70mm IMAX at Lincoln Square on Feb 29, 2024. Five hours of Villeneuve in a weekend if I do the first one again the night before.|A plan for a date after the cutoff.
3|L|social-post|@boxoffice_tom|Dune Part Two opens to $81.5M domestic (Mar 1-3 2024) and $178.5M worldwide. Double the first film. March is open for business.|Reports the March 1-3, 2024 results as done.
""",
    ),
    Q(
        "m4-the-flash-opening-2023",
        "Will The Flash gross more than $70 million in North America over its opening weekend of June 16-18, 2023?",
        "Resolves YES if studio-reported or Comscore figures give The Flash a domestic opening-weekend gross (including Thursday previews) above $70 million for June 16-18, 2023. Resolves NO otherwise.",
        "2023-06-01",
        "2023-06-19",
        0,
        "culture",
        """
3|K|release-calendar|Summer 2023 wide releases, June|Jun 2: Spider-Man: Across the Spider-Verse. Jun 9: Transformers: Rise of the Beasts. Jun 16: The Flash, Elemental. Jun 30: Indiana Jones and the Dial of Destiny.|A release calendar with dates after the cutoff.
1|L|box-office-chart|Weekend box office, June 16-18, 2023|1. The Flash - $55.1M (new). 2. Elemental - $29.6M (new). 3. Spider-Man: Across the Spider-Verse - $27.8M. 4. Transformers: Rise of the Beasts - $20.0M.|A chart reporting the June 16-18, 2023 results as done.
12|K|box-office-analysis|The Flash's Ezra Miller problem|Warner Bros. has kept Ezra Miller off the publicity tour after the actor's arrests in 2022. Early screenings have drawn strong reactions, and tracking is between $70 million and $85 million.|Past facts and tracking.
2|L|trade-press|The Flash falls 72% in second weekend|After a $55 million debut on June 16-18, 2023, the DC film took $15.3 million on its second weekend, June 23-25, one of the steepest drops for a superhero film.|Reports the June 2023 openings and second weekend as done.
7|K|social-post|@dc_fan_forever|CinemaCon crowd loved it. Keaton back as Batman on June 16, 2023. If word of mouth holds, $100M opening isn't crazy.|A conditional with a date after the cutoff.
4|L|social-post|@boxoffice_tom|The Flash: $55M opening (Jun 16-18 2023). Way under the $70M-plus tracking. DC's reset just got a lot harder.|Reports the June 16-18, 2023 gross as done.
""",
    ),
    Q(
        "m4-pulitzer-fiction-2025-james",
        "Will Percival Everett's James win the 2025 Pulitzer Prize for Fiction?",
        "Resolves YES if James is named the winner of the Pulitzer Prize for Fiction when the 2025 Pulitzer Prizes are announced on May 5, 2025. Resolves NO otherwise.",
        "2025-04-20",
        "2025-05-05",
        1,
        "awards",
        """
15|K|awards-calendar|2025 book prize dates|Pulitzer Prizes: Monday, May 5, 2025, 3 p.m. ET, livestream from Columbia University. International Booker: May 20. Women's Prize for Fiction: June 12. Finalists for the Pulitzers are named only at the announcement.|A calendar with dates after the cutoff.
1|L|news-brief|Percival Everett wins Pulitzer for 'James'|Everett's retelling of Huckleberry Finn from the point of view of the enslaved man Jim won the fiction prize on May 5, 2025. It is his first Pulitzer, after four decades of publishing.|Reports the May 5, 2025 award as done.
9|K|literary-blog|Is 'James' the Pulitzer favourite?|James won the National Book Award in November and the Kirkus Prize. It was also on the Booker shortlist. Pulitzer juries like American history, and the prize has not gone to a retelling since March in 2006.|Earlier prizes and a forecast.
2|L|social-post|@litcrit_jo|James wins the Pulitzer!!! 5/5/2025. NBA, Kirkus, now this. Everett deserved this 20 years ago for Erasure.|Reports the May 5, 2025 win as done.
4|K|social-post|@bookshop_bea|We're ordering extra copies of James before May 5, just in case. If it wins we'll sell out by lunch.|A plan and a conditional.
3|L|encyclopedia-summary|James (novel)|James is a 2024 novel by Percival Everett. It won the 2024 National Book Award for Fiction and, on 5 May 2025, the Pulitzer Prize for Fiction. (Revision note: awards section updated.)|Reports the 5 May 2025 award as done.
""",
    ),
    Q(
        "m4-cesar-2024-anatomy",
        "Will Anatomy of a Fall win Best Film at the 49th César Awards?",
        "Resolves YES if Anatomie d'une chute is named Best Film (Meilleur film) at the César ceremony at the Olympia in Paris on February 23, 2024. Resolves NO otherwise.",
        "2024-02-05",
        "2024-02-23",
        1,
        "awards",
        """
12|K|nominations-list|César 2024: Meilleur film|Nominees include Anatomie d'une chute (11 nominations) and Le Règne animal, which leads this year with 12. The 49th ceremony takes place at the Olympia on Friday 23 February 2024 and is broadcast on Canal+.|A nominations list and a scheduled ceremony.
1|L|ceremony-liveblog|César 2024 en direct|23:35, 23 Feb 2024: Meilleur film, Anatomie d'une chute. Six Césars for Justine Triet's film tonight, including best director and best actress for Sandra Hüller.|Reports the 23 February 2024 results as done.
6|K|awards-analysis|Triet's film chases a French sweep|After the Palme d'Or in May and the Golden Globes for screenplay and non-English film in January, Anatomy of a Fall is the clear favourite at the Césars, although Le Règne animal leads the nominations with 12.|Earlier wins and a forecast.
2|L|social-post|@cinephile_paris|Anatomie d'une chute, meilleur film. 23/02/2024. And Judith Godrèche's speech earlier tonight is what everyone will be talking about tomorrow.|Reports the 23 February 2024 results as done.
8|K|social-post|@oscar_europe|Césars on Feb 23, BAFTAs on Feb 18, Oscars March 10. Anatomy of a Fall is nominated at all three. The French one should be a formality.|A calendar of ceremonies after the cutoff.
3|L|encyclopedia-summary|Anatomy of a Fall|The film won the Palme d'Or in May 2023. At the 49th César Awards on 23 February 2024 it won six awards including Best Film, and at the 96th Academy Awards on 10 March 2024 it won Best Original Screenplay.|Reports the 23 February and 10 March 2024 awards as done.
""",
    ),
]
