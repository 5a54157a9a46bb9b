# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind2` part, read by `build_blind2.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. A plain string
keeps one document per line. Written blind for this set; see `build_blind2.py` and the README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lc-boj-2024-07-hike",
        "Will the Bank of Japan raise its short-term policy rate at its Monetary Policy Meeting of July 30-31, 2024?",
        "Resolves YES if the statement released on July 31, 2024 sets the uncollateralized overnight call rate target above the 0-0.1% range. Resolves NO otherwise.",
        "2024-07-12",
        "2024-07-31",
        1,
        "central_banks",
        """
6|K|central-bank-calendar|Monetary Policy Meetings (2024 schedule)|Meeting dates, 2024: January 22-23 / March 18-19 / April 25-26 / June 13-14 / July 30-31 / September 19-20 / October 30-31 / December 18-19. The Outlook for Economic Activity and Prices is released with the July statement; the Summary of Opinions for the July meeting is due on August 8, 2024.|A calendar of future meetings and publications.
4|L|reddit-thread|r/JapanFinance: so the BOJ actually did it again|Posting from the train. They went to 0.25% on July 31, 2024 and also said JGB buying gets cut to about 3 trillion yen a month by early 2026. My bank already emailed about the floating mortgage rate. Anyone else?|A thread reporting the July 31, 2024 hike as done.
9|K|tv-transcript|Market Close segment, Tokyo desk|ANCHOR: Is July really live? REPORTER: Swaps are maybe 40 percent for a move at the July 30-31 meeting. Governor Ueda said in June that the bond taper plan comes in July and that a hike is possible if the data line up. ANCHOR: So a coin flip. REPORTER: Roughly.|Expectations for a scheduled meeting.
2|L|wiki-talk|Talk:Bank of Japan - infobox policy rate|I changed the infobox rate from 0-0.1% to "around 0.25%" per the 31 July 2024 statement. The section on the end of negative rates still reads like it was written in February, can someone tidy it?|A talk-page note citing the July 31, 2024 decision as made.
11|K|non-native-english|Yen is weak, importers worry|Yen is weak and importer is complaining because price of energy go up. Many economist say the BOJ will wait until October 2024 or even later for next raise, because consumption is not strong. The first raise in 17 years was in March 2024.|Expectations and an earlier hike.
""",
    ),
    Q(
        "lc-fomc-2024-07-cut",
        "Will the FOMC lower the federal funds target range at its July 30-31, 2024 meeting?",
        "Resolves YES if the FOMC statement released on July 31, 2024 lowers the target range from 5.25%-5.50%. Resolves NO for a hold or a hike.",
        "2024-07-17",
        "2024-07-31",
        0,
        "central_banks",
        """
3|K|headlines-list|Week ahead (July 29 - August 2)|Tue Jul 30: FOMC meeting begins; Conference Board confidence. Wed Jul 31: FOMC statement 2:00 p.m. ET, Powell press conference 2:30 p.m. Thu Aug 1: Bank of England decision. Fri Aug 2: July employment report.|A schedule of coming releases.
5|L|ticker|Wire flashes|JUL 31 2024 14:00 ET - FED HOLDS TARGET RANGE AT 5.25%-5.50% / STATEMENT: RISKS TO EMPLOYMENT AND INFLATION GOALS "CONTINUE TO MOVE INTO BETTER BALANCE" / VOTE UNANIMOUS|Flashes reporting the July 31, 2024 hold.
8|K|betting-preview|Fed July meeting: prop market odds|Prop books list the July 31 decision at hold -2000, 25bp cut +900. Our lean: hold, then watch September 18 for the first move of the cycle. June CPI, printed July 11, was softer than expected, but not soft enough for July.|Odds and a pick for a future decision.
2|L|reddit-thread|r/economy: eighth hold in a row|They held again on July 31, 2024, and Powell basically said September is on the table if the data cooperate. The 10-year dropped below 4.1% that afternoon. Honestly felt like a pre-announcement of a cut.|A post reporting the July 31, 2024 hold.
10|K|forum-post|Mortgage forum: lock or float?|If they cut on July 31 I will eat my hat. CME FedWatch has shown a July cut under 10% since the CPI report on July 11. My broker says lock now and refinance after the first cut, whenever that is.|Expectations for a future meeting.
4|L|tv-transcript|Evening business report, July 31|HOST: The Fed left rates alone today, July 31, 2024, but the statement now says the committee is attentive to risks on both sides of its mandate. GUEST: That is the tell. They want September.|A segment reporting the hold as done.
""",
    ),
    Q(
        "lc-riksbank-2024-05-cut",
        "Will Sveriges Riksbank lower its policy rate in the monetary policy decision announced on May 8, 2024?",
        "Resolves YES if the decision published on May 8, 2024 lowers the policy rate from 4.00%. Resolves NO otherwise.",
        "2024-04-24",
        "2024-05-08",
        1,
        "central_banks",
        """
7|K|central-bank-calendar|Riksbank calendar, spring 2024|Monetary policy decision: 8 May 2024, published 09:30, press conference 11:00. Minutes of the monetary policy meeting: 17 May 2024. Next decision with Monetary Policy Report: 27 June 2024.|A calendar of future dates.
3|L|non-native-english|Riksbank cut rate first time since 2016|Riksbanken lowered the policy rate with 0.25 percentage point to 3.75 percent on 8 May 2024. Governor Thedéen say two more cuts can come in second half of year if inflation continue down. The krona became weaker after.|Reports the May 8, 2024 cut as done.
12|K|analyst-note|Sweden: March CPIF was soft|CPIF excluding energy rose 2.2% in March (published 12 April 2024), close to target. We now expect the first cut in May rather than June, though a hold on 8 May remains possible if the krona weakens sharply.|Expectations for a future decision.
5|L|headlines-list|Nordic markets, 8 May 2024|SEK slides after Riksbank cut / Big four banks lower variable mortgage rates the same day / Thedéen: "we can lower further" / Stockholm OMXS30 closes up 0.6%|Headlines dated May 8, 2024 reporting the cut.
9|K|reddit-thread|r/sweden: fixed or variable bolån now?|Should I bind my mortgage for 3 years now or wait until after 8 May? Everybody at work says the cut comes in May or June. My bank quotes 4.1% for three years right now.|A question about a future decision.
""",
    ),
    Q(
        "lc-cbrt-2024-03-hike",
        "Will the Central Bank of the Republic of Türkiye raise its one-week repo rate at its MPC meeting of March 21, 2024?",
        "Resolves YES if the MPC decision announced on March 21, 2024 raises the one-week repo auction rate from 45%. Resolves NO otherwise.",
        "2024-03-07",
        "2024-03-21",
        1,
        "central_banks",
        """
10|K|non-native-english|Central bank say tightening is finished|At the 22 February 2024 meeting the committee kept the rate 45 percent and repeated that the tight stance will be kept until inflation fall significantly. Many analyst think no more hike is coming, only waiting.|An earlier decision and expectations.
4|L|headlines-list|Istanbul markets wrap|21 March 2024: Central bank lifts policy rate by 500 basis points to 50% in surprise move / Lira firms / Banking index falls 3% / Decision comes ten days before local elections|Headlines reporting the March 21, 2024 hike.
6|K|central-bank-calendar|MPC meeting schedule 2024|Monetary Policy Committee meetings in 2024: 25 January, 22 February, 21 March, 25 April, 27 June, 23 July, 20 August, 19 September, 17 October, 21 November, 26 December. Decisions are announced at 14:00 local time.|A calendar of meeting dates.
2|L|tv-transcript|Evening news, economy segment|PRESENTER: The central bank surprised markets today, March 21, 2024, taking the policy rate to 50 percent. CORRESPONDENT: Nobody in the poll expected it; the statement points to the worsening inflation outlook in February.|A segment reporting the hike as done.
8|K|analyst-note|Poll: economists expect a hold on March 21|Sixteen of eighteen economists expect the rate to stay at 45% on March 21. February annual inflation came in at 67.1% (published 4 March 2024), and two see a hike as possible if the lira keeps weakening.|A poll for a future meeting.
""",
    ),
    Q(
        "lc-wimbledon-2024-paolini",
        "Will Jasmine Paolini win the 2024 Wimbledon ladies' singles title?",
        "Resolves YES if Jasmine Paolini wins the ladies' singles final of The Championships, Wimbledon, scheduled for July 13, 2024. Resolves NO otherwise.",
        "2024-06-28",
        "2024-07-13",
        0,
        "sports",
        """
5|K|betting-preview|Wimbledon 2024 ladies' outright: where is the value?|Swiatek 3/1, Sabalenka 6/1, Rybakina 6/1, Gauff 8/1, Paolini 40/1. Paolini reached the Roland Garros final on June 8, 2024, but has barely won a match on grass in her career. We pass on her at this price and take Rybakina each way.|Odds and history before the event.
3|L|sports-recap-present|Krejcikova holds her nerve on Centre Court|13 July 2024. Krejcikova races through the first set 6-2, Paolini answers with the second 6-2, and in the decider the Czech breaks early and serves it out 6-4 for her first Wimbledon singles title.|A historic-present recap of the July 13, 2024 final.
8|K|schedule|The Championships 2024: key dates|Qualifying from 24 June; draw on Friday 28 June; main draw starts Monday 1 July; ladies' semi-finals Thursday 11 July; ladies' final Saturday 13 July 2024, not before 2pm; gentlemen's final Sunday 14 July.|A schedule of future dates.
2|L|headlines-list|Wimbledon day 10 headlines|Paolini beats Vekic in longest women's semi-final on record (July 11, 2024) / Krejcikova stops Rybakina in three sets / Italians celebrate first ever ladies' finalist|Headlines reporting a July 11, 2024 semi-final as played.
10|K|reddit-thread|r/tennis: Can Paolini carry clay form to grass?|Her Eastbourne and Bad Homburg results will tell us. Draw comes out June 28. I'd be happy with a second week, honestly, given she had not won a main-draw match there before.|Speculation before the event.
""",
    ),
    Q(
        "lc-nuggets-2023-title",
        "Will the Denver Nuggets win the 2023 NBA Finals?",
        "Resolves YES if the Denver Nuggets win the 2023 NBA Finals, which begin on June 1, 2023 and end by June 18, 2023 at the latest. Resolves NO otherwise.",
        "2023-05-25",
        "2023-06-12",
        1,
        "sports",
        """
2|K|betting-preview|NBA title odds after the conference finals sweep|Denver is -400 to win the title after sweeping the Lakers on May 22. The Finals open June 1 at Ball Arena against the winner of Boston-Miami; if the East goes seven, Game 7 is May 29.|Odds and a schedule.
6|L|sports-recap-present|Game 5: Denver finally gets there|June 12, 2023. Jokic posts 28 and 16, Miami leads into the fourth, Bruce Brown's putback puts Denver ahead and the Nuggets hang on 94-89 for the first title in franchise history.|A recap of the June 12, 2023 clinching game.
4|L|wiki-talk|Talk:2023 NBA Finals - MVP field|The infobox should list Nikola Jokic as Finals MVP, he was named unanimously after Game 5 on June 12, 2023. Also the series score should read 4-1, not TBD.|A talk-page note reporting the June 12, 2023 result.
9|K|tv-transcript|Pregame show, May 16|ANALYST: Denver has home court the whole way. If they handle LA, they could be sitting for a week waiting for the East. HOST: And rust is the big question heading into June.|Speculation before the series.
1|K|table-flattened|Western Conference Finals 2023, results|Game 1 May 16: DEN 132, LAL 126. Game 2 May 18: DEN 108, LAL 103. Game 3 May 20: DEN 119, LAL 108. Game 4 May 22: DEN 113, LAL 111. Denver wins series 4-0.|Results dated before the cutoff.
""",
    ),
    Q(
        "lc-eagles-sb-lix",
        "Will the Philadelphia Eagles win Super Bowl LIX on February 9, 2025?",
        "Resolves YES if the Philadelphia Eagles win Super Bowl LIX, scheduled for February 9, 2025 at the Caesars Superdome in New Orleans. Resolves NO otherwise.",
        "2025-01-27",
        "2025-02-09",
        1,
        "sports",
        """
1|K|betting-preview|Super Bowl LIX opening line|Chiefs -1.5, total 48.5 at most books. Kickoff 6:30 p.m. ET, Feb. 9, 2025, Caesars Superdome. Kansas City has won three of the last five; Philadelphia beat Washington 55-23 on Jan. 26 to get here.|Odds for a future game and earlier results.
4|L|sports-recap-present|Eagles dominate from the opening series|Feb. 9, 2025, New Orleans. Philadelphia's front four sacks Mahomes six times, Cooper DeJean returns an interception for a touchdown on his birthday, it's 24-0 at the half and the Eagles win 40-22. Hurts is MVP.|A recap of the February 9, 2025 game.
6|K|reddit-thread|r/eagles: do we trust this team in a rematch?|Two years ago we lost 38-35 on a late field goal. This time the run game is different with Saquon. Whatever happens on the 9th, this season was fun.|Fan talk before the game.
2|L|headlines-list|Philadelphia news digest|Parade crowds fill Broad Street for Eagles celebration (Feb. 14, 2025) / SEPTA runs extra trains / City cleanup crews work overnight|A headline reporting the February 14, 2025 parade.
3|K|closure-notice|School District: note to families about Super Bowl week|Should the Eagles win on February 9, 2025, any change to the school schedule for a parade day will be announced by the district within 24 hours. Until then, all schools keep their normal calendar.|A conditional notice about a future event.
""",
    ),
    Q(
        "lc-rahm-masters-2023",
        "Will Jon Rahm win the 2023 Masters Tournament?",
        "Resolves YES if Jon Rahm wins the 2023 Masters Tournament at Augusta National, played April 6-9, 2023. Resolves NO otherwise.",
        "2023-03-24",
        "2023-04-09",
        1,
        "sports",
        """
7|K|betting-preview|Masters 2023 outright odds|Scheffler 7/1, McIlroy 7/1, Rahm 9/1, Cantlay 20/1, Koepka 30/1 after his LIV win in Orlando. Round one Thursday, April 6, 2023. Rahm already has three PGA Tour wins this year.|Odds for a future event.
3|L|sports-recap-present|Rahm wins the green jacket on Seve's birthday|April 9, 2023. Rahm starts the weather-delayed final day four behind Koepka, grinds through the end of round three, shoots 69 in the last and wins by four at 12 under.|A recap of the April 9, 2023 win.
10|K|weather-bulletin|Augusta area outlook|The 8-14 day outlook issued today tilts toward above-normal rainfall for eastern Georgia in early April. Spectators planning for the week of April 3-9 should check forecasts closer to the date.|A weather outlook for future dates.
5|L|wiki-talk|Talk:2023 Masters Tournament|Should the lead mention that Rahm's win on 9 April 2023 was the fourth by a Spaniard? Also Mickelson tied for second at 52, which seems notable.|A talk-page note reporting the April 9, 2023 result.
12|K|headlines-list|PGA Tour season so far|Rahm wins The Sentry (Jan. 8, 2023) / Rahm wins American Express (Jan. 22) / Rahm takes Genesis Invitational and world No. 1 (Feb. 19, 2023)|Results dated before the cutoff.
""",
    ),
    Q(
        "lc-fierceness-derby-2024",
        "Will Fierceness win the 150th Kentucky Derby on May 4, 2024?",
        "Resolves YES if Fierceness is declared the official winner of the Kentucky Derby run at Churchill Downs on May 4, 2024. Resolves NO otherwise.",
        "2024-04-19",
        "2024-05-04",
        0,
        "sports",
        """
9|K|betting-preview|Derby future pool: Fierceness the clear favorite|After a 13 1/2-length romp in the Florida Derby on March 30, Fierceness is around 5-2 in the final future pool. The post position draw is Monday, April 29; morning-line odds come out the same evening.|Odds and a schedule.
2|L|sports-recap-present|A three-way photo, and Mystik Dan by a nose|May 4, 2024. Mystik Dan saves ground on the rail, Sierra Leone and Forever Young come at him late, and after the photo the 18-1 shot is up by a nose. Fierceness, the favorite, fades to 15th.|A recap of the May 4, 2024 race.
6|K|schedule|Derby week at Churchill Downs|Draw: Monday, April 29. Kentucky Oaks: Friday, May 3. Kentucky Derby post time: 6:57 p.m. ET, Saturday, May 4, 2024. Gates open 8:00 a.m.|A schedule of future events.
4|L|table-flattened|Kentucky Derby 150 order of finish (May 4, 2024)|1 Mystik Dan (Hernandez Jr.) 2 Sierra Leone (Gaffalione) 3 Forever Young (Sakai) 4 Catching Freedom ... 15 Fierceness (Velazquez). Winning time 2:03.34.|A results table of the May 4, 2024 race.
12|K|reddit-thread|r/horseracing: Is Fierceness a bounce risk?|He was awful in the Holy Bull, then a monster at Gulfstream. Which horse shows up on the first Saturday in May? I'm against him at short odds.|Speculation before the race.
""",
    ),
    Q(
        "lc-argentina-wc-2022",
        "Will Argentina win the 2022 FIFA World Cup final on December 18, 2022?",
        "Resolves YES if Argentina wins the final of the 2022 FIFA World Cup at Lusail Stadium on December 18, 2022, including after extra time or penalties. Resolves NO otherwise.",
        "2022-12-08",
        "2022-12-18",
        1,
        "sports",
        """
3|K|schedule|World Cup quarter-finals schedule|Croatia v Brazil, Friday 9 December, 18:00 local / Netherlands v Argentina, Friday 9 December, 22:00 local, Lusail Stadium / Morocco v Portugal and England v France, Saturday 10 December. Final: Sunday 18 December 2022.|A schedule of future matches.
5|L|headlines-list|World Cup final wrap|Argentina beat France on penalties after 3-3 (18 December 2022) / Messi scores twice, Mbappe hat-trick / Montiel converts winning kick|Headlines reporting the December 18, 2022 final.
2|L|tv-transcript|Late sports bulletin|ANCHOR: What a night in Lusail, Dec. 9, 2022. Argentina led 2-0, the Dutch scored twice late, and Emiliano Martinez saves two in the shoot-out. Messi and company are into the semi-finals.|A segment reporting the December 9, 2022 quarter-final as played.
6|K|betting-preview|World Cup outright odds after the round of 16 starts|Brazil 3/1, France 4/1, Argentina 9/2, England 6/1. Argentina have recovered from the loss to Saudi Arabia, but the bracket puts the Netherlands in their way.|Odds before the later matches.
1|K|non-native-english|Argentina recover after bad start|Argentina lose against Saudi Arabia 2-1 in first game on 22 November, then win all three games after. On 3 December they beat Australia 2-1. Now is Netherlands, and fans in Buenos Aires already dreaming.|Results dated before the cutoff.
""",
    ),
    Q(
        "lc-anc-majority-2024",
        "Will the ANC win a majority of National Assembly seats in South Africa's general election of May 29, 2024?",
        "Resolves YES if the results declared by the Electoral Commission after the May 29, 2024 election give the ANC at least 201 of 400 seats. Resolves NO otherwise. Resolution by June 5, 2024.",
        "2024-05-15",
        "2024-06-02",
        0,
        "elections",
        """
6|K|government-notice|IEC: election timetable|Special votes: May 27-28, 2024. Election day: Wednesday, May 29, 2024, voting stations open 07:00 to 21:00. Results are expected to be declared within seven days of the vote.|An official timetable of future dates.
4|L|headlines-list|Election results, final|IEC declares results on 2 June 2024: ANC 40.2%, DA 21.8%, MK 14.6%, EFF 9.5% / ANC loses majority for the first time since 1994 / Ramaphosa calls for a national unity government|Headlines reporting the June 2, 2024 results.
10|K|table-flattened|Polls, April 2024 (flattened)|Ipsos, April 2024: ANC 40%, DA 22%, EFF 12%, MK 8%. Social Research Foundation, April: ANC 37%, DA 25%, MK 13%. Polls show the ANC below 50% in every recent survey.|Pre-election polls.
2|L|reddit-thread|r/southafrica: GNU is actually happening|Parliament re-elected Cyril on June 14, 2024 with DA votes. I never thought I'd see the ANC and DA in one cabinet. Malema called it a white monopoly capital deal, of course.|A post reporting the June 14, 2024 vote as done.
8|K|faq-explainer|What happens if no party gets 50%?|The new National Assembly must sit within 14 days of the results being declared and elect a president. If the ANC falls short, it can govern with coalition partners or a confidence-and-supply deal.|An explainer about future procedure.
""",
    ),
]

