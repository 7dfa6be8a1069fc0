"""Words a candidate lookup adds for a word of the newcomer: the same slot's value told in other words.

The readers judge only the pairs the lookup hands them, and the lookup finds an older memory only
through a word the two share. A family's words bridge a change told with the family's verbs
("relocated" finds "lives in", :data:`core.conflicts.families.FAMILY_SEARCH_WORDS`); the bridges
here cover the values and nouns of one slot told in other words, which round 11's blind-written sets
showed sharing nothing else:

- short and long forms: "500 req/min" finds "100 requests per minute", "five devs" finds
  "eight engineers", "JDK bumped to 21" finds "java runtime: 11";
- the other members of a small closed set of values: "replies in English" finds "responses in
  French", "daily sync moved" finds "standup at 9:30".

A bridge word a large store holds everywhere is left out by the lookup's counts like any common
word (:func:`core.conflicts.detector._common_terms`), so a crowded store pays nothing for it. The
lookup reads them through :data:`core.conflicts.families.SEARCH_ALIASES`, one table with the short forms
and the verbs of one sense.
Licence identifiers are not bridged: in a crowded store they handed the licence readers every other
project's licence, and "relicensed Rivet to MPL" read as a change of "our engine is AGPL".
"""

from __future__ import annotations

from core.conflicts.calendar_words import FREQUENCY_ADVERBS, WEEKDAYS

# Two spellings of one word, either way round.
_FORMS = (
    ("req", "requests"), ("reqs", "requests"), ("rps", "requests"), ("qps", "requests"),
    ("min", "minute"), ("mins", "minutes"), ("sec", "second"), ("secs", "seconds"), ("hr", "hour"), ("hrs", "hours"),
    ("docs", "documentation"), ("doc", "documentation"), ("config", "configuration"), ("auth", "authentication"),
    ("devs", "engineers"), ("devs", "developers"), ("dev", "engineer"), ("dev", "developer"),
    ("eng", "engineering"), ("mgr", "manager"), ("msgs", "messages"), ("msg", "message"),
    ("jdk", "java"), ("jre", "java"), ("ts", "typescript"), ("js", "javascript"), ("py", "python"),
    ("budget", "spend"), ("budget", "cost"), ("cap", "limit"), ("throttling", "limit"), ("quota", "limit"),
    ("fte", "employee"), ("intern", "internship"),
    # one thing under two everyday names (round 14: pairs that shared no other word)
    ("monitor", "screen"), ("monitors", "screens"), ("monitor", "display"), ("monitors", "displays"),
    ("kids", "children"), ("kid", "child"), ("replicas", "pods"), ("replica", "pod"), ("trunk", "branch"),
    ("gitmoji", "emoji"), ("gitmoji", "emojis"), ("tf", "terraform"), ("k8s", "kubernetes"), ("pg", "postgres"),
    ("inbox", "email"), ("holiday", "vacation"), ("login", "session"), ("logins", "sessions"),
    ("crontab", "cron"), ("lint", "linter"), ("rpm", "requests"),
    # a young company told either way ("The user's startup is called Ledgerly" / "the company trades as Fernbill")
    ("startup", "company"),
)

# One way only: "reports to Kwame" is about the manager, but most "manager" texts say nothing of reports.
_ONE_WAY = (("reports", "manager"), ("reporting", "manager"),
            # "asks to be addressed as Sasha" is about what "the user goes by"
            ("addressed", "goes"), ("addressed", "called"), ("addressed", "name"))

# Closed sets of values one slot takes: a member finds the others.
_SETS = (
    # the language a person writes or wants replies in
    "english french german spanish portuguese italian dutch polish japanese mandarin chinese korean",
    # a team's recurring meetings
    "standup sync retro retrospective huddle catchup meeting",
    # how someone is employed
    "intern internship contractor freelance freelancer freelancing fte employee",
    # who someone answers to
    "manager boss lead supervisor",
    # how often something recurs: "backs up weekly" finds "runs hourly", "every day" finds "nightly"
    " ".join(FREQUENCY_ADVERBS),
    # the day a recurring thing falls on
    " ".join(WEEKDAYS),
)
# A period's adverb finds its noun and the noun the adverb ("every night" / "nightly", "once a month" / "weekly"):
# one way from the noun, whose other uses are many, to the adverbs of the frequency set.
_PERIODS = (("hour", "hourly"), ("day", "daily"), ("night", "nightly"), ("week", "weekly"), ("month", "monthly"),
            ("year", "yearly"), ("weekends", "weekly"), ("weekend", "weekly"))


def _bridges() -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for a, b in _FORMS:
        found.setdefault(a, []).append(b)
        found.setdefault(b, []).append(a)
    for a, b in _ONE_WAY:
        found.setdefault(a, []).append(b)
    for noun, adverb in _PERIODS:
        found.setdefault(adverb, []).append(noun)
        found.setdefault(noun, []).append(adverb)
    for members in _SETS:
        words = members.split()
        for word in words:
            found.setdefault(word, []).extend(w for w in words if w != word)
    return {word: tuple(dict.fromkeys(others)) for word, others in found.items()}


BRIDGES: dict[str, tuple[str, ...]] = _bridges()

