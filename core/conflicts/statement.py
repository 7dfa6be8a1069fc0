"""The statement model: a memory read as *entity + attribute = value*, with polarity and change.

:func:`read` turns one memory text into a :class:`Statement`:

- **key** — the stems that say *which* fact this is: the entity ("production redis",
  "Priya", the user) and the attribute ("version", "home city"). An attribute family's
  wording folds into one tag (``@residence`` for "lives in", "is based in", "moved to");
  a tool's class stands in for the class noun ("Chrome" carries ``@browser``);
- **values** — what a correction changes, by slot (``version``, ``time``, ``number:engineer``,
  ``name``, ``licence``…), normalised by :mod:`core.conflicts.values`;
- **polarity and change** — what the text *denies* or says has *stopped* ("no longer uses
  CircleCI", "Bear is gone", "left Shopify"), what it gives as the *previous* value ("from
  Bangalore to Hyderabad", "(was 6.2)", "X → Y"), and whether it marks a change at all
  ("now", "moved to", "renamed");
- **what blocks a contradiction** — hedged or planned clauses (dropped), additive wording
  ("also", "as well", "another"), temporary or one-off events ("this morning", "for a
  conference"), clauses about the past ("used to", "before"), and scope qualifiers
  ("staging", "weekends", "the user's partner") that make it another attribute.

The text is split into clauses first (``;``, dashes, brackets, ", so", "and left …") so
each cue governs only its own clause. Everything here is a pure function of the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache

from core.conflicts import families as F
from core.conflicts.values import MONTHS, Token, tokenize
from core.text.tokens import stem

# Slots whose values say *when*; a schedule that moves changes several of them at once.
WHEN_SLOTS = frozenset({"time", "weekday", "daypart", "ordinal", "date"})
_NULL_VALUES = frozenset({"n/a", "none", "nothing", "nil", "null", "-"})
_SEPARATORS = frozenset({":", "=", "->", "→", "=>", "⇒"})
_CLAUSE_PUNCT = frozenset({";", "—", "–", "-", "(", ")", ".", "?", "!", "[", "]", "|"})
_SPLIT_AFTER_COMMA = frozenset(
    "so but and now not no which they we i it he she then while whereas although though yet their our my".split()
)
_SPLIT_WORDS = frozenset({"but", "while", "whereas", "although", "though"})
_DETERMINERS = frozenset("the a an my our their your his her its this that these those some".split())
_PREPOSITIONS = frozenset("in at on to for with by from of via through under into onto over as".split())
# Verbs and verb-like words that end a sentence's subject.
# Verbs that end a sentence's subject. Forms that are often nouns ("point", "posts", "release")
# are left out: a name before them would be misread as a value.
_VERB_WORDS = F._words(
    """
    is are was were am be been being has have had uses used runs ran lives lived works worked joins joined owns
    maintains maintained manages managed prefers preferred likes liked wants wanted tracks tracked deploys deployed
    publishes published announces announced communicates released ships shipped keeps kept allows allowed capped
    checked called picks waters drinks eats sleeps walks meditates reviewed targets targeted depends depended
    supported requires required needs spends sends sent receives received filed handled built makes made writes
    wrote installed registered assigned scheduled processed performed updated flushed scraped rotated holds held
    happens happened goes went gets got takes took listens serves served hosts hosted sits stays based located
    configured distributed licensed named renamed moved switched changed upgraded bumped raised lowered extended
    migrated relocated left quit dropped retired replaced swapped transferred handed reassigned rebranded relicensed
    promoted hired employed appointed became responds resides points
    live own maintain manage prefer like want join reside
    """
)

_HAS = {name: fam["has"] for name, fam in F.FAMILIES.items()}
_CHANGE = {name: fam["change"] for name, fam in F.FAMILIES.items()}
_NOUNS = {noun: name for name, fam in F.FAMILIES.items() for noun in fam["nouns"]}


def _noun_family(t: Token) -> str | None:
    return _NOUNS.get(t.low) if t.kind == "word" else None


@dataclass(frozen=True)
class Denial:
    """Something the text says is not (or no longer) so: the cue and what it applies to."""

    cue: str
    words: frozenset[str]
    values: tuple[tuple[str, str], ...]
    text: str
    tags: frozenset[str] = frozenset()
    possessive: bool = False


@dataclass(frozen=True)
class Statement:
    """One memory text read for contradictions (see the module doc)."""

    text: str
    key: frozenset[str]
    values: dict[str, frozenset[str]] = field(hash=False, compare=False)
    shown: dict[str, str] = field(hash=False, compare=False)
    names: frozenset[str] = frozenset()
    words: frozenset[str] = frozenset()
    prior: tuple[tuple[str, str, str], ...] = ()
    denials: tuple[Denial, ...] = ()
    families: frozenset[str] = frozenset()
    negated: bool = False
    change: bool = False
    hedged: bool = False
    additive: bool = False
    temporary: bool = False
    event: bool = False
    history: bool = False
    past_only: bool = False
    relation: frozenset[str] = frozenset()
    scope: frozenset[str] = frozenset()
    notes: frozenset[str] = frozenset()
    classes: frozenset[str] = frozenset()
    possessive_only: frozenset[str] = frozenset()
    soft: frozenset[str] = frozenset()
    exclusive: bool = False
    list_like: bool = False
    type_key: bool = False
    past_event: bool = False
    terse: bool = False
    moment: date | None = None
    key_text: str = ""
    shift: str = ""

    @property
    def asserts(self) -> bool:
        """Whether the text states a current value at all."""
        return bool(self.values) or bool(self.key)


# --- clauses ----------------------------------------------------------------------------------------


@dataclass
class _Clause:
    tokens: list[Token]
    paren: bool = False
    hedged: bool = False
    history: bool = False


def _lows(tokens: list[Token]) -> list[str]:
    return [t.low for t in tokens]


def _norms(tokens: list[Token]) -> list[str]:
    """The words as written, lower-case: what the lexicon's phrases match."""
    return [t.low for t in tokens]


_PHRASE_INDEX: dict[int, dict[str, list[tuple[str, ...]]]] = {}


def _index(phrases) -> dict[str, list[tuple[str, ...]]]:
    """Phrases by their first word (longest first), built once per phrase list."""
    index = _PHRASE_INDEX.get(id(phrases))
    if index is None:
        index = {}
        for phrase in sorted(phrases, key=len, reverse=True):
            index.setdefault(phrase[0], []).append(phrase)
        _PHRASE_INDEX[id(phrases)] = index
    return index


def _find(norms: list[str], phrases) -> list[tuple[int, int]]:
    """Every (start, end) where one of ``phrases`` occurs, longest first at each place, never overlapping."""
    index = _index(phrases)
    if index.keys().isdisjoint(norms):
        return []
    found = []
    i, n = 0, len(norms)
    while i < n:
        for phrase in index.get(norms[i], ()):
            k = len(phrase)
            if i + k <= n and all(p == "*" or p == w for p, w in zip(phrase, norms[i:i + k])):
                found.append((i, i + k))
                i += k
                break
        else:
            i += 1
    return found


def _has(norms: list[str], phrases) -> bool:
    return bool(_find(norms, phrases))


def _additive_phrase(norms: list[str]) -> bool:
    """Additive wording ("as well", "aka", "goes by"); "*now* goes by" is a new name, not a second one."""
    return any(not (norms[start] in ("go", "goes") and "now" in norms) for start, _ in _find(norms, F.ADDITIVE_PHRASES))


def _strip_prefix(tokens: list[Token]) -> tuple[list[Token], date | None]:
    """Drop a leading date or "As of Jan —" / "Since 2024 —" and return the date it gives (with a year)."""
    i = 0
    n = len(tokens)
    moment: date | None = None
    lead = i
    if i < n and tokens[i].low in ("as", "since", "from") and i + 1 < n and tokens[i + 1].low in ("of",):
        i += 2
    elif i < n and tokens[i].low in ("since", "as"):
        i += 1
    start_dates = i
    while i < n and tokens[i].kind in ("date", "ordinal", "number") and (
            tokens[i].kind != "number" or not tokens[i].unit):
        i += 1
    if i == start_dates:
        return tokens, None
    dated = tokens[start_dates:i]
    moment = _moment(dated)
    if i < n and tokens[i].low in (":", "—", "–", "-", ",", "->"):
        return tokens[i + 1:], moment
    if tokens[lead].low in ("since", "as") and i < n:
        return tokens[i:], moment
    if i >= n or tokens[i].kind == "punct":
        return tokens[i:], moment
    if len(dated) == 1 and re.fullmatch(r"\d{4}-\d{2}(?:-\d{2})?", dated[0].surface) and tokens[i].kind == "word":
        return tokens[i:], moment  # "2025-11 bundler: webpack": a log stamp
    return tokens, None


_DECIDED = re.compile(r"\b(?:from|starting|as of|effective|beginning|with effect from) next "
                      r"(?:week|month|sprint|quarter|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
                      r"|mon|tue|wed|thu|fri)\b")
_TEMPORARY_TEXT = re.compile(r"\b(?:" + "|".join(re.escape(" ".join(p)) for p in F.TEMPORARY_PHRASES) + r")\b")
_LEADING_DATE = re.compile(
    r"^\s*(?:(?:as\s+of|since)\s+)?(?:(\d{4})-(\d{2})(?:-(\d{2}))?|(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|"
    r"nov|dec)[a-z]*\.?\s+)?(\d{4}))\b", re.IGNORECASE)


def text_moment(text: str) -> date | None:
    """The date a note opens with ("2026-02-14: …", "As of 2025 — …", "Mar 2025 — …"), if it has a year.

    The cheap form of :attr:`Statement.moment` that ordering uses without reading the text.
    """
    match = _LEADING_DATE.match(text)
    if not match:
        return None
    if match.group(1):
        return date(int(match.group(1)), int(match.group(2)), int(match.group(3) or 1))
    month = MONTHS.get((match.group(4) or "").lower()[:3], 1) if match.group(4) else 1
    return date(int(match.group(5)), month, 1)


def _moment(dated: list[Token]) -> date | None:
    year = month = None
    day = 1
    for t in dated:
        m = re.fullmatch(r"(\d{4})-(\d{2})(?:-(\d{2}))?", t.norm)
        if m:
            return date(int(m.group(1)), int(m.group(2)), int(m.group(3) or 1))
        m = re.fullmatch(r"(\d{1,2})/(\d{4})", t.norm)
        if m:
            return date(int(m.group(2)), int(m.group(1)), 1)
        if t.norm.startswith("year:"):
            year = int(t.norm[5:])
        elif t.norm.startswith("month:"):
            month = int(t.norm[6:])
        elif re.fullmatch(r"\d{2}-\d{2}", t.norm):
            month, day = int(t.norm[:2]), int(t.norm[3:])
    if year:
        return date(year, month or 1, day)
    return None


_CONTENT = frozenset("fine ok okay happy comfortable good".split())
# "should … from now on": an instruction that holds now, not a plan.
_COMMITMENT = F._phrases("from now on | going forward | starting now | from today | as of now | effective now")
_OBLIGATIONS = frozenset("should will shall must ought".split())
_DISLIKE = frozenset("hate hates hated dislike dislikes disliked detest detests loathe loathes avoid avoids avoided "
                     "avoiding".split())
_PHRASALS = {("time", "out"): "timeout", ("times", "out"): "timeout", ("timed", "out"): "timeout",
             ("keen", "on"): "want", ("fan", "of"): "want", ("fond", "of"): "want", ("sign", "up"): "signup",
             ("log", "in"): "login", ("pick", "up"): "pickup", ("set", "up"): "setup", ("roll", "out"): "rollout",
             ("clean", "up"): "cleanup", ("check", "in"): "checkin", ("back", "up"): "backup"}


def _capitalised(t: Token) -> bool:
    """A word written with a capital that can be part of a multi-word name."""
    return t.kind == "word" and t.surface[:1].isupper() and t.low not in F.STOP_WORDS and t.low not in F.SELF_WORDS \
        and t.low not in F.PRONOUNS and t.low not in F.COMMON_ACRONYMS and F.ALTERNATIVE_OF.get(t.low) is None \
        and t.low not in ("i", "the", "a", "an") and not t.low.endswith("'s")
_MULTIWORD_BY_FIRST: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _words, _name in sorted(F.MULTIWORD_TOOLS.items(), key=lambda item: -len(item[0])):
    _MULTIWORD_BY_FIRST.setdefault(_words[0], []).append((_words, _name))