QUESTIONS += [
    Q(
        "lc-senegal-2024-faye",
        "Will Bassirou Diomaye Faye win Senegal's presidential election of March 24, 2024 without a second round?",
        "Resolves YES if the results of the March 24, 2024 first round, as proclaimed by March 31, 2024, give Faye more than 50% of the votes cast. Resolves NO otherwise.",
        "2024-03-12",
        "2024-03-29",
        1,
        "elections",
        """
5|K|government-notice|Election date fixed|The Constitutional Council, in its decision of 6 March 2024, set the first round of the presidential election for Sunday 24 March 2024. The official campaign runs from 9 March to 22 March.|An official date for a future vote.
8|L|headlines-list|Dakar headlines|Sonko and Faye released from prison (March 14, 2024) / Crowds follow the convoy through the capital / Faye: "we will win in the first round"|A headline reporting a March 14, 2024 release as done.
3|L|non-native-english|Faye is winner in first round|The provisional results from 27 March 2024 give Bassirou Diomaye Faye 54.3 percent and Amadou Ba 35.8 percent, so there is no second round. Ba has congratulated him already before the proclamation.|Reports results dated March 27, 2024.
10|K|reddit-thread|r/Africa: can a jailed candidate win?|Sonko is barred, so Faye is on the ballot as the substitute even though he is still in detention. If the opposition unites behind him he has a real shot; if it goes to a runoff it gets harder.|Speculation before the vote.
2|K|tv-transcript|International news, Senegal segment|ANCHOR: Only two weeks of campaign this time. CORRESPONDENT: Yes, it ends on March 22, two days before the vote, and nineteen candidates are on the list. Many people here still fear another postponement.|A schedule of the campaign.
6|L|wiki-talk|Talk:2024 Senegalese presidential election|Faye was sworn in on 2 April 2024, so the article should call him president, not president-elect. Also the turnout figure needs the Constitutional Council source, not the provisional one.|A talk-page note reporting an April 2, 2024 inauguration.
""",
    ),
    Q(
        "lc-nigeria-2023-tinubu",
        "Will INEC declare Bola Tinubu the winner of Nigeria's presidential election of February 25, 2023?",
        "Resolves YES if the Independent National Electoral Commission declares Bola Ahmed Tinubu winner of the February 25, 2023 presidential election by March 10, 2023. Resolves NO otherwise.",
        "2023-02-15",
        "2023-03-01",
        1,
        "elections",
        """
9|K|government-notice|INEC timetable (summary)|Presidential and National Assembly elections: Saturday, 25 February 2023. Governorship and State Houses of Assembly elections: Saturday, 11 March 2023. Campaigns end 24 hours before polling day.|An official timetable of future votes.
4|L|headlines-list|Nigeria decides: the results|INEC declares Tinubu president-elect in early hours of March 1, 2023 / APC 8.79m votes, Atiku 6.98m, Obi 6.10m / Obi wins Lagos|Headlines reporting the March 1, 2023 declaration.
7|K|betting-preview|Nigeria election: the bookmakers' view|Tinubu is 4/6 with most European books, Obi 2/1, Atiku 7/2. Online polls favour Obi but they over-sample young urban voters. Polls close on February 25 and results come state by state through the week.|Odds for a future vote.
2|L|non-native-english|Opposition go to tribunal|Since the 25 February 2023 election, Atiku and Obi say the result is not correct and they will go to the tribunal. Many people complain the results was not uploaded to IReV in real time.|Reports the aftermath of the February 25, 2023 vote.
5|K|reddit-thread|r/Nigeria: cash queues before the vote|ATM queues everywhere in Abuja. The Supreme Court on February 8 paused the old-note deadline but banks still won't take them. Honestly worried about turnout on the 25th.|Events before the cutoff and a worry about a future date.
""",
    ),
    Q(
        "lc-portugal-2024-ad",
        "Will the Democratic Alliance (AD) win the most seats in Portugal's legislative election of March 10, 2024?",
        "Resolves YES if, after all seats including the four overseas seats are allocated (expected by March 21, 2024), AD holds more seats than any other list. Resolves NO otherwise.",
        "2024-02-23",
        "2024-03-20",
        1,
        "elections",
        """
6|K|table-flattened|Polls average, February 2024|AD 31% / PS 29% / Chega 17% / IL 6% / BE 5% / CDU 3% / Livre 3%. Last update 20 February 2024. The gap between AD and PS is inside the margin of error in most polls.|Pre-election polls.
4|L|headlines-list|Election night, 10 March 2024|AD narrowly ahead of PS / Chega passes 1 million votes and roughly quadruples its seats / Turnout highest since 1995|Headlines reporting the March 10, 2024 results.
2|L|tv-transcript|Election night special|PRESENTER: It is nearly midnight on March 10, 2024. Pedro Nuno Santos has conceded and says the Socialists will lead the opposition. COMMENTATOR: Montenegro now has to decide what to do about Chega.|A transcript reporting a concession on March 10, 2024.
9|K|faq-explainer|How Portugal counts its vote|Four deputies are elected by Portuguese living abroad; their ballots are counted about ten days after election day, so final seat totals are expected around 20 March. The president then hears the parties before naming a prime minister.|An explainer about future steps.
12|K|reddit-thread|r/portugal: how did we get here?|Costa resigned in November 2023 over the Influencer investigation, and Marcelo dissolved parliament on 15 January. So we vote again two years after the last majority.|Earlier events.
7|L|wiki-talk|Talk:Luís Montenegro|He was sworn in as prime minister on 2 April 2024; the lead still says "candidate". Updating unless someone objects.|A talk-page note reporting the April 2, 2024 swearing-in.
""",
    ),
    Q(
        "lc-ireland-family-ref-2024",
        "Will Ireland's proposed Thirty-ninth Amendment (on the family) be approved in the referendum of March 8, 2024?",
        "Resolves YES if the referendum result declared after polling on March 8, 2024 approves the family amendment. Resolves NO if it is rejected.",
        "2024-02-22",
        "2024-03-09",
        0,
        "elections",
        """
8|K|government-notice|Referendums: polling information|Polling day is Friday 8 March 2024. Polling stations are open from 7am to 10pm. Counting begins at 9am on Saturday 9 March 2024 and the results will be declared at Dublin Castle.|Official arrangements for a future vote.
3|L|headlines-list|Referendum count: both proposals fail|Family amendment rejected by 67.7% (9 March 2024) / Care amendment rejected by 73.9% / Only Dún Laoghaire votes Yes on family|Headlines reporting the March 9, 2024 count.
10|K|table-flattened|Poll tracker, family amendment|Yes 53 / No 35 / Don't know 12 (Irish Times/Ipsos B&A, February 2024). The No side has gained since January, and a large share of voters say they have not followed the debate.|A pre-vote poll.
5|L|reddit-thread|r/ireland: so that was a disaster for the government|Leo said on March 9, 2024 that "we got it wrong" and that it was the government's responsibility. Turnout was only about 44%. Not surprised after that campaign.|A post reporting the March 9, 2024 result and reaction.
6|K|closure-notice|Notice to parents: school used as polling station|Our school will be closed to pupils on Friday 8 March 2024 because the building is a polling station for the referendums. Classes resume as normal on Monday 11 March.|A closure notice for a future day.
2|K|non-native-english|What is changing in the constitution?|The family amendment want to include "durable relationships", not only families based on marriage. The government parties say vote yes, but the wording is not clear for many people, and some lawyer say it can make problems.|An explainer before the vote.
""",
    ),
    Q(
        "lc-dobbs-2022",
        "Will the US Supreme Court overrule Roe v. Wade in Dobbs v. Jackson Women's Health Organization by June 30, 2022?",
        "Resolves YES if an opinion of the Court issued by June 30, 2022 in Dobbs v. Jackson Women's Health Organization overrules Roe v. Wade. Resolves NO otherwise.",
        "2022-06-09",
        "2022-06-24",
        1,
        "courts",
        """
4|K|court-press-summary|Court calendar note|The Court has announced that it may issue opinions on Monday, June 13 and Wednesday, June 15, 2022, at 10 a.m. The Court does not announce in advance which cases will be decided.|A calendar of future opinion days.
7|L|court-press-summary|Dobbs v. Jackson Women's Health Organization, No. 19-1392 (decided June 24, 2022)|Held: The Constitution does not confer a right to abortion; Roe and Casey are overruled, and the authority to regulate abortion is returned to the people and their elected representatives. Alito, J., delivered the opinion of the Court.|A summary of the June 24, 2022 decision.
12|K|reddit-thread|r/law: will the final opinion track the leaked draft?|The Politico draft from May 2 was dated February. Votes can change between draft and decision; it happened in Casey. I expect it near the last opinion day, probably end of June.|Speculation about a future decision.
2|L|headlines-list|After Dobbs: the states|Trigger laws take effect in several states after June 24, 2022 ruling / Clinics in Texas halt procedures / Kansas sets August vote on constitutional amendment|Headlines reporting effects of the June 24, 2022 ruling.
9|K|wiki-talk|Talk:Roe v. Wade - please don't call it overturned yet|The leaked draft of May 2, 2022 is not a decision. Until the opinion is released, probably in late June or early July, the article should say the case is pending.|A note that the decision is still pending.
5|L|tv-transcript|Breaking news, Friday morning|ANCHOR: Breaking this morning, Friday, June 24, 2022: the Supreme Court has overturned Roe v. Wade, ending nearly fifty years of a federal constitutional right to abortion. Our correspondent is outside the Court.|A transcript reporting the June 24, 2022 ruling.
""",
    ),
    Q(
        "lc-trump-civil-fraud-2024",
        "Will Justice Arthur Engoron issue a final decision in New York's civil fraud case against Donald Trump by February 29, 2024?",
        "Resolves YES if the post-trial decision in People v. Trump (New York Supreme Court, Index No. 452564/2022) is issued by February 29, 2024. Resolves NO otherwise.",
        "2024-02-01",
        "2024-02-16",
        1,
        "courts",
        """
14|K|court-press-summary|Civil fraud trial: closing arguments heard|Closing arguments were held on January 11, 2024. The court said it would try to issue a decision by the end of January; post-trial submissions are complete.|Earlier events and an expected date.
5|L|headlines-list|Trump civil fraud ruling|Engoron orders Trump to pay $355 million plus interest (February 16, 2024) / Three-year ban from serving as officer of a New York company / Sons barred for two years|Headlines reporting the February 16, 2024 decision.
3|L|non-native-english|Court decide against Trump in New York|The decision from 16 Feb 2024 say Trump and his company inflated the value of properties for years. Together with interest the sum is more than 450 million dollars, and he must post bond if he appeal.|Reports the February 16, 2024 decision.
7|K|reddit-thread|r/law: where is the Engoron decision?|He said end of January, now reports say it slips to February because of the monitor's findings. Nothing on the docket yet. Any guesses?|A post noting the decision is still pending.
10|K|tv-transcript|Legal panel, cable news|HOST: What should we expect? GUEST: Disgorgement is the big number; the AG asked for about 370 million. Engoron already found fraud at summary judgment in September, so the question is the amount.|Expectations and an earlier ruling.
""",
    ),
    Q(
        "lc-hunter-biden-gun-2024",
        "Will Hunter Biden be convicted on at least one count in his federal gun trial in Delaware by June 30, 2024?",
        "Resolves YES if a jury in United States v. Robert Hunter Biden (D. Del.) returns a guilty verdict on at least one count by June 30, 2024. Resolves NO otherwise.",
        "2024-05-31",
        "2024-06-11",
        1,
        "courts",
        """
6|K|court-press-summary|Trial scheduling order|Jury selection is set to begin on June 3, 2024 before Judge Maryellen Noreika in Wilmington. The court expects the trial to last up to two weeks.|A trial schedule.
3|L|headlines-list|Wilmington verdict|Jury convicts Hunter Biden on all three felony gun counts, June 11, 2024 / Deliberations lasted about three hours / Sentencing not yet set|Headlines reporting the June 11, 2024 verdict.
8|L|tv-transcript|Morning show, courthouse live shot|REPORTER: Opening statements wrapped today, June 4, 2024. Prosecutors read from his memoir; the defense says he did not consider himself an addict when he bought the gun in October 2018.|A transcript reporting June 4, 2024 openings as done.
10|K|reddit-thread|r/politics: could this go to a jury at all?|The plea deal collapsed in July 2023, and the appeals court rejected the immunity argument. Odds of a plea now look low, so it is a trial in June.|Earlier events and expectations.
2|K|court-press-summary|Separate tax case|The tax case in the Central District of California is set for trial in September 2024. Motions are due in July 2024.|A schedule of future proceedings.
""",
    ),
    Q(
        "lc-atlantic-cat5-2024",
        "Will an Atlantic hurricane reach Category 5 intensity by July 15, 2024?",
        "Resolves YES if the National Hurricane Center reports maximum sustained winds of at least 157 mph for any Atlantic hurricane by July 15, 2024. Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-15",
        1,
        "weather",
        """
20|K|weather-bulletin|NOAA 2024 Atlantic hurricane season outlook|NOAA predicts an 85% chance of an above-normal season: 17 to 25 named storms, 8 to 13 hurricanes, 4 to 7 major hurricanes. The season runs from June 1 to November 30.|A seasonal outlook.
4|L|weather-bulletin|Hurricane Beryl Advisory Number 13|1100 PM AST Mon Jul 1 2024 ... BERYL BECOMES A CATEGORY 5 HURRICANE ... Maximum sustained winds have increased to near 160 mph with higher gusts. Beryl is the earliest Category 5 on record in the Atlantic.|An advisory reporting a July 1, 2024 strengthening.
2|L|headlines-list|Caribbean storm headlines|Beryl devastates Carriacou (July 1, 2024) / Jamaica under hurricane warning / Earliest Category 5 on record|Headlines reporting a July 1, 2024 landfall and record.
9|K|reddit-thread|r/TropicalWeather: MDR is already warm|Sea surface temperatures in the main development region are at August levels. A Cat 5 in June or early July would be basically unheard of though. Emily in 2005 was the earliest, in mid-July.|Speculation and historical facts.
6|K|weather-bulletin|Tropical Weather Outlook|A broad area of low pressure over the southwestern Gulf has a 70 percent chance of formation through the next 48 hours. Heavy rain is likely over northeastern Mexico through Thursday.|A forecast, not a report of later events.
1|L|wiki-talk|Talk:2024 Atlantic hurricane season|Beryl needs its own section: Cat 5 on 2 July 2024 again after weakening, landfall in Texas on 8 July 2024 as a Cat 1. The season summary table is out of date.|A talk-page note reporting July 2024 events.
""",
    ),
    Q(
        "lc-nyc-schools-remote-2024",
        "Will New York City public schools switch to remote instruction for at least one day because of weather in February 2024?",
        "Resolves YES if NYC Public Schools moves all schools to remote learning for a weather emergency on any day from February 1 to February 29, 2024. Resolves NO otherwise.",
        "2024-02-06",
        "2024-02-29",
        1,
        "weather",
        """
5|K|closure-notice|NYC Public Schools: inclement weather policy|In the event of severe weather, schools will pivot to remote instruction rather than close. Families should make sure devices are charged and logins work. Decisions will be announced by 5 a.m. on the affected day.|A policy for future days.
3|L|closure-notice|All schools remote Tuesday|Tuesday, February 13, 2024: all NYC public school buildings are closed and students will learn remotely because of the winter storm. After-school programs are cancelled.|A notice dated February 13, 2024 reporting the switch.
7|K|weather-bulletin|Area Forecast Discussion, NWS New York|Mainly dry through the weekend with temperatures near normal. Another system may approach late next week, but model spread is large and snow chances for the city stay low.|A forecast.
2|L|reddit-thread|r/nyc: remote learning day was a mess|The login system crashed for like two hours on Feb. 13, 2024. The chancellor apologized. Kids got maybe an hour of class. Meanwhile only about 3 inches fell in Central Park.|A post reporting the February 13, 2024 remote day.
4|K|tv-transcript|Local news, weather segment|METEOROLOGIST: Central Park has gone almost two years without an inch of snow in a day. Nothing big on the maps this week. ANCHOR: So kids should not count on snow days. METEOROLOGIST: Not yet.|Weather talk before the cutoff.
1|L|headlines-list|City Hall headlines|Chancellor Banks blames vendor IBM for Feb. 13 remote-learning outage (February 13, 2024) / Mayor says city will review plans / Storm totals lower than forecast|Headlines reporting the February 13, 2024 outage.
""",
    ),
    Q(
        "lc-wwdc-2023-headset",
        "Will Apple announce a mixed-reality headset at its WWDC keynote on June 5, 2023?",
        "Resolves YES if Apple announces a mixed-reality or augmented-reality headset during the WWDC23 keynote on June 5, 2023. Resolves NO otherwise.",
        "2023-05-22",
        "2023-06-05",
        1,
        "technology",
        """
8|K|conference-agenda|WWDC23 schedule|June 5-9, 2023, online and at Apple Park. Keynote: Monday, June 5, 10 a.m. PT. Platforms State of the Union: 1 p.m. PT. Sessions and labs: June 6-9.|A conference agenda.
4|L|changelog|visionOS SDK release notes|June 21, 2023: the visionOS SDK is now available in Xcode 15 beta 2, with the visionOS simulator and Reality Composer Pro. Developer labs will open in Cupertino, London, Munich, Shanghai, Singapore and Tokyo next month.|Release notes dated June 21, 2023.
2|L|headlines-list|Tech headlines|Apple unveils Vision Pro at $3,499, shipping early next year (June 5, 2023) / "Spatial computing" replaces AR in Apple's pitch / Disney to bring content to headset|Headlines reporting the June 5, 2023 announcement.
10|K|reddit-thread|r/apple: "Reality Pro" and "xrOS" trademarks spotted|Shell companies filed trademarks in several countries. Gurman still says June, but it has slipped before. I'd put it at 80%.|Rumours before the event.
6|K|tv-transcript|Tech segment, morning show|HOST: Is this the one-more-thing year? ANALYST: Most of the supply chain says yes, a headset around 3,000 dollars. But Apple could also just preview it and ship next year.|Expectations.
1|L|wiki-talk|Talk:Apple Vision Pro|Article was created after the 5 June 2023 announcement; should we redirect "Apple Reality Pro" here? Also the price in the infobox needs a source.|A talk-page note citing the June 5, 2023 announcement.
""",
    ),
    Q(
        "lc-ios18-release-2024",
        "Will Apple release iOS 18 to the public by September 20, 2024?",
        "Resolves YES if Apple makes the final (non-beta) iOS 18 available to the public on or before September 20, 2024. Resolves NO otherwise.",
        "2024-09-06",
        "2024-09-16",
        1,
        "technology",
        """
9|K|conference-agenda|Apple special event|Apple has sent invitations for an event called "It's Glowtime" on Monday, September 9, 2024 at 10 a.m. PT, streamed from Apple Park.|An invitation to a future event.
3|L|changelog|iOS 18 release notes|iOS 18 (released September 16, 2024): customizable Home Screen, redesigned Photos, RCS messaging, passwords app, and Apple Intelligence later this fall for supported devices.|Release notes dated September 16, 2024.
12|K|forum-post|Developer forum: beta 7 thoughts|Beta 6 arrived August 19 and looks stable. Normally the RC comes on event day and the final release a week later, so mid-September seems likely if nothing breaks.|Expectations based on earlier betas.
5|L|reddit-thread|r/iphone: iOS 18 battery drain?|Updated this morning, Sept. 16, 2024, and my phone ran hot for hours. Is it just indexing? Dark icons look nice though.|A post reporting the September 16, 2024 release.
7|K|non-native-english|When iOS 18 coming?|Apple normally release new iOS about one week after September event. If event is 9 September, maybe iOS 18 arrive 16 September. But Apple Intelligence will come only later, with iOS 18.1.|Expectations for a future release.
1|L|headlines-list|Apple event roundup|Apple unveils iPhone 16 with Camera Control button (Sept. 9, 2024) / AirPods 4 / Apple Watch Series 10 is thinnest yet|Headlines reporting the September 9, 2024 event.
""",
    ),
]

