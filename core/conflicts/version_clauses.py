"""What the words around a version say of it: the clause that gives it and whose version it is.

Read for :mod:`core.conflicts.version_swap` (one named thing's version told again) and
:mod:`core.conflicts.unnamed_version` (one version each for a thing the version reader cannot name): the clause a
version stands in (:func:`clause_of`), a version said gone, a release or a trial, a requirement told in it
(:data:`GONE`, :data:`NEWS`, :func:`requires`: not "took the server up to 1.45"), the older version told after the
change's "now" / "to" (:func:`kept_after_change`), a trailing reason or time cut off (:func:`untrailed`), and a
holder, scope or purpose the newer text adds ("on my laptop", "staging", "for the new reviews service":
:func:`holder_added`) or another member of a series it names ("web01" / "web02": :func:`another_of_a_series`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTH_NAMES, WEEKDAYS
from core.conflicts.compiled import compiled, last_version_at
from core.conflicts.note_dates import undated
from core.conflicts.value_shapes import VERSION_NUMBER
from core.conflicts.version_reading import RELEASES, TELLING, thing_of, versions
from core.text.tokens import stem

# Cut where a trailing reason or time begins: its words say why or when, not whose version.
_TRAILING = re.compile(r"\b(?:during|after|before|since|because|following|over the|as part of|when|once|per|due to|"
                       r"thanks to|so that|so we|to satisfy|to fix|to support|to enable|in order to|to meet"
                       r"|for the (?:cve|security|fix|patch)"
                       r"|in the (?:latest|last|newest|new|current|next) (?:build|release|version)"
                       # "reports 3.1 in its About screen": where the thing shows its version, not whose it is
                       r"|(?:in|on) (?:its|the) (?:[\w-]+ )?(?:screen|dialog|menu|splash|footer|header|banner|display)"
                       # "reports v4.0 on boot": when the thing shows its version, not whose it is
                       r"|on (?:boot|reboot|startup|start-up|power-up|power-on)"
                       # "… so the new migration helpers work", "so I can use …": a purpose after the change
                       r"|so (?:the|i|we|it|they|that|my|our|he|she|you)\b"
                       # "bumped Vue to 3.4.21 to pick up a reactivity fix": a purpose told by an infinitive taking
                       # an object right after the version, not a place it went to ("to 3.4 to the staging nodes")
                       r"|(?<=\d) to [a-z]+(?: up| out| in| off)? (?:a|an|the|its|their|our|my|some|newer|new|latest"
                       r"|recent|that|this)(?=\s))\b")
# Where a thing shows its version, told as the subject of a verb of showing ("the About box shows 3.0", "the
# dashboard reports WordPress 6.5.3"): a part of the thing's own screen, not another holder.
# The part may open its clause with no determiner ("…; About page shows 3.0", "settings show build 5.0").
_SHOWN_ON = re.compile(r"(?:\b(?:the|its|their|his|her|my|our) |^|(?<=[;:,—–] ))(?:[\w-]+ )?(?:about|box|dashboard|"
                       r"screen|display|dialog|panel|footer|header|banner|splash|console|readout|lcd|status|settings|"
                       r"page) (?:now )?(?:shows?|showed|reports?|reported|displays?|displayed|reads?|says|said|lists?|"
                       r"listed)\b")
# A reason told in the middle ("raised to 17 for the App Store deadline on …"): its words only, not what follows.
_DEADLINE = re.compile(r"\b(?:for|before|by) the (?:[\w-]+ ){0,3}deadline\b")
REQUIREMENT = re.compile(r"\b(?:min|minimum|at least|or later|or newer|or above|or higher|requires?|required|"
                         r"(?<!to )supports?|supported|compatible|target(?:s|ing|ed)?|floor|max|maximum|"
                         r"(?<!brought )(?<!bumped )(?<!moved )up to|matrix)\b|>=|≥|\d\+")
# "took the flag server up to Flipt 1.45", "bringing the IOCs up to 7.0.8", "went up to FL Studio 2024": a verb of
# taking or going, its object between, then "up to": the thing taken to a version, no bound on one.
_TAKEN_UP_TO = re.compile(r"\b(?:took|take[sn]?|taking|brought|brings?|bringing|went|go(?:es|ing|ne)?|got|gets?|getting"
                          r"|moved|bumped|pushed|stepped|updated|upgraded|flashed|reflashed)"
                          r"(?:\s+(?!up\b)[\w.'’-]+){0,4}?\s+up to\b")


def requires(low: str) -> bool:
    """Whether a lower-cased text tells a requirement, a floor or a range (:data:`REQUIREMENT`), an "up to" that ends
    a verb of taking the thing to a version set aside."""
    if "up to" in low:
        low = _TAKEN_UP_TO.sub(lambda m: m.group(0)[:-5] + "to", low)
    return REQUIREMENT.search(low) is not None
NEWS = re.compile(r"\b(?:released|release notes|came out|is out|are out|available|announced|beta|rc\d*|preview|"
                  r"nightly|tried|trying|try|tested|testing|test|evaluat\w*|eval|benchmark\w*|trial\w*|compar\w*|"
                  r"vs\.?|versus|than|prototype|poc|spike|experiment\w*|in staging|canary|branch|"
                  # a pull request is a proposal until it is merged ("the PR was merged": the change landed)
                  r"pr(?!\s+(?:was\s+|got\s+|has\s+been\s+|is\s+)?merged)|"
                  r"changelog|docs)\b")
# A version told as what was used in a year gone by or before a change ("3.9 used for 2023 runs", "3.x used in 2022
# (pre-upgrade)", "(archived)"): a past use, not the version in use now — unless the year is where the use starts.
PAST_USE = re.compile(r"\bused (?:for|in|on|during|through|until) (?:the )?(?:19|20)\d\d\b"
                      # not a year the use starts from ("used for the 2026 season onwards")
                      r"(?!\s+(?:[a-z]+\s+)?(?:onwards?|forward|and\s+(?:beyond|after)))"
                      r"|\bpre-(?:upgrade|migration)\b|\(archived\)")
# The newer text says a version is gone ("done with Python 2", "dropped Node 16"): not the one in use.
GONE = re.compile(r"\b(?:done with|dropped|removed|retired|no longer|not|never|stopped|gone|deprecated|sunset|"
                  r"ditched|killed|off)\b")
_PRODUCTION = frozenset({"prod", "production", "live"})
_SCOPES = W.SCOPE_WORDS - {stem(w) for w in _PRODUCTION}


def holder_words(text: str) -> set[str]:
    """A text's words that may say whose a version is, brought to their stems: no light word, no release name, and
    nothing of a trailing reason or time ("… during last night's maintenance") or a deadline told in the middle."""
    body = _SHOWN_ON.sub(" ", _DEADLINE.sub(" ", undated(text, dot=True).lower()))
    cut = _TRAILING.search(body)
    if cut is not None:
        body = body[: cut.start()]
    return {stem(w.removesuffix("'s").removesuffix("’s")) for w in re.findall(r"(?<![\w.])[a-z][\w'’-]+", body)
            if w not in W.LIGHT_WORDS
            and w not in RELEASES and w not in ("mac", "macbook", "macbooks", "big", "sur", "high", "sierra")}


# A numbered member of a series: "web01", "db-2", "node3" (the letters name the series, the number which one).
_SERIES = re.compile(r"\b([a-z]+)-?(\d{1,3})\b")


def another_of_a_series(low_old: str, low_new: str, thing: str) -> bool:
    """ "php 8.2 on web01" / "web02 still on php 8.1": each text's thing sits on another member of one series (a
    host, a node, a database numbered in turn), so the versions are two machines', not one changed."""
    def members(low: str) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        for series, number in _SERIES.findall(low):
            if series != thing and series != "v" and series not in N.KNOWN_TOOLS:
                found.setdefault(series, set()).add(number.lstrip("0") or "0")
        return found
    old_members, new_members = members(low_old), members(low_new)
    return any(not (old_members[s] & new_members[s]) for s in old_members.keys() & new_members.keys())


