"""Whether two attitudes are about one thing, and whether a newer one prefers another value for its slot.

The comparisons :func:`core.conflicts.attitude_change.attitude_change` and its readings of a part of the day
(:mod:`core.conflicts.attitude_dayparts`) and of a form (:mod:`core.conflicts.attitude_forms`) ask of two
attitudes: compatible scopes, one object, two of a closed set of alternatives, another value for one slot
(:func:`_another_value`), a refusal told again, one purpose, and how an attitude's value is shown in a reason.
"""

from __future__ import annotations

import re

from core.conflicts.attitude_objects import same_scope
from core.conflicts.attitude_words import AGAINST, BROAD, FOR, Attitude
from core.conflicts.handed_as import HANDED_AS, TOLD_AS, told_value
from core.conflicts.note_dates import undated
from core.text.tokens import stem


def _compatible(a: frozenset[str], b: frozenset[str]) -> bool:
    return not a or not b or bool(a & b)


def _within(new: frozenset[str], old: frozenset[str]) -> bool:
    """Whether a newer scope leaves the older attitude's slot whole: none, or the same one."""
    return not new or bool(new & old)


def _kept_within(new: Attitude, old: Attitude) -> bool:
    """A newer scope that only names the older object's own words ("screenshots *in PR descriptions*")."""
    if new.scope - old.scope and old.scope - new.scope - new.words:
        return False  # "in integration tests" / "in unit tests": two narrower slots
    # (or only the older purpose's words: "Adeyemi family pref: …" / "Adeyemi family: calls preferred …")
    return _within(new.scope, old.scope) or new.scope <= old.words or new.scope <= old.purpose


# Short names of one thing: "soured on TS" is about TypeScript.
_SHORT_NAMES = {"ts": "typescript", "js": "javascript", "py": "python", "k8s": "kubernetes"}


def _same_object(a: Attitude, b: Attitude) -> bool:
    """Whether two attitudes are about one thing: one head, or the refused thing named inside the other."""
    if _SHORT_NAMES.get(a.head, a.head) == _SHORT_NAMES.get(b.head, b.head) and _compatible(a.modifiers, b.modifiers):
        return True
    against = a if a.polarity == AGAINST else b
    other = b if against is a else a
    if against.words <= other.words:
        return True  # "…than as inline suggestions": the refused thing named in the other
    if against is b and against.head in other.words and against.words <= other.words | other.scope:
        return True  # "hate morning reviews" after "like reviewing pull requests … in the morning"
    # "soured on Fridays" after "Friday-evening events": the newer refusal of a part of the older compound
    parts = other.words | {p for w in other.words if "-" in w for p in w.split("-") if len(p) >= 3}
    if against is b and against.words <= parts and against.polarity != other.polarity:
        return True
    # "done with paper logs" after "paper logbooks": one head told shorter, a modifier shared
    return a.head != b.head and min(len(a.head), len(b.head)) >= 3 \
        and (a.head.startswith(b.head) or b.head.startswith(a.head)) and bool(a.modifiers & b.modifiers)


def _alternatives(a: Attitude, b: Attitude) -> bool:
    """Two values of one closed set ("tabs" / "spaces"), kept as ``set=word`` by :func:`_content`."""
    one, two = a.head.partition("=")[0], b.head.partition("=")[0]
    if "=" in a.head and one == two and a.head != b.head:
        return True
    # "Light mode" / "dark themes": one closed set named in the modifiers, its value another — of one thing
    # ("verbose PR descriptions" / "one-line commit messages": two things, each of its own length).
    others_a, others_b = {m for m in a.modifiers if "=" not in m}, {m for m in b.modifiers if "=" not in m}
    if a.head != b.head and others_a and others_b and not others_a & others_b:
        return False
    sets_a = {w.partition("=")[0]: w for w in a.modifiers | {a.head} if "=" in w}
    sets_b = {w.partition("=")[0]: w for w in b.modifiers | {b.head} if "=" in w}
    # "invoices as PDFs" / "CSV exports": the form two things come in, each its own, unless one of them is only
    # the form ("asks for PDFs only") or both are one thing
    own_form = a.head != b.head and "=" not in a.head and "=" not in b.head
    # "prices in euros" / "prices in dollars for the US store": a form for one purpose is a narrower slot
    return any(key in sets_b and sets_b[key] != word
               and not (key in HANDED_AS and (own_form or a.purpose != b.purpose))
               for key, word in sets_a.items())


