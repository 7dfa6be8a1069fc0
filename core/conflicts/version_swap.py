"""One named thing's version told again with another version: an upgrade read from the value's type.

"Our production Postgres is version 14" and "Production Postgres went to 16 during last night's
maintenance"; "terraform: 1.5.7 pinned" and "tf pin lifted → 1.8.x"; "The API gateway is pinned to
Kong 3.4" and "Kong was upgraded to 3.6 across all gateways"; "Sep 3 — Rust toolchain 1.75" and
"rust-toolchain.toml says 1.79 now". A thing runs one version at a time: the newer text giving the
same thing another version puts it in the older one's place, whatever verb carries it.

Each text's versions and the things they belong to are read by :mod:`core.conflicts.version_reading`;
compared here: both texts give that thing exactly one version and the two differ (a refinement such as
"1.28" / "1.28.4" or "1.5.x" / "1.5.7" is the same version). A bare number after a name ("Capacitor 5", a label
to the reading, as "Sprint 14" is) is the thing's version where the newer text puts the thing on another ("ticket
app on Capacitor 6") or gives it another version ("Vioso was upgraded to release 6"). The user's own computer told
by a generic name and by its kind ("my dev machine" / "my laptop") is one holder. A thing the reader cannot name
("the dispatch software", "otp", "ex_ratelimit") is read by where each text's one version stands and the words both
texts give it (:func:`_one_version_each`).

Not a change: another thing's version ("the AWS provider to 5.40 in Terraform", "react-router 6"
beside "React 18"); the newer text naming what the older one does not — another holder, scope or
purpose ("on my laptop", "staging", "for the new reviews service"; an unscoped text is production);
a minimum, a support range or a requirement told on one side only ("requires Node 18+"); a release,
a trial or a comparison ("Kong 3.6 is out", "tried 3.6", "3.6 vs 3.4"); the older version still named
without a change said; and whatever the statement model finds hedged, temporary, additive or about the
past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTHS, WEEKDAYS
from core.conflicts.compiled import compiled
from core.conflicts.note_dates import undated
from core.conflicts.value_shapes import VERSION_NUMBER
from core.conflicts.version_reading import (
    AFTER_VERSION,
    BETWEEN,
    RELEASE_NAMES,
    RELEASE_WORD,
    RELEASES,
    TELLING,
    TOKEN,
    VERSION,
    has_version,
    names_a_thing,
    normalised,
    same_version,
    thing_of,
    things_named,
    versions,
)
from core.text.tokens import stem

# Cut where a trailing reason or time begins: its words say why or when, not whose version.
_TRAILING = re.compile(r"\b(?:during|after|before|since|because|following|over the|as part of|when|once|per|due to|"
                       r"thanks to|so that|so we|to satisfy|to fix|to support|to enable|in order to|to meet"
                       r"|for the (?:cve|security|fix|patch)"
                       r"|in the (?:latest|last|newest|new|current|next) (?:build|release|version))\b")
# A reason told in the middle ("raised to 17 for the App Store deadline on …"): its words only, not what follows.
_DEADLINE = re.compile(r"\b(?:for|before|by) the (?:[\w-]+ ){0,3}deadline\b")
_REQUIREMENT = re.compile(r"\b(?:min|minimum|at least|or later|or newer|or above|or higher|requires?|required|"
                          r"(?<!to )supports?|supported|compatible|target(?:s|ing|ed)?|floor|max|maximum|"
                          r"(?<!brought )(?<!bumped )(?<!moved )up to|matrix)\b|>=|≥|\d\+")
_NEWS = re.compile(r"\b(?:released|release notes|came out|is out|are out|available|announced|beta|rc\d*|preview|"
                   r"nightly|tried|trying|try|tested|testing|test|evaluat\w*|benchmark\w*|trial\w*|compar\w*|"
                   r"vs\.?|versus|than|prototype|poc|spike|experiment\w*|in staging|canary|branch|pr|"
                   r"changelog|docs)\b")
# The newer text says a version is gone ("done with Python 2", "dropped Node 16"): not the one in use.
_GONE = re.compile(r"\b(?:done with|dropped|removed|retired|no longer|not|never|stopped|gone|deprecated|sunset|"
                   r"ditched|killed|off)\b")
_PRODUCTION = frozenset({"prod", "production", "live"})
_SCOPES = W.SCOPE_WORDS - {stem(w) for w in _PRODUCTION}


def _words(text: str) -> set[str]:
    body = _DEADLINE.sub(" ", undated(text, dot=True).lower())
    cut = _TRAILING.search(body)
    if cut is not None:
        body = body[: cut.start()]
    return {stem(w.removesuffix("'s").removesuffix("’s")) for w in re.findall(r"(?<![\w.])[a-z][\w'’-]+", body)
            if w not in W.LIGHT_WORDS
            and w not in RELEASES and w not in ("mac", "macbook", "big", "sur", "high", "sierra")}


def version_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older one's named thing another version, or ``None``."""
    if not has_version(new_text) or not has_version(old_text):
        return None
    before = versions(old_text)
    if not before and _NAME_NUMBER.search(old_text) is None:
        return _one_version_each(old_text, new_text)
    low_new, low_old = new_text.lower(), old_text.lower()
    if _news(_untrailed(low_new), low_old) or _news(low_old, low_new) \
            or _required(_untrailed(low_new), low_new) != _required(_untrailed(low_old), low_new):
        return None
    if re.search(r"\b(?:other|another)\b", low_new) and not re.search(r"\b(?:other|another)\b", low_old):
        return None  # "upgraded the other project to JDK 21": the other one
    if not before:
        return _numbered_change(old_text, new_text) or _one_version_each(old_text, new_text)
    after = versions(new_text) + _told_beside(old_text, new_text, before)
    if not after:
        return _older_dropped(old_text, new_text, before) or _lone_version(old_text, new_text, before)
    for thing in dict.fromkeys(t.lstrip("~") for t, _ in after):
        was = {v for t, v in before if t.lstrip("~") == thing}
        if not was and len({t.lstrip("~") for t, _ in before}) == 1 and thing in things_named(old_text):
            # "k8s version: 1.27 (EKS)" / "EKS … 1.30": the older note's one version is the version of all it names
            was = {v for _, v in before}
        now = {v for t, v in after if t.lstrip("~") == thing}
        if f"~{thing}" in {t for t, _ in before} and f"~{thing}" in {t for t, _ in after}:
            continue  # neither text names the thing but with the capital a sentence opens with
        if len(was) != 1:
            continue
        (old_version,) = was
        fresh = {v for v in now if not same_version(v, old_version)}
        kept = any(same_version(v, old_version) for v in now) \
            and not _GONE.search(_clause_of(low_new, old_version))  # "11 toolchain removed": said gone
        if len(fresh) != 1 or (kept and not _changed(low_new)) \
                or (not kept and _GONE.search(_clause_of(low_new, next(iter(fresh))))):
            continue
        (new_version,) = fresh
        if _kept_after_change(low_new, old_version, new_version):
            continue  # "used to use Python 3.8, now 3.11": the other version is the one before, the older one is now
        if _holder_added(old_text, new_text, thing, _KIND_WORDS) or _another_of_a_series(low_old, low_new, thing):
            return None
        return f"same thing ({thing}) version, {old_version} → {new_version}"
    return None


