# ruff: noqa: E501 (the texts are data, wrapped by hand)
"""The texts of the leak set's `wire` part, questions 31-47 (see `_wire_texts.py`)."""

from __future__ import annotations

from _part_builder import Q

PART_THREE = [
    Q(
        "lw-iphone-usbc-2023",
        "Will Apple announce an iPhone with a USB-C port by September 30, 2023?",
        "Resolves YES if Apple officially announces an iPhone model with a USB-C connector on or "
        "before September 30, 2023. Resolves NO otherwise.",
        "2023-08-29",
        "2023-09-30",
        1,
        "product_launches",
        [
            (
                4,
                "L",
                "press-release",
                "Apple debuts iPhone 15 and iPhone 15 Plus",
                "CUPERTINO, CALIFORNIA September 12, 2023 - Apple today debuted iPhone 15 and iPhone "
                "15 Plus, featuring the Dynamic Island, a 48MP Main camera, and USB-C.",
                "A release dated September 12, 2023 announcing the phones.",
            ),
            (
                2,
                "L",
                "wire-brief",
                "Apple sends invites for 'Wonderlust' event",
                "CUPERTINO, Aug 29, 2023 (Wire) - Apple sent invitations for a September 12 event "
                "titled 'Wonderlust', where it is expected to unveil new iPhones.",
                "Reports invitations sent on the cutoff day.",
            ),
            (
                15,
                "K",
                "preview",
                "Lightning's last year",
                "Apple is widely expected to drop its Lightning connector this fall, since an EU rule "
                "adopted in 2022 requires USB-C on phones sold there from December 28, 2024.",
                "An expectation and a future legal deadline.",
            ),
            (
                20,
                "K",
                "base-rate",
                "When Apple holds its iPhone event",
                "Apple has held its iPhone event in the second week of September in most recent "
                "years; invitations usually go out about two weeks earlier.",
                "A pattern from earlier years.",
            ),
            (
                3,
                "K",
                "social-post-forward",
                "Post by @leakwatch_",
                "Hearing the event is September 12, 2023 - invites should drop in the next few days. "
                "USB-C all but confirmed by the supply chain.",
                "A rumour about a future event.",
            ),
        ],
    ),
    Q(
        "lw-threads-launch-2023",
        "Will Meta launch its text-based Twitter rival to the public by July 31, 2023?",
        "Resolves YES if Meta makes its text-based app (reported as Threads) publicly available in "
        "the US app stores on or before July 31, 2023. Resolves NO otherwise.",
        "2023-06-25",
        "2023-07-31",
        1,
        "product_launches",
        [
            (
                3,
                "L",
                "social-post",
                "Post by @appwire",
                "Jul 10, 2023: Threads passes 100 million sign-ups five days after launch, the "
                "fastest any app has got there.",
                "A post dated July 10, 2023 reporting the launch and sign-ups.",
            ),
            (
                9,
                "L",
                "wiki-as-of",
                "Threads (social network)",
                "Threads is an online social media service operated by Meta Platforms. It launched "
                "on 5 July 2023 on iOS and Android in more than 100 countries, but not in the "
                "European Union.",
                "An article reporting the launch of 5 July 2023.",
            ),
            (
                12,
                "K",
                "preview",
                "Meta's Twitter rival is coming",
                "Meta's chief product officer told employees at a meeting on June 8, 2023 that the "
                "app is coming soon, and people who have seen it say it could launch this summer.",
                "An earlier statement about a future launch.",
            ),
            (
                4,
                "K",
                "conditional",
                "Followers could carry over",
                "If the app launches in July 2023 as reported, Instagram users would be able to carry "
                "over their followers and user names.",
                "A conditional.",
            ),
            (
                20,
                "K",
                "analysis-before",
                "Rivals gain after each outage",
                "Twitter has cut about 80% of its staff since October 2022, and rivals such as "
                "Mastodon and Bluesky gained users after each outage.",
                "Earlier facts only.",
            ),
        ],
    ),
    Q(
        "lw-odysseus-landing-2024",
        "Will a private US spacecraft soft-land on the Moon by February 29, 2024?",
        "Resolves YES if a commercially built US lander lands on the lunar surface and "
        "communicates afterwards on or before February 29, 2024. Resolves NO otherwise.",
        "2024-02-08",
        "2024-02-29",
        1,
        "space",
        [
            (
                2,
                "L",
                "wire-brief",
                "Odysseus lands near lunar south pole",
                "HOUSTON, Feb 22, 2024 (Wire) - Intuitive Machines' Odysseus touched down near the "
                "Moon's south pole, the first US landing since Apollo 17 in 1972; the company later "
                "said the lander came to rest on its side.",
                "A dateline of February 22, 2024 over the landing.",
            ),
            (
                5,
                "L",
                "live-blog",
                "Live: IM-1 launch",
                "Feb 15, 2024, 1:05 a.m. EST - Liftoff! Falcon 9 carries IM-1 from pad 39A. 1:53 "
                "a.m. - Odysseus has separated; the lander is healthy and talking to the ground.",
                "A live-blog entry of February 15, 2024 reporting the launch.",
            ),
            (
                3,
                "K",
                "regulator-notice",
                "NASA sets coverage for IM-1",
                "Launch is targeted for no earlier than 12:57 a.m. EST Wednesday, Feb. 14, 2024, from "
                "Launch Complex 39A; if the launch goes as planned, the landing attempt is targeted "
                "for Feb. 22, 2024.",
                "An agency notice of a planned launch and landing.",
            ),
            (
                14,
                "K",
                "analysis-before",
                "Peregrine burns up",
                "Astrobotic's Peregrine, launched on January 8, 2024, suffered a propellant leak "
                "hours later and burned up in Earth's atmosphere on January 18, 2024.",
                "An earlier mission.",
            ),
            (
                20,
                "K",
                "base-rate",
                "Private landers so far",
                "Of the private lunar landers flown so far, Israel's Beresheet crashed in April 2019, "
                "ispace's Hakuto-R crashed in April 2023 and Peregrine never reached the Moon.",
                "Earlier missions only.",
            ),
        ],
    ),
    Q(
        "lw-2023-warmest-year",
        "Will Copernicus declare 2023 the warmest calendar year on record by January 31, 2024?",
        "Resolves YES if the Copernicus Climate Change Service's annual report, expected in "
        "January 2024, names 2023 the warmest year in its ERA5 record.",
        "2023-12-28",
        "2024-01-31",
        1,
        "climate",
        [
            (
                3,
                "L",
                "press-release",
                "Global Climate Highlights 2023",
                "9 January 2024 - Copernicus: 2023 is the hottest year on record, with global "
                "temperatures close to the 1.5C limit. The global average was 14.98C, 0.17C higher "
                "than the previous record of 2016.",
                "A release dated 9 January 2024 with the finding.",
            ),
            (
                5,
                "L",
                "wire-brief",
                "US agencies agree: 2023 the warmest",
                "NEW YORK, Jan 12, 2024 (Wire) - NASA and NOAA also ranked 2023 the warmest year "
                "since records began in 1850, with NOAA's data showing 1.18C above the 20th-century "
                "average.",
                "A dateline of January 12, 2024 over the agencies' findings.",
            ),
            (
                8,
                "K",
                "schedule",
                "Annual climate reports",
                "C3S will publish its Global Climate Highlights 2023 on 9 January 2024; NASA and NOAA "
                "release their annual assessments on 12 January 2024.",
                "Scheduled releases.",
            ),
            (
                20,
                "K",
                "analysis-before",
                "Sixth record month in a row",
                "ERA5 data released on 6 December 2023 showed November was the sixth record-warm "
                "month in a row and that 2023 was already virtually certain to be the warmest year.",
                "An earlier release with an expectation.",
            ),
            (
                2,
                "K",
                "conditional",
                "Even a cold December would not change it",
                "Even if December 2023 came in well below average, 2023 would still rank above 2016, "
                "according to the service.",
                "A conditional.",
            ),
        ],
    ),
    Q(
        "lw-nz-2023-national",
        "Will the National Party win the most seats in the New Zealand general election of "
        "October 14, 2023?",
        "Resolves YES if National wins more seats than any other party in the election held on "
        "14 October 2023, according to the preliminary count.",
        "2023-09-30",
        "2023-10-14",
        1,
        "elections",
        [
            (
                3,
                "L",
                "live-blog",
                "Live: New Zealand election night",
                "11:05 pm, 14 October 2023 - Chris Hipkins has conceded. With the preliminary count "
                "complete, National has 39% of the vote and 50 seats; Labour is on 27%.",
                "A live-blog entry of 14 October 2023 reporting the result.",
            ),
            (
                9,
                "L",
                "wiki-as-of",
                "Prime Minister of New Zealand",
                "As of 27 November 2023, Christopher Luxon is Prime Minister of New Zealand, leading "
                "a coalition of National, ACT and New Zealand First.",
                "An article as of 27 November 2023 reporting the new government.",
            ),
            (
                5,
                "K",
                "schedule",
                "Key election dates",
                "Advance voting opens on 2 October 2023. Election day is Saturday 14 October 2023; "
                "the official results will be declared on 3 November 2023.",
                "A schedule.",
            ),
            (
                2,
                "K",
                "preview",
                "National leads the polls",
                "Polls published this month put National about ten points ahead of Labour, though it "
                "would need ACT, and possibly New Zealand First, to govern after 14 October 2023.",
                "A preview.",
            ),
            (
                15,
                "K",
                "base-rate",
                "Largest party and government",
                "Since MMP was introduced in 1996, the party with the most seats has led the "
                "government after every election except 2017, when Labour formed a government after "
                "finishing second.",
                "Earlier elections only.",
            ),
        ],
    ),
    Q(
        "lw-canada-2025-liberals",
        "Will the Liberal Party win the most seats in the Canadian federal election of April 28, "
        "2025?",
        "Resolves YES if the Liberals win more House of Commons seats than any other party in the "
        "election held on April 28, 2025, per Elections Canada's validated results.",
        "2025-04-14",
        "2025-04-28",
        1,
        "elections",
        [
            (
                2,
                "L",
                "wire-brief",
                "Carney's Liberals win fourth term",
                "OTTAWA, April 28, 2025 (Wire) - Mark Carney's Liberals won a fourth straight term "
                "but fell short of a majority, as Conservative leader Pierre Poilievre lost the "
                "Carleton seat he had held for two decades.",
                "A dateline of April 28, 2025 over the result.",
            ),
            (
                5,
                "L",
                "social-post",
                "Post by @cdnvotes",
                "Apr 22, 2025: Elections Canada says a record 7.3 million people voted at advance "
                "polls over the Easter weekend.",
                "A post reporting advance-poll turnout, after the cutoff.",
            ),
            (
                10,
                "K",
                "schedule",
                "When and how to vote",
                "Advance polls: April 18, 19, 20 and 21, 2025. Election day: Monday, April 28, 2025. "
                "Polls close at 9:30 p.m. Eastern in most of Ontario and Quebec.",
                "A schedule.",
            ),
            (
                3,
                "K",
                "preview",
                "From 20 points down to ahead",
                "The Liberals, who trailed by more than 20 points in January, now lead most polls "
                "after Carney replaced Justin Trudeau on March 14, 2025; the English-language debate "
                "is on April 17, 2025.",
                "Earlier events and a scheduled debate.",
            ),
            (
                7,
                "K",
                "conditional",
                "If no one wins a majority",
                "If no party reaches 172 seats on April 28, 2025, the incumbent prime minister would "
                "stay in office and would have to show he can command the confidence of the House.",
                "A conditional.",
            ),
        ],
    ),
    Q(
        "lw-germany-2025-cdu",
        "Will CDU/CSU win the most second votes in the German federal election of February 23, "
        "2025?",
        "Resolves YES if the CDU/CSU list vote share is the largest in the preliminary official "
        "result of the Bundestag election of 23 February 2025.",
        "2025-02-09",
        "2025-02-23",
        1,
        "elections",
        [
            (
                2,
                "L",
                "result-table",
                "Bundestag election 2025: preliminary result",
                "Bundestag election, 23 February 2025 - preliminary result (second votes): CDU/CSU "
                "28.5%, AfD 20.8%, SPD 16.4%, Greens 11.6%, Die Linke 8.8%, BSW 4.97%, FDP 4.3%.",
                "A results table dated 23 February 2025.",
            ),
            (
                8,
                "L",
                "wiki-as-of",
                "Chancellor of Germany",
                "As of 6 May 2025, Friedrich Merz is Chancellor of Germany, elected by the Bundestag "
                "in a second round of voting after falling short in the first.",
                "An article as of 6 May 2025 reporting the chancellor vote.",
            ),
            (
                4,
                "K",
                "schedule",
                "Election timetable",
                "Postal voting under way. TV debate between Olaf Scholz and Friedrich Merz: 9 "
                "February 2025. Polls open 8:00-18:00 on 23 February 2025; exit polls at 18:00.",
                "A schedule.",
            ),
            (
                6,
                "K",
                "analysis-before",
                "Migration votes shake the campaign",
                "The Bundestag rejected the CDU's migration bill on 31 January 2025, two days after "
                "a non-binding motion passed with AfD votes on 29 January 2025, prompting protests.",
                "Earlier events only.",
            ),
            (
                15,
                "K",
                "base-rate",
                "Who usually comes first",
                "The CDU/CSU has won the most second votes in 16 of the 20 federal elections since "
                "1949; the SPD came first in 1972, 1998, 2002 and 2021.",
                "Earlier elections only.",
            ),
        ],
    ),
    Q(
        "lw-spain-2023-pp-vox",
        "Will the PP and Vox together win an absolute majority in the Spanish general election of "
        "July 23, 2023?",
        "Resolves YES if the Partido Popular and Vox together win at least 176 of the 350 "
        "Congress seats in the election of 23 July 2023. Resolves NO otherwise.",
        "2023-07-09",
        "2023-07-23",
        0,
        "elections",
        [
            (
                3,
                "L",
                "wire-brief",
                "PP first, but no majority for the right",
                "MADRID, July 23, 2023 (Wire) - The Popular Party won the most seats, 136, but fell "
                "well short of a majority even with Vox's 33, leaving Pedro Sanchez a possible path "
                "to stay in power.",
                "A dateline of July 23, 2023 over the result.",
            ),
            (
                7,
                "L",
                "correction-appended",
                "Spain's election: the seat count",
                "Correction, 28 July 2023: An earlier version of this article gave the PP's final "
                "seat count as 136. After the overseas ballots were counted, the party won 137 seats, "
                "taking one from the Socialists in Madrid.",
                "A correction dated 28 July 2023 reporting the final count.",
            ),
            (
                5,
                "K",
                "preview",
                "Right within reach of 176",
                "Polls in early July 2023 suggest the PP and Vox could reach the 176 seats needed for "
                "a majority on 23 July, in the first summer general election in Spain's democratic "
                "history.",
                "A preview.",
            ),
            (
                10,
                "K",
                "schedule",
                "Electoral calendar",
                "Campaign: 7-21 July 2023. Reflection day: 22 July. Voting: 23 July 2023, "
                "09:00-20:00. The new Congress convenes on 17 August 2023.",
                "A schedule.",
            ),
            (
                30,
                "K",
                "analysis-before",
                "Sanchez calls snap vote",
                "Sanchez called the snap election on 29 May 2023, a day after his Socialists lost "
                "ground in regional and municipal elections.",
                "Earlier events only.",
            ),
        ],
    ),
    Q(
        "lw-srilanka-2024-akd",
        "Will Anura Kumara Dissanayake win the Sri Lankan presidential election of September 21, "
        "2024?",
        "Resolves YES if the Election Commission declares Dissanayake elected president following "
        "the vote of 21 September 2024. Resolves NO otherwise.",
        "2024-09-07",
        "2024-09-22",
        1,
        "elections",
        [
            (
                2,
                "L",
                "wire-brief",
                "Dissanayake wins Sri Lanka presidency",
                "COLOMBO, Sept 22, 2024 (Wire) - Anura Kumara Dissanayake was declared the winner of "
                "Sri Lanka's presidential election after the first count of second preferences in the "
                "country's history.",
                "A dateline of September 22, 2024 over the declared result.",
            ),
            (
                6,
                "L",
                "wiki-as-of",
                "President of Sri Lanka",
                "As of 23 September 2024, the President of Sri Lanka is Anura Kumara Dissanayake, who "
                "took the oath of office in Colombo that day.",
                "An article as of 23 September 2024 reporting the new president.",
            ),
            (
                4,
                "K",
                "preview",
                "A three-way race",
                "Polls show a three-way race between Dissanayake, opposition leader Sajith Premadasa "
                "and President Ranil Wickremesinghe; if no one wins 50% on 21 September 2024, second "
                "preferences are counted.",
                "A preview with a conditional.",
            ),
            (
                9,
                "K",
                "schedule",
                "Polling timetable",
                "Postal voting: 4, 5 and 6 September 2024, with 11 September 2024 for those who "
                "missed it. Polling day: 21 September 2024, 7 a.m. to 4 p.m.",
                "A schedule.",
            ),
            (
                20,
                "K",
                "base-rate",
                "Second preferences never needed",
                "No Sri Lankan presidential election since the first in 1982 has needed a count of "
                "second preferences.",
                "Earlier elections only.",
            ),
        ],
    ),
    Q(
        "lw-wga-strike-end-2023",
        "Will the Writers Guild of America end its strike by September 30, 2023?",
        "Resolves YES if the WGA's leadership lifts the strike order on or before 30 September "
        "2023. Resolves NO otherwise.",
        "2023-09-12",
        "2023-09-30",
        1,
        "strikes",
        [
            (
                3,
                "L",
                "press-release",
                "Message from the WGA negotiating committee",
                "September 24, 2023: We have reached a tentative agreement with the AMPTP. Picketing "
                "is suspended effective immediately; the strike remains in place until the board "
                "votes.",
                "A union message dated September 24, 2023 reporting the deal.",
            ),
            (
                6,
                "L",
                "wire-brief",
                "Writers go back to work",
                "LOS ANGELES, Sept. 27, 2023 (Wire) - Hollywood writers returned to work at 12:01 "
                "a.m. after the guild's board voted to end the 148-day strike; members will vote on "
                "ratification through October 9.",
                "A dateline of September 27, 2023 over the end of the strike.",
            ),
            (
                12,
                "K",
                "analysis-before",
                "Talks break off again",
                "Talks between the guild and the studios resumed on August 11, 2023 and broke off "
                "again on August 22, 2023 after the studios published their offer.",
                "Earlier events only.",
            ),
            (
                2,
                "K",
                "conditional",
                "Back before October?",
                "If the guild reaches a deal this month, writers could be back at work before "
                "September 30, 2023, though actors remain on strike.",
                "A conditional.",
            ),
            (
                20,
                "K",
                "base-rate",
                "How long WGA strikes last",
                "The WGA's 2007-08 strike lasted 100 days, and its longest, in 1988, lasted 153 days.",
                "Earlier strikes only.",
            ),
        ],
    ),
    Q(
        "lw-us-shutdown-2023-10",
        "Will a US federal government shutdown begin on October 1, 2023?",
        "Resolves YES if a lapse in appropriations causes a shutdown of federal agencies "
        "beginning October 1, 2023. Resolves NO if a funding bill is enacted before then.",
        "2023-09-16",
        "2023-10-01",
        0,
        "legislation",
        [
            (
                2,
                "L",
                "wire-brief",
                "Congress averts shutdown at the last minute",
                "WASHINGTON, Sept 30, 2023 (Wire) - Congress passed a 45-day stopgap bill hours "
                "before the deadline, 335-91 in the House and 88-9 in the Senate, and President Biden "
                "signed it before midnight.",
                "A dateline of September 30, 2023 over the bill's passage.",
            ),
            (
                5,
                "L",
                "wiki-as-of",
                "Appropriations for fiscal year 2024",
                "As of 1 October 2023, federal agencies are funded through 17 November 2023 under "
                "the continuing resolution signed the previous night.",
                "An article as of 1 October 2023 reporting the enacted bill.",
            ),
            (
                8,
                "K",
                "schedule",
                "The shutdown calendar",
                "Fiscal year 2024 begins on October 1, 2023. The House is scheduled to be in session "
                "September 19-22 and September 26-29, 2023.",
                "A schedule.",
            ),
            (
                20,
                "K",
                "analysis-before",
                "Caps set in June",
                "The debt-ceiling deal signed on June 3, 2023 capped spending, but House "
                "conservatives have demanded deeper cuts.",
                "Earlier events only.",
            ),
            (
                4,
                "K",
                "criteria",
                "How this question resolves",
                "A stopgap bill signed before 12:01 a.m. ET on October 1, 2023 means NO; a shutdown "
                "that begins at that time and ends the same day still counts as YES.",
                "Resolution criteria.",
            ),
        ],
    ),
    Q(
        "lw-us-shutdown-2025-10",
        "Will a US federal government shutdown begin on October 1, 2025?",
        "Resolves YES if a lapse in appropriations causes a shutdown beginning at 12:01 a.m. ET on "
        "October 1, 2025. Resolves NO otherwise.",
        "2025-09-17",
        "2025-10-01",
        1,
        "legislation",
        [
            (
                3,
                "L",
                "wire-brief",
                "Government shuts down",
                "WASHINGTON, Oct. 1, 2025 (Wire) - The federal government shut down for the first "
                "time in nearly seven years after the Senate failed to advance rival funding bills.",
                "A dateline of October 1, 2025 over the shutdown.",
            ),
            (
                9,
                "L",
                "wiki-as-of",
                "2025 United States federal government shutdown",
                "The shutdown, from 1 October to 12 November 2025, was the longest in US history, at "
                "43 days.",
                "An article reporting the shutdown's whole span.",
            ),
            (
                2,
                "L",
                "social-post",
                "Post by @hillnotes",
                "Sep 19, 2025: House passes a clean CR to Nov. 21, 217-212. Senate next; Democrats "
                "say no.",
                "A post reporting a House vote after the cutoff.",
            ),
            (
                5,
                "K",
                "criteria",
                "Resolution",
                "Resolves YES if agencies begin shutdown procedures at 12:01 a.m. ET on October 1, "
                "2025 because funding has lapsed; a continuing resolution enacted before then "
                "resolves NO.",
                "Resolution criteria.",
            ),
            (
                1,
                "K",
                "conditional",
                "What happens at midnight",
                "If no bill is signed by September 30, 2025, the Office of Management and Budget "
                "would order agencies to begin orderly shutdown procedures.",
                "A conditional.",
            ),
        ],
    ),
    Q(
        "lw-mccarthy-speaker-2023",
        "Will Kevin McCarthy be Speaker of the House on October 31, 2023?",
        "Resolves YES if McCarthy holds the office of Speaker on 31 October 2023. Resolves NO if "
        "he has resigned or been removed.",
        "2023-09-25",
        "2023-10-31",
        0,
        "legislation",
        [
            (
                2,
                "L",
                "wire-brief",
                "McCarthy ousted as Speaker",
                "WASHINGTON, Oct 3, 2023 (Wire) - The House voted 216-210 to remove Kevin McCarthy "
                "as Speaker, the first time the chamber has ousted its leader.",
                "A dateline of October 3, 2023 over the vote.",
            ),
            (
                6,
                "L",
                "live-blog",
                "Live: House votes for Speaker",
                "Oct. 25, 2023, 1:45 p.m. - Mike Johnson of Louisiana is elected Speaker with 220 "
                "votes on the first ballot, ending three weeks without a Speaker.",
                "A live-blog entry of October 25, 2023 reporting the election.",
            ),
            (
                20,
                "K",
                "analysis-before",
                "The one-member motion",
                "Under the rules adopted on January 9, 2023, any single member can force a vote on a "
                "motion to vacate the chair, a concession McCarthy made to win the job after 15 "
                "ballots.",
                "Earlier events only.",
            ),
            (
                4,
                "K",
                "conditional",
                "If Gaetz files",
                "Should Matt Gaetz file a privileged motion to vacate, the House would have to vote "
                "within two legislative days; McCarthy dared his critics on September 14, 2023 to "
                "file it.",
                "A conditional and an earlier statement.",
            ),
            (
                10,
                "K",
                "base-rate",
                "Motions to vacate",
                "Only one motion to vacate had ever reached a floor vote, against Speaker Joseph "
                "Cannon in 1910, and it failed.",
                "Earlier history only.",
            ),
        ],
    ),
    Q(
        "lw-finland-nato-2023",
        "Will Finland become a member of NATO by April 30, 2023?",
        "Resolves YES if Finland deposits its instrument of accession with the United States, "
        "making it a NATO member, on or before 30 April 2023.",
        "2023-03-21",
        "2023-04-30",
        1,
        "geopolitics",
        [
            (
                3,
                "L",
                "wire-brief",
                "Finland joins NATO",
                "BRUSSELS, April 4, 2023 (Wire) - Finland became NATO's 31st member as its foreign "
                "minister handed the accession documents to US Secretary of State Antony Blinken, and "
                "the Finnish flag was raised at alliance headquarters.",
                "A dateline of April 4, 2023 over the accession.",
            ),
            (
                6,
                "L",
                "wire-brief",
                "Turkey ratifies Finland's bid",
                "ANKARA, March 30, 2023 (Wire) - Turkey's parliament unanimously ratified Finland's "
                "membership, the last of the 30 allies to approve it.",
                "A dateline of March 30, 2023 over the ratification.",
            ),
            (
                2,
                "K",
                "preview",
                "Erdogan clears the way",
                "President Recep Tayyip Erdogan said on March 17, 2023 that he would send Finland's "
                "bid to parliament, which could vote before it breaks for the May 14, 2023 "
                "elections.",
                "An earlier statement and a possible vote.",
            ),
            (
                1,
                "K",
                "analysis-before",
                "28 of 30 have ratified",
                "Finland and Sweden applied together on May 18, 2022; 28 allies have ratified both "
                "bids, and Hungary's parliament plans to vote on Finland on 27 March 2023.",
                "Earlier events and a planned vote.",
            ),
            (
                8,
                "K",
                "criteria",
                "When membership begins",
                "Resolves YES on the date Finland's instrument of accession is deposited in "
                "Washington, which may happen immediately after the last ratification.",
                "Resolution criteria.",
            ),
        ],
    ),
    Q(
        "lw-cisco-splunk-close-2024",
        "Will Cisco complete its acquisition of Splunk by March 31, 2024?",
        "Resolves YES if Cisco announces that its acquisition of Splunk has closed on or before "
        "March 31, 2024. Resolves NO otherwise.",
        "2024-03-04",
        "2024-03-31",
        1,
        "company_deals",
        [
            (
                2,
                "L",
                "press-release",
                "Cisco completes acquisition of Splunk",
                "SAN JOSE, Calif., March 18, 2024 - Cisco today announced it has completed the "
                "acquisition of Splunk, the cybersecurity and observability company, for $157 per "
                "share in cash.",
                "A release dated March 18, 2024 reporting the close.",
            ),
            (
                5,
                "L",
                "wiki-as-of",
                "Splunk",
                "Splunk Inc. was an American software company; since 18 March 2024 it has been a "
                "subsidiary of Cisco Systems, and its shares no longer trade on Nasdaq.",
                "An article reporting the close as of 18 March 2024.",
            ),
            (
                10,
                "K",
                "past-and-schedule",
                "EU clears Cisco-Splunk",
                "The European Commission approved the deal without conditions on March 1, 2024, and "
                "Cisco said it still expects to close in the quarter ending April 27, 2024.",
                "An approval before the cutoff and an expected close.",
            ),
            (
                25,
                "K",
                "analysis-before",
                "A $28 billion bet",
                "Cisco agreed on September 21, 2023 to buy Splunk for about $28 billion, its largest "
                "acquisition.",
                "An earlier event.",
            ),
            (
                3,
                "K",
                "criteria",
                "How this question resolves",
                "Resolves YES on Cisco's announcement that the deal has closed. A termination before "
                "March 31, 2024 resolves NO immediately.",
                "Resolution criteria.",
            ),
        ],
    ),
    Q(
        "lw-nobel-peace-2023-mohammadi",
        "Will Narges Mohammadi be awarded the 2023 Nobel Peace Prize?",
        "Resolves YES if the Norwegian Nobel Committee names Mohammadi as a 2023 laureate at its "
        "announcement on October 6, 2023. Resolves NO otherwise.",
        "2023-09-22",
        "2023-10-06",
        1,
        "awards",
        [
            (
                3,
                "L",
                "press-release",
                "Announcement: The Nobel Peace Prize 2023",
                "Oslo, 6 October 2023 - The Norwegian Nobel Committee has decided to award the Nobel "
                "Peace Prize for 2023 to Narges Mohammadi for her fight against the oppression of "
                "women in Iran.",
                "An announcement dated 6 October 2023.",
            ),
            (
                6,
                "L",
                "social-post",
                "Post by @oslowire",
                "Oct 6, 2023: Peace prize to jailed Iranian activist Narges Mohammadi. Her family "
                "says she learned the news in Evin prison.",
                "A post dated October 6, 2023 reporting the award.",
            ),
            (
                4,
                "K",
                "schedule",
                "Nobel announcements 2023",
                "Physiology or medicine: 2 October 2023. Physics: 3 October. Chemistry: 4 October. "
                "Literature: 5 October. Peace: Friday 6 October 2023 at 11:00 CET. Economic "
                "sciences: 9 October 2023.",
                "A schedule of announcements.",
            ),
            (
                9,
                "K",
                "preview",
                "Who could win the peace prize",
                "Researchers who track the prize list Mohammadi, jailed in Tehran, among the "
                "favourites; the committee never publishes its shortlist, and nominations stay "
                "sealed for 50 years.",
                "A preview without dates after the cutoff.",
            ),
            (
                15,
                "K",
                "base-rate",
                "Imprisoned laureates",
                "The committee has given the prize to a prisoner before: Carl von Ossietzky in 1935, "
                "Liu Xiaobo in 2010 and Ales Bialiatski in 2022.",
                "Earlier awards only.",
            ),
        ],
    ),
    Q(
        "lw-grammys-2024-swift-aoty",
        "Will Taylor Swift win Album of the Year at the 66th Grammy Awards?",
        "Resolves YES if Midnights wins Album of the Year at the ceremony on February 4, 2024. "
        "Resolves NO otherwise.",
        "2024-01-21",
        "2024-02-04",
        1,
        "awards",
        [
            (
                2,
                "L",
                "live-blog",
                "Live: Grammys 2024",
                "Feb. 4, 2024, 11:25 p.m. ET - Album of the year goes to Taylor Swift for "
                "'Midnights', her record fourth win in the category. She used an earlier speech to "
                "announce a new album.",
                "A live-blog entry of February 4, 2024 reporting the award.",
            ),
            (
                5,
                "L",
                "result-table",
                "66th Grammy Awards: winners in the main categories",
                "66th Annual Grammy Awards, Crypto.com Arena, 4 February 2024. Album of the Year: "
                "Midnights, Taylor Swift. Record of the Year: Flowers, Miley Cyrus. Song of the Year: "
                "What Was I Made For?, Billie Eilish.",
                "A winners table dated 4 February 2024.",
            ),
            (
                12,
                "K",
                "schedule",
                "How to watch",
                "The 66th Grammy Awards air live on CBS on Sunday, February 4, 2024 at 8 p.m. ET from "
                "Crypto.com Arena in Los Angeles, hosted by Trevor Noah.",
                "A broadcast schedule.",
            ),
            (
                4,
                "K",
                "preview",
                "Album of the year nominees",
                "Swift's Midnights faces SZA's SOS, Olivia Rodrigo's Guts and five others; a win on "
                "February 4, 2024 would give her a record fourth album of the year.",
                "A preview with a conditional.",
            ),
            (
                20,
                "K",
                "history",
                "Swift at the Grammys",
                "Swift won album of the year for Fearless in 2010, 1989 in 2016 and Folklore in 2021.",
                "Earlier awards only.",
            ),
        ],
    ),
]
