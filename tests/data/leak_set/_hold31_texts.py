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

QUESTIONS += [
    Q(
        "m8-bi-2025-01-cut",
        "Will Bank Indonesia lower the BI-Rate at its Board of Governors meeting of January 14-15, 2025?",
        "Resolves YES if the decision announced at the end of the January 14-15, 2025 Board of Governors meeting sets the BI-Rate below 6.00%. Resolves NO otherwise.",
        "2025-01-03",
        "2025-01-15",
        1,
        "central_banks",
        """
5|K|central-bank-calendar|Board of Governors monthly meetings: 2025 schedule|January 14-15 · February 18-19 · March 18-19 · April 22-23 · May 20-21 · June 17-18. Results are announced in a press conference on the second day of each meeting, at around 14:30 WIB.|A schedule of future meetings.
2|L|data-table|BI-Rate: history of decisions|15 January 2025 · 5.75% · −25 bps. 18 December 2024 · 6.00% · unchanged. 20 November 2024 · 6.00% · unchanged. 16 October 2024 · 6.00% · unchanged. 18 September 2024 · 6.00% · −25 bps.|The history lists the cut of 15 January 2025.
12|K|encyclopedia-summary|Bank Indonesia: monetary policy since 2023|BI raised the BI-Rate to 6.25% in April 2024 to support the rupiah, then lowered it to 6.00% in September 2024, its first cut since 2021. The bank has kept the rate unchanged since, citing pressure on the currency after the US election.|Only earlier facts: a control.
1|L|poll-scorecard|Central bank decisions: poll versus outcome|Bank Indonesia, January meeting · poll: 28 of 31 economists expected a hold at 6.00% · outcome (Jan 15 2025): cut to 5.75%, a surprise. Bank of Korea, January meeting · poll and outcome to follow on Jan. 16.|The scorecard reports the Jan 15 2025 decision.
7|K|dashboard|Rupiah monitor|USD/IDR 16,190 (close 27 Dec 2024) · 2024 change −4.9% · 1-month implied vol 6.8% · Upcoming: BI Board meeting Jan 14-15, 2025; US CPI (Dec) Jan 15, 2025.|Market data before the cutoff and scheduled events.
3|L|press-release-boilerplate|Press release: BI Board of Governors Meeting, January 2025|The BI Board of Governors agreed on 14-15 January 2025 to lower the BI-Rate by 25 bps to 5.75%, while also lowering the Deposit Facility rate to 5.00% and the Lending Facility rate to 6.50%. Head of Communication Department, Bank Indonesia.|The release reports the January 2025 cut as decided.
""",
    ),
    Q(
        "m8-india-gdp-2024-q2fy25",
        "Will India's real GDP growth for July-September 2024 (Q2 of FY2024-25) be estimated at 6.0% or higher year on year?",
        "Resolves YES if the National Statistics Office's quarterly estimate for Q2 2024-25, scheduled for 29 November 2024, shows real GDP growth of 6.0% or more over the same quarter a year earlier. Resolves NO otherwise.",
        "2024-11-15",
        "2024-11-29",
        0,
        "macro_data",
        """
6|K|release-calendar|Advance release calendar: national accounts and prices|Quarterly estimates of GDP for Q2 (July-September) 2024-25 · 29 November 2024, 16:00 hrs. Index of Eight Core Industries (October 2024) · 29 November 2024. CPI (November 2024) · 12 December 2024. Second advance estimates 2024-25 · 28 February 2025.|A calendar of future releases.
3|L|data-table|Real GDP growth, year on year (%), quarterly|Q2 FY24 8.1 · Q3 FY24 8.6 · Q4 FY24 7.8 · Q1 FY25 6.7 · Q2 FY25 5.4. Q2 FY25: estimate released on November 29, 2024, the slowest in seven quarters.|The table includes the Q2 FY25 estimate of November 29, 2024.
10|K|forecast-table|Q2 FY25 GDP growth: projections|RBI (MPC resolution, 9 Oct 2024): 7.0%. Bank economists' poll median: 6.5%. Range of private forecasts: 6.0% to 7.0%. Release due 29 November.|Projections for a scheduled release.
1|L|central-bank-page|Monetary Policy Committee: resolution of December 2024 (summary)|Meeting: December 4 to 6, 2024. Policy repo rate unchanged at 6.50% (4-2 vote). Cash reserve ratio reduced by 50 bps to 4.0% in two tranches. Real GDP projection for 2024-25 lowered to 6.6% from 7.2%, after second-quarter growth slowed to 5.4%.|The summary reports the December 6, 2024 decision and the Q2 growth figure.
8|K|revision-note|Economy of India: revision of 7 November 2024|Updated inflation section with October data (CPI 5.49% in September). First-quarter 2024-25 growth stands at 6.7%. The second-quarter estimate is due at the end of November.|Earlier facts and a scheduled release.
2|L|dashboard|India macro dashboard|GDP Q2 FY25 5.4% ▼ (prev 6.7%) · GVA 5.6% · Manufacturing GVA 2.2% · Updated 29 Nov 2024 16:05 IST · Next: Q3 FY25 on 28 Feb 2025.|The dashboard shows the Q2 figure released on 29 Nov 2024.
""",
    ),
    Q(
        "m8-fda-attruby-2024",
        "Will the FDA approve BridgeBio's acoramidis for transthyretin amyloid cardiomyopathy (ATTR-CM) by its PDUFA date of November 29, 2024?",
        "Resolves YES if the FDA approves acoramidis for ATTR-CM on or before November 29, 2024, as shown by an FDA approval letter or company announcement. Resolves NO otherwise.",
        "2024-11-08",
        "2024-11-29",
        1,
        "regulatory_approvals",
        """
12|K|registry-entry|Pipeline tracker: acoramidis (AG10)|Sponsor: BridgeBio Pharma · Mechanism: oral TTR stabilizer · Indication: ATTR-CM · Pivotal trial: ATTRibute-CM (phase 3) · US status: NDA under review, PDUFA target action date November 29, 2024 · EU status: MAA under review.|A registry entry with a future target date.
2|L|registry-entry|Drug approval record: ATTRUBY (acoramidis) tablets|Applicant: BridgeBio Pharma, Inc. · Approval date: November 22, 2024 · Indication: treatment of adults with ATTR-CM to reduce cardiovascular death and cardiovascular-related hospitalization · Marketing status: prescription.|The record reports the approval of November 22, 2024.
6|K|calendar|Biotech catalyst calendar: late November 2024|Nov 29 · BBIO · acoramidis · ATTR-CM · PDUFA. Dec 20 (approx.) · ACIP-related and year-end FDA actions. Watch: label language versus tafamidis, pricing, EU opinion timing.|A catalyst calendar of future dates.
1|L|press-release-boilerplate|About BridgeBio Pharma|BridgeBio Pharma, Inc. is a biopharmaceutical company founded to discover, create, test and deliver transformative medicines for genetic diseases. Attruby (acoramidis), approved by the U.S. FDA on November 22, 2024 for adults with ATTR-CM, is available in the United States. Forward-looking statements follow.|The boilerplate reports the approval of November 22, 2024.
9|K|encyclopedia-summary|Acoramidis: summary|Acoramidis is an oral stabilizer of transthyretin. In the phase 3 ATTRibute-CM trial, reported in July 2023, it met its primary endpoint. An application is under FDA review, with a decision expected by late November 2024.|Earlier trial results and an expected decision.
4|L|price-quote|BridgeBio Pharma Inc. (BBIO): chart events|5-day chart · event marker Nov 22 2024: FDA approves Attruby for ATTR-CM · analyst notes: label broad, first-year sales estimates raised.|The quote page marks the approval of Nov 22 2024 as a past event.
""",
    ),
    Q(
        "m8-fda-alyftrek-2024",
        "Will the FDA approve Vertex's vanzacaftor/tezacaftor/deutivacaftor for cystic fibrosis by its PDUFA date of January 2, 2025?",
        "Resolves YES if the FDA approves the once-daily combination of vanzacaftor, tezacaftor and deutivacaftor for cystic fibrosis on or before January 2, 2025. Resolves NO otherwise.",
        "2024-12-06",
        "2025-01-02",
        1,
        "regulatory_approvals",
        """
10|K|registry-entry|Pipeline: vanzacaftor/tezacaftor/deutivacaftor|Phase: registration · Patients: people with CF aged 6 and older · Trials: SKYLINE 102, SKYLINE 103, RIDGELINE 105 · FDA: NDA accepted with priority review, PDUFA target action date January 2, 2025 · EU: MAA validated.|A pipeline entry with a future target date.
3|L|registry-entry|Novel drug approvals for 2024 (excerpt)|Drug name · active ingredient · approval date · FDA-approved use. Alyftrek · vanzacaftor, tezacaftor and deutivacaftor · 12/20/2024 · cystic fibrosis. Ensacove · ensartinib · 12/18/2024 · ALK-positive NSCLC. Crenessity · crinecerfont · 12/13/2024 · congenital adrenal hyperplasia. Page last updated December 20, 2024.|The list reports approvals after the cutoff, including Alyftrek on December 20, 2024.
7|K|calendar|Healthcare catalysts and conferences: December 2024 to January 2025|Jan 2, 2025 · VRTX · vanzacaftor triple (CF) · PDUFA. Jan 13-16, 2025 · J.P. Morgan Healthcare Conference, San Francisco. Jan 30, 2025 · VRTX · suzetrigine (acute pain) · PDUFA.|A calendar of future dates.
1|L|revision-note|Vanzacaftor/tezacaftor/deutivacaftor: revision note|Revision of 21 December 2024: added US approval on 20 December 2024 under the brand name Alyftrek, for people with cystic fibrosis aged 6 and older with at least one F508del mutation or another responsive mutation.|The revision note reports the approval of 20 December 2024.
5|K|press-release-boilerplate|About Vertex (November 2024)|Vertex is a global biotechnology company that invests in scientific innovation to create transformative medicines for people with serious diseases. It has four approved medicines that treat the underlying cause of cystic fibrosis. The FDA has granted priority review to the vanzacaftor triple combination, with a target action date of January 2, 2025.|Company boilerplate with a future target date.
2|L|dashboard|CFTR modulator access page|Alyftrek (vanzacaftor/tezacaftor/deutivacaftor): FDA-approved Dec. 20, 2024 for ages 6+, once daily · Trikafta: approved, ages 2+ · Coverage status: payer decisions pending.|The page lists the approval of Dec. 20, 2024 as current status.
""",
    ),
    Q(
        "m8-fda-ozempic-ckd-2025",
        "Will the FDA approve Ozempic (semaglutide) to reduce the risk of kidney disease worsening in adults with type 2 diabetes and chronic kidney disease by January 31, 2025?",
        "Resolves YES if the FDA approves a new indication for Ozempic based on the FLOW trial, covering kidney outcomes in adults with type 2 diabetes and CKD, on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-10",
        "2025-01-31",
        1,
        "regulatory_approvals",
        """
8|K|registry-entry|Label supplement tracker: semaglutide injection (Ozempic)|Supplement type: new indication · Basis: FLOW kidney outcomes trial · Submission: 2024 · Expected FDA action: January 2025 · Other filings: EU variation under review.|A tracker entry with an expected action date.
2|L|registry-entry|Prescribing information header: OZEMPIC (semaglutide) injection|Initial U.S. approval: 2017. Recent major changes: Indications and Usage (1), January 28, 2025. Ozempic is indicated to reduce the risk of sustained eGFR decline, end-stage kidney disease and cardiovascular death in adults with type 2 diabetes and chronic kidney disease.|The label header reports the new indication added on January 28, 2025.
12|K|encyclopedia-summary|FLOW trial: summary|FLOW randomised 3,533 people with type 2 diabetes and CKD to semaglutide 1 mg or placebo. It was stopped early for efficacy in October 2023, and results published in May 2024 showed a 24% lower risk of the primary kidney outcome.|Earlier facts only: a control.
1|L|registry-entry|Medicare drug price negotiation: drugs selected for initial price applicability year 2027|Published January 17, 2025. Selected drugs include Ozempic, Rybelsus and Wegovy (semaglutide), Trelegy Ellipta, Xtandi, Pomalyst, Ibrance, Ofev, Linzess and Calquence, among 15.|The list published on January 17, 2025 is an event after the cutoff.
4|K|calendar|Diabetes and obesity catalysts, first quarter of 2025|January 2025 · FDA decision, Ozempic in CKD (FLOW). Late January 2025 · Q4 results season. First half of 2025 · CagriSema REDEFINE 2 readout expected. March 2025 · ADA scientific statements (TBC).|A calendar of expected events.
3|L|press-release-boilerplate|About Novo Nordisk (boilerplate, February 2025)|Novo Nordisk is a leading global healthcare company, founded in 1923 and headquartered in Denmark. In the United States, Ozempic carries an indication for kidney outcomes in type 2 diabetes with CKD, added by the FDA on 28 January 2025.|The boilerplate reports the approval of 28 January 2025.
""",
    ),
    Q(
        "m8-who-egypt-malaria-2024",
        "Will the World Health Organization certify Egypt as malaria-free by October 31, 2024?",
        "Resolves YES if WHO announces on or before 31 October 2024 that Egypt has been certified malaria-free. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-31",
        1,
        "health",
        """
9|K|registry-entry|Countries and territories certified malaria-free by WHO (selected)|United Arab Emirates 2007 · Morocco 2010 · Sri Lanka 2016 · Algeria 2019 · China 2021 · El Salvador 2021 · Azerbaijan 2023 · Tajikistan 2023 · Belize 2023 · Cabo Verde 2024. Certification requests under evaluation: Egypt, Georgia.|A list of earlier certifications: a control.
2|L|infobox|Health in Egypt: infobox|Life expectancy 70.2 (2022) · Malaria status: certified malaria-free by WHO, 20 October 2024 · Schistosomiasis: targeted for elimination · Universal health insurance rollout since 2019.|The infobox reports the certification of 20 October 2024.
5|K|calendar|Global health observances: October-November 2024|10 October · World Mental Health Day. 24 October · World Polio Day. 14 November · World Diabetes Day. 18-24 November · World AMR Awareness Week. Pending: WHO decision on Egypt's request for malaria-free certification.|A calendar of future dates and a pending decision.
1|L|revision-note|Malaria in Egypt: revision of 21 October 2024|Added: WHO certified Egypt malaria-free on 20 October 2024, making it the third country in the Eastern Mediterranean Region to be certified, after the United Arab Emirates and Morocco.|The revision note reports the certification of 20 October 2024.
6|K|dashboard|Malaria elimination dashboard|Certified malaria-free: 43 countries and 1 territory · Most recent: Cabo Verde (12 January 2024) · E-2025 initiative countries: 25 · Next WHO World Malaria Report: December 2024.|Earlier certifications and a future report.
3|L|dashboard|Malaria elimination dashboard (updated)|Certified malaria-free: 44 countries and 1 territory · Most recent: Egypt (20 Oct 2024) · Previous: Cabo Verde (Jan 2024).|The dashboard reports the certification of 20 Oct 2024.
""",
    ),
    Q(
        "m8-cms-negotiated-prices-2024",
        "Will CMS publish the negotiated maximum fair prices for the first 10 drugs selected for Medicare drug price negotiation by September 1, 2024?",
        "Resolves YES if CMS publishes, on or before September 1, 2024, the maximum fair prices agreed for the ten Part D drugs selected for initial price applicability year 2026. Resolves NO otherwise.",
        "2024-08-09",
        "2024-09-01",
        1,
        "health",
        """
7|K|calendar|Medicare Drug Price Negotiation Program: timeline for initial price applicability year 2026|Aug 29, 2023 · selected drugs published. Oct 1, 2023 · manufacturer agreements due. Feb 1, 2024 · CMS initial offers. Aug 1, 2024 · negotiation period ended. By Sept 1, 2024 · publication of maximum fair prices. Jan 1, 2026 · prices take effect.|A statutory timeline with future deadlines.
2|L|data-table|Negotiated prices, first cycle (30-day supply)|Drug · 2023 list price · negotiated price · change. Januvia · $527 · $113 · −79%. Farxiga · $556 · $178.50 · −68%. NovoLog/Fiasp · $495 · $119 · −76%. Stelara · $13,836 · $4,695 · −66%. Eliquis · $521 · $231 · −56%. Announced August 15, 2024; effective January 1, 2026.|The table reports the prices announced August 15, 2024.
12|K|encyclopedia-summary|Medicare drug price negotiation: summary|The Inflation Reduction Act of 2022 lets Medicare negotiate prices for some high-spend drugs. For the first ten drugs, the negotiation period will close on August 1, 2024, and CMS must publish the agreed prices by September 1, 2024.|Future deadlines in the statute.
1|L|press-release-boilerplate|Statement on Medicare's negotiated drug prices|The Coalition for Affordable Prescriptions welcomes the prices announced on August 15, 2024. Had they applied in 2023, Medicare would have saved about $6 billion, a 22% net reduction. About the Coalition: a nonprofit network of patient and consumer groups.|The statement reports the announcement of August 15, 2024.
4|K|docket-entry|Litigation tracker: challenges to the negotiation program|AstraZeneca v. HHS (D. Del.): summary judgment for the government, March 2024; appeal docketed. Bristol Myers Squibb v. Becerra and Janssen v. Becerra (D.N.J.): judgment for the government, April 2024; appeals pending in the Third Circuit, argument not yet calendared.|Earlier rulings and pending appeals with no later date.
3|L|dashboard|Drug pricing policy tracker|IRA negotiation, cycle 1: ✅ prices published (Aug 15, 2024) · Cycle 2: CMS to select up to 15 more Part D drugs by Feb 1, 2025 · Insulin $35 cap: in effect.|The tracker reports the publication of Aug 15, 2024 as done.
""",
    ),
    Q(
        "m8-wha77-pandemic-2024",
        "Will the 77th World Health Assembly adopt a WHO pandemic agreement by June 1, 2024?",
        "Resolves YES if the Seventy-seventh World Health Assembly (27 May to 1 June 2024) adopts a pandemic agreement, convention or other international instrument on pandemic prevention, preparedness and response. Resolves NO otherwise.",
        "2024-05-10",
        "2024-06-01",
        0,
        "health",
        """
6|K|calendar|Seventy-seventh World Health Assembly: dates and provisional agenda|Geneva, 27 May to 1 June 2024. Item: WHO pandemic agreement, outcome of the Intergovernmental Negotiating Body. Item: amendments to the International Health Regulations (2005). Executive Board, 155th session: 3 June 2024.|An agenda of future meetings.
2|L|results-page|WHA77: resolutions and decisions adopted|Adopted 1 June 2024: amendments to the International Health Regulations (2005). Adopted 1 June 2024: decision extending the mandate of the Intergovernmental Negotiating Body to finish the pandemic agreement for the Seventy-eighth Assembly in 2025, or earlier at a special session.|The results page reports decisions of 1 June 2024.
9|K|encyclopedia-summary|WHO pandemic agreement negotiations: summary|The Intergovernmental Negotiating Body was set up in December 2021. Its ninth meeting opened in March 2024 and resumed from 29 April to 10 May 2024, with the aim of presenting a text to the World Health Assembly in late May.|Earlier facts and a planned meeting schedule.
1|L|docket-entry|INB meeting record: ninth meeting (resumed session)|Dates: 29 April to 10 May 2024 · Status: closed on 10 May 2024 without an agreed text · Follow-up: informal talks 20-24 May 2024 · Outcome report transmitted to WHA77.|The record reports the close of 10 May 2024 without agreement, on the cutoff day.
4|K|dashboard|Negotiation tracker: draft pandemic agreement|Articles agreed ad referendum: fewer than half · Outstanding: pathogen access and benefit-sharing (Article 12), technology transfer (Article 11), One Health · Deadline: text due for WHA77, which opens 27 May 2024.|A tracker of open issues and a future deadline.
3|L|infobox|WHO Pandemic Agreement: infobox|Type: international agreement under Article 19 of the WHO Constitution · Status: not adopted at the Seventy-seventh Assembly (June 2024); negotiating mandate extended to May 2025 · Depositary: WHO Director-General.|The infobox reports the WHA77 outcome of June 2024.
""",
    ),
]

