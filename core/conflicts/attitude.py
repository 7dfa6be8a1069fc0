"""Preferences read as attitudes: who holds which attitude (for or against) toward what.

A preference is a statement, not a phrase: a *holder* (the user, "I", a named person, the
team), a *polarity* (for: prefers, likes, swears by, has come around to, "X please"; against:
avoids, can't stand, has soured on, is done with, "X is a hassle"), an *object* (the noun
phrase the attitude is about) and a *purpose* ("for CLIs", ``pref(reviews):``) or *scope*
("in JS", "while debugging", "(IDE)"). A choice is also told by fit ("X suits me better / best", "stopped suiting
her") or by a possessive noun of choosing ("X is my pick", "my favourite route is X"). :func:`attitudes` reads them
out of one text;
:mod:`core.conflicts.attitude_change` compares two texts' attitudes. The words it reads with are in
:mod:`core.conflicts.attitude_words`, the holder and object of one attitude in :mod:`core.conflicts.attitude_objects`,
an attitude told by fit, by a noun of choosing or as an opinion in :mod:`core.conflicts.attitude_told`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from core.conflicts import wording as F
from core.conflicts.attitude_holders import _named_in_agent
from core.conflicts.attitude_objects import _content, _holder, _match, _object, _split_object, _trailing, _way_of
from core.conflicts.attitude_told import (
    _PASSIVE_DENIED,
    _PERFECT,
    _agent,
    _bare_participle,
    _chosen_as,
    _opinion,
    _passive_before,
    _suited,
)
from core.conflicts.attitude_words import (
    _AFTER_AT,
    _ASIDE,
    _BOUNDARY,
    _CLAUSE_BREAKS,
    _CUE,
    _EXCLUSIVE_NOTE_KEYS,
    _HEDGED,
    _HOLDER_SELF,
    _NEGATORS,
    _NOTE_KEYS,
    _PASSIVE_AUX,
    _TOKEN,
    _VERBS_AT,
    AGAINST,
    FOR,
    Attitude,
)
from core.conflicts.kept_results import kept_result
from core.conflicts.note_dates import undated
from core.conflicts.opinion import OPINION_CUE
from core.conflicts.value_words import UNIT_WORDS

# A limit told with a denial: "no more than forty-two characters" wants at most that many, it refuses nothing.
_BOUNDED_BY = re.compile(r"\b(?:no|not) (more|fewer|less|longer|shorter|later|earlier|bigger|smaller) than\b",
                         re.IGNORECASE)


def _bound_told(found: re.Match) -> str:
    return "at least" if found.group(1).lower() in ("fewer", "less", "shorter", "earlier", "smaller") else "at most"


@lru_cache(maxsize=8192)
@kept_result()
def attitudes(text: str) -> tuple[Attitude, ...]:
    """Every attitude ``text`` states, in order (cached: a text always reads the same)."""
    body = undated(text)
    body = _ASIDE.sub(" ", body)
    if "than" in body:
        body = _BOUNDED_BY.sub(_bound_told, body)
    if _HEDGED.search(body.lower()):
        return ()
    tokens = [t.lower().replace("’", "'").rstrip(".") for t in _TOKEN.findall(body)]
    tokens = [t for t in tokens if t]
    found: list[Attitude] = []
    holder = ""  # unknown until a clause names one: "self" for an active verb, "impersonal" for a passive
    note_polarity = 0
    note_exclusive = False
    note_purpose: frozenset[str] = frozenset()
    # A preference note keyed by what it is for, who holds it or its change: "boat speed pref: knots", "user pref:
    # tabs", "pref changed: …" — read as "pref(boat speed): knots".
    keyed = _keyed_note(tokens)
    if keyed is not None:
        tokens = keyed
    named = _NAMED_KEY.match(body)
    if named is not None and ":" in tokens:
        after = tokens.index(":") + 1
        if after < len(tokens) and tokens[after] in _VERBS_AT and tokens[after].endswith(("s", "ed")):
            # "Dana (triage lead): likes Jupyter for EDA", "host Wiremu: prefers …": a person's name as the note's key
            # holds the attitude told after it by a verb in the third person, as "Dana likes …" would
            holder, tokens = "other:" + named.group("name").lower().replace("’", "'"), tokens[after:]
    # A preference note: "pref: yarn", "pref(reviews): mornings", "likes: X".
    if tokens and tokens[0] in _NOTE_KEYS:
        k = 1
        if k < len(tokens) and tokens[k] == "(":
            close = tokens.index(")") if ")" in tokens else k
            note_purpose = frozenset(_content(tokens[k + 1:close]))
            k = close + 1
        if k < len(tokens) and tokens[k] == ":":
            note_polarity = _NOTE_KEYS[tokens[0]]
            note_exclusive = tokens[0] in _EXCLUSIVE_NOTE_KEYS
            tokens = tokens[k + 1:]
    clauses: list[list[str]] = [[]]
    paren: list[str] = []
    depth = 0
    for t in tokens:
        if t == "(":
            depth += 1
            continue
        if t == ")":
            depth = max(0, depth - 1)
            continue
        if depth:
            paren.append(t)
        elif t in _CLAUSE_BREAKS:
            clauses.append([])
        else:
            clauses[-1].append(t)
    # "(IDE)", "(docs site)": a short bracket says where; a longer one gives a reason.
    # "(km/h)", "(°C)": a unit glosses the value, it is no scope
    paren_scope = frozenset(_content(paren)) if len(paren) <= 3 and not all(
        _UNIT_GLOSS.fullmatch(t) or t in UNIT_WORDS for t in paren) \
        else frozenset()
    for index, clause in enumerate(c for c in clauses if c):
        parts = _comma_parts(clause)
        last: Attitude | None = None
        for part in parts:
            read = _read_part(part, holder, note_polarity if index == 0 else 0, last)
            for attitude in read:
                scope = attitude.scope | (paren_scope if not attitude.scope else frozenset())
                purpose = attitude.purpose | note_purpose
                attitude = replace(attitude, scope=scope, purpose=purpose,
                                   exclusive=attitude.exclusive or note_exclusive)
                found.append(attitude)
                if not holder and (not attitude.holder.startswith("other:") or _names_subject(body, attitude.holder)
                                   or _named_in_agent(attitude.holder.split("-")[-1].removeprefix("other:"), body)):
                    # (a passive's agent holds the later clauses told without one: "… is now requested by Dana,
                    # the upper deck having been found too windy")
                    holder = attitude.holder
                if not attitude.contrast:
                    last = attitude
    return tuple(found)


def _passive_over(after: list[str]) -> list[str] | None:
    """The thing a passive preference is chosen over, after its agent ("by the buyers over tins these days") or
    straight after the verb ("favoured over npm"), or ``None``."""
    k = 0
    if after[:1] == ["by"]:
        k = next((j for j in range(1, min(len(after), 6)) if after[j] == "over"), -1)
        if k < 0:
            return None
    if after[k:k + 1] != ["over"]:
        return None
    obj, _, _ = _object(after, k + 1)
    obj = [w for w in obj if w not in _WHEN]
    return obj or None


_WHEN = frozenset("these days nowadays now lately".split())


def _names_subject(body: str, holder: str) -> bool:
    """Whether ``holder`` ("other:marta") is the text's subject, its first word ("Marta done with …", "host Wiremu:
    …"): a holder read elsewhere in the clause ("… annoying for stand changes") holds no later clause."""
    first = re.findall(r"[^\W\d_][\w'’-]*", body.lower())[:3]
    return holder.removeprefix("other:") in first