# A member told by a number after its lower-case word or a "#" ("lab 4", "still 2", "CTD #1"): which one of a
# series; a capitalised name's bare number is its version ("Carus 11"), and a version word's number is the version.
_NUMBERED = re.compile(r"(?<![\w.#-])([A-Za-z][A-Za-z]+)\s*(#)\s*(\d{1,3})(?![\w.])"
                       r"|(?<![\w.#-])([a-z][a-z]+)\s+(\d{1,2})(?![\w.:/%])")
_NOT_SERIES = frozenset("""v ver version versions release releases rev revision build builds firmware fw sdk level
    api edition ed series gen generation model mark mk update patch sp step phase stage tier size port""".split())


# Words a number follows that say where or how many, not which member: "on 3", "at 2", "about 4".
_LEADS = W.DETERMINERS | W.PRONOUNS | frozenset("""on at in to of for from by with into onto about around over under
    than and or but is are was were be been now only just all every each per""".split())


def numbered_members(old_text: str, new_text: str) -> bool:
    """ "lab 4 Arduino IDE: 2.1.0" / "lab 6 Arduino IDE: 2.3.2", "CTD #1 firmware" / "CTD #2 firmware": each text
    names another numbered member of one series (a lab, a still, a unit), so each version is another member's."""
    def members(text: str) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        for m in _NUMBERED.finditer(undated(text, dot=True)):
            series, number = (m.group(1), m.group(3)) if m.group(1) else (m.group(4), m.group(5))
            if series.lower() not in _NOT_SERIES and series.lower() not in _LEADS \
                    and series.lower() not in N.KNOWN_TOOLS:
                found.setdefault(series.lower(), set()).add(number)
        return found
    old, new = members(old_text), members(new_text)
    return any(not (old[s] & new[s]) for s in old.keys() & new.keys())


