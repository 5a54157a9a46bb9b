# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold19` part, read by `build_hold19.py`.

Companies, labour, transport and infrastructure: strikes and union ballots, mergers and antitrust,
product recalls, aviation and rail disruptions, openings of bridges, tunnels and rail lines, and
the kinds of text they leave behind (company memos, customer notices, status pages, union
bulletins, local news, employee and commuter forums). Each question's documents are one line
each in a string, fields separated by `|`: days before the cutoff it is published, label
(L=leak / K=keep), style, title, text, why. Written blind as a held-out part; see
`build_hold19.py` and the README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "l6-ilwu-canada-strike-2023",
        "Will ILWU Canada longshore workers begin a strike at British Columbia ports by July 15, 2023?",
        "Resolves YES if ILWU Canada longshore workers begin a strike affecting British Columbia ports on or before July 15, 2023. Resolves NO otherwise.",
        "2023-06-24",
        "2023-07-15",
        1,
        "strikes",
        """
8|K|union-bulletin|Bargaining update to all longshore locals|Thank you to every member who voted. The mandate is clear, but no strike notice has been served and the committee remains at the table with the employers' association and the federal mediators. Any job action would require 72 hours' notice to the employer. Mediated sessions resume on Monday, June 26, 2023.|A mandate and scheduled talks; no strike reported.
3|L|shipping-advisory|Carrier advisory: Canadian West Coast port disruption|Please be advised that longshore workers at British Columbia ports withdrew their labour at 08:00 local time on July 1, 2023. Vessel, rail and gate operations at Vancouver and Prince Rupert terminals are suspended until further notice and cargo availability dates cannot be confirmed.|Reports the July 1, 2023 walkout as having happened.
5|K|local-news|Prince Rupert shippers brace for a long weekend of uncertainty|Exporters on the north coast say they are moving what they can before Canada Day. If the union serves 72-hour notice this week, the earliest a walkout could start is Saturday, July 1, a dispatcher at one terminal said, and nobody wants to be holding grain cars when that clock runs out.|A conditional earliest start date, not a reported strike.
2|L|trade-press|Grain and potash shippers count the cost of the port shutdown|By July 10, 2023, the stoppage that began on Canada Day had held up an estimated C$800 million worth of cargo a day, according to a coalition of Prairie shippers, and more than 60 vessels were waiting at anchor in English Bay.|Reports the strike's effects up to July 10, 2023 as done.
12|K|explainer|What the B.C. port talks are about|The last longshore agreement expired on March 31, 2023. The two sides have been negotiating since February over wages, the contracting-out of maintenance work and the pace of automation at the terminals, which the union says is costing its members jobs.|Only facts dated before the cutoff.
1|L|employee-forum|Anyone else's boxes stuck at Deltaport?|Ours sat on the dock from July 1, 2023 until they announced the tentative deal on the 13th, then another week before we saw a trucker. Customer had to air-freight half the order. Never again relying on one port.|A forum post recounting the strike from July 1, 2023 as past.
""",
    ),
    Q(
        "l6-gdl-db-agreement-2024",
        "Will the GDL train drivers' union and Deutsche Bahn announce a collective wage agreement by March 31, 2024?",
        "Resolves YES if the GDL and Deutsche Bahn publicly announce an agreed collective wage settlement on or before March 31, 2024. Resolves NO otherwise.",
        "2024-03-09",
        "2024-03-31",
        1,
        "labor",
        """
4|K|customer-notice|GDL strike: what passengers need to know|Because of the GDL strike on 7 and 8 March 2024, only a reduced emergency timetable will run in long-distance services. Tickets booked for those days remain valid for travel up to and including 15 March 2024, and seat reservations can be cancelled free of charge.|A notice about a strike before the cutoff and a future ticket validity date.
2|L|news-report|Train drivers walk out again after court rejects Bahn's bid to stop them|The GDL's next strike began in the early hours of 12 March 2024, hours after the Hesse state labour court turned down Deutsche Bahn's appeal for an injunction. Freight services had already stopped the evening before.|Reports a strike that began on 12 March 2024, after the cutoff, as done.
6|K|analysis|Why the 35-hour week is the sticking point|Mediators proposed reaching a 36-hour week by 2028, which the union rejected. Claus Weselsky, who is due to retire as GDL chairman in September 2024, has said short-notice 'wave strikes' will continue until the company moves on hours without a pay cut.|Proposals, threats and a planned retirement, nothing reported after the cutoff.
1|L|liveblog|Rail dispute liveblog|Tuesday 26 March 2024, 10:12: Deutsche Bahn and the GDL say they have reached an agreement. The working week for shift workers will fall step by step to 35 hours by 2029 for those who want it, and the union commits to no further strikes for the life of the deal.|A liveblog entry reporting the March 26, 2024 agreement.
3|K|commuter-forum|Worth booking Frankfurt-Berlin for 14 March 2024?|Need to be in Berlin on the 14th for a client. The GDL says it won't announce strikes 48 hours ahead any more, so do I risk the ICE or just fly? Anyone know if the Sparpreis tickets get refunded if there is a strike that day?|A traveller asking about a possible future strike.
9|L|timeline|The GDL dispute in dates|November 2023: talks open and break down within weeks. December 2023: first warning strike. January 2024: six-day strike. 7-8 March 2024: strike after mediation fails. March 26, 2024: agreement on a phased 35-hour week, ending the dispute.|A timeline whose last entry reports the March 26, 2024 agreement.
""",
    ),
    Q(
        "l6-alaska-max9-return-2024",
        "Will Alaska Airlines resume passenger flights with Boeing 737 MAX 9 aircraft by January 31, 2024?",
        "Resolves YES if Alaska Airlines operates a scheduled passenger flight on a 737 MAX 9 on or before January 31, 2024, after the FAA grounding of January 6, 2024. Resolves NO otherwise.",
        "2024-01-14",
        "2024-01-31",
        1,
        "transport",
        """
2|K|airline-travel-advisory|Travel advisory: 737-9 MAX flights|We have cancelled all flights on our 737-9 MAX aircraft through Tuesday, January 16, 2024, while we await final inspection instructions from the FAA and Boeing. Guests booked on affected flights may rebook, or request a refund, through the app. We will update this page as we know more.|Cancellations of future flights, announced before the cutoff; no return reported.
1|L|airline-travel-advisory|Travel advisory: 737-9 MAX flights (updated)|Update, January 26, 2024: The first of our 737-9 MAX aircraft to complete the FAA-approved inspections returned to scheduled service this afternoon on a flight from Seattle to San Diego. We expect to bring more aircraft back each day as inspections are completed.|An update appended to an advisory reports the January 26, 2024 return.
5|K|regulator-notice|FAA orders temporary grounding of certain 737 MAX 9 airplanes|The emergency airworthiness directive issued on January 6, 2024 requires operators to inspect affected airplanes before further flight. The aircraft will stay grounded until the agency is satisfied they can safely return to operations.|A grounding order dated before the cutoff.
3|L|local-news|Missing bolts at the centre of Flight 1282 inquiry|The NTSB's preliminary report, released Feb. 6, 2024, said four bolts meant to secure the door plug that blew out over Portland appear to have been missing when the jet left Boeing's Renton factory.|Reports a later event, the February 6, 2024 preliminary report.
8|K|employee-forum|Reserve schedule thread, rest of January|Crew scheduling is telling us not to expect MAX 9 flying before the 20th at the earliest, but honestly nobody knows. If you're on reserve, keep your phone on, they're rebuilding pairings every night.|Speculation about a future restart date.
4|L|analyst-note|Alaska Air Group: the cost of January|We estimate the grounding, which ended when the FAA approved an inspection and maintenance process on January 24, 2024, cost Alaska about $150 million in lost profit, roughly in line with the figure the company later gave on its fourth-quarter call.|Reports the January 24, 2024 approval as done.
""",
    ),
    Q(
        "l6-boeing-plea-2024",
        "Will Boeing agree to plead guilty to a federal criminal charge related to the 737 MAX by July 15, 2024?",
        "Resolves YES if Boeing agrees, in a court filing or a public statement, to plead guilty to a federal criminal charge related to the 737 MAX on or before July 15, 2024. Resolves NO otherwise.",
        "2024-07-01",
        "2024-07-15",
        1,
        "courts",
        """
7|K|news-report|Prosecutors recommend charges against Boeing, people familiar say|Justice Department prosecutors have recommended that senior officials bring criminal charges against Boeing over violations of its 2021 settlement, according to people familiar with the matter. The department must tell the court how it intends to proceed by July 7, 2024.|A recommendation and a court deadline after the cutoff, nothing reported as done.
1|L|news-report|Boeing to plead guilty to fraud conspiracy over 737 MAX crashes|Boeing agreed on July 7, 2024 to plead guilty to conspiring to defraud the FAA, according to a filing in federal court in Texas. The deal includes a $243.6 million fine and an independent compliance monitor for three years.|Reports the July 7, 2024 plea agreement.
10|K|explainer|How Boeing ended up back in front of a judge|Under the deferred prosecution agreement of January 2021, Boeing paid $2.5 billion and promised to overhaul its compliance programme. On May 14, 2024 the Justice Department told the court the company had breached that agreement.|Facts dated before the cutoff.
4|K|families-statement|Families ask for a trial, not a deal|The families we represent have told the department that anything short of a prosecution would be a betrayal. We will be watching for the government's decision, due by July 7, 2024, and we will oppose any plea that lets Boeing avoid a trial.|A statement about a future decision.
3|L|employee-forum|so we're a felony company now|Plea paperwork was filed Sunday night, July 7, 2024. Nothing from our VP yet. Does this affect the defense side at all or is that just for the commercial folks? Asking for the whole floor.|A forum post reporting the July 7, 2024 filing as done.
6|L|timeline|Boeing's legal troubles: a timeline|January 2021: deferred prosecution agreement. January 5, 2024: door plug blows out on Alaska Flight 1282. July 7, 2024: Boeing agrees to plead guilty. December 5, 2024: Judge Reed O'Connor rejects the plea deal over how the monitor would be chosen.|A timeline listing the July 7 and December 5, 2024 events.
""",
    ),
    Q(
        "l6-boeing-spirit-deal-2024",
        "Will Boeing announce a definitive agreement to acquire Spirit AeroSystems by June 30, 2024?",
        "Resolves YES if Boeing and Spirit AeroSystems announce a definitive merger agreement on or before June 30, 2024. Talks, reports or non-binding terms do not count. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        0,
        "company_deals",
        """
3|K|analyst-note|Boeing/Spirit: still a question of when, not if|We expect a definitive agreement in the coming weeks, and our base case is an announcement before Boeing's second-quarter report on July 31, 2024. The harder part is Spirit's Airbus work, which Airbus wants to take on separately.|A forecast of a future announcement.
1|L|press-release|Boeing to acquire Spirit AeroSystems|ARLINGTON, Va., July 1, 2024: Boeing today announced a definitive agreement to acquire Spirit AeroSystems in an all-stock deal valued at $37.25 per share, about $4.7 billion in equity. Spirit has separately agreed terms with Airbus for some of its Airbus work packages.|A dated release reporting the July 1, 2024 agreement, an event after the cutoff.
7|K|company-memo|A note to Spirit teammates|I know there is a lot of news coverage about our discussions with Boeing. Until there is something definitive to share, nothing changes about your job, your pay or our commitments to customers. Please stay focused on quality and on the rate plan. I will host our next all-hands on June 20, 2024.|An internal memo about ongoing talks, no later event.
5|K|local-news|Wichita watches as Boeing talks drag on|Spirit employs about 13,000 people in Wichita. City leaders say they expect to hear more at the Farnborough Airshow, which opens July 22, 2024, where both companies will have senior executives.|A future air show date; no deal reported.
2|L|trade-press|Airbus takes back its Spirit work packages|Under the terms announced alongside the Boeing deal on July 1, 2024, Airbus will take over Spirit's work at Kinston, Saint-Nazaire and Belfast, and will be paid to do so.|Reports terms announced on July 1, 2024.
""",
    ),
    Q(
        "l6-key-bridge-channel-2024",
        "Will the Fort McHenry Federal Channel in Baltimore be restored to its full 700-foot width and 50-foot depth by May 31, 2024?",
        "Resolves YES if the U.S. Army Corps of Engineers or the Key Bridge Response Unified Command announces that the Fort McHenry Federal Channel has reopened at its full 700-foot width and 50-foot depth on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-31",
        0,
        "infrastructure",
        """
4|K|agency-notice|Unified Command: next steps at the Key Bridge site|Salvage crews are preparing precision cuts to free the section of truss resting on the bow of the Dali. Once the ship is refloated and moved, the Corps continues to target May 31, 2024 for restoring the full 700-foot by 50-foot federal channel.|A target for future work, nothing reported after the cutoff.
2|L|local-news|Charges fired, span section drops off the Dali|Crews detonated small shaped charges on the evening of May 13, 2024, cutting a large section of the Key Bridge truss off the Dali's bow. The blast had been delayed a day by weather.|Reports the May 13, 2024 demolition.
6|K|customer-notice|Seagirt Marine Terminal: extended gate hours|To help clear backlogged boxes, Seagirt will keep extended truck gate hours through May 31, 2024. Vessel arrivals remain subject to channel restrictions set by the Unified Command.|A future date in a terminal's customer notice.
1|L|status-page|Channel status: Fort McHenry Federal Channel|Status: OPEN at full federal dimensions. June 10, 2024: the U.S. Army Corps of Engineers has restored the channel to its 700-foot width and 50-foot depth. Normal two-way traffic resumes.|A status line reporting the June 10, 2024 reopening.
9|K|explainer|How the channel has been opened so far|A limited-access channel 280 feet wide and 35 feet deep opened on April 25, 2024, letting some larger ships move. Engineers said the remaining wreckage under the Dali had to come out before the full channel could return.|Facts dated before the cutoff.
3|L|trade-press|Dali refloated and moved to Seagirt|The container ship Dali was refloated on May 20, 2024 and towed to a berth at Seagirt Marine Terminal, eight weeks after it struck the bridge.|Reports the May 20, 2024 refloating.
""",
    ),
    Q(
        "l6-silvertown-tunnel-2025",
        "Will the Silvertown Tunnel in east London open to traffic by April 30, 2025?",
        "Resolves YES if the Silvertown Tunnel between the Greenwich peninsula and Silvertown opens to general traffic on or before April 30, 2025. Resolves NO otherwise.",
        "2025-03-31",
        "2025-04-30",
        1,
        "infrastructure",
        """
5|K|transit-agency-notice|Blackwall and Silvertown tunnels: user charges|From Monday 7 April 2025, when the Silvertown Tunnel opens, a charge will apply to use either tunnel. Cars will pay £4 at peak times and £1.50 off-peak, with a discount for residents of some nearby boroughs on low incomes. Pay through Auto Pay to avoid penalties.|A notice of a future opening and charges.
2|L|local-news|First drivers go under the Thames in Silvertown|The Silvertown Tunnel opened shortly before 5am on Monday 7 April 2025, and the first buses on new cross-river routes followed within the hour. Tolls began on the Blackwall Tunnel at the same time.|Reports the April 7, 2025 opening.
10|K|community-forum|Bus routes through the new tunnel?|Does anyone know which buses will go through it? TfL keeps saying new cross-river services from day one but nothing on the stop maps yet, and it opens 7 April apparently. I do Canning Town to North Greenwich every morning and the Jubilee is rammed.|A resident asking about future services.
1|L|newsletter|Week one of the tolls|Traffic through the Blackwall Tunnel fell sharply in the week after 7 April 2025, and the long morning queues at the A102 all but disappeared, according to early TfL figures. Whether that lasts, now that the Silvertown bore is open, is another question.|Reports traffic after the April 7, 2025 opening.
7|K|construction-update|Silvertown Tunnel: commissioning update|Fit-out of both bores is complete and testing of ventilation, lighting and fire systems is under way. We remain on track to open in spring 2025.|A construction update naming only a season.
4|L|local-news|Silvertown Tunnel opens as planned|As TfL had promised, the tunnel opened to traffic on schedule on 7 April 2025, and drivers on the first morning reported a clear run from the Greenwich peninsula to the Tidal Basin roundabout.|An 'as planned' follow-up reporting the April 7, 2025 opening.
""",
    ),
    Q(
        "l6-mthl-atal-setu-2024",
        "Will the Mumbai Trans Harbour Link open to traffic by January 20, 2024?",
        "Resolves YES if the Mumbai Trans Harbour Link (Sewri to Chirle) opens to public vehicular traffic on or before January 20, 2024. Resolves NO otherwise.",
        "2024-01-06",
        "2024-01-20",
        1,
        "infrastructure",
        """
3|K|local-news|PM likely to open sea link on Jan 12|Prime Minister Narendra Modi is likely to inaugurate the 21.8 km Mumbai Trans Harbour Link on January 12, 2024, officials said. MMRDA is finishing signage and toll plaza work at Sewri and Chirle.|A likely future inauguration date.
1|L|local-news|Atal Setu opens to motorists|India's longest sea bridge opened to the public at 8 am on January 13, 2024, a day after the Prime Minister inaugurated it. Traffic police reported steady flows through the day and several cars stopping on the bridge for photographs, which is banned.|Reports the January 13, 2024 opening.
6|K|faq-explainer|MTHL: who can use it and what it costs|The state cabinet has approved a one-way toll of Rs 250 for cars. Two-wheelers, autorickshaws and tractors will not be allowed, and the speed limit will be 100 km per hour on most of the bridge.|Rules approved before the cutoff, no date after it.
2|L|commuter-forum|Drove Sewri to Chirle today|Did it on Saturday 13 Jan 2024, first day open. 20 minutes flat, Rs 250 at the plaza, FASTag worked. The approach at Sewri was a mess but once you're on the bridge it's empty. Worth it for Pune trips.|A forum post reporting a drive on January 13, 2024.
12|K|construction-update|MTHL: load tests complete|MMRDA says final load tests on the deck spans are complete. The agency had earlier aimed to open the bridge by December 25, 2023, but finishing work on the interchanges has pushed that back.|Earlier targets and tests only.
2|L|local-news|Sea bridge opened January 13, 2024 draws weekend crowds|Traffic police have warned drivers against stopping on the bridge to take photographs and said fines will be issued to anyone caught doing so.|The title reports the January 13, 2024 opening.
""",
    ),
    Q(
        "l6-sydney-metro-city-2024",
        "Will Sydney Metro's City section between Chatswood and Sydenham open to passengers by August 31, 2024?",
        "Resolves YES if passenger services begin on Sydney Metro's City section between Chatswood and Sydenham on or before August 31, 2024. Resolves NO otherwise.",
        "2024-08-05",
        "2024-08-31",
        1,
        "infrastructure",
        """
4|K|transit-agency-notice|T3 Bankstown Line: changes ahead|Trains on the T3 Bankstown Line between Sydenham and Bankstown will stop running from 30 September 2024, while the line is converted to metro. Replacement buses will run during the conversion.|A future service change.
1|L|local-news|First metro trains run under the harbour|The first passenger train on the new City section left Sydenham just before 5am on Monday 19 August 2024, and by mid-morning crowds of rail fans were riding back and forth between Barangaroo and Victoria Cross.|Reports the August 19, 2024 opening.
8|K|trade-press|City section enters final trial running|Sydney Metro trains are running the full timetable without passengers between Chatswood and Sydenham, the last step before the safety regulator decides whether the line can open. Trial running is scheduled to continue into mid-August 2024.|Trial running before the cutoff and a schedule.
2|L|commuter-forum|Week one on the new metro|Opened Aug 19, 2024 and by Wednesday the 8:15 from Crows Nest was standing room only. Victoria Cross to Martin Place in about four minutes. Pitt Street exits are confusing.|A post reporting the August 19, 2024 opening and later use.
6|K|analysis|When will the metro open?|The government has committed to August 2024, but the minister says she will not name a date until the regulator has signed off. Delays on the Bankstown conversion remain the bigger risk.|A commitment and a pending decision.
3|L|correction|Correction to our metro opening story|Correction, 20 August 2024: An earlier version of this story said the City section would open on a Sunday. It opened on Monday, 19 August 2024.|A correction reporting the August 19, 2024 opening.
""",
    ),
    Q(
        "l6-honolulu-skyline-2023",
        "Will Honolulu's Skyline rail system begin passenger service by July 15, 2023?",
        "Resolves YES if Skyline carries fare-paying or public passengers on its first segment on or before July 15, 2023. Resolves NO otherwise.",
        "2023-06-20",
        "2023-07-15",
        1,
        "infrastructure",
        """
6|K|city-press-release|Skyline opening date set|Mayor Rick Blangiardi announced that the first segment of Skyline, from East Kapolei to Halawa, will open to the public on Friday, June 30, 2023. Rides will be free during the opening weekend.|An announced future opening date.
2|L|local-news|Thousands ride Skyline on opening weekend|After opening to the public on June 30, 2023, Skyline carried thousands of curious riders over its first weekend, with lines at several of the nine stations.|Reports the June 30, 2023 opening.
10|K|explainer|Skyline by the numbers|The first segment runs 10.75 miles with nine stations. The second segment, to Middle Street, is due in 2025, and the full line to Civic Center is not expected until 2031.|A schedule of future segments.
1|L|customer-notice|TheBus route changes to connect with Skyline|Several West Oahu bus routes have been adjusted to feed Skyline stations, which opened on Friday, June 30, 2023. Check the updated timetables before you travel.|Reports the June 30, 2023 opening in a notice.
4|K|employee-forum|Training hours before opening|Operators are on extra shifts for training and the station attendants got their uniforms this week. Everybody's been told to plan for June 30, 2023.|Expectations before the opening.
3|L|local-news|Skyline opens as expected|As expected, Skyline opened its first segment to the public on June 30, 2023, with free rides that weekend and long lines at the East Kapolei park-and-ride.|An 'as expected' follow-up reporting the June 30, 2023 opening.
""",
    ),
    Q(
        "l6-paris-line14-orly-2024",
        "Will the Paris Métro Line 14 extension to Orly Airport open to passengers by June 30, 2024?",
        "Resolves YES if passenger services on the Line 14 extension to Orly Airport begin on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        1,
        "infrastructure",
        """
5|K|transit-agency-notice|Line 14: extension opening|The extensions of Line 14 north to Saint-Denis Pleyel and south to Orly Airport are scheduled to open to passengers on 24 June 2024. Until then, Orlyval and Orlybus continue to serve the airport.|A scheduled opening.
1|L|local-news|Line 14 reaches Orly|The first passengers rode the extended Line 14 to Orly Airport on June 24, 2024, after President Emmanuel Macron took part in the inauguration. The trip from Châtelet now takes about 25 minutes.|Reports the June 24, 2024 opening.
9|K|explainer|Getting around during the Games|The Olympics open on 26 July 2024. Organisers are counting on the extended Line 14 to carry visitors from Orly to central Paris and to the Stade de France area.|Future events and expectations.
2|L|travel-blog|Tested: Châtelet to Orly by metro|Since the line opened on 24 June 2024, I've done the run three times. Fast, clean and driverless, though the walk from the platform to Terminal 4 takes longer than you'd think.|A blog post reporting the June 24, 2024 opening as past.
12|K|trade-press|Line 15 South slips again|The operator now expects the southern section of Line 15 to open at the end of 2026, later than the Games-era target. Tunnelling is finished but systems work is behind.|A forecast of a later opening.
3|L|trade-press|Orlyval feels the pinch|Since the 24 June 2024 opening of the Line 14 extension, the Orlyval shuttle has lost many of its passengers, whose trip to Paris was both slower and more expensive.|Reports effects after the June 24, 2024 opening.
""",
    ),
    Q(
        "l6-brightline-orlando-2023",
        "Will Brightline begin passenger service between Miami and Orlando by September 30, 2023?",
        "Resolves YES if Brightline runs a scheduled passenger train to or from its Orlando International Airport station on or before September 30, 2023. Resolves NO otherwise.",
        "2023-09-08",
        "2023-09-30",
        1,
        "transport",
        """
8|K|customer-notice|Orlando is on sale|Tickets are now on sale for trains between Miami and Orlando, with the first departures on Friday, September 22, 2023. Smart fares start at $79 one way. Book early, the first weekend is filling fast.|Ticket sales for a future first departure.
1|L|local-news|First Brightline train from Miami arrives at Orlando airport|Brightline's inaugural run pulled into the new station at Orlando International on Sept. 22, 2023, a little over three hours after leaving Miami, and passengers were greeted with a band.|Reports the September 22, 2023 first run.
4|K|analysis|Can Brightline make money?|The company has financed the Orlando extension largely with bonds and needs strong ridership to cover the debt. Its projections for 2024 assume several million passengers a year.|Projections, nothing reported after the cutoff.
2|L|press-release|Brightline posts record month|Brightline carried a record number of passengers in October 2023, its first full month with service to Orlando, with long-distance trips making up most of the revenue.|Reports October 2023 ridership.
11|K|local-news|Test trains running at full speed|Brightline's test trains have been running at up to 125 mph on the new stretch along State Road 528 since the summer, and local officials are again urging drivers to stay off the tracks before passenger service begins on September 22, 2023.|Tests before the cutoff and a scheduled start.
3|L|analysis|After a strong debut, the hard part|Brightline's Sept. 22, 2023 Orlando debut drew sold-out trains, but the company will need to keep them full on weekdays to service its debt.|A noun of outcome reporting the September 22, 2023 debut.
""",
    ),
    Q(
        "l6-acela-nextgen-2025",
        "Will Amtrak's NextGen Acela trains enter passenger service by August 31, 2025?",
        "Resolves YES if Amtrak runs a scheduled revenue passenger trip on a NextGen Acela (Avelia Liberty) trainset on or before August 31, 2025. Resolves NO otherwise.",
        "2025-08-08",
        "2025-08-31",
        1,
        "transport",
        """
3|K|customer-notice|NextGen Acela: coming late summer|Our new Acela trains will begin service in late summer 2025 on selected trips between Washington, New York and Boston. Existing Acela tickets remain valid, and NextGen trips will be marked in the app once they go on sale.|A future launch window.
1|L|trade-press|NextGen Acela enters revenue service|Amtrak's Avelia Liberty trains carried their first paying passengers on August 28, 2025, four years later than first planned, with a small number of daily round trips to start.|Reports the August 28, 2025 launch.
9|K|analysis|Why the new Acela is years late|The trains were supposed to enter service in 2021. Computer modelling problems and extended testing with the FRA pushed that back repeatedly.|Earlier facts only.
2|L|commuter-forum|Rode the first NextGen out of Boston|Took the Thursday, August 28, 2025 morning run. Quieter than the old one, the wifi actually works, seats are fine. Still crawls through Connecticut.|A post about a trip on August 28, 2025.
6|K|local-news|New Acela trains spotted on test runs|The new trainsets have been seen on test runs near Providence and Wilmington this summer. Amtrak officials say the first trips will use only a few of the new trains and that a launch date will be announced in August 2025.|Tests before the cutoff and a planned announcement.
""",
    ),
    Q(
        "l6-gotthard-reopen-2024",
        "Will the Gotthard Base Tunnel return to full operation in both tubes by September 30, 2024?",
        "Resolves YES if SBB restores regular service through both tubes of the Gotthard Base Tunnel on or before September 30, 2024, after the derailment of August 10, 2023. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-30",
        1,
        "transport",
        """
6|K|customer-notice|Gotthard Base Tunnel: full timetable from September|From 2 September 2024 the Gotthard Base Tunnel will again be fully available. Trains between Zurich and Lugano will run every half hour at peak times, and journey times to Milan will return to normal.|A future timetable change.
2|L|trade-press|Full Gotthard service restored|SBB restored full service through both tubes of the Gotthard Base Tunnel on 2 September 2024, more than a year after a derailed freight train tore up about seven kilometres of track.|Reports the September 2, 2024 reopening.
14|K|explainer|One year since the Gotthard derailment|On 10 August 2023 a freight train derailed in the western tube near the Faido multifunction station, damaging track and a door between the tubes. Passenger trains have been limited since then.|Facts dated before the cutoff.
1|L|travel-blog|Zurich to Milan without the detour|Since September 2, 2024 the direct trains are back on the base tunnel, and I was in Milan in a little over three hours.|Reports trains running since September 2, 2024.
9|K|trade-press|Freight operators wait for full capacity|Rail freight companies say they expect to regain their paths through the base tunnel in the autumn, once SBB publishes the slots for the timetable period starting 9 September 2024.|Expectations about future capacity.
4|L|trade-press|Freight back at full strength|Since the base tunnel reopened fully on 2 September 2024, freight operators have had their paths restored, SBB Cargo said, and fewer trains are diverted via the Lötschberg.|Reports effects after the September 2, 2024 reopening.
""",
    ),
    Q(
        "l6-alaska-hawaiian-close-2024",
        "Will Alaska Air Group complete its acquisition of Hawaiian Holdings by September 30, 2024?",
        "Resolves YES if Alaska Air Group announces it has completed its acquisition of Hawaiian Holdings on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-30",
        1,
        "company_deals",
        """
4|K|company-memo|Update from Ben: where we are|The Justice Department's review is behind us. We still need the Department of Transportation to approve the transfer of Hawaiian's international route authorities, and we are working with them on that now. I will write again as soon as we have news.|A memo on a pending approval.
1|L|press-release|Alaska Airlines and Hawaiian Airlines complete combination|SEATTLE and HONOLULU, Sept. 18, 2024: Alaska Air Group today completed its acquisition of Hawaiian Holdings. The two airlines will keep their brands while operating under a single air operator certificate in future.|A dated release reporting the September 18, 2024 close.
8|K|customer-notice|HawaiianMiles and the Alaska combination|Until the transaction closes, nothing changes for your HawaiianMiles account. We will share details about linking accounts and status matching after closing. Award tickets booked for travel after September 30, 2024 will be honoured as booked.|A customer notice about a pending deal.
2|L|employee-forum|DOT order finally dropped|It came out Sept 17, 2024 with a list of conditions (interisland service, miles, no fee hikes for a while). Closing was the next day. Seniority integration talks are next.|Reports the September 17 and 18, 2024 events.
10|K|analysis|One hurdle left for Alaska-Hawaiian|The DOJ let its review period lapse in August 2024 without a lawsuit. Transportation officials are expected to impose conditions, and analysts expect the deal to close well before the end of 2024.|Expectations about a future close.
3|L|market-note|HA shares delisted|Hawaiian Holdings shares stopped trading on Nasdaq after the company's acquisition by Alaska Air Group closed on September 18, 2024. Holders received $18 in cash per share.|Reports the September 18, 2024 close.
""",
    ),
    Q(
        "l6-korean-asiana-close-2024",
        "Will Korean Air complete its acquisition of a controlling stake in Asiana Airlines by December 31, 2024?",
        "Resolves YES if Korean Air completes the purchase of a majority stake in Asiana Airlines on or before December 31, 2024. Resolves NO otherwise.",
        "2024-11-22",
        "2024-12-31",
        1,
        "company_deals",
        """
3|K|analysis|Last lap for Korean Air-Asiana|With Air Incheon picked to buy Asiana's cargo business, Korean Air is waiting for the European Commission's final sign-off. The airline has said it aims to buy the new Asiana shares before Dec. 31, 2024.|A plan and a pending approval.
1|L|news-report|Korean Air completes Asiana takeover|Korean Air acquired a 63.88% stake in Asiana Airlines on Dec. 12, 2024, four years after it first announced the deal. Asiana will run as a subsidiary for about two years before a full merger.|Reports the December 12, 2024 completion.
7|K|customer-notice|Asiana Club members: your mileage|There are no changes to your Asiana Club account at this time. Details of any conversion will be announced once integration plans are final.|A customer notice with no later event.
2|L|regulator-notice|EU clears final step of Korean Air-Asiana|The Commission gave its final approval on November 28, 2024, after confirming the cargo buyer and the transfer of four European routes met the conditions set in February.|Reports the November 28, 2024 approval.
12|K|employee-forum|Asiana crew, what happens to us?|They say the brands stay separate for two years, so mid-2026 at the earliest for any real integration. Nobody from HR is saying anything about seniority.|Speculation about future integration.
""",
    ),
    Q(
        "l6-ec-lufthansa-ita-2024",
        "Will the European Commission approve Lufthansa's acquisition of a stake in ITA Airways by July 15, 2024?",
        "Resolves YES if the European Commission clears, with or without conditions, Lufthansa's planned acquisition of joint control of ITA Airways on or before July 15, 2024. Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-15",
        1,
        "antitrust",
        """
5|K|regulator-calendar|Mergers: provisional deadlines|Lufthansa / ITA Airways, in-depth investigation: provisional deadline 4 July 2024. Deadlines may be extended if commitments are modified.|A regulator's calendar with a future deadline.
1|L|news-report|Brussels clears Lufthansa's ITA stake with conditions|The European Commission approved Lufthansa's purchase of 41% of ITA Airways on July 3, 2024, after the airlines agreed to give up slots at Milan Linate and let rivals fly some routes from Rome.|Reports the July 3, 2024 approval.
9|K|analysis|Lufthansa's last offer to Brussels|The remedies Lufthansa submitted this month include slot transfers at Linate and new entrants on several short-haul and transatlantic routes. Commission officials were said to be reviewing responses from rivals, who had until June 25, 2024 to comment.|Remedies under review, nothing after the cutoff.
2|L|employee-forum|ITA crew thread: the approval|Approval came through 3 July 2024. Closing is supposedly by the end of the year once the Linate buyer is sorted. Nobody knows what happens to our contracts.|A post reporting the July 3, 2024 approval.
13|K|company-statement|Spohr: 'confident' of approval|Lufthansa chief executive Carsten Spohr said he was confident the Commission would approve the deal in the coming weeks and that ITA would remain a strong Italian airline. The Commission's deadline for a decision is July 4, 2024.|A confident statement before the decision.
""",
    ),
    Q(
        "l6-intel-tower-2023",
        "Will Intel complete its acquisition of Tower Semiconductor by August 15, 2023?",
        "Resolves YES if Intel announces it has completed its acquisition of Tower Semiconductor on or before August 15, 2023. Resolves NO otherwise.",
        "2023-07-27",
        "2023-08-15",
        0,
        "company_deals",
        """
5|K|analyst-note|Intel/Tower: the clock is running|The merger agreement's outside date is Aug. 15, 2023. Without approval from China's market regulator by then, either side can walk away, and Intel would owe a $353 million termination fee.|A future deadline and a conditional.
1|L|press-release|Intel and Tower terminate merger agreement|Aug. 16, 2023: Intel has agreed with Tower Semiconductor to terminate their merger agreement because the required regulatory approvals were not obtained in a timely manner. Intel will pay Tower a termination fee of $353 million.|Reports the August 16, 2023 termination.
9|K|local-news|Migdal HaEmek waits on Beijing|Tower's employees in the Galilee say they are used to waiting. The deal, announced in February 2022, has cleared every regulator except China's, and it must close by August 15, 2023 or either side may walk away.|Earlier facts and a future deadline.
3|L|earnings-recap|Intel returns to a profit|Intel reported second-quarter results on July 27, 2023, swinging back to a profit helped by a tax benefit and cost cuts, and said it still hoped to close the Tower deal.|Reports results released on the cutoff day.
12|K|trade-press|China's regulator and the chip deals|The Micron ban in May 2023 has raised fears that SAMR will hold up U.S. semiconductor acquisitions as a bargaining chip in the trade dispute.|Earlier events only.
2|K|employee-forum|What happens to our RSUs if it dies?|If it doesn't close by Aug 15, what happens to the grants that were supposed to convert? HR says nothing until there's news. Feels like we're in limbo.|A question about a future deadline.
""",
    ),
    Q(
        "l6-tesla-autopilot-recall-2023",
        "Will Tesla issue a US recall covering more than 1 million vehicles over Autopilot by December 31, 2023?",
        "Resolves YES if Tesla files a US safety recall related to Autopilot or Autosteer covering more than 1 million vehicles on or before December 31, 2023. Resolves NO otherwise.",
        "2023-12-01",
        "2023-12-31",
        1,
        "recalls",
        """
4|K|regulator-notice|Investigation status: Autopilot and first responder scenes|The agency upgraded its preliminary evaluation of Tesla's Autopilot to an engineering analysis in June 2022. The analysis covers about 830,000 vehicles and remains open.|An open investigation with earlier dates.
1|L|news-report|Tesla recalls more than 2 million vehicles to fix Autopilot safeguards|Tesla is recalling about 2.03 million vehicles in the US, nearly every car it has sold here, to add controls and alerts to its Autosteer feature, according to documents posted by NHTSA on December 13, 2023. The fix is an over-the-air software update.|Reports the December 13, 2023 recall.
6|K|owners-forum|Anyone else getting nagged more?|Seems like the wheel nags have gotten more aggressive lately. Someone on another forum said NHTSA is close to finishing its probe, maybe before the end of the year. Would hate for them to cripple Autosteer.|Speculation about a future decision.
2|L|customer-notice|Software update 2023.44.30 release notes|This update, rolling out from December 12, 2023, is a recall remedy. Autosteer will show more prominent alerts and will be suspended after repeated warnings if the driver does not keep hands on the wheel.|Release notes reporting the December 12, 2023 recall remedy.
9|K|analysis|What to watch from Tesla into year-end|Fourth-quarter deliveries are due on January 2, 2024, and the first Cybertrucks are due to be handed over at an event in Austin on Nov. 30. A regulatory decision on Autopilot is the wild card.|Future dates and an open question.
3|L|regulator-notice|Recall query opened on Autopilot remedy|NHTSA opened a recall query in April 2024 into whether the December 2023 Autopilot remedy was adequate, citing crashes involving vehicles that had received the update.|Reports a later event, the April 2024 recall query.
""",
    ),
    Q(
        "l6-boars-head-plant-2024",
        "Will Boar's Head announce the permanent closure of its Jarratt, Virginia plant by September 30, 2024?",
        "Resolves YES if Boar's Head announces on or before September 30, 2024 that it will permanently close its Jarratt, Virginia plant linked to the 2024 listeria outbreak. Resolves NO otherwise.",
        "2024-09-03",
        "2024-09-30",
        1,
        "recalls",
        """
5|K|regulator-notice|Outbreak update: Listeria linked to sliced deli meats|As of August 28, 2024, 57 people in 18 states have become ill and all have been hospitalized. Nine deaths have been reported. Investigators have linked the outbreak to Boar's Head liverwurst and other meats made at one plant.|Outbreak figures dated before the cutoff.
1|L|local-news|Boar's Head to close Jarratt plant for good|Boar's Head said on Sept. 13, 2024 it would permanently close its plant in Jarratt, putting about 500 people out of work, and stop making liverwurst altogether.|Reports the September 13, 2024 announcement.
6|K|customer-notice|Boar's Head product recall|Please check your refrigerator for Boar's Head products with 'EST. 12612' on the label. Return them to the deli counter for a full refund; refunds will be honoured through September 30, 2024.|A store notice with a future refund deadline.
2|L|employee-forum|Got the call, it's over|Friday, Sept 13, 2024, they called us in and said the plant's closed for good. Twenty years for some of these folks. They say severance details are coming.|Reports the September 13, 2024 closure as done.
10|K|analysis|What the inspection records show|Federal inspection reports describe mould, insects and pooling water at the Jarratt plant in the months before the recall. The company halted production there at the end of July.|Earlier facts only.
4|L|regulator-notice|Outbreak update: 10 deaths|As of Sept. 25, 2024, 59 people in 19 states have been infected with the outbreak strain and 10 have died, health officials said.|Reports outbreak figures as of September 25, 2024.
""",
    ),
    Q(
        "l6-vw-chattanooga-uaw-2024",
        "Will the UAW win the union election at Volkswagen's Chattanooga plant held April 17-19, 2024?",
        "Resolves YES if a majority of valid ballots in the NLRB election of April 17-19, 2024 at Volkswagen's Chattanooga plant are cast for UAW representation. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-19",
        1,
        "labor",
        """
3|K|union-bulletin|Vote YES: April 17, 18 and 19|Polls will be open before and after every shift on April 17-19 in the plant's conference centre. Bring your badge. We have the numbers; now we need every one of them to vote.|A future vote.
1|L|local-news|VW workers vote to join UAW in landslide|Workers at Volkswagen's Chattanooga plant voted 2,628 to 985 to join the United Auto Workers, according to results announced late on April 19, 2024, the first win for the union at a foreign-owned car plant in the South.|Reports the April 19, 2024 result.
8|K|analysis|Third time lucky for the UAW?|The union lost narrow votes at the plant in 2014 and 2019. This time it filed with a large majority of signed cards, and Tennessee's governor has again urged workers to vote no. Results are expected on the evening of April 19, 2024.|Earlier votes and a coming one with its expected result date.
2|L|employee-forum|FINAL COUNT|Friday night April 19 2024: 2628 yes, 985 no. Never thought I'd see it. Contract bargaining next, and Mercedes workers vote in May.|Reports the April 19, 2024 count.
5|K|company-memo|Information about the upcoming election|The NLRB has scheduled the vote for April 17 to April 19, 2024. Volkswagen respects our workers' right to decide and will accept the outcome.|A company notice of a future vote.
4|L|timeline|Southern auto organising in 2024|2024-04-19: UAW wins at VW Chattanooga. 2024-05-17: UAW loses at Mercedes-Benz in Vance, Alabama.|A timeline reporting both votes.
""",
    ),
    Q(
        "l6-mercedes-vance-uaw-2024",
        "Will the UAW win the union election at Mercedes-Benz's Vance, Alabama plant held May 13-17, 2024?",
        "Resolves YES if a majority of valid ballots in the NLRB election of May 13-17, 2024 at Mercedes-Benz U.S. International are cast for UAW representation. Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-17",
        0,
        "labor",
        """
4|K|company-memo|A message from your new CEO|I have been at MBUSI for only a few days, but I have already heard from many of you. The union election will be held from May 13 to May 17, 2024. I ask you to get the facts and to vote.|A memo about a future vote.
1|L|local-news|Mercedes workers in Alabama reject the UAW|Workers at the Mercedes-Benz plant near Tuscaloosa voted 2,642 to 2,045 against joining the United Auto Workers, according to results announced on May 17, 2024, a setback after the union's win in Chattanooga.|Reports the May 17, 2024 result.
7|K|union-bulletin|Union yes at Mercedes!|The NLRB-supervised election runs May 13 to 17, with polling before and after each shift. Volunteers will be at the gates every day.|A future vote.
2|L|employee-forum|we lost it|Friday May 17, 2024, 56 to 44 against. The captive-audience meetings worked. UAW says it will file objections.|Reports the May 17, 2024 result.
10|K|analysis|After Chattanooga, Alabama|Fresh from a lopsided win at Volkswagen on April 19, the union heads into a harder fight in Alabama, where the governor and business groups are campaigning openly against it. Voting runs May 13-17, 2024.|An earlier result and a coming vote.
""",
    ),
    Q(
        "l6-amazon-garner-union-2025",
        "Will workers at Amazon's RDU1 warehouse in Garner, North Carolina vote to unionise in the election of February 2025?",
        "Resolves YES if a majority of valid ballots in the NLRB election held February 10-15, 2025 at RDU1 are cast for representation by Carolina Amazonians United for Solidarity and Empowerment (CAUSE). Resolves NO otherwise.",
        "2025-02-04",
        "2025-02-15",
        0,
        "labor",
        """
3|K|union-bulletin|Vote YES February 10-15|The election runs from Monday, February 10, to Saturday, February 15, 2025, in the breakroom. Every vote counts. Talk to a CAUSE organiser if your schedule is a problem.|A future vote.
1|L|local-news|Garner Amazon workers reject union|Workers at Amazon's Garner warehouse voted against joining CAUSE by a wide margin, 2,447 to 829, when ballots were counted on Feb. 15, 2025.|Reports the February 15, 2025 count.
8|K|company-statement|Amazon on the Garner vote|We've always respected our employees' right to choose. Average base pay for our fulfilment and transport employees rose to over $22 an hour in September 2024.|An earlier fact and a statement.
2|L|employee-forum|Count is done|Saturday Feb 15, 2025, and it wasn't close, 2447 to 829. Lot of people scared after the captive audience stuff. We're not going anywhere though.|Reports the February 15, 2025 result.
6|K|analysis|Why RDU1 matters|Organisers won at JFK8 in Staten Island in April 2022 but have lost every vote since. The count is expected after polls close on Feb. 15, 2025.|A past win and a scheduled count.
""",
    ),
    Q(
        "l6-westjet-amfa-strike-2024",
        "Will WestJet aircraft mechanics represented by AMFA begin a strike by July 5, 2024?",
        "Resolves YES if AMFA-represented aircraft maintenance engineers at WestJet begin a strike on or before July 5, 2024. Resolves NO otherwise.",
        "2024-06-14",
        "2024-07-05",
        1,
        "strikes",
        """
4|K|airline-travel-advisory|Possible labour disruption|We are working towards an agreement with AMFA. Guests booked to travel between June 18 and June 30, 2024 who wish to change their plans can do so without a change fee or fare difference. We will update this page if anything changes.|A flexible-travel policy for future dates.
1|L|local-news|WestJet mechanics walk off|AMFA mechanics went on strike on the evening of June 28, 2024, grounding hundreds of WestJet flights heading into the Canada Day long weekend.|Reports the June 28, 2024 strike.
9|K|union-bulletin|Strike vote results|Members voted 97% in favour of strike action. We would much rather have a contract that recognises our licences, and we remain ready to bargain.|A strike mandate, no strike reported.
2|L|status-page|WestJet operational update|Sunday, June 30, 2024: Due to the AMFA strike, 407 flights have been cancelled today. Guests on cancelled flights will be notified by email and can rebook online.|A status update reporting cancellations on June 30, 2024.
7|K|analysis|Would Ottawa step in?|In May 2023, WestJet pilots reached a deal hours before their own strike deadline. The labour minister has so far said only that he expects the parties to bargain.|An earlier deal and a statement.
3|L|news-report|WestJet says strike cancelled hundreds of flights|WestJet said the mechanics' walkout that began June 28, 2024 forced it to cancel more than 800 flights over the Canada Day long weekend, affecting about 100,000 travellers.|Reports the June 28, 2024 strike and its effects.
""",
    ),
    Q(
        "l6-air-canada-pilots-2024",
        "Will Air Canada pilots represented by ALPA go on strike by September 30, 2024?",
        "Resolves YES if Air Canada pilots represented by the Air Line Pilots Association begin a strike on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-04",
        "2024-09-30",
        0,
        "strikes",
        """
3|K|airline-travel-advisory|Potential labour disruption: what you need to know|A strike or lockout could begin as early as September 18, 2024. In that case we would begin a gradual wind-down of our operations about three days beforehand, and customers on cancelled flights would be offered refunds.|A possible future disruption.
1|L|news-report|Air Canada and pilots reach tentative deal, averting strike|Air Canada and ALPA reached a tentative four-year agreement early on Sept. 15, 2024, hours before the airline planned to start shutting down flights. The deal still needs to be ratified.|Reports the September 15, 2024 deal.
8|K|union-bulletin|Strike vote: 98% say yes|Our pilots have given a 98% strike authorization. We remain committed to reaching a fair contract at the table, but a strike could begin as early as September 18, 2024.|A strike mandate and a possible future strike date.
2|L|pilot-forum|TA details posted|Details went up Sept 15, 2024. Roughly 42% over four years, compounded. Scope language better than expected. Vote in October.|Reports the September 15, 2024 agreement.
11|K|analysis|Ottawa's options if pilots strike|The government used section 107 of the Labour Code to end the rail lockout on Aug. 22, 2024. Business groups want the same, but the pilots' union says it would fight it.|An earlier intervention and a possible future.
4|L|union-bulletin|Members ratify new agreement|Our pilots have voted to ratify the new collective agreement, with results announced in October 2024. Thank you to everyone who stood together through this process.|Reports the October 2024 ratification.
""",
    ),
    Q(
        "l6-kaiser-strike-2023",
        "Will the Coalition of Kaiser Permanente Unions begin a strike by October 10, 2023?",
        "Resolves YES if workers represented by unions in the Coalition of Kaiser Permanente Unions begin a strike on or before October 10, 2023. Resolves NO otherwise.",
        "2023-09-27",
        "2023-10-10",
        1,
        "strikes",
        """
3|K|union-bulletin|We have given notice|The coalition has delivered 10-day notice: unless Kaiser reaches a fair agreement, we will strike from 6 a.m. on Oct. 4 to 6 a.m. on Oct. 7, 2023. Sign up for a picket shift at your facility.|A future strike date, served as notice.
1|L|local-news|Kaiser strike begins|About 75,000 Kaiser Permanente workers walked off the job on Oct. 4, 2023, in what unions called the largest healthcare strike in US history.|Reports the October 4, 2023 strike.
6|K|company-statement|Our hospitals will remain open|If a strike happens on Oct. 4, 2023, our hospitals and emergency departments will remain open and we will bring in contingency staff.|A conditional statement.
2|L|employee-forum|back on the floor|Back on shift Oct 7 2023 after three days on the line. Managers acting like nothing happened. If there's no deal we go again.|Reports the strike ending on October 7, 2023.
9|K|analysis|Why Kaiser's contract matters|The national agreement expires Sept. 30, 2023, and the coalition's demands centre on staffing and a $25 minimum wage.|A future expiry and demands.
4|L|timeline|Kaiser bargaining timeline|Oct. 4-7, 2023: three-day strike. Oct. 13, 2023: tentative agreement reached, including a $25 minimum wage.|A timeline reporting the strike and the agreement.
""",
    ),
    Q(
        "l6-njtransit-engineers-2025",
        "Will NJ Transit locomotive engineers represented by BLET go on strike by May 20, 2025?",
        "Resolves YES if BLET-represented locomotive engineers at NJ Transit begin a strike on or before May 20, 2025. Resolves NO otherwise.",
        "2025-05-06",
        "2025-05-20",
        1,
        "strikes",
        """
4|K|transit-agency-notice|Contingency plan for a possible rail strike|If engineers strike as early as Friday, May 16, all NJ Transit trains would stop. We urge customers who can to work from home; limited buses would run from park-and-ride lots.|A conditional future disruption.
1|L|local-news|NJ Transit trains halt as engineers strike|NJ Transit's rail service stopped at 12:01 a.m. on May 16, 2025, when about 450 engineers walked off the job after talks broke down.|Reports the May 16, 2025 strike.
9|K|analysis|The end of the cooling-off period|Federal law has delayed a strike for months. The last cooling-off period ends May 15, 2025, and the union can strike after that.|A future date when a strike becomes legal.
2|L|commuter-forum|Trains back Tuesday|Deal over the weekend, trains back Tuesday, May 20, 2025. Three days of buses and the PATH were enough for me.|Reports the May 20, 2025 return.
6|K|union-bulletin|Why we voted no|Our engineers rejected a tentative agreement earlier this year because it failed to close the pay gap with other railroads.|An earlier vote only.
3|L|headline-present|NJ Transit strike ends; trains return Tuesday|The engineers' union and NJ Transit reached a tentative deal on Sunday, May 18, 2025, ending a three-day strike. Trains resume on Tuesday.|A present-tense headline reporting the May 18, 2025 deal.
""",
    ),
    Q(
        "l6-starbucks-wu-strike-2024",
        "Will Starbucks Workers United begin a strike by December 24, 2024?",
        "Resolves YES if Starbucks Workers United begins a strike at any Starbucks stores on or before December 24, 2024. Resolves NO otherwise.",
        "2024-12-12",
        "2024-12-24",
        1,
        "strikes",
        """
3|K|union-bulletin|Bargaining update|Starbucks committed in February 2024 to reach a framework. We are running out of patience. Members are being asked to authorise strike action if the company does not deliver by Dec. 31, 2024.|A possible future strike.
1|L|news-report|Starbucks baristas walk out in three cities|Baristas at Starbucks stores in Los Angeles, Chicago and Seattle went on strike on Dec. 20, 2024, and the union said the walkout would spread to hundreds of stores by Christmas Eve.|Reports the December 20, 2024 strike.
8|K|company-statement|Starbucks on bargaining|We have held nine bargaining sessions since April 2024 and continue to believe that an agreement can be reached.|Facts before the cutoff.
2|L|employee-forum|our store joined today|We joined the strike Dec 22, 2024. DM closed the cafe at noon. Regulars brought us coffee. From a competitor.|Reports a store joining the strike on December 22, 2024.
5|K|analysis|Niccol's first holiday season|Brian Niccol faces a slow holiday season. The company reports first-quarter results in January 2025.|A future earnings date.
4|L|strike-tracker|Starbucks strike tracker|Dec. 20, 2024: strikes begin in Los Angeles, Chicago and Seattle. Dec. 22, 2024: more than 100 stores. Dec. 24, 2024: the union says more than 300 stores are closed.|A tracker reporting strike figures from December 20-24, 2024.
""",
    ),
    Q(
        "l6-dot-southwest-penalty-2023",
        "Will the US DOT announce a civil penalty against Southwest Airlines over its December 2022 meltdown by December 31, 2023?",
        "Resolves YES if the US Department of Transportation announces a civil penalty against Southwest Airlines related to the December 2022 disruption on or before December 31, 2023. Resolves NO otherwise.",
        "2023-12-05",
        "2023-12-31",
        1,
        "regulation",
        """
5|K|analysis|One year after the Southwest meltdown|DOT's investigation into the December 2022 disruption is still open. Secretary Pete Buttigieg said a decision could come 'in the coming weeks', possibly before the anniversary on Dec. 21, 2023.|A possible future decision.
1|L|news-report|Southwest hit with record $140 million DOT fine|The Transportation Department fined Southwest Airlines $140 million on December 18, 2023, as part of a $600 million settlement over the 2022 holiday meltdown.|Reports the December 18, 2023 penalty.
9|K|customer-notice|Holiday travel tips|Travelling between Dec. 21, 2023 and Jan. 2, 2024? Arrive early, check your flight status and download our app for updates.|A future travel period.
2|L|employee-forum|DOT settlement|Settlement announced Dec. 18, 2023: $600M total, but only $35M in cash; the rest is credits and vouchers. Not sure it changes anything for us.|Reports the December 18, 2023 settlement.
12|K|regulator-notice|DOT airline customer service dashboard|The dashboard shows what each airline commits to providing when delays and cancellations are within its control.|A notice with no dates after the cutoff.
3|L|news-report|Buttigieg: the penalty sets a precedent|'This sets a new standard,' Transportation Secretary Pete Buttigieg told reporters on Dec. 18, 2023, after announcing the Southwest settlement.|A quote after the December 18, 2023 announcement.
""",
    ),
    Q(
        "l6-faa-737-rate-2025",
        "Will the FAA approve an increase in Boeing's 737 MAX production above 38 aircraft per month by October 31, 2025?",
        "Resolves YES if the FAA announces on or before October 31, 2025 that it has approved Boeing to raise 737 MAX production above the cap of 38 aircraft per month. Resolves NO otherwise.",
        "2025-10-06",
        "2025-10-31",
        1,
        "regulation",
        """
4|K|analyst-note|Boeing: waiting on the FAA|We expect FAA sign-off on 42 a month in the fourth quarter. Boeing's third-quarter report on Oct. 29, 2025 should show whether the line is ready.|A forecast of a future decision.
1|L|news-report|FAA clears Boeing to build 42 MAX jets a month|The FAA said on Oct. 17, 2025 it had approved Boeing's request to increase 737 MAX production to 42 aircraft a month, lifting the cap it imposed after the January 2024 door plug blowout.|Reports the October 17, 2025 approval.
8|K|employee-forum|Renton line at 38|We've been stable at 38 for months. Rumour says FAA inspectors are coming to check the KPIs. Not holding my breath.|A rumour about a future visit.
2|L|earnings-recap|Boeing takes $4.9 billion 777X charge|Boeing reported a $4.9 billion charge on its 777X programme on Oct. 29, 2025, and said it had moved to 42 MAX aircraft a month after the FAA approval.|Reports the October 29, 2025 results.
12|K|regulator-notice|Boeing production oversight|The production cap of 38 aircraft per month remains in place. The FAA will only approve increases after Boeing shows its production system is stable.|A statement of policy.
3|L|employee-forum|Finally, 42|FAA signed off Oct 17, 2025. Line moves to 42 next month. Overtime is coming back, sorry to your weekends.|A forum post reporting the October 17, 2025 approval.
""",
    ),
    Q(
        "l6-crowdstrike-rca-2024",
        "Will CrowdStrike publish its full root cause analysis of the July 19, 2024 outage by August 10, 2024?",
        "Resolves YES if CrowdStrike publishes its root cause analysis of the July 19, 2024 Falcon sensor incident on or before August 10, 2024. Resolves NO otherwise.",
        "2024-07-30",
        "2024-08-10",
        1,
        "tech_outage",
        """
6|K|status-page|Preliminary Post Incident Review|This is our preliminary review of the content configuration update of July 19, 2024. We will release the full Root Cause Analysis once we have completed our investigation.|A promise of a future analysis.
1|L|status-page|Falcon content update: Root Cause Analysis|Update August 6, 2024: the Root Cause Analysis is now available. It explains how a mismatch between the inputs expected by the sensor and those supplied by the template caused the crash.|Reports the August 6, 2024 publication.
9|K|company-memo|IT update: CrowdStrike incident|All Windows endpoints have been restored. We will hold a post-mortem review meeting on Monday, Aug. 5, 2024 to review our response.|A future meeting.
2|L|trade-press|CrowdStrike RCA blames input mismatch|The root cause analysis CrowdStrike released on Aug. 6, 2024 says the sensor expected 20 input fields but received 21.|Reports the August 6, 2024 release.
4|K|news-report|House panel asks CrowdStrike chief to testify|A House committee asked CEO George Kurtz to testify and requested a response by July 24.|A request dated before the cutoff.
3|L|news-report|Delta says outage cost $500 million|Delta CEO Ed Bastian said on July 31, 2024 that the outage cost the airline about $500 million and that it would seek damages.|Reports a July 31, 2024 statement.
""",
    ),
    Q(
        "l6-ftc-amazon-prime-2025",
        "Will Amazon settle the FTC's lawsuit over Prime sign-ups and cancellations by October 31, 2025?",
        "Resolves YES if Amazon and the FTC announce a settlement of FTC v. Amazon.com, Inc. (the Prime case, W.D. Wash.) on or before October 31, 2025. A verdict without a settlement does not count. Resolves NO otherwise.",
        "2025-09-20",
        "2025-10-31",
        1,
        "antitrust",
        """
5|K|court-calendar|FTC v. Amazon.com, Inc., No. 2:23-cv-00932 (W.D. Wash.)|Jury selection and trial set to begin Monday, September 22, 2025, 9:00 a.m., Courtroom 16106, before the Honorable John H. Chun. Estimated length of trial: four weeks. Pretrial conference held; motions in limine decided by written order.|A court calendar with a future trial date.
1|L|news-report|Amazon to pay $2.5 billion to end FTC fight over Prime|Three days into the trial, Amazon agreed on Sept. 25, 2025 to pay $2.5 billion to settle the FTC's claims that it enrolled shoppers in Prime without clear consent and made cancelling hard. The total breaks down into a $1 billion civil penalty and $1.5 billion in refunds. Amazon admitted no wrongdoing.|Reports the September 25, 2025 settlement and the trial's start after the cutoff.
10|K|explainer|What the FTC says Amazon did with Prime|The complaint, filed in June 2023, says Amazon used sign-up screens designed to push customers into Prime and an internal cancellation flow it code-named 'Iliad'. Last year the judge ruled that two senior executives could be held personally liable if the agency proves its case.|Earlier facts only.
2|L|customer-notice|Prime settlement: are you eligible for a refund?|Under the settlement announced September 25, 2025, Amazon will make automatic payments to eligible customers by December 24, 2025. Others will receive a claim form by email and can file a claim online.|A notice reporting the September 25, 2025 settlement.
7|K|employee-forum|anyone hearing anything about the Prime trial?|Legal says no comment, obviously. Trial starts the 22nd. Half my org worked on the cancellation flow at some point so people are a bit jumpy.|A post about a future trial.
3|L|news-report|Trial opens in Seattle over Amazon Prime|Jury selection began on Sept. 22, 2025 in the FTC's case over Prime, and lawyers for the agency told jurors in opening statements that Amazon knew customers were enrolling by accident.|Reports the September 22, 2025 opening of the trial.
""",
    ),
    Q(
        "l6-doj-apple-antitrust-2024",
        "Will the US Department of Justice file an antitrust lawsuit against Apple by March 31, 2024?",
        "Resolves YES if the US Department of Justice files a civil antitrust complaint against Apple in a federal court on or before March 31, 2024. Resolves NO otherwise.",
        "2024-03-12",
        "2024-03-31",
        1,
        "antitrust",
        """
4|K|news-report|Justice Department preparing antitrust case against Apple, sources say|The Justice Department is in the late stages of preparing a broad antitrust lawsuit against Apple that could be filed as soon as this month, according to people familiar with the matter, possibly before the end of March 2024. The case is expected to focus on how Apple restricts rivals' access to iPhone hardware and software.|A possible future filing.
1|L|news-report|U.S. sues Apple, accusing it of monopolising the smartphone market|The Justice Department and 16 state and district attorneys general sued Apple on March 21, 2024, alleging it illegally maintained a monopoly in smartphones by limiting smartwatches, messaging apps, digital wallets and cloud gaming on the iPhone. Apple said it would fight the case.|Reports the March 21, 2024 lawsuit.
8|K|analysis|Apple's month of regulatory headaches|The European Commission fined Apple €1.8 billion on March 4, 2024 in its music streaming case, and the company's changes to comply with the Digital Markets Act took effect on March 7. In the U.S., the question is when, not whether, Washington moves.|Events before the cutoff and a question.
2|L|employee-forum|It's filed|Complaint went in on March 21, 2024, District of New Jersey, 88 pages. Green bubbles made it into a federal complaint. Comms says don't talk to press, same as always.|Reports the March 21, 2024 filing.
6|K|legal-newsletter|Antitrust week ahead|Upcoming: closing arguments in U.S. v. Google (search) are expected in May 2024, and Epic's anti-steering dispute with Apple is back before Judge Yvonne Gonzalez Rogers. Also watch for any DOJ action on Apple, long rumoured.|Future court dates and a rumour.
3|L|market-note|Apple shares fall after antitrust suit|Apple stock fell about 4% on March 21, 2024, the day the Justice Department filed its lawsuit.|Reports the March 21, 2024 lawsuit and market move.
""",
    ),
    Q(
        "l6-skype-shutdown-2025",
        "Will Microsoft retire the Skype consumer service on May 5, 2025?",
        "Resolves YES if Skype stops working as a consumer service, with users directed to Microsoft Teams (free), on May 5, 2025 as Microsoft announced on February 28, 2025. Resolves NO if the retirement is postponed or cancelled.",
        "2025-04-14",
        "2025-05-05",
        1,
        "technology",
        """
6|K|customer-notice|Skype is retiring in May 2025|Thank you for being part of Skype. Starting May 5, 2025, Skype will no longer be available, and you can sign in to Microsoft Teams (free) with your Skype account to keep your chats and contacts. Skype Credit and subscriptions will stop renewing at the end of your next billing period.|A customer notice of a future retirement.
1|L|tech-news|Skype goes dark after 21 years|Microsoft switched off Skype on Monday, May 5, 2025, ending the service that once made free internet calls a household habit. Users who opened the app were prompted to move to Teams.|Reports the May 5, 2025 shutdown.
10|K|faq-explainer|What happens to my Skype data?|If you don't want to move to Teams, you can export your chat history, contacts and files. Your Skype data will remain available until January 2026, after which it will be deleted.|A future data deadline.
2|L|user-forum|Logged in this morning, it's just Teams now|Tried Skype on 6 May 2025 to call my grandmother in Lagos and it sent me straight into Teams. Contacts are there, call history gone. Skype number still works for now apparently?|A post reporting the retirement as done on May 6, 2025.
14|K|company-memo|IT notice: moving helpdesk numbers off Skype|Following Microsoft's announcement, IT will migrate the two remaining helpdesk Skype numbers to Teams Phone by April 30, 2025. Please update any customer-facing material that mentions Skype.|An internal plan with a future deadline.
""",
    ),
    Q(
        "l6-canada-ports-intervention-2024",
        "Will the Canadian government intervene to end the port lockouts in British Columbia and Montreal by November 30, 2024?",
        "Resolves YES if the federal labour minister, Parliament or the Canada Industrial Relations Board, at the government's direction, orders an end to the work stoppages at the ports of British Columbia and Montreal (for example, by imposing binding arbitration) on or before November 30, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-30",
        1,
        "strikes",
        """
2|K|port-customer-notice|Labour disruption update|The BC Maritime Employers Association has locked out ILWU Local 514, which represents longshore foremen. Container terminal operations at Vancouver and Prince Rupert are suspended. Bulk and cruise terminals are operating. The next update will be issued on November 6, 2024.|A lockout before the cutoff and a future update.
1|L|news-report|Ottawa moves to end port lockouts on both coasts|Labour Minister Steven MacKinnon on Nov. 12, 2024 directed the Canada Industrial Relations Board to order an end to the lockouts at British Columbia ports and the Port of Montreal and to impose binding arbitration, saying the economy could not afford a prolonged shutdown.|Reports the November 12, 2024 intervention.
6|K|union-bulletin|Update to Montreal longshore members|Members have rejected the employer's latest offer. We have not called a general strike and we remain at the table. Do not listen to rumours; updates come from the executive only.|A union bulletin with no later event.
3|L|shipping-advisory|Customer advisory: Port of Montreal|Montreal container terminals have been idle since the employers' association locked out longshore workers on Nov. 10, 2024. Vessels are being diverted to Halifax and Saint John, and import boxes will be subject to storage delays.|Reports the November 10, 2024 lockout.
9|K|analysis|Will Ottawa step in again?|The government used section 107 of the Labour Code to end the rail stoppage on Aug. 22, 2024, and business groups want the same now. Unions say a second use within months would gut collective bargaining.|An earlier intervention and a debate.
4|L|port-customer-notice|Labour disruption update: operations resuming|Following the federal government's order of November 12, 2024, container terminal operations are resuming at Vancouver and Prince Rupert. Expect congestion for several weeks.|Reports the November 12, 2024 order.
""",
    ),
    Q(
        "l6-cybertruck-recall-2024",
        "Will Tesla issue a safety recall of the Cybertruck over its accelerator pedal by April 30, 2024?",
        "Resolves YES if Tesla files a safety recall with NHTSA for the Cybertruck related to the accelerator pedal on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-12",
        "2024-04-30",
        1,
        "recalls",
        """
3|K|owners-forum|Delivery appointment pushed, anyone else?|Got a text today that my Cybertruck delivery is moved to April 20. No reason given. Advisor on the phone just said 'scheduling'. Anybody in Texas getting the same?|A post about a future delivery date.
1|L|news-report|Tesla recalls Cybertrucks over pedal that can stick|Tesla is recalling all 3,878 Cybertrucks it has sold because the accelerator pedal pad can come loose and get trapped in the trim, according to a notice posted by NHTSA on April 17, 2024. Service centres will replace or rivet the pad.|Reports the April 17, 2024 recall.
8|K|analysis|Tesla's tough quarter|Tesla delivered 386,810 vehicles in the first quarter, fewer than a year earlier. It reports earnings on April 23, 2024, when investors will want to hear about cheaper models and the Cybertruck ramp.|A past figure and a future earnings date.
2|L|owners-forum|Recall done at Austin service|Got my recall notice on April 19, 2024 and had it done the next morning. They put a rivet through the pad, took 30 minutes. Pedal feels the same.|Reports a recall notice and repair after the cutoff.
12|K|regulator-notice|An earlier Tesla recall|In February 2024, Tesla recalled about 2.2 million vehicles because the font on some warning lights was too small. The fix was delivered by over-the-air update.|An earlier recall only.
""",
    ),
    Q(
        "l6-boeing-stlouis-strike-2025",
        "Will IAM District 837 members begin a strike at Boeing's St. Louis-area defense plants by August 10, 2025?",
        "Resolves YES if members of IAM District 837 begin a strike at Boeing's St. Louis-area facilities on or before August 10, 2025. Resolves NO otherwise.",
        "2025-07-25",
        "2025-08-10",
        1,
        "strikes",
        """
3|K|union-bulletin|District 837: contract vote this weekend|Members will vote on Boeing's proposal on Sunday, July 27, 2025, at the union hall. Shuttles will run from the main gates. Read the offer, talk to your stewards, and vote.|A future vote.
1|L|local-news|Boeing defense workers in St. Louis go on strike|About 3,200 machinists who build fighter jets and munitions for Boeing in St. Louis and St. Charles walked off the job at midnight on Aug. 4, 2025, after rejecting a revised contract offer.|Reports the August 4, 2025 strike.
8|K|company-statement|Boeing on its offer to St. Louis workers|Our offer includes a 20% general wage increase over four years and a $5,000 ratification bonus. We believe it recognises the work of our team.|An offer described before the cutoff.
2|L|employee-forum|voted it down|Votes are in for July 27, 2025: rejected. Seven-day cooling-off, then we walk if nothing changes. Bring water to the picket, it's going to be hot.|Reports the July 27, 2025 vote.
6|K|analysis|Does the F-47 give St. Louis workers leverage?|Boeing won the Air Force's F-47 fighter contract on March 21, 2025, and will build it in St. Louis. Union leaders say that gives them leverage in this year's talks.|Earlier facts only.
""",
    ),
    Q(
        "l6-tempur-mattress-firm-2025",
        "Will a federal court grant the FTC a preliminary injunction blocking Tempur Sealy's acquisition of Mattress Firm by February 15, 2025?",
        "Resolves YES if a federal court grants the FTC's request for a preliminary injunction against Tempur Sealy's acquisition of Mattress Firm on or before February 15, 2025. Resolves NO if the court denies it or has not ruled by then.",
        "2025-01-20",
        "2025-02-15",
        0,
        "antitrust",
        """
5|K|court-calendar|FTC v. Tempur Sealy International, Inc. (S.D. Tex.)|Evidentiary hearing on the motion for a preliminary injunction concluded. Matter under advisement. The parties have agreed not to close the transaction before the court rules.|A docket entry with no later date.
1|L|news-report|Judge rejects FTC bid to block Tempur Sealy-Mattress Firm deal|A federal judge in Houston denied the FTC's request for a preliminary injunction on Jan. 31, 2025, clearing the way for the $4 billion mattress merger.|Reports the January 31, 2025 ruling.
9|K|analysis|A new FTC takes shape|President-elect Trump is inaugurated on January 20, 2025, and has named Andrew Ferguson to lead the FTC. Whether the agency keeps fighting mergers like Tempur Sealy's is an open question.|A future inauguration and an open question.
2|L|press-release|Tempur Sealy completes acquisition of Mattress Firm|Feb. 5, 2025: Tempur Sealy International has completed its acquisition of Mattress Firm and will change its name to Somnigroup International.|Reports the February 5, 2025 completion.
12|K|company-memo|A note to our store teams|We are still waiting for the court's decision, which we expect before the end of January 2025. Until the deal closes, nothing changes: keep selling every brand we carry, and refer press questions to corporate.|A memo with no later event.
""",
    ),
    Q(
        "l6-i95-philadelphia-reopen-2023",
        "Will I-95 in Philadelphia reopen to traffic at the site of the June 11, 2023 collapse by June 30, 2023?",
        "Resolves YES if I-95 reopens to traffic in both directions at the Cottman Avenue collapse site in Northeast Philadelphia on or before June 30, 2023, on temporary or permanent lanes. Resolves NO otherwise.",
        "2023-06-16",
        "2023-06-30",
        1,
        "infrastructure",
        """
3|K|local-news|Shapiro: temporary lanes could open in about two weeks|Gov. Josh Shapiro said Wednesday that crews filling the gap with lightweight recycled glass aggregate could have three lanes open each way within about two weeks, possibly by the end of June, while a permanent bridge is built alongside.|A forecast of a future reopening.
1|L|local-news|I-95 reopens in Northeast Philadelphia, 12 days after collapse|Traffic was moving again on I-95 at Cottman Avenue on June 23, 2023, days ahead of the governor's estimate, after crews worked around the clock to fill the collapsed section and pave six temporary lanes.|Reports the June 23, 2023 reopening.
4|K|transit-agency-notice|SEPTA adds Trenton Line and bus service|During the I-95 closure, SEPTA is adding trains and extra parking on the Trenton Line. The added service is scheduled to run through June 30, 2023.|A future end date for added service.
2|L|traffic-status-page|511PA: I-95 at Cottman Ave|Event cleared. I-95 northbound and southbound: all temporary lanes OPEN. Last updated 06/23/2023, June 23, 2023 at 8:15 PM.|A traffic status reporting the June 23, 2023 reopening.
5|K|explainer|How a highway gets rebuilt in days|Engineers are filling the gap with lightweight aggregate made from recycled glass, which can be compacted quickly and paved over. The same material was used for other emergency fills.|An explanation with no later date.
""",
    ),
]