def _merge_tools(tokens: list[Token]) -> list[Token]:
    """Two-word tool names become one token ("VS Code" → ``vscode``); aliases fold (``k8s`` → kubernetes).

    "fine with" / "happy with" read as wanting, like "likes" and "prefers".
    """
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        if tokens[i].low in _CONTENT and i + 1 < len(tokens) and tokens[i + 1].low == "with":
            out.append(Token(f"{tokens[i].surface} with", "fine with", "word", "want"))
            i += 2
            continue
        merged = False
        for words, name in _MULTIWORD_BY_FIRST.get(tokens[i].low, ()):
            n = len(words)
            if tuple(t.low for t in tokens[i:i + n]) == words:
                first = tokens[i]
                out.append(Token(" ".join(t.surface for t in tokens[i:i + n]), name, "word", name, cap=True,
                                 initial=first.initial, possessive=tokens[i + n - 1].possessive))
                i += n
                merged = True
                break
        if merged:
            continue
        if tokens[i].low in _DISLIKE:
            out.append(Token("not", "not", "word", "not"))
            out.append(Token(tokens[i].surface, "want", "word", "want"))
            i += 1
            continue
        pair = (tokens[i].low, tokens[i + 1].low) if i + 1 < len(tokens) else None
        if pair in _PHRASALS:
            # "times out" is the timeout; "keen on", "a fan of" are wanting.
            out.append(Token(f"{tokens[i].surface} {tokens[i + 1].surface}", _PHRASALS[pair], "word",
                             stem(_PHRASALS[pair]), initial=tokens[i].initial))
            i += 2
            continue
        if pair is not None and pair[1] == "into" and pair[0] in ("am", "is", "are", "not") and i + 2 < len(tokens) \
                and tokens[i + 2].kind == "word" and tokens[i + 2].low not in _DETERMINERS:
            out.append(tokens[i])
            out.append(Token(tokens[i + 1].surface, "want", "word", "want"))  # "I'm into jazz"
            i += 2
            continue
        j = i
        while j + 1 < len(tokens) and _capitalised(tokens[j]) and _capitalised(tokens[j + 1]) \
                and not tokens[j].possessive:
            j += 1
        if j > i and not tokens[i].initial:
            # "Apple Music", "Core Platform", "AWS Secrets Manager": one name, one value.
            span = tokens[i:j + 1]
            low = "-".join(t.low for t in span)
            out.append(Token(" ".join(t.surface for t in span), low, "word", low, cap=True,
                             initial=span[0].initial, possessive=span[-1].possessive))
            i = j + 1
            continue
        t = tokens[i]
        alias = F.ALIASES.get(t.low)
        if alias and t.kind in ("word", "ident"):
            t = Token(t.surface, alias, "word", alias if "-" in alias else stem(alias), cap=t.cap, initial=t.initial,
                      possessive=t.possessive)
        out.append(t)
        i += 1
    return out


def _clauses(tokens: list[Token]) -> list[_Clause]:
    clauses: list[_Clause] = []
    current: list[Token] = []
    paren = False

    def close(is_paren: bool) -> None:
        nonlocal current
        if current:
            clauses.append(_Clause(current, paren=is_paren))
        current = []

    n = len(tokens)
    for i, t in enumerate(tokens):
        low = t.low
        if t.kind == "punct" and low in ("(", "["):
            close(paren)
            paren = True
            continue
        if t.kind == "punct" and low in (")", "]"):
            close(True)
            paren = False
            continue
        if t.kind == "punct" and low in _CLAUSE_PUNCT:
            close(paren)
            continue
        if t.kind == "punct" and low == ",":
            nxt = tokens[i + 1] if i + 1 < n else None
            if nxt is not None and (nxt.low in _SPLIT_AFTER_COMMA or _starts_cue(tokens, i + 1)):
                close(paren)
                continue
        if t.kind == "word" and low in _SPLIT_WORDS and current:
            close(paren)
        elif t.kind == "word" and low == "and" and current and i + 1 < n and (
                _starts_cue(tokens, i + 1) or tokens[i + 1].low in F.SELF_WORDS | F.PRONOUNS
                or tokens[i + 1].norm in F.HEDGES or tokens[i + 1].low in ("now", "is", "are", "was", "were")):
            close(paren)
            continue
        current.append(t)
    close(paren)
    return clauses


def _starts_cue(tokens: list[Token], i: int) -> bool:
    norms = _norms(tokens[i:i + 4])
    for phrases in (F.STOP_BEFORE,):
        for phrase in phrases:
            if tuple(norms[:len(phrase)]) == phrase:
                return True
    first = tokens[i] if i < len(tokens) else None
    return first is not None and first.norm in F.CHANGE_WORDS and first.low not in (
        "now", "new", "since", "over", "gone", "done", "going", "forward", "back")


def _split_history(clause: _Clause) -> list[_Clause]:
    """ "A before B" / "A until B": A speaks of the past, B of what holds now."""
    lows = _lows(clause.tokens)
    for marker in ("before", "until", "till"):
        if marker in lows:
            k = lows.index(marker)
            nxt = clause.tokens[k + 1] if k + 1 < len(clause.tokens) else None
            if k == 0 or nxt is None or nxt.kind in ("time", "weekday", "daypart", "number", "ordinal"):
                return [clause]
            past = _Clause(clause.tokens[:k], paren=clause.paren, history=True)
            rest = _Clause(clause.tokens[k + 1:], paren=clause.paren)
            return [past, rest] if rest.tokens else [past]
    return [clause]


# --- reading a clause -------------------------------------------------------------------------------


@dataclass
class _Reading:
    key: set[str] = field(default_factory=set)
    values: dict[str, set[str]] = field(default_factory=dict)
    shown: dict[str, list[str]] = field(default_factory=dict)
    names: set[str] = field(default_factory=set)
    words: set[str] = field(default_factory=set)
    prior: list[tuple[str, str, str]] = field(default_factory=list)
    forced: set[int] = field(default_factory=set)
    denials: list[Denial] = field(default_factory=list)
    families: set[str] = field(default_factory=set)
    relation: set[str] = field(default_factory=set)
    scope: set[str] = field(default_factory=set)
    notes: set[str] = field(default_factory=set)
    classes: set[str] = field(default_factory=set)
    bare_terse: bool = False
    soft: set[str] = field(default_factory=set)
    key_surface: list[str] = field(default_factory=list)
    negated: bool = False
    change: bool = False
    shift: str = ""

    def add_value(self, slot: str, norm: str, surface: str) -> None:
        self.values.setdefault(slot, set()).add(norm)
        self.shown.setdefault(slot, []).append(surface)

    def add_prior(self, slot: str, norm: str, surface: str) -> None:
        self.prior.append((slot, norm, surface))

    def add_key(self, word: str, surface: str = "") -> None:
        if word not in self.key:
            self.key.add(word)
            if surface:
                self.key_surface.append(surface)


def _slot(t: Token) -> str:
    if t.kind == "number":
        return f"number:{t.unit}"
    if t.kind == "money":
        return f"money:{t.unit}"
    if t.kind in ("ident", "quoted"):
        return "name"
    return t.kind


def _is_name(t: Token) -> bool:
    """A likely proper name or tool: capitalised mid-sentence, a known tool, or an identifier."""
    if t.kind in ("ident", "quoted", "handle"):
        return True
    if t.kind != "word":
        return False
    if (t.low in F.KNOWN_TOOLS and (t.low not in F.AMBIGUOUS_TOOLS or t.surface[:1].isupper())) \
            or F.hyphenated_name(t.low):
        return True
    if t.low in F.STOP_WORDS or t.low in F.SELF_WORDS or t.low in F.PRONOUNS or t.low in F.COMMON_ACRONYMS \
            or (t.low.endswith("s") and t.low[:-1] in F.COMMON_ACRONYMS):
        return False
    if t.cap:
        return True
    # An all-caps word or a camel-cased one is a name even at the start ("GitHub", "AGPL").
    return t.initial and ((t.surface.isupper() and len(t.surface) > 1) or bool(re.search(r"[a-z][A-Z]", t.surface)))


def _common_acronym(t: Token) -> bool:
    return t.kind == "word" and t.low in F.COMMON_ACRONYMS


def _tool_class(t: Token) -> str | None:
    return F.TOOL_CLASS_OF.get(t.low)


def _named(t: Token) -> bool:
    """A name, or any capitalised word (a name at the start of a sentence reads the same)."""
    return _is_name(t) or (t.kind == "word" and t.surface[:1].isupper() and t.low not in F.STOP_WORDS
                           and t.low not in F.SELF_WORDS and t.low not in F.PRONOUNS)


def _ignorable(t: Token) -> bool:
    low, norm = t.low, t.norm
    return (t.kind == "punct" or t.kind == "arrow" or low in F.STOP_WORDS or low in F.SELF_WORDS
            or low in F.CHANGE_FORMS
            or low in F.PRONOUNS or norm in F.FILLER_WORDS or low in F.NEGATIONS or norm in F.HEDGES
            or norm in F.CHANGE_WORDS or norm in F.LIGHT_VERBS or low in F.COPULAS or norm in F.ADDITIVE
            or norm in F.TEMPORARY or low in ("anymore", "longer", "more", "again", "only", "just", "instead",
                                               "outright", "everywhere", "really", "else", "enough", "fine", "ok",
                                               "okay", "happy", "now", "please", "eg", "ie")
            or low in F.TIME_WORDS)


_FAMILY_FIRST_WORDS = frozenset(
    phrase[0] for table in (_CHANGE, _HAS) for phrases in table.values() for phrase in phrases)


def _family_spans(norms: list[str]) -> list[tuple[int, int, str, str]]:
    """(start, end, family, has|change) for every family phrase in a clause."""
    if _FAMILY_FIRST_WORDS.isdisjoint(norms):
        return []
    spans = []
    taken: set[int] = set()
    for kind, table in (("change", _CHANGE), ("has", _HAS)):
        for family, phrases in table.items():
            for start, end in _find(norms, phrases):
                if any(k in taken for k in range(start, end)):
                    continue
                spans.append((start, end, family, kind))
                taken.update(range(start, end))
    return sorted(spans)


_SHIFT_TARGETS = frozenset("to into onto from off out in away on over".split())


def _shift(tokens: list[Token], norms: list[str]) -> str:
    """The words saying a value moved without naming the new one ("was doubled", "went up"), or ""."""
    for i, t in enumerate(tokens):
        if t.low in F.SHIFT_WORDS and not (i + 1 < len(tokens) and tokens[i + 1].low in _SHIFT_TARGETS):
            return t.surface
    for start, end in _find(norms, F.SHIFT_PHRASES):
        if not (end < len(tokens) and tokens[end].low in _SHIFT_TARGETS - {"by"}):
            return " ".join(t.surface for t in tokens[start:end])
    return ""


_POSTING_VERBS = frozenset("post share send publish announc get receiv push ship".split())


def _too_much(tokens: list[Token], k: int) -> bool:
    """ "too pricey", "too slow": "too" before a word is an excess, not an addition."""
    return tokens[k].low == "too" and k + 1 < len(tokens) and tokens[k + 1].kind == "word" \
        and tokens[k + 1].low not in ("and", "but", "so", "now", "though")


def _plural_noun(tokens: list[Token], i: int) -> bool:
    """ "my updates", "the changes": a change word after a determiner, as a plural noun, names a thing."""
    t = tokens[i]
    if not (t.norm in F.CHANGE_WORDS and t.low.endswith("s") and not t.low.endswith("ss") and i > 0):
        return False
    prev = tokens[i - 1]
    # Not after its subject ("she updates", "the team moves", "Alice changes").
    return prev.low in _DETERMINERS or (prev.kind == "word" and prev.norm in F.LIGHT_VERBS | _POSTING_VERBS)


def _change_agent(tokens: list[Token], used: set[int]) -> set[int]:
    """ "relocated to Madrid *by their company*", "raised to 100 MB *by the platform team*": who made a
    change, never the attribute or its scope."""
    out: set[int] = set()
    changed = False
    for i, t in enumerate(tokens):
        if (t.kind == "word" and (t.norm in F.CHANGE_WORDS or t.low in F.CHANGE_FORMS or _redone(t)) \
                and t.low.endswith(("ed", "en"))) or (i in used and t.low.endswith("ed")):
            changed = True
        elif changed and t.low == "by" and i not in used:
            k = i + 1
            while k < len(tokens) and tokens[k].kind == "word" and k - i <= 3 \
                    and not (tokens[k].is_value or tokens[k].low in F.REASON_WORDS):
                out.add(k)
                k += 1
            if out:
                out.add(i)
            break
        elif t.kind == "punct":
            changed = False
    return out


_LIMITED_KINDS = frozenset({"number", "money", "period"})


