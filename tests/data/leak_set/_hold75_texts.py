# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold75` part, read by `build_hold75.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part of tables, calendars and listings as search snippets render them (standings,
fixtures, release calendars, dockets, price and data tables, event listings with venues and
times); see `build_hold75.py` and the README section `hold75.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = []

QUESTIONS += [
    Q(
        "s7-minecraft-opening-2025",
        "Will A Minecraft Movie gross more than $100 million at the domestic box office in its opening weekend of April 4-6, 2025?",
        "Resolves YES if the domestic (US and Canada) three-day opening gross of A Minecraft Movie for April 4-6, 2025, as reported in the studio's Monday actuals, exceeds $100 million. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-07",
        1,
        "entertainment",
        """
12|K|release-calendar|April 2025 movie release calendar: every wide release|Fri Apr 4 · A Minecraft Movie (Warner Bros.) · PG · wide, IMAX and 3D ... Fri Apr 11 · The Amateur (20th Century) · Drop (Universal) ... Fri Apr 18 · Sinners (Warner Bros.) · Fri Apr 25 · Until Dawn (Sony). Dates subject to change.|A calendar of scheduled releases; nothing is reported as having happened.
6|K|tracking-table|Long-range box office tracking: early April openers|Title / Opens / 3-day range ... A Minecraft Movie / Apr. 4, 2025 / $55M-$75M ... The Amateur / Apr. 11 / $10M-$15M ... Drop / Apr. 11 / $6M-$9M. Tracking as of March 13.|Forecast ranges for an opening that has not happened.
3|L|box-office-chart|Weekend box office, April 4-6, 2025 (studio estimates)|1. A Minecraft Movie · $157.0M · new · 4,263 theaters · 2. A Working Man · $7.4M · wk 2 · 3. Snow White · $6.0M · wk 3 · 4. The Chosen: Last Supper · $3.6M. Actuals Monday.|The chart for the April 4-6, 2025 weekend reports the opening gross.
9|K|showtimes-listing|A Minecraft Movie showtimes and tickets · AMC Lincoln Square 13|Thu, Apr 3 · early shows from 4:00pm · Fri, Apr 4 · 10:15am 1:00pm 3:45pm 7:00pm IMAX 3D 9:50pm · Sat, Apr 5 · 9:30am ... Runtime 1 hr 41 min · PG. Tickets on sale now.|Lists screenings scheduled after the cutoff and a ticket sale that is current.
1|L|records-table|Biggest video game adaptation openings, domestic|Rank · Title · Opening · Date ... 1 · A Minecraft Movie · $162.8M · Apr 4, 2025 · 2 · The Super Mario Bros. Movie · $146.4M · Apr 7, 2023 (3-day) · 3 · Five Nights at Freddy's · $80.0M · Oct 27, 2023 · 4 · Sonic the Hedgehog 2 · $72.1M · Apr 8, 2022.|The records table lists the April 4, 2025 opening as an achieved figure.
5|K|studio-slate-table|Warner Bros. 2025 slate: dates and budgets|Mickey 17 · March 7, 2025 · opened to $19.1M ... A Minecraft Movie · April 4, 2025 · reported budget $150M ... Sinners · April 18, 2025 ... Final Destination Bloodlines · May 16, 2025 ... Superman · July 11, 2025.|One opening before the cutoff and release dates after it; no later result.
""",
    ),
    Q(
        "s7-zootopia2-thanksgiving-2025",
        "Will Zootopia 2 gross more than $125 million domestically over its five-day Thanksgiving opening of November 26-30, 2025?",
        "Resolves YES if Disney's reported domestic (US and Canada) gross for Zootopia 2 for Wednesday, November 26 through Sunday, November 30, 2025 exceeds $125 million. Resolves NO otherwise.",
        "2025-11-10",
        "2025-12-01",
        1,
        "entertainment",
        """
20|K|release-calendar|Thanksgiving 2025 at the movies: what opens when|Fri Nov 21 · Wicked: For Good (Universal) · PG ... Wed Nov 26 · Zootopia 2 (Disney) · PG · 3D, IMAX, Dolby ... Wed Nov 26 · Eternity (A24), limited. Holiday frame: Nov. 26-30.|Scheduled releases only.
8|K|tracking-table|Thanksgiving tracking: five-day projections|Zootopia 2 · opens 11/26 · 5-day $110M-$135M ... Wicked: For Good · second frame · 5-day $85M-$100M ... Eternity · n/a. Industry tracking, Nov. 1.|Projections for a holiday weekend still to come.
2|L|box-office-chart|Domestic box office, Wed Nov 26 - Sun Nov 30, 2025|Zootopia 2 · $156.0M (5-day) · $96.8M Fri-Sun · 3,850 locations · Wicked: For Good · $91.0M (5-day) · Eternity · $2.1M. Zootopia 2 global launch: $556M, the best ever for an animated film.|The chart for November 26-30, 2025 reports the opening grosses.
5|L|international-chart|China box office, weekend of Nov 26-30, 2025: Hollywood titles|1 · Zootopia 2 (Disney) · ¥1.9bn (about $272M) opening, the biggest ever for a Hollywood animation in China · 2 · Now You See Me: Now You Don't · ¥0.1bn ... Presales had already passed ¥300M before opening day.|A chart for the November 26-30, 2025 weekend reports the China opening.
13|K|showtimes-listing|Zootopia 2 (2025) tickets · Regal Union Square|Previews Tue, Nov 25 from 3:00pm · Wed, Nov 26: 10:30am 1:15pm 4:00pm 6:45pm 9:30pm · RealD 3D and 4DX ... Runtime 1 hr 48 min.|Screenings listed for dates after the cutoff; none reported.
26|K|data-table|Disney and Pixar animated openings, 2016-2025|Zootopia · Mar 4, 2016 · $75.1M ... Inside Out 2 · Jun 14, 2024 · $154.2M ... Moana 2 · Nov 27, 2024 · $139.8M (3-day) / $225.0M (5-day) ... Elio · Jun 20, 2025 · $20.8M.|Control: only openings before the cutoff.
""",
    ),
    Q(
        "s7-wicked-for-good-opening-2025",
        "Will Wicked: For Good gross more than $120 million domestically in its opening weekend of November 21-23, 2025?",
        "Resolves YES if Universal's reported domestic (US and Canada) three-day opening gross for Wicked: For Good for November 21-23, 2025 exceeds $120 million. Resolves NO otherwise.",
        "2025-11-05",
        "2025-11-24",
        1,
        "entertainment",
        """
18|K|release-calendar|November 2025 release dates|Nov 7 · Predator: Badlands (20th Century) ... Nov 14 · Now You See Me: Now You Don't (Lionsgate) · The Running Man (Paramount) ... Nov 21 · Wicked: For Good (Universal) ... Nov 26 · Zootopia 2 (Disney) · Eternity (A24).|Release dates after the cutoff, listed as a schedule.
10|K|tracking-table|Box office preview: Wicked: For Good opening range|Opening weekend (Nov 21-23) ... low $115M · mid $135M · high $160M ... For comparison, Wicked opened to $112.5M on Nov 22, 2024.|A forecast range and an opening a year earlier.
1|L|box-office-chart|Weekend box office results: Nov. 21-23, 2025|1 · Wicked: For Good · $150.0M · 4,115 · new ... 2 · Now You See Me: Now You Don't · $8.0M · wk 2 ... 3 · Predator: Badlands · $7.2M · wk 3. Global opening for No. 1: $226M.|The chart for November 21-23, 2025 reports the opening gross.
7|L|records-list|Biggest November openings of all time (domestic)|1. The Hunger Games: Catching Fire · $158.1M · 2013 ... 2. Wicked: For Good · $150.0M · Nov. 21, 2025 ... 3. Frozen II · $130.3M · 2019 ... 4. Wicked · $112.5M · 2024.|The list includes the November 21, 2025 opening as a recorded figure.
4|K|presales-table|Top presales of 2025 on Fandango: where Wicked: For Good ranks|Tickets for the sequel have been on sale since late September and it sits among the year's top first-day presale titles with Superman and Jurassic World Rebirth. Opens Friday, Nov. 21; Thursday previews from 2 p.m.|Presales before the cutoff and a release scheduled after it.
14|K|event-listing|Wicked: For Good premieres and press dates|Mexico City, Sydney, London and Los Angeles premiere events are planned across the first three weeks of November, ahead of the U.S. release on Friday, November 21, 2025. Sing-along screenings: not announced.|Planned events and a scheduled release.
""",
    ),
    Q(
        "s7-f1-movie-opening-2025",
        "Will F1 (the Apple Original Films feature starring Brad Pitt) gross more than $45 million domestically in its opening weekend of June 27-29, 2025?",
        "Resolves YES if the reported domestic (US and Canada) three-day opening gross of F1 for June 27-29, 2025 exceeds $45 million. Resolves NO otherwise.",
        "2025-06-12",
        "2025-06-30",
        1,
        "entertainment",
        """
22|K|release-calendar|Summer 2025 release calendar: June|Jun 6 · Ballerina · Jun 13 · How to Train Your Dragon · Materialists ... Jun 20 · 28 Years Later · Elio ... Jun 27 · F1 (Apple Original Films / Warner Bros.) · M3GAN 2.0 ... Jul 2 · Jurassic World Rebirth.|Scheduled release dates only.
12|K|tracking-table|Opening weekend tracking: the June 27 frame|F1 · $40M-$50M · 3,500+ locations expected ... M3GAN 2.0 · $20M-$25M ... holdover: How to Train Your Dragon.|Projections for a weekend after the cutoff.
2|L|box-office-chart|Weekend box office: June 27-29, 2025|1 · F1 · $57.0M · new · 3,732 ... 2 · How to Train Your Dragon · $19.4M · wk 3 ... 3 · M3GAN 2.0 · $10.2M · new ... F1 worldwide start: $144M.|The chart for June 27-29, 2025 reports the opening gross.
6|K|showtimes-listing|F1 The Movie · IMAX fan screenings|IMAX early-access screenings Monday, June 23, 2025 at 7 p.m. local, select locations · Thursday previews June 26 from 3 p.m. · Opens everywhere Friday, June 27.|Screenings scheduled after the cutoff.
4|L|studio-comparison-table|Apple Original Films: theatrical openings|F1 · Jun 27, 2025 · $57.0M ... Killers of the Flower Moon · Oct 20, 2023 · $23.3M ... Napoleon · Nov 22, 2023 · $20.6M (3-day) ... Argylle · Feb 2, 2024 · $17.5M.|Lists the June 27, 2025 opening as a recorded figure.
""",
    ),
    Q(
        "s7-game-awards-2025-clair-obscur",
        "Will Clair Obscur: Expedition 33 win Game of the Year at The Game Awards on December 11, 2025?",
        "Resolves YES if Clair Obscur: Expedition 33 is announced as Game of the Year at The Game Awards 2025, held December 11, 2025. Resolves NO otherwise.",
        "2025-11-24",
        "2025-12-11",
        1,
        "awards",
        """
7|K|nominee-table|The Game Awards 2025 nominees: Game of the Year|Clair Obscur: Expedition 33 (Sandfall Interactive / Kepler) · Death Stranding 2: On the Beach (Kojima Productions / SIE) · Donkey Kong Bananza (Nintendo) · Hades II (Supergiant) · Hollow Knight: Silksong (Team Cherry) · Kingdom Come: Deliverance II (Warhorse / Deep Silver). Show: Thursday, December 11, 2025, Peacock Theater, Los Angeles.|A nominee list and a show scheduled after the cutoff.
3|K|event-listing|The Game Awards 2025: start times and streams|Thu Dec 11 · pre-show 4:30pm PT / 7:30pm ET · main show 5pm PT / 8pm ET · 1am GMT Fri Dec 12 ... Streams: YouTube, Twitch, X, Steam, TikTok, Amazon Prime Video.|Scheduled broadcast times.
1|L|winners-table|The Game Awards 2025: full winners list|Game of the Year · Clair Obscur: Expedition 33 ... Best Game Direction · Clair Obscur: Expedition 33 ... Best Narrative · Clair Obscur: Expedition 33 ... Best RPG · Clair Obscur: Expedition 33 ... Best Independent Game · Clair Obscur: Expedition 33. Winners announced December 11, 2025.|Reports the December 11, 2025 winners.
12|K|odds-board|Game of the Year 2025: betting odds|Clair Obscur: Expedition 33 4/9 · Hollow Knight: Silksong 4/1 · Death Stranding 2 8/1 · Hades II 10/1 · Kingdom Come: Deliverance II 16/1 · Donkey Kong Bananza 20/1. Nominees due Nov. 17.|Odds before nominations and the show.
5|L|records-table|Most wins in a single Game Awards show|Clair Obscur: Expedition 33 · 9 · Dec. 11, 2025 ... The Last of Us Part II · 7 · 2020 ... Baldur's Gate 3 · 6 · 2023 ... Elden Ring · 4 · 2022.|The records table reports the haul of December 11, 2025.
20|K|data-table|Game of the Year winners, 2018-2024|2024 · Astro Bot ... 2023 · Baldur's Gate 3 ... 2022 · Elden Ring ... 2021 · It Takes Two ... 2020 · The Last of Us Part II ... 2019 · Sekiro: Shadows Die Twice ... 2018 · God of War.|Control: only winners before the cutoff.
""",
    ),
    Q(
        "s7-scotus-mahmoud-2025",
        "Will the U.S. Supreme Court rule for the parents in Mahmoud v. Taylor (No. 24-297) by June 30, 2025?",
        "Resolves YES if, by June 30, 2025, the Supreme Court issues an opinion in Mahmoud v. Taylor that rules for the petitioner parents (reversing or vacating the Fourth Circuit's judgment). Resolves NO otherwise.",
        "2025-06-09",
        "2025-06-30",
        1,
        "courts",
        """
20|K|docket-listing|No. 24-297 · Mahmoud v. Taylor · docket|Sep 12 2024 Petition for a writ of certiorari filed ... Jan 17 2025 Petition GRANTED ... Mar 2025 Briefs of amici curiae filed ... Apr 22 2025 Argued. For petitioners: Eric S. Baxter, Washington, D.C.|Docket entries all dated before the cutoff.
6|K|court-calendar|Supreme Court opinion days, June 2025|The Court will announce opinions on Thursday, June 12 and Monday, June 16 at 10 a.m.; further days will be added. Argued and undecided include Mahmoud v. Taylor, Trump v. CASA, FCC v. Consumers' Research and Free Speech Coalition v. Paxton.|Opinion days after the cutoff and undecided cases.
1|L|opinions-table|Opinions of the Court · October Term 2024 (final day)|June 27, 2025 ... 24-297 · Mahmoud v. Taylor · Alito · 6-3 ... 24A884 · Trump v. CASA, Inc. · Barrett ... 24-354 · FCC v. Consumers' Research · Kagan ... 23-1122 · Free Speech Coalition v. Paxton · Thomas.|Lists the June 27, 2025 opinion with its author and vote.
3|L|docket-listing|Search · 24-297 · latest entries|Apr 22 2025 Argued ... Jun 27 2025 Judgment REVERSED and case REMANDED. Alito, J., delivered the opinion of the Court. Sotomayor, J., filed a dissenting opinion, in which Kagan and Jackson, JJ., joined.|A docket entry reports the judgment of June 27, 2025.
10|K|case-tracker-table|Religion cases pending this term|Mahmoud v. Taylor · opt-outs from LGBTQ-inclusive storybooks, Montgomery County, Md. · argued April 22 · decision expected by late June or early July 2025 ... Catholic Charities Bureau v. Wisconsin · argued March 31 · pending.|Expected decision timing; both cases shown as pending.
4|L|case-tracker-table|Term tracker: religion cases, decided and pending|Drummond (Oklahoma charter school) · decided May 22, 2025 · 4-4, affirmed ... Catholic Charities Bureau · decided June 5, 2025 · 9-0 ... Mahmoud v. Taylor · decided June 27, 2025 · 6-3 for the parents.|Reports the June 27, 2025 ruling alongside earlier ones.
""",
    ),
    Q(
        "s7-nhl-draft-2025-schaefer",
        "Will the New York Islanders select Matthew Schaefer first overall in the 2025 NHL Draft on June 27, 2025?",
        "Resolves YES if the first pick of the 2025 NHL Draft, made on June 27, 2025, is Matthew Schaefer and is made by the New York Islanders. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-27",
        1,
        "sports",
        """
28|K|draft-order|2025 NHL Draft order, first round (after the lottery)|1 · NY Islanders (won the draw from 10th) · 2 · San Jose · 3 · Chicago · 4 · Utah · 5 · Nashville · 6 · Philadelphia · 7 · Boston ... Round 1: Friday, June 27, 2025, 7 p.m. ET · Rounds 2-7: Saturday, June 28.|Order set by the May 5 lottery, before the cutoff; the draft is scheduled.
10|K|prospect-ranking|Final Central Scouting rankings: North American skaters|1 · Matthew Schaefer · D · Erie (OHL) ... 2 · Michael Misa · C · Saginaw (OHL) ... 3 · James Hagens · C · Boston College ... 4 · Porter Martone · RW · Brampton (OHL).|A ranking published before the cutoff.
2|L|draft-results-table|2025 NHL Draft: first-round results|June 27, 2025 · Peacock Theater, Los Angeles ... 1 · NY Islanders · Matthew Schaefer · D · Erie (OHL) ... 2 · San Jose · Michael Misa · C · Saginaw ... 3 · Chicago · Anton Frondell · C · Djurgården ... 4 · Utah · Caleb Desnoyers · C · Moncton.|The results table reports the picks of June 27, 2025.
5|K|tv-listing|2025 NHL Draft: how to watch|Round 1 · Fri. June 27 · 7 p.m. ET · ESPN, ESPN+, SN, TVA Sports ... Rounds 2-7 · Sat. June 28 · noon ET · NHL Network, ESPN+ ... Decentralized format: clubs announce picks from their home markets.|A broadcast schedule for dates after the cutoff.
1|L|mock-draft-updated|Mock draft 3.0: Islanders on the clock|1 · NYI · Matthew Schaefer ... 2 · SJ · Michael Misa ... 3 · CHI · James Hagens. Update, June 28, 2025: our top two matched the real board; the Islanders took Schaefer first overall Friday night.|The appended update reports the June 27, 2025 pick.
15|K|odds-board|Odds: first overall pick, 2025 NHL Draft|Matthew Schaefer -400 · Michael Misa +250 · James Hagens +2500 · Porter Martone +3000. Market closes before Round 1 on June 27, 2025.|Odds before the pick.
""",
    ),
    Q(
        "s7-ashes-perth-2025",
        "Will Australia win the first Test of the 2025-26 Ashes at Perth Stadium (scheduled November 21-25, 2025)?",
        "Resolves YES if Australia beats England in the first Test of the 2025-26 Ashes series at Perth Stadium, scheduled for November 21-25, 2025. Resolves NO on an England win, a draw or an abandonment.",
        "2025-11-10",
        "2025-11-25",
        1,
        "sports",
        """
25|K|fixture-list|The Ashes 2025-26: fixtures|1st Test · Nov 21-25 · Perth Stadium ... 2nd Test (day-night) · Dec 4-8 · The Gabba, Brisbane ... 3rd Test · Dec 17-21 · Adelaide Oval ... 4th Test · Dec 26-30 · MCG ... 5th Test · Jan 4-8, 2026 · SCG.|A fixture list of matches after the cutoff.
3|K|squad-list|Australia squad, first Test v England, Perth|Steve Smith to captain with Pat Cummins out (back) ... uncapped opener Jake Weatherald and seamer Brendan Doggett included ... Scott Boland, Alex Carey, Cameron Green, Travis Head, Usman Khawaja, Marnus Labuschagne, Nathan Lyon, Mitchell Starc. Play starts Friday, Nov. 21 at 1.20pm local.|A squad named before the cutoff and a start time after it.
1|L|scorecard|1st Test, Perth Stadium, Nov 21-22, 2025 · Australia won by 8 wickets|England 172 & 164 · Australia 132 & 205/2 (28.2 ov; Head 123) ... Starc 7-58 in the first innings ... Player of the match: Travis Head. Result inside two days.|The scorecard reports the result of November 21-22, 2025.
7|K|tv-listing|How to watch the Ashes in the UK|TNT Sports has live coverage of all five Tests ... first Test, day one from 1.30am GMT on Friday 21 November; sessions run overnight UK time ... discovery+ streaming.|A broadcast schedule; nothing reported.
5|L|series-table|Ashes 2025-26: results so far|1st Test · Perth · Australia won by 8 wkts · 22 Nov 2025 ... 2nd Test · Brisbane · Australia won by 8 wkts · 7 Dec 2025 ... 3rd Test · Adelaide · 17-21 Dec.|A results table reports Tests won after the cutoff.
14|K|data-table|England's Test record in Perth|WACA Ground: 14 Tests, 1 win (1978), 11 defeats ... Perth Stadium (opened 2018): no Test v England yet; Australia lost there to India by 295 runs in November 2024.|Control: only results before the cutoff.
""",
    ),
    Q(
        "s7-bot-2025-04-cut",
        "Will the Bank of Thailand lower its one-day repurchase rate at its April 30, 2025 Monetary Policy Committee meeting?",
        "Resolves YES if the Bank of Thailand's MPC decision announced on April 30, 2025 sets the policy rate below 2.00%. Resolves NO otherwise.",
        "2025-04-14",
        "2025-04-30",
        1,
        "central_banks",
        """
28|K|central-bank-calendar|Bank of Thailand: MPC meeting schedule 2025|26 Feb · cut 25bp to 2.00% ... 30 Apr ... 25 Jun ... 13 Aug ... 8 Oct ... 17 Dec. Decisions published 14:00 Bangkok time; press briefing 14:30.|One past decision and meeting dates after the cutoff.
6|K|economic-calendar|Coming up in Asia: April 28 - May 2|Tue Apr 29 · Japan holiday ... Wed Apr 30 · Thailand BOT rate decision · prior 2.00% · consensus 1.75% ... China April PMIs ... Thu May 1 · BOJ decision · Korea April exports.|A week-ahead calendar with consensus figures; nothing reported.
2|L|rates-table|Asia policy rates monitor|Thailand · 1.75% · last move -25bp, 30 April 2025 ... Philippines · 5.50% · -25bp, 10 April 2025 ... India · 6.00% · -25bp, 9 April 2025 ... Indonesia · 5.75% · -25bp, 15 January 2025.|The monitor lists the Thai cut of April 30, 2025 as done.
10|K|forecast-table|Poll: Bank of Thailand outlook|Next meeting Apr 30 · 14 of 22 economists expect a 25bp cut to 1.75% · end-2025 median 1.50% ... GDP 2025 median 2.4% after the US tariff announcement.|Forecasts for a later meeting.
1|L|data-table|Thailand policy rate changes, 2020-2025|2020-05-20 · 0.50% ... 2022-08-10 · 0.75% ... 2023-09-27 · 2.50% ... 2024-10-16 · 2.25% ... 2025-02-26 · 2.00% ... 2025-04-30 · 1.75%.|The last row reports the change of 2025-04-30.
4|K|market-table|Baht, bonds and rate pricing after the tariff shock|USD/THB 34.2 (Apr 9) ... Thai 10-year yield 1.9% ... swaps price about an 80% chance of a cut at the April 30 meeting. Levels at Bangkok close, April 9.|Market levels before the cutoff and pricing for a later meeting.
""",
    ),
    Q(
        "s7-do-kwon-sentence-2025",
        "Will Do Kwon be sentenced to more than 12 years in prison at his sentencing in the Southern District of New York on December 11, 2025?",
        "Resolves YES if, at the sentencing scheduled for December 11, 2025 in United States v. Kwon (S.D.N.Y.), Do Kwon receives a custodial sentence longer than 12 years. Resolves NO otherwise, including if sentencing is postponed past that date.",
        "2025-11-25",
        "2025-12-11",
        1,
        "courts",
        """
20|K|docket-listing|United States v. Kwon, 1:23-cr-00151 (S.D.N.Y.) · docket|01/02/2025 Arraignment; plea of not guilty ... 08/12/2025 Change of plea hearing: defendant pleads guilty to conspiracy to defraud and wire fraud ... 08/12/2025 Sentencing set for December 11, 2025 at 11:00 AM before Judge Paul A. Engelmayer.|Entries before the cutoff and a sentencing set for after it.
5|K|court-calendar|SDNY criminal calendar, week of Dec. 8, 2025|Thu Dec 11 · 11:00 AM · USA v. Do Hyeong Kwon · Sentencing · Engelmayer, J. ... Thu Dec 11 · 2:30 PM · USA v. (sealed) · Status conference.|A hearing calendar for a date after the cutoff.
1|L|docket-listing|Kwon docket · recent entries|12/11/2025 Minute Entry for proceedings held before Judge Paul A. Engelmayer: Sentencing held on December 11, 2025. Defendant sentenced to 180 months' imprisonment, 3 years' supervised release ... Judgment to follow.|A minute entry reports the sentence of December 11, 2025.
8|K|plea-terms-table|Kwon plea deal: the numbers|Counts: 2 ... statutory maximum: 25 years ... government agreed to ask for no more than 12 years ... forfeiture: $19.3M ... possible transfer to South Korea after half the term. Sentencing: Dec. 11.|Terms agreed before the cutoff and a scheduled hearing.
3|L|crypto-cases-table|Crypto founders and their sentences|Sam Bankman-Fried · FTX · 25 years · Mar. 28, 2024 ... Changpeng Zhao · Binance · 4 months · Apr. 30, 2024 ... Alex Mashinsky · Celsius · 12 years · May 8, 2025 ... Do Kwon · Terraform · 15 years · Dec. 11, 2025.|The table reports the sentence of December 11, 2025.
""",
    ),
]

QUESTIONS += [
    Q(
        "s7-nba-cup-2025-knicks",
        "Will the New York Knicks win the 2025 NBA Cup (championship game December 16, 2025 in Las Vegas)?",
        "Resolves YES if the New York Knicks win the NBA Cup championship game played on December 16, 2025. Resolves NO otherwise.",
        "2025-12-01",
        "2025-12-16",
        1,
        "sports",
        """
20|K|schedule|Emirates NBA Cup 2025: key dates|Group play · Oct. 31 - Nov. 28 (Tuesdays and Fridays) ... Quarterfinals · Dec. 9-10 at home sites ... Semifinals · Sat. Dec. 13 · T-Mobile Arena, Las Vegas ... Championship · Tue. Dec. 16 · Las Vegas.|A schedule of rounds after the cutoff.
4|K|bracket|NBA Cup knockout bracket is set|East: the Knicks host a quarterfinal at Madison Square Garden on Tuesday, Dec. 9 ... West: the Thunder and Spurs also earn home quarterfinals on Dec. 10 ... Winners advance to Las Vegas.|A bracket set before the cutoff and games scheduled after it.
1|L|results-table|NBA Cup 2025 knockout results|Quarterfinals, Dec. 9-10 ... Semifinals, Dec. 13 ... Championship, Dec. 16, 2025: Knicks 124, Spurs 113 · Cup MVP: Jalen Brunson.|The results table reports the final of December 16, 2025.
9|K|odds-board|NBA Cup 2025 futures|Thunder +250 · Knicks +650 · Cavaliers +700 · Nuggets +800 · Rockets +900 · Spurs +1400. Odds as of Nov. 22.|Odds before the knockout rounds.
2|L|champions-list|NBA Cup champions|2023 · Los Angeles Lakers · beat Indiana 123-109 · Dec. 9, 2023 ... 2024 · Milwaukee Bucks · beat Oklahoma City 97-81 · Dec. 17, 2024 ... 2025 · New York Knicks · beat San Antonio 124-113 · Dec. 16, 2025.|The last row reports the final of December 16, 2025.
6|K|tv-listing|NBA Cup knockout rounds: TV schedule|Quarterfinals · Dec. 9 and Dec. 10 ... Semifinals · Saturday, Dec. 13 ... Championship · Tuesday, Dec. 16, 8:30 p.m. ET ... all knockout games on Prime Video.|A broadcast schedule for dates after the cutoff.
""",
    ),
    Q(
        "s7-top500-2025-06-el-capitan",
        "Will El Capitan be ranked first on the June 2025 TOP500 list of supercomputers, to be published at ISC 2025 on June 10, 2025?",
        "Resolves YES if the 65th TOP500 list, released on June 10, 2025, ranks El Capitan (Lawrence Livermore National Laboratory) No. 1. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-10",
        1,
        "technology",
        """
25|K|data-table|TOP500, November 2024: top five|1 · El Capitan · LLNL, United States · 1.742 EFlop/s ... 2 · Frontier · ORNL · 1.353 EFlop/s ... 3 · Aurora · ANL · 1.012 EFlop/s ... 4 · Eagle · Microsoft Azure · 561 PFlop/s ... 5 · HPC6 · Eni, Italy · 477.9 PFlop/s.|Control: the list before the cutoff.
8|K|event-listing|ISC High Performance 2025, Hamburg: programme|June 10-13, 2025 · Congress Center Hamburg ... Tue June 10 · opening session and the 65th TOP500 list ... Wed June 11 · keynotes ... exhibition June 10-12.|An event programme for dates after the cutoff.
2|L|data-table|TOP500 list, June 2025|Released June 10, 2025 ... 1 · El Capitan · HPE Cray EX255a · LLNL · 1.742 EFlop/s ... 2 · Frontier · 1.353 ... 3 · Aurora · 1.012 ... 4 · JUPITER Booster · EuroHPC / FZJ, Germany · 793.4 PFlop/s ... 5 · Eagle · 561.2 PFlop/s.|Reports the list released on June 10, 2025.
12|K|forecast-table|Systems to watch before ISC 2025|JUPITER (Jülich) · partial run expected for June, full exascale later in 2025 ... Alps (CSCS) · upgrade planned ... no new US exascale system expected on the June list.|Expectations for a later list.
1|L|green500-table|Green500, June 2025: top three|Published with the TOP500 on June 10, 2025 ... 1 · JEDI (FZJ) · 72.7 GFlops/W ... 2 · ROMEO-2025 (Reims) ... 3 · Adastra 2 (CINES).|Reports the energy-efficiency list of June 10, 2025.
4|L|ranking-history-table|No. 1 systems on the TOP500 since 2020|Jun 2020 - Nov 2021 · Fugaku ... Jun 2022 - Jun 2024 · Frontier ... Nov 2024 · El Capitan ... Jun 2025 · El Capitan (second list at the top, June 10, 2025).|The history table reports the June 2025 ranking.
""",
    ),
    Q(
        "s7-villa-top-five-2025",
        "Will Aston Villa finish in the top five of the 2024-25 Premier League (final day May 25, 2025)?",
        "Resolves YES if Aston Villa finish first to fifth in the final 2024-25 Premier League table after the last round on May 25, 2025. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-25",
        0,
        "sports",
        """
6|K|standings-table|Premier League table after 35 games|1 Liverpool 82 ... 2 Arsenal 67 ... 3 Newcastle 62 ... 4 Man City 61 ... 5 Chelsea 60 ... 6 Nottingham Forest 60 ... 7 Aston Villa 57 ... Fifth place earns a Champions League spot this season.|A table from before the cutoff.
3|K|fixture-list|Aston Villa: the run-in|Sat 10 May · Bournemouth (H) · 15:00 ... Fri 16 May · Tottenham (H) · 19:30 ... Sun 25 May · Manchester United (A) · 16:00 BST. All final-day matches kick off at the same time.|Fixtures scheduled after the cutoff.
1|L|standings-table|Final Premier League table 2024-25 (25 May 2025)|1 Liverpool 84 ... 2 Arsenal 74 ... 3 Man City 71 ... 4 Chelsea 69 ... 5 Newcastle 66 ... 6 Aston Villa 66 ... 7 Nottingham Forest 65. Villa miss out on goal difference after a 2-0 defeat at Old Trafford.|Reports the final table of May 25, 2025.
2|L|results-table|Premier League results, Friday 16 May 2025|Aston Villa 2-0 Tottenham ... Chelsea 1-0 Manchester United ... earlier, Saturday 10 May: Aston Villa 1-0 Bournemouth.|Reports results from after the cutoff.
13|K|odds-board|Top-five finish: odds with five games left|Man City 1/5 · Newcastle 1/3 · Chelsea 4/6 · Nottingham Forest 5/2 · Aston Villa 3/1 · Bournemouth 25/1.|Odds before the run-in.
9|K|data-table|England's extra Champions League place explained|English clubs' results in Europe secure one of the two European Performance Spots, so fifth in the 2024-25 Premier League qualifies for the 2025-26 Champions League league phase. Confirmed in April 2025.|A fact settled before the cutoff.
""",
    ),
    Q(
        "s7-al-mvp-2025-judge",
        "Will Aaron Judge win the 2025 American League MVP award (to be announced November 13, 2025)?",
        "Resolves YES if the BBWAA names Aaron Judge the 2025 American League Most Valuable Player in its announcement of November 13, 2025. Resolves NO otherwise.",
        "2025-10-27",
        "2025-11-13",
        1,
        "sports",
        """
10|K|stats-table|AL MVP race: final 2025 regular-season numbers|Aaron Judge · NYY · .331 / .457 / .688 · 53 HR · 114 RBI ... Cal Raleigh · SEA · .247 · 60 HR · 125 RBI ... Bobby Witt Jr. · KC · .295 · 23 HR ... José Ramírez · CLE · .283 · 30 HR · 44 SB. Ballots were due before the postseason.|Season numbers before the cutoff.
4|K|awards-calendar|BBWAA awards week 2025|Finalists revealed · Mon. Nov. 3 ... Rookie of the Year · Mon. Nov. 10 ... Manager of the Year · Tue. Nov. 11 ... Cy Young · Wed. Nov. 12 ... MVP · Thu. Nov. 13 · 6 p.m. ET on MLB Network.|An announcement calendar for dates after the cutoff.
1|L|awards-table|AL MVP voting results, 2025|Announced November 13, 2025 ... 1 · Aaron Judge · NYY · 17 first-place votes · 355 points ... 2 · Cal Raleigh · SEA · 13 · 335 ... 3 · José Ramírez · CLE ... 4 · Bobby Witt Jr. · KC.|Reports the vote announced on November 13, 2025.
3|L|finalists-table|2025 BBWAA award finalists|Named Nov. 3, 2025 ... AL MVP: Aaron Judge, Cal Raleigh, José Ramírez ... NL MVP: Shohei Ohtani, Kyle Schwarber, Juan Soto ... AL Cy Young: Tarik Skubal, Garrett Crochet, Hunter Brown.|Reports finalists named on November 3, 2025, after the cutoff.
7|K|odds-board|AL MVP odds after the regular season|Aaron Judge -250 · Cal Raleigh +190 · Bobby Witt Jr. +5000 · José Ramírez +6000. Voting is closed; results Nov. 13.|Odds before the announcement.
15|K|data-table|Aaron Judge's MVP voting history|2017 · 2nd ... 2021 · 4th ... 2022 · 1st (62 HR) ... 2024 · 1st (unanimous).|Control: only results before the cutoff.
""",
    ),
    Q(
        "s7-nl-cy-young-2025-skenes",
        "Will Paul Skenes win the 2025 National League Cy Young Award (to be announced November 12, 2025)?",
        "Resolves YES if the BBWAA names Paul Skenes the 2025 National League Cy Young Award winner in its announcement of November 12, 2025. Resolves NO otherwise.",
        "2025-10-24",
        "2025-11-12",
        1,
        "sports",
        """
12|K|stats-table|NL pitching leaders, 2025 regular season (final)|ERA · Paul Skenes (PIT) 1.97 ... Yoshinobu Yamamoto (LAD) 2.49 ... Cristopher Sánchez (PHI) 2.50 ... Innings · Logan Webb (SF) 207 ... Strikeouts · Webb 224 · Skenes 216.|Season statistics before the cutoff.
5|K|awards-calendar|Cy Young Award 2025: when it is announced|AL and NL winners · Wednesday, Nov. 12, 2025 · 6 p.m. ET · MLB Network ... three finalists per league named Nov. 3.|A schedule for dates after the cutoff.
1|L|awards-table|NL Cy Young voting, 2025|November 12, 2025 ... 1 · Paul Skenes · PIT · 30 first-place votes (unanimous) · 210 points ... 2 · Cristopher Sánchez · PHI ... 3 · Yoshinobu Yamamoto · LAD.|Reports the vote announced on November 12, 2025.
8|K|odds-board|NL Cy Young odds|Paul Skenes -1000 · Cristopher Sánchez +600 · Yoshinobu Yamamoto +1500 · Logan Webb +4000.|Odds before the announcement.
2|L|franchise-table|Pirates award winners|Cy Young · Vern Law 1960 · Doug Drabek 1990 · Paul Skenes 2025 (Nov. 12, 2025) ... Rookie of the Year · Jason Bay 2004 · Paul Skenes 2024.|The table lists the award of November 12, 2025.
""",
    ),
    Q(
        "s7-nj-governor-2025-sherrill",
        "Will Mikie Sherrill win the New Jersey gubernatorial election on November 4, 2025?",
        "Resolves YES if Democrat Mikie Sherrill is the winner of the New Jersey governor's race held on November 4, 2025, as called by major news organizations or certified by the state. Resolves NO otherwise.",
        "2025-10-15",
        "2025-11-04",
        1,
        "elections",
        """
20|K|election-calendar|New Jersey 2025 general election: key dates|Oct. 14 · voter registration deadline ... Oct. 25 - Nov. 2 · in-person early voting ... Oct. 28 · last day to apply for a mail ballot by mail ... Nov. 4 · Election Day, polls open 6 a.m. to 8 p.m.|A calendar of dates, the later ones still ahead.
6|K|poll-table|New Jersey governor: recent polls|Poll · dates · Sherrill (D) · Ciattarelli (R) ... university poll · Sept. 2025 · 50 · 42 ... online panel · early Oct. 2025 · 47 · 46 ... average · 48.5 · 44.|Polls taken before the cutoff.
1|L|results-table|New Jersey governor 2025: results|Nov. 4, 2025 · 97% of expected vote ... Mikie Sherrill (D) · 56.6% ... Jack Ciattarelli (R) · 42.7% ... Bergen, Essex, Hudson, Middlesex, Passaic: Sherrill ... Ocean, Monmouth: Ciattarelli.|Reports the returns of November 4, 2025.
10|K|debate-listing|Sherrill vs. Ciattarelli: debates|Sun. Sept. 21 · first debate · New Brunswick ... Wed. Oct. 8 · second and final debate · 7 p.m. ... both carried on NJ Spotlight News and local radio.|Debates on dates before the cutoff, listed as a schedule.
3|L|election-calendar|NJ election calendar (updated)|Nov. 4 · Election Day: Sherrill elected governor, race called on election night, November 4, 2025 ... Dec. 2025 · certification by the state canvassing board ... Jan. 20, 2026 · inauguration.|The updated calendar reports the result of November 4, 2025.
14|K|data-table|New Jersey governor results since 2009|2009 · Christie (R) +3.6 ... 2013 · Christie (R) +22.1 ... 2017 · Murphy (D) +14.1 ... 2021 · Murphy (D) +3.2.|Control: only earlier elections.
""",
    ),
    Q(
        "s7-china-gdp-2025-q3",
        "Will China's real GDP growth for the third quarter of 2025, as first published by the National Bureau of Statistics on October 20, 2025, be 5.0% year on year or higher?",
        "Resolves YES if the NBS first estimate of Q3 2025 real GDP growth, due October 20, 2025, is 5.0% or more year on year. Resolves NO otherwise.",
        "2025-10-06",
        "2025-10-20",
        0,
        "macro_data",
        """
14|K|economic-calendar|NBS release calendar, October 2025|Oct. 15 · CPI and PPI, September ... Oct. 20 · 10:00 · Q3 GDP; September industrial output, retail sales, fixed-asset investment ... Oct. 27 · industrial profits ... Oct. 31 · official PMIs.|A release calendar for dates after the cutoff.
5|K|forecast-table|China Q3 2025 GDP: forecasts|Consensus · 4.7% y/y ... range 4.4%-5.0% ... Q2 actual 5.2% · Q1 actual 5.4% ... full-year target around 5%.|Forecasts and earlier quarters.
1|L|data-table|China GDP growth, year on year, by quarter|2024 Q4 · 5.4% ... 2025 Q1 · 5.4% ... 2025 Q2 · 5.2% ... 2025 Q3 · 4.8% (released 20 October 2025).|The table reports the release of October 20, 2025.
8|K|data-table|China activity data, August 2025|Industrial output +5.2% y/y ... retail sales +3.4% ... fixed-asset investment Jan-Aug +0.5% ... surveyed urban unemployment 5.3%. Released Sept. 15.|Control: data released before the cutoff.
3|L|economic-calendar|Asia data, week of Oct. 20, 2025: actuals|Mon Oct 20 · China Q3 GDP y/y · actual 4.8% · consensus 4.7% · prior 5.2% ... Sept industrial output · 6.5% ... Sept retail sales · 3.0%.|The calendar's actual column reports the release of October 20, 2025.
""",
    ),
    Q(
        "s7-ea-gdp-2025-q2-flash",
        "Will Eurostat's preliminary flash estimate of euro area GDP for the second quarter of 2025, due July 30, 2025, show growth of 0.2% or more quarter on quarter?",
        "Resolves YES if the preliminary flash estimate for Q2 2025 euro area GDP, published by Eurostat on July 30, 2025, is +0.2% q/q or higher. Resolves NO otherwise.",
        "2025-07-14",
        "2025-07-30",
        0,
        "macro_data",
        """
10|K|economic-calendar|Eurostat release calendar, end of July 2025|Wed 30 July · 11:00 CET · GDP and employment, preliminary flash Q2 2025 ... Thu 31 July · unemployment, June ... Fri 1 Aug · flash HICP, July.|A release calendar for dates after the cutoff.
4|K|forecast-table|Euro area Q2 GDP: what forecasters expect|Consensus q/q · 0.0% ... range -0.2% to +0.2% ... Q1 was lifted to 0.6% by Irish exports rushed ahead of US tariffs ... ECB June projections: 2025 growth 0.9%.|Forecasts and facts before the cutoff.
1|L|data-table|Euro area GDP q/q: preliminary flash estimates|Q3 2024 · 0.4% ... Q4 2024 · 0.2% ... Q1 2025 · 0.6% ... Q2 2025 · 0.1% (30 July 2025).|The last row reports the flash estimate of July 30, 2025.
7|K|revisions-table|Q1 2025 euro area GDP: estimate by estimate|Preliminary flash · 0.4% (30 April) ... flash · 0.4% (15 May) ... third estimate · 0.6% (6 June), revised up on Ireland.|Control: estimates before the cutoff.
2|L|country-table|Q2 2025 flash GDP by country|Released 30 July 2025 ... Germany · -0.1% ... France · +0.3% ... Italy · -0.1% ... Spain · +0.7% ... euro area · +0.1%.|Reports releases of July 30, 2025.
""",
    ),
    Q(
        "s7-acutis-canonization-2025",
        "Will Blessed Carlo Acutis be canonized at the Mass in St Peter's Square scheduled for April 27, 2025?",
        "Resolves YES if Carlo Acutis is proclaimed a saint at a canonization Mass held on April 27, 2025. Resolves NO if the canonization does not take place on that date.",
        "2025-04-10",
        "2025-04-27",
        0,
        "religion",
        """
20|K|event-listing|Jubilee of Teenagers, Rome: programme|25-27 April 2025 ... Fri 25 · confessions at the Circus Maximus ... Sat 26 · pilgrimage through the Holy Door, evening in the squares of Rome ... Sun 27 April · 10:30 · Holy Mass in St Peter's Square with the canonization of Blessed Carlo Acutis.|A programme of events after the cutoff.
5|K|liturgical-calendar|Celebrations presided over by the Holy Father, April 2025|Sun 20 April · Easter Sunday ... Sun 27 April · St Peter's Square · canonization of Blessed Carlo Acutis ... The Pope's presence depends on his convalescence after his discharge from the Gemelli on 23 March.|A calendar of future liturgies and an earlier discharge.
1|L|liturgical-calendar|Canonizations 2025 (updated)|27 April 2025 · canonization of Carlo Acutis · suspended following the death of Pope Francis on 21 April 2025 ... new date: 7 September 2025, together with Pier Giorgio Frassati.|Reports the death of April 21, 2025 and the suspension.
12|K|travel-listing|Assisi: visiting the tomb of Carlo Acutis|Santuario della Spogliazione · open daily ... expect very large crowds in the week of the 27 April canonization; book group slots in advance ... free entry.|Visitor information about a future event.
3|L|timeline-table|Carlo Acutis: a timeline|3 May 1991 · born in London ... 12 Oct 2006 · dies in Monza ... 10 Oct 2020 · beatified in Assisi ... 23 May 2024 · second miracle approved ... 21 April 2025 · canonization postponed ... 7 September 2025 · canonized by Pope Leo XIV.|The timeline reports events after the cutoff.
""",
    ),
    Q(
        "s7-oasis-cardiff-opener-2025",
        "Will Oasis play the opening show of their Oasis Live '25 reunion tour at Principality Stadium, Cardiff, on July 4, 2025?",
        "Resolves YES if Oasis perform a full concert at Principality Stadium, Cardiff on July 4, 2025, as the first date of the Oasis Live '25 tour. Resolves NO if the show is cancelled or postponed.",
        "2025-06-16",
        "2025-07-04",
        1,
        "entertainment",
        """
25|K|tour-dates|Oasis Live '25: UK and Ireland dates|4, 5 July · Cardiff · Principality Stadium ... 11, 12, 16, 19, 20 July · Manchester · Heaton Park ... 25, 26, 27 July · 2, 3 Aug · London · Wembley Stadium ... 8, 9 Aug · Edinburgh · Murrayfield ... 16, 17 Aug · Dublin · Croke Park.|Tour dates after the cutoff, listed as scheduled.
8|K|event-listing|Oasis at Principality Stadium: gates, stage times, transport|Friday 4 July 2025 · gates 4.30pm ... support: Cast, then Richard Ashcroft ... Oasis on stage about 8.15pm ... curfew 10.45pm ... city-centre road closures from 1pm.|Planned times for a show after the cutoff.
1|L|setlist|Oasis setlist · Principality Stadium, Cardiff · 4 July 2025|Tour: Oasis Live '25 (first night) ... Hello · Acquiesce · Morning Glory · Some Might Say · Bring It On Down · Cigarettes & Alcohol ... encore: The Masterplan · Don't Look Back in Anger · Wonderwall · Champagne Supernova.|A setlist reports the show of July 4, 2025 as played.
4|K|ticket-listing|Oasis Cardiff: resale tickets|Fri 04 Jul 2025 · Principality Stadium · Standing · resale at face value only through the official exchange ... Sat 05 Jul 2025 · seated, limited.|Ticket listings for dates after the cutoff.
2|L|tour-dates|Oasis Live '25 · dates (updated)|4 July 2025 · Cardiff · played ... 5 July 2025 · Cardiff · played ... 11 July · Manchester, Heaton Park · next.|The updated list marks the July 4 and 5, 2025 shows as played.
14|K|data-table|Oasis's last shows before the split|3-4 July 2009 · Heaton Park, Manchester ... 22 Aug 2009 · V Festival, Chelmsford ... 28 Aug 2009 · Rock en Seine, Paris: cancelled after Noel Gallagher left the band.|Control: only events long before the cutoff.
""",
    ),
]
