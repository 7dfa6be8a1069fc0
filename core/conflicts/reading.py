"""What a reading of one text collects, and what kind of word a token is (ARCHITECTURE.md §7.3).

``_Reading`` collects what the clauses of one text say (key words, values by slot, names,
families, denials …); :class:`Denial` is one thing a text says is no longer so. The predicates
here (a name? a word to ignore? which value slot?) are shared by every stage of reading a clause:
:mod:`core.conflicts.cues`, :mod:`core.conflicts.job_reading` and :mod:`core.conflicts.clause_reading`.
"""

from __future__ import annotations

import re
from dataclasses import field

from core.conflicts import families as F
from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.value_words import Token
from core.model.lean import lean_dataclass

_NULL_VALUES = frozenset({"n/a", "none", "nothing", "nil", "null", "-"})
_PREPOSITIONS = frozenset("in at on to for with by from of via through under into onto over as".split())
# Verbs and verb-like words that end a sentence's subject.
# Verbs that end a sentence's subject. Forms that are often nouns ("point", "posts", "release")
# are left out: a name before them would be misread as a value.
_VERB_WORDS = W.word_set(
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


@lean_dataclass(frozen=True)
class Denial:
    """Something the text says is not (or no longer) so: the cue and what it applies to."""

    cue: str
    words: frozenset[str]
    values: tuple[tuple[str, str], ...]
    text: str
    tags: frozenset[str] = frozenset()
    possessive: bool = False


# --- reading a clause -------------------------------------------------------------------------------


@lean_dataclass
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


_CAMEL_CASE = re.compile(r"[a-z][A-Z]")


def _is_name(t: Token) -> bool:
    """A likely proper name or tool: capitalised mid-sentence, a known tool, or an identifier."""
    if t.kind in ("ident", "quoted", "handle"):
        return True
    if t.kind != "word":
        return False
    if (t.low in N.KNOWN_TOOLS and (t.low not in N.AMBIGUOUS_TOOLS or t.surface[:1].isupper())) \
            or N.hyphenated_name(t.low):
        return True
    if t.low in W.STOP_WORDS or t.low in W.SELF_WORDS or t.low in W.PRONOUNS or t.low in N.COMMON_ACRONYMS \
            or (t.low.endswith("s") and t.low[:-1] in N.COMMON_ACRONYMS):
        return False
    if t.cap:
        return True
    # An all-caps word or a camel-cased one is a name even at the start ("GitHub", "AGPL").
    return t.initial and ((t.surface.isupper() and len(t.surface) > 1) or _CAMEL_CASE.search(t.surface) is not None)


def _common_acronym(t: Token) -> bool:
    return t.kind == "word" and t.low in N.COMMON_ACRONYMS


def _tool_class(t: Token) -> str | None:
    return N.TOOL_CLASS_OF.get(t.low)


def _named(t: Token) -> bool:
    """A name, or any capitalised word (a name at the start of a sentence reads the same)."""
    return _is_name(t) or (t.kind == "word" and t.surface[:1].isupper() and t.low not in W.STOP_WORDS
                           and t.low not in W.SELF_WORDS and t.low not in W.PRONOUNS)


def _ignorable(t: Token) -> bool:
    low, norm = t.low, t.norm
    return (t.kind == "punct" or t.kind == "arrow" or low in W.STOP_WORDS or low in W.SELF_WORDS
            or low in W.CHANGE_FORMS
            or low in W.PRONOUNS or norm in W.FILLER_WORDS or low in W.NEGATIONS or norm in W.HEDGES
            or norm in W.CHANGE_WORDS or norm in W.LIGHT_VERBS or low in W.COPULAS or norm in W.ADDITIVE
            or norm in W.TEMPORARY or low in ("anymore", "longer", "more", "again", "only", "just", "instead",
                                               "outright", "everywhere", "really", "else", "enough", "fine", "ok",
                                               "okay", "happy", "now", "please", "eg", "ie")
            or low in W.TIME_WORDS)