def _read_clause(clause: _Clause, out: _Reading, *, terse_key: bool = False) -> None:
    """Add one asserting clause's key words and values to ``out``."""
    tokens = clause.tokens
    norms = _norms(tokens)
    n = len(tokens)
    used: set[int] = set()
    # Family wording: "lives in", "relocated to", "is called", "owned by"…
    spans = _family_spans(norms)
    kept: list[tuple[int, int, str, str]] = []
    place_words = set()
    for start, end, family, kind in spans:
        if family == "owner" and kind == "change" and norms[start] in _OWNER_GIVE and not any(
                t.low == "to" for t in tokens[end - 1:end + 8]):
            continue
        if family == "employer" and norms[start] in ("move", "moved", "went", "go") and not _names_after(tokens, end):
            continue
        if family in ("residence", "employer") and kind == "change" and not _person_subject(tokens, start):
            continue
        if family == "employer" and norms[start] in ("joined", "join", "joins") and any(
                t.low in _GROUPS_JOINED for t in tokens[end:end + 5]):
            continue  # "joined the security guild": a group, not an employer
        if family == "employer" and end < n and tokens[end].kind in ("time", "number", "date", "weekday", "daypart",
                                                                     "period"):
            continue  # "starts work at 9am": a time, not an employer
        if family == "residence" and norms[start] in ("mov", "move", "moved") and not _names_after(tokens, end) \
                and norms[end - 1] not in ("in", "there", "into"):
            continue
        if family == "residence" and kind == "change" and _tool_after(tokens, end):
            continue  # "we've moved to pnpm": a tool, not a town
        if family == "role" and not _role_after(tokens, end):
            continue
        if family == "licence" and kind == "change" and not any(t.kind == "licence" for t in tokens[end:end + 4]):
            continue
        kept.append((start, end, family, kind))
        out.families.add(family)
        out.add_key(F.TAGS[family], " ".join(t.surface for t in tokens[start:end]))
        # The phrase's own words still say what the memory asserts ("contracted by" → a contract).
        out.words.update(norms[k] for k in range(start, end) if not _ignorable(tokens[k]))
        if kind == "change":
            out.change = True
        used.update(range(start, end))
        place_words.add(end)
    family_idx = set(used)
    for k in family_idx:  # "took a full-time job at": the phrase still says full-time
        if F.ALTERNATIVE_OF.get(tokens[k].low) == "employment":
            out.add_value("alt:employment", F.SYNONYMS.get(tokens[k].low, tokens[k].low), tokens[k].surface)
    # "at most 2", "up to 4", "no more than 3": a limit told in words; "at least 2": a floor.
    for i in range(n - 1):
        pair = (tokens[i].low, tokens[i + 1].low)
        limit = {("at", "most"): "@limit", ("at", "least"): "@minimum"}.get(pair)
        if pair in (("up", "to"), ("more", "than")) and i + 2 < n and tokens[i + 2].kind in _LIMITED_KINDS \
                and ((pair[0] == "up" and not (i > 0 and (tokens[i - 1].norm in F.CHANGE_WORDS
                                                         or tokens[i - 1].low in F.CHANGE_FORMS
                                                         or tokens[i - 1].low in F.COPULAS)))
                     or (pair[0] == "more" and i > 0 and tokens[i - 1].low in ("no", "not"))):
            limit = "@limit"
        if pair == ("up", "to") and i > 0 and tokens[i - 1].low in F.COPULAS and i + 2 < n \
                and tokens[i + 2].kind in _LIMITED_KINDS:
            out.change = True  # "our Slack is up to 65 members": it rose to that
        if limit and i not in used:
            out.add_key(limit, f"{tokens[i].surface} {tokens[i + 1].surface}")
            used.update((i, i + 1) if pair[0] != "more" else (i - 1, i, i + 1))
    # "this morning", "these days", "from now on": when it was said, never a value or a key word.
    for phrases in (F.EVENT_PHRASES, F.CHANGE_PHRASES, F.TEMPORARY_PHRASES):
        for start, end in _find(norms, phrases):
            if all(tokens[k].kind != "word" or tokens[k].low in F.TIME_WORDS or tokens[k].low in F.STOP_WORDS
                   or tokens[k].low in ("these", "this", "last", "now", "from", "on", "going", "forward", "days",
                                        "day", "here", "earlier", "just", "today", "tonight", "yesterday",
                                        "late", "again", "night")
                   for k in range(start, end)):
                used.update(range(start, end))
    for i in range(n - 1):
        if tokens[i].low in ("last", "this", "next", "past") and (tokens[i + 1].kind in ("daypart", "weekday")
                                                                  or tokens[i + 1].low in F.TIME_WORDS):
            used.update((i, i + 1))
    value_names: set[int] = set()
    verb = _verb_index(tokens, family_idx)
    chosen_verb = -1
    if verb is not None and _chosen_by(tokens, verb):
        chosen_verb, verb = verb, 0  # "English replies are preferred by the user": the subject holds the value
    owner_active = _owner_subject(tokens, norms, kept)
    forced = _family_values(tokens, norms, kept, out, used)
    roles = [k for k in (_role_indices(tokens) if not terse_key else ()) if k not in used and k not in forced]
    used.update(roles)
    _add_roles(tokens, roles, out)
    used.update(_change_agent(tokens, used))
    for k in _qualifier_after_change(tokens):
        if tokens[k].kind == "word" and not _ignorable(tokens[k]) and tokens[k].low not in _VALUE_QUALIFIERS:
            out.notes.add(tokens[k].norm)
        used.add(k)
    reason_at = next((i for i, t in enumerate(tokens) if i > 0 and ((t.low in F.REASON_WORDS
                      and not (i + 1 < n and tokens[i + 1].is_value)) or _purpose_at(tokens, i))
                      and i not in used), n)
    for i, t in enumerate(tokens):
        if i in used:
            continue
        if i >= reason_at or t.low in ("eg", "ie"):
            break
        low, norm = t.low, t.norm
        if i in forced:
            slot = forced[i]
            out.add_value(slot, norm if not t.is_value else t.norm, t.surface)
            if slot in ("name", "owner") and t.kind == "word":
                out.names.add(norm)
            out.words.add(norm)
            continue
        if "-" in low and low.rsplit("-", 1)[1] in F.LIMIT_WORDS and t.kind in ("word", "ident", "name"):
            out.add_key("@limit", t.surface)  # "rate-limited to 60/min", "hard-capped at 5"
            out.add_key(stem(low.rsplit("-", 1)[0]), t.surface)
            continue
        if t.kind == "word" and not t.cap and (low in F.LIMIT_WORDS or low in F.MINIMUM_WORDS
                                               or low in F.COST_WORDS):
            tag = "@limit" if low in F.LIMIT_WORDS else "@minimum" if low in F.MINIMUM_WORDS else "@cost"
            out.add_key(tag, t.surface)
            continue
        noun_family = _noun_family(t)
        if noun_family and not (i + 1 < n and _noun_family(tokens[i + 1])):
            out.families.add(noun_family)
            out.add_key(F.TAGS[noun_family], t.surface)
            if noun_family == "name":
                out.add_key(norm)  # a nickname is not a username: the noun says which name
            continue
        if (t.kind == "word" and low in _NULL_VALUES) or (t.kind == "path" and low == "n/a"):
            out.add_value("null", "∅", t.surface)
            continue
        if i in owner_active:
            out.add_value("owner", owner_active[i], t.surface)
            continue
        if t.kind in ("number", "money", "period") and i > 0 and tokens[i - 1].low == "by" and out.change:
            continue  # "went up by €50": a difference, not the new value
        if t.kind == "number" and verb is not None and i + 1 == verb and i > 0 and tokens[i - 1].kind == "word" \
                and not _is_name(tokens[i - 1]) and not _ignorable(tokens[i - 1]) \
                and (not t.unit or t.unit == tokens[verb].norm):
            # "service 1 runs on node 18" / "service 2 runs …": a number between a noun and its verb
            # says which one, not how many.
            out.add_key(f"{tokens[i - 1].norm}-{t.norm}", f"{tokens[i - 1].surface} {t.surface}")
            out.words.add(t.norm)
            continue
        if t.kind == "number" and not t.unit and i > 0 and tokens[i - 1].low in _LABEL_NOUNS:
            # "fact number two", "step 3", "issue 41": a label, which one, not how many.
            out.add_key(f"{tokens[i - 1].low}-{t.norm}", f"{tokens[i - 1].surface} {t.surface}")
            out.words.add(t.norm)
            continue
        if t.is_value and t.kind not in ("ident", "quoted", "handle"):
            # A path, a port or a date before the verb says which thing ("Q3 planning is…").
            if t.kind in ("path", "port", "date") and ((verb is not None and i < verb) or terse_key):
                out.add_key(t.norm, t.surface)
                continue
            slot = _slot(t)
            if t.kind == "number" and not t.unit:
                thing = _product_before(tokens, i)
                if thing is not None:
                    slot = "version"
            out.add_value(slot, t.norm, t.surface)
            out.words.add(t.norm)
            continue
        if t.kind == "word" and norm in F.LIGHT_VERBS and low not in F.COPULAS and not (
                i > 0 and tokens[i - 1].low in _DETERMINERS):
            out.soft.add(norm)
        if low == "address" and i > 0 and (tokens[i - 1].low in _HOME_ADDRESS or (
                tokens[i - 1].possessive and (tokens[i - 1].low in F.SELF_WORDS or _is_name(tokens[i - 1])))):
            out.families.add("residence")  # "the user's address": where they live, not an IP
            out.add_key(F.TAGS["residence"], t.surface)
            continue
        if t.kind == "word" and t.norm in F.VALUE_NOUNS and low.endswith("ing") and (verb is None or i < verb):
            out.add_key(low, t.surface)  # "vcs hosting": a service, not the kind of value ("the host")
            out.words.add(low)
            continue
        if t.kind == "word" and t.norm in F.VALUE_NOUNS:
            out.add_key(norm, t.surface)
            continue
        if t.kind == "word" and t.norm in F.SCOPE_WORDS and verb is not None and i > verb and i + 1 < n \
                and tokens[i + 1].low in _TIER_HEADS:
            # "we are on the Pro plan": the tier is the value, not a scope.
            out.add_value("alt:tier", norm, t.surface)
            out.words.add(norm)
            continue
        if verb == 0 and i < chosen_verb and t.kind == "word" and t.surface[:1].isupper() \
                and t.low not in F.STOP_WORDS and t.low not in F.SELF_WORDS and norm not in F.LIST_NOUNS:
            out.add_value("name", norm, t.surface)  # "English replies are preferred by the user"
            out.names.add(norm)
            out.words.add(norm)
            continue
        if _is_name(t) and t.norm in F.SCOPE_WORDS:
            out.add_key(norm, t.surface)
            out.scope.add(norm)
            continue
        if _is_name(t):
            cls = _tool_class(t)
            if cls:
                out.classes.add(f"@{cls}")
            target = _change_target(tokens, i) or _medium(tokens, i)
            if terse_key or (verb is not None and i < verb) or (_attributive(tokens, i) and not target):
                out.add_key(norm, t.surface)
                out.names.add(norm)
                continue
            if target and _attributive(tokens, i):
                used.add(i + 1)  # "moved to a Discourse *forum*": the new value's own noun
            out.add_value("name", norm, t.surface)
            out.names.add(norm)
            out.words.add(norm)
            if " " in t.surface:  # "Google Analytics": each word of a name still names it
                out.words.update(stem(part.lower()) for part in t.surface.split())
            value_names.add(i)
            cls = _tool_class(t)
            if cls:
                out.classes.add(f"@{cls}")
            continue
        if t.kind != "word" or (_ignorable(t) and not _plural_noun(tokens, i)):
            continue
        if low in F.ALTERNATIVE_OF and not terse_key and (F.ALTERNATIVE_OF[low] != "contact" or (
                i > 0 and (tokens[i - 1].low in ("by", "via", "through", "over", "on", "to", "per", "not")
                           or tokens[i - 1].low in _LIKING))):
            value = F.SYNONYMS.get(low, low)
            out.add_value(f"alt:{F.ALTERNATIVE_OF[low]}", value, t.surface)
            out.words.add(value)
            continue
        if low in F.CLASS_NOUNS:
            out.add_key(f"@{F.CLASS_NOUNS[low]}", t.surface)
            out.words.add(norm)
            continue
        if norm in F.VALUE_NOUNS:
            out.add_key(norm, t.surface)
            continue
        if i > 1 and (i - 1) in value_names and tokens[i - 2].low in ("in", "on", "via", "through", "over") \
                and not terse_key and t.kind == "word" and not t.cap and low.endswith("s") \
                and (i + 1 == n or tokens[i + 1].kind == "punct" or tokens[i + 1].low in _PREPOSITIONS):
            continue  # "coordinated in Slack *huddles*", "on Zoom *bridges*": the value's own noun
        if norm in F.VALUE_HEADS and i > 0 and (i - 1) in value_names and not terse_key:
            continue
        owner_of = i - 1
        if owner_of > 0 and tokens[owner_of].low in ("new", "current", "former", "old", "previous", "latest",
                                                     "actual", "direct"):
            owner_of -= 1  # "the user's *new* manager"
        if norm in F.RELATION_WORDS and i > 0 and (tokens[owner_of].possessive or tokens[owner_of].low in
                                                    ("their", "his", "her", "my", "our", "your")) \
                and not (tokens[owner_of].low in ("my", "our") and norm in _OWN_GROUPS):
            out.relation.add(norm)
        if norm in F.SCOPE_WORDS:
            out.scope.add(norm)
        out.add_key(norm, t.surface)
        out.words.add(norm)


_OWNER_GIVE = F._words("handed hand hands transferred transfer gave give passed pass reassigned")
_OWNER_TAKE = F._words("took take takes")
_DETS_SKIP = frozenset("the a an to their his her my our your its".split())


