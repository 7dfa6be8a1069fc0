"""Attribute families and their wording, in one place so a person can audit them.

The statement model (:mod:`core.conflicts.statement`) reads a memory as *entity +
attribute = value*. People name one attribute many ways — "lives in", "is based in",
"home city:", "relocated to" are all residence — so each family lists the words that
say **has value**, **changed to** and **stopped**, and folds its attribute words into one
tag (``@residence``) that two memories can share even when no word of theirs matches.

Everything is matched on the stems of :func:`core.conflicts.text.stem`. Lists stay small:
a word belongs here when people use it for that family in everyday notes.
"""

from __future__ import annotations

from core.text.tokens import stem


def _stems(words: str) -> frozenset[str]:
    return frozenset(stem(w) for w in words.split())


def _phrases(text: str) -> tuple[tuple[str, ...], ...]:
    """Phrases separated by ``|``, each a tuple of lower-case words as written (``*`` = any one word).

    Phrases match the words as written, not their stems: "named" must not match "name".
    """
    out = []
    for phrase in text.split("|"):
        words = phrase.lower().split()
        if words:
            out.append(tuple(words))
    return tuple(sorted(out, key=len, reverse=True))


def _words(text: str) -> frozenset[str]:
    return frozenset(text.lower().split())


# --- the families ---------------------------------------------------------------------------------
#
# ``nouns``: words that name the attribute ("residence", "employer"); they become the tag.
# ``has``:   verbs and phrases that state the value ("lives in", "works at").
# ``change``: phrases that say the value changed ("relocated to", "joined").
# A phrase of ``has`` or ``change`` also becomes the tag, so "lives in Lisbon" and
# "relocated to Porto" share ``@residence``.

FAMILIES: dict[str, dict[str, frozenset[str] | tuple]] = {
    "residence": {
        "nouns": _words("residence home-city hometown apartment flat loc location home-base"),
        "has": _phrases("live in | lives in | living in | lived in | based in | based out of | reside in | resides in "
                        "| residing in | resident of | home is | home for me is | home city | home base | stay in "
                        "| rents a flat in | rents an apartment in | rents a house in | rents in | renting in "
                        "| stays in | settled in | registered as living in | live at | lives at | living at "
                        "| home address"),
        "change": _phrases("relocated to | relocate to | moved to | moved back to | move to | settled in "
                           "| went back to living in | now lives in | has been living in | moved out of "
                           "| moved up to | moved down to | moved over to | moved across to | base has changed to "
                           "| moved in | moved into | moved there | relocated there | resettled in | has resettled in "
                           "| base changed to | base moved to "
                           "| re-located to | home base was moved | moved house | moved home"),
    },
    "employer": {
        "nouns": _words("employer job day-job workplace"),
        "has": _phrases("works at | work at | works for | work for | working at | working for | employed by "
                        "| employed at | job at | full-time at | part-time at | contracts for | freelancing for "
                        "| teaching at | teaches at | teach at | now works at | now works for | is now at "
                        "| contracted by | contracted to | contracts with | contractor at | contractor for"),
        "change": _phrases("joined | join | joins | hired by | was hired by | started at | started a new job at "
                           "| took a job at | took a job with | took a * job at | took a * job with | got a job at "
                           "| got a * job at | landed a job at | landed a * job at | accepted a job at "
                           "| started working at | started working for | moved to | went to "
                           "| recruited by | recruited away | signed with | hired at | went over to | moved over to "
                           "| poached by | was poached by | hired away by | was hired away by | been hired away by "
                           "| took a role at | took a position at | accepted a role at "
                           "| accepted a position at | got hired at | got hired by"),
    },
    "role": {
        "nouns": _words("role title position"),
        "has": _phrases("works as | work as | is a | is an | am a | am an | as a | as an | serves as"),
        "change": _phrases("promoted to | became | become | becomes | went back to being | back to being "
                           "| appointed | appointed as | named as | now a | now an | stepped into | moved into "
                           "| hired as | was hired as | was made | were made | got made | took over as | moved into "
                           "| now works as | is now working as"),
    },
    "name": {
        "nouns": _words("name nickname alias handle hostname ssid username display-name names"),
        "has": _phrases("is called | called | is named | named | name is | goes by | go by | known as | calls "
                        "| call it | is known as | is branded | branded | is branded as | branded as | referred to as "
                        "| is referred to as"),
        "change": _phrases("renamed | renamed to | rename | rebranded | rebranded to | rebranded as | rebrand "
                           "| now called | is now called | re-hostnamed | rehostnamed | changed the name to "
                           "| wants to be called"),
    },
    "licence": {
        "nouns": _words("license licence licensing lic licenses licences"),
        "has": _phrases("licensed under | licenced under | released under | distributed under | is under "
                        "| published under | available under | licensed as | publish under | release under "
                        "| ship under | shipped under"),
        "change": _phrases("relicensed | relicenced | relicensed under | relicensed to | re-licensed "
                           "| open-sourced | open sourced | went | moved to | switched to | changed to"),
    },
    "owner": {
        "nouns": _words("owner owners ownership maintainer maintainers steward dri assignee registrant codeowners"),
        "has": _phrases("owned by | owns | own | maintained by | maintains | maintain | maintaining "
                        "| responsible for | in charge of | is the dri for | dri for | assigned to | registered to "
                        "| belongs to | belong to | manages | managed by | looks after | rented by | leased by "
                        "| rents | leases | held by | is held by | filled by | occupied by | run by | is run by "
                        "| led by | is led by"),
        "change": _phrases("transferred to | handed to | handed over to | handed over | handed off | handed "
                           "| took over | takes over | reassigned to | now owned by | now maintained by "
                           "| now owns | gave | given to | passed to | passed | passed on | ownership moved to "
                           "| ownership went to "
                           "| ownership passed to | ownership was transferred to | ownership of | taken over by "
                           "| was taken over by | is now responsible for | now responsible for"),
    },
}

