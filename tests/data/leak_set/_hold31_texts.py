# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold31` part, read by `build_hold31.py`.

Written blind as a held-out part: structured and semi-structured pages (release calendars, data
tables flattened to text, dashboards, infoboxes, registry and docket entries, results pages, price
and quote pages, press-release boilerplate, encyclopedia summaries with revision notes) on
economics, health, energy, sport and elections. Each question's documents are one line each in a
string, fields separated by `|`: days before the cutoff it is published, label (L=leak / K=keep),
style, title, text, why. The events are real ones of 2023-2025; the wording is invented and the
figures are from memory, not checked data. See `build_hold31.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "m8-us-cpi-2025-01-3pct",
        "Will the BLS report that US consumer prices rose 3.0% or more in the 12 months to January 2025?",
        "Resolves YES if the Consumer Price Index release scheduled for February 12, 2025 shows the all-items CPI-U (not seasonally adjusted) up 3.0% or more over the 12 months ending January 2025. Resolves NO otherwise.",
        "2025-01-31",
        "2025-02-12",
        1,
        "macro_data",
        """
6|K|release-calendar|Consumer Price Index: 2025 release schedule|Reference month · Release date · Time. December 2024 · Jan. 15, 2025 · 8:30 AM. January 2025 · Feb. 12, 2025 · 8:30 AM. February 2025 · Mar. 12, 2025 · 8:30 AM. March 2025 · Apr. 10, 2025 · 8:30 AM. Release dates are subject to change; check this page for updates.|A release schedule listing future publication dates.
3|L|data-table|CPI for All Urban Consumers (CPI-U), U.S. city average, all items: 12-month percent change, not seasonally adjusted|Oct 2024: 2.6 · Nov 2024: 2.7 · Dec 2024: 2.9 · Jan 2025: 3.0 · Feb 2025: 2.8. Last observation added from the release of February 12, 2025; the February figure from the release of March 12, 2025.|The table contains the January 2025 reading published on February 12, 2025, and a later month too.
9|K|economic-calendar|US economic calendar: February 2025|Fri Feb 7 · Employment Situation (Jan) · prior +256K. Wed Feb 12 · CPI (Jan) · prior 2.9% y/y, core 3.2%. Thu Feb 13 · PPI final demand (Jan). Fri Feb 14 · Retail sales (Jan). Consensus fields will populate the week before each release.|A calendar of scheduled releases with prior values only.
2|L|dashboard|Inflation monitor: headline and core CPI|Headline CPI 3.0% y/y ▲ (Jan 2025; prior 2.9%) · Core CPI 3.3% y/y ▲ (prior 3.2%) · Headline m/m +0.5% SA, the largest monthly gain since August 2023 · Data as of 2025-02-12 08:30 ET · Next update 2025-03-12.|The dashboard shows the January reading released on 2025-02-12 as current data.
12|K|encyclopedia-summary|Inflation in the United States since 2021: summary|Annual CPI inflation peaked at 9.1% in June 2022, fell to 2.4% by September 2024 and then edged back up, reaching 2.9% in December 2024 according to data published January 15, 2025. Revision note (19 Jan 2025): December figures added; the January 2025 figures are due in mid-February.|Facts up to mid-January 2025 and a scheduled release.
1|L|price-quote|30-Day Fed Funds futures, March 2025 (ZQH5)|Last 95.675 · Chg −0.015 · Updated Feb 12 2025 14:02 CT. Market note: traders pared back bets on a first 2025 rate cut after January consumer prices rose 0.5% on the month and 3.0% from a year earlier.|The quote page reports the January CPI result and the market move of Feb 12 2025.
""",
    ),
    Q(
        "m8-uk-gdp-2024-q3-first",
        "Will the ONS first quarterly estimate show UK real GDP growing by 0.2% or more in July to September 2024?",
        "Resolves YES if the ONS 'GDP first quarterly estimate, UK: July to September 2024', scheduled for 15 November 2024, shows quarter-on-quarter growth in chained volume GDP of 0.2% or more. Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-15",
        0,
        "macro_data",
        """
5|K|release-calendar|Release calendar: GDP first quarterly estimate, UK: July to September 2024|Release date: 15 November 2024 7:00am (confirmed). Also on 15 November 2024: GDP monthly estimate, UK: September 2024. Next in series: Quarterly national accounts, UK: July to September 2024, 23 December 2024.|A confirmed release date in the future, nothing reported.
2|L|data-table|Gross domestic product, chained volume measures, quarter on quarter growth (%)|2023 Q4 −0.3 · 2024 Q1 0.7 · 2024 Q2 0.5 · 2024 Q3 0.1. Source: GDP first quarterly estimate, published 15 November 2024. The September monthly estimate showed a 0.1% fall.|The table includes the third-quarter figure published on 15 November 2024.
10|K|consensus-dashboard|UK data consensus: Q3 2024 GDP (first estimate)|Indicator: GDP q/q, Q3 2024 · Release: Fri 15 Nov, 07:00 · Median forecast 0.2% · Range 0.1% to 0.3% · Previous 0.5%. Monthly GDP, September: median 0.2% m/m, previous 0.2%.|Forecasts for a scheduled release.
1|L|press-release-boilerplate|Notes to editors: Midlands Manufacturers' Forum quarterly survey|The Forum's autumn survey was carried out among 412 member firms. Official figures published on 15 November 2024 showed the UK economy grew by just 0.1% between July and September, slowing from 0.5% in the second quarter. For media enquiries contact the press office.|The boilerplate reports the GDP figure published on 15 November 2024.
7|K|encyclopedia-summary|Economy of the United Kingdom: recent developments|The UK entered a shallow technical recession in the second half of 2023 and recovered in 2024, growing 0.7% in the first quarter and 0.5% in the second. Revision note (25 October 2024): second-quarter growth revised from 0.6% to 0.5% in line with the quarterly national accounts of 30 September 2024.|Only facts dated before the cutoff: a control.
3|L|central-bank-page|Official Bank Rate history|Date changed · Rate (%): 07 Nov 2024 · 4.75. 01 Aug 2024 · 5.00. 03 Aug 2023 · 5.25. 22 Jun 2023 · 5.00.|The table lists the Bank Rate cut of 7 November 2024, an event after the cutoff.
""",
    ),
    Q(
        "m8-ea-gdp-2024-q4-flash",
        "Will Eurostat's preliminary flash estimate show euro area GDP growing by more than 0.0% in the fourth quarter of 2024?",
        "Resolves YES if Eurostat's preliminary flash estimate of euro area GDP for Q4 2024, scheduled for 30 January 2025, shows seasonally adjusted quarter-on-quarter growth above 0.0%. Resolves NO if it shows 0.0% or a fall.",
        "2025-01-16",
        "2025-01-30",
        0,
        "macro_data",
        """
4|K|release-calendar|Euro indicators release calendar: late January and February 2025|30 January 2025, 11:00 CET: GDP, preliminary flash estimate, Q4 2024 (euro area and EU). 3 February 2025: flash estimate of euro area inflation, January 2025. 14 February 2025: GDP and employment flash estimate, Q4 2024.|A calendar of scheduled releases.
2|L|data-table|Euro area (EA20) GDP, percentage change on previous quarter, seasonally and calendar adjusted|2024Q1 0.3 · 2024Q2 0.2 · 2024Q3 0.4 · 2024Q4 0.0 (p). (p) preliminary flash estimate, released 30 January 2025. Germany −0.2, France −0.1, Italy 0.0, Spain 0.8.|The table reports the Q4 figure released on 30 January 2025.
8|K|dashboard|Euro area GDP nowcast|Q4 2024 nowcast: +0.1% q/q (as of 2025-01-08) · 68% band −0.1% to +0.3% · Inputs last updated: composite PMI (Dec) 49.6, industrial production (Oct) · Next official figure: preliminary flash, 2025-01-30.|A model estimate and the date of the coming release.
1|L|revision-note|Economy of the European Union: revision history|Revision as of 31 January 2025: added Eurostat's preliminary estimate that euro area output stagnated in Q4 2024 (0.0% q/q), with Germany and France contracting; added the ECB's cut of its deposit facility rate to 2.75% on 30 January 2025.|The revision note reports two events of 30 January 2025.
11|K|central-bank-calendar|ECB Governing Council: monetary policy meetings in 2025|29-30 January 2025 (press conference on 30 January) · 5-6 March 2025 · 16-17 April 2025 · 4-5 June 2025 · 23-24 July 2025. Non-monetary policy meetings are listed separately.|A schedule of meetings.
""",
    ),
    Q(
        "m8-japan-gdp-2024-q2-prelim",
        "Will Japan's first preliminary estimate show real GDP growing quarter on quarter in April-June 2024?",
        "Resolves YES if the Cabinet Office's first preliminary GDP estimate for April-June 2024, scheduled for August 15, 2024, shows positive seasonally adjusted real growth over the previous quarter. Resolves NO otherwise.",
        "2024-08-01",
        "2024-08-15",
        1,
        "macro_data",
        """
3|K|release-calendar|Quarterly GDP estimates: release schedule|April-June 2024, 1st preliminary: August 15, 2024 (Thu) 8:50. April-June 2024, 2nd preliminary: September 9, 2024 (Mon) 8:50. July-September 2024, 1st preliminary: November 15, 2024 (Fri) 8:50.|A schedule of future releases.
1|L|price-quote|Nikkei 225: historical prices|Date · Close · Change. Aug 06 2024 · 34,675.46 · +10.23%. Aug 05 2024 · 31,458.42 · −12.40%. Aug 02 2024 · 35,909.70 · −5.81%. Aug 01 2024 · 38,126.33 · −2.49%.|The table reports closes on and after the cutoff, including the crash of Aug 05 2024.
6|K|consensus-dashboard|Japan: April-June GDP, forecasters' survey|Real GDP, annualised q/q: median +2.1% · high +3.4% · low −0.5%. Jan-Mar 2024 (revised July 1): −2.9% annualised. Private consumption q/q: median +0.6%. Release: 15 Aug, 08:50 JST.|Forecasts for a scheduled release and an earlier revision.
2|L|data-table|Real GDP, seasonally adjusted, change from previous quarter (%)|2023 Oct-Dec +0.1 · 2024 Jan-Mar −0.6 · 2024 Apr-Jun +0.8 (annualised +3.1). Apr-Jun: first preliminary estimate, 15 August 2024; private consumption +1.0%, its first rise in five quarters.|The table reports the April-June figure released on 15 August 2024.
9|K|central-bank-calendar|Bank of Japan: monetary policy meeting schedule, 2024|June 13-14 · July 30-31 (Outlook Report) · September 19-20 · October 30-31 (Outlook Report) · December 18-19. Summary of Opinions is released about six business days after each meeting.|A meeting schedule published before the July meeting.
4|L|infobox|Fumio Kishida|100th and 101st Prime Minister of Japan. In office 4 October 2021 – 1 October 2024. Predecessor Yoshihide Suga · Successor Shigeru Ishiba. Revision note: 14 August 2024, added Kishida's announcement that he will not stand in the LDP presidential election.|The infobox reports the August 14, 2024 announcement and the end of his term on 1 October 2024.
""",
    ),
    Q(
        "m8-us-nfp-2024-12-above-200k",
        "Will the first estimate of US nonfarm payrolls for December 2024 show a gain above 200,000?",
        "Resolves YES if the Employment Situation report for December 2024, scheduled for January 10, 2025, shows a first-estimate change in total nonfarm payroll employment above +200,000. Resolves NO otherwise.",
        "2024-12-27",
        "2025-01-10",
        1,
        "macro_data",
        """
8|K|release-calendar|Employment Situation: release dates for 2025|Reference month · Release date. December 2024 · Friday, January 10, 2025. January 2025 · Friday, February 7, 2025. February 2025 · Friday, March 7, 2025. March 2025 · Friday, April 4, 2025. All releases at 8:30 a.m. Eastern Time.|A schedule of future releases.
2|L|data-table|All employees, total nonfarm: over-the-month change (in thousands), seasonally adjusted|Sep 2024: 255 · Oct 2024: 43 · Nov 2024: 212 · Dec 2024 (p): 256. p = preliminary. October and November revised in the report of January 10, 2025.|The table reports the December first estimate released January 10, 2025.
12|K|consensus-dashboard|Payrolls tracker|December 2024 NFP: consensus not yet available. November 2024: +227K vs +200K expected (released 2024-12-06). Unemployment rate (Nov): 4.2%. Next release: 2025-01-10.|Earlier data and a scheduled release.
1|L|market-notice|Market closure: National Day of Mourning|U.S. equity and options markets will be closed on Thursday, January 9, 2025, for the National Day of Mourning for former President Jimmy Carter, who died on December 29, 2024. SIFMA recommends an early 2:00 p.m. close for bond markets that day.|The notice reports Carter's death on December 29, 2024, an event after the cutoff.
5|K|encyclopedia-summary|2024 in the United States: labor market|Payroll growth slowed in 2024, averaging about 180,000 a month through November. The unemployment rate rose from 3.7% in January to 4.3% in July before easing. The December report, scheduled for January 10, 2025, will complete the annual figures.|Past facts and a scheduled report.
4|L|dashboard|Labor market dashboard|Nonfarm payrolls +256K (Dec) ▲ vs consensus +160K · Unemployment 4.1% ▼0.1 · Average hourly earnings +3.9% y/y · Updated Jan 10, 2025 08:31 ET.|The dashboard shows the December report of Jan 10, 2025 as released.
""",
    ),
    Q(
        "m8-germany-gdp-2024-annual",
        "Will Destatis's first estimate show German price-adjusted GDP shrinking in calendar year 2024?",
        "Resolves YES if the Federal Statistical Office's first annual estimate of 2024 GDP, scheduled for 15 January 2025, shows a fall in price-adjusted GDP from 2023. Resolves NO otherwise.",
        "2025-01-02",
        "2025-01-15",
        1,
        "macro_data",
        """
7|K|press-release-boilerplate|Press notice: presentation of gross domestic product 2024|The Federal Statistical Office will present first results for gross domestic product in 2024 at a press conference in Berlin on 15 January 2025 at 10:00 CET. The press release will be published at the same time. Accreditation for journalists closes on 13 January. About Destatis: the office provides statistical information for Germany.|An announced press conference.
2|L|data-table|Gross domestic product, price adjusted: change on previous year (%)|2021: 3.7 · 2022: 1.4 · 2023: −0.3 · 2024: −0.2. 2024: first calculation, 15 January 2025. 2023 revised.|The table reports the 2024 figure published on 15 January 2025.
12|K|forecast-table|Forecasts for German GDP 2024 and 2025 (%)|Forecaster · 2024 · 2025 · date. Bundesbank · −0.2 · 0.2 · 13 Dec 2024. ifo Institute · −0.1 · 0.4 · 12 Dec 2024. Kiel Institute · −0.2 · 0.0 · 12 Dec 2024. Federal Government · −0.2 · 1.1 · Oct 2024.|Forecasts dated before the cutoff: a control.
1|L|revision-note|Economy of Germany: revision of 16 January 2025|Updated growth section: German output contracted for a second consecutive year in 2024, by 0.2%, according to the first estimate of the Federal Statistical Office on 15 January 2025, after a fall of 0.3% in 2023.|The revision note reports the 2024 figure published on 15 January 2025.
4|K|calendar|Germany: key dates, January-February 2025|6 January · flash consumer prices (December). 15 January · GDP 2024, first annual result. 30 January · GDP Q4 2024 flash. 23 February · Bundestag election.|A calendar of future dates.
3|L|dashboard|Germany inflation dashboard|CPI, December 2024 (flash): 2.6% y/y ▲ from 2.2% · HICP 2.8% · Core 3.3% · Published 6 January 2025 · Next: January flash on 31 January 2025.|The dashboard reports the December inflation flash published on 6 January 2025, after the cutoff.
""",
    ),
    Q(
        "m8-banxico-2025-02-50bp",
        "Will the Bank of Mexico lower its target for the overnight interbank interest rate by 50 basis points or more on February 6, 2025?",
        "Resolves YES if the monetary policy announcement of February 6, 2025 lowers the target rate to 9.50% or below from 10.00%. Resolves NO otherwise.",
        "2025-01-23",
        "2025-02-06",
        1,
        "central_banks",
        """
9|K|central-bank-calendar|Monetary policy announcements: 2025 calendar|Thursday, February 6 · Thursday, March 27 · Thursday, May 15 · Thursday, June 26 · Thursday, August 7 · Thursday, September 25 · Thursday, November 6 · Thursday, December 18. Announcements are published at 13:00 h, Mexico City time; minutes two weeks later.|A schedule of future decisions.
3|L|data-table|Target for the overnight interbank interest rate: decision history|Announcement · Rate (%) · Change (bp). 06/02/2025 · 9.50 · −50. 19/12/2024 · 10.00 · −25. 14/11/2024 · 10.25 · −25. 26/09/2024 · 10.50 · −25. Last update: February 6, 2025.|The history lists the half-point cut of February 6, 2025.
14|K|forecast-table|Survey of analysts: next monetary policy decision|Expected move on Feb 6 · responses: −25 bp · 22. −50 bp · 9. Hold · 0. Median expected rate, end-2025: 8.50%. Median expected rate, end-2026: 8.00%.|Survey expectations for a future decision.
1|L|press-release-boilerplate|Monetary policy statement: summary box|Decision: reduce the target by 50 basis points to 9.50%. Vote: four members in favour; one member voted for a 25 basis point reduction. Date of announcement: February 6, 2025. Next announcement: March 27, 2025. The Board will consider further adjustments of a similar magnitude.|The summary box reports the February 6, 2025 decision as taken.
5|K|encyclopedia-summary|Bank of Mexico: monetary policy|After holding its target at a record 11.25% from March 2023, the bank began to ease in March 2024 and cut five times that year, ending 2024 at 10.00%. Governor Victoria Rodríguez Ceja has said larger reductions could be considered in 2025.|Past decisions and a stated possibility.
2|L|price-quote|USD/MXN spot|21.29 · +1.6% · Feb 3 2025 07:55 CT · Day range 20.79 to 21.29. The peso slid after the United States announced 25% tariffs on Mexican goods on February 1, 2025; it recovered later on Feb. 3 when a one-month pause was agreed.|The quote page reports the tariff announcement and pause of early February 2025.
""",
    ),
    Q(
        "m8-riksbank-2024-11-50bp",
        "Will Sveriges Riksbank cut its policy rate by 50 basis points or more in the decision announced on November 7, 2024?",
        "Resolves YES if the monetary policy decision published on 7 November 2024 lowers the policy rate to 2.75% or below from 3.25%. Resolves NO otherwise.",
        "2024-10-24",
        "2024-11-07",
        1,
        "central_banks",
        """
10|K|central-bank-calendar|Monetary policy meetings in 2024|Meeting · decision published. 24 September · 25 September. 6 November · 7 November. 18 December · 19 December. Decisions are published at 09:30, followed by a press conference at 11:00.|A meeting schedule.
3|L|data-table|Policy rate: decisions and effective dates|Effective from · rate (%). 2024-11-13 · 2.75. 2024-10-02 · 3.25. 2024-08-21 · 3.50. 2024-05-15 · 3.75. 2023-09-27 · 4.00.|The table lists the rate of 2.75% in effect from 2024-11-13, a decision after the cutoff.
6|K|forecast-table|Policy rate forecast from the September Monetary Policy Update|Quarterly mean, %: 2024 Q4 3.05 · 2025 Q1 2.68 · 2025 Q2 2.50 · 2025 Q3 2.46. The Executive Board said the rate could be cut at one or both of the remaining meetings this year, and that a cut of 50 basis points at one of them was possible.|A forecast path and a stated possibility.
1|L|infobox|Sveriges Riksbank|Central bank of Sweden · Governor Erik Thedéen · Policy rate 2.75% (since 13 November 2024). Revision note: policy rate updated after the decision of 7 November 2024 (−0.50 percentage points).|The infobox reports the 7 November 2024 cut.
8|K|economic-calendar|Nordic economic calendar|Wed 30 Oct · Sweden GDP indicator Q3. Mon 4 Nov · Swedish PMI manufacturing. Thu 7 Nov · Riksbank policy decision, 09:30 CET; Norges Bank decision, 10:00 CET. Tue 12 Nov · Sweden CPIF (Oct).|A calendar of scheduled events.
2|L|price-quote|EUR/SEK|11.66 · +0.18% · 7 Nov 2024 16:30 CET. The krona eased after the Riksbank's half-point cut and a signal that further reductions may follow in December and in the first half of 2025.|The quote page reports the cut of 7 Nov 2024.
""",
    ),
]