def _phrase_after(tokens: list[Token], start: int, *, limit: int = 4) -> list[int]:
    """Indices of the value words right after a family phrase ("moved to *the Abuja office*")."""
    k = start
    while k < len(tokens) and tokens[k].low in _DETS_SKIP:
        k += 1
    found: list[int] = []
    while k < len(tokens) and len(found) < limit:
        t = tokens[k]
        if t.kind in ("punct", "arrow") or t.low in _PREPOSITIONS or t.low in F.STOP_WORDS \
                or t.low in F.REASON_WORDS or t.low in F.TIME_WORDS or t.norm in F.CHANGE_WORDS \
                or t.low in F.NEGATIONS or t.low in F.COPULAS or (t.kind == "word" and t.low in _VERB_WORDS
                                                                  and not _is_name(t)):
            break
        found.append(k)
        k += 1
    return found


def _owner_value(tokens: list[Token], idx: list[int]) -> list[tuple[int, str]]:
    """The owner a phrase names: a person, a team (its name, without "team"), or the user."""
    out = []
    for k in idx:
        t = tokens[k]
        if t.low in ("me", "us", "i", "we") or t.low in ("user", "user's"):
            out.append((k, "@self"))
        elif t.kind == "word" and t.norm in F.VALUE_HEADS and len(idx) > 1:
            continue
        elif t.kind == "word" and t.norm in F.RELATION_WORDS and k > 0 and tokens[k - 1].possessive \
                and tokens[k - 1].low in ("user's",):
            out.append((k, t.norm))
        else:
            out.append((k, t.norm))
    return out


def _family_values(tokens: list[Token], norms: list[str], spans, out: _Reading, used: set[int]) -> dict[int, str]:
    """Values a family phrase points at, whatever their case: "living in *glasgow*", "owned by *Payments*"."""
    forced: dict[int, str] = {}
    n = len(tokens)
    for start, end, family, kind in spans:
        head = norms[start]
        if family == "owner":
            if kind == "change" and head in _OWNER_GIVE:
                to = next((k for k in range(end - 1, min(n, end + 8)) if tokens[k].low == "to"), None)
                if to is None:
                    continue
                idx = _phrase_after(tokens, to + 1)
                for k, owner in _owner_value(tokens, idx):
                    forced[k] = "owner"
                    used.discard(k)
                    out.add_value("owner", owner, tokens[k].surface)
                    used.add(k)
                used.update(idx)
                if start > 0 and tokens[start - 1].low in ("was", "were", "been", "is", "are", "got"):
                    out.change = True  # "the lease has been transferred to …": who gave it is not said
                    continue
                givers = [k for k in range(start) if tokens[k].low in ("i", "we", "user", "user's")
                          or (_is_name(tokens[k]) and not tokens[k].possessive)
                          or (tokens[k].initial and tokens[k].surface[:1].isupper() and tokens[k].kind == "word"
                              and tokens[k].low not in F.STOP_WORDS)]
                if start == 0 or not givers:
                    out.add_prior("owner", "@self", "the user")
                for k in givers:
                    who = "@self" if tokens[k].low in ("i", "we", "user", "user's") else tokens[k].norm
                    out.add_prior("owner", who, tokens[k].surface)
                    used.add(k)
                out.change = True
            elif kind == "change" and head in _OWNER_TAKE:
                takers = [k for k in range(start) if tokens[k].kind == "word" and tokens[k].low not in F.STOP_WORDS
                          and tokens[k].low not in ("the",)]
                for k in takers:
                    t = tokens[k]
                    if t.possessive and t.low in ("user's",):
                        continue
                    who = "@self" if t.low in ("i", "we", "user") else t.norm
                    out.add_value("owner", who, t.surface)
                    used.add(k)
                frm = next((k for k in range(end, n) if tokens[k].low == "from"), None)
                if frm is not None:
                    for k, owner in _owner_value(tokens, _phrase_after(tokens, frm + 1)):
                        out.add_prior("owner", owner, tokens[k].surface)
                        used.add(k)
                    used.update(range(frm, n))
                out.change = True
            elif tokens[end - 1].low in ("by", "to") or head in ("transferred", "reassigned", "now", "ownership",
                                                                 "owner"):
                idx = _phrase_after(tokens, end)
                for k, owner in _owner_value(tokens, idx):
                    out.add_value("owner", owner, tokens[k].surface)
                    used.add(k)
                used.update(idx)  # "the parent *company*": the owner's words, not a scope
        elif family in ("residence", "employer") or (family == "name" and head not in ("call", "calls")
                                                     and (kind == "has" or tokens[end - 1].low in ("to", "as"))):
            idx = _phrase_after(tokens, end, limit=3)
            for k in idx:
                t = tokens[k]
                if t.is_value or _is_name(t):
                    continue
                if t.norm in F.VALUE_HEADS and k > idx[0]:
                    used.add(k)
                    continue
                if family == "employer" and (t.norm in F.ROLE_HEADS or t.low in F.ROLE_ABBREVIATIONS):
                    continue
                forced[k] = "name"
    return forced


# "our team", "my family": the user's own group, not someone else.
_OWN_GROUPS = frozenset({"team", "famili", "family", "teammat", "colleagu"})
def _add_roles(tokens: list[Token], indices: list[int], out: _Reading) -> None:
    """A job title's head ("manager") as the role, its other words ("engineering") as the role's qualifiers.

    "senior engineer" and "engineer" agree (one says less); "eng" and "eng mgr", or "staff"
    and "principal" engineer, do not.
    """
    spans: list[list[int]] = []
    for k in sorted(indices):
        if spans and k == spans[-1][-1] + 1:
            spans[-1].append(k)
        else:
            spans.append([k])
    for span in spans:
        words = [tokens[k] for k in span if tokens[k].low not in F.STOP_WORDS]
        heads = [t for t in words if t.norm in F.ROLE_HEADS or t.low in F.ROLE_ABBREVIATIONS or t.low in _ROLE_ACRONYMS]
        head = heads[-1] if heads else (words[-1] if words and _strong_lead(tokens, span[0]) else None)
        for t in words:
            if F.ALTERNATIVE_OF.get(t.low) == "employment":
                out.add_value("alt:employment", F.SYNONYMS.get(t.low, t.low), t.surface)
                continue
            value = F.ROLE_ABBREVIATIONS.get(t.low, t.norm)
            out.add_value("role" if t is head else "rolemod", value, t.surface)
            out.words.add(t.norm)
        if head is not None:
            out.add_key("@job")


_ROLE_ACRONYMS = frozenset("cto ceo cfo coo cpo ciso vp svp evp em ic pm sre qa dri".split())
_AMBIGUOUS_ROLE_HEADS = frozenset("lead head owner dev admin principal president officer report".split())
_ROLE_LEADS = frozenset("is am are was were as to being became become becomes appointed named promoted".split())


def _role_indices(tokens: list[Token]) -> set[int]:
    """The words of a job title ("staff eng", "VP of Engineering", "individual contributor")."""
    found: set[int] = set()
    n = len(tokens)
    for i, t in enumerate(tokens):
        if t.kind != "word" or i in found:
            continue
        if not (t.norm in F.ROLE_HEADS or t.low in F.ROLE_ABBREVIATIONS or t.low in _ROLE_ACRONYMS):
            continue
        prev = tokens[i - 1] if i else None
        if prev is not None and (prev.kind == "number" or prev.possessive or prev.low in
                                 ("their", "his", "her", "my", "our", "your")):
            continue
        if t.low in _AMBIGUOUS_ROLE_HEADS and (prev is None or prev.low in F.SELF_WORDS or prev.low in F.PRONOUNS
                                              or (prev.low in _DETERMINERS and prev.low not in ("a", "an", "the"))):
            continue
        start = i
        while start > 0:
            p = tokens[start - 1]
            if p.kind != "word" or _ignorable(p) or p.low in _PREPOSITIONS or p.low in _DETERMINERS \
                    or p.low in _VERB_WORDS or p.possessive or p.low in _ROLE_LEADS \
                    or (p.initial and p.surface[:1].isupper() and p.norm not in F.ROLE_MODIFIERS
                        and p.low not in _ROLE_ACRONYMS):
                break
            start -= 1
        if any(x.surface[:1].isupper() and not x.initial and x.norm not in F.ROLE_MODIFIERS
               and x.norm not in F.ROLE_HEADS and x.low not in _ROLE_ACRONYMS for x in tokens[start:i]):
            continue  # "AWS Secrets Manager" is a product, not a job
        end = i + 1
        if end + 1 < n and tokens[end].low == "of" and tokens[end + 1].kind == "word" \
                and not _ignorable(tokens[end + 1]):
            end += 2
        before = [x.low for x in tokens[max(0, start - 3):start]]
        after = tokens[end:end + 3]
        lead_in = any(w in _ROLE_LEADS for w in before) or any(w in F.COPULAS for w in before)
        if start > 0 and tokens[start - 1].kind == "word" and (_named(tokens[start - 1]) or tokens[start - 1].low in
                                                               F.SELF_WORDS) and t.low.endswith("s") \
                and start == i and not lead_in:
            continue  # "Kenji mentors two juniors": a verb, not a title
        org_after = any(x.low in ("at", "@", "for", "of", "with") for x in after[:1]) and any(
            _is_name(x) or x.kind in ("word",) for x in after[1:3])
        if lead_in or org_after or start == 0:
            found.update(range(start, end))
    # "employed as a paralegal", "promoted to associate": after these, the noun is a title, known or not.
    for i in range(n):
        if i in found or not _strong_lead(tokens, i):
            continue
        end = i
        while end < n and end - i < 3 and tokens[end].kind == "word" and not tokens[end].is_value \
                and not _ignorable(tokens[end]) and tokens[end].low not in _PREPOSITIONS \
                and not tokens[end].cap and end not in found:
            end += 1
        if end > i and (end == n or tokens[end].kind == "punct" or tokens[end].low in _PREPOSITIONS
                        or tokens[end].low in ("and", "but", "since", "after", "now", "@")):
            found.update(range(i, end))
    return found


# Words after which the next noun is someone's title: "employed as a", "promoted to", "appointed".
_TITLE_VERBS = frozenset("employed hired working works work serves serving promoted appointed named".split())


def _strong_lead(tokens: list[Token], i: int) -> bool:
    """Whether the word at ``i`` starts a title by its position ("employed as a *paralegal*")."""
    k = i - 1
    while k >= 0 and tokens[k].low in ("a", "an", "the"):
        k -= 1
    if k < 0 or (k == i - 1 and tokens[k].low in ("a", "an", "the")):
        return False
    lead = tokens[k].low
    if lead in ("as", "to"):
        return k > 0 and tokens[k - 1].low in _TITLE_VERBS and not (lead == "to" and tokens[k - 1].low != "promoted")
    # "was named tech lead" is an appointment; "is named new-checkout" a name.
    return lead in ("appointed", "named") and k > 0 and tokens[k - 1].low in ("was", "were", "been", "got") \
        and i < len(tokens) and not any(c in tokens[i].low for c in "-_0123456789")


def _activity(tokens: list[Token], out: _Reading) -> None:
    """ "I run three times a week": with no other key word, the light verb is the attribute."""
    if out.key or out.names or out.classes:
        return
    for t in tokens:
        if t.kind == "word" and t.norm in F.LIGHT_VERBS and t.low not in F.COPULAS and t.norm not in (
                "hav", "has", "get", "got", "do", "doe", "did", "don", "set", "us", "use", "make", "mad"):
            out.add_key(t.norm, t.surface)


_GROUPS_JOINED = frozenset(
    """
    team guild club committee channel project call meeting board group chapter community squad waitlist beta
    program programme council panel initiative effort rotation on-call server workspace pod tribe circle
    """.split()
)


_CHOSEN = frozenset("preferred used requested wanted chosen favoured favored picked liked booked".split())


def _chosen_by(tokens: list[Token], verb: int) -> bool:
    """A passive of choice with the user as agent ("… are preferred by the user")."""
    lows = [t.low for t in tokens]
    for k in range(verb, min(len(tokens) - 2, verb + 4)):
        if lows[k] in _CHOSEN and lows[k + 1] == "by" and any(w in F.SELF_WORDS for w in lows[k + 2:k + 4]):
            return True
    return False


def _person_subject(tokens: list[Token], start: int) -> bool:
    """Whether what comes before a phrase names a person (the user, "we", "Priya"), not a thing."""
    for t in tokens[:start]:
        if t.kind == "punct" or t.low in _DETERMINERS or t.low in F.COPULAS or t.low in F.SELF_WORDS \
                or t.low in F.PRONOUNS or t.norm in F.FILLER_WORDS or t.low in ("has", "have", "had", "been",
                                                                                 "just", "finally", "recently"):
            continue
        if t.kind == "word" and t.low in F.KNOWN_TOOLS and t.low not in F.AMBIGUOUS_TOOLS:
            return False  # "Postgres has been moved to port 6432": a thing
        if t.kind == "word" and (t.surface[:1].isupper() or t.low in F.RELATION_WORDS):
            continue
        if t.kind == "word" and (t.norm in F.CHANGE_WORDS or t.low in _VERB_WORDS):
            continue
        return False
    return True


_LABEL_NOUNS = frozenset("number no num step item part chapter section phase issue ticket bug case room gate "
                         "lane floor episode season page figure table fact question task".split())