# Tag of each family, the word a key carries for it.
TAGS = {name: f"@{name}" for name in FAMILIES}
# Employer and role are one attribute family, a job: its values are the role and the organisation.
TAGS["employer"] = TAGS["role"] = "@job"

# Families whose value is held by one holder at a time: a second value is a change,
# unless the newer memory says it adds one ("also", "as well").
EXCLUSIVE_FAMILIES = frozenset({"residence", "employer", "role", "name", "licence", "owner"})

# --- words of structure ---------------------------------------------------------------------------

COPULAS = frozenset("is are was were am be been being 's =".split())
VERB_WORDS_NOTE = None
# Verbs that link a subject to a value and say nothing else about either.
LIGHT_VERBS = _stems(
    """
    run runs ran running listen listens listening serve serves served sit sits host hosts hosted stay stays
    take takes took happen happens happened locate located point points pointed hold holds held have has had get gets
    got go goes going went keep keeps kept use uses used using live lives reside resides set configured
    configure do does done did make makes made give gives gave put
    """
)
# Framing: who holds the fact in a personal store. They count as the entity "self".
SELF_WORDS = frozenset("i me my mine myself we us our ours ourselves user user's users".split())
PRONOUNS = frozenset("they them their theirs he him his she her hers it its you your yours".split())
STOP_WORDS = frozenset(
    """
    a an the of to in on at for with by from as and or but nor than then so also just very about into onto over
    under up down out some any each both either neither such same other own per via vs versus this that these
    those there here which who whom what when where how why can could will would shall should may might must
    let lets do does did done be been being am is are was were 's one's all every only even still too eg ie
    """.split()
)
# Words that describe rather than identify ("usually", "currently"): never part of a key.
FILLER_WORDS = _stems(
    """
    usually always generally typically often normally mostly really actually currently basically mainly
    finally officially permanently fully completely entirely already recently lately ever together
    everything anything something thing things stuff everywhere anywhere bit lot kind sort way ok okay
    jointly outright please said says mentioned one ones
    """
)
# Words announcing that a value changed. Ignored when comparing keys.
CHANGE_WORDS = _stems(
    """
    now moved move moves changed change changes switched switch updated update upgraded upgrade bumped bump
    raised raise lowered lower increased increase decreased decrease reduced reduce became become becomes
    slipped slip pushed postponed rescheduled reschedule went anymore again back nowadays corrected correct
    revised revise adjusted adjust downgraded downgrade renamed rename reassigned reassign relocated relocate
    extended extend shortened shorten migrated migrate shifted shift cut cutover transferred transfer handed
    replaced replace swapped swap new newly since starting onwards forward going promoted rebranded re-hostnamed
    rehostnamed relicensed re-provisioned reprovisioned provisioned scaled scale moving adopted adopt turned
    gone done over instead doubled halved tripled tightened loosened relaxed crossed surpassed exceeded topped
    reached resized resize reconfigured reconfigure repointed repoint rerouted reroute rebalanced reallocated
    reallocate retuned retune expanded expand trimmed trim rolled roll lengthened lengthen dropped
    """
)
# Words saying a value moved without naming the new one ("the upload limit was doubled",
# "standup was moved"): the older value no longer holds.
SHIFT_WORDS = frozenset(
    """
    doubled halved tripled quadrupled raised lowered increased decreased reduced bumped extended shortened
    tightened loosened relaxed changed moved rescheduled postponed lengthened
    """.split()
)
SHIFT_PHRASES = _phrases("went up | went down | gone up | gone down | has gone up | has gone down | goes up "
                         "| goes down | pushed back | brought forward | moved up | moved back")
# Irregular forms that say a value changed, matched as written ("made the assets CC0", "has grown to 9").
CHANGE_FORMS = frozenset("made grew grown shrank shrunk rose risen fell fallen".split())
CHANGE_PHRASES = _phrases(
    "these days | from now on | going forward | from here on | as of now | no longer | not anymore | any more "
    "| cut over | cut over to | down to | back to | went back to | go back to | switched to | moved to "
    "| changed to | updated to | upgraded to | bumped to | raised to | lowered to | reduced to | increased to "
    "| decreased to | extended to | shortened to | set to | now at | now on | is now | are now | was changed "
    "| starting this | took over | has been moved | was moved | went up | went down | gone up | gone down "
    "| has gone up | has gone down | go up | go down | for good | dropped to | fell to"
)
NEGATIONS = frozenset("not never no none nobody nothing neither nor without".split())