def untrailed(low: str) -> str:
    """A text without a trailing reason or time ("… before support for the old runtime ended"): what it says of the
    version, not why or when."""
    cut = _TRAILING.search(low) or _BEFORE.search(low)
    return low if cut is None or cut.start() == 0 else low[:cut.start()]


_BEFORE = re.compile(r"\bbefore\b")


# What a class noun names: "prod database reports 16.2" after "We run Postgres 14 in production".
CLASS_THINGS = frozenset("database db cluster engine runtime interpreter compiler sdk toolchain".split())


# What a version is said with, not a thing: "24.04 LTS".
QUALIFIERS = frozenset({"lts", "esr", "ga"})
# Words that say only what kind of thing has the version ("my local runtime", "an 8.x cluster").
# The machines a thing runs on say where it runs, not another holder ("Search nodes were upgraded to 8.13").
KIND_WORDS = frozenset(stem(w) for w in CLASS_THINGS | {"version", "image", "os", "jdk", "node", "nodes", "hosts"})


# "reimaged", "reinstalled", "retargeted": a thing made again, a change said by its verb.
REDONE = re.compile(r"\bre-?[a-z]{3,}ed\b")  # "re-imaged" too


# Where one clause ends: "finished the React 18 upgrade *and* removed the legacy render calls".
_CLAUSE_END = re.compile(r"\s*[;,—–]\s*|\s+and\s+")


def clause_of(low_text: str, version: str) -> str:
    """The clause of a text that gives ``version`` (the whole text when it is not found): a word of going said in
    another clause ("… and removed the legacy render calls") is said of something else."""
    start, end = clause_span(low_text, version)
    return low_text[start:end]


def clause_span(low_text: str, version: str) -> tuple[int, int]:
    """Where :func:`clause_of`'s clause stands in ``low_text`` (the whole text when the version is not found)."""
    at = _at(low_text, version)
    if at < 0:
        return 0, len(low_text)
    starts = [m.end() for m in _CLAUSE_END.finditer(low_text) if m.end() <= at]
    ends = [m.start() for m in _CLAUSE_END.finditer(low_text) if m.start() > at]
    return (starts[-1] if starts else 0), (ends[0] if ends else len(low_text))


_NOW_MARK = re.compile(r"\b(?:now|to)\b|->|→")


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each candidate of one version
def _at(low_text: str, version: str) -> int:
    return last_version_at(low_text, version)  # (?<![\w.])v?<version>(?![\w]|\.\d), found with no pattern built


