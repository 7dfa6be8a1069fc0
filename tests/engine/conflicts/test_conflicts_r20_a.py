"""Readings for what the v20 writers wrote (issue 15, round 20, rules20a: residence, employer and role, tool, version,
schedule, frequency, quantity), one table per family. v20's four false alarms in these families first, each a
structure that makes both notes true, read in general and not for the pair:

- a person of the named person ("Chloé's deputy was appointed head of growth") holds the post, not the person named
  (:func:`core.conflicts.holders.holder`, which also reads names in any script now: "Chloé", "Zoë");
- the older memory's thing named in the newer one only as what its thing is set apart from ("the nightly batch job,
  separate from the microservices, runs on Java 11") — :mod:`core.conflicts.set_apart`;
- a change only suggested ("suggested moving releases to Wednesday; the team will vote") —
  :func:`core.conflicts.bounds._only_talked_about`;
- a dated past told by a past verb of doing or having, not only by "was" ("back in 2023 the team only did retros
  monthly"), or by "last year" / "two years ago" — :func:`core.conflicts.bounds._past_state`.

Then v20's misses, by structure:

- a change told in one clause and its amount alone in the next ("finance cut the offsite budget; €5,500 max") or
  what it leaves ("Eight Figma seats were cancelled, leaving just four") — :mod:`core.conflicts.value_after`;
- an event a change followed, after the value ("every ten days after the nursery told me I was drowning it"), and a
  start now ("1,350 starting this lease") — :mod:`core.conflicts.asides`; a count's unit is never "starting";
- a version told by the thing's class noun with a possessive ("the scraper's interpreter"), a finished migration, a
  version after "Version 3.0 of the …", a bracket or a purpose after the version, another subject's clause after
  it ("and tests pass") — :mod:`core.conflicts.version_swap`;
- a monthly thing's day told with the day's own noun ("payroll date set to …") — :mod:`core.conflicts.month_day`;
- "9:00 sharp", "this semester", "the free trial" read as the time, the time and the thing they are.

And structures of false alarms seen on this round's development sets, in other words: a person of the user's with a
hyphen ("my co-founder"), a stand-in ("acting head of product", "for sprint 12 only") and a value labelled former
("previous employer:") — :mod:`core.conflicts.bounds`; an upgrade only slated or pencilled in; a release named by
its name that is the older version (:func:`core.conflicts.version_swap.release_restated`); two environments
(:mod:`core.conflicts.environments`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

EMPLOYER_ROLE = [
    # v20's false alarm, and a person of the named person in other words: their post, not the person's
    ("Chloé was appointed head of marketing at Doctolib.", "Chloé's deputy was appointed head of growth at Doctolib.",
     False),
    ("Tomás is a staff engineer at Stripe.", "Tomás's successor was appointed principal engineer at Stripe.", False),
    ("Amara was named head of science at Hillcrest.", "Amara's deputy was named head of maths at Hillcrest.", False),
    ("Kenji works at Sony as a designer.", "Kenji's boss works at Nintendo as a producer.", False),
    ("Oren lives in Haifa.", "Oren's sister lives in Tel Aviv.", False),
    ("I work at Acme.", "My co-founder joined Stripe.", False),
    ("Marie-Claire works at Airbus.", "Marie-Claire's co-founder joined Safran.", False),
    # a stand-in: an acting holder, a post for one sprint or release, someone covering for someone away
    ("The user is the design lead.", "The user is now acting head of product.", False),
    ("title: staff engineer @ Wise", "acting engineering manager for sprint 12 only", False),
    ("role: platform lead", "frontend lead for release 9 only", False),
    # a value labelled the former one
    ("employer: Acme", "previous employer: Initech", False),
    # the person named holds the new post
    ("Chloé was appointed head of marketing at Doctolib.", "Chloé was promoted to head of growth at Doctolib.", True),
    ("Ines works at Spotify as a data engineer.", "Ines just joined Klarna as a director.", True),
    ("Zoë lives in Lyon.", "Zoë moved to Paris.", True),
    ("Marie-Claire works at Airbus.", "Marie-Claire joined Safran.", True),
    ("title: staff engineer @ Wise", "engineering manager @ Wise now", True),
    # a change dated "last spring" is a change, not a past state
    ("Keiko is employed by Rakuten as a designer.", "Keiko was hired away by Mercari last spring.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), EMPLOYER_ROLE)
def test_employer_role(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


VERSION = [
    # v20's false alarm, and another thing set apart from the older one in other words
    ("The user's microservices run on Java 17.",
     "The user's nightly batch job, separate from the microservices, runs on Java 11.", False),
    ("The web app runs on Node 18.", "The cron worker, separate from the web app, runs on Node 20.", False),
    ("The API is deployed with Vercel.", "The docs site, distinct from the API, is deployed with Netlify.", False),
    ("Our mobile app targets iOS 16.", "The watch app, unlike the mobile app, targets watchOS 9.", False),
    # the older thing itself, something else set apart from it
    ("The user's microservices run on Java 17.", "The user's microservices, unlike the batch job, now run on Java 21.",
     True),
    ("The web app runs on Node 18.", "The web app was upgraded to Node 20.", True),
    # an upgrade only planned
    ("Our Kafka brokers run 3.5.", "Kafka 3.7 upgrade slated for Q3.", False),
    ("2025-02-01 — Redis on 6.2.", "2025-09-01 — Redis 7.2 upgrade pencilled in for November.", False),
    ("2025-02-01 — Redis on 6.2.", "2025-09-01 — Redis 7.2 upgrade finished.", True),
    # the same release by its name
    ("The CI runners use Ubuntu 22.04.", "The CI runners are on Jammy.", False),
    ("The build box runs Debian 12.", "The build box runs Bookworm.", False),
    ("The build box runs Debian 11.", "The build box runs Bookworm now.", True),
    # two environments
    ("The prod database runs Postgres 14.", "The staging database was upgraded to Postgres 16.", False),
    ("The API runs on Node 18 in production.", "The staging API moved to Node 20.", False),
    ("The prod database runs Postgres 14.", "The prod database was upgraded to Postgres 16.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION)
def test_version(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SCHEDULE = [
    # v20's false alarm, and a change only suggested in other words
    ("The user's releases go out on Tuesdays at noon.",
     "The user suggested moving releases to Wednesday; the team will vote.", False),
    ("The user's standup is at 9:30.", "The user suggested moving standup to 10:00; the team will vote.", False),
    ("The user's releases go out on Tuesdays.", "The user floated switching releases to Thursdays.", False),
    ("Invoices go out on the 1st.", "Finance proposed moving invoices to the 15th.", False),
    ("The team tracks issues in Jira.", "Someone pitched switching the tracker to Linear at the retro.", False),
    # a dated past told by its verb
    ("Standup is at 9:30.", "Back in 2023 we held standup at 10.", False),
    # the change made
    ("The user's releases go out on Tuesdays at noon.", "The user moved releases to Wednesday.", True),
    # another environment's rule
    ("prod deploy freeze: Fri 16:00", "staging deploys any time, no freeze", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SCHEDULE)
def test_schedule(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


FREQUENCY = [
    # v20's false alarm, and a dated past told by a past verb of doing or having
    ("2025-05-20 — team retro every sprint (2 weeks).",
     "2025-05-21 — back in 2023 the team only did retros monthly.", False),
    ("The team ships releases weekly.", "In 2021 the team shipped releases monthly.", False),
    ("The user runs three times a week.", "Back in 2022 the user ran every day.", False),
    # the rate now
    ("The team ships releases weekly.", "The team now ships releases monthly.", True),
    # one activity in another verb ("ring" is "call"); the means after the rate ("through Backblaze")
    ("I call my grandmother every Sunday.", "I ring my grandmother twice a week since her fall.", True),
    ("I call my mum on Sundays.", "I ring my dad on Wednesdays now.", False),
    ("The user backs up their photos monthly.", "The user's photo backups happen nightly through Backblaze.", True),
    ("Logs rotate daily.", "Logs rotate hourly via logrotate.", True),
    ("The user pays rent monthly.", "The user pays rent weekly through the app.", True),
    ("The user backs up their photos monthly.", "The user's video backups happen nightly through Backblaze.", False),
    ("Logs rotate daily.", "Audit logs rotate hourly via logrotate.", False),
    ("The report is sent weekly.", "The report is sent daily via email to the execs.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FREQUENCY)
def test_frequency(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


QUANTITY = [
    # a dated past told by a past verb of having or paying
    ("I have one car.", "Back in 2019 we had two cars.", False),
    ("The team has five engineers.", "Back in 2022 the team had three engineers.", False),
    ("The user pays 1,200 dollars rent.", "Back in 2021 the user paid 900 dollars rent.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), QUANTITY)
def test_quantity(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


TOOL = [
    ("The office uses Slack.", "Back in 2020 the office used HipChat.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL)
def test_tool(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


VALUE_AFTER = [
    # a change, then its amount alone; what a change leaves
    ("2025-03-04 — team budget for offsite: €8,000.", "2025-04-19 — finance cut the offsite budget; €5,500 max.", True),
    ("The conference budget is $3,000.", "Finance raised the conference budget; $4,500 total.", True),
    ("The free trial is 14 days.", "The free trial was extended — 30 days now.", True),
    ("Twelve seats are licensed for Figma.", "Eight Figma seats were cancelled, leaving just four.", True),
    # another thing, a part of it, a change not made
    ("2025-03-04 — team budget for offsite: €8,000.", "2025-04-19 — finance cut the travel budget; €5,500 max.", False),
    ("2025-03-04 — team budget for offsite: €8,000.",
     "2025-04-19 — finance cut the offsite budget; €5,500 for catering.", False),
    ("2025-03-04 — team budget for offsite: €8,000.",
     "2025-04-19 — finance might cut the offsite budget; €5,500 max.", False),
    ("Twelve seats are licensed for Figma.", "Eight Miro seats were cancelled, leaving just four.", False),
    ("Twelve seats are licensed for Figma.", "Eight Figma seats are unused, leaving four in use.", False),
    ("Twelve seats are licensed for Figma.",
     "Eight Figma seats were cancelled, leaving four for the design team.", False),
]


TOOL_GONE = [
    # the older tool's licences, seats, subscription or state said gone, another named; a reason naming the older tool
    ("2025-02-03 — video calls held on Zoom.", "2025-10-10 — Zoom seats cancelled; calls happen in Webex.", True),
    ("The team uses Notion for docs.", "The Notion subscription lapsed; docs live in Confluence now.", True),
    ("Infrastructure is provisioned with Terraform.",
     "All infrastructure was rewritten in Pulumi and the Terraform state archived.", True),
    ("The user manages passwords with LastPass.",
     "The user keeps every password in Bitwarden after the LastPass breach.", True),
    ("The team chats on Slack.", "The team chats on Discord after the Slack price hike.", True),
    # another tool's, a part of the use, the older tool kept
    ("The team uses Notion for docs.", "The Miro subscription lapsed; boards live in FigJam now.", False),
    ("The design team uses Figma.",
     "Figma seats cancelled for contractors; the design team still works in Figma.", False),
    ("The user manages passwords with LastPass.",
     "The user keeps work passwords in Bitwarden after the LastPass breach.", False),
    ("The team chats on Slack.", "The design team chats on Discord after the Slack price hike.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL_GONE)
def test_a_tool_said_gone(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), VALUE_AFTER)
def test_a_change_then_its_amount(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


AFTER_AN_EVENT = [
    # the event a change followed, after the value; a start now
    ("I water the fiddle-leaf fig once a week.",
     "I water the fig every ten days after the nursery told me I was drowning it.", True),
    ("The user feeds the cat twice a day.", "The user feeds the cat once a day after the vet said she was overweight.",
     True),
    ("My monthly rent is 1,200 dollars.", "The landlord raised my rent to 1,350 starting this lease.", True),
    ("The API rate limit is 100 requests per minute.",
     "The API rate limit is 200 requests per minute effective today.", True),
    # another thing, the past, someone else, a window
    ("I water the fiddle-leaf fig once a week.",
     "I water the cactus every ten days after the nursery told me I was drowning it.", False),
    # a delay a rule keeps, not an event a change followed
    ("Each outage is handled in its own Slack channel.", "Outage channels are archived a week after the outage.",
     False),
    ("Each outage is handled in its own Slack channel.", "Outage channels are archived a week after the outage ends.",
     False),
    ("The user feeds the cat twice a day.", "The user fed the cat once a day after the vet said she was overweight.",
     False),
    ("The user feeds the cat twice a day.",
     "The user's sister feeds her cat once a day after the vet said it was overweight.", False),
    ("My monthly rent is 1,200 dollars.", "My parking spot costs 150 dollars starting this lease.", False),
    ("Standup is at 9:30.", "Standup is at 10 starting this week only.", False),
    ("The team has 6 engineers.", "The team has 8 engineers starting next quarter.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), AFTER_AN_EVENT)
def test_a_value_after_an_event(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


VERSION_TOLD = [
    ("I'm on Python 3.10 for the scraper project.",
     "I bumped the scraper's interpreter to 3.12 last night and tests pass.", True),
    ("The user's app targets React 17.", "The user finished the React 18 migration and merged it to main.", True),
    ("terraform version pinned: 1.5.7", "tf pin: ~> 1.8 (state upgraded)", True),
    ("The payment SDK is pinned at version 2.3.",
     "Version 3.0 of the payment SDK was pulled in to support Apple Pay.", True),
    # another thing, a trial, a scope, a release, a requirement
    ("I'm on Python 3.10 for the scraper project.",
     "I bumped the crawler's interpreter to 3.12 last night and tests pass.", False),
    ("I'm on Python 3.10 for the scraper project.", "I tried the scraper on 3.12 last night and tests pass.", False),
    ("The user's app targets React 17.", "The user started a React 18 migration on a branch.", False),
    ("The user's app targets React 17.", "The user's admin panel finished the React 18 migration.", False),
    ("terraform version pinned: 1.5.7", "aws provider pin: ~> 5.40 (state upgraded)", False),
    ("terraform version pinned: 1.5.7", "tf pin: ~> 1.8 (staging only)", False),
    ("terraform version pinned: 1.5.7", "tf pin: ~> 1.8 (staging upgraded)", False),
    ("ruby: 3.3 (billing-app)", "ruby: 3.1 (legacy-admin)", False),
    ("The payment SDK is pinned at version 2.3.",
     "Version 3.0 of the maps SDK was pulled in to support offline tiles.", False),
    ("The payment SDK is pinned at version 2.3.",
     "Version 3.0 of the payment SDK was released with Apple Pay support.", False),
    ("The payment SDK is pinned at version 2.3.", "Version 3.0 of the payment SDK requires iOS 16.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_TOLD)
def test_a_version_told_another_way(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


SCHEDULE_TOLD = [
    ("2025-01-14 — payroll runs on the 25th.",
     "2025-06-30 — payroll date set to the last working day of the month.", True),
    ("The newsletter goes out on the first Monday of the month.",
     "The newsletter day changed to the last Friday of the month.", True),
    ("The user's team standup is at 9:30 every weekday.",
     "The user's standup starts at 9:00 sharp ever since the Sydney hires joined.", True),
    ("The user holds office hours Friday afternoons.", "The user's office hours are Wednesday mornings this semester.",
     True),
    ("The free trial is limited to 14 days.", "The free trial was extended to 30 days for all new signups.", True),
    # another thing, person or time
    ("Rent is due on the 1st.", "The deposit date moved to the 5th.", False),
    ("Payroll is run on the 25th of every month.",
     "The payroll report date is the last working day of the month.", False),
    ("Standup is at 9:30.", "Retro starts at 10 sharp.", False),
    ("The user holds office hours Friday afternoons.", "The TA's office hours are Wednesday mornings this semester.",
     False),
    ("The user holds office hours Friday afternoons.",
     "The user's office hours were Wednesday mornings last semester.", False),
    ("The user holds office hours Friday afternoons.", "The user's office hours were Wednesday mornings last year.",
     False),
    ("We're trialling Linear for issues.", "The Linear trial ended; we use Jira.", False),
    ("The free trial is limited to 14 days.", "The free trial for enterprise plans was extended to 30 days.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), SCHEDULE_TOLD)
def test_a_time_told_another_way(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


RESIDENCE = [
    # a home labelled the former one, with its years
    ("home: Lisbon", "former home 2018–2020: Porto", False),
    ("home: Lisbon", "home: Porto now", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RESIDENCE)
def test_residence(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


VERSION_MORE = [
    # a release by name on the machine the older note names; a thing named by its class ("the prod search cluster")
    ("I'm on macOS Ventura on my MacBook.", "My MacBook finished installing Sonoma overnight.", True),
    ("2024-12-01 — Elasticsearch 7.17 in prod.", "2025-04-22 — prod search cluster migrated to Elasticsearch 8.13.",
     True),
    # another environment, another cluster
    ("2024-12-01 — Elasticsearch 7.17 in prod.",
     "2025-04-22 — staging search cluster migrated to Elasticsearch 8.13.", False),
    ("2024-12-01 — Elasticsearch 7.17 in prod.",
     "2025-04-22 — prod logging cluster migrated to Elasticsearch 8.13.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_MORE)
def test_a_version_named_by_class_or_release(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


FREQUENCY_MORE = [
    # "applied" of a thing put in place is no job application; an event after the rate
    ("Security patches are applied monthly.", "Security patches are applied weekly.", True),
    ("Security patches are applied monthly.", "Security patches are applied every week following the audit.", True),
    ("Backups run weekly.", "Backups run daily following the ransomware scare.", True),
    ("Security patches are applied monthly.", "Kernel patches are applied weekly.", False),
    ("Backups run weekly.", "Database backups run daily following the ransomware scare.", False),
    ("The user works at Acme.", "The user has applied for a job at Stripe.", False),
    # a product's trial is a thing, not a trial of one
    ("Trial users get 2 seats.", "Trial users now get 4 seats.", True),
    ("We're trialling Linear for issues.", "The trial ended; we use Jira.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), FREQUENCY_MORE)
def test_a_rate_told_with_its_event(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