# A capitalised name and a bare number right after it: "Capacitor 5", "Vioso Player 4" (a label to versions(), as
# "Sprint 14" is, until the other text tells the thing at another number).
_NAME_NUMBER = re.compile(r"\b[A-Z][\w-]*\s+v?\d{1,2}\b")
_PLACED_ON = frozenset({"on", "to", "onto"})


def _numbered_names(text: str, placed: bool = False) -> dict[str, set[str]]:
    """The bare numbers right after a capitalised name (up to three words: "Vioso Player 4"), by each word of the
    name brought to one form; ``placed``: only a name the text puts something on or takes something to ("ticket app
    on Capacitor 6"). A number followed by a noun counts it ("Team 5 engineers") and is left out."""
    tokens = TOKEN.findall(undated(text, dot=True))
    found: dict[str, set[str]] = {}
    for k, token in enumerate(tokens):
        if k == 0 or not re.fullmatch(r"v?\d{1,2}", token):
            continue
        after = tokens[k + 1].lower() if k + 1 < len(tokens) else "."
        if after[:1].isalpha() and after not in W.LIGHT_WORDS and after not in AFTER_VERSION \
                and stem(after) not in TELLING:
            continue
        start = k
        while start > 0 and k - start < 3 and tokens[start - 1][:1].isupper() and tokens[start - 1].isalpha():
            start -= 1
        if start == k or (placed and (start == 0 or tokens[start - 1].lower() not in _PLACED_ON)):
            continue
        for word in tokens[start:k]:
            found.setdefault(thing_of(word), set()).add(normalised(token))
    return found