# Stop cues before their object: "left Shopify", "no more Alfama", "quit Vercel".
STOP_BEFORE = _phrases(
    """
    left | leave | leaving | quit | quitting | dropped | drop | dropping | ditched | ditch | retired | retire
    | removed | remove | uninstalled | uninstall | deleted | delete | cancelled | canceled | cancel | abandoned
    | abandon | deprecated | deprecate | decommissioned | decommission | sunset | sunsetted | disabled | disable
    | discontinued | discontinue | scrapped | scrap | killed | dumped | sold | unsubscribed from | unsubscribe from
    | stopped | stop | stopping | stopped using | stop using | quit using | gave up
    | give up | got rid of | get rid of | turned off | turn off | shut down | shut off | switched off
    | switched away from | moved away from | moved off | moved off of | migrated off | migrated away from
    | moved out of | laid off from | laid off by | let go from | let go by | fired from | stepped down as
    | stepped down from | stepped down | stepped back from | stepped away from | resigned from | resigned as
    | resigned | retired from | no more | no longer | not anymore | instead of | rather than | in place of
    | away from | off of | handed off | handed over | archived | archive | phased out | phase out
    | ended | ending | lapsed | expired | replaced | replace | migrated from | moved from | switched from
    | moved on from | moving on from | has moved on from | parted ways with | last day at | handed in my notice at
    | handed in their notice at | handed in his notice at | handed in her notice at | gave notice at | gone off
    | went off | got tired of | grew tired of | tired of | sick of | done with | fell out of love with
    | fallen out of love with | over it
    | ported from | converted from | stopped taking | stop taking
    """
)
# Stop cues after their object: "CircleCI retired", "Bear is gone", "the Phoenix days are over".
# Every participle below also reads in the passive ("was retired", "has been sunset", "got dropped").
STOP_PARTICIPLES = (
    "retired dropped decommissioned deprecated disabled removed abandoned ditched cancelled canceled scrapped "
    "killed sunset sunsetted archived discontinued uninstalled deleted dumped offboarded shelved axed "
    "eliminated disbanded dissolved terminated wound-down closed-down "
    "phased-out shut-down turned-off switched-off lifted revoked rescinded"
).split()
_PASSIVE = ("", "was ", "were ", "is ", "are ", "has been ", "have been ", "got ", "been ")
STOP_AFTER = _phrases(
    " | ".join(f"{aux}{p.replace('-', ' ')}" for p in STOP_PARTICIPLES for aux in _PASSIVE)
    + """
    | is gone | are gone | gone | is out | 's out | days are over | is over | are over | is behind us
    | is behind me | are behind us | ended | has ended | lease ended | lapsed | expired | has expired | is dead
    | died | was merged into | merged into | were merged into | was replaced | was replaced by | replaced by
    | has been replaced by | were replaced by | got replaced by | is no more | no longer used | not used anymore
    | moved teams | left the team | left the company | stepped back | stepped down | stepped away
    | stepped aside | was let go | were let go | was laid off | got laid off | is history
    | was dropped in favor of | was dropped in favour of | is off | went away | went out of business
    | made redundant | was made redundant | got made redundant | was fired | got fired | was sacked | got sacked
    | shut off | was shut off | eol | is eol | went eol | hit eol | end of life | is end of life | end-of-life
    | reached end of life | is end-of-life
    """
)
# After these, the words that follow "for/to/with/by/onto/in favor of" name the replacement.
REPLACEMENT_MARKERS = _phrases("for | to | with | by | on to | onto | into | in favor of | in favour of | over")
# Transition markers: "from X to Y", "X -> Y", "(was X)".
FROM_WORDS = frozenset({"from"})
TO_WORDS = frozenset({"to", "->", "→", "=>", "⇒", "into"})

