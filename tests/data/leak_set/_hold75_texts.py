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
13|K|showtimes-listing|Zootopia 2 (2025) tickets · Regal Union Square|Previews Tue, Nov 25 from 3:00pm · Wed, Nov 26, 2025: 10:30am 1:15pm 4:00pm 6:45pm 9:30pm · RealD 3D and 4DX ... Runtime 1 hr 48 min.|Screenings listed for dates after the cutoff; none reported.
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
1|L|weekend-comparison-table|Second weekends: summer 2025 wide releases|F1 · opening Jun 27-29, 2025 · $57.0M · second weekend Jul 4-6, 2025 · $26.1M (-54%) ... Jurassic World Rebirth · Jul 2, 2025 · $92.0M (3-day) ... M3GAN 2.0 · $10.2M · -70% in week two.|The comparison reports weekends after the cutoff, including the F1 opening.
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
3|K|event-listing|The Game Awards 2025: start times and streams|Thu Dec 11, 2025 · pre-show 4:30pm PT / 7:30pm ET · main show 5pm PT / 8pm ET · 1am GMT Fri Dec 12 ... Streams: YouTube, Twitch, X, Steam, TikTok, Amazon Prime Video.|Scheduled broadcast times.
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
5|K|tv-listing|2025 NHL Draft: how to watch|Round 1 · Fri. June 27, 2025 · 7 p.m. ET · ESPN, ESPN+, SN, TVA Sports ... Rounds 2-7 · Sat. June 28 · noon ET · NHL Network, ESPN+ ... Decentralized format: clubs announce picks from their home markets.|A broadcast schedule for dates after the cutoff.
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
8|K|plea-terms-table|Kwon plea deal: the numbers|Counts: 2 ... statutory maximum: 25 years ... government agreed to ask for no more than 12 years ... forfeiture: $19.3M ... possible transfer to South Korea after half the term. Sentencing: Dec. 11, 2025.|Terms agreed before the cutoff and a scheduled hearing.
3|L|crypto-cases-table|Crypto founders and their sentences|Sam Bankman-Fried · FTX · 25 years · Mar. 28, 2024 ... Changpeng Zhao · Binance · 4 months · Apr. 30, 2024 ... Alex Mashinsky · Celsius · 12 years · May 8, 2025 ... Do Kwon · Terraform · 15 years · Dec. 11, 2025.|The table reports the sentence of December 11, 2025.
2|L|court-calendar|SDNY sentencings, December 2025 (results)|Dec. 11, 2025 · USA v. Kwon · Engelmayer, J. · 15 years imposed (government sought 12) ... Dec. 16, 2025 · USA v. (crypto fraud, sealed) · adjourned to January.|The calendar's results column reports the sentence of December 11, 2025.
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
20|K|schedule|Emirates NBA Cup 2025: key dates|Group play · Oct. 31 - Nov. 28 (Tuesdays and Fridays) ... Quarterfinals · Dec. 9-10 at home sites ... Semifinals · Sat. Dec. 13 · T-Mobile Arena, Las Vegas ... Championship · Tue. Dec. 16, 2025 · Las Vegas.|A schedule of rounds after the cutoff.
1|K|bracket|NBA Cup knockout bracket is set|East: the Knicks host a quarterfinal at Madison Square Garden on Tuesday, Dec. 9 ... West: the Thunder and Spurs also earn home quarterfinals on Dec. 10 ... Winners advance to Las Vegas.|A bracket set before the cutoff and games scheduled after it.
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
3|K|fixture-list|Aston Villa: the run-in|Sat 10 May · Bournemouth (H) · 15:00 ... Fri 16 May · Tottenham (H) · 19:30 ... Sun 25 May 2025 · Manchester United (A) · 16:00 BST. All final-day matches kick off at the same time.|Fixtures scheduled after the cutoff.
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
5|K|awards-calendar|Cy Young Award 2025: when it is announced|AL and NL winners · Wednesday, Nov. 12, 2025 · 6 p.m. ET · MLB Network ... three finalists per league to be named Nov. 3.|A schedule for dates after the cutoff.
1|L|awards-table|NL Cy Young voting, 2025|November 12, 2025 ... 1 · Paul Skenes · PIT · 30 first-place votes (unanimous) · 210 points ... 2 · Cristopher Sánchez · PHI ... 3 · Yoshinobu Yamamoto · LAD.|Reports the vote announced on November 12, 2025.
8|K|odds-board|NL Cy Young odds|Paul Skenes -1000 · Cristopher Sánchez +600 · Yoshinobu Yamamoto +1500 · Logan Webb +4000.|Odds before the announcement.
2|L|franchise-table|Pirates award winners|Cy Young · Vern Law 1960 · Doug Drabek 1990 · Paul Skenes 2025 (Nov. 12, 2025) ... Rookie of the Year · Jason Bay 2004 · Paul Skenes 2024.|The table lists the award of November 12, 2025.
3|L|awards-table|2025 BBWAA award winners|AL ROY · Nick Kurtz (Nov. 10, 2025) ... NL ROY · Drake Baldwin ... AL Cy Young · Tarik Skubal (Nov. 12, 2025) ... NL Cy Young · Paul Skenes (Nov. 12, 2025) ... AL MVP · Aaron Judge ... NL MVP · Shohei Ohtani (Nov. 13, 2025).|Lists awards announced after the cutoff, including the NL Cy Young.
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
20|K|election-calendar|New Jersey 2025 general election: key dates|Oct. 14 · voter registration deadline ... Oct. 25 - Nov. 2 · in-person early voting ... Oct. 28 · last day to apply for a mail ballot by mail ... Nov. 4, 2025 · Election Day, polls open 6 a.m. to 8 p.m.|A calendar of dates, the later ones still ahead.
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
14|K|economic-calendar|NBS release calendar, October 2025|Oct. 15 · CPI and PPI, September ... Oct. 20, 2025 · 10:00 · Q3 GDP; September industrial output, retail sales, fixed-asset investment ... Oct. 27 · industrial profits ... Oct. 31 · official PMIs.|A release calendar for dates after the cutoff.
5|K|forecast-table|China Q3 2025 GDP: forecasts|Consensus · 4.7% y/y ... range 4.4%-5.0% ... Q2 actual 5.2% · Q1 actual 5.4% ... full-year target around 5%.|Forecasts and earlier quarters.
1|L|data-table|China GDP growth, year on year, by quarter|2024 Q4 · 5.4% ... 2025 Q1 · 5.4% ... 2025 Q2 · 5.2% ... 2025 Q3 · 4.8% (released 20 October 2025).|The table reports the release of October 20, 2025.
8|K|data-table|China activity data, August 2025|Industrial output +5.2% y/y ... retail sales +3.4% ... fixed-asset investment Jan-Aug +0.5% ... surveyed urban unemployment 5.3%. Released Sept. 15.|Control: data released before the cutoff.
3|L|economic-calendar|Asia data, week of Oct. 20, 2025: actuals|Mon Oct 20 · China Q3 GDP y/y · actual 4.8% · consensus 4.7% · prior 5.2% ... Sept industrial output · 6.5% ... Sept retail sales · 3.0%.|The calendar's actual column reports the release of October 20, 2025.
2|L|forecast-table|China growth forecasts after the Q3 data|Q3 2025 actual · 4.8% y/y (Oct. 20, 2025) ... Q4 2025 forecast · 4.5% ... full-year 2025 · 4.9%-5.0% ... 2026 · 4.3%.|Reports the Q3 figure released on October 20, 2025.
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
3|L|economic-calendar|Euro area calendar, 28 July - 1 Aug 2025: actuals|Wed 30 Jul · EA GDP Q2 preliminary flash q/q · actual 0.1% · consensus 0.0% · prior 0.6% ... Wed 30 Jul · DE GDP q/q · -0.1% ... Fri 1 Aug · EA flash HICP July · 2.0%.|The actual column reports releases of July 30 and August 1, 2025.
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
2|L|event-listing|Jubilee of Teenagers, Rome (programme changed)|Sun 27 April 2025 · the canonization Mass was replaced by a Mass for the repose of Pope Francis, who died on 21 April 2025 ... Sat 26 April 2025 · funeral of Pope Francis, St Peter's Square.|The changed programme reports events of April 21, 26 and 27, 2025.
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