# The older version named as what the newer one took the place of: "…, superseding 1.9", "shelving 3.2", "v4
# unsupported", "6.4 deinstalled", "2.1 superseded … by 2.3", "2.3 was pulled … in favour of 3.0".
_REPLACED_BEFORE = r"(?:superseding|supersedes|replacing|replaces|shelving|retiring)\s+(?:v|version\s+|release\s+)?"
_REPLACED_AFTER = r"(?:\s+(?:is|was|were|now|got|been|has|had|on|from|[a-z]+ly)){0,3}\s+(?:unsupported|deinstalled|" \
                  r"uninstalled|superseded|pulled)\b"
# The words one of the two patterns needs, as substrings: where none stands, neither is compiled.
_REPLACED_BEFORE_WORDS = ("superseding", "supersedes", "replacing", "replaces", "shelving", "retiring")
_REPLACED_AFTER_WORDS = ("unsupported", "deinstalled", "uninstalled", "superseded", "pulled")


def older_told_replaced(low_text: str, old_version: str) -> str:
    """``low_text`` with the older version, named as what the newer one replaced, told gone in a clause of its own
    ("release 2.1 was pushed, superseding 1.9" → "release 2.1 was pushed, ; 1.9 dropped ;"): the older version not
    kept, and the words of its going no word said of the newer one. Unchanged where it is not so named."""
    # The cheap test first: each pattern is built from the older version, so a capture compiled two new ones for
    # every candidate's version (~0.5 ms, a fifth of version_change at a crowded capture); without one of its
    # words (lower case, as the patterns spell them) neither can match and the text comes back unchanged.
    before = any(word in low_text for word in _REPLACED_BEFORE_WORDS)
    after = any(word in low_text for word in _REPLACED_AFTER_WORDS)
    if not (before or after):
        return low_text
    version = re.escape(old_version)
    gone = f" ; {old_version} dropped ; "
    text = compiled(rf"\b{_REPLACED_BEFORE}v?{version}(?![\w]|\.\d)").sub(gone, low_text) if before else low_text
    return compiled(rf"(?<![\w.])v?{version}(?![\w]|\.\d){_REPLACED_AFTER}").sub(gone, text) if after else text


def kept_after_change(low_text: str, old_version: str, new_version: str) -> bool:
    """The older version told after the change's "now" / "to" and the other one before it: the newer text tells
    where the thing came from, and it is at the older text's version now."""
    kept_at, fresh_at = _at(low_text, old_version), _at(low_text, new_version)
    if kept_at < 0 or fresh_at < 0 or fresh_at > kept_at:
        return False
    # "4.3 now (4.1 images erased)": a "now" right after the newer version is its own, not a turn to the older one
    told = _VERSION_AT.match(low_text, fresh_at)
    fresh_end = told.end() if told is not None else fresh_at
    return any(fresh_at < m.start() < kept_at and low_text[fresh_end:m.start()].strip()
               for m in _NOW_MARK.finditer(low_text))


_VERSION_AT = re.compile(r"v?[\w.]*")



# When a change happened and where it landed: no holder of another version ("on Tuesday", "landed on main").
WHEN = frozenset(stem(w) for w in W.TIME_WORDS | frozenset(WEEKDAYS) | {"morning", "evening", "afternoon"}
                  | frozenset(MONTH_NAMES)  # "rolled forward to 9.0 … in July": when, not whose
                  | {"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"}
                  | {"winter", "summer", "autumn"})  # "reflashed over winter": when
# The default branch a change landed on ("landed on main", "merged to master"): where, not whose.
# "build" right before a dotted version names the version ("reports build 4.0.1").
_BUILD_TOLD = re.compile(r"\bbuild\s+v?\d+\.\d")
_ON_MAIN = re.compile(r"\b(?:on|to|into) (?:main|master|trunk)\b")
# A verb of running right before where the thing runs or its version ("builds on 2.5.0", "compiles against 1.13",
# "boots windows server 2022"): the clause's verb, never a holder.
# A word right before a version that says it is the older one or the newer one is past ("old 4.0 config migrated",
# "bumped my pin past 1.3"): of the version, never a holder.
_OLDER_MARK = re.compile(r"\b(old|older|previous|former|prior|legacy|past|beyond)\s+(?=v?\d)")
_RUNS_ON = re.compile(r"\b(builds|boots|compiles|runs)\s+(?=(?:on|onto|against|into|with)\b|v?\d|[a-z]+ v?\d)")