def _another_value(old: Attitude, new: Attitude, bracketed_apart: bool = False) -> str:
    """Why two attitudes for something give one slot two values, or ``""``."""
    if old.polarity != FOR or new.polarity != FOR or not (old.exclusive or new.exclusive):
        return ""
    if _keyed_apart(old, new) and _plain_setting(old) == _plain_setting(new) and _compatible(old.purpose, new.purpose):
        return "alternative"  # "briefings preferred in French" / "English is preferred for briefings": one slot
    if _one_setting(old, new):
        pass  # "for the guided tours" / "on tours": one setting, told as a purpose in one and a scope in the other
    elif (not same_scope(old.scope, new.scope) and not (_told_over_whole(old, new) and not bracketed_apart)
          and not (new.scope and not old.scope and new.scope <= old.words and not old.modifiers <= new.scope)) \
            or not _compatible(old.purpose, new.purpose):
        # (a newer scope made of the older object's own words is the older slot: "the queue sorted oldest-first" /
        # "newest-first sorting on his queue"), unless it is the older value told again ("60°C washes" / "… washed at
        # 60°C")
        return ""  # "aisle seats on long flights": a narrower slot, not another value for this one
    if old.head == new.head and old.modifiers and new.modifiers and not old.modifiers & new.modifiers \
            and not _spelled_inside(old.modifiers, new.modifiers):
        return "modifier"
    if old.head == new.head and any(_one_kind(a, b) for a in old.modifiers - new.modifiers
                                    for b in new.modifiers - old.modifiers):
        return "modifier"  # "kebab-case file names" / "snake_case file names": one word of the pair differs
    if old.head == new.head and old.modifiers & new.modifiers and len(old.modifiers - new.modifiers) == 1 \
            and len(new.modifiers - old.modifiers) == 1 and not _spelled_inside(old.modifiers, new.modifiers) \
            and old.scope == new.scope and old.purpose == new.purpose \
            and all(_plain_word(w) for w in (old.modifiers ^ new.modifiers)):
        # "handwritten finding aids" / "typed finding aids": the words naming the thing kept, the one word that says
        # which of it replaced by another (the caller asks that the older memory not tell the newer word already)
        return "one modifier"
    if old.head != new.head and _one_kind(old.head, new.head) and _compatible(old.modifiers, new.modifiers):
        return "alternative"  # "monorepos" / "polyrepos": one kind of thing, another of it
    if _negated(old.head, new.head) and old.modifiers & new.modifiers:
        return "alternative"  # "soy milk sweetened" / "soy milk unsweetened": the quality and its negation
    if old.words & new.words and old.purpose == new.purpose \
            and any(_one_kind(a, b) and _plain_word(a.split("-")[0]) and _plain_word(b.split("-")[0])
                    for a in old.words - new.words for b in new.words - old.words):
        return "alternative"  # "the queue sorted oldest-first" / "newest-first sorting on his queue": the thing told
        # again around another of its kind, wherever the sentence puts the head
    if old.words & new.words and _alternatives(old, new):
        return "alternative"  # "verbose error messages" / "terse errors": the thing named again, its set's other value
    if _keyed_apart(old, new):
        return "alternative"  # "dashboards in dark mode" / "light-mode dashboards": the set's value told as a setting
    if old.words & new.words or _parts(old.words) <= _parts(new.words) \
            or old.words & {w.removesuffix("'s") for w in new.words}:
        return ""  # "Conventional Commits" / "Conventional-commit style": the older value told whole, as one compound
        # (or as the possessor of the newer one: "Fly.io" / "Fly.io's Frankfurt region")
    if old.purpose and old.purpose == new.purpose:
        return "purpose"
    if old.purpose and _one_purpose(old, new) and len(new.head) > 1:
        return "purpose"  # (never a letter alone: "°C" read as "c" is a unit's symbol, not a value)
    if _alternatives(old, new):
        return "alternative"
    return ""


def _keyed_apart(old: Attitude, new: Attitude) -> bool:
    """One thing ("dashboards", "Spotify payout figures" / "Spotify payouts"), a value of one closed set given it in
    each, wherever the sentence puts the value: "dashboards in dark mode" (a setting) / "light-mode dashboards" (a
    word), "payouts shown in euros" / "… in US dollars", "briefings preferred in French" / "English is preferred for
    briefings" (the value as the object, the thing as its purpose). One thing: the head of one among the other's
    words; a form handed over for another purpose is a narrower slot (:func:`_alternatives`)."""
    told_old = _set_values(old)
    if not any(told_old.values()):
        return False  # the cheap test first: no value of a closed set in the older attitude
    if not (old.head in _thing(new) or new.head in _thing(old)):
        return False  # "code comments" / "commit messages": two things, each with its own value
    told_new = _set_values(new)
    keyed_head = "=" in old.head + new.head
    return any(key in told_new and told_new[key] and told_new[key].partition("=")[2][:5] != word.partition("=")[2][:5]
               and (key not in HANDED_AS or keyed_head or old.purpose == new.purpose)
               for key, word in told_old.items() if word)