# Hedged, planned or conditional statements assert nothing yet.
HEDGES = _stems(
    """
    might may could maybe perhaps possibly probably considering consider evaluating evaluate tempted wondering
    unsure whether someday eventually hopefully tbd tbc proposal proposed propose debating pondering likely
    should ought will shall hope hoping intend intends intending supposedly apparently reportedly rumoured
    rumored trialling trialing trying piloting pilot exploring investigating prototyping experimenting
    experiment poc spike draft wip rfc tentative tentatively pending shortlisted offered offer offers applied
    applying interviewing discussed discussing
    """
)
HEDGE_PHRASES = _phrases(
    "plan to | plans to | planning to | planning on | thinking about | thinking of | want to try | wants to try "
    "| going to try | would like to | under discussion | up for discussion | in discussion | not decided "
    "| not sure | at some point | if the | if it | if we | if they | if i | is considering | are considering "
    "| might move | may move | talking about | looking at | looking into | to be decided | next year | next quarter "
    "| going to | about to | aim to | aims to | expect to | expects to | supposed to | would like to | i think "
    "| under review | being reviewed | in review | being considered | under consideration | awaiting approval "
    "| pending approval | on hold | in progress | up for a vote | being discussed | was discussed | were discussed "
    "| was proposed | were proposed | if needed | when needed | as needed | where possible "
    "| we think | i guess | not yet | yet to | if approved | once approved | in the future"
)
# Additive wording: the newer memory adds a value rather than replacing one.
ADDITIVE = _stems("also too additionally additional another second extra either alongside plus both besides")
ADDITIVE_PHRASES = _phrases(
    "as well | in addition | and also | on top of | as a second | a second | another one | split out | spun off "
    "| spun out | forked as | was forked | cross-posted | cross posted | for short | also known as | aka "
    "| a.k.a. | goes by | also goes by | nicknamed"
)
# One-off or temporary states: they never replace the standing fact.
TEMPORARY = _words("temporarily temporary visiting interim one-off oneoff fill-in")
TEMPORARY_PHRASES = _phrases(
    "for the weekend | for the day | for a week | for two weeks | for the week | for a conference "
    "| for a workshop | for the workshop | for an offsite | for a two-day offsite | for the offsite | for a visit "
    "| for work | at a conference | on holiday | on vacation | on a trip | for a trip | business trip | a trip to "
    "| until thursday | until friday | until monday | until tuesday | until wednesday | until next | for now "
    "| this week only | just this week | for a few days | for a month | while | is spending | are spending "
    "| am spending | spending the | for a client meeting | for a meeting | covering for | filling in "
    "| for one day | one day only | for a day | this once | one-time only | for one week "
    "| for this release only | for this sprint | for the launch | during the outage | during the migration "
    "| this month only | this sprint only | this quarter only | this time only | just this month "
    "| only this week | only this month | for this month only | for this week only"
)
# Relative time anchors: a dated one-off event ("walked the dog at 9 *this morning*").
EVENT_PHRASES = _phrases(
    "this morning | this afternoon | this evening | today | tonight | yesterday | last night | earlier today "
    "| this week | this month | just now | late this month | again this week | next week | next month "
    "| next sprint | next quarter | next year | tomorrow | this sprint | last sprint | this quarter"
)
# Words that speak of the past only ("used to", "previously").
HISTORY_PHRASES = _phrases(
    "used to | previously | formerly | before that | back then | back in my | back in the day | back in college "
    "| back in school | back in university | at the time | in the past | was originally "
    "| were originally | originally | until it | until they | until we | until i | until the | before i "
    "| before it | before we | before they | before the | before moving | before switching | before going "
    "| before settling | before becoming | before joining | before"
)

# Qualifiers that make a different scope of one attribute ("staging" vs "production").
SCOPE_WORDS = _stems(
    """
    prod production staging stage dev development test testing qa local sandbox preview canary demo
    free paid pro enterprise premium basic business personal company corporate internal external public private
    customer customers contractor contractors employees employee partner partners
    home work office remote onsite on-site weekday weekdays weekend weekends holiday holidays
    mobile web frontend backend
    code docs documentation legal marketing transactional
    legacy guest vacation side secondary backup replica replicas admin archive previous former ex prior past
    us eu apac emea uk asia americas region europe european america american africa latam global worldwide
    regional emea-west us-east us-west eu-west eu-central
    long-haul short-haul domestic international
    unit integration end-to-end e2e
    """
)
# Nouns for people related to the entity: "the user's partner" is someone else.
RELATION_WORDS = _stems(
    """
    partner wife husband spouse girlfriend boyfriend sister brother sibling siblings mom mum mother dad father
    parent parents kid kids child children son daughter cofounder co-founder manager boss report reports
    colleague colleagues friend friends neighbour neighbor roommate flatmate assistant cousin aunt uncle
    grandma grandpa family team teammate teammates parent-company subsidiary fork
    """
)
# Nouns that follow a named value and belong to it ("the *Abuja* office", "the *Brand* team").
VALUE_HEADS = _stems(
    """
    office team guild org organisation organization account channel workspace board huddle comments issues
    blog room group squad department dept crew unit studio lab labs inc ltd llc gmbh corp company
    releases
    """
)
# Nouns that only name the kind of value ("version", "port"): dropped from keys.
VALUE_NOUNS = _stems(
    "version tag value number amount count setting ip address url uri endpoint port host hostname domain link "
    "interval cadence handle username schedule frequency"
)
# Words that start a reason or circumstance clause; its words say why, not what.
REASON_WORDS = frozenset("because since after due following thanks".split())
# Time words: when something was said or happened, never what it is about.
TIME_WORDS = frozenset(
    """
    today yesterday tomorrow tonight day week month year quarter weekend ago earlier later lately recently
    time times cycle sprint season moment while date dates
    """.split()
)

# Alternatives: a value from one of these sets, and the head noun the set is about.
ALTERNATIVES: tuple[tuple[str, frozenset[str]], ...] = (
    ("mode", frozenset("dark light".split())),
    ("indent", frozenset("tabs spaces".split())),
    ("units", frozenset("metric imperial".split())),
    ("temperature", frozenset("celsius fahrenheit".split())),
    ("seat", frozenset("window aisle".split())),
    ("length", frozenset("concise terse short brief detailed verbose long lengthy thorough step-by-step".split())),
    ("spelling", frozenset("british american".split())),
    ("clock", frozenset("12-hour 24-hour 12h 24h".split())),
    ("sync", frozenset("async synchronous asynchronous".split())),
    ("diet", frozenset("vegetarian vegan pescatarian omnivore carnivore".split())),
    ("work-mode", frozenset("remote hybrid in-office".split())),
    ("state", frozenset("enabled disabled".split())),
    ("source", frozenset("open-source closed-source".split())),
    ("merge", frozenset("squash rebase".split())),
    ("format", frozenset("bullets prose paragraphs".split())),
    ("contact", frozenset("email e-mail mail sms text texts phone call calls push letter fax whatsapp post "
                          "courier".split())),
    ("drink", frozenset("coffee tea decaf espresso latte matcha water juice soda beer wine".split())),
    ("tone", frozenset("formal informal casual friendly playful blunt gentle diplomatic".split())),
    ("milk", frozenset("oat almond soy skim skimmed semi-skimmed lactose-free whole".split())),
    ("employment", frozenset("freelance freelancer self-employed full-time part-time unemployed retired "
                             "student".split())),
)
# Sets whose words are common elsewhere ("the whole team", "a casual chat") count as alternatives
# only in a text that names what they are about.
ALTERNATIVE_NEEDS = {"tone": frozenset("tone voice register language style wording writing".split()),
                     "milk": frozenset({"milk"})}
