# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind2` part, read by `build_blind2.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. A plain string
keeps one document per line. Written blind for this set; see `build_blind2.py` and the README.
"""

from __future__ import annotations


def _docs(block: str) -> list[tuple]:
    """Parse `days|label|style|title|text|why` lines into the tuples the builder reads."""
    rows = []
    for line in block.strip().splitlines():
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 6:
            raise ValueError(f"document line has {len(parts)} fields, need 6: {line[:80]!r}")
        rows.append((int(parts[0]), *parts[1:]))
    return rows


def Q(qid, question, description, cutoff, resolution, outcome, category, block):
    """One question and its documents, as a dict `build_blind2.py` reads."""
    return {
        "id": qid,
        "question": question,
        "description": description,
        "cutoff": cutoff,
        "resolution": resolution,
        "outcome": outcome,
        "category": category,
        "docs": _docs(block),
    }


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