# A note keyed by one capitalised name, a role before it or a bracket after it allowed ("Dana (triage lead): …",
# "host Wiremu: …").
_WOULD = frozenset("would 'd i'd we'd".split())
# A degree word inside "would rather": "I'd much rather", "we'd far rather".
_RATHER_DEGREE = frozenset("much far really sooner".split())
_NAMED_KEY = re.compile(r"^\W*(?:[a-z]+\s+){0,2}(?P<name>[A-Z][^\W\d_]+(?:[-'’][^\W\d_]+)?)\s*(?:\([^()]{1,40}\)\s*)?:")
_CLOCK_WORD = re.compile(r"\d{1,2}:\d\d")
_UNIT_GLOSS = re.compile(r"[a-z]{1,4}/[a-z]{1,4}|°[cf]|\d[\d.,]*[a-z%]*")
_PREF_KEYS = frozenset("pref prefs preference preferences".split())
# Words between a note's "pref" and its colon that say only that it changed: "pref changed:", "pref reversed:".
_PREF_CHANGED = frozenset("changed reversed updated flipped now new revised".split())


def _keyed_note(tokens: list[str]) -> list[str] | None:
    """A preference note whose "pref" stands after the words of what it is for ("boat speed pref: knots") or of
    its holder ("user pref: …"), or before a word of change ("pref changed: …"), written as "pref(boat speed): …"
    (``None`` when the text is no such note)."""
    colon = tokens.index(":") if ":" in tokens[:7] else -1
    if colon < 1:
        return None
    key = [t for t in tokens[:colon] if t not in _PREF_CHANGED]
    told = _told_key(key, tokens[colon + 1:])
    if told is not None:
        return told
    bracket: list[str] = []
    if len(key) > 3 and key[-1] == ")" and "(" in key and key[key.index("(") - 1] in _PREF_KEYS:
        # "feed pref (herd): …": what the preference is for, on both sides of its "pref"
        bracket = key[key.index("(") + 1:-1]
        key = key[:key.index("(")]
    at = next((k for k, t in enumerate(key) if t in _PREF_KEYS), -1)
    if at < 0 or at != len(key) - 1 or (at == 0 and len(key) == colon):
        return None  # no "pref" ending the key, or already "pref:"
    purpose = [t for t in key[:at] + bracket if t not in _HOLDER_SELF]
    if not purpose:
        return ["pref", ":", *tokens[colon + 1:]]
    return ["pref", "(", *purpose, ")", ":", *tokens[colon + 1:]]


