"""What a memory's text asserts, in the shapes the rules compare.

:func:`analyse` reads one text once and returns a :class:`Statement`: its polarity
(negated, a removal, already past), an exclusive role it assigns ("primary editor =
neovim"), its subject words and typed values, and — for a removal — the words of the
thing said to be gone. Framing words never count as subject.
"""

from __future__ import annotations

from dataclasses import field
from functools import lru_cache

from core.conflicts.lexicon import (
    ASSERTION_COUNTERPARTS,
    CHANGE_WORDS,
    COPULAS,
    EVENT_ANCHORS,
    FRAMING_WORDS,
    HEDGE_PHRASES,
    HEDGES,
    LIGHT_VERBS,
    NEGATIONS,
    OBJECT_BOUNDARIES,
    ORDINAL_NOUNS,
    PAST_PHRASES,
    REMOVAL_PHRASES,
    REMOVAL_WORDS,
    REPLACEMENT_MARKERS,
    REPLACING_CUES,
    ROLE_BOUNDARIES,
    ROLE_MARKERS,
    STOP_WORDS,
    TIME_WORDS,
)
from core.conflicts.text import Token, tokenize, value_slot
from core.conflicts.value_words import TEXT_UNITS
from core.model.lean import lean_dataclass

_AUXILIARIES = frozenset("was were is are been be got has have had being".split())
_DETERMINERS = frozenset("the my our their your his her a an its".split())
_CLAUSE_BREAKS = frozenset(";,()—–".split()) | {"but", "and", "while", "although"}
# Words that, right after a copula, introduce a place or time rather than a name.
_SLOT_LEADS = frozenset("in at on to the a an".split())
_VERB_BOUNDARY = COPULAS | LIGHT_VERBS | CHANGE_WORDS | frozenset("has have had".split())


@lean_dataclass(frozen=True)
class Role:
    """An exclusive role a text assigns: whose, which role, and the value holding it."""

    owner: str
    words: frozenset[str]
    values: frozenset[str]
    role_text: str
    value_text: str


@lean_dataclass(frozen=True)
class Removal:
    """A removal the text reports: the cue and the words of what is gone."""

    cue: str
    object_words: frozenset[str]
    object_text: str


@lean_dataclass(frozen=True)
class Statement:
    """One memory text, analysed for the contradiction rules."""

    text: str
    tokens: tuple[Token, ...]
    hedged: bool
    negated: bool
    past: bool
    removal: Removal | None
    role: Role | None
    subject: frozenset[str]
    values: dict[str, frozenset[str]] = field(hash=False)
    value_text: dict[str, str] = field(hash=False)
    content: frozenset[str] = frozenset()
    words: frozenset[str] = frozenset()
    possessive_only: frozenset[str] = frozenset()
    anchors: frozenset[str] = frozenset()

    @property
    def negative(self) -> bool:
        """Denies, reports a removal, or speaks only of the past."""
        return self.negated or self.removal is not None or self.past


def _is_content(token: Token, ignore: frozenset[str] = frozenset()) -> bool:
    if token.kind == "punct":
        return False
    if token.is_value:
        return True
    low = token.low
    return not (low in STOP_WORDS or low in FRAMING_WORDS or low in NEGATIONS or low in ignore
                or token.stem in ignore or low in HEDGES)


def _stems(tokens, ignore: frozenset[str] = frozenset()) -> frozenset[str]:
    return frozenset(t.stem for t in tokens if _is_content(t, ignore))


def _find_phrase(lows: list[str], phrases) -> tuple[int, int] | None:
    for phrase in phrases:
        n = len(phrase)
        for i in range(len(lows) - n + 1):
            if tuple(lows[i:i + n]) == phrase:
                return i, i + n
    return None


def _removal_cue(tokens: list[Token]) -> tuple[int, int] | None:
    lows = [t.low for t in tokens]
    span = _find_phrase(lows, REMOVAL_PHRASES)
    if span:
        return span
    for i, low in enumerate(lows):
        if low not in REMOVAL_WORDS:
            continue
        if low == "left" and (i + 1 >= len(lows) or (i > 0 and lows[i - 1] in ("the", "on", "to", "at"))
                              or lows[i + 1] in ("of", "side", "hand", "-hand")):
            continue  # a side ("set left of the bench", "the left side") or what remains ("what's left of it")
        if low in ("stop", "stopped") and i + 1 < len(lows) and lows[i + 1] in ("by", "at", "in"):
            continue
        return i, i + 1
    for i, low in enumerate(lows):
        # "migrated the docs off Netlify", "moved the API away from Heroku"
        if low in ("migrated", "moved", "switched") and any(w in ("off",) for w in lows[i + 1:i + 6]):
            return i, i + 1
    return None