def _numbered_change(old_text: str, new_text: str) -> str | None:
    """The older text's thing told only by a bare number after its name ("Capacitor 5 in the tram-ticket app",
    "handled by Vioso Player 4"), the newer text putting the same thing on another number ("ticket app on Capacitor
    6") or giving it another version ("Vioso was upgraded to release 6"); not another holder, scope or purpose."""
    old_numbers = _numbered_names(old_text)
    now = [(thing.lstrip("~"), version) for thing, version in versions(new_text)]
    now += [(thing, version) for thing, numbers in _numbered_names(new_text, placed=True).items()
            for version in numbers]
    for thing in dict.fromkeys(t for t, _ in now):
        was, fresh = old_numbers.get(thing, set()), {v for t, v in now if t == thing}
        if len(was) != 1 or len(fresh) != 1 or same_version(next(iter(was)), next(iter(fresh))):
            continue
        (old_version,), (new_version,) = was, fresh
        if _holder_added(old_text, new_text, thing, _KIND_WORDS) or _another_of_a_series(
                old_text.lower(), new_text.lower(), thing):
            return None
        return f"same thing ({thing}) version, {old_version} → {new_version}"
    return None


# A numbered member of a series: "web01", "db-2", "node3" (the letters name the series, the number which one).
_SERIES = re.compile(r"\b([a-z]+)-?(\d{1,3})\b")


def _another_of_a_series(low_old: str, low_new: str, thing: str) -> bool:
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


_TARGET = re.compile(r"\btarget(?:s|ing|ed)?\b")
_UPGRADED = re.compile(r"\b(?:upgraded|bumped|moved|migrated|retargeted|raised|switched|ported"
                       r"|compiles? against|compiled against|builds? against|built against"
                       r"|(?:finished|completed|did|landed|shipped|rolled out) (?:the |an |our )?(?:[\w.-]+ ){0,3}"
                       r"(?:upgrade|migration))\b")


def _untrailed(low: str) -> str:
    """A text without a trailing reason or time ("… before support for the old runtime ended"): what it says of the
    version, not why or when."""
    cut = _TRAILING.search(low) or _BEFORE.search(low)
    return low if cut is None or cut.start() == 0 else low[:cut.start()]


_BEFORE = re.compile(r"\bbefore\b")


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def _required(low: str, low_new: str) -> bool:
    """Whether a text tells a requirement, a floor or a range; "targets Java 11" is what a build is made for when the
    newer text says the thing was upgraded ("upgraded the project to JDK 21")."""
    if _UPGRADED.search(low_new) is not None:
        low = _TARGET.sub(" ", low)
    return _REQUIREMENT.search(low) is not None


def _news(low: str, other: str) -> bool:
    """Whether a text tells a release, a trial or a comparison the other text does not also speak of ("docs",
    "prototype" in both are what both are about)."""
    return any(found.group(0) not in other for found in _NEWS.finditer(low))


# What a class noun names: "prod database reports 16.2" after "We run Postgres 14 in production".
_CLASS_THINGS = frozenset("database db cluster engine runtime interpreter compiler sdk toolchain".split())


