# ruff: noqa: E501 (the texts are data, wrapped by hand)
"""The texts of the leak set's `wire` part (questions 1-22; the rest in `_wire_texts2.py`).

Each document is (days before the cutoff it is published, label L=leak / K=keep, style,
title, text, why). Written for this set; see `build_wire.py` and the README.
"""

from __future__ import annotations

from _part_builder import Q

PART_ONE = [
    Q(
        "lw-fomc-2023-07-hike",
        "Will the FOMC raise the federal funds target range at its July 25-26, 2023 meeting?",
        "Resolves YES if the FOMC statement released on July 26, 2023 raises the target range "
        "above 5.00%-5.25%. Resolves NO for a hold or a cut.",
        "2023-07-12",
        "2023-07-26",
        1,
        "central_banks",
        [
            (
                6,
                "K",
                "wire-preview",
                "Fed seen resuming hikes after June skip",
                "WASHINGTON (Wire) - Fed funds futures price roughly a 90% chance of a quarter-point "
                "increase at the July 25-26, 2023 meeting, after officials paused on June 14, 2023. "
                "The statement is due at 2 p.m. ET on July 26, 2023, followed by Chair Jerome "
                "Powell's news conference.",
                "A pause before the cutoff and the scheduled meeting and statement.",
            ),
            (
                3,
                "L",
                "wire-brief",
                "Fed lifts rates to 22-year high",
                "WASHINGTON, July 26, 2023 (Wire) - The Federal Reserve raised its benchmark rate by a "
                "quarter point to a 5.25%-5.50% range, the highest since 2001, and left the door "
                "open to another increase.",
                "A dateline of July 26, 2023 over the hike reported as done.",
            ),
            (
                9,
                "K",
                "calendar",
                "Week ahead: US data and central banks",
                "Wed July 12, 2023: June CPI, 8:30 a.m. ET. Thu July 13, 2023: June PPI. "
                "Tue-Wed July 25-26, 2023: FOMC meeting; statement at 2:00 p.m. ET on the second day.",
                "A calendar of scheduled releases and the meeting.",
            ),
            (
                2,
                "L",
                "social-post",
                "Post by @ratesdesk",
                "Jul 26, 2023 - 25bp hike, as everyone expected. Vote unanimous. Powell at the "
                "presser: September is live, nothing decided.",
                "A post dated July 26, 2023 reporting the hike and the vote.",
            ),
            (
                12,
                "K",
                "criteria",
                "Question: Will the Fed hike in July 2023?",
                "This question resolves YES if the statement published at the end of the FOMC meeting "
                "of July 25-26, 2023 sets a target range higher than 5.00%-5.25%. If the meeting is "
                "rescheduled, the question resolves on the next statement released before August 31, "
                "2023.",
                "Resolution criteria with the meeting and a fallback date.",
            ),
        ],
    ),
    Q(
        "lw-fomc-2024-12-cut",
        "Will the FOMC lower the federal funds target range at its December 17-18, 2024 meeting?",
        "Resolves YES if the FOMC statement released on December 18, 2024 lowers the target range "
        "from 4.50%-4.75%. Resolves NO for a hold or a hike.",
        "2024-12-04",
        "2024-12-18",
        1,
        "central_banks",
        [
            (
                2,
                "L",
                "live-blog",
                "Live: Fed decision day",
                "2:00 p.m. ET, Dec. 18, 2024 - The statement is out: a quarter-point cut to "
                "4.25%-4.50%, with Cleveland Fed President Beth Hammack dissenting in favour of no "
                "change.\n2:04 p.m. - New projections show just two cuts pencilled in for 2025.",
                "A live-blog entry of December 18, 2024 reporting the cut and the dissent.",
            ),
            (
                5,
                "L",
                "outcome-noun",
                "Stocks' worst Fed day in years",
                "The Dow's 1,123-point slide after the December 18, 2024 cut came as officials "
                "signalled a slower pace of easing next year; the Russell 2000 lost 4.4%.",
                "Treats the December 18, 2024 cut and the market fall as done.",
            ),
            (
                14,
                "K",
                "base-rate",
                "How often the Fed moves in December",
                "The Fed cut at its December meetings in 2007 and 2008 and raised rates at every "
                "December meeting from 2015 to 2018; it left rates unchanged in December 2019, "
                "2020 and 2021.",
                "Earlier December decisions only.",
            ),
            (
                3,
                "K",
                "conditional",
                "A December cut would be the third in a row",
                "If officials lower rates again on December 18, 2024, total easing since September "
                "would reach a full percentage point. Powell said on November 7, 2024 that the "
                "committee would decide meeting by meeting.",
                "A conditional about the meeting and a statement made before the cutoff.",
            ),
            (
                6,
                "K",
                "analysis-before",
                "What the November cut tells us",
                "The quarter-point cut on November 7, 2024 was unanimous, and minutes released on "
                "November 26, 2024 showed officials favoured moving gradually. November payrolls, due "
                "December 6, 2024, and CPI on December 11, 2024 are the last big data before the "
                "meeting.",
                "Earlier decisions and minutes, then scheduled data releases.",
            ),
        ],
    ),
    Q(
        "lw-ecb-2023-09-hike",
        "Will the ECB raise its deposit facility rate at its September 14, 2023 meeting?",
        "Resolves YES if the Governing Council decision announced on September 14, 2023 raises "
        "the deposit facility rate above 3.75%. Resolves NO otherwise.",
        "2023-08-31",
        "2023-09-14",
        1,
        "central_banks",
        [
            (
                4,
                "L",
                "press-release",
                "Monetary policy decisions",
                "14 September 2023 - The Governing Council today decided to raise the three key ECB "
                "interest rates by 25 basis points. Accordingly, the interest rate on the deposit "
                "facility will be increased to 4.00%, with effect from 20 September 2023.",
                "A release dated 14 September 2023 reporting the decision; only its effect is future.",
            ),
            (
                2,
                "L",
                "social-post",
                "Post by @euroratewatch",
                "Flash HICP for August, out 31 Aug 2023: 5.3% y/y, same as July; core eases to 5.3%. "
                "September now a coin flip.",
                "Reports the flash inflation estimate released on the cutoff day.",
            ),
            (
                5,
                "K",
                "wire-preview",
                "Lagarde keeps September open",
                "Markets price about a 40% chance of a tenth straight increase on September 14, "
                "2023, after Lagarde said at Jackson Hole on August 25, 2023 that rates would stay "
                "restrictive for as long as necessary.",
                "Market pricing of a future meeting and a speech before the cutoff.",
            ),
            (
                20,
                "K",
                "calendar",
                "ECB meeting calendar, second half of 2023",
                "Monetary policy meetings of the Governing Council: 27 July, 14 September, "
                "26 October and 14 December 2023. Press conferences start at 14:45 CET.",
                "A schedule of meetings.",
            ),
            (
                15,
                "K",
                "analysis-before",
                "July hike was the ninth in a row",
                "The 25 basis-point increase on 27 July 2023 took the deposit rate to 3.75%, and "
                "Lagarde said the September decision was open: the council might hike or it might "
                "pause.",
                "An earlier decision and an open outlook.",
            ),
        ],
    ),
    Q(
        "lw-boe-2023-08-hike",
        "Will the Bank of England raise Bank Rate at its August 3, 2023 announcement?",
        "Resolves YES if the Monetary Policy Committee decision published on August 3, 2023 "
        "raises Bank Rate above 5.00%. Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-03",
        1,
        "central_banks",
        [
            (
                3,
                "L",
                "wire-brief",
                "BoE raises rates to 5.25%, 14th straight hike",
                "LONDON, Aug 3 2023 (Wire) - The Bank of England lifted Bank Rate by 25 basis points "
                "to 5.25% in a 6-3 vote, with two members backing a half-point move and one voting "
                "to hold.",
                "A dateline of August 3, 2023 over the decision and the vote.",
            ),
            (
                6,
                "L",
                "update-appended",
                "Smaller hike back in play after inflation surprise",
                "Economists expect the MPC to raise Bank Rate by a quarter or a half point on "
                "August 3, 2023 after June inflation came in at 7.9%. [Updated August 3, 2023: The "
                "MPC voted 6-3 to raise Bank Rate by a quarter point to 5.25%.]",
                "A preview with an appended update reporting the August 3, 2023 decision.",
            ),
            (
                18,
                "K",
                "past-and-schedule",
                "MPC delivers half-point surprise",
                "The MPC raised Bank Rate by 50 basis points to 5.00% on 22 June 2023 in a 7-2 vote. "
                "Its next announcement, with a new Monetary Policy Report, is on 3 August 2023.",
                "A decision before the cutoff and the next scheduled announcement.",
            ),
            (
                8,
                "K",
                "regulator-notice",
                "Release calendar: Office for National Statistics",
                "Consumer price inflation, UK: July 2023 - release date 16 August 2023, 07:00. "
                "GDP monthly estimate, UK: June 2023 - release date 11 August 2023, 07:00.",
                "Scheduled release dates.",
            ),
            (
                4,
                "K",
                "conditional",
                "What a second half-point move would mean",
                "Should the committee opt for another half-point move on August 3, 2023, Bank Rate "
                "would reach 5.50%, a level last seen in early 2008.",
                "A conditional about the scheduled decision.",
            ),
        ],
    ),
    Q(
        "lw-boc-2024-06-cut",
        "Will the Bank of Canada lower its policy rate at its June 5, 2024 announcement?",
        "Resolves YES if the decision announced on June 5, 2024 lowers the target for the "
        "overnight rate from 5.00%. Resolves NO otherwise.",
        "2024-05-22",
        "2024-06-05",
        1,
        "central_banks",
        [
            (
                2,
                "L",
                "press-release",
                "Bank of Canada reduces policy rate by 1/4 percentage point",
                "OTTAWA, ONTARIO, June 5, 2024 - The Bank of Canada today reduced its target for the "
                "overnight rate to 4 3/4%, with the Bank Rate at 5% and the deposit rate at 4 3/4%. "
                "The Bank is continuing its policy of balance sheet normalization.",
                "A release dated June 5, 2024 reporting the cut.",
            ),
            (
                10,
                "L",
                "wiki-as-of",
                "Monetary policy of Canada",
                "As of 24 July 2024, the target for the overnight rate stands at 4.50%, after cuts "
                "of 25 basis points at the June and July 2024 decisions, making Canada the first G7 "
                "central bank to ease in this cycle.",
                "An article as of 24 July 2024 reporting both cuts.",
            ),
            (
                1,
                "K",
                "wire-preview",
                "June or July? Economists split on first cut",
                "Economists are split on whether Governor Tiff Macklem will move at the June 5, 2024 "
                "decision or wait until July 24, 2024, after April inflation slowed to 2.7%.",
                "A preview naming two scheduled decisions.",
            ),
            (
                12,
                "K",
                "criteria",
                "Question: Will the Bank of Canada cut in June 2024?",
                "Resolves YES if the scheduled announcement on June 5, 2024 lowers the target for "
                "the overnight rate. An unscheduled move before that date also counts. If no "
                "decision is published by June 7, 2024, the question resolves NO.",
                "Resolution criteria with a fallback date.",
            ),
            (
                30,
                "K",
                "analysis-before",
                "Sixth straight hold",
                "The bank held at 5% on April 10, 2024 for a sixth straight meeting, and Macklem said "
                "a June cut was within the realm of possibilities.",
                "An earlier decision and a statement about a possible future move.",
            ),
        ],
    ),
    Q(
        "lw-rbi-2025-02-cut",
        "Will the Reserve Bank of India cut the repo rate at the MPC decision of February 7, 2025?",
        "Resolves YES if the policy announced on February 7, 2025 lowers the policy repo rate "
        "from 6.50%. Resolves NO otherwise.",
        "2025-01-24",
        "2025-02-07",
        1,
        "central_banks",
        [
            (
                3,
                "L",
                "wire-brief",
                "RBI cuts for the first time in nearly five years",
                "MUMBAI, Feb 7, 2025 (Wire) - The Reserve Bank of India cut its repo rate by 25 basis "
                "points to 6.25%, its first reduction in nearly five years, at Governor Sanjay "
                "Malhotra's first policy meeting.",
                "A dateline of February 7, 2025 over the cut.",
            ),
            (
                5,
                "L",
                "social-post",
                "Post by @marketsIndia",
                "1 Feb 2025: Budget day - the finance minister lifts the income-tax exemption "
                "threshold to Rs 12 lakh. Bond yields dip; a cut next week looks likelier.",
                "Reports the budget of 1 February 2025, after the cutoff.",
            ),
            (
                9,
                "K",
                "calendar",
                "Policy calendar",
                "MPC meeting: 5-7 February 2025; the resolution will be published at 10:00 a.m. IST "
                "on 7 February 2025. Union Budget: 1 February 2025.",
                "A schedule.",
            ),
            (
                20,
                "K",
                "analysis-before",
                "A hold, and a CRR cut",
                "The MPC held the repo rate at 6.50% on 6 December 2024 but cut the cash reserve "
                "ratio by 50 basis points; Malhotra took office on 11 December 2024.",
                "Earlier decisions, before the cutoff.",
            ),
            (
                2,
                "K",
                "hard-keep",
                "Economists see a quarter-point cut",
                "Economists polled last week expected a quarter-point cut on 7 February 2025, and "
                "said the move would depend on the rupee, which hit a record low on 13 January 2025.",
                "A past-tense poll about a future decision and an earlier record low.",
            ),
        ],
    ),
    Q(
        "lw-us-cpi-2023-06",
        "Will US CPI inflation for June 2023 be below 3.5% year over year?",
        "Resolves YES if the all-items CPI-U 12-month change for June 2023, in the BLS release "
        "scheduled for July 12, 2023, is below 3.5%. Resolves NO otherwise.",
        "2023-06-28",
        "2023-07-12",
        1,
        "macro_data",
        [
            (
                4,
                "L",
                "regulator-notice",
                "Consumer Price Index - June 2023",
                "Transmission of material in this release is embargoed until 8:30 a.m. (ET) "
                "Wednesday, July 12, 2023. The all items index increased 3.0 percent for the 12 "
                "months ending June, the smallest 12-month increase since the period ending March "
                "2021.",
                "The statistics release of July 12, 2023, with the figure.",
            ),
            (
                2,
                "L",
                "social-post",
                "Post by @macrotape",
                "Jul 12 2023 - CPI 3.0% y/y vs 3.1% expected. Two-year yield down 10bp. Still a "
                "hike this month, say desks.",
                "A post dated July 12, 2023 reporting the figure.",
            ),
            (
                16,
                "K",
                "calendar",
                "Release schedule: Consumer Price Index",
                "CPI for June 2023 - July 12, 2023, 8:30 AM. CPI for July 2023 - August 10, 2023, "
                "8:30 AM. CPI for August 2023 - September 13, 2023, 8:30 AM.",
                "Scheduled release dates.",
            ),
            (
                10,
                "K",
                "analysis-before",
                "Base effects to drag inflation lower",
                "May's reading of 4.0%, released on June 13, 2023, was the lowest in two years, and "
                "with June 2022's 9.1% peak dropping out, the annual rate is expected to fall sharply "
                "in the next report.",
                "An earlier release and an expectation.",
            ),
            (
                3,
                "K",
                "wire-preview",
                "Nowcast points to about 3%",
                "The Cleveland Fed's nowcast puts June 2023 headline inflation near 3.1%; the "
                "official figure is due on July 12, 2023.",
                "A forecast and the scheduled release date.",
            ),
        ],
    ),
    Q(
        "lw-us-unemployment-2023-10",
        "Will the US unemployment rate for October 2023 be 3.9% or higher?",
        "Resolves YES if the Employment Situation release scheduled for November 3, 2023 reports "
        "an October 2023 unemployment rate of 3.9% or more. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-03",
        1,
        "macro_data",
        [
            (
                5,
                "L",
                "data-table",
                "Employment Situation, October 2023",
                "Released 2023-11-03. Nonfarm payrolls: +150,000. Unemployment rate: 3.9% "
                "(September: 3.8%). Average hourly earnings: +0.2% m/m.",
                "A data table of the release of 2023-11-03.",
            ),
            (
                2,
                "L",
                "wire-brief",
                "Auto strike dents October hiring",
                "Hiring slowed in October as the UAW strike subtracted about 33,000 jobs, the Labor "
                "Department said on Nov. 3, 2023; the jobless rate rose to 3.9%.",
                "Reports the November 3, 2023 release as done.",
            ),
            (
                3,
                "K",
                "wire-preview",
                "Jobs report preview",
                "Economists expect the October report, due at 8:30 a.m. on Friday, November 3, 2023, "
                "to show about 180,000 jobs added and unemployment holding at 3.8%, with the auto "
                "strike a drag.",
                "A forecast of a scheduled release.",
            ),
            (
                12,
                "K",
                "earlier-fact",
                "September payrolls blow past forecasts",
                "Payrolls jumped 336,000 in September, the government said on October 6, 2023, "
                "while the unemployment rate held at 3.8%.",
                "A release before the cutoff.",
            ),
            (
                8,
                "K",
                "base-rate",
                "How much the jobless rate moves in a month",
                "In most monthly reports of the past two years the unemployment rate moved by 0.1 "
                "point or less; the last jump of 0.3 point came in the report for August 2023.",
                "Earlier reports only.",
            ),
        ],
    ),
    Q(
        "lw-japan-q4-2023-gdp",
        "Will Japan's preliminary GDP estimate for Q4 2023 show a quarter-on-quarter contraction?",
        "Resolves YES if the Cabinet Office's first estimate for October-December 2023, scheduled "
        "for February 15, 2024, shows real GDP falling from the previous quarter.",
        "2024-02-01",
        "2024-02-15",
        1,
        "macro_data",
        [
            (
                3,
                "L",
                "wire-brief",
                "Japan slips into recession, loses No. 3 spot to Germany",
                "TOKYO, Feb 15, 2024 (Wire) - Real GDP shrank an annualised 0.4% in "
                "October-December, a second straight quarterly decline, and Japan lost its place as "
                "the world's third-largest economy to Germany.",
                "A dateline of February 15, 2024 over the reported contraction.",
            ),
            (
                6,
                "L",
                "analysis",
                "Recession gives BOJ critics ammunition",
                "Two straight quarters of contraction, confirmed by the data of February 15, 2024, "
                "gave critics of an early Bank of Japan exit fresh ammunition.",
                "Treats the February 15, 2024 data as known.",
            ),
            (
                14,
                "K",
                "calendar",
                "Cabinet Office release calendar",
                "Oct-Dec 2023 preliminary GDP: 15 February 2024, 8:50 a.m. Second preliminary "
                "estimate: 11 March 2024.",
                "Scheduled release dates.",
            ),
            (
                30,
                "K",
                "earlier-fact",
                "Third-quarter slump revised deeper",
                "The Cabinet Office said on 15 November 2023 that the economy shrank an annualised "
                "2.1% in July-September, and revised the drop to 2.9% on 8 December 2023.",
                "Earlier releases only.",
            ),
            (
                4,
                "K",
                "conditional",
                "A technical recession is in play",
                "If the February 15, 2024 estimate shows a second quarterly decline, Japan would meet "
                "the common definition of a technical recession.",
                "A conditional about a scheduled release.",
            ),
        ],
    ),
    Q(
        "lw-stanley-cup-2024-panthers",
        "Will the Florida Panthers win the 2024 Stanley Cup Final?",
        "Resolves YES if Florida wins the best-of-seven final against the Edmonton Oilers, which "
        "begins on June 8, 2024 and ends no later than June 24, 2024.",
        "2024-06-07",
        "2024-06-24",
        1,
        "sports",
        [
            (
                2,
                "L",
                "box-score",
                "Box score: Oilers at Panthers, Game 7",
                "FINAL - Monday, June 24, 2024, Amerant Bank Arena. Edmonton 1, Florida 2. Goals: FLA "
                "Carter Verhaeghe (1st), EDM Mattias Janmark (1st), FLA Sam Reinhart (2nd). Florida "
                "wins series 4-3.",
                "A final box score dated June 24, 2024.",
            ),
            (
                4,
                "L",
                "result-table",
                "Stanley Cup Final 2024: results",
                "| Game | Date | Result |\n| 1 | 2024-06-08 | FLA 3, EDM 0 |\n| 2 | 2024-06-10 | "
                "FLA 4, EDM 1 |\n| 3 | 2024-06-13 | FLA 4, EDM 3 |",
                "A results table of games played on and after 2024-06-08.",
            ),
            (
                3,
                "K",
                "schedule",
                "Stanley Cup Final schedule",
                "All times ET. Game 1: Sat June 8, 2024, at Florida, 8 p.m. Game 2: Mon June 10, 2024, "
                "at Florida. Game 3: Thu June 13, 2024, at Edmonton. Game 4: Sat June 15, 2024, at "
                "Edmonton. Games 5-7, if necessary: June 18, 21 and 24, 2024.",
                "A schedule of the final.",
            ),
            (
                1,
                "K",
                "preview",
                "Bobrovsky against McDavid",
                "Florida returns to the final a year after losing to Vegas in five games, and faces "
                "Connor McDavid's Oilers, who beat Dallas on June 2, 2024 to reach their first final "
                "since 2006.",
                "A preview with an earlier result.",
            ),
            (
                1,
                "K",
                "social-post-forward",
                "Post by @catsfan_",
                "Game 1 is Saturday June 8, 2024. If we take both at home we're in great shape. "
                "Let's go!!",
                "A fan's post about a scheduled game, with a conditional.",
            ),
        ],
    ),
    Q(
        "lw-nba-finals-2025-thunder",
        "Will the Oklahoma City Thunder win the 2025 NBA Finals?",
        "Resolves YES if the Thunder win the best-of-seven NBA Finals against the Indiana Pacers, "
        "which begin on June 5, 2025. Resolves NO otherwise.",
        "2025-06-01",
        "2025-06-22",
        1,
        "sports",
        [
            (
                2,
                "L",
                "box-score",
                "Final: Pacers at Thunder, Game 7",
                "Game 7, June 22, 2025, Paycom Center - Pacers 91, Thunder 103. Shai "
                "Gilgeous-Alexander 29 points, 12 assists. Tyrese Haliburton left in the first "
                "quarter with a leg injury. Thunder win series 4-3.",
                "A box score dated June 22, 2025.",
            ),
            (
                5,
                "L",
                "wire-brief",
                "Gilgeous-Alexander is Finals MVP",
                "OKLAHOMA CITY, June 22, 2025 (Wire) - Shai Gilgeous-Alexander was named Finals MVP "
                "after the Thunder pulled away in the second half for the franchise's first title "
                "since moving from Seattle.",
                "A dateline of June 22, 2025 over the title and the award.",
            ),
            (
                3,
                "K",
                "schedule",
                "2025 NBA Finals schedule",
                "Game 1: Thursday, June 5, 2025, Pacers at Thunder, 8:30 p.m. ET on ABC. Game 2: "
                "Sunday, June 8. Game 3: Wednesday, June 11, in Indianapolis. Game 7, if necessary: "
                "Sunday, June 22, 2025.",
                "A schedule.",
            ),
            (
                1,
                "K",
                "preview",
                "68-win Thunder meet the Pacers",
                "The Thunder won 68 games in the regular season and beat Minnesota in five to reach "
                "the Finals; Indiana eliminated New York on May 31, 2025.",
                "Earlier results and a scheduled series.",
            ),
            (
                10,
                "K",
                "criteria",
                "Market rules: 2025 NBA champion",
                "This market resolves YES if Oklahoma City wins the 2025 NBA Finals. It may resolve "
                "as soon as a team wins its fourth game; if the series is not finished by June 30, "
                "2025, it resolves on the league's official announcement.",
                "Market rules with a fallback date.",
            ),
        ],
    ),
    Q(
        "lw-world-series-2023-rangers",
        "Will the Texas Rangers win the 2023 World Series?",
        "Resolves YES if Texas wins the 2023 World Series against the Arizona Diamondbacks, "
        "which starts on October 27, 2023. Resolves NO otherwise.",
        "2023-10-24",
        "2023-11-04",
        1,
        "sports",
        [
            (
                1,
                "L",
                "box-score",
                "Rangers 5, Diamondbacks 0",
                "Final, Wednesday, Nov. 1, 2023, at Chase Field: Rangers 5, Diamondbacks 0. Nathan "
                "Eovaldi pitched six scoreless innings and Mitch Garver's single in the seventh broke "
                "a scoreless tie. Texas wins the series 4-1; Corey Seager is World Series MVP.",
                "A final score dated November 1, 2023.",
            ),
            (
                3,
                "L",
                "live-blog",
                "Live: World Series Game 1",
                "Oct. 27, 2023, 11:40 p.m. CT - Adolis Garcia's walk-off homer in the 11th gives "
                "Texas a 6-5 win in Game 1. Seager had tied it with a two-run shot in the ninth.",
                "A live-blog entry of October 27, 2023 reporting the game.",
            ),
            (
                1,
                "K",
                "preview",
                "Rangers wait for NLCS Game 7",
                "Texas beat Houston 11-4 in Game 7 of the ALCS on October 23, 2023 and will face the "
                "winner of the NLCS, whose Game 7 is tonight, October 24, 2023, in Philadelphia.",
                "An earlier result and a game still to be played.",
            ),
            (
                2,
                "K",
                "schedule",
                "World Series 2023 schedule",
                "Game 1: Fri Oct. 27, 2023 at Texas. Game 2: Sat Oct. 28. Games 3-5: Oct. 30 - "
                "Nov. 1, 2023 at Arizona. Games 6-7, if necessary: Nov. 3-4, 2023 at Texas.",
                "A schedule.",
            ),
            (
                6,
                "K",
                "base-rate",
                "Wild cards and the World Series",
                "Wild-card teams have won the World Series seven times since the format began in "
                "1995, most recently Washington in 2019.",
                "Earlier seasons only.",
            ),
        ],
    ),
    Q(
        "lw-masters-2024-scheffler",
        "Will Scottie Scheffler win the 2024 Masters Tournament?",
        "Resolves YES if Scheffler wins the Masters at Augusta National, played April 11-14, "
        "2024, including any playoff. Resolves NO otherwise.",
        "2024-03-31",
        "2024-04-14",
        1,
        "sports",
        [
            (
                2,
                "L",
                "wire-brief",
                "Scheffler wins second green jacket",
                "AUGUSTA, Ga., April 14, 2024 (Wire) - Scottie Scheffler closed with a 68 to win the "
                "Masters by four shots at 11 under. Ludvig Aberg finished second on his debut.",
                "A dateline of April 14, 2024 over the result.",
            ),
            (
                6,
                "L",
                "social-post",
                "Post by @golfwire",
                "Apr 12, 2024: Weather delay done. Bryson DeChambeau leads at -7 after round one, "
                "Scheffler one back.",
                "A post reporting the first round, after the cutoff.",
            ),
            (
                1,
                "K",
                "preview",
                "Scheffler the favourite",
                "Scheffler arrives as the favourite after wins at Bay Hill on March 10, 2024 and at "
                "the Players Championship on March 17, 2024; the first round starts on Thursday, "
                "April 11, 2024.",
                "Earlier wins and the scheduled start.",
            ),
            (
                12,
                "K",
                "schedule",
                "Masters week",
                "Practice rounds April 8-10, 2024; Par 3 Contest April 10, 2024; rounds one to four "
                "April 11-14, 2024. A sudden-death playoff, if needed, begins on the 18th hole.",
                "A schedule.",
            ),
            (
                4,
                "K",
                "conditional",
                "A second jacket in three years?",
                "A win on April 14, 2024 would give Scheffler a second green jacket, after his first "
                "in 2022.",
                "A conditional about the final round.",
            ),
        ],
    ),
    Q(
        "lw-us-open-2023-djokovic",
        "Will Novak Djokovic win the 2023 US Open men's singles title?",
        "Resolves YES if Djokovic wins the men's singles final at the 2023 US Open, scheduled "
        "for September 10, 2023. Resolves NO otherwise.",
        "2023-08-25",
        "2023-09-10",
        1,
        "sports",
        [
            (
                3,
                "L",
                "wire-brief",
                "Djokovic wins 24th major",
                "NEW YORK, Sept. 10, 2023 (Wire) - Novak Djokovic beat Daniil Medvedev 6-3, 7-6 (5), "
                "6-3 to win the US Open and his 24th Grand Slam singles title, equalling Margaret "
                "Court's record.",
                "A dateline of September 10, 2023 over the result.",
            ),
            (
                8,
                "L",
                "wiki-as-of",
                "Novak Djokovic career statistics",
                "As of 11 September 2023, Djokovic has won 24 major singles titles, the most by a "
                "man, and returns to world No. 1 in the rankings published that day.",
                "An article as of 11 September 2023 counting the new title.",
            ),
            (
                5,
                "K",
                "preview",
                "Djokovic seeded second",
                "Djokovic, who beat Carlos Alcaraz in the Cincinnati final on August 20, 2023, is "
                "seeded second; the tournament starts on August 28, 2023 and the men's final is set "
                "for September 10, 2023.",
                "An earlier result and the schedule.",
            ),
            (
                20,
                "K",
                "history",
                "Djokovic in New York",
                "Djokovic won the US Open in 2011, 2015 and 2018 and lost the 2021 final to Medvedev "
                "in straight sets.",
                "Earlier editions only.",
            ),
            (
                2,
                "K",
                "conditional",
                "Court's record within reach",
                "Should Djokovic reach the September 10, 2023 final and win it, a 24th major would "
                "tie Margaret Court's all-time mark.",
                "A conditional about the final.",
            ),
        ],
    ),
    Q(
        "lw-tour-2024-pogacar",
        "Will Tadej Pogacar win the 2024 Tour de France?",
        "Resolves YES if Pogacar wears the yellow jersey at the finish of the final stage in Nice "
        "on July 21, 2024. Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-21",
        1,
        "sports",
        [
            (
                3,
                "L",
                "result-table",
                "Tour de France 2024: final general classification",
                "General classification after stage 21 (Monaco-Nice time trial, 21 July 2024): "
                "1. Tadej Pogacar (UAE); 2. Jonas Vingegaard (Visma), +6' 17\"; 3. Remco Evenepoel "
                "(Soudal Quick-Step), +9' 18\".",
                "A final classification dated 21 July 2024.",
            ),
            (
                7,
                "L",
                "live-blog",
                "Live: stage 4, Pinerolo to Valloire",
                "Live, stage 4, 2 July 2024: Pogacar attacks near the top of the Galibier and takes "
                "the yellow jersey in Valloire; Vingegaard and Evenepoel lose time on the descent.",
                "A live-blog entry of 2 July 2024 reporting the stage.",
            ),
            (
                10,
                "K",
                "preview",
                "A Tour that ends in Nice",
                "The 2024 Tour starts in Florence on 29 June 2024 and, for the first time, finishes "
                "outside Paris, with a time trial from Monaco to Nice on 21 July 2024 because of the "
                "Olympics.",
                "The route and scheduled dates.",
            ),
            (
                14,
                "K",
                "earlier-fact",
                "Giro won by almost ten minutes",
                "Pogacar won the Giro d'Italia on 26 May 2024 by almost ten minutes and is trying to "
                "become the first rider since Marco Pantani in 1998 to win both in the same year.",
                "An earlier result.",
            ),
            (
                2,
                "K",
                "conditional",
                "Vingegaard's fitness the big unknown",
                "If Vingegaard, who crashed in April at the Tour of the Basque Country, is not fit "
                "for the start on 29 June 2024, Pogacar would be the clear favourite.",
                "A conditional about the start.",
            ),
        ],
    ),
    Q(
        "lw-ncaa-2024-uconn",
        "Will UConn win the 2024 NCAA Division I men's basketball championship?",
        "Resolves YES if Connecticut wins the national championship game in Glendale, Arizona, "
        "on April 8, 2024. Resolves NO otherwise.",
        "2024-03-14",
        "2024-04-08",
        1,
        "sports",
        [
            (
                2,
                "L",
                "box-score",
                "National championship box score",
                "NCAA championship, April 8, 2024, State Farm Stadium - Purdue 60, UConn 75. Tristen "
                "Newton 20 pts, 7 ast; Zach Edey 37 pts for Purdue. UConn is the first repeat "
                "champion since Florida in 2007.",
                "A box score dated April 8, 2024.",
            ),
            (
                5,
                "L",
                "wire-brief",
                "UConn is the No. 1 overall seed",
                "NEW YORK, March 17, 2024 (Wire) - UConn was named the No. 1 overall seed in the NCAA "
                "tournament on Selection Sunday, ahead of Houston, Purdue and North Carolina.",
                "Reports the seeding of March 17, 2024, after the cutoff.",
            ),
            (
                9,
                "K",
                "schedule",
                "Tournament dates",
                "Selection Sunday: March 17, 2024. First Four: March 19-20, 2024. Final Four: April "
                "6, 2024. National championship: April 8, 2024, Glendale, Ariz.",
                "A schedule.",
            ),
            (
                15,
                "K",
                "base-rate",
                "Back-to-back champions are rare",
                "Only two programs have won back-to-back titles since 1973: Duke in 1991-92 and "
                "Florida in 2006-07.",
                "Earlier seasons only.",
            ),
            (
                1,
                "K",
                "hard-keep",
                "Huskies open Big East tournament Thursday",
                "UConn, which won last year's title on April 3, 2023, will open Big East tournament "
                "play against Xavier on March 14, 2024 at Madison Square Garden.",
                "An earlier title and a game still to come.",
            ),
            (
                4,
                "L",
                "title-only",
                "UConn repeats as champion, routs Purdue 75-60",
                "The national championship game is April 8, 2024 at State Farm Stadium in Glendale; "
                "tip-off is 9:20 p.m. ET.",
                "The title reports the April 8, 2024 final's result.",
            ),
        ],
    ),
]