def _everywhere(text: str) -> frozenset[str]:
    """The words after "all", "every" or "each": everywhere the thing runs ("on all nodes", "to every warehouse",
    "on all prepress seats"); a scope word among them still names where ("all staging nodes")."""
    found: set[str] = set()
    for every in re.finditer(r"\b(?:all|every|each) ((?:[a-z][\w'’-]* ?){1,2})", text.lower()):
        words = every.group(1).split()
        if len(words) == 2 and (words[0] in W.LIGHT_WORDS or words[1] in W.LIGHT_WORDS):
            words = words[:1]  # "every node in", "all the": one word, as before
        if any(stem(w) in W.SCOPE_WORDS for w in words):
            words = words[:1]  # "all staging nodes": the scope still names where; "all tests pass": as before
        found |= {stem(w) for w in words}
    # Fresh hands spread a version by a preposition as often as by "all": "upgraded to 2024.2 across engineering",
    # "Windows 11 throughout", "forced update to 8.0 for the whole crew". The same guard: a scope word still names
    # where ("across staging"), and only the two words after the spread are read as everywhere.
    for spread in _SPREAD.finditer(text.lower()):
        words = spread.group(0).split()
        if any(stem(w) in W.SCOPE_WORDS for w in words):
            continue
        found |= {stem(w) for w in words if w not in W.LIGHT_WORDS}
    return frozenset(found)


# "across engineering", "across the lab", "throughout", "for the whole crew", "company-wide": everywhere it runs.
_SPREAD = re.compile(r"\b(?:across|throughout|(?:(?:for|to) )?the (?:whole|entire))(?: the)?((?: [a-z][\w'’-]*){0,2})"
                     r"|\b(?:company|org|fleet|site|team|estate|lab)-wide\b")


# Where what follows a version stops saying whose it is: an aside, a means ("via fnm"), a manner ("with the new
# architecture enabled"), another clause ("and compiles with it").
# "along with the Leptos bump", "without complaint": what came with the change or how it went, not whose version.
_AFTER_ASIDE = re.compile(r"\s*[,;—–]|\s+(?:via|with|and|using|along|without)\s")
# A bracket that tells the change itself ("tf pin: ~> 1.8 (state upgraded)"): how it was made, not whose version;
# one that names a thing ("(billing-app)", "(legacy-admin)") says whose.
_CHANGE_BRACKET = re.compile(r"\s*\(([^()]*)\)")
# A version glued to its name ("py3.12") is a version too: what follows it says how the change was made.
_A_VERSION = re.compile(r"(?<![\w.])(?:[a-z]{2,12})?[v^~@]?" + VERSION_NUMBER + r"|(?<=[a-z] )\d{1,2}\b(?![:.\d])")


# A clause of another deed after the version: "and removed …", "and dropped …".
_ANOTHER_ACTION = re.compile(r"\s+and\s+(?:then\s+|also\s+)?[a-z]+ed\b"
                             # "… to 3.12 and tests pass", "and CI is green": another subject's clause
                             r"|\s+and\s+(?:the\s+)?[a-z]+\s+(?:pass(?:es|ed)?|is|are|was|were|works?|worked)\b")


def _to_version(text: str) -> str:
    """The newer text up to its last version and what names a place or scope right after it: the words after an aside,
    a means or a manner past the version say how the change was made, not whose version it is."""
    body = _CHANGE_BRACKET.sub(lambda m: "" if _tells_a_change(m.group(1)) else m.group(0), undated(text, dot=True))
    # The last version: what follows an earlier one may name another thing's ("…; the CLI is on Go 1.22").
    found = next(reversed(list(_A_VERSION.finditer(body))), None)
    if found is None:
        return text
    cut = _AFTER_ASIDE.search(body, found.end())
    if cut is None:
        return body
    if _ANOTHER_ACTION.match(body, cut.start()):
        return body[: cut.start()]  # "… the React 18 upgrade and removed the legacy render calls": another deed's words
    # A scope told in the aside still says where the version holds ("→ 7.2, staging only").
    scopes = [w for w in re.findall(r"[a-z][\w'’-]+", body[cut.start():].lower()) if stem(w) in W.SCOPE_WORDS]
    return " ".join([body[: cut.start()], *scopes])