# "my address", "home address": where someone lives.
_HOME_ADDRESS = frozenset("my his her their our your home".split())
def _purpose_at(tokens: list[Token], i: int) -> bool:
    """ "retained for 30 days *to save money*": an infinitive after a value says why, not what."""
    if tokens[i].low != "to" or i == 0 or i + 1 >= len(tokens) or not tokens[i - 1].is_value:
        return False
    nxt = tokens[i + 1]
    return nxt.kind == "word" and not nxt.cap and not _is_name(nxt) and nxt.low not in _DETERMINERS \
        and nxt.low in _PURPOSE_VERBS


# Verbs that start a purpose ("to save money", "to cut costs", "to reduce noise").
_PURPOSE_VERBS = frozenset("save cut reduce lower avoid keep make help free speed improve match meet stay fit "
                           "comply handle support allow prevent simplify spare protect limit stop get".split())


_HEDGE_NOUNS = frozenset("draft proposal pilot experiment spike rfc offer".split())


def _hedge_noun_as_thing(tokens: list[Token], k: int) -> bool:
    """ "the user's drafts", "my proposals": the things, not a tentative statement."""
    t = tokens[k]
    if t.low.rstrip("s") not in _HEDGE_NOUNS:
        return False
    return (t.low.endswith("s") and t.low != "offers") or (k > 0 and tokens[k - 1].possessive)


def _change_target(tokens: list[Token], i: int) -> bool:
    """Whether the word at ``i`` is what something changed to ("moved to a *Discourse* forum")."""
    k = i - 1
    while k >= 0 and tokens[k].low in ("a", "an", "the", "our", "their", "my", "new"):
        k -= 1
    return k > 0 and tokens[k].low in ("to", "into", "onto") and (
        tokens[k - 1].norm in F.CHANGE_WORDS or _redone(tokens[k - 1]) or tokens[k - 1].low in F.CHANGE_FORMS)


def _medium(tokens: list[Token], i: int) -> bool:
    """ "coordinated on *Zoom* bridges", "in Slack huddles": a name and its plural noun after a preposition
    at the end of a clause, where something happens."""
    return i > 0 and i + 1 < len(tokens) and tokens[i - 1].low in ("in", "on", "via", "through", "over") \
        and tokens[i + 1].kind == "word" and not tokens[i + 1].cap and tokens[i + 1].low.endswith("s") \
        and (i + 2 == len(tokens) or tokens[i + 2].kind == "punct" or tokens[i + 2].low in _PREPOSITIONS)


# After the value a change names, these start a note on it ("moved to port 6432 *behind pgbouncer*").
_VALUE_QUALIFIERS = frozenset("behind via through under with using".split())


def _qualifier_after_change(tokens: list[Token]) -> set[int]:
    """The words of a qualifier that follows a change's new value: notes on the value, not its attribute."""
    for i, t in enumerate(tokens):
        if t.low in ("to", "into", "onto") and i > 0 and (tokens[i - 1].norm in F.CHANGE_WORDS
                                                         or _redone(tokens[i - 1])):
            k = i + 1
            while k < len(tokens) and tokens[k].low not in _VALUE_QUALIFIERS and tokens[k].kind != "punct":
                k += 1
            if k < len(tokens) and tokens[k].low in _VALUE_QUALIFIERS and k > i + 1 and any(
                    x.is_value or _is_name(x) for x in tokens[i + 1:k]):
                end = k
                while end < len(tokens) and tokens[end].kind != "punct":
                    end += 1
                return set(range(k, end))
    return set()


def _where_now(body: list[Token], out: _Reading) -> list[Token]:
    """ "user: now in Galway", "dana: in Lisbon": a person's note that gives a place is where they live."""
    k = 0
    while k < len(body) and body[k].low in ("now", "currently", "still"):
        k += 1
    if k < len(body) - 1 and body[k].low in ("in", "based") and any(_is_name(t) for t in body[k + 1:k + 3]) \
            and not any(t.low in ("for", "until", "till", "visiting", "trip") for t in body):
        out.families.add("residence")
        out.add_key(F.TAGS["residence"], "in")
        if k:
            out.change = True
        rest = [t for t in body[k + 1:] if t.low not in ("in", "based")]
        for t in rest:
            if _is_name(t):
                out.add_value("name", t.norm, t.surface)
                out.names.add(t.norm)
                out.words.add(t.norm)
        return [t for t in rest if not _is_name(t)]
    return body


def _tool_after(tokens: list[Token], end: int) -> bool:
    t = next((x for x in tokens[end:end + 3] if x.low not in _DETERMINERS), None)
    return t is not None and t.low in F.KNOWN_TOOLS and t.low not in F.AMBIGUOUS_TOOLS


def _names_after(tokens: list[Token], end: int) -> bool:
    for t in tokens[end:end + 4]:
        if _is_name(t) or t.kind in ("host", "url"):
            return True
        if t.low not in _DETERMINERS and t.low not in ("a", "an", "new", "the"):
            return False
    return False


def _role_after(tokens: list[Token], end: int) -> bool:
    for t in tokens[end:end + 4]:
        if t.kind == "word" and (t.norm in F.ROLE_HEADS or t.low in F.ROLE_ABBREVIATIONS):
            return True
    return False


def _product_before(tokens: list[Token], i: int) -> str | None:
    """The named thing a bare number is the version of ("Node 18", "iOS 17", "java: 11")."""
    for k in range(i - 1, max(-1, i - 4), -1):
        t = tokens[k]
        if t.kind == "word" and (t.low in F.KNOWN_TOOLS or t.norm in F.KNOWN_TOOLS or t.low == "version"):
            return t.norm
        if t.kind == "word" and t.cap:
            return t.norm
        if t.low in (":", "=", "to", "on", "is", "at", "version", "v"):
            continue
        return None
    return None


_TIER_HEADS = frozenset("plan plans tier tiers subscription edition license licence package membership".split())
_NOT_NOUNS = frozenset("last next this these every each ago only now then first second third".split())


def _attributive(tokens: list[Token], i: int) -> bool:
    """A name that qualifies the noun after it ("the *GitHub* handle", "the *Figma* plugin")."""
    if i + 1 >= len(tokens):
        return False
    nxt = tokens[i + 1]
    if nxt.low in _NOT_NOUNS:
        return False
    if nxt.kind != "word" or _is_name(nxt) or nxt.possessive:
        return False
    if nxt.low in F.STOP_WORDS or nxt.low in F.COPULAS or nxt.low in _VERB_WORDS or nxt.norm in F.CHANGE_WORDS:
        return False
    if nxt.low in _PREPOSITIONS or nxt.low in F.REASON_WORDS or nxt.low in F.TIME_WORDS or _ignorable(nxt):
        return False
    if nxt.norm in F.VALUE_HEADS or nxt.norm in F.LIGHT_VERBS or nxt.low in F.NEGATIONS:
        return False
    return not (nxt.norm.endswith("ed") or nxt.low.endswith("ed"))


def _verb_index(tokens: list[Token], used: set[int]) -> int | None:
    for i, t in enumerate(tokens):
        if i in used:
            return i
        if i == 0 and not (t.kind == "word" and (t.norm in F.CHANGE_WORDS or t.low in ("quit", "left", "switched",
                                                                                        "relocated", "handed"))):
            continue
        if t.kind == "word" and (t.low in F.COPULAS or t.low in _VERB_WORDS
                                 or (t.norm in F.CHANGE_WORDS and t.low.endswith("ed"))):
            return i
        if t.kind in ("punct",) and t.low in (":", "="):
            return i
    if len(tokens) > 2 and tokens[0].kind in ("ident", "handle") and tokens[1].kind == "word" \
            and tokens[1].low.endswith("ed") and len(tokens[1].low) > 4 and 1 not in used:
        return 1  # "engine-0 observed job j9 …": a named agent and what it did; the name is the subject
    return None


_OWNER_VERBS = F._words("own owns maintain maintains maintaining manage manages")


def _owner_subject(tokens: list[Token], norms: list[str], spans) -> dict[int, str]:
    """In "Ilya owns the warehouse" / "I maintain the scripts", the subject is the owner (a value)."""
    found: dict[int, str] = {}
    for start, _end, family, kind in spans:
        if family != "owner" or kind != "has" or (norms[start] not in _OWNER_VERBS and norms[start] not in (
                "responsible", "in", "is", "dri")):
            continue
        for k in range(start):
            t = tokens[k]
            if t.low in ("i", "we"):
                found[k] = "@self"
            elif t.low in ("user", "user's") and not any(x.norm in F.RELATION_WORDS for x in tokens[k + 1:start]):
                found[k] = "@self"
            elif _is_name(t) or (t.kind == "word" and t.initial and t.surface[:1].isupper()
                                 and t.low not in F.STOP_WORDS):
                found[k] = t.norm
    if not found:
        for i, t in enumerate(tokens):
            if t.low in ("i", "we", "user") and i + 2 < len(tokens) and tokens[i + 1].low in ("am", "are", "is") and \
                    any(x.norm in ("maintainer", "owner", "dri", "responsibl", "lead") for x in tokens[i + 2:i + 5]):
                found[i] = "@self"
    return found


# --- cues: denials, stops, transitions ---------------------------------------------------------------


def _object_span(tokens: list[Token], start: int, *, replacing: bool) -> tuple[int, int]:
    """The words after a stop cue up to a clause end or a replacement marker ("ditched X *for* Y")."""
    end = start
    while end < len(tokens):
        t = tokens[end]
        if t.kind == "punct" and t.low in (",", ":"):
            break
        if t.low in F.REASON_WORDS and end > start:
            break
        if t.low in ("for", "to", "with", "by", "in", "over", "as", "because", "after", "when", "and", "so", "then",
                     "last", "this", "since", "from", "on", "at", "everywhere", "anymore", "now") and end > start:
            if t.low in ("in", "at", "on") and end + 1 < len(tokens) and _is_name(tokens[end + 1]) and \
                    not replacing and end == start + 1 and tokens[start].norm in F.CHANGE_WORDS:
                end += 1
                continue
            if t.low in ("at", "in", "on", "from") and not replacing:
                end += 1
                continue
            break
        end += 1
    return start, end


def _object_before(tokens: list[Token], end: int) -> tuple[int, int]:
    start = end
    while start > 0:
        t = tokens[start - 1]
        if t.kind == "punct" or t.low in ("and", "but", "so", "then", "while", "which"):
            break
        start -= 1
    return start, end


def _denial(cue: str, tokens: list[Token], *, tags: frozenset[str] = frozenset()) -> Denial | None:
    words: set[str] = set()
    values: list[tuple[str, str]] = []
    shown = []
    own_tags = set(tags)
    spans = _family_spans(_norms(tokens))
    used: set[int] = set()
    for start, end, family, _kind in spans:
        own_tags.add(F.TAGS[family])
        used.update(range(start, end))
    for i, t in enumerate(tokens):
        if i in used:
            continue
        if t.is_value:
            if t.kind == "date":
                continue
            values.append((_slot(t) if not (t.kind == "number" and not t.unit and _product_before(tokens, i))
                           else "version", t.norm))
            shown.append(t.surface)
            continue
        if t.kind == "word" and (t.norm in F.ROLE_HEADS or t.low in F.ROLE_ABBREVIATIONS):
            values.append(("role", F.ROLE_ABBREVIATIONS.get(t.low, t.norm)))
            shown.append(t.surface)
            continue
        if _named(t):
            values.append(("name", t.norm))
            shown.append(t.surface)
            continue
        if t.kind != "word" or _ignorable(t) or t.norm in F.VALUE_NOUNS:
            continue
        noun_family = _noun_family(t)
        if noun_family:
            own_tags.add(F.TAGS[noun_family])
            continue
        if t.low in F.ALTERNATIVE_OF:
            values.append((f"alt:{F.ALTERNATIVE_OF[t.low]}", F.SYNONYMS.get(t.low, t.low)))
            shown.append(t.surface)
            continue
        if t.low in F.CLASS_NOUNS:
            own_tags.add(f"@{F.CLASS_NOUNS[t.low]}")
        words.add(t.norm)
        shown.append(t.surface)
    if values:
        words -= F.VALUE_HEADS
    if not words and not values and tokens and all(t.low in F.SELF_WORDS or t.low in _DETERMINERS
                                                     or t.kind == "punct" for t in tokens):
        # "the user stepped away", "handed over by me": the user no longer holds it.
        values.append(("owner", "@self"))
        shown.append(" ".join(t.surface for t in tokens if t.kind != "punct"))
    if not words and not values:
        return None
    return Denial(cue=cue, words=frozenset(words), values=tuple(values), text=" ".join(shown),
                  tags=frozenset(own_tags), possessive=any(t.possessive for t in tokens))


