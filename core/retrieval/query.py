"""Turn any string into a safe FTS5 expression.

Users and agents type questions, not FTS5 syntax: ``OR``, ``NEAR(``, quotes, ``*``,
``-x`` and punctuation are literal text here, never operators and never a syntax
error. The query is split into the same tokens the index holds
(:func:`core.text.tokens.tokenize`: letters and digits; ``_`` separates like unicode61
does), stop words are dropped when anything else is left, and each surviving term is
quoted and OR-ed; ranking does the rest.
"""

from __future__ import annotations

import re
from dataclasses import field

from core.model.lean import lean_dataclass
from core.retrieval.temporal import DateSpan, date_spans
from core.text.tokens import tokenize

MAX_QUERY_CHARS = 2000
MAX_TERMS = 32

_SURROGATE = re.compile("[\ud800-\udfff]")

STOP_WORDS = frozenset(
    """
    a about above after again against all am an and any are aren't as at be because been
    before being below between both but by can could did do does doing down during each
    few for from further had has have having he her here hers herself him himself his how
    i if in into is it its itself just me more most my myself no nor not now of off on once
    only or other our ours ourselves out over own same she should so some such than that the
    their theirs them themselves then there these they this those through to too under until
    up very was we were what when where which while who whom why will with would you your
    yours yourself yourselves s t don doesn didn isn wasn weren won wouldn shouldn couldn
    ll ve re d m o y ain also did does doing ever get got gets let lets may might must
    shall us via yes yet
    """.split()
)


@lean_dataclass(frozen=True, compiled_init=False)
class ParsedQuery:
    """A query reduced to index terms.

    Attributes:
        text: the (capped) original text.
        terms: lower-case terms used for matching, stop words removed when possible.
        match: the FTS5 expression, or ``None`` when nothing searchable is left.
        truncated: whether the input was longer than the caps.
    """

    text: str
    terms: tuple[str, ...]
    match: str | None
    truncated: bool = False
    all_tokens: tuple[str, ...] = field(default=())
    dates: tuple[DateSpan, ...] = field(default=())
    entities: tuple[str, ...] = field(default=())
    current: bool = False


# Words that ask for the present state of something ("which editor does she use now?",
# "current Kubernetes version"): of several memories on it, the newest answers.
_CURRENT = re.compile(r"\b(?:current|currently|now|nowadays|today|latest|still|anymore|these days|at the moment)\b",
                      re.IGNORECASE)
_CAPITALISED = re.compile(r"(?<![\w'’])([A-Z][\w'’-]*)", re.UNICODE)
_SENTENCE_START = re.compile(r"(^|[.!?:;]\s+|[\"(]\s*)$")


def entities(text: str) -> tuple[str, ...]:
    """Names in the query: capitalised words that do not open a sentence (lower-cased)."""
    found: list[str] = []
    for match in _CAPITALISED.finditer(text):
        if _SENTENCE_START.search(text[: match.start()]):
            continue
        for token in tokenize(match.group(1)):
            if token not in STOP_WORDS and len(token) > 1 and token not in found:
                found.append(token)
                break
    return tuple(found)


def without_names(text: str) -> str:
    """``text`` without its names (the words :func:`entities` reads as names, with their ``'s``).

    What a hybrid recall embeds: the lexical side matches names exactly, and a small
    sentence model asked about "Jon and Gina" finds every short turn that greets one of them.
    The text itself when nothing else would be left.
    """
    kept: list[str] = []
    last = 0
    for match in _CAPITALISED.finditer(text):
        if _SENTENCE_START.search(text[: match.start()]):
            continue
        tokens = tokenize(match.group(1))
        if not tokens or all(token in STOP_WORDS or len(token) < 2 for token in tokens):
            continue
        kept.append(text[last : match.start()])
        last = match.end()
    kept.append(text[last:])
    stripped = " ".join("".join(kept).split())
    return stripped if any(ch.isalnum() for ch in stripped) else text


def parse_query(text: str | None) -> ParsedQuery:
    """Parse free text into a :class:`ParsedQuery`; never raises on any string."""
    raw = "" if text is None else str(text)
    # Lone surrogates (bytes that were not UTF-8) cannot be bound, hashed or printed: make them U+FFFD.
    raw = _SURROGATE.sub("\ufffd", raw)
    truncated = len(raw) > MAX_QUERY_CHARS
    raw = raw[:MAX_QUERY_CHARS]
    tokens = tokenize(raw)
    content = [t for t in tokens if t not in STOP_WORDS] or tokens
    terms = list(dict.fromkeys(content))
    if len(terms) > MAX_TERMS:
        terms = terms[:MAX_TERMS]
        truncated = True
    match = " OR ".join(f'"{t}"' for t in terms) if terms else None
    return ParsedQuery(text=raw, terms=tuple(terms), match=match, truncated=truncated,
                       all_tokens=tuple(tokens), dates=date_spans(raw), entities=entities(raw),
                       current=_CURRENT.search(raw) is not None)
