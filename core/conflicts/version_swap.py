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
texts give it (:func:`core.conflicts.unnamed_version.one_version_each`). What the words around a version say
(said gone, news, a requirement, another holder, scope or purpose) is read by :mod:`core.conflicts.version_clauses`.

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
from core.conflicts.compiled import compiled
from core.conflicts.note_dates import undated
from core.conflicts.unnamed_version import one_version_each
from core.conflicts.version_clauses import (
    CLASS_THINGS,
    GONE,
    KIND_WORDS,
    NEWS,
    PAST_USE,
    QUALIFIERS,
    REDONE,
    another_of_a_series,
    clause_of,
    holder_added,
    kept_after_change,
    numbered_members,
    older_told_replaced,
    requires,
    untrailed,
)
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
    normalised,
    same_version,
    thing_of,
    things_named,
    versions,
)
from core.text.tokens import stem


def version_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older one's named thing another version, or ``None``."""
    if not has_version(new_text) or not has_version(old_text):
        return None
    if numbered_members(old_text, new_text):
        return None  # "lab 4 Arduino IDE" / "lab 6 Arduino IDE", "(still 2)" / "(still 1)": another member
    if PAST_USE.search(new_text.lower()) and not PAST_USE.search(old_text.lower()):
        return None  # "Ticketa 3.x used for the 2023 season": a past use
    before = versions(old_text)
    if not before and _NAME_NUMBER.search(old_text) is None:
        return one_version_each(old_text, new_text)
    low_new, low_old = new_text.lower(), old_text.lower()
    if _news(untrailed(low_new), low_old) or _news(low_old, low_new) \
            or _required(untrailed(low_new), low_new) != _required(untrailed(low_old), low_new):
        return None
    if re.search(r"\b(?:other|another)\b", low_new) and not re.search(r"\b(?:other|another)\b", low_old):
        return None  # "upgraded the other project to JDK 21": the other one
    if not before:
        return _numbered_change(old_text, new_text) or one_version_each(old_text, new_text)
    after = versions(new_text) + _told_beside(old_text, new_text, before)
    if not after:
        return _older_dropped(old_text, new_text, before) or _lone_version(old_text, new_text, before)
    for thing in dict.fromkeys(t.lstrip("~") for t, _ in after):
        was = {v for t, v in before if t.lstrip("~") == thing}
        if not was and len({t.lstrip("~") for t, _ in before}) == 1 and (
                thing in things_named(old_text) or _initials_of(thing, before[0][0].lstrip("~"), old_text)):
            # "k8s version: 1.27 (EKS)" / "EKS … 1.30": the older note's one version is the version of all it names;
            # "WP core 6.5" after "WordPress 6.2": the one thing told by the capitals of its name
            was = {v for _, v in before}
        now = {v for t, v in after if t.lstrip("~") == thing}
        if f"~{thing}" in {t for t, _ in before} and f"~{thing}" in {t for t, _ in after}:
            continue  # neither text names the thing but with the capital a sentence opens with
        if len(was) != 1:
            continue
        (old_version,) = was
        fresh = {v for v in now if not same_version(v, old_version)}
        low_told = older_told_replaced(low_new, old_version)  # "…, superseding 1.9": the older one said gone
        kept = any(same_version(v, old_version) for v in now) \
            and not GONE.search(clause_of(low_told, old_version))  # "11 toolchain removed": said gone
        if len(fresh) != 1 or (kept and not _changed(low_new)) \
                or (not kept and GONE.search(clause_of(low_told, next(iter(fresh))))):
            continue
        (new_version,) = fresh
        if low_told == low_new and kept_after_change(low_new, old_version, new_version):
            continue  # "used to use Python 3.8, now 3.11": the other version is the one before, the older one is now
        if holder_added(old_text, new_text, thing, KIND_WORDS, old_version, new_version) \
                or another_of_a_series(low_old, low_new, thing):
            return None
        return f"same thing ({thing}) version, {old_version} → {new_version}"
    return None


def _initials_of(short: str, thing: str, old_text: str) -> bool:
    """Whether ``short`` ("wp", "qb") is the capitals of the name the older text writes ``thing`` by ("WordPress",
    "QuickBooks"): two letters or more, the name of two capitals or more and nothing but letters."""
    if len(short) < 2 or not short.isalpha():
        return False
    for word in re.findall(r"\b[A-Z][A-Za-z]+\b", old_text):
        capitals = "".join(ch for ch in word if ch.isupper())
        if word.lower() == thing and len(capitals) >= 2 and capitals.lower() == short:
            return True
    return False


# A capitalised name and a bare number right after it: "Capacitor 5", "Vioso Player 4" (a label to versions(), as
# "Sprint 14" is, until the other text tells the thing at another number).
_NAME_NUMBER = re.compile(r"\b[A-Z][\w-]*\s+v?\d{1,2}\b")
_PLACED_ON = frozenset({"on", "to", "onto"})


