# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold8` part, read by `build_hold8.py`.

Spoken and conversational text turned into pages: press-conference and earnings-call
transcripts, broadcast and podcast transcripts, TV and radio captions, interview Q&As, sports
commentary, panel discussions, chat and Discord logs, and comment threads under articles. Each
question's documents are one line each in a string, fields separated by `|`: days before the
cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; see `build_hold8.py` and its section in the leak set's README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lx-fomc-2023-11-hike",
        "Will the FOMC raise the federal funds target range at its October 31-November 1, 2023 meeting?",
        "Resolves YES if the FOMC statement released on November 1, 2023 sets the target range above 5.25-5.50%. Resolves NO otherwise.",
        "2023-10-18",
        "2023-11-01",
        0,
        "central_banks",
        """
6|K|press-conference-transcript|Transcript: Chair Powell's press conference, September 20, 2023|QUESTION. Is November a live meeting? CHAIR POWELL. Every meeting is live. We'll look at the totality of the data that comes in between now and the meeting on October 31 and November 1, and we'll make that decision then. I wouldn't read anything more into it than that.|A past answer about a meeting still ahead; nothing after the cutoff is reported.
3|L|press-conference-transcript|Transcript of Chair Powell's press conference, November 1, 2023|CHAIR POWELL. Good afternoon. My colleagues and I remain squarely focused on our dual mandate. Today, the FOMC decided to leave our policy interest rate unchanged, in a range of 5-1/4 to 5-1/2 percent, and to continue shrinking our balance sheet. Tighter financial conditions, especially from longer-term bond yields, are something we are watching.|The transcript reports the November 1, 2023 decision to hold.
9|K|tv-business-captions|Closing bell: yields climb as Fed speakers line up|>> TEN-YEAR YIELD NOW WITHIN A WHISKER OF 5%. >> AND WE'VE GOT A PARADE OF FED SPEAKERS THIS WEEK BEFORE THE BLACKOUT KICKS IN ON SATURDAY, OCTOBER 21. >> THE DECISION ITSELF LANDS NOVEMBER 1, 2023, AT 2 P.M. EASTERN, FUTURES STILL SAY HOLD.|A schedule and market pricing before the meeting.
2|L|podcast-transcript|Macro Hour, episode 212: 'The bond market did the Fed's job'|HOST 1: So they sat on their hands again. Wednesday, November 1, 2023, second hold in a row. HOST 2: And Powell more or less said long yields tightened for them. HOST 1: Then the Friday payrolls number comes in at 150,000 and the whole curve rallies. Big week.|Reports the November 1, 2023 hold and the jobs report two days later.
12|K|radio-interview|Morning Edition-style interview: a regional Fed president on 'holding here'|Q: Would you support another increase at the October 31 to November 1, 2023 meeting? A: I'm in the camp that thinks we can hold where we are for a while and let policy work. I'll be watching the September jobs and inflation numbers, but my baseline is no further move this year.|A policymaker's stated view about a coming meeting.
1|L|comment-thread|Comments on 'Mortgage rates top 8% for the first time since 2000'|rjm_1977: Fed held again on Nov 1, 2023 and my 30-year quote still went UP the next morning. Make it make sense. >> reply, ohio_cpa: Your rate follows the 10-year, not the fed funds rate. The Fed not hiking doesn't mean the market can't.|A comment reports the November 1, 2023 hold.
""",
    ),
    Q(
        "lx-ecb-2024-09-cut",
        "Will the ECB lower its deposit facility rate at its monetary policy meeting of September 12, 2024?",
        "Resolves YES if the ECB's decision announced on September 12, 2024 lowers the deposit facility rate below 3.75%. Resolves NO otherwise.",
        "2024-08-29",
        "2024-09-12",
        1,
        "central_banks",
        """
25|K|press-conference-transcript|Press conference, Frankfurt am Main, 18 July 2024 (Q&A excerpt)|Question: Is September a done deal for a second cut? Lagarde: I would not describe it that way. The decision for September is wide open, and we will have a new set of staff projections then. We will look at all the data, not one number.|A past answer about a later meeting; no post-cutoff event reported.
4|L|press-conference-transcript|Monetary policy statement and Q&A, 12 September 2024|Good afternoon, the Vice-President and I welcome you to our press conference. The Governing Council today decided to lower the deposit facility rate by 25 basis points, to 3.50%. As announced in March, the spread between the main refinancing rate and the deposit facility rate will be reduced to 15 basis points from 18 September.|The statement reports the September 12, 2024 cut.
2|K|tv-business-captions|Europe open: all eyes on Friday's flash inflation print|>> EURO ZONE FLASH INFLATION FOR AUGUST IS OUT FRIDAY, AUGUST 30, 2024. CONSENSUS IS 2.2%, DOWN FROM 2.6%. >> A PRINT LIKE THAT WOULD MORE OR LESS LOCK IN A QUARTER POINT ON SEPTEMBER 12, TRADERS SAY.|A scheduled release and market expectations.
9|L|panel-discussion|Panel recording: 'Europe after the second cut'|MODERATOR: So the ECB has now cut twice, in June and again on September 12, 2024, and Lagarde still won't say October. Where does that leave the periphery? PANELIST (bond strategist): Spreads barely moved on the day. The market had it fully priced.|The panel speaks of the September 12, 2024 cut as done.
14|K|interview-qa|Interview: a Governing Council member on the path of rates|Q: Markets are close to fully pricing a cut on 12 September 2024. Is that fair? A: I won't pre-commit. Services inflation is still too high. But if the projections confirm the disinflation path, I think a further step in September would be reasonable.|A conditional view on a coming meeting.
1|L|radio-bulletin|Business bulletin, 5 p.m.|The euro was little changed this afternoon after the European Central Bank cut interest rates for the second time this year on Thursday, September 12, 2024. Banks in Frankfurt said the move had been widely expected.|Reports the September 12, 2024 cut.
""",
    ),
    Q(
        "lx-boe-2023-11-hike",
        "Will the Bank of England raise Bank Rate at its November 2, 2023 decision?",
        "Resolves YES if the Monetary Policy Committee decision announced on November 2, 2023 raises Bank Rate above 5.25%. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-02",
        0,
        "central_banks",
        """
5|K|radio-phone-in|Money Box Live: your questions on mortgages|CALLER (Lorraine, Stockport): My fix ends in January, should I lock in now? PRESENTER: The next Bank of England decision is on Thursday, 2 November 2023, and most economists think rates stay at 5.25%. But nobody can promise you that, and lenders price off swap rates anyway.|A caller's question and an expectation about a decision still ahead.
3|L|press-conference-transcript|Monetary Policy Report press conference, 2 November 2023: opening remarks|GOVERNOR: Good afternoon. The MPC voted by a majority of 6 to 3 to maintain Bank Rate at 5.25%. Three members preferred a 25 basis point increase. Monetary policy is likely to need to be restrictive for an extended period of time.|The transcript reports the November 2, 2023 hold.
18|K|press-conference-transcript|Q&A after the September 21, 2023 decision|QUESTION: Is this the peak? GOVERNOR: I'm not going to declare that. We voted five to four today to hold, and we will look at the evidence afresh at each meeting. Holding today does not mean we cannot move again.|A past answer about a pre-cutoff decision; only earlier dates are reported.
2|L|tv-news-captions|Evening news: rates on hold again|THE BANK OF ENGLAND HAS KEPT INTEREST RATES AT 5.25% FOR A SECOND MEETING RUNNING. THE DECISION, ON 2 NOVEMBER 2023, CAME WITH A WARNING FROM THE GOVERNOR THAT CUTS ARE NOT BEING DISCUSSED.|Captions report the November 2, 2023 hold.
1|K|podcast-transcript|The Economics Show: inflation sticks at 6.7%|HOST: So September CPI came out on Wednesday at 6.7 percent, unchanged. GUEST: Which is awkward for the Bank, because services inflation actually ticked down. I'd still bet they hold on November 2nd, but it's closer than people think.|A pre-cutoff data release and a forecast of the coming decision.
1|L|comment-thread|Comments on 'What the rate hold means for your mortgage'|Paddington_Bear_88: Held at 5.25 on Nov 2, 2023 and three of them still wanted to go higher. Nobody is cutting until the back end of next year, mark my words.|A comment reports the November 2, 2023 decision and vote.
""",
    ),
    Q(
        "lx-us-payrolls-2023-09",
        "Will the first estimate of US nonfarm payrolls for September 2023 show a gain above 250,000?",
        "Resolves YES if the BLS Employment Situation release scheduled for October 6, 2023 reports a September 2023 payroll change above +250,000. Resolves NO otherwise.",
        "2023-09-22",
        "2023-10-06",
        1,
        "macro_data",
        """
3|K|tv-business-captions|Markets midday: shutdown clock ticks|>> IF CONGRESS DOESN'T ACT BY SATURDAY, SEPTEMBER 30, 2023, THE GOVERNMENT SHUTS DOWN. >> AND THAT COULD MEAN NO JOBS REPORT ON FRIDAY, OCTOBER 6. BLS SAYS IT WOULD NOT PUBLISH DURING A LAPSE.|A deadline and a conditional about a scheduled release.
2|L|radio-bulletin|Top of the hour news|Employers added 336,000 jobs in September, the Labor Department said Friday, Oct. 6, 2023, nearly double what economists had expected. The unemployment rate held at 3.8 percent.|Reports the October 6, 2023 jobs report.
20|K|podcast-transcript|Odd Lots-style episode: 'Is the labor market finally cooling?'|HOST: August was 187,000, with big downward revisions to June and July, and the unemployment rate jumped to 3.8. GUEST: That jump is mostly people coming back into the labor force, which is the good kind of weak.|Discusses an earlier release only.
1|L|comment-thread|Comments on 'Jobs report blows past forecasts'|bondvigilante_: 336k?? On Oct 6 2023 the 10-year hit 4.88 within minutes and then the stock market rallied anyway. Nothing makes sense anymore.|A comment reports the October 6, 2023 figure and market moves.
9|K|panel-discussion|Panel: 'What the Fed is watching this autumn'|ECONOMIST 1: My number for September payrolls is about 160,000. ECONOMIST 2: I'm a bit higher, 180. The consensus will probably settle around 170 by the time the report comes out on October 6, 2023.|Forecasts of a scheduled release.
4|L|tv-interview|Interview with a former Fed vice chair (transcript)|Q: Today's number, 336,000 for September, released this morning, October 6, 2023. Does that put a November hike back on the table? A: It makes it harder to rule out. But wage growth was 4.2 percent, which is cooling, and that's what the committee will focus on.|The interview reports the October 6, 2023 release as done.
""",
    ),
    Q(
        "lx-gold-2500-2024-08",
        "Will spot gold trade above $2,500 per ounce at any time by August 31, 2024?",
        "Resolves YES if the spot gold price (XAU/USD) trades above $2,500.00 per troy ounce at any time on or before August 31, 2024. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-31",
        1,
        "markets",
        """
6|K|tv-business-captions|Commodities desk: gold pulls back from record|>> GOLD HIT AN ALL-TIME HIGH NEAR $2,483 ON WEDNESDAY, JULY 17, THEN GAVE BACK SOME OF IT AS THE DOLLAR FIRMED. >> STILL UP MORE THAN 17% THIS YEAR.|Reports only a pre-cutoff record.
3|L|podcast-transcript|The Metals Hour: 'Twenty-five hundred, finally'|HOST: It took a while, but gold finally cleared twenty-five hundred on Friday, August 16, 2024. GUEST: And it didn't even need the Fed to move. Softer US data that week, rate-cut bets, and the central banks kept buying.|Reports the August 16, 2024 break above $2,500.
5|K|chat-log|#macro channel, trading Discord|[07/20 21:14] kestrel: 2500 by end of August? [07/20 21:15] bigdip: need Jackson Hole to go dovish, that's Aug 22-24 [07/20 21:17] kestrel: or a bad payrolls on Aug 2 [07/20 21:18] bigdip: I'm long calls either way lol|Traders' expectations about dates ahead.
2|L|earnings-call-excerpt|Gold miner, second-quarter 2024 results call, August 12, 2024|CEO: As we speak this morning, August 12, 2024, gold is trading around $2,470, so the margins you're seeing in Q2 are, if anything, going to look conservative in the third quarter. ANALYST: Are you going to hedge at these levels? CEO: No. We've never believed in that.|A call held after the cutoff reports the August 12, 2024 price.
11|K|radio-interview|Business radio: a strategist's year-end call|Q: Where do you see gold at year-end? A: Our target is $2,600. The catalyst is the Fed's September 17-18, 2024 meeting. If they start cutting then, real yields fall and that's supportive.|A forecast and a scheduled meeting.
1|L|comment-thread|Comments on 'Should you buy gold at a record high?'|silverstacker: Bought at 2,390 in July, sold a chunk on 20 August 2024 at 2,510. Not financial advice, but the record is behind us now, so is the easy money.|A comment reports a sale above $2,500 on August 20, 2024.
""",
    ),
    Q(
        "lx-solana-200-2024-03",
        "Will SOL (Solana) trade above $200 on a major exchange at any time by March 31, 2024?",
        "Resolves YES if SOL/USD trades above $200.00 on Coinbase, Binance or Kraken at any time on or before March 31, 2024. Resolves NO otherwise.",
        "2024-02-29",
        "2024-03-31",
        1,
        "crypto",
        """
9|K|chat-log|#sol-traders, community Discord|[2024-02-20 22:41] degenfrog: sol 200 by end of march or I eat my hat [2024-02-20 22:42] m4ri: we're at 110 bro [2024-02-20 22:42] degenfrog: memecoin szn hasn't even started [2024-02-20 22:44] m4ri: screenshotting this for 2024-03-31|Expectations and a bet about a date ahead.
3|L|chat-log|#sol-traders, community Discord (pinned)|[2024-03-18 09:02] m4ri: SOL PRINTED 210 ON COINBASE [2024-03-18 09:02] m4ri: @degenfrog keep your hat [2024-03-18 09:03] degenfrog: told you. 2024-03-18 remember the date|The log reports SOL above $200 on March 18, 2024.
14|K|podcast-transcript|Bankless-style episode: 'Solana's comeback'|HOST: From eight dollars in December 2022 to over a hundred now. GUEST: The catalysts are the memecoin activity and, longer term, Firedancer. I don't think we see it before the halving in April 2024, though, and that's when people expect the next leg.|Past prices and an expectation about April.
1|L|comment-thread|Comments on 'Crypto markets rally as bitcoin nears record'|anon_validator: SOL broke $200 on March 18, 2024 for the first time since Dec 2021. The FTX estate sold their locked SOL at like $64 in the auction. Oof.|A comment reports the March 18, 2024 move.
20|K|tv-business-captions|Crypto check|>> SOLANA UP 12% THIS WEEK TO ABOUT $105. >> ETHER AND BITCOIN ALSO HIGHER AHEAD OF ETF FLOWS DATA.|Only pre-cutoff prices.
""",
    ),
    Q(
        "lx-amazon-q4-2023-revenue",
        "Will Amazon report fourth-quarter 2023 net sales above $166 billion?",
        "Resolves YES if Amazon's fourth-quarter 2023 results, scheduled for February 1, 2024, report net sales above $166.0 billion. Resolves NO otherwise.",
        "2024-01-18",
        "2024-02-01",
        1,
        "earnings",
        """
12|K|earnings-call-excerpt|Amazon Q3 2023 earnings call (October 26, 2023): guidance|CFO: For the fourth quarter, we expect net sales to be between $160 billion and $167 billion, or growth of between 7% and 12% compared with the fourth quarter of 2022. This guidance anticipates an unfavorable impact of approximately 40 basis points from foreign exchange rates.|Guidance given before the quarter ended; nothing after the cutoff is reported.
5|L|earnings-call-excerpt|Amazon Q4 2023 earnings call, February 1, 2024: prepared remarks|CFO: Thanks, Dave. Worldwide revenue was $170.0 billion, a 14% increase year over year excluding the impact of foreign exchange, and above the top end of our guidance range. AWS revenue grew 13% to $24.2 billion.|The call reports the February 1, 2024 results.
2|K|tv-business-captions|Earnings calendar: megacaps next week|>> MICROSOFT AND ALPHABET TUESDAY, JANUARY 30. >> APPLE, AMAZON AND META ALL ON THURSDAY, FEBRUARY 1, 2024, AFTER THE BELL. >> STREET IS AT ABOUT $166.2 BILLION FOR AMAZON.|A calendar and consensus figure.
1|L|comment-thread|Comments on 'Amazon stock jumps after holiday quarter'|primeday_survivor: $170B on Feb 1 2024 and AWS reaccelerated. Stock +8% after hours. The people who sold on the layoff headlines are crying.|A comment reports the February 1, 2024 results.
8|K|podcast-transcript|Retail Roundup: 'The holidays were fine, actually'|HOST: Adobe says US online holiday spending was up 4.9% to $222 billion for November and December. GUEST: Which is good for Amazon, though the bigger question for the quarter is whether AWS growth bottomed in Q3.|Pre-cutoff data and an open question.
3|L|podcast-transcript|Big Tech Weekly, episode 88 (posted early)|HOST 1: So after the print on February 1, 2024, Amazon is basically the one megacap that surprised on margins. HOST 2: Operating income of $13.2 billion, and they guided Q1 above the street too.|Hosts discuss the February 1, 2024 results as done.
""",
    ),
    Q(
        "lx-alphabet-q4-2023-ads",
        "Will Alphabet report Google advertising revenue above $66.0 billion for the fourth quarter of 2023?",
        "Resolves YES if Alphabet's fourth-quarter 2023 results, scheduled for January 30, 2024, report Google advertising revenue above $66.0 billion. Resolves NO otherwise.",
        "2024-01-16",
        "2024-01-30",
        0,
        "earnings",
        """
20|K|earnings-call-excerpt|Alphabet Q3 2023 earnings call, October 24, 2023: ads commentary|CHIEF BUSINESS OFFICER: Google advertising revenue was $59.6 billion, up 9%, with strength in retail in Search. YouTube ads were $8.0 billion. We'll talk about the holiday season when we report Q4 results in late January.|A pre-cutoff quarter and a vague later report date.
4|L|earnings-call-excerpt|Alphabet Q4 2023 earnings call, January 30, 2024|CHIEF BUSINESS OFFICER: Google advertising revenue in the quarter was $65.5 billion, up 11% year on year. Search and other revenues grew 13%, led again by retail. CFO: Total revenues were $86.3 billion.|The call reports the January 30, 2024 results.
2|K|tv-business-captions|Week ahead: the megacaps report|>> ALPHABET AND MICROSOFT KICK THINGS OFF TUESDAY, JANUARY 30, 2024, AFTER THE CLOSE. >> CONSENSUS FOR GOOGLE ADS IS AROUND $65.9 TO $66.2 BILLION DEPENDING ON WHO YOU ASK.|A scheduled report and estimates.
1|L|comment-thread|Comments on 'Alphabet shares slide as ad sales miss'|lurker_in_mtv: Ads came in at 65.52 vs 65.94 est on Jan 30, 2024 and the stock dropped 7% the next day. The capex number spooked people too.|A comment reports the January 30, 2024 miss and the next day's fall.
3|K|podcast-transcript|Tech Brew-style briefing: more Google layoffs|HOST: Google confirmed on January 10 it's cutting hundreds of jobs, including in the hardware and Assistant teams, and an ad-sales reorganisation is on the way. GUEST: Which tells you where they think growth is, and where it isn't.|Pre-cutoff events only.
10|K|interview-qa|Interview with an internet analyst before the January 30, 2024 report (transcript)|Q: What's the bar for the 30th? A: If ad revenue clears $66 billion, I think the stock is fine. If it's a miss, people will blame Gemini and TikTok, fairly or not. My own estimate is just under that.|A conditional and an estimate for a scheduled report.
""",
    ),
    Q(
        "lx-msft-fq2-2024-revenue",
        "Will Microsoft report revenue above $61.0 billion for its fiscal second quarter of 2024?",
        "Resolves YES if Microsoft's results for the quarter ended December 31, 2023, expected on January 30, 2024, report revenue above $61.0 billion. Resolves NO otherwise.",
        "2024-01-17",
        "2024-01-30",
        1,
        "earnings",
        """
3|L|earnings-call-excerpt|Microsoft FY24 Q2 earnings call, January 30, 2024: CFO remarks|CFO: This quarter, revenue was $62.0 billion, up 18%. Microsoft Cloud revenue surpassed $33 billion, up 24%. Azure and other cloud services grew 30%, and roughly six points of that came from AI services.|The call reports the January 30, 2024 results.
22|K|earnings-call-excerpt|Microsoft FY24 Q1 earnings call (October 24, 2023): Q2 outlook|CFO: Now to our outlook. For Q2, we expect Azure revenue growth to be 26% to 27% in constant currency. In Intelligent Cloud, we expect revenue to grow between 15% and 16%.|Guidance for the quarter given before it closed.
4|K|podcast-transcript|Hard Fork-style episode: Microsoft passes Apple|HOST: So on Friday, January 12, Microsoft closed above Apple as the world's most valuable company. GUEST: Which is all Copilot expectations, really. We won't see whether that shows up in revenue until they report at the end of the month.|A pre-cutoff event and a future report.
1|L|tv-business-captions|After hours: Microsoft slips despite record quarter|>> MICROSOFT SHARES LOWER AFTER HOURS, JAN. 30, 2024, DESPITE $62 BILLION IN REVENUE. >> AZURE UP 30%, A TOUCH AHEAD. >> SOME CONCERN ABOUT THE CAPEX RAMP.|Captions report the January 30, 2024 results.
9|K|panel-discussion|Panel: 'Who is making money from generative AI?'|PANELIST: Copilot for Microsoft 365 went generally available to enterprises on November 1, at thirty dollars a seat. You won't see it in the numbers until the report on January 30, 2024, and honestly maybe not even then.|A past launch and a scheduled report.
2|L|comment-thread|Comments on 'Microsoft cloud growth beats estimates'|azure_dev_42: Azure +30% reported 1/30/2024 and people are still saying AI is a bubble. The $62 billion top line is a record for them.|A comment reports the results of January 30, 2024.
""",
    ),
    Q(
        "lx-tesla-q3-2023-deliveries",
        "Will Tesla report more than 450,000 vehicle deliveries for the third quarter of 2023?",
        "Resolves YES if Tesla's production and deliveries report for Q3 2023, expected on or about October 2, 2023, shows more than 450,000 deliveries. Resolves NO otherwise.",
        "2023-09-20",
        "2023-10-02",
        0,
        "earnings",
        """
29|K|earnings-call-excerpt|Tesla Q2 2023 earnings call (July 19, 2023): factory downtime|CFO: As we go into Q3, we will have some planned downtime across our factories for upgrades, so production may be a little lower sequentially. We're still comfortable with around 1.8 million vehicles for the year.|Past guidance; nothing after the cutoff is reported.
2|L|comment-thread|Comments on 'Tesla deliveries fall short as factories retool'|model3_owner_2018: 435,059 delivered, reported Oct 2, 2023. They literally told us about the shutdowns in July. Not a demand problem, people.|A comment reports the October 2, 2023 figure.
6|K|podcast-transcript|Ride the Lightning-style episode: Q3 preview|HOST: Tesla posts Q3 numbers Monday, October 2, 2023. Consensus is around 455,000. GUEST: I'm lower, maybe 440. The shutdowns were real and Highland production in Shanghai is only just starting.|A scheduled report and forecasts.
1|L|tv-business-captions|Premarket: Tesla misses on deliveries|>> TESLA SAYS IT DELIVERED 435,059 VEHICLES IN THE THIRD QUARTER. THE FIGURE, RELEASED MONDAY, OCTOBER 2, 2023, WAS BELOW THE ROUGHLY 455,000 ANALYSTS EXPECTED.|Captions report the October 2, 2023 release.
14|K|radio-bulletin|Business news, overnight|Tesla unveiled a refreshed Model 3 in China and Europe on September 1, with a longer range and a quieter cabin. Deliveries of the updated car are expected to begin in China in the coming weeks.|Reports a pre-cutoff launch and a vague expectation.
4|L|earnings-call-excerpt|Tesla Q3 2023 earnings call, October 18, 2023|CEO: We delivered about 435,000 vehicles in the quarter, which was in line with the downtime we had planned. I am worried about the high interest rate environment. If interest rates remain high, it's very difficult for people to buy a car.|A call held October 18, 2023 reports the quarter's deliveries.
""",
    ),
    Q(
        "lx-haley-nh-2024",
        "Will Nikki Haley win the New Hampshire Republican presidential primary on January 23, 2024?",
        "Resolves YES if Nikki Haley receives the most votes in the New Hampshire Republican presidential primary held on January 23, 2024. Resolves NO otherwise.",
        "2024-01-09",
        "2024-01-23",
        0,
        "elections",
        """
3|K|tv-political-captions|Inside Politics: debate stage shrinks|>> ONLY HALEY AND DESANTIS HAVE QUALIFIED FOR WEDNESDAY'S DEBATE IN DES MOINES, JANUARY 10, 2024. >> IOWA VOTES MONDAY THE 15TH, THEN NEW HAMPSHIRE EIGHT DAYS LATER.|A schedule of debates and votes.
2|L|tv-election-night-captions|Election night coverage: New Hampshire|>> WE CAN NOW PROJECT: DONALD TRUMP WINS THE NEW HAMPSHIRE REPUBLICAN PRIMARY. >> TUESDAY, JANUARY 23, 2024. >> HALEY IS RUNNING SECOND, AROUND 43 PERCENT, AND SAYS SHE IS STAYING IN.|Captions report the January 23, 2024 result.
6|K|town-hall-transcript|Haley town hall, Londonderry (transcript)|AUDIENCE MEMBER: What happens if you come second on the 23rd? HALEY: I don't plan on coming second. We're going to New Hampshire, then we're going home to South Carolina. This is a marathon, not a sprint.|A candidate's answer about a vote still ahead.
1|L|podcast-transcript|The Campaign Trail, episode 'After Iowa'|HOST: Trump won Iowa on January 15, 2024 with 51 percent. DeSantis edged Haley for second, and Ramaswamy dropped out that night and endorsed Trump. GUEST: Which makes New Hampshire basically Haley's last stand.|Reports the January 15, 2024 caucus results.
1|K|radio-interview|NHPR-style interview: a pollster on the race|Q: Your latest poll has Haley within seven points. A: Within seven among likely primary voters, yes, in the survey we ran January 4 to 8. Undeclared voters can take a Republican ballot, so turnout on January 23, 2024 matters enormously.|A pre-cutoff poll and a future vote.
4|L|speech-transcript|Haley remarks to supporters, Concord, January 23, 2024|HALEY: You people in New Hampshire vote first, but you don't vote last. We are not done, not even close. There are dozens of states left to go, and next up is my sweet state of South Carolina.|A speech on primary night, January 23, 2024, after her defeat.
""",
    ),
    Q(
        "lx-trudeau-resign-2025",
        "Will Justin Trudeau announce his resignation as leader of the Liberal Party of Canada by January 31, 2025?",
        "Resolves YES if Justin Trudeau publicly announces, on or before January 31, 2025, that he will resign or step down as Liberal leader. Resolves NO otherwise.",
        "2024-12-22",
        "2025-01-31",
        1,
        "politics",
        """
5|K|radio-interview|As It Happens-style interview: a Liberal MP breaks ranks|Q: Will the caucus force the issue? A: I think many of us want him to reflect over the holidays. National caucus meets in late January, and the House comes back on January 27, 2025. Something has to give before then.|An MP's expectation about later dates.
4|L|press-conference-transcript|Prime Minister's remarks, Rideau Cottage, January 6, 2025|PRIME MINISTER: I intend to step down as leader of the party, and as prime minister, once the party has chosen a new leader through a nationwide, competitive process. I have asked the party president to get that started. I also advised the Governor General that Parliament be prorogued.|Reports the January 6, 2025 announcement.
2|K|podcast-transcript|The Ottawa Debrief: 'The Freeland bombshell'|HOST: Freeland quits on Monday, December 16, the same morning as the fall economic statement, and publishes the letter on X. GUEST: It's the worst week of his premiership. But the House isn't sitting until January 27, so he has time to decide.|Pre-cutoff events and a future sitting date.
8|L|tv-panel-transcript|Power Play-style panel: the leadership race takes shape|HOST: Since the prime minister's announcement on Jan. 6, 2025, the race has moved fast. Mark Carney launched in Edmonton on January 16, and Freeland is in too. PANELIST: The party has set March 9 for the result.|The panel reports January 2025 events as done.
1|K|comment-thread|Comments on 'Singh says NDP will move non-confidence'|maplesyrup_pete: He'll never quit before the House returns Jan. 27, 2025. He'll prorogue and hide, watch. >> reply, kingstonite: Or he'll shuffle the cabinet on Friday and pretend nothing happened.|Speculation about later dates.
3|L|radio-bulletin|CBC-style news at six|Parliament will not sit again until March 24, 2025. Governor General Mary Simon granted the prime minister's request for prorogation on January 6, 2025, hours after he said he would step down once the Liberals choose a new leader.|Reports the January 6, 2025 prorogation and announcement.
""",
    ),
    Q(
        "lx-scholz-confidence-2024",
        "Will Olaf Scholz win the Bundestag confidence vote scheduled for December 16, 2024?",
        "Resolves YES if a majority of the members of the Bundestag express confidence in Chancellor Scholz in the vote held on or around December 16, 2024. Resolves NO if he loses the vote or no vote is held by then.",
        "2024-11-29",
        "2024-12-16",
        0,
        "politics",
        """
22|K|press-conference-transcript|Statement by the Chancellor, 6 November 2024 (translated)|SCHOLZ: I will ask the German Bundestag for a vote of confidence in the first sitting week of the new year, on 15 January 2025, so that the members can decide whether to clear the way for early elections. Those could then take place by the end of March at the latest.|A past statement about a planned vote.
3|L|parliament-broadcast-captions|Bundestag plenary, live captions (translated)|[PRESIDENT] 717 VOTES CAST. 207 YES, 394 NO, 116 ABSTENTIONS. THE CHANCELLOR HAS NOT RECEIVED THE CONFIDENCE OF THE BUNDESTAG. [16 DECEMBER 2024, 16:31]|Captions report the December 16, 2024 result.
6|K|podcast-transcript|Berlin Briefing: 'The new calendar'|HOST: The parties have agreed: Scholz asks the question on December 11, the vote is on the 16th. GUEST: And if he loses, as he wants to, Steinmeier has 21 days to dissolve, and the election is pencilled in for February 23, 2025.|A planned sequence of dates.
2|L|radio-bulletin|Deutsche Welle-style world news|Olaf Scholz lost a confidence vote in parliament on 16 December 2024, as he had intended, clearing the way for an early general election. The vote went against him by 394 to 207.|Reports the December 16 vote as done; the date is after the cutoff.
12|K|interview-qa|Interview with an FDP parliamentary leader (transcript)|Q: Will your group vote no on December 16? A: We have no confidence in this government, that has been clear since the 6th of November. Whether we vote no or abstain is tactics. The important thing is that Germans vote in February.|A stated intention about a vote ahead.
1|L|comment-thread|Comments on 'Germany heads for February election'|hamburger_jung: President dissolved the Bundestag on 27 December 2024, so Feb 23 it is. Never thought I'd miss boring coalition politics.|A comment reports the December 27, 2024 dissolution.
""",
    ),
    Q(
        "lx-sanchez-investiture-2023",
        "Will Pedro Sánchez win an investiture vote in Spain's Congress of Deputies by November 27, 2023?",
        "Resolves YES if Pedro Sánchez is invested as Prime Minister by the Congress of Deputies before November 27, 2023, after which a repeat general election would be called. Resolves NO otherwise.",
        "2023-11-01",
        "2023-11-27",
        1,
        "politics",
        """
26|K|radio-bulletin|Morning news from Madrid (translated)|Alberto Núñez Feijóo failed for a second time on Friday, 29 September, to win the confidence of Congress, two days after losing the first vote. The two-month clock now runs to 27 November 2023: if nobody is invested by then, Spaniards go back to the polls.|A pre-cutoff vote and a deadline.
4|L|parliament-broadcast-transcript|Congress of Deputies, session of 16 November 2023: the result|PRESIDENT OF THE CONGRESS: Votes cast, 350. Yes, 179. No, 171. Having obtained an absolute majority, the candidate is invested. [Applause] The chamber will communicate the result to His Majesty the King.|Reports the November 16, 2023 investiture vote.
10|K|panel-discussion|Panel: 'Can Sánchez close a deal with Junts?'|PANELIST 1: The talks in Brussels are about the amnesty and nothing else. PANELIST 2: If there's no agreement by the 27th, the election is automatically on January 14, 2024, and nobody in Madrid wants that in the middle of winter.|A conditional on a deadline and a default election date.
2|L|podcast-transcript|Spain Explained: 'Deal done'|HOST: So the PSOE signed its agreement with Junts in Brussels on November 9, 2023, amnesty and all. GUEST: Which means the investiture debate can go ahead next week, and Puigdemont's seven votes are in.|Reports the November 9, 2023 deal with Junts.
6|K|comment-thread|Comments on 'Sánchez edges closer to a second term'|castellano_88: Puigdemont will never sign before the 27th. He wants the whole country to beg. >> reply, bcnviewer: He signs if the amnesty text is good enough for him. That's all.|Speculation about a deadline.
1|L|tv-news-captions|24-hour news: the oath at the Zarzuela|SÁNCHEZ PROMISED HIS OFFICE BEFORE KING FELIPE VI ON 17 NOVEMBER 2023, ONE DAY AFTER WINNING THE INVESTITURE VOTE WITH 179 SEATS.|Captions report the November 17, 2023 swearing-in.
""",
    ),
    Q(
        "lx-vance-running-mate-2024",
        "Will Donald Trump name JD Vance as his running mate by July 18, 2024?",
        "Resolves YES if Donald Trump publicly names Senator JD Vance as his vice-presidential running mate on or before July 18, 2024, the last day of the Republican National Convention in Milwaukee (July 15-18, 2024). Resolves NO otherwise.",
        "2024-07-05",
        "2024-07-18",
        1,
        "politics",
        """
7|K|podcast-transcript|The Veepstakes Pod, episode 14|HOST: The shortlist everyone's reporting is Vance, Burgum and Rubio. GUEST: Trump says he'll tell us at or before the convention, which opens Monday, July 15, 2024, in Milwaukee. He likes a reveal. I'd watch the weekend before.|A shortlist and a stated plan about a coming event.
2|L|tv-political-captions|Convention coverage, day one|>> BREAKING: TRUMP ANNOUNCES ON TRUTH SOCIAL, MONDAY JULY 15, 2024, THAT OHIO SENATOR JD VANCE WILL BE HIS RUNNING MATE. >> DELEGATES ON THE FLOOR IN MILWAUKEE ARE CHEERING.|Captions report the July 15, 2024 announcement.
12|K|radio-interview|Interview with North Dakota's governor (transcript)|Q: Have you been asked to be vetted? A: I'm not going to talk about that process. What I'll say is I'll be in Milwaukee on July 15 doing whatever I can to help President Trump win in November.|A statement about a future convention.
3|L|speech-transcript|Vance acceptance speech, Republican National Convention, July 17, 2024 (excerpt)|VANCE: I never thought I'd be standing here. Growing up in Middletown, Ohio, and in Appalachia, I was told the American dream was for other people. Tonight I accept your nomination for vice president of the United States.|A speech dated July 17, 2024 reports his acceptance.
4|K|comment-thread|Comments on 'Biden struggles in first debate'|rustbelt_dad: That June 27 debate was a disaster for him, no way around it. Whoever Trump picks now is basically running for 2028.|A pre-cutoff event only.
1|L|interview-qa|Post-convention interview with a Republican strategist (transcript)|Q: Did the shooting in Butler on July 13, 2024 change the pick? A: I don't think so. It changed the mood in the hall. But the choice of Vance had been coming for weeks.|The interview reports the July 13, 2024 shooting and the pick as done.
""",
    ),
    Q(
        "lx-gukesh-wcc-2024",
        "Will Gukesh Dommaraju win the 2024 FIDE World Championship match against Ding Liren?",
        "Resolves YES if Gukesh D wins the 2024 World Chess Championship match in Singapore (scheduled November 25 to December 13, 2024), including any tiebreak. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-13",
        1,
        "sports",
        """
3|K|chat-log|Stream chat, pre-match preview stream|[11/17 19:02] rookpawn: game 1 is on the 25th right?? [11/17 19:02] mod_bishop: yes, 25 November 2024, 5pm Singapore time, 14 games [11/17 19:03] tal_fan: Ding hasn't won a classical game since January lol [11/17 19:03] rookpawn: Gukesh in 10 games, calling it|A schedule and predictions.
4|L|commentary-transcript|Live commentary, Game 14, December 12, 2024|COMMENTATOR 1: Rook f2. Wait. Rook f2? COMMENTATOR 2: That's a blunder. After rook takes, bishop takes, it's a lost pawn ending. COMMENTATOR 1: Ding has resigned. Gukesh Dommaraju, eighteen years old, is the new world champion!|Commentary reports the December 12, 2024 result.
15|K|press-conference-transcript|Press conference after the Candidates Tournament, Toronto (April 2024)|Q: You'll play Ding for the title. Are you ready? GUKESH: It's a big responsibility, but I'm very happy. I'll take some rest and then start preparing. The match is months away, and I want to play my best chess there.|A pre-cutoff statement about a future match.
2|L|chat-log|Stream chat, Game 1|[2024-11-25 21:40] tal_fan: DING WINS GAME 1 WITH BLACK???? [2024-11-25 21:40] rookpawn: my prediction aged like milk [2024-11-25 21:41] mod_bishop: 1-0 Ding, game 2 tomorrow|The log reports Ding's Game 1 win on November 25, 2024.
9|K|podcast-transcript|Chess Pod, match preview|HOST: If it's 7-7 after fourteen games, there are rapid tiebreaks on December 13, 2024. GUEST: Gukesh is the favourite by rating, but Ding has match experience. I'd not be surprised if it goes to tiebreaks.|A rule and a schedule for the match.
1|L|press-conference-transcript|Post-game press conference, Game 11, December 8, 2024|MODERATOR: Gukesh takes the lead, six to five. Q: What went wrong with the knight? DING: I missed his idea with the knight. After that, it was difficult. GUKESH: I was lucky he was low on time.|A press conference reports the Game 11 result of December 8, 2024.
""",
    ),
    Q(
        "lx-kiptum-chicago-2023",
        "Will the men's marathon world record be broken at the Chicago Marathon on October 8, 2023?",
        "Resolves YES if the men's winner of the 2023 Chicago Marathon on October 8, 2023 runs faster than the world record of 2:01:09 (Eliud Kipchoge, Berlin 2022). Resolves NO otherwise.",
        "2023-09-28",
        "2023-10-08",
        1,
        "sports",
        """
3|K|podcast-transcript|The Running Show: 'Assefa shocks Berlin'|HOST: Tigst Assefa, 2:11:53 on Sunday, September 24. Two minutes off the women's record. GUEST: And the men's side in Berlin was Kipchoge winning a fifth time but nowhere near his record. So all eyes on Chicago in two weeks and Kiptum.|A pre-cutoff race and an upcoming one.
5|L|commentary-transcript|TV commentary, Chicago Marathon, October 8, 2023|COMMENTATOR: He's alone on Columbus Drive. The clock says 2:00:2-something... He's going to do it... 2:00:35! Kelvin Kiptum has the world record! Thirty-four seconds off Kipchoge's mark, in only his third marathon.|Commentary reports the October 8, 2023 record.
18|K|interview-qa|Interview: Kiptum after winning London (April 2023)|Q: What next? A: I want to run Chicago in October. The course is fast and flat. I will train hard in Iten with my coach. If the weather is good, we will see what is possible.|A past statement of a plan.
1|L|comment-thread|Comments on 'Kiptum's run, rewatched'|lapcounter: 2:00:35 on 8 October 2023. Ratified on February 6, 2024, the week he died. Still can't believe it.|A comment reports the October 8, 2023 record and a later ratification.
6|K|radio-weather-segment|Chicago weather, race-week outlook|FORECASTER: For the marathon on Sunday, Oct. 8, 2023, early signs point to a cool start, upper 40s, with a light north wind. That's near ideal for the runners, if it holds.|A forecast for a scheduled race.
2|L|tv-sports-captions|Sports desk: Chicago results|SIFAN HASSAN WINS THE WOMEN'S RACE IN 2:13:44, A COURSE RECORD, ON OCT. 8, 2023. KIPTUM'S 2:00:35 IS THE FIRST MARATHON UNDER 2:01 IN A RECORD-ELIGIBLE RACE.|Captions report October 8, 2023 results.
""",
    ),
    Q(
        "lx-napoli-scudetto-2023",
        "Will Napoli mathematically clinch the 2022-23 Serie A title by May 7, 2023?",
        "Resolves YES if results on or before May 7, 2023 make SSC Napoli mathematically certain to win the 2022-23 Serie A title. Resolves NO otherwise.",
        "2023-04-20",
        "2023-05-07",
        1,
        "sports",
        """
4|K|radio-sports-talk|Football phone-in (translated)|HOST: If Napoli beat Salernitana on the weekend of 29-30 April 2023, and Lazio don't win at Inter, it's done at the Maradona. CALLER: The city is already painted blue. But the prefect wants the game moved to Sunday, for safety.|A conditional about fixtures still to be played.
5|L|commentary-transcript|Radio commentary, Udinese-Napoli, 4 May 2023 (translated)|COMMENTATOR: Osimhen! Osimhen! One all in Udine, and with that... the final whistle! Napoli are champions of Italy for the first time in thirty-three years! The third scudetto in the club's history!|Commentary reports the May 4, 2023 clinch.
1|K|podcast-transcript|Calcio Weekly: 'Out in Europe, nearly home in Italy'|HOST: So the Champions League dream ended on Tuesday, April 18, 1-1 at home to Milan, out on aggregate. GUEST: Painful. But fifteen points clear in Serie A with seven to play. The only question is which weekend.|A pre-cutoff match and an open question.
1|L|comment-thread|Comments on 'Napoli party put on hold'|partenopeo_92: Salernitana equaliser on April 30 2023 delayed the party by four days. Dia in the 84th minute. Never forgive, never forget.|A comment reports the April 30, 2023 draw.
8|K|tv-sports-captions|Serie A roundup|THE CITY AUTHORITIES HAVE ASKED FOR NAPOLI'S HOME MATCH AGAINST SALERNITANA TO BE PLAYED ON SUNDAY RATHER THAN SATURDAY. THE LEAGUE IS EXPECTED TO DECIDE NEXT WEEK.|A request and a pending decision.
3|L|post-match-interview|Spalletti speaks after the title, Udine, 4 May 2023 (translated)|Q: What does this mean to you? SPALLETTI: It belongs to the city, to the people who waited thirty-three years. I dedicate it to them and to my family. These boys have played football that people will remember.|An interview dated May 4, 2023 after the clinch.
""",
    ),
    Q(
        "lx-dechambeau-usopen-2024",
        "Will Bryson DeChambeau win the 2024 U.S. Open at Pinehurst No. 2?",
        "Resolves YES if Bryson DeChambeau wins the 124th U.S. Open Championship, played June 13-16, 2024 at Pinehurst No. 2. Resolves NO otherwise.",
        "2024-06-05",
        "2024-06-16",
        1,
        "sports",
        """
16|K|podcast-transcript|No Laying Up-style episode: PGA recap|HOST: Bryson finished second at Valhalla on May 19, one behind Schauffele, and he was sixth at Augusta. GUEST: The LIV guy is suddenly the most consistent major player in the world. Pinehurst could suit him, if he drives it straight.|Pre-cutoff results and a prediction.
4|L|commentary-transcript|TV commentary, final round, June 16, 2024|COMMENTATOR: From fifty-five yards, out of the bunker... that is the shot of his life! Four feet. COMMENTATOR 2: And he knocks it in. Bryson DeChambeau wins the U.S. Open by one over Rory McIlroy!|Commentary reports the June 16, 2024 win.
3|K|radio-sports-segment|Golf preview, drive-time radio|HOST: Tee times for Thursday, June 13, 2024 come out on Tuesday. The USGA says Pinehurst will play firm and fast, and they're not watering the wire grass. Scheffler is the favourite at about 3 to 1.|A schedule and odds.
2|L|press-conference-transcript|Champion's press conference, Pinehurst, June 16, 2024|Q: Rory missed from under four feet on 16 and 18. Were you watching? DECHAMBEAU: I heard the crowd. I'd never wish that on anybody. I just knew I had to get up and down on the last.|A press conference after the June 16, 2024 win.
9|K|comment-thread|Comments on 'Can a LIV player win at Pinehurst?'|fairwaysandgreens: LIV guy winning a major at Pinehurst next week? Not a chance. The greens will eat him alive. >> reply, 19thhole: Brooks won the PGA last year. Try again.|A prediction about a coming event.
""",
    ),
    Q(
        "lx-bears-williams-2024",
        "Will the Chicago Bears select Caleb Williams with the first overall pick of the 2024 NFL Draft?",
        "Resolves YES if the Chicago Bears use the No. 1 pick of the 2024 NFL Draft (first round April 25, 2024, Detroit) on quarterback Caleb Williams. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-25",
        1,
        "sports",
        """
24|K|radio-sports-talk|Chicago sports radio, afternoon drive|HOST: So Fields is gone. Traded to Pittsburgh on Saturday, March 16, for a conditional sixth. CALLER: That's it, then. It's Caleb. HOST: Poles cleared the decks. Only question now is whether they take a receiver at nine.|A pre-cutoff trade and speculation.
3|L|draft-broadcast-transcript|NFL Draft broadcast, Detroit, April 25, 2024|COMMISSIONER: With the first pick in the 2024 NFL Draft, the Chicago Bears select... Caleb Williams, quarterback, USC. [Crowd] ANALYST: No surprise, but what a moment for Chicago.|The broadcast reports the April 25, 2024 pick.
19|K|press-conference-transcript|Caleb Williams at USC pro day (transcript)|Q: Have you talked to the Bears? WILLIAMS: I've met with them, yeah. I'm not going to get into details. Whatever happens on April 25, I'm going to go in and work.|A player's statement about the coming draft.
1|L|podcast-transcript|Draft Day Recap pod|HOST: Jayden Daniels went second to Washington on April 25, 2024, Drake Maye third to New England. Six quarterbacks in the first twelve picks. GUEST: And the Falcons taking Penix at eight is still the wildest thing I've ever seen.|Reports April 25, 2024 draft picks.
5|K|comment-thread|Comments on 'Bears host Williams on visit'|windy_city_gridiron: If they pass on Caleb on April 25, 2024 I'm done with this franchise. Done. >> reply, soldierfield: They're not passing. Relax.|Speculation about a future pick.
2|L|press-conference-transcript|Introductory press conference, Halas Hall, April 26, 2024|POLES: We're excited to welcome Caleb to Chicago. WILLIAMS: I'm here to win. I'm grateful to this organisation. I'll sign autographs for every fan, and then I'll go to work.|A press conference dated April 26, 2024 after the pick.
""",
    ),
    Q(
        "lx-rodgers-jets-2023",
        "Will the Green Bay Packers trade Aaron Rodgers to the New York Jets by April 30, 2023?",
        "Resolves YES if a trade sending Aaron Rodgers from the Packers to the Jets is completed on or before April 30, 2023. Resolves NO otherwise.",
        "2023-04-12",
        "2023-04-30",
        1,
        "sports",
        """
27|K|podcast-transcript|Sports talk show transcript, March 15, 2023|HOST: So you're saying... RODGERS: I intend to keep playing, and I want that to be with the Jets. Green Bay wants to move on, that's fine. Now it's on them to get it done.|A pre-cutoff statement of intention.
2|L|radio-sports-talk|New York sports radio, morning show|HOST: The trade became official Wednesday, April 26, 2023. The Jets get Rodgers and the 15th pick, the Packers move up to 13 and get a second and a 2024 second. CO-HOST: Which becomes a first if he plays 65 percent of the snaps.|Reports the April 26, 2023 trade.
8|K|radio-sports-talk|Green Bay radio, call-in hour|HOST: The draft starts April 27, 2023. If there's no deal by then, does Gutekunst just hold him? CALLER: He can't. The Jets have to give him something in that first round, or it drags into June.|Conditional talk about a date ahead.
1|L|comment-thread|Comments on 'Packers, Jets agree to Rodgers deal'|cheesehead_since82: Agreed April 24, 2023, finalized two days later. We got 13, a second and a conditional second. Honestly fine. Love era starts now.|A comment reports the April 24 and April 26, 2023 trade.
20|K|press-conference-transcript|Packers GM at the NFL combine (transcript)|Q: Is there a deadline for a decision? GUTEKUNST: I don't think there is a firm deadline. We'd like to have clarity before the draft, for everybody's sake.|A past statement; no post-cutoff event.
3|L|press-conference-transcript|Aaron Rodgers introductory press conference, Florham Park, April 26, 2023|RODGERS: I'm excited to be here. I'm going to wear number 8, because of Joe Namath. I'm not here to be an ambassador, I'm here to win.|A press conference dated April 26, 2023 after the trade.
""",
    ),
    Q(
        "lx-wtc-final-2023-india",
        "Will India win the 2023 ICC World Test Championship final against Australia at The Oval?",
        "Resolves YES if India win the WTC final played at The Oval from June 7, 2023 (reserve day June 12). Resolves NO if Australia win or the match is drawn.",
        "2023-05-26",
        "2023-06-12",
        0,
        "sports",
        """
6|K|radio-sports-segment|Cricket bulletin|The IPL final is on Sunday, 28 May at Ahmedabad, and most of India's Test squad will fly to London straight after. That gives them barely a week before the final at The Oval starts on 7 June 2023.|A schedule ahead.
3|L|commentary-transcript|Ball-by-ball commentary, Day 5, June 11, 2023|COMMENTATOR: Boland to Kohli, edged, Smith at second slip takes it! Then Jadeja goes for a duck in the same over. ... Lyon to Siraj, caught. Australia are the World Test champions, winning by 209 runs!|Commentary reports the June 11, 2023 result.
10|K|podcast-transcript|The Cricket Show, WTC preview|HOST: If it's a draw, the title is shared. GUEST: And The Oval in June can be green on day one. I'd pick Ashwin anyway, but I suspect they'll go with four seamers.|A rule and a prediction.
2|L|post-match-interview|Rohit Sharma after the final, The Oval, 11 June 2023|Q: Where did it go wrong? ROHIT: We didn't bowl well in the first session after tea on day one. Head and Smith took the game away. We fought back, but 444 was always going to be a big ask.|An interview dated June 11, 2023 after India's defeat.
18|K|comment-thread|Comments on 'India name squad for WTC final'|stumped_in_pune: We lost the 2021 final to New Zealand in Southampton. Same mistake, picking on IPL form. >> reply, bouncer_bob: Rahane back is the right call.|Pre-cutoff events only.
1|L|tv-sports-captions|Sports news: Oval final|HEAD 163, SMITH 121 AS AUSTRALIA POST 469, JUNE 7-8, 2023. INDIA BOWLED OUT FOR 296 IN REPLY.|Captions report the first innings of June 7-8, 2023.
""",
    ),
    Q(
        "lx-verstappen-miami-2024",
        "Will Max Verstappen win the 2024 Miami Grand Prix on May 5, 2024?",
        "Resolves YES if Max Verstappen is classified first in the Formula One Miami Grand Prix held on May 5, 2024. Resolves NO otherwise.",
        "2024-04-24",
        "2024-05-05",
        0,
        "sports",
        """
2|K|podcast-transcript|F1 pod: 'Four from five'|HOST: Verstappen won Suzuka on April 7 and Shanghai on Sunday, the 21st, sprint and race. GUEST: The only race he hasn't won this year is Australia, where the brakes caught fire. I can't see anyone stopping him in Miami.|Pre-cutoff results and a prediction.
3|L|commentary-transcript|TV commentary, Miami Grand Prix, May 5, 2024|COMMENTATOR: Lando Norris wins the Miami Grand Prix! At the one hundred and tenth attempt, his first Formula One victory! Verstappen second, Leclerc third. The safety car came at exactly the right moment for McLaren.|Commentary reports the May 5, 2024 race result.
7|K|radio-sports-segment|Motorsport preview|It's a sprint weekend in Miami: sprint qualifying on Friday, May 3, the sprint on Saturday, May 4, and the grand prix on Sunday, May 5, 2024. McLaren bring their first big upgrade of the season.|A race weekend schedule.
1|L|comment-thread|Comments on 'Norris takes maiden win'|flatspot_fred: Verstappen won the sprint on May 4 2024, then hit the bollard on Sunday and somehow still finished second. Lando deserved it, though.|A comment reports May 4 and May 5, 2024 results.
12|K|interview-qa|Lando Norris interview, pre-season (transcript)|Q: When will McLaren win again? NORRIS: When we bring the upgrades. Miami is the plan for the first big step. I'm not going to promise a win, but we want to be closer to Red Bull.|Plans for a future race.
4|L|post-race-interview|Verstappen in the pen, Miami, May 5, 2024|Q: Second place, disappointed? VERSTAPPEN: A bit. The balance wasn't great today, and the safety car timing was not in our favour. Lando did a good job, well deserved.|An interview dated May 5, 2024 after finishing second.
""",
    ),
    Q(
        "lx-biles-aa-paris-2024",
        "Will Simone Biles win the women's all-around gold medal at the Paris 2024 Olympics?",
        "Resolves YES if Simone Biles wins gold in the women's individual all-around final at the Paris 2024 Olympic Games, scheduled for August 1, 2024. Resolves NO otherwise.",
        "2024-07-18",
        "2024-08-01",
        1,
        "sports",
        """
16|K|podcast-transcript|Gymnastics pod: 'Trials take-aways'|HOST: Biles won trials in Minneapolis on June 30 with a 117.225 over two days. GUEST: And the team is Biles, Chiles, Lee, Carey and Rivera. The margin over everyone else in the world is huge if she hits.|Pre-cutoff results only.
2|L|tv-commentary-captions|Olympic gymnastics coverage, Bercy Arena|>> AND THAT IS IT. SIMONE BILES, OLYMPIC ALL-AROUND CHAMPION AGAIN, 59.131. >> AUGUST 1, 2024. REBECA ANDRADE SILVER, SUNI LEE THE BRONZE.|Captions report the August 1, 2024 final.
5|K|radio-sports-segment|Paris preview: gymnastics schedule|Qualification for the women is Sunday, July 28. The team final is Tuesday the 30th, and the all-around final is Thursday, August 1, 2024. Event finals follow over the weekend and into the next week.|A competition schedule.
1|L|comment-thread|Comments on 'Biles leads U.S. to team gold'|beam_me_up: Team gold on Tuesday, July 30, 2024, AA on Thursday. She's got two golds in three days and the vault final still to come.|A comment reports the July 30, 2024 team gold.
9|K|interview-qa|Simone Biles interview before Paris (transcript)|Q: How do you feel heading over? BILES: Healthy, happy. I'm just taking it day by day. Qualification is July 28, so that's the only date in my head right now.|A stated focus on a future date.
3|L|press-conference-transcript|Mixed-zone transcript, Paris, Aug. 1, 2024|Q: Suni on the podium with you again. BILES: I'm so proud of her. It's been a long road for both of us. Q: Do you think about Tokyo? BILES: Not tonight. Tonight we celebrate.|A transcript dated August 1, 2024 after the win.
""",
    ),
    Q(
        "lx-djokovic-olympic-gold-2024",
        "Will Novak Djokovic win the men's singles gold medal at the Paris 2024 Olympics?",
        "Resolves YES if Novak Djokovic wins the men's singles tennis final at the Paris 2024 Olympic Games (final scheduled for August 4, 2024 at Roland Garros). Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-04",
        1,
        "sports",
        """
5|K|podcast-transcript|Tennis Talk: 'Straight sets on Centre Court'|HOST: Alcaraz beat him 6-2, 6-2, 7-6 in the Wimbledon final on Sunday, July 14. GUEST: Five weeks after knee surgery, Djokovic reached a Wimbledon final. Let's not forget that. Paris is the one he really wants.|A pre-cutoff match and an opinion.
3|L|commentary-transcript|TV commentary, men's singles final, Court Philippe-Chatrier, 4 August 2024|COMMENTATOR: Forehand, into the corner... and it's over! Novak Djokovic wins Olympic gold, 7-6, 7-6! He falls to his knees. The Golden Slam, at thirty-seven.|Commentary reports the August 4, 2024 final.
7|K|radio-sports-segment|Olympic tennis preview|The draw is on Thursday, July 25, and play starts on Saturday the 27th on the clay at Roland Garros. The men's final is set for Sunday, August 4, 2024.|A draw and schedule.
2|L|press-conference-transcript|Djokovic press conference after the final, Aug. 4, 2024|Q: You beat Nadal in the second round on July 29, 2024, and now this. DJOKOVIC: It's the biggest sporting success I've ever had. I gave everything for this, for my country.|A press conference reports the July 29 and August 4, 2024 wins.
4|K|comment-thread|Comments on 'Djokovic confirms Olympic entry'|baseline_betty: He had knee surgery on June 5 and still made a slam final. Don't bet against him at Roland Garros, ever.|Pre-cutoff events and an opinion.
1|L|tv-sports-captions|Olympics tonight: medals table|DJOKOVIC CLAIMS FIRST OLYMPIC GOLD, AUG. 4, 2024, BEATING ALCARAZ IN TWO TIE-BREAKS. SERBIA'S FIRST TENNIS GOLD.|Captions report the August 4, 2024 final.
""",
    ),
    Q(
        "lx-sevilla-uel-2023",
        "Will Sevilla win the 2022-23 UEFA Europa League?",
        "Resolves YES if Sevilla win the Europa League final scheduled for May 31, 2023 at the Puskás Aréna in Budapest. Resolves NO otherwise.",
        "2023-05-12",
        "2023-05-31",
        1,
        "sports",
        """
1|K|radio-sports-segment|Europa League semi-final wrap|Juventus and Sevilla drew 1-1 in Turin on Thursday, May 11, with Gatti's late equaliser. The second leg is in Seville on Thursday the 18th. The winner faces Roma or Leverkusen in Budapest on May 31, 2023.|A pre-cutoff result and future fixtures.
4|L|commentary-transcript|Radio commentary, Europa League final, 31 May 2023|COMMENTATOR: Montiel... he scores! Sevilla win it again! Four-one on penalties after a one-all draw, and that's a seventh Europa League for Sevilla, in Budapest, in front of Mourinho's Roma.|Commentary reports the May 31, 2023 final.
3|K|podcast-transcript|Euro Football pod: the other semi|HOST: Roma take a 1-0 lead to Leverkusen for the second leg on May 18, 2023. GUEST: And if Mourinho gets there, he's never lost a European final. Five from five. That's the stat that worries me if I'm Sevilla.|A future leg and a statistic.
2|L|press-conference-transcript|Mourinho press conference, Budapest, May 31, 2023 (excerpt)|MOURINHO: I'm proud of my players. They gave everything. I have things to say about the referee, but I will say them in the car park, not here.|A press conference after the May 31, 2023 final.
20|K|comment-thread|Comments on 'Sevilla sack Sampaoli, appoint Mendilibar'|nervion_forever: We were nearly relegated in March and now we're in a semi. Only Sevilla. This competition is in our blood, six titles.|Pre-cutoff events only.
5|L|radio-bulletin|Late sports news|Erik Lamela's header in extra time sent Sevilla into the Europa League final on May 18, 2023. They beat Juventus 2-1 on the night, 3-2 on aggregate.|Reports the May 18, 2023 semi-final.
""",
    ),
    Q(
        "lx-newgarden-indy500-2024",
        "Will Josef Newgarden win the 2024 Indianapolis 500?",
        "Resolves YES if Josef Newgarden wins the 108th Indianapolis 500, scheduled for May 26, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-26",
        1,
        "sports",
        """
4|K|radio-sports-segment|Indy radio: month of May schedule|Practice opens Tuesday, May 14. Fast Friday is May 17, qualifying May 18 and 19, and the 108th running is Sunday, May 26, 2024. Kyle Larson is attempting the double with the Coca-Cola 600 the same night.|A schedule of future sessions.
2|L|radio-broadcast-transcript|Radio broadcast, 108th Indianapolis 500, May 26, 2024|ANNOUNCER: White flag! O'Ward leads, Newgarden right behind! Into turn three... Newgarden goes around the outside! Josef Newgarden wins the Indianapolis 500 for the second year in a row!|The broadcast reports the May 26, 2024 win.
15|K|podcast-transcript|IndyCar pod: 'The push-to-pass scandal'|HOST: Penske suspended four people on April 24, including Tim Cindric and Newgarden's strategist. GUEST: And Josef's St. Pete win was stripped. Can he focus for May? That's the real question.|Pre-cutoff events and an open question.
1|L|comment-thread|Comments on 'Rain delays start of Indy 500'|turn4_terrace: Four-hour rain delay on May 26 2024 and Larson still ran the whole 500 before flying to Charlotte. He missed the start of the 600 though.|A comment reports May 26, 2024 events.
7|K|interview-qa|Newgarden interview, media day (transcript)|Q: Does the scandal follow you to Indianapolis? NEWGARDEN: I made a mistake, and I've owned it. My goal is to go back to back on May 26. That's the only thing I can control now.|A stated goal about a future race.
3|L|tv-sports-captions|Qualifying coverage|SCOTT MCLAUGHLIN TAKES POLE AT 234.220 MPH ON MAY 19, 2024, THE FASTEST POLE IN INDY 500 HISTORY. PENSKE SWEEPS THE FRONT ROW.|Captions report the May 19, 2024 pole.
""",
    ),
    Q(
        "lx-devday-2023-128k",
        "Will OpenAI announce a GPT-4 model with a context window of at least 100,000 tokens at its DevDay event on November 6, 2023?",
        "Resolves YES if OpenAI announces, at DevDay on November 6, 2023, a GPT-4-family model that accepts at least 100,000 tokens of context. Resolves NO otherwise.",
        "2023-10-25",
        "2023-11-06",
        1,
        "product_launches",
        """
5|K|podcast-transcript|AI Breakdown-style episode: DevDay rumours|HOST: DevDay is November 6, 2023 in San Francisco. The rumour is cheaper models and some kind of memory, maybe a longer context. GUEST: Anthropic has had 100K on Claude since the spring. If OpenAI doesn't match that, developers will notice.|Rumours and an event date ahead.
3|L|keynote-transcript|OpenAI DevDay opening keynote, November 6, 2023|ALTMAN: Today we're launching a new model, GPT-4 Turbo. It supports up to 128,000 tokens of context. That's more than three hundred pages of text in a single prompt. And it's a lot cheaper: three times cheaper for input tokens than GPT-4.|The keynote reports the November 6, 2023 launch.
8|K|chat-log|#general, AI developers Discord|[10/17 14:02] pkl: anyone get a DevDay ticket? [10/17 14:03] mara_dev: registration closed weeks ago, livestream only [10/17 14:05] pkl: hoping for longer context, 32k isn't enough for our RAG stuff|Talk about a future event.
1|L|comment-thread|Comments on 'OpenAI unveils GPT-4 Turbo'|throwaway_ml: 128k context at a third of the price, announced Nov 6 2023. Anthropic's 100k suddenly looks small. Also, custom GPTs? Half of YC just got wiped out.|A comment reports the November 6, 2023 announcement.
12|K|panel-discussion|Panel: 'Long context versus retrieval'|PANELIST: Claude 2 came out in July with a 100,000-token window, and GPT-4's biggest is 32K. But long context isn't free. The attention cost grows, and models lose things in the middle.|Pre-cutoff facts only.
2|L|chat-log|#general, AI developers Discord|[2023-11-08 14:22] mara_dev: chatgpt down again?? [2023-11-08 14:25] pkl: they said it's a DDoS [2023-11-08 14:26] mara_dev: two days after devday, perfect timing|The log reports the November 8, 2023 outage.
""",
    ),
    Q(
        "lx-gtc-2024-blackwell",
        "Will Nvidia unveil its Blackwell GPU architecture at GTC 2024 by March 21, 2024?",
        "Resolves YES if Nvidia formally unveils its Blackwell-generation data-center GPU architecture during GTC 2024 (San Jose, March 18-21, 2024). Resolves NO otherwise.",
        "2024-03-05",
        "2024-03-21",
        1,
        "product_launches",
        """
12|K|earnings-call-excerpt|Nvidia Q4 FY2024 earnings call, February 21, 2024: Q&A|ANALYST: Can you say anything about the next generation? CEO: We're going to have some great things to talk about at GTC. Whenever we transition to a new product, demand is greater than supply for a while.|A past remark about a future event.
4|L|keynote-transcript|GTC 2024 keynote, SAP Center, March 18, 2024|HUANG: Welcome. This is a developers conference, believe it or not. ... Blackwell. 208 billion transistors. Two dies, connected at ten terabytes a second, so they think they're one chip. This is the GB200.|The keynote reports the March 18, 2024 unveiling.
2|K|tv-business-captions|Tech check: Nvidia's 'Woodstock of AI'|>> GTC RUNS MARCH 18-21, 2024 IN SAN JOSE. >> JENSEN HUANG'S KEYNOTE IS MONDAY AT 1 P.M. PACIFIC. >> ANALYSTS EXPECT A FIRST LOOK AT THE B100.|A schedule and expectations.
1|L|podcast-transcript|Chip Talk, episode 'After the keynote'|HOST: So Blackwell, announced March 18, 2024: GB200, NVL72 racks, the whole thing. GUEST: What I noticed was he didn't give a price. Later in the week he told CNBC thirty to forty thousand dollars.|The podcast reports the March 18, 2024 announcement.
16|K|comment-thread|Comments on 'Nvidia's next chip: what we know'|cuda_core: Every leak says B100 this year, two dies, HBM3E. Whether they show it at GTC or save it for Computex is the question.|Speculation about future events.
""",
    ),
    Q(
        "lx-cs2-release-2023",
        "Will Valve release Counter-Strike 2 to all players by September 30, 2023?",
        "Resolves YES if Counter-Strike 2 becomes available to all Steam players, replacing or outside the limited test, on or before September 30, 2023. Resolves NO otherwise.",
        "2023-09-10",
        "2023-09-30",
        1,
        "product_launches",
        """
6|K|chat-log|#cs-news, community Discord|[2023-09-04 20:11] flick: valve still says "summer 2023" [2023-09-04 20:12] jkl_awp: summer ends sep 23 technically [2023-09-04 20:12] flick: valve time though [2023-09-04 20:13] jkl_awp: I give it till end of sept or I'm buying a new game|Expectations about a date ahead.
3|L|chat-log|#cs-news, community Discord|[2023-09-27 19:05] jkl_awp: CS2 IS LIVE [2023-09-27 19:05] flick: csgo is just... gone? [2023-09-27 19:06] jkl_awp: updated over it lol. rip 11 years|The log reports the September 27, 2023 release.
8|K|stream-transcript|Pro player stream, VOD transcript|STREAMER: So the limited test has been going since March 22, right, and honestly it's still got problems with subtick. Chat's asking when it comes out. I don't know, guys. Valve said summer. It's September.|A pre-cutoff launch and an open date.
1|L|comment-thread|Comments on 'Counter-Strike 2 is finally here'|rushB_nostop: Launched Sept 27, 2023 and the Steam reviews tanked within a day. No server browser, no community servers, and they deleted CS:GO. Classic.|A comment reports the September 27, 2023 launch.
20|K|podcast-transcript|Esports weekly: 'Majors and the move to Source 2'|HOST: Valve says the first CS2 Major will be in Copenhagen in March 2024. GUEST: Which means the game has to be out, and stable, well before then.|A future event and an inference.
""",
    ),
    Q(
        "lx-bluesky-open-2024",
        "Will Bluesky open sign-ups to the public without an invite code by February 29, 2024?",
        "Resolves YES if Bluesky allows anyone to create an account without an invite code on or before February 29, 2024. Resolves NO otherwise.",
        "2024-01-25",
        "2024-02-29",
        1,
        "product_launches",
        """
9|K|podcast-transcript|Tech podcast: 'Three million and waiting'|HOST: Bluesky passed three million users this month, still invite-only. GUEST: They keep saying open sign-ups are 'soon'. Federation for self-hosters is supposed to be early this year as well. I'd guess March or April 2024 for both.|Past numbers and a guess about later dates.
3|L|comment-thread|Comments on 'Bluesky drops invite codes'|skeet_skeeter: Feb 6, 2024: no more invite codes! A million new sign-ups in the first day. Welcome, everyone, please don't bring the reply guys.|A comment reports the February 6, 2024 opening.
5|K|chat-log|#fediverse, a developers' Discord|[01/18 10:12] atproto_fan: anyone have an invite? [01/18 10:14] wren: I've got two. they said public launch "early 2024" [01/18 10:15] atproto_fan: so never|Talk about an open date.
1|L|podcast-transcript|Interview with Bluesky's CEO (transcript)|HOST: Since you opened up on February 6, 2024, what's changed? CEO: The big thing is scale. We had to make sure moderation kept up with several million new people in a couple of weeks.|The interview reports the February 6, 2024 opening.
18|K|panel-discussion|Panel: 'Life after Twitter'|PANELIST: Threads launched July 5 and hit a hundred million sign-ups in five days. Bluesky chose to grow slowly, by invitation. That's a trade-off, not a mistake.|Pre-cutoff events only.
""",
    ),
    Q(
        "lx-golden-globes-2024-oppenheimer",
        "Will Oppenheimer win Best Motion Picture - Drama at the 81st Golden Globe Awards on January 7, 2024?",
        "Resolves YES if Oppenheimer is named Best Motion Picture - Drama at the 81st Golden Globe Awards ceremony on January 7, 2024. Resolves NO otherwise.",
        "2023-12-20",
        "2024-01-07",
        1,
        "awards",
        """
6|K|podcast-transcript|Awards Chatter-style episode: nominations reaction|HOST: Nominations came out on December 11. Barbie leads with nine, Oppenheimer eight. GUEST: In drama, Oppenheimer against Killers of the Flower Moon, Anatomy of a Fall and Past Lives. I think Nolan's film is the clear favourite.|Pre-cutoff nominations and a prediction.
3|L|tv-awards-captions|81st Golden Globes, live captions|[MUSIC] AND THE GOLDEN GLOBE FOR BEST MOTION PICTURE, DRAMA, GOES TO... OPPENHEIMER. [APPLAUSE] SUNDAY, JANUARY 7, 2024, BEVERLY HILTON.|Captions report the January 7, 2024 award.
4|K|radio-entertainment-segment|Entertainment news, morning drive|The Golden Globes air live on CBS on Sunday, January 7, 2024, at 8 p.m. Eastern. It's the first show since the voting body was overhauled, and for the first time there's a category for box-office achievement.|A broadcast schedule.
1|L|comment-thread|Comments on 'Golden Globes 2024 winners list'|reelfan_73: Jo Koy's monologue on Jan 7 2024 was rough, but at least Cillian and Nolan won. Also Succession won everything, as it should.|A comment reports the January 7, 2024 ceremony.
14|K|interview-qa|Interview: Christopher Nolan on awards season|Q: Do you pay attention to the awards conversation? NOLAN: Honestly, I'm just grateful people went to see it in cinemas. The rest is out of my hands.|No post-cutoff event and no dates after the cutoff.
2|L|podcast-transcript|The Big Picture-style bonus episode: Globes reaction|HOST: Murphy and Nolan both won on January 7, 2024, and the film took five in total. GUEST: Critics Choice is next Sunday, January 14, then the Oscar nominations. It's Oppenheimer's race to lose now.|The podcast reports the January 7, 2024 wins.
""",
    ),
    Q(
        "lx-starliner-cft-may-2024",
        "Will Boeing's Starliner Crew Flight Test launch by May 31, 2024?",
        "Resolves YES if the Starliner Crew Flight Test, carrying NASA astronauts Butch Wilmore and Suni Williams, lifts off on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-03",
        "2024-05-31",
        0,
        "space",
        """
6|K|press-briefing-transcript|NASA pre-flight briefing (transcript)|NASA PROGRAM MANAGER: We are go to proceed toward launch, targeting 10:34 p.m. Eastern on Monday, May 6, 2024, from Space Launch Complex 41. There are backup opportunities on May 7, 10 and 11.|A target date and backups for a future launch.
3|L|launch-commentary-transcript|Launch coverage transcript, May 6, 2024|NASA COMMENTATOR: We have been informed that today's attempt has been scrubbed. The issue is a self-regulating valve on the liquid oxygen tank of the Centaur upper stage. The crew are safe and will be coming out of the spacecraft.|Coverage reports the May 6, 2024 scrub.
9|K|podcast-transcript|Space Pod: 'Starliner, finally?'|HOST: If it slips past the early May windows, the station schedule is the constraint. GUEST: There's a Progress cargo flight at the end of May. I'd say they have until about then before it pushes into June.|A conditional and an estimate.
2|L|press-briefing-transcript|NASA media teleconference, May 14, 2024|NASA OFFICIAL: The team has been working a small helium leak in the service module. We're now targeting no earlier than May 21. We're confident it's stable, but we want to be thorough.|A briefing dated May 14, 2024 reports the leak and a new target.
7|K|radio-bulletin|Space Coast news|Astronauts Butch Wilmore and Suni Williams arrived at Kennedy Space Center on Thursday, April 25, to begin final preparations for Starliner's first crewed flight.|A pre-cutoff arrival only.
1|L|comment-thread|Comments on 'Starliner launch delayed again'|spacecoast_steve: Finally launched June 5, 2024 and docked June 6 with thrusters dropping out. Good luck getting them home on that thing.|A comment reports the June 5-6, 2024 launch and docking.
""",
    ),
    Q(
        "lx-h3-f2-2024",
        "Will JAXA's H3 rocket reach orbit on its second test flight by February 29, 2024?",
        "Resolves YES if H3 Test Flight 2 launches from Tanegashima and reaches orbit on or before February 29, 2024. Resolves NO otherwise.",
        "2024-02-05",
        "2024-02-29",
        1,
        "space",
        """
10|K|press-briefing-transcript|JAXA briefing on H3 Test Flight 2 (translated)|PROJECT MANAGER: We have set the launch date for February 15, 2024, with a window from 9:22 to 13:06. We have fixed the cause of the second-stage failure, and the payload this time is a dummy and two small satellites.|A planned launch date.
3|L|launch-commentary-transcript|Live commentary, Tanegashima, February 17, 2024 (translated)|COMMENTATOR: Second stage burn... cutoff. VEP-4 separation confirmed! The H3 rocket has reached orbit. You can hear the cheers in the control room. This is JAXA's new flagship, finally working.|Commentary reports the February 17, 2024 success.
20|K|podcast-transcript|Japan Space Pod: 'A year after the failure'|HOST: On March 7, 2023, the second stage didn't ignite and they had to destroy the rocket, with the ALOS-3 satellite on board. GUEST: That failure cost them a lot. Everything rides on the next one.|A pre-cutoff failure only.
1|L|press-conference-transcript|Post-launch press conference, 17 February 2024 (translated)|PROJECT MANAGER: I feel a heavy weight has come off my shoulders. A year ago I had to apologise. Today I can say H3 has been born.|A press conference dated February 17, 2024 after the launch.
14|K|comment-thread|Comments on 'SLIM lands on the Moon, upside down'|moonwatcher_jp: SLIM landed on January 20! Upside down, but within 100 metres of the target. JAXA having a good year so far.|A pre-cutoff landing only.
""",
    ),
    Q(
        "lx-copernicus-july-2023",
        "Will the Copernicus Climate Change Service report that July 2023 was the warmest month on record globally, by August 15, 2023?",
        "Resolves YES if C3S, in its monthly climate bulletin or an announcement on or before August 15, 2023, reports July 2023 as the warmest month in its global record. Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-15",
        1,
        "climate",
        """
4|K|radio-bulletin|Science news at noon|Copernicus usually publishes its monthly climate bulletin in the first week or so of the following month, so the verdict on July will come in early August 2023. Scientists say the first weeks of July have already been exceptional.|A schedule for a future bulletin.
2|L|press-briefing-transcript|WMO and Copernicus press briefing, 27 July 2023|WMO OFFICIAL: The world has just experienced its hottest three-week period on record, and July is on track to be the hottest month ever recorded. The UN Secretary-General told reporters that global warming had given way to what he called global boiling.|A briefing dated July 27, 2023 reports the preliminary finding.
2|K|tv-weather-captions|National weather: heat dome persists|>> PHOENIX HAS NOW HAD 19 STRAIGHT DAYS AT 110 OR HIGHER. >> AND THE HEAT DOME ISN'T GOING ANYWHERE THROUGH AT LEAST NEXT WEEKEND.|A pre-cutoff record and a forecast.
1|L|podcast-transcript|Climate Now, episode 'The hottest month'|HOST: The August 8, 2023 bulletin confirmed it: July was the hottest month in the Copernicus record, 16.95 degrees, a third of a degree above July 2019. GUEST: A third of a degree is huge in global terms.|The podcast reports the August 8, 2023 bulletin.
15|K|panel-discussion|Panel: 'El Niño and the year ahead'|PANELIST: NOAA declared El Niño conditions on June 8. Typically the warming shows up in global temperatures with a lag, so the big effect will be later this year and next year.|A pre-cutoff declaration and a forecast.
3|L|comment-thread|Comments on 'UN chief warns of global boiling'|kelp_forest: Guterres said 'era of global boiling' on July 27, 2023 and the comments here are still arguing about whether it's hot. It's hot.|A comment reports the July 27, 2023 statement.
""",
    ),
    Q(
        "lx-helene-florida-major-2024",
        "Will a hurricane of Category 3 or stronger make landfall in Florida in September 2024?",
        "Resolves YES if the National Hurricane Center reports a landfall in Florida of a hurricane at Category 3 or stronger intensity between September 1 and September 30, 2024. Resolves NO otherwise.",
        "2024-09-12",
        "2024-09-30",
        1,
        "climate",
        """
1|K|tv-weather-captions|Morning weather: Francine moves inland|>> FRANCINE MADE LANDFALL IN TERREBONNE PARISH THIS EVENING, WEDNESDAY, SEPTEMBER 11, AS A CATEGORY 2. >> POWER OUT FOR MORE THAN 300,000 IN LOUISIANA. >> FLORIDA STAYS DRY FOR NOW.|Reports a pre-cutoff landfall outside Florida.
5|L|tv-weather-captions|Overnight storm coverage|>> HELENE MADE LANDFALL NEAR PERRY AT 11:10 P.M. THURSDAY, SEPTEMBER 26, 2024, AS A CATEGORY 4 WITH 140 MPH WINDS. >> STORM SURGE OVER 15 FEET POSSIBLE IN KEATON BEACH.|Captions report the September 26, 2024 landfall.
8|K|radio-weather-segment|Tropics update|FORECASTER: Climatologically, the peak of the season is September 10. The hurricane center is watching the western Caribbean for development late this month, so Floridians should keep supplies ready until the season ends on November 30, 2024.|Climatology and a watch for later dates.
2|L|podcast-transcript|The Weather Pod: 'Helene inland'|HOST: The flooding in Asheville on September 27, 2024 is staggering. That's hundreds of miles from landfall. GUEST: Big Bend landfall the night before as a four, then it raced north at 25 miles an hour and dumped rain on the mountains.|The podcast reports September 26-27, 2024 events.
12|K|comment-thread|Comments on 'Quiet August surprises forecasters'|surfcaster_fl: Season's been weird since Beryl in July. Nothing for weeks. Watch, the second half of September will make up for it.|Pre-cutoff events and a guess.
3|L|press-conference-transcript|Governor's briefing, Tallahassee, September 27, 2024|GOVERNOR: Helene came ashore as a very powerful Category 4 storm. The surge we saw in Taylor and Dixie counties is unprecedented. We have search and rescue teams out, and we will be there for the long haul.|A briefing dated September 27, 2024 reports the landfall.
""",
    ),
    Q(
        "lx-acip-nirsevimab-2023",
        "Will the CDC's Advisory Committee on Immunization Practices vote to recommend nirsevimab (Beyfortus) for infants by August 4, 2023?",
        "Resolves YES if ACIP votes, on or before August 4, 2023, to recommend nirsevimab to protect infants against RSV. Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-04",
        1,
        "health",
        """
3|K|press-briefing-transcript|CDC media call on RSV (transcript)|CDC OFFICIAL: The FDA approved nirsevimab on Monday, July 17. Our advisory committee will consider recommendations for its use at a meeting on August 3, 2023. We'll share more after that vote.|A pre-cutoff approval and a scheduled vote.
1|L|meeting-transcript|ACIP meeting, August 3, 2023 (transcript excerpt)|CHAIR: The motion is to recommend one dose of nirsevimab for all infants younger than 8 months born during or entering their first RSV season. All in favour? ... The vote is unanimous. The motion carries.|The transcript reports the August 3, 2023 vote.
9|K|podcast-transcript|Pediatrics podcast: 'An RSV shot for babies'|HOST: The big question is supply. Sanofi says it'll be available this fall. GUEST: And insurers usually have to cover once ACIP recommends it. If they vote yes, the Vaccines for Children program could pick it up too.|Expectations and a conditional.
2|L|comment-thread|Comments on 'CDC backs RSV antibody for infants'|nicu_nurse_ca: CDC director signed off the same day, Aug 3, 2023. Now let's see if we can actually get it in October. Last season was brutal.|A comment reports the August 3, 2023 sign-off.
6|K|radio-interview|Health desk interview with a pediatrician (transcript)|Q: Will parents have to pay? A: If ACIP recommends it on August 3, most plans will have to cover it within a year, and the children's vaccine program can add it. Until then, I wouldn't plan around it.|A conditional about a scheduled vote.
""",
    ),
    Q(
        "lx-samsung-strike-2024",
        "Will the National Samsung Electronics Union stage a strike by June 15, 2024?",
        "Resolves YES if the National Samsung Electronics Union (NSEU) holds a strike or walkout, including an organised collective day off declared as strike action, on or before June 15, 2024. Resolves NO otherwise.",
        "2024-05-25",
        "2024-06-15",
        1,
        "strikes",
        """
1|K|radio-bulletin|Asia business news|Hundreds of Samsung Electronics union members rallied outside the company's offices in Seoul's Seocho district on Friday, May 24, demanding higher pay. The union says it has not ruled out action, but no date has been set.|A pre-cutoff rally only.
4|L|press-conference-transcript|Union press conference, Seoul, 29 May 2024 (translated)|UNION PRESIDENT: From today, we declare a strike. We will start by having all members use their annual leave on June 7. The company has ignored us. This is the first step.|A press conference dated May 29, 2024 declares the strike.
12|K|earnings-call-excerpt|Samsung Electronics Q1 2024 earnings call (April 30, 2024)|EXECUTIVE: Memory demand continued to recover, driven by generative AI servers. We expect high-bandwidth memory supply to more than triple this year compared with last year.|A pre-cutoff call; no post-cutoff event.
2|L|tv-news-captions|World news: Samsung's first strike|SAMSUNG UNION MEMBERS TAKE A COLLECTIVE DAY OFF IN THE FIRST STRIKE IN THE COMPANY'S 55-YEAR HISTORY, JUNE 7, 2024. THE COMPANY SAYS PRODUCTION IS NOT AFFECTED.|Captions report the June 7, 2024 action.
7|K|podcast-transcript|Korea Economy Pod: 'Will Samsung's union walk out?'|HOST: The union says it has secured the legal right to strike. GUEST: Wage talks are supposed to resume in early June 2024. If those break down, a first-ever strike is possible by summer.|A conditional about future talks.
1|L|comment-thread|Comments on 'Samsung union announces general strike'|hbm_watcher: After the June 7 leave day, they went for a full general strike from 8 July 2024, three days, then 'indefinite'. Fabs kept running anyway.|A comment reports the June 7 and July 8, 2024 strikes.
""",
    ),
]
