# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold66` held-out part of the leak set, read by `build_hold66.py`.

Technology and AI: model releases, benchmarks and leaderboards, chip launches, app-store and
platform policy, developer conferences and open-source releases, written as company blogs,
changelogs, release notes, tech press, forum and social posts and wiki pages. Each question's
documents are one line each in a string, fields separated by `|` (days before the cutoff it is
published, label L=leak / K=keep, style, title, text, why), or tuples of the same fields where a
text holds a table. Written blind as a held-out part; see `build_hold66.py` and the part's README
section in `tests/data/leak_holdout/hold66.md`. The events are real; the wording is invented and
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
26|K|company-blog|Apple announces changes to iOS, Safari and the App Store in the European Union|Apple said on January 25, 2024 that developers in the EU will be able to distribute apps through alternative marketplaces starting with iOS 17.4, which it expects to ship in March. The first beta of iOS 17.4 is available to developers today.|Announcement before the cutoff of a release expected later.
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
7|K|tech-press|KDE Plasma 6 is almost here: what changes for you|The desktop moves to Qt 6 and makes Wayland the default session. KDE has set February 28 as the date for the combined release of Plasma, Frameworks and Gear, and distributions such as KDE neon and Fedora are expected to follow within weeks.|A preview with a set release date.
1|L|forum-post|Re: Plasma 6 on Arch - anyone upgraded yet?|Pulled it from the repos the morning of Feb 29, 2024 and the upgrade went fine, apart from my old global theme breaking. Day one of 6.0 and it's honestly smoother than 5.27.|A forum post reporting use of the released version on February 29, 2024.
12|K|wiki-page|KDE Plasma 6|Plasma 6 is the upcoming major version of the KDE Plasma desktop, ported to Qt 6. The Alpha was published in November 2023, the Beta in December 2023 and the first release candidate on 10 January 2024. The final release is planned for 28 February 2024.|Past milestones and a planned date.
4|L|changelog|Plasma 6.0.1 changelog|Bugfix release following the 6.0 megarelease of February 28, 2024: fixes a crash in KWin when unplugging a monitor and restores the missing wallpaper slideshow settings. Released 2024-03-05.|A changelog reporting a later point release and the February 28 release.
""",
    ),
    Q(
        "r7-debian12-bookworm-2023",
        "Will Debian 12 \"bookworm\" be released as the new stable distribution by June 15, 2023?",
        "Resolves YES if the Debian project announces the release of Debian 12 (bookworm) as stable on or before June 15, 2023. Resolves NO otherwise.",
        "2023-05-25",
        "2023-06-15",
        1,
        "open_source",
        """
20|K|mailing-list|bookworm release date|The release team has agreed on a date: we intend to release bookworm on 10 June 2023. The full freeze continues until then; please do not upload anything to unstable that you would want to see in bookworm without talking to us first.|A stated intention for a future date.
3|L|company-blog|Debian 12 "bookworm" released|After 1 year, 9 months and 28 days of development, the Debian project is proud to present its new stable version 12, released on June 10, 2023. It ships Linux kernel 6.1 and, for the first time, includes non-free firmware on the official installation images.|Reports the June 10, 2023 release as done.
8|K|tech-press|Debian 12 is coming in June with non-free firmware on the installer|The big change for Debian 12 follows last autumn's general resolution: the official images will include non-free firmware packages. Release is planned for Saturday, June 10.|A preview with a planned date.
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
6|K|forum-post|When is V6 coming out?|Every week it's "next week". Last I heard in the Discord they're aiming for late December. I'll believe it when /settings shows it.|A forum post about an expected release.
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
9|K|press-release|Meta Connect returns September 27-28|Meta Connect 2023 will take place in person at Meta's Menlo Park campus on September 27 and 28, with the keynote streamed live. Sessions will cover mixed reality, AI and the wearables lineup.|An event announcement with future dates.
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
12|K|tech-press|Microsoft's long-rumored AI chip could debut next month|Microsoft has been working on an AI chip code-named Athena since 2019, according to reports earlier this year. People familiar with the matter say it may be shown at Ignite, which runs November 15-16 in Seattle.|A report of a possible future announcement.
3|L|company-blog|Introducing Azure Maia 100 and Azure Cobalt 100|At Ignite on November 15, 2023 we announced two chips designed in-house: Azure Maia 100, an AI accelerator for training and inference, and Azure Cobalt 100, an Arm-based CPU for general cloud workloads. Both will roll out in our datacenters early next year.|Reports the November 15, 2023 announcement as done.
6|K|newsletter|Ignite week ahead|Things to watch at Ignite 2023: Copilot for Microsoft 365 pricing, Fabric general availability and, if the rumors are right, Microsoft's first in-house AI silicon. The keynote starts at 9 a.m. PT on Nov 15.|A preview of a scheduled keynote.
1|L|tech-press|Microsoft joins Google and Amazon with its own AI chip|Microsoft unveiled the Maia 100 on Wednesday, Nov. 15, 2023, a 105-billion-transistor chip built on TSMC's 5nm process. OpenAI provided feedback on the design, the company said.|Reports the November 15, 2023 unveiling.
9|K|hn-thread|Ask HN: does Microsoft actually have an AI chip?|They have had an in-house team for years, and the job postings are public. Whether they show anything at Ignite is another question; I'd bet on a slide with no availability date.|Speculation about a future event.
""",
    ),
]
