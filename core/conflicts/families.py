"""Attribute families and their wording, in one place so a person can audit them.

The statement model (:mod:`core.conflicts.statement`) reads a memory as *entity +
attribute = value*. People name one attribute many ways — "lives in", "is based in",
"home city:", "relocated to" are all residence — so each family lists the words that
say **has value**, **changed to** and **stopped**, and folds its attribute words into one
tag (``@residence``) that two memories can share even when no word of theirs matches.

Everything is matched on the stems of :func:`core.conflicts.text.stem`. Lists stay small:
a word belongs here when people use it for that family in everyday notes.

The words of structure live in :mod:`core.conflicts.wording`, the kinds of named values (roles,
tools) in :mod:`core.conflicts.named_values`; this module holds the families and the words a
candidate lookup adds for them.
"""

from __future__ import annotations

from core.conflicts.named_values import TOOL_CLASSES
from core.conflicts.search_bridges import BRIDGES
from core.conflicts.wording import (
    ALTERNATIVES,
    CHANGE_WORDS,
    COPULAS,
    SELF_WORDS,
    SENSE_GROUPS,
    STOP_WORDS,
    TIME_WORDS,
    phrase_list,
    word_set,
)
from core.text.tokens import stem

# --- the families ---------------------------------------------------------------------------------
#
# ``nouns``: words that name the attribute ("residence", "employer"); they become the tag.
# ``has``:   verbs and phrases that state the value ("lives in", "works at").
# ``change``: phrases that say the value changed ("relocated to", "joined").
# A phrase of ``has`` or ``change`` also becomes the tag, so "lives in Lisbon" and
# "relocated to Porto" share ``@residence``.

FAMILIES: dict[str, dict[str, frozenset[str] | tuple]] = {
    "residence": {
        "nouns": word_set("residence home-city hometown apartment flat loc location home-base"),
        "has": phrase_list("live in | lives in | living in | lived in | based in | based out of | reside in "
                           "| resides in | residing in | resident of | home is | home for me is | home city "
                           "| home base | stay in "
                           "| rents a flat in | rents an apartment in | rents a house in | rents in | renting in "
                           "| stays in | settled in | registered as living in | live at | lives at | living at "
                           "| home address | new address is in | new address in | new home is in | new home in "
                           "| new place is in | new place in | address on file | new address on file"),
        "change": phrase_list("relocated to | relocate to | moved to | moved back to | move to | settled in "
                              "| went back to living in | now lives in | has been living in | moved out of "
                              "| moved up to | moved down to | moved over to | moved across to | base has changed to "
                              "| moved in | moved into | moved there | relocated there | resettled in "
                              "| has resettled in | base changed to | base moved to "
                              "| re-located to | home base was moved | moved house | moved home"),
    },
    "employer": {
        "nouns": word_set("employer job day-job workplace employment"),
        "has": phrase_list("works at | work at | works for | work for | working at | working for | employed by "
                           "| employed at | job at | full-time at | part-time at | contracts for | freelancing for "
                           "| teaching at | teaches at | teach at | now works at | now works for | is now at "
                           "| contracted by | contracted to | contracts with | contractor at | contractor for"),
        "change": phrase_list("joined | join | joins | hired by | was hired by | started at | started a new job at "
                              "| took a job at | took a job with | took a * job at | took a * job with | got a job at "
                              "| got a * job at | landed a job at | landed a * job at | accepted a job at "
                              "| started working at | started working for | moved to | went to "
                              "| recruited by | recruited away | signed with | hired at | went over to | moved over to "
                              "| poached by | was poached by | hired away by | was hired away by | been hired away by "
                              "| took a role at | took a position at | accepted a role at "
                              "| accepted a position at | got hired at | got hired by"),
    },
    "role": {
        "nouns": word_set("role title position"),
        "has": phrase_list("works as | work as | is a | is an | am a | am an | as a | as an | serves as"),
        "change": phrase_list("promoted to | became | become | becomes | went back to being | back to being "
                              "| appointed | appointed as | named as | now a | now an | stepped into | moved into "
                              "| hired as | was hired as | was made | were made | got made | took over as | moved into "
                              "| now works as | is now working as"
                              # the other verbs of hiring: "was taken on as depot manager", "brought in as CFO"
                              "| taken on as | was taken on as | got taken on as | brought on as | brought in as "
                              "| was brought in as | signed on as | recruited as | was recruited as"),
    },
    "name": {
        "nouns": word_set("name nickname alias handle hostname ssid username display-name names"),
        "has": phrase_list("is called | called | is named | named | name is | goes by | go by | known as | calls "
                           "| call it | is known as | is branded | branded | is branded as | branded as "
                           "| referred to as | is referred to as | addressed as | be addressed as "
                           "| call me | call them | call him | call her"),
        "change": phrase_list("renamed | renamed to | rename | rebranded | rebranded to | rebranded as | rebrand "
                              "| now called | is now called | re-hostnamed | rehostnamed | changed the name to "
                              "| wants to be called"),
    },
    "licence": {
        "nouns": word_set("license licence licensing lic licenses licences"),
        "has": phrase_list("licensed under | licenced under | released under | distributed under | is under "
                           "| published under | available under | licensed as | publish under | release under "
                           "| ship under | shipped under"),
        "change": phrase_list("relicensed | relicenced | relicensed under | relicensed to | re-licensed "
                              "| open-sourced | open sourced | went | moved to | switched to | changed to"),
    },
    "owner": {
        "nouns": word_set("owner owners ownership maintainer maintainers steward dri assignee registrant codeowners "
                          "codeowner"),
        "has": phrase_list("owned by | owns | own | maintained by | maintains | maintain | maintaining "
                           "| responsible for | in charge of | is the dri for | dri for | assigned to | registered to "
                           "| belongs to | belong to | manages | managed by | looks after | look after | looking after "
                           "| rented by | leased by "
                           "| rents | leases | held by | is held by | filled by | occupied by | run by | is run by "
                           "| led by | is led by | maintenance of"),
        "change": phrase_list("transferred to | handed to | handed over to | handed over | handed off | handed "
                              "| took over | takes over | reassigned to | now owned by | now maintained by "
                              "| now owns | gave | given to | passed to | passed | passed on | ownership moved to "
                              "| ownership went to "
                              "| ownership passed to | ownership was transferred to | ownership of | taken over by "
                              "| was taken over by | is now responsible for | now responsible for "
                              # the holding taken up or granted: "has been assumed by", "was awarded to", "sold off to"
                              "| assumed by | awarded to | sold to | sold off to"),
    },
}

