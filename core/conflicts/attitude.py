"""Preferences read as attitudes: who holds which attitude (for or against) toward what.

A preference is a statement, not a phrase: a *holder* (the user, "I", a named person, the
team), a *polarity* (for: prefers, likes, swears by, has come around to, "X please"; against:
avoids, can't stand, has soured on, is done with, "X is a hassle"), an *object* (the noun
phrase the attitude is about) and a *purpose* ("for CLIs", ``pref(reviews):``) or *scope*
("in JS", "while debugging", "(IDE)"). A choice is also told by fit ("X suits me better / best", "stopped suiting
her") or by a possessive noun of choosing ("X is my pick", "my favourite route is X"). :func:`attitudes` reads them
out of one text;
:mod:`core.conflicts.attitude_change` compares two texts' attitudes.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from core.conflicts import wording as F
from core.conflicts.handed_as import TOLD_AS, told_value, values_told_as
from core.conflicts.kept_results import kept_result
from core.conflicts.note_dates import undated
from core.conflicts.opinion import OPINION_CUE, judgement, request
from core.conflicts.value_words import UNIT_WORDS
from core.model.lean import lean_dataclass
from core.text.tokens import stem

FOR, AGAINST = 1, -1
# The mark of a scope told over the whole of a thing ("on all PRs"): it narrows no slot (:func:`same_scope`).
BROAD = "*"

# Verbs of attitude, by how many words they span; the object follows. "exclusive" verbs say a
# value was chosen over others (a preference, a want); plain liking can hold for many things.
_FOR_EXCLUSIVE = """prefer | prefers | preferred | preferring | favour | favours | favor | favors | favoured | favored
    | favouring | favoring | requesting | asking for | insisted upon | insists upon | insist upon
    | want | wants | wanted | pick | picks | picked | choose | chooses | chose | chosen | would rather | 'd rather
    | rather
    | asks for | asked for | ask for | swear by | swears by | swore by | come around to | came around to
    | come round to | came round to | warmed up to | warmed to | warming up to | switched to | moved to
    | sold on | gone with | going with | went with | settled on | insist on | insists on | insisted on
    | requested | adopt | adopts | adopted | reach for | reaches for | reached for | expects | expected
    | requires | required | leans | leaning | leaned | leant | leans toward | leans towards | leaning toward
    | leaning towards | leaned toward | leaned towards | lean toward | lean towards | opt for | opts for | opted for
    | opting for"""
_FOR_PLAIN = """like | likes | liked | love | loves | loved | enjoy | enjoys | enjoyed | adore | adores
    | fine with | happy with | happy using | fine using | ok with | okay with | keen on | fond of | a fan of
    | into | fan of | appreciate | appreciates | appreciated | welcomed | encouraged | okays | okayed | ok's
    | approves | approved | accepts | accepted | accepting"""
_AGAINST = """dislike | dislikes | disliked | hate | hates | hated | avoid | avoids | avoided | detest | detests
    | loathe | loathes | can't stand | cannot stand | can not stand | soured on | gone off | went off | going off
    | turned against | grown tired of | grew tired of | getting tired of | got tired of | tired of | sick of
    | fed up with | done with | over | not a fan of | no fan of | voted down | voted out
    | skip | drop | ditch | stop | discouraged | frowned upon | against | reject | rejects | rejected
    | decided against | decides against | ruled out | rules out"""
# Said after the object: "yarn out of favour", "tabs bug me", "in-person is a hassle".
_AFTER_AGAINST = """out of favour | out of favor | bugs me | bug me | annoys me | annoy me | is a hassle | are a hassle
    | is a pain | are a pain | is annoying | are annoying | is discouraged | are discouraged | is disliked
    | are disliked | is avoided | are avoided | discouraged | disliked | avoided | banned | not wanted
    | no longer wanted | is banned | are banned"""
_AFTER_FOR = """please | ok | okay | wanted | welcome | fine | preferred | is preferred | are preferred
    | has won me over | have won me over | won me over | has grown on me | have grown on me | grew on me
    | is favoured | are favoured | is favored | are favored | is liked | are liked | is wanted | are wanted
    | is accepted | are accepted | is allowed | are allowed"""
# Words that mark the attitude as new ("now", "these days", "going forward").
_CHANGED = re.compile(r"\b(?:now|these days|nowadays|going forward|from now on|anymore|any more|no longer"
                      r"|come around|came around|warmed|soured|gone off|switched|instead)\b")
# Where an object ends.
_BOUNDARY = frozenset("for while when whenever during since because after before unless except than over instead "
                      "rather to so and but if until even on at via by whether especially including which that "
                      "who where".split())
# Where an object's head ends and its complement starts ("answers *with* lots of explanation").
_INNER = frozenset("in as with of from".split())
# "for browsing *this year*": when, not which slot.
_WHEN_WORDS = frozenset("this last next today now these nowadays since".split())
# Where the values a thing is handed in end ("in US dollars *from now on*"): :func:`.handed_as.values_told_as`.
_TOLD_AS_ENDS = _BOUNDARY | _WHEN_WORDS
_SCOPE_LEADS = frozenset("in on at while when during across".split())
_PURPOSE_LEADS = frozenset({"for"})
_NOTE_KEYS = {"pref": FOR, "prefs": FOR, "preference": FOR, "preferences": FOR, "likes": FOR, "like": FOR,
              "wants": FOR, "dislikes": AGAINST, "avoid": AGAINST, "avoids": AGAINST}
# "pref: X" names the one preferred; "likes: X" one of many things liked.
_EXCLUSIVE_NOTE_KEYS = frozenset("pref prefs preference preferences wants".split())
_HOLDER_SELF = frozenset("i i'm i've i'd me my we we're we've our us user user's users".split())
_SELF_POSSESSIVES = frozenset("my our user's users'".split())
_OTHER_PEOPLE = frozenset("lead manager teammate teammates colleague colleagues partner boss wife husband friend "
                          "team's manager's lead's mentor client clients customer customers previous".split())
_NEGATORS = frozenset("not n't never no don't doesn't didn't won't isn't aren't stopped".split())
_LIGHT = frozenset("get getting got have having use using used do doing keep keeping run running write writing "
                   "the a an my our their his her your this that these those some more lots lot any just only "
                   "one ones it them its also too really very much most always now nowadays anymore days these "
                   "going forward honestly actually please working".split())
_HEDGED = re.compile(r"\b(?:used to|previously|formerly|back then|in the past|whether|might|maybe|perhaps"
                     r"|considering|thinking about|thinking of|open to|curious"
                     r"|wondering|trying|try|would like to|could|if)\b")
_ASIDE = re.compile(r"\s[—–]\s[^—–;]{1,40}\s[—–]\s")
# A clock time, or a span of two, is one word ("at 6:30", "the 07:00–19:00 shifts"): its colon or dash parts no clause.
_TOKEN = re.compile(r"\d{1,2}:\d\d(?:\s?[–-]\s?\d{1,2}:\d\d)?|[\w][\w'’+#./-]*[\w+#]|\w|[;:,()—–=→!?]")
_CLAUSE_BREAKS = frozenset(";.!?—–()")


def _phrases(text: str) -> tuple[tuple[str, ...], ...]:
    found = {tuple(p.split()) for p in text.replace("\n", " ").split("|") if p.strip()}
    return tuple(sorted(found, key=len, reverse=True))


_VERBS = tuple(sorted([(p, FOR, True) for p in _phrases(_FOR_EXCLUSIVE)]
                      + [(p, FOR, False) for p in _phrases(_FOR_PLAIN)]
                      + [(p, AGAINST, False) for p in _phrases(_AGAINST)], key=lambda v: -len(v[0])))
_AFTER = tuple(sorted([(p, AGAINST) for p in _phrases(_AFTER_AGAINST)]
                      + [(p, FOR) for p in _phrases(_AFTER_FOR)], key=lambda v: -len(v[0])))
# The phrases by their first word: a clause is matched word by word, not phrase by phrase.
_VERBS_AT: dict[str, list[tuple[tuple[str, ...], int, bool]]] = {}
for _verb in _VERBS:
    _VERBS_AT.setdefault(_verb[0][0], []).append(_verb)
_AFTER_AT: dict[str, list[tuple[tuple[str, ...], int]]] = {}
for _after in _AFTER:
    _AFTER_AT.setdefault(_after[0][0], []).append(_after)
# Every word that can open an attitude, as one pattern: a text with none states no attitude.
_CUE = re.compile(r"\b(?:" + "|".join(sorted({re.escape(p[0][0]) for p in _VERBS} | {re.escape(p[0][0]) for p in _AFTER}
                                             | {re.escape(k) for k in _NOTE_KEYS})) + r")\b")
_PASSIVE_AUX = F.PASSIVE_AUX


@lean_dataclass(frozen=True)
class Attitude:
    """One attitude a text states: ``holder`` is for (``polarity`` 1) or against (-1) ``words``."""

    holder: str
    polarity: int
    head: str
    modifiers: frozenset[str]
    words: frozenset[str]
    scope: frozenset[str]
    purpose: frozenset[str]
    exclusive: bool
    contrast: bool = False


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
                         "also still just truly genuinely definitely".split())


def _holder(before: list[str], text_holder: str) -> str:
    """Who holds the attitude, from the words before its verb."""
    before = [w for w in before if w not in _NOT_HOLDERS and w not in _NEGATORS and w not in F.STOP_WORDS
              and not w.endswith("ly")]
    if not before:
        return text_holder or "self"
    if any(w in _OTHER_PEOPLE for w in before) or any(w.endswith(("'s", "’s")) and w not in ("user's",)
                                                     for w in before if w not in _HOLDER_SELF):
        return "other:" + "-".join(before[-2:])
    if before[-1] not in _HOLDER_SELF and before[-1] != "own" and before[-1].isalpha() \
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


@lru_cache(maxsize=8192)
@kept_result()
def attitudes(text: str) -> tuple[Attitude, ...]:
    """Every attitude ``text`` states, in order (cached: a text always reads the same)."""
    body = undated(text)
    body = _ASIDE.sub(" ", body)
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
                if not attitude.holder.startswith("other:") and not holder:
                    holder = attitude.holder
                if not attitude.contrast:
                    last = attitude
    return tuple(found)


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
            if phrase == ("over",) and not (i > 0 and words[i - 1] in ("is", "are", "i'm", "am", "'s", "we're")):
                continue
            if phrase in (("into",), ("rather",), ("drop",), ("skip",), ("stop",), ("ditch",)) and i > 0 \
                    and phrase != ("rather",):
                if not (phrase == ("into",) and words[i - 1] in ("is", "are", "am", "i'm", "really")):
                    continue
            if phrase == ("rather",) and not (i > 0 and words[i - 1] in ("would", "'d", "i'd", "we'd")):
                continue
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


# "X suits me better", "suit them best", "don't suit", "stopped suiting her": a thing told fitting its holder better or
# best (an exclusive choice), or no longer fitting (against it); the thing is the clause's subject before the verb.
_SUIT_VERBS = frozenset("suit suits suited suiting".split())
_SUIT_DENIED = frozenset("don't doesn't didn't no longer stopped stop never not".split())
_SUIT_PERSONS = {"me": "self", "us": "self"}
_DEGREE = frozenset("far much a lot way even".split())
# Whoever reports the judgement ("the user said …", "Bruno says …"): the words before it are no part of the thing.
_REPORTED = frozenset("said says say thinks think finds find reckons reports".split())


def _suited(words: list[str], holder: str) -> list[Attitude]:
    """The attitude a "suits me better / best" or "stopped suiting" clause tells (see :data:`_SUIT_VERBS`): for the
    subject, told best or better, and against what a "than …" names beside it; against the subject when denied. A
    plain "suits me" is no choice among values and says nothing here."""
    at = next((k for k, w in enumerate(words) if w in _SUIT_VERBS and k > 0), -1)
    if at < 0:
        return []
    before = words[:at]
    said = max((k for k, w in enumerate(before) if w in _REPORTED), default=-1)
    if said >= 0:
        who, before = before[:said], before[said + 1:]
        before = before[1:] if before[:1] == ["that"] else before
    else:
        who = []
    denied = bool(before) and before[-1] in _SUIT_DENIED
    while before and (before[-1] in _SUIT_DENIED or before[-1] in ("have", "has", "had", "started", "now")):
        before = before[:-1]
    rest = words[at + 1:]
    person = rest[0] if rest and rest[0] in ("me", "us", "them", "him", "her", "you") else ""
    rest = rest[1:] if person else rest
    rest = [w for w in rest if w not in _DEGREE]
    better = rest[:1] in (["better"], ["best"])
    if not person or not (better or denied) or (better and denied):
        return []
    subject, _, _ = _object(before, 0)
    head, mods, all_words, scope = _split_object(subject)
    if not head:
        return []
    owner = _SUIT_PERSONS.get(person) or (_holder(who, holder) if who else holder or "self")
    rest_scope, purpose = _trailing(rest[1:] if better else rest)
    out = [Attitude(owner, AGAINST if denied else FOR, head, mods, all_words, scope | rest_scope, purpose, True)]
    if better and rest[1:2] == ["than"]:
        other, _, _ = _object(rest, 2)
        o_head, o_mods, o_words, o_scope = _split_object(other)
        if o_head:
            out.append(Attitude(owner, AGAINST, o_head, o_mods, o_words, o_scope, purpose, True, contrast=True))
    return out


# "56mm is my pick", "platinum has become my favourite for resizing", "the user's favourite route is the cliff loop":
# a holder's one chosen value told by a noun of choosing after a possessive.
_CHOICE_NOUNS = frozenset("pick favourite favorite go-to choice".split())
_POSSESSIVE_HOLDERS = {"my": "self", "our": "self", "user's": "self"}
_BECOME = frozenset("is are has have become becomes became now".split())


def _chosen_as(words: list[str], holder: str) -> list[Attitude]:
    """The attitude a possessive noun of choosing tells (see :data:`_CHOICE_NOUNS`): "X is my pick (for P)" and "my
    favourite N is X" are for X, held by the possessor; another person's possessive ("Sam's pick") is theirs."""
    at = next((k for k, w in enumerate(words) if w in _CHOICE_NOUNS and k > 0 and (
        words[k - 1] in _POSSESSIVE_HOLDERS or words[k - 1].endswith("'s"))), -1)
    if at < 0:
        return []
    possessor = words[at - 1]
    owner = _POSSESSIVE_HOLDERS.get(possessor) or (
        holder if holder and holder.startswith("other:") else "other:" + possessor.removesuffix("'s"))
    if possessor.endswith("'s") and possessor != "user's" and at >= 2 and words[at - 2] == "the":
        owner = "team" if possessor in ("team's", "club's", "crew's") else owner
    before, after = words[:at - 1], words[at + 1:]
    if before and before[-1] in _BECOME and len(before) >= 2:
        # "X is my pick for street", "platinum has become my favourite"
        while before and before[-1] in _BECOME:
            before = before[:-1]
        subject, _, _ = _object(before, 0)
        rest_scope, purpose = _trailing(after)
    elif not before or before == ["the"]:
        # "my favourite route is the cliff loop": the noun after it names the slot, the value follows the copula
        cop = next((k for k, w in enumerate(after) if w in ("is", "are")), -1)
        if cop < 1:
            return []
        subject, _, _ = _object(after, cop + 1)
        rest_scope, purpose = frozenset(), frozenset(_content(after[:cop]))
    else:
        return []
    head, mods, all_words, scope = _split_object(subject)
    if not head:
        return []
    return [Attitude(owner, FOR, head, mods, all_words, scope | rest_scope, purpose, True)]