def _told_beside(old_text: str, new_text: str, before: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """Versions the newer text gives the older text's one thing in shapes read only beside it: a bare number
    right after its name ("Unity 6", "Spring Boot 3"), a class noun for it ("prod database reports 16.2"), a
    release of it by name ("Noble (24.04)" after "Ubuntu 22.04")."""
    things = {t.lstrip("~") for t, _ in before}
    if len(things) != 1:
        return ()
    (thing,) = things
    tokens = TOKEN.findall(undated(new_text, dot=True))
    found: list[tuple[str, str]] = []
    for k, token in enumerate(tokens[:-1]):
        nxt = tokens[k + 1]
        if not re.fullmatch(r"v?\d{1,2}", nxt):
            continue
        after = tokens[k + 2].lower() if k + 2 < len(tokens) else "."
        if after[:1].isalpha() and after not in W.LIGHT_WORDS and after not in AFTER_VERSION \
                and stem(after) not in TELLING:
            continue  # "Postgres 3 replicas": a count
        if thing_of(token) == thing:
            found.append((thing, normalised(nxt)))
    for k, token in enumerate(tokens):
        if not VERSION.match(token) or ("." not in token and not (
                k > 0 and tokens[k - 1].lower() in ("on", "at", "to") and re.fullmatch(r"v?\d{1,2}", token))):
            continue  # a bare number only where a change or a state puts the thing on it ("prod database is on 16")
        for j in range(k - 1, max(-1, k - 4), -1):
            low = tokens[j].lower()
            if low in _CLASS_THINGS and N.TOOL_CLASS_OF.get(thing) in (N.CLASS_NOUNS.get(low), "database") \
                    and (low not in ("db", "database") or N.TOOL_CLASS_OF.get(thing) == "database"):
                found.append((thing, normalised(token)))
                break
            if low not in BETWEEN and stem(low) not in TELLING:
                break
    if thing in {release[0] for release in RELEASES.values()}:
        low = new_text.lower()
        found += [(thing, v) for name, (of, v) in RELEASES.items() if of == thing and RELEASE_WORD[name].search(low)]
    return tuple(found)


def _older_dropped(old_text: str, new_text: str, before: tuple[tuple[str, str], ...]) -> str | None:
    """The newer text names no thing but says the older version went and gives another ("We dropped 3.9 support;
    minimum is 3.11 now", "engine on 5.4 now, 5.2 branch frozen")."""
    if len(before) != 1 or things_named(new_text) - things_named(old_text):
        return None
    thing, old_version = before[0]
    tokens = TOKEN.findall(undated(new_text, dot=True))
    lone = [(k, normalised(t)) for k, t in enumerate(tokens) if (VERSION.match(t) and "." in t) or (
        VERSION.match(t) and t.isdigit() and len(t) <= 2 and k > 0 and tokens[k - 1].lower() in ("on", "to"))]
    gone = [k for k, v in lone if same_version(v, old_version)]
    fresh = {v for _, v in lone if not same_version(v, old_version)}
    if len(gone) != 1 or len(fresh) != 1:
        return None
    at = gone[0]
    near = " ".join(tokens[max(0, at - 2):at + 4]).lower()
    if _GONE.search(near) is None and re.search(r"\b(?:frozen|eol|eol'd|end-of-life)\b", near) is None:
        return None
    (new_version,) = fresh
    return f"same thing ({thing.lstrip('~')}) version, {old_version} said gone → {new_version}"


# What a version is said with, not a thing: "24.04 LTS".
_QUALIFIERS = frozenset({"lts", "esr", "ga"})
# Words that say only what kind of thing has the version ("my local runtime", "an 8.x cluster").
# The machines a thing runs on say where it runs, not another holder ("Search nodes were upgraded to 8.13").
_KIND_WORDS = frozenset(stem(w) for w in _CLASS_THINGS | {"version", "image", "os", "jdk", "node", "nodes", "hosts"})
# "The billing monolith was finally brought up to 7.1": a thing taken to a version, a change said by its verb.
_BROUGHT_TO = re.compile(r"\bbrought (?:up )?to\b")
# "did a clean install of 24.04", "a fresh install of 14": the thing put on again from nothing, at that version.
_INSTALLED = re.compile(r"\b(?:clean|fresh) (?:re)?install(?:ed)?\b")
# "reimaged", "reinstalled", "retargeted": a thing made again, a change said by its verb.
_REDONE = re.compile(r"\bre[a-z]{3,}ed\b")


_CHANGE_OR_NOW = re.compile(r"\b(?:to|now|onto|with|from)\b|->|→")


def _lone_version(old_text: str, new_text: str, before: tuple[tuple[str, str], ...]) -> str | None:
    """The newer text names no thing of its own, says a change and gives one version ("The build agents were
    reimaged with 24.04 LTS", "Bumped my local runtime to 22 LTS", "Search was moved onto an 8.x cluster"): the
    older text's one thing at another version; not another holder, scope or purpose (:func:`_holder_added`)."""
    old_words = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", old_text)}
    redone = {w for w in things_named(new_text) if _REDONE.fullmatch(w)}
    if len(before) != 1 or things_named(new_text) - things_named(old_text) - old_words - _QUALIFIERS - redone:
        return None  # a capital only opening the sentence ("Search was moved …" after "… for search") names nothing new
    thing, old_version = before[0]
    thing = thing.lstrip("~")
    low = new_text.lower()
    words = {stem(w) for w in re.findall(r"[a-z]+", low)}
    if not (words & W.CHANGE_WORDS or _REDONE.search(low) or _BROUGHT_TO.search(low) or _INSTALLED.search(low)) \
            or _GONE.search(low):
        return None
    tokens = TOKEN.findall(undated(new_text, dot=True))
    lone = {normalised(t) for k, t in enumerate(tokens) if VERSION.match(t) and any(ch.isdigit() for ch in t) and (
        "." in t or (t.isdigit() and len(t) <= 2 and k > 0 and tokens[k - 1].lower() in ("on", "to", "onto")))}
    if len(lone) != 1 or any(same_version(v, old_version) for v in lone):
        return None
    (new_version,) = lone
    # A change told in a clause of its own, the version in another ("finished the control-plane upgrade; the cluster
    # reports v1.29 everywhere"): whose version it is is the version's own clause's to say.
    told = _clause_of(low, new_version)
    if _holder_added(old_text, new_text if told == low or _CHANGE_OR_NOW.search(told) else told, thing, _KIND_WORDS):
        return None
    return f"same thing ({thing}) version, {old_version} → {new_version}"


# Where one clause ends: "finished the React 18 upgrade *and* removed the legacy render calls".
_CLAUSE_END = re.compile(r"\s*[;,—–]\s*|\s+and\s+")


def _clause_of(low_text: str, version: str) -> str:
    """The clause of a text that gives ``version`` (the whole text when it is not found): a word of going said in
    another clause ("… and removed the legacy render calls") is said of something else."""
    start, end = _clause_span(low_text, version)
    return low_text[start:end]


def _clause_span(low_text: str, version: str) -> tuple[int, int]:
    """Where :func:`_clause_of`'s clause stands in ``low_text`` (the whole text when the version is not found)."""
    at = _at(low_text, version)
    if at < 0:
        return 0, len(low_text)
    starts = [m.end() for m in _CLAUSE_END.finditer(low_text) if m.end() <= at]
    ends = [m.start() for m in _CLAUSE_END.finditer(low_text) if m.start() > at]
    return (starts[-1] if starts else 0), (ends[0] if ends else len(low_text))


_NOW_MARK = re.compile(r"\b(?:now|to)\b|->|→")


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each candidate of one version
def _at(low_text: str, version: str) -> int:
    found = [m.start() for m in compiled(rf"(?<![\w.])v?{re.escape(version)}(?![\w]|\.\d)").finditer(low_text)]
    return found[-1] if found else -1


def _kept_after_change(low_text: str, old_version: str, new_version: str) -> bool:
    """The older version told after the change's "now" / "to" and the other one before it: the newer text tells
    where the thing came from, and it is at the older text's version now."""
    kept_at, fresh_at = _at(low_text, old_version), _at(low_text, new_version)
    if kept_at < 0 or fresh_at < 0 or fresh_at > kept_at:
        return False
    return any(fresh_at < m.start() < kept_at for m in _NOW_MARK.finditer(low_text))


def _changed(low_text: str) -> bool:
    return re.search(r"\b(?:now|to|eol|eol'd|dropped|retired|gone|replaced|from)\b|->|→", low_text) is not None


# When a change happened and where it landed: no holder of another version ("on Tuesday", "landed on main").
_WHEN = frozenset(stem(w) for w in W.TIME_WORDS | frozenset(WEEKDAYS) | {"morning", "evening", "afternoon"}
                  | {"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"})
# The default branch a change landed on ("landed on main", "merged to master"): where, not whose.
_ON_MAIN = re.compile(r"\b(?:on|to|into) (?:main|master|trunk)\b")


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
    return frozenset(found)


# Where what follows a version stops saying whose it is: an aside, a means ("via fnm"), a manner ("with the new
# architecture enabled"), another clause ("and compiles with it").
_AFTER_ASIDE = re.compile(r"\s*[,;—–]|\s+(?:via|with|and|using)\s")
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
                       "uninstalled yanked unloaded published ota over-the-air".split())


