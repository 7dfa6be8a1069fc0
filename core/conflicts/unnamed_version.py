"""One version each for a thing the version reader cannot name: "the dispatch software", "otp", "ex_ratelimit".

"The dispatch software was installed at release 6.1" / "Release 7.0 of the dispatch software was rolled out to
every console": neither version stands after a name :mod:`core.conflicts.version_reading` knows, so the thing is read
by where each text's one version stands (a dotted or "v"-led number, a bare number after a version word) and the
words both texts give it. Asked by :mod:`core.conflicts.version_swap` where the older text names no thing of its own;
what the words around each version say (gone, news, a requirement, another holder) is read by
:mod:`core.conflicts.version_clauses`.
"""

from __future__ import annotations

import re

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTHS
from core.conflicts.note_dates import undated
from core.conflicts.version_clauses import (
    GONE,
    KIND_WORDS,
    NEWS,
    QUALIFIERS,
    WHEN,
    another_of_a_series,
    clause_of,
    clause_span,
    holder_added,
    holder_words,
    kept_after_change,
    older_told_replaced,
    requires,
    untrailed,
)
from core.conflicts.version_reading import (
    AFTER_VERSION,
    BETWEEN,
    TELLING,
    TOKEN,
    VERSION,
    names_a_thing,
    normalised,
    same_version,
    thing_of,
    things_named,
    told_done,
)
from core.text.tokens import stem

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
                and nxt not in AFTER_VERSION and stem(nxt) not in TELLING \
                and not told_done(nxt, "." in token or token.lower().startswith("v"),
                                  tokens[k - 1].lower() if k else ""):
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
        if names_a_thing(word, j == 0) or (("_" in word or "-" in word) and word.islower()
                                           and not W.past_form(re.split(r"[-_]", low)[-1])):
            return {thing_of(word)}  # "ex_ratelimit 1.2"; "auto-updated to 6.0" is a verb, no name
        if low not in BETWEEN and stem(low) not in TELLING and low not in _VERSION_WORDS and low not in W.LIGHT_WORDS:
            return set()
    return set()


def one_version_each(old_text: str, new_text: str) -> str | None:
    """The older text gives one version to a thing the version reader cannot name (a lower-case name, "the dispatch
    software", "the crew app on my tablet"), the newer text one other version to the same words: "The dispatch
    software was installed at release 6.1" / "Release 7.0 of the dispatch software was rolled out to every console";
    "otp: 25.3.2.7 (prod, ussd-gw)" / "ussd-gw prod image rebuilt on 27.1; 25.x images purged".

    Not a change: a name before either version the other text lacks ("Vue 3.3" / "vue-router 4.2"), a holder, scope or
    purpose the newer text adds (:func:`holder_added`), another of a series, a release, a trial, a test bed or a
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
    low_told = older_told_replaced(low_new, old_version)  # "…, superseding 1.9": the older one said gone
    kept = any(same_version(v, old_version) for _, v in news) and not GONE.search(clause_of(low_told, old_version))
    if kept or GONE.search(clause_of(low_told, new_version)):
        return None  # the older version still named, or the newer one said gone
    if NEWS.search(low_new) or NEWS.search(low_old) or _TRIAL.search(low_new) or _TRIAL.search(low_old) \
            or requires(untrailed(low_new)) or requires(untrailed(low_old)) \
            or _ONCE.search(low_new) or re.search(r"\b(?:other|another)\b", low_new):
        return None
    old_words = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", old_text)}
    old_words |= {part for word in old_words if "-" in word for part in word.split("-")}
    new_words = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", new_text)}
    old_names = set().union(*(_names_before(old_tokens, k) for k, _ in olds))
    new_names = set().union(*(_names_before(new_tokens, k) for k, v in news if v == new_version))
    if old_names - {thing_of(w) for w in new_words} or new_names - {thing_of(w) for w in old_words}:
        return None  # "Vue 3.3" / "vue-router 4.2": another thing's version
    if {t for t in things_named(new_text) - things_named(old_text) - old_words - QUALIFIERS - _opening_verb(new_text)
            if stem(t) not in WHEN and t not in MONTHS and stem(t) not in TELLING}:
        return None  # "Grafana 10.2 on the monitoring box" / "Prometheus upgraded to 2.51 on the monitoring box"
    if (low_told == low_new and kept_after_change(low_new, old_version, new_version)) \
            or holder_added(old_text, new_text, "", KIND_WORDS, old_version) \
            or another_of_a_series(low_old, low_new, "") or _another_member(old_text, new_text, new_version):
        return None
    shared = {w for w in _with_parts(holder_words(old_text)) & _with_parts(holder_words(new_text)) - TELLING
              - W.CHANGE_WORDS - WHEN if not any(ch.isdigit() for ch in w)}  # "v2" of "v2.1.0" is the version
    if not shared:
        return None
    return f"same thing ({' '.join(sorted(shared))}) version, {old_version} → {new_version}"


# A note's or a sentence's opening word, capitalised only because it opens: "Flashed the Garmin …", "Had the
# engineer flash …", "Bumped the broker …" — a verb told in the past, never a thing's name.
_OPENING_WORD = re.compile(r"^\W*([A-Z][a-z]+)\b")


def _opening_verb(new_text: str) -> frozenset[str]:
    """The newer text's opening word where it is a verb in the past ("Flashed", "Had"), as :func:`things_named`
    brings it to one form; nothing otherwise (a name opening a sentence, "Garmin", stays a name)."""
    found = _OPENING_WORD.match(undated(new_text, dot=True))
    if found is None:
        return frozenset()
    low = found.group(1).lower()
    return frozenset({thing_of(found.group(1))}) if W.past_form(low) or low in ("had", "got") else frozenset()


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
        start, end = clause_span(new_text.lower(), new_version)
        new_members = members(new_text[start:end]) or new_members
    if any(not (old_members[s] & new_members[s]) for s in old_members.keys() & new_members.keys()):
        return True
    # "ussd-gw" / "ussd-gw2": the series' name alone in one text, a numbered member of it in the other
    old_words, new_words = set(_BARE.findall(old_text.lower())), set(_BARE.findall(new_text.lower()))
    return bool(((new_members.keys() - old_members.keys()) & old_words)
                or ((old_members.keys() - new_members.keys()) & new_words))


_BARE = re.compile(r"(?<![\w-])[a-z][a-z-]*[a-z](?![\w-])")
