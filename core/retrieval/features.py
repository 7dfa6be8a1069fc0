"""What a memory's text offers the query signals, computed once per distinct text.

Tokenising a few hundred candidates on every recall was most of a recall's time, and
none of it depends on the query: the same text always gives the same features. They
are cached by the text itself (not by memory id), so an edited memory can never be
scored on its old words and no store change needs to invalidate anything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..conflicts.text import stem  # the light stemmer the contradiction rules use
from .query import STOP_WORDS, tokenize
from .temporal import mentions_time

__all__ = ["TextFeatures", "names_in", "stem", "text_features"]

# Distinct texts kept; a text's features take a few hundred bytes.
CACHE_SIZE = 200_000

# A capitalised word that does not open a sentence, as a name is written.
_CAPITALISED = re.compile(r"(?<![\w'’])[A-Z][\w'’-]*", re.UNICODE)
_OPENERS = ".!?:;\"([\n"  # a word right after these opens a sentence
# "in Lisbon", "to New York", "at Wembley": a place named after a preposition of place.
_NAMED_PLACE = re.compile(r"\b(?:in|at|to|from|near|visit(?:ed|ing)?|around|across)\s+(?:the\s+)?[A-Z][a-z]")
_NUMBER = re.compile(r"\d")
_OPENING_NAME = re.compile(r"\s*([A-Z][\w'’-]*)")

# Nouns that name a place or a person (answers to *where* and *who* questions).
PLACE_WORDS = frozenset(
    """
    city cities town towns village country countries state states island islands continent region
    beach beaches park parks lake lakes mountain mountains forest forests river sea ocean coast
    museum museums restaurant restaurants cafe café bar pub shop store stores mall market
    school university college campus library church temple hospital clinic office offices
    studio gym stadium arena theater theatre cinema gallery hotel airport station downtown
    street road neighborhood neighbourhood home house apartment flat building campsite trail
    abroad overseas region datacenter datacentre
    """.split()
)
PERSON_WORDS = frozenset(
    """
    mom mum mother dad father parent parents sister sisters brother brothers sibling siblings
    wife husband partner spouse girlfriend boyfriend son sons daughter daughters kid kids child
    children baby family cousin aunt uncle grandma grandpa grandmother grandfather friend friends
    buddy colleague colleagues coworker coworkers teammate teammates team boss manager lead owner
    mentor teacher coach neighbor neighbour neighbors neighbours doctor therapist client customer
    """.split()
)
NUMBER_WORDS = frozenset(
    """
    one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred
    thousand million once twice dozen several first second third fourth fifth
    """.split()
)


@dataclass(frozen=True, slots=True)
class TextFeatures:
    """Query-independent features of one memory text.

    Attributes:
        tokens: lower-case index tokens (as FTS5's unicode61 splits them).
        stems: light stems of the tokens that are not stop words (for feedback terms).
        names: lower-case capitalised words that do not open a sentence (likely names).
        states_time: names a time ("yesterday", "in 2021", "last week").
        states_place: names a place ("in Lisbon", "the beach", "the office").
        states_person: names a person ("Ana", "my sister", "the team lead"), or opens
            with a name ("Marta owns billing").
        states_number: states a quantity (a digit or a number word).
        subject: the lower-case capitalised word the text opens with (who or what it is
            about: "Ana adopted…", "Kim: I moved…"), or ``""``.
    """

    tokens: frozenset[str]
    stems: frozenset[str]
    names: frozenset[str]
    states_time: bool
    states_place: bool
    states_person: bool
    states_number: bool
    subject: str = ""
    asks: bool = False

    def states(self, answer_type: str | None) -> bool:
        """Whether the text holds an answer of ``answer_type`` (``time``/``place``/``person``/``number``)."""
        if answer_type == "time":
            return self.states_time
        if answer_type == "place":
            return self.states_place
        if answer_type == "person":
            return self.states_person
        if answer_type == "number":
            return self.states_number
        return False


def names_in(text: str) -> frozenset[str]:
    """Capitalised words of ``text`` that do not open a sentence, lower-cased, stop words dropped."""
    found = set()
    for match in _CAPITALISED.finditer(text):
        before = text[: match.start()].rstrip()
        if not before or before[-1] in _OPENERS:
            continue
        token = tokenize(match.group())[:1]
        if token and token[0] not in STOP_WORDS and len(token[0]) > 1:
            found.add(token[0])
    return frozenset(found)


@lru_cache(maxsize=CACHE_SIZE)
def text_features(text: str) -> TextFeatures:
    """The features of ``text`` (cached by the text: the same text always gives the same features)."""
    tokens = frozenset(tokenize(text))
    names = names_in(text)
    subject = _subject(text)
    return TextFeatures(
        tokens=tokens,
        stems=frozenset(stem(t) for t in tokens if t not in STOP_WORDS and len(t) > 2 and not t.isdigit()),
        names=names,
        states_time=mentions_time(tokens),
        states_place=bool(tokens & PLACE_WORDS) or _NAMED_PLACE.search(text) is not None,
        states_person=bool(names) or bool(subject) or bool(tokens & PERSON_WORDS),
        states_number=_NUMBER.search(text) is not None or bool(tokens & NUMBER_WORDS),
        subject=subject,
        asks=_asks(text),
    )


def _subject(text: str) -> str:
    match = _OPENING_NAME.match(text)
    if not match:
        return ""
    token = tokenize(match.group(1))[:1]
    return token[0] if token and token[0] not in STOP_WORDS else ""


_QUESTION_END = re.compile(r"\?[\s\"')\]]*$")


def _asks(text: str) -> bool:
    """Whether the text is itself a question: its words before any shared-photo caption end with "?"."""
    body = text.split(" [shares a photo:", 1)[0]
    return _QUESTION_END.search(body) is not None