def _holder_added(old_text: str, new_text: str, thing: str, kinds: frozenset[str] = frozenset()) -> bool:
    """Whether the newer text names a holder, scope or purpose the older one lacks (or the older a scope
    the newer drops): another thing's version of the same tool. ``kinds``: words that only say what kind of
    thing it is ("runtime", "cluster")."""
    words_old, words_new = _words(old_text), _words(_to_version(new_text)) - _everywhere(new_text) - kinds
    # "the tram-ticket app" holds the "ticket app" the newer text names (a part, not a word that begins as one does)
    words_new -= {stem(part) for word in words_old if "-" in word for part in word.split("-") if len(part) > 2}
    if _one_computer(old_text, new_text):
        words_old, words_new = words_old - _COMPUTER_WORDS, words_new - _COMPUTER_WORDS
    words_new -= {stem(w) for w in _REDONE.findall(new_text.lower())} | _QUALIFIERS
    if _ON_MAIN.search(new_text.lower()):
        words_new -= {"main", "master", "trunk"}
    named = {thing} | {t.lstrip("~") for t, _ in versions(old_text) + versions(new_text)}
    kind = N.TOOL_CLASS_OF.get(thing)
    things = named | {stem(t) for t in named} | {stem(noun) for noun, of in N.CLASS_NOUNS.items() if of == kind} \
        | ({kind, stem(kind)} if kind else set())  # "the prod search cluster": Elasticsearch named by its class
    added = {w for w in words_new - words_old - things
             if w not in TELLING and w not in W.CHANGE_WORDS and w not in W.FILLER_WORDS
             and w not in W.LIGHT_VERBS and not any(ch.isdigit() for ch in w) and w not in _WHEN
             and "upgrad" not in w  # "pg_upgrade", "do-release-upgrade": the upgrade's own tool
             and w not in _NO_HOLDER
             and not w.startswith(("post-", "pre-"))  # "post-maint": when
             and thing_of(w) not in things and not any(o.startswith(w) or w.startswith(o) for o in words_old)}
    if added:
        return True
    return bool((words_old - words_new) & _SCOPES)


