# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold48` part, read by `build_hold48.py`.

Local and regional news from the US, UK, Canada and Australia: city councils, state and
provincial votes, school boards, local elections, transit openings, weather events and local
sports, written as local-paper articles, TV-station web pages, council agendas and minutes,
community newsletters, agency notices and social posts. Each question's documents are one line
each in a string, fields separated by `|`: days before the cutoff it is published, label
(L=leak / K=keep), style, title, text, why. Written blind as a held-out part; the events are
real, the wording is invented and the figures are from memory. See `build_hold48.py`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "p7-philly-mayor-primary-2023-parker",
        "Will Cherelle Parker win the Democratic primary for Mayor of Philadelphia on May 16, 2023?",
        "Resolves YES if Cherelle Parker is the winner of the Democratic nomination for Mayor of Philadelphia in the primary election of May 16, 2023, per the Philadelphia City Commissioners' results. Resolves NO otherwise.",
        "2023-05-02",
        "2023-05-16",
        1,
        "elections",
        """
3|K|tv-station-web|Five Democrats, one stage: mayoral hopefuls meet Thursday in final televised debate|The last televised debate before the primary airs at 7 p.m. Thursday. Polls have shown Cherelle Parker, Rebecca Rhynhart, Helen Gym and Allan Domb bunched within a few points of each other, with Jeff Brown fading. Primary day is Tuesday, May 16, 2023, and polls are open 7 a.m. to 8 p.m.|A debate schedule and the election date ahead, with no result.
5|L|local-paper|Parker rides Northwest, West Philly turnout to Democratic nomination|Cherelle Parker will be the Democratic nominee for mayor after beating a crowded field on May 16, 2023, winning roughly a third of the vote. Rebecca Rhynhart finished second and Helen Gym third. Parker, a former councilmember from Northwest Philadelphia, now faces Republican David Oh in November.|Reports the May 16, 2023 primary result as done.
11|K|community-newsletter|Fishtown Neighbors Association: your primary checklist|Requests for a mail ballot must reach the county by 5 p.m. on May 9. Completed ballots must be received, not postmarked, by 8 p.m. on May 16. Our candidates' night at the rec center drew about 120 people last week; video is on our page.|Deadlines ahead and a past meeting; nothing after the cutoff is reported.
2|L|social-post|Northwest Philly, you did that|Unofficial count from the City Commissioners, night of May 16, 2023: Parker 32.6%, Rhynhart 22.9%, Gym 21.8%, Domb 11.2%, Brown 8.8%. Heading to the victory party on Stenton Ave now.|Posts the May 16, 2023 primary results.
8|K|local-paper|Why the ward leaders matter more than the ads|Parker has collected endorsements from a long list of ward leaders and building trades unions, which could matter in a low-turnout primary. Turnout in the 2015 open-seat primary was about 27%. Whoever wins on May 16 will be the heavy favourite in November's general election.|Analysis before the primary with a conditional about its winner.
1|K|tv-station-web|Poll: race for mayor remains a toss-up two weeks out|A new poll of likely Democratic voters puts Parker at 22%, Rhynhart at 21% and Gym at 20%, within the margin of error, with about one in six undecided ahead of the May 16, 2023 vote.|A pre-election poll; the vote is ahead.
""",
    ),
    Q(
        "p7-jacksonville-mayor-2023-deegan",
        "Will Donna Deegan win the Jacksonville mayoral general election on May 16, 2023?",
        "Resolves YES if Democrat Donna Deegan is certified the winner of the Jacksonville mayoral runoff (general election) held on May 16, 2023. Resolves NO if Republican Daniel Davis wins.",
        "2023-04-28",
        "2023-05-16",
        1,
        "elections",
        """
4|K|local-paper|Deegan, Davis set for May 16 showdown after March first round|Donna Deegan led the March 21 unitary election with about 39% of the vote and Daniel Davis was second with about 25%, sending the two to the May 16 general election. Early voting runs May 1 through May 14, 2023 at 20 sites.|Past first-round facts and scheduled voting dates.
2|L|tv-station-web|Deegan elected Jacksonville mayor, flipping GOP stronghold|Former TV anchor Donna Deegan defeated Daniel Davis on Tuesday, May 16, 2023, becoming the first Democrat to win the mayor's office in Jacksonville since Alvin Brown in 2011. She won by about four points.|Reports the May 16, 2023 result as done.
9|K|community-newsletter|Riverside Avondale Preservation: candidate forum recap|Both mayoral candidates took questions on the Five Points parking plan and the Riverfront. The new mayor takes office on July 1, 2023; we will invite whoever wins to our summer meeting.|A past forum and a future swearing-in date, with no result.
6|L|election-results-page|Duval County Supervisor of Elections: General Election, May 16, 2023 (unofficial)|Mayor: Donna Deegan (DEM) 52.1%; Daniel Davis (REP) 47.9%. All 184 precincts reporting. Turnout 33.6%.|A results table for the May 16, 2023 election.
1|K|local-paper|Davis leans on endorsement from DeSantis in final stretch|Davis appeared with Gov. Ron DeSantis at a rally on Wednesday, and both campaigns have booked television time through election day. A UNF poll earlier this month had the race within the margin of error.|Campaign events before the cutoff and a forward mention of election day.
""",
    ),
    Q(
        "p7-tempe-coyotes-props-2023",
        "Will Tempe voters approve Propositions 301, 302 and 303 for the Arizona Coyotes' arena district in the special election of May 16, 2023?",
        "Resolves YES if all three Tempe propositions (301, 302 and 303) on the Coyotes' proposed entertainment district pass in the May 16, 2023 special election. Resolves NO if any of them fails.",
        "2023-05-02",
        "2023-05-16",
        0,
        "local_government",
        """
7|K|council-agenda|City of Tempe: Special Election information sheet|All-mail special election on Propositions 301 (general plan amendment), 302 (zoning) and 303 (development agreement). Ballots mailed April 19. Last recommended day to mail a ballot back: May 10, 2023. Ballot drop boxes close 7 p.m. May 16, 2023.|An election calendar with future dates only.
3|L|local-paper|Tempe voters reject Coyotes arena plan in landslide|All three arena measures failed on May 16, 2023, with about 56% of voters saying no to each. The result leaves the team without a clear path to a permanent home after this season at Mullett Arena.|Reports the May 16, 2023 vote as done.
12|K|tv-station-web|Coyotes pour money into Tempe arena campaign|Campaign finance filings show the team-backed committee has spent well over $2 million on mailers, canvassers and ads. Opponents, led by a group of residents and Sky Harbor airport interests, have raised a fraction of that.|Campaign spending before the cutoff; no date after it.
1|L|social-post|Tempe council member statement after the vote|Tonight, May 16, 2023, Tempe voters spoke clearly. I respect the decision on 301, 302 and 303 and I'm proud our community had the final say.|A post reporting the May 16, 2023 vote's outcome.
5|K|local-paper|What happens to the Coyotes if Tempe says no?|If the propositions fail on May 16, the NHL would have to decide whether to keep the team in the Valley or look elsewhere, with Houston and Salt Lake City often mentioned as alternatives. The team's lease at ASU's Mullett Arena runs through the 2024-25 season.|A conditional about the coming vote.
9|L|news-roundup|Week in review: arena vote, Loop 202 closure|Propositions 301-303 went down in the May 16, 2023 special election, and ADOT reopened the Loop 202 Santan Freeway after a weekend closure on May 21.|A roundup reporting the May 16 vote and a later closure.
""",
    ),
    Q(
        "p7-jackson-county-stadium-tax-2024",
        "Will Jackson County, Missouri voters approve the 3/8-cent sales tax for Royals and Chiefs stadiums on April 2, 2024?",
        "Resolves YES if Jackson County Question 1, extending a 3/8-cent sales tax for 40 years to fund a new Royals ballpark and Arrowhead renovations, passes on April 2, 2024. Resolves NO otherwise.",
        "2024-03-18",
        "2024-04-02",
        0,
        "local_government",
        """
6|K|tv-station-web|Royals, Chiefs make final pitch as stadium tax vote nears|Both teams sent executives to neighbourhood meetings this week ahead of the April 2, 2024 vote. The Royals have still not shown final renderings for their proposed downtown ballpark in the East Crossroads.|Campaigning before a scheduled vote.
2|L|local-paper|Voters say no: Jackson County stadium tax fails by wide margin|Jackson County voters rejected the stadium sales tax on April 2, 2024, with roughly 58% voting against it. Royals owner John Sherman said the club would take time to reflect; the Chiefs said they would weigh all options for Arrowhead after their lease ends in January 2031.|Reports the April 2, 2024 result as done.
13|K|council-agenda|Jackson County Legislature: Regular Meeting agenda|Item 4: Resolution urging the teams to release lease terms before the April 2, 2024 election. Item 7: Report from the Election Board on early-ballot logistics. Public comment limited to three minutes.|A meeting agenda naming the coming election, no outcome.
4|K|local-paper|Explainer: what's on your April 2 ballot|Question 1 would replace the current 3/8-cent tax, which expires in 2031, with a 40-year tax. If it fails, the existing tax keeps running until then. Polls open at 6 a.m.|A ballot explainer with a conditional and future dates.
1|L|news-roundup|KC week ahead, updated April 3, 2024|Stadium tax: defeated on April 2, about 58-42. Next: the Royals say they will look at sites on both sides of the state line, and Kansas lawmakers have already floated STAR bonds.|An updated roundup reporting the April 2, 2024 defeat.
""",
    ),
    Q(
        "p7-la-regional-connector-2023",
        "Will LA Metro's Regional Connector open to passengers by June 30, 2023?",
        "Resolves YES if the Regional Connector transit project in downtown Los Angeles begins carrying passengers on or before June 30, 2023. Resolves NO otherwise.",
        "2023-06-05",
        "2023-06-30",
        1,
        "transit",
        """
10|K|transit-agency-notice|Metro: Regional Connector opening date announced|The Regional Connector will open to riders on Friday, June 16, 2023, with free rides that weekend. The new A Line will run from Azusa to Long Beach and the E Line from East LA to Santa Monica. The old L Line name will be retired.|An announced opening date and service plan, not yet done.
3|L|local-paper|Regional Connector opens, stitching downtown rail together|Riders packed the new Little Tokyo/Arts District, Historic Broadway and Grand Av Arts/Bunker Hill stations on June 16, 2023, as the $1.8 billion Regional Connector opened after more than a decade of work. Metro said about 100,000 people rode over the free weekend.|Reports the June 16, 2023 opening as done.
6|K|tv-station-web|What the Regional Connector changes for your commute|Starting June 16, 2023, riders going from Long Beach to Pasadena will no longer have to transfer at 7th St/Metro Center. Metro says trips through downtown will be up to 20 minutes faster.|Planned service changes from a future date.
1|L|community-newsletter|Little Tokyo Community Council June update|Thank you to everyone who came out to the station opening celebration on Friday, June 16, 2023. Businesses on First Street reported their busiest weekend since before the pandemic.|Reports the June 16, 2023 opening celebration.
20|K|local-paper|Regional Connector passes key safety testing|Trains have been running through the 1.9-mile tunnel without passengers since last fall. Metro said in April that pre-revenue operations were going well and it expected to open in early summer 2023.|Testing and a forecast opening before the event.
4|L|council-minutes|LA City Council, Transportation Committee minutes (approved)|Staff reported that ridership at the three new downtown stations since the June 16, 2023 opening has exceeded projections; the committee received and filed the report.|Minutes reporting ridership after the June 16, 2023 opening.
""",
    ),
    Q(
        "p7-rem-brossard-2023",
        "Will Montreal's REM light metro open to passengers between Brossard and Gare Centrale by August 31, 2023?",
        "Resolves YES if the Réseau express métropolitain begins regular passenger service on its South Shore branch between Brossard and Gare Centrale on or before August 31, 2023. Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-31",
        1,
        "transit",
        """
9|K|local-paper|REM South Shore branch to open July 31|CDPQ Infra said Thursday the first REM segment, five stations from Brossard to Gare Centrale, will open to the public on Monday, July 31, 2023, after an inauguration the previous Friday. Rides will be free the first weekend.|An announced opening date, not yet done.
3|L|tv-station-web|REM's first passengers ride automated trains across the Champlain Bridge|The REM opened to the public on July 31, 2023, with trains every few minutes between Brossard and downtown. A power problem stopped service for part of the afternoon on August 1, 2023.|Reports the July 31, 2023 opening and an August 1 outage.
14|K|community-newsletter|Brossard borough news: bus routes change with REM|Starting the day the REM opens, several RTL routes will end at Panama and Du Quartier stations instead of crossing to the Terminus Centre-ville. Timetables will be posted at stops in late July.|Planned changes tied to a future opening.
1|L|local-paper|Correction appended to "REM start-up a smooth ride"|An earlier version of this article gave the wrong time for the August 1, 2023 shutdown. Service was interrupted from about 2 p.m. to 5 p.m., not in the morning.|A correction reporting an August 1, 2023 interruption.
6|K|local-paper|Why the REM took so long|The project was announced in 2016 with a 2021 opening target. The pandemic, a tunnel fix under Mount Royal and issues with the Champlain Bridge supports pushed the first segment to 2023; the Deux-Montagnes and airport branches are now expected in 2025 and 2027.|Past delays and future targets.
""",
    ),
    Q(
        "p7-edmonton-valley-line-2023",
        "Will Edmonton's Valley Line Southeast LRT open to passengers by November 30, 2023?",
        "Resolves YES if the Valley Line Southeast LRT (Mill Woods to downtown) begins regular passenger service on or before November 30, 2023. Resolves NO otherwise.",
        "2023-10-25",
        "2023-11-30",
        1,
        "transit",
        """
5|K|local-paper|City sets Nov. 4 opening for long-delayed Valley Line|The City of Edmonton said Tuesday the Valley Line Southeast will open on Saturday, Nov. 4, 2023, three years later than first planned. Fares will be free for the first several weeks.|An announced opening date, not yet done.
2|L|tv-station-web|Valley Line finally opens to riders|Thousands of people lined up at Mill Woods and Churchill stations when the Valley Line Southeast opened on November 4, 2023. A train briefly stopped near Muttart because of a switch problem but service resumed within half an hour.|Reports the November 4, 2023 opening as done.
12|K|council-agenda|Edmonton City Council: Urban Planning Committee|Item 6.3: Valley Line Southeast update from TransEd, including remaining safety certification steps and opening readiness. Item 6.4: Valley Line West construction schedule, 2023-2026.|An agenda of updates, no result reported.
1|L|social-post|First ride on the Valley Line!|Rode from Mill Woods to 102 St this morning, Nov 4 2023. Twenty-seven minutes. Kids loved the Tawatinâ bridge.|A post reporting a ride on the November 4, 2023 opening day.
8|K|local-paper|Cracks, delays and lawsuits: the Valley Line's road to opening|The line was originally due in December 2020. Cracked piers found in 2022 set it back again. The city now says it will open in fall 2023, once TransEd completes a full operating run.|Past delays and a forecast.
""",
    ),
    Q(
        "p7-seattle-2line-2024",
        "Will Sound Transit's 2 Line (East Link starter line) open to passengers by April 30, 2024?",
        "Resolves YES if Sound Transit begins passenger service on the 2 Line between South Bellevue and Redmond Technology stations on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-30",
        1,
        "transit",
        """
15|K|transit-agency-notice|2 Line opening weekend: April 27, 2024|The 2 Line will open on Saturday, April 27, 2024, with eight stations from South Bellevue to Redmond Technology. Trains will run every 10 minutes. Opening-day events are planned at Bellevue Downtown and Overlake Village.|An announced opening date and events, not yet done.
4|L|local-paper|Eastside light rail is here: 2 Line opens to crowds|The 2 Line opened on April 27, 2024, bringing light rail to Bellevue and Redmond for the first time. Sound Transit counted more than 25,000 boardings on opening day.|Reports the April 27, 2024 opening as done.
9|K|tv-station-web|Why the 2 Line won't cross the lake yet|Cracked plinths on the I-90 floating bridge mean the full route to Seattle won't open until 2025. For now, the starter line will stay on the Eastside. Downtown Redmond service is expected in spring 2025.|Delays and future openings, no result.
1|L|community-newsletter|Overlake Village Neighbors, May newsletter|The April 27, 2024 launch drew a bigger crowd than we expected. Parking at the garage filled by 10 a.m. Thanks to the volunteers who handed out maps.|A newsletter reporting the April 27, 2024 opening.
6|K|local-paper|Bellevue council hears 2 Line opening plans|Council members heard Monday from Sound Transit about security, parking and bus connections for the opening planned for April 27, 2024. Councilmember Janice Zahn asked about wayfinding at South Bellevue.|A past meeting about a future opening date.
""",
    ),
    Q(
        "p7-parramatta-light-rail-2024",
        "Will Parramatta Light Rail Stage 1 open to passengers by December 31, 2024?",
        "Resolves YES if Transport for NSW begins passenger services on Parramatta Light Rail Stage 1 (Westmead to Carlingford via Parramatta CBD) on or before December 31, 2024. Resolves NO otherwise.",
        "2024-12-06",
        "2024-12-31",
        1,
        "transit",
        """
8|K|local-paper|Light rail opening date locked in for the week before Christmas|The NSW Government has confirmed Parramatta Light Rail will open to passengers on Friday 20 December 2024, with free travel on opening weekend. Testing along Church Street has been running since September.|An announced opening date, not yet done.
2|L|tv-station-web|Parramatta Light Rail carries first passengers|Crowds queued at Westmead and Carlingford stops as the 12-kilometre line opened on 20 December 2024. Transport Minister Jo Haylen rode the first service into the CBD.|Reports the 20 December 2024 opening as done.
17|K|council-agenda|City of Parramatta Council: Ordinary Meeting business paper|Item 9.2: Church Street traffic arrangements during light rail testing and commissioning. Item 9.5: Eat Street outdoor dining permits, 2025 renewal.|An agenda with no reported outcome.
1|L|community-newsletter|Dundas Valley Residents Group, January update|Since the line opened on 20 December 2024 the 545 bus has been rerouted and several of you have written about the noise at the Telopea stop. We raised both with Transport for NSW on 14 January 2025.|Reports the 20 December 2024 opening and a January 2025 meeting.
4|K|local-paper|Stage 2 funding still unclear as Stage 1 nears completion|Stage 2, to Sydney Olympic Park via Melrose Park, is under construction in part, with the Parramatta River bridge work under way. Full services on Stage 2 are not expected until 2032.|Stage 2 plans; no event after the cutoff is reported.
""",
    ),
    Q(
        "p7-ottawa-line2-2025",
        "Will Ottawa's O-Train Line 2 (Trillium Line) reopen to passengers by January 31, 2025?",
        "Resolves YES if OC Transpo begins regular passenger service on the extended O-Train Line 2 between Bayview and Limebank on or before January 31, 2025. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-31",
        1,
        "transit",
        """
7|K|tv-station-web|OC Transpo says Trillium Line will open Jan. 6|After years of delays, the extended Line 2 and the Line 4 airport spur will open to customers on Monday, Jan. 6, 2025, the city's transit general manager told councillors. Bus routes will change the same day.|A scheduled opening date, not yet done.
3|L|local-paper|Trillium Line back in service, running late on day one|Line 2 reopened on January 6, 2025 after a nearly five-year closure, but several trains ran behind schedule in the morning rush because of a door fault. OC Transpo said service had stabilized by evening.|Reports the January 6, 2025 reopening as done.
15|K|council-minutes|Transit Committee minutes, regular meeting|Staff presented the results of the trial running period. Councillor Riley Brockington asked for weekly reporting once service begins. Motion carried to receive the report.|Past committee business; no date after the cutoff.
1|L|social-post|Greenboro station, 6:40 a.m.|First northbound train on the new Line 2, 2025-01-06. Packed with rail fans. Twelve minutes to Carleton.|A post reporting the January 6, 2025 first train.
10|K|local-paper|Why is the Trillium Line taking so long?|The line closed in May 2020 for an extension south to Riverside South and the airport. Handover from TransitNEXT slipped several times in 2024, and the city said in November that testing had to finish before it would set a date.|Past delays; no date after the cutoff is reported.
""",
    ),
    Q(
        "p7-melbourne-metro-tunnel-2025",
        "Will Melbourne's Metro Tunnel open to passengers by December 31, 2025?",
        "Resolves YES if passenger trains run through Melbourne's Metro Tunnel (with its five new stations, including State Library and Town Hall) in regular service on or before December 31, 2025. Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-31",
        1,
        "transit",
        """
21|K|local-paper|Metro Tunnel to open on November 30, Premier says|Premier Jacinta Allan said the Metro Tunnel will open to passengers on Sunday 30 November 2025, with a reduced 'summer start' timetable before full services from February 2026. The five new stations are Arden, Parkville, State Library, Town Hall and Anzac.|An announced opening date, not yet done.
4|L|tv-station-web|Metro Tunnel opens: first passengers pass through State Library|Trains began running through the Metro Tunnel on 30 November 2025, with thousands of people riding the first services on the Sunbury and Cranbourne lines. Parkville station was the busiest on day one.|Reports the 30 November 2025 opening as done.
9|K|community-newsletter|Kensington Association: what the tunnel means for us|Sunbury line trains will go through Arden and the city rather than the loop. Some Flinders Street connections will change. Full timetables for 2026 are due to be published before Christmas.|Planned changes and a future publication, with no reported event.
2|L|local-paper|Letters: the tunnel's first week|Since the Metro Tunnel opened on November 30, 2025 I have saved 15 minutes each way from Footscray. But why are there still no Sunday trains every ten minutes? - R. Nguyen, Footscray|A letter reporting the November 30, 2025 opening.
13|K|tv-station-web|Metro Tunnel testing ramps up ahead of opening|Trains have been running empty through the twin nine-kilometre tunnels day and night since mid-year as part of testing. Big Build officials say the high-capacity signalling system is working as expected.|Testing before the opening; no later event reported.
""",
    ),
    Q(
        "p7-edinburgh-tram-newhaven-2023",
        "Will Edinburgh Trams begin passenger service to Newhaven by June 30, 2023?",
        "Resolves YES if passenger trams run on the Trams to Newhaven extension (York Place to Newhaven via Leith Walk) on or before June 30, 2023. Resolves NO otherwise.",
        "2023-05-25",
        "2023-06-30",
        1,
        "transit",
        """
12|K|council-minutes|City of Edinburgh Council, Transport and Environment Committee|The committee noted that the project remained on budget and that passenger services are expected to start in early June 2023. Councillor Scott Arthur thanked Leith Walk traders for their patience.|A forecast opening date recorded in minutes, not done.
3|L|local-paper|Trams return to Leith after 67 years|The first passenger tram pulled out of Newhaven at 5.45am on 7 June 2023, and by mid-morning there were queues at Foot of the Walk. Leith Walk businesses said footfall jumped on the first day.|Reports the 7 June 2023 opening as done.
6|K|tv-station-web|Newhaven tram line: what you need to know|Edinburgh Trams has said services will begin on Wednesday 7 June 2023. Trams will run every seven minutes at peak times. There will be eight new stops, including Picardy Place and Ocean Terminal.|An announced opening with service details, not yet done.
1|L|community-newsletter|Leith Links Community Council June bulletin|The tram has been running since 7 June 2023 and we have had several complaints about cyclists catching wheels in the rails on Constitution Street.|Reports the 7 June 2023 start of service.
18|K|local-paper|Leith Walk finally clear of barriers|The last of the construction fencing came down this week. Test trams have been running to Newhaven since February, and drivers are completing training on the new section.|Construction and testing before the cutoff; no later date.
""",
    ),
    Q(
        "p7-ulez-london-wide-2023",
        "Will London's Ultra Low Emission Zone be expanded to cover all London boroughs by August 31, 2023?",
        "Resolves YES if the London-wide expansion of the ULEZ takes effect on or before August 31, 2023. Resolves NO otherwise.",
        "2023-08-10",
        "2023-08-31",
        1,
        "local_government",
        """
11|K|local-paper|Khan wins High Court fight over ULEZ expansion|The High Court ruled on 28 July 2023 that the Mayor acted lawfully in expanding the zone, rejecting a challenge by five Conservative-run councils. The expansion remains due to take effect on 29 August 2023.|A past ruling and a scheduled start date.
3|L|tv-station-web|ULEZ now covers the whole of London|The expanded zone came into force at 12.01am on 29 August 2023, covering all 32 boroughs. Transport for London said more than nine in ten cars seen in outer London already met the standard.|Reports the 29 August 2023 expansion as done.
6|K|council-agenda|London Borough of Bexley: Cabinet agenda|Item 5: Decision on whether to install ULEZ signage on borough roads before 29 August 2023. Item 6: Update on the scrappage scheme and the extension of eligibility.|An agenda with a future date and no outcome.
1|L|social-post|Camera on our road|ULEZ went live today, Aug 29 2023, and someone's already cut the wires on the new camera by the roundabout. Police were here by nine.|A post reporting the August 29, 2023 start and vandalism that day.
16|K|local-paper|Uxbridge result puts ULEZ back in the spotlight|The Conservatives held Uxbridge and South Ruislip on 20 July 2023 after a campaign dominated by the expansion. Labour figures have since urged the Mayor to rethink the 29 August start date; he has said it will go ahead.|An earlier by-election and a stated future date.
""",
    ),
    Q(
        "p7-wales-20mph-2023",
        "Will the default speed limit on restricted roads in Wales be cut to 20mph by September 30, 2023?",
        "Resolves YES if the Welsh Government's change making 20mph the default limit on restricted roads (mostly residential streets) takes effect on or before September 30, 2023. Resolves NO otherwise.",
        "2023-09-05",
        "2023-09-30",
        1,
        "local_government",
        """
9|K|local-paper|Countdown to 20mph: what changes on September 17|From Sunday 17 September 2023, most roads in Wales with street lights spaced less than 200 yards apart will drop to 20mph. Councils can keep 30mph on roads they have listed as exceptions.|An announced future change, not yet done.
2|L|tv-station-web|20mph default limit now in force across Wales|The lower limit came into effect on 17 September 2023, making Wales the first UK nation to adopt it. A petition against the change passed 100,000 signatures within days.|Reports the 17 September 2023 change as done.
20|K|council-minutes|Vale of Glamorgan Council, Cabinet minutes|Cabinet approved the list of roads that will remain at 30mph. The Head of Highways said sign replacement will be completed before the national change date.|Past business and an unstated future date; no event after the cutoff.
1|L|social-post|Cardiff Council roads update|Since the national 20mph change on 17/09/2023 our teams have replaced more than 2,500 signs. Thank you for your patience, 25 September 2023.|An update reporting the 17 September 2023 change.
5|K|local-paper|Senedd to debate Conservative motion against 20mph|The Welsh Conservatives will table a motion to scrap the policy, to be debated on 19 September 2023. Ministers say the change will go ahead regardless.|A scheduled debate and stated plan, no outcome.
""",
    ),
    Q(
        "p7-birmingham-s114-2023",
        "Will Birmingham City Council issue a section 114 notice by September 30, 2023?",
        "Resolves YES if Birmingham City Council's chief finance officer issues a notice under section 114 of the Local Government Finance Act 1988 on or before September 30, 2023. Resolves NO otherwise.",
        "2023-08-22",
        "2023-09-30",
        1,
        "local_government",
        """
14|K|local-paper|Birmingham equal pay bill could reach GBP760m|The council said in June that its equal pay liability is now estimated at between GBP650m and GBP760m and rising by up to GBP14m a month. A spending freeze on non-essential items was imposed in July.|Earlier figures and measures; nothing after the cutoff.
3|L|tv-station-web|Birmingham City Council effectively declares itself bankrupt|Europe's largest local authority issued a section 114 notice on 5 September 2023, saying it could not balance its budget because of equal pay claims. Only statutory services will now be funded.|Reports the 5 September 2023 notice as done.
7|K|council-agenda|Birmingham City Council: Cabinet, 12 September 2023 (draft)|Item 4: Financial Recovery Plan update. Item 5: Equal pay - Oracle implementation. Item 6: Options for asset disposals.|A draft agenda for a future meeting; no outcome.
1|L|local-paper|Commissioners to take over Birmingham finances|Michael Gove said on 22 September 2023 that he would appoint commissioners to run Birmingham City Council, weeks after it issued a section 114 notice on September 5.|Reports the September 5 notice and a later September 2023 decision.
10|K|community-newsletter|Moseley Society: council cuts and the high street|With the council's finances under strain, we have been told bin collections and library hours may be reviewed in the autumn. We will keep members updated after the next ward forum on 14 September 2023.|Possible future cuts and a future meeting.
5|L|council-minutes|Extraordinary meeting, 25 September 2023: minutes|The meeting noted the section 114 notice issued by the Section 151 officer and confirmed spending controls. Members voted to accept the government's intervention.|Minutes of a meeting after the cutoff reporting the notice.
""",
    ),
    Q(
        "p7-west-midlands-mayor-2024-street",
        "Will Andy Street win a third term as Mayor of the West Midlands in the election of May 2, 2024?",
        "Resolves YES if Conservative Andy Street is declared the winner of the West Midlands Combined Authority mayoral election held on May 2, 2024. Resolves NO otherwise.",
        "2024-04-18",
        "2024-05-04",
        0,
        "elections",
        """
6|K|local-paper|Street v Parker: the race that could decide Sunak's fate|Andy Street is trying to distance himself from the national Conservative brand in his bid for a third term. Labour's Richard Parker says the region needs change. Votes will be counted on Saturday 4 May 2024, two days after polling.|A preview with a scheduled count.
2|L|tv-station-web|Labour's Richard Parker defeats Andy Street by 1,508 votes|Richard Parker won the West Midlands mayoralty on 4 May 2024 after a count that ran into the evening, ending Andy Street's seven years in the job. Street said he would not contest the result.|Reports the 4 May 2024 declaration as done.
12|K|council-agenda|WMCA Board: forward plan|The next board meeting is scheduled for 14 June 2024 and will consider the mayor's budget priorities for the new term. Papers will be published five working days before.|A forward plan with future dates, no outcome.
1|L|social-post|Birmingham Labour|What a night. Richard Parker is Mayor of the West Midlands. Thank you to everyone who knocked doors. Results declared at the ICC, 4 May 2024.|A post announcing the 4 May 2024 result.
4|K|local-paper|Polling cards: what you need to bring on May 2|Photo ID is required. Polling stations open from 7am to 10pm on Thursday 2 May 2024. Postal votes must reach the council by 10pm.|Voting information for a future date.
""",
    ),
    Q(
        "p7-kent-cc-reform-2025",
        "Will Reform UK win a majority of seats on Kent County Council in the election of May 1, 2025?",
        "Resolves YES if Reform UK candidates win at least 41 of the 81 seats on Kent County Council in the local elections of May 1, 2025. Resolves NO otherwise.",
        "2025-04-15",
        "2025-05-02",
        1,
        "elections",
        """
8|K|local-paper|Kent's count will take place on Friday, council confirms|Ballots in the county council election on Thursday 1 May 2025 will be counted from Friday morning at centres in each district. All 81 seats are up. The Conservatives have run the council since 1997.|A scheduled count and past facts.
2|L|tv-station-web|Reform UK seizes Kent County Council|Reform won 57 of 81 seats on 2 May 2025, ending nearly three decades of Conservative control at County Hall in Maidstone. The Conservatives were left with a handful of councillors and the Liberal Democrats became the official opposition.|Reports the 2 May 2025 result as done.
14|K|community-newsletter|Tunbridge Wells Civic Society: hustings dates|We are hosting county council hustings on 23 April at the Assembly Hall. Candidates from every party standing in the town divisions have been invited. Please send questions in advance.|A future event with no outcome.
1|L|local-paper|New Reform leader at County Hall promises audit of spending|Linden Kemkaran was elected leader of Kent County Council on 22 May 2025, three weeks after Reform won control in the 1 May elections.|Reports the May 2025 result and a later leadership vote.
5|K|local-paper|Poll suggests Reform surge in Kent|A survey of county voters put Reform narrowly ahead of the Conservatives. Pollsters warned that local contests are hard to call and that results will depend on turnout on 1 May 2025.|A poll before the vote.
4|L|news-roundup|What changed in the May elections: a council-by-council guide|Kent (Reform gain from Con), Lancashire (Reform gain from Con), Durham (Reform gain from NOC). All results confirmed on 2 May 2025.|A results list dated 2 May 2025.
""",
    ),
    Q(
        "p7-pittsburgh-mayor-primary-2025-gainey",
        "Will Ed Gainey win the Democratic primary for Mayor of Pittsburgh on May 20, 2025?",
        "Resolves YES if incumbent Ed Gainey wins the Democratic nomination for Mayor of Pittsburgh in the Pennsylvania primary of May 20, 2025. Resolves NO otherwise.",
        "2025-05-06",
        "2025-05-20",
        0,
        "elections",
        """
10|K|tv-station-web|Gainey, O'Connor trade barbs in first mayoral debate|Mayor Ed Gainey defended his record on public safety while Allegheny County Controller Corey O'Connor said the city had lost its way. The Democratic primary is on Tuesday, May 20, 2025; no Republican has filed.|A debate and a scheduled primary, no result.
3|L|local-paper|O'Connor ousts Gainey in Pittsburgh mayoral primary|Corey O'Connor defeated Mayor Ed Gainey on May 20, 2025, four years after Gainey himself unseated Bill Peduto in a primary. O'Connor won about 55% of the vote.|Reports the May 20, 2025 primary result as done.
6|K|local-paper|Mail ballot deadline approaches in Allegheny County|Voters have until 5 p.m. on May 13 to request a mail ballot. Completed ballots must reach the county elections office by 8 p.m. on May 20, 2025.|Deadlines for a future vote.
1|L|social-post|Allegheny County Elections: unofficial results|Primary Election 05/20/2025, Mayor, City of Pittsburgh (DEM): O'Connor 55.6%, Gainey 43.9%, write-in 0.5%. 100% of precincts reporting.|A results post for the May 20, 2025 primary.
18|K|community-newsletter|Lawrenceville United: meet the mayoral candidates|Both candidates spoke to about 80 residents at our April forum about housing and the Allegheny riverfront. If you missed it, the recording is on our website.|A past forum; no date after the cutoff.
""",
    ),
    Q(
        "p7-stlouis-mayor-2025-jones",
        "Will Tishaura Jones win re-election as Mayor of St. Louis on April 8, 2025?",
        "Resolves YES if incumbent Tishaura O. Jones wins the St. Louis mayoral general election of April 8, 2025. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-08",
        0,
        "elections",
        """
13|K|local-paper|Spencer, Jones advance from approval-voting primary|Alderwoman Cara Spencer and Mayor Tishaura Jones finished first and second in the March 4 primary, in which voters could pick as many candidates as they liked. The two will meet on April 8, 2025.|A past primary and a scheduled general election.
4|L|tv-station-web|Cara Spencer defeats Tishaura Jones to become St. Louis mayor|Spencer won the April 8, 2025 general election with about two-thirds of the vote, denying Jones a second term. She is set to be sworn in on April 15.|Reports the April 8, 2025 result as done.
7|K|council-agenda|Board of Aldermen: weekly calendar|Friday: Second reading of Board Bill 174 on use-tax revenue. The Board will not meet the week of April 8 because of the municipal election.|A calendar naming a future election, with no result.
1|L|local-paper|Mayor Spencer takes office, names chief of staff|Cara Spencer was sworn in on April 15, 2025, a week after her win on April 8, and said her first priority would be the city's 911 call centre.|Reports the April 2025 election and swearing-in.
9|K|local-paper|Jones campaign bets on North City turnout|Jones's campaign says it has knocked 40,000 doors since the primary. Early in-person absentee voting is open until April 7, 2025 at the Board of Elections on Market Street.|Campaign activity and a future voting deadline.
""",
    ),
    Q(
        "p7-minneapolis-mayor-2025-fateh",
        "Will Omar Fateh be elected Mayor of Minneapolis on November 4, 2025?",
        "Resolves YES if state Sen. Omar Fateh is declared the winner of the Minneapolis mayoral election of November 4, 2025, after ranked-choice tabulation. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-05",
        0,
        "elections",
        """
9|K|local-paper|How ranked-choice voting works in the mayor's race|Voters can rank up to three candidates. If nobody has a majority of first choices on November 4, the city will eliminate the last-place candidate and redistribute ballots until someone clears 50%. Tabulation is expected to finish on November 5, 2025.|An explainer with future dates.
2|L|tv-station-web|Frey wins third term after ranked-choice count|Mayor Jacob Frey was re-elected on November 5, 2025, once second-choice votes were tallied, beating state Sen. Omar Fateh. Frey led on first choices election night and held on in the final round.|Reports the November 5, 2025 result as done.
15|K|community-newsletter|Longfellow Community Council: candidate questionnaire responses|Frey, Fateh, DeWayne Davis and Jazz Hampton responded to our questionnaire on rent stabilization and the Minnehaha Avenue reconstruction. Early voting runs through November 3, 2025.|Questionnaire responses and a future voting date.
1|L|social-post|Minneapolis Elections & Voter Services|Official ranked-choice results for Mayor, November 4, 2025 election, published 11/05/2025: Jacob Frey elected in round 2.|A results post dated after the cutoff.
5|K|local-paper|Fateh, Frey hold final debate at Sabathani|The two front-runners clashed over policing and homeless encampments on Thursday. Fateh, a democratic socialist, is asking supporters to rank him first and leave Frey off the ballot.|A past debate and campaign plans.
""",
    ),
    Q(
        "p7-detroit-mayor-2025-sheffield",
        "Will Mary Sheffield win the Detroit mayoral election of November 4, 2025?",
        "Resolves YES if City Council President Mary Sheffield is elected Mayor of Detroit on November 4, 2025. Resolves NO otherwise.",
        "2025-10-14",
        "2025-11-04",
        1,
        "elections",
        """
11|K|local-paper|Sheffield, Kinloch head into final weeks of mayor's race|Mary Sheffield won the August primary easily and faces the Rev. Solomon Kinloch Jr. on November 4, 2025. Mayor Mike Duggan is not running again and is campaigning for governor as an independent.|A preview with a scheduled election.
3|L|tv-station-web|Sheffield elected Detroit's first woman mayor|Mary Sheffield won the November 4, 2025 election in a landslide, taking roughly three of every four votes. She will take office on January 1, 2026.|Reports the November 4, 2025 result as done.
20|K|council-agenda|Detroit City Council: Formal Session agenda|Item 14: Resolution on the Gordie Howe bridge community benefits. Item 15: Appointment to the Board of Police Commissioners. President Sheffield presiding.|An agenda with no reported outcome.
1|L|local-paper|Transition team named for Mayor-elect Sheffield|Days after her win on Nov. 4, 2025, Mayor-elect Mary Sheffield named former council aide and business leaders to a transition committee.|Reports the November 4, 2025 win and later appointments.
6|K|community-newsletter|Jefferson East Inc.: get ready to vote|Absentee ballots can be returned to any city clerk satellite office until 8 p.m. on election day, Tuesday, November 4, 2025. Our voter van runs every Saturday in October.|Voting arrangements for a future date.
""",
    ),
    Q(
        "p7-miami-mayor-2025-higgins",
        "Will Eileen Higgins win the City of Miami mayoral runoff of December 9, 2025?",
        "Resolves YES if Eileen Higgins wins the runoff for Mayor of the City of Miami held on December 9, 2025. Resolves NO if Emilio González wins.",
        "2025-11-24",
        "2025-12-09",
        1,
        "elections",
        """
12|K|local-paper|Higgins and González head to December runoff|No candidate won a majority on November 4, so former county commissioner Eileen Higgins and former city manager Emilio González will meet in a runoff on December 9, 2025. Higgins led the first round.|A past first round and a scheduled runoff.
2|L|tv-station-web|Higgins wins Miami mayor's race, first Democrat in decades|Eileen Higgins defeated Emilio González on December 9, 2025, with close to 60% of the vote, becoming the first Democrat elected mayor of Miami in nearly 30 years.|Reports the December 9, 2025 result as done.
7|K|local-paper|Trump endorses González ahead of runoff|President Trump endorsed Emilio González on social media, calling him tough on crime. Early voting for the runoff runs Dec. 1 through Dec. 7, 2025 at City Hall and four other sites.|An endorsement and future voting dates.
1|L|social-post|Miami-Dade Elections: unofficial runoff results|City of Miami Mayor, runoff election 12/09/2025: Higgins 59.4%, González 40.6%. All precincts reported 9:12 p.m.|A results post for the December 9, 2025 runoff.
4|K|community-newsletter|Coconut Grove Village Council: runoff reminders|Your polling place may be different from November. Bring photo and signature ID. Polls open 7 a.m. to 7 p.m. on December 9.|Voting information for a future date.
5|L|local-paper|Higgins sworn in, pledges affordable housing push|Mayor Eileen Higgins took office on December 18, 2025, nine days after winning the runoff, and said her first proposal would target rents in Little Havana and Allapattah.|Reports a later swearing-in and the runoff win.
""",
    ),
    Q(
        "p7-portland-mayor-2024-wilson",
        "Will Keith Wilson be elected Mayor of Portland, Oregon in the election of November 5, 2024?",
        "Resolves YES if Keith Wilson is declared the winner of Portland's first ranked-choice mayoral election, held on November 5, 2024. Resolves NO otherwise.",
        "2024-10-22",
        "2024-11-12",
        1,
        "elections",
        """
8|K|local-paper|Portland's new government: what's on the ballot|Voters will elect a mayor and 12 council members from four districts using ranked-choice voting. Multnomah County says the first ranked-choice round will be published on election night, November 5, 2024, with later rounds in the following days.|An explainer with future dates.
3|L|tv-station-web|Keith Wilson wins Portland mayor's race|Trucking executive Keith Wilson was declared Portland's next mayor on November 6, 2024, after ranked-choice tabulation showed him beating Councilor Carmen Rubio. He takes office in January 2025.|Reports the November 6, 2024 result as done.
14|K|community-newsletter|Sellwood-Moreland Improvement League: candidate forum video|Mayoral candidates Wilson, Rubio, Rene Gonzalez and Durrell Kinsey Bey answered questions at our September forum. Ballots will be mailed on October 16.|A past forum and a ballot mailing date.
1|L|local-paper|Rubio concedes as Wilson's lead widens|Carmen Rubio conceded on Nov. 6, 2024, after the county's second ranked-choice update showed Keith Wilson winning a majority in the final round.|Reports the November 6, 2024 concession and result.
5|K|local-paper|Wilson leads crowded field in new poll|A poll of likely voters found Wilson leading first choices with Rubio second and Gonzalez third, but with a large share undecided. Ballots must be returned by 8 p.m. on November 5, 2024.|A poll and a return deadline.
""",
    ),
    Q(
        "p7-chicago-board-martinez-2024",
        "Will the Chicago Board of Education vote to dismiss CPS chief executive Pedro Martinez by December 31, 2024?",
        "Resolves YES if the Chicago Board of Education votes, on or before December 31, 2024, to remove Pedro Martinez as chief executive of Chicago Public Schools (with or without cause, whatever the effective date). Resolves NO otherwise.",
        "2024-12-06",
        "2024-12-31",
        1,
        "education",
        """
10|K|local-paper|Board's December meeting could decide Martinez's fate|The Board of Education meets on December 19, 2024, and several members appointed by Mayor Brandon Johnson in October have questioned Martinez's handling of the budget. Martinez has refused to resign.|A future meeting and conditional.
3|L|tv-station-web|Chicago school board fires CPS CEO Pedro Martinez|The Board of Education voted unanimously on December 20, 2024 to dismiss Pedro Martinez without cause. Under his contract he stays on for six months.|Reports the December 20, 2024 vote as done.
18|K|board-agenda|Chicago Board of Education: Regular Board Meeting agenda|Public participation: sign-up opens at 10:30 a.m. Item 24-1120-PR1: FY2025 budget amendment. Item 24-1120-RS3: Resolution on short-term borrowing. Closed session to follow.|A board agenda with no reported outcome.
1|L|social-post|Chicago Teachers Union|Yesterday's vote, 12/20/2024, was long overdue. Now the Board must work with us to fund our schools.|A post about the December 20, 2024 vote.
5|K|local-paper|Martinez: 'I'm not going anywhere'|Speaking at a City Club lunch, Martinez said he would not resign and that his job was to protect the district's finances. Board members can dismiss him with 30 days' notice or without cause on six months' notice, under his contract.|Statements and contract terms before the cutoff.
6|L|news-roundup|The year in Chicago schools|October: the entire board resigns. December 20, 2024: new board fires Martinez. January 2025: first partly elected board is seated.|A timeline reporting the December 2024 firing.
""",
    ),
    Q(
        "p7-ontario-tdsb-supervisor-2025",
        "Will Ontario's education minister appoint a supervisor to take over the Toronto District School Board by July 15, 2025?",
        "Resolves YES if the Ontario government places the Toronto District School Board under the control of a provincially appointed supervisor on or before July 15, 2025. Resolves NO otherwise.",
        "2025-06-16",
        "2025-07-15",
        1,
        "education",
        """
12|K|local-paper|Province's TDSB investigator due to report by end of June|Education Minister Paul Calandra said the investigation into the TDSB's finances will report back by June 30, 2025. He has already placed the Thames Valley board under supervision and says he would not hesitate to do the same in Toronto.|A deadline and a conditional, no takeover reported.
3|L|tv-station-web|Province takes control of TDSB and three other boards|Calandra appointed supervisors on June 27, 2025 to run the Toronto District School Board, the Toronto Catholic board, the Ottawa-Carleton board and Dufferin-Peel Catholic, citing deficits. Trustees keep their titles but lose their powers.|Reports the June 27, 2025 takeover as done.
20|K|board-agenda|TDSB Board of Trustees: special meeting|Agenda: 1. 2025-26 budget options to eliminate a projected deficit of about $42 million. 2. Proposed reductions to outdoor education centres. 3. Delegations.|A board agenda with no reported event.
1|L|local-paper|TDSB supervisor reverses plan to close outdoor ed centres|Supervisor Rick Byers said on July 9, 2025, less than two weeks after the June 27 takeover, that the board's outdoor education centres would stay open for the coming year.|Reports the June 27 takeover and a July 2025 decision.
6|K|community-newsletter|Parents for Public Education: trustees' budget vote|Trustees will vote on the budget on June 25, 2025. We are asking parents to write to their trustee before then. The minister's investigator is also expected to report this month.|A future vote and report; no outcome.
4|L|social-post|Toronto trustee statement|Today, June 27 2025, the minister removed the authority of every elected TDSB trustee. I will keep holding community meetings in Ward 9 anyway.|A post reporting the June 27, 2025 takeover.
""",
    ),
    Q(
        "p7-texas-sb2-vouchers-2025",
        "Will Texas Governor Greg Abbott sign a school voucher (education savings account) bill into law by May 15, 2025?",
        "Resolves YES if Governor Abbott signs Senate Bill 2 of the 89th Legislature, or another bill creating education savings accounts for private school tuition, on or before May 15, 2025. Resolves NO otherwise.",
        "2025-04-14",
        "2025-05-15",
        1,
        "legislation",
        """
9|K|local-paper|House Education Committee advances voucher bill|The Texas House Public Education Committee voted out its version of Senate Bill 2 this week, setting up a floor debate expected later in April. Abbott has said he will sign the bill as soon as it reaches his desk.|A committee vote before the cutoff and a stated intention.
3|L|tv-station-web|Abbott signs $1 billion school voucher plan into law|Gov. Greg Abbott signed SB 2 at the Governor's Mansion on May 3, 2025, creating education savings accounts of about $10,000 a student for private school tuition. The program opens to families for the 2026-27 school year.|Reports the May 3, 2025 signing as done.
17|K|local-paper|After primaries, vouchers have the votes, backers say|Abbott-backed challengers beat several rural Republicans who voted against vouchers in 2023, and supporters now count a House majority. The 89th Legislature's regular session ends on June 2, 2025.|Past primaries and a session deadline.
1|L|school-district-newsletter|Superintendent's message, Round Rock ISD|With the governor's signature on SB 2 on May 3, 2025, our budget team is modelling what a loss of students to private schools could mean for 2026-27 funding.|A newsletter reporting the May 3, 2025 signing.
6|L|news-roundup|Legislature week 18 recap|Senate concurred in House amendments to SB 2; Abbott signed it on Saturday, May 3, 2025. Also: property tax relief bill sent to conference committee.|A recap reporting the May 3, 2025 signing.
""",
    ),
    Q(
        "p7-nevada-stadium-sb1-2023",
        "Will Nevada enact public funding for a Las Vegas ballpark for the Oakland Athletics by June 30, 2023?",
        "Resolves YES if the Nevada Legislature passes, and the governor signs, a bill providing public financing for a Major League Baseball stadium for the Athletics in Clark County on or before June 30, 2023. Resolves NO otherwise.",
        "2023-06-06",
        "2023-06-30",
        1,
        "legislation",
        """
4|K|tv-station-web|Lombardo calls special session on A's stadium|Gov. Joe Lombardo called lawmakers into a special session beginning June 7, 2023 to consider SB1, which would provide up to $380 million in public money for a 30,000-seat ballpark on the Tropicana site.|A scheduled session on a pending bill.
2|L|local-paper|Lombardo signs A's stadium bill|The governor signed SB1 on June 15, 2023, a day after the Assembly approved it, clearing the way for up to $380 million in public funding. The Athletics still need approval from MLB owners.|Reports the June 14 and June 15, 2023 votes and signing.
11|K|local-paper|Regular session ends without stadium deal|Lawmakers adjourned on June 5 without voting on the A's financing, after late disputes over the budget. Lombardo said a special session was likely.|A past adjournment and a possible future session.
1|L|social-post|Nevada Assembly Democrats|The Assembly passed SB1 tonight, June 14, 2023. Members voted their conscience; the bill now goes to the Governor.|A post reporting the June 14, 2023 vote.
7|K|community-newsletter|Paradise Town Advisory Board: upcoming items|June 13, 2023: presentation from the Athletics on traffic and parking plans for the proposed Tropicana Avenue ballpark, if the Legislature approves funding.|A future presentation with a conditional.
5|L|tv-station-web|What's next for the A's after Carson City|With the funding law signed on June 15, 2023, the team will ask MLB owners to approve the move; a vote is expected in November 2023.|Reports the June 15, 2023 signing and an expected vote.
""",
    ),
    Q(
        "p7-cwg-victoria-withdraw-2023",
        "Will the Victorian government withdraw as host of the 2026 Commonwealth Games by August 15, 2023?",
        "Resolves YES if the Government of Victoria announces, on or before August 15, 2023, that it will no longer host the 2026 Commonwealth Games. Resolves NO otherwise.",
        "2023-07-12",
        "2023-08-15",
        1,
        "local_government",
        """
10|K|local-paper|Ballarat athletes' village plans go on display|Plans for the Ballarat village, which will house athletes for the Games from 17 to 29 March 2026, are on display at the town hall until the end of the month.|Plans for a future event; nothing after the cutoff is done.
4|L|tv-station-web|Victoria dumps 2026 Commonwealth Games|Premier Daniel Andrews said on 18 July 2023 that the state would not host the 2026 Games, saying costs had risen from $2.6 billion to more than $6 billion. Commonwealth Games Australia said it was blindsided.|Reports the 18 July 2023 withdrawal as done.
15|K|council-minutes|City of Greater Geelong: Council meeting minutes|Council endorsed the Games legacy housing proposal for Armstrong Creek and noted that the main Geelong venue works are to be completed by December 2025.|Past business and a future construction deadline.
1|L|local-paper|Regional mayors 'gutted' after Games axed|Mayors from Bendigo, Ballarat, Shepparton and Gippsland said on July 18, 2023 they had not been told before the Premier's announcement that the Games were cancelled.|Reports the July 18, 2023 cancellation.
6|K|local-paper|Games budget questions grow|The opposition says the Games will cost far more than the $2.6 billion in last year's budget. The government says the Games remain on track and that updated figures will come in the next budget update.|Budget questions before the cutoff; no decision.
3|L|community-newsletter|Shepparton Sports Precinct update|Following the state's 18/07/2023 decision to withdraw from the 2026 Games, we have been told the $6 million upgrade will still go ahead as part of the regional sports package announced on 18 July 2023.|Reports the 18 July 2023 withdrawal.
""",
    ),
    Q(
        "p7-yellowknife-evacuation-2023",
        "Will the Northwest Territories order a full evacuation of Yellowknife because of wildfire by August 31, 2023?",
        "Resolves YES if the Government of the Northwest Territories or the City of Yellowknife issues a mandatory evacuation order for the whole city of Yellowknife on or before August 31, 2023. Resolves NO otherwise.",
        "2023-08-09",
        "2023-08-31",
        1,
        "climate",
        """
6|K|tv-station-web|Fire near Behchoko forces highway closures|Highway 3 between Behchoko and Yellowknife closed intermittently this week because of smoke. NWT Fire says the Yellowknife area is not under threat for now but residents should prepare a go-bag.|Fire conditions before the cutoff and advice; no order.
2|L|local-paper|Yellowknife ordered to leave as fire approaches|Environment Minister Shane Thompson ordered the evacuation of Yellowknife on August 16, 2023, giving residents until noon on Friday to get out by road or on flights from the airport. The fire was about 15 kilometres from the city.|Reports the August 16, 2023 evacuation order as done.
15|K|council-agenda|City of Yellowknife: Governance and Priorities Committee|Item 3: Community wildfire protection plan update, including fuel breaks along Kam Lake Road. Item 4: Emergency plan review; staff to report back in September 2023.|An agenda with a future report date.
1|L|community-newsletter|Hay River Chamber of Commerce bulletin|Members are asked to register with the territorial registration line after the town's second evacuation on 13 August 2023. Businesses closed until further notice.|Reports the 13 August 2023 Hay River evacuation, a later event.
4|K|local-paper|What an evacuation of Yellowknife would look like|If an order comes, officials say most residents would drive south on Highway 3 toward Alberta, with flights for those without vehicles. The plan was last updated after the 2014 fire season.|A conditional description of a possible order.
3|L|tv-station-web|Yellowknife residents begin returning home|Residents were allowed back on September 6, 2023, three weeks after the August 16 evacuation order, once the fire was held by rain and fireguards.|Reports the August 16 order and a September 2023 return.
""",
    ),
    Q(
        "p7-met-office-red-wind-dec-2024",
        "Will the Met Office issue a red warning for wind for any part of the UK between December 1 and December 31, 2024?",
        "Resolves YES if the Met Office issues a red (highest-level) National Severe Weather Warning for wind covering any part of the UK between December 1 and December 31, 2024. Resolves NO otherwise.",
        "2024-12-01",
        "2024-12-31",
        1,
        "climate",
        """
7|K|local-paper|Storm Bert: flooding hits south Wales valleys|Amber warnings for rain were in force across parts of Wales on 23 and 24 November 2024 as Storm Bert brought flooding to Pontypridd and Cwmtillery. Natural Resources Wales said river levels were the highest since Storm Dennis.|An earlier storm; no date after the cutoff.
2|L|tv-station-web|Red warning issued for Storm Darragh|The Met Office issued a red warning for wind on 6 December 2024 for coastal parts of south Wales and south-west England, valid from 3am to 11am on Saturday 7 December. Gusts of up to 90mph were possible.|Reports the 6 December 2024 red warning as done.
3|K|local-paper|What the colours of weather warnings mean|A yellow warning means you should be aware, amber means be prepared and red means take action. Red warnings are rare; the last for wind was for Storm Eunice in February 2022. The Met Office's December outlook suggests a more unsettled month ahead.|An explainer with past facts and a forecast.
1|L|council-minutes|Pembrokeshire County Council: Cabinet minutes|The Cabinet thanked staff for the response to Storm Darragh, including the red warning period on 7 December 2024, when schools and leisure centres were closed.|Minutes reporting the 7 December 2024 red warning period.
11|K|community-newsletter|Porthcawl Town Council winter notice|Sandbags are available from the council depot. Please sign up for flood alerts. The promenade may close at short notice during high tides between 1 and 4 December 2024.|Preparations and future closures, with no reported event.
5|L|social-post|Western Power Distribution update|Storm Darragh, 7th December 2024: around 150,000 customers in south Wales and the south-west are without power. Crews will work through the night.|A post reporting the 7 December 2024 storm.
""",
    ),
    Q(
        "p7-asheville-boil-notice-2024",
        "Will the City of Asheville lift its boil water notice for its entire water system by November 30, 2024?",
        "Resolves YES if, after Hurricane Helene, the City of Asheville lifts its boil water notice so that tap water is declared safe to drink throughout its whole water system on or before November 30, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-30",
        1,
        "climate",
        """
9|K|local-paper|Asheville water: what the city says about the timeline|City officials say restoring drinkable water depends on getting turbidity down at the North Fork reservoir, where Helene washed huge amounts of sediment into the water. They still describe the timeline as weeks, not days.|A timeline stated without a date; nothing after the cutoff.
3|L|tv-station-web|Boil water notice lifted for all of Asheville|The City of Asheville lifted its boil water notice for the whole system on November 18, 2024, nearly eight weeks after Hurricane Helene knocked out the water supply.|Reports the November 18, 2024 lifting as done.
12|K|council-agenda|Asheville City Council: regular meeting|Item IV.A: Water Resources update on the North Fork sedimentation project and the temporary filtration system. Item IV.B: Helene recovery budget amendment.|An agenda with no reported result.
1|L|community-newsletter|West Asheville Business Association|Since the city's all-clear on Nov. 18, 2024, several restaurants on Haywood Road have reopened. Thanks for eating local!|Reports the November 18, 2024 all-clear.
5|K|local-paper|Non-potable water restored to most customers|Water is flowing again to most homes and businesses, but the city says it is not yet safe to drink. The Buncombe County school board plans to reopen schools with bottled water in the week of Oct. 28.|Progress before the cutoff; no date after it.
""",
    ),
    Q(
        "p7-nrl-gf-2023-penrith",
        "Will the Penrith Panthers win the 2023 NRL Grand Final on October 1, 2023?",
        "Resolves YES if Penrith win the 2023 NRL Grand Final at Accor Stadium on October 1, 2023. Resolves NO otherwise, including if Penrith do not reach the Grand Final.",
        "2023-09-20",
        "2023-10-01",
        1,
        "sports",
        """
5|K|local-paper|Panthers rest up for preliminary final|Penrith have a week off after beating Melbourne in the qualifying final and will play a preliminary final on the weekend of September 22-23, 2023. The Grand Final is on Sunday, October 1, 2023 at Accor Stadium.|A schedule of future games.
2|L|tv-station-web|Three-peat! Cleary inspires Panthers comeback|Penrith came from 24-8 down to beat Brisbane 26-24 in the Grand Final on October 1, 2023, with Nathan Cleary scoring the winning try with four minutes left. It is the club's third straight premiership.|Reports the October 1, 2023 Grand Final as done.
12|K|community-newsletter|Penrith City Council: Grand Final week events|If the Panthers make the decider, a live site will open at Paul Kelly Field on October 1, 2023 and a fan day would be held at BlueBet Stadium the following Tuesday.|Conditional plans for future events.
1|L|local-paper|Panthers thrash Storm to book decider|Penrith beat Melbourne 38-4 in the preliminary final on 23 September 2023 and will face Brisbane in the Grand Final.|Reports the 23 September 2023 preliminary final.
7|L|social-post|Penrith Panthers|PREMIERS 2023. Grand Final, 1 October 2023: Panthers 26, Broncos 24. Fan day at BlueBet Stadium Tuesday from 10am.|A post reporting the 1 October 2023 result.
3|K|tv-station-web|Broncos fans plan Brisbane live site|Brisbane City Council says a live site at South Bank will open from 4pm on Grand Final day if the Broncos win their preliminary final against the Warriors on 22 September.|A conditional plan tied to a future game.
""",
    ),
    Q(
        "p7-origin-2025-nsw",
        "Will New South Wales win the 2025 State of Origin series?",
        "Resolves YES if the NSW Blues win the 2025 State of Origin rugby league series against Queensland, decided by Game 3 on July 9, 2025 at the latest. Resolves NO if Queensland win the series.",
        "2025-06-10",
        "2025-07-09",
        0,
        "sports",
        """
9|K|local-paper|Blues take 1-0 lead after Game One win in Brisbane|NSW beat Queensland 18-6 at Suncorp Stadium on 28 May 2025. Game Two is at Optus Stadium in Perth on 18 June 2025, and a Blues win there would clinch the series.|A past game and a conditional about a future one.
2|L|tv-station-web|Maroons keep series alive with thriller in Perth|Queensland beat NSW 26-24 in Game Two on 18 June 2025 to level the series at 1-1 and force a decider in Sydney.|Reports the 18 June 2025 Game Two result.
5|L|local-paper|Queensland complete comeback to win Origin series|The Maroons won the decider 24-12 at Accor Stadium on July 9, 2025, taking the series 2-1 after losing the opener in Brisbane. Billy Slater became the first Queensland coach to win three series since Mal Meninga.|Reports the July 9, 2025 decider.
14|K|community-newsletter|Wests Tigers Leagues Club: Origin nights|Big screens for all three games: Game One (Wed 28 May), Game Two (Wed 18 June), Game Three (Wed 9 July). Book your table early.|A schedule of games, no result after the cutoff.
1|L|social-post|QRL|SERIES WINNERS. Queensland 24, NSW 12, Game III, 9 July 2025. Thank you Maroons fans.|A post reporting the 9 July 2025 decider.
4|K|local-paper|Daley keeps faith with winning side for Perth|Blues coach Laurie Daley named an unchanged 17 for Game Two. Queensland's team will be announced on Monday 9 June 2025.|A team announcement before the cutoff; no later event.
""",
    ),
    Q(
        "p7-grey-cup-2023-winnipeg",
        "Will the Winnipeg Blue Bombers win the 110th Grey Cup on November 19, 2023?",
        "Resolves YES if Winnipeg win the 110th Grey Cup in Hamilton on November 19, 2023. Resolves NO otherwise, including if they do not reach it.",
        "2023-11-08",
        "2023-11-19",
        0,
        "sports",
        """
4|K|local-paper|Bombers await Lions in West Final|Winnipeg will host BC in the West Final at IG Field on Saturday, November 11, 2023 at 3:30 p.m. A win would send the Bombers to a fourth straight Grey Cup, in Hamilton on November 19.|A scheduled game and a conditional.
2|L|tv-station-web|Alouettes stun Bombers in Grey Cup|Montreal beat Winnipeg 28-24 in the 110th Grey Cup on November 19, 2023 at Tim Hortons Field, with Cody Fajardo finding Tyson Philpot for the winning touchdown with 13 seconds left.|Reports the November 19, 2023 Grey Cup result.
7|L|local-paper|Bombers beat Lions to reach Grey Cup again|Winnipeg beat BC 24-13 in the West Final on November 11, 2023, and will play for the Grey Cup for the fourth straight year.|Reports the November 11, 2023 West Final.
12|K|community-newsletter|Winnipeg Blue Bombers Season Ticket Holder news|Playoff ticket priority window is open now. If the Bombers advance, Grey Cup travel packages to Hamilton will go on sale through the club.|Conditional ticket plans; nothing reported after the cutoff.
1|L|social-post|Montreal Alouettes|CHAMPIONS. 110th Grey Cup, Nov. 19, 2023: Als 28, Bombers 24. Parade downtown Wednesday.|A post reporting the November 19, 2023 result.
9|L|council-minutes|City of Montreal: Executive Committee|The committee approved a civic reception for the Alouettes on November 22, 2023, following the team's Grey Cup win on November 19.|Minutes reporting the November 19, 2023 win.
""",
    ),
    Q(
        "p7-afl-gf-2025-geelong",
        "Will Geelong win the 2025 AFL Grand Final on September 27, 2025?",
        "Resolves YES if the Geelong Cats win the 2025 AFL Grand Final at the MCG on September 27, 2025. Resolves NO otherwise, including if they do not reach it.",
        "2025-09-15",
        "2025-09-27",
        0,
        "sports",
        """
3|K|local-paper|Cats eye Grand Final after qualifying win|Geelong earned a week off and a home preliminary final at the MCG on Friday 19 September 2025. The Grand Final is on Saturday 27 September 2025.|A schedule of future games.
1|L|tv-station-web|Lions go back-to-back with Grand Final win over Geelong|Brisbane beat Geelong comfortably in the Grand Final on 27 September 2025, winning a second straight premiership in front of a full MCG.|Reports the 27 September 2025 Grand Final.
6|L|local-paper|Cats crush Hawks to book Grand Final spot|Geelong beat Hawthorn in the preliminary final on September 19, 2025, and will meet the winner of Brisbane and Collingwood in the decider.|Reports the September 19, 2025 preliminary final.
10|K|council-agenda|City of Greater Geelong: Council meeting agenda|Item 8.4: Proposed Grand Final celebration at Kardinia Park, to proceed only if the Cats reach the 2025 decider. Item 8.5: Waterfront ferry terminal lease.|A conditional plan, no reported event.
2|L|social-post|Brisbane Lions|BACK TO BACK. 2025 Premiers. Grand Final, 27.09.2025, MCG. See you at the Gabba fan day on Sunday 28 September 2025.|A post reporting the 27 September 2025 result.
8|K|local-paper|Who are the favourites for 2025?|Bookmakers have Geelong and Brisbane as the top two in betting before the finals. The Cats have not won a flag since 2022, when they beat Sydney.|Betting markets and a past flag.
""",
    ),
    Q(
        "p7-nb-election-2024-pc",
        "Will Blaine Higgs's Progressive Conservatives win the most seats in the New Brunswick provincial election of October 21, 2024?",
        "Resolves YES if the Progressive Conservative Party of New Brunswick wins more seats than any other party in the 49-seat Legislative Assembly at the general election of October 21, 2024. Resolves NO otherwise.",
        "2024-10-03",
        "2024-10-21",
        0,
        "elections",
        """
11|K|local-paper|Campaign begins: New Brunswick goes to the polls October 21|Premier Blaine Higgs visited the lieutenant-governor on Thursday to dissolve the legislature for an election on October 21, 2024. The PCs won 27 of 49 seats in 2020; Susan Holt's Liberals are leading in recent polls.|A scheduled election and past facts.
2|L|tv-station-web|Holt's Liberals win majority; Higgs loses his seat|The Liberals won 31 of 49 seats on October 21, 2024, making Susan Holt the province's first woman premier. Blaine Higgs lost in Quispamsis and said he would step down as PC leader.|Reports the October 21, 2024 election result.
6|K|community-newsletter|Fredericton Chamber of Commerce: leaders' debate|The Chamber will host a leaders' debate on the economy on Tuesday, October 8, 2024 at the Delta. Tickets are free but must be reserved.|A future debate, no result.
1|L|local-paper|Premier-designate Holt names transition team|Susan Holt named her transition team on October 23, 2024, two days after the Liberals' majority win, and said her cabinet would be sworn in by November 2, 2024.|Reports the October 21 win and a later announcement.
4|L|social-post|Elections NB: preliminary results|Provincial General Election, October 21, 2024: Liberal 31, Progressive Conservative 16, Green 2. Turnout 66%.|A results post for the October 21, 2024 election.
3|K|local-paper|Poll: Liberals open lead as PCs struggle in Saint John|A new survey shows the Liberals ahead by about 10 points. Advance voting runs October 12-15, and election day is October 21.|A poll and future voting dates.
""",
    ),
    Q(
        "p7-toronto-budget-2024-tax",
        "Will Toronto City Council approve a 2024 budget with a residential property tax increase of at least 9%?",
        "Resolves YES if Toronto City Council approves a 2024 operating budget by February 29, 2024 whose combined residential property tax increase (including the City Building Fund levy) is 9% or more. Resolves NO otherwise.",
        "2024-01-25",
        "2024-02-29",
        1,
        "local_government",
        """
16|K|local-paper|City staff propose 10.5% tax hike to fill $1.8-billion hole|The staff-recommended budget released on January 9 proposes a 10.5% property tax increase. Under strong-mayor powers, Mayor Olivia Chow will present her own budget by February 1, and council will debate it at a special meeting on February 14, 2024.|A past proposal and future budget dates.
3|L|tv-station-web|Chow's budget cuts proposed hike to 9.5%|Mayor Olivia Chow released her budget on February 1, 2024, with a 9.5% property tax increase, down from the 10.5% staff had suggested, after the federal government agreed to more money for refugee shelters.|Reports the February 1, 2024 budget release, on or after the cutoff.
6|K|council-agenda|Budget Committee: public presentations schedule|Public deputations will be heard January 11-12 at City Hall and at civic centres in Etobicoke, North York and Scarborough. Budget Committee meets to wrap up on January 16.|A schedule; all dates are before the cutoff.
1|L|local-paper|Council passes budget with biggest tax jump in decades|Toronto council approved the 2024 budget on February 14, 2024, including a 9.5% residential property tax increase, after rejecting a motion to lower it.|Reports the February 14, 2024 vote.
9|K|community-newsletter|Ward 11 Councillor's update|The mayor's proposed budget is due by February 1. I will hold a budget town hall on January 30 at the Bloor/Gladstone library and report back before the February 14, 2024 council meeting.|Future budget events, with no result.
4|L|local-paper|What the 9.5% hike means for your bill|After council's February 14, 2024 vote, the average homeowner will pay about $380 more this year, the city says. Interim tax bills arrive in February.|Reports the February 14, 2024 vote's effect.
""",
    ),
    Q(
        "p7-houston-isd-board-managers-2023",
        "Will the Texas Education Agency appoint a board of managers for the Houston Independent School District by June 30, 2023?",
        "Resolves YES if Texas Education Commissioner Mike Morath appoints a board of managers to replace the elected Houston ISD board on or before June 30, 2023. Resolves NO otherwise.",
        "2023-05-20",
        "2023-06-30",
        1,
        "education",
        """
14|K|local-paper|TEA takeover of Houston ISD: what happens next|Commissioner Mike Morath announced on March 15 that he would replace the elected board. Applications for the board of managers closed in April, and Morath has said he expects to name the board and a new superintendent around June 1, 2023.|Past steps and an expected future date.
3|L|tv-station-web|Morath names Mike Miles superintendent, nine-member board|The state named former Dallas ISD superintendent Mike Miles to lead Houston ISD on June 1, 2023, along with a board of managers drawn from more than 460 applicants. The elected trustees lost their powers the same day.|Reports the June 1, 2023 appointments as done.
8|K|board-agenda|Houston ISD Board of Education: regular meeting|Agenda: approval of 2023-24 budget timeline; consideration of contract extension for school safety vendor; superintendent's report. This may be the elected board's last regular meeting before the state-appointed board takes over.|An agenda anticipating a future takeover.
1|L|local-paper|New HISD board holds first meeting, hears Miles' plan|The board of managers met for the first time on June 8, 2023, a week after its June 1 appointment, and Superintendent Mike Miles outlined a plan to overhaul 28 schools.|Reports the June 2023 appointment and first meeting.
5|L|community-newsletter|Third Ward Education Coalition|Since TEA installed the board of managers on June 1, 2023, we have been organizing parents to speak at every meeting. Next one is June 15.|Reports the June 1, 2023 appointment.
10|K|local-paper|Community meetings on takeover draw angry crowds|TEA held information sessions across Houston this month on the board of managers. Parents and teachers asked why the state was acting after Wheatley High's ratings improved.|Past meetings; no date after the cutoff.
""",
    ),
]