QUESTIONS += [
    Q(
        "s7-preakness-2025-journalism",
        "Will Journalism win the 150th Preakness Stakes at Pimlico on May 17, 2025?",
        "Resolves YES if Journalism is declared the official winner of the Preakness Stakes run at Pimlico Race Course on May 17, 2025. Resolves NO otherwise, including if he does not start.",
        "2025-05-06",
        "2025-05-17",
        1,
        "sports",
        """
2|K|results-chart|Kentucky Derby 2025: order of finish|May 3, Churchill Downs ... 1 · Sovereignty ... 2 · Journalism ... 3 · Baeza ... 4 · Final Gambit ... sloppy track.|Control: a race run before the cutoff.
1|K|probable-entries|Preakness Stakes 2025: probable field|Journalism (Umberto Rispoli) · Goal Oriented · Sandman · Gosger · American Promise ... Derby winner Sovereignty is considered unlikely to run. Post-position draw: Monday, May 12.|Probable runners and a draw scheduled after the cutoff.
1|L|post-positions|Preakness 2025: post positions and morning line|Drawn May 12, 2025 ... nine-horse field ... Journalism · 8-5 morning-line favorite ... Sandman · 3-1 ... Gosger · 8-1 ... Goal Oriented · 6-1.|Reports the draw of May 12, 2025, after the cutoff.
6|K|race-card|Pimlico · Saturday, May 17, 2025|Race 13 · Preakness Stakes (G1) · 1 3/16 miles · $2,000,000 · 3-year-olds · post time 7:01 p.m. ET · TV: NBC, Peacock.|A race card for a date after the cutoff.
1|L|results-chart|Pimlico result: Preakness Stakes, May 17, 2025|1st · Journalism (Rispoli) ... 2nd · Gosger ... 3rd · Sandman ... margin: a length ... Journalism ran down the leaders after a wide trip.|The result chart reports the race of May 17, 2025.
4|L|triple-crown-table|2025 Triple Crown: winners|Kentucky Derby · May 3 · Sovereignty ... Preakness Stakes · May 17, 2025 · Journalism ... Belmont Stakes (at Saratoga) · June 7, 2025 · Sovereignty.|Reports races run after the cutoff.
""",
    ),
    Q(
        "s7-japan-series-2025-softbank",
        "Will the Fukuoka SoftBank Hawks win the 2025 Japan Series?",
        "Resolves YES if the Fukuoka SoftBank Hawks win the 2025 Japan Series, which is scheduled to begin October 25, 2025 and end by November 2, 2025 if it goes seven games. Resolves NO otherwise, including if they do not reach it.",
        "2025-10-13",
        "2025-11-02",
        1,
        "sports",
        """
12|K|standings-table|Pacific League 2025: final standings|1 · Fukuoka SoftBank Hawks ... 2 · Hokkaido Nippon-Ham Fighters ... 3 · Orix Buffaloes ... 4 · Tohoku Rakuten Golden Eagles ... SoftBank clinch the pennant and a one-win advantage in the Climax Series final stage.|A standings table from before the cutoff.
5|K|schedule|2025 Climax Series and Japan Series: dates|CS first stage · Oct. 11-13 ... CS final stage · Oct. 15-20 ... Japan Series · Game 1 Sat. Oct. 25, 2025 · Game 2 Sun. Oct. 26 ... Games 3-5 Oct. 28-30 ... Games 6-7 (if needed) Nov. 1-2.|A schedule of games after the cutoff.
1|L|series-results-table|2025 Japan Series: game by game|Hanshin won Game 1 on Oct. 25, 2025 ... SoftBank took Games 2 through 5 ... Game 5, Oct. 30, 2025: SoftBank win in extra innings at Koshien to take the series 4-1.|Reports games played after the cutoff.
3|L|champions-list|Japan Series champions since 2020|2020 · SoftBank ... 2021 · Yakult ... 2022 · Orix ... 2023 · Hanshin ... 2024 · Yokohama DeNA ... 2025 · SoftBank (clinched 30 October 2025).|The last row reports the title won on October 30, 2025.
8|K|odds-board|Japan Series 2025 winner: decimal odds|SoftBank 2.20 · Hanshin 2.60 · Nippon-Ham 4.50 · DeNA 7.00 · Orix 9.00 · Yomiuri 12.00. Climax Series starts Oct. 11.|Odds before the postseason.
2|L|bracket|2025 NPB postseason bracket (final)|Central League CS final · Hanshin beat DeNA ... Pacific League CS final · SoftBank beat Nippon-Ham ... Japan Series, Oct. 25-30, 2025 · SoftBank 4, Hanshin 1.|The filled-in bracket reports the series of October 25-30, 2025.
""",
    ),
    Q(
        "s7-robinhood-sp500-2025-09",
        "Will Robinhood Markets (HOOD) be added to the S&P 500 in the September 2025 quarterly rebalance?",
        "Resolves YES if S&P Dow Jones Indices adds Robinhood Markets to the S&P 500 in the quarterly rebalance effective before the open on September 22, 2025. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-22",
        1,
        "markets",
        """
20|K|index-calendar|S&P 500 quarterly rebalance: September 2025 timetable|Announcement · Friday, Sept. 5, 2025, after the close ... reference prices · Friday, Sept. 19 (quarterly options expiry) ... effective · prior to the open on Monday, Sept. 22.|A timetable for dates after the cutoff.
6|K|candidates-table|S&P 500 inclusion watch: September candidates|Robinhood (HOOD) · market cap ~$95B · four straight quarters of GAAP profit ... AppLovin (APP) · ~$160B ... Strategy (MSTR) · eligible after Q2 ... Ares Management (ARES) ... passed over in June: HOOD, APP.|Speculation about a future announcement.
1|L|index-changes-table|S&P 500 changes effective Sept. 22, 2025|Announced Sept. 5, 2025 ... Added: AppLovin (APP), Robinhood Markets (HOOD), Emcor Group (EME) ... Removed: MarketAxess (MKTX), Caesars Entertainment (CZR), Enphase Energy (ENPH).|Reports the changes announced on September 5, 2025.
3|L|index-changes-table|Recent S&P 500 constituent changes|Aug. 28, 2025 · Interactive Brokers (IBKR) replaces Walgreens Boots Alliance ... July 23, 2025 · Block (XYZ) replaces Hess ... July 18, 2025 · The Trade Desk (TTD) replaces Ansys ... July 9, 2025 · Datadog (DDOG) replaces Juniper Networks.|Reports an index change of August 28, 2025, after the cutoff.
10|K|stock-table|HOOD key statistics|Price $104.5 ... market cap $92.6B ... Q2 2025 revenue $989M · net income $386M ... index membership: none of the S&P US indices ... next earnings: late October.|Figures before the cutoff and an expected report.
2|K|options-table|HOOD weekly options: implied move into Sept. 5|Sept. 5 expiry straddle implies about 9% ... traders are positioned for the rebalance announcement after the close that Friday.|Options pricing for a future event.
""",
    ),
    Q(
        "s7-bullish-ipo-2025",
        "Will Bullish (BLSH) price its New York Stock Exchange IPO above $32 per share?",
        "Resolves YES if Bullish prices its initial public offering above $32.00 per share, with trading expected to begin on or about August 13, 2025. Resolves NO otherwise, including if the IPO is postponed past that date.",
        "2025-08-06",
        "2025-08-13",
        1,
        "markets",
        """
2|K|ipo-calendar|IPO calendar: week of Aug. 11, 2025|Bullish · BLSH · NYSE · 30.0M shares · $28-$31 · expected to price Tue. Aug. 12 ... Miami International Holdings · MIAX · NYSE · $19-$21 ... Heartflow · HTFL · Nasdaq · this week.|Deals scheduled after the cutoff, with ranges only.
1|L|ipo-pricings-table|IPO pricings: Aug. 12, 2025|Bullish · BLSH · priced at $37.00 · range raised to $32-$33 the day before · 30.0M shares · raises $1.11B ... first trade Aug. 13, 2025 · opened $90.00 · closed $68.00.|Reports the pricing of August 12, 2025 and the debut of August 13.
5|K|ipo-filings-table|Terms set: Bullish|Aug. 4, 2025 · Bullish sets terms for its IPO: 30M shares at $28-$31 ... valuation up to about $4.2B ... bookrunners JPMorgan, Jefferies, Citigroup ... listing: NYSE, ticker BLSH.|Terms filed before the cutoff.
3|L|ipo-performance-table|2025 IPOs: first-day moves|Circle · CRCL · June 5 · +168% ... Chime · CHYM · June 12 · +37% ... Figma · FIG · July 31 · +250% ... Bullish · BLSH · Aug. 13, 2025 · +84%.|Reports the debut of August 13, 2025.
12|K|data-table|Crypto listings in 2025 so far|eToro · ETOR · Nasdaq · May 14 · priced $52 ... Galaxy Digital · GLXY · Nasdaq · May 16 (uplisting) ... Circle · CRCL · NYSE · June 5 · priced $31.|Control: listings before the cutoff.
4|L|ipo-calendar|IPO calendar (updated Aug. 14, 2025)|Priced: Bullish · BLSH · $37.00 (above the raised range) · Aug. 12 ... Priced: Miami International · MIAX · $23.00 · Aug. 13 ... Upcoming: Firefly Aerospace (Nasdaq: FLY), range pending.|The updated calendar reports pricings after the cutoff.
""",
    ),
    Q(
        "s7-btc-below-90k-2025-11",
        "Will bitcoin trade below $90,000 on a major US exchange before November 30, 2025?",
        "Resolves YES if the BTC-USD price on Coinbase trades below $90,000.00 at any time after the question opens and before November 30, 2025, 23:59 UTC. Resolves NO otherwise.",
        "2025-11-10",
        "2025-11-30",
        1,
        "crypto",
        """
3|K|price-table|Bitcoin (BTC-USD): last 7 days|Nov 7 · $103,300 ... Nov 6 · $101,300 ... Nov 5 · $103,900 ... Nov 4 · $101,500 (intraday low $98,900) ... Nov 3 · $106,500 ... Nov 2 · $110,600 ... Nov 1 · $110,100.|Prices before the cutoff only.
1|L|price-table|BTC-USD: daily closes|Nov 21, 2025 · $85,100 ... Nov 20, 2025 · $86,600 ... Nov 19, 2025 · $91,500 ... Nov 18, 2025 · $92,100 (intraday low $89,250) ... Nov 17, 2025 · $92,000.|The table reports prices after the cutoff, including trades below $90,000.
8|K|options-table|Deribit BTC: open interest by strike, Nov. 28 expiry|Puts · $90,000 · $1.2B notional ... $95,000 · $0.9B ... Calls · $120,000 · $1.5B ... expiry Friday, Nov. 28, 08:00 UTC ... max pain $106,000.|Open positions for an expiry after the cutoff.
5|K|event-calendar|Crypto and macro calendar: rest of November|Nov. 13 · US CPI (release uncertain during the shutdown) ... Nov. 19 · Nvidia Q3 earnings ... Nov. 28 · Deribit monthly expiry ... Dec. 9-10 · FOMC.|A calendar of events after the cutoff.
2|L|price-table|Bitcoin monthly returns|2025 ... Sep · +5.2% ... Oct · -3.7% ... Nov · -17.5% (close Nov. 30, 2025, about $90,400) ... Dec · n/a.|The table reports the November 2025 monthly return.
13|K|price-table|Bitcoin all-time highs, 2024-2025|Mar. 14, 2024 · $73,800 ... Dec. 17, 2024 · $108,300 ... May 22, 2025 · $111,900 ... July 14, 2025 · $123,100 ... Oct. 6, 2025 · $126,200.|Control: only prices before the cutoff.
""",
    ),
    Q(
        "s7-nyc-marathon-2025-obiri",
        "Will Hellen Obiri win the women's race at the 2025 TCS New York City Marathon on November 2, 2025?",
        "Resolves YES if Hellen Obiri is the official first finisher in the professional women's race of the New York City Marathon on November 2, 2025. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-02",
        1,
        "sports",
        """
15|K|elite-field|2025 TCS New York City Marathon: professional women|Hellen Obiri (KEN) · 2023 champion ... Sharon Lokedi (KEN) · 2022 champion, Boston 2025 winner ... Sheila Chepkirui (KEN) · 2024 champion ... Race day: Sunday, Nov. 2, 2025.|A start list and a race day after the cutoff.
5|K|event-listing|NYC Marathon 2025: start times and viewing|Professional wheelchair · 8:00 a.m. ... professional women · 8:40 a.m. ... professional men and Wave 1 · 9:10 a.m. ... start: Verrazzano-Narrows Bridge, Staten Island · TV: ESPN2, WABC.|Start times on a date after the cutoff.
1|L|results-table|NYC Marathon 2025 results: professional women|Nov. 2, 2025 ... 1 · Hellen Obiri (KEN) · 2:19:51 (course record) ... 2 · Sharon Lokedi (KEN) · 2:20:07 ... 3 · Sheila Chepkirui (KEN) · 2:20:24.|Reports the race of November 2, 2025.
8|K|data-table|NYC Marathon women: course record and recent winners|Course record · Margaret Okayo · 2:22:31 (2003) ... 2024 · Sheila Chepkirui · 2:24:35 ... 2023 · Hellen Obiri · 2:27:23 ... 2022 · Sharon Lokedi · 2:23:23.|Control: results before the cutoff.
2|L|results-table|World Marathon Majors 2025: women's winners|Tokyo (Mar. 2) · Sutume Kebede ... Boston (Apr. 21) · Sharon Lokedi ... London (Apr. 27) · Tigst Assefa ... Berlin (Sept. 21) · Rosemary Wanjiru ... Chicago (Oct. 12) · Hawi Feysa ... New York (Nov. 2, 2025) · Hellen Obiri.|The last row reports the race of November 2, 2025.
4|L|records-table|Marathon course records broken in 2025|London · Tigst Assefa · 2:15:50 (women-only) · Apr. 27 ... Boston · Sharon Lokedi · 2:17:22 · Apr. 21 ... New York · Hellen Obiri · 2:19:51 · Nov. 2, 2025.|Reports a course record set on November 2, 2025.
""",
    ),
    Q(
        "s7-ea-hicp-2025-09-flash",
        "Will Eurostat's flash estimate of euro area annual HICP inflation for September 2025, due October 1, 2025, be 2.1% or higher?",
        "Resolves YES if the flash estimate of euro area annual HICP inflation for September 2025, published by Eurostat on October 1, 2025, is 2.1% or more. Resolves NO otherwise.",
        "2025-09-15",
        "2025-10-01",
        1,
        "macro_data",
        """
12|K|data-table|Euro area HICP, annual rate, 2025|Jan · 2.5% ... Feb · 2.3% ... Mar · 2.2% ... Apr · 2.2% ... May · 1.9% ... Jun · 2.0% ... Jul · 2.0% ... Aug · 2.1% (flash, 2 Sept).|Control: releases before the cutoff.
6|K|economic-calendar|Eurostat release calendar: 17 September - 3 October|Wed 17 Sept · HICP August, final ... Tue 30 Sept · Germany preliminary CPI (Destatis) ... Wed 1 Oct 2025 · 11:00 CET · flash HICP, September 2025 ... Thu 2 Oct · unemployment, August.|A release calendar for dates after the cutoff.
1|L|data-table|Euro area inflation, September 2025 flash estimate|Release: 1 October 2025 ... all items · 2.2% (Aug 2.0%) ... services · 3.2% ... energy · -0.4% ... core (ex energy, food, alcohol, tobacco) · 2.3%.|Reports the flash estimate of October 1, 2025.
3|K|forecast-table|ECB staff projections, September 2025|HICP · 2025: 2.1% · 2026: 1.7% · 2027: 1.9% ... core · 2025: 2.4% ... Governing Council, 11 September: deposit rate unchanged at 2.00%.|Projections and a decision before the cutoff.
2|L|country-table|September 2025 flash inflation (HICP) by country|Germany · 2.4% (30 Sept 2025) ... France · 1.1% ... Italy · 1.8% ... Spain · 3.0% ... euro area · 2.2% (1 Oct 2025).|Reports releases of September 30 and October 1, 2025.
4|L|economic-calendar|Euro area calendar, 29 Sept - 3 Oct 2025: actuals|Tue 30 Sept · DE CPI y/y · actual 2.4% · consensus 2.2% ... Wed 1 Oct · EA flash HICP y/y · actual 2.2% · consensus 2.2% · prior 2.0% ... Thu 2 Oct · EA unemployment · 6.3%.|The actual column reports releases after the cutoff.
""",
    ),
    Q(
        "s7-haiti-wc-2026-qualify",
        "Will Haiti qualify for the 2026 FIFA World Cup by winning its Concacaf third-round group by November 18, 2025?",
        "Resolves YES if Haiti finishes first in its Concacaf World Cup qualifying third-round group after the final matchday of November 18, 2025, securing direct qualification. Resolves NO otherwise.",
        "2025-11-04",
        "2025-11-18",
        1,
        "sports",
        """
10|K|fixture-list|Concacaf qualifying, third round: remaining matchdays|Matchday 5 · Thu. Nov. 13 ... Matchday 6 · Tue. Nov. 18, 2025: Haiti v Nicaragua (Willemstad, Curaçao) · Honduras v Costa Rica (Tegucigalpa) ... Group winners qualify; the two best runners-up go to the intercontinental playoff in March 2026.|Fixtures and rules for dates after the cutoff.
1|L|results-table|Concacaf qualifying results, 18 November 2025|Haiti 2-0 Nicaragua ... Honduras 0-0 Costa Rica ... Jamaica 0-0 Curaçao ... Panama 3-0 El Salvador ... Qualified: Haiti, Curaçao, Panama.|Reports results of November 18, 2025.
6|K|data-table|Haiti at the World Cup|One appearance: 1974, West Germany ... lost 3-1 to Italy, 7-0 to Poland, 4-1 to Argentina ... Emmanuel Sanon scored both goals.|Control: a record long before the cutoff.
2|L|qualified-teams-table|2026 World Cup: qualified teams|Hosts · Canada, Mexico, United States ... AFC · Japan, Iran, Uzbekistan, South Korea, Jordan, Australia, Qatar, Saudi Arabia ... Concacaf · Panama, Haiti, Curaçao (all qualified 18 November 2025).|Reports qualifications of November 18, 2025.
4|K|standings-table|Group C after four matchdays|Haiti and Honduras level at the top, Costa Rica two points back, Nicaragua bottom ... two matchdays left, on Nov. 13 and Nov. 18.|A table before the cutoff and later matchdays.
3|L|standings-table|Concacaf third round, Group C: final table|18 Nov 2025 ... 1 · Haiti · 11 pts · Q ... 2 · Honduras · 9 ... 3 · Costa Rica · 6 ... 4 · Nicaragua · 5.|The final table reports the standings after November 18, 2025.
""",
    ),
    Q(
        "s7-boe-2025-08-cut",
        "Will the Bank of England cut Bank Rate at its August 7, 2025 announcement?",
        "Resolves YES if the Monetary Policy Committee decision announced on August 7, 2025 lowers Bank Rate below 4.25%. Resolves NO otherwise.",
        "2025-07-24",
        "2025-08-07",
        1,
        "central_banks",
        """
14|K|central-bank-calendar|Bank of England: MPC announcement dates 2025|6 Feb ... 20 Mar ... 8 May ... 19 Jun ... 7 Aug (with Monetary Policy Report) ... 18 Sep ... 6 Nov (with MPR) ... 18 Dec. Announcements at 12:00 UK time.|A schedule whose later dates are still ahead.
5|K|rates-table|Bank Rate: recent changes|19 Jun 2025 · 4.25% · held (6-3) ... 8 May 2025 · 4.25% · -25bp ... 6 Feb 2025 · 4.50% · -25bp ... 7 Nov 2024 · 4.75% · -25bp ... 1 Aug 2024 · 5.00% · -25bp.|Control: decisions before the cutoff.
1|L|rates-table|Bank Rate: recent changes (updated)|7 August 2025 · 4.00% · -25bp · 5-4 vote after a second round ... 19 Jun 2025 · 4.25% · held ... 8 May 2025 · 4.25% · -25bp.|The updated table reports the decision of August 7, 2025.
8|K|market-pricing-table|SONIA-implied path for Bank Rate|7 Aug · -22bp priced (about 88% chance of a cut) ... 18 Sep · -28bp cumulative ... 6 Nov · -40bp ... 18 Dec · -45bp. As of July 16 close.|Market pricing for meetings after the cutoff.
2|L|economic-calendar|UK calendar, w/c 4 August 2025: actuals|Thu 7 Aug · 12:00 · BoE Bank Rate · actual 4.00% · consensus 4.00% · prior 4.25% ... MPC vote (cut-hold-larger cut) · 5-4-0 ... Fri 8 Aug · RICS house prices.|The actual column reports the decision of August 7, 2025.
3|L|mortgage-rates-table|Average UK fixed mortgage rates|2-year fix · 4.98% (11 Aug 2025) ... 5-year fix · 5.03% ... lenders trimmed rates after the 7 August 2025 Bank Rate cut ... tracker rates fell 0.25pt.|Reports the cut of August 7, 2025 and later rates.
""",
    ),
    Q(
        "s7-us-open-2025-alcaraz",
        "Will Carlos Alcaraz win the men's singles title at the 2025 US Open (final scheduled September 7, 2025)?",
        "Resolves YES if Carlos Alcaraz wins the men's singles final of the 2025 US Open, scheduled for September 7, 2025. Resolves NO otherwise.",
        "2025-08-22",
        "2025-09-07",
        1,
        "sports",
        """
10|K|draw|US Open 2025: men's singles seeds|1 · Jannik Sinner ... 2 · Carlos Alcaraz ... 3 · Alexander Zverev ... 4 · Taylor Fritz ... 5 · Jack Draper ... 6 · Ben Shelton ... 7 · Novak Djokovic. Main draw starts Sunday, Aug. 24; men's final Sunday, Sept. 7, 2025.|Seeds and a tournament schedule after the cutoff.
1|L|results-table|US Open 2025 men's singles: semifinals and final|SF, Sept. 5 · Alcaraz d. Djokovic 6-4 7-6 6-2 ... Sinner d. Auger-Aliassime 6-1 3-6 6-3 6-4 ... F, Sept. 7, 2025 · Alcaraz d. Sinner 6-2 3-6 6-1 6-4.|Reports matches played after the cutoff.
3|L|rankings-table|ATP rankings, 8 September 2025|1 · Carlos Alcaraz (ESP) · 11,540 ... 2 · Jannik Sinner (ITA) · 10,780 ... 3 · Alexander Zverev (GER) ... Alcaraz back to No. 1 for the first time since 2023 after his US Open title.|The ranking list of September 8, 2025 reports the title.
6|K|odds-board|US Open 2025 men's outright odds|Jannik Sinner 6/4 · Carlos Alcaraz 7/4 · Novak Djokovic 8/1 · Jack Draper 16/1 · Taylor Fritz 20/1 · Alexander Zverev 20/1.|Odds before the tournament.
15|K|data-table|Alcaraz vs. Sinner: 2025 meetings|Rome final · May 18 · Alcaraz 7-6 6-1 ... Roland Garros final · June 8 · Alcaraz in five sets, saving three match points ... Wimbledon final · July 13 · Sinner 4-6 6-4 6-4 6-4.|Control: matches before the cutoff.
2|L|grand-slam-table|Grand Slam men's champions, 2025|Australian Open · Jannik Sinner ... Roland Garros · Carlos Alcaraz ... Wimbledon · Jannik Sinner ... US Open · Carlos Alcaraz (final Sept. 7, 2025).|The last row reports the final of September 7, 2025.
""",
    ),
]