def _set_values(attitude: Attitude) -> dict[str, str]:
    """The values of closed sets an attitude gives its thing, in its words or its setting, by set: "mode=dark"; a
    word of a set a thing is handed in told plainly in the setting ("preferred in French") is read as its value."""
    told = [w for w in attitude.words | attitude.scope | {attitude.head} if "=" in w]
    told += [told_value(w) for w in attitude.scope if w in TOLD_AS]
    values: dict[str, str] = {}
    for word in told:
        key = word.partition("=")[0]
        # two values of one set in one attitude ("bullet points, not prose"): which is wanted is not this reading's
        values[key] = word if values.get(key, word) == word else ""
    return values


def _plain_setting(attitude: Attitude) -> frozenset[str]:
    """An attitude's setting without the values of closed sets told in it, nor their sets' names ("in dark mode":
    none)."""
    values = _set_values(attitude)
    return frozenset(w for w in attitude.scope if "=" not in w and w not in TOLD_AS
                     and not any(key.startswith(w) for key in values))


def _thing(attitude: Attitude) -> set[str]:
    """The words naming the thing an attitude is about, none a set's value; where the value is the object ("English
    is preferred for briefings"), the purpose names the thing."""
    words = attitude.words | (attitude.purpose if "=" in attitude.head else frozenset())
    return {w for w in words if "=" not in w and w not in TOLD_AS}


def _refusal_restated(olds: tuple[Attitude, ...], news: tuple[Attitude, ...], old_text: str, new_text: str) -> bool:
    """Whether the newer memory refuses the very thing the older memory's choice was made over ("linen napkins over
    paper" / "cloth napkins chosen, paper refused"): the same choice told again, its chosen side in other words."""
    refused = {o.head for o in olds if o.polarity == AGAINST and o.contrast}
    if refused and any(n.polarity == AGAINST and n.head in refused for n in news):
        return True
    over = _OVER.search(undated(old_text).lower())
    if over is None:
        return False
    word = re.escape(over.group(1))
    return re.search(rf"\b(?:no|not|never)\s+{word}|\b{word}\w*\s+(?:refused|rejected|banned|ruled out|dropped)\b",
                     new_text.lower()) is not None


# The side a choice is made over: "linen napkins *over paper*", "tabs *rather than spaces*".
_OVER = re.compile(r"\b(?:over|rather than|instead of)\s+(?:the\s+|a\s+|an\s+)?([a-z][\w-]{2,})")


# Number words: "twelve-hour" / "eight-hour" are measures told two ways or two things, never one slot's two kinds.
_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty "
                          "fifty sixty hundred half quarter double single".split())


def _plain_word(word: str) -> bool:
    """A word that may name which of a thing is wanted: letters (a hyphen allowed), not a number or a measure
    ("108-inch", "twelve-hour")."""
    return re.fullmatch(r"[a-z][a-z-]*", word) is not None and word.split("-")[0] not in _NUMBER_WORDS \
        and "=" not in word


def _spelled_inside(one: frozenset[str], two: frozenset[str]) -> bool:
    """Whether a word of one set is a part of a phrase of three parts or more in the other ("night" in
    "ten-at-night"): the same value spelled out, not another."""
    def inside(words: frozenset[str], phrases: frozenset[str]) -> bool:
        return any(w in p.split("-") for p in phrases if p.count("-") >= 2 for w in words)
    return inside(one, two) or inside(two, one)


def _one_setting(old: Attitude, new: Attitude) -> bool:
    """Whether the newer attitude's setting, told as a scope where the older one tells a purpose or the other way
    round, is wider than the older setting: every word of it one of the older setting's, and fewer ("paddles for the
    guided tours" / "paddles on tours"). A newer setting with a word of its own is a narrower slot; the same words
    told under a note's key ("pref: heirloom seeds for the allotment stall" / "allotment stall: user wants F1
    hybrids") leave the older choice to be refused before it is replaced."""
    if old.scope == new.scope or old.purpose == new.purpose:
        return False  # the same scope or purpose: the usual test reads it
    was, now = (old.scope | old.purpose) - {BROAD}, (new.scope | new.purpose) - {BROAD}
    return bool(now) and now < was


