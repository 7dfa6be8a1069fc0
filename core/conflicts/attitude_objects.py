"""The parts of one attitude read from its words: its holder, its object (head, modifiers, a scope or purpose after
it) and whether two scopes are one (:func:`same_scope`).

:mod:`core.conflicts.attitude` finds where a verb of attitude stands and asks these for who holds it and what it is
about; :mod:`core.conflicts.attitude_values` asks :func:`same_scope` when comparing two texts' attitudes.
"""

from __future__ import annotations

from core.conflicts import wording as F
from core.conflicts.attitude_words import (
    _BOUNDARY,
    _HOLDER_SELF,
    _INNER,
    _LIGHT,
    _NEGATORS,
    _OTHER_PEOPLE,
    _PURPOSE_LEADS,
    _SCOPE_LEADS,
    _SELF_POSSESSIVES,
    _TOLD_AS_ENDS,
    _WHEN_WORDS,
    BROAD,
)
from core.conflicts.handed_as import TOLD_AS, told_value, values_told_as
from core.text.tokens import stem


def _content(words: list[str]) -> list[str]:
    """The stems that say what an object is ("verbose" and "long" are one value, as in the statement model)."""
    out = []
    for w in words:
        w = _compound_value(w)
        for part in w.split("-") if w.startswith("in-") else (w,):
            if part and part not in _LIGHT and part not in F.STOP_WORDS and part not in ("in",):
                part = F.SYNONYMS.get(part, part)
                out.append(F.ALTERNATIVE_OF.get(part, "") + "=" + part if part in F.ALTERNATIVE_OF
                           else stem(part.strip("'’")))
    return out


def _compound_value(word: str) -> str:
    """ "rebase-and-merge", "squash-merge": a compound with one part a value of a closed set is that value (not
    "non-verbose": a prefix that turns the value)."""
    if "-" not in word or word in F.ALTERNATIVE_OF or word in F.SYNONYMS:
        return word
    parts = word.split("-")
    if parts[0] in ("non", "no", "un", "anti", "semi", "not"):
        return word
    if len(parts) == 2 and parts[0].isdigit() and parts[1] in ("space", "spaces"):
        return "spaces"  # "4-space indent": indented with spaces, one value of the closed set
    values = [p for p in parts if p in F.ALTERNATIVE_OF]
    return values[0] if len(values) == 1 else word


_NOT_HOLDERS = frozenset("has have 've 's is are am 'm had was were do does did really honestly actually now "
                         "grown grew become became gotten got getting "
                         "also still just truly genuinely definitely taste tastes".split())


def _holder(before: list[str], text_holder: str) -> str:
    """Who holds the attitude, from the words before its verb."""
    before = [w for w in before if w not in _NOT_HOLDERS and w not in _NEGATORS and w not in F.STOP_WORDS
              and not w.endswith("ly")]
    if not before:
        return text_holder or "self"
    if any(w in _OTHER_PEOPLE for w in before) or any(w.endswith(("'s", "’s")) and w not in ("user's",)
                                                     for w in before if w not in _HOLDER_SELF):
        return "other:" + "-".join(before[-2:])
    if before[-1] not in _HOLDER_SELF and before[-1] != "own" and before[-1].replace("-", "").isalpha() \
            and any(w in _SELF_POSSESSIVES for w in before[:-1]):
        # "the user's coworker", "my flatmate", "the user's team": the head after a possessive holds the attitude,
        # not the possessor.
        return "team" if before[-1] == "team" else "other:" + before[-1]
    if any(w in _HOLDER_SELF for w in before):
        return "self"
    if "team" in before:
        k = before.index("team")
        which = before[k - 1] if k > 0 else ""
        # "the *design* team": which team, another than the team told without one ("the whole team" is all of it).
        return "team:" + which if which.isalpha() and which not in _WHOLE else "team"
    return "other:" + before[-1]


_WHOLE = frozenset("whole entire full".split())