def release_restated(old_text: str, new_text: str) -> bool:
    """Whether the newer text names by its name the release the older text gives by number ("I run Ubuntu 22.04 on
    my home server" / "My home server is on Jammy Jellyfish"): the same version in other words, not another value.
    The newer text names that one release and no other version."""
    low = new_text.lower()
    if RELEASE_NAMES.search(low) is None:  # cheap: no release named
        return False
    named = {RELEASES[name] for name in RELEASES if RELEASE_WORD[name].search(low)}
    if len(named) != 1 or any(ch.isdigit() for ch in undated(new_text, dot=True)):
        return False
    ((thing, version),) = named
    return any(t.lstrip("~") == thing and same_version(v, version) for t, v in versions(old_text))


# Words a bare number after which is a version ("release 6", "rev 12", "API level 34"); a dotted or "v"-led number is
# one wherever it stands.
_VERSION_WORDS = frozenset("version ver v release rev revision build firmware fw sdk level".split())
# A path or an address holds numbers that are no version ("/api/v2/holds", "https://…/v3/").
_PATH = re.compile(r"\S*/\S*")
# A one-off occasion ("was run once under Ruby 3.3"): not what the thing is on.
_ONCE = re.compile(r"\bonce\b(?!\s+(?:the|a|an|it|its|we|i|they|he|she|that|this|our|my|all|every|everything)\b)")
# A test or a trial environment, and a minimum told by its short name: not the version in use.
_TRIAL = re.compile(r"\b(?:staging|sandbox|canary|preview|msrv|test\w*)\b")