def _clause_bounds(tokens: list[Token], start: int, end: int) -> tuple[int, int]:
    left = start
    while left > 0 and tokens[left - 1].low not in _CLAUSE_BREAKS:
        left -= 1
    right = end
    while (right < len(tokens) and tokens[right].low not in _CLAUSE_BREAKS
           and tokens[right].low not in OBJECT_BOUNDARIES):
        right += 1
    return left, right


def _removal(tokens: list[Token]) -> Removal | None:
    span = _removal_cue(tokens)
    if span is None:
        return None
    start, end = span
    cue_words = [t.low for t in tokens[start:end]]
    left, right = _clause_bounds(tokens, start, end)
    before = list(tokens[left:start])
    after = list(tokens[end:right])
    cue_head = cue_words[0]
    passive = bool(before) and before[-1].low in _AUXILIARIES
    if cue_head in REPLACING_CUES:
        cut = next((i for i, t in enumerate(after) if t.low in REPLACEMENT_MARKERS), None)
        if cut is not None:
            after = after[:cut]
        if cue_head in ("replaced", "replace") and not passive and _stems(before) and cut is None:
            # "Neovim replaced VS Code as my main editor": the subject is the replacement.
            stop = next((i for i, t in enumerate(after) if t.low == "as"), len(after))
            before, after = [], after[:stop]
    if cue_head in ("migrated", "moved", "switched") and "off" not in cue_words:
        after = [t for t in after if t.low != "off"]
    ignore = TIME_WORDS | CHANGE_WORDS | frozenset(cue_words)
    kept = [t for t in before + after if not (t.kind == "word" and t.low in ignore)]
    words = _stems(kept, ignore)
    if not words:
        return None
    text = " ".join(t.surface for t in kept if _is_content(t, ignore))
    return Removal(cue=" ".join(cue_words), object_words=words, object_text=text)


def _role(tokens: list[Token]) -> Role | None:
    marker = None
    for i, token in enumerate(tokens):
        if token.kind == "word" and token.low in ROLE_MARKERS:
            prev = tokens[i - 1] if i else None
            if token.low == "only" and not (prev is None or prev.low in _DETERMINERS or prev.possessive):
                continue
            marker = i
            break
    if marker is None:
        return None
    owner = ""
    if marker > 0 and tokens[marker - 1].possessive:
        owner = tokens[marker - 1].stem
    elif marker > 1 and tokens[marker - 1].low == "the" and tokens[marker - 2].possessive:
        owner = tokens[marker - 2].stem
    j = marker + 1
    while j < len(tokens) and tokens[j].low not in ROLE_BOUNDARIES:
        j += 1
    role_tokens = tokens[marker + 1:j]
    role_words = _stems(role_tokens, CHANGE_WORDS | TIME_WORDS)
    if not role_words:
        return None
    rest = tokens[j:]
    value_tokens: list[Token] | None = None
    if rest and rest[0].low in COPULAS:
        value_tokens = list(rest[1:])
    elif rest and rest[0].low == "to":
        value_tokens = list(rest[1:])
    elif rest and rest[0].low == "from":
        to = next((k for k, t in enumerate(rest) if t.low == "to"), None)
        value_tokens = list(rest[to + 1:]) if to is not None else None
    else:
        head = tokens[:marker - (1 if marker and tokens[marker - 1].low in _DETERMINERS else 0)]
        lows = [t.low for t in head]
        for k in range(len(lows) - 1, -1, -1):
            if lows[k] in COPULAS or lows[k] in ("as", "become", "became"):
                value_tokens = list(head[:k])
                if lows[k] == "as":
                    use = max((n for n, w in enumerate(lows[:k]) if w in ("use", "uses", "using")), default=-1)
                    value_tokens = list(head[use + 1:k])
                break
    if value_tokens is None:
        return None
    ignore = CHANGE_WORDS | TIME_WORDS
    values = _stems(value_tokens, ignore)
    shown = [t for t in value_tokens if _is_content(t, ignore)]
    if not values or all(_predicate(t) for t in shown):
        return None
    return Role(owner=owner, words=role_words, values=values,
                role_text=" ".join(t.surface for t in tokens[marker:j]),
                value_text=" ".join(t.surface for t in shown))


