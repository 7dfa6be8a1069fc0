"""Turn a memory's text into tokens the contradiction rules can compare.

No NLP library: a regex tokenizer that keeps values whole (``eu-west-1``, ``3.12``,
``$1,200``, ``2026-03-15``, ``#ops-alerts``), memdesk's one stemmer
(:func:`core.text.tokens.stem`) so "supports" and "support" meet, and typed values
(numbers with their unit, dates, versions, identifiers). Everything here is a pure
function of the text.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from core.conflicts.calendar_words import MONTHS, WEEKDAYS
from core.conflicts.lexicon import STOP_WORDS, TIME_WORDS
from core.conflicts.value_words import TEXT_NUMBER_WORDS, TEXT_UNITS
from core.model.lean import lean_dataclass
from core.text.tokens import stem

_TOKEN = re.compile(
    r"""
    (?P<date>\d{4}-\d{2}-\d{2})
  | (?P<money>[$€£]\s?\d[\d,]*(?:\.\d+)?[kKmM]?)
  | (?P<time>\d{1,2}:\d{2}(?:\s?[ap]m)?|\d{1,2}\s?[ap]m\b)
  | (?P<version>\bv?\d+(?:\.\d+)+\b)
  | (?P<path>(?:~|\.{1,2})?/[\w.\-/]+|\b[\w.\-]+(?:/[\w.\-]+)+)
  | (?P<handle>[#@][\w\-.]+)
  | (?P<ident>\b[A-Za-z0-9]*\d[A-Za-z0-9]*(?:[-_.][A-Za-z0-9]+)+\b|\b[A-Za-z]+(?:[-_][A-Za-z]+)*[-_]\d[\w\-]*)
  | (?P<numword>\b\d[\d,]*(?:\.\d+)?(?:%|[A-Za-z]+\b)?)
  | (?P<dotted>\b[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+\b)
  | (?P<word>[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z][A-Za-z0-9]*)*(?:['’]s\b)?)
  | (?P<punct>[:;,=()—–?!])
    """,
    re.VERBOSE,
)

_CONTRACTIONS = (
    (re.compile(r"\bcan['’]t\b", re.IGNORECASE), "can not"),
    (re.compile(r"\bwon['’]t\b", re.IGNORECASE), "will not"),
    (re.compile(r"n['’]t\b", re.IGNORECASE), " not"),
    (re.compile(r"\bgo-to\b", re.IGNORECASE), "goto"),
)

_QUARTER = re.compile(r"^q[1-4]$")
# Month abbreviations that are also ordinary words ("may", "mar", "jan"…): a month only when capitalised.
_AMBIGUOUS_MONTHS = ("may", "mar", "jan", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_YEAR = re.compile(r"^(19|20)\d\d$")


@lean_dataclass(frozen=True)
class Token:
    """One token of a memory's text.

    Attributes:
        surface: the text as written.
        low: lower-case form.
        stem: light stem (words) or normalised value (values).
        kind: ``word``, ``number``, ``money``, ``date``, ``time``, ``version``,
            ``ident`` or ``punct``.
        cap: capitalised and not the first word of a sentence (a likely name).
        possessive: written with ``'s``.
        unit: for numbers, the unit that follows or is attached (``s``, ``gb``, ``engineer``).
    """

    surface: str
    low: str
    stem: str
    kind: str
    cap: bool = False
    possessive: bool = False
    unit: str = ""

    @property
    def is_value(self) -> bool:
        return self.kind not in ("word", "punct")


def _normalise_number(text: str) -> str:
    cleaned = text.replace(",", "")
    try:
        value = float(cleaned)
    except ValueError:
        return cleaned
    return str(int(value)) if value.is_integer() else str(value)


def tokenize(text: str) -> list[Token]:
    """Tokens of ``text`` with values kept whole and typed."""
    for pattern, replacement in _CONTRACTIONS:
        text = pattern.sub(replacement, text)
    tokens: list[Token] = []
    sentence_start = True
    for match in _TOKEN.finditer(text):
        group = match.lastgroup or ""  # every alternative of the token pattern is a named group
        surface = match.group()
        before = text[: match.start()].rstrip()
        if before.endswith((".", "!", "?", ":")):
            sentence_start = True
        low = surface.lower()
        if group == "word":
            possessive = low.endswith(("'s", "’s"))
            core = low[:-2] if possessive else low
            parts = core.split("-")
            surfaces = (surface[:-2] if possessive else surface).split("-")
            for i, (part, shown) in enumerate(zip(parts, surfaces)):
                if _QUARTER.match(part):
                    tokens.append(Token(shown, part, part, "date"))
                elif part in MONTHS and (part not in _AMBIGUOUS_MONTHS or surface[0].isupper()):
                    tokens.append(Token(shown, part, f"month:{MONTHS[part]}", "date"))
                elif part in WEEKDAYS or part.rstrip("s") in WEEKDAYS:
                    day = part if part in WEEKDAYS else part.rstrip("s")
                    tokens.append(Token(shown, part, day, "date"))
                elif part in TEXT_NUMBER_WORDS:
                    tokens.append(Token(shown, part, str(TEXT_NUMBER_WORDS[part]), "number"))
                else:
                    cap = surface[0].isupper() and not sentence_start and i == 0
                    tokens.append(Token(shown, part, stem(part), "word", cap=cap,
                                        possessive=possessive and i == len(parts) - 1))
        elif group == "punct":
            tokens.append(Token(surface, low, low, "punct"))
        elif group == "numword":
            leading = re.match(r"\d[\d,]*(?:\.\d+)?", low)
            assert leading is not None  # the numword group starts with a digit
            number = leading.group()
            rest = low[len(number):]
            if rest and rest not in TEXT_UNITS and rest != "%":
                tokens.append(Token(surface, low, low, "ident"))
            elif not rest and _YEAR.match(number):
                tokens.append(Token(surface, low, f"year:{number}", "date"))
            else:
                tokens.append(Token(surface, low, _normalise_number(number), "number", unit=TEXT_UNITS.get(rest, rest)))
        elif group == "money":
            tokens.append(Token(surface, low, _normalise_number(re.sub(r"[^\d.,]", "", low)), "money", unit=low[0]))
        elif group == "dotted":
            tokens.append(Token(surface, low, low, "word", cap=surface[0].isupper() and not sentence_start))
        else:
            kind = {"date": "date", "time": "time", "version": "version"}.get(group, "ident")
            value = low.lstrip("v") if kind == "version" else low.replace(" ", "")
            tokens.append(Token(surface, low, value, kind))
        sentence_start = False
    return _attach_units(tokens)


def _attach_units(tokens: list[Token]) -> list[Token]:
    """Give each bare number the word that follows it as its unit ("5 engineers", "30 seconds")."""
    out: list[Token] = []
    for i, token in enumerate(tokens):
        if token.kind == "number" and not token.unit and i + 1 < len(tokens) and tokens[i + 1].kind == "word":
            nxt = tokens[i + 1]
            if nxt.low in TEXT_UNITS:
                token = Token(token.surface, token.low, token.stem, "number", unit=TEXT_UNITS[nxt.low])
            elif nxt.low not in STOP_WORDS and nxt.low not in TIME_WORDS:
                token = Token(token.surface, token.low, token.stem, "number", unit=nxt.stem)
        out.append(token)
    # "May 3", "March 15th", "15 March": fold the day into the month so one date is one value.
    folded: list[Token] = []
    skip = False
    for i, token in enumerate(out):
        if skip:
            skip = False
            continue
        if token.kind == "date" and token.stem.startswith("month:") and i + 1 < len(out) \
                and out[i + 1].kind == "number" and out[i + 1].stem.isdigit() and int(out[i + 1].stem) <= 31:
            day = out[i + 1]
            folded.append(Token(f"{token.surface} {day.surface}", f"{token.low} {day.low}",
                                f"{token.stem}-{day.stem}", "date"))
            skip = True
            continue
        if token.kind == "date" and folded and folded[-1].kind == "date" and (
                token.stem.startswith("year:") or folded[-1].stem.startswith("year:")):
            # "Q3 2026", "March 15 2026": one date, one value.
            last = folded.pop()
            token = Token(f"{last.surface} {token.surface}", f"{last.low} {token.low}",
                          f"{last.stem}/{token.stem}", "date")
        folded.append(token)
    return folded


def value_slot(token: Token) -> str:
    """The slot a value fills: its kind, and for numbers their unit ("number:gb")."""
    if token.kind == "number":
        return f"number:{token.unit}"
    if token.kind == "date" and token.stem in WEEKDAYS:
        return "date:weekday"
    if token.kind == "date" and _QUARTER.match(token.stem):
        return "date"
    return token.kind


_RELATIVE = (
    (re.compile(r"\b(just now|this morning|earlier today|today|tonight|this afternoon|this evening)\b"), 0),
    (re.compile(r"\byesterday\b"), -1),
    (re.compile(r"\blast week\b"), -7),
    (re.compile(r"\blast month\b"), -30),
    (re.compile(r"\blast year\b"), -365),
)
_AGO = re.compile(r"\b(\d+|a|an|one|two|three|four|five|six|seven)\s+(day|week|month|year)s?\s+ago\b")
_LAST_WEEKDAY = re.compile(r"\blast\s+(" + "|".join(WEEKDAYS) + r")\b")
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}


def estimate_moment(text: str, created_at: datetime) -> datetime | None:
    """When the text says it happened, relative to when it was written ("last Tuesday").

    Returns ``None`` when the text carries no relative time phrase. Only the day
    matters: "this morning" is earlier than "this evening" only by their order in a day.
    """
    low = text.lower()
    day = created_at.replace(hour=12, minute=0, second=0, microsecond=0)
    match = _LAST_WEEKDAY.search(low)
    if match:
        target = WEEKDAYS.index(match.group(1))
        back = (day.weekday() - target) % 7 or 7
        return day - timedelta(days=back)
    match = _AGO.search(low)
    if match:
        count = match.group(1)
        n = int(count) if count.isdigit() else TEXT_NUMBER_WORDS.get(count, 1)
        return day - timedelta(days=n * _UNIT_DAYS[match.group(2)])
    for pattern, offset in _RELATIVE:
        if pattern.search(low):
            return day + timedelta(days=offset)
    return None