# Words that deny a passive between its auxiliary and its verb: "are no longer wanted", "is not liked".
_PASSIVE_DENIED = frozenset("no longer not never aren't isn't wasn't weren't".split())


# The perfect's auxiliaries before a passive's "been": "has been favoured", "have not been wanted".
_PERFECT = frozenset("has have had 's 've".split())


# What may follow a participle told without its auxiliary: a when ("minitest preferred going forward", "rebase-merge
# preferred from here on"), its agent ("… favoured by the crew") or nothing.
_AFTER_BARE = frozenset("from going since now again these henceforth by instead".split())
_BARE_PARTICIPLES = frozenset("preferred favoured favored wanted requested chosen adopted".split())


def _bare_participle(words: list[str], i: int, before: list[str]) -> bool:
    """A note's passive without its auxiliary: a thing, then the participle, then a when, an agent or the end
    ("rebase-merge preferred from here on"); not a past active verb after its subject ("I preferred tea")."""
    if words[i] not in _BARE_PARTICIPLES or not before or any(w in _HOLDER_SELF or w in _PRONOUNS for w in before):
        return False
    return i == len(words) - 1 or words[i + 1] in _AFTER_BARE


_PRONOUNS = frozenset("he she they it you who that which".split())


def _passive_before(before: list[str]) -> bool:
    """Whether the words before a participle end in a passive's auxiliary, a denial between them allowed."""
    kept = [w for w in before if w not in _PASSIVE_DENIED]
    auxiliaries = _PASSIVE_AUX | {"now", "actually", "still", "generally"}
    return bool(kept) and kept[-1] in auxiliaries


