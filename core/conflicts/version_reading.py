"""The versions a text gives named things, read from where each version stands: (thing, version) pairs.

"Our production Postgres is version 14" gives ("postgres", "14"); "terraform: 1.5.7 pinned" gives
("terraform", "1.5.7"); "pg13 EOL'd here, on 15 now" gives postgres both; "the Mac runs Sequoia" gives
("macos", "15"). :mod:`core.conflicts.version_swap` compares two texts' readings; the firmware reader and
the rules take the helpers that tell one version from another (:func:`same_version`).

Read here: a version (dotted, ``v``-led, or a bare number right after a known tool, after "version",
or after a change's "to"/"on") and the thing it belongs to — the name right before it, a name glued
to it ("pg13"), a terse note's key, or the clause's own name before a change verb ("Kong was upgraded
to 3.6"). Names are brought to one form ("pg" = "postgres", "tf" = "terraform", "rust-toolchain.toml"
= "rust"). Not a version: a time, a date, money, a size, a port, an IP address, a count ("5 engineers"),
a label after a name that is no known tool ("Sprint 14"), a year after a plain name ("Budget 2025").
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.kept_results import kept_result
from core.conflicts.note_dates import undated
from core.conflicts.value_shapes import IPV4
from core.text.tokens import stem

# Times, dates, money and sizes are read whole first, so no part of them is taken for a version.
TOKEN = re.compile(r"\d{1,2}:\d{2}(?:\s?[aApP][mM])?|\d{1,2}\s?[aApP][mM]\b|\d{4}-\d{2}(?:-\d{2})?|[$€£]\s?\d[\d,.]*"
                   r"|\d+(?:\.\d+)?\s?(?:%|[kKmMgGtT]i?[bB]\b|ms\b|[smhdw]\b|x\b|×)"
                   r"|v?\d+(?:\.\d+)*(?:\.[xX*])?\+?|(?<!\S)\.[A-Za-z]{2,}\b|[A-Za-z][\w.'’+-]*[\w+]|[A-Za-z]|->|→"
                   r"|[;,:=()\[\]—–.!?]")
VERSION = re.compile(r"v?\d+(?:\.\d+)*(?:\.[xX*])?\+?$")
# A version glued to its thing's name: "pg13", "nixos-23.11".
_GLUED = re.compile(r"([a-z][a-z-]*[a-z])-?(\d+(?:\.\d+)*)$")
# Short and file names of one thing; the rest come from named_values.ALIASES.
_ALIASES = {"tf": "terraform", "py": "python", "rb": "ruby", "psql": "postgres", "mysql8": "mysql",
            "node.js": "node", "nodejs": "node", "k8s": "kubernetes", "kube": "kubernetes", "jdk": "java",
            "openjdk": "java", "net": "dotnet", "dotnet": "dotnet",
            "rn": "native"}  # "React Native 0.72" is read by its last word
# Releases known by name, each the version of one thing; read only where the text names that thing too
# ("macOS Ventura", "the Mac runs Sequoia"): "Ventura" alone is a city.
RELEASES = {
    **{name: ("macos", v) for name, v in (("high sierra", "10.13"), ("mojave", "10.14"), ("catalina", "10.15"),
                                          ("big sur", "11"), ("monterey", "12"), ("ventura", "13"), ("sonoma", "14"),
                                          ("sequoia", "15"), ("tahoe", "26"))},
    **{name: ("ubuntu", v) for name, v in (("bionic", "18.04"), ("focal", "20.04"), ("jammy", "22.04"),
                                           ("noble", "24.04"))},
    **{name: ("debian", v) for name, v in (("buster", "10"), ("bullseye", "11"), ("bookworm", "12"),
                                           ("trixie", "13"))},
}
RELEASE_NAMES = re.compile(r"\b(?:" + "|".join(RELEASES) + r")\b")
_RELEASE_OF = {"macos": ("macos", "mac", "osx", "macbook", "macbooks"), "ubuntu": ("ubuntu",), "debian": ("debian",)}
_FILE_SUFFIXES = (".toml", ".yaml", ".yml", ".json", ".txt", ".lock", ".cfg", ".ini", "-version", "-toolchain",
                  "_version")
# Words that stand between a thing and its version without naming another thing.
BETWEEN = frozenset("version versions ver v release runtime toolchain on at to is are was were now the our its "
                     "pinned pin pinning -> → : = running runs dep deps dependency package up brought".split())
# A product's own noun after its name ("the Square POS app version 6.42"): the app is the product, as a driver,
# plugin or provider after a name is another thing ("the AWS provider 5.40").
_APP_WORDS = frozenset("app application".split())
# "on all nodes", "to every warehouse", "all workspaces on 1.9": everywhere the thing runs, not another holder.
_EVERY = frozenset("all every each".split())
# Words a newer text may add without naming another holder: how the change is told and when.
TELLING = frozenset(stem(w) for w in """
    went go goes gone upgrade upgraded upgrading bump bumped bumps moved move migrated migrate updated update
    rolled roll out pinned pin pins pinning unpinned lifted lift raised jumped switched landed finished completed
    done now here everywhere across all every finally officially says said shows reports per toml file config
    version versions release runtime toolchain latest new newer current currently production prod live
    today yesterday week weekend night nights last this maintenance window upgrade
    eol eol'd end-of-life sunset dropped retired deprecated gone dead cluster clusters fleet instances servers
    rollout cutover brought dep deps dependency migration ported port merged deployed shipped major minor patch
    project workflow workflows pipeline pipelines
    compile compiles compiled compiling against declares declared declare install installed fresh reinstalled
    package manifest lockfile requirements pyproject gemfile
    rebuild rebuilt reinstall clean target targets pulled pull overnight pushed push
    """.split())
_ADDRESS = re.compile(IPV4 + "$")  # an IP address is where a thing is, not its version
# Words that may follow a version without making it a count of something ("Linux 6.6 kernel": what the version is of).
AFTER_VERSION = frozenset("now across everywhere in on after before during since for last this with via and pinned "
                          "prod production here today yesterday stable lts over migration upgrade rollout locally "
                          "kernel".split())


def told_done(word: str, dotted: bool, before: str) -> bool:
    """Whether ``word`` after a dotted or "v"-led number that a version word leads ("rev 0.8 published", "release
    2.1 installed") tells what was done with that version: a verb in the past, not a noun the number counts. Without
    the version word ("after 2.8 crashed") the number is left to the readers of what went wrong."""
    return dotted and before in _VERSION_LEADS and W.past_form(word)


_VERSION_LEADS = frozenset("version ver v release rev revision build".split())


@lru_cache(maxsize=8192)  # a word of the newcomer is asked again beside each candidate
def thing_of(word: str) -> str:
    """The thing ``word`` names in one form: a short or file name as its tool's ("tf", "rust-toolchain.toml")."""
    low = word.lower().strip(".'’").removesuffix("'s").removesuffix("’s").lstrip(".")
    for suffix in _FILE_SUFFIXES:
        if low.endswith(suffix) and len(low) > len(suffix) + 1:
            low = low[: -len(suffix)]
    return _ALIASES.get(low, N.ALIASES.get(low, low))


@lru_cache(maxsize=8192)  # a word of the newcomer is asked again beside each candidate
def names_a_thing(word: str, first: bool) -> bool:
    """Whether ``word`` may name the thing a version belongs to: a known tool, or a capitalised name."""
    name = thing_of(word)
    if name in N.TOOL_CLASS_OF or name in _ALIASES.values() or word.lower() in _ALIASES:
        return True
    low = word.lower()
    if low in W.LIGHT_WORDS or low in W.FILLER_WORDS or low in W.CHANGE_WORDS or stem(low) in TELLING:
        return False
    return word[:1].isupper() and len(word) > 1 and (not first or not word.isalpha() or word[1:].islower()
                                                     or (word.isupper() and len(word) <= 6)
                                                     or _CAMEL.match(word) is not None)


# A capital inside a word names a product even where a sentence opens with it ("WordPress 6.5 on …").
_CAMEL = re.compile(r"[A-Z][a-z]+[A-Z]")


@lru_cache(maxsize=4096)
@kept_result()
def versions(text: str) -> tuple[tuple[str, str], ...]:
    """(thing, version) for each version ``text`` gives a named thing."""
    body = undated(text, dot=True)
    tokens = TOKEN.findall(body)
    found: list[tuple[str, str]] = []
    lone: list[str] = []  # versions whose thing the clause does not name
    names: list[str] = []
    unsure: set[str] = set()
    for k, token in enumerate(tokens):
        glued = _GLUED.match(token.lower())
        if glued and thing_of(glued.group(1)) in N.TOOL_CLASS_OF:
            found.append((thing_of(glued.group(1)), glued.group(2)))
            names.append(thing_of(glued.group(1)))
            continue
        if names_a_thing(token, k == 0) and not VERSION.match(token):
            names.append(thing_of(token))
        if not VERSION.match(token) or not any(ch.isdigit() for ch in token):
            continue
        nxt = tokens[k + 1].lower() if k + 1 < len(tokens) else ""
        dotted = "." in token or token.lower().startswith("v")
        if nxt[:1].isalpha() and nxt not in W.LIGHT_WORDS and stem(nxt) not in W.LIGHT_VERBS \
                and nxt not in AFTER_VERSION and stem(nxt) not in TELLING \
                and not told_done(nxt, dotted, tokens[k - 1].lower() if k else "") \
                and not (k and not dotted and len(token) <= 2 and thing_of(tokens[k - 1]) in N.TOOL_CLASS_OF):
            # "5 engineers", "16 GB": a count of something, not a version ("Android 12 tablets", "a Windows 11
            # reimage": a known tool's release right before the noun it is told of is its version)
            continue
        year = _year_version(tokens, k)
        if not dotted and not year and (len(token.rstrip("+")) > 3 or tokens[k - 1].lower() == "port"):
            continue  # "on 5432", "port 8080": a port or a year, not a version
        thing = None
        for j in range(k - 1, max(-1, k - 7), -1):
            word = tokens[j]
            if word in (",", ";", "(", ")", "[", "]", ".", "!", "?", "—", "–") or word.lower() in ("and", "or"):
                break
            if VERSION.match(word):
                break
            if word == ":" and j > 1 and ":" not in tokens[:j] and thing_of(tokens[0]) in N.TOOL_CLASS_OF:
                thing = thing_of(tokens[0])  # "Python for theme tooling: 3.10": the note's key opens with its tool
                break
            if word.lower() in _EVERY or (j > 0 and tokens[j - 1].lower() in _EVERY):
                continue  # "all workspaces on 1.9": everywhere, not the version of the workspaces
            if names_a_thing(word, j == 0):
                thing = thing_of(word)
                if j == 0 and thing not in N.TOOL_CLASS_OF:
                    unsure.add(thing)  # "Room 4.12 is …": a capital that may only open the sentence
                break
            low = word.lower()
            if low in _APP_WORDS and j > 0 and names_a_thing(tokens[j - 1], j - 1 == 0) \
                    and tokens[j - 1].lower() not in _APP_WORDS:
                continue  # "the BoatLog app version 2.3": the app the name names, not another thing beside it
            if low == "build" and dotted:
                continue  # "PianoMeter reports build 4.0.1": a dotted build is the thing's version ("build 57" a run)
            if low not in BETWEEN and stem(low) not in TELLING and low not in W.CHANGE_WORDS:
                thing = ""  # "the AWS provider to 5.40", "react-router 6": the version of the word right before it
                break
        if year:
            thing = _year_named(tokens, k)  # "PitStop Pro 2022": the whole name the year closes
        if thing is None:
            thing = _of_the(tokens, k)  # "Version 3.0 of the payment SDK": the thing after "of"
        if not thing:
            if thing is None:
                lone.append(token)
            continue
        if not dotted and not year and thing not in N.TOOL_CLASS_OF and not tokens[k - 1].startswith(".") \
                and tokens[k - 1].lower() not in ("version", "v", "to", "on", "sdk", "release") \
                and _CAMEL.match(tokens[k - 1]) is None:  # "SkyExplorer 4": a capital inside names a product
            continue  # "Sprint 14", "Team 5": a bare number after a name that is no known tool is a label
        found.append((thing, token))
    found += _named_releases(body)
    if lone and len(set(names)) == 1 and names[0] in N.TOOL_CLASS_OF:
        found += [(names[0], token) for token in lone]  # "pg13 EOL'd here, on 15 now": the text's one thing
    return tuple((f"~{thing}" if thing in unsure else thing, normalised(version)) for thing, version in found
                 if not _ADDRESS.match(version))


# A year a product is named by ("PitStop Pro 2022", "Visual Studio 2022"): a release, as "3.2" is.
_YEAR = re.compile(r"(?:19|20)\d\d")


def _year_version(tokens: list[str], k: int) -> bool:
    """Whether the year at ``k`` closes a product's capitalised name: the words right before it are names, one of
    them a known tool or written with a capital inside ("PitStop"); a year after a plain name ("Budget 2025",
    "Conference 2024") is an edition of a series, not a version."""
    if _YEAR.fullmatch(tokens[k]) is None:
        return False
    return bool(_year_named(tokens, k))


def _year_named(tokens: list[str], k: int) -> str:
    """The product's name a year at ``k`` closes ("pitstop pro"), or ``""`` (see :func:`_year_version`)."""
    before = reversed(tokens[max(0, k - 3):k])
    run = list(itertools.takewhile(lambda word: word[:1].isupper() and word.isalpha(), before))[::-1]
    if not any(_CAMEL.match(word) or thing_of(word) in N.TOOL_CLASS_OF for word in run):
        return ""
    return " ".join(thing_of(word) for word in run)


# Words between "version X of" and the thing: "of the payment SDK", "of our mobile SDK".
_OF_THE = frozenset("the our my their its a an".split())


def _of_the(tokens: list[str], k: int) -> str | None:
    """The thing a version told as "version 3.0 of the payment SDK" belongs to: the first name after "of", past
    determiners and plain words; ``None`` when the version is not told so."""
    if k == 0 or tokens[k - 1].lower() not in ("version", "v", "release") or k + 2 >= len(tokens) \
            or tokens[k + 1].lower() != "of":
        return None
    for j in range(k + 2, min(len(tokens), k + 6)):
        word = tokens[j]
        if names_a_thing(word, False):
            return thing_of(word)
        if not word[:1].isalpha() or not word.islower() or (word in W.STOP_WORDS and word not in _OF_THE):
            return None
    return None


@lru_cache(maxsize=8192)  # the newcomer's is asked beside each of its candidates
def has_version(text: str) -> bool:
    """The cheap test: a digit, or a release's name."""
    return any(ch.isdigit() for ch in text) or RELEASE_NAMES.search(text.lower()) is not None


RELEASE_WORD = {name: re.compile(rf"\b{name}\b") for name in RELEASES}


def _named_releases(body: str) -> list[tuple[str, str]]:
    """(thing, version) for each release a text names by its name, the thing named beside it."""
    low = body.lower()
    if RELEASE_NAMES.search(low) is None:
        return []
    words = set(re.findall(r"[a-z]+", low))
    return [RELEASES[name] for name in RELEASES if RELEASE_WORD[name].search(low)
            and words & set(_RELEASE_OF[RELEASES[name][0]])]


def normalised(version: str) -> str:
    """A version in one form: lower case, no "v", no trailing "+", ".x" or ".*"."""
    return version.lower().lstrip("v").rstrip("+").removesuffix(".x").removesuffix(".*")


def same_version(a: str, b: str) -> bool:
    """One version told more or less exactly ("1.28" / "1.28.4", "14" / "14.0")."""
    parts_a, parts_b = a.split("."), b.split(".")
    short = min(len(parts_a), len(parts_b))
    if parts_a[:short] == parts_b[:short]:
        return True
    strip_a = [p for p in parts_a if p != "0"] or ["0"]
    strip_b = [p for p in parts_b if p != "0"] or ["0"]
    return strip_a == strip_b


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def things_named(text: str) -> frozenset[str]:
    """Every thing a text names by a known tool or a capitalised name, brought to one form."""
    tokens = TOKEN.findall(undated(text, dot=True))
    return frozenset(thing_of(t) for k, t in enumerate(tokens) if names_a_thing(t, k == 0) and not VERSION.match(t))