# Matched on the lower-case word as written ("metrics" is not "metric").
ALTERNATIVE_OF = {word: head for head, words in ALTERNATIVES for word in words}
# Words that mean the same value ("terse" answers are "concise" ones).
SYNONYMS = {"freelancer": "freelance", "self-employed": "freelance", "terse": "concise", "brief": "concise",
            "short": "concise", "verbose": "detailed",
            "lengthy": "detailed", "thorough": "detailed", "step-by-step": "detailed", "long": "detailed",
            "asynchronous": "async", "synchronous": "sync", "e-mail": "email", "mail": "email", "texts": "sms",
            "text": "sms", "call": "phone", "calls": "phone"}

# Role nouns: what someone is at work ("staff engineer", "CTO").
ROLE_HEADS = _stems(
    """
    engineer eng developer dev programmer manager em pm director head lead vp cto ceo cfo coo cpo ciso founder
    cofounder co-founder designer analyst scientist architect consultant contractor freelancer employee intern
    teacher nurse doctor researcher writer sre qa tester admin administrator ic contributor chemist accountant
    lawyer recruiter president principal officer specialist coordinator advisor adviser mentor midwife
    pharmacist paramedic electrician plumber chef cook barista cashier driver mechanic carpenter surgeon dentist
    therapist psychologist professor lecturer tutor librarian journalist photographer artist musician actor
    salesperson representative rep agent clerk secretary receptionist technician operator supervisor foreman
    assistant associate student apprentice volunteer treasurer chair chairperson editor-in-chief product-owner
    scrum-master steward caretaker nanny courier translator illustrator copywriter strategist economist
    statistician biologist physicist veterinarian vet pilot
    """
)
# Words that qualify a job title ("*Engineering* Manager", "*Senior* Developer").
ROLE_MODIFIERS = _stems(
    """
    senior staff principal lead chief head junior associate assistant executive managing deputy vice general
    engineering product program programme project software backend frontend mobile data design people community
    sales marketing account operations technical regional security site reliability support customer success
    devops platform infrastructure qa test research clinical medical legal financial finance hr full-time
    part-time freelance contract interim acting
    """
)
ROLE_ABBREVIATIONS = {"eng": "engineer", "em": "engineering-manager", "ic": "individual-contributor",
                      "pm": "product-manager", "dev": "developer", "mgr": "manager", "dir": "director",
                      "sr": "senior", "jr": "junior", "swe": "engineer", "sde": "engineer"}

