# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold21` part, read by `build_hold21.py`.

Regional and local news and public bulletins: weather and natural disasters, public health
(outbreaks, vaccination campaigns), local elections and referendums, school and transit
decisions, written as local papers, weather services, health departments, emergency and agency
bulletins, election offices, council minutes, community social posts and local radio transcripts
would write them. Each question's documents are one line each in a string, fields separated by
`|`: days before the cutoff it is published, label (L=leak / K=keep), style, title, text, why.
Written blind as a held-out part; see `build_hold21.py` and the part's section in
`tests/data/leak_holdout/hold21.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    # ------------------------------------------------------------------ weather and disasters
    Q(
        "l8-babet-red-warning-2023",
        "Will the Met Office issue a red National Severe Weather Warning for any part of the UK between October 12 and October 31, 2023?",
        "Resolves YES if the Met Office issues a red (highest level) National Severe Weather Warning for any area of the United Kingdom between October 12, 2023 and October 31, 2023. Resolves NO otherwise.",
        "2023-10-12",
        "2023-10-31",
        1,
        "climate",
        """
6|K|weather-service-statement|Long range outlook: unsettled spell likely into late October|Low pressure is expected to become more dominant from around Wednesday 18 October 2023, with spells of rain and strong winds at times, most likely in the north and west. Confidence in the detail is low at this range and any warnings will be issued nearer the time.|A forecast of weather after the cutoff, not a report of it.
2|L|local-paper|Brechin residents told to leave as South Esk rises|Around 400 homes in the River Street area of Brechin were evacuated on the evening of Thursday 19 October 2023, hours after the Met Office red warning for rain across Angus and Aberdeenshire came into force. Residents spent the night in the community campus, and the flood defences were overtopped before dawn.|Reports the October 19, 2023 evacuation under a red warning as done.
9|K|council-minutes|Angus Council Communities Committee: minute of meeting|The committee noted the annual inspection of the Brechin flood protection scheme, completed in September, with no defects of concern. The resilience team's winter readiness report will come to the committee's next meeting on 26 October 2023.|A meeting scheduled after the cutoff; nothing after it is reported.
1|L|radio-transcript|Breakfast bulletin, Tay FM|It's ten past seven on Friday the 20th of October 2023. The red warning for rain across Angus and Dundee stays in force until midday, the Met Office says, and the A90 is shut at Brechin. Schools across Angus are closed today.|Reports, on October 20, 2023, a red warning in force and closures.
4|K|community-post|Brechin Community Council noticeboard|Sandbags are available at the Montrose Road depot for anyone in the flood zone, and SEPA's Floodline is free to sign up to. The storm names for this season have been published: Agnes came first, Babet is next on the list.|Preparedness advice with no date after the cutoff.
3|L|agency-bulletin|SEPA flood update: severe flood warnings|Update issued Saturday 21 October 2023: severe flood warnings remain in place for the River South Esk at Brechin following record river levels on 20 October 2023. Flood warnings for the Dee and Don have been downgraded as rain eases.|Reports flooding and warnings on October 20-21, 2023 as done.
""",
    ),
    Q(
        "l8-eowyn-red-warning-2025",
        "Will Met Éireann issue a Status Red wind warning for any county of Ireland by January 31, 2025?",
        "Resolves YES if Met Éireann issues a Status Red wind warning covering any county of Ireland between January 14, 2025 and January 31, 2025. Resolves NO otherwise.",
        "2025-01-14",
        "2025-01-31",
        1,
        "climate",
        """
5|K|weather-service-statement|Met Éireann monthly outlook|The week of 20 January 2025 is looking more changeable, with Atlantic low pressure systems bringing rain and wind at times and temperatures close to normal. The week starting 27 January is expected to turn somewhat drier.|A forecast for weeks after the cutoff.
2|L|local-paper|Galway counts the cost after Éowyn|Trees were down across Salthill and the Prom was closed all day on Friday, January 24, 2025, as a Status Red warning covered every county. Met Éireann said a gust of 183 km/h at Mace Head was a new national record.|Reports the January 24, 2025 storm and red warning as done.
11|K|council-minutes|Clare County Council: severe weather assessment team|The team reviewed the winter service plan, which runs to 31 March 2025, and confirmed gritting routes for the N85 and N67. The council will convene the team whenever Met Éireann issues an orange or red warning for Clare.|A plan and a condition; no event after the cutoff is reported.
1|L|radio-transcript|Midwest Radio, lunchtime news|ESB Networks says around 768,000 homes, farms and businesses lost power when Storm Éowyn came through on 24 January 2025, and some in north Mayo could be waiting another week. Crews from Northern Ireland and France are on the way.|Reports the January 24, 2025 outages as done.
7|K|school-notice|Severe weather guidance for schools, 2024/25|Where Met Éireann issues a Status Red warning for a county, all schools in that county should close for the duration; schools will be told through the Department's website and local radio. This guidance applies until the end of the school year on 27 June 2025.|A conditional rule and a term end date; nothing reported as done.
3|L|community-post|Mayo GAA fixtures update|All club fixtures for the weekend of January 24-26, 2025 were called off after the red warning and will be re-fixed once pitches have been inspected. Thanks to everyone who helped clear the trees at McHale Park.|Reports fixtures cancelled for January 24-26, 2025 as done.
""",
    ),
    Q(
        "l8-valencia-dana-red-2024",
        "Will AEMET issue a red warning for rain in the province of Valencia between October 22 and November 10, 2024?",
        "Resolves YES if Spain's state meteorological agency AEMET issues a red (nivel rojo) warning for rainfall covering any part of the province of Valencia between October 22, 2024 and November 10, 2024. Resolves NO otherwise.",
        "2024-10-22",
        "2024-11-10",
        1,
        "climate",
        """
10|K|local-paper|Autumn DANA season: what the warning colours mean|September to November is the season for cut-off lows over the Valencian coast, when a single storm can drop a year's rain in hours. A red warning, the highest level, means an extraordinary risk; AEMET's seasonal outlook to 30 November 2024 points to a warmer than normal autumn.|An explainer with a seasonal forecast; nothing after the cutoff is reported.
3|L|emergency-bulletin|112 Comunitat Valenciana: ES-Alert|At 20:11 on 29 October 2024 an ES-Alert was sent to mobile phones in the province of Valencia asking residents to avoid all travel as the red warning for rain remained in force. Those in flood-prone areas were told to move to higher floors.|Reports the October 29, 2024 alert and red warning as done.
1|L|local-paper|Paiporta mourns its dead|Dozens of people died in Paiporta after the Poyo ravine burst its banks on the evening of October 29, 2024, the town hall said, and volunteers from Valencia city were still crossing the footbridge with shovels three days later.|Reports the October 29, 2024 flood as done.
6|K|council-minutes|Ajuntament de Paiporta: ordinary plenary session|The plenary approved the 2025 fiscal ordinances on first reading and the contract for cleaning the Poyo ravine channel. The next ordinary session is scheduled for 31 October 2024 at 19:00.|A meeting scheduled after the cutoff; nothing is reported.
14|K|school-notice|School calendar 2024-2025, Valencian Community|Classes continue through the autumn term with a regional holiday on Friday, 1 November 2024 (All Saints) and classes resuming on Monday, 4 November. The Christmas break runs from 21 December 2024 to 6 January 2025.|A calendar of dates after the cutoff.
2|L|radio-transcript|À Punt Ràdio, morning news, Wednesday 30 October 2024|AEMET has kept the red warning on the southern coast this morning, after 491 litres per square metre fell in Chiva in eight hours yesterday. The A-3 and A-7 remain cut and the emergency services are still searching for missing people in l'Horta Sud.|Reports the October 29-30, 2024 rainfall and warnings as done.
""",
    ),
    Q(
        "l8-nyc-central-park-inch-2024",
        "Will Central Park record at least 1 inch of snow on a single day between January 8 and January 31, 2024?",
        "Resolves YES if the National Weather Service records 1.0 inch or more of snowfall at Central Park, New York, on any single calendar day from January 8, 2024 to January 31, 2024. Resolves NO otherwise.",
        "2024-01-08",
        "2024-01-31",
        1,
        "climate",
        """
4|K|local-paper|Central Park's snow drought nears two years|The last time Central Park recorded an inch or more of snow in one day was Feb. 13, 2022, and the weekend storm looks set to bring mostly rain and slush to Manhattan. Meteorologists say the record for the longest gap, set in the 1990s, is not yet in reach.|Only earlier dates; a control.
2|L|radio-transcript|1010 WINS, midday update|It's Tuesday, January 16, 2024, and the streak is over: 1.4 inches at Central Park by noon, the first day of an inch or more in 701 days. Alternate side parking is suspended tomorrow.|Reports the January 16, 2024 snowfall as done.
1|K|weather-service-statement|Area forecast discussion, NWS New York|The pattern turns colder for the week of January 15, with an arctic front midweek. Probabilities of an inch or more of snow at Central Park through January 21 are around 30 percent; confidence remains low on any coastal storm.|A forecast for days after the cutoff.
6|K|agency-bulletin|DSNY winter operations|The Department of Sanitation has 700 salt spreaders and more than 300,000 tons of salt ready. A snow alert is declared when two inches or more are forecast; the department will post updates through the season, which ends on March 31, 2024.|Readiness and a rule, with a season end date; nothing reported.
3|L|community-post|Park Slope Parents forum|Sledding on Lookout Hill finally!! Posting our photos from Jan 16 2024, the first real snow these kids have seen in two winters. The hill was packed by 11.|Reports the January 16, 2024 snow as done.
5|L|local-paper|Correction appended|An earlier version of this article, about the city's lack of snow, misstated the date of the last inch-plus snowfall. It was Feb. 13, 2022. The drought ended on January 16, 2024, when 1.4 inches fell in Central Park.|A correction reports the January 16, 2024 snowfall as done.
""",
    ),
    Q(
        "l8-ercot-eea-2023",
        "Will ERCOT declare an Energy Emergency Alert for the Texas grid between August 28 and September 30, 2023?",
        "Resolves YES if the Electric Reliability Council of Texas declares an Energy Emergency Alert (EEA) of any level between August 28, 2023 and September 30, 2023. Resolves NO otherwise.",
        "2023-08-28",
        "2023-09-30",
        1,
        "climate",
        """
3|K|agency-bulletin|ERCOT issues Weather Watch|ERCOT has issued a Weather Watch for August 28-31, 2023, due to forecast high temperatures, high demand and potentially lower reserves. ERCOT will continue to monitor conditions and will issue a conservation appeal if needed.|A watch for days after the cutoff; no event after it is reported.
2|L|local-paper|Grid slips into emergency as wind fades at sunset|ERCOT declared an Energy Emergency Alert level 2 at 7:25 p.m. on Sept. 6, 2023, after grid frequency dipped below 59.8 hertz. The alert ended a little more than an hour later without rotating outages.|Reports the September 6, 2023 emergency as done.
5|K|radio-transcript|KUT morning edition|ERCOT is asking Texans to conserve between 6 and 9 p.m. today, the latest of several requests this month. Demand hit an all-time record of about 85,500 megawatts on Aug. 10.|Only dates before the cutoff.
1|L|council-minutes|Austin City Council work session, September 12, 2023|Austin Energy staff briefed council members on the September 6 grid emergency and told them no Austin customers had been shed. Council Member Vela asked for a report on battery storage.|Reports a September 12, 2023 meeting and the September 6 emergency as done.
8|K|agency-bulletin|PUC open meeting agenda|Open meeting, Thursday, August 31, 2023, 9:30 a.m.: Item 12, reliability standard for the ERCOT region; Item 15, firming requirement rulemaking. The following open meeting is set for September 21, 2023.|An agenda of meetings after the cutoff.
12|K|local-paper|What happens if ERCOT calls an emergency?|If operating reserves drop below 2,500 megawatts and are not expected to recover, ERCOT would declare an EEA level 1; rotating outages come only at level 3. Forecasters expect the heat to hold into the first week of September.|Conditionals and a forecast, nothing reported.
""",
    ),
    Q(
        "l8-phoenix-110-streak-2023",
        "Will Phoenix record 19 or more consecutive days with a high of at least 110°F by July 31, 2023?",
        "Resolves YES if Phoenix Sky Harbor International Airport records a streak of 19 or more consecutive days with a high temperature of 110°F or above, ending on or before July 31, 2023, breaking the 18-day record set in 1974. Resolves NO otherwise.",
        "2023-07-06",
        "2023-07-31",
        1,
        "climate",
        """
2|K|weather-service-statement|NWS Phoenix: Excessive Heat Warning extended|The Excessive Heat Warning for the Phoenix area has been extended through 8 p.m. Sunday, July 9, 2023. Highs of 112 to 116 are expected, with overnight lows in the low 90s offering little relief.|A warning and forecast for days after the cutoff.
1|L|local-paper|Phoenix breaks record with 19th straight day of 110|Sky Harbor reached 110 degrees early in the afternoon on Tuesday, July 18, 2023, breaking the record of 18 consecutive days set in June 1974. Forecasters expect the streak to continue into next week.|Reports the July 18, 2023 record as done.
4|L|radio-transcript|KJZZ, The Show|The streak is over, at 31 days. The high at Sky Harbor topped out at 108 this afternoon, July 31, 2023, after a month in which every day from June 30 had reached at least 110.|Reports the end of the streak on July 31, 2023.
7|K|community-post|Phoenix Heat Relief Network|Cooling centers and hydration stations are open daily through Sept. 30, 2023; the full list is on the city's website. If you see someone in distress, call 911 and move them into shade.|A schedule of services; nothing reported.
1|K|local-paper|How long can the 110s last?|The record is 18 straight days of 110 or hotter, set in 1974. Sky Harbor has logged six so far, and forecasters say highs near 115 are possible the week of July 10.|Past facts and a forecast.
13|K|council-minutes|Maricopa County Board of Supervisors, regular meeting|Public Health presented the final 2022 heat death report, with 425 heat-associated deaths. The 2023 report is expected to be published in spring 2024.|Only earlier facts and a future publication.
""",
    ),
    Q(
        "l8-vermont-disaster-2023",
        "Will the President approve a major disaster declaration for Vermont between July 6 and July 31, 2023?",
        "Resolves YES if the President approves a major disaster declaration for the State of Vermont between July 6, 2023 and July 31, 2023, as listed by FEMA. Resolves NO otherwise.",
        "2023-07-06",
        "2023-07-31",
        1,
        "climate",
        """
1|K|weather-service-statement|NWS Burlington: hazardous weather outlook|A slow-moving storm system may bring two to five inches of rain from Sunday night into Tuesday (July 9-11, 2023), with locally higher amounts over the Green Mountains. A Flood Watch is likely; residents near rivers should monitor later forecasts.|A forecast for days after the cutoff.
2|L|local-paper|Montpelier underwater as Winooski crests|Downtown Montpelier flooded on July 11, 2023, when the North Branch and the Winooski River rose over Main Street. City officials said the water at the Wrightsville Dam came within about a foot of the spillway.|Reports the July 11, 2023 flood as done.
4|L|agency-bulletin|FEMA news release: major disaster declaration for Vermont|President Biden approved a major disaster declaration for Vermont on July 14, 2023, making federal funding available to individuals in the hardest-hit counties, including Washington, Windsor and Lamoille.|Reports the July 14, 2023 declaration as done.
8|K|council-minutes|Barre City Council, regular meeting|Council accepted the report of the flood resilience working group and asked staff to return with cost estimates for culvert work on the Stevens Branch. An update is scheduled for the meeting of July 18, 2023.|A future agenda item; nothing after the cutoff is reported.
15|K|agency-bulletin|State hazard mitigation plan: public comment|Vermont Emergency Management invites comment on the draft 2023 State Hazard Mitigation Plan, which ranks inundation flooding and fluvial erosion as the state's top hazards. Comments close July 31, 2023.|A comment deadline after the cutoff.
3|L|community-post|Front Porch Forum, Waterbury|Huge thanks to the eighty-odd people who turned up on Saturday, July 15, 2023 to muck out basements on Elm Street and Stowe Street. We'll do it again next weekend; bring gloves and a shovel.|Reports a July 15, 2023 clean-up after the flood as done.
""",
    ),
    Q(
        "l8-new-orleans-snow-2025",
        "Will New Orleans record measurable snowfall between January 12 and January 31, 2025?",
        "Resolves YES if the National Weather Service records measurable snowfall (0.1 inch or more) at Louis Armstrong New Orleans International Airport on any day from January 12, 2025 to January 31, 2025. Resolves NO otherwise.",
        "2025-01-12",
        "2025-01-31",
        1,
        "climate",
        """
6|K|local-paper|Will it ever snow in New Orleans again?|The last measurable snow at the airport fell on Dec. 11, 2008. Forecasters say a blast of arctic air could arrive around Jan. 20, 2025, but the odds of snow in the city remain low.|A past date and a hedged forecast.
2|L|radio-transcript|WWL, afternoon drive|This is Tuesday, January 21, 2025, and the weather service says the airport in Kenner has measured about eight inches, the most ever recorded in the city. The interstates and the Causeway are closed until further notice.|Reports the January 21, 2025 snowfall as done.
4|L|school-notice|NOLA Public Schools: weather closure|All NOLA Public Schools campuses will be closed Tuesday and Wednesday because of the winter storm. Update, Jan. 23, 2025: campuses reopened today after two days of closure; thank you to families for your patience.|An update reports the closure and reopening by January 23, 2025 as done.
9|K|emergency-bulletin|NOLA Ready: hard freeze preparedness|Remember the four Ps: people, pets, pipes and plants. Warming shelters open when temperatures are forecast below 35 degrees, and the city's freeze plan stays in effect through February 28, 2025.|A plan and conditions; nothing reported.
3|K|council-minutes|New Orleans City Council, regular meeting agenda|Regular meeting, Thursday, January 23, 2025, 10:00 a.m., council chamber: motions on short-term rental enforcement and a report from the Sewerage and Water Board on winter readiness.|An agenda for a meeting after the cutoff.
1|L|community-post|Bywater neighbors group|Snowman contest winners announced! Thank you to everyone who sent pictures from the Jan. 21, 2025 storm; first prize goes to the crawfish snowman on Dauphine Street.|Reports the January 21, 2025 snow as done.
""",
    ),
    Q(
        "l8-uae-rain-200mm-2024",
        "Will a UAE weather station record more than 200 mm of rain within 24 hours between April 8 and April 30, 2024?",
        "Resolves YES if the UAE National Center of Meteorology reports more than 200 mm of rainfall at any station within 24 hours between April 8, 2024 and April 30, 2024. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-30",
        1,
        "climate",
        """
5|K|agency-bulletin|NCM: weather during the Eid al-Fitr holiday|Fair to partly cloudy weather is expected over the holiday, with a chance of light rain over some eastern and northern areas. Residents are advised to follow the Centre's official channels for updates.|A forecast; no date after the cutoff is reported.
2|L|local-paper|Al Ain station logs 254.8 mm, the most since 1949|The National Center of Meteorology said rainfall of 254.8 mm at Khatm Al Shakla in Al Ain in less than 24 hours on 16 April 2024 was the highest recorded in the country since records began in 1949.|Reports the April 16, 2024 rainfall as done.
3|L|school-notice|KHDA update for private schools in Dubai|Private schools moved to distance learning on 16-17 April 2024 because of the weather, and distance learning has been extended to Friday 19 April 2024 while roads are cleared.|Reports the April 16-17, 2024 switch as done.
12|K|council-minutes|Sharjah Municipality: rain readiness|The municipality said drainage networks were cleaned and pumps inspected ahead of the winter season, and that teams remained on standby across the emirate.|Only earlier actions; a control.
1|K|radio-transcript|Dubai Eye, drive time|The Met Centre is saying more cloud from around the 14th, maybe some showers into the middle of next week. It's April, so don't cancel your plans just yet.|A forecast for days after the cutoff.
4|L|transit-alert|Dubai Airports: operations update|DXB returned to full operating capacity on 19 April 2024 after the storm, the airport's chief executive said, with the backlog of delayed bags being cleared.|Reports the April 19, 2024 recovery as done.
""",
    ),
    Q(
        "l8-texas-special-session-2025",
        "Will Governor Greg Abbott convene a special session of the Texas Legislature by July 31, 2025?",
        "Resolves YES if a called special session of the 89th Texas Legislature convenes on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-02",
        "2025-07-31",
        1,
        "legislation",
        """
9|K|local-paper|Abbott vetoes THC ban, calls lawmakers back July 21|Gov. Greg Abbott vetoed Senate Bill 3 late on June 22 and said he would call a special session beginning July 21, 2025, to take up the regulation of hemp-derived THC. Lt. Gov. Dan Patrick criticized the timing of the veto.|Past statement about a future session.
1|L|local-paper|Hill Country floods kill more than 100|Flooding along the Guadalupe River before dawn on July 4, 2025 killed more than 100 people in Kerr County alone, including girls and counselors at Camp Mystic, county officials said.|Reports a later July 4, 2025 disaster as done.
4|L|council-minutes|Kerrville City Council: special called meeting, July 10, 2025|The council observed a moment of silence for the victims of the July 4 flood and thanked first responders and volunteers from across the state. The city manager gave an update on debris removal along the river.|Reports a July 10, 2025 meeting and the July 4 flood.
6|K|agency-bulletin|Texas Legislative Council: called sessions|A called session lasts no more than 30 days, and only subjects the governor submits may be acted on. Bills related to the call may be prefiled once the governor issues the proclamation.|Rules about a future session; no date after the cutoff.
3|L|radio-transcript|Texas Standard, July 21, 2025|The House and Senate gaveled in at noon today for the first called session, with flood warning systems, camp safety and redistricting on the governor's list alongside the THC bill.|Reports the July 21, 2025 convening as done.
12|K|emergency-bulletin|TDEM: hurricane season readiness|The Texas Division of Emergency Management reminds residents that hurricane season runs through November 30, 2025. Build a kit, know your zone and sign up for local alerts.|A season end date; nothing reported.
""",
    ),
    Q(
        "l8-jma-major-tsunami-2024",
        "Will the Japan Meteorological Agency issue a Major Tsunami Warning for any part of Japan between December 22, 2023 and January 15, 2024?",
        "Resolves YES if the JMA issues a Major Tsunami Warning (ōtsunami keihō) for any coastal area of Japan between December 22, 2023 and January 15, 2024. Resolves NO otherwise.",
        "2023-12-22",
        "2024-01-15",
        1,
        "climate",
        """
17|K|agency-bulletin|Ishikawa Prefecture: Noto seismic activity|Seismic activity in the Noto Peninsula has continued since December 2020, and a magnitude 6.5 earthquake struck near Suzu on 5 May 2023. Residents are asked to check furniture fixings and evacuation routes.|Only earlier dates; a control.
2|L|local-paper|Wajima's morning market burns after M7.6 quake|Fire spread through the Asaichi street in Wajima on the night of January 1, 2024, after a magnitude 7.6 earthquake struck the Noto Peninsula at 4:10 p.m. More than 200 buildings were destroyed.|Reports the January 1, 2024 quake and fire as done.
1|L|emergency-bulletin|JMA tsunami information|16:22 JST, 1 January 2024. A Major Tsunami Warning has been issued for the Noto area of Ishikawa Prefecture. Evacuate immediately to high ground; tsunami waves of five metres or more are expected.|Reports the January 1, 2024 warning as issued.
6|K|community-post|Suzu City: New Year waste collection|There will be no household waste collection from Saturday 30 December to Wednesday 3 January. Collection resumes on Thursday, January 4, 2024 on the usual schedule.|A holiday schedule with dates after the cutoff.
4|K|radio-transcript|NHK Kanazawa, evening weather|A strong winter pressure pattern is expected over the New Year holidays, with heavy snow possible in the mountains of Hokuriku around January 2-3, 2024. Drivers should fit winter tyres.|A forecast for dates after the cutoff.
3|L|local-paper|Shika plant reports transformer damage|Hokuriku Electric Power said transformers at the idle Shika nuclear plant were damaged in the January 1, 2024 quake, spilling oil, but that there was no change in radiation levels outside the site.|Reports damage from the January 1, 2024 quake.
""",
    ),
    # ------------------------------------------------------------------ public health
    Q(
        "l8-texas-measles-over-2025",
        "Will the Texas Department of State Health Services declare the West Texas measles outbreak over by August 31, 2025?",
        "Resolves YES if DSHS announces, on or before August 31, 2025, that the measles outbreak that began in Gaines County in January 2025 is over. Resolves NO otherwise.",
        "2025-08-04",
        "2025-08-31",
        1,
        "health",
        """
6|K|health-dept-bulletin|DSHS measles outbreak update|Since late January, 762 cases have been identified in the outbreak area, and 99 patients have been hospitalized; two school-aged children who were not vaccinated have died. If no new cases are identified, the outbreak could be declared over on Aug. 18, 2025, two incubation periods after the last onset.|A conditional date after the cutoff; nothing reported.
2|L|local-paper|State declares end of West Texas measles outbreak|State health officials said on August 18, 2025 that 42 days had passed without a new case tied to the outbreak, ending an epidemic that sickened 762 people, most of them unvaccinated children in Gaines County.|Reports the August 18, 2025 declaration as done.
9|K|local-paper|Back-to-school shot clinics set in Lubbock|The city health department will offer free MMR vaccines on Aug. 5-8, 2025, ahead of Lubbock ISD's first day of classes on Aug. 13. Walk-ins are welcome.|A schedule of clinics after the cutoff.
4|L|radio-transcript|KCBD NewsChannel 11 at Six, Monday, Aug. 18, 2025|It's official tonight: the state says the measles outbreak that began here on the South Plains in January is over. Gaines County health officials say they will keep offering vaccines through the fall.|Reports, on August 18, 2025, the end of the outbreak.
11|K|agency-bulletin|CDC measles cases and outbreaks|As of July 22, 2025, more than 1,300 confirmed measles cases had been reported in the United States this year, the highest count since 1992. The page is updated every Wednesday.|Only an earlier count and an update rule.
1|L|council-minutes|City of Seminole, regular meeting of 9 September 2025|The mayor noted the state's declaration last month that the outbreak had ended and thanked county health staff. Council approved the fiscal year 2026 budget.|Reports a September 9, 2025 meeting and the end of the outbreak.
""",
    ),
    Q(
        "l8-california-h5n1-emergency-2024",
        "Will Governor Gavin Newsom declare a state of emergency over H5N1 bird flu by December 31, 2024?",
        "Resolves YES if the Governor of California proclaims a state of emergency related to H5N1 avian influenza between December 6, 2024 and December 31, 2024. Resolves NO otherwise.",
        "2024-12-06",
        "2024-12-31",
        1,
        "health",
        """
3|K|health-dept-bulletin|CDPH: bird flu update|As of December 3, 2024, California has confirmed about 30 human cases of H5N1, all in dairy workers with mild symptoms. Pasteurized milk remains safe, and the department advises against drinking raw milk.|Only facts before the cutoff.
1|L|local-paper|Newsom declares state of emergency over bird flu|Gov. Gavin Newsom proclaimed a state of emergency on Wednesday, Dec. 18, 2024, after the virus was found in dairy herds in Southern California, saying the order would free up staffing and money for testing.|Reports the December 18, 2024 proclamation as done.
7|K|local-paper|State begins testing all bulk milk|California is testing milk from every dairy's bulk tanks under a new federal strategy, with results expected to come in over the next several weeks. More than 400 herds in the state have been affected since August.|A plan with an open timeline; nothing after the cutoff reported.
2|L|radio-transcript|KQED Forum, December 19, 2024|Yesterday's emergency declaration gives the state more flexibility, our guest says, but it doesn't change the risk to the public, which remains low. We'll take your calls on raw milk after the break.|Reports, on December 19, 2024, the previous day's declaration.
5|K|council-minutes|Fresno County Board of Supervisors: agenda|Regular meeting, December 10, 2024. Item 14: update from the Department of Public Health on avian influenza in Central Valley dairies. Item 15: receive the agricultural commissioner's report.|An agenda for a meeting after the cutoff.
4|L|agency-bulletin|CDC confirms first severe H5N1 case in U.S.|CDC confirmed on Dec. 18, 2024 that a patient in Louisiana had been hospitalized with severe illness from H5N1, the first such case in the United States, linked to a backyard flock.|Reports a later December 18, 2024 event as done.
""",
    ),
    Q(
        "l8-us-h5n1-first-death-2025",
        "Will a U.S. state or CDC report a human death from H5N1 bird flu by January 31, 2025?",
        "Resolves YES if a U.S. state health department or the CDC reports, between December 27, 2024 and January 31, 2025, the death of a person infected with H5N1 avian influenza in the United States. Resolves NO otherwise.",
        "2024-12-27",
        "2025-01-31",
        1,
        "health",
        """
8|K|health-dept-bulletin|LDH: update on the state's first human H5N1 case|The patient, who was exposed to a backyard flock in southwest Louisiana, remains hospitalized in critical condition, LDH said on Dec. 18, 2024. No other cases have been found and there is no evidence of person-to-person spread.|Only an earlier date; a control.
1|L|local-paper|Louisiana patient dies of bird flu, first U.S. death|The Louisiana Department of Health announced on January 6, 2025 that the patient, who was older than 65 and had underlying medical conditions, had died. Health officials said the risk to the public remains low.|Reports the January 6, 2025 death as done.
5|K|agency-bulletin|CDC: H5 bird flu current situation|CDC has confirmed 65 human cases of H5 bird flu in the United States since 2024, as of Dec. 20, 2024. Case counts are updated on Mondays; the next update is planned for January 6, 2025.|An earlier count and a scheduled update.
3|L|radio-transcript|WWNO morning newscast, Tuesday, Jan. 7, 2025|A day after the state announced the first U.S. death from bird flu, officials in Baton Rouge are urging backyard flock owners to wear gloves and masks when handling sick birds.|Reports, on January 7, 2025, the death announced the day before.
12|K|community-post|St. Tammany backyard poultry group|LSU AgCenter will host a free biosecurity workshop at the Covington extension office on Jan. 14, 2025. Please report sick or dead birds to the state ag department.|A future workshop; nothing reported.
2|K|local-paper|Ag officials tighten bird flu testing|Louisiana's agriculture commissioner will brief legislators on Jan. 8, 2025 on the state's plan for testing poultry and dairy herds. No dairy herds in Louisiana have tested positive.|A future briefing and earlier facts.
""",
    ),
    Q(
        "l8-puerto-rico-dengue-epidemic-2024",
        "Will Puerto Rico's Department of Health declare a dengue epidemic by March 31, 2024?",
        "Resolves YES if Puerto Rico's Secretary of Health formally declares a dengue epidemic between March 15, 2024 and March 31, 2024. Resolves NO otherwise.",
        "2024-03-15",
        "2024-03-31",
        1,
        "health",
        """
9|K|health-dept-bulletin|Weekly arboviral surveillance report|Through epidemiological week 9, 341 confirmed dengue cases have been reported in 2024, about half of them in the San Juan metropolitan region. The next report will be published on March 19, 2024.|An earlier count and a scheduled release.
1|L|local-paper|Puerto Rico declares dengue epidemic|Health Secretary Carlos Mellado declared a dengue epidemic on March 25, 2024, citing 549 cases so far this year, and said the declaration would release funds for mosquito control and hospital staffing.|Reports the March 25, 2024 declaration as done.
4|K|community-post|Municipio de San Juan|Fumigation will take place in Río Piedras and Hato Rey from March 18 to 22, from 6 to 9 p.m. Please empty containers of standing water around your home.|A schedule after the cutoff.
2|L|radio-transcript|WKAQ 580, morning show, 26 March 2024|After yesterday's epidemic declaration, the health secretary says hospitals in the east should expect more cases before the rainy season. Listeners are calling in from Loíza and Carolina.|Reports the March 25, 2024 declaration as done.
13|K|agency-bulletin|PAHO epidemiological update: dengue in the Americas|The region recorded more than 4.5 million dengue cases in 2023, a record, and transmission in early 2024 is running above the same period last year in Brazil, Argentina and Paraguay.|Only earlier facts; a control.
6|K|local-paper|Epidemic declaration under review|Mellado said the department would decide by the end of the month whether cases had crossed the epidemic threshold, and that it would make the announcement at a news conference in San Juan.|A past statement about a future decision.
""",
    ),
    Q(
        "l8-gaza-polio-campaign-2024",
        "Will the first round of the polio vaccination campaign in Gaza begin by September 5, 2024?",
        "Resolves YES if WHO, UNICEF or UNRWA report that the first round of the nOPV2 polio vaccination campaign for children in the Gaza Strip began on or before September 5, 2024. Resolves NO otherwise.",
        "2024-08-22",
        "2024-09-05",
        1,
        "health",
        """
6|K|agency-bulletin|WHO: polio case confirmed in Gaza|The Ministry of Health confirmed on 16 August 2024 a case of type 2 polio in an unvaccinated 10-month-old child in Deir al-Balah. Two rounds of vaccination with nOPV2 are planned, the first in late August and the second four weeks later, provided there are humanitarian pauses.|Earlier facts and a conditional plan.
2|L|agency-bulletin|UNICEF: first round under way in central Gaza|The first round began on 1 September 2024 in the Middle Area, with daily pauses from 6 a.m. to 3 p.m., and about 187,000 children were vaccinated in the first three days, UNICEF said.|Reports the September 1, 2024 start as done.
4|K|emergency-bulletin|OCHA humanitarian situation update|More than 1.2 million doses of nOPV2 are due to arrive in Gaza by the end of August 2024, and some 2,700 health workers are being trained. The campaign aims to reach about 640,000 children under ten.|A plan; nothing after the cutoff reported.
1|L|radio-transcript|Morning bulletin, 2 September 2024|The second day of the polio campaign has started in Deir al-Balah and Nuseirat. Health workers say queues formed before dawn at clinics and at UNRWA schools.|Reports the campaign under way on September 2, 2024.
3|L|community-post|Volunteer medical team, Deir al-Balah|Our team at the Al-Aqsa hospital point finished the first day on 1 September 2024 with more than 2,000 children given two drops each. Tomorrow we move to the shelters near the beach.|Reports the September 1, 2024 first day as done.
""",
    ),
    Q(
        "l8-canada-measles-status-2025",
        "Will PAHO or the Public Health Agency of Canada announce that Canada has lost its measles elimination status by November 30, 2025?",
        "Resolves YES if PAHO or PHAC announces between November 3, 2025 and November 30, 2025 that Canada no longer has measles elimination status. Resolves NO otherwise.",
        "2025-11-03",
        "2025-11-30",
        1,
        "health",
        """
20|K|health-dept-bulletin|Public Health Ontario: measles outbreak declared over|Ontario's outbreak, which began in October 2024, was declared over on October 6, 2025, with more than 2,300 cases, most of them in unvaccinated children and infants.|Only earlier dates.
1|L|local-paper|Canada loses measles elimination status|The Public Health Agency of Canada said on November 10, 2025 that PAHO had informed it that Canada no longer met the criteria for measles elimination, after more than a year of continuous spread of the same strain.|Reports the November 10, 2025 announcement as done.
8|K|agency-bulletin|PAHO: review of elimination status|A country is considered to have re-established endemic transmission when the same strain circulates for 12 months or more. The regional verification commission is expected to consider Canada's case in November 2025.|A rule and an expected review; nothing reported.
2|L|radio-transcript|CBC Calgary Eyeopener, November 11, 2025|Yesterday Canada officially lost its measles elimination status, and southern Alberta is where the outbreak is still going. Alberta Health says clinics in Lethbridge will stay open on weekends.|Reports the November 10, 2025 announcement.
4|K|council-minutes|Toronto Board of Health: agenda|Meeting of November 20, 2025. Item HL2.3: MMR catch-up campaign for school-aged children, and the Medical Officer of Health's report on the 2025-26 respiratory season.|An agenda for a meeting after the cutoff.
6|K|community-post|Southern Alberta parents' group|Free MMR clinics at the Lethbridge community health centre on Saturday, Nov. 8 and Saturday, Nov. 15. No appointment needed for kids, bring the health card.|Future clinics; nothing reported.
""",
    ),
    Q(
        "l8-nhs-rsv-programme-2024",
        "Will NHS England begin RSV vaccination for adults aged 75 to 79 by September 2, 2024?",
        "Resolves YES if the NHS in England begins giving RSV vaccines under the national programme for adults aged 75 to 79 on or before September 2, 2024. Resolves NO otherwise.",
        "2024-08-12",
        "2024-09-02",
        1,
        "health",
        """
10|K|agency-bulletin|UKHSA: new RSV vaccination programmes|From 1 September 2024, adults turning 75 and those aged 75 to 79 will be offered a single dose of RSV vaccine, as will women from 28 weeks of pregnancy. GP practices will contact eligible patients.|A start date after the cutoff; nothing reported.
3|L|local-paper|First RSV jabs given at Leeds surgeries|Practices in West Yorkshire began giving RSV vaccines on Monday 2 September 2024, the first working day of the new programme, and one Chapel Allerton surgery said it had booked 300 patients in its first week.|Reports the September 2, 2024 start as done.
6|K|council-minutes|Health and Wellbeing Board: minutes|The board noted the autumn vaccination programme: RSV from 1 September 2024, and flu and COVID-19 vaccines for most adults from 3 October 2024. Members asked for uptake figures at the December meeting.|A schedule; nothing after the cutoff reported.
1|L|community-post|Oakwood Surgery Facebook page|Thank you to the 240 patients who came to our RSV clinic on Saturday 7 September 2024! If you are 75 to 79 and missed it, ring reception to book.|Reports a September 7, 2024 clinic as done.
4|K|community-post|High street pharmacy notice|We are often asked: the RSV vaccine for over-75s is given by GP practices, not pharmacies, this year. Look out for your invitation from September.|Advice about a future programme.
""",
    ),
    # ------------------------------------------------------------------ local elections and referendums
    Q(
        "l8-chicago-mayor-2023-johnson",
        "Will Brandon Johnson win the Chicago mayoral runoff of April 4, 2023?",
        "Resolves YES if Brandon Johnson is declared the winner of the Chicago mayoral runoff election held on April 4, 2023. Resolves NO if Paul Vallas wins.",
        "2023-03-20",
        "2023-04-04",
        1,
        "elections",
        """
3|K|election-office-notice|Chicago Board of Election Commissioners: runoff early voting|Early voting in all 50 wards runs from Monday, March 20 through Monday, April 3. On Election Day, April 4, 2023, polls are open from 6 a.m. to 7 p.m.|A schedule with dates on and after the cutoff.
1|L|local-paper|Johnson defeats Vallas to become Chicago's 57th mayor|Cook County Commissioner Brandon Johnson won the runoff on Tuesday, April 4, 2023, with about 52% of the vote, completing a climb from single digits in the polls in January.|Reports the April 4, 2023 result as done.
8|K|local-paper|Poll finds runoff within the margin of error|A new poll of likely voters has Vallas at 46% and Johnson at 44%, with the rest undecided. The two meet for a televised debate next week.|A poll before the cutoff.
2|L|radio-transcript|WBEZ Morning Shift, April 5, 2023|Paul Vallas conceded just before eleven last night, and Mayor-elect Johnson told supporters at the Marriott Marquis that the city had chosen hope over fear.|Reports the April 4-5, 2023 concession as done.
12|K|council-minutes|City Council, regular meeting of March 1, 2023|The clerk read the schedule for the transition: the inauguration of the mayor and the 50 aldermen will take place on May 15, 2023. Motion to adjourn carried.|A schedule after the cutoff.
4|L|community-post|44th Ward Democrats|Results from our ward in the April 4, 2023 runoff: Johnson 51.3%, Vallas 48.7%. Thanks to every volunteer who knocked doors this spring.|Reports April 4, 2023 ward results as done.
""",
    ),
    Q(
        "l8-denver-mayor-2023-johnston",
        "Will Mike Johnston win the Denver mayoral runoff of June 6, 2023?",
        "Resolves YES if Mike Johnston wins the Denver mayoral runoff election held on June 6, 2023. Resolves NO if Kelly Brough wins.",
        "2023-05-22",
        "2023-06-06",
        1,
        "elections",
        """
5|K|election-office-notice|Denver Elections Division: runoff ballots|Runoff ballots are mailed starting May 15. Return your ballot to a drop box or vote in person by 7 p.m. on Tuesday, June 6, 2023.|A deadline after the cutoff.
1|L|local-paper|Johnston elected Denver's 46th mayor|Former state senator Mike Johnston defeated Kelly Brough in the June 6, 2023 runoff, winning about 55% of the vote, and promised to end street homelessness within four years.|Reports the June 6, 2023 result as done.
7|K|local-paper|Runoff candidates to debate on Channel 9|Johnston and Brough will meet for a televised debate on May 31, 2023, their last before ballots are due. Both have focused on homelessness and public safety.|A scheduled debate after the cutoff.
2|L|council-minutes|Denver City Council, regular meeting, July 24, 2023|Council received the mayor's emergency proclamation on homelessness, issued on his first full day in office, July 18, 2023, and referred it to committee.|Reports July 18 and 24, 2023 events as done.
9|K|radio-transcript|CPR News, Colorado Matters|Turnout in the April 4 general election was about a third of registered voters, and Johnston and Brough finished first and second out of 16 candidates.|Only earlier facts.
3|L|community-post|Congress Park neighbors|Our new mayor will be sworn in on July 17, 2023, after winning on June 6. Come to the July block party and meet your new council member too!|Reports the June 6 win as done, with a post-cutoff date.
""",
    ),
    Q(
        "l8-toronto-mayor-2023-chow",
        "Will Olivia Chow win the Toronto mayoral by-election of June 26, 2023?",
        "Resolves YES if Olivia Chow is declared the winner of the Toronto mayoral by-election held on June 26, 2023. Resolves NO otherwise.",
        "2023-06-08",
        "2023-06-27",
        1,
        "elections",
        """
4|K|election-office-notice|City of Toronto: how to vote in the by-election|Advance voting runs June 8 to June 13 at 50 locations. Voting day is Monday, June 26, 2023, with polls open from 10 a.m. to 8 p.m.; there are 102 candidates on the ballot.|A schedule on and after the cutoff.
1|L|local-paper|Chow wins Toronto mayoralty|Olivia Chow was elected mayor on June 26, 2023, with about 37% of the vote, ahead of Ana Bailão at 32%, ending more than a decade of conservative-leaning mayors at city hall.|Reports the June 26, 2023 result as done.
6|K|local-paper|Chow holds lead as Bailão gains|A new poll puts Chow at 31% among decided voters, with Bailão, Mark Saunders and Josh Matlow bunched behind her. Undecided voters remain near a quarter of the electorate.|A poll before the cutoff.
2|L|radio-transcript|680 News, morning, June 27, 2023|Mayor-elect Olivia Chow says she will meet city staff this week about the budget gap. Last night she thanked her volunteers and promised a city hall that works for renters.|Reports, on June 27, 2023, the previous night's win.
10|K|council-minutes|City Council: meeting schedule|Council's next regular meeting is June 14-16, 2023. Deputy Mayor Jennifer McKelvie continues to exercise the powers of the mayor until the new mayor is sworn in.|A schedule; nothing after the cutoff reported.
""",
    ),
    Q(
        "l8-houston-mayor-2023-whitmire",
        "Will John Whitmire win the Houston mayoral runoff of December 9, 2023?",
        "Resolves YES if John Whitmire wins the Houston mayoral runoff election held on December 9, 2023. Resolves NO if Sheila Jackson Lee wins.",
        "2023-11-24",
        "2023-12-09",
        1,
        "elections",
        """
3|K|election-office-notice|Harris County Clerk: runoff early voting|Early voting for the December 9, 2023 runoff runs from Monday, November 27 through Tuesday, December 5. Check your polling place on the clerk's website.|A schedule after the cutoff.
1|L|local-paper|Whitmire routs Jackson Lee in mayor's race|State Sen. John Whitmire won the Dec. 9, 2023 runoff with about 65% of the vote, beating U.S. Rep. Sheila Jackson Lee by a wide margin across most of the city.|Reports the December 9, 2023 result as done.
14|K|radio-transcript|Houston Public Media, Houston Matters|In the Nov. 7 general election Whitmire took about 43% and Jackson Lee 36%, sending the race to a runoff. We'll talk about who the other candidates' voters might back.|Only earlier results.
2|L|council-minutes|City Council, regular meeting, January 2024|At the first council meeting of January 2024, Mayor John Whitmire presided and asked directors to deliver a plan to deal with the city's budget deficit.|Reports a January 2024 meeting under the new mayor.
6|K|local-paper|Runoff forum set at Texas Southern|The two candidates are expected to take part in a forum at Texas Southern University on Dec. 5, 2023, the last day of early voting.|A scheduled event after the cutoff.
4|L|community-post|Heights civic club|Congrats to Mayor-elect Whitmire, who won on December 9, 2023! Our precinct voted 61-39. Holiday social is on the 16th.|Reports the December 9, 2023 result as done.
""",
    ),
    Q(
        "l8-london-mayor-2024-khan",
        "Will Sadiq Khan win a third term as Mayor of London in the election of May 2, 2024?",
        "Resolves YES if Sadiq Khan is declared the winner of the London mayoral election held on May 2, 2024. Resolves NO otherwise.",
        "2024-04-18",
        "2024-05-04",
        1,
        "elections",
        """
4|K|election-office-notice|London Elects: voting on 2 May|Polling stations are open from 7am to 10pm on Thursday 2 May 2024. You need photo ID to vote in person. Votes will be counted on Friday 3 May and Saturday 4 May, with the mayoral result declared at City Hall.|A schedule after the cutoff.
1|L|local-paper|Khan wins historic third term|Sadiq Khan was declared the winner at City Hall on Saturday 4 May 2024 with 43.8% of the vote, ahead of the Conservative Susan Hall on 32.7%, becoming the first mayor to win three terms.|Reports the May 4, 2024 declaration as done.
8|K|local-paper|Poll puts Khan 20 points ahead|A new survey of Londoners puts Khan on 46% and Hall on 26%, with the Green and Lib Dem candidates in single figures. Reform's candidate is on 6%.|A poll before the cutoff.
2|L|radio-transcript|LBC, Saturday lunchtime|All 14 constituencies have now declared. Sadiq Khan's majority over Susan Hall is around 276,000 votes, and he is giving his acceptance speech now at City Hall, 4 May 2024.|Reports the May 4, 2024 result as done.
10|K|council-minutes|London Assembly: forward plan|The Assembly's next plenary session is on 9 May 2024, after the elections; the first Mayor's Question Time of the new term is expected in June.|A schedule after the cutoff.
3|L|community-post|Local Liberal Democrats|Thank you to everyone who voted for us on 2 May 2024. Rob Blackie won 5.8% across London, and we held our ground in the Assembly.|Reports the May 2, 2024 vote and result.
""",
    ),
    Q(
        "l8-ohio-issue1-aug-2023",
        "Will Ohio voters approve Issue 1, raising the threshold for constitutional amendments to 60%, in the special election of August 8, 2023?",
        "Resolves YES if Issue 1 is approved by Ohio voters in the special election of August 8, 2023. Resolves NO otherwise.",
        "2023-07-24",
        "2023-08-08",
        0,
        "elections",
        """
6|K|election-office-notice|Franklin County Board of Elections|Early in-person voting is under way at the board's office on Morse Road. Election Day is Tuesday, Aug. 8, 2023; polls are open from 6:30 a.m. to 7:30 p.m. Bring an approved photo ID.|A schedule after the cutoff.
1|L|local-paper|Ohio voters reject Issue 1 by wide margin|Voters turned down the proposal to require 60% approval for constitutional amendments in the Aug. 8, 2023 special election, with about 57% voting no, a setback for the Republican lawmakers who put it on the ballot.|Reports the August 8, 2023 result as done.
9|K|local-paper|What Issue 1 would change|If approved, the measure would also require signatures from all 88 counties for citizen petitions. Backers of an abortion-rights amendment have turned in signatures to put it on the Nov. 7, 2023 ballot, where the new threshold would apply.|A conditional and a future election.
2|L|council-minutes|Lorain County Board of Elections, meeting of Aug. 22, 2023|The board certified the official results of the August 8 special election and approved the canvass report. Turnout in the county was about 38%.|Reports an August 22, 2023 meeting and certified results.
4|K|radio-transcript|WOSU, All Sides|More than 200,000 absentee ballots had been requested statewide by last week, well above a typical August election. We'll hear from both campaigns.|Only earlier facts.
3|L|community-post|Cuyahoga County precinct watchers|Unofficial precinct results for Aug. 8, 2023 are up: No 70%, Yes 30% across the county. Thanks to everyone who worked the polls.|Reports August 8, 2023 results as done.
""",
    ),
    Q(
        "l8-ohio-issue1-nov-2023",
        "Will Ohio voters approve Issue 1, the reproductive rights amendment, on November 7, 2023?",
        "Resolves YES if Issue 1, the proposed amendment on reproductive freedom, is approved by Ohio voters in the election of November 7, 2023. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-07",
        1,
        "elections",
        """
9|K|election-office-notice|Hamilton County Board of Elections|Early voting began Oct. 11 at the board's Norwood office. Election Day is Nov. 7, 2023. Absentee ballots returned by mail must be postmarked by Nov. 6.|A schedule and deadline after the cutoff.
1|L|local-paper|Ohio enshrines abortion rights|Ohio voters approved Issue 1 on Nov. 7, 2023, with about 57% in favor, making the state the seventh to back abortion rights at the ballot since 2022. Voters also passed Issue 2, legalizing recreational marijuana.|Reports the November 7, 2023 result as done.
13|K|local-paper|Ballot language fight ends at high court|The Ohio Supreme Court in September ordered parts of the ballot board's summary rewritten but let most of it stand. Campaigns say the wording could affect undecided voters.|Only earlier events.
2|L|radio-transcript|Ideastream, morning newscast, November 8, 2023|Supporters celebrated in Columbus last night after Issue 1 passed. The amendment takes effect Dec. 7, 2023, thirty days after the election.|Reports the November 7, 2023 result as done.
15|K|council-minutes|Cincinnati City Council, meeting of Oct. 4, 2023|Council passed a resolution supporting Issue 1 by a vote of 8-1. The next regular session is Oct. 11.|Only earlier dates.
4|L|agency-bulletin|Ohio Secretary of State: official results|The official canvass, certified in late November 2023, shows Issue 1 approved with 56.8% of the vote statewide, with majorities in 29 of 88 counties.|Reports the certified November 2023 results.
""",
    ),
    Q(
        "l8-florida-amendment4-2024",
        "Will Florida's Amendment 4 on abortion receive at least 60% approval on November 5, 2024?",
        "Resolves YES if Amendment 4 (Amendment to Limit Government Interference with Abortion) receives at least 60% of the votes cast on it in the Florida general election of November 5, 2024. Resolves NO otherwise.",
        "2024-10-18",
        "2024-11-05",
        0,
        "elections",
        """
8|K|local-paper|Amendment 4 needs 60%, and polls show it near the line|Three recent polls put support for Amendment 4 between 55% and 62%. Florida requires 60% for any constitutional amendment, a bar set by voters in 2006.|Polls and a rule; nothing reported.
1|L|local-paper|Amendment 4 falls short despite majority support|With about 57% voting yes on Nov. 5, 2024, the abortion-rights measure fell short of the 60% threshold, leaving Florida's six-week ban in place.|Reports the November 5, 2024 result as done.
5|K|election-office-notice|Miami-Dade Elections: early voting|Early voting runs Monday, Oct. 21 through Sunday, Nov. 3, 7 a.m. to 7 p.m., at 33 sites. Election Day is Tuesday, Nov. 5, 2024.|A schedule after the cutoff.
2|L|radio-transcript|WUSF, Wednesday, November 6, 2024|Supporters of Amendment 4 say more than six million Floridians voted for it, but it wasn't enough. Amendment 3, on marijuana, also failed to reach 60%.|Reports the November 5, 2024 results on November 6.
12|K|council-minutes|Leon County Canvassing Board: meeting notice|The canvassing board will meet on Oct. 24, Nov. 5 and Nov. 8, 2024, to canvass vote-by-mail ballots and certify results. Meetings are open to the public.|A meeting schedule after the cutoff.
3|L|community-post|Floridians Protecting Freedom|More than six million of you voted yes on November 5, 2024. We fell short of 60%, but a majority of Florida stands with us.|Reports the November 5, 2024 result as done.
""",
    ),
    Q(
        "l8-swiss-13th-ahv-2024",
        "Will Swiss voters approve the initiative for a 13th AHV old-age pension payment on March 3, 2024?",
        "Resolves YES if the popular initiative for a 13th AHV pension payment is accepted by a majority of voters and a majority of cantons in the Swiss federal vote of March 3, 2024. Resolves NO otherwise.",
        "2024-02-16",
        "2024-03-03",
        1,
        "elections",
        """
9|K|agency-bulletin|Federal Chancellery: popular vote of 3 March 2024|Two proposals will be put to the people: the initiative for a 13th AHV pension and the initiative to raise the retirement age. Voting material is sent out three to four weeks before the vote.|A schedule; nothing after the cutoff reported.
1|L|local-paper|Historic yes: 13th AHV pension passes|On 3 March 2024 voters accepted the initiative with 58.2% and a majority of cantons, the first popular initiative from the left on social insurance ever to pass. The retirement-age initiative was rejected by three in four voters.|Reports the March 3, 2024 result as done.
4|K|local-paper|Second SRG poll due on Wednesday|The second SRG survey by gfs.bern will be published on 21 February 2024. The first, in January, showed a majority in favour of the 13th pension payment.|A scheduled poll and an earlier result.
2|L|radio-transcript|Regionaljournal Basel, 4 March 2024|Basel-Stadt said yes to the 13th pension yesterday by a clear margin, as did all the French-speaking cantons. The Federal Council must now say how it will be financed.|Reports the March 3, 2024 result as done.
6|K|council-minutes|Gemeinderat: communications|The municipal polling station will be open on Sunday 3 March 2024 from 10 to 11 a.m. Postal votes must reach the municipality by Saturday 2 March.|A schedule after the cutoff.
3|L|community-post|Swiss trade union federation (SGB)|Thank you to the thousands of volunteers! On March 3, 2024 we made history: pensioners will get a 13th payment from 2026.|Reports the March 3, 2024 result as done.
""",
    ),
    Q(
        "l8-oakland-thao-recall-2024",
        "Will Oakland voters recall Mayor Sheng Thao in the election of November 5, 2024?",
        "Resolves YES if the measure recalling Oakland Mayor Sheng Thao is approved by a majority of voters in the election of November 5, 2024, as reported by the Alameda County Registrar of Voters. Resolves NO otherwise.",
        "2024-10-20",
        "2024-11-05",
        1,
        "elections",
        """
4|K|election-office-notice|Alameda County Registrar of Voters|Vote centers open Oct. 26. Election Day is Nov. 5, 2024. Unofficial results will be updated daily at 5 p.m. after Election Day until all ballots are counted.|A schedule after the cutoff.
1|L|local-paper|Oakland voters remove Mayor Thao|Oakland voters recalled Mayor Sheng Thao in the Nov. 5, 2024 election, with about 60% in favor, the first successful recall of a mayor in the city's history.|Reports the November 5, 2024 recall as done.
9|K|local-paper|FBI searches mayor's home|FBI agents searched Mayor Sheng Thao's home in the Oakland hills on June 20, 2024. Thao has not been charged and says she has done nothing wrong.|Only an earlier event.
2|L|council-minutes|Oakland City Council: special meeting, December 2024|Following certification of the recall, Council President Nikki Fortunato Bas was sworn in as interim mayor at a special meeting in December 2024.|Reports a December 2024 swearing-in as done.
6|K|radio-transcript|KQED, The Bay|If the recall passes, the council president would serve as interim mayor until a special election, probably in the spring. Thao says she will keep campaigning until Nov. 5.|A conditional and a past statement about the future.
3|L|community-post|Oakland United Against the Recall|We lost on November 5, 2024. We will keep fighting for the Oakland we believe in.|Reports the November 5, 2024 outcome as done.
""",
    ),
    Q(
        "l8-seattle-mayor-2025-wilson",
        "Will Katie Wilson win the Seattle mayoral election of November 4, 2025?",
        "Resolves YES if Katie Wilson wins the Seattle mayoral general election held on November 4, 2025, as certified by King County Elections on or about November 25, 2025. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-25",
        1,
        "elections",
        """
6|K|election-office-notice|King County Elections: general election|Ballots are mailed Oct. 15. Drop boxes close at 8 p.m. on Nov. 4, 2025. Results are updated each weekday at 4 p.m., and the election will be certified on Nov. 25.|A schedule after the cutoff.
1|L|local-paper|Harrell concedes Seattle mayor's race to Wilson|Mayor Bruce Harrell conceded on November 13, 2025, after later ballot counts widened Katie Wilson's lead. Wilson, a transit organizer, will take office in January.|Reports the November 13, 2025 concession as done.
12|K|local-paper|Wilson leads primary, Harrell second|Wilson took about half of the vote in the Aug. 5 primary, with the incumbent in the low forties. Both advance to November.|Only earlier results.
2|L|radio-transcript|KUOW, The Record, November 6, 2025|After Wednesday's ballot drop the race is within a few points, and both campaigns say they are confident. Late ballots in Seattle have tended to lean left.|Reports November 5-6, 2025 counts as done.
8|K|council-minutes|Seattle City Council, budget committee|The committee's final vote on the 2026 budget is scheduled for Nov. 24, 2025. Amendments are due to central staff by Oct. 28.|A schedule after the cutoff.
3|K|community-post|Capitol Hill Community Council|Join us for a mayoral forum with Katie Wilson and Bruce Harrell on Thursday, Oct. 23, 2025 at 7 p.m. at the library. Questions can be submitted in advance.|A future event; nothing reported.
""",
    ),
    Q(
        "l8-berlin-repeat-2023-cdu",
        "Will the CDU win the most votes in the Berlin repeat state election of February 12, 2023?",
        "Resolves YES if the CDU wins the largest share of second votes in the repeat election to the Berlin House of Representatives held on February 12, 2023. Resolves NO otherwise.",
        "2023-01-30",
        "2023-02-12",
        1,
        "elections",
        """
5|K|election-office-notice|State Returning Officer: repeat election|The repeat elections to the House of Representatives and the district assemblies take place on Sunday, 12 February 2023. Polling stations open from 8 a.m. to 6 p.m.|A schedule after the cutoff.
1|L|local-paper|CDU wins Berlin repeat vote|The CDU won the 12 February 2023 repeat election with 28.2 percent, its best result in the city in more than two decades. The SPD finished ahead of the Greens by just 53 votes.|Reports the February 12, 2023 result as done.
9|K|radio-transcript|rbb24 Inforadio|The latest Berlin-Trend puts the CDU at 25 percent, SPD and Greens at 18 each. The parties' top candidates will debate on rbb next week.|A poll and a future debate.
2|L|council-minutes|House of Representatives: minutes|On April 27, 2023 Kai Wegner was elected Governing Mayor in the third ballot, with the votes of the CDU and SPD coalition.|Reports the April 27, 2023 vote as done.
14|K|local-paper|Why Berlin votes again|The Constitutional Court of Berlin annulled the September 2021 election on 16 November 2022, citing long queues, missing ballots and polls kept open after 6 p.m.|Only earlier events.
3|L|community-post|Friedrichshain-Kreuzberg district assembly|The results for our district from February 12, 2023 are out: the Greens remain the strongest party in the district assembly, the Left second.|Reports February 12, 2023 results as done.
""",
    ),
    Q(
        "l8-sf-mayor-2024-lurie",
        "Will Daniel Lurie win the San Francisco mayoral election of November 5, 2024?",
        "Resolves YES if Daniel Lurie wins the ranked-choice San Francisco mayoral election of November 5, 2024, as certified by the Department of Elections. Resolves NO otherwise.",
        "2024-10-21",
        "2024-11-26",
        1,
        "elections",
        """
5|K|election-office-notice|San Francisco Department of Elections|Preliminary ranked-choice results will be released on election night, Nov. 5, 2024, and updated daily. The department expects to certify results by Nov. 26.|A schedule after the cutoff.
1|L|local-paper|Lurie elected mayor as Breed concedes|Levi Strauss heir Daniel Lurie won the Nov. 5, 2024 mayoral election, and Mayor London Breed conceded the next day, saying she would help with the transition.|Reports the November 5-6, 2024 result as done.
10|K|local-paper|Poll: Breed and Lurie neck and neck|A new poll shows Breed and Lurie tied after ranked-choice tallies, with Aaron Peskin and Mark Farrell behind. Many voters remain undecided.|A poll before the cutoff.
2|L|council-minutes|Board of Supervisors: clerk's notice|Mayor Daniel Lurie was sworn in on January 8, 2025 on the steps of City Hall; the Board will meet with the Mayor at its regular meeting of January 14.|Reports the January 8, 2025 swearing-in as done.
8|K|radio-transcript|KALW, City Visions|The final televised debate is set for Oct. 24, 2024; we'll have candidates Lurie, Breed, Peskin and Farrell in the studio before then.|A scheduled debate after the cutoff.
3|L|community-post|Richmond District neighbors|Lurie won our neighborhood too, per the Nov. 7, 2024 count. Mayor-elect says he'll walk Clement Street next month.|Reports a November 7, 2024 count as done.
""",
    ),
    Q(
        "l8-maine-pine-tree-power-2023",
        "Will Maine voters approve Question 3, creating the consumer-owned Pine Tree Power utility, on November 7, 2023?",
        "Resolves YES if Question 3 (Pine Tree Power Company) is approved by Maine voters in the referendum election of November 7, 2023. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-07",
        0,
        "elections",
        """
7|K|election-office-notice|Maine Secretary of State: referendum election|Absentee ballots are available now. Election Day is Tuesday, Nov. 7, 2023. Completed absentee ballots must be received by the municipal clerk by 8 p.m. that day.|A deadline after the cutoff.
1|L|local-paper|Voters reject Pine Tree Power|Mainers turned down the plan to replace Central Maine Power and Versant with a consumer-owned utility on Nov. 7, 2023, with roughly 69% voting no.|Reports the November 7, 2023 result as done.
10|K|local-paper|Utilities pour money into Question 3 fight|Central Maine Power's parent and Versant have spent more than $35 million opposing the referendum, outspending supporters many times over.|Only earlier facts.
2|L|radio-transcript|Maine Public, Morning Edition, November 8, 2023|Question 3 went down by more than two to one last night. Supporters of Pine Tree Power say they will keep pushing for changes at the Public Utilities Commission.|Reports the November 7, 2023 result on November 8.
14|K|council-minutes|Portland City Council, meeting of Oct. 2, 2023|Council received an informational presentation on the statewide referendum questions. No action was taken.|Only earlier dates.
3|L|community-post|Our Power Maine|We fell short on November 7, 2023. Thank you to every volunteer who knocked a door.|Reports the November 7, 2023 outcome.
""",
    ),
    # ------------------------------------------------------------------ schools and transit
    Q(
        "l8-nyc-congestion-pricing-2025",
        "Will congestion pricing tolls begin in Manhattan by January 15, 2025?",
        "Resolves YES if the MTA begins charging Central Business District congestion tolls on or before January 15, 2025. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-15",
        1,
        "transport",
        """
5|K|transit-alert|MTA: Congestion Relief Zone tolling|Tolling begins Sunday, January 5, 2025 at 12:00 a.m. The peak toll for passenger vehicles with E-ZPass will be $9, charged once a day, with a 75% reduction overnight.|A start date after the cutoff; nothing reported.
1|L|local-paper|Congestion pricing starts in Manhattan|Drivers entering Manhattan below 60th Street began paying the toll at midnight on Jan. 5, 2025, making New York the first U.S. city to charge such a fee. Traffic was light on the first Sunday.|Reports the January 5, 2025 start as done.
3|K|local-paper|Judge to rule on New Jersey's challenge|A federal judge in Newark is expected to rule on New Jersey's lawsuit before the Jan. 5, 2025 start. Gov. Phil Murphy says the state will appeal if it loses.|A ruling expected after the cutoff.
2|L|radio-transcript|WNYC, Morning Edition, January 6, 2025|On the first weekday of congestion pricing, commuters at the Holland Tunnel said the morning was quicker than usual. The MTA says it will publish first traffic figures later this month.|Reports the first weekday of tolling on January 6, 2025.
7|K|council-minutes|Community Board 2: transportation committee agenda|Meeting of Jan. 8, 2025, 6:30 p.m.: presentation by MTA staff on congestion pricing signage; discussion of curb use on Canal Street.|An agenda for a meeting after the cutoff.
4|L|agency-bulletin|MTA: first month of congestion pricing|About a million fewer vehicles entered the zone in January 2025 than would have been expected without the toll, the MTA said, and the program raised roughly $48 million.|Reports January 2025 results as done.
""",
    ),
    Q(
        "l8-baltimore-channel-2024",
        "Will the Fort McHenry Federal Channel in Baltimore be restored to its full 700-foot width by May 31, 2024?",
        "Resolves YES if the U.S. Army Corps of Engineers announces, on or before May 31, 2024, that the Fort McHenry Federal Channel has reopened at its full 700-foot width and 50-foot depth. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-31",
        0,
        "transport",
        """
6|K|agency-bulletin|Key Bridge Response Unified Command|USACE expects to restore the full 700-foot channel by the end of May 2024. Crews are preparing a controlled demolition to remove the span resting on the Dali's bow so the ship can be refloated.|A plan and expectation after the cutoff.
1|L|local-paper|Dali refloated and moved to marine terminal|Tugs moved the Dali about 2.5 miles to the Seagirt Marine Terminal on May 20, 2024, nearly eight weeks after it struck the Key Bridge, opening a wider path for ships.|Reports the May 20, 2024 move as done.
3|L|local-paper|Full channel reopens after Key Bridge collapse|The Army Corps of Engineers said on June 10, 2024 that the Fort McHenry Federal Channel had been restored to its original 700-foot width and 50-foot depth, ending restrictions at the port.|Reports the June 10, 2024 reopening as done.
9|K|transit-alert|MDTA: traffic advisory|I-695 remains closed between MD 173 and MD 157. Use I-95 through the Fort McHenry Tunnel or I-895; vehicles carrying hazardous materials must use alternate routes.|A standing advisory with no date after the cutoff.
4|K|council-minutes|Baltimore County Council: work session agenda|Work session of May 14, 2024: update from the county's economic development office on relief for port workers and small businesses.|An agenda for a meeting after the cutoff.
2|L|radio-transcript|WYPR, evening news, May 13, 2024|Crews set off charges this evening to cut the bridge span off the Dali's bow. The Coast Guard says the crew stayed aboard, below deck, during the blast.|Reports the May 13, 2024 demolition as done.
""",
    ),
    Q(
        "l8-philly-i95-reopen-2023",
        "Will I-95 in Philadelphia reopen to traffic in both directions by June 30, 2023?",
        "Resolves YES if PennDOT reopens the section of I-95 closed by the June 11, 2023 collapse near Cottman Avenue to traffic in both directions on or before June 30, 2023. Resolves NO otherwise.",
        "2023-06-15",
        "2023-06-30",
        1,
        "transport",
        """
3|K|transit-alert|PennDOT: I-95 detours|I-95 is closed in both directions between Woodhaven Road and Aramingo Avenue. Use the detour on State Road; SEPTA has added trains on the Trenton Line.|A standing detour notice; nothing after the cutoff reported.
1|L|local-paper|I-95 reopens 12 days after collapse|Traffic moved again on I-95 through Northeast Philadelphia on June 23, 2023, ahead of schedule, on temporary lanes built over recycled glass fill.|Reports the June 23, 2023 reopening as done.
2|K|local-paper|Shapiro: temporary lanes within two weeks|Gov. Josh Shapiro said crews will build six temporary lanes over fill and expects traffic to return within about two weeks, while a permanent bridge is designed.|A past statement about a future reopening.
4|L|radio-transcript|KYW Newsradio, Saturday, June 24, 2023|On the first full day since I-95 reopened, PennDOT says traffic moved at normal speeds through the Cottman Avenue area. Shapiro thanked the crews again this morning.|Reports the reopening on June 23-24, 2023.
5|K|community-post|Tacony Civic Association|Meeting on Tuesday, June 20, 2023 at 7 p.m. at the Disston recreation center about detour traffic on State Road. Bring your questions for the district's state rep.|A future meeting.
6|L|agency-bulletin|Governor's office: I-95 open|All six lanes of I-95 opened to traffic on June 23, 2023, after crews worked around the clock, the Governor's office said.|Reports the June 23, 2023 reopening as done.
""",
    ),
    Q(
        "l8-lausd-strike-2023",
        "Will LAUSD schools close because of a strike by March 31, 2023?",
        "Resolves YES if the Los Angeles Unified School District closes schools for at least one day because of a strike by district employees between March 10, 2023 and March 31, 2023. Resolves NO otherwise.",
        "2023-03-10",
        "2023-03-31",
        1,
        "labor",
        """
4|K|school-notice|LAUSD letter to families|We are preparing contingency plans in case of a strike, including grab-and-go meals at school sites. We will share more information with families by March 17, 2023.|A plan and a future update; nothing reported.
1|L|local-paper|LAUSD classes cancelled as three-day strike begins|More than 420,000 students stayed home on March 21, 2023, as SEIU Local 99 workers walked off the job, joined by teachers from UTLA, in the district's first strike since 2019.|Reports the March 21, 2023 strike as done.
9|K|radio-transcript|LAist, morning news|SEIU 99 members voted 96% to authorize a strike, the union said last month. No date has been set, and talks with the district continue.|Only earlier facts.
2|L|council-minutes|Board of Education, regular meeting of March 28, 2023|Superintendent Carvalho briefed the board on the three days of closures and said the district would offer extra learning days over spring break.|Reports a March 28, 2023 meeting and the closures.
3|L|community-post|Westside parents group|Schools reopened on Friday, March 24, 2023! Thanks to the teachers who sent home packets. Spring break starts next week.|Reports the March 24, 2023 reopening after the strike.
6|K|local-paper|What a strike would mean for families|State law requires notice before a strike. If schools close, the district says it will keep some sites open for supervision and meals.|A conditional; no date after the cutoff.
""",
    ),
    Q(
        "l8-portland-teachers-strike-2023",
        "Will Portland Public Schools teachers begin a strike by November 10, 2023?",
        "Resolves YES if members of the Portland Association of Teachers begin a strike against Portland Public Schools on or before November 10, 2023. Resolves NO otherwise.",
        "2023-10-18",
        "2023-11-10",
        1,
        "labor",
        """
3|K|school-notice|PPS: what families need to know|If teachers strike, schools would close and classes would be cancelled. A strike could begin as soon as Nov. 1, 2023, after a ten-day notice. We remain committed to reaching an agreement.|A conditional with a date after the cutoff.
1|L|local-paper|Portland teachers walk out|Portland's teachers went on strike on Nov. 1, 2023, closing schools for about 45,000 students, the first teachers strike in the district's history.|Reports the November 1, 2023 strike as done.
5|K|radio-transcript|OPB, Think Out Loud|The union says results of the strike authorization vote will be announced Oct. 20, 2023. A state mediator has been working with both sides since the summer.|A scheduled announcement after the cutoff.
2|L|council-minutes|PPS Board of Education, meeting of November 7, 2023|With schools closed for the fifth school day, the board met online and heard an update on mediation. Public comment ran for two hours.|Reports a November 7, 2023 meeting during the strike.
4|L|community-post|Grant High parents|We brought coffee and donuts to the picket line at Grant on Thursday, November 2, 2023. The teachers were in good spirits in the rain!|Reports the strike on November 2, 2023.
7|K|local-paper|Mediation sessions set|Mediation sessions between the union and the district are set for Oct. 19 through Oct. 25, 2023, according to the state labor board.|A schedule after the cutoff.
""",
    ),
    Q(
        "l8-scotrail-peak-fares-2025",
        "Will ScotRail permanently remove peak fares by September 30, 2025?",
        "Resolves YES if ScotRail ends peak-time fares on its services on a permanent basis between August 20, 2025 and September 30, 2025. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-30",
        1,
        "transport",
        """
12|K|transit-alert|ScotRail: peak fares removal|From 1 September 2025, peak fares will be removed permanently on all ScotRail services, so you can travel on an off-peak fare at any time of day.|A start date after the cutoff; nothing reported.
3|L|local-paper|Commuters see cheaper fares in first week|Since peak fares were scrapped on 1 September 2025, a Glasgow to Edinburgh anytime return has fallen to the old off-peak price, and commuters on the Fife Circle say trains were busier before 9.|Reports the September 1, 2025 change as done.
6|K|council-minutes|Strathclyde Partnership for Transport: board agenda|Meeting of 22 August 2025. Item 7: rail fares and patronage update; Item 9: bus service improvement partnership.|An agenda after the cutoff.
1|L|radio-transcript|Good Morning Scotland, Monday 1 September 2025|From today there are no more peak fares on ScotRail. We're at Glasgow Queen Street, where the first commuters of the new regime are coming off the Edinburgh train.|Reports the September 1, 2025 change as it happens.
8|K|community-post|Rail users' group|Season ticket holders: ScotRail says details of any changes to season tickets will be on its website before 1 September 2025. Keep your receipts.|Advice about a future change.
""",
    ),
]