def _version_tokens(text: str) -> tuple[list[str], list[tuple[int, str]]]:
    """A text's tokens and each version told in them, by where it stands: a dotted or "v"-led number, or a bare
    number after a version word; not a count or a measure (a noun follows it), a path or an address."""
    tokens = TOKEN.findall(_PATH.sub(" ", undated(text, dot=True)))
    found: list[tuple[int, str]] = []
    for k, token in enumerate(tokens):
        if not VERSION.match(token) or not any(ch.isdigit() for ch in token) or _ADDRESS_LIKE.fullmatch(token):
            continue
        nxt = tokens[k + 1].lower() if k + 1 < len(tokens) else ""
        if nxt[:1].isalpha() and nxt not in W.LIGHT_WORDS and stem(nxt) not in W.LIGHT_VERBS \
                and nxt not in AFTER_VERSION and stem(nxt) not in TELLING:
            continue  # "3.2 mm", "4.5 stars": a measure
        if "." not in token.rstrip("+") and not token.lower().startswith("v") \
                and (k == 0 or tokens[k - 1].lower() not in _VERSION_WORDS):
            continue
        found.append((k, normalised(token)))
    return tokens, found


_ADDRESS_LIKE = re.compile(r"\d+\.\d+\.\d+\.\d+")


def _names_before(tokens: list[str], at: int) -> set[str]:
    """The name a version closes ("pandas 2.2", "Litchi app v4.7" → litchi): the first word before it that names a
    thing, past the words that stand between a thing and its version; none where a plain word comes first."""
    for j in range(at - 1, max(-1, at - 4), -1):
        word = tokens[j]
        low = word.lower()
        if not word[:1].isalpha():
            return set()
        if word.islower() and stem(low) in TELLING:
            continue  # "across the fleet to release 5.0": where the change went, no name
        if names_a_thing(word, j == 0) or (("_" in word or "-" in word) and word.islower()):
            return {thing_of(word)}
        if low not in BETWEEN and stem(low) not in TELLING and low not in _VERSION_WORDS and low not in W.LIGHT_WORDS:
            return set()
    return set()