QUESTIONS += [
    Q(
        "m8-ofgem-cap-2025-q1",
        "Will Ofgem set the energy price cap for 1 January to 31 March 2025 above £1,717 a year for a typical dual-fuel household?",
        "Resolves YES if the price cap level announced by Ofgem for 1 January to 31 March 2025 (announcement scheduled for 22 November 2024) is above £1,717 a year for a typical dual-fuel household paying by direct debit. Resolves NO otherwise.",
        "2024-11-08",
        "2024-11-22",
        1,
        "energy",
        """
10|K|calendar|Energy price cap: announcement dates|Cap period · announcement. 1 October to 31 December 2024 · 23 August 2024. 1 January to 31 March 2025 · 22 November 2024. 1 April to 30 June 2025 · 25 February 2025. Ofgem publishes the level at 7am on the announcement day.|A schedule of announcement dates.
2|L|data-table|Default tariff cap level, typical dual fuel, direct debit (annualised)|1 Jul 2024 · £1,568. 1 Oct 2024 · £1,717. 1 Jan 2025 · £1,738. 1 Apr 2025 · £1,849. Table last updated 25 February 2025.|The table reports cap levels announced after the cutoff, for January and April 2025.
5|K|forecast-table|Forecasts for the January 2025 price cap|Forecaster · predicted cap · change. Cornwall Insight (5 Nov) · £1,736 · +1.1%. Energy consultancy median · about £1,740 · +1.3%. Ofgem announcement due 22 November 2024, for the cap starting 1 January 2025.|Forecasts for a scheduled announcement.
1|L|press-release-boilerplate|Notice to customers: your energy prices from 1 January 2025|Ofgem announced on 22 November 2024 that the price cap will rise by 1.2% to £1,738 a year for a typical household from 1 January 2025. If you are on our standard variable tariff, your unit rates and standing charges will change on that date. About us: we supply gas and electricity to homes across Great Britain.|The notice reports the announcement of 22 November 2024.
7|K|encyclopedia-summary|Energy price cap (Great Britain): summary|The cap limits the unit rates and standing charges of standard variable tariffs. The level for October to December 2024, set on 23 August 2024, is £1,717, 10% higher than in July. Revision note (1 November 2024): next figure due in late November.|Earlier facts and an expected announcement.
3|L|dashboard|Household energy costs dashboard|Current cap (Jan to Mar 2025): £1,738 · change +£21 · Electricity unit rate 24.86p/kWh · Gas unit rate 6.34p/kWh · Updated 22 Nov 2024.|The dashboard shows the cap announced on 22 Nov 2024 as current.
""",
    ),
    Q(
        "m8-vogtle4-cod-2024",
        "Will Georgia Power announce that Plant Vogtle Unit 4 has entered commercial operation by May 31, 2024?",
        "Resolves YES if Georgia Power or Southern Company announces, on or before May 31, 2024, that Vogtle Unit 4 has entered commercial operation. Resolves NO otherwise.",
        "2024-04-19",
        "2024-05-31",
        1,
        "energy",
        """
9|K|reactor-register|Power reactor details: Vogtle-4|Type: PWR (AP1000) · Net capacity: 1,114 MWe · Operator: Southern Nuclear · Construction start: 2013 · First criticality: 14 Feb 2024 · Grid connection: 1 Mar 2024 · Commercial operation: not yet declared.|Earlier milestones and an open field.
2|L|reactor-register|Power reactor details: Vogtle-4 (updated)|Status: operational · First criticality: 14 Feb 2024 · Grid connection: 1 Mar 2024 · Commercial operation: 29 Apr 2024.|The register reports commercial operation on 29 Apr 2024.
14|K|press-release-boilerplate|About Georgia Power|Georgia Power is the largest electric subsidiary of Southern Company, serving 2.7 million customers. Vogtle Unit 3 entered commercial operation in July 2023; Unit 4 reached full power in early April and is expected to enter commercial operation in the second quarter of 2024.|Earlier milestones and an expected date.
1|L|revision-note|Vogtle Electric Generating Plant: revision of 30 April 2024|Updated: Unit 4 entered commercial operation on April 29, 2024, completing the two-unit expansion; with four units the site is now the largest nuclear plant in the United States by generation.|The revision note reports the April 29, 2024 milestone.
5|K|docket-entry|Georgia PSC: Vogtle Units 3 and 4 cost recovery|Docket: Vogtle 3 and 4 prudence and rate recovery · Settlement approved December 19, 2023 · Next step: Georgia Power to file for the Unit 4 rate adjustment after commercial operation is declared, under the settlement terms.|An earlier order and a conditional future filing.
3|L|dashboard|US nuclear fleet status|Operating reactors: 94 · Newest: Vogtle 4 (commercial operation April 29, 2024) · Fleet capacity online today: 96.2%.|The dashboard reports the April 29, 2024 milestone as done.
""",
    ),
    Q(
        "m8-germany-nuclear-exit-2023",
        "Will Germany's last three operating nuclear reactors all be disconnected from the grid by April 16, 2023?",
        "Resolves YES if Isar 2, Emsland and Neckarwestheim 2 have all been taken off the grid for good on or before 16 April 2023. Resolves NO otherwise, for example if their operation is extended again.",
        "2023-04-03",
        "2023-04-16",
        1,
        "energy",
        """
8|K|reactor-register|Reactor register: Emsland (KKE)|Operator: RWE · Type: PWR · Net output: 1,335 MW · First grid connection: 19 April 1988 · Permanent shutdown: scheduled 15 April 2023 under the Atomic Energy Act as amended in December 2022.|A register entry with a scheduled date.
2|L|reactor-register|Reactor register: Isar 2 (KKI 2)|Operator: PreussenElektra · Type: PWR · Net output: 1,410 MW · Status: permanently shut down · Last disconnection from the grid: 15 April 2023, shortly before midnight.|The register reports the shutdown of 15 April 2023.
12|K|calendar|Energy policy calendar: April 2023|15 April · statutory end of power operation for Isar 2, Emsland and Neckarwestheim 2. 18 April · Federal Network Agency monthly report. 20-21 April · EU energy council (informal).|A calendar of future dates.
1|L|infobox|Nuclear power in Germany: infobox|Reactors operating: 0 · Last reactors shut down: Isar 2, Emsland and Neckarwestheim 2, on 15 April 2023 · Nuclear share of gross electricity 2022: about 6%.|The infobox reports the shutdowns of 15 April 2023.
5|K|dashboard|Public net electricity generation, Germany|Nuclear 4.1 GW (3 units online) · Wind 18.6 GW · Solar 22.4 GW · Lignite 9.8 GW · Data as of 29 Mar 2023 13:00 · Note: remaining nuclear units scheduled to leave the grid on 15 Apr 2023.|Live data before the cutoff and a scheduled shutdown.
3|L|data-table|Monthly net generation by source, Germany (TWh)|Month · nuclear · lignite · wind. March 2023 · 2.9 · 7.8 · 14.1. April 2023 · 1.3 · 5.9 · 10.3. May 2023 · 0.0 · 5.4 · 8.6.|The table reports generation data for April and May 2023, after the cutoff.
""",
    ),
    Q(
        "m8-taiwan-maanshan-2025",
        "Will Taiwan's Maanshan unit 2 stop operating by May 20, 2025, leaving Taiwan with no operating nuclear reactor?",
        "Resolves YES if Maanshan unit 2, Taiwan's last operating reactor, is shut down on or before 20 May 2025. Resolves NO otherwise.",
        "2025-05-06",
        "2025-05-20",
        1,
        "energy",
        """
10|K|reactor-register|Reactor register: Maanshan-2|Operator: Taipower · Type: PWR · Net output: about 950 MW · Commercial operation: 1985 · Operating licence valid until: 17 May 2025 · Status: operational.|A register entry with a licence expiry date.
2|L|reactor-register|Reactor register: Maanshan-2 (updated)|Status: permanent shutdown (17 May 2025) · Taiwan operating reactors: 0 · Decommissioning plan: submitted.|The register reports the shutdown of 17 May 2025.
6|K|calendar|Taiwan energy and politics calendar: May 2025|17 May 2025 · Maanshan 2 operating licence expires. 20 May 2025 · first anniversary of President Lai Ching-te's inauguration. Legislative Yuan: amendment to the Nuclear Reactor Facilities Regulation Act awaiting third reading.|A calendar of future dates and a pending bill.
1|L|docket-entry|Legislative Yuan bill tracker: Nuclear Reactor Facilities Regulation Act amendment|Content: allows operators to apply for licence renewal of up to 20 years after expiry · Third reading: passed 13 May 2025 · Promulgation: pending.|The tracker reports the third reading of 13 May 2025.
4|K|dashboard|Taipower generation mix (today)|Nuclear 0.93 GW (1 unit) · Share 3.1% · Coal 31% · Gas 46% · Renewables 12% · Scheduled end of nuclear generation: 2025-05-17.|Live data and a scheduled shutdown.
3|L|revision-note|Nuclear power in Taiwan: revision of 18 May 2025|Updated: Maanshan unit 2 was disconnected and shut down on 17 May 2025 when its licence expired, ending nuclear generation in Taiwan after 47 years.|The revision note reports the shutdown of 17 May 2025.
""",
    ),
    Q(
        "m8-ratcliffe-coal-2024",
        "Will Ratcliffe-on-Soar power station stop generating by September 30, 2024, ending coal-fired power in Great Britain?",
        "Resolves YES if Ratcliffe-on-Soar, Britain's last coal-fired power station, stops generating electricity on or before 30 September 2024. Resolves NO otherwise.",
        "2024-09-16",
        "2024-09-30",
        1,
        "energy",
        """
10|K|registry-entry|Power station register: Ratcliffe-on-Soar|Operator: Uniper · Capacity: 2,000 MW (4 × 500 MW) · Fuel: coal · Commissioned: 1968 · Planned closure: 30 September 2024 · Capacity Market obligations: ended.|A register entry with a planned closure date.
2|L|registry-entry|Power station register: Ratcliffe-on-Soar (updated)|Status: closed · Last generation: 30 September 2024 · Decommissioning: expected to take about two years · Site: redevelopment proposals under consultation.|The register reports the closure of 30 September 2024.
5|K|dashboard|GB grid live: generation by fuel|Gas 11.2 GW · Wind 8.4 GW · Nuclear 4.1 GW · Imports 5.0 GW · Biomass 1.9 GW · Coal 0.0 GW (0.0%) · Data 2024-09-09 14:30 BST.|Live data with no later date: a control.
1|L|infobox|Coal power in the United Kingdom: infobox|First public coal-fired station: Holborn Viaduct, 1882 · Last coal-fired station: Ratcliffe-on-Soar (closed 30 September 2024) · Coal share of generation, 2012: about 40%.|The infobox reports the closure of 30 September 2024.
7|K|calendar|Energy diary: late September and October 2024|24 September · Labour conference energy session. 30 September · Ratcliffe-on-Soar scheduled to close, ending 142 years of coal-fired generation in Britain. 1 October · Ofgem price cap rises to £1,717.|A calendar of scheduled events.
3|L|data-table|Coal share of GB electricity generation (%)|2012 · 39. 2015 · 23. 2020 · 1.8. 2023 · 1.0. 2024 · 0.6 (last coal generation 30 Sep 2024).|The table reports the end of coal generation on 30 Sep 2024.
""",
    ),
    Q(
        "m8-opec-2024-12-delay",
        "Will OPEC+ decide at its December 2024 ministerial meeting to postpone the start of unwinding the 2.2 million b/d voluntary cuts beyond January 2025?",
        "Resolves YES if, at its ministerial meeting held in early December 2024, OPEC+ (or the eight countries with voluntary cuts) announces that the unwinding of the 2.2 million barrels per day of voluntary cuts will begin later than January 2025. Resolves NO otherwise.",
        "2024-11-22",
        "2024-12-05",
        1,
        "energy",
        """
6|K|calendar|OPEC+ meetings calendar|38th OPEC and non-OPEC Ministerial Meeting (ONOMM): 1 December 2024, by videoconference. Joint Ministerial Monitoring Committee: 1 December 2024. Voluntary-cut unwinding currently set to begin 1 January 2025, at about 180,000 b/d a month.|A meeting calendar and a planned schedule.
2|L|results-page|38th ONOMM: outcome|Held by videoconference on 5 December 2024. Group-wide production levels extended to 31 December 2026. Start of the unwinding of the 2.2 mb/d voluntary cuts moved to 1 April 2025, phased over 18 months to September 2026. UAE increase of 300 kb/d phased in from April 2025.|The results page reports the decisions of 5 December 2024.
9|K|price-quote|ICE Brent crude futures, January 2025|Last $72.28 · −0.4% · Nov 13, 2024 16:30 GMT · 52-week range $68.68 to $91.17 · Next OPEC+ meeting: Dec 1, 2024.|A price quote before the cutoff and a scheduled meeting.
1|L|calendar-notice|OPEC+ meeting rescheduled|Notice dated 28 November 2024: the 38th ONOMM, previously set for 1 December 2024, has been moved to Thursday, 5 December 2024, because of a scheduling conflict with the Gulf Cooperation Council summit.|The notice reports the rescheduling of 28 November 2024, after the cutoff.
4|K|forecast-table|Analysts' expectations for the December OPEC+ meeting|Respondents · expectation. 14 of 20 · delay the January 2025 increase by at least three months. 4 of 20 · delay by one month. 2 of 20 · proceed as planned. Meeting: 1 December 2024 (virtual).|Expectations for a future decision.
3|L|revision-note|OPEC+: revision of 6 December 2024|Added the decision of 5 December 2024 to push back the unwinding of voluntary output cuts to April 2025 and to extend group-wide cuts to the end of 2026.|The revision note reports the decision of 5 December 2024.
""",
    ),
    Q(
        "m8-flamanville3-grid-2024",
        "Will EDF connect Flamanville 3 to the French grid by December 31, 2024?",
        "Resolves YES if the Flamanville 3 EPR is connected to the national grid and delivers its first electricity on or before 31 December 2024. Resolves NO otherwise.",
        "2024-12-06",
        "2024-12-31",
        1,
        "energy",
        """
8|K|reactor-register|Reactor register: Flamanville-3|Type: EPR · Gross capacity: 1,650 MWe · Operator: EDF · Construction start: 3 December 2007 · First criticality: 2 September 2024 · Grid connection: expected before the end of 2024 · Commercial operation: not yet.|A register entry with earlier milestones and an expected date.
2|L|reactor-register|Reactor register: Flamanville-3 (updated)|Status: operational, power ascension · First criticality: 2 Sep 2024 · Grid connection: 21 Dec 2024 · Full power: targeted for 2025.|The register reports the grid connection of 21 Dec 2024.
12|K|press-release-boilerplate|About EDF (November 2024)|EDF is a world leader in low-carbon energy, with nuclear, hydro and renewable assets. Flamanville 3 milestones: fuel loading completed in May 2024; first criticality on 2 September 2024; connection to the grid planned before the end of 2024.|Earlier milestones and a planned date.
1|L|dashboard|French power system: nuclear production|Nuclear output today 58.6 GW · Units connected: 57 · Newest unit: Flamanville 3, first injection to the grid on 21 December 2024 at 11:48.|The dashboard reports the first connection of 21 December 2024.
5|K|calendar|France: key dates in December 2024|7-8 December · reopening ceremonies for Notre-Dame de Paris. 31 December · EDF's target date for connecting Flamanville 3 to the grid. Government: appointment of a new prime minister awaited after the censure vote of 4 December.|A calendar of future dates and an earlier event.
3|L|revision-note|Flamanville Nuclear Power Plant: revision of 22 December 2024|Updated: unit 3 was connected to the grid on 21 December 2024, twelve years later than first planned; Prime Minister François Bayrou, appointed on 13 December 2024, welcomed the milestone.|The revision note reports the connection of 21 December 2024 and the appointment of 13 December 2024.
""",
    ),
    Q(
        "m8-alcaraz-rg-2024",
        "Will Carlos Alcaraz win the men's singles title at the 2024 French Open?",
        "Resolves YES if Carlos Alcaraz wins the men's singles final at Roland-Garros, scheduled for 9 June 2024. Resolves NO otherwise.",
        "2024-05-24",
        "2024-06-09",
        1,
        "sports",
        """
4|K|calendar|Roland-Garros 2024: tournament schedule|Qualifying: 20-24 May. Main draw: Sunday 26 May to Sunday 9 June. Women's final: Saturday 8 June, 15:00. Men's final: Sunday 9 June, 15:00. Court Philippe-Chatrier night sessions from 26 May.|A schedule of future rounds.
2|L|results-page|Men's singles: semifinals and final|Final, 9 June 2024: [3] C. Alcaraz (ESP) d. [4] A. Zverev (GER) 6-3 2-6 5-7 6-1 6-2. Semifinals, 7 June 2024: Alcaraz d. [2] J. Sinner (ITA) 2-6 6-3 3-6 6-4 6-3; Zverev d. [7] C. Ruud (NOR) 2-6 6-2 6-4 6-2.|The results page reports the final of 9 June 2024.
10|K|price-quote|Roland-Garros men's singles: outright prices|Sinner 11/4 · Djokovic 3/1 · Alcaraz 7/2 · Zverev 9/1 · Ruud 14/1 · Tsitsipas 16/1. Prices subject to change; Alcaraz's right forearm being monitored.|Prices before the event: a control.
1|L|data-table|ATP rankings: top 3|Rankings of 10 June 2024: 1 Jannik Sinner · 2 Novak Djokovic · 3 Carlos Alcaraz. Movement: Sinner rises to No. 1 for the first time; Alcaraz, Roland-Garros champion on 9 June 2024, stays third.|The rankings table reports changes of 10 June 2024 and the title of 9 June 2024.
6|K|encyclopedia-summary|Carlos Alcaraz: 2024 season|Alcaraz won Indian Wells in March, then missed Monte Carlo and Barcelona with a right forearm injury and lost in the Madrid quarterfinals to Andrey Rublev in early May. He withdrew from Rome.|Earlier facts only: a control.
3|L|revision-note|Carlos Alcaraz: revision of 10 June 2024|Grand Slam results table updated: French Open W (2024), won on 9 June 2024, his third major title and first on clay.|The revision note reports the title won on 9 June 2024.
""",
    ),
]