def _predicate(token: Token) -> bool:
    """A participle or adverb ("protected", "nightly"): says how the role is, not who holds it."""
    return (token.kind == "word" and not token.surface[:1].isupper() and len(token.low) > 4
            and token.low.endswith(("ed", "ly")))


def _subject_and_values(tokens: list[Token]) -> tuple[frozenset[str], dict[str, frozenset[str]], dict[str, str]]:
    boundary = next((i for i, t in enumerate(tokens) if i > 0 and t.low in _VERB_BOUNDARY), None)
    subject: set[str] = set()
    values: dict[str, set[str]] = {}
    shown: dict[str, list[str]] = {}
    names = _name_slot(tokens, boundary)
    ignore = CHANGE_WORDS | LIGHT_VERBS | TIME_WORDS | frozenset(TEXT_UNITS)
    for i, token in enumerate(tokens):
        if i in names:
            continue
        if token.is_value:
            if _names_subject(tokens, i, boundary):
                subject.add(token.stem)
                continue
            slot = value_slot(token)
            values.setdefault(slot, set()).add(token.stem)
            shown.setdefault(slot, []).append(token.surface)
        elif _is_content(token, ignore) and not (token.kind == "word" and token.low in EVENT_ANCHORS):
            subject.add(token.stem)
    if names:
        values["name"] = {tokens[i].stem for i in names}
        shown["name"] = [tokens[i].surface for i in sorted(names)]
    return (frozenset(subject), {k: frozenset(v) for k, v in values.items()},
            {k: " ".join(v) for k, v in shown.items()})


def _names_subject(tokens: list[Token], i: int, boundary: int | None) -> bool:
    """Whether a value identifies the subject rather than stating its value.

    A value before the verb ("Q3 planning is…", "service 2 runs…", "Port 5432 is…"),
    right after an ordinal noun ("issue 42", "step 3"), or at the very start of a text
    with no recognisable verb ("Sprint 14 ends…") names *which* thing — two of them are
    two things, not one thing that changed.
    """
    if i > 0 and tokens[i - 1].low in ORDINAL_NOUNS:
        return True
    if boundary is not None:
        return i < boundary
    return i == 1 and tokens[0].kind == "word"


def _name_slot(tokens: list[Token], boundary: int | None) -> set[int]:
    """Capitalised names right after a copula or "moved/changed to" ("the lead is Maria")."""
    if boundary is None:
        return set()
    k = boundary + 1
    while k < len(tokens) and (tokens[k].low in CHANGE_WORDS or tokens[k].low in _SLOT_LEADS):
        k += 1
    found: set[int] = set()
    while k < len(tokens) and tokens[k].kind == "word" and tokens[k].cap:
        found.add(k)
        k += 1
    return found


@lru_cache(maxsize=4096)
def analyse(text: str) -> Statement:
    """Analyse one memory text (cached: the same text always gives the same statement)."""
    tokens = tokenize(text)
    lows = [t.low for t in tokens]
    removal = _removal(tokens)
    negated = any(t.kind == "word" and t.low in NEGATIONS for t in tokens)
    past = _find_phrase(lows, PAST_PHRASES) is not None
    hedged = "?" in text or any(low in HEDGES for low in lows) or _find_phrase(lows, HEDGE_PHRASES) is not None
    subject, values, value_text = _subject_and_values(tokens)
    ignore = CHANGE_WORDS | TIME_WORDS | ASSERTION_COUNTERPARTS | frozenset(REMOVAL_WORDS)
    content = frozenset(s for s in _stems(tokens, ignore) if s not in {"longer", "rid"})
    words = frozenset(t.stem for t in tokens if t.kind != "punct" and t.low not in STOP_WORDS)
    plain = {t.stem for t in tokens if not t.possessive}
    possessive_only = frozenset(t.stem for t in tokens if t.possessive and t.stem not in plain)
    anchors = frozenset(low for low in lows if low in EVENT_ANCHORS)
    return Statement(
        text=text, tokens=tuple(tokens), hedged=hedged, negated=negated, past=past, removal=removal,
        role=_role(tokens), subject=subject, values=values, value_text=value_text, content=content,
        words=words, possessive_only=possessive_only, anchors=anchors,
    )
