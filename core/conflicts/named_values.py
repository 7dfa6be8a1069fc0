"""The values people name and what kind of thing each is, in one place so a person can audit them.

Roles and job titles, tools by what they are for (and the class nouns that name them), names of
several words that are one thing, aliases, hyphenated compounds and acronyms of everyday English
(not names), and the nouns of lists, kinds, limits, floors and costs.
"""

from __future__ import annotations

import unicodedata

from core.conflicts.wording import stem_set, word_set

# Role nouns: what someone is at work ("staff engineer", "CTO").
ROLE_HEADS = stem_set(
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
    statistician biologist physicist veterinarian vet pilot evangelist postdoc liaison
    skipper captain bosun curator docent archivist conservator ranger forester arborist groundskeeper
    housekeeper concierge sommelier lifeguard firefighter constable sergeant detective warden janitor custodian
    radiographer sonographer physiotherapist physio anaesthetist anesthetist orthodontist hygienist optometrist
    optician podiatrist carer caregiver orderly matron farmhand herdsman shepherd stockman instructor choirmaster
    organist accompanist pastor vicar priest rabbi imam auditor bookkeeper actuary underwriter headteacher
    headmaster headmistress sous-chef commis
    """
)
# Titles of a trade or a shop floor ("journeyman printer", "night-shift picker", "chief dispatcher"): read as a title
# only by the reader of one person's title (:mod:`core.conflicts.role_swap`), after what puts a title on its holder
# ("is a", "as", "made", "named"); not in ROLE_HEADS, since "printer", "planner" or "leader" anywhere else in a
# sentence is as often a thing or a word of another sense, which the statement model would take for a role value.
TRADE_HEADS = stem_set(
    """
    journeyman journeywoman gaffer printer maker inspector picker leader dispatcher planner caller welder fitter
    machinist bookbinder binder glassblower luthier blacksmith joiner labourer laborer porter deckhand stevedore
    signaller surveyor packer bartender waiter waitress baker butcher
    """
)
# Words that qualify a job title ("*Engineering* Manager", "*Senior* Developer").
ROLE_MODIFIERS = stem_set(
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
                                               "element imessage wechat irc gitter matrix google-chat skype keybase"),
    "video": ("video video-calls", "zoom meet webex whereby jitsi loom"),
    "forum": ("forum forums", "discourse github-discussions"),
    "bounty": ("bug-bounty", "hackerone bugcrowd intigriti"),
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
    "tests": ("test-runner", "jest vitest enzyme mocha jasmine ava pytest unittest nose rspec minitest junit "
                                           "playwright cypress selenium puppeteer"),
    "lint": ("lint linter linting", "eslint biome ruff flake8 pylint rubocop golangci-lint stylelint clippy"),
    "format": ("format formatter formatting", "prettier black isort gofmt rustfmt yapf autopep8 ruff-format"),
    "database": ("database db datastore", "postgres postgresql mysql mariadb sqlite mongodb mongo cassandra dynamodb "
                                          "cockroachdb clickhouse snowflake bigquery redshift"),
    "cache": ("cache caching", "redis memcached valkey varnish"),
    "queue": ("queue queues broker", "kafka rabbitmq sqs nats pulsar kinesis"),
    "search": ("search-engine", "elasticsearch opensearch algolia meilisearch typesense solr"),
    "hosting": ("hosting", "heroku vercel netlify render railway digitalocean "
                                                                  "linode hetzner fly.io"),
    "vcs": ("repo repos code-hosting", "github gitlab bitbucket gitea gerrit sourcehut codeberg"),
    "deploy": ("deploy-tool", "capistrano kamal argocd argo flux spinnaker"),
    "secrets": ("secret secrets", "vault doppler infisical sops aws-secrets-manager"),
    "logs": ("log-shipper", "fluentd fluent-bit logstash vector filebeat promtail"),
    "design": ("design-tool", "figma sketch framer penpot invision"),
    "email": ("newsletter", "mailchimp buttondown convertkit beehiiv sendgrid mailgun postmark"),
    "support": ("helpdesk", "zendesk intercom freshdesk helpscout crisp"),
    "orm": ("orm", "sqlalchemy prisma typeorm sequelize hibernate activerecord gorm drizzle peewee mikro-orm "
                   "mongoose doctrine ecto sqlmodel"),
    # Database drivers and query builders: how code talks to a database without an ORM ("raw asyncpg now").
    "driver": ("db-driver query-builder", "asyncpg psycopg psycopg2 psycopg3 pgx sqlx knex kysely jooq mybatis dapper "
                                          "sqlc pymysql mysql2 node-postgres pg-promise"),
    "docs": ("docs-generator", "sphinx mkdocs mkdocs-material docusaurus jekyll vitepress mintlify"),
    "jobs": ("job-queue", "sidekiq goodjob good_job celery resque rq bullmq dramatiq hangfire"),
    "social": ("social", "twitter bluesky mastodon threads linkedin substack medium facebook instagram"),
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
                   ("github", "actions"): "github-actions", ("gh", "actions"): "github-actions",
                   ("gitlab", "ci"): "gitlab-ci", ("google", "meet"): "meet", ("microsoft", "teams"): "teams",
                   ("ms", "teams"): "teams",
                   ("github", "discussions"): "github-discussions",
                   ("sublime", "text"): "sublime", ("new", "relic"): "newrelic", ("help", "scout"): "helpscout",
                   ("google", "chat"): "google-chat", ("apple", "notes"): "apple-notes", ("argo", "cd"): "argocd",
                   ("grafana", "cloud"): "grafana-cloud", ("github", "issues"): "github-issues",
                   ("github", "releases"): "github-releases", ("fluent", "bit"): "fluent-bit",
                   ("aws", "secrets", "manager"): "aws-secrets-manager", ("ruff", "format"): "ruff-format"}
# Lower-case tool names recognised as values wherever they appear.
KNOWN_TOOLS = frozenset(TOOL_CLASS_OF)
# Tool names that are also everyday words: a tool only when capitalised or in a note's value.
AMBIGUOUS_TOOLS = frozenset(
    """
    go rust swift spring express phoenix flask vector salt chef puppet flux render railway bear signal teams zoom
    meet edge arc brave opera warp hyper kitty fish helix atom cursor fleet linear notion sketch framer ghost
    medium threads element front vault sentry keeper split parcel mocha jasmine nose black prettier code unleash
    hatch nix apt scoop spotlight stow vite ava ruff biome mail meet loom crisp matrix
    """.split()
)
# Short aliases that are one thing.
ALIASES = {"mon-fri": "weekdays", "monday-friday": "weekdays", "sat-sun": "weekends",
           "saturday-sunday": "weekends", "nyc": "new-york", "sf": "san-francisco", "la": "los-angeles",
           "joburg": "johannesburg",
           # A city by its older or its own-language name: one place ("Bangalore" / "Bengaluru").
           "bangalore": "bengaluru", "bombay": "mumbai", "madras": "chennai", "calcutta": "kolkata",
           "gurgaon": "gurugram", "peking": "beijing", "kiev": "kyiv", "münchen": "munich", "muenchen": "munich",
           "wien": "vienna", "köln": "cologne", "koeln": "cologne", "praha": "prague", "lisboa": "lisbon",
           "milano": "milan", "roma": "rome", "firenze": "florence", "napoli": "naples", "venezia": "venice",
           "torino": "turin", "zürich": "zurich", "genève": "geneva", "warszawa": "warsaw", "kraków": "krakow",
           "cracow": "krakow", "göteborg": "gothenburg", "københavn": "copenhagen", "bruxelles": "brussels",
           "antwerpen": "antwerp", "sevilla": "seville", "moskva": "moscow", "philly": "philadelphia",
           "aws": "aws", "gcp": "google-cloud", "gh": "github",
           "k8s": "kubernetes", "postgresql": "postgres", "pg": "postgres", "nvim": "neovim", "golang": "go",
           "ts": "typescript", "js": "javascript",
           "node.js": "node", "nodejs": "node", "mongo": "mongodb", "iterm2": "iterm", "es": "elasticsearch",
           "vs-code": "vscode", "brew": "homebrew", "nextjs": "next.js", "saltstack": "salt", "argo": "argocd",
           "gha": "github-actions", "render.com": "render", "jdk": "java", "openjdk": "java"}
# A word is read without its accents ("München" → "munchen", :func:`core.conflicts.values._unaccented`): each alias
# written with accents is looked up that way too, so "München" is Munich however the reader took it in.
ALIASES.update({"".join(c for c in unicodedata.normalize("NFKD", k) if not unicodedata.combining(c)): v
                for k, v in list(ALIASES.items()) if not k.isascii()})


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
LIST_NOUNS = word_set(
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
ROLE_MARKERS = stem_set(
    "primary main default preferred favourite favorite only sole current official goto go-to standard chosen "
    "designated native principal usual regular"
)


# Kinds of thing a note can list many of ("bucket: logs-prod"): with identifiers as values,
# two notes name two things, not one thing that changed.
TYPE_NOUNS = stem_set(
    """
    bucket buckets repo repos repository repositories db database databases table tables topic topics queue queues
    svc service services branch branches namespace namespaces channel channels pkg package packages host hosts
    server servers cluster clusters index indexes project projects app apps env environment environments job jobs
    volume volumes node nodes instance instances domain domains site sites workspace workspaces org orgs account
    accounts key keys secret secrets token tokens chart charts image images container containers function
    functions lambda lambdas bot bots hook hooks webhook webhooks list lists board boards sheet sheets doc docs
    file files folder folders dir directory directories page pages cron crons cronjob cronjobs task tasks timer timers
    """
)

# Words of the quantity-and-limit family: "max retries", "capped at", "rate limit", "throttle at"
# all speak of one limit; "minimum", "at least" of a floor; "bill", "costs", "priced at" of a cost.
LIMIT_WORDS = frozenset(
    "limit limits limited cap caps capped max maximum ceiling quota quotas allowance throttle throttles throttled "
    "throttling timeout timeouts ttl capacity".split())  # a capacity: the most a thing holds ("up to 12 people")
MINIMUM_WORDS = frozenset("min minimum floor".split())
COST_WORDS = frozenset("cost costs costing bill bills billed price prices priced fee fees charge charges charged "
                       "spend spends spending".split())

