"""Sentence frames: where a sentence's subject, verb and value stand, read from its words alone.

The statement model (:mod:`core.conflicts.statement`) reads what a memory says; these readers say
*where* it is said, for the comparisons that align two memories told in other words
(:mod:`core.conflicts.compare`): the subject of a sentence ("the user's *laptop*"), the verb after the
self ("We *ship* …"), the one word after a copula that is the value ("The wifi password is *hunter2*"),
whether a memory is about one day only, whether it places the self somewhere ("I'm in Cape Town") or
gives a street address. Every function is a pure function of the text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.kept_results import kept_result
from core.conflicts.notes import _terse_split
from core.conflicts.statement import Statement
from core.conflicts.tokenized import tokenized
from core.conflicts.value_folding import STREET_WORDS


def proper_names(statement: Statement) -> frozenset[str]:
    """Stems written capitalised inside a sentence: names of people, places and things (acronyms of
    common nouns left out)."""
    return _proper_names(statement.text)


@lru_cache(maxsize=4096)
def _proper_names(text: str) -> frozenset[str]:
    return frozenset(t.norm for t in tokenized(text) if t.kind == "word" and t.cap
                     and not (t.surface.isupper() and t.low not in N.KNOWN_TOOLS))  # "RAM", "SMS": a common noun


# Words that end a sentence's subject: the verb, a value, "now".
_SUBJECT_ENDS = W.COPULAS | W.LIGHT_VERBS | W.CHANGE_WORDS | W.HEDGES | frozenset(
    "has have had will would can could should must may might do does did don't doesn't didn't not no".split())
_AFTER_VERB = frozenset("at on in to from by for with every each the a an my our their its up out about around "
                        "into onto off over under".split())
# Nouns whose stem is a verb's ("site" / "sit").
_NOT_VERBS = frozenset({"site", "sites"})
SELF_SUBJECTS = frozenset("i we they he she you it user users i'm we're they're he's she's you're".split())
_SUBJECT_SKIP = W.SELF_WORDS | W.PRONOUNS | frozenset("the a an this that these those".split())


@lru_cache(maxsize=4096)
@kept_result()
def subject_words(text: str) -> tuple[str, ...]:
    """The stems of a sentence's subject in order, its head last ("the user's *laptop*", "*Postgres pool
    size*"), the self and determiners left out; for a "key: value" note, its key. Empty when the subject
    is only the self."""
    tokens = [t for t in tokenized(text)]
    while tokens and (tokens[0].kind not in ("word",) or tokens[0].low in (":", "—", "-")):
        tokens = tokens[1:]  # a date or label before the sentence
    terse = _terse_split(tokens)
    if terse is not None:
        tokens = tokens[:terse - 1]
    words: list[str] = []
    for i, t in enumerate(tokens):
        if t.low in ("new", "current") and i + 1 < len(tokens) and tokens[i + 1].kind == "word":
            continue  # "the user's new phone": which thing, not a change
        if t.kind == "period" and words == [] and i + 1 < len(tokens) and tokens[i + 1].kind == "word" \
                and tokens[i + 1].low not in _SUBJECT_ENDS:
            continue  # "the nightly job is …": how often the thing runs, said before which thing it is
        if t.kind != "word" or t.low in _SUBJECT_ENDS or (t.norm in _SUBJECT_ENDS and t.low not in _NOT_VERBS):
            break
        if words and i + 1 < len(tokens) and t.low.endswith("s") and not t.low.endswith(("ss", "'s")) \
                and not t.possessive and terse is None \
                and (tokens[i + 1].kind != "word" or tokens[i + 1].low in _AFTER_VERB):
            break  # "the kitchen closes at": a verb before a value
        if t.low in ("i", "we") and words and i > 0 and tokens[i - 1].low not in W.TIME_WORDS \
                and tokens[i - 1].kind == "word" and tokens[i - 1].norm == words[-1]:
            break  # "The cabin kiosks I manage run …": a clause of the self's after its noun, the noun the subject
        if t.low in SELF_SUBJECTS and not t.possessive:
            return ()  # "We deploy …", "The user ships …": the subject is the self, what follows the verb
        if t.low in _SUBJECT_SKIP or t.low.rstrip("'s") in _SUBJECT_SKIP or t.low in W.STOP_WORDS:
            continue
        if t.norm not in words:
            words.append(t.norm)
    return tuple(words)


_ONE_DAY = re.compile(r"\b(today|tonight|yesterday|this (morning|afternoon|evening)|last night|just now)\b")
# Change words that also tell what happened once ("started late", "went over"): with a one-day
# phrase they describe the day, not a new standing value.
_WEAK_CHANGES = frozenset({"start", "starting", "went", "go", "going", "back", "again", "since", "new", "newly"})


def one_day(statement: Statement) -> bool:
    """A newer memory about one day ("today", "this morning") that marks no lasting change."""
    if not _ONE_DAY.search(statement.text.lower()):
        return False
    return not lasting(statement)


def lasting(statement: Statement) -> bool:
    """Whether a memory's change word says a lasting change ("now", "moved", "switched"), not only that
    something happened ("started", "went")."""
    return _lasting(statement.text)


@lru_cache(maxsize=4096)
def _lasting(text: str) -> bool:
    return any(t.kind == "word" and (t.low in ("now", "anymore") or (t.norm in W.CHANGE_WORDS
                                                                        and t.norm not in _WEAK_CHANGES
                                                                        and t.low not in _WEAK_CHANGES))
               for t in tokenized(text))


_VERB_SKIP = frozenset("now also still currently usually only just normally generally typically always never "
                       "have has had 've 'm am is are was were been be will 'll do does did".split())


@lru_cache(maxsize=4096)
def self_verb(text: str) -> str:
    """The verb after a sentence's self subject ("We *deploy* …", "The user now *ships* …"), as its stem;
    empty when the subject is something else or the verb only links ("is", "runs on")."""
    tokens = [t for t in tokenized(text) if t.kind != "punct"]
    for i, t in enumerate(tokens[:4]):
        if t.low in SELF_SUBJECTS and not t.possessive:
            for j, u in enumerate(tokens[i + 1:i + 5], i + 1):
                if u.kind != "word":
                    return ""
                if u.low in ("have", "has", "had") and not (j + 1 < len(tokens) and tokens[j + 1].kind == "word"
                                                            and tokens[j + 1].low.endswith(("ed", "en", "wn"))):
                    return ""  # "The user has two kids": having, not an auxiliary
                if u.low in _VERB_SKIP or u.norm in W.FILLER_WORDS:
                    continue
                if u.norm in W.LIGHT_VERBS or u.norm in W.CHANGE_WORDS or u.low in W.COPULAS or u.norm == "want":
                    return ""
                return u.norm
            return ""
    return ""


_IN_PLACE = re.compile(r"^(?:[\w ,\-–—:]*?[:—–-]\s*)?(?i:i'm|i am|we're|we are|i've been|we've been"
                       r"|(?:the )?user(?:'s| is| has been)?)"
                       r"(?i: (?:now|currently|still|based|living|staying))* (?i:in) [A-Z]")


def self_in_place(statement: Statement) -> bool:
    """ "I'm in Cape Town", "2026-02-01: user in Cape Town": the self placed somewhere, one name, nothing else."""
    return len(statement.values.get("name", ())) == 1 and len(statement.values) == 1 \
        and _IN_PLACE.match(statement.text.strip()) is not None


def self_placed(statement: Statement) -> bool:
    """ "I'm in Lisbon now, moved down in February", "I've been in Wrocław since January": the self placed in one
    named place, with nothing else said but when. Looser than :func:`self_in_place`: the candidate lookup only."""
    names = statement.values.get("name", ())
    return len(names) == 1 and all(slot in ("name", "date") for slot in statement.values) \
        and _IN_PLACE.match(statement.text.strip()) is not None


def street_address(statement: Statement) -> bool:
    """Whether a memory's one named value is a street address ("48 Oak Lane")."""
    values = statement.values.get("name", frozenset())
    return len(values) == 1 and any(re.fullmatch(r"\d+\w* .+", v) and v.split()[-1] in STREET_WORDS for v in values)


