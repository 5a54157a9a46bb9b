# ruff: noqa: E501 (the texts are data, wrapped by hand)
"""The texts of the leak set's `wire` part, questions 17-30 (see `_wire_texts.py`)."""

from __future__ import annotations

from _part_builder import Q

PART_TWO = [
    Q(
        "lw-f1-2025-norris",
        "Will Lando Norris win the 2025 Formula One World Drivers' Championship?",
        "Resolves YES if Norris is drivers' champion at the end of the 2025 season, which ends "
        "with the Abu Dhabi Grand Prix on December 7, 2025. Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-07",
        1,
        "sports",
        [
            (
                2,
                "L",
                "wire-brief",
                "Norris is world champion",
                "ABU DHABI, Dec 7, 2025 (Wire) - Lando Norris finished third at Yas Marina to take "
                "the world championship by two points from Max Verstappen, who won the race.",
                "A dateline of December 7, 2025 over the title.",
            ),
            (
                6,
                "L",
                "regulator-notice",
                "Stewards' decision: Las Vegas Grand Prix",
                "FIA stewards' decision, 22 November 2025, Las Vegas Grand Prix: cars 4 and 81 are "
                "disqualified from the race classification; their skid blocks were found below the "
                "minimum thickness.",
                "A decision dated 22 November 2025, after the cutoff.",
            ),
            (
                9,
                "K",
                "criteria",
                "Market rules: 2025 drivers' champion",
                "Resolves YES if the FIA's final classification names Norris champion. The market may "
                "resolve early if he becomes mathematically certain of the title before December 7, "
                "2025.",
                "Market rules with an early-resolution clause.",
            ),
            (
                3,
                "K",
                "preview",
                "Three rounds left",
                "With three rounds left - Las Vegas on November 22, 2025, Qatar on November 30, 2025 "
                "and Abu Dhabi on December 7, 2025 - Norris leads Oscar Piastri by 24 points and "
                "Verstappen by 49.",
                "Standings before the cutoff and the remaining schedule.",
            ),
            (
                8,
                "K",
                "analysis-before",
                "Two in a row for Norris",
                "Norris's win in Sao Paulo on November 9, 2025 was his second in a row, after Mexico "
                "City on October 26, 2025.",
                "Earlier results only.",
            ),
        ],
    ),
    Q(
        "lw-apple-fq4-2023-revenue",
        "Will Apple report revenue above $90 billion for its fiscal fourth quarter of 2023?",
        "Resolves YES if Apple's results for the quarter ended September 30, 2023, scheduled for "
        "release on November 2, 2023, show net sales above $90 billion.",
        "2023-10-19",
        "2023-11-02",
        0,
        "earnings",
        [
            (
                3,
                "L",
                "earnings-release",
                "Apple reports fourth quarter results",
                "CUPERTINO, CALIFORNIA - November 2, 2023 - Apple today announced financial results "
                "for its fiscal 2023 fourth quarter ended September 30, 2023. The Company posted "
                "quarterly revenue of $89.5 billion, down 1 percent year over year.",
                "An earnings release dated November 2, 2023, with the figure.",
            ),
            (
                7,
                "L",
                "correction-appended",
                "Apple shares slip after results",
                "Apple shares fell in late trading after the company forecast a weak holiday quarter. "
                "Correction, Nov 3, 2023: an earlier version said iPhone revenue declined; it rose 3% "
                "to $43.8 billion.",
                "A correction dated November 3, 2023 stating the reported iPhone revenue.",
            ),
            (
                2,
                "K",
                "press-release-advance",
                "Apple to webcast its Q4 2023 call",
                "Apple will provide live streaming of its Q4 2023 financial results conference call "
                "beginning at 2:00 p.m. PT on November 2, 2023.",
                "An advance notice of the call.",
            ),
            (
                5,
                "K",
                "preview",
                "Analysts expect flat revenue",
                "Analysts expect revenue of about $89.3 billion for the September quarter, roughly "
                "flat from a year ago; the iPhone 15, released on September 22, 2023, contributes only "
                "its first week.",
                "A forecast and an earlier launch.",
            ),
            (
                30,
                "K",
                "analysis-before",
                "Third straight revenue decline",
                "In the June quarter, reported on August 3, 2023, revenue fell 1% to $81.8 billion, a "
                "third straight decline, and Apple guided to similar year-over-year performance for "
                "the September quarter.",
                "An earlier report and guidance.",
            ),
        ],
    ),
    Q(
        "lw-nvda-q4-fy2024-revenue",
        "Will Nvidia report revenue above $20 billion for its fourth quarter of fiscal 2024?",
        "Resolves YES if Nvidia's results for the quarter ended January 28, 2024, scheduled for "
        "February 21, 2024, show revenue above $20 billion.",
        "2024-02-07",
        "2024-02-21",
        1,
        "earnings",
        [
            (
                2,
                "L",
                "earnings-release",
                "NVIDIA announces financial results for Q4 fiscal 2024",
                "SANTA CLARA, Calif., Feb. 21, 2024 - NVIDIA today reported revenue for the fourth "
                "quarter ended January 28, 2024, of $22.1 billion, up 22% from the previous quarter "
                "and up 265% from a year ago. Data Center revenue was a record $18.4 billion.",
                "An earnings release dated February 21, 2024, with the figure.",
            ),
            (
                4,
                "L",
                "social-post",
                "Post by @chipstocks",
                "Feb 22, 2024: NVDA +16% today, adds about $277B in market cap, the biggest one-day "
                "gain ever for a US company.",
                "A post reporting the February 22, 2024 share move.",
            ),
            (
                9,
                "K",
                "press-release-advance",
                "NVIDIA sets conference call",
                "NVIDIA will host a conference call on Wednesday, February 21, 2024, at 2 p.m. PT to "
                "discuss its financial results for the fourth quarter and fiscal year 2024.",
                "An advance notice of the call.",
            ),
            (
                3,
                "K",
                "preview",
                "The bar is $20 billion",
                "The company guided in November to fourth-quarter revenue of $20 billion, plus or "
                "minus 2%; consensus sits near $20.4 billion ahead of the February 21, 2024 report.",
                "Guidance and a forecast for a scheduled report.",
            ),
            (
                12,
                "K",
                "criteria",
                "How this question resolves",
                "Resolution uses the revenue figure in Nvidia's press release. If the release is "
                "delayed past February 29, 2024, the question resolves on the first release published "
                "after that date.",
                "Resolution criteria with a fallback.",
            ),
        ],
    ),
    Q(
        "lw-meta-dividend-2024",
        "Will Meta Platforms declare its first cash dividend by February 29, 2024?",
        "Resolves YES if Meta announces a cash dividend on its Class A and Class B common stock "
        "on or before February 29, 2024. Resolves NO otherwise.",
        "2024-01-18",
        "2024-02-29",
        1,
        "earnings",
        [
            (
                3,
                "L",
                "press-release",
                "Meta reports fourth quarter and full year 2023 results",
                "MENLO PARK, Calif., Feb. 1, 2024 - Meta Platforms today reported fourth quarter and "
                "full year 2023 results and announced its first-ever quarterly dividend of $0.50 per "
                "share, payable March 26, 2024.",
                "A release dated February 1, 2024 announcing the dividend.",
            ),
            (
                6,
                "L",
                "social-post",
                "Post by @techdesk",
                "Feb 2, 2024: META closes +20.3%, adding $196B in value - the largest one-day gain in "
                "Wall Street history, for now.",
                "A post reporting the February 2, 2024 share move.",
            ),
            (
                10,
                "K",
                "press-release-advance",
                "Meta to announce fourth quarter results",
                "Meta will report fourth quarter and full year 2023 financial results after market "
                "close on Thursday, February 1, 2024, with a conference call at 2:00 p.m. PT.",
                "An advance notice of the results date.",
            ),
            (
                20,
                "K",
                "base-rate",
                "Who pays and who doesn't",
                "Of the largest US companies by market value, Amazon, Alphabet and Meta pay no "
                "dividend; Apple started paying in 2012 and Microsoft in 2003.",
                "Facts before the cutoff only.",
            ),
            (
                2,
                "K",
                "conditional",
                "A first payout would be historic",
                "If the board approves a payout when results are released on February 1, 2024, it "
                "would be the first in Meta's history.",
                "A conditional about a scheduled release.",
            ),
        ],
    ),
    Q(
        "lw-netflix-q4-2023-adds",
        "Will Netflix report more than 10 million paid net additions for Q4 2023?",
        "Resolves YES if the shareholder letter for the fourth quarter of 2023, scheduled for "
        "January 23, 2024, reports paid net membership additions above 10 million.",
        "2024-01-09",
        "2024-01-23",
        1,
        "earnings",
        [
            (
                4,
                "L",
                "earnings-release",
                "Netflix Q4'23 shareholder letter",
                "Shareholder letter, January 23, 2024: We added 13.1M paid memberships in Q4'23, "
                "bringing us to 260.3M, and revenue grew 12.5% year over year to $8.8B.",
                "The shareholder letter of January 23, 2024, with the figure.",
            ),
            (
                2,
                "L",
                "wire-brief",
                "Netflix sign-ups crush forecasts",
                "LOS GATOS, Calif., Jan 23 2024 (Wire) - Netflix's subscriber additions topped "
                "forecasts by more than four million as the password-sharing crackdown and the ad "
                "tier drew sign-ups; shares jumped about 10% after hours.",
                "A dateline of January 23, 2024 over the reported figure.",
            ),
            (
                8,
                "K",
                "schedule",
                "Netflix earnings date",
                "Netflix will post its fourth-quarter 2023 earnings letter at 1:01 p.m. PT on "
                "January 23, 2024, followed by a live video interview.",
                "A scheduled release.",
            ),
            (
                25,
                "K",
                "analysis-before",
                "Third-quarter surge",
                "Netflix added 8.8 million paid members in the third quarter, it said on October 18, "
                "2023, its biggest gain since 2020.",
                "An earlier report.",
            ),
            (
                3,
                "K",
                "preview",
                "What Wall Street expects",
                "The consensus is for about 8.9 million net additions in the December quarter ahead "
                "of the January 23, 2024 letter; the company said in October it expected additions "
                "similar to the third quarter.",
                "A forecast and past guidance.",
            ),
        ],
    ),
    Q(
        "lw-trump-georgia-indictment-2023",
        "Will a Fulton County grand jury indict Donald Trump by August 31, 2023?",
        "Resolves YES if a grand jury in Fulton County, Georgia returns an indictment naming "
        "Trump on or before August 31, 2023. Resolves NO otherwise.",
        "2023-08-01",
        "2023-08-31",
        1,
        "court_rulings",
        [
            (
                3,
                "L",
                "docket-entry",
                "State of Georgia v. Trump et al. - docket",
                "Fulton County Superior Court, case 23SC188947. 2023-08-14: indictment returned in "
                "open court (41 counts, 19 defendants). 2023-08-24: defendant Trump booked at the "
                "Fulton County Jail; bond $200,000.",
                "Docket entries dated 2023-08-14 and 2023-08-24.",
            ),
            (
                1,
                "L",
                "wire-brief",
                "Trump indicted over bid to overturn 2020 election",
                "WASHINGTON, Aug. 1, 2023 (Wire) - A federal grand jury indicted Donald Trump on four "
                "counts over efforts to overturn the 2020 election, the special counsel's office said.",
                "Reports a federal indictment on the cutoff day.",
            ),
            (
                10,
                "K",
                "preview",
                "Willis signals August decision",
                "District Attorney Fani Willis told local officials in April that she would announce "
                "charging decisions between July 31 and August 18, 2023, and two grand juries were "
                "seated on July 11, 2023.",
                "A past statement about a future window.",
            ),
            (
                6,
                "K",
                "criteria",
                "Question: Georgia indictment by August 31, 2023?",
                "Resolves YES if a true bill naming Trump is returned by a Fulton County grand jury on "
                "or before August 31, 2023, or earlier if an indictment is unsealed; a sealed "
                "indictment counts only once it is unsealed.",
                "Resolution criteria.",
            ),
            (
                4,
                "K",
                "social-post-forward",
                "Post by @courtwatcher",
                "Security barriers going up outside the Fulton courthouse ahead of the charging "
                "decision expected in the first weeks of August 2023.",
                "A post about an expected decision.",
            ),
        ],
    ),
    Q(
        "lw-scotus-trump-ballot-2024",
        "Will the Supreme Court reverse the Colorado ruling that removed Trump from the ballot "
        "by March 5, 2024?",
        "Resolves YES if the Supreme Court, in Trump v. Anderson, issues a decision on or before "
        "March 5, 2024 reversing the Colorado Supreme Court's December 19, 2023 ruling.",
        "2024-02-20",
        "2024-03-05",
        1,
        "court_rulings",
        [
            (
                2,
                "L",
                "ruling-summary",
                "Trump v. Anderson, No. 23-719",
                "Argued February 8, 2024 - Decided March 4, 2024. Held: because the Constitution "
                "makes Congress, rather than the States, responsible for enforcing Section 3 against "
                "federal candidates, the judgment of the Colorado Supreme Court is reversed. Per "
                "curiam.",
                "A syllabus giving the decision of March 4, 2024.",
            ),
            (
                5,
                "L",
                "wire-brief",
                "Justices restore Trump to Colorado ballot",
                "WASHINGTON, March 4, 2024 (Wire) - The justices unanimously restored Donald Trump to "
                "Colorado's ballot a day before the state's Super Tuesday primary.",
                "A dateline of March 4, 2024 over the ruling.",
            ),
            (
                9,
                "K",
                "docket-schedule",
                "Docket No. 23-719",
                "Petition granted January 5, 2024. Argument held February 8, 2024. Judgment: pending. "
                "Colorado's presidential primary is on March 5, 2024.",
                "Docket entries before the cutoff and a scheduled primary.",
            ),
            (
                11,
                "K",
                "analysis-before",
                "Justices skeptical of Colorado",
                "At argument on February 8, 2024, justices across the bench voiced doubt that a "
                "single state could disqualify a presidential candidate, which most observers read as "
                "a sign of a ruling for Trump.",
                "An earlier hearing.",
            ),
            (
                3,
                "K",
                "conditional",
                "If the ruling comes late",
                "If the court rules after March 5, 2024, votes cast for Trump in Colorado's primary "
                "would be counted only if the justices reverse.",
                "A conditional.",
            ),
        ],
    ),
    Q(
        "lw-epic-google-2023",
        "Will the jury in Epic Games v. Google find Google liable on at least one antitrust claim?",
        "Resolves YES if the jury in the trial that began on November 6, 2023 in San Francisco "
        "returns a verdict for Epic on at least one claim by December 15, 2023.",
        "2023-11-27",
        "2023-12-15",
        1,
        "court_rulings",
        [
            (
                3,
                "L",
                "docket-entry",
                "Epic Games, Inc. v. Google LLC, 3:20-cv-05671-JD",
                "2023-12-11 | Minute entry: closing arguments held; jury deliberations; jury verdict "
                "reached. Verdict form: all questions answered in favor of plaintiff.",
                "A docket entry dated 2023-12-11 recording the verdict.",
            ),
            (
                6,
                "L",
                "wire-brief",
                "Jury finds Google's Play Store an illegal monopoly",
                "SAN FRANCISCO, Dec 11, 2023 (Wire) - A federal jury found that Google's Play Store "
                "operates as an illegal monopoly, handing Epic Games a sweeping win after a month-long "
                "trial and only hours of deliberation.",
                "A dateline of December 11, 2023 over the verdict.",
            ),
            (
                2,
                "K",
                "docket-schedule",
                "Trial calendar",
                "Jury instructions conference: December 7, 2023. Closing arguments: December 11, 2023 "
                "(set). Remedies proceedings, if needed, to be scheduled in January 2024.",
                "Scheduled steps.",
            ),
            (
                12,
                "K",
                "base-rate",
                "Epic's record in court",
                "Epic lost most of its case against Apple after a bench trial in September 2021, when "
                "the judge found Apple was not a monopolist; the Google case is being heard by a jury.",
                "An earlier case.",
            ),
            (
                8,
                "K",
                "analysis-before",
                "Pichai on the stand",
                "Sundar Pichai testified on November 14, 2023 about Google's revenue-sharing deals "
                "with phone makers and game developers.",
                "Earlier testimony.",
            ),
        ],
    ),
    Q(
        "lw-scotus-sffa-2023",
        "Will the Supreme Court rule race-conscious college admissions unlawful by June 30, 2023?",
        "Resolves YES if the Court's decisions in Students for Fair Admissions v. Harvard and v. "
        "University of North Carolina, issued by June 30, 2023, hold the programs unlawful.",
        "2023-06-15",
        "2023-06-30",
        1,
        "court_rulings",
        [
            (
                2,
                "L",
                "ruling-summary",
                "Students for Fair Admissions v. Harvard, No. 20-1199",
                "Decided June 29, 2023. The Harvard and UNC admissions programs violate the Equal "
                "Protection Clause. ROBERTS, C.J., delivered the opinion of the Court, in which "
                "THOMAS, ALITO, GORSUCH, KAVANAUGH, and BARRETT, JJ., joined.",
                "A syllabus giving the decision of June 29, 2023.",
            ),
            (
                4,
                "L",
                "social-post",
                "Post by @scotusfeed",
                "Jun 30, 2023: Biden v. Nebraska, 6-3 - the student-debt relief plan is struck down.",
                "A post reporting a ruling of June 30, 2023.",
            ),
            (
                3,
                "K",
                "docket-schedule",
                "Opinion days added",
                "The Court has added opinion days on June 22, June 23, June 27, June 29 and June 30, "
                "2023; 18 argued cases remain undecided.",
                "Scheduled opinion days.",
            ),
            (
                20,
                "K",
                "analysis-before",
                "Conservatives skeptical at argument",
                "At oral argument on October 31, 2022, the conservative majority appeared skeptical "
                "of the universities' defence of race-conscious admissions.",
                "An earlier hearing.",
            ),
            (
                6,
                "K",
                "criteria",
                "How this question resolves",
                "If the Court dismisses the cases or holds them over for reargument, the question "
                "resolves NO on June 30, 2023.",
                "Resolution criteria.",
            ),
        ],
    ),
    Q(
        "lw-fda-leqembi-2023",
        "Will the FDA grant traditional approval to Leqembi (lecanemab) by July 31, 2023?",
        "Resolves YES if the FDA converts lecanemab's accelerated approval to traditional "
        "approval on or before July 31, 2023. Resolves NO otherwise.",
        "2023-06-22",
        "2023-07-31",
        1,
        "health",
        [
            (
                3,
                "L",
                "regulator-notice",
                "FDA News Release",
                "July 6, 2023 - FDA Converts Novel Alzheimer's Disease Treatment to Traditional "
                "Approval. Action Follows Confirmatory Trial to Verify Clinical Benefit.",
                "A regulator's release dated July 6, 2023.",
            ),
            (
                6,
                "L",
                "wire-brief",
                "Medicare to cover Leqembi",
                "BALTIMORE, July 6, 2023 (Wire) - Medicare will cover Leqembi for enrolled patients "
                "now that the drug has full approval, the Centers for Medicare & Medicaid Services "
                "said, provided doctors join a registry.",
                "A dateline of July 6, 2023 over the approval and coverage.",
            ),
            (
                8,
                "K",
                "regulator-notice",
                "Lecanemab supplemental application",
                "The Prescription Drug User Fee Act target action date for the supplemental "
                "application is July 6, 2023. An advisory committee voted 6-0 on June 9, 2023 that "
                "the confirmatory study showed clinical benefit.",
                "A target date and an earlier panel vote.",
            ),
            (
                2,
                "K",
                "criteria",
                "Resolution",
                "This question may resolve Yes immediately after the FDA publishes an approval letter "
                "or news release; otherwise it resolves No on July 31, 2023.",
                "Resolution criteria.",
            ),
            (
                15,
                "K",
                "base-rate",
                "Panels and approvals",
                "The FDA is not bound by advisory votes, but it has rarely rejected a drug after a "
                "unanimous positive panel; it approved Aduhelm in June 2021 despite a negative one.",
                "Earlier decisions only.",
            ),
        ],
    ),
    Q(
        "lw-fda-wegovy-cv-2024",
        "Will the FDA approve Wegovy to reduce cardiovascular risk by March 31, 2024?",
        "Resolves YES if the FDA approves a label expansion for semaglutide 2.4 mg (Wegovy) to "
        "reduce the risk of major adverse cardiovascular events on or before March 31, 2024.",
        "2024-02-23",
        "2024-03-31",
        1,
        "health",
        [
            (
                4,
                "L",
                "regulator-notice",
                "FDA Roundup",
                "For Immediate Release: March 08, 2024 - Today, the U.S. Food and Drug Administration "
                "approved Wegovy injection to reduce the risk of cardiovascular death, heart attack "
                "and stroke in adults with cardiovascular disease and either obesity or overweight.",
                "A regulator's release dated March 8, 2024.",
            ),
            (
                2,
                "L",
                "social-post",
                "Post by @pharmabrief",
                "Mar 8, 2024: Wegovy label now includes CV risk reduction - the first weight-loss "
                "drug with that claim. Medicare Part D coverage next?",
                "A post dated March 8, 2024 reporting the new label.",
            ),
            (
                12,
                "K",
                "preview",
                "Heart indication expected this half",
                "Novo Nordisk filed for the label change after the SELECT trial, presented on "
                "November 11, 2023, showed a 20% cut in major cardiovascular events; a decision is "
                "expected in the first half of 2024.",
                "An earlier trial result and an expected decision.",
            ),
            (
                20,
                "K",
                "earlier-fact",
                "Novo guides to strong growth",
                "Novo said on January 31, 2024 that it expects 2024 sales growth of 18% to 26%.",
                "An earlier statement.",
            ),
            (
                6,
                "K",
                "conditional",
                "What approval would change",
                "Should the FDA approve the new indication by March 31, 2024, Medicare drug plans "
                "could cover Wegovy for patients with heart disease, which they cannot do for weight "
                "loss alone.",
                "A conditional.",
            ),
        ],
    ),
    Q(
        "lw-kroger-albertsons-2024",
        "Will Kroger complete its acquisition of Albertsons by December 31, 2024?",
        "Resolves YES if the merger closes on or before December 31, 2024. Resolves NO if it has "
        "not closed by then or is abandoned.",
        "2024-11-26",
        "2024-12-31",
        0,
        "company_deals",
        [
            (
                3,
                "L",
                "ruling-summary",
                "FTC v. Kroger Co., No. 3:24-cv-00347 (D. Or.)",
                "Opinion and order, December 10, 2024: plaintiffs' motion for a preliminary "
                "injunction is GRANTED. Defendants are enjoined from consummating the merger pending "
                "the FTC's administrative proceeding.",
                "An order dated December 10, 2024.",
            ),
            (
                6,
                "L",
                "press-release",
                "Albertsons terminates merger agreement",
                "BOISE, Idaho, Dec. 11, 2024 - Albertsons Companies, Inc. today announced that it has "
                "terminated its merger agreement with Kroger and filed a lawsuit against Kroger in "
                "the Delaware Court of Chancery.",
                "A release dated December 11, 2024 reporting the termination.",
            ),
            (
                10,
                "K",
                "docket-schedule",
                "Where the case stands",
                "Closing arguments were heard on October 1, 2024. Ruling on the motion for a "
                "preliminary injunction: pending. The companies have said they hope to close by "
                "December 31, 2024 if the court allows.",
                "Earlier hearing, a pending ruling and a hoped-for date.",
            ),
            (
                6,
                "K",
                "wiki-as-of",
                "Proposed acquisition of Albertsons by Kroger",
                "As of 20 November 2024, the merger has not closed. It is opposed by the Federal "
                "Trade Commission and by the attorneys general of Washington and Colorado; a federal "
                "judge in Portland is expected to rule before 31 December 2024.",
                "An article as of a date before the cutoff, with an expected ruling.",
            ),
            (
                2,
                "K",
                "criteria",
                "Early resolution",
                "Resolves NO early if either company announces that the merger agreement has been "
                "terminated before December 31, 2024.",
                "Resolution criteria.",
            ),
        ],
    ),
    Q(
        "lw-bitcoin-halving-2024",
        "Will Bitcoin block 840,000, the fourth halving, be mined before April 22, 2024?",
        "Resolves YES if block 840,000, which cuts the block subsidy from 6.25 to 3.125 BTC, is "
        "mined before 00:00 UTC on April 22, 2024. Resolves NO otherwise.",
        "2024-04-05",
        "2024-04-22",
        1,
        "crypto_markets",
        [
            (
                3,
                "L",
                "wiki-as-of",
                "Bitcoin halving",
                "As of 20 April 2024, the block reward is 3.125 BTC; the fourth halving took place at "
                "block 840,000, mined at 00:09 UTC on that day.",
                "An article as of 20 April 2024 reporting the halving.",
            ),
            (
                5,
                "L",
                "social-post",
                "Post by @onchainwire",
                "Apr 20, 2024: Halving done. Fees on block 840,000 alone topped 37 BTC as Runes "
                "launched. Next one in about four years.",
                "A post dated April 20, 2024 reporting the halving.",
            ),
            (
                2,
                "K",
                "preview",
                "Halving countdown",
                "At the current pace the halving is projected for about April 19-20, 2024; estimates "
                "shift by hours as hash rate changes.",
                "A projection.",
            ),
            (
                12,
                "K",
                "base-rate",
                "Earlier halvings",
                "Previous halvings came at block 210,000 on November 28, 2012, block 420,000 on July "
                "9, 2016 and block 630,000 on May 11, 2020.",
                "Earlier halvings only.",
            ),
            (
                4,
                "K",
                "conditional",
                "When block 840,000 could arrive",
                "If blocks keep arriving faster than every ten minutes, block 840,000 could come "
                "before April 19, 2024; if miners switch off older machines early, it could slip to "
                "April 21, 2024.",
                "Conditionals.",
            ),
        ],
    ),
    Q(
        "lw-eth-shapella-2023",
        "Will Ethereum enable staking withdrawals on mainnet by April 30, 2023?",
        "Resolves YES if the Shanghai/Capella (Shapella) upgrade activates on Ethereum mainnet "
        "and validators can withdraw staked ether on or before April 30, 2023.",
        "2023-03-29",
        "2023-04-30",
        1,
        "crypto_markets",
        [
            (
                3,
                "L",
                "live-blog",
                "Live: Shapella upgrade",
                "April 12, 2023, 22:27 UTC - As scheduled, Shapella activated at epoch 194048 and the "
                "first partial withdrawals are being processed. 22:40 UTC - finality confirmed; no "
                "issues reported by client teams.",
                "A live-blog entry of April 12, 2023 reporting the activation.",
            ),
            (
                7,
                "L",
                "wire-brief",
                "Ether tops $2,000 after upgrade",
                "Ether rose above $2,000 for the first time since August on April 13, 2023, a day "
                "after the upgrade let validators withdraw staked coins.",
                "Reports the April 13, 2023 price move and the upgrade as done.",
            ),
            (
                5,
                "K",
                "regulator-notice",
                "Mainnet announcement: Shapella",
                "The Shapella network upgrade will activate at epoch 194048, scheduled for 22:27:35 "
                "UTC on April 12, 2023. Node operators must update their clients before then.",
                "A protocol notice of a scheduled activation.",
            ),
            (
                10,
                "K",
                "analysis-before",
                "Last rehearsal done",
                "The Goerli testnet upgraded on March 14, 2023, the last rehearsal, after which core "
                "developers picked the mainnet date.",
                "An earlier event.",
            ),
            (
                2,
                "K",
                "conditional",
                "A bug could delay it",
                "If a critical bug is found, client teams said the April 12, 2023 activation could be "
                "pushed back by weeks.",
                "A conditional about a scheduled date.",
            ),
        ],
    ),
]