def named_version_change(old_text: str, new_text: str) -> str | None:
    """:func:`version_change` where the older text's one version belongs to one thing the version reader names and the
    newer text names that thing by a word of its own: "The blog's Vite dependency is pinned at 5.2" / "Vite was
    upgraded to 6.0". For texts the statement model reads as a list ("dependency", "plugin"): a thing named only
    inside another identifier ("eslint-plugin-react-hooks" after "the React ESLint plugin") is another package."""
    things = {thing.lstrip("~") for thing, _ in versions(old_text)}
    if len(things) != 1:
        return None
    (thing,) = things
    if " " in thing or compiled(rf"(?<![\w-]){re.escape(thing)}(?![\w-])").search(new_text.lower()) is None:
        return None
    return version_change(old_text, new_text)


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
    low_new = new_text.lower()
    told = _VERSION_WORD_NUMBER.findall(low_new)
    if len(told) == 1:  # "the Odoo instance … reports version 17": a version word's number, the thing named in the text
        now += [(thing, normalised(told[0])) for thing in old_numbers
                if compiled(rf"(?<![\w-]){re.escape(thing)}(?![\w-])").search(low_new)]
    for thing in dict.fromkeys(t for t, _ in now):
        was, fresh = old_numbers.get(thing, set()), {v for t, v in now if t == thing}
        if len(was) != 1 or len(fresh) != 1 or same_version(next(iter(was)), next(iter(fresh))):
            continue
        (old_version,), (new_version,) = was, fresh
        if holder_added(old_text, new_text, thing, KIND_WORDS, old_version) or another_of_a_series(
                old_text.lower(), new_text.lower(), thing):
            return None
        return f"same thing ({thing}) version, {old_version} → {new_version}"
    return None


# A bare number after a version word: "reports version 17", "release 6".
_VERSION_WORD_NUMBER = re.compile(r"\b(?:version|release)\s+(\d{1,3})\b(?![.:]\d)")
_TARGET = re.compile(r"\btarget(?:s|ing|ed)?\b")
_UPGRADED = re.compile(r"\b(?:upgraded|bumped|moved|migrated|retargeted|raised|switched|ported"
                       r"|compiles? against|compiled against|builds? against|built against"
                       r"|(?:finished|completed|did|landed|shipped|rolled out) (?:the |an |our )?(?:[\w.-]+ ){0,3}"
                       r"(?:upgrade|migration))\b")


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def _required(low: str, low_new: str) -> bool:
    """Whether a text tells a requirement, a floor or a range; "targets Java 11" is what a build is made for when the
    newer text says the thing was upgraded ("upgraded the project to JDK 21")."""
    if _UPGRADED.search(low_new) is not None:
        low = _TARGET.sub(" ", low)
    return requires(low)


def _news(low: str, other: str) -> bool:
    """Whether a text tells a release, a trial or a comparison the other text does not also speak of ("docs",
    "prototype" in both are what both are about)."""
    return any(found.group(0) not in other for found in NEWS.finditer(low))


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
            if low in CLASS_THINGS and N.TOOL_CLASS_OF.get(thing) in (N.CLASS_NOUNS.get(low), "database") \
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
    if GONE.search(near) is None and re.search(r"\b(?:frozen|eol|eol'd|end-of-life)\b", near) is None \
            and older_told_replaced(near, old_version) == near:
        return None
    (new_version,) = fresh
    return f"same thing ({thing.lstrip('~')}) version, {old_version} said gone → {new_version}"


# "The billing monolith was finally brought up to 7.1": a thing taken to a version, a change said by its verb.
_BROUGHT_TO = re.compile(r"\bbrought (?:up )?to\b")
# "did a clean install of 24.04", "a fresh install of 14": the thing put on again from nothing, at that version.
_INSTALLED = re.compile(r"\b(?:clean|fresh) (?:re)?install(?:ed)?\b")


_CHANGE_OR_NOW = re.compile(r"\b(?:to|now|onto|with|from)\b|->|→")


def _lone_version(old_text: str, new_text: str, before: tuple[tuple[str, str], ...]) -> str | None:
    """The newer text names no thing of its own, says a change and gives one version ("The build agents were
    reimaged with 24.04 LTS", "Bumped my local runtime to 22 LTS", "Search was moved onto an 8.x cluster"): the
    older text's one thing at another version; not another holder, scope or purpose (:func:`holder_added`)."""
    old_words = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", old_text)}
    redone = {w for w in things_named(new_text) if REDONE.fullmatch(w)}
    if len(before) != 1 or things_named(new_text) - things_named(old_text) - old_words - QUALIFIERS - redone:
        return None  # a capital only opening the sentence ("Search was moved …" after "… for search") names nothing new
    thing, old_version = before[0]
    thing = thing.lstrip("~")
    low = new_text.lower()
    words = {stem(w) for w in re.findall(r"[a-z]+", low)}
    if not (words & W.CHANGE_WORDS or REDONE.search(low) or _BROUGHT_TO.search(low) or _INSTALLED.search(low)) \
            or GONE.search(low):
        return None
    tokens = TOKEN.findall(undated(new_text, dot=True))
    lone = {normalised(t) for k, t in enumerate(tokens) if VERSION.match(t) and any(ch.isdigit() for ch in t) and (
        "." in t or (t.isdigit() and len(t) <= 2 and k > 0 and tokens[k - 1].lower() in ("on", "to", "onto")))}
    if len(lone) != 1 or any(same_version(v, old_version) for v in lone):
        return None
    (new_version,) = lone
    # A change told in a clause of its own, the version in another ("finished the control-plane upgrade; the cluster
    # reports v1.29 everywhere"): whose version it is is the version's own clause's to say.
    told = clause_of(low, new_version)
    if holder_added(old_text, new_text if told == low or _CHANGE_OR_NOW.search(told) else told, thing, KIND_WORDS,
                    old_version):
        return None
    return f"same thing ({thing}) version, {old_version} → {new_version}"


def _changed(low_text: str) -> bool:
    return re.search(r"\b(?:now|to|eol|eol'd|dropped|retired|gone|replaced|from)\b|->|→", low_text) is not None


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
