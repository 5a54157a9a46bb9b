# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold66` held-out part of the leak set, read by `build_hold66.py`.

Technology and AI: model releases, benchmarks and leaderboards, chip launches, app-store and
platform policy, developer conferences and open-source releases, written as company blogs,
changelogs, release notes, tech press, forum and social posts and wiki pages. Each question's
documents are one line each in a string, fields separated by `|` (days before the cutoff it is
published, label L=leak / K=keep, style, title, text, why), or tuples of the same fields where a
text holds a table. Written blind as a held-out part; see `build_hold66.py` and the part's README
section in `tests/data/leak_set/README.md`. The events are real; the wording is invented and
the figures are from memory.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "r7-ios-174-dma-2024",
        "Will Apple release iOS 17.4 to the public by March 7, 2024, the Digital Markets Act compliance deadline?",
        "Resolves YES if Apple makes iOS 17.4 generally available to iPhone users on or before March 7, 2024. Betas and release candidates do not count. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-07",
        1,
        "platform_policy",
        """
26|K|company-blog|Apple announces changes to iOS, Safari and the App Store in the European Union|Apple said on January 25, 2024 that developers in the EU will be able to distribute apps through alternative marketplaces starting with iOS 17.4, which it expects to ship in March 2024. The first beta of iOS 17.4 is available to developers today.|Announcement before the cutoff of a release expected later.
3|L|tech-press|iOS 17.4 is out with alternative app stores, new emoji and a Podcasts transcript feature|Apple pushed iOS 17.4 to everyone on Tuesday, March 5, 2024, two days ahead of the EU's deadline. Users in the 27 member states now see a browser choice screen the first time they open Safari.|Reports the March 5, 2024 public release as done.
9|K|forum-post|Beta 4 thoughts: web apps gone in EU?|Installed 17.4 beta 4 in Germany and my home-screen web apps now open as plain Safari tabs. If this sticks when the final build lands in early March I'm going to lose my notifications from two PWAs. Anyone filed a Feedback yet?|A user's report about a beta, with the final release still ahead.
1|K|release-notes|iOS 17.4 beta 4 (21E5200d) - release notes|This update introduces support for alternative app marketplaces for users in the EU. Known issue: Screen Time may not apply limits to apps installed from marketplaces. The final release will be made available at a later date.|Beta notes with the release still pending.
5|L|tech-press|Apple backs down on removing web apps in the EU|Apple reversed course on March 1, 2024, saying home screen web apps will keep working in the EU under iOS 17.4 as before, built on WebKit. The company had said in February that it would drop them.|Reports a reversal dated March 1, 2024, after the cutoff.
14|K|wiki-page|iOS 17 - version history|17.4 (beta): introduces EU-only app marketplace support, a new Podcasts transcript feature and Stolen Device Protection options. Expected release: March 2024, ahead of the Digital Markets Act obligations that apply from 7 March 2024.|A version history entry for a release still in beta, with an expected month.
""",
    ),
    Q(
        "r7-kde-plasma6-feb-2024",
        "Will KDE release Plasma 6.0 by February 29, 2024?",
        "Resolves YES if the KDE community publishes the stable Plasma 6.0 release (not a beta or release candidate) on or before February 29, 2024. Resolves NO otherwise.",
        "2024-02-10",
        "2024-02-29",
        1,
        "open_source",
        """
18|K|mailing-list|Plasma 6 RC2 tagged|Hi all, RC2 tarballs are up. Remember the hard freeze; only regression fixes from now on. Final tagging is scheduled for Feb 21 so packagers have a week before the megarelease on 2024-02-28.|A release schedule with future dates.
2|L|company-blog|KDE's 6th Megarelease|Today, 28 February 2024, KDE releases Plasma 6, Frameworks 6 and Gear 24.02 together. Wayland is now the default session, and the new floating panel is on by default.|Announces the February 28, 2024 release as done.
7|K|tech-press|KDE Plasma 6 is almost here: what changes for you|The desktop moves to Qt 6 and makes Wayland the default session. KDE has set February 28, 2024 as the date for the combined release of Plasma, Frameworks and Gear, and distributions such as KDE neon and Fedora are expected to follow within weeks.|A preview with a set release date.
1|L|forum-post|Re: Plasma 6 on Arch - anyone upgraded yet?|Pulled it from the repos the morning of Feb 29, 2024 and the upgrade went fine, apart from my old global theme breaking. Day one of 6.0 and it's honestly smoother than 5.27.|A forum post reporting use of the released version on February 29, 2024.
12|K|wiki-page|KDE Plasma 6|Plasma 6 is the upcoming major version of the KDE Plasma desktop, ported to Qt 6. The Alpha was published in November 2023, the Beta in December 2023 and the first release candidate on 10 January 2024. The final release is planned for 28 February 2024.|Past milestones and a planned date.
4|L|changelog|Plasma 6.0.1 changelog|Bugfix release following the 6.0 megarelease of February 28, 2024: fixes a crash in KWin when unplugging a monitor and restores the missing wallpaper slideshow settings. Released 2024-03-05.|A changelog reporting a later point release and the February 28 release.
""",
    ),
    Q(
        "r7-debian12-bookworm-2023",
        'Will Debian 12 "bookworm" be released as the new stable distribution by June 15, 2023?',
        "Resolves YES if the Debian project announces the release of Debian 12 (bookworm) as stable on or before June 15, 2023. Resolves NO otherwise.",
        "2023-05-25",
        "2023-06-15",
        1,
        "open_source",
        """
20|K|mailing-list|bookworm release date|The release team has agreed on a date: we intend to release bookworm on 10 June 2023. The full freeze continues until then; please do not upload anything to unstable that you would want to see in bookworm without talking to us first.|A stated intention for a future date.
3|L|company-blog|Debian 12 "bookworm" released|After 1 year, 9 months and 28 days of development, the Debian project is proud to present its new stable version 12, released on June 10, 2023. It ships Linux kernel 6.1 and, for the first time, includes non-free firmware on the official installation images.|Reports the June 10, 2023 release as done.
8|K|tech-press|Debian 12 is coming in June with non-free firmware on the installer|The big change for Debian 12 follows last autumn's general resolution: the official images will include non-free firmware packages. Release is planned for Saturday, June 10, 2023.|A preview with a planned date.
1|L|social-post|debian mirror ops|Mirrors survived bookworm day. Peak was on 11 June 2023, the morning after release, at roughly 3x normal traffic. Thanks to everyone who helped during the release party on the 10th.|Reports the release and traffic after the cutoff.
13|K|wiki-page|DebianBookworm|Debian 12 (bookworm) is the next release. Testing entered hard freeze on 2023-03-12. Release: planned for 2023-06-10. Debian 11 (bullseye) will move to oldstable when bookworm is released.|A release wiki page with a planned date.
""",
    ),
    Q(
        "r7-midjourney-v6-2023",
        "Will Midjourney release version 6 of its image model by December 31, 2023?",
        "Resolves YES if Midjourney makes a model labelled V6 (including an alpha) available to its subscribers on or before December 31, 2023. Resolves NO otherwise.",
        "2023-12-05",
        "2023-12-31",
        1,
        "model_releases",
        """
11|K|social-post|Office hours notes (unofficial)|From today's office hours: David says V6 training is going well but they want it "really good" before shipping, so probably not November now. He still thinks before Christmas is realistic. No promises.|Notes on a hoped-for date with nothing released.
2|L|tech-press|Midjourney V6 is here, and it can finally spell|Midjourney turned on V6 for subscribers as an alpha on December 21, 2023. Prompts need to be more literal than before, the company warned, but in-image text rendering is noticeably better.|Reports the December 21, 2023 alpha release as done.
6|K|forum-post|When is V6 coming out?|Every week it's "next week". Last I heard in the Discord they're aiming for the week of December 18, 2023. I'll believe it when /settings shows it.|A forum post about an expected release.
1|L|changelog|Midjourney updates - V6 Alpha|Dec 21 2023: V6 alpha is available by typing --v 6 or picking it in /settings. Upscalers and pan are not yet supported on V6; we expect to add them in a few weeks.|A changelog entry reporting the December 21, 2023 release.
22|K|newsletter|The week in generative images|Midjourney V5.2 arrived in June with zoom-out. The company has said V6 is next and that it will improve prompt following; a date has not been set, though founder David Holz has mentioned the end of the year.|Earlier facts and an unset date.
""",
    ),
    Q(
        "r7-quest3-ship-2023",
        "Will the Meta Quest 3 headset ship to customers by October 31, 2023?",
        "Resolves YES if Meta begins delivering or selling the Meta Quest 3 at retail to customers on or before October 31, 2023. Preorders alone do not count. Resolves NO otherwise.",
        "2023-09-25",
        "2023-10-31",
        1,
        "hardware",
        """
20|K|tech-press|Meta Quest 3 hands-on: sharper, slimmer, mixed reality first|Meta showed the Quest 3 on June 1 with a starting price of $499. Full details, including the ship date, are expected at Connect on September 27-28, 2023.|A past announcement and a scheduled event.
2|L|company-blog|Meta Quest 3: available now|Starting today, October 10, 2023, Meta Quest 3 is available at retailers and on meta.com, with the 128GB model at $499.99 and 512GB at $649.99.|Reports the October 10, 2023 retail launch.
5|K|forum-post|Connect predictions thread|My guesses for the keynote: Quest 3 preorders open the same day, ships mid-October, Ray-Ban glasses get a refresh. If it slips past Black Friday I'll just buy a Quest 2 on sale.|Forecasts before a scheduled event.
1|L|liveblog|Meta Connect 2023 keynote liveblog|Sept. 27, 2023, 10:12 a.m.: Zuckerberg confirms Quest 3 preorders are open now and the headset ships October 10. 10:31 a.m.: the new Ray-Ban Meta glasses are announced at $299.|A liveblog of the September 27, 2023 keynote, after the cutoff.
9|K|press-release|Meta Connect returns September 27-28|Meta Connect 2023 will take place in person at Meta's Menlo Park campus on September 27 and 28, 2023, with the keynote streamed live. Sessions will cover mixed reality, AI and the wearables lineup.|An event announcement with future dates.
4|L|reddit-thread|Quest 3 delivered early?|Got mine from Best Buy on Oct 10 2023 and the pancake lenses are a big step up. The passthrough is still grainy in low light though.|A user reports delivery on October 10, 2023.
""",
    ),
    Q(
        "r7-ms-maia-ignite-2023",
        "Will Microsoft unveil a custom AI accelerator chip at its Ignite 2023 conference (November 15-16, 2023)?",
        "Resolves YES if Microsoft announces its own AI accelerator chip during Ignite 2023, November 15-16, 2023. Resolves NO otherwise.",
        "2023-11-01",
        "2023-11-16",
        1,
        "chips",
        """
12|K|tech-press|Microsoft's long-rumored AI chip could debut next month|Microsoft has been working on an AI chip code-named Athena since 2019, according to reports earlier this year. People familiar with the matter say it may be shown at Ignite, which runs November 15-16, 2023 in Seattle.|A report of a possible future announcement.
3|L|company-blog|Introducing Azure Maia 100 and Azure Cobalt 100|At Ignite on November 15, 2023 we announced two chips designed in-house: Azure Maia 100, an AI accelerator for training and inference, and Azure Cobalt 100, an Arm-based CPU for general cloud workloads. Both will roll out in our datacenters early next year.|Reports the November 15, 2023 announcement as done.
6|K|newsletter|Ignite week ahead|Things to watch at Ignite 2023: Copilot for Microsoft 365 pricing, Fabric general availability and, if the rumors are right, Microsoft's first in-house AI silicon. The keynote starts at 9 a.m. PT on Nov. 15, 2023.|A preview of a scheduled keynote.
1|L|tech-press|Microsoft joins Google and Amazon with its own AI chip|Microsoft unveiled the Maia 100 on Wednesday, Nov. 15, 2023, a 105-billion-transistor chip built on TSMC's 5nm process. OpenAI provided feedback on the design, the company said.|Reports the November 15, 2023 unveiling.
9|K|hn-thread|Ask HN: does Microsoft actually have an AI chip?|They have had an in-house team for years, and the job postings are public. Whether they show anything at Ignite is another question; I'd bet on a slide with no availability date.|Speculation about a future event.
""",
    ),
    Q(
        "r7-ai-overviews-us-2024",
        "Will Google make AI-generated overviews available to all Search users in the United States by May 31, 2024?",
        "Resolves YES if Google rolls out AI Overviews (formerly the Search Generative Experience) to signed-in and signed-out Search users in the US, outside Search Labs, on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-01",
        "2024-05-31",
        1,
        "dev_conferences",
        """
21|K|tech-press|A year in, Google's AI search is still an experiment|The Search Generative Experience has been available only to people who opt in through Search Labs since May 2023. Google has hinted that a broader launch could come at I/O, which opens on May 14, 2024 at Shoreline Amphitheatre.|Past facts and a scheduled event.
2|L|company-blog|Generative AI in Search: let Google do the searching for you|Starting today, May 14, 2024, AI Overviews are rolling out to everyone in the U.S., with more countries coming soon. We expect to bring them to over a billion people by the end of the year.|Reports the May 14, 2024 rollout as done.
8|K|newsletter|I/O 2024 bingo card|Gemini in everything, a new Pixel tease and probably some form of SGE for all. Keynote Tuesday, May 14, 2024, 10 a.m. PT; we'll have a liveblog from the first minute.|Predictions before a scheduled keynote.
1|L|tech-press|Google defends AI Overviews after glue-on-pizza answers go viral|In a post on May 30, 2024, Google's head of Search said the company had made more than a dozen technical fixes to AI Overviews, including limiting satire and user-generated content in answers about health.|Reports a May 30, 2024 response, after the cutoff, to a feature already launched.
5|K|forum-post|SGE finally on my account?|It showed up for me on a Workspace account, but only because I joined Labs back in the autumn. No sign of it for my family. I'll check again after the I/O keynote.|A user's report on an opt-in test, with the event still ahead.
12|L|social-post|Search Liaison|If you're in the US you should now be seeing AI Overviews at the top of some results. It went out to everyone on 14 May 2024. Feedback welcome, we're reading it all.|A post reporting the May 14, 2024 rollout.
""",
    ),
    Q(
        "r7-gemma2-weights-2024",
        "Will Google release Gemma 2 model weights by June 30, 2024?",
        "Resolves YES if Google publishes downloadable weights for at least one Gemma 2 model on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-05",
        "2024-06-30",
        1,
        "model_releases",
        """
21|K|company-blog|Gemma: new models and a look at what's next|At I/O on May 14 we shared a preview of Gemma 2, a new generation of open models. A 27-billion-parameter model is coming in the next few weeks, designed to run on a single TPU host or GPU.|A past announcement and an unset future release.
3|L|company-blog|Gemma 2 is now available to researchers and developers|On June 27, 2024 we released Gemma 2 in 9B and 27B sizes. Weights can be downloaded from Kaggle and Hugging Face under the Gemma license, and the models are available in Google AI Studio today.|Reports the June 27, 2024 release as done.
9|K|reddit-thread|Gemma 2 27B when?|They said "June 2024" on stage at I/O. Someone from the team on X said the release is close but wouldn't give a date. Meanwhile Llama 3 70B is what I'm running.|Speculation about a future release.
1|L|tech-press|Google's Gemma 2 27B tops open models on the Chatbot Arena|A week after its release on June 27, 2024, Gemma 2 27B placed above Llama 3 70B on LMSYS's leaderboard, according to rankings posted on July 4, 2024.|Reports the June 27 release and a July 4, 2024 ranking.
14|K|docs-page|Gemma models overview|Gemma is a family of lightweight open models. Current versions: Gemma (2B, 7B), CodeGemma and RecurrentGemma. Gemma 2 (9B, 27B): coming soon.|A docs page listing an unreleased model.
""",
    ),
    Q(
        "r7-claude35-june-2024",
        "Will Anthropic release a model named Claude 3.5 by June 30, 2024?",
        "Resolves YES if Anthropic makes a model whose name includes 'Claude 3.5' available to the public through its apps or API on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-05",
        "2024-06-30",
        1,
        "model_releases",
        """
28|K|tech-press|Anthropic's Claude 3 Opus edges out GPT-4 on Arena|Claude 3 Opus, released on March 4 alongside Sonnet and Haiku, briefly took the top spot on the LMSYS leaderboard. Anthropic has said it plans frequent updates to the model family over the coming months.|Past events and a vague plan.
2|L|company-blog|Introducing Claude 3.5 Sonnet|Today, June 20, 2024, we're launching Claude 3.5 Sonnet, the first release in our Claude 3.5 model family. It outperforms Claude 3 Opus on a wide range of evaluations at the speed and cost of our mid-tier model.|Reports the June 20, 2024 release as done.
10|K|forum-post|Anthropic next model predictions|Opus is three months old now. My bet is a 3.5 by end of summer, with Haiku first because that's cheapest to train. If anything ships before July 1, 2024 I'd be surprised.|A forecast about a future release.
1|L|changelog|Claude API - model updates|2024-06-20: Added claude-3-5-sonnet-20240620, priced at $3 per million input tokens and $15 per million output tokens. Artifacts is available as a preview feature in Claude.ai.|A changelog entry reporting the June 20, 2024 model release.
6|K|newsletter|AI this week|Anthropic hired a former OpenAI safety lead and opened a Claude.ai EU launch in May. Still no word on the next model; the company's docs continue to list Claude 3 Opus as its most capable.|Earlier facts and no release.
4|L|hn-thread|Claude 3.5 Sonnet (anthropic.com)|Top comment: Been using it since it dropped on Thursday, June 20, 2024, and it's better than Opus at refactoring for a fifth of the price. Artifacts is a nice touch.|A comment reporting the June 20, 2024 release.
""",
    ),
    Q(
        "r7-gpt4o-voice-june-2024",
        "Will OpenAI roll out GPT-4o's new voice mode to ChatGPT Plus users by June 30, 2024?",
        "Resolves YES if OpenAI makes the new GPT-4o-based voice mode shown on May 13, 2024 available to at least some ChatGPT Plus users (an alpha counts) on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-15",
        "2024-06-30",
        0,
        "model_releases",
        """
30|K|company-blog|Hello GPT-4o|Today, May 16 update: text and image capabilities of GPT-4o are rolling out in ChatGPT. We'll roll out a new version of Voice Mode with GPT-4o in alpha within ChatGPT Plus in the coming weeks.|A stated plan for a future rollout.
3|L|social-post|OpenAI|We had planned to start rolling out the advanced Voice Mode alpha to a small group of ChatGPT Plus users in late June, but need one more month to reach our bar to launch. Posted June 25, 2024.|Reports a June 25, 2024 delay announcement.
9|K|forum-post|Voice mode still the old one?|Updated the app today and the voice is still the old pipeline with the delay. OpenAI said "coming weeks" on May 13. Does anyone have the new one?|A user notes the feature is not out yet.
1|L|tech-press|ChatGPT's advanced voice mode finally reaches some users|OpenAI began giving a small group of Plus subscribers access to the GPT-4o voice mode on July 30, 2024, more than a month after its original target, and said all Plus users would have it by the fall.|Reports the July 30, 2024 alpha, after the cutoff.
20|K|tech-press|OpenAI pauses 'Sky' voice after Johansson objections|OpenAI said on May 19 it was pausing the use of one of its ChatGPT voices while it addressed questions about how it was chosen. The new real-time voice mode has not launched yet.|A past event before the cutoff.
6|K|newsletter|What's left from the GPT-4o demo|Screen-sharing, live video and the emotive voice were all shown on stage. OpenAI told Plus users the voice alpha should start by late June 2024, with a wider rollout over the following months.|A plan with a future date.
""",
    ),
    Q(
        "r7-gemini-people-images-2024",
        "Will Google re-enable Gemini's generation of images of people by March 31, 2024?",
        "Resolves YES if, after its February 22, 2024 pause, Google restores the ability of the Gemini app to generate images of people for general users on or before March 31, 2024. Resolves NO otherwise.",
        "2024-03-10",
        "2024-03-31",
        0,
        "platform_policy",
        """
16|K|company-blog|Gemini image generation got it wrong. We'll do better.|We've paused image generation of people in Gemini while we work on an improved version. The feature was tuned to show a range of people but failed to account for cases that should clearly not show a range.|A past pause with no date for its end.
4|L|tech-press|Google brings back Gemini images of people, months after pause|Google said on August 28, 2024 that Gemini Advanced users can again generate images of people, using its new Imagen 3 model, more than six months after it pulled the feature.|Reports the August 28, 2024 return, after the cutoff.
12|K|tech-press|DeepMind's Hassabis: people images back 'in the next few weeks'|Speaking at Mobile World Congress in Barcelona on February 26, Demis Hassabis said the feature should be back online in a few weeks. He did not give a date.|A past statement about an unset future date.
1|K|forum-post|Still getting the "we're working on it" message|March 9 and Gemini still refuses any prompt with a person in it, even "a firefighter". Guess "a few weeks" means more than a few.|A post on the pause continuing before the cutoff.
7|L|wiki-page|Gemini (chatbot) - image generation|Image generation of people was paused on 22 February 2024 after criticism of historically inaccurate images. It remained unavailable through April 2024 and was restored for paying users in August 2024 with Imagen 3.|Reports the feature's status in April 2024 and its August 2024 return.
10|K|social-post|Sundar memo excerpt|Per the internal memo shared Feb 27: "our teams have been working around the clock." Restoring the feature is the priority, with structural changes and updated launch processes to follow.|A past memo with plans and no date.
""",
    ),
    Q(
        "r7-llama32-vision-2024",
        "Will Meta release open weights for a Llama model that accepts image input by September 30, 2024?",
        "Resolves YES if Meta publishes downloadable weights for a multimodal Llama model that takes images as input on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-10",
        "2024-09-30",
        1,
        "model_releases",
        """
25|K|company-blog|Introducing Llama 3.1: our most capable models to date|Today, July 23, 2024, we're releasing Llama 3.1 405B, 70B and 8B. We're also working on multimodal capabilities that add image, video and speech recognition, which are still under development and not broadly released yet.|Past release and an undated plan.
3|L|company-blog|Llama 3.2: revolutionizing edge AI and vision with open, customizable models|At Connect on September 25, 2024, we released Llama 3.2, including small and medium-sized vision LLMs (11B and 90B) and lightweight text-only models (1B and 3B) that fit on mobile devices.|Reports the September 25, 2024 release as done.
8|K|tech-press|Meta won't offer its multimodal Llama in the EU, citing regulators|Meta said it will release a multimodal Llama model in the coming months but not to companies in the European Union, because of what it called an unpredictable regulatory environment. Connect is scheduled for September 25-26, 2024.|A stated plan and a scheduled event.
1|L|reddit-thread|Llama 3.2 11B Vision first impressions|Downloaded the weights from HF the afternoon of Sept 25, 2024. OCR on receipts is decent, charts not so much. The 90B is too big for my 2x3090 without quantizing.|A user report after the September 25, 2024 release.
12|K|newsletter|Connect 2024 preview|Expect a cheaper Quest, more on the Ray-Ban glasses and probably the next Llama. Meta has been teasing vision models since the spring; if they arrive at Connect, the keynote on Wednesday, September 25, 2024 is the likely moment.|A conditional preview of a scheduled keynote.
5|L|changelog|transformers v4.45.0|Released 2024-09-25. New model: Mllama, adding support for the Llama 3.2 Vision models published by Meta today. Also adds Qwen2-VL and Pixtral.|A library changelog reporting the September 25, 2024 release.
""",
    ),
    Q(
        "r7-snapdragon8-elite-2024",
        "Will Qualcomm announce its next flagship smartphone chip (the successor to the Snapdragon 8 Gen 3) by October 31, 2024?",
        "Resolves YES if Qualcomm officially announces the successor to the Snapdragon 8 Gen 3, under any name, on or before October 31, 2024. Resolves NO otherwise.",
        "2024-10-05",
        "2024-10-31",
        1,
        "chips",
        """
22|K|press-release|Snapdragon Summit 2024 set for October 21-23 in Maui|Qualcomm will host its annual Snapdragon Summit in Maui, Hawaii from October 21 to 23, 2024. The company has said its next mobile platform will feature its custom Oryon CPU cores.|An event schedule and a stated plan.
2|L|tech-press|Qualcomm's Snapdragon 8 Elite brings Oryon cores to phones|Qualcomm took the wraps off the Snapdragon 8 Elite on Oct. 21, 2024, dropping the "Gen 4" name it had used in leaks. It claims 45% faster CPU performance than the 8 Gen 3.|Reports the October 21, 2024 announcement as done.
9|K|forum-post|8 Gen 4 on 3nm: what we know|Leaks point to 2+6 Oryon cores at up to 4.3GHz on TSMC N3E. Xiaomi usually launches first; if the Summit reveal is October 21 we might see the Xiaomi 15 in China by end of October 2024.|A forum post with leaked specs and conditional dates.
1|L|social-post|Xiaomi|Xiaomi 15 series goes on sale in China today, October 29, 2024, the first phones powered by Snapdragon 8 Elite.|Reports a later launch on October 29, 2024 using the chip.
14|K|tech-press|Qualcomm's Arm license fight heads to trial in December|Arm sued Qualcomm in August 2022 over its use of Nuvia's designs under Qualcomm's own license; a jury trial in Delaware is set for December 16, 2024.|A later trial date, not reported as done.
4|L|wiki-page|Qualcomm Snapdragon 8 Elite|The Snapdragon 8 Elite (SM8750) is a system on a chip announced by Qualcomm on 21 October 2024 at the Snapdragon Summit. It is manufactured on TSMC's N3E process.|A wiki entry reporting the October 21, 2024 announcement.
""",
    ),
    Q(
        "r7-intel-lunar-lake-2024",
        "Will Intel launch its Core Ultra 200V (Lunar Lake) laptop processors by September 30, 2024?",
        "Resolves YES if Intel formally launches Core Ultra 200V series processors, with laptops using them announced or on sale, on or before September 30, 2024. Resolves NO otherwise.",
        "2024-08-25",
        "2024-09-30",
        1,
        "chips",
        """
20|K|tech-press|Intel sets September 3 for Lunar Lake launch in Berlin|Intel will hold a launch event for its Core Ultra 200V chips in Berlin on September 3, 2024, a few days before IFA opens. Laptops from more than 20 makers are expected.|A scheduled launch event.
3|L|company-blog|Intel launches Core Ultra 200V processors|On September 3, 2024 Intel introduced the Core Ultra 200V series, with up to 120 platform TOPS and memory on package. Systems will be available to preorder starting today and on shelves September 24.|Reports the September 3, 2024 launch as done.
11|K|newsletter|Intel's hard August|Intel said on August 1 it would cut more than 15% of its workforce and suspend its dividend. Lunar Lake is one of the few products it is counting on this year, along with Arrow Lake desktops due in October 2024.|Past facts and an expected launch.
1|L|tech-press|Lunar Lake review: Intel finally matches Apple's battery life|We tested the Asus Zenbook S 14 after the embargo lifted on 24 September 2024. It lasted more than 16 hours in our video test, well ahead of last year's Meteor Lake machines.|A review reporting events of September 24, 2024.
7|K|forum-post|Wait for Lunar Lake or buy now?|If the Sept 3, 2024 launch goes as planned, reviews should follow a few weeks later. I'd hold off unless you need a laptop before October.|Advice based on a planned date.
5|L|press-release|Correction: Core Ultra 200V availability|An earlier version of our September 3, 2024 announcement listed the Core Ultra 9 288V as available at launch. It will ship with the first systems on September 24, 2024.|A correction reporting the September 3 announcement, after the cutoff.
""",
    ),
    Q(
        "r7-top500-el-capitan-2024",
        "Will El Capitan rank first on the November 2024 TOP500 list of supercomputers?",
        "Resolves YES if El Capitan at Lawrence Livermore National Laboratory is number one on the 64th TOP500 list, published at SC24 on November 18, 2024. Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-18",
        1,
        "benchmarks",
        [
            (
                12,
                "K",
                "tech-press",
                "El Capitan is installed. Will it beat Frontier?",
                "LLNL says El Capitan is complete and running benchmarks ahead of SC24 in Atlanta, where the next TOP500 list will be released on November 18, 2024. Frontier has held the top spot since May 2022.",
                "A preview of a scheduled list.",
            ),
            (
                3,
                "L",
                "company-blog",
                "El Capitan debuts as world's fastest supercomputer",
                "The 64th TOP500 list, published November 18, 2024, ranks El Capitan first with 1.742 exaflops on HPL, ahead of Frontier at 1.353 exaflops and Aurora at 1.012 exaflops.",
                "Reports the November 18, 2024 list.",
            ),
            (
                1,
                "L",
                "wiki-page",
                "TOP500 - list history",
                "| List | Date | No. 1 | Rmax (PFlop/s) |\n|---|---|---|---|\n| 63rd | June 2024 | Frontier | 1,206 |\n| 64th | November 2024 | El Capitan | 1,742 |\n| 65th | June 2025 | El Capitan | 1,742 |",
                "A table listing the November 2024 and June 2025 lists.",
            ),
            (
                6,
                "K",
                "forum-post",
                "SC24 predictions",
                "My guess: El Capitan submits around 1.6-1.8 EF and takes #1. HPE won't say anything before the list goes out on Monday, Nov. 18, 2024, but the node count is public.",
                "A forecast before the list.",
            ),
            (
                18,
                "K",
                "press-release",
                "SC24 comes to Atlanta November 17-22",
                "The International Conference for High Performance Computing, Networking, Storage and Analysis will be held at the Georgia World Congress Center from November 17 to 22, 2024. The TOP500 list will be announced during the opening session.",
                "A conference schedule.",
            ),
            (
                2,
                "L",
                "social-post",
                "LLNL",
                "Officially #1! El Capitan hit 1.742 exaFLOPS and tops the TOP500 announced today at #SC24 - Nov 18 2024. Huge thanks to our partners at HPE and AMD.",
                "A post reporting the November 18, 2024 result.",
            ),
        ],
    ),
    Q(
        "r7-top500-aurora-2024-06",
        "Will Aurora rank first on the June 2024 TOP500 list of supercomputers?",
        "Resolves YES if Aurora at Argonne National Laboratory is number one on the 63rd TOP500 list, released at ISC High Performance on May 13, 2024. Resolves NO otherwise.",
        "2024-04-25",
        "2024-05-13",
        0,
        "benchmarks",
        """
24|K|tech-press|Aurora is finally complete, but can it catch Frontier?|Argonne says all 10,624 nodes of Aurora are installed. In November its partial run reached 585 petaflops, second to Frontier's 1.19 exaflops. The next list is due at ISC in Hamburg on May 13, 2024.|Past results and a scheduled list.
3|L|tech-press|Frontier keeps its crown as Aurora breaks the exascale barrier|On the TOP500 list published May 13, 2024, Frontier stayed at number one with 1.206 exaflops. Aurora came second at 1.012 exaflops, the second system ever to pass an exaflop on HPL.|Reports the May 13, 2024 list.
10|K|forum-post|Will Aurora beat Frontier in May?|Peak is supposedly over 2 EF, but Intel's Max GPUs have had a rough time with HPL efficiency. If they only get 60% of the machine tuned by the deadline, Frontier stays #1.|A conditional forecast.
1|L|company-blog|Aurora supercomputer breaks exascale barrier|Argonne's Aurora achieved 1.012 exaflops on the High Performance Linpack, placing second on the June 2024 TOP500 list announced at ISC 2024 in Hamburg on May 13, 2024.|Reports the May 13, 2024 result.
16|K|press-release|ISC 2024 program|ISC High Performance 2024 takes place May 12-16, 2024 in Hamburg, Germany. The 63rd TOP500 list will be presented on Monday, May 13 at the opening session.|A conference schedule.
6|L|newsletter|HPC roundup|Aurora has now been listed twice, on November 13, 2023 and May 13, 2024, and both times finished behind Frontier. Argonne says the machine will open to researchers later this year.|Reports the May 13, 2024 list as past.
""",
    ),
    Q(
        "r7-copilot-free-2024",
        "Will GitHub offer a free tier of GitHub Copilot for individual developers by December 31, 2024?",
        "Resolves YES if GitHub makes a no-cost Copilot plan available to any individual developer (not only students, teachers or open-source maintainers) on or before December 31, 2024. Resolves NO otherwise.",
        "2024-12-05",
        "2024-12-31",
        1,
        "platform_policy",
        """
30|K|company-blog|GitHub Universe 2024 recap|At Universe on October 29-30 we announced multi-model choice in Copilot, with Claude 3.5 Sonnet and Gemini 1.5 Pro, and GitHub Spark. Copilot Individual remains $10 per month; verified students, teachers and maintainers of popular open source projects get it free.|Past announcements and current pricing.
2|L|company-blog|Announcing GitHub Copilot Free|Starting December 18, 2024, anyone can use GitHub Copilot Free in VS Code: 2,000 code completions and 50 chat messages a month, with a choice of Claude 3.5 Sonnet or GPT-4o.|Reports the December 18, 2024 launch as done.
8|K|hn-thread|Ask HN: why isn't there a free Copilot tier?|Cursor and Codeium both have free plans. Microsoft is in a price war with itself here; I'd expect something before VS Code's next big release, which is planned for early January 2025.|Speculation with a planned date.
1|L|changelog|VS Code November 2024 (version 1.96)|Released December 11, 2024. Update 1.96.2, December 18, 2024: adds sign-in flow for GitHub Copilot Free directly from the Copilot status menu.|A changelog reporting a December 18, 2024 update.
12|K|docs-page|About billing for GitHub Copilot|Copilot Individual costs $10 USD per month or $100 per year. A 30-day trial is available once per account. Free access is offered to verified students, teachers and open source maintainers.|Current pricing with no future dates.
4|L|social-post|Satya Nadella|GitHub Copilot is now free for VS Code users, as of Dec. 18, 2024. 150 million developers on GitHub, let's go.|A post reporting the December 18, 2024 launch.
""",
    ),
    Q(
        "r7-devday-realtime-2024",
        "Will OpenAI announce an API for real-time speech-to-speech at its DevDay event in San Francisco on October 1, 2024?",
        "Resolves YES if at or on the day of DevDay San Francisco, October 1, 2024, OpenAI announces an API that lets developers build low-latency speech-to-speech experiences. Resolves NO otherwise.",
        "2024-09-15",
        "2024-10-01",
        1,
        "dev_conferences",
        """
28|K|company-blog|DevDay 2024 goes on tour|This year DevDay comes to three cities: San Francisco on October 1, London on October 30 and Singapore on November 21, 2024. The focus is on the API and developer tools rather than new models.|Event dates with no outcomes.
2|L|company-blog|Introducing the Realtime API|On October 1, 2024 we launched a public beta of the Realtime API, enabling all paid developers to build low-latency, multimodal experiences in their apps, with six preset voices.|Reports the October 1, 2024 launch as done.
9|K|newsletter|DevDay wishlist|Developers want GPT-4o's voice mode through the API more than anything. OpenAI has said not to expect GPT-5 at DevDay on October 1, 2024, so voice access could be the headline.|Wishes and an expectation for a scheduled event.
1|L|liveblog|OpenAI DevDay 2024 live|Oct 1, 2024, 10:24 a.m.: Realtime API demo: a travel agent app ordering 400 strawberries by phone. 10:41 a.m.: prompt caching gives a 50% discount on repeated input tokens.|A liveblog reporting October 1, 2024 announcements.
6|K|forum-post|Will Realtime voice be in the API soon?|OpenAI says Advanced Voice Mode should reach all Plus users by the end of September 2024. Does anyone know if we'll get it in the API on October 1? The docs still say speech-to-text and text-to-speech only.|A question about a future event and a planned rollout.
4|L|tech-press|OpenAI woos developers with voice API, cheaper prompts|OpenAI used its developer conference on Oct. 1, 2024 to release a voice API and prompt caching, days after its chief technology officer left the company.|Reports October 1, 2024 announcements.
""",
    ),
    Q(
        "r7-chatgpt-pro-200-2024",
        "Will OpenAI launch a ChatGPT subscription priced at $200 or more per month by December 31, 2024?",
        "Resolves YES if OpenAI offers a ChatGPT plan for individuals at a list price of at least $200 per month on or before December 31, 2024. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-31",
        1,
        "platform_policy",
        """
29|K|tech-press|OpenAI executives weigh pricier ChatGPT plans|OpenAI has discussed subscription prices as high as $2,000 a month for future models, according to a September report. ChatGPT Plus costs $20 a month and there is no higher individual tier.|A past report on a possible plan.
2|L|company-blog|Introducing ChatGPT Pro|Today, December 5, 2024, we're adding ChatGPT Pro, a $200 monthly plan with unlimited access to our smartest model, OpenAI o1, as well as o1-mini, GPT-4o and Advanced Voice, and o1 pro mode.|Reports the December 5, 2024 launch as done.
7|K|newsletter|OpenAI's holiday plans|The company is reportedly planning a run of announcements in December 2024. Altman has called current pricing unsustainable for heavy users of o1-preview.|A reported plan for a future month.
1|L|social-post|Sam Altman|insane thing: we are currently losing money on openai pro subscriptions! people use it much more than we expected. (posted January 5, 2025)|A later post about a plan already launched, dated January 5, 2025.
14|K|forum-post|Plus limits on o1-preview are painful|50 messages a week is nothing. I'd pay $50 a month for more, not $2,000. If they launch a higher tier in the new year I'll look at it.|A user wish with no dated outcome.
4|L|tech-press|Day 1 of OpenAI's 12 days: o1 leaves preview and a $200 Pro plan arrives|OpenAI kicked off its "12 Days of OpenAI" on Thursday, Dec. 5, 2024, with the full o1 model and a Pro tier priced at ten times Plus.|Reports the December 5, 2024 launch.
""",
    ),
    Q(
        "r7-grok1-weights-2024",
        "Will xAI publish the weights of its Grok-1 model by March 31, 2024?",
        "Resolves YES if xAI makes the weights of Grok-1 publicly downloadable on or before March 31, 2024. Resolves NO otherwise.",
        "2024-03-14",
        "2024-03-31",
        1,
        "open_source",
        """
3|K|social-post|Elon Musk|This week, @xAI will open source Grok (posted March 11, 2024).|A past statement about a future release.
2|L|company-blog|Open Release of Grok-1|We are releasing the weights and the architecture of our 314 billion parameter Mixture-of-Experts model, Grok-1, under the Apache 2.0 license. Published March 17, 2024.|Reports the March 17, 2024 release as done.
8|K|tech-press|Musk sues OpenAI, saying it abandoned its founding mission|Elon Musk filed a lawsuit against OpenAI and Sam Altman on February 29 in San Francisco. xAI, Musk's own AI company, has not released the weights of its Grok chatbot.|A past lawsuit and no release.
1|L|hn-thread|Grok-1 open release (github.com/xai-org)|It's a 318GB torrent of the base model checkpoint, pre-training ended October 2023, no fine-tune. Posted Mar 17 2024 and already 20k stars on the repo by the next morning.|A thread reporting the March 17, 2024 release.
6|K|forum-post|Will xAI actually release Grok?|Musk says lots of things. He said Twitter's algorithm would be open sourced and we got a partial dump. If Grok weights are out by the end of March 2024 I'll eat my words.|Skepticism about a future release.
5|L|wiki-page|Grok (chatbot) - history|Grok-1 was announced in November 2023. On 17 March 2024 xAI released its weights under the Apache-2.0 license; Grok-1.5 was announced on 28 March 2024.|A wiki entry reporting the March 17 and March 28, 2024 events.
""",
    ),
    Q(
        "r7-bluesky-open-2024",
        "Will Bluesky open sign-ups to the public without an invite code by February 29, 2024?",
        "Resolves YES if anyone can create a Bluesky account without an invite code on or before February 29, 2024. Resolves NO otherwise.",
        "2024-01-25",
        "2024-02-29",
        1,
        "platform_policy",
        """
26|K|company-blog|2023 in review|We ended the year with over 3 million users, all of whom joined through invite codes. In 2024 we'll open the network to everyone and ship federation, so anyone can run their own server.|Past facts and a plan with no exact date.
3|L|company-blog|Join Bluesky today (bye, invites!)|As of today, February 6, 2024, Bluesky is open to the public. No invite codes required: just go to bsky.app and sign up.|Reports the February 6, 2024 opening as done.
11|K|reddit-thread|Anyone have a spare Bluesky code?|Still waitlisted since October. They keep saying "soon" for open sign-ups. At this rate I'll get in when federation ships.|A user waiting, no dates.
1|L|tech-press|Bluesky gains a million users a day after dropping invites|Bluesky said more than one million people signed up in the first day after it opened registration on Feb. 6, 2024, pushing it past 4 million accounts.|Reports the February 6, 2024 opening and sign-ups.
7|K|tech-press|Bluesky's federation test starts with a sandbox|Bluesky will let developers connect self-hosted servers to a test network first, it said this week, with production federation planned for early 2024. The company has not given a date for ending the waitlist.|Plans with no date reported as done.
16|L|wiki-page|Bluesky|The platform was invite-only until 6 February 2024, when registration opened to the public; it passed 10 million users in September 2024.|A wiki entry reporting the February 6, 2024 opening and a later milestone.
""",
    ),
    Q(
        "r7-dma-gatekeepers-2023",
        "Will the European Commission designate gatekeepers under the Digital Markets Act by September 6, 2023?",
        "Resolves YES if the Commission publishes its first gatekeeper designation decisions under the DMA on or before September 6, 2023. Resolves NO otherwise.",
        "2023-08-20",
        "2023-09-06",
        1,
        "platform_policy",
        """
20|K|press-release|Seven companies notify the Commission under the DMA|Alphabet, Amazon, Apple, ByteDance, Meta, Microsoft and Samsung have notified the Commission that they meet the gatekeeper thresholds. The Commission now has 45 working days, until 6 September 2023, to decide.|A notification and a legal deadline.
3|L|press-release|Commission designates six gatekeepers under the Digital Markets Act|On September 6, 2023 the Commission designated Alphabet, Amazon, Apple, ByteDance, Meta and Microsoft as gatekeepers, covering 22 core platform services. They have six months to comply.|Reports the September 6, 2023 designations as done.
9|K|tech-press|What happens once the EU names its gatekeepers|Designated companies will have until March 2024 to comply with rules on interoperability, self-preferencing and data use. The Commission must announce its decisions by September 6.|Explains future deadlines.
1|L|company-blog|Our response to the DMA designation|Following the Commission's decision of 6 September 2023, Microsoft will work to bring Windows into compliance and is reviewing the decision not to designate Bing at this stage.|A blog post reporting the September 6, 2023 decision.
5|K|forum-post|Is iMessage going to be a gatekeeper service?|Apple argued it's under the user threshold in the EU. The Commission can open a market investigation if it doesn't decide now. We'll know on Sept 6, 2023.|A question about a decision on a future date.
12|L|tech-press|TikTok owner challenges its gatekeeper status in EU court|ByteDance filed an appeal at the EU General Court on November 16, 2023 against its designation, arguing TikTok is a challenger to established platforms rather than a gatekeeper.|Reports a later appeal dated November 16, 2023.
""",
    ),
    Q(
        "r7-delta-emulator-appstore-2024",
        "Will a Nintendo game console emulator be available on the US App Store by April 30, 2024?",
        "Resolves YES if, after Apple's April 5, 2024 guideline change permitting retro game emulators, an app that emulates a Nintendo console is downloadable from the US App Store on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-30",
        1,
        "platform_policy",
        """
5|K|tech-press|Apple now allows game emulators on the App Store|Apple updated its App Review Guidelines on April 5 to let retro game console emulator apps offer downloadable games. Developers must comply with copyright law, and the apps cannot include ROMs.|A past policy change with no app yet.
3|L|tech-press|Delta, the Nintendo emulator, is now on the App Store|Riley Testut's Delta arrived on the App Store worldwide on April 17, 2024, emulating NES, SNES, N64, Game Boy and Nintendo DS games. Within a day it was the top free app in the US.|Reports the April 17, 2024 launch as done.
2|K|social-post|Riley Testut|Delta has been submitted to App Review. Fingers crossed, more soon. (April 8)|A post about a pending review.
1|L|forum-post|Delta on the App Store - impressions|Downloaded it on Apr 17 2024 and imported my Pokemon saves from AltStore in two minutes. Controller support works with my Backbone.|A user report after the April 17, 2024 release.
8|K|newsletter|Emulators, DMA and the App Store|Apple's rule change came weeks after the EU's Digital Markets Act forced it to allow alternative marketplaces. Whether any big-name emulator clears App Review by the end of April 2024 is the next test.|Past events and an open question with a future date.
4|L|company-blog|AltStore PAL and Delta news|On April 17, 2024 Delta launched on the App Store outside the EU. For users in the EU, Delta remains available in AltStore PAL.|A developer blog reporting the April 17, 2024 launch.
""",
    ),
    Q(
        "r7-ubuntu-2404-2024",
        "Will Canonical release Ubuntu 24.04 LTS by April 30, 2024?",
        "Resolves YES if Canonical publishes the final release of Ubuntu 24.04 LTS (Noble Numbat) on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-15",
        "2024-04-30",
        1,
        "open_source",
        """
14|K|mailing-list|Noble Numbat beta delayed|Due to the xz-utils security issue, all packages are being rebuilt. The beta is now expected on April 11. The final release remains scheduled for April 25, 2024.|A schedule change and a planned date.
2|L|company-blog|Canonical releases Ubuntu 24.04 LTS Noble Numbat|London, 25 April 2024. Canonical today announced Ubuntu 24.04 LTS, with 12 years of support through Ubuntu Pro and a new App Center built on Flutter.|Reports the April 25, 2024 release as done.
5|K|wiki-page|NobleNumbat/ReleaseSchedule|Feature freeze: February 29. User interface freeze: March 21. Beta: April 11. Kernel freeze: April 11. Final release: 2024-04-25.|A release schedule with future dates.
1|L|forum-post|Upgraded from 22.04 to 24.04, here's what broke|Did a fresh install on release day (April 25, 2024). Netplan and Wi-Fi fine, but my NVIDIA proprietary driver needed a reinstall. Upgrades from 22.04 won't be offered until 24.04.1 in August.|A user report after the April 25, 2024 release.
9|K|tech-press|Ubuntu 24.04 beta arrives a week late after xz scare|The beta of Ubuntu 24.04 LTS was released on April 11 after Canonical rebuilt its archive. Final release is on track for Thursday, April 25, 2024.|A past beta and a planned release.
3|L|changelog|Ubuntu 24.04 LTS release notes|Ubuntu 24.04 LTS was released on 2024-04-25. Known issues: the desktop installer may crash when creating encrypted partitions with some NVMe drives; a fix was published on 2024-04-29.|Release notes reporting the April 25 release and an April 29, 2024 fix.
""",
    ),
    Q(
        "r7-sd3-medium-weights-2024",
        "Will Stability AI release the weights of a Stable Diffusion 3 model by June 30, 2024?",
        "Resolves YES if Stability AI makes the weights of any Stable Diffusion 3 model downloadable on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-08",
        "2024-06-30",
        1,
        "model_releases",
        """
5|K|tech-press|Stability AI to release SD3 Medium weights on June 12|Speaking at Computex on June 3, co-CEO Christian Laforte said the 2-billion-parameter Stable Diffusion 3 Medium will be released as open weights on June 12, 2024.|A past statement about a future date.
3|L|company-blog|Stable Diffusion 3 Medium|Today, June 12, 2024, we're releasing the weights of Stable Diffusion 3 Medium on Hugging Face under a non-commercial research license, with a creator license for commercial use.|Reports the June 12, 2024 release as done.
20|K|newsletter|Stability after Mostaque|Emad Mostaque stepped down as CEO in March. SD3 has been available through the API since April, but weights for the larger models have not been released and no date has been given.|Past events and no release date.
1|L|reddit-thread|SD3 Medium is out and... women lying on grass?|The weights dropped on June 12, 2024 and the anatomy is rough. Also the license has people worried. Civitai has paused SD3 uploads as of June 18, 2024 until it gets clarity.|A thread reporting the June 12 release and a June 18, 2024 pause.
9|K|forum-post|SD3 weights: still "soon"|API-only since April. If they really do drop Medium in June 2024 I'll test it against SDXL on day one.|A conditional plan with a future month.
""",
    ),
    Q(
        "r7-epic-store-ios-eu-2024",
        "Will the Epic Games Store launch on iOS in the European Union by August 31, 2024?",
        "Resolves YES if Epic Games makes its alternative app marketplace available for iPhone users in the EU on or before August 31, 2024. Resolves NO otherwise.",
        "2024-08-01",
        "2024-08-31",
        1,
        "platform_policy",
        """
28|K|social-post|Tim Sweeney|Apple has rejected our Epic Games Store notarization submission twice, claiming the design and position of Epic's "Install" button is too similar to Apple's App Store. We're ready to launch in the EU the moment it's approved.|A complaint about a pending approval.
2|L|company-blog|The Epic Games Store is now live on iOS in the EU|As of August 16, 2024, iPhone users in the European Union can install the Epic Games Store and Fortnite, Rocket League Sideswipe and Fall Guys. The store is also available on Android worldwide.|Reports the August 16, 2024 launch as done.
24|K|tech-press|Apple approves Epic's marketplace after a week of sparring|Apple has signed off on Epic's alternative store for the EU, clearing the last hurdle. Epic said it still needs to finish its own work and expects to launch in the coming months.|A past approval and an unset launch date.
1|L|tech-press|Fortnite returns to iPhone, but only in Europe|After four years away, Fortnite was playable again on iPhones in the EU from 16 August 2024 via the Epic Games Store, which charges users nothing to install.|Reports the August 16, 2024 return.
9|K|forum-post|Epic store on iOS ETA?|Epic's last update said "later this summer". I'm in France and already allowed marketplaces in Settings. If it's out before September 1, 2024 I'll finally reinstall Fortnite on my phone.|A user waiting on a future launch.
5|L|changelog|Epic Games Store mobile - v1.0.1|Released 2024-08-20. Fixes an issue where Fortnite updates paused when the device was locked, a few days after our 2024-08-16 iOS launch in the EU.|A changelog reporting the August 16 launch and an August 20, 2024 update.
""",
    ),
    Q(
        "r7-apple-intelligence-china-2025",
        "Will Apple make Apple Intelligence available to iPhone users in mainland China by June 30, 2025?",
        "Resolves YES if Apple Intelligence features are officially available on iPhones sold in mainland China on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-01",
        "2025-06-30",
        0,
        "platform_policy",
        """
26|K|tech-press|Alibaba confirms Apple partnership for AI in China|Alibaba chairman Joe Tsai said in February that the company will work with Apple on AI features for iPhones sold in China. Apple has not given a date, and regulators must approve generative AI services before launch.|Past statements and no date.
3|L|tech-press|Apple's WWDC passes without a China date for its AI|At its keynote on June 9, 2025, Apple unveiled iOS 26 and Liquid Glass, but said nothing about when Apple Intelligence would arrive in mainland China, where regulators have yet to approve it.|Reports the June 9, 2025 keynote as done, after the cutoff.
14|K|forum-post|Apple Intelligence on a Chinese iPhone 16?|If you set your region to US it works, but on the mainland models with a Chinese Apple ID nothing. Rumors said iOS 18.6 in summer 2025, but nothing official.|A rumor about a future release.
1|L|wiki-page|Apple Intelligence - availability|As of September 2025, Apple Intelligence was not available in mainland China, pending regulatory approval of Apple's partnership with Alibaba; it remained unavailable after the release of iOS 26 on 15 September 2025.|Reports the status in September 2025, after the cutoff.
8|K|newsletter|What to watch at WWDC|The keynote is on Monday, June 9, 2025. Analysts want to hear whether Apple will commit to a China launch for its AI features, which have been delayed by regulators for months.|A preview of a scheduled keynote.
6|K|tech-press|China regulator stalls Apple-Alibaba AI deal, report says|Chinese authorities have held up approval of Apple Intelligence in the country amid US-China trade tensions, according to a report on May 8. Apple and Alibaba declined to comment.|A past report with no dated outcome.
""",
    ),
    Q(
        "r7-arc-prize-2024-grand",
        "Will any team win the ARC Prize 2024 grand prize by reaching 85% on the private evaluation set?",
        "Resolves YES if ARC Prize announces, in its 2024 results, that a submission reached at least 85% on the ARC-AGI private evaluation set within the Kaggle compute limits. Results are expected by December 6, 2024. Resolves NO otherwise.",
        "2024-11-08",
        "2024-12-06",
        0,
        "benchmarks",
        [
            (
                9,
                "K",
                "company-blog",
                "ARC Prize 2024: final weeks",
                "The Kaggle competition closes on November 10, 2024. Winners will be announced on December 6, 2024. Top teams must open-source their solutions to be eligible for any prize.",
                "A schedule of future dates.",
            ),
            (
                3,
                "L",
                "company-blog",
                "ARC Prize 2024: Technical report and winners",
                "The 2024 competition closed on November 10, 2024 with a top private-set score of 53.5%, by the ARChitects. The $600,000 grand prize for 85% went unclaimed and rolls over to 2025.",
                "Reports the November 10 close and the 2024 results.",
            ),
            (
                14,
                "K",
                "forum-post",
                "Can anyone realistically hit 85%?",
                "MindsAI is around 55% on the public leaderboard with test-time training. Going from there to 85% in a month within 12 hours on a P100 would be insane. I'd bet on 60% max by the deadline.",
                "A forecast before the close.",
            ),
            (
                1,
                "L",
                "tech-press",
                "OpenAI's o3 scores 87.5% on ARC-AGI, but not for the prize",
                "On December 20, 2024 ARC Prize said OpenAI's o3 reached 75.7% on the semi-private set within its cost limit, and 87.5% in a high-compute setting, neither of which counts toward the Kaggle prize.",
                "Reports a December 20, 2024 result, after the cutoff.",
            ),
            (
                5,
                "L",
                "social-post",
                "François Chollet",
                "Final ARC Prize 2024 leaderboard (Nov 10, 2024):\n1. the ARChitects 53.5%\n2. Guillermo Barbadillo 40%\n3. alijs 40%\nNo one claimed the grand prize. See you next year.",
                "A result list dated November 10, 2024, after the cutoff.",
            ),
            (
                21,
                "K",
                "newsletter",
                "The ARC Prize, halfway",
                "Launched in June 2024 by Mike Knoop and François Chollet, the prize pays $600,000 for 85% on the hidden set. Submissions close in November 2024 and results are due in early December.",
                "Past facts and future deadlines.",
            ),
        ],
    ),
    Q(
        "r7-gimp3-2024",
        "Will GIMP 3.0 (the final release) be published by December 31, 2024?",
        "Resolves YES if the GIMP team publishes the stable GIMP 3.0.0 release (not a release candidate) on or before December 31, 2024. Resolves NO otherwise.",
        "2024-12-01",
        "2024-12-31",
        0,
        "open_source",
        """
25|K|company-blog|GIMP 3.0 RC1 released|We are happy to announce the first release candidate of GIMP 3.0, published on November 6. If no major bugs turn up, we hope to release the final version soon after, with non-destructive filters and Wayland support.|A release candidate and a hope for a later release.
4|L|company-blog|GIMP 3.0 RC2 released|Published on December 27, 2024, the second release candidate fixes more than 50 bugs reported after RC1. A third candidate may follow before the final GIMP 3.0.|Reports the December 27, 2024 RC2 release, after the cutoff.
10|K|forum-post|3.0 by Christmas?|Jehan said on Mastodon that final is "close". Given their history I'd say early 2025. If RC1 is clean we could see it by December 31, 2024, but I wouldn't bet on it.|A forecast with a future date.
1|L|tech-press|GIMP 3.0 is finally out, 20 years after 2.0|The GIMP team published version 3.0 on March 16, 2025, after three release candidates. It ports the interface to GTK3 and adds non-destructive editing for filters.|Reports the March 16, 2025 release, after the cutoff.
15|K|wiki-page|GIMP - release history|2.10.38 (May 2024): last 2.10 release with backported GTK2 tablet fixes. 3.0 RC1 (November 2024). 3.0: in development; the roadmap lists no date.|A wiki history with an unreleased version.
6|L|changelog|GIMP 3.0.0 NEWS|Overview of changes from GIMP 3.0.0 RC3 to GIMP 3.0.0 (2025-03-16): fixed crashes on Windows when using the paint select tool; updated translations.|A changelog reporting the March 16, 2025 release.
""",
    ),
    Q(
        "r7-debian13-trixie-2025",
        'Will Debian 13 "trixie" be released as the new stable distribution by August 15, 2025?',
        "Resolves YES if the Debian project announces the release of Debian 13 (trixie) as stable on or before August 15, 2025. Resolves NO otherwise.",
        "2025-07-25",
        "2025-08-15",
        1,
        "open_source",
        """
27|K|mailing-list|trixie release date|We have chosen 9 August 2025 as the release date for trixie. Please coordinate with the release team for any changes during the full freeze; the installer team will do a final RC in late July.|A stated plan with a future date.
3|L|company-blog|Debian 13 "trixie" released|After 2 years, 1 month and 30 days of development, the Debian project is proud to present its new stable version 13, released on August 9, 2025. It officially supports riscv64 for the first time.|Reports the August 9, 2025 release as done.
12|K|tech-press|Debian 13 lands in August with RISC-V support|Debian 13 will ship Linux 6.12 LTS and GNOME 48 and adds riscv64 as an official architecture, while i386 is no longer supported as an installation target. Release is planned for Aug. 9, 2025.|A preview with a planned date.
1|L|social-post|debian|Debian 13 "trixie" has been released! Thank you to all the contributors who made it possible. Point release 13.1 followed on 6 September 2025.|A post reporting the release and a later point release.
6|K|forum-post|Upgrade from bookworm on day one or wait?|I always wait for the first point release. With trixie due 2025-08-09, that probably means 13.1 around September. Anyone planning to upgrade servers on release day?|A plan around a future date.
""",
    ),
    Q(
        "r7-qwen3-open-2025",
        "Will Alibaba release open weights for a model named Qwen3 by April 30, 2025?",
        "Resolves YES if Alibaba's Qwen team publishes downloadable weights for at least one model named Qwen3 on or before April 30, 2025. Resolves NO otherwise.",
        "2025-04-10",
        "2025-04-30",
        1,
        "model_releases",
        """
27|K|company-blog|QwQ-32B: embracing the power of reinforcement learning|Released on March 6, QwQ-32B matches much larger reasoning models on math and coding benchmarks. We are working toward the next generation of Qwen models.|A past release and an undated plan.
2|L|company-blog|Qwen3: think deeper, act faster|Today, April 29, 2025, we release Qwen3, including two MoE models, Qwen3-235B-A22B and Qwen3-30B-A3B, and six dense models from 0.6B to 32B, all under Apache 2.0.|Reports the April 29, 2025 release as done.
6|K|forum-post|Qwen3 support merged in transformers?|A PR adding Qwen3 and Qwen3MoE classes was merged this week, which usually means the release is close. No weights yet though.|A sign of a coming release, with nothing released.
1|L|reddit-thread|Qwen3-30B-A3B is absurdly fast|Running the Q4 quant since the release on Apr 29 2025 and getting 80 tok/s on a 4090. Thinking mode can be toggled with /think and /no_think.|A user report after the April 29, 2025 release.
4|L|tech-press|Alibaba's Qwen3 takes aim at DeepSeek with hybrid reasoning|Alibaba released its Qwen3 family on 29 April 2025, saying the largest model rivals DeepSeek-R1 and OpenAI's o1 on several benchmarks.|Reports the April 29, 2025 release.
13|K|newsletter|Open-weights watch|Llama 4 arrived on April 5. DeepSeek is expected to follow R1 with a new model and Alibaba's Qwen3 is rumored for later in April 2025.|Earlier releases and a rumored future one.
""",
    ),
    Q(
        "r7-llama4-behemoth-2025",
        "Will Meta release Llama 4 Behemoth by June 30, 2025?",
        "Resolves YES if Meta makes the Llama 4 Behemoth model available, as weights or through an API, on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-01",
        "2025-06-30",
        0,
        "model_releases",
        """
27|K|company-blog|The Llama 4 herd|Today, April 5, we're releasing Llama 4 Scout and Llama 4 Maverick. We're also previewing Llama 4 Behemoth, a 2-trillion-parameter teacher model that is still training.|A past release and a preview of an unreleased model.
4|L|tech-press|Meta reorganizes AI under Superintelligence Labs as Behemoth stays shelved|In a memo on June 30, 2025, Mark Zuckerberg said Meta's AI teams would be grouped into Meta Superintelligence Labs. Llama 4 Behemoth, previewed in April, has not been released.|Reports a June 30, 2025 memo, after the cutoff.
17|K|tech-press|Meta delays rollout of its biggest Llama model|Meta has pushed back the release of Behemoth, originally planned for around LlamaCon, to the fall or later, according to a report on May 15. Engineers are struggling to improve its capabilities, the report said.|A past report of a delay.
1|L|newsletter|Llama watch, July|By the end of July 2025 Behemoth was still unreleased, and reports said Meta's new superintelligence lab was weighing a closed model instead.|Reports the model's status at the end of July 2025.
10|K|forum-post|Any chance we see Behemoth before summer?|LlamaCon on April 29 came and went without it. Even if they do release, nobody can run 2T params at home. My guess is an API-only release, if it ever ships.|Speculation about a future release.
""",
    ),
    Q(
        "r7-claude-sonnet45-2025",
        "Will Anthropic release a model named Claude Sonnet 4.5 by October 31, 2025?",
        "Resolves YES if Anthropic makes a model named Claude Sonnet 4.5 generally available in its apps or API on or before October 31, 2025. Resolves NO otherwise.",
        "2025-09-25",
        "2025-10-31",
        1,
        "model_releases",
        """
29|K|company-blog|Claude Opus 4.1|Today, August 5, we're releasing Claude Opus 4.1, an upgrade to Claude Opus 4 on agentic tasks, real-world coding and reasoning. We plan to release substantially larger improvements to our models in the coming weeks.|A past release and a vague plan.
3|L|company-blog|Introducing Claude Sonnet 4.5|Released September 29, 2025: Claude Sonnet 4.5 is the best coding model in the world, and the strongest model for building complex agents, at the same price as Claude Sonnet 4.|Reports the September 29, 2025 release as done.
11|K|forum-post|Sonnet 4.5 rumors|Someone spotted "claude-sonnet-4-5" in a Vertex AI model list. That usually means a week or two. If it ships before October 2025 is out, Sonnet 4 will have lasted barely four months.|Rumor and a conditional with a future month.
1|L|changelog|Claude Developer Platform release notes|September 29th, 2025: We've launched Claude Sonnet 4.5 (claude-sonnet-4-5-20250929), along with the Claude Agent SDK and memory and context editing tools in beta.|A changelog reporting the September 29, 2025 release.
6|K|newsletter|The model race this autumn|OpenAI shipped GPT-5 on August 7. Google's Gemini 3 is expected before the end of the year, and Anthropic is said to be preparing a Sonnet update for as early as late September 2025.|Past releases and expected future ones.
2|L|tech-press|Anthropic says new Sonnet can code for 30 hours straight|Anthropic's Claude Sonnet 4.5, released Monday, Sept. 29, 2025, scored 77.2% on SWE-bench Verified, the company said, and kept working autonomously for more than 30 hours in internal tests.|Reports the September 29, 2025 release and its benchmark result.
""",
    ),
    Q(
        "r7-apple-m5-2025",
        "Will Apple announce a device with an M5 chip by October 31, 2025?",
        "Resolves YES if Apple officially announces any product powered by an M5-family chip on or before October 31, 2025. Resolves NO otherwise.",
        "2025-10-05",
        "2025-10-31",
        1,
        "chips",
        """
25|K|tech-press|iPhone 17 event recap: A19 Pro, iPhone Air and no Macs|Apple's September 9 event was all about phones and watches. M5 Macs and iPads are expected later in the fall, possibly announced by press release rather than an event.|A past event and an expectation.
2|L|press-release|Apple unveils M5|Cupertino, California, October 15, 2025. Apple today announced M5, delivering over 4x the peak GPU compute performance for AI compared with M4, in the new 14-inch MacBook Pro, iPad Pro and Apple Vision Pro.|Reports the October 15, 2025 announcement as done.
8|K|newsletter|Gurman: M5 iPad Pro in production|The M5 iPad Pro and entry MacBook Pro are in mass production, per reports, with an announcement possible in October 2025. Apple isn't expected to hold an event.|A report of a possible future announcement.
1|L|forum-post|Ordered the M5 MacBook Pro|Preorders opened the same day as the announcement (Oct 15, 2025) and mine arrives the 22nd. Only the base 14" got M5 - Pro/Max will have to wait.|A user report after the October 15, 2025 announcement.
13|K|forum-post|Is it worth buying an M4 MacBook Pro now?|If the M5 refresh is weeks away, wait. Last year the M4 MacBook Pro came on October 30, 2024; a similar schedule this year puts it around late October 2025.|Advice based on an expected schedule.
4|L|wiki-page|Apple M5|The Apple M5 is a system on a chip designed by Apple. It was announced on 15 October 2025 and first used in the iPad Pro (M5), the 14-inch MacBook Pro and Apple Vision Pro (M5), which became available on 22 October 2025.|A wiki entry reporting the October 15 and 22, 2025 events.
""",
    ),
    Q(
        "r7-uk-osa-age-checks-2025",
        "Will the UK Online Safety Act's child safety duties, requiring highly effective age checks for pornography and other harmful content, come into force on July 25, 2025?",
        "Resolves YES if the Protection of Children Codes duties under the Online Safety Act are in force on July 25, 2025, without a postponement announced before that date. Resolves NO otherwise.",
        "2025-07-05",
        "2025-07-25",
        1,
        "platform_policy",
        """
28|K|press-release|Ofcom publishes Protection of Children Codes|Ofcom has published its final codes of practice. Subject to Parliament's approval, providers must apply the safety measures from 25 July 2025, including highly effective age assurance for pornography and other harmful content.|A scheduled legal deadline.
3|L|tech-press|Age checks arrive across UK internet as new rules take effect|Since Friday, July 25, 2025, users in the UK have been asked to verify their age by face scan, credit card or ID on sites including Reddit, X and Bluesky, as the Online Safety Act's child safety duties came into force.|Reports the July 25, 2025 start as done.
9|K|forum-post|Are you doing age verification for your forum?|We're a small hobby forum. From 25/07 we're supposed to assess whether kids access us. Honestly considering geoblocking the UK. Anyone found a cheap age assurance provider?|A small site planning for a future deadline.
1|L|tech-press|VPN apps top UK App Store after age checks begin|Proton VPN said sign-ups from the UK rose by more than 1,400% within hours of the age-check rules taking effect on 25 July 2025, and VPN apps took half of the App Store's top ten.|Reports events on July 25, 2025.
6|K|company-blog|How we're preparing for the UK Online Safety Act|Starting July 25, 2025, UK users will need to verify their age to view mature content on our platform. We'll offer selfie-based estimation through our verification partner.|A company's plans for a future date.
2|L|social-post|Ofcom|The age-check rules have been in force since 25 July 2025. We have opened investigations into 34 pornography sites as of 31 July 2025.|A post reporting the July 25 start and later investigations.
""",
    ),
    Q(
        "r7-au-under16-ban-2025",
        "Will Australia's social media minimum age of 16 take effect on December 10, 2025?",
        "Resolves YES if the obligations of the Online Safety Amendment (Social Media Minimum Age) Act 2024 apply to age-restricted platforms from December 10, 2025, without a delay announced before that date. Resolves NO otherwise.",
        "2025-11-25",
        "2025-12-10",
        1,
        "platform_policy",
        """
22|K|press-release|eSafety confirms platforms covered by the social media minimum age|From 10 December 2025, Facebook, Instagram, Threads, Snapchat, TikTok, X, YouTube, Reddit and Kick must take reasonable steps to prevent Australians under 16 from having accounts.|A regulator's list of platforms for a future date.
3|L|tech-press|Australia's under-16 social media ban is now in force|From midnight on Wednesday, December 10, 2025, the world's first national minimum age for social media applies. Platforms face fines of up to A$49.5 million for systemic failures.|Reports the December 10, 2025 start as done.
9|K|company-blog|Preparing for Australia's new law|We disagree with the law but will comply. From 4 December 2025, we'll begin notifying Australian users we believe to be under 16 and will stop new account creation for them ahead of 10 December 2025.|A company's plans for future dates.
1|L|tech-press|Meta starts removing teen accounts in Australia|Meta began shutting the accounts of Instagram, Facebook and Threads users it believes are under 16 on December 4, 2025, a week before the law takes effect.|Reports a December 4, 2025 action, after the cutoff.
6|K|forum-post|How are they even going to check ages?|The trial report said age estimation is "private, robust and effective" but with errors for people around 16. My 15-year-old has already found three ways around it. We'll see what happens in December 2025.|A parent's view of a future date.
2|L|newsletter|Kids and screens, week in review|The ban has been in force since 10 December 2025 and eSafety said platforms had removed about 4.7 million accounts by mid-January 2026.|Reports the December 10, 2025 start and later figures.
""",
    ),
    Q(
        "r7-ec-x-dsa-fine-2025",
        "Will the European Commission fine X for a breach of the Digital Services Act by December 31, 2025?",
        "Resolves YES if the Commission adopts a non-compliance decision under the DSA imposing a fine on X (formerly Twitter) on or before December 31, 2025. Resolves NO otherwise.",
        "2025-11-28",
        "2025-12-31",
        1,
        "platform_policy",
        """
24|K|tech-press|EU's first DSA fine for X could come before year-end, officials say|The Commission sent X preliminary findings in July 2024 on its blue checkmarks, ad repository and researcher data access. A decision could come by the end of 2025, officials said, though none has been scheduled.|Past findings and a possible future decision.
3|L|press-release|Commission fines X €120 million under the Digital Services Act|On 5 December 2025 the Commission fined X €120 million for breaching its transparency obligations, including the deceptive design of its blue checkmark, its advertising repository and access to public data for researchers.|Reports the December 5, 2025 fine as done.
12|K|newsletter|Brussels and Washington|US officials have warned that fines on American platforms under the DSA could prompt retaliation. The Commission says enforcement will go ahead on the evidence, with decisions on X and Meta pending in December 2025 at the earliest.|Warnings and a possible future decision.
1|L|social-post|Elon Musk|The EU fined X for... checkmarks. Absurd. We will appeal. (December 5, 2025)|A post reacting to the December 5, 2025 fine.
7|K|forum-post|DSA fine odds?|The DSA caps fines at 6% of global turnover, but the first decision will likely be far lower. I think it lands in Q1 2026, not December; the Commission is slow.|A forecast of a future decision.
2|L|tech-press|X's first DSA penalty: what the €120m fine covers|The Commission's decision of Dec. 5, 2025 gives X 60 working days to fix its checkmark system and 90 days to submit a plan on its ad repository and data access.|Reports the December 5, 2025 decision.
""",
    ),
    Q(
        "r7-gpt4o-image-gen-2024",
        "Will OpenAI make GPT-4o's native image generation available in ChatGPT by December 31, 2024?",
        "Resolves YES if OpenAI lets ChatGPT users generate images with GPT-4o's native image output (not DALL-E 3) on or before December 31, 2024. Resolves NO otherwise.",
        "2024-12-01",
        "2024-12-31",
        0,
        "model_releases",
        """
28|K|company-blog|GPT-4o system card|GPT-4o can generate image outputs in addition to text and audio. These capabilities are not yet available in ChatGPT or the API; we will share more before making them available.|A capability not yet released.
4|L|tech-press|OpenAI's '12 days' end with o3 preview, but no 4o images|OpenAI wrapped up its 12 Days of OpenAI on December 20, 2024 with a preview of o3. Sora shipped on December 9, 2024, but the native image output shown in May did not appear.|Reports December 9 and 20, 2024 events, after the cutoff.
11|K|forum-post|When is 4o image gen coming?|The May demos had it writing consistent text on posters. Six months later ChatGPT still calls DALL-E 3. Rumor is the December event run will include it.|A rumor about a future release.
1|L|company-blog|Introducing 4o Image Generation|March 25, 2025: We're launching GPT-4o image generation in ChatGPT and Sora for Plus, Pro, Team and Free users, replacing DALL-E 3 as the default image generator in ChatGPT.|Reports the March 25, 2025 launch, after the cutoff.
7|K|newsletter|OpenAI's December|OpenAI is expected to hold daily announcements through much of December 2024. Candidates include the full o1, a Sora launch and perhaps 4o's long-promised image output.|Expectations for a future month.
2|L|reddit-thread|Ghibli everything|Since the image gen update went live on 2025-03-25 my whole feed is Studio Ghibli portraits. Servers are melting; Altman says GPUs are melting too.|A post reporting the March 25, 2025 launch.
""",
    ),
]
