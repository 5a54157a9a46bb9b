# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold79` part, read by `build_hold79.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part of blogs, newsletters, analyst notes, forum and Q&A posts, press releases and
company or government announcements (first-person, informal, promotional, bulleted), on varied
topics; see `build_hold79.py` and the README section in tests/data/leak_set/README.md.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "t2-adobe-cyber-monday-2024-13p5",
        "Will Adobe Analytics report US online spending on Cyber Monday 2024 above $13.5 billion?",
        "Resolves YES if the first figure Adobe Analytics publishes for US online spending on Cyber Monday, December 2, 2024, released by December 4, 2024, is above $13.5 billion. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-04",
        0,
        "retail",
        """
12|K|analyst-note|Holiday e-commerce: our read of Adobe's forecast|Adobe's season forecast calls for $240.8 billion in US online spend from Nov. 1 through Dec. 31, with Cyber Monday (Dec. 2, 2024) again the single biggest day at roughly $13.2 billion. Our view: the late Thanksgiving compresses the season, which tends to pull spend into Cyber Week rather than add to it. We'd fade anything much above $13.5B.|A forecast for a scheduled shopping day.
3|L|newsletter|Cyber Monday landed at $13.3B. Not quite the blowout|Quick one today. Adobe's number for Monday, December 2, 2024 came in at $13.3 billion, up about 7% on last year — a record, sure, but a hair under the more excited guesses floating around. Buy-now-pay-later use hit a new high too.|Reports the Adobe figure for December 2, 2024 as done.
6|K|blog-post|My Cyber Monday 2024 game plan (and why I'm not buying a TV on Black Friday)|Thanksgiving falls on Nov. 28 this year, about as late as it ever can, so Black Friday is Nov. 29 and Cyber Monday is December 2. I keep a spreadsheet of prices from October; if a "deal" on Monday isn't below the Halloween low, I walk. Bookmark this, I'll update it as the week goes.|A plan for scheduled shopping days.
2|L|forum-post|Adobe Black Friday numbers are out|So Adobe says Black Friday online was $10.8B on Nov 29, 2024, and Thanksgiving Day itself was about $6.1B. Mobile was over half of it. Curious whether Monday beats last year by as much.|Reports Black Friday, November 29, 2024, spending as done.
9|K|press-release|Northfield Outfitters announces Cyber Week savings|Northfield Outfitters today announced its biggest online event of the year, running from 12:01 a.m. ET on Friday, November 29 through 11:59 p.m. ET on Tuesday, December 3, 2024. Members get early access starting November 27. "We've priced this year's event to be our sharpest ever," said the company's head of e-commerce.|A retailer's schedule of a future sale.
1|L|analyst-note|Cyber Week wrap: $41.1bn, and Monday did the heavy lifting|Totting up Adobe's data: the five days from Thanksgiving through Cyber Monday added up to $41.1 billion, with Cyber Monday on 2 December 2024 alone at $13.3 billion. Discounts peaked on toys and electronics. We're keeping our full-season estimate unchanged.|Reports Cyber Week and the December 2, 2024 figure as done.
""",
    ),
    Q(
        "t2-adobe-prime-day-2024-14bn",
        "Will Adobe Analytics report more than $14.0 billion in US online spending across Amazon's Prime Day 2024 (July 16-17, 2024)?",
        "Resolves YES if Adobe Analytics reports total US online spending (across all retailers) over the two days of Prime Day, July 16-17, 2024, above $14.0 billion in a release by July 19, 2024. Resolves NO otherwise.",
        "2024-07-08",
        "2024-07-19",
        1,
        "retail",
        """
12|K|company-announcement|Prime Day is back: July 16-17|Mark your calendars, Prime members: Prime Day 2024 runs for 48 hours starting 12:01 a.m. PT on Tuesday, July 16, across more than 20 countries. Early deals start rolling out this week, and invite-only deals are open for requests now.|A scheduled future sales event.
5|K|analyst-note|Adobe sees $13.9bn for the two Prime Days|Adobe is forecasting $13.9 billion in US online spending on July 16-17, 2024, up around 10% from the $12.7 billion seen over July 11-12, 2023. That's across the whole web, not just Amazon: Walmart, Target and Best Buy all run competing events the same week. Our bias is to the upside if back-to-school pulls forward.|A forecast for a scheduled event and last year's figure.
2|L|newsletter|Prime Day 2024 by the numbers|• $14.2 billion: US online spend over July 16-17, 2024, per Adobe • ~11%: growth on last year • record: Amazon called it its biggest Prime Day ever. That beat Adobe's own forecast by about $300 million. More Thursday.|Reports the July 16-17, 2024 totals as done.
8|K|forum-post|Wait for Prime Day or buy now?|Looking at a robot vacuum that's $80 off right now. Prime Day is Jul 16–17 — anyone know if the lightning deals usually go lower than the early deals? Last year I waited and it sold out in an hour.|A question about a scheduled future sale.
1|L|company-announcement|Our biggest Prime Day ever — thank you, members|Prime Day 2024, held July 16-17, 2024, set a record for sales and for items sold from independent sellers, more than any previous two-day Prime Day event. Members saved billions of dollars across millions of deals. We can't wait to do it again.|Reports the July 16-17, 2024 event's results as done.
3|L|analyst-note|Prime Day preview (updated)|We expect the Adobe total to land between $13.7bn and $14.1bn. UPDATE, 18 July 2024: Adobe reported $14.2 billion for the two days, above the top of our range; we're raising our Q3 e-commerce estimate.|An update appended to a preview reports the result as done.
""",
    ),
    Q(
        "t2-powerball-oct-2023-won",
        "Will someone win the Powerball jackpot, which has rolled over since July 19, 2023, in a drawing held from October 2 through October 14, 2023?",
        "Resolves YES if at least one ticket matches all five white balls and the Powerball in any drawing from Monday, October 2, 2023 through Saturday, October 14, 2023. Resolves NO otherwise.",
        "2023-10-02",
        "2023-10-14",
        1,
        "lottery",
        """
4|K|press-release|No jackpot winner Wednesday; Powerball tops $1 billion|No ticket matched all six numbers in Wednesday night's Powerball drawing, so the jackpot rolls over once more and is now estimated at more than $1 billion for Saturday, Sept. 30, with the next drawing after that on Monday, Oct. 2, 2023. Two tickets sold in our state matched five white balls and won $1 million each. Sales close 59 minutes before each drawing.|Reports an earlier drawing and a future one.
5|K|blog-post|If I won $1 billion: lump sum or annuity?|Every time the jackpot goes ten figures my readers ask the same thing. Short version: the cash option is about half the advertised number before taxes, and the annuity pays 30 instalments that grow 5% a year. If someone hits it next week, I'd bet on the lump sum — nearly everyone takes it.|A conditional explainer about a future win.
1|L|forum-post|Somebody finally hit it!!|California, of all places — a gas station in Frazier Park sold the winning ticket for Wednesday night's drawing, Oct 11, 2023. $1.765 billion, second-biggest ever. There goes my retirement plan.|Reports the October 11, 2023 jackpot win as done.
7|K|faq|How Powerball works|Drawings are held every Monday, Wednesday and Saturday at 10:59 p.m. ET. Tickets cost $2; the Power Play option is $1 more. The odds of winning the jackpot are 1 in 292,201,338.|General rules with no dated outcome.
3|L|newsletter|The Monday money read: the $1.765bn ticket|The jackpot that ran for more than two months was finally won on October 11, 2023, by one ticket sold in Frazier Park, California. The cash value is around $774 million. Time to stop refreshing the lottery site, everyone.|Reports the October 11, 2023 win as done.
4|L|press-release|Store that sold record ticket gets $1 million bonus|The retailer that sold the winning ticket for the October 11, 2023 Powerball drawing will receive the maximum retailer bonus of $1 million, lottery officials said. The winner has not yet come forward.|Reports the October 11, 2023 drawing's winning ticket as done.
""",
    ),
    Q(
        "t2-megamillions-aug4-2023",
        "Will the Mega Millions jackpot be won in the drawing of Friday, August 4, 2023?",
        "Resolves YES if at least one ticket matches all five white balls and the Mega Ball in the Mega Millions drawing of August 4, 2023. Resolves NO otherwise.",
        "2023-07-26",
        "2023-08-05",
        0,
        "lottery",
        """
4|K|press-release|Mega Millions rolls again; next drawing Tuesday|There was no jackpot winner in Friday night's Mega Millions drawing, and the prize keeps climbing toward the billion-dollar mark for Tuesday, July 25, with the drawing after that on Friday, July 28, 2023. Three second-tier tickets were sold in the state. The jackpot has not been hit since mid-April.|Reports an earlier drawing and a scheduled one.
2|L|newsletter|Still no winner. Now it's $1.55 billion|The Friday, August 4, 2023 drawing came and went without a jackpot winner, so Tuesday's top prize is now estimated at $1.55 billion — within sight of the all-time record. Sales usually double in the last day before a drawing this big.|Reports the August 4, 2023 drawing's result as done.
8|K|blog-post|The math of a billion-dollar lottery|The odds of hitting the Mega Millions jackpot are 1 in 302,575,350. Your chance of splitting the prize goes up with ticket sales, which is why the expected value doesn't improve as much as the headline suggests. I buy one ticket, for the daydream.|A general explainer with no dated outcome.
1|L|press-release|Record-setting Mega Millions ticket sold in Neptune Beach|Lottery officials confirmed that the only jackpot-winning ticket in the August 8, 2023 Mega Millions drawing, worth an estimated $1.58 billion, was sold at a supermarket in Neptune Beach, Florida. It is the largest Mega Millions prize ever.|Reports the August 8, 2023 win as done.
5|K|forum-post|Office pool for the Aug 1 and Aug 4 drawings|OK team, I'm collecting $5 a head by Monday for the next two drawings (Tuesday Aug 1 and Friday Aug 4). If we win I'm buying a boat and naming it after accounting. Reply here if you're in.|Plans for future drawings.
3|L|analyst-note|Lottery sales note: the August run|Multi-state sales spiked in the days before the 8 August 2023 drawing, which produced the largest Mega Millions jackpot on record after several rollovers including the August 4 draw. We expect jackpot fatigue to bring the next cycle's sales back toward trend.|Reports the August 8, 2023 jackpot and the earlier rollover as done.
""",
    ),
    Q(
        "t2-usps-forever-73c-2024",
        "Will the price of a USPS First-Class Mail Forever stamp be 73 cents on July 14, 2024?",
        "Resolves YES if the US Postal Service's retail price for a one-ounce First-Class Mail Forever stamp is 73 cents on July 14, 2024. Resolves NO otherwise.",
        "2024-06-24",
        "2024-07-14",
        1,
        "government",
        """
28|K|government-announcement|Postal Service proposes new mailing prices for July|The Postal Service filed notice with the Postal Regulatory Commission on April 9, 2024, of price changes to take effect July 14, 2024. If approved, the price of a First-Class Mail Forever stamp would rise from 68 cents to 73 cents, and the price of a domestic postcard from 53 to 56 cents.|A proposed price change for a future date.
6|K|blog-post|Stock up on Forever stamps now (seriously)|Quick tip for my small-business readers: Forever stamps bought at 68¢ stay good for a 1-ounce letter no matter what the price does later. The next bump is scheduled for Sunday, July 14, so buy your rolls in June. I just ordered 400.|Advice ahead of a scheduled price change.
2|L|newsletter|Postage just went up — here's the new price list|As of Sunday, July 14, 2024: • Forever stamp: 73¢ (was 68¢) • Postcard: 56¢ • Extra ounce: unchanged at 24¢. That's the fifth increase in about three years. Update your invoice templates.|Reports the July 14, 2024 price change as done.
10|K|qa-answer|Do I need to add postage to old Forever stamps after the increase?|No. A Forever stamp is always worth the current one-ounce First-Class price, so stamps you buy now at 68 cents will still mail a standard letter after the change planned for July 14, 2024. Non-denominated stamps like these have been around since 2007.|An answer about a scheduled change.
1|L|press-release|ShipDesk updates postage calculator for new USPS rates|ShipDesk today confirmed its postage engine has been updated for the USPS price change that took effect on July 14, 2024, including the new 73-cent Forever stamp rate. Customers don't need to do anything.|Reports the July 14, 2024 change as done.
4|L|government-announcement|New mailing prices now in effect|The Postal Service's new prices took effect on July 14, 2024. A First-Class Mail Forever stamp now costs 73 cents and a domestic postcard 56 cents. Even with these changes, U.S. postage remains among the most affordable in the industrialized world.|Reports the July 14, 2024 price change as done.
""",
    ),
    Q(
        "t2-heathrow-runway-backing-2025",
        "Will the UK government publicly state its support for a third runway at Heathrow by February 14, 2025?",
        "Resolves YES if the Prime Minister, the Chancellor or the Transport Secretary states on behalf of the government, between January 15 and February 14, 2025, that it supports a third runway at Heathrow Airport. Resolves NO otherwise.",
        "2025-01-15",
        "2025-02-14",
        1,
        "transport",
        """
5|K|newsletter|Aviation briefing: will Reeves say the R-word?|Westminster is buzzing that the Chancellor could come out for a third Heathrow runway in her growth speech later this month. Heathrow says it's "ready to deliver" if asked. My guess: a yes in principle, with all the hard questions (noise, cost, legal challenges) pushed into 2026 and beyond.|Speculation about a future statement.
2|L|blog-post|It's happening (maybe): Reeves backs Heathrow's third runway|In a speech in Oxfordshire on 29 January 2025 the Chancellor said the government supports a third runway and wants proposals brought forward by the summer. Cue the usual suspects. I've been writing about this runway for 15 years and I'll believe concrete when I see it.|Reports the January 29, 2025 statement as done.
12|K|press-release|Residents to rally against Heathrow expansion|Local campaigners will hold a rally outside the Treasury on Monday 20 January 2025 to urge ministers to rule out a third runway. "Nothing has changed: expansion breaks climate commitments," said the group's chair. The group will also deliver a petition signed by more than 10,000 people.|A planned protest on a future date.
1|L|newsletter|Heathrow's reply, and what comes next|A day after the Chancellor's January 29, 2025 speech, Heathrow said it would bring forward a plan and hoped to have planning consent before the end of the decade. Airlines are already arguing about who pays. Links below.|Reports the January 29, 2025 speech and the airport's reply as done.
8|K|forum-post|Will Labour actually back R3?|The Airports National Policy Statement from 2018 still stands, so legally they don't need to start from scratch. But the Gatwick northern runway decision is due by 27 February and I reckon they'll want that sorted first. Anyone think we'll hear about Heathrow before then?|A forum guess with a future decision deadline.
3|L|analyst-note|UK airports: a busy few weeks|Update: after backing Heathrow on 29 January, the government said on 27 February 2025 that it was minded to approve Gatwick's plan to bring its northern runway into routine use. We see both as positive for UK airport capex names.|Reports the January 29 and February 27, 2025 decisions as done.
""",
    ),
    Q(
        "t2-groundhog-2023-early-spring",
        "Will Punxsutawney Phil predict an early spring on Groundhog Day, February 2, 2023?",
        "Resolves YES if, at the Gobbler's Knob ceremony on February 2, 2023, Punxsutawney Phil is declared not to have seen his shadow (an early spring). Resolves NO if he is declared to have seen it (six more weeks of winter).",
        "2023-01-20",
        "2023-02-02",
        0,
        "culture",
        """
10|K|press-release|Groundhog Day 2023: plan your visit|Gates to Gobbler's Knob open at 3 a.m. on Thursday, February 2, 2023, with live entertainment until Phil's prognostication at about 7:25 a.m. Shuttle buses run from downtown Punxsutawney starting at 3 a.m. Parking at the Knob is not available.|A schedule for a future ceremony.
3|L|blog-post|Six more weeks! Phil saw his shadow|Sorry, everyone. Phil was pulled from his stump at dawn on Feb. 2, 2023, and the Inner Circle read the scroll: he saw his shadow. That's six more weeks of winter, his usual call. I have never been more ready for spring.|Reports the February 2, 2023 prediction as done.
7|K|newsletter|How good is Phil, anyway?|The record is heavily tilted toward shadows: Phil has "seen" his in the large majority of years since the 1880s, including on February 2, 2022. NOAA's comparison with actual February and March temperatures puts his accuracy at well under half. We love him anyway.|A past record with no dated later outcome.
1|L|forum-post|Phil called six more weeks and it's 55 degrees here|He saw his shadow on Feb. 2, 2023 and here I am in a T-shirt on my porch. Groundhog fraud. Someone check his contract.|Reports the February 2, 2023 prediction as done.
5|K|blog-post|Visiting Punxsutawney for Groundhog Day|If you're going this year: the festivities run from late January through Thursday, Feb. 2, with a groundhog-themed banquet the night before. Dress for cold — you're standing outside for four hours. I'll be live-posting from the Knob.|A travel plan for a future event.
2|L|analyst-note|Our annual Groundhog verification (tongue firmly in cheek)|Forecast issued 2 February 2023: six more weeks of winter (shadow seen). Verification: February came in mild across much of the Northeast, so our models score Phil a miss again. Next review after March.|Reports the February 2, 2023 forecast as issued.
""",
    ),
    Q(
        "t2-nathans-2023-chestnut-65",
        "Will Joey Chestnut eat 65 or more hot dogs and buns to win the 2023 Nathan's Famous Hot Dog Eating Contest on July 4, 2023?",
        "Resolves YES if Joey Chestnut wins the men's Nathan's Famous Fourth of July Hot Dog Eating Contest on July 4, 2023 with a total of 65 or more hot dogs and buns. Resolves NO otherwise.",
        "2023-06-22",
        "2023-07-04",
        0,
        "sports",
        """
9|K|press-release|The 2023 Nathan's Famous Hot Dog Eating Contest|The women's contest begins at 10:45 a.m. ET and the men's at 12 p.m. ET on Tuesday, July 4, at the corner of Surf and Stillwell Avenues in Coney Island, with live coverage on ESPN. Fifteen-time champion Joey Chestnut headlines the men's field.|A schedule for a future contest.
2|L|blog-post|Chestnut makes it 16 — through a rain delay|A storm pushed everything back on July 4, 2023, and when they finally got going Joey Chestnut put away 62 hot dogs and buns to win again. Miki Sudo took the women's title with 39½. Not a record year, but the man is a machine.|Reports the July 4, 2023 results as done.
5|K|analyst-note|Fourth of July props: our picks|Chestnut's total line is 64.5 this year. He did 63 in 2022 and 76 — the record — in 2021. The contest is on Tuesday, July 4, 2023, and weather is the swing factor; heat and humidity at Coney Island have cost him before. We lean under.|A betting preview with past figures.
1|L|forum-post|The rain killed his pace|62 for Joey on Tuesday, July 4 2023. If they hadn't stopped for the thunderstorm I think he gets to 65+. Still, 16 belts.|Reports the July 4, 2023 total as done.
12|K|blog-post|Brooklyn summer calendar|Coming up in the borough: the Mermaid Parade on June 24, the Nathan's weigh-in on July 3, and the contest itself on the Fourth. Fireworks over the East River later that night.|A list of future events.
3|L|newsletter|Nathan's 2023: the results|Men: 1. Joey Chestnut, 62. Women: 1. Miki Sudo, 39.5. The contest on 4 July 2023 was delayed by weather but went ahead in front of a soaked crowd.|Reports the July 4, 2023 results as done.
""",
    ),
    Q(
        "t2-pantone-2024-peach",
        "Will Pantone's Color of the Year 2024 be a shade of orange, peach or apricot?",
        "Resolves YES if the Pantone Color Institute names as its Color of the Year 2024, in an announcement by December 8, 2023, a color it describes as orange, peach or apricot. Resolves NO otherwise.",
        "2023-11-25",
        "2023-12-08",
        1,
        "culture",
        """
6|K|blog-post|Our Color of the Year 2024 predictions|Pantone usually reveals its pick in the first week of December (Viva Magenta was announced on December 1, 2022). Our team is split between a soft lilac and a warm apricot, given WGSN's Apricot Crush call for 2024. Place your bets in the comments.|Predictions for a future announcement.
2|L|newsletter|It's Peach Fuzz|Pantone announced its 2024 Color of the Year on December 7, 2023: PANTONE 13-1023 Peach Fuzz, a "velvety" peach. Expect it on every mood board in January. I'm warming to it already.|Reports the December 7, 2023 announcement as done.
10|K|press-release|Harbor Paints names 'Driftwood' its 2024 color|Harbor Paints today named Driftwood, a muted greige, as its color of the year for 2024, following its September trend report. The shade will be available in all sheens at partner stores.|An earlier, unrelated color announcement.
1|L|forum-post|Peach Fuzz? Really?|Pantone announced Dec 7 2023 and we get... peach. My grandmother's bathroom called, it wants its tiles back.|Reports the December 7, 2023 pick as done.
4|K|analyst-note|Trend note: warm neutrals into 2024|Forecasters have been leaning warm for 2024, with apricot and peach tones across fashion and interiors. If Pantone follows on Dec. 7, retailers with soft-orange inventory could get a small merchandising lift in spring.|A conditional on a future announcement.
3|L|blog-post|Styling your wedding in Peach Fuzz|Ever since Pantone named Peach Fuzz its 2024 colour on 7 December 2023, our inbox has been full of couples asking how to use it. Our tips: pair it with sage, keep florals loose, and go easy on the satin.|Reports the December 7, 2023 announcement as done.
""",
    ),
    Q(
        "t2-collins-woty-2023-ai",
        "Will Collins Dictionary name 'AI' as its 2023 Word of the Year?",
        "Resolves YES if Collins announces 'AI' as its Word of the Year for 2023 in an announcement by November 3, 2023. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-03",
        1,
        "culture",
        """
8|K|blog-post|Word of the Year season is coming|Collins tends to go first, in early November (it picked "permacrisis" on November 1, 2022), followed by Cambridge, Merriam-Webster and Oxford. If the pattern holds, expect it around 1 November 2023. My shortlist guess for Collins: AI, nepo baby, greedflation, Bazball. I'd put money on the first one.|A prediction about a future announcement.
2|L|newsletter|Collins picks "AI"|Collins named AI its word of the year on 1 November 2023, ahead of a shortlist including nepo baby, greedflation, ultra-processed and deinfluencing. Lexicographers said use of the abbreviation had quadrupled in their corpus. Honestly, no surprise.|Reports the November 1, 2023 choice as done.
5|K|analyst-note|Brand note: the word everyone's saying|Whoever wins the dictionary popularity contests this November, "AI" is the term our clients' customers are searching for most. If Collins and the others crown it, expect another wave of brands bolting "AI" onto product names.|A conditional about future announcements.
1|L|forum-post|Collins went with AI|Announced Nov 1, 2023. Kind of a boring pick, but hard to argue. I was rooting for Bazball.|Reports the November 1, 2023 choice as done.
12|K|press-release|Our chatbot now handles 2 million conversations a month|LexiChat today announced that its AI assistant passed 2 million monthly conversations in September, up from 400,000 in March. The company will present its roadmap at a London developer event.|An unrelated company milestone with earlier dates.
3|L|blog-post|Hallucinate joins AI on the word-of-the-year list|Cambridge chose "hallucinate" on November 15, 2023, two weeks after Collins went with AI. It's a neat pair: one names the technology, the other its most famous failure.|Reports the November 1 and November 15, 2023 choices as done.
""",
    ),
    Q(
        "t2-ssa-cola-2024-3p5",
        "Will the Social Security cost-of-living adjustment (COLA) for 2024 be 3.5% or higher?",
        "Resolves YES if the COLA for 2024 announced by the Social Security Administration after the September 2023 CPI release on October 12, 2023 is 3.5% or higher. Resolves NO otherwise.",
        "2023-09-30",
        "2023-10-13",
        0,
        "macro_data",
        """
6|K|newsletter|COLA watch: 3.2% looking likely|After August's CPI, The Senior Citizens League estimates a 3.2% COLA for 2024, well down from this year's 8.7%. The official number comes out on October 12, 2023, when September inflation data are released. I'll send a special edition that morning.|An estimate before a scheduled announcement.
2|L|blog-post|It's official: a 3.2% raise for 2024|The Social Security Administration announced on October 12, 2023 that benefits will rise 3.2% in January. For the average retiree that's roughly $59 more a month. Medicare Part B premium news should follow shortly.|Reports the October 12, 2023 announcement as done.
14|K|analyst-note|How the COLA is computed|The adjustment compares the average CPI-W for July, August and September with the same quarter a year earlier. This year's 8.7% was the largest since 1981. With July and August in hand, a figure in the low threes looks most likely when SSA announces it on October 12, 2023.|A method explainer and an estimate.
1|L|forum-post|3.2%. Meh.|SSA put out 3.2% on Oct 12, 2023. After last year's 8.7% it feels like nothing, and the Part B increase will eat some of it. Anybody already see their letter?|Reports the October 12, 2023 figure as done.
4|K|government-announcement|Your COLA notice is going online|Beginning in early December, most beneficiaries will be able to view their 2024 cost-of-living adjustment notice in their my Social Security account. Increased payments will begin in January 2024; SSI recipients will see theirs on December 29, 2023.|Future schedules of notices and payments.
3|L|government-announcement|Benefits to rise 3.2 percent in 2024|Monthly Social Security and Supplemental Security Income benefits for about 71 million people will increase by 3.2 percent in 2024, the agency said on October 12, 2023. The increase begins with benefits payable in January 2024.|Reports the October 12, 2023 announcement as done.
""",
    ),
    Q(
        "t2-ofgem-cap-2024-q4-1750",
        "Will Ofgem set the energy price cap for 1 October to 31 December 2024 above £1,750 a year for a typical dual-fuel direct-debit household?",
        "Resolves YES if the cap level for a typical dual-fuel household paying by direct debit, announced by Ofgem for 1 October to 31 December 2024 (announcement due by August 27, 2024), is above £1,750 a year. Resolves NO otherwise.",
        "2024-08-10",
        "2024-08-27",
        0,
        "energy",
        """
5|K|analyst-note|October cap: another rise coming|Our latest modelling, in line with Cornwall Insight's, points to a rise of roughly 10% from the current £1,568 when the new cap starts on 1 October. Ofgem will confirm the level on 23 August 2024. Wholesale gas has firmed since June on supply worries.|A forecast before a scheduled announcement.
2|L|blog-post|Price cap going up 10% — here's what to do|Ofgem confirmed on 23 August 2024 that the cap will be £1,717 a year for a typical household from 1 October, up 10%. If you can get a fix below that, now's the time. And please, take a meter reading on 30 September.|Reports the August 23, 2024 announcement as done.
9|K|press-release|Lumen Energy launches 12-month fix|Lumen Energy today launched a 12-month fixed tariff priced below the current cap, for customers who want certainty before the new cap takes effect on 1 October 2024. "We think many households will want to lock in before October," said the supplier's chief executive.|A product launch ahead of a future change.
1|L|forum-post|£1,717 it is|Ofgem announced this morning (Friday 23 August 2024). Not as bad as some of the scare headlines in July, but still a big jump for us on the old prepay. Standing charges barely moved.|Reports the August 23, 2024 cap as done.
7|K|government-announcement|Winter Fuel Payment: check if you can get Pension Credit|From this winter, the Winter Fuel Payment will only go to pensioners on Pension Credit or certain other benefits, the Chancellor announced on 29 July 2024. Check eligibility now: claims made by 21 December 2024 can be backdated.|An earlier announcement and a future deadline.
3|L|government-announcement|Price cap to rise by 10% from 1 October|The regulator announced on 23 August 2024 that the cap for a typical household paying by direct debit will be £1,717 a year from 1 October to 31 December 2024, up from £1,568. Customers struggling with bills should contact their supplier.|Reports the August 23, 2024 announcement as done.
""",
    ),
    Q(
        "t2-firefox-128-2024",
        "Will Mozilla release Firefox 128, the next Extended Support Release, by July 10, 2024?",
        "Resolves YES if Mozilla publishes Firefox 128.0 on its release channel by July 10, 2024. Resolves NO otherwise.",
        "2024-06-28",
        "2024-07-10",
        1,
        "technology",
        """
10|K|blog-post|Planning our move to Firefox 128 ESR|Firefox 128 is scheduled for July 9 and will be the next ESR; 115 ESR keeps getting security fixes for a while after that, and it's the last branch that runs on Windows 7. Our plan: pilot 128 with IT first, then roll to the fleet in September.|A plan ahead of a scheduled release.
2|L|newsletter|Firefox 128 is out, and people are mad about ads|Firefox 128 shipped on July 9, 2024, and the release that should have been a boring ESR is now famous for turning on "privacy-preserving attribution" by default. You can switch it off under Settings › Privacy. Yes, I did.|Reports the July 9, 2024 release as done.
6|K|qa-answer|When does Firefox 128 come out?|According to the release calendar, Firefox 128 moves from Beta to Release on Tuesday, July 9, 2024. If you're on ESR 115 you'll get offered 128 automatically only once the overlap period ends.|An answer giving a scheduled date.
1|L|blog-post|We upgraded 300 machines to 128.0 ESR|The day after release, July 10, 2024, we pushed 128.0esr to our Linux and Mac fleet. Two extensions broke, policies.json needed one new key, and otherwise it was quiet. Notes below.|Reports the rollout after the release as done.
4|K|changelog|Firefox 127.0 release notes|Released June 11, 2024: automatic launch on Windows login (opt-in), screenshot improvements, and DNS-over-HTTPS changes. Security fixes are listed separately.|An earlier release with no later date.
3|L|analyst-note|Browser watch: July and August|After 128 on July 9, 2024, Mozilla followed with Firefox 129 on August 6, 2024. Desktop share remains flat; we don't expect the ESR change to move it.|Reports the July and August 2024 releases as done.
""",
    ),
    Q(
        "t2-linux-66-2023",
        "Will Linux kernel 6.6 be released by November 5, 2023?",
        "Resolves YES if Linus Torvalds tags and announces Linux 6.6 (final) by November 5, 2023. Resolves NO otherwise.",
        "2023-10-18",
        "2023-11-05",
        1,
        "technology",
        """
3|K|blog-post|6.6-rc6 is out — final in two weeks?|Linus pushed 6.6-rc6 on Sunday, Oct. 15, and called it calm. If rc7 next Sunday looks the same, the final should come on October 29 or 30; one more rc would push it to November 5, 2023. Either way this one has the new EEVDF scheduler.|A forecast of a future release.
2|L|newsletter|Linux 6.6 is out|Linus Torvalds released Linux 6.6 on October 30, 2023. Headline items: the EEVDF scheduler replacing CFS, shadow stack support for x86 user space, and a lot of driver churn. The 6.7 merge window is now open.|Reports the October 30, 2023 release as done.
9|K|forum-post|Will 6.6 be the LTS?|Greg usually picks the last kernel of the year as LTS, and with 6.6 landing around the end of October that looks like the one. Anyone heard otherwise? I'd like to plan our embedded image around it.|A question about a future release.
1|L|analyst-note|Kernel note: 6.6 picked for long-term support|With 6.6 released on 30 October 2023, Greg Kroah-Hartman has marked it as this year's long-term kernel. Distributions planning 2024 releases should take note.|Reports the October 30, 2023 release as done.
6|K|press-release|Tessera's driver accepted for Linux 6.6|Tessera Systems announced today that its open-source driver for its PCIe accelerator card has been merged into the mainline kernel and will ship with Linux 6.6, expected on or around October 29, 2023. Backports for 6.1 LTS will follow.|A company's expectation of a future release.
4|L|blog-post|Six months of bcachefs: a look back|bcachefs finally landed in Linux 6.7, released on January 7, 2024, two months after 6.6. I've been running it on my NAS since then; here's what broke and what didn't.|Reports the January 7, 2024 release as done.
""",
    ),
    Q(
        "t2-mcdonalds-5-meal-2024",
        "Will McDonald's begin offering a $5 value meal at participating US restaurants nationwide by June 30, 2024?",
        "Resolves YES if McDonald's launches a $5 meal deal available at participating restaurants across the US by June 30, 2024. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        1,
        "company_news",
        """
20|K|analyst-note|Value wars: McDonald's readies $5 meal|Reports say McDonald's will launch a $5 meal — a sandwich, small fries, four-piece nuggets and a drink — starting June 25, 2024, for about a month. Our take: a traffic play after weaker first-quarter US comps, and margin pressure for franchisees.|A planned launch on a future date.
3|L|blog-post|We tried the $5 Meal Deal on day one|Launch day was Tuesday, June 25, 2024, and I went at 11 a.m. McDouble, small fries, four nuggets, small Coke: five bucks before tax. Honestly? Fine. The nuggets were the best part.|Reports the June 25, 2024 launch as done.
8|K|forum-post|Crew here: $5 deal coming|We got the POS update notice for the $5 meal deal, goes live 6/25. Manager says it runs about 4 weeks. Brace yourselves, fellow crew.|A planned future launch.
1|L|newsletter|Fast-food notebook|McDonald's $5 Meal Deal, which arrived nationwide on June 25, 2024, has already been extended into August at most restaurants. Burger King and Wendy's answered within days.|Reports the June 25, 2024 launch as done.
5|K|press-release|Kettle & Crumb launches $4.99 lunch combo|Kettle & Crumb today announced a $4.99 lunch combo at all 140 of its Midwest locations, available starting Monday, June 17, 2024. "Value matters more than ever," said the chain's president.|A rival chain's future launch.
2|L|analyst-note|Foot traffic after the $5 meal|Visits to McDonald's rose in the first full week after the June 25, 2024 launch, according to location data we track, with the biggest gains at lunch. We'll revisit after the July 4 week.|Reports the June 25, 2024 launch and its effect as done.
""",
    ),
    Q(
        "t2-southwest-seating-2024",
        "Will Southwest Airlines announce by August 15, 2024 that it will end open seating?",
        "Resolves YES if Southwest Airlines announces, between July 10 and August 15, 2024, that it will move to assigned seating. Resolves NO otherwise.",
        "2024-07-10",
        "2024-08-15",
        1,
        "company_news",
        """
12|K|analyst-note|LUV: seating decision looms|Management has said it will update investors on the open-seating review with second-quarter results on July 25, 2024. With Elliott's roughly $1.9 billion stake disclosed on June 10, the pressure to show a revenue plan is intense. We expect assigned seats to be announced, with a 2025-26 implementation.|An expectation about a future announcement.
3|L|blog-post|RIP open seating|Southwest announced on July 25, 2024 that it will assign seats and add extra-legroom rows, ending the cattle call after 50-plus years. As an A-List flyer I'm... conflicted. Here's what we know about how boarding will work.|Reports the July 25, 2024 announcement as done.
6|K|forum-post|Southwest to assign seats?|Rumor mill says it's coming at the Q2 call. If they do, will A-List still get early boarding, or does EarlyBird die? I fly DAL-HOU every week and honestly just want a window seat without refreshing at T-24.|Speculation about a future announcement.
1|L|newsletter|Southwest's investor day: red-eyes, premium seats|At its September 26, 2024 investor day, Southwest laid out the details of the assigned-seating plan it announced in July, plus red-eye flights and a partnership strategy. Shares barely moved.|Reports the September 26, 2024 investor day and the earlier announcement as done.
8|K|press-release|Southwest Airlines to report second quarter 2024 results|Southwest Airlines Co. will release its second quarter 2024 financial results before the market opens on Thursday, July 25, 2024, followed by a conference call at 12:30 p.m. Eastern time. A live webcast will be available on the company's investor site.|A scheduled earnings release.
2|L|analyst-note|Post-call: assigned seating confirmed|Southwest confirmed on its July 25, 2024 call that it will move to assigned and premium seating, with bookings expected to open in 2025. We are raising our 2026 revenue estimates.|Reports the July 25, 2024 announcement as done.
""",
    ),
    Q(
        "t2-subway-sale-2023",
        "Will Subway announce an agreement to be acquired by August 31, 2023?",
        "Resolves YES if Subway announces a definitive agreement for the sale of the company between August 10 and August 31, 2023. Resolves NO otherwise.",
        "2023-08-10",
        "2023-08-31",
        1,
        "company_deals",
        """
10|K|analyst-note|Subway auction: final bids in|Subway's sale process, started in February, is down to a handful of bidders, including Roark Capital and a group led by TDR Capital and Sycamore. A deal at around $10 billion could be signed before the end of August 2023. We'd expect franchisee consent to be a sticking point.|A deal still pending.
2|L|press-release|Franchisee association statement on the sale of Subway|On August 24, 2023, Subway announced an agreement to be acquired by Roark Capital. Our members want assurances on royalties, remodel requirements and the footlong promotions that have squeezed margins. We have requested a meeting with the new owners.|Reports the August 24, 2023 agreement as done.
6|K|blog-post|What a sale would mean for franchisees|If Subway is sold to a private equity firm this summer, franchisees should expect a push for remodels and faster technology upgrades. I've seen this movie with other chains. Read your agreement before you sign anything new.|A conditional about a possible sale.
1|L|forum-post|Roark is buying Subway|Announced Thursday Aug 24 2023. Roark already owns Arby's, Jimmy John's, Buffalo Wild Wings... They're basically assembling the entire food court.|Reports the August 24, 2023 deal as done.
4|K|newsletter|Subway by the numbers|About 37,000 restaurants worldwide; owned by the founding families for almost 60 years; put itself up for sale in February 2023. Same-store sales have risen for several straight quarters, helped by the Subway Series menu.|Earlier facts, no dated later event.
3|L|analyst-note|Subway deal closes|Roark Capital completed its acquisition of Subway in April 2024, several months after the deal was signed, following regulatory review. The price was reported at about $9.6 billion.|Reports the April 2024 closing as done.
""",
    ),
    Q(
        "t2-winter-fuel-vote-2024",
        "Will the House of Commons defeat the Conservative motion to annul the Winter Fuel Payment regulations by September 13, 2024?",
        "Resolves YES if a Commons motion to annul the Social Fund Winter Fuel Payment (Amendment) Regulations 2024 is put to a vote and defeated between August 30 and September 13, 2024. Resolves NO otherwise.",
        "2024-08-30",
        "2024-09-13",
        1,
        "legislation",
        """
7|K|government-announcement|Winter Fuel Payment: claim Pension Credit by 21 December|Pensioners who claim Pension Credit by 21 December 2024 can have their claim backdated and still receive this winter's Winter Fuel Payment. Payments will be made in November and December. Use the online calculator to check if you are eligible.|A future deadline and payment schedule.
2|L|newsletter|Commons backs winter fuel cut, 348 to 228|MPs voted on 10 September 2024 to reject the Conservative motion to annul the regulations, so the means test goes ahead this winter. Dozens of Labour MPs didn't vote. Our full list of how your MP voted is below.|Reports the September 10, 2024 vote as done.
12|K|blog-post|We'll be in Westminster when MPs return|Parliament comes back on 2 September 2024 and our volunteers will be there to brief MPs on what the winter fuel change means for older people on low incomes. Please write to your MP this week — template below.|Plans for a future date.
1|L|forum-post|So that's that|Vote was 10th Sept 2024 and the government won easily. My mum misses Pension Credit by about £10 a week, so no payment. Can't say I'm surprised.|Reports the September 10, 2024 vote as done.
4|K|analyst-note|Westminster week ahead|The opposition has tabled a prayer against the regulations and the vote is expected in the week of 9 September 2024. With a majority of over 170 the government is very unlikely to lose, but the size of any Labour rebellion is worth watching.|A preview of a future vote.
3|L|blog-post|After the vote: what pensioners can do now|Following the Commons vote on September 10, 2024, the change is law. The best thing you can do is check Pension Credit eligibility before the December deadline — around 880,000 eligible people don't claim it.|Reports the September 10, 2024 vote as done.
""",
    ),
    Q(
        "t2-canada-fuel-charge-zero-2025",
        "Will Canada's federal consumer fuel charge be set to zero by April 1, 2025?",
        "Resolves YES if the federal fuel charge rates under the Greenhouse Gas Pollution Pricing Act are zero from any date on or before April 1, 2025. Resolves NO otherwise.",
        "2025-03-08",
        "2025-04-01",
        1,
        "government",
        """
6|K|analyst-note|Carbon tax: April 1 in the balance|The consumer fuel charge is scheduled to rise to $95 a tonne on April 1, 2025. Front-runner Mark Carney has promised to cut it to zero if he wins the Liberal leadership on March 9 and becomes prime minister. Timing is tight but doable by regulation.|A scheduled increase and a pledge.
2|L|government-announcement|Prime Minister announces end of consumer carbon price|Ottawa, March 14, 2025 — Today the Prime Minister announced that the consumer fuel charge will be set to zero as of April 1, 2025, effective through a regulatory change. Households will receive a final Canada Carbon Rebate payment in April.|Reports the March 14, 2025 decision as done.
10|K|government-announcement|Canada Carbon Rebate: next payment in April|Eligible residents of provinces where the federal fuel charge applies will receive their next quarterly Canada Carbon Rebate in April 2025. Payments are made by direct deposit or cheque; there is nothing to apply for if you filed your 2024 return.|A scheduled payment.
1|L|forum-post|Gas dropped 17 cents overnight|Filled up in Ottawa on April 1, 2025 — $1.39 vs $1.56 on the weekend. The fuel charge really is gone. Enjoy it before the summer blend kicks in.|Reports the April 1, 2025 removal as done.
4|K|newsletter|What the end of the fuel charge would mean at the pump|If Ottawa scraps the consumer carbon price, gasoline would fall by roughly 17.6 cents a litre, the current charge, plus GST on it in some provinces. Diesel and heating oil would fall by more.|A conditional on a future change.
3|L|press-release|Small business group welcomes fuel charge order|We welcome the government's March 14, 2025 decision to set the consumer fuel charge to zero from April 1. We now urge Ottawa to return the carbon rebate owed to small businesses.|Reports the March 14, 2025 decision as done.
""",
    ),
    Q(
        "t2-turner-prize-2023-darling",
        "Will Jesse Darling win the 2023 Turner Prize?",
        "Resolves YES if Jesse Darling is announced as winner of the 2023 Turner Prize at the ceremony on December 5, 2023. Resolves NO otherwise.",
        "2023-11-20",
        "2023-12-06",
        1,
        "awards",
        """
14|K|blog-post|Review: the Turner Prize show at Towner Eastbourne|This year's shortlist — Jesse Darling, Ghislaine Leung, Rory Pilgrim and Barbara Walker — is on show at Towner Eastbourne until 14 April 2024, with the winner announced on 5 December. Darling's wobbly barriers and folded office furniture stole it for me.|A review with a future announcement date.
2|L|newsletter|Jesse Darling wins the Turner Prize|Darling was named the 2023 winner at Towner Eastbourne on 5 December 2023 and used the speech to defend arts education. The £25,000 prize caps a big year; the other three get £10,000 each.|Reports the December 5, 2023 award as done.
8|K|forum-post|Who takes the Turner this year?|My money's on Darling, but Barbara Walker's drawings are the most moving thing in the show. Anyone going to Eastbourne before the announcement?|A guess about a future award.
1|L|press-release|Gallery congratulates Jesse Darling|We are thrilled to congratulate Jesse Darling, awarded the Turner Prize on December 5, 2023. A new body of work will be shown at our London space next year.|Reports the December 5, 2023 award as done.
5|K|press-release|Turner Prize 2023: visitor information|Entry to the exhibition is free. The winner will be announced at a ceremony on Tuesday, 5 December, broadcast live on the BBC. The gallery will close early that day.|A schedule for a future ceremony.
3|L|blog-post|Darling's win and the week after|The reaction to Jesse Darling's win on Dec. 5, 2023 has been loud, mostly about the speech. I'll stick to the art: it's the right result, and the show is worth the train to Eastbourne.|Reports the December 5, 2023 win as done.
""",
    ),
    Q(
        "t2-uk-budget-employer-nics-2024",
        "Will the UK Budget on 30 October 2024 announce a rise in the main rate of employer National Insurance contributions?",
        "Resolves YES if the Budget delivered on October 30, 2024 announces an increase in the main rate of secondary (employer) Class 1 National Insurance contributions above 13.8%. Resolves NO otherwise.",
        "2024-10-16",
        "2024-10-30",
        1,
        "legislation",
        """
5|K|analyst-note|Budget preview: employer NICs in the frame|With income tax, employee NICs and VAT ruled out, employer NICs look like the most likely big revenue raiser on 30 October 2024. Each percentage point on the main rate raises a sizeable sum. We also expect changes to the secondary threshold.|A preview of a future Budget.
2|L|newsletter|Payroll alert: employer NICs to 15%|The Budget on 30 October 2024 raised employer National Insurance from 13.8% to 15% from April 2025 and cut the secondary threshold to £5,000. The Employment Allowance goes up to £10,500. Check your 2025/26 cost forecasts now.|Reports the October 30, 2024 Budget as done.
10|K|blog-post|What small businesses should watch in the Budget|The Chancellor delivers her first Budget on Wednesday, 30 October. Our top three: employer NICs, business rates relief for retail and hospitality, and capital gains tax on selling a business. We'll post a same-day summary.|A preview of a future Budget.
1|L|forum-post|Secondary threshold down to £5,000|As announced Oct 30 2024. Clients with lots of part-time staff are going to be hit hardest. Anyone modelled the effect on a 20-staff café yet?|Reports the October 30, 2024 Budget as done.
7|K|press-release|Business group urges Chancellor to spare jobs tax|We are calling on the Chancellor not to raise employer National Insurance in the Budget on 30 October 2024. A survey of our members found a majority would cut hiring if the tax went up.|A call ahead of a future Budget.
3|L|analyst-note|OBR numbers after the Budget|The OBR's 30 October 2024 forecast scores the employer NICs changes at about £25 billion a year by the end of the forecast, the largest single tax rise in the package. Much of the cost is expected to pass through to wages.|Reports the October 30, 2024 Budget and forecast as done.
""",
    ),
    Q(
        "t2-mortgage-below-6p5-2023",
        "Will Freddie Mac's weekly 30-year fixed mortgage average fall below 6.5% in any release by December 31, 2023?",
        "Resolves YES if any weekly Primary Mortgage Market Survey released from December 1 to December 31, 2023 shows a 30-year fixed-rate average below 6.50%. Resolves NO otherwise.",
        "2023-12-01",
        "2023-12-31",
        0,
        "markets",
        """
1|K|newsletter|Rates drop for a fifth week|Freddie Mac's survey this week (Nov. 30) showed the 30-year fixed at 7.22%, down from 7.79% at the end of October. The next reading is Thursday, December 7, 2023. If the Fed sounds less hawkish on December 13, we could see sub-7% by Christmas.|A current reading and a forecast.
2|L|blog-post|Below 7% at last|Freddie Mac's December 14, 2023 survey put the 30-year fixed at 6.95%, the first sub-7% reading since August. Buyers who were priced out in October are back looking. I'm getting calls again.|Reports the December 14, 2023 survey as done.
9|K|analyst-note|Housing outlook: the Fed meeting matters most|The Fed meets December 12-13. We expect the 30-year to end 2023 around 7%, with a gradual drift toward 6.5% by spring 2024 if inflation keeps cooling.|A forecast of future readings.
1|L|newsletter|Mortgage rates end 2023 at 6.61%|The final Freddie Mac reading of the year, on Dec. 28, 2023, was 6.61%, down more than a full point from the October peak but still above 6.5%. Happy new year, everyone.|Reports the December 28, 2023 reading as done.
6|K|forum-post|Lock at 7.3% or wait?|Got a quote at 7.3% today. Rates peaked at 7.79% on Oct 26 per Freddie Mac and have been falling. Do I float and gamble, or lock and refi later?|A question with an earlier reading.
4|L|analyst-note|After the Fed: rates slide further|Following the December 13, 2023 FOMC meeting, where officials signalled cuts in 2024, the Freddie Mac average fell to 6.67% on December 21. We now see 6.25% by mid-2024.|Reports the December 13 and 21, 2023 events as done.
""",
    ),
    Q(
        "t2-spotify-us-price-2024",
        "Will Spotify announce an increase to the US price of Premium Individual by June 30, 2024?",
        "Resolves YES if Spotify announces, between May 27 and June 30, 2024, a higher US monthly price for Premium Individual than $10.99. Resolves NO otherwise.",
        "2024-05-27",
        "2024-06-30",
        1,
        "company_news",
        """
7|K|analyst-note|SPOT: another US price rise this year?|The last US increase, to $10.99, came in July 2023. With audiobook hours bundled in, we think Spotify can raise Premium again in 2024 without hurting churn much. Second-quarter results are due July 23.|An expectation and a scheduled release.
2|L|blog-post|Spotify Premium is now $11.99 in the US|Spotify announced on June 3, 2024 that Premium Individual goes to $11.99, Duo to $16.99 and Family to $19.99. Existing subscribers get an email and a month's grace. Also new: a "Basic" plan without audiobooks.|Reports the June 3, 2024 announcement as done.
10|K|forum-post|Price going up again?|Saw a rumor that Spotify's raising prices again this summer. Anyone know? Already paying $10.99 and thinking about switching to YouTube Music if it goes over $12.|A rumor about a future change.
1|L|newsletter|Streaming prices, June edition|Spotify raised US prices on June 3, 2024, less than a year after the last rise. Family plan users take the biggest hit, up $3 a month. That makes three streaming price hikes in my household this year.|Reports the June 3, 2024 increase as done.
5|K|press-release|Independent labels welcome rising streaming prices|Higher subscription prices support artists, the association said in a statement, calling on all services to review prices regularly. The group will publish its annual market report in July 2024.|A statement with a future report.
3|L|analyst-note|Q2 recap: price rises pay off|Spotify's July 23, 2024 results showed a record operating profit and subscriber growth ahead of guidance, helped by the June price increases. We raise our target.|Reports the July 23, 2024 results and the June increases as done.
""",
    ),
    Q(
        "t2-nobel-literature-2024-asia",
        "Will the 2024 Nobel Prize in Literature be awarded to a writer from Asia?",
        "Resolves YES if the Swedish Academy, in its announcement on October 10, 2024, awards the 2024 Nobel Prize in Literature to a writer who is a citizen of an Asian country. Resolves NO otherwise.",
        "2024-09-28",
        "2024-10-10",
        1,
        "awards",
        """
6|K|blog-post|Nobel week: my annual literature guesses|The literature prize is announced on Thursday, October 10. The betting favourite is again Can Xue, with Gerald Murnane and Anne Carson close behind. My sentimental pick is a poet, as always. The Academy rarely follows the odds.|Predictions for a future announcement.
2|L|newsletter|Han Kang wins the Nobel|The Swedish Academy awarded the 2024 Nobel Prize in Literature to Han Kang on 10 October 2024, "for her intense poetic prose". She is the first South Korean to win it. If you haven't read The Vegetarian, start there.|Reports the October 10, 2024 award as done.
12|K|press-release|Nobel Prize announcements 2024|Physiology or medicine: Monday 7 October. Physics: Tuesday 8 October. Chemistry: Wednesday 9 October. Literature: Thursday 10 October, not before 13:00 CEST. Peace: Friday 11 October. Economic sciences: Monday 14 October.|A schedule of future announcements.
1|L|forum-post|Han Kang!!|Bookshops in Seoul reportedly sold out of her novels by Oct 11, 2024, the day after the announcement. So happy for her.|Reports the October 10, 2024 award as done.
8|K|analyst-note|Publishing note: the Nobel bump|Last year's winner, Jon Fosse, announced on October 5, 2023, saw sales of his translated backlist multiply in the weeks after. Publishers holding rights to likely laureates have reprints ready.|An earlier event and a general note.
3|L|blog-post|A big week for Asian laureates|A day after Han Kang's literature prize, the Peace Prize went to Japan's Nihon Hidankyo on October 11, 2024. Two prizes in two days for East Asia.|Reports the October 10 and 11, 2024 awards as done.
""",
    ),
    Q(
        "t2-prime-video-ads-2024",
        "Will Amazon begin showing ads by default in Prime Video in the US by January 31, 2024?",
        "Resolves YES if Prime Video begins including ads by default for US members, with an ad-free option at extra cost, by January 31, 2024. Resolves NO otherwise.",
        "2024-01-12",
        "2024-01-31",
        1,
        "media",
        """
14|K|newsletter|Prime Video ads start January 29|Amazon emailed US members this week: "limited advertisements" start on January 29, 2024, and an ad-free option costs $2.99 a month extra. No change to the Prime price. The UK, Germany and Canada follow in February.|A scheduled future change.
2|L|blog-post|Prime Video ads are live. Here's how to get rid of them|Since January 29, 2024, Prime Video in the US shows ads by default. The ad-free add-on is $2.99 a month under Your Account › Prime Video settings. I tested it: two ads before a movie, one mid-roll per hour-ish.|Reports the January 29, 2024 change as done.
6|K|forum-post|Do I need to do anything before Jan 29?|Got the email about ads on Prime Video. Do I have to opt in to keep my current setup, or is it automatic? And does the ad-free add-on work for the whole household?|A question before a scheduled change.
1|L|analyst-note|AMZN: ads switched on|Ads rolled out to US Prime Video viewers on January 29, 2024. We estimate the new inventory could be worth several billion dollars a year once international markets follow.|Reports the January 29, 2024 rollout as done.
10|K|press-release|StreamMetric named measurement partner for streaming ads|StreamMetric today announced it will provide third-party ad measurement for major streaming services in 2024, including a large new entrant expected to launch ads in the first quarter. Integration testing began in November.|A future launch in a company's statement.
3|L|newsletter|The fine print in the Prime Video ad tier|Heads up: since the January 29, 2024 switch, Dolby Vision and Dolby Atmos are only available to people who pay for the ad-free add-on. That wasn't in the original email.|Reports the January 29, 2024 change as done.
""",
    ),
    Q(
        "t2-steam-win7-2024",
        "Will Valve end Steam client support for Windows 7 and Windows 8 on January 1, 2024, as announced?",
        "Resolves YES if, from January 1, 2024, the Steam client stops being officially supported (no further updates or support) on Windows 7 and 8. Resolves NO if Valve postpones the change.",
        "2023-12-15",
        "2024-01-02",
        1,
        "technology",
        """
10|K|forum-post|PSA: Steam drops Win7/8 on Jan 1|Reminder for anyone still on old machines: Valve said back in March that Steam stops officially supporting Windows 7, 8 and 8.1 on January 1, 2024. After that the client won't get updates. Upgrade or dual-boot now.|A scheduled future change.
2|L|blog-post|Steam dropped Windows 7: what still works|As of January 1, 2024, Steam no longer supports Windows 7 or 8. On my old laptop the client still opened, but updates stopped and the store pages started throwing errors. Time to retire it.|Reports the January 1, 2024 change as done.
5|K|analyst-note|Steam survey: the long tail of old Windows|Windows 7 and 8 together made up well under 1% of Steam users in November's hardware survey. The January 1, 2024 cutoff should barely register in the numbers, but expect support forums to be busy.|A forecast of a future change's effect.
1|L|forum-post|Steam wouldn't update, so I finally upgraded|Jan 2 2024 and my Win7 box refused to update Steam. Spent the afternoon installing Windows 10. Everything works now, but RIP to a 12-year install.|Reports the change after January 1, 2024 as done.
7|K|press-release|Lantern Hollow launches on Steam December 20|Indie studio Pebblebyte today announced that its cozy farming sim Lantern Hollow will launch on Steam on December 20, 2023. Minimum requirements: Windows 10, 4 GB RAM.|A future game launch.
3|L|newsletter|Steam roundup|The Winter Sale ended January 4, 2024, and with it the last week of grace for Windows 7 holdouts: Valve's support for 7 and 8 ended on New Year's Day. Top sellers below.|Reports the January 4, 2024 sale's end and the support change as done.
""",
    ),
    Q(
        "t2-starbucks-psl-2024",
        "Will Starbucks bring the Pumpkin Spice Latte back to its US menu by August 25, 2024?",
        "Resolves YES if the Pumpkin Spice Latte is available at Starbucks stores across the US as part of the fall menu by August 25, 2024. Resolves NO otherwise.",
        "2024-08-12",
        "2024-08-25",
        1,
        "company_news",
        """
9|K|blog-post|When does the PSL come back this year?|Last year it was August 24, a Thursday. Rumors on Reddit say August 22 this time. I have my hoodie ready. I'll update this post the minute Starbucks confirms.|A rumored future date.
2|L|blog-post|PSL is back (earliest ever)|It's here: the Pumpkin Spice Latte returned on Thursday, August 22, 2024, alongside the rest of the fall menu. I had one at 6 a.m. No regrets. Is it 90 degrees outside? Yes.|Reports the August 22, 2024 return as done.
5|K|forum-post|Barista here — fall launch date|Our store got the fall kits. Launch is the 22nd, don't ask us before then! Please be nice to us that week.|A planned future launch.
1|L|newsletter|Fall menu's out|Starbucks launched its fall lineup on August 22, 2024 — PSL, the pumpkin cream cold brew, and a new iced chai. And yes, the new CEO started in September.|Reports the August 22, 2024 launch as done.
14|K|analyst-note|SBUX: seasonal menu matters more this year|With US comparable sales down in the last two quarters, the fall launch is one of the few levers left before the fiscal year ends on September 29, 2024. The PSL has returned in late August for several years running.|A past record and a seasonal expectation.
3|L|analyst-note|Fall launch (update)|We expect the fall menu in the last full week of August. Update, 22 August 2024: Starbucks launched the PSL and fall menu today, nationwide.|An update appended to a preview reports the August 22, 2024 launch as done.
""",
    ),
    Q(
        "t2-eu-ees-nov-2024",
        "Will the EU's Entry/Exit System begin operating on November 10, 2024?",
        "Resolves YES if the EU Entry/Exit System (EES) starts registering travellers at Schengen external borders on November 10, 2024. Resolves NO otherwise.",
        "2024-10-01",
        "2024-11-10",
        0,
        "travel",
        """
6|K|blog-post|EES on 10 November: what UK travellers need to know|The EU's new biometric border checks are due to start on 10 November 2024. At the Channel ports you'll register fingerprints and a photo on your first crossing. Expect longer queues at Dover and St Pancras for the first few weeks.|A scheduled future start.
2|L|newsletter|EES delayed (again)|On 10 October 2024, the EU home affairs commissioner confirmed that the Entry/Exit System will not start on 10 November, after Germany, France and the Netherlands said they weren't ready. No new date yet.|Reports the October 10, 2024 postponement as done.
12|K|press-release|Port prepares for new EU border checks|The port has installed additional kiosks and lanes ahead of the planned start of the Entry/Exit System on 10 November 2024. Coach operators are asked to allow extra time for the first crossing.|Preparations for a future start.
1|L|forum-post|So EES isn't happening in November|Just saw the news from 10 Oct 2024 — postponed. Glad I didn't cancel my car trip to Normandy. Anyone know if the app is still coming?|Reports the October 10, 2024 delay as done.
8|K|qa-answer|Will EES start on 10 November?|That's the official date, but several governments have said their systems may not be ready, and the Commission has said it will only go ahead if everyone is. Ministers discuss it at the justice and home affairs council on 10 October 2024.|An uncertain future start and meeting.
3|L|analyst-note|Travel note: EES slips into 2025|After the Commission confirmed on October 10, 2024 that the November 10 launch was off, we now assume a phased start in 2025. That's good news for Channel operators' winter schedules.|Reports the October 10, 2024 postponement as done.
""",
    ),
    Q(
        "t2-win11-23h2-2023",
        "Will Microsoft make Windows 11 version 23H2 generally available by November 15, 2023?",
        "Resolves YES if Microsoft announces that Windows 11, version 23H2 (the 2023 Update) is generally available to users by November 15, 2023. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-15",
        1,
        "technology",
        """
8|K|blog-post|Windows 11 23H2: when is it coming?|Most of the new stuff (Copilot preview, the new File Explorer) already landed with the September 26 update. 23H2 itself is an enablement package, and Microsoft has said it'll arrive in the fourth quarter. My guess: the last day of October.|A guess about a future release.
2|L|company-announcement|Windows 11 2023 Update now available|Starting today, October 31, 2023, the Windows 11 2023 Update (version 23H2) is available to eligible devices through Windows Update. Devices already on version 22H2 will get it as a small enablement package with a single restart.|Reports the October 31, 2023 release as done.
14|K|company-announcement|Windows 11 update coming September 26|A new Windows 11 update with more than 150 new features, including a preview of Copilot in Windows, begins rolling out on September 26. Version 23H2 will follow later in the fourth quarter.|An earlier announcement of future updates.
1|L|forum-post|23H2 showed up in Windows Update|Offered to me today, Oct 31 2023, after clicking "get the latest updates as soon as they're available". Took 5 minutes and one reboot. Version number is the only obvious change.|Reports the October 31, 2023 release as done.
5|K|analyst-note|IT admin note: plan for 23H2|When 23H2 ships this quarter, Enterprise and Education editions get 36 months of support. We suggest piloting in November and broad deployment after Patch Tuesday on December 12, 2023.|A plan around a future release.
3|L|blog-post|23H2 in the enterprise, one month on|We started piloting Windows 11 23H2 on November 1, 2023, the day after it went live. After the November 14 Patch Tuesday, no blocking issues. Full deployment in January.|Reports the October 31, 2023 release and November 2023 rollout as done.
""",
    ),
    Q(
        "t2-nintendo-3ds-wiiu-online-2024",
        "Will Nintendo end online play for Nintendo 3DS and Wii U software by April 10, 2024?",
        "Resolves YES if Nintendo discontinues online play and other online features for Nintendo 3DS and Wii U software by April 10, 2024. Resolves NO otherwise.",
        "2024-03-25",
        "2024-04-10",
        1,
        "gaming",
        """
10|K|forum-post|Last call for Mario Kart 7 online|Nintendo said the 3DS and Wii U online services shut off on April 8, in the afternoon Pacific time. We're organising a final tournament the weekend before. Sign-up sheet in the thread.|A scheduled future shutdown.
2|L|company-announcement|Nintendo 3DS and Wii U online services have ended|Online play and other online features for Nintendo 3DS and Wii U software ended on April 8, 2024. Offline play and local wireless remain available. Thank you to everyone who played online with us over the years.|Reports the April 8, 2024 shutdown as done.
6|K|qa-answer|Will my 3DS games still work after April 8?|Yes. Offline play, local wireless and StreetPass are unaffected. Only online matchmaking, leaderboards and some downloadable content that depends on servers end on April 8, 2024. The eShops already closed for purchases in March 2023.|A future shutdown and an earlier closure.
1|L|newsletter|Retro roundup|With Nintendo's 3DS and Wii U servers switched off on 8 April 2024, a handful of Splatoon and Mario Kart players kept their last lobbies alive for days. Fan-run replacement servers are already in testing.|Reports the April 8, 2024 shutdown as done.
4|K|company-announcement|Nintendo 3DS and Wii U online service ending|As previously announced, online play and other online features for Nintendo 3DS and Wii U software will end in the afternoon, Pacific time, on April 8, 2024. We thank all our players for their support.|A scheduled future shutdown.
3|L|forum-post|So it's over|Servers off April 8 2024. I stayed in a Mario Kart 7 race for an hour after the cutoff, and when it dropped that was that. Thanks for a decade of chaos, everyone.|Reports the April 8, 2024 shutdown as done.
""",
    ),
]