# The words of a key that name the one thing preferred of its kind: "favourite editor font: …", "go-to browser: …".
_FAVOURITE_KEYS = frozenset("favourite favorite fave go-to".split())


def _told_key(key: list[str], value: list[str]) -> list[str] | None:
    """A note keyed by its holder and a word of attitude ("user likes: …", "my wants: …"), read as the bare note
    ("likes: …"); or keyed by the holder's favourite of a kind ("user's favourite supplier: …"), read as a
    preference for that kind ("pref(supplier): …"). Another person's key is left to the reading of a named key."""
    if len(key) >= 2 and key[-1] in _NOTE_KEYS and all(t in _HOLDER_SELF for t in key[:-1]):
        return [key[-1], ":", *value]
    at = next((k for k, t in enumerate(key) if t in _FAVOURITE_KEYS), -1)
    if at < 0 or not all(t in _HOLDER_SELF for t in key[:at]) or not key[at + 1:]:
        return None
    return ["pref", "(", *key[at + 1:], ")", ":", *value]


def _comma_parts(clause: list[str]) -> list[list[str]]:
    parts: list[list[str]] = [[]]
    for i, t in enumerate(clause):
        if t == "," or (t in ("and", "but") and i > 0):
            parts.append([])
        else:
            parts[-1].append(t)
    return [p for p in parts if p]