def same_scope(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two attitudes' scopes are one slot: the same words, or none beside one told over a whole thing."""
    return (BROAD in a and not b) or (BROAD in b and not a) or a - {BROAD} == b - {BROAD}


def _match(words: list[str], i: int, phrase: tuple[str, ...]) -> bool:
    return tuple(words[i:i + len(phrase)]) == phrase


def _object(words: list[str], start: int) -> tuple[list[str], list[str], int]:
    """The object phrase from ``start``: its words, the words of its trailing scope, and where it ends."""
    j = start
    if words[j:j + 2] and len(words) > j + 2 and words[j] in ("you", "them", "us", "me") and words[j + 1] == "to":
        j += 2  # "wants you to always run the tests": what is to be done is the object
        while j < len(words) - 1 and words[j] in ("always", "never", "just", "only", "also"):
            j += 1
        j += 1
    while j < len(words) and words[j] in ("to", "on", "with", "by", "of", "the", "a", "an", "as", "in") \
            and j - start < 2 and words[j] not in ("in",):
        j += 1
    obj: list[str] = []
    while j < len(words) and words[j] not in _BOUNDARY and words[j] not in (",", ":", "=", "→"):
        if words[j:j + 2] == ["first", "thing"]:
            break  # "standups first thing at 9:00": when, not which thing
        obj.append(words[j])
        j += 1
    return obj, words[j:], j


# Words after an object's head that name the way it goes: "updates *by* email", "reminders *via* SMS".
_BY_WAY_OF = frozenset("by via over through".split())


def _way_of(subject: list[str]) -> frozenset[str]:
    """The values of a closed set a subject's "by / via …" names ("updates by email": ``contact=email``), which say
    which kind of thing it is as a modifier before its head would."""
    way = next((k for k, w in enumerate(subject) if w in _BY_WAY_OF and k > 0), None)
    if way is None:
        return frozenset()
    after = _content(subject[way + 1:])
    return frozenset(after) if after and all("=" in w for w in after) else frozenset()


# Participles after an object that say how it is kept or shown, not what it is ("wants load sheets *printed*").
_SHOWN = frozenset("shown sorted ordered printed displayed listed grouped formatted rendered laid".split())
# Participles after an object that say only that it is handed over ("quotes *sent* as PDFs", "reports *delivered* as
# PDF"): no part of the thing, nor a modifier that would set it apart from the thing named without them.
_HANDED = frozenset("sent delivered emailed posted".split())


def _split_object(obj: list[str]) -> tuple[str, frozenset[str], frozenset[str], frozenset[str]]:
    """Head, modifiers, all words and the "in …" scope of an object phrase."""
    inner = next((k for k, w in enumerate(obj) if w in _INNER and k > 0), len(obj))
    core, rest = obj[:inner], obj[inner:]
    if len(core) >= 2 and core[-1] in _HANDED:
        core = core[:-1]
    if len(core) >= 2 and core[-1] in _SHOWN:
        core = [core[-1], *core[:-1]]  # "sales reports shown in pounds", "load sheets printed": the thing is the head
    # "CSV exports", "comma-separated exports": a form named before the thing is the value "in CSV" names after it
    plain = _content(core)
    forms = {stem(w): told_value(w) for w in core if w in TOLD_AS}
    # (the head keeps its own word beside others, "the roster PDF"; alone, "PDFs only", it is the form)
    words = [forms.get(w, w) if k < len(plain) - 1 or len(plain) == 1 else w for k, w in enumerate(plain)]
    scope: frozenset[str] = frozenset()
    complement = _content(rest[1:]) if rest else []
    told_as = values_told_as(rest, _TOLD_AS_ENDS)
    if told_as:
        # "sales reports in euros", "sample reports in Excel": which of a closed set the thing comes as, a
        # modifier of the thing as "by email" is of updates, not the slot's scope ("in unit tests")
        words = [*words[:-1], *sorted(told_as), *words[-1:]] if words else words
    elif rest and rest[0] == "in":
        scope = frozenset(complement)
    if not words:
        words, complement = complement, []
        if not words:
            return "", frozenset(), frozenset(), scope
    head = words[-1]
    return head, frozenset(words[:-1]), frozenset(words) | frozenset(plain) | frozenset(complement), scope


def _trailing(rest: list[str]) -> tuple[frozenset[str], frozenset[str]]:
    """The scope ("in JS", "while debugging") and purpose ("for CLIs") told after an object."""
    scope: set[str] = set()
    purpose: set[str] = set()
    k = 0
    while k < len(rest):
        w = rest[k]
        if w in (";", ".", "!", "?", "—", "–"):
            break
        if w == "in" and rest[k + 1:k + 3] in (["favour", "of"], ["favor", "of"]):
            break  # "rejected in favour of Kevlar ones": what was chosen instead, no scope
        if w in _SCOPE_LEADS or w in _PURPOSE_LEADS:
            j = k + 1
            while j < len(rest) and rest[j] not in _BOUNDARY and rest[j] not in (",", ";", "(", ")") \
                    and rest[j] not in _WHEN_WORDS:
                j += 1
            (purpose if w in _PURPOSE_LEADS else scope).update(_content(rest[k + 1:j]))
            if w not in _PURPOSE_LEADS and k + 1 < len(rest) and rest[k + 1] in ("all", "every", "each", "any"):
                scope.add(BROAD)  # "on all PRs", "in every repo": a scope over the whole of a thing
            k = j
            continue
        if w in ("since", "because", "after", "so", "unless", "except", "than", "over", "instead", "rather"):
            break
        k += 1
    return frozenset(scope), frozenset(purpose)