# Tag of each family, the word a key carries for it.
TAGS = {name: f"@{name}" for name in FAMILIES}
# Employer and role are one attribute family, a job: its values are the role and the organisation.
TAGS["employer"] = TAGS["role"] = "@job"

# Families whose value is held by one holder at a time: a second value is a change,
# unless the newer memory says it adds one ("also", "as well").
EXCLUSIVE_FAMILIES = frozenset({"residence", "employer", "role", "name", "licence", "owner"})

# Words a candidate lookup adds for a family or a tool class, so that "relocated to Boise"
# finds "lives in Denver" and "switched my browser to Firefox" finds "I'm on Chrome".
FAMILY_SEARCH_WORDS = {
    "residence": "live lives living based reside resides residence home moved relocated city remote remotely",
    "employer": "work works working employed employer job joined hired company",
    "role": "role title promoted position",
    "name": "called named name renamed",
    # "proprietary" is how a project without a licence is told ("the repo is proprietary" / "open-sourced under MIT")
    "licence": "license licensed licence licenced proprietary",
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


# Words a candidate lookup adds for a word of the text: its short or long form, the verbs of its sense.
_ALIASES: dict[str, tuple[str, ...]] = {
    "prod": ("production",), "production": ("prod",), "repo": ("repository",), "repository": ("repo",),
    "env": ("environment",), "environment": ("env",), "infra": ("infrastructure",), "infrastructure": ("infra",),
    # A Mac and its releases named by name find "macOS": "the user's Mac now runs Sequoia" / "on macOS Ventura".
    **{w: ("macos",) for w in "mac macbook osx sonoma sequoia ventura monterey catalina mojave tahoe".split()},
    **{w: ("ubuntu",) for w in "jammy noble focal bionic".split()},
    **{w: ("debian",) for w in "bookworm bullseye buster trixie".split()},
    **{w: tuple(sorted({m for m in words.split() if m != w and not m.endswith(("s", "ed"))} | {sense}))
       for sense, words in SENSE_GROUPS for w in words.split()},
}
# With the other words of one slot's value (search_bridges.py): one table, looked up once per word.
SEARCH_ALIASES: dict[str, tuple[str, ...]] = {
    word: tuple(dict.fromkeys((*_ALIASES.get(word, ()), *BRIDGES.get(word, ()))))
    for word in _ALIASES.keys() | BRIDGES.keys()
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
    # A tool's class before the families' state words: the lookup keeps only its first terms, and a class names
    # the older tool itself ("Our issues live in Linear" finds "We track bugs in Jira"), a state word only a way
    # of saying it.
    classed: list[str] = []
    for key in sorted(keys):
        if key.startswith("alt:"):
            head = key[4:]
            classed.extend(w for h, members in ALTERNATIVES if h == head for w in sorted(members))
            continue
        if key.startswith("@") and key[1:] in TOOL_CLASSES:
            nouns, members = TOOL_CLASSES[key[1:]]
            classed.extend(nouns.split())
            classed.extend(members.split())
    words.extend(w for w in classed if w not in words)
    for family in sorted(families):
        words.extend(w for w in FAMILY_STATE_WORDS.get(family, ()) if w not in words)
    return words


FAMILY_STATE_WORDS = {family: _state_words(family) for family in FAMILIES}

# The families a person holds one value of, whose older memory a newcomer may share only its holder and its
# wording with ("The user lives in Kirkwall" / "The user relocated to Stromness"): the candidate lookup's family
# route (core.conflicts.detector) looks these up by holder and family. Employer and role are one attribute, a job.
HELD_FAMILIES = {"residence": ("residence",), "employer": ("employer", "role"), "role": ("employer", "role")}


def held_family_words(families: frozenset[str] | set[str]) -> tuple[str, ...]:
    """Every word the lookup has for the held families among ``families`` (their search and state wording),
    or ``()`` when none is held."""
    words: list[str] = []
    for family in sorted(families & HELD_FAMILIES.keys()):
        for member in HELD_FAMILIES[family]:
            words += FAMILY_SEARCH_WORDS.get(member, "").split()
            words += FAMILY_STATE_WORDS[member]
    return tuple(dict.fromkeys(words))