QUESTIONS += [
    Q(
        "m8-athletic-copa-2024",
        "Will Athletic Club win the 2024 Copa del Rey final against Mallorca on April 6, 2024?",
        "Resolves YES if Athletic Club win the Copa del Rey final against RCD Mallorca at the Estadio de La Cartuja in Seville, scheduled for 6 April 2024, including after extra time or penalties. Resolves NO otherwise.",
        "2024-03-25",
        "2024-04-06",
        1,
        "sports",
        """
9|K|fixture-list|Copa del Rey 2023-24: final|Final · Saturday 6 April 2024 · 21:30 CEST · Estadio de La Cartuja, Seville · Athletic Club v RCD Mallorca · Referee: to be confirmed · TV: La 1.|A fixture for a future match.
2|L|results-page|Copa del Rey 2023-24: final result|6 April 2024 · Athletic Club 1-1 RCD Mallorca (after extra time; Athletic win 4-2 on penalties) · Goals: Dani Rodríguez 21', Oihan Sancet 50' · Venue: La Cartuja, Seville.|The results page reports the final of 6 April 2024.
5|K|encyclopedia-summary|Athletic Club: honours|Copa del Rey: 23 titles, the last in 1984 · Runners-up in the finals of 2009, 2012, 2015 and, in April 2021, twice in the same month · La Liga: 8 titles · Supercopa de España: 3.|Earlier facts only: a control.
1|L|calendar|Bilbao city events: the gabarra|Thursday 11 April 2024 · The gabarra carries the squad and the Copa del Rey, won in Seville on 6 April, along the estuary from Portugalete to the city hall, the first such celebration since 1984. Road closures from 10:00.|The events listing reports the cup win of 6 April as done.
7|K|price-quote|Copa del Rey final: match prices|90 minutes: Athletic 1.72 · Draw 3.60 · Mallorca 5.25. To lift the trophy: Athletic 1.36 · Mallorca 3.20. Kick-off 6 Apr 2024, 21:30 CEST.|Prices for a future match.
""",
    ),
    Q(
        "m8-inter-scudetto-2024",
        "Will Inter mathematically clinch the 2023-24 Serie A title by April 30, 2024?",
        "Resolves YES if, on or before 30 April 2024, Inter's lead is large enough that no other club can overtake them in the 2023-24 Serie A table. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-30",
        1,
        "sports",
        """
8|K|fixture-list|Inter: Serie A fixtures, April 2024|Sun 14 Apr · Inter v Cagliari · 20:45. Mon 22 Apr · Milan v Inter · 20:45. Sun 28 Apr · Inter v Torino · 12:30. Kick-off times confirmed by the league.|A fixture list of future matches.
2|L|results-page|Serie A 2023-24, matchday 33|Monday 22 April 2024 · Milan 1-2 Inter · Acerbi 18', Thuram 49'; Tomori 80' · Sent off: Theo Hernández, Calabria (Milan), Dumfries (Inter). Inter are champions with five matches to play.|The results page reports the derby of 22 April 2024 and the title.
12|K|dashboard|Title race: magic number|Inter lead by 14 points with 9 matches left. Magic number: 13 points, or fewer if Milan drop points. Earliest possible clinch: the derby of Monday 22 April, if Inter win their next two matches and Milan do not.|A conditional projection.
1|L|infobox|Inter Milan: infobox|Founded 9 March 1908 · Ground: San Siro · League: Serie A · Serie A titles: 20 (last 2023-24, won on 22 April 2024) · Second star awarded for 20 league titles.|The infobox reports the title won on 22 April 2024.
5|K|calendar|Derby della Madonnina: ticket sales|Milan v Inter · Serie A matchday 33 · Monday 22 April 2024, 20:45 · San Siro. Sale to season-ticket holders opens on 12 April; general sale from 15 April if seats remain.|A ticketing schedule for a future match.
3|L|press-release-boilerplate|Club statement: title celebrations|The club will celebrate its 20th league title, won on 22 April 2024, with an open-top bus parade through the city on Sunday 28 April 2024, after the home match against Torino. About the club: FC Internazionale Milano was founded in 1908.|The statement reports the title won on 22 April 2024.
""",
    ),
    Q(
        "m8-bayern-bundesliga-2025",
        "Will Bayern Munich win the 2024-25 Bundesliga title?",
        "Resolves YES if Bayern Munich finish first in the 2024-25 Bundesliga, whose final matchday is scheduled for 17 May 2025. Resolves NO otherwise.",
        "2025-04-25",
        "2025-05-17",
        1,
        "sports",
        """
7|K|fixture-list|Bayern Munich: remaining Bundesliga fixtures 2024-25|Matchday 31 · Sat 26 Apr · Bayern v Mainz. Matchday 32 · Sat 3 May · RB Leipzig v Bayern. Matchday 33 · Sat 10 May · Bayern v Mönchengladbach. Matchday 34 · Sat 17 May · Hoffenheim v Bayern. All kick-offs 15:30 unless moved.|A list of future fixtures.
2|L|data-table|Bundesliga 2024-25: final table (top four)|Final standings after matchday 34 (17 May 2025): 1 Bayern Munich 82 · 2 Bayer Leverkusen 69 · 3 Eintracht Frankfurt 60 · 4 Borussia Dortmund 57.|The table reports the final standings of 17 May 2025.
12|K|dashboard|Bundesliga title race tracker|Bayern lead Leverkusen with six matches left · Remaining games Bayern 6, Leverkusen 6 · Title odds (model): Bayern 96% · Earliest clinch: matchday 31, if Bayern win and Leverkusen lose.|A model estimate and a conditional.
1|L|results-page|Bundesliga matchday 32: results|Saturday 3 May 2025 · RB Leipzig 3-3 Bayern Munich. Sunday 4 May 2025 · SC Freiburg 2-2 Bayer Leverkusen. Bayern are champions.|The results page reports matches of 3-4 May 2025 and the title.
4|K|calendar|Allianz Arena: upcoming events|Saturday 10 May 2025, 18:30 · Bayern v Mönchengladbach. If the title has been decided by then, the championship trophy will be presented after the final whistle. Public transport: extra U6 services.|A scheduled match and a conditional ceremony.
3|L|revision-note|Harry Kane: revision of 5 May 2025|Honours section updated: Kane won the first major trophy of his career when Bayern were confirmed as Bundesliga champions on 4 May 2025.|The revision note reports the title confirmed on 4 May 2025.
""",
    ),
    Q(
        "m8-redbull-constructors-2023",
        "Will Red Bull clinch the 2023 Formula One constructors' championship at or before the Japanese Grand Prix on September 24, 2023?",
        "Resolves YES if Red Bull Racing are mathematically confirmed as 2023 constructors' champions at or before the end of the Japanese Grand Prix at Suzuka on 24 September 2023. Resolves NO otherwise.",
        "2023-09-08",
        "2023-09-24",
        1,
        "sports",
        """
5|K|calendar|2023 Formula One calendar: remaining rounds|Round 16 · Singapore · 15-17 September. Round 17 · Japan (Suzuka) · 22-24 September. Round 18 · Qatar · 6-8 October (sprint). Round 19 · United States (Austin) · 20-22 October (sprint).|A calendar of future races.
2|L|results-page|Singapore Grand Prix 2023: race classification|17 September 2023 · 1 Carlos Sainz (Ferrari) · 2 Lando Norris (McLaren) +0.812s · 3 Lewis Hamilton (Mercedes) · 4 Charles Leclerc (Ferrari) · 5 Max Verstappen (Red Bull). Red Bull's run of 15 straight wins ends.|The classification reports the race of 17 September 2023.
3|K|data-table|Constructors' standings after the Italian Grand Prix|1 Red Bull Racing 583 · 2 Mercedes 273 · 3 Ferrari 228 · 4 Aston Martin 217 · 5 McLaren 115. Rounds remaining: 8.|Standings before the cutoff: a control.
1|L|results-page|Japanese Grand Prix 2023: summary|Winner: Max Verstappen (Red Bull) · Pole: Verstappen · Fastest lap: Verstappen · Red Bull Racing clinch the 2023 constructors' championship, their sixth, at Suzuka on 24 September 2023.|The summary reports the clinch of 24 September 2023.
2|K|dashboard|Championship permutations: constructors|Red Bull clinch in Singapore if they leave with a lead of more than the points available in the remaining rounds; otherwise Suzuka, on 24 September, is the next chance. Max points per race weekend: 44 (59 with a sprint).|A conditional projection.
4|L|infobox|Red Bull RB19: infobox|Constructor: Red Bull Racing · Races 22 · Wins 21 · Poles 14 · Only defeat: 2023 Singapore Grand Prix (17 September 2023) · Constructors' Championship: 1st (860 points).|The infobox reports results after the cutoff, including the race of 17 September 2023.
""",
    ),
    Q(
        "m8-london-marathon-2024-wr",
        "Will the women's-only marathon world record be broken at the 2024 London Marathon on April 21, 2024?",
        "Resolves YES if the winner of the elite women's race at the London Marathon on 21 April 2024 finishes faster than the women's-only world record of 2:17:01. Resolves NO otherwise.",
        "2024-04-05",
        "2024-04-21",
        1,
        "sports",
        """
6|K|calendar|London Marathon 2024: race-day timetable|Sunday 21 April 2024 · Elite women 08:30 · Elite wheelchair races 08:50 · Elite men and mass start 09:30. The elite women's race has no male pacemakers, so times count for the women-only record.|A timetable for a future race.
2|L|results-page|London Marathon 2024: elite women|21 April 2024 · 1 Peres Jepchirchir (KEN) 2:16:16, women-only world record · 2 Tigst Assefa (ETH) 2:16:23 · 3 Joyciline Jepkosgei (KEN) 2:18:44.|The results page reports the race of 21 April 2024.
11|K|registry-entry|World record register: marathon, women-only race|2:17:01 · Mary Keitany (KEN) · London · 23 April 2017 · ratified. Mixed-race record: 2:11:53 · Tigst Assefa (ETH) · Berlin · 24 September 2023.|Earlier records only: a control.
1|L|data-table|Road running world records: women|Marathon (mixed race) · 2:11:53 · Tigst Assefa · Berlin · 24 Sep 2023. Marathon (women-only race) · 2:16:16 · Peres Jepchirchir · London · 21 Apr 2024 · pending ratification.|The table reports the record of 21 Apr 2024.
4|K|start-list|London Marathon 2024: elite women's field|Tigst Assefa (ETH) PB 2:11:53 · Peres Jepchirchir (KEN) 2:17:16 · Joyciline Jepkosgei (KEN) 2:16:39 · Brigid Kosgei (KEN) 2:14:04 · Megertu Alemu (ETH) 2:16:34. Race date: 21 April 2024.|A start list for a future race.
3|L|revision-note|Peres Jepchirchir: revision of 22 April 2024|Added: won the 2024 London Marathon on 21 April 2024 in 2:16:16, a women-only world record, taking 45 seconds off Mary Keitany's 2017 mark.|The revision note reports the win of 21 April 2024.
""",
    ),
    Q(
        "m8-ohio-state-cfp-2025",
        "Will Ohio State win the College Football Playoff National Championship on January 20, 2025?",
        "Resolves YES if Ohio State wins the CFP National Championship game scheduled for 20 January 2025 in Atlanta. Resolves NO otherwise, including if Ohio State does not reach the game.",
        "2025-01-06",
        "2025-01-20",
        1,
        "sports",
        """
4|K|fixture-list|College Football Playoff: semifinals and championship|Orange Bowl · Thu Jan 9 · Notre Dame vs Penn State · 7:30 p.m. ET · Hard Rock Stadium. Cotton Bowl · Fri Jan 10 · Ohio State vs Texas · 7:30 p.m. ET · AT&T Stadium. National Championship · Mon Jan 20, 2025 · Mercedes-Benz Stadium, Atlanta.|A schedule of future games.
2|L|results-page|CFP bracket: semifinals and final|Orange Bowl (Jan. 9, 2025): Notre Dame 27, Penn State 24. Cotton Bowl (Jan. 10, 2025): Ohio State 28, Texas 14. National Championship (Jan. 20, 2025): Ohio State 34, Notre Dame 23.|The bracket reports games of January 9-20, 2025.
3|K|data-table|CFP quarterfinal results|Fiesta Bowl (Dec. 31): Penn State 31, Boise State 14. Peach Bowl (Jan. 1): Texas 39, Arizona State 31 (2OT). Rose Bowl (Jan. 1): Ohio State 41, Oregon 21. Sugar Bowl (Jan. 2, postponed one day): Notre Dame 23, Georgia 10.|Results before the cutoff: a control.
1|L|price-quote|CFP National Championship: odds and result|Ohio State −8.5 · total 45.5 · moneyline OSU −350, ND +280. Final (Jan. 20, 2025): Ohio State 34, Notre Dame 23. Ohio State covered; the total went over.|The odds page reports the final of Jan. 20, 2025.
7|K|ticket-listing|CFP National Championship tickets|Mon, Jan 20, 2025 · 7:30 p.m. ET · Mercedes-Benz Stadium, Atlanta · Matchup: TBD vs TBD · Listings from $1,150 · Prices may rise once the semifinals are decided.|A ticket page for a future game.
3|L|revision-note|Ohio State Buckeyes football: revision of 21 January 2025|Updated: Ohio State won the first 12-team College Football Playoff, beating Notre Dame 34-23 on January 20, 2025 in Atlanta, its first national title since the 2014 season.|The revision note reports the title game of January 20, 2025.
""",
    ),
    Q(
        "m8-sabalenka-ao-2024",
        "Will Aryna Sabalenka win the women's singles title at the 2024 Australian Open?",
        "Resolves YES if Aryna Sabalenka wins the women's singles final of the 2024 Australian Open, scheduled for 27 January 2024. Resolves NO otherwise.",
        "2024-01-12",
        "2024-01-27",
        1,
        "sports",
        """
5|K|calendar|Australian Open 2024: key dates|Main draw: Sunday 14 January to Sunday 28 January, the first 15-day edition. Women's final: Saturday 27 January, 7:30pm AEDT. Men's final: Sunday 28 January, 7:30pm AEDT.|A schedule of future dates.
2|L|results-page|Australian Open 2024: women's singles final|27 January 2024 · Rod Laver Arena · [2] Aryna Sabalenka d. [12] Zheng Qinwen 6-3 6-2 · Duration 76 minutes. Sabalenka defends her 2023 title without dropping a set.|The results page reports the final of 27 January 2024.
9|K|data-table|WTA rankings: top five, start of the 2024 season|1 Iga Swiatek (POL) · 2 Aryna Sabalenka · 3 Coco Gauff (USA) · 4 Elena Rybakina (KAZ) · 5 Jessica Pegula (USA). Sabalenka is the defending Australian Open champion.|Rankings before the cutoff: a control.
1|L|data-table|Australian Open women's singles champions (excerpt)|2021 Naomi Osaka · 2022 Ashleigh Barty · 2023 Aryna Sabalenka · 2024 Aryna Sabalenka. Revision note: 2024 champion added 27 Jan 2024.|The list reports the 2024 champion added on 27 Jan 2024.
3|K|price-quote|Australian Open women's singles: outright prices|Swiatek 11/4 · Sabalenka 4/1 · Gauff 6/1 · Rybakina 7/1 · Pegula 25/1. Market suspended at the first ball of the main draw on 14 January 2024.|Prices before the event and a scheduled suspension.
4|L|data-table|Grand Slam champions 2024|Australian Open · women: Aryna Sabalenka (27 January 2024) · men: Jannik Sinner (28 January 2024). French Open · 26 May to 9 June. Wimbledon · 1-14 July.|The table reports the champions of 27-28 January 2024.
""",
    ),
    Q(
        "m8-kipchoge-paris-2024-podium",
        "Will Eliud Kipchoge finish in the top three of the men's marathon at the Paris 2024 Olympics on August 10, 2024?",
        "Resolves YES if Eliud Kipchoge wins a medal in the men's Olympic marathon in Paris, scheduled for 10 August 2024. Resolves NO otherwise, including if he does not start or does not finish.",
        "2024-07-25",
        "2024-08-10",
        0,
        "sports",
        """
6|K|calendar|Athletics at Paris 2024: road events|Men's 20km race walk · Thursday 1 August, 07:30. Men's marathon · Saturday 10 August, 08:00. Women's marathon · Sunday 11 August, 08:00. Marathon course: Hôtel de Ville to Versailles and back to Les Invalides.|A schedule of future events.
2|L|results-page|Paris 2024: men's marathon results|10 August 2024 · 1 Tamirat Tola (ETH) 2:06:26 Olympic record · 2 Bashir Abdi (BEL) 2:06:47 · 3 Benson Kipruto (KEN) 2:07:00 · DNF: Eliud Kipchoge (KEN).|The results page reports the race of 10 August 2024.
12|K|start-list|Kenya's Olympic marathon team|Men: Eliud Kipchoge (two-time defending champion), Benson Kipruto, Alexander Mutiso. Women: Hellen Obiri, Peres Jepchirchir, Sharon Lokedi. Team confirmed by Athletics Kenya.|A team list with no later date: a control.
1|L|infobox|Eliud Kipchoge: infobox|Olympic Games · Gold, Rio de Janeiro 2016, marathon · Gold, Tokyo 2020, marathon · Paris 2024, marathon: did not finish (10 August 2024).|The infobox reports the result of 10 August 2024.
3|K|price-quote|Olympic men's marathon: winner prices|Kipruto 4/1 · Kipchoge 9/2 · Tola 10/1 · Abdi 16/1 · Gebrhiwet 20/1. Race 10 August 2024; prices subject to change after the heat forecast.|Prices before the event.
4|L|medal-table|Paris 2024 medal table (final)|Final standings of 11 August 2024: 1 United States 40 gold, 126 total · 2 China 40 gold, 91 total · 3 Japan 20 gold · 4 Australia 18 gold · 5 France 16 gold.|The medal table reports the final results of 11 August 2024.
""",
    ),
]

