# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold13` held-out part, read by `build_hold13.py`.

Science, technology, health and climate sources: product keynotes and launch pages, software
release notes, changelogs and release calendars, AI model releases and leaderboards, clinical-trial
registries and readouts, FDA and EMA decisions and calendars, launch manifests and mission
updates, weather and climate bulletins, hurricane and cyclone advisories, earthquake reports.
Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; see `build_hold13.py` and its section in the leak set's README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    # ---------------------------------------------------------------- AI models and leaderboards
    Q(
        "ll-openai-flagship-may-2024",
        "Will OpenAI release a new flagship model to ChatGPT users by May 31, 2024?",
        "Resolves YES if, between May 12 and May 31, 2024, OpenAI makes a model it describes as its new flagship available to ChatGPT users (free or paid). An announcement without access does not count. Resolves NO otherwise.",
        "2024-05-12",
        "2024-05-31",
        1,
        "ai-models",
        """
2|K|newsletter|The week in AI: OpenAI books a Monday slot|OpenAI says it will stream "some ChatGPT and GPT-4 updates" at 10am PT on Monday, May 13. Sam Altman posted that it is not GPT-5 and not a search engine, which leaves a voice assistant as the favourite guess. Google I/O follows on Tuesday, May 14.|Previews an announced livestream and a conference; nothing after the cutoff is reported as done.
5|L|wiki-summary|GPT-4o|GPT-4o ("o" for "omni") is a multimodal model announced by OpenAI on May 13, 2024 in a livestream led by CTO Mira Murati. Its text and image features began rolling out the same day, including to free ChatGPT users, with the new voice mode held back for later.|Reports the May 13, 2024 announcement and rollout as done.
8|K|forum-post|Anyone else seeing "gpt2-chatbot" on the arena?|A mystery model called gpt2-chatbot turned up in the LMSYS arena at the end of April and then vanished again. It writes better code than GPT-4 Turbo in my tests. My bet is OpenAI is testing it in public before a launch, maybe at whatever they do before I/O.|Speculation about an unreleased model, with only earlier facts.
1|L|keynote-liveblog|Live: OpenAI spring update|10:31 - Murati confirms the new model is called GPT-4o and will be free for everyone. 10:44 - Live translation demo between Italian and English. 10:52 - A desktop app for macOS. Update, May 14, 2024: the model is now in the API at half the price of GPT-4 Turbo.|A liveblog of the event, with an update dated May 14, 2024, reports the launch.
4|K|analyst-note|What to expect from OpenAI's Monday event|If OpenAI does ship a new model on May 13, expect it in ChatGPT Plus first, with the free tier following weeks later. A launch a day before Google's keynote would be a deliberate move, analysts say.|A conditional preview of a scheduled event.
3|L|news-report|OpenAI pauses 'Sky' voice after actress complaint|OpenAI said on May 20, 2024 that it was pausing one of the voices in ChatGPT after users compared it with Scarlett Johansson, whose lawyers later said she had declined to voice the system.|Reports a May 20, 2024 event after the cutoff.
""",
    ),
    Q(
        "ll-openai-strawberry-sept-2024",
        "Will OpenAI release its 'Strawberry' reasoning model to ChatGPT users by September 30, 2024?",
        "Resolves YES if by September 30, 2024 OpenAI makes available in ChatGPT the reasoning model reported under the code name Strawberry, under any product name. Resolves NO otherwise.",
        "2024-09-08",
        "2024-09-30",
        1,
        "ai-models",
        """
6|K|newsletter|Strawberry season|The Information reported on Aug. 27 that OpenAI wants to ship Strawberry, its reasoning model, as part of ChatGPT "as soon as this fall". A launch before the end of September would beat most of the reporting so far.|Reports a past report about a possible future launch.
3|L|release-notes|ChatGPT release notes: o1-preview and o1-mini|September 12, 2024: We're releasing o1-preview and o1-mini to Plus and Team users. o1-preview is limited to 30 messages a week at launch. Enterprise and Edu users get access the following week.|Release notes report the September 12, 2024 release.
10|K|analysis|Why 'thinking' models cost so much to serve|A model that spends more compute at answer time could be priced far above GPT-4o. OpenAI has not said when, or whether, such a model will reach ChatGPT; the company's next DevDay is set for October 1, 2024 in San Francisco.|A scheduled event and an open question.
1|L|news-report|OpenAI's o1 tops maths tests, but it's slow|Released on Thursday, September 12, 2024, o1 scored 83% on a qualifying exam for the International Mathematics Olympiad against 13% for GPT-4o, OpenAI said, though early users complained about long waits for answers.|Reports the September 12, 2024 release and its results.
14|K|faq-explainer|What is Q* and is it the same as Strawberry?|Reporting since November 2023 has linked a project called Q* to maths problem-solving, and Strawberry is said to be its successor. Nothing under either name had shipped by mid-August, and OpenAI does not comment on code names.|Only earlier facts; a control.
2|L|timeline|OpenAI's autumn, in dates|Sept. 12, 2024: o1-preview released. Sept. 24, 2024: Advanced Voice Mode reaches all Plus users. Sept. 25, 2024: CTO Mira Murati says she is leaving. Oct. 2, 2024: a $6.6 billion funding round closes.|A list reports events after the cutoff as done.
""",
    ),
    Q(
        "ll-deepseek-r1-weights-2025",
        "Will DeepSeek publish open weights for its full R1 reasoning model by January 31, 2025?",
        "Resolves YES if by January 31, 2025 DeepSeek releases downloadable weights for a model named DeepSeek-R1 (the R1-Lite preview alone does not count). Resolves NO otherwise.",
        "2025-01-12",
        "2025-01-31",
        1,
        "ai-models",
        """
4|K|model-card-news|DeepSeek-V3 lands on Hugging Face|DeepSeek posted the weights of V3, a 671-billion-parameter mixture-of-experts model, on Dec. 26. The lab said in November that the full version of its R1 reasoning model would be open-sourced too, without giving a date.|Earlier releases and an undated promise.
2|L|repo-history|deepseek-ai/DeepSeek-R1: commit history|2025-01-20: Initial upload of DeepSeek-R1 and DeepSeek-R1-Zero weights, MIT license. 2025-01-20: Add six distilled models based on Qwen and Llama. 2025-01-21: Fix tokenizer config.|A repository history records the January 20, 2025 release.
9|K|forum-post|R1-Lite is impressive but where's the real thing?|They said "open-source soon" back on Nov 20 and it's been seven weeks. If V3 is the base, R1 could be weeks away or months. Anyone betting on before Chinese New Year (Jan 29)?|Speculation about a future release date.
1|L|market-report|Nvidia sheds $589 billion as DeepSeek rattles chip stocks|Nvidia shares fell 17% on January 27, 2025, the largest one-day loss of market value in U.S. history, after DeepSeek's R1, released a week earlier with open weights, matched OpenAI's o1 on several benchmarks.|Reports the January 27, 2025 selloff and the earlier release, both after the cutoff.
6|K|analysis|Cheap training, open weights: DeepSeek's bet|DeepSeek's V3 paper puts the final training run at about $5.6 million of GPU time. Whether the lab keeps publishing weights as its models get stronger is one of the open questions for 2025.|Earlier facts and an open question.
3|L|app-chart|Top free iPhone apps, US|1. DeepSeek - AI Assistant (up 30). 2. ChatGPT. 3. Threads. Chart as of Jan. 27, 2025.|A chart dated January 27, 2025 reports a ranking after the cutoff.
""",
    ),
    Q(
        "ll-llama3-release-2024",
        "Will Meta release Llama 3 model weights by April 30, 2024?",
        "Resolves YES if by April 30, 2024 Meta makes the weights of at least one model named Llama 3 available for download. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-30",
        1,
        "ai-models",
        """
5|K|newsletter|Meta's next model: this summer, or sooner?|Meta confirmed in January that Llama 3 was in training, and Mark Zuckerberg said the company would have about 350,000 H100s by the end of 2024. Reports point to a full release around July, though smaller versions could come first.|Past statements and forecasts.
2|L|press-release-summary|Meta releases Llama 3 8B and 70B|On April 18, 2024, Meta released the first two Llama 3 models, with 8 billion and 70 billion parameters, under its community license, and said a model of more than 400 billion parameters was still training.|Reports the April 18, 2024 release.
12|K|how-to|How to run Llama 2 on a laptop|Llama 2, released in July 2023, comes in 7B, 13B and 70B sizes. This guide covers 4-bit builds for machines with 16GB of memory; we'll update it when Meta ships its next generation.|Earlier facts only; a control.
1|L|event-recap|Meta in London: Llama 3 'within the next month'|At an event in London on April 9, 2024, Meta's president of global affairs Nick Clegg said the company would start rolling out Llama 3 "within the next month, hopefully less".|Reports a statement made on April 9, 2024, after the cutoff.
7|K|roadmap|AI model roadmap tracker: Meta|Llama 3: in training (confirmed Jan 2024). Expected: small models possibly in April 2024, the largest later in the year. Meta AI assistant: more countries planned.|A tracker of expected releases.
3|L|leaderboard-snapshot|Open-weights leaderboard, week of April 22, 2024|1. Llama-3-70B-Instruct, added April 18, 2024, now ahead of Claude 3 Sonnet in English. 2. Command R+. 3. Qwen1.5-72B-Chat.|A leaderboard reports a model added on April 18, 2024.
""",
    ),
    Q(
        "ll-claude3-release-2024",
        "Will Anthropic release a model named Claude 3 by March 31, 2024?",
        "Resolves YES if by March 31, 2024 Anthropic makes generally available, in its app or API, at least one model whose name includes 'Claude 3'. Resolves NO otherwise.",
        "2024-02-22",
        "2024-03-31",
        1,
        "ai-models",
        """
3|K|newsletter|Gemini 1.5 raises the bar on context|Google's Gemini 1.5 Pro, shown on Feb. 15, handles up to a million tokens in preview. Anthropic, whose Claude 2.1 takes 200,000, has not said when its next model will arrive.|Earlier facts and an open question.
1|L|api-changelog|Anthropic API changelog|March 4, 2024: Claude 3 Opus and Claude 3 Sonnet are now available in the API in 159 countries. Mar 13, 2024: Claude 3 Haiku, our fastest model, is now available.|A changelog reports releases on March 4 and 13, 2024.
8|K|investor-note|Anthropic: funding and product cadence|Anthropic has shipped a major model roughly every four months since March 2023. On that cadence a successor to Claude 2.1 would be due around late March 2024, though the company has given no timing.|A forecast from past cadence.
5|L|leaderboard-snapshot|Chatbot Arena, updated|Rank 1: GPT-4-Turbo (1251). Rank 2: Claude 3 Opus (1247), added to the arena on March 5, 2024, the day after its release. Rank 4: Bard (Gemini Pro).|A leaderboard reports the March 2024 release and ranking.
10|K|blog-post|What Claude 2.1 gets right|We ran Claude 2.1 on 400 contract-review tasks in January. It refused fewer requests than 2.0 and made up fewer clauses on long documents.|Only earlier dates; a control.
2|K|rumor-roundup|Next Claude: what we know|Nothing is confirmed. A model called "Claude 3" has turned up in a leaked list of cloud model identifiers, and some users expect a launch in March. If it arrives before March 31, it will likely be on Amazon Bedrock and Google Cloud on day one.|Rumour and a conditional about a future date.
""",
    ),
    Q(
        "ll-imo-2025-ai-gold",
        "Will an AI system be credibly reported to have achieved a gold-medal score on the 2025 International Mathematical Olympiad problems by July 31, 2025?",
        "Resolves YES if by July 31, 2025 an AI developer or the IMO reports that an AI system scored at or above the 2025 gold cutoff on the IMO 2025 problems under contest-like conditions. Resolves NO otherwise.",
        "2025-07-10",
        "2025-07-31",
        1,
        "ai-models",
        """
4|K|event-preview|IMO 2025 opens on the Sunshine Coast|About 640 students from more than 100 countries are expected in Queensland for the olympiad, which runs July 10-20, 2025, with the two papers sat on July 15 and 16. Several AI labs are expected to try the problems once they are public.|A schedule and expectations.
2|L|social-post|Thread: our model and IMO 2025|Jul 19, 2025. Our experimental reasoning model solved 5 of the 6 problems of this year's IMO under the same time limits as the contestants, scoring 35/42, which is gold-medal level. Each proof was graded by three former medalists.|A post dated July 19, 2025 reports the result.
20|K|retrospective|A year after AlphaProof's silver|In July 2024 Google DeepMind's AlphaProof and AlphaGeometry 2 together solved four of the six IMO problems, for 28 points, one short of gold. The problems had to be translated into Lean by hand, and some took days.|Only earlier dates; a control.
1|L|news-report|DeepMind says Gemini Deep Think earned an official gold|Google DeepMind said on July 21, 2025 that an advanced version of Gemini working in plain natural language had scored 35 out of 42 at the IMO, with its answers certified by the olympiad's coordinators.|Reports a July 21, 2025 announcement.
6|K|prediction-market|Market: AI gets IMO gold in 2025?|Resolves YES if a credible lab reports a gold-level score on the 2025 problems by July 31, 2025. Current price: 62%. Traders note the closing ceremony is on July 19 and that labs may wait for it before saying anything.|Market rules and a forecast.
3|L|forum-post|IMO 2025 results thread|Gold cutoff this year came in at 35 points (results posted July 19, 2025). Problem 6 was brutal, only a handful of full scores. Edit: the OpenAI claim landed the same evening.|A forum post reports the July 19, 2025 results.
""",
    ),
    Q(
        "ll-lmarena-google-top-2025",
        "Will a Google model rank first on the LMArena (Chatbot Arena) text leaderboard on April 30, 2025?",
        "Resolves YES if on April 30, 2025 a model made by Google holds rank 1 (ties included) on the LMArena overall text leaderboard. Resolves NO otherwise.",
        "2025-03-22",
        "2025-04-30",
        1,
        "ai-models",
        """
3|K|leaderboard-snapshot|LMArena text leaderboard, mid-March|1. Grok-3-Preview-02-24 (1412). 1. GPT-4.5-Preview (1411). 3. Gemini-2.0-Flash-Thinking-Exp-01-21 (1384). Snapshot taken March 18, 2025.|A snapshot taken before the cutoff; a control.
1|L|leaderboard-snapshot|LMArena text leaderboard|1. Gemini-2.5-Pro-Exp-03-25 (1443), new. 2. GPT-4o-latest (1408). 3. GPT-4.5-Preview (1398). Updated 2025-03-26.|A leaderboard dated March 26, 2025 reports a ranking after the cutoff.
7|K|analysis|Why arena leads don't last|No model has held the top spot for more than a few weeks since autumn 2024. Google, OpenAI and xAI all have releases rumoured before the end of April 2025, so whoever leads on April 30 is close to a coin toss, this newsletter argues.|A forecast naming the resolution date.
5|L|news-report|Meta accused of gaming the arena with a Llama 4 variant|LMArena said on April 8, 2025 that Meta should have made clearer that the Llama 4 Maverick version it tested was customised for human preference, after the model briefly ranked second.|Reports an April 8, 2025 statement after the cutoff.
10|K|methodology|How LMArena computes its scores|Scores come from a Bradley-Terry model fitted to pairwise human votes; the board shows 95% confidence intervals and ranks overlapping models together. A new model needs a few thousand votes before it appears.|A methodology note with no dates; a control.
2|K|event-preview|Google's next Gemini could come before I/O|Google will show its newest models at I/O on May 20-21, 2025, and people familiar with its plans say a "thinking" Pro model could be released earlier. If it ships in late March it would have a month to climb the rankings before April 30.|A preview with scheduled and conditional dates.
""",
    ),
    # ---------------------------------------------------------------- product launches and keynotes
    Q(
        "ll-copilot-pc-snapdragon-2024",
        "Will Microsoft unveil Windows laptops with Qualcomm's Snapdragon X chips at its May 20, 2024 event?",
        "Resolves YES if at its May 20, 2024 event in Redmond Microsoft announces Windows PCs, its own or partners', that use Snapdragon X Elite or X Plus processors. Resolves NO otherwise.",
        "2024-05-09",
        "2024-05-20",
        1,
        "product-launches",
        """
6|K|event-invite|Microsoft AI event, May 20|Microsoft has invited press to its Redmond campus on Monday, May 20, 2024, a day before Build opens in Seattle. The company says it will share "our vision for the era of AI" across hardware and software.|An invitation to a scheduled event.
2|L|keynote-recap|Copilot+ PCs: everything Microsoft announced|Microsoft's May 20, 2024 event introduced "Copilot+ PCs", a new class of Windows laptop built on Qualcomm's Snapdragon X Elite and X Plus, along with a new Surface Pro and Surface Laptop. Pre-orders opened the same day.|Reports the May 20, 2024 announcements.
11|K|analyst-note|Snapdragon X Elite: the numbers so far|Qualcomm says laptops with the X Elite will ship in mid-2024. Reference-design results shown in October beat Apple's M2 in multi-core tests, but no PC maker has confirmed a date.|Earlier facts and an undated plan.
1|L|correction|Correction: Recall will not ship at launch|An earlier version of this story said Recall would be available on Copilot+ PCs from June 18, 2024. Microsoft said on June 13, 2024 that the feature will instead go first to Windows Insiders for testing.|A correction reports a June 13, 2024 decision.
4|K|coverage-schedule|Our coverage plan for Build week|Monday, May 20: Surface and Windows event (9am PT). Tuesday, May 21: Build keynote with Satya Nadella. Wednesday: developer sessions. We'll liveblog both keynotes.|A coverage schedule.
3|L|retailer-listing|Surface Laptop, 7th Edition, Snapdragon X Elite|Announced May 20, 2024. Ships June 18, 2024. 13.8-inch touchscreen, 16GB RAM, 512GB SSD. From $1,299.99.|A listing reports the May 20, 2024 announcement.
""",
    ),
    Q(
        "ll-tesla-robotaxi-aug8-2024",
        "Will Tesla hold its robotaxi unveiling event on or before August 8, 2024?",
        "Resolves YES if Tesla holds a public event unveiling its dedicated robotaxi vehicle on or before August 8, 2024, the date Elon Musk announced on April 5, 2024. Resolves NO otherwise.",
        "2024-07-05",
        "2024-08-08",
        0,
        "product-launches",
        """
3|K|news-report|Tesla clears a low bar on Q2 deliveries|Tesla delivered 443,956 vehicles in the second quarter, it said on July 2, down 4.8% from a year earlier but ahead of estimates. Investors now turn to the Aug. 8 robotaxi unveiling.|An earlier result and a scheduled event.
1|L|news-report|Tesla delays robotaxi unveiling to October|Tesla has pushed back the Aug. 8 reveal of its robotaxi to October to give teams time to build more prototypes, people familiar with the matter said on July 11, 2024. Musk confirmed the delay on the July 23, 2024 earnings call.|Reports the delay of July 11 and 23, 2024.
8|K|event-rumor|Where will Tesla show the robotaxi?|Tesla hasn't named a venue for the August 8 event. Some fans expect Giga Texas, where the Cybertruck delivery event was held in November 2023.|Speculation about a scheduled event.
2|L|event-recap|'We, Robot': Tesla shows a Cybercab with no steering wheel|On a Warner Bros. studio lot in Burbank on the night of October 10, 2024, Musk rode in a two-seat Cybercab and said it would cost under $30,000 and enter production before 2027. Shares fell 8.8% the next day.|Reports the October 10-11, 2024 event and share fall.
15|K|analysis|Musk's robotaxi promises, by the numbers|In 2019 Musk said Tesla would have a million robotaxis on the road in 2020. His April 5 post promising an unveil on 8/8 has investors cautious; the company reports second-quarter results around July 23.|Past statements and scheduled dates.
5|K|investor-calendar|Tesla investor calendar|Q2 2024 production and deliveries: July 2. Q2 2024 earnings: July 23, 2024, after market close. Robotaxi product unveil: August 8, 2024.|A calendar of scheduled dates; the July 2 item is before the cutoff.
""",
    ),
    Q(
        "ll-meta-orion-connect-2024",
        "Will Meta show a prototype of its augmented-reality glasses with see-through displays at Connect 2024?",
        "Resolves YES if during Meta Connect on September 25-26, 2024 Meta publicly shows AR glasses with see-through displays (the Ray-Ban camera glasses alone do not count). Resolves NO otherwise.",
        "2024-09-12",
        "2024-09-26",
        1,
        "product-launches",
        """
5|K|event-preview|Meta Connect 2024: what to expect|Connect returns to Menlo Park on September 25-26, 2024. Expect a cheaper Quest and Llama updates; reports say Meta might also give a first look at its "Orion" AR glasses, though only as an internal prototype.|A preview of a scheduled event.
2|L|keynote-liveblog|Connect 2024 live|1:12pm: Zuckerberg holds up Orion, "the most advanced glasses the world has ever seen". 1:20pm: A neural wristband for input. Wrap-up, Sept. 25, 2024: Orion will not be sold; a consumer version is planned for later in the decade.|A liveblog dated September 25, 2024 reports the reveal.
9|K|earnings-recap|Reality Labs loses $4.5 billion in the second quarter|Meta's AR and VR division lost about $4.5 billion in the June quarter. Zuckerberg said on the July 31 call that glasses remain a long-term bet.|Earlier results; a control.
1|L|product-page|Meta Quest 3S|Starting at $299.99. Announced September 25, 2024 at Connect. Pre-order now; ships October 15.|A product page reports the September 25, 2024 announcement.
3|K|schedule|Connect 2024 session schedule|Day 1 (Sept. 25): keynote 10am PT, developer keynote 11:30am. Day 2 (Sept. 26): sessions on Horizon OS, Llama and mixed reality. All sessions stream on the developer site.|A session schedule.
4|L|news-report|Meta releases Llama 3.2, its first open models that see images|Meta released Llama 3.2 on 25 September 2024, adding 11B and 90B vision models and small 1B and 3B text models for phones, alongside its Orion reveal.|Reports the September 25, 2024 release.
""",
    ),
    Q(
        "ll-galaxy-s24-unpacked-2024",
        "Will Samsung unveil the Galaxy S24 series by January 31, 2024?",
        "Resolves YES if by January 31, 2024 Samsung officially announces phones named Galaxy S24. Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-31",
        1,
        "product-launches",
        """
2|K|event-invite|Galaxy Unpacked January 2024: Galaxy AI is coming|Samsung will hold its first Unpacked of the year at the SAP Center in San Jose on Jan. 17, 2024, at 10am PT, according to invitations sent this week. It promises "a new era of mobile AI".|An invitation to a scheduled event.
1|L|keynote-recap|Galaxy S24 Ultra gets titanium and Circle to Search|Samsung unveiled the Galaxy S24, S24+ and S24 Ultra in San Jose on January 17, 2024. The Ultra costs $1,299.99, moves to a titanium frame and, like the others, gets Google's new Circle to Search.|Reports the January 17, 2024 unveiling.
12|K|rumor-roundup|Galaxy S24: every leak so far|Renders show flat screens across the range and a titanium frame on the Ultra. Exynos 2400 in Europe, Snapdragon 8 Gen 3 in the US, per reports. Samsung usually launches in February, but this year's event could come earlier.|Rumours; no dates after the cutoff.
4|L|carrier-notice|Galaxy S24 pre-orders|Pre-orders opened January 17, 2024; devices arrive from January 31, 2024. Trade-in credit of up to $750 on eligible models.|A notice reports pre-orders that opened on January 17, 2024.
6|K|earnings-preview|Samsung fourth-quarter guidance due Jan. 9|Samsung publishes preliminary fourth-quarter results on Jan. 9, 2024. Analysts expect operating profit near 3.7 trillion won; a strong S24 launch would help the first quarter.|A scheduled release and a forecast.
3|L|launch-calendar|Phones of 2024, month by month|January: Galaxy S24 series, unveiled as planned on Jan. 17, 2024 in San Jose. February: OnePlus 12 global launch. September: iPhone 16 (expected).|A calendar entry reports the January 17, 2024 unveiling as done.
""",
    ),
    Q(
        "ll-ipad-pro-m4-2024",
        "Will Apple announce new iPad Pro models at its 'Let Loose' event on May 7, 2024?",
        "Resolves YES if Apple announces at least one new iPad Pro model at or on the day of its May 7, 2024 event. Resolves NO otherwise.",
        "2024-04-26",
        "2024-05-07",
        1,
        "product-launches",
        """
3|K|event-invite|Apple sends invites for 'Let Loose' event|Apple will stream an event from its website on Tuesday, May 7, at 7am PT, its invitations say. The artwork shows a hand holding an Apple Pencil, which fuels expectations of new iPads.|An invitation to a scheduled event.
1|L|keynote-recap|Apple's M4 iPad Pro is its thinnest product yet|Apple announced the new iPad Pro on May 7, 2024 with its M4 chip, a tandem OLED display and a 13-inch model just 5.1mm thick. It goes on sale May 15.|Reports the May 7, 2024 announcement.
9|K|rumor-roundup|OLED iPad Pro: what we expect|New iPad Pro and iPad Air models are coming in early May after slipping from March, according to Bloomberg. The Pro should get OLED and an M3, or possibly a newer chip.|Rumours about a future launch.
2|L|news-report|Apple apologises for 'Crush' iPad ad|Apple said on May 9, 2024 that its ad showing instruments and paint cans being crushed into a new iPad Pro "missed the mark", and that it would not run the spot on TV.|Reports a May 9, 2024 statement after the cutoff.
6|K|earnings-preview|Apple reports on May 2|Apple publishes fiscal second-quarter results on Thursday, May 2, 2024. iPad revenue fell 25% to about $7.0 billion in the December quarter; new models could lift the June quarter.|A scheduled release and earlier figures.
4|L|spec-table|iPad Pro (M4): tech specs|Chip: Apple M4. Display: Ultra Retina XDR (tandem OLED). Thickness: 5.1 mm (13-inch). Announced: 7 May 2024. Released: 15 May 2024.|A spec table reports the May 7 and May 15, 2024 announcement and release.
""",
    ),
    # ---------------------------------------------------------------- software releases and roadmaps
    Q(
        "ll-python-312-final-2023",
        "Will CPython 3.12.0 be released by October 2, 2023?",
        "Resolves YES if the final 3.12.0 release is published on python.org by October 2, 2023, the date in the PEP 693 release schedule. Resolves NO otherwise.",
        "2023-09-20",
        "2023-10-02",
        1,
        "software-releases",
        """
1|K|mailing-list|Python 3.12.0rc3 is available|This is the last planned release candidate. The final release of 3.12.0 is still scheduled for Monday, 2023-10-02. Please test your projects against it now; core developers should only merge release-blocker fixes to the 3.12 branch.|A release-candidate announcement with a scheduled final date.
3|L|changelog|What's New In Python 3.12|Python 3.12 was released on October 2, 2023. Highlights: more flexible f-string parsing (PEP 701), a per-interpreter GIL (PEP 684), new type-parameter syntax (PEP 695), and the removal of distutils.|Reports the October 2, 2023 release.
12|K|release-schedule|PEP 693: Python 3.12 Release Schedule|3.12.0 candidate 2: 2023-09-06. 3.12.0 candidate 3: 2023-09-19. 3.12.0 final: 2023-10-02. Bugfix releases roughly every two months after that.|A schedule of planned release dates.
2|L|commit-message|ci: add 3.12 final to the test matrix|Bump setup-python to 3.12 now that 3.12.0 is out (tagged 2023-10-02). Drop the 3.12-dev allow-failure entry. All 214 tests pass on Linux, macOS and Windows.|A commit message reports the October 2, 2023 release.
7|K|blog-post|Should you upgrade to 3.12 on day one?|Wheels for numpy and pandas lagged weeks behind the 3.11 release last year. If your stack depends on compiled extensions, plan to move in November rather than on October 2.|Advice about a scheduled release.
5|L|release-page|Python 3.12.1|Release date: Dec. 8, 2023. This is the first maintenance release of Python 3.12, with about 400 bugfixes since 3.12.0.|A release page reports a December 8, 2023 release.
""",
    ),
    Q(
        "ll-rust-2024-edition",
        "Will Rust 1.85, which stabilizes the Rust 2024 edition, be released by February 20, 2025?",
        "Resolves YES if Rust 1.85.0 is released on the stable channel with the 2024 edition stabilized by February 20, 2025, its scheduled date. Resolves NO otherwise.",
        "2025-02-06",
        "2025-02-20",
        1,
        "software-releases",
        """
5|K|release-calendar|Rust release dates|1.84.0: 2025-01-09 (released). 1.85.0: 2025-02-20 (now in beta). 1.86.0: 2025-04-03. The 2024 edition is planned to ship with 1.85 if no blockers turn up during beta.|A release calendar with planned dates.
2|L|release-notes|Announcing Rust 1.85.0 and Rust 2024|The Rust team published version 1.85.0 on Feb. 20, 2025, stabilizing the 2024 edition along with async closures. Run cargo fix --edition to migrate.|Reports the February 20, 2025 release.
10|K|blog-post|Rust 2024 call for testing|The 2024 edition is feature complete on nightly. We ask crate authors to try cargo +nightly fix --edition and report problems. Barring surprises, it will ride the trains to stable in 1.85.|A call for testing with an undated plan.
1|L|issue-comment|Bump MSRV to 1.85 for edition 2024|Now that 1.85 shipped on 2025-02-20 we can switch the workspace to edition = "2024". CI is green on stable. Closing #812.|An issue comment reports the February 20, 2025 release.
4|K|newsletter|This Week in Rust|Rust 1.85 is in its final weeks of beta ahead of the scheduled February 20 release. Upcoming events: RustNation UK, 18-19 February 2025, London.|A newsletter previewing a scheduled release and an event.
3|L|release-notes|Rust 1.86.0|Released 3 April 2025. Trait upcasting is stable, and Vec::pop_if is added. This is the second release since the 2024 edition.|Reports an April 3, 2025 release after the cutoff.
""",
    ),
    Q(
        "ll-postgres17-ga-2024",
        "Will PostgreSQL 17 be released by September 30, 2024?",
        "Resolves YES if the PostgreSQL Global Development Group announces the general-availability release of PostgreSQL 17 by September 30, 2024. Resolves NO otherwise.",
        "2024-09-12",
        "2024-09-30",
        1,
        "software-releases",
        """
6|K|mailing-list|PostgreSQL 17 RC1 released|The first release candidate of PostgreSQL 17 was announced on Sept. 5. The project currently plans to make PostgreSQL 17 generally available on September 26, 2024; if critical issues turn up, another release candidate will come first.|An RC announcement with a planned date.
2|L|release-notes|PostgreSQL 17 Released!|September 26, 2024: The PostgreSQL Global Development Group today announced the release of PostgreSQL 17, with a new memory structure for vacuum, incremental backup in pg_basebackup and JSON_TABLE support.|Reports the September 26, 2024 release.
14|K|blog-post|Incremental backups in PostgreSQL 17: a first look|We tested pg_basebackup --incremental on beta 3. Full-then-incremental cut our nightly backup window from 41 to 9 minutes. Expect behaviour to change until the final release.|Earlier tests; no date after the cutoff.
1|L|cloud-changelog|Managed PostgreSQL changelog|2024-10-03: PostgreSQL 17 available in preview on all plans. 2024-09-26: PostgreSQL 17 released upstream; we are validating extensions.|A changelog reports events dated September 26 and October 3, 2024.
4|K|support-policy|Versioning policy|PostgreSQL 12 reaches end of life on November 14, 2024. Minor releases are scheduled for the second Thursday of February, May, August and November.|A support schedule of future dates.
3|L|forum-post|When will pg17 hit the Debian repo?|The community apt repo usually has packages on release day. It's pencilled in for the 26th, so I'd plan the upgrade for October at the earliest. Edit (Sept. 26, 2024): it's out, and the packages were already there this morning.|An edit appended to a forum post reports the September 26, 2024 release.
""",
    ),
    Q(
        "ll-windows11-24h2-ga-2024",
        "Will Microsoft make Windows 11 version 24H2 generally available by October 15, 2024?",
        "Resolves YES if by October 15, 2024 Microsoft begins offering Windows 11 version 24H2 to existing eligible PCs through Windows Update (preinstallation on new PCs alone does not count). Resolves NO otherwise.",
        "2024-09-22",
        "2024-10-15",
        1,
        "software-releases",
        """
9|K|news-report|Windows 11 24H2 broad release 'later this year'|Windows 11 version 24H2 has shipped preinstalled on Copilot+ PCs since June 18, but Microsoft still says only that the broad rollout will begin "later this calendar year".|Earlier facts and an undated plan.
2|L|release-health|Windows release health: Windows 11, version 24H2|Status: Available. Released: 2024-10-01. The rollout is phased; devices with known compatibility issues have safeguard holds (see Known issues).|A status page reports the October 1, 2024 release.
5|K|enterprise-note|Plan your 24H2 deployment|The 24H2 servicing clock starts when the update becomes broadly available. The next Patch Tuesday is October 8, 2024; Windows 10 support ends on October 14, 2025.|Scheduled dates and a plan.
1|L|news-report|Windows 11 2024 Update starts rolling out|Microsoft began offering Windows 11 version 24H2 to eligible PCs on Tuesday, October 1, 2024, bringing Wi-Fi 7 support, sudo for Windows and a redesigned Copilot app.|Reports the October 1, 2024 rollout.
3|K|insider-blog|Release Preview Channel: build 26100.1876|We are releasing build 26100.1876 to Insiders in the Release Preview Channel. We are getting close to making 24H2 available to everyone and will share more on timing soon.|An insider post with an undated plan.
4|L|known-issue|Known issue: some Asus devices held back from 24H2|Added October 10, 2024: a compatibility hold was placed on certain Asus models after reports that the update caused blue screens. Resolved October 24, 2024.|A known-issue entry reports October 10 and 24, 2024 events.
""",
    ),
    Q(
        "ll-android15-pixel-sept-2024",
        "Will Google release the stable Android 15 update to Pixel phones by September 30, 2024?",
        "Resolves YES if by September 30, 2024 Google begins rolling out the stable Android 15 release to supported Pixel phones. Source-code releases and betas do not count. Resolves NO otherwise.",
        "2024-09-01",
        "2024-09-30",
        0,
        "software-releases",
        """
4|K|news-report|Pixel 9 ships with Android 14|Google's Pixel 9 phones, on sale since Aug. 22, run Android 14, a break from past years when new Pixels launched on the new version. Google has said only that Android 15 will reach Pixels "in the coming weeks".|Earlier facts and an undated plan.
2|L|developer-blog|Android 15 is released to AOSP|Posted September 3, 2024: Today we're releasing the source code for Android 15 to the Android Open Source Project. Android 15 will be available on supported Pixel devices in the coming weeks.|Reports the September 3, 2024 source release after the cutoff.
8|K|roadmap|Android 15 platform timeline|Beta 4 (July): final APIs and behaviours, platform stability reached. Final release: planned for Q3 2024 in the original timeline, which Google has since let slip.|A roadmap of planned milestones.
1|L|news-report|Android 15 finally arrives on Pixel phones|Google started rolling out Android 15 to the Pixel 6 and newer on October 15, 2024, six weeks after posting the code, with new theft protection and a private space for apps.|Reports the October 15, 2024 rollout.
6|K|forum-post|Sept Pixel drop = Android 15?|The September Pixel update usually lands on the first Monday or Tuesday. If Google ships 15 with it, expect it around Sept. 3 or the week after, but the usual leakers say October is more likely.|Speculation about a future date.
3|L|security-bulletin|Pixel Update Bulletin, September 2024|The September 2024 security update was released on September 3, 2024 for supported Pixel devices running Android 14. Android 15 was not part of this release.|A bulletin reports an update released on September 3, 2024, after the cutoff.
""",
    ),
    # ---------------------------------------------------------------- space launches and missions
    Q(
        "ll-aditya-l1-halo-2024",
        "Will ISRO insert Aditya-L1 into its halo orbit around the Sun-Earth L1 point by January 31, 2024?",
        "Resolves YES if ISRO reports by January 31, 2024 that Aditya-L1 has been placed in its planned halo orbit around L1. Resolves NO otherwise.",
        "2023-12-24",
        "2024-01-31",
        1,
        "space",
        """
5|K|mission-update|Aditya-L1: SUIT takes full-disk images of the Sun|ISRO said the Solar Ultraviolet Imaging Telescope took its first full-disk images of the Sun on December 6. The spacecraft is on course for halo-orbit insertion, which chairman S. Somanath has said should happen on January 6, 2024.|Earlier facts and a stated plan.
2|L|news-report|India's first solar observatory reaches L1|Aditya-L1 was placed in a halo orbit around the first Lagrange point on 6 January 2024, about 1.5 million km from Earth, after a final burn of its engine, ISRO said.|Reports the January 6, 2024 insertion.
14|K|explainer|Why L1, and why a halo orbit?|At L1 a spacecraft can watch the Sun without eclipses. A halo orbit takes about 178 days per loop, and the insertion burn has to be precise or the craft drifts away within weeks.|An explainer with no dates; a control.
1|L|launch-manifest|ISRO launches and milestones, 2024|PSLV-C58 / XPoSat: 1 January 2024, success. Aditya-L1 halo orbit insertion: 6 January 2024, completed. GSLV-F14 / INSAT-3DS: 17 February 2024, success.|A manifest lists events after the cutoff as completed.
8|K|launch-schedule|ISRO next: XPoSat on New Year's Day|PSLV-C58 is scheduled to lift off from Sriharikota at 9:10 am IST on January 1, 2024 with the X-ray Polarimeter Satellite. Aditya-L1's arrival at L1 is expected in the first week of January.|A launch schedule of future events.
3|L|news-report|Somanath: Aditya-L1 is where we wanted it|ISRO chairman S. Somanath told reporters after the insertion burn on 6 January 2024 that the spacecraft had been placed in the intended halo orbit and that small corrections would follow. Prime Minister Narendra Modi called it a landmark.|Reports statements made after the January 6, 2024 insertion.
""",
    ),
    Q(
        "ll-im2-upright-2025",
        "Will Intuitive Machines' IM-2 lander land upright and operate on the Moon by March 15, 2025?",
        "Resolves YES if by March 15, 2025 the IM-2 'Athena' lander touches down on the Moon, stays upright and operates on the surface as planned. A landing on its side resolves NO.",
        "2025-02-20",
        "2025-03-15",
        0,
        "space",
        """
6|K|launch-schedule|IM-2 targets a late-February launch|Intuitive Machines says IM-2 will launch on a Falcon 9 from Kennedy Space Center no earlier than February 26, 2025, with a landing near Mons Mouton about a week later. NASA's Lunar Trailblazer rides along.|A scheduled launch and a planned landing.
2|L|mission-update|IM-2 mission update|March 7, 2025: Athena is lying on its side in a crater, and with its solar panels poorly lit, the team has ended the mission. Touchdown came on March 6, 2025, about 250 metres from the target site.|A mission update reports the March 6-7, 2025 landing and end.
11|K|retrospective|A year after Odysseus tipped over|IM-1 broke a landing leg and came to rest on its side on Feb. 22, 2024, after a laser rangefinder was left switched off. The company says IM-2 has a new altimeter and improved landing software.|Only earlier facts; a control.
1|L|news-report|Firefly's Blue Ghost lands upright on the Moon|Firefly Aerospace's Blue Ghost touched down in Mare Crisium on 2 March 2025, the first fully successful commercial Moon landing, four days before Intuitive Machines' Athena made its attempt.|Reports March 2 and March 6, 2025 events after the cutoff.
4|L|investor-note|LUNR: a second tip-over|Intuitive Machines shares tumbled after Athena's sideways landing on March 6, 2025, the second time in two missions that the company's lander ended up on its side. We cut our target price.|Reports the March 6, 2025 landing and its market effect.
3|K|faq-explainer|What will Athena do at the south pole?|If it lands, Athena will drill for ice with NASA's PRIME-1 experiment and release a hopping drone, Grace, into a shadowed crater. The mission is designed to last about 10 days on the surface.|Plans conditional on a future landing.
""",
    ),
    Q(
        "ll-starship-flight8-splashdown-2025",
        "Will the Starship upper stage on SpaceX's Flight 8 complete a controlled splashdown in the Indian Ocean by March 31, 2025?",
        "Resolves YES if by March 31, 2025 SpaceX confirms that the Flight 8 ship completed a controlled splashdown in the Indian Ocean. Resolves NO otherwise.",
        "2025-02-24",
        "2025-03-31",
        0,
        "space",
        """
7|K|launch-schedule|Starship Flight 8 targeted for Feb. 28|SpaceX is targeting no earlier than February 28, 2025 for Starship's eighth flight test from Starbase, pending FAA approval. The plan includes deploying four Starlink simulators and another booster catch.|A scheduled launch and plans.
2|L|mission-update|Starship Flight 8 recap|Flight 8 lifted off on March 6, 2025 at 5:30pm CT. The booster was caught by the tower arms. The ship lost several engines during its ascent burn and contact was lost about nine and a half minutes after liftoff, before the Starlink simulators could be deployed.|Reports the March 6, 2025 flight.
14|K|investigation-note|Flight 7 mishap investigation remains open|The FAA requires SpaceX to finish its investigation into the Jan. 16 loss of the Flight 7 ship, which broke up near the Turks and Caicos Islands. SpaceX has pointed to a propellant leak in the aft section.|Earlier facts; a control.
1|L|news-report|Starship debris forces airport delays in Florida|The FAA halted departures at several Florida airports on the evening of March 6, 2025 after Starship's upper stage broke apart over the Caribbean for the second flight in a row.|Reports the March 6, 2025 failure.
4|K|prediction-market|Will Flight 8's ship splash down?|Resolves YES if SpaceX confirms a controlled splashdown of the Flight 8 ship by March 31, 2025. Traders put it at 58%, down from 70% before Flight 7.|Market rules and a forecast.
3|L|flight-list|Starship flights, 2025|Flight 7: 16 January 2025, ship lost. Flight 8: 6 March 2025, booster caught, ship lost. Flight 9: 27 May 2025, ship lost during re-entry.|A list reports flights after the cutoff.
""",
    ),
    Q(
        "ll-starship-ift2-launch-2023",
        "Will SpaceX launch Starship's second integrated flight test by November 30, 2023?",
        "Resolves YES if Starship lifts off on its second integrated flight test from Starbase, Texas, by November 30, 2023. Resolves NO otherwise.",
        "2023-11-10",
        "2023-11-30",
        1,
        "space",
        """
3|K|news-report|Starship stacked, waiting on the FAA|SpaceX has stacked Ship 25 on Booster 9 and says the vehicle is ready to fly. The FAA's environmental review with the Fish and Wildlife Service is still under way, and no launch date has been set.|Earlier facts; no date after the cutoff.
1|L|license-notice|FAA issues Starship Flight 2 license|The FAA said on November 15, 2023 that SpaceX met all safety, environmental and other licensing requirements for the second Starship flight. SpaceX then set a launch for November 17.|Reports a November 15, 2023 decision.
9|K|analysis|What's new on Starship for Flight 2|Hot staging, a water-cooled steel plate under the pad and electric engine steering replace hardware that failed in April. If the FAA signs off this month, the flight could come before Thanksgiving (Nov. 23).|Design changes and a conditional.
2|L|launch-recap|Starship reaches space before both stages are lost|Starship's second flight lifted off at 7:03am CT on Nov. 18, 2023. Hot staging worked; the booster exploded about three and a half minutes in, and the ship was lost roughly eight minutes after launch.|Reports the November 18, 2023 launch.
5|K|local-news|Boca Chica beach closures posted|Cameron County has posted possible beach closures for Nov. 17-19, though such notices are often cancelled. Residents should check the county website before travelling.|Scheduled closures; nothing reported as done.
4|L|flight-list|Starship integrated flight tests|IFT-1: April 20, 2023, vehicle lost at about four minutes. IFT-2: 18 November 2023, stage separation achieved. IFT-3: March 14, 2024, reached its planned trajectory.|A list reports flights after the cutoff.
""",
    ),
    Q(
        "ll-vegac-return-2024",
        "Will Vega-C return to flight by December 31, 2024?",
        "Resolves YES if a Vega-C rocket lifts off from Kourou by December 31, 2024, its first launch since the failure of December 2022. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-31",
        1,
        "space",
        """
5|K|launch-schedule|Vega-C return flight set for early December|Arianespace is targeting December 3, 2024 for flight VV25 from Kourou, carrying the Copernicus radar satellite Sentinel-1C. It will be Vega-C's first launch since the failure of December 2022.|A scheduled launch.
2|L|launch-recap|Vega-C is back: Sentinel-1C in orbit|Vega-C returned to flight on 5 December 2024, lifting off from Kourou in the evening, local time, and releasing Sentinel-1C into a sun-synchronous orbit less than two hours later.|Reports the December 5, 2024 launch.
13|K|investigation-note|New nozzle qualified|The redesigned Zefiro 40 nozzle passed its second qualification firing in October, Avio said, clearing the way for the rocket's return. The 2022 failure was traced to a nozzle insert made by a supplier.|Earlier facts; a control.
1|L|launch-manifest|European-built payloads launched, December 2024|5 Dec 2024: Vega-C VV25, Sentinel-1C, from Kourou, success. 5 Dec 2024: PSLV-C59, Proba-3, from Sriharikota, success.|A manifest reports launches after the cutoff.
3|L|opinion|Europe's launcher gap is closing, slowly|With Ariane 6 flying since July 2024 and Vega-C back in service since its return flight of December 5, 2024, Europe again has its own access to space for its mid-sized satellites.|Reports the December 5, 2024 return flight as done.
7|K|press-release|Sentinel-1C arrives in French Guiana|The satellite arrived in Kourou at the end of October and will be fuelled in November ahead of launch. Launch date: to be confirmed by Arianespace.|Earlier facts and an unconfirmed date.
""",
    ),
    Q(
        "ll-axiom4-launch-2025",
        "Will Axiom Mission 4 launch to the International Space Station by June 15, 2025?",
        "Resolves YES if the Ax-4 crew lifts off on a Falcon 9 bound for the ISS by June 15, 2025. Resolves NO otherwise.",
        "2025-05-22",
        "2025-06-15",
        0,
        "space",
        """
6|K|launch-schedule|Ax-4 set for May 29|NASA and Axiom Space are targeting no earlier than May 29, 2025 for Axiom Mission 4 on a Falcon 9 from Kennedy Space Center. The crew goes into quarantine two weeks before launch.|A scheduled launch.
2|L|news-report|Shukla becomes the second Indian in orbit as Ax-4 finally flies|After a month of delays, Axiom Mission 4 lifted off on June 25, 2025, carrying Indian Air Force pilot Shubhanshu Shukla, 41 years after Rakesh Sharma's flight.|Reports the June 25, 2025 launch.
11|K|profile|Meet the Ax-4 crew|Commander Peggy Whitson flies her fifth mission. Poland's Slawosz Uznanski and Hungary's Tibor Kapu will be their countries' first astronauts in more than four decades. The crew plans about 60 experiments over 14 days.|Profiles and plans; no date after the cutoff.
1|L|delay-log|Ax-4 launch date history|May 29; June 8; June 10 (weather); June 11 (Falcon 9 oxygen leak found on June 11, 2025); postponed (leak on the station's Zvezda module); June 19; June 22; June 25, 2025, launched.|A log reports the delays and the June 25, 2025 launch.
4|L|local-news|Shukla's home city plans a watch party|Lucknow schools are planning screenings of the launch, now set for the end of the month, the district administration said. Update, June 25, 2025: the launch went ahead at about noon Indian time, and crowds at his old school cheered liftoff.|An update appended to a preview reports the June 25, 2025 launch.
3|K|explainer|Why ISS missions slip|Visiting vehicles need a free docking port, good weather at the Cape and in the abort zones offshore, and sign-off from NASA and its partners. If Ax-4 moves past early June, it competes with a cargo flight for port space.|A conditional explainer.
""",
    ),
    # ---------------------------------------------------------------- health: regulators and trials
    Q(
        "ll-fda-sotatercept-2024",
        "Will the FDA approve Merck's sotatercept for pulmonary arterial hypertension by March 26, 2024?",
        "Resolves YES if the FDA approves sotatercept for PAH (WHO Group 1) by March 26, 2024, its PDUFA goal date. Resolves NO otherwise.",
        "2024-03-12",
        "2024-03-26",
        1,
        "health-regulatory",
        """
6|K|pdufa-calendar|PDUFA dates, late March 2024|Tuesday, March 26: sotatercept (Merck) for PAH, priority review, no advisory committee planned. Later that week: two supplemental oncology applications.|A calendar of a scheduled decision.
2|L|press-release-summary|FDA approves Winrevair for PAH|Merck said on March 26, 2024 that the FDA had approved Winrevair (sotatercept-csrk), a first-in-class activin signalling inhibitor, for adults with pulmonary arterial hypertension, based on the Phase 3 STELLAR trial.|Reports the March 26, 2024 approval.
12|K|trial-summary|STELLAR results (NEJM, 2023)|In STELLAR, sotatercept added to background therapy improved six-minute walk distance by about 41 metres versus placebo at week 24. Nosebleeds and small dilated blood vessels were more common on the drug.|Earlier published results; a control.
1|L|analyst-note|Winrevair priced at $14,000 a vial|After the March 26, 2024 approval, Merck set a list price of about $14,000 per vial, roughly $240,000 a year, above most analysts' assumptions.|Reports the March 26, 2024 approval and pricing.
4|K|news-preview|Merck's $11.5 billion bet faces its FDA test|The FDA is due to rule on sotatercept, the centrepiece of Merck's 2021 purchase of Acceleron, by March 26. Analysts expect approval and peak sales above $5 billion.|A preview of a scheduled decision.
3|L|patient-forum|Anyone starting sotatercept?|My PH doctor says if it's approved at the end of the month I could start in April or May, once the specialty pharmacy has it. Edit, March 27, 2024: it was approved yesterday! First shot booked for May.|An edit reports the approval, dated March 27, 2024.
""",
    ),
    Q(
        "ll-fda-moderna-rsv-2024",
        "Will the FDA approve Moderna's RSV vaccine mRNA-1345 by May 31, 2024?",
        "Resolves YES if the FDA approves mRNA-1345 for the prevention of RSV disease in older adults by May 31, 2024. Resolves NO otherwise.",
        "2024-05-08",
        "2024-05-31",
        1,
        "health-regulatory",
        """
5|K|catalyst-calendar|Biotech catalysts: week of May 6|Moderna (MRNA): PDUFA for mRNA-1345, RSV vaccine for adults 60 and older, on May 12, 2024 (a Sunday). GSK and Pfizer already sell rival shots, approved in May 2023.|A calendar of a scheduled decision and earlier facts.
2|L|press-release-summary|FDA approves mRESVIA|The FDA approved Moderna's mRESVIA (respiratory syncytial virus vaccine) for adults aged 60 and older on May 31, 2024, the company's second approved product after its COVID-19 vaccine.|Reports the May 31, 2024 approval.
9|K|earnings-recap|Moderna trims costs, repeats RSV timeline|Moderna reported a first-quarter loss on May 2 and said it expects an FDA decision on its RSV vaccine in May, with a launch in time for the autumn. It also awaits a CDC advisory vote in June.|Past results and expected future events.
1|L|news-report|CDC advisers narrow RSV vaccine advice|The CDC's vaccine advisers voted on June 26, 2024 to recommend RSV shots for everyone 75 and older and for people aged 60 to 74 at higher risk; Moderna's newly approved mRESVIA is among the covered vaccines.|Reports a June 26, 2024 vote.
3|K|faq-explainer|What is a PDUFA date, and can it slip?|The FDA usually acts by the goal date but can miss it, for example when it needs more time for manufacturing or inspection questions. A missed date is not a rejection.|A general explainer without dates; a control.
4|L|analyst-note|Moderna: RSV approval came late, but it came|The May 31, 2024 approval, nearly three weeks after the original goal date, leaves Moderna a narrow window to win pharmacy contracts for the 2024-25 season.|Reports the May 31, 2024 approval.
""",
    ),
    Q(
        "ll-ema-donanemab-march-2025",
        "Will the EMA's CHMP adopt a positive opinion on Eli Lilly's donanemab (Kisunla) at its March 2025 meeting?",
        "Resolves YES if the CHMP's March 24-27, 2025 meeting ends with a positive opinion recommending marketing authorisation of donanemab. A negative opinion or no opinion resolves NO.",
        "2025-03-10",
        "2025-03-28",
        0,
        "health-regulatory",
        """
7|K|meeting-agenda|CHMP agenda, 24-27 March 2025|Initial applications, opinions: donanemab (Kisunla), Eli Lilly Nederland B.V., treatment of early Alzheimer's disease. Oral explanation possible. Minutes to be published after the meeting.|An agenda of a scheduled meeting.
2|L|meeting-highlights|Meeting highlights from the CHMP, March 2025|The committee recommended refusing a marketing authorisation for Kisunla (donanemab), concluding at its 24-27 March 2025 meeting that the benefits did not outweigh the risk of potentially fatal brain swelling and bleeding (ARIA).|Reports the March 2025 negative opinion.
14|K|news-report|Leqembi's EU path offers a template|The CHMP reversed its negative view of Leqembi in November 2024 after a re-examination, backing a restricted label that excludes patients with two copies of ApoE4. Lilly hopes for a similar result with donanemab.|Earlier facts; a control.
1|L|news-report|Lilly wins EU backing for donanemab at the second attempt|After a re-examination, the CHMP recommended approval of Kisunla on July 25, 2025 for patients who carry no more than one copy of ApoE4, reversing its refusal in March.|Reports a July 25, 2025 opinion and the March 2025 refusal.
4|K|analyst-note|Donanemab in Europe: our odds|We put the chance of a positive CHMP opinion in March at 55%. A negative outcome would let Lilly request a re-examination, which takes about four months.|A forecast and a conditional.
3|L|news-report|EU clears Leqembi, the bloc's first anti-amyloid antibody|The European Commission granted marketing authorisation to Leqembi on April 15, 2025, weeks after EMA advisers turned down Lilly's rival drug.|Reports an April 15, 2025 decision after the cutoff.
""",
    ),
    Q(
        "ll-surmount5-readout-2024",
        "Will Eli Lilly report by December 31, 2024 that tirzepatide beat semaglutide on weight loss in the SURMOUNT-5 trial?",
        "Resolves YES if by December 31, 2024 Lilly announces topline SURMOUNT-5 results showing tirzepatide superior to semaglutide on the primary weight-loss endpoint. Resolves NO otherwise.",
        "2024-11-24",
        "2024-12-31",
        1,
        "clinical-trials",
        """
10|K|trial-registry|SURMOUNT-5: A Study of Tirzepatide Versus Semaglutide in Adults With Obesity|Phase 3b, open-label, randomized. Enrollment: 751 (actual). Primary outcome: percent change in body weight from baseline to week 72. Primary completion: November 2024 (estimated). Study completion: December 2024 (estimated).|A registry record with estimated future dates.
3|L|press-release-summary|Zepbound beats Wegovy head to head|Lilly said on December 4, 2024 that tirzepatide produced average weight loss of 20.2% at 72 weeks in SURMOUNT-5, versus 13.7% for semaglutide, meeting the primary and all key secondary endpoints.|Reports the December 4, 2024 readout.
6|K|analyst-note|Head-to-head readout could land before year-end|Lilly has said SURMOUNT-5 will read out by the end of the year. Consensus expects a gap of five to seven points in tirzepatide's favour; anything smaller would surprise.|A forecast and a stated timeline.
1|L|market-report|Novo sinks 20% on CagriSema miss|Novo Nordisk shares fell about 20% on December 20, 2024 after REDEFINE 1 showed 22.7% weight loss for CagriSema, short of the 25% the company had flagged, two weeks after Lilly's head-to-head win.|Reports a December 20, 2024 event after the cutoff.
14|K|review|Tirzepatide versus semaglutide: what indirect comparisons say|Network meta-analyses of SURMOUNT-1 and STEP-1 suggest tirzepatide 15 mg gives about six points more weight loss than semaglutide 2.4 mg. Only a randomised head-to-head trial can settle it.|Earlier evidence; a control.
2|L|conference-abstract|SURMOUNT-5 full results|Presented at the European Congress on Obesity, Malaga, 11 May 2025, and published the same day in NEJM: mean weight change -20.2% (tirzepatide) vs -13.7% (semaglutide) at week 72.|Reports a May 11, 2025 presentation.
""",
    ),
    Q(
        "ll-orforglipron-phase3-2025",
        "Will Eli Lilly report topline results from a Phase 3 trial of orforglipron by April 30, 2025?",
        "Resolves YES if by April 30, 2025 Lilly announces topline results from any Phase 3 trial of orforglipron. Resolves NO otherwise.",
        "2025-04-06",
        "2025-04-30",
        1,
        "clinical-trials",
        """
8|K|earnings-recap|Lilly points to orforglipron data 'in the coming months'|Lilly said in February that the first of seven Phase 3 readouts for orforglipron, its once-daily GLP-1 pill, would come in the first half of 2025, with the diabetes trial ACHIEVE-1 first.|A past statement about future readouts.
2|L|press-release-summary|Orforglipron meets primary endpoint in ACHIEVE-1|Lilly announced on April 17, 2025 that orforglipron lowered A1C by 1.3 to 1.6 points from a baseline of 8.0% at 40 weeks, with weight loss of 7.9% on the highest dose and a safety profile like that of injectable GLP-1 drugs.|Reports the April 17, 2025 readout.
5|K|trial-registry|ACHIEVE-1: Daily Oral Orforglipron Compared With Placebo in Adults With Type 2 Diabetes|Phase 3. Enrollment: 559 (actual). Primary outcome: change from baseline in HbA1c at week 40. Primary completion: 2025-03 (actual). Results: none posted.|A registry record with earlier dates.
1|L|news-report|Pfizer drops danuglipron after liver signal|Pfizer said on April 14, 2025 that it would stop developing danuglipron, its GLP-1 pill, after a possible drug-induced liver injury in a trial participant, leaving Lilly ahead in the race for an obesity pill.|Reports an April 14, 2025 decision after the cutoff.
3|K|analyst-note|The pill that could reshape obesity: what to watch|If ACHIEVE-1 shows A1C reductions above 1.5 points, we expect Lilly to file for obesity by the end of 2025. The company reports first-quarter results on May 1, 2025.|A conditional and a scheduled release.
4|L|market-report|Lilly shares jump 14% on pill data|Shares of Eli Lilly rose 14% on Thursday, April 17, 2025, their best day in years, after the orforglipron results, while Novo Nordisk fell 7%.|Reports April 17, 2025 market moves.
""",
    ),
    Q(
        "ll-who-mpox-pheic-end-2025",
        "Will the WHO Director-General declare that the mpox upsurge no longer constitutes a public health emergency of international concern by September 30, 2025?",
        "Resolves YES if by September 30, 2025 the WHO Director-General declares the mpox PHEIC of August 14, 2024 over. Resolves NO otherwise.",
        "2025-08-24",
        "2025-09-30",
        1,
        "health-regulatory",
        """
6|K|news-report|A year on, the mpox emergency stays in place|WHO declared the mpox upsurge a public health emergency of international concern on Aug. 14, 2024. The emergency committee last met in June and advised keeping it; under the rules it meets again within three months.|Earlier facts and a rule-based deadline.
2|L|statement-summary|WHO: mpox is no longer a global health emergency|Director-General Tedros Adhanom Ghebreyesus said on 5 September 2025 that the mpox upsurge no longer represents a PHEIC, following the advice of the IHR Emergency Committee at its meeting the day before, citing sustained declines in cases in the Democratic Republic of the Congo, Burundi, Sierra Leone and Uganda.|Reports the September 5, 2025 declaration.
12|K|situation-report|Multi-country outbreak of mpox: external situation report|Data as of 31 July 2025. Confirmed clade Ib cases have been reported by more than 25 countries; Sierra Leone's clade II outbreak continues to decline. Next report in four weeks.|A situation report with earlier data.
1|L|timeline|Mpox emergencies: a timeline|23 July 2022: first PHEIC declared. 11 May 2023: ended. 14 August 2024: second PHEIC declared over clade Ib. 5 September 2025: declared over.|A timeline reports the September 5, 2025 end.
4|K|faq-explainer|How does a PHEIC end?|The Director-General decides, after hearing the emergency committee. If the committee meets in early September and finds the criteria no longer met, the declaration could be lifted before the end of the month.|A conditional explainer.
3|L|meeting-statement|Fifth meeting of the IHR Emergency Committee on mpox|The committee met on 4 September 2025 and advised the Director-General that the upsurge no longer meets the criteria of a public health emergency of international concern, while recommending that standing measures continue.|Reports the September 4, 2025 meeting and its advice.
""",
    ),
    Q(
        "ll-fda-leqembi-subq-2025",
        "Will the FDA approve a subcutaneous autoinjector of Leqembi for maintenance dosing by August 31, 2025?",
        "Resolves YES if by August 31, 2025, its PDUFA goal date, the FDA approves a subcutaneous autoinjector form of lecanemab for maintenance treatment. Resolves NO otherwise.",
        "2025-08-10",
        "2025-08-31",
        1,
        "health-regulatory",
        """
7|K|pdufa-calendar|PDUFA dates for late August 2025|Aug. 31, 2025: lecanemab subcutaneous autoinjector (Eisai/Biogen), weekly maintenance dosing in early Alzheimer's disease. The application was accepted in January under standard review.|A calendar of a scheduled decision.
2|L|press-release-summary|FDA approves Leqembi Iqlik for at-home maintenance|Eisai and Biogen said on August 29, 2025 that the FDA had approved Leqembi Iqlik, a weekly subcutaneous autoinjector for patients who have completed 18 months of intravenous treatment.|Reports the August 29, 2025 approval.
13|K|analysis|Why an autoinjector matters for Leqembi|Infusions every two weeks strain hospital infusion centres. A weekly shot at home, if approved, could keep more patients on therapy after the first 18 months.|A conditional analysis; a control.
1|L|news-report|Leqembi Iqlik reaches US pharmacies|The autoinjector, cleared by the FDA in late August 2025, became available in the US on Oct. 6, 2025, Eisai said.|Reports the August 2025 approval and an October 6, 2025 launch.
4|K|investor-note|Biogen: the next catalyst is Aug. 31|Biogen's second-quarter call on July 31 reaffirmed the Aug. 31 goal date for the subcutaneous Leqembi application. Management expects uptake of the IV form to keep growing slowly.|A past call and a scheduled decision.
3|K|patient-forum|Sub-Q Leqembi?|Our neurologist says the shot could be approved by the end of August and we might switch in the autumn. Has anyone been on it in the open-label extension?|A conditional plan.
""",
    ),
    # ---------------------------------------------------------------- climate bulletins
    Q(
        "ll-nsidc-arctic-max-2025",
        "Will NSIDC report that the 2025 Arctic sea ice maximum extent was the lowest in the satellite record?",
        "Resolves YES if by March 31, 2025 NSIDC announces that the 2025 annual maximum Arctic sea ice extent was the lowest since satellite records began in 1979. Resolves NO otherwise.",
        "2025-03-10",
        "2025-03-31",
        1,
        "climate",
        """
5|K|bulletin|Arctic Sea Ice News: February 2025 in review|Arctic sea ice extent for February averaged 13.75 million square kilometres, the lowest February in the satellite record. The annual maximum usually comes in early to mid March, and NSIDC will announce it in late March.|Earlier data and a scheduled announcement.
2|L|bulletin|Arctic sea ice sets a record-low maximum|Arctic sea ice likely reached its maximum extent for the year on March 22, 2025, at 14.33 million square kilometres, the lowest in the 47-year satellite record, NSIDC announced on March 27, 2025.|Reports the March 22, 2025 maximum and the March 27 announcement.
12|K|explainer|Why the winter maximum matters less than the September minimum|The maximum is set by the ice edge in the Bering, Okhotsk and Barents seas, which swings with the winds. It says less about thick multi-year ice than the minimum does.|An explainer with no dates; a control.
1|L|data-table|Ten lowest Arctic maximum extents|1. 2025: 14.33 million km2, March 22. 2. 2017: 14.41, March 7. 3. 2018: 14.47, March 17. Updated 2025-03-27.|A table dated March 27, 2025 ranks the 2025 maximum first.
4|K|forecast-note|Will 2025 set a new low maximum?|Extent is tracking below 2017, the record year. If it fails to climb above 14.41 million square kilometres before the seasonal turn, usually around mid-March, 2025 would set the record.|A conditional forecast.
3|L|news-report|Global sea ice at a record low for February|Combined Arctic and Antarctic ice was the lowest for any February, Copernicus said on 6 March 2025, and the Arctic went on to set a record-low winter maximum on 22 March 2025.|Reports a March 22, 2025 event after the cutoff.
""",
    ),
    Q(
        "ll-mauna-loa-co2-may-2024",
        "Will NOAA report a May 2024 monthly mean CO2 concentration at Mauna Loa above 425 ppm?",
        "Resolves YES if NOAA's Global Monitoring Laboratory reports, by June 15, 2024, a May 2024 monthly mean CO2 at Mauna Loa above 425.0 ppm. Resolves NO otherwise.",
        "2024-05-28",
        "2024-06-15",
        1,
        "climate",
        """
6|K|data-page|Daily CO2 at Mauna Loa|May 20, 2024: 426.6 ppm. May 19, 2024: 426.0 ppm. One year ago: 423.8 ppm. Monthly means are posted in the first week of the following month.|Earlier daily readings and a posting schedule.
2|L|press-release-summary|CO2 peak hits a record, with one of the biggest jumps on record|NOAA and Scripps said on June 6, 2024 that carbon dioxide at Mauna Loa averaged 426.90 ppm in May 2024, NOAA's figure, up about 3.5 ppm on May 2023.|Reports the June 6, 2024 announcement.
12|K|explainer|Why CO2 peaks in May|Northern Hemisphere plants draw down CO2 from late spring, so the yearly peak at Mauna Loa usually falls in May. Last year's May mean was about 424.0 ppm.|An explainer with earlier data; a control.
1|L|data-table|Monthly mean CO2, Mauna Loa (ppm)|2024-04: 426.57. 2024-05: 426.90. 2024-06: 426.91. Last updated 2024-07-05.|A table reports monthly values posted after the cutoff.
4|K|forecast|Met Office CO2 forecast for 2024|The Met Office forecasts the May 2024 monthly mean at Mauna Loa at about 426.6 ppm, with a range of roughly 425.8 to 427.4 ppm.|A forecast of a future figure.
3|K|news-preview|El Nino adds to the CO2 rise|The 2023-24 El Nino has cut how much carbon tropical forests take up, scientists say. NOAA and Scripps will announce the May peak in early June.|A scheduled announcement.
""",
    ),
    Q(
        "ll-cpc-la-nina-oct-2025",
        "Will NOAA's Climate Prediction Center declare La Nina conditions in its ENSO diagnostic discussion of October 9, 2025?",
        "Resolves YES if the CPC ENSO diagnostic discussion issued on October 9, 2025 sets the ENSO Alert System status to La Nina Advisory. Resolves NO otherwise.",
        "2025-09-25",
        "2025-10-09",
        1,
        "climate",
        """
14|K|enso-discussion|ENSO diagnostic discussion, September 2025|ENSO Alert System Status: La Nina Watch. ENSO-neutral conditions are present. La Nina is favored to emerge during September-November 2025 (71% chance). The next ENSO diagnostic discussion is scheduled for 9 October 2025.|A watch and a scheduled update.
2|L|enso-discussion|ENSO diagnostic discussion, October 2025|Issued 9 October 2025. ENSO Alert System Status: La Nina Advisory. La Nina conditions emerged in September 2025, as shown by below-average sea surface temperatures across the central and east-central equatorial Pacific, and are favored to continue through December-February.|A discussion dated October 9, 2025 reports the declaration.
6|K|blog-post|ENSO blog: the watch is on|Nino-3.4 was about -0.5C for the last week of August. For La Nina to be declared, the monthly index has to reach that threshold and be expected to stay there, with the atmosphere responding too.|Earlier data and the criteria; no date after the cutoff.
1|L|news-report|La Nina arrives as shutdown idles much of NOAA|NOAA forecasters declared La Nina on Oct. 9, 2025, more than a week into a federal government shutdown that began on October 1, 2025, and expect the weak event to last into early 2026.|Reports the October 9, 2025 declaration and the October 1 shutdown.
4|L|seasonal-outlook|Winter outlook: La Nina tilts the odds|With La Nina declared in October 2025, NOAA's winter outlook leans towards a drier-than-average southern tier and a wetter Ohio Valley from December through February.|Reports the October 2025 declaration as done.
3|K|agency-bulletin|Climate driver update|The tropical Pacific is ENSO-neutral; some models suggest La Nina thresholds could briefly be reached in spring. The next update is due on 7 October 2025.|A forecast and a scheduled update.
""",
    ),
    # ---------------------------------------------------------------- hurricanes and cyclones
    Q(
        "ll-hilary-california-warning-2023",
        "Will the US National Hurricane Center issue a tropical storm warning for any part of California's coast by August 31, 2023?",
        "Resolves YES if between August 10 and August 31, 2023 the NHC issues a tropical storm warning covering any stretch of the California coast. Resolves NO otherwise.",
        "2023-08-10",
        "2023-08-31",
        1,
        "weather",
        """
8|K|tropical-outlook|Eastern North Pacific outlook|An area of low pressure could form well south of Mexico next week. Formation chance through 7 days: 40 percent. Interests in southern Mexico should monitor its progress.|A forecast; no date after the cutoff.
2|L|public-advisory|Hurricane Hilary Advisory|1100 AM PDT Fri Aug 18 2023. A Tropical Storm Warning is in effect for the California coast from the Mexico border to Point Mugu, including Catalina Island. This is the first such warning ever issued for southern California. Maximum sustained winds near 145 mph.|An advisory dated August 18, 2023 reports the warning in effect.
12|K|climatology|Tropical storms in California: a short history|The only tropical storm known to have come ashore in California hit near Long Beach in September 1939. Remnants of eastern Pacific storms bring rain every few years, but the NHC has never issued a tropical storm warning for the state.|Historic facts; a control.
1|L|news-report|Hilary drenches Southern California|Tropical Storm Hilary crossed into California on Aug. 20, 2023, after making landfall in Baja California, dumping more than 5 inches of rain on parts of the San Bernardino Mountains and flooding streets in Palm Springs.|Reports August 20, 2023 events.
4|K|news-report|Dora's winds fanned the Maui fires, forecasters say|Hurricane Dora passed far south of Hawaii on Aug. 8, but the pressure gradient it strengthened drove the winds that fed the Lahaina fire. Forecasters expect an active eastern Pacific through the rest of August.|Earlier facts and a forecast.
3|L|correction|Is California ready for a tropical storm?|County officials say their flood plans assume an atmospheric river, not a hurricane remnant. Correction, Aug. 21, 2023: an earlier version of this article said the NHC had never issued a tropical storm warning for California; it issued one for Hilary on Aug. 18, 2023.|A correction reports the August 18, 2023 warning.
""",
    ),
    Q(
        "ll-alfred-qld-crossing-2025",
        "Will Tropical Cyclone Alfred cross the southeast Queensland coast as a tropical cyclone by March 10, 2025?",
        "Resolves YES if the Bureau of Meteorology reports that Alfred's centre crossed the coast between Double Island Point and the Gold Coast at tropical cyclone strength (Category 1 or above) by March 10, 2025. Crossing as a tropical low, or not crossing, resolves NO.",
        "2025-03-01",
        "2025-03-10",
        0,
        "weather",
        """
3|K|technical-bulletin|Tropical Cyclone Alfred: technical bulletin|Alfred is a Category 4 system in the central Coral Sea, moving slowly south. Most guidance keeps it well offshore for the next three days; a turn towards the southeast Queensland coast later next week cannot be ruled out.|A forecast; nothing after the cutoff reported.
1|L|cyclone-advice|Ex-Tropical Cyclone Alfred crosses the coast|Issued 9 March 2025. Alfred weakened to a tropical low late on Saturday 8 March 2025 and its centre crossed the coast over Bribie Island overnight. Damaging winds and heavy rain continue for southeast Queensland and northeast New South Wales.|Reports the March 8, 2025 weakening and crossing.
8|K|climatology|When did a cyclone last cross near Brisbane?|No tropical cyclone has crossed the coast this far south in Queensland since 1974, the Bureau says, though ex-cyclones such as Oswald in 2013 have brought major floods.|Historic facts; a control.
2|L|news-report|Hundreds of thousands without power as Alfred lingers|About 300,000 homes in southeast Queensland had no electricity on March 8, 2025, as the slow-moving system stalled off the coast before weakening, the network operator said.|Reports March 8, 2025 outages.
5|K|local-news|Councils stock sandbags as Alfred drifts|Gold Coast and Moreton Bay councils opened sandbag depots on Friday, Feb. 28, as a precaution. If Alfred turns towards the coast, a cyclone watch would normally be issued about 48 hours before gales arrive.|Precautions and a conditional.
4|K|model-discussion|Alfred track: ensemble spread is huge|About a third of the European ensemble members bring Alfred to the coast between Fraser Island and the Gold Coast around March 6-8, the rest keep it offshore. It would likely be weakening over cooler water by then.|A forecast with future dates.
""",
    ),
    Q(
        "ll-atlantic-cat5-sept-2023",
        "Will an Atlantic hurricane reach Category 5 intensity in September 2023?",
        "Resolves YES if the NHC reports that any Atlantic tropical cyclone reached maximum sustained winds of at least 157 mph between September 1 and September 30, 2023. Resolves NO otherwise.",
        "2023-08-27",
        "2023-09-30",
        1,
        "weather",
        """
5|K|tropical-outlook|Atlantic tropical weather outlook|Franklin is strengthening north of the Dominican Republic. A disturbance near the Yucatan Peninsula has a high chance of becoming a tropical depression in the next two days and could threaten Florida's Gulf coast by midweek.|A forecast; no date after the cutoff.
2|L|season-summary|2023 Atlantic hurricane season summary|Hurricane Lee strengthened into a Category 5 with 165 mph winds on September 8, 2023, about a day after becoming a hurricane, one of the fastest intensifications on record in the Atlantic. Idalia struck Florida's Big Bend as a Category 3 on Aug. 30, 2023.|Reports September 8 and August 30, 2023 events.
12|K|seasonal-outlook|NOAA raises its hurricane forecast|On Aug. 10 NOAA raised its forecast to 14-21 named storms, 6-11 hurricanes and 2-5 major hurricanes, citing record-warm Atlantic waters despite El Nino. The season's peak comes around Sept. 10.|An earlier forecast and a climatological date.
1|L|tropical-cyclone-update|Hurricane Idalia Tropical Cyclone Update|745 AM EDT Wed Aug 30 2023. Idalia has made landfall near Keaton Beach, Florida, with maximum sustained winds estimated near 125 mph.|An update dated August 30, 2023 reports a landfall after the cutoff.
4|K|climatology|How often does September bring a Category 5?|Category 5 storms have occurred in most Atlantic seasons since 2016, most often in September, when the ocean is warmest. Whether 2023's hot Atlantic or El Nino's wind shear wins out will decide the rest of the season.|A climatology note and an open question.
3|L|forecast-discussion|Hurricane Franklin forecast discussion|Franklin is forecast to become a major hurricane by Monday as it moves north towards Bermuda, and should pass west of the island on Tuesday. Post-storm note: Franklin peaked at Category 4 with 150 mph winds on Aug. 28, 2023.|A note appended to a forecast reports an August 28, 2023 peak.
""",
    ),
    # ---------------------------------------------------------------- earthquakes
    Q(
        "ll-usgs-m8-by-july-2025",
        "Will the USGS record an earthquake of magnitude 8.0 or greater anywhere in the world by July 31, 2025?",
        "Resolves YES if between January 1 and July 31, 2025 (UTC) the USGS catalogue lists an event of magnitude 8.0 or greater. Resolves NO otherwise.",
        "2025-07-02",
        "2025-07-31",
        1,
        "earthquakes",
        """
9|K|event-page|M 7.7 - 2025 Mandalay, Burma (Myanmar) Earthquake|Origin time 2025-03-28 06:20 UTC. Strike-slip faulting on the Sagaing Fault. PAGER alert level: red for estimated fatalities. The largest earthquake of 2025 so far.|An earlier event; a control.
2|L|event-page|M 8.8 - 2025 Off the East Coast of the Kamchatka Peninsula, Russia|Origin time 2025-07-29 23:24 UTC. Tsunami warnings were issued for coasts around the Pacific. The event is among the ten largest earthquakes ever recorded by instruments.|An event page reports a July 29, 2025 earthquake.
14|K|base-rate|How often do M8 earthquakes happen?|Globally there is roughly one earthquake of magnitude 8 or greater a year on average, but with long gaps: after three in 2021, none occurred in 2022, 2023 or 2024.|A base rate with earlier dates only.
1|L|news-report|Tsunami reaches Hawaii and Japan after Kamchatka quake|Waves of more than a metre were recorded in Hawaii after the magnitude 8.8 earthquake off Kamchatka on July 30, 2025, local time, prompting evacuations from Japan to Chile; damage outside Russia was limited.|Reports July 30, 2025 events.
4|K|aftershock-forecast|Aftershock forecast: M 7.7 Burma (Myanmar)|Over the next year, starting 2025-06-28, the chance of an aftershock of magnitude 7 or larger is about 2 percent. This forecast will be updated on 2025-07-28.|A forecast with future dates.
3|L|earthquake-list|Significant earthquakes, past 30 days|M 8.8, off the east coast of Kamchatka, 2025-07-29. M 7.4, off the east coast of Kamchatka, 2025-07-20.|A list reports earthquakes after the cutoff.
""",
    ),
    Q(
        "ll-jma-megaquake-advisory-2024",
        "Will the Japan Meteorological Agency issue Nankai Trough Earthquake Extra Information (a Megaquake Advisory or Warning) by August 31, 2024?",
        "Resolves YES if between July 25 and August 31, 2024 JMA issues Nankai Trough Earthquake Extra Information of the Megaquake Advisory or Megaquake Warning type. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-31",
        1,
        "earthquakes",
        """
12|K|explainer|What the Nankai Trough 'extra information' is|Since 2019 JMA can issue a Megaquake Warning or a Megaquake Advisory if something unusual happens along the trough, such as an M7 quake near its edge. None has ever been issued. The government puts the chance of an M8-9 Nankai quake within 30 years at 70-80%.|Rules and earlier facts; a control.
2|L|agency-bulletin|Nankai Trough Earthquake Extra Information (Megaquake Advisory)|Issued on the evening of 8 August 2024 after an M7.1 earthquake in the Hyuganada Sea. The probability of a large earthquake is higher than usual; residents should check evacuation plans and supplies for about one week.|A bulletin dated August 8, 2024 reports the advisory.
1|L|news-report|Japan ends its first 'megaquake' advisory after a week|The government said on August 15, 2024 that the special call for vigilance along the Nankai Trough had ended, a week after the first such advisory, though it urged people to keep emergency supplies at hand.|Reports the August 15, 2024 end.
6|K|travel-advice|Obon travel peak expected Aug. 10-18|Rail operators expect bookings on shinkansen lines to peak between August 10 and 18, 2024. Pacific coast prefectures remind visitors to check local hazard maps before beach trips.|A travel forecast and general advice.
3|L|news-report|Kishida cancels Central Asia trip over quake advisory|Prime Minister Fumio Kishida called off a visit to Kazakhstan, Uzbekistan and Mongolia on August 9, 2024, a day after the advisory, to stay in Tokyo.|Reports an August 9, 2024 decision.
9|K|drill-notice|Prefectural tsunami drill on Sept. 1|Kochi Prefecture holds its annual evacuation drill on Disaster Prevention Day, September 1, 2024. If a real advisory is in force that day, the drill will give way to actual measures.|A scheduled drill and a conditional.
""",
    ),
]