def _opinion(words: list[str], holder: str) -> Attitude | None:
    """An attitude told as a judgement or a request (:mod:`.opinion`): "Poetry feels sluggish to them"."""
    said = judgement(words) or request(words)
    if said is None:
        return None
    obj, rest, _ = _object(list(said.thing), 0)
    head, mods, all_words, scope = _split_object(obj)
    if not head:
        return None
    rest_scope, purpose = _trailing(rest + list(said.after))
    who = _holder(list(said.holder), holder) if said.holder else (
        _holder(list(said.agent), holder) if said.agent else holder or "self")
    judged_for = [w for w in said.after[1:3] if w not in ("the", "a", "an", "our", "my")] \
        if said.after[:1] in (("for",), ("to",)) else []
    if judged_for and judged_for[0] not in _HOLDER_SELF and judged_for[0] not in ("them", "him", "her", "anyone"):
        who = "other:" + judged_for[0]  # "a chore for the new hires": someone else's judgement
    whose = _whose(said.after)
    if whose:
        who = "other:" + whose  # "strains my partner's eyes": a fault found for someone else
    return Attitude(who, said.polarity, head, mods, all_words, scope | rest_scope, purpose, said.polarity == FOR)


def _whose(after: tuple[str, ...]) -> str:
    """Who a judgement's object after its fault word belongs to when that is not the holder ("strains *my partner's*
    eyes", "hurts *his* back"); "" for the holder's own ("strains my eyes") or none."""
    if not after:
        return ""
    first = after[0]
    if first in ("my", "our") and len(after) > 2 and after[1].endswith(("'s", "’s")):
        return after[1][:-2]
    if first in ("his", "her", "their") or (first.endswith(("'s", "’s")) and len(first) > 3):
        whose = first.removesuffix("'s").removesuffix("’s")
        return "" if whose in _HOLDER_SELF or whose == "user" else whose  # "the user's knees": the holder's
    return ""