def _one_version_each(old_text: str, new_text: str) -> str | None:
    """The older text gives one version to a thing the version reader cannot name (a lower-case name, "the dispatch
    software", "the crew app on my tablet"), the newer text one other version to the same words: "The dispatch
    software was installed at release 6.1" / "Release 7.0 of the dispatch software was rolled out to every console";
    "otp: 25.3.2.7 (prod, ussd-gw)" / "ussd-gw prod image rebuilt on 27.1; 25.x images purged".

    Not a change: a name before either version the other text lacks ("Vue 3.3" / "vue-router 4.2"), a holder, scope or
    purpose the newer text adds (:func:`_holder_added`), another of a series, a release, a trial, a test bed or a
    requirement on either side, the older version kept, one occasion ("run once under 3.3")."""
    old_tokens, olds = _version_tokens(old_text)
    new_tokens, news = _version_tokens(new_text)
    if len({v for _, v in olds}) != 1 or not news:
        return None
    old_version = olds[0][1]
    fresh = {v for _, v in news if not same_version(v, old_version)}
    if len(fresh) != 1:
        return None
    (new_version,) = fresh
    low_new, low_old = new_text.lower(), old_text.lower()
    kept = any(same_version(v, old_version) for _, v in news) and not _GONE.search(_clause_of(low_new, old_version))
    if kept or _GONE.search(_clause_of(low_new, new_version)):
        return None  # the older version still named, or the newer one said gone
    if _NEWS.search(low_new) or _NEWS.search(low_old) or _TRIAL.search(low_new) or _TRIAL.search(low_old) \
            or _REQUIREMENT.search(_untrailed(low_new)) or _REQUIREMENT.search(_untrailed(low_old)) \
            or _ONCE.search(low_new) or re.search(r"\b(?:other|another)\b", low_new):
        return None
    old_words = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", old_text)}
    old_words |= {part for word in old_words if "-" in word for part in word.split("-")}
    new_words = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", new_text)}
    old_names = set().union(*(_names_before(old_tokens, k) for k, _ in olds))
    new_names = set().union(*(_names_before(new_tokens, k) for k, v in news if v == new_version))
    if old_names - {thing_of(w) for w in new_words} or new_names - {thing_of(w) for w in old_words}:
        return None  # "Vue 3.3" / "vue-router 4.2": another thing's version
    if {t for t in things_named(new_text) - things_named(old_text) - old_words - _QUALIFIERS
            if stem(t) not in _WHEN and t not in MONTHS and stem(t) not in TELLING}:
        return None  # "Grafana 10.2 on the monitoring box" / "Prometheus upgraded to 2.51 on the monitoring box"
    if _kept_after_change(low_new, old_version, new_version) or _holder_added(old_text, new_text, "", _KIND_WORDS) \
            or _another_of_a_series(low_old, low_new, "") or _another_member(old_text, new_text, new_version):
        return None
    shared = {w for w in _with_parts(_words(old_text)) & _with_parts(_words(new_text)) - TELLING - W.CHANGE_WORDS
              - _WHEN if not any(ch.isdigit() for ch in w)}  # "v2" of "v2.1.0" is the version, not the thing
    if not shared:
        return None
    return f"same thing ({' '.join(sorted(shared))}) version, {old_version} → {new_version}"


def _with_parts(words: set[str]) -> set[str]:
    """Words and the parts of each hyphened one ("condition-monitoring" is "condition" and "monitoring" too)."""
    return words | {stem(part) for word in words if "-" in word for part in word.split("-") if len(part) > 2}


# A member of a series told by its number or letter: "rx-node-1", "Line A" (a capitalised name's bare number is
# its version: "Navisuite 11").
_MEMBER = re.compile(r"\b([a-z][a-z-]*?)-?(\d{1,3})\b|\b([A-Z][a-z]+) ([A-Z])\b(?!\.\w)")


def _another_member(old_text: str, new_text: str, new_version: str = "") -> bool:
    """ "kernel (rx-node-1): 6.1" / "kernel (rx-node-3): 6.6", "software 5.0, Line A" / "Line B cutter … 5.2": each
    text names another member of one series, so each version is another member's. Where the newer text names
    members in several clauses, the members of the clause that gives ``new_version`` are its holders ("db02 kernel
    still 5.10; db01 untouched" after "kernel on db01: 6.1": the version is db02's)."""
    def members(text: str) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        for m in _MEMBER.finditer(_PATH.sub(" ", undated(text, dot=True))):
            series, number = (m.group(1), m.group(2)) if m.group(1) else (m.group(3).lower(), m.group(4))
            if series not in _VERSION_WORDS and series != "r" and thing_of(series) not in N.KNOWN_TOOLS:
                found.setdefault(series, set()).add(number.lstrip("0") or "0")
        return found
    old_members, new_members = members(old_text), members(new_text)
    if new_version and len(new_text) == len(new_text.lower()):
        start, end = _clause_span(new_text.lower(), new_version)
        new_members = members(new_text[start:end]) or new_members
    if any(not (old_members[s] & new_members[s]) for s in old_members.keys() & new_members.keys()):
        return True
    # "ussd-gw" / "ussd-gw2": the series' name alone in one text, a numbered member of it in the other
    old_words, new_words = set(_BARE.findall(old_text.lower())), set(_BARE.findall(new_text.lower()))
    return bool(((new_members.keys() - old_members.keys()) & old_words)
                or ((old_members.keys() - new_members.keys()) & new_words))


_BARE = re.compile(r"(?<![\w-])[a-z][a-z-]*[a-z](?![\w-])")