def _take_cues(clause: _Clause, out: _Reading) -> list[Token]:
    """Find denials, stops and transitions in a clause; return the tokens left to read as an assertion."""
    tokens = clause.tokens
    norms = _norms(tokens)
    lows = _lows(tokens)
    keep = [True] * len(tokens)
    # "(was X)", "was: X"
    if clause.paren and lows and lows[0] in ("was", "previously", "formerly", "prev", "ex", "old"):
        for t in tokens[1:]:
            if t.is_value or _is_name(t):
                out.add_prior(_slot(t), t.norm, t.surface)
        return []
    # Arrows and "from X to Y": the value before is the previous one.
    for i, t in enumerate(tokens):
        if t.kind == "arrow" and i > 0:
            after = next((x for x in tokens[i + 1:] if x.is_value or _name_like(x)), None)
            k = i - 1
            while k >= 0 and tokens[k].kind == "word" and tokens[k].norm in F.CHANGE_WORDS:
                k -= 1
            if k >= 0 and after is not None and _same_kind(tokens[k], after):
                out.add_prior(_slot(tokens[k]), tokens[k].norm, tokens[k].surface)
                keep[k] = False
                out.change = True
            elif k >= 0 and after is None and (tokens[k].is_value or _name_like(tokens[k])):
                out.add_prior(_slot(tokens[k]), tokens[k].norm, tokens[k].surface)
                keep[k] = False
            out.change = True
    for i, low in enumerate(lows):
        if low == "from" and i + 1 < len(tokens):
            to = next((k for k in range(i + 2, min(len(tokens), i + 8)) if lows[k] in ("to", "into", "onto", "on")),
                      None)
            if to is not None:
                for k in range(i + 1, to):
                    if tokens[k].kind == "word" and not _ignorable(tokens[k]) and not tokens[k].is_value \
                            and not _is_name(tokens[k]) and tokens[k].low not in F.ALTERNATIVE_OF:
                        out.add_prior("name", tokens[k].norm, tokens[k].surface)
                    elif tokens[k].is_value or _is_name(tokens[k]) or tokens[k].low in F.ALTERNATIVE_OF:
                        alt = tokens[k].low in F.ALTERNATIVE_OF
                        slot = f"alt:{F.ALTERNATIVE_OF[tokens[k].low]}" if alt else _slot(tokens[k])
                        out.add_prior(slot if tokens[k].is_value or alt else "name",
                                      tokens[k].low if alt else tokens[k].norm, tokens[k].surface)
                    keep[k] = False
                keep[i] = False
                out.change = True
            elif i > 0 and (norms[i - 1] in F.CHANGE_WORDS or _redone(tokens[i - 1])):
                # "(relicensed from MPL)", "upgraded from 14": what it was before.
                for k in range(i + 1, len(tokens)):
                    if tokens[k].kind == "punct":
                        break
                    if tokens[k].is_value or _is_name(tokens[k]):
                        out.add_prior(_value_slot(tokens, k), tokens[k].norm, tokens[k].surface)
                        keep[k] = False
                keep[i] = False
                out.change = True
    # "X is now called Y", "renamed X to Y", "swapped X for Y", "replaced X with Y", "X replaced by Y",
    # "X over Y" (preferences), "instead of X", "rather than X", "not X" (contrast)
    for i, low in enumerate(lows):
        norm = norms[i]
        if norm in ("swap", "swapped", "ditch", "ditched", "traded", "exchang") or low in ("swapped", "ditched",
                                                                                         "traded", "exchanged"):
            j = next((k for k in range(i + 1, min(len(tokens), i + 6)) if lows[k] in ("for", "with")), None)
            if j is not None:
                for k in range(i + 1, j):
                    if tokens[k].is_value or _is_name(tokens[k]):
                        out.add_prior(_value_slot(tokens, k), tokens[k].norm, tokens[k].surface)
                    keep[k] = False
                if i > 0 and lows[i - 1] in ("was", "were", "been", "is", "are", "got"):
                    # "Kaniko was swapped out for BuildKit": the subject is what went.
                    for k in range(i - 1, -1, -1):
                        if tokens[k].kind == "punct":
                            break
                        if tokens[k].is_value or _named(tokens[k]):
                            out.add_prior(_value_slot(tokens, k), tokens[k].norm, tokens[k].surface)
                            keep[k] = False
                keep[i] = False
                out.change = True
        if low in ("replaced", "replace", "superseded", "supplanted", "succeeded") and i + 1 < len(tokens):
            if lows[i + 1] == "by" or (i > 0 and lows[i - 1] in ("was", "were", "been", "is", "are")):
                for k in range(i - 1, -1, -1):
                    if lows[k] in ("was", "were", "been", "has", "have", "is", "are", "the"):
                        continue
                    if tokens[k].kind == "punct":
                        break
                    if tokens[k].is_value or _named(tokens[k]):
                        out.add_prior(_value_slot(tokens, k), tokens[k].norm, tokens[k].surface)
                        keep[k] = False
                out.change = True
            else:
                j = next((k for k in range(i + 1, min(len(tokens), i + 6)) if lows[k] in ("with", "by")), None)
                if j is not None:
                    for k in range(i + 1, j):
                        if tokens[k].is_value or _is_name(tokens[k]):
                            out.add_prior(_value_slot(tokens, k), tokens[k].norm, tokens[k].surface)
                        keep[k] = False
                    out.change = True
                elif i > 0:
                    # "Herbal tea has replaced regular tea", "Neovim replaced VS Code": what follows went.
                    start, end = _object_span(tokens, i + 1, replacing=True)
                    d = _denial("replaced", tokens[start:end]) if end > start else None
                    if d:
                        out.denials.append(d)
                        for k in range(i, end):
                            keep[k] = False
                    out.change = True
        if low in ("renamed", "rename", "re-hostnamed", "rehostnamed", "rebranded") or norm in ("renam", "rebrand"):
            j = next((k for k in range(i + 1, min(len(tokens), i + 5)) if lows[k] in ("to", "as", "->", "→")), None)
            if j is not None:
                found = False
                for k in range(i + 1, j):
                    if tokens[k].is_value or _name_like(tokens[k]) or tokens[k].kind == "quoted":
                        out.add_prior("name", tokens[k].norm, tokens[k].surface)
                        keep[k] = False
                        found = True
                k = i - 1
                while not found and k >= 0 and lows[k] in ("was", "were", "been", "has", "have", "got", "is"):
                    k -= 1
                if not found and k >= 0 and (tokens[k].is_value or _name_like(tokens[k])):
                    # "acme-web renamed to acme-site"
                    out.add_prior("name", tokens[k].norm, tokens[k].surface)
                    keep[k] = False
            out.change = True
        if low in ("called", "named", "known") and i > 1 and lows[i - 1] == "now" and lows[i - 2] in ("is", "are"):
            for k in range(i - 3, -1, -1):
                if tokens[k].kind == "punct":
                    break
                if tokens[k].is_value or _is_name(tokens[k]) or (tokens[k].kind == "word"
                                                                  and not _ignorable(tokens[k])):
                    out.add_prior("name", tokens[k].norm, tokens[k].surface)
                    keep[k] = False
        if low in ("instead", "rather") and i + 1 < len(tokens) and lows[i + 1] in ("of", "than"):
            start, end = _object_span(tokens, i + 2, replacing=True)
            d = _denial(f"{low} {lows[i + 1]}", tokens[start:end])
            if d:
                out.denials.append(d)
            for k in range(i, end):
                keep[k] = False
        if low == "over" and any(x in ("prefer", "prefers", "preferred", "preferring", "favor", "favour")
                                 for x in lows[:i]) and i + 1 < len(tokens):
            start, end = _object_span(tokens, i + 1, replacing=True)
            d = _denial("over", tokens[start:end])
            if d:
                out.denials.append(d)
            for k in range(i, end):
                keep[k] = False
    # Stops before their object: "left Shopify", "no more Alfama", "ditched VS Code for Zed"
    remaining = [t for t, k in zip(tokens, keep) if k]
    return _take_stops(remaining, out, clause)


def _value_slot(tokens: list[Token], k: int) -> str:
    t = tokens[k]
    if t.is_value:
        if t.kind == "number" and not t.unit and _product_before(tokens, k):
            return "version"
        return _slot(t)
    return "name"


def _name_like(t: Token) -> bool:
    """A name, or a hyphenated lower-case word that reads as one ("billing-api", "pay-core")."""
    return _is_name(t) or (t.kind == "word" and "-" in t.low and not _ignorable(t))


def _same_kind(a: Token, b: Token) -> bool:
    """Whether two values can be one attribute's old and new value ("billing-api -> ledger-api", not "db -> @li")."""
    if a.is_value and b.is_value:
        return _slot(a).split(":")[0] == _slot(b).split(":")[0] or {a.kind, b.kind} <= {"ident", "quoted"}
    if a.kind == "handle" or b.kind == "handle":
        return False
    return _name_like(a) and _name_like(b)


def _object_follows(tokens: list[Token], end: int) -> bool:
    """Whether a content word follows a cue directly ("dropped *Redis*", not "Redis was dropped.")."""
    for t in tokens[end:end + 2]:
        if t.kind == "punct":
            return False
        if t.low in ("the", "a", "an", "our", "my", "their", "support", "all"):
            continue
        return not _ignorable(t) and t.low not in _PREPOSITIONS
    return False


_GONE = frozenset("out gone over history dead done".split())


def _take_stops(tokens: list[Token], out: _Reading, clause: _Clause) -> list[Token]:
    norms = _norms(tokens)
    lows = _lows(tokens)
    keep = [True] * len(tokens)
    negated_clause = any(low in F.NEGATIONS for low in lows)
    has_anymore = any(low in ("anymore", "longer") for low in lows) or _has(norms, (("any", "more"),))
    # "not X anymore", "no longer X", "doesn't X": the whole clause is denied.
    if negated_clause and lows[0] in _NULL_VALUES and not any(low in F.NEGATIONS for low in lows[1:]):
        negated_clause = False  # "orm=none": no value, not a denial
    if negated_clause:
        neg = next(i for i, low in enumerate(lows) if low in F.NEGATIONS)
        if lows[neg] == "no" and neg + 1 < len(lows) and lows[neg + 1] == "more":
            start, end = _object_span(tokens, neg + 2, replacing=True)
            d = _denial("no more", tokens[start:end])
            if d:
                out.denials.append(d)
            for k in range(neg, end):
                keep[k] = False
        elif neg == 0 and len(lows) > 1 and lows[0] == "not" and not has_anymore:
            # ", not Santiago": a contrast names the value that no longer holds.
            d = _denial("not", tokens[1:])
            if d:
                out.denials.append(d)
            return []
        else:
            subject = tokens[:neg]
            d = _denial("no longer" if has_anymore else "not", tokens, tags=frozenset())
            if d:
                out.denials.append(d)
            # A denied clause asserts nothing else; its subject still names the entity.
            out.negated = True
            del subject
            return []
    # A cue with its object after it ("stepped down as CTO", "let go from Pallet") wins over
    # the same words read as a cue after its object ("Ines stepped down").
    for start, end in _find(norms, F.STOP_BEFORE):
        if any(not keep[k] for k in range(start, end)):
            continue
        cue = " ".join(lows[start:end])
        if cue in ("left",) and (start > 0 and lows[start - 1] in ("the", "on", "to", "at", "is", "are")):
            continue
        if cue in ("stop", "stopped") and end < len(lows) and lows[end] in ("by", "at", "in"):
            continue
        if cue in ("replaced", "replace", "archived", "archive", "ended", "ending", "handed over", "handed off",
                   "retired", "dropped", "deprecated", "disabled", "removed", "sunset", "discontinued",
                   "decommissioned", "lapsed", "expired") and start > 0 and not _object_follows(tokens, end):
            continue
        if cue in ("replaced", "replace", "handed over", "handed off", "ended", "ending", "archived", "archive"):
            continue
        if end < len(tokens) and tokens[end].low in ("in", "by") and start > 0 and (
                tokens[end].low == "by" or (end + 1 < len(tokens) and tokens[end + 1].low in ("favour", "favor"))):
            continue  # "X was phased out in favour of Y": X went, read after its object
        o_start, o_end = _object_span(tokens, end, replacing=True)
        if o_end - o_start == 1 and tokens[o_start].low == "support" and o_end < len(tokens) \
                and tokens[o_end].low == "for":
            # "dropped support for Node 16": what is dropped is Node 16.
            o_start, o_end = _object_span(tokens, o_end + 1, replacing=True)
        if o_end <= o_start or not any(t.kind != "punct" and not _ignorable(t) for t in tokens[o_start:o_end]):
            continue
        d = _denial(cue, tokens[o_start:o_end])
        if d:
            out.denials.append(d)
            out.change = True
        for k in range(start, o_end):
            keep[k] = False
    # "migrated the docs off Netlify": the verb and "off" around what moved; after "off", what went.
    for i, low in enumerate(lows):
        if low == "off" and keep[i] and any(lows[k] in ("migrated", "moved", "switched", "pulled", "took", "taken",
                                                        "got") for k in range(max(0, i - 5), i)):
            o_start, o_end = _object_span(tokens, i + 1, replacing=True)
            d = _denial("off", tokens[o_start:o_end]) if o_end > o_start else None
            if d:
                out.denials.append(d)
                out.change = True
                for k in range(i, o_end):
                    keep[k] = False
    for i in range(len(tokens) - 1):
        # "Solarized's out", "Bear's gone": the contraction reads as a possessive.
        if keep[i] and keep[i + 1] and tokens[i].possessive \
                and lows[i + 1] in _GONE and (i + 2 == len(tokens) or tokens[i + 2].kind == "punct"):
            d = _denial(lows[i + 1], [tokens[i]])
            if d:
                out.denials.append(Denial(cue=d.cue, words=d.words, values=d.values, text=d.text, tags=d.tags))
                out.change = True
            keep[i] = keep[i + 1] = False
    norms_kept = [n if keep[i] else "\0" for i, n in enumerate(norms)]
    for start, end in _find(norms_kept, F.STOP_AFTER):
        o_start, o_end = _object_before(tokens, start)
        o_start = max(o_start, max((k + 1 for k in range(o_start, o_end) if not keep[k]), default=o_start))
        if o_end > o_start:
            obj = tokens[o_start:o_end]
            d = _denial(" ".join(lows[start:end]), obj)
            if d:
                out.denials.append(d)
                out.change = True
            for k in range(o_start, end):
                keep[k] = False
    return [t for t, k in zip(tokens, keep) if k]


