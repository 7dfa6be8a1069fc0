"""Lexical "do these say the same thing?" — the one similarity the junk screens and consolidation share.

Texts become sets of content tokens (lower-cased, identifiers kept whole, stemmed by
:func:`core.text.tokens.stem`, framing words dropped). Two texts are restatements when their token sets overlap enough
*and* nothing that makes facts differ is in the difference: a number, version or
identifier that only one side has ("port 8080" vs "port 9090"), or a negation that
only one side carries ("uses X" vs "no longer uses X"), or a name (a capitalised word
inside the sentence) or identifier only one side has. Those pairs are the
contradiction detector's business; merging or screening them would destroy facts.

Thresholds live here, in one place:

- ``RESTATEMENT_JACCARD``: token-set Jaccard at or above which two texts restate
  each other when one only *adds* words to the other;
- ``SUBSTITUTION_JACCARD``: the stricter bar when each side has words the other lacks
  ("runs on" vs "listens on" — or "Alice owns" vs "Bob owns": lexically the same shape);
- ``RESTATEMENT_CONTAINMENT``: share of the *smaller* set found in the larger one
  that also counts (a short restatement inside a longer one), for sets of at least
  ``MIN_TOKENS_FOR_CONTAINMENT`` tokens.
"""

from __future__ import annotations

import re

from core.model.lean import lean_dataclass
from core.text.tokens import stem

RESTATEMENT_JACCARD = 0.6
SUBSTITUTION_JACCARD = 0.75
RESTATEMENT_CONTAINMENT = 0.9
MIN_TOKENS_FOR_CONTAINMENT = 3

_TOKEN = re.compile(r"[a-z0-9]+(?:[._\-][a-z0-9]+)*")
_HAS_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[._\-/][A-Za-z0-9]+)*")
# Framing words carry no fact of their own; dropping them lets restatements match.
STOPWORDS = frozenset(
    """a an the and or but of to in on at for with by from as is are was were be been being it its this that
    these those there here we our us you your i me my mine they them their he she his her user users
    has have had do does did will would should can could may might must shall also just really very
    so then than which who whom whose what when where how all any each about into over under again
    note remember fact know known always usually please now""".split()
)
NEGATIONS = frozenset({"not", "no", "never", "none", "nothing", "nobody", "without", "cannot", "dont", "doesnt",
                       "isnt", "arent", "wasnt", "werent", "wont", "didnt", "longer", "stopped", "removed",
                       "uninstalled", "dropped"})
# Tokens are stems, so negations are compared as stems ("none" and "nothing" are "non", "noth").
NEGATION_STEMS = frozenset(stem(word) for word in NEGATIONS)


def tokens(text: str) -> frozenset[str]:
    """The content tokens of ``text`` (negation words kept, framing words dropped)."""
    return fingerprint(text).tokens


@lean_dataclass(frozen=True)
class Fingerprint:
    """A text's content tokens and the subset that names something specific."""

    tokens: frozenset[str]
    specifics: frozenset[str]


def fingerprint(text: str) -> Fingerprint:
    """Tokens plus specifics: numbers, identifiers and names (capitalised words after the first)."""
    folded = text.lower().replace("\u2019", "'").replace("n't", "nt").replace("'s", "")
    words = _TOKEN.findall(folded)
    content = frozenset(stem(w) for w in words if w not in STOPWORDS and (len(w) > 1 or w.isdigit()))
    specific = {w for w in content if _HAS_DIGIT.search(w) or any(ch in w for ch in "._-")}
    for index, word in enumerate(_WORD.findall(text)):
        lowered = word.lower()
        if lowered in STOPWORDS:
            continue
        if (index > 0 and word[0].isupper()) or any(ch.isupper() for ch in word[1:]):
            specific.add(stem(lowered))
    return Fingerprint(tokens=content, specifics=frozenset(specific & content))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    """|a ∩ b| / |a ∪ b| (0 for two empty sets)."""
    union = a | b
    return len(a & b) / len(union) if union else 0.0


def containment(a: frozenset[str], b: frozenset[str]) -> float:
    """Share of the smaller set that the larger one contains."""
    smaller = min(len(a), len(b))
    return len(a & b) / smaller if smaller else 0.0


@lean_dataclass(frozen=True)
class Likeness:
    """How alike two texts are, and whether that makes one a restatement of the other."""

    jaccard: float
    containment: float
    restates: bool
    blocker: str | None = None  # why a close pair is still not a restatement


def compare(candidate: Fingerprint, reference: Fingerprint) -> Likeness:
    """Does ``candidate`` restate ``reference``? (fingerprints from :func:`fingerprint`)

    Not symmetric on purpose: a candidate that only *drops* detail from the
    reference restates it, one that *adds* a number, name or identifier does not
    (it says something new).
    """
    ta, tb = candidate.tokens, reference.tokens
    j, c = jaccard(ta, tb), containment(ta, tb)
    substitution = bool(ta - tb) and bool(tb - ta)
    close = j >= (SUBSTITUTION_JACCARD if substitution else RESTATEMENT_JACCARD) or (
        not substitution and min(len(ta), len(tb)) >= MIN_TOKENS_FOR_CONTAINMENT and c >= RESTATEMENT_CONTAINMENT
    )
    if not close:
        return Likeness(j, c, False)
    differing = set((ta - tb) & candidate.specifics)
    if substitution:
        differing |= (tb - ta) & reference.specifics
    if differing:
        return Likeness(j, c, False, f"only one side has {', '.join(sorted(differing)[:3])}")
    if (ta & NEGATION_STEMS) != (tb & NEGATION_STEMS):
        return Likeness(j, c, False, "one side negates the other")
    return Likeness(j, c, True)


def restates(candidate: str, reference: str) -> bool:
    """Whether ``candidate`` says nothing ``reference`` does not already say (see the module docstring)."""
    return compare(fingerprint(candidate), fingerprint(reference)).restates