QUESTIONS += [
    Q(
        "lc-bitcoin-100k-2024",
        "Will Bitcoin trade above $100,000 on a major exchange by December 31, 2024?",
        "Resolves YES if BTC/USD trades above $100,000 on Coinbase, Kraken or Bitstamp at any time from now until December 31, 2024, 23:59 UTC. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-31",
        1,
        "crypto",
        """
6|K|exchange-notice|CME Group: holiday trading hours|Thanksgiving: Bitcoin futures close early at 12:15 p.m. CT on Friday, Nov. 29, 2024. Christmas: markets closed Wednesday, Dec. 25, 2024. New Year: closed Wednesday, Jan. 1, 2025.|A notice of future trading hours.
4|L|ticker|BTC/USD price feed|DEC 5 2024 02:10 UTC - BTC/USD 101,250 (+4.8%) - FIRST PRINT ABOVE $100,000 - 24H VOLUME 94.1B|A ticker reporting a December 5, 2024 price.
2|K|reddit-thread|r/Bitcoin: 99.5k and rejected|We touched about 99.6k on Nov 22 and got smacked back. Funding is hot. My bet is we see six figures before the end of the year but it could take a flush first.|Earlier prices and a guess.
8|L|headlines-list|Crypto headlines|Bitcoin tops $100,000 for the first time (Dec. 5, 2024) after Trump picks Atkins to lead SEC / MicroStrategy buys more / ETF inflows hit record week|Headlines reporting the December 5, 2024 move.
3|K|prediction-market-thread|Comments: BTC above $100k in 2024?|Market at 72% yes. Ten days ago it was 40. Anyone holding no at these prices has to believe the election pump is done. Resolution source is Coinbase, remember.|Market odds before the cutoff.
1|L|non-native-english|Bitcoin make new record|Bitcoin pass 100 thousand dollar in 5 December 2024, and on 17 December 2024 it make new record near 108 thousand. Many small investor in Korea buying again.|Reports December 2024 prices as done.
""",
    ),
    Q(
        "lc-artemis1-launch-2022",
        "Will NASA launch the Artemis I mission by November 30, 2022?",
        "Resolves YES if the Space Launch System rocket carrying Orion lifts off on the Artemis I mission by November 30, 2022. Resolves NO otherwise.",
        "2022-11-07",
        "2022-11-16",
        1,
        "space",
        """
4|K|conference-agenda|Artemis I launch coverage schedule|Launch window opens at 12:07 a.m. EST Monday, Nov. 14, and lasts 69 minutes. Backup opportunities: Nov. 16 and Nov. 19. Tanking coverage begins on NASA TV at 3:30 p.m. EST Nov. 13.|A schedule of future coverage.
2|L|tv-transcript|Overnight launch coverage|COMMENTATOR: And liftoff. It is 1:47 a.m. Eastern, November 16, 2022, and Artemis I is on its way. After a replacement of a leaking valve on the pad, the red crew saved the day.|A transcript reporting the November 16, 2022 launch.
9|K|reddit-thread|r/space: third time lucky?|Scrubbed Aug 29 (engine bleed sensor) and Sept 3 (hydrogen leak), then rolled back for Ian on Sept 26. It went back out to 39B on Nov 4. A tropical system showing up in the long range is the last thing we need.|Earlier events and a worry.
5|L|wiki-talk|Talk:Artemis I|Someone should add that Hurricane Nicole passed over the pad on 10 November 2022 with the rocket exposed, and that a strip of caulk tore off. Also the splashdown date, 11 December 2022, needs a cite.|A talk-page note reporting November and December 2022 events.
6|K|weather-bulletin|45th Weather Squadron launch forecast|L-8 day outlook for the Nov. 14 window: 80% chance of favorable weather; primary concern is cumulus clouds. A disturbance northeast of the Bahamas will be watched over the coming days.|A forecast for a future launch.
1|L|headlines-list|Space headlines|Orion splashes down off Baja California (Dec. 11, 2022) / Heat shield performs, some char loss noted / NASA: crewed Artemis II next|A headline reporting the December 11, 2022 splashdown.
""",
    ),
    Q(
        "lc-eeaao-best-picture",
        "Will Everything Everywhere All at Once win Best Picture at the 95th Academy Awards on March 12, 2023?",
        "Resolves YES if Everything Everywhere All at Once is announced as Best Picture at the ceremony on March 12, 2023. Resolves NO otherwise.",
        "2023-03-01",
        "2023-03-12",
        1,
        "awards",
        """
3|K|betting-preview|Oscars 2023 Best Picture odds|Everything Everywhere All at Once -900, All Quiet on the Western Front +700, Top Gun: Maverick +2500. After the PGA and SAG ensemble wins, this looks over. Final voting runs March 2-7.|Odds and a schedule.
6|L|headlines-list|Oscars night|Everything Everywhere All at Once wins seven Oscars (March 12, 2023) / Michelle Yeoh first Asian woman to win best actress / Brendan Fraser best actor|Headlines reporting the March 12, 2023 ceremony.
2|K|tv-transcript|Entertainment tonight segment|HOST: The cast took the SAG ensemble award on Sunday, February 26. CRITIC: That's the precursor that matters most. Only All Quiet, which surged at BAFTA, stands in the way.|Earlier awards and expectations.
4|L|tv-transcript|Live red carpet and ceremony feed|HOST: Breaking from the Dolby Theatre, March 12, 2023: Ke Huy Quan has just won best supporting actor, and the room is on its feet. That's the film's first of the night.|A live transcript reporting a March 12, 2023 win.
8|K|schedule|95th Oscars: how to watch|Sunday, March 12, 2023, 8 p.m. ET on ABC, hosted by Jimmy Kimmel. Nominations were announced January 24; final voting opens March 2.|A schedule of a future ceremony.
1|L|wiki-talk|Talk:Everything Everywhere All at Once|The awards section should say it won seven Academy Awards on 12 March 2023, the most of the night. Moving the long list to the accolades page.|A talk-page note reporting the March 12, 2023 wins.
""",
    ),
    Q(
        "lc-gaza-truce-nov-2023",
        "Will a humanitarian pause between Israel and Hamas that includes hostage releases take effect by November 30, 2023?",
        "Resolves YES if a pause in fighting agreed by Israel and Hamas and including the release of hostages held in Gaza takes effect by November 30, 2023. Resolves NO otherwise.",
        "2023-11-10",
        "2023-11-24",
        1,
        "geopolitics",
        """
5|K|tv-transcript|World news, Doha segment|CORRESPONDENT: Qatari mediators are working on a deal for about fifty women and children in exchange for a pause of several days. Officials on both sides say nothing is agreed yet.|Negotiations before the cutoff.
3|L|headlines-list|Gaza truce, day one|Pause takes effect at 7 a.m. local time on 24 November 2023 / 13 Israeli hostages and 39 Palestinian prisoners released / Aid trucks enter through Rafah|Headlines reporting the November 24, 2023 truce.
1|K|government-notice|White House briefing summary|Israel has agreed to daily four-hour pauses in fighting in northern Gaza, starting on Nov. 9, with three hours' notice, to let civilians move south. Talks on hostages continue.|Events before the cutoff.
7|L|non-native-english|Truce is extended|On 27 November 2023 the sides agreed to extend the truce two more days, and more hostages was released in the evening. Qatar say it hopes for longer pause.|Reports a November 27, 2023 extension.
9|K|reddit-thread|r/worldnews: is a hostage deal realistic?|Israel says no ceasefire until hostages are back, Hamas wants fuel and a long pause. Some kind of short pause seems possible by the end of the month, but I'd not bet the house.|Speculation before the cutoff.
4|L|headlines-list|Fighting resumes|Truce collapses on December 1, 2023, as Israel resumes strikes / Each side blames the other / 105 hostages freed during the week|Headlines reporting the December 1, 2023 end of the truce.
""",
    ),
    Q(
        "lc-ira-signed-2022",
        "Will the Inflation Reduction Act be signed into law by August 31, 2022?",
        "Resolves YES if the President signs H.R. 5376, the Inflation Reduction Act of 2022, by August 31, 2022. Resolves NO otherwise.",
        "2022-08-03",
        "2022-08-16",
        1,
        "legislation",
        """
2|K|tv-transcript|Capitol Hill report|REPORTER: Schumer wants a vote-a-rama as soon as this weekend. Everything depends on Sinema, who hasn't said a word since the Manchin deal was announced last Wednesday.|Expectations for a future vote.
6|L|headlines-list|Senate passes climate and health bill|Senate approves Inflation Reduction Act 51-50, Harris breaks tie (Aug. 7, 2022) / Democrats hold together through overnight amendments / House vote set for Friday|Headlines reporting the August 7, 2022 vote.
4|L|table-flattened|Roll call summary, H.R. 5376|House concurrence, August 12, 2022: Yeas 220, Nays 207, Not voting 4. Party: D 220-0, R 0-207.|A table reporting the August 12, 2022 House vote.
8|K|reddit-thread|r/politics: Manchin deal, what's in it?|About 370 billion for energy and climate, Medicare drug price negotiation, 15% corporate minimum tax. Announced July 27. Still needs all 50 and the parliamentarian.|Earlier events and remaining conditions.
1|L|tv-transcript|Evening news, White House|ANCHOR: President Biden signed the Inflation Reduction Act today, August 16, 2022, at a table in the State Dining Room, with Manchin standing behind him.|A transcript reporting the August 16, 2022 signing.
10|K|analyst-note|What the budget reconciliation calendar looks like|If the Senate acts before the August recess, the House could come back from its district work period to pass it. The bill would then go to the President for signature, likely in mid-August.|A forward-looking calendar.
""",
    ),
    Q(
        "lc-uk-cpi-sep-2024",
        "Will UK CPI annual inflation for September 2024 be below 2.0%?",
        "Resolves YES if the ONS release of October 16, 2024 reports 12-month CPI inflation for September 2024 below 2.0%. Resolves NO otherwise.",
        "2024-10-01",
        "2024-10-16",
        1,
        "macro_data",
        """
8|K|government-notice|ONS release calendar|Consumer price inflation, UK: September 2024. Release date: 16 October 2024, 7:00 am. Labour market overview, UK: October 2024 - 15 October 2024.|A calendar of future releases.
3|L|table-flattened|CPI annual rate (flattened)|Jun 2024 2.0 / Jul 2024 2.2 / Aug 2024 2.2 / Sep 2024 1.7. Source: Consumer price inflation, UK, published 16 October 2024.|A table carrying a figure published October 16, 2024.
12|K|analyst-note|UK CPI August: services still sticky|Headline CPI held at 2.2% in August (published 18 September 2024) while services rose to 5.6%. We expect a dip below 2% in September on airfares and fuel before a rebound in the autumn.|An earlier figure and a forecast.
5|L|headlines-list|Markets wrap, London|Pound falls after inflation drops to 1.7% (Oct 16, 2024) / Gilts rally / Traders price a November cut|Headlines reporting the October 16, 2024 release.
2|K|central-bank-calendar|Bank of England: upcoming dates|Monetary Policy Summary and Monetary Policy Report: Thursday 7 November 2024. Next: Thursday 19 December 2024. Financial Stability Report: 29 November 2024.|A calendar of future dates.
6|L|reddit-thread|r/UKPersonalFinance: inflation below 2% finally|Inflation at 1.7% for September, out on 16 October 2024. Does this mean my tracker drops? The BoE then cut on 7 November 2024 so yes, a bit.|A post reporting October and November 2024 events.
""",
    ),
    Q(
        "lc-canada-rail-stoppage-2024",
        "Will a lockout or strike halt operations at CN or CPKC by August 31, 2024?",
        "Resolves YES if CN or CPKC locks out, or is struck by, its Teamsters Canada Rail Conference workers by August 31, 2024. Resolves NO otherwise.",
        "2024-08-08",
        "2024-08-22",
        1,
        "labor",
        """
3|K|government-notice|CIRB ruling summary|The Canada Industrial Relations Board ruled on August 9 that no essential-services order is required, clearing the way for a legal work stoppage. The earliest date for a lockout or strike is August 22, after 72 hours' notice.|A ruling and a future date.
5|L|headlines-list|Rail shutdown|CN and CPKC lock out about 9,300 workers at 12:01 a.m. ET on August 22, 2024 / Commuter lines in Toronto, Montreal, Vancouver affected / Ottawa moves to end stoppage|Headlines reporting the August 22, 2024 lockouts.
9|K|exchange-notice|Customer advisory: possible service interruption|If no agreement is reached, the railway will begin winding down traffic, including an embargo on dangerous goods and perishable shipments, in the days before any stoppage.|A conditional customer notice.
2|L|tv-transcript|National news, Ottawa|ANCHOR: Labour Minister MacKinnon today, Aug. 22, 2024, directed the board to impose binding arbitration and order the railways back to work. UNION: We will challenge this.|A transcript reporting the August 22, 2024 referral.
7|K|non-native-english|Farmers worry about rail stop|Many farmer in Saskatchewan say if trains stop in August, the grain and fertilizer cannot move and the port in Vancouver will be full. The union and companies still talking, nobody know what happen.|Worries before the cutoff.
1|L|exchange-notice|TSX opening summary|August 22, 2024: CNR and CP shares open lower after the overnight lockouts. Transport index down 1.1% in early trading.|A notice reporting August 22, 2024 trading.
""",
    ),
    Q(
        "lc-tesla-q1-2024-deliveries",
        "Will Tesla report more than 400,000 vehicle deliveries for the first quarter of 2024?",
        "Resolves YES if Tesla's Q1 2024 production and deliveries release, expected on April 2, 2024, reports more than 400,000 deliveries. Resolves NO otherwise.",
        "2024-03-15",
        "2024-04-02",
        0,
        "earnings",
        """
4|K|exchange-notice|Investor relations notice|Tesla will post its Q1 2024 vehicle production and deliveries report on Tuesday, April 2, 2024. The Q1 financial results will follow after market close on a date to be announced.|A notice of a future release.
6|L|headlines-list|Tesla deliveries miss|Tesla delivered 386,810 vehicles in the first quarter (April 2, 2024) / First year-on-year drop since 2020 / Shares slide|Headlines reporting the April 2, 2024 release.
9|K|analyst-note|Delivery consensus drifts lower|Company-compiled consensus for Q1 deliveries is now around 443,000, down from 470,000 in January. We are at 415,000 after the Berlin arson attack of March 5 halted production there.|Expectations and an earlier event.
2|L|exchange-notice|Nasdaq market summary|April 2, 2024: TSLA closes down 4.9% after deliveries fall short of estimates. Most active by dollar volume.|A notice reporting April 2, 2024 trading.
11|K|reddit-thread|r/teslainvestors: how bad is Q1 going to be?|Red Sea shipping delays in January, Berlin down for a week, Model 3 Highland ramp in Fremont. Sub-400k would not shock me. Report comes April 2.|Speculation before the release.
7|K|non-native-english|Tesla price cut in China again|Tesla lower price of Model Y in China in March, and giving insurance help until end of month. Dealer say demand is weak before the Q1 number come out in April.|Earlier events and a future release.
""",
    ),
    Q(
        "lc-sunak-pm-2022",
        "Will Rishi Sunak become UK Prime Minister by October 31, 2022?",
        "Resolves YES if Rishi Sunak is appointed Prime Minister by the monarch by October 31, 2022. Resolves NO otherwise.",
        "2022-10-13",
        "2022-10-25",
        1,
        "politics",
        """
7|K|tv-transcript|Politics hour, after conference|PRESENTER: The 45p U-turn came on October 3, the conference ended on the 5th. Is the Prime Minister safe? GUEST: The rules protect her for a year, but rules can change. Sunak is keeping very quiet.|Earlier events and speculation.
3|L|headlines-list|Westminster headlines|Truss resigns after 45 days (20 October 2022) / Leadership contest to finish within a week / Johnson returns from holiday|Headlines reporting the October 20, 2022 resignation.
5|K|betting-preview|Next Prime Minister odds|If Truss goes before Christmas: Sunak 3/1, Mordaunt 4/1, Wallace 8/1, Johnson 10/1. Books now offer Truss exit in 2022 at evens.|Odds for future events.
1|L|tv-transcript|Live from Downing Street|ANCHOR: It is October 25, 2022, and Rishi Sunak has just returned from the Palace as Prime Minister, the third this year. In his statement he says mistakes were made.|A transcript reporting the October 25, 2022 appointment.
9|K|schedule|Parliament: the coming weeks|The Chancellor's medium-term fiscal plan is due on 31 October, with OBR forecasts. Prime Minister's Questions continues on Wednesdays.|A schedule of future events.
2|L|headlines-list|Markets and Treasury|Kwarteng sacked as chancellor (Oct. 14, 2022), Hunt appointed / Most of the mini-budget reversed on October 17 / Gilt yields fall|Headlines reporting October 14 and 17, 2022 events.
""",
    ),
    Q(
        "lc-who-covid-pheic-end",
        "Will the WHO declare that COVID-19 no longer constitutes a public health emergency of international concern by May 31, 2023?",
        "Resolves YES if the WHO Director-General declares by May 31, 2023 that COVID-19 no longer constitutes a PHEIC. Resolves NO otherwise.",
        "2023-04-20",
        "2023-05-05",
        1,
        "health",
        """
12|K|government-notice|US public health emergency ending|The federal COVID-19 public health emergency will end on May 11, 2023. Some Medicaid and telehealth flexibilities change on that date; vaccines remain free while federal supplies last.|A notice of a future end date.
4|L|non-native-english|WHO say COVID emergency is over|On 5 May 2023 Tedros say that COVID-19 is now established and ongoing health issue which no longer is a global emergency. He said it is not meaning the danger is finished.|Reports the May 5, 2023 declaration.
8|K|tv-transcript|Health desk|ANCHOR: The WHO's emergency committee met in January and said the pandemic is probably at a transition point. DOCTOR: I would expect the next meeting, around the spring, to end the emergency.|An earlier meeting and expectations.
2|L|headlines-list|Global health news|WHO ends COVID-19 global health emergency (May 5, 2023) / Mpox emergency ended a week later / Countries told to keep surveillance|Headlines reporting the May 5, 2023 decision.
6|K|reddit-thread|r/COVID19: is the PHEIC going to end this spring?|The committee meets every three months, so the next one should be late April or early May. Tedros said in March he hoped to end it this year.|Speculation about a future decision.
""",
    ),
    Q(
        "lc-switch2-launch-2025",
        "Will Nintendo release the Nintendo Switch 2 by June 30, 2025?",
        "Resolves YES if the Nintendo Switch 2 goes on general retail sale in at least one major market by June 30, 2025. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-05",
        1,
        "technology",
        """
10|K|conference-agenda|Nintendo Direct recap|At the April 2, 2025 Direct, Nintendo said Switch 2 launches on June 5, 2025 at $449.99, with Mario Kart World as a launch title and Donkey Kong Bananza on July 17, 2025.|Dates announced before the cutoff for future releases.
4|L|changelog|Nintendo Switch 2 system update notes|Ver. 20.1.1 (released June 2025): improved stability when transferring data from Nintendo Switch; fixed an issue where some GameChat invitations could not be accepted.|Release notes dated June 2025 for the launched console.
6|K|exchange-notice|Retailer notice: pre-order update|US pre-orders, delayed in April for tariff review, opened April 24, 2025. Orders placed now may not arrive on launch day; we will email a delivery window.|Earlier events and a delivery caveat.
2|L|headlines-list|Games headlines|Switch 2 sells 3.5 million in first four days (June 5-8, 2025) / Fastest-selling Nintendo hardware ever / Mario Kart World bundle sold out|Headlines reporting June 5-8, 2025 sales.
8|L|reddit-thread|r/NintendoSwitch2: midnight launch thread|Got mine at the midnight opening on June 5, 2025. Transfer from my OLED took 40 minutes. Screen is great, the kickstand is much better.|A post reporting the June 5, 2025 launch.
1|K|non-native-english|Switch 2 price in Japan is cheaper|In Japan the Japanese-language model cost 49,980 yen, cheaper than international model. Lottery for buy the console is many rounds because demand is very high before June.|Details before the launch.
""",
    ),
]