def _tells_a_change(bracket: str) -> bool:
    """Whether a bracket's words tell a change and nothing of scope ("state upgraded", "bumped after the CVE")."""
    words = re.findall(r"[a-z][\w-]*", bracket.lower())
    return any(stem(w) in W.CHANGE_WORDS for w in words) and not any(stem(w) in W.SCOPE_WORDS for w in words)


# The user's own computer told in two ways: "my dev machine", "my local machine", "my computer" are the one
# "my laptop" or "my MacBook" names more exactly; a laptop and a desktop are two.
_GENERIC_COMPUTER = frozenset(stem(w) for w in "dev local machine computer".split())
_SPECIFIC_COMPUTER = frozenset(stem(w) for w in "laptop desktop workstation macbook pc".split())
_COMPUTER_WORDS = _GENERIC_COMPUTER | _SPECIFIC_COMPUTER
_QUALIFIED = frozenset(stem(w) for w in ("dev", "local"))  # words that say which computer, naming none
_MY = re.compile(r"\bmy (?:(?:dev|local|work|own|main) )?(?:machine|computer|laptop|desktop|workstation|macbook|pc)\b")


def _one_computer(old_text: str, new_text: str) -> bool:
    """Whether both texts speak of the user's own computer ("my dev machine"), one of them by a generic name
    and the other by no other specific one ("laptop" / "desktop" are two)."""
    low_old, low_new = old_text.lower(), new_text.lower()
    if not (_MY.search(low_old) and _MY.search(low_new)):
        return False
    said_old = {stem(w) for w in re.findall(r"[a-z]+", low_old)} & _COMPUTER_WORDS
    said_new = {stem(w) for w in re.findall(r"[a-z]+", low_new)} & _COMPUTER_WORDS
    if not said_old - _QUALIFIED or not said_new - _QUALIFIED:
        return False  # "dev" alone is a scope, not a computer
    return len((said_old | said_new) & _SPECIFIC_COMPUTER) <= 1 \
        and bool((said_old | said_new) & _GENERIC_COMPUTER)


# Words that name no holder: the one who speaks or the thing itself ("it's DeltaV 15 I use there", "auto-updated
# itself"), everyone it is on, the older version's end ("5.26 image deleted", "14 dump archived") and how the newer
# one came ("published Tue", "an over-the-air update").
_NO_HOLDER = frozenset(stem(w) for w in "it it's itself i'm we're everyone everybody deleted archived purged "
                       "uninstalled yanked unloaded published ota over-the-air "
                       # the version's own kind ("TCU fw v4.0", "the 2.x release") and a question word ("what's loaded")
                       "firmware fw release releases what which whatever "
                       # the words that name the older version replaced (older_told_replaced)
                       "superseding supersedes superseded replacing shelving retiring unsupported deinstalled".split())


# Words after a past form that make it the clause's verb, not a word before a noun ("flashed the radio", "came back
# with", "force-updated to 124", "auto-updated overnight"); "a refurbished tablet" puts it before its noun.
# "auto-updated itself": the thing its own object.
_AFTER_A_VERB = frozenset("back forward up down out over overnight onto itself".split())
# A change verb's doer is named before it ("The contractor flashed my lock panel", "supplier reflashed gas
# detectors"; not the doer's own thing, "upgraded its tills") or after a passive's "by" ("reflashed by the vendor",
# "force-updated … by the district").
_BY_AGENT = re.compile(r"\b([a-z-]+ed)\b(?:[^;,.()]|\.(?=\d))*?\bby\s+"
                       r"((?:(?:the|a|an|our|their|its|[a-z]+['’]s)\s+)?(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)"
                       # "upgraded to 6.0 by Dependabot and the PR was merged": the doer's clause ends at "and"
                       r"(?=\s*(?:$|[;,.()]|\b(?:to|on|onto|over|during|after|before|in|at|last|this|yesterday"
                       r"|and)\b))")
_OPENING_DOER = re.compile(r"^(?:the\s+)?(?:user['’]s\s+)?((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+"
                           r"((?:re)?[a-z-]+ed|pushed|flashed)\s+(?:the\s+|my\s+|our\s+|every\s+|all\s+)?"
                           r"([a-z][\w-]*)")


