# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold16` part, read by `build_hold16.py`.

Markets, crypto and commodities: price moves and market wraps, exchange and ETF notices, token
unlocks and listings, commodity and energy reports (oil, gas, gold, silver, cocoa, copper,
uranium), FX and rates commentary, trading-desk notes, price-alert pages and crypto community
posts. Each question's documents are one line each in a string, fields separated by `|`: days
before the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind
as a held-out part; see `build_hold16.py` and the part's section in the leak set's README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "l3-btc-30k-2023-04",
        "Will bitcoin trade above $30,000 on a major exchange at any time by April 30, 2023?",
        "Resolves YES if BTC/USD trades above $30,000 on Coinbase, Bitstamp or Kraken at any time between the question's opening and April 30, 2023, 23:59 UTC. Resolves NO otherwise.",
        "2023-04-05",
        "2023-04-30",
        1,
        "crypto",
        """
3|K|price-alert|BTC/USD alert: 30,000.00|Alert type: price crosses above. Level: 30,000.00. Reference exchange: Bitstamp. Last price when created: 28,164 (Apr 2, 2023). Status: armed. Expires: 2023-04-30 23:59 UTC.|An armed alert with a future expiry; nothing after the cutoff is reported.
2|L|market-wrap|Bitcoin clears $30,000 for the first time since June|Bitcoin pushed through $30,000 early on Tuesday, April 11, 2023, a level it had not traded at in ten months, as short sellers were squeezed out of futures positions. Ether followed, rising above $1,900.|Reports bitcoin crossing $30,000 on April 11, 2023, after the cutoff.
6|K|desk-note|The 30k question|Spot has chopped between 27k and 29k for two weeks. Our read: a daily close above 29.2k puts 30k in play before the April 28 expiry, where the 30k call strike carries one of the biggest open-interest clusters on the board. Fail there and we go back to range trading.|A conditional view of a level and an expiry ahead.
1|L|community-post|called it|30k reclaimed. Screenshot from the Bitstamp chart on Apr 11 2023 for everyone who told me in March that the banking mess would sink crypto. Next stop 32k?|A post reporting the April 11, 2023 move past $30,000 as done.
9|K|newsletter|Q1 in review: bitcoin's best quarter since 2021|Bitcoin ended March up roughly 70% for the year, helped by the flight from regional banks after Silicon Valley Bank failed on March 10. Volumes on US venues stayed thin after Signature Bank's closure two days later.|Only facts from before the cutoff: a control.
4|L|tracker-table|BTC monthly highs, 2023|Jan: 23,9xx / Feb: 25,2xx / Mar: 29,1xx / Apr: 31,0xx (set 14 April 2023). Figures are Bitstamp intraday highs, updated monthly.|The table reports an April high set on 14 April 2023, after the cutoff.
""",
    ),
    Q(
        "l3-btc-40k-2023-12",
        "Will bitcoin trade above $40,000 at any time by December 31, 2023?",
        "Resolves YES if BTC/USD trades above $40,000 on a major US or European exchange at any time before January 1, 2024 (UTC). Resolves NO otherwise.",
        "2023-11-25",
        "2023-12-31",
        1,
        "crypto",
        """
5|K|market-preview|ETF calendar keeps $40,000 in view|Traders are positioning for a cluster of SEC deadlines on spot bitcoin ETF applications, with the final date for the ARK 21Shares filing falling on Jan. 10, 2024. Bitcoin has held between $35,000 and $38,000 for most of November.|Future regulatory deadlines and earlier prices; no later outcome.
2|L|market-wrap|Bitcoin tops $40,000, first time since April 2022|Bitcoin rose above $40,000 on December 4, 2023 during Asian hours, extending a rally that has nearly tripled its price this year, as traders bet on ETF approvals and Fed rate cuts in 2024.|Reports the crossing on December 4, 2023, after the cutoff.
8|K|desk-note|Year-end options: where the open interest sits|The Dec. 29, 2023 quarterly expiry is shaping up as one of the largest on record. Calls at the 40,000 and 50,000 strikes carry a large share of the open interest; if spot gets near 40k before then, dealer hedging could speed the move.|An expiry ahead and a conditional; nothing after the cutoff is reported.
1|L|headline-present|BTC at $44K as crypto rally extends|Bitcoin touches $44,000 on Dec. 5, 2023, a day after clearing $40,000, and total crypto market value climbs back above $1.6 trillion.|A present-tense headline reporting prices of December 4-5, 2023.
3|K|news-report|Binance's Zhao pleads guilty, agrees to step down|Changpeng Zhao pleaded guilty on Nov. 21 to a US anti-money-laundering charge and resigned as chief executive of Binance, which agreed to pay about $4.3 billion. Bitcoin dipped briefly and recovered above $37,000 within a day.|Events before the cutoff only: a control.
4|L|correction|Correction to Monday's crypto note|An earlier version of this note said bitcoin first crossed $40,000 on Sunday evening in New York. Bitstamp data show the first trade above that level at 00:4x UTC on 4 December 2023.|A correction that reports the December 4, 2023 crossing.
""",
    ),
    Q(
        "l3-btc-50k-2024-02",
        "Will bitcoin trade above $50,000 at any time by February 29, 2024?",
        "Resolves YES if BTC/USD trades above $50,000 on Coinbase, Bitstamp or Kraken at any time before March 1, 2024 (UTC). Resolves NO otherwise.",
        "2024-02-01",
        "2024-02-29",
        1,
        "crypto",
        """
4|K|flow-tracker|Spot bitcoin ETF flows since launch|Cumulative net flows across the ten US spot funds are positive since trading began on Jan. 11, 2024, even after heavy redemptions from Grayscale's GBTC, which lost more than $5 billion in its first two weeks as an ETF.|Reports flows before the cutoff only: a control.
6|K|macro-calendar|What moves crypto in February|Key dates: January nonfarm payrolls on Feb. 2; January CPI on Feb. 13, 2024; FOMC minutes on Feb. 21; Nvidia results on Feb. 21 after the close. Bitcoin trades near $43,000 into the month.|A calendar of future releases.
2|L|market-wrap|Bitcoin's value back above $1 trillion|Bitcoin's market capitalisation returned to $1 trillion after the price passed $50,000 on February 12, 2024 for the first time since December 2021, with the new ETFs taking in more than $1 billion over two days.|Reports the crossing on February 12, 2024, after the cutoff.
1|L|tracker-table|Days since BTC last traded above $50k|Counter: 0. Last reset: 2024-02-12 (Bitstamp, 50,2xx). Previous reset: 2021-12-27.|A tracker reset on 2024-02-12 reports the crossing as done.
9|K|desk-note|Where's the next resistance?|We think 48-50k is the next big supply zone. A clean break probably needs ETF inflows to average more than $500m a day through February 2024; on current run rates that is a stretch.|A forecast and a condition; nothing after the cutoff is reported.
3|L|news-report|Bitcoin jumps past $60,000|Bitcoin surged past $60,000 on February 28, 2024, within reach of its 2021 record, as record volumes hit the US spot funds and Coinbase briefly showed users zero balances during the rush.|Reports a later move on February 28, 2024.
""",
    ),
    Q(
        "l3-btc-below-75k-2025-04",
        "Will bitcoin trade below $75,000 at any time by April 30, 2025?",
        "Resolves YES if BTC/USD trades below $75,000 on Coinbase at any time between the question's opening and April 30, 2025, 23:59 UTC. Resolves NO otherwise.",
        "2025-04-02",
        "2025-04-30",
        1,
        "crypto",
        """
1|K|market-preview|Crypto braces for 'Liberation Day'|President Trump is due to unveil his reciprocal tariff plan in the Rose Garden on Wednesday, April 2, at 4 p.m. Eastern. Bitcoin is holding near $85,000; options desks report rising demand for April puts at the 75,000 and 80,000 strikes.|A scheduled announcement and positioning ahead of it.
2|L|market-wrap|Bitcoin slides below $75,000 as tariff selloff spreads|Bitcoin fell below $75,000 on Monday, April 7, 2025, its lowest since November, as stock futures plunged and leveraged long positions worth more than $1 billion were liquidated across exchanges.|Reports the drop below $75,000 on April 7, 2025.
5|K|price-alert|Alert: BTC-USD below 75,000|Created 2025-03-28 by user. Condition: last trade <= 75,000.00 on Coinbase. Status: armed, not triggered. Expiry: 2025-04-30.|An armed alert with a future expiry.
1|L|community-post|bought the wick|capitulation wick to 74.5k on 4/7/2025 and I finally filled my bid. everyone in here saying 60k next, classic.|A post reporting the April 7, 2025 low as done.
12|K|newsletter|February's slide in numbers|Bitcoin lost about 17% in February after the $1.5 billion Bybit hack on Feb. 21 and a wave of ETF redemptions. It has since stabilised between $80,000 and $88,000.|Only earlier events: a control.
3|L|market-wrap|Stocks and crypto soar after tariff pause|Bitcoin rebounded above $82,000 on April 9, 2025 after the president announced a 90-day pause on most of the new tariffs, and the Nasdaq had its best day since 2001.|Reports the April 9, 2025 pause and rebound, after the cutoff.
""",
    ),
    Q(
        "l3-eth-below-2000-2025-03",
        "Will ether trade below $2,000 at any time by March 31, 2025?",
        "Resolves YES if ETH/USD trades below $2,000 on Coinbase or Kraken at any time before April 1, 2025 (UTC). Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-31",
        1,
        "crypto",
        """
6|K|dev-update|Pectra testnet dates are set|Core developers confirmed the Pectra upgrade will activate on the Holesky testnet on Feb. 24 and on Sepolia on March 5, 2025. A mainnet date will be chosen once both forks run cleanly.|Future testnet forks; nothing after the cutoff is reported.
1|L|news-report|Bybit says hackers took about $1.5 billion in ether|The Dubai-based exchange disclosed on February 21, 2025 that attackers had drained a cold wallet holding roughly 400,000 ETH, the largest theft in crypto's history. Ether fell about 4% within hours.|Reports the Bybit hack of February 21, 2025, after the cutoff.
9|K|desk-note|ETH: levels that matter|The Feb. 3 flash crash found buyers near $2,150. Below there, $2,000 is the obvious magnet, and we would expect real selling from leveraged longs if it breaks before the March quarterly expiry on March 28, 2025.|Past levels and a conditional on a future expiry.
3|L|market-wrap|Ether drops under $2,000, lowest since late 2023|Ether fell below $2,000 on March 10, 2025 as a broad risk-off move hit crypto, leaving it down more than 40% for the year.|Reports the drop below $2,000 on March 10, 2025.
4|K|analysis|ETH/BTC at multi-year lows|The ether-bitcoin ratio has slid below 0.028, its weakest since early 2021. If the ratio keeps falling, a retest of $2,000 in ether before the end of March would not be surprising.|A conditional forecast.
2|L|update|ETH levels, updated|Update: ETH traded as low as about $1,760 on 11 March 2025 before bouncing; the $2,150 support from early February is now resistance.|An update reporting the March 11, 2025 low.
""",
    ),
    Q(
        "l3-usdc-depeg-2023-03",
        "Will USD Coin (USDC) trade below $0.98 at any time by March 31, 2023?",
        "Resolves YES if USDC/USD trades below $0.98 on a major exchange or its CoinGecko price falls below $0.98 at any time before April 1, 2023 (UTC). Resolves NO otherwise.",
        "2023-03-01",
        "2023-03-31",
        1,
        "crypto",
        """
12|K|news-report|Paxos told to stop minting BUSD|New York's financial regulator ordered Paxos on Feb. 13 to stop issuing the Binance-branded stablecoin BUSD, and the SEC signalled it may treat the token as a security. Holders have been shifting into USDT and USDC.|Events before the cutoff only: a control.
2|L|market-wrap|USDC loses its dollar peg after Circle discloses SVB exposure|USDC fell as low as 87 cents on Saturday, March 11, 2023 after Circle said $3.3 billion of its reserves were held at Silicon Valley Bank, which regulators had closed the day before.|Reports the March 10-11, 2023 events after the cutoff.
5|K|issuer-notice|Reserve attestation schedule|Circle publishes a monthly attestation of USDC reserves by an independent accounting firm. The report for February is expected in the second half of March 2023.|A scheduled report; nothing after the cutoff is reported.
1|L|community-post|USDC back at 99c|Phew. After the Fed, Treasury and FDIC statement on Sunday, March 12, 2023 USDC is back to $0.99 on Curve. Anyone who panic-sold at 0.88 on Saturday, I'm sorry.|Reports the March 11-12, 2023 depeg and recovery.
8|K|resolution-criteria|Stablecoin depeg market: rules|This market resolves YES if any of USDT, USDC or DAI trades below $0.98 on a listed venue before March 31, 2023. Brief wicks on a single thin venue are excluded.|The market's own rules and deadline.
3|L|exchange-notice|Coinbase pauses USDC conversions|Coinbase temporarily paused conversions between USDC and US dollars on 11 March 2023 while banks were closed for the weekend, saying it would resume when transfers cleared.|A notice reporting a pause on March 11, 2023, after the cutoff.
""",
    ),
    Q(
        "l3-arb-binance-2023-03",
        "Will Arbitrum's ARB token begin spot trading on Binance by March 31, 2023?",
        "Resolves YES if Binance opens spot trading in at least one ARB pair before April 1, 2023 (UTC). Resolves NO otherwise.",
        "2023-03-18",
        "2023-03-31",
        1,
        "crypto",
        """
1|K|news-report|Arbitrum announces ARB token; airdrop claims open March 23|The Arbitrum Foundation said Thursday it will hand governance of the network to a DAO and airdrop its new ARB token to early users, with claims opening on March 23. Several large exchanges are expected to list the token that day.|A scheduled airdrop and expected listings.
3|L|market-wrap|ARB debuts on Binance as claims portal buckles|ARB began trading on Binance on March 23, 2023, minutes after the airdrop went live, while Arbitrum's own claim site and some RPC endpoints struggled under the load.|Reports the March 23, 2023 listing.
2|K|eligibility-checker|Am I eligible for the ARB airdrop?|Eligibility was based on a snapshot of Arbitrum One and Nova activity taken on Feb. 6, 2023. Claims open on 2023-03-23 and stay open for six months; unclaimed tokens go to the DAO treasury.|A past snapshot and a claim window ahead.
1|K|community-post|PSA: there is no ARB trading yet|Mods here. There is NO tradable ARB until claims open on the 23rd. Any pool or "presale" you see today is a scam. Do not connect your wallet to random claim links.|A warning before the listing; nothing later is reported.
4|L|news-report|Arbitrum DAO's first vote turns into a revolt|Delegates pushed back after the foundation disclosed on April 2, 2023 that it had already moved 750 million ARB from the treasury before the ratification vote on AIP-1.|Reports a later event of April 2, 2023.
2|L|exchange-notice|Binance: ARB spot listing|Binance listed Arbitrum (ARB) and opened trading for ARB/BTC, ARB/USDT and ARB/TUSD at 2023-03-23 13:00 (UTC). Deposits were enabled beforehand.|The notice reports trading opened on 2023-03-23.
""",
    ),
    Q(
        "l3-pepe-binance-2023-05",
        "Will Binance list the PEPE memecoin for spot trading by May 31, 2023?",
        "Resolves YES if Binance opens spot trading in at least one PEPE pair before June 1, 2023 (UTC). Resolves NO otherwise.",
        "2023-05-01",
        "2023-05-31",
        1,
        "crypto",
        """
3|K|market-wrap|Frog-themed token's rally shocks traders|PEPE, a memecoin launched in mid-April, has risen by thousands of percent in two weeks, drawing comparisons to the dogecoin and shiba inu manias. It trades mostly on decentralised exchanges and a handful of smaller centralised ones.|Only earlier events: a control.
2|L|exchange-notice|Binance will list Pepe (PEPE) with the Seed Tag applied|Binance listed PEPE and opened trading for PEPE/USDT and PEPE/TUSD at 2023-05-05 14:00 (UTC), with its Seed Tag applied.|Reports the May 5, 2023 listing as done.
1|K|community-post|ser when binance|Honest question: what odds do people give a Binance listing before May 31, 2023? Volume is there. Feels like they list the second one of the big boys moves first.|A question about a future listing.
5|L|market-wrap|PEPE sheds more than half its value from the peak|The memecoin has fallen more than 60% since peaking on May 5, 2023, the day of its Binance listing, as early holders took profits.|Reports the May 5, 2023 listing and a later fall.
10|K|explainer|What Binance's 'Seed Tag' means|Binance applies its Seed Tag to newer tokens it considers more volatile. Users must pass a short quiz every 90 days before trading tagged tokens.|No dates after the cutoff: a control.
4|L|newsletter|May 2023 memecoin recap|PEPE listed on Binance on May 5, 2023 and hit a market value of about $1.8 billion the same day; it finished the month well below that peak.|A recap reporting the May 5, 2023 listing.
""",
    ),
    Q(
        "l3-wld-launch-2023-07",
        "Will Worldcoin's WLD token begin trading on a major centralised exchange by July 31, 2023?",
        "Resolves YES if WLD opens for spot trading on Binance, OKX, Bybit or Coinbase before August 1, 2023 (UTC). Resolves NO otherwise.",
        "2023-07-14",
        "2023-07-31",
        1,
        "crypto",
        """
5|K|news-report|Worldcoin token launch date still unannounced|Tools for Humanity, the company co-founded by Sam Altman, said it plans to launch the WLD token this summer but has not named a date. About two million people have had their irises scanned during the beta.|No date after the cutoff; a plan without a date.
2|L|market-wrap|Worldcoin's WLD starts trading, swings wildly|WLD began trading on Binance, OKX and Bybit on July 24, 2023, swinging between roughly $1.70 and $3 on its first day as critics questioned the project's biometric data collection.|Reports the July 24, 2023 launch.
3|K|listing-calendar|Listings this week|Binance: no new spot listings scheduled as of July 11. OKX: two perpetual contracts. Bybit: launchpool for one new token. Next update Monday.|A calendar without later events: a control.
1|L|news-report|UK data watchdog to look into Worldcoin|The UK Information Commissioner's Office said on July 25, 2023 it would make enquiries about Worldcoin a day after the token's launch.|Reports a later event of July 25, 2023.
4|K|desk-note|If WLD lists before August|If WLD goes live before the end of July, expect a tiny float: most of the 10 billion supply is locked for years. That usually means a violent first week.|A conditional about a future listing.
""",
    ),
    Q(
        "l3-xrp-080-2023-07",
        "Will XRP trade above $0.80 at any time by July 31, 2023?",
        "Resolves YES if XRP/USD trades above $0.80 on Bitstamp or Kraken before August 1, 2023 (UTC). Resolves NO otherwise.",
        "2023-07-06",
        "2023-07-31",
        1,
        "crypto",
        """
4|K|news-report|Ripple ruling could come any day, lawyers say|Judge Analisa Torres has had both sides' summary judgment motions in SEC v. Ripple since late 2022. Lawyers following the case say a decision in July is possible but not certain.|A pending ruling with no date reported.
2|L|market-wrap|XRP soars after judge rules some sales were not securities|XRP jumped more than 70% to above $0.90 on July 13, 2023 after a federal judge ruled that Ripple's programmatic sales on exchanges did not amount to securities offerings.|Reports the July 13, 2023 ruling and price move.
1|K|price-alert|XRP/USD above 0.80|Alert level 0.8000 on Bitstamp. Created 2023-07-03 at 0.4772. Expires 2023-07-31. Not triggered.|An armed alert with a future expiry.
3|L|exchange-notice|Coinbase to relist XRP|Coinbase said on 13 July 2023 it would re-enable XRP trading, more than two years after it suspended the token when the SEC sued Ripple.|Reports a relisting decision of July 13, 2023.
8|K|market-wrap|XRP stuck near 47 cents|XRP spent June between about $0.46 and $0.55, lagging bitcoin's rally after BlackRock's ETF filing on June 15.|Only earlier events: a control.
""",
    ),
    Q(
        "l3-tia-mainnet-2023-10",
        "Will Celestia launch its mainnet with the TIA token by November 15, 2023?",
        "Resolves YES if Celestia's mainnet (including a 'mainnet beta') produces its genesis block before November 16, 2023 (UTC). Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-15",
        1,
        "crypto",
        """
7|K|project-announcement|Celestia sets mainnet beta for October 31|Celestia Labs said the modular data-availability network will launch its mainnet beta on Oct. 31, alongside the genesis distribution of TIA to early users and developers.|A scheduled launch.
3|L|market-wrap|Celestia goes live; TIA trades near $2 on debut|Celestia's mainnet beta produced its first block on October 31, 2023 and TIA began trading on several large exchanges, opening near $2.|Reports the October 31, 2023 launch.
2|K|validator-notice|Genesis checklist for validators|Validators in the genesis set should be online well before launch on Oct 31, 2023. The genesis file will be posted to the networks repository in advance; do not start your node with an unofficial file.|Instructions ahead of a scheduled launch.
1|K|community-post|TIA airdrop: what we know|Eligibility checker is closed. Tokens are available at genesis, not before. Anyone selling "pre-market TIA" is selling you an IOU at best.|No dates after the cutoff; a control.
4|L|exchange-notice|TIA spot listing|Spot trading for TIA/USDT opened on 31 Oct 2023 at 14:00 (UTC), shortly after genesis.|The notice reports trading opened on October 31, 2023.
""",
    ),
    Q(
        "l3-fusaka-2025-12",
        "Will Ethereum's Fusaka upgrade activate on mainnet by December 15, 2025?",
        "Resolves YES if the Fusaka hard fork activates on Ethereum mainnet before December 16, 2025 (UTC). Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-15",
        1,
        "crypto",
        """
6|K|client-release|Mainnet release: upgrade required|This release schedules Fusaka for mainnet at epoch 411392, expected Dec 3, 2025, about 21:49 UTC. All node operators must upgrade both execution and consensus clients before then.|A scheduled activation and an instruction.
3|L|news-report|Fusaka is live: PeerDAS ships on Ethereum|Ethereum activated its Fusaka upgrade on December 3, 2025, bringing peer data-availability sampling to mainnet and clearing the way for more blob capacity.|Reports the December 3, 2025 activation.
2|K|explainer|After Fusaka: the blob-parameter forks|Two blob-parameter-only forks follow the upgrade: BPO1, planned for Dec. 9, and BPO2 on Jan. 7, 2026, each raising the blob target and maximum.|Future forks on a schedule.
1|L|desk-note|L2 fees after BPO1|Blob fees stayed near their floor after BPO1 raised the blob target on Dec 9, 2025; rollup posting costs are down again.|Reports a later fork of December 9, 2025.
9|K|dev-update|Hoodi forks cleanly|Fusaka activated on the Hoodi testnet on Oct. 28 without incident, the last testnet before mainnet.|Only earlier events: a control.
4|L|market-wrap|ETH little changed around upgrade|Ether barely moved around the 2025-12-03 upgrade, trading near $3,100, as traders focused on the Fed.|Reports the upgrade of 2025-12-03 as done.
""",
    ),
]
QUESTIONS += [
    Q(
        "l3-sol-etf-2025-10",
        "Will a spot Solana exchange-traded product registered under the Securities Act of 1933 begin trading on a US exchange by November 15, 2025?",
        "Resolves YES if shares of a US-listed exchange-traded product holding SOL directly (a 1933 Act trust, not a 1940 Act fund) begin trading before November 16, 2025. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-15",
        1,
        "crypto",
        """
4|K|etf-notice|Solana funds wait on a shuttered SEC|With the government shut down since Oct. 1, SEC staff are not reviewing registration statements. Issuers are weighing whether to let their filings go effective automatically 20 days after removing the delaying amendment, which could put launches in late October or early November.|A conditional path to future launches.
3|L|etf-notice|Bitwise's Solana staking ETF debuts on NYSE|The Bitwise Solana Staking ETF (BSOL) began trading on the New York Stock Exchange on October 28, 2025, the first US spot Solana fund, with about $55 million of first-day volume.|Reports the October 28, 2025 launch.
2|K|etf-notice|Amended registration filed|The trust filed an amended registration statement. Shares are expected to list on or about October 28, 2025, subject to the statement becoming effective.|An expected listing date, not a reported one.
1|L|etf-notice|Grayscale converts its Solana Trust|Grayscale's Solana Trust (GSOL) started trading as an ETF on NYSE Arca on October 29, 2025, a day after the first competing fund.|Reports a conversion on October 29, 2025.
12|K|news-report|SEC approves generic listing standards|The SEC on Sept. 17 approved generic listing standards that let exchanges list commodity-based trust shares meeting set criteria without a separate rule filing for each product.|Only earlier events: a control.
2|L|flow-tracker|Solana ETF flows, first week|BSOL took in several hundred million dollars in the week ending 2025-10-31, its first week of trading, while bitcoin funds saw outflows.|Reports flows of a week after the cutoff.
""",
    ),
    Q(
        "l3-xrp-etf-2025-11",
        "Will a US spot XRP exchange-traded product begin trading by November 30, 2025?",
        "Resolves YES if shares of a US-listed exchange-traded product holding XRP directly begin trading before December 1, 2025. Resolves NO otherwise.",
        "2025-11-05",
        "2025-11-30",
        1,
        "crypto",
        """
3|K|etf-notice|Canary moves to launch XRP fund|Canary Capital filed an amendment removing the delaying language from its XRP trust's registration, which would let it go effective on Nov. 13 if the SEC does not act first.|A possible future effective date.
2|L|etf-notice|Canary's XRPC starts trading on Nasdaq|Canary's spot XRP fund began trading on Nasdaq on 13 November 2025 under the ticker XRPC, with about $58 million in first-day volume, the largest debut of the year.|Reports the November 13, 2025 launch.
5|K|community-post|20 days, shutdown or not|Reminder for the XRP army: the shutdown does not stop the clock. Once the delaying amendment is gone, 20 days later the S-1 is effective. Count it yourself.|An explanation of a future timeline.
1|L|etf-notice|Bitwise's XRP ETF joins the field|Bitwise's XRP ETF listed on NYSE on November 20, 2025, a week after the first US spot XRP fund.|Reports a later launch of November 20, 2025.
7|K|price-alert|XRP/USD above 3.00|Alert level 3.0000 on Kraken. Created 2025-10-28 at 2.61. Expires 2025-12-31. Not triggered.|An armed alert with a future expiry.
""",
    ),
    Q(
        "l3-gold-3400-2025-04",
        "Will spot gold trade above $3,400 an ounce at any time by April 30, 2025?",
        "Resolves YES if spot gold (XAU/USD) trades above $3,400 an ounce at any time before May 1, 2025 (UTC). Resolves NO otherwise.",
        "2025-04-10",
        "2025-04-30",
        1,
        "commodities",
        """
3|K|commodity-report|Banks lift gold forecasts again|Several banks raised their gold forecasts this week after the metal held above $3,000 through the tariff rout. One now sees $3,300 by mid-2025 and $3,500 within twelve months if recession fears deepen.|Forecasts; nothing after the cutoff is reported.
4|L|market-wrap|Gold tops $3,500 for the first time|Spot gold rose above $3,500 an ounce on April 22, 2025 as the president's attacks on Fed Chair Jerome Powell hit the dollar, before falling back later in the session.|Reports a record on April 22, 2025.
2|K|price-alert|XAU/USD 3,400 alert|Condition: spot above 3,400.00. Status: armed. Created 7 Apr 2025. Expires 30 Apr 2025.|An armed alert with a future expiry.
1|L|headline-present|Gold hits record above $3,200 as dollar slides|Gold jumps to an all-time high above $3,200 an ounce on April 11, 2025, as investors dump the dollar and US Treasuries.|A present-tense headline reporting a record of April 11, 2025.
5|K|desk-note|Holiday liquidity warning|London is closed on April 18 and April 21 for Easter; expect thin books and gappy price action in spot gold around the long weekend.|A note on future market closures.
2|L|monthly-wrap|Gold in April 2025|Gold gained about 5% in April 2025 after a record of $3,500.05 on April 22 and a sharp pullback in the final week.|A month wrap reporting the April 22, 2025 record.
""",
    ),
    Q(
        "l3-silver-50-2025-10",
        "Will spot silver trade above $50 an ounce at any time by October 31, 2025?",
        "Resolves YES if spot silver (XAG/USD) trades above $50 an ounce at any time before November 1, 2025 (UTC). Resolves NO otherwise.",
        "2025-10-01",
        "2025-10-31",
        1,
        "commodities",
        """
2|K|market-wrap|Silver nears $47, closes in on 2011 high|Silver rose to about $47 an ounce this week, within reach of its 2011 high near $49.80, as gold kept setting records.|Only earlier prices: a control.
5|L|market-wrap|Silver breaks $50|Spot silver rose above $50 an ounce on October 9, 2025 for the first time since 1980, as tight London supply pushed lease rates to extremes.|Reports the October 9, 2025 break above $50.
4|K|desk-note|Our silver target|We target $50 by year-end 2025 and see risks skewed higher: a strong gold market, solar demand and a fifth year of supply deficit.|A forecast for a future date.
1|L|commodity-report|London silver squeeze deepens|One-month silver lease rates jumped above 30% on 10 October 2025 as vaults in London ran short of freely available metal.|Reports a later market event of October 10, 2025.
3|L|market-wrap|Silver's record, then the drop|After setting a record of about $54.47 on Oct. 17, 2025, silver fell more than 6% in a session as the London squeeze eased.|Reports a record of October 17, 2025.
6|K|forum-thread|$50 before Halloween?|Anyone else think we see $50 before Halloween? Feels like the 2011 high is the only thing left on the chart. Not advice, just vibes.|A question about a future price.
""",
    ),
    Q(
        "l3-cocoa-12000-2024-12",
        "Will front-month ICE New York cocoa futures trade above $12,000 a tonne between December 6 and December 31, 2024?",
        "Resolves YES if the front-month ICE US cocoa contract trades above $12,000 a tonne on any session from December 6 to December 31, 2024. Resolves NO otherwise.",
        "2024-12-05",
        "2024-12-31",
        1,
        "commodities",
        """
4|K|commodity-report|ICCO bulletin ahead|The International Cocoa Organization's next quarterly bulletin, with revised 2024-25 supply estimates, is due in late February 2025. The current one still projects a third straight deficit.|A future report and a projection.
2|L|market-wrap|Cocoa hits record near $12,931|New York cocoa futures jumped to a record $12,931 a tonne on December 18, 2024, surpassing April's peak, as dry weather in Ivory Coast and Ghana threatened the mid-crop.|Reports a record of December 18, 2024.
6|K|desk-note|Arrivals are the tell|Weekly Ivory Coast port arrivals, estimated by exporters every Monday, are running well behind last season. If that gap widens through December, a retest of the April high is on the table.|A condition and a recurring release; nothing later is reported.
1|L|year-end-wrap|Cocoa: 2024's best-performing commodity|Cocoa more than doubled in 2024, ending at the December 31, 2024 settle near $11,700 after its record in mid-December.|Reports the year-end settle on December 31, 2024.
9|K|market-wrap|Cocoa back above $9,000|Cocoa rebounded above $9,000 a tonne in late November as mid-crop worries returned, recovering much of its September slump.|Only earlier prices: a control.
3|K|contract-specs|March 2025 contract notes|The March 2025 contract becomes front month after December expiry; first notice for March falls in mid-February 2025. Position limits apply in the spot month.|A contract schedule.
""",
    ),
    Q(
        "l3-brent-below-60-2025-04",
        "Will front-month Brent crude trade below $60 a barrel at any time by April 30, 2025?",
        "Resolves YES if the front-month ICE Brent contract trades below $60 a barrel before May 1, 2025. Resolves NO otherwise.",
        "2025-04-01",
        "2025-04-30",
        1,
        "energy",
        """
5|K|energy-report|OPEC+ eight begin unwinding cuts|Eight OPEC+ members will add 138,000 barrels a day in April, the first step in unwinding 2.2 million b/d of voluntary cuts. The group's monitoring committee meets online on April 5.|A planned increase and a future meeting.
3|L|market-wrap|Brent dips below $60 for first time since 2021|Brent fell below $60 a barrel on April 9, 2025, hitting its lowest level in four years as the US-China tariff fight escalated.|Reports Brent below $60 on April 9, 2025.
2|K|agency-calendar|EIA releases this month|Short-Term Energy Outlook: April 10, 2025. Weekly Petroleum Status Report: Wednesdays at 10:30 a.m. ET. Drilling Productivity data: with the STEO.|A calendar of future releases.
1|L|energy-report|OPEC+ surprises with a bigger May hike|The eight producers agreed on April 3, 2025 to add 411,000 b/d in May, triple the planned step, sending Brent down more than 6% that day.|Reports the April 3, 2025 decision.
8|K|market-wrap|Brent ends quarter near $75|Brent finished the first quarter around $74-75 a barrel, little changed, as sanctions on Iranian and Venezuelan oil offset OPEC+ supply plans.|Only earlier prices: a control.
2|L|weekly-wrap|Oil's worst week since 2023|Brent fell about 11% in the week to April 4, 2025, after the tariff announcement and the OPEC+ surprise.|Reports a week ending April 4, 2025.
""",
    ),
    Q(
        "l3-brent-80-2025-06",
        "Will front-month Brent crude trade above $80 a barrel at any time by June 30, 2025?",
        "Resolves YES if the front-month ICE Brent contract trades above $80 a barrel before July 1, 2025. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-30",
        1,
        "energy",
        """
3|K|energy-report|US-Iran talks next round set for Oman|A sixth round of US-Iran nuclear talks is set for Muscat on Sunday, June 15, officials said. Brent trades near $66 as traders weigh sanctions relief.|A scheduled meeting; nothing after the cutoff is reported.
4|L|market-wrap|Oil jumps 7% after Israel strikes Iran|Brent rose about 7% on June 13, 2025, after Israel struck Iranian nuclear and military sites, its biggest one-day gain in years.|Reports the June 13, 2025 strikes and price jump.
2|L|market-wrap|Brent touches $81.40 then tumbles|Brent spiked to $81.40 early on Monday, June 23, 2025 after US strikes on Iran's nuclear sites, then fell 7% once Iran's retaliation spared oil infrastructure.|Reports a high of June 23, 2025.
1|K|desk-note|Hormuz risk premium|Base case remains $60-70. If flows through Hormuz are disrupted, even briefly, $80-90 is plausible; we would fade any spike without physical loss of barrels.|A conditional view.
6|K|energy-report|OPEC+ eight to meet again in early July|The eight members raising output are expected to decide August volumes in an online meeting around July 6, after agreeing 411,000 b/d for July.|A future meeting.
1|L|news-report|Ceasefire sends oil to pre-war levels|Brent settled near $67 on June 24, 2025 after President Trump announced a ceasefire between Israel and Iran.|Reports a later event of June 24, 2025.
""",
    ),
    Q(
        "l3-opec-june-2023-cut",
        "Will Saudi Arabia or OPEC+ announce crude output cuts beyond those already in place at the OPEC+ ministerial meeting of June 4, 2023?",
        "Resolves YES if, at or on the day of the June 4, 2023 OPEC+ ministerial meeting, Saudi Arabia or the group announces a production cut beyond existing commitments. Resolves NO otherwise.",
        "2023-05-20",
        "2023-06-04",
        1,
        "energy",
        """
4|K|meeting-preview|OPEC+ meets in Vienna on June 4|Ministers of the 23-country group meet at OPEC's Vienna headquarters on Sunday, June 4, a month after the April surprise cuts of about 1.16 million b/d took effect.|A scheduled meeting and an earlier fact.
1|L|news-report|Saudi pledges extra 1 million b/d cut for July|Saudi Arabia said on June 4, 2023 it would cut its output by a further 1 million barrels a day in July, while OPEC+ agreed to extend its wider cuts through 2024.|Reports the June 4, 2023 decision.
2|L|news-report|Abdulaziz tells short sellers to 'watch out'|The Saudi energy minister warned speculators betting against oil on May 23, 2023 to "watch out", a remark traders read as a hint of more cuts.|Reports a later remark of May 23, 2023.
6|K|analyst-note|Rollover, not a cut|We do not expect a new cut on June 4. More likely: a rollover of existing quotas into 2024 and a fight over baselines for African producers.|A forecast for a future meeting.
12|K|energy-report|April's cuts take effect|The voluntary cuts announced on April 2 took effect on May 1, reducing group supply targets. Brent has given back most of the jump it made after the announcement.|Only earlier events: a control.
""",
    ),
    Q(
        "l3-brent-85-2023-04",
        "Will front-month Brent crude settle above $85 a barrel on any day by April 30, 2023?",
        "Resolves YES if the front-month ICE Brent contract settles above $85 a barrel on any trading day before May 1, 2023. Resolves NO otherwise.",
        "2023-03-25",
        "2023-04-30",
        1,
        "energy",
        """
5|K|market-wrap|Bank fears drag Brent toward $70|Brent fell close to $70 on March 20, its lowest since late 2021, as the UBS rescue of Credit Suisse failed to calm markets.|Only earlier events: a control.
3|K|meeting-preview|OPEC+ panel meets online April 3|The group's Joint Ministerial Monitoring Committee meets by video on Monday, April 3. Delegates say no change to output policy is expected.|A scheduled meeting and an expectation.
2|L|market-wrap|Oil leaps after surprise OPEC+ cuts|Brent jumped more than 6% on Monday, April 3, 2023 after Saudi Arabia and other OPEC+ members announced surprise cuts of about 1.16 million barrels a day.|Reports the April 3, 2023 jump.
1|L|market-wrap|Brent settles above $87, highest since January|Brent settled above $87 a barrel on April 12, 2023, extending its post-cut rally on signs of falling US inflation.|Reports a settle on April 12, 2023.
4|K|price-alert|Brent (front month) settle alert|Alert: ICE Brent settlement above 85.00. Created 2023-03-21. Expires 2023-04-28 (last trading day of June contract as front month). Not triggered.|An armed alert with a future expiry.
2|L|market-wrap|Brent gives back its OPEC+ gains|Brent slid below $80 on April 25, 2023, erasing the gains that followed the surprise cuts, as demand worries returned.|Reports a later move of April 25, 2023.
""",
    ),
]
QUESTIONS += [
    Q(
        "l3-copper-tariff-2025-08",
        "Will a US tariff of 50% on imports of refined copper cathode take effect by August 1, 2025?",
        "Resolves YES if a 50% US tariff covering refined copper cathode (HTS 7403.11) is in effect on or before August 1, 2025. Resolves NO if cathode is excluded or the tariff is not in effect by then.",
        "2025-07-10",
        "2025-08-01",
        0,
        "commodities",
        """
1|K|news-report|Trump says 50% copper tariff to start Aug. 1|The president said on Wednesday that a 50% tariff on copper imports would take effect on August 1, following a Section 232 review. He did not say which copper products would be covered. Comex futures hit a record premium to London.|A stated future date for a tariff; nothing after the cutoff is reported.
3|L|market-wrap|Refined copper spared; Comex plunges 20%|Comex copper futures fell about 20% on July 30, 2025, their biggest one-day drop on record, after the White House said refined cathode would be exempt from the 50% tariff.|Reports the July 30, 2025 exemption and price fall.
2|K|desk-note|The Comex-LME arb and Aug. 1|If cathode is included on Aug. 1, the arb should hold near the full tariff; if not, it collapses. Metal already shipped to the US is the market's bet that cathode is in.|A conditional on a future date.
1|L|news-report|Proclamation targets semi-finished copper|The proclamation signed on July 30, 2025 imposes 50% duties on semi-finished copper products and copper-intensive derivatives from August 1, 2025, while ores, concentrates and cathode are excluded.|Reports the proclamation signed July 30, 2025.
8|K|news-report|Commerce opens copper probe|The Commerce Department opened a Section 232 investigation into copper imports on Feb. 25 at the president's direction.|Only earlier events: a control.
""",
    ),
    Q(
        "l3-uranium-100-2024-01",
        "Will the spot uranium price exceed $100 a pound by January 31, 2024?",
        "Resolves YES if a widely cited spot U3O8 price indicator (UxC or TradeTech) is above $100 a pound on any day before February 1, 2024. Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-31",
        1,
        "commodities",
        """
4|K|commodity-report|Uranium ends 2023 near $91|Spot uranium ended 2023 around $91 a pound, more than double its level a year earlier, after a run of supply setbacks in Niger and at Cameco's Cigar Lake.|Only earlier prices: a control.
2|L|news-report|Kazatomprom warns of output shortfall|Kazatomprom said on January 12, 2024 that its 2024 production would likely fall short of targets because of sulphuric acid shortages and construction delays.|Reports a later event of January 12, 2024.
1|L|commodity-report|Uranium tops $100 for the first time since 2007|Spot uranium rose above $100 a pound in the week after the January 12, 2024 Kazatomprom warning, its highest since 2007.|Reports the move above $100 after January 12, 2024.
6|K|desk-note|Term price is the anchor|The term price sits near $68. Utilities have more contracting to do in 2024; if buyers come early in the year, spot can run past $100.|A conditional forecast.
3|K|investor-calendar|Upcoming uranium dates|Cameco Q4 results: early February 2024. Kazatomprom trading update: 1 February 2024. World Nuclear Fuel Market meeting: June 2024.|Future releases on a calendar.
""",
    ),
    Q(
        "l3-usdjpy-140-2024-09",
        "Will USD/JPY trade below 140.00 at any time by September 30, 2024?",
        "Resolves YES if USD/JPY trades below 140.00 at any time before October 1, 2024 (Tokyo time or UTC). Resolves NO otherwise.",
        "2024-09-06",
        "2024-09-30",
        1,
        "fx",
        """
2|K|fx-calendar|Central bank heavy September|FOMC: Sept. 17-18. BOJ: Sept. 19-20. LDP leadership vote: Sept. 27, 2024. USD/JPY trades near 143 ahead of Friday's payrolls.|A calendar of future events.
3|L|fx-commentary|Yen breaks 140 per dollar|The yen strengthened past 140 per dollar on September 16, 2024, its strongest in more than a year, as traders bet on a half-point Fed cut.|Reports the move past 140 on September 16, 2024.
4|K|desk-note|What gets us through 140|A 50bp Fed cut would likely take USD/JPY through 140 quickly. A 25bp cut with hawkish dots probably sends it back to 145.|Conditionals about a future decision.
9|K|fx-commentary|August's carry unwind|USD/JPY fell to about 141.7 on Aug. 5 as carry trades were unwound after the BOJ's July hike and a weak US jobs report.|Only earlier events: a control.
1|L|news-report|Fed opens easing with half-point cut|The Federal Reserve cut rates by 50 basis points on September 18, 2024, to 4.75-5.00%.|Reports a later decision of September 18, 2024.
2|L|fx-commentary|Yen jumps after Ishiba wins LDP race|The yen jumped against the dollar on Sept. 27, 2024 after Shigeru Ishiba won the LDP leadership, seen as more tolerant of BOJ hikes.|Reports a later event of September 27, 2024.
""",
    ),
    Q(
        "l3-eurusd-115-2025-04",
        "Will EUR/USD trade above 1.1500 at any time by April 30, 2025?",
        "Resolves YES if EUR/USD trades above 1.1500 at any time before May 1, 2025 (UTC). Resolves NO otherwise.",
        "2025-03-28",
        "2025-04-30",
        1,
        "fx",
        """
5|K|fx-calendar|April's key dates for the euro|US reciprocal tariffs: April 2. ECB decision: April 17, 2025. Euro-area flash PMIs: April 23. EUR/USD holds near 1.08.|A calendar of future events.
2|L|news-report|ECB cuts rates to 2.25%|The European Central Bank lowered its deposit rate to 2.25% on April 17, 2025, citing the hit to growth from US tariffs.|Reports a later decision of April 17, 2025.
3|L|fx-commentary|Euro hits 1.1573, highest since 2021|The euro rose to 1.1573 on 21 April 2025 as investors sold US assets amid the president's attacks on the Fed chair.|Reports a high of April 21, 2025.
10|K|fx-commentary|German spending reform lifts the euro|The euro jumped after Germany's Bundestag approved the debt-brake reform on March 18, opening the way for large defence and infrastructure spending.|Only earlier events: a control.
4|K|desk-note|Our EUR/USD forecasts|We see 1.10 by end-Q2 2025 and 1.12 by year-end. A break above 1.15 would need a US growth scare.|Forecasts and a condition.
1|L|fx-commentary|Dollar index slides below 99|The dollar index fell below 99 on April 21, 2025 for the first time in three years as the euro and franc rallied.|Reports a later move of April 21, 2025.
""",
    ),
    Q(
        "l3-ars-600-2023-12",
        "Will Argentina's official peso exchange rate be weaker than 600 pesos per US dollar by December 31, 2023?",
        "Resolves YES if the central bank's official (Comunicación A 3500) rate is above 600 pesos per dollar on any business day before January 1, 2024. Resolves NO otherwise.",
        "2023-11-25",
        "2023-12-31",
        1,
        "fx",
        """
4|K|news-report|Milei to take office Dec. 10|President-elect Javier Milei will be sworn in on Dec. 10; his pick for economy minister, Luis Caputo, is expected to announce a first package of measures shortly after.|Future events, a scheduled inauguration.
2|L|fx-commentary|Peso devalued to 800 per dollar|Economy Minister Luis Caputo announced on December 12, 2023 that the official rate would move to 800 pesos per dollar from about 366, a devaluation of more than 50%.|Reports the December 12, 2023 devaluation.
8|K|fx-commentary|Official rate held near 350|The official rate has been held near 350 pesos since the August devaluation and has only started to crawl again this month. Parallel "blue" rates sit around 900-1,000.|Only earlier facts: a control.
3|K|desk-note|Our year-end base case|We see the official rate at 650-700 by end-December 2023 if the new government moves fast, and nearer 400 if it waits for Congress.|A forecast with a condition.
1|L|fx-commentary|Crawling peg set at 2% a month|After the devaluation took effect on Dec. 13, 2023, the central bank began moving the official rate by 2% a month.|Reports a later policy of December 13, 2023.
""",
    ),
    Q(
        "l3-cbr-21-2024-10",
        "Will the Bank of Russia raise its key rate to 21% or higher at its board meeting of October 25, 2024?",
        "Resolves YES if the key rate announced on October 25, 2024 is 21% or higher. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-25",
        1,
        "rates",
        """
6|K|central-bank-calendar|Bank of Russia board meetings|Remaining meetings in 2024: October 25 and December 20. Press release at 13:30 Moscow time, press conference at 15:00.|A calendar of future meetings.
2|L|rates-note|Bank of Russia lifts key rate to record 21%|The Bank of Russia raised its key rate by 200 basis points to 21% on October 25, 2024, the highest since the rate was introduced in 2013.|Reports the October 25, 2024 decision.
1|L|rates-note|Bank of Russia holds at 21% in surprise|The Bank of Russia unexpectedly kept its key rate at 21% on December 20, 2024, citing tighter credit conditions.|Reports a later decision of December 20, 2024.
4|K|analyst-survey|Economists split on size|Most economists polled expect a hike of 100 to 200 basis points on Oct. 25; a few see a jump to 22% if September inflation data disappoint.|Expectations for a future decision.
12|K|rates-note|September's hike to 19%|The central bank raised the key rate by 100 basis points to 19% on Sept. 13, saying inflation was still running well above its forecast.|Only earlier events: a control.
""",
    ),
    Q(
        "l3-jgb-1pct-2024-05",
        "Will the 10-year Japanese government bond yield reach 1.00% by May 31, 2024?",
        "Resolves YES if the benchmark 10-year JGB yield trades at or above 1.00% on any day before June 1, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-31",
        1,
        "rates",
        """
3|K|central-bank-calendar|BOJ purchase operations and meetings|The BOJ publishes its monthly bond purchase plan; the next Monetary Policy Meeting is on June 13-14, 2024. Markets will watch whether it trims purchases there.|A future meeting and a possible decision.
2|L|rates-note|10-year JGB yield hits 1%|The benchmark 10-year JGB yield rose to 1% on May 22, 2024, for the first time in more than a decade.|Reports the move to 1% on May 22, 2024.
1|L|rates-note|BOJ trims 5-10 year purchases|The BOJ surprised markets on May 13, 2024 by reducing its regular purchase of 5-10 year bonds by ¥50 billion, pushing yields higher.|Reports a later operation of May 13, 2024.
5|K|desk-note|1% is the line|We think 1% is the line in the sand. We see 1.0-1.1% by the June meeting if the yen keeps weakening, but the BOJ will lean against a disorderly move.|A forecast for future levels.
12|K|rates-note|After the end of negative rates|The BOJ ended negative rates on March 19 and scrapped yield-curve control, but said it would keep buying roughly the same amount of bonds.|Only earlier events: a control.
""",
    ),
    Q(
        "l3-hood-sp500-2025-09",
        "Will Robinhood Markets be added to the S&P 500 in the September 2025 quarterly rebalance?",
        "Resolves YES if S&P Dow Jones Indices announces Robinhood's addition to the S&P 500 as part of the September 2025 quarterly rebalance, effective by September 22, 2025. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-22",
        1,
        "markets",
        """
4|K|index-calendar|September rebalance dates|S&P Dow Jones Indices is expected to announce quarterly changes after the close on Friday, Sept. 5, effective before the open on Monday, Sept. 22, 2025.|Future announcement and effective dates.
2|L|index-notice|Robinhood, AppLovin and Emcor join S&P 500|S&P Dow Jones Indices said on September 5, 2025 that Robinhood, AppLovin and Emcor will join the S&P 500, replacing MarketAxess, Caesars Entertainment and Enphase Energy.|Reports the September 5, 2025 announcement.
1|L|market-wrap|HOOD jumps on index news|Robinhood shares rose about 16% on September 8, 2025, the first trading day after its S&P 500 inclusion was announced.|Reports a move of September 8, 2025.
7|K|desk-note|HOOD's eligibility|HOOD has four straight quarters of GAAP profits and ranks among the largest non-members by float-adjusted value. It was passed over in June; we think the odds are better this time.|Earlier facts and a view about a future decision.
10|K|desk-note|Other candidates|Strategy and AppLovin are also eligible. Index committees do not publish a list and can add companies at any time, not only at the quarterly rebalance.|No dates after the cutoff: a control.
3|L|index-notice|Changes took effect as planned|The September changes took effect before the open on Monday, September 22, 2025, as announced.|Reports the changes taking effect on September 22, 2025.
""",
    ),
    Q(
        "l3-sp500-record-2025-06",
        "Will the S&P 500 close above its February 19, 2025 record of 6,144.15 by June 30, 2025?",
        "Resolves YES if the S&P 500 closes above 6,144.15 on any trading day before July 1, 2025. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-30",
        1,
        "markets",
        """
2|K|market-preview|S&P within 2% of record; Fed up next|The S&P 500 sits about 2% below its February record. The Fed meets June 17-18, 2025, and the May CPI report is due June 11.|Future releases and a meeting.
3|L|market-wrap|S&P 500 closes at record for first time since February|The S&P 500 closed at 6,173.07 on Friday, June 27, 2025, its first record since February 19, completing a rebound from April's tariff-driven selloff.|Reports a record close on June 27, 2025.
8|K|monthly-wrap|May: best month since November 2023|The S&P 500 gained about 6.2% in May as trade tensions eased after the US-China truce in Geneva.|Only earlier events: a control.
1|L|market-wrap|Stocks slide after Israel strikes Iran|The S&P 500 fell more than 1% on June 13, 2025 after Israel's strikes on Iran sent oil prices sharply higher.|Reports a later event of June 13, 2025.
4|K|desk-note|What a record would take|A close above 6,144.15 would be a record. We think it needs a Fed that signals cuts by September and no new tariff escalation.|A condition; nothing after the cutoff is reported.
2|L|quarter-end-wrap|Another record to end the quarter|The index added to its gains, closing at 6,204.95 on 30 June 2025, another record.|Reports a record close on June 30, 2025.
""",
    ),
    Q(
        "l3-gold-2100-2023-12",
        "Will spot gold trade above $2,100 an ounce at any time by December 31, 2023?",
        "Resolves YES if spot gold (XAU/USD) trades above $2,100 an ounce at any time before January 1, 2024 (UTC). Resolves NO otherwise.",
        "2023-11-22",
        "2023-12-31",
        1,
        "commodities",
        """
5|K|market-preview|Gold holds near $2,000 before Powell|Gold is holding near $2,000 an ounce. Fed Chair Jerome Powell speaks on Dec. 1, and the last FOMC meeting of the year is on December 12-13, 2023.|Future speeches and a meeting.
3|L|market-wrap|Gold spikes to record $2,135 in thin Asian trade|Spot gold surged to a record of about $2,135 an ounce early on December 4, 2023 before reversing sharply as the dollar firmed.|Reports a record on December 4, 2023.
1|L|market-wrap|Gold posts record close|Gold closed at a record near $2,072 an ounce on Friday, December 1, 2023 after Powell's remarks were read as dovish.|Reports a record close on December 1, 2023.
2|K|price-alert|XAU/USD above 2,100|Alert armed on 2023-11-20 at 1,977. Condition: spot above 2,100.00. Expires 2023-12-31.|An armed alert with a future expiry.
9|K|commodity-report|Still short of the record|Gold's closing record of about $2,070 was set in August 2020. It came close in early May, when bank failures drove buying, but failed to break it.|Only earlier prices: a control.
""",
    ),
    Q(
        "l3-doge-040-2024-11",
        "Will dogecoin (DOGE) trade above $0.40 at any time by November 30, 2024?",
        "Resolves YES if DOGE/USD trades above $0.40 on Coinbase or Binance (DOGE/USDT) before December 1, 2024 (UTC). Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-30",
        1,
        "crypto",
        """
4|K|market-preview|Election week for crypto|Americans vote on Tuesday, Nov. 5. DOGE has tracked Elon Musk's appearances at Trump rallies and trades near 16 cents.|A future election and an earlier price.
2|L|market-wrap|Dogecoin tops 40 cents after Musk named to 'DOGE' panel|Dogecoin rose above $0.40 on November 12, 2024, as Donald Trump named Elon Musk to co-lead a new Department of Government Efficiency.|Reports the move above $0.40 on November 12, 2024.
1|L|market-wrap|Crypto rallies after Trump's victory|Bitcoin hit a record and dogecoin jumped about 25% on November 6, 2024, the day after Trump won the election.|Reports a later event of November 5-6, 2024.
3|K|community-post|DOGE $1 by Christmas?|Who's holding for $1 by Christmas (Dec 25)? If Musk actually gets a government role the memes write themselves.|A question about a future price with a condition.
8|K|market-wrap|DOGE's late-October run|Dogecoin rose about 30% in the last two weeks of October as traders bet on a Trump win and a role for Musk.|Only earlier moves: a control.
""",
    ),
    Q(
        "l3-ltc-halving-2023-08",
        "Will Litecoin's third halving (block 2,520,000) occur by August 5, 2023?",
        "Resolves YES if Litecoin block 2,520,000 is mined before August 6, 2023 (UTC). Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-05",
        1,
        "crypto",
        """
1|K|countdown-page|Litecoin halving countdown|Blocks remaining: 7,9xx. Estimated date: Aug 2, 2023, based on the average block time of the last 1,000 blocks. The reward drops from 12.5 to 6.25 LTC.|An estimated date for a future event.
3|L|news-report|Litecoin completes third halving|Litecoin's block reward halved to 6.25 LTC at block 2,520,000 on August 2, 2023.|Reports the August 2, 2023 halving.
4|K|pool-notice|Reward change at block 2,520,000|From block 2,520,000 the subsidy will drop to 6.25 LTC. Payout estimates in the dashboard will update automatically after the halving.|A notice of a future change.
1|L|market-wrap|LTC slides after the halving|Litecoin fell about 10% in the week after the August 2, 2023 halving, a classic "sell the news" move.|Reports a move after the August 2, 2023 halving.
9|K|market-wrap|LTC's run into July|Litecoin rose from about $65 in mid-June to over $110 in early July, as traders bought ahead of the halving.|Only earlier prices: a control.
""",
    ),
]
QUESTIONS += [
    Q(
        "l3-opec-oct-2024-hike",
        "Will the eight OPEC+ members with voluntary cuts begin raising output in October 2024, as planned in June 2024?",
        "Resolves YES if the first monthly increase of the 2.2 million b/d voluntary cuts' unwinding takes effect on October 1, 2024 as set out in June. Resolves NO if it is postponed or cancelled before then.",
        "2024-08-25",
        "2024-10-01",
        0,
        "energy",
        """
12|K|energy-report|OPEC+ sticks with October plan, delegates say|Delegates said the group still plans to add 180,000 barrels a day in October 2024 and more each month after, although the increase could be paused if prices weaken.|A plan and a condition; nothing after the cutoff is reported.
3|K|meeting-notice|Monitoring committee makes no change|The Joint Ministerial Monitoring Committee on Aug. 1 left output policy unchanged and will meet again on Oct. 2.|An earlier meeting and a future one.
2|L|energy-report|OPEC+ delays planned increase by two months|Eight OPEC+ members agreed on September 5, 2024 to postpone the October increase until December, after Brent fell to its lowest this year.|Reports the September 5, 2024 postponement.
1|L|market-wrap|Brent falls below $70 for the first time since 2021|Brent settled below $70 a barrel on September 10, 2024 after OPEC cut its demand forecast, despite the group's delay.|Reports a later move of September 10, 2024.
5|K|desk-note|A delay is not our base case|We expect the October hike to go ahead but see a growing risk of a pause if Brent trades under $75 into September 2024.|A forecast and a condition.
4|L|energy-report|Unwinding pushed to April 2025|On December 5, 2024 the eight producers delayed the start of their increases again, to April 2025, and stretched the unwinding over 18 months.|Reports a later decision of December 5, 2024.
""",
    ),
    Q(
        "l3-cme-xrp-2025-05",
        "Will CME Group launch XRP futures by May 31, 2025?",
        "Resolves YES if XRP futures begin trading on a CME Group exchange before June 1, 2025. Resolves NO otherwise.",
        "2025-05-01",
        "2025-05-31",
        1,
        "crypto",
        """
6|K|exchange-notice|CME to launch XRP futures on May 19|CME Group said XRP futures will launch on May 19, pending regulatory review, in a standard size of 50,000 XRP and a micro size of 2,500 XRP, both cash-settled.|A planned launch date.
3|L|exchange-notice|CME's XRP futures go live|XRP futures began trading on CME on May 19, 2025, with modest first-day volumes in both standard and micro contracts.|Reports the May 19, 2025 launch.
1|L|news-report|SEC and Ripple agree to settle|The SEC and Ripple said on May 8, 2025 they had reached an agreement to end the case, with Ripple to pay $50 million of its earlier penalty.|Reports a later event of May 8, 2025.
10|K|exchange-notice|Coinbase Derivatives lists XRP futures|Coinbase Derivatives began offering XRP futures on April 21, the first regulated US XRP futures contract.|Only earlier events: a control.
4|K|community-post|CME XRP is coming|May 19. Mark it. Once there is a regulated futures market, the ETF case writes itself, right?|A future date and an expectation.
""",
    ),
    Q(
        "l3-arb-unlock-2024-03",
        "Will the first unlock of Arbitrum team, adviser and investor ARB tokens (about 1.11 billion ARB) take place on March 16, 2024?",
        "Resolves YES if the scheduled cliff unlock of team, adviser and investor ARB allocations occurs on March 16, 2024. Resolves NO if it is delayed or cancelled.",
        "2024-03-05",
        "2024-03-16",
        1,
        "crypto",
        """
3|K|unlock-calendar|Token unlocks: March 2024|ARB — 2024-03-16 — about 1.11 billion ARB (team and advisers 673M, investors 438M), more than three quarters of the current circulating supply. Then monthly unlocks of about 92.65 million ARB.|A calendar of a future unlock.
2|L|market-wrap|ARB unlock passes without a crash|Arbitrum's 1.11 billion token unlock went ahead on March 16, 2024, and ARB fell only modestly as much of the supply stayed in team and investor wallets.|Reports the March 16, 2024 unlock.
4|K|desk-note|Hedging into the 16th|Expect hedging into the unlock: perp funding on ARB has already turned negative. If the unlock goes ahead on March 16, most of the selling is probably already done.|A conditional about a future unlock.
1|L|news-report|Dencun cuts layer-2 fees|Fees on Arbitrum fell sharply after Ethereum's Dencun upgrade went live on March 13, 2024 and rollups began posting data as blobs.|Reports a later event of March 13, 2024.
10|K|community-post|Unlocks explained|Team, adviser and investor tokens have a one-year cliff from the March 2023 genesis, then vest monthly for three years. Nothing unlocks before the cliff.|Earlier facts and a vesting rule; no later event.
""",
    ),
    Q(
        "l3-ukraine-transit-2025-01",
        "Will Russian gas flows to Europe through Ukraine stop on January 1, 2025?",
        "Resolves YES if gas nominations at the Sudzha entry point and Ukrainian exit points to Slovakia fall to zero on January 1, 2025. Resolves NO otherwise.",
        "2024-12-10",
        "2025-01-01",
        1,
        "energy",
        """
5|K|energy-report|Ukraine says it will not extend transit deal|Ukraine's government reiterated that it will not renew the five-year transit contract with Gazprom when it expires on December 31, 2024, leaving Slovakia and Austria to find other supply.|A future expiry and a stated intention.
2|L|news-report|Fico meets Putin in Moscow over gas|Slovak Prime Minister Robert Fico met President Vladimir Putin in Moscow on December 22, 2024 to discuss gas supplies after the transit deal expires.|Reports a later event of December 22, 2024.
1|L|energy-report|Russian gas transit via Ukraine ends|Gazprom said flows to Europe through Ukraine stopped at 8:00 a.m. Moscow time on January 1, 2025 after the contract expired.|Reports the January 1, 2025 stop.
3|K|desk-note|TTF and the Jan. 1 deadline|Front-month TTF sits near €45/MWh. We think a halt on Jan. 1 is largely priced; the risk is colder weather in January 2025, not the transit deal.|A future deadline and a forecast.
15|K|energy-report|Gazprom halts supplies to OMV|Gazprom stopped delivering gas to Austria's OMV on Nov. 16 after OMV won an arbitration award and said it would offset it against payments.|Only earlier events: a control.
4|L|news-report|Transnistria plant switches to coal|The Moldovan region's main power plant switched to coal on Jan 1 2025 after Russian gas supplies stopped.|Reports a later event of January 1, 2025.
""",
    ),
    Q(
        "l3-btc-110k-2025-02",
        "Will bitcoin trade above $110,000 at any time by February 15, 2025?",
        "Resolves YES if BTC/USD trades above $110,000 on Coinbase, Bitstamp or Kraken before February 16, 2025 (UTC). Resolves NO otherwise.",
        "2025-01-15",
        "2025-02-15",
        0,
        "crypto",
        """
3|K|market-preview|Inauguration week for crypto|Donald Trump is sworn in on Monday, Jan. 20, 2025. Traders are watching for an early executive order on digital assets and are pricing heavy call demand at the 110,000 strike for the January 31 expiry.|A scheduled inauguration and positioning.
2|L|market-wrap|Bitcoin sets a record near $109,000 on inauguration day|Bitcoin hit a record of about $109,000 on January 20, 2025, hours before Trump took office, then slipped when his first orders did not mention crypto.|Reports a record of January 20, 2025.
1|L|news-report|Trump launches a memecoin|A Solana-based TRUMP memecoin launched on January 17, 2025 and briefly reached a multibillion-dollar valuation within two days.|Reports a later event of January 17, 2025.
4|K|desk-note|110k and the December top|The December 17 high near $108,300 is the level to beat. A clean break could run to 110k-115k; a rejection likely means another month of range.|Earlier prices and a conditional.
2|L|market-wrap|DeepSeek selloff drags bitcoin below $98,000|Bitcoin fell below $98,000 on January 27, 2025 as a selloff in AI stocks spread to other risk assets.|Reports a later move of January 27, 2025.
9|K|newsletter|2024 in review|Bitcoin more than doubled in 2024, topping $100,000 for the first time on Dec. 5 and ending the year near $93,000.|Only earlier events: a control.
""",
    ),
]
