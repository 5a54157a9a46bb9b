# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the held-out `hold22` part, read by `build_hold22.py`.

Commentary and analysis rather than news: newsletters, Substack and blog posts, podcast show
notes and transcript excerpts, forum and Reddit threads and analyst notes, several of them with
edits, corrections or updates appended, about central banks, elections, tech launches, sports,
courts and geopolitics. Each question's documents are one line each in a string, fields
separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style, title,
text, why. Written blind as a held-out part; the events are real ones of 2024-2025, the wording
is invented and the figures are from memory, not checked data. See `build_hold22.py`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    # ---------------------------------------------------------------- central banks
    Q(
        "l9-rbnz-2025-04-cut",
        "Will the Reserve Bank of New Zealand lower the Official Cash Rate at its Monetary Policy Review of April 9, 2025?",
        "Resolves YES if the OCR announced by the RBNZ on April 9, 2025 is below 3.75%. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-09",
        1,
        "central_banks",
        """
12|K|substack-post|Kiwi rates: after the 50, a gentler glide|The February statement all but pencilled in two more quarter-point moves, one at the April 9, 2025 review and one at the May 28 MPS. I'd put April at 80/20 for 25bp rather than another 50. Q4 GDP on 20 March is the only big print between now and then, so that's where any surprise would come from.|A forecast of scheduled decisions and a scheduled release.
3|L|podcast-notes|Ep. 212: Hawkesby's first call|00:00 Intro and housekeeping. 04:10 The RBNZ trimmed the OCR to 3.50% on April 9, 2025, Christian Hawkesby's first decision in the chair, and the record leans heavily on tariff uncertainty. 19:30 Why tariffs got a whole paragraph. 31:00 Listener mail: floating vs. fixing.|The show notes report the April 9, 2025 cut as done.
8|K|analyst-note|NZ: Orr exit does not change the path|Adrian Orr's resignation, announced on 5 March, takes effect at the end of the month, and deputy governor Christian Hawkesby steps in as acting governor. We see no change to the easing path and keep our call for a 25bp cut on 9 April 2025, with the OCR troughing at 3.00% by August 2025. Risks: a hot Q4 GDP number.|An earlier announcement, a planned handover and forecasts.
5|L|reddit-thread|Should I refix for 1 year or 2? [edited]|Bank is offering 5.49% for 1 year and 5.29% for 2, current fix ends mid-April. Leaning 1 year and hoping rates keep dropping. Thoughts? EDIT 10 April 2025: OCR went to 3.5% yesterday and my bank knocked another 10 points off the 1-year this morning, glad I held off signing.|An edit reports the April 9, 2025 cut and a bank's rate move the next day.
2|L|blog-post|Three things the GDP print told us|Fourth-quarter GDP, published 20 March 2025, rose 0.7% on the quarter, beating the Reserve Bank's own estimate and taking the economy out of technical recession. None of that derails a cut next month. It does argue against anyone still hoping for another 50.|Reports the GDP release of March 20, 2025, the cutoff day, as published.
15|K|newsletter|Week ahead in NZ (17-21 March 2025)|A quiet one: dairy auction on Tuesday night, card spending on Thursday, then not much until Q4 GDP on 20 March. Further out, the Monetary Policy Review lands on 9 April, statement and record only, no press conference and no new forecasts.|A calendar of scheduled releases.
""",
    ),
    Q(
        "l9-copom-2025-05-hike",
        "Will Brazil's Copom raise the Selic rate at its meeting of May 6-7, 2025?",
        "Resolves YES if the Selic target announced by the Copom on May 7, 2025 is above 14.25%. Resolves NO otherwise.",
        "2025-04-22",
        "2025-05-07",
        1,
        "central_banks",
        """
10|K|analyst-note|Brazil: guidance points to a smaller step in May|The March statement signalled an adjustment of smaller magnitude at the next meeting, which we read as 50bp on 7 May 2025, taking the Selic to 14.75%. The risk is a final 25bp if April's IPCA-15, due on the 25th, comes in soft. We do not expect forward guidance for June to survive the May statement.|A forecast based on earlier guidance and a scheduled release.
4|L|substack-post|Galípolo's last hike? (updated)|My base case all year has been that the tightening cycle ends somewhere near 15%. The question is only whether May is the last step or June. Update, May 8, 2025: Copom went 50bp last night, to 14.75%, unanimous, and the statement pointedly said nothing about the next meeting.|An appended update reports the May 7, 2025 hike.
7|K|forum-thread|Tesouro Selic or prefixado right now?|Post: with the Selic at 14.25% and at least one more hike coming on 7 May I'm staying in the floating bond. Reply: the curve already has the Selic around 15% by year-end. If Copom signals a stop in June the prefixados rally hard, so I'd split it. Reply: nobody ever regretted a 14% risk-free rate.|Conditionals and expectations about future meetings.
2|L|podcast-transcript|Macro Latam ep. 88 (transcript excerpt)|HOST: So at the June 18, 2025 meeting they went again, 25 basis points to 15%, and now it's a very prolonged pause. GUEST: Which is roughly where the May statement pointed once they took away the guidance. HOST: Fair. Let's get to the real.|The transcript reports the June 18, 2025 hike, a later decision.
13|K|newsletter|LatAm central bank calendar, Q2 2025|Brazil: Copom 2025-05-06/07 and 2025-06-17/18, decisions after the market close on the second day. Mexico: Banxico 15 May and 26 June. We'll do a full preview the week before each.|A calendar of scheduled meetings.
1|L|blog-post|The real story in Brazil is the BRL|Since the Copom took the Selic to 14.75% on May 7, 2025, carry traders have piled back in and the real has been one of the better-performing EM currencies. Whether that lasts depends more on Washington than on Brasília.|Reports the May 7, 2025 decision as past.
""",
    ),
    Q(
        "l9-cbrt-2025-04-hike",
        "Will the Central Bank of the Republic of Türkiye raise its one-week repo rate at its MPC meeting of April 17, 2025?",
        "Resolves YES if the one-week repo rate announced on April 17, 2025 is above 42.50%. Resolves NO otherwise.",
        "2025-04-05",
        "2025-04-17",
        1,
        "central_banks",
        """
9|K|analyst-note|Türkiye: corridor tightening does the work for now|By lifting the overnight lending rate to 46% at the extraordinary meeting on 20 March and suspending one-week auctions, the CBRT has pushed effective funding costs up without touching the 42.5% policy rate. The question for 17 April 2025 is whether it formalises that. Our base case: the headline rate is held and funding stays at the top of the corridor.|Earlier decisions and a forecast of a scheduled meeting.
3|L|substack-post|Istanbul notebook: the week after|Nobody I spoke to pretended the April 17, 2025 meeting was routine. The bank raised the one-week repo to 46%, undoing the March cut and then some in one step, and widened the corridor. Bankers were more interested in how long the reserve sales can go on.|Reports the April 17, 2025 hike as done.
6|K|reddit-thread|TL deposit or gold, before the April MPC?|Is it worth locking a 3-month lira deposit before the MPC on 17.04? Reply: if they hike, deposit rates go up again, so maybe wait until after the 17th. Reply: nobody knows, they said at the emergency meeting they'd use every tool, which could mean anything.|Conditionals about a scheduled meeting.
1|L|newsletter|EM morning note|Türkiye: after the 350bp hike on April 17, 2025, and the governor's line that tightness stays until disinflation is decisive, one-month lira implied vol is back below its March levels.|Reports the April 17, 2025 hike.
20|K|blog-post|What the March cut tells us|On 6 March the CBRT cut to 42.5%, its third 250bp step, and said further easing depends on the disinflation trend holding. Next scheduled MPC: April 17, 2025. I'd keep expectations modest, but the direction looks settled for now.|An earlier cut and a scheduled meeting.
2|L|analyst-note|Türkiye: policy rate call (corrected)|Correction (April 18, 2025): an earlier version of this note said we expected the policy rate to stay at 42.5%. The MPC raised it to 46% on April 17 and the overnight lending rate to 49%. Our year-end forecast moves up accordingly.|A correction reports the April 17, 2025 decision.
""",
    ),
    Q(
        "l9-fomc-2025-06-cut",
        "Will the FOMC lower the federal funds target range at its June 17-18, 2025 meeting?",
        "Resolves YES if the FOMC statement of June 18, 2025 sets the target range below 4.25-4.50%. Resolves NO otherwise.",
        "2025-06-02",
        "2025-06-18",
        0,
        "central_banks",
        """
6|K|newsletter|Fed watch: the June SEP is the event|Futures give a cut on June 18, 2025 less than a 5% chance and July 30 is a coin flip at best. So the decision itself is not the story; the new dots are. Do they still show two cuts this year, or does the median slide to one?|Market expectations for a scheduled decision.
2|L|podcast-notes|Bond Bros #141: Patient, again|The Fed held at 4.25-4.50% on June 18, 2025 for a fourth straight meeting. The median dot still shows two cuts this year, but seven officials now pencil in none. Also: Powell's 'meaningful' tariff inflation line, and whether Waller dissents in July.|Reports the June 18, 2025 hold as done.
9|K|reddit-thread|Is the Fed cutting in June?|Top comment: no. Powell on May 7 basically said they can afford to wait. The jobs report on June 6, 2025 and CPI on June 11 would both have to be ugly to change that. Reply: Trump will keep posting about it either way.|Past statements and scheduled data releases.
4|L|substack-post|Payrolls preview: the bar for June is high|Consensus is around +130k for May with unemployment at 4.2%. A miss would need to be big to move the Fed before September. [Edit, 6 June 2025: May payrolls printed +139k, unemployment 4.2%. Nothing here changes.]|An edit reports the June 6, 2025 jobs report.
12|K|analyst-note|US: we push our first cut to September|We now expect the FOMC to stay on hold on 17-18 June 2025 and 30 July and to deliver the first cut of the year on 17 September 2025, followed by one in December. Tariff pass-through into goods prices over the summer is the main reason for the delay.|A forecast of scheduled meetings.
1|L|blog-post|Oil, Iran and the Fed's wait-and-see|When Israel struck Iranian nuclear sites on June 13, 2025, Brent jumped by more than 7% at one point. That came five days before a Fed meeting that was already leaning towards patience, and it handed the hawks one more argument.|Reports the June 13, 2025 strikes, a later event.
""",
    ),
    Q(
        "l9-snb-2025-03-cut",
        "Will the Swiss National Bank lower its policy rate at its monetary policy assessment of March 20, 2025?",
        "Resolves YES if the SNB policy rate announced on March 20, 2025 is below 0.50%. Resolves NO otherwise.",
        "2025-03-06",
        "2025-03-20",
        1,
        "central_banks",
        """
8|K|analyst-note|Switzerland: one more, then done?|January CPI at 0.4% y/y keeps a final 25bp on 20 March 2025 very much alive. The chairman has not ruled out negative rates but has described the bar as high. We expect 0.25% in March and a hold thereafter, with FX intervention as the marginal tool.|A forecast of a scheduled decision.
3|L|newsletter|CHF weekly|The SNB cut by 25bp to 0.25% on 20 March 2025 and said it stands ready to act further if needed. EUR/CHF barely moved on the day, which tells you how well-flagged it was. Next assessment in June.|Reports the March 20, 2025 cut as done.
11|K|forum-thread|SARON mortgage vs fixed, ahead of the March meeting|Post: my SARON rate already tracks the policy rate. If they go to 0.25% on the 20th it drops again. Reply: fixed 10-year offers are somewhere around 1.5-1.8%, I'd lock now rather than gamble on a zero rate. Reply: depends how long you plan to stay.|Conditionals about a scheduled decision.
1|L|podcast-transcript|Alpine Macro Pod (transcript excerpt)|...and then on 19 June 2025 they went all the way to zero, which the March statement had half-hinted at. But let's go back to March for a second, because the framing there mattered...|The transcript reports the June 19, 2025 cut, a later decision.
5|K|blog-post|The SNB's quiet quarter|Since the half-point move on December 12 the franc has eased a little against the euro, and inflation has kept falling. The remaining assessments of 2025 are 2025-03-20, 2025-06-19, 2025-09-25 and 2025-12-11, all at 9:30 with a press conference.|A schedule of decisions.
2|L|substack-post|The last mile in Zurich|Thursday's move, announced on March 20, 2025, took the policy rate to 0.25%. That's the fifth cut since March 2024, and Schlegel sounded in no hurry to go negative.|Reports the March 20, 2025 cut.
""",
    ),
    Q(
        "l9-ecb-2025-04-cut",
        "Will the ECB lower its deposit facility rate at its monetary policy meeting of April 16-17, 2025?",
        "Resolves YES if the deposit facility rate announced on April 17, 2025 is below 2.50%. Resolves NO otherwise.",
        "2025-04-01",
        "2025-04-17",
        1,
        "central_banks",
        """
14|K|analyst-note|ECB: April is live, not locked|The statement wording changed on 6 March to 'meaningfully less restrictive', which opens the door to a pause. We see the April 16-17, 2025 meeting as 60/40 for another 25bp. The March flash HICP on 1 April and the US tariff decisions promised for early April will settle it.|Earlier wording and forecasts of scheduled events.
2|L|substack-post|After Liberation Day, the ECB's call got easier|Trump's 2 April 2025 tariff announcement, 20% on the EU, did the hawks no favours. On April 17 the Governing Council cut again, to 2.25%, and dropped the word 'restrictive' from the statement entirely.|Reports the April 2 tariff announcement and the April 17, 2025 cut.
6|K|podcast-notes|Euro Rates Weekly, ep. 57|12:40 Schnabel's pause comments. 25:15 Can they skip April? 38:00 What the Bundestag's fiscal vote means for Bunds. We're back after the April 17, 2025 decision with a reaction episode.|A schedule of episodes and a scheduled decision.
1|L|newsletter|Euro area: inflation eases again|The March flash HICP, published on 1 April 2025, came in at 2.2%, with services inflation down to 3.4%. It gives the doves the cover they wanted.|Reports a data release on the cutoff day.
9|K|reddit-thread|Savings rates are sinking, what now?|With the deposit rate at 2.5% and markets pricing another cut on 17 April, my bank dropped its instant-access rate to 2%. Reply: if the ECB goes again in April and June, expect under 2% everywhere by summer. Reply: lock a 12-month term deposit while you can.|Conditionals about future decisions.
4|L|blog-post|Lagarde's April presser, annotated|Notes on the 17 April 2025 press conference: the decision was unanimous, she said, and the downside risks to growth have increased. Asked about June, she gave the usual meeting-by-meeting answer.|Reports the April 17, 2025 press conference.
""",
    ),
    Q(
        "l9-boc-2025-04-cut",
        "Will the Bank of Canada lower its policy rate at its April 16, 2025 announcement?",
        "Resolves YES if the target for the overnight rate announced on April 16, 2025 is below 2.75%. Resolves NO otherwise.",
        "2025-03-28",
        "2025-04-16",
        0,
        "central_banks",
        """
10|K|analyst-note|BoC: a pause is on the table for April|After the March 12 cut, the seventh in a row, Macklem said the Bank would proceed carefully. We expect a hold on April 16, 2025, though it's close, and the April MPR may matter more than the rate: tariff uncertainty makes a single forecast hard to publish.|A past decision and a forecast.
3|L|podcast-notes|Loonie Talk ep. 33: The pause|The Bank of Canada held at 2.75% on April 16, 2025, ending a run of seven straight cuts, and published two tariff scenarios instead of a base-case projection. We go through both.|Reports the April 16, 2025 hold as done.
6|K|forum-thread|Variable or fixed for a May renewal?|Renewing in May, variable offered at prime minus 0.9. If the BoC cuts again on April 16 I'll be glad I went variable. Reply: and if they pause? Reply: after the election on April 28, 2025 things could shift again anyway.|Conditionals about a scheduled decision and a scheduled election.
1|L|blog-post|The BoC's April choice (updated)|The case for a pause rests on tariff uncertainty and sticky core measures. UPDATE April 16, 2025, 10:05 ET: Held at 2.75%. The statement says the Council will proceed carefully.|An appended update reports the April 16, 2025 hold.
15|K|newsletter|Canada this week|February CPI on March 18, the BoC's summary of deliberations on March 26, and the next rate decision on Apr. 16, 2025, alongside the Monetary Policy Report.|A calendar of scheduled releases.
5|L|substack-post|Election notebook|Parliament has been dissolved and the campaign is on. Looking back at it now: Mark Carney's Liberals won 169 seats on April 28, 2025, just short of a majority.|Reports the April 28, 2025 election result, a later event.
""",
    ),
    # ---------------------------------------------------------------- elections
    Q(
        "l9-trinidad-2025-unc",
        "Will the United National Congress win a majority of seats in Trinidad and Tobago's general election of April 28, 2025?",
        "Resolves YES if official results of the April 28, 2025 general election give the UNC at least 21 of the 41 House of Representatives seats. Resolves NO otherwise.",
        "2025-04-14",
        "2025-04-29",
        1,
        "elections",
        """
12|K|blog-post|Young's gamble|Stuart Young took the oath as prime minister on March 17 and called the vote for April 28, 2025 within a day. It is a short campaign for a new leader to define himself. The UNC needs 21 of 41 seats; the PNM's map depends on holding the East-West corridor marginals.|Past events and a scheduled vote.
3|L|substack-post|Caribbean Politics Weekly: the marginals|Most of this week's issue is about the six seats that decide it. Postscript, 29 April 2025: the UNC took 26 seats to the PNM's 13, with the Tobago People's Party winning both Tobago seats. Persad-Bissessar is back.|A postscript reports the April 28, 2025 result.
7|K|forum-thread|Marginal seats to watch|Tunapuna, San Fernando West, Arima, La Horquetta. Whoever takes most of those on the 28th forms the government. Reply: polls close at 6, so we should know by midnight.|Expectations about a scheduled vote.
1|L|podcast-notes|Island Pulse ep. 74|Kamla Persad-Bissessar was sworn in as prime minister on May 1, 2025, for the second time. We talk to a PNM volunteer about what went wrong, and to a UNC strategist about the first hundred days.|Reports the May 1, 2025 swearing-in, a later event.
5|K|analyst-note|Trinidad and Tobago: election risk note|The 28 April 2025 vote is unlikely to change the fiscal stance much. Either party will face the same energy revenue shortfall and the same FX queue. We expect rating agencies to wait for the first budget, due around October.|A forecast about a scheduled vote and later budget.
""",
    ),
    Q(
        "l9-jamaica-2025-jlp",
        "Will the Jamaica Labour Party win the most seats in Jamaica's general election of September 3, 2025?",
        "Resolves YES if results declared by the Electoral Commission of Jamaica give the JLP more of the 63 House seats than any other party. Resolves NO otherwise.",
        "2025-08-22",
        "2025-09-10",
        1,
        "elections",
        """
10|K|substack-post|Jamaica heads to the polls|Nomination day is set for August 18 and polling day for September 3, 2025. The polls have the race tighter than in 2020, when the JLP took 49 of 63 seats on a very low turnout. Holness is running on crime numbers; Golding on cost of living.|Scheduled dates and an earlier result.
2|L|blog-post|Holness's third term|Andrew Holness won a third straight term on September 3, 2025, though the JLP's majority shrank sharply from 2020. The PNP gained ground almost everywhere.|Reports the September 3, 2025 result as done.
6|K|podcast-notes|Yaad Politics pod, ep. 19: countdown to Sept. 3, 2025|Our guests debate the PNP's tax-threshold promise, the JLP's security record, and what a close result on September 3 would mean for both leaders. Next episode: election night special.|A scheduled vote and episode.
1|L|reddit-thread|Election night thread [updated]|Thread will go live on the 3rd, keep it civil. UPDATE 3 Sept 2025, 11:40pm: EOJ preliminary count has the JLP over the line. Golding hasn't conceded yet.|An update reports the September 3, 2025 count.
14|K|analyst-note|Jamaica: fiscal anchors through the election|The Fiscal Responsibility Law has held through two changes of finance minister, and debt-to-GDP has fallen every year since the pandemic spike. We do not expect either party to abandon it.|A control with only earlier facts.
4|L|newsletter|Caribbean week|Six weeks after the election, Hurricane Melissa made landfall in Jamaica on October 28, 2025 as a Category 5 storm, and the new cabinet's agenda was rewritten overnight.|Reports the October 28, 2025 landfall, a later event.
""",
    ),
    Q(
        "l9-dnc-chair-2025-martin",
        "Will Ken Martin be elected chair of the Democratic National Committee at its meeting of February 1, 2025?",
        "Resolves YES if DNC members elect Ken Martin as chair in the vote held on February 1, 2025. Resolves NO otherwise.",
        "2025-01-18",
        "2025-02-01",
        1,
        "elections",
        """
9|K|substack-post|The DNC race, by the pledges|Martin says he has well over 200 members pledged, Wikler has the bigger endorsements, and O'Malley is running on the theme of fixing the party's brand. Members vote in National Harbor on February 1, 2025, and a winner needs a majority of those voting.|Claims and a scheduled vote.
2|L|newsletter|Morning Caucus|Ken Martin won the DNC chairmanship on the first ballot on Feb. 1, 2025, beating Ben Wikler comfortably. His first job: a party that lost the popular vote and has no obvious leader.|Reports the February 1, 2025 vote as done.
5|K|podcast-notes|Left Lane, ep. 210|We break down the candidate forums, the state chairs' bloc, and whether anyone can stop Martin before the vote on Saturday, February 1, 2025.|A scheduled vote.
1|L|forum-thread|Why I'm backing Wikler (diary)|Long diary about Wisconsin and what organising looks like. ETA Feb 1, 2025: Martin won on the first ballot. Congrats to him, time to unify.|An appended note reports the February 1, 2025 result.
13|K|analyst-note|Party machinery watch|How the vote works: members vote by ballot, and if no one wins a majority the lowest candidate drops out and the members vote again. Officers (vice chairs, treasurer) are elected the same day.|A description of a future procedure.
3|L|podcast-transcript|Left Lane, ep. 211 (transcript excerpt)|HOST: So a week on from the February 1, 2025 vote, what has Martin actually done? GUEST: Hired a lot of Minnesota people and promised to fund state parties. HOST: The classic.|The transcript reports the February 1, 2025 vote as past.
""",
    ),
    Q(
        "l9-gabon-2025-oligui",
        "Will Brice Clotaire Oligui Nguema win Gabon's presidential election of April 12, 2025 in the first round?",
        "Resolves YES if provisional results announced after the April 12, 2025 vote give Oligui Nguema more than 50% of the vote. Resolves NO otherwise.",
        "2025-03-28",
        "2025-04-14",
        1,
        "elections",
        """
8|K|analyst-note|Gabon: the junta's ballot|The November referendum approved a new constitution with a seven-year presidential term, and the general who took power in August 2023 is now a civilian candidate. His main opponent is Alain-Claude Bilie-By-Nze, the last prime minister under Bongo. We expect a first-round win on April 12, 2025.|Earlier events and a forecast.
1|L|substack-post|Francophone Africa Brief|Gabon's interior ministry announced on April 13, 2025 that Oligui Nguema had won 90.35% of the vote, on a turnout of about 70%. Bilie-By-Nze called it a plebiscite.|Reports the results announced on April 13, 2025.
4|K|reddit-thread|Gabon votes 12 April 2025, anyone following?|The official campaign opens on March 29 and runs two weeks. Anyone know if there will be observers? Reply: the AU and ECCAS said they'd send missions.|A scheduled campaign and vote.
12|K|podcast-notes|Central Africa pod|Background episode: the August 30, 2023 coup, the transition charter, and the November 16, 2024 referendum. Plus: what the oil price means for Libreville.|A control with only earlier dates.
2|L|newsletter|Week in review|He was sworn in on 3 May 2025 at a stadium in Libreville, with several regional heads of state in the stands.|Reports the May 3, 2025 inauguration, a later event.
6|L|blog-post|After the 12 April 2025 landslide, what next for Gabon's general?|The campaign leaned on roads and paid salaries rather than a programme, and the opposition never found a single candidate. The harder part is the budget.|The title reports the April 12, 2025 vote as a landslide.
""",
    ),
    Q(
        "l9-dutch-pvv-exit-2025",
        "Will the PVV withdraw from the Dutch governing coalition by June 30, 2025?",
        "Resolves YES if Geert Wilders's PVV formally leaves the coalition supporting the Schoof cabinet on or before June 30, 2025. Resolves NO otherwise.",
        "2025-05-27",
        "2025-06-30",
        1,
        "elections",
        """
1|K|substack-post|Wilders's ten points|On Monday Wilders put a ten-point asylum plan on the table and said the PVV would leave if partners didn't back it within weeks. He has threatened before. The NATO summit in The Hague on June 24-25, 2025 makes a collapse before then awkward for everyone.|An earlier ultimatum and a scheduled summit.
1|L|podcast-notes|Binnenhof Brief, ep. 61 (English)|Wilders pulled the PVV out of the cabinet on June 3, 2025, and Schoof offered his resignation to the King the same afternoon. We discuss the caretaker period and the snap election set for October 29.|Reports the June 3, 2025 withdrawal as done.
9|K|forum-thread|Dutch politics thread: is the cabinet going to last?|Reply: the Spring Memorandum debates will be the test. Reply: if he walks, it'll be before summer recess in July 2025, not after. Reply: he needs an issue, and asylum is always it.|Conditionals about possible future events.
2|L|analyst-note|Netherlands: coalition risk rising (updated)|Update, 4 June 2025: the PVV left the coalition yesterday and we move our base case to elections in the autumn. Spread impact so far minimal.|An update reports the June 3, 2025 withdrawal.
14|K|blog-post|Ten months of Schoof|Sworn in on July 2, 2024, the cabinet of PVV, VVD, NSC and BBB has spent most of its time arguing about asylum. Most of its bills are stuck in the Senate.|A control with only earlier dates.
""",
    ),
    # ---------------------------------------------------------------- tech launches
    Q(
        "l9-rtx5090-sale-2025",
        "Will Nvidia's GeForce RTX 5090 go on sale to consumers by January 31, 2025?",
        "Resolves YES if the RTX 5090 is available for retail purchase in the US on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-10",
        "2025-01-31",
        1,
        "product_launches",
        """
3|K|blog-post|Everything Nvidia announced at CES|Jensen's Monday keynote: RTX 5090 at $1,999 and RTX 5080 at $999, both on January 30, 2025, with the 5070 Ti and 5070 following in February. DLSS 4 multi frame generation is the headline feature.|Announced prices and launch dates.
1|L|reddit-thread|5090 launch day megathread [edited]|Drop is Jan 30 at 9am ET. Post retailer links below, no scalper listings. EDIT Jan 30, 2025: Best Buy sold out in under five minutes and the Newegg queue is dead. See you in March, apparently.|An edit reports the January 30, 2025 launch and sellout.
6|K|podcast-notes|Frame Time, ep. 301|Our CES predictions: 5090 pricing (we say $1,999), release timing (end of January 2025), and whether the reviews embargo lands before launch. Live reaction episode after the keynote.|Forecasts made before the event.
2|L|newsletter|Chips & Frames weekly|Reviews went live on January 23, 2025: roughly 30% faster than the 4090 at 4K without frame generation, at 575W. Not the generational leap the marketing implied.|Reports the January 23, 2025 reviews.
8|K|forum-thread|Buy a 4090 now or wait?|Wait for CES on the 6th, it's days away. Reply: if the 5090 is $2k or more, 4090 prices won't drop anyway. Reply: used 4090s will flood the market either way.|Conditionals about a scheduled event.
4|L|substack-post|The connector sequel|Within two weeks of the January 30, 2025 launch, owners were posting photos of melted power connectors again. Nvidia has said little so far.|Reports events after the January 30, 2025 launch.
""",
    ),
    Q(
        "l9-openai-o3-2025",
        "Will OpenAI make its o3 model available to ChatGPT users by April 15, 2025?",
        "Resolves YES if the full o3 model (not only o3-mini) is selectable in ChatGPT for paying users on or before April 15, 2025. Resolves NO otherwise.",
        "2025-04-05",
        "2025-04-15",
        0,
        "product_launches",
        """
1|K|substack-post|Altman reverses on o3|Earlier today Altman said o3 and o4-mini will ship in a couple of weeks after all, reversing February's plan to fold o3 into GPT-5, and that GPT-5 itself is a few months out. 'A couple of weeks' in OpenAI time can mean anything from ten days to a quarter.|A past statement about a future release.
1|L|newsletter|AI Tuesday|OpenAI shipped o3 and o4-mini to Plus, Pro and Team users on April 16, 2025, two days after the GPT-4.1 API release. The tool-use demos are the story.|Reports the April 16, 2025 release.
10|K|forum-thread|Is o3 ever coming out on its own?|The February 12 roadmap says o3 only ships inside GPT-5. Reply: roadmaps change. Reply: o3-mini-high is already most of what people wanted.|A control with earlier dates only.
2|L|podcast-transcript|Shipping Season (transcript excerpt)|GUEST: Since GPT-4.1 landed on April 14, 2025 the coding evals people have been rerunning everything. HOST: And the long-context numbers? GUEST: Good, actually.|The transcript reports the April 14, 2025 release, a later event.
6|K|blog-post|My prediction grid for Q2|o3 in ChatGPT by April 15, 2025: 45%. By end of April: 75%. GPT-5 by July 31, 2025: 25%. Open-weights model from OpenAI by summer: 40%.|Forecasts with future dates.
4|L|analyst-note|AI platforms: release tracker (corrected)|Correction, 17 April 2025: an earlier version of this tracker listed o3 as API-only. It became available in ChatGPT on 16 April, alongside o4-mini.|A correction reports the April 16, 2025 release.
""",
    ),
    Q(
        "l9-claude37-2025",
        "Will Anthropic release a Claude model with a version number above 3.5 by February 28, 2025?",
        "Resolves YES if Anthropic makes generally available a Claude model numbered higher than 3.5 on or before February 28, 2025. Resolves NO otherwise.",
        "2025-02-10",
        "2025-02-28",
        1,
        "product_launches",
        """
4|K|substack-post|Where is Anthropic's next model?|Reports keep saying a hybrid reasoning model is weeks away, and Dario Amodei talked in January about models that can think for as long as they need. I'd give a release by February 28, 2025 maybe 50%.|Reports and a forecast of a future release.
1|L|blog-post|First impressions: Claude 3.7 Sonnet|Released February 24, 2025, with an extended thinking toggle rather than a separate model, and Claude Code as a research preview. It's noticeably better at refactoring big files.|Reports the February 24, 2025 release.
7|K|reddit-thread|Rate limits again?|Anyone else hitting limits on Pro since the October update? I'm getting cut off after about 40 messages. Reply: long chats eat your quota faster, start new ones.|A control with only earlier events.
2|L|podcast-notes|Model Week, ep. 45|Claude 3.7 Sonnet (Feb. 24, 2025) and Claude Code; GPT-4.5 as a research preview (Feb. 27, 2025); and why nobody can agree on what 'reasoning' means.|The notes report releases of February 24 and 27, 2025.
12|K|analyst-note|Frontier model calendar (expected)|Anthropic: new model in H1 2025, most likely late February or March 2025. OpenAI: o3-mini around the end of January. Google: Gemini 2.0 Pro in February.|Expected release dates.
3|L|substack-post|Still waiting on Anthropic [edited]|Another week, another rumour of a hybrid reasoning model. [Edit, 25 Feb 2025: it shipped yesterday as Claude 3.7 Sonnet, with Claude Code alongside.]|An edit reports the February 24, 2025 release.
""",
    ),
    Q(
        "l9-gemini25-2025",
        "Will Google release a model named Gemini 2.5 by March 31, 2025?",
        "Resolves YES if Google makes a model with 'Gemini 2.5' in its name available to users or developers, including as an experimental release, on or before March 31, 2025. Resolves NO otherwise.",
        "2025-03-12",
        "2025-03-31",
        1,
        "product_launches",
        """
5|K|newsletter|Gemini cadence watch|2.0 Flash went GA and 2.0 Pro went experimental on the same day in early February. On that cadence a 2.5 before I/O (May 20-21, 2025) looks likely, and before the end of March is possible.|Past releases and a forecast.
1|L|blog-post|Gemma 3 on a single GPU|Google released Gemma 3 on March 12, 2025, in four sizes up to 27B, and it runs comfortably on one consumer card. Quick notes from a weekend of testing.|Reports the March 12, 2025 release on the cutoff day.
3|L|reddit-thread|2.5 Pro is #1 on LMArena [edited]|Original: anyone else getting a mystery model in the arena? It's very good. EDIT (Mar 25 2025): it's Gemini 2.5 Pro Experimental, out now in AI Studio and for Advanced users.|An edit reports the March 25, 2025 release.
8|K|forum-thread|Prediction thread: the next Gemini version number|2.5 by March 31, 2025? I'd say 40%. Reply: they might skip straight to calling it 3. Reply: they'll call it 2.0 Pro-002 knowing Google.|Forecasts of a future release.
11|K|podcast-notes|DeepMind watchers, ep. 12|Looking back: Gemini 2.0 Flash Thinking in December, the 2.0 lineup in February, and Deep Research. What we still don't know about the pricing.|A control with only earlier releases.
2|L|newsletter|Release log|2025-03-12: Gemma 3 (1B-27B). 2025-03-25: Gemini 2.5 Pro Experimental, AI Studio and Gemini Advanced. 2025-04-17: Gemini 2.5 Flash preview.|The log reports releases dated after the cutoff.
""",
    ),
    Q(
        "l9-iphone16e-2025",
        "Will Apple announce a new lower-priced iPhone model by February 28, 2025?",
        "Resolves YES if Apple officially announces, on or before February 28, 2025, a new iPhone model positioned below the iPhone 16 in price, such as a successor to the iPhone SE. Resolves NO otherwise.",
        "2025-02-10",
        "2025-02-28",
        1,
        "product_launches",
        """
6|K|substack-post|Watching for the SE 4|Reports point to a press-release launch rather than an event, possibly the week of February 17, 2025, with pricing somewhere near $500. Face ID, USB-C, and Apple's first in-house modem are the rumoured features.|Reports of a future release.
2|L|blog-post|iPhone 16e: $599 and a modem|Apple announced the iPhone 16e on February 19, 2025: no SE name, $599, one camera, and Apple's own C1 modem. The price is the surprise.|Reports the February 19, 2025 announcement.
4|K|forum-thread|SE 4 timing thread|Cook usually teases the week before. Reply: so next week? Reply: they also have to ship 18.4, and Apple Intelligence in more languages is due in April 2025.|Speculation and scheduled plans.
1|L|podcast-notes|Upgrade-ish, ep. 540|Tim Cook's Feb. 13, 2025 'newest member of the family' teaser, the Feb. 19 press release, and why the 16e lacks MagSafe.|The notes report the February 13 and 19, 2025 events.
9|K|analyst-note|Apple: December quarter recap|Revenue of $124.3bn, reported on January 30, with guidance for low-to-mid single-digit growth in the March quarter. China remains the soft spot.|A control with earlier results.
3|L|reddit-thread|16e preorder day|Preorders opened 21 February 2025. Is the C1 modem worth worrying about? Reply: reviews say it's fine.|Reports the February 21, 2025 preorder opening.
""",
    ),
    Q(
        "l9-macbook-air-m4-2025",
        "Will Apple release an M4 MacBook Air by March 31, 2025?",
        "Resolves YES if a MacBook Air with an M4 chip is available for purchase (not only pre-order) on or before March 31, 2025. Resolves NO otherwise.",
        "2025-03-03",
        "2025-03-31",
        1,
        "product_launches",
        """
5|K|newsletter|Apple in March|Expect, in March 2025, the M4 MacBook Air, an M3 iPad Air and maybe a new Mac Studio, all by press release rather than event. Shipping a week after announcement is the usual pattern.|Expectations of future releases.
1|L|blog-post|M4 Air review roundup|The M4 MacBook Air, announced March 5, 2025 and in stores March 12, starts at $999, a $100 price cut, and comes in a new sky blue. Battery life is unchanged, which is fine.|Reports the March 5 announcement and March 12, 2025 release.
10|K|reddit-thread|Buy the M3 now or wait?|Wait, the M4 is rumoured for March 2025. Reply: if it comes in March, M3 discounts will get deeper too. Reply: unless you need it today, wait.|Conditionals about a future release.
2|L|podcast-transcript|Something in the Air (transcript excerpt)|HOST: Tim Cook's post on March 4, 2025 said there's something in the Air, and the next morning there it was. CO-HOST: Along with a Mac Studio nobody expected to get an M3 Ultra.|The transcript reports the March 4-5, 2025 announcements.
14|K|analyst-note|Mac cycle|The M4 family started with the MacBook Pro, Mac mini and iMac in late October. The Air usually follows within two quarters.|A control with earlier releases.
""",
    ),
    Q(
        "l9-pixel10-2025",
        "Will Google's Pixel 10 go on sale by August 31, 2025?",
        "Resolves YES if the Pixel 10 is available for purchase (not only pre-order) in the US on or before August 31, 2025. Resolves NO otherwise.",
        "2025-08-10",
        "2025-08-31",
        1,
        "product_launches",
        """
9|K|blog-post|Made by Google on August 20, 2025: what to expect|Tensor G5 built by TSMC, Qi2 magnets in the body, and the base Pixel 10 probably staying at $799. Expect preorders the same day and shelves about a week later.|Expectations of a scheduled event.
2|L|newsletter|Android digest|Pixel 10 hit shelves on Aug. 28, 2025, eight days after the keynote; the Pro Fold waits until October 9.|Reports the August 28, 2025 release.
5|K|reddit-thread|Preorder day?|Last year preorders opened the day of the event and shipping began about a week later. Expect the same on the 20th. Reply: carrier deals usually show up a day after.|Expectations based on the past pattern.
1|L|podcast-notes|Pixel Perfect, ep. 190|Recorded August 21, 2025, the day after Made by Google: the late-night-TV style keynote, Tensor G5 first benchmarks, and Magic Cue.|The notes report the August 20, 2025 event.
13|K|analyst-note|Google hardware|The Pixel 9 was announced on August 13, 2024 and on sale nine days later. Share in the US premium segment remains in the low single digits.|A control with earlier dates.
""",
    ),
    # ---------------------------------------------------------------- sports
    Q(
        "l9-darts-2025-van-gerwen",
        "Will Michael van Gerwen win the 2025 PDC World Darts Championship?",
        "Resolves YES if Michael van Gerwen wins the final of the 2024-25 PDC World Championship at Alexandra Palace, scheduled for January 3, 2025. Resolves NO otherwise.",
        "2024-12-19",
        "2025-01-03",
        0,
        "sports",
        """
4|K|substack-post|Ally Pally primer|Littler is the favourite at around 2/1, Humphries defends, and Van Gerwen is a price for the first time in years. Final is January 3, 2025. Here is the draw, section by section.|Odds and a scheduled final.
1|L|podcast-notes|Oche Talk, ep. 77|Luke Littler beat Michael van Gerwen 7-3 in the final on 3 January 2025, the youngest world champion ever. We also look at MVG's run and whether he can win another.|Reports the January 3, 2025 final.
8|K|forum-thread|Draw discussion|MVG's half looks kind. A possible Humphries semi for Littler. Reply: the first two rounds are best of five sets, anything can happen.|Speculation about future matches.
2|L|reddit-thread|Final thread [archived]|Final: Jan 3 2025. Result: Littler 7-3 van Gerwen. What a tournament.|Reports the January 3, 2025 result.
11|K|blog-post|A year since Littler's run|Last January he lost the final to Humphries 7-4 at 16. He has won the Premier League and the Grand Slam since.|A control with only earlier dates.
""",
    ),
    Q(
        "l9-snooker-2025-williams",
        "Will Mark Williams win the 2025 World Snooker Championship?",
        "Resolves YES if Mark Williams wins the final at the Crucible, scheduled to finish on May 5, 2025. Resolves NO otherwise.",
        "2025-04-17",
        "2025-05-05",
        0,
        "sports",
        """
6|K|newsletter|Crucible countdown|A record number of Chinese players could qualify. Williams, at 50, is seeded and in decent form. First round starts April 19, 2025; the final runs May 4-5.|Scheduled rounds and expectations.
1|L|substack-post|Zhao's Crucible|On May 5, 2025, Zhao Xintong beat Mark Williams 18-12 to become the first Asian world champion and the first amateur to win at the Crucible.|Reports the May 5, 2025 final.
9|K|forum-thread|Qualifying thread|Zhao is back on the circuit as an amateur after his ban ended last year, and qualifying starts this week. Reply: if he gets through he's dangerous.|Conditionals about future matches.
3|L|podcast-notes|Baize & Banter, ep. 88|Recorded 6 May 2025, the morning after: Zhao's final session, Williams's gracious speech, and what a Chinese champion means for the tour.|The notes report the May 5, 2025 final.
12|K|analyst-note|Outright odds|Trump favourite, Wilson defending, Williams around 25/1. A first-time winner has happened three times in the last decade.|Odds with no later dates.
2|L|forum-thread|World Championship 2025 thread [edited]|Predictions in the opening post: Trump, Wilson, Murphy. Edit (May 5, 2025): well, none of them. Amateur champion, Zhao 18-12 over Williams.|An edit reports the May 5, 2025 final.
""",
    ),
    Q(
        "l9-lemans-2025-porsche",
        "Will a Porsche win the 2025 24 Hours of Le Mans overall?",
        "Resolves YES if a Porsche is classified first overall at the 24 Hours of Le Mans of June 14-15, 2025. Resolves NO otherwise.",
        "2025-06-01",
        "2025-06-15",
        0,
        "sports",
        """
10|K|blog-post|Le Mans BoP: who carries the target?|Ferrari won in 2023 and 2024, Porsche has been fastest over a lap all season, and the balance of performance will be announced before the test day on June 8, 2025. Your annual reminder that the BoP decides more than the drivers.|A scheduled announcement and test.
2|L|podcast-notes|Pit Lane Pod, ep. 204|Recorded after the 14-15 June 2025 race: the yellow #83 AF Corse Ferrari of Kubica, Ye and Hanson beat the #6 Porsche for Ferrari's third straight win.|Reports the June 14-15, 2025 race result.
5|K|forum-thread|2025 predictions thread|Porsche for me, they've looked quickest. Reply: Ferrari three-peat. Hyperpole is Thursday 12 June 2025, we'll know more then.|Predictions and a scheduled session.
1|L|newsletter|Endurance weekly|Kubica became the first Polish driver to win Le Mans on June 15, 2025, and the first privateer-entered Hypercar won overall.|Reports the June 15, 2025 result.
14|K|analyst-note|Hypercar form guide|Last year the #50 Ferrari won with Fuoco, Molina and Nielsen. Porsche won the 2024 WEC drivers' title. The manufacturers' fight is still open.|A control with only earlier results.
3|L|blog-post|Why Ferrari won Le Mans again on 15 June 2025|Strategy, tyres and the balance of performance all pointed the same way this year, and the rest of the field knew it well before the start.|The title reports the June 15, 2025 result.
""",
    ),
    Q(
        "l9-heisman-2024-hunter",
        "Will Travis Hunter win the 2024 Heisman Trophy?",
        "Resolves YES if Travis Hunter is announced as the winner at the Heisman ceremony on December 14, 2024. Resolves NO otherwise.",
        "2024-11-30",
        "2024-12-14",
        1,
        "sports",
        """
5|K|substack-post|The two-man Heisman race|Hunter versus Jeanty. Jeanty is chasing Barry Sanders's rushing record; Hunter plays both ways. Finalists get named early in December and the ceremony is Saturday, December 14, 2024.|A scheduled ceremony and announcements.
1|L|podcast-notes|CFB Nerd Pod, ep. 330|Travis Hunter won the Heisman on Dec. 14, 2024, the first mostly two-way player since Charles Woodson in 1997. Jeanty finished second.|Reports the December 14, 2024 award.
8|K|reddit-thread|Heisman straw poll, week 13|Hunter 61%, Jeanty 30%, others 9%. Reply: voters love a narrative, and two-way is a narrative.|A poll and opinions.
2|L|blog-post|The finalists|Finalists named on December 9, 2024: Hunter, Jeanty, Cam Ward and Dillon Gabriel. No surprises.|Reports the December 9, 2024 announcement.
11|K|forum-thread|Hunter's snaps|He's playing over 100 snaps some weeks. Reply: the wear on him will be the story at the draft.|A control with no later dates.
3|L|reddit-thread|Heisman voting results|Final voting (Dec. 14, 2024): 1. Travis Hunter, 2. Ashton Jeanty, 3. Dillon Gabriel, 4. Cam Ward.|A results list reports the December 14, 2024 vote.
""",
    ),
    Q(
        "l9-belmont-2025-journalism",
        "Will Journalism win the 2025 Belmont Stakes?",
        "Resolves YES if Journalism finishes first in the Belmont Stakes run at Saratoga on June 7, 2025. Resolves NO otherwise.",
        "2025-05-25",
        "2025-06-07",
        0,
        "sports",
        """
6|K|newsletter|Triple Crown notes|Journalism won the Preakness on May 17, two weeks after finishing second to Sovereignty in the Derby. Both are pointed at Saratoga on June 7, 2025. Call it a rubber match.|Earlier races and a scheduled one.
1|L|substack-post|Sovereignty again|Sovereignty beat Journalism again at Saratoga on June 7, 2025, and this time nobody could blame the track. Two out of three for the Derby winner.|Reports the June 7, 2025 race.
3|K|forum-thread|Belmont at Saratoga: the distance question|Still a mile and a quarter at Saratoga this year. Post position draw early next week. Reply: Journalism's closing kick suits it.|Scheduled race details and opinion.
2|L|podcast-notes|Post Time, ep. 58|Recorded June 8, 2025: Sovereignty's Belmont win, Journalism's second, and where both go for the summer.|The notes report the June 7, 2025 race.
9|K|analyst-note|Early odds|Journalism 8/5, Sovereignty 2/1, the rest double figures. Expect the gap to close after the draw.|Odds without later dates.
4|L|analyst-note|Belmont recap (corrected)|Correction, June 8, 2025: an earlier version of this recap named Journalism as the winner. Sovereignty won the Belmont Stakes on June 7; Journalism was second.|A correction reports the June 7, 2025 result.
""",
    ),
    Q(
        "l9-nba-mvp-2025-sga",
        "Will Shai Gilgeous-Alexander win the 2024-25 NBA MVP award?",
        "Resolves YES if the NBA names Gilgeous-Alexander the 2024-25 Most Valuable Player on or before June 1, 2025. Resolves NO otherwise.",
        "2025-05-01",
        "2025-05-21",
        1,
        "sports",
        """
4|K|substack-post|Jokic's line vs SGA's wins|A triple-double season against a scoring title and 68 wins. Ballots are in; we find out some time in May 2025, during the second round. I think SGA gets it comfortably.|A forecast of a future announcement.
1|L|blog-post|SGA's MVP|Shai Gilgeous-Alexander was named MVP on May 21, 2025, with Jokic second and Giannis third. Voters went with the best player on the best team.|Reports the May 21, 2025 award.
7|K|reddit-thread|MVP finalists are out|SGA, Jokic, Giannis. Announcement date TBD, during the playoffs. Reply: inevitable, but Jokic deserves better.|A future announcement.
2|L|podcast-notes|Hoops Lab, ep. 212|Game 7 against Denver on May 18, 2025: the Thunder won by 32 and the MVP race felt settled on the court too.|Reports the May 18, 2025 game, a later event.
12|K|newsletter|Award watch|The Thunder locked up the top seed weeks ago; Jokic is averaging a triple-double; the 65-game rule rules out a few candidates.|A control with earlier dates.
""",
    ),
    Q(
        "l9-laliga-2025-barcelona",
        "Will FC Barcelona win the 2024-25 La Liga title?",
        "Resolves YES if Barcelona finish first in La Liga 2024-25, whose final matchday is scheduled for May 25, 2025. Resolves NO otherwise.",
        "2025-05-02",
        "2025-05-25",
        1,
        "sports",
        """
4|K|substack-post|Flick's treble chase|The Copa is in the bag after the April 26 final. Inter at home on April 30, the return leg on May 6, 2025, then the Clásico on May 11. Three weeks that decide the season.|An earlier final and scheduled matches.
1|L|podcast-notes|Culers Pod, ep. 160|The 4-3 Clásico on May 11, 2025, Raphinha's brace, and the math that follows: win at Espanyol and it's done.|Reports the May 11, 2025 match.
9|K|reddit-thread|Magic number thread|A few points clear with five to play. Reply: Clásico is the whole thing. Reply: don't jinx it.|Standings and opinion with no later dates.
2|L|blog-post|Inter 4-3 Barça: what it cost|The May 6, 2025 semi-final in Milan ended the treble, but Flick's rotation for the league run-in has been the right call.|Reports the May 6, 2025 match, a later event.
6|K|forum-thread|Title scenarios|If Barça win the Clásico on 11 May 2025 and then at Espanyol on the 15th, they're champions with two to spare. If Madrid win on the 11th, it goes to the last day.|Conditionals on scheduled matches.
3|L|newsletter|European football weekly [updated]|UPDATE 16 May 2025: Barcelona clinched the title last night with a 2-0 win at Espanyol. Full reaction in Monday's issue.|An update reports the May 15, 2025 clinch.
""",
    ),
    # ---------------------------------------------------------------- courts
    Q(
        "l9-weinstein-retrial-2025",
        "Will Harvey Weinstein be convicted on at least one count at his New York retrial by June 30, 2025?",
        "Resolves YES if the jury in Weinstein's Manhattan retrial returns a guilty verdict on at least one count on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-01",
        "2025-06-30",
        1,
        "courts",
        """
8|K|substack-post|Weinstein retrial diary, week 5|Three accusers now, not two, and a defence that leans hard on the emails. Closing arguments are expected around June 2, 2025, then deliberations.|Scheduled trial stages.
1|L|podcast-notes|Trial Talk, ep. 99|June 11, 2025 partial verdict: guilty on the Haley count, acquitted on the Sokola count, still deliberating on Mann. The next day the judge declared a mistrial on that one.|Reports the June 11-12, 2025 verdict and mistrial.
4|K|reddit-thread|Why is he being retried at all?|The Court of Appeals threw out the 2020 conviction in April 2024 over the prior-bad-acts witnesses. Reply: and the LA conviction still stands, so he isn't going anywhere.|A control with earlier events.
2|L|blog-post|The jury room|The foreperson told the judge on June 12, 2025 that he would not go back in, which is how you get a mistrial on the last count.|Reports an event of June 12, 2025.
12|K|analyst-note|What to watch|Jury of seven men and five women. If convicted on the top count, sentencing would follow in the autumn; a retrial on any hung count is possible.|Conditionals about future outcomes.
3|L|newsletter|Courts roundup|After the mistrial on the last count on June 12, 2025, the Manhattan DA's office said it intends to try Weinstein a third time on that charge.|Reports the June 12, 2025 mistrial and a statement after it.
""",
    ),
    Q(
        "l9-abrego-return-2025",
        "Will Kilmar Abrego Garcia be returned to the United States by June 30, 2025?",
        "Resolves YES if Abrego Garcia is physically brought back to the US from El Salvador on or before June 30, 2025. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-30",
        1,
        "courts",
        """
6|K|substack-post|'Facilitate' means what?|The April 10 order told the government to facilitate his return. Judge Xinis's expedited discovery has dragged on, and the next deadlines run into June 2025. Nobody on the government side seems in a hurry.|Earlier orders and future deadlines.
1|L|blog-post|He's back, with an indictment|Abrego Garcia was flown back on June 6, 2025 to face federal smuggling charges in Tennessee. The administration called it justice; his lawyers called it a pretext.|Reports the June 6, 2025 return.
10|K|podcast-notes|Strict-ish Scrutiny, ep. 81|How we got here: the March 15 flights, the April 14 Oval Office meeting with Bukele, and the senator who went to San Salvador on April 17.|A control with earlier dates.
3|L|reddit-thread|Abrego Garcia megathread [edited]|Collecting filings here. EDIT June 6, 2025: Bondi says he's back in the US and indicted in Nashville. Mods will start a new thread.|An edit reports the June 6, 2025 return.
13|K|analyst-note|Litigation tracker|Status: discovery ongoing, sanctions motion pending, next hearing not yet set. A return would probably come through a criminal charge, if at all.|A status and a conditional.
""",
    ),
    Q(
        "l9-tornetta-musk-pay-2024",
        "Will the Delaware Court of Chancery reinstate Elon Musk's 2018 Tesla pay package by December 31, 2024?",
        "Resolves YES if, on or before December 31, 2024, Chancellor McCormick grants Tesla's motion to revise her January 2024 ruling in light of the June 2024 shareholder ratification vote. Resolves NO otherwise.",
        "2024-11-22",
        "2024-12-31",
        0,
        "courts",
        """
12|K|substack-post|Can ratification unring the bell?|After the hearing in August, the chancellor has the ratification motion and the fee request in front of her. A ruling could come any week now, and whichever way it goes there will be an appeal.|A future ruling.
1|L|blog-post|McCormick says no, again|On December 2, 2024, Chancellor McCormick rejected Tesla's ratification argument and awarded the plaintiff's lawyers about $345 million. The June vote, she wrote, could not cure the original process.|Reports the December 2, 2024 ruling.
5|K|reddit-thread|Still waiting on Delaware|Tesla is a Texas company now since the June 13 vote, but this case stays in Delaware. Reply: the appeal is where it gets decided anyway.|A control with earlier dates.
2|L|podcast-notes|Corp Gov Hour, ep. 66|Musk's reaction on X after the Dec. 2, 2024 ruling, and Tesla's statement that it will appeal to the Delaware Supreme Court.|The notes report the December 2, 2024 ruling and reactions.
9|K|analyst-note|TSLA governance|If the court rejects ratification, an appeal to the Delaware Supreme Court could run well into the summer of 2025, with argument perhaps in 2025-10. If it accepts, expect the plaintiff to appeal instead. Either way, no near-term cash impact.|Conditionals about a future ruling.
3|L|forum-thread|Chancery ruling thread [edited]|Opening post from November: any week now. EDIT Dec 3, 2024: the ruling came out yesterday, motion denied, fees about $345m. Appeal next.|An edit reports the December 2, 2024 ruling.
""",
    ),
    Q(
        "l9-cit-ieepa-2025",
        "Will the US Court of International Trade rule the IEEPA tariffs unlawful by June 30, 2025?",
        "Resolves YES if, on or before June 30, 2025, the Court of International Trade issues a decision holding that tariffs imposed under the International Emergency Economic Powers Act exceed the President's authority, even if the decision is stayed. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-30",
        1,
        "courts",
        """
6|K|substack-post|Oral argument recap: a skeptical panel|On May 13 the three judges pressed the government on what makes a trade deficit an unusual and extraordinary threat. Skeptical questions are not a ruling, but this did not sound like a panel about to defer.|An earlier hearing and no later events.
1|L|blog-post|The CIT strikes down Liberation Day|In a May 28, 2025 opinion, the panel held that IEEPA does not authorise the worldwide and trafficking tariffs, and ordered them vacated. The government appealed within minutes.|Reports the May 28, 2025 ruling.
9|K|forum-thread|Trade lawyers' thread|Even if the CIT rules against the government, expect, whenever it comes, an immediate appeal to the Federal Circuit and a stay request the same day. Refunds are a long way off either way.|Conditionals about a future ruling.
2|L|newsletter|Tariff tracker|The Federal Circuit's administrative stay, entered May 29, 2025, keeps the IEEPA tariffs in force while the appeal is briefed. Importers are still paying.|Reports the May 29, 2025 stay.
5|K|analyst-note|Tariff timeline|April 2: reciprocal tariffs announced. April 9: 90-day pause to July 9 for most countries. May 12: US-China reductions for 90 days. Next cliff: July 9, 2025.|Earlier events and a future deadline.
3|L|podcast-transcript|Trade Talk (transcript excerpt)|HOST: When the CIT ruled on May 28, 2025, I think a lot of people assumed the tariffs were gone. GUEST: And within a day they weren't. That's the lesson.|The transcript reports the May 28, 2025 ruling.
""",
    ),
    Q(
        "l9-imran-alqadir-2025",
        "Will a Pakistani accountability court deliver its verdict in the Al-Qadir Trust case against Imran Khan by January 31, 2025?",
        "Resolves YES if the accountability court announces its verdict in the £190 million Al-Qadir Trust case on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-09",
        "2025-01-31",
        1,
        "courts",
        """
2|K|substack-post|Another postponement at Adiala|The verdict, reserved on 18 December, was put off again on Monday. The new date is 13 January 2025. Third time lucky?|Earlier postponements and a future date.
1|L|newsletter|South Asia Brief|On 17 January 2025 the accountability court sentenced Imran Khan to 14 years and Bushra Bibi to seven in the Al-Qadir Trust case. PTI called it a political verdict.|Reports the January 17, 2025 verdict.
18|K|podcast-notes|Pak Politics Pod, ep. 140|The verdict is due on Monday, December 23. We look at what a conviction would mean for the talks between PTI and the government.|A scheduled verdict.
2|L|reddit-thread|Verdict postponed again [updated]|Jan 13, 2025: postponed again, now on the 17th. UPDATE Jan 17 2025: 14 years for Khan, 7 for Bushra Bibi.|The thread reports events of January 13 and 17, 2025.
6|K|analyst-note|Pakistan: PTI-government talks|Two rounds held, on December 23 and January 2. A third is expected around January 16, 2025, when PTI is to submit its demands in writing. A verdict against Khan would complicate it.|Earlier talks and future plans.
""",
    ),
    Q(
        "l9-scotus-fsc-paxton-2025",
        "Will the Supreme Court uphold Texas's age-verification law for adult websites in Free Speech Coalition v. Paxton by July 3, 2025?",
        "Resolves YES if the Court's decision, issued on or before July 3, 2025, leaves Texas H.B. 1181's age-verification requirement in force against the First Amendment challenge. Resolves NO otherwise.",
        "2025-06-05",
        "2025-07-03",
        1,
        "courts",
        """
10|K|substack-post|Argument recap, months later|At the January 15 argument several justices seemed open to some form of age verification while doubting the Fifth Circuit's rational-basis test. Decision expected by the end of June 2025 or the first days of July.|An earlier argument and an expected decision.
1|L|blog-post|Thomas applies intermediate scrutiny|In a 6-3 decision on June 27, 2025, the Court upheld the Texas law. Justice Kagan's dissent would have applied strict scrutiny.|Reports the June 27, 2025 decision.
4|K|podcast-notes|End-of-term preview|Still to come: Skrmetti, Trump v. CASA, FSC v. Paxton, Mahmoud v. Taylor. More opinion days will be added in June 2025.|A list of pending decisions.
2|L|forum-thread|Age verification megathread [edited]|EDIT June 27 2025: upheld 6-3, intermediate scrutiny. Expect more states to copy the Texas law now.|An edit reports the June 27, 2025 decision.
7|K|analyst-note|Trust and safety calendar|Several state age-verification laws take effect on July 1, 2025. Their enforceability depends on the Paxton decision.|Future effective dates and a conditional.
""",
    ),
    # ---------------------------------------------------------------- geopolitics
    Q(
        "l9-us-strike-iran-2025",
        "Will the United States carry out a military strike on Iranian territory by June 30, 2025?",
        "Resolves YES if US forces strike a target inside Iran on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-08",
        "2025-06-30",
        1,
        "geopolitics",
        """
4|K|substack-post|Round six in Muscat|Witkoff and Araghchi are expected to meet again, possibly on June 15, 2025. The IAEA Board of Governors meets from June 9, with a non-compliance resolution in the works. Both sides still say they want a deal.|Scheduled talks and meetings.
1|L|podcast-notes|Deterrence Podcast, ep. 120|B-2s struck Fordow, Natanz and Isfahan overnight on June 21-22, 2025. What the bunker-busters did and didn't do, and what Iran's retaliation options were.|Reports the June 21-22, 2025 strikes.
9|K|forum-thread|Will the US strike Iran before July 2025?|I'd say 15%. Trump wants a deal and keeps saying so. Reply: Israel is the wildcard, not the US.|Forecasts.
2|L|analyst-note|Gulf risk monitor (updated)|Update, 13 June 2025: Israel began strikes on Iranian nuclear and military sites overnight. Our oil scenario moves to the stressed case.|An update reports the June 13, 2025 strikes, a later event.
14|K|blog-post|The sixty days|Trump's letter to Khamenei in March reportedly set a two-month window for a deal. The talks started in Oman on April 12. What happens when the window runs out is the question.|A control with earlier dates.
3|L|newsletter|Energy weekly|Iran fired missiles at Al Udeid on June 23, 2025 after warning Qatar, and a ceasefire was announced that night. Brent gave back its whole war premium.|Reports events of June 23, 2025.
""",
    ),
    Q(
        "l9-thai-cambodia-ceasefire-2025",
        "Will Thailand and Cambodia agree to a ceasefire by August 15, 2025?",
        "Resolves YES if the governments of Thailand and Cambodia announce an agreed ceasefire in their border conflict on or before August 15, 2025. Resolves NO otherwise.",
        "2025-07-26",
        "2025-08-15",
        1,
        "geopolitics",
        """
10|K|substack-post|The phone call and the border|The leaked call between Paetongtarn and Hun Sen cost her the premiership, for now: the Constitutional Court suspended her on July 1. The border dispute that started it, the May 28 skirmish, remains unresolved.|A control with earlier events.
1|L|newsletter|ASEAN weekly|Meeting in Putrajaya on July 28, 2025, Hun Manet and acting prime minister Phumtham agreed an immediate and unconditional ceasefire from midnight, with Anwar as host.|Reports the July 28, 2025 agreement.
2|K|podcast-notes|Mekong Hour, emergency episode|Recorded the day fighting broke out near the temples: artillery, an F-16 strike, evacuations on both sides. Will ASEAN step in before the August 2025 foreign ministers' meetings? We discuss.|Events before the cutoff and questions.
1|L|analyst-note|Thailand/Cambodia: escalation note (updated)|Update, 29 July 2025: the truce largely held overnight, despite accusations of violations from both sides.|An update reports events of July 28-29, 2025.
5|K|forum-thread|Border tensions: safe to travel to Siem Reap?|Embassies say avoid the border provinces. Reply: Anwar has offered to mediate; if it escalates the airports will be fine, the land crossings won't.|Advice and conditionals.
""",
    ),
    Q(
        "l9-us-houthi-halt-2025",
        "Will the United States announce a halt to its air campaign against the Houthis by May 31, 2025?",
        "Resolves YES if the US government announces, on or before May 31, 2025, that it is stopping or pausing its strikes on Houthi targets in Yemen. Resolves NO otherwise.",
        "2025-04-25",
        "2025-05-31",
        1,
        "geopolitics",
        """
6|K|substack-post|Six weeks of strikes|Since March 15 the US has hit hundreds of targets, including the Ras Isa fuel port on April 17. Officials say the campaign continues until shipping is safe. No end date has been given.|Earlier events and a stated aim.
1|L|blog-post|The Oman deal|Trump's May 6, 2025 announcement that the Houthis had agreed to stop attacking US ships, and that the bombing would stop, came as a surprise even to Israel. Oman called it a ceasefire.|Reports the May 6, 2025 announcement.
10|K|forum-thread|How long can the carriers stay?|Two carriers in the region now. Reply: the Vinson can stay through July 2025. Reply: munitions, not ships, are the real limit.|Opinions without later dates.
2|L|podcast-notes|Naval Gazing, ep. 73|The Truman lost an F/A-18E over the side on April 28, 2025 while turning hard to avoid Houthi fire. What that says about the tempo.|Reports an April 28, 2025 incident, a later event.
14|K|analyst-note|Red Sea shipping|Suez transits remain about half of 2023 levels. Carriers tell us they won't return before the third quarter at the earliest.|Forecasts.
""",
    ),
    Q(
        "l9-drc-rwanda-deal-2025",
        "Will the DRC and Rwanda sign a peace agreement by June 30, 2025?",
        "Resolves YES if representatives of the Democratic Republic of the Congo and Rwanda sign a peace agreement on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-30",
        1,
        "geopolitics",
        """
8|K|substack-post|Washington's minerals-for-peace|After the April 25 Declaration of Principles, a draft agreement was due in early May; Rubio wants a signing by June 30, 2025. The M23 track in Doha runs separately.|Earlier events and a target date.
1|L|newsletter|Great Lakes Brief|The agreement was signed at the State Department on June 27, 2025 by the two foreign ministers, with Rubio presiding. M23 was not a party.|Reports the June 27, 2025 signing.
4|K|podcast-notes|Kinshasa Calling, ep. 33|The Doha track, Qatar's role, and whether a Washington signing would mean anything on the ground in North Kivu.|A conditional question.
2|L|analyst-note|DRC: text initialled|Technical teams initialled the text on June 18, 2025, with the ministerial signing set for the following week.|Reports the June 18, 2025 initialling.
12|K|reddit-thread|What is the US getting out of this?|Minerals access, basically. Reply: Goma fell in January and Bukavu in February; Kinshasa needs anything it can get.|A control with earlier events.
""",
    ),
    Q(
        "l9-us-uk-trade-2025",
        "Will the United States and the United Kingdom announce a trade agreement by May 31, 2025?",
        "Resolves YES if both governments announce an agreed trade deal or framework on or before May 31, 2025. Resolves NO otherwise.",
        "2025-04-25",
        "2025-05-31",
        1,
        "geopolitics",
        """
5|K|substack-post|Reeves in Washington|The chancellor meets Bessent this week on the fringes of the IMF meetings. Officials talk of a deal within weeks, perhaps by May 2025, cars and steel first. A digital services tax concession is the price.|A meeting and expectations.
1|L|blog-post|The 100,000-car deal|The May 8, 2025 Economic Prosperity Deal cut the US tariff on the first 100,000 UK cars a year to 10%. The baseline 10% stays on most goods.|Reports the May 8, 2025 deal.
9|K|forum-thread|Will the UK get an exemption from the 10%?|If a deal comes it will probably be carve-outs, not an exemption. Reply: pharma is the one to watch.|Conditionals about a future deal.
2|L|newsletter|Trade week|Two days before the US announcement, the UK and India concluded their free trade agreement on May 6, 2025. London is collecting deals.|Reports the May 6, 2025 UK-India agreement.
15|K|analyst-note|UK: tariff exposure|The 10% baseline has applied since April 5 and the 25% auto tariff since April 3. We estimate a 0.3pp drag on UK GDP.|A control with earlier dates.
""",
    ),
    Q(
        "l9-gershkovich-release-2024",
        "Will Evan Gershkovich be released from Russian custody by August 15, 2024?",
        "Resolves YES if the Wall Street Journal reporter is freed and leaves Russia on or before August 15, 2024. Resolves NO otherwise.",
        "2024-07-15",
        "2024-08-15",
        1,
        "geopolitics",
        """
9|K|substack-post|The Yekaterinburg trial|Closed hearings and a next hearing set for August 13, 2024. Everyone assumes a conviction; the question is what comes after.|A future hearing.
1|L|podcast-notes|Press Freedom Pod, ep. 45|Gershkovich, Alsu Kurmasheva and Paul Whelan landed at Joint Base Andrews on August 1, 2024, after the exchange in Ankara. We talk about what Russia got in return.|Reports the August 1, 2024 exchange.
4|K|forum-thread|Swap speculation|Krasikov is the name Putin keeps dropping. If a swap comes, it usually follows the verdict. Reply: the Germans are the hard part.|Conditionals about a future swap.
2|L|newsletter|Moscow Minute|After a closed trial, the Sverdlovsk regional court sentenced him on 19 July 2024 to 16 years in a strict-regime colony. The speed of the trial surprised observers.|Reports the July 19, 2024 verdict.
12|K|blog-post|Fifteen months in Lefortovo|Arrested on March 29, 2023 in Yekaterinburg, he has spent all of it in pretrial detention. The State Department designated him wrongfully detained within two weeks.|A control with earlier dates.
""",
    ),
]