# Common tools, by what they are for. A value of one class and a key naming the class
# ("browser", "test runner") meet: "I'm on Chrome" and "switched my browser to Firefox".
TOOL_CLASSES: dict[str, tuple[str, str]] = {
    # class: (the words that name the class, the members)
    "browser": ("browser", "chrome firefox safari edge arc brave opera vivaldi chromium"),
    "editor": ("editor ide", "vscode vs-code neovim nvim vim emacs zed helix sublime atom intellij pycharm webstorm "
                             "goland rider clion xcode eclipse nano cursor windsurf fleet"),
    "terminal": ("terminal", "iterm iterm2 wezterm alacritty kitty ghostty warp hyper konsole"),
    "shell": ("shell", "bash zsh fish nushell powershell"),
    "ci": ("ci", "circleci travis jenkins buildkite drone teamcity bamboo semaphore "
                                                  "woodpecker concourse github-actions gitlab-ci"),
    "tracker": ("tracker", "jira linear asana trello clickup todoist "
                                                                          "youtrack shortcut basecamp"),
    "notes": ("note notes notebook", "notion obsidian bear evernote logseq roam onenote joplin"),
    "chat": ("messenger", "slack teams discord mattermost zulip whatsapp signal telegram "
                                               "element imessage wechat"),
    "video": ("video video-calls", "zoom meet webex whereby jitsi"),
    "passwords": ("password passwords", "1password bitwarden lastpass keepass keepassxc dashlane keeper"),
    "errors": ("error-tracking", "sentry rollbar bugsnag honeybadger raygun "
                                                                  "airbrake"),
    "observability": ("observability apm", "datadog grafana prometheus newrelic "
                                                                         "honeycomb dynatrace splunk"),
    "paging": ("paging", "pagerduty opsgenie incident.io victorops firehydrant "
                                                           "rootly"),
    "flags": ("flag flags feature-flags toggles", "launchdarkly unleash flagsmith growthbook configcat statsig"),
    "iac": ("iac infra-as-code", "terraform pulumi opentofu cloudformation cdk crossplane"),
    "config": ("config-management", "ansible chef puppet salt saltstack"),
    "containers": ("container-runtime", "docker podman containerd colima orbstack"),
    "jspm": ("pkg-mgr", "npm yarn pnpm bun"),
    "pypm": ("python-packaging", "pip poetry pipenv uv conda pdm hatch"),
    "bundler": ("bundler", "webpack vite rollup parcel esbuild turbopack rspack"),
    "tests": ("test-runner", "jest vitest mocha jasmine ava pytest unittest nose rspec minitest junit "
                                           "playwright cypress selenium puppeteer"),
    "lint": ("lint linter linting", "eslint biome ruff flake8 pylint rubocop golangci-lint stylelint clippy"),
    "format": ("format formatter formatting", "prettier black isort gofmt rustfmt yapf autopep8"),
    "database": ("database db datastore", "postgres postgresql mysql mariadb sqlite mongodb mongo cassandra dynamodb "
                                          "cockroachdb clickhouse snowflake bigquery redshift"),
    "cache": ("cache caching", "redis memcached valkey varnish"),
    "queue": ("queue queues broker", "kafka rabbitmq sqs nats pulsar kinesis"),
    "search": ("search-engine", "elasticsearch opensearch algolia meilisearch typesense solr"),
    "hosting": ("hosting", "heroku vercel netlify render railway digitalocean "
                                                                  "linode hetzner fly.io"),
    "vcs": ("repo repos code-hosting", "github gitlab bitbucket gitea gerrit sourcehut codeberg"),
    "deploy": ("deploy-tool", "capistrano kamal argocd argo flux spinnaker"),
    "secrets": ("secret secrets", "vault doppler infisical sops"),
    "logs": ("log-shipper", "fluentd fluent-bit logstash vector filebeat promtail"),
    "design": ("design-tool", "figma sketch framer penpot invision"),
    "email": ("newsletter", "mailchimp buttondown convertkit beehiiv sendgrid mailgun postmark"),
    "support": ("helpdesk", "zendesk intercom freshdesk helpscout"),
    "orm": ("orm", "sqlalchemy prisma typeorm sequelize hibernate activerecord gorm drizzle peewee"),
    "social": ("social", "twitter bluesky mastodon threads linkedin substack medium"),
    "os": ("os operating-system", "macos ios android ubuntu debian fedora windows linux nixos ipados "
                                                 "chromeos centos rhel alpine"),
    "language": ("programming-language", "python node node.js ruby go golang rust java kotlin scala elixir php "
                                      "typescript javascript deno swift dotnet erlang haskell clojure perl julia "
                                      "dart zig lua"),
    "framework": ("framework", "react vue svelte angular next.js nextjs nuxt remix django flask fastapi "
                                        "rails laravel spring express phoenix ember astro gatsby htmx flutter"),
    "proxy": ("proxy webserver", "nginx caddy traefik haproxy envoy"),
    "kubernetes": ("orchestration orchestrator", "kubernetes k8s nomad openshift k3s eks gke aks"),
    "bi": ("bi", "tableau looker metabase superset"),
    "deps": ("dependency-updates", "renovate dependabot"),
    "wiki": ("wiki", "confluence notion gitbook"),
    "launcher": ("launcher", "raycast alfred spotlight"),
    "dotfiles": ("dotfiles", "chezmoi stow yadm"),
    "brew": ("package-manager", "homebrew brew apt nix macports chocolatey scoop"),
}
TOOL_CLASS_OF: dict[str, str] = {}
CLASS_NOUNS: dict[str, str] = {}
for _class, (_nouns, _members) in TOOL_CLASSES.items():
    for _member in _members.split():
        TOOL_CLASS_OF.setdefault(_member, _class)
    for _noun in _nouns.split():
        CLASS_NOUNS.setdefault(_noun, _class)
# Names of two words that are one tool ("VS Code", "GitHub Actions").
MULTIWORD_TOOLS = {("new", "york", "city"): "new-york", ("new", "york"): "new-york",
                   ("san", "francisco"): "san-francisco", ("los", "angeles"): "los-angeles",
                   ("hong", "kong"): "hong-kong", ("mexico", "city"): "mexico-city",
                   ("buenos", "aires"): "buenos-aires",
                   ("tel", "aviv"): "tel-aviv", ("cape", "town"): "cape-town", ("kuala", "lumpur"): "kuala-lumpur",
                   ("new", "delhi"): "new-delhi", ("las", "vegas"): "las-vegas", ("san", "diego"): "san-diego",
                   ("rio", "de", "janeiro"): "rio-de-janeiro", ("são", "paulo"): "sao-paulo",
                   ("sao", "paulo"): "sao-paulo", ("st.", "louis"): "st-louis",
                   ("vs", "code"): "vscode", ("visual", "studio", "code"): "vscode",
                   ("github", "actions"): "github-actions",
                   ("gitlab", "ci"): "gitlab-ci", ("google", "meet"): "meet", ("microsoft", "teams"): "teams",
                   ("sublime", "text"): "sublime", ("new", "relic"): "newrelic", ("help", "scout"): "helpscout",
                   ("google", "chat"): "google-chat", ("apple", "notes"): "apple-notes", ("argo", "cd"): "argocd",
                   ("grafana", "cloud"): "grafana-cloud", ("github", "issues"): "github-issues",
                   ("github", "releases"): "github-releases", ("fluent", "bit"): "fluent-bit"}