# Where a sentence's value starts: a copula, or a change verb and "to".
_COMPLEMENT_LEADS = (
    ("is", "now"), ("are", "now"), ("is",), ("are",), ("was", "changed", "to"), ("were", "changed", "to"),
    ("got", "changed", "to"), ("changed", "to"), ("was", "set", "to"), ("set", "to"), ("is", "set", "to"),
    ("switched", "to"), ("moved", "to"), ("renamed", "to"), ("was", "renamed", "to"),
)
_COMPLEMENT_SKIP = frozenset("the a an my our their its".split())


@lru_cache(maxsize=4096)
def complement(text: str) -> tuple[tuple[str, ...], str, str] | None:
    """ "The wifi password is hunter2", "Default branch is main now", "… got changed to correcthorse",
    "deploy target: heroku", "upgraded the gym membership to Premium": the subject's stems, and the one
    word that is its value (stem, as written).

    Only a sentence whose whole remainder is that one word (and "now"); anything more is read elsewhere.
    """
    tokens = [t for t in tokenized(text) if t.kind != "punct" or t.low in (":", "—", "–")]
    while tokens and tokens[0].kind != "word":
        tokens = tokens[1:]
    while tokens and tokens[0].low in (":", "—", "–"):
        tokens = tokens[1:]
    lows = [t.low for t in tokens]
    if ":" in lows:  # a note: its key, then its value
        i = lows.index(":")
        return _subject_and_value(tokens[:i], tokens[i + 1:])
    for i in range(1, len(tokens)):
        lead = next((n for n in _COMPLEMENT_LEADS if tuple(lows[i:i + len(n)]) == n), None)
        if lead is not None:
            return _subject_and_value(tokens[:i], tokens[i + len(lead):])
        if lows[i - 1] in _MOVED_OBJECT and all(t.low in W.SELF_WORDS or t.low in W.COPULAS or t.low in _VERB_SKIP
                                               for t in tokens[:i - 1]) and "to" in lows[i:]:
            # "(the user) upgraded the gym membership to Premium": what was moved says which attribute.
            j = lows.index("to", i)
            return _subject_and_value(tokens[i:j], tokens[j + 1:])
    return None


# Verbs whose object is the thing changed and whose "to" gives its new value.
_MOVED_OBJECT = frozenset("upgraded downgraded switched moved changed bumped set migrated renamed".split())


def _subject_and_value(before: list, after: list) -> tuple[tuple[str, ...], str, str] | None:
    rest = [t for t in after if t.low not in _COMPLEMENT_SKIP and t.low not in ("now", "again")]
    subject = tuple(t.norm for t in before if t.kind == "word" and t.low not in W.STOP_WORDS
                    and t.low not in W.SELF_WORDS and t.norm not in W.SELF_WORDS and t.norm not in W.CHANGE_WORDS)
    if len(rest) != 1 or rest[0].kind not in ("word", "ident") or rest[0].low in W.STOP_WORDS \
            or rest[0].norm in W.FILLER_WORDS or not subject:
        return None
    return subject, rest[0].norm, rest[0].surface