def _read_part(words: list[str], holder: str, note_polarity: int, last: Attitude | None) -> list[Attitude]:
    """The attitudes of one clause part: a verb of attitude, a passive, a postposed marker, a note."""
    if ":" in words and "=" not in words and 0 < words.index(":") <= 3 and words.count(":") == 1 \
            and not any(w in _VERBS_AT or w in _NOTE_KEYS for w in words[:words.index(":")]):
        # "sinatra specs: minitest preferred going forward": a key naming where the attitude after it holds (not who
        # holds it: "user: prefers …")
        key = words.index(":")
        where = frozenset(_content([w for w in words[:key] if w not in _HOLDER_SELF]))
        return [replace(a, scope=a.scope | where) for a in _read_part(words[key + 1:], holder, note_polarity, last)]
    if "=" in words or ":" in words:
        return []
    out: list[Attitude] = []
    # "npm is what the lead wants", "morning calls are what Jordan asks for"
    if "what" in words:
        w_at = words.index("what")
        if w_at >= 2 and words[w_at - 1] in _PASSIVE_AUX:
            tail = words[w_at + 1:]
            for j in range(len(tail)):
                for phrase, polarity, _ in _VERBS_AT.get(tail[j], ()):
                    if _match(tail, j, phrase) and polarity == FOR:
                        head, mods, all_words, scope = _split_object(words[:w_at - 1])
                        if head:
                            rest_scope, purpose = _trailing(tail[j + len(phrase):])
                            return [Attitude(_holder(tail[:j], holder), FOR, head, mods, all_words,
                                             scope | rest_scope, purpose, True)]
    for i in range(len(words)):
        for phrase, polarity, exclusive in _VERBS_AT.get(words[i], ()):
            if not _match(words, i, phrase):
                continue
            if phrase == ("off",) and not ((i == 1 and words[0].isalpha() and not words[0].endswith(("ed", "ing")))
                                           or (i > 0 and words[i - 1] in ("i'm", "we're", "is", "are", "am"))):
                continue  # "Meera off Looker", "I'm off oat milk": not "switched off", "a day off"
            if phrase == ("over",) and not (i > 0 and words[i - 1] in ("is", "are", "i'm", "am", "'s", "we're")):
                continue
            if phrase in (("into",), ("rather",), ("drop",), ("skip",), ("stop",), ("ditch",)) and i > 0 \
                    and phrase != ("rather",):
                if not (phrase == ("into",) and words[i - 1] in ("is", "are", "am", "i'm", "really")):
                    continue
            if phrase == ("take",) and not (i > 0 and words[i - 1] in _WOULD and "over" in words[i + 2:]):
                continue  # "I'd take the late set over the early one": not "take the bus", "would take weeks"
            if phrase == ("rather",) and not (i > 0 and words[i - 1] in _WOULD) \
                    and not (i > 1 and words[i - 1] in _RATHER_DEGREE and words[i - 2] in _WOULD):
                continue  # "I'd rather", "I'd much rather": not "rather than", "rather slow"
            before = words[:i]
            negated = any(w in _NEGATORS for w in before[-3:]) or "no longer" in " ".join(before[-3:])
            # "were rejected / voted down by the crew", "were settled on by the owner": a passive whose agent holds it
            if phrase in (("discouraged",), ("frowned", "upon"), ("insisted", "on")) or (
                    phrase in (("settled", "on"), ("voted", "down"), ("voted", "out"), ("insisted", "upon"),
                               ("ruled", "out")) and _passive_before(before)) or (
                    len(phrase) == 1 and phrase[0] in ("preferred", "favoured", "favored", "liked", "wanted",
                                                       "disliked", "avoided", "appreciated", "welcomed",
                                                       "encouraged", "requested", "adopted", "expected",
                                                       "required", "chosen", "picked", "rejected", "accepted",
                                                       "approved")
                    and (_passive_before(before) or _bare_participle(words, i, before))):
                # "Squash merges are preferred (by the user)": the object stands before the verb; "are no
                # longer wanted", "aren't wanted": the same passive, denied.
                # "has been chosen by the buyer": the perfect's "has" is the auxiliary's, not the thing's head
                subject = [w for k, w in enumerate(before) if w not in _PASSIVE_AUX and w not in _PASSIVE_DENIED
                           and w not in ("now", "actually", "still", "generally")
                           and not (w in _PERFECT and "been" in before[k + 1:k + 3])]
                # "Meetings before 10am are avoided": the thing ends where a when or a reason starts.
                way = _way_of(subject)
                subject = subject[:next((k for k, w in enumerate(subject) if w in _BOUNDARY and k), len(subject))]
                agent = _agent(words[i + len(phrase):], holder)
                head, mods, all_words, scope = _split_object(subject)
                mods, all_words = mods | way, all_words | way
                rest_scope, purpose = _trailing(words[i + len(phrase):])
                if head:
                    pol = -polarity if negated else polarity
                    out.append(Attitude(agent, pol, head, mods, all_words, scope | rest_scope, purpose,
                                        exclusive or pol == FOR))
                    refused = _passive_over(words[i + len(phrase):]) if pol == FOR else None
                    if refused is not None:  # "… are favoured by the buyers over tins": the other thing refused
                        o_head, o_mods, o_words, o_scope = _split_object(refused)
                        if o_head:
                            out.append(Attitude(agent, AGAINST, o_head, o_mods, o_words, o_scope, purpose, True,
                                                contrast=True))
                return out
            obj, rest, _ = _object(words, i + len(phrase))
            if len(obj) > 1 and obj[-1] in ("best", "most") and polarity == FOR:
                obj, exclusive = obj[:-1], True  # "likes the day shifts best": one chosen over the others
            head, mods, all_words, scope = _split_object(obj)
            if not head:
                continue
            rest_scope, purpose = _trailing(rest)
            pol = -polarity if negated else polarity
            out.append(Attitude(_holder(before, holder), pol, head, mods, all_words, scope | rest_scope, purpose,
                                exclusive))
            # "prefers pytest over unittest", "rather X than Y": the other object is refused.
            if rest and rest[0] in ("over", "than", "instead") and pol == FOR:
                k = 1 + (rest[0] == "instead" and len(rest) > 1 and rest[1] == "of")
                other, _, _ = _object(rest, k)
                o_head, o_mods, o_words, o_scope = _split_object([w for w in other if w != "as"])
                if o_head:
                    out.append(Attitude(out[-1].holder, AGAINST, o_head, o_mods, o_words, o_scope, purpose,
                                        exclusive, contrast=True))
            return out
    told = _suited(words, holder) or _chosen_as(words, holder)
    if told:
        return told
    for i in range(1, len(words)):
        for phrase, polarity in _AFTER_AT.get(words[i], ()):
            if _match(words, i, phrase) and (i + len(phrase) == len(words) or phrase[0] in ("out", "please")
                                             or words[i + len(phrase)] in ("now", "in", "for", "after", "anymore")):
                subject, _, _ = _object([w for w in words[:i] if w not in _NEGATORS], 0)
                head, mods, all_words, scope = _split_object(subject)
                negated = any(w in _NEGATORS for w in words[:i])
                rest_scope, purpose = _trailing(words[i + len(phrase):])
                if head:
                    pol = -polarity if negated else polarity
                    return [Attitude(holder or "self", pol, head, mods, all_words, scope | rest_scope, purpose, True)]
    if not note_polarity:
        said = _opinion(words, holder)
        if said is not None:
            return [said]
    # A note's value, or a bare part continuing an attitude: "pref: no emojis", "…, not bullets".
    polarity = note_polarity or (last.polarity if last is not None else 0)
    if not polarity or any(w in F.COPULAS for w in words):
        return []
    lead = words[0]
    if last is not None and _CLOCK_WORD.match(lead):
        return []  # "evening contact, 18:00 onwards": the time of the same attitude, not another value
    contrast = False
    if lead in ("no", "not", "never"):
        polarity, words, contrast = AGAINST, words[1:], last is not None and not note_polarity
    elif last is not None and not note_polarity:
        return []  # "…, high contrast": a detail of the same attitude, not another one
    if not words:
        return []
    obj, rest, _ = _object(words, 0)
    head, mods, all_words, scope = _split_object(obj)
    rest_scope, purpose = _trailing(rest)
    if not head:
        return []
    return [Attitude(last.holder if last is not None else holder or "self", polarity, head, mods, all_words,
                     scope | rest_scope, purpose, last.exclusive if last is not None else False, contrast=contrast)]


@lru_cache(maxsize=8192)  # the newcomer's is asked beside each of its candidates
@kept_result()
def has_cue(text: str) -> bool:
    """Whether ``text`` holds any word an attitude is told with (a cheap test before reading it)."""
    low = text.lower()
    return _CUE.search(low) is not None or OPINION_CUE.search(low) is not None or _TOLD_CUE.search(low) is not None


# The words :func:`_suited` and :func:`_chosen_as` read an attitude from.
_TOLD_CUE = re.compile(r"\b(?:suit|suits|suited|suiting|pick|favourite|favorite|go-to|choice)\b")