# Words of when that may follow a passive's agent: "favoured by the head archivist *these days*".
_AGENT_ENDS = frozenset("these this nowadays lately today currently going per again recently instead of".split())


_SHARE_OF = frozenset("most many some all few half several none each both one two three the".split())


def _agent(after: list[str], holder: str) -> str:
    """The holder of a passive attitude: "by the user", "by Jordan", "on this team"."""
    # "by the lead", "over spaces by the backend lead": the first "by" before the clause ends.
    by = next((k for k, w in enumerate(after[:6]) if w == "by" or w in (",", ";")), -1)
    if by >= 0 and after[by] == "by":
        who: list[str] = []
        for w in after[by + 1:]:
            if w == "of" and all(v in _SHARE_OF for v in who):
                who = []  # "by most of the learners": the learners, some of them
                continue
            if w in _BOUNDARY or w in (",", "in", "as", "since", "now", "across", "from", "starting", "effective") \
                    or w in _AGENT_ENDS:
                # "by the IT manager from this quarter", "by the head archivist these days": when, not who
                break
            who.append(w)
        return _holder(who, holder) if who else holder
    if "team" in after[:4]:
        return "team"
    return holder or "impersonal"


@lru_cache(maxsize=8192)  # the newcomer's is asked beside each of its candidates
@kept_result()
def has_cue(text: str) -> bool:
    """Whether ``text`` holds any word an attitude is told with (a cheap test before reading it)."""
    low = text.lower()
    return _CUE.search(low) is not None or OPINION_CUE.search(low) is not None or _TOLD_CUE.search(low) is not None


# The words :func:`_suited` and :func:`_chosen_as` read an attitude from.
_TOLD_CUE = re.compile(r"\b(?:suit|suits|suited|suiting|pick|favourite|favorite|go-to|choice)\b")
