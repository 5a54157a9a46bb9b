# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold15` part of the leak set, read by `build_hold15.py`.

English-language outlets and agencies outside the US and the UK (India, Japan, Korea, China and
Taiwan, Southeast Asia, Africa, Latin America, the Middle East, Australia, continental Europe),
with their own conventions: day-month-year dates, "on Tuesday (Jan 9)", local-time stamps,
datelines with agency tags, translated official statements, lakh and crore, per cent. Each
question's documents are one line each in a string, fields separated by `|`: days before the
cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; the events are real, the wording is invented and figures are from memory. See
`build_hold15.py` and its section in the leak set's README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "l2-bi-2024-04-hike",
        "Will Bank Indonesia raise the BI-Rate at its Board of Governors meeting of April 23-24, 2024?",
        "Resolves YES if the Bank Indonesia decision announced on April 24, 2024 sets the BI-Rate above 6.00%. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-24",
        1,
        "central_banks",
        """
20|K|agency-wire|BI keeps rate at 6 per cent, sees room to ease in second half|JAKARTA, March 20 (Antara) - Bank Indonesia held its benchmark BI-Rate at 6.00 per cent on Wednesday (March 20), the fifth straight hold, and Governor Perry Warjiyo said the bank still saw scope to lower rates in the second half of the year if the rupiah stabilises. The next Board of Governors meeting is scheduled for April 23-24, 2024.|A past hold and a scheduled meeting, nothing after the cutoff reported.
15|L|agency-wire|BI surprises with 25bp hike to shore up rupiah|JAKARTA, April 24 (Antara) - Bank Indonesia raised the BI-Rate by 25 basis points to 6.25 per cent on Wednesday, 24 April 2024, in what Governor Perry Warjiyo called a pre-emptive step to strengthen the rupiah after it slid past 16,200 per US dollar during the Idul Fitri break.|Reports the April 24, 2024 hike as done.
6|K|newspaper-analysis|Rupiah under pressure as Lebaran holiday nears|The rupiah ended Tuesday at around 15,870 per dollar, its weakest close this year, as traders cut positions ahead of the long Idul Fitri holiday. Financial markets will be closed from April 8 until April 15, and economists at two local banks said a rate hike on 24 April 2024 could not be ruled out if the currency breaks 16,000 when trading resumes.|A market level before the cutoff and conditional talk of a later decision.
1|L|market-report|Rupiah tumbles past 16,200 as markets reopen after Lebaran|The rupiah weakened beyond 16,200 per dollar on Tuesday, April 16, 2024, its first trading day after the Idul Fitri holiday, as escalating tension between Iran and Israel drove investors into the greenback. Bank Indonesia said it had intervened in spot and DNDF markets.|Reports the April 16, 2024 currency fall and intervention, after the cutoff.
11|K|economist-column|Why BI will probably sit tight until June|With inflation at 3.05 per cent in March, inside the 1.5-3.5 per cent target band, the case for another hike is thin. Our base case remains a hold at the April 23-24 meeting, followed by the first cut of the cycle in the fourth quarter.|A forecast about a scheduled meeting.
4|L|newspaper-follow-up|After the hike, banks start repricing loans|Several state-owned lenders said they would review lending rates after Bank Indonesia's quarter-point increase of April 24, 2024, the first since October. The BI-Rate now stands at 6.25 per cent, with the deposit facility at 5.50 per cent.|Refers to the April 24, 2024 hike as already made.
""",
    ),
    Q(
        "l2-bok-2025-01-cut",
        "Will the Bank of Korea lower its base rate at the monetary policy meeting of January 16, 2025?",
        "Resolves YES if the Bank of Korea's Monetary Policy Board decision of January 16, 2025 sets the base rate below 3.00%. Resolves NO otherwise.",
        "2025-01-02",
        "2025-01-16",
        0,
        "central_banks",
        """
29|K|agency-wire|BOK chief says martial law fallout 'manageable', ready to act|SEOUL, Dec. 4 (Yonhap) -- Bank of Korea Governor Rhee Chang-yong said Wednesday the central bank would supply ample liquidity after the brief martial law declaration overnight, adding that the board could take the situation into account at its January meeting. The won briefly weakened past 1,440 per dollar before recovering.|Statements of December 4, 2024, before the cutoff, about a later meeting.
12|L|agency-wire|(LEAD) BOK holds rate at 3 pct amid political uncertainty|SEOUL, Jan. 16 (Yonhap) -- The Bank of Korea kept its base rate steady at 3 percent on Thursday, defying market expectations of a third straight cut, as the won's slide toward 1,480 per dollar and the political turmoil following the impeachment of President Yoon Suk Yeol weighed on the board. The decision of Jan. 16, 2025, was not unanimous.|Reports the January 16, 2025 hold as done.
21|K|newspaper-analysis|Markets price in January cut as impeachment vote looms|Bond traders now see a cut at the Jan. 16, 2025 rate-setting meeting as more likely than not, after the BOK trimmed rates in both October and November. The National Assembly votes on a second impeachment motion against Yoon on Saturday. Analysts said a weaker won could still make the board wait until February.|Expectations for a scheduled decision and a scheduled vote, nothing reported as done.
1|L|statistics-release|Consumer prices up 1.9% on-year in December|SEJONG, Jan. 2 (Yonhap) -- South Korea's consumer prices rose 1.9 percent in December from a year earlier, accelerating from 1.5 percent in November on higher oil prices, Statistics Korea said on Jan. 2, 2025.|Reports a data release made on the cutoff day.
12|K|explainer|How the BOK's rate board works|The seven-member Monetary Policy Board meets eight times a year. Its first meeting of 2025 is set for Jan. 16, 2025 and the second for Feb. 25, 2025. The governor holds a press conference after each decision, usually around 11:10 a.m. Seoul time.|A meeting calendar.
5|L|newspaper-follow-up|Rhee: 'Rate cut in February is possible'|Governor Rhee Chang-yong said the board had kept the rate on hold on Jan. 16, 2025, mainly because of the exchange rate, but that four of six members wanted to keep the door open to a cut within three months. He also said the political situation had shaved about 0.2 percentage point off this year's growth.|Reports the January 16, 2025 decision and its aftermath.
""",
    ),
    Q(
        "l2-sarb-2024-09-cut",
        "Will the South African Reserve Bank lower the repo rate at the MPC announcement of September 19, 2024?",
        "Resolves YES if the SARB Monetary Policy Committee statement of September 19, 2024 lowers the repo rate below 8.25%. Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-19",
        1,
        "central_banks",
        """
25|K|newspaper-report|Kganyago: no rush to follow the Fed|Reserve Bank governor Lesetja Kganyago said in an interview on 11 August that the bank would not be rushed into easing just because the US Federal Reserve was preparing to do so. At the July meeting, two of six MPC members had voted for a 25 basis-point cut.|Statements and a vote before the cutoff.
23|L|newspaper-report|Reserve Bank cuts repo rate for the first time in four years|The SARB's Monetary Policy Committee on Thursday, 19 September 2024, lowered the repo rate by 25 basis points to 8%, bringing the prime lending rate to 11.5%. Governor Lesetja Kganyago said the decision was unanimous.|Reports the September 19, 2024 cut as done.
9|K|consumer-guide|What a rate cut could mean for your bond repayments|If the MPC cuts by 25 basis points on 19 September 2024, a homeowner with a R1.5-million bond over 20 years would save roughly R250 a month, according to calculations by a large bond originator. A 50-point cut, which few economists expect, would double that.|A conditional calculation about a scheduled decision.
1|L|statistics-release|Inflation slows to 4.4%, lowest since 2021|Headline consumer inflation eased to 4.4% in August from 4.6% in July, Stats SA said on Wednesday, 18 September 2024, a day before the Reserve Bank's rate decision. Fuel prices were the main drag.|Reports a data release of September 18, 2024, after the cutoff.
5|K|economist-column|SARB: a cut is coming, the question is how big|Second-quarter GDP figures, due on 3 September, should show a modest pick-up as load-shedding stayed away. Our view is that the MPC will open the easing cycle on 19 September with a quarter-point move and follow with another in November.|A forecast and a scheduled data release.
4|L|market-report|Rand firms after MPC move, bonds rally|The rand strengthened to around R17.45 to the dollar on Friday, 20 September 2024, a day after the Reserve Bank delivered its first rate cut since 2020 and signalled that future moves would depend on the inflation path.|Reports the market reaction on September 20, 2024 to the cut.
""",
    ),
    Q(
        "l2-bsp-2024-08-cut",
        "Will the Bangko Sentral ng Pilipinas lower its key policy rate at the Monetary Board meeting of August 15, 2024?",
        "Resolves YES if the BSP decision announced on August 15, 2024 lowers the target reverse repurchase rate below 6.50%. Resolves NO otherwise.",
        "2024-08-01",
        "2024-08-15",
        1,
        "central_banks",
        """
14|K|newspaper-report|Remolona: August cut 'still on the table'|BSP Governor Eli Remolona told reporters on Thursday (July 18) that the Monetary Board could start easing as early as its Aug. 15, 2024 meeting, provided July inflation does not spike. The Board kept the policy rate at 6.5 percent on June 27.|Statements and a decision before the cutoff.
19|L|newspaper-report|BSP cuts rates for the first time in nearly 4 years|The Monetary Board on Thursday, Aug. 15, 2024, reduced the target reverse repurchase rate by 25 basis points to 6.25 percent, in a 4-1 decision, Governor Remolona told a briefing in Manila.|Reports the August 15, 2024 cut as done.
6|K|economist-column|The inflation print that decides August|Economists polled this week see July CPI at about 3.9 percent, within the 2-4 percent target, with the Philippine Statistics Authority releasing the figure on Aug. 6, 2024. A print above 4 percent would make an August cut harder to justify, a view the Governor himself has aired.|A forecast of a scheduled data release and a conditional.
3|L|statistics-release|July inflation quickens to 4.4%|Headline inflation rose to 4.4 percent in July 2024 from 3.7 percent in June, the PSA reported on Aug. 6, 2024, driven by food and utilities. It was the first breach of the target band this year.|Reports the August 6, 2024 data release, after the cutoff.
9|K|market-report|Peso hits 58.8 per dollar on Fed caution|The peso closed at 58.47 per dollar on July 23, trimming losses after hitting 58.8 intraday. Traders said the currency would stay sensitive to the Fed's July 30-31 meeting and the BSP's own Aug. 15 review.|Market moves before the cutoff and scheduled meetings.
1|L|newspaper-follow-up|GDP grew 6.3% in Q2, paving way for BSP easing|The economy expanded 6.3 percent in the second quarter, faster than the first, the PSA said on Aug. 8, 2024, a week before the BSP's first rate cut of the cycle.|Reports the August 8, 2024 GDP release and, implicitly, the later cut.
""",
    ),
    Q(
        "l2-bot-2024-10-cut",
        "Will the Bank of Thailand lower its policy rate at the Monetary Policy Committee meeting of October 16, 2024?",
        "Resolves YES if the Bank of Thailand MPC decision of October 16, 2024 sets the policy rate below 2.50%. Resolves NO otherwise.",
        "2024-10-02",
        "2024-10-16",
        1,
        "central_banks",
        """
30|K|newspaper-report|MPC holds at 2.5%, one member votes to cut|The Bank of Thailand's Monetary Policy Committee on Wednesday (Aug 21) kept the policy rate at 2.50% by a 6-1 vote, with the dissenter favouring a quarter-point cut. The next meeting is scheduled for Oct 16, 2024.|A past decision and a scheduled meeting.
15|L|newspaper-report|BoT cuts policy rate to 2.25% in surprise move|The Monetary Policy Committee voted 5-2 on Oct 16, 2024 to cut the policy rate by 25 basis points to 2.25%, the first reduction since 2020, saying the move would ease debt burdens without triggering a new borrowing spree.|Reports the October 16, 2024 cut as done.
7|K|newspaper-analysis|Government steps up pressure for rate cut|Finance Minister Pichai Chunhavajira said this week that lower borrowing costs would help indebted households, the latest in a string of calls from the new government for the central bank to ease. Most economists still expect the MPC to hold on Oct 16 and move in December, if at all.|Statements before the cutoff and forecasts of a scheduled meeting.
1|L|market-report|Baht weakens after rate cut, SET rises|The baht slipped to 33.4 per dollar on Thursday, Oct 17, 2024, a day after the central bank's unexpected cut, while the SET index gained about 1%.|Reports the October 17, 2024 market reaction to the cut.
12|K|explainer|Who sits on the MPC and how it decides|The seven-member committee is chaired by the governor and meets eight times a year. Decisions are announced at 2pm Bangkok time, with a press briefing at 2.30pm. The remaining meetings this year fall on 16 October 2024 and 18 December 2024.|A meeting calendar and procedure.
3|L|preview-updated|MPC seen holding at 2.50% on Wednesday|Most economists polled expect the committee to leave the policy rate unchanged on Oct 16, arguing that inflation is back inside the target range and the baht has strengthened. *Updated 16 Oct 2024, 14:10 ICT: The MPC voted 5-2 to cut the policy rate by 25 bps to 2.25%.*|An update appended to a preview reports the October 16, 2024 cut.
""",
    ),
    Q(
        "l2-norges-2025-06-cut",
        "Will Norges Bank lower its policy rate at the monetary policy meeting announced on June 19, 2025?",
        "Resolves YES if Norges Bank's decision announced on June 19, 2025 sets the policy rate below 4.50%. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-19",
        1,
        "central_banks",
        """
28|K|newspaper-report|Norges Bank holds at 4.5%, still eyes cuts this year|Norges Bank kept its key policy rate at 4.5 percent on 8 May 2025 and said that, if the economy develops broadly as projected, the rate would be reduced in the course of the year. The next decision, with a new Monetary Policy Report, is due on 19 June 2025.|A past decision and a scheduled one.
11|L|newspaper-report|Surprise from Norges Bank: rate cut to 4.25 percent|Norges Bank lowered its policy rate by 0.25 percentage point to 4.25 percent on Thursday, 19 June 2025, its first cut since the pandemic. Governor Ida Wolden Bache said inflation had come down faster than expected and that one or two more cuts were likely during 2025.|Reports the June 19, 2025 cut as done.
6|K|economist-column|June: hold, with a dovish path|We expect Norges Bank to stay at 4.50% on 19 June 2025 and signal a first cut in September. The May CPI figures due from Statistics Norway on 10 June will be decisive: core inflation at 2.8% or lower would put June in play.|A forecast and a conditional about scheduled releases.
1|L|statistics-release|Core inflation drops to 2.8 percent in May|Consumer prices adjusted for tax changes and excluding energy rose 2.8 percent in the twelve months to May, down from 3.0 percent in April, Statistics Norway reported on 10 June 2025. Economists said the figure raised the chance of an early rate cut.|Reports the June 10, 2025 data release.
15|K|market-report|Krone steady as oil slides|The krone held at around 11.6 per euro on Wednesday as Brent fell below 65 dollars a barrel. Analysts said a weaker krone was one reason Norges Bank had been slower to cut than Sweden's Riksbank.|Market moves before the cutoff, no later event.
4|L|newspaper-follow-up|Banks cut mortgage rates after Norges Bank move|DNB and several other banks said they would lower floating mortgage rates by up to 0.25 percentage point from early July, following Norges Bank's cut on 19 June 2025.|Reports banks' responses to the June 19, 2025 cut.
""",
    ),
    Q(
        "l2-rbi-2025-06-50bp",
        "Will the Reserve Bank of India cut the repo rate by 50 basis points or more at the MPC decision of June 6, 2025?",
        "Resolves YES if the RBI Monetary Policy Committee decision announced on June 6, 2025 lowers the policy repo rate to 5.50% or below. Resolves NO otherwise.",
        "2025-05-23",
        "2025-06-06",
        1,
        "central_banks",
        """
18|K|newspaper-report|RBI's April cut signals more easing ahead|The MPC cut the repo rate by 25 bps to 6 per cent on April 9 and changed its stance to accommodative. Governor Sanjay Malhotra said the committee would next meet on June 4-6, 2025, with the decision due on the last day.|A past decision and a scheduled meeting.
23|L|newspaper-report|RBI delivers jumbo 50 bps cut, slashes CRR by 100 bps|The Reserve Bank of India on Friday (June 6, 2025) cut the repo rate by 50 basis points to 5.50 per cent and lowered the cash reserve ratio by 100 bps to 3 per cent in four tranches, releasing about Rs 2.5 lakh crore of liquidity. The stance was changed to neutral.|Reports the June 6, 2025 decision as done.
1|L|newspaper-report|RBI to transfer record Rs 2.69 lakh crore surplus to Centre|The RBI's central board, meeting in Mumbai on May 23, 2025, approved a surplus transfer of Rs 2,68,590 crore to the government for 2024-25, the highest ever, up about 27 per cent from the year before.|Reports a board decision of the cutoff day itself.
7|K|economist-column|Why we expect only 25 bps in June|With CPI inflation at 3.16 per cent in April and the monsoon forecast above normal, the MPC has room to ease. But our base case is a 25 bps cut on June 6, 2025, taking the repo to 5.75 per cent; a 50 bps move would need a sharp growth scare in the Q4 GDP data due on May 30.|A forecast about a scheduled decision and release.
4|L|statistics-release|India's Q4 growth beats estimates at 7.4%|GDP grew 7.4 per cent in January-March 2025, the National Statistics Office said on May 30, 2025, taking full-year growth for 2024-25 to 6.5 per cent.|Reports the May 30, 2025 GDP release, after the cutoff.
11|K|explainer|MPC meeting dates for FY26|The RBI's calendar for 2025-26 lists six MPC meetings: April 7-9, June 4-6, August 4-6, September 29-October 1, December 3-5 and February 4-6, 2026. Decisions are announced at 10 am on the final day.|A published calendar of meetings.
""",
    ),
    Q(
        "l2-cbk-2024-08-cut",
        "Will the Central Bank of Kenya lower the Central Bank Rate at the MPC meeting of August 6, 2024?",
        "Resolves YES if the Monetary Policy Committee decision announced after its August 6, 2024 meeting sets the Central Bank Rate below 13.00%. Resolves NO otherwise.",
        "2024-07-24",
        "2024-08-06",
        1,
        "central_banks",
        """
21|K|newspaper-report|CBK leaves rate at 13pc as protests rattle markets|The Central Bank of Kenya's MPC retained the CBR at 13 percent on June 5, saying the earlier tightening was still working through the economy. Governor Kamau Thugge said the committee would meet again in August.|A past decision and a scheduled meeting.
19|L|newspaper-report|CBK cuts base rate to 12.75pc in first easing since 2020|The Monetary Policy Committee on Tuesday, August 6, 2024, lowered the Central Bank Rate by 25 basis points to 12.75 percent, citing inflation at 4.3 percent and a stable shilling. Governor Thugge said banks should pass the cut on to borrowers.|Reports the August 6, 2024 cut as done.
5|K|newspaper-analysis|After Finance Bill withdrawal, CBK faces a tougher call|With the Finance Bill 2024 withdrawn and the Treasury facing a revenue gap of about Sh346 billion, analysts are divided on whether the MPC will ease at its next sitting on August 6, 2024. Inflation was 4.6 percent in June.|Analysis with a scheduled meeting and earlier facts.
1|L|statistics-release|Inflation eases to 4.3pc in July|Kenya's annual inflation slowed to 4.3 percent in July 2024 from 4.6 percent in June, the Kenya National Bureau of Statistics said on July 31, 2024, helped by lower fuel and food prices.|Reports the July 31, 2024 data release.
10|K|market-report|Shilling holds at 129 despite unrest|The shilling traded at around 129.5 to the dollar on July 12, little changed since the protests began in mid-June, as the CBK sold dollars to banks. Traders expect the currency to stay in a tight range until the MPC meets on August 6.|Market moves before the cutoff and a scheduled meeting.
3|L|data-table|Central Bank Rate decisions, 2024|6 Feb 2024: 13.00% (up 50 bps). 9 Apr 2024: 13.00% (hold). 5 Jun 2024: 13.00% (hold). 6 Aug 2024: 12.75% (down 25 bps). Source: CBK MPC press releases.|A table lists the August 6, 2024 cut as a decision already taken.
""",
    ),
    Q(
        "l2-bnm-2025-07-cut",
        "Will Bank Negara Malaysia lower the Overnight Policy Rate at the MPC meeting of July 9, 2025?",
        "Resolves YES if the Bank Negara Malaysia Monetary Policy Committee statement of July 9, 2025 sets the OPR below 3.00%. Resolves NO otherwise.",
        "2025-06-25",
        "2025-07-09",
        1,
        "central_banks",
        """
25|K|newspaper-analysis|After the SRR cut, is an OPR move next?|Bank Negara Malaysia maintained the Overnight Policy Rate at 3.00 per cent on May 8 but lowered the Statutory Reserve Requirement ratio by 100 basis points to 1.00 per cent, effective May 16, 2025, releasing about RM19 billion into the banking system.|A decision of May 8, 2025, with an effective date before the cutoff; no later event reported.
15|L|agency-wire|BNM cuts OPR by 25 bps to 2.75 pct|KUALA LUMPUR, July 9 (Bernama) -- Bank Negara Malaysia's Monetary Policy Committee reduced the OPR by 25 basis points to 2.75 per cent on July 9, 2025, its first cut in five years, describing the move as pre-emptive to sustain growth amid trade uncertainty.|Reports the July 9, 2025 cut as done.
9|K|newspaper-analysis|Economists split on July OPR move|Of 14 economists polled, eight expect BNM to hold the OPR at 3.00 per cent at the July 8-9, 2025 meeting and six see a 25 bps cut. The expanded sales and service tax, which takes effect on July 1, and the US tariff deadline of July 9 complicate the outlook.|A poll about a scheduled meeting and scheduled policy dates.
1|L|newspaper-report|Trump letter sets 25pc tariff on Malaysian goods|Malaysia received a letter from US President Donald Trump on July 7, 2025 setting a 25 per cent tariff on its exports from August 1, Minister Tengku Zafrul Aziz confirmed, adding that talks would continue.|Reports a July 7, 2025 event after the cutoff.
14|K|government-statement|MOF: Expanded SST to take effect July 1|The Finance Ministry said in a statement on June 9 that the revised sales tax and expanded service tax will take effect from July 1, 2025, with basic food items remaining exempt.|A past statement about a future effective date.
5|L|market-report|Ringgit firms, bond yields dip after OPR cut|The ringgit rose to 4.23 against the dollar on Thursday (July 10, 2025) and 10-year government bond yields fell to their lowest since 2022, a day after Bank Negara's rate cut.|Reports the market reaction on July 10, 2025 to the cut.
""",
    ),
    Q(
        "l2-korea-2024-assembly-dp",
        "Will the Democratic Party and its satellite party together win at least 151 of 300 seats in South Korea's National Assembly election of April 10, 2024?",
        "Resolves YES if official National Election Commission results for the April 10, 2024 general election give the Democratic Party of Korea and the Democratic United Party a combined 151 seats or more. Resolves NO otherwise.",
        "2024-03-27",
        "2024-04-10",
        1,
        "elections",
        """
12|K|agency-wire|Official campaign for April 10 elections to start March 28|SEOUL, March 15 (Yonhap) -- Official campaigning for the April 10, 2024 general elections will run from March 28 until midnight on April 9, with early voting set for April 5-6, the National Election Commission said Friday. A total of 254 constituency seats and 46 proportional seats are up for grabs.|A published election calendar.
11|L|agency-wire|(LEAD) Opposition wins landslide in parliamentary elections|SEOUL, April 11 (Yonhap) -- The main opposition Democratic Party and its satellite won 175 of the 300 seats in the April 10, 2024 general elections, final results showed Thursday, dealing a heavy blow to President Yoon Suk Yeol. The ruling People Power Party and its satellite took 108.|Reports the April 10, 2024 election result.
6|K|newspaper-analysis|Polls show tight race in Seoul swing districts|A Gallup Korea survey released March 15 put the Democratic Party at 34 percent and the People Power Party at 37 percent, within the margin of error. Pollsters noted that the publication of new surveys is banned from April 4 until voting ends.|A poll before the cutoff and a scheduled blackout.
1|L|agency-wire|Early voting turnout hits record 31.3 pct|SEOUL, April 6 (Yonhap) -- Turnout in the two-day early voting for the general elections reached a record 31.28 percent as of 6 p.m. on Saturday, April 6, 2024, the election commission said.|Reports the April 5-6, 2024 early voting turnout.
4|L|newspaper-report|Han Dong-hoon resigns as PPP leader after defeat|Han Dong-hoon stepped down as head of the ruling party's emergency committee on April 11, 2024, taking responsibility for the election rout, hours after Prime Minister Han Duck-soo offered to resign.|Reports resignations on April 11, 2024 after the election.
9|K|newspaper-report|Cho Kuk's new party surges in proportional polls|The Rebuilding Korea Party, launched on March 3 by former justice minister Cho Kuk, is polling at around 20 percent in the proportional vote. Cho has said his party aims for at least 10 seats on April 10.|A past launch and stated aims for a later vote.
""",
    ),
    Q(
        "l2-haryana-2024-congress",
        "Will the Indian National Congress win a majority (at least 46 of 90 seats) in the Haryana Assembly election, with counting on October 8, 2024?",
        "Resolves YES if Election Commission of India results for the 2024 Haryana Legislative Assembly election, counted on October 8, 2024, give the Congress 46 or more of the 90 seats. Resolves NO otherwise.",
        "2024-09-24",
        "2024-10-08",
        0,
        "elections",
        """
24|K|newspaper-report|EC defers Haryana polling to October 5, counting to October 8|The Election Commission on Saturday (August 31) rescheduled polling in Haryana from October 1 to October 5, 2024 to allow members of the Bishnoi community to take part in the Asoj Amavasya festival. Counting of votes in Haryana and Jammu and Kashmir will now take place on October 8.|A past rescheduling announcement about later poll dates.
23|L|newspaper-report|BJP scripts hat-trick in Haryana, defies exit polls|The BJP won 48 of the 90 Assembly seats in results declared on October 8, 2024, securing a third straight term and leaving the Congress at 37, despite most exit polls having predicted a comfortable Congress win. Chief Minister Nayab Singh Saini retained Ladwa.|Reports the October 8, 2024 results.
10|K|newspaper-analysis|Wrestlers, farmers and the Jat vote: Congress banks on anger|Olympian Vinesh Phogat, who joined the Congress on September 6, is contesting from Julana. Party strategists believe discontent over the Agnipath scheme and farm prices can carry the party past the 46-seat mark on October 8, though the AAP's decision to go it alone may split the anti-BJP vote.|Past events and a party's hopes for a later count.
1|L|newspaper-report|Exit polls give Congress the edge in Haryana|Most exit polls released on the evening of October 5, 2024, after voting ended with a turnout of about 67 per cent, projected a Congress majority in Haryana, with some giving the party up to 59 seats.|Reports the October 5, 2024 polling and exit polls, after the cutoff.
6|K|election-schedule|Haryana Assembly election 2024: key dates|Last date of nominations: September 12. Scrutiny: September 13. Last date of withdrawal: September 16. Polling: October 5, 2024 (Saturday). Counting: October 8, 2024 (Tuesday).|A schedule of poll dates.
4|L|newspaper-report|Vinesh Phogat wins Julana by over 6,000 votes|Wrestler Vinesh Phogat won the Julana seat on her electoral debut on 8 October 2024, defeating the BJP's Yogesh Bairagi, even as her party lost the state.|Reports an October 8, 2024 result.
""",
    ),
    Q(
        "l2-maharashtra-2024-mahayuti",
        "Will the Mahayuti alliance win at least 145 of 288 seats in the Maharashtra Assembly election, with counting on November 23, 2024?",
        "Resolves YES if Election Commission of India results for the 2024 Maharashtra Legislative Assembly election, counted on November 23, 2024, give the BJP, Shiv Sena (Eknath Shinde) and NCP (Ajit Pawar) together 145 or more seats. Resolves NO otherwise.",
        "2024-11-08",
        "2024-11-23",
        1,
        "elections",
        """
24|K|newspaper-report|Maharashtra to vote in single phase on November 20|Maharashtra will go to the polls in a single phase on November 20, 2024, with counting on November 23, Chief Election Commissioner Rajiv Kumar announced on October 15. The term of the current Assembly ends on November 26.|A past announcement of later poll dates.
19|L|newspaper-report|Mahayuti sweeps Maharashtra with 230 seats|The ruling Mahayuti alliance won 230 of 288 seats in the Assembly results declared on November 23, 2024, with the BJP alone winning 132, its best ever tally in the state. The opposition Maha Vikas Aghadi was reduced to 46.|Reports the November 23, 2024 results.
8|K|newspaper-analysis|Ladki Bahin scheme could tilt women voters|The Mahayuti government's Ladki Bahin scheme, which pays eligible women Rs 1,500 a month, has reached more than two crore beneficiaries since July, officials said. The alliance has promised to raise the sum to Rs 2,100 if it returns to power on November 23.|An earlier fact and a campaign promise conditional on a later result.
1|L|newspaper-report|Devendra Fadnavis sworn in as CM at Azad Maidan|Devendra Fadnavis took oath as Chief Minister of Maharashtra on December 5, 2024, with Eknath Shinde and Ajit Pawar as deputy chief ministers, nearly two weeks after the alliance's landslide.|Reports the December 5, 2024 swearing-in.
13|K|newspaper-report|Seat-sharing talks drag on in both camps|The MVA partners, the Congress, the Shiv Sena (UBT) and the NCP (SP), have yet to settle about 20 seats, with nominations closing on October 29. Sharad Pawar said on Thursday that the alliance would announce a common minimum programme before Diwali.|Negotiations before the cutoff and a deadline also before it.
5|L|newspaper-report|Turnout of 66% highest since 1995|Maharashtra recorded a voter turnout of about 66 per cent in polling on Wednesday, November 20, 2024, the highest in an Assembly election since 1995, the Election Commission said.|Reports the November 20, 2024 polling.
""",
    ),
    Q(
        "l2-srilanka-2024-npp-two-thirds",
        "Will the National People's Power win at least 150 of 225 seats in Sri Lanka's parliamentary election of November 14, 2024?",
        "Resolves YES if Election Commission results for the November 14, 2024 parliamentary election give the NPP 150 or more of the 225 seats, a two-thirds majority. Resolves NO otherwise.",
        "2024-10-31",
        "2024-11-14",
        1,
        "elections",
        """
30|K|newspaper-report|President dissolves Parliament, polls on November 14|President Anura Kumara Dissanayake dissolved Parliament by gazette notification on September 24, less than a day after he was sworn in, and fixed the general election for 14 November 2024. Nominations will be accepted from October 4 to 11.|A past dissolution and a scheduled election and nomination period.
15|L|newspaper-report|NPP wins two-thirds majority with 159 seats|The National People's Power won 159 of the 225 seats in Parliament at the general election held on 14 November 2024, polling 61.56 per cent of the vote, the Elections Commission announced. The SJB came second with 40 seats.|Reports the November 14, 2024 result.
9|K|newspaper-analysis|Can the NPP get to 113 on its own?|With many veteran MPs from the Rajapaksa camp not contesting, analysts say the NPP is well placed to win a simple majority of 113 seats. A two-thirds majority, needed for constitutional changes, would require an unprecedented sweep under the proportional system.|An analysis of a later vote without any later event reported.
1|L|newspaper-report|Harini Amarasuriya reappointed Prime Minister|Dr. Harini Amarasuriya was sworn in as Prime Minister for a second time on November 18, 2024, along with a 21-member Cabinet, four days after the NPP's landslide election victory.|Reports a November 18, 2024 swearing-in and the earlier result.
5|K|election-notice|Postal voting dates announced|The Elections Commission said postal voting for the parliamentary election will take place on October 30 and November 1 and 4, with additional days on 7 November 2024 and 8 November 2024 for those unable to vote earlier. Results will be released division by division from the night of polling day.|A schedule of voting days.
3|L|results-table|Parliamentary election, 14 November 2024: final results|National People's Power: 6,863,186 votes (61.56%), 159 seats. Samagi Jana Balawegaya: 1,968,716 (17.66%), 40 seats. Ilankai Tamil Arasu Kachchi: 8 seats. New Democratic Front: 5 seats. Sri Lanka Podujana Peramuna: 3 seats.|A results table for the November 14, 2024 election.
""",
    ),
    Q(
        "l2-mongolia-2024-mpp",
        "Will the Mongolian People's Party win a majority of the 126 seats in Mongolia's State Great Khural election of June 28, 2024?",
        "Resolves YES if official General Election Commission results for the June 28, 2024 parliamentary election give the MPP 64 or more of the 126 seats. Resolves NO otherwise.",
        "2024-06-14",
        "2024-06-28",
        1,
        "elections",
        """
20|K|agency-wire|Campaigning begins for enlarged parliament|ULAANBAATAR, May 25 -- Nineteen parties and coalitions have registered to contest the June 28, 2024 election to the State Great Khural, which will grow from 76 to 126 seats under the 2023 constitutional amendments. For the first time, 48 seats will be filled by proportional representation.|A campaign opening before the cutoff and a scheduled vote.
11|L|agency-wire|Ruling MPP keeps majority, but with narrow margin|ULAANBAATAR, June 29 -- The Mongolian People's Party won 68 of the 126 seats in the June 28, 2024 parliamentary election, according to preliminary results from the General Election Commission, while the Democratic Party more than doubled its representation to 42.|Reports the June 28, 2024 election results.
7|K|newspaper-analysis|Coal corruption scandal hangs over Oyun-Erdene|Prime Minister L. Oyun-Erdene is seeking a fresh mandate after two years of protests over the so-called coal theft scandal. Polls suggest the MPP remains the largest party, but opposition parties say the expanded proportional list gives them their best chance in a decade.|Analysis and polls before the vote, no later event.
1|L|newspaper-report|Oyun-Erdene to form grand coalition with Democrats|Prime Minister Oyun-Erdene, reappointed by parliament on July 5, 2024, said his party would govern together with the Democratic Party and the HUN party despite its majority, citing the need for broad support for economic reforms.|Reports a July 5, 2024 reappointment and the earlier result.
10|K|government-notice|Election day declared public holiday|The Government has declared Friday, June 28, 2024, a public holiday so that citizens can vote. Polling stations will be open from 07:00 to 22:00, and voting abroad will not take place under the revised election law.|A notice about a later election day.
4|L|quote-after-event|'A clear but sobering mandate'|'The people have renewed our mandate, but they have also told us to listen,' Prime Minister Oyun-Erdene said at the party's headquarters in Ulaanbaatar on June 29, 2024, after results showed the MPP keeping a majority of 68 seats.|A quote given on June 29, 2024 reporting the election result.
""",
    ),
    Q(
        "l2-tokyo-governor-2024-koike",
        "Will Yuriko Koike win the Tokyo gubernatorial election of July 7, 2024?",
        "Resolves YES if Yuriko Koike is elected Governor of Tokyo in the election held on July 7, 2024. Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-07",
        1,
        "elections",
        """
8|K|newspaper-report|Koike announces bid for third term|Tokyo Governor Yuriko Koike said on Wednesday (June 12) that she would run for a third term in the July 7 gubernatorial election, setting up a contest with Constitutional Democratic Party upper house lawmaker Renho, who declared her candidacy in May.|Announcements before the cutoff about a later election.
23|L|newspaper-report|Koike wins third term as Tokyo governor|Yuriko Koike was re-elected governor of Tokyo on July 7, 2024, winning about 2.9 million votes. Former Akitakata mayor Shinji Ishimaru came second, ahead of Renho, whose third place was seen as a setback for the main opposition.|Reports the July 7, 2024 election result.
3|K|explainer|How the Tokyo race works|The official campaign period begins on June 20 and runs for 17 days. Voting is on July 7, 2024, from 7 a.m. to 8 p.m., with early voting available at ward and city offices from June 21. Results are usually known within hours.|A campaign calendar.
1|L|newspaper-report|Record 56 candidates file for Tokyo governor race|A record 56 people registered as candidates on Thursday, June 20, 2024, as official campaigning for the Tokyo gubernatorial election began, with some groups using poster boards for advertising, drawing criticism.|Reports filings on the cutoff day as done.
12|K|newspaper-analysis|Koike's 'gakureki' question returns|Questions over Koike's degree from Cairo University have resurfaced ahead of the election, after a former aide published an article in April. Koike has repeatedly said the university certified her graduation.|Controversy before the cutoff, no later event.
5|L|newspaper-report|Turnout rises to 60.62%|Turnout in the July 7, 2024 Tokyo gubernatorial election was 60.62 percent, up more than 5 points from 2020, the metropolitan election board said.|Reports turnout of the July 7, 2024 election.
""",
    ),
    Q(
        "l2-senegal-2024-pastef-majority",
        "Will Pastef win a majority of the 165 seats in Senegal's National Assembly election of November 17, 2024?",
        "Resolves YES if official results of the legislative election held on November 17, 2024 give Pastef 83 or more of the 165 seats. Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-17",
        1,
        "elections",
        """
28|K|newspaper-report|Faye dissolves opposition-led assembly|President Bassirou Diomaye Faye dissolved the National Assembly on 12 September and called early legislative elections for 17 November 2024, saying the opposition majority had blocked his government's programme.|A past dissolution and a scheduled vote.
19|L|newspaper-report|Pastef wins 130 of 165 seats in landslide|Prime Minister Ousmane Sonko's Pastef won 130 of the 165 seats in the legislative election of 17 November 2024, according to provisional results, giving President Faye the majority he sought. Former president Macky Sall's coalition came a distant second.|Reports the November 17, 2024 result.
11|K|newspaper-analysis|Sonko heads list as campaign opens|The official campaign runs from 27 October to 15 November 2024. Sonko heads Pastef's national list, while Macky Sall leads the opposition Takku Wallu coalition from abroad. Forty-one lists are competing.|A campaign calendar and candidate lists.
1|L|newspaper-report|Opposition concedes as Pastef claims supermajority|Opposition leaders congratulated Pastef on Monday, 18 November 2024, after early tallies showed the ruling party winning in almost every department, including Dakar.|Reports events of November 18, 2024.
2|K|newspaper-report|Clashes between activists raise tension|Supporters of rival lists clashed in several towns in the first days of the campaign, and Sonko called on his followers to respond to any attack. Observers from the African Union and ECOWAS will deploy before polling day.|Incidents before the cutoff and plans for later.
3|L|correction|Correction|An earlier version of this article on the results of the legislative election of November 17, 2024 gave Pastef's seat total as 131. According to the provisional results, the party won 130 of the 165 seats.|A correction restates the November 17, 2024 result.
""",
    ),
    Q(
        "l2-mozambique-2024-chapo",
        "Will Mozambique's National Elections Commission announce Daniel Chapo as winner of the presidential election by October 31, 2024?",
        "Resolves YES if, by October 31, 2024, the CNE announces results of the October 9, 2024 presidential election naming Frelimo's Daniel Chapo as winner. Resolves NO otherwise.",
        "2024-10-08",
        "2024-10-31",
        1,
        "elections",
        """
20|K|newspaper-report|Four candidates approved for 9 October poll|The Constitutional Council has approved four presidential candidates for the 9 October 2024 elections: Daniel Chapo of Frelimo, Ossufo Momade of Renamo, Lutero Simango of MDM and the independent Venâncio Mondlane, backed by the Podemos party.|Candidates approved before the cutoff for a later vote.
15|L|newspaper-report|CNE declares Chapo winner with 70.67 per cent|Mozambique's National Elections Commission on Thursday, 24 October 2024, declared Frelimo's Daniel Chapo the winner of the presidential election with 70.67 per cent, with Venâncio Mondlane second on 20.32 per cent. Mondlane rejected the result and called for a general strike.|Reports the October 24, 2024 announcement.
6|K|explainer|What happens after Mozambicans vote|Provincial commissions must tally results within days, and the CNE then has up to 15 days after polling to announce national results, which must be validated by the Constitutional Council. Frelimo has won every election since 1994.|A procedure and deadlines, with past facts.
1|L|newspaper-report|Mondlane's lawyer shot dead in Maputo|Elvino Dias, a lawyer advising opposition candidate Venâncio Mondlane, and Podemos official Paulo Guambe were shot dead in their car in central Maputo late on 18 October 2024, days before official results were due.|Reports a killing on October 18, 2024.
12|K|newspaper-analysis|A young candidate tests Frelimo's grip|Chapo, a 47-year-old former governor of Inhambane, is Frelimo's first presidential candidate born after independence. Mondlane has drawn large crowds in Maputo and Beira, and analysts expect a lower Frelimo vote than in 2019, when Filipe Nyusi took 73 per cent.|Analysis before the vote and a past result.
4|L|newspaper-report|Police fire tear gas at post-election protest|Police dispersed demonstrators with tear gas in Maputo on Monday (21 October 2024) as Mondlane supporters took part in a strike he had called after preliminary tallies showed Frelimo far ahead.|Reports a protest on October 21, 2024.
""",
    ),
    Q(
        "l2-dominican-2024-abinader",
        "Will Luis Abinader win the Dominican Republic's presidential election of May 19, 2024 in the first round?",
        "Resolves YES if official JCE results show Luis Abinader winning more than 50% of valid votes in the May 19, 2024 election, avoiding a runoff. Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-19",
        1,
        "elections",
        """
15|K|newspaper-report|Polls show Abinader above 50 per cent|A survey published on 21 April gave President Luis Abinader of the PRM about 58 per cent of the vote, ahead of former president Leonel Fernández on 24 per cent and Abel Martínez of the PLD on 13 per cent. A runoff, if needed, would be held on 30 June 2024.|A poll before the cutoff and a conditional runoff date.
11|L|newspaper-report|Abinader re-elected in first round|President Luis Abinader won a second term on 19 May 2024 with about 57 per cent of the vote, according to the Central Electoral Board, avoiding a runoff. Leonel Fernández came second with about 29 per cent.|Reports the May 19, 2024 election result.
4|K|election-calendar|JCE confirms timetable for 19 May general election|The campaign closes at midnight on 16 May. Polling stations open from 7:00 to 17:00 on Sunday 19 May 2024, when the country elects a president, vice president, 32 senators and 190 deputies. Municipal elections were held on 18 February.|A timetable of later voting and an earlier vote.
1|L|newspaper-follow-up|PRM also wins supermajority in Congress|Final JCE counts released on 22 May 2024 showed the ruling PRM and its allies winning 29 of the 32 Senate seats and a large majority in the Chamber of Deputies, opening the way for the constitutional reform Abinader has promised.|Reports a count of May 22, 2024 and the election result.
9|K|newspaper-analysis|Haiti, migration dominate final weeks|Abinader has campaigned on continuing construction of the border wall with Haiti and on deportations, which reached record levels in 2023. Fernández accuses the government of overspending and says he will renegotiate the electricity subsidies.|Campaign themes before the cutoff, no later event.
3|L|results-table|Presidential election results, 19 May 2024|Central Electoral Board, with 99.8% of polling stations counted: Luis Abinader (PRM) 57.4%; Leonel Fernández (Fuerza del Pueblo) 28.9%; Abel Martínez (PLD) 10.4%; others 3.3%. Turnout: about 54%.|A results table for the May 19, 2024 election.
""",
    ),
    Q(
        "l2-turkey-local-2024-akp",
        "Will the AK Party win the largest share of the nationwide vote for mayors in Türkiye's local elections of March 31, 2024?",
        "Resolves YES if official Supreme Election Council (YSK) results for the March 31, 2024 local elections show the AKP with a larger share of the nationwide vote for provincial and district mayors than any other party. Resolves NO otherwise.",
        "2024-03-15",
        "2024-03-31",
        0,
        "elections",
        """
24|K|newspaper-report|Erdoğan launches Istanbul bid with Kurum|President Recep Tayyip Erdoğan introduced former Environment Minister Murat Kurum as the AKP's candidate for Istanbul on 7 January, promising to 'take back' the city from the CHP's Ekrem İmamoğlu in the 31 March 2024 elections.|A nomination before the cutoff for a later vote.
23|L|newspaper-report|CHP tops national vote for first time since 1977|The main opposition CHP won about 37.8 per cent of the nationwide vote in the March 31, 2024 local elections, ahead of the AKP's 35.5 per cent, and held Istanbul and Ankara, in Erdoğan's worst defeat in more than two decades.|Reports the March 31, 2024 results.
6|K|newspaper-analysis|New Welfare Party could dent AKP in Anatolia|Fatih Erbakan's New Welfare Party, which broke with the ruling alliance in February, is running its own candidates in most provinces. Pollsters say it could draw three to five points from the AKP on 31 March, particularly in conservative Central Anatolia.|A forecast about a later vote.
1|L|newspaper-report|İmamoğlu re-elected with 11-point margin|Ekrem İmamoğlu won a second term as mayor of Istanbul on 31 March 2024 with 51.1 per cent of the vote against 39.6 per cent for Murat Kurum, according to unofficial results.|Reports a March 31, 2024 result.
4|K|newspaper-report|Erdoğan says these will be his last elections|Erdoğan told a meeting of youth branches in Istanbul on 8 March that the 31 March vote would be his 'final election' under the mandate given by the law, remarks that drew speculation about a constitutional change.|A past statement about a later vote.
5|L|newspaper-follow-up|Erdoğan: 'a turning point for us'|Speaking from the balcony of the AKP headquarters in Ankara in the early hours of April 1, 2024, Erdoğan acknowledged his party had 'lost altitude' and said it would draw lessons from the results.|Reports a speech of April 1, 2024 after the elections.
""",
    ),
    Q(
        "l2-asian-cup-2023-qatar",
        "Will Qatar win the 2023 AFC Asian Cup final, played on February 10, 2024?",
        "Resolves YES if Qatar wins the final of the 2023 AFC Asian Cup, held in Qatar, on February 10, 2024 (after extra time or penalties if needed). Resolves NO otherwise.",
        "2024-01-25",
        "2024-02-10",
        1,
        "sports",
        """
3|K|match-report|Qatar complete perfect group stage|DOHA, Jan 22 -- Hosts Qatar beat China 1-0 on Monday to finish top of Group A with nine points, and will face Palestine in the round of 16 on Jan 29 at Al Bayt Stadium.|A past result and a scheduled match.
19|L|match-report|Afif hat-trick hands Qatar second Asian title|Akram Afif scored three penalties as Qatar beat Jordan 3-1 in the final at Lusail Stadium on 10 February 2024, retaining the trophy they won in 2019. Afif finished as top scorer with eight goals.|Reports the February 10, 2024 final.
8|K|preview|Knockout schedule: dates and venues|Round of 16: Jan 28-31. Quarter-finals: Feb 2-3. Semi-finals: Feb 6-7. Final: Saturday, Feb 10, 2024, 18:00 local time (GMT+3), Lusail Stadium.|A tournament schedule.
1|L|match-report|Jordan stun Korea to reach first final|Jordan beat South Korea 2-0 in Al Rayyan on Tuesday (Feb 6, 2024) to reach their first Asian Cup final, with Yazan Al-Naimat and Musa Al-Taamari scoring in the second half.|Reports a semi-final of February 6, 2024.
14|K|newspaper-analysis|Japan remain the team to beat|With a squad drawn largely from European clubs, Japan are the bookmakers' favourites, while hosts Qatar will rely on Afif and Almoez Ali. Japan's group opener against Vietnam on Jan 14 should offer an early test.|A forecast with a match date before the cutoff.
5|L|results-list|Asian Cup quarter-finals: results|Fri 2 Feb 2024: Tajikistan 0-1 Jordan; Australia 1-2 South Korea (aet). Sat 3 Feb 2024: Iran 2-1 Japan; Qatar 1-1 Uzbekistan (Qatar won 3-2 on penalties).|A results list for quarter-finals of February 2-3, 2024.
""",
    ),
    Q(
        "l2-afl-2024-sydney",
        "Will the Sydney Swans win the 2024 AFL Grand Final on September 28, 2024?",
        "Resolves YES if the Sydney Swans win the 2024 AFL Grand Final at the MCG, scheduled for September 28, 2024. Resolves NO otherwise, including if Sydney do not reach it.",
        "2024-09-12",
        "2024-09-28",
        0,
        "sports",
        """
4|K|match-report|Swans hold off Giants to book prelim at home|Sydney edged GWS by five points in a tense qualifying final at the SCG on Saturday night, earning a week off and a home preliminary final on 20 September 2024. Isaac Heeney kicked two goals despite a heavy knock.|A result before the cutoff and a scheduled match.
15|L|match-report|Lions crush Swans by 60 points to claim flag|Brisbane won the 2024 premiership on Saturday, 28 September 2024, beating Sydney 18.12 (120) to 9.6 (60) at the MCG. Will Ashcroft won the Norm Smith Medal in his second season.|Reports the September 28, 2024 grand final.
10|K|fixture-list|AFL finals series 2024: fixture|Semi-finals: Friday 13 and Saturday 14 September. Preliminary finals: Friday 20 and Saturday 21 September. Grand Final: Saturday 28 September 2024, 2.30pm AEST, MCG.|A fixture of later matches.
1|L|match-report|Sydney demolish Port to reach Grand Final|The Swans thrashed Port Adelaide by 112 points in the first preliminary final at the SCG on Friday, 20 September 2024, the biggest winning margin in a preliminary final, and will meet Brisbane in the decider.|Reports a preliminary final of September 20, 2024.
14|K|newspaper-analysis|Minor premiers carry history's weight|Sydney finished on top of the ladder for the first time since 2016, but have lost their past two grand finals, against the Western Bulldogs in 2016 and Geelong in 2022. Bookmakers have them as narrow premiership favourites over Port Adelaide and Geelong.|Past results and odds before the cutoff.
5|L|newspaper-report|Cripps wins second Brownlow|Carlton captain Patrick Cripps won his second Brownlow Medal at the count in Melbourne on Monday night, 23 September 2024, polling a record 45 votes.|Reports the Brownlow count of September 23, 2024.
""",
    ),
    Q(
        "l2-neeraj-paris-2024-gold",
        "Will Neeraj Chopra win the gold medal in the men's javelin throw at the Paris 2024 Olympics?",
        "Resolves YES if Neeraj Chopra wins gold in the men's javelin final at the Paris 2024 Olympic Games, scheduled for August 8, 2024. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-08",
        0,
        "sports",
        """
30|K|newspaper-report|Neeraj wins Paavo Nurmi Games with 85.97m|Neeraj Chopra won the Paavo Nurmi Games in Turku on June 18 with a throw of 85.97m, his first international meet since he pulled out of Ostrava in late May with a muscle niggle. He said he would work on his technique over the next month before Paris.|A past result and plans for later.
11|L|newspaper-report|Arshad Nadeem sets Olympic record, Neeraj takes silver|Pakistan's Arshad Nadeem won gold with an Olympic record 92.97m in the men's javelin final at the Stade de France on August 8, 2024, while defending champion Neeraj Chopra took silver with 89.45m, his season's best.|Reports the August 8, 2024 final.
7|K|schedule|When to watch Neeraj in Paris|Men's javelin qualification, Group A: August 6, 1:50 pm IST. Group B: 3:20 pm IST. Final: August 8, 2024, 11:55 pm IST. Chopra is in Group B; the automatic qualifying mark is 84.00m.|A schedule of later events.
1|L|newspaper-report|Manu Bhaker wins India's first medal in Paris|Shooter Manu Bhaker won bronze in the women's 10m air pistol at Châteauroux on Sunday, 28 July 2024, becoming the first Indian woman to win an Olympic shooting medal.|Reports a July 28, 2024 event after the cutoff.
13|K|newspaper-analysis|The 90m question|Chopra's personal best of 89.94m, set in Stockholm in 2022, remains just short of the 90m mark. Coach Klaus Bartonietz has said Paris is about winning, not distance. Nadeem, the Commonwealth champion, and Germany's Julian Weber are seen as his main rivals.|Past facts and expectations, no later event.
4|L|newspaper-report|Chopra qualifies with first throw of 89.34m|Neeraj Chopra qualified for the final with his first attempt of 89.34m in qualification on Tuesday, 6 August 2024, the best throw of the day.|Reports the August 6, 2024 qualification.
""",
    ),
    Q(
        "l2-japan-wcq-2025-qualify",
        "Will Japan secure qualification for the 2026 FIFA World Cup by March 25, 2025?",
        "Resolves YES if, by the end of its match of March 25, 2025, Japan has mathematically secured a place at the 2026 World Cup through the AFC third round of qualifying. Resolves NO otherwise.",
        "2025-03-11",
        "2025-03-25",
        1,
        "sports",
        """
20|K|newspaper-report|Japan one win from World Cup ticket|Japan, top of Group C with 16 points from six games, will clinch a place at the 2026 World Cup if they beat Bahrain at Saitama Stadium on March 20, 2025. Their other March fixture is against Saudi Arabia at the same venue on March 25.|A conditional about a scheduled match.
23|L|match-report|Samurai Blue first to qualify for 2026 World Cup|Japan beat Bahrain 2-0 at Saitama Stadium on Thursday (March 20, 2025), with second-half goals from Daichi Kamada and Takefusa Kubo, to become the first team other than the hosts to qualify for the 2026 World Cup.|Reports the March 20, 2025 result.
8|K|newspaper-report|Moriyasu to name squad on March 13|Head coach Hajime Moriyasu will announce his squad for the two home qualifiers on March 13, 2025, the Japan Football Association said. Captain Wataru Endo is expected to be included despite limited minutes at Liverpool.|A past statement about a later announcement.
1|L|newspaper-report|Moriyasu names squad for Bahrain, Saudi games|Japan coach Hajime Moriyasu named his squad on March 13, 2025 for the qualifiers against Bahrain and Saudi Arabia, with Kaoru Mitoma and Takefusa Kubo among the attackers.|Reports a squad announcement of March 13, 2025.
15|K|newspaper-analysis|Record run in the third round|Japan have scored 22 goals and conceded two in six games of the third round, including a 7-0 win over China and a 5-0 win in Bahrain in September. No Asian side has qualified this early in the 48-team era.|Past results before the cutoff.
4|L|match-report|Japan held 0-0 by Saudi Arabia after qualifying|Already qualified, Japan were held to a goalless draw by Saudi Arabia in Saitama on March 25, 2025, the first time they had failed to score in the third round.|Reports the March 25, 2025 match and the earlier qualification.
""",
    ),
    Q(
        "l2-india-nz-test-series-2024",
        "Will India win the three-match Test series against New Zealand played from October 16 to November 5, 2024?",
        "Resolves YES if India win more Tests than New Zealand in the series of three Tests in Bengaluru, Pune and Mumbai, scheduled from October 16 to November 5, 2024. Resolves NO otherwise.",
        "2024-10-14",
        "2024-11-05",
        0,
        "sports",
        """
13|K|match-report|India sweep Bangladesh after Kanpur blitz|India beat Bangladesh by seven wickets in Kanpur on October 1 to win the series 2-0, after more than two days were lost to rain. Yashasvi Jaiswal made fifties in both innings.|A result before the cutoff.
19|L|match-report|India bowled out for 46, lowest total at home|India were dismissed for 46 on the second day of the first Test in Bengaluru on Thursday (October 17, 2024), their lowest Test total at home, after rain washed out the first day. Matt Henry took five for 15.|Reports an October 17, 2024 collapse.
9|K|fixture-list|New Zealand tour of India, 2024: fixtures|1st Test: October 16-20, 2024, M. Chinnaswamy Stadium, Bengaluru. 2nd Test: October 24-28, MCA Stadium, Pune. 3rd Test: November 1-5, Wankhede Stadium, Mumbai. All matches start at 9.30 am IST.|A schedule of later matches.
1|L|match-report|Santner's 13 wickets hand NZ first series win in India|New Zealand beat India by 113 runs in Pune on October 26, 2024 to take an unassailable 2-0 lead, their first Test series win in India. Mitchell Santner finished with match figures of 13 for 157.|Reports the October 26, 2024 result.
11|K|newspaper-report|Southee steps down, Latham to lead NZ in India|Tim Southee resigned as New Zealand's Test captain after the 2-0 defeat in Sri Lanka, and Tom Latham will lead the side in India. Kane Williamson's fitness for the first Test is uncertain after a groin strain in Galle.|Team news before the cutoff.
4|L|scorecard|3rd Test, Mumbai: New Zealand won by 25 runs|Wankhede Stadium, 1-3 November 2024. New Zealand 235 and 174; India 263 and 121 (Pant 64; Ajaz Patel 6-57). New Zealand won by 25 runs and took the series 3-0. Player of the match: Ajaz Patel (11 wickets).|A scorecard reports the Test of November 1-3, 2024.
""",
    ),
    Q(
        "l2-tokyo-sakura-2024",
        "Will the Japan Meteorological Agency declare the start of cherry blossom flowering in Tokyo by March 25, 2024?",
        "Resolves YES if the JMA announces, on or before March 25, 2024, that the specimen somei-yoshino tree at Yasukuni Shrine in Tokyo has begun flowering. Resolves NO otherwise.",
        "2024-03-11",
        "2024-03-25",
        0,
        "climate",
        """
25|K|forecast|First sakura forecast puts Tokyo at March 19|Japan Meteorological Corp.'s first forecast of the season, released on Thursday, projects Tokyo's cherry trees to start blooming around March 19, 2024, slightly earlier than usual, after a mild winter. Full bloom is expected about a week later.|A forecast of a later event.
15|L|newspaper-report|Tokyo's cherry blossoms finally open|The Japan Meteorological Agency declared the start of the cherry blossom season in Tokyo on Friday (March 29, 2024), after officials counted at least five flowers on the specimen tree at Yasukuni Shrine. It was the latest start in Tokyo in more than a decade.|Reports the March 29, 2024 declaration.
6|K|explainer|How the JMA decides the sakura has arrived|Officials inspect a designated somei-yoshino tree at Yasukuni Shrine and declare flowering once five or six blossoms have opened. The agency stopped publishing its own forecasts in 2010 and leaves predictions to private weather firms.|A procedure, no dates after the cutoff reported.
1|L|newspaper-report|Cold snap delays blossoms, Tokyo yet to bloom|There was still no sign of flowers at Yasukuni Shrine on Monday, March 25, 2024, an agency official said, as chilly weather kept buds closed across the Kanto region.|Reports an inspection of March 25, 2024.
10|K|forecast|Weathernews revises Tokyo forecast to March 23|Private forecaster Weathernews now expects Tokyo's blossoms to open around March 23, 2024, later than its earlier projection, because of cooler temperatures forecast for mid-March. Osaka and Nagoya are expected around March 26.|A revised forecast of later dates.
5|L|newspaper-report|BOJ ends negative interest rates|The Bank of Japan on Tuesday, March 19, 2024, raised its short-term policy rate to a range of 0 to 0.1 percent, ending eight years of negative rates and scrapping yield curve control.|Reports an unrelated event of March 19, 2024, after the cutoff.
""",
    ),
    Q(
        "l2-monsoon-kerala-2025",
        "Will the India Meteorological Department declare the onset of the southwest monsoon over Kerala by May 31, 2025?",
        "Resolves YES if the IMD declares the onset of the 2025 southwest monsoon over Kerala on or before May 31, 2025. Resolves NO otherwise.",
        "2025-05-15",
        "2025-05-31",
        1,
        "climate",
        """
30|K|newspaper-report|IMD forecasts above-normal monsoon at 105% of LPA|The India Meteorological Department on Tuesday (April 15) forecast an above-normal southwest monsoon this year, with seasonal rainfall at 105 per cent of the long period average, and said neutral ENSO conditions are likely to persist. A forecast for the onset over Kerala will be issued in mid-May.|A past forecast and a later release.
11|L|newspaper-report|Monsoon hits Kerala eight days early, earliest since 2009|The southwest monsoon set in over Kerala on Saturday, May 24, 2025, eight days ahead of the normal date of June 1, the India Meteorological Department announced, making it the earliest onset over the state since 2009.|Reports the May 24, 2025 onset.
4|K|newspaper-report|Monsoon likely to reach Kerala around May 27|The monsoon is likely to set in over Kerala around May 27, 2025, with a model error of plus or minus four days, the IMD said on Saturday. If it arrives as forecast, it will be the earliest onset since 2009.|A forecast and a conditional about a later date.
1|L|newspaper-report|Mumbai records earliest monsoon onset, metro station flooded|The monsoon arrived in Mumbai on May 26, 2025, about two weeks ahead of schedule and the earliest on record, as heavy rain flooded roads and the newly opened Acharya Atre Chowk underground metro station in Worli.|Reports the May 26, 2025 onset in Mumbai.
2|K|newspaper-report|Monsoon advances into Andaman Sea|The southwest monsoon advanced into parts of the south Bay of Bengal, the south Andaman Sea and the Nicobar Islands on Tuesday, the IMD said, and conditions are favourable for further advance over the next three to four days.|An advance before the cutoff and an outlook.
5|L|newspaper-follow-up|Monsoon covers entire country by June 29|The monsoon covered the whole of India on June 29, 2025, nine days ahead of the normal date of July 8, after an early onset over Kerala on May 24, the weather office said.|Reports the June 29, 2025 coverage and the May 24 onset.
""",
    ),
    Q(
        "l2-tokyo-metro-ipo-2024",
        "Will Tokyo Metro shares close their first trading day, October 23, 2024, above the IPO price?",
        "Resolves YES if Tokyo Metro Co.'s closing share price on the Tokyo Stock Exchange on its first trading day, scheduled for October 23, 2024, is above its IPO price. Resolves NO otherwise.",
        "2024-10-09",
        "2024-10-23",
        1,
        "markets",
        """
19|K|agency-wire|TSE approves Tokyo Metro listing for Oct 23|TOKYO, Sept 20 (Kyodo) -- The Tokyo Stock Exchange on Friday approved the listing of Tokyo Metro Co. on its Prime Market on Oct. 23, 2024, in what is set to be the country's largest initial public offering since SoftBank Corp.'s mobile unit in 2018. The central and Tokyo metropolitan governments will each sell half of their holdings.|A past approval and a scheduled listing.
23|L|market-report|Tokyo Metro soars 45% in market debut|Tokyo Metro shares closed at 1,739 yen on Wednesday (Oct. 23, 2024), 45 percent above the offer price of 1,200 yen, after opening at 1,630 yen, giving the subway operator a market value of about 1 trillion yen.|Reports the October 23, 2024 debut.
4|K|market-report|Tokyo Metro sets indicative range of 1,100-1,200 yen|Tokyo Metro set a tentative price range of 1,100 to 1,200 yen per share on Friday, with the final price to be fixed on Oct. 14, 2024 after book-building. Demand from retail investors is reported to be strong.|A past range-setting and a scheduled pricing.
1|L|market-report|Tokyo Metro IPO priced at top of range|The final offer price for Tokyo Metro was set at 1,200 yen, the top of the indicative range, on Oct. 14, 2024, raising about 348.6 billion yen for the two governments.|Reports the October 14, 2024 pricing.
11|K|newspaper-analysis|A rail IPO in a jittery market|The Nikkei has swung sharply since early August's plunge, and some fund managers warn that a large offering could weigh on the market. Supporters say Tokyo Metro's stable ridership and property assets make it attractive for dividend seekers.|Analysis before the cutoff, no later event.
1|L|agency-wire|Ishiba dissolves lower house for Oct 27 election|TOKYO, Oct. 9 (Kyodo) -- Prime Minister Shigeru Ishiba dissolved the House of Representatives on Wednesday, Oct. 9, 2024, eight days after taking office, setting the stage for a general election on Oct. 27.|Reports a dissolution on the cutoff day.
""",
    ),
    Q(
        "l2-nissan-honda-talks-end-2025",
        "Will Nissan and Honda announce the end of their merger talks by February 28, 2025?",
        "Resolves YES if, by February 28, 2025, Nissan and Honda announce that they have terminated their December 2024 memorandum of understanding on a business integration. Resolves NO otherwise.",
        "2025-02-04",
        "2025-02-28",
        1,
        "company_deals",
        """
29|K|newspaper-report|Honda, Nissan aim to seal merger deal by June|Honda and Nissan signed a memorandum of understanding on Dec. 23 to explore a business integration under a joint holding company, aiming to conclude a definitive agreement in June 2025 and list the new company in August 2026. Mitsubishi Motors will decide by the end of January whether to join.|A past agreement and stated targets for later dates.
19|L|newspaper-report|Honda and Nissan formally call off merger talks|Honda and Nissan said on Thursday, Feb. 13, 2025 that they had terminated their memorandum of understanding on a business integration, less than two months after announcing it, but would continue cooperating on electric vehicles and software.|Reports the February 13, 2025 termination.
8|K|newspaper-analysis|What a subsidiary structure would mean for Nissan|Some Honda executives are said to favour making Nissan a subsidiary rather than an equal partner in a holding company, an idea Nissan's management is expected to resist. Both boards are due to give an update on the talks in mid-February 2025.|Reported views and a later update.
1|L|newspaper-report|Nissan to withdraw from merger talks, reports say|Nissan plans to withdraw from the merger talks after Honda proposed making it a subsidiary, several Japanese media outlets reported on Feb. 5, 2025, sending Nissan shares down.|Reports news of February 5, 2025.
12|K|newspaper-report|Mitsubishi Motors to delay decision on joining|Mitsubishi Motors will wait for progress between Honda and Nissan before deciding whether to join the integration, CEO Takao Kato told reporters. Nissan owns about a quarter of the company.|A statement before the cutoff, no later event.
4|L|newspaper-follow-up|Espinosa takes the wheel at Nissan|Ivan Espinosa took over as Nissan's chief executive on April 1, 2025, after Makoto Uchida stepped down following the collapse of the Honda talks and a plunge in profits.|Reports an April 1, 2025 leadership change.
""",
    ),
    Q(
        "l2-couche-tard-seven-withdraw-2025",
        "Will Alimentation Couche-Tard withdraw its proposal to acquire Seven & i Holdings by July 31, 2025?",
        "Resolves YES if, by July 31, 2025, Couche-Tard publicly withdraws its proposal to acquire Seven & i Holdings. Resolves NO otherwise.",
        "2025-07-08",
        "2025-07-31",
        1,
        "company_deals",
        """
30|K|newspaper-report|Seven & i shareholders back Dacus as new CEO|Shareholders at Seven & i's annual meeting in Tokyo on May 27 approved Stephen Dacus as president and CEO, the first non-Japanese to lead the company. Dacus said a special committee would continue to review Couche-Tard's proposal.|A past meeting, no later event.
15|L|newspaper-report|Couche-Tard walks away from $47bn Seven & i bid|Alimentation Couche-Tard withdrew its proposal to buy Seven & i Holdings on July 16, 2025, saying the Japanese retailer had not engaged constructively. Seven & i shares fell about 9 percent in Tokyo the next day.|Reports the July 16, 2025 withdrawal.
10|K|newspaper-analysis|Antitrust questions dog the deal|Couche-Tard has offered to sell more than 2,000 US stores to ease antitrust concerns, and says it is waiting for Seven & i to engage on a divestiture plan. The Canadian group has set no public deadline for the talks.|Positions before the cutoff, no later event.
1|L|market-report|Seven & i shares slump after bid collapses|Shares of Seven & i fell more than 9 percent on Thursday (July 17, 2025), the first trading session after Couche-Tard abandoned its takeover proposal.|Reports the July 17, 2025 share fall.
6|K|newspaper-report|7-Eleven US listing planned for second half of 2026|Seven & i reaffirmed plans to list its North American convenience store business, 7-Eleven Inc., in the second half of 2026 and to return about 2 trillion yen to shareholders by fiscal 2030.|A stated plan for later dates.
3|L|newspaper-report|Ruling coalition loses upper house majority|The LDP-Komeito coalition lost its majority in the House of Councillors in the election of July 20, 2025, with the upstart Sanseito making large gains, piling pressure on Prime Minister Shigeru Ishiba.|Reports an unrelated election result of July 20, 2025, after the cutoff.
""",
    ),
    Q(
        "l2-gachagua-senate-2024",
        "Will Kenya's Senate remove Deputy President Rigathi Gachagua from office by October 31, 2024?",
        "Resolves YES if, by October 31, 2024, the Senate votes to uphold at least one charge in the impeachment of Deputy President Rigathi Gachagua, removing him from office. Resolves NO otherwise.",
        "2024-10-04",
        "2024-10-31",
        1,
        "politics",
        """
2|K|newspaper-report|Gachagua impeachment motion tabled with 291 signatures|Kibwezi West MP Mwengi Mutuse on Tuesday (October 1) tabled a motion to impeach Deputy President Rigathi Gachagua on 11 grounds, backed by 291 MPs. Public participation will be held across all 47 counties on Friday, October 4, and a vote in the National Assembly is expected on October 8, 2024.|A past tabling and scheduled later steps.
11|L|newspaper-report|Senate impeaches Gachagua on five charges|The Senate on Thursday night, October 17, 2024, voted to remove Deputy President Rigathi Gachagua from office, upholding five of the 11 charges, including gross violation of the Constitution. Gachagua, who was admitted to hospital that afternoon, did not testify.|Reports the October 17, 2024 Senate vote.
15|K|newspaper-analysis|What the Constitution says about removing a deputy president|If the National Assembly passes an impeachment motion by a two-thirds majority, the Speaker must inform the Senate within two days, and the Senate has ten days to hear the charges. A deputy president removed in this way cannot hold public office again.|A procedure, no dates after the cutoff.
1|L|newspaper-report|MPs vote 281-44 to impeach Gachagua|The National Assembly voted 281 to 44 on Tuesday, October 8, 2024, to impeach Deputy President Gachagua, well above the two-thirds threshold, sending the motion to the Senate.|Reports the October 8, 2024 Assembly vote.
26|K|newspaper-report|Gachagua: 'I will not resign'|Speaking in Nyeri on Sunday, Gachagua said he would not be intimidated by MPs allied to the President who were collecting signatures to remove him.|A statement before the cutoff.
4|L|newspaper-report|Kindiki sworn in as Deputy President|Interior Cabinet Secretary Kithure Kindiki was sworn in as Kenya's Deputy President on November 1, 2024, after the High Court lifted orders that had suspended his assumption of office.|Reports a November 1, 2024 swearing-in.
""",
    ),
    Q(
        "l2-kenya-finance-bill-2024",
        "Will Kenya's Finance Bill 2024 be signed into law by July 10, 2024?",
        "Resolves YES if President William Ruto assents to the Finance Bill 2024 on or before July 10, 2024. Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-10",
        0,
        "legislation",
        """
27|K|newspaper-report|Finance Bill proposes VAT on bread, motor vehicle tax|The Finance Bill 2024, published this month, proposes 16 percent VAT on bread, a 2.5 percent annual tax on the value of private motor vehicles and an eco-levy on locally made goods. Treasury CS Njuguna Ndung'u says the measures would raise about Sh346 billion in the year starting July 1, 2024.|Proposals and a start date, no later event reported.
23|L|newspaper-report|Protesters storm Parliament as MPs pass Finance Bill|Demonstrators broke into the Parliament buildings in Nairobi on Tuesday, June 25, 2024, shortly after MPs passed the Finance Bill 2024 in its third reading by 195 votes to 106. Police opened fire and several people were killed.|Reports events of June 25, 2024.
2|K|newspaper-report|Committee drops bread VAT, vehicle tax|The Finance and National Planning Committee on Tuesday (June 18) tabled its report recommending the removal of VAT on bread and the motor vehicle tax, as young protesters marched in Nairobi under the #OccupyParliament banner. The House begins debate on the second reading on Wednesday.|Committee changes and protests before the cutoff and a scheduled debate.
1|L|newspaper-report|MPs approve Finance Bill at second reading, 204-115|The National Assembly on Thursday, June 20, 2024, voted 204 to 115 to pass the Finance Bill 2024 at second reading, as police used tear gas on protesters in several towns.|Reports a vote on the cutoff day.
9|K|explainer|What happens after MPs vote|Once passed, the Bill goes to the President, who has 14 days to assent or refer it back with reservations. The Finance Act must be in place by June 30, 2024 for the new tax measures to take effect at the start of the financial year on July 1.|A procedure and deadlines.
4|L|newspaper-report|Ruto declines to sign Finance Bill|President William Ruto said on Wednesday, June 26, 2024, that he would not sign the Finance Bill 2024 and would return it to Parliament with a recommendation that all its clauses be deleted, a day after deadly protests.|Reports the June 26, 2024 decision.
""",
    ),
    Q(
        "l2-hk-article23-2024",
        "Will Hong Kong's Legislative Council pass the Safeguarding National Security Bill by March 31, 2024?",
        "Resolves YES if LegCo passes the Safeguarding National Security Bill, the local law under Article 23 of the Basic Law, on or before March 31, 2024. Resolves NO otherwise.",
        "2024-03-07",
        "2024-03-31",
        1,
        "legislation",
        """
30|K|newspaper-report|Article 23 consultation opens, runs to Feb 28|The government launched a public consultation on the local national security law on Tuesday (Jan 30), with Chief Executive John Lee saying the bill should be passed 'at full speed' and as early as possible in 2024. The consultation closes on Feb 28.|A past launch and a consultation deadline before the cutoff.
19|L|newspaper-report|LegCo passes Article 23 law unanimously|The Legislative Council unanimously passed the Safeguarding National Security Bill on Tuesday (March 19, 2024), 89 votes to none, less than two weeks after it was introduced. The law took effect on March 23.|Reports the March 19, 2024 vote and the March 23 commencement.
3|K|newspaper-report|Government says it received 13,000 submissions|Secretary for Security Chris Tang said the consultation drew about 13,000 submissions, 98.6 percent of them in support. The bill will be gazetted and tabled at the Legislative Council 'in the near future', he said, and the government hopes to see it passed before the Easter holidays begin on March 29, 2024.|Figures before the cutoff and an undated later step.
1|L|newspaper-report|National security bill gazetted, first reading today|The Safeguarding National Security Bill was published in the Gazette on Friday, March 8, 2024, and received its first reading in the Legislative Council the same day, with a bills committee meeting daily from that evening.|Reports the March 8, 2024 gazettal and first reading.
15|K|newspaper-analysis|Foreign chambers seek clarity on 'state secrets'|Business groups have asked the government to define state secrets and external interference more narrowly, warning that broad language could deter international firms. Officials say the law targets a small minority.|Views before the cutoff, no later event.
2|L|follow-up-as-planned|New security law in force from today|As planned, the Safeguarding National Security Ordinance came into force on Saturday, March 23, 2024, when it was published in the Gazette, four days after LegCo passed it. Chief Executive John Lee signed it into law the day before.|Reports the March 23, 2024 commencement and the earlier passage.
""",
    ),
    Q(
        "l2-thai-marriage-equality-senate-2024",
        "Will Thailand's Senate approve the marriage equality bill by June 30, 2024?",
        "Resolves YES if the Senate passes the Civil and Commercial Code amendment on marriage equality in its final reading on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-04",
        "2024-06-30",
        1,
        "legislation",
        """
28|K|newspaper-report|Senate passes marriage bill in first reading|Senators voted 147 to 4 on April 2 to accept the marriage equality bill in principle, a week after it cleared the House of Representatives 400-10 on March 27. A Senate committee will now scrutinise the text, with final readings expected in June 2024.|Past votes and an expected later step.
15|L|newspaper-report|Thailand becomes first in Southeast Asia to pass marriage equality|The Senate approved the marriage equality bill in its final readings on Tuesday (June 18, 2024) by 130 votes to 4, with 18 abstentions, making Thailand the first country in Southeast Asia to legalise same-sex marriage once royal endorsement is given.|Reports the June 18, 2024 Senate vote.
10|K|newspaper-report|Bangkok Pride parade to celebrate bill|Organisers expect tens of thousands at Bangkok Pride on Saturday, June 1, with Prime Minister Srettha Thavisin invited. They hope the Senate will complete the bill before the current senators leave office.|A planned event and a hope, no later event reported.
1|L|newspaper-report|Royal endorsement for marriage equality law|The marriage equality law was published in the Royal Gazette on September 24, 2024, after royal endorsement, and will take effect 120 days later, on January 22, 2025.|Reports the September 24, 2024 publication.
5|K|newspaper-report|Senate to vote on June 18|Senate Speaker Pornpetch Wichitcholchai said the chamber will hold its second and third readings of the marriage equality bill on June 18, 2024, one of its last sessions before the new Senate takes office.|A past statement about a scheduled vote.
4|L|newspaper-report|Hundreds of couples wed on first day of new law|More than 1,800 same-sex couples registered their marriages across Thailand on January 23, 2025, the first day under the new law, the Interior Ministry said.|Reports weddings on January 23, 2025.
""",
    ),
    Q(
        "l2-waqf-bill-2025",
        "Will both Houses of India's Parliament pass the Waqf (Amendment) Bill by April 10, 2025?",
        "Resolves YES if both the Lok Sabha and the Rajya Sabha pass the Waqf (Amendment) Bill, 2024, as reported by the Joint Parliamentary Committee, on or before April 10, 2025. Resolves NO otherwise.",
        "2025-03-25",
        "2025-04-10",
        1,
        "legislation",
        """
30|K|newspaper-report|JPC report on Waqf Bill tabled amid uproar|The Joint Parliamentary Committee's report on the Waqf (Amendment) Bill was tabled in both Houses on February 13, with Opposition members alleging that their dissent notes had been deleted. Committee chairman Jagdambika Pal denied the charge.|A past tabling, no later event.
11|L|newspaper-report|Lok Sabha passes Waqf Bill after 12-hour debate|The Lok Sabha passed the Waqf (Amendment) Bill, 2024, shortly after midnight on April 3, 2025, with 288 members voting in favour and 232 against, after a marathon debate. The Rajya Sabha will take it up later in the day.|Reports the April 3, 2025 Lok Sabha vote.
8|K|newspaper-report|Government likely to bring Waqf Bill in second half of Budget session|Parliamentary Affairs Minister Kiren Rijiju said the government intends to bring the amended Waqf Bill for passage before the Budget session ends on April 4, 2025. The Union Cabinet cleared the JPC's amendments last month.|A stated intention about a later deadline and a past approval.
1|L|newspaper-report|Rajya Sabha clears Waqf Bill 128-95|The Rajya Sabha passed the Waqf (Amendment) Bill in the early hours of April 4, 2025, by 128 votes to 95, completing parliamentary approval. President Droupadi Murmu gave her assent on April 5.|Reports the April 4, 2025 vote and the April 5 assent.
7|K|newspaper-report|Muslim Personal Law Board protests at Jantar Mantar|The All India Muslim Personal Law Board held a protest at Jantar Mantar on Monday against the bill, saying it would weaken community control over waqf properties. Opposition leaders including Asaduddin Owaisi addressed the gathering.|A protest before the cutoff, no later event.
4|L|court-report|SC to hear petitions against Waqf Act on April 16|The Supreme Court on April 16, 2025 heard petitions challenging the Waqf (Amendment) Act, 2025, and recorded the Centre's assurance that no appointments would be made to waqf boards until the next hearing.|Reports a hearing of April 16, 2025 and the passed law.
""",
    ),
    Q(
        "l2-saudi-2034-fifa-congress",
        "Will the FIFA Congress confirm Saudi Arabia as host of the 2034 World Cup on December 11, 2024?",
        "Resolves YES if the FIFA Extraordinary Congress of December 11, 2024 confirms Saudi Arabia as host of the 2034 FIFA World Cup. Resolves NO otherwise.",
        "2024-11-27",
        "2024-12-11",
        1,
        "sports",
        """
29|K|newspaper-report|Saudi Arabia's 2034 bid book pledges 15 stadiums|Saudi Arabia submitted its official bid for the 2034 World Cup in July, with plans for 15 stadiums in five host cities, including a venue at NEOM and the 92,000-seat King Salman Stadium in Riyadh, most of which are yet to be built.|A past bid submission and plans.
23|L|newspaper-report|FIFA confirms Saudi Arabia as 2034 World Cup host|FIFA's 211 member associations confirmed Saudi Arabia as host of the 2034 World Cup by acclamation at a virtual Extraordinary Congress on Wednesday (Dec 11, 2024), minutes after awarding the 2030 edition to Morocco, Spain and Portugal.|Reports the December 11, 2024 decision.
9|K|newspaper-report|Single vote for 2030 and 2034 hosts|The FIFA Council decided that member associations will confirm the hosts of both the 2030 and 2034 tournaments in a single vote at the Extraordinary Congress on Dec 11, 2024, to be held online. Saudi Arabia is the only candidate for 2034.|A past decision about a scheduled vote.
1|L|newspaper-report|FIFA gives Saudi bid highest score ever|FIFA's evaluation report, published on Friday, Nov 29, 2024, gave Saudi Arabia's bid an average score of 4.2 out of 5, the highest for any World Cup bid, and rated the human rights risk as 'medium'.|Reports a report published November 29, 2024.
12|K|newspaper-analysis|Rights groups step up pressure before FIFA vote|Amnesty International and Human Rights Watch have urged FIFA to demand binding labour protections before the vote next month, arguing that the construction programme carries serious risks for migrant workers.|Calls before a scheduled vote, no later event.
5|L|newspaper-report|Riyadh celebrates with fireworks|Fireworks lit up the sky over Riyadh and Jeddah on the night of December 11, 2024, after the World Cup award, as crowds gathered on the capital's main boulevards.|Reports celebrations on December 11, 2024.
""",
    ),
    Q(
        "l2-argentina-ley-bases-senate-2024",
        "Will Argentina's Senate approve the Ley Bases in a general vote by June 30, 2024?",
        "Resolves YES if the Argentine Senate approves President Javier Milei's Ley Bases bill in a general vote on or before June 30, 2024. Resolves NO otherwise.",
        "2024-05-31",
        "2024-06-30",
        1,
        "legislation",
        """
30|K|newspaper-report|Deputies approve Ley Bases, sending it to Senate|The Chamber of Deputies approved the Ley Bases in general by 142 votes to 106 on April 30, after a 20-hour session, along with a fiscal package that restores income tax for higher earners. The bill now goes to the Senate, where Milei's party has only seven of 72 seats.|A past vote and a later stage.
19|L|newspaper-report|Villarruel casts tie-breaking vote as Senate approves Ley Bases|The Senate approved Milei's Ley Bases in general on Wednesday, June 12, 2024, after a 36-36 tie was broken by Vice President Victoria Villarruel, while police and protesters clashed outside Congress. Articles were voted in detail in the early hours of June 13.|Reports the June 12, 2024 Senate vote.
11|K|newspaper-analysis|May Pact postponed as Senate talks drag|The government has conceded that its 'Pacto de Mayo' with governors, originally planned for May 25 in Córdoba, will not happen on that date. Chief of Cabinet Guillermo Francos said the Senate vote would come in the first half of June 2024, without giving a day.|A past postponement and an undated later vote.
1|L|newspaper-report|Deputies give final approval to Ley Bases|The Chamber of Deputies approved the Senate's version of the Ley Bases and the fiscal package on June 28, 2024, giving Milei his first major legislative victory after six months in office.|Reports the June 28, 2024 final approval.
6|K|newspaper-report|Senate committees close in on majority report|The Senate's committees expect to sign a majority report on the Ley Bases this week after weeks of negotiations with provincial senators, opening the way for a floor debate. Opposition senators said they would present at least two minority reports.|Expected committee steps and plans, no later event reported.
4|L|newspaper-report|Milei and governors sign July Pact in Tucumán|President Javier Milei signed the 'Pacto de Julio' with 18 provincial governors in San Miguel de Tucumán in the early hours of July 9, 2024, after Congress approved the Ley Bases.|Reports the July 9, 2024 pact.
""",
    ),
    Q(
        "l2-tsmc-q3-2024-net-income",
        "Will TSMC report third-quarter 2024 net income above NT$300 billion?",
        "Resolves YES if TSMC's third-quarter 2024 results, scheduled for October 17, 2024, show net income attributable to shareholders above NT$300 billion. Resolves NO otherwise.",
        "2024-10-07",
        "2024-10-17",
        1,
        "earnings",
        """
26|K|company-report|TSMC August revenue up 33% year on year|TSMC reported August 2024 revenue of about NT$250.9 billion on Sept. 10, up 33 percent from a year earlier and down 2.4 percent from July. The company will release September revenue on Oct. 9, 2024.|A past release and a scheduled one.
15|L|newspaper-report|TSMC Q3 net profit jumps 54% to NT$325.3 billion|Taiwan Semiconductor Manufacturing Co. reported net income of NT$325.26 billion for the third quarter of 2024 on Thursday, Oct. 17, 2024, up 54.2 percent from a year earlier and well above analysts' estimates, on strong demand for AI chips. Earnings per share were NT$12.54.|Reports the October 17, 2024 results.
14|K|earnings-preview|TSMC guides Q3 revenue of US$22.4-23.2 billion|At its July 18 earnings conference, TSMC guided third-quarter revenue of US$22.4 billion to US$23.2 billion and a gross margin of 53.5 to 55.5 percent. Analysts expect net income of around NT$300 billion for the quarter.|Past guidance and a forecast.
1|L|company-report|TSMC Q3 revenue reaches NT$759.7 billion|TSMC said on Wednesday, Oct. 9, 2024 that September revenue was NT$251.9 billion, bringing third-quarter revenue to NT$759.69 billion, above the top of its guidance in Taiwan dollar terms.|Reports the October 9, 2024 monthly revenue release.
4|K|event-notice|TSMC third quarter 2024 earnings conference|Date: Thursday, October 17, 2024. Time: 14:00 Taiwan time (UTC+8). Format: in-person and webcast; the presentation will be posted to the investor relations website before the call.|A notice of a later conference call.
3|L|quote-after-event|Wei: 'AI demand is real'|'The demand is real, and I believe it's just the beginning,' Chairman C.C. Wei told analysts on the October 17, 2024 earnings call, as TSMC raised its full-year revenue growth forecast to close to mid-30 percent in US dollar terms.|Reports remarks on the October 17, 2024 call.
""",
    ),
    Q(
        "l2-sensex-80000-2024",
        "Will the BSE Sensex trade above 80,000 points by July 15, 2024?",
        "Resolves YES if the BSE Sensex trades above 80,000 at any time, intraday or at the close, on or before July 15, 2024. Resolves NO otherwise.",
        "2024-06-21",
        "2024-07-15",
        1,
        "markets",
        """
17|K|market-report|Sensex crashes 4,390 points on poll results|The Sensex fell 4,389.73 points, or 5.7 per cent, to close at 72,079.05 on Tuesday (June 4) as election results showed the BJP falling short of a majority on its own, its biggest one-day fall in four years.|A past market fall.
11|L|market-report|Sensex crosses 80,000 for the first time|The Sensex breached the 80,000 mark for the first time in early trade on Wednesday, July 3, 2024, led by banking heavyweights, before ending just below it. The index closed above 80,000 the next day.|Reports the July 3, 2024 milestone.
8|K|market-report|Sensex hits record as Modi 3.0 Cabinet takes charge|The Sensex touched a record 77,079 on Monday (June 10), a day after Narendra Modi was sworn in for a third term, as investors bet on policy continuity. Analysts see the full Budget in July as the next trigger.|A past record and an undated later event.
1|L|market-report|Sensex, Nifty end at record closing highs|The Sensex ended above 80,000 for the first time on July 4, 2024, at 80,049.67, while the Nifty closed at a record 24,302.15.|Reports the July 4, 2024 close.
5|K|brokerage-note|Sensex target 82,000 by December|We raise our December 2024 Sensex target to 82,000 from 80,000, assuming earnings growth of about 15 per cent in FY25 and a stable macro backdrop. Key risks: a weak monsoon and any change in capital gains tax in the July Budget.|A forecast with later dates.
4|L|market-report|Sensex slips after Budget raises capital gains tax|The Sensex fell as much as 1,200 points intraday on July 23, 2024, after Finance Minister Nirmala Sitharaman raised short-term capital gains tax on equities to 20 per cent in the Budget.|Reports a July 23, 2024 Budget and market move.
""",
    ),
]
