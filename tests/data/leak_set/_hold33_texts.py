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
]