# Lower-case tool names recognised as values wherever they appear.
KNOWN_TOOLS = frozenset(TOOL_CLASS_OF)
# Tool names that are also everyday words: a tool only when capitalised or in a note's value.
AMBIGUOUS_TOOLS = frozenset(
    """
    go rust swift spring express phoenix flask vector salt chef puppet flux render railway bear signal teams zoom
    meet edge arc brave opera warp hyper kitty fish helix atom cursor fleet linear notion sketch framer ghost
    medium threads element front vault sentry keeper split parcel mocha jasmine nose black prettier code unleash
    hatch nix apt scoop spotlight stow vite ava ruff biome mail meet
    """.split()
)
# Short aliases that are one thing.
ALIASES = {"mon-fri": "weekdays", "monday-friday": "weekdays", "sat-sun": "weekends",
           "saturday-sunday": "weekends", "nyc": "new-york", "sf": "san-francisco", "la": "los-angeles",
           "joburg": "johannesburg",
           "aws": "aws", "gcp": "google-cloud", "gh": "github",
           "k8s": "kubernetes", "postgresql": "postgres", "pg": "postgres", "nvim": "neovim", "golang": "go",
           "node.js": "node", "nodejs": "node", "mongo": "mongodb", "iterm2": "iterm", "es": "elasticsearch",
           "vs-code": "vscode", "brew": "homebrew", "nextjs": "next.js", "saltstack": "salt", "argo": "argocd"}

# Words a candidate lookup adds for a family or a tool class, so that "relocated to Boise"
# finds "lives in Denver" and "switched my browser to Firefox" finds "I'm on Chrome".
FAMILY_SEARCH_WORDS = {
    "residence": "live lives living based reside resides residence home moved relocated city",
    "employer": "work works working employed employer job joined hired company",
    "role": "role title promoted position",
    "name": "called named name renamed",
    "licence": "license licensed licence licenced",
    "owner": "owns owned owner maintains maintained maintainer responsible manages",
}


def _state_words(family: str) -> list[str]:
    """The words of a family's has-value wording ("settled in", "looks after"): how an older memory
    said the state a newer one changes, when they share no other word."""
    words = []
    for phrase in FAMILIES[family].get("has", ()):
        for w in phrase:
            if len(w) > 2 and w != "*" and w not in STOP_WORDS and w not in SELF_WORDS and w not in COPULAS \
                    and stem(w) not in CHANGE_WORDS and w not in TIME_WORDS:
                words.append(w)
    return list(dict.fromkeys(words))


# Verbs that tell one activity in other words: a person's "ships" is their "releases". Keyed by stem.
_SENSE_GROUPS = (
    ("deploy", "deploy deploys deployed release releases released ship ships shipped publish publishes published "
               "push pushes pushed"),
    ("send", "send sends sent deliver delivers delivered post posts posted"),
    ("keep", "keep keeps kept store stores stored save saves saved retain retains retained hold holds held"),
    ("pay", "pay pays paid spend spends spent"),
    ("approve", "approve approves approved sign signs signed"),
)
VERB_SENSES = {stem(w): sense for sense, words in _SENSE_GROUPS for w in words.split()}
# Words a candidate lookup adds for a word of the text: its short or long form, the verbs of its sense.
SEARCH_ALIASES: dict[str, tuple[str, ...]] = {
    "prod": ("production",), "production": ("prod",), "repo": ("repository",), "repository": ("repo",),
    "env": ("environment",), "environment": ("env",), "infra": ("infrastructure",), "infrastructure": ("infra",),
    **{w: tuple(sorted({m for m in words.split() if m != w and not m.endswith(("s", "ed"))} | {sense}))
       for sense, words in _SENSE_GROUPS for w in words.split()},
}


def search_words(families: frozenset[str] | set[str], keys: frozenset[str] | set[str]) -> list[str]:
    """The extra words a candidate lookup uses for these families and tool-class tags.

    A person's home, job or belongings are told with the person as the only shared word
    ("The user is a staff nurse" / "The user is now ward manager"): the words for the user
    come along (a large store's counts drop them where they say nothing).
    """
    words: list[str] = []
    for family in sorted(families):
        words.extend(FAMILY_SEARCH_WORDS.get(family, "").split())
    if families & {"residence", "employer", "role", "owner"}:
        words.extend(("user", "i", "we", "my", "our"))
    for family in sorted(families):
        words.extend(w for w in FAMILY_STATE_WORDS.get(family, ()) if w not in words)
    for key in sorted(keys):
        if key.startswith("alt:"):
            head = key[4:]
            words.extend(w for h, members in ALTERNATIVES if h == head for w in sorted(members))
            continue
        if key.startswith("@") and key[1:] in TOOL_CLASSES:
            nouns, members = TOOL_CLASSES[key[1:]]
            words.extend(nouns.split())
            words.extend(members.split())
    return words

