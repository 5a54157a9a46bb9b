# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold33` part, read by `build_hold33.py`.

Written blind as a held-out part: economic and central-bank news from many countries (agency
flashes, wire updates, decision-day live pages, data-release pages and statistical bulletins,
economists' previews and reaction notes, minutes and speeches coverage). Each question's
documents are one line each in a string, fields separated by `|`: days before the cutoff it is
published, label (L=leak / K=keep), style, title, text, why. See `build_hold33.py` and the
part's section in `tests/data/leak_holdout/hold33.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "n1-rbnz-2025-02-50bp",
        "Will the Reserve Bank of New Zealand cut the Official Cash Rate by 50 basis points or more at its Monetary Policy Statement of February 19, 2025?",
        "Resolves YES if the OCR announced by the RBNZ on February 19, 2025 is 3.75% or lower (from 4.25%). Resolves NO otherwise.",
        "2025-01-28",
        "2025-02-19",
        1,
        "central_banks",
        """
6|K|economist-preview|RBNZ preview: 50 is the base case, 75 the tail|We expect the Monetary Policy Committee to lower the OCR by 50bp to 3.75% on Wednesday 19 February, with the Statement out at 2pm. Q4 labour market figures on 5 February are the last big input; an unemployment rate above 5.1% would strengthen the case for going bigger.|A preview of a scheduled decision and a scheduled data release.
3|L|wire-flash|RBNZ CUTS OCR 50 BPS TO 3.75%, SEES FURTHER EASING|WELLINGTON, Feb 19, 2025 - The Reserve Bank of New Zealand cut the official cash rate by 50 basis points to 3.75%, its third straight reduction, and signalled roughly another 50 basis points of cuts during 2025.|Reports the February 19, 2025 decision as done.
10|K|data-release|Consumers price index: December 2024 quarter|Annual inflation was 2.2% in the December 2024 quarter, unchanged from the September quarter. The March 2025 quarter figures are scheduled for release on 17 April 2025.|A release before the cutoff and a scheduled later release.
1|L|reaction-note|After the 50: where the OCR lands|The MPC delivered the widely expected half-point cut on 19 February 2025, and its published track now bottoms out a little above 3%. We keep our call for 25bp moves in April and May.|Reports the February 19, 2025 cut as delivered.
14|K|market-wrap|Kiwi slips as swaps price deeper easing|The New Zealand dollar eased to about 56 US cents as swap markets moved toward a cash rate near 3.25% by late 2025. Traders treat a half-point move at the February 19 review as all but certain.|Market pricing ahead of a scheduled decision.
5|L|wire-update|Orr quits as RBNZ governor weeks after half-point cut|Adrian Orr resigned as governor of the Reserve Bank of New Zealand, the bank said on March 5, 2025, less than a month after he oversaw a 50 basis point cut in the cash rate to 3.75%.|Reports a later resignation and the February cut as done.
""",
    ),
    Q(
        "n1-riksbank-2025-01-cut",
        "Will Sveriges Riksbank lower its policy rate in the monetary policy decision announced on January 29, 2025?",
        "Resolves YES if the policy rate announced by the Riksbank on January 29, 2025 is below 2.50%. Resolves NO otherwise.",
        "2025-01-10",
        "2025-01-29",
        1,
        "central_banks",
        """
4|K|central-bank-calendar|Riksbank: monetary policy calendar 2025|Monetary policy decision announced Wednesday 29 January 2025 at 09.30, press conference at 11.00. Next decision with a Monetary Policy Report: 20 March 2025. Minutes are published about two weeks after each meeting.|A calendar of scheduled dates.
2|L|wire-flash|Sweden's Riksbank cuts rate to 2.25%|STOCKHOLM, Jan 29, 2025 - Sveriges Riksbank lowered its policy rate by a quarter point to 2.25%, as expected, and said the rate was likely to stay there for some time if the outlook held.|Reports the January 29, 2025 cut as done.
7|K|minutes-coverage|Riksbank minutes: board sees room for one more cut|Minutes of the December meeting, at which the rate was cut to 2.50%, show most board members saw room for one further reduction in the first half of 2025, while Governor Erik Thedéen pointed to the weak krona as a risk.|Reports a December meeting before the cutoff and a forward view.
8|K|economist-preview|Riksbank: one last cut in January, then a pause|We expect a final 25bp cut on 29 January, taking the policy rate to 2.25%, followed by a long hold. The December CPIF print in mid-January is the main risk to that call.|A forecast of a scheduled decision.
1|L|live-page|LIVE: Riksbank decision - krona shrugs|09:31 Policy rate cut to 2.25%, applying from 5 February 2025. 09:40 Krona barely moves; the cut was fully priced. 11:05 Thedéen says the rate can now stay at this level for a while.|A live log reports the January 2025 decision as it happened.
18|K|reaction-note|Riksbank's December cut: what it means for 2025|The 25bp cut on 19 December 2024 brought the policy rate to 2.50%. The board signalled one more move could come in the first half of 2025, most likely at the meeting announced on January 29.|Reports an earlier decision and a forecast.
""",
    ),
    Q(
        "n1-banxico-2024-12-50bp",
        "Will the Bank of Mexico cut its overnight interbank target rate by 50 basis points or more at its decision of December 19, 2024?",
        "Resolves YES if the target rate announced by Banco de México on December 19, 2024 is 9.75% or lower (from 10.25%). Resolves NO otherwise.",
        "2024-12-02",
        "2024-12-19",
        0,
        "central_banks",
        """
5|K|economist-preview|Banxico: the case for 50 is building, but not yet|With core inflation drifting lower, some board members have floated bigger steps. We still expect a 25bp cut to 10.00% on December 19, with a 50bp move more likely at the first meeting of 2025.|A forecast of a scheduled decision.
2|L|wire-flash|Banxico trims rate to 10%, flags bigger cuts ahead|MEXICO CITY, Dec 19, 2024 - Mexico's central bank cut its benchmark rate by 25 basis points to 10.00% and said it could consider larger adjustments at coming meetings.|Reports the December 19, 2024 decision.
3|K|minutes-coverage|Banxico minutes show debate over pace of easing|Minutes of the November 14 decision, when the board cut to 10.25%, show several members saw scope to accelerate easing next year as inflation cooled. The final decision of 2024 is scheduled for December 19.|An earlier meeting and a scheduled date.
1|L|stat-bulletin|Mexico: rates and prices, week of 23 December|Policy rate: 10.00% (cut 25bp on 19 Dec 2024). Headline inflation, first half of December: about 4.4%. Peso: about 20.2 per dollar.|A table reports the December 19, 2024 cut.
6|K|market-wrap|Peso weakens on tariff threat|The peso slid past 20.5 per dollar after President-elect Donald Trump threatened a 25% tariff on Mexican goods from his first day in office, January 20, 2025. Analysts said the threat could make Banxico more cautious on December 19.|An earlier threat with future dates.
4|L|reaction-note|Banxico sticks to 25 in December, 50 on the table for February|As we expected, the board delivered a quarter-point cut on December 19, 2024, taking the rate to 10.00%. We now pencil in 50bp at the February 6, 2025 meeting.|Reports the December 19, 2024 cut.
""",
    ),
    Q(
        "n1-cbrt-2023-12-500bp",
        "Will the Central Bank of the Republic of Türkiye raise its one-week repo rate by 500 basis points or more at its MPC meeting of December 21, 2023?",
        "Resolves YES if the one-week repo rate announced on December 21, 2023 is 45.00% or higher (from 40.00%). Resolves NO otherwise.",
        "2023-12-05",
        "2023-12-21",
        0,
        "central_banks",
        """
6|K|economist-preview|CBRT: slowing the pace, not stopping yet|After November's 500bp hike to 40%, we think the MPC will step down to 250bp on December 21 and signal that tightening is close to complete. November CPI, due December 4, should come in a little above 60%.|A forecast and a scheduled release.
3|L|wire-flash|Turkey central bank raises rate to 42.5%, says hikes near an end|ANKARA, Dec 21, 2023 - The Central Bank of the Republic of Türkiye raised its one-week repo rate by 250 basis points to 42.5% and said the tightening needed would be completed soon.|Reports the December 21, 2023 hike.
10|K|speech-coverage|Erkan says tightening will continue as long as needed|Governor Hafize Gaye Erkan told business leaders the bank would keep tightening for as long as it took, while hinting that the pace could slow. The MPC's last meeting of the year is on December 21, 2023.|A speech before the cutoff and a scheduled meeting.
1|K|market-wrap|Lira steady as inflation edges up|Annual inflation rose to 61.98% in November, TurkStat said on Monday. Investors now see the bank lifting the policy rate to 42.5% or 45% at its December 21 meeting.|A release before the cutoff and expectations.
2|L|reaction-note|CBRT: 250bp and nearly done|The 21 December 2023 hike to 42.5% was half the size of November's, and the statement's hint that tightening is almost over fits our view of one final move on 25 January 2024.|Reports the December 21, 2023 hike.
15|L|wire-update|Turkey lifts rate to 45% and ends its hiking cycle|The CBRT raised its policy rate to 45% on January 25, 2024, a month after a 250 basis point increase, and said it would keep it there as long as necessary.|Reports a later January 2024 hike and the December move.
""",
    ),
    Q(
        "n1-sarb-2024-11-cut",
        "Will the South African Reserve Bank lower the repo rate at its MPC announcement of November 21, 2024?",
        "Resolves YES if the repo rate announced by the SARB on November 21, 2024 is below 8.00%. Resolves NO otherwise.",
        "2024-11-04",
        "2024-11-21",
        1,
        "central_banks",
        """
7|K|economist-preview|SARB to cut again in November, we think|After September's first cut in four years, we expect the MPC to lower the repo rate by another 25bp to 7.75% on 21 November. September CPI of 3.8% leaves room; October figures are due the day before the decision.|A forecast of a scheduled decision and release.
2|L|wire-flash|South Africa cuts repo rate to 7.75%|PRETORIA, Nov 21, 2024 - The South African Reserve Bank cut its main lending rate by 25 basis points to 7.75%, its second cut in a row, with Governor Lesetja Kganyago describing risks to the inflation outlook as broadly balanced.|Reports the November 21, 2024 decision.
12|K|data-release|Consumer Price Index, September 2024|Annual consumer price inflation was 3.8% in September 2024, down from 4.4% in August. The October 2024 CPI is scheduled for release on 20 November 2024.|A release before the cutoff and a scheduled one.
1|L|data-release|Consumer Price Index, October 2024 (page updated)|Headline CPI slowed to 2.8% year on year in October 2024, according to figures published on 20 November 2024, the lowest reading since mid-2021.|Reports the October CPI published on November 20, 2024, after the cutoff.
18|K|speech-coverage|Kganyago: easing will be gradual|Governor Lesetja Kganyago said rates would come down carefully and that the bank would not be rushed by market pricing. The one remaining MPC decision of 2024 is due on 21 November.|A speech and a scheduled date.
4|L|reaction-note|SARB delivers; prime now 11.25%|The 25bp cut on 21 November 2024 lowers the prime lending rate to 11.25%. Next decision: 30 January 2025, where we expect another 25bp.|Reports the November 21, 2024 cut.
""",
    ),
    Q(
        "n1-bi-2025-01-cut",
        "Will Bank Indonesia lower the BI-Rate at its Board of Governors meeting of January 14-15, 2025?",
        "Resolves YES if the BI-Rate announced on January 15, 2025 is below 6.00%. Resolves NO otherwise.",
        "2024-12-27",
        "2025-01-15",
        1,
        "central_banks",
        """
7|K|wire-report|Bank Indonesia holds at 6%, puts rupiah first|Bank Indonesia kept its benchmark rate at 6.00% on Wednesday, with Governor Perry Warjiyo saying rupiah stability remained the priority as the dollar strengthened. Its next policy meeting is on January 14-15, 2025.|An earlier decision and a scheduled meeting.
3|L|wire-flash|Bank Indonesia makes surprise cut to 5.75%|JAKARTA, Jan 15, 2025 - Bank Indonesia unexpectedly cut the BI-Rate by 25 basis points to 5.75%, citing the need to support growth; most economists had forecast no change.|Reports the January 15, 2025 decision.
12|K|poll|Poll: BI seen on hold into early 2025|Most economists surveyed expect Bank Indonesia to keep the BI-Rate at 6.00% at its December and January meetings, with the first cut of 2025 more likely in the second quarter.|A poll of forecasts.
1|L|market-wrap|Rupiah slips after BI's unexpected cut|The rupiah weakened and bond yields fell on Wednesday, 15 January 2025, after the central bank lowered its policy rate to 5.75% against expectations of a hold.|Reports the January 15, 2025 cut.
5|K|economist-preview|BI: January is live, but we lean to a hold|Inflation near 1.5% gives Bank Indonesia room to ease, but with the rupiah around 16,200 per dollar we expect no change on January 15 and a cut in February 2025.|A forecast.
9|K|calendar|Asia central bank calendar, January 2025|Bank Indonesia: January 14-15. Bank of Korea: January 16. Bank Negara Malaysia: January 22. Bank of Japan: January 23-24.|A calendar of scheduled meetings.
""",
    ),
    Q(
        "n1-cnb-2023-12-cut",
        "Will the Czech National Bank lower its two-week repo rate at its monetary policy meeting of December 21, 2023?",
        "Resolves YES if the two-week repo rate announced by the CNB on December 21, 2023 is below 7.00%. Resolves NO otherwise.",
        "2023-12-04",
        "2023-12-21",
        1,
        "central_banks",
        """
8|K|economist-preview|CNB: first cut in December is a close call|After the board kept the rate at 7.00% on November 1, we see a 25bp cut on December 21 as slightly more likely than not. The November inflation figures due in early December are the key input.|A forecast of a scheduled decision.
2|L|wire-flash|Czech central bank starts easing with quarter-point cut|PRAGUE, Dec 21, 2023 - The Czech National Bank cut its main rate by 25 basis points to 6.75%, its first reduction since 2020, as inflation fell back from its peak.|Reports the December 21, 2023 decision.
14|K|speech-coverage|Michl: no hurry to cut|Governor Aleš Michl told a conference the board would rather keep rates high for longer than risk a rebound in inflation. The bank's last policy meeting of 2023 is on 21 December.|A speech and a scheduled meeting.
1|L|live-page|CNB decision day, live|Thursday, 21 December 2023. 14:30 Two-week repo rate cut by 25bp to 6.75%. 14:33 Koruna weakens past 24.6 per euro. 15:45 Michl tells the press conference to expect a cautious pace.|A live log reports the December 21, 2023 cut.
5|K|minutes-coverage|CNB minutes: more members open to a December cut|Minutes of the November 1 meeting show a growing number of board members were ready to consider cutting at the next meeting, on December 21, 2023, depending on the new forecast and wage data.|Reports an earlier meeting and a scheduled one.
4|L|reaction-note|CNB opens the easing cycle; 50bp next?|The board's 25bp cut on 21 December 2023 starts the cycle, and we now expect a bigger 50bp step on 7 February 2024.|Reports the December 21, 2023 cut.
""",
    ),
    Q(
        "n1-boc-2025-01-cut",
        "Will the Bank of Canada lower its policy rate at its January 29, 2025 announcement?",
        "Resolves YES if the target for the overnight rate announced on January 29, 2025 is below 3.25%. Resolves NO otherwise.",
        "2025-01-08",
        "2025-01-29",
        1,
        "central_banks",
        """
6|K|economist-preview|Bank of Canada in 2025: smaller steps, starting in January|After two 50bp cuts, we expect the Bank of Canada to slow to 25bp on January 29, taking the overnight rate to 3.00%. The January Monetary Policy Report is out the same morning.|A forecast and a schedule.
3|L|wire-flash|Bank of Canada cuts to 3%, warns tariffs could hit growth|OTTAWA, Jan 29, 2025 - The Bank of Canada cut its key rate by 25 basis points to 3.00% and said it would end quantitative tightening in early March, as Governor Tiff Macklem warned a long trade conflict would hurt the economy.|Reports the January 29, 2025 decision.
14|K|reaction-note|Year-end note: Macklem signals a gentler path|The Bank of Canada lowered its rate by half a point to 3.25% on December 11, 2024, and Governor Macklem said further cuts would be more gradual if the economy evolved as expected.|Reports a December 2024 decision before the cutoff.
1|L|data-release|Consumer Price Index, December 2024|The CPI rose 1.8% year over year in December, down from 1.9% in November, according to the release of January 21, 2025; the GST holiday weighed on restaurant prices.|Reports a January 21, 2025 release after the cutoff.
9|K|calendar|Canada: data and policy calendar, January 2025|Jan 10: Labour Force Survey (December). Jan 21: CPI (December). Jan 29: Bank of Canada rate announcement and MPR. Jan 31: GDP by industry (November).|A calendar of scheduled releases.
4|L|market-wrap|Loonie falls after Macklem's tariff warning|The Canadian dollar slid to about 1.44 per US dollar on 29 January 2025 after the central bank cut rates for a sixth straight time and cautioned on trade.|Reports the January 29, 2025 cut.
""",
    ),
    Q(
        "n1-fomc-2025-10-cut",
        "Will the FOMC lower the federal funds target range at its October 28-29, 2025 meeting?",
        "Resolves YES if the FOMC statement of October 29, 2025 sets the target range below 4.00-4.25%. Resolves NO otherwise.",
        "2025-10-08",
        "2025-10-29",
        1,
        "central_banks",
        """
5|K|economist-preview|FOMC preview: another 25 despite the data blackout|With the government shutdown holding up the September jobs report, officials are flying with less data than usual. We expect a 25bp cut to 3.75-4.00% on October 29 and a decision to end balance-sheet runoff before year-end.|A forecast of a scheduled decision.
2|L|wire-flash|Fed cuts rates again, will end balance sheet runoff Dec. 1|WASHINGTON, Oct 29, 2025 - The Federal Reserve lowered its policy rate by a quarter point to a 3.75%-4.00% range and said it would stop shrinking its securities holdings on December 1, with two officials dissenting in opposite directions.|Reports the October 29, 2025 decision.
11|K|speech-coverage|Powell: 'no risk-free path' for policy|Chair Jerome Powell said on Tuesday that with risks to both employment and inflation there was no risk-free path. Futures price a further quarter-point cut at the October 28-29 meeting.|A speech before the cutoff and a scheduled meeting.
1|L|live-page|Fed decision live: Powell says December cut is not a given|Updated October 29, 2025. 2:00 pm ET: FOMC cuts 25bp; Miran dissents in favour of 50, Schmid in favour of no change. 2:38 pm: Powell says a further cut in December is far from a foregone conclusion.|A live page reports the October 29, 2025 decision.
8|K|calendar|Fed watch: what's on the calendar|FOMC: October 28-29 and December 9-10. September CPI, originally due October 15, may slip if the shutdown drags on. The chair's press conference follows each statement at 2:30 pm.|A schedule of meetings and releases.
3|L|data-release|Consumer Price Index, September 2025|Delayed by the shutdown, September CPI was released on October 24, 2025: prices rose 3.0% from a year earlier and 0.3% on the month.|Reports a release on October 24, 2025, after the cutoff.
""",
    ),
    Q(
        "n1-ecb-2025-10-cut",
        "Will the ECB lower its deposit facility rate at its monetary policy meeting of October 29-30, 2025?",
        "Resolves YES if the deposit facility rate announced on October 30, 2025 is below 2.00%. Resolves NO otherwise.",
        "2025-10-06",
        "2025-10-30",
        0,
        "central_banks",
        """
5|K|economist-preview|ECB: comfortably on hold in October|With inflation at 2.2% in September and growth holding up, we expect the Governing Council to keep the deposit rate at 2.00% on October 30 for a third straight meeting. December's new projections are the next real test.|A forecast of a scheduled decision.
2|L|wire-flash|ECB keeps rates on hold for a third meeting|FRANKFURT, Oct 30, 2025 - The European Central Bank left its deposit rate at 2.00%, as expected, with President Christine Lagarde saying policy remained in a good place.|Reports the October 30, 2025 hold.
12|K|speech-coverage|Schnabel sees no case for further cuts|Executive Board member Isabel Schnabel said the bar for another reduction was high, as inflation was close to target and risks were tilted upward. The Governing Council next sets rates on 29-30 October.|A speech and a scheduled meeting.
1|L|data-release|Euro area flash inflation, October 2025|Annual euro area inflation eased to 2.1% in October 2025 from 2.2% in September, according to Eurostat's flash estimate of 31 October 2025.|Reports a release after the cutoff.
8|K|central-bank-calendar|ECB calendar, autumn 2025|Monetary policy meeting: 29-30 October 2025 (decision Thursday 14:15 CET, press conference 14:45). Next: 17-18 December 2025, with new staff projections.|A schedule.
3|L|reaction-note|ECB on hold; December still open|No change on 30 October 2025 and no hint from Lagarde about December. We keep our call of an unchanged deposit rate of 2.00% through 2026.|Reports the October 30, 2025 hold.
""",
    ),
    Q(
        "n1-boe-2025-12-cut",
        "Will the Bank of England lower Bank Rate at its decision of December 18, 2025?",
        "Resolves YES if Bank Rate announced by the Monetary Policy Committee on December 18, 2025 is below 4.00%. Resolves NO otherwise.",
        "2025-11-24",
        "2025-12-18",
        1,
        "central_banks",
        """
6|K|economist-preview|BoE: December cut hinges on the Budget|The MPC held at 4% on 6 November by a 5-4 vote. We expect a 25bp cut on 18 December, once the Budget on 26 November and two more CPI prints are in hand, with the Governor again holding the swing vote.|A forecast with later scheduled dates.
2|L|wire-flash|Bank of England cuts rate to 3.75% in narrow vote|LONDON, Dec 18, 2025 - The Bank of England lowered Bank Rate by a quarter point to 3.75%, with the Monetary Policy Committee split 5-4 and Governor Andrew Bailey casting the deciding vote for a cut.|Reports the December 18, 2025 decision.
12|K|minutes-coverage|MPC minutes: Bailey wants to see more before moving|The minutes of the November 6 decision show Bailey voted to hold but said the next move was likely to be down, leaving the December 18 meeting finely balanced.|An earlier meeting and a scheduled one.
1|L|wire-update|Reeves raises taxes by about £26 billion|Chancellor Rachel Reeves announced tax increases worth about £26 billion a year in the Budget of November 26, 2025, including a longer freeze on income tax thresholds.|Reports a later Budget dated after the cutoff.
4|K|calendar|UK week ahead and beyond|Wednesday 26 November 2025: Budget and OBR forecast. Wednesday 17 December 2025: CPI for November. Thursday 18 December 2025: MPC decision, minutes and vote split at 12 noon.|A calendar of scheduled events.
3|L|reaction-note|BoE: a cut, but the hawks are close behind|The 5-4 split on 18 December 2025 shows how narrow the majority for easing is. We pencil in only one more 25bp cut in 2026, most likely in the spring.|Reports the December 18, 2025 vote.
""",
    ),
    Q(
        "n1-boj-2025-12-hike",
        "Will the Bank of Japan raise its short-term policy rate at its December 18-19, 2025 meeting?",
        "Resolves YES if the BOJ decision announced on December 19, 2025 sets the policy rate above 0.50%. Resolves NO otherwise.",
        "2025-11-27",
        "2025-12-19",
        1,
        "central_banks",
        """
5|K|economist-preview|BoJ: December or January?|We think the Bank of Japan will lift its policy rate to 0.75% at the December 18-19 meeting, ahead of the spring wage talks, though a move in January 2026 remains a real possibility.|A forecast of scheduled meetings.
2|L|wire-flash|Bank of Japan raises rates to 0.75%, highest in three decades|TOKYO, Dec 19, 2025 - The Bank of Japan raised its short-term policy rate by a quarter point to 0.75%, the highest level since 1995, and said it would keep raising rates if its outlook was realised.|Reports the December 19, 2025 hike.
10|K|speech-coverage|Ueda: hike timing depends on wage momentum|Governor Kazuo Ueda told parliament the board would judge meeting by meeting whether conditions for a hike were in place, pointing to early signs from next year's wage talks. The board's last meeting of 2025 ends on December 19.|A statement and a scheduled meeting.
1|L|speech-coverage|Ueda signals December move in Nagoya speech|Governor Ueda said on December 1, 2025 that the board would weigh the pros and cons of raising rates at its next meeting, remarks markets read as pointing to a December increase.|Reports a December 1, 2025 speech, after the cutoff.
7|K|market-wrap|Yen slides past 157 as fiscal worries mount|The yen weakened past 157 per dollar as Prime Minister Sanae Takaichi's government prepared a large stimulus package. Overnight swaps price roughly a 40% chance of a hike on December 19.|Market pricing ahead of a scheduled meeting.
3|L|market-wrap|JGB yields jump after BOJ hike|The 10-year JGB yield rose to its highest since 2006 after the Bank of Japan lifted its policy rate on 19 December 2025, while the yen weakened as Ueda gave no clear guidance on the next step.|Reports the December 19, 2025 hike and market reaction.
""",
    ),
    Q(
        "n1-rba-2025-05-cut",
        "Will the Reserve Bank of Australia lower the cash rate target at its May 19-20, 2025 meeting?",
        "Resolves YES if the cash rate target announced on May 20, 2025 is below 4.10%. Resolves NO otherwise.",
        "2025-04-28",
        "2025-05-20",
        1,
        "central_banks",
        """
8|K|economist-preview|RBA: May cut looks likely after April hold|The Board held the cash rate at 4.10% on 1 April. With March-quarter CPI due on 30 April and the federal election on 3 May, we expect a 25bp cut to 3.85% on 20 May, alongside new forecasts.|A forecast and scheduled dates.
2|L|wire-flash|RBA cuts cash rate to 3.85%, considered larger move|SYDNEY, May 20, 2025 - The Reserve Bank of Australia cut its cash rate by 25 basis points to 3.85%, citing progress on inflation and global trade risks, and Governor Michele Bullock said the board had discussed a half-point cut.|Reports the May 20, 2025 decision.
12|K|minutes-coverage|RBA minutes: May a natural point to reassess|Minutes of the March 31-April 1 meeting show members agreed the May meeting, with a full set of new forecasts, would be a good time to reconsider the stance of policy.|An earlier meeting and a scheduled one.
1|L|data-release|Consumer Price Index, Australia, March quarter 2025|Headline CPI rose 2.4% over the twelve months to the March 2025 quarter and the trimmed mean 2.9%, the first time it has been inside the target band since 2021 (released 30 April 2025).|Reports a release dated after the cutoff.
5|K|calendar|Australia: key dates, April-May 2025|30 April: CPI (March quarter). 3 May: federal election. 15 May: Labour Force (April). 19-20 May: Monetary Policy Board meeting; statement and Statement on Monetary Policy at 2.30pm AEST on 20 May 2025.|A calendar of scheduled events.
3|L|data-release|Labour Force, Australia, April 2025|Employment rose by about 89,000 in April 2025 and the unemployment rate held at 4.1%, according to figures released on 15 May 2025.|Reports a release dated after the cutoff.
""",
    ),
    Q(
        "n1-copom-2025-06-hike",
        "Will Brazil's Copom raise the Selic rate at its meeting of June 17-18, 2025?",
        "Resolves YES if the Selic target announced on June 18, 2025 is above 14.75%. Resolves NO otherwise.",
        "2025-05-27",
        "2025-06-18",
        1,
        "central_banks",
        """
6|K|economist-note|Copom slows to 50bp and keeps its options open|The committee raised the Selic by 50bp to 14.75% on May 7 without guidance for June, saying the next step would depend on the data. We see one last 25bp move at the June 17-18 meeting.|An earlier decision and a forecast.
2|L|wire-flash|Brazil raises Selic to 15%, signals long pause|BRASILIA, June 18, 2025 - Brazil's central bank raised its benchmark Selic rate by 25 basis points to 15.00%, the highest in nearly two decades, and said it expected to hold it there for a very prolonged period.|Reports the June 18, 2025 decision.
10|K|minutes-coverage|Copom minutes leave room for a smaller final step|Minutes of the May 6-7 meeting said uncertainty was unusually high and that a further, more moderate adjustment could be needed. The next meeting is on June 17-18, 2025.|Earlier minutes and a scheduled meeting.
1|L|reaction-note|Copom: 15% and done|The 25bp hike on 18 June 2025 closes the cycle, in our view. With the statement stressing a prolonged hold, we do not expect cuts before early 2026.|Reports the June 18, 2025 hike.
4|K|poll|Focus survey: Selic seen ending 2025 at 14.75%|Economists in the central bank's weekly Focus survey see the Selic ending 2025 at 14.75%, implying no more hikes, though several banks still expect a final 25bp on June 18.|A survey of forecasts.
15|L|wire-update|Copom holds Selic at 15% after ending hikes|Brazil's central bank kept the Selic at 15.00% on July 30, 2025, its first pause after a tightening cycle that ended with a quarter-point increase in June.|Reports a later July 2025 hold and the June hike.
""",
    ),
    Q(
        "n1-china-lpr-2025-05",
        "Will China's one-year loan prime rate published on May 20, 2025 be below 3.10%?",
        "Resolves YES if the one-year LPR published by the National Interbank Funding Center on May 20, 2025 is below 3.10%. Resolves NO otherwise.",
        "2025-04-25",
        "2025-05-20",
        1,
        "central_banks",
        """
3|K|wire-report|China leaves loan prime rates unchanged again|China kept its one-year loan prime rate at 3.10% and the five-year rate at 3.60% on Monday, as expected, for a sixth straight month. The next fixing is due on May 20, 2025.|An earlier fixing and a scheduled one.
2|L|wire-flash|PBOC unveils rate and RRR cuts in stimulus package|BEIJING, May 7, 2025 - People's Bank of China Governor Pan Gongsheng announced a 50 basis point cut to banks' reserve requirement ratio and a 10 basis point cut to the seven-day reverse repo rate, to 1.40%, days before trade talks with the United States.|Reports a May 7, 2025 announcement, after the cutoff.
12|K|economist-preview|China: easing likely this quarter as tariffs bite|With US tariffs on Chinese goods at 145%, we expect the PBOC to cut its policy rate by 10bp and the RRR by 50bp this quarter, which would feed into lower LPRs, possibly as early as the May 20 fixing.|A forecast of policy moves.
1|L|stat-bulletin|Loan prime rate (LPR), May 2025|One-year LPR: 3.00% (previous 3.10%). Five-year and above: 3.50% (previous 3.60%). Valid from 20 May 2025 until the next fixing.|A table reports the May 20, 2025 fixing.
8|K|minutes-coverage|PBOC policy committee repeats pledge to cut 'at an appropriate time'|The central bank's monetary policy committee said after its first-quarter meeting that it would lower reserve requirements and interest rates at an appropriate time, according to a statement on its website.|An earlier statement of intent.
4|L|reaction-note|LPR cut follows the policy rate|Banks lowered the one-year LPR by 10bp to 3.00% on 20 May 2025, the first cut since October, passing on the PBOC's repo cut; the big state banks trimmed deposit rates the same day.|Reports the May 20, 2025 fixing.
""",
    ),
    Q(
        "n1-bok-2025-02-cut",
        "Will the Bank of Korea lower its base rate at its monetary policy meeting of February 25, 2025?",
        "Resolves YES if the base rate announced by the Bank of Korea on February 25, 2025 is below 3.00%. Resolves NO otherwise.",
        "2025-02-03",
        "2025-02-25",
        1,
        "central_banks",
        """
7|K|wire-report|Bank of Korea holds rates, cites won and political turmoil|The Bank of Korea kept its base rate at 3.00% on January 16, with Governor Rhee Chang-yong saying the won's slide after the martial law crisis argued for caution. He said a cut at the next meeting, on February 25, was open.|An earlier decision and a scheduled meeting.
2|L|wire-flash|Bank of Korea cuts rate to 2.75%, lowers growth forecast|SEOUL, Feb 25, 2025 - The Bank of Korea cut its base rate by 25 basis points to 2.75% and lowered its 2025 growth forecast to 1.5% from 1.9%.|Reports the February 25, 2025 decision.
9|K|data-release|Gross domestic product, Q4 2024 (advance estimate)|Real GDP grew 0.1% quarter on quarter in the fourth quarter of 2024 and 2.0% for the year as a whole. The advance estimate for Q1 2025 is scheduled for release on 24 April 2025.|A release before the cutoff and a scheduled one.
1|L|market-wrap|Won steady as BOK delivers expected cut|The won held near 1,430 per dollar on 25 February 2025 after the quarter-point reduction, which markets had fully priced.|Reports the February 25, 2025 cut.
4|K|economist-preview|BOK: February cut, with a downgrade|We expect a 25bp cut to 2.75% on 25 February, together with a cut in the growth forecast to around 1.6%. A second move could follow by mid-2025.|A forecast of a scheduled decision.
15|L|wire-update|Bank of Korea cuts rates again to 2.5%|The Bank of Korea lowered its base rate to 2.50% on May 29, 2025, its second cut of the year after February's reduction to 2.75%.|Reports a later May 2025 cut and the February cut.
""",
    ),
    Q(
        "n1-cbe-2025-04-cut",
        "Will the Central Bank of Egypt lower its overnight deposit rate at its MPC meeting of April 17, 2025?",
        "Resolves YES if the overnight deposit rate announced by the CBE on April 17, 2025 is below 27.25%. Resolves NO otherwise.",
        "2025-03-27",
        "2025-04-17",
        1,
        "central_banks",
        """
6|K|economist-preview|Egypt: easing cycle set to start in April|With urban inflation dropping to 12.8% in February from 24% in January on base effects, we expect the CBE to start cutting on April 17, possibly by 200bp or more.|A forecast of a scheduled decision.
2|L|wire-flash|Egypt cuts interest rates by 225 basis points|CAIRO, April 17, 2025 - The Central Bank of Egypt cut its overnight deposit rate by 225 basis points to 25.00% and its lending rate to 26.00%, its first reduction in about four and a half years.|Reports the April 17, 2025 decision.
11|K|reaction-note|CBE holds in February, waits for base effects|The MPC kept rates unchanged on February 20, saying it wanted to confirm the disinflation trend. Its next meeting is on April 17, 2025.|An earlier decision and a scheduled meeting.
1|L|data-release|Urban inflation, March 2025|Annual urban headline inflation edged up to 13.6% in March 2025, according to figures published on 10 April 2025.|Reports a release dated after the cutoff.
4|K|central-bank-calendar|MPC meetings, 2025|The Monetary Policy Committee meets eight times in 2025. The next two meetings are scheduled for 17 April and 22 May 2025; decisions are published at 18:00 Cairo time.|A schedule of meetings.
3|L|reaction-note|CBE goes big: 225bp|The 225bp cut on 17 April 2025 was larger than our 200bp call. We expect a further 100bp in May as inflation settles near 13-14%.|Reports the April 17, 2025 cut.
""",
    ),
    Q(
        "n1-norges-2024-12-cut",
        "Will Norges Bank lower its policy rate at the monetary policy meeting whose decision is announced on December 19, 2024?",
        "Resolves YES if the policy rate announced by Norges Bank on December 19, 2024 is below 4.50%. Resolves NO otherwise.",
        "2024-12-02",
        "2024-12-19",
        0,
        "central_banks",
        """
6|K|economist-preview|Norges Bank: hold in December, cut in March|We expect the policy rate to stay at 4.5% on 19 December, with the new rate path pointing to a first cut in March 2025 and two or three more later in the year.|A forecast of scheduled decisions.
2|L|wire-flash|Norway holds rate at 4.5%, signals March cut|OSLO, Dec 19, 2024 - Norges Bank kept its policy rate at 4.5% and said the rate would most likely be reduced in March 2025.|Reports the December 19, 2024 hold.
9|K|reaction-note|Norges Bank repeats year-end guidance|Norges Bank kept the rate at 4.5% on November 7 and repeated that it would likely stay there until the end of the year before being cut in the first quarter of 2025.|An earlier decision and guidance.
1|L|market-wrap|Krone firms as Norges Bank stands pat|The krone strengthened on 19 December 2024 after the central bank held rates and published a path implying only gradual cuts in 2025.|Reports the December 19, 2024 hold.
4|K|calendar|Nordic central banks, December 2024|Danmarks Nationalbank: 12 December, after the ECB. Riksbank: decision announced 19 December at 09.30. Norges Bank: 19 December at 10.00, with a Monetary Policy Report.|A calendar of scheduled decisions.
10|K|speech-coverage|Wolden Bache: first-quarter cut still the plan|Governor Ida Wolden Bache said a weak krone and high wage growth called for caution, but the plan was still to begin cutting in the first quarter of 2025; the December 19 report will set out the path.|A speech about later plans.
""",
    ),
    Q(
        "n1-snb-2025-09-negative",
        "Will the Swiss National Bank cut its policy rate below 0% at its monetary policy assessment of September 25, 2025?",
        "Resolves YES if the SNB policy rate announced on September 25, 2025 is below 0%. Resolves NO otherwise.",
        "2025-09-02",
        "2025-09-25",
        0,
        "central_banks",
        """
7|K|economist-preview|SNB: no return to negative rates yet|Despite the 39% US tariff on Swiss goods, we expect the SNB to keep its policy rate at 0% on 25 September and to lean on currency intervention if the franc strengthens further.|A forecast of a scheduled decision.
2|L|wire-flash|SNB holds rate at zero, says tariffs weigh on outlook|ZURICH, Sept. 25, 2025 - The Swiss National Bank kept its policy rate at 0%, ending a run of six straight cuts, and said the US tariffs had worsened the outlook for exports.|Reports the September 25, 2025 decision.
12|K|data-release|Swiss consumer prices, July 2025|Annual inflation was 0.2% in July 2025, after 0.1% in June. The August index is due in early September, three weeks before the SNB's next assessment on 25 September 2025.|A release before the cutoff and scheduled dates.
1|L|live-page|SNB live: zero it is|25 September 2025. 09:30 Policy rate unchanged at 0%. 09:34 Franc barely moves against the euro. 10:00 Chairman Martin Schlegel says the bar for negative rates is higher than for an ordinary cut.|A live log reports the September 25, 2025 decision.
5|K|speech-coverage|Schlegel: negative rates remain in the toolbox|SNB Chairman Martin Schlegel said the bank was ready to take rates below zero if needed but would rather not. The next quarterly assessment is on Thursday, 25 September 2025.|A statement of intent and a scheduled date.
3|L|reaction-note|SNB on hold: December cut fades from view|The unchanged decision on 25 September 2025, with a slightly higher inflation forecast, leads us to drop our call for a cut to -0.25% in December.|Reports the September 25, 2025 decision.
""",
    ),
    Q(
        "n1-ecb-2024-12-50bp",
        "Will the ECB cut its deposit facility rate by 50 basis points or more at its monetary policy meeting of December 11-12, 2024?",
        "Resolves YES if the deposit facility rate announced on December 12, 2024 is 2.75% or lower (from 3.25%). Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-12",
        0,
        "central_banks",
        """
5|K|economist-preview|ECB: 25 or 50 in December?|Weak PMIs have revived talk of a jumbo cut. We still expect 25bp on 12 December, to 3.00%, with new staff projections showing inflation at target during 2025.|A forecast of a scheduled decision.
2|L|wire-flash|ECB cuts rates by a quarter point, drops 'restrictive' pledge|FRANKFURT, Dec 12, 2024 - The European Central Bank lowered its deposit rate by 25 basis points to 3.00%, its fourth cut of the year, and dropped its pledge to keep policy sufficiently restrictive.|Reports the December 12, 2024 decision.
10|K|speech-coverage|Schnabel pushes back against a big December cut|Executive Board member Isabel Schnabel said gradual steps remained appropriate as rates neared neutral, pushing back against calls for a 50bp move at the December 11-12 meeting.|A statement before a scheduled meeting.
1|L|data-release|Euro area flash inflation, November 2024|Annual euro area inflation rose to 2.3% in November 2024 from 2.0% in October, according to Eurostat's flash estimate published on 29 November 2024.|Reports a release dated after the cutoff.
4|K|poll|Poll: economists expect quarter-point ECB cut in December|All but a handful of economists polled expect a 25bp cut on December 12, and most see the deposit rate at 2.00% by mid-2025.|A poll of forecasts.
3|L|reaction-note|ECB: 25 now, more to come|The 12 December 2024 cut, to 3.00%, had a dovish tilt: Lagarde said some members had argued for 50bp. We expect 25bp at each meeting through June 2025.|Reports the December 12, 2024 decision.
""",
    ),
    Q(
        "n1-cbrt-2025-01-cut",
        "Will the Central Bank of the Republic of Türkiye lower its one-week repo rate at its MPC meeting of January 23, 2025?",
        "Resolves YES if the one-week repo rate announced on January 23, 2025 is below 47.50%. Resolves NO otherwise.",
        "2025-01-02",
        "2025-01-23",
        1,
        "central_banks",
        """
6|K|reaction-note|CBRT starts easing with a 250bp cut|The MPC lowered the one-week repo rate to 47.5% on December 26, its first cut in nearly two years, and said it would set the size of further steps meeting by meeting. The next meeting is on January 23, 2025.|An earlier decision and a scheduled meeting.
2|L|wire-flash|Turkey cuts policy rate to 45%|ANKARA, Jan 23, 2025 - The Central Bank of the Republic of Türkiye cut its one-week repo rate by 250 basis points to 45%, its second reduction in a row, citing an improving inflation outlook.|Reports the January 23, 2025 decision.
1|L|data-release|Consumer price index, December 2024|Annual CPI inflation slowed to 44.38% in December 2024 from 47.09% in November, according to the release of 3 January 2025.|Reports a release dated after the cutoff.
10|K|economist-preview|Türkiye 2025: a long, gradual easing|We expect the policy rate to fall to around 30% by the end of 2025 in steps of 250bp, starting as early as the December 26 meeting, as long as monthly inflation keeps easing.|A forecast of later decisions.
4|K|calendar|Türkiye data calendar, January 2025|3 January: CPI (December). 23 January 2025: MPC decision, 14:00 local time. Early February: first Inflation Report of the year.|A calendar of scheduled events.
3|L|reaction-note|CBRT keeps the pace at 250bp|The 23 January 2025 cut to 45% matched December's step. We expect another 250bp at the March 6, 2025 meeting.|Reports the January 23, 2025 cut.
""",
    ),
    Q(
        "n1-rbi-2025-04-cut",
        "Will the Reserve Bank of India cut the repo rate at the MPC decision of April 9, 2025?",
        "Resolves YES if the repo rate announced by the RBI on April 9, 2025 is below 6.25%. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-09",
        1,
        "central_banks",
        """
7|K|economist-preview|RBI: second cut in April as inflation cools|With February CPI inflation at 3.6%, we expect the MPC to cut the repo rate by 25bp to 6.00% on 9 April and possibly move to an accommodative stance.|A forecast of a scheduled decision.
2|L|wire-flash|RBI cuts repo rate to 6%, shifts stance to accommodative|MUMBAI, April 9, 2025 - The Reserve Bank of India cut its key repo rate by 25 basis points to 6.00% and changed its stance to accommodative, as Governor Sanjay Malhotra flagged risks to growth from US tariffs.|Reports the April 9, 2025 decision.
12|K|minutes-coverage|RBI minutes: members see room for more support|Minutes of the February 5-7 meeting show all six members backed the 25bp cut, with several saying softer inflation gave space for further support. The next policy statement is due on April 9.|Earlier minutes and a scheduled decision.
1|L|wire-update|India hit with 26% US tariff|India faces a 26% duty under the reciprocal tariffs President Donald Trump announced on April 2, 2025, though New Delhi said talks on a trade deal would continue.|Reports a later tariff announcement dated after the cutoff.
4|K|central-bank-calendar|RBI: MPC meetings for 2025-26|First meeting: April 7-9, 2025. Second: June 4-6, 2025. Third: August 4-6, 2025. The resolution is published at 10:00 on the last day, followed by the Governor's statement.|A schedule of meetings.
3|L|market-wrap|Bond yields fall after RBI cut|India's 10-year benchmark yield dropped to its lowest in about three years on 9 April 2025 as the central bank cut rates and promised ample liquidity.|Reports the April 9, 2025 cut and market reaction.
""",
    ),
    Q(
        "n1-banxico-2025-06-50bp",
        "Will the Bank of Mexico cut its overnight interbank target rate by 50 basis points or more at its decision of June 26, 2025?",
        "Resolves YES if the target rate announced by Banco de México on June 26, 2025 is 8.00% or lower (from 8.50%). Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-26",
        1,
        "central_banks",
        """
5|K|economist-preview|Banxico: one more 50, then smaller steps|After the half-point cut to 8.50% on May 15, we expect a last 50bp move on June 26 before the board slows to 25bp steps in the second half of the year.|A forecast of a scheduled decision.
2|L|wire-flash|Banxico cuts rate by 50 bps to 8%|MEXICO CITY, June 26, 2025 - The Bank of Mexico lowered its benchmark rate by half a percentage point to 8.00%, with one board member dissenting, and signalled that future cuts could be smaller.|Reports the June 26, 2025 decision.
6|K|minutes-coverage|Banxico minutes: majority sees room for another big cut|Minutes of the May 15 meeting show most members saw room for a further 50bp reduction at the next decision, while one argued for slowing the pace.|Earlier minutes and views on the next decision.
1|L|data-release|Inflation, first half of June 2025|Headline inflation was about 4.5% in the first half of June 2025, according to the release of 24 June 2025, above the central bank's 2%-4% tolerance range.|Reports a release dated after the cutoff.
9|K|central-bank-calendar|Banco de México: remaining 2025 announcements|June 26, August 7, September 25, November 6 and December 18, 2025. Decisions are announced at 13:00 Mexico City time, with minutes two weeks later.|A schedule of decisions.
3|L|reaction-note|Banxico's fourth jumbo cut in a row|The move to 8.00% on 26 June 2025 was the fourth straight 50bp step. The statement's softer language points to 25bp in August 2025.|Reports the June 26, 2025 cut.
""",
    ),
    Q(
        "n1-us-cpi-2024-01-below-3",
        "Will US CPI inflation for January 2024 be below 3.0% year over year?",
        "Resolves YES if the BLS release of February 13, 2024 shows the all-items CPI rising less than 3.0% over the 12 months to January 2024. Resolves NO otherwise.",
        "2024-01-25",
        "2024-02-13",
        0,
        "macro_data",
        """
6|K|economist-preview|January CPI: base effects help, but a 2-handle is not assured|We expect headline CPI to slow to about 2.9% y/y in January from 3.4% in December, with core near 3.7%. The BLS releases the figures on Tuesday, February 13, 2024.|A forecast of a scheduled release.
2|L|wire-flash|US CONSUMER PRICES RISE 3.1% Y/Y IN JANUARY, ABOVE FORECASTS|WASHINGTON, Feb 13, 2024 - US consumer prices rose 0.3% in January and 3.1% from a year earlier, above economists' expectations of 2.9%, as shelter costs kept climbing.|Reports the February 13, 2024 release.
13|K|data-release|Consumer Price Index - December 2023|The CPI for All Urban Consumers rose 0.3 percent in December on a seasonally adjusted basis and 3.4 percent over the last 12 months. The January 2024 CPI is scheduled to be released on February 13, 2024, at 8:30 a.m. Eastern Time.|A release before the cutoff and a scheduled one.
1|L|market-wrap|Dow sheds 500 points after hot CPI|The Dow fell more than 500 points on February 13, 2024, its worst day in nearly a year, after a hotter-than-expected inflation report pushed back bets on a spring rate cut.|Reports the February 13, 2024 release and market reaction.
9|K|speech-coverage|Waller: no rush to cut|Fed Governor Christopher Waller said cuts could come this year but should be made methodically and carefully. The FOMC meets January 30-31, 2024.|A speech and a scheduled meeting.
4|L|wire-update|Powell says March cut unlikely|At his press conference on January 31, 2024, Fed Chair Jerome Powell said he did not think a rate cut in March was likely, after the FOMC held rates at 5.25-5.50%.|Reports a later press conference dated after the cutoff.
""",
    ),
    Q(
        "n1-us-nfp-2024-12-200k",
        "Will the first estimate of US nonfarm payrolls for December 2024 show a gain above 200,000?",
        "Resolves YES if the Employment Situation release of January 10, 2025 reports a December 2024 payroll gain above 200,000. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-10",
        1,
        "macro_data",
        """
7|K|data-release|The Employment Situation - November 2024|Total nonfarm payroll employment rose by 227,000 in November, and the unemployment rate changed little at 4.2 percent. The Employment Situation for December is scheduled to be released on Friday, January 10, 2025, at 8:30 a.m.|A release before the cutoff and a scheduled one.
2|L|wire-flash|US employers add 256,000 jobs in December, jobless rate dips to 4.1%|WASHINGTON, Jan 10, 2025 - US job growth beat forecasts in December, with nonfarm payrolls rising by 256,000 and the unemployment rate edging down to 4.1%.|Reports the January 10, 2025 release.
12|K|economist-preview|2025 outlook: labor market cooling, not cracking|We expect payroll gains to average about 150,000 a month in 2025, with the unemployment rate peaking near 4.4%. The first report of the new year, for December, is due on January 10.|A forecast and a scheduled release.
1|L|live-page|Jobs report live: a blowout December|Friday, January 10, 2025. 8:30 ET Payrolls +256K against +160K expected; unemployment 4.1%. 8:45 The 10-year yield jumps toward 4.8%. 10:05 Futures push the first 2025 Fed cut out to mid-year.|A live log reports the January 10, 2025 release.
4|K|calendar|US calendar: the holiday weeks|Dec 25: markets closed. Jan 3: ISM manufacturing (December). Jan 7: JOLTS (November). Jan 10, 2025: Employment Situation (December). Jan 15: CPI (December).|A calendar of scheduled releases.
3|L|reaction-note|December jobs: strong enough to keep the Fed waiting|The 256,000 gain reported on 10 January 2025 and the dip in unemployment remove any urgency; we no longer expect a cut before June.|Reports the January 10, 2025 release.
""",
    ),
    Q(
        "n1-uk-gdp-2024-q3-0p2",
        "Will the ONS first quarterly estimate show UK GDP growth of 0.2% or more in the third quarter of 2024?",
        "Resolves YES if the ONS first quarterly estimate published on November 15, 2024 shows quarter-on-quarter GDP growth of 0.2% or more for July to September 2024. Resolves NO otherwise.",
        "2024-10-28",
        "2024-11-15",
        0,
        "macro_data",
        """
6|K|economist-preview|UK Q3 GDP: a slowdown after a strong first half|We expect growth of 0.2% q/q in the third quarter after 0.5% in the second. The first estimate is due on 15 November 2024, a week after the Bank of England's decision on 7 November.|A forecast of a scheduled release.
2|L|data-release|GDP first quarterly estimate, UK: July to September 2024|UK gross domestic product is estimated to have grown by 0.1% in Quarter 3 2024, following 0.5% growth in Quarter 2 (release of 15 November 2024). Monthly GDP fell by 0.1% in September.|Reports the November 15, 2024 release.
14|K|data-release|GDP monthly estimate, UK: August 2024|Monthly GDP grew by 0.2% in August 2024, after no growth in July. The September estimate and the first quarterly estimate for Q3 are due on 15 November 2024.|A release before the cutoff and a scheduled one.
1|L|wire-update|Reeves unveils £40 billion of tax rises|Chancellor Rachel Reeves raised taxes by about £40 billion in her first Budget on October 30, 2024, most of it from higher employer National Insurance contributions.|Reports a later Budget dated after the cutoff.
9|K|speech-coverage|Bailey: Bank could be 'a bit more aggressive'|Governor Andrew Bailey said earlier this month the Bank could become more activist in cutting rates if inflation news stayed good. The MPC announces its next decision on 7 November 2024.|An earlier interview and a scheduled decision.
3|L|wire-flash|UK ECONOMY GREW 0.1% IN THIRD QUARTER - ONS|LONDON, Nov 15, 2024 - Britain's economy barely grew between July and September, expanding by 0.1%, below the 0.2% forecast, as output shrank in September.|Reports the November 15, 2024 release.
""",
    ),
    Q(
        "n1-ez-gdp-2024-q4-flash",
        "Will Eurostat's preliminary flash estimate show euro area GDP growing quarter on quarter in the fourth quarter of 2024?",
        "Resolves YES if the preliminary flash estimate published on January 30, 2025 shows euro area GDP growth above 0.0% q/q for Q4 2024. Resolves NO otherwise.",
        "2025-01-09",
        "2025-01-30",
        0,
        "macro_data",
        """
8|K|economist-preview|Euro area Q4 GDP: limping into year-end|We expect fourth-quarter growth of 0.1% q/q after 0.4% in the third, with Germany flat. Eurostat publishes the preliminary flash on 30 January 2025, a few hours before the ECB decision.|A forecast of a scheduled release.
2|L|wire-flash|Euro zone economy stalls in fourth quarter|BRUSSELS, Jan 30, 2025 - Euro zone GDP was unchanged in the last three months of 2024 from the previous quarter, Eurostat's flash estimate showed, as Germany and France both contracted.|Reports the January 30, 2025 release.
13|K|data-release|GDP and employment, euro area, third quarter 2024|Seasonally adjusted GDP increased by 0.4% in the euro area in the third quarter of 2024 compared with the previous quarter. Next release: preliminary flash estimate for Q4 2024, 30 January 2025.|A release before the cutoff and a scheduled one.
1|L|stat-bulletin|Euro area data snapshot, 31 January 2025|GDP Q4 2024 (preliminary flash, 30 Jan): 0.0% q/q, +0.9% y/y. Unemployment (December): 6.3%. ECB deposit rate: 2.75% after the cut of 30 January.|A table reports the January 30, 2025 release.
5|K|calendar|Euro area: January 2025 release calendar|7 Jan: HICP flash (December). 30 Jan: GDP preliminary flash (Q4) and ECB monetary policy decision. 3 Feb: HICP flash (January).|A calendar of scheduled releases.
3|L|reaction-note|Euro area flat in Q4, Germany drags|The zero-growth print of 30 January 2025 confirms a weak end to the year. With the ECB cutting the same day, we expect a further 25bp on 6 March 2025.|Reports the January 30, 2025 release.
""",
    ),
    Q(
        "n1-germany-gdp-2024-annual",
        "Will Destatis's first estimate show German GDP shrinking in calendar year 2024?",
        "Resolves YES if the first annual estimate published by the Federal Statistical Office on January 15, 2025 shows price-adjusted GDP for 2024 below that of 2023. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-15",
        1,
        "macro_data",
        """
6|K|economist-preview|Germany: a second year of contraction in sight|The Bundesbank now expects output to fall by 0.2% in 2024 and to grow only 0.2% in 2025. The statistics office publishes its first estimate for 2024 on 15 January 2025.|A forecast and a scheduled release.
2|L|wire-flash|German economy shrinks for second year in a row|BERLIN, Jan 15, 2025 - Germany's economy contracted by 0.2% in 2024 after a 0.3% decline in 2023, the federal statistics office said, as industry and exports struggled.|Reports the January 15, 2025 release.
3|K|wire-report|Scholz loses confidence vote, paving way for February election|Chancellor Olaf Scholz lost a confidence vote in the Bundestag on Monday, December 16, setting up a snap election on February 23, 2025.|An earlier vote and a scheduled election.
1|L|data-release|Gross domestic product 2024: first estimate|Price-adjusted GDP was 0.2% lower in 2024 than in the previous year, according to first calculations published on 15 January 2025. Calendar-adjusted, the decline was also 0.2%.|Reports the January 15, 2025 release.
7|K|forecast-coverage|Ifo cuts outlook, sees stagnation into 2025|The Ifo institute lowered its forecasts, now expecting output to shrink by 0.1% this year and to grow by only 0.4% next year, citing weak industry and political uncertainty.|A forecast with no later dates.
4|L|reaction-note|Germany 2024: -0.2%, and Q4 was no better|The first estimate of 15 January 2025 put 2024 output down 0.2%, with fourth-quarter GDP roughly 0.1% lower on the quarter. We see only marginal growth in 2025.|Reports the January 15, 2025 release.
""",
    ),
    Q(
        "n1-aus-cpi-2024-q3-below-3",
        "Will the ABS report Australia's annual headline CPI inflation for the September quarter 2024 below 3.0%?",
        "Resolves YES if the CPI release of October 30, 2024 shows annual headline inflation below 3.0% for the September quarter 2024. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-30",
        1,
        "macro_data",
        """
8|K|data-release|Monthly CPI Indicator, August 2024|The monthly CPI indicator rose 2.7% in the twelve months to August 2024, down from 3.5% in July, as electricity rebates took effect. The September quarter 2024 CPI will be released on 30 October 2024.|A release before the cutoff and a scheduled one.
2|L|wire-flash|Australian inflation slows to 2.8%, lowest since 2021|SYDNEY, Oct 30, 2024 - Australia's annual headline inflation fell to 2.8% in the September quarter from 3.8%, the first reading inside the RBA's 2-3% band since early 2021, though the trimmed mean held at 3.5%.|Reports the October 30, 2024 release.
12|K|speech-coverage|Bullock: headline fall will be temporary|Governor Michele Bullock said energy rebates would pull headline inflation down for a while, but the board was focused on underlying inflation. The board next meets on November 4-5, 2024.|A speech and a scheduled meeting.
1|L|reaction-note|Q3 CPI: headline under 3%, core still sticky|The 2.8% headline print of 30 October 2024 flatters the picture; with the trimmed mean at 3.5%, we expect the RBA to hold next week.|Reports the October 30, 2024 release.
4|K|calendar|Australia: key releases, October-November 2024|30 October: CPI (September quarter) and monthly indicator (September). 5 November: RBA decision and Statement on Monetary Policy. 14 November: Labour Force (October).|A calendar of scheduled releases.
6|K|economist-preview|Q3 CPI preview: a sharp drop in the headline|We forecast headline CPI at 2.9% y/y for the September quarter, down from 3.8%, with the trimmed mean easing to 3.5%. Rebates and lower fuel prices do most of the work.|A forecast with no dated later event.
""",
    ),
    Q(
        "n1-canada-cpi-2024-08-2pct",
        "Will Statistics Canada report annual CPI inflation of 2.0% or lower for August 2024?",
        "Resolves YES if the CPI release of September 17, 2024 shows the all-items CPI up 2.0% or less over the 12 months to August 2024. Resolves NO otherwise.",
        "2024-08-30",
        "2024-09-17",
        1,
        "macro_data",
        """
9|K|data-release|Consumer Price Index, July 2024|The CPI rose 2.5% year over year in July, down from 2.7% in June. The August 2024 CPI will be released on September 17, 2024.|A release before the cutoff and a scheduled one.
2|L|wire-flash|Canada's inflation hits 2% target for first time since 2021|OTTAWA, Sept. 17, 2024 - Canada's annual inflation rate slowed to 2.0% in August from 2.5% in July, helped by lower gasoline prices.|Reports the September 17, 2024 release.
6|K|economist-preview|Bank of Canada set to cut again on September 4|We expect a third straight 25bp cut, to 4.25%, on September 4. August CPI, out on September 17, should show inflation close to 2.1%.|A forecast of a scheduled decision and release.
1|L|wire-update|Bank of Canada cuts rates for a third straight meeting|The Bank of Canada lowered its key rate by 25 basis points to 4.25% on September 4, 2024, and Governor Tiff Macklem said bigger cuts were possible if growth disappointed.|Reports a later decision dated after the cutoff.
4|K|market-wrap|Loonie gains after Powell signals September cut|The Canadian dollar rose after Fed Chair Jerome Powell said on Friday that the time had come for policy to adjust. Traders now see a Bank of Canada cut on Sept. 4 as close to certain.|An earlier speech and expectations.
3|L|reaction-note|August CPI: target reached|Headline inflation of 2.0% in the 17 September 2024 release opens the door to a 50bp cut in October, in our view.|Reports the September 17, 2024 release.
""",
    ),
    Q(
        "n1-china-gdp-2025-q1-5pct",
        "Will China's National Bureau of Statistics report first-quarter 2025 GDP growth of at least 5.0% year on year?",
        "Resolves YES if the NBS release of April 16, 2025 shows real GDP growth of 5.0% or more year on year for January-March 2025. Resolves NO otherwise.",
        "2025-03-28",
        "2025-04-16",
        1,
        "macro_data",
        """
7|K|economist-preview|China Q1 GDP: front-loaded exports keep growth near 5%|We expect first-quarter growth of 5.1% y/y as exporters rush shipments ahead of higher US tariffs. The statistics bureau publishes Q1 data on April 16, 2025.|A forecast of a scheduled release.
2|L|wire-flash|China's economy grows 5.4% in first quarter, beating forecasts|BEIJING, April 16, 2025 - China's GDP grew 5.4% from a year earlier in January-March, the statistics bureau said, beating forecasts of about 5.1%, though the figures predate the steepest US tariff increases.|Reports the April 16, 2025 release.
14|K|wire-report|China keeps 'around 5%' growth target for 2025|Premier Li Qiang told the National People's Congress on March 5 that the government was aiming for growth of around 5% this year, with a budget deficit of about 4% of GDP.|An earlier speech and a target.
1|L|wire-update|US tariffs on Chinese goods reach 145%|The tariffs the United States applies to most Chinese imports reached 145% on April 10, 2025, after successive increases, and Beijing answered with duties of 125% on US goods.|Reports a later tariff escalation dated after the cutoff.
4|K|calendar|China data calendar, April 2025|Apr 10: CPI and PPI (March). Apr 14: trade (March). Apr 16: GDP (Q1), industrial output and retail sales (March). Apr 30: official PMIs (April).|A calendar of scheduled releases.
3|L|stat-bulletin|China: Q1 2025 activity at a glance|GDP, Q1 2025: +5.4% y/y, +1.2% q/q. Industrial output, March: +7.7% y/y. Retail sales, March: +5.9% y/y. Released 16 April 2025.|A table reports the April 16, 2025 release.
""",
    ),
    Q(
        "n1-india-gdp-2024-q1-7pct",
        "Will India's first estimate of real GDP growth for April-June 2024 (Q1 of fiscal 2024-25) be 7.0% or higher?",
        "Resolves YES if the National Statistics Office release of August 30, 2024 shows real GDP growth of 7.0% or more year on year for April-June 2024. Resolves NO otherwise.",
        "2024-08-09",
        "2024-08-30",
        0,
        "macro_data",
        """
8|K|economist-preview|India Q1 GDP: the election quarter slows growth|We expect real GDP growth of around 7.0% y/y in April-June, down from 7.8% in January-March, as government spending paused during the general election. The estimate is released on 30 August 2024.|A forecast of a scheduled release.
2|L|wire-flash|India's growth slows to 6.7%, a five-quarter low|NEW DELHI, Aug 30, 2024 - India's economy grew 6.7% year on year in April-June, down from 7.8% in the previous quarter, official data showed, as lower government spending during the election weighed.|Reports the August 30, 2024 release.
1|K|wire-report|RBI keeps repo rate at 6.5% for ninth meeting|The Reserve Bank of India left its repo rate at 6.5% on Thursday, with Governor Shaktikanta Das saying food inflation remained a concern. The central bank projects first-quarter growth at 7.1%.|An earlier decision and a projection, with no later date.
3|L|reaction-note|Q1 GDP misses the RBI's projection|The 6.7% print of 30 August 2024 undershot the RBI's 7.1% projection, though gross value added grew 6.8%. We keep our full-year forecast of 7.0%.|Reports the August 30, 2024 release.
5|K|calendar|India: macro calendar, August 2024|12 August: CPI (July). 14 August: WPI (July). 30 August 2024: GDP (April-June) and eight core industries.|A calendar of scheduled releases.
12|L|wire-update|India's growth slows further to 5.4%|India's economy grew 5.4% in July-September 2024, the slowest in seven quarters, official data showed on November 29, 2024, after a 6.7% pace in April-June.|Reports later releases dated after the cutoff.
""",
    ),
    Q(
        "n1-us-gdp-2024-q3-3pct",
        "Will the BEA's advance estimate of US real GDP growth for the third quarter of 2024 be 3.0% or higher at an annual rate?",
        "Resolves YES if the advance estimate released on October 30, 2024 shows real GDP growth of 3.0% or more (seasonally adjusted annual rate) for Q3 2024. Resolves NO otherwise.",
        "2024-10-11",
        "2024-10-30",
        0,
        "macro_data",
        """
6|K|economist-preview|Q3 GDP tracking near 3%|Tracking estimates put third-quarter growth between 2.5% and 3.4% annualized, led by consumer spending. The advance estimate is scheduled for Wednesday, October 30, 2024.|A forecast of a scheduled release.
2|L|wire-flash|US economy grows at 2.8% pace in third quarter|WASHINGTON, Oct 30, 2024 - US real GDP increased at a 2.8% annual rate in the third quarter, the advance estimate showed, a touch below forecasts, as consumer spending rose 3.7%.|Reports the October 30, 2024 release.
14|K|data-release|Gross Domestic Product, 2nd Quarter 2024 (Third Estimate)|Real GDP increased at an annual rate of 3.0 percent in the second quarter of 2024. The advance estimate for the third quarter is scheduled for release on October 30, 2024.|A release before the cutoff and a scheduled one.
1|L|live-page|Data day live: ADP, GDP|Wednesday, October 30, 2024. 8:15 ADP private payrolls +233K. 8:30 Q3 GDP +2.8% annualized vs 3.0% expected; core PCE prices +2.2%. 9:05 Treasury yields little changed.|A live log reports the October 30, 2024 release.
9|K|speech-coverage|Powell: no hurry to cut quickly|Fed Chair Jerome Powell said on Monday the committee was not on a preset course and expected to bring rates down over time. The FOMC next meets November 6-7, 2024.|A speech and a scheduled meeting.
4|L|correction|Corrected: US third-quarter growth|An earlier version of this story, first published before the data, gave a forecast of 3.0%. The Commerce Department reported on October 30, 2024 that GDP grew at a 2.8% rate in the third quarter.|A correction reports the October 30, 2024 release.
""",
    ),
    Q(
        "n1-uk-cpi-2025-04-3p4",
        "Will the ONS report UK CPI annual inflation for April 2025 of 3.4% or higher?",
        "Resolves YES if the ONS release of May 21, 2025 shows CPI annual inflation of 3.4% or higher for April 2025. Resolves NO otherwise.",
        "2025-05-02",
        "2025-05-21",
        1,
        "macro_data",
        """
9|K|data-release|Consumer price inflation, UK: March 2025|The Consumer Prices Index rose by 2.6% in the 12 months to March 2025, down from 2.8% in February. The April 2025 figures are due to be published on 21 May 2025.|A release before the cutoff and a scheduled one.
2|L|wire-flash|UK inflation jumps to 3.5% on 'awful April' bills|LONDON, May 21, 2025 - UK consumer price inflation rose to 3.5% in April from 2.6% in March, above forecasts of 3.3%, as energy, water and council tax bills climbed.|Reports the May 21, 2025 release.
5|K|economist-preview|'Awful April': CPI set to jump|Higher household bills from 1 April should push CPI inflation up to about 3.4%, its highest since early 2024. The figures come out on 21 May 2025, after the MPC's 8 May decision.|A forecast of a scheduled release.
1|L|correction|April inflation overstated by data error, ONS says|The statistics office said in June 2025 that an error in vehicle excise duty data meant April's published CPI rate of 3.5% should have been 3.4%, but that it would not revise the figure.|Reports an April CPI figure and a later admission dated after the cutoff.
13|K|speech-coverage|Bailey: April rise expected and temporary|Governor Andrew Bailey said the rise in inflation expected in April reflected regulated bills and should not last. The MPC's next decision is on Thursday 8 May 2025.|A speech and a scheduled decision.
3|L|wire-update|Bank of England cuts to 4.25% in three-way split|The Bank of England cut Bank Rate to 4.25% on May 8, 2025, with two members voting for a larger cut and two for no change.|Reports a later decision dated after the cutoff.
""",
    ),
    Q(
        "n1-ez-flash-2024-12-2p4",
        "Will Eurostat's flash estimate of euro area annual HICP inflation for December 2024 be 2.4% or higher?",
        "Resolves YES if the flash estimate published on January 7, 2025 shows euro area annual inflation of 2.4% or higher for December 2024. Resolves NO otherwise.",
        "2024-12-16",
        "2025-01-07",
        1,
        "macro_data",
        """
8|K|data-release|Euro area annual inflation up to 2.3%|Flash estimate, November 2024: euro area annual inflation 2.3%, up from 2.0% in October. The flash estimate for December 2024 is scheduled for 7 January 2025.|A release before the cutoff and a scheduled one.
2|L|wire-flash|Euro zone inflation rises to 2.4% in December|FRANKFURT, Jan 7, 2025 - Euro zone inflation rose to 2.4% in December from 2.2% in November, Eurostat's flash estimate showed, driven by energy prices, while core inflation held at 2.7%.|Reports the January 7, 2025 release.
4|K|reaction-note|ECB cuts to 3%, sees inflation at target next year|The ECB lowered its deposit rate to 3.00% on December 12, with staff projecting inflation of 2.1% in 2025. The Governing Council next meets on January 29-30, 2025.|An earlier decision and a scheduled meeting.
1|L|data-release|HICP flash estimate, December 2024|Euro area annual inflation is expected to be 2.4% in December 2024, up from 2.2% in November (Eurostat flash estimate, 7 January 2025).|Reports the January 7, 2025 flash, worded as the agency words it.
6|K|economist-preview|December HICP: energy base effects lift the headline|We expect euro area inflation to edge up to 2.4% in December on energy base effects, before drifting back toward 2% by spring. The flash is out on January 7.|A forecast of a scheduled release.
3|L|stat-bulletin|Germany: provisional consumer prices, December 2024|Consumer prices rose 2.6% year on year in December 2024 (HICP: 2.8%), according to the provisional figures of 6 January 2025.|Reports a release dated after the cutoff.
""",
    ),
    Q(
        "n1-uk-gdp-2025-q1-0p5",
        "Will the ONS first quarterly estimate show UK GDP growth of 0.5% or more in the first quarter of 2025?",
        "Resolves YES if the first quarterly estimate published on May 15, 2025 shows quarter-on-quarter GDP growth of 0.5% or more for January to March 2025. Resolves NO otherwise.",
        "2025-04-22",
        "2025-05-15",
        1,
        "macro_data",
        """
10|K|data-release|GDP monthly estimate, UK: February 2025|Monthly GDP grew by 0.5% in February 2025, after no growth in January. The first quarterly estimate for January to March 2025 is due on 15 May 2025.|A release before the cutoff and a scheduled one.
2|L|wire-flash|UK economy grows 0.7% in first quarter, fastest in a year|LONDON, May 15, 2025 - Britain's economy grew 0.7% in January-March, beating expectations of 0.6%, as firms rushed ahead of US tariffs and higher employer taxes.|Reports the May 15, 2025 release.
6|K|economist-preview|UK Q1 GDP: strong, but front-loaded|After February's 0.5% jump we now expect Q1 growth of 0.6% q/q, with payback in the second quarter once the April tax rises and US tariffs bite. Release: 15 May 2025.|A forecast of a scheduled release.
1|L|wire-update|UK and US agree deal cutting car tariffs|Britain and the United States announced a trade agreement on May 8, 2025 that cut US tariffs on a quota of British cars to 10%.|Reports a later agreement dated after the cutoff.
4|K|calendar|UK: data calendar, May 2025|8 May: MPC decision. 13 May: labour market. 15 May: GDP first quarterly estimate (Q1) and monthly GDP (March). 21 May: CPI (April).|A calendar of scheduled releases.
3|L|data-release|GDP first quarterly estimate, UK: January to March 2025|UK GDP is estimated to have grown by 0.7% in Quarter 1 2025 (release of 15 May 2025); monthly GDP grew by 0.2% in March.|Reports the May 15, 2025 release.
""",
    ),
    Q(
        "n1-japan-gdp-2025-q1-contraction",
        "Will Japan's preliminary GDP estimate for the first quarter of 2025 show a quarter-on-quarter contraction?",
        "Resolves YES if the Cabinet Office's first preliminary estimate published on May 16, 2025 shows real GDP falling quarter on quarter in January-March 2025. Resolves NO otherwise.",
        "2025-04-24",
        "2025-05-16",
        1,
        "macro_data",
        """
8|K|economist-preview|Japan Q1 GDP: flat at best|We expect real GDP to be roughly flat in January-March, with weak consumption offsetting capital spending. The Cabinet Office releases the preliminary estimate on May 16, 2025.|A forecast of a scheduled release.
2|L|wire-flash|Japan's economy shrinks for first time in a year|TOKYO, May 16, 2025 - Japan's economy contracted at an annualised 0.7% in January-March, or 0.2% on the quarter, preliminary data showed, as exports fell and consumption stalled.|Reports the May 16, 2025 release.
12|K|reaction-note|BOJ holds at 0.5%, flags US trade policy|The Bank of Japan kept its policy rate at 0.5% on March 19, and Governor Kazuo Ueda said US trade policy had raised uncertainty. Its next meeting, with a new outlook report, ends on May 1, 2025.|An earlier decision and a scheduled meeting.
1|L|wire-update|BOJ halves growth forecast as it holds rates|The Bank of Japan kept its policy rate at 0.5% on May 1, 2025 and cut its growth forecast for the fiscal year to 0.5%, citing US tariffs.|Reports a later decision dated after the cutoff.
5|K|calendar|Japan: data calendar, May 2025|1 May: BOJ decision and outlook report. 16 May: GDP first preliminary estimate (Jan-Mar). 23 May: national CPI (April).|A calendar of scheduled releases.
14|K|data-release|Quarterly estimates of GDP, Oct-Dec 2024 (second preliminary)|Real GDP grew 0.6% quarter on quarter, 2.2% annualised, in October-December 2024. The first preliminary estimate for January-March 2025 is scheduled for 16 May 2025.|A release before the cutoff and a scheduled one.
""",
    ),
    Q(
        "n1-us-nfp-2025-04-130k",
        "Will the first estimate of US nonfarm payrolls for April 2025 show a gain above 130,000?",
        "Resolves YES if the Employment Situation release of May 2, 2025 reports an April 2025 payroll gain above 130,000. Resolves NO otherwise.",
        "2025-04-10",
        "2025-05-02",
        1,
        "macro_data",
        """
6|K|data-release|The Employment Situation - March 2025|Total nonfarm payroll employment increased by 228,000 in March, and the unemployment rate changed little at 4.2 percent. The April report is scheduled for release on Friday, May 2, 2025.|A release before the cutoff and a scheduled one.
2|L|wire-flash|US payrolls rise 177,000 in April despite tariff turmoil|WASHINGTON, May 2, 2025 - US employers added 177,000 jobs in April, more than expected, and the unemployment rate held at 4.2%, though the two prior months were revised down.|Reports the May 2, 2025 release.
1|K|economist-preview|Tariff shock: we cut our payroll forecasts|After the April 2 tariff announcement we expect job growth to slow to about 130,000 in April and to turn negative by late summer. The April report is due May 2.|A forecast of a scheduled release.
3|L|market-wrap|Stocks extend rally after jobs beat|The S&P 500 rose about 1.5% on May 2, 2025, extending its winning streak to nine sessions, after the jobs report eased recession fears.|Reports the May 2, 2025 release and market reaction.
4|K|speech-coverage|Powell: tariff effects larger than expected|Fed Chair Jerome Powell said on Friday that the new tariffs were significantly larger than expected and likely to raise inflation and slow growth. The FOMC next meets May 6-7, 2025.|A speech and a scheduled meeting.
5|L|wire-update|Fed holds rates, says risks have risen|The Federal Reserve kept its policy rate at 4.25%-4.50% on May 7, 2025, saying the risks of both higher unemployment and higher inflation had risen.|Reports a later decision dated after the cutoff.
""",
    ),
]