# Subject pronouns: the word after one is a verb ("the controllers I manage", "the boxes we run"), never a holder.
_SPEAKERS = frozenset("i we they".split())
# Irregular verbs a version's arrival is told with ("it came with Android 14", "was given BREXX 2.2.0").
_IRREGULAR = frozenset("came come comes given gave got gets".split())
# Verbs of a change made to a thing, whose doer is not its holder: "flashed", "pushed", "patched", "installed", the
# change words and any verb made again ("reflashed", "reimaged").
# A verb the holder tells of its own work ("finished the React 18 migration", "completed") is not one of them.
_CHANGE_DEEDS = frozenset(stem(w) for w in """flashed pushed patched installed updated upgraded applied tagged yanked
    loaded bumped wiped""".split())


def _of_change(verb: str) -> bool:
    """Whether a past form is a verb of a change made to a thing ("reflashed", "force-updated", "pushed")."""
    base = verb.rsplit("-", 1)[-1]
    return stem(base) in _CHANGE_DEEDS or stem(base) in W.CHANGE_WORDS or REDONE.fullmatch(base) is not None


def _not_holders(new_text: str, words_old: set[str]) -> set[str]:
    """The newer text's words that say who made a change or what verb told it, never whose version it is: a
    passive's "by" agent ("reflashed by the vendor"), the doer opening a sentence whose verb of change takes the
    older text's thing as its object ("The contractor flashed my lock panel"), the clause's own verbs of change (a
    past form before a determiner, a preposition or the version: "flashed the", "force-updated to"; a negated
    "isn't"). A verb of another deed ("scheduled", "inherited") stays: what it says is the reader's to weigh."""
    low = undated(new_text, dot=True).lower()
    found: set[str] = set()
    for agent in _BY_AGENT.finditer(low):
        if _of_change(agent.group(1)):
            found |= {stem(w.removesuffix("'s").removesuffix("’s")) for w in agent.group(2).split()}
    opening = _OPENING_DOER.match(low)
    # "The kitchen printer auto-updated Loyverse": a thing that changed itself is its own version's holder
    if opening is not None and stem(opening.group(3)) in words_old and _of_change(opening.group(2)) \
            and not opening.group(2).startswith("auto-") \
            and not any(stem(w) in words_old for w in opening.group(1).split()):
        found |= {stem(w.removesuffix("'s").removesuffix("’s")) for w in opening.group(1).split()}
    words = re.findall(r"[a-z][\w'’-]*|\d[\w.]*|[;,.()]", low)
    for before, word, after in zip([".", *words[:-1]], words, [*words[1:], "."], strict=True):
        if word.endswith(("n't", "n’t")):
            found.add(stem(word))
        elif before in _SPEAKERS or ("-" in word and W.past_form(word) and _of_change(word)):
            found.add(stem(word))  # "every controller I manage": the speaker's verb; "auto-updated": a change's
        elif ((W.past_form(word) and _of_change(word)) or word in _IRREGULAR) \
                and (after in W.LIGHT_WORDS or after in _AFTER_A_VERB or not after[:1].isalpha()):
            found.add(stem(word))
    return found - words_old