# --- the whole text ---------------------------------------------------------------------------------


def _terse_split(tokens: list[Token]) -> int | None:
    """Where a "key: value" note's value starts, or ``None`` for a sentence."""
    dashes = not any(t.low in _SEPARATORS for t in tokens)
    for i, t in enumerate(tokens[:7]):
        if dashes and t.low in ("—", "–") and 0 < i <= 4 and not _has_verb(tokens[:i]) \
                and not _has_verb(tokens[i + 1:]):
            return i + 1  # "product name — Ledgerly": a note, the dash its separator
        if t.kind in ("punct", "arrow") and t.low in _SEPARATORS:
            if i == 0:
                return None
            before = tokens[:i]
            # "the user prefers: X" is a sentence; "deploy notifs: slack" is a note.
            if any(x.low in F.COPULAS or (x.kind == "word" and x.low in _VERB_WORDS and x.low.endswith(("ed", "s"))
                                          and not x.low.endswith(("ss", "us", "ts", "ps", "ns", "gs", "ks")))
                   for x in before[1:]):
                return None
            return i + 1
        if t.low == "@" and i > 0:
            return i + 1
    return None


@lru_cache(maxsize=16384)
def read(text: str) -> Statement:
    """Read one memory text into a :class:`Statement` (cached: a text always reads the same)."""
    tokens = _merge_tools(tokenize(text))
    tokens, moment = _strip_prefix(tokens)
    norms_all = _norms(tokens)
    lows_all = _lows(tokens)
    out = _Reading()
    hedged_any = False
    hedged_note = False
    history_any = False
    asserting = 0
    terse_at = _terse_split(tokens)
    body = tokens
    if terse_at is not None:
        sep = tokens[terse_at - 1]
        key_tokens = tokens[:terse_at - 1]
        if sep.kind == "arrow" and key_tokens and (key_tokens[-1].is_value or _name_like(key_tokens[-1])):
            # "db orders_v1 -> orders": the value before the arrow is the previous one.
            after = next((x for x in tokens[terse_at:] if x.is_value or _name_like(x)), None)
            if after is not None and _same_kind(key_tokens[-1], after):
                out.add_prior(_slot(key_tokens[-1]) if key_tokens[-1].is_value else "name", key_tokens[-1].norm,
                              key_tokens[-1].surface)
                out.change = True
                key_tokens = key_tokens[:-1]
        _read_key(key_tokens, out)
        body = tokens[terse_at:]
        person_key = bool(key_tokens) and all(t.low in F.SELF_WORDS or (_is_name(t) and t.low not in F.KNOWN_TOOLS)
                                             for t in key_tokens if t.kind == "word")
        if person_key:
            body = _where_now(body, out)
    clauses: list[_Clause] = []
    for clause in _clauses(body):
        clauses.extend(_split_history(clause))
    first = True
    for clause in clauses:
        c_norms = _norms(clause.tokens)
        committed = _has(c_norms, _COMMITMENT)
        if _hedge_phrase(clause.tokens, c_norms) or any(t.norm in F.HEDGES for k, t in enumerate(clause.tokens)
                                                        if not (t.low == "may" and t.cap)
                                                        and not (committed and t.low in _OBLIGATIONS)
                                                        and not _hedge_noun_as_thing(clause.tokens, k)) \
                or _would(clause.tokens) \
                or (clause.paren and any(t.low in ("planned", "upcoming", "soon", "later") for t in clause.tokens)) \
                or _trailing_plan(clause.tokens):
            hedged_any = True
            hedged_note = hedged_note or clause.paren
            first = False
            continue
        if clause.history or _has(c_norms, F.HISTORY_PHRASES) or _past_state(clause.tokens):
            history_any = True
            first = False
            continue
        if _has(c_norms, F.CHANGE_PHRASES) or any(
                (t.norm in F.CHANGE_WORDS and t.low not in ("over", "done", "gone")) or _redone(t)
                or (t.low in F.CHANGE_FORMS and not _made_up(clause.tokens, t)) for t in clause.tokens):
            out.change = True
        shift = _shift(clause.tokens, c_norms)
        if shift and not out.shift:
            out.shift = shift
        rest = _take_cues(clause, out)
        if not rest:
            first = False
            continue
        if clause.paren and _annotation(rest):
            pass
        elif clause.paren and not _paren_asserts(rest):
            _read_note(rest, out)
        elif terse_at is not None and (first or not _has_verb(rest)):
            _read_terse_value(rest, out)
        else:
            _read_clause(_Clause(rest, paren=clause.paren), out)
            _activity(rest, out)
        asserting += 1
        first = False
    additive = any(t.norm in F.ADDITIVE and not _too_much(tokens, k) for k, t in enumerate(tokens)) \
        or _additive_phrase(norms_all)
    low_text = " ".join(text.lower().split())
    temporary = any(t.low in F.TEMPORARY for t in tokens) or _has(norms_all, F.TEMPORARY_PHRASES) \
        or _TEMPORARY_TEXT.search(low_text) is not None
    # "from next week", "starting next month": a change already decided, not a one-off.
    decided = _DECIDED.search(low_text) is not None
    if decided:
        out.change = True
    event = (_has(norms_all, F.EVENT_PHRASES) and not decided) \
        or bool(re.search(r"(?<!the )\blast (week|night|month)\b", text.lower())) or "ago" in lows_all
    _unneeded_alternatives(out, set(lows_all))
    exclusive = _exclusive(tokens, out, terse_at is not None, dated=moment is not None)
    past_event = _past_event(body, out)
    shown = {slot: " ".join(dict.fromkeys(v)) for slot, v in out.shown.items()}
    plain = {t.norm for t in tokens if not t.possessive}
    possessive_only = frozenset(t.norm for t in tokens if t.possessive and t.norm not in plain)
    return Statement(
        text=text, key=frozenset(out.key), values={k: frozenset(v) for k, v in out.values.items()}, shown=shown,
        names=frozenset(out.names), words=frozenset(out.words) | frozenset(out.key),
        prior=tuple(out.prior), denials=tuple(out.denials), families=frozenset(out.families),
        negated=out.negated and not out.values, change=out.change,
        hedged="?" in text or hedged_note or (hedged_any and asserting == 0 and not out.denials),
        additive=additive, temporary=temporary, event=event, history=history_any,
        past_only=history_any and asserting == 0 and not out.denials, relation=frozenset(out.relation),
        scope=frozenset(out.scope), notes=frozenset(out.notes), classes=frozenset(out.classes),
        possessive_only=possessive_only,
        soft=frozenset(out.soft) - {"hav", "has", "do", "doe", "did", "get", "got", "go", "be"},
        exclusive=exclusive, list_like=_list_like(tokens),
        past_event=past_event, type_key=_type_key(out, terse_at is not None),
        terse=terse_at is not None, moment=moment,
        key_text=_key_text(tokens, out), shift=out.shift,
    )


def _unneeded_alternatives(out: _Reading, lows: set[str]) -> None:
    """Read a word of a conditional set ("casual", "oat") as a plain word when the text never names the set."""
    for head, needs in F.ALTERNATIVE_NEEDS.items():
        slot = f"alt:{head}"
        if slot in out.values and not (needs & lows):
            for value in out.values.pop(slot):
                out.add_key(stem(value), value)
                out.words.add(stem(value))
            out.shown.pop(slot, None)


_NOT_REDONE = frozenset(
    """
    received released recorded registered related required reported requested reviewed rented retired removed
    replaced recommended referred reflected regarded rejected relied remained remembered repeated represented
    resolved responded restricted returned revealed rewarded resulted reached realised realized reserved rested
    retained retrieved recovered reduced reorganised
    """.split()
)


_REDONE_IRREGULAR = frozenset("rewritten rewrote rebuilt redone remade reran rerun rebuilt resold".split())


def _redone(t: Token) -> bool:
    """ "reflashed", "re-provisioned", "rewritten": the thing was set up again, with a new value."""
    low = t.low
    return t.kind == "word" and (low in _REDONE_IRREGULAR or (
        low.startswith("re") and low.endswith("ed") and len(low) > 7 and low not in _NOT_REDONE))


_EXCLUSIVE_TAGS = frozenset({"@residence", "@job", "@name", "@licence", "@owner"})
_SUBJECT_OPENERS = frozenset("the my our their his her your".split())


def _exclusive(tokens: list[Token], out: _Reading, terse: bool, dated: bool = False) -> bool:
    """Whether the text gives its attribute one value only.

    Evidence: an exclusive family (residence, job, name, licence, owner), a marker such as
    "primary" or "native", a class noun ("my *browser*"), a "key: value" note, "prefers", or a
    copula after a definite subject ("*The* project lead is Maria", "*Our* bundler is Vite").
    "I speak French", "we support Postgres" or "the user likes Go" give one value of many.
    """
    key = set(out.key)
    if key & _EXCLUSIVE_TAGS or key & F.ROLE_MARKERS:
        return True
    if any(k.startswith("@") for k in key - _EXCLUSIVE_TAGS):
        return True
    if terse and out.bare_terse:
        return True
    if dated and key and not _has_verb(tokens) and out.values and not any(
            t.low in F.SELF_WORDS or t.low in F.PRONOUNS or (t.kind == "word" and t.low.endswith(("s", "ed")) and
                                                             t.low in _VERB_WORDS) for t in tokens):
        # a dated verbless note, "2025-11: incident comms in #inc": a key and its value
        return True
    if any(t.low in ("prefer", "prefers", "preferred", "preferring") for t in tokens):
        return True
    for i, t in enumerate(tokens):
        if t.low in F.COPULAS and t.low not in ("=",) and i > 0:
            head = next((x for x in tokens[:i] if x.kind == "word" and x.low not in F.FILLER_WORDS), None)
            after = next((x for x in tokens[i + 1:] if x.low not in _DETERMINERS and x.low not in ("now",
                                                                                                    "still")), None)
            if after is not None and after.kind == "word" and after.low.endswith("ing"):
                return False  # "is reading Dune", "is learning Spanish": an activity, one of many
            if head is not None and (head.low in _SUBJECT_OPENERS or head.possessive):
                return True
            break
    return False


_AUX_PRESENT = frozenset("is are am be has have being".split())


def _past_event(tokens: list[Token], out: _Reading) -> bool:
    """Whether the text tells of something that happened ("We deployed v2.3", "met Ana at 10"), not a state.

    Only a text with no change, stop or family cue: "moved to", "was renamed", "left" say a
    state changed.
    """
    if out.change or out.denials or out.prior or out.families:
        return False
    tokens = _outside_parens(tokens)  # "(user asked)": where the note came from, not what it says
    for i, t in enumerate(tokens):
        if t.kind != "word" or (t.low in F.COPULAS and t.low not in ("was", "were")):
            if t.kind == "word" and t.low in _AUX_PRESENT:
                return False
            continue
        if t.low in ("was", "were"):
            nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            return nxt is not None and nxt.kind == "word" and (nxt.low.endswith("ed") or nxt.low in F.IRREGULAR_PAST
                                                               or nxt.low.endswith("en"))
        if t.low in ("has", "have", "had"):
            return False
        if t.low in F.IRREGULAR_PAST or (t.low.endswith("ed") and len(t.low) > 4
                                          and t.low not in ("based", "need", "feed", "speed")):
            if i == 0:
                return True  # an agent's note: "met Ana at 10:00", "deployed v2.3"
            prev = tokens[i - 1]
            # "We deployed v2.3", "Dana joined…"; not "Terraform pinned to 1.5.7" (a state).
            return prev.kind == "word" and (prev.low in F.SELF_WORDS or prev.low in F.PRONOUNS
                                            or prev.low in ("team", "user") or prev.norm in F.FILLER_WORDS
                                            or (_named(prev) and prev.low not in F.KNOWN_TOOLS))
        if t.kind == "word" and t.low in _VERB_WORDS:
            return False
    return False


def _outside_parens(tokens: list[Token]) -> list[Token]:
    out, depth = [], 0
    for t in tokens:
        if t.low in ("(", "["):
            depth += 1
        elif t.low in (")", "]"):
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(t)
    return out


_PAST_HAS = frozenset("lived worked resided stayed".split())