QUESTIONS += [
    Q(
        "m8-jk-2024-nc-congress",
        "Will the National Conference-Congress alliance win a majority (46 or more of 90 seats) in the 2024 Jammu and Kashmir assembly election?",
        "Resolves YES if the Jammu and Kashmir National Conference and the Indian National Congress together win at least 46 of the 90 elected seats in the assembly election held in three phases in September-October 2024, with counting scheduled for 8 October 2024. Resolves NO otherwise.",
        "2024-09-24",
        "2024-10-08",
        1,
        "elections",
        """
8|K|calendar|Election schedule: Jammu and Kashmir Legislative Assembly 2024|Phase 1 · 24 constituencies · poll on 18 September 2024. Phase 2 · 26 constituencies · 25 September 2024. Phase 3 · 40 constituencies · 1 October 2024. Counting of votes · 8 October 2024 (revised from 4 October).|A schedule of future polling and counting dates.
2|L|results-page|Party-wise results: J&K assembly election 2024|JKNC 42 · BJP 29 · INC 6 · JKPDP 3 · CPI(M) 1 · AAP 1 · JPC 1 · Independents 7 · Total 90. All results declared on 8 October 2024.|The results page reports the count of 8 October 2024.
5|K|data-table|Phase 1 voter turnout|Poll date: 18 September 2024 · Overall turnout (provisional): 61.38% · Highest: Kishtwar district, about 80% · Lowest: Pulwama district, about 46%. Phases 2 and 3 to follow.|Turnout of an earlier phase and later phases still to come.
1|L|data-table|Voter turnout by phase|Phase 1 (18 September 2024) · 61.38%. Phase 2 (25 September 2024) · 57.31%. Phase 3 (1 October 2024) · 69.69%. Overall · 63.88%.|The table reports turnout of phases held on and after 25 September 2024.
3|K|encyclopedia-summary|2024 Jammu and Kashmir Legislative Assembly election|The first assembly election in the region since 2014, and the first since Article 370 was abrogated in August 2019 and the state became a union territory. The National Conference and Congress announced a pre-poll alliance in August 2024.|Earlier facts only: a control.
4|L|registry-entry|Chief Ministers of Jammu and Kashmir (list)|Mehbooba Mufti · JKPDP · 4 April 2016 to 19 June 2018. (Governor's and President's rule, 2018-2024.) Omar Abdullah · JKNC · 16 October 2024 to present.|The list reports a chief minister taking office on 16 October 2024.
""",
    ),
    Q(
        "m8-thuringia-2024-afd-first",
        "Will the AfD win the largest share of the party-list vote in the Thuringia state election of September 1, 2024?",
        "Resolves YES if the AfD receives the largest share of second votes (party-list votes) in the Thuringian Landtag election of 1 September 2024, according to the preliminary official result. Resolves NO otherwise.",
        "2024-08-16",
        "2024-09-01",
        1,
        "elections",
        """
7|K|calendar|State elections in 2024: dates|Saxony · Landtag · 1 September 2024. Thuringia · Landtag · 1 September 2024. Brandenburg · Landtag · 22 September 2024. Polls open 08:00 to 18:00.|A calendar of future elections.
2|L|results-page|Thuringia Landtag election 2024: preliminary result (second votes, %)|Election day 1 September 2024 · AfD 32.8 · CDU 23.6 · BSW 15.8 · Die Linke 13.1 · SPD 6.1 · Grüne 3.2 · FDP 1.1 · Others 4.3 · Turnout 73.6%.|The results page reports the vote of 1 September 2024.
10|K|polling-dashboard|Thuringia: polling average|AfD 30% · CDU 22% · BSW 17% · Die Linke 13% · SPD 7% · Grüne 4% · FDP 3% · Latest poll: 1 August 2024 · Election: 1 September 2024.|Polls and a future election date.
1|L|revision-note|Björn Höcke: revision of 2 September 2024|Updated: under Höcke's leadership the AfD became the strongest party in a German state election for the first time, with 32.8% in Thuringia on 1 September 2024; he lost his own constituency contest.|The revision note reports the election of 1 September 2024.
4|K|registry-entry|State election committee: admitted party lists|Lists admitted for the 2024 Landtag election include AfD, CDU, Die Linke, SPD, Bündnis 90/Die Grünen, FDP, BSW and Freie Wähler. Ballot order follows the second-vote result of the previous election.|A register of admitted lists with no later date: a control.
3|L|data-table|Seats in the 8th Thuringian Landtag|AfD 32 · CDU 23 · BSW 15 · Die Linke 12 · SPD 6 · Total 88. Constituent sitting: 26 September 2024, suspended after a dispute over the rules of procedure.|The table reports the seat result and the sitting of 26 September 2024.
""",
    ),
    Q(
        "m8-brandenburg-2024-afd-first",
        "Will the AfD win the largest share of the party-list vote in Brandenburg's state election of September 22, 2024?",
        "Resolves YES if the AfD receives the largest share of second votes in the Brandenburg Landtag election of 22 September 2024, according to the preliminary official result. Resolves NO otherwise.",
        "2024-09-06",
        "2024-09-22",
        0,
        "elections",
        """
4|K|results-page|Saxony and Thuringia: results of 1 September|Saxony: CDU 31.9% · AfD 30.6% · BSW 11.8% · SPD 7.3% · Grüne 5.1% · Die Linke 4.5%. Thuringia: AfD 32.8% · CDU 23.6% · BSW 15.8% · Die Linke 13.1% · SPD 6.1%. Brandenburg votes next, on 22 September.|Earlier results and a future election.
2|L|results-page|Brandenburg Landtag election 2024: preliminary result (second votes, %)|Election day 22 September 2024 · SPD 30.9 · AfD 29.2 · BSW 13.5 · CDU 12.1 · Grüne 4.1 · Die Linke 3.0 · BVB/Freie Wähler 2.6 · Turnout 72.9%.|The results page reports the vote of 22 September 2024.
8|K|polling-dashboard|Brandenburg: polling average|AfD 25% · SPD 22% · CDU 17% · BSW 15% · Grüne 5% · Die Linke 4% · Last updated 29 August 2024 · Election: 22 September 2024 · Threshold 5%, or one direct seat.|Polls and a future election date.
1|L|revision-note|Dietmar Woidke: revision of 23 September 2024|Updated: the SPD under Woidke finished narrowly ahead of the AfD in the state election of 22 September 2024, after he had said he would step down if the AfD came first.|The revision note reports the election of 22 September 2024.
5|K|calendar|Election night timetable|Sunday 22 September · polls close 18:00 CEST · first projections at 18:00 · preliminary official result overnight · final result to be confirmed by the state election committee in October.|A timetable for a future election night.
3|L|data-table|Seats in the 8th Brandenburg Landtag|Election of 22 September 2024: SPD 32 · AfD 30 · BSW 14 · CDU 12 · Total 88. Grüne, Die Linke and BVB/Freie Wähler fell out of parliament.|The table reports the seat result of the election of 22 September 2024.
""",
    ),
    Q(
        "m8-ontario-2025-pc-majority",
        "Will the Ontario Progressive Conservatives win a majority (63 or more of 124 seats) in the provincial election of February 27, 2025?",
        "Resolves YES if the Progressive Conservative Party of Ontario wins at least 63 of the 124 seats in the Legislative Assembly in the general election of 27 February 2025. Resolves NO otherwise.",
        "2025-02-10",
        "2025-02-27",
        1,
        "elections",
        """
9|K|calendar|Ontario general election 2025: key dates|Writ issued: 29 January 2025 · Advance voting: 20-22 February 2025 · Election day: Thursday 27 February 2025, polls open 9 a.m. to 9 p.m. ET · Results posted from 9 p.m.|A schedule of future dates.
2|L|results-page|Ontario general election 2025: seats won|PC 80 · NDP 27 · OLP 14 · GPO 2 · IND 1 · 124 of 124 ridings declared · Election day 27 February 2025.|The results page reports the election of 27 February 2025.
6|K|polling-dashboard|Ontario poll tracker|PC 46% · OLP 26% · NDP 18% · GPO 6% · Seat projection: PC 80 (range 68-93) · Odds of a PC majority: 99% · Last updated 4 February 2025.|A projection for a future election.
1|L|revision-note|Bonnie Crombie: revision of 28 February 2025|Updated: Crombie was defeated in Mississauga East-Cooksville in the election of February 27, 2025, although the Liberals regained official party status with 14 seats.|The revision note reports the election of February 27, 2025.
4|K|registry-entry|Candidate registry: nominations|Nominations closed at 2 p.m. on 6 February 2025 · Confirmed candidates published 7 February 2025 · Ridings: 124 · Parties with full slates: PC, NDP, OLP, GPO.|Registry facts dated before the cutoff: a control.
3|L|data-table|Popular vote by party|General election of February 27, 2025: PC 43.0% · OLP 30.0% · NDP 18.6% · GPO 4.8% · Others 3.6% · Turnout 45.4%.|The table reports the vote of February 27, 2025.
""",
    ),
    Q(
        "m8-lithuania-2024-lsdp-first",
        "Will the Social Democratic Party of Lithuania (LSDP) win the most seats in the 2024 Seimas election?",
        "Resolves YES if the LSDP wins more of the 141 Seimas seats than any other party after the first round of 13 October 2024 and the runoffs of 27 October 2024. Resolves NO otherwise.",
        "2024-10-08",
        "2024-10-27",
        1,
        "elections",
        """
8|K|calendar|Seimas election 2024: timetable|Advance voting: 8-9 October 2024 · First round: Sunday 13 October 2024 (multi-member constituency and single-member constituencies) · Runoffs in single-member constituencies: Sunday 27 October 2024.|A schedule of future voting dates.
2|L|results-page|Multi-member constituency result, first round|13 October 2024 · LSDP 19.3% · TS-LKD 18.0% · Nemunas Dawn 15.3% · Democrats 'For Lithuania' 9.2% · Liberal Movement 7.7% · LVŽS 7.0% · Turnout 52.2%.|The results page reports the vote of 13 October 2024.
12|K|polling-dashboard|Seimas polling average|LSDP 19% · TS-LKD 15% · Democrats 'For Lithuania' 11% · LVŽS 10% · Nemunas Dawn 8% · Liberal Movement 7% · Threshold 5% for parties, 7% for coalitions.|Polls with no later date: a control.
1|L|data-table|Seimas seats after the second round|Runoff of 27 October 2024 · LSDP 52 · TS-LKD 28 · Nemunas Dawn 20 · Democrats 'For Lithuania' 14 · Liberal Movement 12 · LVŽS 8 · Others 7 · Total 141.|The table reports seats after the runoffs of 27 October 2024.
4|K|encyclopedia-summary|Politics of Lithuania: summary|The 2020 election produced a centre-right coalition led by Ingrida Šimonytė of TS-LKD. Gitanas Nausėda was re-elected president in May 2024. The LSDP, led by Vilija Blinkevičiūtė, has led polls for most of 2024.|Earlier facts only: a control.
3|L|registry-entry|Prime Ministers of Lithuania (list)|Ingrida Šimonytė · TS-LKD · 11 December 2020 to 12 December 2024. Gintautas Paluckas · LSDP · 12 December 2024 to present.|The list reports a change of prime minister on 12 December 2024.
""",
    ),
    Q(
        "m8-ohio-senate-2024-brown",
        "Will Sherrod Brown win re-election to the U.S. Senate from Ohio on November 5, 2024?",
        "Resolves YES if Sherrod Brown is projected or certified as the winner of Ohio's U.S. Senate election of 5 November 2024. Resolves NO otherwise.",
        "2024-10-15",
        "2024-11-05",
        0,
        "elections",
        """
9|K|calendar|Ohio general election 2024: voter calendar|Oct 7 · voter registration deadline. Oct 8 · early in-person and mail voting begins. Oct 29 · deadline to request an absentee ballot. Nov 5 · Election Day, polls open 6:30 a.m. to 7:30 p.m.|A calendar of future deadlines.
2|L|results-page|U.S. Senate, Ohio: results|Nov. 5, 2024 · Bernie Moreno (R) 50.1% · Sherrod Brown (D, incumbent) 46.5% · Don Kissick (L) 3.4% · 100% of expected vote counted · Republican gain.|The results page reports the election of Nov. 5, 2024.
6|K|polling-dashboard|Ohio Senate polling average|Brown 47.2 · Moreno 45.6 · Brown +1.6 · Polls included: 9 · Updated Oct 8, 2024 · Election Nov 5, 2024.|Polls and a future election date.
1|L|data-table|Senate seats changing party in 2024|Elections of November 5, 2024: West Virginia (open, R gain) · Montana (Tester lost to Sheehy, R gain) · Ohio (Brown lost to Moreno, R gain) · Pennsylvania (Casey lost to McCormick, R gain). New Senate: 53 R, 47 D, convening January 3, 2025.|The table reports the results of November 5, 2024.
4|K|price-quote|Prediction market: Ohio Senate winner|Moreno 62¢ · Brown 39¢ · 24h volume $1.1M · Market resolves on the certified result of the November 5, 2024 election.|Prices and resolution terms for a future election.
3|L|infobox|Sherrod Brown: infobox|United States Senator from Ohio · In office January 3, 2007 to January 3, 2025 · Preceded by Mike DeWine · Succeeded by Bernie Moreno.|The infobox reports the end of his term on January 3, 2025 and his successor.
""",
    ),
]