def _told_over_whole(old: Attitude, new: Attitude) -> bool:
    """ "pref: double quotes in Ruby strings" / "pref: single quotes": the same thing's newer value told with no
    scope, or only for what the older scope names ("… for admin UI" after "in Spring Batch admin UI"), covers the
    older scope whole — another value for its slot, not a narrower one."""
    return bool(old.scope) and not new.scope and old.head == new.head \
        and new.purpose <= old.scope | old.words | old.purpose and not new.contrast


# A bracket opening on a capitalised word: "pref: double quotes (Python, per black)".
_BRACKET_NAME = re.compile(r"\(\s*([A-Z][\w.+#-]*)")


def _bracket_names_another(old_text: str, new_text: str) -> bool:
    """ "pref: single quotes (JS)" / "pref: double quotes (Python, per black)": a bracket of the newer memory opens on
    a name the older memory never says — another scope told in it, however long the bracket. (An older scope told only
    in a bracket is kept apart by the caller: the newer memory's own bracket may be read off before it asks.)"""
    if "(" not in new_text:
        return False  # the cheap test first
    low_old = old_text.lower()
    return any(m.group(1).lower() not in low_old for m in _BRACKET_NAME.finditer(new_text))


def _parts(words: frozenset[str]) -> set[str]:
    """The words of a value with each compound split at its hyphens ("conventional-commit": conventional, commit)."""
    return {part for w in words for part in re.split(r"[-_]", w) if part}


def _one_kind(a: str, b: str) -> bool:
    """Two words that name one kind of thing by its last part, each with another first part: "kebab-case" /
    "snake_case", "monorepo" / "polyrepo", "TypeScript" / "JavaScript" — two values of one slot."""
    if a == b or "=" in a or "=" in b:
        return False
    parts_a, parts_b = re.split(r"[-_]", a), re.split(r"[-_]", b)
    if len(parts_a) > 1 and len(parts_b) > 1:
        return parts_a[-1] == parts_b[-1] and len(parts_a[-1]) >= 3 and parts_a[:-1] != parts_b[:-1]
    if len(parts_a) > 1 or len(parts_b) > 1 or not (a.isalpha() and b.isalpha()):
        return False
    shared = 0
    while shared < min(len(a), len(b)) and a[-1 - shared] == b[-1 - shared]:
        shared += 1
    return shared >= 4 and len(a) - shared >= 2 and len(b) - shared >= 2


def _negated(a: str, b: str) -> bool:
    """Whether one word is the other negated by its prefix ("sweetened" / "unsweetened", "dairy" / "non-dairy")."""
    short, full = sorted((a, b), key=len)
    return len(short) >= 4 and full in (f"un{short}", f"non{short}", f"non-{short}")


def _one_purpose(old: Attitude, new: Attitude) -> bool:
    """Whether a newer preferred value is for the older one's purpose, told in other shapes: the purpose as the
    value's own words ("snake_case … for JSON keys" / "camelCase JSON keys"), or a wider or narrower purpose
    of one word left out ("for conference talks" / "for talks")."""
    told = new.purpose | new.words
    # (the word left out a plain one: "for makerspace workshop prints" / "for workshop prints"; not a typed value,
    # "for water temps" / "for temps" names which of them)
    if not old.purpose <= told and not (new.purpose and new.purpose < old.purpose
                                        and len(old.purpose - new.purpose) == 1
                                        and "=" not in next(iter(old.purpose - new.purpose))):
        return False
    return (new.purpose | (new.words & old.purpose)) <= old.purpose | old.words and bool(new.words - old.purpose)


def _shown(attitude: Attitude) -> str:
    return " ".join(sorted(attitude.modifiers)) + (" " if attitude.modifiers else "") + attitude.head


def _glossed(old: Attitude, new_text: str) -> bool:
    """Whether every word of the older attitude's value stands in a bracket of the newer text."""
    inside = {stem(w) for part in re.findall(r"\(([^)]*)\)", new_text.lower())
              for w in re.findall(r"[a-z][\w-]*", part)}
    return bool(old.modifiers) and old.modifiers <= inside


def _among(head: str, values: frozenset[str] | set[str]) -> bool:
    """A refused head among the older values, a stem told whole or cut ("morning" / "morn"). A keyed value
    ("units=imperial") is one value whole: it is not cut to its key ("unit")."""
    if "=" in head:
        return head in values
    return head in values or (len(head) >= 4 and any(len(v) >= 4 and (v.startswith(head) or head.startswith(v))
                                                     for v in values))