# Hyphenated words of everyday English; any other hyphenated lower-case word reads as a
# name or identifier ("billing-api", "acme-hq", "pay-core").
COMPOUND_PARTS = frozenset(
    """
    on in by to of up off out all self co re non pre post multi cross well one two three first second full part
    half long short high low real open read free side day face built opt sign check log drop add plug follow
    end step e x sub semi anti ex mid over under back front top bottom in-house one-off day-to-day per
    """.split()
)
COMPOUNDS = frozenset(
    """
    on-call all-hands end-to-end step-by-step full-time part-time follow-up real-time open-source self-hosted
    long-haul short-haul read-only co-founder e-mail free-form in-house one-off off-site on-site day-to-day
    up-to-date well-known high-level low-level long-term short-term built-in opt-in opt-out sign-up check-in
    add-on add-ons plug-in side-by-side cross-posted company-paid infra-as-code re-provisioned re-hostnamed
    home-city home-base day-job display-name feature-flags video-calls error-tracking test-runner pkg-mgr
    programming-language container-runtime config-management design-tool log-shipper search-engine
    python-packaging package-manager dependency-updates operating-system code-hosting closed-source
    in-office 12-hour 24-hour
    """.split()
)


def hyphenated_name(low: str) -> bool:
    """Whether a hyphenated lower-case word reads as a name ("billing-api"), not English ("on-call")."""
    if "-" not in low or low in COMPOUNDS:
        return False
    parts = low.split("-")
    if all(part.isalpha() for part in parts) and len(parts[-1]) > 4 and parts[-1].endswith("ed"):
        return False  # "unit-tested", "auto-generated": a participle, what is done to the thing
    return not any(part in COMPOUND_PARTS for part in parts) and all(parts)

# All-caps words that are ordinary nouns, not names ("the OS", "8 GB of RAM").
COMMON_ACRONYMS = frozenset(
    """
    os ram cpu gpu ssd hdd api apis cli ui ux url urls uri ip dns vpn ssh tls ssl http https tcp udp sql db ci cd pr prs
    qa hr it eta sla slo kpi okr okrs faq pdf csv json yaml xml html css sdk cdn tv pc usb lan wan nas iot ml ai
    llm id ids mfa sso otp pin ms ttl rps qps
    """.split()
)
# Words that qualify which version of a thing, not which thing ("targets iOS 16", "the minimum iOS").
VERSION_QUALIFIERS = frozenset(
    "target targets minimum min max maximum support supported require required pin pinned run runs use uses "
    "lowest oldest latest current default baseline floor".split()
)

# Attributes that hold many values at once: a second one adds, never replaces
# ("todo: fix login", "todo: write docs"; "skills: python", "skills: terraform").
LIST_NOUNS = _words(
    """
    todo todos task tasks note notes idea ideas reminder reminders bug bugs question questions tip tips link links
    bookmark bookmarks contact contacts lesson lessons learning learnings hobby hobbies interest interests skill
    skills languages book books reading goals risks blocker blockers dependency dependencies dep deps plugin plugins
    extension extensions clients customers friends allergy allergies pets trips tag tags label labels keyword
    keywords topic topics followup follow-up followups incidents facts memories attendee attendees participant
    participants guests sponsors favs watchlist wishlist backlog visited visits achievement achievements award
    awards projects
    """
)
# Words that mark one value as the only one for its attribute ("primary", "main", "native").
ROLE_MARKERS = _stems(
    "primary main default preferred favourite favorite only sole current official goto go-to standard chosen "
    "designated native principal usual regular"
)
# Past-tense forms that are not "-ed": a newer memory told in the past is an event, not a state.
IRREGULAR_PAST = frozenset(
    """
    ran went met read saw ate drank flew bought sold took gave wrote built sent made found told left brought began
    spent lost won paid rode drove swam slept sang taught thought caught fought held kept felt heard led
    """.split()
)

# Kinds of thing a note can list many of ("bucket: logs-prod"): with identifiers as values,
# two notes name two things, not one thing that changed.
TYPE_NOUNS = _stems(
    """
    bucket buckets repo repos repository repositories db database databases table tables topic topics queue queues
    svc service services branch branches namespace namespaces channel channels pkg package packages host hosts
    server servers cluster clusters index indexes project projects app apps env environment environments job jobs
    volume volumes node nodes instance instances domain domains site sites workspace workspaces org orgs account
    accounts key keys secret secrets token tokens chart charts image images container containers function
    functions lambda lambdas bot bots hook hooks webhook webhooks list lists board boards sheet sheets doc docs
    file files folder folders dir directory directories page pages
    """
)

# Words of the quantity-and-limit family: "max retries", "capped at", "rate limit", "throttle at"
# all speak of one limit; "minimum", "at least" of a floor; "bill", "costs", "priced at" of a cost.
LIMIT_WORDS = frozenset(
    "limit limits limited cap caps capped max maximum ceiling quota quotas allowance throttle throttles throttled "
    "throttling timeout timeouts ttl".split())
MINIMUM_WORDS = frozenset("min minimum floor".split())
COST_WORDS = frozenset("cost costs costing bill bills billed price prices priced fee fees charge charges charged "
                       "spend spends spending".split())


FAMILY_STATE_WORDS = {family: _state_words(family) for family in FAMILIES}