def _past_state(tokens: list[Token]) -> bool:
    """A state told in the past ("was living in Leipzig", "lived in Tokyo for five years",
    "worked at Bosch"), with nothing saying it changed: history, not what holds now."""
    lows = [t.low for t in tokens]
    if any(t.norm in F.CHANGE_WORDS or t.low in F.CHANGE_FORMS for t in tokens):
        return False
    for i, low in enumerate(lows):
        if low in ("was", "were") and i + 1 < len(lows) and lows[i + 1].endswith("ing") and len(lows[i + 1]) > 4:
            return True
        if low in _PAST_HAS and i + 1 < len(lows) and lows[i + 1] in ("in", "at", "for", "with"):
            return True
        if low in ("had", "was", "were") and i + 1 < len(lows) and lows[i + 1] == "been":
            return True
    return False


def _hedge_phrase(tokens: list[Token], norms: list[str]) -> bool:
    """A hedge phrase ("planning to", "going to") — not one whose "to" leads to a value ("moved weekly
    planning to Sunday evening": a noun, then where it went)."""
    for start, end in _find(norms, F.HEDGE_PHRASES):
        if tokens[end - 1].low == "to" and end < len(tokens) and (
                tokens[end].is_value or tokens[end].kind in ("weekday", "daypart")
                or (start > 0 and tokens[start - 1].norm in F.CHANGE_WORDS)):
            continue
        return True
    return False


def _trailing_plan(tokens: list[Token]) -> bool:
    """ "tempo migration planned", "upgrade pending": a plan told after its object."""
    words = [t for t in tokens if t.kind != "punct"]
    return bool(words) and words[-1].low in ("planned", "pending", "proposed", "upcoming", "tbd", "tentative",
                                             "tbc", "expected")


def _made_up(tokens: list[Token], t: Token) -> bool:
    """ "made up of": a composition, not a change."""
    k = tokens.index(t)
    return t.low == "made" and k + 1 < len(tokens) and tokens[k + 1].low == "up"


def _would(tokens: list[Token]) -> bool:
    """ "would move", "would be": conditional; "would rather", "would prefer" state a preference."""
    for i, t in enumerate(tokens):
        if t.low == "would" and not (i + 1 < len(tokens) and tokens[i + 1].low in ("rather", "prefer", "like",
                                                                                   "love")):
            return True
    return False


def _list_like(tokens: list[Token]) -> bool:
    """Whether the attribute is a list ("todo: …", "My hobbies are …"): a list noun right before the verb."""
    for i, t in enumerate(tokens):
        if t.kind == "word" and t.low in F.LIST_NOUNS and not (i and tokens[i - 1].kind == "number"):
            # Before its separator or verb; a list noun that ends the text is a value ("Ship Notes").
            nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            if nxt is not None and (nxt.low in _SEPARATORS or nxt.low in F.COPULAS
                                    or nxt.low in ("include", "includes", "(", "-", "—")):
                return True
    return False


def _type_key(out: _Reading, terse: bool) -> bool:
    """A note whose key only names a kind of thing ("bucket:", "repo:", "db:"), with no attribute word."""
    if not terse or set(out.key) & _EXCLUSIVE_TAGS:
        return False
    words = {stem(w.lower()) for w in out.key_surface if not w.startswith("@")} | {
        k for k in out.key if not k.startswith("@")}
    return bool(words) and words <= F.TYPE_NOUNS


_FAMILY_LABELS = {"@residence": "home", "@job": "job", "@name": "name", "@licence": "licence", "@owner": "owner",
                  "@limit": "limit", "@minimum": "minimum", "@cost": "cost"}


def _key_text(tokens: list[Token], out: _Reading) -> str:
    """The key as a person wrote it, in the text's order, with its family ("production Redis", "Dana job")."""
    words = []
    for t in tokens:
        if t.kind in ("punct", "arrow") or t.low in F.STOP_WORDS or t.low in F.SELF_WORDS:
            continue
        tagged = t.low in F.CLASS_NOUNS and f"@{F.CLASS_NOUNS[t.low]}" in out.key  # "bundler" for @bundler
        if (t.norm in out.key or t.low in out.key or tagged) and t.surface not in words and not t.norm.startswith("@"):
            words.append(t.surface)
    labels = [label for tag, label in _FAMILY_LABELS.items() if tag in out.key and label not in words]
    return " ".join(words + labels)


def _has_verb(tokens: list[Token]) -> bool:
    return any(t.kind == "word" and (t.low in F.COPULAS or t.low in _VERB_WORDS) for t in tokens)


def _read_key(tokens: list[Token], out: _Reading) -> None:
    """The key of a "key: value" note; a bracket in it qualifies it ("license (code)", "owner(auth-svc)")."""
    inside = False
    plain: list[Token] = []
    for t in tokens:
        if t.low in ("(", "["):
            inside = True
            continue
        if t.low in (")", "]"):
            inside = False
            continue
        if inside:
            if t.kind == "punct":
                continue
            word = t.norm
            out.add_key(word, t.surface)
            out.scope.add(word)
            continue
        plain.append(t)
    _read_clause(_Clause(plain), out, terse_key=True)


def _annotation(tokens: list[Token]) -> bool:
    """A bracket that only says why or how a value changed ("(moved after load issues)", "(relicensed)")."""
    return not any(t.is_value or _is_name(t) for t in tokens) and any(
        t.kind == "word" and t.norm in F.CHANGE_WORDS for t in tokens)


def _paren_is_key(clause: _Clause, tokens: list[Token], terse_at: int) -> bool:
    """ "license (code): MIT" — a bracket inside the key qualifies it."""
    try:
        index = tokens.index(clause.tokens[0])
    except ValueError:
        return False
    return index < terse_at


def _paren_asserts(tokens: list[Token]) -> bool:
    """A bracket that states something (has a verb or a family cue) rather than annotating."""
    norms = _norms(tokens)
    return bool(_family_spans(norms)) or any(t.low in F.COPULAS for t in tokens)


def _read_note(tokens: list[Token], out: _Reading) -> None:
    """A bracketed note after a value ("(prod)", "(line-length 100)"): its words qualify the key.

    A name told with other words beside a value already read ("password manager -> 1Password
    (LastPass breach)") is what the note is about, not a second value.
    """
    plain = [t for t in tokens if t.kind == "word" and not t.is_value and not _is_name(t) and not _ignorable(t)
             and t.norm not in F.VALUE_NOUNS and t.norm not in F.SCOPE_WORDS]
    topic = bool(plain) and "name" in out.values
    for t in tokens:
        if t.low in ("eg", "ie"):
            break
        if (t.kind != "word" and not t.is_value) or _ignorable(t) or t.norm in F.VALUE_NOUNS:
            continue
        if topic and _is_name(t) and not t.is_value:
            out.words.add(t.norm)
            continue
        if t.is_value or _is_name(t):
            out.add_value(_slot(t) if t.is_value else "name", t.norm, t.surface)
            if _is_name(t):
                out.names.add(t.norm)
            continue
        if t.norm in F.CHANGE_WORDS:
            continue
        if t.norm in F.SCOPE_WORDS or t.low in ("us", "eu"):
            out.scope.add(t.norm)
            out.add_key(t.norm, t.surface)
        else:
            out.notes.add(t.norm)


# Keys of a terse note that say only "a preference" or "a setting", not which one.
_GENERIC_KEYS = frozenset("pref preferenc set setting styl want".split())
# "user: prefers email for work": a verb of liking makes the note's value side a clause.
_LIKING = frozenset("prefers prefer likes like loves love hates hate dislikes dislike wants avoids".split())


def _read_terse_value(tokens: list[Token], out: _Reading) -> None:
    """The value side of "key: value": every word is part of the value unless it is a verb clause."""
    first = next((t for t in tokens if t.kind == "word"), None)
    if any(t.kind == "word" and (t.low in F.COPULAS or t.low in ("owned", "maintained", "owns", "maintains",
                                                                  "runs", "using", "uses") or t.low in _LIKING)
           for t in tokens) or _family_spans(_norms(tokens)) or (
            first is not None and first is tokens[0] and first.low.endswith("ing") and len(first.low) > 5):
        _read_clause(_Clause(tokens), out)
        return
    out.bare_terse = True
    arrow = max((k for k, t in enumerate(tokens) if t.kind == "arrow"), default=None)
    if arrow is not None and arrow > 0 and _transition(tokens[:arrow], tokens[arrow + 1:]):
        # "senior analyst -> lead analyst": what stood before the arrow was the value.
        before, tokens = tokens[:arrow], tokens[arrow + 1:]
        heads = [t for t in before if t.norm in F.ROLE_HEADS or t.low in F.ROLE_ABBREVIATIONS]
        for t in before:
            if t.is_value or _name_like(t):
                out.add_prior(_slot(t) if t.is_value else "name", t.norm, t.surface)
            elif t in heads or (t.kind == "word" and not _ignorable(t) and not heads):
                out.add_prior("role" if t in heads else "name", F.ROLE_ABBREVIATIONS.get(t.low, t.norm),
                              " ".join(x.surface for x in before))
        out.change = True
    roles = _role_indices(tokens)
    _add_roles(tokens, sorted(roles), out)
    # "pref: dark theme" / "pref: compact layout": under a key that names no attribute, the
    # value's head noun does (theme, layout); its modifier is the value.
    plain = [k for k, t in enumerate(tokens) if t.kind == "word" and not _ignorable(t) and k not in roles]
    head = plain[-1] if len(plain) >= 2 and set(out.key) & _GENERIC_KEYS and plain[-1] == len(tokens) - 1 \
        and not tokens[plain[-1]].cap and not _is_name(tokens[plain[-1]]) \
        and tokens[plain[-1]].low not in F.ALTERNATIVE_OF else None
    # "ruff for linting": what the value is for is the attribute's scope, not more of the value.
    purpose = next((k for k, t in enumerate(tokens) if t.low == "for" and k > 0 and tokens[k - 1].kind != "punct"),
                   len(tokens))
    for i, t in enumerate(tokens):
        if t.low in ("eg", "ie"):
            break
        if i in roles:
            continue
        if i == head:
            out.add_key(t.norm, t.surface)
            continue
        if i >= purpose:
            if t.kind == "word" and i > purpose and not _ignorable(t):
                out.add_key(t.norm, t.surface)
                out.scope.add(t.norm)
            continue
        if t.kind == "word" and (t.low in _NULL_VALUES):
            out.add_value("null", "∅", t.surface)
            continue
        if t.kind == "path" and t.low == "n/a":
            out.add_value("null", "∅", t.surface)
            continue
        if t.low == "@":
            continue
        if t.is_value:
            slot = _slot(t)
            if t.kind == "number" and not t.unit and (_product_before(tokens, i) or _key_is_product(out)):
                slot = "version"
            out.add_value(slot, t.norm, t.surface)
            out.words.add(t.norm)
            continue
        if t.kind != "word" or _ignorable(t):
            continue
        if t.low in ("next", "last", "this") and i + 1 < len(tokens) and (
                tokens[i + 1].low in F.TIME_WORDS or tokens[i + 1].kind in ("weekday", "daypart")):
            continue  # "09:45 from next week": when, not a value
        noun_family = _noun_family(t)
        if noun_family:
            out.families.add(noun_family)
            out.add_key(F.TAGS[noun_family], t.surface)
            continue
        if t.norm in F.RELATION_WORDS and i > 0 and tokens[i - 1].possessive:
            out.relation.add(t.norm)
            out.add_key(t.norm, t.surface)
            continue
        if t.possessive and i + 1 < len(tokens) and tokens[i + 1].norm in F.RELATION_WORDS:
            out.add_key(t.norm, t.surface)
            continue
        if t.norm in F.ROLE_HEADS or t.low in F.ROLE_ABBREVIATIONS:
            out.add_value("role", F.ROLE_ABBREVIATIONS.get(t.low, t.norm), t.surface)
            out.words.add(t.norm)
            continue
        alt = t.low in F.ALTERNATIVE_OF
        value = F.SYNONYMS.get(t.low, t.low) if alt else t.norm
        slot = f"alt:{F.ALTERNATIVE_OF[t.low]}" if alt else "name"
        out.add_value(slot, value, t.surface)
        out.words.add(value)
        if _is_name(t) or slot == "name":
            out.names.add(value)
            cls = _tool_class(t)
            if cls:
                out.classes.add(f"@{cls}")


def _transition(before: list[Token], after: list[Token]) -> bool:
    """Whether "A -> B" gives an old and a new value of one kind ("senior analyst -> lead analyst"), not a
    mapping ("payments-db -> @li")."""
    def kinds(part: list[Token]) -> set[str]:
        found = set()
        for t in part:
            if t.norm in F.ROLE_HEADS or t.low in F.ROLE_ABBREVIATIONS:
                found.add("role")
            elif t.is_value:
                found.add(_slot(t).split(":")[0])
            elif _name_like(t):
                found.add("name")
        return found

    a, b = kinds(before), kinds(after)
    return bool(a) and a == b


def _key_is_product(out: _Reading) -> bool:
    return any(word in F.KNOWN_TOOLS for word in out.key)