def holder_added(old_text: str, new_text: str, thing: str, kinds: frozenset[str] = frozenset(),
                 older: str = "", newer: str = "") -> bool:
    """Whether the newer text names a holder, scope or purpose the older one lacks (or the older a scope
    the newer drops): another thing's version of the same tool. ``kinds``: words that only say what kind of
    thing it is ("runtime", "cluster"); ``older``: the older text's version, whose own clause in the newer text
    (:func:`without_older_clause`) says what became of it, not whose the newer version is; ``newer``: the newer
    text's version, whose clause and the clauses naming the older text's holder again say whose it is
    (:func:`_holder_clauses`)."""
    if older:
        new_text = without_older_clause(new_text, older)
    everywhere = _everywhere(new_text)
    words_old, words_new = holder_words(old_text), holder_words(_to_version(new_text)) - everywhere - kinds
    # "the tram-ticket app" holds the "ticket app" the newer text names (a part, not a word that begins as one does)
    words_new -= {stem(part) for word in words_old if "-" in word for part in word.split("-") if len(part) > 2}
    if _one_computer(old_text, new_text):
        words_old, words_new = words_old - _COMPUTER_WORDS, words_new - _COMPUTER_WORDS
    words_new -= {stem(w) for w in REDONE.findall(new_text.lower())} | QUALIFIERS
    words_new -= _not_holders(new_text, words_old)
    if _ON_MAIN.search(new_text.lower()):
        words_new -= {"main", "master", "trunk"}
    # "the blog builds on 2.5.0", "the box boots Windows Server 2022": the thing's running told by its verb, no holder
    words_new -= {stem(m.group(1)) for m in _RUNS_ON.finditer(new_text.lower())}
    words_new -= {stem(m.group(1)) for m in _OLDER_MARK.finditer(new_text.lower())}
    if _BUILD_TOLD.search(new_text.lower()):
        words_new -= {"build"}  # "PianoMeter reports build 4.0.1": the version's own word, not a build machine
    named = {thing} | {t.lstrip("~") for t, _ in versions(old_text) + versions(new_text)}
    kind = N.TOOL_CLASS_OF.get(thing)
    things = named | {stem(t) for t in named} | {stem(noun) for noun, of in N.CLASS_NOUNS.items() if of == kind} \
        | ({kind, stem(kind)} if kind else set())  # "the prod search cluster": Elasticsearch named by its class
    added = {w for w in words_new - words_old - things
             if w not in TELLING and w not in W.CHANGE_WORDS and w not in W.FILLER_WORDS
             and w not in W.LIGHT_VERBS and not any(ch.isdigit() for ch in w) and w not in WHEN
             and "upgrad" not in w  # "pg_upgrade", "do-release-upgrade": the upgrade's own tool
             and w not in _NO_HOLDER
             and not w.startswith(("post-", "pre-"))  # "post-maint": when
             and thing_of(w) not in things and not any(o.startswith(w) or w.startswith(o) for o in words_old)}
    if added and newer:
        added &= _holder_clauses(new_text, newer, words_old - things - kinds - TELLING - W.CHANGE_WORDS)
    if added:
        return True
    return bool((words_old - words_new - everywhere) & _SCOPES)  # "all office MacBooks" still names the office


def _holder_clauses(new_text: str, newer: str, held: set[str]) -> set[str]:
    """The holder words of the newer text's clauses that may say whose its version is, where the newer text names
    the older text's holder again ("The user's consult-room PCs run Windows 10" / "Ahead of the support deadline, the
    user put Windows 11 on every consult-room PC"): the version's own clause and each clause naming that holder; a
    clause naming neither ("ahead of the support deadline") tells why or when. Where the holder is not named again,
    every clause's words (the text's whole holder words)."""
    low = new_text.lower()
    start, end = clause_span(low, newer)
    if (start, end) == (0, len(low)):
        return holder_words(new_text)
    clauses = [low[start:end]] + [part for part in _CLAUSE_END.split(low[:start] + " ; " + low[end:]) if part.strip()]
    said = [holder_words(part) for part in clauses]
    if not any(words & held for words in said):
        return holder_words(new_text)
    return set().union(said[0], *(words for words in said[1:] if words & held))


def without_older_clause(new_text: str, older: str) -> str:
    """The newer text without the clause or bracket that names the older version and no other ("…; 3.10 venv
    deleted", "v2026.1 (2025.1 withdrawn)", "rev 0.8 published, superseding 0.7"): that clause tells what became of
    the older version, so its words ("venv", "withdrawn") name no holder of the newer one. Unchanged where the older
    version stands beside another version in its clause ("from 3.10 to 3.12 on my laptop") or alone in the text."""
    low = new_text.lower()
    at = _at(low, older)
    if at < 0:
        return new_text
    bracket = _CHANGE_BRACKET_AT.search(low, max(0, low.rfind("(", 0, at)))
    if bracket is not None and bracket.start() <= at < bracket.end():
        start, end = bracket.span()
    else:
        start, end = clause_span(low, older)
    rest = low[:start] + " " + low[end:]
    if len(_A_VERSION.findall(low[start:end])) != 1 or not _A_VERSION.search(rest):
        return new_text
    return new_text[:start] + " " + new_text[end:]


_CHANGE_BRACKET_AT = re.compile(r"\([^()]*\)")