QUESTIONS += [
    Q(
        "lc-nvidia-split-2024",
        "Will Nvidia shares begin trading on a split-adjusted basis by June 14, 2024?",
        "Resolves YES if NVDA common stock begins trading on Nasdaq on a split-adjusted basis, after the ten-for-one split announced on May 22, 2024, by June 14, 2024. Resolves NO otherwise.",
        "2024-05-31",
        "2024-06-10",
        1,
        "markets",
        """
6|K|exchange-notice|Corporate action notice: NVDA forward split|Ratio 10-for-1. Record date: June 6, 2024. Distribution: after the close on June 7, 2024. Split-adjusted trading expected to begin on June 10, 2024. CUSIP unchanged.|A notice of a scheduled corporate action.
3|L|exchange-notice|Nasdaq opening summary|June 10, 2024: NVDA opens at $120.37, its first session on a split-adjusted basis, and trades more than 300 million shares by midday.|A notice reporting June 10, 2024 trading.
8|K|reddit-thread|r/stocks: do I need to do anything for the split?|No. If you hold on the record date your broker will just show ten times the shares at a tenth of the price. Nothing changes in value. Options get adjusted too.|An explainer before the split.
1|L|headlines-list|Markets headlines|Nvidia passes Microsoft as world's most valuable company (June 18, 2024) / Market value tops $3.3 trillion / Chip stocks lead Nasdaq|Headlines reporting a June 18, 2024 milestone.
4|L|broker-notice|Account message: position adjusted|Your NVDA position was adjusted for the 10-for-1 stock split effective June 10, 2024. Your cost basis per share has been divided by ten; no action is required.|A notice reporting the June 10, 2024 adjustment as done.
10|K|non-native-english|Nvidia results very strong again|Nvidia report revenue 26 billion dollar for quarter and announce split of stock ten for one. Many small investor in Taiwan and Korea want buy after split because price is lower.|An earlier announcement.
""",
    ),
    Q(
        "lc-ecb-2023-10-hike",
        "Will the ECB raise its deposit facility rate at its monetary policy meeting of October 26, 2023?",
        "Resolves YES if the decision announced on October 26, 2023 raises the deposit facility rate from 4.00%. Resolves NO for a hold or a cut.",
        "2023-10-12",
        "2023-10-26",
        0,
        "central_banks",
        """
9|K|central-bank-calendar|Governing Council meetings, 2023|Monetary policy meetings: 25-26 October 2023 (held in Athens), 13-14 December 2023. Press conference at 14:45 CET on the second day. Account of the September meeting: 12 October 2023.|A calendar of future meetings.
3|L|press-release|Monetary policy decisions|26 October 2023 - The Governing Council today decided to keep the three key ECB interest rates unchanged. The incoming information has broadly confirmed its previous assessment of the medium-term inflation outlook.|A release dated October 26, 2023 reporting the hold.
6|L|reddit-thread|r/eupersonalfinance: first pause after ten hikes|ECB held on Oct. 26, 2023, so the deposit rate stays at 4%. My savings account at 3.2% probably peaked. Anyone moving to fixed-term now?|A post reporting the October 26, 2023 hold.
2|K|analyst-note|ECB preview: a hold in Athens|After the September hike to 4.00%, we expect the Governing Council to hold on 26 October and keep the door open. A further hike in December is possible if core inflation surprises.|Expectations for a future meeting.
5|L|tv-transcript|Business news, Athens|ANCHOR: Christine Lagarde, speaking in Athens today, 26 October 2023, said it would be premature to discuss cuts, even after the first pause in more than a year.|A transcript reporting the October 26, 2023 meeting.
11|K|non-native-english|Inflation in euro area go down|Inflation in euro area was 4.3 percent in September, lowest since almost two years. Many economist think the ECB is finished with hiking after September meeting.|Earlier data and expectations.
""",
    ),
    Q(
        "lc-alcaraz-usopen-2022",
        "Will Carlos Alcaraz win the 2022 US Open men's singles title?",
        "Resolves YES if Carlos Alcaraz wins the men's singles final of the 2022 US Open, scheduled for September 11, 2022. Resolves NO otherwise.",
        "2022-08-26",
        "2022-09-11",
        1,
        "sports",
        """
4|K|betting-preview|US Open 2022 men's outright odds|Medvedev 7/2, Nadal 5/1, Alcaraz 6/1, Kyrgios 10/1, Tsitsipas 14/1. Djokovic is out because of the vaccine rule. The draw is released on Thursday, August 25.|Odds for a future event.
2|L|sports-recap-present|Alcaraz wins his first major and No. 1|Sept. 11, 2022. Alcaraz takes the first set, Ruud answers, the Spaniard saves two set points in the third and runs away with the fourth: 6-4, 2-6, 7-6, 6-3. At 19 he is the youngest world No. 1.|A recap of the September 11, 2022 final.
7|L|headlines-list|Night session headlines|Alcaraz outlasts Sinner in a match that ends at 2:50 a.m. (Sept. 8, 2022) / Five hours and fifteen minutes / Ruud beats Berrettini|Headlines reporting a September 8, 2022 quarter-final.
9|K|schedule|US Open 2022: key dates|Qualifying August 23-26. Main draw begins Monday, August 29. Men's final Sunday, September 11, 2022, 4 p.m. ET, Arthur Ashe Stadium.|A schedule of future dates.
5|L|wiki-talk|Talk:Carlos Alcaraz - ranking history|He reached world No. 1 on 12 September 2022, the day after the final; the "youngest" claim needs the ATP source. Removing the "projected" wording.|A talk-page note reporting a September 12, 2022 ranking.
1|K|reddit-thread|r/tennis: is Alcaraz ready for best-of-five on hard courts?|Miami in March was great, Wimbledon loss to Sinner not so much. Cincinnati he lost to Norrie. I'd say quarter-final is a pass, anything more is a bonus.|Earlier results and a guess.
""",
    ),
    Q(
        "lc-raac-school-closures-2023",
        "Will the Department for Education tell schools in England to close buildings or areas containing RAAC before the start of the autumn term on September 4, 2023?",
        "Resolves YES if, by September 4, 2023, the Department for Education instructs schools in England to stop using spaces with reinforced autoclaved aerated concrete (RAAC). Resolves NO otherwise.",
        "2023-08-24",
        "2023-09-04",
        1,
        "government",
        """
10|K|closure-notice|Letter to parents: start of term|The autumn term begins for pupils on Monday 4 September 2023. Staff training days are 1 September. Uniform orders must be collected before term starts.|A school calendar of future dates.
4|L|government-notice|Guidance update: RAAC in education settings|31 August 2023: The department has written to 104 settings where RAAC has been confirmed, asking them to vacate affected spaces immediately and put mitigations in place before the new term.|A notice dated August 31, 2023 reporting the instruction.
2|L|closure-notice|Urgent: school closed on 4 and 5 September|Following the government guidance of 31 August 2023, parts of our buildings must be surveyed before use. The school will be closed to all pupils on 4 and 5 September; remote work will be posted online.|A closure notice reporting guidance of August 31, 2023.
7|K|reddit-thread|r/unitedkingdom: RAAC is in hospitals and schools|The concrete has a 30-year life and was used until the 1990s. A beam failed at a school this summer, which is why DfE is reviewing it. Surveys have been going on for a year.|Earlier events and background.
5|K|tv-transcript|Radio news, education|PRESENTER: Unions say schools still waiting for surveys could be told to shut classrooms at short notice. DfE says its questionnaire is nearly complete and it will publish guidance when ready.|A report that a decision is still pending.
1|L|headlines-list|Schools crisis headlines|Keegan caught on microphone complaining about lack of thanks (September 4, 2023) / List of affected schools to be published / Labour demands statement|A headline reporting a September 4, 2023 event.
""",
    ),
]
